// Float denormals on a host that may flush them (Emit::guard_host_float): a
// host without DenormPreserve in a width, not known to keep them, checks each
// float op at run time and refuses what it may have flushed.
#include <string_view>
#include <vector>

#include "xlate/emit.h"

namespace rdnavk::xlate {

namespace {
bool is_float_ty(Ty t) {
  return t == Ty::kF16 || t == Ty::kF32 || t == Ty::kF64;
}
unsigned width_of(Ty t) {
  return t == Ty::kF16 ? 1u : t == Ty::kF32 ? 2u : t == Ty::kF64 ? 4u : 0u;
}
Ty bits_ty(Ty t) {
  return t == Ty::kF16 ? Ty::kU16 : t == Ty::kF64 ? Ty::kU64 : Ty::kU32;
}
}  // namespace

void Emit::guard_host_float(const V& r, std::string_view op, const std::vector<V>& args) {
  auto k = [&](Ty t, uint64_t v) {
    return t == Ty::kU16   ? a.u16(static_cast<uint16_t>(v))
           : t == Ty::kU64 ? a.u64(v)
                           : a.u32(static_cast<uint32_t>(v));
  };
  auto mag = [&](const V& x) {  // |x| as bits
    Ty u = bits_ty(x.ty);
    unsigned n = type_bits(u);
    return a.op(u, "OpBitwiseAnd",
                {as(u, x), k(u, (n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1) >> 1)});
  };
  auto zero = [&](const V& x) {
    if (!is_float_ty(x.ty)) return a.op(Ty::kBool, "OpIEqual", {x, a.zero(x.ty)});
    V m = mag(x);
    return a.op(Ty::kBool, "OpIEqual", {m, a.zero(m.ty)});
  };
  auto denorm = [&](const V& x) {
    Ty u = bits_ty(x.ty);
    uint64_t min_normal = x.ty == Ty::kF16   ? 0x400
                          : x.ty == Ty::kF32 ? 0x800000
                                             : uint64_t{1} << 52;
    V m = mag(x);
    return a.op(Ty::kBool, "OpLogicalAnd",
                {a.op(Ty::kBool, "OpULessThan", {m, k(u, min_normal)}),
                 a.op(Ty::kBool, "OpINotEqual", {m, a.zero(u)})});
  };
  auto OR = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalOr", {p, q}); };
  auto AND = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalAnd", {p, q}); };
  V flag = a.boolean(false);
  // IsNan and IsInf read a flushed denormal as the same answer.
  // Only the widths the host may flush: a preserved one's denormals are safe
  // (an f16 denormal converted to f32, say).
  auto unsure = [&](Ty t) { return (width_of(t) & unsure_float_widths) != 0; };
  // Nor does a value read from a VGPR no denormal is written to.
  if (op != "OpIsNan" && op != "OpIsInf")
    for (const V& x : args)
      if (unsure(x.ty) && !clean_f32(x)) flag = OR(flag, denorm(x));
  if (unsure(r.ty)) {
    std::vector<V> f;
    for (const V& x : args)
      if (is_float_ty(x.ty)) f.push_back(x);
    V exact;  // the result is zero for certain when these hold
    if (op == "OpFMul" || op == "OpVectorTimesScalar") {
      exact = a.boolean(false);
      for (const V& x : f) exact = OR(exact, zero(x));
    } else if ((op == "OpFAdd" || op == "OpFSub") && f.size() == 2) {
      Ty u = bits_ty(f[0].ty);
      V other = as(u, f[1]);
      if (op == "OpFAdd")
        other = a.op(u, "OpBitwiseXor", {other, k(u, uint64_t{1} << (type_bits(u) - 1))});
      exact = OR(AND(zero(f[0]), zero(f[1])), a.op(Ty::kBool, "OpIEqual", {as(u, f[0]), other}));
    } else if (op == "OpFDiv" && !f.empty()) {
      exact = zero(f[0]);
    } else if (op == "GLSL:Fma" && f.size() == 3) {
      exact = AND(OR(zero(f[0]), zero(f[1])), zero(f[2]));
      if (f[0].ty == Ty::kF32) {
        // a * b + c is a multiple of the product's last place and of c's: with
        // |a|, |b| at least 2^-40 and c zero or at least 2^-100 both are at
        // least 2^-126, so a result that is not zero is normal, and a zero is
        // exact (a correctly rounded division's residual, say).
        auto at_least = [&](const V& x, uint32_t bits) {
          return a.op(Ty::kBool, "OpUGreaterThanEqual", {mag(x), a.u32(bits)});
        };
        V large = AND(AND(at_least(f[0], 0x2b800000u), at_least(f[1], 0x2b800000u)),
                      OR(zero(f[2]), at_least(f[2], 0x0d800000u)));
        exact = OR(exact, large);
      }
    } else if (op == "GLSL:Floor" || op == "GLSL:Ceil" || op == "GLSL:Trunc" ||
               op == "GLSL:Round" || op == "GLSL:RoundEven" || op == "GLSL:Fract" ||
               op == "GLSL:FMin" || op == "GLSL:FMax" || op == "GLSL:NMin" || op == "GLSL:NMax" ||
               op == "GLSL:FClamp" || op == "GLSL:NClamp" || op == "GLSL:FSign") {
      exact = a.boolean(true);  // a zero here is an integer or one of the operands
    } else if (op == "GLSL:Log2") {
      // log2 is zero at 1 only; elsewhere it is at least about 2^-23 away from
      // zero, far from the denormals.
      exact = a.boolean(true);
    } else if (!args.empty() && (op == "OpConvertUToF" || op == "OpConvertSToF")) {
      exact = zero(args[0]);
    } else {
      // Others (negation, conversions, abs, square roots, approximations): a
      // zero from zero operands only.
      exact = a.boolean(!f.empty());
      for (const V& x : f) exact = AND(exact, zero(x));
    }
    flag = OR(flag, AND(zero(r), a.op(Ty::kBool, "OpLogicalNot", {exact})));
  }
  for (const V& c : guard_conditions) flag = AND(flag, c);
  a.if_begin(AND(flag, lane_active()));
  raise_status(kStatusHostDenormal);
  a.if_end();
}

}  // namespace rdnavk::xlate
