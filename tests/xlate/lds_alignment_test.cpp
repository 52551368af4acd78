// LDS addresses proved dword-aligned (decision record 0056): the analysis must
// prove exactly what holds in every lane that runs the access, lanes that were
// off when the address was written included, and a proved access must reach
// the same bytes as the general path. The groups of a dispatch with more
// groups than the LDS buffer has regions (decision record 0055) run in parts,
// each group with its own region.
#include <fmt/format.h>

#include <cstring>
#include <string>
#include <vector>

#include "isa/program.h"
#include "tests/xlate/assemble.h"
#include "tests/xlate/xlate_fixture.h"
#include "xlate/lds_alignment.h"

namespace rdnavk::xlate::testing {
namespace {

// The known zero bits of each DS instruction's address in `text`, in program
// order.
std::vector<unsigned> zero_bits(const std::string& text, bool w64, bool all_lanes_at_start,
                                unsigned shared_vgprs = 0) {
  std::string error;
  std::vector<uint8_t> code = assemble(text, w64, &error);
  EXPECT_FALSE(code.empty()) << error;
  isa::Program prog =
      isa::analyze_program(code, 0, w64 ? isa::WaveSize::k64 : isa::WaveSize::k32, 1u << 16);
  std::vector<unsigned> r;
  for (const auto& [offset, bits] :
       lds_address_zero_bits(prog, w64, all_lanes_at_start, 64, shared_vgprs))
    r.push_back(bits);
  return r;
}

TEST(LdsAlignment, ZeroBitsFollowTheOperationsThatKeepThem) {
  const std::string text = R"(
  v_lshlrev_b32 v3, 2, v0
  ds_write_b32 v3, v1
  v_lshl_add_u32 v4, v0, 3, 8
  ds_read_b32 v5, v4
  v_add_nc_u32 v6, 1, v3
  ds_write_b32 v6, v1
  v_and_b32 v7, -4, v1
  ds_write_b32 v7, v1
  v_mul_u32_u24 v8, 12, v0
  ds_read2_b32 v[10:11], v8 offset1:1
  v_or_b32 v9, 16, v3
  ds_read_b32 v12, v9
  v_mov_b32 v13, v1
  ds_read_b32 v14, v13
  s_endpgm
)";
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    EXPECT_EQ(zero_bits(text, w64, true), (std::vector<unsigned>{2, 3, 0, 2, 2, 2, 0}));
    // Lanes that start off hold whatever was there: nothing is known.
    EXPECT_EQ(zero_bits(text, w64, false), (std::vector<unsigned>{0, 0, 0, 0, 0, 0, 0}));
  }
}

// A value written while some lanes are off is known only as far as the old
// and the new values agree: a lane turned on again reads the old one.
TEST(LdsAlignment, ALaneOffAtTheWriteKeepsWhatTheRegisterHeld) {
  const std::string text = R"(
  v_mul_u32_u24 v4, 5, v0
  v_cmpx_gt_u32 16, v0
  v_lshlrev_b32 v4, 2, v0
  ds_write_b32 v4, v1
  s_mov_b64 exec, -1
  ds_write_b32 v4, v1
  v_lshlrev_b32 v4, 2, v0
  ds_write_b32 v4, v1
  s_endpgm
)";
  std::string w32 = text;
  w32.replace(w32.find("s_mov_b64 exec"), 14, "s_mov_b32 exec_lo");
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    // The first two accesses read v4 after a write under v_cmpx: the lanes
    // that were off hold the old 5 * lane (which the second access reads, all
    // lanes on). The analysis does not follow which lanes are on, so it proves
    // neither; every lane is on at the last write.
    EXPECT_EQ(zero_bits(w64 ? text : w32, w64, true), (std::vector<unsigned>{0, 0, 2}));
  }
}

// A loop that steps the address by a multiple of 4 keeps it aligned; one that
// steps by 2 does not, through the loop's back edge.
TEST(LdsAlignment, ALoopKeepsWhatEveryRoundKeeps) {
  const std::string text = R"(
  v_lshlrev_b32 v3, 4, v0
  s_mov_b32 s4, 4
loop:
  ds_write_b32 v3, v1
  v_add_nc_u32 v3, {STEP}, v3
  s_sub_u32 s4, s4, 1
  s_cbranch_scc0 loop
  ds_write_b32 v3, v1
  s_endpgm
)";
  auto with = [&](const char* step) {
    std::string t = text;
    t.replace(t.find("{STEP}"), 6, step);
    return t;
  };
  EXPECT_EQ(zero_bits(with("8"), false, true), (std::vector<unsigned>{3, 3}));
  EXPECT_EQ(zero_bits(with("2"), false, true), (std::vector<unsigned>{1, 1}));
}

// Nothing is known of wave64's shared VGPRs (past the allocated ones).
TEST(LdsAlignment, SharedVgprsAreUnknown) {
  const std::string text = R"(
  v_lshlrev_b32 v3, 2, v0
  v_lshlrev_b32 v100, 2, v0
  ds_write_b32 v3, v1
  ds_write_b32 v100, v1
  s_endpgm
)";
  EXPECT_EQ(zero_bits(text, true, true, 8), (std::vector<unsigned>{2, 0}));
  EXPECT_EQ(zero_bits(text, true, true, 0), (std::vector<unsigned>{2, 2}));
}

// The accesses the analysis proves and the ones it does not reach the same
// bytes: lanes 0-15 write their words at 4 * lane under v_cmpx after v4 held
// 4 * lane + 2 in every lane; with every lane on again, all 32 (64) write
// through v4, the upper lanes at the misaligned old address. Each lane then
// reads its word back, and the bytes must be the hardware's.
TEST_F(XlateTest, AnAddressWrittenWhileLanesWereOffIsNotTakenAsAligned) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    uint32_t n = w64 ? 64 : 32;
    Dispatch d = one_group(w64, n);
    d.rsrc2 = 1u << 15;  // 512 bytes of LDS
    std::string prog = fmt::format(R"(
  v_lshlrev_b32 v4, 2, v0
  v_add_nc_u32 v4, 2, v4
  v_mov_b32 v2, 0
  v_lshlrev_b32 v3, 2, v0
  ds_write_b32 v3, v2
  ds_write_b32 v3, v2 offset:256
  v_cmpx_gt_u32 16, v0
  v_lshlrev_b32 v4, 2, v0
  s_mov_b{0} exec{1}, -1
  v_mul_lo_u32 v1, v0, 0x01030507
  v_add_nc_u32 v1, 0x11223344, v1
  s_waitcnt lgkmcnt(0)
  ds_write_b32 v4, v1
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v5, v3
  ds_read_b32 v6, v3 offset:256
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v10, 3, v0
  global_store_dwordx2 v10, v[5:6], s[0:1]
  s_endpgm
)",
                                   w64 ? "64" : "32", w64 ? "" : "_lo");
    std::vector<uint8_t> lds(512, 0);
    for (uint32_t i = 0; i < n; ++i) {
      uint32_t at = i < 16 ? 4 * i : 4 * i + 2;
      uint32_t v = i * 0x01030507u + 0x11223344u;
      std::memcpy(&lds[at], &v, 4);  // no two lanes' bytes overlap
    }
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < n; ++i) {
      uint32_t lo, hi;
      std::memcpy(&lo, &lds[4 * i], 4);
      std::memcpy(&hi, &lds[256 + 4 * i], 4);
      EXPECT_EQ(u32(kData + 8 * i), lo) << i;
      EXPECT_EQ(u32(kData + 8 * i + 4), hi) << i;
    }
  }
}

// 600 groups of 64 KiB of LDS each: more than the LDS buffer's 512 regions, so
// the dispatch runs in two parts. Each lane writes its group's and its own
// number at the LDS's bottom and top, and after s_barrier reads its
// neighbour's: every group must see its own values only.
TEST_F(XlateTest, GroupsPastTheLdsBufferRunInPartsEachWithItsOwnLds) {
  constexpr uint32_t kGroups = 600;
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    uint32_t n = w64 ? 64 : 32;
    Dispatch d = one_group(w64, n);
    d.groups[0] = kGroups;
    d.rsrc2 = 128u << 15 | 1u << 7;  // 64 KiB of LDS; TGID_X_EN: s2 is the group
    std::string prog = fmt::format(R"(
  v_lshlrev_b32 v3, 2, v0
  s_mul_i32 s3, s2, 1000
  v_add_nc_u32 v1, s3, v0
  ds_write_b32 v3, v1
  v_add_nc_u32 v4, 0xff00, v3
  ds_write_b32 v4, v1
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_nc_u32 v5, 1, v0
  v_and_b32 v5, {0}, v5
  v_lshlrev_b32 v5, 2, v5
  ds_read_b32 v6, v5
  v_add_nc_u32 v7, 0xff00, v5
  ds_read_b32 v8, v7
  s_waitcnt lgkmcnt(0)
  v_add_nc_u32 v6, v6, v8
  s_mul_i32 s4, s2, {1}
  v_add_nc_u32 v9, s4, v3
  global_store_dword v9, v6, s[0:1]
  s_endpgm
)",
                                   n - 1, 4 * n);
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "");
    uint32_t wrong = 0;
    for (uint32_t g = 0; g < kGroups; ++g)
      for (uint32_t i = 0; i < n; ++i) {
        uint32_t want = 2 * (g * 1000 + (i + 1) % n);
        if (u32(kData + 4 * (g * n + i)) != want && wrong++ < 4)
          ADD_FAILURE() << "group " << g << " lane " << i << ": " << u32(kData + 4 * (g * n + i))
                        << ", want " << want;
      }
    EXPECT_EQ(wrong, 0u);
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
