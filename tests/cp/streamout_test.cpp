// Legacy streamout on the command processor's side: STRMOUT_BUFFER_UPDATE
// sets and stores each buffer's offset, SO_VGTSTREAMOUT_FLUSH sets
// CP_STRMOUT_CNTL.OFFSET_UPDATE_DONE, SAMPLE_STREAMOUTSTATS(1-3) writes a
// stream's two counters, and DRAW_INDEX_AUTO under USE_OPAQUE draws the
// vertices a streamout buffer holds. A work sink stands for the executor: it
// queues draws and, when settled, advances the queue's streamout state through
// DrawWork::streamout, so each packet is seen to settle before it reads it.
#include <random>
#include <vector>

#include "regs/gfx103_offsets.h"
#include "tests/cp/cp_fixture.h"

namespace rdnavk::cp {
namespace {

using pm4::Opcode;

// Each draw, once settled, stored `count` vertices of 4 dwords to buffer 0
// and assembled count / 3 triangles on stream `stream`, of which count / 6
// were written whole.
struct StreamoutWork final : WorkSink {
  uint32_t stream = 0;
  std::vector<DrawWork> seen;
  std::vector<bool> carries_queue_state;  // per draw: streamout == &q.streamout
  std::vector<DrawWork> queued;
  WorkOutcome dispatch(const DispatchWork&, const QueueState&, GpuMemory&) override {
    return work_refused("dispatch-not-supported");
  }
  WorkOutcome draw(const DrawWork& w, const QueueState& q, GpuMemory&) override {
    seen.push_back(w);
    carries_queue_state.push_back(w.streamout == &q.streamout);
    queued.push_back(w);
    return work_done();
  }
  void settle(std::vector<SettledRefusal>*) override {
    for (const DrawWork& w : queued) {
      if (w.streamout == nullptr) continue;
      w.streamout->offset_dw[0] += 4 * w.count;
      w.streamout->primitives_needed[stream] += w.count / 3;
      w.streamout->primitives_written[stream] += w.count / 6;
    }
    queued.clear();
  }
};

// STRMOUT_BUFFER_UPDATE's control dword (sid.h STRMOUT_*).
constexpr uint32_t kStore = 1;
constexpr uint32_t kFromPacket = 0 << 1, kFromVgt = 1 << 1, kFromMem = 2 << 1, kNone = 3 << 1;
constexpr uint32_t kBytes = 1u << 7;
constexpr uint32_t buffer(uint32_t i) {
  return i << 8;
}

std::vector<uint32_t> update(uint32_t control, uint64_t dst, uint32_t src_lo, uint32_t src_hi = 0) {
  return {pkt3(Opcode::kSTRMOUT_BUFFER_UPDATE, 5), control, lo(dst), hi(dst), src_lo, src_hi};
}
std::vector<uint32_t> draw_auto(uint32_t count, uint32_t initiator = 2) {
  return {pkt3(Opcode::kDRAW_INDEX_AUTO, 2), count, initiator};
}
std::vector<uint32_t> event(uint32_t type, uint32_t index) {
  return {pkt3(Opcode::kEVENT_WRITE, 1), type | index << 8};
}
std::vector<uint32_t> sample_stats(uint32_t type, uint64_t at) {
  return {pkt3(Opcode::kEVENT_WRITE, 3), type | 3u << 8, lo(at), hi(at)};
}
std::vector<uint32_t> set_context(uint32_t reg, uint32_t value) {
  return {pkt3(Opcode::kSET_CONTEXT_REG, 2), reg - 0xA000, value};
}
std::vector<uint32_t> operator+(std::vector<uint32_t> a, const std::vector<uint32_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

constexpr uint64_t kValid = uint64_t{1} << 63;

class StreamoutTest : public ::testing::Test {
 protected:
  static constexpr uint64_t kIb = FlatMemory::kBase;
  static constexpr uint64_t kData = FlatMemory::kBase + 0x10000;

  CpReport run(const std::vector<uint32_t>& packets) {
    mem.put(kIb, packets);
    Submission s;
    s.sequence = ++seq;
    s.ibs = {{kIb, static_cast<uint32_t>(packets.size()), 0}};
    return cp.run(s, mem);
  }
  uint64_t qw(uint64_t va) const { return mem.dw(va) | uint64_t{mem.dw(va + 4)} << 32; }

  FlatMemory mem{1 << 20};
  StreamoutWork work;
  CommandProcessor cp{{}, &work};
  uint64_t seq = 0;
};

TEST_F(StreamoutTest, OffsetFromThePacketIsStoredInBytesOrInDwords) {
  // The packet's offset is in dwords under either DATA_TYPE (radeonsi passes
  // its buffer offset >> 2 with DATA_TYPE 1); the store is in the DATA_TYPE.
  CpReport r = run(update(buffer(1) | kFromPacket | kBytes, 0, 5) +
                   update(buffer(1) | kNone | kStore | kBytes, kData, 0) +
                   update(buffer(1) | kNone | kStore, kData + 4, 0) +
                   // Source and store in one packet: the source first.
                   update(buffer(2) | kFromPacket | kStore | kBytes, kData + 8, 7) +
                   update(buffer(3) | kFromPacket | kStore, kData + 12, 0xfffffff0u));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_TRUE(r.stream_errors.empty());
  EXPECT_EQ(mem.dw(kData), 20u);
  EXPECT_EQ(mem.dw(kData + 4), 5u);
  EXPECT_EQ(mem.dw(kData + 8), 28u);
  EXPECT_EQ(mem.dw(kData + 12), 0xfffffff0u);
  EXPECT_EQ(r.memory_packets.at("STRMOUT_BUFFER_UPDATE"), 5u);
}

TEST_F(StreamoutTest, OffsetFromMemoryIsReadInBytesOrInDwords) {
  const uint64_t src = kData + 0x100;
  mem.put(src, {40});
  CpReport r = run(update(buffer(0) | kFromMem | kBytes, 0, lo(src), hi(src)) +
                   update(buffer(0) | kNone | kStore, kData, 0) +
                   update(buffer(1) | kFromMem, 0, lo(src), hi(src)) +
                   update(buffer(1) | kNone | kStore | kBytes, kData + 4, 0) +
                   // The low two bits of both addresses are dropped.
                   update(buffer(2) | kFromMem | kStore, kData + 8 + 3, lo(src) | 2, hi(src)));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData), 10u);
  EXPECT_EQ(mem.dw(kData + 4), 160u);
  EXPECT_EQ(mem.dw(kData + 8), 40u);
}

TEST_F(StreamoutTest, OffsetsThatCannotBeTakenExactlyAreRefusedByName) {
  const uint64_t src = kData + 0x100;
  mem.put(src, {42});
  mem.put(kData, {0xdead, 0xdead});
  CpReport r = run(update(buffer(0) | kFromPacket, 0, 3) +
                   // 42 bytes is not a whole dword: refused, the offset stays 3.
                   update(buffer(0) | kFromMem | kBytes | kStore, kData + 4, lo(src), hi(src)) +
                   update(buffer(0) | kFromVgt | kBytes | kStore, kData + 4, 0) +
                   update(buffer(0) | kFromMem | kStore, kData + 4, 0, 0x7000) +
                   update(buffer(0) | kNone | kStore, kData, 0));
  EXPECT_EQ(r.refusals.at("strmout-offset-unaligned").count, 1u);
  EXPECT_EQ(r.refusals.at("strmout-offset-from-vgt-filled-size").count, 1u);
  EXPECT_EQ(r.refusals.at("strmout-offset-unmapped").count, 1u);
  EXPECT_EQ(r.stream_errors.at("unmapped-address").count, 1u);
  EXPECT_EQ(mem.dw(kData), 3u);
  EXPECT_EQ(mem.dw(kData + 4), 0xdeadu);  // no refused packet stored
  // An offset of 4 GiB or more stores in dwords, and is refused in bytes.
  r = run(update(buffer(1) | kFromPacket, 0, 0x40000000u) +
          update(buffer(1) | kNone | kStore, kData, 0) +
          update(buffer(1) | kNone | kStore | kBytes, kData + 4, 0));
  EXPECT_EQ(mem.dw(kData), 0x40000000u);
  EXPECT_EQ(mem.dw(kData + 4), 0xdeadu);
  EXPECT_EQ(r.refusals.at("strmout-filled-size-wide").count, 1u);
}

TEST_F(StreamoutTest, OffsetNoneKeepsTheOffsetOfEachBuffer) {
  mem.put(kData, {0xdead, 0xdead, 0xdead});
  CpReport r = run(update(buffer(2) | kFromPacket, 0, 9) + update(buffer(2) | kNone, kData, 0) +
                   update(buffer(2) | kNone | kStore, kData, 0) +
                   update(buffer(3) | kNone | kStore, kData + 4, 0));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData), 9u);
  EXPECT_EQ(mem.dw(kData + 4), 0u);
  EXPECT_EQ(mem.dw(kData + 8), 0xdeadu);
  // The offsets are the queue's: they last into the next submission.
  run(update(buffer(2) | kNone | kStore | kBytes, kData + 8, 0));
  EXPECT_EQ(mem.dw(kData + 8), 36u);
}

TEST_F(StreamoutTest, UpdatesSettleTheDrawsBeforeThem) {
  // The draws advance buffer 0 when settled: a store after them sees their
  // vertices (2 + 6 x 4 dwords), and an offset set after them replaces what
  // they did even though no memory is read to set it.
  CpReport r =
      run(update(buffer(0) | kFromPacket, 0, 2) + draw_auto(6) +
          update(buffer(0) | kNone | kStore | kBytes, kData, 0) + draw_auto(3) +
          update(buffer(0) | kFromPacket, 0, 1) + update(buffer(0) | kNone | kStore, kData + 4, 0));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData), 104u);
  EXPECT_EQ(mem.dw(kData + 4), 1u);
}

TEST_F(StreamoutTest, EveryDrawFormCarriesTheQueuesStreamoutState) {
  const uint64_t args = kData + 0x100, indices = kData + 0x200;
  mem.put(args, {3, 1, 0, 0, 0, 3, 1, 0, 0, 0});
  CpReport r = run(draw_auto(3) + std::vector<uint32_t>{pkt3(Opcode::kDRAW_INDEX_2, 5),
                                                        3,
                                                        lo(indices),
                                                        hi(indices),
                                                        3,
                                                        0,
                                                        pkt3(Opcode::kSET_BASE, 3),
                                                        1,
                                                        lo(args),
                                                        hi(args),
                                                        pkt3(Opcode::kDRAW_INDIRECT, 4),
                                                        0,
                                                        0x10,
                                                        0x11,
                                                        2,
                                                        pkt3(Opcode::kDRAW_INDEX_INDIRECT_MULTI, 9),
                                                        0,
                                                        0x10,
                                                        0x11,
                                                        0,
                                                        2,
                                                        0,
                                                        0,
                                                        20,
                                                        0});
  run(draw_auto(3));
  EXPECT_TRUE(r.refusals.empty());
  ASSERT_EQ(work.seen.size(), 6u);
  for (size_t i = 0; i < work.seen.size(); ++i) {
    EXPECT_TRUE(work.carries_queue_state[i]) << i;
    EXPECT_EQ(work.seen[i].streamout, work.seen[0].streamout) << i;
  }
}

TEST_F(StreamoutTest, TheDriversFlushSequencePassesItsWait) {
  // radeonsi's si_flush_vgt_streamout and RADV's radv_flush_vgt_streamout on
  // GFX9+: WRITE_DATA 0 to CP_STRMOUT_CNTL (DST_SEL 0, ENGINE_SEL ME), the
  // event, WAIT_REG_MEM for OFFSET_UPDATE_DONE (EQUAL, register, 1, mask 1).
  const uint32_t cntl = regs::kCP_STRMOUT_CNTL;
  ASSERT_EQ(cntl, 0x300FCu >> 2);
  const std::vector<uint32_t> clear = {pkt3(Opcode::kWRITE_DATA, 4), 0u << 8 | 1u << 30, cntl, 0,
                                       0};
  const std::vector<uint32_t> wait = {pkt3(Opcode::kWAIT_REG_MEM, 6), 3, cntl, 0, 1, 1, 4};
  const std::vector<uint32_t> read = {
      pkt3(Opcode::kCOPY_DATA, 5), 0u | 5u << 8, cntl, 0, lo(kData), hi(kData)};
  CpReport r = run(clear + draw_auto(3) + event(31, 0) + wait + read);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_TRUE(r.stream_errors.empty());
  EXPECT_EQ(r.memory_packets.at("WAIT_REG_MEM"), 1u);
  EXPECT_EQ(mem.dw(kData), 1u);
  // Without the event the wait never holds; VGT_STREAMOUT_SYNC (8) is no flush
  // and no refusal.
  r = run(clear + event(8, 0) + wait + read);
  EXPECT_EQ(r.refusals.at("wait-reg-mem-unsatisfied").count, 1u);
  EXPECT_EQ(r.refusals.size(), 1u);
  EXPECT_EQ(mem.dw(kData), 0u);
}

TEST_F(StreamoutTest, SampleStreamoutStatsWritesTheStreamsCountersWithValidBits) {
  // [+0] PrimitiveStorageNeeded, [+8] NumPrimitivesWritten, bit 63 valid.
  // Stream 0's draws: 9 then 12 vertices (3 + 4 triangles needed, 1 + 2
  // written); stream 2's: 6 vertices. The address's low three bits are
  // dropped.
  const uint64_t begin = kData, end = kData + 16, s2 = kData + 32, s0 = kData + 48;
  CpReport r =
      run(draw_auto(9) + sample_stats(32, begin) + draw_auto(12) + sample_stats(32, end | 5));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(begin), 3 | kValid);
  EXPECT_EQ(qw(begin + 8), 1 | kValid);
  EXPECT_EQ(qw(end), 7 | kValid);
  EXPECT_EQ(qw(end + 8), 3 | kValid);
  EXPECT_EQ(r.memory_packets.at("EVENT_WRITE"), 2u);
  work.stream = 2;
  r = run(draw_auto(6) + sample_stats(2, s2) + sample_stats(1, s0) + sample_stats(32, s0 + 16));
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(qw(s2), 2 | kValid);
  EXPECT_EQ(qw(s2 + 8), 1 | kValid);
  EXPECT_EQ(qw(s0), kValid);  // stream 1: nothing
  EXPECT_EQ(qw(s0 + 8), kValid);
  EXPECT_EQ(qw(s0 + 16), 7 | kValid);  // stream 0 unchanged
  EXPECT_EQ(qw(s0 + 24), 3 | kValid);
}

TEST_F(StreamoutTest, OtherCounterEventsAreStillRefused) {
  // SAMPLE_PIPELINESTAT (30) under index 3; SAMPLE_STREAMOUTSTATS under
  // another index than 3; the stats to unmapped memory are a stream error.
  CpReport r = run(std::vector<uint32_t>{pkt3(Opcode::kEVENT_WRITE, 3), 30u | 3u << 8, lo(kData),
                                         hi(kData), pkt3(Opcode::kEVENT_WRITE, 3), 32u | 2u << 8,
                                         lo(kData), hi(kData)} +
                   sample_stats(32, 0x1000));
  EXPECT_EQ(r.refusals.at("event-write-counters").count, 2u);
  EXPECT_EQ(r.stream_errors.at("unmapped-address").count, 1u);
  EXPECT_EQ(qw(kData), 0u);
}

TEST_F(StreamoutTest, OpaqueDrawsCountTheBytesTheBufferWasFilledWith) {
  using namespace regs;
  const uint64_t filled = kData + 0x100;
  mem.put(filled, {100, 3, 120});
  const uint32_t opaque = 2 | 1u << 6;  // DI_SRC_SEL_AUTO_INDEX | USE_OPAQUE
  // RADV's radv_emit_strmout_buffer on GFX10+: the stride, PFP_SYNC_ME, the
  // filled size by LOAD_CONTEXT_REG_INDEX, the offset; then DRAW_INDEX_AUTO 0.
  auto radv = [&](uint32_t stride, uint64_t at, uint32_t offset) {
    return set_context(kVGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE, stride) +
           std::vector<uint32_t>{pkt3(Opcode::kPFP_SYNC_ME, 1),
                                 0,
                                 pkt3(Opcode::kLOAD_CONTEXT_REG_INDEX, 4),
                                 lo(at),
                                 hi(at),
                                 kVGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE - 0xA000,
                                 1} +
           set_context(kVGT_STRMOUT_DRAW_OPAQUE_OFFSET, offset) + draw_auto(0, opaque);
  };
  // Before GFX10 the filled size came by COPY_DATA, memory to register.
  const std::vector<uint32_t> copy = {pkt3(Opcode::kCOPY_DATA, 5),
                                      1u | 0u << 8,
                                      lo(filled + 8),
                                      hi(filled + 8),
                                      kVGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE,
                                      0};
  CpReport r = run(radv(12, filled, 4)        // (100 - 4) / 12 = 8
                   + radv(12, filled, 0)      // 100 / 12 = 8.33: 8
                   + radv(16, filled + 4, 4)  // 3 bytes, below the offset: 0
                   + radv(511, filled, 0)     // 0.2: 0
                   + set_context(kVGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE, 16) + copy +
                   draw_auto(0, opaque)  // 120 / 16 = 7.5: 7
                   + draw_auto(7));      // no USE_OPAQUE: the packet's count
  EXPECT_TRUE(r.refusals.empty());
  ASSERT_EQ(work.seen.size(), 6u);
  EXPECT_EQ(work.seen[0].count, 8u);
  EXPECT_EQ(work.seen[0].initiator, opaque);
  EXPECT_EQ(work.seen[1].count, 8u);
  EXPECT_EQ(work.seen[2].count, 0u);
  EXPECT_EQ(work.seen[3].count, 0u);
  EXPECT_EQ(work.seen[4].count, 7u);
  EXPECT_EQ(work.seen[5].count, 7u);
  // A stride of 0, one past VERTEX_STRIDE's 9 bits, and USE_OPAQUE in another
  // draw form are refused by name, and nothing is drawn.
  r = run(
      radv(0, filled, 0) + radv(512, filled, 0) +
      std::vector<uint32_t>{pkt3(Opcode::kDRAW_INDEX_2, 5), 3, lo(kData), hi(kData), 3, opaque});
  EXPECT_EQ(r.refusals.at("draw-opaque-stride-zero").count, 1u);
  EXPECT_EQ(r.refusals.at("draw-opaque-stride-wide").count, 1u);
  EXPECT_EQ(r.refusals.at("draw-opaque-not-auto").count, 1u);
  EXPECT_EQ(work.seen.size(), 6u);
}

TEST_F(StreamoutTest, TruncatedPacketsAreStreamErrors) {
  mem.put(kData, {0xdead});
  std::vector<uint32_t> packets;
  for (size_t n = 1; n <= 4; ++n) {
    std::vector<uint32_t> p = {pkt3(Opcode::kSTRMOUT_BUFFER_UPDATE, n), kFromPacket | kStore,
                               lo(kData), hi(kData)};
    p.resize(n + 1, 0);
    packets = packets + p;
  }
  packets = packets + std::vector<uint32_t>{pkt3(Opcode::kEVENT_WRITE, 1), 32u | 3u << 8} +
            std::vector<uint32_t>{pkt3(Opcode::kEVENT_WRITE, 2), 2u | 3u << 8, lo(kData)};
  CpReport r = run(packets);
  EXPECT_EQ(r.stream_errors.at("short-packet").count, 6u);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData), 0xdeadu);
  EXPECT_EQ(r.packets, 6u);
}

TEST_F(StreamoutTest, RandomStrmoutBufferUpdatesNeverCrash) {
  // Random bodies of 1 to 8 dwords, half their addresses inside memory:
  // each packet is carried out, refused or reported, and the walk goes on.
  std::mt19937 rng(0x5712);
  for (int round = 0; round < 20; ++round) {
    std::vector<uint32_t> packets;
    const size_t count = 100;
    for (size_t i = 0; i < count; ++i) {
      size_t n = 1 + rng() % 8;
      std::vector<uint32_t> p = {pkt3(Opcode::kSTRMOUT_BUFFER_UPDATE, n)};
      for (size_t k = 0; k < n; ++k) p.push_back(static_cast<uint32_t>(rng()));
      if (rng() % 2 && n >= 5) {
        uint64_t dst = kData + rng() % 0x1000, src = kData + rng() % 0x1000;
        p[2] = lo(dst);
        p[3] = hi(dst);
        p[4] = lo(src);
        p[5] = hi(src);
      }
      packets = packets + p;
    }
    CpReport r = run(packets);
    ASSERT_EQ(r.packets, count) << round;
    uint64_t accounted = 0;
    for (const auto& [name, o] : r.stream_errors) accounted += o.count;
    for (const auto& [name, o] : r.refusals)
      if (name != "strmout-offset-unmapped") accounted += o.count;
    auto done = r.memory_packets.find("STRMOUT_BUFFER_UPDATE");
    if (done != r.memory_packets.end()) accounted += done->second;
    EXPECT_EQ(accounted, count) << round;
  }
}

}  // namespace
}  // namespace rdnavk::cp
