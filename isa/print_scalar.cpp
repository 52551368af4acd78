// SMEM's offset (RDNA2 ISA 13.2: a signed 21-bit byte offset): in place of a
// null soffset, or as offset:N after a register soffset (LLVM's _IMM and
// _SGPR_IMM forms); 0 does not print.
#include "isa/print_internal.h"
#include "isa/printer.h"

namespace rdnavk::isa::detail {

namespace {

void append_signed_hex(std::string& out, uint32_t field21) {
  int32_t v = static_cast<int32_t>(field21 << 11) >> 11;
  if (v < 0) {
    out += '-';
    append_hex(out, static_cast<uint32_t>(-v));
  } else {
    append_hex(out, static_cast<uint32_t>(v));
  }
}

}  // namespace

void print_smem(std::string& out, const Instruction& in) {
  uint32_t offset = in.field(Field::kOffset);
  bool has_soffset = false;
  for (const Operand& op : in.operand_list())
    if (in.info->operand_list()[op.slot].field == Field::kSoffset) has_soffset = true;
  if (offset == 0 || !has_soffset) {
    append_operands(out, in);
  } else {
    bool first = true;
    for (const Operand& op : in.operand_list()) {
      out += first ? " " : ", ";
      first = false;
      bool soffset = in.info->operand_list()[op.slot].field == Field::kSoffset;
      if (soffset && op.code == 125) {
        append_signed_hex(out, offset);  // null soffset: the offset is the operand
        continue;
      }
      append_operand(out, in, op);
      if (soffset) {
        out += " offset:";
        append_signed_hex(out, offset);
      }
    }
  }
  append_texts(out, in);
}

}  // namespace rdnavk::isa::detail
