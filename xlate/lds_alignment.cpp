#include "xlate/lds_alignment.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string_view>
#include <vector>

#include "isa/facts.h"
#include "xlate/program_flow.h"

namespace rdnavk::xlate {

namespace {

using isa::Instruction;
using isa::Operand;

constexpr unsigned kVgprs = 256;
constexpr uint16_t kExecLo = 126, kExecHi = 127;

// What is known at a point: each VGPR's low zero bits in every active lane,
// and whether EXEC holds every lane of the wave.
struct State {
  std::array<uint8_t, kVgprs> zeros{};
  bool all_lanes = false;
  bool operator==(const State&) const = default;
};

State meet(const State& x, const State& y) {
  State r;
  for (unsigned v = 0; v < kVgprs; ++v) r.zeros[v] = std::min(x.zeros[v], y.zeros[v]);
  r.all_lanes = x.all_lanes && y.all_lanes;
  return r;
}

unsigned zeros_of(uint32_t value) {
  return value == 0 ? 32u : static_cast<unsigned>(std::countr_zero(value));
}

// The low zero bits of source operand `o` in every lane: a VGPR's known ones,
// an integer inline constant's or the literal's, and none of anything else.
unsigned source_zeros(const Instruction& in, const Operand& o, const State& s, unsigned shared) {
  if (o.neg || o.abs || o.sext) return 0;
  if (o.is_vgpr()) {
    unsigned v = o.code - 256u;
    return o.dwords == 1 && v < shared ? s.zeros[v] : 0;
  }
  if (o.kind == isa::OperandKind::kImmediate) return 0;
  if (o.code >= 128 && o.code <= 192) return zeros_of(o.code - 128u);
  if (o.code >= 193 && o.code <= 208) return zeros_of(static_cast<uint32_t>(192 - int{o.code}));
  if (o.is_literal()) return zeros_of(in.literal);
  return 0;
}

// The shift a constant source gives (the low 5 bits), or 0 where it is not one.
unsigned constant_shift(const Instruction& in, const Operand& o) {
  if (o.is_vgpr() || o.neg || o.abs || o.sext) return 0;
  if (o.code >= 128 && o.code <= 192) return (o.code - 128u) & 31u;
  if (o.code >= 193 && o.code <= 208) return static_cast<uint32_t>(192 - int{o.code}) & 31u;
  if (o.is_literal()) return in.literal & 31u;
  return 0;
}

std::string_view base_name(const Instruction& in) {
  std::string_view n = in.info->name;
  for (std::string_view suffix : {"_e32", "_e64"})
    if (n.size() > suffix.size() && n.substr(n.size() - suffix.size()) == suffix)
      return n.substr(0, n.size() - suffix.size());
  return n;
}

// The low zero bits of what `in` writes to its one VGPR in each active lane,
// for the integer operations that keep them; 0 for any other.
unsigned result_zeros(const Instruction& in, const State& s, unsigned shared) {
  isa::Encoding enc = in.encoding();
  if (enc != isa::Encoding::kVOP1 && enc != isa::Encoding::kVOP2 && enc != isa::Encoding::kVOP3)
    return 0;
  if (in.field(isa::Field::kClamp) != 0 || in.field(isa::Field::kOmod) != 0) return 0;
  const isa::InstructionFacts& f = isa::facts(*in.info);
  std::vector<const Operand*> src;
  for (unsigned i = 0; i < in.num_operands; ++i)
    if (f.source(i) && !f.mask_source(i)) src.push_back(&in.operands[i]);
  auto z = [&](size_t i) { return i < src.size() ? source_zeros(in, *src[i], s, shared) : 0u; };
  auto shift = [&](size_t i) { return i < src.size() ? constant_shift(in, *src[i]) : 0u; };
  auto cap = [](unsigned v) { return std::min(v, 32u); };
  std::string_view n = base_name(in);
  if (n == "v_mov_b32") return z(0);
  if (n == "v_lshlrev_b32") return src.size() == 2 ? cap(z(1) + shift(0)) : 0;
  if (n == "v_lshl_add_u32" || n == "v_lshl_or_b32")
    return src.size() == 3 ? std::min(cap(z(0) + shift(1)), z(2)) : 0;
  if (n == "v_add_lshl_u32") return src.size() == 3 ? cap(std::min(z(0), z(1)) + shift(2)) : 0;
  if (n == "v_add_nc_u32" || n == "v_sub_nc_u32" || n == "v_subrev_nc_u32" || n == "v_add3_u32" ||
      n == "v_or_b32" || n == "v_xor_b32" || n == "v_or3_b32" || n == "v_xor3_b32" ||
      n == "v_cndmask_b32") {
    if (src.size() < 2) return 0;
    unsigned r = 32;
    for (size_t i = 0; i < src.size(); ++i) r = std::min(r, z(i));
    return r;
  }
  if (n == "v_and_b32") return src.size() == 2 ? std::max(z(0), z(1)) : 0;
  if (n == "v_and_or_b32") return src.size() == 3 ? std::min(std::max(z(0), z(1)), z(2)) : 0;
  if (n == "v_mul_lo_u32") return src.size() == 2 ? cap(z(0) + z(1)) : 0;
  // 24-bit products: of the low 24 bits of each source.
  if (n == "v_mul_u32_u24" || n == "v_mul_i32_i24")
    return src.size() == 2 ? cap(std::min(z(0), 24u) + std::min(z(1), 24u)) : 0;
  return 0;
}

void step(const Instruction& in, bool wave64, unsigned shared, State* s) {
  const isa::InstructionFacts& f = isa::facts(*in.info);
  unsigned z = result_zeros(in, *s, shared);
  for (unsigned i = 0; i < in.num_operands; ++i) {
    const Operand& o = in.operands[i];
    if (!f.destination(i) || !o.is_vgpr()) continue;
    for (unsigned k = 0; k < std::max<unsigned>(1, o.dwords); ++k) {
      unsigned v = o.code - 256u + k;
      if (v >= kVgprs) continue;
      unsigned now = o.dwords == 1 ? z : 0;
      // Lanes that are off keep the old value.
      s->zeros[v] = static_cast<uint8_t>(s->all_lanes ? now : std::min<unsigned>(now, s->zeros[v]));
    }
  }
  if (writes_exec(in)) s->all_lanes = sets_every_lane(in, wave64);
}

}  // namespace

bool writes_exec(const Instruction& in) {
  const isa::InstructionFacts& f = isa::facts(*in.info);
  if (f.implicit_writes & isa::kImplicitExec) return true;
  for (unsigned i = 0; i < in.num_operands; ++i) {
    const Operand& o = in.operands[i];
    if (f.destination(i) && !o.is_vgpr() && o.code <= kExecHi && o.code + o.dwords > kExecLo)
      return true;
  }
  return false;
}

bool sets_every_lane(const Instruction& in, bool wave64) {
  std::string_view n = in.info->name;
  if (n != (wave64 ? "s_mov_b64" : "s_mov_b32") || in.num_operands != 2) return false;
  const Operand& d = in.operands[0];
  const Operand& s = in.operands[1];
  if (d.code != kExecLo || s.is_vgpr()) return false;
  if (s.code == 193) return true;  // the inline constant -1
  return s.is_literal() && in.literal == 0xffffffffu && !wave64;
}

std::map<uint32_t, unsigned> lds_address_zero_bits(const isa::Program& prog, bool wave64,
                                                   bool all_lanes_at_start, unsigned vgprs,
                                                   unsigned shared_vgprs,
                                                   std::map<uint32_t, unsigned>* buffer_offsets) {
  std::map<uint32_t, unsigned> out;
  ProgramFlow flow(prog);
  // A block reached by a computed jump could start in any state.
  for (size_t b = 0; b < flow.size(); ++b)
    if (flow.block(b).kind == isa::BlockEnd::kIndirect) return out;
  size_t entry = flow.index(prog.entry);
  if (entry == ProgramFlow::kExit) return out;
  // Past the allocated VGPRs (wave64's shared ones) nothing is known.
  unsigned known = shared_vgprs != 0 ? std::min(vgprs, kVgprs) : kVgprs;
  std::vector<State> in_state(flow.size());
  std::vector<bool> reached(flow.size(), false);
  State start;
  start.all_lanes = all_lanes_at_start;
  in_state[entry] = start;
  reached[entry] = true;
  std::vector<size_t> work{entry};
  while (!work.empty()) {
    size_t b = work.back();
    work.pop_back();
    State s = in_state[b];
    for (size_t i = flow.span[b].first; i < flow.span[b].second; ++i)
      step(prog.instructions[i].inst, wave64, known, &s);
    for (size_t t : flow.succ[b]) {
      State m = reached[t] ? meet(in_state[t], s) : s;
      if (reached[t] && m == in_state[t]) continue;
      in_state[t] = m;
      reached[t] = true;
      work.push_back(t);
    }
  }
  for (size_t b = 0; b < flow.size(); ++b) {
    if (!reached[b]) continue;
    State s = in_state[b];
    for (size_t i = flow.span[b].first; i < flow.span[b].second; ++i) {
      const isa::ProgramInstruction& pi = prog.instructions[i];
      const Instruction& in = pi.inst;
      if (in.encoding() == isa::Encoding::kDS && in.field(isa::Field::kGds) == 0) {
        for (unsigned k = 0; k < in.num_operands; ++k) {
          const Operand& o = in.operands[k];
          if (in.info->operand_list()[o.slot].field == isa::Field::kAddr)
            out[pi.offset] = source_zeros(in, o, s, known);
        }
      }
      isa::Encoding enc = in.encoding();
      if (buffer_offsets != nullptr && enc >= isa::Encoding::kMUBUF &&
          enc <= isa::Encoding::kMUBUF_BOTHEN_LDS && in.field(isa::Field::kOffen) != 0) {
        for (unsigned k = 0; k < in.num_operands; ++k) {
          Operand o = in.operands[k];
          if (in.info->operand_list()[o.slot].field != isa::Field::kVaddr || !o.is_vgpr()) continue;
          // With IDXEN too, the offset is the second VGPR.
          if (in.field(isa::Field::kIdxen) != 0) o.code = static_cast<uint16_t>(o.code + 1);
          o.dwords = 1;
          (*buffer_offsets)[pi.offset] = source_zeros(in, o, s, known);
        }
      }
      step(in, wave64, known, &s);
    }
  }
  return out;
}

}  // namespace rdnavk::xlate
