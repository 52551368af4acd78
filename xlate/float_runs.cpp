// Float runs (D48). The guest's float rules (ops_float.cpp: MODE's denormal
// flushes, the NaN the hardware returns, output modifiers, a single rounding
// of fused products) cost a dozen or more host operations for each guest one,
// and decide nothing for the values most programs compute: normal numbers
// whose results are normal, zero or infinite. A run of float instructions is
// therefore written twice. First with the host's arithmetic alone, each value
// that the rules would treat apart noted on the way; then, under a selection
// that only lanes with such a value enter, the registers the run wrote are set
// back and the run is translated as it is everywhere else. A lane that takes
// the fast way has computed exactly what the rules give: each check below says
// why.
#include "xlate/float_runs.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "isa/facts.h"
#include "xlate/emit.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using isa::Instruction;
using vec::first_src;
using vec::is_vop3;

enum class FastOp { kAdd, kSub, kSubrev, kMul, kFma };
struct FastEntry {
  std::string_view name;
  FastOp op;
  unsigned sources;  // read as sources; v_fmac adds its destination
  bool accumulates;
};
constexpr FastEntry kFastOps[] = {
    {"v_add_f32", FastOp::kAdd, 2, false},       {"v_sub_f32", FastOp::kSub, 2, false},
    {"v_subrev_f32", FastOp::kSubrev, 2, false}, {"v_mul_f32", FastOp::kMul, 2, false},
    {"v_fma_f32", FastOp::kFma, 3, false},       {"v_fmac_f32", FastOp::kFma, 2, true},
    {"v_fmaak_f32", FastOp::kFma, 3, false},     {"v_fmamk_f32", FastOp::kFma, 3, false},
};
// Moves and integer operations of one VGPR result and nothing else: both
// passes translate them as everywhere else.
constexpr std::string_view kNeutralOps[] = {
    "v_mov_b32",     "v_add_nc_u32",  "v_sub_nc_u32",  "v_subrev_nc_u32", "v_lshlrev_b32",
    "v_lshrrev_b32", "v_ashrrev_i32", "v_and_b32",     "v_or_b32",        "v_xor_b32",
    "v_not_b32",     "v_cvt_f32_u32", "v_cvt_f32_i32", "v_mul_u32_u24",   "v_mul_i32_i24",
};

const FastEntry* fast_entry(const Instruction& in) {
  std::string_view base = base_mnemonic(in);
  for (const FastEntry& f : kFastOps)
    if (f.name == base) return &f;
  return nullptr;
}
bool neutral(const Instruction& in) {
  std::string_view base = base_mnemonic(in);
  for (std::string_view n : kNeutralOps)
    if (n == base) return true;
  return false;
}

// An operand code whose value is a constant no rule treats apart: zero and the
// inline floats (RDNA2 ISA 3.1: 128, 240-248). The other inline integers are
// read by a float operation as their bits: 1 to 64 are denormals.
bool inline_constant(const isa::Operand& o) {
  return !o.is_vgpr() && (o.code == 128 || (o.code >= 240 && o.code <= 248));
}

// The MODE register's value for the whole program (no instruction writes it).
struct Mode {
  bool in_flush, out_flush, omod_ignored;
};

enum class Kind { kNone, kFast, kNeutral };

Kind classify(const Instruction& in, const Emit& e, const WaveConfig& l) {
  auto enc = in.info->encoding;
  bool fast = fast_entry(in) != nullptr;
  bool neu = !fast && neutral(in);
  if (!fast && !neu) return Kind::kNone;
  if (enc != isa::Encoding::kVOP1 && enc != isa::Encoding::kVOP2 && enc != isa::Encoding::kVOP3)
    return Kind::kNone;
  // Neutral ones without VOP3's modifiers; fast ones without clamp.
  if (enc == isa::Encoding::kVOP3 && (neu || vec::has_clamp(in))) return Kind::kNone;
  const isa::Operand& d = in.operands[0];
  if (!d.is_vgpr() || d.dwords > 1) return Kind::kNone;
  auto plain_vgpr = [&](unsigned index) { return index < l.vgprs && !e.d16_tracked.count(index); };
  if (!plain_vgpr(d.code - 256u)) return Kind::kNone;
  for (unsigned i = first_src(in); i < in.num_operands; ++i) {
    const isa::Operand& o = in.operands[i];
    if (o.kind == isa::OperandKind::kImmediate || o.kind == isa::OperandKind::kImplicit) continue;
    if (o.is_vgpr()) {
      if (!plain_vgpr(o.code - 256u) || o.dwords > 1) return Kind::kNone;
    } else if (!(o.code < kSgprCount || o.code == kVccLo || o.code == kVccHi ||
                 (o.code >= 128 && o.code <= 208) || inline_constant(o) || o.is_literal())) {
      return Kind::kNone;
    }
    if (neu && (o.abs || o.neg)) return Kind::kNone;
  }
  return fast ? Kind::kFast : Kind::kNeutral;
}

bool writes_mode(const isa::Program& prog) {
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    std::string_view n = pi.inst.info->name;
    if (n.starts_with("s_setreg") || n.starts_with("s_denorm_mode") ||
        n.starts_with("s_round_mode"))
      return true;
  }
  return false;
}

// The values met on the fast way that the rules treat apart, folded as they
// come and tested once at the run's end, in one of two ways (D67):
// - kMagnitudes: running minima and maxima of magnitudes, one integer
//   operation each (a host that keeps denormals: lavapipe).
// - kCompares: on a host that may flush f32 denormals (D17), a small magnitude,
//   and a NaN where one is to be noted, by a float compare OR-ed into one flag:
//   such a host (NVIDIA) compares an absolute value with a constant and ORs the
//   outcome into a predicate in one instruction, where the integer minimum
//   takes two. A denormal compared there may be flushed to zero first, and is
//   still below the bound; a NaN is below it in an unordered compare.
// Nonzero denormal operands are noted by magnitudes in both.
//
// A zero noted by a compare is often exact (a product with a zero operand, a
// difference of equal values): where the flag is raised, recheck() tells the
// lanes that still need the rules' way, each small result taken again with
// the integer magnitude and passed where it is a zero its operands make exact
// (D67's amendment). It is written where the flag was raised, off the fast way.
class Checks {
 public:
  enum class Way { kMagnitudes, kCompares };
  Checks(Emit& e, Way way) : e_(e), way_(way) {}
  // A nonzero denormal.
  void denormal(const V& x) { nonzero_below(x, 0x800000); }
  // A magnitude below `bound` (zero included), and a NaN where `nan_too`.
  // `exact_zero` (kCompares) writes the condition under which a zero `x` is
  // exact; none, a zero is never taken as exact.
  void below(const V& x, uint32_t bound, bool nan_too, std::function<V()> exact_zero = nullptr) {
    if (way_ == Way::kCompares) {
      V m = e_.a.glsl(Ty::kF32, "FAbs", {e_.as(Ty::kF32, x)});
      V b = e_.a.op(Ty::kBool, nan_too ? "OpFUnordLessThan" : "OpFOrdLessThan",
                    {m, e_.a.f32_bits(bound)});
      small_ = small_.id.empty() ? b : e_.a.op(Ty::kBool, "OpLogicalOr", {small_, b});
      smalls_.push_back({x, bound, nan_too, std::move(exact_zero)});
      return;
    }
    fold(below_[bound], mag(x), "UMin");
    if (nan_too) nan(x);
  }
  // Whether recheck() may clear some of flag()'s lanes.
  bool rechecks() const {
    for (const Small& s : smalls_)
      if (s.exact_zero) return true;
    return false;
  }
  // flag() again, with each small result passed where it is an exact zero.
  V recheck() {
    auto& a = e_.a;
    V f = rest();
    for (const Small& s : smalls_) {
      V m = a.op(Ty::kU32, "OpBitwiseAnd", {e_.bits(s.x), a.u32(0x7fffffff)});
      V small = a.op(Ty::kBool, "OpULessThan", {m, a.u32(s.bound)});
      if (s.exact_zero)
        small = a.op(Ty::kBool, "OpLogicalAnd",
                     {small, a.op(Ty::kBool, "OpLogicalNot", {s.exact_zero()})});
      if (s.nan_too)
        small = a.op(Ty::kBool, "OpLogicalOr",
                     {small, a.op(Ty::kBool, "OpUGreaterThan", {m, a.u32(0x7f800000)})});
      f = a.op(Ty::kBool, "OpLogicalOr", {f, small});
    }
    return f;
  }
  // A magnitude below `bound`, zero aside: one less than the magnitude wraps
  // at zero.
  void nonzero_below(const V& x, uint32_t bound) {
    fold(nonzero_below_[bound], sub1(mag(x)), "UMin");
  }
  void nan(const V& x) { fold(hi_, mag(x), "UMax"); }
  void any(const V& b) {
    any_ = any_.id.empty() ? b : e_.a.op(Ty::kBool, "OpLogicalOr", {any_, b});
  }
  V flag() {
    V f = rest();
    return small_.id.empty() ? f : e_.a.op(Ty::kBool, "OpLogicalOr", {f, small_});
  }

 private:
  struct Small {
    V x;
    uint32_t bound;
    bool nan_too;
    std::function<V()> exact_zero;
  };
  // Every note but the small results' compares.
  V rest() {
    auto& a = e_.a;
    V f = any_.id.empty() ? a.boolean(false) : any_;
    auto either = [&](const V& b) { f = a.op(Ty::kBool, "OpLogicalOr", {f, b}); };
    for (const auto& [bound, v] : nonzero_below_)
      either(a.op(Ty::kBool, "OpULessThan", {v, a.u32(bound - 1)}));
    for (const auto& [bound, v] : below_) either(a.op(Ty::kBool, "OpULessThan", {v, a.u32(bound)}));
    if (!hi_.id.empty()) either(a.op(Ty::kBool, "OpUGreaterThan", {hi_, a.u32(0x7f800000)}));
    return f;
  }
  V mag(const V& x) {
    auto it = mags_.find(x.id);
    if (it != mags_.end()) return it->second;
    V m = e_.a.op(Ty::kU32, "OpBitwiseAnd", {e_.bits(x), e_.a.u32(0x7fffffff)});
    mags_.emplace(x.id, m);
    return m;
  }
  V sub1(const V& m) { return e_.a.op(Ty::kU32, "OpISub", {m, e_.a.u32(1)}); }
  void fold(V& acc, const V& v, const char* op) {
    acc = acc.id.empty() ? v : e_.a.glsl(Ty::kU32, op, {acc, v});
  }
  Emit& e_;
  Way way_;
  V hi_, any_, small_;
  std::vector<Small> smalls_;
  std::map<uint32_t, V> below_, nonzero_below_;
  std::map<std::string, V> mags_;
};

V host_op(Emit& e, const char* opcode, Ty t, std::initializer_list<V> args) {
  V r = e.a.op(t, opcode, args);
  e.a.decorate(fmt::format("OpDecorate {} NoContraction", r.id));
  return r;
}

// The condition under which a zero fast result `r` of `op` on operands `s` is
// exact, as D17's check of the rules' way judges it: a product with a zero
// operand, a sum of opposites (or of two zeros), a difference of equal values,
// a fused sum of a zero product and a zero. A flushed operand of the run is a
// result of it, itself noted where it is not such a zero. Under an output
// modifier the hardware's zero is +0, which the fast way does not make of -0.
std::function<V()> exact_zero(Emit& e, FastOp op, const std::vector<V>& s, const V& r, bool omod) {
  return [&e, op, s, r, omod]() {
    auto& a = e.a;
    auto is_zero = [&](const V& x) {
      V m = a.op(Ty::kU32, "OpBitwiseAnd", {e.bits(x), a.u32(0x7fffffff)});
      return a.op(Ty::kBool, "OpIEqual", {m, a.u32(0)});
    };
    auto OR = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalOr", {p, q}); };
    auto AND = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalAnd", {p, q}); };
    auto same = [&](const V& x, const V& y, uint32_t flip) {
      V yb = flip ? a.op(Ty::kU32, "OpBitwiseXor", {e.bits(y), a.u32(flip)}) : e.bits(y);
      return a.op(Ty::kBool, "OpIEqual", {e.bits(x), yb});
    };
    V rule;
    switch (op) {
      case FastOp::kMul:
        rule = OR(is_zero(s[0]), is_zero(s[1]));
        break;
      case FastOp::kAdd:
        rule = OR(AND(is_zero(s[0]), is_zero(s[1])), same(s[0], s[1], 0x80000000u));
        break;
      case FastOp::kSub:
      case FastOp::kSubrev:
        rule = OR(AND(is_zero(s[0]), is_zero(s[1])), same(s[0], s[1], 0));
        break;
      case FastOp::kFma:
        rule = AND(OR(is_zero(s[0]), is_zero(s[1])), is_zero(s[2]));
        break;
    }
    V zero = omod ? a.op(Ty::kBool, "OpIEqual", {e.bits(r), a.u32(0)}) : is_zero(r);
    return AND(zero, rule);
  };
}

// What one fast instruction's result is noted for, beyond its own rule: `bound`
// (f32 bits of a magnitude; 0 none) raises its small note, `nan` notes a NaN
// even where the run reads the result on, and `none` leaves the result
// unnoted, its lanes exact by what its operands' notes say (square_notes).
struct NoteAsked {
  uint32_t bound = 0;
  bool nan = false;
  bool none = false;
};

// One fast instruction. Why each lane that notes nothing got the exact result:
// with no NaN, no denormal that MODE flushes and (on a host that may flush
// them) no denormal at all, a flush changes nothing and the NaN rules are not
// reached; the host rounds add, subtract and multiply to nearest even once, as
// the hardware does (float-round-mode refuses any other rounding).
bool write_fast(Emit& e, const Instruction& in, const Mode& mode, Checks& c,
                std::set<unsigned>& checked, bool read_on, const NoteAsked& asked) {
  const FastEntry& f = *fast_entry(in);
  bool unsure = (e.unsure_float_widths & 2u) != 0;
  std::vector<V> s;
  auto operand = [&](const V& v, bool known) {
    if (!known && (mode.in_flush || unsure)) c.denormal(v);
    s.push_back(v);
  };
  for (unsigned k = 0; k < f.sources; ++k) {
    const isa::Operand& o = in.operands[first_src(in) + k];
    bool known =
        inline_constant(o) ||
        (o.is_vgpr() && (checked.count(o.code - 256u) || e.clean_f32_vgprs.count(o.code - 256u)));
    operand(e.src(o, Ty::kF32), known);
  }
  unsigned dst = in.operands[0].code - 256u;
  if (f.accumulates)
    operand(e.as(Ty::kF32, e.vgpr(dst)), checked.count(dst) || e.clean_f32_vgprs.count(dst));
  V r;
  switch (f.op) {
    case FastOp::kAdd:
      r = host_op(e, "OpFAdd", Ty::kF32, {s[0], s[1]});
      break;
    case FastOp::kSub:
      r = host_op(e, "OpFSub", Ty::kF32, {s[0], s[1]});
      break;
    case FastOp::kSubrev:
      r = host_op(e, "OpFSub", Ty::kF32, {s[1], s[0]});
      break;
    case FastOp::kMul:
      r = host_op(e, "OpFMul", Ty::kF32, {s[0], s[1]});
      break;
    case FastOp::kFma: {
      // The product of two f32 is exact in f64, and the f64 sum's rounding
      // then the f32 one equal the single rounding of a * b + c unless the sum
      // lies exactly on an f32 tie (a midpoint between two f32 neighbours is
      // an f64, so none lies strictly between the exact sum and its f64
      // rounding): its low 29 bits are then 1 followed by zeros. f32 results
      // that are denormal have their tie elsewhere and are noted as denormal.
      // Every f64 value here is a multiple of 2^-298 or zero: never denormal.
      auto wide = [&](const V& v) { return e.a.op(Ty::kF64, "OpFConvert", {v}); };
      V p = host_op(e, "OpFMul", Ty::kF64, {wide(s[0]), wide(s[1])});
      V sum = host_op(e, "OpFAdd", Ty::kF64, {p, wide(s[2])});
      V low = e.a.op(Ty::kU64, "OpBitwiseAnd", {e.bits(sum), e.a.u64(0x1fffffff)});
      c.any(e.a.op(Ty::kBool, "OpIEqual", {low, e.a.u64(0x10000000)}));
      r = e.a.op(Ty::kF32, "OpFConvert", {sum});
      break;
    }
  }
  // A NaN result read by a later fast instruction of the run is not noted
  // (D64): the host's add, subtract, multiply and fused sum of a NaN operand
  // are a NaN (SignedZeroInfNanPreserve is declared wherever f32 is used), so
  // the value that reads it is a NaN too, and the last of such a chain is
  // noted. The lanes are the same: EXEC does not change within a run.
  bool nan_note = !read_on || asked.nan;
  // An output modifier refuses a nonzero magnitude below 2^-124
  // (vector_common.cpp apply_omod): it is noted; from 2^-124 up the scaling by
  // 2, 4 or 0.5 is exact or overflows as the hardware's does.
  unsigned m = is_vop3(in) ? vec::omod(in) : 0;
  bool omod = m != 0 && !mode.omod_ignored;
  if (asked.none) {
    // Nothing: square_notes says why.
  } else if (unsure) {
    // Where the host may flush, every magnitude below 2^-126 is noted, zero
    // included (a zero it may have flushed to), which covers the denormals;
    // under an output modifier every one below 2^-124, which covers both. A
    // NaN is noted by the same compare where it is noted at all.
    c.below(r, omod ? 3u << 23 : std::max(0x800000u, asked.bound), nan_note,
            exact_zero(e, f.op, s, r, omod));
  } else {
    if (nan_note) c.nan(r);
    // A denormal result is noted where either flush would meet it (as this
    // result, or as a later instruction's operand) and after a fused sum;
    // under an output modifier its note covers it.
    if (omod)
      c.nonzero_below(r, 3u << 23);
    else if (asked.bound != 0)
      c.nonzero_below(r, std::max(0x800000u, asked.bound));
    else if (mode.out_flush || mode.in_flush || f.op == FastOp::kFma)
      c.denormal(r);
  }
  if (omod) {
    const uint32_t k[] = {0, 0x40000000, 0x40800000, 0x3f000000};
    r = host_op(e, "OpFMul", Ty::kF32, {r, e.a.f32_bits(k[m])});
    // The modifier turns -0 into +0, as the select does; +0 stays. Where the
    // host may flush, a zero was noted above and its lane takes the rules' way.
    if (!unsure) {
      V minus_zero = e.a.op(Ty::kBool, "OpIEqual", {e.bits(r), e.a.u32(0x80000000u)});
      r = e.a.op(Ty::kF32, "OpSelect", {minus_zero, e.a.zero(Ty::kF32), r});
    }
  }
  if (!vec::write_vdst(e, in, r)) return false;
  checked.insert(dst);
  return true;
}

// Whether `in` writes only values that are not f32 denormals, given the VGPRs
// `clean` known never to hold one: a fast operation (MODE flushes its result
// on the rules' way, and its fast way notes a denormal result and takes the
// rules' way), a conversion of an integer (a whole number), a move of a
// constant that is not a denormal or of a clean VGPR, or a 64-bit shift of
// zero (ACO's way of zeroing a register pair).
bool writes_clean(const Instruction& in, const Emit& e, const WaveConfig& l,
                  const std::set<unsigned>& clean) {
  if (classify(in, e, l) == Kind::kFast) return true;
  std::string_view base = base_mnemonic(in);
  auto enc = in.info->encoding;
  if (enc == isa::Encoding::kVOP1 && (base == "v_cvt_f32_u32" || base == "v_cvt_f32_i32"))
    return true;
  if (enc == isa::Encoding::kVOP1 && base == "v_mov_b32" && in.num_operands >= 2) {
    const isa::Operand& o = in.operands[1];
    if (inline_constant(o)) return true;
    if (o.is_literal()) {
      uint32_t b = o.value;
      return (b & 0x7f800000u) != 0 || (b & 0x7fffffffu) == 0;
    }
    return o.is_vgpr() && o.dwords <= 1 && clean.count(o.code - 256u) != 0;
  }
  if (enc == isa::Encoding::kVOP3 && in.num_operands >= 3 &&
      (base == "v_lshrrev_b64" || base == "v_lshlrev_b64" || base == "v_ashrrev_i64"))
    return in.operands[2].kind != isa::OperandKind::kImmediate && !in.operands[2].is_vgpr() &&
           in.operands[2].code == 128;  // the shifted value: inline 0
  return false;
}

// Results of the run [first, end) that need no note of their own, and the
// stronger notes on the results they are made of that stand in for them. A
// square a * a (both operands the same VGPR with the same modifiers, no output
// modifier) of a result `a` of the run noted below 2^-63 and as a NaN: on the
// fast way `a` is then an exact zero or at least 2^-63 in magnitude (an
// infinity included), never a NaN, so the square is an exact +0 or, rounded
// from at least 2^-126, at least 2^-126 (rounding keeps order and 2^-126 is an
// f32), +infinity included: no rule treats it apart, the host flushes nothing
// and makes no NaN. A sum of two such values (a square or such a sum each, no
// negation) is +0 from two zeros or at least the larger of them: no note
// either. The notes are asked only where a result would be noted as small;
// a lane a stronger note sends the rules' way gets the rules' results.
std::map<size_t, NoteAsked> square_notes(const isa::Program& prog, size_t first, size_t end,
                                         const Mode& mode, bool unsure) {
  std::map<size_t, NoteAsked> asked;
  if (!unsure && !mode.out_flush && !mode.in_flush) return asked;
  constexpr uint32_t kRoot = 0x20000000;  // 2^-63, whose square is 2^-126
  std::map<unsigned, size_t> producer;    // a VGPR -> the fast instruction that wrote it last
  std::set<unsigned> large;               // VGPRs holding a result noted by none
  auto plain_vgpr = [](const isa::Operand& o) {
    return o.kind != isa::OperandKind::kImmediate && o.is_vgpr() && o.dwords <= 1;
  };
  for (size_t i = first; i < end; ++i) {
    const Instruction& in = prog.instructions[i].inst;
    unsigned d = in.operands[0].code - 256u;
    const FastEntry* f = fast_entry(in);
    if (f == nullptr) {
      producer.erase(d);
      large.erase(d);
      continue;
    }
    bool omod = is_vop3(in) && vec::omod(in) != 0 && !mode.omod_ignored;
    bool none = false;
    if (!omod && !f->accumulates && f->sources == 2) {
      const isa::Operand& a = in.operands[first_src(in)];
      const isa::Operand& b = in.operands[first_src(in) + 1];
      if (plain_vgpr(a) && plain_vgpr(b)) {
        unsigned ra = a.code - 256u, rb = b.code - 256u;
        if (f->op == FastOp::kMul && ra == rb && a.abs == b.abs && a.neg == b.neg) {
          auto p = producer.find(ra);
          auto pa = p == producer.end() ? asked.end() : asked.find(p->second);
          bool p_noted = pa == asked.end() || !pa->second.none;
          if (p != producer.end() && p_noted) {
            const Instruction& pin = prog.instructions[p->second].inst;
            bool p_omod = is_vop3(pin) && vec::omod(pin) != 0 && !mode.omod_ignored;
            if (!p_omod) {
              asked[p->second].bound = kRoot;
              asked[p->second].nan = true;
              none = true;
            }
          }
        } else if (f->op == FastOp::kAdd && large.count(ra) && large.count(rb) && !a.neg &&
                   !b.neg) {
          none = true;
        }
      }
    }
    if (none) asked[i].none = true;
    producer[d] = i;
    if (none)
      large.insert(d);
    else
      large.erase(d);
  }
  return asked;
}

}  // namespace

std::set<unsigned> clean_f32_vgprs(const isa::Program& prog, const Emit& e, const WaveConfig& l,
                                   unsigned start_vgprs) {
  std::set<unsigned> clean;
  uint32_t mode_reg = e.config.float_mode.mode_register();
  bool out_flush = (mode_reg & (1u << 5)) == 0;
  if (!out_flush || !e.key.speculate_floats || l.float_mode.round != 0 || writes_mode(prog) ||
      !prog.pc_writes.empty())
    return clean;
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    std::string_view n = pi.inst.info->name;
    if (n.starts_with("v_movrel") || n.starts_with("v_swaprel")) return clean;
  }
  for (unsigned r = start_vgprs; r < l.vgprs; ++r)
    if (!e.d16_tracked.count(r)) clean.insert(r);
  // Take out every VGPR some instruction may write another value to, until
  // none is taken out (a move of a VGPR taken out takes out its destination).
  for (bool changed = true; changed && !clean.empty();) {
    changed = false;
    for (const isa::ProgramInstruction& pi : prog.instructions) {
      const Instruction& in = pi.inst;
      const isa::InstructionFacts& f = isa::facts(*in.info);
      bool ok = writes_clean(in, e, l, clean);
      for (unsigned i = 0; i < in.num_operands && !ok; ++i) {
        const isa::Operand& o = in.operands[i];
        if (!f.destination(i) || !o.is_vgpr() || o.kind == isa::OperandKind::kImmediate) continue;
        for (unsigned d = 0; d < std::max<unsigned>(1, o.dwords); ++d)
          changed = clean.erase(o.code - 256u + d) != 0 || changed;
      }
    }
  }
  return clean;
}

std::map<size_t, size_t> find_float_runs(const isa::Program& prog, const Emit& e,
                                         const WaveConfig& l) {
  std::map<size_t, size_t> runs;
  if (!e.key.speculate_floats || l.float_mode.round != 0 || writes_mode(prog)) return runs;
  size_t n = prog.instructions.size();
  for (size_t i = 0; i < n;) {
    Kind k = classify(prog.instructions[i].inst, e, l);
    if (k != Kind::kFast) {
      ++i;
      continue;
    }
    // From a fast instruction on, while the next one follows it in the same
    // block; the run ends at its last fast instruction.
    size_t j = i + 1, last = i, fast = 1;
    while (j < n) {
      const isa::ProgramInstruction& pi = prog.instructions[j];
      const isa::ProgramInstruction& prev = prog.instructions[j - 1];
      if (pi.offset != prev.offset + prev.inst.size || e.block_ids.count(pi.offset)) break;
      Kind kj = classify(pi.inst, e, l);
      if (kj == Kind::kNone) break;
      if (kj == Kind::kFast) {
        ++fast;
        last = j;
      }
      ++j;
    }
    if (fast >= 2) runs.emplace(i, last + 1);
    i = last + 1;
  }
  return runs;
}

bool write_float_run(Emit& e, const isa::Program& prog, size_t first, size_t end,
                     const TranslateOne& exact) {
  uint32_t mode_reg = e.config.float_mode.mode_register();
  Mode mode{(mode_reg & (1u << 4)) == 0, (mode_reg & (1u << 5)) == 0,
            (mode_reg & (1u << 9 | 1u << 5)) != 0};
  // The registers the run writes, as they were before it.
  std::map<unsigned, V> saved;
  for (size_t i = first; i < end; ++i) {
    unsigned d = prog.instructions[i].inst.operands[0].code - 256u;
    if (!saved.count(d)) saved.emplace(d, e.vgpr(d));
  }
  const bool unsure = (e.unsure_float_widths & 2u) != 0;
  Checks c(e, unsure ? Checks::Way::kCompares : Checks::Way::kMagnitudes);
  const std::map<size_t, NoteAsked> asked = square_notes(prog, first, end, mode, unsure);
  std::set<unsigned> checked;
  // The fast instructions whose result a later fast instruction reads as a
  // source (v_fmac's destination included) before anything writes it again.
  std::set<size_t> read_on;
  for (size_t i = first; i < end; ++i) {
    const Instruction& in = prog.instructions[i].inst;
    if (fast_entry(in) == nullptr) continue;
    unsigned d = in.operands[0].code - 256u;
    for (size_t j = i + 1; j < end; ++j) {
      const Instruction& later = prog.instructions[j].inst;
      if (const FastEntry* f = fast_entry(later)) {
        bool reads = f->accumulates && later.operands[0].code - 256u == d;
        for (unsigned k = 0; k < f->sources; ++k) {
          const isa::Operand& o = later.operands[first_src(later) + k];
          reads = reads || (o.kind != isa::OperandKind::kImmediate && o.is_vgpr() &&
                            o.dwords <= 1 && o.code - 256u == d);
        }
        if (reads) {
          read_on.insert(i);
          break;
        }
      }
      if (later.operands[0].code - 256u == d) break;
    }
  }
  auto place = [&](const isa::ProgramInstruction& pi) {
    e.offset = pi.offset;
    e.next_offset = pi.offset + pi.inst.size;
    e.in_vector_op = true;
  };
  for (size_t i = first; i < end; ++i) {
    const isa::ProgramInstruction& pi = prog.instructions[i];
    place(pi);
    if (fast_entry(pi.inst) != nullptr) {
      e.a.float_hook_paused = true;
      auto note = asked.find(i);
      bool ok = write_fast(e, pi.inst, mode, c, checked, read_on.count(i) != 0,
                           note == asked.end() ? NoteAsked{} : note->second);
      e.a.float_hook_paused = false;
      if (!ok) return false;
    } else {
      if (!exact(pi)) return false;
      checked.erase(pi.inst.operands[0].code - 256u);
    }
  }
  V redo = e.a.op(Ty::kBool, "OpLogicalAnd", {c.flag(), e.lane_active()});
  e.a.if_begin(redo);
  // Where a small result may be an exact zero, the lanes that still need the
  // rules' way are told apart here, off the fast way.
  bool recheck = c.rechecks();
  if (recheck) e.a.if_begin(c.recheck());
  for (const auto& [reg, v] : saved) e.set_vgpr(reg, v);
  for (size_t i = first; i < end; ++i) {
    place(prog.instructions[i]);
    if (!exact(prog.instructions[i])) return false;
  }
  if (recheck) e.a.if_end();
  e.a.if_end();
  e.in_vector_op = false;
  return e.refusal().empty();
}

}  // namespace rdnavk::xlate
