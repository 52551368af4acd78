// LDS accesses known lane by lane (decision record 0062): a wave meets between
// two LDS accesses only where another lane's bytes of the two may meet, as the
// lanes' addresses (U + lane * stride, each access's byte ranges past it) and
// the lanes EXEC may hold show. Each way it could go wrong is checked twice:
// where the analysis places the wave's meetings, and lane by lane on lavapipe
// (8-lane host subgroups, so lanes 8 or more apart run apart) in both wave
// sizes: the next lane's bytes, a qword reaching the next lane's first dword,
// an address VGPR written again, EXEC bounded from above and from below,
// addresses the analysis does not know, lane 0 alone.
#include <fmt/format.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "isa/program.h"
#include "tests/xlate/assemble.h"
#include "tests/xlate/xlate_fixture.h"
#include "xlate/memory_regions.h"
#include "xlate/wave_order.h"

namespace rdnavk::xlate::testing {
namespace {

// `text` with {W} the wave's lanes and {4W}, {8W} multiples of it in bytes,
// {K} and {4K} a quarter of the lanes and its bytes, and the mask operands
// wave_masks names.
std::string program(std::string text, bool w64) {
  const unsigned w = w64 ? 64 : 32, k = w / 4;
  const std::map<std::string, unsigned> values = {
      {"{W}", w},       {"{4W}", 4 * w}, {"{8W}", 8 * w},       {"{K}", k},
      {"{K-1}", k - 1}, {"{4K}", 4 * k}, {"{4W-4}", 4 * w - 4}, {"{16W-4}", 16 * w - 4}};
  for (const auto& [name, value] : values)
    for (size_t p; (p = text.find(name)) != std::string::npos;)
      text.replace(p, name.size(), std::to_string(value));
  return wave_masks(text, w64);
}

// The mnemonics of the DS instructions of `text` that the wave meets before
// (D15), with the lanes known (D62) as a one-dimensional group of whole waves
// starts, in program order.
std::vector<std::string> meetings(const std::string& text, bool w64, bool lds = true,
                                  unsigned waves = 1) {
  std::string error;
  std::vector<uint8_t> code = assemble(program(text, w64), w64, &error);
  EXPECT_FALSE(code.empty()) << error;
  isa::Program prog =
      isa::analyze_program(code, 0, w64 ? isa::WaveSize::k64 : isa::WaveSize::k32, 1u << 16);
  RegionOptions o;
  o.wave64 = w64;
  o.lanes_in_order = true;
  o.lds = lds;
  o.group_waves = waves;
  MemoryRegions r = find_memory_regions(prog, o);
  WaveSyncs syncs = wave_sync_points(prog, {}, &r.order);
  std::vector<std::string> out;
  for (const isa::ProgramInstruction& pi : prog.instructions)
    if (syncs.before.count(pi.offset))
      out.push_back(fmt::format("{}@{:x}", pi.inst.info->name, pi.offset));
  return out;
}
// The same, only the mnemonics.
std::vector<std::string> names(const std::vector<std::string>& m) {
  std::vector<std::string> out;
  for (const std::string& s : m) out.push_back(s.substr(0, s.find('@')));
  return out;
}

// Every lane stores v5 at data + 4 * local id.
const char* kStore = R"(
  s_mov_{B} {EXEC}, -1
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v5, s[0:1]
  s_endpgm
)";

// Lane L writes 0x200 + L to slot L + W; after s_barrier, 0x100 + L to its
// slot and 0x300 + L to it again, then reads slot L + 1: the next lane's
// third write (lane W - 1: slot W, lane 0's first).
const char* kNextLane = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v3, 0x200, v0
  ds_write_b32 v1, v3 offset:{4W}
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  v_add_nc_u32 v4, 0x300, v0
  ds_write_b32 v1, v4
  ds_read_b32 v5, v1 offset:4
  s_waitcnt lgkmcnt(0)
)";

// Lane L writes 0x100 + L to its slot; after s_barrier, 0x300 + L to slot
// L + 1, then reads its own slot: the previous lane's write (lane 0: its own
// first).
const char* kPreviousLane = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_nc_u32 v4, 0x300, v0
  ds_write_b32 v1, v4 offset:4
  ds_read_b32 v5, v1
  s_waitcnt lgkmcnt(0)
)";

// Each lane reads back only its own slots (L, L + W, L + 2W, by ds_read_b32
// and ds_read2_b32) and sums them.
const char* kOwnSlots = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  v_add_nc_u32 v3, 0x200, v0
  ds_write_b32 v1, v3 offset:{4W}
  ds_read_b32 v5, v1 offset:{4W}
  ds_read_b32 v6, v1
  v_add_nc_u32 v4, 0x300, v0
  ds_write_b32 v1, v4 offset:{8W}
  ds_read2_b32 v[7:8], v1 offset0:{W} offset1:0
  s_waitcnt lgkmcnt(0)
  v_add_nc_u32 v5, v5, v6
  v_add_nc_u32 v5, v5, v7
  v_add_nc_u32 v5, v5, v8
)";

// Lane L writes a qword at 8 * L (0x100 + L, 0x400 + L), reads its own high
// dword (no meeting) and then the next lane's low one (a meeting).
const char* kQwords = R"(
  v_lshlrev_b32 v1, 3, v0
  v_add_nc_u32 v2, 0x200, v0
  ds_write_b32 v1, v2 offset:{8W}
  v_add_nc_u32 v2, 0x100, v0
  v_add_nc_u32 v3, 0x400, v0
  ds_write_b64 v1, v[2:3]
  ds_read_b32 v6, v1 offset:4
  ds_read_b32 v5, v1 offset:8
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v6, 16, v6
  v_or_b32 v5, v5, v6
)";

// The address VGPR written again with the same stride: the read through it
// reaches the next lane's slot.
const char* kRewritten = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  v_add_nc_u32 v3, 0x200, v0
  ds_write_b32 v1, v3 offset:{4W}
  v_add_nc_u32 v1, 4, v1
  ds_read_b32 v5, v1
  s_waitcnt lgkmcnt(0)
)";

// Lane L writes 0x100 + L to its slot and sets v5 to 0xdead; s_barrier.
const std::string kSlotsWritten = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  v_mov_b32 v5, 0xdead
  s_waitcnt lgkmcnt(0)
  s_barrier
)";

// EXEC bounded from above: after s_barrier, only lanes below K write their
// slot and read slot L + K, which lane L + K wrote before the barrier and
// nobody since. Lanes from K on keep 0xdead.
const std::string kBelowK = kSlotsWritten + R"(
  v_cmpx_gt_u32 {K}, v0
  v_add_nc_u32 v2, 0x200, v0
  ds_write_b32 v1, v2
  ds_read_b32 v5, v1 offset:{4K}
  s_waitcnt lgkmcnt(0)
)";

// The same bound reached by v_cmp, s_and_saveexec and a move back of the
// saved mask afterwards.
const std::string kBelowKSaved = kSlotsWritten + R"(
  v_cmp_lt_u32 {VCC}, v0, {K}
  s_and_saveexec_{B} {S8}, {VCC}
  v_add_nc_u32 v2, 0x200, v0
  ds_write_b32 v1, v2
  ds_read_b32 v5, v1 offset:{4K}
  s_waitcnt lgkmcnt(0)
  s_mov_{B} {EXEC}, {S8}
)";

// EXEC bounded from below: lanes from K on write their slot and read slot
// L + K, which lane L + K writes in the same step (lanes from W - K read
// slots past the wave's, written before with every lane on).
const char* kFromK = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x300, v0
  ds_write_b32 v1, v2 offset:{4W}
  v_mov_b32 v5, 0xdead
  v_cmpx_lt_u32 {K-1}, v0
  v_add_nc_u32 v2, 0x200, v0
  ds_write_b32 v1, v2
  ds_read_b32 v5, v1 offset:{4K}
  s_waitcnt lgkmcnt(0)
)";

// Lane 0 alone (v_cmpx_eq): reads and writes at addresses the analysis does
// not know (a VGPR written while EXEC holds lane 0 only) and its own slot,
// and stores twice to one word of memory (0x400 past the data); lane 1
// wrote slot 1 before the barrier.
const std::string kLaneZero = kSlotsWritten + R"(
  v_cmpx_eq_u32 0, v0
  v_mov_b32 v3, 0
  ds_read_b32 v4, v3 offset:4
  s_waitcnt lgkmcnt(0)
  v_add_nc_u32 v4, 0x1000, v4
  ds_write_b32 v1, v4
  ds_read_b32 v5, v3
  v_mov_b32 v6, 0x77
  global_store_dword v3, v6, s[0:1] offset:0x400
  s_waitcnt lgkmcnt(0)
  global_store_dword v3, v5, s[0:1] offset:0x400
)";

// Lane L writes 0x100 + L to its slot; after s_barrier it reads it into v5,
// and v3 becomes -4 * id (another group than 4 * id), v4 0x200 + id.
const std::string kReversalStart = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v5, v1
  v_sub_nc_u32 v3, 0, v0
  v_lshlrev_b32 v3, 2, v3
  v_add_nc_u32 v4, 0x200, v0
)";

// A reversal within the wave through -4 * id:
// lane L reads its slot, then writes slot W - 1 - L, which lane W - 1 - L
// read. Every lane reads its slot as it was.
const std::string kReversal = kReversalStart + R"(
  ds_write_b32 v3, v4 offset:{4W-4}
  s_waitcnt lgkmcnt(0)
)";

// The same in a group of two waves into a second area (slots 2W and on):
// no wave's write reaches a slot it reads, and after s_barrier lane L holds
// its slot and, in the high half, slot 2W + L, written by thread 2W - 1 - L.
const std::string kReversalApart = kReversalStart + R"(
  ds_write_b32 v3, v4 offset:{16W-4}
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v6, v1 offset:{8W}
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v6, 16, v6
  v_or_b32 v5, v5, v6
)";

// -4 * id plus a base that differs by path: far past the wave's slots, or
// the reversal (taken, since s0 is not 0). After the paths join the base is
// not known, and the write meets the read.
const char* kMergedBases = R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_sub_nc_u32 v3, 0, v0
  v_lshlrev_b32 v3, 2, v3
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 reversal
  v_add_nc_u32 v3, 0x1000, v3
  s_branch join
reversal:
  v_add_nc_u32 v3, {4W-4}, v3
join:
  ds_read_b32 v5, v1
  v_add_nc_u32 v4, 0x200, v0
  ds_write_b32 v3, v4
  s_waitcnt lgkmcnt(0)
)";

// Lanes 0 and 1 (v_cmpx_gt 2): each reads the other's slot through an
// address the analysis does not know; the wave meets.
const char* kTwoLanes = R"(
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v5, 0xdead
  v_cmpx_gt_u32 2, v0
  v_xor_b32 v3, 1, v0
  v_lshlrev_b32 v3, 2, v3
  v_add_nc_u32 v2, 0x100, v0
  ds_write_b32 v1, v2
  ds_read_b32 v5, v3
  s_waitcnt lgkmcnt(0)
)";

TEST(LdsLanes, TheWaveMeetsWhereAnotherLanesBytesMayMeet) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    using V = std::vector<std::string>;
    EXPECT_EQ(names(meetings(kNextLane, w64)), V{"ds_read_b32"});
    EXPECT_EQ(names(meetings(kPreviousLane, w64)), V{"ds_read_b32"});
    EXPECT_EQ(names(meetings(kOwnSlots, w64)), V{});
    // The qword's own high dword does not meet; the next lane's low one does.
    std::vector<std::string> q = meetings(kQwords, w64);
    ASSERT_EQ(names(q), V{"ds_read_b32"});
    EXPECT_EQ(q[0], "ds_read_b32@34");
    EXPECT_EQ(names(meetings(kRewritten, w64)), V{"ds_read_b32"});
    EXPECT_EQ(names(meetings(kBelowK, w64)), V{});
    EXPECT_EQ(names(meetings(kBelowKSaved, w64)), V{});
    EXPECT_EQ(names(meetings(kFromK, w64)), V{"ds_read_b32"});
    EXPECT_EQ(names(meetings(kLaneZero, w64)), V{});
    EXPECT_EQ(names(meetings(kTwoLanes, w64)), V{"ds_read_b32"});
    // Two groups, each address affine in the wave's first thread.
    EXPECT_EQ(names(meetings(kReversal, w64)), V{"ds_write_b32"});
    EXPECT_EQ(names(meetings(kReversalApart, w64, true, 2)), V{});
    EXPECT_EQ(names(meetings(kMergedBases, w64)), V{"ds_write_b32"});
    // Without the group's waves known, two groups meet.
    EXPECT_EQ(names(meetings(kReversalApart, w64, true, 0)), V{"ds_write_b32"});
    // Without the analysis every pair where one writes meets.
    EXPECT_EQ(names(meetings(kOwnSlots, w64, false)),
              (V{"ds_write_b32", "ds_read_b32", "ds_write_b32", "ds_read2_b32"}));
    EXPECT_EQ(names(meetings(kBelowK, w64, false)), V{"ds_read_b32"});
  }
}

// lds_lanes_meet against its definition, lane pair by lane pair: strides of
// each sign, small and large (where S * d wraps past 2^32), offsets apart by
// less than, exactly and more than a stride, every width, every lane bound.
TEST(LdsLanes, ThePairTestIsItsDefinition) {
  auto by_lanes = [](const LdsAccess& a, const LdsAccess& b) {
    for (unsigned la = 0; la < a.lanes; ++la)
      for (unsigned lb = 0; lb < b.lanes; ++lb) {
        if (la == lb) continue;
        for (unsigned i = 0; i < a.pieces; ++i)
          for (unsigned j = 0; j < b.pieces; ++j) {
            // The byte ranges from each start, addresses mod 2^32: they
            // share a byte where one start lies within the other's range.
            uint32_t sa = a.stride * la + a.piece[i].offset;
            uint32_t sb = b.stride * lb + b.piece[j].offset;
            if (sb - sa < a.piece[i].bytes || sa - sb < b.piece[j].bytes) return true;
          }
      }
    return false;
  };
  const uint32_t strides[] = {0,   1,           4,           8,           12,
                              256, 0xfffffffcu, 0xfffffff8u, 0x40000000u, 0x80000004u};
  const uint32_t offsets[] = {0, 4, 8, 124, 128, 252, 256, 0x1fc00};
  const uint8_t lanes[] = {0, 1, 2, 32, 64};
  size_t met = 0, apart = 0;
  for (uint32_t stride : strides)
    for (uint32_t bytes : {4u, 8u, 16u})
      for (uint32_t oa : offsets)
        for (uint32_t ob : offsets)
          for (uint8_t na : lanes)
            for (uint8_t nb : {uint8_t{1}, uint8_t{64}}) {
              LdsAccess a, b;
              a.stride = b.stride = stride;
              a.lanes = na;
              b.lanes = nb;
              a.pieces = b.pieces = 1;
              a.piece[0] = {oa, bytes};
              b.piece[0] = {ob, 4};
              bool want = by_lanes(a, b);
              ASSERT_EQ(lds_lanes_meet(a, b), want) << fmt::format(
                  "stride {:#x} a {}+{} in {} lanes, b {}+4 in {}", stride, oa, bytes, na, ob, nb);
              (want ? met : apart) += 1;
            }
  EXPECT_GT(met, 1000u);
  EXPECT_GT(apart, 1000u);
  // Another group, or an address not known, meets wherever two lanes run.
  LdsAccess a, b;
  a.pieces = b.pieces = 1;
  a.piece[0] = b.piece[0] = {0, 4};
  a.stride = b.stride = 4;
  b.group = 1;
  EXPECT_TRUE(lds_lanes_meet(a, b));
  b.group = kLdsAnyAddress;
  EXPECT_TRUE(lds_lanes_meet(a, b));
  a.lanes = b.lanes = 1;
  EXPECT_FALSE(lds_lanes_meet(a, b));
}

// Two groups whose bases are affine in the wave's first thread T, against the
// definition: for each wave's T, every lane pair's byte ranges mod 2^32.
TEST(LdsLanes, TwoGroupsAreComparedWaveByWave) {
  size_t met = 0, apart = 0;
  const uint32_t coefficients[] = {0, 4, 0xfffffffcu, 8};
  const uint32_t bases[] = {0, 4, 252, 1020, 2044, 0xfffffffcu};
  for (unsigned lanes : {32u, 64u})
    for (unsigned waves : {1u, 2u, 8u})
      for (uint32_t sa : coefficients)
        for (uint32_t sb : coefficients)
          for (uint32_t pb : coefficients)
            for (uint32_t base : bases) {
              LdsAccess a, b;
              a.group = 0;
              b.group = 1;
              a.affine = b.affine = true;
              a.stride = sa;
              a.per_wave = sa;  // 4 * id: the wave's first thread counts as a lane does
              b.stride = sb;
              b.per_wave = pb;
              b.base = base;
              a.lanes = b.lanes = static_cast<uint8_t>(lanes);
              a.pieces = b.pieces = 1;
              a.piece[0] = {0, 4};
              b.piece[0] = {0, 4};
              bool want = false;
              for (unsigned t = 0; t < waves && !want; ++t)
                for (uint32_t la = 0; la < lanes && !want; ++la)
                  for (uint32_t lb = 0; lb < lanes && !want; ++lb) {
                    if (la == lb) continue;
                    uint32_t first = t * lanes;
                    uint32_t x = a.per_wave * first + a.base + a.stride * la;
                    uint32_t y = b.per_wave * first + b.base + b.stride * lb;
                    want = y - x < 4 || x - y < 4;
                  }
              ASSERT_EQ(lds_lanes_meet(a, b, {lanes, waves}), want)
                  << fmt::format("lanes {} waves {} a {:#x}*id, b {:#x}*T + {:#x}*L + {:#x}", lanes,
                                 waves, sa, pb, sb, base);
              (want ? met : apart) += 1;
            }
  EXPECT_GT(met, 100u);
  EXPECT_GT(apart, 100u);
}

class LdsLanesTest : public XlateTest {
 protected:
  // Runs `body` then kStore in one group of `waves` waves with 8 KiB of LDS.
  std::string go(const std::string& body, bool w64, unsigned waves = 1) {
    Dispatch d = one_group(w64, (w64 ? 64 : 32) * waves);
    d.rsrc2 = 16u << 15;  // LDS_SIZE: 16 granules of 512 bytes
    for (uint32_t i = 0; i < 0x900 / 4; ++i) put(kData + 4 * i, {0xbad});
    return refusals(run(program(body + kStore, w64), d));
  }
};

TEST_F(LdsLanesTest, EachLaneReadsWhatTheWaveWroteBeforeInProgramOrder) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    const uint32_t w = w64 ? 64 : 32, k = w / 4;
    ASSERT_EQ(go(kNextLane, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), i + 1 < w ? 0x300 + i + 1 : 0x200u) << "lane " << i;
    ASSERT_EQ(go(kPreviousLane, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), i > 0 ? 0x300 + i - 1 : 0x100u) << "lane " << i;
    ASSERT_EQ(go(kOwnSlots, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), (0x200 + i) * 2 + 0x100 + i + 0x100 + i) << "lane " << i;
    ASSERT_EQ(go(kQwords, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), ((0x400 + i) << 16) | (i + 1 < w ? 0x100 + i + 1 : 0x200u))
          << "lane " << i;
    ASSERT_EQ(go(kRewritten, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), i + 1 < w ? 0x100 + i + 1 : 0x200u) << "lane " << i;
    ASSERT_EQ(go(kFromK, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), i < k       ? 0xdeadu
                                    : i + k < w ? 0x200 + i + k
                                                : 0x300 + i + k - w)
          << "lane " << i;
    ASSERT_EQ(go(kReversal, w64), "");
    for (uint32_t i = 0; i < w; ++i) EXPECT_EQ(u32(kData + 4 * i), 0x100 + i) << "lane " << i;
    ASSERT_EQ(go(kMergedBases, w64), "");
    for (uint32_t i = 0; i < w; ++i) EXPECT_EQ(u32(kData + 4 * i), 0x100 + i) << "lane " << i;
    ASSERT_EQ(go(kReversalApart, w64, 2), "");
    for (uint32_t i = 0; i < 2 * w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), (0x100 + i) | (0x200 + 2 * w - 1 - i) << 16) << "thread " << i;
    ASSERT_EQ(go(kTwoLanes, w64), "");
    for (uint32_t i = 0; i < w; ++i)
      EXPECT_EQ(u32(kData + 4 * i), i < 2 ? 0x100 + (i ^ 1) : 0xdeadu) << "lane " << i;
  }
}

TEST_F(LdsLanesTest, LanesThatEXECLeavesOffNeedNoOrder) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    const uint32_t w = w64 ? 64 : 32, k = w / 4;
    // Two waves: the second's lanes are all off after the compares.
    for (const std::string& body : {kBelowK, kBelowKSaved}) {
      ASSERT_EQ(go(body, w64, 2), "");
      for (uint32_t i = 0; i < 2 * w; ++i)
        EXPECT_EQ(u32(kData + 4 * i), i < k ? 0x100 + i + k : 0xdeadu) << "thread " << i;
    }
    ASSERT_EQ(go(kLaneZero, w64, 2), "");
    EXPECT_EQ(u32(kData), 0x1000u + 0x101u);
    for (uint32_t i = 1; i < 2 * w; ++i) EXPECT_EQ(u32(kData + 4 * i), 0xdeadu) << "thread " << i;
    EXPECT_EQ(u32(kData + 0x400), 0x1000u + 0x101u);
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
