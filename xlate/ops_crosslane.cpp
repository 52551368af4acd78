// Lane-crossing vector operations: v_permlane16/x16, ds_swizzle, ds_permute/bpermute.
// Each is a gather (D10): every lane publishes its source dword, then reads the
// lane its pattern names. v_movrels/v_movreld/v_movrelsd are refused by name.
//
// Facts (RDNA2 ISA guide, chapter 12 opcode descriptions; LLVM AMDGPUUsage and
// AMDGPUModifierSyntax "swizzle pattern"; Mesa ACO):
// - V_PERMLANE16_B32: lane (row*16 + i) reads lane row*16 + sel[i], sel the
//   4-bit fields of {S2, S1}; V_PERMLANEX16_B32 reads the other row of the pair
//   (row ^ 1). op_sel[0] is FI, op_sel[1] BOUND_CTRL, with DPP's meanings
//   (LLVM llvm.amdgcn.permlane16 fi / bound_control).
// - DS_SWIZZLE_B32 offset: bit 15 set, offset < 0xc000: quad-perm, lane i of a
//   quad reads its quad's lane offset[2i+1:2i]; bit 15 clear: bit-mask mode in
//   32-lane groups, lane j = ((i & and) | or) ^ xor with and = offset[4:0],
//   or = offset[9:5], xor = offset[14:10]. Offsets from 0xc000 (the rotate and
//   FFT modes of the ISA pseudo-code) are refused. An inactive source reads 0.
// - DS_BPERMUTE_B32: lane i reads lane (addr[i] + offset) / 4; DS_PERMUTE_B32:
//   lane (addr[i] + offset) / 4 receives lane i's data, the highest lane
//   winning. Inactive lanes send nothing (0). On GFX10 wave64 both work within
//   each 32-lane half (ACO emulates a full-wave bpermute there: "GFX10 wave64
//   mode: emulate full-wave bpermute").
#include "isa/table.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using namespace vec;
using isa::Field;

V iand(Emit& e, const V& v, uint32_t m) {
  return e.a.op(Ty::kU32, "OpBitwiseAnd", {v, e.a.u32(m)});
}
V iadd(Emit& e, const V& x, const V& y) {
  return e.a.op(Ty::kU32, "OpIAdd", {x, y});
}
V shr(Emit& e, const V& v, uint32_t n) {
  return e.a.op(Ty::kU32, "OpShiftRightLogical", {v, e.a.u32(n)});
}

// Lane `src`'s published value where it is valid, else 0.
V gathered(Emit& e, const V& src, const V& valid) {
  return e.a.op(Ty::kU32, "OpSelect", {valid, e.read_lane(src), e.a.u32(0)});
}

// The destination VGPR operand (field VDST).
bool write_lane_result(Emit& e, const Instruction& in, const V& v) {
  const isa::Operand* d = operand_of(in, Field::kVdst);
  if (d == nullptr || !d->is_vgpr()) return e.refuse("vector-destination");
  e.set_vgpr_active(d->code - 256, v);
  return true;
}

// V_PERMLANE16_B32 / V_PERMLANEX16_B32 vdst, src0, s1, s2.
bool v_permlane(Emit& e, const Instruction& in, bool cross) {
  bool fi = in.field(Field::kOpSel0) != 0, bc = in.field(Field::kOpSel1) != 0;
  e.publish_dword(e.src_raw(opnd(in, 1), Ty::kU32));
  V sel = e.join(e.src_raw(opnd(in, 2), Ty::kU32), e.src_raw(opnd(in, 3), Ty::kU32));
  V lane = e.lane();
  V sh = e.a.op(Ty::kU32, "OpIMul", {iand(e, lane, 15), e.a.u32(4)});
  V nib = e.lo(e.a.op(Ty::kU64, "OpBitwiseAnd",
                      {e.a.op(Ty::kU64, "OpShiftRightLogical", {sel, sh}), e.a.u64(15)}));
  V base = iand(e, lane, ~15u);
  if (cross) base = e.a.op(Ty::kU32, "OpBitwiseXor", {base, e.a.u32(16)});
  V src = iadd(e, base, nib);
  V valid = fi ? e.a.boolean(true) : exec_bit(e, src);
  V v = gathered(e, src, valid);
  // BOUND_CTRL clear: an invalid source leaves the lane's destination.
  if (!bc) v = e.a.op(Ty::kU32, "OpSelect", {valid, v, e.vgpr(opnd(in, 0).code - 256)});
  return write_vdst(e, in, v);
}

uint32_t ds_offset(const Instruction& in) {
  return in.field(Field::kOffset0) | in.field(Field::kOffset1) << 8;
}

// The data operand of ds_swizzle (field ADDR) and of ds_(b)permute (DATA0).
V ds_vgpr(Emit& e, const Instruction& in, Field f) {
  const isa::Operand* o = operand_of(in, f);
  if (o == nullptr || !o->is_vgpr()) {
    e.refuse("ds-operand");
    return e.a.u32(0);
  }
  return e.vgpr(o->code - 256);
}

bool ds_swizzle(Emit& e, const Instruction& in) {
  uint32_t off = ds_offset(in);
  if (off >= 0xc000) return e.refuse("ds-swizzle-rotate-fft");
  e.publish_dword(ds_vgpr(e, in, Field::kAddr));
  V lane = e.lane();
  V src;
  if (off & 0x8000) {
    V k = e.a.op(Ty::kU32, "OpIMul", {iand(e, lane, 3), e.a.u32(2)});
    V pick = iand(e, e.a.op(Ty::kU32, "OpShiftRightLogical", {e.a.u32(off), k}), 3);
    src = iadd(e, iand(e, lane, ~3u), pick);
  } else {
    V j = e.a.op(Ty::kU32, "OpBitwiseOr", {iand(e, lane, off & 31), e.a.u32((off >> 5) & 31)});
    j = e.a.op(Ty::kU32, "OpBitwiseXor", {j, e.a.u32((off >> 10) & 31)});
    src = iadd(e, iand(e, lane, 32), j);
  }
  return write_lane_result(e, in, gathered(e, src, exec_bit(e, src)));
}

// The lane (addr + offset) / 4 names, in the caller's 32-lane half.
V permute_lane(Emit& e, const V& addr, uint32_t off, const V& lane) {
  V l = iand(e, shr(e, iadd(e, addr, e.a.u32(off)), 2), 31);
  return iadd(e, iand(e, lane, 32), l);
}

bool ds_bpermute(Emit& e, const Instruction& in) {
  e.publish_dword(ds_vgpr(e, in, Field::kData0));
  V src = permute_lane(e, ds_vgpr(e, in, Field::kAddr), ds_offset(in), e.lane());
  return write_lane_result(e, in, gathered(e, src, exec_bit(e, src)));
}

// Forward permute as a gather: every lane publishes where it sends, each lane
// finds the highest active sender that names it, then reads that sender's data.
bool ds_permute(Emit& e, const Instruction& in) {
  uint32_t off = ds_offset(in);
  e.publish_dword(ds_vgpr(e, in, Field::kAddr));
  V lane = e.lane();
  V from = e.a.u32(0), found = e.a.boolean(false);
  for (unsigned j = 0; j < e.wave_size(); ++j) {
    V dest = permute_lane(e, e.read_lane(e.a.u32(j)), off, e.a.u32(j));
    V hit = e.a.op(Ty::kBool, "OpLogicalAnd",
                   {exec_bit(e, e.a.u32(j)), e.a.op(Ty::kBool, "OpIEqual", {dest, lane})});
    from = e.a.op(Ty::kU32, "OpSelect", {hit, e.a.u32(j), from});
    found = e.a.op(Ty::kBool, "OpLogicalOr", {hit, found});
  }
  std::string from_var = e.a.local(Ty::kU32, "pfrom"), found_var = e.a.local(Ty::kBool, "pfound");
  e.a.store(from_var, from);
  e.a.store(found_var, found);
  e.publish_dword(ds_vgpr(e, in, Field::kData0));
  V v = gathered(e, e.a.load(Ty::kU32, from_var), e.a.load(Ty::kBool, found_var));
  return write_lane_result(e, in, v);
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)

const OpEntry kCrosslaneOps[] = {
    OP("v_permlane16_b32", v_permlane(e, in, false)),
    OP("v_permlanex16_b32", v_permlane(e, in, true)),
    OP("ds_swizzle_b32", ds_swizzle(e, in)),
    OP("ds_bpermute_b32", ds_bpermute(e, in)),
    OP("ds_permute_b32", ds_permute(e, in)),
    // M0-relative VGPR indexing: what an index past the allocation does is not
    // documented, and a select chain over every allocated VGPR per access is
    // not worth it until a program needs it.
    OP("v_movrels_b32", e.refuse("v-movrel-indexing")),
    OP("v_movreld_b32", e.refuse("v-movrel-indexing")),
    OP("v_movrelsd_b32", e.refuse("v-movrel-indexing")),
    OP("v_movrelsd_2_b32", e.refuse("v-movrel-indexing")),
};

#undef OP

}  // namespace

std::span<const OpEntry> crosslane_ops() {
  return kCrosslaneOps;
}

}  // namespace rdnavk::xlate
