// Fuzzes the decoding of ioctl arguments: sequences of ioctls, with argument structs
// and the memory their pointers reach taken from the input, on one device. Every
// malformed argument must end in an error code, never a crash or a read outside
// what the "user" memory holds.
#include <libdrm/amdgpu_drm.h>
#include <libdrm/drm.h>
#include <unistd.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "cp/submission.h"
#include "drm/device.h"

namespace {

using rdnavk::drm::Device;
using rdnavk::drm::UserMemory;

// The application's memory: the input's tail, placed at kBase. Pointers outside it
// fault.
constexpr uint64_t kBase = 0x10000000;

class FuzzUserMemory final : public UserMemory {
 public:
  explicit FuzzUserMemory(std::vector<uint8_t>& bytes) : bytes_(bytes) {}
  bool copy_in(void* dst, uint64_t src, size_t n) override {
    if (!inside(src, n)) return false;
    std::memcpy(dst, bytes_.data() + (src - kBase), n);
    return true;
  }
  bool copy_out(uint64_t dst, const void* src, size_t n) override {
    if (!inside(dst, n)) return false;
    std::memcpy(bytes_.data() + (dst - kBase), src, n);
    return true;
  }

 private:
  bool inside(uint64_t a, size_t n) const {
    return a >= kBase && n <= bytes_.size() && a - kBase <= bytes_.size() - n;
  }
  std::vector<uint8_t>& bytes_;
};

// Completes each submission at once: the command processor has a fuzzer of its own
// (cp_fuzz.cpp); here what matters is the ioctls' decoding.
class ImmediateSink final : public rdnavk::cp::SubmissionSink {
 public:
  void submit(std::shared_ptr<const rdnavk::cp::Submission>, Done done) override { done(); }
};

// The ioctls worth reaching, by the command the driver sends.
const unsigned long kRequests[] = {
    DRM_IOCTL_VERSION,
    DRM_IOCTL_GET_CAP,
    DRM_IOCTL_GEM_CLOSE,
    DRM_IOCTL_PRIME_HANDLE_TO_FD,
    DRM_IOCTL_PRIME_FD_TO_HANDLE,
    DRM_IOCTL_SYNCOBJ_CREATE,
    DRM_IOCTL_SYNCOBJ_DESTROY,
    DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD,
    DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE,
    DRM_IOCTL_SYNCOBJ_WAIT,
    DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT,
    DRM_IOCTL_SYNCOBJ_RESET,
    DRM_IOCTL_SYNCOBJ_SIGNAL,
    DRM_IOCTL_SYNCOBJ_TIMELINE_SIGNAL,
    DRM_IOCTL_SYNCOBJ_QUERY,
    DRM_IOCTL_SYNCOBJ_TRANSFER,
    DRM_IOCTL_AMDGPU_GEM_CREATE,
    DRM_IOCTL_AMDGPU_GEM_MMAP,
    DRM_IOCTL_AMDGPU_CTX,
    DRM_IOCTL_AMDGPU_BO_LIST,
    DRM_IOCTL_AMDGPU_CS,
    DRM_IOCTL_AMDGPU_INFO,
    DRM_IOCTL_AMDGPU_GEM_METADATA,
    DRM_IOCTL_AMDGPU_GEM_WAIT_IDLE,
    DRM_IOCTL_AMDGPU_GEM_VA,
    DRM_IOCTL_AMDGPU_WAIT_CS,
    DRM_IOCTL_AMDGPU_GEM_OP,
    DRM_IOCTL_AMDGPU_GEM_USERPTR,
    DRM_IOCTL_AMDGPU_WAIT_FENCES,
    DRM_IOCTL_AMDGPU_VM,
    DRM_IOCTL_AMDGPU_FENCE_TO_HANDLE,
    DRM_IOCTL_AMDGPU_SCHED,
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static ImmediateSink sink;
  rdnavk::drm::DeviceOptions opt;
  opt.arena_capacity = uint64_t{1} << 28;
  opt.max_wait = std::chrono::microseconds(100);  // a guest may ask to wait forever
  static std::unique_ptr<Device> device = Device::create(sink, opt);
  if (size < 2) return 0;
  // Layout: [n ioctls][n x (request index, argument size, argument bytes)] then the
  // user memory the rest of the input makes.
  size_t count = data[0] % 16;
  size_t at = 1;
  struct Call {
    unsigned long request;
    uint64_t arg;
  };
  std::vector<Call> calls;
  std::vector<uint8_t> user_bytes;
  std::vector<std::vector<uint8_t>> args;
  for (size_t i = 0; i < count && at + 2 <= size; ++i) {
    unsigned long req = kRequests[data[at] % (sizeof(kRequests) / sizeof(kRequests[0]))];
    // Some calls keep the driver's encoding, some get another size or direction.
    if (data[at] & 0x80)
      req = (req & ~(_IOC_SIZEMASK << _IOC_SIZESHIFT)) |
            (static_cast<unsigned long>(data[at + 1]) << _IOC_SIZESHIFT);
    size_t n = std::min<size_t>(_IOC_SIZE(req), size - at - 2);
    args.emplace_back(data + at + 2, data + at + 2 + n);
    args.back().resize(_IOC_SIZE(req));
    calls.push_back({req, 0});
    at += 2 + n;
  }
  user_bytes.assign(data + at, data + size);
  // Each argument sits in user memory too, after the tail.
  for (size_t i = 0; i < calls.size(); ++i) {
    calls[i].arg = kBase + user_bytes.size();
    user_bytes.insert(user_bytes.end(), args[i].begin(), args[i].end());
  }
  FuzzUserMemory user(user_bytes);
  uint32_t file = device->open_file();
  for (const Call& c : calls) {
    auto word_at = [&](size_t off, uint32_t* out) {
      size_t pos = c.arg - kBase + off;
      if (pos + 4 > user_bytes.size()) return false;
      std::memcpy(out, user_bytes.data() + pos, 4);
      return true;
    };
    uint32_t what = 0;
    if (c.request == DRM_IOCTL_AMDGPU_FENCE_TO_HANDLE)
      word_at(offsetof(drm_amdgpu_fence_to_handle, in.what), &what);
    int r = device->ioctl(file, c.request, c.arg, user);
    // Exported fds are real: close what a success handed out.
    size_t fd_at =
        c.request == DRM_IOCTL_PRIME_HANDLE_TO_FD || c.request == DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD ? 8
        : (c.request == DRM_IOCTL_AMDGPU_FENCE_TO_HANDLE && what != 0)                           ? 0
                                                                       : SIZE_MAX;
    uint32_t fd;
    if (r == 0 && fd_at != SIZE_MAX && word_at(fd_at, &fd) && static_cast<int32_t>(fd) > 2)
      close(static_cast<int>(fd));
  }
  device->close_file(file);
  return 0;
}
