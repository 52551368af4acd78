// A shader program's bytes as the translator may read them: from the program's
// address to the end of mapped guest memory, up to a limit.
#pragma once

#include <cstdint>
#include <vector>

#include "cp/gpu_memory.h"

namespace rdnavk::exec {

// The most program bytes read from a program's address (the translator stops
// where every path ends; a program longer than this is refused).
inline constexpr uint64_t kMaxProgramBytes = 256 * 1024;

// Reads page by page from `va` until memory ends or kMaxProgramBytes; empty
// when `va` itself is unmapped.
std::vector<uint8_t> read_program(const cp::GpuMemory& m, uint64_t va);

}  // namespace rdnavk::exec
