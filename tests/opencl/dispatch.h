// An HSA-style kernel dispatch written as the PM4 a command processor runs: the
// code object's descriptor turned into COMPUTE_* registers, with the memory the
// kernel's user SGPRs point at (kernel arguments with the code object v5 hidden
// ones, the AQL dispatch packet, scratch and its buffer descriptor).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cp/command_processor.h"
#include "tests/opencl/code_object.h"
#include "tests/opencl/guest_memory.h"

namespace rdnavk::opencl {

// A code object placed in guest memory.
struct LoadedCode {
  uint64_t va = 0;  // where the image lies (256-byte aligned)
  CodeObject object;
};

// Reads and relocates the object at `path` into a fresh buffer of `g`.
std::optional<LoadedCode> load_into(GuestMemory& g, const std::string& path, std::string* error);

struct Launch {
  uint32_t dims = 1;                       // the grid's dimensions (hidden_grid_dims)
  std::array<uint32_t, 3> local{1, 1, 1};  // work-group size
  std::array<uint32_t, 3> groups{1, 1, 1};
  // The explicit arguments in order, each stored in its metadata size (pointers
  // as 8-byte addresses, scalars as their bits).
  std::vector<uint64_t> args;
};

// What one dispatch placed and set.
struct PreparedDispatch {
  uint64_t entry_va = 0;
  uint64_t descriptor_va = 0;
  uint64_t packet_va = 0;  // hsa_kernel_dispatch_packet_t
  uint64_t kernarg_va = 0;
  uint64_t scratch_va = 0;  // 0 when the kernel needs none
  uint64_t scratch_bytes = 0;
  uint32_t tmpring_size = 0;                             // COMPUTE_TMPRING_SIZE
  std::vector<uint32_t> user_sgprs;                      // COMPUTE_USER_DATA_0, 1, ...
  std::vector<std::pair<uint32_t, uint32_t>> registers;  // (dword offset, value) in IB order
  std::array<uint32_t, 3> groups{};
  uint32_t initiator = 0;  // COMPUTE_DISPATCH_INITIATOR
  uint64_t ib_va = 0;
  uint32_t ib_dwords = 0;
};

// Places everything the dispatch of `kernel` (from `code`) needs in `g` and
// writes its IB. nullopt with `*error` set for a kernel this dispatcher cannot
// set up (a queue pointer, preloaded kernel arguments, an unknown hidden
// argument, more than 16 user SGPRs).
std::optional<PreparedDispatch> prepare_dispatch(GuestMemory& g, const LoadedCode& code,
                                                 const Kernel& kernel, const Launch& launch,
                                                 std::string* error);

// Runs the dispatch's IB through `cp` on `g`'s memory.
cp::CpReport run_dispatch(cp::CommandProcessor& cp, GuestMemory& g, const PreparedDispatch& d);

// The number of user SGPRs the descriptor's enable bits ask for (AMDGPUUsage,
// "Initial Kernel Execution State").
uint32_t user_sgpr_count(const KernelDescriptor& kd);

// COMPUTE_PGM_RSRC2 as the dispatch sets it: the descriptor's value with LDS_SIZE
// from the group segment size (AMDGPUUsage, compute_pgm_rsrc2: the descriptor's
// GRANULATED_LDS_SIZE must be 0 and the CP fills it in, in units of 128 dwords on
// GFX7-GFX11).
uint32_t dispatch_rsrc2(const KernelDescriptor& kd);

}  // namespace rdnavk::opencl
