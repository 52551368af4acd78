// What the stages whose invocations form workgroups of whole waves share
// (compute_stage.cpp, mesh_stage.cpp): the built-ins that place an invocation,
// the lane placement itself, and reading the push block in the prologue.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "xlate/emit.h"
#include "xlate/spirv_asm.h"

namespace rdnavk::xlate {

// %in_wgid (WorkgroupId), %in_sgid (SubgroupId), %in_sgii
// (SubgroupLocalInvocationId), with their types; their ids for the entry point.
void declare_group_builtins(SpirvAsm& a);
inline constexpr const char* kGroupBuiltinIds = "%in_wgid %in_sgid %in_sgii";

// The invocation's place from its subgroup's number and its place in it
// (subgroups hold whole runs of the group's invocations: the module requires
// full subgroups, D10): Emit's flat_, subgroup_id_, wave_, lane_, lane_lo_,
// lane_hi_ and subgroup_first_.
void place_group_lanes(SpirvAsm& a, Emit& e, unsigned host_subgroup, unsigned wave);

// The place of an invocation whose host subgroup is its wave (a pixel wave,
// D25): lane = SubgroupLocalInvocationId (`sgii`, loaded), wave 0.
void place_subgroup_wave_lanes(SpirvAsm& a, Emit& e, const V& sgii);

// A u32 member of the push block in the prologue (an element of an array
// member when `array`).
V push_u32(SpirvAsm& a, std::string_view member, unsigned index, bool array);
// A 64-bit scalar member of the stage's push block, loaded in the prologue.
V push_u64(SpirvAsm& a, std::string_view member);
// The u64 `offset` bytes into the work's status record (StatusRecord,
// push_layout.h), which the block's `status` addresses, loaded in the prologue.
V status_record_u64(SpirvAsm& a, uint32_t offset);

// The group of whole waves (`l`'s wave set) that holds `threads` invocations,
// and whether the host's subgroups can place them (D10): into `l`, or the name
// of what is refused.
std::string group_of_waves(unsigned threads, unsigned host_subgroup, WaveConfig* l);

// What every stage's resource registers say alike: the wave's VGPRs (RSRC1's
// VGPRS granules), wave64's shared VGPRs (SHARED_VGPR_CNT), the group's LDS
// (LDS_SIZE granules) and the float mode (RSRC1's FLOAT_MODE, DX10_CLAMP,
// IEEE_MODE), from `rsrc1` in any stage's RSRC1 layout. Into `l` (whose wave
// is set), or the name of what is refused.
std::string wave_resources(uint32_t rsrc1, unsigned shared_vgpr_cnt, unsigned lds_granules,
                           WaveConfig* l);

// The u64 of a lane mask with the low `count` bits set (count 0..64).
V low_lanes_mask(SpirvAsm& a, const V& count);

}  // namespace rdnavk::xlate
