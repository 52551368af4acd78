#include "exec/executor.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <iterator>
#include <mutex>
#include <optional>
#include <vector>

#include "exec/compute_dispatch.h"
#include "exec/draw_runner.h"
#include "exec/guest_view.h"
#include "exec/host_limits.h"
#include "exec/module_cache.h"
#include "exec/program_reader.h"
#include "exec/status.h"
#include "exec/subgroup_probe.h"
#include "vk/compute_pipeline.h"
#include "vk/guest_memory.h"
#include "vk/host_buffer.h"
#include "vk/host_device.h"
#include "vk/host_queue.h"
#include "xlate/translator.h"

namespace rdnavk::exec {

namespace {

// Work not begun when the process exits (docs/decisions/0021-exit.md).
constexpr const char* kAbandonedAtExit = "abandoned-at-exit";

// The most dispatches queued and running between two settles: one status
// record each.
constexpr uint32_t kMaxQueued = 256;
// Queued dispatches go to the host device ahead of the settle, without waiting,
// in batches of this many (D72): the device runs them while the command
// processor reads on.
constexpr size_t kAheadBatch = 16;
// The LDS buffer's bytes (D55): 512 groups of the most LDS a group may have.
constexpr uint64_t kLdsBufferBytes = 32u << 20;

// A translated compute program: its pipeline and what the translator said of it.
struct ComputeModule {
  std::unique_ptr<vk::ComputePipeline> pipeline;
  xlate::CompiledModule module;
  double translate_ms = 0;
  bool dispatched = false;
};

}  // namespace

// A dispatch recorded but not yet submitted: its module, its parts and the
// status record it reports in.
struct QueuedDispatch {
  uint64_t packet_va = 0;
  uint8_t opcode = 0;
  const vk::ComputePipeline* pipeline = nullptr;
  std::vector<vk::ComputePipeline::Part> parts;
  uint32_t slot = 0;
};

struct Executor::Impl {
  vk::HostDevice& dev;
  ExecutorOptions options;
  bool statistics_missing_said = false;  // RDNAVK_DEBUG=hoststats on a device without them
  vk::GuestMemoryMirror mirror;
  GuestViews views;
  // One status record (xlate::StatusRecord) per queued dispatch; a draw,
  // which runs alone, takes the first.
  std::unique_ptr<vk::HostBuffer> status;
  // The LDS regions of the groups of modules whose LDS is in a buffer (D55),
  // made at the first such dispatch; parts of a dispatch and queued dispatches
  // run one after another, so each part's groups have them alone.
  std::unique_ptr<vk::HostBuffer> lds;
  std::mutex mutex;
  RefusalNames names;
  ModuleCache<xlate::ComputeKey, ComputeModule> compute_modules;
  ExecutorStats stats;
  // Null where there is none (ExecutorOptions::disk_cache_dir).
  std::unique_ptr<DiskModuleCache> disk;
  SubgroupProbe subgroups;
  // The dispatches since the last settle, all of one guest memory, in the
  // order they came: the first `ahead` of them submitted without waiting (D72),
  // the rest queued.
  std::vector<QueuedDispatch> queued;
  size_t ahead = 0;
  std::string ahead_error;  // a submission ahead failed: the rest are not submitted
  cp::GpuMemory* queued_memory = nullptr;
  std::vector<cp::SettledRefusal> refused;  // found by settles the CP did not ask for
  DrawRunner draws;

  Impl(vk::HostDevice& d, ExecutorOptions o)
      : dev(d),
        options(o),
        mirror(d),
        views(d, mirror),
        compute_modules(o.module_cache_capacity),
        disk(open_disk_cache(o, &stats)),
        draws(d, views, options, names, disk.get()) {}

  static std::unique_ptr<DiskModuleCache> open_disk_cache(const ExecutorOptions& o,
                                                          ExecutorStats* stats) {
    stats->disk_cache_off = o.disk_cache_off;
    if (o.disk_cache_dir.empty()) {
      if (stats->disk_cache_off.empty()) stats->disk_cache_off = "no folder given";
      return nullptr;
    }
    std::string error;
    auto c = DiskModuleCache::open(o.disk_cache_dir, o.disk_cache_max_bytes, translator_build_id(),
                                   &error);
    if (c)
      stats->disk_cache_dir = c->dir();
    else
      stats->disk_cache_off = error;
    return c;
  }

  bool exiting() const { return options.exiting != nullptr && options.exiting->load(); }

  ComputeModule* find_or_translate(const xlate::ComputeKey& key, const std::vector<uint8_t>& code,
                                   std::string* refusal, std::string* detail);
  cp::WorkOutcome run(const cp::DispatchWork& w, const cp::QueueState& q, cp::GpuMemory& m);
  // Submits the queued dispatches not yet submitted as one host submission,
  // without waiting.
  bool submit_ahead(std::string* error);
  // Submits the dispatches not yet submitted and waits for all; refusals go to
  // `refused`.
  void settle();
};

std::unique_ptr<Executor> Executor::create(vk::HostDevice& device, ExecutorOptions options,
                                           std::string* error) {
  const vk::HostCapabilities& c = device.info().caps;
  if (c.api_version < VK_API_VERSION_1_3 || !c.buffer_device_address || !c.shader_int64 ||
      !c.subgroup_size_control || !c.compute_full_subgroups) {
    *error = device.info().name +
             " lacks what translated modules need (Vulkan 1.3, buffer device addresses, "
             "64-bit integers, subgroup size control)";
    return nullptr;
  }
  auto impl = std::make_unique<Impl>(device, options);
  impl->status = vk::HostBuffer::create(device, sizeof(xlate::StatusRecord) * kMaxQueued, error);
  if (!impl->status) return nullptr;
  // Every module places its lanes by the host's subgroups (D10): what the
  // device reports of them is checked once before any module relies on it.
  impl->subgroups = probe_host_subgroups(device);
  return std::unique_ptr<Executor>(new Executor(std::move(impl)));
}

Executor::Executor(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Executor::~Executor() {
  // What is kept goes back to the buffers it was drawn in (their pages held).
  std::lock_guard lock(impl_->mutex);
  impl_->settle();
  impl_->draws.write_back_kept(Toucher::kExit, &impl_->stats);
}

std::string disk_cache_line(const ExecutorStats& s) {
  if (s.disk_cache_dir.empty()) return fmt::format("disk cache: off ({})", s.disk_cache_off);
  return fmt::format(
      "disk cache: {} modules loaded ({:.1f} ms), {} misses, {} stored, {} rejected, {} evicted "
      "({})",
      s.modules_loaded, s.disk_cache.load_ms, s.disk_cache.misses, s.disk_cache.stored,
      s.disk_cache.rejected, s.disk_cache.evicted, s.disk_cache_dir);
}

ExecutorStats Executor::stats() const {
  std::lock_guard lock(impl_->mutex);
  ExecutorStats s = impl_->stats;
  const ModuleCacheCounts& c = impl_->compute_modules.counts();
  s.module_cache_hits = c.hits;
  s.module_cache_misses = c.misses;
  s.module_cache_evictions = c.evictions;
  if (impl_->disk) s.disk_cache = impl_->disk->counts();
  s.attachments.dirty_now = impl_->draws.kept().dirty_count();
  const vk::HostQueue& hq = impl_->dev.host_queue();
  s.host_submissions = hq.submissions();
  s.host_busy_ns = hq.busy_ns();
  s.host_timed = hq.timed();
  return s;
}

cp::WorkOutcome Executor::draw(const cp::DrawWork& w, const cp::QueueState& q, cp::GpuMemory& m) {
  std::lock_guard lock(impl_->mutex);
  if (impl_->exiting()) return cp::work_refused(kAbandonedAtExit);
  // A host whose subgroups are not what it reports places no module's lanes
  // where the module thinks they are (decision record 0022).
  if (!impl_->subgroups.consistent)
    return cp::work_refused("host-subgroup-inconsistent",
                            fmt::format("{}: {}", impl_->dev.info().name, impl_->subgroups.why));
  if (!impl_->dev.info().caps.maximal_reconvergence)
    return cp::work_refused("host-maximal-reconvergence", impl_->dev.info().name);
  // The dispatches before it run first; a draw runs and is waited for alone.
  impl_->settle();
  return impl_->draws.run(w, q, m, *impl_->status, &impl_->stats);
}

cp::WorkOutcome Executor::dispatch(const cp::DispatchWork& w, const cp::QueueState& q,
                                   cp::GpuMemory& m) {
  std::lock_guard lock(impl_->mutex);
  // Its programs may read or write any page (decision record 0047).
  impl_->draws.write_back_kept(Toucher::kDispatch, &impl_->stats);
  return impl_->run(w, q, m);
}

void Executor::touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, cp::TouchKind kind) {
  std::lock_guard lock(impl_->mutex);
  impl_->draws.touch(m, va, size, kind == cp::TouchKind::kDma ? Toucher::kDma : Toucher::kCp,
                     &impl_->stats);
}

void Executor::submission_end(cp::GpuMemory& m) {
  (void)m;
  std::lock_guard lock(impl_->mutex);
  // The draw not waited for ends with its submission (its memory does).
  impl_->draws.finish_pending(&impl_->stats);
  // The fence comes next; the application may read the targets after it
  // through its own mappings: guarded there, or written back now.
  const KeptTargets& kept = impl_->draws.kept();
  if (impl_->options.guard_application && kept.any_dirty() &&
      impl_->options.guard_application(kept.dirty_spans()))
    return;
  impl_->draws.write_back_kept(Toucher::kSubmissionEnd, &impl_->stats);
}

void Executor::application_touch(uint64_t lo, uint64_t hi) {
  std::lock_guard lock(impl_->mutex);
  impl_->draws.touch_host(lo, hi, Toucher::kApplication, &impl_->stats);
}

void Executor::write_back_kept_at_exit() {
  std::lock_guard lock(impl_->mutex);
  impl_->draws.write_back_kept(Toucher::kExit, &impl_->stats);
}

void Executor::settle(std::vector<cp::SettledRefusal>* refused) {
  std::lock_guard lock(impl_->mutex);
  impl_->settle();
  // The draw not waited for, which queued dispatches do not follow.
  impl_->draws.finish_pending(&impl_->stats);
  impl_->draws.take_refusals(&impl_->refused);
  refused->insert(refused->end(), std::make_move_iterator(impl_->refused.begin()),
                  std::make_move_iterator(impl_->refused.end()));
  impl_->refused.clear();
}

bool Executor::samples_passed(uint64_t* count) const {
  std::lock_guard lock(impl_->mutex);
  *count = impl_->draws.samples_passed();
  return true;
}

bool Executor::Impl::submit_ahead(std::string* error) {
  if (!ahead_error.empty()) {
    *error = ahead_error;
    return false;
  }
  const size_t first = ahead;
  bool ok = dev.host_queue().begin(
      [&](VkCommandBuffer cmd) {
        for (size_t i = first; i < queued.size(); ++i) {
          // Each dispatch sees what the ones before it wrote (the queue orders
          // the submissions).
          if (i > first) vk::ComputePipeline::record_ordering(cmd);
          if (!queued[i].pipeline->record(cmd, queued[i].parts, error)) return false;
        }
        return true;
      },
      error);
  if (!ok) {
    ahead_error = *error;
    return false;
  }
  ahead = queued.size();
  return true;
}

void Executor::Impl::settle() {
  if (queued.empty()) return;
  // The dispatches a submission failed to carry, and those after them, did
  // not run; a failed wait leaves none known to have run.
  std::string error;
  if (ahead < queued.size()) submit_ahead(&error);
  const size_t submitted = ahead;
  std::string lost;
  const bool waited = dev.host_queue().wait(&lost);
  for (size_t i = 0; i < queued.size(); ++i) {
    const QueuedDispatch& d = queued[i];
    uint32_t word = 0;
    std::memcpy(&word, status->data() + sizeof(xlate::StatusRecord) * d.slot, 4);
    const bool ran = waited && i < submitted;
    const char* why = !ran ? "host-device-lost" : status_refusal(word);
    if (why != nullptr)
      refused.push_back({d.packet_va, d.opcode,
                         cp::work_refused(why, ran      ? ""
                                               : waited ? error
                                                        : lost)});
    else
      ++stats.dispatches_run;
  }
  queued.clear();
  ahead = 0;
  ahead_error.clear();
  views.finish(*queued_memory);
  queued_memory = nullptr;
}

// Called with the mutex held and nothing queued: an entry the cache evicts is
// not in use on the device.
ComputeModule* Executor::Impl::find_or_translate(const xlate::ComputeKey& key,
                                                 const std::vector<uint8_t>& code,
                                                 std::string* refusal, std::string* detail) {
  if (ComputeModule* hit = compute_modules.find(key, code)) return hit;
  // Adding a module may evict one that queued work still uses.
  settle();
  if (exiting()) {
    *refusal = kAbandonedAtExit;
    return nullptr;
  }
  auto t0 = std::chrono::steady_clock::now();
  // A module from the disk cache is one this build translated from these
  // bytes for this key; RDNAVK_DEBUG=spirv asks for its text, which only a
  // translation makes.
  const bool from_disk = disk != nullptr && !options.dump_spirv;
  std::optional<xlate::CompiledModule> loaded;
  if (from_disk) loaded = disk->find(CachedStage::kCompute, key_words(key), code);
  xlate::TranslateResult r;
  if (loaded) {
    r.ok = true;
    r.module = std::move(*loaded);
  } else {
    r = xlate::translate_compute(code, key);
  }
  if (options.dump_spirv && !r.module.assembly.empty())
    fmt::print(stderr, "; rdnavk: module for a program of {} bytes{}\n{}\n", r.module.code_bytes,
               r.module.split_waves               ? "; waves split into host subgroups"
               : r.module.whole_waves_why.empty() ? ""
                                                  : "; waves whole: " + r.module.whole_waves_why,
               r.module.assembly);
  if (!r.ok) {
    *refusal = r.refusal;
    *detail = r.detail;
    return nullptr;
  }
  // A workgroup past the host's limits is not made at all (D33).
  if (std::string why =
          host_limits_refusal(r.module, ModuleStage::kCompute, dev.info().caps, detail);
      !why.empty()) {
    *refusal = why;
    return nullptr;
  }
  // The host's compiler is the costly part: not for a program no one will run.
  if (exiting()) {
    *refusal = kAbandonedAtExit;
    return nullptr;
  }
  auto t_made = std::chrono::steady_clock::now();
  auto pipeline =
      vk::ComputePipeline::create(dev, r.module.spirv, sizeof(xlate::ComputePush), detail,
                                  r.module.required_subgroup, r.module.local_size);
  stats.pipeline_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t_made).count();
  if (!pipeline) {
    *refusal = "host-pipeline";
    return nullptr;
  }
  if (from_disk && !loaded) disk->store(CachedStage::kCompute, key_words(key), r.module, code);
  if (options.host_statistics) {
    if (!dev.captures_statistics()) {
      if (!statistics_missing_said) {
        statistics_missing_said = true;
        fmt::print(stderr,
                   "rdnavk: RDNAVK_DEBUG=hoststats: {} does not offer its compiler's "
                   "statistics (VK_KHR_pipeline_executable_properties)\n",
                   dev.info().name);
      }
    } else {
      for (const std::string& line : pipeline->statistics())
        fmt::print(stderr, "rdnavk: compute module for a program of {} bytes{}: {}\n",
                   r.module.code_bytes, r.module.split_waves ? ", waves split" : "", line);
    }
  }
  auto t1 = std::chrono::steady_clock::now();
  double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  if (loaded) {
    ++stats.modules_loaded;
  } else {
    stats.translate_ms += std::chrono::duration<double, std::milli>(t_made - t0).count();
    ++stats.modules_translated;
  }
  if (r.module.split_waves) ++stats.modules_split;
  auto c = std::make_unique<ComputeModule>();
  c->translate_ms = ms;
  c->pipeline = std::move(pipeline);
  c->module = std::move(r.module);
  std::span<const uint8_t> bytes(code.data(), c->module.code_bytes);
  return compute_modules.add(key, bytes, std::move(c));
}

cp::WorkOutcome Executor::Impl::run(const cp::DispatchWork& w, const cp::QueueState& q,
                                    cp::GpuMemory& m) {
  if (exiting()) return cp::work_refused(kAbandonedAtExit);
  const regs::RegisterState& R = q.regs;
  regs::ComputeDispatchInitiator init{w.initiator};
  if (!init.compute_shader_en()) return cp::work_done();  // nothing launched
  if (init.ordered_append_enbl()) return cp::work_refused("ordered-append");
  if (w.groups[0] == 0 || w.groups[1] == 0 || w.groups[2] == 0) return cp::work_done();
  if (!subgroups.consistent)
    return cp::work_refused("host-subgroup-inconsistent",
                            fmt::format("{}: {}", dev.info().name, subgroups.why));
  // A wave's lanes must reach each cross-lane step together (D31).
  if (!dev.info().caps.maximal_reconvergence)
    return cp::work_refused("host-maximal-reconvergence", dev.info().name);
  uint32_t first[3], count[3];
  if (const char* why = dispatch_range(w, R, first, count)) return cp::work_refused(why);
  // A grid the host cannot launch in one dispatch (the guest's counts are 32-bit).
  for (int d = 0; d < 3; ++d)
    if (count[d] > dev.info().caps.max_group_count[d])
      return cp::work_refused("dispatch-too-large");

  xlate::ComputeKey key =
      compute_key(init, R, dev.info(), options.guard_denormals, options.split_waves);
  key.crosslane_in_memory = options.crosslane_in_memory;
  // llvmpipe makes each lane's access to workgroup memory a loop over the
  // lanes with a stack slot, and a buffer's a gather (D55).
  key.lds_in_buffer = options.lds_in_buffer && dev.info().driver == VK_DRIVER_ID_MESA_LLVMPIPE;
  key.speculate_floats = options.speculate_floats;
  key.memory_regions = options.memory_regions;
  key.lds_lanes_apart = options.lds_lanes_apart;
  std::vector<uint8_t> code = read_program(m, program_address(R));
  if (code.empty()) return cp::work_refused("program-unmapped");
  xlate::ComputePush push;
  if (const char* why = compute_push(w, R, key, &push)) return cp::work_refused(why);
  std::string refusal, detail;
  ComputeModule* mod = find_or_translate(key, code, &refusal, &detail);
  if (mod == nullptr) return cp::work_refused(names.intern(refusal), detail);
  // The module orders buffer accesses by region (D60): only where this
  // dispatch's descriptors put them apart; else the module that orders all.
  xlate::StatusRecord record;
  if (!mod->module.regions.empty()) {
    if (regions_apart(mod->module.regions, push.user_data, m, record.region_words)) {
      ++stats.dispatches_by_region;
    } else {
      ++stats.dispatches_regions_overlap;
      key.memory_regions = false;
      mod = find_or_translate(key, code, &refusal, &detail);
      if (mod == nullptr) return cp::work_refused(names.intern(refusal), detail);
    }
  }
  auto tmpring = regs::read_as<regs::kCOMPUTE_TMPRING_SIZE>(R);
  // A module with scratch needs a ring with at least a slot.
  if (mod->module.uses_scratch && tmpring.waves() == 0)
    return cp::work_refused("scratch-ring-too-small");
  uint64_t lds_groups = 0;
  if (uint32_t region = mod->module.lds_buffer_bytes) {
    if (!lds) {
      std::string error;
      lds = vk::HostBuffer::create(dev, kLdsBufferBytes, &error);
      if (!lds) return cp::work_refused("host-out-of-memory", error);
    }
    lds_groups = kLdsBufferBytes / region;
  }
  std::vector<GroupBox> boxes;
  if (!split_into_parts(count, mod->module.uses_scratch ? tmpring.waves() : 0,
                        mod->module.waves_per_group, lds_groups, &boxes))
    return cp::work_refused(mod->module.uses_scratch ? "scratch-ring-too-small"
                                                     : "dispatch-too-large");

  // Work on other memory (another submission's) is finished first: a batch is
  // of one memory, whose view it shares.
  if (queued_memory != nullptr && queued_memory != &m) settle();
  uint64_t table = 0;
  if (const char* why = views.prepare(m, &table, &detail)) return cp::work_refused(why, detail);
  if (queued.size() == kMaxQueued) settle();
  QueuedDispatch d;
  d.packet_va = w.packet_va;
  d.opcode = w.opcode;
  d.pipeline = mod->pipeline.get();
  d.slot = static_cast<uint32_t>(queued.size());
  push.page_table = table;
  // The record's border colour table is the registers' at this dispatch, not
  // at the submission's end.
  record.border_colours = border_colour_table(R);
  if (lds_groups != 0) record.lds = lds->address();
  push.status = status->address() + sizeof record * d.slot;
  std::memcpy(status->data() + sizeof record * d.slot, &record, sizeof record);
  d.parts.resize(boxes.size());
  for (size_t i = 0; i < boxes.size(); ++i) {
    push.scratch_first_group = boxes[i].first;
    for (int k = 0; k < 3; ++k) {
      d.parts[i].base[k] = boxes[i].base[k];
      d.parts[i].groups[k] = boxes[i].groups[k];
    }
    const auto* bytes = reinterpret_cast<const uint8_t*>(&push);
    d.parts[i].push.assign(bytes, bytes + sizeof push);
  }
  if (exiting()) return cp::work_refused(kAbandonedAtExit);
  queued.push_back(std::move(d));
  queued_memory = &m;
  if (options.sync && mod->dispatched) settle();
  if (queued.size() - ahead >= kAheadBatch) {
    std::string error;
    submit_ahead(&error);  // a failure is the settle's to report
  }
  if (!mod->dispatched) {
    // A module's first dispatch runs at once: lavapipe compiles its code there,
    // and the report times it.
    mod->dispatched = true;
    auto t0 = std::chrono::steady_clock::now();
    settle();
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    stats.first_dispatch_ms += ms;
    stats.slowest_module_ms = std::max(stats.slowest_module_ms, mod->translate_ms + ms);
  }
  return cp::work_done();
}

LazyExecutor::LazyExecutor(std::string device, ExecutorOptions options)
    : device_(std::move(device)), options_(options) {
  options_.exiting = &exiting_;
}
void LazyExecutor::settle(std::vector<cp::SettledRefusal>* refused) {
  if (executor_) executor_->settle(refused);
}
void LazyExecutor::touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, cp::TouchKind kind) {
  if (executor_) executor_->touch(m, va, size, kind);
}
void LazyExecutor::submission_end(cp::GpuMemory& m) {
  if (executor_) executor_->submission_end(m);
}
void LazyExecutor::application_touch(uint64_t lo, uint64_t hi) {
  if (executor_) executor_->application_touch(lo, hi);
}
void LazyExecutor::write_back_kept_at_exit() {
  if (executor_) executor_->write_back_kept_at_exit();
}
bool LazyExecutor::samples_passed(uint64_t* count) const {
  // No device started: no draw has been carried out.
  *count = 0;
  return executor_ ? executor_->samples_passed(count) : true;
}
LazyExecutor::~LazyExecutor() {
  executor_.reset();
  host_.reset();
}
cp::WorkOutcome LazyExecutor::dispatch(const cp::DispatchWork& w, const cp::QueueState& q,
                                       cp::GpuMemory& m) {
  // No host device is started for work no one will wait for.
  if (!executor_ && exiting_.load()) return cp::work_refused(kAbandonedAtExit);
  if (!start()) return cp::work_refused("host-device", error_);
  return executor_->dispatch(w, q, m);
}
cp::WorkOutcome LazyExecutor::draw(const cp::DrawWork& w, const cp::QueueState& q,
                                   cp::GpuMemory& m) {
  if (!executor_ && exiting_.load()) return cp::work_refused(kAbandonedAtExit);
  if (!start()) return cp::work_refused("host-device", error_);
  return executor_->draw(w, q, m);
}
int64_t LazyExecutor::host_validation_messages() const {
  if (!host_ || !host_->validating()) return -1;
  return static_cast<int64_t>(host_->validation_messages());
}
bool LazyExecutor::start() {
  if (executor_) return true;
  if (!error_.empty()) return false;
  vk::HostDeviceOptions host_options;
  host_options.validate = options_.validate;
  host_options.capture_statistics = options_.host_statistics;
  host_ = vk::HostDevice::create(device_, &error_, host_options);
  if (!host_) return false;
  executor_ = Executor::create(*host_, options_, &error_);
  return executor_ != nullptr;
}

}  // namespace rdnavk::exec
