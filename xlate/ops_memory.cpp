// Memory instructions: scalar loads (SMEM), buffer loads and stores through a
// descriptor read at run time (MUBUF, D967's address equation), global and flat
// accesses by address, and the LDS (DS). RDNA2 ISA chapters 7-10.
#include <fmt/format.h>

#include "isa/table.h"
#include "xlate/buffer_address.h"
#include "xlate/translator.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using isa::Field;
using isa::Instruction;
using vec::opnd;

// ---- SMEM

// s_load_dword*: the address is the SGPR pair plus the instruction's offset and
// SOFFSET (an SGPR or null), dword aligned (the low two bits are ignored).
V smem_address(Emit& e, const Instruction& in) {
  unsigned base = in.field(Field::kSbase) * 2;
  V addr = e.sgpr64(base);
  uint32_t imm = in.field(Field::kOffset);  // 21 bits, signed
  int64_t off = static_cast<int32_t>(imm << 11) >> 11;
  addr = e.a.op(Ty::kU64, "OpIAdd", {addr, e.a.u64(static_cast<uint64_t>(off))});
  uint32_t soff = in.field(Field::kSoffset);
  if (soff != kNull)
    addr = e.a.op(Ty::kU64, "OpIAdd", {addr, e.a.op(Ty::kU64, "OpUConvert", {e.sgpr(soff)})});
  return e.a.op(Ty::kU64, "OpBitwiseAnd", {addr, e.a.u64(~uint64_t{3})});
}

bool s_load(Emit& e, const Instruction& in, unsigned dwords) {
  const isa::Operand& d = opnd(in, 0);
  if (!e.valid_sgpr(d.code, dwords)) return e.refuse("smem-destination");
  V addr = smem_address(e, in);
  for (unsigned i = 0; i < dwords; ++i)
    e.set_sgpr(d.code + i, e.load32(e.a.op(Ty::kU64, "OpIAdd", {addr, e.a.u64(4 * i)})));
  e.check_region_words();
  return true;
}

// s_buffer_load_dword*: through a buffer descriptor in SGPRs; each dword past
// NUM_RECORDS bytes reads 0 (a scalar buffer load checks offset, not stride).
bool s_buffer_load(Emit& e, const Instruction& in, unsigned dwords) {
  const isa::Operand& d = opnd(in, 0);
  if (!e.valid_sgpr(d.code, dwords)) return e.refuse("smem-destination");
  unsigned base = in.field(Field::kSbase) * 2;
  V w0 = e.sgpr(base), w1 = e.sgpr(base + 1), w2 = e.sgpr(base + 2);
  V va = e.join(w0, e.a.op(Ty::kU32, "OpBitwiseAnd", {w1, e.a.u32(0xffff)}));
  uint32_t imm = in.field(Field::kOffset);
  V off = e.a.u32(static_cast<uint32_t>(static_cast<int32_t>(imm << 11) >> 11));
  uint32_t soff = in.field(Field::kSoffset);
  if (soff != kNull) off = e.a.op(Ty::kU32, "OpIAdd", {off, e.sgpr(soff)});
  off = e.a.op(Ty::kU32, "OpBitwiseAnd", {off, e.a.u32(~3u)});
  for (unsigned i = 0; i < dwords; ++i) {
    V o = e.a.op(Ty::kU32, "OpIAdd", {off, e.a.u32(4 * i)});
    V in_range = e.a.op(Ty::kBool, "OpULessThan", {o, w2});
    V addr = e.a.op(Ty::kU64, "OpIAdd", {va, e.a.op(Ty::kU64, "OpUConvert", {o})});
    std::string r = e.a.local(Ty::kU32, "sb");
    e.a.store(r, e.a.u32(0));
    e.a.if_begin(in_range);
    e.a.store(r, e.load32(addr));
    e.a.if_end();
    e.set_sgpr(d.code + i, e.a.load(Ty::kU32, r));
  }
  return true;
}

// ---- MUBUF: the buffer address equation is xlate/buffer_address.cpp.

bool buffer_load(Emit& e, const Instruction& in, unsigned bytes, bool sign) {
  if (in.field(Field::kLds) != 0) return e.refuse("buffer-load-lds");
  if (in.field(Field::kTfe) != 0) return e.refuse("buffer-tfe");
  unsigned vd = opnd(in, 0).code - 256;
  BufferAccess b = buffer_access(e, in, 1);
  V active = e.lane_active();
  unsigned dwords = bytes < 4 ? 1 : bytes / 4;
  for (unsigned i = 0; i < dwords; ++i) {
    auto [addr, ok] = buffer_dword(e, b, 4 * i);
    std::string r = e.a.local(Ty::kU32, "bl");
    e.a.store(r, e.a.u32(0));
    e.a.if_begin(e.a.op(Ty::kBool, "OpLogicalAnd", {active, ok}));
    e.a.store(r, bytes < 4 ? e.load_bytes(addr, bytes, sign) : e.load32(addr));
    e.a.if_end();
    e.set_vgpr_active(vd + i, e.a.load(Ty::kU32, r));
  }
  return true;
}

bool buffer_store(Emit& e, const Instruction& in, unsigned bytes) {
  if (in.field(Field::kTfe) != 0) return e.refuse("buffer-tfe");
  unsigned vs = opnd(in, 0).code - 256;
  BufferAccess b = buffer_access(e, in, 1);
  V active = e.lane_active();
  unsigned dwords = bytes < 4 ? 1 : bytes / 4;
  for (unsigned i = 0; i < dwords; ++i) {
    auto [addr, ok] = buffer_dword(e, b, 4 * i);
    V v = e.vgpr(vs + i);
    e.a.if_begin(e.a.op(Ty::kBool, "OpLogicalAnd", {active, ok}));
    if (bytes < 4)
      e.store_bytes(addr, v, bytes);
    else
      e.store32(addr, v);
    e.a.if_end();
  }
  return true;
}

// buffer_atomic_*: returns the old value when GLC is set.
bool buffer_atomic(Emit& e, const Instruction& in, const char* op, bool cmpswap) {
  unsigned vd = opnd(in, 0).code - 256;
  BufferAccess b = buffer_access(e, in, 1);
  V active = e.lane_active();
  auto [addr, ok] = buffer_dword(e, b, 0);
  std::string r = e.a.local(Ty::kU32, "ba");
  e.a.store(r, e.a.u32(0));
  V data = e.vgpr(vd);
  V cmp = cmpswap ? e.vgpr(vd + 1) : data;
  e.a.if_begin(e.a.op(Ty::kBool, "OpLogicalAnd", {active, ok}));
  e.a.store(r, e.atomic32(op, addr, data, cmpswap ? &cmp : nullptr));
  e.a.if_end();
  if (in.field(Field::kGlc) != 0) e.set_vgpr_active(vd, e.a.load(Ty::kU32, r));
  return true;
}

// ---- GLOBAL / FLAT: a 64-bit address in VGPRs, or SADDR + a 32-bit VGPR offset.

V global_address(Emit& e, const Instruction& in, unsigned vaddr_operand, bool flat) {
  auto& a = e.a;
  const isa::Operand& va = opnd(in, vaddr_operand);
  unsigned v = va.code - 256;
  uint32_t off_field = in.field(Field::kOffset);
  // GLOBAL/SCRATCH: 12-bit signed offset; FLAT: 12-bit unsigned on GFX10.
  int64_t off = flat ? off_field & 0x7ff : static_cast<int32_t>(off_field << 20) >> 20;
  uint32_t saddr = in.fields_layout->fields[static_cast<int>(Field::kSaddr)].width
                       ? in.field(Field::kSaddr)
                       : 0x7f;
  V addr;
  if (!flat && saddr != 0x7f && saddr != kNull) {
    addr = a.op(Ty::kU64, "OpIAdd", {e.sgpr64(saddr), a.op(Ty::kU64, "OpUConvert", {e.vgpr(v)})});
  } else {
    addr = e.join(e.vgpr(v), e.vgpr(v + 1));
  }
  return a.op(Ty::kU64, "OpIAdd", {addr, a.u64(static_cast<uint64_t>(off))});
}

bool global_load(Emit& e, const Instruction& in, unsigned bytes, bool sign, bool flat) {
  if (in.field(Field::kLds) != 0) return e.refuse("global-load-lds");
  unsigned vd = opnd(in, 0).code - 256;
  V addr = global_address(e, in, 1, flat);
  V active = e.lane_active();
  unsigned dwords = bytes < 4 ? 1 : bytes / 4;
  for (unsigned i = 0; i < dwords; ++i) {
    std::string r = e.a.local(Ty::kU32, "gl");
    e.a.store(r, e.a.u32(0));
    e.a.if_begin(active);
    V ai = e.a.op(Ty::kU64, "OpIAdd", {addr, e.a.u64(4 * i)});
    e.a.store(r, bytes < 4 ? e.load_bytes(ai, bytes, sign) : e.load32(ai));
    e.a.if_end();
    e.set_vgpr_active(vd + i, e.a.load(Ty::kU32, r));
  }
  return true;
}

bool global_store(Emit& e, const Instruction& in, unsigned bytes, bool flat) {
  // Operands: vaddr, vdata [, saddr].
  V addr = global_address(e, in, 0, flat);
  unsigned vs = opnd(in, 1).code - 256;
  V active = e.lane_active();
  unsigned dwords = bytes < 4 ? 1 : bytes / 4;
  e.a.if_begin(active);
  for (unsigned i = 0; i < dwords; ++i) {
    V ai = e.a.op(Ty::kU64, "OpIAdd", {addr, e.a.u64(4 * i)});
    if (bytes < 4)
      e.store_bytes(ai, e.vgpr(vs), bytes);
    else
      e.store32(ai, e.vgpr(vs + i));
  }
  e.a.if_end();
  return true;
}

bool global_atomic(Emit& e, const Instruction& in, const char* op, bool cmpswap, bool flat) {
  // With GLC: vdst, vaddr, vdata [, saddr]; without: vaddr, vdata [, saddr].
  bool ret = in.field(Field::kGlc) != 0;
  unsigned first = ret ? 1 : 0;
  V addr = global_address(e, in, first, flat);
  unsigned vs = opnd(in, first + 1).code - 256;
  V active = e.lane_active();
  V data = e.vgpr(vs);
  V cmp = cmpswap ? e.vgpr(vs + 1) : data;
  std::string r = e.a.local(Ty::kU32, "ga");
  e.a.store(r, e.a.u32(0));
  e.a.if_begin(active);
  e.a.store(r, e.atomic32(op, addr, data, cmpswap ? &cmp : nullptr));
  e.a.if_end();
  if (ret) e.set_vgpr_active(opnd(in, 0).code - 256, e.a.load(Ty::kU32, r));
  return true;
}

// ---- DS

uint32_t ds_offset(const Instruction& in) {
  return in.field(Field::kOffset0) | (in.field(Field::kOffset1) << 8);
}
V ds_address(Emit& e, const Instruction& in, unsigned addr_operand, uint32_t extra) {
  V base = e.vgpr(opnd(in, addr_operand).code - 256);
  return e.a.op(Ty::kU32, "OpIAdd", {base, e.a.u32(ds_offset(in) + extra)});
}

bool ds_read(Emit& e, const Instruction& in, unsigned dwords) {
  unsigned vd = opnd(in, 0).code - 256;
  // The address is read once, before any destination is written (they may
  // overlap). Every lane reads and the active ones keep it: an LDS read has no
  // effect, and an address outside the LDS reads 0.
  V addr = ds_address(e, in, 1, 0);
  std::vector<V> words;
  for (unsigned i = 0; i < dwords; ++i)
    words.push_back(e.lds_load32(e.a.op(Ty::kU32, "OpIAdd", {addr, e.a.u32(4 * i)}),
                                 e.lds_address_aligned(ds_offset(in) + 4 * i)));
  for (unsigned i = 0; i < dwords; ++i) e.set_vgpr_active(vd + i, words[i]);
  return true;
}
bool ds_write(Emit& e, const Instruction& in, unsigned dwords) {
  unsigned vs = opnd(in, 1).code - 256;
  V active = e.lane_active();
  e.a.if_begin(active);
  for (unsigned i = 0; i < dwords; ++i)
    e.lds_store32(ds_address(e, in, 0, 4 * i), e.vgpr(vs + i),
                  e.lds_address_aligned(ds_offset(in) + 4 * i));
  e.a.if_end();
  return true;
}
// ds_read_{u8,i8,u16}_d16[_hi]: a byte or short, zero- or sign-extended to 16
// bits, into the low (or, _hi, high) half of the VGPR; the other half is kept
// (RDNA2 ISA 11.2, the D16 loads).
bool ds_read_d16(Emit& e, const Instruction& in, unsigned bytes, bool sign, bool hi) {
  auto& a = e.a;
  unsigned vd = opnd(in, 0).code - 256;
  V addr = ds_address(e, in, 1, 0);
  V old = e.vgpr(vd);
  std::string r = a.local(Ty::kU32, "dr");
  a.store(r, old);
  a.if_begin(e.lane_active());
  V acc = a.u32(0);
  for (unsigned j = 0; j < bytes; ++j) {
    V aj = a.op(Ty::kU32, "OpIAdd", {addr, a.u32(j)});
    V word = e.lds_load32(a.op(Ty::kU32, "OpBitwiseAnd", {aj, a.u32(~3u)}), true);
    V shift = a.op(Ty::kU32, "OpShiftLeftLogical",
                   {a.op(Ty::kU32, "OpBitwiseAnd", {aj, a.u32(3)}), a.u32(3)});
    V byte = a.op(Ty::kU32, "OpBitFieldUExtract", {word, shift, a.u32(8)});
    acc = a.op(Ty::kU32, "OpBitwiseOr",
               {acc, a.op(Ty::kU32, "OpShiftLeftLogical", {byte, a.u32(8 * j)})});
  }
  if (sign) acc = a.op(Ty::kU32, "OpBitFieldSExtract", {acc, a.u32(0), a.u32(8 * bytes)});
  a.store(r, a.op(Ty::kU32, "OpBitFieldInsert", {old, acc, a.u32(hi ? 16 : 0), a.u32(16)}));
  a.if_end();
  e.set_vgpr_active(vd, a.load(Ty::kU32, r));
  return true;
}
// ds_read2/write2: two dwords (or qwords) at offset0 and offset1 in units of
// 4 (8) bytes, or 256 (512) bytes for the st64 forms.
bool ds_read2(Emit& e, const Instruction& in, unsigned size, unsigned scale) {
  unsigned vd = opnd(in, 0).code - 256;
  V base = e.vgpr(opnd(in, 1).code - 256);
  uint32_t offs[2] = {in.field(Field::kOffset0) * scale, in.field(Field::kOffset1) * scale};
  for (unsigned k = 0; k < 2; ++k)
    for (unsigned i = 0; i < size / 4; ++i) {
      V addr = e.a.op(Ty::kU32, "OpIAdd", {base, e.a.u32(offs[k] + 4 * i)});
      e.set_vgpr_active(vd + k * (size / 4) + i,
                        e.lds_load32(addr, e.lds_address_aligned(offs[k] + 4 * i)));
    }
  return true;
}
bool ds_write2(Emit& e, const Instruction& in, unsigned size, unsigned scale) {
  V base = e.vgpr(opnd(in, 0).code - 256);
  unsigned d0 = opnd(in, 1).code - 256, d1 = opnd(in, 2).code - 256;
  V active = e.lane_active();
  uint32_t offs[2] = {in.field(Field::kOffset0) * scale, in.field(Field::kOffset1) * scale};
  e.a.if_begin(active);
  for (unsigned k = 0; k < 2; ++k)
    for (unsigned i = 0; i < size / 4; ++i)
      e.lds_store32(e.a.op(Ty::kU32, "OpIAdd", {base, e.a.u32(offs[k] + 4 * i)}),
                    e.vgpr((k ? d1 : d0) + i), e.lds_address_aligned(offs[k] + 4 * i));
  e.a.if_end();
  return true;
}
// ds_<op>_u32 / _rtn_: atomics on one dword.
bool ds_atomic(Emit& e, const Instruction& in, const char* op, bool ret, bool cmpswap) {
  unsigned a0 = ret ? 1 : 0;
  V addr = ds_address(e, in, a0, 0);
  V data = e.vgpr(opnd(in, a0 + 1).code - 256);
  V cmp = cmpswap ? e.vgpr(opnd(in, a0 + 2).code - 256) : data;
  V active = e.lane_active();
  std::string r = e.a.local(Ty::kU32, "da");
  e.a.store(r, e.a.u32(0));
  e.a.if_begin(active);
  // Compare-swap: ds_cmpst_b32 takes (cmp, data) as its data0, data1.
  e.a.store(r, cmpswap ? e.lds_atomic32(op, addr, cmp, &data) : e.lds_atomic32(op, addr, data));
  e.a.if_end();
  if (ret) e.set_vgpr_active(opnd(in, 0).code - 256, e.a.load(Ty::kU32, r));
  return true;
}

// DS_APPEND / DS_CONSUME vdst offset:N: one atomic add (subtract) of the
// number of active lanes on the LDS dword at M0[15:0] + N, made once for the
// wave; every active lane receives the dword's value before it. The base in M0
// is what LLVM writes before these; ACO writes no M0 and puts the whole address
// in the offset, which reads the same with the wave's initial M0 of zero.
bool ds_append(Emit& e, const Instruction& in, bool consume) {
  uint32_t off = in.field(Field::kOffset0) | (in.field(Field::kOffset1) << 8);
  V m0 = e.a.op(Ty::kU32, "OpBitwiseAnd", {e.sgpr(kM0), e.a.u32(0xffff)});
  V addr = e.a.op(Ty::kU32, "OpIAdd", {m0, e.a.u32(off)});
  V ex = e.exec();
  V count = e.a.op(
      Ty::kU32, "OpIAdd",
      {e.a.op(Ty::kU32, "OpBitCount", {e.lo(ex)}), e.a.op(Ty::kU32, "OpBitCount", {e.hi(ex)})});
  V first = e.first_active_lane();
  V mine = e.a.op(Ty::kBool, "OpLogicalAnd",
                  {e.lane_active(), e.a.op(Ty::kBool, "OpIEqual", {e.lane(), first})});
  std::string r = e.a.local(Ty::kU32, "dap");
  e.a.store(r, e.a.u32(0));
  e.a.if_begin(mine);
  e.a.store(r, e.lds_atomic32(consume ? "OpAtomicISub" : "OpAtomicIAdd", addr, count));
  e.a.if_end();
  e.publish_dword(e.a.load(Ty::kU32, r));
  // Values from before the publish are gone after it (emit.h): the first lane
  // again; with no active lane nothing is written.
  first = e.first_active_lane();
  e.set_vgpr_active(opnd(in, 0).code - 256, e.read_lane(first));
  return true;
}

// The global data share (decision record 0046): ds_add_u32 with GDS set adds
// each active lane's data to the dword at M0's base (bits 31:16) plus the
// address and offset, inside M0's size (bits 15:0) of bytes: both drivers'
// programs count query results so (Mesa's gds_atomic_add_amd, M0 0x100). The
// dword is the stage's GDS (Stage::gds_base, cp::kGdsBytes of it); an access
// outside the window or the share, or not a dword's, escapes (its hardware
// behaviour is not published).
bool gds_add(Emit& e, const Instruction& in) {
  if (base_mnemonic(in) != "ds_add_u32") return false;
  V gds = e.stage.gds_base(e.a);
  if (gds.id.empty()) return false;
  e.uses_gds = true;
  auto& a = e.a;
  V m0 = e.sgpr(kM0);
  V base = a.op(Ty::kU32, "OpShiftRightLogical", {m0, a.u32(16)});
  V size = a.op(Ty::kU32, "OpBitwiseAnd", {m0, a.u32(0xffff)});
  V addr = ds_address(e, in, 0, 0);
  V data = e.vgpr(opnd(in, 1).code - 256);
  // In 64-bit arithmetic: neither sum wraps.
  V end = a.op(Ty::kU64, "OpIAdd", {a.op(Ty::kU64, "OpUConvert", {addr}), a.u64(4)});
  V at = a.op(Ty::kU64, "OpIAdd",
              {a.op(Ty::kU64, "OpUConvert", {base}), a.op(Ty::kU64, "OpUConvert", {addr})});
  V ok = a.op(
      Ty::kBool, "OpLogicalAnd",
      {a.op(Ty::kBool, "OpIEqual", {a.op(Ty::kU32, "OpBitwiseAnd", {addr, a.u32(3)}), a.u32(0)}),
       a.op(Ty::kBool, "OpLogicalAnd",
            {a.op(Ty::kBool, "OpULessThanEqual", {end, a.op(Ty::kU64, "OpUConvert", {size})}),
             a.op(Ty::kBool, "OpULessThanEqual",
                  {a.op(Ty::kU64, "OpIAdd", {at, a.u64(4)}), a.u64(kGdsShareBytes)})})});
  a.if_begin(e.lane_active());
  a.if_begin(ok);
  std::string ptr = a.fresh("p");
  a.line(
      fmt::format("{} = OpConvertUToPtr %psb_u32 {}", ptr, a.op(Ty::kU64, "OpIAdd", {gds, at}).id));
  a.line(fmt::format("{} = OpAtomicIAdd %u32 {} %c_dev %c_sem0 {}", a.fresh("x"), ptr, data.id));
  a.if_else();
  e.raise_status(kStatusGds);
  a.if_end();
  a.if_end();
  return true;
}

bool cache_op(Emit&, const Instruction&) {
  return true;
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)
#define BUF_ATOMIC(name, op)                                             \
  OP("buffer_atomic_" name, buffer_atomic(e, in, op, false)),            \
      OP("global_atomic_" name, global_atomic(e, in, op, false, false)), \
      OP("flat_atomic_" name, global_atomic(e, in, op, false, true))
#define DS_ATOMIC(name, ty, op)                              \
  OP("ds_" name "_" ty, ds_atomic(e, in, op, false, false)), \
      OP("ds_" name "_rtn_" ty, ds_atomic(e, in, op, true, false))

const OpEntry kMemoryOps[] = {
    OP("s_load_dword", s_load(e, in, 1)),
    OP("s_load_dwordx2", s_load(e, in, 2)),
    OP("s_load_dwordx4", s_load(e, in, 4)),
    OP("s_load_dwordx8", s_load(e, in, 8)),
    OP("s_load_dwordx16", s_load(e, in, 16)),
    OP("s_buffer_load_dword", s_buffer_load(e, in, 1)),
    OP("s_buffer_load_dwordx2", s_buffer_load(e, in, 2)),
    OP("s_buffer_load_dwordx4", s_buffer_load(e, in, 4)),
    OP("s_buffer_load_dwordx8", s_buffer_load(e, in, 8)),
    OP("s_buffer_load_dwordx16", s_buffer_load(e, in, 16)),
    OP("s_dcache_inv", cache_op(e, in)),
    OP("s_gl1_inv", cache_op(e, in)),
    OP("buffer_gl0_inv", cache_op(e, in)),
    OP("buffer_gl1_inv", cache_op(e, in)),
    OP("buffer_load_dword", buffer_load(e, in, 4, false)),
    OP("buffer_load_dwordx2", buffer_load(e, in, 8, false)),
    OP("buffer_load_dwordx3", buffer_load(e, in, 12, false)),
    OP("buffer_load_dwordx4", buffer_load(e, in, 16, false)),
    OP("buffer_load_ubyte", buffer_load(e, in, 1, false)),
    OP("buffer_load_sbyte", buffer_load(e, in, 1, true)),
    OP("buffer_load_ushort", buffer_load(e, in, 2, false)),
    OP("buffer_load_sshort", buffer_load(e, in, 2, true)),
    OP("buffer_store_dword", buffer_store(e, in, 4)),
    OP("buffer_store_dwordx2", buffer_store(e, in, 8)),
    OP("buffer_store_dwordx3", buffer_store(e, in, 12)),
    OP("buffer_store_dwordx4", buffer_store(e, in, 16)),
    OP("buffer_store_byte", buffer_store(e, in, 1)),
    OP("buffer_store_short", buffer_store(e, in, 2)),
    BUF_ATOMIC("swap", "OpAtomicExchange"),
    BUF_ATOMIC("add", "OpAtomicIAdd"),
    BUF_ATOMIC("sub", "OpAtomicISub"),
    BUF_ATOMIC("smin", "OpAtomicSMin"),
    BUF_ATOMIC("umin", "OpAtomicUMin"),
    BUF_ATOMIC("smax", "OpAtomicSMax"),
    BUF_ATOMIC("umax", "OpAtomicUMax"),
    BUF_ATOMIC("and", "OpAtomicAnd"),
    BUF_ATOMIC("or", "OpAtomicOr"),
    BUF_ATOMIC("xor", "OpAtomicXor"),
    OP("buffer_atomic_cmpswap", buffer_atomic(e, in, "OpAtomicCompareExchange", true)),
    OP("global_atomic_cmpswap", global_atomic(e, in, "OpAtomicCompareExchange", true, false)),
    OP("flat_atomic_cmpswap", global_atomic(e, in, "OpAtomicCompareExchange", true, true)),
    OP("global_load_dword", global_load(e, in, 4, false, false)),
    OP("global_load_dwordx2", global_load(e, in, 8, false, false)),
    OP("global_load_dwordx3", global_load(e, in, 12, false, false)),
    OP("global_load_dwordx4", global_load(e, in, 16, false, false)),
    OP("global_load_ubyte", global_load(e, in, 1, false, false)),
    OP("global_load_sbyte", global_load(e, in, 1, true, false)),
    OP("global_load_ushort", global_load(e, in, 2, false, false)),
    OP("global_load_sshort", global_load(e, in, 2, true, false)),
    OP("global_store_dword", global_store(e, in, 4, false)),
    OP("global_store_dwordx2", global_store(e, in, 8, false)),
    OP("global_store_dwordx3", global_store(e, in, 12, false)),
    OP("global_store_dwordx4", global_store(e, in, 16, false)),
    OP("global_store_byte", global_store(e, in, 1, false)),
    OP("global_store_short", global_store(e, in, 2, false)),
    OP("flat_load_dword", global_load(e, in, 4, false, true)),
    OP("flat_load_dwordx2", global_load(e, in, 8, false, true)),
    OP("flat_load_dwordx3", global_load(e, in, 12, false, true)),
    OP("flat_load_dwordx4", global_load(e, in, 16, false, true)),
    OP("flat_load_ubyte", global_load(e, in, 1, false, true)),
    OP("flat_load_sbyte", global_load(e, in, 1, true, true)),
    OP("flat_load_ushort", global_load(e, in, 2, false, true)),
    OP("flat_load_sshort", global_load(e, in, 2, true, true)),
    OP("flat_store_dword", global_store(e, in, 4, true)),
    OP("flat_store_dwordx2", global_store(e, in, 8, true)),
    OP("flat_store_dwordx3", global_store(e, in, 12, true)),
    OP("flat_store_dwordx4", global_store(e, in, 16, true)),
    OP("flat_store_byte", global_store(e, in, 1, true)),
    OP("flat_store_short", global_store(e, in, 2, true)),
    OP("ds_append", ds_append(e, in, false)),
    OP("ds_consume", ds_append(e, in, true)),
    OP("ds_read_b32", ds_read(e, in, 1)),
    OP("ds_read_u8_d16", ds_read_d16(e, in, 1, false, false)),
    OP("ds_read_u8_d16_hi", ds_read_d16(e, in, 1, false, true)),
    OP("ds_read_i8_d16", ds_read_d16(e, in, 1, true, false)),
    OP("ds_read_i8_d16_hi", ds_read_d16(e, in, 1, true, true)),
    OP("ds_read_u16_d16", ds_read_d16(e, in, 2, false, false)),
    OP("ds_read_u16_d16_hi", ds_read_d16(e, in, 2, false, true)),
    OP("ds_read_b64", ds_read(e, in, 2)),
    OP("ds_read_b96", ds_read(e, in, 3)),
    OP("ds_read_b128", ds_read(e, in, 4)),
    OP("ds_write_b32", ds_write(e, in, 1)),
    OP("ds_write_b64", ds_write(e, in, 2)),
    OP("ds_write_b96", ds_write(e, in, 3)),
    OP("ds_write_b128", ds_write(e, in, 4)),
    OP("ds_read2_b32", ds_read2(e, in, 4, 4)),
    OP("ds_read2st64_b32", ds_read2(e, in, 4, 256)),
    OP("ds_read2_b64", ds_read2(e, in, 8, 8)),
    OP("ds_read2st64_b64", ds_read2(e, in, 8, 512)),
    OP("ds_write2_b32", ds_write2(e, in, 4, 4)),
    OP("ds_write2st64_b32", ds_write2(e, in, 4, 256)),
    OP("ds_write2_b64", ds_write2(e, in, 8, 8)),
    OP("ds_write2st64_b64", ds_write2(e, in, 8, 512)),
    DS_ATOMIC("add", "u32", "OpAtomicIAdd"),
    DS_ATOMIC("sub", "u32", "OpAtomicISub"),
    DS_ATOMIC("min", "i32", "OpAtomicSMin"),
    DS_ATOMIC("max", "i32", "OpAtomicSMax"),
    DS_ATOMIC("min", "u32", "OpAtomicUMin"),
    DS_ATOMIC("max", "u32", "OpAtomicUMax"),
    DS_ATOMIC("and", "b32", "OpAtomicAnd"),
    DS_ATOMIC("or", "b32", "OpAtomicOr"),
    DS_ATOMIC("xor", "b32", "OpAtomicXor"),
    OP("ds_wrxchg_rtn_b32", ds_atomic(e, in, "OpAtomicExchange", true, false)),
    OP("ds_cmpst_b32", ds_atomic(e, in, "OpAtomicCompareExchange", false, true)),
    OP("ds_cmpst_rtn_b32", ds_atomic(e, in, "OpAtomicCompareExchange", true, true)),
};

#undef OP

}  // namespace

std::span<const OpEntry> memory_ops() {
  return kMemoryOps;
}

bool ds_gds(Emit& e, const Instruction& in) {
  return gds_add(e, in);
}

}  // namespace rdnavk::xlate
