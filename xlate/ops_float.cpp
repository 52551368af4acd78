// Vector ALU float arithmetic in f16, f32 and f64, conversions and the MODE
// register (RDNA2 ISA chapter 6 and section 3.8, MODE).
//
// Approximate ops. The ISA defines these only to an accuracy (about 1 ULP), so
// no translation can match silicon bit for bit; they use the best the host has
// and get every special case the ISA lists exactly (zero, infinity, negative
// input, NaN, denormals under MODE):
//   v_rcp_f32/f64/f16, v_rcp_iflag_f32, v_rsq_f32/f64/f16, v_sqrt_f32/f64/f16,
//   v_log_f32/f16, v_exp_f32/f16, v_sin_f32/f16, v_cos_f32/f16.
//
// MODE. Denormal control (FP_DENORM, bits 7:4) and IEEE (bit 9) are read from
// the MODE register at run time (the %hw1 variable: RSRC1's value, then what
// s_setreg/s_denorm_mode wrote), so any value the program sets, constant or
// not, is carried out exactly: inputs and results are flushed explicitly where
// MODE says so (with the sign kept). Rounding (FP_ROUND, bits 3:0) cannot be:
// SPIR-V has no dynamic rounding and only round-to-nearest-even is carried out.
// So a float op refuses ("float-round-mode") when RSRC1 asks for another
// rounding, and an instruction that writes MODE's rounding bits refuses unless
// it writes round-to-nearest-even as a constant. This is stricter than needed
// (a program that sets another rounding and runs no float op under it is
// refused too), never wrong.
//
// Host denormals: lavapipe advertises neither shaderDenormPreserveFloat32 nor
// ...FlushToZero, but keeps f32 denormals (measured: a denormal times 1.0 comes
// back unchanged; tests/xlate/float_test.cpp FloatDenormalsFollowMode), so the
// guest's keep mode needs nothing and its flush modes are written explicitly.
//
// NaNs. RDNA2 ISA 3.8 (MODE.IEEE): "Floating point opcodes that support exception
// flag gathering quiet and propagate signaling NaN inputs per IEEE 754-2008"
// (quoted in LLVM SIModeRegisterDefaults.h and https://reviews.llvm.org/D77013).
// So a NaN input comes out quieted (quiet bit set, sign and payload kept); here
// the first NaN source in operand order is the one propagated (an assumption:
// the ISA names no order). An invalid operation with no NaN input (inf - inf,
// 0 * inf, sqrt(-1)) gives the default NaN 0x7fc00000 (LLVM's canonical NaN,
// SITargetLowering::getCanonicalConstantFP). Every result is canonicalised so,
// whatever NaN the host produced.
//
// Output modifiers (omod) are ignored by the hardware in IEEE mode or with
// output denormals on (RDNA2 ISA 6.2.2, "Output modifiers are ignored if the IEEE
// mode bit is set"): vector_common.cpp applies them by MODE at run time.
#include <fmt/format.h>

#include <bit>
#include <vector>

#include "isa/table.h"
#include "xlate/float_common.h"

namespace rdnavk::xlate {

namespace fp {

using vec::first_src;
using vec::Instruction;
using vec::is_vop3;

// ---------------------------------------------------------------- float formats

Ty uty(Ty f) {
  return f == Ty::kF64 ? Ty::kU64 : f == Ty::kF16 ? Ty::kU16 : Ty::kU32;
}
unsigned mant_bits(Ty f) {
  return f == Ty::kF64 ? 52 : f == Ty::kF16 ? 10 : 23;
}
uint64_t sign_bit(Ty f) {
  return uint64_t{1} << (type_bits(f) - 1);
}
uint64_t man_mask(Ty f) {
  return (uint64_t{1} << mant_bits(f)) - 1;
}
uint64_t exp_mask(Ty f) {
  return (sign_bit(f) - 1) & ~man_mask(f);
}
uint64_t quiet_bit(Ty f) {
  return uint64_t{1} << (mant_bits(f) - 1);
}

V k(Emit& e, Ty u, uint64_t v) {
  if (u == Ty::kU64) return e.a.u64(v);
  if (u == Ty::kU16) return e.a.u16(static_cast<uint16_t>(v));
  return e.a.u32(static_cast<uint32_t>(v));
}
// A float constant of type f by its bits.
V fbits(Emit& e, Ty f, uint64_t b) {
  if (f == Ty::kF64) return e.a.f64_bits(b);
  if (f == Ty::kF16) return e.a.f16_bits(static_cast<uint16_t>(b));
  return e.a.f32_bits(static_cast<uint32_t>(b));
}
// Small exact constants (0, +-0.5, 1, 2...) in any width.
V fconst(Emit& e, Ty f, double d) {
  if (f == Ty::kF64) return e.a.f64_bits(std::bit_cast<uint64_t>(d));
  uint32_t b = std::bit_cast<uint32_t>(static_cast<float>(d));
  if (f == Ty::kF32) return e.a.f32_bits(b);
  // f32 -> f16 for values with short mantissas and a normal f16 exponent.
  uint32_t ex = (b >> 23) & 0xff;
  uint16_t h = static_cast<uint16_t>((b >> 16) & 0x8000);
  if (ex != 0) h |= static_cast<uint16_t>(((ex - 112) << 10) | ((b >> 13) & 0x3ff));
  return e.a.f16_bits(h);
}

V band(Emit& e, V x, uint64_t m) {
  return e.a.op(x.ty, "OpBitwiseAnd", {x, k(e, x.ty, m)});
}
V bor(Emit& e, V x, uint64_t m) {
  return e.a.op(x.ty, "OpBitwiseOr", {x, k(e, x.ty, m)});
}
V ieq(Emit& e, V x, uint64_t m) {
  return e.a.op(Ty::kBool, "OpIEqual", {x, k(e, x.ty, m)});
}
V AND(Emit& e, V p, V q) {
  return e.a.op(Ty::kBool, "OpLogicalAnd", {p, q});
}
V OR(Emit& e, V p, V q) {
  return e.a.op(Ty::kBool, "OpLogicalOr", {p, q});
}
V NOT(Emit& e, V p) {
  return e.a.op(Ty::kBool, "OpLogicalNot", {p});
}
V sel(Emit& e, V c, V a, V b) {
  return e.a.op(a.ty, "OpSelect", {c, a, b});
}

// An arithmetic result the host must neither fuse nor treat loosely:
// NoContraction (SPIR-V 2.16.1; Mesa marks such values exact, which also stops
// its inexact algebraic rewrites).
V fop(Emit& e, Ty t, const char* opcode, std::initializer_list<V> args) {
  V r = e.a.op(t, opcode, args);
  e.a.decorate(fmt::format("OpDecorate {} NoContraction", r.id));
  return r;
}
V round_integral(Emit& e, Ty t, std::string_view name, V x);
V fglsl(Emit& e, Ty t, const char* name, std::initializer_list<V> args) {
  std::string_view n = name;
  if ((t == Ty::kF32 || t == Ty::kF64) &&
      (n == "Trunc" || n == "Floor" || n == "Ceil" || n == "RoundEven"))
    return round_integral(e, t, n, *args.begin());
  V r = e.a.glsl(t, name, args);
  e.a.decorate(fmt::format("OpDecorate {} NoContraction", r.id));
  return r;
}

// Classes by bits (never the host's OpIsNan, which fast paths may drop).
V is_nan(Emit& e, V x) {
  V b = band(e, e.bits(x), sign_bit(x.ty) - 1);
  return e.a.op(Ty::kBool, "OpUGreaterThan", {b, k(e, uty(x.ty), exp_mask(x.ty))});
}
V is_snan(Emit& e, V x) {
  return AND(e, is_nan(e, x), ieq(e, band(e, e.bits(x), quiet_bit(x.ty)), 0));
}
V is_inf(Emit& e, V x) {
  return ieq(e, band(e, e.bits(x), sign_bit(x.ty) - 1), exp_mask(x.ty));
}
V is_zero(Emit& e, V x) {
  return ieq(e, band(e, e.bits(x), sign_bit(x.ty) - 1), 0);
}
V is_neg(Emit& e, V x) {
  return NOT(e, ieq(e, band(e, e.bits(x), sign_bit(x.ty)), 0));
}
V is_denorm(Emit& e, V x) {
  V b = e.bits(x);
  return AND(e, ieq(e, band(e, b, exp_mask(x.ty)), 0),
             NOT(e, ieq(e, band(e, b, man_mask(x.ty)), 0)));
}
V quiet(Emit& e, V x) {
  return e.as(x.ty, bor(e, e.bits(x), quiet_bit(x.ty)));
}
V default_nan(Emit& e, Ty f) {
  return fbits(e, f, exp_mask(f) | quiet_bit(f));
}
V signed_zero(Emit& e, V x) {
  return e.as(x.ty, band(e, e.bits(x), sign_bit(x.ty)));
}

// ---------------------------------------------------------------- MODE

// MODE.FP_DENORM (RDNA2 ISA 3.8): bits 5:4 f32, 7:6 f16 and f64; the low bit of
// each pair keeps input denormals, the high one output denormals.
V keeps_denorms(Emit& e, Ty f, bool output) {
  unsigned bit = (f == Ty::kF32 ? 4 : 6) + (output ? 1 : 0);
  return e.to_bool(e.a.op(Ty::kU32, "OpBitwiseAnd", {e.hwreg(kHwRegMode), e.a.u32(1u << bit)}));
}
V ieee_mode(Emit& e) {
  return e.to_bool(e.a.op(Ty::kU32, "OpBitwiseAnd", {e.hwreg(kHwRegMode), e.a.u32(1u << 9)}));
}
// A denormal becomes a zero of its sign where MODE flushes it. Tested by the
// exponent alone: a zero's sign is all it holds, so it is its own flush.
V flush(Emit& e, V x, bool output) {
  if (!output && e.clean_f32(x)) return x;
  V tiny = ieq(e, band(e, e.bits(x), exp_mask(x.ty)), 0);
  V f = AND(e, tiny, NOT(e, keeps_denorms(e, x.ty, output)));
  return sel(e, f, signed_zero(e, x), x);
}

// A result as the hardware writes it: output denormals per MODE, and NaNs as
// described at the top: the first NaN input quieted, else the default NaN.
V finish(Emit& e, V r, const Vs& ins) {
  r = flush(e, r, true);
  V out = default_nan(e, r.ty);
  for (size_t i = ins.size(); i-- > 0;)
    if (ins[i].ty == r.ty) out = sel(e, is_nan(e, ins[i]), quiet(e, ins[i]), out);
  return sel(e, is_nan(e, r), out, r);
}

bool mode_ok(Emit& e, const Instruction&) {
  if (e.config.float_mode.round != 0) return e.refuse("float-round-mode");
  return true;
}

// ---------------------------------------------------------------- sources

// Source k as float type t; 16-bit sources of VOP3 take the high half of a
// register where op_sel says so (RDNA2 ISA 6.3, VOP3 OPSEL).
V fsrc(Emit& e, const Instruction& in, unsigned k_, Ty t) {
  const isa::Operand& o = in.operands[first_src(in) + k_];
  if (t != Ty::kF16 || !is_vop3(in) || k_ > 2) return e.src(o, t);
  isa::Field f = k_ == 0   ? isa::Field::kOpSel0
                 : k_ == 1 ? isa::Field::kOpSel1
                           : isa::Field::kOpSel2;
  bool reg = o.kind != isa::OperandKind::kImmediate && (o.code >= 256 || o.code < 128);
  if (in.field(f) == 0 || !reg) return e.src(o, t);
  V w = e.src_raw(o, Ty::kU32);
  V h = e.a.op(Ty::kU16, "OpUConvert", {e.a.op(Ty::kU32, "OpShiftRightLogical", {w, e.a.u32(16)})});
  if (o.abs) h = band(e, h, 0x7fff);
  if (o.neg) h = e.a.op(Ty::kU16, "OpBitwiseXor", {h, e.a.u16(0x8000)});
  return e.as(Ty::kF16, h);
}
// The sources, flushed as MODE says for inputs.
Vs fins(Emit& e, const Instruction& in, Ty t, unsigned n) {
  Vs s;
  for (unsigned i = 0; i < n; ++i) s.push_back(flush(e, fsrc(e, in, i, t), false));
  return s;
}
// The destination register's current value as t (v_fmac/v_mac accumulate).
V vdst_as(Emit& e, const Instruction& in, Ty t) {
  unsigned r = in.operands[0].code - 256;
  if (t == Ty::kF64) return e.as(t, e.join(e.vgpr(r), e.vgpr(r + 1)));
  V w = e.vgpr(r);
  if (t == Ty::kF16) {
    bool high = is_vop3(in) && in.field(isa::Field::kOpSel3) != 0;
    if (high) w = e.a.op(Ty::kU32, "OpShiftRightLogical", {w, e.a.u32(16)});
    return e.as(t, e.a.op(Ty::kU16, "OpUConvert", {w}));
  }
  return e.as(t, w);
}

// Rounding to an integral value, in f32 and f64, from the bits. The host's
// built-ins are not used: llvmpipe rounds through integer conversions where
// its vectors are wider than the CPU's rounding instructions (a double above
// 2^24 then keeps its fraction, and -0.5 truncates to +0), and only NaNs,
// which no rounding changes beyond quieting, take the host's path (their
// quieting is the host's Trunc, tested as such). Sums and differences of an
// integral value and 1 below 2^mantissa are exact in any correctly rounded
// host arithmetic.
V round_integral(Emit& e, Ty t, std::string_view name, V x) {
  auto& a = e.a;
  Ty u = uty(t);
  unsigned m = mant_bits(t);
  uint64_t bias = t == Ty::kF64 ? 1023 : 127;
  V bits = e.bits(x);
  V expo = a.op(u, "OpShiftRightLogical", {band(e, bits, exp_mask(t)), k(e, u, m)});
  // The exponent e = expo - bias: below 0 only the sign stays; from m on the
  // value is integral (or infinite); between, the low m - e bits go.
  V below_one = a.op(Ty::kBool, "OpULessThan", {expo, k(e, u, bias)});
  V integral = a.op(Ty::kBool, "OpUGreaterThanEqual", {expo, k(e, u, bias + m)});
  V cut = a.op(u, "OpISub", {k(e, u, bias + m), expo});
  cut = sel(e, integral, k(e, u, 0), sel(e, below_one, k(e, u, 0), cut));
  V frac_mask = a.op(u, "OpISub", {a.op(u, "OpShiftLeftLogical", {k(e, u, 1), cut}), k(e, u, 1)});
  V kept = a.op(u, "OpBitwiseAnd", {bits, a.op(u, "OpNot", {frac_mask})});
  kept = sel(e, below_one, band(e, bits, sign_bit(t)), kept);
  V tr = e.as(t, kept);
  V exact = a.op(Ty::kBool, "OpIEqual", {kept, bits});
  V neg = a.op(Ty::kBool, "OpINotEqual", {band(e, bits, sign_bit(t)), k(e, u, 0)});
  // One away from zero: -|tr| - 1 or |tr| + 1. Their operands are integral or
  // zero and their results never zero, so a host that may flush denormals has
  // nothing to check (D17), taken or not; below 2^mantissa they are exact.
  V mag = e.as(t, a.op(u, "OpBitwiseAnd", {kept, k(e, u, ~sign_bit(t))}));
  V down = fop(e, t, "OpFSub", {e.as(t, bor(e, e.bits(mag), sign_bit(t))), fconst(e, t, 1.0)});
  V up = fop(e, t, "OpFAdd", {mag, fconst(e, t, 1.0)});
  V r = tr;
  if (name == "Floor") {
    r = sel(e, AND(e, neg, NOT(e, exact)), down, tr);
  } else if (name == "Ceil") {
    r = sel(e, AND(e, NOT(e, neg), NOT(e, exact)), up, tr);
  } else if (name == "RoundEven") {
    // The cut fraction against one half, from the bits: below one the whole
    // magnitude against 0.5's; else the cut bits against their top one.
    V abs_bits = a.op(u, "OpBitwiseAnd", {bits, k(e, u, ~sign_bit(t))});
    V half_bits = e.bits(fconst(e, t, 0.5));
    V frac_bits = a.op(u, "OpBitwiseAnd", {bits, frac_mask});
    V half_cut =
        a.op(u, "OpShiftRightLogical", {a.op(u, "OpIAdd", {frac_mask, k(e, u, 1)}), k(e, u, 1)});
    V past = sel(e, below_one, a.op(Ty::kBool, "OpUGreaterThan", {abs_bits, half_bits}),
                 a.op(Ty::kBool, "OpUGreaterThan", {frac_bits, half_cut}));
    V at = sel(e, below_one, a.op(Ty::kBool, "OpIEqual", {abs_bits, half_bits}),
               a.op(Ty::kBool, "OpIEqual", {frac_bits, half_cut}));
    // The integral part's lowest bit: bit `cut` of the kept bits, or the
    // implicit one where e == 0; nothing where it is below one.
    V one_bit = a.op(u, "OpShiftLeftLogical", {k(e, u, 1), cut});
    V odd_low =
        a.op(Ty::kBool, "OpINotEqual", {a.op(u, "OpBitwiseAnd", {kept, one_bit}), k(e, u, 0)});
    V odd = sel(e, ieq(e, expo, bias), a.boolean(true), odd_low);
    odd = AND(e, odd, NOT(e, below_one));
    V away = OR(e, past, AND(e, at, odd));
    r = sel(e, AND(e, away, NOT(e, integral)), sel(e, neg, down, up), tr);
  }
  // Only a NaN reaches the host's built-in (a denormal there would be checked
  // on a host that may flush them, D17).
  V nan = is_nan(e, x);
  V host = e.a.glsl(t, std::string(name).c_str(), {sel(e, nan, x, fconst(e, t, 0.0))});
  return sel(e, nan, host, r);
}

}  // namespace fp

namespace {

using namespace vec;
using namespace fp;

// ---------------------------------------------------------------- arithmetic

using Body = V (*)(Emit&, const Vs&);

// n sources of t, body, result through finish and clamp.
bool arith(Emit& e, const Instruction& in, Ty t, unsigned n, Body body) {
  if (!mode_ok(e, in)) return false;
  Vs s = fins(e, in, t, n);
  V raw = body(e, s);
  return write_float(e, in, finish(e, raw, s), 0, &raw);
}
// v_fmac/v_mac: the third source is the destination.
bool arith_acc(Emit& e, const Instruction& in, Ty t, Body body) {
  if (!mode_ok(e, in)) return false;
  Vs s = fins(e, in, t, 2);
  s.push_back(flush(e, vdst_as(e, in, t), false));
  V raw = body(e, s);
  return write_float(e, in, finish(e, raw, s), 0, &raw);
}

V b_add(Emit& e, const Vs& s) {
  return fop(e, s[0].ty, "OpFAdd", {s[0], s[1]});
}
V b_sub(Emit& e, const Vs& s) {
  return fop(e, s[0].ty, "OpFSub", {s[0], s[1]});
}
V b_subrev(Emit& e, const Vs& s) {
  return fop(e, s[0].ty, "OpFSub", {s[1], s[0]});
}
V b_mul(Emit& e, const Vs& s) {
  return fop(e, s[0].ty, "OpFMul", {s[0], s[1]});
}
// Fused multiply-add, rounded once. The host's GLSL Fma need not be fused (lavapipe
// computes it as a multiply and an add: measured, FloatAddMulFmaRoundOnceOrTwice),
// so it is built exactly: the product of two f32 (or f16) is exact in f64; the
// sum is rounded to odd in f64 (TwoSum gives its exact error), and rounding that
// to the narrow type is then correct (Boldo and Melquiond, "Emulation of FMA and
// correctly rounded sums: proved algorithms using rounding to odd", IEEE TC 2008:
// 53 >= 2 * 24 + 2).
V round_to_odd_sum(Emit& e, V a, V b) {
  V s = fop(e, Ty::kF64, "OpFAdd", {a, b});
  V bb = fop(e, Ty::kF64, "OpFSub", {s, a});
  V err = fop(e, Ty::kF64, "OpFAdd",
              {fop(e, Ty::kF64, "OpFSub", {a, fop(e, Ty::kF64, "OpFSub", {s, bb})}),
               fop(e, Ty::kF64, "OpFSub", {b, bb})});
  V sb = e.bits(s);
  V inexact = AND(e, NOT(e, OR(e, is_zero(e, err), is_nan(e, err))), ieq(e, band(e, sb, 1), 0));
  inexact = AND(e, inexact, NOT(e, OR(e, is_inf(e, s), is_nan(e, s))));
  V away = e.a.op(Ty::kBool, "OpLogicalEqual", {is_neg(e, err), is_neg(e, s)});
  V adj = sel(e, away, e.a.op(Ty::kU64, "OpIAdd", {sb, e.a.u64(1)}),
              e.a.op(Ty::kU64, "OpISub", {sb, e.a.u64(1)}));
  return e.as(Ty::kF64, sel(e, inexact, adj, sb));
}
V fma64(Emit& e, const Vs& s, const V* scale);
V pow2_f64(Emit& e, V n_i32);
// fma(s0, s1, s2) * 2^scale (an i32 in -128..128; none: 1), rounded once: the
// scaling of the f64 sum rounded to odd is exact.
V fused(Emit& e, const Vs& s, const V* scale) {
  Ty t = s[0].ty;
  if (t == Ty::kF64) return fma64(e, s, scale);
  auto wide = [&](V v) { return e.a.op(Ty::kF64, "OpFConvert", {v}); };
  V p = fop(e, Ty::kF64, "OpFMul", {wide(s[0]), wide(s[1])});
  V sum = round_to_odd_sum(e, p, wide(s[2]));
  if (scale != nullptr) sum = fop(e, Ty::kF64, "OpFMul", {sum, pow2_f64(e, *scale)});
  return e.a.op(t, "OpFConvert", {sum});
}
V b_fma(Emit& e, const Vs& s) {
  return fused(e, s, nullptr);
}
// DX9 rules: +-0 times anything, NaN and infinity included, is +0 (LLVM
// AMDGPUInstCombineIntrinsic.cpp, amdgcn_fmul_legacy / amdgcn_fma_legacy).
V legacy_zero(Emit& e, const Vs& s) {
  return OR(e, is_zero(e, s[0]), is_zero(e, s[1]));
}
V b_mul_legacy(Emit& e, const Vs& s) {
  return sel(e, legacy_zero(e, s), fconst(e, s[0].ty, 0.0), b_mul(e, s));
}
V b_fma_legacy(Emit& e, const Vs& s) {
  V z = fop(e, s[0].ty, "OpFAdd", {fconst(e, s[0].ty, 0.0), s[2]});
  return sel(e, legacy_zero(e, s), z, b_fma(e, s));
}
// NaN inputs of the legacy forms: a NaN times zero is zero, so finish must not
// bring the NaN back; this wrapper canonicalises only a NaN result.
bool legacy(Emit& e, const Instruction& in, unsigned n, Body body) {
  if (!mode_ok(e, in)) return false;
  Vs s = fins(e, in, Ty::kF32, n);
  V r = flush(e, body(e, s), true);
  V out = default_nan(e, Ty::kF32);
  for (size_t i = s.size(); i-- > 0;) out = sel(e, is_nan(e, s[i]), quiet(e, s[i]), out);
  return write_float(e, in, sel(e, is_nan(e, r), out, r));
}

// v_fmaak_f32 vdst, s0, v1, K: s0 * v1 + K; v_fmamk_f32 vdst, s0, K, v1: s0 * K + v1
// (the operands are in multiply-add order either way).
bool fma_literal(Emit& e, const Instruction& in, Ty t) {
  return arith(e, in, t, 3, b_fma);
}

// ---------------------------------------------------------------- f64 fused multiply-add

// f64 has no wider host type, so v_fma_f64 is computed on the integers: the
// 106-bit product of the significands and the addend, aligned in 128 bits (two
// u64) with the bits shifted out of the smaller one kept as a sticky bit, then
// one rounding to nearest even (IEEE 754-2008 5.4.1: fusedMultiplyAdd rounds
// once). 128 bits leave at least 70 bits below a result's last place, so the
// sticky bit never reaches the rounding position.
struct U128 {
  V hi, lo;
};
V u64_(Emit& e, const char* opcode, V a, V b) {
  return e.a.op(Ty::kU64, opcode, {a, b});
}
V u32_(Emit& e, const char* opcode, V a, V b) {
  return e.a.op(Ty::kU32, opcode, {a, b});
}
V cmp(Emit& e, const char* opcode, V a, V b) {
  return e.a.op(Ty::kBool, opcode, {a, b});
}
V i32k(Emit& e, int v) {
  return e.a.u32(static_cast<uint32_t>(v));
}
V bit01(Emit& e, V p) {
  return sel(e, p, e.a.u64(1), e.a.u64(0));
}
// The index of the highest set bit (-1 for 0), from the 32-bit FindUMsb.
V msb64(Emit& e, V x) {
  V hi = e.a.op(Ty::kU32, "OpUConvert", {u64_(e, "OpShiftRightLogical", x, e.a.u32(32))});
  V lo = e.a.op(Ty::kU32, "OpUConvert", {x});
  V h = u32_(e, "OpIAdd", e.a.glsl(Ty::kU32, "FindUMsb", {hi}), e.a.u32(32));
  return sel(e, NOT(e, ieq(e, hi, 0)), h, e.a.glsl(Ty::kU32, "FindUMsb", {lo}));
}
V msb128(Emit& e, const U128& x) {
  return sel(e, NOT(e, ieq(e, x.hi, 0)), u32_(e, "OpIAdd", msb64(e, x.hi), e.a.u32(64)),
             msb64(e, x.lo));
}
V nonzero(Emit& e, const U128& x) {
  return NOT(e, ieq(e, u64_(e, "OpBitwiseOr", x.hi, x.lo), 0));
}
// Shifts by n in 0..127 (a u64 shift by 64 or more is undefined in SPIR-V: the
// bits crossing from one half to the other move in two steps).
U128 shift128(Emit& e, const U128& x, V n, bool left) {
  const char* fwd = left ? "OpShiftLeftLogical" : "OpShiftRightLogical";
  const char* back = left ? "OpShiftRightLogical" : "OpShiftLeftLogical";
  V from = left ? x.lo : x.hi, to = left ? x.hi : x.lo;  // bits cross from `from` into `to`
  V n1 = u32_(e, "OpBitwiseAnd", n, e.a.u32(63)), rest = u32_(e, "OpISub", e.a.u32(63), n1);
  V big = cmp(e, "OpUGreaterThanEqual", n, e.a.u32(64));
  V cross = u64_(e, back, u64_(e, back, from, e.a.u32(1)), rest);
  V near = u64_(e, "OpBitwiseOr", u64_(e, fwd, to, n1), cross), far = u64_(e, fwd, from, n1);
  V into = sel(e, big, far, near), left_behind = sel(e, big, e.a.u64(0), far);
  return left ? U128{into, left_behind} : U128{left_behind, into};
}
U128 shl128(Emit& e, const U128& x, V n) {
  return shift128(e, x, n, true);
}
U128 shr128(Emit& e, const U128& x, V n) {
  return shift128(e, x, n, false);
}
// x >> n for any n >= 0, a lost nonzero bit or'ed into bit 0.
U128 shr128_sticky(Emit& e, const U128& x, V n) {
  V all = cmp(e, "OpSGreaterThanEqual", n, e.a.u32(128));
  V nc = e.a.glsl(Ty::kU32, "SMin", {n, e.a.u32(127)});
  U128 r = shr128(e, x, nc);
  U128 out =
      shl128(e, x, u32_(e, "OpBitwiseAnd", u32_(e, "OpISub", e.a.u32(128), nc), e.a.u32(127)));
  V lost = sel(e, all, nonzero(e, x), AND(e, NOT(e, ieq(e, nc, 0)), nonzero(e, out)));
  V lo = u64_(e, "OpBitwiseOr", sel(e, all, e.a.u64(0), r.lo), bit01(e, lost));
  return {sel(e, all, e.a.u64(0), r.hi), lo};
}
U128 add128(Emit& e, const U128& a, const U128& b) {
  V lo = u64_(e, "OpIAdd", a.lo, b.lo);
  V carry = bit01(e, cmp(e, "OpULessThan", lo, a.lo));
  return {u64_(e, "OpIAdd", u64_(e, "OpIAdd", a.hi, b.hi), carry), lo};
}
U128 sub128(Emit& e, const U128& a, const U128& b) {
  V borrow = bit01(e, cmp(e, "OpULessThan", a.lo, b.lo));
  return {u64_(e, "OpISub", u64_(e, "OpISub", a.hi, b.hi), borrow), u64_(e, "OpISub", a.lo, b.lo)};
}
V ult128(Emit& e, const U128& a, const U128& b) {
  V hi_eq = cmp(e, "OpIEqual", a.hi, b.hi);
  return OR(e, cmp(e, "OpULessThan", a.hi, b.hi), AND(e, hi_eq, cmp(e, "OpULessThan", a.lo, b.lo)));
}
U128 sel128(Emit& e, V c, const U128& a, const U128& b) {
  return {sel(e, c, a.hi, b.hi), sel(e, c, a.lo, b.lo)};
}
// The product of two significands below 2^53, from 32-bit halves.
U128 mul53(Emit& e, V a, V b) {
  auto half = [&](V x, bool high) {
    V h = high ? u64_(e, "OpShiftRightLogical", x, e.a.u32(32)) : x;
    return band(e, h, 0xffffffffull);
  };
  V a0 = half(a, false), a1 = half(a, true), b0 = half(b, false), b1 = half(b, true);
  V mid = u64_(e, "OpIAdd", u64_(e, "OpIMul", a0, b1), u64_(e, "OpIMul", a1, b0));  // < 2^54
  U128 low = {u64_(e, "OpShiftRightLogical", mid, e.a.u32(32)),
              u64_(e, "OpShiftLeftLogical", mid, e.a.u32(32))};
  return add128(e, {u64_(e, "OpIMul", a1, b1), u64_(e, "OpIMul", a0, b0)}, low);
}
// A finite f64 as m * 2^(ex - 1075), m normalised to [2^52, 2^53) (0 for zero).
struct Unpacked {
  V m, ex;  // u64, i32 as u32
};
Unpacked unpack64(Emit& e, V x) {
  V b = e.bits(x);
  V f = e.a.op(Ty::kU32, "OpUConvert", {u64_(e, "OpShiftRightLogical", b, e.a.u32(52))});
  f = u32_(e, "OpBitwiseAnd", f, e.a.u32(0x7ff));
  V frac = band(e, b, man_mask(Ty::kF64));
  V m = sel(e, ieq(e, f, 0), frac, bor(e, frac, uint64_t{1} << 52));
  V n = u32_(e, "OpISub", e.a.u32(52), msb64(e, m));
  return {u64_(e, "OpShiftLeftLogical", m, n),
          u32_(e, "OpISub", e.a.glsl(Ty::kU32, "UMax", {f, e.a.u32(1)}), n)};
}
// (a * b + c) * 2^scale for finite a, b, c with a and b nonzero: the exact sum
// in 128 bits, rounded once. A zero c is aligned below the product, never above
// it.
V fma64_finite(Emit& e, V a, V b, V c, const V* scale) {
  Unpacked A = unpack64(e, a), B = unpack64(e, b), C = unpack64(e, c);
  U128 p = shl128(e, mul53(e, A.m, B.m), e.a.u32(20));                      // [2^124, 2^126)
  U128 q = {u64_(e, "OpShiftLeftLogical", C.m, e.a.u32(8)), e.a.u64(0)};    // [2^124, 2^125) or 0
  V xp = u32_(e, "OpIAdd", u32_(e, "OpIAdd", A.ex, B.ex), i32k(e, -2170));  // p's weight
  V xq = u32_(e, "OpIAdd", C.ex, i32k(e, -1147));
  V d = sel(e, ieq(e, C.m, 0), e.a.u32(0), u32_(e, "OpISub", xp, xq));
  V p_big = cmp(e, "OpSGreaterThanEqual", d, e.a.u32(0));
  V nd = u32_(e, "OpISub", e.a.u32(0), d);
  p = shr128_sticky(e, p, sel(e, p_big, e.a.u32(0), nd));
  q = shr128_sticky(e, q, sel(e, p_big, d, e.a.u32(0)));
  V x = sel(e, p_big, xp, xq);
  if (scale != nullptr) x = u32_(e, "OpIAdd", x, *scale);
  V sp = e.a.op(Ty::kBool, "OpLogicalNotEqual", {is_neg(e, a), is_neg(e, b)}), sq = is_neg(e, c);
  V same = e.a.op(Ty::kBool, "OpLogicalEqual", {sp, sq});
  V p_ge = NOT(e, ult128(e, p, q));
  U128 sum = sel128(e, same, add128(e, p, q), sel128(e, p_ge, sub128(e, p, q), sub128(e, q, p)));
  V neg = sel(e, OR(e, same, p_ge), sp, sq);
  // Leading bit at `top`, of weight 2^(top + x); the last place kept is bit r:
  // top - 52 for a normal result, 2^-1074's bit for a denormal one.
  V top = msb128(e, sum);
  V eb = u32_(e, "OpIAdd", u32_(e, "OpIAdd", top, x), e.a.u32(1023));
  V denorm_shift = e.a.glsl(Ty::kU32, "SMax", {u32_(e, "OpISub", e.a.u32(1), eb), e.a.u32(0)});
  V r = u32_(e, "OpIAdd", u32_(e, "OpISub", top, e.a.u32(52)), denorm_shift);
  V rs = e.a.glsl(Ty::kU32, "SClamp", {r, e.a.u32(1), e.a.u32(127)});
  V kept = shr128(e, sum, rs).lo;
  U128 out = shl128(e, sum, u32_(e, "OpISub", e.a.u32(128), rs));  // the bits below, at the top
  V half = NOT(e, ieq(e, u64_(e, "OpShiftRightLogical", out.hi, e.a.u32(63)), 0));
  V sticky = NOT(
      e,
      ieq(e, u64_(e, "OpBitwiseOr", u64_(e, "OpShiftLeftLogical", out.hi, e.a.u32(1)), out.lo), 0));
  V up = AND(e, half, OR(e, sticky, NOT(e, ieq(e, band(e, kept, 1), 0))));
  kept = u64_(e, "OpIAdd", kept, bit01(e, up));
  V exact_left = u64_(e, "OpShiftLeftLogical", sum.lo,
                      e.a.glsl(Ty::kU32, "SMax", {u32_(e, "OpISub", e.a.u32(0), r), e.a.u32(0)}));
  kept = sel(e, cmp(e, "OpSLessThanEqual", r, e.a.u32(0)), exact_left, kept);
  kept = sel(e, cmp(e, "OpSGreaterThanEqual", r, e.a.u32(128)), e.a.u64(0),
             kept);  // below half of 2^-1074
  // The significand's leading bit carries into the exponent field, a rounding
  // carry too: bits = (eb - 1) << 52 + kept.
  V base = e.a.op(Ty::kU64, "OpUConvert",
                  {e.a.glsl(Ty::kU32, "SMax", {u32_(e, "OpISub", eb, e.a.u32(1)), e.a.u32(0)})});
  V bits = u64_(e, "OpIAdd", u64_(e, "OpShiftLeftLogical", base, e.a.u32(52)), kept);
  V inf = k(e, Ty::kU64, exp_mask(Ty::kF64));
  V over =
      OR(e, cmp(e, "OpSGreaterThan", eb, e.a.u32(2047)), cmp(e, "OpUGreaterThanEqual", bits, inf));
  bits = sel(e, over, inf, bits);
  bits = u64_(e, "OpBitwiseOr", bits, sel(e, neg, e.a.u64(sign_bit(Ty::kF64)), e.a.u64(0)));
  return e.as(Ty::kF64, sel(e, nonzero(e, sum), bits, e.a.u64(0)));  // exact cancellation: +0
}
// Zero, infinite and NaN operands by the host's separate multiply and add,
// exact there (a zero or infinite product is exact), except a finite product
// that the host would overflow against an infinite c: c.
V fma64(Emit& e, const Vs& s, const V* scale) {
  auto finite = [&](V v) { return NOT(e, OR(e, is_inf(e, v), is_nan(e, v))); };
  V ab_finite = AND(e, finite(s[0]), finite(s[1]));
  V special =
      OR(e, NOT(e, AND(e, ab_finite, finite(s[2]))), OR(e, is_zero(e, s[0]), is_zero(e, s[1])));
  V host = fop(e, Ty::kF64, "OpFAdd", {fop(e, Ty::kF64, "OpFMul", {s[0], s[1]}), s[2]});
  host = sel(e, AND(e, ab_finite, is_inf(e, s[2])), s[2], host);
  // The special sums are exact (c itself, a zero, an infinity or NaN): scaling
  // them is their one rounding.
  if (scale != nullptr) host = fop(e, Ty::kF64, "OpFMul", {host, pow2_f64(e, *scale)});
  return sel(e, special, host, fma64_finite(e, s[0], s[1], s[2], scale));
}

// ---------------------------------------------------------------- min / max

// RDNA2 ISA V_MIN_F32/V_MAX_F32: in IEEE mode a signaling NaN input gives that
// NaN quieted; otherwise a NaN input is ignored (the other source is the
// result); -0 is below +0. Inputs are flushed per MODE (GFX9+ min/max honour the
// denormal mode: LLVM D35335, supportsMinMaxDenormModes).
V less(Emit& e, V a, V b) {
  V lt = e.a.op(Ty::kBool, "OpFOrdLessThan", {a, b});
  V zz = AND(e, AND(e, is_zero(e, a), is_zero(e, b)), AND(e, is_neg(e, a), NOT(e, is_neg(e, b))));
  return OR(e, lt, zz);
}
V minmax2(Emit& e, V a, V b, bool max) {
  V pick_a = max ? less(e, b, a) : less(e, a, b);
  V r = sel(e, pick_a, a, b);
  r = sel(e, is_nan(e, b), a, r);
  r = sel(e, is_nan(e, a), b, r);
  V ieee = ieee_mode(e);
  r = sel(e, AND(e, ieee, is_snan(e, b)), quiet(e, b), r);
  return sel(e, AND(e, ieee, is_snan(e, a)), quiet(e, a), r);
}
V b_min(Emit& e, const Vs& s) {
  return minmax2(e, s[0], s[1], false);
}
V b_max(Emit& e, const Vs& s) {
  return minmax2(e, s[0], s[1], true);
}
V b_min3(Emit& e, const Vs& s) {
  return minmax2(e, minmax2(e, s[0], s[1], false), s[2], false);
}
V b_max3(Emit& e, const Vs& s) {
  return minmax2(e, minmax2(e, s[0], s[1], true), s[2], true);
}
// V_MED3_F32: any NaN: min3; else the middle value (max of the two others than
// the largest).
V b_med3(Emit& e, const Vs& s) {
  V any_nan = OR(e, OR(e, is_nan(e, s[0]), is_nan(e, s[1])), is_nan(e, s[2]));
  V mx = b_max3(e, s);
  V m01 = minmax2(e, s[0], s[1], true), m02 = minmax2(e, s[0], s[2], true),
    m12 = minmax2(e, s[1], s[2], true);
  V eq0 = e.a.op(Ty::kBool, "OpIEqual", {e.bits(mx), e.bits(s[0])});
  V eq1 = e.a.op(Ty::kBool, "OpIEqual", {e.bits(mx), e.bits(s[1])});
  V r = sel(e, eq0, m12, sel(e, eq1, m02, m01));
  return sel(e, any_nan, b_min3(e, s), r);
}
// min/max pass a quiet NaN result through only as chosen above: no finish.
bool minmax(Emit& e, const Instruction& in, Ty t, unsigned n, Body body) {
  if (!mode_ok(e, in)) return false;
  Vs s = fins(e, in, t, n);
  return write_float(e, in, body(e, s));
}

// ---------------------------------------------------------------- cube maps

// V_CUBEID/SC/TC/MA_F32 of the direction (S0, S1, S2), as LLVM folds the
// amdgcn.cube* intrinsics (ConstantFolding.cpp) after the ISA guides'
// pseudo-code: the major axis is z where |z| >= |x| and |z| >= |y|, else y
// where |y| >= |x|, else x (a NaN compares false); its face is the axis's
// negative one where the coordinate is below zero (-0 is positive).
struct Cube {
  V id, sc, tc, ma;
};
Cube cube_face(Emit& e, const Vs& s) {
  auto& a = e.a;
  auto abs = [&](const V& x) { return fglsl(e, Ty::kF32, "FAbs", {x}); };
  auto ge = [&](const V& x, const V& y) {
    return a.op(Ty::kBool, "OpFOrdGreaterThanEqual", {abs(x), abs(y)});
  };
  auto negative = [&](const V& x) {
    return a.op(Ty::kBool, "OpFOrdLessThan", {x, fbits(e, Ty::kF32, 0)});
  };
  // Negation flips the sign bit, as the hardware's does.
  auto neg = [&](const V& x) {
    return e.as(Ty::kF32, a.op(Ty::kU32, "OpBitwiseXor", {e.bits(x), a.u32(0x80000000u)}));
  };
  auto both = [&](const V& x, const V& y) { return a.op(Ty::kBool, "OpLogicalAnd", {x, y}); };
  V z_major = both(ge(s[2], s[0]), ge(s[2], s[1]));
  V y_major = ge(s[1], s[0]);
  auto pick = [&](const V& z, const V& y, const V& x) {
    return sel(e, z_major, z, sel(e, y_major, y, x));
  };
  auto f = [&](float v) { return fbits(e, Ty::kF32, std::bit_cast<uint32_t>(v)); };
  Cube c;
  c.id = pick(sel(e, negative(s[2]), f(5.0f), f(4.0f)), sel(e, negative(s[1]), f(3.0f), f(2.0f)),
              sel(e, negative(s[0]), f(1.0f), f(0.0f)));
  c.sc =
      pick(sel(e, negative(s[2]), neg(s[0]), s[0]), s[0], sel(e, negative(s[0]), s[2], neg(s[2])));
  c.tc = pick(neg(s[1]), sel(e, negative(s[1]), neg(s[2]), s[2]), neg(s[1]));
  V major = pick(s[2], s[1], s[0]);
  c.ma = fop(e, Ty::kF32, "OpFAdd", {major, major});
  return c;
}
V b_cubeid(Emit& e, const Vs& s) {
  return cube_face(e, s).id;
}
V b_cubesc(Emit& e, const Vs& s) {
  return cube_face(e, s).sc;
}
V b_cubetc(Emit& e, const Vs& s) {
  return cube_face(e, s).tc;
}
V b_cubema(Emit& e, const Vs& s) {
  return cube_face(e, s).ma;
}

// ---------------------------------------------------------------- rounding, fract, frexp, ldexp

V b_trunc(Emit& e, const Vs& s) {
  return fglsl(e, s[0].ty, "Trunc", {s[0]});
}
V b_ceil(Emit& e, const Vs& s) {
  return fglsl(e, s[0].ty, "Ceil", {s[0]});
}
V b_floor(Emit& e, const Vs& s) {
  return fglsl(e, s[0].ty, "Floor", {s[0]});
}
V b_rndne(Emit& e, const Vs& s) {
  return fglsl(e, s[0].ty, "RoundEven", {s[0]});
}
// V_FRACT: S0 - floor(S0), below 1.0 (LLVM AMDGPUInstCombineIntrinsic amdgcn_fract
// folds to min(x - floor(x), largest below 1)); infinity gives NaN.
V b_fract(Emit& e, const Vs& s) {
  Ty t = s[0].ty;
  V d = fop(e, t, "OpFSub", {s[0], fglsl(e, t, "Floor", {s[0]})});
  uint64_t below1 = t == Ty::kF64 ? 0x3fefffffffffffffull : t == Ty::kF32 ? 0x3f7fffffu : 0x3bffu;
  V b1 = fbits(e, t, below1);
  V r = sel(e, e.a.op(Ty::kBool, "OpFOrdGreaterThan", {d, b1}), b1, d);
  return sel(e, is_inf(e, s[0]), default_nan(e, t), r);
}
// Exponent and significand of a finite nonzero x: x = m * 2^ex, |m| in [0.5, 1).
// Denormals are first scaled up by 2^64 (exact).
struct Split {
  V mant, ex;  // ex: i32 as u32
};
Split split(Emit& e, V x) {
  Ty t = x.ty, u = uty(t);
  unsigned mb = mant_bits(t);
  uint64_t bias = (exp_mask(t) >> mb) >> 1;  // 127, 1023, 15
  V scale = t == Ty::kF64   ? e.a.f64_bits(0x43f0000000000000ull)
            : t == Ty::kF32 ? e.a.f32_bits(0x5f800000u)
                            : e.a.f16_bits(0x6400);
  unsigned scale_log = t == Ty::kF16 ? 10 : 64;
  V den = is_denorm(e, x);
  V y = sel(e, den, fop(e, t, "OpFMul", {x, scale}), x);
  V b = e.bits(y);
  V be = e.a.op(u, "OpShiftRightLogical", {band(e, b, exp_mask(t)), e.a.u32(mb)});
  V be32 = u == Ty::kU32 ? be : e.a.op(Ty::kU32, "OpUConvert", {be});
  V ex = e.a.op(Ty::kU32, "OpISub", {be32, e.a.u32(static_cast<uint32_t>(bias - 1))});
  ex = e.a.op(Ty::kU32, "OpISub", {ex, sel(e, den, e.a.u32(scale_log), e.a.u32(0))});
  V m = bor(e, band(e, b, sign_bit(t) | man_mask(t)), (bias - 1) << mb);
  return {e.as(t, m), ex};
}
// V_FREXP_MANT: infinity and NaN return the source (a NaN quieted by finish),
// zero returns zero.
V b_frexp_mant(Emit& e, const Vs& s) {
  V x = s[0];
  V special = OR(e, OR(e, is_inf(e, x), is_nan(e, x)), is_zero(e, x));
  return sel(e, special, x, split(e, x).mant);
}
// V_FREXP_EXP_I32: 0 for zero, infinity and NaN.
bool frexp_exp(Emit& e, const Instruction& in, Ty t, bool i16) {
  if (!mode_ok(e, in)) return false;
  V x = fins(e, in, t, 1)[0];
  V special = OR(e, OR(e, is_inf(e, x), is_nan(e, x)), is_zero(e, x));
  V r = sel(e, special, e.a.u32(0), split(e, x).ex);
  if (i16) return write_vdst(e, in, e.a.op(Ty::kU16, "OpUConvert", {r}));
  return write_vdst(e, in, r);
}
// 2^n for n in the normal range of f64 (-1022..1023), by its bits.
V pow2_f64(Emit& e, V n_i32) {
  V b = e.a.op(Ty::kU32, "OpIAdd", {n_i32, e.a.u32(1023)});
  V w = e.a.op(Ty::kU64, "OpShiftLeftLogical", {e.a.op(Ty::kU64, "OpUConvert", {b}), e.a.u32(52)});
  return e.as(Ty::kF64, w);
}
V clamp_i32(Emit& e, V n, int lo, int hi) {
  V r = e.a.glsl(Ty::kU32, "SMax", {n, e.a.u32(static_cast<uint32_t>(lo))});
  return e.a.glsl(Ty::kU32, "SMin", {r, e.a.u32(static_cast<uint32_t>(hi))});
}
// V_LDEXP_F32/F16: S0 * 2^S1 rounded once: f32 and f16 values scaled by up to
// 2^+-300 are exact in f64, and the one conversion back rounds to nearest even.
bool ldexp_narrow(Emit& e, const Instruction& in, Ty t) {
  if (!mode_ok(e, in)) return false;
  V x = flush(e, fsrc(e, in, 0, t), false);
  V n = e.src_raw(in.operands[first_src(in) + 1], Ty::kU32);
  if (t == Ty::kF16) n = e.a.op(Ty::kU32, "OpSConvert", {e.a.op(Ty::kU16, "OpUConvert", {n})});
  V w = e.a.op(Ty::kF64, "OpFConvert", {x});
  w = fop(e, Ty::kF64, "OpFMul", {w, pow2_f64(e, clamp_i32(e, n, -300, 300))});
  V r = e.a.op(t, "OpFConvert", {w});
  return write_float(e, in, finish(e, r, {x}));
}
// V_LDEXP_F64: the significand times 2^(e + n), split so that at most the last
// multiply rounds (a result below the normal range is formed at 2^-1000 first).
bool ldexp_f64(Emit& e, const Instruction& in) {
  if (!mode_ok(e, in)) return false;
  V x = flush(e, fsrc(e, in, 0, Ty::kF64), false);
  V n = clamp_i32(e, e.src_raw(in.operands[first_src(in) + 1], Ty::kU32), -2200, 2200);
  Split sp = split(e, x);
  V t = clamp_i32(e, e.a.op(Ty::kU32, "OpIAdd", {sp.ex, n}), -1100, 1100);
  V low = e.a.op(Ty::kBool, "OpSLessThan", {t, e.a.u32(static_cast<uint32_t>(-1021))});
  V t1 = sel(e, low, e.a.op(Ty::kU32, "OpIAdd", {t, e.a.u32(1000)}),
             e.a.op(Ty::kU32, "OpSDiv", {t, e.a.u32(2)}));
  V t2 = sel(e, low, e.a.u32(static_cast<uint32_t>(-1000)), e.a.op(Ty::kU32, "OpISub", {t, t1}));
  V r = fop(e, Ty::kF64, "OpFMul",
            {fop(e, Ty::kF64, "OpFMul", {sp.mant, pow2_f64(e, t1)}), pow2_f64(e, t2)});
  V special = OR(e, OR(e, is_inf(e, x), is_nan(e, x)), is_zero(e, x));
  r = sel(e, special, x, r);
  return write_float(e, in, finish(e, r, {x}));
}

// ---------------------------------------------------------------- approximate ops

// 1/x: +-0 -> +-inf, +-inf -> +-0 (IEEE division gives both).
V b_rcp(Emit& e, const Vs& s) {
  return fop(e, s[0].ty, "OpFDiv", {fconst(e, s[0].ty, 1.0), s[0]});
}
V b_sqrt(Emit& e, const Vs& s) {
  // sqrt(-0) = -0, sqrt(+inf) = +inf, negative -> NaN.
  Ty t = s[0].ty;
  V r = fglsl(e, t, "Sqrt", {s[0]});
  V neg = AND(e, is_neg(e, s[0]), NOT(e, is_zero(e, s[0])));
  r = sel(e, neg, default_nan(e, t), r);
  r = sel(e, is_inf(e, s[0]), s[0], r);
  return sel(e, is_zero(e, s[0]), s[0], r);
}
V b_rsq(Emit& e, const Vs& s) {
  // 1/sqrt: +-0 -> +-inf, +inf -> +0, negative -> NaN.
  Ty t = s[0].ty;
  V r = fop(e, t, "OpFDiv", {fconst(e, t, 1.0), fglsl(e, t, "Sqrt", {s[0]})});
  V neg = AND(e, is_neg(e, s[0]), NOT(e, is_zero(e, s[0])));
  V inf = e.as(t, bor(e, e.bits(signed_zero(e, s[0])), exp_mask(t)));
  r = sel(e, is_zero(e, s[0]), inf, r);
  return sel(e, neg, default_nan(e, t), r);
}
V b_log(Emit& e, const Vs& s) {
  // log2: +-0 -> -inf, +inf -> +inf, negative -> NaN, 1 -> 0.
  Ty t = s[0].ty;
  V r = fglsl(e, t, "Log2", {s[0]});
  V neg = AND(e, is_neg(e, s[0]), NOT(e, is_zero(e, s[0])));
  r = sel(e, e.a.op(Ty::kBool, "OpFOrdEqual", {s[0], fconst(e, t, 1.0)}), fconst(e, t, 0.0), r);
  r = sel(e, is_inf(e, s[0]), s[0], r);
  r = sel(e, is_zero(e, s[0]), fbits(e, t, sign_bit(t) | exp_mask(t)), r);
  return sel(e, neg, default_nan(e, t), r);
}
V b_exp(Emit& e, const Vs& s) {
  // 2^x: -inf -> 0, +inf -> +inf, 0 -> 1.
  Ty t = s[0].ty;
  V r = fglsl(e, t, "Exp2", {s[0]});
  V ninf = AND(e, is_inf(e, s[0]), is_neg(e, s[0]));
  r = sel(e, is_zero(e, s[0]), fconst(e, t, 1.0), r);
  r = sel(e, AND(e, is_inf(e, s[0]), NOT(e, is_neg(e, s[0]))), s[0], r);
  return sel(e, ninf, fconst(e, t, 0.0), r);
}
// v_sin/v_cos take revolutions: sin(2 pi x). The argument is reduced to
// (-0.5, 0.5] exactly first (x - round(x) is exact); infinity gives NaN.
V sincos(Emit& e, const Vs& s, const char* fn) {
  Ty t = s[0].ty;
  V f32 = t == Ty::kF16 ? e.a.op(Ty::kF32, "OpFConvert", {s[0]}) : s[0];
  V red = fop(e, Ty::kF32, "OpFSub", {f32, fglsl(e, Ty::kF32, "RoundEven", {f32})});
  V ang = fop(e, Ty::kF32, "OpFMul", {red, e.a.f32_bits(0x40c90fdbu)});
  V r = fglsl(e, Ty::kF32, fn, {ang});
  if (t == Ty::kF16) r = e.a.op(Ty::kF16, "OpFConvert", {r});
  r = sel(e, is_inf(e, s[0]), default_nan(e, t), r);
  // sin(+-0) keeps the sign of zero.
  if (fn[0] == 'S') r = sel(e, is_zero(e, s[0]), s[0], r);
  return r;
}
V b_sin(Emit& e, const Vs& s) {
  return sincos(e, s, "Sin");
}
V b_cos(Emit& e, const Vs& s) {
  return sincos(e, s, "Cos");
}

// ---------------------------------------------------------------- conversions

// Float to integer: truncation toward zero, saturating, NaN -> 0 (RDNA2 ISA
// V_CVT_I32_F32/V_CVT_U32_F32). `rnd`: the rounding before (Floor for flr,
// floor(x + 0.5) for rpi).
bool cvt_to_int(Emit& e, const Instruction& in, Ty t, bool sign, const char* rnd) {
  if (!mode_ok(e, in)) return false;
  V x = fsrc(e, in, 0, t);
  if (rnd != nullptr && rnd[0] == 'R') x = fop(e, t, "OpFAdd", {x, fconst(e, t, 0.5)});
  x = fglsl(e, t, rnd != nullptr ? "Floor" : "Trunc", {x});
  V lo = fconst(e, t, sign ? -2147483648.0 : 0.0);
  V hi = fconst(e, t, sign ? 2147483648.0 : 4294967296.0);
  V big = e.a.op(Ty::kBool, "OpFOrdGreaterThanEqual", {x, hi});
  V small = e.a.op(Ty::kBool, "OpFOrdLessThan", {x, lo});
  V xs = sel(e, OR(e, OR(e, big, small), is_nan(e, x)), fconst(e, t, 0.0), x);
  V r = e.a.op(Ty::kU32, sign ? "OpConvertFToS" : "OpConvertFToU", {xs});
  r = sel(e, big, e.a.u32(sign ? 0x7fffffffu : 0xffffffffu), r);
  r = sel(e, small, e.a.u32(sign ? 0x80000000u : 0u), r);
  return write_vdst(e, in, r);
}
// Integer to float: rounds to nearest even.
bool cvt_from_int(Emit& e, const Instruction& in, Ty t, bool sign) {
  if (!mode_ok(e, in)) return false;
  V s = source(e, in, 0, Ty::kU32);
  return write_float(e, in, e.a.op(t, sign ? "OpConvertSToF" : "OpConvertUToF", {s}));
}
bool cvt_ubyte(Emit& e, const Instruction& in, unsigned byte) {
  if (!mode_ok(e, in)) return false;
  V s = e.a.op(Ty::kU32, "OpBitFieldUExtract",
               {source(e, in, 0, Ty::kU32), e.a.u32(8 * byte), e.a.u32(8)});
  return write_float(e, in, e.a.op(Ty::kF32, "OpConvertUToF", {s}));
}
// A NaN converted between widths: sign and the payload's top bits kept, quiet.
V convert_nan(Emit& e, V x, Ty to) {
  Ty fu = uty(x.ty), tu = uty(to);
  int shift = static_cast<int>(mant_bits(x.ty)) - static_cast<int>(mant_bits(to));
  V b = e.bits(x);
  V sign = band(e, b, sign_bit(x.ty)), man = band(e, b, man_mask(x.ty));
  unsigned sw = type_bits(x.ty) - type_bits(to);
  auto resize = [&](V v, bool right, unsigned n) {
    if (type_bits(fu) > type_bits(tu)) {
      V sh =
          n ? e.a.op(fu, right ? "OpShiftRightLogical" : "OpShiftLeftLogical", {v, e.a.u32(n)}) : v;
      return e.a.op(tu, "OpUConvert", {sh});
    }
    V w = e.a.op(tu, "OpUConvert", {v});
    return n ? e.a.op(tu, right ? "OpShiftRightLogical" : "OpShiftLeftLogical", {w, e.a.u32(n)})
             : w;
  };
  V s2 = type_bits(x.ty) > type_bits(to) ? resize(sign, true, sw)
                                         : resize(sign, false, type_bits(to) - type_bits(x.ty));
  V m2 = shift > 0 ? resize(man, true, static_cast<unsigned>(shift))
                   : resize(man, false, static_cast<unsigned>(-shift));
  V r = e.a.op(tu, "OpBitwiseOr",
               {e.a.op(tu, "OpBitwiseOr", {s2, m2}), k(e, tu, exp_mask(to) | quiet_bit(to))});
  return e.as(to, r);
}
// Float to float: rounds to nearest even; input denormals per the source's
// mode, output per the result's.
bool cvt_float(Emit& e, const Instruction& in, Ty from, Ty to) {
  if (!mode_ok(e, in)) return false;
  return write_float(e, in, float_convert(e, fsrc(e, in, 0, from), to));
}
// V_CVT_PKRTZ_F16_F32: two f32 to f16 rounded toward zero, packed (S0 low).
V f16_rtz(Emit& e, V x) {
  x = flush(e, x, false);
  V h = fop(e, Ty::kF16, "OpFConvert", {x});
  V back = fop(e, Ty::kF32, "OpFConvert", {h});
  V ax = fglsl(e, Ty::kF32, "FAbs", {x}), ab = fglsl(e, Ty::kF32, "FAbs", {back});
  V over = e.a.op(Ty::kBool, "OpFOrdGreaterThan", {ab, ax});
  V hb = e.bits(h);
  V down = e.a.op(Ty::kU16, "OpISub", {hb, e.a.u16(1)});
  V r = e.as(Ty::kF16, sel(e, over, down, hb));
  r = flush(e, r, true);
  return sel(e, is_nan(e, x), convert_nan(e, x, Ty::kF16), r);
}
bool cvt_pkrtz(Emit& e, const Instruction& in) {
  if (!mode_ok(e, in)) return false;
  V a = e.a.op(Ty::kU32, "OpUConvert", {e.bits(f16_rtz(e, fsrc(e, in, 0, Ty::kF32)))});
  V b = e.a.op(Ty::kU32, "OpUConvert", {e.bits(f16_rtz(e, fsrc(e, in, 1, Ty::kF32)))});
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpBitFieldInsert", {a, b, e.a.u32(16), e.a.u32(16)}));
}

// V_CVT_PKNORM_U16_F32 / V_CVT_PKNORM_I16_F32: S0 to bits 15:0 and S1 to 31:16
// as 16-bit UNORM (SNORM) codes. The guide gives no rounding. Mesa selects them
// for pack_unorm_2x16 and pack_snorm_2x16, which it evaluates (its constant
// folding) as the clamped value times 65535 (32767) in f32, rounded to nearest
// even; the exact product so rounded is the other reading. Where the two give
// different codes, and for a NaN, the lane escapes (kStatusPackRange), so
// neither reading is relied on where it matters.
V pknorm_code(Emit& e, V x, bool is_signed, V* unknown) {
  x = flush(e, x, false);
  V lo = fbits(e, Ty::kF32, is_signed ? 0xbf800000u : 0u), hi = fbits(e, Ty::kF32, 0x3f800000u);
  V c = fglsl(e, Ty::kF32, "FClamp", {x, lo, hi});
  const double scale = is_signed ? 32767.0 : 65535.0;
  V r32 = fglsl(e, Ty::kF32, "RoundEven",
                {fop(e, Ty::kF32, "OpFMul",
                     {c, fbits(e, Ty::kF32, std::bit_cast<uint32_t>(static_cast<float>(scale)))})});
  V exact = fop(
      e, Ty::kF64, "OpFMul",
      {fop(e, Ty::kF64, "OpFConvert", {c}), fbits(e, Ty::kF64, std::bit_cast<uint64_t>(scale))});
  V r64 = fglsl(e, Ty::kF64, "RoundEven", {exact});
  V differ = e.a.op(Ty::kBool, "OpFUnordNotEqual", {fop(e, Ty::kF64, "OpFConvert", {r32}), r64});
  *unknown = e.a.op(Ty::kBool, "OpLogicalOr", {is_nan(e, x), differ});
  V code = is_signed ? e.a.op(Ty::kU32, "OpBitcast", {e.a.op(Ty::kU32, "OpConvertFToS", {r32})})
                     : e.a.op(Ty::kU32, "OpConvertFToU", {r32});
  return e.a.op(Ty::kU32, "OpBitwiseAnd", {code, e.a.u32(0xffff)});
}
bool cvt_pknorm(Emit& e, const Instruction& in, bool is_signed) {
  if (!mode_ok(e, in)) return false;
  V ua, ub;
  V a = pknorm_code(e, fsrc(e, in, 0, Ty::kF32), is_signed, &ua);
  V b = pknorm_code(e, fsrc(e, in, 1, Ty::kF32), is_signed, &ub);
  e.a.if_begin(e.a.op(Ty::kBool, "OpLogicalAnd",
                      {e.lane_active(), e.a.op(Ty::kBool, "OpLogicalOr", {ua, ub})}));
  e.raise_status(kStatusPackRange);
  e.a.if_end();
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpBitFieldInsert", {a, b, e.a.u32(16), e.a.u32(16)}));
}

// ---------------------------------------------------------------- MODE instructions

const char* hwreg_name(unsigned id) {
  static const char* const names[] = {
      nullptr,     "MODE",        "STATUS",      "TRAPSTS",      "HW_ID",      "GPR_ALLOC",
      "LDS_ALLOC", "IB_STS",      nullptr,       nullptr,        nullptr,      nullptr,
      nullptr,     nullptr,       nullptr,       "SH_MEM_BASES", "TBA_LO",     "TBA_HI",
      "TMA_LO",    "TMA_HI",      "FLAT_SCR_LO", "FLAT_SCR_HI",  "XNACK_MASK", "HW_ID1",
      "HW_ID2",    "POPS_PACKER", nullptr,       nullptr,        nullptr,      "SHADER_CYCLES"};
  return id < std::size(names) && names[id] != nullptr ? names[id] : "unknown";
}
struct Hwreg {
  unsigned id, offset, size;
  uint32_t mask() const { return static_cast<uint32_t>(((uint64_t{1} << size) - 1) << offset); }
};
// simm16 of s_getreg/s_setreg: id 5:0, offset 10:6, size - 1 15:11.
Hwreg hwreg_of(uint32_t simm16) {
  return {simm16 & 63, (simm16 >> 6) & 31, ((simm16 >> 11) & 31) + 1};
}
bool hwreg_known(Emit& e, const Hwreg& h) {
  if (h.id == kHwRegMode || h.id == kHwRegFlatScratchLo || h.id == kHwRegFlatScratchHi) return true;
  return e.refuse(fmt::format("hwreg-{}", hwreg_name(h.id)));
}
bool s_getreg(Emit& e, const Instruction& in) {
  Hwreg h = hwreg_of(in.operands[1].value);
  if (!hwreg_known(e, h)) return false;
  V v = e.a.op(Ty::kU32, "OpBitFieldUExtract",
               {e.hwreg(h.id), e.a.u32(h.offset), e.a.u32(std::min(h.size, 32 - h.offset))});
  return e.set_sdst(in.operands[0], v);
}
// What a MODE write may do (constant: every bit known): rounding stays nearest
// even; exceptions (EXCP_EN, bits 18:12) stay off; DX10_CLAMP (bit 8) stays set,
// as the clamp of write_float assumes it.
bool mode_write_ok(Emit& e, const Hwreg& h, const uint32_t* value) {
  uint32_t m = h.mask();
  uint32_t must_zero = 0xfu | (0x7fu << 12), must_one = 1u << 8;
  if (value == nullptr) return (m & (must_zero | must_one)) == 0 || e.refuse("float-mode-unknown");
  uint32_t placed = (*value << h.offset) & m;
  if ((placed & 0xf) != 0) return e.refuse("float-round-mode");
  if ((placed & (0x7fu << 12)) != 0) return e.refuse("float-exceptions");
  if ((m & must_one) != 0 && (placed & must_one) == 0) return e.refuse("float-dx10-clamp-off");
  return true;
}
void set_field(Emit& e, const Hwreg& h, V v) {
  unsigned n = std::min(h.size, 32 - h.offset);
  e.set_hwreg(h.id, e.a.op(Ty::kU32, "OpBitFieldInsert",
                           {e.hwreg(h.id), v, e.a.u32(h.offset), e.a.u32(n)}));
}
bool s_setreg(Emit& e, const Instruction& in, bool imm) {
  Hwreg h = hwreg_of(in.operands[0].value);
  if (!hwreg_known(e, h)) return false;
  uint32_t c = in.operands[1].value;
  if (h.id == kHwRegMode && !mode_write_ok(e, h, imm ? &c : nullptr)) return false;
  set_field(e, h, imm ? e.a.u32(c) : e.sgpr(in.operands[1].code));
  return true;
}
// s_round_mode imm4: FP_ROUND (bits 3:0); only nearest even is carried out.
bool s_round_mode(Emit& e, const Instruction& in) {
  if ((in.operands[0].value & 0xf) != 0) return e.refuse("float-round-mode");
  set_field(e, {kHwRegMode, 0, 4}, e.a.u32(0));
  return true;
}
// s_denorm_mode imm4: FP_DENORM (bits 7:4).
bool s_denorm_mode(Emit& e, const Instruction& in) {
  set_field(e, {kHwRegMode, 4, 4}, e.a.u32(in.operands[0].value & 0xf));
  return true;
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)
#define F32 Ty::kF32
#define F64 Ty::kF64
#define F16 Ty::kF16
#define M3(base, n, fn)                                                                   \
  OP(base "_f32", minmax(e, in, F32, n, fn)), OP(base "_f64", minmax(e, in, F64, n, fn)), \
      OP(base "_f16", minmax(e, in, F16, n, fn))
#define A3(base, n, fn)                                                                 \
  OP(base "_f32", arith(e, in, F32, n, fn)), OP(base "_f64", arith(e, in, F64, n, fn)), \
      OP(base "_f16", arith(e, in, F16, n, fn))

const OpEntry kFloatOps[] = {
    A3("v_add", 2, b_add),
    A3("v_mul", 2, b_mul),
    OP("v_fma_f32", arith(e, in, F32, 3, b_fma)),
    OP("v_fma_f16", arith(e, in, F16, 3, b_fma)),
    OP("v_fma_f64", arith(e, in, F64, 3, b_fma)),
    M3("v_min", 2, b_min),
    M3("v_max", 2, b_max),
    OP("v_sub_f32", arith(e, in, F32, 2, b_sub)),
    OP("v_sub_f16", arith(e, in, F16, 2, b_sub)),
    OP("v_subrev_f32", arith(e, in, F32, 2, b_subrev)),
    OP("v_subrev_f16", arith(e, in, F16, 2, b_subrev)),
    OP("v_fmac_f32", arith_acc(e, in, F32, b_fma)),
    OP("v_fmac_f16", arith_acc(e, in, F16, b_fma)),
    OP("v_fmaak_f32", fma_literal(e, in, F32)),
    OP("v_fmamk_f32", fma_literal(e, in, F32)),
    OP("v_fmaak_f16", fma_literal(e, in, F16)),
    OP("v_fmamk_f16", fma_literal(e, in, F16)),
    OP("v_mul_legacy_f32", legacy(e, in, 2, b_mul_legacy)),
    OP("v_fma_legacy_f32", legacy(e, in, 3, b_fma_legacy)),
    OP("v_min3_f32", minmax(e, in, F32, 3, b_min3)),
    OP("v_max3_f32", minmax(e, in, F32, 3, b_max3)),
    OP("v_med3_f32", minmax(e, in, F32, 3, b_med3)),
    OP("v_cubeid_f32", minmax(e, in, F32, 3, b_cubeid)),
    OP("v_cubesc_f32", minmax(e, in, F32, 3, b_cubesc)),
    OP("v_cubetc_f32", minmax(e, in, F32, 3, b_cubetc)),
    OP("v_cubema_f32", minmax(e, in, F32, 3, b_cubema)),
    OP("v_min3_f16", minmax(e, in, F16, 3, b_min3)),
    OP("v_max3_f16", minmax(e, in, F16, 3, b_max3)),
    OP("v_med3_f16", minmax(e, in, F16, 3, b_med3)),
    OP("v_ldexp_f32", ldexp_narrow(e, in, F32)),
    OP("v_ldexp_f16", ldexp_narrow(e, in, F16)),
    OP("v_ldexp_f64", ldexp_f64(e, in)),
    OP("v_frexp_mant_f32", arith(e, in, F32, 1, b_frexp_mant)),
    OP("v_frexp_mant_f64", arith(e, in, F64, 1, b_frexp_mant)),
    OP("v_frexp_mant_f16", arith(e, in, F16, 1, b_frexp_mant)),
    OP("v_frexp_exp_i32_f32", frexp_exp(e, in, F32, false)),
    OP("v_frexp_exp_i32_f64", frexp_exp(e, in, F64, false)),
    OP("v_frexp_exp_i16_f16", frexp_exp(e, in, F16, true)),
    A3("v_fract", 1, b_fract),
    A3("v_trunc", 1, b_trunc),
    A3("v_ceil", 1, b_ceil),
    A3("v_floor", 1, b_floor),
    A3("v_rndne", 1, b_rndne),
    A3("v_rcp", 1, b_rcp),
    A3("v_rsq", 1, b_rsq),
    A3("v_sqrt", 1, b_sqrt),
    OP("v_rcp_iflag_f32", arith(e, in, F32, 1, b_rcp)),
    OP("v_log_f32", arith(e, in, F32, 1, b_log)),
    OP("v_log_f16", arith(e, in, F16, 1, b_log)),
    OP("v_exp_f32", arith(e, in, F32, 1, b_exp)),
    OP("v_exp_f16", arith(e, in, F16, 1, b_exp)),
    OP("v_sin_f32", arith(e, in, F32, 1, b_sin)),
    OP("v_sin_f16", arith(e, in, F16, 1, b_sin)),
    OP("v_cos_f32", arith(e, in, F32, 1, b_cos)),
    OP("v_cos_f16", arith(e, in, F16, 1, b_cos)),
    OP("v_cvt_i32_f32", cvt_to_int(e, in, F32, true, nullptr)),
    OP("v_cvt_u32_f32", cvt_to_int(e, in, F32, false, nullptr)),
    OP("v_cvt_i32_f64", cvt_to_int(e, in, F64, true, nullptr)),
    OP("v_cvt_u32_f64", cvt_to_int(e, in, F64, false, nullptr)),
    OP("v_cvt_flr_i32_f32", cvt_to_int(e, in, F32, true, "Floor")),
    OP("v_cvt_rpi_i32_f32", cvt_to_int(e, in, F32, true, "Rpi")),
    OP("v_cvt_f32_i32", cvt_from_int(e, in, F32, true)),
    OP("v_cvt_f32_u32", cvt_from_int(e, in, F32, false)),
    OP("v_cvt_f64_i32", cvt_from_int(e, in, F64, true)),
    OP("v_cvt_f64_u32", cvt_from_int(e, in, F64, false)),
    OP("v_cvt_f32_ubyte0", cvt_ubyte(e, in, 0)),
    OP("v_cvt_f32_ubyte1", cvt_ubyte(e, in, 1)),
    OP("v_cvt_f32_ubyte2", cvt_ubyte(e, in, 2)),
    OP("v_cvt_f32_ubyte3", cvt_ubyte(e, in, 3)),
    OP("v_cvt_f16_f32", cvt_float(e, in, F32, F16)),
    OP("v_cvt_f32_f16", cvt_float(e, in, F16, F32)),
    OP("v_cvt_f32_f64", cvt_float(e, in, F64, F32)),
    OP("v_cvt_f64_f32", cvt_float(e, in, F32, F64)),
    OP("v_cvt_pkrtz_f16_f32", cvt_pkrtz(e, in)),
    OP("v_cvt_pknorm_u16_f32", cvt_pknorm(e, in, false)),
    OP("v_cvt_pknorm_i16_f32", cvt_pknorm(e, in, true)),
    OP("s_getreg_b32", s_getreg(e, in)),
    OP("s_setreg_b32", s_setreg(e, in, false)),
    OP("s_setreg_imm32_b32", s_setreg(e, in, true)),
    OP("s_round_mode", s_round_mode(e, in)),
    OP("s_denorm_mode", s_denorm_mode(e, in)),
};

#undef OP

}  // namespace

std::span<const OpEntry> float_ops() {
  return kFloatOps;
}

namespace vec {

V float_step(Emit& e, FloatStep op, const std::vector<V>& srcs) {
  Vs s;
  for (const V& v : srcs) s.push_back(flush(e, v, false));
  switch (op) {
    case FloatStep::kAdd:
      return finish(e, b_add(e, s), s);
    case FloatStep::kMul:
      return finish(e, b_mul(e, s), s);
    case FloatStep::kFma:
      return finish(e, b_fma(e, s), s);
    case FloatStep::kMin:
      return b_min(e, s);
    case FloatStep::kMax:
      return b_max(e, s);
  }
  return s[0];
}
V float_convert(Emit& e, const V& x0, Ty to) {
  V x = flush(e, x0, false);
  V r = flush(e, e.a.op(to, "OpFConvert", {x}), true);
  return sel(e, is_nan(e, x), convert_nan(e, x, to), r);
}
V float_flush_input(Emit& e, const V& x) {
  return flush(e, x, false);
}
bool float_round_mode_ok(Emit& e) {
  return e.config.float_mode.round == 0 || e.refuse("float-round-mode");
}

V float_round_integral(Emit& e, Ty t, std::string_view name, const V& x) {
  return fp::round_integral(e, t, name, x);
}

}  // namespace vec

V fp::fma_scaled(Emit& e, const Vs& s, const V& log2_scale) {
  return fused(e, s, &log2_scale);
}

}  // namespace rdnavk::xlate
