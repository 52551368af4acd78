// The application's own mappings of guest buffers, guarded where colour targets
// the host device keeps are newer than the buffers' pages (decision record
// 0047): the application's first access to such a page stops in the kernel
// (userfaultfd minor faults on shared memory), a thread of rdnavk's has the
// targets there written back, and the access goes on.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace rdnavk::drm {

class AppGuard {
 public:
  // Host bytes [first, second) of the arena as rdnavk's own view has them.
  using Span = std::pair<uint64_t, uint64_t>;
  // Called on the fault thread with a faulting page's bytes in rdnavk's view:
  // whatever is newer elsewhere goes back there before it returns.
  using Touch = std::function<void(uint64_t lo, uint64_t hi)>;

  // Null where this process cannot have minor faults of shared memory handled
  // for the kernel's accesses as well as its own (an older kernel,
  // userfaultfd forbidden or allowed for user-mode faults alone).
  static std::unique_ptr<AppGuard> create(const uint8_t* arena_base, uint64_t arena_capacity,
                                          Touch touch);
  ~AppGuard();
  AppGuard(const AppGuard&) = delete;
  AppGuard& operator=(const AppGuard&) = delete;

  // The application mapped the arena's bytes from `offset` at [addr, addr + len).
  void mapped(uint64_t addr, uint64_t len, uint64_t offset);
  // [addr, addr + len) of the process is about to be unmapped or replaced:
  // `change` is the system call that does it, made with the guard's lock
  // held, so that no guard reaches pages no longer a buffer's.
  long unmapping(uint64_t addr, uint64_t len, const std::function<long()>& change);
  // Mappings the guard cannot follow are about to be made (a buffer's
  // mapping moved, a private copy of one, a buffer shared with another
  // process): everything guarded is written back, and from now on nothing
  // is guarded.
  void give_up();
  // Whether [addr, addr + len) meets a buffer's mapping.
  bool maps(uint64_t addr, uint64_t len);

  // Guards every mapping's pages of `spans`, in place of the spans before;
  // false (nothing guarded) where some cannot be.
  bool guard(const std::vector<Span>& spans);

  uint64_t faults() const { return faults_.load(); }

 private:
  struct Map {
    uint64_t len = 0, offset = 0;
  };
  AppGuard(int uffd, int wake, const uint8_t* base, uint64_t capacity, Touch touch);
  void run();
  // The application's pages (page addresses) that show the arena's [lo, hi).
  void pages_of(uint64_t lo, uint64_t hi, std::vector<uint64_t>* pages) const;

  int uffd_ = -1, wake_ = -1;
  uint64_t base_ = 0, capacity_ = 0;
  Touch touch_;
  std::mutex mutex_;
  std::map<uint64_t, Map> maps_;  // by address
  std::vector<Span> spans_;       // guarded now
  std::vector<uint64_t> pages_;   // registered pages, sorted
  bool given_up_ = false;
  std::atomic<uint64_t> faults_{0};
  std::thread thread_;
};

}  // namespace rdnavk::drm
