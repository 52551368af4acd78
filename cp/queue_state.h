// What one hardware queue keeps between packets and between submissions: its
// registers and the draw state the CP holds outside registers.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "regs/register_state.h"

namespace rdnavk::cp {

// The geometry engine's legacy streamout state (GFX10.3's VGT, for legacy
// vertex programs that store their own streamout, decision record 0044): each
// buffer's offset, where its next vertex goes in dwords from the buffer's
// descriptor base (STRMOUT_BUFFER_UPDATE sets it, each draw that stores
// advances it), and the counters SAMPLE_STREAMOUTSTATS(1-3) write, per
// stream: the primitives the stream's draws assembled while it was enabled
// (PrimitiveStorageNeeded) and those written whole to its buffers
// (NumPrimitivesWritten). Draws add to them through DrawWork::streamout.
struct StreamoutState {
  uint32_t offset_dw[4] = {};
  uint64_t primitives_needed[4] = {};
  uint64_t primitives_written[4] = {};
};

// The pipeline statistics SAMPLE_PIPELINESTAT writes (packets_pipeline_stats.cpp
// holds the model of which of them are known). The counters are in the
// hardware's order, which the drivers read (radeonsi's
// si_query_pipestat_dw_offset, RADV's pipeline_statistics_indices): PS
// invocations, clipper primitives out, clipper invocations, VS invocations, GS
// invocations, GS primitives, IA primitives, IA vertices, HS invocations, DS
// invocations, CS invocations. The graphics ring counts between the events
// PIPELINESTAT_START and PIPELINESTAT_STOP (`counting`); a compute ring counts
// while COMPUTE_PIPELINESTAT_ENABLE says so. `inexact_since_sample` holds the
// causes (PipelineStatsInexact bits) why a counter may have moved otherwise
// than the model moved it since the last sample; `counted_unsettled` that a
// dispatch was counted that the work sink has yet to settle.
enum PipelineStatsInexact : uint32_t {
  kInexactDraws = 1,             // draws, whose counts are not published
  kInexactDispatch = 2,          // a dispatch whose threads could not be counted
  kInexactRefusedWork = 4,       // a draw or dispatch refused: it may or may not have run
  kInexactComputeRingEvent = 8,  // PIPELINESTAT_START/STOP on a compute ring
};
struct PipelineStatsState {
  static constexpr unsigned kCounters = 11;
  static constexpr unsigned kCsInvocations = 10;
  uint64_t counters[kCounters] = {};
  bool counting = false;
  uint32_t inexact_since_sample = 0;
  std::string inexact_first;  // where the first of those causes was, and why
  bool counted_unsettled = false;
};

// The global data share's bytes (GFX10's 64 KiB, amdgpu gfx_v10_0_set_gds_init)
// as the queue's packets and draws reach them: COPY_DATA with GDS as source or
// destination, and a draw's programs' GDS atomics (decision record 0046). The
// window is the whole of it from offset 0, where the drivers' one GDS buffer
// object lies. Zero at the start.
inline constexpr uint32_t kGdsBytes = 65536;

struct QueueState {
  regs::RegisterState regs;
  StreamoutState streamout;
  std::vector<uint8_t> gds = std::vector<uint8_t>(kGdsBytes);
  PipelineStatsState pipeline_stats;
  // A compute ring's queue (the MEC's), whose packets differ from the graphics
  // ring's in what they sample (SAMPLE_PIPELINESTAT).
  bool compute_ring = false;
  // CONTEXT_CONTROL's two dwords: which register spaces LOAD_* packets load and
  // which the CP shadows (sid.h CC0_*, CC1_*).
  uint32_t context_control_load = 0;
  uint32_t context_control_shadow = 0;
  // SET_BASE bases, by base index (sid.h: 1 is the indirect draw/dispatch base).
  uint64_t base[16] = {};
  // INDEX_BASE / INDEX_BUFFER_SIZE / NUM_INSTANCES. The index type is the
  // VGT_INDEX_TYPE register, which the INDEX_TYPE packet writes as
  // SET_UCONFIG_REG_INDEX does (radeonsi uses the one, RADV the other).
  uint64_t index_base = 0;
  uint32_t index_buffer_size = 0;  // in indices
  uint32_t num_instances = 1;
  // SET_PREDICATION: while active, packets with the predicate bit set run only
  // when `predicate_pass`.
  bool predication_active = false;
  bool predicate_pass = true;
  bool predicate_known = true;  // false: the predicate tests what is not modelled
  // ZPASS predication: whether the last SET_PREDICATION was ZPASS, and whether
  // its blocks (with CONTINUE, those of the packets before too) count a sample.
  bool zpass_block = false;
  bool zpass_visible = false;
  // PRIMCOUNT predication likewise: whether the last SET_PREDICATION was
  // PRIMCOUNT, and whether its blocks (with CONTINUE, those before too) found
  // a stream whose primitives needed and written differ (an overflow).
  bool primcount_block = false;
  bool primcount_overflow = false;
};

}  // namespace rdnavk::cp
