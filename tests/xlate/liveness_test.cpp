// Which scalar registers are live at each block's start (register_use.cpp
// sgprs_live_in), and the zeros a segment's loop leaves in the dead ones (D68).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "isa/program.h"
#include "tests/xlate/xlate_fixture.h"
#include "xlate/register_use.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

isa::Program analyzed(const std::string& text, bool wave64) {
  std::string error;
  std::vector<uint8_t> code = assemble(text, wave64, &error);
  EXPECT_FALSE(code.empty()) << error;
  return isa::analyze_program(code, 0, wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32);
}

RegisterUse::Registers regs(std::initializer_list<unsigned> list) {
  RegisterUse::Registers r;
  for (unsigned i : list) r.set(i);
  return r;
}

// Blocks: 0 (the set-up), 8 (the loop), 20 (after it).
const char* kCounted = R"(
  s_mov_b32 s4, 0
  s_mov_b32 s5, 7
loop:
  s_add_u32 s4, s4, 1
  s_cmp_lt_u32 s4, s5
  s_cbranch_scc1 loop
  s_mov_b32 s6, s4
  s_mov_b32 s9, s8
  s_endpgm
)";

// A register is live where some path reads it before writing it: the count
// and the limit in the loop, the count and s8 after it; SCC, which each block
// writes before it reads it, nowhere; nothing past the end.
TEST(SgprLiveness, LiveWhereSomePathReadsBeforeAWrite) {
  isa::Program p = analyzed(kCounted, false);
  auto live = sgprs_live_in(p, false);
  ASSERT_EQ(live.size(), 3u);
  EXPECT_EQ(live.at(0), regs({8}));
  EXPECT_EQ(live.at(8), regs({4, 5, 8}));
  EXPECT_EQ(live.at(20), regs({4, 8}));
}

// Unknown (empty) where a jump is computed or a move is relative to M0: the
// register read or the block reached is a value.
TEST(SgprLiveness, UnknownWhereAJumpIsComputedOrAMoveIsRelative) {
  EXPECT_TRUE(sgprs_live_in(analyzed("  s_getpc_b64 s[4:5]\n  s_setpc_b64 s[4:5]\n", false), false)
                  .empty());
  EXPECT_TRUE(
      sgprs_live_in(analyzed("  s_movrels_b32 s4, s8\n  s_mov_b32 s5, s4\n  s_endpgm\n", false),
                    false)
          .empty());
  EXPECT_FALSE(sgprs_live_in(analyzed(kCounted, true), true).empty());
}

// A loop whose lanes leave alone (D61): a scalar set before it and read after,
// one the loop writes that nothing reads again, and EXEC set whole after it.
const char* kLeftAlone = R"(
  s_mov_b32 s12, 9
  v_and_b32 v1, 7, v0
  v_mov_b32 v2, 0
  v_cmpx_ne_u32 0, v1
loop:
  v_cmp_lt_u32 {VCC}, v2, v1
  s_and_{B} {S6}, {VCC}, {EXEC}
  s_cbranch_scc0 done
  s_mov_{B} {EXEC}, {S6}
  s_mov_b32 s13, 5
  v_add_nc_u32 v2, 1, v2
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
  v_lshlrev_b32 v10, 3, v0
  v_mov_b32 v3, s12
  global_store_dword v10, v2, s[0:1]
  global_store_dword v10, v3, s[0:1] offset:4
  s_endpgm
)";

// Where the loop is left for the block after it, the registers dead there are
// zeroed (s13, the loop's mask s6, EXEC, which it sets before reading) and
// s12, live there, is kept: every lane gets its rounds and s12.
TEST_F(XlateTest, ALoopLeftForABlockZeroesOnlyWhatIsDeadThere) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    std::string prog = wave_masks(kLeftAlone, w64);
    std::string error;
    std::vector<uint8_t> code = assemble(prog, w64, &error);
    ASSERT_FALSE(code.empty()) << error;
    ComputeKey k = lavapipe_key(w64, 64);
    k.host_lanes_leave_loops = true;
    TranslateResult t = translate_compute(code, k);
    ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
    EXPECT_TRUE(t.module.split_waves) << t.module.whole_waves_why;
    const std::string& m = t.module.assembly;
    size_t leave = m.find("\n%leave");
    ASSERT_NE(leave, std::string::npos);
    std::string out = m.substr(leave, m.find("OpStore %pc", leave) - leave);
    EXPECT_NE(out.find("OpStore %rs13 "), std::string::npos) << out;
    EXPECT_NE(out.find("OpStore %rs6 "), std::string::npos) << out;
    EXPECT_NE(out.find("OpStore %rs126 "), std::string::npos) << out;
    EXPECT_EQ(out.find("OpStore %rs12 "), std::string::npos) << out;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      EXPECT_EQ(u32(kData + 8 * i), (i & 7) == 0 ? 0u : i & 7) << "lane " << i;
      EXPECT_EQ(u32(kData + 8 * i + 4), 9u) << "lane " << i;
    }
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
