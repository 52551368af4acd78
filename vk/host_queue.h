// The one path by which work reaches the host device's queue: compute
// dispatches now, draws alike. It owns the command pool, recycles command
// buffers, and submits each recording with a fence it waits on, so that every
// device write is visible to the host (and so in guest memory) when submit()
// returns. Pipelines only record into the command buffer it hands them.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace rdnavk::vk {

class HostDevice;

class HostQueue {
 public:
  // nullptr with `*error` set when the device cannot make a pool or a fence.
  static std::unique_ptr<HostQueue> create(HostDevice& device, std::string* error);
  ~HostQueue();
  HostQueue(const HostQueue&) = delete;
  HostQueue& operator=(const HostQueue&) = delete;

  // Begins a command buffer, lets `record` record into it, ends it with a
  // barrier that makes every device write visible to the host, submits it and
  // waits. False with `*error` set when the device fails it (device lost), or
  // when `record` answers false (it sets `*error`): then nothing is submitted.
  // Safe to call from several threads: submissions run one at a time.
  bool submit(const std::function<bool(VkCommandBuffer)>& record, std::string* error);
  // The same, but returns once the work is submitted: wait() waits for it,
  // and every later submission (submit() or begin()) begins by waiting for
  // it. At most one such submission is outstanding.
  bool begin(const std::function<bool(VkCommandBuffer)>& record, std::string* error);
  // Waits for the work begin() submitted (true at once where there is none).
  bool wait(std::string* error);

  uint64_t submissions() const;
  // The host device's own time running the submissions waited for, from the
  // timestamps each command buffer writes at its start and end (nanoseconds);
  // 0 where the queue has no timestamps (timed() false).
  uint64_t busy_ns() const;
  bool timed() const { return timestamps_ != VK_NULL_HANDLE; }
  // Command buffers allocated so far: each is reused once its submission ends.
  size_t command_buffers() const;

 private:
  explicit HostQueue(HostDevice& d) : dev_(d) {}
  VkCommandBuffer acquire(std::string* error);
  // With mutex_ held.
  bool record_and_submit(const std::function<bool(VkCommandBuffer)>& record, std::string* error);
  bool wait_locked(std::string* error);

  HostDevice& dev_;
  mutable std::mutex mutex_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  std::vector<VkCommandBuffer> all_;
  std::vector<VkCommandBuffer> free_;
  uint64_t submissions_ = 0;
  // Two timestamps of the submission in flight (there is at most one).
  VkQueryPool timestamps_ = VK_NULL_HANDLE;
  double ns_per_tick_ = 0;
  uint64_t tick_mask_ = 0;
  uint64_t busy_ns_ = 0;
  VkCommandBuffer in_flight_ = VK_NULL_HANDLE;  // begin()'s, not yet waited for
  // A wait failed: the device is lost, and every later wait fails too (so a
  // submission waited for through another's wait is not taken as done).
  std::string lost_;
};

}  // namespace rdnavk::vk
