// The application's memory as the kernel sees it: every pointer an ioctl carries is
// untrusted, and a bad one must answer -EFAULT rather than fault the process.
#pragma once

#include <cstddef>
#include <cstdint>

namespace rdnavk::drm {

class UserMemory {
 public:
  virtual ~UserMemory() = default;
  // copy_from_user / copy_to_user: true when all `n` bytes were copied.
  virtual bool copy_in(void* dst, uint64_t src, size_t n) = 0;
  virtual bool copy_out(uint64_t dst, const void* src, size_t n) = 0;
};

// The calling process's own memory, copied with process_vm_readv/writev: an
// unmapped or protected address makes the call fail with EFAULT instead of raising
// SIGSEGV.
class ProcessUserMemory final : public UserMemory {
 public:
  bool copy_in(void* dst, uint64_t src, size_t n) override;
  bool copy_out(uint64_t dst, const void* src, size_t n) override;
};

}  // namespace rdnavk::drm
