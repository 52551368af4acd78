// The disassembler's text: one instruction in LLVM 19's AMDGPU syntax, as
// llvm-objdump / llvm-mc print it for gfx1030 (DESIGN.md, Oracles).
#pragma once

#include <string>

#include "isa/instruction.h"

namespace rdnavk::isa {

// Appends the instruction's text (mnemonic, operands, modifiers; no newline).
void print(const Instruction& in, std::string& out);
std::string to_string(const Instruction& in);

// One operand's text by its table record (registers, constants, literals and
// immediates), as used by the per-format printers.
void append_operand(std::string& out, const Instruction& in, const Operand& op);
// The table record an operand was decoded by (an SDWA SGPR source has its own).
const OperandInfo& operand_record(const Instruction& in, const Operand& op);

}  // namespace rdnavk::isa
