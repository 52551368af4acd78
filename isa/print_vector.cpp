// The vector formats' modifiers, in LLVM's order (AMDGPUInstPrinter and the
// asm strings of VOP3/VOP3P/DPP/SDWA instructions): operands, then
//   VOP3:  high, op_sel, clamp, omod
//   VOP3P: op_sel, op_sel_hi, neg_lo, neg_hi, clamp
//   DPP16: the control, row_mask, bank_mask, bound_ctrl, fi
//   DPP8:  dpp8:[...], fi
//   SDWA:  clamp, omod, dst_sel, dst_unused, src0_sel, src1_sel
#include "isa/print_internal.h"
#include "isa/printer.h"

namespace rdnavk::isa::detail {

namespace {

void append_dec(std::string& out, uint32_t v) {
  out += std::to_string(v);
}

// RDNA2 ISA 13.3.6 DPP_CTRL; LLVM printDPPCtrl. The table admits only the
// values LLVM decodes.
void append_dpp_ctrl(std::string& out, uint32_t c) {
  out += ' ';
  if (c <= 0xff) {
    out += "quad_perm:[";
    for (int i = 0; i < 4; ++i) {
      if (i) out += ',';
      append_dec(out, (c >> (2 * i)) & 3);
    }
    out += ']';
    return;
  }
  struct Range {
    uint32_t first, last;
    const char* name;
  };
  static const Range kRanges[] = {{0x101, 0x10f, "row_shl:"},
                                  {0x111, 0x11f, "row_shr:"},
                                  {0x121, 0x12f, "row_ror:"},
                                  {0x150, 0x15f, "row_share:"},
                                  {0x160, 0x16f, "row_xmask:"}};
  for (const Range& r : kRanges)
    if (c >= r.first && c <= r.last) {
      out += r.name;
      append_dec(out, c & 0xf);
      return;
    }
  out += c == 0x140   ? "row_mirror"
         : c == 0x141 ? "row_half_mirror"
                      : "/* Invalid dpp_ctrl value */";
}

const char* sdwa_select(uint32_t s) {
  static const char* const kNames[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                       "WORD_0", "WORD_1", "DWORD"};
  return s < 7 ? kNames[s] : nullptr;
}

void append_select(std::string& out, const char* what, uint32_t s) {
  out += ' ';
  out += what;
  if (const char* n = sdwa_select(s)) {
    out += n;
  } else {
    append_dec(out, s);  // reserved; LLVM 19 aborts printing it
  }
}

bool has_field(const Instruction& in, Field f) {
  return layout(in.encoding()).fields[static_cast<int>(f)].width != 0;
}

}  // namespace

void print_dpp16(std::string& out, const Instruction& in) {
  append_operands(out, in);
  append_dpp_ctrl(out, in.field(Field::kDppCtrl));
  out += " row_mask:";
  append_hex(out, in.field(Field::kRowMask));
  out += " bank_mask:";
  append_hex(out, in.field(Field::kBankMask));
  append_texts(out, in);  // bound_ctrl:1, fi:1
}

void print_dpp8(std::string& out, const Instruction& in) {
  append_operands(out, in);
  uint32_t sel = in.field(Field::kLaneSel);
  out += " dpp8:[";
  for (int i = 0; i < 8; ++i) {
    if (i) out += ',';
    append_dec(out, (sel >> (3 * i)) & 7);
  }
  out += ']';
  // The _DPP8FI encodings: src0 0xEA rather than 0xE9.
  if (in.field(Field::kSrc0Marker) == 0xea) out += " fi:1";
}

void print_sdwa(std::string& out, const Instruction& in) {
  append_operands(out, in);
  append_texts(out, in);  // clamp
  append_omod(out, in);
  if (has_field(in, Field::kDstSel)) {
    append_select(out, "dst_sel:", in.field(Field::kDstSel));
    static const char* const kUnused[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE",
                                          "UNUSED_PAD"};
    out += " dst_unused:";
    out += kUnused[in.field(Field::kDstUnused) & 3];
  }
  append_select(out, "src0_sel:", in.field(Field::kSrc0Sel));
  if (has_field(in, Field::kVsrc1)) append_select(out, "src1_sel:", in.field(Field::kSrc1Sel));
}

void print_vop3(std::string& out, const Instruction& in) {
  append_operands(out, in);
  // The v_interp_*_f16 forms: bit 8 of the attribute operand is "high".
  for (const Operand& op : in.operand_list())
    if (op.kind == OperandKind::kInterpAttr && (op.value & 0x100)) out += " high";
  append_texts(out, in, nullptr, "clamp");
  append_list(out, in, ModList::kOpSel);
  append_texts(out, in, "clamp");
  append_omod(out, in);
}

void print_vop3p(std::string& out, const Instruction& in) {
  append_operands(out, in);
  append_list(out, in, ModList::kOpSel);
  append_list(out, in, ModList::kOpSelHi);
  append_list(out, in, ModList::kNegLo);
  append_list(out, in, ModList::kNegHi);
  append_texts(out, in);
}

void print_vintrp(std::string& out, const Instruction& in) {
  // The attribute is not an operand field of its own in the table: attr and
  // attrchan print as attrN.c in the implicit slot the probe saw.
  bool first = true;
  for (const Operand& op : in.operand_list()) {
    out += first ? " " : ", ";
    first = false;
    if (op.kind == OperandKind::kImplicit) {
      append_interp_attr(out, in.field(Field::kAttr) | in.field(Field::kAttrchan) << 6);
      continue;
    }
    append_operand(out, in, op);
  }
}

}  // namespace rdnavk::isa::detail
