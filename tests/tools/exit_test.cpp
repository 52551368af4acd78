// A GL program under rdnavk exits cleanly and promptly whatever its GPU work is
// doing when it exits: not yet begun, starting the host device, in translation,
// in the host's compiler or running (docs/decisions/0021-exit.md).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include "shell.h"

namespace rdnavk::testing {
namespace {



// What glibc, the sanitizers and a killed run leave in the output.
constexpr const char* kFaults[] = {"Sanitizer",   "runtime error", "corrupted",
                                   "double free", "free(): ",      "malloc(): ",
                                   "Aborted",     "Segmentation",  "terminate called"};

// Forty runs. In every run an exit handler registered after the driver opened
// the GPU clears a new 256x256 target, whose DCC radeonsi initialises with a
// compute program: work that reaches the GPU while the process exits. Every
// other run has no work before (the host device would start and translate
// amid the exit handlers, as under piglit); the others clear first and exit
// 10, 20, .. 200 ms later: across the window in which that work goes from
// queued to translated to done. Each run must end by itself with status 0
// within 20 seconds (it takes well under one).
TEST(Exit, AGlProgramExitingWithWorkInFlightExitsCleanlyAndPromptlyEveryTime) {
  for (int run = 0; run < 40; ++run) {
    int ms = run % 2 == 0 ? 0 : (run / 2 + 1) * 10;
    Result r = sh("ASAN_OPTIONS=detect_leaks=0 timeout -s KILL 20 " + std::string(RDNAVK_BINARY) +
                  " run -- " + GLES_TRIANGLE_BINARY + " --size 256x256 --exit-in-flight " +
                  std::to_string(ms));
    EXPECT_EQ(r.status, 0) << "exit after " << ms << " ms:\n" << r.output;
    for (const char* fault : kFaults)
      EXPECT_EQ(r.output.find(fault), std::string::npos)
          << "exit after " << ms << " ms: " << fault << "\n"
          << r.output;
    EXPECT_NE(r.output.find("gles-triangle: exit in flight after " + std::to_string(ms) + " ms"),
              std::string::npos)
        << r.output;
    // The report was written: the device saw the exit.
    EXPECT_NE(r.output.find("on AMD Radeon RX 6800"), std::string::npos) << r.output;
  }
}

}  // namespace
}  // namespace rdnavk::testing
