// Draws and dispatches as the command processor hands them to whatever executes
// them: the packet's own fields resolved (indirect arguments read), and the queue's
// registers as they stand at the packet.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cp/gpu_memory.h"
#include "cp/queue_state.h"

namespace rdnavk::cp {

struct DispatchWork {
  uint64_t packet_va = 0;
  uint8_t opcode = 0;
  uint32_t groups[3] = {};  // thread groups in x, y, z
  uint32_t initiator = 0;   // COMPUTE_DISPATCH_INITIATOR
  bool indirect = false;
};

struct DrawWork {
  uint64_t packet_va = 0;
  uint64_t submission = 0;  // the submission's number (Submission::sequence)
  uint8_t opcode = 0;
  uint32_t count = 0;  // indices or vertices; draw count for the multi forms
  uint32_t instances = 1;
  uint32_t initiator = 0;  // VGT_DRAW_INITIATOR
  bool indexed = false;
  bool indirect = false;
  uint64_t index_va = 0;  // indexed: where the indices start
  uint32_t index_type = 0;
  uint32_t index_buffer_size = 0;
  // The queue's streamout state (QueueState::streamout), which a draw with
  // streamout enabled reads and advances as it runs; null where the draw does
  // not come from a queue.
  StreamoutState* streamout = nullptr;
  // The queue's global data share (QueueState::gds, kGdsBytes), which the
  // draw's programs' GDS atomics read and write as it runs.
  uint8_t* gds = nullptr;
};

// Who reaches guest memory through WorkSink::touch.
enum class TouchKind : uint8_t { kCp, kDma };

// The outcome of handing a draw or dispatch over: done, or refused with a reason.
struct WorkOutcome {
  bool done = false;
  const char* refusal = nullptr;  // the named reason when not done (a static string)
  std::string detail;             // where and what, for the report's first occurrence
};
inline WorkOutcome work_done() {
  return {true, nullptr, {}};
}
inline WorkOutcome work_refused(const char* reason, std::string detail = {}) {
  return {false, reason, std::move(detail)};
}

// A refusal found when queued work ran: the packet it came from.
struct SettledRefusal {
  uint64_t packet_va = 0;
  uint8_t opcode = 0;
  WorkOutcome outcome;
};

// What carries out draws and dispatches. It may queue work rather than run it at
// once: `done` then means accepted, and a refusal found when it runs comes from
// settle(). The command processor settles before any access of its own to guest
// memory that the work may touch (a memory packet, an indirect buffer, indirect
// arguments, an instruction-cache invalidation) and before a submission ends, so
// that the order of the queue's packets is the order their effects are seen in;
// the memory a sink was handed must outlive the settle that follows.
class WorkSink {
 public:
  virtual ~WorkSink() = default;
  virtual WorkOutcome dispatch(const DispatchWork& w, const QueueState& q, GpuMemory& m) = 0;
  virtual WorkOutcome draw(const DrawWork& w, const QueueState& q, GpuMemory& m) = 0;
  // The command processor's own access to [va, va + size) of `m` comes next
  // (settled first): what the sink keeps of those bytes away from guest memory
  // (decision record 0047) goes back there first.
  virtual void touch(const GpuMemory& m, uint64_t va, uint64_t size, TouchKind kind) {
    (void)m, (void)va, (void)size, (void)kind;
  }
  // A submission on `m` has ended (settled): its fence signals next, after
  // which the application may read whatever the submission wrote.
  virtual void submission_end(GpuMemory& m) { (void)m; }
  // Finishes every queued work: its stores are in guest memory when this returns.
  // Appends the refusals found since the last settle to `refused`.
  virtual void settle(std::vector<SettledRefusal>* refused) { (void)refused; }
  // The samples that passed the depth and stencil tests in the draws carried
  // out so far while DB_COUNT_CONTROL counted them (ZPASS_ENABLE): the
  // occlusion counter ZPASS_DONE writes. False where the sink does not count.
  // Called after settle().
  virtual bool samples_passed(uint64_t* count) const {
    (void)count;
    return false;
  }
};

}  // namespace rdnavk::cp
