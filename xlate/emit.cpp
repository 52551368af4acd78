#include "xlate/emit.h"
#include "xlate/runtime_spirv.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>

#include "xlate/push_layout.h"
#include "xlate/register_use.h"
#include "xlate/stage_common.h"

namespace rdnavk::xlate {

namespace {

// RDNA2 ISA 3.1: inline constants 240-248 as floats of each width.
struct FloatConst {
  uint16_t f16;
  uint32_t f32;
  uint64_t f64;
};
constexpr FloatConst kFloatConsts[] = {
    {0x3800, 0x3f000000, 0x3fe0000000000000},  // 0.5
    {0xb800, 0xbf000000, 0xbfe0000000000000},  // -0.5
    {0x3c00, 0x3f800000, 0x3ff0000000000000},  // 1.0
    {0xbc00, 0xbf800000, 0xbff0000000000000},  // -1.0
    {0x4000, 0x40000000, 0x4000000000000000},  // 2.0
    {0xc000, 0xc0000000, 0xc000000000000000},  // -2.0
    {0x4400, 0x40800000, 0x4010000000000000},  // 4.0
    {0xc400, 0xc0800000, 0xc010000000000000},  // -4.0
    {0x3118, 0x3e22f983, 0x3fc45f306dc9c882},  // 1 / (2 pi)
};

bool is_float(Ty t) {
  return t == Ty::kF16 || t == Ty::kF32 || t == Ty::kF64;
}
Ty uint_of(Ty t) {
  switch (t) {
    case Ty::kF16:
      return Ty::kU16;
    case Ty::kF32:
      return Ty::kU32;
    case Ty::kF64:
      return Ty::kU64;
    default:
      return t;
  }
}

}  // namespace

Emit::Emit(SpirvAsm& asm_, const WaveKey& k, const WaveConfig& c, Stage& st)
    : a(asm_), key(k), config(c), stage(st), wave64_(k.wave64) {}

bool Emit::refuse(std::string reason) {
  if (refusal_.empty()) refusal_ = std::move(reason);
  return false;
}

// ---------------------------------------------------------------- registers

std::string Emit::reg_var(unsigned code) {
  if (code >= 256) {
    used_vgprs.insert(code - 256);
    return fmt::format("%rv{}", code - 256);
  }
  used_sgprs.insert(code);
  return fmt::format("%rs{}", code);
}

bool Emit::valid_sgpr(unsigned code, unsigned dwords) const {
  return valid_sgpr_tuple(code, dwords);
}

V Emit::sgpr(unsigned code) {
  if (code == kNull) return a.u32(0);
  // Trap temporaries and codes past EXEC hold what no program-visible state
  // gives: refused wherever they are reached (descriptor fields included).
  if (!valid_sgpr(code, 1)) {
    refuse(fmt::format("scalar-register-{}", code));
    return a.u32(0);
  }
  V r = a.load(Ty::kU32, reg_var(code));
  // A register whose bits lanes keep copies of: the copy is the value's own
  // bit (D59), wherever the value came from.
  if (a.track_own_bits && has_lane_copy(code) && a.own_bit(r).id.empty())
    a.relate_own_bit(r, a.load(Ty::kBool, lane_bit_var(code)));
  // Without the copies, EXEC's own bit where the word is the lane's half's
  // (a lane-wise loop's way on then knows it, D66).
  if (a.track_own_bits && !exec_copies && a.own_bit(r).id.empty()) {
    if (code == kExecLo && (!wave64_ || known_half == 0))
      a.relate_own_bit(r, to_bool(a.op(Ty::kU32, "OpBitwiseAnd", {r, lane_lo_})));
    else if (code == kExecHi && wave64_ && known_half == 1)
      a.relate_own_bit(r, to_bool(a.op(Ty::kU32, "OpBitwiseAnd", {r, lane_hi_})));
  }
  return r;
}
void Emit::set_sgpr(unsigned code, const V& v) {
  if (code == kNull) return;
  if (!valid_sgpr(code, 1)) {
    refuse(fmt::format("scalar-register-{}", code));
    return;
  }
  a.store(reg_var(code), v);
  // The lanes' copies of the register's bits follow every scalar write: the
  // value's own bit where it is known (D59), else bit lane & 31 of it.
  if (has_lane_copy(code)) {
    V b = a.own_bit(v);
    if (b.id.empty()) {
      V sh = a.op(Ty::kU32, "OpBitwiseAnd", {lane_, a.u32(31)});
      b = to_bool(a.op(Ty::kU32, "OpBitwiseAnd",
                       {a.op(Ty::kU32, "OpShiftRightLogical", {v, sh}), a.u32(1)}));
    }
    a.store(lane_bit_var(code), b);
  }
}
bool Emit::has_lane_copy(unsigned code) const {
  return lane_read_sgprs.count(code) != 0 ||
         (exec_copies && (code == kExecLo || (wave64_ && code == kExecHi)));
}

V Emit::sgpr64(unsigned code) {
  return join(sgpr(code), sgpr(code + 1));
}
void Emit::set_sgpr64(unsigned code, const V& v) {
  set_sgpr(code, lo(v));
  set_sgpr(code + 1, hi(v));
}
V Emit::hwreg(unsigned id) {
  used_hwregs.insert(id);
  return a.load(Ty::kU32, fmt::format("%hw{}", id));
}
void Emit::set_hwreg(unsigned id, const V& v) {
  used_hwregs.insert(id);
  a.store(fmt::format("%hw{}", id), v);
}

V Emit::scc() {
  return a.load(Ty::kBool, "%rscc");
}
void Emit::set_scc(const V& b) {
  a.store("%rscc", b);
}
V Emit::exec() {
  // A vector instruction reading the whole EXEC reads other lanes' bits.
  if (split_waves && in_vector_op && !first_lane_reads.count(offset)) refuse(kSplitCrossesLanes);
  return wave64_ ? sgpr64(kExecLo) : join(sgpr(kExecLo), a.u32(0));
}
void Emit::set_exec(const V& v) {
  if (wave64_)
    set_sgpr64(kExecLo, v);
  else
    set_sgpr(kExecLo, lo(v));
}
V Emit::vcc() {
  return wave64_ ? sgpr64(kVccLo) : join(sgpr(kVccLo), a.u32(0));
}
void Emit::set_vcc(const V& v) {
  if (wave64_)
    set_sgpr64(kVccLo, v);
  else
    set_sgpr(kVccLo, lo(v));
}

std::string Emit::shared_vgpr_ptr(unsigned index) {
  uses_shared_vgprs = true;
  V slot = a.op(
      Ty::kU32, "OpIAdd",
      {a.op(Ty::kU32, "OpIMul", {wave_, a.u32(config.shared_vgprs)}), a.u32(index - config.vgprs)});
  slot = a.op(Ty::kU32, "OpIAdd",
              {a.op(Ty::kU32, "OpIMul", {slot, a.u32(32)}),
               a.op(Ty::kU32, "OpBitwiseAnd", {lane_, a.u32(31)})});
  std::string p = a.fresh("p");
  a.line(fmt::format("{} = OpAccessChain %wp_u32 %shv {}", p, slot.id));
  return p;
}

V Emit::vgpr(unsigned index) {
  if (shared_vgpr(index)) return a.load(Ty::kU32, shared_vgpr_ptr(index));
  return a.load(Ty::kU32, reg_var(256 + index));
}
void Emit::set_vgpr(unsigned index, const V& v) {
  // Both halves would write one dword: only predicated writes (below) are
  // carried out on a shared VGPR.
  if (shared_vgpr(index)) {
    refuse("shared-vgpr-unpredicated-write");
    return;
  }
  a.store(reg_var(256 + index), v);
}
void Emit::set_vgpr_active(unsigned index, const V& v) {
  V en = lane_active();
  if (!write_enable_var.empty())
    en = a.op(Ty::kBool, "OpLogicalAnd", {en, a.load(Ty::kBool, write_enable_var)});
  if (shared_vgpr(index)) {
    // Only the writing lanes store: the other half's lane holds the same dword.
    // Both writing it is a case whose winner is not published: refused.
    V partner = a.op(Ty::kU32, "OpBitwiseXor", {lane_, a.u32(32)});
    V exec_partner =
        to_bool(a.op(Ty::kU64, "OpBitwiseAnd",
                     {exec(), a.op(Ty::kU64, "OpShiftLeftLogical", {a.u64(1), partner})}));
    V both = a.op(Ty::kBool, "OpLogicalAnd", {en, exec_partner});
    if (!partner_write_enable_var.empty())
      both = a.op(Ty::kBool, "OpLogicalAnd", {both, a.load(Ty::kBool, partner_write_enable_var)});
    a.if_begin(both);
    raise_status(kStatusSharedVgprBoth);
    a.if_end();
    a.if_begin(en);
    a.store(shared_vgpr_ptr(index), v);
    a.if_end();
    return;
  }
  V old = vgpr(index);
  set_vgpr(index, a.op(Ty::kU32, "OpSelect", {en, v, old}));
}

V Emit::first_active_lane() {
  if (split_waves && !first_lane_reads.count(offset)) refuse(kSplitCrossesLanes);
  // A split wave's subgroup reads its own lanes (the analysis proved it has an
  // active one, and that they all hold the value read).
  V ex = split_waves ? a.op(Ty::kU64, "OpBitwiseAnd", {exec(), subgroup_lanes_}) : exec();
  V lo_zero = a.op(Ty::kBool, "OpIEqual", {lo(ex), a.u32(0)});
  V high = a.op(Ty::kU32, "OpIAdd", {a.glsl(Ty::kU32, "FindILsb", {hi(ex)}), a.u32(32)});
  V lane = a.op(Ty::kU32, "OpSelect", {lo_zero, high, a.glsl(Ty::kU32, "FindILsb", {lo(ex)})});
  return a.op(Ty::kU32, "OpSelect", {a.op(Ty::kBool, "OpIEqual", {ex, a.u64(0)}), a.u32(0), lane});
}

V Emit::lane_active() {
  if (exec_copies) {
    // The lane's own bit of EXEC, kept beside it (D59).
    if (!wave64_ || known_half == 0) return a.load(Ty::kBool, lane_bit_var(kExecLo));
    if (known_half == 1) return a.load(Ty::kBool, lane_bit_var(kExecHi));
    V low = a.load(Ty::kBool, lane_bit_var(kExecLo));
    V high = a.load(Ty::kBool, lane_bit_var(kExecHi));
    return a.op(Ty::kBool, "OpSelect", {lane_in_low_half(), low, high});
  }
  V lo_word = sgpr(kExecLo);
  if (!wave64_ || known_half == 0)
    if (V b = a.own_bit(lo_word); !b.id.empty()) return b;
  V m = a.op(Ty::kU32, "OpBitwiseAnd", {lo_word, lane_lo_});
  if (wave64_) {
    V hi_word = sgpr(kExecHi);
    if (known_half == 1)
      if (V b = a.own_bit(hi_word); !b.id.empty()) return b;
    V h = a.op(Ty::kU32, "OpBitwiseAnd", {hi_word, lane_hi_});
    m = a.op(Ty::kU32, "OpBitwiseOr", {m, h});
  }
  return to_bool(m);
}

// ---------------------------------------------------------------- values

V Emit::bits(const V& v) {
  return is_float(v.ty) ? as(uint_of(v.ty), v) : v;
}
V Emit::as(Ty t, const V& v) {
  return v.ty == t ? v : a.op(t, "OpBitcast", {v});
}
V Emit::to_bool(const V& u) {
  return a.op(Ty::kBool, "OpINotEqual", {u, a.zero(u.ty)});
}
V Emit::from_bool(const V& b, Ty t) {
  V one = t == Ty::kU64 ? a.u64(1) : t == Ty::kU16 ? a.u16(1) : a.u32(1);
  return a.op(t, "OpSelect", {b, one, a.zero(t)});
}
V Emit::lo(const V& v) {
  if (const SpirvAsm::Halves* h = a.halves(v)) return h->lo;
  return a.op(Ty::kU32, "OpUConvert", {v});
}
V Emit::hi(const V& v) {
  if (const SpirvAsm::Halves* h = a.halves(v)) return h->hi;
  return a.op(Ty::kU32, "OpUConvert", {a.op(Ty::kU64, "OpShiftRightLogical", {v, a.u32(32)})});
}
V Emit::join(const V& l, const V& h) {
  return a.join(l, h);
}

// ---------------------------------------------------------------- operands

V Emit::inline_constant(unsigned code, Ty t, const isa::Operand& o) {
  unsigned bits = type_bits(t);
  if (code >= 128 && code <= 208) {
    int64_t n = code <= 192 ? static_cast<int64_t>(code) - 128 : 192 - static_cast<int64_t>(code);
    uint64_t u = static_cast<uint64_t>(n);
    if (bits == 64) return as(t, a.u64(u));
    if (bits == 16) return as(t, a.u16(static_cast<uint16_t>(u)));
    return as(t, a.u32(static_cast<uint32_t>(u)));
  }
  if (code >= 240 && code <= 248) {
    const FloatConst& f = kFloatConsts[code - 240];
    if (bits == 64) return as(t, a.u64(f.f64));
    if (bits == 16) return as(t, a.u16(f.f16));
    return as(t, a.u32(f.f32));
  }
  if (code == kLiteral) {
    uint32_t lit = o.value;
    if (bits == 64) {
      // A 64-bit float takes the literal as its high half; an integer, zero-extended.
      uint64_t u = t == Ty::kF64 ? uint64_t{lit} << 32 : uint64_t{lit};
      return as(t, a.u64(u));
    }
    if (bits == 16) return as(t, a.u16(static_cast<uint16_t>(lit)));
    return as(t, a.u32(lit));
  }
  refuse(fmt::format("operand-{}", code));
  return a.zero(t);
}

V Emit::src_raw(const isa::Operand& o, Ty t) {
  unsigned bits = type_bits(t);
  Ty ut = uint_of(t);
  for (const SrcOverride& so : src_override) {
    if (so.op != &o) continue;
    // DPP and SDWA sources are 32 bits wide (RDNA2 ISA 6.2).
    if (bits == 64) {
      refuse("lane-modifier-64-bit-source");
      return a.zero(t);
    }
    V w = a.load(Ty::kU32, so.var);
    return as(t, bits == 16 ? a.op(Ty::kU16, "OpUConvert", {w}) : w);
  }
  if (o.kind == isa::OperandKind::kImplicit) {
    // vcc_lo / vcc of the e32 forms that read the carry or the mask.
    V m = bits == 64 ? vcc() : sgpr(kVccLo);
    return as(t, m);
  }
  if (o.kind == isa::OperandKind::kImmediate) {
    // An immediate field of a 16-bit operand (v_fmamk_f16's K) is its low half.
    if (bits == 16) return as(t, a.u16(static_cast<uint16_t>(o.value)));
    if (bits == 64) return as(t, a.u64(o.value));
    return as(t, a.u32(o.value));
  }
  unsigned code = o.code;
  V raw;
  if (code >= 256) {
    unsigned v = code - 256;
    if (bits == 64) {
      if (v + 1 > 255) refuse("vgpr-range");
      raw = join(vgpr(v), vgpr(v + 1));
    } else {
      raw = vgpr(v);
      if (bits == 16) raw = a.op(Ty::kU16, "OpUConvert", {raw});
    }
    return as(t, raw);
  }
  if (code < 128) {
    unsigned dwords = bits == 64 ? 2 : 1;
    if (!valid_sgpr(code, dwords) && code != kNull) {
      refuse(fmt::format("scalar-operand-{}", code));
      return a.zero(t);
    }
    if (bits == 64)
      raw = code == kNull ? a.u64(0) : sgpr64(code);
    else
      raw = sgpr(code);
    if (bits == 16) raw = a.op(Ty::kU16, "OpUConvert", {raw});
    return as(t, raw);
  }
  if (code == kScc || code == kVccz || code == kExecz) {
    V b;
    if (code == kScc)
      b = scc();
    else
      b = a.op(Ty::kBool, "OpIEqual", {code == kVccz ? vcc() : exec(), a.u64(0)});
    return as(t, from_bool(b, ut));
  }
  return inline_constant(code, t, o);
}

V Emit::src(const isa::Operand& o, Ty t) {
  V v = src_raw(o, t);
  // Neither modifier makes a denormal of a value that is not one.
  bool clean = t == Ty::kF32 && o.kind != isa::OperandKind::kImmediate && o.is_vgpr() &&
               o.dwords <= 1 && clean_f32_vgprs.count(o.code - 256u) != 0;
  if (clean) clean_f32_values.insert(v.id);
  if (!o.abs && !o.neg) return v;
  // An integer source with a float modifier: its meaning is the instruction's
  // (v_cndmask_b32 reads its sources as floats for them); a handler that reads
  // an integer here has none to give, so the modifier is refused, never dropped.
  if (!is_float(t)) {
    refuse("integer-source-modifier");
    return v;
  }
  Ty ut = uint_of(t);
  unsigned w = type_bits(t);
  V u = as(ut, v);
  V sign = w == 64 ? a.u64(uint64_t{1} << 63) : w == 16 ? a.u16(0x8000) : a.u32(0x80000000u);
  if (o.abs) u = a.op(ut, "OpBitwiseAnd", {u, a.op(ut, "OpNot", {sign})});
  if (o.neg) u = a.op(ut, "OpBitwiseXor", {u, sign});
  V r = as(t, u);
  if (clean) clean_f32_values.insert(r.id);
  return r;
}

bool Emit::set_sdst(const isa::Operand& o, const V& v) {
  unsigned bits = type_bits(v.ty);
  if (o.kind == isa::OperandKind::kImplicit) {
    if (bits == 64)
      set_vcc(v);
    else
      set_sgpr(kVccLo, v);
    return true;
  }
  unsigned code = o.code;
  unsigned dwords = bits == 64 ? 2 : 1;
  if (code == kNull) return true;
  if (!valid_sgpr(code, dwords)) return refuse(fmt::format("scalar-destination-{}", code));
  if (bits == 64)
    set_sgpr64(code, v);
  else
    set_sgpr(code, as(Ty::kU32, v));
  return true;
}

// ---------------------------------------------------------------- memory

void Emit::raise_status(StatusBit bit) {
  a.line(fmt::format("{} = OpFunctionCall %void %fn_status {}", a.fresh("call"), a.u32(bit).id));
}
void Emit::check_region_words() {
  if (region_loads == nullptr) return;
  auto [first, last] = region_loads->equal_range(offset);
  for (auto it = first; it != last; ++it) {
    const RegionWordLoad& w = it->second;
    uint32_t at = offsetof(StatusRecord, region_words) + 4 * (4 * w.region + w.word);
    V addr = a.op(Ty::kU64, "OpIAdd", {push_u64(a, "status"), a.u64(at)});
    std::string ptr = a.fresh("p");
    a.line(fmt::format("{} = OpConvertUToPtr %psb_u32 {}", ptr, addr.id));
    V want{a.fresh("x"), Ty::kU32};
    a.line(fmt::format("{} = OpLoad %u32 {} Aligned 4", want.id, ptr));
    V differs = a.op(Ty::kBool, "OpINotEqual", {sgpr(w.sgpr), want});
    V bits = a.op(Ty::kU32, "OpSelect", {differs, a.u32(kStatusMemoryRegions), a.u32(0)});
    a.line(fmt::format("{} = OpFunctionCall %void %fn_status {}", a.fresh("call"), bits.id));
  }
}
void Emit::flush_status() {
  a.line(fmt::format("{} = OpFunctionCall %void %fn_status_flush", a.fresh("call")));
}

V Emit::load32(const V& va) {
  return a.op(Ty::kU32, "OpFunctionCall", {V{"%fn_load32", Ty::kVoid}, va});
}
V Emit::load_bytes(const V& va, unsigned n, bool sign) {
  V w = load32(va);
  unsigned bits = n * 8;
  return a.op(Ty::kU32, sign ? "OpBitFieldSExtract" : "OpBitFieldUExtract",
              {w, a.u32(0), a.u32(bits)});
}
void Emit::store32(const V& va, const V& v) {
  a.line(fmt::format("{} = OpFunctionCall %void %fn_store32 {} {}", a.fresh("call"), va.id, v.id));
}
void Emit::store_bytes(const V& va, const V& v, unsigned n) {
  for (unsigned i = 0; i < n; ++i) {
    V addr = a.op(Ty::kU64, "OpIAdd", {va, a.u64(i)});
    V byte = a.op(Ty::kU32, "OpBitFieldUExtract", {v, a.u32(8 * i), a.u32(8)});
    a.line(fmt::format("{} = OpFunctionCall %void %fn_store8 {} {}", a.fresh("call"), addr.id,
                       byte.id));
  }
}
V Emit::atomic32(const char* opcode, const V& va, const V& v, const V* cmp) {
  V p = a.op(Ty::kU64, "OpFunctionCall", {V{"%fn_translate", Ty::kVoid}, va});
  std::string r = a.local(Ty::kU32, "at");
  a.store(r, a.u32(0));
  a.if_begin(a.op(Ty::kBool, "OpINotEqual", {p, a.u64(0)}));
  std::string ptr = a.fresh("p");
  a.line(fmt::format("{} = OpConvertUToPtr %psb_u32 {}", ptr, p.id));
  V res{a.fresh("x"), Ty::kU32};
  if (cmp != nullptr)
    a.line(fmt::format("{} = {} %u32 {} %c_dev %c_sem0 %c_sem0 {} {}", res.id, opcode, ptr, v.id,
                       cmp->id));
  else
    a.line(fmt::format("{} = {} %u32 {} %c_dev %c_sem0 {}", res.id, opcode, ptr, v.id));
  a.store(r, res);
  a.if_end();
  return a.load(Ty::kU32, r);
}
V Emit::atomic64(const char*, const V&, const V&, const V*) {
  refuse("atomic-64");
  return a.u64(0);
}

// ---------------------------------------------------------------- LDS

V Emit::lds_load32(const V& addr, bool aligned) {
  uses_lds = true;
  if (aligned)
    return a.op(
        Ty::kU32, "OpFunctionCall",
        {V{"%fn_lds_word", Ty::kVoid}, a.op(Ty::kU32, "OpShiftRightLogical", {addr, a.u32(2)})});
  return a.op(Ty::kU32, "OpFunctionCall", {V{"%fn_lds_load32", Ty::kVoid}, addr});
}
void Emit::lds_store32(const V& addr, const V& v, bool aligned) {
  uses_lds = true;
  a.line(fmt::format("{} = OpFunctionCall %void {} {} {}", a.fresh("call"),
                     aligned ? "%fn_lds_store32a" : "%fn_lds_store32", addr.id, v.id));
}
V Emit::lds_atomic32(const char* opcode, const V& addr, const V& v, const V* cmp) {
  uses_lds = true;
  // Dword-aligned and inside the allocation, else no access (reads 0).
  std::string r = a.local(Ty::kU32, "la");
  a.store(r, a.u32(0));
  V in_range = a.op(Ty::kBool, "OpULessThan", {addr, a.u32(config.lds_bytes)});
  a.if_begin(in_range);
  V idx = a.op(Ty::kU32, "OpShiftRightLogical", {addr, a.u32(2)});
  V ptr{a.fresh("p"), Ty::kVoid};
  a.line(lds_word_pointer(config.lds_in_buffer, ptr.id, idx.id));
  V res{a.fresh("x"), Ty::kU32};
  if (cmp != nullptr)
    a.line(fmt::format("{} = {} %u32 {} %c_wg %c_sem0 %c_sem0 {} {}", res.id, opcode, ptr.id, v.id,
                       cmp->id));
  else
    a.line(fmt::format("{} = {} %u32 {} %c_wg %c_sem0 {}", res.id, opcode, ptr.id, v.id));
  a.store(r, res);
  a.if_end();
  return a.load(Ty::kU32, r);
}

// ---------------------------------------------------------------- crossing lanes

V Emit::own_mask_bit(const V& m) {
  if (m.ty == Ty::kU32) {
    if (V b = a.own_bit(m); !b.id.empty()) return b;
    return to_bool(a.op(Ty::kU32, "OpBitwiseAnd", {m, lane_lo_}));
  }
  V l = lo(m), h = hi(m);
  V bl = a.own_bit(l), bh = a.own_bit(h);
  // In a copy of one half (D65) the lane's bit is in that half's word.
  if (known_half == 0 && !bl.id.empty()) return bl;
  if (known_half == 1 && !bh.id.empty()) return bh;
  if (!bl.id.empty() && !bh.id.empty())
    return a.op(Ty::kBool, "OpSelect", {lane_in_low_half(), bl, bh});
  V mine = a.op(Ty::kU32, "OpBitwiseOr",
                {a.op(Ty::kU32, "OpBitwiseAnd", {l, lane_lo_}),
                 a.op(Ty::kU32, "OpBitwiseAnd", {h, lane_hi_})});
  return to_bool(mine);
}

V Emit::lane_mask_nonzero(const V& m) {
  if (split_waves && subgroup_tests.count(offset)) {
    subgroup_tested.insert(offset);
    // D61: in a loop whose lanes leave alone, each lane tests its own bit. A
    // wave64 test is of 64 bits (D23); a 32-bit one there is not made, and
    // translate_instruction refuses it.
    if (in_lane_wise_segment()) {
      if (m.ty == Ty::kU32 && wave64_) {
        subgroup_tested.erase(offset);
        return to_bool(m);
      }
      return own_mask_bit(m);
    }
    V lanes = m.ty == Ty::kU64 ? subgroup_lanes_ : lo(subgroup_lanes_);
    return to_bool(a.op(m.ty, "OpBitwiseAnd", {m, lanes}));
  }
  return to_bool(m);
}

void Emit::publish_bit(const V& b) {
  uses_crosslane = true;
  if (subgroup_covers_wave || split_waves) {
    a.store("%xbit", b);
    return;
  }
  // Each host subgroup is a run of S lanes of one wave: its first lane stores
  // the subgroup's ballot as one chunk of the wave's mask.
  unsigned s = key.host_subgroup;
  unsigned chunks = wave_size() / s;
  V ballot = a.op(Ty::kV4U32, "OpGroupNonUniformBallot", {V{"%c_sg", Ty::kVoid}, b});
  V word = a.op(Ty::kU32, "OpCompositeExtract", {ballot}, "0");
  V pos = a.op(Ty::kU32, "OpBitwiseAnd", {lane_, a.u32(s - 1)});
  a.if_begin(a.op(Ty::kBool, "OpIEqual", {pos, a.u32(0)}));
  V bank = a.op(Ty::kU32, "OpBitwiseAnd", {a.load(Ty::kU32, iter_var), a.u32(1)});
  V base = a.op(Ty::kU32, "OpIMul", {bank, a.u32(chunks * config.waves)});
  V slot = a.op(Ty::kU32, "OpIAdd", {base, a.op(Ty::kU32, "OpIMul", {wave_, a.u32(chunks)})});
  slot = a.op(Ty::kU32, "OpIAdd",
              {slot, a.op(Ty::kU32, "OpShiftRightLogical", {lane_, a.u32(std::countr_zero(s))})});
  V ptr{a.fresh("p"), Ty::kVoid};
  a.line(fmt::format("{} = OpAccessChain %wp_u32 %xball {}", ptr.id, slot.id));
  a.line(fmt::format("OpStore {} {}", ptr.id, word.id));
  a.if_end();
  uint32_t next = new_segment_id();
  close_segment(a.u32(next), true);
  open_segment(next);
}

void Emit::lanes_together_check() {
  if (!check_lanes_together) return;
  // A check earlier in the same block, with no call since, saw every lane:
  // they all run on together from it to here.
  if (lanes_checked_at_ == a.flow_serial()) return;
  // The wave's words of a ballot every present invocation makes: all ones.
  V all = a.op(Ty::kV4U32, "OpGroupNonUniformBallot", {V{"%c_sg", Ty::kVoid}, a.boolean(true)});
  V w0i = a.op(Ty::kU32, "OpShiftRightLogical", {subgroup_first_, a.u32(5)});
  V whole = a.op(Ty::kBool, "OpIEqual",
                 {a.op(Ty::kU32, "OpVectorExtractDynamic", {all, w0i}), a.u32(~0u)});
  if (wave64_) {
    V w1 =
        a.op(Ty::kU32, "OpVectorExtractDynamic", {all, a.op(Ty::kU32, "OpIAdd", {w0i, a.u32(1)})});
    whole = a.op(Ty::kBool, "OpLogicalAnd", {whole, a.op(Ty::kBool, "OpIEqual", {w1, a.u32(~0u)})});
  }
  a.if_begin(a.op(Ty::kBool, "OpLogicalNot", {whole}));
  raise_status(kStatusLanesApart);
  a.if_end();
  // The branch is the same for every lane (a ballot's word): they meet again
  // at its merge, where the block after the check begins.
  lanes_checked_at_ = a.flow_serial();
}

void Emit::note_dropped_lane(const V& mask) {
  if (!check_dropped_lanes) return;
  V bit = lo(a.op(Ty::kU64, "OpBitwiseAnd",
                  {a.op(Ty::kU64, "OpShiftRightLogical", {mask, lane_}), a.u64(1)}));
  V dropped = a.op(Ty::kBool, "OpLogicalAnd",
                   {a.load(Ty::kBool, "%xbit"), a.op(Ty::kBool, "OpIEqual", {bit, a.u32(0)})});
  a.store("%f_dropped", a.op(Ty::kBool, "OpLogicalOr", {a.load(Ty::kBool, "%f_dropped"), dropped}));
}

void Emit::dropped_lane_check(const V& src_local) {
  if (!check_dropped_lanes) return;
  V mine = a.op(Ty::kU32, "OpSelect", {a.load(Ty::kBool, "%f_dropped"), a.u32(1), a.u32(0)});
  V theirs = a.op(Ty::kU32, "OpGroupNonUniformShuffle", {V{"%c_sg", Ty::kVoid}, mine, src_local});
  a.if_begin(a.op(Ty::kBool, "OpINotEqual", {theirs, a.u32(0)}));
  raise_status(kStatusLanesApart);
  a.if_end();
}

V Emit::read_mask() {
  if (split_waves && in_lane_wise_segment()) {
    // D61: the lane's own bit in its place; no lane reads another's bits here.
    V b = a.load(Ty::kBool, "%xbit");
    V own = a.op(Ty::kU32, "OpSelect",
                 {b,
                  a.op(Ty::kU32, "OpShiftLeftLogical",
                       {a.u32(1), a.op(Ty::kU32, "OpBitwiseAnd", {lane_, a.u32(31)})}),
                  a.u32(0)});
    a.relate_own_bit(own, b);
    return join(a.op(Ty::kU32, "OpBitwiseAnd", {own, subgroup_lo_keep_}),
                a.op(Ty::kU32, "OpBitwiseAnd", {own, subgroup_hi_keep_}));
  }
  if (split_waves) {
    // The subgroup's own lanes' bits, in their place in the wave's mask.
    V b = a.load(Ty::kBool, "%xbit");
    V word;
    if (key.host_ballot_by_shuffle && all_invocations_take_part) {
      // D53: each invocation's bit in its place, gathered by exchanges with
      // the invocations 1, 2, 4, ... places away until every one holds all.
      unsigned s = key.host_subgroup;
      V mine = a.op(Ty::kU32, "OpBitwiseAnd", {lane_, a.u32(s - 1)});
      word = a.op(Ty::kU32, "OpSelect",
                  {b, a.op(Ty::kU32, "OpShiftLeftLogical", {a.u32(1), mine}), a.u32(0)});
      for (unsigned d = 1; d < s; d <<= 1) {
        V from = a.op(Ty::kU32, "OpBitwiseXor", {mine, a.u32(d)});
        V theirs = a.op(Ty::kU32, "OpGroupNonUniformShuffle", {V{"%c_sg", Ty::kVoid}, word, from});
        word = a.op(Ty::kU32, "OpBitwiseOr", {word, theirs});
      }
    } else {
      V ballot = a.op(Ty::kV4U32, "OpGroupNonUniformBallot", {V{"%c_sg", Ty::kVoid}, b});
      word = a.op(Ty::kU32, "OpCompositeExtract", {ballot}, "0");
    }
    V own = a.op(Ty::kU32, "OpShiftLeftLogical", {word, subgroup_half_shift_});
    // The subgroup's lanes lie in one half, in order from its shift: bit
    // lane & 31 of the placed word is this invocation's own bit (D59).
    a.relate_own_bit(own, b);
    V mask = join(a.op(Ty::kU32, "OpBitwiseAnd", {own, subgroup_lo_keep_}),
                  a.op(Ty::kU32, "OpBitwiseAnd", {own, subgroup_hi_keep_}));
    note_dropped_lane(mask);
    return mask;
  }
  if (subgroup_covers_wave) {
    lanes_together_check();
    V b = a.load(Ty::kBool, "%xbit");
    V ballot = a.op(Ty::kV4U32, "OpGroupNonUniformBallot", {V{"%c_sg", Ty::kVoid}, b});
    V w0i = a.op(Ty::kU32, "OpShiftRightLogical", {subgroup_first_, a.u32(5)});
    V w0 = a.op(Ty::kU32, "OpVectorExtractDynamic", {ballot, w0i});
    V mask = join(w0, a.u32(0));
    if (wave64_) {
      V w1 = a.op(Ty::kU32, "OpVectorExtractDynamic",
                  {ballot, a.op(Ty::kU32, "OpIAdd", {w0i, a.u32(1)})});
      mask = join(w0, w1);
    }
    note_dropped_lane(mask);
    return mask;
  }
  unsigned s = key.host_subgroup;
  unsigned chunks = wave_size() / s;
  V bank = a.op(Ty::kU32, "OpBitwiseXor",
                {a.op(Ty::kU32, "OpBitwiseAnd", {a.load(Ty::kU32, iter_var), a.u32(1)}), a.u32(1)});
  V base = a.op(Ty::kU32, "OpIMul", {bank, a.u32(chunks * config.waves)});
  base = a.op(Ty::kU32, "OpIAdd", {base, a.op(Ty::kU32, "OpIMul", {wave_, a.u32(chunks)})});
  V mask = a.u64(0);
  for (unsigned c = 0; c < chunks; ++c) {
    V idx = a.op(Ty::kU32, "OpIAdd", {base, a.u32(c)});
    V ptr{a.fresh("p"), Ty::kVoid};
    a.line(fmt::format("{} = OpAccessChain %wp_u32 %xball {}", ptr.id, idx.id));
    V word = a.load(Ty::kU32, ptr.id);
    V wide = a.op(Ty::kU64, "OpUConvert", {word});
    wide = a.op(Ty::kU64, "OpShiftLeftLogical", {wide, a.u32(c * s)});
    mask = a.op(Ty::kU64, "OpBitwiseOr", {mask, wide});
  }
  return mask;
}

void Emit::publish_dword(const V& v) {
  if (split_waves && !first_lane_reads.count(offset)) refuse(kSplitCrossesLanes);
  uses_crosslane = true;
  if (subgroup_covers_wave || split_waves) {
    a.store("%xval", v);
    return;
  }
  V bank = a.op(Ty::kU32, "OpBitwiseAnd", {a.load(Ty::kU32, iter_var), a.u32(1)});
  V slot = a.op(Ty::kU32, "OpIAdd",
                {a.op(Ty::kU32, "OpIMul", {bank, a.u32(config.waves * wave_size())}), flat_});
  V ptr{a.fresh("p"), Ty::kVoid};
  a.line(fmt::format("{} = OpAccessChain %wp_u32 %xch {}", ptr.id, slot.id));
  a.line(fmt::format("OpStore {} {}", ptr.id, v.id));
  uint32_t next = new_segment_id();
  close_segment(a.u32(next), true);
  open_segment(next);
}

V Emit::read_lane(const V& src_lane) {
  V l = a.op(Ty::kU32, "OpBitwiseAnd", {src_lane, a.u32(wave_size() - 1)});
  if (split_waves) {
    // A lane of this subgroup (first_active_lane's): its place in the subgroup.
    V v = a.load(Ty::kU32, "%xval");
    V id = a.op(Ty::kU32, "OpISub", {l, subgroup_shift_});
    dropped_lane_check(id);
    return a.op(Ty::kU32, "OpGroupNonUniformShuffle", {V{"%c_sg", Ty::kVoid}, v, id});
  }
  if (subgroup_covers_wave) {
    lanes_together_check();
    V v = a.load(Ty::kU32, "%xval");
    V id = a.op(Ty::kU32, "OpIAdd", {subgroup_first_, l});
    dropped_lane_check(id);
    return a.op(Ty::kU32, "OpGroupNonUniformShuffle", {V{"%c_sg", Ty::kVoid}, v, id});
  }
  V bank = a.op(Ty::kU32, "OpBitwiseXor",
                {a.op(Ty::kU32, "OpBitwiseAnd", {a.load(Ty::kU32, iter_var), a.u32(1)}), a.u32(1)});
  V slot = a.op(Ty::kU32, "OpIMul", {bank, a.u32(config.waves * wave_size())});
  slot = a.op(Ty::kU32, "OpIAdd", {slot, a.op(Ty::kU32, "OpIMul", {wave_, a.u32(wave_size())})});
  slot = a.op(Ty::kU32, "OpIAdd", {slot, l});
  V ptr{a.fresh("p"), Ty::kVoid};
  a.line(fmt::format("{} = OpAccessChain %wp_u32 %xch {}", ptr.id, slot.id));
  return a.load(Ty::kU32, ptr.id);
}

void Emit::wave_sync() {
  if (subgroup_is_wave) {
    // The wave is the host subgroup, whose lanes share this segment's control flow.
    lanes_together_check();
    a.line("OpControlBarrier %c_sg %c_sg %c_barrier_sem");
    return;
  }
  uses_wave_meeting = true;
  uint32_t next = new_segment_id();
  close_segment(a.u32(next), true);
  open_segment(next);
}

void Emit::workgroup_barrier() {
  uses_barrier = true;
  uint32_t next = new_segment_id();
  a.store(resume_var, a.u32(next));
  close_segment(a.u32(kCaseBarrierWait), true);
  open_segment(next);
}

// ---------------------------------------------------------------- control flow

V Emit::lane_in_low_half() {
  if (known_half >= 0) return a.boolean(known_half == 0);
  return a.op(Ty::kBool, "OpULessThan", {lane_, a.u32(32)});
}

uint32_t Emit::new_segment_id() {
  return next_id_++;
}

uint32_t Emit::block_id(uint32_t off) {
  auto it = block_ids.find(off);
  if (it != block_ids.end()) return it->second;
  uint32_t id = new_segment_id();
  block_ids.emplace(off, id);
  return id;
}

void Emit::open_segment(uint32_t id) {
  end_segment_loop();
  std::string label = a.fresh("seg");
  cases.emplace_back(id, label);
  a.label(label);
  closed_ = false;
  if (!loop_segments.count(id)) return;
  loop_ = {true, id, a.fresh("lhead"), a.fresh("lcont"), a.fresh("lmerge"), false, a.if_depth()};
  std::string body = a.fresh("lbody");
  a.line("OpBranch " + loop_.head);
  a.label(loop_.head);
  a.line(fmt::format("OpLoopMerge {} {} None", loop_.merge, loop_.cont));
  a.line("OpBranch " + body);
  a.label(body);
  // Each round counts against the wave's budget as a trip through the
  // dispatcher does, tested where the round first may leave the loop (D70):
  // branch() and close_segment() fold it into that way out.
}

void Emit::close_segment(const V& next, bool yield) {
  a.store(pc_var, next);
  closed_ = true;
  if (!loop_.open) {
    a.line("OpBranch " + (yield ? inner_merge : inner_cont));
    return;
  }
  // In a segment's loop: round again where the wave goes on at its start, else
  // out of the loop, to the meeting (yield) or the dispatcher.
  // A round that reaches its way back untested tests the budget there: past
  // it, out to the dispatcher, whose next trip ends the wave.
  a.store("%lyield", a.boolean(yield));
  bool test = !yield && !loop_.counted;
  if (yield) {
    a.line("OpBranch " + loop_.merge);
  } else if (next.id == a.u32(loop_.id).id && !test) {
    a.line("OpBranch " + loop_.cont);
  } else {
    V again = a.op(Ty::kBool, "OpIEqual", {next, a.u32(loop_.id)});
    if (test) {
      V left = a.op(Ty::kBool, "OpLogicalNot", {budget_spent()});
      again = a.op(Ty::kBool, "OpLogicalAnd", {again, left});
    }
    a.line(fmt::format("OpBranchConditional {} {} {}", again.id, loop_.cont, loop_.merge));
  }
}

void Emit::end_segment_loop() {
  if (!loop_.open) return;
  loop_.open = false;
  a.label(loop_.cont);
  a.store("%budget", a.op(Ty::kU32, "OpIAdd", {a.load(Ty::kU32, "%budget"), a.u32(1)}));
  a.line("OpBranch " + loop_.head);
  a.label(loop_.merge);
  V yield = a.load(Ty::kBool, "%lyield");
  a.line(fmt::format("OpBranchConditional {} {} {}", yield.id, inner_merge, inner_cont));
}

void Emit::zero_dead_sgprs(const RegisterUse::Registers& live) {
  // Only registers already named have variables; EXEC's always do.
  std::set<unsigned> regs = used_sgprs;
  regs.insert(kExecLo);
  regs.insert(kExecHi);
  for (unsigned r : regs) {
    if (r >= 128 || live.test(r)) continue;
    a.store(fmt::format("%rs{}", r), a.u32(0));
    if (has_lane_copy(r)) a.store(lane_bit_var(r), a.boolean(false));
  }
  if (!live.test(RegisterUse::kScc)) a.store("%rscc", a.boolean(false));
}

void Emit::jump(const V& target) {
  close_segment(target, false);
}

V Emit::budget_spent() {
  return a.op(Ty::kBool, "OpUGreaterThan", {a.load(Ty::kU32, "%budget"), a.u32(kSegmentBudget)});
}

void Emit::branch(const V& cond, uint32_t target) {
  if (inlined.count(target)) refuse("branch-to-inlined-block");
  V t = a.u32(block_id(target));
  if (!inlined.count(next_offset)) {
    jump(a.op(Ty::kU32, "OpSelect", {cond, t, a.u32(block_id(next_offset))}));
    return;
  }
  // The first way out of a segment's loop on the round's own path (not inside
  // a construct of the round, not back to its start) also leaves where the
  // budget is spent (D70): every round passes it, and the way out already
  // zeroes what its target does not read. The dispatcher then ends the wave.
  V taken = cond;
  if (loop_.open && !loop_.counted && a.if_depth() == loop_.depth && t.id != a.u32(loop_.id).id) {
    taken = a.op(Ty::kBool, "OpLogicalOr", {cond, budget_spent()});
    loop_.counted = true;
  }
  // Out of the segment where taken; on into the next block.
  std::string leave = a.fresh("leave"), stay = a.fresh("stay");
  SpirvAsm::StoredOwn known = a.stored_own();
  SpirvAsm::StoredSelects selects = a.stored_selects();
  a.line(fmt::format("OpSelectionMerge {} None", stay));
  a.line(fmt::format("OpBranchConditional {} {} {}", taken.id, leave, stay));
  a.label(leave);
  auto live = sgpr_live_in.find(target);
  if (loop_.open && live != sgpr_live_in.end()) zero_dead_sgprs(live->second);
  close_segment(t, false);
  a.label(stay);
  // Only this branch enters `stay` (`leave` goes out of the segment), where
  // `taken` is false: a register's own bit that it decides is a constant
  // there (the lane's EXEC bit on a loop's way on after its exit test).
  a.restore_stored_own(std::move(known));
  a.assume(taken, false);
  // A register written by a select that `taken` decides (a lane's write under
  // the exit test's mask, say) holds the chosen value on this way.
  a.restore_selects(selects, taken, false);
  closed_ = false;
}

void Emit::end_wave() {
  close_segment(a.u32(kCaseEnded), true);
}

V Emit::program_va() {
  V p{a.fresh("p"), Ty::kVoid};
  a.line(fmt::format("{} = OpAccessChain %pp_u64 %push %c_push_program_va", p.id));
  return a.load(Ty::kU64, p.id);
}

void Emit::jump_to_address(const V& va) {
  // The target must start a block the analysis found; the offsets are compared
  // at run time, since the address is a value.
  V off64 = a.op(Ty::kU64, "OpISub", {va, program_va()});
  V target = a.u32(kCaseIndirectFault);
  for (const auto& [off, id] : block_ids) {
    V hit = a.op(Ty::kBool, "OpIEqual", {off64, a.u64(off)});
    target = a.op(Ty::kU32, "OpSelect", {hit, a.u32(id), target});
  }
  close_segment(target, false);
}

// ---------------------------------------------------------------- op tables

std::string_view base_mnemonic(const isa::Instruction& in) {
  std::string_view n = in.info->name;
  for (std::string_view suffix : {"_e32", "_e64", "_dpp", "_sdwa"}) {
    if (n.size() > suffix.size() && n.substr(n.size() - suffix.size()) == suffix)
      return n.substr(0, n.size() - suffix.size());
  }
  return n;
}

const OpEntry* find_op(std::string_view mnemonic) {
  static const std::map<std::string_view, const OpEntry*> table = [] {
    std::map<std::string_view, const OpEntry*> t;
    for (auto list :
         {scalar_ops(), vector_ops(), memory_ops(), float_ops(), packed_ops(), crosslane_ops(),
          format_ops(), divide_ops(), int16_ops(), image_ops(), sample_ops()})
      for (const OpEntry& e : list) t.emplace(e.name, &e);
    return t;
  }();
  auto it = table.find(mnemonic);
  return it == table.end() ? nullptr : it->second;
}

}  // namespace rdnavk::xlate
