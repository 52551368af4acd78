#include "cp/census.h"

#include <cstdio>

#include "cp/gpu_memory.h"

namespace rdnavk::cp {

using pm4::Opcode;

bool is_draw_opcode(uint8_t op) {
  switch (static_cast<Opcode>(op)) {
    case Opcode::kDRAW_INDEX_AUTO:
    case Opcode::kDRAW_INDEX_2:
    case Opcode::kDRAW_INDEX_OFFSET_2:
    case Opcode::kDRAW_INDIRECT:
    case Opcode::kDRAW_INDEX_INDIRECT:
    case Opcode::kDRAW_INDIRECT_MULTI:
    case Opcode::kDRAW_INDEX_INDIRECT_MULTI:
    case Opcode::kDRAW_INDEX_MULTI_AUTO:
    case Opcode::kDRAW_INDIRECT_COUNT_MULTI:
    case Opcode::kDRAW_INDEX_INDIRECT_COUNT_MULTI:
      return true;
    default:
      return false;
  }
}

bool is_dispatch_opcode(uint8_t op) {
  return op == static_cast<uint8_t>(Opcode::kDISPATCH_DIRECT) ||
         op == static_cast<uint8_t>(Opcode::kDISPATCH_INDIRECT);
}

namespace {
class Counter final : public PacketVisitor {
 public:
  explicit Counter(CensusReport& r) : r_(r) {}
  void packet(const pm4::Packet& p, uint64_t, int) override {
    switch (p.header.type) {
      case 0:
        r_.type0_packets++;
        break;
      case 2:
        r_.type2_packets++;
        break;
      default:
        r_.type3_by_opcode[p.header.opcode]++;
        if (is_draw_opcode(p.header.opcode)) r_.draws++;
        if (is_dispatch_opcode(p.header.opcode)) r_.dispatches++;
        break;
    }
  }
  void error(WalkError e, uint64_t va, const std::string& detail) override {
    auto& prob = r_.stream_errors[walk_error_name(e)];
    if (prob.count++ == 0) {
      char where[32];
      std::snprintf(where, sizeof(where), "0x%012llx: ", static_cast<unsigned long long>(va));
      prob.first = where + detail;
    }
  }

 private:
  CensusReport& r_;
};
}  // namespace

void CensusSink::count(const Submission& s, const GpuMemory& memory) {
  std::lock_guard lock(mutex_);
  report_.submissions++;
  report_.submissions_by_ring[ring_type_name(s.ring_type)]++;
  Counter counter(report_);
  WalkTotals t = walk_submission(s, memory, counter);
  report_.ibs += t.ibs;
  report_.dwords += t.dwords;
  report_.packets += t.packets;
}

void CensusSink::submit(std::shared_ptr<const Submission> s, Done done) {
  if (s->vm) {
    VmSnapshotMemory memory(*s->vm);
    count(*s, memory);
  } else {
    mem::VmSnapshot empty({});
    VmSnapshotMemory memory(empty);
    count(*s, memory);
  }
  done();
}

void CensusSink::submit_with_memory(std::shared_ptr<const Submission> s, const GpuMemory& memory) {
  count(*s, memory);
}

CensusReport CensusSink::report() const {
  std::lock_guard lock(mutex_);
  return report_;
}

}  // namespace rdnavk::cp
