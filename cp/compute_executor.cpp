#include "cp/compute_executor.h"

#include <fmt/format.h>

#include <chrono>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <vector>

#include "cp/module_cache.h"
#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"
#include "vk/compute_pipeline.h"
#include "vk/guest_memory.h"
#include "vk/host_buffer.h"
#include "vk/host_device.h"
#include "vk/va_table.h"
#include "xlate/translator.h"

namespace rdnavk::cp {

namespace {

constexpr uint64_t kPage = vk::VaTable::kPage;
// The most program bytes read from COMPUTE_PGM_LO/HI (the translator stops
// where every path ends; a program longer than this is refused).
constexpr uint64_t kMaxProgramBytes = 256 * 1024;

struct CachedModule {
  xlate::ComputeKey key;
  std::vector<uint8_t> bytes;  // the program as translated
  std::unique_ptr<vk::ComputePipeline> pipeline;
  xlate::CompiledModule module;
};

// Reads the program's bytes: page by page from its address until memory ends
// or the limit.
std::vector<uint8_t> read_program(const GpuMemory& m, uint64_t va) {
  std::vector<uint8_t> code;
  uint64_t at = va;
  while (code.size() < kMaxProgramBytes) {
    uint64_t n = kPage - (at % kPage);
    size_t old = code.size();
    code.resize(old + n);
    if (!m.read(at, {code.data() + old, n})) {
      code.resize(old);
      break;
    }
    at += n;
  }
  return code;
}

}  // namespace

struct ComputeExecutor::Impl {
  vk::HostDevice& dev;
  ComputeExecutorOptions options;
  vk::GuestMemoryMirror mirror;
  std::unique_ptr<vk::HostBuffer> status;
  std::mutex mutex;
  std::set<std::string> reasons;  // every refusal name handed out, kept for its address
  const char* intern(const std::string& s) { return reasons.insert(s).first->c_str(); }
  ModuleCache<CachedModule> cache;
  Stats stats;

  Impl(vk::HostDevice& d, ComputeExecutorOptions o) : dev(d), options(o), mirror(d) {}

  CachedModule* find_or_translate(const xlate::ComputeKey& key, const std::vector<uint8_t>& code,
                                  std::string* refusal, std::string* detail);
  WorkOutcome run(const DispatchWork& w, const QueueState& q, GpuMemory& m);
};

std::unique_ptr<ComputeExecutor> ComputeExecutor::create(vk::HostDevice& device,
                                                         ComputeExecutorOptions options,
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
  impl->status = vk::HostBuffer::create(device, 256, error);
  if (!impl->status) return nullptr;
  return std::unique_ptr<ComputeExecutor>(new ComputeExecutor(std::move(impl)));
}

ComputeExecutor::ComputeExecutor(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ComputeExecutor::~ComputeExecutor() = default;

ComputeExecutor::Stats ComputeExecutor::stats() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->stats;
}

WorkOutcome ComputeExecutor::draw(const DrawWork&, const QueueState&, GpuMemory&) {
  return work_refused("draw-not-translated");
}

WorkOutcome ComputeExecutor::dispatch(const DispatchWork& w, const QueueState& q, GpuMemory& m) {
  std::lock_guard lock(impl_->mutex);
  return impl_->run(w, q, m);
}

CachedModule* ComputeExecutor::Impl::find_or_translate(const xlate::ComputeKey& key,
                                                       const std::vector<uint8_t>& code,
                                                       std::string* refusal, std::string* detail) {
  if (CachedModule* hit = cache.find(key, code)) {
    ++stats.module_cache_hits;
    return hit;
  }
  auto t0 = std::chrono::steady_clock::now();
  xlate::TranslateResult r = xlate::translate_compute(code, key);
  if (options.dump_spirv && !r.module.assembly.empty())
    fmt::print(stderr, "; rdnavk: module for a program of {} bytes\n{}\n", r.module.code_bytes,
               r.module.assembly);
  if (!r.ok) {
    *refusal = r.refusal;
    *detail = r.detail;
    return nullptr;
  }
  std::string error;
  auto pipeline = vk::ComputePipeline::create(dev, r.module.spirv, sizeof(xlate::ComputePush),
                                              &error, r.module.required_subgroup,
                                              r.module.local_size);
  if (!pipeline) {
    *refusal = "host-pipeline";
    *detail = error;
    return nullptr;
  }
  auto t1 = std::chrono::steady_clock::now();
  stats.translate_ms += std::chrono::duration<double, std::milli>(t1 - t0).count();
  ++stats.modules_translated;
  auto c = std::make_unique<CachedModule>();
  c->key = key;
  c->bytes.assign(code.begin(), code.begin() + r.module.code_bytes);
  c->pipeline = std::move(pipeline);
  c->module = std::move(r.module);
  return cache.add(std::move(c));
}

namespace {

// Guest memory as the module sees it: the VA table and, where the memory is
// not a live VM, a copy of every mapped range to write back afterwards.
struct DeviceView {
  vk::VaTable table;
  std::unique_ptr<vk::HostBuffer> table_buffer;
  std::unique_ptr<vk::HostBuffer> copy;          // copy mode: the ranges, packed
  std::vector<uint8_t> original;                 // and what they held before
  std::vector<std::pair<GpuMemory::Range, uint64_t>> copied;  // range, offset in copy
};

const char* build_view(vk::HostDevice& dev, vk::GuestMemoryMirror& mirror, const GpuMemory& m,
                       DeviceView* v, std::string* detail) {
  std::string err;
  if (const mem::VmSnapshot* vm = m.vm()) {
    for (const mem::Mapping& map : vm->mappings()) {
      uint64_t device = vk::VaTable::kSparse;
      if (map.bo) {
        VkDeviceAddress base = mirror.address_of(map.bo, &err);
        if (base == 0) {
          *detail = err;
          return "guest-memory-import";
        }
        device = base + map.offset;
      }
      if (!v->table.map(map.va, map.size, device)) return "va-table-too-large";
    }
  } else {
    uint64_t total = 0;
    for (const GpuMemory::Range& r : m.ranges())
      if (!r.sparse) total += r.size;
    if (total > 0) {
      v->copy = vk::HostBuffer::create(dev, total, &err);
      if (!v->copy) {
        *detail = err;
        return "guest-memory-copy";
      }
    }
    uint64_t at = 0;
    for (const GpuMemory::Range& r : m.ranges()) {
      if (r.sparse) {
        if (!v->table.map(r.va, r.size, vk::VaTable::kSparse)) return "va-table-too-large";
        continue;
      }
      if (!m.read(r.va, {v->copy->data() + at, r.size})) return "guest-memory-copy";
      if (!v->table.map(r.va, r.size, v->copy->address() + at)) return "va-table-too-large";
      v->copied.emplace_back(r, at);
      at += r.size;
    }
    if (v->copy) v->original.assign(v->copy->data(), v->copy->data() + total);
  }
  v->table_buffer = vk::HostBuffer::create(dev, v->table.bytes(), &err);
  if (!v->table_buffer) {
    *detail = err;
    return "va-table";
  }
  std::memcpy(v->table_buffer->data(), v->table.entries().data(), v->table.bytes());
  return nullptr;
}

// A box of the dispatch's groups and the linear index (x fastest) of its first.
struct GroupBox {
  uint32_t base[3] = {0, 0, 0};
  uint32_t groups[3] = {0, 0, 0};
  uint32_t first = 0;
};

// The dispatch as boxes of consecutive groups, run one after another, each of
// at most `ring_waves` waves so that every wave of a box has its own scratch
// slot (on the hardware a slot is reused once its wave has ended): whole z
// slices, else whole rows of one slice, else runs of one row. One box when the
// module has no scratch (`ring_waves` 0) or the ring holds every wave. False
// when one group does not fit, or the parts would be unreasonably many.
bool split_for_scratch(const uint32_t n[3], uint64_t ring_waves, uint32_t waves_per_group,
                       std::vector<GroupBox>* out) {
  uint64_t total = uint64_t{n[0]} * n[1] * n[2];
  if (ring_waves == 0 || total * waves_per_group <= ring_waves) {
    out->push_back({{0, 0, 0}, {n[0], n[1], n[2]}, 0});
    return true;
  }
  uint64_t per = ring_waves / waves_per_group;  // groups a box may hold
  if (per == 0) return false;
  constexpr uint64_t kMaxParts = 1u << 16;
  uint64_t plane = uint64_t{n[0]} * n[1];
  auto add = [&](uint32_t x, uint32_t y, uint32_t z, uint32_t gx, uint32_t gy, uint32_t gz) {
    if (out->size() >= kMaxParts) return false;
    uint64_t first = (uint64_t{z} * n[1] + y) * n[0] + x;
    out->push_back({{x, y, z}, {gx, gy, gz}, static_cast<uint32_t>(first)});
    return true;
  };
  if (per >= plane) {
    uint32_t k = static_cast<uint32_t>(per / plane);
    for (uint32_t z = 0; z < n[2]; z += k)
      if (!add(0, 0, z, n[0], n[1], std::min(k, n[2] - z))) return false;
  } else if (per >= n[0]) {
    uint32_t k = static_cast<uint32_t>(per / n[0]);
    for (uint32_t z = 0; z < n[2]; ++z)
      for (uint32_t y = 0; y < n[1]; y += k)
        if (!add(0, y, z, n[0], std::min(k, n[1] - y), 1)) return false;
  } else {
    uint32_t k = static_cast<uint32_t>(per);
    for (uint32_t z = 0; z < n[2]; ++z)
      for (uint32_t y = 0; y < n[1]; ++y)
        for (uint32_t x = 0; x < n[0]; x += k)
          if (!add(x, y, z, std::min(k, n[0] - x), 1, 1)) return false;
  }
  return true;
}

// Copy mode: every byte the module changed goes back to guest memory.
void write_back(GpuMemory& m, const DeviceView& v) {
  for (const auto& [r, at] : v.copied) {
    const uint8_t* now = v.copy->data() + at;
    const uint8_t* was = v.original.data() + at;
    uint64_t i = 0;
    while (i < r.size) {
      if (now[i] == was[i]) {
        ++i;
        continue;
      }
      uint64_t j = i;
      while (j < r.size && now[j] != was[j]) ++j;
      m.write(r.va + i, {now + i, j - i});
      i = j;
    }
  }
}

}  // namespace

WorkOutcome ComputeExecutor::Impl::run(const DispatchWork& w, const QueueState& q, GpuMemory& m) {
  const regs::RegisterState& R = q.regs;
  regs::ComputeDispatchInitiator init{w.initiator};
  if (!init.compute_shader_en()) return work_done();  // nothing launched
  if (init.ordered_append_enbl()) return work_refused("ordered-append");
  if (w.groups[0] == 0 || w.groups[1] == 0 || w.groups[2] == 0) return work_done();
  // A grid the host cannot launch in one dispatch (the guest's counts are 32-bit).
  for (int d = 0; d < 3; ++d)
    if (w.groups[d] > dev.info().caps.max_group_count[d]) return work_refused("dispatch-too-large");

  xlate::ComputeKey key;
  key.wave64 = init.cs_w32_en() == 0;
  key.threads[0] = static_cast<uint16_t>(regs::ComputeNumThreadX{R.read(regs::kCOMPUTE_NUM_THREAD_X)}.num_thread_full());
  key.threads[1] = static_cast<uint16_t>(regs::ComputeNumThreadX{R.read(regs::kCOMPUTE_NUM_THREAD_X + 1)}.num_thread_full());
  key.threads[2] = static_cast<uint16_t>(regs::ComputeNumThreadX{R.read(regs::kCOMPUTE_NUM_THREAD_X + 2)}.num_thread_full());
  key.rsrc1 = R.read(regs::kCOMPUTE_PGM_RSRC1);
  key.rsrc2 = R.read(regs::kCOMPUTE_PGM_RSRC1 + 1);
  key.rsrc3 = R.read(regs::kCOMPUTE_PGM_RSRC3);
  key.host_subgroup = dev.info().caps.subgroup_size;
  key.host_int64_atomics = dev.info().caps.buffer_int64_atomics;
  key.host_denorm_preserve = dev.info().caps.denorm_preserve;
  // lavapipe advertises no DenormPreserve but keeps denormals in every width
  // (tests/xlate/float_test.cpp FloatDenormalsFollowMode measures f32).
  if (dev.info().driver == VK_DRIVER_ID_MESA_LLVMPIPE) key.host_denorm_kept = 7;
  if (options.guard_denormals) key.host_denorm_kept = key.host_denorm_preserve = 0;
  uint64_t pgm = (uint64_t{R.read(regs::kCOMPUTE_PGM_LO)} | uint64_t{R.read(regs::kCOMPUTE_PGM_LO + 1)} << 32) << 8;
  pgm &= (uint64_t{1} << 48) - 1;

  std::vector<uint8_t> code = read_program(m, pgm);
  if (code.empty()) return work_refused("program-unmapped");
  std::string refusal, detail;
  CachedModule* mod = find_or_translate(key, code, &refusal, &detail);
  if (mod == nullptr) {
    return work_refused(intern(refusal), detail);
  }

  xlate::ComputePush push;
  push.program_va = pgm;
  for (unsigned i = 0; i < 16; ++i) push.user_data[i] = R.read(regs::kCOMPUTE_USER_DATA_0 + i);
  for (unsigned d = 0; d < 3; ++d) {
    push.group_base[d] = init.force_start_at_000() ? 0 : R.read(regs::kCOMPUTE_START_X + d);
    push.groups[d] = w.groups[d];
  }
  regs::ComputeTmpringSize tmpring{R.read(regs::kCOMPUTE_TMPRING_SIZE)};
  // WAVESIZE counts 256-dword (1 KiB) units on GFX10.
  push.scratch_wave_bytes = tmpring.wavesize() * 1024;
  if (init.partial_tg_en()) {
    // The last group in a dimension has NUM_THREAD_PARTIAL threads there (none
    // when it is 0); more than NUM_THREAD_FULL is not a group the hardware makes.
    for (unsigned d = 0; d < 3; ++d) {
      uint32_t partial = regs::ComputeNumThreadX{R.read(regs::kCOMPUTE_NUM_THREAD_X + d)}.num_thread_partial();
      if (partial >= key.threads[d] && partial != 0) return work_refused("partial-thread-group-size");
      push.partial |= partial << (10 * d);
    }
  }
  // A module with scratch needs a ring with at least a slot.
  if (mod->module.uses_scratch && tmpring.waves() == 0) return work_refused("scratch-ring-too-small");
  std::vector<GroupBox> boxes;
  if (!split_for_scratch(w.groups, mod->module.uses_scratch ? tmpring.waves() : 0,
                         mod->module.waves_per_group, &boxes))
    return work_refused("scratch-ring-too-small");

  DeviceView view;
  if (const char* why = build_view(dev, mirror, m, &view, &detail)) {
    return work_refused(why, detail);
  }
  push.page_table = view.table_buffer->address();
  push.status = status->address();
  std::memset(status->data(), 0, 4);
  std::string error;
  std::vector<vk::ComputePipeline::Part> parts(boxes.size());
  for (size_t i = 0; i < boxes.size(); ++i) {
    push.scratch_first_group = boxes[i].first;
    for (int d = 0; d < 3; ++d) {
      parts[i].base[d] = boxes[i].base[d];
      parts[i].groups[d] = boxes[i].groups[d];
    }
    const auto* bytes = reinterpret_cast<const uint8_t*>(&push);
    parts[i].push.assign(bytes, bytes + sizeof push);
  }
  if (!mod->pipeline->run_parts(parts, &error)) {
    return work_refused("host-device-lost", error);
  }
  if (view.copy) write_back(m, view);
  ++stats.dispatches_run;
  uint32_t st = 0;
  std::memcpy(&st, status->data(), 4);
  for (uint32_t bit = 1; bit != 0; bit <<= 1)
    if (st & bit) return work_refused(xlate::status_reason(static_cast<xlate::StatusBit>(bit)));
  return work_done();
}

LazyComputeExecutor::LazyComputeExecutor(std::string device, ComputeExecutorOptions options)
    : device_(std::move(device)), options_(options) {}
LazyComputeExecutor::~LazyComputeExecutor() {
  executor_.reset();
  host_.reset();
}
WorkOutcome LazyComputeExecutor::dispatch(const DispatchWork& w, const QueueState& q, GpuMemory& m) {
  if (!start()) return work_refused("host-device", error_);
  return executor_->dispatch(w, q, m);
}
WorkOutcome LazyComputeExecutor::draw(const DrawWork& w, const QueueState& q, GpuMemory& m) {
  if (!start()) return work_refused("host-device", error_);
  return executor_->draw(w, q, m);
}
int64_t LazyComputeExecutor::host_validation_messages() const {
  if (!host_ || !host_->validating()) return -1;
  return static_cast<int64_t>(host_->validation_messages());
}
bool LazyComputeExecutor::start() {
  if (executor_) return true;
  if (!error_.empty()) return false;
  vk::HostDeviceOptions host_options;
  host_options.validate = options_.validate;
  host_ = vk::HostDevice::create(device_, &error_, host_options);
  if (!host_) return false;
  executor_ = ComputeExecutor::create(*host_, options_, &error_);
  return executor_ != nullptr;
}

}  // namespace rdnavk::cp
