// 16-bit integer arithmetic of the gfx10 VALU (RDNA2 ISA chapter 6; VOP3 only
// on gfx10): v_add_nc/v_sub_nc in u16 and i16, v_mul_lo_u16, the shifts
// v_lshlrev_b16/v_lshrrev_b16/v_ashrrev_i16, v_min/v_max, v_min3/v_max3/v_med3
// and v_mad in u16 and i16, and v_mad_u32_u16/v_mad_i32_i16. gfx10 has no
// v_subrev_nc_u16 and no conversion between 16-bit and 32-bit integers (a
// 16-bit source of a 32-bit op is a VOP3 op_sel or SDWA matter).
//
// Halves. A 16-bit source is the low half of its register, or the high half
// where op_sel[k] is set; a 16-bit result goes to the low half of the
// destination, or the high half with op_sel[3], and the other half is kept
// (LLVM GCNSubtarget::zeroesHigh16BitsOfDest: "On gfx10, all 16-bit
// instructions preserve the high bits"; vec::write_vdst). op_sel on an inline
// constant or a literal is refused: which half of a constant it picks is not
// published.
//
// Modifiers. The ISA defines VOP3's OPSEL for every 16-bit operand (RDNA2 ISA
// 6.3, VOP3: bit 11 src0, 12 src1, 13 src2, 14 dest), and the drivers' compilers
// set it on v_mul_lo_u16, the shifts and v_min/v_max as on the others
// (radeonsi's clear and copy programs), although LLVM's assembler takes it only
// on the add/sub, mad and min3/max3/med3 forms. Clamp is taken where LLVM
// takes it; a source negation or absolute value and an output modifier are
// refused. Clamp saturates the exact
// result to the destination's range (u16 [0, 0xffff], i16 [-32768, 32767];
// RDNA2 ISA 6.2's integer clamp); a min/max/median cannot leave the range, so
// there it changes nothing. v_mad_u32_u16/v_mad_i32_i16 take op_sel for their
// two 16-bit sources; op_sel[2] (of a 32-bit S2), op_sel[3] (of a 32-bit
// result) and clamp (does the 32-bit sum saturate?) have no published meaning
// there: refused, though LLVM's assembler takes them.
#include <optional>

#include "isa/table.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using namespace vec;
using isa::Field;

enum class Op { kAdd, kSub, kMulLo, kShl, kShr, kAshr, kMin, kMax, kMad, kMin3, kMax3, kMed3 };

// What an instruction's encoding may set: op_sel bits 0-3, clamp.
enum Allowed : unsigned { kSel0 = 1, kSel1 = 2, kSel2 = 4, kSelDst = 8, kClampOk = 16 };
constexpr unsigned kTwoSources = kSel0 | kSel1 | kSelDst | kClampOk;
constexpr unsigned kHalves = kSel0 | kSel1 | kSelDst;  // op_sel, no clamp
constexpr unsigned kThreeSources = kSel0 | kSel1 | kSel2 | kSelDst | kClampOk;
constexpr Field kOpSel[4] = {Field::kOpSel0, Field::kOpSel1, Field::kOpSel2, Field::kOpSel3};

bool modifiers_ok(Emit& e, const Instruction& in, unsigned allowed) {
  for (unsigned i = 0; i < 4; ++i)
    if (in.field(kOpSel[i]) != 0 && (allowed & (1u << i)) == 0) return e.refuse("int16-op-sel");
  if (has_clamp(in) && (allowed & kClampOk) == 0) return e.refuse("integer-clamp");
  if (omod(in) != 0) return e.refuse("integer-output-modifier");
  for (Field f :
       {Field::kNeg0, Field::kNeg1, Field::kNeg2, Field::kAbs0, Field::kAbs1, Field::kAbs2})
    if (in.field(f) != 0) return e.refuse("integer-source-modifier");
  for (const isa::Operand& o : in.operand_list())
    if (o.neg || o.abs) return e.refuse("integer-source-modifier");
  return true;
}

// Source k as 16 bits: op_sel[k] picks a register's high half.
std::optional<V> half_src(Emit& e, const Instruction& in, unsigned k) {
  const isa::Operand& o = in.operands[first_src(in) + k];
  if (in.field(kOpSel[k]) == 0) return e.src_raw(o, Ty::kU16);
  bool reg = o.kind != isa::OperandKind::kImmediate && (o.code >= 256 || o.code < 128);
  if (!reg) {
    e.refuse("int16-op-sel-constant");
    return std::nullopt;
  }
  V w = e.a.op(Ty::kU32, "OpShiftRightLogical", {e.src_raw(o, Ty::kU32), e.a.u32(16)});
  return e.a.op(Ty::kU16, "OpUConvert", {w});
}

// The exact result in 64 bits of sources widened by their signedness (an
// unsigned value is non-negative there, so signed comparisons serve both).
V exact(Emit& e, Op op, bool sign, const std::vector<V>& s) {
  auto& a = e.a;
  std::vector<V> w;
  for (const V& h : s) w.push_back(a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {h}));
  auto bin = [&](const char* opcode, V x, V y) { return a.op(Ty::kU64, opcode, {x, y}); };
  auto lo = [&](V x, V y) { return a.glsl(Ty::kU64, "SMin", {x, y}); };
  auto hi = [&](V x, V y) { return a.glsl(Ty::kU64, "SMax", {x, y}); };
  switch (op) {
    case Op::kAdd:
      return bin("OpIAdd", w[0], w[1]);
    case Op::kSub:
      return bin("OpISub", w[0], w[1]);
    case Op::kMulLo:
      return bin("OpIMul", w[0], w[1]);
    case Op::kMad:
      return bin("OpIAdd", bin("OpIMul", w[0], w[1]), w[2]);
    case Op::kMin:
      return lo(w[0], w[1]);
    case Op::kMax:
      return hi(w[0], w[1]);
    case Op::kMin3:
      return lo(lo(w[0], w[1]), w[2]);
    case Op::kMax3:
      return hi(hi(w[0], w[1]), w[2]);
    case Op::kMed3:
      return hi(lo(w[0], w[1]), lo(hi(w[0], w[1]), w[2]));
    case Op::kShl:
    case Op::kShr:
    case Op::kAshr: {
      // S1 shifted by S0's low 4 bits; the *rev forms take the count first.
      V n = a.op(Ty::kU32, "OpBitwiseAnd", {a.op(Ty::kU32, "OpUConvert", {s[0]}), a.u32(15)});
      const char* sh = op == Op::kShl   ? "OpShiftLeftLogical"
                       : op == Op::kShr ? "OpShiftRightLogical"
                                        : "OpShiftRightArithmetic";
      return a.op(Ty::kU64, sh, {w[1], n});
    }
  }
  return w[0];
}

// A 16-bit op: n sources, the result to a half of the destination, wrapped or
// (clamp) saturated.
bool op16(Emit& e, const Instruction& in, Op op, bool sign, unsigned n, unsigned allowed) {
  if (!modifiers_ok(e, in, allowed)) return false;
  std::vector<V> s;
  for (unsigned k = 0; k < n; ++k) {
    std::optional<V> h = half_src(e, in, k);
    if (!h) return false;
    s.push_back(*h);
  }
  V r = exact(e, op, sign, s);
  if (has_clamp(in)) {
    int64_t lo = sign ? -32768 : 0, hi = sign ? 32767 : 0xffff;
    r = e.a.glsl(Ty::kU64, "SClamp",
                 {r, e.a.u64(static_cast<uint64_t>(lo)), e.a.u64(static_cast<uint64_t>(hi))});
  }
  return write_vdst(e, in, e.a.op(Ty::kU16, "OpUConvert", {r}));
}

// V_MAD_U32_U16 / V_MAD_I32_I16: D.u32 = S0.16 * S1.16 + S2.u32, wrapping.
bool mad32(Emit& e, const Instruction& in, bool sign) {
  if (!modifiers_ok(e, in, kSel0 | kSel1)) return false;
  std::optional<V> a = half_src(e, in, 0), b = half_src(e, in, 1);
  if (!a || !b) return false;
  V c = e.src_raw(in.operands[first_src(in) + 2], Ty::kU32);
  V p = e.a.op(Ty::kU32, "OpIMul",
               {e.a.op(Ty::kU32, sign ? "OpSConvert" : "OpUConvert", {*a}),
                e.a.op(Ty::kU32, sign ? "OpSConvert" : "OpUConvert", {*b})});
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpIAdd", {p, c}));
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)
#define OP16(name, op, sign, n, allowed) OP(name, op16(e, in, Op::op, sign, n, allowed))

const OpEntry kInt16Ops[] = {
    OP16("v_add_nc_u16", kAdd, false, 2, kTwoSources),
    OP16("v_add_nc_i16", kAdd, true, 2, kTwoSources),
    OP16("v_sub_nc_u16", kSub, false, 2, kTwoSources),
    OP16("v_sub_nc_i16", kSub, true, 2, kTwoSources),
    OP16("v_mul_lo_u16", kMulLo, false, 2, kHalves),
    OP16("v_lshlrev_b16", kShl, false, 2, kHalves),
    OP16("v_lshrrev_b16", kShr, false, 2, kHalves),
    OP16("v_ashrrev_i16", kAshr, true, 2, kHalves),
    OP16("v_min_u16", kMin, false, 2, kHalves),
    OP16("v_min_i16", kMin, true, 2, kHalves),
    OP16("v_max_u16", kMax, false, 2, kHalves),
    OP16("v_max_i16", kMax, true, 2, kHalves),
    OP16("v_mad_u16", kMad, false, 3, kThreeSources),
    OP16("v_mad_i16", kMad, true, 3, kThreeSources),
    OP16("v_min3_u16", kMin3, false, 3, kThreeSources),
    OP16("v_min3_i16", kMin3, true, 3, kThreeSources),
    OP16("v_max3_u16", kMax3, false, 3, kThreeSources),
    OP16("v_max3_i16", kMax3, true, 3, kThreeSources),
    OP16("v_med3_u16", kMed3, false, 3, kThreeSources),
    OP16("v_med3_i16", kMed3, true, 3, kThreeSources),
    OP("v_mad_u32_u16", mad32(e, in, false)),
    OP("v_mad_i32_i16", mad32(e, in, true)),
};

#undef OP16
#undef OP

}  // namespace

std::span<const OpEntry> int16_ops() {
  return kInt16Ops;
}

}  // namespace rdnavk::xlate
