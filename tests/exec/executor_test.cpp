// The executor on the host device (lavapipe), through the command processor:
// what its module cache counts as dispatches find their programs again, and
// how queued dispatches go to the device.
#include <gtest/gtest.h>

#include <fmt/format.h>

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

}  // namespace
}  // namespace rdnavk::xlate::testing
