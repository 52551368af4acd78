#include "vk/host_queue.h"

#include <algorithm>
#include <vector>

#include "vk/host_device.h"
#include "vk/vk_struct.h"

namespace rdnavk::vk {

std::unique_ptr<HostQueue> HostQueue::create(HostDevice& device, std::string* error) {
  std::unique_ptr<HostQueue> q(new HostQueue(device));
  auto pool_ci = make_struct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pool_ci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pool_ci.queueFamilyIndex = device.queue_family();
  auto fci = make_struct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  if (vkCreateCommandPool(device.device(), &pool_ci, nullptr, &q->pool_) != VK_SUCCESS) {
    *error = "the host device refused a command pool";
    return nullptr;
  }
  for (size_t i = 0; i < kMaxInFlight; ++i) {
    VkFence f = VK_NULL_HANDLE;
    if (vkCreateFence(device.device(), &fci, nullptr, &f) != VK_SUCCESS) {
      *error = "the host device refused a fence";
      return nullptr;
    }
    q->fences_.push_back(f);
  }
  // Timestamps where the queue family has them; the queue works without.
  uint32_t n = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(device.physical(), &n, nullptr);
  std::vector<VkQueueFamilyProperties> families(n);
  vkGetPhysicalDeviceQueueFamilyProperties(device.physical(), &n, families.data());
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(device.physical(), &props);
  uint32_t bits =
      device.queue_family() < n ? families[device.queue_family()].timestampValidBits : 0;
  if (bits != 0 && props.limits.timestampPeriod > 0) {
    auto qci = make_struct<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
    qci.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qci.queryCount = 2 * kMaxInFlight;
    if (vkCreateQueryPool(device.device(), &qci, nullptr, &q->timestamps_) != VK_SUCCESS)
      q->timestamps_ = VK_NULL_HANDLE;
    q->ns_per_tick_ = props.limits.timestampPeriod;
    q->tick_mask_ = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  }
  return q;
}

HostQueue::~HostQueue() {
  VkDevice d = dev_.device();
  if (!flights_.empty()) vkDeviceWaitIdle(d);
  if (timestamps_) vkDestroyQueryPool(d, timestamps_, nullptr);
  for (VkFence f : fences_) vkDestroyFence(d, f, nullptr);
  if (pool_) vkDestroyCommandPool(d, pool_, nullptr);  // frees its command buffers
}

VkCommandBuffer HostQueue::acquire(std::string* error) {
  if (!free_.empty()) {
    VkCommandBuffer cmd = free_.back();
    free_.pop_back();
    vkResetCommandBuffer(cmd, 0);
    return cmd;
  }
  auto cbai =
      make_struct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  cbai.commandPool = pool_;
  cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbai.commandBufferCount = 1;
  VkCommandBuffer cmd = VK_NULL_HANDLE;
  if (vkAllocateCommandBuffers(dev_.device(), &cbai, &cmd) != VK_SUCCESS) {
    *error = "allocating a command buffer failed";
    return VK_NULL_HANDLE;
  }
  all_.push_back(cmd);
  return cmd;
}

bool HostQueue::submit(const std::function<bool(VkCommandBuffer)>& record, std::string* error) {
  std::lock_guard lock(mutex_);
  if (!lost_.empty()) {
    *error = lost_;
    return false;
  }
  if (flights_.size() == kMaxInFlight && !wait_oldest_locked(error)) return false;
  if (!record_and_submit(record, error)) {
    // Nothing of this one runs, and nothing before it is left running.
    std::string lost;
    wait_locked(&lost);
    return false;
  }
  return wait_locked(error);
}

bool HostQueue::begin(const std::function<bool(VkCommandBuffer)>& record, std::string* error) {
  std::lock_guard lock(mutex_);
  if (!lost_.empty()) {
    *error = lost_;
    return false;
  }
  if (flights_.size() == kMaxInFlight && !wait_oldest_locked(error)) return false;
  return record_and_submit(record, error);
}

bool HostQueue::wait(std::string* error) {
  std::lock_guard lock(mutex_);
  return wait_locked(error);
}

size_t HostQueue::in_flight() const {
  std::lock_guard lock(mutex_);
  return flights_.size();
}

bool HostQueue::wait_locked(std::string* error) {
  while (!flights_.empty())
    if (!wait_oldest_locked(error)) return false;
  if (!lost_.empty()) {
    *error = lost_;
    return false;
  }
  return true;
}

bool HostQueue::wait_oldest_locked(std::string* error) {
  if (!lost_.empty()) {
    *error = lost_;
    return false;
  }
  Flight f = flights_.front();
  flights_.pop_front();
  VkResult r = vkWaitForFences(dev_.device(), 1, &f.fence, VK_TRUE, UINT64_MAX);
  // A buffer whose submission failed is not reused: its state is unknown.
  if (r != VK_SUCCESS) {
    lost_ = "the host device failed the submission (" + std::to_string(r) + ")";
    *error = lost_;
    return false;
  }
  vkResetFences(dev_.device(), 1, &f.fence);
  free_.push_back(f.cmd);
  ++submissions_;
  uint64_t t[2];
  if (timestamps_ && vkGetQueryPoolResults(dev_.device(), timestamps_, f.query, 2, sizeof(t), t,
                                           sizeof(t[0]), VK_QUERY_RESULT_64_BIT) == VK_SUCCESS) {
    uint64_t ticks = ((t[1] & tick_mask_) - (t[0] & tick_mask_)) & tick_mask_;
    busy_ns_ += static_cast<uint64_t>(static_cast<double>(ticks) * ns_per_tick_);
  }
  return true;
}

bool HostQueue::record_and_submit(const std::function<bool(VkCommandBuffer)>& record,
                                  std::string* error) {
  // A fence no flight holds, and the timestamps at its place.
  size_t slot = 0;
  while (std::any_of(flights_.begin(), flights_.end(),
                     [&](const Flight& f) { return f.fence == fences_[slot]; }))
    ++slot;
  Flight f{VK_NULL_HANDLE, fences_[slot], static_cast<uint32_t>(2 * slot)};
  f.cmd = acquire(error);
  if (f.cmd == VK_NULL_HANDLE) return false;
  VkCommandBuffer cmd = f.cmd;
  auto begin = make_struct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  vkBeginCommandBuffer(cmd, &begin);
  if (timestamps_) {
    vkCmdResetQueryPool(cmd, timestamps_, f.query, 2);
    vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, timestamps_, f.query);
  }
  // Behind every earlier submission, which may still be running: its writes
  // are seen by this one's work.
  auto after = make_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  after.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
  after.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                       0, 1, &after, 0, nullptr, 0, nullptr);
  if (!record(cmd)) {
    vkEndCommandBuffer(cmd);
    free_.push_back(cmd);  // never submitted: reset when next taken
    return false;
  }
  // The guest's pages are host memory: make the device's writes visible to the host.
  auto barrier = make_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                       &barrier, 0, nullptr, 0, nullptr);
  if (timestamps_)
    vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timestamps_, f.query + 1);
  vkEndCommandBuffer(cmd);
  auto si = make_struct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd;
  VkResult r = vkQueueSubmit(dev_.queue(), 1, &si, f.fence);
  if (r != VK_SUCCESS) {
    *error = "the host device failed the submission (" + std::to_string(r) + ")";
    return false;
  }
  flights_.push_back(f);
  return true;
}

uint64_t HostQueue::submissions() const {
  std::lock_guard lock(mutex_);
  return submissions_;
}

uint64_t HostQueue::busy_ns() const {
  std::lock_guard lock(mutex_);
  return busy_ns_;
}

size_t HostQueue::command_buffers() const {
  std::lock_guard lock(mutex_);
  return all_.size();
}

}  // namespace rdnavk::vk
