// Memory order inside a wave (D15): which instructions touch LDS or memory, and
// the accesses pending at each block start.
#include "xlate/wave_order.h"

#include <algorithm>
#include <string_view>

#include "isa/table.h"

namespace rdnavk::xlate {

namespace {

bool starts(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool has(std::string_view s, std::string_view p) { return s.find(p) != std::string_view::npos; }

}  // namespace

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
MemAccess memory_access(const isa::Instruction& in);
}  // namespace

MemAccess mem_access(const isa::Instruction& in, SharedVgprs shared) {
  MemAccess m = memory_access(in);
  m.shared_vgpr = names_shared_vgpr(in, shared);
  return m;
}

namespace {
MemAccess memory_access(const isa::Instruction& in) {
  MemAccess m;
  std::string_view name = in.info->name;
  isa::Family family = isa::layout(in.info->encoding).family;
  switch (family) {
    case isa::Family::kDS:
      // Lane exchanges that pass through the LDS hardware without its memory.
      if (starts(name, "ds_swizzle") || starts(name, "ds_permute") || starts(name, "ds_bpermute") ||
          name == "ds_nop")
        return m;
      if (starts(name, "ds_read") || starts(name, "ds_load")) {
        m.lds_read = true;
      } else if (starts(name, "ds_write") && !has(name, "wrxchg")) {
        m.lds_write = true;
      } else {
        m.lds_read = m.lds_write = true;
      }
      return m;
    case isa::Family::kBUFFER:
    case isa::Family::kFLAT: {
      bool load = has(name, "load"), store = has(name, "store"), atomic = has(name, "atomic");
      if (!load && !store && !atomic) return m;  // cache controls
      m.mem_read = load || atomic;
      m.mem_write = store || atomic;
      // A flat address may fall in the LDS aperture.
      if (starts(name, "flat_")) {
        m.lds_read = m.mem_read;
        m.lds_write = m.mem_write;
      }
      return m;
    }
    default:
      return m;
  }
}

}  // namespace

void PendingAccess::add(const MemAccess& m) {
  shared_vgpr |= m.shared_vgpr;
  lds_read |= m.lds_read;
  lds_write |= m.lds_write;
  mem_read |= m.mem_read;
  mem_write |= m.mem_write;
}

void PendingAccess::merge(const PendingAccess& o) {
  add(MemAccess{o.lds_read, o.lds_write, o.mem_read, o.mem_write, o.shared_vgpr});
}

bool PendingAccess::conflicts(const MemAccess& n) const {
  bool lds = (n.lds_read && lds_write) || (n.lds_write && (lds_read || lds_write));
  bool mem = (n.mem_read && mem_write) || (n.mem_write && (mem_read || mem_write));
  return lds || mem || (n.shared_vgpr && shared_vgpr);
}

std::map<uint32_t, PendingAccess> pending_at_blocks(const isa::Program& prog, SharedVgprs shared) {
  std::map<uint32_t, PendingAccess> in;
  for (const isa::BasicBlock& b : prog.blocks) in[b.start] = {};
  PendingAccess all{true, true, true, true, true};
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
      auto first = std::lower_bound(prog.instructions.begin(), prog.instructions.end(), b.start,
                                    [](const isa::ProgramInstruction& pi, uint32_t off) { return pi.offset < off; });
      for (auto it = first; it != prog.instructions.end() && it->offset < b.end; ++it) {
        const isa::ProgramInstruction& pi = *it;
        MemAccess m = mem_access(pi.inst, shared);
        if (p.conflicts(m)) p = {};
        if (std::string_view(pi.inst.info->name) == "s_barrier") p = {};
        p.add(m);
      }
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

}  // namespace rdnavk::xlate
