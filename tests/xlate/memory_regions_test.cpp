// Buffers proved apart before a dispatch (decision record 0060): a wave whose
// lanes are split across host subgroups meets between two accesses of guest
// memory only where they may reach the same bytes. Where the program loads its
// buffer descriptors from places its user data fixes, the executor reads them
// and runs a module that orders accesses of one buffer only, and within a
// buffer none between accesses of one slice (each lane's own bytes). Every way
// that could go wrong is run here lane by lane, in both wave sizes: buffers
// that alias, an access reaching the next lane's bytes, a slice whose VGPR is
// written again, a descriptor the program rewrites.
#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <vector>

#include "exec/compute_dispatch.h"
#include "tests/xlate/xlate_fixture.h"
#include "xlate/memory_regions.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

// The descriptor table (three descriptors, A B C), then the three buffers.
constexpr uint64_t kTable = XlateTest::kData;
constexpr uint64_t kA = XlateTest::kData + 0x1000;
constexpr uint64_t kB = XlateTest::kData + 0x2000;
constexpr uint64_t kC = XlateTest::kData + 0x3000;
constexpr uint32_t kBufferBytes = 0x1000;

// A raw buffer's descriptor as RADV writes one for a storage buffer: no
// stride, OOB_SELECT 3 (offsets below NUM_RECORDS).
std::vector<uint32_t> raw_buffer(uint64_t va, uint32_t bytes = kBufferBytes) {
  return {static_cast<uint32_t>(va), static_cast<uint32_t>(va >> 32) & 0xffff, bytes, 0x31016fac};
}

const char* kLoads = R"(
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dwordx4 s[8:11], s[0:1], 0x10
  s_load_dwordx4 s[12:15], s[0:1], 0x20
  v_lshlrev_b32 v10, 2, v0
  s_waitcnt lgkmcnt(0)
)";

// One group of one wave: lanes of different waves are ordered by nothing but
// s_barrier. MASK is the wave's lanes less one.
//
// Lane L stores L to B[L], then reads A[(L + 1) % lanes] and stores it to C[L].
// A apart from B: no meeting between them, and C[L] is A's own word. A the
// same bytes as B: the executor runs the module that meets, and C[L] is what
// lane L + 1 stored.
const char* kAcross = R"(
  buffer_store_dword v0, v10, s[8:11], 0 offen
  v_add_nc_u32 v2, 1, v0
  v_and_b32 v2, MASK, v2
  v_lshlrev_b32 v2, 2, v2
  buffer_load_dword v3, v2, s[4:7], 0 offen
  s_waitcnt vmcnt(0)
  buffer_store_dword v3, v10, s[12:15], 0 offen
  s_endpgm
)";

// Lane L stores L to B[L], then reads B[L] and B[L + 1] at once: the read
// reaches the next lane's bytes, so the two are no slice and the wave meets.
const char* kWindow = R"(
  buffer_store_dword v0, v10, s[8:11], 0 offen
  buffer_load_dwordx2 v[7:8], v10, s[8:11], 0 offen
  s_waitcnt vmcnt(0)
  buffer_store_dword v8, v10, s[12:15], 0 offen
  s_endpgm
)";

// Lane L stores L to B[L]; the slice's VGPR then moves a lane on, and the
// read of B[L + 1] through it must see lane L + 1's store.
const char* kMoved = R"(
  buffer_store_dword v0, v10, s[8:11], 0 offen
  v_add_nc_u32 v10, 4, v10
  buffer_load_dword v8, v10, s[8:11], 0 offen
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v11, 2, v0
  buffer_store_dword v8, v11, s[12:15], 0 offen
  s_endpgm
)";

// Each lane's cell of 32 bytes in B is written word by word and read back
// with the other lanes' stores between: one slice, which never meets, while
// the read of another lane's cell meets.
const char* kCell = R"(
  v_lshlrev_b32 v1, 5, v0
  buffer_store_dword v0, v1, s[8:11], 0 offen
  v_add_nc_u32 v2, 0x100, v0
  buffer_store_dword v2, v1, s[8:11], 0 offen offset:4
  buffer_load_dwordx2 v[3:4], v1, s[8:11], 0 offen
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v3, v3, v4
  buffer_store_dwordx3 v[2:4], v1, s[8:11], 0 offen offset:8
)";
const char* kCellsAcross = R"(
  v_add_nc_u32 v5, 5, v0
  v_and_b32 v5, MASK, v5
  v_lshlrev_b32 v5, 5, v5
  buffer_load_dword v6, v5, s[8:11], 0 offen offset:12
  s_waitcnt vmcnt(0)
  buffer_store_dword v6, v1, s[8:11], 0 offen offset:28
  s_endpgm
)";

// The program writes A's descriptor over with B's and loads it again: the
// module's check finds the word the executor did not read.
const char* kRewritten = R"(
  buffer_store_dword v0, v10, s[8:11], 0 offen
  v_mov_b32 v20, s8
  v_mov_b32 v21, s9
  v_mov_b32 v22, s10
  v_mov_b32 v23, s11
  v_mov_b32 v24, 0
  global_store_dwordx4 v24, v[20:23], s[0:1]
  s_waitcnt vmcnt(0)
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  buffer_load_dword v3, v10, s[4:7], 0 offen
  s_waitcnt vmcnt(0)
  buffer_store_dword v3, v10, s[12:15], 0 offen
  s_endpgm
)";

// `body` after kLoads, with MASK the wave's lanes less one.
std::string program(const std::string& body, bool wave64) {
  std::string text = std::string(kLoads) + body;
  for (size_t at; (at = text.find("MASK")) != std::string::npos;)
    text.replace(at, 4, wave64 ? "63" : "31");
  return text;
}

class MemoryRegionTest : public XlateTest {
 protected:
  // Fills the buffers and the table (A at `a`), runs `body` after kLoads in one
  // wave and answers the refusals.
  std::string go(const std::string& body, bool wave64, uint64_t a = kA) {
    std::vector<uint32_t> table = raw_buffer(a);
    for (uint64_t va : {kB, kC}) {
      std::vector<uint32_t> d = raw_buffer(va);
      table.insert(table.end(), d.begin(), d.end());
    }
    put(kTable, table);
    std::vector<uint32_t> fill(kBufferBytes / 4);
    for (uint32_t i = 0; i < fill.size(); ++i) fill[i] = 0xa0000000u + i;
    put(kA, fill);
    for (uint32_t i = 0; i < fill.size(); ++i) fill[i] = 0xb0000000u + i;
    put(kB, fill);
    for (uint32_t i = 0; i < fill.size(); ++i) fill[i] = 0xc0000000u + i;
    put(kC, fill);
    Dispatch d = one_group(wave64, wave64 ? 64 : 32);
    return refusals(run(program(body, wave64), d));
  }
  // Runs `body`, after which C[L] must hold what lane L + 1 stored to B (the
  // last lane B's word past the wave's).
  void expect_next_lanes(const char* body, bool wave64) {
    SCOPED_TRACE(wave64 ? "wave64" : "wave32");
    const uint32_t lanes = wave64 ? 64 : 32;
    ASSERT_EQ(go(body, wave64), "");
    for (uint32_t i = 0; i < lanes; ++i) {
      uint32_t want = i + 1 < lanes ? i + 1 : 0xb0000000u + lanes;
      EXPECT_EQ(u32(kC + 4 * i), want) << "lane " << i;
    }
  }
  uint64_t by_region() const { return executor->stats().dispatches_by_region; }
  uint64_t overlapping() const { return executor->stats().dispatches_regions_overlap; }
};

// The translation's regions and meetings for `body`, as the executor's key
// asks for them.
TranslateResult regions_module(const std::string& body, bool wave64) {
  std::string error;
  std::vector<uint8_t> code = assemble(program(body, wave64), wave64, &error);
  EXPECT_FALSE(code.empty()) << error;
  ComputeKey k = lavapipe_key(wave64, wave64 ? 64 : 32);
  k.rsrc2 = 2 << 1;  // USER_SGPR: s0 and s1
  k.memory_regions = true;
  return translate_compute(code, k);
}

TEST_F(MemoryRegionTest, BuffersApartMeetNowhereAndAliasedOnesMeet) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    const uint32_t lanes = w64 ? 64 : 32;
    TranslateResult t = regions_module(kAcross, w64);
    ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
    EXPECT_TRUE(t.module.split_waves);
    // A read only, B and C written; every offset a multiple of 4.
    ASSERT_EQ(t.module.regions.size(), 3u);
    for (const MemoryRegion& r : t.module.regions) {
      EXPECT_EQ(r.lo_user, 0u);
      EXPECT_EQ(r.hi_is_user, 1u);
      EXPECT_EQ(r.hi, 1u);
      EXPECT_EQ(r.written, r.offset == 0 ? 0u : 1u) << r.offset;
      EXPECT_EQ(r.aligned, 1u);
      EXPECT_EQ(r.sliced, r.offset == 0 ? 0u : 1u) << r.offset;  // each lane's B[L] and C[L]
      EXPECT_EQ(r.formats, 0u);
    }
    EXPECT_EQ(t.module.assembly.find("OpControlBarrier"), std::string::npos);

    uint64_t apart = by_region();
    ASSERT_EQ(go(kAcross, w64), "");
    EXPECT_EQ(by_region(), apart + 1);
    for (uint32_t i = 0; i < lanes; ++i) {
      EXPECT_EQ(u32(kB + 4 * i), i);
      EXPECT_EQ(u32(kC + 4 * i), 0xa0000000u + (i + 1) % lanes) << "lane " << i;
    }
    // A's descriptor the same bytes as B's: every lane reads its neighbour's
    // store.
    uint64_t overlap = overlapping();
    ASSERT_EQ(go(kAcross, w64, kB), "");
    EXPECT_EQ(overlapping(), overlap + 1);
    for (uint32_t i = 0; i < lanes; ++i)
      EXPECT_EQ(u32(kC + 4 * i), (i + 1) % lanes) << "lane " << i;
    // A overlapping B by one dword only (its last word B's first).
    overlap = overlapping();
    ASSERT_EQ(go(kAcross, w64, kB - kBufferBytes + 4), "");
    EXPECT_EQ(overlapping(), overlap + 1);
  }
}

TEST_F(MemoryRegionTest, AnAccessReachingTheNextLaneMeets) {
  for (bool w64 : {false, true}) expect_next_lanes(kWindow, w64);
}

TEST_F(MemoryRegionTest, ASliceEndsWhereItsVgprIsWrittenAgain) {
  for (bool w64 : {false, true}) expect_next_lanes(kMoved, w64);
}

TEST_F(MemoryRegionTest, EachLanesCellIsOneSliceAndAnotherLanesIsNot) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    const uint32_t lanes = w64 ? 64 : 32;
    // The cell's own words never meet; the read of lane + 5's does.
    TranslateResult t = regions_module(std::string(kCell) + "  s_endpgm\n", w64);
    ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
    EXPECT_EQ(t.module.assembly.find("OpControlBarrier"), std::string::npos);
    t = regions_module(std::string(kCell) + kCellsAcross, w64);
    ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
    EXPECT_NE(t.module.assembly.find("OpControlBarrier"), std::string::npos);
    ASSERT_EQ(go(std::string(kCell) + kCellsAcross, w64), "");
    for (uint32_t i = 0; i < lanes; ++i) {
      SCOPED_TRACE(fmt::format("lane {}", i));
      uint64_t cell = kB + 32 * i;
      uint32_t other = (i + 5) % lanes;
      EXPECT_EQ(u32(cell + 0), i);
      EXPECT_EQ(u32(cell + 4), 0x100 + i);
      EXPECT_EQ(u32(cell + 8), 0x100 + i);
      EXPECT_EQ(u32(cell + 12), i + 0x100 + i);
      EXPECT_EQ(u32(cell + 16), 0x100 + i);
      EXPECT_EQ(u32(cell + 28), other + 0x100 + other);
    }
  }
}

TEST_F(MemoryRegionTest, ADescriptorRewrittenByTheProgramIsRefused) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    EXPECT_EQ(go(kRewritten, w64).rfind("memory-regions-changed (", 0), 0u);
  }
}

// The executor's side: each region's reach from its descriptor, and buffers
// apart in the host's bytes even where two guest addresses show one buffer.
TEST(MemoryRegions, ReachFollowsTheDescriptorsOutOfRangeRule) {
  MemoryRegion r;
  r.soffset_min = 0;
  r.soffset_max = 16;
  uint64_t lo = 0, hi = 0;
  // A dword may start at the last byte in range.
  std::vector<uint32_t> w = raw_buffer(0x12345000, 0x100);
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(lo, 0x12345000u);
  EXPECT_EQ(hi, 0x12345000u + 16 + 0x100 + 3);
  // Not where every offset is a multiple of 4: to the next multiple of 4.
  r.aligned = 1;
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(hi, 0x12345000u + 16 + 0x100);
  w[2] = 0xfd;
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(hi, 0x12345000u + 16 + 0x100);
  w[2] = 0x100;
  w[3] = (w[3] & ~(3u << 28)) | (1u << 28);  // OOB_SELECT 1: any offset
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(hi, 0x12345000u + 16 + (uint64_t{1} << 32));
  r.aligned = 0;
  w[3] &= ~(3u << 28);  // OOB_SELECT 0 with no stride: nothing in range
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(lo, hi);
  w = raw_buffer(0x12345000, 0x100);
  w[1] |= 16u << 16;  // a stride with OOB_SELECT 3: the index is bounded by nothing
  EXPECT_FALSE(region_reach(r, w.data(), &lo, &hi));
  w[3] &= ~(3u << 28);  // OOB_SELECT 0: below NUM_RECORDS elements of the stride
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(hi, 0x12345000u + 16 + 0x100 * 16 + 3);
  w[3] |= 1u << 28;  // OOB_SELECT 1: any offset past the element
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(hi, 0x12345000u + 16 + (uint64_t{1} << 32) + 0x100 * 16 + 3);
  // A format's element of up to 16 bytes, in range by its first byte.
  r.formats = 1;
  ASSERT_TRUE(region_reach(r, w.data(), &lo, &hi));
  EXPECT_EQ(hi, 0x12345000u + 16 + (uint64_t{1} << 32) + 0x100 * 16 + 15);
  r.formats = 0;
  w[3] ^= 3u << 28;  // OOB_SELECT 2 with a stride: unbounded
  EXPECT_FALSE(region_reach(r, w.data(), &lo, &hi));
  // A region with slices: a stride would move each lane's bytes by its index.
  w[3] &= ~(3u << 28);
  r.sliced = 1;
  EXPECT_FALSE(region_reach(r, w.data(), &lo, &hi));
  r.sliced = 0;
  w = raw_buffer(0x12345000, 0x100);
  w[1] |= 1u << 31;  // swizzled
  EXPECT_FALSE(region_reach(r, w.data(), &lo, &hi));
  w = raw_buffer(0xffffffffff00ull, 0x100);  // past the 48-bit space
  EXPECT_FALSE(region_reach(r, w.data(), &lo, &hi));
}

}  // namespace
}  // namespace rdnavk::xlate::testing
