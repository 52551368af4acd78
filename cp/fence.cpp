#include "cp/fence.h"

#include <atomic>

namespace rdnavk::cp {

std::shared_ptr<Fence> Fence::signaled(FenceDomain& domain) {
  auto f = std::make_shared<Fence>(domain);
  f->signaled_ = true;
  return f;
}

void Fence::signal() {
  std::vector<std::function<void()>> run;
  {
    std::lock_guard lock(domain_->mutex());
    if (signaled_) return;
    signaled_ = true;
    run.swap(callbacks_);
  }
  domain_->cv().notify_all();
  for (auto& fn : run) fn();
}

bool Fence::on_signal_locked(std::function<void()> fn) {
  if (signaled_) return false;
  callbacks_.push_back(std::move(fn));
  return true;
}

std::shared_ptr<Fence> Fence::all_of_locked(FenceDomain& domain,
                                            std::span<const std::shared_ptr<Fence>> fences) {
  std::vector<std::shared_ptr<Fence>> pending;
  for (const auto& f : fences)
    if (f && !f->signaled_) pending.push_back(f);
  if (pending.empty()) return signaled(domain);
  if (pending.size() == 1) return pending[0];
  auto all = std::make_shared<Fence>(domain);
  auto left = std::make_shared<std::atomic<size_t>>(pending.size());
  for (const auto& f : pending) {
    f->on_signal_locked([all, left] {
      if (left->fetch_sub(1) == 1) all->signal();
    });
  }
  return all;
}

bool Fence::is_signaled() const {
  std::lock_guard lock(domain_->mutex());
  return signaled_;
}

bool Fence::wait(FenceDomain& domain, std::span<const std::shared_ptr<Fence>> fences, bool wait_all,
                 Clock::time_point deadline) {
  auto done = [&] {
    if (fences.empty()) return true;
    for (const auto& f : fences) {
      bool s = f == nullptr || f->signaled_;
      if (wait_all && !s) return false;
      if (!wait_all && s) return true;
    }
    return wait_all;
  };
  std::unique_lock lock(domain.mutex());
  return domain.cv().wait_until(lock, deadline, done);
}

bool Fence::wait_all_unless(std::span<const std::shared_ptr<Fence>> fences,
                            const std::atomic<bool>& stop, std::chrono::milliseconds poll) {
  for (const auto& f : fences) {
    if (!f) continue;
    while (!stop.load()) {
      if (wait(*f->domain_, fences, true, Clock::now() + poll)) return true;
    }
    return false;
  }
  return true;
}

void Fence::wait_all(std::span<const std::shared_ptr<Fence>> fences) {
  for (const auto& f : fences) {
    if (f) {
      wait(*f->domain_, fences, true, Clock::time_point::max());
      return;
    }
  }
}

}  // namespace rdnavk::cp
