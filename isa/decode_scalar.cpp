// The formats with rules beyond their table records: SMEM (RDNA2 ISA 13.2) and
// SDWA (13.3.5). The SOP*, VOP*, DPP and VOP3 formats need only decode_generic.
#include "isa/decode_internal.h"

namespace rdnavk::isa::detail {

DecodeStatus decode_smem(const Reader& r, Instruction& out) {
  // The table's operands are those of offset 0 (soffset printed, null too); a
  // nonzero offset changes only the printing (isa/print_scalar.cpp), so the
  // table checks every field as is.
  return decode_generic(r, out);
}

DecodeStatus decode_sdwa(const Reader& r, Instruction& out) {
  DecodeStatus s = take_words(r, out.info->bytes / 4u, out);
  if (s != DecodeStatus::kOk) return s;
  if (!fields_accepted(out)) return DecodeStatus::kInvalid;
  // S0 and S1 make src0 and src1 SGPRs or constants; VOPC's SD selects a scalar
  // destination, without which the result goes to vcc (LLVM decodeSDWAVopcDst).
  OperandChoice choice;
  auto ops = out.info->operand_list();
  for (size_t i = 0; i < ops.size(); ++i) {
    if (ops[i].field == Field::kSrc0 && out.field(Field::kS0)) choice.alt |= 1u << i;
    if (ops[i].field == Field::kVsrc1 && out.field(Field::kS1)) choice.alt |= 1u << i;
    if (ops[i].field == Field::kSdst && !out.field(Field::kSd)) choice.vcc |= 1u << i;
  }
  return decode_operands(r, out, choice);
}

}  // namespace rdnavk::isa::detail
