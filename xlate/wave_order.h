// Memory order inside a wave (D15). The hardware runs a wave's instruction for
// all its lanes before the next one, so lanes of one wave see each other's LDS
// and memory accesses in program order without any barrier; ACO relies on it
// (a workgroup of one wave drops its barriers). The translator's lanes are host
// invocations that run a segment independently, so where one lane may read what
// another wrote earlier (or write what another read), the wave meets first.
#pragma once

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
struct RegionMap {
  std::map<uint32_t, RegionAccess> access;
  std::map<uint32_t, uint32_t> ends_slices;  // offset -> slices (bits)
  std::vector<uint8_t> slice_region;         // by slice: its region
};

// Whether `in` is s_barrier, where the workgroup's waves meet (and every access
// before it is ordered for all of them). The opcode's record is found in the
// table once; instructions are compared by their record.
bool is_workgroup_barrier(const isa::Instruction& in);

// Accesses made since the wave last met. mem_read and mem_write are memory
// accesses that may reach any byte; region_read and region_write, by bit, those
// of each region.
struct PendingAccess {
  bool lds_read = false, lds_write = false;
  bool mem_read = false, mem_write = false;
  bool shared_vgpr = false;
  uint32_t region_read = 0, region_write = 0;  // by region, outside its slices
  uint32_t slice_read = 0, slice_write = 0;    // by slice
  bool operator==(const PendingAccess&) const = default;
  bool any() const {
    return lds_read || lds_write || mem_read || mem_write || shared_vgpr || region_read ||
           region_write || slice_read || slice_write;
  }
  void add(const MemAccess& m);
  void merge(const PendingAccess& o);
  // Whether `next` may see another lane's pending access out of order: a read
  // after a write, or a write after a read or a write, of the same space (of
  // memory: where either may reach any byte, or both are of one region and
  // not both of one slice).
  bool conflicts(const MemAccess& next) const;
  // The slices `slices` end: their pending accesses may now reach any byte of
  // their regions (`slice_region`: each slice's).
  void end_slices(uint32_t slices, const std::vector<uint8_t>& slice_region);
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
