// The draw's passes beside its mesh and fragment modules: streamout (decision
// record 0044), legacy geometry programs (0045), and the global data share a
// module reaches (0046).
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "exec/draw_record.h"
#include "exec/draw_runner.h"
#include "exec/program_reader.h"
#include "xlate/push_layout.h"

namespace rdnavk::exec {

uint64_t streamout_fit(const DrawStreamout& so, uint32_t stream, const uint32_t offset_dw[4],
                       uint32_t vpp, uint64_t primitives) {
  const uint32_t buffers = stream < 4 ? so.buffers[stream] : 0;
  uint64_t fit = buffers == 0 ? 0 : primitives;
  for (uint32_t b = 0; b < 4; ++b) {
    if (((buffers >> b) & 1u) == 0) continue;
    const uint64_t room = so.size_dw[b] > offset_dw[b] ? so.size_dw[b] - offset_dw[b] : 0;
    const uint64_t per_primitive = uint64_t{vpp} * so.stride_dw[b];
    fit = per_primitive == 0 ? 0 : std::min(fit, room / per_primitive);
  }
  return fit;
}

std::vector<uint32_t> streamout_vertices(const Assembly& assembly, uint32_t vpp) {
  std::vector<uint32_t> ids;
  ids.reserve(assembly.primitives.size() * vpp);
  for (const SubgroupRange& g : assembly.subgroups)
    for (uint32_t p = 0; p < g.primitives; ++p)
      for (uint32_t k = 0; k < vpp; ++k)
        ids.push_back(
            assembly.vertex_ids[g.first_vertex + assembly.primitives[g.first_primitive + p][k]]);
  return ids;
}

// The streamout pass (decision record 0044). The primitives the draw
// assembled, in draw order and instance by instance, hand their vertices to
// the legacy program as the geometry engine hands them to VS waves with
// streamout on: a lane each vertex of each primitive, whole primitives a
// wave. The buffers take the whole primitives that fit in every one of them
// from its offset (VGT_STRMOUT_BUFFER_SIZE_n, VGT_STRMOUT_VTX_STRIDE_n);
// each wave's configuration SGPR says how many of its lanes those are, and
// its write index where its first goes. The program stores them itself; its
// exports are dropped. The queue's offsets then move past what was stored,
// and stream 0's counters count the primitives assembled and those stored.
std::string DrawRunner::run_streamout(const cp::DrawWork& w, const DrawPlan& plan,
                                      const Assembly& assembly, uint32_t stream, uint32_t instances,
                                      const std::vector<uint8_t>& code, cp::GpuMemory& m,
                                      vk::HostBuffer& status, ExecutorStats* stats) {
  detail_.clear();
  const DrawStreamout& so = plan.streamout;
  cp::StreamoutState& state = *w.streamout;
  // Which vertices of a quad or rectangle the hardware stores, and in what
  // order, is not published.
  if (plan.mesh.quads || plan.mesh.rect_list) return "draw-streamout-primitive-type";
  const uint32_t vpp = plan.mesh.vertices_per_primitive;
  const uint64_t per_instance = assembly.primitives.size();
  const uint64_t total = per_instance * instances;
  const uint64_t fit = streamout_fit(so, stream, state.offset_dw, vpp, total);
  const bool stores = (plan.mesh.rsrc2 >> 12) & 1u;  // RSRC2_VS.SO_EN
  if (stores && fit > 0) {
    const uint64_t instance_vertices = per_instance * vpp;
    if (instance_vertices * instances > UINT32_MAX) return "draw-streamout-too-many-vertices";
    const uint32_t wave = plan.mesh.wave64 ? 64 : 32;
    const uint32_t lanes = wave / vpp * vpp;
    const uint64_t waves = (instance_vertices + lanes - 1) / lanes;
    const uint64_t fit_vertices = fit * vpp;
    // Only the instances that store anything run.
    const uint64_t storing = (fit_vertices + instance_vertices - 1) / instance_vertices;
    if (waves > kMaxMeshGroups || waves * storing > kMaxMeshGroupsTotal)
      return "draw-streamout-too-many-waves";
    // The vertices each instance stores, in order.
    const std::vector<uint32_t> ids = streamout_vertices(assembly, vpp);
    xlate::MeshKey key = plan.mesh;
    key.streamout_pass = true;
    key.max_vertices = static_cast<uint16_t>(wave);
    key.max_primitives = static_cast<uint16_t>(wave / vpp);
    std::string refusal;
    StageModule* mod = module(mesh_modules_, key, code, &refusal, &detail_, stats);
    if (mod == nullptr) {
      detail_ = "streamout pass: " + detail_;
      return refusal;
    }
    std::string error;
    vk::ComputePipeline* pipeline = pass_pipeline(mod, &error);
    if (pipeline == nullptr) {
      detail_ = error;
      return "host-pipeline";
    }
    using R = xlate::MeshRecord;
    const uint32_t words = R::subgroup_words(wave, wave / vpp, 3);
    std::vector<uint32_t> record(R::kHeadWords + waves * words, 0);
    std::memcpy(&record[R::kUserData], plan.user_data_gs, sizeof plan.user_data_gs);
    std::memcpy(&record[R::kStreamoutOffsets], state.offset_dw, sizeof state.offset_dw);
    record[R::kStreamoutInstanceVertices] = static_cast<uint32_t>(instance_vertices);
    record[R::kStreamoutFit] = static_cast<uint32_t>(fit_vertices);
    record[R::kStreamoutStream] = stream;
    for (uint64_t g = 0; g < waves; ++g) {
      uint32_t* sub = &record[R::kHeadWords + g * words];
      const uint64_t first = g * lanes;
      const uint32_t nv = static_cast<uint32_t>(std::min<uint64_t>(lanes, ids.size() - first));
      sub[R::kVertices] = nv;
      sub[R::kPrimitives] = nv / vpp;
      sub[R::kFirstPrimitiveId] = static_cast<uint32_t>(first);
      std::memcpy(&sub[R::kVertexIds], ids.data() + first, size_t{nv} * 4);
    }
    if (const char* why = stage_gds(w, *mod, &record, &detail_)) return why;
    auto buffer = vk::HostBuffer::create(dev_, record.size() * 4, &error);
    if (!buffer) {
      detail_ = error;
      return "host-memory";
    }
    std::memcpy(buffer->data(), record.data(), record.size() * 4);
    uint64_t table = 0;
    if (const char* why = views_.prepare(m, &table, &detail_)) return why;
    std::memset(status.data(), 0, 4);
    const xlate::MeshPush mp =
        mesh_push(plan, table, status, buffer->address(), words, plan.mesh_program);
    const uint32_t groups[3] = {static_cast<uint32_t>(waves), static_cast<uint32_t>(storing), 1};
    bool ok = pipeline->run(groups, {reinterpret_cast<const uint8_t*>(&mp), sizeof mp}, &error);
    views_.finish(m);
    if (!ok) {
      detail_ = error;
      return "host-device-lost";
    }
    uint32_t word = 0;
    std::memcpy(&word, status.data(), 4);
    if (const char* why = status_refusal(word)) {
      detail_ = "streamout pass";
      return why;
    }
    unstage_gds(w, *mod);
    ++stats->streamout_passes;
  }
  for (uint32_t b = 0; b < 4; ++b)
    if ((so.buffers[stream] >> b) & 1u)
      state.offset_dw[b] += static_cast<uint32_t>(fit * vpp * so.stride_dw[b]);
  state.primitives_needed[stream] += total;
  state.primitives_written[stream] += fit;
  return {};
}

const char* DrawRunner::stage_gds(const cp::DrawWork& w, const StageModule& mod,
                                  std::vector<uint32_t>* record, std::string* error) {
  if (!mod.module.uses_gds) return nullptr;
  if (w.gds == nullptr) return "draw-gds-without-queue";
  if (!gds_) {
    gds_ = vk::HostBuffer::create(dev_, cp::kGdsBytes, error);
    if (!gds_) return "host-memory";
  }
  std::memcpy(gds_->data(), w.gds, cp::kGdsBytes);
  (*record)[xlate::MeshRecord::kGdsAddr] = static_cast<uint32_t>(gds_->address());
  (*record)[xlate::MeshRecord::kGdsAddr + 1] = static_cast<uint32_t>(gds_->address() >> 32);
  return nullptr;
}

void DrawRunner::unstage_gds(const cp::DrawWork& w, const StageModule& mod) {
  if (mod.module.uses_gds && w.gds != nullptr && gds_)
    std::memcpy(w.gds, gds_->data(), cp::kGdsBytes);
}

vk::ComputePipeline* DrawRunner::pass_pipeline(StageModule* mod, std::string* error) {
  auto found = pass_pipelines_.find(mod->id);
  if (found != pass_pipelines_.end()) return found->second.get();
  auto pipeline =
      vk::ComputePipeline::create(dev_, mod->module.spirv, sizeof(xlate::MeshPush), error,
                                  mod->module.required_subgroup, mod->module.local_size);
  if (!pipeline) return nullptr;
  if (pass_pipelines_.size() >= kModuleCacheEntries) pass_pipelines_.clear();
  return pass_pipelines_.emplace(mod->id, std::move(pipeline)).first->second.get();
}

uint32_t gsvs_vertex(const DrawLegacyGs& g, uint32_t wave, uint32_t lane, uint32_t stream,
                     uint32_t k) {
  // Stream s's items start 64 threads' ring_offset[s] dwords into the wave's
  // item; in them, groups of 16 lanes take the stream's item each, and each
  // vertex is 16 dwords, a lane each.
  return g.ring_offset[stream] * 64 + wave * 64 * g.itemsize +
         (lane / 16) * 16 * g.vert_itemsize[stream] * g.key.gs_max_vert_out + k * 16 + lane % 16;
}

const char* gs_emitted(const DrawLegacyGs& g, std::span<const uint32_t> records,
                       std::span<const uint32_t> threads, uint32_t workgroup_threads,
                       std::array<std::vector<uint32_t>, 4>* streams) {
  using E = xlate::GsEmitRecord;
  const uint32_t max = g.key.gs_max_vert_out;
  const uint32_t words = E::words(max), cut_words = E::cut_words(max);
  for (auto& s : *streams) s.clear();
  if (workgroup_threads == 0 || workgroup_threads % 64 != 0 ||
      records.size() < uint64_t{threads.size()} * workgroup_threads * words)
    return "legacy-gs-emit-records";
  const uint32_t waves = workgroup_threads / 64;
  for (size_t j = 0; j < threads.size(); ++j) {
    if (threads[j] > workgroup_threads) return "legacy-gs-emit-records";
    for (uint32_t t = 0; t < threads[j]; ++t) {
      const uint32_t* rec = records.data() + (j * workgroup_threads + t) * words;
      const uint32_t wave = static_cast<uint32_t>(j) * waves + t / 64, lane = t % 64;
      for (uint32_t s = 0; s < 4; ++s) {
        // Past VGT_GS_MAX_VERT_OUT the hardware's ring and counts are not
        // published; nor is a stream the ring lays out no items for.
        if (rec[s] & E::kOverflow) return "legacy-gs-emit-past-max-vert-out";
        const uint32_t count = rec[s];
        if (count > max) return "legacy-gs-emit-records";
        if (count == 0) continue;
        if (g.vert_itemsize[s] == 0) return "legacy-gs-emit-stream-without-items";
        std::vector<uint32_t>& out = (*streams)[s];
        for (uint32_t k = 0; k < count; ++k) {
          if (k > 0 && ((rec[4 + s * cut_words + k / 32] >> (k % 32)) & 1u))
            out.push_back(kGsStripEnd);
          out.push_back(gsvs_vertex(g, wave, lane, s, k));
        }
        // A thread's strips end with it.
        out.push_back(kGsStripEnd);
      }
    }
  }
  return nullptr;
}

// A legacy geometry draw (decision record 0045). The draw's primitives, in
// subgroups of every instance in turn, run the merged ES+GS program as compute
// workgroups, a batch at a time: as many as the GSVS ring holds, each wave its
// own item. Each geometry thread's EMIT and CUT messages say which ring
// vertices it emitted to each stream and where its strips end; in thread
// order those are assembled into each stream's primitives (the output
// primitive type's strips, as the rasteriser and streamout take them). The
// copy shader then stores each enabled stream's (its streamout pass, one a
// stream) and draws stream 0's, before the next batch writes the ring again.
cp::WorkOutcome DrawRunner::run_legacy_gs(const cp::DrawWork& w, const DrawPlan& plan,
                                          const Assembly& assembly,
                                          const std::vector<uint8_t>& copy_code, StageModule* mesh,
                                          StageModule* fragment, bool counted, cp::GpuMemory& m,
                                          vk::HostBuffer& status, ExecutorStats* stats) {
  const DrawLegacyGs& g = plan.legacy_gs;
  if (plan.streamout.enabled() && w.streamout == nullptr)
    return cp::work_refused("draw-streamout-without-queue");
  std::vector<uint8_t> code = read_program(m, g.program);
  if (code.empty()) return cp::work_refused("program-unmapped");
  std::string refusal, detail, error;
  StageModule* mod = module(mesh_modules_, g.key, code, &refusal, &detail, stats);
  if (mod == nullptr) return cp::work_refused(names_.intern(refusal), "geometry: " + detail);
  vk::ComputePipeline* pipeline = pass_pipeline(mod, &error);
  if (pipeline == nullptr) return cp::work_refused("host-pipeline", error);
  const uint32_t local = mod->module.local_size;
  const uint32_t waves = local / 64;
  // Workgroups a batch: as many as the ring holds (256 bytes a unit; a wave's
  // item is 64 threads' itemsize dwords, as many units), of its first 4 GiB
  // (the copy shader's VertexID is a dword's number in 32 bits), at most
  // kGsBatchGroups (the emit records of a batch stay tens of MiB), and as many
  // as may emit kGsBatchVertices to a stream (the host's lists of them).
  const uint64_t units = std::min<uint64_t>(g.ring_units, uint64_t{1} << 24);
  const uint64_t by_vertices =
      std::max<uint64_t>(1, kGsBatchVertices / (uint64_t{local} * g.key.gs_max_vert_out));
  const uint64_t per_batch =
      std::min<uint64_t>({waves == 0 ? 0 : units / (uint64_t{g.itemsize} * waves),
                          options_.gs_batch_one ? 1 : kGsBatchGroups, by_vertices});
  if (per_batch == 0) return cp::work_refused("draw-VGT_GSVS_RING_SIZE (below a workgroup)");
  using R = xlate::MeshRecord;
  using E = xlate::GsEmitRecord;
  const uint32_t in_vertices = g.key.gs_in_vertices;
  const uint32_t prim_words = R::primitive_words(in_vertices);
  const uint32_t sub_words =
      R::subgroup_words(g.key.max_vertices, g.key.max_primitives, in_vertices);
  const uint32_t words = E::words(g.key.gs_max_vert_out);
  const uint64_t n = assembly.subgroups.size();
  const uint64_t items = n * w.instances;
  cp::WorkOutcome drawn = cp::work_done();
  for (uint64_t first = 0; first < items; first += per_batch) {
    const uint32_t count = static_cast<uint32_t>(std::min<uint64_t>(per_batch, items - first));
    std::vector<uint32_t> record(R::kHeadWords + size_t{count} * sub_words, 0);
    record[R::kUserDataAddr] = g.user_data_addr[0];
    record[R::kUserDataAddr + 1] = g.user_data_addr[1];
    std::memcpy(&record[R::kUserData], g.user_data, sizeof g.user_data);
    record[R::kGsvsWaveBytes] = 256 * g.itemsize;
    std::vector<uint32_t> threads(count);
    for (uint32_t j = 0; j < count; ++j) {
      const uint64_t item = first + j;
      const SubgroupRange& s = assembly.subgroups[item % n];
      uint32_t* sub = &record[R::kHeadWords + size_t{j} * sub_words];
      write_subgroup(assembly, s, g.key.max_vertices, prim_words, false, sub);
      sub[R::kInstance] = static_cast<uint32_t>(item / n);
      threads[j] = s.primitives * g.key.gs_instances;
    }
    auto emits = vk::HostBuffer::create(dev_, uint64_t{count} * local * words * 4, &error);
    auto buffer = vk::HostBuffer::create(dev_, record.size() * 4, &error);
    if (!emits || !buffer) return cp::work_refused("host-memory", error);
    record[R::kGsEmitAddr] = static_cast<uint32_t>(emits->address());
    record[R::kGsEmitAddr + 1] = static_cast<uint32_t>(emits->address() >> 32);
    if (const char* why = stage_gds(w, *mod, &record, &error)) return cp::work_refused(why, error);
    std::memcpy(buffer->data(), record.data(), record.size() * 4);
    uint64_t table = 0;
    if (const char* why = views_.prepare(m, &table, &detail)) return cp::work_refused(why, detail);
    std::memset(status.data(), 0, 4);
    const xlate::MeshPush mp =
        mesh_push(plan, table, status, buffer->address(), sub_words, g.program);
    const uint32_t groups[3] = {count, 1, 1};
    bool ok = pipeline->run(groups, {reinterpret_cast<const uint8_t*>(&mp), sizeof mp}, &error);
    views_.finish(m);
    if (!ok) return cp::work_refused("host-device-lost", error);
    uint32_t word = 0;
    std::memcpy(&word, status.data(), 4);
    if (const char* why = status_refusal(word)) return cp::work_refused(why, "geometry pass");
    unstage_gds(w, *mod);
    ++stats->geometry_passes;
    std::array<std::vector<uint32_t>, 4> emitted;
    if (const char* why = gs_emitted(
            g, {reinterpret_cast<const uint32_t*>(emits->data()), size_t{count} * local * words},
            threads, local, &emitted))
      return cp::work_refused(why);
    for (uint32_t s = 0; s < 4; ++s) {
      // A stream neither counted nor drawn needs no assembly.
      const bool counted_stream = (plan.streamout.streams >> s) & 1u;
      if (!counted_stream && s != 0) continue;
      Assembly out;
      if (!emitted[s].empty()) {
        if (const char* why = assemble_primitives(g.output, emitted[s], &out))
          return cp::work_refused(why);
      }
      if (counted_stream) {
        if (std::string why = run_streamout(w, plan, out, s, 1, copy_code, m, status, stats);
            !why.empty())
          return cp::work_refused(names_.intern(why), detail_);
      }
      if (s == 0 && !out.subgroups.empty()) {
        drawn = draw_assembled(w, plan, out, 1, mesh, fragment, counted, m, status, stats);
        if (!drawn.done) return drawn;
      }
    }
  }
  return drawn;
}

}  // namespace rdnavk::exec
