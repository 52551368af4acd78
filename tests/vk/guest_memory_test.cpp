#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <vector>

#include "shaders/bda_update_comp.h"
#include "vk/compute_pipeline.h"
#include "vk/guest_memory.h"

namespace rdnavk::vk {
namespace {

// Runs the bda_update shader over `n` words at `address` and waits for it.
void run_update(HostDevice& dev, VkDeviceAddress address, uint32_t n) {
  std::string error;
  auto pipeline = ComputePipeline::create(dev, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(pipeline) << error;
  struct Push {
    VkDeviceAddress data;
    uint32_t n;
  };
  uint8_t push[12];
  Push p{address, n};
  std::memcpy(push, &p, sizeof(push));
  const uint32_t groups[3] = {(n + 63) / 64, 1, 1};
  ASSERT_TRUE(pipeline->run(groups, push, &error)) << error;
}

TEST(GuestMemoryMirror, TheDeviceWritesTheGuestsOwnPages) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");  // lavapipe unless named
  auto dev = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  auto arena = mem::BoArena::create(uint64_t{1} << 26);
  auto bo = arena->allocate(3 * 4096, 1);
  auto* words = reinterpret_cast<uint32_t*>(bo->host);
  const uint32_t n = 3 * 1024;
  for (uint32_t i = 0; i < n; ++i) words[i] = i * 7;  // written by the "CPU"
  GuestMemoryMirror mirror(*dev);
  VkDeviceAddress a = mirror.address_of(bo, &error);
  ASSERT_NE(a, 0u) << error;
  EXPECT_EQ(mirror.address_of(bo, &error), a);  // imported once
  run_update(*dev, a, n);
  for (uint32_t i = 0; i < n; ++i) ASSERT_EQ(words[i], i * 7 * 2 + i) << i;
  // The import keeps the buffer; once nothing else holds it, collect() lets it go.
  std::weak_ptr<mem::Bo> weak = bo;
  bo.reset();
  EXPECT_FALSE(weak.expired());
  mirror.collect();
  EXPECT_TRUE(weak.expired());
  EXPECT_EQ(mirror.imported(), 0u);
}

// Two arenas (two guests, or one guest's two files) may give the same id to
// different pages: each buffer is its own import, and the device writes each
// one's pages.
TEST(GuestMemoryMirror, BuffersWithOneIdAreImportedApart) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto dev = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  auto first = mem::BoArena::create(uint64_t{1} << 24);
  auto second = mem::BoArena::create(uint64_t{1} << 24);
  auto a = first->allocate(4096, 7);
  auto b = second->allocate(4096, 7);
  ASSERT_EQ(a->id, b->id);
  const uint32_t n = 1024;
  auto* wa = reinterpret_cast<uint32_t*>(a->host);
  auto* wb = reinterpret_cast<uint32_t*>(b->host);
  for (uint32_t i = 0; i < n; ++i) wa[i] = wb[i] = i;
  GuestMemoryMirror mirror(*dev);
  VkDeviceAddress da = mirror.address_of(a, &error);
  ASSERT_NE(da, 0u) << error;
  VkDeviceAddress db = mirror.address_of(b, &error);
  ASSERT_NE(db, 0u) << error;
  EXPECT_NE(da, db);
  EXPECT_EQ(mirror.imported(), 2u);
  run_update(*dev, db, n);
  for (uint32_t i = 0; i < n; ++i) {
    ASSERT_EQ(wa[i], i) << i;             // untouched
    ASSERT_EQ(wb[i], i * 2 + i) << i;     // updated in its own pages
  }
}

}  // namespace
}  // namespace rdnavk::vk
