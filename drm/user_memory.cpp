#include "drm/user_memory.h"

#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

namespace rdnavk::drm {

namespace {
// One process_vm_* call moves at most what fits in its iovec; loop until done or
// until the kernel reports a fault.
template <long Sysno>
bool transfer(void* local, uint64_t remote, size_t n) {
  auto* l = static_cast<uint8_t*>(local);
  size_t done = 0;
  pid_t self = static_cast<pid_t>(syscall(SYS_getpid));
  while (done < n) {
    if (remote + done < remote) return false;  // wraps
    iovec liov{l + done, n - done};
    iovec riov{reinterpret_cast<void*>(remote + done), n - done};
    long got = syscall(Sysno, self, &liov, 1, &riov, 1, 0);
    if (got <= 0) return false;
    done += static_cast<size_t>(got);
  }
  return true;
}
}  // namespace

bool ProcessUserMemory::copy_in(void* dst, uint64_t src, size_t n) {
  if (n == 0) return true;
  return transfer<SYS_process_vm_readv>(dst, src, n);
}

bool ProcessUserMemory::copy_out(uint64_t dst, const void* src, size_t n) {
  if (n == 0) return true;
  return transfer<SYS_process_vm_writev>(const_cast<void*>(src), dst, n);
}

}  // namespace rdnavk::drm
