// Walks the packets of a submission's indirect buffers in the order the command
// processor executes them: INDIRECT_BUFFER calls an IB (one level down) or, with
// CHAIN set, replaces the rest of the current one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cp/gpu_memory.h"
#include "cp/submission.h"
#include "pm4/packet.h"

namespace rdnavk::cp {

enum class WalkError {
  kIbUnmapped,       // an IB's dwords are not all mapped
  kTruncatedPacket,  // a packet's count runs past the end of its IB
  kReservedType,     // a type-1 header
  kTooDeep,          // INDIRECT_BUFFER nested past the limit
  kChainLoop,        // a chain leads back to an IB of the same chain
  kBudget,           // more dwords than one submission may walk
  kBadIndirect,      // an INDIRECT_BUFFER packet too short to decode
};
const char* walk_error_name(WalkError e);

class PacketVisitor {
 public:
  virtual ~PacketVisitor() = default;
  // `va` is the GPU address of the packet's header; `depth` 0 for the IBs the
  // submission lists. Answers how many dwords after the packet to skip (COND_EXEC
  // and PRED_EXEC skip what they guard), 0 to go on with the next packet.
  // kNotRun: the packet itself is not carried out (predicated off): an
  // INDIRECT_BUFFER answered so is not followed.
  virtual uint32_t packet(const pm4::Packet& p, uint64_t va, int depth) = 0;
  static constexpr uint32_t kNotRun = 0xffffffffu;
  // Each error stops the IB it happened in; the walk goes on with the caller's.
  virtual void error(WalkError e, uint64_t va, const std::string& detail) = 0;
};

struct WalkLimits {
  int max_depth = 2;                        // the CP runs IB1 and IB2
  uint64_t max_dwords = uint64_t{1} << 28;  // per submission
};

struct WalkTotals {
  uint64_t ibs = 0;
  uint64_t dwords = 0;
  uint64_t packets = 0;
};

WalkTotals walk_submission(const Submission& s, const GpuMemory& memory, PacketVisitor& visitor,
                           const WalkLimits& limits = {});
// The same over an explicit list of top-level IBs (a trace's submission).
WalkTotals walk_ibs(const std::vector<IbRef>& ibs, const GpuMemory& memory, PacketVisitor& visitor,
                    const WalkLimits& limits = {});

}  // namespace rdnavk::cp
