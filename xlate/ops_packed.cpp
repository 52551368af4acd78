// Packed 16-bit vector ALU (VOP3P: v_pk_*, v_fma_mix*, v_dot*) and v_pk_fmac_f16
// (RDNA2 ISA 6.3.3, VOP3P).
//
// Each packed source is a dword whose halves the instruction picks: the low
// result's source k is half op_sel[k] of source k, the high result's is half
// op_sel_hi[k]. neg_lo and neg_hi negate a float half (integer ops have no
// negation: refused when set). clamp limits a float half to [0, 1] (NaN to 0)
// and saturates an integer half.
//
// Inline constants: the constant is the low half of the dword and the high half
// is zero, the model LLVM's encoder follows (isInlinableLiteralV216 accepts
// {c, 0}, and {c, c} only through op_sel_hi = 0, which is how ACO writes
// constants). Nothing published says so for the hardware, so a high half read
// from a nonzero inline constant is refused ("packed-inline-constant-high").
// A literal is the whole dword.
//
// v_fma_mix*: each source is an f32 (op_sel_hi[k] = 0; neg_lo[k] negates, neg_hi[k]
// takes the absolute value) or half op_sel[k] of the register as f16, widened
// exactly. The fma is computed in f32 and rounded once; v_fma_mixlo/hi_f16 then
// convert that f32 to f16 (nearest even) into the low or high half, keeping the
// other: the semantics of LLVM's patterns for them (fptrunc of an f32 fma).
// v_dot2_f32_f16's rounding of its three-term sum is not published: refused.
#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "isa/table.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using namespace vec;
using isa::Field;

constexpr Field kOpSel[3] = {Field::kOpSel0, Field::kOpSel1, Field::kOpSel2};
constexpr Field kOpSelHi[3] = {Field::kOpSelHi0, Field::kOpSelHi1, Field::kOpSelHi2};
constexpr Field kNegLo[3] = {Field::kNeg0, Field::kNeg1, Field::kNeg2};
constexpr Field kNegHi[3] = {Field::kNegHi0, Field::kNegHi1, Field::kNegHi2};

bool is_inline_constant(const isa::Operand& o) {
  return o.kind != isa::OperandKind::kImmediate &&
         ((o.code >= 128 && o.code <= 208) || (o.code >= 240 && o.code <= 248));
}

// Half `high` of packed source k as 16 bits (float constants as f16).
std::optional<V> half_of(Emit& e, const Instruction& in, unsigned k, bool high) {
  const isa::Operand& o = in.operands[1 + k];
  if (is_inline_constant(o)) {
    if (!high) return e.src_raw(o, Ty::kU16);
    if (o.code != 128) {
      e.refuse("packed-inline-constant-high");
      return std::nullopt;
    }
    return e.a.u16(0);
  }
  V w = e.src_raw(o, Ty::kU32);
  if (high) w = e.a.op(Ty::kU32, "OpShiftRightLogical", {w, e.a.u32(16)});
  return e.a.op(Ty::kU16, "OpUConvert", {w});
}

// The two halves of every source for result half `hi` (0 low, 1 high).
struct Halves {
  std::vector<V> lo, hi;
};
bool packed_sources(Emit& e, const Instruction& in, unsigned n, bool is_float, Halves* out) {
  for (unsigned k = 0; k < n; ++k) {
    for (unsigned r = 0; r < 2; ++r) {
      bool pick_high = in.field(r == 0 ? kOpSel[k] : kOpSelHi[k]) != 0;
      bool neg = in.field(r == 0 ? kNegLo[k] : kNegHi[k]) != 0;
      std::optional<V> h = half_of(e, in, k, pick_high);
      if (!h) return false;
      V v = *h;
      if (neg) {
        if (!is_float) return e.refuse("packed-integer-negate");
        v = e.a.op(Ty::kU16, "OpBitwiseXor", {v, e.a.u16(0x8000)});
      }
      (r == 0 ? out->lo : out->hi).push_back(is_float ? e.as(Ty::kF16, v) : v);
    }
  }
  return true;
}

V pack(Emit& e, const V& lo, const V& hi) {
  V l = e.a.op(Ty::kU32, "OpUConvert", {e.bits(lo)});
  V h = e.a.op(Ty::kU32, "OpUConvert", {e.bits(hi)});
  return e.a.op(Ty::kU32, "OpBitwiseOr",
                {l, e.a.op(Ty::kU32, "OpShiftLeftLogical", {h, e.a.u32(16)})});
}

// Clamp to [0, 1], a NaN to 0 (DX10_CLAMP, as write_float).
V clamp_unit(Emit& e, const V& v) {
  V zero = e.a.zero(v.ty);
  V one = v.ty == Ty::kF32 ? e.a.f32_bits(0x3f800000) : e.a.f16_bits(0x3c00);
  V lo = e.a.op(Ty::kBool, "OpFUnordLessThan", {v, zero});
  V hi = e.a.op(Ty::kBool, "OpFOrdGreaterThan", {v, one});
  return e.a.op(v.ty, "OpSelect", {lo, zero, e.a.op(v.ty, "OpSelect", {hi, one, v})});
}

// ---- packed f16

bool pk_float(Emit& e, const Instruction& in, FloatStep op, unsigned n) {
  if (!float_round_mode_ok(e)) return false;
  Halves h;
  if (!packed_sources(e, in, n, true, &h)) return false;
  V lo = float_step(e, op, h.lo), hi = float_step(e, op, h.hi);
  if (has_clamp(in)) {
    lo = clamp_unit(e, lo);
    hi = clamp_unit(e, hi);
  }
  return write_vdst(e, in, pack(e, lo, hi));
}

// V_PK_FMAC_F16 (VOP2): D.lo = fma(S0.lo, S1.lo, D.lo), D.hi likewise.
bool pk_fmac(Emit& e, const Instruction& in) {
  if (!float_round_mode_ok(e)) return false;
  V a = source(e, in, 0, Ty::kU32), b = source(e, in, 1, Ty::kU32);
  V d = e.vgpr(in.operands[0].code - 256);
  auto half = [&](const V& w, bool high) {
    V x = high ? e.a.op(Ty::kU32, "OpShiftRightLogical", {w, e.a.u32(16)}) : w;
    return e.as(Ty::kF16, e.a.op(Ty::kU16, "OpUConvert", {x}));
  };
  V lo = float_step(e, FloatStep::kFma, {half(a, false), half(b, false), half(d, false)});
  V hi = float_step(e, FloatStep::kFma, {half(a, true), half(b, true), half(d, true)});
  return write_vdst(e, in, pack(e, lo, hi));
}

// ---- packed 16-bit integers

enum class IntOp { kAdd, kSub, kMulLo, kMad, kMin, kMax, kShl, kShr, kAshr };

V sext32(Emit& e, const V& h) {
  return e.a.op(Ty::kU32, "OpSConvert", {h});
}

V int_half(Emit& e, IntOp op, bool sign, bool clamp, const std::vector<V>& s) {
  auto& a = e.a;
  auto wide = [&](const V& h) { return sign ? sext32(e, h) : a.op(Ty::kU32, "OpUConvert", {h}); };
  V r;
  switch (op) {
    case IntOp::kAdd:
      r = a.op(Ty::kU32, "OpIAdd", {wide(s[0]), wide(s[1])});
      break;
    case IntOp::kSub:
      r = a.op(Ty::kU32, "OpISub", {wide(s[0]), wide(s[1])});
      break;
    case IntOp::kMulLo:
      r = a.op(Ty::kU32, "OpIMul", {wide(s[0]), wide(s[1])});
      break;
    case IntOp::kMad:
      r = a.op(Ty::kU32, "OpIAdd",
               {a.op(Ty::kU32, "OpIMul", {wide(s[0]), wide(s[1])}), wide(s[2])});
      break;
    case IntOp::kMin:
      r = a.glsl(Ty::kU32, sign ? "SMin" : "UMin", {wide(s[0]), wide(s[1])});
      break;
    case IntOp::kMax:
      r = a.glsl(Ty::kU32, sign ? "SMax" : "UMax", {wide(s[0]), wide(s[1])});
      break;
    // Shifts: S0 is the amount (its low 4 bits), S1 the value.
    case IntOp::kShl:
    case IntOp::kShr:
    case IntOp::kAshr: {
      V n = a.op(Ty::kU32, "OpBitwiseAnd", {a.op(Ty::kU32, "OpUConvert", {s[0]}), a.u32(15)});
      const char* sh = op == IntOp::kShl   ? "OpShiftLeftLogical"
                       : op == IntOp::kShr ? "OpShiftRightLogical"
                                           : "OpShiftRightArithmetic";
      V v = op == IntOp::kAshr ? sext32(e, s[1]) : a.op(Ty::kU32, "OpUConvert", {s[1]});
      r = a.op(Ty::kU32, sh, {v, n});
      break;
    }
  }
  if (clamp &&
      (op == IntOp::kAdd || op == IntOp::kSub || op == IntOp::kMad || op == IntOp::kMulLo)) {
    // Saturate to the half's range. Sums and products of two 16-bit values fit
    // in 32 bits as signed numbers; a mad's may not (u16: up to 2^32 - 2^17 +
    // 2^16): computed in 64 bits.
    auto wide64 = [&](const V& h) {
      return sign ? a.op(Ty::kU64, "OpSConvert", {h}) : a.op(Ty::kU64, "OpUConvert", {h});
    };
    V r64;
    if (op == IntOp::kAdd)
      r64 = a.op(Ty::kU64, "OpIAdd", {wide64(s[0]), wide64(s[1])});
    else if (op == IntOp::kSub)
      r64 = a.op(Ty::kU64, "OpISub", {wide64(s[0]), wide64(s[1])});
    else if (op == IntOp::kMulLo)
      r64 = a.op(Ty::kU64, "OpIMul", {wide64(s[0]), wide64(s[1])});
    else
      r64 = a.op(Ty::kU64, "OpIAdd",
                 {a.op(Ty::kU64, "OpIMul", {wide64(s[0]), wide64(s[1])}), wide64(s[2])});
    if (sign) {
      r64 = a.glsl(Ty::kU64, "SClamp",
                   {r64, a.u64(static_cast<uint64_t>(int64_t{-32768})), a.u64(32767)});
    } else {
      // Unsigned: a negative difference (its top bit set) saturates to 0.
      V neg = a.op(Ty::kBool, "OpSLessThan", {r64, a.u64(0)});
      r64 = a.op(Ty::kU64, "OpSelect",
                 {neg, a.u64(0), a.glsl(Ty::kU64, "UMin", {r64, a.u64(0xffff)})});
    }
    r = a.op(Ty::kU32, "OpUConvert", {r64});
  }
  return a.op(Ty::kU16, "OpUConvert", {r});
}

bool pk_int(Emit& e, const Instruction& in, IntOp op, bool sign, unsigned n) {
  Halves h;
  if (!packed_sources(e, in, n, false, &h)) return false;
  bool clamp = has_clamp(in);
  if (clamp && op != IntOp::kAdd && op != IntOp::kSub && op != IntOp::kMad && op != IntOp::kMulLo)
    return e.refuse("packed-integer-clamp");
  V lo = int_half(e, op, sign, clamp, h.lo), hi = int_half(e, op, sign, clamp, h.hi);
  return write_vdst(e, in, pack(e, lo, hi));
}

// ---- mixed precision

// Source k of v_fma_mix* as f32 (see the top).
std::optional<V> mix_source(Emit& e, const Instruction& in, unsigned k) {
  const isa::Operand& o = in.operands[1 + k];
  bool neg = in.field(kNegLo[k]) != 0, abs = in.field(kNegHi[k]) != 0;
  V x;
  if (in.field(kOpSelHi[k]) == 0) {
    x = float_flush_input(e, e.as(Ty::kF32, e.src_raw(o, Ty::kU32)));
  } else {
    std::optional<V> h = half_of(e, in, k, in.field(kOpSel[k]) != 0);
    if (!h) return std::nullopt;
    x = e.a.op(Ty::kF32, "OpFConvert", {float_flush_input(e, e.as(Ty::kF16, *h))});
  }
  V b = e.bits(x);
  if (abs) b = e.a.op(Ty::kU32, "OpBitwiseAnd", {b, e.a.u32(0x7fffffff)});
  if (neg) b = e.a.op(Ty::kU32, "OpBitwiseXor", {b, e.a.u32(0x80000000)});
  return e.as(Ty::kF32, b);
}

// half: -1 v_fma_mix_f32, 0 v_fma_mixlo_f16, 1 v_fma_mixhi_f16.
bool fma_mix(Emit& e, const Instruction& in, int half) {
  if (!float_round_mode_ok(e)) return false;
  std::vector<V> s;
  for (unsigned k = 0; k < 3; ++k) {
    std::optional<V> v = mix_source(e, in, k);
    if (!v) return false;
    s.push_back(*v);
  }
  V r = float_step(e, FloatStep::kFma, s);
  if (half < 0) return write_vdst(e, in, has_clamp(in) ? clamp_unit(e, r) : r);
  V h = float_convert(e, r, Ty::kF16);
  if (has_clamp(in)) h = clamp_unit(e, h);
  V old = e.vgpr(in.operands[0].code - 256);
  V keep = e.a.op(Ty::kU32, "OpBitwiseAnd", {old, e.a.u32(half == 0 ? 0xffff0000u : 0x0000ffffu)});
  V mine = e.a.op(Ty::kU32, "OpUConvert", {e.bits(h)});
  if (half == 1) mine = e.a.op(Ty::kU32, "OpShiftLeftLogical", {mine, e.a.u32(16)});
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpBitwiseOr", {keep, mine}));
}

// V_PACK_B32_F16 (VOP3): D = {S1.f16, S0.f16}, each half op_sel[k] of its source
// with abs and neg. The halves are moved as bits, input denormals flushed where
// MODE says (LLVM uses it to build f16 vectors only where that cannot matter);
// a program whose RSRC1 flushes f16 denormals is refused, so the flush is only
// reached after the program itself changes MODE.
bool pack_f16(Emit& e, const Instruction& in) {
  if (e.config.float_mode.denorm_f16_f64() != 3) return e.refuse("pack-f16-denormal-mode");
  V h[2];
  for (unsigned k = 0; k < 2; ++k) {
    const isa::Operand& o = in.operands[1 + k];
    std::optional<V> v = half_of(e, in, k, in.field(kOpSel[k]) != 0);
    if (!v) return false;
    V b = *v;
    if (o.abs) b = e.a.op(Ty::kU16, "OpBitwiseAnd", {b, e.a.u16(0x7fff)});
    if (o.neg) b = e.a.op(Ty::kU16, "OpBitwiseXor", {b, e.a.u16(0x8000)});
    h[k] = float_flush_input(e, e.as(Ty::kF16, b));
  }
  return write_vdst(e, in, pack(e, h[0], h[1]));
}

// ---- integer dot products: D = sum of S0[i] * S1[i] + S2, in 32 bits, saturated
// with clamp. Sources are whole dwords: op_sel and negation other than the
// defaults are refused.
bool dot(Emit& e, const Instruction& in, unsigned width, bool sign) {
  for (unsigned k = 0; k < 3; ++k) {
    if (in.field(kOpSel[k]) != 0 || in.field(kNegLo[k]) != 0 || in.field(kNegHi[k]) != 0 ||
        (k < 2 && in.field(kOpSelHi[k]) == 0))
      return e.refuse("dot-source-modifiers");
  }
  auto& a = e.a;
  V x = e.src_raw(in.operands[1], Ty::kU32), y = e.src_raw(in.operands[2], Ty::kU32);
  V c = e.src_raw(in.operands[3], Ty::kU32);
  V sum = sign ? a.op(Ty::kU64, "OpSConvert", {c}) : a.op(Ty::kU64, "OpUConvert", {c});
  for (unsigned i = 0; i < 32 / width; ++i) {
    auto field = [&](const V& w) {
      V off = a.u32(i * width), cnt = a.u32(width);
      V f = a.op(Ty::kU32, sign ? "OpBitFieldSExtract" : "OpBitFieldUExtract", {w, off, cnt});
      return sign ? a.op(Ty::kU64, "OpSConvert", {f}) : a.op(Ty::kU64, "OpUConvert", {f});
    };
    sum = a.op(Ty::kU64, "OpIAdd", {sum, a.op(Ty::kU64, "OpIMul", {field(x), field(y)})});
  }
  if (has_clamp(in)) {
    sum = sign ? a.glsl(Ty::kU64, "SClamp",
                        {sum, a.u64(static_cast<uint64_t>(int64_t{INT32_MIN})), a.u64(INT32_MAX)})
               : a.glsl(Ty::kU64, "UMin", {sum, a.u64(0xffffffffu)});
  }
  return write_vdst(e, in, a.op(Ty::kU32, "OpUConvert", {sum}));
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)

const OpEntry kPackedOps[] = {
    OP("v_pk_add_f16", pk_float(e, in, FloatStep::kAdd, 2)),
    OP("v_pk_mul_f16", pk_float(e, in, FloatStep::kMul, 2)),
    OP("v_pk_fma_f16", pk_float(e, in, FloatStep::kFma, 3)),
    OP("v_pk_min_f16", pk_float(e, in, FloatStep::kMin, 2)),
    OP("v_pk_max_f16", pk_float(e, in, FloatStep::kMax, 2)),
    OP("v_pk_fmac_f16", pk_fmac(e, in)),
    OP("v_pk_add_u16", pk_int(e, in, IntOp::kAdd, false, 2)),
    OP("v_pk_add_i16", pk_int(e, in, IntOp::kAdd, true, 2)),
    OP("v_pk_sub_u16", pk_int(e, in, IntOp::kSub, false, 2)),
    OP("v_pk_sub_i16", pk_int(e, in, IntOp::kSub, true, 2)),
    OP("v_pk_mul_lo_u16", pk_int(e, in, IntOp::kMulLo, false, 2)),
    OP("v_pk_mad_u16", pk_int(e, in, IntOp::kMad, false, 3)),
    OP("v_pk_mad_i16", pk_int(e, in, IntOp::kMad, true, 3)),
    OP("v_pk_min_u16", pk_int(e, in, IntOp::kMin, false, 2)),
    OP("v_pk_min_i16", pk_int(e, in, IntOp::kMin, true, 2)),
    OP("v_pk_max_u16", pk_int(e, in, IntOp::kMax, false, 2)),
    OP("v_pk_max_i16", pk_int(e, in, IntOp::kMax, true, 2)),
    OP("v_pk_lshlrev_b16", pk_int(e, in, IntOp::kShl, false, 2)),
    OP("v_pk_lshrrev_b16", pk_int(e, in, IntOp::kShr, false, 2)),
    OP("v_pk_ashrrev_i16", pk_int(e, in, IntOp::kAshr, true, 2)),
    OP("v_pack_b32_f16", pack_f16(e, in)),
    OP("v_fma_mix_f32", fma_mix(e, in, -1)),
    OP("v_fma_mixlo_f16", fma_mix(e, in, 0)),
    OP("v_fma_mixhi_f16", fma_mix(e, in, 1)),
    OP("v_dot2_i32_i16", dot(e, in, 16, true)),
    OP("v_dot2_u32_u16", dot(e, in, 16, false)),
    OP("v_dot4_i32_i8", dot(e, in, 8, true)),
    OP("v_dot4_u32_u8", dot(e, in, 8, false)),
    OP("v_dot8_i32_i4", dot(e, in, 4, true)),
    OP("v_dot8_u32_u4", dot(e, in, 4, false)),
    OP("v_dot2_f32_f16", e.refuse("float-dot-rounding")),
};

#undef OP

}  // namespace

std::span<const OpEntry> packed_ops() {
  return kPackedOps;
}

}  // namespace rdnavk::xlate
