// GFX10.3 assembly to machine code by LLVM 19's llvm-mc (test-only: LLVM is
// the oracle for what an instruction's bytes are).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rdnavk::xlate::testing {

// Assembles `text` (wave64 when asked); empty with `*error` set when llvm-mc
// refuses it.
std::vector<uint8_t> assemble(const std::string& text, bool wave64, std::string* error);

}  // namespace rdnavk::xlate::testing
