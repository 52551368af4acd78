// Vector ALU: integer and bit operations, moves, selects, compares and the
// lane-crossing moves (RDNA2 ISA chapter 6). Float arithmetic is in
// ops_float.cpp.
#include <fmt/format.h>

#include <string_view>

#include "isa/table.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using namespace vec;

V u(Emit& e, const Instruction& in, unsigned k) {
  return source(e, in, k, Ty::kU32);
}
V add(Emit& e, V a, V b) {
  return e.a.op(Ty::kU32, "OpIAdd", {a, b});
}
V and5(Emit& e, V v) {
  return e.a.op(Ty::kU32, "OpBitwiseAnd", {v, e.a.u32(31)});
}

// Integer clamp saturates; refused until written (no compute path here uses it
// on these forms).
bool no_clamp(Emit& e, const Instruction& in) {
  return !has_clamp(in) || e.refuse("integer-clamp");
}

bool v_bin(Emit& e, const Instruction& in, const char* op, bool swap = false) {
  if (!no_clamp(e, in)) return false;
  V a = u(e, in, 0), b = u(e, in, 1);
  if (swap) std::swap(a, b);
  return write_vdst(e, in, e.a.op(Ty::kU32, op, {a, b}));
}
// v_add_nc_u32 / v_sub_nc_u32 with clamp saturate to [0, 2^32 - 1] (RDNA2 ISA
// 6.2: integer clamp is unsigned saturation for the unsigned forms).
bool v_addsub_u32(Emit& e, const Instruction& in, bool sub, bool rev) {
  V a = u(e, in, 0), b = u(e, in, 1);
  if (rev) std::swap(a, b);
  V wide = e.a.op(Ty::kU64, sub ? "OpISub" : "OpIAdd",
                  {e.a.op(Ty::kU64, "OpUConvert", {a}), e.a.op(Ty::kU64, "OpUConvert", {b})});
  V r = e.lo(wide);
  if (has_clamp(in)) {
    V over = e.to_bool(e.hi(wide));
    r = e.a.op(Ty::kU32, "OpSelect", {over, e.a.u32(sub ? 0u : ~0u), r});
  }
  return write_vdst(e, in, r);
}
// V_SWAP_B32: the two VGPRs exchange values where the lane is active.
bool v_swap(Emit& e, const Instruction& in) {
  unsigned d = in.operands[0].code - 256, s = in.operands[1].code - 256;
  if (in.operands[1].code < 256) return e.refuse("vector-destination");
  V a = e.vgpr(d), b = e.vgpr(s);
  e.set_vgpr_active(d, b);
  e.set_vgpr_active(s, a);
  return true;
}
// Shifts by the low 5 bits; the *rev forms take the count first.
bool v_shift(Emit& e, const Instruction& in, const char* op, bool rev) {
  V a = u(e, in, 0), b = u(e, in, 1);
  if (rev) std::swap(a, b);
  return write_vdst(e, in, e.a.op(Ty::kU32, op, {a, and5(e, b)}));
}
bool v_shift64(Emit& e, const Instruction& in, const char* op) {
  // v_lshlrev_b64 v, count, src64
  V n = e.a.op(Ty::kU32, "OpBitwiseAnd", {u(e, in, 0), e.a.u32(63)});
  V s = source(e, in, 1, Ty::kU64);
  return write_vdst(e, in, e.a.op(Ty::kU64, op, {s, n}));
}
bool v_mov(Emit& e, const Instruction& in) {
  return write_vdst(e, in, u(e, in, 0));
}
bool v_not(Emit& e, const Instruction& in) {
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpNot", {u(e, in, 0)}));
}
bool v_bfrev(Emit& e, const Instruction& in) {
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpBitReverse", {u(e, in, 0)}));
}
bool v_bcnt(Emit& e, const Instruction& in) {
  return write_vdst(e, in, add(e, e.a.op(Ty::kU32, "OpBitCount", {u(e, in, 0)}), u(e, in, 1)));
}
bool v_ffbl(Emit& e, const Instruction& in) {
  return write_vdst(e, in, e.a.glsl(Ty::kU32, "FindILsb", {u(e, in, 0)}));
}
bool v_ffbh_u32(Emit& e, const Instruction& in) {
  V s = u(e, in, 0);
  V m = e.a.glsl(Ty::kU32, "FindUMsb", {s});
  V none = e.a.op(Ty::kBool, "OpIEqual", {s, e.a.u32(0)});
  return write_vdst(e, in,
                    e.a.op(Ty::kU32, "OpSelect",
                           {none, e.a.u32(~0u), e.a.op(Ty::kU32, "OpISub", {e.a.u32(31), m})}));
}
bool v_ffbh_i32(Emit& e, const Instruction& in) {
  V m = e.a.glsl(Ty::kU32, "FindSMsb", {u(e, in, 0)});
  V none = e.a.op(Ty::kBool, "OpIEqual", {m, e.a.u32(~0u)});
  return write_vdst(e, in,
                    e.a.op(Ty::kU32, "OpSelect",
                           {none, e.a.u32(~0u), e.a.op(Ty::kU32, "OpISub", {e.a.u32(31), m})}));
}

// 24-bit multiplies: the low 24 bits of each source, signed or not.
V ext24(Emit& e, V v, bool sign) {
  return e.a.op(Ty::kU32, sign ? "OpBitFieldSExtract" : "OpBitFieldUExtract",
                {v, e.a.u32(0), e.a.u32(24)});
}
bool v_mul24(Emit& e, const Instruction& in, bool sign, bool high) {
  V a = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {ext24(e, u(e, in, 0), sign)});
  V b = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {ext24(e, u(e, in, 1), sign)});
  V p = e.a.op(Ty::kU64, "OpIMul", {a, b});
  return write_vdst(e, in, high ? e.hi(p) : e.lo(p));
}
bool v_mad24(Emit& e, const Instruction& in, bool sign) {
  V p = e.a.op(Ty::kU32, "OpIMul", {ext24(e, u(e, in, 0), sign), ext24(e, u(e, in, 1), sign)});
  return write_vdst(e, in, add(e, p, u(e, in, 2)));
}
bool v_mul_hi(Emit& e, const Instruction& in, bool sign) {
  V a = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {u(e, in, 0)});
  V b = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {u(e, in, 1)});
  return write_vdst(e, in, e.hi(e.a.op(Ty::kU64, "OpIMul", {a, b})));
}
// v_mad_u64_u32 / v_mad_i64_i32: D64 = S0 * S1 + S2 (64-bit); carry-out in sdst.
bool v_mad64(Emit& e, const Instruction& in, bool sign) {
  V a = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {u(e, in, 0)});
  V b = e.a.op(Ty::kU64, sign ? "OpSConvert" : "OpUConvert", {u(e, in, 1)});
  V c = source(e, in, 2, Ty::kU64);
  V p = e.a.op(Ty::kU64, "OpIMul", {a, b});
  V d = e.a.op(Ty::kU64, "OpIAdd", {p, c});
  V carry;
  if (sign) {
    // Signed overflow of the 64-bit add (the product of two 32-bit values fits).
    V sp = e.a.op(Ty::kU64, "OpShiftRightLogical", {p, e.a.u32(63)});
    V sc = e.a.op(Ty::kU64, "OpShiftRightLogical", {c, e.a.u32(63)});
    V sd = e.a.op(Ty::kU64, "OpShiftRightLogical", {d, e.a.u32(63)});
    carry = e.a.op(
        Ty::kBool, "OpLogicalAnd",
        {e.a.op(Ty::kBool, "OpIEqual", {sp, sc}), e.a.op(Ty::kBool, "OpINotEqual", {sp, sd})});
  } else {
    carry = e.a.op(Ty::kBool, "OpULessThan", {d, p});
  }
  if (!write_vdst(e, in, d)) return false;
  return write_mask(e, in, carry, 1, false);
}
bool v_bfe(Emit& e, const Instruction& in, bool sign) {
  V off = and5(e, u(e, in, 1)), w = and5(e, u(e, in, 2));
  // Offset + width past bit 31 takes what is there (the ISA's (S0 >> off) & mask).
  V s = u(e, in, 0);
  V shifted = e.a.op(Ty::kU32, sign ? "OpShiftRightArithmetic" : "OpShiftRightLogical", {s, off});
  V up =
      e.a.op(Ty::kU32, "OpBitwiseAnd", {e.a.op(Ty::kU32, "OpISub", {e.a.u32(32), w}), e.a.u32(31)});
  V field = e.a.op(Ty::kU32, "OpShiftLeftLogical", {shifted, up});
  field = e.a.op(Ty::kU32, sign ? "OpShiftRightArithmetic" : "OpShiftRightLogical", {field, up});
  V zero = e.a.op(Ty::kBool, "OpIEqual", {w, e.a.u32(0)});
  // Signed: a field that runs past bit 31 is sign-extended from bit 31 anyway.
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpSelect", {zero, e.a.u32(0), field}));
}
bool v_bfi(Emit& e, const Instruction& in) {
  V m = u(e, in, 0), a = u(e, in, 1), b = u(e, in, 2);
  V r = e.a.op(Ty::kU32, "OpBitwiseOr",
               {e.a.op(Ty::kU32, "OpBitwiseAnd", {m, a}),
                e.a.op(Ty::kU32, "OpBitwiseAnd", {e.a.op(Ty::kU32, "OpNot", {m}), b})});
  return write_vdst(e, in, r);
}
bool v_bfm(Emit& e, const Instruction& in) {
  V w = and5(e, u(e, in, 0)), off = and5(e, u(e, in, 1));
  V m = e.a.op(Ty::kU32, "OpISub",
               {e.a.op(Ty::kU32, "OpShiftLeftLogical", {e.a.u32(1), w}), e.a.u32(1)});
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpShiftLeftLogical", {m, off}));
}
bool v_alignbit(Emit& e, const Instruction& in, bool bytes) {
  V hi = u(e, in, 0), lo = u(e, in, 1), s = u(e, in, 2);
  V n = bytes ? e.a.op(Ty::kU32, "OpIMul",
                       {e.a.op(Ty::kU32, "OpBitwiseAnd", {s, e.a.u32(3)}), e.a.u32(8)})
              : and5(e, s);
  V both = e.join(lo, hi);
  return write_vdst(e, in, e.lo(e.a.op(Ty::kU64, "OpShiftRightLogical", {both, n})));
}
// V_PERM_B32: each byte of the result picked by the byte of S2 in its place
// from the eight bytes of {S0, S1} (S1 bytes 0-3, S0 bytes 4-7): selects 0-7
// a byte, 8-11 the sign of byte 1, 3, 5 or 7 spread over the byte, 12 zero,
// 13 and above 0xff (the RDNA ISA guide's byte_permute; LLVM folds
// llvm.amdgcn.perm the same way).
bool v_perm(Emit& e, const Instruction& in) {
  auto& a = e.a;
  V both = e.join(u(e, in, 1), u(e, in, 0)), sel = u(e, in, 2);
  auto u32op = [&](std::string_view op, std::initializer_list<V> args) {
    return a.op(Ty::kU32, op, args);
  };
  V out = a.u32(0);
  for (unsigned k = 0; k < 4; ++k) {
    V s = u32op("OpBitFieldUExtract", {sel, a.u32(8 * k), a.u32(8)});
    V picked =
        e.lo(a.op(Ty::kU64, "OpShiftRightLogical",
                  {both, u32op("OpIMul", {u32op("OpBitwiseAnd", {s, a.u32(7)}), a.u32(8)})}));
    picked = u32op("OpBitwiseAnd", {picked, a.u32(0xff)});
    // 8 + n: bit 15 + 16n of {S0, S1}, the sign of byte 2n + 1.
    V sign_bit = e.lo(a.op(
        Ty::kU64, "OpShiftRightLogical",
        {both, u32op("OpIAdd", {a.u32(15), u32op("OpIMul", {u32op("OpBitwiseAnd", {s, a.u32(3)}),
                                                            a.u32(16)})})}));
    V sign = u32op("OpIMul", {u32op("OpBitwiseAnd", {sign_bit, a.u32(1)}), a.u32(0xff)});
    V byte =
        a.op(Ty::kU32, "OpSelect",
             {a.op(Ty::kBool, "OpULessThan", {s, a.u32(8)}), picked,
              a.op(Ty::kU32, "OpSelect",
                   {a.op(Ty::kBool, "OpULessThan", {s, a.u32(12)}), sign,
                    a.op(Ty::kU32, "OpSelect",
                         {a.op(Ty::kBool, "OpIEqual", {s, a.u32(12)}), a.u32(0), a.u32(0xff)})})});
    out = u32op("OpBitwiseOr", {out, u32op("OpShiftLeftLogical", {byte, a.u32(8 * k)})});
  }
  return write_vdst(e, in, out);
}
// V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32: S0 to bits 15:0 and S1 to 31:16 as 16-bit
// integers. Mesa defines the NIR ops ACO selects them for (pack_uint_2x16,
// pack_sint_2x16) as clamping; a value a 16-bit integer holds is the same
// either way, and one it does not is an escape (kStatusPackRange), so no
// reading of the saturation is relied on.
bool v_cvt_pk16(Emit& e, const Instruction& in, bool is_signed) {
  if (!no_clamp(e, in)) return false;
  auto& a = e.a;
  V lo = u(e, in, 0), hi = u(e, in, 1);
  auto outside = [&](const V& v) {
    // Signed: v + 0x8000 past 0xffff (unsigned); unsigned: v past 0xffff.
    V t = is_signed ? a.op(Ty::kU32, "OpIAdd", {v, a.u32(0x8000)}) : v;
    return a.op(Ty::kBool, "OpUGreaterThan", {t, a.u32(0xffff)});
  };
  V bad = a.op(Ty::kBool, "OpLogicalAnd",
               {e.lane_active(), a.op(Ty::kBool, "OpLogicalOr", {outside(lo), outside(hi)})});
  a.if_begin(bad);
  e.raise_status(kStatusPackRange);
  a.if_end();
  V d = a.op(Ty::kU32, "OpBitwiseOr",
             {a.op(Ty::kU32, "OpBitwiseAnd", {lo, a.u32(0xffff)}),
              a.op(Ty::kU32, "OpShiftLeftLogical", {hi, a.u32(16)})});
  return write_vdst(e, in, d);
}
// Three-operand shift-and-add forms.
bool v_lshl_add(Emit& e, const Instruction& in) {
  return write_vdst(
      e, in,
      add(e, e.a.op(Ty::kU32, "OpShiftLeftLogical", {u(e, in, 0), and5(e, u(e, in, 1))}),
          u(e, in, 2)));
}
bool v_add_lshl(Emit& e, const Instruction& in) {
  return write_vdst(e, in,
                    e.a.op(Ty::kU32, "OpShiftLeftLogical",
                           {add(e, u(e, in, 0), u(e, in, 1)), and5(e, u(e, in, 2))}));
}
bool v_lshl_or(Emit& e, const Instruction& in) {
  return write_vdst(
      e, in,
      e.a.op(Ty::kU32, "OpBitwiseOr",
             {e.a.op(Ty::kU32, "OpShiftLeftLogical", {u(e, in, 0), and5(e, u(e, in, 1))}),
              u(e, in, 2)}));
}
bool v_and_or(Emit& e, const Instruction& in) {
  return write_vdst(
      e, in,
      e.a.op(Ty::kU32, "OpBitwiseOr",
             {e.a.op(Ty::kU32, "OpBitwiseAnd", {u(e, in, 0), u(e, in, 1)}), u(e, in, 2)}));
}
bool v_or3(Emit& e, const Instruction& in) {
  return write_vdst(
      e, in,
      e.a.op(Ty::kU32, "OpBitwiseOr",
             {e.a.op(Ty::kU32, "OpBitwiseOr", {u(e, in, 0), u(e, in, 1)}), u(e, in, 2)}));
}
bool v_xor3(Emit& e, const Instruction& in) {
  return write_vdst(
      e, in,
      e.a.op(Ty::kU32, "OpBitwiseXor",
             {e.a.op(Ty::kU32, "OpBitwiseXor", {u(e, in, 0), u(e, in, 1)}), u(e, in, 2)}));
}
bool v_xad(Emit& e, const Instruction& in) {
  return write_vdst(
      e, in, add(e, e.a.op(Ty::kU32, "OpBitwiseXor", {u(e, in, 0), u(e, in, 1)}), u(e, in, 2)));
}
bool v_add3(Emit& e, const Instruction& in) {
  return write_vdst(e, in, add(e, add(e, u(e, in, 0), u(e, in, 1)), u(e, in, 2)));
}
bool v_min3max3(Emit& e, const Instruction& in, const char* glsl_op) {
  V r = e.a.glsl(Ty::kU32, glsl_op, {u(e, in, 0), u(e, in, 1)});
  return write_vdst(e, in, e.a.glsl(Ty::kU32, glsl_op, {r, u(e, in, 2)}));
}
bool v_med3(Emit& e, const Instruction& in, bool sign) {
  const char* mn = sign ? "SMin" : "UMin";
  const char* mx = sign ? "SMax" : "UMax";
  V a = u(e, in, 0), b = u(e, in, 1), c = u(e, in, 2);
  V lo = e.a.glsl(Ty::kU32, mn, {a, b}), hi = e.a.glsl(Ty::kU32, mx, {a, b});
  return write_vdst(e, in, e.a.glsl(Ty::kU32, mx, {lo, e.a.glsl(Ty::kU32, mn, {hi, c})}));
}
bool v_minmax(Emit& e, const Instruction& in, const char* glsl_op) {
  return write_vdst(e, in, e.a.glsl(Ty::kU32, glsl_op, {u(e, in, 0), u(e, in, 1)}));
}
bool v_sad_u32(Emit& e, const Instruction& in) {
  V a = u(e, in, 0), b = u(e, in, 1);
  V d = e.a.op(Ty::kU32, "OpISub",
               {e.a.glsl(Ty::kU32, "UMax", {a, b}), e.a.glsl(Ty::kU32, "UMin", {a, b})});
  return write_vdst(e, in, add(e, d, u(e, in, 2)));
}

// Adds with carry: v_add_co_u32 (VOP2 writes VCC, VOP3 an SGPR), the _ci
// forms take the carry in from VCC or src2.
bool v_add_co(Emit& e, const Instruction& in, bool sub, bool rev, bool carry_in) {
  if (!no_clamp(e, in)) return false;
  V a = u(e, in, 0), b = u(e, in, 1);
  if (rev) std::swap(a, b);
  V wa = e.a.op(Ty::kU64, "OpUConvert", {a}), wb = e.a.op(Ty::kU64, "OpUConvert", {b});
  V r = e.a.op(Ty::kU64, sub ? "OpISub" : "OpIAdd", {wa, wb});
  if (carry_in) {
    // The carry in is this lane's bit of the mask operand (VCC, or src2 in VOP3).
    V c = e.mask_lane_bit(in.operands[first_src(in) + 2]);
    V cin = e.a.op(Ty::kU64, "OpSelect", {c, e.a.u64(1), e.a.u64(0)});
    r = e.a.op(Ty::kU64, sub ? "OpISub" : "OpIAdd", {r, cin});
  }
  V carry = e.to_bool(e.a.op(Ty::kU64, "OpShiftRightLogical", {r, e.a.u32(32)}));
  if (!write_vdst(e, in, e.lo(r))) return false;
  // VOP2: VCC (implicit); VOP3b: operand 1.
  int sdst = first_src(in) == 2 ? 1 : -1;
  if (sdst < 0) {
    // The e32 form's carry-out goes to VCC: find the implicit operand.
    for (unsigned i = 0; i < in.num_operands; ++i)
      if (in.operands[i].kind == isa::OperandKind::kImplicit) sdst = static_cast<int>(i);
    if (sdst < 0) return e.refuse("carry-destination");
  }
  return write_mask(e, in, carry, sdst, false);
}

// V_CNDMASK_B32: D = mask bit ? S1 : S0 (mask: VCC or src2). Its sources take
// the float modifiers (VOP3, SDWA: abs and neg on the sign bit, no other change
// to the bits; ACO folds fabs and fneg of a select into them).
bool v_cndmask(Emit& e, const Instruction& in) {
  V a = e.bits(source(e, in, 0, Ty::kF32)), b = e.bits(source(e, in, 1, Ty::kF32));
  V sel = e.mask_lane_bit(in.operands[first_src(in) + 2]);
  return write_vdst(e, in, e.a.op(Ty::kU32, "OpSelect", {sel, b, a}));
}

// ---- compares

struct CmpSpec {
  const char* op;  // SPIR-V comparison; nullptr: constant
  bool value;      // for the constant forms (f / t)
};

// 16-bit sources of a VOP3 compare taken from the high halves (op_sel): not
// carried out.
bool op_sel_16_ok(Emit& e, const Instruction& in, Ty t) {
  if (type_bits(t) != 16 || !is_vop3(in)) return true;
  return (in.field(isa::Field::kOpSel0) == 0 && in.field(isa::Field::kOpSel1) == 0) ||
         e.refuse("compare-16-bit-op-sel");
}

bool v_cmp(Emit& e, const Instruction& in, Ty t, CmpSpec c, bool to_exec) {
  if (!op_sel_16_ok(e, in, t)) return false;
  // v_cmpx_* e32 have no destination operand; the others start with it.
  unsigned src0 = to_exec ? in.num_operands - 2 : 1;
  V bit;
  if (c.op == nullptr) {
    bit = e.a.boolean(c.value);
  } else {
    V a = e.src(in.operands[src0], t), b = e.src(in.operands[src0 + 1], t);
    std::string_view op = c.op;
    if (op == "OpOrdered" || op == "OpUnordered") {
      // SPIR-V's own OpOrdered/OpUnordered need the Kernel capability.
      V nan = e.a.op(Ty::kBool, "OpLogicalOr",
                     {e.a.op(Ty::kBool, "OpIsNan", {a}), e.a.op(Ty::kBool, "OpIsNan", {b})});
      bit = op == "OpUnordered" ? nan : e.a.op(Ty::kBool, "OpLogicalNot", {nan});
    } else {
      bit = e.a.op(Ty::kBool, c.op, {a, b});
    }
  }
  return write_mask(e, in, bit, 0, to_exec);
}

// V_CMP_CLASS: S1's bits name the classes (0 sNaN, 1 qNaN, 2 -inf, 3 -normal,
// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf).
bool v_cmp_class(Emit& e, const Instruction& in, Ty t, bool to_exec) {
  if (!op_sel_16_ok(e, in, t)) return false;
  unsigned src0 = to_exec ? in.num_operands - 2 : 1;
  Ty ut = t == Ty::kF64 ? Ty::kU64 : t == Ty::kF16 ? Ty::kU16 : Ty::kU32;
  V x = e.bits(e.src(in.operands[src0], t));
  V mask = e.src_raw(in.operands[src0 + 1], Ty::kU32);
  unsigned w = type_bits(t), mant = t == Ty::kF64 ? 52 : t == Ty::kF16 ? 10 : 23;
  auto k = [&](uint64_t v) {
    return ut == Ty::kU64   ? e.a.u64(v)
           : ut == Ty::kU16 ? e.a.u16(static_cast<uint16_t>(v))
                            : e.a.u32(static_cast<uint32_t>(v));
  };
  uint64_t sign_bit = uint64_t{1} << (w - 1);
  uint64_t exp_mask = ((uint64_t{1} << (w - 1 - mant)) - 1) << mant;
  uint64_t mant_mask = (uint64_t{1} << mant) - 1;
  uint64_t quiet = uint64_t{1} << (mant - 1);
  V neg = e.to_bool(e.a.op(ut, "OpBitwiseAnd", {x, k(sign_bit)}));
  V ex = e.a.op(ut, "OpBitwiseAnd", {x, k(exp_mask)});
  V ma = e.a.op(ut, "OpBitwiseAnd", {x, k(mant_mask)});
  V exp_max = e.a.op(Ty::kBool, "OpIEqual", {ex, k(exp_mask)});
  V exp_zero = e.a.op(Ty::kBool, "OpIEqual", {ex, k(0)});
  V ma_zero = e.a.op(Ty::kBool, "OpIEqual", {ma, k(0)});
  V is_q = e.to_bool(e.a.op(ut, "OpBitwiseAnd", {x, k(quiet)}));
  auto AND = [&](V p, V q) { return e.a.op(Ty::kBool, "OpLogicalAnd", {p, q}); };
  auto NOT = [&](V p) { return e.a.op(Ty::kBool, "OpLogicalNot", {p}); };
  V nan = AND(exp_max, NOT(ma_zero));
  V cls[10] = {AND(nan, NOT(is_q)),
               AND(nan, is_q),
               AND(AND(exp_max, ma_zero), neg),
               AND(AND(NOT(exp_max), NOT(exp_zero)), neg),
               AND(AND(exp_zero, NOT(ma_zero)), neg),
               AND(AND(exp_zero, ma_zero), neg),
               AND(AND(exp_zero, ma_zero), NOT(neg)),
               AND(AND(exp_zero, NOT(ma_zero)), NOT(neg)),
               AND(AND(NOT(exp_max), NOT(exp_zero)), NOT(neg)),
               AND(AND(exp_max, ma_zero), NOT(neg))};
  V any = e.a.boolean(false);
  for (unsigned i = 0; i < 10; ++i) {
    V want = e.to_bool(e.a.op(Ty::kU32, "OpBitwiseAnd", {mask, e.a.u32(1u << i)}));
    any = e.a.op(Ty::kBool, "OpLogicalOr", {any, AND(want, cls[i])});
  }
  return write_mask(e, in, any, 0, to_exec);
}

// ---- lanes

// V_READFIRSTLANE_B32: the first active lane's value (lane 0 when none is).
bool v_readfirstlane(Emit& e, const Instruction& in) {
  e.publish_dword(source(e, in, 0, Ty::kU32));
  V lane = e.first_active_lane();
  return e.set_sdst(in.operands[0], e.read_lane(lane));
}
// V_READLANE_B32 sdst, vsrc, ssrc1: lane ssrc1 (its low bits) whatever EXEC.
bool v_readlane(Emit& e, const Instruction& in) {
  e.publish_dword(e.src_raw(in.operands[1], Ty::kU32));
  V lane = e.src_raw(in.operands[2], Ty::kU32);
  return e.set_sdst(in.operands[0], e.read_lane(lane));
}
// V_WRITELANE_B32 vdst, ssrc0, ssrc1: lane ssrc1 of vdst takes ssrc0, whatever EXEC.
bool v_writelane(Emit& e, const Instruction& in) {
  V v = e.src_raw(in.operands[1], Ty::kU32);
  V lane = e.a.op(Ty::kU32, "OpBitwiseAnd",
                  {e.src_raw(in.operands[2], Ty::kU32), e.a.u32(e.wave_size() - 1)});
  unsigned r = in.operands[0].code - 256;
  V mine = e.a.op(Ty::kBool, "OpIEqual", {lane, e.lane()});
  e.set_vgpr(r, e.a.op(Ty::kU32, "OpSelect", {mine, v, e.vgpr(r)}));
  return true;
}
// V_MBCNT_LO/HI: the set bits of S0 below this lane (lanes 0-31 / 32-63) plus S1.
bool v_mbcnt(Emit& e, const Instruction& in, bool high) {
  V m = u(e, in, 0);
  V lane = e.lane();
  V below;
  if (!high) {
    V n = e.a.glsl(Ty::kU32, "UMin", {lane, e.a.u32(32)});
    V mask =
        e.a.op(Ty::kU32, "OpSelect",
               {e.a.op(Ty::kBool, "OpUGreaterThanEqual", {n, e.a.u32(32)}), e.a.u32(~0u),
                e.a.op(Ty::kU32, "OpISub",
                       {e.a.op(Ty::kU32, "OpShiftLeftLogical",
                               {e.a.u32(1), e.a.op(Ty::kU32, "OpBitwiseAnd", {n, e.a.u32(31)})}),
                        e.a.u32(1)})});
    below = e.a.op(Ty::kU32, "OpBitwiseAnd", {m, mask});
  } else {
    V over =
        e.a.op(Ty::kU32, "OpISub", {e.a.glsl(Ty::kU32, "UMax", {lane, e.a.u32(32)}), e.a.u32(32)});
    V mask = e.a.op(Ty::kU32, "OpISub",
                    {e.a.op(Ty::kU32, "OpShiftLeftLogical",
                            {e.a.u32(1), e.a.op(Ty::kU32, "OpBitwiseAnd", {over, e.a.u32(31)})}),
                     e.a.u32(1)});
    mask = e.a.op(Ty::kU32, "OpSelect",
                  {e.a.op(Ty::kBool, "OpIEqual", {over, e.a.u32(0)}), e.a.u32(0), mask});
    below = e.a.op(Ty::kU32, "OpBitwiseAnd", {m, mask});
  }
  return write_vdst(e, in, add(e, e.a.op(Ty::kU32, "OpBitCount", {below}), u(e, in, 1)));
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)
#define CMPI(suffix, t, sop, uop)                                               \
  OP("v_cmp_" #suffix "_i32", v_cmp(e, in, Ty::kU32, {sop, false}, false)),     \
      OP("v_cmpx_" #suffix "_i32", v_cmp(e, in, Ty::kU32, {sop, false}, true)), \
      OP("v_cmp_" #suffix "_u32", v_cmp(e, in, Ty::kU32, {uop, false}, false)), \
      OP("v_cmpx_" #suffix "_u32", v_cmp(e, in, Ty::kU32, {uop, false}, true)), \
      OP("v_cmp_" #suffix "_i64", v_cmp(e, in, Ty::kU64, {sop, false}, false)), \
      OP("v_cmpx_" #suffix "_i64", v_cmp(e, in, Ty::kU64, {sop, false}, true)), \
      OP("v_cmp_" #suffix "_u64", v_cmp(e, in, Ty::kU64, {uop, false}, false)), \
      OP("v_cmpx_" #suffix "_u64", v_cmp(e, in, Ty::kU64, {uop, false}, true)), \
      OP("v_cmp_" #suffix "_i16", v_cmp(e, in, Ty::kU16, {sop, false}, false)), \
      OP("v_cmpx_" #suffix "_i16", v_cmp(e, in, Ty::kU16, {sop, false}, true)), \
      OP("v_cmp_" #suffix "_u16", v_cmp(e, in, Ty::kU16, {uop, false}, false)), \
      OP("v_cmpx_" #suffix "_u16", v_cmp(e, in, Ty::kU16, {uop, false}, true))
#define CMPF1(suffix, w, op)                                                 \
  OP("v_cmp_" #suffix "_f" #w, v_cmp(e, in, Ty::kF##w, {op, false}, false)), \
      OP("v_cmpx_" #suffix "_f" #w, v_cmp(e, in, Ty::kF##w, {op, false}, true))
#define CMPF(suffix, op) CMPF1(suffix, 16, op), CMPF1(suffix, 32, op), CMPF1(suffix, 64, op)

const OpEntry kVectorOps[] = {
    OP("v_nop", true),
    OP("v_mov_b32", v_mov(e, in)),
    OP("v_not_b32", v_not(e, in)),
    OP("v_bfrev_b32", v_bfrev(e, in)),
    OP("v_ffbl_b32", v_ffbl(e, in)),
    OP("v_ffbh_u32", v_ffbh_u32(e, in)),
    OP("v_ffbh_i32", v_ffbh_i32(e, in)),
    OP("v_bcnt_u32_b32", v_bcnt(e, in)),
    OP("v_add_nc_u32", v_addsub_u32(e, in, false, false)),
    OP("v_sub_nc_u32", v_addsub_u32(e, in, true, false)),
    OP("v_subrev_nc_u32", v_addsub_u32(e, in, true, true)),
    OP("v_swap_b32", v_swap(e, in)),
    OP("v_and_b32", v_bin(e, in, "OpBitwiseAnd")),
    OP("v_or_b32", v_bin(e, in, "OpBitwiseOr")),
    OP("v_xor_b32", v_bin(e, in, "OpBitwiseXor")),
    OP("v_xnor_b32",
       write_vdst(e, in,
                  e.a.op(Ty::kU32, "OpNot",
                         {e.a.op(Ty::kU32, "OpBitwiseXor", {u(e, in, 0), u(e, in, 1)})}))),
    OP("v_mul_lo_u32", v_bin(e, in, "OpIMul")),
    OP("v_mul_hi_u32", v_mul_hi(e, in, false)),
    OP("v_mul_hi_i32", v_mul_hi(e, in, true)),
    OP("v_mul_u32_u24", v_mul24(e, in, false, false)),
    OP("v_mul_hi_u32_u24", v_mul24(e, in, false, true)),
    OP("v_mul_i32_i24", v_mul24(e, in, true, false)),
    OP("v_mul_hi_i32_i24", v_mul24(e, in, true, true)),
    OP("v_mad_u32_u24", v_mad24(e, in, false)),
    OP("v_mad_i32_i24", v_mad24(e, in, true)),
    OP("v_mad_u64_u32", v_mad64(e, in, false)),
    OP("v_mad_i64_i32", v_mad64(e, in, true)),
    OP("v_lshlrev_b32", v_shift(e, in, "OpShiftLeftLogical", true)),
    OP("v_lshrrev_b32", v_shift(e, in, "OpShiftRightLogical", true)),
    OP("v_ashrrev_i32", v_shift(e, in, "OpShiftRightArithmetic", true)),
    OP("v_lshlrev_b64", v_shift64(e, in, "OpShiftLeftLogical")),
    OP("v_lshrrev_b64", v_shift64(e, in, "OpShiftRightLogical")),
    OP("v_ashrrev_i64", v_shift64(e, in, "OpShiftRightArithmetic")),
    OP("v_min_i32", v_minmax(e, in, "SMin")),
    OP("v_max_i32", v_minmax(e, in, "SMax")),
    OP("v_min_u32", v_minmax(e, in, "UMin")),
    OP("v_max_u32", v_minmax(e, in, "UMax")),
    OP("v_min3_i32", v_min3max3(e, in, "SMin")),
    OP("v_max3_i32", v_min3max3(e, in, "SMax")),
    OP("v_min3_u32", v_min3max3(e, in, "UMin")),
    OP("v_max3_u32", v_min3max3(e, in, "UMax")),
    OP("v_med3_i32", v_med3(e, in, true)),
    OP("v_med3_u32", v_med3(e, in, false)),
    OP("v_sad_u32", v_sad_u32(e, in)),
    OP("v_bfe_u32", v_bfe(e, in, false)),
    OP("v_bfe_i32", v_bfe(e, in, true)),
    OP("v_bfi_b32", v_bfi(e, in)),
    OP("v_bfm_b32", v_bfm(e, in)),
    OP("v_alignbit_b32", v_alignbit(e, in, false)),
    OP("v_alignbyte_b32", v_alignbit(e, in, true)),
    OP("v_perm_b32", v_perm(e, in)),
    OP("v_cvt_pk_u16_u32", v_cvt_pk16(e, in, false)),
    OP("v_cvt_pk_i16_i32", v_cvt_pk16(e, in, true)),
    OP("v_lshl_add_u32", v_lshl_add(e, in)),
    OP("v_add_lshl_u32", v_add_lshl(e, in)),
    OP("v_lshl_or_b32", v_lshl_or(e, in)),
    OP("v_and_or_b32", v_and_or(e, in)),
    OP("v_or3_b32", v_or3(e, in)),
    OP("v_xor3_b32", v_xor3(e, in)),
    OP("v_xad_u32", v_xad(e, in)),
    OP("v_add3_u32", v_add3(e, in)),
    OP("v_add_co_u32", v_add_co(e, in, false, false, false)),
    OP("v_sub_co_u32", v_add_co(e, in, true, false, false)),
    OP("v_subrev_co_u32", v_add_co(e, in, true, true, false)),
    OP("v_add_co_ci_u32", v_add_co(e, in, false, false, true)),
    OP("v_sub_co_ci_u32", v_add_co(e, in, true, false, true)),
    OP("v_subrev_co_ci_u32", v_add_co(e, in, true, true, true)),
    OP("v_cndmask_b32", v_cndmask(e, in)),
    OP("v_readfirstlane_b32", v_readfirstlane(e, in)),
    OP("v_readlane_b32", v_readlane(e, in)),
    OP("v_writelane_b32", v_writelane(e, in)),
    OP("v_mbcnt_lo_u32_b32", v_mbcnt(e, in, false)),
    OP("v_mbcnt_hi_u32_b32", v_mbcnt(e, in, true)),
    CMPI(lt, U32, "OpSLessThan", "OpULessThan"),
    CMPI(eq, U32, "OpIEqual", "OpIEqual"),
    CMPI(le, U32, "OpSLessThanEqual", "OpULessThanEqual"),
    CMPI(gt, U32, "OpSGreaterThan", "OpUGreaterThan"),
    CMPI(ne, U32, "OpINotEqual", "OpINotEqual"),
    CMPI(ge, U32, "OpSGreaterThanEqual", "OpUGreaterThanEqual"),
    OP("v_cmp_f_i32", v_cmp(e, in, Ty::kU32, {nullptr, false}, false)),
    OP("v_cmp_t_i32", v_cmp(e, in, Ty::kU32, {nullptr, true}, false)),
    OP("v_cmp_f_u32", v_cmp(e, in, Ty::kU32, {nullptr, false}, false)),
    OP("v_cmp_t_u32", v_cmp(e, in, Ty::kU32, {nullptr, true}, false)),
    OP("v_cmpx_f_i32", v_cmp(e, in, Ty::kU32, {nullptr, false}, true)),
    OP("v_cmpx_t_i32", v_cmp(e, in, Ty::kU32, {nullptr, true}, true)),
    OP("v_cmpx_f_u32", v_cmp(e, in, Ty::kU32, {nullptr, false}, true)),
    OP("v_cmpx_t_u32", v_cmp(e, in, Ty::kU32, {nullptr, true}, true)),
    CMPF(lt, "OpFOrdLessThan"),
    CMPF(eq, "OpFOrdEqual"),
    CMPF(le, "OpFOrdLessThanEqual"),
    CMPF(gt, "OpFOrdGreaterThan"),
    CMPF(lg, "OpFOrdNotEqual"),
    CMPF(ge, "OpFOrdGreaterThanEqual"),
    CMPF(nge, "OpFUnordLessThan"),
    CMPF(nlg, "OpFUnordEqual"),
    CMPF(ngt, "OpFUnordLessThanEqual"),
    CMPF(nle, "OpFUnordGreaterThan"),
    CMPF(neq, "OpFUnordNotEqual"),
    CMPF(nlt, "OpFUnordGreaterThanEqual"),
    OP("v_cmp_o_f32", v_cmp(e, in, Ty::kF32, {"OpOrdered", false}, false)),
    OP("v_cmp_u_f32", v_cmp(e, in, Ty::kF32, {"OpUnordered", false}, false)),
    OP("v_cmpx_o_f32", v_cmp(e, in, Ty::kF32, {"OpOrdered", false}, true)),
    OP("v_cmpx_u_f32", v_cmp(e, in, Ty::kF32, {"OpUnordered", false}, true)),
    OP("v_cmp_o_f64", v_cmp(e, in, Ty::kF64, {"OpOrdered", false}, false)),
    OP("v_cmp_u_f64", v_cmp(e, in, Ty::kF64, {"OpUnordered", false}, false)),
    OP("v_cmpx_o_f64", v_cmp(e, in, Ty::kF64, {"OpOrdered", false}, true)),
    OP("v_cmpx_u_f64", v_cmp(e, in, Ty::kF64, {"OpUnordered", false}, true)),
    OP("v_cmp_o_f16", v_cmp(e, in, Ty::kF16, {"OpOrdered", false}, false)),
    OP("v_cmp_u_f16", v_cmp(e, in, Ty::kF16, {"OpUnordered", false}, false)),
    OP("v_cmpx_o_f16", v_cmp(e, in, Ty::kF16, {"OpOrdered", false}, true)),
    OP("v_cmpx_u_f16", v_cmp(e, in, Ty::kF16, {"OpUnordered", false}, true)),
    OP("v_cmp_class_f32", v_cmp_class(e, in, Ty::kF32, false)),
    OP("v_cmpx_class_f32", v_cmp_class(e, in, Ty::kF32, true)),
    OP("v_cmp_class_f64", v_cmp_class(e, in, Ty::kF64, false)),
    OP("v_cmpx_class_f64", v_cmp_class(e, in, Ty::kF64, true)),
    OP("v_cmp_class_f16", v_cmp_class(e, in, Ty::kF16, false)),
    OP("v_cmpx_class_f16", v_cmp_class(e, in, Ty::kF16, true)),
};

#undef OP

}  // namespace

std::span<const OpEntry> vector_ops() {
  return kVectorOps;
}

}  // namespace rdnavk::xlate
