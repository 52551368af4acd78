// The translator's core: scalar and vector arithmetic, EXEC, branches, memory
// by address, and the wave model's lane crossing (D10), on lavapipe.
#include <algorithm>

#include <fmt/format.h>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/module_writer.h"

namespace rdnavk::xlate::testing {
namespace {

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
    for (uint32_t i = 0; i < 64; ++i)
      EXPECT_EQ(u32(kData + 4 * i), i + 1) << i << " wave64 " << w64;
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
)",
                 one_group(true, 64));
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
)") + kStoreByLane,
                 one_group(true, 64));
  ASSERT_EQ(refusals(rep), "");
  // lane 45: 135; first lane with 5 < lane is 6: 18.
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(u32(kData + 4 * i), 153u) << i;
  // Wave32, two waves a group, the lanes read past the first host subgroup's:
  // lane 27 and the first lane above 17.
  rep = run(std::string(R"(
  v_mul_u32_u24 v2, v0, 3
  v_readlane_b32 s4, v2, 27
  s_mov_b32 s6, exec_lo
  v_cmpx_lt_u32 17, v0
  v_readfirstlane_b32 s5, v2
  s_mov_b32 exec_lo, s6
  v_mov_b32 v1, s4
  v_add_nc_u32 v1, s5, v1
)") + kStoreByLane,
            one_group(false, 64));
  ASSERT_EQ(refusals(rep), "");
  // Wave 1 holds v0 32-63: lane 27 reads 59 * 3 and every lane passes, the first 32 * 3.
  for (uint32_t i = 0; i < 64; ++i)
    EXPECT_EQ(u32(kData + 4 * i), i < 32 ? 81u + 54u : 177u + 96u) << i;
}

// Every way a scalar load's address is formed (RDNA2 ISA 4.x, SMEM): the SGPR
// pair plus a signed 21-bit immediate, plus an SGPR offset (as RADV forms a
// dynamically indexed push constant: v_readfirstlane then s_load with that
// SGPR), both together, the low two bits ignored; and through a buffer
// descriptor, where each dword at or past NUM_RECORDS bytes reads 0.
TEST_F(XlateTest, ScalarLoadsFormTheirAddressInEveryWay) {
  constexpr uint64_t kSrc = kData + 0x1000;
  std::vector<uint32_t> src(64);
  for (uint32_t i = 0; i < 64; ++i) src[i] = 0x1000 + i;
  put(kSrc, src);
  std::string prog = R"(
  s_add_u32 s2, s0, 0x1000
  s_addc_u32 s3, s1, 0
  s_mov_b32 s5, 8
  s_load_dword s20, s[2:3], s5 offset:0x10
  s_load_dwordx2 s[22:23], s[2:3], 0x20
  s_add_u32 s10, s2, 0x40
  s_addc_u32 s11, s3, 0
  s_load_dword s21, s[10:11], -0x8
  s_mov_b32 s13, 6
  s_load_dword s24, s[2:3], s13
  v_mov_b32 v5, 0x3c
  v_readfirstlane_b32 s14, v5
  s_load_dword s25, s[2:3], s14
  s_mov_b32 s16, s2
  s_and_b32 s17, s3, 0xffff
  s_mov_b32 s18, 0x20
  s_mov_b32 s19, 0x31016fac
  s_buffer_load_dwordx4 s[28:31], s[16:19], 0x18
  s_mov_b32 s15, 0x1c
  s_buffer_load_dword s26, s[16:19], s15
  s_buffer_load_dword s27, s[16:19], s15 offset:0x4
  s_waitcnt lgkmcnt(0)
)";
  for (unsigned k = 0; k < 12; ++k)
    prog += "  v_writelane_b32 v1, s" + std::to_string(20 + k) + ", " + std::to_string(k) + "\n";
  for (bool w64 : {false, true}) {
    auto rep = run(prog + kStoreByLane, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    uint32_t got[12];
    for (unsigned k = 0; k < 12; ++k) got[k] = u32(kData + 4 * k);
    EXPECT_EQ(got[0], 0x1006u) << "wave64 " << w64;
    EXPECT_EQ(got[1], 0x100eu);
    EXPECT_EQ(got[2], 0x1008u);
    EXPECT_EQ(got[3], 0x1009u);
    EXPECT_EQ(got[4], 0x1001u);
    EXPECT_EQ(got[5], 0x100fu);
    // s_buffer_load with NUM_RECORDS 0x20: 0x1c is in range, 0x20 is not.
    EXPECT_EQ(got[6], 0x1007u);
    EXPECT_EQ(got[7], 0u);
    EXPECT_EQ(got[8], 0x1006u);
    EXPECT_EQ(got[9], 0x1007u);
    EXPECT_EQ(got[10], 0u);
    EXPECT_EQ(got[11], 0u);
  }
}

// v_cndmask_b32's sources take the float modifiers: abs clears and neg flips
// the sign bit of the selected value and nothing else (a NaN keeps its payload).
// ACO folds fabs/fneg of a select into them.
TEST_F(XlateTest, CndmaskSourcesTakeAbsAndNegOnTheSignBit) {
  for (bool w64 : {false, true}) {
    std::string vcc = w64 ? "vcc" : "vcc_lo";
    std::string prog = R"(
  v_mov_b32 v2, 0xc0000000
  v_mov_b32 v3, 0x40400000
  v_mov_b32 v4, 0xffc12345
  v_and_b32 v5, 1, v0
  v_cmp_ne_u32 )" + vcc +
                       R"(, 0, v5
  v_cndmask_b32_e64 v6, |v2|, -v3, )" +
                       vcc + R"(
  v_cndmask_b32_e64 v7, -|v4|, |v4|, )" +
                       vcc + R"(
  v_and_b32 v8, 2, v0
  v_cmp_ne_u32 )" + vcc +
                       R"(, 0, v8
  v_cndmask_b32 v1, v6, v7, )" +
                       vcc + "\n";
    auto rep = run(prog + kStoreByLane, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      bool odd = i & 1, second = i & 2;
      uint32_t want =
          second ? (odd ? 0x7fc12345u : 0xffc12345u) : (odd ? 0xc0400000u : 0x40000000u);
      EXPECT_EQ(u32(kData + 4 * i), want) << "lane " << i << " wave64 " << w64;
    }
  }
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
)") + kStoreByLane,
                 d);
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
)",
                 d);
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
)") + kStoreByLane,
                 one_group(false, 32));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 32; ++i) EXPECT_EQ(u32(kData + 4 * i), 0x13131314u + 0x10u) << i;
}

// PARTIAL_TG_EN: the dispatch's last group in x has NUM_THREAD_PARTIAL x
// threads, in y its own; thread ids run over the smaller group (x fastest), the
// waves past its threads are never launched and TG_SIZE counts those that are.
TEST_F(XlateTest, PartialThreadGroupsAtTheDispatchEdges) {
  const char* prog = R"(
  s_mul_i32 s5, s3, 3
  s_add_u32 s5, s5, s2
  s_lshl_b32 s5, s5, 7
  v_lshlrev_b32 v2, 4, v1
  v_add_nc_u32 v2, v2, v0
  v_add_nc_u32 v2, s5, v2
  v_lshlrev_b32 v2, 2, v2
  s_and_b32 s6, s4, 63
  s_lshl_b32 s6, s6, 24
  v_lshlrev_b32 v3, 8, v0
  v_lshlrev_b32 v4, 16, v1
  v_or3_b32 v3, v3, v4, s6
  v_or_b32 v3, 1, v3
  global_store_dword v2, v3, s[0:1]
  s_endpgm
)";
  for (bool w64 : {false, true}) {
    std::memset(mem.at(kData), 0, 6 * 128 * 4);
    Dispatch d = one_group(w64, 0);
    d.threads[0] = 16 | 5u << 16;  // NUM_THREAD_FULL 16, NUM_THREAD_PARTIAL 5
    d.threads[1] = 8 | 3u << 16;
    d.groups[0] = 3;
    d.groups[1] = 2;
    d.rsrc2 = 1u << 7 | 1u << 8 | 1u << 10 | 1u << 11;  // TGID_X/Y, TG_SIZE, TIDIG_COMP_CNT 1
    d.initiator = 2;                                    // PARTIAL_TG_EN
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "");
    unsigned wave = w64 ? 64 : 32;
    for (uint32_t gy = 0; gy < 2; ++gy)
      for (uint32_t gx = 0; gx < 3; ++gx) {
        uint32_t dx = gx == 2 ? 5 : 16, dy = gy == 1 ? 3 : 8;
        uint32_t waves = (dx * dy + wave - 1) / wave;
        for (uint32_t ty = 0; ty < 8; ++ty)
          for (uint32_t tx = 0; tx < 16; ++tx) {
            uint32_t want = tx < dx && ty < dy ? 1 | tx << 8 | ty << 16 | waves << 24 : 0;
            EXPECT_EQ(u32(kData + 4 * ((gy * 3 + gx) * 128 + ty * 16 + tx)), want)
                << "wave64 " << w64 << " group " << gx << "," << gy << " thread " << tx << ","
                << ty;
          }
      }
  }
  // A partial size above the full one is no group the hardware makes.
  Dispatch d = one_group(false, 0);
  d.threads[0] = 16 | 17u << 16;
  d.initiator = 2;
  EXPECT_EQ(run("s_endpgm", d).refusals.count("partial-thread-group-size"), 1u);
}

// More waves than COMPUTE_TMPRING_SIZE.WAVES has slots: the dispatch runs in
// parts whose waves each have a slot of their own, slots being reused by later
// parts as the hardware reuses those of ended waves.
TEST_F(XlateTest, AScratchRingSmallerThanTheDispatchIsReused) {
  const char* prog = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v1, s5, v1
  v_mov_b32 v2, s4
  v_mad_u32_u24 v2, v2, 1000, v0
  global_store_dword v1, v2, s[2:3]
  s_waitcnt vmcnt(0)
  v_mov_b32 v2, 0
  global_load_dword v3, v1, s[2:3]
  s_waitcnt vmcnt(0)
  v_mov_b32 v2, v3
  s_mul_i32 s6, s4, 64
  v_add_nc_u32 v4, s6, v0
  v_lshlrev_b32 v4, 3, v4
  global_store_dwordx2 v4, v[1:2], s[0:1]
  s_endpgm
)";
  for (bool w64 : {false, true}) {
    uint32_t w = w64 ? 64 : 32;
    uint64_t ring = kData + 0x40000;
    Dispatch d = one_group(w64, w);
    d.user_sgprs.push_back(static_cast<uint32_t>(ring));
    d.user_sgprs.push_back(static_cast<uint32_t>(ring >> 32));
    d.groups[0] = 7;
    d.rsrc2 = 1u << 0 | 1u << 7;  // SCRATCH_EN, TGID_X_EN: s4 group, s5 wave offset
    d.tmpring = 2 | 1u << 12;     // two waves of 1 KiB
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t g = 0; g < 7; ++g)
      for (uint32_t t = 0; t < w; ++t) {
        uint64_t at = kData + 8 * (g * 64 + t);
        EXPECT_EQ(u32(at), (g % 2) * 1024 + 4 * t)
            << "wave64 " << w64 << " group " << g << " lane " << t;
        EXPECT_EQ(u32(at + 4), g * 1000 + t) << "wave64 " << w64 << " group " << g << " lane " << t;
      }
    // A group of two waves cannot fit a ring of one, nor anything a ring of none.
    d.threads[0] = 2 * w;
    d.tmpring = 1 | 1u << 12;
    EXPECT_EQ(run(prog, d).refusals.count("scratch-ring-too-small"), 1u);
    d.tmpring = 1u << 12;
    EXPECT_EQ(run(prog, d).refusals.count("scratch-ring-too-small"), 1u);
  }
}

// The guest's group counts are 32-bit; a grid past the host's
// maxComputeWorkGroupCount (lavapipe: 65535) is refused, never launched.
TEST_F(XlateTest, AGridLargerThanTheHostsIsRefused) {
  Dispatch d = one_group(false, 32);
  d.groups[0] = 0x10000000;
  EXPECT_EQ(run("s_endpgm", d).refusals.count("dispatch-too-large"), 1u);
}

TEST_F(XlateTest, UnmappedAccessIsAFaultNotACrash) {
  auto rep = run(R"(
  s_mov_b32 s2, 0
  s_mov_b32 s3, 0x7000
  v_mov_b32 v1, 0
  global_load_dword v2, v1, s[2:3]
  s_endpgm
)",
                 one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("vm-fault"), 1u) << refusals(rep);
}

TEST_F(XlateTest, AnEndlessLoopEndsAtTheBudgetAndIsRefused) {
  auto rep = run("loop:\n  s_branch loop\n  s_endpgm", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << refusals(rep);
  // A segment that goes round as a host loop (D52) counts each round: by an
  // unconditional branch after other work, and by a conditional one whose
  // not-taken way starts a segment of its own.
  rep = run("loop:\n  s_add_u32 s8, s8, 1\n  s_branch loop\n  s_endpgm", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << refusals(rep);
  rep = run("loop:\n  s_cmp_eq_u32 s0, s0\n  s_cbranch_scc1 loop\nout:\n  s_endpgm",
            one_group(true, 64));
  EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << refusals(rep);
  // A round that may leave before its way back tests the budget with that
  // exit (D70): a scalar exit never taken, a branch back to the start before
  // the first exit, and ACO's shape of a loop whose lanes leave alone, where
  // half the lanes leave in the first round and the rest never do.
  rep = run(R"(
loop:
  s_cmp_lg_u32 s0, s0
  s_cbranch_scc1 out
  s_add_u32 s8, s8, 1
  s_branch loop
out:
  s_endpgm
)",
            one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << refusals(rep);
  rep = run(R"(
loop:
  s_add_u32 s8, s8, 1
  s_cmp_eq_u32 s0, s0
  s_cbranch_scc1 loop
  s_cmp_lg_u32 s0, s0
  s_cbranch_scc1 out
  s_branch loop
out:
  s_endpgm
)",
            one_group(true, 64));
  EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << refusals(rep);
  for (bool wave64 : {false, true}) {
    std::string exec = wave64 ? "exec" : "exec_lo";
    std::string pair = wave64 ? "s[2:3]" : "s2";
    std::string b = wave64 ? "b64" : "b32";
    rep = run(fmt::format(R"(
loop:
  v_cmp_gt_u32 vcc{3}, 16, v0
  s_and_saveexec_{2} {1}, vcc{3}
  s_andn2_{2} {1}, {1}, {0}
  s_cbranch_scc0 out
  s_mov_{2} {0}, {1}
  v_add_nc_u32 v1, 1, v1
  s_branch loop
out:
  s_mov_{2} {0}, -1
  s_endpgm
)",
                          exec, pair, b, wave64 ? "" : "_lo"),
              one_group(wave64, wave64 ? 64 : 32));
    EXPECT_EQ(rep.refusals.count("wave-budget"), 1u) << wave64 << refusals(rep);
  }
}

TEST_F(XlateTest, UnknownInstructionIsRefusedByName) {
  auto rep = run("v_interp_p1_f32 v0, v1, attr0.x\ns_endpgm", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("instruction-v_interp_p1_f32"), 1u) << refusals(rep);
  // A global data share access is an escape where a lane runs it, and nothing
  // where none does (drivers count query results there behind a branch).
  rep = run("ds_add_u32 v0, v1 gds\ns_endpgm", one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("ds-gds"), 1u) << refusals(rep);
  rep = run(R"(
  s_cmp_eq_u32 s0, s0
  s_cbranch_scc1 skip
  ds_add_u32 v0, v1 gds
skip:
  s_mov_b32 exec_lo, 0
  ds_add_u32 v0, v1 gds
  s_endpgm
)",
            one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("ds-gds"), 0u) << refusals(rep);
}

// A program of more blocks than the host's compile budget is refused by name
// before it is translated.
TEST_F(XlateTest, AProgramPastTheBlockBudgetIsRefused) {
  std::string p = "  v_mov_b32 v1, 7\n";
  for (size_t i = 0; i < kMaxProgramBlocks + 8; ++i)
    p += fmt::format("  s_cmp_eq_u32 s2, {}\n  s_cbranch_scc1 L{}\nL{}:\n", i % 60, i, i);
  auto rep = run(p + kStoreByLane, one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("program-too-large-for-host"), 1u) << refusals(rep);
}

// s_wqm: every quad of lanes with a bit set becomes all ones; SCC says
// whether any is.
TEST_F(XlateTest, WqmWidensEachQuadWithABitSet) {
  struct Case {
    uint64_t in, out;
  };
  const Case cases[] = {{0x0000000100000010ull, 0x0000000f000000f0ull},
                        {0x8000000000000001ull, 0xf00000000000000full},
                        {0x0000000000000000ull, 0},
                        {0x0240000080008421ull, 0x0ff00000f000ffffull}};
  for (const Case& c : cases) {
    auto rep = run(fmt::format(R"(
  s_mov_b32 s4, {:#x}
  s_mov_b32 s5, {:#x}
  s_wqm_b64 s[6:7], s[4:5]
  s_cselect_b32 s8, 1, 0
  s_wqm_b32 s9, s4
  s_cselect_b32 s10, 1, 0
  v_mov_b32 v1, s6
  v_mov_b32 v2, s7
  v_mov_b32 v3, s8
  v_mov_b32 v4, s9
  v_mov_b32 v5, s10
  v_mov_b32 v10, 0
  global_store_dwordx4 v10, v[1:4], s[0:1]
  global_store_dword v10, v5, s[0:1] offset:16
  s_endpgm
)",
                               static_cast<uint32_t>(c.in), static_cast<uint32_t>(c.in >> 32)),
                   one_group(true, 64));
    ASSERT_EQ(refusals(rep), "");
    EXPECT_EQ(u32(kData), static_cast<uint32_t>(c.out)) << std::hex << c.in;
    EXPECT_EQ(u32(kData + 4), static_cast<uint32_t>(c.out >> 32)) << std::hex << c.in;
    EXPECT_EQ(u32(kData + 8), c.out != 0 ? 1u : 0u);
    EXPECT_EQ(u32(kData + 12), static_cast<uint32_t>(c.out));
    EXPECT_EQ(u32(kData + 16), static_cast<uint32_t>(c.out) != 0 ? 1u : 0u);
  }
}

// v_cvt_pk_u16_u32 / v_cvt_pk_i16_i32: two integers a 16-bit one holds, packed
// low then high; a value it does not hold is refused rather than saturated.
TEST_F(XlateTest, PackTo16BitsTakesValuesThatFitAndRefusesOthers) {
  const char* prog = R"(
  v_mul_lo_u32 v2, v0, 1031
  v_sub_nc_u32 v3, 0, v2
  v_cvt_pk_u16_u32 v1, v2, v0
  v_cvt_pk_i16_i32 v4, v3, v0
  v_lshlrev_b32 v10, 3, v0
  global_store_dwordx2 v10, v[4:5], s[0:1]
  v_mov_b32 v5, v1
  global_store_dwordx2 v10, v[4:5], s[0:1]
  s_endpgm
)";
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  for (uint32_t i = 0; i < 32; ++i) {
    const uint32_t v = i * 1031;
    EXPECT_EQ(u32(kData + 8 * i),
              (static_cast<uint32_t>(-static_cast<int32_t>(v)) & 0xffff) | i << 16)
        << i;
    EXPECT_EQ(u32(kData + 8 * i + 4), v | i << 16) << i;
  }
  // 64 lanes: from lane 32, -32992 and below do not fit 16 signed bits.
  auto rep = run(prog, one_group(true, 64));
  EXPECT_EQ(rep.refusals.count("cvt-pk-out-of-range"), 1u) << refusals(rep);
  rep = run(R"(
  v_mov_b32 v2, 0x10000
  v_cvt_pk_u16_u32 v1, v0, v2
  s_endpgm
)",
            one_group(false, 32));
  EXPECT_EQ(rep.refusals.count("cvt-pk-out-of-range"), 1u) << refusals(rep);
}

TEST_F(XlateTest, BitreplicateDoublesEachBit) {
  auto rep = run(std::string(R"(
  s_mov_b32 s4, 0x8000a5c3
  s_bitreplicate_b64_b32 s[6:7], s4
  v_mov_b32 v2, s7
  v_cmp_gt_u32 vcc_lo, 1, v0
  v_cndmask_b32 v1, v2, s6, vcc_lo
)") + kStoreByLane,
                 one_group(false, 2));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(u32(kData), 0xcc33f00fu);      // bits 15:0 of s4, each twice
  EXPECT_EQ(u32(kData + 4), 0xc0000000u);  // bits 31:16
}

TEST_F(XlateTest, DsAppendAddsTheActiveLaneCountOncePerWave) {
  // 256 threads in four waves of 64; in each wave only lanes below 10 + wave
  // run ds_append at LDS 16, then every wave's lanes below 3 ds_consume at LDS 20
  // (from 1000). Each active lane gets the dword's value before its wave's add.
  Dispatch d = one_group(true, 256);
  d.rsrc2 = 1u << 15;
  auto rep = run(R"(
  v_mov_b32 v5, 0
  v_mov_b32 v6, 1000
  v_mov_b32 v7, 0
  v_cmp_gt_u32 vcc, 64, v0
  s_and_saveexec_b64 s[8:9], vcc
  ds_write2_b32 v7, v5, v6 offset0:4 offset1:5
  s_mov_b64 exec, s[8:9]
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_and_b32 v2, 63, v0
  v_lshrrev_b32 v3, 6, v0
  v_add_nc_u32 v3, 10, v3
  v_mov_b32 v1, -1
  v_mov_b32 v4, -1
  v_cmpx_gt_u32 v3, v2
  ds_append v1 offset:16
  v_cmpx_gt_u32 3, v2
  ds_consume v4 offset:20
  s_mov_b64 exec, -1
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read2_b32 v[8:9], v7 offset0:4 offset1:5
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx4 v10, v[1:4], s[0:1]
  v_mov_b32 v1, v8
  v_mov_b32 v2, v9
  v_mov_b32 v10, 0x1000
  v_lshlrev_b32 v11, 3, v0
  v_add_nc_u32 v10, v10, v11
  global_store_dwordx2 v10, v[1:2], s[0:1]
  s_endpgm
)",
                 d);
  ASSERT_EQ(refusals(rep), "");
  // The waves' order is the host's: each wave's value is a prefix sum of the
  // counts of the waves before it in some order, and the final sums are exact.
  EXPECT_EQ(u32(kData + 0x1000), 10u + 11 + 12 + 13);
  EXPECT_EQ(u32(kData + 0x1004), 1000u - 4 * 3);
  std::vector<uint32_t> appended, consumed;
  for (uint32_t w = 0; w < 4; ++w) {
    uint64_t base = kData + 16 * 64 * w;
    uint32_t a = u32(base), c = u32(base + 12);
    for (uint32_t l = 0; l < 64; ++l) {
      EXPECT_EQ(u32(base + 16 * l), l < 10 + w ? a : 0xffffffffu) << w << " " << l;
      EXPECT_EQ(u32(base + 16 * l + 12), l < 3 ? c : 0xffffffffu) << w << " " << l;
    }
    appended.push_back(a);
    consumed.push_back(c);
  }
  // Sorted by value, the appends are 0 then partial sums of {10, 11, 12, 13}
  // in the order the waves ran; the consumes step down by 3 from 1000.
  std::sort(consumed.begin(), consumed.end());
  EXPECT_EQ(consumed, (std::vector<uint32_t>{991, 994, 997, 1000}));
  std::vector<uint32_t> order{0, 1, 2, 3};
  std::sort(order.begin(), order.end(),
            [&](uint32_t x, uint32_t y) { return appended[x] < appended[y]; });
  uint32_t sum = 0;
  for (uint32_t w : order) {
    EXPECT_EQ(appended[w], sum) << w;
    sum += 10 + w;
  }
}

TEST_F(XlateTest, OrderedAndUnorderedComparesSeeNans) {
  // v_cmp_o/u_f32, _f64 and _f16 on (1, 1), (NaN, 1) and (1, NaN): lanes 0-2.
  auto rep = run(std::string(R"(
  v_mov_b32 v2, 1.0
  v_mov_b32 v3, 1.0
  v_cmp_eq_u32 vcc_lo, 1, v0
  v_cndmask_b32 v2, v2, 0x7fc00000, vcc_lo
  v_cmp_eq_u32 vcc_lo, 2, v0
  v_cndmask_b32 v3, v3, 0x7fc00000, vcc_lo
  v_cvt_f64_f32 v[4:5], v2
  v_cvt_f64_f32 v[6:7], v3
  v_cvt_f16_f32 v8, v2
  v_cvt_f16_f32 v9, v3
  v_cmp_o_f32 s4, v2, v3
  v_cmp_u_f32 s5, v2, v3
  v_cmp_o_f64 s6, v[4:5], v[6:7]
  v_cmp_u_f64 s7, v[4:5], v[6:7]
  v_cmp_o_f16 s8, v8, v9
  v_cmp_u_f16 s9, v8, v9
  s_lshl_b32 s5, s5, 4
  s_lshl_b32 s6, s6, 8
  s_lshl_b32 s7, s7, 12
  s_lshl_b32 s8, s8, 16
  s_lshl_b32 s9, s9, 20
  s_or_b32 s4, s4, s5
  s_or_b32 s4, s4, s6
  s_or_b32 s4, s4, s7
  s_or_b32 s4, s4, s8
  s_or_b32 s4, s4, s9
  v_mov_b32 v1, s4
  s_mov_b32 s10, exec_lo
  v_cmpx_u_f32 v2, v3
  v_mov_b32 v1, 0x55
  s_mov_b32 exec_lo, s10
)") + kStoreByLane,
                 one_group(false, 3));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(u32(kData), 0x616161u);  // ordered: lane 0; unordered: lanes 1, 2
  EXPECT_EQ(u32(kData + 4), 0x55u);
  EXPECT_EQ(u32(kData + 8), 0x55u);
}

TEST_F(XlateTest, LanesOfAWaveSeeEachOthersAccessesInProgramOrder) {
  // One wave, no barrier (D15). LDS: each lane writes its id at 4 * id, then
  // reads lane 63 - id's slot; then reads lane id + 1's slot and overwrites its
  // own, which must read the old value. Memory: the same through data + 0x1000.
  for (bool w64 : {false, true}) {
    uint32_t n = w64 ? 64 : 32;
    Dispatch d = one_group(w64, n);
    d.rsrc2 = 1u << 15;
    std::string prog = std::string(R"(
  v_lshlrev_b32 v3, 2, v0
  ds_write_b32 v3, v0
  v_sub_nc_u32 v4, )") +
                       std::to_string(n - 1) + R"(, v0
  v_lshlrev_b32 v4, 2, v4
  ds_read_b32 v1, v4
  v_add_nc_u32 v5, 1, v0
  v_and_b32 v5, )" + std::to_string(n - 1) +
                       R"(, v5
  v_lshlrev_b32 v5, 2, v5
  ds_read_b32 v2, v5
  v_add_nc_u32 v6, 1000, v0
  ds_write_b32 v3, v6
  v_add_nc_u32 v7, 0x1000, v3
  global_store_dword v7, v0, s[0:1]
  v_add_nc_u32 v8, 0x1000, v4
  global_load_dword v6, v8, s[0:1]
  v_add_nc_u32 v9, 0x1000, v5
  global_load_dword v7, v9, s[0:1]
  v_add_nc_u32 v10, 2000, v0
  v_add_nc_u32 v11, 0x1000, v3
  global_store_dword v11, v10, s[0:1]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx2 v10, v[1:2], s[0:1]
  v_add_nc_u32 v10, 8, v10
  global_store_dwordx2 v10, v[6:7], s[0:1]
  s_endpgm
)";
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < n; ++i) {
      EXPECT_EQ(u32(kData + 16 * i), n - 1 - i) << i << " wave64 " << w64;
      EXPECT_EQ(u32(kData + 16 * i + 4), (i + 1) % n) << i << " wave64 " << w64;
      EXPECT_EQ(u32(kData + 16 * i + 8), n - 1 - i) << i << " wave64 " << w64;
      EXPECT_EQ(u32(kData + 16 * i + 12), (i + 1) % n) << i << " wave64 " << w64;
      EXPECT_EQ(u32(kData + 0x1000 + 4 * i), 2000 + i) << i << " wave64 " << w64;
    }
  }
}

// A dword LDS access at any byte address reaches the four bytes from it
// (unaligned mode, as the kernel sets SH_MEM_CONFIG): the LDS is filled with
// a hash of each word's address, lane i writes a dword at 5i + 1 (each lane's
// four bytes span two words for most lanes, and no two lanes' overlap), then
// reads dwords at 7i + 3 and 5i + 1, and a ds_read_b64 whose first destination
// is its own address register reads both dwords from the address it had.
TEST_F(XlateTest, LdsDwordAccessesReachTheFourBytesAtAnyAddress) {
  constexpr uint32_t kLdsBytes = 512;
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    uint32_t n = w64 ? 64 : 32;
    Dispatch d = one_group(w64, n);
    d.rsrc2 = 1u << 15;  // 512 bytes of LDS
    std::string prog = "  v_lshlrev_b32 v3, 2, v0\n";
    for (uint32_t k = 0; k < kLdsBytes / 4 / n; ++k) {
      prog += "  v_mul_lo_u32 v2, v3, 0x9e3779b1\n  ds_write_b32 v3, v2\n";
      prog += fmt::format("  v_add_nc_u32 v3, {}, v3\n", 4 * n);
    }
    prog += R"(
  v_mul_u32_u24 v5, 5, v0
  v_add_nc_u32 v5, 1, v5
  v_mul_lo_u32 v6, v0, 0x01030507
  v_add_nc_u32 v6, 0x11223344, v6
  ds_write_b32 v5, v6
  v_mul_u32_u24 v7, 7, v0
  v_add_nc_u32 v7, 3, v7
  ds_read_b32 v8, v7
  ds_read_b32 v9, v5
  v_lshlrev_b32 v4, 3, v0
  ds_read_b64 v[4:5], v4
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx2 v10, v[8:9], s[0:1]
  v_add_nc_u32 v10, 8, v10
  global_store_dwordx2 v10, v[4:5], s[0:1]
  s_endpgm
)";
    std::vector<uint8_t> lds(kLdsBytes);
    auto put = [&](uint32_t at, uint32_t v) { std::memcpy(&lds[at], &v, 4); };
    auto get = [&](uint32_t at) {
      uint32_t v;
      std::memcpy(&v, &lds[at], 4);
      return v;
    };
    for (uint32_t at = 0; at < kLdsBytes; at += 4) put(at, at * 0x9e3779b1u);
    for (uint32_t i = 0; i < n; ++i) put(5 * i + 1, i * 0x01030507u + 0x11223344u);
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < n; ++i) {
      EXPECT_EQ(u32(kData + 16 * i), get(7 * i + 3)) << i;
      EXPECT_EQ(u32(kData + 16 * i + 4), get(5 * i + 1)) << i;
      EXPECT_EQ(u32(kData + 16 * i + 8), get(8 * i)) << i;
      EXPECT_EQ(u32(kData + 16 * i + 12), get(8 * i + 4)) << i;
    }
  }
}

// The D16 LDS reads fill one half of the VGPR and keep the other: lane i's
// byte 0x80 + i and short 0x8000 + i (at 128 + 2i), zero- and sign-extended,
// into the low or high half of 0x12345678.
// v_perm_b32: the four values LLVM 19 folds llvm.amdgcn.perm to (clang-19
// -mcpu=gfx1030 -O2 on constants), then selectors 0-15 in each byte (and
// 0xf0-0xff in the last lanes) against the ISA guide's byte_permute.
TEST_F(XlateTest, PermPicksBytesSignsZerosAndOnes) {
  auto perm = [](uint32_t s0, uint32_t s1, uint32_t sel) {
    const uint64_t data = uint64_t{s0} << 32 | s1;
    uint32_t d = 0;
    for (unsigned k = 0; k < 4; ++k) {
      const uint32_t s = (sel >> (8 * k)) & 0xff;
      uint32_t byte = s < 8     ? (data >> (8 * s)) & 0xff
                      : s < 12  ? (((data >> (15 + 16 * (s - 8))) & 1) ? 0xffu : 0u)
                      : s == 12 ? 0u
                                : 0xffu;
      d |= byte << (8 * k);
    }
    return d;
  };
  EXPECT_EQ(perm(0x11223344u, 0x55667788u, 0x00010203u), 0x88776655u);
  EXPECT_EQ(perm(0x11223344u, 0x55667788u, 0x07060504u), 0x11223344u);
  EXPECT_EQ(perm(0x81223344u, 0x55f67788u, 0x0b0a0908u), 0xff000000u);
  EXPECT_EQ(perm(0x81223344u, 0x55f67788u, 0x0c0d0e0fu), 0x00ffffffu);
  const char* prog = R"(
  v_mul_lo_u32 v3, v0, 0x01030507
  v_and_b32 v3, 0x0f0f0f0f, v3
  v_add_nc_u32 v6, 8, v0
  v_lshrrev_b32 v6, 6, v6
  v_mul_lo_u32 v6, v6, 0xf0f0f0f0
  v_or_b32 v3, v3, v6
  v_mov_b32 v4, 0x81f23344
  v_mul_lo_u32 v5, v0, 0x9e3779b9
  v_perm_b32 v1, v4, v5, v3
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v1, s[0:1]
  s_endpgm
)";
  for (bool w64 : {false, true}) {
    ASSERT_EQ(refusals(run(prog, one_group(w64, 64))), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t sel = ((i * 0x01030507u) & 0x0f0f0f0fu) | (i >= 56 ? 0xf0f0f0f0u : 0u);
      EXPECT_EQ(u32(kData + 4 * i), perm(0x81f23344u, i * 0x9e3779b9u, sel)) << i;
    }
  }
}

TEST_F(XlateTest, LdsD16ReadsFillOneHalf) {
  for (bool w64 : {false, true}) {
    Dispatch d = one_group(w64, w64 ? 64 : 32);
    d.rsrc2 |= 2u << 15;  // 1 KiB of LDS
    auto rep = run(R"(
  v_add_nc_u32 v1, 0x80, v0
  ds_write_b8 v0, v1
  v_lshlrev_b32 v2, 1, v0
  v_add_nc_u32 v3, 0x8000, v0
  ds_write_b16 v2, v3 offset:128
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_mov_b32 v10, 0x12345678
  v_mov_b32 v11, 0x12345678
  v_mov_b32 v12, 0x12345678
  v_mov_b32 v13, 0x12345678
  v_mov_b32 v14, 0x12345678
  v_mov_b32 v15, 0x12345678
  ds_read_u8_d16 v10, v0
  ds_read_i8_d16_hi v11, v0
  ds_read_u16_d16 v12, v2 offset:128
  ds_read_u16_d16_hi v13, v2 offset:128
  ds_read_i8_d16 v14, v0
  ds_read_u8_d16_hi v15, v0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v16, 5, v0
  global_store_dwordx4 v16, v[10:13], s[0:1]
  global_store_dwordx2 v16, v[14:15], s[0:1] offset:16
  s_endpgm
)",
                   d);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < (w64 ? 64u : 32u); ++i) {
      const uint32_t b = 0x80 + i, h = 0x8000 + i;
      const uint32_t sb = static_cast<uint16_t>(static_cast<int16_t>(static_cast<int8_t>(b)));
      EXPECT_EQ(u32(kData + 32 * i), 0x12340000u | b) << i;
      EXPECT_EQ(u32(kData + 32 * i + 4), sb << 16 | 0x5678u) << i;
      EXPECT_EQ(u32(kData + 32 * i + 8), 0x12340000u | h) << i;
      EXPECT_EQ(u32(kData + 32 * i + 12), h << 16 | 0x5678u) << i;
      EXPECT_EQ(u32(kData + 32 * i + 16), 0x12340000u | sb) << i;
      EXPECT_EQ(u32(kData + 32 * i + 20), b << 16 | 0x5678u) << i;
    }
  }
}

TEST_F(XlateTest, WorkgroupInfoHoldsTheWaveCountAndTheWaveNumber) {
  // TG_SIZE_EN alone: s2 is the workgroup info (waves in 5:0, wave in 11:6 and 24:20).
  for (bool w64 : {false, true}) {
    Dispatch d = one_group(w64, 256);
    d.rsrc2 = 1u << 10;
    auto rep = run(std::string("  v_mov_b32 v1, s2\n") + kStoreByLane, d);
    ASSERT_EQ(refusals(rep), "");
    uint32_t wave = w64 ? 64 : 32;
    for (uint32_t i = 0; i < 256; ++i)
      EXPECT_EQ(u32(kData + 4 * i), (i / wave) << 20 | (i / wave) << 6 | 256 / wave) << i;
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
