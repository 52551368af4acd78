// The buffer address equation (RDNA2 ISA 8.1.6; D967), shared by the untyped
// buffer accesses (ops_memory.cpp) and the format accesses (ops_format.cpp):
// the descriptor's fields read from SGPRs at run time, the element's place
// (linear or swizzled) and its out-of-range test by OOB_SELECT.
#pragma once

#include "xlate/emit.h"

namespace rdnavk::xlate {

struct BufferAccess {
  V base;          // u64
  V stride;        // u32 (bytes)
  V num_records;   // u32
  V swizzle;       // bool
  V index_stride;  // u32: 8 << field
  V oob;           // u32 mode
  V index;         // u32
  V offset;        // u32 (vgpr offset + instruction offset)
  V soffset;       // u32
  V word3;         // u32: the descriptor's fourth word (format, selects)
};

// The descriptor in the instruction's SRSRC and the addresses in operand
// `vaddr_operand` (VGPRs by IDXEN/OFFEN).
BufferAccess buffer_access(Emit& e, const isa::Instruction& in, unsigned vaddr_operand);
// The address of the byte `byte` past the access's offset (u64), and whether it
// is in range (bool).
std::pair<V, V> buffer_dword(Emit& e, const BufferAccess& b, unsigned byte);

}  // namespace rdnavk::xlate
