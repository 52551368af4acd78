// The amdgpu kernel driver of one emulated Navi 21: buffers, VMs, contexts,
// syncobjs and command submission, answering ioctls as the kernel does.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "cp/fence.h"
#include "cp/submission.h"
#include "drm/error_log.h"
#include "drm/user_memory.h"
#include "mem/bo.h"
#include "mem/va_space.h"

namespace rdnavk::drm {

// Counters for the run report.
struct DeviceStats {
  uint64_t ioctls = 0;
  uint64_t submissions = 0;
  uint64_t ibs = 0;
  uint64_t ib_dwords = 0;
  uint64_t bos_created = 0;
  uint64_t bo_bytes_peak = 0;
};

// A syncobj: a binary payload (one fence) or a timeline (fences by point).
struct Syncobj {
  std::shared_ptr<cp::Fence> fence;                       // binary payload
  std::map<uint64_t, std::shared_ptr<cp::Fence>> points;  // timeline points
  uint64_t retired_point = 0;  // every point up to here is signaled and dropped
};

// One hardware queue of a context (the kernel's entity): its fence sequence.
struct RingFences {
  uint64_t next_seq = 1;
  // The last fences by sequence; older ones count as signaled, as the kernel's
  // ring of amdgpu_sched_jobs fences does.
  static constexpr size_t kKept = 64;
  std::array<std::shared_ptr<cp::Fence>, kKept> recent;
};

struct Context {
  uint32_t id = 0;
  int32_t priority = 0;
  uint32_t stable_pstate = 0;
  std::map<uint32_t, RingFences> rings;  // key: ip_type << 16 | ip_instance << 8 | ring
};

// One open file of the render node: its own handle namespaces and its own VM.
struct File {
  uint32_t id = 0;
  bool primary = false;  // a file of the primary node (card<N>), not the render node
  std::unordered_map<uint32_t, std::shared_ptr<mem::Bo>> bos;  // GEM handles
  uint32_t next_bo_handle = 1;
  std::map<uint32_t, std::shared_ptr<Syncobj>> syncobjs;
  uint32_t next_syncobj = 1;
  std::map<uint32_t, Context> contexts;
  uint32_t next_context = 1;
  std::map<uint32_t, std::vector<std::shared_ptr<mem::Bo>>> bo_lists;
  uint32_t next_bo_list = 1;
  mem::VaSpace vm;
};

// Per-buffer kernel state that the Bo itself (a mem/ object) does not carry.
struct BoKernelState {
  std::weak_ptr<mem::Bo> bo;  // the entry is dropped once the buffer is gone
  uint64_t tiling_flags = 0;
  uint32_t metadata_flags = 0;
  std::vector<uint32_t> metadata;  // GEM_METADATA's blob, up to 64 dwords
  uint32_t metadata_bytes = 0;
  std::shared_ptr<cp::Fence> last_use;  // the latest submission that listed it
};

// What a CPU mapping of the render node at a given offset maps.
struct MmapTarget {
  int fd = -1;          // the memory file to map instead
  uint64_t offset = 0;  // offset in that file
};

struct DeviceOptions {
  uint64_t arena_capacity = uint64_t{64} << 30;  // address space for all buffers
  bool print_errors = false;                     // RDNAVK_DEBUG=ioctl
  // The longest any ioctl waits, whatever timeout the guest asked for (tests and
  // fuzzing bound it; the kernel does not).
  std::chrono::nanoseconds max_wait = std::chrono::nanoseconds::max();
};

class Device {
 public:
  // Returns nullptr when the host refuses the buffer arena.
  static std::unique_ptr<Device> create(cp::SubmissionSink& sink, DeviceOptions options = {});
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  // A new open file of the render node (or of the primary node); its id is what the
  // caller passes to ioctl().
  uint32_t open_file(bool primary = false);
  void close_file(uint32_t file);

  // One ioctl on `file`: `request` as the application encoded it, `arg` its pointer.
  // Returns 0 or a negative errno, as the kernel's drm_ioctl does.
  int ioctl(uint32_t file, unsigned long request, uint64_t arg, UserMemory& user);

  // Where mmap(fd, offset) of this render node goes: the GEM_MMAP offsets it handed
  // out. False when no buffer of the file has that offset (the kernel's -EACCES).
  bool mmap_target(uint32_t file, uint64_t offset, uint64_t length, MmapTarget* out);
  // The buffer a dma-buf fd that this device exported refers to, for mmap of it.
  bool dmabuf_mmap_target(int fd, uint64_t offset, uint64_t length, MmapTarget* out);

  DeviceStats stats() const;
  // All buffer memory of the device (the memory file every mapping shows).
  const mem::BoArena& arena() const { return *arena_; }
  const ErrorLog& errors() const { return errors_; }

  // Handlers see the copied-in argument, as the kernel's do.
  struct Call {
    File& file;
    void* data;  // kernel copy of the argument
    UserMemory& user;
    std::unique_lock<std::mutex>& lock;  // mu(), held; waits release it
  };

 private:
  explicit Device(cp::SubmissionSink& sink, DeviceOptions options);
  friend struct IoctlTable;

  // drm core (core_ioctls.cpp)
  int version(Call& c);
  int get_cap(Call& c);
  int set_client_cap(Call& c);
  int get_magic(Call& c);
  int get_client(Call& c);
  int auth_magic(Call& c);
  int master(Call& c);
  int gem_close(Call& c);
  int prime_handle_to_fd(Call& c);
  int prime_fd_to_handle(Call& c);
  // syncobjs (syncobj.cpp)
  int syncobj_create(Call& c);
  int syncobj_destroy(Call& c);
  int syncobj_handle_to_fd(Call& c);
  int syncobj_fd_to_handle(Call& c);
  int syncobj_wait(Call& c);
  int syncobj_timeline_wait(Call& c);
  int syncobj_reset(Call& c);
  int syncobj_signal(Call& c);
  int syncobj_timeline_signal(Call& c);
  int syncobj_query(Call& c);
  int syncobj_transfer(Call& c);
  // amdgpu buffers (gem.cpp)
  int gem_create(Call& c);
  int gem_mmap(Call& c);
  int gem_va(Call& c);
  int gem_wait_idle(Call& c);
  int gem_metadata(Call& c);
  int gem_op(Call& c);
  int gem_userptr(Call& c);
  // amdgpu submission (cs.cpp)
  int ctx(Call& c);
  int bo_list(Call& c);
  int cs(Call& c);
  int wait_cs(Call& c);
  int wait_fences(Call& c);
  int fence_to_handle(Call& c);
  int vm(Call& c);
  int sched(Call& c);
  // amdgpu queries (info.cpp)
  int info(Call& c);

  // Helpers; all called with mu() held.
  std::mutex& mu() { return fences_.mutex(); }
  std::shared_ptr<mem::Bo> lookup_bo(File& f, uint32_t handle);
  uint32_t add_bo_handle(File& f, std::shared_ptr<mem::Bo> bo);
  BoKernelState& bo_state(const std::shared_ptr<mem::Bo>& bo);
  std::shared_ptr<Syncobj> lookup_syncobj(File& f, uint32_t handle);
  // The fence of (ctx, ring, seq): nullptr when it is old enough to be done;
  // -EINVAL through *err when the context or ring is unknown or seq not yet issued.
  std::shared_ptr<cp::Fence> ring_fence(File& f, uint32_t ctx, uint32_t ip_type,
                                        uint32_t ip_instance, uint32_t ring, uint64_t seq,
                                        int* err);
  // The fence a syncobj holds at `point` (0: binary payload).
  std::shared_ptr<cp::Fence> syncobj_fence(const Syncobj& s, uint64_t point) const;
  void syncobj_add_point(Syncobj& s, uint64_t point, std::shared_ptr<cp::Fence> fence);
  uint64_t syncobj_signaled_point(Syncobj& s) const;
  uint64_t syncobj_last_point(const Syncobj& s) const;
  // Whether a wait on (s, point) is satisfied; *available tells whether the point
  // has a fence at all.
  bool syncobj_point_signaled(const Syncobj& s, uint64_t point, bool* available) const;
  int syncobj_wait_common(Call& c, uint64_t handles, uint64_t points, uint32_t count,
                          uint32_t flags, int64_t timeout_ns, uint32_t* first_signaled);
  bool ring_exists(uint32_t ip_type, uint32_t ip_instance, uint32_t ring) const;
  // An fd that stands for an exported object, and the table that finds it again.
  // A memory file of `size` bytes: the fd of an exported dma-buf or syncobj.
  int make_export_fd(const char* name, uint64_t size);
  // A sync_file fd for `fence`: readable (poll) once the fence is signaled.
  int make_sync_file(const std::shared_ptr<cp::Fence>& fence);
  struct Exported {
    std::shared_ptr<mem::Bo> bo;
    std::shared_ptr<cp::Fence> fence;  // sync_file
    std::shared_ptr<Syncobj> syncobj;  // opaque syncobj fd
  };
  static bool fd_key(int fd, uint64_t* key);
  // The deadline of a wait for an absolute CLOCK_MONOTONIC timeout; `infinite`
  // when the timeout means forever. Bounded by options_.max_wait.
  cp::Fence::Clock::time_point deadline(int64_t abs_timeout_ns, bool infinite) const;
  int bad(const char* kind, int err, const std::string& detail) {
    return errors_.bad(kind, err, detail);
  }

  cp::SubmissionSink& sink_;
  DeviceOptions options_;
  mutable cp::FenceDomain fences_;
  std::mutex submit_mutex_;  // taken before mu(), never after
  ErrorLog errors_;
  std::shared_ptr<mem::BoArena> arena_;
  mem::BoId next_bo_id_ = 1;
  uint64_t next_submission_ = 1;
  std::map<uint32_t, std::unique_ptr<File>> files_;
  uint32_t next_file_ = 1;
  std::unordered_map<mem::BoId, BoKernelState> bo_state_;
  size_t bo_state_pruned_at_ = 64;
  std::unordered_map<uint64_t, Exported> exported_;  // by the fd's inode
  DeviceStats stats_;
};

// The offset GEM_MMAP answers for a buffer: its place in the arena, moved past the
// first 4 GiB as the kernel's fake offsets are (DRM_FILE_PAGE_OFFSET_START).
constexpr uint64_t kMmapOffsetBase = uint64_t{1} << 32;

}  // namespace rdnavk::drm
