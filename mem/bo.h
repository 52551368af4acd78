// Guest buffer objects and the host memory behind them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace rdnavk::mem {

// A device-wide buffer object id. Ids are never reused within one device, so a
// trace can name a buffer across its whole life.
using BoId = uint32_t;

// Where a buffer's pages come from.
enum class BoBacking : uint8_t {
  kArena,    // pages of the device's shared memory file (GEM_CREATE)
  kUserptr,  // the application's own pages (GEM_USERPTR)
};

class BoArena;

// One guest buffer object. Its host pages stay valid while any reference is held:
// a GEM handle, a VM mapping or a submission in flight.
struct Bo {
  BoId id = 0;
  uint64_t size = 0;       // bytes, page aligned
  uint64_t alignment = 0;  // as the guest asked
  uint32_t domains = 0;    // AMDGPU_GEM_DOMAIN_*
  uint64_t flags = 0;      // AMDGPU_GEM_CREATE_*
  BoBacking backing = BoBacking::kArena;
  uint8_t* host = nullptr;    // the device's view of the pages
  uint64_t arena_offset = 0;  // kArena: offset in the arena file
  // kArena: takes the pages back when the buffer goes; a buffer keeps its arena alive.
  std::shared_ptr<BoArena> arena;

  Bo() = default;
  Bo(const Bo&) = delete;
  Bo& operator=(const Bo&) = delete;
  ~Bo();
};

// All buffer memory of one device lives in one memory file (memfd), so that the
// application's CPU mappings (mmap of the render node) and the device's own view
// share pages. The device view is one large reserved region of the process in which
// each buffer's file range is mapped at the same offset.
class BoArena : public std::enable_shared_from_this<BoArena> {
 public:
  // Reserves `capacity` bytes of address space and creates the memory file.
  // Returns nullptr (and sets errno) when the system refuses either.
  static std::shared_ptr<BoArena> create(uint64_t capacity);
  ~BoArena();
  BoArena(const BoArena&) = delete;
  BoArena& operator=(const BoArena&) = delete;

  // A zero-filled buffer of `size` bytes (rounded up to pages), or nullptr when the
  // arena is exhausted (the caller answers -ENOMEM).
  std::shared_ptr<Bo> allocate(uint64_t size, BoId id);
  // A buffer over the application's own pages.
  static std::shared_ptr<Bo> wrap_user_pages(uint8_t* host, uint64_t size, BoId id);

  int fd() const { return fd_; }
  uint64_t capacity() const { return capacity_; }
  // The device's view: buffer bytes at arena offset o are at base() + o.
  const uint8_t* base() const { return base_; }
  uint64_t bytes_in_use() const;

 private:
  friend struct Bo;
  BoArena() = default;
  void release(uint64_t offset, uint64_t size);

  int fd_ = -1;
  uint8_t* base_ = nullptr;
  uint64_t capacity_ = 0;
  mutable std::mutex mutex_;
  uint64_t next_ = 0;                                // bump pointer
  std::vector<std::pair<uint64_t, uint64_t>> free_;  // (offset, size) ranges given back
  uint64_t in_use_ = 0;
};

constexpr uint64_t kPageSize = 4096;
constexpr uint64_t align_up(uint64_t v, uint64_t a) {
  return (v + a - 1) & ~(a - 1);
}

}  // namespace rdnavk::mem
