// A split wave64 written once for each half of the wave (decision record
// 0065): where the wave is split into host subgroups and the program has a
// loop, the module holds one copy of the program for the subgroups of lanes
// 0-31 and one for those of lanes 32-63, each with its half's lane bits as
// constants. Checked on lavapipe's subgroups of 8 with an EXEC and a mask whose
// halves differ, read inside a loop lane by lane, against the values computed
// here; and by what each translation holds.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr uint32_t kExecLo = 0xffff0000u, kExecHi = 0x0000ffffu;  // lanes 16-47
constexpr uint64_t kMask = 0xf0f0f0f00f0f0f0full;                 // read by v_cndmask in the loop

uint32_t start_of(uint32_t lane) {
  return std::max((lane * 0x9e3779b1u) >> 22, 1u);
}

// Each lane of EXEC counts the Collatz steps of its start (v2) and, in v4, the
// rounds in which its bit of s[12:13] was set; the lanes outside EXEC keep
// 0xdead.
const std::string kProgram =
    fmt::format(R"(
  v_mov_b32 v2, 0xdead
  v_mov_b32 v4, 0
  s_mov_b32 s12, {:#x}
  s_mov_b32 s13, {:#x}
  s_mov_b32 exec_lo, {:#x}
  s_mov_b32 exec_hi, {:#x}
  v_mul_lo_u32 v1, v0, 0x9e3779b1
  v_lshrrev_b32 v1, 22, v1
  v_max_u32 v1, 1, v1
  v_mov_b32 v2, 0
loop:
  v_cmp_ne_u32 vcc, 1, v1
  s_and_b64 exec, exec, vcc
  s_cbranch_execz done
  v_cndmask_b32_e64 v5, 0, 1, s[12:13]
  v_add_nc_u32 v4, v4, v5
  v_and_b32 v3, 1, v1
  v_cmp_eq_u32 vcc, 0, v3
  v_lshrrev_b32 v5, 1, v1
  v_mad_u32_u24 v6, v1, 3, 1
  v_cndmask_b32 v1, v6, v5, vcc
  v_add_nc_u32 v2, 1, v2
  s_branch loop
done:
  s_mov_b64 exec, -1
  v_lshlrev_b32 v4, 16, v4
  v_or_b32 v2, v2, v4
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v2, s[0:1]
  s_endpgm
)",
                static_cast<uint32_t>(kMask), static_cast<uint32_t>(kMask >> 32), kExecLo, kExecHi);

uint32_t expected(uint32_t lane) {
  uint64_t exec = (uint64_t{kExecHi} << 32) | kExecLo;
  if ((exec >> lane & 1) == 0) return 0xdead;
  uint32_t x = start_of(lane), n = 0;
  while (x != 1) {
    x = (x & 1u) == 0 ? x >> 1 : 3 * x + 1;
    ++n;
  }
  uint32_t marked = (kMask >> lane & 1) != 0 ? n : 0;
  return n | marked << 16;
}

size_t count(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t p = 0; (p = s.find(what, p)) != std::string::npos; ++p) ++n;
  return n;
}

TEST_F(XlateTest, EachHalfOfASplitWave64RunsItsOwnCopy) {
  TranslateResult t = translate_for_lavapipe(kProgram, true);
  ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
  ASSERT_TRUE(t.module.split_waves) << t.module.whole_waves_why;
  EXPECT_EQ(count(t.module.assembly, "%half_lo = OpLabel"), 1u);
  EXPECT_EQ(count(t.module.assembly, "%half_hi = OpLabel"), 1u);
  auto rep = run(kProgram, one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), expected(i)) << "lane " << i;
}

// One copy where it would gain nothing: a wave of 32 (its masks have one
// half), a split wave64 with no loop, and a wave64 that is not split (its
// subgroups span both halves, D58).
TEST(WaveHalves, OneCopyWhereTheHalvesAreNotWorthTwo) {
  auto copies = [](const std::string& text, bool w64, unsigned subgroup) {
    std::string error;
    std::vector<uint8_t> code = assemble(text, w64, &error);
    EXPECT_FALSE(code.empty()) << error;
    ComputeKey k = lavapipe_key(w64, 64);
    k.host_subgroup = subgroup;
    TranslateResult t = translate_compute(code, k);
    EXPECT_TRUE(t.ok) << t.refusal << " " << t.detail;
    return count(t.module.assembly, "%half_hi = OpLabel") + 1;
  };
  EXPECT_EQ(copies(kProgram, true, 8), 2u);
  EXPECT_EQ(copies(kProgram, true, 32), 2u);
  EXPECT_EQ(copies(kProgram, true, 64), 1u);
  std::string no_loop = R"(
  v_cmp_lt_u32 vcc_lo, 5, v0
  v_cndmask_b32 v1, 1, 2, vcc_lo
)" + std::string(kStoreByLane);
  EXPECT_EQ(copies(no_loop, false, 8), 1u);
  std::string no_loop64 = R"(
  v_cmp_lt_u32 vcc, 5, v0
  v_cndmask_b32 v1, 1, 2, vcc
)" + std::string(kStoreByLane);
  EXPECT_EQ(copies(no_loop64, true, 8), 1u);
  // The loop in waves of 32.
  std::string w32 = kProgram;
  for (auto [from, to] : {std::pair<std::string, std::string>{"s_mov_b32 exec_hi", "s_mov_b32 s14"},
                          {"exec,", "exec_lo,"},
                          {"vcc,", "vcc_lo,"},
                          {"s_and_b64", "s_and_b32"},
                          {"s_mov_b64", "s_mov_b32"},
                          {"s[12:13]", "s12"},
                          {", vcc\n", ", vcc_lo\n"}}) {
    for (size_t p = 0; (p = w32.find(from, p)) != std::string::npos; p += to.size())
      w32.replace(p, from.size(), to);
  }
  EXPECT_EQ(copies(w32, false, 8), 1u);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
