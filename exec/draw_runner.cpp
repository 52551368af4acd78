#include "exec/draw_runner.h"

#include "exec/draw_record.h"

#include "exec/host_limits.h"
#include "exec/target_memory.h"

#include <fmt/format.h>

#include <bit>
#include <chrono>
#include <cstring>
#include <optional>

#include "exec/compute_dispatch.h"
#include "exec/draw_plan.h"
#include "exec/primitive_assembly.h"
#include "exec/program_reader.h"
#include "pm4/packet.h"
#include "regs/gfx103_offsets.h"
#include "vk/host_queue.h"
#include "vk/vk_struct.h"
#include "xlate/push_layout.h"

namespace rdnavk::exec {

static_assert(xlate::kGdsShareBytes == cp::kGdsBytes);

namespace {

// The most vertices one draw assembles on the host (a guest's count is 32 bits).
constexpr uint32_t kMaxDrawVertices = 1u << 26;

// The draw's vertex ids: its indices in the index type, or its auto indices.
const char* vertex_ids(const cp::DrawWork& w, const cp::GpuMemory& m, std::vector<uint32_t>* ids,
                       uint32_t* index_bits) {
  ids->clear();
  if (!w.indexed) {
    ids->resize(w.count);
    for (uint32_t i = 0; i < w.count; ++i) (*ids)[i] = i;
    *index_bits = 32;
    return nullptr;
  }
  unsigned size = w.index_type == 1 ? 4 : w.index_type == 2 ? 1 : 2;
  if (w.index_type > 2) return "draw-index-type";
  *index_bits = size * 8;
  // Indices past INDEX_BUFFER_SIZE: what the hardware fetches there is not
  // carried out here.
  if (w.count > w.index_buffer_size) return "draw-index-past-buffer";
  std::vector<uint8_t> bytes(uint64_t{w.count} * size);
  if (!bytes.empty() && !m.read(w.index_va, bytes)) return "draw-index-unmapped";
  ids->resize(w.count);
  for (uint32_t i = 0; i < w.count; ++i) {
    uint32_t v = 0;
    std::memcpy(&v, bytes.data() + uint64_t{i} * size, size);
    (*ids)[i] = v;
  }
  return nullptr;
}

}  // namespace

xlate::MeshPush mesh_push(const DrawPlan& plan, uint64_t table, const vk::HostBuffer& status,
                          uint64_t record, uint32_t words, uint64_t program) {
  xlate::MeshPush mp;
  mp.page_table = table;
  mp.status = status.address();
  mp.program_va = program;
  mp.draw = record;
  mp.border_colours = plan.border_colours;
  mp.subgroup_words = words;
  return mp;
}

void write_subgroup(const Assembly& assembly, const SubgroupRange& s, uint32_t max_vertices,
                    uint32_t prim_words, bool quads, uint32_t* sub) {
  using R = xlate::MeshRecord;
  sub[R::kVertices] = s.vertices;
  sub[R::kPrimitives] = s.primitives;
  sub[R::kFirstPrimitiveId] = assembly.primitive_ids[s.first_primitive];
  for (uint32_t v = 0; v < s.vertices; ++v)
    sub[R::kVertexIds + v] = assembly.vertex_ids[s.first_vertex + v];
  for (uint32_t p = 0; p < s.primitives; ++p) {
    const auto& prim = assembly.primitives[s.first_primitive + p];
    std::array<uint16_t, 3> adj{};
    if (!assembly.adjacent.empty()) adj = assembly.adjacent[s.first_primitive + p];
    if (quads && !assembly.quad_second.empty())
      adj[0] = assembly.quad_second[s.first_primitive + p] ? R::kQuadSecond : 0;
    uint32_t* pw = &sub[R::kVertexIds + max_vertices + prim_words * p];
    pw[0] = prim[0] | uint32_t{prim[1]} << 16;
    pw[1] = prim[2] | uint32_t{adj[0]} << 16;
    if (prim_words > 2) pw[2] = adj[1] | uint32_t{adj[2]} << 16;
  }
}

// DB_COUNT_CONTROL (occlusion queries): whether the draw's samples that pass
// the depth and stencil tests are counted (ZPASS_ENABLE, ZPASS_INCREMENT_DISABLE
// clear), or the refusal. The count is the host's precise occlusion query over
// the draw: exactly the samples that pass, at the draw's sample count, which
// SAMPLE_RATE must be (both drivers set it so). Without PERFECT_ZPASS_COUNTS
// or with conservative counts the unit's count is not published; any count
// the APIs allow is then right, and the exact one is zero exactly where no
// sample passed (decision record 0043). The fail counters (ZFAIL, SFAIL,
// DBFAIL), a slice counter off, and counting in a CB meta pass or resolve are
// refused.
const char* occlusion_counting(uint32_t count_control, const DrawPlan& plan, bool host_precise,
                               bool* counted) {
  *counted = false;
  const bool zpass = ((count_control >> 8) & 0xf) != 0 && (count_control & 1) == 0;
  if (!zpass) return nullptr;
  if (plan.meta_pass || plan.resolve) return "draw-DB_COUNT_CONTROL.ZPASS_ENABLE";
  if (((count_control >> 4) & 7) != static_cast<uint32_t>(std::countr_zero(plan.samples)))
    return "draw-DB_COUNT_CONTROL.SAMPLE_RATE";
  if (((count_control >> 12) & 0xfff) != 0) return "draw-DB_COUNT_CONTROL.FAIL_COUNTS";
  if (((count_control >> 24) & 0xf) == 0 || ((count_control >> 28) & 0xf) == 0)
    return "draw-DB_COUNT_CONTROL.SLICE_ENABLE";
  if (!host_precise) return "host-occlusion-query-precise";
  *counted = true;
  return nullptr;
}

DrawRunner::~DrawRunner() {
  if (occlusion_ != VK_NULL_HANDLE) vkDestroyQueryPool(dev_.device(), occlusion_, nullptr);
}

DrawRunner::DrawRunner(vk::HostDevice& dev, GuestViews& views, const ExecutorOptions& options,
                       RefusalNames& names, DiskModuleCache* disk)
    : dev_(dev),
      views_(views),
      options_(options),
      disk_(disk),
      names_(names),
      mesh_modules_(kModuleCacheEntries),
      fragment_modules_(kModuleCacheEntries),
      sample_copy_(dev),
      kept_(options.kept_target_bytes) {}

class DrawRunner::Reached final : public cp::GpuMemory {
 public:
  Reached(cp::GpuMemory& inner, DrawRunner& runner, ExecutorStats* stats)
      : inner_(inner), runner_(runner), stats_(stats) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    runner_.touch(inner_, va, out.size(), Toucher::kDraw, stats_);
    return inner_.read(va, out);
  }
  bool write(uint64_t va, std::span<const uint8_t> in) override {
    runner_.touch(inner_, va, in.size(), Toucher::kDraw, stats_);
    return inner_.write(va, in);
  }
  const mem::VmSnapshot* vm() const override { return inner_.vm(); }
  std::vector<Range> ranges() const override { return inner_.ranges(); }

 private:
  cp::GpuMemory& inner_;
  DrawRunner& runner_;
  ExecutorStats* stats_;
};

struct DrawRunner::Pending {
  cp::DrawWork w;
  DrawPlan plan;
  Assembly assembly;
  uint32_t instances = 0;
  StageModule* mesh = nullptr;
  StageModule* fragment = nullptr;
  bool counted = false;
  cp::GpuMemory* memory = nullptr;  // valid until the submission's end, which finishes it
  vk::HostBuffer* status = nullptr;
  std::unique_ptr<vk::HostBuffer> record;  // the draw's record, which the device reads
  std::vector<vk::HostImage*> images;
  std::vector<KeptTargets::Entry*> entries;
  std::vector<bool> was_dirty;
  bool guarded = false;
};

void DrawRunner::finish_pending(ExecutorStats* stats) {
  if (!pending_) return;
  std::unique_ptr<Pending> p = std::move(pending_);
  std::string error;
  const bool ok = dev_.host_queue().wait(&error);
  uint32_t word = 0;
  std::memcpy(&word, p->status->data(), 4);
  Reached m(*p->memory, *this, stats);
  const Redo redo{p->w,        p->plan,    p->assembly, p->instances, p->mesh,
                  p->fragment, p->counted, m,           *p->status};
  std::optional<cp::WorkOutcome> o =
      undo(ok, error, word, p->guarded, p->images, p->entries, p->was_dirty, redo, stats);
  if (!o) {
    ++stats->draws_run;
    return;
  }
  if (!o->done) late_.push_back({p->w.packet_va, p->w.opcode, std::move(*o)});
}

void DrawRunner::take_refusals(std::vector<cp::SettledRefusal>* out) {
  out->insert(out->end(), std::make_move_iterator(late_.begin()),
              std::make_move_iterator(late_.end()));
  late_.clear();
}

std::optional<cp::WorkOutcome> DrawRunner::undo(bool ok, const std::string& error, uint32_t word,
                                                bool guarded,
                                                const std::vector<vk::HostImage*>& images,
                                                const std::vector<KeptTargets::Entry*>& entries,
                                                const std::vector<bool>& was_dirty,
                                                const Redo& redo, ExecutorStats* stats) {
  const bool touched = ok && (word & xlate::kStatusAttachmentTouched) != 0;
  // A lost device holds nothing known: its images go, and the targets go back
  // from the staging as it was before the draw.
  const char* refused = !ok ? "host-device-lost" : touched ? nullptr : status_refusal(word);
  if (!touched && refused == nullptr) return std::nullopt;
  // Reaching a kept target's pages, the draw read stale bytes (decision
  // record 0047); a refused draw leaves its targets as they were. Its own
  // kept targets go back as they were before it (where it could reach one,
  // the staging's other half holds that) and are dropped; the others go back
  // as they are. A touching draw then runs again with every target in memory.
  if (guarded)
    for (vk::HostImage* image : images)
      if (image->samples() == 1) image->flip();
  const uint64_t before = stats->attachments.written_back;
  for (size_t i = 0; i < entries.size(); ++i) {
    KeptTargets::Entry* e = entries[i];
    if (e == nullptr) continue;
    if (!was_dirty[i]) {
      e->dirty = false;  // marked when it was begun (finish_pending)
      e->home.reset();
    }
    kept_.write_back(e, Toucher::kDraw, &stats->attachments);
    kept_.drop(e);
  }
  if (touched) kept_.write_back_all(Toucher::kDraw, &stats->attachments);
  stats->targets_written_back += stats->attachments.written_back - before;
  sync_guards();
  if (refused != nullptr) return cp::work_refused(refused, ok ? std::string() : error);
  ++stats->attachments.redone;
  return draw_assembled(redo.w, redo.plan, redo.assembly, redo.instances, redo.mesh, redo.fragment,
                        redo.counted, redo.m, redo.status, stats, true);
}

void DrawRunner::sync_guards() {
  std::vector<HostSpan> spans = kept_.dirty_spans();
  if (spans.empty() && views_.guarded_pages() == 0) return;
  views_.guard(std::move(spans));
}

void DrawRunner::touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, Toucher why,
                       ExecutorStats* stats) {
  if (!kept_.any_dirty() || !kept_.meets(m, va, size)) return;
  finish_pending(stats);
  const uint64_t before = stats->attachments.written_back;
  kept_.touch(m, va, size, why, &stats->attachments);
  if (stats->attachments.written_back == before) return;
  stats->targets_written_back += stats->attachments.written_back - before;
  sync_guards();
}

void DrawRunner::touch_host(uint64_t lo, uint64_t hi, Toucher why, ExecutorStats* stats) {
  finish_pending(stats);
  const uint64_t before = stats->attachments.written_back;
  kept_.touch_host(lo, hi, why, &stats->attachments);
  if (stats->attachments.written_back == before) return;
  stats->targets_written_back += stats->attachments.written_back - before;
  sync_guards();
}

void DrawRunner::write_back_kept(Toucher why, ExecutorStats* stats) {
  finish_pending(stats);
  if (!kept_.any_dirty()) return;
  const uint64_t before = stats->attachments.written_back;
  kept_.write_back_all(why, &stats->attachments);
  stats->targets_written_back += stats->attachments.written_back - before;
  sync_guards();
}

template <class Key>
StageModule* DrawRunner::module(ModuleCache<Key, StageModule>& cache, const Key& key,
                                const std::vector<uint8_t>& code, std::string* refusal,
                                std::string* detail, ExecutorStats* stats) {
  if (StageModule* hit = cache.find(key, code)) return hit;
  // A module added may evict one (and its pipelines) the draw not waited for
  // runs.
  finish_pending(stats);
  auto t0 = std::chrono::steady_clock::now();
  constexpr CachedStage kCached =
      std::is_same_v<Key, xlate::MeshKey> ? CachedStage::kMesh : CachedStage::kFragment;
  // As for compute modules (Executor::Impl::find_or_translate).
  const bool from_disk = disk_ != nullptr && !options_.dump_spirv;
  std::optional<xlate::CompiledModule> loaded;
  if (from_disk) loaded = disk_->find(kCached, key_words(key), code);
  xlate::TranslateResult r;
  if (loaded) {
    r.ok = true;
    r.module = std::move(*loaded);
  } else if constexpr (std::is_same_v<Key, xlate::MeshKey>) {
    r = xlate::translate_mesh(code, key);
  } else {
    r = xlate::translate_fragment(code, key);
  }
  if (options_.dump_spirv && !r.module.assembly.empty())
    fmt::print(stderr, "; rdnavk: {} module for a program of {} bytes\n{}\n",
               std::is_same_v<Key, xlate::MeshKey> ? "mesh" : "fragment", r.module.code_bytes,
               r.module.assembly);
  if (!r.ok) {
    *refusal = r.refusal;
    *detail = r.detail;
    return nullptr;
  }
  // A workgroup past the host's limits is not made at all (D33): the
  // streamout and legacy geometry passes are compute modules.
  ModuleStage stage = ModuleStage::kFragment;
  if constexpr (std::is_same_v<Key, xlate::MeshKey>)
    stage = key.streamout_pass || key.legacy_gs ? ModuleStage::kCompute : ModuleStage::kMesh;
  if (std::string why = host_limits_refusal(r.module, stage, dev_.info().caps, detail);
      !why.empty()) {
    *refusal = why;
    return nullptr;
  }
  if (from_disk && !loaded) disk_->store(kCached, key_words(key), r.module, code);
  if (loaded) {
    ++stats->modules_loaded;
  } else {
    stats->translate_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ++stats->modules_translated;
  }
  // Evicting a module makes the pipelines that hold it unreachable (their keys
  // name its id); they are dropped with it.
  auto m = std::make_unique<StageModule>();
  m->module = std::move(r.module);
  m->id = next_id_++;
  std::span<const uint8_t> bytes(code.data(), m->module.code_bytes);
  return cache.add(key, bytes, std::move(m));
}

cp::WorkOutcome DrawRunner::run(const cp::DrawWork& w, const cp::QueueState& q,
                                cp::GpuMemory& memory, vk::HostBuffer& status,
                                ExecutorStats* stats) {
  Reached m(memory, *this, stats);
  memory_ = &memory;
  const vk::HostDeviceInfo& host = dev_.info();
  if (!host.caps.mesh_shader) return cp::work_refused("host-no-mesh-shader", host.name);
  if (w.opcode == static_cast<uint8_t>(pm4::Opcode::kDRAW_INDEX_MULTI_AUTO))
    return cp::work_refused("draw-index-multi-auto");
  DrawPlan plan;
  std::string detail;
  auto make_plan = [&](uint32_t max_threads) {
    plan = DrawPlan{};
    std::string why = plan_draw(q.regs, host, &plan, max_threads);
    set_host_facts(host, options_.guard_denormals, options_.split_waves, &plan.mesh);
    // A mesh workgroup's waves cross lanes through workgroup memory even where
    // a host subgroup is the wave: subgroup operations there drew wrong pixels
    // on NVIDIA (decision record 0032).
    plan.mesh.crosslane_in_memory = true;
    set_host_facts(host, options_.guard_denormals, false, &plan.fragment);
    // A legacy geometry pass's waves meet in workgroup memory as the mesh
    // modules' do, unsplit.
    set_host_facts(host, options_.guard_denormals, false, &plan.legacy_gs.key);
    plan.legacy_gs.key.crosslane_in_memory = true;
    for (xlate::WaveKey* k :
         {static_cast<xlate::WaveKey*>(&plan.mesh), static_cast<xlate::WaveKey*>(&plan.fragment),
          static_cast<xlate::WaveKey*>(&plan.legacy_gs.key)}) {
      k->speculate_floats = options_.speculate_floats;
      k->lds_lanes_apart = options_.lds_lanes_apart;
    }
    return why;
  };
  if (std::string why = make_plan(0); !why.empty()) return cp::work_refused(names_.intern(why));
  bool counted = false;
  if (const char* why = occlusion_counting(q.regs.read(regs::kDB_COUNT_CONTROL), plan,
                                           host.caps.occlusion_query_precise, &counted))
    return cp::work_refused(why);
  if (w.instances == 0 || w.count == 0) return cp::work_done();
  if (plan.meta_pass) {
    // Every block of each target's level as its key says it is, in memory,
    // and every key uncompressed: what fast-clear eliminate and DCC
    // decompress leave for any later reader (decision record 0028). All
    // targets are seeded before any is written back.
    std::vector<std::vector<uint8_t>> rows(plan.targets.size());
    std::vector<TargetBytes> bytes(plan.targets.size());
    for (size_t i = 0; i < plan.targets.size(); ++i) {
      const DrawTarget& t = plan.targets[i];
      rows[i].resize(uint64_t{t.width} * t.height * t.bytes_per_texel * t.samples);
      if (std::string why = seed_target(t, m, rows[i], &bytes[i]); !why.empty())
        return cp::work_refused(names_.intern(why));
      ++stats->targets_seeded;
    }
    for (size_t i = 0; i < plan.targets.size(); ++i) {
      write_back_target(plan.targets[i], rows[i], &bytes[i], m);
      ++stats->targets_written_back;
    }
    ++stats->draws_run;
    return cp::work_done();
  }
  if (w.count > kMaxDrawVertices) return cp::work_refused("draw-too-many-vertices");
  if (w.instances > kMaxMeshGroups) return cp::work_refused("draw-too-many-instances");

  // The modules first: where the mesh module's workgroup memory does not fit
  // the host, the subgroups are cut smaller, halving its threads in whole
  // waves, and the draws after it start from the size that fitted (D33).
  std::string refusal;
  std::vector<uint8_t> mesh_code = read_program(m, plan.mesh_program);
  // With rasterisation killed no pixel program runs: the pipeline has none.
  const bool pixels = !plan.rasterizer_discard;
  std::vector<uint8_t> pixel_code;
  if (pixels) pixel_code = read_program(m, plan.pixel_program);
  if (mesh_code.empty() || (pixels && pixel_code.empty()))
    return cp::work_refused("program-unmapped");
  const uint64_t first_key = hash(plan.mesh);
  uint32_t cap = 0;
  if (auto it = thread_caps_.find(first_key); it != thread_caps_.end()) cap = it->second;
  StageModule* mesh = nullptr;
  for (;;) {
    if (cap != 0) {
      if (std::string why = make_plan(cap); !why.empty())
        return cp::work_refused(names_.intern(why));
    }
    mesh = module(mesh_modules_, plan.mesh, mesh_code, &refusal, &detail, stats);
    if (mesh != nullptr || refusal != "host-mesh-workgroup-memory") break;
    const uint32_t wave = plan.mesh.wave64 ? 64 : 32;
    const uint32_t threads = (plan.mesh.threads() + wave - 1) / wave * wave;
    if (threads <= wave) break;
    cap = threads / 2 / wave * wave;
  }
  // The size that fitted, or the smallest tried: the draws after it translate once.
  if (cap != 0) {
    if (thread_caps_.size() >= kModuleCacheEntries) thread_caps_.clear();
    thread_caps_[first_key] = cap;
  }
  if (mesh == nullptr) return cp::work_refused(names_.intern(refusal), "mesh: " + detail);
  StageModule* fragment = nullptr;
  if (pixels) {
    fragment = module(fragment_modules_, plan.fragment, pixel_code, &refusal, &detail, stats);
    if (fragment == nullptr) return cp::work_refused(names_.intern(refusal), "fragment: " + detail);
  }

  std::vector<uint32_t> ids;
  if (const char* why = vertex_ids(w, m, &ids, &plan.assembly.index_bits))
    return cp::work_refused(why);
  plan.assembly.indexed = w.indexed;
  // The geometry engine adds GE_INDX_OFFSET to every index and clamps it to
  // GE_MIN/MAX_VTX_INDX: carried out where neither changes an id.
  if (q.regs.read(regs::kGE_INDX_OFFSET) != 0) return cp::work_refused("draw-GE_INDX_OFFSET");
  const uint32_t min_id = q.regs.read(regs::kGE_MIN_VTX_INDX);
  const uint32_t max_id = q.regs.read(regs::kGE_MAX_VTX_INDX);
  for (uint32_t id : ids)
    if (id < min_id || id > max_id) {
      // A restart index is no vertex: it is not clamped.
      bool restart = plan.assembly.restart && w.indexed && is_restart_index(plan.assembly, id);
      if (!restart) return cp::work_refused("draw-GE_MIN_MAX_VTX_INDX");
    }
  Assembly assembly;
  if (const char* why = assemble_primitives(plan.assembly, ids, &assembly))
    return cp::work_refused(why);
  // Whether the primitive id starts again after a restart is not published.
  if (assembly.restarted && (q.regs.read(regs::kVGT_PRIMITIVEID_EN) & 1))
    return cp::work_refused("draw-primitive-id-after-restart");
  if (assembly.subgroups.empty()) return cp::work_done();
  if (assembly.subgroups.size() > kMaxMeshGroups ||
      assembly.subgroups.size() * uint64_t{w.instances} > kMaxMeshGroupsTotal)
    return cp::work_refused("draw-too-many-subgroups");
  // The passes before the draw store to memory: what is kept goes back first.
  if (plan.legacy_gs.enabled || plan.streamout.enabled()) write_back_kept(Toucher::kDraw, stats);
  if (plan.legacy_gs.enabled)
    return run_legacy_gs(w, plan, assembly, mesh_code, mesh, fragment, counted, m, status, stats);
  // Streamout (decision record 0044): the legacy program's stores by the pass.
  if (plan.streamout.enabled()) {
    if (w.streamout == nullptr) return cp::work_refused("draw-streamout-without-queue");
    if (std::string why =
            run_streamout(w, plan, assembly, 0, w.instances, mesh_code, m, status, stats);
        !why.empty())
      return cp::work_refused(names_.intern(why), detail_);
  }
  return draw_assembled(w, plan, assembly, w.instances, mesh, fragment, counted, m, status, stats);
}

cp::WorkOutcome DrawRunner::draw_assembled(const cp::DrawWork& w, const DrawPlan& plan,
                                           const Assembly& assembly, uint32_t instances,
                                           StageModule* mesh, StageModule* fragment, bool counted,
                                           cp::GpuMemory& m, vk::HostBuffer& status,
                                           ExecutorStats* stats, bool ordinary) {
  // The draw before it, where it was not waited for, first: its targets and
  // the device's state are this one's to take.
  finish_pending(stats);
  std::string detail;
  if (assembly.subgroups.size() > kMaxMeshGroups ||
      assembly.subgroups.size() * uint64_t{instances} > kMaxMeshGroupsTotal)
    return cp::work_refused("draw-too-many-subgroups");
  // The queue's streamout offsets (the draw's module stores nothing with
  // them: D44).
  uint32_t so_offsets[4] = {};
  if (plan.streamout.enabled() && w.streamout != nullptr)
    std::memcpy(so_offsets, w.streamout->offset_dw, sizeof so_offsets);
  std::vector<uint32_t> state;
  for (const DrawTarget& t : plan.targets) {
    const VkPipelineColorBlendAttachmentState& b = t.blend;
    state.insert(state.end(), {uint32_t(t.format), t.write_mask, b.blendEnable,
                               uint32_t(b.srcColorBlendFactor), uint32_t(b.dstColorBlendFactor),
                               uint32_t(b.colorBlendOp), uint32_t(b.srcAlphaBlendFactor),
                               uint32_t(b.dstAlphaBlendFactor), uint32_t(b.alphaBlendOp)});
  }
  for (float f : plan.blend_constants) state.push_back(std::bit_cast<uint32_t>(f));
  state.insert(state.end(),
               {plan.cull, uint32_t(plan.front), plan.negative_one_to_one, uint32_t(plan.line_mode),
                plan.depth_clamp, plan.logic_op_enable, uint32_t(plan.logic_op),
                std::bit_cast<uint32_t>(plan.line_width), plan.samples, plan.sample_mask,
                plan.fragment.sample_shading, plan.rasterizer_discard});
  {
    const DrawDepth& d = plan.depth;
    const VkPipelineDepthStencilStateCreateInfo& s = d.state;
    state.insert(state.end(), {uint32_t(d.format), s.depthTestEnable, s.depthWriteEnable,
                               uint32_t(s.depthCompareOp), s.stencilTestEnable});
    for (const VkStencilOpState& f : {s.front, s.back})
      state.insert(state.end(), {uint32_t(f.failOp), uint32_t(f.passOp), uint32_t(f.depthFailOp),
                                 uint32_t(f.compareOp), f.compareMask, f.writeMask, f.reference});
  }
  PipelineKey pkey{mesh->id, fragment ? fragment->id : 0, state};
  auto found = pipelines_.find(pkey);
  if (found == pipelines_.end()) {
    vk::GraphicsPipelineDesc desc;
    desc.mesh = mesh->module.spirv;
    if (fragment) desc.fragment = fragment->module.spirv;
    desc.mesh_push_bytes = sizeof(xlate::MeshPush);
    desc.fragment_push_bytes = sizeof(xlate::FragmentPush);
    for (const DrawTarget& t : plan.targets) {
      desc.color_formats.push_back(t.format);
      desc.write_masks.push_back(t.write_mask);
      desc.blend.push_back(t.blend);
    }
    desc.cull = plan.cull;
    desc.front = plan.front;
    desc.negative_one_to_one = plan.negative_one_to_one;
    desc.line_mode = plan.line_mode;
    desc.line_width = plan.line_width;
    desc.depth_clamp = plan.depth_clamp;
    desc.rasterizer_discard = plan.rasterizer_discard;
    desc.logic_op_enable = plan.logic_op_enable;
    desc.logic_op = plan.logic_op;
    desc.depth_format = plan.depth.format;
    desc.depth_stencil = plan.depth.state;
    desc.samples = static_cast<VkSampleCountFlagBits>(plan.samples);
    desc.sample_mask = plan.sample_mask;
    desc.sample_shading = plan.fragment.sample_shading;
    std::memcpy(desc.blend_constants, plan.blend_constants, sizeof desc.blend_constants);
    std::string error;
    auto pipeline = vk::GraphicsPipeline::create(dev_, desc, &error);
    if (!pipeline) return cp::work_refused("host-pipeline", error);
    // Bounded as the module caches are: a full map is emptied (no draw is in
    // flight between draws), and the pipelines of evicted modules go with it.
    if (pipelines_.size() >= kModuleCacheEntries) pipelines_.clear();
    found = pipelines_.emplace(pkey, std::move(pipeline)).first;
  }

  // The draw's record: the head, then a record per subgroup.
  using R = xlate::MeshRecord;
  const uint32_t in_vertices = plan.mesh.gs ? plan.mesh.gs_in_vertices : 3;
  const uint32_t prim_words = R::primitive_words(in_vertices);
  const uint32_t words =
      R::subgroup_words(plan.mesh.max_vertices, plan.mesh.max_primitives, in_vertices);
  const uint32_t n = static_cast<uint32_t>(assembly.subgroups.size());
  std::vector<uint32_t> record(R::kHeadWords + size_t{n} * words, 0);
  record[R::kUserDataAddr] = plan.user_data_addr[0];
  record[R::kUserDataAddr + 1] = plan.user_data_addr[1];
  std::memcpy(&record[R::kUserData], plan.user_data_gs, sizeof plan.user_data_gs);
  std::memcpy(&record[R::kPsUserData], plan.user_data_ps, sizeof plan.user_data_ps);
  std::memcpy(&record[R::kStreamoutOffsets], so_offsets, sizeof so_offsets);
  for (uint32_t g = 0; g < n; ++g)
    write_subgroup(assembly, assembly.subgroups[g], plan.mesh.max_vertices, prim_words,
                   plan.mesh.quads, &record[R::kHeadWords + size_t{g} * words]);
  std::string error;
  if (const char* why = stage_gds(w, *mesh, &record, &error)) return cp::work_refused(why, error);
  auto record_buffer = vk::HostBuffer::create(dev_, record.size() * 4, &error);
  if (!record_buffer) return cp::work_refused("host-memory", error);
  std::memcpy(record_buffer->data(), record.data(), record.size() * 4);

  // Whether the draw's targets may stay on the host device after it, dirty
  // (decision record 0047): its modules store nothing to memory, and running
  // it again changes nothing but its targets. Otherwise what is kept goes
  // back first, and its targets after it.
  const bool keep = !ordinary && kept_.enabled() && m.vm() != nullptr &&
                    !mesh->module.stores_memory && !mesh->module.uses_gds &&
                    (fragment == nullptr || !fragment->module.stores_memory) &&
                    !plan.streamout.enabled() && !counted && !plan.resolve;
  if (!keep) write_back_kept(Toucher::kDraw, stats);

  const uint64_t serial = ++draw_serial_;
  // Two targets over the same pages take nothing kept.
  bool aliased = false;
  for (size_t i = 0; i < plan.targets.size(); ++i)
    for (size_t j = 0; j < i; ++j) {
      const DrawTarget &a = plan.targets[i], &b = plan.targets[j];
      if (a.base.address + a.range.begin < b.base.address + b.range.end &&
          b.base.address + b.range.begin < a.base.address + a.range.end)
        aliased = true;
    }

  // The targets: each kept one as the host device holds it; the others
  // seeded from guest memory, each level's bytes read whole and detiled into
  // the host image's packed rows (D26), and kept where they may be. Written
  // back the other way.
  std::vector<vk::HostImage*> images;
  std::vector<std::unique_ptr<vk::HostImage>> own_images;
  std::vector<KeptTargets::Entry*> entries(plan.targets.size(), nullptr);
  std::vector<bool> resumed(plan.targets.size(), false);
  std::vector<TargetBytes> surfaces(plan.targets.size());
  std::vector<VkImageView> views;
  // Targets kept from this draw on whose images it never drew are dropped
  // where it stops early.
  struct Abandon {
    KeptTargets& kept;
    const std::vector<KeptTargets::Entry*>& entries;
    const std::vector<bool>& resumed;
    bool armed = true;
    ~Abandon() {
      if (!armed) return;
      for (size_t i = 0; i < entries.size(); ++i)
        if (entries[i] != nullptr && !resumed[i]) kept.drop(entries[i]);
    }
  } abandon{kept_, entries, resumed};
  const uint64_t kept_written = stats->attachments.written_back;
  for (size_t i = 0; i < plan.targets.size(); ++i) {
    const DrawTarget& t = plan.targets[i];
    const bool keepable = kept_.enabled() && t.samples == 1 && m.vm() != nullptr && !aliased;
    if (keepable) {
      KeptTargets::Entry* e = kept_.find(t, m, &stats->attachments);
      if (e != nullptr) {
        e->used = serial;
        entries[i] = e;
        resumed[i] = true;
        images.push_back(e->image.get());
        views.push_back(e->image->view());
        continue;
      }
    }
    auto image = vk::HostImage::create(dev_, t.format, t.bytes_per_texel, {t.width, t.height},
                                       &error, t.samples);
    if (!image) return cp::work_refused(t.samples > 1 ? "host-msaa-target" : "host-memory", error);
    std::span<uint8_t> rows{image->texels(),
                            uint64_t{t.width} * t.height * t.bytes_per_texel * t.samples};
    if (std::string why = seed_target(t, m, rows, &surfaces[i]); !why.empty())
      return cp::work_refused(names_.intern(why));
    ++stats->targets_seeded;
    images.push_back(image.get());
    views.push_back(image->view());
    if (keepable) entries[i] = kept_.add(t, m, &image, &surfaces[i], serial, &stats->attachments);
    if (entries[i] == nullptr) own_images.push_back(std::move(image));
  }
  // The kept targets' write-backs above (another target over their pages,
  // room made) count as any.
  stats->targets_written_back += stats->attachments.written_back - kept_written;
  sync_guards();
  // The depth/stencil target likewise.
  const DrawDepth& dd = plan.depth;
  std::unique_ptr<vk::HostImage> depth_image;
  DepthBytes depth_bytes;
  const uint64_t depth_texels = uint64_t{dd.width} * dd.height;
  if (dd.format != VK_FORMAT_UNDEFINED) {
    depth_image = vk::HostImage::create(dev_, dd.format, dd.has_depth ? dd.depth_bytes : 0,
                                        {dd.width, dd.height}, &error);
    if (!depth_image) return cp::work_refused("host-depth-format", error);
    std::span<uint8_t> z{depth_image->texels(), dd.has_depth ? depth_texels * dd.depth_bytes : 0};
    std::span<uint8_t> s{depth_image->stencil(), dd.has_stencil ? depth_texels : 0};
    if (dd.host_only) {
      std::fill(s.begin(), s.end(), uint8_t{0});
    } else {
      if (std::string why = seed_depth(dd, m, z, s, &depth_bytes); !why.empty())
        return cp::work_refused(names_.intern(why));
      ++stats->targets_seeded;
    }
  }
  // A resolve's buffers, in host memory: the source's samples as its
  // metadata says, and the destination around what is resolved.
  std::vector<uint8_t> resolve_src, resolve_dst;
  TargetBytes resolve_src_bytes, resolve_dst_bytes;
  if (plan.resolve) {
    const DrawTarget& rs = plan.resolve_src;
    const DrawTarget& rd = plan.resolve_dst;
    resolve_src.resize(uint64_t{rs.width} * rs.height * rs.bytes_per_texel * rs.samples);
    resolve_dst.resize(uint64_t{rd.width} * rd.height * rd.bytes_per_texel);
    if (std::string why = seed_target(rs, m, resolve_src, &resolve_src_bytes); !why.empty())
      return cp::work_refused(names_.intern(why));
    if (std::string why = seed_target(rd, m, resolve_dst, &resolve_dst_bytes); !why.empty())
      return cp::work_refused(names_.intern(why));
    ++stats->targets_seeded;  // the destination; the source is read alone
  }
  uint64_t table = 0;
  if (const char* why = views_.prepare(m, &table, &detail)) return cp::work_refused(why, detail);
  // Whether the modules may reach a guarded page.
  const bool guarded = kept_.any_dirty();
  std::memset(status.data(), 0, 4);
  const xlate::MeshPush mp =
      mesh_push(plan, table, status, record_buffer->address(), words, plan.mesh_program);
  xlate::FragmentPush fp;
  fp.page_table = table;
  fp.status = status.address();
  fp.program_va = plan.pixel_program;
  fp.draw = record_buffer->address();
  fp.border_colours = plan.border_colours;
  const vk::GraphicsPipeline& pipeline = *found->second;
  VkExtent2D extent{UINT32_MAX, UINT32_MAX};
  if (depth_image) extent = {dd.width, dd.height};
  // No attachment: the scissors' extent, at least a pixel (a render area must
  // have one; an empty scissor still shades nothing, and the mesh work runs).
  if (!depth_image && plan.targets.empty())
    extent = {
        std::max(1u, static_cast<uint32_t>(plan.scissor.offset.x) + plan.scissor.extent.width),
        std::max(1u, static_cast<uint32_t>(plan.scissor.offset.y) + plan.scissor.extent.height)};
  for (const DrawTarget& t : plan.targets) {
    extent.width = std::min(extent.width, t.width);
    extent.height = std::min(extent.height, t.height);
  }
  if (counted && occlusion_ == VK_NULL_HANDLE) {
    auto qci = vk::make_struct<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
    qci.queryType = VK_QUERY_TYPE_OCCLUSION;
    qci.queryCount = 1;
    if (vkCreateQueryPool(dev_.device(), &qci, nullptr, &occlusion_) != VK_SUCCESS)
      return cp::work_refused("host-memory", "an occlusion query pool");
  }
  VkQueryPool occlusion = counted ? occlusion_ : VK_NULL_HANDLE;
  // Each kept target's state before the draw, for undo().
  std::vector<bool> was_dirty(entries.size(), false);
  for (size_t i = 0; i < entries.size(); ++i)
    was_dirty[i] = entries[i] != nullptr && entries[i]->dirty;
  // A draw whose targets all stay kept is not waited for (finish_pending).
  bool all_kept =
      keep && !plan.targets.empty() && !depth_image && !options_.sync && !options_.drawn_target;
  for (KeptTargets::Entry* e : entries) all_kept = all_kept && e != nullptr;
  auto commands = [&](VkCommandBuffer cmd) {
    if (occlusion != VK_NULL_HANDLE) vkCmdResetQueryPool(cmd, occlusion, 0, 1);
    sample_copy_.reset();
    for (size_t i = 0; i < images.size(); ++i) {
      vk::HostImage* image = images[i];
      if (resumed[i])
        image->record_resume(cmd);
      else if (image->samples() == 1)
        image->record_seed(cmd);
      else if (!sample_copy_.record_seed(cmd, *image, &error))
        return false;
      // Read back into the staging's other half: where the draw reaches
      // a kept target's pages, this one's state before it is still there.
      if (guarded && image->samples() == 1) image->flip();
    }
    if (depth_image) depth_image->record_seed(cmd);
    pipeline.record(cmd, views, depth_image ? depth_image->view() : VK_NULL_HANDLE, extent,
                    plan.viewport, plan.scissor, {reinterpret_cast<const uint8_t*>(&mp), sizeof mp},
                    {reinterpret_cast<const uint8_t*>(&fp), sizeof fp}, n, instances, occlusion);
    for (vk::HostImage* image : images)
      if (image->samples() == 1)
        image->record_read_back(cmd);
      else if (!sample_copy_.record_read_back(cmd, *image, &error))
        return false;
    if (depth_image) depth_image->record_read_back(cmd);
    return true;
  };
  if (all_kept) {
    const bool begun = dev_.host_queue().begin(commands, &error);
    views_.finish(m);
    abandon.armed = false;
    if (begun) {
      auto p = std::make_unique<Pending>(
          Pending{w, plan, assembly, instances, mesh, fragment, counted, memory_, &status,
                  std::move(record_buffer), images, entries, was_dirty, guarded});
      for (KeptTargets::Entry* e : entries) kept_.dirty(e, m, serial);
      sync_guards();
      pending_ = std::move(p);
      ++stats->attachments.unwaited;
      return cp::work_done();
    }
    const Redo redo{w, plan, assembly, instances, mesh, fragment, counted, m, status};
    return *undo(false, error, 0, guarded, images, entries, was_dirty, redo, stats);
  }
  const bool ok = dev_.host_queue().submit(commands, &error);
  views_.finish(m);
  abandon.armed = false;
  uint32_t word = 0;
  std::memcpy(&word, status.data(), 4);
  const Redo redo{w, plan, assembly, instances, mesh, fragment, counted, m, status};
  if (std::optional<cp::WorkOutcome> o =
          undo(ok, error, word, guarded, images, entries, was_dirty, redo, stats))
    return *o;
  unstage_gds(w, *mesh);
  if (occlusion != VK_NULL_HANDLE) {
    uint64_t passed = 0;
    if (vkGetQueryPoolResults(dev_.device(), occlusion, 0, 1, sizeof passed, &passed, sizeof passed,
                              VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS)
      return cp::work_refused("host-device-lost", "occlusion query results");
    samples_passed_ += passed;
  }
  for (size_t i = 0; i < plan.targets.size(); ++i) {
    const DrawTarget& t = plan.targets[i];
    if (keep && entries[i] != nullptr) {
      kept_.dirty(entries[i], m, serial);
      continue;
    }
    std::span<const uint8_t> rows{images[i]->texels(),
                                  uint64_t{t.width} * t.height * t.bytes_per_texel * t.samples};
    // A kept target stays, clean: its bytes are what memory holds after this.
    write_back_target(t, rows, entries[i] != nullptr ? &entries[i]->bytes : &surfaces[i], m);
    ++stats->targets_written_back;
  }
  if (keep) sync_guards();
  if (plan.resolve) {
    std::span<const uint8_t> covered{depth_image->stencil(), depth_texels};
    // The draw must cover every pixel centre of its scissor rectangle and
    // nothing else (a rectangle, as both drivers draw it): where its edges
    // cross pixels inside, which samples the CB takes is not published.
    const VkRect2D& sc = plan.scissor;
    for (uint32_t y = 0; y < dd.height; ++y)
      for (uint32_t x = 0; x < dd.width; ++x) {
        const bool inside = x >= static_cast<uint32_t>(sc.offset.x) &&
                            x - static_cast<uint32_t>(sc.offset.x) < sc.extent.width &&
                            y >= static_cast<uint32_t>(sc.offset.y) &&
                            y - static_cast<uint32_t>(sc.offset.y) < sc.extent.height;
        if ((covered[uint64_t{y} * dd.width + x] != 0) != inside)
          return cp::work_refused("draw-resolve-coverage");
      }
    if (std::string why = resolve_samples(plan.resolve_src, plan.resolve_format, resolve_src,
                                          covered, resolve_dst);
        !why.empty())
      return cp::work_refused(names_.intern(why));
    write_back_target(plan.resolve_dst, resolve_dst, &resolve_dst_bytes, m);
    ++stats->targets_written_back;
  } else if (depth_image) {
    std::span<const uint8_t> z{depth_image->texels(),
                               dd.has_depth ? depth_texels * dd.depth_bytes : 0};
    std::span<const uint8_t> s{depth_image->stencil(), dd.has_stencil ? depth_texels : 0};
    write_back_depth(dd, z, s, &depth_bytes, m);
    ++stats->targets_written_back;
  }
  ++stats->draws_run;
  if (options_.drawn_target) {
    for (size_t i = 0; i < plan.targets.size(); ++i) {
      const DrawTarget& t = plan.targets[i];
      // Images are written of 8-bit RGBA and BGRA and 32-bit float RGBA
      // targets; others are not.
      if (t.format != VK_FORMAT_R8G8B8A8_UNORM && t.format != VK_FORMAT_B8G8R8A8_UNORM &&
          t.format != VK_FORMAT_R32G32B32A32_SFLOAT)
        continue;
      DrawnTarget d;
      d.submission = w.submission;
      d.draw = stats->draws_run;
      d.target = static_cast<unsigned>(i);
      d.width = t.width;
      d.height = t.height;
      d.bgra = t.format == VK_FORMAT_B8G8R8A8_UNORM;
      d.float32 = t.format == VK_FORMAT_R32G32B32A32_SFLOAT;
      d.texels = {images[i]->texels(), uint64_t{t.width} * t.height * t.bytes_per_texel};
      options_.drawn_target(d);
    }
    if (depth_image) {
      DrawnTarget d;
      d.submission = w.submission;
      d.draw = stats->draws_run;
      d.width = dd.width;
      d.height = dd.height;
      if (dd.has_depth) {
        d.kind = DrawnTarget::Kind::kDepth;
        d.depth_bytes = dd.depth_bytes;
        d.texels = {depth_image->texels(), depth_texels * dd.depth_bytes};
        options_.drawn_target(d);
      }
      if (dd.has_stencil) {
        d.kind = DrawnTarget::Kind::kStencil;
        d.depth_bytes = 1;
        d.texels = {depth_image->stencil(), depth_texels};
        options_.drawn_target(d);
      }
    }
  }
  return cp::work_done();
}

}  // namespace rdnavk::exec
