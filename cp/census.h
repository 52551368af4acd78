// The command processor of a device that does not yet execute: it walks every
// submission's packets, counts them, and completes the submission at once.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

#include "cp/ib_walker.h"
#include "cp/submission.h"

namespace rdnavk::cp {

struct CensusReport {
  uint64_t submissions = 0;
  std::map<std::string, uint64_t> submissions_by_ring;
  uint64_t ibs = 0;
  uint64_t dwords = 0;
  uint64_t packets = 0;
  uint64_t type0_packets = 0;
  uint64_t type2_packets = 0;
  std::array<uint64_t, 256> type3_by_opcode{};
  uint64_t draws = 0;
  uint64_t dispatches = 0;
  struct Problem {
    uint64_t count = 0;
    std::string first;
  };
  std::map<std::string, Problem> stream_errors;  // by walk_error_name
};

class CensusSink final : public SubmissionSink {
 public:
  void submit(std::shared_ptr<const Submission> submission, Done done) override;
  // Counts a submission whose memory is not its VM snapshot (a trace's image).
  void submit_with_memory(std::shared_ptr<const Submission> submission, const GpuMemory& memory);
  CensusReport report() const;

 private:
  void count(const Submission& s, const GpuMemory& memory);
  mutable std::mutex mutex_;
  CensusReport report_;
};

// Whether a type-3 opcode starts a draw or a dispatch.
bool is_draw_opcode(uint8_t opcode);
bool is_dispatch_opcode(uint8_t opcode);

}  // namespace rdnavk::cp
