// Format loads and stores (D967), further LDS forms and atomics. The format is
// read at run time from the descriptor's fourth word (FORMAT, bits 18:12; the
// channel selects DST_SEL_X/Y/Z/W, bits 11:0) or, for MTBUF, taken from the
// instruction's FORMAT field; the layout comes from the published GFX10 format
// table (xlate/buffer_formats.inc). RDNA2 ISA chapter 8 (MUBUF/MTBUF), 11 (DS).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <functional>

#include "isa/table.h"
#include "xlate/buffer_address.h"
#include "xlate/buffer_formats.h"
#include "xlate/format_convert.h"
#include "xlate/runtime_spirv.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using isa::Field;
using isa::Instruction;
using vec::opnd;
using namespace fconv;

// The format of the access: the descriptor's (MUBUF) or the instruction's (MTBUF).
V access_format(Emit& e, const Instruction& in, const BufferAccess& b) {
  if (base_mnemonic(in).starts_with("tbuffer_")) {
    const BufferFormat* f = find_buffer_format(in.field(Field::kFormat));
    return e.a.u32(f != nullptr ? packed_format(*f) : 0);
  }
  return format_word(e, field(e, b.word3, 12, 7));
}

// ---- reading and writing an element

// The element's four dwords (zero past its size) read where the equation
// places them: contiguous unswizzled; byte by byte when swizzled (at most four
// bytes, the rest being an escape), since a swizzled buffer's bytes may lie apart.
std::array<V, 4> read_element(Emit& e, const BufferAccess& b, const Layout& l, const V& go) {
  auto& a = e.a;
  std::array<std::string, 4> w;
  for (auto& x : w) {
    x = a.local(Ty::kU32, "fe");
    a.store(x, a.u32(0));
  }
  V addr0 = buffer_dword(e, b, 0).first;
  a.if_begin(bop(e, "OpLogicalAnd", {go, bop(e, "OpLogicalNot", {b.swizzle})}));
  for (unsigned k = 0; k < 4; ++k) {
    a.if_begin(bop(e, "OpULessThan", {a.u32(4 * k), l.bytes}));
    a.store(w[k], e.load32(a.op(Ty::kU64, "OpIAdd", {addr0, a.u64(4 * k)})));
    a.if_end();
  }
  a.if_else();
  a.if_begin(go);
  V acc = a.u32(0);
  for (unsigned j = 0; j < 4; ++j) {
    V addr = buffer_dword(e, b, j).first;
    V byte =
        sel(e, bop(e, "OpULessThan", {a.u32(j), l.bytes}), e.load_bytes(addr, 1, false), a.u32(0));
    acc = u32op(e, "OpBitwiseOr", {acc, u32op(e, "OpShiftLeftLogical", {byte, a.u32(8 * j)})});
  }
  a.store(w[0], acc);
  a.if_end();
  a.if_end();
  return {a.load(Ty::kU32, w[0]), a.load(Ty::kU32, w[1]), a.load(Ty::kU32, w[2]),
          a.load(Ty::kU32, w[3])};
}

// The element is in range when its offset passes OOB_SELECT's test: on GFX10
// the offset alone is checked, not offset + payload (that is GFX11: Mesa
// ac_descriptors.c, the OOB_SELECT comment), so a straddling element is read whole.
V element_in_range(Emit& e, const BufferAccess& b) {
  return buffer_dword(e, b, 0).second;
}

// Whether the descriptor cannot be answered for `n` channels (D967): no such
// format, a reserved select, a select of a missing component, or a swizzled
// element wider than four bytes. A null descriptor (all selects 0) is none.
V escape_of(Emit& e, const BufferAccess& b, const Layout& l, unsigned n) {
  auto& a = e.a;
  V bad = eq(e, l.word, 0);
  for (unsigned i = 0; i < n; ++i)
    bad = bop(e, "OpLogicalOr", {bad, select_escape(e, l, field(e, b.word3, 3 * i, 3))});
  V wide = bop(e, "OpLogicalAnd", {b.swizzle, bop(e, "OpUGreaterThan", {l.bytes, a.u32(4)})});
  bad = bop(e, "OpLogicalOr", {bad, wide});
  V null = eq(e, field(e, b.word3, 0, 12), 0);
  return bop(e, "OpLogicalAnd", {bad, bop(e, "OpLogicalNot", {null})});
}

void raise_if(Emit& e, const V& cond) {
  e.a.if_begin(cond);
  e.raise_status(kStatusFormatEscape);
  e.a.if_end();
}

// A format load's element read and converted to 32-bit channels: the
// escape (raised by the caller), whether the element was read, its channels.
struct FormatRead {
  BufferAccess b;
  Layout l;
  V escape, go, one;
  std::array<V, 4> comps;
};
bool begin_format_load(Emit& e, const Instruction& in, unsigned n, FormatRead* r) {
  if (in.field(Field::kLds) != 0) return e.refuse("buffer-load-lds");
  if (in.field(Field::kTfe) != 0) return e.refuse("buffer-tfe");
  r->b = buffer_access(e, in, 1);
  r->l = layout_of(e, access_format(e, in, r->b));
  V active = e.lane_active();
  r->escape = bop(e, "OpLogicalAnd", {active, escape_of(e, r->b, r->l, n)});
  r->go = bop(e, "OpLogicalAnd",
              {bop(e, "OpLogicalAnd", {active, bop(e, "OpLogicalNot", {r->escape})}),
               element_in_range(e, r->b)});
  r->comps = components_in(e, r->l, read_element(e, r->b, r->l, r->go));
  r->one = constant_one(e, r->l);
  return true;
}

bool format_load(Emit& e, const Instruction& in, unsigned n) {
  FormatRead r;
  if (!begin_format_load(e, in, n, &r)) return false;
  raise_if(e, r.escape);
  unsigned vd = opnd(in, 0).code - 256;
  for (unsigned i = 0; i < n; ++i) {
    V v = select_channel(e, r.comps, r.one, field(e, r.b.word3, 3 * i, 3));
    e.set_vgpr_active(vd + i, sel(e, r.escape, e.a.u32(0), v));
  }
  return true;
}

// The D16 forms: each channel as 16 bits, packed two to a VGPR (x in the low
// half); _x writes one half and keeps the other (_hi: the high half), as does
// the third channel of _xyz. A float channel is its value as a half when the
// half holds it exactly, an integer channel its low 16 bits when they hold it;
// any other is an escape, since how the hardware rounds or clamps it is not
// published.
bool format_load_d16(Emit& e, const Instruction& in, unsigned n, bool hi) {
  FormatRead r;
  if (!begin_format_load(e, in, n, &r)) return false;
  auto& a = e.a;
  unsigned vd = opnd(in, 0).code - 256;
  const Layout& l = r.l;
  V escape = r.escape;
  const uint32_t kUint = static_cast<uint32_t>(NumType::kUint);
  const uint32_t kSint = static_cast<uint32_t>(NumType::kSint);
  V is_uint = eq(e, l.type, kUint), is_sint = eq(e, l.type, kSint);
  V halves[4];
  V inexact = a.boolean(false);
  for (unsigned i = 0; i < n; ++i) {
    V v = select_channel(e, r.comps, r.one, field(e, r.b.word3, 3 * i, 3));
    // The float path, checked on a host that may flush denormals only where the
    // channel is a float (an integer's bits are not one).
    e.guard_conditions.push_back(
        bop(e, "OpLogicalNot", {bop(e, "OpLogicalOr", {is_uint, is_sint})}));
    V h = a.op(Ty::kU32, "OpUConvert",
               {a.op(Ty::kU16, "OpBitcast",
                     {a.op(Ty::kF16, "OpFConvert", {a.op(Ty::kF32, "OpBitcast", {v})})})});
    V back = e.bits(a.op(Ty::kF32, "OpFConvert",
                         {a.op(Ty::kF16, "OpBitcast", {a.op(Ty::kU16, "OpUConvert", {h})})}));
    e.guard_conditions.pop_back();
    V low = u32op(e, "OpBitwiseAnd", {v, a.u32(0xffff)});
    V sext = u32op(e, "OpBitFieldSExtract", {v, a.u32(0), a.u32(16)});
    V float_bad = bop(e, "OpINotEqual", {back, v});
    V uint_bad = bop(e, "OpINotEqual", {low, v});
    V sint_bad = bop(e, "OpINotEqual", {sext, v});
    V bad = sel(e, is_uint, uint_bad, sel(e, is_sint, sint_bad, float_bad));
    inexact = bop(e, "OpLogicalOr", {inexact, bad});
    halves[i] = sel(e, bop(e, "OpLogicalOr", {is_uint, is_sint}), low, h);
  }
  escape = bop(e, "OpLogicalOr", {escape, bop(e, "OpLogicalAnd", {r.go, inexact})});
  raise_if(e, escape);
  auto put = [&](unsigned reg, const V& half, bool high) {
    V old = e.vgpr(reg);
    V v = u32op(e, "OpBitFieldInsert", {old, half, a.u32(high ? 16 : 0), a.u32(16)});
    e.set_vgpr_active(reg, sel(e, escape, old, v));
  };
  if (n == 1) {
    put(vd, halves[0], hi);
    return true;
  }
  for (unsigned i = 0; i + 1 < n; i += 2) {
    V v = u32op(e, "OpBitwiseOr",
                {halves[i], u32op(e, "OpShiftLeftLogical", {halves[i + 1], a.u32(16)})});
    e.set_vgpr_active(vd + i / 2, sel(e, escape, a.u32(0), v));
  }
  if (n == 3) put(vd + 1, halves[2], false);
  return true;
}

// ---- stores: the other way. Float to UNORM/SNORM clamps and rounds to the
// nearest even; FLOAT 32 is the bits, FLOAT 16 rounds to the nearest even; 32-bit
// UINT/SINT are the bits, narrower ones the low bits of a value in the format's
// range; the packed 11- and 10-bit floats the value when the format holds it
// exactly. The others (scaled, narrower integers out of range, a packed float
// that would need rounding, a negative or NaN one) and channel selects that are
// not the identity are escapes: how the hardware rounds or clamps them is not
// published.

// Writes the element's bytes where the equation places them (as read_element).
void write_element(Emit& e, const BufferAccess& b, const Layout& l, const V (&words)[4],
                   const V& go) {
  auto& a = e.a;
  V addr0 = buffer_dword(e, b, 0).first;
  a.if_begin(bop(e, "OpLogicalAnd", {go, bop(e, "OpLogicalNot", {b.swizzle})}));
  a.if_begin(bop(e, "OpULessThan", {l.bytes, a.u32(4)}));
  // 1 or 2 bytes.
  e.store_bytes(addr0, words[0], 1);
  a.if_begin(eq(e, l.bytes, 2));
  e.store_bytes(a.op(Ty::kU64, "OpIAdd", {addr0, a.u64(1)}),
                u32op(e, "OpShiftRightLogical", {words[0], a.u32(8)}), 1);
  a.if_end();
  a.if_else();
  for (unsigned k = 0; k < 4; ++k) {
    a.if_begin(bop(e, "OpULessThan", {a.u32(4 * k), l.bytes}));
    e.store32(a.op(Ty::kU64, "OpIAdd", {addr0, a.u64(4 * k)}), words[k]);
    a.if_end();
  }
  a.if_end();
  a.if_else();
  a.if_begin(go);
  for (unsigned j = 0; j < 4; ++j) {
    a.if_begin(bop(e, "OpULessThan", {a.u32(j), l.bytes}));
    e.store_bytes(buffer_dword(e, b, j).first,
                  u32op(e, "OpShiftRightLogical", {words[0], a.u32(8 * j)}), 1);
    a.if_end();
  }
  a.if_end();
  a.if_end();
}

bool format_store(Emit& e, const Instruction& in, unsigned n) {
  if (in.field(Field::kTfe) != 0) return e.refuse("buffer-tfe");
  auto& a = e.a;
  unsigned vs = opnd(in, 0).code - 256;
  BufferAccess b = buffer_access(e, in, 1);
  Layout l = layout_of(e, access_format(e, in, b));
  V active = e.lane_active();
  V bad = escape_of(e, b, l, n);
  // Exactly the format's components, selected as themselves.
  for (unsigned c = 0; c < 4; ++c) {
    V present = bop(e, "OpINotEqual", {l.width[c], a.u32(0)});
    if (c >= n) {
      bad = bop(e, "OpLogicalOr", {bad, present});
      continue;
    }
    V ident = eq(e, field(e, b.word3, 3 * c, 3), kSelX + c);
    bad = bop(e, "OpLogicalOr",
              {bad, bop(e, "OpLogicalAnd", {present, bop(e, "OpLogicalNot", {ident})})});
    bad = bop(e, "OpLogicalOr", {bad, bop(e, "OpLogicalNot", {present})});
  }
  V words[4] = {a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  for (unsigned c = 0; c < n; ++c) {
    pack_component(e, l, c, convert_out(e, e.vgpr(vs + c), l.width[c], l.type, &bad), words);
  }
  V not_null = bop(e, "OpINotEqual", {field(e, b.word3, 0, 12), a.u32(0)});
  V escape = bop(e, "OpLogicalAnd", {bop(e, "OpLogicalAnd", {active, bad}), not_null});
  raise_if(e, escape);
  V go = bop(
      e, "OpLogicalAnd",
      {bop(e, "OpLogicalAnd", {active, bop(e, "OpLogicalNot", {bad})}), element_in_range(e, b)});
  go = bop(e, "OpLogicalAnd", {go, not_null});
  write_element(e, b, l, words, go);
  return true;
}

// ---- LDS: bytes and halves

bool ds_read_small(Emit& e, const Instruction& in, unsigned bytes, bool sign) {
  auto& a = e.a;
  unsigned vd = opnd(in, 0).code - 256;
  uint32_t off = in.field(Field::kOffset0) | (in.field(Field::kOffset1) << 8);
  V addr = u32op(e, "OpIAdd", {e.vgpr(opnd(in, 1).code - 256), a.u32(off)});
  std::string r = a.local(Ty::kU32, "dr");
  a.store(r, a.u32(0));
  a.if_begin(e.lane_active());
  V acc = a.u32(0);
  for (unsigned j = 0; j < bytes; ++j) {
    V aj = u32op(e, "OpIAdd", {addr, a.u32(j)});
    V word = e.lds_load32(u32op(e, "OpBitwiseAnd", {aj, a.u32(~3u)}), true);
    V byte = u32op(
        e, "OpBitFieldUExtract",
        {word, u32op(e, "OpShiftLeftLogical", {u32op(e, "OpBitwiseAnd", {aj, a.u32(3)}), a.u32(3)}),
         a.u32(8)});
    acc = u32op(e, "OpBitwiseOr", {acc, u32op(e, "OpShiftLeftLogical", {byte, a.u32(8 * j)})});
  }
  if (sign) acc = u32op(e, "OpBitFieldSExtract", {acc, a.u32(0), a.u32(8 * bytes)});
  a.store(r, acc);
  a.if_end();
  e.set_vgpr_active(vd, a.load(Ty::kU32, r));
  return true;
}

bool ds_write_small(Emit& e, const Instruction& in, unsigned bytes) {
  auto& a = e.a;
  uint32_t off = in.field(Field::kOffset0) | (in.field(Field::kOffset1) << 8);
  V addr = u32op(e, "OpIAdd", {e.vgpr(opnd(in, 0).code - 256), a.u32(off)});
  V data = e.vgpr(opnd(in, 1).code - 256);
  a.if_begin(e.lane_active());
  for (unsigned j = 0; j < bytes; ++j) {
    V aj = u32op(e, "OpIAdd", {addr, a.u32(j)});
    V byte = field(e, data, 8 * j, 8);
    e.uses_lds = true;
    a.line(fmt::format("{} = OpFunctionCall %void %fn_lds_store8 {} {}", a.fresh("call"), aj.id,
                       byte.id));
  }
  a.if_end();
  return true;
}

// ---- compare-and-swap loops: `next(old)` becomes the new value.

using NextFn = std::function<V(Emit&, const V&)>;

// `ptr`: a pointer id to a `t` (u32 or u64); `scope`: %c_dev or %c_wg.
V cas_loop(Emit& e, const std::string& ptr, Ty t, const char* scope, const NextFn& next) {
  auto& a = e.a;
  std::string r = a.local(t, "cas");
  std::string head = a.fresh("cas_head"), body = a.fresh("cas_body"), cont = a.fresh("cas_cont"),
              merge = a.fresh("cas_merge");
  V first{a.fresh("x"), t};
  a.line(fmt::format("{} = OpAtomicLoad {} {} {} %c_sem0", first.id, type_id(t), ptr, scope));
  a.store(r, first);
  a.line(fmt::format("OpBranch {}", head));
  a.label(head);
  a.line(fmt::format("OpLoopMerge {} {} None", merge, cont));
  a.line(fmt::format("OpBranch {}", body));
  a.label(body);
  V old = a.load(t, r);
  V nv = next(e, old);
  V got{a.fresh("x"), t};
  a.line(fmt::format("{} = OpAtomicCompareExchange {} {} {} %c_sem0 %c_sem0 {} {}", got.id,
                     type_id(t), ptr, scope, nv.id, old.id));
  a.store(r, got);
  a.line(
      fmt::format("OpBranchConditional {} {} {}", bop(e, "OpIEqual", {got, old}).id, merge, cont));
  a.label(cont);
  a.line(fmt::format("OpBranch {}", head));
  a.label(merge);
  return a.load(t, r);
}

// RDNA2 ISA DS_INC_U32: MEM = (tmp >= DATA) ? 0 : tmp + 1; DS_DEC_U32:
// MEM = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1 (the same for the
// buffer/global forms, 32 and 64 bits).
NextFn inc_fn(const V& data) {
  return [data](Emit& e, const V& old) {
    V one = old.ty == Ty::kU64 ? e.a.u64(1) : e.a.u32(1);
    return sel(e, bop(e, "OpUGreaterThanEqual", {old, data}), e.a.zero(old.ty),
               e.a.op(old.ty, "OpIAdd", {old, one}));
  };
}
NextFn dec_fn(const V& data) {
  return [data](Emit& e, const V& old) {
    V one = old.ty == Ty::kU64 ? e.a.u64(1) : e.a.u32(1);
    V wrap =
        bop(e, "OpLogicalOr",
            {bop(e, "OpIEqual", {old, e.a.zero(old.ty)}), bop(e, "OpUGreaterThan", {old, data})});
    return sel(e, wrap, data, e.a.op(old.ty, "OpISub", {old, one}));
  };
}
// DS_MSKOR_B32: MEM = (tmp & ~DATA) | DATA2.
NextFn mskor_fn(const V& mask, const V& bits) {
  return [mask, bits](Emit& e, const V& old) {
    return u32op(e, "OpBitwiseOr",
                 {u32op(e, "OpBitwiseAnd", {old, u32op(e, "OpNot", {mask})}), bits});
  };
}

// ds_<inc/dec/mskor>[_rtn]_u32/b32 through a compare-and-swap loop.
bool ds_cas(Emit& e, const Instruction& in, bool ret, int kind) {
  auto& a = e.a;
  unsigned a0 = ret ? 1 : 0;
  uint32_t off = in.field(Field::kOffset0) | (in.field(Field::kOffset1) << 8);
  V addr = u32op(e, "OpIAdd", {e.vgpr(opnd(in, a0).code - 256), a.u32(off)});
  V d0 = e.vgpr(opnd(in, a0 + 1).code - 256);
  V d1 = kind == 2 ? e.vgpr(opnd(in, a0 + 2).code - 256) : d0;
  std::string r = a.local(Ty::kU32, "dc");
  a.store(r, a.u32(0));
  a.if_begin(e.lane_active());
  V idx = u32op(e, "OpShiftRightLogical", {addr, a.u32(2)});
  e.uses_lds = true;
  a.if_begin(bop(e, "OpULessThan", {addr, a.u32(e.lds_bytes())}));
  std::string p = a.fresh("p");
  a.line(lds_word_pointer(e.config.lds_in_buffer, p, idx.id));
  NextFn f = kind == 0 ? inc_fn(d0) : kind == 1 ? dec_fn(d0) : mskor_fn(d0, d1);
  a.store(r, cas_loop(e, p, Ty::kU32, "%c_wg", f));
  a.if_end();
  a.if_end();
  if (ret) e.set_vgpr_active(opnd(in, 0).code - 256, a.load(Ty::kU32, r));
  return true;
}

// ---- 64-bit and wrapping atomics on guest memory

// The host pointer of the qword (or dword) at `va`, or none: runs `body` with
// its id where the address is mapped, else raises the VM fault as load32 does.
void with_guest_ptr(Emit& e, const V& va, Ty t,
                    const std::function<void(const std::string&)>& body) {
  auto& a = e.a;
  // The access is naturally aligned: the address's low bits are ignored.
  V aligned =
      a.op(Ty::kU64, "OpBitwiseAnd", {va, a.u64(t == Ty::kU64 ? ~uint64_t{7} : ~uint64_t{3})});
  V p = a.op(Ty::kU64, "OpFunctionCall", {V{"%fn_translate", Ty::kVoid}, aligned});
  a.if_begin(bop(e, "OpINotEqual", {p, a.u64(0)}));
  std::string ptr = a.fresh("p");
  a.line(fmt::format("{} = OpConvertUToPtr {} {}", ptr, t == Ty::kU64 ? "%psb_u64" : "%psb_u32",
                     p.id));
  body(ptr);
  a.if_end();
}

enum class AtomKind { kOp, kCmpswap, kInc, kDec };

// One atomic of `t` at `va`: returns the old value (0 where unmapped).
V guest_atomic(Emit& e, const V& va, Ty t, AtomKind kind, const char* op, const V& data,
               const V& cmp) {
  auto& a = e.a;
  if (t == Ty::kU64) {
    if (!e.key.host_int64_atomics) e.refuse("host-int64-atomics");
    a.capability("Int64Atomics");
  }
  std::string r = a.local(t, "ga");
  a.store(r, a.zero(t));
  with_guest_ptr(e, va, t, [&](const std::string& ptr) {
    if (kind == AtomKind::kInc || kind == AtomKind::kDec) {
      a.store(r,
              cas_loop(e, ptr, t, "%c_dev", kind == AtomKind::kInc ? inc_fn(data) : dec_fn(data)));
      return;
    }
    V res{a.fresh("x"), t};
    if (kind == AtomKind::kCmpswap)
      a.line(fmt::format("{} = OpAtomicCompareExchange {} {} %c_dev %c_sem0 %c_sem0 {} {}", res.id,
                         type_id(t), ptr, data.id, cmp.id));
    else
      a.line(fmt::format("{} = {} {} {} %c_dev %c_sem0 {}", res.id, op, type_id(t), ptr, data.id));
    a.store(r, res);
  });
  return a.load(t, r);
}

V vgpr_value(Emit& e, unsigned v, Ty t) {
  return t == Ty::kU64 ? e.join(e.vgpr(v), e.vgpr(v + 1)) : e.vgpr(v);
}
void set_result(Emit& e, unsigned v, const V& x) {
  if (x.ty == Ty::kU64) {
    e.set_vgpr_active(v, e.lo(x));
    e.set_vgpr_active(v + 1, e.hi(x));
  } else {
    e.set_vgpr_active(v, x);
  }
}

// global_atomic_* / flat_atomic_*: the address as ops_memory's global_address
// (a 64-bit VGPR pair or SADDR + a 32-bit VGPR offset, plus the signed offset).
V global_addr(Emit& e, const Instruction& in, unsigned vaddr_operand, bool flat) {
  auto& a = e.a;
  unsigned v = opnd(in, vaddr_operand).code - 256;
  uint32_t off_field = in.field(Field::kOffset);
  int64_t off = flat ? off_field & 0x7ff : static_cast<int32_t>(off_field << 20) >> 20;
  uint32_t saddr = in.fields_layout->fields[static_cast<int>(Field::kSaddr)].width
                       ? in.field(Field::kSaddr)
                       : 0x7f;
  V addr;
  if (!flat && saddr != 0x7f && saddr != kNull)
    addr = a.op(Ty::kU64, "OpIAdd", {e.sgpr64(saddr), a.op(Ty::kU64, "OpUConvert", {e.vgpr(v)})});
  else
    addr = e.join(e.vgpr(v), e.vgpr(v + 1));
  return a.op(Ty::kU64, "OpIAdd", {addr, a.u64(static_cast<uint64_t>(off))});
}

// The data operands: cmpswap takes (src, cmp) as data[0:1] (32) or data[0:3] (64).
bool global_atomic(Emit& e, const Instruction& in, Ty t, AtomKind kind, const char* op, bool flat) {
  bool ret = in.field(Field::kGlc) != 0;
  unsigned first = ret ? 1 : 0;
  V addr = global_addr(e, in, first, flat);
  unsigned vs = opnd(in, first + 1).code - 256;
  unsigned dw = t == Ty::kU64 ? 2 : 1;
  V data = vgpr_value(e, vs, t);
  V cmp = kind == AtomKind::kCmpswap ? vgpr_value(e, vs + dw, t) : data;
  std::string r = e.a.local(t, "gr");
  e.a.store(r, e.a.zero(t));
  e.a.if_begin(e.lane_active());
  e.a.store(r, guest_atomic(e, addr, t, kind, op, data, cmp));
  e.a.if_end();
  if (ret) set_result(e, opnd(in, 0).code - 256, e.a.load(t, r));
  return true;
}

bool buffer_atomic(Emit& e, const Instruction& in, Ty t, AtomKind kind, const char* op) {
  unsigned vd = opnd(in, 0).code - 256;
  unsigned dw = t == Ty::kU64 ? 2 : 1;
  BufferAccess b = buffer_access(e, in, 1);
  auto [addr, ok] = buffer_dword(e, b, 0);
  if (t == Ty::kU64) ok = bop(e, "OpLogicalAnd", {ok, buffer_dword(e, b, 4).second});
  V data = vgpr_value(e, vd, t);
  V cmp = kind == AtomKind::kCmpswap ? vgpr_value(e, vd + dw, t) : data;
  std::string r = e.a.local(t, "br");
  e.a.store(r, e.a.zero(t));
  e.a.if_begin(bop(e, "OpLogicalAnd", {e.lane_active(), ok}));
  e.a.store(r, guest_atomic(e, addr, t, kind, op, data, cmp));
  e.a.if_end();
  if (in.field(Field::kGlc) != 0) set_result(e, vd, e.a.load(t, r));
  return true;
}

// ---- scratch_* (SCRATCH encodings): per-lane private memory, placed by the
// interleaving LLVM's AMDGPUUsage gives for GFX9-GFX11 ("Memory Spaces",
// Private): wavefront-scratch-base + (private-address / 4) * wavefront-size * 4
// + wavefront-lane-id * 4 + private-address % 4. On gfx10.3 the wave's base is
// FLAT_SCRATCH ("absolute flat scratch", set by the program's s_setreg of
// HW_REG_FLAT_SCR_LO/HI). Each dword of a multi-dword access is placed on its
// own; an unaligned one byte by byte.

// The private address: the VGPR (SADDR null, 0x7d), the SGPR (another SADDR),
// neither (0x7f, the ST form), plus the 12-bit signed offset. GFX10 FLAT words:
// ADDR bits 39:32, SADDR 54:48 (RDNA2 ISA 10.3; LLVM gfx10 scratch syntax).
V private_address(Emit& e, const Instruction& in) {
  auto& a = e.a;
  uint32_t saddr = (in.words[1] >> 16) & 0x7f;
  int32_t off = static_cast<int32_t>((in.words[0] & 0xfff) << 20) >> 20;
  V p = a.u32(static_cast<uint32_t>(off));
  if (saddr == kNull)
    p = u32op(e, "OpIAdd", {p, e.vgpr(in.words[1] & 0xff)});
  else if (saddr != 0x7f)
    p = u32op(e, "OpIAdd", {p, e.sgpr(saddr)});
  return p;
}

V scratch_backing(Emit& e, const V& pa) {
  auto& a = e.a;
  V base = e.join(e.hwreg(kHwRegFlatScratchLo), e.hwreg(kHwRegFlatScratchHi));
  V row = a.op(Ty::kU64, "OpIMul",
               {a.op(Ty::kU64, "OpUConvert", {u32op(e, "OpShiftRightLogical", {pa, a.u32(2)})}),
                a.u64(4 * e.wave_size())});
  V in_row =
      u32op(e, "OpIAdd",
            {u32op(e, "OpIMul", {e.lane(), a.u32(4)}), u32op(e, "OpBitwiseAnd", {pa, a.u32(3)})});
  return a.op(Ty::kU64, "OpIAdd",
              {a.op(Ty::kU64, "OpIAdd", {base, row}), a.op(Ty::kU64, "OpUConvert", {in_row})});
}

// `n` bytes (1, 2 or 4) from private address `pa`, byte by byte.
V scratch_bytes(Emit& e, const V& pa, unsigned n) {
  V acc = e.a.u32(0);
  for (unsigned j = 0; j < n; ++j) {
    V b = e.load_bytes(scratch_backing(e, u32op(e, "OpIAdd", {pa, e.a.u32(j)})), 1, false);
    acc = u32op(e, "OpBitwiseOr", {acc, u32op(e, "OpShiftLeftLogical", {b, e.a.u32(8 * j)})});
  }
  return acc;
}

bool scratch_load(Emit& e, const Instruction& in, unsigned bytes, bool sign) {
  if (in.field(Field::kLds) != 0) return e.refuse("scratch-load-lds");
  auto& a = e.a;
  unsigned vd = in.words[1] >> 24;
  V pa = private_address(e, in);
  V aligned = eq(e, u32op(e, "OpBitwiseAnd", {pa, a.u32(3)}), 0);
  unsigned dwords = bytes < 4 ? 1 : bytes / 4;
  for (unsigned k = 0; k < dwords; ++k) {
    V pk = u32op(e, "OpIAdd", {pa, a.u32(4 * k)});
    std::string r = a.local(Ty::kU32, "sl");
    a.store(r, a.u32(0));
    a.if_begin(e.lane_active());
    if (bytes < 4) {
      V v = scratch_bytes(e, pk, bytes);
      a.store(r, sign ? u32op(e, "OpBitFieldSExtract", {v, a.u32(0), a.u32(8 * bytes)}) : v);
    } else {
      a.if_begin(aligned);
      a.store(r, e.load32(scratch_backing(e, pk)));
      a.if_else();
      a.store(r, scratch_bytes(e, pk, 4));
      a.if_end();
    }
    a.if_end();
    e.set_vgpr_active(vd + k, a.load(Ty::kU32, r));
  }
  return true;
}

bool scratch_store(Emit& e, const Instruction& in, unsigned bytes) {
  auto& a = e.a;
  unsigned vs = (in.words[1] >> 8) & 0xff;
  V pa = private_address(e, in);
  V aligned = eq(e, u32op(e, "OpBitwiseAnd", {pa, a.u32(3)}), 0);
  unsigned dwords = bytes < 4 ? 1 : bytes / 4;
  a.if_begin(e.lane_active());
  for (unsigned k = 0; k < dwords; ++k) {
    V pk = u32op(e, "OpIAdd", {pa, a.u32(4 * k)});
    V v = e.vgpr(vs + k);
    if (bytes >= 4) {
      a.if_begin(aligned);
      e.store32(scratch_backing(e, pk), v);
      a.if_else();
    }
    for (unsigned j = 0; j < std::min(bytes, 4u); ++j)
      e.store_bytes(scratch_backing(e, u32op(e, "OpIAdd", {pk, a.u32(j)})), field(e, v, 8 * j, 8),
                    1);
    if (bytes >= 4) a.if_end();
  }
  a.if_end();
  return true;
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)
#define ATOM64(name, kind, op)                                                                    \
  OP("buffer_atomic_" name "_x2", buffer_atomic(e, in, Ty::kU64, AtomKind::kind, op)),            \
      OP("global_atomic_" name "_x2", global_atomic(e, in, Ty::kU64, AtomKind::kind, op, false)), \
      OP("flat_atomic_" name "_x2", global_atomic(e, in, Ty::kU64, AtomKind::kind, op, true))
#define WRAP32(name, kind)                                                                  \
  OP("buffer_atomic_" name, buffer_atomic(e, in, Ty::kU32, AtomKind::kind, "")),            \
      OP("global_atomic_" name, global_atomic(e, in, Ty::kU32, AtomKind::kind, "", false)), \
      OP("flat_atomic_" name, global_atomic(e, in, Ty::kU32, AtomKind::kind, "", true))

const OpEntry kFormatOps[] = {
    OP("buffer_load_format_x", format_load(e, in, 1)),
    OP("buffer_load_format_xy", format_load(e, in, 2)),
    OP("buffer_load_format_xyz", format_load(e, in, 3)),
    OP("buffer_load_format_xyzw", format_load(e, in, 4)),
    OP("buffer_load_format_d16_x", format_load_d16(e, in, 1, false)),
    OP("buffer_load_format_d16_xy", format_load_d16(e, in, 2, false)),
    OP("buffer_load_format_d16_xyz", format_load_d16(e, in, 3, false)),
    OP("buffer_load_format_d16_xyzw", format_load_d16(e, in, 4, false)),
    OP("buffer_load_format_d16_hi_x", format_load_d16(e, in, 1, true)),
    OP("tbuffer_load_format_d16_x", format_load_d16(e, in, 1, false)),
    OP("tbuffer_load_format_d16_xy", format_load_d16(e, in, 2, false)),
    OP("tbuffer_load_format_d16_xyz", format_load_d16(e, in, 3, false)),
    OP("tbuffer_load_format_d16_xyzw", format_load_d16(e, in, 4, false)),
    OP("tbuffer_load_format_x", format_load(e, in, 1)),
    OP("tbuffer_load_format_xy", format_load(e, in, 2)),
    OP("tbuffer_load_format_xyz", format_load(e, in, 3)),
    OP("tbuffer_load_format_xyzw", format_load(e, in, 4)),
    OP("buffer_store_format_x", format_store(e, in, 1)),
    OP("buffer_store_format_xy", format_store(e, in, 2)),
    OP("buffer_store_format_xyz", format_store(e, in, 3)),
    OP("buffer_store_format_xyzw", format_store(e, in, 4)),
    OP("tbuffer_store_format_x", format_store(e, in, 1)),
    OP("tbuffer_store_format_xy", format_store(e, in, 2)),
    OP("tbuffer_store_format_xyz", format_store(e, in, 3)),
    OP("tbuffer_store_format_xyzw", format_store(e, in, 4)),
    OP("scratch_load_ubyte", scratch_load(e, in, 1, false)),
    OP("scratch_load_sbyte", scratch_load(e, in, 1, true)),
    OP("scratch_load_ushort", scratch_load(e, in, 2, false)),
    OP("scratch_load_sshort", scratch_load(e, in, 2, true)),
    OP("scratch_load_dword", scratch_load(e, in, 4, false)),
    OP("scratch_load_dwordx2", scratch_load(e, in, 8, false)),
    OP("scratch_load_dwordx3", scratch_load(e, in, 12, false)),
    OP("scratch_load_dwordx4", scratch_load(e, in, 16, false)),
    OP("scratch_store_byte", scratch_store(e, in, 1)),
    OP("scratch_store_short", scratch_store(e, in, 2)),
    OP("scratch_store_dword", scratch_store(e, in, 4)),
    OP("scratch_store_dwordx2", scratch_store(e, in, 8)),
    OP("scratch_store_dwordx3", scratch_store(e, in, 12)),
    OP("scratch_store_dwordx4", scratch_store(e, in, 16)),
    OP("ds_read_u8", ds_read_small(e, in, 1, false)),
    OP("ds_read_i8", ds_read_small(e, in, 1, true)),
    OP("ds_read_u16", ds_read_small(e, in, 2, false)),
    OP("ds_read_i16", ds_read_small(e, in, 2, true)),
    OP("ds_write_b8", ds_write_small(e, in, 1)),
    OP("ds_write_b16", ds_write_small(e, in, 2)),
    OP("ds_inc_u32", ds_cas(e, in, false, 0)),
    OP("ds_inc_rtn_u32", ds_cas(e, in, true, 0)),
    OP("ds_dec_u32", ds_cas(e, in, false, 1)),
    OP("ds_dec_rtn_u32", ds_cas(e, in, true, 1)),
    OP("ds_mskor_b32", ds_cas(e, in, false, 2)),
    OP("ds_mskor_rtn_b32", ds_cas(e, in, true, 2)),
    ATOM64("swap", kOp, "OpAtomicExchange"),
    ATOM64("add", kOp, "OpAtomicIAdd"),
    ATOM64("sub", kOp, "OpAtomicISub"),
    ATOM64("smin", kOp, "OpAtomicSMin"),
    ATOM64("umin", kOp, "OpAtomicUMin"),
    ATOM64("smax", kOp, "OpAtomicSMax"),
    ATOM64("umax", kOp, "OpAtomicUMax"),
    ATOM64("and", kOp, "OpAtomicAnd"),
    ATOM64("or", kOp, "OpAtomicOr"),
    ATOM64("xor", kOp, "OpAtomicXor"),
    ATOM64("cmpswap", kCmpswap, ""),
    ATOM64("inc", kInc, ""),
    ATOM64("dec", kDec, ""),
    WRAP32("inc", kInc),
    WRAP32("dec", kDec),
};

#undef OP
#undef ATOM64
#undef WRAP32

}  // namespace

std::span<const OpEntry> format_ops() {
  return kFormatOps;
}

}  // namespace rdnavk::xlate
