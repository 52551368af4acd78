// The libc functions that make the emulated render node exist in this process:
// open/stat/readdir/realpath of its /dev and /sys files, and ioctl/mmap/close/dup of
// its file descriptors. Everything else passes through to the real functions.
//
// Pass-through uses raw system calls where libc adds nothing (open, ioctl, mmap,
// close, dup): the real symbol would need dlsym, which may allocate, which may mmap.
#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <libdrm/drm.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "drm/preload/fd_table.h"
#include "drm/preload/session.h"

using rdnavk::drm::FdTable;
using rdnavk::drm::Session;
using rdnavk::drm::VirtualFs;

namespace {

constinit FdTable g_fds;
std::atomic<bool> g_dmabuf_exported{false};

template <typename Fn>
Fn real_fn(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}
#define REAL(name)                                      \
  ([] {                                                 \
    static auto fn = real_fn<decltype(&::name)>(#name); \
    return fn;                                          \
  }())

int fail(int err) {
  errno = err;
  return -1;
}

// The guard of the application's mappings, where the session has one.
rdnavk::drm::AppGuard* app_guard() {
  Session* s = Session::existing();
  return s != nullptr ? s->app_guard() : nullptr;
}

// Only absolute paths under /dev and /sys can be ours; the first bytes decide it
// without touching the session.
bool maybe_ours(const char* path) {
  return path != nullptr && path[0] == '/' &&
         (std::strncmp(path, "/dev/dri", 8) == 0 || std::strncmp(path, "/sys/", 5) == 0);
}

const VirtualFs::Node* virtual_node(const char* path) {
  if (!maybe_ours(path)) return nullptr;
  return Session::get().fs().find(path);
}

// A symlink's node when its target is ours too.
const VirtualFs::Node* follow(const VirtualFs::Node* n) {
  if (n != nullptr && n->kind == VirtualFs::Kind::kSymlink)
    return Session::get().fs().find(n->real_path);
  return n;
}

int memfd_with(const std::string& content, const char* name, int flags) {
  int fd = static_cast<int>(syscall(SYS_memfd_create, name, (flags & O_CLOEXEC) ? MFD_CLOEXEC : 0));
  if (fd < 0) return -1;
  size_t done = 0;
  while (done < content.size()) {
    ssize_t w = write(fd, content.data() + done, content.size() - done);
    if (w <= 0) {
      syscall(SYS_close, fd);
      return fail(EIO);
    }
    done += static_cast<size_t>(w);
  }
  lseek(fd, 0, SEEK_SET);
  return fd;
}

const char* empty_directory() {
  static std::string path = [] {
    const char* tmp = std::getenv("TMPDIR");
    std::string p =
        std::string(tmp && *tmp ? tmp : "/tmp") + "/.rdnavk-empty-" + std::to_string(getuid());
    mkdir(p.c_str(), 0500);
    return p;
  }();
  return path.c_str();
}

int open_node(const VirtualFs::Node& node, int flags) {
  bool primary = node.minor < 128;
  int file = Session::get().open_file(primary);
  if (file < 0) return fail(-file);
  int fd = static_cast<int>(
      syscall(SYS_memfd_create, "rdnavk-render-node", (flags & O_CLOEXEC) ? MFD_CLOEXEC : 0));
  if (fd < 0) {
    int e = errno;
    Session::get().close_file(static_cast<uint32_t>(file));
    return fail(e);
  }
  g_fds.bind(fd, static_cast<uint32_t>(file));
  return fd;
}

int open_virtual(const VirtualFs::Node* n, const char* path, int flags) {
  n = follow(n);
  if (n == nullptr) return static_cast<int>(syscall(SYS_openat, AT_FDCWD, path, flags, 0));
  switch (n->kind) {
    case VirtualFs::Kind::kCharDevice:
      return open_node(*n, flags);
    case VirtualFs::Kind::kFile:
      if ((flags & O_ACCMODE) != O_RDONLY) return fail(EACCES);
      return memfd_with(n->content, "rdnavk-sysfs", flags);
    case VirtualFs::Kind::kDirectory:
      return static_cast<int>(syscall(SYS_openat, AT_FDCWD, empty_directory(),
                                      O_RDONLY | O_DIRECTORY | (flags & O_CLOEXEC), 0));
    case VirtualFs::Kind::kSymlink:
      break;
  }
  return fail(ENOENT);
}

int hooked_openat(int dirfd, const char* path, int flags, mode_t mode) {
  if (const VirtualFs::Node* n = virtual_node(path)) return open_virtual(n, path, flags);
  return static_cast<int>(syscall(SYS_openat, dirfd, path, flags, mode));
}

mode_t mode_arg(int flags, va_list ap) {
  return (flags & (O_CREAT | O_TMPFILE)) ? static_cast<mode_t>(va_arg(ap, int)) : 0;
}

template <typename Stat>
void fill_stat(const VirtualFs::Node& n, Stat* st) {
  std::memset(st, 0, sizeof(*st));
  st->st_nlink = 1;
  st->st_uid = getuid();
  st->st_gid = getgid();
  st->st_blksize = 4096;
  switch (n.kind) {
    case VirtualFs::Kind::kCharDevice:
      st->st_mode = S_IFCHR | 0666;
      st->st_rdev = makedev(VirtualFs::kDrmMajor, static_cast<unsigned>(n.minor));
      break;
    case VirtualFs::Kind::kDirectory:
      st->st_mode = S_IFDIR | 0755;
      st->st_nlink = 2;
      break;
    case VirtualFs::Kind::kFile:
      st->st_mode = S_IFREG | 0444;
      st->st_size = static_cast<off_t>(n.content.size());
      break;
    case VirtualFs::Kind::kSymlink:
      st->st_mode = S_IFLNK | 0777;
      st->st_size = static_cast<off_t>(n.content.size());
      break;
  }
}

// stat of a virtual path: 0 when answered, 1 when the path is not ours.
template <typename Stat>
int virtual_stat(const char* path, Stat* st, bool follow_links) {
  const VirtualFs::Node* n = virtual_node(path);
  if (n == nullptr) return 1;
  if (follow_links) {
    const VirtualFs::Node* t = follow(n);
    if (t == nullptr) return 1;  // a link out of our tree: the real target answers
    n = t;
  }
  fill_stat(*n, st);
  return 0;
}

template <typename Stat>
void fill_fd_stat(uint32_t file, Stat* st) {
  fill_stat(Session::get().node_of(file), st);
}

// Synthetic directory entries for /dev/dri and the virtual sysfs directories.
struct DirState {
  std::vector<std::string> names;
  size_t next = 0;
  bool real_done = false;
  dirent64 entry{};
};
std::mutex g_dirs_mutex;
std::map<DIR*, DirState>* g_dirs = nullptr;

template <typename Dirent>
Dirent* next_synthetic(DIR* d, Dirent* (*real_readdir)(DIR*)) {
  {
    std::lock_guard lock(g_dirs_mutex);
    if (g_dirs == nullptr || g_dirs->find(d) == g_dirs->end()) return real_readdir(d);
  }
  // The real directory's own entries first (for /dev/dri on a host with GPUs).
  Dirent* e = nullptr;
  {
    std::lock_guard lock(g_dirs_mutex);
    if (!(*g_dirs)[d].real_done) {
      e = real_readdir(d);
      if (e != nullptr) return e;
      (*g_dirs)[d].real_done = true;
    }
    DirState& s = (*g_dirs)[d];
    if (s.next >= s.names.size()) return nullptr;
    std::memset(&s.entry, 0, sizeof(s.entry));
    std::snprintf(s.entry.d_name, sizeof(s.entry.d_name), "%s", s.names[s.next].c_str());
    s.entry.d_ino = 0x7264000 + s.next;
    const VirtualFs::Node* n = Session::get().fs().find("/dev/dri/" + s.names[s.next]);
    s.entry.d_type = n != nullptr && n->kind == VirtualFs::Kind::kCharDevice ? DT_CHR : DT_DIR;
    s.entry.d_reclen = sizeof(s.entry);
    s.entry.d_off = static_cast<off64_t>(++s.next);
    return reinterpret_cast<Dirent*>(&s.entry);
  }
}

void track_dir(DIR* d, std::vector<std::string> names) {
  std::lock_guard lock(g_dirs_mutex);
  if (g_dirs == nullptr) g_dirs = new std::map<DIR*, DirState>();
  (*g_dirs)[d] = DirState{std::move(names)};
}

char* answer_realpath(const std::string& value, char* resolved) {
  if (value.size() >= PATH_MAX) {
    errno = ENAMETOOLONG;
    return nullptr;
  }
  if (resolved == nullptr) return strdup(value.c_str());
  std::memcpy(resolved, value.c_str(), value.size() + 1);
  return resolved;
}

}  // namespace

extern "C" {

__attribute__((visibility("default"))) int open(const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return hooked_openat(AT_FDCWD, path, flags, mode);
}

__attribute__((visibility("default"))) int open64(const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return hooked_openat(AT_FDCWD, path, flags, mode);
}

__attribute__((visibility("default"))) int openat(int dirfd, const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return hooked_openat(dirfd, path, flags, mode);
}

__attribute__((visibility("default"))) int openat64(int dirfd, const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return hooked_openat(dirfd, path, flags, mode);
}

// The _FORTIFY_SOURCE entry points.
__attribute__((visibility("default"))) int __open_2(const char* path, int flags) {
  return hooked_openat(AT_FDCWD, path, flags, 0);
}
__attribute__((visibility("default"))) int __open64_2(const char* path, int flags) {
  return hooked_openat(AT_FDCWD, path, flags, 0);
}
__attribute__((visibility("default"))) int __openat_2(int dirfd, const char* path, int flags) {
  return hooked_openat(dirfd, path, flags, 0);
}
__attribute__((visibility("default"))) int __openat64_2(int dirfd, const char* path, int flags) {
  return hooked_openat(dirfd, path, flags, 0);
}

__attribute__((visibility("default"))) FILE* fopen(const char* path, const char* mode) {
  if (const VirtualFs::Node* n = virtual_node(path)) {
    if (mode == nullptr || mode[0] != 'r' || std::strchr(mode, '+') != nullptr) {
      errno = EACCES;
      return nullptr;
    }
    int fd = open_virtual(n, path, O_RDONLY | (std::strchr(mode, 'e') ? O_CLOEXEC : 0));
    return fd < 0 ? nullptr : fdopen(fd, "r");
  }
  return REAL(fopen)(path, mode);
}

__attribute__((visibility("default"))) FILE* fopen64(const char* path, const char* mode) {
  return fopen(path, mode);
}

__attribute__((visibility("default"))) int close(int fd) {
  if (uint32_t file = g_fds.unbind(fd)) Session::get().close_file(file);
  return static_cast<int>(syscall(SYS_close, fd));
}

__attribute__((visibility("default"))) int dup(int old) {
  int fd = static_cast<int>(syscall(SYS_dup, old));
  if (fd >= 0) {
    if (uint32_t file = g_fds.file_of(old)) g_fds.bind(fd, file);
  }
  return fd;
}

static int hooked_dup3(int old, int fd, int flags, bool is_dup2) {
  if (is_dup2 && old == fd) return static_cast<int>(syscall(SYS_fcntl, old, F_GETFD) < 0 ? -1 : fd);
  uint32_t file = g_fds.file_of(old);
  int r = static_cast<int>(syscall(SYS_dup3, old, fd, flags));
  if (r >= 0) {
    if (uint32_t gone = g_fds.unbind(fd)) Session::get().close_file(gone);
    if (file) g_fds.bind(fd, file);
  }
  return r;
}

__attribute__((visibility("default"))) int dup2(int old, int fd) {
  return hooked_dup3(old, fd, 0, true);
}

__attribute__((visibility("default"))) int dup3(int old, int fd, int flags) {
  return hooked_dup3(old, fd, flags, false);
}

__attribute__((visibility("default"))) int fcntl(int fd, int cmd, ...) {
  va_list ap;
  va_start(ap, cmd);
  long arg = va_arg(ap, long);
  va_end(ap);
  int r = REAL(fcntl)(fd, cmd, arg);
  if (r >= 0 && (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC)) {
    if (uint32_t file = g_fds.file_of(fd)) g_fds.bind(r, file);
  }
  return r;
}

__attribute__((visibility("default"))) int fcntl64(int fd, int cmd, ...) {
  va_list ap;
  va_start(ap, cmd);
  long arg = va_arg(ap, long);
  va_end(ap);
  return fcntl(fd, cmd, arg);
}

__attribute__((visibility("default"))) int ioctl(int fd, unsigned long request, ...) {
  va_list ap;
  va_start(ap, request);
  void* arg = va_arg(ap, void*);
  va_end(ap);
  uint32_t file = g_fds.file_of(fd);
  if (file == 0) return static_cast<int>(syscall(SYS_ioctl, fd, request, arg));
  rdnavk::drm::ProcessUserMemory user;
  int r = Session::get().device()->ioctl(file, request, reinterpret_cast<uint64_t>(arg), user);
  if (r < 0) return fail(-r);
  if (_IOC_NR(request) == _IOC_NR(DRM_IOCTL_PRIME_HANDLE_TO_FD)) {
    g_dmabuf_exported.store(true, std::memory_order_relaxed);
    // Another process may map the buffer: its accesses are not guarded.
    if (rdnavk::drm::AppGuard* guard = app_guard()) guard->give_up();
  }
  return r;
}

__attribute__((visibility("default"))) void* mmap(void* addr, size_t len, int prot, int flags,
                                                  int fd, off_t offset) {
  rdnavk::drm::MmapTarget t;
  bool mapped = false;
  if (fd >= 0) {
    if (uint32_t file = g_fds.file_of(fd)) {
      if (!Session::get().device()->mmap_target(file, static_cast<uint64_t>(offset), len, &t)) {
        errno = EINVAL;
        return MAP_FAILED;
      }
      mapped = true;
    } else if (g_dmabuf_exported.load(std::memory_order_relaxed)) {
      mapped =
          Session::get().device() != nullptr &&
          Session::get().device()->dmabuf_mmap_target(fd, static_cast<uint64_t>(offset), len, &t);
    }
  }
  auto map = [&]() -> long {
    return mapped ? syscall(SYS_mmap, addr, len, prot, flags, t.fd, t.offset)
                  : syscall(SYS_mmap, addr, len, prot, flags, fd, offset);
  };
  // A mapping over a buffer's mapping replaces it: the guard of the
  // application's mappings (decision record 0047) forgets that one first.
  rdnavk::drm::AppGuard* guard = app_guard();
  // A private copy of a buffer's pages is not followed.
  if (mapped && guard != nullptr && (flags & MAP_SHARED) == 0) guard->give_up();
  long r = guard != nullptr && (flags & MAP_FIXED) != 0
               ? guard->unmapping(reinterpret_cast<uint64_t>(addr), len, map)
               : map();
  if (r != -1 && mapped && guard != nullptr && (flags & MAP_SHARED) != 0)
    guard->mapped(static_cast<uint64_t>(r), len, t.offset);
  return r == -1 ? MAP_FAILED : reinterpret_cast<void*>(r);
}

__attribute__((visibility("default"))) int munmap(void* addr, size_t len) {
  rdnavk::drm::AppGuard* guard = app_guard();
  auto unmap = [&]() -> long { return syscall(SYS_munmap, addr, len); };
  long r =
      guard != nullptr ? guard->unmapping(reinterpret_cast<uint64_t>(addr), len, unmap) : unmap();
  return r == -1 ? -1 : 0;
}

__attribute__((visibility("default"))) void* mremap(void* old_address, size_t old_size,
                                                    size_t new_size, int flags, ...) {
  void* new_address = nullptr;
  if (flags & MREMAP_FIXED) {
    va_list ap;
    va_start(ap, flags);
    new_address = va_arg(ap, void*);
    va_end(ap);
  }
  auto move = [&]() -> long {
    return syscall(SYS_mremap, old_address, old_size, new_size, flags, new_address);
  };
  // A buffer's mapping moved or grown is not followed: nothing is guarded
  // from now on.
  rdnavk::drm::AppGuard* guard = app_guard();
  if (guard != nullptr && guard->maps(reinterpret_cast<uint64_t>(old_address), old_size))
    guard->give_up();
  long r = move();
  return r == -1 ? MAP_FAILED : reinterpret_cast<void*>(r);
}

__attribute__((visibility("default"))) void* mmap64(void* addr, size_t len, int prot, int flags,
                                                    int fd, off64_t offset) {
  return mmap(addr, len, prot, flags, fd, offset);
}

__attribute__((visibility("default"))) int stat(const char* path, struct stat* st) {
  int r = virtual_stat(path, st, true);
  return r == 1 ? REAL(stat)(path, st) : r;
}
__attribute__((visibility("default"))) int stat64(const char* path, struct stat64* st) {
  int r = virtual_stat(path, st, true);
  return r == 1 ? REAL(stat64)(path, st) : r;
}
__attribute__((visibility("default"))) int lstat(const char* path, struct stat* st) {
  int r = virtual_stat(path, st, false);
  return r == 1 ? REAL(lstat)(path, st) : r;
}
__attribute__((visibility("default"))) int lstat64(const char* path, struct stat64* st) {
  int r = virtual_stat(path, st, false);
  return r == 1 ? REAL(lstat64)(path, st) : r;
}
__attribute__((visibility("default"))) int fstat(int fd, struct stat* st) {
  if (uint32_t file = g_fds.file_of(fd)) {
    fill_fd_stat(file, st);
    return 0;
  }
  return REAL(fstat)(fd, st);
}
__attribute__((visibility("default"))) int fstat64(int fd, struct stat64* st) {
  if (uint32_t file = g_fds.file_of(fd)) {
    fill_fd_stat(file, st);
    return 0;
  }
  return REAL(fstat64)(fd, st);
}
__attribute__((visibility("default"))) int fstatat(int dirfd, const char* path, struct stat* st,
                                                   int flags) {
  if (path != nullptr && path[0] == '\0' && (flags & AT_EMPTY_PATH)) return fstat(dirfd, st);
  int r = virtual_stat(path, st, !(flags & AT_SYMLINK_NOFOLLOW));
  return r == 1 ? REAL(fstatat)(dirfd, path, st, flags) : r;
}
__attribute__((visibility("default"))) int fstatat64(int dirfd, const char* path, struct stat64* st,
                                                     int flags) {
  if (path != nullptr && path[0] == '\0' && (flags & AT_EMPTY_PATH)) return fstat64(dirfd, st);
  int r = virtual_stat(path, st, !(flags & AT_SYMLINK_NOFOLLOW));
  return r == 1 ? REAL(fstatat64)(dirfd, path, st, flags) : r;
}

// The pre-2.33 glibc stat entry points, which binaries built against older glibc
// still call.
__attribute__((visibility("default"))) int __xstat(int, const char* path, struct stat* st) {
  return stat(path, st);
}
__attribute__((visibility("default"))) int __xstat64(int, const char* path, struct stat64* st) {
  return stat64(path, st);
}
__attribute__((visibility("default"))) int __lxstat(int, const char* path, struct stat* st) {
  return lstat(path, st);
}
__attribute__((visibility("default"))) int __lxstat64(int, const char* path, struct stat64* st) {
  return lstat64(path, st);
}
__attribute__((visibility("default"))) int __fxstat(int, int fd, struct stat* st) {
  return fstat(fd, st);
}
__attribute__((visibility("default"))) int __fxstat64(int, int fd, struct stat64* st) {
  return fstat64(fd, st);
}

__attribute__((visibility("default"))) int statx(int dirfd, const char* path, int flags,
                                                 unsigned int mask, struct statx* stx) {
  struct stat st;
  int r = 1;
  uint32_t file = g_fds.file_of(dirfd);
  if (path != nullptr && path[0] == '\0' && (flags & AT_EMPTY_PATH) && file) {
    fill_fd_stat(file, &st);
    r = 0;
  } else {
    r = virtual_stat(path, &st, !(flags & AT_SYMLINK_NOFOLLOW));
  }
  if (r == 1) return REAL(statx)(dirfd, path, flags, mask, stx);
  std::memset(stx, 0, sizeof(*stx));
  stx->stx_mask = STATX_BASIC_STATS;
  stx->stx_mode = static_cast<uint16_t>(st.st_mode);
  stx->stx_nlink = static_cast<uint32_t>(st.st_nlink);
  stx->stx_uid = st.st_uid;
  stx->stx_gid = st.st_gid;
  stx->stx_size = static_cast<uint64_t>(st.st_size);
  stx->stx_blksize = static_cast<uint32_t>(st.st_blksize);
  stx->stx_rdev_major = major(st.st_rdev);
  stx->stx_rdev_minor = minor(st.st_rdev);
  return 0;
}

__attribute__((visibility("default"))) int access(const char* path, int mode) {
  if (const VirtualFs::Node* n = follow(virtual_node(path))) {
    if ((mode & W_OK) && n->kind != VirtualFs::Kind::kCharDevice) return fail(EACCES);
    return 0;
  }
  return static_cast<int>(syscall(SYS_faccessat, AT_FDCWD, path, mode));
}

__attribute__((visibility("default"))) int faccessat(int dirfd, const char* path, int mode,
                                                     int flags) {
  if (virtual_node(path) != nullptr) return access(path, mode);
  return REAL(faccessat)(dirfd, path, mode, flags);
}

__attribute__((visibility("default"))) ssize_t readlink(const char* path, char* buf, size_t size) {
  if (const VirtualFs::Node* n = virtual_node(path)) {
    if (n->kind != VirtualFs::Kind::kSymlink) return fail(EINVAL);
    size_t len = std::min(size, n->content.size());
    std::memcpy(buf, n->content.data(), len);
    return static_cast<ssize_t>(len);
  }
  return static_cast<ssize_t>(syscall(SYS_readlinkat, AT_FDCWD, path, buf, size));
}

__attribute__((visibility("default"))) ssize_t readlinkat(int dirfd, const char* path, char* buf,
                                                          size_t size) {
  if (virtual_node(path) != nullptr) return readlink(path, buf, size);
  return static_cast<ssize_t>(syscall(SYS_readlinkat, dirfd, path, buf, size));
}

__attribute__((visibility("default"))) char* realpath(const char* path, char* resolved) {
  if (const VirtualFs::Node* n = virtual_node(path)) return answer_realpath(n->real_path, resolved);
  return REAL(realpath)(path, resolved);
}

__attribute__((visibility("default"))) char* __realpath_chk(const char* path, char* resolved,
                                                            size_t) {
  return realpath(path, resolved);
}

__attribute__((visibility("default"))) char* canonicalize_file_name(const char* path) {
  return realpath(path, nullptr);
}

__attribute__((visibility("default"))) DIR* opendir(const char* name) {
  if (name != nullptr &&
      (std::strcmp(name, "/dev/dri") == 0 || std::strcmp(name, "/dev/dri/") == 0)) {
    DIR* d = REAL(opendir)(name);
    if (d == nullptr) d = REAL(opendir)(empty_directory());
    if (d != nullptr)
      track_dir(d,
                {Session::get().fs().primary_node_name(), Session::get().fs().render_node_name()});
    return d;
  }
  if (const VirtualFs::Node* n = follow(virtual_node(name))) {
    if (n->kind != VirtualFs::Kind::kDirectory) {
      errno = ENOTDIR;
      return nullptr;
    }
    DIR* d = REAL(opendir)(empty_directory());
    if (d != nullptr) track_dir(d, n->entries);
    return d;
  }
  return REAL(opendir)(name);
}

__attribute__((visibility("default"))) struct dirent* readdir(DIR* d) {
  return next_synthetic<struct dirent>(d, REAL(readdir));
}

__attribute__((visibility("default"))) struct dirent64* readdir64(DIR* d) {
  return next_synthetic<struct dirent64>(d, REAL(readdir64));
}

__attribute__((visibility("default"))) void rewinddir(DIR* d) {
  {
    std::lock_guard lock(g_dirs_mutex);
    if (g_dirs != nullptr) {
      auto it = g_dirs->find(d);
      if (it != g_dirs->end()) {
        it->second.next = 0;
        it->second.real_done = false;
      }
    }
  }
  REAL(rewinddir)(d);
}

__attribute__((visibility("default"))) int closedir(DIR* d) {
  {
    std::lock_guard lock(g_dirs_mutex);
    if (g_dirs != nullptr) g_dirs->erase(d);
  }
  return REAL(closedir)(d);
}

}  // extern "C"
