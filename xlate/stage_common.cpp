#include "xlate/stage_common.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "regs/gfx103_types.h"

namespace rdnavk::xlate {

namespace {
V P(SpirvAsm& a, Ty t, const char* op, std::initializer_list<V> args, std::string_view tail = "") {
  return a.prologue_op(t, op, args, tail);
}

// lane_lo_ and lane_hi_: the lane's bit in each half of a wave64 mask.
void set_lane_bits(SpirvAsm& a, Emit& e) {
  V sh = P(a, Ty::kU32, "OpBitwiseAnd", {e.lane_, a.u32(31)});
  V bit = P(a, Ty::kU32, "OpShiftLeftLogical", {a.u32(1), sh});
  V low = P(a, Ty::kBool, "OpULessThan", {e.lane_, a.u32(32)});
  e.lane_lo_ = P(a, Ty::kU32, "OpSelect", {low, bit, a.u32(0)});
  e.lane_hi_ = P(a, Ty::kU32, "OpSelect", {low, a.u32(0), bit});
}
}  // namespace

void declare_group_builtins(SpirvAsm& a) {
  a.global("%v3u32 = OpTypeVector %u32 3");
  a.global("%ip_v3u32 = OpTypePointer Input %v3u32");
  a.global("%ip_u32 = OpTypePointer Input %u32");
  a.global("%in_wgid = OpVariable %ip_v3u32 Input");
  a.decorate("OpDecorate %in_wgid BuiltIn WorkgroupId");
  a.global("%in_sgid = OpVariable %ip_u32 Input");
  a.decorate("OpDecorate %in_sgid BuiltIn SubgroupId");
  a.global("%in_sgii = OpVariable %ip_u32 Input");
  a.decorate("OpDecorate %in_sgii BuiltIn SubgroupLocalInvocationId");
}

void place_group_lanes(SpirvAsm& a, Emit& e, unsigned host_subgroup, unsigned wave) {
  V sgid{a.fresh("x"), Ty::kU32}, sgii{a.fresh("x"), Ty::kU32};
  a.prologue(fmt::format("{} = OpLoad %u32 %in_sgid", sgid.id));
  a.prologue(fmt::format("{} = OpLoad %u32 %in_sgii", sgii.id));
  V flat = P(a, Ty::kU32, "OpIAdd", {P(a, Ty::kU32, "OpIMul", {sgid, a.u32(host_subgroup)}), sgii});
  // The subgroup invocation of the wave's lane 0 (when the subgroup holds the wave).
  V lane0 = P(a, Ty::kU32, "OpBitwiseAnd", {sgii, a.u32(wave - 1)});
  e.subgroup_first_ = P(a, Ty::kU32, "OpISub", {sgii, lane0});
  unsigned wshift = std::countr_zero(wave);
  e.flat_ = flat;
  e.subgroup_id_ = sgid;
  // Where subgroups are narrower than a wave the wave's number is the
  // subgroup's shifted, which the host sees as uniform in the subgroup.
  unsigned s = host_subgroup;
  e.wave_ = s < wave
                ? P(a, Ty::kU32, "OpShiftRightLogical", {sgid, a.u32(std::countr_zero(wave / s))})
                : P(a, Ty::kU32, "OpShiftRightLogical", {flat, a.u32(wshift)});
  e.lane_ = P(a, Ty::kU32, "OpBitwiseAnd", {flat, a.u32(wave - 1)});
  set_lane_bits(a, e);
}

void place_subgroup_wave_lanes(SpirvAsm& a, Emit& e, const V& sgii) {
  e.flat_ = e.lane_ = sgii;
  e.wave_ = e.subgroup_id_ = e.subgroup_first_ = a.u32(0);
  set_lane_bits(a, e);
}

V push_u32(SpirvAsm& a, std::string_view member, unsigned index, bool array) {
  std::string p = a.fresh("p");
  if (array)
    a.prologue(
        fmt::format("{} = OpAccessChain %pp_u32 %push %c_push_{} {}", p, member, a.u32(index).id));
  else
    a.prologue(fmt::format("{} = OpAccessChain %pp_u32 %push %c_push_{}", p, member));
  V r{a.fresh("x"), Ty::kU32};
  a.prologue(fmt::format("{} = OpLoad %u32 {}", r.id, p));
  return r;
}

V push_u64(SpirvAsm& a, std::string_view member) {
  std::string p = a.fresh("p");
  a.prologue(fmt::format("{} = OpAccessChain %pp_u64 %push %c_push_{}", p, member));
  V r{a.fresh("x"), Ty::kU64};
  a.prologue(fmt::format("{} = OpLoad %u64 {}", r.id, p));
  return r;
}

V status_record_u64(SpirvAsm& a, uint32_t offset) {
  V at = a.prologue_op(Ty::kU64, "OpIAdd", {push_u64(a, "status"), a.u64(offset)});
  std::string p = a.fresh("p");
  a.prologue(fmt::format("{} = OpConvertUToPtr %psb_u64 {}", p, at.id));
  V r{a.fresh("x"), Ty::kU64};
  a.prologue(fmt::format("{} = OpLoad %u64 {} Aligned 8", r.id, p));
  return r;
}

std::string group_of_waves(unsigned threads, unsigned host_subgroup, WaveConfig* l) {
  l->waves = (threads + l->wave - 1) / l->wave;
  l->local_size = l->waves * l->wave;
  if (host_subgroup == 0 || !std::has_single_bit(host_subgroup) || host_subgroup > 128 ||
      l->local_size % std::min(host_subgroup, l->local_size) != 0)
    return "host-subgroup-size";
  return {};
}

std::string wave_resources(uint32_t rsrc1_raw, unsigned shared_vgpr_cnt, unsigned lds_granules,
                           WaveConfig* l) {
  // Every stage's RSRC1 holds VGPRS in bits 5:0, FLOAT_MODE in 19:12,
  // DX10_CLAMP in 21 and IEEE_MODE in 23 (gfx103.json).
  regs::ComputePgmRsrc1 rsrc1{rsrc1_raw};
  bool wave64 = l->wave == 64;
  // LDS_SIZE counts 128-dword granules on GFX10 (RADV: ac_shader_config
  // lds_size granularity 512 bytes).
  l->lds_bytes = lds_granules * 512;
  if (l->lds_bytes > 65536) return "lds-size";
  // VGPRS: granules of 8 (wave32) or 4 (wave64) registers.
  l->vgprs = (rsrc1.vgprs() + 1) * (wave64 ? 4 : 8);
  // SHARED_VGPR_CNT: blocks of 8, wave64 only (Mesa ac_shader_util; RDNA ISA
  // 3.6.5). Past the 256 a lane may name, none.
  l->shared_vgprs = wave64 ? shared_vgpr_cnt * 8 : 0;
  if (l->shared_vgprs != 0 && l->vgprs + l->shared_vgprs > 256) return "vgpr-allocation";
  // FLOAT_MODE holds FP_ROUND in bits 3:0 and FP_DENORM in 7:4 (RDNA2 ISA 3.8).
  l->float_mode.round = static_cast<uint8_t>(rsrc1.float_mode() & 0xf);
  l->float_mode.denorm = static_cast<uint8_t>(rsrc1.float_mode() >> 4);
  l->float_mode.dx10_clamp = rsrc1.dx10_clamp() != 0;
  l->float_mode.ieee = rsrc1.ieee_mode() != 0;
  return {};
}

V low_lanes_mask(SpirvAsm& a, const V& count) {
  V full = P(a, Ty::kBool, "OpUGreaterThanEqual", {count, a.u32(64)});
  V sh = P(a, Ty::kU32, "OpBitwiseAnd", {count, a.u32(63)});
  V m = P(a, Ty::kU64, "OpISub", {P(a, Ty::kU64, "OpShiftLeftLogical", {a.u64(1), sh}), a.u64(1)});
  return P(a, Ty::kU64, "OpSelect", {full, a.u64(~uint64_t{0}), m});
}

}  // namespace rdnavk::xlate
