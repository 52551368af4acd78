// LDS addresses proved dword-aligned (decision record 0056). A DS access whose
// address may be misaligned reaches two LDS words and writes each with atomic
// masks, since the lanes of a wave may write the other bytes of those words;
// the host compiles every such site into code and storage whether or not it
// ever runs (llvmpipe keeps a slot for each atomic in the coroutine that runs
// the group). Most programs form LDS addresses as `base + lane * 4`: this
// analysis finds, for each DS instruction, the low bits of its address VGPR
// that are zero in every lane that runs it, so the translator can take the
// aligned path alone where they make the address a multiple of 4.
#pragma once

#include <cstdint>
#include <map>

#include "isa/program.h"

namespace rdnavk::xlate {

// Whether `in` writes EXEC (named, or as v_cmpx does); and whether it is
// s_mov_b64 exec, -1 (wave64) or s_mov_b32 exec_lo, -1 (wave32), after which
// every lane is on.
bool writes_exec(const isa::Instruction& in);
bool sets_every_lane(const isa::Instruction& in, bool wave64);

// For each DS instruction of `prog` (by offset), how many low bits of its
// ADDR VGPR are known to be zero (0 to 32) in every active lane there. VGPRs
// start unknown, but for what every lane is given at the start; a value
// written while some lanes may be off (EXEC not known to be every lane) keeps
// only what the old value and the new have in common. `all_lanes_at_start`:
// every lane of every wave starts active (groups of whole waves).
// `shared_vgprs`: wave64's shared VGPRs, whose halves one register holds:
// nothing is known of them.
// `buffer_offsets`, where given, gets the same for each MUBUF and MTBUF
// instruction's offset VGPR (OFFEN), which D60's regions bound by.
std::map<uint32_t, unsigned> lds_address_zero_bits(
    const isa::Program& prog, bool wave64, bool all_lanes_at_start, unsigned vgprs,
    unsigned shared_vgprs, std::map<uint32_t, unsigned>* buffer_offsets = nullptr);

}  // namespace rdnavk::xlate
