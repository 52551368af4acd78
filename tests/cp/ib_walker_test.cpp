#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <vector>

#include "cp/ib_walker.h"

namespace rdnavk::cp {
namespace {

uint32_t pkt3(pm4::Opcode op, uint32_t body) {
  return 3u << 30 | ((body - 1) & 0x3fff) << 16 | static_cast<uint32_t>(op) << 8;
}

// A GPU memory made of IBs placed at chosen addresses.
class IbMemory final : public GpuMemory {
 public:
  void place(uint64_t va, std::vector<uint32_t> dw) { ibs_[va] = std::move(dw); }
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    for (const auto& [base, dw] : ibs_) {
      uint64_t end = base + dw.size() * 4;
      if (va >= base && va + out.size() <= end) {
        std::memcpy(out.data(), reinterpret_cast<const uint8_t*>(dw.data()) + (va - base),
                    out.size());
        return true;
      }
    }
    return false;
  }
  bool write(uint64_t, std::span<const uint8_t>) override { return false; }

 private:
  std::map<uint64_t, std::vector<uint32_t>> ibs_;
};

std::vector<uint32_t> indirect(uint64_t va, uint32_t size, bool chain) {
  return {pkt3(pm4::Opcode::kINDIRECT_BUFFER, 3), static_cast<uint32_t>(va),
          static_cast<uint32_t>(va >> 32), (1u << 23) | (chain ? 1u << 20 : 0) | size};
}

struct Recorder final : PacketVisitor {
  std::vector<std::pair<uint8_t, int>> ops;  // opcode, depth
  std::vector<WalkError> errors;
  uint32_t packet(const pm4::Packet& p, uint64_t, int depth) override {
    ops.emplace_back(p.header.opcode, depth);
    return p.header.opcode == 0x22 ? skip_after_cond_exec : 0;
  }
  uint32_t skip_after_cond_exec = 0;
  void error(WalkError e, uint64_t, const std::string&) override { errors.push_back(e); }
};

std::vector<uint32_t> cat(std::vector<uint32_t> a, const std::vector<uint32_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

const std::vector<uint32_t> kDispatch = {pkt3(pm4::Opcode::kDISPATCH_DIRECT, 4), 1, 1, 1, 1};
const std::vector<uint32_t> kDraw = {pkt3(pm4::Opcode::kDRAW_INDEX_AUTO, 2), 3, 2};

TEST(IbWalker, FollowsChainsAndSkipsWhatFollowsTheChain) {
  IbMemory m;
  m.place(0x1000, cat(cat(kDispatch, indirect(0x2000, 5, true)), kDraw));  // draw never runs
  m.place(0x2000, kDispatch);
  Recorder r;
  WalkTotals t = walk_ibs({{0x1000, 12, 0}}, m, r);
  EXPECT_TRUE(r.errors.empty());
  ASSERT_EQ(r.ops.size(), 3u);
  EXPECT_EQ(r.ops[0].first, 0x15);
  EXPECT_EQ(r.ops[1].first, 0x3F);
  EXPECT_EQ(r.ops[2].first, 0x15);
  EXPECT_EQ(r.ops[2].second, 0);  // a chain stays at its level
  EXPECT_EQ(t.ibs, 2u);
}

TEST(IbWalker, NestedCallReturnsToTheCaller) {
  IbMemory m;
  m.place(0x1000, cat(indirect(0x2000, 3, false), kDraw));
  m.place(0x2000, kDraw);
  Recorder r;
  walk_ibs({{0x1000, 7, 0}}, m, r);
  ASSERT_EQ(r.ops.size(), 3u);
  EXPECT_EQ(r.ops[1].second, 1);
  EXPECT_EQ(r.ops[2].first, 0x2D);
  EXPECT_EQ(r.ops[2].second, 0);
}

TEST(IbWalker, ChainLoopIsReportedNotSpun) {
  IbMemory m;
  m.place(0x1000, indirect(0x2000, 4, true));
  m.place(0x2000, indirect(0x1000, 4, true));
  Recorder r;
  walk_ibs({{0x1000, 4, 0}}, m, r);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0], WalkError::kChainLoop);
}

TEST(IbWalker, NestingPastTheLimitIsReported) {
  IbMemory m;
  m.place(0x1000, indirect(0x2000, 4, false));
  m.place(0x2000, indirect(0x3000, 4, false));  // an IB3: the CP has two levels
  m.place(0x3000, kDraw);
  Recorder r;
  walk_ibs({{0x1000, 4, 0}}, m, r);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0], WalkError::kTooDeep);
}

TEST(IbWalker, SelfCallRecursionIsBounded) {
  IbMemory m;
  m.place(0x1000, indirect(0x1000, 4, false));
  Recorder r;
  walk_ibs({{0x1000, 4, 0}}, m, r);
  EXPECT_EQ(r.errors.size(), 1u);
}

TEST(IbWalker, UnmappedAndTruncated) {
  IbMemory m;
  m.place(0x1000, {pkt3(pm4::Opcode::kNOP, 8), 0});
  Recorder r;
  walk_ibs({{0x1000, 2, 0}, {0x9000, 4, 0}}, m, r);
  ASSERT_EQ(r.errors.size(), 2u);
  EXPECT_EQ(r.errors[0], WalkError::kTruncatedPacket);
  EXPECT_EQ(r.errors[1], WalkError::kIbUnmapped);
}

TEST(IbWalker, BudgetStopsAHugeStream) {
  IbMemory m;
  m.place(0x1000, kDraw);
  Recorder r;
  WalkLimits lim;
  lim.max_dwords = 2;
  walk_ibs({{0x1000, 3, 0}}, m, r, lim);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0], WalkError::kBudget);
}

TEST(IbWalker, AVisitorCanSkipTheDwordsAPacketGuards) {
  IbMemory m;
  // COND_EXEC guarding the dispatch, then a draw that always runs.
  std::vector<uint32_t> cond = {pkt3(pm4::Opcode::kCOND_EXEC, 4), 0, 0, 0, 5};
  m.place(0x1000, cat(cat(cond, kDispatch), kDraw));
  Recorder r;
  r.skip_after_cond_exec = 5;
  walk_ibs({{0x1000, 13, 0}}, m, r);
  ASSERT_EQ(r.ops.size(), 2u);
  EXPECT_EQ(r.ops[1].first, 0x2D);
  r = Recorder{};
  r.skip_after_cond_exec = 100;  // past the end of the IB: the IB ends
  walk_ibs({{0x1000, 13, 0}}, m, r);
  EXPECT_EQ(r.ops.size(), 1u);
  EXPECT_TRUE(r.errors.empty());
}

}  // namespace
}  // namespace rdnavk::cp
