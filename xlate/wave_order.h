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

#include "isa/instruction.h"
#include "isa/program.h"

namespace rdnavk::xlate {

// What an instruction does to the workgroup's LDS and to guest memory.
struct MemAccess {
  bool lds_read = false, lds_write = false;
  bool mem_read = false, mem_write = false;
  bool shared_vgpr = false;  // names a shared VGPR (wave64: lanes L and L + 32 share it)
};
// The wave64 shared VGPRs (COMPUTE_PGM_RSRC3.SHARED_VGPR_CNT) follow the
// allocated ones: v[first, first + count).
struct SharedVgprs {
  unsigned first = 0, count = 0;
};
MemAccess mem_access(const isa::Instruction& in, SharedVgprs shared = {});

// Whether `in` is s_barrier, where the workgroup's waves meet (and every access
// before it is ordered for all of them). The opcode's record is found in the
// table once; instructions are compared by their record.
bool is_workgroup_barrier(const isa::Instruction& in);

// Accesses made since the wave last met.
struct PendingAccess {
  bool lds_read = false, lds_write = false;
  bool mem_read = false, mem_write = false;
  bool shared_vgpr = false;
  bool operator==(const PendingAccess&) const = default;
  bool any() const { return lds_read || lds_write || mem_read || mem_write || shared_vgpr; }
  void add(const MemAccess& m);
  void merge(const PendingAccess& o);
  // Whether `next` may see another lane's pending access out of order: a read
  // after a write, or a write after a read or a write, of the same space.
  bool conflicts(const MemAccess& next) const;
};

// The pending accesses at the start of every block (by offset), merged over its
// predecessors; every block is entered with all pending where the program
// jumps to computed addresses.
// `drained`: starts of blocks at whose end the wave meets (nothing pending after).
std::map<uint32_t, PendingAccess> pending_at_blocks(const isa::Program& prog,
                                                    SharedVgprs shared = {},
                                                    const std::set<uint32_t>& drained = {});

// Where the wave meets: before an access that conflicts with one still pending
// since it last met; and where a loop's accesses would conflict with what is
// pending when the loop is entered, once on the way in (at the end of the
// block before it) rather than in every iteration.
struct WaveSyncs {
  std::set<uint32_t> before;       // offsets of instructions the wave meets before
  std::set<uint32_t> after_block;  // starts of blocks falling through that it meets at the end of
};
WaveSyncs wave_sync_points(const isa::Program& prog, SharedVgprs shared = {});

}  // namespace rdnavk::xlate
