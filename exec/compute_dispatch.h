// What a dispatch is, read from the ring's COMPUTE_* registers by their regs/
// names and decoders: the key its program is translated for, the push constants
// its module takes, and the parts it runs in when its waves outnumber the
// scratch ring's slots.
#pragma once

#include <cstdint>
#include <vector>

#include "cp/work.h"
#include "exec/module_cache.h"
#include "regs/gfx103_types.h"
#include "regs/register_state.h"
#include "vk/host_device.h"
#include "xlate/translator.h"

namespace rdnavk::exec {

// Every member of a key, in order, each widened to 32 bits: what its hash and
// the disk cache (disk_cache.h) compare, never the struct's bytes, which hold
// padding.
std::vector<uint32_t> key_words(const xlate::ComputeKey& key);
std::vector<uint32_t> key_words(const xlate::MeshKey& key);
std::vector<uint32_t> key_words(const xlate::FragmentKey& key);

// The key's hash, member by member (the struct holds padding).
uint64_t hash(const xlate::ComputeKey& key);

template <>
struct KeyHash<xlate::ComputeKey> {
  uint64_t operator()(const xlate::ComputeKey& key) const { return hash(key); }
};
uint64_t hash(const xlate::MeshKey& key);
uint64_t hash(const xlate::FragmentKey& key);
template <>
struct KeyHash<xlate::MeshKey> {
  uint64_t operator()(const xlate::MeshKey& key) const { return hash(key); }
};
template <>
struct KeyHash<xlate::FragmentKey> {
  uint64_t operator()(const xlate::FragmentKey& key) const { return hash(key); }
};

// The program's key: the dispatch's wave size, group size and resource
// registers, and what the host device offers. `guard_denormals`: treat the host
// as one that may flush float denormals in every width (RDNAVK_DEBUG=denormguard).
xlate::ComputeKey compute_key(regs::ComputeDispatchInitiator init, const regs::RegisterState& r,
                              const vk::HostDeviceInfo& host, bool guard_denormals,
                              bool split_waves = true);

// What the host device offers that every stage's key holds (xlate::WaveKey):
// its subgroup size, 64-bit atomics, denormal and signed-zero controls.
void set_host_facts(const vk::HostDeviceInfo& host, bool guard_denormals, bool split_waves,
                    xlate::WaveKey* key);

// COMPUTE_PGM_LO/HI: the program's 48-bit address.
uint64_t program_address(const regs::RegisterState& r);

// The groups a dispatch launches, by dimension: with FORCE_START_AT_000 clear
// they run from COMPUTE_START_X/Y/Z up to the packet's dimensions, which are
// then ends, not counts (RADV's vkCmdDispatchBase sets START to the base and
// the dimensions to base + count); with it set, from 0. Null with `first` and
// `count` set, or the refusal's name when an end is below its start.
const char* dispatch_range(const cp::DispatchWork& w, const regs::RegisterState& r,
                           uint32_t first[3], uint32_t count[3]);

// The push constants of a dispatch of `key`'s program, but for what the
// executor fills in (page table, status, scratch_first_group). Null, or the
// refusal's name when the registers ask for a group the hardware does not make.
const char* compute_push(const cp::DispatchWork& w, const regs::RegisterState& r,
                         const xlate::ComputeKey& key, xlate::ComputePush* push);

// Decision record 0060: reads each of a module's memory regions' descriptors for
// a dispatch with `user_data` from `m` into `words` (the status record's
// region_words). True where each region's reach is known and every written
// region's bytes lie apart from every other region's in the host's memory
// (two guest addresses may show one buffer's bytes: the VM's mappings are
// followed to them); the module then orders accesses of one region only.
bool regions_apart(const std::vector<xlate::MemoryRegion>& regions, const uint32_t user_data[16],
                   const cp::GpuMemory& m, uint32_t words[][4]);

// TA_CS_BC_BASE_ADDR/_HI: the guest byte address of the dispatch's border
// colour table (256-byte units, HI's bits 7:0 above), which its module reads
// from the status record (xlate::StatusRecord).
uint64_t border_colour_table(const regs::RegisterState& r);

// A box of the dispatch's groups and the linear index (x fastest) of its first.
struct GroupBox {
  uint32_t base[3] = {0, 0, 0};
  uint32_t groups[3] = {0, 0, 0};
  uint32_t first = 0;
};

// The dispatch as boxes of consecutive groups, run one after another, each of
// at most `ring_waves` waves so that every wave of a box has its own scratch
// slot (on the hardware a slot is reused once its wave has ended), and of at
// most `max_groups` groups so that each has its own LDS region (D55): whole z
// slices, else whole rows of one slice, else runs of one row. `ring_waves` or
// `max_groups` 0: no such bound; one box when the bounds hold every group.
// False when one group does not fit, or the parts would be unreasonably many.
bool split_into_parts(const uint32_t n[3], uint64_t ring_waves, uint32_t waves_per_group,
                      uint64_t max_groups, std::vector<GroupBox>* out);

}  // namespace rdnavk::exec
