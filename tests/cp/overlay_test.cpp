#include "cp/overlay_memory.h"
#include "tests/cp/cp_fixture.h"

namespace rdnavk::cp {
namespace {

TEST(Overlay, WritesStayPrivateAndReadsSeeThemFirst) {
  FlatMemory base(1 << 16);
  base.put(FlatMemory::kBase + 4096 - 4, {1, 2});
  OverlayMemory o(base);
  // A store across a page boundary.
  std::vector<uint32_t> v = {7, 8};
  ASSERT_TRUE(o.write(FlatMemory::kBase + 4096 - 4, {reinterpret_cast<uint8_t*>(v.data()), 8}));
  uint32_t a = 0, b = 0;
  ASSERT_TRUE(o.read32(FlatMemory::kBase + 4096 - 4, &a));
  ASSERT_TRUE(o.read32(FlatMemory::kBase + 4096, &b));
  EXPECT_EQ(a, 7u);
  EXPECT_EQ(b, 8u);
  EXPECT_EQ(base.dw(FlatMemory::kBase + 4096 - 4), 1u);
  EXPECT_EQ(o.pages_written(), 2u);
  // A store reaching unmapped memory stores nothing.
  EXPECT_FALSE(o.write(FlatMemory::kBase + (1 << 16) - 4, {reinterpret_cast<uint8_t*>(v.data()), 8}));
  EXPECT_FALSE(o.write(~uint64_t{0} - 2, {reinterpret_cast<uint8_t*>(v.data()), 8}));
}

}  // namespace
}  // namespace rdnavk::cp
