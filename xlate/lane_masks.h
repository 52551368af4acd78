// Lane masks kept by each lane (D16): which VALU lane-mask writes (compares,
// carry-outs) must form the whole mask, found by a liveness analysis of the
// scalar registers over the program's blocks.
#pragma once

#include <cstdint>
#include <map>
#include <set>

#include "isa/program.h"
#include "xlate/emit.h"
#include "xlate/register_use.h"

namespace rdnavk::xlate {

// True when some instruction reads a lane mask bit by bit (v_cndmask, the
// carry-ins, v_div_fmas: isa::InstructionFacts::reads_lane_mask), so that
// keeping masks in the lanes can pay.
bool reads_lane_masks(const isa::Program& prog);

// The offsets of the lane-mask writes whose destination no instruction reads as
// a scalar before every register of it is written again, on any path. `uses`:
// each instruction's scalar reads and writes, by offset. Paths that leave
// through s_setpc_b64 count every register as read.
std::set<uint32_t> deferrable_mask_writes(const isa::Program& prog,
                                          const std::map<uint32_t, RegisterUse>& uses);

// The lane-mask analysis of a program, from the opcode table's facts
// (xlate/register_use.h): into `*lane_read_sgprs` the registers whose bits some
// lane-mask read or lanewise op reads (both of a pair in wave64), which the
// lanes keep copies of; into `*deferred` the mask writes made without forming
// the whole mask (deferrable_mask_writes).
void analyze_lane_masks(const isa::Program& prog, bool wave64, std::set<unsigned>* lane_read_sgprs,
                        std::set<uint32_t>* deferred);

// A scalar bitwise op on whole masks (s_and, s_or, s_xor, s_andn2, s_orn2,
// s_nand, s_nor, s_xnor, s_not, s_mov; b32 in wave32, b64 in wave64) to an SGPR
// mask or VCC: true when it was done bit by bit in the lanes (the analysis found
// its result, and SCC, read by no scalar), false when the scalar handler must
// run.
bool translate_lanewise(Emit& e, const isa::Instruction& in);

}  // namespace rdnavk::xlate
