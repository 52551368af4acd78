// Carries out the command processor's work on the host Vulkan device: for a
// dispatch, reads the COMPUTE_* registers of the ring (compute_dispatch.h),
// reads the program (program_reader.h) and finds its module in the cache or
// translates it (xlate/), makes guest memory reachable by device address
// (guest_view.h) and queues the dispatch. The queued dispatches go to the
// device's HostQueue as one submission when the command processor settles
// (cp::WorkSink), and are waited for, so that every store is in guest memory
// before the packet that needs it and before the submission's fences signal.
// Draws are refused until the graphics translator exists.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cp/work.h"
#include "exec/attachment_counts.h"
#include "exec/disk_cache.h"

namespace rdnavk::vk {
class HostDevice;
}

namespace rdnavk::exec {

// A target as a draw left it, for debugging tools (`rdnavk replay --images`):
// its texels, rows packed. A colour target, or the depth or the stencil of the
// depth/stencil target.
struct DrawnTarget {
  enum class Kind : uint8_t { kColour, kDepth, kStencil };
  Kind kind = Kind::kColour;
  uint64_t submission = 0;  // the submission's number (cp::Submission::sequence)
  uint64_t draw = 0;        // the draws carried out so far, this one counted
  unsigned target = 0;      // a colour target's location (D825)
  uint32_t width = 0, height = 0;
  bool bgra = false;         // colour: B8G8R8A8 rather than R8G8B8A8
  bool float32 = false;      // colour: R32G32B32A32 floats rather than 8-bit channels
  uint32_t depth_bytes = 0;  // depth: 2 (16-bit UNORM) or 4 (32-bit float); stencil: 1
  std::span<const uint8_t> texels;
};

struct ExecutorOptions {
  // RDNAVK_DEBUG=spirv: print each new module's SPIR-V assembly to stderr.
  bool dump_spirv = false;
  // RDNAVK_DEBUG=validate: the Khronos validation layer checks the host device
  // that LazyExecutor starts (vk::HostDeviceOptions).
  bool validate = false;
  // RDNAVK_DEBUG=hoststats: print what the host's compiler reports for each new
  // compute module's pipeline (registers, binary size: the driver's
  // statistics), where the host device offers them.
  bool host_statistics = false;
  // RDNAVK_DEBUG=denormguard: treat the host as one that may flush float
  // denormals in every width (as NVIDIA's Vulkan driver may in f32 and f64), so
  // that the run-time check of each float op is made here too.
  bool guard_denormals = false;
  // RDNAVK_DEBUG=nosplit: never split a wave into its host subgroups (D23).
  bool split_waves = true;
  // RDNAVK_DEBUG=nofastfloat: every float instruction with the guest's rules
  // written out, never first by the host's arithmetic alone (D48).
  bool speculate_floats = true;
  // RDNAVK_DEBUG=noregions: order every buffer access with every other, never
  // by regions whose descriptors the executor reads before the dispatch (D60).
  bool memory_regions = true;
  // RDNAVK_DEBUG=noldsapart: order every pair of a wave's LDS accesses where
  // one writes, never by the lanes' addresses (xlate::WaveKey::lds_lanes_apart,
  // D62).
  bool lds_lanes_apart = true;
  // RDNAVK_DEBUG=wavemem: where a host subgroup is exactly one wave, a compute
  // wave's cross-lane steps still meet through workgroup memory, as a mesh
  // wave's always do (xlate::WaveKey::crosslane_in_memory, D32).
  bool crosslane_in_memory = false;
  // RDNAVK_DEBUG=ldsworkgroup: a compute group's LDS is the host's workgroup
  // memory even where the host compiles a buffer's lane accesses better
  // (llvmpipe), rather than the group's region of a host buffer (D55).
  bool lds_in_buffer = true;
  // RDNAVK_DEBUG=sync: run each dispatch by itself and wait for it, rather than
  // queueing it until the command processor settles (D24); wait for every
  // draw too (D47 leaves one whose targets all stay kept running).
  bool sync = false;
  // RDNAVK_DEBUG=gsbatch: a legacy geometry pass runs one workgroup a batch
  // (D45), each batch's strips stored and drawn before the next.
  bool gs_batch_one = false;
  // The most bytes of colour targets (host images, staging and the guest
  // bytes they were seeded from) kept on the host device between draws
  // (decision record 0047); RDNAVK_DEBUG=nokeep makes it 0: every target is
  // written back after each draw.
  uint64_t kept_target_bytes = uint64_t{512} << 20;
  // At a submission's end, with the process's bytes of the dirty kept
  // targets' pages: true where the application's own mappings of them are
  // guarded from now on (its first access has them written back), so they
  // may stay dirty; otherwise (and where null) they are written back.
  std::function<bool(const std::vector<std::pair<uint64_t, uint64_t>>&)> guard_application;
  // Called after each draw carried out, for each of its colour targets and its
  // depth and stencil.
  std::function<void(const DrawnTarget&)> drawn_target;
  // The most modules kept; the least recently used goes first.
  size_t module_cache_capacity = 512;
  // The module cache on disk (disk_cache.h, decision record 0050): its folder
  // (empty: none; disk_cache_off says why) and its most bytes.
  std::string disk_cache_dir;
  uint64_t disk_cache_max_bytes = 0;
  std::string disk_cache_off;
  // Set when the process exits (docs/decisions/0021-exit.md): a dispatch not
  // yet begun, a translation and a host pipeline not yet started are refused
  // `abandoned-at-exit`. Null: never.
  const std::atomic<bool>* exiting = nullptr;
};

struct ExecutorStats {
  uint64_t dispatches_run = 0;
  uint64_t draws_run = 0;
  uint64_t streamout_passes = 0;  // legacy programs' streamout stores carried out (D44)
  uint64_t geometry_passes = 0;   // legacy geometry programs' batches run (D45)
  // Colour and depth targets read from guest memory before a draw, and
  // written back after one or later (decision record 0047).
  uint64_t targets_seeded = 0;
  uint64_t targets_written_back = 0;
  // Colour targets kept on the host device between draws (decision record
  // 0047); its write-backs are in targets_written_back too.
  KeptCounts attachments;
  uint64_t modules_translated = 0;
  uint64_t modules_split = 0;  // of those, with waves split into host subgroups (D23)
  // Dispatches of modules that order buffer accesses by region (D60): run so,
  // the executor having read their descriptors apart; or run by the module
  // that orders every access, the descriptors putting written bytes together.
  uint64_t dispatches_by_region = 0;
  uint64_t dispatches_regions_overlap = 0;
  uint64_t module_cache_hits = 0;
  uint64_t module_cache_misses = 0;
  uint64_t module_cache_evictions = 0;
  double translate_ms = 0;  // total, cold translations only (the translator's own work)
  // Total time the host device took to make compute pipelines of new modules
  // (vkCreateComputePipelines: lavapipe's NIR passes, not its code, which it
  // compiles at the first dispatch).
  double pipeline_ms = 0;
  // Modules read from the disk cache rather than translated, and what the
  // cache did (its folder, or why there is none).
  uint64_t modules_loaded = 0;
  DiskCacheCounts disk_cache;
  std::string disk_cache_dir;
  std::string disk_cache_off;
  // Total time of each module's first dispatch: lavapipe compiles a compute
  // pipeline's code there, not when the pipeline is made.
  double first_dispatch_ms = 0;
  // The slowest module: its translation, pipeline and first dispatch.
  double slowest_module_ms = 0;
  // The host queue's submissions (dispatches, draws and copies) and the host
  // device's own time running them, from its timestamps; 0 where the queue
  // has none (host_timed false).
  uint64_t host_submissions = 0;
  uint64_t host_busy_ns = 0;
  bool host_timed = false;
};

// The run report's line on the disk cache: what it loaded, missed, stored,
// rejected and evicted, and its folder; or why it is off.
std::string disk_cache_line(const ExecutorStats& s);

class Executor final : public cp::WorkSink {
 public:
  // nullptr with `*error` set when the host device lacks what the modules need
  // (Vulkan 1.3, buffer device addresses, 64-bit integers).
  static std::unique_ptr<Executor> create(vk::HostDevice& device, ExecutorOptions options,
                                          std::string* error);
  ~Executor() override;

  cp::WorkOutcome dispatch(const cp::DispatchWork& w, const cp::QueueState& q,
                           cp::GpuMemory& m) override;
  cp::WorkOutcome draw(const cp::DrawWork& w, const cp::QueueState& q, cp::GpuMemory& m) override;
  void settle(std::vector<cp::SettledRefusal>* refused) override;
  bool samples_passed(uint64_t* count) const override;
  void touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, cp::TouchKind kind) override;
  void submission_end(cp::GpuMemory& m) override;
  // The application reached the host bytes [lo, hi) of a guest buffer through
  // its own mapping: the kept targets there are written back.
  void application_touch(uint64_t lo, uint64_t hi);
  // Every kept target written back (`exit`).
  void write_back_kept_at_exit();

  ExecutorStats stats() const;

 private:
  struct Impl;
  explicit Executor(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The executor made with the first draw or dispatch, on the thread that hands it
// over (the command processor's): the host device starts only when there is
// work for it, and never inside the application's own Vulkan calls (RADV opens
// the render node from vkEnumeratePhysicalDevices). A host device that cannot
// start refuses every draw and dispatch as `host-device`.
class LazyExecutor final : public cp::WorkSink {
 public:
  // `device`: RDNAVK_DEVICE's substring of the host device's name, or empty.
  LazyExecutor(std::string device, ExecutorOptions options);
  ~LazyExecutor() override;
  cp::WorkOutcome dispatch(const cp::DispatchWork& w, const cp::QueueState& q,
                           cp::GpuMemory& m) override;
  cp::WorkOutcome draw(const cp::DrawWork& w, const cp::QueueState& q, cp::GpuMemory& m) override;
  void settle(std::vector<cp::SettledRefusal>* refused) override;
  bool samples_passed(uint64_t* count) const override;
  void touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, cp::TouchKind kind) override;
  void submission_end(cp::GpuMemory& m) override;
  void application_touch(uint64_t lo, uint64_t hi);
  void write_back_kept_at_exit();
  // Null until the first draw or dispatch.
  const Executor* executor() const { return executor_.get(); }
  // What the validation layer reported on the host device (RDNAVK_DEBUG=validate);
  // -1 when it is not checking (off, or no device started).
  int64_t host_validation_messages() const;
  // At process exit: from now on what has not begun is refused
  // `abandoned-at-exit` (a host device not yet started is not started).
  // Safe to call from any thread.
  void stop_at_exit() { exiting_.store(true); }

 private:
  bool start();
  std::string device_;
  std::atomic<bool> exiting_{false};
  ExecutorOptions options_;
  std::unique_ptr<vk::HostDevice> host_;
  std::unique_ptr<Executor> executor_;
  std::string error_;
};

}  // namespace rdnavk::exec
