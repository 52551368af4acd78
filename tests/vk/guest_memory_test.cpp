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

}  // namespace
}  // namespace rdnavk::vk
