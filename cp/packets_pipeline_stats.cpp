// Pipeline statistics: the events PIPELINESTAT_START and PIPELINESTAT_STOP,
// SAMPLE_PIPELINESTAT, and the counting of dispatches. The counters are
// QueueState::pipeline_stats. Event numbers: gfx103.json VGT_EVENT_TYPE; how
// the drivers use them: radeonsi's si_query.c and si_barrier.c, RADV's
// radv_query.c and radv_cs.c (radv_cs_emit_cache_flush).
//
// Which counter values are known. Only compute's: CS_INVOCATIONS counts the
// threads of each dispatch carried out while the queue counts, groups x
// COMPUTE_NUM_THREAD_X/Y/Z.NUM_THREAD_FULL, the last group in a dimension
// with NUM_THREAD_PARTIAL threads there under
// COMPUTE_DISPATCH_INITIATOR.PARTIAL_TG_EN where that is not 0. A dispatch
// the registers do not give a count for (start offsets, thread dimensions,
// initiator fields whose effect on the launch is not published) is not
// counted. Every other counter moves only with draws, whose counts (vertex
// reuse, the clipper's guard band, pixel waves with helpers) are not
// published: they stay 0 here. So the counters move exactly where nothing
// since the last sample was one of the causes in PipelineStatsInexact, a draw
// or a dispatch not counted, refused or predicated on the unknown while
// counting. A sample writes the counters as they are either way, and where
// one of those came since the last sample it is also refused by name,
// pipeline-statistics-inexact. Every begin/end pair whose interval holds such
// a change then has a refused sample at or before its end (the first sample
// after the change), and a refusal is in the run's report: no query result
// that may be wrong goes unreported.
#include <string>

#include "cp/packet_executor.h"
#include "regs/gfx103_types.h"

namespace rdnavk::cp {

namespace {
constexpr uint64_t kValid = uint64_t{1} << 63;

// COMPUTE_DISPATCH_INITIATOR's fields whose effect on which threads launch is
// known: COMPUTE_SHADER_EN, PARTIAL_TG_EN, FORCE_START_AT_000, and those that
// order, cache or size waves (ORDERED_APPEND_ENBL/MODE, ORDER_MODE, the L1
// invalidations, TUNNEL_ENABLE, CS_W32_EN). USE_THREAD_DIMENSIONS, RESTORE,
// RESERVED and the bits gfx103.json names no field in are not.
constexpr uint32_t kCountableInitiator =
    (0x7fu & ~(1u << 5)) | (1u << 10) | (1u << 11) | (1u << 13) | (1u << 15);

std::string name_of(uint8_t opcode) {
  const char* n = pm4::opcode_name(opcode);
  return n ? n : "a work packet";
}

std::string cause_text(uint32_t causes) {
  std::string s;
  auto add = [&](uint32_t bit, const char* text) {
    if (!(causes & bit)) return;
    if (!s.empty()) s += ", ";
    s += text;
  };
  add(kInexactDraws, "draws");
  add(kInexactDispatch, "a dispatch not counted exactly");
  add(kInexactRefusedWork, "refused work");
  add(kInexactComputeRingEvent, "a start or stop event on a compute ring");
  return s;
}

// The threads a dispatch launches, or the reason they are not known.
const char* dispatch_threads(const DispatchWork& w, const regs::RegisterState& r,
                             uint64_t* threads) {
  const regs::ComputeDispatchInitiator init{w.initiator};
  if (!init.compute_shader_en()) return "COMPUTE_SHADER_EN 0";
  if (w.initiator & ~kCountableInitiator) return "COMPUTE_DISPATCH_INITIATOR fields";
  const uint32_t start[3] = {regs::read_as<regs::kCOMPUTE_START_X>(r).start(),
                             regs::read_as<regs::kCOMPUTE_START_Y>(r).start(),
                             regs::read_as<regs::kCOMPUTE_START_Z>(r).start()};
  const regs::ComputeNumThreadX size[3] = {regs::read_as<regs::kCOMPUTE_NUM_THREAD_X>(r),
                                           regs::read_as<regs::kCOMPUTE_NUM_THREAD_Y>(r),
                                           regs::read_as<regs::kCOMPUTE_NUM_THREAD_Z>(r)};
  uint64_t total = 1;
  bool zero = false;
  for (unsigned d = 0; d < 3; ++d) {
    if (!init.force_start_at_000() && start[d] != 0) return "COMPUTE_START_X/Y/Z";
    const uint64_t full = size[d].num_thread_full();
    const uint64_t partial = init.partial_tg_en() ? size[d].num_thread_partial() : 0;
    if (full == 0) return "NUM_THREAD_FULL 0";
    if (partial > full) return "NUM_THREAD_PARTIAL above NUM_THREAD_FULL";
    if (w.groups[d] == 0) {
      zero = true;  // no group launches
      continue;
    }
    // At most 2^32 groups of 2^16 threads: 48 bits.
    const uint64_t line = (w.groups[d] - uint64_t{1}) * full + (partial != 0 ? partial : full);
    if (__builtin_mul_overflow(total, line, &total)) return "2^64 threads";
  }
  *threads = zero ? 0 : total;
  return nullptr;
}
}  // namespace

bool PacketExecutor::pipeline_stats_counting() const {
  // A compute ring counts by COMPUTE_PIPELINESTAT_ENABLE (RADV's
  // radv_cs_emit_cache_flush sets it there in place of the events).
  if (q_.compute_ring)
    return regs::read_as<regs::kCOMPUTE_PIPELINESTAT_ENABLE>(q_.regs).pipelinestat_enable() != 0;
  return q_.pipeline_stats.counting;
}

void PacketExecutor::pipeline_stats_inexact(uint32_t cause, uint64_t va, const std::string& what) {
  PipelineStatsState& ps = q_.pipeline_stats;
  if (ps.inexact_since_sample == 0) ps.inexact_first = at(va, what);
  ps.inexact_since_sample |= cause;
}

void PacketExecutor::count_dispatch(const DispatchWork& w) {
  dispatch_counted_ = true;
  if (!pipeline_stats_counting()) return;
  const std::string name = name_of(w.opcode);
  // Whether the graphics ring's dispatches also stop at a
  // COMPUTE_PIPELINESTAT_ENABLE of 0 is not published (no driver writes it
  // there).
  if (!q_.compute_ring && q_.regs.was_written(regs::kCOMPUTE_PIPELINESTAT_ENABLE) &&
      !regs::read_as<regs::kCOMPUTE_PIPELINESTAT_ENABLE>(q_.regs).pipelinestat_enable()) {
    pipeline_stats_inexact(kInexactDispatch, w.packet_va, name + ": COMPUTE_PIPELINESTAT_ENABLE 0");
    return;
  }
  uint64_t threads = 0;
  if (const char* why = dispatch_threads(w, q_.regs, &threads)) {
    pipeline_stats_inexact(kInexactDispatch, w.packet_va, name + ": " + why);
    return;
  }
  // Past 63 bits the valid bit would be reached: what the counter does there
  // is not published.
  uint64_t& cs = q_.pipeline_stats.counters[PipelineStatsState::kCsInvocations];
  if (threads >= kValid - cs) {
    pipeline_stats_inexact(kInexactDispatch, w.packet_va, name + ": CS_INVOCATIONS past 63 bits");
    return;
  }
  cs += threads;
  q_.pipeline_stats.counted_unsettled = true;
}

uint32_t PacketExecutor::work_packet(Handler h, const pm4::Packet& p, uint64_t va) {
  const bool counting = pipeline_stats_counting();
  if (h == &PacketExecutor::draw) {
    if (counting) pipeline_stats_inexact(kInexactDraws, va, name_of(p.header.opcode));
    return (this->*h)(p, va);
  }
  dispatch_counted_ = false;
  uint32_t r = (this->*h)(p, va);
  // Refused (by the work sink, for want of one, or for its arguments) or cut
  // short: the hardware may or may not have run its threads.
  if (!dispatch_counted_ && counting)
    pipeline_stats_inexact(kInexactRefusedWork, va, "a dispatch not carried out");
  return r;
}

uint32_t PacketExecutor::pipeline_stats_event(const pm4::Packet& p, bool start, uint64_t va) {
  const char* name = start ? "PIPELINESTAT_START" : "PIPELINESTAT_STOP";
  if (q_.compute_ring) {
    // No driver sends them to a compute ring (RADV writes
    // COMPUTE_PIPELINESTAT_ENABLE there, radeonsi's compute-only contexts
    // drop them): what the MEC does with them is not published.
    pipeline_stats_inexact(kInexactComputeRingEvent, va, name);
    refuse("pipeline-statistics-event-on-compute-ring", va, name);
    return 0;
  }
  // The counting is decided as each draw or dispatch is handed over, in the
  // queue's order: nothing queued needs settling.
  q_.pipeline_stats.counting = start;
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::sample_pipeline_stats(const pm4::Packet& p, uint64_t va) {
  // [1] address bits 31:3, [2] bits 15:0, as ZPASS_DONE takes it. The
  // graphics ring writes the 11 counters, 64 bits each with bit 63 set, in
  // the hardware's order (88 bytes on GFX10.3: radeonsi's
  // si_query_pipestats_num_results; RADV keeps 14 slots, the last 3 its own
  // emulated mesh and task counts). A compute ring (the MEC) writes
  // CS_INVOCATIONS alone, at the address (PAL's
  // PipelineStatsQueryPool::FixupQueryDataOnAsyncCompute; RADV offsets the
  // address by CS_INVOCATIONS' slot there).
  if (!need(p, 3, va)) return 0;
  const uint64_t addr = (uint64_t{p.body[2] & 0xffff} << 32) | (p.body[1] & ~7u);
  // A dispatch refused when settled marks the counters inexact first.
  settle();
  PipelineStatsState& ps = q_.pipeline_stats;
  uint64_t values[PipelineStatsState::kCounters];
  for (unsigned i = 0; i < PipelineStatsState::kCounters; ++i)
    values[i] = (ps.counters[i] & ~kValid) | kValid;
  const bool ok = q_.compute_ring
                      ? mem_.write64(addr, values[PipelineStatsState::kCsInvocations])
                      : mem_.write(addr, {reinterpret_cast<const uint8_t*>(values), sizeof values});
  if (!ok) {
    // Not written (or not whole): the inexact causes stay for the next sample.
    report_.stream_error("unmapped-address", at(va, "SAMPLE_PIPELINESTAT destination"));
    return 0;
  }
  if (ps.inexact_since_sample != 0) {
    refuse("pipeline-statistics-inexact", va,
           "since the last sample: " + cause_text(ps.inexact_since_sample) +
               " (the first: " + ps.inexact_first + ")");
    ps.inexact_since_sample = 0;
    ps.inexact_first.clear();
    return 0;
  }
  carried_out(p);
  return 0;
}

}  // namespace rdnavk::cp
