#include <gtest/gtest.h>

#include <array>

#include "mem/va_space.h"

namespace rdnavk::mem {
namespace {

std::shared_ptr<Bo> make_bo(BoArena& arena, uint64_t size, BoId id, uint8_t fill) {
  auto bo = arena.allocate(size, id);
  for (uint64_t i = 0; i < bo->size; ++i) bo->host[i] = static_cast<uint8_t>(fill + i);
  return bo;
}

TEST(VaSpace, MapFindReadAcrossMappingsAndSparse) {
  auto arena = BoArena::create(uint64_t{1} << 30);
  ASSERT_TRUE(arena);
  auto a = make_bo(*arena, 8192, 1, 0x10);
  auto b = make_bo(*arena, 4096, 2, 0x80);
  VaSpace vm;
  EXPECT_EQ(vm.map({0x100000, 8192, 0, 0, a}), VaStatus::kOk);
  EXPECT_EQ(vm.map({0x102000, 4096, 0, 0, nullptr}), VaStatus::kOk);  // sparse
  EXPECT_EQ(vm.map({0x103000, 4096, 0, 0, b}), VaStatus::kOk);
  auto snap = vm.snapshot();
  ASSERT_NE(snap->find(0x101fff), nullptr);
  EXPECT_EQ(snap->find(0x101fff)->bo, a);
  EXPECT_EQ(snap->find(0x104000), nullptr);
  std::array<uint8_t, 4> out{};
  // Last two bytes of a's second page, then the first two of the sparse page.
  ASSERT_TRUE(snap->read(0x101ffe, out));
  EXPECT_EQ(out[0], static_cast<uint8_t>(0x10 + 8190));
  EXPECT_EQ(out[1], static_cast<uint8_t>(0x10 + 8191));
  EXPECT_EQ(out[2], 0);
  EXPECT_EQ(out[3], 0);
  ASSERT_TRUE(snap->read(0x103000, out));
  EXPECT_EQ(out[0], 0x80);
  EXPECT_FALSE(snap->read(0x103ffe, out));  // runs past the last mapping
}

TEST(VaSpace, OverlapRefusedAndUnmapByStart) {
  VaSpace vm;
  EXPECT_EQ(vm.map({0x10000, 0x4000, 0, 0, nullptr}), VaStatus::kOk);
  EXPECT_EQ(vm.map({0x13000, 0x1000, 0, 0, nullptr}), VaStatus::kOverlap);
  EXPECT_EQ(vm.map({0xf000, 0x2000, 0, 0, nullptr}), VaStatus::kOverlap);
  EXPECT_EQ(vm.map({0x14000, 0x1000, 0, 0, nullptr}), VaStatus::kOk);
  EXPECT_EQ(vm.unmap(0x11000), VaStatus::kNotFound);
  EXPECT_EQ(vm.unmap(0x10000), VaStatus::kOk);
  EXPECT_EQ(vm.size(), 1u);
  EXPECT_EQ(vm.map({0, 0, 0, 0, nullptr}), VaStatus::kInvalid);
  EXPECT_EQ(vm.map({~uint64_t{0} - 0xfff, 0x2000, 0, 0, nullptr}), VaStatus::kInvalid);
}

TEST(VaSpace, ClearSplitsMappingsAtTheEdges) {
  VaSpace vm;
  ASSERT_EQ(vm.map({0x10000, 0x10000, 0x3000, 0, nullptr}), VaStatus::kOk);
  vm.clear(0x14000, 0x2000);
  auto snap = vm.snapshot();
  ASSERT_EQ(snap->mappings().size(), 2u);
  EXPECT_EQ(snap->mappings()[0].va, 0x10000u);
  EXPECT_EQ(snap->mappings()[0].size, 0x4000u);
  EXPECT_EQ(snap->mappings()[1].va, 0x16000u);
  EXPECT_EQ(snap->mappings()[1].size, 0xa000u);
  EXPECT_EQ(snap->mappings()[1].offset, 0x3000u + 0x6000u);
}

TEST(VaSpace, SnapshotIsSharedUntilChange) {
  VaSpace vm;
  ASSERT_EQ(vm.map({0x10000, 0x1000, 0, 0, nullptr}), VaStatus::kOk);
  auto s1 = vm.snapshot();
  EXPECT_EQ(s1, vm.snapshot());
  ASSERT_EQ(vm.map({0x20000, 0x1000, 0, 0, nullptr}), VaStatus::kOk);
  auto s2 = vm.snapshot();
  EXPECT_NE(s1, s2);
  EXPECT_EQ(s1->mappings().size(), 1u);
  EXPECT_EQ(s2->mappings().size(), 2u);
}

TEST(Canonical, HighHalfAddressesLoseTheSignExtension) {
  EXPECT_EQ(canonical_gpu_address(0xffff800000100000ull), 0x800000100000ull);
  EXPECT_EQ(canonical_gpu_address(0x00001234abcd0000ull), 0x00001234abcd0000ull);
}

}  // namespace
}  // namespace rdnavk::mem
