#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "shaders/bda_update_comp.h"
#include "vk/guest_memory.h"

namespace rdnavk::vk {
namespace {

template <typename T>
T make_struct(VkStructureType type) {
  T s{};
  s.sType = type;
  return s;
}

// Runs the bda_update shader over `n` words at `address` and waits for it.
void run_update(HostDevice& dev, VkDeviceAddress address, uint32_t n) {
  VkDevice d = dev.device();
  auto smci = make_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  smci.codeSize = sizeof(bda_update_comp_spv);
  smci.pCode = bda_update_comp_spv;
  VkShaderModule module;
  ASSERT_EQ(vkCreateShaderModule(d, &smci, nullptr, &module), VK_SUCCESS);
  struct Push {
    VkDeviceAddress data;
    uint32_t n;
  } push{address, n};
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Push)};
  auto plci = make_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  plci.pushConstantRangeCount = 1;
  plci.pPushConstantRanges = &range;
  VkPipelineLayout layout;
  ASSERT_EQ(vkCreatePipelineLayout(d, &plci, nullptr, &layout), VK_SUCCESS);
  auto cpci = make_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  cpci.stage = make_struct<VkPipelineShaderStageCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cpci.stage.module = module;
  cpci.stage.pName = "main";
  cpci.layout = layout;
  VkPipeline pipeline;
  ASSERT_EQ(vkCreateComputePipelines(d, VK_NULL_HANDLE, 1, &cpci, nullptr, &pipeline), VK_SUCCESS);
  auto pool_ci = make_struct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pool_ci.queueFamilyIndex = dev.queue_family();
  VkCommandPool pool;
  ASSERT_EQ(vkCreateCommandPool(d, &pool_ci, nullptr, &pool), VK_SUCCESS);
  auto cbai = make_struct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  cbai.commandPool = pool;
  cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbai.commandBufferCount = 1;
  VkCommandBuffer cb;
  ASSERT_EQ(vkAllocateCommandBuffers(d, &cbai, &cb), VK_SUCCESS);
  auto begin = make_struct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  vkBeginCommandBuffer(cb, &begin);
  vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
  vkCmdPushConstants(cb, layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Push), &push);
  vkCmdDispatch(cb, (n + 63) / 64, 1, 1);
  auto barrier = make_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                       &barrier, 0, nullptr, 0, nullptr);
  vkEndCommandBuffer(cb);
  auto submit = make_struct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cb;
  ASSERT_EQ(vkQueueSubmit(dev.queue(), 1, &submit, VK_NULL_HANDLE), VK_SUCCESS);
  ASSERT_EQ(vkQueueWaitIdle(dev.queue()), VK_SUCCESS);
  vkDestroyCommandPool(d, pool, nullptr);
  vkDestroyPipeline(d, pipeline, nullptr);
  vkDestroyPipelineLayout(d, layout, nullptr);
  vkDestroyShaderModule(d, module, nullptr);
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
