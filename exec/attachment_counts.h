// What keeping colour targets on the host device between draws did (decision
// record 0047), for the run's report.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace rdnavk::exec {

// What reached a dirty target's pages first, or why it was written back
// otherwise.
enum class Toucher : uint8_t {
  kCp,             // a command processor packet's own access (CP DMA, WRITE_DATA, ...)
  kDma,            // an SDMA packet
  kDispatch,       // a dispatch, whose programs may read or write anything
  kDraw,           // a draw: its modules reached the pages, or it stores to memory
  kTarget,         // another target over the same pages
  kApplication,    // the application's CPU, through its mapping
  kSubmissionEnd,  // the end of a submission whose fence the application may wait on
  kEviction,       // room made for another target
  kExit,           // the executor ending
};
constexpr size_t kToucherKinds = 9;
// "cp", "dma", "dispatch", "draw", "target", "application", "submission_end",
// "eviction", "exit".
const char* toucher_name(Toucher t);

struct KeptCounts {
  uint64_t kept = 0;          // draws' targets found kept: neither seeded nor read
  uint64_t written_back = 0;  // dirty targets written back (each also in touches)
  uint64_t redone = 0;        // draws run again after reaching a dirty target's pages
  uint64_t reseeded = 0;      // clean targets whose guest bytes had changed, seeded again
  uint64_t unwaited = 0;      // draws handed to the host device and not waited for
  std::array<uint64_t, kToucherKinds> touches{};  // dirty targets written back, by why
  uint64_t dirty_now = 0;                         // kept dirty when the counts were taken
};

}  // namespace rdnavk::exec
