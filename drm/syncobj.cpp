// Syncobjs (drivers/gpu/drm/drm_syncobj.c): a binary payload, or a timeline whose
// point P is done once every point up to the first one at or past P is done (the
// dma_fence_chain rule).
#include <fcntl.h>
#include <libdrm/drm.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <vector>

#include "drm/device.h"

namespace rdnavk::drm {

namespace {
constexpr uint32_t kMaxSyncobjArray = 1u << 16;

}  // namespace

std::shared_ptr<cp::Fence> Device::syncobj_fence(const Syncobj& s, uint64_t point) const {
  if (point == 0 && s.points.empty()) return s.fence;
  if (point != 0 && point <= s.retired_point) return cp::Fence::signaled(fences_);
  auto last = s.points.lower_bound(point);
  if (point == 0) last = std::prev(s.points.end());
  if (last == s.points.end()) return nullptr;
  std::vector<std::shared_ptr<cp::Fence>> upto;
  for (auto it = s.points.begin(); it != std::next(last); ++it) upto.push_back(it->second);
  return cp::Fence::all_of_locked(fences_, upto);
}

bool Device::syncobj_point_signaled(const Syncobj& s, uint64_t point, bool* available) const {
  if (point == 0 && s.points.empty()) {
    *available = s.fence != nullptr;
    return s.fence && s.fence->signaled_locked();
  }
  if (point != 0 && point <= s.retired_point) {
    *available = true;
    return true;
  }
  auto last = point == 0 ? std::prev(s.points.end()) : s.points.lower_bound(point);
  *available = last != s.points.end();
  if (!*available) return false;
  for (auto it = s.points.begin(); it != std::next(last); ++it)
    if (!it->second->signaled_locked()) return false;
  return true;
}

void Device::syncobj_add_point(Syncobj& s, uint64_t point, std::shared_ptr<cp::Fence> fence) {
  // A point at or below one already there is a guest error the kernel tolerates
  // (it warns and adds it anyway, ordered after the last); keep it as the last.
  uint64_t last = syncobj_last_point(s);
  if (point <= last) point = last + 1;
  s.points.emplace(point, std::move(fence));
  syncobj_signaled_point(s);
}

uint64_t Device::syncobj_signaled_point(Syncobj& s) const {
  while (!s.points.empty() && s.points.begin()->second->signaled_locked()) {
    s.retired_point = s.points.begin()->first;
    s.points.erase(s.points.begin());
  }
  return s.retired_point;
}

uint64_t Device::syncobj_last_point(const Syncobj& s) const {
  return s.points.empty() ? s.retired_point : s.points.rbegin()->first;
}

int Device::syncobj_create(Call& c) {
  auto* a = static_cast<drm_syncobj_create*>(c.data);
  if (a->flags & ~DRM_SYNCOBJ_CREATE_SIGNALED)
    return bad("syncobj/flags", -EINVAL, "create flags " + std::to_string(a->flags));
  auto s = std::make_shared<Syncobj>();
  if (a->flags & DRM_SYNCOBJ_CREATE_SIGNALED) s->fence = cp::Fence::signaled(fences_);
  a->handle = c.file.next_syncobj++;
  c.file.syncobjs.emplace(a->handle, std::move(s));
  return 0;
}

int Device::syncobj_destroy(Call& c) {
  auto* a = static_cast<drm_syncobj_destroy*>(c.data);
  if (a->pad) return bad("syncobj/pad", -EINVAL, "destroy pad not zero");
  if (c.file.syncobjs.erase(a->handle) == 0)
    return bad("syncobj/handle", -EINVAL, "no syncobj " + std::to_string(a->handle));
  return 0;
}

int Device::syncobj_handle_to_fd(Call& c) {
  auto* a = static_cast<drm_syncobj_handle*>(c.data);
  if (a->pad || (a->flags & ~DRM_SYNCOBJ_HANDLE_TO_FD_FLAGS_EXPORT_SYNC_FILE))
    return bad("syncobj/flags", -EINVAL, "handle_to_fd flags " + std::to_string(a->flags));
  auto s = lookup_syncobj(c.file, a->handle);
  if (!s) return bad("syncobj/handle", -EINVAL, "no syncobj " + std::to_string(a->handle));
  if (a->flags & DRM_SYNCOBJ_HANDLE_TO_FD_FLAGS_EXPORT_SYNC_FILE) {
    auto fence = syncobj_fence(*s, 0);
    if (!fence) return bad("syncobj/no-fence", -EINVAL, "export of a syncobj with no fence");
    int fd = make_sync_file(fence);
    if (fd < 0) return fd;
    a->fd = fd;
    return 0;
  }
  int fd = make_export_fd("rdnavk-syncobj", 0);
  if (fd < 0) return fd;
  uint64_t key;
  if (!fd_key(fd, &key)) {
    syscall(SYS_close, fd);
    return -EBADF;
  }
  exported_[key] = Exported{nullptr, nullptr, s};
  a->fd = fd;
  return 0;
}

int Device::syncobj_fd_to_handle(Call& c) {
  auto* a = static_cast<drm_syncobj_handle*>(c.data);
  if (a->pad || (a->flags & ~DRM_SYNCOBJ_FD_TO_HANDLE_FLAGS_IMPORT_SYNC_FILE))
    return bad("syncobj/flags", -EINVAL, "fd_to_handle flags " + std::to_string(a->flags));
  uint64_t key;
  if (!fd_key(a->fd, &key)) return bad("syncobj/fd", -EINVAL, "fd not open");
  auto it = exported_.find(key);
  if (a->flags & DRM_SYNCOBJ_FD_TO_HANDLE_FLAGS_IMPORT_SYNC_FILE) {
    if (it == exported_.end() || !it->second.fence)
      return bad("syncobj/foreign", -EINVAL, "fd is not a sync_file of this device");
    auto s = lookup_syncobj(c.file, a->handle);
    if (!s) return bad("syncobj/handle", -ENOENT, "no syncobj " + std::to_string(a->handle));
    s->points.clear();
    s->fence = it->second.fence;
    return 0;
  }
  if (it == exported_.end() || !it->second.syncobj)
    return bad("syncobj/foreign", -EINVAL, "fd is not a syncobj of this device");
  a->handle = c.file.next_syncobj++;
  c.file.syncobjs.emplace(a->handle, it->second.syncobj);
  return 0;
}

int Device::syncobj_wait_common(Call& c, uint64_t handles, uint64_t points, uint32_t count,
                                uint32_t flags, int64_t timeout_ns, uint32_t* first_signaled) {
  constexpr uint32_t kKnown =
      DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL | DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT |
      DRM_SYNCOBJ_WAIT_FLAGS_WAIT_AVAILABLE | DRM_SYNCOBJ_WAIT_FLAGS_WAIT_DEADLINE;
  if (flags & ~kKnown) return bad("syncobj/flags", -EINVAL, "wait flags " + std::to_string(flags));
  if (count == 0 || count > kMaxSyncobjArray)
    return bad("syncobj/count", -EINVAL, "wait count " + std::to_string(count));
  std::vector<uint32_t> h(count);
  std::vector<uint64_t> p(count, 0);
  if (!c.user.copy_in(h.data(), handles, count * sizeof(uint32_t)) ||
      (points != 0 && !c.user.copy_in(p.data(), points, count * sizeof(uint64_t))))
    return bad("syncobj/fault", -EFAULT, "wait arrays not readable");
  std::vector<std::shared_ptr<Syncobj>> objs;
  for (uint32_t i = 0; i < count; ++i) {
    auto s = lookup_syncobj(c.file, h[i]);
    if (!s) return bad("syncobj/handle", -ENOENT, "no syncobj " + std::to_string(h[i]));
    objs.push_back(std::move(s));
  }
  bool wait_all = flags & DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL;
  bool for_submit = flags & DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT;
  bool available_only = flags & DRM_SYNCOBJ_WAIT_FLAGS_WAIT_AVAILABLE;
  // Without WAIT_FOR_SUBMIT a point with no fence yet is an error, not a wait.
  for (uint32_t i = 0; i < count; ++i) {
    bool available;
    syncobj_point_signaled(*objs[i], p[i], &available);
    if (!available && !for_submit)
      return bad("syncobj/no-fence", -EINVAL, "wait on a point with no fence");
  }
  int first = -1;
  auto done = [&] {
    bool all = true;
    for (uint32_t i = 0; i < count; ++i) {
      bool available;
      bool sig = syncobj_point_signaled(*objs[i], p[i], &available);
      bool ok = available_only ? available : sig;
      if (ok && first < 0) first = static_cast<int>(i);
      if (!ok) all = false;
      if (ok && !wait_all) return true;
    }
    return all;
  };
  if (!fences_.cv().wait_until(c.lock, deadline(timeout_ns, timeout_ns == INT64_MAX), done))
    return -ETIME;
  *first_signaled = first < 0 ? 0 : static_cast<uint32_t>(first);
  return 0;
}

int Device::syncobj_wait(Call& c) {
  auto* a = static_cast<drm_syncobj_wait*>(c.data);
  // Waiting for availability only makes sense on a timeline.
  if (a->flags & DRM_SYNCOBJ_WAIT_FLAGS_WAIT_AVAILABLE)
    return bad("syncobj/flags", -EINVAL, "WAIT_AVAILABLE on a binary wait");
  return syncobj_wait_common(c, a->handles, 0, a->count_handles, a->flags, a->timeout_nsec,
                             &a->first_signaled);
}

int Device::syncobj_timeline_wait(Call& c) {
  auto* a = static_cast<drm_syncobj_timeline_wait*>(c.data);
  return syncobj_wait_common(c, a->handles, a->points, a->count_handles, a->flags, a->timeout_nsec,
                             &a->first_signaled);
}

int Device::syncobj_reset(Call& c) {
  auto* a = static_cast<drm_syncobj_array*>(c.data);
  if (a->pad || a->count_handles == 0 || a->count_handles > kMaxSyncobjArray)
    return bad("syncobj/count", -EINVAL, "reset count " + std::to_string(a->count_handles));
  std::vector<uint32_t> h(a->count_handles);
  if (!c.user.copy_in(h.data(), a->handles, h.size() * sizeof(uint32_t)))
    return bad("syncobj/fault", -EFAULT, "reset handles not readable");
  std::vector<std::shared_ptr<Syncobj>> objs;
  for (uint32_t v : h) {
    auto s = lookup_syncobj(c.file, v);
    if (!s) return bad("syncobj/handle", -EINVAL, "no syncobj " + std::to_string(v));
    objs.push_back(std::move(s));
  }
  for (auto& s : objs) {
    s->fence.reset();
    s->points.clear();
  }
  return 0;
}

int Device::syncobj_signal(Call& c) {
  auto* a = static_cast<drm_syncobj_array*>(c.data);
  if (a->pad || a->count_handles == 0 || a->count_handles > kMaxSyncobjArray)
    return bad("syncobj/count", -EINVAL, "signal count " + std::to_string(a->count_handles));
  std::vector<uint32_t> h(a->count_handles);
  if (!c.user.copy_in(h.data(), a->handles, h.size() * sizeof(uint32_t)))
    return bad("syncobj/fault", -EFAULT, "signal handles not readable");
  std::vector<std::shared_ptr<Syncobj>> objs;
  for (uint32_t v : h) {
    auto s = lookup_syncobj(c.file, v);
    if (!s) return bad("syncobj/handle", -EINVAL, "no syncobj " + std::to_string(v));
    objs.push_back(std::move(s));
  }
  for (auto& s : objs) {
    s->points.clear();
    s->fence = cp::Fence::signaled(fences_);
  }
  fences_.cv().notify_all();
  return 0;
}

int Device::syncobj_timeline_signal(Call& c) {
  auto* a = static_cast<drm_syncobj_timeline_array*>(c.data);
  if (a->flags || a->count_handles == 0 || a->count_handles > kMaxSyncobjArray)
    return bad("syncobj/count", -EINVAL, "timeline signal count/flags");
  std::vector<uint32_t> h(a->count_handles);
  std::vector<uint64_t> p(a->count_handles);
  if (!c.user.copy_in(h.data(), a->handles, h.size() * sizeof(uint32_t)) ||
      !c.user.copy_in(p.data(), a->points, p.size() * sizeof(uint64_t)))
    return bad("syncobj/fault", -EFAULT, "timeline signal arrays not readable");
  std::vector<std::shared_ptr<Syncobj>> objs;
  for (uint32_t v : h) {
    auto s = lookup_syncobj(c.file, v);
    if (!s) return bad("syncobj/handle", -EINVAL, "no syncobj " + std::to_string(v));
    objs.push_back(std::move(s));
  }
  for (size_t i = 0; i < objs.size(); ++i) {
    auto stub = cp::Fence::signaled(fences_);
    if (p[i] == 0) {
      objs[i]->points.clear();
      objs[i]->fence = stub;
    } else {
      syncobj_add_point(*objs[i], p[i], stub);
    }
  }
  fences_.cv().notify_all();
  return 0;
}

int Device::syncobj_query(Call& c) {
  auto* a = static_cast<drm_syncobj_timeline_array*>(c.data);
  if ((a->flags & ~DRM_SYNCOBJ_QUERY_FLAGS_LAST_SUBMITTED) || a->count_handles == 0 ||
      a->count_handles > kMaxSyncobjArray)
    return bad("syncobj/count", -EINVAL, "query count/flags");
  std::vector<uint32_t> h(a->count_handles);
  if (!c.user.copy_in(h.data(), a->handles, h.size() * sizeof(uint32_t)))
    return bad("syncobj/fault", -EFAULT, "query handles not readable");
  std::vector<uint64_t> p(a->count_handles);
  for (size_t i = 0; i < h.size(); ++i) {
    auto s = lookup_syncobj(c.file, h[i]);
    if (!s) return bad("syncobj/handle", -EINVAL, "no syncobj " + std::to_string(h[i]));
    p[i] = (a->flags & DRM_SYNCOBJ_QUERY_FLAGS_LAST_SUBMITTED) ? syncobj_last_point(*s)
                                                               : syncobj_signaled_point(*s);
  }
  if (!c.user.copy_out(a->points, p.data(), p.size() * sizeof(uint64_t)))
    return bad("syncobj/fault", -EFAULT, "query points not writable");
  return 0;
}

int Device::syncobj_transfer(Call& c) {
  auto* a = static_cast<drm_syncobj_transfer*>(c.data);
  if (a->pad || (a->flags & ~DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT))
    return bad("syncobj/flags", -EINVAL, "transfer flags");
  auto src = lookup_syncobj(c.file, a->src_handle);
  auto dst = lookup_syncobj(c.file, a->dst_handle);
  if (!src || !dst) return bad("syncobj/handle", -ENOENT, "transfer handle unknown");
  auto fence = syncobj_fence(*src, a->src_point);
  if (!fence) return bad("syncobj/no-fence", -EINVAL, "transfer from a point with no fence");
  if (a->dst_point != 0) {
    syncobj_add_point(*dst, a->dst_point, std::move(fence));
  } else {
    dst->points.clear();
    dst->fence = std::move(fence);
  }
  fences_.cv().notify_all();
  return 0;
}

}  // namespace rdnavk::drm
