#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "shaders/bda_update_comp.h"
#include "vk/compute_pipeline.h"
#include "vk/host_buffer.h"
#include "vk/host_queue.h"

namespace rdnavk::vk {
namespace {

std::vector<uint8_t> push_for(VkDeviceAddress data, uint32_t n) {
  std::vector<uint8_t> push(12);
  std::memcpy(push.data(), &data, 8);
  std::memcpy(push.data() + 8, &n, 4);
  return push;
}

// Two pipelines record into one command buffer of the queue, in one submission;
// the second sees what the first wrote, the host sees both when submit returns,
// and the next submission reuses the command buffer.
TEST(HostQueue, PipelinesRecordIntoOneSubmissionAndItsCommandBufferIsReused) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");  // lavapipe unless named
  auto dev = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  const uint32_t n = 256;
  auto buffer = HostBuffer::create(*dev, n * 4, &error);
  ASSERT_TRUE(buffer) << error;
  auto* words = reinterpret_cast<uint32_t*>(buffer->data());
  for (uint32_t i = 0; i < n; ++i) words[i] = i;
  auto first = ComputePipeline::create(*dev, bda_update_comp_spv, 12, &error);
  auto second = ComputePipeline::create(*dev, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(first && second) << error;
  ComputePipeline::Part part;
  part.groups[0] = n / 64;
  part.groups[1] = part.groups[2] = 1;
  part.push = push_for(buffer->address(), n);
  HostQueue& queue = dev->host_queue();
  EXPECT_EQ(queue.submissions(), 0u);
  ASSERT_TRUE(queue.submit(
      [&](VkCommandBuffer cmd) {
        if (!first->record(cmd, {&part, 1}, &error)) return false;
        // The second dispatch reads what the first wrote.
        VkMemoryBarrier between{VK_STRUCTURE_TYPE_MEMORY_BARRIER, nullptr,
                                VK_ACCESS_SHADER_WRITE_BIT,
                                VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT};
        vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                             VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &between, 0, nullptr, 0,
                             nullptr);
        return second->record(cmd, {&part, 1}, &error);
      },
      &error))
      << error;
  // bda_update: word = word * 2 + index, twice.
  for (uint32_t i = 0; i < n; ++i) ASSERT_EQ(words[i], (i * 2 + i) * 2 + i) << i;
  EXPECT_EQ(queue.submissions(), 1u);
  // run() goes through the same queue and its one command buffer.
  const uint32_t groups[3] = {n / 64, 1, 1};
  ASSERT_TRUE(first->run(groups, part.push, &error)) << error;
  for (uint32_t i = 0; i < n; ++i) ASSERT_EQ(words[i], ((i * 2 + i) * 2 + i) * 2 + i) << i;
  EXPECT_EQ(queue.submissions(), 2u);
  EXPECT_EQ(queue.command_buffers(), 1u);
}

// Each submission's command buffer writes the host device's timestamps at its
// start and end; the queue adds up the time between them once it has waited
// for the submission: more than nothing for real work, never more than the
// wall-clock time around the submission, and nothing for a recording that was
// refused.
TEST(HostQueue, TheQueueCountsTheHostDevicesOwnTimeRunningItsSubmissions) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto dev = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  HostQueue& queue = dev->host_queue();
  EXPECT_EQ(queue.busy_ns(), 0u);
  if (!wanted) {
    EXPECT_TRUE(queue.timed());  // lavapipe's queue has 64-bit timestamps
  }
  const uint32_t n = 1u << 20;
  auto buffer = HostBuffer::create(*dev, n * 4, &error);
  ASSERT_TRUE(buffer) << error;
  auto p = ComputePipeline::create(*dev, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(p) << error;
  const uint32_t groups[3] = {n / 64, 1, 1};
  std::vector<uint8_t> push = push_for(buffer->address(), n);
  uint64_t before = 0;
  for (int round = 0; round < 2; ++round) {
    auto t0 = std::chrono::steady_clock::now();
    ASSERT_TRUE(p->run(groups, push, &error)) << error;
    auto wall =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0)
            .count();
    uint64_t busy = queue.busy_ns();
    if (!queue.timed()) {
      EXPECT_EQ(busy, 0u);
      continue;
    }
    EXPECT_GT(busy, before) << "round " << round;
    EXPECT_LE(busy - before, static_cast<uint64_t>(wall)) << "round " << round;
    before = busy;
  }
  std::vector<uint8_t> wrong(8);
  EXPECT_FALSE(p->run(groups, wrong, &error));
  EXPECT_EQ(queue.busy_ns(), before);
  EXPECT_EQ(queue.submissions(), 2u);
}

// begin() returns once the work is submitted: up to kMaxInFlight submissions
// run while the caller goes on, each after the ones before it (its barrier
// behind their writes), the oldest waited for when that many are running;
// wait() waits for all of them, and a recording refused between them submits
// nothing and leaves the others running.
TEST(HostQueue, BegunSubmissionsRunInOrderWhileTheCallerGoesOn) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto dev = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  const uint32_t n = 1u << 16;
  auto buffer = HostBuffer::create(*dev, n * 4, &error);
  ASSERT_TRUE(buffer) << error;
  auto* words = reinterpret_cast<uint32_t*>(buffer->data());
  for (uint32_t i = 0; i < n; ++i) words[i] = i;
  auto p = ComputePipeline::create(*dev, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(p) << error;
  ComputePipeline::Part part;
  part.groups[0] = n / 64;
  part.groups[1] = part.groups[2] = 1;
  part.push = push_for(buffer->address(), n);
  HostQueue& queue = dev->host_queue();
  const int rounds = static_cast<int>(HostQueue::kMaxInFlight) + 3;
  for (int r = 0; r < rounds; ++r) {
    ASSERT_TRUE(queue.begin(
        [&](VkCommandBuffer cmd) {
          return p->record(cmd, {&part, 1}, &error);
        },
        &error))
        << error;
    EXPECT_GE(queue.in_flight(), 1u);
    EXPECT_LE(queue.in_flight(), HostQueue::kMaxInFlight);
    if (r == 2) {
      ComputePipeline::Part wrong = part;
      wrong.push.resize(8);
      size_t running = queue.in_flight();
      EXPECT_FALSE(queue.begin(
          [&](VkCommandBuffer cmd) {
            return p->record(cmd, {&wrong, 1}, &error);
          },
          &error));
      EXPECT_EQ(queue.in_flight(), running);
    }
  }
  ASSERT_TRUE(queue.wait(&error)) << error;
  EXPECT_EQ(queue.in_flight(), 0u);
  EXPECT_EQ(queue.submissions(), static_cast<uint64_t>(rounds));
  // word = word * 2 + index, once a submission, in submission order.
  for (uint32_t i = 0; i < n; i += 997) {
    uint32_t want = i;
    for (int r = 0; r < rounds; ++r) want = want * 2 + i;
    ASSERT_EQ(words[i], want) << i;
  }
  // submit() after begun work waits for it too.
  ASSERT_TRUE(queue.begin(
      [&](VkCommandBuffer cmd) {
        return p->record(cmd, {&part, 1}, &error);
      },
      &error));
  ASSERT_TRUE(queue.submit(
      [&](VkCommandBuffer cmd) {
        return p->record(cmd, {&part, 1}, &error);
      },
      &error));
  EXPECT_EQ(queue.in_flight(), 0u);
  uint32_t want = 5;
  for (int r = 0; r < rounds + 2; ++r) want = want * 2 + 5;
  EXPECT_EQ(words[5], want);
  // A submit() whose recording is refused submits nothing and still waits
  // for the work begun before it.
  ASSERT_TRUE(queue.begin(
      [&](VkCommandBuffer cmd) {
        return p->record(cmd, {&part, 1}, &error);
      },
      &error));
  ComputePipeline::Part wrong = part;
  wrong.push.resize(8);
  EXPECT_FALSE(queue.submit(
      [&](VkCommandBuffer cmd) {
        return p->record(cmd, {&wrong, 1}, &error);
      },
      &error));
  EXPECT_EQ(queue.in_flight(), 0u);
  EXPECT_EQ(words[5], want * 2 + 5);
}

TEST(HostQueue, PushConstantsOfTheWrongSizeAreNotRecorded) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto dev = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  auto p = ComputePipeline::create(*dev, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(p) << error;
  const uint32_t groups[3] = {1, 1, 1};
  std::vector<uint8_t> push(8);
  EXPECT_FALSE(p->run(groups, push, &error));
  EXPECT_EQ(error, "push constants of the wrong size");
  EXPECT_EQ(dev->host_queue().submissions(), 0u);
  // The command buffer the refused recording had is taken again by the next one.
  std::vector<uint8_t> fits(12);
  EXPECT_TRUE(p->run(groups, fits, &error)) << error;
  EXPECT_EQ(dev->host_queue().submissions(), 1u);
  EXPECT_EQ(dev->host_queue().command_buffers(), 1u);
}

// RDNAVK_DEBUG=hoststats' plumbing: where the device offers
// VK_KHR_pipeline_executable_properties, a pipeline keeps one line of its
// compiler's statistics per executable; elsewhere (lavapipe) none, and the
// device says it does not capture them. Without the option, never.
TEST(HostQueue, PipelinesKeepTheirCompilersStatisticsWhereTheDeviceOffersThem) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  HostDeviceOptions options;
  options.capture_statistics = true;
  auto dev = HostDevice::create(wanted ? wanted : "", &error, options);
  ASSERT_TRUE(dev) << error;
  uint32_t n = 0;
  vkEnumerateDeviceExtensionProperties(dev->physical(), nullptr, &n, nullptr);
  std::vector<VkExtensionProperties> ext(n);
  vkEnumerateDeviceExtensionProperties(dev->physical(), nullptr, &n, ext.data());
  bool offered = false;
  for (const VkExtensionProperties& e : ext)
    offered = offered || std::strcmp(e.extensionName,
                                     VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME) == 0;
  EXPECT_EQ(dev->captures_statistics(), offered);
  auto p = ComputePipeline::create(*dev, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(p) << error;
  EXPECT_EQ(p->statistics().empty(), !offered);
  for (const std::string& line : p->statistics())
    EXPECT_NE(line.find(" (subgroup "), std::string::npos) << line;
  auto plain = HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(plain) << error;
  EXPECT_FALSE(plain->captures_statistics());
  auto q = ComputePipeline::create(*plain, bda_update_comp_spv, 12, &error);
  ASSERT_TRUE(q) << error;
  EXPECT_TRUE(q->statistics().empty());
}

}  // namespace
}  // namespace rdnavk::vk
