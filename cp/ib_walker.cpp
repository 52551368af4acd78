#include "cp/ib_walker.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>

namespace rdnavk::cp {

const char* walk_error_name(WalkError e) {
  switch (e) {
    case WalkError::kIbUnmapped:
      return "ib-unmapped";
    case WalkError::kTruncatedPacket:
      return "truncated-packet";
    case WalkError::kReservedType:
      return "reserved-packet-type";
    case WalkError::kTooDeep:
      return "ib-too-deep";
    case WalkError::kChainLoop:
      return "ib-chain-loop";
    case WalkError::kBudget:
      return "ib-budget-exceeded";
    case WalkError::kBadIndirect:
      return "bad-indirect-buffer";
  }
  return "unknown";
}

namespace {

class Walker {
 public:
  Walker(const GpuMemory& m, PacketVisitor& v, const WalkLimits& l) : mem_(m), vis_(v), lim_(l) {}

  // Runs the IB at (va, size) and every IB it chains to, at `depth`.
  void run(uint64_t va, uint32_t size_dw, int depth) {
    std::set<std::pair<uint64_t, uint32_t>> chain_seen;
    while (true) {
      if (!chain_seen.emplace(va, size_dw).second) {
        vis_.error(WalkError::kChainLoop, va, "chain returns to an IB it already ran");
        return;
      }
      auto next = run_one(va, size_dw, depth);
      if (!next) return;
      va = next->va;
      size_dw = next->size_dw;
    }
  }

  WalkTotals totals;

 private:
  // Runs one IB; answers the IB it chains to, if any.
  std::optional<pm4::IndirectBuffer> run_one(uint64_t va, uint32_t size_dw, int depth) {
    if (totals.dwords + size_dw > lim_.max_dwords) {
      vis_.error(WalkError::kBudget, va, "submission walks more dwords than the limit");
      return std::nullopt;
    }
    std::vector<uint32_t> ib(size_dw);
    if (!mem_.read(va, {reinterpret_cast<uint8_t*>(ib.data()), ib.size() * 4})) {
      vis_.error(WalkError::kIbUnmapped, va, "IB of " + std::to_string(size_dw) + " dwords");
      return std::nullopt;
    }
    totals.ibs++;
    totals.dwords += size_dw;
    uint32_t off = 0;
    while (off < ib.size()) {
      pm4::Packet p;
      pm4::CutStatus st = pm4::cut_packet(ib, off, &p);
      uint64_t pva = va + uint64_t{off} * 4;
      if (st == pm4::CutStatus::kTruncated) {
        vis_.error(WalkError::kTruncatedPacket, pva, "packet runs past its IB");
        return std::nullopt;
      }
      if (st == pm4::CutStatus::kBadType) {
        vis_.error(WalkError::kReservedType, pva, "type-1 packet header");
        return std::nullopt;
      }
      totals.packets++;
      uint32_t skip = vis_.packet(p, pva, depth);
      off += p.header.total_dwords();
      if (skip == PacketVisitor::kNotRun) continue;
      if (skip != 0) {
        // The skipped dwords are not executed, whatever they hold: an IB that
        // ends inside them ends there.
        off = static_cast<uint32_t>(std::min<uint64_t>(uint64_t{off} + skip, ib.size()));
        continue;
      }
      if (p.header.type == 3 &&
          (p.header.opcode == static_cast<uint8_t>(pm4::Opcode::kINDIRECT_BUFFER) ||
           p.header.opcode == static_cast<uint8_t>(pm4::Opcode::kINDIRECT_BUFFER_CONST))) {
        auto target = pm4::decode_indirect_buffer(p);
        if (!target) {
          vis_.error(WalkError::kBadIndirect, pva, "INDIRECT_BUFFER shorter than 3 dwords");
          return std::nullopt;
        }
        if (target->chain) return target;  // the rest of this IB is not run
        if (depth + 1 >= lim_.max_depth) {
          vis_.error(WalkError::kTooDeep, pva,
                     "IB nested past level " + std::to_string(lim_.max_depth));
          continue;
        }
        run(target->va, target->size_dw, depth + 1);
      }
    }
    return std::nullopt;
  }

  const GpuMemory& mem_;
  PacketVisitor& vis_;
  const WalkLimits& lim_;
};

}  // namespace

WalkTotals walk_ibs(const std::vector<IbRef>& ibs, const GpuMemory& memory, PacketVisitor& visitor,
                    const WalkLimits& limits) {
  Walker w(memory, visitor, limits);
  for (const IbRef& ib : ibs) w.run(ib.va, ib.size_dw, 0);
  return w.totals;
}

WalkTotals walk_submission(const Submission& s, const GpuMemory& memory, PacketVisitor& visitor,
                           const WalkLimits& limits) {
  return walk_ibs(s.ibs, memory, visitor, limits);
}

}  // namespace rdnavk::cp
