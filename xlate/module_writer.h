// The translator's core, with no stage in it (decision record 0018): a
// program's blocks become the cases of a dispatcher loop that each wave runs in
// lockstep groups of host invocations (D10); the waves of a group meet in
// workgroup memory where lanes cross and the host subgroup is narrower than the
// wave, and at s_barrier. What differs per stage comes from the Stage.
#pragma once

#include <cstdint>
#include <set>
#include <span>
#include <string>

#include "isa/program.h"
#include "xlate/stage.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {

// The most blocks a program may have: a larger one is refused
// "program-too-large-for-host" (the host's compile time grows faster than the
// blocks; a guest program must not stall it).
inline constexpr size_t kMaxProgramBlocks = 1024;

// Translates the program at `code[0]` (every byte the translator may read from
// the program's address) for `stage`, assembles the module and validates it.
// A module refused before any instruction is looked at (the stage's registers).
TranslateResult refused_module(std::string why);

// Adds SPV_KHR_maximal_reconvergence's extension and MaximallyReconvergesKHR
// to an assembled module of one entry point (decision record 0031); false,
// and nothing changed, where the binary is not laid out as SPIR-V requires.
bool declare_maximal_reconvergence(std::vector<uint32_t>* words);

// D36: the VGPRs a D16 image load writes, whose halves may stand for one of
// two values; none where an instruction reads one of them across lanes.
std::set<unsigned> d16_tracked_vgprs(const isa::Program& prog);

TranslateResult write_module(std::span<const uint8_t> code, const WaveKey& key,
                             const WaveConfig& config, Stage& stage);

}  // namespace rdnavk::xlate
