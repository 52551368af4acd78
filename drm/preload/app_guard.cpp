#include "drm/preload/app_guard.h"

#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace rdnavk::drm {

namespace {

constexpr uint64_t kPage = 4096;

// Calls `fn(first, bytes)` for each run of consecutive pages of sorted `pages`;
// false where one call is.
template <class Fn>
bool for_runs(const std::vector<uint64_t>& pages, Fn fn) {
  size_t i = 0;
  while (i < pages.size()) {
    size_t j = i + 1;
    while (j < pages.size() && pages[j] == pages[j - 1] + kPage) ++j;
    if (!fn(pages[i], (j - i) * kPage)) return false;
    i = j;
  }
  return true;
}

}  // namespace

std::unique_ptr<AppGuard> AppGuard::create(const uint8_t* arena_base, uint64_t arena_capacity,
                                           Touch touch) {
  // Faults in the kernel's own accesses too (a write(2) from a mapped
  // buffer): a userfaultfd of user-mode faults alone would have such a
  // system call fail with EFAULT rather than wait for the write-back, so
  // where only that one is allowed nothing is guarded.
  int uffd = static_cast<int>(syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK));
  if (uffd < 0) return nullptr;
  uffdio_api api{};
  api.api = UFFD_API;
  api.features = UFFD_FEATURE_MINOR_SHMEM;
  if (ioctl(uffd, UFFDIO_API, &api) != 0 || (api.features & UFFD_FEATURE_MINOR_SHMEM) == 0) {
    close(uffd);
    return nullptr;
  }
  int wake = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (wake < 0) {
    close(uffd);
    return nullptr;
  }
  return std::unique_ptr<AppGuard>(
      new AppGuard(uffd, wake, arena_base, arena_capacity, std::move(touch)));
}

AppGuard::AppGuard(int uffd, int wake, const uint8_t* base, uint64_t capacity, Touch touch)
    : uffd_(uffd),
      wake_(wake),
      base_(reinterpret_cast<uint64_t>(base)),
      capacity_(capacity),
      touch_(std::move(touch)) {
  thread_ = std::thread([this] { run(); });
}

AppGuard::~AppGuard() {
  uint64_t one = 1;
  if (write(wake_, &one, sizeof one) == sizeof one && thread_.joinable()) thread_.join();
  if (thread_.joinable()) thread_.detach();
  close(uffd_);
  close(wake_);
}

void AppGuard::run() {
  for (;;) {
    pollfd fds[2] = {{uffd_, POLLIN, 0}, {wake_, POLLIN, 0}};
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return;
    }
    if (fds[1].revents != 0) return;
    uffd_msg msg;
    while (read(uffd_, &msg, sizeof msg) == sizeof msg) {
      if (msg.event != UFFD_EVENT_PAGEFAULT) continue;
      const uint64_t page = msg.arg.pagefault.address & ~(kPage - 1);
      uint64_t host = 0;
      {
        std::lock_guard lock(mutex_);
        auto it = maps_.upper_bound(page);
        if (it != maps_.begin()) {
          --it;
          if (page < it->first + it->second.len)
            host = base_ + it->second.offset + (page - it->first);
        }
      }
      // Whatever is newer than this page goes back to it, then the access
      // goes on with the page as the memory file has it.
      if (host != 0) touch_(host, host + kPage);
      faults_.fetch_add(1);
      uffdio_continue c{};
      c.range.start = page;
      c.range.len = kPage;
      if (ioctl(uffd_, UFFDIO_CONTINUE, &c) != 0) {
        // Mapped meanwhile (EEXIST) or gone: wake whoever waits there.
        uffdio_range r{page, kPage};
        ioctl(uffd_, UFFDIO_WAKE, &r);
      }
    }
  }
}

void AppGuard::pages_of(uint64_t lo, uint64_t hi, std::vector<uint64_t>* pages) const {
  const uint64_t olo = lo - base_, ohi = hi - base_;
  for (const auto& [addr, m] : maps_) {
    const uint64_t a = std::max(olo, m.offset), b = std::min(ohi, m.offset + m.len);
    if (a >= b) continue;
    const uint64_t first = addr + (a - m.offset), last = addr + (b - m.offset);
    for (uint64_t p = first & ~(kPage - 1); p < last; p += kPage) pages->push_back(p);
  }
}

void AppGuard::mapped(uint64_t addr, uint64_t len, uint64_t offset) {
  std::lock_guard lock(mutex_);
  maps_[addr] = {len, offset};
  if (spans_.empty()) return;
  // A new mapping of guarded pages is guarded before the application has it.
  std::vector<uint64_t> pages;
  for (const Span& s : spans_) pages_of(s.first, s.second, &pages);
  std::vector<uint64_t> mine;
  for (uint64_t p : pages)
    if (p >= addr && p < addr + len) mine.push_back(p);
  std::sort(mine.begin(), mine.end());
  mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
  const bool ok = for_runs(mine, [&](uint64_t first, uint64_t bytes) {
    uffdio_register r{};
    r.range = {first, bytes};
    r.mode = UFFDIO_REGISTER_MODE_MINOR;
    return ioctl(uffd_, UFFDIO_REGISTER, &r) == 0;
  });
  // Pages the guard cannot reach: the next submission's end writes back.
  if (!ok) given_up_ = true;
  pages_.insert(pages_.end(), mine.begin(), mine.end());
  std::sort(pages_.begin(), pages_.end());
}

long AppGuard::unmapping(uint64_t addr, uint64_t len, const std::function<long()>& change) {
  std::lock_guard lock(mutex_);
  const uint64_t end = addr + len;
  std::vector<std::pair<uint64_t, Map>> pieces;
  for (auto it = maps_.begin(); it != maps_.end();) {
    const uint64_t a = it->first, b = a + it->second.len;
    if (b <= addr || a >= end) {
      ++it;
      continue;
    }
    if (a < addr) pieces.push_back({a, {addr - a, it->second.offset}});
    if (b > end) pieces.push_back({end, {b - end, it->second.offset + (end - a)}});
    it = maps_.erase(it);
  }
  for (const auto& [a, m] : pieces) maps_[a] = m;
  // The kernel forgets the registration of pages no longer mapped.
  pages_.erase(std::remove_if(pages_.begin(), pages_.end(),
                              [&](uint64_t p) { return p + kPage > addr && p < end; }),
               pages_.end());
  return change();
}

bool AppGuard::maps(uint64_t addr, uint64_t len) {
  std::lock_guard lock(mutex_);
  for (const auto& [a, m] : maps_)
    if (a < addr + len && addr < a + m.len) return true;
  return false;
}

void AppGuard::give_up() {
  {
    std::lock_guard lock(mutex_);
    if (given_up_) return;
    given_up_ = true;
  }
  // Everything guarded goes back now: the mappings it could be reached
  // through are no longer all known.
  touch_(base_, base_ + capacity_);
}

bool AppGuard::guard(const std::vector<Span>& spans) {
  std::lock_guard lock(mutex_);
  if (given_up_) return spans.empty();
  for (const Span& s : spans)
    if (s.first < base_ || s.second > base_ + capacity_ || s.first >= s.second) return false;
  std::vector<uint64_t> pages;
  for (const Span& s : spans) pages_of(s.first, s.second, &pages);
  std::sort(pages.begin(), pages.end());
  pages.erase(std::unique(pages.begin(), pages.end()), pages.end());
  // Registered (again: the same file may register a page twice), then the
  // application's entries dropped: its next access stops in the kernel. A
  // shared mapping's pages keep their contents.
  const bool ok = for_runs(pages, [&](uint64_t first, uint64_t bytes) {
    uffdio_register r{};
    r.range = {first, bytes};
    r.mode = UFFDIO_REGISTER_MODE_MINOR;
    if (ioctl(uffd_, UFFDIO_REGISTER, &r) != 0) return false;
    return madvise(reinterpret_cast<void*>(first), bytes, MADV_DONTNEED) == 0;
  });
  // Pages guarded before and no longer let go.
  std::vector<uint64_t> old;
  std::set_difference(pages_.begin(), pages_.end(), pages.begin(), pages.end(),
                      std::back_inserter(old));
  for_runs(old, [&](uint64_t first, uint64_t bytes) {
    uffdio_range r{first, bytes};
    ioctl(uffd_, UFFDIO_UNREGISTER, &r);
    return true;
  });
  pages_ = std::move(pages);
  spans_ = ok ? spans : std::vector<Span>{};
  return ok;
}

}  // namespace rdnavk::drm
