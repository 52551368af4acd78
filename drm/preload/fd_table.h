// Which of the process's file descriptors are files of the emulated render node.
// Read on every ioctl, mmap and close of the process, so the common answer ("not
// ours") is one atomic load; it needs no construction, so it works in calls that
// arrive before static initialisers have run.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>

namespace rdnavk::drm {

class FdTable {
 public:
  constexpr FdTable() = default;

  // 0 when `fd` is not a render node file, else its device file id.
  uint32_t file_of(int fd) const {
    if (fd < 0) return 0;
    if (static_cast<size_t>(fd) < kDirect) return direct_[fd].load(std::memory_order_acquire);
    std::lock_guard lock(mutex_);
    if (overflow_ == nullptr) return 0;
    auto it = overflow_->find(fd);
    return it == overflow_->end() ? 0 : it->second;
  }

  // Binds `fd` to `file`; counts the reference.
  void bind(int fd, uint32_t file) {
    if (fd < 0 || file == 0) return;
    {
      std::lock_guard lock(mutex_);
      if (refs_ == nullptr) refs_ = new std::map<uint32_t, uint32_t>();
      (*refs_)[file]++;
      if (static_cast<size_t>(fd) >= kDirect) {
        if (overflow_ == nullptr) overflow_ = new std::map<int, uint32_t>();
        (*overflow_)[fd] = file;
      }
    }
    if (static_cast<size_t>(fd) < kDirect) direct_[fd].store(file, std::memory_order_release);
  }

  // Unbinds `fd`; answers the file id when that was its last fd, else 0.
  uint32_t unbind(int fd) {
    uint32_t file = file_of(fd);
    if (file == 0) return 0;
    if (static_cast<size_t>(fd) < kDirect) direct_[fd].store(0, std::memory_order_release);
    std::lock_guard lock(mutex_);
    if (overflow_ != nullptr) overflow_->erase(fd);
    if (refs_ == nullptr) return 0;
    auto it = refs_->find(file);
    if (it == refs_->end()) return 0;
    if (--it->second != 0) return 0;
    refs_->erase(it);
    return file;
  }

 private:
  static constexpr size_t kDirect = 1 << 16;
  std::array<std::atomic<uint32_t>, kDirect> direct_{};
  mutable std::mutex mutex_;
  // Made on first use, never freed, so the table needs no constructor at run time.
  std::map<int, uint32_t>* overflow_ = nullptr;   // fds past the direct table
  std::map<uint32_t, uint32_t>* refs_ = nullptr;  // file -> number of fds bound to it
};

}  // namespace rdnavk::drm
