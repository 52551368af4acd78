#include "xlate/register_use.h"

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "isa/facts.h"

namespace rdnavk::xlate {

namespace {

// Scalar source codes (RDNA2 ISA 3.1).
constexpr unsigned kVccLo = 106, kM0 = 124, kNull = 125, kExecLo = 126;
constexpr unsigned kVccz = 251, kExecz = 252, kSccSource = 253;

struct LanewiseOpcode {
  const isa::OpcodeInfo* info;
  Bitwise op;
  bool b64;
};

// The lanewise ops' opcode records, found by name once.
const std::vector<LanewiseOpcode>& lanewise_opcodes() {
  static const std::vector<LanewiseOpcode> table = [] {
    static constexpr std::pair<std::string_view, Bitwise> kOps[] = {
        {"s_and", Bitwise::kAnd},     {"s_or", Bitwise::kOr},     {"s_xor", Bitwise::kXor},
        {"s_andn2", Bitwise::kAndN2}, {"s_orn2", Bitwise::kOrN2}, {"s_nand", Bitwise::kNand},
        {"s_nor", Bitwise::kNor},     {"s_xnor", Bitwise::kXnor}, {"s_not", Bitwise::kNot},
        {"s_mov", Bitwise::kMov}};
    std::vector<LanewiseOpcode> t;
    for (const isa::OpcodeInfo& info : isa::all_opcodes()) {
      if (info.encoding != isa::Encoding::kSOP1 && info.encoding != isa::Encoding::kSOP2) continue;
      std::string_view name = info.name;
      for (const auto& [base, op] : kOps) {
        if (name.size() != base.size() + 4 || name.substr(0, base.size()) != base) continue;
        std::string_view suffix = name.substr(base.size());
        if (suffix == "_b32" || suffix == "_b64") t.push_back({&info, op, suffix == "_b64"});
      }
    }
    return t;
  }();
  return table;
}

struct ExecWriteOpcode {
  const isa::OpcodeInfo* info;
  ExecWrite w;
  bool b64;
};

// The EXEC-writing ops' opcode records, found by name once.
const std::vector<ExecWriteOpcode>& exec_write_opcodes() {
  static const std::vector<ExecWriteOpcode> table = [] {
    struct Form {
      std::string_view name;
      ExecWrite w;
    };
    static constexpr Form kForms[] = {{"s_and_saveexec", {Bitwise::kAnd, false, false}},
                                      {"s_or_saveexec", {Bitwise::kOr, false, false}},
                                      {"s_xor_saveexec", {Bitwise::kXor, false, false}},
                                      {"s_andn2_saveexec", {Bitwise::kAndN2, false, false}},
                                      {"s_orn2_saveexec", {Bitwise::kOrN2, false, false}},
                                      {"s_nand_saveexec", {Bitwise::kNand, false, false}},
                                      {"s_nor_saveexec", {Bitwise::kNor, false, false}},
                                      {"s_xnor_saveexec", {Bitwise::kXnor, false, false}},
                                      {"s_andn1_saveexec", {Bitwise::kAndN2, true, false}},
                                      {"s_orn1_saveexec", {Bitwise::kOrN2, true, false}},
                                      {"s_andn1_wrexec", {Bitwise::kAndN2, true, true}},
                                      {"s_andn2_wrexec", {Bitwise::kAndN2, false, true}}};
    std::vector<ExecWriteOpcode> t;
    for (const isa::OpcodeInfo& info : isa::all_opcodes()) {
      if (info.encoding != isa::Encoding::kSOP1) continue;
      std::string_view name = info.name;
      for (const Form& f : kForms) {
        if (name.size() != f.name.size() + 4 || name.substr(0, f.name.size()) != f.name) continue;
        std::string_view suffix = name.substr(f.name.size());
        if (suffix == "_b32" || suffix == "_b64") t.push_back({&info, f.w, suffix == "_b64"});
      }
    }
    return t;
  }();
  return table;
}

class Builder {
 public:
  explicit Builder(bool wave64) : mask_dwords_(wave64 ? 2u : 1u) {}
  RegisterUse u;

  void read(unsigned code, unsigned dwords) {
    if (code < 128) {
      // Null reads zero (and a 64-bit null no register past it).
      if (code == kNull) return;
      for (unsigned i = 0; i < dwords && code + i < 128; ++i) u.read.set(code + i);
    } else if (code == kSccSource) {
      u.read.set(RegisterUse::kScc);
    } else if (code == kVccz) {
      read(kVccLo, mask_dwords_);
    } else if (code == kExecz) {
      read(kExecLo, mask_dwords_);
    }
  }
  void write(unsigned code, unsigned dwords) {
    if (code == kNull) return;
    for (unsigned i = 0; i < dwords && code + i < 128; ++i) u.written.set(code + i);
  }
  // A lane mask read bit by bit (Emit::mask_lane_bit): an SGPR mask or VCC
  // through the lanes' copies; anything else (EXEC, M0, constants) as a scalar.
  void mask_read(unsigned code, bool immediate) {
    if (!immediate && lane_kept(code) && valid_sgpr_tuple(code, mask_dwords_)) {
      for (unsigned i = 0; i < mask_dwords_; ++i) u.lane_read.set(code + i);
      return;
    }
    read(code, mask_dwords_);
  }
  // A lane-mask write (Emit::lane_mask_write_deferred): lanes may keep it
  // where the destination is an SGPR mask or VCC; every one also writes the
  // whole mask when it is not deferred.
  void mask_write(unsigned code) {
    if (lane_kept(code) && valid_sgpr_tuple(code, mask_dwords_))
      for (unsigned i = 0; i < mask_dwords_; ++i) u.mask_dst.set(code + i);
    write(code, mask_dwords_);
  }
  void implicit(uint8_t reads, uint8_t writes, uint8_t mask_reads, uint8_t mask_writes) {
    if (reads & isa::kImplicitScc) u.read.set(RegisterUse::kScc);
    if (mask_reads & isa::kImplicitVcc)
      mask_read(kVccLo, false);
    else if (reads & isa::kImplicitVcc)
      read(kVccLo, mask_dwords_);
    if (reads & isa::kImplicitExec) read(kExecLo, mask_dwords_);
    if (reads & isa::kImplicitM0) read(kM0, 1);
    if (writes & isa::kImplicitScc) u.written.set(RegisterUse::kScc);
    if (mask_writes & isa::kImplicitVcc)
      mask_write(kVccLo);
    else if (writes & isa::kImplicitVcc)
      write(kVccLo, mask_dwords_);
    if (writes & isa::kImplicitExec) write(kExecLo, mask_dwords_);
    if (writes & isa::kImplicitM0) write(kM0, 1);
  }

 private:
  unsigned mask_dwords_;
};

bool scalar_operand(const isa::Operand& o) {
  return (o.kind == isa::OperandKind::kSReg || o.kind == isa::OperandKind::kSSrc ||
          o.kind == isa::OperandKind::kVSrc) &&
         !o.is_vgpr() && !o.is_literal();
}

}  // namespace

bool valid_sgpr_tuple(unsigned code, unsigned dwords) {
  for (unsigned i = 0; i < dwords; ++i) {
    unsigned c = code + i;
    bool ok = c < 106 || c == 106 || c == 107 || c == kM0 || c == kExecLo || c == kExecLo + 1;
    if (!ok) return false;
  }
  // Tuples start on an even register (the encoding cannot say otherwise for
  // pairs; a decoded odd start is printed rounded down by LLVM: D11).
  return dwords == 1 || code % 2 == 0 || code >= 106;
}

bool lanewise_op(const isa::Instruction& in, bool wave64, Bitwise* op) {
  for (const LanewiseOpcode& l : lanewise_opcodes())
    if (l.info == in.info && l.b64 == wave64) {
      *op = l.op;
      return true;
    }
  return false;
}

bool exec_write_op(const isa::Instruction& in, bool wave64, ExecWrite* w) {
  for (const ExecWriteOpcode& e : exec_write_opcodes())
    if (e.info == in.info && e.b64 == wave64) {
      *w = e.w;
      return true;
    }
  return false;
}

RegisterUse register_use(const isa::Instruction& in, bool wave64) {
  const isa::InstructionFacts& f = isa::facts(*in.info);
  Builder b(wave64);
  for (unsigned i = 0; i < in.num_operands; ++i) {
    const isa::Operand& o = in.operands[i];
    if (!scalar_operand(o)) continue;
    unsigned dwords = std::max<unsigned>(1, o.dwords);
    if (f.source(i)) {
      if (f.mask_source(i))
        b.mask_read(o.code, false);
      else
        b.read(o.code, dwords);
    }
    if (f.destination(i)) {
      if (f.mask_destination(i))
        b.mask_write(o.code);
      else
        b.write(o.code, dwords);
    }
  }
  b.implicit(f.implicit_reads, f.implicit_writes, f.implicit_mask_reads, f.implicit_mask_writes);
  // A lanewise op (lane_masks.cpp translate_lanewise) to an SGPR mask or VCC
  // reads its sources' bits through the lanes' copies, and as scalars where it
  // is not done in the lanes.
  Bitwise op;
  unsigned mask_dwords = wave64 ? 2u : 1u;
  if (lanewise_op(in, wave64, &op) && in.num_operands >= 2) {
    bool unary = op == Bitwise::kNot || op == Bitwise::kMov;
    const isa::Operand& d = in.operands[0];
    if ((unary || in.num_operands >= 3) && d.code != kNull && lane_kept(d.code) &&
        valid_sgpr_tuple(d.code, mask_dwords)) {
      b.u.lanewise = true;
      for (unsigned i = 0; i < mask_dwords; ++i) b.u.mask_dst.set(d.code + i);
      for (unsigned i = 1; i <= (unary ? 1u : 2u); ++i) {
        const isa::Operand& s = in.operands[i];
        if (s.kind != isa::OperandKind::kImmediate && lane_kept(s.code) &&
            valid_sgpr_tuple(s.code, mask_dwords))
          for (unsigned r = 0; r < mask_dwords; ++r) b.u.lane_read.set(s.code + r);
      }
    }
  }
  return b.u;
}

std::map<uint32_t, RegisterUse::Registers> sgprs_live_in(const isa::Program& prog, bool wave64,
                                                         RegisterUse::Registers* named) {
  if (!prog.pc_writes.empty()) return {};
  // Each block's reads before its writes (`use`), its writes (`def`), and its
  // successors by index.
  const size_t n = prog.blocks.size();
  std::map<uint32_t, size_t> index;
  for (size_t i = 0; i < n; ++i) index.emplace(prog.blocks[i].start, i);
  std::vector<RegisterUse::Registers> use(n), def(n), live(n);
  std::vector<std::vector<size_t>> succ(n);
  RegisterUse::Registers all;
  for (size_t i = 0; i < n; ++i) {
    const isa::BasicBlock& b = prog.blocks[i];
    if (b.kind == isa::BlockEnd::kIndirect || b.kind == isa::BlockEnd::kCall) return {};
    for (uint32_t s : b.successors) {
      auto it = index.find(s);
      if (it == index.end()) return {};
      succ[i].push_back(it->second);
    }
    auto first = std::lower_bound(
        prog.instructions.begin(), prog.instructions.end(), b.start,
        [](const isa::ProgramInstruction& pi, uint32_t off) { return pi.offset < off; });
    for (auto pit = first; pit != prog.instructions.end() && pit->offset < b.end; ++pit) {
      if (std::string_view(pit->inst.info->name).starts_with("s_movrel")) return {};
      RegisterUse u = register_use(pit->inst, wave64);
      use[i] |= (u.read | u.lane_read) & ~def[i];
      def[i] |= u.written;
      all |= u.read | u.written | u.lane_read | u.mask_dst;
    }
    live[i] = use[i];
  }
  // live-in = use | (live-out & ~def), live-out the successors' live-in, to a
  // fixed point. Passes in reverse order settle a loop nest in about its depth
  // of passes; past 64 (hostile code) the answer is given up.
  for (unsigned pass = 0, changed = 1; changed; ++pass) {
    if (pass == 64) return {};
    changed = 0;
    for (size_t i = n; i-- > 0;) {
      RegisterUse::Registers out;
      for (size_t s : succ[i]) out |= live[s];
      RegisterUse::Registers in = use[i] | (out & ~def[i]);
      if (in != live[i]) {
        live[i] = in;
        changed = 1;
      }
    }
  }
  std::map<uint32_t, RegisterUse::Registers> by_start;
  for (size_t i = 0; i < n; ++i) by_start.emplace(prog.blocks[i].start, live[i]);
  if (named) *named = all;
  return by_start;
}

}  // namespace rdnavk::xlate
