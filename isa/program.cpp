#include "isa/program.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>

namespace rdnavk::isa {

namespace {

bool named(const Instruction& in, const char* name) {
  return std::strcmp(in.info->name, name) == 0;
}

bool has_simm16(const Instruction& in) {
  for (const OperandInfo& oi : in.info->operand_list())
    if (oi.field == Field::kSimm16) return true;
  return false;
}

std::string error_text(uint32_t offset, const std::string& what) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "offset 0x%x: ", offset);
  return buf + what;
}

}  // namespace

bool branch_target(const Instruction& in, uint32_t offset, int64_t* target) {
  if (!(in.info->flags & (kBranch | kCall)) || !has_simm16(in)) return false;
  int16_t simm = static_cast<int16_t>(in.field(Field::kSimm16));
  *target = int64_t{offset} + 4 + 4 * int64_t{simm};
  return true;
}

const ProgramInstruction* Program::at(uint32_t offset) const {
  auto it = std::lower_bound(instructions.begin(), instructions.end(), offset,
                             [](const ProgramInstruction& p, uint32_t o) { return p.offset < o; });
  return it != instructions.end() && it->offset == offset ? &*it : nullptr;
}

Program analyze_program(std::span<const uint8_t> code, uint32_t entry, WaveSize wave,
                        size_t max_instructions) {
  Program p;
  p.entry = entry;
  std::map<uint32_t, ProgramInstruction> seen;
  std::set<uint32_t> targets{entry};
  std::vector<uint32_t> work{entry};
  auto add_target = [&](int64_t t, uint32_t from) {
    if (t < 0 || t >= static_cast<int64_t>(code.size()) || (t & 3)) {
      p.errors.push_back(
          {from, DecodeStatus::kInvalid, error_text(from, "branch target outside the code")});
      return;
    }
    uint32_t u = static_cast<uint32_t>(t);
    if (targets.insert(u).second) work.push_back(u);
  };
  // Decode every path; each instruction once.
  while (!work.empty() && seen.size() < max_instructions) {
    uint32_t at = work.back();
    work.pop_back();
    while (seen.size() < max_instructions) {
      if (seen.count(at)) break;
      if (at >= code.size()) {
        p.errors.push_back({at, DecodeStatus::kTruncated, error_text(at, "runs past the code")});
        break;
      }
      ProgramInstruction pi;
      pi.offset = at;
      DecodeStatus st = decode(code.subspan(at), wave, pi.inst);
      if (st != DecodeStatus::kOk) {
        p.errors.push_back({at, st, error_text(at, decode_status_text(st))});
        break;
      }
      const Instruction& in = pi.inst;
      uint32_t next = at + in.size;
      uint32_t flags = in.info->flags;
      seen.emplace(at, pi);
      int64_t t = 0;
      if ((flags & kReturn) && (flags & kBarrier)) break;  // s_endpgm and kin
      if (branch_target(in, at, &t)) {
        add_target(t, at);
        if (flags & kBarrier) break;  // s_branch
        if (targets.insert(next).second) work.push_back(next);
        break;  // a conditional branch or call ends its block
      }
      if ((flags & kBranch) && (flags & kBarrier)) break;  // s_setpc_b64
      at = next;
    }
  }
  if (seen.size() >= max_instructions)
    p.errors.push_back({0, DecodeStatus::kInvalid, "the program has too many instructions"});
  for (auto& [off, pi] : seen) {
    const Instruction& in = pi.inst;
    if (named(in, "s_getpc_b64")) p.pc_reads.push_back(off);
    if (named(in, "s_setpc_b64") || named(in, "s_swappc_b64")) p.pc_writes.push_back(off);
    p.instructions.push_back(std::move(pi));
  }
  for (uint32_t t : targets)
    if (seen.count(t)) p.branch_targets.push_back(t);
  if (!p.instructions.empty())
    p.end = p.instructions.back().offset + p.instructions.back().inst.size;
  // Blocks: runs of instructions cut at branch targets and after block ends.
  BasicBlock b;
  bool open = false;
  for (size_t i = 0; i < p.instructions.size(); ++i) {
    const ProgramInstruction& pi = p.instructions[i];
    bool target = std::binary_search(p.branch_targets.begin(), p.branch_targets.end(), pi.offset);
    bool contiguous = open && pi.offset == b.end;
    if (open && (target || !contiguous)) {
      if (contiguous) b.successors.push_back(pi.offset);
      p.blocks.push_back(b);
      open = false;
    }
    if (!open) {
      b = BasicBlock{};
      b.start = pi.offset;
      open = true;
    }
    b.end = pi.offset + pi.inst.size;
    uint32_t flags = pi.inst.info->flags;
    int64_t t = 0;
    BlockEnd kind = BlockEnd::kFallthrough;
    if ((flags & kReturn) && (flags & kBarrier)) {
      kind = BlockEnd::kEndProgram;
    } else if (branch_target(pi.inst, pi.offset, &t)) {
      kind = (flags & kBarrier) ? BlockEnd::kBranch
             : (flags & kCall)  ? BlockEnd::kCall
                                : BlockEnd::kConditional;
      if (t >= 0 && static_cast<uint64_t>(t) < code.size())
        b.successors.push_back(static_cast<uint32_t>(t));
      if (kind != BlockEnd::kBranch) b.successors.push_back(b.end);
    } else if ((flags & kBranch) && (flags & kBarrier)) {
      kind = BlockEnd::kIndirect;
    }
    if (kind != BlockEnd::kFallthrough) {
      b.kind = kind;
      p.blocks.push_back(b);
      open = false;
    }
  }
  if (open) p.blocks.push_back(b);
  return p;
}

}  // namespace rdnavk::isa
