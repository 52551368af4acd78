#include "xlate/vector_common.h"

#include <fmt/format.h>

#include "isa/table.h"

namespace rdnavk::xlate::vec {

bool is_vop3(const Instruction& in) {
  return in.info->encoding == isa::Encoding::kVOP3 || in.info->encoding == isa::Encoding::kVOP3P;
}
// VOP1/VOP2 SDWA carry clamp and omod too (gfx10 layout; VOPC SDWA has neither).
bool has_clamp(const Instruction& in) {
  return (is_vop3(in) || is_sdwa(in)) && in.field(isa::Field::kClamp) != 0;
}
unsigned omod(const Instruction& in) {
  bool has = in.info->encoding == isa::Encoding::kVOP3 || is_sdwa(in);
  return has ? in.field(isa::Field::kOmod) : 0;
}

unsigned first_src(const Instruction& in) {
  // Sources are the operands after the destinations; a destination is the
  // first operand, and VOP3b adds an SGPR destination second; the VOP2 carry
  // forms (v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo) print their VCC
  // destination there as an implicit operand.
  unsigned i = 1;
  if (in.num_operands > 1) {
    const isa::OperandInfo& oi = in.info->operand_list()[in.operands[1].slot];
    if (oi.field == isa::Field::kSdst || in.operands[1].kind == isa::OperandKind::kImplicit) i = 2;
  }
  return i;
}

V source(Emit& e, const Instruction& in, unsigned k, Ty t) {
  return e.src(in.operands[first_src(in) + k], t);
}

bool write_vdst(Emit& e, const Instruction& in, V v, unsigned i) {
  const isa::Operand& o = in.operands[i];
  if (!o.is_vgpr()) return e.refuse("vector-destination");
  unsigned r = o.code - 256;
  unsigned bits = type_bits(v.ty);
  if (v.ty == Ty::kF16 || v.ty == Ty::kF32 || v.ty == Ty::kF64) v = e.bits(v);
  if (is_sdwa(in)) {
    if (bits == 64) return e.refuse("sdwa-64-bit-destination");
    if (bits == 16) v = e.a.op(Ty::kU32, "OpUConvert", {v});
    if (bits == 16 && in.field(isa::Field::kDstSel) == 6)
      return e.refuse("sdwa-16-bit-dword-destination");
    e.set_vgpr_active(r, sdwa_destination(e, in, v, e.vgpr(r)));
    return true;
  }
  if (bits == 64) {
    if (r + 1 > 255) return e.refuse("vgpr-range");
    e.set_vgpr_active(r, e.lo(v));
    e.set_vgpr_active(r + 1, e.hi(v));
    return true;
  }
  if (bits == 16) {
    // GFX10 16-bit results keep the register's high half (op_sel[3] picks the
    // half in VOP3; SDWA has its own rules).
    bool high = is_vop3(in) && in.field(isa::Field::kOpSel3) != 0;
    V wide = e.a.op(Ty::kU32, "OpUConvert", {v});
    V old = e.vgpr(r);
    V merged = high ? e.a.op(Ty::kU32, "OpBitFieldInsert", {old, wide, e.a.u32(16), e.a.u32(16)})
                    : e.a.op(Ty::kU32, "OpBitFieldInsert", {old, wide, e.a.u32(0), e.a.u32(16)});
    e.set_vgpr_active(r, merged);
    return true;
  }
  e.set_vgpr_active(r, v);
  return true;
}

// Output modifiers (RDNA2 ISA 6.2.2): a multiply by 2, 4 or 0.5 of the result,
// which the hardware ignores when MODE.IEEE is set or the result type's output
// denormals are kept, and which turns a -0 result into +0 (ACO's note where it
// folds omod: "omod flushes -0 to +0 and has no effect if denormals are
// enabled"). Applied here at run time by MODE. Whether the scaling happens
// before or after the output flush is not published, and the two differ only
// for results below 2^-124 in magnitude (scaled, or flushed and then scaled):
// such a lane (judged by the result before the flush) raises kStatusOmodTiny
// and the dispatch is refused.
V apply_omod(Emit& e, const Instruction& in, V v, const V& unflushed) {
  unsigned m = omod(in);
  Ty t = v.ty;
  auto& a = e.a;
  uint64_t f64[] = {0, 0x4000000000000000, 0x4010000000000000, 0x3fe0000000000000};
  uint32_t f32[] = {0, 0x40000000, 0x40800000, 0x3f000000};
  uint16_t f16[] = {0, 0x4000, 0x4400, 0x3800};
  V k = t == Ty::kF64   ? a.f64_bits(f64[m])
        : t == Ty::kF32 ? a.f32_bits(f32[m])
                        : a.f16_bits(f16[m]);
  V scaled = a.op(t, "OpFMul", {v, k});
  a.decorate(fmt::format("OpDecorate {} NoContraction", scaled.id));
  Ty ut = t == Ty::kF64 ? Ty::kU64 : t == Ty::kF16 ? Ty::kU16 : Ty::kU32;
  auto kk = [&](uint64_t x) {
    return ut == Ty::kU64   ? a.u64(x)
           : ut == Ty::kU16 ? a.u16(static_cast<uint16_t>(x))
                            : a.u32(static_cast<uint32_t>(x));
  };
  unsigned mant = t == Ty::kF64 ? 52 : t == Ty::kF16 ? 10 : 23;
  uint64_t sign = uint64_t{1} << (type_bits(t) - 1);
  V mag = a.op(ut, "OpBitwiseAnd", {e.bits(v), kk(sign - 1)});
  V nan = a.op(Ty::kBool, "OpUGreaterThan", {mag, kk(((sign - 1) >> mant) << mant)});
  // -0 becomes +0; NaNs pass unchanged.
  V zero = a.op(Ty::kBool, "OpIEqual", {mag, kk(0)});
  V r = a.op(t, "OpSelect", {zero, a.zero(t), scaled});
  r = a.op(t, "OpSelect", {nan, v, r});
  // MODE at run time: IEEE (bit 9) or this type's output denormals (bit 5 for
  // f32, 7 for f16 and f64) keep the result as it is.
  V mode = e.hwreg(kHwRegMode);
  unsigned den = t == Ty::kF32 ? 5 : 7;
  V ignored = e.to_bool(a.op(Ty::kU32, "OpBitwiseAnd", {mode, a.u32(1u << 9 | 1u << den)}));
  // Magnitudes below 2^-124 (f32; 2^-1020 f64, 2^-12 f16), zero aside.
  // The result before MODE's output flush decides: a flushed denormal reads 0.
  uint64_t tiny = uint64_t{3} << mant;
  V umag = a.op(ut, "OpBitwiseAnd", {e.bits(unflushed), kk(sign - 1)});
  V near = a.op(Ty::kBool, "OpLogicalAnd",
                {a.op(Ty::kBool, "OpULessThan", {umag, kk(tiny)}),
                 a.op(Ty::kBool, "OpINotEqual", {umag, kk(0)})});
  V flag =
      a.op(Ty::kBool, "OpLogicalAnd",
           {a.op(Ty::kBool, "OpLogicalAnd", {near, a.op(Ty::kBool, "OpLogicalNot", {ignored})}),
            e.lane_active()});
  a.if_begin(flag);
  e.raise_status(kStatusOmodTiny);
  a.if_end();
  return a.op(t, "OpSelect", {ignored, v, r});
}

bool write_float(Emit& e, const Instruction& in, V v, unsigned i, const V* unflushed) {
  Ty t = v.ty;
  if (omod(in) != 0) v = apply_omod(e, in, v, unflushed != nullptr ? *unflushed : v);
  if (has_clamp(in)) {
    // Clamp to [0, 1]; a NaN becomes 0 (DX10_CLAMP, which every driver sets
    // for compute: RADV and LLVM both; the executor refuses a mode without it).
    V zero = e.a.zero(t);
    V one = t == Ty::kF64   ? e.a.f64_bits(0x3ff0000000000000)
            : t == Ty::kF32 ? e.a.f32_bits(0x3f800000)
                            : e.a.f16_bits(0x3c00);
    V lo = e.a.op(Ty::kBool, "OpFUnordLessThan", {v, zero});  // NaN or < 0
    V hi = e.a.op(Ty::kBool, "OpFOrdGreaterThan", {v, one});
    v = e.a.op(t, "OpSelect", {lo, zero, e.a.op(t, "OpSelect", {hi, one, v})});
  }
  return write_vdst(e, in, v, i);
}

bool write_mask(Emit& e, const Instruction& in, const V& bit, int sdst, bool to_exec) {
  // A DPP lane that row_mask, bank_mask or bound_ctrl keeps from writing: what
  // its mask bit becomes is not documented.
  if (!e.write_enable_var.empty()) return e.refuse("dpp-masked-lane-mask-write");
  V b = e.a.op(Ty::kBool, "OpLogicalAnd", {e.lane_active(), bit});
  if (!to_exec && e.lane_mask_write_deferred(in.operands[sdst], b)) return true;
  e.publish_bit(b);
  V mask = e.read_mask();
  if (to_exec) {
    e.set_exec(mask);
    return true;
  }
  const isa::Operand& o = in.operands[sdst];
  return e.set_sdst(o, e.wave64() ? mask : e.lo(mask));
}

}  // namespace rdnavk::xlate::vec
