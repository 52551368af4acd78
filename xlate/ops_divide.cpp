// The VALU's division helpers (RDNA2 ISA chapter 6, VOP3): v_div_scale_f32/f64,
// v_div_fmas_f32/f64, v_div_fixup_f16/f32/f64. Compilers divide with them
// (LLVM SITargetLowering::lowerFDIV32/lowerFDIV64): v_div_scale scales the
// denominator and the numerator so that no term of the Newton-Raphson steps is
// denormal and sets VCC where the quotient must be scaled back, v_div_fmas takes
// the last step and scales it back, v_div_fixup writes the special cases (zeros,
// infinities, NaNs) and the sign. gfx1030 has no v_div_fixup_legacy_f16.
//
// The guide's pseudocode is followed except where it contradicts itself or the
// hardware as public tests show it:
// - v_div_fmas scales by 2^64 (f64: 2^128) where |S2| >= 2.0 and by 2^-64
//   (2^-128) below. The guide writes 2^32 (f64 2^64) whatever S2, which could
//   not undo v_div_scale's 2^64; the threshold at 2.0 is that of CLRX's GCN
//   notes (doc/GcnInstrsVop3.md, V_DIV_FMAS_F32: "less than 2.0") and of
//   tinygrad's RDNA3 hardware tests (extra/assembly/amd/test/hw/test_div.py:
//   S2 = 1.0 scales down). The fma and the scaling are rounded once, as a
//   denormal quotient needs. Input denormals are kept (the guide's note on
//   V_DIV_FMAS); the result is flushed per MODE.
// - v_div_fixup turns a NaN quotient (S0) with ordinary S1 and S2 into an
//   infinity of the quotient's sign (CLRX: "ISNAN(SF0) ... INF"; tinygrad
//   test_nan_estimate_overflow). The guide's f32/f64 branch on
//   exponent(S1) == 255 can never be reached after its NaN and infinity
//   branches; this is read as its meaning. The 0/0 and inf/inf NaN is the
//   guide's 0xffc00000 (f16 0xfe00, f64 0xfff8000000000000), not the default
//   NaN, and "UNDERFLOW" is a zero of the quotient's sign (what the quotient,
//   below 2^-150, rounds to).
// - v_div_scale: see div_scale.
// Inputs are flushed per MODE (v_div_fmas aside), results too, and the
// rounding mode must be nearest even, as for the other float ops.
#include "xlate/float_common.h"

namespace rdnavk::xlate {

namespace {

using namespace vec;
using namespace fp;

V i32(Emit& e, int v) {
  return e.a.u32(static_cast<uint32_t>(v));
}
V icmp(Emit& e, const char* opcode, V a, V b) {
  return e.a.op(Ty::kBool, opcode, {a, b});
}
// The biased exponent field as an i32 (a denormal's is 0).
V exponent(Emit& e, V x) {
  Ty u = uty(x.ty);
  V f = e.a.op(u, "OpShiftRightLogical",
               {band(e, e.bits(x), exp_mask(x.ty)), e.a.u32(mant_bits(x.ty))});
  return u == Ty::kU32 ? f : e.a.op(Ty::kU32, "OpUConvert", {f});
}
V finite(Emit& e, V x) {
  return NOT(e, OR(e, is_inf(e, x), is_nan(e, x)));
}
// x * 2^n for a constant n, exact but where the result leaves the normal range.
V ldexp_const(Emit& e, V x, int n) {
  uint64_t bias = (exp_mask(x.ty) >> mant_bits(x.ty)) >> 1;
  uint64_t b = (static_cast<uint64_t>(static_cast<int64_t>(bias) + n)) << mant_bits(x.ty);
  return fop(e, x.ty, "OpFMul", {x, fbits(e, x.ty, b)});
}
// This lane's VCC bit, read as v_cndmask reads its mask.
V lane_vcc(Emit& e) {
  isa::Operand vcc;  // implicit: VCC (D16: the lane's own copy where it has one)
  vcc.kind = isa::OperandKind::kImplicit;
  return e.mask_lane_bit(vcc);
}

// ---------------------------------------------------------------- v_div_scale

struct ScaleLimits {
  int scale;           // 64 (f64: 128)
  int far;             // exponent(S2) - exponent(S1) at which N/D nears the largest float
  int tiny_quotient;   // the same difference at or below which N/D counts as denormal
  int tiny_numerator;  // exponent(S2) at or below which N is tiny
  uint64_t big_den;    // |S1| above this: 1/S1 is denormal (2^126, f64 2^1022)
};
constexpr ScaleLimits kScaleF32 = {64, 96, -126, 23, 0x7e800000ull};
constexpr ScaleLimits kScaleF64 = {128, 768, -1022, 53, 0x7fd0000000000000ull};

// V_DIV_SCALE: D = S0, scaled where the guide's first matching case says, and
// VCC set where the quotient must be scaled back:
//   S1 or S2 zero              D = NaN, VCC = 1
//   e2 - e1 >= 96              VCC = 1; D = S0 * 2^64 if S0 == S1
//   S1 denormal                D = S0 * 2^64
//   1/S1 and S2/S1 denormal    VCC = 1; D = S0 * 2^-64 if S0 == S1
//   1/S1 denormal              D = S0 * 2^-64
//   S2/S1 denormal             VCC = 1; D = S0 * 2^64 if S0 == S2
//   e2 <= 23                   D = S0 * 2^64
// (e: biased exponent fields; f64: 768, 2^+-128, 53.) Three readings:
// - Zero operands set VCC: the guide clears it, tinygrad's RDNA3 hardware tests
//   see it set (test_div.py test_zero_denom_gives_nan, ..._numer_...). Only
//   v_div_fmas reads it, and v_div_fixup replaces that quotient anyway.
// - The fourth case scales the denominator by 2^-64: the guide's 2^64 makes an
//   infinity of every denominator that reaches it (|S1| > 2^126). With 2^-64 the
//   cases keep the invariant LLVM's lowerFDIV64 states for SI (whose VCC it
//   recomputes): VCC is set where exactly one of numerator and denominator was
//   scaled, and the scaled quotient is below 2^-61 where v_div_fmas must scale
//   down and above 2^30 where it must scale up.
// - "S2/S1 is denormal" is read from the exponents, e2 - e1 <= -126 (f64 -1022):
//   the hardware sets VCC and scales the numerator for 2^-126 / 1.0, whose
//   quotient is normal (tinygrad test_tiny_numer_scales); this is the looser
//   test that agrees with it. "1/S1 is denormal" is |S1| > 2^126, exactly.
// NaN and infinite operands go through the same cases by their fields; the
// quotient v_div_fixup writes for them does not depend on D or VCC.
bool div_scale(Emit& e, const Instruction& in, Ty t) {
  if (!mode_ok(e, in)) return false;
  if (has_clamp(in) || omod(in) != 0) return e.refuse("div-scale-output-modifier");
  const ScaleLimits& L = t == Ty::kF64 ? kScaleF64 : kScaleF32;
  V s0 = flush(e, fsrc(e, in, 0, t), false);
  V s1 = flush(e, fsrc(e, in, 1, t), false);
  V s2 = flush(e, fsrc(e, in, 2, t), false);
  V e1 = exponent(e, s1), e2 = exponent(e, s2);
  V diff = e.a.op(Ty::kU32, "OpISub", {e2, e1});
  V zero = OR(e, is_zero(e, s1), is_zero(e, s2));
  V far = icmp(e, "OpSGreaterThanEqual", diff, i32(e, L.far));
  V den_denorm = is_denorm(e, s1);
  V mag1 = band(e, e.bits(s1), sign_bit(t) - 1);
  V big_den = AND(e, icmp(e, "OpUGreaterThan", mag1, k(e, uty(t), L.big_den)), finite(e, s1));
  V tiny_q = AND(e, AND(e, finite(e, s1), finite(e, s2)),
                 icmp(e, "OpSLessThanEqual", diff, i32(e, L.tiny_quotient)));
  V tiny_n = icmp(e, "OpSLessThanEqual", e2, i32(e, L.tiny_numerator));
  V is_den = e.a.op(Ty::kBool, "OpFOrdEqual", {s0, s1});
  V is_num = e.a.op(Ty::kBool, "OpFOrdEqual", {s0, s2});
  // The first matching case decides: chosen from the last case up.
  V up = i32(e, L.scale), down = i32(e, -L.scale), none = i32(e, 0);
  V sc = sel(e, tiny_n, up, none);
  V vcc = e.a.boolean(false);
  auto when = [&](V c, V scale, bool sets_vcc) {
    sc = sel(e, c, scale, sc);
    vcc = sel(e, c, e.a.boolean(sets_vcc), vcc);
  };
  when(tiny_q, sel(e, is_num, up, none), true);
  when(big_den, down, false);
  when(AND(e, big_den, tiny_q), sel(e, is_den, down, none), true);
  when(den_denorm, up, false);
  when(far, sel(e, is_den, up, none), true);
  vcc = OR(e, zero, vcc);
  V d = sel(e, icmp(e, "OpIEqual", sc, up), ldexp_const(e, s0, L.scale), s0);
  d = sel(e, icmp(e, "OpIEqual", sc, down), ldexp_const(e, s0, -L.scale), d);
  d = sel(e, is_nan(e, s0), quiet(e, s0), flush(e, d, true));
  d = sel(e, zero, default_nan(e, t), d);
  if (!write_vdst(e, in, d)) return false;
  if (in.operands[1].code == kNull) return true;
  return write_mask(e, in, vcc, 1, false);
}

// ---------------------------------------------------------------- v_div_fmas

// V_DIV_FMAS: fma(S0, S1, S2), times 2^+-64 (f64 2^+-128) where this lane's VCC
// bit is set: up where |S2| >= 2.0, down below (see the top).
bool div_fmas(Emit& e, const Instruction& in, Ty t) {
  if (!mode_ok(e, in)) return false;
  Vs s = {fsrc(e, in, 0, t), fsrc(e, in, 1, t), fsrc(e, in, 2, t)};
  int n = t == Ty::kF64 ? 128 : 64;
  uint64_t one = exp_mask(t) >> 1 & ~man_mask(t);  // 1.0's bits: |S2| >= 2.0 lies above
  V up = icmp(e, "OpUGreaterThan", band(e, e.bits(s[2]), exp_mask(t)), k(e, uty(t), one));
  V scale = sel(e, lane_vcc(e), sel(e, up, i32(e, n), i32(e, -n)), i32(e, 0));
  return write_float(e, in, finish(e, fma_scaled(e, s, scale), s));
}

// ---------------------------------------------------------------- v_div_fixup

// V_DIV_FIXUP: S0 the quotient, S1 the denominator, S2 the numerator; the first
// matching case decides:
//   S2 NaN, S1 NaN          that NaN quieted
//   0/0, inf/inf            0xffc00000 (f16 0xfe00, f64 0xfff8000000000000)
//   x/0, inf/y              +-inf
//   x/inf, 0/y              +-0
//   e2 - e1 < -150          +-0 (f64: -1075; not f16)
//   S0 NaN                  +-inf
//   otherwise               +-|S0|
// with the sign of S1 xor S2.
bool div_fixup(Emit& e, const Instruction& in, Ty t) {
  if (!mode_ok(e, in)) return false;
  V q = flush(e, fsrc(e, in, 0, t), false);
  V d = flush(e, fsrc(e, in, 1, t), false);
  V n = flush(e, fsrc(e, in, 2, t), false);
  Ty u = uty(t);
  V sign = band(e, e.a.op(u, "OpBitwiseXor", {e.bits(d), e.bits(n)}), sign_bit(t));
  auto signed_mag = [&](V mag) { return e.as(t, e.a.op(u, "OpBitwiseOr", {mag, sign})); };
  V inf = signed_mag(k(e, u, exp_mask(t))), zero = signed_mag(k(e, u, 0));
  V r = signed_mag(band(e, e.bits(q), sign_bit(t) - 1));
  r = sel(e, is_nan(e, q), inf, r);
  if (t != Ty::kF16) {
    V diff = e.a.op(Ty::kU32, "OpISub", {exponent(e, n), exponent(e, d)});
    r = sel(e, icmp(e, "OpSLessThan", diff, i32(e, t == Ty::kF64 ? -1075 : -150)), zero, r);
  }
  r = sel(e, OR(e, is_inf(e, d), is_zero(e, n)), zero, r);
  r = sel(e, OR(e, is_zero(e, d), is_inf(e, n)), inf, r);
  V invalid = OR(e, AND(e, is_zero(e, d), is_zero(e, n)), AND(e, is_inf(e, d), is_inf(e, n)));
  r = sel(e, invalid, fbits(e, t, sign_bit(t) | exp_mask(t) | quiet_bit(t)), r);
  r = sel(e, is_nan(e, d), quiet(e, d), r);
  r = sel(e, is_nan(e, n), quiet(e, n), r);
  return write_float(e, in, flush(e, r, true));
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)

const OpEntry kDivideOps[] = {
    OP("v_div_scale_f32", div_scale(e, in, Ty::kF32)),
    OP("v_div_scale_f64", div_scale(e, in, Ty::kF64)),
    OP("v_div_fmas_f32", div_fmas(e, in, Ty::kF32)),
    OP("v_div_fmas_f64", div_fmas(e, in, Ty::kF64)),
    OP("v_div_fixup_f16", div_fixup(e, in, Ty::kF16)),
    OP("v_div_fixup_f32", div_fixup(e, in, Ty::kF32)),
    OP("v_div_fixup_f64", div_fixup(e, in, Ty::kF64)),
};

#undef OP

}  // namespace

std::span<const OpEntry> divide_ops() {
  return kDivideOps;
}

}  // namespace rdnavk::xlate
