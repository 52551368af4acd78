#include <gtest/gtest.h>

#include <vector>

#include "cp/gpu_memory.h"
#include "exec/compute_dispatch.h"
#include "exec/status.h"
#include "mem/bo.h"
#include "mem/va_space.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::exec {
namespace {

vk::HostDeviceInfo lavapipe() {
  vk::HostDeviceInfo info;
  info.driver = VK_DRIVER_ID_MESA_LLVMPIPE;
  info.caps.subgroup_size = 8;
  info.caps.buffer_int64_atomics = true;
  return info;
}

TEST(ComputeDispatch, TheKeyComesFromEachRegisterByItsName) {
  regs::RegisterState r;
  r.write(regs::kCOMPUTE_NUM_THREAD_X, 0x0005'0040);  // partial 5, full 64
  r.write(regs::kCOMPUTE_NUM_THREAD_Y, 2);
  r.write(regs::kCOMPUTE_NUM_THREAD_Z, 3);
  r.write(regs::kCOMPUTE_PGM_RSRC1, 0x11);
  r.write(regs::kCOMPUTE_PGM_RSRC2, 0x22);
  r.write(regs::kCOMPUTE_PGM_RSRC3, 0x3);
  regs::ComputeDispatchInitiator wave32{0x8001};  // COMPUTE_SHADER_EN, CS_W32_EN
  xlate::ComputeKey k = compute_key(wave32, r, lavapipe(), false);
  EXPECT_FALSE(k.wave64);
  EXPECT_EQ(k.threads[0], 64);
  EXPECT_EQ(k.threads[1], 2);
  EXPECT_EQ(k.threads[2], 3);
  EXPECT_EQ(k.rsrc1, 0x11u);
  EXPECT_EQ(k.rsrc2, 0x22u);
  EXPECT_EQ(k.rsrc3, 0x3u);
  EXPECT_EQ(k.host_subgroup, 8u);
  EXPECT_TRUE(k.host_int64_atomics);
  EXPECT_EQ(k.host_denorm_kept, 7);
  xlate::ComputeKey guarded = compute_key(regs::ComputeDispatchInitiator{1}, r, lavapipe(), true);
  EXPECT_TRUE(guarded.wave64);
  EXPECT_EQ(guarded.host_denorm_kept, 0);
  EXPECT_EQ(guarded.host_denorm_preserve, 0);
}

// A module made for the memory path (D32) is another module: the keys differ
// and so do their hashes, in each stage.
TEST(ComputeDispatch, TheCrossLanePathIsPartOfEveryKey) {
  xlate::ComputeKey c;
  c.host_subgroup = 32;
  xlate::ComputeKey cm = c;
  cm.crosslane_in_memory = true;
  EXPECT_NE(hash(c), hash(cm));
  xlate::MeshKey m;
  m.host_subgroup = 32;
  xlate::MeshKey mm = m;
  mm.crosslane_in_memory = true;
  EXPECT_NE(hash(m), hash(mm));
}

// A wave found apart makes every other status meaningless: it is the refusal
// named, after only the subgroup layout.
TEST(ComputeDispatch, LanesApartIsNamedBeforeOtherStatus) {
  EXPECT_STREQ(status_refusal(xlate::kStatusVmFault | xlate::kStatusLanesApart),
               "host-lanes-apart");
  EXPECT_STREQ(status_refusal(xlate::kStatusWaveBudget | xlate::kStatusLanesApart |
                              xlate::kStatusHostSubgroupLayout),
               "host-subgroup-layout");
  EXPECT_STREQ(status_refusal(xlate::kStatusWaveBudget), "wave-budget");
  EXPECT_EQ(status_refusal(0), nullptr);
}

TEST(ComputeDispatch, TheProgramAddressIsPgmLoAndHiIn256ByteUnits) {
  regs::RegisterState r;
  r.write(regs::kCOMPUTE_PGM_LO, 0x8000'0001);
  r.write(regs::kCOMPUTE_PGM_HI, 0xffff'ff12);  // only HI's DATA (7:0) is the address
  EXPECT_EQ(program_address(r), 0x12'8000'0001'00ull);
}

// The border colour table a dispatch's status record carries (D34): its own
// registers, TA_CS_BC_BASE_ADDR/_HI, not the draws' TA_BC_BASE_ADDR.
TEST(ComputeDispatch, TheBorderColourTableIsTaCsBcBaseAddrIn256ByteUnits) {
  regs::RegisterState r;
  r.write(regs::kTA_BC_BASE_ADDR, 0x1111);
  EXPECT_EQ(border_colour_table(r), 0u);
  r.write(regs::kTA_CS_BC_BASE_ADDR, 0x8000'0203);
  r.write(regs::kTA_CS_BC_BASE_ADDR_HI, 0xffff'ff34);  // only ADDRESS (7:0) is the address
  EXPECT_EQ(border_colour_table(r), 0x34'8000'0203'00ull);
}

TEST(ComputeDispatch, PushConstantsTakeUserDataStartAndPartialGroups) {
  regs::RegisterState r;
  for (uint32_t i = 0; i < 16; ++i) r.write(regs::kCOMPUTE_USER_DATA_0 + i, 100 + i);
  r.write(regs::kCOMPUTE_START_X, 4);
  r.write(regs::kCOMPUTE_START_Y, 5);
  r.write(regs::kCOMPUTE_START_Z, 6);
  r.write(regs::kCOMPUTE_NUM_THREAD_X, 0x0005'0040);
  r.write(regs::kCOMPUTE_NUM_THREAD_Y, 0x0001'0002);
  r.write(regs::kCOMPUTE_NUM_THREAD_Z, 1);
  r.write(regs::kCOMPUTE_TMPRING_SIZE, (3u << 12) | 10);  // WAVESIZE 3, WAVES 10
  cp::DispatchWork w;
  w.groups[0] = 7;
  w.groups[1] = 8;
  w.groups[2] = 9;
  w.initiator = 0x3;  // COMPUTE_SHADER_EN, PARTIAL_TG_EN
  xlate::ComputeKey k = compute_key(regs::ComputeDispatchInitiator{w.initiator}, r, lavapipe(), 0);
  xlate::ComputePush push;
  EXPECT_EQ(compute_push(w, r, k, &push), nullptr);
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(push.user_data[i], 100 + i);
  EXPECT_EQ(push.group_base[0], 4u);
  EXPECT_EQ(push.group_base[1], 5u);
  EXPECT_EQ(push.group_base[2], 6u);
  // From START to the packet's dimensions, which are ends (vkCmdDispatchBase).
  EXPECT_EQ(push.groups[0], 3u);
  EXPECT_EQ(push.groups[1], 3u);
  EXPECT_EQ(push.groups[2], 3u);
  EXPECT_EQ(push.scratch_wave_bytes, 3u * 1024);
  EXPECT_EQ(push.partial, 5u | 1u << 10);
  // FORCE_START_AT_000 starts at group 0 whatever START_X/Y/Z say.
  w.initiator = 0x5;
  xlate::ComputePush at_zero;
  EXPECT_EQ(compute_push(w, r, k, &at_zero), nullptr);
  EXPECT_EQ(at_zero.group_base[0], 0u);
  EXPECT_EQ(at_zero.groups[0], 7u);
  EXPECT_EQ(at_zero.partial, 0u);
  // A partial group as large as the full one is a whole group (RADV's
  // unaligned dispatches that divide evenly); a larger one is refused.
  r.write(regs::kCOMPUTE_NUM_THREAD_Y, 0x0002'0002);
  w.initiator = 0x3;
  xlate::ComputePush whole;
  EXPECT_EQ(compute_push(w, r, k, &whole), nullptr);
  EXPECT_EQ(whole.partial, 5u | 2u << 10);
  r.write(regs::kCOMPUTE_NUM_THREAD_Y, 0x0003'0002);
  xlate::ComputePush refused;
  EXPECT_STREQ(compute_push(w, r, k, &refused), "partial-thread-group-size");
  // An end at or below its start.
  r.write(regs::kCOMPUTE_NUM_THREAD_Y, 0x0001'0002);
  w.groups[1] = 5;
  EXPECT_STREQ(compute_push(w, r, k, &refused), "dispatch-start-past-end");
  uint32_t first[3], count[3];
  w.groups[1] = 6;
  EXPECT_EQ(dispatch_range(w, r, first, count), nullptr);
  EXPECT_EQ(first[1], 5u);
  EXPECT_EQ(count[1], 1u);
  // Dimensions in threads (USE_THREAD_DIMENSIONS, bit 5) and RESTORE (bit
  // 14) are refused: read as group counts they would launch other threads.
  w.initiator = 0x3 | 1u << 5;
  EXPECT_STREQ(dispatch_range(w, r, first, count), "dispatch-use-thread-dimensions");
  EXPECT_STREQ(compute_push(w, r, k, &refused), "dispatch-use-thread-dimensions");
  w.initiator = 0x3 | 1u << 14;
  EXPECT_STREQ(dispatch_range(w, r, first, count), "dispatch-restore");
}

TEST(ComputeDispatch, AScratchRingTooSmallForEveryWaveSplitsIntoRows) {
  const uint32_t n[3] = {4, 3, 1};
  std::vector<GroupBox> boxes;
  ASSERT_TRUE(split_into_parts(n, 8, 2, 0, &boxes));  // 4 groups a box: one row each
  ASSERT_EQ(boxes.size(), 3u);
  EXPECT_EQ(boxes[1].base[1], 1u);
  EXPECT_EQ(boxes[1].groups[0], 4u);
  EXPECT_EQ(boxes[1].groups[1], 1u);
  EXPECT_EQ(boxes[1].first, 4u);
  EXPECT_EQ(boxes[2].first, 8u);
  std::vector<GroupBox> none;
  EXPECT_FALSE(split_into_parts(n, 1, 2, 0, &none));  // one group does not fit
}

// The LDS buffer's regions bound a part by groups (D55), alone or with the
// scratch ring: the smaller bound holds.
TEST(ComputeDispatch, TheLdsBuffersRegionsBoundEachPartsGroups) {
  const uint32_t n[3] = {4, 3, 2};
  std::vector<GroupBox> rows;
  ASSERT_TRUE(split_into_parts(n, 0, 2, 5, &rows));  // 5 groups a box: one row each
  ASSERT_EQ(rows.size(), 6u);
  EXPECT_EQ(rows[5].base[1], 2u);
  EXPECT_EQ(rows[5].base[2], 1u);
  EXPECT_EQ(rows[5].first, 20u);
  std::vector<GroupBox> slices;
  ASSERT_TRUE(split_into_parts(n, 100, 2, 12, &slices));  // the regions' 12 over the ring's 50
  ASSERT_EQ(slices.size(), 2u);
  EXPECT_EQ(slices[1].base[2], 1u);
  EXPECT_EQ(slices[1].groups[0], 4u);
  EXPECT_EQ(slices[1].groups[1], 3u);
  EXPECT_EQ(slices[1].first, 12u);
  std::vector<GroupBox> one;
  ASSERT_TRUE(split_into_parts(n, 0, 2, 24, &one));
  EXPECT_EQ(one.size(), 1u);
}

// Decision record 0060: the executor reads each region's descriptor from the
// place the user data fixes and proves the buffers apart in the host's bytes,
// where one buffer may show at two guest addresses.
TEST(ComputeDispatch, RegionsApartFollowTheMappingsToTheBuffersBytes) {
  auto arena = mem::BoArena::create(uint64_t{1} << 24);
  auto table = arena->allocate(4096, 1), data = arena->allocate(4 * 4096, 2);
  ASSERT_TRUE(table && data);
  mem::VaSpace vm;
  ASSERT_EQ(vm.map({0x100000, 4096, 0, 0, table}), mem::VaStatus::kOk);
  // The data buffer at 0x200000, and its second page again at 0x400000.
  ASSERT_EQ(vm.map({0x200000, 4 * 4096, 0, 0, data}), mem::VaStatus::kOk);
  ASSERT_EQ(vm.map({0x400000, 4096, 4096, 0, data}), mem::VaStatus::kOk);
  cp::VmSnapshotMemory m(*vm.snapshot());
  auto descriptor = [&](unsigned slot, uint64_t va, uint32_t bytes) {
    const uint32_t w[4] = {static_cast<uint32_t>(va), static_cast<uint32_t>(va >> 32), bytes,
                           0x31016fac};
    ASSERT_TRUE(m.write(0x100000 + 16 * slot, {reinterpret_cast<const uint8_t*>(w), 16}));
  };
  // Regions: the descriptors at user[0] + 0 (read) and + 16 (written), with
  // every offset a multiple of 4.
  std::vector<xlate::MemoryRegion> regions(2);
  regions[0].lo_user = regions[1].lo_user = 0;
  regions[0].hi = regions[1].hi = 0;  // the address's high half: the constant 0
  regions[1].offset = 16;
  regions[1].written = 1;
  regions[0].aligned = regions[1].aligned = 1;
  uint32_t user[16] = {0x100000};
  uint32_t words[xlate::kMaxMemoryRegions][4] = {};

  descriptor(0, 0x200000, 4096);  // the first page
  descriptor(1, 0x201000, 4096);  // the second
  EXPECT_TRUE(regions_apart(regions, user, m, words));
  EXPECT_EQ(words[1][0], 0x201000u);
  EXPECT_EQ(words[1][3], 0x31016facu);
  // The second page through its other address: the same bytes.
  descriptor(0, 0x400000, 4096);
  EXPECT_FALSE(regions_apart(regions, user, m, words));
  // Two regions only read may share bytes.
  regions[1].written = 0;
  EXPECT_TRUE(regions_apart(regions, user, m, words));
  regions[1].written = 1;
  // One byte of overlap, and a dword that may start unaligned at the end.
  descriptor(0, 0x200000, 4097);
  EXPECT_FALSE(regions_apart(regions, user, m, words));
  descriptor(0, 0x200000, 4096);
  regions[0].aligned = 0;
  EXPECT_FALSE(regions_apart(regions, user, m, words));
  regions[0].aligned = 1;
  // A descriptor the user data points past the mappings: nothing proved.
  user[0] = 0x300000;
  EXPECT_FALSE(regions_apart(regions, user, m, words));
}

}  // namespace
}  // namespace rdnavk::exec
