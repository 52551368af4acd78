// The DRM core ioctls a render node answers (drivers/gpu/drm/drm_ioctl.c,
// drm_prime.c), apart from syncobjs (syncobj.cpp).
#include <fcntl.h>
#include <libdrm/drm.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "drm/device.h"
#include "drm/navi21_facts.h"

namespace rdnavk::drm {

namespace {
// DRM_IOCTL_VERSION copies each string up to the caller's length and answers the
// full length (drm_copy_field).
bool copy_field(UserMemory& user, uint64_t dst, __kernel_size_t* len, const char* value) {
  size_t n = std::strlen(value);
  size_t copy = std::min<size_t>(*len, n);
  *len = n;
  return copy == 0 || dst == 0 || user.copy_out(dst, value, copy);
}
}  // namespace

int Device::version(Call& c) {
  auto* v = static_cast<drm_version*>(c.data);
  navi21::DrmVersion dv = navi21::drm_version();
  v->version_major = dv.major;
  v->version_minor = dv.minor;
  v->version_patchlevel = dv.patch;
  if (!copy_field(c.user, reinterpret_cast<uint64_t>(v->name), &v->name_len, dv.name) ||
      !copy_field(c.user, reinterpret_cast<uint64_t>(v->date), &v->date_len, dv.date) ||
      !copy_field(c.user, reinterpret_cast<uint64_t>(v->desc), &v->desc_len, dv.desc))
    return bad("version/fault", -EFAULT, "string buffer not writable");
  return 0;
}

int Device::get_cap(Call& c) {
  auto* cap = static_cast<drm_get_cap*>(c.data);
  // amdgpu is a modesetting driver, so a render node answers the KMS capabilities
  // too (drm_getcap); these are the values amdgpu's display code sets.
  switch (cap->capability) {
    case DRM_CAP_TIMESTAMP_MONOTONIC:
      cap->value = 1;
      return 0;
    case DRM_CAP_PRIME:
      cap->value = DRM_PRIME_CAP_IMPORT | DRM_PRIME_CAP_EXPORT;
      return 0;
    case DRM_CAP_SYNCOBJ:
      cap->value = 1;
      return 0;
    case DRM_CAP_SYNCOBJ_TIMELINE:
      cap->value = 1;
      return 0;
    case DRM_CAP_DUMB_BUFFER:
      cap->value = 1;
      return 0;
    case DRM_CAP_VBLANK_HIGH_CRTC:
      cap->value = 1;
      return 0;
    case DRM_CAP_DUMB_PREFERRED_DEPTH:
      cap->value = 24;
      return 0;
    case DRM_CAP_DUMB_PREFER_SHADOW:
      cap->value = 1;
      return 0;
    case DRM_CAP_ASYNC_PAGE_FLIP:
      cap->value = 1;
      return 0;
    case DRM_CAP_CURSOR_WIDTH:
      cap->value = 128;
      return 0;
    case DRM_CAP_CURSOR_HEIGHT:
      cap->value = 128;
      return 0;
    case DRM_CAP_ADDFB2_MODIFIERS:
      cap->value = 1;
      return 0;
    case DRM_CAP_PAGE_FLIP_TARGET:
      cap->value = 1;
      return 0;
    case DRM_CAP_CRTC_IN_VBLANK_EVENT:
      cap->value = 1;
      return 0;
    default:
      return bad("get_cap/unknown", -EINVAL, "capability " + std::to_string(cap->capability));
  }
}

int Device::set_client_cap(Call& c) {
  auto* a = static_cast<drm_set_client_cap*>(c.data);
  // The capabilities that change what mode-setting reports; with no display each
  // is accepted and changes nothing (drm_setclientcap's checks for a value of 0/1).
  switch (a->capability) {
    case DRM_CLIENT_CAP_STEREO_3D:
    case DRM_CLIENT_CAP_UNIVERSAL_PLANES:
    case DRM_CLIENT_CAP_ATOMIC:
    case DRM_CLIENT_CAP_ASPECT_RATIO:
    case DRM_CLIENT_CAP_WRITEBACK_CONNECTORS:
      return a->value > 1 ? bad("client_cap/value", -EINVAL, "value above 1") : 0;
    default:
      return bad("client_cap/unknown", -EINVAL, "capability " + std::to_string(a->capability));
  }
}

int Device::get_magic(Call& c) {
  // The magic a primary-node client hands its compositor to be authenticated.
  static_cast<drm_auth*>(c.data)->magic = c.file.id;
  return 0;
}

int Device::get_client(Call& c) {
  // drm_getclient answers for index 0 only: the caller itself, authenticated.
  // libdrm's amdgpu_device_initialize asks it on a primary node.
  auto* a = static_cast<drm_client*>(c.data);
  if (a->idx != 0)
    return bad("get_client/index", -EINVAL, "client index " + std::to_string(a->idx));
  a->auth = 1;
  a->pid = static_cast<unsigned long>(getpid());
  a->uid = static_cast<unsigned long>(getuid());
  a->magic = 0;
  a->iocs = 0;
  return 0;
}

int Device::auth_magic(Call& c) {
  auto* a = static_cast<drm_auth*>(c.data);
  // libdrm's drmIsMaster() probes with magic 0, which no client has: the kernel's
  // -EINVAL (rather than -EACCES) tells it the caller is master. Not a guest error.
  if (a->magic == 0) return -EINVAL;
  if (!files_.count(a->magic)) return bad("auth/magic", -EINVAL, "unknown magic");
  return 0;
}

int Device::master(Call&) {
  // Every primary-node file is authenticated already; master status decides only
  // mode-setting, which the device has none of.
  return 0;
}

int Device::gem_close(Call& c) {
  auto* a = static_cast<drm_gem_close*>(c.data);
  auto it = c.file.bos.find(a->handle);
  if (it == c.file.bos.end())
    return bad("gem_close/handle", -EINVAL, "no buffer " + std::to_string(a->handle));
  c.file.bos.erase(it);
  return 0;
}

int Device::prime_handle_to_fd(Call& c) {
  auto* a = static_cast<drm_prime_handle*>(c.data);
  if (a->flags & ~static_cast<uint32_t>(DRM_CLOEXEC | DRM_RDWR))
    return bad("prime/flags", -EINVAL, "flags " + std::to_string(a->flags));
  auto bo = lookup_bo(c.file, a->handle);
  if (!bo) return bad("prime/handle", -ENOENT, "no buffer " + std::to_string(a->handle));
  // A buffer exported twice answers a new fd for the same dma-buf; finding it
  // again by any of them is what matters.
  int fd = make_export_fd("rdnavk-dmabuf", bo->size);
  if (fd < 0) return fd;
  if (!(a->flags & DRM_CLOEXEC)) fcntl(fd, F_SETFD, 0);
  uint64_t key;
  if (!fd_key(fd, &key)) {
    syscall(SYS_close, fd);
    return -EBADF;
  }
  exported_[key] = Exported{bo, nullptr, nullptr};
  a->fd = fd;
  return 0;
}

int Device::prime_fd_to_handle(Call& c) {
  auto* a = static_cast<drm_prime_handle*>(c.data);
  uint64_t key;
  if (!fd_key(a->fd, &key)) return bad("prime/fd", -EBADF, "fd not open");
  auto it = exported_.find(key);
  if (it == exported_.end() || !it->second.bo)
    return bad("prime/foreign", -EINVAL, "fd is not a dma-buf of this device");
  // The kernel answers the handle the file already has for the buffer.
  for (const auto& [h, bo] : c.file.bos) {
    if (bo == it->second.bo) {
      a->handle = h;
      return 0;
    }
  }
  a->handle = add_bo_handle(c.file, it->second.bo);
  return 0;
}

}  // namespace rdnavk::drm
