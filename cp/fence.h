// A point in a device's work that is either pending or done: what amdgpu calls a
// dma_fence. Submissions signal one when the command processor has finished them;
// syncobjs, WAIT_CS and GEM_WAIT_IDLE wait on them.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace rdnavk::cp {

// All fences of one device share one condition variable: a wait for several fences
// (WAIT_FENCES, SYNCOBJ_WAIT with or without WAIT_ALL) wakes on any signal and
// re-evaluates, as the kernel's wait does.
class FenceDomain {
 public:
  std::mutex& mutex() { return mutex_; }
  std::condition_variable& cv() { return cv_; }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
};

class Fence {
 public:
  explicit Fence(FenceDomain& domain) : domain_(&domain) {}
  // A fence that is already done (what the kernel's stub fence is).
  static std::shared_ptr<Fence> signaled(FenceDomain& domain);

  void signal();
  bool is_signaled() const;
  // For callers that hold domain.mutex().
  bool signaled_locked() const { return signaled_; }
  // For callers that hold domain.mutex(): registers `fn` to run once the fence is
  // signaled, on the signalling thread after the lock is released. Returns false
  // (and does not keep `fn`) when the fence is already signaled.
  bool on_signal_locked(std::function<void()> fn);
  // For callers that hold domain.mutex(): a fence that signals once every one of
  // `fences` has (a null entry counts as signaled).
  static std::shared_ptr<Fence> all_of_locked(FenceDomain& domain,
                                              std::span<const std::shared_ptr<Fence>> fences);

  using Clock = std::chrono::steady_clock;
  // Waits until all (or any) of `fences` are done or `deadline` passes. Returns
  // true when the condition held. A null entry counts as done.
  static bool wait(FenceDomain& domain, std::span<const std::shared_ptr<Fence>> fences,
                   bool wait_all, Clock::time_point deadline);
  // Waits until every fence of `fences` (all of one domain) is done.
  static void wait_all(std::span<const std::shared_ptr<Fence>> fences);
  // As wait_all, but gives up once `stop` is set (looked at every `poll`).
  // Returns true when every fence is done.
  static bool wait_all_unless(std::span<const std::shared_ptr<Fence>> fences,
                              const std::atomic<bool>& stop,
                              std::chrono::milliseconds poll = std::chrono::milliseconds(20));

 private:
  FenceDomain* domain_;
  bool signaled_ = false;                         // guarded by domain_->mutex()
  std::vector<std::function<void()>> callbacks_;  // guarded by domain_->mutex()
};

}  // namespace rdnavk::cp
