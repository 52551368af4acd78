// What each GFX10.3 opcode reads and writes, generated with the opcode table
// from LLVM 19's instruction descriptions (scripts/isa/gen_isa_tables.py writes
// isa/gfx1030_facts.inc; decision record 0019): which printed operands are
// destinations and which sources, the registers read and written without being
// named (SCC, VCC, EXEC, M0...), lane masks read or written bit by bit, and
// what the instruction does to LDS and memory. The translator's analyses read
// these rather than mnemonics.
#pragma once

#include <cstdint>

#include "isa/table.h"

namespace rdnavk::isa {

// Registers an instruction reads or writes without an operand naming them
// (LLVM's implicit uses and definitions). VCC and EXEC are the wave's masks:
// the low half in wave32, the pair in wave64.
enum ImplicitRegister : uint8_t {
  kImplicitScc = 1u << 0,
  kImplicitVcc = 1u << 1,
  kImplicitExec = 1u << 2,
  kImplicitM0 = 1u << 3,
  kImplicitMode = 1u << 4,
  kImplicitFlatScratch = 1u << 5,
};

// What an instruction does to LDS and to memory.
enum MemoryEffect : uint8_t {
  kLdsRead = 1u << 0,
  kLdsWrite = 1u << 1,
  kMemoryRead = 1u << 2,
  kMemoryWrite = 1u << 3,
  kAtomic = 1u << 4,        // reads and writes in one access (with the bits above)
  kScalarMemory = 1u << 5,  // through the scalar data cache (SMEM)
};

// Operand sets are bitmasks over the printed operands (bit i: the instruction's
// operands[i], info->operand_list()[i]). Printed operands that stand for an
// implicit register (v_cndmask_b32_e32's vcc_lo) are in neither set: the
// implicit registers say what they do.
struct InstructionFacts {
  uint16_t destinations;  // written (LLVM's definitions)
  uint16_t sources;       // read; a destination that is also read (s_addk_i32, s_cmov_b32) is both
  uint16_t mask_destinations;  // VALU destinations written as lane masks (VOPC, carry-outs)
  uint16_t mask_sources;       // VALU sources read as lane masks bit by bit (v_cndmask's src2)
  uint8_t implicit_reads;      // ImplicitRegister bits
  uint8_t implicit_writes;
  uint8_t implicit_mask_reads;   // of those, read as a lane mask by a VALU op (VCC)
  uint8_t implicit_mask_writes;  // written as a lane mask by a VALU op (VCC, EXEC of v_cmpx)
  uint8_t memory;                // MemoryEffect bits

  bool destination(unsigned i) const { return (destinations >> i) & 1u; }
  bool source(unsigned i) const { return (sources >> i) & 1u; }
  bool mask_destination(unsigned i) const { return (mask_destinations >> i) & 1u; }
  bool mask_source(unsigned i) const { return (mask_sources >> i) & 1u; }
  // Whether it reads some lane mask bit by bit (v_cndmask, the carry-ins, v_div_fmas).
  bool reads_lane_mask() const { return mask_sources != 0 || implicit_mask_reads != 0; }
  bool writes_lane_mask() const { return mask_destinations != 0 || implicit_mask_writes != 0; }
};

// The facts of an opcode record of all_opcodes() (isa/table.cpp).
const InstructionFacts& facts(const OpcodeInfo& info);

}  // namespace rdnavk::isa
