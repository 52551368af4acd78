// Memory order inside a wave (D15). The hardware runs a wave's instruction for
// all its lanes before the next one, so lanes of one wave see each other's LDS
// and memory accesses in program order without any barrier; ACO relies on it
// (a workgroup of one wave drops its barriers). The translator's lanes are host
// invocations that run a segment independently, so where one lane may read what
// another wrote earlier (or write what another read), the wave meets first.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "isa/instruction.h"
#include "isa/program.h"

namespace rdnavk::xlate {

// What an instruction does to the workgroup's LDS and to guest memory.
struct MemAccess {
  bool lds_read = false, lds_write = false;
  bool mem_read = false, mem_write = false;
  bool shared_vgpr = false;  // names a shared VGPR (wave64: lanes L and L + 32 share it)
  // The memory access's region (D60: bytes no other region's access reaches),
  // or -1 where it may reach any byte; and its slice of the region, or -1:
  // accesses of one slice reach bytes of their own lane's only, so they never
  // meet each other (`region_slices`: every slice of its region).
  int region = -1;
  int slice = -1;
  uint32_t region_slices = 0;
  // The LDS access's index in RegionMap::lds (D62: its lanes, and where known
  // their addresses), or -1 where it may reach any byte.
  int lds = -1;
  // The memory access runs in lanes below this alone (D62).
  uint8_t lanes = 64;
};
// The wave64 shared VGPRs (COMPUTE_PGM_RSRC3.SHARED_VGPR_CNT) follow the
// allocated ones: v[first, first + count).
struct SharedVgprs {
  unsigned first = 0, count = 0;
};
MemAccess mem_access(const isa::Instruction& in, SharedVgprs shared = {});
// What decision record 0060 knows of a program's buffer accesses
// (xlate/memory_regions.h): the accesses whose bytes lie in a region of their
// own, by instruction offset (accesses of two regions never meet), with their
// slices; and the instructions after which a slice's pending accesses may
// reach any byte (they write the VGPR that places the slice's lanes).
struct RegionAccess {
  uint8_t region = 0;
  int8_t slice = -1;
  uint32_t region_slices = 0;
};
// An LDS access whose lanes are known (decision record 0062): it runs in lanes
// below `lanes` alone (the others are off there). Where `group` is not
// kLdsAnyAddress its address VGPR holds U + lane * stride (mod 2^32) for one
// U across the wave, and it reaches `pieces` byte ranges from there
// (ds_read2 and ds_write2 two); `group` names the VGPR's value: accesses of
// one group share U until the VGPR is written again. Where `affine`, U is
// per_wave * T + base (mod 2^32), T the wave's first thread.
struct LdsPiece {
  uint32_t offset = 0, bytes = 0;
};
struct LdsAccess {
  uint16_t group = 0;
  uint32_t stride = 0;
  uint8_t lanes = 64;
  uint8_t pieces = 0;
  std::array<LdsPiece, 2> piece{};
  bool affine = false;
  uint32_t per_wave = 0, base = 0;
};
// A group's waves: their first threads are T = 0, lanes, 2 * lanes, ... below
// waves * lanes. Unknown where `waves` is 0.
struct LdsWaves {
  unsigned lanes = 0, waves = 0;
};
// The most LDS accesses a program's analysis tells apart; past them an access
// may reach any byte.
inline constexpr unsigned kMaxLdsAccesses = 256;
inline constexpr uint16_t kLdsAnyAddress = 0xffff;
// Whether lane A's access `a` and another lane B's access `b` of the same
// wave may reach one byte: a lane's own accesses are in order, so only A != B
// counts. Accesses of two groups are compared for each wave of `waves` where
// both U are affine; elsewhere they may meet.
bool lds_lanes_meet(const LdsAccess& a, const LdsAccess& b, LdsWaves waves = {});

struct RegionMap {
  std::map<uint32_t, RegionAccess> access;
  std::map<uint32_t, uint32_t> ends_slices;  // offset -> slices (bits)
  std::vector<uint8_t> slice_region;         // by slice: its region
  // D62: the LDS accesses known lane by lane, by offset (an index in `lds`),
  // and the groups each instruction ends (it writes their VGPR): after it
  // their pending accesses may reach any byte.
  std::map<uint32_t, uint16_t> lds_access;
  std::vector<LdsAccess> lds;
  std::map<uint32_t, std::vector<uint16_t>> ends_lds_groups;
  LdsWaves lds_waves;
  // lds_lanes_meet of accesses i and j, each pair worked out once; past
  // kMaxAffinePairs pairs of two groups, such pairs may meet (bounded work on
  // any program).
  bool lds_meet(unsigned i, unsigned j) const;
  static constexpr unsigned kMaxAffinePairs = 256;
  mutable std::vector<uint8_t> lds_memo;  // lds.size()^2: 0 not yet, 1 apart, 2 meet
  mutable unsigned affine_pairs = 0;
  // D62: the memory accesses that run in lane 0 alone (or in none), by offset.
  std::set<uint32_t> mem_lane0;
  bool empty() const { return access.empty() && lds_access.empty() && mem_lane0.empty(); }
};

// Whether `in` is s_barrier, where the workgroup's waves meet (and every access
// before it is ordered for all of them). The opcode's record is found in the
// table once; instructions are compared by their record.
bool is_workgroup_barrier(const isa::Instruction& in);

// A set of LDS accesses by their index in RegionMap::lds.
struct LdsSet {
  std::array<uint64_t, kMaxLdsAccesses / 64> bits{};
  bool operator==(const LdsSet&) const = default;
  void set(unsigned i) { bits[i / 64] |= uint64_t{1} << (i % 64); }
  bool none() const {
    for (uint64_t w : bits)
      if (w != 0) return false;
    return true;
  }
  LdsSet& operator|=(const LdsSet& o) {
    for (size_t k = 0; k < bits.size(); ++k) bits[k] |= o.bits[k];
    return *this;
  }
  // f(i) for each index in the set, until it answers true; whether one did.
  template <class F>
  bool any_of(F f) const {
    for (size_t k = 0; k < bits.size(); ++k)
      for (uint64_t w = bits[k]; w != 0; w &= w - 1)
        if (f(static_cast<unsigned>(k * 64 + std::countr_zero(w)))) return true;
    return false;
  }
};

// Accesses made since the wave last met. mem_read and mem_write are memory
// accesses that may reach any byte; region_read and region_write, by bit, those
// of each region. lds_read and lds_write are LDS accesses that may reach any
// byte; lds_known_read and lds_known_write those whose lanes are known (D62).
// mem_lanes: some pending memory access may run in a lane other than lane 0.
struct PendingAccess {
  bool lds_read = false, lds_write = false;
  bool mem_read = false, mem_write = false;
  bool shared_vgpr = false;
  bool mem_lanes = false;
  uint32_t region_read = 0, region_write = 0;  // by region, outside its slices
  uint32_t slice_read = 0, slice_write = 0;    // by slice
  LdsSet lds_known_read, lds_known_write;
  bool operator==(const PendingAccess&) const = default;
  bool any() const {
    return lds_read || lds_write || mem_read || mem_write || shared_vgpr || region_read ||
           region_write || slice_read || slice_write || !lds_known_read.none() ||
           !lds_known_write.none();
  }
  void add(const MemAccess& m);
  void merge(const PendingAccess& o);
  // Whether `next` may see another lane's pending access out of order: a read
  // after a write, or a write after a read or a write, of the same space (of
  // memory: where either may reach any byte, or both are of one region and
  // not both of one slice; of LDS: where either may reach any byte, or another
  // lane's bytes of the two may meet, as `map`'s accesses tell). Two memory
  // accesses that run in lane 0 alone are in its order.
  bool conflicts(const MemAccess& next, const RegionMap* map = nullptr) const;
  // The slices `slices` end: their pending accesses may now reach any byte of
  // their regions (`slice_region`: each slice's).
  void end_slices(uint32_t slices, const std::vector<uint8_t>& slice_region);
  // The LDS groups `groups` end: their pending accesses may now reach any byte.
  void end_lds_groups(const std::vector<uint16_t>& groups, const RegionMap& map);
};

// The pending accesses at the start of every block (by offset), merged over its
// predecessors; every block is entered with all pending where the program
// jumps to computed addresses.
// `drained`: starts of blocks at whose end the wave meets (nothing pending after).
std::map<uint32_t, PendingAccess> pending_at_blocks(const isa::Program& prog,
                                                    SharedVgprs shared = {},
                                                    const std::set<uint32_t>& drained = {},
                                                    const RegionMap* regions = nullptr);

// Where the wave meets: before an access that conflicts with one still pending
// since it last met; and where a loop's accesses would conflict with what is
// pending when the loop is entered, once on the way in (at the end of the
// block before it) rather than in every iteration.
struct WaveSyncs {
  std::set<uint32_t> before;       // offsets of instructions the wave meets before
  std::set<uint32_t> after_block;  // starts of blocks falling through that it meets at the end of
};
WaveSyncs wave_sync_points(const isa::Program& prog, SharedVgprs shared = {},
                           const RegionMap* regions = nullptr);

}  // namespace rdnavk::xlate
