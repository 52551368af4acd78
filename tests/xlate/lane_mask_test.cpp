// Lane masks kept by each lane (D16): a compare or carry-out whose whole mask no
// scalar instruction reads is made without the workgroup meeting, and every
// lane still reads exactly the bit the hardware would give it; where a scalar
// instruction does read it, on any path, the whole mask is formed.
#include "tests/xlate/xlate_fixture.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

// The module's text for `text` on lavapipe's 8-lane subgroups.
std::string module_text(const std::string& text, bool wave64) {
  return translate_for_lavapipe(text, wave64).module.assembly;
}

// 64-bit adds: the carry goes from v_add_co_u32 to v_add_co_ci_u32 through VCC
// (and through an SGPR pair in the VOP3 form), lane by lane; no scalar reads it,
// so the module has no meeting at all. Mask operands are named per wave size.
std::string carries(bool w64) {
  std::string vcc = w64 ? "vcc" : "vcc_lo", s4 = w64 ? "s[4:5]" : "s4", s6 = w64 ? "s[6:7]" : "s6";
  return R"(
  v_mov_b32 v2, 0xfffffff0
  v_add_nc_u32 v2, v2, v0
  v_mov_b32 v3, 0x11111111
  v_mov_b32 v4, 0x08
  v_mov_b32 v5, 0x02020202
  v_add_co_u32 v6, )" +
         vcc + R"(, v2, v4
  v_add_co_ci_u32_e32 v7, )" +
         vcc + ", v3, v5, " + vcc + R"(
  v_sub_co_u32 v8, )" +
         s4 + R"(, v6, v0
  v_sub_co_ci_u32_e64 v9, )" +
         s6 + ", v7, 0, " + s4 + R"(
  v_xor_b32 v1, v8, v9
)" + kStoreByLane;
}

TEST_F(XlateTest, CarriesStayInTheLanes) {
  for (bool w64 : {false, true}) {
    std::string prog = carries(w64);
    EXPECT_EQ(module_text(prog, w64).find("OpControlBarrier"), std::string::npos)
        << "wave64 " << w64;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint64_t a = (uint64_t{0x11111111} << 32 | (0xfffffff0u + i));
      uint64_t sum = a + (uint64_t{0x02020202} << 32 | 8u);
      uint64_t diff = sum - i;
      EXPECT_EQ(u32(kData + 4 * i), static_cast<uint32_t>(diff) ^ static_cast<uint32_t>(diff >> 32))
          << "wave64 " << w64 << " lane " << i;
    }
  }
}

// A compare's mask kept in the lanes, then the high half of VCC written by a
// scalar move: lanes 32-63 read the new half, lanes 0-31 their own compare.
TEST_F(XlateTest, AScalarWriteOfHalfAMaskReachesItsLanes) {
  std::string prog = std::string(R"(
  v_cmp_gt_u32 vcc, 40, v0
  s_mov_b32 vcc_hi, 0x0000ff00
  v_cndmask_b32 v1, 7, 9, vcc
)") + kStoreByLane;
  EXPECT_EQ(module_text(prog, true).find("OpControlBarrier"), std::string::npos);
  auto rep = run(prog, one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    bool bit = i < 32 ? i < 40 : ((0xff00u >> (i - 32)) & 1) != 0;
    EXPECT_EQ(u32(kData + 4 * i), bit ? 9u : 7u) << i;
  }
}

// A compare read both bit by bit and, after a loop, as a scalar: the whole mask
// is formed (the scalar read is two blocks away), and the lanes read the same
// bits either way.
TEST_F(XlateTest, AMaskReadAsAScalarOnSomePathIsFormed) {
  for (bool w64 : {false, true}) {
    std::string m = w64 ? "s[4:5]" : "s4";
    std::string prog = "  v_cmp_lt_u32 " + m + ", v0, 20\n" + "  v_cndmask_b32 v1, 3, 5, " + m +
                       "\n" +
                       "  s_mov_b32 s8, 3\n"
                       "loop:\n"
                       "  v_add_nc_u32 v1, v1, 16\n"
                       "  s_sub_u32 s8, s8, 1\n"
                       "  s_cmp_eq_u32 s8, 0\n"
                       "  s_cbranch_scc0 loop\n" +
                       (w64 ? "  s_bcnt1_i32_b64 s9, s[4:5]\n" : "  s_bcnt1_i32_b32 s9, s4\n") +
                       "  v_add_nc_u32 v1, s9, v1\n" + kStoreByLane;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    uint32_t lanes = w64 ? 64 : 32;
    for (uint32_t i = 0; i < 64; ++i) {
      // Each wave counts its own lanes below 20.
      uint32_t first = i / lanes * lanes;
      uint32_t count = first >= 20 ? 0 : std::min<uint32_t>(20 - first, lanes);
      EXPECT_EQ(u32(kData + 4 * i), (i < 20 ? 5u : 3u) + 48u + count)
          << "wave64 " << w64 << " lane " << i;
    }
  }
}

// Masks combined by scalar bitwise ops (as ACO combines compares) and read
// only by v_cndmask: each lane combines its own bits, with no meeting. The same
// ops whose SCC a branch reads form the whole mask.
TEST_F(XlateTest, BitwiseOpsOnMasksStayInTheLanes) {
  for (bool w64 : {false, true}) {
    std::string b = w64 ? "b64" : "b32";
    auto r = [&](int n) {
      return w64 ? "s[" + std::to_string(n) + ":" + std::to_string(n + 1) + "]"
                 : "s" + std::to_string(n);
    };
    std::string vcc = w64 ? "vcc" : "vcc_lo", exec = w64 ? "exec" : "exec_lo";
    std::string prog = "  v_cmp_gt_u32 " + vcc +
                       ", 40, v0\n"
                       "  v_cmp_lt_u32_e64 " +
                       r(4) +
                       ", 9, v0\n"
                       "  v_and_b32 v2, 3, v0\n"
                       "  v_cmp_eq_u32_e64 " +
                       r(6) +
                       ", 0, v2\n"
                       "  s_and_" +
                       b + " " + r(8) + ", " + vcc + ", " + r(4) +
                       "\n"  // 9 < i < 40
                       "  s_xor_" +
                       b + " " + r(10) + ", " + r(8) + ", " + r(6) +
                       "\n"  // ... != i % 4 == 0
                       "  s_andn2_" +
                       b + " " + r(12) + ", " + r(10) + ", " + exec +
                       "\n"  // nothing
                       "  s_orn2_" +
                       b + " " + r(14) + ", " + r(12) + ", " + r(6) +
                       "\n"  // i % 4 != 0
                       "  s_not_" +
                       b + " " + vcc + ", " + r(14) +
                       "\n"  // i % 4 == 0
                       "  v_cndmask_b32 v1, 0, 1, " +
                       r(10) +
                       "\n"
                       "  v_cndmask_b32_e64 v3, 0, 2, " +
                       r(12) +
                       "\n"
                       "  v_cndmask_b32 v4, 0, 4, " +
                       vcc +
                       "\n"
                       "  v_or3_b32 v1, v1, v3, v4\n" +
                       kStoreByLane;
    EXPECT_EQ(module_text(prog, w64).find("OpControlBarrier"), std::string::npos)
        << "wave64 " << w64;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      bool in_range = i > 9 && i < 40, quad = i % 4 == 0;
      uint32_t want = (in_range != quad ? 1u : 0u) | (quad ? 4u : 0u);
      EXPECT_EQ(u32(kData + 4 * i), want) << "wave64 " << w64 << " lane " << i;
    }
    // SCC read by a branch: the whole mask is formed, and SCC is its != 0.
    std::string branchy = "  v_cmp_gt_u32 " + vcc +
                          ", 3, v0\n"
                          "  v_cmp_lt_u32_e64 " +
                          r(4) +
                          ", 100, v0\n"
                          "  s_and_" +
                          b + " " + r(8) + ", " + vcc + ", " + r(4) +
                          "\n"  // empty: SCC = 0
                          "  v_cndmask_b32_e64 v1, 5, 6, " +
                          r(8) +
                          "\n"
                          "  s_cbranch_scc1 skip\n"
                          "  v_add_nc_u32 v1, 10, v1\n"
                          "skip:\n" +
                          kStoreByLane;
    EXPECT_NE(module_text(branchy, w64).find("OpControlBarrier"), std::string::npos);
    rep = run(branchy, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i)
      EXPECT_EQ(u32(kData + 4 * i), 15u) << "wave64 " << w64 << " lane " << i;
  }
}

// A carry-out to the null register goes nowhere and costs nothing.
TEST_F(XlateTest, AMaskWrittenToNullIsNotFormed) {
  std::string prog = std::string(R"(
  v_add_co_u32 v1, null, v0, 5
)") + kStoreByLane;
  EXPECT_EQ(module_text(prog, false).find("OpControlBarrier"), std::string::npos);
  auto rep = run(prog, one_group(false, 64));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), i + 5) << i;
}

// Wave64 masks combined by 64-bit ops, a saveexec, its restore and a branch
// on EXEC, read by v_cndmask: every lane reads the bit the hardware gives it.
TEST_F(XlateTest, Wave64MasksCombinedByPairsReachTheirLanes) {
  std::string prog = std::string(R"(
  v_cmp_gt_u32 vcc, 40, v0
  v_and_b32 v2, 1, v0
  v_cmp_eq_u32 s[10:11], 0, v2
  s_and_b64 s[8:9], vcc, s[10:11]
  s_or_b64 s[12:13], s[8:9], exec
  s_andn2_b64 s[8:9], s[12:13], s[8:9]
  v_cmp_gt_u32 s[14:15], 20, v0
  s_and_saveexec_b64 s[16:17], s[14:15]
  s_cbranch_execz 1
  v_mov_b32 v3, 5
  s_mov_b64 exec, s[16:17]
  v_cndmask_b32 v1, 7, 9, s[8:9]
)") + kStoreByLane;
  auto rep = run(prog, one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  // s8 = (lane < 40 and even) or active, less (lane < 40 and even): the odd
  // lanes and those from 40.
  for (uint32_t i = 0; i < 64; ++i) {
    bool bit = !(i < 40 && i % 2 == 0);
    EXPECT_EQ(u32(kData + 4 * i), bit ? 9u : 7u) << i;
  }
}

// A mask word moved to the other half's word (a 64-bit shift by 32, a 32-bit
// move from one word of a pair to the other) holds the other half's lanes'
// bits: the split analysis keeps such a wave whole (D23, amended), and each
// lane reads the bit the hardware gives it.
TEST_F(XlateTest, AMaskWordMovedToTheOtherHalfIsReadAsItIs) {
  const char* moves[] = {"s_lshl_b64 s[8:9], s[8:9], 32", "s_mov_b32 s9, s8"};
  for (const char* move : moves) {
    SCOPED_TRACE(move);
    std::string prog = std::string(R"(
  v_cmp_gt_u32 vcc, 40, v0
  s_mov_b64 s[8:9], vcc
  v_cndmask_b32 v4, 0, 1, s[8:9]
  )") + move + R"(
  v_cndmask_b32 v1, 7, 9, s[8:9]
  v_add_nc_u32 v1, v1, v4
)" + kStoreByLane;
    auto rep = run(prog, one_group(true, 64));
    ASSERT_EQ(refusals(rep), "");
    bool shift = std::string(move).starts_with("s_lshl");
    for (uint32_t i = 0; i < 64; ++i) {
      bool before = i < 40;
      // The shift leaves lanes 0-31 clear and gives 32-63 the low word (all
      // set); the move gives 32-63 the low word and leaves 0-31 as they were.
      bool after = shift ? i >= 32 : (i < 32 ? before : true);
      EXPECT_EQ(u32(kData + 4 * i), (after ? 9u : 7u) + (before ? 1u : 0u)) << i;
    }
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
