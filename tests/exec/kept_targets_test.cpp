// Colour targets kept on the host device between draws (decision record 0047):
// a kept target is taken again only while it is dirty or guest memory still
// holds what it was seeded from or written back as; a dirty one goes back
// where something reaches its pages, through the mappings it was drawn in.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

#include "cp/gpu_memory.h"
#include "exec/kept_targets.h"
#include "mem/bo.h"
#include "mem/va_space.h"
#include "surf/sw_mode.h"
#include "vk/host_device.h"

namespace rdnavk::exec {
namespace {

constexpr uint32_t kWidth = 64, kHeight = 32;
constexpr uint64_t kVa = 0x10000000, kAlias = 0x20000000;

DrawTarget linear_target(uint64_t va, VkFormat format = VK_FORMAT_R8G8B8A8_UNORM) {
  DrawTarget t;
  surf::SurfaceDesc d;
  d.sw_mode = static_cast<uint32_t>(surf::SwMode::SW_LINEAR);
  d.bytes_per_element = 4;
  d.width = kWidth;
  d.height = kHeight;
  EXPECT_EQ(surf::compute_layout(d, &t.layout), "");
  EXPECT_EQ(surf::split_base(t.layout, va >> 8, &t.base), "");
  EXPECT_EQ(surf::subresource_range(t.layout, 0, 0, &t.range), "");
  t.width = kWidth;
  t.height = kHeight;
  t.bytes_per_texel = 4;
  t.format = format;
  t.write_mask = 0xf;
  return t;
}

class KeptTargetsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    const char* wanted = std::getenv("RDNAVK_DEVICE");
    dev = vk::HostDevice::create(wanted ? wanted : "", &error);
    ASSERT_TRUE(dev) << error;
    arena = mem::BoArena::create(uint64_t{1} << 24);
    a = arena->allocate(64 * 1024, 1);
    ASSERT_EQ(vm.map({kVa, 64 * 1024, 0, 0, a}), mem::VaStatus::kOk);
    for (uint64_t i = 0; i < a->size; ++i) a->host[i] = static_cast<uint8_t>(i * 7 + 1);
  }
  // Seeds `t` from `m` into a new image and keeps it (clean).
  KeptTargets::Entry* seed_and_keep(KeptTargets& kept, const DrawTarget& t, const cp::GpuMemory& m,
                                    uint64_t draw) {
    std::string error;
    auto image = vk::HostImage::create(*dev, t.format, 4, {t.width, t.height}, &error);
    EXPECT_TRUE(image) << error;
    TargetBytes bytes;
    EXPECT_EQ(seed_target(t, m, {image->texels(), uint64_t{t.width} * t.height * 4}, &bytes), "");
    return kept.add(t, m, &image, &bytes, draw, &counts);
  }
  // A draw over `e`'s image: every texel `value`.
  static void draw(KeptTargets& kept, KeptTargets::Entry* e, const cp::GpuMemory& m, uint32_t value,
                   uint64_t serial) {
    auto* texels = reinterpret_cast<uint32_t*>(e->image->texels());
    for (uint32_t i = 0; i < kWidth * kHeight; ++i) texels[i] = value;
    kept.dirty(e, m, serial);
  }
  // The texel (x, y) of `t` in `bo`'s pages, `t` laid out from the buffer's start.
  static uint32_t texel(const mem::Bo& bo, const DrawTarget& t, uint32_t x, uint32_t y) {
    uint32_t v = 0;
    std::memcpy(&v, bo.host + t.range.begin + (uint64_t{y} * t.layout.pitch + x) * 4, 4);
    return v;
  }

  std::unique_ptr<vk::HostDevice> dev;
  std::shared_ptr<mem::BoArena> arena;
  std::shared_ptr<mem::Bo> a;
  mem::VaSpace vm;
  KeptCounts counts;
};

TEST_F(KeptTargetsTest, ADirtyTargetGoesBackWhereItsPagesAreReachedAndOnlyThere) {
  KeptTargets kept(uint64_t{64} << 20);
  const DrawTarget t = linear_target(kVa);
  cp::VmSnapshotMemory m(*vm.snapshot());
  KeptTargets::Entry* e = seed_and_keep(kept, t, m, 1);
  ASSERT_NE(e, nullptr);
  EXPECT_FALSE(e->dirty);
  // Clean, and memory unchanged: taken again.
  EXPECT_EQ(kept.find(t, m, &counts), e);
  EXPECT_EQ(counts.kept, 1u);
  const uint32_t before = texel(*a, t, 5, 6);
  draw(kept, e, m, 0xa1b2c3d4, 2);
  EXPECT_TRUE(kept.any_dirty());
  EXPECT_FALSE(kept.dirty_spans().empty());
  // Dirty: taken again though memory still holds what it was seeded from.
  EXPECT_EQ(kept.find(t, m, &counts), e);
  EXPECT_EQ(texel(*a, t, 5, 6), before);
  // An access past the target's bytes leaves it dirty.
  kept.touch(m, kVa + t.range.end + 4096, 16, Toucher::kCp, &counts);
  EXPECT_EQ(counts.written_back, 0u);
  EXPECT_TRUE(e->dirty);
  // One inside writes it back.
  kept.touch(m, kVa + t.range.begin + 100, 4, Toucher::kCp, &counts);
  EXPECT_EQ(counts.written_back, 1u);
  EXPECT_EQ(counts.touches[static_cast<size_t>(Toucher::kCp)], 1u);
  EXPECT_FALSE(e->dirty);
  EXPECT_EQ(texel(*a, t, 5, 6), 0xa1b2c3d4u);
  EXPECT_EQ(texel(*a, t, kWidth - 1, kHeight - 1), 0xa1b2c3d4u);
  // Written back, it is clean and taken again while memory holds it ...
  EXPECT_EQ(kept.find(t, m, &counts), e);
  // ... and not once anything changed a byte of it: seeded again.
  a->host[t.range.begin + 64 * 4 * 3 + 8] ^= 1;
  EXPECT_EQ(kept.find(t, m, &counts), nullptr);
  EXPECT_EQ(counts.reseeded, 1u);
  EXPECT_EQ(kept.size(), 0u);
}

TEST_F(KeptTargetsTest, AnotherTargetOverTheSamePagesWritesTheKeptOneBackAndDropsIt) {
  KeptTargets kept(uint64_t{64} << 20);
  const DrawTarget t = linear_target(kVa);
  cp::VmSnapshotMemory m(*vm.snapshot());
  KeptTargets::Entry* e = seed_and_keep(kept, t, m, 1);
  ASSERT_NE(e, nullptr);
  draw(kept, e, m, 0x01020304, 1);
  // The same pages as sRGB: another surface.
  const DrawTarget srgb = linear_target(kVa, VK_FORMAT_R8G8B8A8_SRGB);
  EXPECT_EQ(kept.find(srgb, m, &counts), nullptr);
  EXPECT_EQ(counts.touches[static_cast<size_t>(Toucher::kTarget)], 1u);
  EXPECT_EQ(kept.size(), 0u);
  EXPECT_EQ(texel(*a, t, 10, 10), 0x01020304u);
}

TEST_F(KeptTargetsTest, TheLeastRecentlyUsedTargetMakesRoomWrittenBack) {
  const DrawTarget t = linear_target(kVa), u = linear_target(kVa + 32 * 1024);
  const uint64_t one = 3 * uint64_t{kWidth} * kHeight * 4 + (t.range.end - t.range.begin);
  KeptTargets kept(one + one / 2);  // room for one
  cp::VmSnapshotMemory m(*vm.snapshot());
  KeptTargets::Entry* e = seed_and_keep(kept, t, m, 1);
  ASSERT_NE(e, nullptr);
  draw(kept, e, m, 0x55667788, 1);
  KeptTargets::Entry* f = seed_and_keep(kept, u, m, 2);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(kept.size(), 1u);
  EXPECT_EQ(counts.touches[static_cast<size_t>(Toucher::kEviction)], 1u);
  EXPECT_EQ(texel(*a, t, 0, 0), 0x55667788u);
  // A target of the draw that holds the room is not evicted for another of it.
  EXPECT_EQ(seed_and_keep(kept, t, m, 2), nullptr);
  EXPECT_EQ(kept.size(), 1u);
}

TEST_F(KeptTargetsTest, ADirtyTargetGoesBackToTheBufferItWasDrawnInThroughAnyMapping) {
  KeptTargets kept(uint64_t{64} << 20);
  const DrawTarget t = linear_target(kVa);
  // The buffer's first half mapped again elsewhere.
  ASSERT_EQ(vm.map({kAlias, 32 * 1024, 0, 0, a}), mem::VaStatus::kOk);
  {
    cp::VmSnapshotMemory m(*vm.snapshot());
    KeptTargets::Entry* e = seed_and_keep(kept, t, m, 1);
    ASSERT_NE(e, nullptr);
    draw(kept, e, m, 0x0badf00d, 1);
    // Reached through the other mapping.
    kept.touch(m, kAlias + t.range.begin + 8, 4, Toucher::kDma, &counts);
    EXPECT_EQ(counts.touches[static_cast<size_t>(Toucher::kDma)], 1u);
    EXPECT_EQ(texel(*a, t, 1, 1), 0x0badf00du);
    draw(kept, e, m, 0xfeedbeef, 2);
  }
  // The guest maps another buffer where the target was and lets go of its
  // own: the write-back still lands in the buffer it was drawn in.
  auto c = arena->allocate(64 * 1024, 3);
  ASSERT_EQ(vm.unmap(kVa), mem::VaStatus::kOk);
  ASSERT_EQ(vm.unmap(kAlias), mem::VaStatus::kOk);
  ASSERT_EQ(vm.map({kVa, 64 * 1024, 0, 0, c}), mem::VaStatus::kOk);
  std::shared_ptr<mem::Bo> drawn = a;
  a.reset();
  kept.write_back_all(Toucher::kSubmissionEnd, &counts);
  EXPECT_EQ(texel(*drawn, t, 3, 4), 0xfeedbeefu);
  EXPECT_EQ(texel(*c, t, 3, 4), 0u);
  EXPECT_FALSE(kept.any_dirty());
}

}  // namespace
}  // namespace rdnavk::exec
