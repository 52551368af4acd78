// Scalar ALU and program control: SOP1, SOP2, SOPK, SOPC, SOPP (RDNA2 ISA
// chapters 4 and 5). Every lane of a wave computes the same scalar values.
#include <fmt/format.h>

#include <utility>

#include "isa/program.h"
#include "xlate/emit.h"

namespace rdnavk::xlate {

namespace {

using isa::Instruction;

const isa::Operand& opnd(const Instruction& in, unsigned i) {
  return in.operands[i];
}

// ---- helpers for the common shapes

V s32(Emit& e, const Instruction& in, unsigned i) {
  return e.src_raw(opnd(in, i), Ty::kU32);
}
V s64(Emit& e, const Instruction& in, unsigned i) {
  return e.src_raw(opnd(in, i), Ty::kU64);
}
V ne0(Emit& e, const V& v) {
  return e.a.op(Ty::kBool, "OpINotEqual", {v, e.a.zero(v.ty)});
}

// D = f(S0, S1); SCC = D != 0 when `scc_nonzero`.
template <Ty T>
bool bin(Emit& e, const Instruction& in, const char* op, bool scc_nonzero) {
  V a = e.src_raw(opnd(in, 1), T), b = e.src_raw(opnd(in, 2), T);
  V d = e.a.op(T, op, {a, b});
  if (scc_nonzero) e.set_scc(e.lane_mask_nonzero(d));
  return e.set_sdst(opnd(in, 0), d);
}
// D = ~f(S0, S1) and the n1/n2 forms.
template <Ty T>
bool bin_not(Emit& e, const Instruction& in, const char* op, int invert_src, bool invert_result) {
  V a = e.src_raw(opnd(in, 1), T), b = e.src_raw(opnd(in, 2), T);
  if (invert_src == 1) a = e.a.op(T, "OpNot", {a});
  if (invert_src == 2) b = e.a.op(T, "OpNot", {b});
  V d = e.a.op(T, op, {a, b});
  if (invert_result) d = e.a.op(T, "OpNot", {d});
  e.set_scc(e.lane_mask_nonzero(d));
  return e.set_sdst(opnd(in, 0), d);
}

// Shifts take the low 5 (6) bits of S1.
template <Ty T>
bool shift(Emit& e, const Instruction& in, const char* op) {
  V a = e.src_raw(opnd(in, 1), T);
  V n = e.a.op(Ty::kU32, "OpBitwiseAnd", {s32(e, in, 2), e.a.u32(type_bits(T) - 1)});
  V d = e.a.op(T, op, {a, n});
  e.set_scc(ne0(e, d));
  return e.set_sdst(opnd(in, 0), d);
}

bool add_u32(Emit& e, const Instruction& in, bool carry_in, bool sub) {
  V a = e.a.op(Ty::kU64, "OpUConvert", {s32(e, in, 1)});
  V b = e.a.op(Ty::kU64, "OpUConvert", {s32(e, in, 2)});
  V r = e.a.op(Ty::kU64, sub ? "OpISub" : "OpIAdd", {a, b});
  if (carry_in)
    r = e.a.op(Ty::kU64, sub ? "OpISub" : "OpIAdd", {r, e.from_bool(e.scc(), Ty::kU64)});
  // Carry (or borrow): bit 32 of the 64-bit result.
  e.set_scc(ne0(e, e.a.op(Ty::kU64, "OpShiftRightLogical", {r, e.a.u32(32)})));
  return e.set_sdst(opnd(in, 0), e.lo(r));
}

bool add_i32(Emit& e, const Instruction& in, bool sub) {
  V a = s32(e, in, 1), b = s32(e, in, 2);
  V d = e.a.op(Ty::kU32, sub ? "OpISub" : "OpIAdd", {a, b});
  // Signed overflow: the operands' signs (after negating S1 for sub) agree and
  // the result's differs.
  V sa = e.a.op(Ty::kU32, "OpShiftRightLogical", {a, e.a.u32(31)});
  V sb = e.a.op(Ty::kU32, "OpShiftRightLogical", {b, e.a.u32(31)});
  V sd = e.a.op(Ty::kU32, "OpShiftRightLogical", {d, e.a.u32(31)});
  V same =
      sub ? e.a.op(Ty::kBool, "OpINotEqual", {sa, sb}) : e.a.op(Ty::kBool, "OpIEqual", {sa, sb});
  V ovf = e.a.op(Ty::kBool, "OpLogicalAnd", {same, e.a.op(Ty::kBool, "OpINotEqual", {sa, sd})});
  e.set_scc(ovf);
  return e.set_sdst(opnd(in, 0), d);
}

bool minmax(Emit& e, const Instruction& in, const char* cmp) {
  V a = s32(e, in, 1), b = s32(e, in, 2);
  V c = e.a.op(Ty::kBool, cmp, {a, b});
  e.set_scc(c);
  return e.set_sdst(opnd(in, 0), e.a.op(Ty::kU32, "OpSelect", {c, a, b}));
}

template <Ty T>
bool cselect(Emit& e, const Instruction& in) {
  V a = e.src_raw(opnd(in, 1), T), b = e.src_raw(opnd(in, 2), T);
  return e.set_sdst(opnd(in, 0), e.a.op(T, "OpSelect", {e.scc(), a, b}));
}

// S_BFE: S1[4:0] (5:0 for 64 bits) offset, S1[22:16] width.
template <Ty T>
bool bfe(Emit& e, const Instruction& in, bool sign) {
  unsigned w = type_bits(T);
  V a = e.src_raw(opnd(in, 1), T);
  V s1 = s32(e, in, 2);
  V off = e.a.op(Ty::kU32, "OpBitwiseAnd", {s1, e.a.u32(w - 1)});
  V width = e.a.op(Ty::kU32, "OpBitFieldUExtract", {s1, e.a.u32(16), e.a.u32(7)});
  // Width 0 gives 0; offset + width past the top takes the bits that exist.
  V shifted = e.a.op(T, "OpShiftRightLogical", {a, off});
  V avail = e.a.op(Ty::kU32, "OpISub", {e.a.u32(w), off});
  V wclamp = e.a.glsl(Ty::kU32, "UMin", {width, avail});
  V full = e.a.op(Ty::kBool, "OpUGreaterThanEqual", {wclamp, e.a.u32(w)});
  V up = e.a.op(Ty::kU32, "OpBitwiseAnd",
                {e.a.op(Ty::kU32, "OpISub", {e.a.u32(w), wclamp}), e.a.u32(w - 1)});
  V field = e.a.op(T, "OpShiftLeftLogical", {shifted, up});
  field = e.a.op(T, sign ? "OpShiftRightArithmetic" : "OpShiftRightLogical", {field, up});
  V zero_w = e.a.op(Ty::kBool, "OpIEqual", {wclamp, e.a.u32(0)});
  V d = e.a.op(T, "OpSelect", {full, shifted, field});
  d = e.a.op(T, "OpSelect", {zero_w, e.a.zero(T), d});
  e.set_scc(ne0(e, d));
  return e.set_sdst(opnd(in, 0), d);
}

template <Ty T>
bool bfm(Emit& e, const Instruction& in) {
  unsigned w = type_bits(T);
  V width = e.a.op(Ty::kU32, "OpBitwiseAnd", {s32(e, in, 1), e.a.u32(w - 1)});
  V off = e.a.op(Ty::kU32, "OpBitwiseAnd", {s32(e, in, 2), e.a.u32(w - 1)});
  V one = T == Ty::kU64 ? e.a.u64(1) : e.a.u32(1);
  V m = e.a.op(T, "OpISub", {e.a.op(T, "OpShiftLeftLogical", {one, width}), one});
  return e.set_sdst(opnd(in, 0), e.a.op(T, "OpShiftLeftLogical", {m, off}));
}

bool lshl_add(Emit& e, const Instruction& in, unsigned n) {
  V a = e.a.op(Ty::kU64, "OpUConvert", {s32(e, in, 1)});
  V b = e.a.op(Ty::kU64, "OpUConvert", {s32(e, in, 2)});
  V r = e.a.op(Ty::kU64, "OpIAdd", {e.a.op(Ty::kU64, "OpShiftLeftLogical", {a, e.a.u32(n)}), b});
  // SCC: the sum past 32 bits.
  e.set_scc(ne0(e, e.a.op(Ty::kU64, "OpShiftRightLogical", {r, e.a.u32(32)})));
  return e.set_sdst(opnd(in, 0), e.lo(r));
}

bool pack(Emit& e, const Instruction& in, bool hi0, bool hi1) {
  V a = s32(e, in, 1), b = s32(e, in, 2);
  V lo = hi0 ? e.a.op(Ty::kU32, "OpShiftRightLogical", {a, e.a.u32(16)})
             : e.a.op(Ty::kU32, "OpBitwiseAnd", {a, e.a.u32(0xffff)});
  V hi = hi1 ? e.a.op(Ty::kU32, "OpBitwiseAnd", {b, e.a.u32(0xffff0000u)})
             : e.a.op(Ty::kU32, "OpShiftLeftLogical", {b, e.a.u32(16)});
  return e.set_sdst(opnd(in, 0), e.a.op(Ty::kU32, "OpBitwiseOr", {lo, hi}));
}

bool mul_hi(Emit& e, const Instruction& in, bool sign) {
  V a = s32(e, in, 1), b = s32(e, in, 2);
  V wa = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {a});
  V wb = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {b});
  return e.set_sdst(opnd(in, 0), e.hi(e.a.op(Ty::kU64, "OpIMul", {wa, wb})));
}

// ---- SOP1

template <Ty T>
bool mov(Emit& e, const Instruction& in) {
  return e.set_sdst(opnd(in, 0), e.src_raw(opnd(in, 1), T));
}
template <Ty T>
bool cmov(Emit& e, const Instruction& in) {
  V s = e.src_raw(opnd(in, 1), T);
  V old = e.src_raw(opnd(in, 0), T);
  return e.set_sdst(opnd(in, 0), e.a.op(T, "OpSelect", {e.scc(), s, old}));
}
template <Ty T>
bool not_(Emit& e, const Instruction& in) {
  V d = e.a.op(T, "OpNot", {e.src_raw(opnd(in, 1), T)});
  e.set_scc(e.lane_mask_nonzero(d));
  return e.set_sdst(opnd(in, 0), d);
}
template <Ty T>
bool bcnt(Emit& e, const Instruction& in, bool ones) {
  V s = e.src_raw(opnd(in, 1), T);
  if (!ones) s = e.a.op(T, "OpNot", {s});
  // Vulkan counts bits of 32-bit values only.
  V d = T == Ty::kU64 ? e.a.op(Ty::kU32, "OpIAdd",
                               {e.a.op(Ty::kU32, "OpBitCount", {e.lo(s)}),
                                e.a.op(Ty::kU32, "OpBitCount", {e.hi(s)})})
                      : e.a.op(Ty::kU32, "OpBitCount", {s});
  e.set_scc(ne0(e, d));
  return e.set_sdst(opnd(in, 0), d);
}
// S_BITREPLICATE_B64_B32: bit i of S0 becomes bits 2i and 2i+1 of D.
bool bitreplicate(Emit& e, const Instruction& in) {
  V x = e.a.op(Ty::kU64, "OpUConvert", {s32(e, in, 1)});
  const std::pair<unsigned, uint64_t> steps[] = {{16, 0x0000ffff0000ffffull},
                                                 {8, 0x00ff00ff00ff00ffull},
                                                 {4, 0x0f0f0f0f0f0f0f0full},
                                                 {2, 0x3333333333333333ull},
                                                 {1, 0x5555555555555555ull}};
  for (auto [shift, mask] : steps) {
    V spread = e.a.op(Ty::kU64, "OpBitwiseOr",
                      {x, e.a.op(Ty::kU64, "OpShiftLeftLogical", {x, e.a.u32(shift)})});
    x = e.a.op(Ty::kU64, "OpBitwiseAnd", {spread, e.a.u64(mask)});
  }
  return e.set_sdst(opnd(in, 0),
                    e.a.op(Ty::kU64, "OpBitwiseOr",
                           {x, e.a.op(Ty::kU64, "OpShiftLeftLogical", {x, e.a.u32(1)})}));
}
// S_WQM: each group of four bits (a quad of lanes) all ones where any of its
// bits is set, else zeros; SCC = the result is not zero.
template <Ty T>
bool wqm(Emit& e, const Instruction& in) {
  auto& a = e.a;
  auto k = [&](uint64_t v) { return T == Ty::kU64 ? a.u64(v) : a.u32(static_cast<uint32_t>(v)); };
  V x = e.src_raw(opnd(in, 1), T);
  V t = a.op(T, "OpBitwiseOr", {x, a.op(T, "OpShiftRightLogical", {x, a.u32(1)})});
  t = a.op(T, "OpBitwiseOr", {t, a.op(T, "OpShiftRightLogical", {t, a.u32(2)})});
  t = a.op(T, "OpBitwiseAnd", {t, k(0x1111111111111111ull)});
  V d = a.op(T, "OpIMul", {t, k(0xf)});
  e.set_scc(e.lane_mask_nonzero(d));
  return e.set_sdst(opnd(in, 0), d);
}
template <Ty T>
bool brev(Emit& e, const Instruction& in) {
  V s = e.src_raw(opnd(in, 1), T);
  if (T == Ty::kU32) return e.set_sdst(opnd(in, 0), e.a.op(T, "OpBitReverse", {s}));
  // 64 bits: each half reversed, and the halves swapped.
  V l = e.a.op(Ty::kU32, "OpBitReverse", {e.lo(s)}),
    h = e.a.op(Ty::kU32, "OpBitReverse", {e.hi(s)});
  return e.set_sdst(opnd(in, 0), e.join(h, l));
}
// S_FF1_I32: the lowest set bit's number, -1 (all ones) when none; S_FF0 the
// lowest clear bit.
template <Ty T>
bool ff(Emit& e, const Instruction& in, bool ones) {
  V s = e.src_raw(opnd(in, 1), T);
  if (!ones) s = e.a.op(T, "OpNot", {s});
  V r;
  if (T == Ty::kU64) {
    V l = e.lo(s), h = e.hi(s);
    V fl = e.a.glsl(Ty::kU32, "FindILsb", {l});
    V fh = e.a.glsl(Ty::kU32, "FindILsb", {h});
    V fh32 =
        e.a.op(Ty::kU32, "OpSelect",
               {ne0(e, h), e.a.op(Ty::kU32, "OpIAdd", {fh, e.a.u32(32)}), e.a.u32(0xffffffffu)});
    r = e.a.op(Ty::kU32, "OpSelect", {ne0(e, l), fl, fh32});
  } else {
    r = e.a.glsl(Ty::kU32, "FindILsb", {s});
  }
  return e.set_sdst(opnd(in, 0), r);
}
// S_FLBIT_I32_B32: bits from the top to the first 1, -1 when none.
template <Ty T>
bool flbit(Emit& e, const Instruction& in) {
  V s = e.src_raw(opnd(in, 1), T);
  V r;
  if (T == Ty::kU64) {
    V l = e.lo(s), h = e.hi(s);
    V ml = e.a.glsl(Ty::kU32, "FindUMsb", {l});
    V mh = e.a.glsl(Ty::kU32, "FindUMsb", {h});
    V from_h = e.a.op(Ty::kU32, "OpISub", {e.a.u32(31), mh});
    V from_l = e.a.op(Ty::kU32, "OpISub", {e.a.u32(63), ml});
    V none = e.a.op(Ty::kBool, "OpIEqual", {s, e.a.u64(0)});
    r = e.a.op(Ty::kU32, "OpSelect", {ne0(e, h), from_h, from_l});
    r = e.a.op(Ty::kU32, "OpSelect", {none, e.a.u32(0xffffffffu), r});
  } else {
    V m = e.a.glsl(Ty::kU32, "FindUMsb", {s});
    V none = e.a.op(Ty::kBool, "OpIEqual", {s, e.a.u32(0)});
    r = e.a.op(Ty::kU32, "OpSelect",
               {none, e.a.u32(0xffffffffu), e.a.op(Ty::kU32, "OpISub", {e.a.u32(31), m})});
  }
  return e.set_sdst(opnd(in, 0), r);
}
// S_FLBIT_I32: bits from the top to the first bit that differs from the sign.
bool flbit_i32(Emit& e, const Instruction& in) {
  V s = s32(e, in, 1);
  V m = e.a.glsl(Ty::kU32, "FindSMsb", {s});
  V none = e.a.op(Ty::kBool, "OpIEqual", {m, e.a.u32(0xffffffffu)});
  V r = e.a.op(Ty::kU32, "OpSelect",
               {none, e.a.u32(0xffffffffu), e.a.op(Ty::kU32, "OpISub", {e.a.u32(31), m})});
  return e.set_sdst(opnd(in, 0), r);
}
bool sext(Emit& e, const Instruction& in, unsigned bits) {
  return e.set_sdst(opnd(in, 0), e.a.op(Ty::kU32, "OpBitFieldSExtract",
                                        {s32(e, in, 1), e.a.u32(0), e.a.u32(bits)}));
}
template <Ty T>
bool bitset(Emit& e, const Instruction& in, bool one) {
  V n = e.a.op(Ty::kU32, "OpBitwiseAnd", {s32(e, in, 1), e.a.u32(type_bits(T) - 1)});
  V one_v = T == Ty::kU64 ? e.a.u64(1) : e.a.u32(1);
  V bit = e.a.op(T, "OpShiftLeftLogical", {one_v, n});
  V old = e.src_raw(opnd(in, 0), T);
  V d = one ? e.a.op(T, "OpBitwiseOr", {old, bit})
            : e.a.op(T, "OpBitwiseAnd", {old, e.a.op(T, "OpNot", {bit})});
  return e.set_sdst(opnd(in, 0), d);
}
bool abs_i32(Emit& e, const Instruction& in) {
  V d = e.a.glsl(Ty::kU32, "SAbs", {s32(e, in, 1)});
  e.set_scc(ne0(e, d));
  return e.set_sdst(opnd(in, 0), d);
}

// S_*_SAVEEXEC: D = EXEC; EXEC = f(S0, EXEC); SCC = EXEC != 0. The *_WREXEC
// forms write the new EXEC to D as well.
enum class ExecOp { kAnd, kOr, kXor, kAndn2, kOrn2, kNand, kNor, kXnor, kAndn1, kOrn1 };
template <Ty T>
bool saveexec(Emit& e, const Instruction& in, ExecOp op, bool wrexec) {
  V s = e.src_raw(opnd(in, 1), T);
  V x = T == Ty::kU64 ? e.exec() : e.lo(e.exec());
  auto& a = e.a;
  V n;
  switch (op) {
    case ExecOp::kAnd:
      n = a.op(T, "OpBitwiseAnd", {s, x});
      break;
    case ExecOp::kOr:
      n = a.op(T, "OpBitwiseOr", {s, x});
      break;
    case ExecOp::kXor:
      n = a.op(T, "OpBitwiseXor", {s, x});
      break;
    case ExecOp::kAndn2:
      n = a.op(T, "OpBitwiseAnd", {s, a.op(T, "OpNot", {x})});
      break;
    case ExecOp::kOrn2:
      n = a.op(T, "OpBitwiseOr", {s, a.op(T, "OpNot", {x})});
      break;
    case ExecOp::kNand:
      n = a.op(T, "OpNot", {a.op(T, "OpBitwiseAnd", {s, x})});
      break;
    case ExecOp::kNor:
      n = a.op(T, "OpNot", {a.op(T, "OpBitwiseOr", {s, x})});
      break;
    case ExecOp::kXnor:
      n = a.op(T, "OpNot", {a.op(T, "OpBitwiseXor", {s, x})});
      break;
    case ExecOp::kAndn1:
      n = a.op(T, "OpBitwiseAnd", {a.op(T, "OpNot", {s}), x});
      break;
    case ExecOp::kOrn1:
      n = a.op(T, "OpBitwiseOr", {a.op(T, "OpNot", {s}), x});
      break;
  }
  e.set_scc(e.lane_mask_nonzero(n));
  if (!e.set_sdst(opnd(in, 0), wrexec ? n : x)) return false;
  e.set_exec(T == Ty::kU64 ? n : e.join(n, e.a.u32(0)));
  return true;
}

bool getpc(Emit& e, const Instruction& in) {
  V pc = e.a.op(Ty::kU64, "OpIAdd", {e.program_va(), e.a.u64(e.next_offset)});
  return e.set_sdst(opnd(in, 0), pc);
}
bool setpc(Emit& e, const Instruction& in) {
  e.jump_to_address(s64(e, in, 0));
  return true;
}
bool swappc(Emit& e, const Instruction& in) {
  V target = s64(e, in, 1);
  V ret = e.a.op(Ty::kU64, "OpIAdd", {e.program_va(), e.a.u64(e.next_offset)});
  if (!e.set_sdst(opnd(in, 0), ret)) return false;
  // The return point must be a case of its own.
  e.block_id(e.next_offset);
  e.jump_to_address(target);
  return true;
}

// ---- SOPK: D = sext(simm16) etc.

V simm16(Emit& e, const Instruction& in, unsigned i, bool sign) {
  uint32_t v = opnd(in, i).value & 0xffff;
  if (sign) v = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(v)));
  return e.a.u32(v);
}
bool movk(Emit& e, const Instruction& in) {
  return e.set_sdst(opnd(in, 0), simm16(e, in, 1, true));
}
bool cmovk(Emit& e, const Instruction& in) {
  V old = s32(e, in, 0);
  return e.set_sdst(opnd(in, 0),
                    e.a.op(Ty::kU32, "OpSelect", {e.scc(), simm16(e, in, 1, true), old}));
}
bool cmpk(Emit& e, const Instruction& in, const char* op, bool sign) {
  e.set_scc(e.a.op(Ty::kBool, op, {s32(e, in, 0), simm16(e, in, 1, sign)}));
  return true;
}
bool addk(Emit& e, const Instruction& in) {
  V a = s32(e, in, 0), b = simm16(e, in, 1, true);
  V d = e.a.op(Ty::kU32, "OpIAdd", {a, b});
  V sa = e.a.op(Ty::kU32, "OpShiftRightLogical", {a, e.a.u32(31)});
  V sb = e.a.op(Ty::kU32, "OpShiftRightLogical", {b, e.a.u32(31)});
  V sd = e.a.op(Ty::kU32, "OpShiftRightLogical", {d, e.a.u32(31)});
  e.set_scc(e.a.op(
      Ty::kBool, "OpLogicalAnd",
      {e.a.op(Ty::kBool, "OpIEqual", {sa, sb}), e.a.op(Ty::kBool, "OpINotEqual", {sa, sd})}));
  return e.set_sdst(opnd(in, 0), d);
}
bool mulk(Emit& e, const Instruction& in) {
  return e.set_sdst(opnd(in, 0),
                    e.a.op(Ty::kU32, "OpIMul", {s32(e, in, 0), simm16(e, in, 1, true)}));
}
bool call(Emit& e, const Instruction& in) {
  int64_t target = 0;
  if (!isa::branch_target(in, e.offset, &target) || target < 0) return e.refuse("branch-target");
  V ret = e.a.op(Ty::kU64, "OpIAdd", {e.program_va(), e.a.u64(e.next_offset)});
  if (!e.set_sdst(opnd(in, 0), ret)) return false;
  e.block_id(e.next_offset);
  e.jump_to(static_cast<uint32_t>(target));
  return true;
}

// ---- SOPC

template <Ty T>
bool cmp(Emit& e, const Instruction& in, const char* op) {
  e.set_scc(e.a.op(Ty::kBool, op, {e.src_raw(opnd(in, 0), T), e.src_raw(opnd(in, 1), T)}));
  return true;
}
template <Ty T>
bool bitcmp(Emit& e, const Instruction& in, bool one) {
  V n = e.a.op(Ty::kU32, "OpBitwiseAnd", {s32(e, in, 1), e.a.u32(type_bits(T) - 1)});
  V bit = e.a.op(T, "OpBitwiseAnd",
                 {e.a.op(T, "OpShiftRightLogical", {e.src_raw(opnd(in, 0), T), n}),
                  T == Ty::kU64 ? e.a.u64(1) : e.a.u32(1)});
  V set = ne0(e, bit);
  e.set_scc(one ? set : e.a.op(Ty::kBool, "OpLogicalNot", {set}));
  return true;
}

// ---- SOPP

bool branch(Emit& e, const Instruction& in) {
  int64_t target = 0;
  if (!isa::branch_target(in, e.offset, &target) || target < 0) return e.refuse("branch-target");
  e.jump_to(static_cast<uint32_t>(target));
  return true;
}
enum class Cond { kScc0, kScc1, kVccz, kVccnz, kExecz, kExecnz };
bool cbranch(Emit& e, const Instruction& in, Cond c) {
  int64_t target = 0;
  if (!isa::branch_target(in, e.offset, &target) || target < 0) return e.refuse("branch-target");
  V taken;
  switch (c) {
    case Cond::kScc0:
      taken = e.a.op(Ty::kBool, "OpLogicalNot", {e.scc()});
      break;
    case Cond::kScc1:
      taken = e.scc();
      break;
    case Cond::kVccz:
      taken = e.a.op(Ty::kBool, "OpLogicalNot", {e.lane_mask_nonzero(e.vcc())});
      break;
    case Cond::kVccnz:
      taken = e.lane_mask_nonzero(e.vcc());
      break;
    case Cond::kExecz:
      taken = e.a.op(Ty::kBool, "OpLogicalNot", {e.lane_mask_nonzero(e.exec())});
      break;
    case Cond::kExecnz:
      taken = e.lane_mask_nonzero(e.exec());
      break;
  }
  e.branch(taken, static_cast<uint32_t>(target));
  return true;
}
bool endpgm(Emit& e, const Instruction&) {
  e.end_wave();
  return true;
}
bool barrier(Emit& e, const Instruction&) {
  e.workgroup_barrier();
  return true;
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)

constexpr Ty U32 = Ty::kU32, U64 = Ty::kU64;

const OpEntry kScalarOps[] = {
    // SOP2
    OP("s_add_u32", add_u32(e, in, false, false)),
    OP("s_sub_u32", add_u32(e, in, false, true)),
    OP("s_addc_u32", add_u32(e, in, true, false)),
    OP("s_subb_u32", add_u32(e, in, true, true)),
    OP("s_add_i32", add_i32(e, in, false)),
    OP("s_sub_i32", add_i32(e, in, true)),
    OP("s_min_i32", minmax(e, in, "OpSLessThan")),
    OP("s_min_u32", minmax(e, in, "OpULessThan")),
    OP("s_max_i32", minmax(e, in, "OpSGreaterThan")),
    OP("s_max_u32", minmax(e, in, "OpUGreaterThan")),
    OP("s_cselect_b32", cselect<U32>(e, in)),
    OP("s_cselect_b64", cselect<U64>(e, in)),
    OP("s_and_b32", bin<U32>(e, in, "OpBitwiseAnd", true)),
    OP("s_and_b64", bin<U64>(e, in, "OpBitwiseAnd", true)),
    OP("s_or_b32", bin<U32>(e, in, "OpBitwiseOr", true)),
    OP("s_or_b64", bin<U64>(e, in, "OpBitwiseOr", true)),
    OP("s_xor_b32", bin<U32>(e, in, "OpBitwiseXor", true)),
    OP("s_xor_b64", bin<U64>(e, in, "OpBitwiseXor", true)),
    OP("s_andn2_b32", bin_not<U32>(e, in, "OpBitwiseAnd", 2, false)),
    OP("s_andn2_b64", bin_not<U64>(e, in, "OpBitwiseAnd", 2, false)),
    OP("s_orn2_b32", bin_not<U32>(e, in, "OpBitwiseOr", 2, false)),
    OP("s_orn2_b64", bin_not<U64>(e, in, "OpBitwiseOr", 2, false)),
    OP("s_nand_b32", bin_not<U32>(e, in, "OpBitwiseAnd", 0, true)),
    OP("s_nand_b64", bin_not<U64>(e, in, "OpBitwiseAnd", 0, true)),
    OP("s_nor_b32", bin_not<U32>(e, in, "OpBitwiseOr", 0, true)),
    OP("s_nor_b64", bin_not<U64>(e, in, "OpBitwiseOr", 0, true)),
    OP("s_xnor_b32", bin_not<U32>(e, in, "OpBitwiseXor", 0, true)),
    OP("s_xnor_b64", bin_not<U64>(e, in, "OpBitwiseXor", 0, true)),
    OP("s_lshl_b32", shift<U32>(e, in, "OpShiftLeftLogical")),
    OP("s_lshl_b64", shift<U64>(e, in, "OpShiftLeftLogical")),
    OP("s_lshr_b32", shift<U32>(e, in, "OpShiftRightLogical")),
    OP("s_lshr_b64", shift<U64>(e, in, "OpShiftRightLogical")),
    OP("s_ashr_i32", shift<U32>(e, in, "OpShiftRightArithmetic")),
    OP("s_ashr_i64", shift<U64>(e, in, "OpShiftRightArithmetic")),
    OP("s_bfm_b32", bfm<U32>(e, in)),
    OP("s_bfm_b64", bfm<U64>(e, in)),
    OP("s_mul_i32", bin<U32>(e, in, "OpIMul", false)),
    OP("s_mul_hi_u32", mul_hi(e, in, false)),
    OP("s_mul_hi_i32", mul_hi(e, in, true)),
    OP("s_bfe_u32", bfe<U32>(e, in, false)),
    OP("s_bfe_i32", bfe<U32>(e, in, true)),
    OP("s_bfe_u64", bfe<U64>(e, in, false)),
    OP("s_bfe_i64", bfe<U64>(e, in, true)),
    OP("s_lshl1_add_u32", lshl_add(e, in, 1)),
    OP("s_lshl2_add_u32", lshl_add(e, in, 2)),
    OP("s_lshl3_add_u32", lshl_add(e, in, 3)),
    OP("s_lshl4_add_u32", lshl_add(e, in, 4)),
    OP("s_pack_ll_b32_b16", pack(e, in, false, false)),
    OP("s_pack_lh_b32_b16", pack(e, in, false, true)),
    OP("s_pack_hh_b32_b16", pack(e, in, true, true)),
    // SOP1
    OP("s_mov_b32", mov<U32>(e, in)),
    OP("s_mov_b64", mov<U64>(e, in)),
    OP("s_cmov_b32", cmov<U32>(e, in)),
    OP("s_cmov_b64", cmov<U64>(e, in)),
    OP("s_not_b32", not_<U32>(e, in)),
    OP("s_not_b64", not_<U64>(e, in)),
    OP("s_brev_b32", brev<U32>(e, in)),
    OP("s_brev_b64", brev<U64>(e, in)),
    OP("s_wqm_b32", wqm<U32>(e, in)),
    OP("s_wqm_b64", wqm<U64>(e, in)),
    OP("s_bitreplicate_b64_b32", bitreplicate(e, in)),
    OP("s_bcnt0_i32_b32", bcnt<U32>(e, in, false)),
    OP("s_bcnt0_i32_b64", bcnt<U64>(e, in, false)),
    OP("s_bcnt1_i32_b32", bcnt<U32>(e, in, true)),
    OP("s_bcnt1_i32_b64", bcnt<U64>(e, in, true)),
    OP("s_ff0_i32_b32", ff<U32>(e, in, false)),
    OP("s_ff0_i32_b64", ff<U64>(e, in, false)),
    OP("s_ff1_i32_b32", ff<U32>(e, in, true)),
    OP("s_ff1_i32_b64", ff<U64>(e, in, true)),
    OP("s_flbit_i32_b32", flbit<U32>(e, in)),
    OP("s_flbit_i32_b64", flbit<U64>(e, in)),
    OP("s_flbit_i32", flbit_i32(e, in)),
    OP("s_sext_i32_i8", sext(e, in, 8)),
    OP("s_sext_i32_i16", sext(e, in, 16)),
    OP("s_bitset0_b32", bitset<U32>(e, in, false)),
    OP("s_bitset0_b64", bitset<U64>(e, in, false)),
    OP("s_bitset1_b32", bitset<U32>(e, in, true)),
    OP("s_bitset1_b64", bitset<U64>(e, in, true)),
    OP("s_abs_i32", abs_i32(e, in)),
    OP("s_getpc_b64", getpc(e, in)),
    OP("s_setpc_b64", setpc(e, in)),
    OP("s_swappc_b64", swappc(e, in)),
    OP("s_and_saveexec_b32", saveexec<U32>(e, in, ExecOp::kAnd, false)),
    OP("s_and_saveexec_b64", saveexec<U64>(e, in, ExecOp::kAnd, false)),
    OP("s_or_saveexec_b32", saveexec<U32>(e, in, ExecOp::kOr, false)),
    OP("s_or_saveexec_b64", saveexec<U64>(e, in, ExecOp::kOr, false)),
    OP("s_xor_saveexec_b32", saveexec<U32>(e, in, ExecOp::kXor, false)),
    OP("s_xor_saveexec_b64", saveexec<U64>(e, in, ExecOp::kXor, false)),
    OP("s_andn2_saveexec_b32", saveexec<U32>(e, in, ExecOp::kAndn2, false)),
    OP("s_andn2_saveexec_b64", saveexec<U64>(e, in, ExecOp::kAndn2, false)),
    OP("s_orn2_saveexec_b32", saveexec<U32>(e, in, ExecOp::kOrn2, false)),
    OP("s_orn2_saveexec_b64", saveexec<U64>(e, in, ExecOp::kOrn2, false)),
    OP("s_nand_saveexec_b32", saveexec<U32>(e, in, ExecOp::kNand, false)),
    OP("s_nand_saveexec_b64", saveexec<U64>(e, in, ExecOp::kNand, false)),
    OP("s_nor_saveexec_b32", saveexec<U32>(e, in, ExecOp::kNor, false)),
    OP("s_nor_saveexec_b64", saveexec<U64>(e, in, ExecOp::kNor, false)),
    OP("s_xnor_saveexec_b32", saveexec<U32>(e, in, ExecOp::kXnor, false)),
    OP("s_xnor_saveexec_b64", saveexec<U64>(e, in, ExecOp::kXnor, false)),
    OP("s_andn1_saveexec_b32", saveexec<U32>(e, in, ExecOp::kAndn1, false)),
    OP("s_andn1_saveexec_b64", saveexec<U64>(e, in, ExecOp::kAndn1, false)),
    OP("s_orn1_saveexec_b32", saveexec<U32>(e, in, ExecOp::kOrn1, false)),
    OP("s_orn1_saveexec_b64", saveexec<U64>(e, in, ExecOp::kOrn1, false)),
    OP("s_andn1_wrexec_b32", saveexec<U32>(e, in, ExecOp::kAndn1, true)),
    OP("s_andn1_wrexec_b64", saveexec<U64>(e, in, ExecOp::kAndn1, true)),
    OP("s_andn2_wrexec_b32", saveexec<U32>(e, in, ExecOp::kAndn2, true)),
    OP("s_andn2_wrexec_b64", saveexec<U64>(e, in, ExecOp::kAndn2, true)),
    // SOPK
    OP("s_movk_i32", movk(e, in)),
    OP("s_cmovk_i32", cmovk(e, in)),
    OP("s_cmpk_eq_i32", cmpk(e, in, "OpIEqual", true)),
    OP("s_cmpk_lg_i32", cmpk(e, in, "OpINotEqual", true)),
    OP("s_cmpk_gt_i32", cmpk(e, in, "OpSGreaterThan", true)),
    OP("s_cmpk_ge_i32", cmpk(e, in, "OpSGreaterThanEqual", true)),
    OP("s_cmpk_lt_i32", cmpk(e, in, "OpSLessThan", true)),
    OP("s_cmpk_le_i32", cmpk(e, in, "OpSLessThanEqual", true)),
    OP("s_cmpk_eq_u32", cmpk(e, in, "OpIEqual", false)),
    OP("s_cmpk_lg_u32", cmpk(e, in, "OpINotEqual", false)),
    OP("s_cmpk_gt_u32", cmpk(e, in, "OpUGreaterThan", false)),
    OP("s_cmpk_ge_u32", cmpk(e, in, "OpUGreaterThanEqual", false)),
    OP("s_cmpk_lt_u32", cmpk(e, in, "OpULessThan", false)),
    OP("s_cmpk_le_u32", cmpk(e, in, "OpULessThanEqual", false)),
    OP("s_addk_i32", addk(e, in)),
    OP("s_mulk_i32", mulk(e, in)),
    OP("s_call_b64", call(e, in)),
    OP("s_version", true),
    OP("s_waitcnt_vscnt", true),
    OP("s_waitcnt_vmcnt", true),
    OP("s_waitcnt_expcnt", true),
    OP("s_waitcnt_lgkmcnt", true),
    // SOPC
    OP("s_cmp_eq_i32", cmp<U32>(e, in, "OpIEqual")),
    OP("s_cmp_lg_i32", cmp<U32>(e, in, "OpINotEqual")),
    OP("s_cmp_gt_i32", cmp<U32>(e, in, "OpSGreaterThan")),
    OP("s_cmp_ge_i32", cmp<U32>(e, in, "OpSGreaterThanEqual")),
    OP("s_cmp_lt_i32", cmp<U32>(e, in, "OpSLessThan")),
    OP("s_cmp_le_i32", cmp<U32>(e, in, "OpSLessThanEqual")),
    OP("s_cmp_eq_u32", cmp<U32>(e, in, "OpIEqual")),
    OP("s_cmp_lg_u32", cmp<U32>(e, in, "OpINotEqual")),
    OP("s_cmp_gt_u32", cmp<U32>(e, in, "OpUGreaterThan")),
    OP("s_cmp_ge_u32", cmp<U32>(e, in, "OpUGreaterThanEqual")),
    OP("s_cmp_lt_u32", cmp<U32>(e, in, "OpULessThan")),
    OP("s_cmp_le_u32", cmp<U32>(e, in, "OpULessThanEqual")),
    OP("s_cmp_eq_u64", cmp<U64>(e, in, "OpIEqual")),
    OP("s_cmp_lg_u64", cmp<U64>(e, in, "OpINotEqual")),
    OP("s_bitcmp0_b32", bitcmp<U32>(e, in, false)),
    OP("s_bitcmp1_b32", bitcmp<U32>(e, in, true)),
    OP("s_bitcmp0_b64", bitcmp<U64>(e, in, false)),
    OP("s_bitcmp1_b64", bitcmp<U64>(e, in, true)),
    // SOPP
    OP("s_nop", true),
    OP("s_endpgm", endpgm(e, in)),
    OP("s_code_end", endpgm(e, in)),
    OP("s_branch", branch(e, in)),
    OP("s_cbranch_scc0", cbranch(e, in, Cond::kScc0)),
    OP("s_cbranch_scc1", cbranch(e, in, Cond::kScc1)),
    OP("s_cbranch_vccz", cbranch(e, in, Cond::kVccz)),
    OP("s_cbranch_vccnz", cbranch(e, in, Cond::kVccnz)),
    OP("s_cbranch_execz", cbranch(e, in, Cond::kExecz)),
    OP("s_cbranch_execnz", cbranch(e, in, Cond::kExecnz)),
    OP("s_barrier", barrier(e, in)),
    OP("s_waitcnt", true),
    OP("s_waitcnt_depctr", true),
    OP("s_sleep", true),
    OP("s_setprio", true),
    OP("s_inst_prefetch", true),
    OP("s_clause", true),
    OP("s_icache_inv", true),
    OP("s_ttracedata", true),
};

#undef OP

}  // namespace

std::span<const OpEntry> scalar_ops() {
  return kScalarOps;
}

}  // namespace rdnavk::xlate
