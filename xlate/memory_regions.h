// Buffer accesses whose bytes a dispatch's own descriptors bound (decision
// record 0060). D15 makes a wave meet between two accesses of guest memory
// where one writes, since lanes of other host subgroups may reach the same
// bytes. Where both go through buffer descriptors that the program loads from
// places its user data fixes, the executor reads the descriptors before the
// dispatch and, where the buffers' bytes lie apart, runs a module that orders
// only accesses of one region. The module compares every such descriptor word
// it loads with the word the executor read, and refuses the work where one
// differs (kStatusMemoryRegions).
//
// Within a region, accesses whose offset VGPR holds U + lane * S for one value
// U across the wave, all within S bytes of it, reach bytes of their own lane
// only: they form a slice, whose accesses never meet each other. The slice
// ends where its VGPR is written again.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "isa/program.h"
#include "xlate/wave_order.h"

namespace rdnavk::xlate {

// The most regions a module relies on; the executor's status record holds each
// one's descriptor (StatusRecord::region_words).
inline constexpr unsigned kMaxMemoryRegions = 8;

// One region: the buffer of a descriptor at guest address
// ((user[lo_user] | high << 32) + offset) & ~3, where `high` is user[hi] when
// hi_is_user and the constant `hi` otherwise (user: COMPUTE_USER_DATA_n, the
// SGPRs the wave starts with). Its accesses add a constant SOFFSET from
// [soffset_min, soffset_max].
struct MemoryRegion {
  uint32_t lo_user = 0;
  uint32_t hi_is_user = 0;
  uint32_t hi = 0;
  int32_t offset = 0;
  uint32_t soffset_min = 0, soffset_max = 0;
  uint32_t written = 0;  // some access stores to it (or is an atomic)
  // Every access's offset is a multiple of 4 (its offset VGPR's low bits known
  // zero, its instruction offset and SOFFSET multiples of 4): no dword it
  // reaches starts within 3 bytes of NUM_RECORDS unaligned.
  uint32_t aligned = 0;
  // Some of its accesses form slices, whose lanes' bytes are placed by their
  // offsets alone: the descriptor must have no stride (an index, ADD_TID_ENABLE's
  // lane among them, would move them).
  uint32_t sliced = 0;
  // Some of its accesses are a format's (MTBUF, buffer_*_format_*): an element
  // of up to 16 bytes is in range by its first byte's offset alone, so it may
  // reach 15 bytes past the last offset in range.
  uint32_t formats = 0;
  bool operator==(const MemoryRegion&) const = default;
};

// A word of a region's descriptor that an s_load writes to SGPR `sgpr`: the
// module compares it with the executor's word.
struct RegionWordLoad {
  unsigned sgpr = 0;
  uint8_t region = 0;
  uint8_t word = 0;  // 0-3
};

// The most slices a module tells apart.
inline constexpr unsigned kMaxRegionSlices = 32;

struct MemoryRegions {
  std::vector<MemoryRegion> regions;
  RegionMap order;                                // the accesses' regions and slices (D15's input)
  std::multimap<uint32_t, RegionWordLoad> loads;  // s_load offset -> words it checks
  // No buffer region (the LDS's accesses, in `order`, need no executor).
  bool empty() const { return regions.empty(); }
};

// What find_memory_regions looks for.
struct RegionOptions {
  // Buffer regions: descriptors loaded from addresses made of the first
  // `user_sgprs` SGPRs and constants (0: none are looked for).
  unsigned user_sgprs = 0;
  bool wave64 = true;
  // The waves start as Stage::lanes_in_order says, which slices and the LDS
  // accesses' lanes are found from.
  bool lanes_in_order = false;
  // The lanes of LDS accesses, and where known their addresses (decision
  // record 0062): RegionMap::lds and its groups; and the memory accesses only
  // lane 0 runs (RegionMap::mem_lane0).
  bool lds = false;
  // The waves of a group (where the lanes are in order: their first threads
  // are 0, the wave's lanes, twice that, ...).
  unsigned group_waves = 0;
  // Wave64's shared VGPRs, v[vgprs, vgprs + shared_vgprs): lanes L and L + 32
  // hold one register, so nothing is known of them.
  unsigned vgprs = 256, shared_vgprs = 0;
  // For buffer accesses by offset, the low bits of their offset VGPR known
  // zero (lds_address_zero_bits).
  const std::map<uint32_t, unsigned>* offset_zero_bits = nullptr;
};

// The regions of `prog`'s MUBUF and MTBUF accesses whose descriptor SGPRs hold,
// on every path, words an s_load read from an address made of the user SGPRs
// and constants, with a constant SOFFSET; and, where `o.lds`, its LDS accesses
// known lane by lane. Nothing in a program that computes jump targets.
MemoryRegions find_memory_regions(const isa::Program& prog, const RegionOptions& o);

// The bytes of guest memory a region's accesses can reach through descriptor
// `w` with the module's address equation (xlate/buffer_address.cpp):
// [*lo, *hi) in 48-bit guest addresses. False where the descriptor is not one
// whose reach is bounded that way (swizzling, an index bounded by nothing) or
// the reach wraps
// past the address space; an empty reach (*lo == *hi) is one no access is in
// range of.
bool region_reach(const MemoryRegion& r, const uint32_t w[4], uint64_t* lo, uint64_t* hi);

// The guest address of word `word` of region `r`'s descriptor, for the
// dispatch's user data, as the module's s_load computes it (48 bits).
uint64_t region_descriptor_address(const MemoryRegion& r, const uint32_t user_data[16],
                                   unsigned word);

}  // namespace rdnavk::xlate
