// Pipeline statistics on the command processor's side: PIPELINESTAT_START and
// PIPELINESTAT_STOP start and stop the graphics ring's counting, dispatches
// while it counts add their threads to CS_INVOCATIONS from the registers at
// the dispatch, SAMPLE_PIPELINESTAT writes the 11 counters (a compute ring:
// CS_INVOCATIONS alone), and a sample after anything the counters may have
// moved with otherwise (a draw, a dispatch not counted or refused) is refused
// as pipeline-statistics-inexact. A work sink stands for the executor; it
// queues dispatches and refuses some at once or when settled.
#include <cstring>
#include <vector>

#include "regs/gfx103_offsets.h"
#include "tests/cp/cp_fixture.h"

namespace rdnavk::cp {
namespace {

using pm4::Opcode;

// Accepts draws; queues dispatches, refusing at once those of 9 groups in z
// and, when settled, those of 8.
struct StatsWork final : WorkSink {
  std::vector<DispatchWork> queued;
  int dispatches = 0;
  WorkOutcome dispatch(const DispatchWork& w, const QueueState&, GpuMemory&) override {
    if (w.groups[2] == 9) return work_refused("dispatch-refused-now");
    queued.push_back(w);
    ++dispatches;
    return work_done();
  }
  WorkOutcome draw(const DrawWork&, const QueueState&, GpuMemory&) override { return work_done(); }
  void settle(std::vector<SettledRefusal>* refused) override {
    for (const DispatchWork& w : queued)
      if (w.groups[2] == 8)
        refused->push_back({w.packet_va, w.opcode, work_refused("dispatch-refused-late")});
    queued.clear();
  }
};

// COMPUTE_DISPATCH_INITIATOR: COMPUTE_SHADER_EN, PARTIAL_TG_EN,
// FORCE_START_AT_000, USE_THREAD_DIMENSIONS.
constexpr uint32_t kEn = 1, kPartial = 1u << 1, kForceStart = 1u << 2, kThreadDims = 1u << 5;
constexpr uint32_t kStart = 25, kStop = 26, kSample = 30;  // VGT_EVENT_TYPE
constexpr uint64_t kValid = uint64_t{1} << 63;
constexpr unsigned kCs = 10;  // CS_INVOCATIONS' slot

std::vector<uint32_t> operator+(std::vector<uint32_t> a, const std::vector<uint32_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}
std::vector<uint32_t> event(uint32_t type) {
  return {pkt3(Opcode::kEVENT_WRITE, 1), type};
}
std::vector<uint32_t> sample(uint64_t at) {
  return {pkt3(Opcode::kEVENT_WRITE, 3), kSample | 2u << 8, lo(at), hi(at)};
}
std::vector<uint32_t> set_sh(uint32_t reg, std::vector<uint32_t> values) {
  std::vector<uint32_t> p = {pkt3(Opcode::kSET_SH_REG, values.size() + 1), reg - 0x2C00};
  return p + values;
}
// COMPUTE_NUM_THREAD_X/Y/Z: NUM_THREAD_FULL bits 15:0, NUM_THREAD_PARTIAL 31:16.
std::vector<uint32_t> threads(uint32_t x, uint32_t y, uint32_t z, uint32_t px = 0, uint32_t py = 0,
                              uint32_t pz = 0) {
  return set_sh(regs::kCOMPUTE_NUM_THREAD_X, {x | px << 16, y | py << 16, z | pz << 16});
}
std::vector<uint32_t> dispatch(uint32_t x, uint32_t y, uint32_t z, uint32_t initiator,
                               bool predicate = false) {
  return {pkt3(Opcode::kDISPATCH_DIRECT, 4, predicate), x, y, z, initiator};
}
std::vector<uint32_t> draw() {
  return {pkt3(Opcode::kDRAW_INDEX_AUTO, 2), 3, 2};
}

class PipelineStatsTest : public ::testing::Test {
 protected:
  static constexpr uint64_t kIb = FlatMemory::kBase;
  static constexpr uint64_t kData = FlatMemory::kBase + 0x10000;

  PipelineStatsTest() { mem.put(kData, std::vector<uint32_t>(1024, 0xaaaaaaaau)); }
  CpReport run(const std::vector<uint32_t>& packets, RingType ring = RingType::kGfx) {
    return run_ib(cp, mem, kIb, ++seq, packets, ring);
  }
  uint64_t qw(uint64_t va) const { return mem.dw(va) | uint64_t{mem.dw(va + 4)} << 32; }
  // The 11 counters at `at`, bit 63 of each set, CS_INVOCATIONS `cs` and the
  // others 0; the qword after them untouched.
  void expect_sample(uint64_t at, uint64_t cs) const {
    for (unsigned i = 0; i < 11; ++i) EXPECT_EQ(qw(at + 8 * i), (i == kCs ? cs : 0) | kValid) << i;
    EXPECT_EQ(qw(at + 88), 0xaaaaaaaaaaaaaaaaull);
  }

  FlatMemory mem{1 << 20};
  StatsWork work;
  CommandProcessor cp{{}, &work};
  uint64_t seq = 0;
};

TEST_F(PipelineStatsTest, ComputeInvocationsAreTheThreadsOfEachDispatchWhileCounting) {
  // 3x2x1 groups of 64x1x1: 384. 5x1x1 groups of 16 with a last group of 10
  // (PARTIAL_TG_EN): 4 x 16 + 10 = 74. 2x3x1 groups of 8x4x1, the last of 3 in
  // x and 1 in y, PARTIAL 0 in z (a whole group): (8 + 3) x (4 + 4 + 1) = 99.
  // Without PARTIAL_TG_EN NUM_THREAD_PARTIAL is not read: 2 x 8 x 3 x 4 = 192.
  const uint64_t begin = kData, end = kData + 0x100;
  CpReport r =
      run(sample(begin) + event(kStart) + threads(64, 1, 1) + dispatch(3, 2, 1, kEn | kForceStart) +
          threads(16, 1, 1, 10) + dispatch(5, 1, 1, kEn | kPartial | kForceStart) +
          threads(8, 4, 1, 3, 1) + dispatch(2, 3, 1, kEn | kPartial) +
          dispatch(2, 3, 1, kEn | kForceStart) + sample(end | 5));  // low bits dropped
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_TRUE(r.stream_errors.empty());
  expect_sample(begin, 0);
  expect_sample(end, 384 + 74 + 99 + 192);
  EXPECT_EQ(r.memory_packets.at("EVENT_WRITE"), 3u);
  // The counters are the queue's: they last into the next submission, and
  // never go back.
  r = run(dispatch(1, 1, 1, kEn) + sample(kData + 0x200));
  EXPECT_TRUE(r.refusals.empty());
  expect_sample(kData + 0x200, 749 + 8 * 4);  // the last NUM_THREAD_X/Y/Z, no partial
}

TEST_F(PipelineStatsTest, DispatchesWhileStoppedAreNotCounted) {
  // Counting is off until PIPELINESTAT_START; PIPELINESTAT_STOP stops it.
  CpReport r = run(threads(4, 1, 1) + dispatch(1, 1, 1, kEn) + event(kStart) +
                   dispatch(2, 1, 1, kEn) + event(kStop) + dispatch(4, 1, 1, kEn) + event(kStop) +
                   dispatch(8, 1, 1, kEn) + sample(kData));
  EXPECT_TRUE(r.refusals.empty());
  expect_sample(kData, 8);
  EXPECT_EQ(work.dispatches, 4);
}

TEST_F(PipelineStatsTest, ADrawWhileCountingMakesTheNextSampleInexact) {
  // The draw's counts are not published: the sample after it still writes
  // the counters (the draw counters 0), and is refused; the one after that,
  // with only dispatches between, is exact.
  CpReport r = run(event(kStart) + threads(2, 1, 1) + dispatch(1, 1, 1, kEn) + draw() +
                   sample(kData) + dispatch(3, 1, 1, kEn) + sample(kData + 0x100));
  ASSERT_EQ(r.refusals.count("pipeline-statistics-inexact"), 1u);
  EXPECT_EQ(r.refusals.size(), 1u);
  const Occurrences& o = r.refusals.at("pipeline-statistics-inexact");
  EXPECT_NE(o.first.find("draws"), std::string::npos) << o.first;
  EXPECT_NE(o.first.find("DRAW_INDEX_AUTO"), std::string::npos) << o.first;
  expect_sample(kData, 2);
  expect_sample(kData + 0x100, 8);
  EXPECT_EQ(r.memory_packets.at("EVENT_WRITE"), 2u);  // the START and the exact sample
}

TEST_F(PipelineStatsTest, ADrawWhileStoppedChangesNothing) {
  CpReport r = run(draw() + event(kStart) + event(kStop) + draw() + sample(kData));
  EXPECT_TRUE(r.refusals.empty());
  expect_sample(kData, 0);
  EXPECT_EQ(r.draws, 2u);
}

TEST_F(PipelineStatsTest, RefusedDispatchesWhileCountingMakeTheNextSampleInexact) {
  // Refused at once (not counted), refused when settled (counted when handed
  // over): either may or may not have run its threads.
  CpReport r = run(event(kStart) + threads(1, 1, 1) + dispatch(1, 1, 9, kEn) + sample(kData));
  EXPECT_EQ(r.refusals.at("dispatch-refused-now").count, 1u);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
  expect_sample(kData, 0);
  r = run(dispatch(1, 1, 8, kEn) + sample(kData + 0x100) + sample(kData + 0x200));
  EXPECT_EQ(r.refusals.at("dispatch-refused-late").count, 1u);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
  expect_sample(kData + 0x100, 8);
  expect_sample(kData + 0x200, 8);
  // Refused while stopped: nothing moved.
  r = run(event(kStop) + dispatch(1, 1, 9, kEn) + dispatch(1, 1, 8, kEn) + sample(kData));
  EXPECT_EQ(r.refusals.count("pipeline-statistics-inexact"), 0u);
  // A late refusal of a dispatch counted before a STOP still counts against
  // the sample after it.
  r = run(event(kStart) + dispatch(1, 1, 8, kEn) + event(kStop) + sample(kData + 0x300));
  EXPECT_EQ(r.refusals.count("pipeline-statistics-inexact"), 1u);
}

TEST_F(PipelineStatsTest, DispatchesWithoutAWorkSinkOrWithBrokenArgumentsAreInexact) {
  CommandProcessor bare;
  const std::vector<uint32_t> packets = event(kStart) + dispatch(1, 1, 1, kEn) + sample(kData);
  mem.put(kIb, packets);
  Submission s;
  s.ibs = {{kIb, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = bare.run(s, mem);
  EXPECT_EQ(r.refusals.at("no-executor").count, 1u);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
  // A DISPATCH_INDIRECT whose arguments are unmapped; a predicated dispatch
  // whose predicate could not be read.
  r = run(event(kStart) + std::vector<uint32_t>{pkt3(Opcode::kDISPATCH_INDIRECT, 2), 0x1000, kEn} +
          sample(kData));
  EXPECT_EQ(r.refusals.at("indirect-arguments-unmapped").count, 1u);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
  r = run(std::vector<uint32_t>{pkt3(Opcode::kSET_PREDICATION, 3), 3u << 16, 0x1000, 0} +
          dispatch(1, 1, 1, kEn, true) + sample(kData));
  EXPECT_EQ(r.refusals.at("predicated-on-unknown").count, 1u);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
}

TEST_F(PipelineStatsTest, DispatchesTheRegistersGiveNoCountForAreInexact) {
  // A start offset (vkCmdDispatchBase), thread dimensions, a zero-sized
  // group, a partial group past the full one, COMPUTE_SHADER_EN 0; each
  // followed by a sample. FORCE_START_AT_000 ignores the offsets.
  const std::vector<uint32_t> cases[] = {
      set_sh(regs::kCOMPUTE_START_X, {1, 0, 0}) + dispatch(2, 1, 1, kEn),
      dispatch(64, 1, 1, kEn | kForceStart | kThreadDims),
      threads(0, 1, 1) + dispatch(1, 1, 1, kEn | kForceStart),
      threads(4, 1, 1, 5) + dispatch(1, 1, 1, kEn | kForceStart | kPartial),
      dispatch(1, 1, 1, kForceStart),
  };
  const char* why[] = {"COMPUTE_START_X/Y/Z", "COMPUTE_DISPATCH_INITIATOR", "NUM_THREAD_FULL 0",
                       "NUM_THREAD_PARTIAL", "COMPUTE_SHADER_EN 0"};
  run(event(kStart));
  for (size_t i = 0; i < std::size(cases); ++i) {
    CpReport r = run(threads(4, 1, 1) + cases[i] + sample(kData) + sample(kData + 0x100));
    ASSERT_EQ(r.refusals.count("pipeline-statistics-inexact"), 1u) << i;
    EXPECT_NE(r.refusals.at("pipeline-statistics-inexact").first.find(why[i]), std::string::npos)
        << r.refusals.at("pipeline-statistics-inexact").first;
    expect_sample(kData + 0x100, 0);
  }
  CpReport r = run(set_sh(regs::kCOMPUTE_START_X, {1, 1, 1}) + threads(4, 1, 1) +
                   dispatch(2, 1, 1, kEn | kForceStart) + dispatch(0, 5, 1, kEn | kForceStart) +
                   sample(kData));
  EXPECT_TRUE(r.refusals.empty());
  expect_sample(kData, 8);
}

TEST_F(PipelineStatsTest, AComputeRingSamplesComputeInvocationsAlone) {
  // The MEC counts by COMPUTE_PIPELINESTAT_ENABLE, 1 from the queue's start
  // (the kernel's MQD), and its sample writes CS_INVOCATIONS alone.
  CpReport r = run(threads(8, 1, 1) + dispatch(2, 1, 1, kEn) + sample(kData) +
                       set_sh(regs::kCOMPUTE_PIPELINESTAT_ENABLE, {0}) + dispatch(4, 1, 1, kEn) +
                       draw() + sample(kData + 8),
                   RingType::kCompute);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(kData), 16 | kValid);
  EXPECT_EQ(qw(kData + 8), 16 | kValid);
  EXPECT_EQ(qw(kData + 16), 0xaaaaaaaaaaaaaaaaull);
  // The graphics ring's counters are its own.
  run(sample(kData + 0x100));
  expect_sample(kData + 0x100, 0);
  // What the MEC does with the events is not published.
  r = run(event(kStart) + sample(kData + 0x200), RingType::kCompute);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-event-on-compute-ring").count, 1u);
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
}

TEST_F(PipelineStatsTest, TruncatedPacketsAndUnmappedDestinationsAreStreamErrors) {
  CpReport r =
      run(std::vector<uint32_t>{pkt3(Opcode::kEVENT_WRITE, 1), kSample | 2u << 8,
                                pkt3(Opcode::kEVENT_WRITE, 2), kSample | 2u << 8, lo(kData)} +
          sample(0x1000));
  EXPECT_EQ(r.stream_errors.at("short-packet").count, 2u);
  EXPECT_EQ(r.stream_errors.at("unmapped-address").count, 1u);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(kData), 0xaaaaaaaaaaaaaaaaull);
  // An unwritten sample leaves its causes for the next.
  r = run(event(kStart) + draw() + sample(0x1000) + sample(kData));
  EXPECT_EQ(r.refusals.at("pipeline-statistics-inexact").count, 1u);
}

TEST_F(PipelineStatsTest, TheDriversComputeOnlyQueriesReadTheDispatchesThreads) {
  // RADV on GFX10.3 (radv_query.c), a pool of compute invocations alone,
  // 14-slot samples (112 bytes), begin then end, availability after: on the
  // graphics ring the preamble's PIPELINESTAT_START, SAMPLE_PIPELINESTAT at
  // the slot, the dispatch, SAMPLE_PIPELINESTAT at slot + 112, RELEASE_MEM
  // (BOTTOM_OF_PIPE_TS, DATA_SEL 1) of 1 to the availability word.
  const uint64_t pool = kData, avail = kData + 0x400;
  auto release_mem = [](uint64_t at) {
    return std::vector<uint32_t>{
        pkt3(Opcode::kRELEASE_MEM, 7), 40 | 5u << 8, 1u << 29, lo(at), hi(at), 1, 0, 0};
  };
  CpReport r =
      run(event(kStart) + sample(pool) + threads(64, 1, 1) + dispatch(10, 1, 1, kEn | kForceStart) +
          event(kStop) + sample(pool + 112) + release_mem(avail));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(pool + 112 + 8 * kCs) - qw(pool + 8 * kCs), 640u);
  EXPECT_EQ(mem.dw(avail), 1u);
  // On a compute queue: COMPUTE_PIPELINESTAT_ENABLE 1 in the preamble, the
  // samples at the slot's CS_INVOCATIONS (+80), the rest of the slot as the
  // pool's reset left it.
  const uint64_t q2 = pool + 0x200;
  mem.put(q2, std::vector<uint32_t>(56, 0));
  r = run(set_sh(regs::kCOMPUTE_PIPELINESTAT_ENABLE, {1}) + sample(q2 + 80) + threads(32, 2, 1) +
              dispatch(3, 1, 1, kEn | kForceStart) + sample(q2 + 112 + 80) + release_mem(avail + 4),
          RingType::kCompute);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(q2 + 112 + 80) - qw(q2 + 80), 192u);
  EXPECT_EQ(qw(q2), 0u);
  EXPECT_EQ(qw(q2 + 88), 0u);
  EXPECT_EQ(mem.dw(avail + 4), 1u);
  // radeonsi: 11-slot samples (88 bytes), begin and end, the fence after.
  const uint64_t q3 = pool + 0x300;
  r = run(event(kStart) + sample(q3) + threads(64, 1, 1) + dispatch(1, 1, 1, kEn | kForceStart) +
          sample(q3 + 88) + release_mem(q3 + 176));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(q3 + 88 + 8 * kCs) - qw(q3 + 8 * kCs), 64u);
  for (unsigned i = 0; i < 11; ++i) {
    if (i != kCs) {
      EXPECT_EQ(qw(q3 + 88 + 8 * i) - qw(q3 + 8 * i), 0u) << i;
    }
  }
}

}  // namespace
}  // namespace rdnavk::cp
