#include "drm/preload/session.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "drm/navi21_facts.h"
#include "pm4/packet.h"
#include "trace/capture_sink.h"
#include "trace/writer.h"

namespace rdnavk::drm {

namespace {
bool has_flag(const char* list, const char* flag) {
  if (list == nullptr) return false;
  std::string s = std::string(",") + list + ",";
  return s.find(std::string(",") + flag + ",") != std::string::npos;
}

std::string expand_pid(std::string s) {
  auto at = s.find("%p");
  if (at != std::string::npos) s.replace(at, 2, std::to_string(getpid()));
  return s;
}

std::string command_line() {
  std::ifstream f("/proc/self/cmdline", std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  for (char& ch : all)
    if (ch == '\0') ch = ' ';
  while (!all.empty() && all.back() == ' ') all.pop_back();
  return all;
}

PciIdentity navi21_pci() {
  navi21::PciIdentity facts = navi21::pci_identity();
  PciIdentity p;
  p.vendor = facts.vendor;
  p.device = facts.device;
  p.revision = facts.revision;
  return p;
}

void finish_at_exit() {
  Session::get().finish();
}

nlohmann::json occurrences(const std::map<std::string, cp::Occurrences>& m) {
  nlohmann::json t = nlohmann::json::object();
  for (const auto& [k, v] : m) t[k] = {{"count", v.count}, {"first", v.first}};
  return t;
}

void add_cp_report(nlohmann::json& j, const cp::CpReport& rep) {
  j["submissions"] = rep.submissions;
  j["submissions_by_ring"] = rep.submissions_by_ring;
  j["ibs"] = rep.ibs;
  j["ib_dwords"] = rep.dwords;
  j["packets"] = rep.packets;
  nlohmann::json by_op = nlohmann::json::object();
  for (int op = 0; op < 256; ++op) {
    if (rep.type3_by_opcode[op] == 0) continue;
    const char* name = pm4::opcode_name(static_cast<uint8_t>(op));
    char fallback[16];
    std::snprintf(fallback, sizeof(fallback), "OPCODE_0x%02X", op);
    by_op[name ? name : fallback] = rep.type3_by_opcode[op];
  }
  if (rep.type0_packets) by_op["TYPE0"] = rep.type0_packets;
  if (rep.type2_packets) by_op["TYPE2"] = rep.type2_packets;
  j["packets_by_opcode"] = by_op;
  j["register_writes"] = rep.register_writes;
  j["memory_packets"] = rep.memory_packets;
  j["skipped_packets"] = rep.skipped_packets;
  j["draws"] = rep.draws;
  j["dispatches"] = rep.dispatches;
  j["refusals"] = occurrences(rep.refusals);
  j["stream_errors"] = occurrences(rep.stream_errors);
}

void add_executor_stats(nlohmann::json& j, const exec::ExecutorStats& s) {
  const exec::KeptCounts& k = s.attachments;
  nlohmann::json touches = nlohmann::json::object();
  for (size_t i = 0; i < exec::kToucherKinds; ++i)
    if (k.touches[i] != 0)
      touches[exec::toucher_name(static_cast<exec::Toucher>(i))] = k.touches[i];
  j["attachments"] = {{"seeded", s.targets_seeded},
                      {"written_back", s.targets_written_back},
                      {"kept", k.kept},
                      {"kept_written_back", k.written_back},
                      {"redone", k.redone},
                      {"reseeded", k.reseeded},
                      {"dirty", k.dirty_now},
                      {"unwaited", k.unwaited},
                      {"touches", std::move(touches)}};
  j["executor"] = {{"dispatches_run", s.dispatches_run},
                   {"draws_run", s.draws_run},
                   {"streamout_passes", s.streamout_passes},
                   {"geometry_passes", s.geometry_passes},
                   {"modules_translated", s.modules_translated},
                   {"modules_split", s.modules_split},
                   {"dispatches_by_region", s.dispatches_by_region},
                   {"dispatches_regions_overlap", s.dispatches_regions_overlap},
                   {"modules_loaded", s.modules_loaded},
                   {"translate_ms", s.translate_ms},
                   {"pipeline_ms", s.pipeline_ms},
                   {"first_dispatch_ms", s.first_dispatch_ms},
                   {"slowest_module_ms", s.slowest_module_ms},
                   {"host_submissions", s.host_submissions},
                   {"host_busy_ms",
                    s.host_timed ? nlohmann::json(s.host_busy_ns / 1e6) : nlohmann::json(nullptr)},
                   {"module_cache",
                    {{"hits", s.module_cache_hits},
                     {"misses", s.module_cache_misses},
                     {"evictions", s.module_cache_evictions}}},
                   {"disk_cache",
                    {{"dir", s.disk_cache_dir},
                     {"off", s.disk_cache_off},
                     {"hits", s.disk_cache.hits},
                     {"misses", s.disk_cache.misses},
                     {"stored", s.disk_cache.stored},
                     {"rejected", s.disk_cache.rejected},
                     {"evicted", s.disk_cache.evicted},
                     {"load_ms", s.disk_cache.load_ms}}}};
}
}  // namespace

SessionConfig SessionConfig::from_environment() {
  SessionConfig c;
  const char* debug = std::getenv("RDNAVK_DEBUG");
  c.debug_ioctl = has_flag(debug, "ioctl");
  c.debug_spirv = has_flag(debug, "spirv");
  c.debug_validate = has_flag(debug, "validate");
  c.debug_hoststats = has_flag(debug, "hoststats");
  c.debug_denormguard = has_flag(debug, "denormguard");
  c.debug_nosplit = has_flag(debug, "nosplit");
  c.debug_nofastfloat = has_flag(debug, "nofastfloat");
  c.debug_noregions = has_flag(debug, "noregions");
  c.debug_noldsapart = has_flag(debug, "noldsapart");
  c.debug_wavemem = has_flag(debug, "wavemem");
  c.debug_ldsworkgroup = has_flag(debug, "ldsworkgroup");
  c.debug_sync = has_flag(debug, "sync");
  c.debug_gsbatch = has_flag(debug, "gsbatch");
  c.debug_nokeep = has_flag(debug, "nokeep");
  c.debug_noguard = has_flag(debug, "noguard");
  if (const char* d = std::getenv("RDNAVK_DEVICE")) c.host_device = d;
  if (const char* p = std::getenv("RDNAVK_CAPTURE")) c.capture_path = expand_pid(p);
  if (const char* p = std::getenv("RDNAVK_CAPTURE_CLAIM")) c.capture_claim = p;
  if (const char* p = std::getenv("RDNAVK_REPORT")) c.report_path = expand_pid(p);
  return c;
}

namespace {
int first_free_minor(const char* prefix, int first, int last) {
  for (int minor = first; minor < last; ++minor) {
    std::string path = std::string("/dev/dri/") + prefix + std::to_string(minor);
    struct stat st;
    if (syscall(SYS_newfstatat, AT_FDCWD, path.c_str(), &st, 0) != 0) return minor;
  }
  return last;
}
}  // namespace

int choose_render_minor() {
  return first_free_minor("renderD", 128, 191);
}
int choose_primary_minor() {
  return first_free_minor("card", 0, 63);
}

namespace {
std::atomic<Session*> g_session{nullptr};
}  // namespace

Session& Session::get() {
  static Session* session = [] {
    auto* s = new Session();
    g_session.store(s);
    return s;
  }();
  return *session;
}

Session* Session::existing() {
  return g_session.load();
}

Session::Session()
    : config_(SessionConfig::from_environment()),
      fs_(choose_render_minor(), choose_primary_minor(), navi21_pci()),
      pid_(getpid()) {}

bool Session::start_device() {
  if (device_) return true;
  cp::CpOptions cp_options;
  // The application's CPU may still write what a WAIT_REG_MEM waits for (a host-set
  // event); give it a second before reporting the wait unsatisfied.
  cp_options.exec.wait_timeout = std::chrono::milliseconds(1000);
  cp_options.exec.gpu_counter_khz = navi21::device_info().gpu_counter_freq;
  exec::ExecutorOptions exec_options;
  exec_options.dump_spirv = config_.debug_spirv;
  exec_options.validate = config_.debug_validate;
  exec_options.host_statistics = config_.debug_hoststats;
  exec_options.guard_denormals = config_.debug_denormguard;
  exec_options.split_waves = !config_.debug_nosplit;
  exec_options.speculate_floats = !config_.debug_nofastfloat;
  exec_options.memory_regions = !config_.debug_noregions;
  exec_options.lds_lanes_apart = !config_.debug_noldsapart;
  exec_options.crosslane_in_memory = config_.debug_wavemem;
  exec_options.lds_in_buffer = !config_.debug_ldsworkgroup;
  exec_options.sync = config_.debug_sync;
  exec_options.gs_batch_one = config_.debug_gsbatch;
  if (config_.debug_nokeep) exec_options.kept_target_bytes = 0;
  exec::DiskCacheSettings disk = exec::disk_cache_settings(std::getenv("RDNAVK_DEBUG"));
  exec_options.disk_cache_dir = disk.dir;
  exec_options.disk_cache_max_bytes = disk.max_bytes;
  exec_options.disk_cache_off = disk.off;
  // Kept targets stay dirty past a submission's end where the application's
  // mappings are guarded (decision record 0047).
  exec_options.guard_application = [this](const std::vector<AppGuard::Span>& spans) {
    AppGuard* g = app_guard();
    return g != nullptr && g->guard(spans);
  };
  executor_ = std::make_unique<exec::LazyExecutor>(config_.host_device, exec_options);
  cp_ = std::make_unique<cp::CommandProcessor>(cp_options, executor_.get());
  if (finished_.load()) {
    // Opened by an exit handler: the device answers, but runs no work.
    executor_->stop_at_exit();
    cp_->stop_at_exit();
  }
  cp::SubmissionSink* sink = cp_.get();
  if (!config_.capture_path.empty() && !config_.capture_claim.empty()) {
    // Several processes of one command may use the GPU: the first to claim the
    // capture writes the named file, the others FILE.<pid>.
    int fd = static_cast<int>(syscall(SYS_openat, AT_FDCWD, config_.capture_claim.c_str(),
                                      O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0600));
    if (fd < 0)
      config_.capture_path += "." + std::to_string(getpid());
    else
      syscall(SYS_close, fd);
  }
  if (!config_.capture_path.empty()) {
    nlohmann::json dev = {{"device", "navi21"},
                          {"pci_id", "1002:73bf"},
                          {"marketing_name", "AMD Radeon RX 6800"},
                          {"command", command_line()}};
    std::string error;
    auto writer = trace::TraceWriter::create(config_.capture_path, dev.dump(), &error);
    if (!writer) {
      std::fprintf(stderr, "rdnavk: cannot capture to %s: %s\n", config_.capture_path.c_str(),
                   error.c_str());
      capture_error_ = error;
    } else {
      capture_ = std::make_unique<trace::CaptureSink>(
          std::move(writer), *cp_, [this](const std::string& why) {
            std::fprintf(stderr, "rdnavk: capture to %s stopped: %s\n",
                         config_.capture_path.c_str(), why.c_str());
            std::lock_guard lock(error_mutex_);
            capture_error_ = why;
          });
      sink = capture_.get();
    }
  }
  DeviceOptions opt;
  opt.print_errors = config_.debug_ioctl;
  device_ = Device::create(*sink, opt);
  if (!device_) return false;
  // Not under capture, which records guest memory at each submission's start
  // through its own view of the pages: the kept targets must be there.
  if (!capture_ && !config_.debug_nokeep && !config_.debug_noguard) {
    const mem::BoArena& arena = device_->arena();
    app_guard_ = AppGuard::create(arena.base(), arena.capacity(), [this](uint64_t lo, uint64_t hi) {
      executor_->application_touch(lo, hi);
    });
    app_guard_ready_.store(app_guard_ != nullptr);
  }
  std::atexit(finish_at_exit);
  return true;
}

int Session::open_file(bool primary) {
  uint32_t file;
  {
    std::lock_guard lock(init_mutex_);
    if (!start_device()) return -ENOMEM;
    file = device_->open_file(primary);
  }
  std::lock_guard lock(files_mutex_);
  primary_files_[file] = primary;
  return static_cast<int>(file);
}

void Session::close_file(uint32_t file) {
  if (device_) device_->close_file(file);
  std::lock_guard lock(files_mutex_);
  primary_files_.erase(file);
}

const VirtualFs::Node& Session::node_of(uint32_t file) {
  bool primary;
  {
    std::lock_guard lock(files_mutex_);
    auto it = primary_files_.find(file);
    primary = it != primary_files_.end() && it->second;
  }
  return *fs_.find(primary ? fs_.primary_node_path() : fs_.render_node_path());
}

void Session::finish() {
  // A forked child that exits has the parent's session but none of its threads:
  // waiting for them would never end, and the report is the parent's to write.
  if (getpid() != pid_) return;
  if (finished_.exchange(true)) return;
  {
    // A device that starts after this point starts stopped (start_device).
    std::lock_guard lock(init_mutex_);
    if (!device_) return;
  }
  // Nothing not yet begun starts: the exit handlers that run after this one
  // destroy what the translator and the host's compiler use.
  executor_->stop_at_exit();
  cp_->stop_at_exit();
  cp_->drain();  // the one submission in progress
  if (capture_) capture_->finish();
  cp_->drain();  // what the capture still forwarded is abandoned, not run
  // Targets still kept go back to the buffers they were drawn in: another
  // process may share them (decision record 0047).
  executor_->write_back_kept_at_exit();
  write_report();
}

void Session::write_report() {
  if (config_.report_path.empty() || !device_) return;
  cp::CpReport rep = cp_->report();
  DeviceStats stats = device_->stats();
  nlohmann::json j;
  j["rdnavk_report"] = 1;
  j["pid"] = getpid();
  j["command"] = command_line();
  j["device"] = {{"name", "AMD Radeon RX 6800"}, {"pci_id", "1002:73bf"}};
  j["ioctls"] = stats.ioctls;
  j["buffers_created"] = stats.bos_created;
  j["buffer_bytes_peak"] = stats.bo_bytes_peak;
  add_cp_report(j, rep);
  nlohmann::json ioctl = nlohmann::json::object();
  for (const auto& [k, v] : device_->errors().entries())
    ioctl[k] = {{"count", v.count}, {"first", v.first}};
  j["ioctl_errors"] = ioctl;
  if (int64_t v = executor_->host_validation_messages(); v >= 0) j["host_validation_messages"] = v;
  if (const exec::Executor* e = executor_->executor()) {
    add_executor_stats(j, e->stats());
    // How the application's own accesses reach kept targets (decision record
    // 0047): its mappings guarded, or everything written back at each
    // submission's end.
    AppGuard* g = app_guard();
    j["attachments"]["guard"] = g != nullptr ? "userfaultfd" : "submission_end";
    if (g != nullptr) j["attachments"]["application_faults"] = g->faults();
  }
  std::string capture_error;
  {
    std::lock_guard lock(error_mutex_);
    capture_error = capture_error_;
  }
  if (capture_ && capture_error.empty()) {
    auto ts = capture_->stats();
    j["capture"] = {{"path", config_.capture_path},
                    {"submissions", ts.submissions},
                    {"memory_bytes_seen", ts.memory_bytes_seen},
                    {"unique_bytes_stored", ts.unique_bytes_stored},
                    {"file_bytes", ts.file_bytes}};
  } else if (!capture_error.empty()) {
    j["capture"] = {{"path", config_.capture_path}, {"error", capture_error}};
  }
  std::string tmp = config_.report_path + ".tmp";
  {
    std::ofstream out(tmp);
    out << j.dump(1) << "\n";
  }
  std::rename(tmp.c_str(), config_.report_path.c_str());
}

}  // namespace rdnavk::drm
