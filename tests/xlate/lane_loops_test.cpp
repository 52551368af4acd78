// Loops whose lanes leave alone (decision record 0061): in a split wave's loop
// where nothing needs another lane, each lane leaves on its own bit of the
// tested mask, the masks the loop forms are each lane's own bit in its place,
// and no gather is made. Checked lane by lane in both wave sizes on lavapipe:
// loops with one way out and with two, an if/else inside, and loops that must
// keep the subgroup together (a memory access inside, a scalar register the
// loop writes read after it), each against the counts computed here.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/status.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

// Each lane's start: 1 to 1023, spread so that the lanes of a subgroup leave
// at different rounds.
uint32_t start_of(uint32_t lane) {
  return std::max((lane * 0x9e3779b1u) >> 22, 1u);
}

const char* kStart = R"(
  v_mul_lo_u32 v1, v0, 0x9e3779b1
  v_lshrrev_b32 v1, 22, v1
  v_max_u32 v1, 1, v1
  v_mov_b32 v2, 0
  v_mov_b32 v4, 0
  s_mov_b32 s20, 0
)";

const char* kStore = R"(
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v2, s[0:1]
  s_endpgm
)";

// One Collatz step of v1 without a branch (v3, v5, v6 and VCC as scratch).
const char* kStep = R"(
  v_and_b32 v3, 1, v1
  v_cmp_eq_u32 {VCC}, 0, v3
  v_lshrrev_b32 v5, 1, v1
  v_mad_u32_u24 v6, v1, 3, 1
  v_cndmask_b32 v1, v6, v5, {VCC}
)";

// The top of a loop whose way out is an s_cbranch_execz on the lanes whose
// value is not yet 1.
const char* kLoopTop = R"(
loop:
  v_cmp_ne_u32 {VCC}, 1, v1
  s_and_{B} {EXEC}, {EXEC}, {VCC}
  s_cbranch_execz done
)";

// The Collatz count, its one way out the loop's top, an if/else on the
// value's parity inside (s_and_saveexec, s_xor with the saved mask, a move
// back).
const std::string kOneWayOut = std::string(kLoopTop) + R"(
  s_add_u32 s20, s20, 1
  v_and_b32 v3, 1, v1
  v_cmp_eq_u32 {VCC}, 0, v3
  s_and_saveexec_{B} {S10}, {VCC}
  v_lshrrev_b32 v1, 1, v1
  s_xor_{B} {EXEC}, {EXEC}, {S10}
  v_mad_u32_u24 v1, v1, 3, 1
  s_mov_{B} {EXEC}, {S10}
  v_add_nc_u32 v2, 1, v2
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
)";

// Two ways out to one block, as ACO writes a loop with a break: the lanes that
// reach 1 leave at the top (s_andn2 of the saved mask, its SCC tested), those
// whose value passes 0x3000 leave in the middle with a mark in bit 16.
const std::string kTwoWaysOut = R"(
loop:
  v_cmp_eq_u32 {VCC}, 1, v1
  s_and_saveexec_{B} {S8}, {VCC}
  s_andn2_{B} {S8}, {S8}, {EXEC}
  s_cbranch_scc0 done
  s_mov_{B} {EXEC}, {S8}
  v_cmp_lt_u32 {VCC}, 0x3000, v1
  v_cndmask_b32 v4, v4, 0x10000, {VCC}
  s_andn2_{B} {EXEC}, {EXEC}, {VCC}
  s_andn2_{B} {S8}, {S8}, {VCC}
  s_cbranch_scc0 done
)" + std::string(kStep) + R"(
  v_add_nc_u32 v2, 1, v2
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
  v_or_b32 v2, v2, v4
)";

uint32_t one_way_out(uint32_t lane) {
  uint32_t x = start_of(lane), n = 0;
  while (x != 1) {
    x = (x & 1u) == 0 ? x >> 1 : 3 * x + 1;
    ++n;
  }
  return n;
}

uint32_t two_ways_out(uint32_t lane) {
  uint32_t x = start_of(lane), n = 0;
  while (x != 1) {
    if (x > 0x3000) return n | 0x10000;
    x = (x & 1u) == 0 ? x >> 1 : 3 * x + 1;
    ++n;
  }
  return n;
}

// The translation of `prog` with and without the host's fact; the shuffles
// each holds (the gathers of masks D53 makes on lavapipe's 8 lanes).
struct Gathers {
  size_t with_fact = 0, without = 0;
};
Gathers gathers(const std::string& prog, bool w64) {
  Gathers g;
  std::string error;
  std::vector<uint8_t> code = assemble(prog, w64, &error);
  EXPECT_FALSE(code.empty()) << error;
  for (bool fact : {false, true}) {
    ComputeKey k = lavapipe_key(w64, 64);
    k.host_ballot_by_shuffle = true;
    k.host_lanes_leave_loops = fact;
    TranslateResult t = translate_compute(code, k);
    EXPECT_TRUE(t.ok) << t.refusal << " " << t.detail;
    EXPECT_TRUE(t.module.split_waves) << t.module.whole_waves_why;
    size_t n = 0;
    for (size_t p = 0;
         (p = t.module.assembly.find("OpGroupNonUniformShuffle", p)) != std::string::npos; ++p)
      ++n;
    (fact ? g.with_fact : g.without) = n;
  }
  return g;
}

TEST_F(XlateTest, LanesLeaveALoopAloneWhereNothingNeedsAnotherLane) {
  struct Case {
    const char* name;
    std::string loop;
    uint32_t (*want)(uint32_t);
  };
  for (const Case& c : {Case{"one way out", kOneWayOut, one_way_out},
                        Case{"two ways out", kTwoWaysOut, two_ways_out}}) {
    for (bool w64 : {false, true}) {
      SCOPED_TRACE(fmt::format("{}, {}", c.name, w64 ? "wave64" : "wave32"));
      std::string prog = wave_masks(kStart + c.loop + kStore, w64);
      // The loop's masks are no longer gathered: only the ones after it are.
      Gathers g = gathers(prog, w64);
      EXPECT_GT(g.without, 0u);
      EXPECT_EQ(g.with_fact, 0u);
      auto rep = run(prog, one_group(w64, 64));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), c.want(i)) << "lane " << i;
    }
  }
}

// A wave of 32 that is exactly one host subgroup (NVIDIA's) takes the split
// plan as each half of a wave of 64 does there (D63): where its lanes never
// need each other it is split into that one subgroup, its loops let lanes
// leave alone, and it makes no cross-lane step, so neither a ballot in the loop
// nor D32's lanes-together check is written. A program whose lanes read each
// other stays whole with its checks, as does a wave of 64 in a subgroup of 64
// (D58: a split subgroup lies in one half of the mask).
TEST(LaneLoops, AWaveOf32InOneSubgroupSplitsIntoIt) {
  auto translate = [](const std::string& text, bool w64, unsigned subgroup) {
    std::string error;
    std::vector<uint8_t> code = assemble(wave_masks(text, w64), w64, &error);
    EXPECT_FALSE(code.empty()) << error;
    ComputeKey k = lavapipe_key(w64, 64);
    k.host_subgroup = subgroup;
    k.host_reconverges = true;
    k.host_lanes_leave_loops = true;
    TranslateResult t = translate_compute(code, k);
    EXPECT_TRUE(t.ok) << t.refusal << " " << t.detail;
    return t.module;
  };
  auto count = [](const std::string& s, const std::string& what) {
    size_t n = 0;
    for (size_t p = 0; (p = s.find(what, p)) != std::string::npos; ++p) ++n;
    return n;
  };
  const std::string lanes_apart =
      fmt::format("OpConstant %u32 {}\n", static_cast<uint32_t>(kStatusLanesApart));
  for (const std::string& loop : {kOneWayOut, kTwoWaysOut}) {
    CompiledModule m = translate(kStart + loop + kStore, false, 32);
    EXPECT_TRUE(m.split_waves) << m.whole_waves_why;
    // The loop's masks are each lane's own bit; none is gathered at all.
    EXPECT_EQ(count(m.assembly, "OpGroupNonUniformBallot"), 0u);
    EXPECT_EQ(count(m.assembly, lanes_apart), 0u);
    CompiledModule whole = translate(kStart + loop + kStore, true, 64);
    EXPECT_FALSE(whole.split_waves);
    EXPECT_GT(count(whole.assembly, "OpGroupNonUniformBallot"), 0u);
  }
  // A lane reading another's value keeps the wave whole and checked.
  CompiledModule reads = translate(std::string(kStart) + R"(
  v_readlane_b32 s4, v1, 5
  v_mov_b32 v2, s4
)" + kStore,
                                   false, 32);
  EXPECT_FALSE(reads.split_waves);
  EXPECT_GT(count(reads.assembly, lanes_apart), 0u);
}

// A loop that reads memory keeps its subgroup together (the loads' order
// among lanes is D15's), as does one whose EXEC is read after it (restored by
// s_or with the mask saved before it: a lane that left early would hold the
// other lanes' bits as they were then). Both stay exact.
TEST_F(XlateTest, LoopsThatNeedTheSubgroupKeepItTogether) {
  const std::string kLoads = std::string(kLoopTop) + R"(
  v_and_b32 v7, 1, v1
  v_lshlrev_b32 v7, 2, v7
  global_load_dword v8, v7, s[0:1] offset:0x400
  s_waitcnt vmcnt(0)
)" + kStep + R"(
  v_add_nc_u32 v2, v2, v8
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
)";
  const std::string kExecAfter = "  s_mov_{B} {S8}, {EXEC}\n" + std::string(kLoopTop) + kStep + R"(
  v_add_nc_u32 v2, 1, v2
  s_branch loop
done:
  s_or_{B} {EXEC}, {EXEC}, {S8}
)";
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    // Words 0x400 and 0x404 of the data: each even round adds 1, each odd 3.
    std::string loads = kStart + kLoads + kStore;
    std::string exec_after = kStart + kExecAfter + kStore;
    for (const std::string& text : {loads, exec_after}) {
      std::string prog = wave_masks(text, w64);
      Gathers g = gathers(prog, w64);
      EXPECT_EQ(g.with_fact, g.without);
      EXPECT_GT(g.with_fact, 0u);
    }
    put(kData + 0x400, {1, 3});
    auto rep = run(wave_masks(loads, w64), one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t x = start_of(i), n = 0;
      while (x != 1) {
        n += (x & 1u) == 0 ? 1 : 3;
        x = (x & 1u) == 0 ? x >> 1 : 3 * x + 1;
      }
      EXPECT_EQ(u32(kData + 4 * i), n) << "lane " << i;
    }
    rep = run(wave_masks(exec_after, w64), one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), one_way_out(i)) << "lane " << i;
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
