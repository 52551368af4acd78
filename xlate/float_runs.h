// Runs of vector float arithmetic computed first by the host's arithmetic
// alone, then checked, and computed again with the guest's float rules only in
// the lanes that met a value those rules treat apart (D48).
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <set>

#include "isa/program.h"

namespace rdnavk::xlate {

class Emit;
struct WaveConfig;

// The runs of `prog`: index of a run's first instruction -> one past its
// last. A run lies in one block, holds at least two float operations of the
// kinds carried out fast (add, subtract, multiply and fused multiply-add in
// f32) and otherwise only vector moves and integer operations that write one
// VGPR and nothing else, none with DPP, SDWA, clamp or a register the wave
// shares or tracks per half (D36). None where the program writes MODE.
std::map<size_t, size_t> find_float_runs(const isa::Program& prog, const Emit& e,
                                         const WaveConfig& l);

// The VGPRs (from v`start_vgprs` on, below the allocation) that never hold an
// f32 denormal in any lane, where MODE flushes f32 results: every instruction
// that writes one is a fast operation (whose result is flushed on the rules'
// way and noted on the fast way), an integer conversion to f32, a move of a
// constant that is not a denormal or of another such VGPR, or a 64-bit shift
// of zero. Registers start at zero. Empty where runs are not taken, where
// jumps are computed, and where a move is relative to M0.
std::set<unsigned> clean_f32_vgprs(const isa::Program& prog, const Emit& e, const WaveConfig& l,
                                   unsigned start_vgprs);

// Writes the run [first, end) of `prog`: the host's arithmetic, then, where an
// active lane met a NaN, a denormal where MODE flushes it (or where the host may
// flush it, D17), a zero or tiny value an output modifier treats apart, or a
// fused sum at a rounding tie, the registers the run wrote are set back and
// `exact` translates each instruction as everywhere else.
using TranslateOne = std::function<bool(const isa::ProgramInstruction&)>;
bool write_float_run(Emit& e, const isa::Program& prog, size_t first, size_t end,
                     const TranslateOne& exact);

}  // namespace rdnavk::xlate
