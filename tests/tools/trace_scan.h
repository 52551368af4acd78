// Reads a captured trace the way the command processor will: walks every
// submission's IBs, follows the SH registers that name shader programs, and notes
// the CP DMA copies that carry shader code.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rdnavk::testing {

struct ProgramUse {
  std::string stage;     // "cs", "ps", "es", "gs", "vs"
  uint64_t address = 0;  // 48-bit
  size_t submission = 0;
  uint8_t opcode = 0;  // the draw or dispatch that used it
};

struct DmaCopy {
  uint64_t src = 0, dst = 0;
  uint32_t bytes = 0;
  size_t submission = 0;
};

struct TraceScan {
  std::string error;
  size_t submissions = 0;
  uint64_t dispatches = 0;        // DISPATCH_DIRECT
  uint64_t draws_index_auto = 0;  // DRAW_INDEX_AUTO
  uint64_t chained_ibs = 0;       // INDIRECT_BUFFER with CHAIN
  uint64_t walk_errors = 0;
  std::vector<ProgramUse> programs;  // distinct (stage, address)
  std::vector<DmaCopy> dma_copies;   // DMA_DATA memory to memory
};

TraceScan scan_trace(const std::string& path);

// Replays every submission of the trace through the command processor (each on its
// recorded memory under an overlay) and checks, after each, that the programs its
// DMA_DATA packets upload are in place and that its RELEASE_MEM fences are written.
struct ReplayCheck {
  std::string error;
  uint64_t programs_checked = 0;
  uint64_t programs_missing = 0;
  uint64_t programs_there_before = 0;  // already in the recorded image before the upload ran
  uint64_t fences_checked = 0;
  uint64_t fences_wrong = 0;
};
ReplayCheck replay_and_check(const std::string& path);

// Whether the bytes at `address` in submission `submission`'s memory hold a program:
// dwords up to an s_endpgm (0xbf810000) within `limit` bytes.
bool holds_program(const std::string& path, size_t submission, uint64_t address,
                   uint32_t limit = 1 << 16);

}  // namespace rdnavk::testing
