// The emulated GPU of one process: what the interposed libc functions talk to.
// The interposer is the one place with process-wide state, since the functions it
// replaces are process-wide; everything below it takes its owner as an argument.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "cp/command_processor.h"
#include "drm/device.h"
#include "drm/preload/app_guard.h"
#include "drm/preload/virtual_fs.h"
#include "exec/executor.h"

namespace rdnavk::trace {
class CaptureSink;
class TraceWriter;
}  // namespace rdnavk::trace

namespace rdnavk::drm {

struct SessionConfig {
  bool debug_ioctl = false;      // RDNAVK_DEBUG=ioctl
  std::string capture_path;      // RDNAVK_CAPTURE
  std::string capture_claim;     // RDNAVK_CAPTURE_CLAIM: a file whose creation claims capture_path
  std::string report_path;       // RDNAVK_REPORT ("%p" becomes the pid)
  bool debug_spirv = false;      // RDNAVK_DEBUG=spirv
  bool debug_validate = false;   // RDNAVK_DEBUG=validate
  bool debug_hoststats = false;  // RDNAVK_DEBUG=hoststats
  bool debug_denormguard = false;   // RDNAVK_DEBUG=denormguard
  bool debug_nosplit = false;       // RDNAVK_DEBUG=nosplit
  bool debug_nofastfloat = false;   // RDNAVK_DEBUG=nofastfloat
  bool debug_noregions = false;     // RDNAVK_DEBUG=noregions
  bool debug_noldsapart = false;    // RDNAVK_DEBUG=noldsapart
  bool debug_wavemem = false;       // RDNAVK_DEBUG=wavemem
  bool debug_ldsworkgroup = false;  // RDNAVK_DEBUG=ldsworkgroup
  bool debug_sync = false;          // RDNAVK_DEBUG=sync
  bool debug_gsbatch = false;       // RDNAVK_DEBUG=gsbatch
  bool debug_nokeep = false;        // RDNAVK_DEBUG=nokeep
  bool debug_noguard = false;       // RDNAVK_DEBUG=noguard
  std::string host_device;          // RDNAVK_DEVICE
  static SessionConfig from_environment();
};

class Session {
 public:
  // The process's session, made on first use. Never destroyed: libraries' own exit
  // handlers may still close or ioctl the render node after ours have run.
  static Session& get();
  // The process's session when one has been made, else null (it makes none).
  static Session* existing();

  const VirtualFs& fs() const { return fs_; }
  const SessionConfig& config() const { return config_; }

  // Opens one file of the render node (or the primary node); returns its device
  // file id or -errno.
  int open_file(bool primary);
  // The node a file was opened on.
  const VirtualFs::Node& node_of(uint32_t file);
  void close_file(uint32_t file);
  Device* device() { return device_.get(); }
  // The guard of the application's mappings of buffers (decision record
  // 0047), once the device has started; null where there is none.
  AppGuard* app_guard() { return app_guard_ready_.load() ? app_guard_.get() : nullptr; }

  // At exit, before any exit handler runs (exit_hooks.cpp): work not begun is
  // abandoned, the one host operation in progress is waited for, the capture
  // is finished and the report written (docs/decisions/0021-exit.md). Runs
  // once; later calls return at once.
  void finish();

 private:
  Session();
  bool start_device();  // with init_mutex_ held
  void write_report();

  SessionConfig config_;
  VirtualFs fs_;
  pid_t pid_;  // the process the session was made in; a forked child has no device thread
  std::mutex init_mutex_;
  std::unique_ptr<exec::LazyExecutor> executor_;
  std::unique_ptr<cp::CommandProcessor> cp_;
  std::unique_ptr<trace::CaptureSink> capture_;
  std::unique_ptr<AppGuard> app_guard_;
  std::atomic<bool> app_guard_ready_{false};
  std::unique_ptr<Device> device_;
  std::atomic<bool> finished_{false};
  std::mutex files_mutex_;
  std::map<uint32_t, bool> primary_files_;  // file -> opened on the primary node
  std::mutex error_mutex_;
  std::string capture_error_;  // guarded by error_mutex_
};

// Picks the node minors: the first of renderD128.. and of card0.. that the host lacks.
int choose_render_minor();
int choose_primary_minor();

}  // namespace rdnavk::drm
