#include "mem/bo.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace rdnavk::mem {

namespace {
// The raw system calls: this code also runs inside the interposer that wraps the
// libc functions of the same names.
void* sys_mmap(void* addr, size_t len, int prot, int flags, int fd, off_t off) {
  return reinterpret_cast<void*>(syscall(SYS_mmap, addr, len, prot, flags, fd, off));
}
bool mmap_failed(void* p) {
  auto v = reinterpret_cast<intptr_t>(p);
  return v < 0 && v > -4096;
}
}  // namespace

Bo::~Bo() {
  if (backing == BoBacking::kArena && arena != nullptr) arena->release(arena_offset, size);
}

std::shared_ptr<BoArena> BoArena::create(uint64_t capacity) {
  std::shared_ptr<BoArena> arena(new BoArena());
  arena->capacity_ = align_up(capacity, kPageSize);
  arena->fd_ = static_cast<int>(syscall(SYS_memfd_create, "rdnavk-vram", MFD_CLOEXEC));
  if (arena->fd_ < 0) return nullptr;
  // The file is sparse: pages exist only once touched, and holes punched on free
  // give them back.
  if (ftruncate(arena->fd_, static_cast<off_t>(arena->capacity_)) != 0) return nullptr;
  void* base = sys_mmap(nullptr, arena->capacity_, PROT_READ | PROT_WRITE,
                        MAP_SHARED | MAP_NORESERVE, arena->fd_, 0);
  if (mmap_failed(base)) {
    errno = static_cast<int>(-reinterpret_cast<intptr_t>(base));
    return nullptr;
  }
  arena->base_ = static_cast<uint8_t*>(base);
  return arena;
}

BoArena::~BoArena() {
  if (base_ != nullptr) syscall(SYS_munmap, base_, capacity_);
  if (fd_ >= 0) syscall(SYS_close, fd_);
}

std::shared_ptr<Bo> BoArena::allocate(uint64_t size, BoId id) {
  size = align_up(size == 0 ? kPageSize : size, kPageSize);
  uint64_t offset = UINT64_MAX;
  {
    std::lock_guard lock(mutex_);
    // First fit among given-back ranges, else the bump pointer.
    for (auto it = free_.begin(); it != free_.end(); ++it) {
      if (it->second >= size) {
        offset = it->first;
        it->first += size;
        it->second -= size;
        if (it->second == 0) free_.erase(it);
        break;
      }
    }
    if (offset == UINT64_MAX) {
      if (size > capacity_ - next_) return nullptr;
      offset = next_;
      next_ += size;
    }
    in_use_ += size;
  }
  auto bo = std::make_shared<Bo>();
  bo->id = id;
  bo->size = size;
  bo->backing = BoBacking::kArena;
  bo->host = base_ + offset;
  bo->arena_offset = offset;
  bo->arena = shared_from_this();
  return bo;
}

std::shared_ptr<Bo> BoArena::wrap_user_pages(uint8_t* host, uint64_t size, BoId id) {
  auto bo = std::make_shared<Bo>();
  bo->id = id;
  bo->size = size;
  bo->backing = BoBacking::kUserptr;
  bo->host = host;
  return bo;
}

void BoArena::release(uint64_t offset, uint64_t size) {
  // Punching the hole frees the pages and makes the range read back as zeros, which
  // is what a fresh GEM_CREATE must see (AMDGPU_GEM_CREATE_VRAM_CLEARED).
  fallocate(fd_, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(offset),
            static_cast<off_t>(size));
  std::lock_guard lock(mutex_);
  in_use_ -= size;
  if (offset + size == next_) {
    next_ = offset;
    return;
  }
  free_.emplace_back(offset, size);
}

uint64_t BoArena::bytes_in_use() const {
  std::lock_guard lock(mutex_);
  return in_use_;
}

}  // namespace rdnavk::mem
