// Shared by the per-format printers (isa/print_*.cpp); not part of the API.
#pragma once

#include <string>

#include "isa/instruction.h"

namespace rdnavk::isa::detail {

// " a, b, c": every operand by its record, immediates that print nothing left out.
void append_operands(std::string& out, const Instruction& in);
// " glc dlc": the record's text modifiers that are set; only the one named
// `only`, or all but the one named `except` (VOP3 prints "high" before op_sel
// and clamp after it; MIMG lwe after a16 and tfe).
void append_texts(std::string& out, const Instruction& in, const char* only = nullptr,
                  const char* except = nullptr);
// " op_sel:[1,0]": a list modifier, when some entry differs from its default.
void append_list(std::string& out, const Instruction& in, ModList list);
// " mul:2", " mul:4", " div:2".
void append_omod(std::string& out, const Instruction& in);

void print_smem(std::string& out, const Instruction& in);
void print_dpp16(std::string& out, const Instruction& in);
void print_dpp8(std::string& out, const Instruction& in);
void print_sdwa(std::string& out, const Instruction& in);
void print_vop3(std::string& out, const Instruction& in);
void print_vop3p(std::string& out, const Instruction& in);
void print_vintrp(std::string& out, const Instruction& in);
void print_ds(std::string& out, const Instruction& in);
void print_buffer(std::string& out, const Instruction& in);
void print_flat(std::string& out, const Instruction& in);
void print_exp(std::string& out, const Instruction& in);
void print_mimg(std::string& out, const Instruction& in);

}  // namespace rdnavk::isa::detail
