// The one path by which work reaches the host device's queue: compute
// dispatches and draws. It owns the command pool, recycles command buffers, and
// submits each recording with a fence of its own. submit() waits, so that every
// device write is visible to the host (and so in guest memory) when it returns;
// begin() lets up to kMaxInFlight submissions run while the caller goes on
// (decision record 0072). Each command buffer starts with a barrier behind
// every earlier submission's writes, so submissions take effect in order.
// Pipelines only record into the command buffer it hands them.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <deque>
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

  // The submissions begin() may have running at once.
  static constexpr size_t kMaxInFlight = 4;

  // Begins a command buffer, lets `record` record into it, ends it with a
  // barrier that makes every device write visible to the host, submits it and
  // waits for it and every submission before it. False with `*error` set when
  // the device fails it (device lost), or when `record` answers false (it sets
  // `*error`): then nothing is submitted, and the earlier submissions are
  // waited for all the same.
  // Safe to call from several threads: submissions run one at a time.
  bool submit(const std::function<bool(VkCommandBuffer)>& record, std::string* error);
  // The same, but returns once the work is submitted, having waited only for
  // the oldest submission where kMaxInFlight are running. wait() waits for all.
  bool begin(const std::function<bool(VkCommandBuffer)>& record, std::string* error);
  // Waits for every submission begin() made (true at once where there is none).
  bool wait(std::string* error);
  // Submissions running, not yet waited for.
  size_t in_flight() const;

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
  bool wait_oldest_locked(std::string* error);
  bool wait_locked(std::string* error);

  // A submission running: its command buffer, its fence and the first of its
  // two timestamps.
  struct Flight {
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    VkFence fence = VK_NULL_HANDLE;
    uint32_t query = 0;
  };

  HostDevice& dev_;
  mutable std::mutex mutex_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  std::vector<VkFence> fences_;  // one a flight, unsignalled when free
  std::vector<VkCommandBuffer> all_;
  std::vector<VkCommandBuffer> free_;
  uint64_t submissions_ = 0;
  // Two timestamps a flight, at 2 * its place in fences_.
  VkQueryPool timestamps_ = VK_NULL_HANDLE;
  double ns_per_tick_ = 0;
  uint64_t tick_mask_ = 0;
  uint64_t busy_ns_ = 0;
  std::deque<Flight> flights_;  // oldest first
  // A wait failed: the device is lost, and every later wait fails too (so a
  // submission waited for through another's wait is not taken as done).
  std::string lost_;
};

}  // namespace rdnavk::vk
