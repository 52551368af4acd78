// A work sink that queues (cp::WorkSink::settle): the command processor settles
// it before its own packets reach guest memory, at an instruction-cache
// invalidation and at the end of the submission, and reports what settling
// refused by the packet that asked for it.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "tests/cp/cp_fixture.h"

namespace rdnavk::cp {
namespace {

using pm4::Opcode;

// Each dispatch queues the stores planned for its groups[0]; settling makes
// them, in order, and refuses a dispatch whose groups[1] is 2.
struct QueueingWork final : WorkSink {
  std::map<uint32_t, std::pair<uint64_t, std::vector<uint32_t>>> stores;
  std::vector<DispatchWork> queued;
  std::vector<uint32_t> seen;  // groups[0] of each dispatch, as it was handed over
  int settles = 0;             // settles that had work to do
  uint64_t settled_ns = 0;     // the steady clock when the last settle ended
  GpuMemory* memory = nullptr;
  // What the command processor said it reaches (WorkSink::touch), and the
  // submissions it ended.
  std::vector<std::tuple<uint64_t, uint64_t, TouchKind>> touches;
  int ends = 0;
  void touch(const GpuMemory&, uint64_t va, uint64_t size, TouchKind kind) override {
    touches.emplace_back(va, size, kind);
  }
  void submission_end(GpuMemory&) override { ++ends; }

  WorkOutcome dispatch(const DispatchWork& w, const QueueState&, GpuMemory& m) override {
    queued.push_back(w);
    seen.push_back(w.groups[0]);
    memory = &m;
    return work_done();
  }
  WorkOutcome draw(const DrawWork&, const QueueState&, GpuMemory&) override {
    return work_refused("draw-not-supported");
  }
  void settle(std::vector<SettledRefusal>* refused) override {
    if (queued.empty()) return;
    ++settles;
    for (const DispatchWork& w : queued) {
      if (w.groups[1] == 2) {
        refused->push_back({w.packet_va, w.opcode, work_refused("late-refusal", "status 2")});
        continue;
      }
      auto it = stores.find(w.groups[0]);
      if (it == stores.end()) continue;
      const auto& [va, dws] = it->second;
      memory->write(va, {reinterpret_cast<const uint8_t*>(dws.data()), dws.size() * 4});
    }
    queued.clear();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    settled_ns = static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                           std::chrono::steady_clock::now().time_since_epoch())
                                           .count());
  }
};

std::vector<uint32_t> dispatch(uint32_t x, uint32_t y = 1) {
  return {pkt3(Opcode::kDISPATCH_DIRECT, 4), x, y, 1, 1};
}
std::vector<uint32_t> acquire_mem(uint32_t gcr_cntl) {
  return {pkt3(Opcode::kACQUIRE_MEM, 7), 0, 0xffffffff, 0xffffff, 0, 0, 10, gcr_cntl};
}
std::vector<uint32_t> copy_dword(uint64_t src, uint64_t dst) {
  // COPY_DATA memory to memory: SRC_SEL 1, DST_SEL 5 (bits 11:8), a dword.
  return {pkt3(Opcode::kCOPY_DATA, 5), 1u | 5u << 8, lo(src), hi(src), lo(dst), hi(dst)};
}

struct Stream {
  std::vector<uint32_t> dws;
  Stream& operator+=(const std::vector<uint32_t>& p) {
    dws.insert(dws.end(), p.begin(), p.end());
    return *this;
  }
};

class SettleTest : public ::testing::Test {
 protected:
  static constexpr uint64_t kIb = FlatMemory::kBase;
  static constexpr uint64_t kData = FlatMemory::kBase + 0x10000;
  CpReport run(const Stream& s) {
    mem.put(kIb, s.dws);
    Submission sub;
    sub.sequence = 1;
    sub.ring_type = RingType::kCompute;
    sub.ibs = {{kIb, static_cast<uint32_t>(s.dws.size()), 0}};
    return cp.run(sub, mem);
  }
  FlatMemory mem{1 << 20};
  QueueingWork work;
  CommandProcessor cp{{}, &work};
};

TEST_F(SettleTest, AMemoryPacketSeesTheStoresOfTheDispatchesBeforeIt) {
  work.stores[5] = {kData + 0x100, {0x1234}};
  Stream s;
  s += dispatch(5);
  s += copy_dword(kData + 0x100, kData + 0x200);
  CpReport r = run(s);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData + 0x200), 0x1234u);
  EXPECT_EQ(work.settles, 1);
}

// Work kept away from guest memory (decision record 0047) hears of every range
// the command processor's own packets and the copy engine's read or write
// before the access, and of each submission's end.
TEST_F(SettleTest, EveryAccessOfTheCommandProcessorNamesItsRangeFirst) {
  mem.put(kData + 0x100, {0xabcd});
  Stream s;
  s += copy_dword(kData + 0x100, kData + 0x200);
  run(s);
  EXPECT_EQ(mem.dw(kData + 0x200), 0xabcdu);
  auto has = [&](uint64_t va, uint64_t size, TouchKind kind) {
    return std::find(work.touches.begin(), work.touches.end(), std::make_tuple(va, size, kind)) !=
           work.touches.end();
  };
  EXPECT_TRUE(has(kData + 0x100, 4, TouchKind::kCp));  // the read
  EXPECT_TRUE(has(kData + 0x200, 4, TouchKind::kCp));  // the write
  // The IB's own dwords are reached too.
  EXPECT_TRUE(std::any_of(work.touches.begin(), work.touches.end(), [](const auto& t) {
    return std::get<0>(t) >= kIb && std::get<0>(t) < kIb + 0x1000;
  }));
  EXPECT_EQ(work.ends, 1);

  // An SDMA WRITE LINEAR of two dwords: its range, as the copy engine's.
  work.touches.clear();
  const std::vector<uint32_t> sdma = {0x00000002, lo(kData + 0x300), hi(kData + 0x300), 1, 7, 8};
  mem.put(kIb, sdma);
  Submission sub;
  sub.sequence = 2;
  sub.ring_type = RingType::kDma;
  sub.ibs = {{kIb, static_cast<uint32_t>(sdma.size()), 0}};
  CpReport r = cp.run(sub, mem);
  EXPECT_TRUE(r.refusals.empty());
  EXPECT_EQ(mem.dw(kData + 0x304), 8u);
  EXPECT_TRUE(has(kData + 0x300, 8, TouchKind::kDma));
  EXPECT_EQ(work.ends, 2);
}

TEST_F(SettleTest, ConsecutiveDispatchesAreSettledOnceAtTheEnd) {
  work.stores[1] = {kData, {1}};
  work.stores[2] = {kData, {2}};
  Stream s;
  s += dispatch(1);
  s += acquire_mem(0);  // a barrier that leaves the instruction cache alone
  s += dispatch(2);
  s += acquire_mem(0x80 | 0x100);  // K$ and V$ invalidations only
  s += dispatch(1);
  s += dispatch(2);
  run(s);
  EXPECT_EQ(work.settles, 1);
  EXPECT_EQ(mem.dw(kData), 2u);  // in packet order
}

TEST_F(SettleTest, AnInstructionCacheInvalidationSettles) {
  work.stores[1] = {kData, {1}};
  Stream s;
  s += dispatch(1);
  s += acquire_mem(1);  // GLI_INV = ALL
  s += dispatch(1);
  s += {pkt3(Opcode::kACQUIRE_MEM, 2), 0, 0};  // an older, shorter form: taken as invalidating
  s += dispatch(1);
  run(s);
  EXPECT_EQ(work.settles, 3);
}

TEST_F(SettleTest, IndirectArgumentsWrittenByADispatchAreReadAfterIt) {
  uint64_t args = kData + 0x300;
  mem.put(args, {0, 0, 0});
  work.stores[7] = {args, {9, 1, 1}};
  Stream s;
  s += dispatch(7);
  s += {pkt3(Opcode::kSET_BASE, 3), 1, lo(args), hi(args)};
  s += {pkt3(Opcode::kDISPATCH_INDIRECT, 2), 0, 1};
  run(s);
  ASSERT_EQ(work.seen.size(), 2u);
  EXPECT_EQ(work.seen[1], 9u);
}

TEST_F(SettleTest, AnIndirectBufferWrittenByADispatchIsReadAfterIt) {
  // The dispatch writes a WRITE_DATA packet into the second-level buffer; the
  // buffer held zeros (type-0 writes of register 0 would fail) before it.
  uint64_t ib2 = kData + 0x1000;
  std::vector<uint32_t> packet = {pkt3(Opcode::kWRITE_DATA, 4), 5u << 8, lo(kData + 0x40),
                                  hi(kData + 0x40), 77};
  mem.put(ib2, std::vector<uint32_t>(packet.size(), 0x80000000u));  // type-2 filler
  work.stores[3] = {ib2, packet};
  Stream s;
  s += dispatch(3);
  s += {pkt3(Opcode::kINDIRECT_BUFFER, 3), lo(ib2), hi(ib2),
        (1u << 23) | static_cast<uint32_t>(packet.size())};
  CpReport r = run(s);
  EXPECT_EQ(mem.dw(kData + 0x40), 77u);
  EXPECT_EQ(r.type2_packets, 0u);
}

// A bottom-of-pipe timestamp (RELEASE_MEM, DATA_SEL 3) is the time the work
// before it has finished: the clock is read after the queued dispatches ran, so
// the interval a guest measures around its work holds that work. A top-of-pipe
// one (COPY_DATA from the GPU clock) is the time the command processor reached
// it and waits for nothing.
TEST_F(SettleTest, ABottomOfPipeTimestampIsTakenOnceTheWorkBeforeItHasRun) {
  constexpr uint32_t kClockSel = 9;  // COPY_DATA SRC_SEL: GPU clock
  const uint64_t khz = ExecOptions{}.gpu_counter_khz;
  Stream s;
  s += dispatch(1);
  s += {pkt3(Opcode::kCOPY_DATA, 5),
        kClockSel | 5u << 8 | 1u << 16,
        0,
        0,
        lo(kData + 0x10),
        hi(kData + 0x10)};  // 64 bits (COUNT_SEL), before the settle its write makes
  s += dispatch(1);
  s += {pkt3(Opcode::kRELEASE_MEM, 7),
        0x14 | 5u << 8,
        3u << 29,
        lo(kData + 0x20),
        hi(kData + 0x20),
        0,
        0,
        0};
  CpReport r = run(s);
  ASSERT_TRUE(r.refusals.empty());
  EXPECT_EQ(work.settles, 2);
  uint64_t top = mem.dw(kData + 0x10) | uint64_t{mem.dw(kData + 0x14)} << 32;
  uint64_t bottom = mem.dw(kData + 0x20) | uint64_t{mem.dw(kData + 0x24)} << 32;
  uint64_t settled = work.settled_ns / 1000000 * khz + work.settled_ns % 1000000 * khz / 1000000;
  EXPECT_GE(bottom, settled);
  EXPECT_GT(bottom, top);
}

TEST_F(SettleTest, ARefusalFoundWhenSettlingNamesItsPacket) {
  Stream s;
  s += dispatch(1);
  s += dispatch(1, 2);
  CpReport r = run(s);
  ASSERT_EQ(r.refusals.count("late-refusal"), 1u);
  EXPECT_EQ(r.refusals.at("late-refusal").count, 1u);
  const std::string& first = r.refusals.at("late-refusal").first;
  EXPECT_NE(first.find("packet 0x800000000014"), std::string::npos) << first;
  EXPECT_NE(first.find("DISPATCH_DIRECT: status 2"), std::string::npos) << first;
}

}  // namespace
}  // namespace rdnavk::cp
