#include <gtest/gtest.h>
#include <sys/mman.h>

#include "mem/bo.h"

namespace rdnavk::mem {
namespace {

TEST(BoArena, BuffersAreZeroedPageRoundedAndShareTheFile) {
  auto arena = BoArena::create(uint64_t{1} << 30);
  ASSERT_TRUE(arena);
  auto bo = arena->allocate(100, 7);
  ASSERT_TRUE(bo);
  EXPECT_EQ(bo->size, 4096u);
  EXPECT_EQ(bo->id, 7u);
  EXPECT_EQ(bo->host[0], 0);
  bo->host[5] = 0x5a;
  // A second mapping of the same file range sees the same bytes: what the
  // application's mmap of the render node gets.
  void* p =
      mmap(nullptr, 4096, PROT_READ, MAP_SHARED, arena->fd(), static_cast<off_t>(bo->arena_offset));
  ASSERT_NE(p, MAP_FAILED);
  EXPECT_EQ(static_cast<uint8_t*>(p)[5], 0x5a);
  munmap(p, 4096);
  EXPECT_EQ(arena->bytes_in_use(), 4096u);
}

TEST(BoArena, FreedRangesComeBackZeroed) {
  auto arena = BoArena::create(uint64_t{1} << 20);
  ASSERT_TRUE(arena);
  uint64_t offset;
  {
    auto bo = arena->allocate(8192, 1);
    offset = bo->arena_offset;
    bo->host[100] = 1;
  }
  EXPECT_EQ(arena->bytes_in_use(), 0u);
  auto again = arena->allocate(8192, 2);
  EXPECT_EQ(again->arena_offset, offset);
  EXPECT_EQ(again->host[100], 0);
}

TEST(BoArena, ExhaustionAnswersNull) {
  auto arena = BoArena::create(uint64_t{1} << 20);
  ASSERT_TRUE(arena);
  auto big = arena->allocate(uint64_t{1} << 20, 1);
  ASSERT_TRUE(big);
  EXPECT_EQ(arena->allocate(4096, 2), nullptr);
}

}  // namespace
}  // namespace rdnavk::mem
