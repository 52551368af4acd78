// Memory order inside a wave (D15): which instructions touch LDS or memory, and
// the accesses pending at each block start.
#include "xlate/wave_order.h"

#include <algorithm>
#include <span>
#include <string_view>

#include "isa/facts.h"
#include "xlate/program_flow.h"

namespace rdnavk::xlate {

namespace {

// Shared VGPRs are reached by whichever lane holds their half: any instruction
// naming one counts as reading and writing them (a conservative order).
bool names_shared_vgpr(const isa::Instruction& in, SharedVgprs shared) {
  if (shared.count == 0) return false;
  for (const isa::Operand& o : in.operand_list()) {
    if (!o.is_vgpr() || o.kind == isa::OperandKind::kImmediate) continue;
    unsigned first = o.code - 256u, last = first + std::max<unsigned>(1, o.dwords);
    if (first < shared.first + shared.count && last > shared.first) return true;
  }
  return false;
}

}  // namespace

// From the opcode table's facts (isa/facts.h): DS reaches LDS (its lane
// exchanges, ds_swizzle and ds_(b)permute, do not), the buffer, global, scratch
// and image instructions memory, FLAT both (an address may fall in the LDS
// aperture); an atomic reads and writes. Scalar loads go through the scalar
// data cache and are not ordered here.
MemAccess mem_access(const isa::Instruction& in, SharedVgprs shared) {
  MemAccess m;
  uint8_t effect = isa::facts(*in.info).memory;
  if (!(effect & isa::kScalarMemory)) {
    m.lds_read = (effect & isa::kLdsRead) != 0;
    m.lds_write = (effect & isa::kLdsWrite) != 0;
    m.mem_read = (effect & isa::kMemoryRead) != 0;
    m.mem_write = (effect & isa::kMemoryWrite) != 0;
  }
  m.shared_vgpr = names_shared_vgpr(in, shared);
  return m;
}

bool is_workgroup_barrier(const isa::Instruction& in) {
  static const isa::OpcodeInfo* const barrier = [] {
    for (const isa::OpcodeInfo& info : isa::all_opcodes())
      if (info.encoding == isa::Encoding::kSOPP && std::string_view(info.name) == "s_barrier")
        return &info;
    return static_cast<const isa::OpcodeInfo*>(nullptr);
  }();
  return in.info == barrier;
}

void PendingAccess::add(const MemAccess& m) {
  shared_vgpr |= m.shared_vgpr;
  if ((m.mem_read || m.mem_write) && m.lanes > 1) mem_lanes = true;
  if (m.lds >= 0) {
    if (m.lds_read) lds_known_read.set(static_cast<unsigned>(m.lds));
    if (m.lds_write) lds_known_write.set(static_cast<unsigned>(m.lds));
  } else {
    lds_read |= m.lds_read;
    lds_write |= m.lds_write;
  }
  if (m.slice >= 0) {
    uint32_t bit = 1u << m.slice;
    if (m.mem_read) slice_read |= bit;
    if (m.mem_write) slice_write |= bit;
  } else if (m.region >= 0) {
    uint32_t bit = 1u << m.region;
    if (m.mem_read) region_read |= bit;
    if (m.mem_write) region_write |= bit;
  } else {
    mem_read |= m.mem_read;
    mem_write |= m.mem_write;
  }
}

void PendingAccess::merge(const PendingAccess& o) {
  lds_read |= o.lds_read;
  lds_write |= o.lds_write;
  mem_read |= o.mem_read;
  mem_write |= o.mem_write;
  shared_vgpr |= o.shared_vgpr;
  region_read |= o.region_read;
  region_write |= o.region_write;
  slice_read |= o.slice_read;
  slice_write |= o.slice_write;
  lds_known_read |= o.lds_known_read;
  lds_known_write |= o.lds_known_write;
  mem_lanes |= o.mem_lanes;
}

void PendingAccess::end_lds_groups(const std::vector<uint16_t>& groups, const RegionMap& map) {
  auto ended = [&](unsigned i) {
    return std::find(groups.begin(), groups.end(), map.lds[i].group) != groups.end();
  };
  for (auto [known, any] :
       {std::pair{&lds_known_read, &lds_read}, {&lds_known_write, &lds_write}}) {
    LdsSet kept;
    known->any_of([&](unsigned i) {
      if (ended(i))
        *any = true;
      else
        kept.set(i);
      return false;
    });
    *known = kept;
  }
}

namespace {
// floor(n / d) and ceil(n / d) for d > 0.
int64_t floor_div(int64_t n, int64_t d) {
  return n >= 0 ? n / d : -((-n + d - 1) / d);
}
int64_t ceil_div(int64_t n, int64_t d) {
  return n >= 0 ? (n + d - 1) / d : -(-n / d);
}
// Narrows [*lo, *hi] to the d whose s * d lies within [x0, x1]; whether any
// is left.
bool multiples_within(int64_t s, int64_t x0, int64_t x1, int64_t* lo, int64_t* hi) {
  if (s == 0) return x0 <= 0 && x1 >= 0 && *lo <= *hi;
  if (s > 0) {
    *lo = std::max(*lo, ceil_div(x0, s));
    *hi = std::min(*hi, floor_div(x1, s));
  } else {
    *lo = std::max(*lo, ceil_div(-x1, -s));
    *hi = std::min(*hi, floor_div(-x0, -s));
  }
  return *lo <= *hi;
}

// Two groups whose U are affine: lane A's piece starts at
// pa * T + ba + A * Sa + oa, lane B's at pb * T + bb + B * Sb + ob (mod 2^32),
// T the wave's first thread, the same for both. For each T and A, the B
// (not A, below b.lanes) that put B's start less A's within (-wb, wa) are a
// range found by division where Sb is below 2^24 either way and the rest
// within 2^30 of 0 (the sum then within 2^31: the signed difference itself);
// else each B is tried.
bool groups_meet(const LdsAccess& a, const LdsAccess& b, LdsWaves waves) {
  if (!a.affine || !b.affine || waves.waves == 0) return true;
  const int64_t sb = static_cast<int32_t>(b.stride);
  const bool small = sb > -(int64_t{1} << 24) && sb < (int64_t{1} << 24);
  const int64_t limit = int64_t{1} << 30;
  for (unsigned t = 0; t < waves.waves; ++t) {
    const uint32_t first = t * waves.lanes;
    for (unsigned i = 0; i < a.pieces; ++i)
      for (unsigned j = 0; j < b.pieces; ++j) {
        const LdsPiece& pa = a.piece[i];
        const LdsPiece& pb = b.piece[j];
        const int64_t wa = pa.bytes, wb = pb.bytes;
        const uint32_t rest =
            (b.per_wave - a.per_wave) * first + (b.base - a.base) + pb.offset - pa.offset;
        for (uint32_t lane_a = 0; lane_a < a.lanes; ++lane_a) {
          const uint32_t k = rest - a.stride * lane_a;
          const int64_t kk = static_cast<int32_t>(k);
          if (!small || kk <= -limit || kk >= limit) {
            for (uint32_t lane_b = 0; lane_b < b.lanes; ++lane_b) {
              if (lane_b == lane_a) continue;
              const int64_t diff = static_cast<int32_t>(k + b.stride * lane_b);
              if (diff > -wb && diff < wa) return true;
            }
            continue;
          }
          int64_t b0 = 0, b1 = int64_t{b.lanes} - 1;
          if (multiples_within(sb, 1 - wb - kk, wa - 1 - kk, &b0, &b1) &&
              !(b0 == b1 && b0 == int64_t{lane_a}))
            return true;
        }
      }
  }
  return false;
}

}  // namespace

// Lane A's piece at U + A * S + oa and lane B's at U + B * S + ob (mod 2^32)
// share a byte where B's start less A's, S * d + ob - oa with d = B - A, is
// within (-wb, wa). An address outside the LDS reaches nothing, and the LDS
// is at most 64 KiB, so two that reach bytes differ by less than 2^16 and
// that difference is the one mod 2^32 taken as signed. A runs below a.lanes
// and B below b.lanes: d from 1 - a.lanes to b.lanes - 1, all but 0.
bool lds_lanes_meet(const LdsAccess& a, const LdsAccess& b, LdsWaves waves) {
  // No two lanes run them: lane 0 alone, or no lane at all.
  if (a.lanes == 0 || b.lanes == 0 || (a.lanes == 1 && b.lanes == 1)) return false;
  if (a.group == kLdsAnyAddress || b.group == kLdsAnyAddress) return true;
  if (a.group != b.group || a.stride != b.stride) return groups_meet(a, b, waves);
  const int64_t lo = 1 - int64_t{a.lanes}, hi = int64_t{b.lanes} - 1;
  // A stride as signed of at most 2^24 either way keeps S * d + ob - oa
  // (offsets below 2^17, |d| below 64) within 2^31 of 0: the signed difference
  // itself, so the d that put it in the window are a range found by division.
  const int64_t stride = static_cast<int32_t>(a.stride);
  const bool small = stride > -(int64_t{1} << 24) && stride < (int64_t{1} << 24);
  for (unsigned i = 0; i < a.pieces; ++i)
    for (unsigned j = 0; j < b.pieces; ++j) {
      const LdsPiece& pa = a.piece[i];
      const LdsPiece& pb = b.piece[j];
      const int64_t delta = int64_t{pb.offset} - int64_t{pa.offset};
      if (!small) {
        for (int64_t d = lo; d <= hi; ++d) {
          if (d == 0) continue;
          uint32_t apart = a.stride * static_cast<uint32_t>(d) + pb.offset - pa.offset;
          int64_t diff = static_cast<int32_t>(apart);
          if (diff > -int64_t{pb.bytes} && diff < int64_t{pa.bytes}) return true;
        }
        continue;
      }
      int64_t d0 = lo, d1 = hi;
      if (multiples_within(stride, 1 - int64_t{pb.bytes} - delta, int64_t{pa.bytes} - 1 - delta,
                           &d0, &d1) &&
          !(d0 == 0 && d1 == 0))
        return true;
    }
  return false;
}

bool RegionMap::lds_meet(unsigned i, unsigned j) const {
  const size_t n = lds.size();
  if (i >= n || j >= n) return true;
  if (lds_memo.size() != n * n) lds_memo.assign(n * n, 0);
  uint8_t& m = lds_memo[i * n + j];
  if (m == 0) {
    const LdsAccess& a = lds[i];
    const LdsAccess& b = lds[j];
    LdsWaves w = lds_waves;
    if (a.group != b.group && a.affine && b.affine && affine_pairs++ >= kMaxAffinePairs) w = {};
    m = lds_lanes_meet(a, b, w) ? 2 : 1;
  }
  return m == 2;
}

void PendingAccess::end_slices(uint32_t slices, const std::vector<uint8_t>& slice_region) {
  for (unsigned k = 0; k < slice_region.size() && k < 32; ++k) {
    uint32_t bit = 1u << k;
    if (!(slices & bit)) continue;
    if (slice_read & bit) region_read |= 1u << slice_region[k];
    if (slice_write & bit) region_write |= 1u << slice_region[k];
  }
  // A slice past those named: any byte.
  uint32_t unnamed = slice_region.size() >= 32 ? 0 : ~0u << slice_region.size();
  mem_read |= (slice_read & slices & unnamed) != 0;
  mem_write |= (slice_write & slices & unnamed) != 0;
  slice_read &= ~slices;
  slice_write &= ~slices;
}

bool PendingAccess::conflicts(const MemAccess& n, const RegionMap* map) const {
  bool lds = (n.lds_read && lds_write) || (n.lds_write && (lds_read || lds_write));
  if (!lds && (n.lds_read || n.lds_write)) {
    LdsSet met = lds_known_write;
    if (n.lds_write) met |= lds_known_read;
    if (!met.none())
      lds = n.lds < 0 || map == nullptr ||
            met.any_of([&](unsigned i) { return map->lds_meet(i, static_cast<unsigned>(n.lds)); });
  }
  // What `n` may meet: an access that may reach any byte meets every memory
  // access; a region's those of its region, but for its own slice's, and
  // those that may reach any byte.
  uint32_t regions = ~0u, slices = ~0u;
  if (n.region >= 0) {
    regions = 1u << n.region;
    slices = n.region_slices & ~(n.slice >= 0 ? 1u << n.slice : 0u);
  }
  bool written = mem_write || (region_write & regions) != 0 || (slice_write & slices) != 0;
  bool touched = written || mem_read || (region_read & regions) != 0 || (slice_read & slices) != 0;
  bool mem = (n.mem_read && written) || (n.mem_write && touched);
  if (n.lanes <= 1 && !mem_lanes) mem = false;
  return lds || mem || (n.shared_vgpr && shared_vgpr);
}

namespace {
// What `pi` does to LDS and memory, with its region where `regions` gives one.
MemAccess access_of(const isa::ProgramInstruction& pi, SharedVgprs shared,
                    const RegionMap* regions) {
  MemAccess m = mem_access(pi.inst, shared);
  if (regions != nullptr && (m.mem_read || m.mem_write))
    if (auto it = regions->access.find(pi.offset); it != regions->access.end()) {
      m.region = it->second.region;
      m.slice = it->second.slice;
      m.region_slices = it->second.region_slices;
    }
  if (regions != nullptr && (m.lds_read || m.lds_write))
    if (auto it = regions->lds_access.find(pi.offset); it != regions->lds_access.end())
      m.lds = it->second;
  if (regions != nullptr && (m.mem_read || m.mem_write) && regions->mem_lane0.count(pi.offset))
    m.lanes = 1;
  return m;
}
// After `pi`: the slices whose VGPR it writes end.
void end_slices_at(const isa::ProgramInstruction& pi, const RegionMap* regions, PendingAccess* p) {
  if (regions == nullptr) return;
  if (auto it = regions->ends_slices.find(pi.offset); it != regions->ends_slices.end())
    p->end_slices(it->second, regions->slice_region);
  if (auto it = regions->ends_lds_groups.find(pi.offset); it != regions->ends_lds_groups.end())
    p->end_lds_groups(it->second, *regions);
}
}  // namespace

std::map<uint32_t, PendingAccess> pending_at_blocks(const isa::Program& prog, SharedVgprs shared,
                                                    const std::set<uint32_t>& drained,
                                                    const RegionMap* regions) {
  std::map<uint32_t, PendingAccess> in;
  for (const isa::BasicBlock& b : prog.blocks) in[b.start] = {};
  PendingAccess all;
  all.lds_read = all.lds_write = all.mem_read = all.mem_write = all.shared_vgpr = true;
  all.mem_lanes = true;
  if (!prog.pc_writes.empty()) {
    for (auto& [off, p] : in) p = all;
    return in;
  }
  // Forward dataflow to a fixed point: the flags only ever turn on.
  bool changed = true;
  while (changed) {
    changed = false;
    for (const isa::BasicBlock& b : prog.blocks) {
      PendingAccess p = in[b.start];
      // Instructions are sorted by offset: the block's run starts at its first.
      auto first = std::lower_bound(
          prog.instructions.begin(), prog.instructions.end(), b.start,
          [](const isa::ProgramInstruction& pi, uint32_t off) { return pi.offset < off; });
      for (auto it = first; it != prog.instructions.end() && it->offset < b.end; ++it) {
        const isa::ProgramInstruction& pi = *it;
        MemAccess m = access_of(pi, shared, regions);
        if (p.conflicts(m, regions)) p = {};
        if (is_workgroup_barrier(pi.inst)) p = {};
        p.add(m);
        end_slices_at(pi, regions, &p);
      }
      if (drained.count(b.start)) p = {};
      for (uint32_t s : b.successors) {
        auto it = in.find(s);
        if (it == in.end()) continue;
        PendingAccess merged = it->second;
        merged.merge(p);
        if (!(merged == it->second)) {
          it->second = merged;
          changed = true;
        }
      }
    }
  }
  return in;
}

namespace {
// The meetings before conflicting accesses, given what is pending at each
// block's start and the meetings already placed (`placed`, kept).
std::set<uint32_t> place(const isa::Program& prog, SharedVgprs shared, const RegionMap* regions,
                         const std::map<uint32_t, PendingAccess>& in, std::set<uint32_t> placed) {
  PendingAccess pending;
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    if (auto it = in.find(pi.offset); it != in.end()) pending = it->second;
    if (placed.count(pi.offset)) pending = {};
    MemAccess m = access_of(pi, shared, regions);
    if (pending.conflicts(m, regions)) {
      placed.insert(pi.offset);
      pending = {};
    }
    pending.add(m);
    end_slices_at(pi, regions, &pending);
    if (is_workgroup_barrier(pi.inst)) pending = {};
  }
  return placed;
}
}  // namespace

WaveSyncs wave_sync_points(const isa::Program& prog, SharedVgprs shared, const RegionMap* regions) {
  WaveSyncs syncs;
  std::set<uint32_t> drained;
  std::map<uint32_t, PendingAccess> in = pending_at_blocks(prog, shared, {}, regions);
  if (!prog.pc_writes.empty()) {
    syncs.before = place(prog, shared, regions, in, {});
    return syncs;
  }
  ProgramFlow flow(prog);
  auto instructions = [&](size_t b) {
    return std::span(prog.instructions)
        .subspan(flow.span[b].first, flow.span[b].second - flow.span[b].first);
  };
  // What a block leaves pending, from what it starts with.
  auto out_of = [&](size_t b) {
    PendingAccess p = in[flow.block(b).start];
    for (const isa::ProgramInstruction& pi : instructions(b)) {
      MemAccess m = access_of(pi, shared, regions);
      if (p.conflicts(m, regions)) p = {};
      if (is_workgroup_barrier(pi.inst)) p = {};
      p.add(m);
      end_slices_at(pi, regions, &p);
    }
    return p;
  };
  // The wave meets at the end of block `b`: before its branch where it ends in
  // one, else as it falls into the next.
  auto drain = [&](size_t b) {
    drained.insert(flow.block(b).start);
    if (flow.block(b).kind == isa::BlockEnd::kFallthrough)
      syncs.after_block.insert(flow.block(b).start);
    else if (flow.span[b].second > flow.span[b].first)
      syncs.before.insert(prog.instructions[flow.span[b].second - 1].offset);
  };
  // A loop (a block branched to from one at or after it) whose accesses
  // conflict with what a block entering it leaves pending: that block meets at
  // its end, so that the loop's own iterations need not.
  for (size_t head = 0; head < flow.size(); ++head) {
    size_t last = head;
    for (size_t p : flow.pred[head]) last = std::max(last, p);
    if (last == head &&
        std::find(flow.pred[head].begin(), flow.pred[head].end(), head) == flow.pred[head].end())
      continue;  // no way back into it
    std::vector<MemAccess> loop_access;
    for (size_t b = head; b <= last; ++b)
      for (const isa::ProgramInstruction& pi : instructions(b))
        if (MemAccess m = access_of(pi, shared, regions);
            m.lds_read || m.lds_write || m.mem_read || m.mem_write || m.shared_vgpr)
          loop_access.push_back(m);
    for (size_t b : flow.pred[head]) {
      isa::BlockEnd kind = flow.block(b).kind;
      if (b >= head || kind == isa::BlockEnd::kCall || kind == isa::BlockEnd::kIndirect) continue;
      PendingAccess out = out_of(b);
      if (std::any_of(loop_access.begin(), loop_access.end(),
                      [&](const MemAccess& m) { return out.conflicts(m, regions); }))
        drain(b);
    }
  }
  if (!drained.empty()) in = pending_at_blocks(prog, shared, drained, regions);
  // A part the wave may skip (entered only by falling from a conditional
  // branch forward, up to the branch's target) that meets inside: the wave
  // meets before the branch instead, so that the part has nothing pending
  // from before it.
  std::set<uint32_t> first = place(prog, shared, regions, in, syncs.before);
  for (size_t b = 0; b + 1 < flow.size(); ++b) {
    const isa::BasicBlock& blk = flow.block(b);
    size_t next = b + 1;
    if (blk.kind != isa::BlockEnd::kConditional || drained.count(blk.start) ||
        flow.block(next).start != blk.end || flow.pred[next].size() != 1 || !out_of(b).any())
      continue;
    uint32_t target = 0;
    for (uint32_t t : blk.successors)
      if (t != blk.end) target = t;
    if (target <= blk.end) continue;
    auto inside = first.lower_bound(blk.end);
    if (inside != first.end() && *inside < target) drain(b);
  }
  in = pending_at_blocks(prog, shared, drained, regions);
  syncs.before = place(prog, shared, regions, in, syncs.before);
  return syncs;
}

}  // namespace rdnavk::xlate
