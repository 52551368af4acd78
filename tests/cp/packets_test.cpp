#include "regs/clear_state.h"
#include "tests/cp/cp_fixture.h"

namespace rdnavk::cp {
namespace {

using pm4::Opcode;

TEST_F(CpTest, WriteDataToMemoryAndToRegisters) {
  CpReport r =
      run({pkt3(Opcode::kWRITE_DATA, 5), 5u << 8, lo(kData), hi(kData), 11, 22,
           // WR_ONE_ADDR: both dwords to one address, the last stays
           pkt3(Opcode::kWRITE_DATA, 5), 5u << 8 | 1u << 16, lo(kData + 16), hi(kData + 16), 33, 44,
           // to register 0xA000 + 0x10 (a context register)
           pkt3(Opcode::kWRITE_DATA, 4), 0, 0xA010, 0, 0x1234});
  EXPECT_EQ(mem.dw(kData), 11u);
  EXPECT_EQ(mem.dw(kData + 4), 22u);
  EXPECT_EQ(mem.dw(kData + 16), 44u);
  EXPECT_EQ(mem.dw(kData + 20), 0u);
  EXPECT_EQ(r.memory_packets.at("WRITE_DATA"), 3u);
  EXPECT_TRUE(r.refusals.empty());
}

TEST_F(CpTest, WriteDataToGdsIsRefusedByName) {
  CpReport r = run({pkt3(Opcode::kWRITE_DATA, 4), 3u << 8, 0, 0, 1});
  ASSERT_EQ(r.refusals.count("write-data-dst-sel-3"), 1u);
  EXPECT_EQ(r.refusals.at("write-data-dst-sel-3").count, 1u);
}

TEST_F(CpTest, DmaDataCopiesFillsAndPrefetches) {
  mem.put(kData, {1, 2, 3, 4});
  uint64_t dst = kData + 0x100, fill = kData + 0x200;
  CpReport r = run({// SRC_SEL 3 (SRC_ADDR_TC_L2), DST_SEL 3 (DST_ADDR_TC_L2), CP_SYNC, 16 bytes
                    pkt3(Opcode::kDMA_DATA, 6), 1u << 31 | 3u << 29 | 3u << 20, lo(kData),
                    hi(kData), lo(dst), hi(dst), 16,
                    // SRC_SEL 2 (DATA): fill 12 bytes with 0xabcd
                    pkt3(Opcode::kDMA_DATA, 6), 2u << 29, 0xabcd, 0, lo(fill), hi(fill), 12,
                    // DST_SEL 2 (NOWHERE): a prefetch
                    pkt3(Opcode::kDMA_DATA, 6), 2u << 20, lo(kData), hi(kData), 0, 0, 4096,
                    // zero bytes: a sync
                    pkt3(Opcode::kDMA_DATA, 6), 0, 0, 0, 0, 0, 0});
  EXPECT_EQ(mem.dw(dst), 1u);
  EXPECT_EQ(mem.dw(dst + 12), 4u);
  EXPECT_EQ(mem.dw(fill), 0xabcdu);
  EXPECT_EQ(mem.dw(fill + 8), 0xabcdu);
  EXPECT_EQ(mem.dw(fill + 12), 0u);
  EXPECT_EQ(r.memory_packets.at("DMA_DATA"), 4u);
  EXPECT_TRUE(r.refusals.empty());
}

TEST_F(CpTest, DmaDataRefusesWhatItCannotDoExactly) {
  CpReport r = run({pkt3(Opcode::kDMA_DATA, 6),
                    1u << 29,
                    0,
                    0,
                    lo(kData),
                    hi(kData),
                    4,  // GDS source
                    pkt3(Opcode::kDMA_DATA, 6),
                    0,
                    lo(kData),
                    hi(kData),
                    lo(kData + 8),
                    hi(kData + 8),
                    16,  // overlap
                    pkt3(Opcode::kDMA_DATA, 6),
                    0,
                    lo(kData),
                    hi(kData),
                    lo(kData),
                    hi(kData),
                    4u | 1u << 26});  // SAS
  EXPECT_EQ(r.refusals.count("dma-data-gds"), 1u);
  EXPECT_EQ(r.refusals.count("dma-data-overlap"), 1u);
  EXPECT_EQ(r.refusals.count("dma-data-register-space"), 1u);
}

TEST_F(CpTest, DmaDataToUnmappedMemoryIsAStreamError) {
  CpReport r = run({pkt3(Opcode::kDMA_DATA, 6), 0, lo(kData), hi(kData), 0x1000, 0, 64});
  EXPECT_EQ(r.stream_errors.count("unmapped-address"), 1u);
}

TEST_F(CpTest, CopyDataBetweenRegistersImmediatesAndMemory) {
  run({pkt3(Opcode::kSET_UCONFIG_REG, 2), 0x10, 0x5151,
       // register 0xC010 -> memory
       pkt3(Opcode::kCOPY_DATA, 5), 0u | 5u << 8, 0xC010, 0, lo(kData), hi(kData),
       // 64-bit immediate -> memory
       pkt3(Opcode::kCOPY_DATA, 5), 5u | 5u << 8 | 1u << 16, 0x11112222, 0x33334444, lo(kData + 8),
       hi(kData + 8),
       // memory -> register 0xC011
       pkt3(Opcode::kCOPY_DATA, 5), 1u | 0u << 8, lo(kData + 8), hi(kData + 8), 0xC011, 0,
       pkt3(Opcode::kCOPY_DATA, 5), 0u | 5u << 8, 0xC011, 0, lo(kData + 16), hi(kData + 16)});
  EXPECT_EQ(mem.dw(kData), 0x5151u);
  EXPECT_EQ(mem.dw(kData + 8), 0x11112222u);
  EXPECT_EQ(mem.dw(kData + 12), 0x33334444u);
  EXPECT_EQ(mem.dw(kData + 16), 0x11112222u);
}

// The global data share (SRC_SEL/DST_SEL 3, decision record 0046): 64 KiB
// from offset 0, zero at the start, read and written by byte offset.
TEST_F(CpTest, CopyDataToAndFromTheGlobalDataShare) {
  CpReport r =
      run({// a 64-bit immediate into GDS at 16
           pkt3(Opcode::kCOPY_DATA, 5), 5u | 3u << 8 | 1u << 16, 0x11112222, 0x33334444, 16, 0,
           // GDS 16 (64 bits) and 20 (32) into memory
           pkt3(Opcode::kCOPY_DATA, 5), 3u | 5u << 8 | 1u << 16, 16, 0, lo(kData), hi(kData),
           pkt3(Opcode::kCOPY_DATA, 5), 3u | 5u << 8, 20, 0, lo(kData + 8), hi(kData + 8),
           // an untouched dword reads 0, over a word written first
           pkt3(Opcode::kCOPY_DATA, 5), 5u | 5u << 8, 0xdeadbeef, 0, lo(kData + 12), hi(kData + 12),
           pkt3(Opcode::kCOPY_DATA, 5), 3u | 5u << 8, 65532, 0, lo(kData + 12), hi(kData + 12)});
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData), 0x11112222u);
  EXPECT_EQ(mem.dw(kData + 4), 0x33334444u);
  EXPECT_EQ(mem.dw(kData + 8), 0x33334444u);
  EXPECT_EQ(mem.dw(kData + 12), 0u);
  // Past the share's end, or with an address's high dword set: refused.
  r = run({pkt3(Opcode::kCOPY_DATA, 5), 3u | 5u << 8 | 1u << 16, 65532, 0, lo(kData), hi(kData),
           pkt3(Opcode::kCOPY_DATA, 5), 5u | 3u << 8, 1, 0, 65536, 0, pkt3(Opcode::kCOPY_DATA, 5),
           5u | 3u << 8, 1, 0, 0, 1});
  ASSERT_EQ(r.refusals.count("copy-data-gds-range"), 1u);
  EXPECT_EQ(r.refusals.at("copy-data-gds-range").count, 3u);
}

TEST_F(CpTest, ReleaseMemWritesFenceValues) {
  CpReport r = run({// DATA_SEL 1: 32 bits; DATA_SEL 2: 64 bits; DATA_SEL 3: the GPU clock
                    pkt3(Opcode::kRELEASE_MEM, 7),
                    0x14 | 5u << 8,
                    1u << 29,
                    lo(kData),
                    hi(kData),
                    7,
                    0,
                    0,
                    pkt3(Opcode::kRELEASE_MEM, 7),
                    0x14 | 5u << 8,
                    2u << 29,
                    lo(kData + 8),
                    hi(kData + 8),
                    9,
                    10,
                    0,
                    pkt3(Opcode::kRELEASE_MEM, 7),
                    0x14 | 5u << 8,
                    3u << 29,
                    lo(kData + 16),
                    hi(kData + 16),
                    0,
                    0,
                    0,
                    pkt3(Opcode::kRELEASE_MEM, 7),
                    0x14 | 5u << 8,
                    5u << 29,
                    lo(kData),
                    hi(kData),
                    0,
                    0,
                    0});
  EXPECT_EQ(mem.dw(kData), 7u);
  EXPECT_EQ(mem.dw(kData + 8), 9u);
  EXPECT_EQ(mem.dw(kData + 12), 10u);
  EXPECT_NE(mem.dw(kData + 16) | mem.dw(kData + 20), 0u);
  EXPECT_EQ(r.memory_packets.at("RELEASE_MEM"), 3u);
  EXPECT_EQ(r.refusals.count("release-mem-data-sel-5"), 1u);  // GDS
  // 64 bits at an address 4 mod 8 are refused, nothing written.
  mem.put(kData + 32, {0, 0, 0});
  r = run({pkt3(Opcode::kRELEASE_MEM, 7), 0x14 | 5u << 8, 2u << 29, lo(kData + 36), hi(kData + 36),
           11, 12, 0});
  EXPECT_EQ(r.refusals.count("release-mem-unaligned-64"), 1u);
  EXPECT_EQ(mem.dw(kData + 32), 0u);
  EXPECT_EQ(mem.dw(kData + 36), 0u);
  EXPECT_EQ(mem.dw(kData + 40), 0u);
}

TEST_F(CpTest, WaitRegMemSatisfiedOrReportedNeverSpun) {
  mem.put(kData, {5});
  // FUNCTION 3 (==), MEM_SPACE 1: satisfied; then FUNCTION 6 (>) 9: never.
  CpReport r =
      run({pkt3(Opcode::kWAIT_REG_MEM, 6), 3u | 1u << 4, lo(kData), hi(kData), 5, 0xffffffff, 4,
           pkt3(Opcode::kWAIT_REG_MEM, 6), 6u | 1u << 4, lo(kData), hi(kData), 9, 0xffffffff, 4});
  EXPECT_EQ(r.memory_packets.at("WAIT_REG_MEM"), 1u);
  EXPECT_EQ(r.refusals.at("wait-reg-mem-unsatisfied").count, 1u);
}

TEST_F(CpTest, AtomicMemOperations) {
  mem.put(kData, {10, 0, 100, 0});
  run({pkt3(Opcode::kATOMIC_MEM, 8),
       16,
       lo(kData),
       hi(kData),
       3,
       0,
       0,
       0,
       0,  // SUB_RTN_32
       pkt3(Opcode::kATOMIC_MEM, 8),
       72,
       lo(kData + 8),
       hi(kData + 8),
       7,
       0,
       100,
       0,
       0,  // CMPSWAP_32
       pkt3(Opcode::kATOMIC_MEM, 8),
       99,
       lo(kData),
       hi(kData),
       0,
       0,
       0,
       0,
       0});  // unknown
  EXPECT_EQ(mem.dw(kData), 7u);
  EXPECT_EQ(mem.dw(kData + 8), 7u);
}

TEST_F(CpTest, RegistersPersistPerQueueAndOutOfSpaceIsRefused) {
  run({pkt3(Opcode::kSET_SH_REG, 3), 0x20C, 0x1000, 0x80});
  CpReport r = run({pkt3(Opcode::kSET_CONTEXT_REG, 2), 0x3FF, 1, pkt3(Opcode::kSET_CONTEXT_REG, 3),
                    0x3FF, 1, 2});
  EXPECT_EQ(r.register_writes, 2u);
  EXPECT_EQ(r.refusals.at("register-outside-spaces").count, 1u);
  // The SH registers set by the first submission are still there for the second.
  mem.put(kData, {0});
  run({pkt3(Opcode::kCOPY_DATA, 5), 0u | 5u << 8, 0x2C00 + 0x20C, 0, lo(kData), hi(kData)});
  EXPECT_EQ(mem.dw(kData), 0x1000u);
  // ...but not on the compute queue, which has registers of its own.
  run({pkt3(Opcode::kCOPY_DATA, 5), 0u | 5u << 8, 0x2C00 + 0x20C, 0, lo(kData), hi(kData)},
      RingType::kCompute);
  EXPECT_EQ(mem.dw(kData), 0u);
}

TEST_F(CpTest, LoadRegIndexCopiesRegistersFromMemory) {
  // RADV's indirect dispatch on GFX10.3: three dwords of the grid into SH
  // registers 0x240.. (COMPUTE_USER_DATA); radeonsi's streamout draw: one
  // context register (0x2CB: VGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE).
  mem.put(kData, {7, 8, 9, 0x44});
  CpReport r = run({pkt3(Opcode::kLOAD_SH_REG_INDEX, 4),
                    lo(kData),
                    hi(kData),
                    0x240,
                    3,
                    pkt3(Opcode::kLOAD_CONTEXT_REG_INDEX, 4),
                    lo(kData + 12),
                    hi(kData + 12),
                    0x2CB,
                    1,
                    pkt3(Opcode::kCOPY_DATA, 5),
                    0u | 5u << 8,
                    0x2C00 + 0x242,
                    0,
                    lo(kData + 16),
                    hi(kData + 16),
                    pkt3(Opcode::kCOPY_DATA, 5),
                    0u | 5u << 8,
                    0xA000 + 0x2CB,
                    0,
                    lo(kData + 20),
                    hi(kData + 20)});
  EXPECT_EQ(r.register_writes, 4u);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData + 16), 9u);
  EXPECT_EQ(mem.dw(kData + 20), 0x44u);
}

TEST_F(CpTest, LoadRegIndexRefusesWhatItCannotDoExactly) {
  mem.put(kData, {1, 2});
  CpReport r = run({// INDEX 1 (an offset, not an address), DATA_FORMAT 1 (offset/data pairs),
                    // past the SH space, from unmapped memory, and short.
                    pkt3(Opcode::kLOAD_SH_REG_INDEX, 4),
                    lo(kData) | 1,
                    hi(kData),
                    0x240,
                    1,
                    pkt3(Opcode::kLOAD_SH_REG_INDEX, 4),
                    lo(kData),
                    hi(kData),
                    0x240,
                    1u | 1u << 31,
                    pkt3(Opcode::kLOAD_SH_REG_INDEX, 4),
                    lo(kData),
                    hi(kData),
                    0x3FF,
                    2,
                    pkt3(Opcode::kLOAD_CONTEXT_REG_INDEX, 4),
                    0,
                    0x7000,
                    0x2CB,
                    1,
                    pkt3(Opcode::kLOAD_CONTEXT_REG_INDEX, 2),
                    lo(kData),
                    hi(kData)});
  EXPECT_EQ(r.register_writes, 0u);
  EXPECT_EQ(r.refusals.count("load-reg-index-offset-address"), 1u);
  EXPECT_EQ(r.refusals.count("load-reg-index-data-pairs"), 1u);
  EXPECT_EQ(r.refusals.count("register-outside-spaces"), 1u);
  EXPECT_EQ(r.refusals.count("load-reg-index-unmapped"), 1u);
  EXPECT_EQ(r.stream_errors.count("unmapped-address"), 1u);
  EXPECT_FALSE(r.stream_errors.empty());
}

TEST_F(CpTest, ClearStateLoadsTheKernelsDefaults) {
  auto ranges = regs::clear_state_gfx10();
  ASSERT_FALSE(ranges.empty());
  const regs::ClearStateRange& first = ranges.front();
  ASSERT_FALSE(first.values.empty());
  // Something written before CLEAR_STATE is gone after it.
  run({pkt3(Opcode::kSET_CONTEXT_REG, 2), first.first_dword - 0xA000, 0xdeadbeef,
       pkt3(Opcode::kCLEAR_STATE, 1), 0, pkt3(Opcode::kCOPY_DATA, 5), 0u | 5u << 8,
       first.first_dword, 0, lo(kData), hi(kData)});
  EXPECT_EQ(mem.dw(kData), first.values[0]);
}

TEST_F(CpTest, CondExecAndPredExecSkipWhatTheyGuard) {
  mem.put(kData, {0});
  CpReport r = run({pkt3(Opcode::kCOND_EXEC, 4), lo(kData), hi(kData), 0, 5,
                    pkt3(Opcode::kWRITE_DATA, 4), 5u << 8, lo(kData + 4), hi(kData + 4), 1,
                    // PRED_EXEC for GPU 0: runs
                    pkt3(Opcode::kPRED_EXEC, 1), 1u << 24 | 5, pkt3(Opcode::kWRITE_DATA, 4),
                    5u << 8, lo(kData + 8), hi(kData + 8), 2});
  EXPECT_EQ(mem.dw(kData + 4), 0u);
  EXPECT_EQ(mem.dw(kData + 8), 2u);
  EXPECT_EQ(r.skipped_packets, 1u);
}

TEST_F(CpTest, PredicationSkipsPredicatedPackets) {
  mem.put(kData, {0, 0});
  // BOOL64, DRAW_VISIBLE: run only when the value is not zero (it is zero).
  CpReport r = run({pkt3(Opcode::kSET_PREDICATION, 3),
                    1u << 8 | 3u << 16,
                    lo(kData),
                    hi(kData),
                    pkt3(Opcode::kWRITE_DATA, 4, true),
                    5u << 8,
                    lo(kData + 8),
                    hi(kData + 8),
                    1,
                    pkt3(Opcode::kWRITE_DATA, 4),
                    5u << 8,
                    lo(kData + 12),
                    hi(kData + 12),
                    2,
                    pkt3(Opcode::kSET_PREDICATION, 3),
                    0,
                    0,
                    0,
                    pkt3(Opcode::kWRITE_DATA, 4, true),
                    5u << 8,
                    lo(kData + 16),
                    hi(kData + 16),
                    3});
  EXPECT_EQ(mem.dw(kData + 8), 0u);
  EXPECT_EQ(mem.dw(kData + 12), 2u);
  EXPECT_EQ(mem.dw(kData + 16), 3u);
  EXPECT_EQ(r.skipped_packets, 1u);
}

TEST_F(CpTest, Bool32PredicationReadsTheDwordItNames) {
  // RADV's conditional rendering points BOOL32 at any dword of its buffer:
  // {0, 1, 0x100, 0}. Each dword decides alone, DRAW_VISIBLE drawing where it
  // is not zero; BOOL64 reads the 8-byte aligned pair.
  const uint64_t cond = kData + 0x100;
  mem.put(cond, {0, 1, 0x100, 0});
  auto written = [&](uint32_t op, uint64_t at, uint32_t flags) {
    mem.put(kData, {0});
    run({pkt3(Opcode::kSET_PREDICATION, 3), flags | op << 16, lo(at), hi(at),
         pkt3(Opcode::kWRITE_DATA, 4, true), 5u << 8, lo(kData), hi(kData), 1});
    return mem.dw(kData);
  };
  const uint32_t visible = 1u << 8;
  EXPECT_EQ(written(4, cond, visible), 0u);
  EXPECT_EQ(written(4, cond + 4, visible), 1u);
  EXPECT_EQ(written(4, cond + 8, visible), 1u);
  EXPECT_EQ(written(4, cond + 12, visible), 0u);
  EXPECT_EQ(written(4, cond + 4, 0), 0u);
  EXPECT_EQ(written(4, cond + 12, 0), 1u);
  // BOOL64 at cond: 0 | 1 << 32, not zero.
  EXPECT_EQ(written(3, cond, visible), 1u);
  EXPECT_EQ(written(3, cond + 8, visible), 1u);
}

// A work sink whose draws each pass `per_draw` samples (occlusion counting),
// settled before the counter is read.
struct CountingWork final : WorkSink {
  uint64_t per_draw = 0, passed = 0;
  unsigned settles = 0;
  WorkOutcome dispatch(const DispatchWork&, const QueueState&, GpuMemory&) override {
    return work_done();
  }
  WorkOutcome draw(const DrawWork&, const QueueState&, GpuMemory&) override {
    passed += per_draw;
    return work_done();
  }
  void settle(std::vector<SettledRefusal>*) override { ++settles; }
  bool samples_passed(uint64_t* count) const override {
    *count = passed;
    return true;
  }
};

// EVENT_WRITE ZPASS_DONE (EVENT_INDEX 1): each enabled render backend's
// counter, 16 bytes apart, bit 63 valid; the first enabled one holds the
// count, the others 0, so that the sum over the backends of end - begin is
// the samples the draws between passed. Disabled backends' slots are left as
// they are. Without a counting sink the packet is refused by name.
TEST(CpCounters, ZpassDoneWritesEachEnabledBackendsCounter) {
  FlatMemory mem(1 << 20);
  CountingWork work;
  CpOptions o;
  o.exec.enabled_rb_mask = 0xff0f;
  CommandProcessor cp(o, &work);
  const uint64_t ib = FlatMemory::kBase, begin = FlatMemory::kBase + 0x1000;
  const uint64_t end = begin + 8;
  std::vector<uint32_t> fill(64, 0xaaaaaaaa);
  mem.put(begin, fill);
  const uint32_t zpass = 21u | 1u << 8;
  work.per_draw = 7;
  std::vector<uint32_t> packets = {pkt3(Opcode::kDRAW_INDEX_AUTO, 2),
                                   3,
                                   2,
                                   pkt3(Opcode::kEVENT_WRITE, 3),
                                   zpass,
                                   lo(begin),
                                   hi(begin),
                                   pkt3(Opcode::kDRAW_INDEX_AUTO, 2),
                                   3,
                                   2,
                                   pkt3(Opcode::kDRAW_INDEX_AUTO, 2),
                                   3,
                                   2,
                                   pkt3(Opcode::kEVENT_WRITE, 3),
                                   zpass,
                                   lo(end),
                                   hi(end)};
  mem.put(ib, packets);
  Submission s;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = cp.run(s, mem);
  EXPECT_TRUE(r.refusals.empty());
  constexpr uint64_t kValid = uint64_t{1} << 63;
  uint64_t sum = 0;
  for (uint32_t rb = 0; rb < 16; ++rb) {
    const uint64_t b = mem.dw(begin + 16 * rb) | uint64_t{mem.dw(begin + 16 * rb + 4)} << 32;
    const uint64_t e = mem.dw(end + 16 * rb) | uint64_t{mem.dw(end + 16 * rb + 4)} << 32;
    if (!((0xff0fu >> rb) & 1)) {
      EXPECT_EQ(b, 0xaaaaaaaaaaaaaaaaull) << rb;
      EXPECT_EQ(e, 0xaaaaaaaaaaaaaaaaull) << rb;
      continue;
    }
    EXPECT_EQ(b & kValid, kValid) << rb;
    EXPECT_EQ(e & kValid, kValid) << rb;
    EXPECT_EQ(b & ~kValid, rb == 0 ? 7u : 0u) << rb;
    sum += (e & ~kValid) - (b & ~kValid);
  }
  EXPECT_EQ(sum, 14u);
  EXPECT_GE(work.settles, 2u);
  // ZPASS_DONE with no work sink is refused.
  CommandProcessor bare;
  packets = {pkt3(Opcode::kEVENT_WRITE, 3), zpass, lo(begin), hi(begin)};
  mem.put(ib, packets);
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  EXPECT_EQ(bare.run(s, mem).refusals.count("event-write-counters"), 1u);
}

// SET_PREDICATION's ZPASS operation over occlusion results (a begin and an
// end slot per backend): DRAW_VISIBLE runs the predicated packets where an
// enabled backend's end is past its begin, DRAW_NOT_VISIBLE where none is;
// CONTINUE adds a block to those before; results without their valid bits
// are refused under HINT_WAIT and draw under NOWAIT_DRAW.
TEST_F(CpTest, ZpassPredicationTestsTheOcclusionResults) {
  constexpr uint32_t kV = 0x80000000u;  // bit 63 of a slot: its high dword's top bit
  const uint64_t none = kData + 0x100, some = kData + 0x200, unwritten = kData + 0x300;
  std::vector<uint32_t> zero(64), counted(64), partial(64, 0);
  for (uint32_t rb = 0; rb < 16; ++rb) {
    zero[4 * rb] = 5;
    zero[4 * rb + 1] = kV;
    zero[4 * rb + 2] = 5;
    zero[4 * rb + 3] = kV;
  }
  counted = zero;
  counted[4 * 9 + 2] = 6;  // backend 9 (enabled in 0xff0f) counted one sample
  partial = counted;
  partial[4 * 9 + 3] = 0;  // its end not written
  mem.put(none, zero);
  mem.put(some, counted);
  mem.put(unwritten, partial);
  auto predicated = [&](uint32_t op, uint64_t a, uint32_t flags) {
    return std::vector<uint32_t>{pkt3(Opcode::kSET_PREDICATION, 3), flags | op << 16, lo(a), hi(a)};
  };
  auto write = [&](uint64_t at, uint32_t v) {
    return std::vector<uint32_t>{pkt3(Opcode::kWRITE_DATA, 4, true), 5u << 8, lo(at), hi(at), v};
  };
  auto case_of = [&](std::vector<std::vector<uint32_t>> parts) {
    mem.put(kData, {0});
    std::vector<uint32_t> packets;
    for (auto& p : parts) packets.insert(packets.end(), p.begin(), p.end());
    CpReport r = run(packets);
    return std::pair{mem.dw(kData), r.refusals.count("predication-on-query")};
  };
  const uint32_t visible = 1u << 8, nowait = 1u << 12, more = 1u << 31;
  EXPECT_EQ(case_of({predicated(1, none, visible), write(kData, 1)}), std::pair(0u, size_t{0}));
  EXPECT_EQ(case_of({predicated(1, some, visible), write(kData, 1)}), std::pair(1u, size_t{0}));
  EXPECT_EQ(case_of({predicated(1, some, 0), write(kData, 1)}), std::pair(0u, size_t{0}));
  EXPECT_EQ(case_of({predicated(1, none, 0), write(kData, 1)}), std::pair(1u, size_t{0}));
  // Two blocks: a sample in either makes the draw visible.
  EXPECT_EQ(
      case_of({predicated(1, some, visible), predicated(1, none, visible | more), write(kData, 1)}),
      std::pair(1u, size_t{0}));
  EXPECT_EQ(
      case_of({predicated(1, none, visible), predicated(1, none, visible | more), write(kData, 1)}),
      std::pair(0u, size_t{0}));
  // Without CONTINUE, a block stands alone.
  EXPECT_EQ(case_of({predicated(1, some, visible), predicated(1, none, visible), write(kData, 1)}),
            std::pair(0u, size_t{0}));
  EXPECT_EQ(case_of({predicated(1, unwritten, visible | nowait), write(kData, 1)}),
            std::pair(1u, size_t{0}));
  EXPECT_EQ(case_of({predicated(1, unwritten, visible), write(kData, 1)}).second, 1u);
}

TEST_F(CpTest, PrimcountPredicationTestsTheStreamoutResults) {
  // SAMPLE_STREAMOUTSTATS' records, begin then end: primitives needed and
  // written, 64 bits each with bit 63 valid.
  constexpr uint32_t kV = 0x80000000u;
  const uint64_t fits = kData + 0x100, over = kData + 0x200, unwritten = kData + 0x300;
  mem.put(fits, {10, kV, 10, kV, 16, kV, 16, kV});      // 6 needed, 6 written
  mem.put(over, {10, kV, 10, kV, 16, kV, 15, kV});      // 6 needed, 5 written
  mem.put(unwritten, {10, kV, 10, kV, 16, kV, 16, 0});  // the last not written
  auto predicated = [&](uint64_t a, uint32_t flags) {
    return std::vector<uint32_t>{pkt3(Opcode::kSET_PREDICATION, 3), flags | 2u << 16, lo(a), hi(a)};
  };
  auto case_of = [&](std::vector<std::vector<uint32_t>> parts) {
    mem.put(kData, {0});
    std::vector<uint32_t> packets;
    for (auto& p : parts) packets.insert(packets.end(), p.begin(), p.end());
    packets.insert(packets.end(),
                   {pkt3(Opcode::kWRITE_DATA, 4, true), 5u << 8, lo(kData), hi(kData), 1});
    CpReport r = run(packets);
    return std::pair{mem.dw(kData), r.refusals.count("predication-on-query")};
  };
  const uint32_t visible = 1u << 8, nowait = 1u << 12, more = 1u << 31;
  // DRAW_VISIBLE draws where nothing overflowed; without it, where something did.
  EXPECT_EQ(case_of({predicated(fits, visible)}), std::pair(1u, size_t{0}));
  EXPECT_EQ(case_of({predicated(over, visible)}), std::pair(0u, size_t{0}));
  EXPECT_EQ(case_of({predicated(fits, 0)}), std::pair(0u, size_t{0}));
  EXPECT_EQ(case_of({predicated(over, 0)}), std::pair(1u, size_t{0}));
  // Blocks joined by CONTINUE: an overflow in any of them counts.
  EXPECT_EQ(case_of({predicated(over, 0), predicated(fits, more)}), std::pair(1u, size_t{0}));
  EXPECT_EQ(case_of({predicated(fits, visible), predicated(over, visible | more)}),
            std::pair(0u, size_t{0}));
  EXPECT_EQ(case_of({predicated(over, 0), predicated(fits, 0)}), std::pair(0u, size_t{0}));
  // Results not written: NOWAIT_DRAW draws; HINT_WAIT is refused.
  EXPECT_EQ(case_of({predicated(unwritten, nowait)}), std::pair(1u, size_t{0}));
  EXPECT_EQ(case_of({predicated(unwritten, 0)}).second, 1u);
}

TEST_F(CpTest, DrawsAndDispatchesAreRefusedWithoutAnExecutor) {
  mem.put(kData, {4, 5, 6});
  CpReport r = run({pkt3(Opcode::kDISPATCH_DIRECT, 4), 1, 2, 3, 1, pkt3(Opcode::kSET_BASE, 3), 1,
                    lo(kData), hi(kData), pkt3(Opcode::kDISPATCH_INDIRECT, 2), 0, 1,
                    pkt3(Opcode::kDRAW_INDEX_AUTO, 2), 3, 2});
  EXPECT_EQ(r.dispatches, 2u);
  EXPECT_EQ(r.draws, 1u);
  EXPECT_EQ(r.refusals.at("no-executor").count, 3u);
}

// A work sink that records what it is handed.
struct RecordingWork final : WorkSink {
  std::vector<DispatchWork> dispatches;
  WorkOutcome dispatch(const DispatchWork& w, const QueueState& q, GpuMemory&) override {
    dispatches.push_back(w);
    pgm_lo = q.regs.read(0x2C00 + 0x20C);
    return work_done();
  }
  WorkOutcome draw(const DrawWork&, const QueueState&, GpuMemory&) override {
    return work_refused("draw-not-supported");
  }
  uint32_t pgm_lo = 0;
};

TEST(CpWork, DispatchRecordsCarryResolvedArgumentsAndRegisters) {
  FlatMemory mem(1 << 20);
  RecordingWork work;
  CommandProcessor cp({}, &work);
  uint64_t ib = FlatMemory::kBase, args = FlatMemory::kBase + 0x1000;
  mem.put(args, {7, 8, 9});
  std::vector<uint32_t> packets = {pkt3(Opcode::kSET_SH_REG, 2),
                                   0x20C,
                                   0xabc,
                                   pkt3(Opcode::kSET_BASE, 3),
                                   1,
                                   lo(args),
                                   hi(args),
                                   pkt3(Opcode::kDISPATCH_INDIRECT, 2),
                                   0,
                                   1,
                                   pkt3(Opcode::kDRAW_INDEX_AUTO, 2),
                                   3,
                                   2};
  mem.put(ib, packets);
  Submission s;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = cp.run(s, mem);
  ASSERT_EQ(work.dispatches.size(), 1u);
  EXPECT_EQ(work.dispatches[0].groups[0], 7u);
  EXPECT_EQ(work.dispatches[0].groups[2], 9u);
  EXPECT_TRUE(work.dispatches[0].indirect);
  EXPECT_EQ(work.pgm_lo, 0xabcu);
  EXPECT_EQ(r.refusals.count("no-executor"), 0u);
  EXPECT_EQ(r.refusals.at("draw-not-supported").count, 1u);
}

// A work sink that records each draw with the SH registers it was handed.
struct DrawRecordingWork final : WorkSink {
  struct Seen {
    DrawWork w;
    uint32_t base_vertex, start_instance, draw_index;
  };
  std::vector<Seen> draws;
  WorkOutcome dispatch(const DispatchWork&, const QueueState&, GpuMemory&) override {
    return work_refused("dispatch-not-supported");
  }
  WorkOutcome draw(const DrawWork& w, const QueueState& q, GpuMemory&) override {
    draws.push_back(
        {w, q.regs.read(0x2C00 + 0x10), q.regs.read(0x2C00 + 0x11), q.regs.read(0x2C00 + 0x12)});
    return work_done();
  }
};

TEST(CpWork, IndirectDrawsReadTheirArgumentsAndWriteTheirRegisters) {
  FlatMemory mem(1 << 20);
  DrawRecordingWork work;
  CommandProcessor cp({}, &work);
  uint64_t ib = FlatMemory::kBase, args = FlatMemory::kBase + 0x1000,
           count = FlatMemory::kBase + 0x2000, indices = FlatMemory::kBase + 0x3000;
  // Three indexed commands 24 bytes apart (index count, instances, first
  // index, vertex offset, first instance, padding); the count in memory is 2.
  mem.put(args, {6, 1, 3, 10, 0, 0xdead, 9, 2, 12, 0xfffffffe, 4, 0xdead, 3, 3, 3, 3, 3, 3});
  mem.put(count, {2});
  mem.put(args + 0x100, {5, 7, 11, 13});  // one non-indexed command
  std::vector<uint32_t> packets = {
      pkt3(Opcode::kSET_BASE, 3), 1, lo(args), hi(args), pkt3(Opcode::kINDEX_BASE, 2), lo(indices),
      hi(indices), pkt3(Opcode::kINDEX_BUFFER_SIZE, 1), 100, pkt3(Opcode::kINDEX_TYPE, 1),
      1,  // 32-bit
      pkt3(Opcode::kDRAW_INDIRECT, 4), 0x100, 0x10, 0x11, 2,
      // Draw index to 0x12, COUNT_INDIRECT_ENABLE, at most 3, stride 24.
      pkt3(Opcode::kDRAW_INDEX_INDIRECT_MULTI, 9), 0, 0x10, 0x11, 0x12 | 1u << 31 | 1u << 30, 3,
      lo(count), hi(count), 24, 0};
  mem.put(ib, packets);
  Submission s;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = cp.run(s, mem);
  EXPECT_TRUE(r.refusals.empty());
  ASSERT_EQ(work.draws.size(), 3u);
  EXPECT_EQ(r.draws, 3u);
  const auto& d0 = work.draws[0];
  EXPECT_FALSE(d0.w.indexed);
  EXPECT_EQ(d0.w.count, 5u);
  EXPECT_EQ(d0.w.instances, 7u);
  EXPECT_EQ(d0.base_vertex, 11u);
  EXPECT_EQ(d0.start_instance, 13u);
  const auto& d1 = work.draws[1];
  EXPECT_TRUE(d1.w.indexed);
  EXPECT_EQ(d1.w.count, 6u);
  EXPECT_EQ(d1.w.index_va, indices + 3 * 4);
  EXPECT_EQ(d1.w.index_buffer_size, 97u);
  EXPECT_EQ(d1.base_vertex, 10u);
  EXPECT_EQ(d1.draw_index, 0u);
  const auto& d2 = work.draws[2];
  EXPECT_EQ(d2.w.count, 9u);
  EXPECT_EQ(d2.w.instances, 2u);
  EXPECT_EQ(d2.w.index_va, indices + 12 * 4);
  EXPECT_EQ(d2.base_vertex, 0xfffffffeu);  // a vertex offset of -2
  EXPECT_EQ(d2.start_instance, 4u);
  EXPECT_EQ(d2.draw_index, 1u);
}

// The index type is VGT_INDEX_TYPE however it is written: by the INDEX_TYPE
// packet (RADV) or by SET_UCONFIG_REG_INDEX (radeonsi); the later write wins.
TEST(CpWork, IndexTypeIsTheRegisterWhicheverPacketWritesIt) {
  FlatMemory mem(1 << 20);
  DrawRecordingWork work;
  CommandProcessor cp({}, &work);
  uint64_t ib = FlatMemory::kBase, indices = FlatMemory::kBase + 0x3000;
  std::vector<uint32_t> packets = {
      pkt3(Opcode::kINDEX_TYPE, 1), 2,  // 8-bit
      pkt3(Opcode::kDRAW_INDEX_2, 5), 12, lo(indices), hi(indices), 3, 0,
      // VGT_INDEX_TYPE (uconfig 0x243) through SET_UCONFIG_REG_INDEX, index 2.
      pkt3(Opcode::kSET_UCONFIG_REG_INDEX, 2), 0x243 | 2u << 28, 1, pkt3(Opcode::kDRAW_INDEX_2, 5),
      12, lo(indices), hi(indices), 3, 0, pkt3(Opcode::kINDEX_TYPE, 1), 0,
      pkt3(Opcode::kDRAW_INDEX_OFFSET_2, 4), 12, 5, 3, 0};
  mem.put(ib, packets);
  Submission s;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = cp.run(s, mem);
  EXPECT_TRUE(r.refusals.empty());
  ASSERT_EQ(work.draws.size(), 3u);
  EXPECT_EQ(work.draws[0].w.index_type, 2u);
  EXPECT_EQ(work.draws[1].w.index_type, 1u);
  EXPECT_EQ(work.draws[2].w.index_type, 0u);
  EXPECT_EQ(work.draws[2].w.index_va, uint64_t{0} + 5 * 2);  // INDEX_BASE 0, 16-bit
}

TEST(CpWork, HostileIndirectDrawsAreRefused) {
  FlatMemory mem(1 << 20);
  DrawRecordingWork work;
  CommandProcessor cp({}, &work);
  uint64_t ib = FlatMemory::kBase, args = FlatMemory::kBase + 0x1000,
           count = FlatMemory::kBase + 0x2000;
  mem.put(count, {0xffffffffu});
  std::vector<uint32_t> packets = {
      pkt3(Opcode::kSET_BASE, 3), 1, lo(args), hi(args),
      // Arguments past the end of memory.
      pkt3(Opcode::kDRAW_INDIRECT, 4), 0x200000, 0x10, 0x11, 2,
      // Base vertex register past the SH space.
      pkt3(Opcode::kDRAW_INDIRECT, 4), 0, 0xfff0, 0x11, 2,
      // A count in memory of 2^32 - 1 under a bound as large.
      pkt3(Opcode::kDRAW_INDIRECT_MULTI, 9), 0, 0x10, 0x11, 1u << 30, 0xffffffffu, lo(count),
      hi(count), 16, 2,
      // The count's address unmapped.
      pkt3(Opcode::kDRAW_INDIRECT_MULTI, 9), 0, 0x10, 0x11, 1u << 30, 4, 0, 0, 16, 2,
      // Draw index register past the SH space.
      pkt3(Opcode::kDRAW_INDIRECT_MULTI, 9), 0, 0x10, 0x11, 0xfff0u | 1u << 31, 1, 0, 0, 16, 2};
  mem.put(ib, packets);
  Submission s;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = cp.run(s, mem);
  EXPECT_TRUE(work.draws.empty());
  EXPECT_EQ(r.refusals.at("indirect-arguments-unmapped").count, 2u);
  EXPECT_EQ(r.refusals.at("register-outside-spaces").count, 2u);
  EXPECT_EQ(r.refusals.at("draw-indirect-count-limit").count, 1u);
}

TEST_F(CpTest, UnknownPacketsAndShortPacketsAreCounted) {
  CpReport r = run({3u << 30 | 0xEE << 8, 0,  // opcode 0xEE, one body dword
                    pkt3(Opcode::kRELEASE_MEM, 2), 0, 0});
  EXPECT_EQ(r.refusals.at("packet-OPCODE_0xEE").count, 1u);
  EXPECT_EQ(r.stream_errors.at("short-packet").count, 1u);
}

TEST_F(CpTest, SdmaCopyWriteFillFenceAndRefusal) {
  mem.put(kData, {1, 2, 3, 4});
  uint64_t dst = kData + 0x100;
  CpReport r = run({0x00000001,
                    15,
                    0,
                    lo(kData),
                    hi(kData),
                    lo(dst),
                    hi(dst),  // COPY LINEAR, 16 bytes
                    0x00000002,
                    lo(kData + 0x200),
                    hi(kData + 0x200),
                    1,
                    0x77,
                    0x88,  // WRITE LINEAR, 2 dwords
                    0x8000000b,
                    lo(kData + 0x300),
                    hi(kData + 0x300),
                    0x55,
                    7,  // CONSTANT_FILL dwords, 8 bytes
                    0x00000005,
                    lo(kData + 0x400),
                    hi(kData + 0x400),
                    0x99,         // FENCE
                    0x00000000,   // NOP
                    0x000000ff},  // unknown
                   RingType::kDma);
  EXPECT_EQ(mem.dw(dst + 12), 4u);
  EXPECT_EQ(mem.dw(kData + 0x204), 0x88u);
  EXPECT_EQ(mem.dw(kData + 0x304), 0x55u);
  EXPECT_EQ(mem.dw(kData + 0x308), 0u);
  EXPECT_EQ(mem.dw(kData + 0x400), 0x99u);
  EXPECT_EQ(r.refusals.at("sdma-op-255").count, 1u);
}

TEST(CpQueue, SubmitRunsOnTheWorkerAndCallsDoneAfterTheWork) {
  mem::VaSpace vm;
  auto arena = mem::BoArena::create(1 << 24);
  auto bo = arena->allocate(4096, 1);
  uint64_t va = 0x100000;
  ASSERT_EQ(vm.map({va, 4096, 0, 0, bo}), mem::VaStatus::kOk);
  std::vector<uint32_t> packets = {pkt3(Opcode::kWRITE_DATA, 4), 5u << 8, lo(va + 64), hi(va + 64),
                                   42};
  std::memcpy(bo->host, packets.data(), packets.size() * 4);
  auto s = std::make_shared<Submission>();
  s->vm = vm.snapshot();
  s->ibs = {{va, static_cast<uint32_t>(packets.size()), 0}};
  CommandProcessor cp;
  std::atomic<uint32_t> seen{0};
  cp.submit(s, [&] { seen = *reinterpret_cast<uint32_t*>(bo->host + 64); });
  cp.drain();
  EXPECT_EQ(seen.load(), 42u);
}

}  // namespace
}  // namespace rdnavk::cp

namespace rdnavk::cp {
namespace {

TEST(CpBudget, HugeCopiesAndEndlessWaitsAreBoundedPerSubmission) {
  FlatMemory mem(1 << 20);
  CpOptions o;
  o.exec.max_bytes_moved = 8192;
  o.exec.wait_timeout = std::chrono::milliseconds(50);
  CommandProcessor cp(o);
  uint64_t ib = FlatMemory::kBase, a = FlatMemory::kBase + 0x10000, b = FlatMemory::kBase + 0x20000;
  std::vector<uint32_t> packets;
  for (int i = 0; i < 3; ++i)  // 3 x 4 KiB: the third passes the budget
    packets.insert(packets.end(),
                   {pkt3(pm4::Opcode::kDMA_DATA, 6), 0, lo(a), hi(a), lo(b), hi(b), 4096});
  for (int i = 0; i < 100; ++i)  // waits that never hold share one 50 ms allowance
    packets.insert(packets.end(), {pkt3(pm4::Opcode::kWAIT_REG_MEM, 6), 3u | 1u << 4, lo(a), hi(a),
                                   1, 0xffffffff, 4});
  mem.put(ib, packets);
  Submission s;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  CpReport r = cp.run(s, mem);
  EXPECT_EQ(r.memory_packets.at("DMA_DATA"), 2u);
  EXPECT_EQ(r.refusals.at("memory-budget-exceeded").count, 1u);
  EXPECT_EQ(r.refusals.at("wait-reg-mem-unsatisfied").count, 100u);
}

}  // namespace
}  // namespace rdnavk::cp
