// The fragment stage (decision record 0025): a pixel program's wave is one host
// subgroup of fragment invocations, its lanes past the subgroup never covered
// and its helper invocations the wave's helper lanes (EXEC off at the start).
// The inputs go in the VGPRs SPI_PS_INPUT_ADDR places them in; v_interp
// computes from the host-interpolated (I, J) and the primitive's three
// vertices' values the mesh module hands over; exp mrtK writes output location
// K, the K-th colour buffer with a format (D825); a lane that ends without an
// export of its pixel writes nothing.
#include <fmt/format.h>

#include <bit>

#include "regs/gfx103_types.h"
#include "xlate/emit.h"
#include "xlate/module_writer.h"
#include "xlate/stage_common.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {

namespace {

constexpr unsigned kExpMrt0 = 0;
constexpr unsigned kExpMrtz = 8;
constexpr unsigned kExpNull = 9;
// SPI_SHADER_COL_FORMAT's export formats (SPI_SHADER_EX_FORMAT).
constexpr unsigned kFormatZero = 0;
constexpr unsigned kFormat32R = 1;
constexpr unsigned kFormat32Gr = 2;
constexpr unsigned kFormat32Ar = 3;
constexpr unsigned kFormatFp16Abgr = 4;
constexpr unsigned kFormatUnorm16Abgr = 5;
constexpr unsigned kFormatSnorm16Abgr = 6;
constexpr unsigned kFormatUint16Abgr = 7;
constexpr unsigned kFormatSint16Abgr = 8;
constexpr unsigned kFormat32Abgr = 9;
// The PRIM_MASK SGPR the wave starts with: LDS parameter offset 0, no new
// primitive in any quad (every lane's inputs are its own primitive's).
constexpr uint32_t kPrimMask = 0;

std::string fragment_config(const FragmentKey& k, WaveConfig* l) {
  regs::SpiShaderPgmRsrc2Ps rsrc2{k.rsrc2};
  l->wave = k.wave64 ? 64 : 32;
  l->waves = 1;
  l->local_size = l->wave;
  if (rsrc2.scratch_en()) return "ps-scratch";
  if (k.ps_inputs > 32 || k.vertices_per_primitive < 1 || k.vertices_per_primitive > 3)
    return "draw-host-mesh-limits";
  // No LDS: a pixel program reaches its inputs only through v_interp here.
  return wave_resources(k.rsrc1, rsrc2.shared_vgpr_cnt(), 0, l);
}

class FragmentStage final : public Stage {
 public:
  FragmentStage(const FragmentKey& k, const WaveConfig& l) : key_(k), l_(l) {
    // Export K has SPI_SHADER_COL_FORMAT's K-th field (D29); the exports
    // are the fields up to the first ZERO (a ZERO field below an export is
    // refused with the draw).
    while (targets_ < 8 && ((k.col_format >> (4 * targets_)) & 0xf) != kFormatZero) {
      formats_[targets_] = (k.col_format >> (4 * targets_)) & 0xf;
      ++targets_;
    }
  }

  const char* execution_model() const override { return "Fragment"; }
  bool has_workgroup_memory() const override { return false; }
  V border_colour_table(SpirvAsm& a) const override { return push_u64(a, "border_colours"); }
  // The barycentric sets SPI_PS_INPUT_ADDR places first: perspective sample,
  // centre, centroid (2 VGPRs each), pull model (3), linear sample, centre,
  // centroid (2 each).
  unsigned split_sensitive_vgprs() const override {
    if (!key_.quads) return 0;
    static constexpr unsigned kCounts[7] = {2, 2, 2, 3, 2, 2, 2};
    unsigned n = 0;
    for (unsigned b = 0; b < 7; ++b)
      if ((key_.input_addr >> b) & 1u) n += kCounts[b];
    return n;
  }
  std::vector<UnknownStart> unknown_start_vgprs() const override;
  void declare_interface(SpirvAsm& a) override;
  std::string interface_ids() const override {
    std::string ids = "%push %in_sgii %in_helper %in_fc %f_ip %f_il";
    if (key_.ps_inputs > 0) ids += " %f_ps";
    for (unsigned k = 0; k < targets_; ++k) ids += fmt::format(" %f_out{}", k);
    if (key_.z_export) ids += " %f_depth";
    if (key_.s_export) ids += " %f_sref";
    if (key_.sprite != 0) ids += " %in_pc";
    if (key_.sample_shading) ids += " %in_sid %in_spos";
    if (key_.front_face_sign) ids += " %in_ff";
    return ids;
  }
  void execution_modes(SpirvAsm& a) const override {
    a.execution_mode("OriginUpperLeft");
    if (key_.z_export) a.execution_mode("DepthReplacing");
    if (key_.s_export) a.execution_mode("StencilRefReplacingEXT");
  }
  void place_lanes(SpirvAsm& a, Emit& e) override;
  bool initial_state(SpirvAsm& a, Emit& e, InitialState* s) override;
  bool exp(Emit& e, const isa::Instruction& in) override;
  bool interp(Emit& e, const isa::Instruction& in) override;
  void epilogue(SpirvAsm& a, Emit& e) override;

 private:
  static constexpr unsigned kUnknownInput = 99;
  unsigned input_source(unsigned bit) const;
  bool export_mrtz(Emit& e, const isa::Instruction& in);
  // Channel `chan` of vertex `k`'s value of pixel input `n`, as f32.
  V vertex_value(SpirvAsm& a, unsigned n, unsigned k, unsigned chan);

  const FragmentKey& key_;
  const WaveConfig& l_;
  unsigned formats_[8] = {};
  unsigned targets_ = 0;
};

void FragmentStage::declare_interface(SpirvAsm& a) {
  declare_push(a, PushLayout<FragmentPush>::kMembers, kFragmentPushBase);
  a.global("%ip_u32 = OpTypePointer Input %u32");
  a.global("%ip_bool = OpTypePointer Input %bool");
  a.global("%in_sgii = OpVariable %ip_u32 Input");
  a.decorate("OpDecorate %in_sgii BuiltIn SubgroupLocalInvocationId");
  a.decorate("OpDecorate %in_sgii Flat");
  a.global("%in_helper = OpVariable %ip_bool Input");
  a.decorate("OpDecorate %in_helper BuiltIn HelperInvocation");
  a.decorate("OpDecorate %in_helper Volatile");
  a.global("%v4f32 = OpTypeVector %f32 4");
  a.global("%v2f32 = OpTypeVector %f32 2");
  a.global("%ip_v4f32 = OpTypePointer Input %v4f32");
  a.global("%ip_v2f32 = OpTypePointer Input %v2f32");
  a.global("%in_fc = OpVariable %ip_v4f32 Input");
  a.decorate("OpDecorate %in_fc BuiltIn FragCoord");
  if (key_.front_face_sign) {
    a.global("%in_ff = OpVariable %ip_bool Input");
    a.decorate("OpDecorate %in_ff BuiltIn FrontFacing");
  }
  a.global("%f_ip = OpVariable %ip_v2f32 Input");
  a.decorate("OpDecorate %f_ip Location 0");
  if (key_.sprite != 0) {
    a.global("%in_pc = OpVariable %ip_v2f32 Input");
    a.decorate("OpDecorate %in_pc BuiltIn PointCoord");
  }
  a.global("%f_il = OpVariable %ip_v2f32 Input");
  a.decorate("OpDecorate %f_il Location 1");
  a.decorate("OpDecorate %f_il NoPerspective");
  if (key_.sample_shading) {
    // One invocation a sample: its index and place in the pixel, and the
    // barycentrics at the sample or at the centre by the interpolation
    // functions.
    a.capability("SampleRateShading");
    a.capability("InterpolationFunction");
    a.global("%in_sid = OpVariable %ip_u32 Input");
    a.decorate("OpDecorate %in_sid BuiltIn SampleId");
    a.decorate("OpDecorate %in_sid Flat");
    a.global("%in_spos = OpVariable %ip_v2f32 Input");
    a.decorate("OpDecorate %in_spos BuiltIn SamplePosition");
    a.global("%c_centre = OpConstantNull %v2f32");
  }
  if (key_.ps_inputs > 0) {
    a.extension("SPV_EXT_mesh_shader");
    a.capability("MeshShadingEXT");
    a.global(fmt::format("%c_f_psn = OpConstant %u32 {}", 3 * key_.ps_inputs));
    a.global("%f_ps_t = OpTypeArray %v4u32 %c_f_psn");
    a.global("%ip_f_ps = OpTypePointer Input %f_ps_t");
    a.global("%ip_v4u32 = OpTypePointer Input %v4u32");
    a.global("%f_ps = OpVariable %ip_f_ps Input");
    a.decorate("OpDecorate %f_ps Location 2");
    a.decorate("OpDecorate %f_ps Flat");
    a.decorate("OpDecorate %f_ps PerPrimitiveEXT");
  }
  a.global("%op_v4f32 = OpTypePointer Output %v4f32");
  a.global("%op_v4u32 = OpTypePointer Output %v4u32");
  a.global("%i32 = OpTypeInt 32 1");
  a.global("%v4i32 = OpTypeVector %i32 4");
  a.global("%op_v4i32 = OpTypePointer Output %v4i32");
  static constexpr const char* kOutType[] = {"%op_v4f32", "%op_v4u32", "%op_v4i32"};
  for (unsigned k = 0; k < targets_; ++k) {
    a.global(fmt::format("%f_out{} = OpVariable {} Output", k, kOutType[key_.target_class[k] % 3]));
    const bool second_source = key_.dual_source && k == 1;
    a.decorate(fmt::format("OpDecorate %f_out{} Location {}", k, second_source ? 0 : k));
    if (second_source) a.decorate(fmt::format("OpDecorate %f_out{} Index 1", k));
  }
  if (key_.z_export) {
    a.global("%op_f32 = OpTypePointer Output %f32");
    a.global("%f_depth = OpVariable %op_f32 Output");
    a.decorate("OpDecorate %f_depth BuiltIn FragDepth");
  }
  if (key_.s_export) {
    a.extension("SPV_EXT_shader_stencil_export");
    a.capability("StencilExportEXT");
    a.global("%op_i32 = OpTypePointer Output %i32");
    a.global("%f_sref = OpVariable %op_i32 Output");
    a.decorate("OpDecorate %f_sref BuiltIn FragStencilRefEXT");
  }
}

void FragmentStage::place_lanes(SpirvAsm& a, Emit& e) {
  V sgii{a.fresh("x"), Ty::kU32};
  a.prologue(fmt::format("{} = OpLoad %u32 %in_sgii", sgii.id));
  place_subgroup_wave_lanes(a, e, sgii);
}

// The registers the hardware initialises for a pixel wave: user SGPRs from
// USER_DATA_PS_0, then PRIM_MASK; the inputs SPI_PS_INPUT_ADDR enables from v0
// in bit order (I and J two VGPRs each, the pull model three, the rest one),
// loaded where SPI_PS_INPUT_ENA enables them (Mesa ac_compact_ps_vgpr_args,
// ac_get_fs_input_vgpr_cnt; LLVM review D16030).
// Which value input `bit` of SPI_PS_INPUT_ADDR takes under this key: the bit
// itself where it is carried out as it is; 1 or 5 (the centre's) for a sample
// or centroid with one sample at the centre; 16 or 20 for PERSP/LINEAR_SAMPLE
// under sample shading; kUnknownInput where the value is not published.
unsigned FragmentStage::input_source(unsigned bit) const {
  if (key_.centre_only && (bit == 0 || bit == 2)) return 1;
  if (key_.centre_only && (bit == 4 || bit == 6)) return 5;
  if (key_.sample_shading && (bit == 0 || bit == 4)) return bit + 16;
  if (bit == 13 && key_.sample_shading) return 13;
  if (bit == 12 && key_.front_face_sign) return 12;
  switch (bit) {
    case 1:
    case 5:
    case 8:
    case 9:
    case 10:
    case 15:
      return bit;
    default:
      return kUnknownInput;
  }
}

std::vector<Stage::UnknownStart> FragmentStage::unknown_start_vgprs() const {
  static const char* const kNames[16] = {
      "persp-sample",  "persp-center",  "persp-centroid",  "persp-pull-model",
      "linear-sample", "linear-center", "linear-centroid", "line-stipple",
      "pos-x",         "pos-y",         "pos-z",           "pos-w",
      "front-face",    "ancillary",     "sample-coverage", "pos-fixed-point"};
  std::vector<UnknownStart> out;
  unsigned vgpr = 0;
  for (unsigned bit = 0; bit < 16; ++bit) {
    if (((key_.input_addr >> bit) & 1) == 0) continue;
    const unsigned count = bit == 3 ? 3 : bit <= 6 ? 2 : 1;
    if (((key_.input_ena >> bit) & 1) != 0 && input_source(bit) == kUnknownInput && vgpr < 32)
      out.push_back({static_cast<uint32_t>(((uint64_t{1} << count) - 1) << vgpr),
                     fmt::format("ps-input-{}", kNames[bit])});
    vgpr += count;
  }
  return out;
}

bool FragmentStage::initial_state(SpirvAsm& a, Emit& e, InitialState* s) {
  auto P = [&](Ty t, const char* op, std::initializer_list<V> args, std::string_view tail = "") {
    return a.prologue_op(t, op, args, tail);
  };
  regs::SpiShaderPgmRsrc2Ps rsrc2{key_.rsrc2};
  unsigned user = rsrc2.user_sgpr() | rsrc2.user_sgpr_msb() << 5;
  if (user + 1 > kSgprCount || user > 32) return e.refuse("too-many-initial-sgprs");
  std::string dp = a.fresh("p");
  a.prologue(fmt::format("{} = OpAccessChain %pp_u64 %push %c_push_draw", dp));
  V draw{a.fresh("x"), Ty::kU64};
  a.prologue(fmt::format("{} = OpLoad %u64 {}", draw.id, dp));
  for (unsigned n = 0; n < user; ++n) {
    V addr = P(Ty::kU64, "OpIAdd", {draw, a.u64(4ull * (MeshRecord::kPsUserData + n))});
    std::string ptr = a.fresh("p");
    a.prologue(fmt::format("{} = OpConvertUToPtr %psb_u32 {}", ptr, addr.id));
    V r{a.fresh("x"), Ty::kU32};
    a.prologue(fmt::format("{} = OpLoad %u32 {} Aligned 4", r.id, ptr));
    s->sgprs[n] = r;
  }
  s->sgprs[user] = a.u32(kPrimMask);
  // The inputs.
  V fc{a.fresh("x"), Ty::kVoid};
  a.prologue(fmt::format("{} = OpLoad %v4f32 %in_fc", fc.id));
  // With sample shading: the host's sample, the hardware's index of it, and
  // the sample's place (standard locations, sixteenths: exact).
  V sid{}, spos{};
  if (key_.sample_shading) {
    sid = V{a.fresh("x"), Ty::kU32};
    a.prologue(fmt::format("{} = OpLoad %u32 %in_sid", sid.id));
    spos = V{a.fresh("x"), Ty::kVoid};
    a.prologue(fmt::format("{} = OpLoad %v2f32 %in_spos", spos.id));
  }
  // I and J of `var` (0: as the host interpolates it; 1: at the pixel's
  // centre; 2: at the sample).
  auto ij_at = [&](const char* var, unsigned c, unsigned where) {
    V v{a.fresh("x"), Ty::kVoid};
    if (where == 0)
      a.prologue(fmt::format("{} = OpLoad %v2f32 {}", v.id, var));
    else if (where == 1)
      a.prologue(
          fmt::format("{} = OpExtInst %v2f32 %glsl InterpolateAtOffset {} %c_centre", v.id, var));
    else
      a.prologue(
          fmt::format("{} = OpExtInst %v2f32 %glsl InterpolateAtSample {} {}", v.id, var, sid.id));
    return P(Ty::kU32, "OpBitcast", {P(Ty::kF32, "OpCompositeExtract", {v}, std::to_string(c))});
  };
  auto ij = [&](const char* var, unsigned c) { return ij_at(var, c, key_.sample_shading ? 1 : 0); };
  unsigned vgpr = 0;
  for (unsigned bit = 0; bit < 16; ++bit) {
    if (((key_.input_addr >> bit) & 1) == 0) continue;
    bool loaded = (key_.input_ena >> bit) & 1;
    unsigned count = bit == 3 ? 3 : bit <= 6 ? 2 : 1;
    if (loaded) {
      const unsigned as = input_source(bit);
      switch (as) {
        case 16:  // PERSP_SAMPLE under sample shading
        case 20:  // LINEAR_SAMPLE
          s->vgprs[vgpr] = ij_at(as == 16 ? "%f_ip" : "%f_il", 0, 2);
          s->vgprs[vgpr + 1] = ij_at(as == 16 ? "%f_ip" : "%f_il", 1, 2);
          break;
        case 1:  // PERSP_CENTER
          s->vgprs[vgpr] = ij("%f_ip", 0);
          s->vgprs[vgpr + 1] = ij("%f_ip", 1);
          break;
        case 5:  // LINEAR_CENTER
          s->vgprs[vgpr] = ij("%f_il", 0);
          s->vgprs[vgpr + 1] = ij("%f_il", 1);
          break;
        case 8:   // POS_X_FLOAT: the pixel's centre
        case 9:   // POS_Y_FLOAT
        case 10:  // POS_Z_FLOAT
          if (key_.sample_shading && bit != 10) {
            // Under sample shading, the sample's place (Mesa reads the
            // sample position as its fraction).
            V whole{a.fresh("x"), Ty::kF32};
            a.prologue(
                fmt::format("{} = OpExtInst %f32 %glsl Floor {}", whole.id,
                            P(Ty::kF32, "OpCompositeExtract", {fc}, std::to_string(bit - 8)).id));
            V frac = P(Ty::kF32, "OpCompositeExtract", {spos}, std::to_string(bit - 8));
            s->vgprs[vgpr] = P(Ty::kU32, "OpBitcast", {P(Ty::kF32, "OpFAdd", {whole, frac})});
            break;
          }
          s->vgprs[vgpr] = P(Ty::kU32, "OpBitcast",
                             {P(Ty::kF32, "OpCompositeExtract", {fc}, std::to_string(bit - 8))});
          break;
        case 13:  // ANCILLARY: the sample's index in bits 11:8 (Mesa's
                  // load_sample_id); the VRS rates (3:2, 5:4) and the layer
                  // (28:16) are 0, as a draw of one layer without VRS has
                  // them. The other bits' meaning is not published: 0.
        {
          V hw = a.u32(0);
          for (unsigned h = 0; h < 8; ++h)
            hw = P(Ty::kU32, "OpSelect",
                   {P(Ty::kBool, "OpIEqual", {sid, a.u32(h)}), a.u32(key_.hw_sample[h]), hw});
          s->vgprs[vgpr] = P(Ty::kU32, "OpShiftLeftLogical", {hw, a.u32(8)});
        } break;
        case 12: {  // FRONT_FACE: 1.0 front, -1.0 back (FragmentKey::front_face_sign)
          V front{a.fresh("x"), Ty::kBool};
          a.prologue(fmt::format("{} = OpLoad %bool %in_ff", front.id));
          s->vgprs[vgpr] = P(Ty::kU32, "OpSelect", {front, a.u32(0x3f800000u), a.u32(0xbf800000u)});
          break;
        }
        case 15: {  // POS_FIXED_PT: the pixel's x in bits 15:0, y in 31:16 (ACO's
                    // load_pixel_coord splits it so), integers: the centre's floor
          V x = P(Ty::kU32, "OpConvertFToU", {P(Ty::kF32, "OpCompositeExtract", {fc}, "0")});
          V y = P(Ty::kU32, "OpConvertFToU", {P(Ty::kF32, "OpCompositeExtract", {fc}, "1")});
          s->vgprs[vgpr] =
              P(Ty::kU32, "OpBitwiseOr", {x, P(Ty::kU32, "OpShiftLeftLogical", {y, a.u32(16)})});
          break;
        }
        default:
          // Not published for this key: the program does not read it
          // (unknown_start_vgprs), so it starts at 0.
          break;
      }
    }
    vgpr += count;
  }
  // EXEC: the covered lanes; helper lanes start off.
  V helper{a.fresh("x"), Ty::kBool};
  a.prologue(fmt::format("{} = OpLoad %bool %in_helper", helper.id));
  V live = P(Ty::kBool, "OpLogicalNot", {helper});
  V ballot = P(Ty::kV4U32, "OpGroupNonUniformBallot", {V{"%c_sg", Ty::kVoid}, live});
  s->sgprs[kExecLo] = P(Ty::kU32, "OpCompositeExtract", {ballot}, "0");
  s->sgprs[kExecHi] = l_.wave == 64 ? P(Ty::kU32, "OpCompositeExtract", {ballot}, "1") : a.u32(0);
  s->launched = a.boolean(true);
  // The valid mask: every covered pixel, until an export with VM sends EXEC
  // as the mask (the last one sent counts).
  a.local_named(Ty::kBool, "%f_valid");
  a.prologue(fmt::format("OpStore %f_valid {}", a.boolean(true).id));
  // Whether this pixel's depth and stencil reference were exported.
  a.local_named(Ty::kBool, "%f_zdone");
  a.prologue(fmt::format("OpStore %f_zdone {}", a.boolean(!key_.z_export).id));
  a.local_named(Ty::kBool, "%f_sdone");
  a.prologue(fmt::format("OpStore %f_sdone {}", a.boolean(!key_.s_export).id));
  return true;
}

V FragmentStage::vertex_value(SpirvAsm& a, unsigned n, unsigned k, unsigned chan) {
  // A sprite channel: the same value at the three vertices, so that what
  // v_interp computes from them is that value at any I and J; S and T are the
  // host rasteriser's point coordinate (D25), as I and J are its own.
  if ((key_.sprite >> n) & 1) {
    switch ((key_.sprite_select >> (3 * chan)) & 7) {
      case 0:
        return a.f32_bits(0);
      case 1:
        return a.f32_bits(0x3f800000u);
      case 2:
      case 3: {
        V pc{a.fresh("x"), Ty::kV2U32};
        a.line(fmt::format("{} = OpLoad %v2f32 %in_pc", pc.id));
        const bool t = ((key_.sprite_select >> (3 * chan)) & 7) == 3;
        V c = a.op(Ty::kF32, "OpCompositeExtract", {pc}, t ? "1" : "0");
        if (t && key_.sprite_top_1) c = a.op(Ty::kF32, "OpFSub", {a.f32_bits(0x3f800000u), c});
        return c;
      }
      default:
        break;
    }
  }
  std::string p = a.fresh("p");
  a.line(fmt::format("{} = OpAccessChain %ip_v4u32 %f_ps {}", p, a.u32(3 * n + k).id));
  V v{a.fresh("x"), Ty::kV4U32};
  a.line(fmt::format("{} = OpLoad %v4u32 {}", v.id, p));
  return a.op(Ty::kF32, "OpBitcast",
              {a.op(Ty::kU32, "OpCompositeExtract", {v}, std::to_string(chan))});
}

// v_interp_p1_f32: D = P10 * I + P0; v_interp_p2_f32: D = P20 * J + D;
// v_interp_mov_f32: P10, P20 or P0 (VSRC 0, 1, 2). P0 is the first vertex's
// value (the provoking vertex's for a flat input), P10 and P20 the second's
// and third's less it (Mesa ACO emit_interp_instr; the ISA's names).
bool FragmentStage::interp(Emit& e, const isa::Instruction& in) {
  SpirvAsm& a = e.a;
  std::string_view name = base_mnemonic(in);
  unsigned attr = in.field(isa::Field::kAttr);
  unsigned chan = in.field(isa::Field::kAttrchan);
  if (name != "v_interp_p1_f32" && name != "v_interp_p2_f32" && name != "v_interp_mov_f32")
    return e.refuse(fmt::format("instruction-{}", name));
  if (attr >= key_.ps_inputs) return e.refuse("interp-input-past-num-interp");
  // M0 must still be the PRIM_MASK the wave was given.
  a.if_begin(a.op(Ty::kBool, "OpINotEqual", {e.sgpr(kM0), a.u32(kPrimMask)}));
  e.raise_status(kStatusInterpM0);
  a.if_end();
  bool flat = (key_.flat >> attr) & 1;
  unsigned vdst = in.field(isa::Field::kVdst);
  unsigned vsrc = in.field(isa::Field::kVsrc);
  V result;
  if (name == "v_interp_mov_f32") {
    if (vsrc > 2) return e.refuse("interp-mov-selector");
    if (vsrc == 2) {
      // The provoking vertex: the first, or the last (a line's second).
      unsigned first = flat && key_.provoking_last ? key_.vertices_per_primitive - 1u : 0u;
      result = vertex_value(a, attr, first, chan);
    } else {
      if (flat) return e.refuse("interp-flat-delta");
      V v0 = vertex_value(a, attr, 0, chan);
      result = a.op(Ty::kF32, "OpFSub", {vertex_value(a, attr, vsrc + 1, chan), v0});
    }
  } else {
    if (flat) return e.refuse("interp-flat-input");
    bool p1 = name == "v_interp_p1_f32";
    V v0 = vertex_value(a, attr, 0, chan);
    V delta = a.op(Ty::kF32, "OpFSub", {vertex_value(a, attr, p1 ? 1 : 2, chan), v0});
    V coord = e.as(Ty::kF32, e.vgpr(vsrc));
    V addend = p1 ? v0 : e.as(Ty::kF32, e.vgpr(vdst));
    result = a.glsl(Ty::kF32, "Fma", {delta, coord, addend});
  }
  e.set_vgpr_active(vdst, e.bits(result));
  return true;
}

bool FragmentStage::exp(Emit& e, const isa::Instruction& in) {
  SpirvAsm& a = e.a;
  unsigned target = in.field(isa::Field::kTarget);
  unsigned en = in.field(isa::Field::kEn);
  bool compr = in.field(isa::Field::kCompr) != 0;
  const isa::Field vsrc[4] = {isa::Field::kVsrc0, isa::Field::kVsrc1, isa::Field::kVsrc2,
                              isa::Field::kVsrc3};
  // VM: EXEC is the wave's valid mask; a pixel whose lane is off is not
  // written (RDNA ISA, export VM field). GFX10 pixel programs that export
  // nothing write every covered pixel (ac_nir_lower_ps_late: "Gfx10+ doesn't
  // need to export anything" unless the mask must carry a discard).
  if (in.field(isa::Field::kVm) != 0) a.store("%f_valid", e.lane_active());
  if (target == kExpNull) return true;
  if (target == kExpMrtz) return export_mrtz(e, in);
  if (target < kExpMrt0 || target >= kExpMrt0 + 8)
    return e.refuse(fmt::format("exp-target-{}", target));
  unsigned k = target - kExpMrt0;
  // D825: a pixel program writing past the targets with formats is refused.
  if (k >= targets_) return e.refuse("ps-export-past-bound-targets");
  unsigned format = formats_[k];
  const unsigned cls = key_.target_class[k] % 3;
  // The channels as 32-bit values: float bits for a float target, the integer
  // for an integer one.
  V c[4];
  for (auto& x : c) x = a.u32(0);
  auto half = [&](unsigned d, unsigned h) {
    V w = e.vgpr(in.field(vsrc[d]));
    return a.op(Ty::kU32, "OpBitFieldUExtract", {w, a.u32(16 * h), a.u32(16)});
  };
  switch (format) {
    case kFormatFp16Abgr:
    case kFormatUnorm16Abgr:
    case kFormatSnorm16Abgr:
    case kFormatUint16Abgr:
    case kFormatSint16Abgr:
      if (!compr || en != 0xf) return e.refuse("ps-export-16-form");
      for (unsigned i = 0; i < 4; ++i) {
        V u = half(i / 2, i % 2);
        V s16 = a.op(Ty::kU32, "OpBitFieldSExtract", {u, a.u32(0), a.u32(16)});
        switch (format) {
          case kFormatFp16Abgr:
            c[i] = e.bits(a.op(Ty::kF32, "OpFConvert",
                               {a.op(Ty::kF16, "OpBitcast", {a.op(Ty::kU16, "OpUConvert", {u})})}));
            break;
          case kFormatUnorm16Abgr:
            // u / 65535, which a 16-bit UNORM target turns back into u exactly.
            c[i] = e.bits(a.op(Ty::kF32, "OpFDiv",
                               {a.op(Ty::kF32, "OpConvertUToF", {u}), a.f32_bits(0x477fff00u)}));
            break;
          case kFormatSnorm16Abgr:
            c[i] = e.bits(
                a.glsl(Ty::kF32, "FMax",
                       {a.op(Ty::kF32, "OpFDiv",
                             {a.op(Ty::kF32, "OpConvertSToF", {s16}), a.f32_bits(0x46fffe00u)}),
                        a.f32_bits(0xbf800000u)}));
            break;
          case kFormatUint16Abgr:
            c[i] = u;
            break;
          default:
            c[i] = s16;
            break;
        }
      }
      break;
    case kFormat32Ar:
    case kFormat32R:
    case kFormat32Gr:
    case kFormat32Abgr: {
      // The channels the format carries; of them, each the target takes (the
      // sources of its channels, COMP_SWAP's order) must be enabled.
      const unsigned carried = format == kFormat32R    ? 1u
                               : format == kFormat32Gr ? 3u
                               : format == kFormat32Ar ? 9u
                                                       : 15u;
      unsigned needed = 0;
      for (unsigned j = 0; j < key_.target_channels[k] && j < 4; ++j)
        needed |= 1u << ((key_.target_swizzle[k] >> (2 * j)) & 3u);
      needed &= carried;
      // GFX10's 32_AR sends X and W in the export's first two slots (EN 0x3;
      // Mesa's exports for 32_AR on GFX10 and later).
      unsigned slot_en = en;
      if (format == kFormat32Ar) slot_en = (en & 1u) | ((en & 2u) << 2);
      if (compr || (needed & ~slot_en) != 0) return e.refuse("ps-export-32-form");
      for (unsigned i = 0; i < 4; ++i) {
        if (((carried & slot_en) >> i & 1u) == 0) continue;
        const unsigned slot = format == kFormat32Ar && i == 3 ? 1 : i;
        c[i] = e.vgpr(in.field(vsrc[slot]));
      }
      break;
    }
    default:
      return e.refuse(fmt::format("ps-export-format-{}", format));
  }
  // The target's channels in its own order (COMP_SWAP: the key's swizzle).
  if (key_.target_swizzle[k] != 0xe4) {
    V from[4] = {c[0], c[1], c[2], c[3]};
    for (unsigned j = 0; j < 4; ++j) c[j] = from[(key_.target_swizzle[k] >> (2 * j)) & 3u];
  }
  a.if_begin(e.lane_active());
  // An integer the target's channels cannot hold is not written as the
  // hardware would (whether it clamps or wraps is not published): refused.
  const unsigned bits = key_.target_bits[k];
  if (cls != 0 && bits > 0 && bits < 32) {
    V bad = a.boolean(false);
    for (auto& x : c) {
      V out =
          cls == 1
              ? a.op(Ty::kBool, "OpUGreaterThanEqual", {x, a.u32(1u << bits)})
              : a.op(Ty::kBool, "OpUGreaterThanEqual",
                     {a.op(Ty::kU32, "OpIAdd", {x, a.u32(1u << (bits - 1))}), a.u32(1u << bits)});
      bad = a.op(Ty::kBool, "OpLogicalOr", {bad, out});
    }
    a.if_begin(bad);
    e.raise_status(kStatusExportRange);
    a.if_end();
  }
  V v{a.fresh("x"), Ty::kV4U32};
  a.line(fmt::format("{} = OpCompositeConstruct %v4u32 {} {} {} {}", v.id, c[0].id, c[1].id,
                     c[2].id, c[3].id));
  static constexpr const char* kVecType[] = {"%v4f32", "%v4u32", "%v4i32"};
  V out{a.fresh("x"), Ty::kVoid};
  a.line(fmt::format("{} = OpBitcast {} {}", out.id, kVecType[cls], v.id));
  a.line(fmt::format("OpStore %f_out{} {}", k, out.id));
  a.if_end();
  return true;
}

// exp mrtz in SPI_SHADER_Z_FORMAT 32_R or 32_GR, the depth in x and the
// stencil reference in y, as ac_nir exports them on GFX10. The depth
// goes to FragDepth where it lies in [ZMIN, ZMAX]: the DB clamps an exported
// depth to that range, and whether the host clamps a float target's depth
// depends on its depth-clamp state, so a depth outside it (or a NaN) is an
// escape.
bool FragmentStage::export_mrtz(Emit& e, const isa::Instruction& in) {
  SpirvAsm& a = e.a;
  const unsigned en = in.field(isa::Field::kEn);
  if (in.field(isa::Field::kCompr) != 0) return e.refuse("ps-export-mrtz-compressed");
  if (key_.z_format != kFormat32R && key_.z_format != kFormat32Gr)
    return e.refuse(fmt::format("ps-export-mrtz-format-{}", key_.z_format));
  if ((en & ~(key_.z_format == kFormat32R ? 1u : 3u)) != 0)
    return e.refuse("ps-export-mrtz-channels");
  a.if_begin(e.lane_active());
  if (key_.z_export && (en & 1)) {
    V z = e.as(Ty::kF32, e.vgpr(in.field(isa::Field::kVsrc0)));
    V inside = a.op(Ty::kBool, "OpLogicalAnd",
                    {a.op(Ty::kBool, "OpFOrdGreaterThanEqual", {z, a.f32_bits(key_.z_min)}),
                     a.op(Ty::kBool, "OpFOrdLessThanEqual", {z, a.f32_bits(key_.z_max)})});
    a.if_begin(a.op(Ty::kBool, "OpLogicalNot", {inside}));
    e.raise_status(kStatusDepthExport);
    a.if_end();
    a.store("%f_depth", z);
    a.store("%f_zdone", a.boolean(true));
  }
  if (key_.s_export && (en & 2)) {
    // The reference as an integer: one the stencil's 8 bits hold is exact
    // whatever the DB does with the rest; another is an escape.
    V ref = e.vgpr(in.field(isa::Field::kVsrc1));
    a.if_begin(a.op(Ty::kBool, "OpUGreaterThan", {ref, a.u32(255)}));
    e.raise_status(kStatusDepthExport);
    a.if_end();
    V sref{a.fresh("x"), Ty::kVoid};
    a.line(fmt::format("{} = OpBitcast %i32 {}", sref.id, ref.id));
    a.line(fmt::format("OpStore %f_sref {}", sref.id));
    a.store("%f_sdone", a.boolean(true));
  }
  a.if_end();
  return true;
}

void FragmentStage::epilogue(SpirvAsm& a, Emit& e) {
  // A valid pixel whose depth the target takes but the program did not export
  // would write an undefined value: an escape.
  if (key_.z_export || key_.s_export) {
    V missing = a.op(Ty::kBool, "OpLogicalNot",
                     {a.op(Ty::kBool, "OpLogicalAnd",
                           {a.load(Ty::kBool, "%f_zdone"), a.load(Ty::kBool, "%f_sdone")})});
    a.if_begin(a.op(Ty::kBool, "OpLogicalAnd", {a.load(Ty::kBool, "%f_valid"), missing}));
    e.raise_status(kStatusDepthExport);
    a.if_end();
  }
  // A pixel outside the valid mask writes nothing.
  a.if_begin(a.op(Ty::kBool, "OpLogicalNot", {a.load(Ty::kBool, "%f_valid")}));
  e.flush_status();
  a.line("OpTerminateInvocation");
  a.label(a.new_label("dead"));
  a.if_end();
}

}  // namespace

TranslateResult translate_fragment(std::span<const uint8_t> code, const FragmentKey& key) {
  WaveConfig l;
  if (std::string why = fragment_config(key, &l); !why.empty()) return refused_module(why);
  // The core sees a host subgroup as wide as the wave: the lanes past the
  // host's are lanes never covered.
  FragmentKey wave_key = key;
  wave_key.host_subgroup = l.wave;
  wave_key.split_waves = false;
  FragmentStage stage(wave_key, l);
  return write_module(code, wave_key, l, stage);
}

}  // namespace rdnavk::xlate
