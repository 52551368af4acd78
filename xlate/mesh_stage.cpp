// The mesh stage (decision record 0025): an NGG program's subgroup as one mesh
// workgroup. Its waves start as the hardware starts them (SGPRs s0-s7 of a
// merged shader, user data from s8, the primitive's vertex numbers and the
// vertex's VertexID in VGPRs), read from the draw's record (MeshRecord). Its
// exports of positions, parameters and primitives are kept in workgroup
// memory by thread; GS_ALLOC_REQ's counts too. After every wave has ended the
// group writes the mesh outputs: each primitive's vertices as vertices of
// their own, carrying (I, J) for the host's rasteriser to interpolate, and the
// primitive's three vertices' parameters that the pixel program reads.
#include <fmt/format.h>

#include <tuple>

#include <algorithm>
#include <bit>

#include "regs/gfx103_types.h"
#include "xlate/emit.h"
#include "xlate/module_writer.h"
#include "xlate/stage_common.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {

namespace {

// EXP targets (Mesa gfx10-rsrc.json SQ_EXP_0__TGT; LLVM SIDefines.h Exp).
constexpr unsigned kExpPos0 = 12;
constexpr unsigned kExpPrim = 20;
constexpr unsigned kExpParam0 = 32;
// s_sendmsg's messages (Mesa ac_shader_util.h; LLVM SIDefines.h SendMsg):
// GS_ALLOC_REQ; GS with its operation in bits 5:4 (CUT 1, EMIT 2, EMIT_CUT 3)
// and stream in 9:8; GS_DONE.
constexpr unsigned kMsgGsAllocReq = 9;
constexpr unsigned kMsgGs = 2;
constexpr unsigned kMsgGsDone = 3;
// A legacy geometry thread's emit state (MeshKey::legacy_gs), in its Private
// array laid out as GsEmitRecord: a stream's count word holds a cut not yet
// followed by a vertex in this bit, which the record leaves out.
constexpr uint32_t kGsCutPending = 1u << 30;

// The wave's configuration from the draw's registers, or the name of what is
// refused.
std::string mesh_config(const MeshKey& k, WaveConfig* l) {
  regs::SpiShaderPgmRsrc2Gs rsrc2{k.rsrc2};
  l->wave = k.wave64 ? 64 : 32;
  unsigned threads = k.threads();
  if (threads == 0 || threads > 256 || k.max_primitives == 0) return "ngg-subgroup-size";
  if (k.streamout_pass && (!k.legacy_vs || threads != l->wave)) return "streamout-pass-config";
  if (k.legacy_vs && (k.gs || k.passthrough || k.rect_list)) return "legacy-vs-config";
  // A legacy geometry program: wave64 alone (both drivers' only size for it),
  // at most 256 vertices a thread (both drivers' limit).
  if (k.legacy_gs && (!k.gs || k.legacy_vs || k.streamout_pass || !k.wave64 ||
                      k.gs_max_vert_out > 256 || k.gs_in_vertices < 1 || k.gs_in_vertices > 6 ||
                      k.gs_instances == 0 || k.gs_max_vert_out == 0))
    return "legacy-gs-config";
  if (k.gs && (k.rect_list || k.passthrough || k.gs_in_vertices < 1 || k.gs_in_vertices > 6 ||
               k.gs_instances == 0 || k.gs_max_vert_out == 0))
    return "ngg-gs-config";
  if (k.vertices_per_primitive < 1 || k.vertices_per_primitive > 3 ||
      (k.rect_list && k.vertices_per_primitive != 3) ||
      (!k.legacy_gs &&
       k.out_primitive_limit() * (k.rect_list ? 4 : k.vertices_per_primitive) > 256))
    return "draw-host-mesh-limits";
  if (k.ps_inputs > 32) return "draw-host-mesh-limits";
  if (std::string why = group_of_waves(threads, k.host_subgroup, l); !why.empty()) return why;
  if (k.legacy_vs) {
    // RSRC2_VS: the SGPRs a VS wave is given past its user data are the
    // streamout words alone here; scratch, the off-chip LDS base, the
    // program counter base and dispatch draw are refused. A VS has no LDS.
    regs::SpiShaderPgmRsrc2Vs vs{k.rsrc2};
    if (vs.scratch_en()) return "legacy-vs-scratch";
    if (vs.oc_lds_en()) return "legacy-vs-offchip-lds";
    if (vs.pc_base_en() || vs.dispatch_draw_en()) return "legacy-vs-system-sgprs";
    if (!vs.so_en() && (k.rsrc2 & 0xf00u) != 0) return "legacy-vs-so-base-without-so-en";
    return wave_resources(k.rsrc1, vs.shared_vgpr_cnt(), 0, l);
  }
  if (rsrc2.scratch_en()) return "ngg-scratch";
  if (rsrc2.oc_lds_en()) return "ngg-offchip-lds";
  return wave_resources(k.rsrc1, rsrc2.shared_vgpr_cnt(), rsrc2.lds_size(), l);
}

class MeshStage final : public Stage {
 public:
  MeshStage(const MeshKey& k, const WaveConfig& l) : key_(k), l_(l) {
    param_slot_.fill(-1);
    for (unsigned i = 0; i < k.ps_inputs; ++i) {
      if (k.ps_param[i] & kPsParamDefault) continue;
      unsigned p = k.ps_param[i] & 31;
      if (param_slot_[p] < 0) param_slot_[p] = static_cast<int>(params_++);
    }
  }

  // The streamout pass and a legacy geometry pass draw nothing: compute.
  bool compute() const { return key_.streamout_pass || key_.legacy_gs; }
  const char* execution_model() const override { return compute() ? "GLCompute" : "MeshEXT"; }
  bool has_workgroup_memory() const override { return true; }
  V border_colour_table(SpirvAsm& a) const override { return push_u64(a, "border_colours"); }
  void declare_interface(SpirvAsm& a) override;
  std::string interface_ids() const override {
    if (key_.streamout_pass) return std::string("%push ") + kGroupBuiltinIds + " %in_lii";
    if (key_.legacy_gs) return std::string("%push ") + kGroupBuiltinIds + " %in_lii %gs_emit";
    std::string ids =
        std::string("%push ") + kGroupBuiltinIds +
        " %in_lii %m_pos %m_prim %m_alloc %m_out_pos %m_out_idx %m_out_cull %m_out_ip "
        "%m_out_il";
    if (params_ > 0) ids += " %m_par";
    if (key_.vertices_per_primitive == 1) ids += " %m_out_psize";
    if (key_.point_size_export) ids += " %m_psize";
    if (key_.ps_inputs > 0) ids += " %m_out_ps";
    if (distances()) ids += " %m_ccd";
    if (host_clip()) ids += " %m_out_clip";
    if (host_cull()) ids += " %m_out_culld";
    return ids;
  }
  void execution_modes(SpirvAsm& a) const override {
    a.execution_mode(fmt::format("LocalSize {} 1 1", l_.local_size));
    if (compute()) return;
    a.execution_mode(fmt::format("OutputVertices {}", out_vertices()));
    a.execution_mode(fmt::format("OutputPrimitivesEXT {}", out_primitives()));
    const char* kind = key_.vertices_per_primitive == 3   ? "OutputTrianglesEXT"
                       : key_.vertices_per_primitive == 2 ? "OutputLinesEXT"
                                                          : "OutputPoints";
    a.execution_mode(kind);
  }
  // The host need not promise a mesh workgroup's subgroups the layout the
  // placement assumes (runs of the group's invocations in order, as compute
  // modules require of it): each invocation checks it against its
  // LocalInvocationIndex, and the epilogue refuses the draw where it fails.
  // An invocation found elsewhere runs none of the program (its wave starts
  // ended) and takes its place from LocalInvocationIndex, so that every
  // workgroup array it reaches is reached in bounds.
  void place_lanes(SpirvAsm& a, Emit& e) override {
    gds_ = V{};  // each module written reads it afresh
    place_group_lanes(a, e, key_.host_subgroup, l_.wave);
    V lii{a.fresh("x"), Ty::kU32};
    a.prologue(fmt::format("{} = OpLoad %u32 %in_lii", lii.id));
    laid_out_ = a.prologue_op(Ty::kBool, "OpIEqual", {lii, e.flat_});
    auto safe = [&](V& v, const V& fallback) {
      v = a.prologue_op(Ty::kU32, "OpSelect", {laid_out_, v, fallback});
    };
    unsigned shift = std::countr_zero(l_.wave);
    safe(e.flat_, lii);
    safe(e.wave_, a.prologue_op(Ty::kU32, "OpShiftRightLogical", {lii, a.u32(shift)}));
    safe(e.lane_, a.prologue_op(Ty::kU32, "OpBitwiseAnd", {lii, a.u32(l_.wave - 1)}));
    safe(e.subgroup_id_, a.u32(0));
    safe(e.subgroup_first_, a.u32(0));
  }
  bool initial_state(SpirvAsm& a, Emit& e, InitialState* s) override;
  // Every NGG wave starts with all its lanes on; the program forms its own
  // EXEC from merged_wave_info. A VS wave's EXEC is its vertices.
  bool full_waves() const override { return !key_.legacy_vs; }
  // A VS wave's v1 and v2 (a user VGPR and the legacy primitive id, which
  // VGT_PRIMITIVEID_EN would give and the draw refuses) hold nothing the
  // hardware publishes.
  std::vector<UnknownStart> unknown_start_vgprs() const override {
    if (!key_.legacy_vs) return {};
    return {{0x6u, "legacy-vs-input-v1-v2"}};
  }
  bool exp(Emit& e, const isa::Instruction& in) override;
  bool sendmsg(Emit& e, const isa::Instruction& in) override;
  // The draw's record holds the share's address (MeshRecord::kGdsAddr).
  V gds_base(SpirvAsm& a) override {
    if (gds_.id.empty()) {
      // (The body may be written before the starting state: the draw's
      // record is read here afresh.)
      std::string dp = a.fresh("p");
      a.prologue(fmt::format("{} = OpAccessChain %pp_u64 %push %c_push_draw", dp));
      V draw{a.fresh("x"), Ty::kU64};
      a.prologue(fmt::format("{} = OpLoad %u64 {}", draw.id, dp));
      V lo = record_word(a, draw, a.u32(MeshRecord::kGdsAddr));
      V hi = record_word(a, draw, a.u32(MeshRecord::kGdsAddr + 1));
      gds_ =
          a.prologue_op(Ty::kU64, "OpBitwiseOr",
                        {a.prologue_op(Ty::kU64, "OpUConvert", {lo}),
                         a.prologue_op(Ty::kU64, "OpShiftLeftLogical",
                                       {a.prologue_op(Ty::kU64, "OpUConvert", {hi}), a.u64(32)})});
    }
    return gds_;
  }
  void epilogue(SpirvAsm& a, Emit& e) override;

 private:
  // Mesh vertices and primitives a guest primitive becomes: itself, or a
  // rectangle's four corners and two triangles.
  unsigned vertices_out() const { return key_.rect_list ? 4 : key_.vertices_per_primitive; }
  unsigned primitives_out() const { return key_.rect_list ? 2 : 1; }
  unsigned out_primitives() const { return key_.out_primitive_limit() * primitives_out(); }
  unsigned out_vertices() const { return key_.out_primitive_limit() * vertices_out(); }
  // D38: whether a quad's split along either diagonal draws the same pixels
  // (thread t's primitive, the second triangle, with the one before).
  void check_quad(SpirvAsm& a, Emit& e, const V& t, const V& cull, const V (&idx)[3]);
  V quad_second_;  // bool, in the prologue: the thread's primitive is a quad's second
  // The distances exported, and those the host clips and culls by: the
  // hardware does not clip points by distances, and a distance that clips
  // culls too (a primitive all outside is clipped away whole).
  uint8_t distances() const { return key_.clip_mask | key_.cull_mask; }
  uint8_t host_clip() const { return key_.vertices_per_primitive == 1 ? 0 : key_.clip_mask; }
  uint8_t host_cull() const {
    return key_.vertices_per_primitive == 1 ? key_.cull_mask : key_.cull_mask & ~key_.clip_mask;
  }
  // Writes each output vertex's host distances of `mask` (bits: distance n)
  // to the array `var` (`ptr`: its f32 element pointer type).
  void store_distances(SpirvAsm& a, const char* var, uint8_t mask, const V& vi,
                       const std::array<V, 4>& from);
  // Element `index` (u32) of workgroup array `var`.
  void store_shared(SpirvAsm& a, const char* var, const V& index, const V& v) {
    std::string p = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %wp_u32 {} {}", p, var, index.id));
    a.line(fmt::format("OpStore {} {}", p, v.id));
  }
  V load_shared(SpirvAsm& a, const char* var, const V& index) {
    std::string p = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %wp_u32 {} {}", p, var, index.id));
    V r{a.fresh("x"), Ty::kU32};
    a.line(fmt::format("{} = OpLoad %u32 {}", r.id, p));
    return r;
  }
  // A dword of the draw's record: `word` past `base` (a u64 device address).
  V record_word(SpirvAsm& a, const V& base, const V& word);
  // A VS wave's starting state (legacy_vs), in the draw or the streamout pass.
  bool legacy_initial_state(SpirvAsm& a, Emit& e, InitialState* s, const V& draw, const V& gy);
  // A legacy geometry thread's GS EMIT or CUT on `stream` (legacy_gs).
  void gs_emit(SpirvAsm& a, unsigned stream);
  void gs_cut(SpirvAsm& a, unsigned stream);
  // Element `index` of the thread's emit state.
  std::string gs_word(SpirvAsm& a, const V& index) {
    std::string p = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %vp_u32 %gs_emit {}", p, index.id));
    return p;
  }

  const MeshKey& key_;
  const WaveConfig& l_;
  std::array<int, 32> param_slot_;  // param export -> its slot in %m_par, or -1
  unsigned params_ = 0;
  V record_;    // u64: this workgroup's subgroup record
  V laid_out_;  // bool: the invocation is where the placement puts it
  V draw_;      // u64: the draw's record
  V gds_;       // u64: the global data share's address, once asked for
  V group_;     // u32: WorkgroupId.x
};

void MeshStage::declare_interface(SpirvAsm& a) {
  declare_push(a, PushLayout<MeshPush>::kMembers);
  declare_group_builtins(a);
  a.global("%in_lii = OpVariable %ip_u32 Input");
  a.decorate("OpDecorate %in_lii BuiltIn LocalInvocationIndex");
  if (key_.streamout_pass) return;
  if (key_.legacy_gs) {
    // The thread's emit state (GsEmitRecord's words), zero at the start.
    a.global(fmt::format("%c_gs_emit_n = OpConstant %u32 {}",
                         GsEmitRecord::words(key_.gs_max_vert_out)));
    a.global("%gs_emit_t = OpTypeArray %u32 %c_gs_emit_n");
    a.global("%vp_gs_emit = OpTypePointer Private %gs_emit_t");
    a.global("%gs_emit_zero = OpConstantNull %gs_emit_t");
    a.global("%gs_emit = OpVariable %vp_gs_emit Private %gs_emit_zero");
    return;
  }
  a.extension("SPV_EXT_mesh_shader");
  a.capability("MeshShadingEXT");
  const unsigned t = l_.local_size, nv = out_vertices(), np = out_primitives();
  // Exports by thread: pos0 (4 dwords), the primitive (its word; bit 0 of the
  // second dword: exported), the parameters the pixel program reads.
  a.global(fmt::format("%c_m_pos_n = OpConstant %u32 {}", 5 * t));
  a.global("%m_pos_t = OpTypeArray %u32 %c_m_pos_n");
  a.global("%wp_m_pos = OpTypePointer Workgroup %m_pos_t");
  a.global("%m_pos = OpVariable %wp_m_pos Workgroup");
  a.global(fmt::format("%c_m_prim_n = OpConstant %u32 {}", 2 * t));
  a.global("%m_prim_t = OpTypeArray %u32 %c_m_prim_n");
  a.global("%wp_m_prim = OpTypePointer Workgroup %m_prim_t");
  a.global("%m_prim = OpVariable %wp_m_prim Workgroup");
  if (params_ > 0) {
    a.global(fmt::format("%c_m_par_n = OpConstant %u32 {}", 4 * params_ * t));
    a.global("%m_par_t = OpTypeArray %u32 %c_m_par_n");
    a.global("%wp_m_par = OpTypePointer Workgroup %m_par_t");
    a.global("%m_par = OpVariable %wp_m_par Workgroup");
  }
  if (key_.point_size_export) {
    a.global(fmt::format("%c_m_psize_n = OpConstant %u32 {}", t));
    a.global("%m_psize_t = OpTypeArray %u32 %c_m_psize_n");
    a.global("%wp_m_psize = OpTypePointer Workgroup %m_psize_t");
    a.global("%m_psize = OpVariable %wp_m_psize Workgroup");
  }
  if (distances()) {
    // The eight distances by thread, from the exports after the misc vector.
    a.global(fmt::format("%c_m_ccd_n = OpConstant %u32 {}", 8 * t));
    a.global("%m_ccd_t = OpTypeArray %u32 %c_m_ccd_n");
    a.global("%wp_m_ccd = OpTypePointer Workgroup %m_ccd_t");
    a.global("%m_ccd = OpVariable %wp_m_ccd Workgroup");
  }
  // GS_ALLOC_REQ's M0 ([0]) and whether it came ([1]).
  a.global("%c_m_two = OpConstant %u32 2");
  a.global("%m_alloc_t = OpTypeArray %u32 %c_m_two");
  a.global("%wp_m_alloc = OpTypePointer Workgroup %m_alloc_t");
  a.global("%m_alloc = OpVariable %wp_m_alloc Workgroup");
  // Mesh outputs.
  a.global("%v4f32 = OpTypeVector %f32 4");
  a.global("%v2f32 = OpTypeVector %f32 2");
  a.global(fmt::format("%c_m_nv = OpConstant %u32 {}", nv));
  a.global(fmt::format("%c_m_np = OpConstant %u32 {}", np));
  a.global("%m_pos_out_t = OpTypeArray %v4f32 %c_m_nv");
  a.global("%op_m_pos_out = OpTypePointer Output %m_pos_out_t");
  a.global("%op_v4f32 = OpTypePointer Output %v4f32");
  a.global("%m_out_pos = OpVariable %op_m_pos_out Output");
  a.decorate("OpDecorate %m_out_pos BuiltIn Position");
  if (key_.vertices_per_primitive == 1) {
    a.global("%m_psize_out_t = OpTypeArray %f32 %c_m_nv");
    a.global("%op_m_psize_out = OpTypePointer Output %m_psize_out_t");
    a.global("%op_f32 = OpTypePointer Output %f32");
    a.global("%m_out_psize = OpVariable %op_m_psize_out Output");
    a.decorate("OpDecorate %m_out_psize BuiltIn PointSize");
  }
  for (auto [mask, var, builtin, cap] :
       {std::tuple{host_clip(), "clip", "ClipDistance", "ClipDistance"},
        std::tuple{host_cull(), "culld", "CullDistance", "CullDistance"}}) {
    if (mask == 0) continue;
    a.capability(cap);
    a.global(fmt::format("%c_m_{}_k = OpConstant %u32 {}", var, std::popcount(mask)));
    a.global(fmt::format("%m_{}_v_t = OpTypeArray %f32 %c_m_{}_k", var, var));
    a.global(fmt::format("%m_{}_out_t = OpTypeArray %m_{}_v_t %c_m_nv", var, var));
    a.global(fmt::format("%op_m_{}_out = OpTypePointer Output %m_{}_out_t", var, var));
    a.global(fmt::format("%m_out_{} = OpVariable %op_m_{}_out Output", var, var));
    a.decorate(fmt::format("OpDecorate %m_out_{} BuiltIn {}", var, builtin));
  }
  if (host_clip() || host_cull()) a.global("%op_f32_d = OpTypePointer Output %f32");
  const unsigned vpp = key_.vertices_per_primitive;
  // %v3u32 comes with the group built-ins.
  const char* idx_type = vpp == 3 ? "%v3u32" : vpp == 2 ? "%v2u32" : "%u32";
  a.global(fmt::format("%m_idx_t = OpTypeArray {} %c_m_np", idx_type));
  a.global("%op_m_idx = OpTypePointer Output %m_idx_t");
  a.global(fmt::format("%op_m_idx_e = OpTypePointer Output {}", idx_type));
  a.global("%m_out_idx = OpVariable %op_m_idx Output");
  a.decorate(
      fmt::format("OpDecorate %m_out_idx BuiltIn {}", vpp == 3   ? "PrimitiveTriangleIndicesEXT"
                                                      : vpp == 2 ? "PrimitiveLineIndicesEXT"
                                                                 : "PrimitivePointIndicesEXT"));
  a.global("%m_cull_t = OpTypeArray %bool %c_m_np");
  a.global("%op_m_cull = OpTypePointer Output %m_cull_t");
  a.global("%op_bool = OpTypePointer Output %bool");
  a.global("%m_out_cull = OpVariable %op_m_cull Output");
  a.decorate("OpDecorate %m_out_cull BuiltIn CullPrimitiveEXT");
  a.decorate("OpDecorate %m_out_cull PerPrimitiveEXT");
  // (I, J) by vertex, perspective-correct (location 0) and linear (1).
  a.global("%m_ij_t = OpTypeArray %v2f32 %c_m_nv");
  a.global("%op_m_ij = OpTypePointer Output %m_ij_t");
  a.global("%op_v2f32 = OpTypePointer Output %v2f32");
  a.global("%m_out_ip = OpVariable %op_m_ij Output");
  a.global("%m_out_il = OpVariable %op_m_ij Output");
  a.decorate("OpDecorate %m_out_ip Location 0");
  a.decorate("OpDecorate %m_out_il Location 1");
  a.decorate("OpDecorate %m_out_il NoPerspective");
  if (key_.ps_inputs > 0) {
    // By primitive: for each pixel input, its three vertices' values (as the
    // hardware orders them), from location 2 on.
    a.global(fmt::format("%c_m_psn = OpConstant %u32 {}", 3 * key_.ps_inputs));
    a.global("%m_ps_e = OpTypeArray %v4u32 %c_m_psn");
    a.global("%m_ps_t = OpTypeArray %m_ps_e %c_m_np");
    a.global("%op_m_ps = OpTypePointer Output %m_ps_t");
    a.global("%op_v4u32 = OpTypePointer Output %v4u32");
    a.global("%m_out_ps = OpVariable %op_m_ps Output");
    a.decorate("OpDecorate %m_out_ps Location 2");
    a.decorate("OpDecorate %m_out_ps PerPrimitiveEXT");
  }
}

V MeshStage::record_word(SpirvAsm& a, const V& base, const V& word) {
  V addr =
      a.prologue_op(Ty::kU64, "OpIAdd",
                    {base, a.prologue_op(Ty::kU64, "OpUConvert",
                                         {a.prologue_op(Ty::kU32, "OpIMul", {word, a.u32(4)})})});
  std::string ptr = a.fresh("p");
  a.prologue(fmt::format("{} = OpConvertUToPtr %psb_u32 {}", ptr, addr.id));
  V r{a.fresh("x"), Ty::kU32};
  a.prologue(fmt::format("{} = OpLoad %u32 {} Aligned 4", r.id, ptr));
  return r;
}

// The registers the hardware initialises for an NGG wave (D25's table).
bool MeshStage::initial_state(SpirvAsm& a, Emit& e, InitialState* s) {
  auto P = [&](Ty t, const char* op, std::initializer_list<V> args, std::string_view tail = "") {
    return a.prologue_op(t, op, args, tail);
  };
  regs::SpiShaderPgmRsrc2Gs rsrc2{key_.rsrc2};
  const unsigned W = l_.wave;
  // The draw's record and this workgroup's subgroup in it.
  std::string dp = a.fresh("p");
  a.prologue(fmt::format("{} = OpAccessChain %pp_u64 %push %c_push_draw", dp));
  V draw{a.fresh("x"), Ty::kU64};
  a.prologue(fmt::format("{} = OpLoad %u64 {}", draw.id, dp));
  V wgid{a.fresh("x"), Ty::kVoid};
  a.prologue(fmt::format("{} = OpLoad %v3u32 %in_wgid", wgid.id));
  V gx = P(Ty::kU32, "OpCompositeExtract", {wgid}, "0");
  V gy = P(Ty::kU32, "OpCompositeExtract", {wgid}, "1");
  draw_ = draw;
  group_ = gx;
  V words = push_u32(a, "subgroup_words", 0, false);
  V at = P(Ty::kU32, "OpIAdd", {a.u32(MeshRecord::kHeadWords), P(Ty::kU32, "OpIMul", {gx, words})});
  record_ = P(Ty::kU64, "OpIAdd",
              {draw, P(Ty::kU64, "OpUConvert", {P(Ty::kU32, "OpIMul", {at, a.u32(4)})})});
  if (key_.legacy_vs) return legacy_initial_state(a, e, s, draw, gy);
  // A legacy geometry pass's workgroups are its subgroups of every instance
  // in one row: the instance is the subgroup's.
  if (key_.legacy_gs) gy = record_word(a, record_, a.u32(MeshRecord::kInstance));
  V nv = record_word(a, record_, a.u32(MeshRecord::kVertices));
  V np = record_word(a, record_, a.u32(MeshRecord::kPrimitives));
  V first_prim = record_word(a, record_, a.u32(MeshRecord::kFirstPrimitiveId));
  // With a geometry program (D30): its threads (each input primitive's
  // instances, primitive-major), and the output counts gs_tg_info gives, the
  // most its threads may emit; without, the primitives and vertices.
  V ng = np, tg_v = nv, tg_p = np;
  if (key_.gs) {
    ng = P(Ty::kU32, "OpIMul", {np, a.u32(key_.gs_instances)});
    tg_v = P(Ty::kU32, "OpIMul", {ng, a.u32(key_.gs_max_vert_out)});
    tg_p = P(Ty::kU32, "OpIMul", {ng, a.u32(key_.gs_prim_amp)});
  }
  auto umax = [&](const V& x, const V& y) {
    return P(Ty::kU32, "OpExtInst", {V{"%glsl UMax", Ty::kVoid}, x, y});
  };
  // Waves: as many as the largest count needs (a legacy geometry program's
  // subgroup has its ES and GS threads alone: it emits through the ring).
  V most = key_.legacy_gs ? umax(nv, ng) : umax(umax(nv, ng), umax(tg_v, tg_p));
  V waves = P(Ty::kU32, "OpUDiv", {P(Ty::kU32, "OpIAdd", {most, a.u32(W - 1)}), a.u32(W)});
  V first = P(Ty::kU32, "OpIMul", {e.wave_, a.u32(W)});
  auto in_wave = [&](const V& count) {
    V left = P(Ty::kU32, "OpSelect",
               {P(Ty::kBool, "OpULessThan", {first, count}), P(Ty::kU32, "OpISub", {count, first}),
                a.u32(0)});
    return P(Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, left, a.u32(W)});
  };
  std::map<unsigned, V>& init = s->sgprs;
  init[0] = record_word(a, draw, a.u32(MeshRecord::kUserDataAddr));
  init[1] = record_word(a, draw, a.u32(MeshRecord::kUserDataAddr + 1));
  // gs_tg_info: the subgroup's vertices [20:12] and primitives [30:22]; the
  // ordered wave id [11:0] counts the draw's waves.
  V ordered = P(Ty::kU32, "OpBitwiseAnd",
                {P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {gx, a.u32(l_.waves)}), e.wave_}),
                 a.u32(0xfff)});
  init[2] = P(Ty::kU32, "OpBitwiseOr",
              {P(Ty::kU32, "OpBitwiseOr",
                 {P(Ty::kU32, "OpShiftLeftLogical", {tg_v, a.u32(12)}),
                  P(Ty::kU32, "OpShiftLeftLogical", {tg_p, a.u32(22)})}),
               ordered});
  // merged_wave_info: this wave's vertices [7:0] and primitive threads
  // [15:8], its number [27:24], the subgroup's waves [31:28].
  V info = P(Ty::kU32, "OpBitwiseOr",
             {in_wave(nv), P(Ty::kU32, "OpShiftLeftLogical", {in_wave(ng), a.u32(8)})});
  if (key_.legacy_gs) {
    // gs2vs_offset in its place: the wave's own part of the GSVS ring, every
    // wave of the pass apart (decision record 0045). The GS wave id in
    // merged_wave_info [23:16], which the drivers hand s_sendmsg in M0, counts
    // the pass's waves.
    V wave_no = P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {gx, a.u32(l_.waves)}), e.wave_});
    init[2] =
        P(Ty::kU32, "OpIMul", {wave_no, record_word(a, draw, a.u32(MeshRecord::kGsvsWaveBytes))});
    info = P(Ty::kU32, "OpBitwiseOr",
             {info, P(Ty::kU32, "OpShiftLeftLogical",
                      {P(Ty::kU32, "OpBitwiseAnd", {wave_no, a.u32(0xff)}), a.u32(16)})});
  }
  info =
      P(Ty::kU32, "OpBitwiseOr", {info, P(Ty::kU32, "OpShiftLeftLogical", {e.wave_, a.u32(24)})});
  init[3] =
      P(Ty::kU32, "OpBitwiseOr", {info, P(Ty::kU32, "OpShiftLeftLogical", {waves, a.u32(28)})});
  unsigned user = rsrc2.user_sgpr() | rsrc2.user_sgpr_msb() << 5;
  if (8 + user > kSgprCount || user > 32) return e.refuse("too-many-initial-sgprs");
  for (unsigned n = 0; n < user; ++n)
    init[8 + n] = record_word(a, draw, a.u32(MeshRecord::kUserData + n));
  // The lane's primitive (thread t < primitives) and vertex (t < vertices).
  V t = e.flat_;
  V has_prim = P(Ty::kBool, "OpULessThan", {t, ng});
  V has_vert = P(Ty::kBool, "OpULessThan", {t, nv});
  V tp =
      P(Ty::kU32, "OpSelect",
        {has_prim, key_.gs ? P(Ty::kU32, "OpUDiv", {t, a.u32(key_.gs_instances)}) : t, a.u32(0)});
  V tv = P(Ty::kU32, "OpSelect", {has_vert, t, a.u32(0)});
  const unsigned prim_words = MeshRecord::primitive_words(key_.gs ? key_.gs_in_vertices : 3);
  V prim_at = P(Ty::kU32, "OpIAdd",
                {a.u32(MeshRecord::kVertexIds + key_.max_vertices),
                 P(Ty::kU32, "OpIMul", {tp, a.u32(prim_words)})});
  V w01 = record_word(a, record_, prim_at);
  V w2 = record_word(a, record_, P(Ty::kU32, "OpIAdd", {prim_at, a.u32(1)}));
  w01 = P(Ty::kU32, "OpSelect", {has_prim, w01, a.u32(0)});
  w2 = P(Ty::kU32, "OpSelect", {has_prim, w2, a.u32(0)});
  if (key_.quads) {
    // A quad's second triangle's mark, in place of a vertex 3 (D38); the
    // program sees none there.
    quad_second_ =
        P(Ty::kBool, "OpIEqual",
          {P(Ty::kU32, "OpShiftRightLogical", {w2, a.u32(16)}), a.u32(MeshRecord::kQuadSecond)});
    w2 = P(Ty::kU32, "OpBitwiseAnd", {w2, a.u32(0xffff)});
  }
  if (key_.passthrough) {
    // The primitive as exp prim takes it: vertex k at bits 10k.
    V i0 = P(Ty::kU32, "OpBitwiseAnd", {w01, a.u32(0xffff)});
    V i1 = P(Ty::kU32, "OpShiftRightLogical", {w01, a.u32(16)});
    V packed = P(Ty::kU32, "OpBitwiseOr",
                 {i0, P(Ty::kU32, "OpBitwiseOr",
                        {P(Ty::kU32, "OpShiftLeftLogical", {i1, a.u32(10)}),
                         P(Ty::kU32, "OpShiftLeftLogical", {w2, a.u32(20)})})});
    s->vgprs[0] = packed;
  } else {
    s->vgprs[0] = w01;
    s->vgprs[1] = w2;
  }
  s->vgprs[2] =
      P(Ty::kU32, "OpSelect", {has_prim, P(Ty::kU32, "OpIAdd", {first_prim, tp}), a.u32(0)});
  if (key_.gs) {
    // The GS thread's invocation (VGT_GS_INSTANCE_CNT); no edge flags.
    s->vgprs[3] = P(Ty::kU32, "OpSelect",
                    {has_prim, P(Ty::kU32, "OpUMod", {t, a.u32(key_.gs_instances)}), a.u32(0)});
    // Vertices 4 and 5 (triangles with adjacency).
    s->vgprs[4] = a.u32(0);
    if (prim_words > 2)
      s->vgprs[4] =
          P(Ty::kU32, "OpSelect",
            {has_prim, record_word(a, record_, P(Ty::kU32, "OpIAdd", {prim_at, a.u32(2)})),
             a.u32(0)});
  } else {
    // Invocation 0; every edge of a triangle is an edge (bits 8-10).
    s->vgprs[3] = P(Ty::kU32, "OpSelect",
                    {has_prim, a.u32(key_.vertices_per_primitive == 3 ? 0x700u : 0u), a.u32(0)});
  }
  V vid = record_word(a, record_, P(Ty::kU32, "OpIAdd", {a.u32(MeshRecord::kVertexIds), tv}));
  s->vgprs[5] = P(Ty::kU32, "OpSelect", {has_vert, vid, a.u32(0)});
  s->vgprs[8] = P(Ty::kU32, "OpIAdd", {gy, push_u32(a, "first_instance", 0, false)});
  init[kExecLo] = a.u32(~0u);
  init[kExecHi] = a.u32(W == 64 ? ~0u : 0u);
  s->launched =
      P(Ty::kBool, "OpLogicalAnd", {laid_out_, P(Ty::kBool, "OpULessThan", {e.wave_, waves})});
  // A legacy geometry pass exports nothing; its emit state starts zero.
  if (key_.legacy_gs) return true;
  // Each thread's exports start unmade (its own slots: no other thread writes
  // them); GS_ALLOC_REQ's before any wave can send it.
  for (unsigned k = 0; k < 2; ++k) {
    std::string p = a.fresh("p");
    a.prologue(
        fmt::format("{} = OpAccessChain %wp_u32 %m_prim {}", p,
                    P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {t, a.u32(2)}), a.u32(k)}).id));
    a.prologue(fmt::format("OpStore {} {}", p, a.u32(0).id));
  }
  {
    std::string p = a.fresh("p");
    a.prologue(
        fmt::format("{} = OpAccessChain %wp_u32 %m_pos {}", p,
                    P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {t, a.u32(5)}), a.u32(4)}).id));
    a.prologue(fmt::format("OpStore {} {}", p, a.u32(0).id));
  }
  // GS_ALLOC_REQ not yet sent: every thread stores the same 0, so that no
  // thread's store can undo another's.
  std::string p1 = a.fresh("p");
  a.prologue(fmt::format("{} = OpAccessChain %wp_u32 %m_alloc {}", p1, a.u32(1).id));
  a.prologue(fmt::format("OpStore {} {}", p1, a.u32(0).id));
  a.prologue("OpControlBarrier %c_wg %c_wg %c_barrier_sem");
  return true;
}

// A VS wave (D881, decision record 0044): its user data from s0
// (USER_DATA_VS), then, with RSRC2_VS.SO_EN, the streamout configuration and
// write index and each buffer's offset that SO_BASEn_EN asks for (radeonsi's
// and RADV's order, si_shader.c declare_streamout_params); VertexID in v0 and
// InstanceID in v3 (declare_vs_input_vgprs); EXEC the wave's vertices. In the
// draw the configuration hands the wave no vertices to store (bits 22:16, the
// count, 0): the streamout pass stores them. In the pass each wave is a
// workgroup of its own, and its count is the lanes whose primitive the
// buffers take whole.
bool MeshStage::legacy_initial_state(SpirvAsm& a, Emit& e, InitialState* s, const V& draw,
                                     const V& gy) {
  auto P = [&](Ty t, const char* op, std::initializer_list<V> args, std::string_view tail = "") {
    return a.prologue_op(t, op, args, tail);
  };
  regs::SpiShaderPgmRsrc2Vs rsrc2{key_.rsrc2};
  const unsigned W = l_.wave;
  V nv = record_word(a, record_, a.u32(MeshRecord::kVertices));
  V np = record_word(a, record_, a.u32(MeshRecord::kPrimitives));
  V waves = P(Ty::kU32, "OpUDiv", {P(Ty::kU32, "OpIAdd", {nv, a.u32(W - 1)}), a.u32(W)});
  V first = P(Ty::kU32, "OpIMul", {e.wave_, a.u32(W)});
  V left =
      P(Ty::kU32, "OpSelect",
        {P(Ty::kBool, "OpULessThan", {first, nv}), P(Ty::kU32, "OpISub", {nv, first}), a.u32(0)});
  V in_wave = P(Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, left, a.u32(W)});
  std::map<unsigned, V>& init = s->sgprs;
  const unsigned user = rsrc2.user_sgpr() | rsrc2.user_sgpr_msb() << 5;
  if (user > 32) return e.refuse("too-many-initial-sgprs");
  unsigned n = 0;
  for (; n < user; ++n) init[n] = record_word(a, draw, a.u32(MeshRecord::kUserData + n));
  if (rsrc2.so_en()) {
    V config = a.u32(0), write_index = a.u32(0);
    if (key_.streamout_pass) {
      // The wave's place in the draw's stored vertices, and how many of its
      // own the buffers take.
      V per_instance = record_word(a, draw, a.u32(MeshRecord::kStreamoutInstanceVertices));
      V fit = record_word(a, draw, a.u32(MeshRecord::kStreamoutFit));
      V place = record_word(a, record_, a.u32(MeshRecord::kFirstPrimitiveId));
      write_index = P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {gy, per_instance}), place});
      V room = P(Ty::kU32, "OpSelect",
                 {P(Ty::kBool, "OpULessThan", {write_index, fit}),
                  P(Ty::kU32, "OpISub", {fit, write_index}), a.u32(0)});
      V count = P(Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, room, in_wave});
      // The stream, in bits 25:24 (a copy shader's, decision record 0045).
      V stream = P(Ty::kU32, "OpBitwiseAnd",
                   {record_word(a, draw, a.u32(MeshRecord::kStreamoutStream)), a.u32(3)});
      config = P(Ty::kU32, "OpBitwiseOr",
                 {P(Ty::kU32, "OpShiftLeftLogical", {count, a.u32(16)}),
                  P(Ty::kU32, "OpShiftLeftLogical", {stream, a.u32(24)})});
    }
    init[n++] = config;
    init[n++] = write_index;
    for (unsigned b = 0; b < 4; ++b)
      if ((key_.rsrc2 >> (8 + b)) & 1u)
        init[n++] = record_word(a, draw, a.u32(MeshRecord::kStreamoutOffsets + b));
  }
  if (n > kSgprCount) return e.refuse("too-many-initial-sgprs");
  V t = e.flat_;
  V has_vert = P(Ty::kBool, "OpULessThan", {t, nv});
  V tv = P(Ty::kU32, "OpSelect", {has_vert, t, a.u32(0)});
  V vid = record_word(a, record_, P(Ty::kU32, "OpIAdd", {a.u32(MeshRecord::kVertexIds), tv}));
  s->vgprs[0] = P(Ty::kU32, "OpSelect", {has_vert, vid, a.u32(0)});
  s->vgprs[3] = P(Ty::kU32, "OpIAdd", {gy, push_u32(a, "first_instance", 0, false)});
  // EXEC: the wave's first in_wave lanes.
  auto mask = [&](const V& bits) {
    V full = P(Ty::kBool, "OpUGreaterThanEqual", {bits, a.u32(32)});
    V part = P(Ty::kU32, "OpISub",
               {P(Ty::kU32, "OpShiftLeftLogical",
                  {a.u32(1), P(Ty::kU32, "OpBitwiseAnd", {bits, a.u32(31)})}),
                a.u32(1)});
    return P(Ty::kU32, "OpSelect", {full, a.u32(~0u), part});
  };
  init[kExecLo] = mask(in_wave);
  init[kExecHi] = W == 64 ? mask(P(Ty::kU32, "OpSelect",
                                   {P(Ty::kBool, "OpUGreaterThan", {in_wave, a.u32(32)}),
                                    P(Ty::kU32, "OpISub", {in_wave, a.u32(32)}), a.u32(0)}))
                          : a.u32(0);
  s->launched =
      P(Ty::kBool, "OpLogicalAnd", {laid_out_, P(Ty::kBool, "OpULessThan", {e.wave_, waves})});
  if (key_.streamout_pass) return true;
  // The draw: each thread's exports start unmade, and thread t < primitives
  // writes its primitive as exp prim would (vertex k at bits 10k); thread 0
  // the counts as GS_ALLOC_REQ would, before any wave runs.
  V has_prim = P(Ty::kBool, "OpULessThan", {t, np});
  V tp = P(Ty::kU32, "OpSelect", {has_prim, t, a.u32(0)});
  V prim_at = P(Ty::kU32, "OpIAdd",
                {a.u32(MeshRecord::kVertexIds + key_.max_vertices),
                 P(Ty::kU32, "OpIMul", {tp, a.u32(MeshRecord::primitive_words(3))})});
  V w01 = record_word(a, record_, prim_at);
  V w2 = record_word(a, record_, P(Ty::kU32, "OpIAdd", {prim_at, a.u32(1)}));
  if (key_.quads) {
    quad_second_ =
        P(Ty::kBool, "OpIEqual",
          {P(Ty::kU32, "OpShiftRightLogical", {w2, a.u32(16)}), a.u32(MeshRecord::kQuadSecond)});
  }
  w2 = P(Ty::kU32, "OpBitwiseAnd", {w2, a.u32(0xffff)});
  V packed = P(Ty::kU32, "OpBitwiseOr",
               {P(Ty::kU32, "OpBitwiseAnd", {w01, a.u32(0xffff)}),
                P(Ty::kU32, "OpBitwiseOr",
                  {P(Ty::kU32, "OpShiftLeftLogical",
                     {P(Ty::kU32, "OpShiftRightLogical", {w01, a.u32(16)}), a.u32(10)}),
                   P(Ty::kU32, "OpShiftLeftLogical", {w2, a.u32(20)})})});
  auto store = [&](const char* var, const V& index, const V& v) {
    std::string p = a.fresh("p");
    a.prologue(fmt::format("{} = OpAccessChain %wp_u32 {} {}", p, var, index.id));
    a.prologue(fmt::format("OpStore {} {}", p, v.id));
  };
  V t2 = P(Ty::kU32, "OpIMul", {t, a.u32(2)});
  store("%m_prim", t2, P(Ty::kU32, "OpSelect", {has_prim, packed, a.u32(0)}));
  store("%m_prim", P(Ty::kU32, "OpIAdd", {t2, a.u32(1)}),
        P(Ty::kU32, "OpSelect", {has_prim, a.u32(1), a.u32(0)}));
  store("%m_pos", P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {t, a.u32(5)}), a.u32(4)}),
        a.u32(0));
  // (Every thread stores the same counts: nothing another stores differs.)
  store("%m_alloc", a.u32(0),
        P(Ty::kU32, "OpBitwiseOr", {nv, P(Ty::kU32, "OpShiftLeftLogical", {np, a.u32(12)})}));
  store("%m_alloc", a.u32(1), a.u32(1));
  a.prologue("OpControlBarrier %c_wg %c_wg %c_barrier_sem");
  return true;
}

bool MeshStage::exp(Emit& e, const isa::Instruction& in) {
  SpirvAsm& a = e.a;
  unsigned target = in.field(isa::Field::kTarget);
  unsigned en = in.field(isa::Field::kEn);
  // The streamout pass draws nothing: every export is dropped.
  if (key_.streamout_pass) return true;
  // A legacy geometry program's vertices go through the GSVS ring.
  if (key_.legacy_gs) return e.refuse("exp-legacy-gs");
  if (in.field(isa::Field::kCompr)) return e.refuse("exp-compressed-vertex-data");
  // A VS wave exports no primitive: the module writes them (legacy_vs).
  if (target == kExpPrim && key_.legacy_vs) return e.refuse("exp-prim-legacy-vs");
  const isa::Field vsrc[4] = {isa::Field::kVsrc0, isa::Field::kVsrc1, isa::Field::kVsrc2,
                              isa::Field::kVsrc3};
  V t = e.thread_in_group();
  if (target == kExpPrim) {
    if ((en & 1) == 0) return true;
    V w = e.vgpr(in.field(vsrc[0]));
    a.if_begin(e.lane_active());
    store_shared(a, "%m_prim", a.op(Ty::kU32, "OpIMul", {t, a.u32(2)}), w);
    store_shared(a, "%m_prim",
                 a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(2)}), a.u32(1)}),
                 a.u32(1));
    a.if_end();
    return true;
  }
  if (target == kExpPos0) {
    // The rasteriser reads all four components of pos0.
    if (en != 0xf) return e.refuse("exp-pos0-partial");
    V v[4];
    for (unsigned c = 0; c < 4; ++c) v[c] = e.vgpr(in.field(vsrc[c]));
    a.if_begin(e.lane_active());
    V base = a.op(Ty::kU32, "OpIMul", {t, a.u32(5)});
    for (unsigned c = 0; c < 4; ++c)
      store_shared(a, "%m_pos", a.op(Ty::kU32, "OpIAdd", {base, a.u32(c)}), v[c]);
    store_shared(a, "%m_pos", a.op(Ty::kU32, "OpIAdd", {base, a.u32(4)}), a.u32(1));
    a.if_end();
    return true;
  }
  for (unsigned k = 0; k < 2; ++k) {
    if (key_.ccdist_slot[k] == 0 || target != kExpPos0 + key_.ccdist_slot[k]) continue;
    // Distances 4k..4k+3; each one in use must be exported.
    uint32_t want = (distances() >> (4 * k)) & 0xfu;
    if ((en & want) != want) return e.refuse("exp-distance-partial");
    a.if_begin(e.lane_active());
    for (unsigned c = 0; c < 4; ++c)
      if ((want >> c) & 1u)
        store_shared(
            a, "%m_ccd",
            a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(8)}), a.u32(4 * k + c)}),
            e.vgpr(in.field(vsrc[c])));
    a.if_end();
    return true;
  }
  if (target == kExpPos0 + 1 && key_.misc_export) {
    // pos1: x point size, y edge flag, z layer, w viewport index, each in use
    // as PA_CL_VS_OUT_CNTL says; the layer must be the targets' one.
    if (key_.layer_export && (en & 4) != 0) {
      V layer = e.vgpr(in.field(vsrc[2]));
      a.if_begin(a.op(Ty::kBool, "OpLogicalAnd",
                      {e.lane_active(), a.op(Ty::kBool, "OpINotEqual", {layer, a.u32(0)})}));
      e.raise_status(kStatusLayer);
      a.if_end();
    }
    if (key_.point_size_export && (en & 1) != 0) {
      V size = e.vgpr(in.field(vsrc[0]));
      a.if_begin(e.lane_active());
      store_shared(a, "%m_psize", t, size);
      a.if_end();
    }
    return true;
  }
  if (target > kExpPos0 && target < kExpPos0 + 4)
    return e.refuse(fmt::format("exp-pos{}", target - kExpPos0));
  if (target >= kExpParam0 && target < kExpParam0 + 32) {
    int slot = param_slot_[target - kExpParam0];
    // A parameter no pixel input reads reaches nothing.
    if (slot < 0) return true;
    // Channels the export leaves out hold no value the hardware publishes;
    // drivers read only those they export. They are 0 here.
    V v[4];
    for (unsigned c = 0; c < 4; ++c) v[c] = (en >> c) & 1u ? e.vgpr(in.field(vsrc[c])) : a.u32(0);
    a.if_begin(e.lane_active());
    V base = a.op(
        Ty::kU32, "OpIMul",
        {a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(params_)}), a.u32(slot)}),
         a.u32(4)});
    for (unsigned c = 0; c < 4; ++c)
      store_shared(a, "%m_par", a.op(Ty::kU32, "OpIAdd", {base, a.u32(c)}), v[c]);
    a.if_end();
    return true;
  }
  return e.refuse(fmt::format("exp-target-{}", target));
}

// GS_ALLOC_REQ: M0 holds the subgroup's vertex count in bits 10:0 and its
// primitive count in 22:12 (Mesa ac_nir_lower_ngg.c).
bool MeshStage::sendmsg(Emit& e, const isa::Instruction& in) {
  uint32_t simm16 = in.num_operands > 0 ? in.operands[0].value : 0;
  if (key_.legacy_gs) {
    // GS EMIT, CUT and EMIT_CUT by each lane EXEC has on (decision record
    // 0045); GS_DONE ends nothing the module keeps. Every other field zero.
    const unsigned id = simm16 & 0xf, op = (simm16 >> 4) & 3, stream = (simm16 >> 8) & 3;
    if (id == kMsgGsDone && (simm16 & ~0xfu) == 0) return true;
    if (id != kMsgGs || op == 0 || (simm16 & ~0x33fu) != 0)
      return e.refuse(fmt::format("sendmsg-{}-legacy-gs", simm16 & 0xf));
    SpirvAsm& a = e.a;
    a.if_begin(e.lane_active());
    if (op & 2) gs_emit(a, stream);
    if (op & 1) gs_cut(a, stream);
    a.if_end();
    return true;
  }
  if ((simm16 & 0xf) != kMsgGsAllocReq || key_.legacy_vs) return Stage::sendmsg(e, in);
  SpirvAsm& a = e.a;
  V m0 = e.sgpr(kM0);
  store_shared(a, "%m_alloc", a.u32(0), m0);
  store_shared(a, "%m_alloc", a.u32(1), a.u32(1));
  return true;
}

// The stream's next vertex: counted while below VGT_GS_MAX_VERT_OUT, its cut
// bit set where a cut came since the last; past that, the overflow bit.
void MeshStage::gs_emit(SpirvAsm& a, unsigned stream) {
  auto U = [&](const char* op, std::initializer_list<V> args) { return a.op(Ty::kU32, op, args); };
  std::string pc = gs_word(a, a.u32(stream));
  V c = a.load(Ty::kU32, pc);
  V n = U("OpBitwiseAnd", {c, a.u32(~(GsEmitRecord::kOverflow | kGsCutPending))});
  V room = a.op(Ty::kBool, "OpULessThan", {n, a.u32(key_.gs_max_vert_out)});
  a.if_begin(room);
  {
    V pending =
        a.op(Ty::kBool, "OpINotEqual", {U("OpBitwiseAnd", {c, a.u32(kGsCutPending)}), a.u32(0)});
    a.if_begin(pending);
    const uint32_t cw = GsEmitRecord::cut_words(key_.gs_max_vert_out);
    std::string pb =
        gs_word(a, U("OpIAdd", {a.u32(4 + stream * cw), U("OpShiftRightLogical", {n, a.u32(5)})}));
    V bit = U("OpShiftLeftLogical", {a.u32(1), U("OpBitwiseAnd", {n, a.u32(31)})});
    a.store(pb, U("OpBitwiseOr", {a.load(Ty::kU32, pb), bit}));
    a.if_end();
    a.store(pc, U("OpBitwiseOr", {U("OpBitwiseAnd", {c, a.u32(GsEmitRecord::kOverflow)}),
                                  U("OpIAdd", {n, a.u32(1)})}));
  }
  a.if_else();
  a.store(pc, U("OpBitwiseOr", {c, a.u32(GsEmitRecord::kOverflow)}));
  a.if_end();
}

// The stream's strip ends: its next vertex starts another.
void MeshStage::gs_cut(SpirvAsm& a, unsigned stream) {
  std::string pc = gs_word(a, a.u32(stream));
  a.store(pc, a.op(Ty::kU32, "OpBitwiseOr", {a.load(Ty::kU32, pc), a.u32(kGsCutPending)}));
}

void MeshStage::store_distances(SpirvAsm& a, const char* var, uint8_t mask, const V& vi,
                                const std::array<V, 4>& from) {
  unsigned h = 0;
  for (unsigned n = 0; n < 8; ++n) {
    if (((mask >> n) & 1u) == 0) continue;
    auto dist = [&](const V& thread) {
      V i = a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {thread, a.u32(8)}), a.u32(n)});
      return a.op(Ty::kF32, "OpBitcast", {load_shared(a, "%m_ccd", i)});
    };
    // One source thread, or a rectangle's fourth corner from its three.
    V d = from[1].id.empty()
              ? dist(from[0])
              : a.op(Ty::kF32, "OpFSub",
                     {a.op(Ty::kF32, "OpFAdd", {dist(from[1]), dist(from[2])}), dist(from[0])});
    std::string p = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %op_f32_d {} {} {}", p, var, vi.id, a.u32(h++).id));
    a.line(fmt::format("OpStore {} {}", p, d.id));
  }
}

void MeshStage::check_quad(SpirvAsm& a, Emit& e, const V& t, const V& cull, const V (&idx)[3]) {
  auto B = [&](const char* op, std::initializer_list<V> args) { return a.op(Ty::kBool, op, args); };
  auto F = [&](const char* op, std::initializer_list<V> args) { return a.op(Ty::kF32, op, args); };
  auto U = [&](const char* op, std::initializer_list<V> args) { return a.op(Ty::kU32, op, args); };
  auto c = [&](float f) { return a.f32_bits(std::bit_cast<uint32_t>(f)); };
  auto fabs = [&](const V& x) { return a.glsl(Ty::kF32, "FAbs", {x}); };
  // The first triangle (a, b, c), the primitive before; this one (a, c, d).
  // (Thread 0 has no primitive before it: it reads its own, and its mark is
  // never taken.)
  V pt =
      U("OpISub",
        {t, a.op(Ty::kU32, "OpSelect", {B("OpUGreaterThan", {t, a.u32(0)}), a.u32(1), a.u32(0)})});
  V pw = load_shared(a, "%m_prim", U("OpIMul", {pt, a.u32(2)}));
  V pmade = load_shared(a, "%m_prim", U("OpIAdd", {U("OpIMul", {pt, a.u32(2)}), a.u32(1)}));
  V pcull =
      B("OpLogicalOr", {B("OpINotEqual", {U("OpShiftRightLogical", {pw, a.u32(31)}), a.u32(0)}),
                        B("OpIEqual", {pmade, a.u32(0)})});
  V first[3];
  for (unsigned k = 0; k < 3; ++k)
    first[k] = U("OpBitFieldUExtract", {pw, a.u32(10 * k), a.u32(9)});
  // Each vertex's index, bounded so that a bad one reads a slot of its own.
  auto bounded = [&](const V& v) {
    return a.op(Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, v, a.u32(l_.local_size - 1)});
  };
  const V quad[4] = {bounded(first[0]), bounded(first[1]), bounded(first[2]), bounded(idx[2])};
  V same =
      B("OpLogicalAnd", {B("OpIEqual", {idx[0], first[0]}), B("OpIEqual", {idx[1], first[2]})});
  // Positions: x, y, z, w; on the screen x/w, y/w; 1/w.
  V pos[4][4], sx[4], sy[4], rw[4];
  V w_ok = a.boolean(true);
  for (unsigned k = 0; k < 4; ++k) {
    V base = U("OpIMul", {quad[k], a.u32(5)});
    for (unsigned j = 0; j < 4; ++j)
      pos[k][j] =
          a.op(Ty::kF32, "OpBitcast", {load_shared(a, "%m_pos", U("OpIAdd", {base, a.u32(j)}))});
    w_ok = B("OpLogicalAnd", {w_ok, B("OpFOrdGreaterThan", {pos[k][3], c(0.0f)})});
    rw[k] = F("OpFDiv", {c(1.0f), pos[k][3]});
    sx[k] = F("OpFMul", {pos[k][0], rw[k]});
    sy[k] = F("OpFMul", {pos[k][1], rw[k]});
  }
  // Strictly convex: the four turns around it one sign, each at least 2^-6
  // of its edges' lengths' product (the rasteriser's snapping of vertices to
  // its sub-pixel grid cannot make it otherwise).
  V all_pos = a.boolean(true), all_neg = a.boolean(true);
  auto cross = [&](const V& ax, const V& ay, const V& bx, const V& by) {
    return F("OpFSub", {F("OpFMul", {ax, by}), F("OpFMul", {ay, bx})});
  };
  for (unsigned k = 0; k < 4; ++k) {
    unsigned k1 = (k + 1) % 4, k2 = (k + 2) % 4;
    V e1x = F("OpFSub", {sx[k1], sx[k]}), e1y = F("OpFSub", {sy[k1], sy[k]});
    V e2x = F("OpFSub", {sx[k2], sx[k1]}), e2y = F("OpFSub", {sy[k2], sy[k1]});
    V turn = cross(e1x, e1y, e2x, e2y);
    V margin = F("OpFMul", {c(1.0f / 64.0f), F("OpFMul", {F("OpFAdd", {fabs(e1x), fabs(e1y)}),
                                                          F("OpFAdd", {fabs(e2x), fabs(e2y)})})});
    all_pos = B("OpLogicalAnd", {all_pos, B("OpFOrdGreaterThan", {turn, margin})});
    all_neg = B("OpLogicalAnd", {all_neg, B("OpFOrdLessThan", {turn, F("OpFNegate", {margin})})});
  }
  V convex = B("OpLogicalOr", {all_pos, all_neg});
  // d's place in the frame of a, b, c: d = a + s (b - a) + u (c - a).
  V bx = F("OpFSub", {sx[1], sx[0]}), by = F("OpFSub", {sy[1], sy[0]});
  V cx = F("OpFSub", {sx[2], sx[0]}), cy = F("OpFSub", {sy[2], sy[0]});
  V dx = F("OpFSub", {sx[3], sx[0]}), dy = F("OpFSub", {sy[3], sy[0]});
  V det = cross(bx, by, cx, cy);
  V s = F("OpFDiv", {cross(dx, dy, cx, cy), det});
  V u = F("OpFDiv", {cross(bx, by, dx, dy), det});
  V reach = F("OpFAdd", {c(1.0f), F("OpFAdd", {fabs(s), fabs(u)})});
  // A value interpolated across the quad is the same along either diagonal
  // where it is affine on the screen: d's value is a's, b's and c's at d's
  // place, within 2^-16 of the values' size (rounding).
  V affine = a.boolean(true);
  auto check = [&](const V(&f)[4]) {
    V pred = F("OpFAdd", {f[0], F("OpFAdd", {F("OpFMul", {s, F("OpFSub", {f[1], f[0]})}),
                                             F("OpFMul", {u, F("OpFSub", {f[2], f[0]})})})});
    V size =
        F("OpFAdd", {F("OpFAdd", {fabs(f[0]), fabs(f[1])}), F("OpFAdd", {fabs(f[2]), fabs(f[3])})});
    V tol = F("OpFMul", {F("OpFMul", {size, reach}), c(1.0f / 65536.0f)});
    affine = B("OpLogicalAnd",
               {affine, B("OpFOrdLessThanEqual", {fabs(F("OpFSub", {f[3], pred})), tol})});
  };
  // 1/w and z/w (the depth) are interpolated without perspective.
  check(rw);
  {
    V zw[4];
    for (unsigned k = 0; k < 4; ++k) zw[k] = F("OpFMul", {pos[k][2], rw[k]});
    check(zw);
  }
  // Clip distances, as clip space interpolates them.
  for (unsigned n = 0; n < 8; ++n) {
    if (((host_clip() >> n) & 1u) == 0) continue;
    V dw[4];
    for (unsigned k = 0; k < 4; ++k)
      dw[k] = F("OpFMul",
                {a.op(Ty::kF32, "OpBitcast",
                      {load_shared(a, "%m_ccd",
                                   U("OpIAdd", {U("OpIMul", {quad[k], a.u32(8)}), a.u32(n)}))}),
                 rw[k]});
    check(dw);
  }
  // The pixel inputs: a flat one the same at every vertex (which vertex
  // provokes is then moot); another affine as perspective interpolates it,
  // and as linear does where the program interpolates any so.
  V flat_same = a.boolean(true);
  for (unsigned i = 0; i < key_.ps_inputs; ++i) {
    if (key_.ps_param[i] & kPsParamDefault) continue;
    const int slot = param_slot_[key_.ps_param[i] & 31];
    const bool flat = (key_.ps_flat >> i) & 1u;
    for (unsigned ch = 0; ch < 4; ++ch) {
      V raw[4];
      for (unsigned k = 0; k < 4; ++k)
        raw[k] = load_shared(
            a, "%m_par",
            U("OpIAdd", {U("OpIMul", {U("OpIAdd", {U("OpIMul", {quad[k], a.u32(params_)}),
                                                   a.u32(static_cast<uint32_t>(slot))}),
                                      a.u32(4)}),
                         a.u32(ch)}));
      if (flat) {
        for (unsigned k = 1; k < 4; ++k)
          flat_same = B("OpLogicalAnd", {flat_same, B("OpIEqual", {raw[k], raw[0]})});
        continue;
      }
      V persp[4], lin[4];
      for (unsigned k = 0; k < 4; ++k) {
        lin[k] = a.op(Ty::kF32, "OpBitcast", {raw[k]});
        persp[k] = F("OpFMul", {lin[k], rw[k]});
      }
      check(persp);
      if (key_.ps_linear) check(lin);
    }
  }
  V split_free =
      B("OpLogicalAnd", {B("OpLogicalAnd", {same, w_ok}),
                         B("OpLogicalAnd", {convex, B("OpLogicalAnd", {affine, flat_same})})});
  // Both halves culled draw nothing either way; one alone is refused.
  V both_culled = B("OpLogicalAnd", {cull, pcull});
  V one_culled = B("OpLogicalNotEqual", {cull, pcull});
  V escape =
      B("OpLogicalAnd",
        {B("OpLogicalAnd", {quad_second_, B("OpUGreaterThan", {t, a.u32(0)})}),
         B("OpLogicalAnd", {B("OpLogicalNot", {both_culled}),
                            B("OpLogicalOr", {one_culled, B("OpLogicalNot", {split_free})})})});
  a.if_begin(escape);
  e.raise_status(kStatusQuadSplit);
  a.if_end();
}

void MeshStage::epilogue(SpirvAsm& a, Emit& e) {
  a.if_begin(a.op(Ty::kBool, "OpLogicalNot", {laid_out_}));
  e.raise_status(kStatusHostSubgroupLayout);
  a.if_end();
  if (key_.streamout_pass) return;
  if (key_.legacy_gs) {
    // Every thread's emit record, pending cuts left out: thread t of
    // workgroup g at record g * local size + t.
    auto U = [&](const char* op, std::initializer_list<V> args) {
      return a.op(Ty::kU32, op, args);
    };
    auto word = [&](uint32_t w) {
      std::string p = a.fresh("p");
      V addr = a.op(Ty::kU64, "OpIAdd", {draw_, a.op(Ty::kU64, "OpUConvert", {a.u32(4 * w)})});
      a.line(fmt::format("{} = OpConvertUToPtr %psb_u32 {}", p, addr.id));
      V r{a.fresh("x"), Ty::kU32};
      a.line(fmt::format("{} = OpLoad %u32 {} Aligned 4", r.id, p));
      return r;
    };
    V lo = word(MeshRecord::kGsEmitAddr), hi = word(MeshRecord::kGsEmitAddr + 1);
    V base = a.op(
        Ty::kU64, "OpBitwiseOr",
        {a.op(Ty::kU64, "OpUConvert", {lo}),
         a.op(Ty::kU64, "OpShiftLeftLogical",
              {a.op(Ty::kU64, "OpUConvert", {hi}), a.op(Ty::kU64, "OpUConvert", {a.u32(32)})})});
    const uint32_t words = GsEmitRecord::words(key_.gs_max_vert_out);
    V thread = U("OpIAdd", {U("OpIMul", {group_, a.u32(l_.local_size)}), e.thread_in_group()});
    V at = a.op(Ty::kU64, "OpIAdd",
                {base, a.op(Ty::kU64, "OpIMul",
                            {a.op(Ty::kU64, "OpUConvert", {thread}),
                             a.op(Ty::kU64, "OpUConvert", {a.u32(4 * words)})})});
    for (uint32_t w = 0; w < words; ++w) {
      V v = a.load(Ty::kU32, gs_word(a, a.u32(w)));
      if (w < 4) v = U("OpBitwiseAnd", {v, a.u32(~kGsCutPending)});
      std::string p = a.fresh("p");
      V addr = a.op(Ty::kU64, "OpIAdd", {at, a.op(Ty::kU64, "OpUConvert", {a.u32(4 * w)})});
      a.line(fmt::format("{} = OpConvertUToPtr %psb_u32 {}", p, addr.id));
      a.line(fmt::format("OpStore {} {} Aligned 4", p, v.id));
    }
    return;
  }
  a.line("OpControlBarrier %c_wg %c_wg %c_barrier_sem");
  const unsigned vpp = key_.vertices_per_primitive;
  V m0 = load_shared(a, "%m_alloc", a.u32(0));
  V sent = a.op(Ty::kBool, "OpINotEqual", {load_shared(a, "%m_alloc", a.u32(1)), a.u32(0)});
  V nv = a.op(Ty::kU32, "OpBitwiseAnd", {m0, a.u32(0x7ff)});
  V np = a.op(Ty::kU32, "OpBitFieldUExtract", {m0, a.u32(12), a.u32(11)});
  V fits = a.op(Ty::kBool, "OpLogicalAnd",
                {a.op(Ty::kBool, "OpULessThanEqual", {nv, a.u32(key_.out_vertex_limit())}),
                 a.op(Ty::kBool, "OpULessThanEqual", {np, a.u32(key_.out_primitive_limit())})});
  V good = a.op(Ty::kBool, "OpLogicalAnd", {sent, fits});
  V t = e.thread_in_group();
  a.if_begin(
      a.op(Ty::kBool, "OpLogicalAnd",
           {a.op(Ty::kBool, "OpLogicalNot", {good}), a.op(Ty::kBool, "OpIEqual", {t, a.u32(0)})}));
  e.raise_status(kStatusMeshOutput);
  a.if_end();
  np = a.op(Ty::kU32, "OpSelect", {good, np, a.u32(0)});
  const unsigned vo = vertices_out(), po = primitives_out();
  a.line(fmt::format("OpSetMeshOutputsEXT {} {}", a.op(Ty::kU32, "OpIMul", {np, a.u32(vo)}).id,
                     a.op(Ty::kU32, "OpIMul", {np, a.u32(po)}).id));
  a.if_begin(a.op(Ty::kBool, "OpULessThan", {t, np}));
  V w = load_shared(a, "%m_prim", a.op(Ty::kU32, "OpIMul", {t, a.u32(2)}));
  V made = load_shared(
      a, "%m_prim", a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(2)}), a.u32(1)}));
  V null = a.op(Ty::kBool, "OpINotEqual",
                {a.op(Ty::kU32, "OpShiftRightLogical", {w, a.u32(31)}), a.u32(0)});
  V bad = a.op(Ty::kBool, "OpIEqual", {made, a.u32(0)});
  V idx[3];
  for (unsigned k = 0; k < vpp; ++k) {
    idx[k] = a.op(Ty::kU32, "OpBitFieldUExtract", {w, a.u32(10 * k), a.u32(9)});
    V outside = a.op(Ty::kBool, "OpUGreaterThanEqual", {idx[k], nv});
    V unmade = a.op(Ty::kBool, "OpIEqual",
                    {load_shared(a, "%m_pos",
                                 a.op(Ty::kU32, "OpIAdd",
                                      {a.op(Ty::kU32, "OpIMul", {idx[k], a.u32(5)}), a.u32(4)})),
                     a.u32(0)});
    V vbad = a.op(Ty::kBool, "OpLogicalOr", {outside, unmade});
    // A null primitive's vertices are never read.
    bad = a.op(
        Ty::kBool, "OpLogicalOr",
        {bad, a.op(Ty::kBool, "OpLogicalAnd", {vbad, a.op(Ty::kBool, "OpLogicalNot", {null})})});
  }
  a.if_begin(bad);
  e.raise_status(kStatusMeshOutput);
  a.if_end();
  V cull = a.op(Ty::kBool, "OpLogicalOr", {null, bad});
  if (key_.quads) check_quad(a, e, t, cull, idx);
  V src[3];
  V pos[4][4];
  for (unsigned k = 0; k < vpp; ++k) {
    src[k] = a.op(Ty::kU32, "OpSelect", {cull, a.u32(0), idx[k]});
    src[k] =
        a.op(Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, src[k], a.u32(l_.local_size - 1)});
    V base = a.op(Ty::kU32, "OpIMul", {src[k], a.u32(5)});
    for (unsigned c = 0; c < 4; ++c)
      pos[k][c] = a.op(Ty::kF32, "OpBitcast",
                       {load_shared(a, "%m_pos", a.op(Ty::kU32, "OpIAdd", {base, a.u32(c)}))});
  }
  // A rectangle's fourth corner: the parallelogram's, corner 1 + corner 2 -
  // corner 0 (the rasteriser front end makes it on the hardware; its exact
  // arithmetic is not published).
  if (key_.rect_list)
    for (unsigned c = 0; c < 4; ++c)
      pos[3][c] =
          a.op(Ty::kF32, "OpFSub", {a.op(Ty::kF32, "OpFAdd", {pos[1][c], pos[2][c]}), pos[0][c]});
  if (key_.window_space) {
    // x, y scaled by a power of two, which the host's viewport scales back
    // exactly; z and w as they are, w 1 so that nothing is divided.
    const uint32_t half = std::bit_cast<uint32_t>(kWindowHalf);
    V off = a.boolean(false);
    for (unsigned k = 0; k < vo; ++k) {
      for (unsigned c = 0; c < 2; ++c) {
        V mag = a.glsl(Ty::kF32, "FAbs", {pos[k][c]});
        off = a.op(Ty::kBool, "OpLogicalOr",
                   {off, a.op(Ty::kBool, "OpLogicalNot",
                              {a.op(Ty::kBool, "OpFOrdLessThan", {mag, a.f32_bits(half)})})});
        pos[k][c] = a.op(Ty::kF32, "OpFDiv", {pos[k][c], a.f32_bits(half)});
      }
      V z_ok = a.op(Ty::kBool, "OpLogicalAnd",
                    {a.op(Ty::kBool, "OpFOrdGreaterThanEqual", {pos[k][2], a.f32_bits(0)}),
                     a.op(Ty::kBool, "OpFOrdLessThanEqual", {pos[k][2], a.f32_bits(0x3f800000u)})});
      V w_ok = a.op(Ty::kBool, "OpFOrdEqual", {pos[k][3], a.f32_bits(0x3f800000u)});
      off = a.op(
          Ty::kBool, "OpLogicalOr",
          {off, a.op(Ty::kBool, "OpLogicalNot", {a.op(Ty::kBool, "OpLogicalAnd", {z_ok, w_ok})})});
    }
    a.if_begin(a.op(Ty::kBool, "OpLogicalAnd", {a.op(Ty::kBool, "OpLogicalNot", {cull}), off}));
    e.raise_status(kStatusWindowPosition);
    a.if_end();
  }
  for (unsigned k = 0; k < vo; ++k) {
    V vi = a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(vo)}), a.u32(k)});
    V p4{a.fresh("x"), Ty::kVoid};
    a.line(fmt::format("{} = OpCompositeConstruct %v4f32 {} {} {} {}", p4.id, pos[k][0].id,
                       pos[k][1].id, pos[k][2].id, pos[k][3].id));
    std::string pp = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %op_v4f32 %m_out_pos {}", pp, vi.id));
    a.line(fmt::format("OpStore {} {}", pp, p4.id));
    if (vpp == 1) {
      // The point's diameter, clamped as PA_SU_POINT_MINMAX says; the host
      // draws it exactly only as a whole number of eighths from 1 to 64.
      V size = key_.point_size_export
                   ? a.op(Ty::kF32, "OpBitcast", {load_shared(a, "%m_psize", src[0])})
                   : a.f32_bits(key_.point_size);
      size = a.glsl(Ty::kF32, "FClamp",
                    {size, a.f32_bits(key_.point_min), a.f32_bits(key_.point_max)});
      V eighths = a.op(Ty::kF32, "OpFMul", {size, a.f32_bits(0x41000000u)});
      V whole = a.op(Ty::kBool, "OpFOrdEqual", {eighths, a.glsl(Ty::kF32, "Floor", {eighths})});
      V in_range = a.op(Ty::kBool, "OpLogicalAnd",
                        {a.op(Ty::kBool, "OpFOrdGreaterThanEqual", {size, a.f32_bits(0x3f800000u)}),
                         a.op(Ty::kBool, "OpFOrdLessThanEqual", {size, a.f32_bits(0x42800000u)})});
      a.if_begin(a.op(
          Ty::kBool, "OpLogicalAnd",
          {a.op(Ty::kBool, "OpLogicalNot", {cull}),
           a.op(Ty::kBool, "OpLogicalNot", {a.op(Ty::kBool, "OpLogicalAnd", {whole, in_range})})}));
      e.raise_status(kStatusPointSize);
      a.if_end();
      std::string sp = a.fresh("p");
      a.line(fmt::format("{} = OpAccessChain %op_f32 %m_out_psize {}", sp, vi.id));
      a.line(fmt::format("OpStore {} {}", sp, size.id));
    }
    if (host_clip() || host_cull()) {
      // The vertex's distances; a rectangle's fourth corner's are the
      // parallelogram's, as its position is.
      if (key_.rect_list && k == 3) {
        store_distances(a, "%m_out_clip", host_clip(), vi, {src[0], src[1], src[2], V{}});
        store_distances(a, "%m_out_culld", host_cull(), vi, {src[0], src[1], src[2], V{}});
      } else {
        store_distances(a, "%m_out_clip", host_clip(), vi, {src[k], V{}, V{}, V{}});
        store_distances(a, "%m_out_culld", host_cull(), vi, {src[k], V{}, V{}, V{}});
      }
    }
    // (I, J): vertex 0 (0, 0), vertex 1 (1, 0), vertex 2 (0, 1), a
    // rectangle's fourth corner (1, 1).
    V ij{a.fresh("x"), Ty::kVoid};
    a.line(fmt::format("{} = OpCompositeConstruct %v2f32 {} {}", ij.id,
                       a.f32_bits(k == 1 || k == 3 ? 0x3f800000u : 0u).id,
                       a.f32_bits(k == 2 || k == 3 ? 0x3f800000u : 0u).id));
    for (const char* var : {"%m_out_ip", "%m_out_il"}) {
      std::string p = a.fresh("p");
      a.line(fmt::format("{} = OpAccessChain %op_v2f32 {} {}", p, var, vi.id));
      a.line(fmt::format("OpStore {} {}", p, ij.id));
    }
  }
  // The pixel inputs' values at the primitive's vertices, for each mesh
  // primitive it became.
  // A line's third slot holds its first vertex's values: J is 0 along it,
  // and P20 then is too.
  for (unsigned k = 0; k < 3; ++k) {
    const V& from = src[k < vpp ? k : 0];
    for (unsigned i = 0; i < key_.ps_inputs; ++i) {
      std::vector<V> c4;
      if (key_.ps_param[i] & kPsParamDefault) {
        const unsigned val = key_.ps_param[i] & 3u;
        for (unsigned c = 0; c < 4; ++c)
          c4.push_back(a.u32((c < 3 ? val >= 2 : (val & 1) != 0) ? 0x3f800000u : 0u));
      } else {
        int slot = param_slot_[key_.ps_param[i] & 31];
        V pb = a.op(Ty::kU32, "OpIMul",
                    {a.op(Ty::kU32, "OpIAdd",
                          {a.op(Ty::kU32, "OpIMul", {from, a.u32(params_)}), a.u32(slot)}),
                     a.u32(4)});
        for (unsigned c = 0; c < 4; ++c)
          c4.push_back(load_shared(a, "%m_par", a.op(Ty::kU32, "OpIAdd", {pb, a.u32(c)})));
      }
      V v{a.fresh("x"), Ty::kV4U32};
      a.line(fmt::format("{} = OpCompositeConstruct %v4u32 {} {} {} {}", v.id, c4[0].id, c4[1].id,
                         c4[2].id, c4[3].id));
      for (unsigned o = 0; o < po; ++o) {
        V prim = a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(po)}), a.u32(o)});
        std::string p = a.fresh("p");
        a.line(fmt::format("{} = OpAccessChain %op_v4u32 %m_out_ps {} {}", p, prim.id,
                           a.u32(3 * i + k).id));
        a.line(fmt::format("OpStore {} {}", p, v.id));
      }
    }
  }
  // The mesh primitives' vertices, and whether they are drawn: a rectangle's
  // (0, 1, 2) and (2, 1, 3).
  static constexpr unsigned kCorners[2][3] = {{0, 1, 2}, {2, 1, 3}};
  V first_v = a.op(Ty::kU32, "OpIMul", {t, a.u32(vo)});
  for (unsigned o = 0; o < po; ++o) {
    V indices = first_v;
    if (vpp > 1) {
      V parts[3];
      for (unsigned k = 0; k < vpp; ++k)
        parts[k] = a.op(Ty::kU32, "OpIAdd", {first_v, a.u32(key_.rect_list ? kCorners[o][k] : k)});
      indices = V{a.fresh("x"), Ty::kVoid};
      a.line(fmt::format("{} = OpCompositeConstruct {} {} {}{}", indices.id,
                         vpp == 3 ? "%v3u32" : "%v2u32", parts[0].id, parts[1].id,
                         vpp == 3 ? " " + parts[2].id : ""));
    }
    V prim = a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {t, a.u32(po)}), a.u32(o)});
    std::string ip = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %op_m_idx_e %m_out_idx {}", ip, prim.id));
    a.line(fmt::format("OpStore {} {}", ip, indices.id));
    std::string cp = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %op_bool %m_out_cull {}", cp, prim.id));
    a.line(fmt::format("OpStore {} {}", cp, cull.id));
  }
  a.if_end();
}

}  // namespace

TranslateResult translate_mesh(std::span<const uint8_t> code, const MeshKey& key) {
  WaveConfig l;
  if (std::string why = mesh_config(key, &l); !why.empty()) return refused_module(why);
  MeshStage stage(key, l);
  return write_module(code, key, l, stage);
}

}  // namespace rdnavk::xlate
