#include "drm/device.h"

#include <fcntl.h>
#include <libdrm/amdgpu_drm.h>
#include <libdrm/drm.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace rdnavk::drm {

// The ioctls a render node answers, as the kernel's drm_ioctls[] and
// amdgpu_ioctls_kms[] list them: each with the command the kernel defines (its
// direction and size decide what is copied) and whether a render node may call it.
struct IoctlTable {
  struct Def {
    unsigned long cmd = 0;
    int (Device::*handler)(Device::Call&) = nullptr;
    bool render_allow = false;
    const char* name = nullptr;
    bool primary_only = false;  // answered on the primary node only
  };
  std::array<Def, 256> by_nr{};

  IoctlTable() {
    auto def = [&](unsigned long cmd, int (Device::*h)(Device::Call&), bool render,
                   const char* name) {
      by_nr[_IOC_NR(cmd)] = Def{cmd, h, render, name};
    };
    def(DRM_IOCTL_VERSION, &Device::version, true, "VERSION");
    def(DRM_IOCTL_GET_CAP, &Device::get_cap, true, "GET_CAP");
    def(DRM_IOCTL_SET_CLIENT_CAP, &Device::set_client_cap, false, "SET_CLIENT_CAP");
    auto primary = [&](unsigned long cmd, int (Device::*h)(Device::Call&), const char* name) {
      by_nr[_IOC_NR(cmd)] = Def{cmd, h, false, name, true};
    };
    primary(DRM_IOCTL_GET_MAGIC, &Device::get_magic, "GET_MAGIC");
    primary(DRM_IOCTL_GET_CLIENT, &Device::get_client, "GET_CLIENT");
    primary(DRM_IOCTL_AUTH_MAGIC, &Device::auth_magic, "AUTH_MAGIC");
    primary(DRM_IOCTL_SET_MASTER, &Device::master, "SET_MASTER");
    primary(DRM_IOCTL_DROP_MASTER, &Device::master, "DROP_MASTER");
    def(DRM_IOCTL_GEM_CLOSE, &Device::gem_close, true, "GEM_CLOSE");
    def(DRM_IOCTL_GEM_FLINK, nullptr, false, "GEM_FLINK");
    def(DRM_IOCTL_GEM_OPEN, nullptr, false, "GEM_OPEN");
    def(DRM_IOCTL_GET_UNIQUE, nullptr, false, "GET_UNIQUE");
    def(DRM_IOCTL_PRIME_HANDLE_TO_FD, &Device::prime_handle_to_fd, true, "PRIME_HANDLE_TO_FD");
    def(DRM_IOCTL_PRIME_FD_TO_HANDLE, &Device::prime_fd_to_handle, true, "PRIME_FD_TO_HANDLE");
    def(DRM_IOCTL_SYNCOBJ_CREATE, &Device::syncobj_create, true, "SYNCOBJ_CREATE");
    def(DRM_IOCTL_SYNCOBJ_DESTROY, &Device::syncobj_destroy, true, "SYNCOBJ_DESTROY");
    def(DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD, &Device::syncobj_handle_to_fd, true,
        "SYNCOBJ_HANDLE_TO_FD");
    def(DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE, &Device::syncobj_fd_to_handle, true,
        "SYNCOBJ_FD_TO_HANDLE");
    def(DRM_IOCTL_SYNCOBJ_WAIT, &Device::syncobj_wait, true, "SYNCOBJ_WAIT");
    def(DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT, &Device::syncobj_timeline_wait, true,
        "SYNCOBJ_TIMELINE_WAIT");
    def(DRM_IOCTL_SYNCOBJ_RESET, &Device::syncobj_reset, true, "SYNCOBJ_RESET");
    def(DRM_IOCTL_SYNCOBJ_SIGNAL, &Device::syncobj_signal, true, "SYNCOBJ_SIGNAL");
    def(DRM_IOCTL_SYNCOBJ_TIMELINE_SIGNAL, &Device::syncobj_timeline_signal, true,
        "SYNCOBJ_TIMELINE_SIGNAL");
    def(DRM_IOCTL_SYNCOBJ_QUERY, &Device::syncobj_query, true, "SYNCOBJ_QUERY");
    def(DRM_IOCTL_SYNCOBJ_TRANSFER, &Device::syncobj_transfer, true, "SYNCOBJ_TRANSFER");
    def(DRM_IOCTL_AMDGPU_GEM_CREATE, &Device::gem_create, true, "AMDGPU_GEM_CREATE");
    def(DRM_IOCTL_AMDGPU_GEM_MMAP, &Device::gem_mmap, true, "AMDGPU_GEM_MMAP");
    def(DRM_IOCTL_AMDGPU_CTX, &Device::ctx, true, "AMDGPU_CTX");
    def(DRM_IOCTL_AMDGPU_BO_LIST, &Device::bo_list, true, "AMDGPU_BO_LIST");
    def(DRM_IOCTL_AMDGPU_CS, &Device::cs, true, "AMDGPU_CS");
    def(DRM_IOCTL_AMDGPU_INFO, &Device::info, true, "AMDGPU_INFO");
    def(DRM_IOCTL_AMDGPU_GEM_METADATA, &Device::gem_metadata, true, "AMDGPU_GEM_METADATA");
    def(DRM_IOCTL_AMDGPU_GEM_WAIT_IDLE, &Device::gem_wait_idle, true, "AMDGPU_GEM_WAIT_IDLE");
    def(DRM_IOCTL_AMDGPU_GEM_VA, &Device::gem_va, true, "AMDGPU_GEM_VA");
    def(DRM_IOCTL_AMDGPU_WAIT_CS, &Device::wait_cs, true, "AMDGPU_WAIT_CS");
    def(DRM_IOCTL_AMDGPU_GEM_OP, &Device::gem_op, true, "AMDGPU_GEM_OP");
    def(DRM_IOCTL_AMDGPU_GEM_USERPTR, &Device::gem_userptr, true, "AMDGPU_GEM_USERPTR");
    def(DRM_IOCTL_AMDGPU_WAIT_FENCES, &Device::wait_fences, true, "AMDGPU_WAIT_FENCES");
    def(DRM_IOCTL_AMDGPU_VM, &Device::vm, true, "AMDGPU_VM");
    def(DRM_IOCTL_AMDGPU_FENCE_TO_HANDLE, &Device::fence_to_handle, true, "AMDGPU_FENCE_TO_HANDLE");
    def(DRM_IOCTL_AMDGPU_SCHED, &Device::sched, true, "AMDGPU_SCHED");
  }
};

namespace {
const IoctlTable& ioctl_table() {
  static const IoctlTable table;
  return table;
}
constexpr size_t kMaxIoctlArg = 4096;  // every DRM/amdgpu argument struct is smaller
}  // namespace

std::unique_ptr<Device> Device::create(cp::SubmissionSink& sink, DeviceOptions options) {
  std::unique_ptr<Device> d(new Device(sink, options));
  d->arena_ = mem::BoArena::create(options.arena_capacity);
  if (!d->arena_) return nullptr;
  return d;
}

Device::Device(cp::SubmissionSink& sink, DeviceOptions options)
    : sink_(sink), options_(options), errors_(options.print_errors) {}

Device::~Device() {
  // Buffers may outlive the device in snapshots held elsewhere; each keeps the
  // arena it lives in.
  std::lock_guard lock(mu());
  files_.clear();
  exported_.clear();
}

uint32_t Device::open_file(bool primary) {
  std::lock_guard lock(mu());
  uint32_t id = next_file_++;
  auto f = std::make_unique<File>();
  f->id = id;
  f->primary = primary;
  files_.emplace(id, std::move(f));
  return id;
}

void Device::close_file(uint32_t file) {
  std::unique_ptr<File> gone;
  {
    std::lock_guard lock(mu());
    auto it = files_.find(file);
    if (it == files_.end()) return;
    gone = std::move(it->second);
    files_.erase(it);
  }
  // Buffers are released outside the lock.
}

int Device::ioctl(uint32_t file, unsigned long request, uint64_t arg, UserMemory& user) {
  // Match by type and number only: libdrm encodes some commands with another
  // direction than the kernel defines (GEM_VA as _IOWR against _IOW). What is
  // copied follows drm_ioctl(): the user's size, in and out only where both the
  // user's and the kernel's command say so.
  if (_IOC_TYPE(request) != DRM_IOCTL_BASE) return -ENOTTY;
  bool primary;
  {
    std::lock_guard lock(mu());
    auto it = files_.find(file);
    if (it == files_.end()) return -EBADF;
    primary = it->second->primary;
  }
  uint32_t nr = _IOC_NR(request);
  // The mode-setting range: there is no display to set modes on, which a kernel
  // without DRIVER_MODESET answers with -EOPNOTSUPP.
  // (drm.h: DRM_IOCTL_MODE_* are 0xA0-0xBE, GETFB2 0xCE and CLOSEFB 0xD0.)
  if ((nr >= 0xA0 && nr <= 0xBE) || nr == 0xCE || nr == 0xD0) {
    if (!primary) return bad("ioctl/not-on-render-node", -EACCES, "mode-setting on a render node");
    return bad("ioctl/mode-setting", -EOPNOTSUPP,
               "mode-setting ioctl " + std::to_string(nr) + ": the emulated GPU has no display");
  }
  const IoctlTable::Def& def = ioctl_table().by_nr[nr];
  if (def.cmd == 0)
    return bad("ioctl/unknown", -EINVAL, "unknown ioctl number " + std::to_string(nr));
  bool allowed = def.handler != nullptr && (primary || (def.render_allow && !def.primary_only));
  if (!allowed)
    return bad("ioctl/not-on-render-node", -EACCES,
               std::string(def.name) + " is not allowed on a render node");
  size_t usize = _IOC_SIZE(request);
  size_t ksize_def = _IOC_SIZE(def.cmd);
  size_t in_size = (_IOC_DIR(request) & _IOC_DIR(def.cmd) & _IOC_WRITE) ? usize : 0;
  size_t out_size = (_IOC_DIR(request) & _IOC_DIR(def.cmd) & _IOC_READ) ? usize : 0;
  size_t ksize = std::max({in_size, out_size, ksize_def});
  if (ksize > kMaxIoctlArg) return bad("ioctl/size", -EINVAL, "argument too large");
  alignas(16) uint8_t kdata[kMaxIoctlArg];
  std::memset(kdata, 0, ksize);
  if (in_size != 0 && !user.copy_in(kdata, arg, in_size))
    return bad("ioctl/fault", -EFAULT, std::string(def.name) + ": argument not readable");

  int ret;
  {
    std::unique_lock lock(mu());
    stats_.ioctls++;
    auto it = files_.find(file);
    if (it == files_.end()) return -EBADF;
    Call call{*it->second, kdata, user, lock};
    // Handlers that wait or submit release the lock themselves.
    ret = (this->*def.handler)(call);
  }
  // The kernel copies the argument back even when the handler failed, except on
  // -EFAULT from the copy itself.
  if (out_size != 0 && !user.copy_out(arg, kdata, out_size))
    return bad("ioctl/fault", -EFAULT, std::string(def.name) + ": argument not writable");
  return ret;
}

bool Device::mmap_target(uint32_t file, uint64_t offset, uint64_t length, MmapTarget* out) {
  std::lock_guard lock(mu());
  auto it = files_.find(file);
  if (it == files_.end() || offset < kMmapOffsetBase) return false;
  uint64_t arena_off = offset - kMmapOffsetBase;
  for (const auto& [handle, bo] : it->second->bos) {
    if (bo->backing != mem::BoBacking::kArena) continue;
    if (arena_off >= bo->arena_offset && arena_off < bo->arena_offset + bo->size) {
      if (length > bo->arena_offset + bo->size - arena_off) return false;
      out->fd = arena_->fd();
      out->offset = arena_off;
      return true;
    }
  }
  return false;
}

bool Device::dmabuf_mmap_target(int fd, uint64_t offset, uint64_t length, MmapTarget* out) {
  uint64_t key;
  if (!fd_key(fd, &key)) return false;
  std::lock_guard lock(mu());
  auto it = exported_.find(key);
  if (it == exported_.end() || !it->second.bo) return false;
  const auto& bo = it->second.bo;
  if (bo->backing != mem::BoBacking::kArena || offset > bo->size || length > bo->size - offset)
    return false;
  out->fd = arena_->fd();
  out->offset = bo->arena_offset + offset;
  return true;
}

DeviceStats Device::stats() const {
  std::lock_guard lock(fences_.mutex());
  return stats_;
}

std::shared_ptr<mem::Bo> Device::lookup_bo(File& f, uint32_t handle) {
  auto it = f.bos.find(handle);
  return it == f.bos.end() ? nullptr : it->second;
}

uint32_t Device::add_bo_handle(File& f, std::shared_ptr<mem::Bo> bo) {
  // The kernel hands out the lowest free handle from 1 (idr_alloc); a counter is
  // enough here because handles are never compared across files.
  uint32_t h = f.next_bo_handle++;
  f.bos.emplace(h, std::move(bo));
  return h;
}

BoKernelState& Device::bo_state(const std::shared_ptr<mem::Bo>& bo) {
  if (bo_state_.size() > 2 * bo_state_pruned_at_) {
    std::erase_if(bo_state_, [](const auto& kv) { return kv.second.bo.expired(); });
    bo_state_pruned_at_ = std::max<size_t>(64, bo_state_.size());
  }
  BoKernelState& s = bo_state_[bo->id];
  if (s.bo.expired()) s.bo = bo;
  return s;
}

std::shared_ptr<Syncobj> Device::lookup_syncobj(File& f, uint32_t handle) {
  auto it = f.syncobjs.find(handle);
  return it == f.syncobjs.end() ? nullptr : it->second;
}

cp::Fence::Clock::time_point Device::deadline(int64_t abs_timeout_ns, bool infinite) const {
  using Clock = cp::Fence::Clock;
  auto now = Clock::now();
  Clock::time_point d;
  if (infinite) {
    d = Clock::time_point::max();
  } else if (abs_timeout_ns <= 0) {
    d = Clock::time_point::min();
  } else {
    // steady_clock is CLOCK_MONOTONIC on Linux, the clock of every DRM timeout.
    d = Clock::time_point(std::chrono::nanoseconds(abs_timeout_ns));
  }
  if (options_.max_wait != std::chrono::nanoseconds::max() && d - now > options_.max_wait)
    d = now + std::chrono::duration_cast<Clock::duration>(options_.max_wait);
  return d;
}

bool Device::fd_key(int fd, uint64_t* key) {
  struct stat st;
  if (syscall(SYS_fstat, fd, &st) != 0) return false;
  *key = (static_cast<uint64_t>(st.st_dev) << 40) ^ static_cast<uint64_t>(st.st_ino);
  return true;
}

int Device::make_export_fd(const char* name, uint64_t size) {
  // An exported object is a memory file of its own: it has a size (lseek on a
  // dma-buf gives the buffer's size, which importers read) and an inode of its own
  // that finds the object again when the fd comes back.
  int fd = static_cast<int>(syscall(SYS_memfd_create, name, MFD_CLOEXEC));
  if (fd < 0) return -errno;
  if (size != 0 && ftruncate(fd, static_cast<off_t>(size)) != 0) {
    int e = errno;
    syscall(SYS_close, fd);
    return -e;
  }
  return fd;
}

int Device::make_sync_file(const std::shared_ptr<cp::Fence>& fence) {
  // A sync_file is a pipe's read end: poll() answers readable once the write end,
  // kept here, is closed when the fence signals. A pipe has an inode of its own,
  // so the fd finds the fence again on import.
  int p[2];
  if (syscall(SYS_pipe2, p, O_CLOEXEC) != 0) return -errno;
  uint64_t key;
  if (!fd_key(p[0], &key)) {
    syscall(SYS_close, p[0]);
    syscall(SYS_close, p[1]);
    return -EBADF;
  }
  exported_[key] = Exported{nullptr, fence, nullptr};
  int write_end = p[1];
  if (!fence || !fence->on_signal_locked([write_end] { syscall(SYS_close, write_end); }))
    syscall(SYS_close, write_end);
  return p[0];
}

}  // namespace rdnavk::drm
