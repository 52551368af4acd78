// Wave64 lane masks worked on half by half (decision record 0058): the bitwise
// ops, selects, shifts by 32 and compares of 64-bit scalar values whose halves
// differ, and a split wave's masks with bits in both halves, on lavapipe.
#include <cstdint>
#include <string>
#include <vector>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr uint64_t kA = 0x123456789abcdef0ull;
constexpr uint64_t kB = 0x0f0f00fff0f0ff00ull;
constexpr uint64_t kHighOnly = 0x0000000100000000ull;

// Every 64-bit scalar bitwise op on A and B, each op's SCC, a select each
// way, shifts by 32 and the 64-bit compares; lane 0 stores the results.
TEST_F(XlateTest, ScalarMaskOpsKeepEachHalf) {
  for (bool w64 : {true, false}) {
    const std::string prog = R"(
  s_mov_b32 s4, 0x9abcdef0
  s_mov_b32 s5, 0x12345678
  s_mov_b32 s6, 0xf0f0ff00
  s_mov_b32 s7, 0x0f0f00ff
  s_mov_b32 s40, 0
  s_mov_b32 s41, 1
  s_and_b64 s[8:9], s[4:5], s[6:7]
  s_or_b64 s[10:11], s[4:5], s[6:7]
  s_xor_b64 s[12:13], s[4:5], s[6:7]
  s_andn2_b64 s[14:15], s[4:5], s[6:7]
  s_orn2_b64 s[16:17], s[4:5], s[6:7]
  s_nand_b64 s[18:19], s[4:5], s[6:7]
  s_nor_b64 s[20:21], s[4:5], s[6:7]
  s_xnor_b64 s[22:23], s[4:5], s[6:7]
  s_not_b64 s[24:25], s[4:5]
  s_cmp_eq_u64 s[4:5], s[4:5]
  s_cselect_b64 s[26:27], s[4:5], s[6:7]
  s_cmp_lg_u64 s[4:5], s[4:5]
  s_cselect_b64 s[28:29], s[4:5], s[6:7]
  s_lshr_b64 s[30:31], s[4:5], 32
  s_cmp_eq_u64 s[4:5], s[6:7]
  s_cselect_b32 s32, 1, 0
  s_cmp_lg_u64 s[40:41], 0
  s_cselect_b32 s33, 1, 0
  s_and_b64 s[34:35], s[40:41], -1
  s_cselect_b32 s36, 1, 0
  s_and_b64 s[34:35], s[40:41], s[4:5]
  s_cselect_b32 s37, 1, 0
  s_mov_b32 exec_lo, 1
  v_mov_b32 v10, 0
)";
    std::string stores;
    for (unsigned k = 0; k < 30; ++k)
      stores += "  v_mov_b32 v1, s" + std::to_string(8 + k) +
                "\n  global_store_dword v10, v1, s[0:1] offset:" + std::to_string(4 * k) + "\n";
    auto rep = run(prog + stores + "  s_endpgm\n", one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    auto u64_at = [&](unsigned k) {
      return u32(kData + 4 * k) | uint64_t{u32(kData + 4 * k + 4)} << 32;
    };
    const char* wave = w64 ? "wave64" : "wave32";
    EXPECT_EQ(u64_at(0), kA & kB) << wave;
    EXPECT_EQ(u64_at(2), kA | kB) << wave;
    EXPECT_EQ(u64_at(4), kA ^ kB) << wave;
    EXPECT_EQ(u64_at(6), kA & ~kB) << wave;
    EXPECT_EQ(u64_at(8), kA | ~kB) << wave;
    EXPECT_EQ(u64_at(10), ~(kA & kB)) << wave;
    EXPECT_EQ(u64_at(12), ~(kA | kB)) << wave;
    EXPECT_EQ(u64_at(14), ~(kA ^ kB)) << wave;
    EXPECT_EQ(u64_at(16), ~kA) << wave;
    EXPECT_EQ(u64_at(18), kA) << wave;
    EXPECT_EQ(u64_at(20), kB) << wave;
    EXPECT_EQ(u64_at(22), kA >> 32) << wave;
    EXPECT_EQ(u32(kData + 4 * 24), 0u) << wave;  // A == B
    EXPECT_EQ(u32(kData + 4 * 25), 1u) << wave;  // a value nonzero in its high half alone
    EXPECT_EQ(u32(kData + 4 * 28), 1u) << wave;  // its SCC from s_and_b64 with -1
    EXPECT_EQ(u32(kData + 4 * 29), 0u) << wave;  // and with A, whose bit 32 is clear
    EXPECT_EQ(u64_at(26), kHighOnly & kA) << wave;
  }
}

// A split wave64 (8-lane host subgroups) whose masks have bits in both halves:
// lanes 21 to 39 take the branch; a subgroup with none of them skips it.
TEST_F(XlateTest, SplitWaveMasksAcrossBothHalves) {
  std::vector<uint32_t> init(64, 0xdead);
  put(kData, init);
  const std::string prog = R"(
  v_cmp_gt_u32 vcc, 40, v0
  v_cmp_lt_u32 s[4:5], 20, v0
  s_and_b64 s[6:7], vcc, s[4:5]
  s_and_saveexec_b64 s[8:9], s[6:7]
  s_cbranch_execz done
  s_xor_b64 s[10:11], s[8:9], exec
  v_cndmask_b32 v1, 0, 1, s[10:11]
  v_add_nc_u32 v1, 5, v1
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v1, s[0:1]
done:
  s_mov_b64 exec, s[8:9]
  s_endpgm
)";
  TranslateResult t = translate_for_lavapipe(prog, true);
  ASSERT_TRUE(t.ok) << t.refusal;
  EXPECT_TRUE(t.module.split_waves);
  auto rep = run(prog, one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  // s[10:11] = the lanes of EXEC before, less those that took the branch:
  // every lane that stores has its bit clear there.
  for (uint32_t i = 0; i < 64; ++i)
    EXPECT_EQ(u32(kData + 4 * i), i > 20 && i < 40 ? 5u : 0xdeadu) << i;
}

}  // namespace
}  // namespace rdnavk::xlate::testing
