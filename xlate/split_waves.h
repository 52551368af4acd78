// Waves split into their host subgroups (decision record 0023). Where the host
// subgroup is narrower than the wave, a wave whose lanes never need each other
// runs as independent host subgroups, each holding its own copy of the wave's
// scalar state and seeing only its own lanes' bits of every lane mask, so that
// no workgroup meeting is needed for compares, loop exits or skipped blocks.
// This analysis proves, from the opcode table's facts, that such a split wave
// computes for each of its lanes exactly what the whole wave would, or says
// what stops it.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "isa/program.h"
#include "xlate/wave_order.h"

namespace rdnavk::xlate {

struct SplitPlan {
  bool split = false;
  std::string why_not;  // when not split: the first thing that stops it, with its offset
  // The instructions whose test of a lane mask against zero (the SCC of a
  // bitwise op or s_*_saveexec, s_cbranch_execz/vccz and their nz forms) counts
  // only the host subgroup's own lanes: the value tested is exact in those bits
  // only, and the analysis proved that where the subgroup's bits are zero and
  // the wave's are not, what the wave does until both paths meet again leaves
  // the subgroup's lanes as they were.
  std::set<uint32_t> subgroup_tests;
  // The v_readfirstlane instructions whose source every active lane of the
  // wave holds alike, where the subgroup has an active lane: each subgroup
  // reads its own first active lane.
  std::set<uint32_t> first_lane_reads;
  // The loops (by the offset of their segment's first block, D52) whose lanes
  // each leave on their own (decision record 0061): every test of a lane mask
  // in them is proved for each lane alone as for the subgroup, and nothing in
  // them needs another lane, so a lane whose own bit says the subgroup's would
  // leave goes to the one block every way out of the loop leads to, where
  // nothing the loop writes to a scalar register is read.
  std::set<uint32_t> lane_wise_loops;
};

// A segment of the program that branches back to its own start (D52): the
// starts of its blocks, the first block's first.
using SegmentLoop = std::vector<uint32_t>;

// The plan for `prog` in waves of 64 lanes (`wave64`) or 32. `shared`: wave64's
// shared VGPRs (their lanes L and L + 32 meet in one register: never split).
// `full_waves`: every wave starts with every lane on, so every host subgroup
// starts with an active lane.
// `regions`: memory accesses by region (D60), which meet only their own.
// `loops`: the segments that loop, each checked for lanes that leave alone.
SplitPlan plan_split_waves(const isa::Program& prog, bool wave64, SharedVgprs shared,
                           bool full_waves = false, const RegionMap* regions = nullptr,
                           const std::vector<SegmentLoop>* loops = nullptr);

// Whether `in` works on lanes: not the scalar unit's (SALU, SMEM, SOPP).
bool works_on_lanes(const isa::Instruction& in);

}  // namespace rdnavk::xlate
