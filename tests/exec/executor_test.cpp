// The executor on the host device (lavapipe), through the command processor:
// what its module cache counts as dispatches find their programs again, and
// how queued dispatches go to the device.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "regs/gfx103_offsets.h"
#include "surf/meta.h"
#include "surf/surface.h"
#include "tests/xlate/xlate_fixture.h"
#include "vk/host_queue.h"

namespace rdnavk::xlate::testing {
namespace {

using ExecutorTest = XlateTest;

TEST_F(ExecutorTest, ASecondDispatchOfAProgramIsAModuleCacheHit) {
  const std::string prog = std::string("  v_add_nc_u32 v1, 3, v0\n") + kStoreByLane;
  exec::ExecutorStats before = executor->stats();
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  exec::ExecutorStats after = executor->stats();
  EXPECT_EQ(after.dispatches_run - before.dispatches_run, 2u);
  EXPECT_EQ(after.modules_translated - before.modules_translated, 1u);
  EXPECT_EQ(after.module_cache_misses - before.module_cache_misses, 1u);
  EXPECT_EQ(after.module_cache_hits - before.module_cache_hits, 1u);
  EXPECT_EQ(after.module_cache_evictions - before.module_cache_evictions, 0u);
  EXPECT_EQ(u32(kData + 4 * 31), 34u);
}

TEST_F(ExecutorTest, TheSameProgramUnderAnotherGroupSizeIsTranslatedAgain) {
  const std::string prog = std::string("  v_add_nc_u32 v1, 5, v0\n") + kStoreByLane;
  exec::ExecutorStats before = executor->stats();
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  ASSERT_EQ(refusals(run(prog, one_group(false, 64))), "");
  exec::ExecutorStats after = executor->stats();
  EXPECT_EQ(after.modules_translated - before.modules_translated, 2u);
  EXPECT_EQ(after.module_cache_misses - before.module_cache_misses, 2u);
  EXPECT_EQ(after.module_cache_hits - before.module_cache_hits, 0u);
  EXPECT_EQ(u32(kData + 4 * 63), 68u);
}

// Every lane adds 1 to its word of the data area.
const char* kIncrement = R"(
  v_lshlrev_b32 v10, 2, v0
  global_load_dword v1, v10, s[0:1]
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v1, 1, v1
  global_store_dword v10, v1, s[0:1]
  s_endpgm
)";

std::vector<uint32_t> acquire_mem(uint32_t gcr_cntl) {
  return {pkt3(pm4::Opcode::kACQUIRE_MEM, 7), 0, 0xffffffff, 0xffffff, 0, 0, 10, gcr_cntl};
}
std::vector<uint32_t> copy_dword(uint64_t src, uint64_t dst) {
  return {pkt3(pm4::Opcode::kCOPY_DATA, 5), 1u | 5u << 8,
          static_cast<uint32_t>(src),       static_cast<uint32_t>(src >> 32),
          static_cast<uint32_t>(dst),       static_cast<uint32_t>(dst >> 32)};
}
void append(std::vector<uint32_t>& ib, const std::vector<uint32_t>& p) {
  ib.insert(ib.end(), p.begin(), p.end());
}

TEST_F(ExecutorTest, DispatchesBetweenMemoryPacketsGoToTheDeviceAsOneSubmission) {
  // A module's first dispatch runs alone; the next three wait for the COPY_DATA,
  // which sees all of them; the last waits for the submission's end.
  load(kIncrement, false);
  std::vector<uint32_t> launch = dispatch_packets(one_group(false, 32));
  std::vector<uint32_t> ib;
  for (int i = 0; i < 4; ++i) {
    append(ib, launch);
    append(ib, acquire_mem(0x80 | 0x100));  // K$ and V$: no settle
  }
  append(ib, copy_dword(kData + 4 * 7, kData + 0x1000));
  append(ib, launch);
  exec::ExecutorStats before = executor->stats();
  uint64_t submissions = host->host_queue().submissions();
  ASSERT_EQ(refusals(run_ib(ib)), "");
  EXPECT_EQ(host->host_queue().submissions() - submissions, 3u);
  EXPECT_EQ(executor->stats().dispatches_run - before.dispatches_run, 5u);
  EXPECT_EQ(u32(kData + 0x1000), 4u);
  for (int lane = 0; lane < 32; ++lane) EXPECT_EQ(u32(kData + 4 * lane), 5u) << lane;
  EXPECT_EQ(u32(kData + 4 * 32), 0u);
}

TEST_F(ExecutorTest, DispatchesGoToTheDeviceAheadOfTheSettleInBatchesAndInOrder) {
  // The module's first dispatch runs alone; of the next 40, two batches of 16
  // are submitted as they fill, without waiting (D72), and the last 8 when the
  // COPY_DATA settles, which waits for all of them and sees every increment;
  // the last dispatch goes at the submission's end. (The s_nop makes it a
  // module no other test has dispatched.)
  load(std::string("  s_nop 1\n") + kIncrement, false);
  std::vector<uint32_t> launch = dispatch_packets(one_group(false, 32));
  std::vector<uint32_t> ib;
  for (int i = 0; i < 41; ++i) append(ib, launch);
  append(ib, copy_dword(kData + 4 * 7, kData + 0x1000));
  append(ib, launch);
  exec::ExecutorStats before = executor->stats();
  uint64_t submissions = host->host_queue().submissions();
  ASSERT_EQ(refusals(run_ib(ib)), "");
  EXPECT_EQ(host->host_queue().submissions() - submissions, 5u);
  EXPECT_EQ(host->host_queue().in_flight(), 0u);
  EXPECT_EQ(executor->stats().dispatches_run - before.dispatches_run, 42u);
  EXPECT_EQ(u32(kData + 0x1000), 41u);
  for (int lane = 0; lane < 32; ++lane) EXPECT_EQ(u32(kData + 4 * lane), 42u) << lane;
}

TEST_F(ExecutorTest, AProgramADispatchRewroteRunsAfterAnInstructionCacheInvalidation) {
  // B stores v1 = 3 by lane; A writes `v_mov_b32 v1, 2` over B's first
  // instruction. B, A, then B again after an ACQUIRE_MEM that invalidates the
  // instruction cache: the second B must run the new code, so the queued A is
  // settled before B's program is read.
  constexpr uint64_t kCodeB = kCode + 0x400;
  std::string error;
  std::vector<uint8_t> mov2 = assemble("  v_mov_b32 v1, 2\n", false, &error);
  ASSERT_GE(mov2.size(), 4u) << error;
  uint32_t mov2_word;
  std::memcpy(&mov2_word, mov2.data(), 4);
  load(fmt::format(R"(
  v_mov_b32 v2, 0x{:x}
  v_mov_b32 v3, 0
  global_store_dword v3, v2, s[2:3]
  s_endpgm
)",
                   mov2_word),
       false, kCode);
  load(std::string("  v_mov_b32 v1, 3\n") + kStoreByLane, false, kCodeB);
  Dispatch d = one_group(false, 32);
  d.user_sgprs.push_back(static_cast<uint32_t>(kCodeB));
  d.user_sgprs.push_back(static_cast<uint32_t>(kCodeB >> 32));
  std::vector<uint32_t> a = dispatch_packets(d, kCode), b = dispatch_packets(d, kCodeB);
  // A has run before (a module's first dispatch is not queued), and B is as new.
  ASSERT_EQ(refusals(run_ib(a)), "");
  load(std::string("  v_mov_b32 v1, 3\n") + kStoreByLane, false, kCodeB);
  std::vector<uint32_t> ib = b;
  append(ib, acquire_mem(0x80 | 0x100));
  append(ib, a);
  append(ib, acquire_mem(1 | 0x80 | 0x100));  // GLI_INV = ALL
  append(ib, b);
  ASSERT_EQ(refusals(run_ib(ib)), "");
  EXPECT_EQ(u32(kCodeB), mov2_word);
  for (int lane = 0; lane < 32; ++lane) EXPECT_EQ(u32(kData + 4 * lane), 2u) << lane;
}

// ---- passes of the CB over a target's metadata (CB_COLOR_CONTROL.MODE)

// A 64x32 8_8_8_8 UNORM colour buffer 0 of 64KB_R_X with pipe-aligned DCC, in a
// gfx submission: SET_CONTEXT_REG packets, then a draw of 3 auto indices.
struct DccTarget {
  static constexpr uint64_t kSurface = XlateTest::kData + 0x10000;
  static constexpr uint64_t kKeys = XlateTest::kData + 0x40000;
  surf::SurfaceLayout layout;
  surf::DccLayout dcc;
  surf::ByteRange keys;
  DccTarget() {
    surf::SurfaceDesc d;
    d.sw_mode = 27;
    d.width = 64;
    d.height = 32;
    EXPECT_EQ(surf::compute_layout(d, &layout), "");
    EXPECT_EQ(surf::compute_dcc_layout(layout, surf::DccDesc{}, &dcc), "");
    EXPECT_EQ(surf::dcc_level_range(dcc, 0, 0, &keys), "");
  }
  std::vector<uint32_t> packets(uint32_t mode, uint32_t clear_word) const {
    auto context = [](uint32_t reg, std::vector<uint32_t> values) {
      std::vector<uint32_t> p = {pkt3(pm4::Opcode::kSET_CONTEXT_REG, values.size() + 1),
                                 reg - 0xA000};
      p.insert(p.end(), values.begin(), values.end());
      return p;
    };
    std::vector<uint32_t> ib;
    auto add = [&](const std::vector<uint32_t>& p) { ib.insert(ib.end(), p.begin(), p.end()); };
    add(context(regs::kCB_COLOR_CONTROL, {0xccu << 16 | mode << 4}));
    add(context(regs::kCB_TARGET_MASK, {0xf}));
    add(context(regs::kCB_COLOR0_BASE, {static_cast<uint32_t>(kSurface >> 8)}));
    add(context(regs::kCB_COLOR0_BASE_EXT, {static_cast<uint32_t>(kSurface >> 40)}));
    add(context(regs::kCB_COLOR0_VIEW, {0}));
    // FORMAT 8_8_8_8 (10), NUMBER_UNORM, COMP_SWAP standard, DCC_ENABLE.
    add(context(regs::kCB_COLOR0_INFO, {10u << 2 | 1u << 28}));
    add(context(regs::kCB_COLOR0_ATTRIB, {0}));
    add(context(regs::kCB_COLOR0_DCC_CONTROL, {2u << 2}));  // 256-byte blocks
    add(context(regs::kCB_COLOR0_CLEAR_WORD0, {clear_word, 0}));
    add(context(regs::kCB_COLOR0_DCC_BASE, {static_cast<uint32_t>(kKeys >> 8)}));
    add(context(regs::kCB_COLOR0_DCC_BASE_EXT, {static_cast<uint32_t>(kKeys >> 40)}));
    add(context(regs::kCB_COLOR0_ATTRIB2, {(64u - 1) << 14 | (32u - 1)}));
    // 64KB_R_X, 2D, DCC pipe-aligned.
    add(context(regs::kCB_COLOR0_ATTRIB3, {27u << 14 | 1u << 24 | 1u << 30}));
    add({pkt3(pm4::Opcode::kNUM_INSTANCES, 1), 1});
    add({pkt3(pm4::Opcode::kDRAW_INDEX_AUTO, 2), 3, 2});
    return ib;
  }
  // The texels of the level, row-major, from guest memory.
  std::vector<uint8_t> texels(FlatGuestMemory& mem) const {
    surf::ByteRange r;
    EXPECT_EQ(surf::subresource_range(layout, 0, 0, &r), "");
    std::vector<uint8_t> rows(64 * 32 * 4);
    std::span<const uint8_t> bytes(mem.at(kSurface + r.begin), r.end - r.begin);
    EXPECT_EQ(surf::detile(layout, 0, 0, 0, 0, bytes, rows), "");
    return rows;
  }
};

cp::CpReport run_gfx(FlatGuestMemory& mem, exec::Executor* executor,
                     const std::vector<uint32_t>& ib) {
  std::memcpy(mem.at(XlateTest::kIb), ib.data(), ib.size() * 4);
  cp::CommandProcessor proc({}, executor);
  cp::Submission s;
  s.sequence = 1;
  s.ring_type = cp::RingType::kGfx;
  s.ibs = {{XlateTest::kIb, static_cast<uint32_t>(ib.size()), 0}};
  return proc.run(s, mem);
}

// Fast-clear eliminate and DCC decompress: each block as its key says, in
// memory (the clear register, 0000, 0001 and 1111 codes filled in, the
// uncompressed blocks as they were) and every key uncompressed after; a
// compressed block refuses the pass with nothing written.
TEST_F(ExecutorTest, MetadataPassesLeaveEveryBlockInMemoryAndEveryKeyUncompressed) {
  for (uint32_t mode : {2u, 6u}) {  // CB_ELIMINATE_FAST_CLEAR, CB_DCC_DECOMPRESS
    SCOPED_TRACE(mode);
    DccTarget t;
    const uint32_t bw = t.dcc.block_width, bh = t.dcc.block_height;
    std::vector<uint8_t> rows(64 * 32 * 4);
    for (size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<uint8_t>(i * 7 + 3);
    surf::ByteRange r;
    ASSERT_EQ(surf::subresource_range(t.layout, 0, 0, &r), "");
    std::vector<uint8_t> surface(r.end - r.begin);
    ASSERT_EQ(surf::retile(t.layout, 0, 0, 0, 0, rows, surface), "");
    std::memcpy(mem.at(DccTarget::kSurface + r.begin), surface.data(), surface.size());
    std::vector<uint8_t> keys(t.keys.end - t.keys.begin, 0xff);
    // Blocks by (bx, by): their key, and the texel it stands for.
    const struct {
      uint32_t bx, by;
      uint8_t key;
      uint32_t texel;
    } coded[] = {{0, 0, 0x20, 0x11223344u},
                 {1, 0, 0x00, 0u},
                 {0, 1, 0xc0, 0xffffffffu},
                 {2, 1, 0x40, 0xff000000u}};
    for (const auto& c : coded) {
      uint64_t off = 0;
      ASSERT_EQ(surf::dcc_key_offset(t.dcc, {c.bx * bw, c.by * bh, 0, 0, 0}, 0, &off), "");
      keys[off - t.keys.begin] = c.key;
    }
    std::memcpy(mem.at(DccTarget::kKeys + t.keys.begin), keys.data(), keys.size());
    ASSERT_EQ(refusals(run_gfx(mem, executor.get(), t.packets(mode, 0x11223344u))), "");
    std::vector<uint8_t> got = t.texels(mem);
    unsigned bad = 0;
    for (uint32_t y = 0; y < 32; ++y)
      for (uint32_t x = 0; x < 64; ++x) {
        uint32_t want;
        std::memcpy(&want, &rows[(y * 64 + x) * 4], 4);
        for (const auto& c : coded)
          if (x / bw == c.bx && y / bh == c.by) want = c.texel;
        uint32_t have;
        std::memcpy(&have, &got[(y * 64 + x) * 4], 4);
        if (have != want && bad++ < 5)
          ADD_FAILURE() << x << "," << y << ": " << std::hex << have << " want " << want;
      }
    EXPECT_EQ(bad, 0u);
    std::vector<uint8_t> after;
    std::span<const uint8_t> range(mem.at(DccTarget::kKeys + t.keys.begin), keys.size());
    ASSERT_EQ(surf::read_dcc_keys(t.dcc, 0, 0, 0, range, &after), "");
    for (uint8_t k : after) EXPECT_EQ(k, 0xff);

    // A block of compressed data: refused, memory as it was.
    uint64_t off = 0;
    ASSERT_EQ(surf::dcc_key_offset(t.dcc, {3 * bw, 2 * bh, 0, 0, 0}, 0, &off), "");
    *mem.at(DccTarget::kKeys + off) = 0x01;
    std::memcpy(mem.at(DccTarget::kSurface + r.begin), surface.data(), surface.size());
    auto rep = run_gfx(mem, executor.get(), t.packets(mode, 0x11223344u));
    EXPECT_EQ(rep.refusals.count("draw-target-dcc-compressed"), 1u) << refusals(rep);
    EXPECT_EQ(t.texels(mem), rows);
    EXPECT_EQ(*mem.at(DccTarget::kKeys + off), 0x01);
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
