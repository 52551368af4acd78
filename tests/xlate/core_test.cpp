// The translator's core: scalar and vector arithmetic, EXEC, branches, memory
// by address, and the wave model's lane crossing (D10), on lavapipe.
#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

// s[0:1] holds the data address; every lane stores v_result at data + 4 * lane.
const char* kStoreByLane = R"(
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v1, s[0:1]
  s_endpgm
)";

Dispatch one_group(bool wave64, uint32_t threads) {
  Dispatch d;
  d.wave64 = wave64;
  d.threads[0] = threads;
  d.user_sgprs = {static_cast<uint32_t>(XlateTest::kData), static_cast<uint32_t>(XlateTest::kData >> 32)};
  return d;
}

TEST_F(XlateTest, ScalarCarryChainAndVectorAdd) {
  for (bool w64 : {false, true}) {
    std::string prog = std::string(R"(
  s_mov_b32 s2, -1
  s_add_u32 s2, s2, 1
  s_addc_u32 s3, 0, 0
  v_add_nc_u32 v1, s3, v0
)") + kStoreByLane;
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), i + 1) << i << " wave64 " << w64;
  }
}

TEST_F(XlateTest, CompareMaskIsTheWaveBallot) {
  // v_cmp_gt_u32 of 20 > lane: bits 0-19; the mask is written to s[4:5] and
  // every lane stores both halves (wave64) or the low one (wave32).
  for (bool w64 : {false, true}) {
    std::string prog = w64 ? R"(
  v_cmp_gt_u32 vcc, 20, v0
  s_mov_b64 s[4:5], vcc
  s_bcnt1_i32_b64 s6, vcc
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx3 v10, v[1:3], s[0:1]
  s_endpgm
)"
                           : R"(
  v_cmp_gt_u32 vcc_lo, 20, v0
  s_mov_b32 s4, vcc_lo
  s_bcnt1_i32_b32 s6, vcc_lo
  v_mov_b32 v1, s4
  v_mov_b32 v2, 0
  v_mov_b32 v3, s6
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx3 v10, v[1:3], s[0:1]
  s_endpgm
)";
    auto rep = run(prog, one_group(w64, w64 ? 64 : 32));
    ASSERT_EQ(refusals(rep), "");
    EXPECT_EQ(u32(kData), 0xfffffu);
    EXPECT_EQ(u32(kData + 4), 0u);
    EXPECT_EQ(u32(kData + 8), 20u);
  }
}

TEST_F(XlateTest, ExecMasksStoresAndBranchesSkip) {
  // Lanes below 10 store 7; the others keep what memory held (0xdead).
  std::vector<uint32_t> init(64, 0xdead);
  put(kData, init);
  auto rep = run(R"(
  v_mov_b32 v1, 7
  v_cmpx_gt_u32 10, v0
  s_cbranch_execz skip
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v1, s[0:1]
skip:
  s_endpgm
)", one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), i < 10 ? 7u : 0xdeadu) << i;
}

TEST_F(XlateTest, ReadlaneAndReadfirstlane) {
  auto rep = run(std::string(R"(
  v_mul_u32_u24 v2, v0, 3
  v_readlane_b32 s4, v2, 45
  v_cmpx_lt_u32 5, v0
  v_readfirstlane_b32 s5, v2
  s_mov_b64 exec, -1
  v_mov_b32 v1, s4
  v_add_nc_u32 v1, s5, v1
)") + kStoreByLane, one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  // lane 45: 135; first lane with 5 < lane is 6: 18.
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), 153u) << i;
}

TEST_F(XlateTest, WavesOfAGroupMeetAtBarrierThroughLds) {
  // 256 threads in wave64: four waves. Each lane writes its id to LDS, the
  // waves meet at s_barrier, and each reads the id of lane 255 - id.
  Dispatch d = one_group(true, 256);
  d.rsrc2 = 2u << 15;  // 1 KiB of LDS
  auto rep = run(std::string(R"(
  v_lshlrev_b32 v3, 2, v0
  ds_write_b32 v3, v0
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_sub_nc_u32 v4, 255, v0
  v_lshlrev_b32 v4, 2, v4
  ds_read_b32 v1, v4
  s_waitcnt lgkmcnt(0)
)") + kStoreByLane, d);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 256; ++i) EXPECT_EQ(u32(kData + 4 * i), 255 - i) << i;
}

TEST_F(XlateTest, WorkgroupIdsAndThreadIdsFollowTheRegisters) {
  Dispatch d = one_group(false, 8);
  d.threads[1] = 4;
  d.groups[0] = 3;
  d.groups[1] = 2;
  d.rsrc2 = (1u << 7) | (1u << 8) | (1u << 11);  // TGID_X_EN, TGID_Y_EN, TIDIG_COMP_CNT=1
  // s2 = group x, s3 = group y; store (gy * 3 + gx) * 32 + ty * 8 + tx.
  auto rep = run(R"(
  s_mul_i32 s4, s3, 3
  s_add_u32 s4, s4, s2
  s_lshl_b32 s4, s4, 5
  v_lshl_add_u32 v5, v1, 3, v0
  v_add_nc_u32 v6, s4, v5
  v_lshlrev_b32 v10, 2, v6
  global_store_dword v10, v6, s[0:1]
  s_endpgm
)", d);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 6 * 32; ++i) EXPECT_EQ(u32(kData + 4 * i), i) << i;
}

TEST_F(XlateTest, SixtyFourBitAddWithCarryInVcc) {
  // 0x11111111fffffff0 + 0x0202020200000020 with the VOP2 carry forms, whose
  // VCC destination prints as an implicit operand before the sources.
  auto rep = run(std::string(R"(
  v_mov_b32 v2, 0xfffffff0
  v_mov_b32 v3, 0x11111111
  v_mov_b32 v4, 0x20
  v_mov_b32 v5, 0x02020202
  v_add_co_u32 v6, vcc_lo, v2, v4
  v_add_co_ci_u32_e32 v1, vcc_lo, v3, v5, vcc_lo
  v_add_nc_u32 v1, v1, v6
)") + kStoreByLane, one_group(false, 32));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 32; ++i) EXPECT_EQ(u32(kData + 4 * i), 0x13131314u + 0x10u) << i;
}

TEST_F(XlateTest, UnmappedAccessIsAFaultNotACrash) {
  auto rep = run(R"(
  s_mov_b32 s2, 0
  s_mov_b32 s3, 0x7000
  v_mov_b32 v1, 0
  global_load_dword v2, v1, s[2:3]
  s_endpgm
)", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("vm-fault"), 1u) << refusals(rep);
}

TEST_F(XlateTest, AnEndlessLoopEndsAtTheBudgetAndIsRefused) {
  auto rep = run("loop:\n  s_branch loop\n  s_endpgm", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << refusals(rep);
}

TEST_F(XlateTest, UnknownInstructionIsRefusedByName) {
  auto rep = run("v_interp_p1_f32 v0, v1, attr0.x\ns_endpgm", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("instruction-v_interp_p1_f32"), 1u) << refusals(rep);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
