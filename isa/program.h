// A shader program's structure, found by following its control flow from the
// entry point: no register gives a program's length, so its end is where every
// path stops (s_endpgm and its kin, an indirect s_setpc_b64). Branch targets
// start basic blocks; s_getpc_b64, s_setpc_b64 and s_swappc_b64 are marked for
// the translator, which must resolve them or refuse the program.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "isa/instruction.h"

namespace rdnavk::isa {

struct ProgramInstruction {
  uint32_t offset = 0;  // bytes from the start of the code
  Instruction inst;
};

enum class BlockEnd : uint8_t {
  kFallthrough,  // into the next block (the next instruction is a branch target)
  kBranch,       // s_branch: one successor
  kConditional,  // s_cbranch_*: the target and the next instruction
  kCall,         // s_call_b64: the target and the return point
  kEndProgram,   // s_endpgm, s_endpgm_saved, s_endpgm_ordered_ps_done, s_code_end
  kIndirect,     // s_setpc_b64: the successor is only known at run time
};

struct BasicBlock {
  uint32_t start = 0;  // offset of its first instruction
  uint32_t end = 0;    // offset just past its last instruction
  BlockEnd kind = BlockEnd::kFallthrough;
  std::vector<uint32_t> successors;  // offsets of successor blocks
};

struct ProgramError {
  uint32_t offset = 0;
  DecodeStatus status = DecodeStatus::kInvalid;
  std::string message;  // "offset 0x40: invalid instruction encoding"
};

struct Program {
  uint32_t entry = 0;
  uint32_t end = 0;                              // offset just past the last reachable instruction
  std::vector<ProgramInstruction> instructions;  // every reachable one, by offset
  std::vector<BasicBlock> blocks;                // by start offset
  std::vector<uint32_t> branch_targets;          // sorted, unique
  std::vector<uint32_t> pc_reads;                // s_getpc_b64 offsets
  std::vector<uint32_t> pc_writes;               // s_setpc_b64 and s_swappc_b64 offsets
  std::vector<ProgramError> errors;              // paths that ran into bad bytes

  const ProgramInstruction* at(uint32_t offset) const;
};

// Follows every path from `entry` through `code`. Never reads outside it; a
// path that leaves it or meets bytes that do not decode adds an error and stops.
// `max_instructions` bounds the work on hostile input.
Program analyze_program(std::span<const uint8_t> code, uint32_t entry, WaveSize wave,
                        size_t max_instructions = 1u << 20);

// The branch target of a SOPP branch or s_call_b64 at `offset`: offset + 4 +
// 4 * simm16 (signed); false when the instruction has none.
bool branch_target(const Instruction& in, uint32_t offset, int64_t* target);

}  // namespace rdnavk::isa
