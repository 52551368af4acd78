#include "xlate/lane_masks.h"

#include <fmt/format.h>

#include <algorithm>

#include "isa/facts.h"

namespace rdnavk::xlate {

// ---------------------------------------------------------------- Emit's side

std::string Emit::lane_bit_var(unsigned code) {
  return fmt::format("%lb{}", code);
}

namespace {
// The register a mask operand names: the e32 forms' implicit one is VCC.
unsigned mask_code(const isa::Operand& o) {
  return o.kind == isa::OperandKind::kImplicit ? unsigned{kVccLo} : o.code;
}
}  // namespace

V Emit::mask_lane_bit(const isa::Operand& o) {
  unsigned c = mask_code(o);
  // The copies exist where the analysis saw lanes read them (every scalar
  // write keeps them, from the program's start).
  bool kept = lane_read_sgprs.count(c) && (!wave64_ || lane_read_sgprs.count(c + 1));
  if (kept && o.kind != isa::OperandKind::kImmediate && lane_kept(c) &&
      valid_sgpr(c, wave64_ ? 2 : 1)) {
    used_sgprs.insert(c);  // declared (and its copy initialised) with the registers
    if (wave64_) used_sgprs.insert(c + 1);
    if (!wave64_ || known_half == 0) return a.load(Ty::kBool, lane_bit_var(c));
    if (known_half == 1) return a.load(Ty::kBool, lane_bit_var(c + 1));
    V low = a.load(Ty::kBool, lane_bit_var(c));
    V high = a.load(Ty::kBool, lane_bit_var(c + 1));
    return a.op(Ty::kBool, "OpSelect", {lane_in_low_half(), low, high});
  }
  if (c == kExecLo) return lane_active();
  V mask = src_raw(o, wave64_ ? Ty::kU64 : Ty::kU32);
  V lm = wave64_ ? join(lane_lo_, lane_hi_) : lane_lo_;
  return to_bool(a.op(mask.ty, "OpBitwiseAnd", {mask, lm}));
}

bool Emit::lane_mask_write_deferred(const isa::Operand& o, const V& bit) {
  unsigned c = mask_code(o);
  if (c == kNull && o.kind != isa::OperandKind::kImplicit) return true;  // the mask goes nowhere
  if (!lane_kept(c) || !valid_sgpr(c, wave64_ ? 2 : 1)) return false;
  if (!deferred_masks.count(offset)) return false;
  // Only the lanes' copies change; the scalar registers keep a value nothing
  // reads before it is overwritten.
  for (unsigned r = c; r < c + (wave64_ ? 2u : 1u); ++r)
    if (lane_read_sgprs.count(r)) a.store(lane_bit_var(r), bit);
  return true;
}

bool Emit::lane_mask_destination(const isa::Operand& o) const {
  unsigned c = mask_code(o);
  return c != kNull && lane_kept(c) && valid_sgpr(c, wave64_ ? 2 : 1);
}

// ---------------------------------------------------------------- the analysis

bool reads_lane_masks(const isa::Program& prog) {
  for (const isa::ProgramInstruction& pi : prog.instructions)
    if (isa::facts(*pi.inst.info).reads_lane_mask()) return true;
  return false;
}

std::set<uint32_t> deferrable_mask_writes(const isa::Program& prog,
                                          const std::map<uint32_t, RegisterUse>& uses) {
  using Regs = RegisterUse::Registers;
  Regs scc;
  scc.set(RegisterUse::kScc);
  // One instruction backwards: whether its mask write can stay in the lanes,
  // and what is live before it. A scalar bitwise op done lane by lane reads no
  // scalar at all (and needs SCC dead, which it would have set).
  auto step = [&](const RegisterUse& u, Regs& live) {
    bool defer = false;
    if (u.lanewise) {
      defer = (live & (u.mask_dst | scc)).none();
      live &= ~u.written;
      if (!defer) live |= u.read;
    } else {
      defer = u.mask_dst.any() && (live & u.mask_dst).none();
      live = (live & ~u.written) | u.read;
    }
    return defer;
  };
  const size_t nb = prog.blocks.size();
  std::map<uint32_t, size_t> block_at;
  for (size_t b = 0; b < nb; ++b) block_at[prog.blocks[b].start] = b;
  // Each block's instructions, by their place in prog.instructions.
  std::vector<std::pair<size_t, size_t>> span(nb, {0, 0});
  for (size_t b = 0; b < nb; ++b) {
    const isa::BasicBlock& blk = prog.blocks[b];
    auto first = std::lower_bound(
        prog.instructions.begin(), prog.instructions.end(), blk.start,
        [](const isa::ProgramInstruction& p, uint32_t off) { return p.offset < off; });
    auto last = std::lower_bound(
        first, prog.instructions.end(), blk.end,
        [](const isa::ProgramInstruction& p, uint32_t off) { return p.offset < off; });
    span[b] = {static_cast<size_t>(first - prog.instructions.begin()),
               static_cast<size_t>(last - prog.instructions.begin())};
  }
  auto use_of = [&](uint32_t off) -> const RegisterUse& {
    static const RegisterUse none;
    auto it = uses.find(off);
    return it == uses.end() ? none : it->second;
  };
  auto live_out = [&](size_t b, const std::vector<Regs>& in) {
    const isa::BasicBlock& blk = prog.blocks[b];
    Regs out;
    if (blk.kind == isa::BlockEnd::kIndirect) return out.set();
    for (uint32_t s : blk.successors) {
      auto it = block_at.find(s);
      if (it == block_at.end()) return out.set();  // not a block of ours: anything may read
      out |= in[it->second];
    }
    return out;
  };
  // Backward liveness: what is read as a scalar before it is written.
  std::vector<Regs> in(nb);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t b = nb; b-- > 0;) {
      Regs live = live_out(b, in);
      for (size_t i = span[b].second; i-- > span[b].first;)
        step(use_of(prog.instructions[i].offset), live);
      if (live != in[b]) {
        in[b] = live;
        changed = true;
      }
    }
  }
  std::set<uint32_t> deferred;
  for (size_t b = 0; b < nb; ++b) {
    Regs live = live_out(b, in);
    for (size_t i = span[b].second; i-- > span[b].first;)
      if (step(use_of(prog.instructions[i].offset), live))
        deferred.insert(prog.instructions[i].offset);
  }
  return deferred;
}

void analyze_lane_masks(const isa::Program& prog, bool wave64, std::set<unsigned>* lane_read_sgprs,
                        std::set<uint32_t>* deferred) {
  std::map<uint32_t, RegisterUse> uses;
  lane_read_sgprs->clear();
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    RegisterUse u = register_use(pi.inst, wave64);
    for (unsigned r = 0; r < 128; ++r)
      if (u.lane_read[r]) lane_read_sgprs->insert(r);
    uses[pi.offset] = u;
  }
  *deferred = deferrable_mask_writes(prog, uses);
}

bool translate_lanewise(Emit& e, const isa::Instruction& in) {
  Bitwise op;
  if (!lanewise_op(in, e.wave64(), &op)) return false;
  if (in.num_operands < 2 || !e.lane_mask_destination(in.operands[0])) return false;
  bool unary = op == Bitwise::kNot || op == Bitwise::kMov;
  if (!unary && in.num_operands < 3) return false;
  if (!e.deferred_masks.count(e.offset)) return false;
  SpirvAsm& a = e.a;
  V x = e.mask_lane_bit(in.operands[1]);
  V y = unary ? x : e.mask_lane_bit(in.operands[2]);
  auto NOT = [&](const V& v) { return a.op(Ty::kBool, "OpLogicalNot", {v}); };
  auto AND = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalAnd", {p, q}); };
  auto OR = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalOr", {p, q}); };
  auto NE = [&](const V& p, const V& q) { return a.op(Ty::kBool, "OpLogicalNotEqual", {p, q}); };
  V bit;
  switch (op) {
    case Bitwise::kAnd:
      bit = AND(x, y);
      break;
    case Bitwise::kOr:
      bit = OR(x, y);
      break;
    case Bitwise::kXor:
      bit = NE(x, y);
      break;
    case Bitwise::kAndN2:
      bit = AND(x, NOT(y));
      break;
    case Bitwise::kOrN2:
      bit = OR(x, NOT(y));
      break;
    case Bitwise::kNand:
      bit = NOT(AND(x, y));
      break;
    case Bitwise::kNor:
      bit = NOT(OR(x, y));
      break;
    case Bitwise::kXnor:
      bit = NOT(NE(x, y));
      break;
    case Bitwise::kNot:
      bit = NOT(x);
      break;
    case Bitwise::kMov:
      bit = x;
      break;
  }
  return e.lane_mask_write_deferred(in.operands[0], bit);
}

}  // namespace rdnavk::xlate
