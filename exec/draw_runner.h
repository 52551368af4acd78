// Carries a draw out on the host device (decision record 0025): the registers
// planned (draw_plan.h), the vertex ids fetched and assembled into subgroups
// (primitive_assembly.h), the NGG and pixel programs translated as mesh and
// fragment modules (cached), the colour targets seeded from guest memory, the
// draw run and waited for, and the targets written back.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "cp/work.h"
#include "exec/draw_plan.h"
#include "exec/executor.h"
#include "exec/guest_view.h"
#include "exec/kept_targets.h"
#include "exec/module_cache.h"
#include "exec/primitive_assembly.h"
#include "exec/sample_copy.h"
#include "exec/status.h"
#include "vk/compute_pipeline.h"
#include "vk/graphics_pipeline.h"
#include "vk/host_buffer.h"
#include "vk/host_device.h"
#include "xlate/translator.h"

namespace rdnavk::exec {

// A translated mesh or fragment program.
struct StageModule {
  xlate::CompiledModule module;
  uint64_t id = 0;  // unique for the run: pipelines are keyed by it
};

// DB_COUNT_CONTROL for the draw `plan`: *counted where its passing samples are
// counted (occlusion queries); the refusal's name, or null.
const char* occlusion_counting(uint32_t count_control, const DrawPlan& plan, bool host_precise,
                               bool* counted);

// Streamout (decision record 0044; draw_passes.cpp): the whole primitives of
// `vpp` vertices, of `primitives`, that every buffer of `stream` has room for
// from its offset (none with no buffer); and the vertex ids the streamout pass
// hands its lanes, each primitive's in the order assembled, in draw order.
uint64_t streamout_fit(const DrawStreamout& so, uint32_t stream, const uint32_t offset_dw[4],
                       uint32_t vpp, uint64_t primitives);
std::vector<uint32_t> streamout_vertices(const Assembly& assembly, uint32_t vpp);

// A legacy geometry program's GSVS ring (decision record 0045): the dword,
// from the ring's start, of vertex `k` that lane `lane` of the pass's wave
// `wave` emitted to `stream`, which the copy shader is handed as its vertex
// id. The drivers' GS programs write component c of it at that dword plus
// c * VGT_GS_MAX_VERT_OUT * 16, through a swizzled descriptor (16 lanes,
// 4-byte elements, a thread's stride of the stream's item) at gs2vs_offset,
// which is the wave's item of 64 threads.
uint32_t gsvs_vertex(const DrawLegacyGs& g, uint32_t wave, uint32_t lane, uint32_t stream,
                     uint32_t k);
// Each stream's vertices, strips ended by kGsStripEnd, that the emit records
// of `threads` geometry threads say they emitted (`records`: GsEmitRecord's
// words a thread, `waves` of 64 threads a workgroup, `workgroup_threads` a
// record's stride in threads); or the refusal.
const char* gs_emitted(const DrawLegacyGs& g, std::span<const uint32_t> records,
                       std::span<const uint32_t> threads, uint32_t workgroup_threads,
                       std::array<std::vector<uint32_t>, 4>* streams);

class DrawRunner {
 public:
  // `disk`: the executor's module cache on disk, or null.
  DrawRunner(vk::HostDevice& dev, GuestViews& views, const ExecutorOptions& options,
             RefusalNames& names, DiskModuleCache* disk);
  // `status`: a status word of the host device for the draw's modules.
  cp::WorkOutcome run(const cp::DrawWork& w, const cp::QueueState& q, cp::GpuMemory& m,
                      vk::HostBuffer& status, ExecutorStats* stats);
  ~DrawRunner();
  // The samples the draws carried out so far counted while DB_COUNT_CONTROL
  // enabled it (ZPASS_DONE's counter).
  uint64_t samples_passed() const { return samples_passed_; }

  // Targets kept on the host device between draws (decision record 0047):
  // written back where [va, va + size) of `m` meets their pages, or all of
  // them; the pages still kept dirty guarded after either.
  void touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, Toucher why, ExecutorStats* stats);
  void write_back_kept(Toucher why, ExecutorStats* stats);
  // Written back where the host bytes [lo, hi) meet their pages.
  void touch_host(uint64_t lo, uint64_t hi, Toucher why, ExecutorStats* stats);
  const KeptTargets& kept() const { return kept_; }

  // A draw that keeps every target it draws is submitted and not waited for
  // (decision record 0047): the command processor goes on while the host
  // device runs it. Whatever reads what it drew, or needs the device or the
  // kept targets otherwise (a draw, a dispatch, a touch, the submission's
  // end), finishes it first: waits, and where it reached a kept target's
  // pages or was refused, does as a draw waited for does. A refusal found so
  // is the executor's to report at its next settle (take_refusals).
  void finish_pending(ExecutorStats* stats);
  bool pending() const { return pending_ != nullptr; }
  void take_refusals(std::vector<cp::SettledRefusal>* out);

 private:
  // The streamout pass of a draw with streamout enabled, and the queue's
  // offsets and counters advanced (decision record 0044). Empty, or the
  // refusal's name with detail_ saying where.
  // `stream`: the one whose primitives `assembly` holds, `instances` times.
  std::string run_streamout(const cp::DrawWork& w, const DrawPlan& plan, const Assembly& assembly,
                            uint32_t stream, uint32_t instances, const std::vector<uint8_t>& code,
                            cp::GpuMemory& m, vk::HostBuffer& status, ExecutorStats* stats);
  // The draw of `assembly`'s primitives, `instances` times, by the planned
  // modules: its pipeline, record and targets, run and written back.
  // `ordinary`: its targets written back after it whatever its modules do
  // (a draw run again after it reached a kept target's pages).
  cp::WorkOutcome draw_assembled(const cp::DrawWork& w, const DrawPlan& plan,
                                 const Assembly& assembly, uint32_t instances, StageModule* mesh,
                                 StageModule* fragment, bool counted, cp::GpuMemory& m,
                                 vk::HostBuffer& status, ExecutorStats* stats,
                                 bool ordinary = false);
  // The draw's guest memory: before any access of its own to `m`, the kept
  // targets there are written back.
  class Reached;
  // What a draw needs to run again.
  struct Redo {
    const cp::DrawWork& w;
    const DrawPlan& plan;
    const Assembly& assembly;
    uint32_t instances;
    StageModule* mesh;
    StageModule* fragment;
    bool counted;
    cp::GpuMemory& m;
    vk::HostBuffer& status;
  };
  // After a draw ran (`ok`: the device ran it; `word`: its status): where it
  // reached a kept target's pages, was refused or failed, its kept targets
  // (`entries`, each dirty before it or not as `was_dirty` says) go back as
  // they were before it and are dropped, the other dirty ones as they are;
  // a touching draw runs again with nothing kept. The outcome then, or none
  // where the draw stands.
  std::optional<cp::WorkOutcome> undo(bool ok, const std::string& error, uint32_t word,
                                      bool guarded, const std::vector<vk::HostImage*>& images,
                                      const std::vector<KeptTargets::Entry*>& entries,
                                      const std::vector<bool>& was_dirty, const Redo& redo,
                                      ExecutorStats* stats);
  struct Pending;
  // The VA table's guards made those of the kept targets' dirty pages.
  void sync_guards();
  // A legacy geometry draw (decision record 0045): the geometry pass in
  // batches the GSVS ring holds, and for each the emitted strips assembled,
  // stored by stream and drawn by the copy shader.
  cp::WorkOutcome run_legacy_gs(const cp::DrawWork& w, const DrawPlan& plan,
                                const Assembly& assembly, const std::vector<uint8_t>& copy_code,
                                StageModule* mesh, StageModule* fragment, bool counted,
                                cp::GpuMemory& m, vk::HostBuffer& status, ExecutorStats* stats);
  // The queue's global data share (decision record 0046) for a module whose
  // programs reach it: copied into a host buffer whose address `record`
  // (MeshRecord::kGdsAddr) gets, and back after the module ran. Null, or the
  // refusal's name.
  const char* stage_gds(const cp::DrawWork& w, const StageModule& mod,
                        std::vector<uint32_t>* record, std::string* error);
  void unstage_gds(const cp::DrawWork& w, const StageModule& mod);
  // The streamout passes' and geometry passes' compute pipeline for `mod`.
  vk::ComputePipeline* pass_pipeline(StageModule* mod, std::string* error);
  template <class Key>
  StageModule* module(ModuleCache<Key, StageModule>& cache, const Key& key,
                      const std::vector<uint8_t>& code, std::string* refusal, std::string* detail,
                      ExecutorStats* stats);

  vk::HostDevice& dev_;
  GuestViews& views_;
  const ExecutorOptions& options_;
  DiskModuleCache* disk_;
  RefusalNames& names_;
  ModuleCache<xlate::MeshKey, StageModule> mesh_modules_;
  ModuleCache<xlate::FragmentKey, StageModule> fragment_modules_;
  // A draw's first mesh key (by hash) whose module's workgroup memory did not
  // fit the host: the threads its subgroups were cut to (D33), the size that
  // fitted or, where none did, the smallest tried.
  std::unordered_map<uint64_t, uint32_t> thread_caps_;
  uint64_t next_id_ = 1;
  // By the two modules' ids, the targets' formats and write masks, culling and
  // the front face.
  using PipelineKey = std::tuple<uint64_t, uint64_t, std::vector<uint32_t>>;
  std::map<PipelineKey, std::unique_ptr<vk::GraphicsPipeline>> pipelines_;
  // Multisampled targets' seeding and read back (D42).
  SampleCopy sample_copy_;
  // One precise occlusion query, made at the first counted draw.
  VkQueryPool occlusion_ = VK_NULL_HANDLE;
  uint64_t samples_passed_ = 0;
  // The streamout passes' pipelines, by their module's id.
  std::unordered_map<uint64_t, std::unique_ptr<vk::ComputePipeline>> pass_pipelines_;
  std::string detail_;                   // run_streamout's refusal's detail
  std::unique_ptr<vk::HostBuffer> gds_;  // the share as the modules reach it
  KeptTargets kept_;
  uint64_t draw_serial_ = 0;  // draws begun, for the kept targets' ages
  std::unique_ptr<Pending> pending_;
  cp::GpuMemory* memory_ = nullptr;  // the memory of the draw run() carries out
  std::vector<cp::SettledRefusal> late_;
};

}  // namespace rdnavk::exec
