// The test encoder: instruction words for an opcode record, with every field
// given a value the table says the opcode accepts (or, for fields the table
// does not constrain, any value). Driven by the same table as the decoder.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "isa/instruction.h"

namespace rdnavk::isa::testing {

// Random words for `info`: operand fields drawn from their value sets (biased
// towards the edges: literals, inline constants, the last registers), fixed
// fields from theirs, flags and unconstrained bits at random, reserved bits
// zero, a literal dword when a source selects one, and one spare dword.
std::vector<uint32_t> random_instruction(const OpcodeInfo& info, WaveSize wave,
                                         std::mt19937_64& rng);

// The words of `info` with every field zero, the format's match bits and the
// opcode set.
std::vector<uint32_t> opcode_words(const OpcodeInfo& info);

}  // namespace rdnavk::isa::testing
