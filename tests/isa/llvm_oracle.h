// LLVM 19's AMDGPU disassembler, in process, as the oracle the ISA decoder is
// checked against (DESIGN.md, Oracles). Test-only: nothing under isa/ links LLVM.
// No LLVM type crosses this header, so its users need neither LLVM's headers nor
// its compile flags.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace rdnavk::isa::testing {

// One MCInst operand as LLVM decoded it, with what the instruction's
// description says of that operand slot (for the probe that writes the table).
struct LlvmOperand {
  bool is_reg = false;
  bool is_imm = false;
  std::string reg;  // LLVM's register name: "VGPR1", "SGPR2_SGPR3", "VCC_LO"
  int64_t imm = 0;
  std::string reg_class;  // the slot's register class ("VGPR_32", "SReg_64"), "" if none
  int reg_class_bits = 0;
  int operand_type = 0;  // MCOI / AMDGPU operand type number of the slot
};

struct LlvmDecode {
  bool valid = false;
  uint32_t size = 0;        // bytes consumed (4 when invalid, as LLVM skips)
  std::string text;         // printed instruction, whitespace collapsed to single spaces
  std::string opcode_name;  // LLVM's internal name, e.g. "V_ADD_F32_e32_gfx10"
  std::string comments;     // what the decoder wrote to its comment stream
  // LLVM 19's printer aborts (llvm_unreachable in printSDWASel) on SDWA
  // selects of 7, which its decoder accepts: such an instruction is decoded
  // but never printed, and text stays empty.
  bool unprintable = false;
  std::vector<LlvmOperand> operands;  // filled only when asked for
  // The instruction description's properties (MCInstrDesc), filled with the
  // operands: "branch", "conditional", "indirect", "call", "return",
  // "terminator", "barrier", "load", "store".
  std::vector<std::string> properties;
  // Also from the description: how many of its leading operands are
  // definitions, which of those a use is tied to (s_addk_i32's sdst is also its
  // source), and the registers it reads and writes without naming them
  // ("EXEC", "VCC", "SCC", "M0", "MODE"...).
  int num_defs = 0;
  std::vector<int> tied_defs;
  std::vector<std::string> implicit_uses;
  std::vector<std::string> implicit_defs;
};

class LlvmDisassembler {
 public:
  // gfx1030 in wave32 or wave64. ok() is false when LLVM lacks the AMDGPU target.
  explicit LlvmDisassembler(bool wave64);
  ~LlvmDisassembler();
  LlvmDisassembler(const LlvmDisassembler&) = delete;
  LlvmDisassembler& operator=(const LlvmDisassembler&) = delete;

  bool ok() const;
  const std::string& error() const { return error_; }

  enum Detail { kDecodeOnly, kPrint, kOperands };
  // Decodes one instruction at the start of `bytes` (at GPU byte address
  // `address`). kDecodeOnly skips the printer: LLVM's printer aborts on some
  // reserved encodings (SDWA selects) that its decoder accepts.
  LlvmDecode decode(std::span<const uint8_t> bytes, uint64_t address = 0,
                    Detail detail = kPrint) const;
  LlvmDecode decode_words(std::span<const uint32_t> words, Detail detail = kPrint) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::string error_;
};

// The printed text with runs of whitespace made one space and the ends trimmed.
std::string collapse_whitespace(const std::string& s);

}  // namespace rdnavk::isa::testing
