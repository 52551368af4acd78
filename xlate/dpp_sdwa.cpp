// DPP16, DPP8 and SDWA: the operand forms of VOP1/VOP2/VOPC that every VALU
// handler reaches through Emit's hooks (src_override, write_enable_var), set
// here before the handler runs (compute_module.cpp translate_instruction).
//
// Facts used (RDNA2 ISA guide, 6.2 "Vector ALU instruction encodings" DPP16,
// DPP8 and SDWA; LLVM AMDGPUModifierSyntax "dpp_ctrl", "bound_ctrl", "fi",
// "dpp8", "sdwa"; LLVM SIDefines.h DppCtrl; Mesa ACO aco_lower_to_hw_instr):
// - Only src0 comes from another lane. DPP16 works within rows of 16 lanes;
//   bank b of a row is its lanes 4b..4b+3. row_mask / bank_mask bits that are
//   clear keep those lanes' destination (LLVM's update.dpp "old" operand).
// - A source lane is invalid when the pattern leaves the row (row_shl/row_shr)
//   or, with FI=0, when its EXEC bit is clear (fi:0 "fetch from an inactive
//   lane is handled as invalid"; fi:1 fetches it anyway).
// - Invalid source with BOUND_CTRL=1 reads 0 (LLVM: "accessing data from an
//   invalid lane will return zero"; gfx10 assembly spells it bound_ctrl:0 or
//   :1, both set the bit); with BOUND_CTRL=0 the lane does not write.
// - DPP8 has no bound control: an inactive source lane with FI=0 reads 0.
// - SDWA: src_sel picks a byte or word, zero- or sign-extended (sext); dst_sel
//   places the result's low bits, dst_unused pads the rest with zeros
//   (UNUSED_PAD), sign-extends upward with zeros below (UNUSED_SEXT) or keeps
//   the old bits (UNUSED_PRESERVE).
#include <fmt/format.h>

#include "isa/table.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate::vec {

namespace {

using isa::Encoding;
using isa::Field;

V iand(Emit& e, const V& v, uint32_t m) {
  return e.a.op(Ty::kU32, "OpBitwiseAnd", {v, e.a.u32(m)});
}
V iadd(Emit& e, const V& x, const V& y) {
  return e.a.op(Ty::kU32, "OpIAdd", {x, y});
}
V ixor(Emit& e, const V& v, uint32_t m) {
  return e.a.op(Ty::kU32, "OpBitwiseXor", {v, e.a.u32(m)});
}
V land(Emit& e, const V& x, const V& y) {
  return e.a.op(Ty::kBool, "OpLogicalAnd", {x, y});
}
// Field k of constant `c` in steps of `step` bits: (c >> (k * step)) & mask.
V pick(Emit& e, uint32_t c, const V& k, unsigned step, uint32_t mask) {
  V sh = e.a.op(Ty::kU32, "OpIMul", {k, e.a.u32(step)});
  return iand(e, e.a.op(Ty::kU32, "OpShiftRightLogical", {e.a.u32(c), sh}), mask);
}

// A pattern's source lane and whether it lies in range.
struct Source {
  V lane;
  V in_range;
};

// DPP16 dpp_ctrl (LLVM SIDefines.h DppCtrl; gfx10 has no wave_* or
// row_bcast forms, and row_share / row_xmask are its own).
bool dpp16_source(Emit& e, unsigned ctrl, Source* s) {
  V lane = e.lane();
  V base = iand(e, lane, ~15u), r = iand(e, lane, 15);
  s->in_range = e.a.boolean(true);
  unsigned n = ctrl & 15;
  if (ctrl <= 0xff) {
    s->lane = iadd(e, iand(e, lane, ~3u), pick(e, ctrl, iand(e, lane, 3), 2, 3));
  } else if (ctrl >= 0x101 && ctrl <= 0x10f) {  // row_shl: lane i reads i + n
    s->lane = iadd(e, lane, e.a.u32(n));
    s->in_range = e.a.op(Ty::kBool, "OpULessThan", {r, e.a.u32(16 - n)});
  } else if (ctrl >= 0x111 && ctrl <= 0x11f) {  // row_shr: lane i reads i - n
    s->lane = e.a.op(Ty::kU32, "OpISub", {lane, e.a.u32(n)});
    s->in_range = e.a.op(Ty::kBool, "OpUGreaterThanEqual", {r, e.a.u32(n)});
  } else if (ctrl >= 0x121 && ctrl <= 0x12f) {  // row_ror: rotate right in the row
    s->lane = iadd(e, base, iand(e, e.a.op(Ty::kU32, "OpISub", {r, e.a.u32(n)}), 15));
  } else if (ctrl == 0x140) {  // row_mirror
    s->lane = iadd(e, base, e.a.op(Ty::kU32, "OpISub", {e.a.u32(15), r}));
  } else if (ctrl == 0x141) {  // row_half_mirror
    s->lane =
        iadd(e, iand(e, lane, ~7u), e.a.op(Ty::kU32, "OpISub", {e.a.u32(7), iand(e, lane, 7)}));
  } else if (ctrl >= 0x150 && ctrl <= 0x15f) {  // row_share: lane n of the row
    s->lane = iadd(e, base, e.a.u32(n));
  } else if (ctrl >= 0x160 && ctrl <= 0x16f) {  // row_xmask: lane r ^ n of the row
    s->lane = iadd(e, base, ixor(e, r, n));
  } else {
    return e.refuse(fmt::format("dpp-ctrl-{:#x}", ctrl));
  }
  return true;
}

// Stores `v` in a fresh Function variable and answers its id.
std::string keep(Emit& e, const V& v, const char* hint) {
  std::string var = e.a.local(v.ty, hint);
  e.a.store(var, v);
  return var;
}

const isa::Operand* dpp_src0(Emit& e, const Instruction& in) {
  const isa::Operand* s0 = operand_of(in, Field::kSrc0);
  if (s0 == nullptr || !s0->is_vgpr()) {
    e.refuse("dpp-source");
    return nullptr;
  }
  return s0;
}

// Whether every active lane writes whatever EXEC holds: all rows and banks
// enabled, and invalid sources read as zero.
bool dpp16_writes_all(Emit& e, unsigned row_mask, unsigned bank_mask, bool bc) {
  unsigned rows = e.wave64() ? 0xf : 0x3;
  return (row_mask & rows) == rows && bank_mask == 0xf && bc;
}

V dpp16_write_enable(Emit& e, unsigned row_mask, unsigned bank_mask, bool bc, const V& valid) {
  V lane = e.lane();
  V row_on = e.to_bool(
      pick(e, row_mask, e.a.op(Ty::kU32, "OpShiftRightLogical", {lane, e.a.u32(4)}), 1, 1));
  V bank = iand(e, e.a.op(Ty::kU32, "OpShiftRightLogical", {lane, e.a.u32(2)}), 3);
  V en = land(e, row_on, e.to_bool(pick(e, bank_mask, bank, 1, 1)));
  return bc ? en : land(e, en, valid);
}

bool begin_dpp16(Emit& e, const Instruction& in) {
  const isa::Operand* s0 = dpp_src0(e, in);
  if (s0 == nullptr) return false;
  unsigned ctrl = in.field(Field::kDppCtrl);
  bool bc = in.field(Field::kBoundCtrl) != 0, fi = in.field(Field::kFi) != 0;
  unsigned row_mask = in.field(Field::kRowMask), bank_mask = in.field(Field::kBankMask);
  e.publish_dword(e.vgpr(s0->code - 256));
  Source s;
  if (!dpp16_source(e, ctrl, &s)) return false;
  V valid = fi ? s.in_range : land(e, s.in_range, exec_bit(e, s.lane));
  V value = e.a.op(Ty::kU32, "OpSelect", {valid, e.read_lane(s.lane), e.a.u32(0)});
  e.src_override[0] = {s0, keep(e, value, "dpp")};
  if (!dpp16_writes_all(e, row_mask, bank_mask, bc)) {
    e.write_enable_var = keep(e, dpp16_write_enable(e, row_mask, bank_mask, bc, valid), "dppwe");
    if (e.wave64()) {
      // Lane L ^ 32 (the other half's lane at the same place): whether it
      // writes too, which a shared VGPR destination must know.
      V partner = e.a.op(Ty::kU32, "OpBitwiseXor", {e.lane(), e.a.u32(32)});
      V prow = e.to_bool(
          pick(e, row_mask, e.a.op(Ty::kU32, "OpShiftRightLogical", {partner, e.a.u32(4)}), 1, 1));
      V bank = iand(e, e.a.op(Ty::kU32, "OpShiftRightLogical", {partner, e.a.u32(2)}), 3);
      V pen = land(e, prow, e.to_bool(pick(e, bank_mask, bank, 1, 1)));
      if (!bc) {
        V src = e.a.op(Ty::kU32, "OpBitwiseXor", {s.lane, e.a.u32(32)});
        pen = land(e, pen, fi ? s.in_range : land(e, s.in_range, exec_bit(e, src)));
      }
      e.partner_write_enable_var = keep(e, pen, "dppwp");
    }
  }
  return true;
}

bool is_dpp8(const Instruction& in) {
  Encoding c = in.info->encoding;
  return c == Encoding::kVOP1_DPP8 || c == Encoding::kVOP1_DPP8FI || c == Encoding::kVOP2_DPP8 ||
         c == Encoding::kVOP2_DPP8FI;
}

// DPP8: lane i reads lane (i & ~7) + sel[i & 7]; FI comes with the encoding
// (LLVM DppFiMode: DPP8_FI_0 = 0xE9, DPP8_FI_1 = 0xEA in the src0 field).
bool begin_dpp8(Emit& e, const Instruction& in) {
  const isa::Operand* s0 = dpp_src0(e, in);
  if (s0 == nullptr) return false;
  Encoding c = in.info->encoding;
  bool fi = c == Encoding::kVOP1_DPP8FI || c == Encoding::kVOP2_DPP8FI;
  uint32_t sel = in.field(Field::kLaneSel);
  e.publish_dword(e.vgpr(s0->code - 256));
  V lane = e.lane();
  V src = iadd(e, iand(e, lane, ~7u), pick(e, sel, iand(e, lane, 7), 3, 7));
  V value = e.read_lane(src);
  if (!fi) value = e.a.op(Ty::kU32, "OpSelect", {exec_bit(e, src), value, e.a.u32(0)});
  e.src_override[0] = {s0, keep(e, value, "dpp")};
  return true;
}

// SDWA_SEL: BYTE_0-3 = 0-3, WORD_0/1 = 4/5, DWORD = 6 (LLVM SIDefines.h SdwaSel).
bool sel_bits(unsigned sel, unsigned* off, unsigned* width) {
  if (sel > 6) return false;
  *off = sel < 4 ? 8 * sel : sel < 6 ? 16 * (sel - 4) : 0;
  *width = sel < 4 ? 8 : sel < 6 ? 16 : 32;
  return true;
}

bool sdwa_source(Emit& e, const Instruction& in, Field f, Field sel_field, unsigned k) {
  const isa::Operand* o = operand_of(in, f);
  if (o == nullptr) return true;
  unsigned sel = in.field(sel_field), off = 0, width = 0;
  if (!sel_bits(sel, &off, &width)) return e.refuse("sdwa-sel");
  if (width == 32) return true;
  // What a selected byte of an inline constant is, the guide does not say,
  // except where every reading agrees: 0 and -1 (code 193) have the same bytes
  // in 16 and 32 bits, extended either way; and WORD_0 of a 16-bit operand's
  // constant, its 16-bit form (1.0 as 0x3c00), which is what the operation
  // reads from the low half, and what ACO relies on (v_add_f16_sdwa v, 1.0, 0
  // with dst_sel:WORD_1 to set a D16 pair's alpha to 1.0).
  // The SDWA records type every source as 32 bits; the operation's own width is
  // its e32 form's (same opcode in VOP1, VOP2 or VOPC; LLVM types a 16-bit
  // float source there as a packed pair printed by its low half).
  const Encoding c = in.info->encoding;
  const Encoding e32 = c == Encoding::kVOP1_SDWA   ? Encoding::kVOP1
                       : c == Encoding::kVOP2_SDWA ? Encoding::kVOP2
                                                   : Encoding::kVOPC;
  bool half = false;
  if (const isa::OpcodeInfo* base = isa::find_opcode(e32, in.info->opcode)) {
    for (const isa::OperandInfo& oi : base->operand_list())
      if (oi.field == f)
        half = oi.ctype == isa::ConstType::kF16 || oi.ctype == isa::ConstType::kI16 ||
               oi.ctype == isa::ConstType::kV2F16Lo;
  }
  const bool half_word0 = sel == 4 && half;
  const bool constant = !o->is_vgpr() && o->code >= 128;
  if (constant && o->code != 128 && o->code != 193 && !half_word0)
    return e.refuse("sdwa-constant-select");
  V raw = constant && half_word0
              ? e.a.op(Ty::kU32, "OpUConvert", {e.as(Ty::kU16, e.src_raw(*o, Ty::kU16))})
              : e.src_raw(*o, Ty::kU32);
  V v = e.a.op(Ty::kU32, o->sext ? "OpBitFieldSExtract" : "OpBitFieldUExtract",
               {raw, e.a.u32(off), e.a.u32(width)});
  e.src_override[k] = {o, keep(e, v, "sdwa")};
  return true;
}

}  // namespace

bool is_sdwa(const Instruction& in) {
  Encoding c = in.info->encoding;
  return c == Encoding::kVOP1_SDWA || c == Encoding::kVOP2_SDWA || c == Encoding::kVOPC_SDWA;
}
bool is_dpp(const Instruction& in) {
  Encoding c = in.info->encoding;
  return c == Encoding::kVOP1_DPP16 || c == Encoding::kVOP2_DPP16 || is_dpp8(in);
}

const isa::Operand* operand_of(const Instruction& in, Field f) {
  auto infos = in.info->operand_list();
  for (unsigned i = 0; i < in.num_operands; ++i)
    if (infos[in.operands[i].slot].field == f) return &in.operands[i];
  return nullptr;
}

V exec_bit(Emit& e, const V& src) {
  V l = iand(e, src, e.wave_size() - 1);
  V bit = e.a.op(Ty::kU64, "OpShiftRightLogical", {e.exec(), l});
  return e.to_bool(e.a.op(Ty::kU64, "OpBitwiseAnd", {bit, e.a.u64(1)}));
}

bool begin_lane_modifiers(Emit& e, const Instruction& in) {
  Encoding c = in.info->encoding;
  if (c == Encoding::kVOP1_DPP16 || c == Encoding::kVOP2_DPP16) return begin_dpp16(e, in);
  if (is_dpp8(in)) return begin_dpp8(e, in);
  if (!is_sdwa(in)) return true;
  return sdwa_source(e, in, Field::kSrc0, Field::kSrc0Sel, 0) &&
         sdwa_source(e, in, Field::kVsrc1, Field::kSrc1Sel, 1);
}

void end_lane_modifiers(Emit& e) {
  e.src_override[0] = {};
  e.src_override[1] = {};
  e.write_enable_var.clear();
  e.partner_write_enable_var.clear();
}

V sdwa_destination(Emit& e, const Instruction& in, const V& v, const V& old) {
  unsigned off = 0, width = 0;
  if (!sel_bits(in.field(Field::kDstSel), &off, &width)) {
    e.refuse("sdwa-dst-sel");
    return v;
  }
  if (width == 32) return v;
  V o = e.a.u32(off), w = e.a.u32(width);
  switch (in.field(Field::kDstUnused)) {
    case 0:  // UNUSED_PAD
      return e.a.op(Ty::kU32, "OpBitFieldInsert", {e.a.u32(0), v, o, w});
    case 1: {  // UNUSED_SEXT
      V sx = e.a.op(Ty::kU32, "OpBitFieldSExtract", {v, e.a.u32(0), w});
      return e.a.op(Ty::kU32, "OpShiftLeftLogical", {sx, o});
    }
    case 2:  // UNUSED_PRESERVE
      return e.a.op(Ty::kU32, "OpBitFieldInsert", {old, v, o, w});
    default:
      e.refuse("sdwa-dst-unused");
      return v;
  }
}

}  // namespace rdnavk::xlate::vec
