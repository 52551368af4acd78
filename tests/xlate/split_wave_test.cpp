// Split waves (D23): where lavapipe's 8-lane subgroups are narrower than the
// wave, a wave whose lanes never need each other runs as independent
// subgroups, each seeing its own lanes' bits of every mask. The analysis must
// split exactly the programs for which every lane still computes what the whole
// wave would, and the values must be the hardware's either way: each program
// here is checked lane by lane, split or not.
#include <fmt/format.h>

#include <string>
#include <string_view>

#include "isa/program.h"
#include "tests/xlate/xlate_fixture.h"
#include "xlate/split_waves.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

// `text` with the wave's mask operands named: {VCC} {EXEC} {S4} {S6} {B} (b64 or b32).
std::string fill(const std::string& text, bool w64) {
  return wave_masks(text, w64);
}
// The same, ending by storing v1 to data[lane].
std::string masks(const std::string& text, bool w64) {
  return fill(text, w64) + kStoreByLane;
}

struct Translated {
  bool ok = false;
  bool split = false;
  std::string why_not;
};
// The module for `text` in one group of 64 lanes on 8-lane host subgroups.
Translated translate(const std::string& text, bool w64) {
  TranslateResult r = translate_for_lavapipe(text, w64);
  std::string error;
  std::vector<uint8_t> code = assemble(text, w64, &error);
  isa::Program prog =
      isa::analyze_program(code, 0, w64 ? isa::WaveSize::k64 : isa::WaveSize::k32, 1u << 16);
  SplitPlan plan = plan_split_waves(prog, w64, {});
  EXPECT_EQ(plan.split, r.module.split_waves);
  return {r.ok, r.module.split_waves, plan.why_not};
}

// The module for `text` keeps whole waves, for a reason naming `why`.
void expect_whole(const std::string& text, bool w64, std::string_view why) {
  Translated t = translate(text, w64);
  EXPECT_FALSE(t.split);
  EXPECT_NE(t.why_not.find(why), std::string::npos) << t.why_not;
}

// A loop each lane leaves after its own count (lane / 4) of iterations, as ACO
// writes one: the subgroups whose lanes are done leave while others go on.
const char* kLoop = R"(
  v_lshrrev_b32 v2, 2, v0
  v_mov_b32 v1, 0
  s_mov_b32 s8, 0
  s_mov_{B} {S6}, {EXEC}
loop:
  v_cmp_le_u32 {VCC}, v2, s8
  s_andn2_{B} {S6}, {S6}, {VCC}
  s_mov_{B} {EXEC}, {S6}
  s_cbranch_execz done
  v_add_nc_u32 v1, v1, s8
  s_add_u32 s8, s8, 1
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
)";

TEST_F(XlateTest, SplitWaveLoopsLeaveByTheirOwnLanes) {
  for (bool w64 : {false, true}) {
    std::string prog = masks(kLoop, w64);
    Translated t = translate(prog, w64);
    EXPECT_TRUE(t.split) << t.why_not;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t n = i / 4;
      EXPECT_EQ(u32(kData + 4 * i), n * (n - 1) / 2) << "wave64 " << w64 << " lane " << i;
    }
  }
}

// The same loop with its scalar counter read after it: the wave's count is the
// largest of its lanes', which a subgroup that left early never saw. Not split,
// and every lane adds its wave's count.
TEST_F(XlateTest, SplitWaveRefusedWhereTheLoopsCountIsReadAfter) {
  for (bool w64 : {false, true}) {
    std::string prog = masks(std::string(kLoop) + "  v_add_nc_u32 v1, v1, s8\n", w64);
    expect_whole(prog, w64, "live where");
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t n = i / 4;
      uint32_t wave_count = w64 ? 15 : (i < 32 ? 7 : 15);
      EXPECT_EQ(u32(kData + 4 * i), n * (n - 1) / 2 + wave_count)
          << "wave64 " << w64 << " lane " << i;
    }
  }
}

// A branch on VCC that skips work done with every lane on: where VCC has bits
// only outside a subgroup, the wave still does the work for that subgroup's
// lanes. Not split.
TEST_F(XlateTest, SplitWaveRefusedWhereSkippedWorkTouchesItsLanes) {
  for (bool w64 : {false, true}) {
    std::string prog = masks(R"(
  v_mov_b32 v1, 0
  v_cmp_gt_u32 {VCC}, 40, v0
  s_cbranch_vccz skip
  v_mov_b32 v1, 7
skip:
)",
                             w64);
    Translated t = translate(prog, w64);
    EXPECT_FALSE(t.split);
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i)
      EXPECT_EQ(u32(kData + 4 * i), 7u) << "wave64 " << w64 << " lane " << i;
  }
}

// Nested ifs as ACO writes them (s_and_saveexec, a skip on EXEC, EXEC restored
// with s_or): whole subgroups with no lane inside skip each part.
TEST_F(XlateTest, SplitWaveNestedIfsSkipWholeSubgroups) {
  for (bool w64 : {false, true}) {
    std::string prog = masks(R"(
  v_and_b32 v2, 7, v0
  v_mov_b32 v1, 1
  v_cmp_gt_u32 {VCC}, 24, v0
  s_and_saveexec_{B} {S4}, {VCC}
  s_cbranch_execz outer_end
  v_add_nc_u32 v1, 10, v1
  v_cmp_eq_u32 {VCC}, 3, v2
  s_and_saveexec_{B} {S6}, {VCC}
  s_cbranch_execz inner_end
  v_add_nc_u32 v1, 0x64, v1
inner_end:
  s_or_{B} {EXEC}, {EXEC}, {S6}
  v_add_nc_u32 v1, 0x3e8, v1
outer_end:
  s_or_{B} {EXEC}, {EXEC}, {S4}
)",
                             w64);
    Translated t = translate(prog, w64);
    EXPECT_TRUE(t.split) << t.why_not;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t want = i < 24 ? 1 + 10 + 1000 + ((i & 7) == 3 ? 100 : 0) : 1;
      EXPECT_EQ(u32(kData + 4 * i), want) << "wave64 " << w64 << " lane " << i;
    }
  }
}

// The wave's whole EXEC read by a vector instruction (v_mbcnt counts the active
// lanes below each lane): a subgroup does not know the others' bits. Not split;
// exact.
TEST_F(XlateTest, SplitWaveRefusedWhereALaneCountsTheWavesLanes) {
  for (bool w64 : {false, true}) {
    std::string body = R"(
  v_cmp_ne_u32 {VCC}, 0, v0
  s_and_saveexec_{B} {S4}, {VCC}
  v_mbcnt_lo_u32_b32 v1, exec_lo, 0
)";
    if (w64) body += "  v_mbcnt_hi_u32_b32 v1, exec_hi, v1\n";
    body += "  s_or_{B} {EXEC}, {EXEC}, {S4}\n";
    std::string prog = masks(body, w64);
    Translated t = translate(prog, w64);
    EXPECT_FALSE(t.split);
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      // Lane 0 is off; the others count the wave's active lanes below them.
      uint32_t want = i == 0 ? 0 : (!w64 && i >= 32 ? i - 32 : i - 1);
      EXPECT_EQ(u32(kData + 4 * i), want) << "wave64 " << w64 << " lane " << i;
    }
  }
}

// Lanes 40-63 read what their neighbour stored before the branch that skips
// the others: the wave meets inside the skipped part (D15). A subgroup that
// left goes on alone; that is exact where it has nothing the others must see
// in order before it ends or waits at s_barrier for them (split), not where it
// stores first (not split). Exact every way.
enum class After { kEnd, kStore, kBarrierThenStore };
std::string neighbours(bool w64, After after) {
  std::string t = R"(
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v0, s[0:1]
  v_cmp_le_u32 {VCC}, 40, v0
  s_and_saveexec_{B} {S4}, {VCC}
  s_cbranch_execz done
  v_add_nc_u32 v2, 1, v0
  v_and_b32 v2, 63, v2
  v_lshlrev_b32 v2, 2, v2
  global_load_dword v3, v2, s[0:1]
  s_waitcnt vmcnt(0)
  global_store_dword v10, v3, s[0:1] offset:256
done:
  s_or_{B} {EXEC}, {EXEC}, {S4}
)";
  if (after == After::kBarrierThenStore) t += "  s_waitcnt vmcnt(0)\n  s_barrier\n";
  if (after != After::kEnd) t += "  global_store_dword v10, v0, s[0:1] offset:512\n";
  return fill(t + "  s_endpgm\n", w64);
}

TEST_F(XlateTest, SplitWaveMeetsInsideASkippedPartWhereTheOthersWait) {
  for (bool w64 : {false, true}) {
    for (After after : {After::kEnd, After::kStore, After::kBarrierThenStore}) {
      std::string prog = neighbours(w64, after);
      Translated t = translate(prog, w64);
      EXPECT_EQ(t.split, after != After::kStore) << t.why_not;
      auto rep = run(prog, one_group(w64, 64));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(u32(kData + 4 * i), i) << i;
        EXPECT_EQ(u32(kData + 256 + 4 * i), i >= 40 ? (i + 1) % 64 : 0u)
            << "wave64 " << w64 << " after " << static_cast<int>(after) << " lane " << i;
        if (after != After::kEnd) {
          EXPECT_EQ(u32(kData + 512 + 4 * i), i) << i;
        }
      }
    }
  }
}

// v_readfirstlane where the subgroup is known to have an active lane (inside a
// part skipped when it has none): of a value every lane holds alike, each
// subgroup reads its own first lane (split); of the lane's own number, only the
// wave's first active lane has it (not split). Exact both ways.
TEST_F(XlateTest, SplitWaveReadsItsFirstLaneOnlyOfAValueTheLanesShare) {
  for (bool w64 : {false, true}) {
    for (bool shared : {true, false}) {
      std::string prog = masks(std::string(R"(
  s_mov_b32 s8, 7
  v_mov_b32 v1, 0
  v_mov_b32 v2, s8
  v_add_nc_u32 v2, 3, v2
  v_add_nc_u32 v3, 0x64, v0
  v_cmp_gt_u32 {VCC}, 20, v0
  s_and_saveexec_{B} {S4}, {VCC}
  s_cbranch_execz skip
)") + (shared ? "  v_readfirstlane_b32 s9, v2\n" : "  v_readfirstlane_b32 s9, v3\n") +
                                   R"(
  v_mov_b32 v1, s9
skip:
  s_or_{B} {EXEC}, {EXEC}, {S4}
)",
                               w64);
      Translated t = translate(prog, w64);
      EXPECT_EQ(t.split, shared) << t.why_not;
      auto rep = run(prog, one_group(w64, 64));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i)
        EXPECT_EQ(u32(kData + 4 * i), i < 20 ? (shared ? 10u : 100u) : 0u)
            << "wave64 " << w64 << " shared " << shared << " lane " << i;
    }
  }
}

// v_readfirstlane before any test of the subgroup's lanes: where every wave
// starts with every lane on (a group of whole waves, no partial groups), every
// subgroup has an active lane and reads its own first one (split); in a group
// of 40 lanes the last wave's last subgroups have none (not split). Exact both
// ways, and where EXEC is set to -1 before it as well.
TEST_F(XlateTest, SplitWaveReadsItsFirstLaneFromTheStartInWholeWaves) {
  for (bool w64 : {false, true}) {
    for (uint16_t threads : {uint16_t{64}, uint16_t{40}}) {
      std::string prog = masks(R"(
  s_mov_b32 s8, 7
  v_mov_b32 v2, s8
  v_readfirstlane_b32 s9, v2
  v_add_nc_u32 v1, s9, v0
)",
                               w64);
      TranslateResult r = translate_for_lavapipe(prog, w64, threads);
      EXPECT_EQ(r.module.split_waves, threads == 64) << "wave64 " << w64 << " threads " << threads;
      put(kData, std::vector<uint32_t>(64, 0));
      auto rep = run(prog, one_group(w64, threads));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i)
        EXPECT_EQ(u32(kData + 4 * i), i < threads ? 7u + i : 0u)
            << "wave64 " << w64 << " threads " << threads << " lane " << i;
    }
  }
}

// MODE is the wave's: lanes 0-23 reach an s_setreg that keeps f32 denormals,
// and the wave's other lanes then keep them too (a multiply of the smallest
// denormal by one). A subgroup with none of those lanes would skip it: not
// split, and exact.
TEST_F(XlateTest, SplitWaveRefusedWhereSkippedPartSetsMode) {
  for (bool w64 : {false, true}) {
    std::string prog = masks(R"(
  v_cmp_gt_u32 {VCC}, 24, v0
  s_and_saveexec_{B} {S4}, {VCC}
  s_cbranch_execz skip
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
skip:
  s_or_{B} {EXEC}, {EXEC}, {S4}
  v_mov_b32 v2, 1
  v_mul_f32 v1, 1.0, v2
)",
                             w64);
    expect_whole(prog, w64, "hardware register");
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      // wave32: the second wave has no lane below 24 and keeps flushing.
      uint32_t want = (w64 || i < 32) ? 1u : 0u;
      EXPECT_EQ(u32(kData + 4 * i), want) << "wave64 " << w64 << " lane " << i;
    }
  }
}

// D53: on a host whose shuffles are cheaper than its ballots, a split wave's
// masks are gathered by shuffles. Eight rounds each make EXEC from a bit of a
// different hash of the lane, so every subgroup sees many masks; each lane adds
// its round's bit only where its own bit of EXEC is set, which a mask gathered
// into the wrong places would give to other lanes.
TEST_F(XlateTest, SplitWaveBallotsByShuffleGiveEachLaneItsBit) {
  std::string body = R"(
  v_mul_lo_u32 v2, v0, 0x9e3779b1
  v_mov_b32 v1, 0
)";
  for (int r = 0; r < 8; ++r) {
    body += fmt::format(R"(
  v_lshrrev_b32 v3, {}, v2
  v_and_b32 v3, 1, v3
  v_cmp_ne_u32 {{VCC}}, 0, v3
  s_and_saveexec_{{B}} {{S6}}, {{VCC}}
  v_or_b32 v1, {}, v1
  s_mov_{{B}} {{EXEC}}, {{S6}}
)",
                        9 + 3 * r, 1u << r);
  }
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    std::string prog = masks(body, w64);
    std::string error;
    std::vector<uint8_t> code = assemble(prog, w64, &error);
    ASSERT_FALSE(code.empty()) << error;
    for (bool shuffle : {false, true}) {
      ComputeKey k = lavapipe_key(w64, 64);
      k.host_ballot_by_shuffle = shuffle;
      TranslateResult t = translate_compute(code, k);
      ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
      EXPECT_TRUE(t.module.split_waves);
      const std::string& text = t.module.assembly;
      EXPECT_EQ(text.find("OpGroupNonUniformBallot") == std::string::npos, shuffle);
      EXPECT_EQ(text.find("OpGroupNonUniformShuffle") != std::string::npos, shuffle);
    }
    // The host's own key, shuffles or not, runs it exactly.
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t h = i * 0x9e3779b1u, want = 0;
      for (int r = 0; r < 8; ++r) want |= ((h >> (9 + 3 * r)) & 1u) << r;
      EXPECT_EQ(u32(kData + 4 * i), want) << "lane " << i;
    }
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
