// What an instruction does with the scalar registers, from the opcode table's
// facts (isa/facts.h) and its decoded operands: the input of the lane-mask
// analysis (D16, decision record 0019).
#pragma once

#include <bitset>
#include <cstdint>
#include <map>

#include "isa/instruction.h"
#include "isa/program.h"

namespace rdnavk::xlate {

// Scalar registers 0-127 (SGPR codes: VCC 106-107, M0 124, EXEC 126-127) and SCC.
struct RegisterUse {
  static constexpr unsigned kScc = 128;
  using Registers = std::bitset<129>;
  Registers read;     // read as scalars (every register the translation reads)
  Registers written;  // written
  // The destination of a VALU lane-mask write (a compare, a carry-out) or of a
  // lanewise op, where lanes may keep its bits: an SGPR mask or VCC.
  Registers mask_dst;
  // Lane masks read bit by bit through the lanes' own copies of their bits (an
  // SGPR mask or VCC): not in `read`, which the copies spare.
  Registers lane_read;
  bool lanewise = false;  // a scalar bitwise op on masks that lanes can do bit by bit
};

// What `in` reads and writes in a wave of 64 lanes (`wave64`) or 32. As
// conservative as the translation: a register any handler reads is in `read`.
RegisterUse register_use(const isa::Instruction& in, bool wave64);

// The scalar registers (and SCC) live at the start of each block of `prog`
// (by start offset): read there, or on some path from there, before a write;
// as a scalar or through the lanes' copies. Nothing is read after the program
// ends (no stage's epilogue reads a guest register). Empty where the answer
// is not known: a computed jump (s_setpc_b64, s_swappc_b64) or a call, or an
// M0-relative scalar move (s_movrels, s_movreld), which reads or writes a
// register no operand names. Where known, `*named` (if given) gets every
// register an instruction reads or writes.
std::map<uint32_t, RegisterUse::Registers> sgprs_live_in(const isa::Program& prog, bool wave64,
                                                         RegisterUse::Registers* named = nullptr);

// The scalar bitwise ops on whole masks (b32 in wave32, b64 in wave64) that a
// lane can do on its own bit of each operand.
enum class Bitwise { kAnd, kOr, kXor, kAndN2, kOrN2, kNand, kNor, kXnor, kNot, kMov };
// Whether `in` is one, by its opcode record (resolved once from the table);
// `*op` says which.
bool lanewise_op(const isa::Instruction& in, bool wave64, Bitwise* op);

// S_*_SAVEEXEC and S_ANDN{1,2}_WREXEC in the wave's width: the new EXEC is
// `op` of S0 and the old EXEC, or of the old EXEC and S0 where `exec_first`
// (the n1 forms: S_ANDN1 is EXEC & ~S0); D gets the old EXEC, or the new one
// for the wrexec forms. Which form `in` is, by its opcode record.
struct ExecWrite {
  Bitwise op = Bitwise::kAnd;
  bool exec_first = false;
  bool wrexec = false;
};
bool exec_write_op(const isa::Instruction& in, bool wave64, ExecWrite* w);
// The op on two values of any type with the bitwise operators.
template <class T>
T apply_bitwise(Bitwise op, const T& x, const T& y) {
  switch (op) {
    case Bitwise::kAnd:
      return x & y;
    case Bitwise::kOr:
      return x | y;
    case Bitwise::kXor:
      return x ^ y;
    case Bitwise::kAndN2:
      return x & ~y;
    case Bitwise::kOrN2:
      return x | ~y;
    case Bitwise::kNand:
      return ~(x & y);
    case Bitwise::kNor:
      return ~(x | y);
    case Bitwise::kXnor:
      return ~(x ^ y);
    case Bitwise::kNot:
      return ~x;
    case Bitwise::kMov:
      return x;
  }
  return x;
}

// Whether lanes keep copies of the bits of scalar register `code`: SGPRs and VCC.
inline bool lane_kept(unsigned code) {
  return code <= 106;
}  // s0-s105, vcc_lo
// Whether `dwords` registers from `code` are all scalar registers a program
// may use (SGPRs, VCC, M0, EXEC), a tuple starting on an even register.
bool valid_sgpr_tuple(unsigned code, unsigned dwords);

}  // namespace rdnavk::xlate
