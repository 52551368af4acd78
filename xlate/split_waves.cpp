// The split-wave analysis (split_waves.h, decision record 0023).
//
// Each scalar register (and SCC) gets a class at every point, relating a host
// subgroup's copy of it to the whole wave's value there:
//   E: the same value (uniform data, addresses, counters);
//   M: a lane mask whose bits for the subgroup's lanes are the wave's (the
//      other bits hold nothing the subgroup may use);
//   L: anything else; an instruction whose result depends on an L value is not
//      split.
// SCC is E, L, or M when it is a test of a lane mask against zero counted over
// the subgroup's lanes only (the translator makes it so: subgroup_tests).
//
// A branch on such a test is where the subgroup may leave the wave: when the
// subgroup's bits are zero and the wave's are not, the subgroup takes the
// zero way and the wave the other. That is exact when the zero way goes straight
// to the point where both ways meet again (the branch's immediate
// post-dominator P), and on the wave's way until P (the region R) the
// subgroup's lanes are off in EXEC wherever vector work is done, nothing
// waits for the workgroup or writes memory through the scalar unit, and every
// scalar register R writes is either dead at P or has its subgroup's bits zero
// on both ways (so the classes above stay true at P).
#include "xlate/split_waves.h"

#include <fmt/format.h>

#include <array>
#include <bitset>
#include <map>
#include <string_view>
#include <vector>

#include "isa/facts.h"
#include "xlate/program_flow.h"
#include "xlate/register_use.h"

namespace rdnavk::xlate {

namespace {

enum Cls : uint8_t { kE = 0, kM = 1, kL = 2 };
constexpr unsigned kVccLo = 106, kM0 = 124, kNull = 125, kExecLo = 126;
constexpr unsigned kVccz = 251, kExecz = 252, kSccSource = 253, kZeroConstant = 128;
constexpr unsigned kAllOnes = 193;  // the inline constant -1
constexpr int kNoHolder = -1;

struct State {
  bool reached = false;
  std::array<uint8_t, 128> reg{};  // s0-s105, vcc, m0, exec: their classes
  uint8_t scc = kE;
  int holder = kNoHolder;  // scc == kM: the first register of the mask it tested
  // VGPRs that hold one value in every lane EXEC has on.
  std::bitset<256> uniform;
  // Lane masks (by their first register) with some bit set among the
  // subgroup's lanes: learnt on the way a test of the subgroup's lanes takes
  // when they are not all zero.
  std::bitset<128> nonzero;
  // Set by a block's last instruction when it is such a test: the way taken
  // when the subgroup's bits of `edge_holder` are not all zero.
  int edge_holder = kNoHolder;
  uint32_t edge_target = 0;

  bool merge(const State& o) {
    if (!o.reached) return false;
    if (!reached) {
      *this = o;
      return true;
    }
    bool changed = false;
    std::bitset<256> u = uniform & o.uniform;
    std::bitset<128> n = nonzero & o.nonzero;
    if (u != uniform || n != nonzero) {
      uniform = u;
      nonzero = n;
      changed = true;
    }
    for (size_t i = 0; i < reg.size(); ++i)
      if (o.reg[i] > reg[i]) {
        reg[i] = o.reg[i];
        changed = true;
      }
    uint8_t s = std::max(scc, o.scc);
    int h = scc == kM && o.scc == kM && holder == o.holder ? holder : kNoHolder;
    if (s != scc || h != holder) {
      scc = s;
      holder = s == kM ? h : kNoHolder;
      changed = true;
    }
    return changed;
  }
};

enum class Kind { kSalu, kSmem, kSopp, kVector };
Kind kind_of(const isa::Instruction& in) {
  switch (in.info->encoding) {
    case isa::Encoding::kSOP1:
    case isa::Encoding::kSOP2:
    case isa::Encoding::kSOPK:
    case isa::Encoding::kSOPC:
      return Kind::kSalu;
    case isa::Encoding::kSOPP:
      return Kind::kSopp;
    case isa::Encoding::kSMEM:
      return Kind::kSmem;
    default:
      return Kind::kVector;
  }
}

}  // namespace

bool works_on_lanes(const isa::Instruction& in) {
  return kind_of(in) == Kind::kVector;
}

namespace {

bool is_dpp(isa::Encoding enc) {
  switch (enc) {
    case isa::Encoding::kVOP1_DPP16:
    case isa::Encoding::kVOP1_DPP8:
    case isa::Encoding::kVOP1_DPP8FI:
    case isa::Encoding::kVOP2_DPP16:
    case isa::Encoding::kVOP2_DPP8:
    case isa::Encoding::kVOP2_DPP8FI:
      return true;
    default:
      return false;
  }
}

bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

// Vector instructions that read or write other lanes than their own.
bool crosses_lanes(const isa::Instruction& in) {
  if (is_dpp(in.info->encoding)) return true;
  std::string_view n = in.info->name;
  for (std::string_view p :
       {"v_readlane", "v_readfirstlane", "v_writelane", "v_permlane", "ds_swizzle", "ds_permute",
        "ds_bpermute", "ds_append", "ds_consume", "ds_gws", "ds_ordered"})
    if (starts_with(n, p)) return true;
  return false;
}

// Whether op(x, y) has the subgroup's bits zero, knowing whether x's and y's
// are (`zx`, `zy`).
bool zero_of(Bitwise op, bool zx, bool zy) {
  switch (op) {
    case Bitwise::kAnd:
      return zx || zy;
    case Bitwise::kOr:
    case Bitwise::kXor:
      return zx && zy;
    case Bitwise::kAndN2:
    case Bitwise::kMov:
      return zx;
    default:
      return false;
  }
}

bool scalar_operand(const isa::Operand& o) {
  return (o.kind == isa::OperandKind::kSReg || o.kind == isa::OperandKind::kSSrc ||
          o.kind == isa::OperandKind::kVSrc) &&
         !o.is_vgpr() && !o.is_literal();
}

enum class Branch { kNone, kSccZero, kSccOne, kVccZero, kVccNonzero, kExecZero, kExecNonzero };
Branch branch_kind(const isa::Instruction& in) {
  std::string_view n = in.info->name;
  if (n == "s_cbranch_scc0") return Branch::kSccZero;
  if (n == "s_cbranch_scc1") return Branch::kSccOne;
  if (n == "s_cbranch_vccz") return Branch::kVccZero;
  if (n == "s_cbranch_vccnz") return Branch::kVccNonzero;
  if (n == "s_cbranch_execz") return Branch::kExecZero;
  if (n == "s_cbranch_execnz") return Branch::kExecNonzero;
  return Branch::kNone;
}

// A branch at which a subgroup may leave its wave.
struct Departure {
  size_t block = 0;
  uint32_t offset = 0;
  int holder = kNoHolder;  // the first register of the mask tested
  uint32_t zero_way = 0, other_way = 0;
};

class Analysis {
 public:
  Analysis(const isa::Program& p, bool w64, bool full)
      : prog_(p), flow_(p), wave64_(w64), full_(full) {
    mask_dwords_ = w64 ? 2 : 1;
    // What each instruction reads and writes, once: every pass below asks.
    uses_.reserve(p.instructions.size());
    for (const isa::ProgramInstruction& pi : p.instructions)
      uses_.push_back(register_use(pi.inst, w64));
  }

  SplitPlan run(SharedVgprs shared, const RegionMap* regions,
                const std::vector<SegmentLoop>* loops) {
    if (shared.count != 0) return fail(0, "wave64's shared VGPRs");
    if (!prog_.pc_writes.empty()) return fail(prog_.pc_writes.front(), "a computed jump");
    for (size_t b = 0; b < flow_.size(); ++b)
      if (flow_.block(b).kind == isa::BlockEnd::kCall) return fail(flow_.block(b).start, "a call");
    syncs_ = wave_sync_points(prog_, shared, regions);
    solve();
    // The checks, over the fixed point.
    for (size_t b = 0; b < flow_.size(); ++b) {
      State s = in_[b];
      if (!s.reached) continue;
      for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i) {
        step(b, prog_.instructions[i], s, true);
        if (!why_.empty()) return plan();
      }
    }
    for (const Departure& d : departures_) {
      check_departure(d);
      if (!why_.empty()) return plan();
    }
    SplitPlan p = plan();
    if (loops != nullptr)
      for (const SegmentLoop& l : *loops)
        if (lane_wise(l)) p.lane_wise_loops.insert(l.front());
    return p;
  }

 private:
  SplitPlan plan() {
    SplitPlan p;
    p.split = why_.empty();
    p.why_not = why_;
    if (p.split) {
      p.subgroup_tests = tests_;
      p.first_lane_reads = first_lane_reads_;
    }
    return p;
  }
  SplitPlan fail(uint32_t off, std::string_view what) {
    note(off, what);
    return plan();
  }
  void note(uint32_t off, std::string_view what) {
    if (why_.empty()) why_ = fmt::format("{} at {:#x}", what, off);
  }

  void solve() {
    State entry;
    entry.reached = true;  // every register starts as the wave's (all E)
    if (full_) set_nonzero(entry, kExecLo, true);
    in_.assign(flow_.size(), State{});
    size_t first = flow_.index(prog_.entry);
    if (first == ProgramFlow::kExit) return;
    in_[first] = entry;
    std::vector<size_t> work{first};
    std::vector<uint8_t> queued(flow_.size(), 0);
    queued[first] = 1;
    while (!work.empty()) {
      size_t b = work.back();
      work.pop_back();
      queued[b] = 0;
      State s = in_[b];
      s.edge_holder = kNoHolder;
      for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i)
        step(b, prog_.instructions[i], s, false);
      for (size_t t : flow_.succ[b]) {
        State e = s;
        if (s.edge_holder != kNoHolder && flow_.index(s.edge_target) == t)
          set_nonzero(e, static_cast<unsigned>(s.edge_holder), true);
        e.edge_holder = kNoHolder;
        if (in_[t].merge(e) && !queued[t]) {
          queued[t] = 1;
          work.push_back(t);
        }
      }
    }
  }

  // The class of a source operand read as a value.
  uint8_t value_class(const isa::Operand& o, const State& s, unsigned dwords) const {
    if (o.kind == isa::OperandKind::kImplicit) return reg_class(s, kVccLo, mask_dwords_);
    if (o.kind == isa::OperandKind::kImmediate || o.is_literal() || o.is_vgpr()) return kE;
    if (o.code == kSccSource) return s.scc == kE ? kE : kL;
    if (o.code == kVccz || o.code == kExecz) {
      uint8_t c = reg_class(s, o.code == kVccz ? kVccLo : kExecLo, mask_dwords_);
      return c == kE ? kE : kL;
    }
    if (o.code < 128) return o.code == kNull ? uint8_t{kE} : reg_class(s, o.code, dwords);
    return kE;  // inline constants
  }
  static uint8_t reg_class(const State& s, unsigned code, unsigned dwords) {
    uint8_t c = kE;
    for (unsigned i = 0; i < dwords && code + i < 128; ++i) c = std::max(c, s.reg[code + i]);
    return c;
  }
  static void set_class(State& s, unsigned code, unsigned dwords, uint8_t c) {
    if (code == kNull) return;
    for (unsigned i = 0; i < dwords && code + i < 128; ++i) s.reg[code + i] = c;
  }
  void set_nonzero(State& s, unsigned code, bool v) const {
    if (code >= 128) return;
    for (unsigned i = 0; i < mask_dwords_ && code + i < 128; ++i) s.nonzero[code + i] = v;
  }
  bool is_nonzero(const State& s, const isa::Operand& o) const {
    if (o.kind == isa::OperandKind::kImplicit) return s.nonzero[kVccLo];
    // -1 sets every lane's bit, the subgroup's among them.
    if (o.kind != isa::OperandKind::kImmediate && o.code == kAllOnes) return true;
    if (o.kind == isa::OperandKind::kImmediate || o.is_literal() || o.code >= 128) return false;
    return s.nonzero[o.code];
  }
  // What an instruction does to the set of masks known nonzero in the
  // subgroup's lanes, and to the VGPRs uniform over the active lanes (EXEC
  // gaining lanes makes none uniform).
  void track_lanes(const isa::Instruction& in, const RegisterUse& u, State& s) {
    State before = s;
    for (unsigned r = 0; r < 128; ++r)
      if (u.written[r]) s.nonzero[r] = false;
    bool exec_written = u.written[kExecLo];
    bool narrows = false;  // the new EXEC is the old one with lanes removed
    Bitwise op;
    ExecWrite xw;
    Kind k = kind_of(in);
    if (k == Kind::kSalu && lanewise_op(in, wave64_, &op) && in.num_operands >= 2) {
      const isa::Operand& d = in.operands[0];
      const isa::Operand& a = in.operands[1];
      bool b_exec = in.num_operands >= 3 && in.operands[2].code == kExecLo;
      bool nz = false;
      if (op == Bitwise::kMov) nz = is_nonzero(before, a);
      if (op == Bitwise::kOr)
        nz = is_nonzero(before, a) || (in.num_operands >= 3 && is_nonzero(before, in.operands[2]));
      if (d.code < 128) set_nonzero(s, d.code, nz);
      narrows = (op == Bitwise::kAnd && (a.code == kExecLo || b_exec)) ||
                (op == Bitwise::kAndN2 && a.code == kExecLo) ||
                (op == Bitwise::kMov && a.code == kExecLo);
    } else if (k == Kind::kSalu && exec_write_op(in, wave64_, &xw)) {
      bool src_nz = is_nonzero(before, in.operands[1]), x_nz = before.nonzero[kExecLo];
      bool n_nz = xw.op == Bitwise::kOr && (src_nz || x_nz);
      set_nonzero(s, in.operands[0].code, xw.wrexec ? n_nz : x_nz);
      set_nonzero(s, kExecLo, n_nz);
      narrows = xw.op == Bitwise::kAnd || (xw.op == Bitwise::kAndN2 && xw.exec_first);
    } else if (k == Kind::kVector) {
      const isa::InstructionFacts& f = isa::facts(*in.info);
      narrows = (f.implicit_mask_writes & isa::kImplicitExec) != 0;  // v_cmpx
    }
    if (exec_written && !narrows) s.uniform.reset();
  }
  // The VGPRs a vector instruction writes, and whether they hold one value
  // across the active lanes after it: a lane-independent ALU op or a load from
  // an address that is, with every input uniform.
  void track_uniform(const isa::Instruction& in, const isa::InstructionFacts& f, State& s) {
    std::string_view n = in.info->name;
    isa::Encoding enc = in.info->encoding;
    bool sdwa = enc == isa::Encoding::kVOP1_SDWA || enc == isa::Encoding::kVOP2_SDWA ||
                enc == isa::Encoding::kVOPC_SDWA;
    bool load = (f.memory & (isa::kLdsRead | isa::kMemoryRead)) != 0 &&
                (f.memory & (isa::kLdsWrite | isa::kMemoryWrite | isa::kAtomic)) == 0;
    bool alu = f.memory == 0;
    bool same = (alu || load) && !f.reads_lane_mask() && !sdwa && !is_dpp(enc) &&
                !starts_with(n, "v_mbcnt") && !starts_with(n, "image_") &&
                !starts_with(n, "v_interp") && kind_of(in) == Kind::kVector;
    for (unsigned i = 0; i < in.num_operands && same; ++i) {
      const isa::Operand& o = in.operands[i];
      if (!f.source(i) || o.kind == isa::OperandKind::kImmediate) continue;
      if (o.is_vgpr()) {
        for (unsigned d = 0; d < std::max<unsigned>(1, o.dwords); ++d)
          if (o.code - 256 + d >= 256 || !s.uniform[o.code - 256 + d]) same = false;
      } else if (scalar_operand(o) && value_class(o, s, std::max<unsigned>(1, o.dwords)) != kE) {
        same = false;
      }
    }
    for (unsigned i = 0; i < in.num_operands; ++i) {
      const isa::Operand& o = in.operands[i];
      if (!f.destination(i) || !o.is_vgpr() || o.kind == isa::OperandKind::kImmediate) continue;
      for (unsigned d = 0; d < std::max<unsigned>(1, o.dwords); ++d)
        if (o.code - 256 + d < 256) s.uniform[o.code - 256 + d] = same;
    }
  }

  // SCC after a bitwise op whose result `d` (class c) is tested against zero.
  void set_mask_test(State& s, uint8_t c, int holder, uint32_t off, bool checking) {
    s.scc = c;
    s.holder = c == kM ? holder : kNoHolder;
    if (c == kM && checking) tests_.insert(off);
  }
  // Writes of registers not otherwise handled: the class `c`, and the SCC
  // written by an instruction (with no mask test) loses its holder.
  void write_all(State& s, const RegisterUse& u, uint8_t c) {
    for (unsigned r = 0; r < 128; ++r)
      if (u.written[r]) s.reg[r] = c;
    if (u.written[RegisterUse::kScc]) {
      s.scc = c == kE ? kE : kL;
      s.holder = kNoHolder;
    }
  }
  uint8_t read_class(const State& s, const RegisterUse& u) const {
    uint8_t c = kE;
    for (unsigned r = 0; r < 128; ++r)
      if (u.read[r] || u.lane_read[r]) c = std::max(c, s.reg[r]);
    if (u.read[RegisterUse::kScc]) c = std::max<uint8_t>(c, s.scc == kE ? kE : kL);
    return c == kE ? kE : kL;
  }

  void step(size_t b, const isa::ProgramInstruction& pi, State& s, bool checking) {
    const isa::Instruction& in = pi.inst;
    const isa::InstructionFacts& f = isa::facts(*in.info);
    const RegisterUse& u = use(pi);
    // An SCC holder no longer holds the value tested once it is written.
    if (s.scc == kM && s.holder != kNoHolder) {
      for (unsigned i = 0; i < mask_dwords_; ++i)
        if (u.written[static_cast<unsigned>(s.holder) + i]) s.holder = kNoHolder;
    }
    auto refuse = [&](std::string_view what) {
      if (checking) note(pi.offset, fmt::format("{} ({})", what, in.info->name));
    };
    // v_readfirstlane of a value every active lane holds, where the subgroup
    // has an active lane: the subgroup's first active lane holds the wave's.
    if (starts_with(in.info->name, "v_readfirstlane_b32") && in.num_operands >= 2 &&
        in.operands[1].is_vgpr()) {
      bool ok = s.uniform[in.operands[1].code - 256] && s.nonzero[kExecLo] &&
                reg_class(s, kExecLo, mask_dwords_) != kL;
      if (!ok) refuse("v_readfirstlane of a value the wave's lanes may not share");
      if (ok && checking) first_lane_reads_.insert(pi.offset);
      track_lanes(in, u, s);
      set_class(s, in.operands[0].code, 1, kE);
      return;
    }
    track_lanes(in, u, s);
    if (kind_of(in) == Kind::kVector) track_uniform(in, f, s);
    switch (kind_of(in)) {
      case Kind::kSalu: {
        Bitwise op;
        ExecWrite xw;
        std::string_view name = in.info->name;
        if (lanewise_op(in, wave64_, &op) && in.num_operands >= 2) {
          bool unary = op == Bitwise::kNot || op == Bitwise::kMov;
          uint8_t c = value_class(in.operands[1], s, mask_dwords_);
          if (!unary && in.num_operands >= 3)
            c = std::max(c, value_class(in.operands[2], s, mask_dwords_));
          const isa::Operand& d = in.operands[0];
          set_class(s, d.code, mask_dwords_, c);
          if (u.written[RegisterUse::kScc])
            set_mask_test(s, c, d.code == kNull ? kNoHolder : static_cast<int>(d.code), pi.offset,
                          checking);
        } else if (exec_write_op(in, wave64_, &xw)) {
          uint8_t x = reg_class(s, kExecLo, mask_dwords_);
          uint8_t n = std::max(value_class(in.operands[1], s, mask_dwords_), x);
          set_class(s, in.operands[0].code, mask_dwords_, xw.wrexec ? n : x);
          set_class(s, kExecLo, mask_dwords_, n);
          set_mask_test(s, n, static_cast<int>(kExecLo), pi.offset, checking);
        } else if (starts_with(name, "s_mov_b32") || starts_with(name, "s_mov_b64")) {
          unsigned dw = name[7] == '6' ? 2 : 1;
          const isa::Operand& src = in.operands[1];
          for (unsigned i = 0; i < dw; ++i) {
            uint8_t c = kE;
            if (src.kind != isa::OperandKind::kImmediate && !src.is_literal() && src.code < 128 &&
                src.code != kNull) {
              c = s.reg[std::min<unsigned>(src.code + i, 127)];
              // A mask word moved to the other half's word of a wave64 mask
              // holds bits of the other half's lanes: no subgroup has them.
              if (c == kM && mask_dwords_ == 2 &&
                  ((src.code + i) & 1u) != ((in.operands[0].code + i) & 1u))
                c = kL;
            } else {
              c = value_class(src, s, 1);
            }
            if (in.operands[0].code + i < 128) set_class(s, in.operands[0].code + i, 1, c);
          }
        } else {
          write_all(s, u, read_class(s, u));
        }
        break;
      }
      case Kind::kSmem: {
        if (read_class(s, u) != kE) refuse("a scalar memory address not uniform across the wave");
        write_all(s, u, kE);
        break;
      }
      case Kind::kSopp: {
        Branch br = branch_kind(in);
        if (br == Branch::kNone) {
          std::string_view n = in.info->name;
          if (starts_with(n, "s_cbranch_") || starts_with(n, "s_trap") ||
              starts_with(n, "s_setkill"))
            refuse("a control instruction split waves do not carry out");
          if (read_class(s, u) != kE) refuse("a scalar input not uniform across the wave");
          write_all(s, u, kE);
          break;
        }
        uint8_t c;
        int holder = kNoHolder;
        if (br == Branch::kSccZero || br == Branch::kSccOne) {
          c = s.scc;
          holder = s.holder;
        } else {
          unsigned r = br == Branch::kVccZero || br == Branch::kVccNonzero ? kVccLo : kExecLo;
          c = reg_class(s, r, mask_dwords_);
          holder = static_cast<int>(r);
          if (c == kM && checking) tests_.insert(pi.offset);
        }
        if (c == kL) {
          refuse("a branch on a value not uniform across the wave");
        } else if (c == kM) {
          int64_t target = 0;
          isa::branch_target(in, pi.offset, &target);
          uint32_t next = pi.offset + in.size;
          bool taken_when_zero =
              br == Branch::kSccZero || br == Branch::kVccZero || br == Branch::kExecZero;
          s.edge_holder = holder;
          s.edge_target = taken_when_zero ? next : static_cast<uint32_t>(target);
          if (!checking) break;
          Departure d;
          d.block = b;
          d.offset = pi.offset;
          d.holder = holder;
          d.zero_way = taken_when_zero ? static_cast<uint32_t>(target) : next;
          d.other_way = taken_when_zero ? next : static_cast<uint32_t>(target);
          departures_.push_back(d);
        }
        break;
      }
      case Kind::kVector: {
        if (crosses_lanes(in)) {
          refuse("an instruction that reads other lanes");
          break;
        }
        // Every lane reads its own EXEC bit; masks read bit by bit need only
        // the subgroup's bits; every other scalar must be the wave's.
        if (reg_class(s, kExecLo, mask_dwords_) == kL) refuse("EXEC not the wave's");
        for (unsigned i = 0; i < in.num_operands; ++i) {
          const isa::Operand& o = in.operands[i];
          if (!f.source(i)) continue;
          if (o.code == kSccSource || o.code == kVccz || o.code == kExecz) {
            if (value_class(o, s, 1) != kE) refuse("a scalar operand not uniform across the wave");
            continue;
          }
          if (!scalar_operand(o)) continue;
          unsigned dw = std::max<unsigned>(1, o.dwords);
          uint8_t c = f.mask_source(i) ? reg_class(s, o.code, mask_dwords_) : value_class(o, s, dw);
          if (c == kL || (c == kM && !f.mask_source(i)))
            refuse("a scalar operand not uniform across the wave");
        }
        if ((f.implicit_mask_reads & isa::kImplicitVcc) && reg_class(s, kVccLo, mask_dwords_) == kL)
          refuse("VCC not the wave's");
        if ((f.implicit_reads & isa::kImplicitVcc) &&
            !(f.implicit_mask_reads & isa::kImplicitVcc) &&
            reg_class(s, kVccLo, mask_dwords_) != kE)
          refuse("VCC not uniform across the wave");
        if ((f.implicit_reads & isa::kImplicitM0) && s.reg[kM0] != kE)
          refuse("M0 not uniform across the wave");
        if ((f.implicit_reads & isa::kImplicitScc) && s.scc != kE)
          refuse("SCC not uniform across the wave");
        // Lane-mask writes hold the subgroup's bits; anything else a vector
        // instruction writes to a scalar register is not the wave's.
        for (unsigned r = 0; r < 128; ++r)
          if (u.written[r]) s.reg[r] = u.mask_dst[r] ? kM : kL;
        if (f.implicit_mask_writes & isa::kImplicitExec) set_class(s, kExecLo, mask_dwords_, kM);
        if (f.implicit_mask_writes & isa::kImplicitVcc) set_class(s, kVccLo, mask_dwords_, kM);
        if (u.written[RegisterUse::kScc]) {
          s.scc = kL;
          s.holder = kNoHolder;
        }
        break;
      }
    }
  }

  // ---- a departure: the region where the wave goes on without the subgroup

  using Zero = std::bitset<128>;  // registers whose bits for the subgroup are zero

  bool operand_zero(const isa::Operand& o, const Zero& z) const {
    if (o.kind == isa::OperandKind::kImmediate || o.is_literal()) return false;
    if (o.kind == isa::OperandKind::kImplicit) return regs_zero(z, kVccLo);
    if (o.code == kZeroConstant) return true;
    if (o.code < 128 && o.code != kNull) return regs_zero(z, o.code);
    return o.code == kNull;
  }
  bool regs_zero(const Zero& z, unsigned code) const {
    for (unsigned i = 0; i < mask_dwords_; ++i)
      if (code + i >= 128 || !z[code + i]) return false;
    return true;
  }
  void set_zero(Zero& z, unsigned code, bool v) const {
    if (code == kNull) return;
    for (unsigned i = 0; i < mask_dwords_ && code + i < 128; ++i) z[code + i] = v;
  }

  // One instruction of R: what is zero after it; false (with a note) when it
  // would touch the subgroup's lanes or must not run without them.
  // `same`: the registers whose subgroup bits are still what they were at the
  // branch (R only added or removed bits that are zero for the subgroup).
  bool zero_step(const isa::ProgramInstruction& pi, Zero& z, Zero& same, bool checking) {
    const isa::Instruction& in = pi.inst;
    const isa::InstructionFacts& f = isa::facts(*in.info);
    const RegisterUse& u = use(pi);
    auto bad = [&](std::string_view what) {
      if (checking) note(pi.offset, fmt::format("{} ({})", what, in.info->name));
      return false;
    };
    // A D15 meeting: allowed only where what the subgroup does after P cannot
    // meet out of turn (check_departure).
    if (syncs_.before.count(pi.offset)) {
      if (checking) meeting_offset_ = pi.offset;
    }
    std::string_view name = in.info->name;
    Kind k = kind_of(in);
    if (k == Kind::kSopp) {
      if (name == "s_barrier") return bad("s_barrier where the wave may go on without a subgroup");
      if (starts_with(name, "s_sendmsg") || starts_with(name, "s_endpgm"))
        return bad("a message where the wave may go on without a subgroup");
    }
    // The hardware registers are the wave's too (MODE's float mode, set by
    // s_setreg, s_denorm_mode, s_round_mode), outside the SGPRs R is checked
    // for: a subgroup that left would keep the old ones.
    if ((f.implicit_writes & isa::kImplicitMode) || starts_with(name, "s_setreg") ||
        starts_with(name, "s_denorm_mode") || starts_with(name, "s_round_mode") ||
        starts_with(name, "s_trap") || starts_with(name, "s_sethalt"))
      return bad("a hardware register written where the wave may go on without a subgroup");
    if (k == Kind::kSmem && (f.memory & (isa::kMemoryWrite | isa::kAtomic)))
      return bad("a scalar store where the wave may go on without a subgroup");
    Zero before = z;
    // Registers written become unknown unless a rule below keeps them zero.
    for (unsigned r = 0; r < 128; ++r)
      if (u.written[r]) z[r] = false;
    {
      // x | 0 and x & ~0 on the subgroup's bits leave x's bits as they were.
      Bitwise op;
      bool keeps = false;
      if (k == Kind::kSalu && lanewise_op(in, wave64_, &op) && in.num_operands >= 3) {
        const isa::Operand& d = in.operands[0];
        const isa::Operand& a = in.operands[1];
        const isa::Operand& b = in.operands[2];
        bool a_is_d = a.kind != isa::OperandKind::kImmediate && a.code == d.code;
        bool b_is_d = b.kind != isa::OperandKind::kImmediate && b.code == d.code;
        if (op == Bitwise::kOr)
          keeps = (a_is_d && operand_zero(b, before)) || (b_is_d && operand_zero(a, before));
        if (op == Bitwise::kAndN2) keeps = a_is_d && operand_zero(b, before);
        keeps = keeps && d.code < 128 && same[d.code];
      }
      for (unsigned r = 0; r < 128; ++r)
        if (u.written[r] &&
            !(keeps && r >= in.operands[0].code && r < in.operands[0].code + mask_dwords_))
          same[r] = false;
    }
    if (k == Kind::kVector) {
      if (!regs_zero(before, kExecLo))
        return bad("vector work where the wave may go on without a subgroup");
      // Inactive lanes write zero into lane masks.
      for (unsigned r = 0; r < 128; ++r)
        if (u.mask_dst[r]) z[r] = true;
      if (f.implicit_mask_writes & isa::kImplicitExec) set_zero(z, kExecLo, true);
      if (f.implicit_mask_writes & isa::kImplicitVcc) set_zero(z, kVccLo, true);
      return true;
    }
    Bitwise op;
    ExecWrite xw;
    if (k == Kind::kSalu && lanewise_op(in, wave64_, &op) && in.num_operands >= 2) {
      bool a = operand_zero(in.operands[1], before);
      bool b2 = in.num_operands >= 3 && operand_zero(in.operands[2], before);
      set_zero(z, in.operands[0].code, zero_of(op, a, b2));
    } else if (k == Kind::kSalu && exec_write_op(in, wave64_, &xw)) {
      bool sz = operand_zero(in.operands[1], before), xz = regs_zero(before, kExecLo);
      bool n = xw.exec_first ? zero_of(xw.op, xz, sz) : zero_of(xw.op, sz, xz);
      set_zero(z, in.operands[0].code, xw.wrexec ? n : xz);
      set_zero(z, kExecLo, n);
    } else if (k == Kind::kSalu && starts_with(name, "s_cselect_b") && in.num_operands >= 3 &&
               name.size() >= 13 && (name[11] == '6') == wave64_) {
      set_zero(z, in.operands[0].code,
               operand_zero(in.operands[1], before) && operand_zero(in.operands[2], before));
    }
    return true;
  }

  void check_departure(const Departure& d) {
    if (ipdom_.empty()) ipdom_ = flow_.post_dominators();
    if (live_in_.empty()) compute_liveness();
    size_t p = ipdom_[d.block];
    size_t zero = flow_.index(d.zero_way), other = flow_.index(d.other_way);
    if (p == ProgramFlow::kExit || zero != p) {
      note(d.offset,
           "a branch on the subgroup's lanes whose zero way does not go straight to where both "
           "ways meet");
      return;
    }
    if (other == p) return;
    meeting_offset_ = kNoMeeting;
    // R: the blocks reachable from the other way before P.
    std::vector<uint8_t> in_r(flow_.size(), 0);
    std::vector<size_t> order, work{other};
    in_r[other] = 1;
    while (!work.empty()) {
      size_t b = work.back();
      work.pop_back();
      order.push_back(b);
      for (size_t t : flow_.succ[b])
        if (t != p && !in_r[t]) {
          in_r[t] = 1;
          work.push_back(t);
        }
    }
    // What is zero for the subgroup at each block of R: the holder at the
    // start; a forward fixed point (intersections) after.
    Zero start;
    if (d.holder != kNoHolder) {
      set_zero(start, static_cast<unsigned>(d.holder), true);
      // And every mask of the branch's block whose bits imply the holder's
      // (a copy: `s_mov exec, s[6:7]; s_cbranch_execz`).
      start |= implied_zero(d.block, static_cast<unsigned>(d.holder));
    }
    std::vector<Zero> zin(flow_.size()), sin(flow_.size());
    std::vector<uint8_t> reached(flow_.size(), 0);
    zin[other] = start;
    sin[other].set();
    reached[other] = 1;
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t b : order) {
        if (!reached[b]) continue;
        Zero z = zin[b], sm = sin[b];
        for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i)
          zero_step(prog_.instructions[i], z, sm, false);
        for (size_t t : flow_.succ[b]) {
          if (!in_r[t]) continue;
          Zero nz = reached[t] ? (zin[t] & z) : z;
          Zero ns = reached[t] ? (sin[t] & sm) : sm;
          if (t == other) nz &= start;
          if (!reached[t] || nz != zin[t] || ns != sin[t]) {
            zin[t] = nz;
            sin[t] = ns;
            reached[t] = 1;
            changed = true;
          }
        }
      }
    }
    // Checked over the fixed point; what R writes; what is zero on R's edges to P.
    std::bitset<129> written;
    Zero at_p, same_at_p;
    at_p.set();
    same_at_p.set();
    for (size_t b : order) {
      if (syncs_.after_block.count(flow_.block(b).start)) meeting_offset_ = flow_.block(b).start;
      Zero z = zin[b], sm = sin[b];
      for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i) {
        const isa::ProgramInstruction& pi = prog_.instructions[i];
        if (!zero_step(pi, z, sm, true)) return;
        written |= use(pi).written;
      }
      for (size_t t : flow_.succ[b])
        if (t == p) {
          at_p &= z;
          same_at_p &= sm;
        }
    }
    // On the zero way only the holder is known zero.
    at_p &= start;
    // Where the wave meets inside R, a subgroup that left meets with the others
    // at its own next meeting after P: exact only if that is s_barrier or the
    // end, with nothing done before it that the others must see in order.
    if (meeting_offset_ != kNoMeeting && !quiet_until_barrier(p)) {
      note(meeting_offset_,
           "a wave meeting where the wave may go on without a subgroup that has work after");
      return;
    }
    std::bitset<129> live = live_in_[p];
    if (written[RegisterUse::kScc] && live[RegisterUse::kScc]) {
      note(d.offset, "SCC live where a branch on the subgroup's lanes meets again");
      return;
    }
    for (unsigned r = 0; r < 128; ++r)
      if (written[r] && live[r] && !at_p[r] && !same_at_p[r]) {
        note(d.offset, fmt::format("register {} live where a branch on the subgroup's lanes meets "
                                   "again, its subgroup bits not zero on both ways",
                                   r));
        return;
      }
  }

  // ---- a loop whose lanes leave alone (D61)
  //
  // Every departure in the loop was proved above bit by bit: each rule of
  // zero_step and implied_zero holds for each lane's bit as for the subgroup's
  // together, so a lane whose own bit of a tested mask is zero may go its
  // zero way while the other lanes go on, its lanes' state left as the wave
  // leaves it. What holds the subgroup together is then only the whole
  // masks: here none is needed, since every mask the loop forms is read bit
  // by bit or tested (D23's classes: anything else is a value no lane uses),
  // and nothing reads another lane. A lane that leaves waits at the loop's
  // end (the host's loop runs until its last lane leaves) and goes on with
  // the others to the one block P every way out leads to; what the loop wrote
  // to a scalar register is not read there, so the rounds it missed change
  // nothing it holds.
  bool lane_wise(const SegmentLoop& seg) {
    if (seg.empty()) return false;
    std::set<uint32_t> starts(seg.begin(), seg.end());
    std::vector<size_t> blocks;
    for (uint32_t st : seg) {
      size_t b = flow_.index(st);
      if (b == ProgramFlow::kExit || !in_[b].reached) return false;
      blocks.push_back(b);
    }
    size_t exit = ProgramFlow::kExit;
    bool tests = false;
    std::bitset<129> written;
    for (size_t b : blocks) {
      const isa::BasicBlock& blk = flow_.block(b);
      if (flow_.leaves[b] || blk.kind == isa::BlockEnd::kIndirect ||
          blk.kind == isa::BlockEnd::kCall || syncs_.after_block.count(blk.start))
        return false;
      for (size_t t : flow_.succ[b]) {
        if (starts.count(flow_.block(t).start)) continue;
        if (exit != ProgramFlow::kExit && exit != t) return false;
        exit = t;
      }
      for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i) {
        const isa::ProgramInstruction& pi = prog_.instructions[i];
        if (!lane_alone(pi)) return false;
        tests = tests || tests_.count(pi.offset) != 0;
        written |= use(pi).written;
      }
    }
    if (!tests || exit == ProgramFlow::kExit) return false;
    if (live_in_.empty()) compute_liveness();
    return (written & live_in_[exit]).none();
  }

  // An instruction a lane may run without the other lanes of its subgroup:
  // no meeting, no memory access but a scalar load, no other lane read, no
  // message, barrier or hardware register written.
  bool lane_alone(const isa::ProgramInstruction& pi) const {
    const isa::Instruction& in = pi.inst;
    const isa::InstructionFacts& f = isa::facts(*in.info);
    std::string_view n = in.info->name;
    if (syncs_.before.count(pi.offset) || first_lane_reads_.count(pi.offset)) return false;
    if ((f.implicit_writes & isa::kImplicitMode) || starts_with(n, "s_setreg") ||
        starts_with(n, "s_denorm_mode") || starts_with(n, "s_round_mode"))
      return false;
    switch (kind_of(in)) {
      case Kind::kVector:
        return f.memory == 0 && !crosses_lanes(in);
      case Kind::kSmem:
        return (f.memory & (isa::kMemoryWrite | isa::kAtomic)) == 0;
      case Kind::kSopp:
        if (branch_kind(in) != Branch::kNone) return true;
        for (std::string_view ok :
             {"s_branch", "s_nop", "s_waitcnt", "s_inst_prefetch", "s_clause", "s_code_end"})
          if (starts_with(n, ok)) return true;
        return false;
      case Kind::kSalu:
        return true;
    }
    return false;
  }

  // The lane masks whose bits, at the end of block `b`, are set only where
  // `holder`'s are: zero for the subgroup wherever the holder is. Each mask's
  // bit in one lane is evaluated through the block as a boolean function of
  // the bits it starts with and of each compare's result (truth tables over at
  // most kVars variables; a block needing more learns nothing).
  Zero implied_zero(size_t b, unsigned holder) const {
    static constexpr unsigned kVars = 12;
    using Table = std::bitset<1u << kVars>;
    unsigned vars = 0;
    bool overflow = false;
    auto fresh = [&]() {
      Table t;
      if (vars >= kVars) {
        overflow = true;
        return t;
      }
      for (size_t i = 0; i < t.size(); ++i) t[i] = (i >> vars) & 1u;
      ++vars;
      return t;
    };
    std::map<unsigned, Table> bit;  // by a mask's first register
    auto get = [&](unsigned code) -> Table {
      auto it = bit.find(code);
      if (it != bit.end()) return it->second;
      return bit[code] = fresh();
    };
    auto operand = [&](const isa::Operand& o) -> Table {
      if (o.kind == isa::OperandKind::kImplicit) return get(kVccLo);
      if (o.code == kZeroConstant) return Table{};
      if (o.code == kAllOnes) return ~Table{};
      if (o.kind == isa::OperandKind::kImmediate || o.is_literal() || o.code >= 128) return fresh();
      return get(o.code);
    };
    for (size_t i = flow_.span[b].first; i < flow_.span[b].second && !overflow; ++i) {
      const isa::Instruction& in = prog_.instructions[i].inst;
      const RegisterUse& u = uses_[i];
      const isa::InstructionFacts& f = isa::facts(*in.info);
      Bitwise op;
      ExecWrite xw;
      std::map<unsigned, Table> next;
      Kind k = kind_of(in);
      if (k == Kind::kSalu && lanewise_op(in, wave64_, &op) && in.num_operands >= 2) {
        Table x = operand(in.operands[1]);
        Table y = in.num_operands >= 3 ? operand(in.operands[2]) : x;
        if (in.operands[0].code < 128) next[in.operands[0].code] = apply_bitwise(op, x, y);
      } else if (k == Kind::kSalu && exec_write_op(in, wave64_, &xw)) {
        Table s2 = operand(in.operands[1]), x = get(kExecLo);
        Table n = xw.exec_first ? apply_bitwise(xw.op, x, s2) : apply_bitwise(xw.op, s2, x);
        if (in.operands[0].code < 128) next[in.operands[0].code] = xw.wrexec ? n : x;
        next[kExecLo] = n;
      } else if (k == Kind::kVector) {
        // A compare's bit in an active lane is anything; inactive lanes write 0.
        Table ex = get(kExecLo);
        for (unsigned r = 0; r < 128; ++r)
          if (u.mask_dst[r] && (r == kVccLo || r % 2 == 0 || !wave64_)) next[r] = fresh() & ex;
        if (f.implicit_mask_writes & isa::kImplicitVcc) next[kVccLo] = fresh() & ex;
        if (f.implicit_mask_writes & isa::kImplicitExec) next[kExecLo] = fresh() & ex;
      }
      // Whatever else is written is unknown.
      for (unsigned r = 0; r < 128; ++r) {
        if (!u.written[r]) continue;
        unsigned first = wave64_ && r % 2 == 1 && r != kVccLo + 1 && r != kExecLo + 1 ? r - 1 : r;
        if (wave64_ && (r == kVccLo + 1 || r == kExecLo + 1)) first = r - 1;
        if (!next.count(first)) next[first] = fresh();
      }
      for (auto& [r, t] : next) bit[r] = t;
    }
    Zero z;
    if (overflow || !bit.count(holder)) return z;
    Table h = bit[holder];
    for (const auto& [r, t] : bit)
      if ((t & ~h).none()) set_zero(z, r, true);
    return z;
  }

  // Whether every path from block `p` reaches s_barrier or the program's end
  // without a memory or LDS access, a D15 meeting or a message: a subgroup
  // that left then waits at the barrier (or has ended) until the others have
  // come through R, having done nothing they must see in order.
  bool quiet_until_barrier(size_t p) const {
    std::vector<uint8_t> seen(flow_.size(), 0);
    std::vector<size_t> work{p};
    seen[p] = 1;
    while (!work.empty()) {
      size_t b = work.back();
      work.pop_back();
      if (flow_.leaves[b] || syncs_.after_block.count(flow_.block(b).start)) return false;
      bool waits = false;
      for (size_t i = flow_.span[b].first; i < flow_.span[b].second && !waits; ++i) {
        const isa::ProgramInstruction& pi = prog_.instructions[i];
        if (is_workgroup_barrier(pi.inst)) {
          waits = true;  // this path waits here
          break;
        }
        MemAccess m = mem_access(pi.inst);
        const isa::InstructionFacts& f = isa::facts(*pi.inst.info);
        std::string_view n = pi.inst.info->name;
        if (m.lds_read || m.lds_write || m.mem_read || m.mem_write || f.memory != 0 ||
            syncs_.before.count(pi.offset) || starts_with(n, "s_sendmsg"))
          return false;
      }
      if (waits) continue;
      for (size_t t : flow_.succ[b])
        if (!seen[t]) {
          seen[t] = 1;
          work.push_back(t);
        }
    }
    return true;
  }

  void compute_liveness() {
    const size_t nb = flow_.size();
    std::vector<std::bitset<129>> live(nb);
    const std::vector<RegisterUse>& uses = uses_;
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t b = nb; b-- > 0;) {
        std::bitset<129> l;
        if (flow_.leaves[b]) l.set();
        for (size_t t : flow_.succ[b]) l |= live[t];
        for (size_t i = flow_.span[b].second; i-- > flow_.span[b].first;) {
          const RegisterUse& u = uses[i];
          std::bitset<129> lr;
          for (unsigned r = 0; r < 128; ++r) lr[r] = u.lane_read[r];
          l = (l & ~u.written) | u.read | lr;
        }
        if (l != live[b]) {
          live[b] = l;
          changed = true;
        }
      }
    }
    live_in_ = std::move(live);
  }

  // The instruction's register use (`pi` is one of prog_.instructions).
  const RegisterUse& use(const isa::ProgramInstruction& pi) const {
    return uses_[static_cast<size_t>(&pi - prog_.instructions.data())];
  }

  const isa::Program& prog_;
  ProgramFlow flow_;
  std::vector<RegisterUse> uses_;
  bool wave64_;
  bool full_ = false;
  unsigned mask_dwords_ = 2;
  WaveSyncs syncs_;
  std::vector<State> in_;
  std::vector<Departure> departures_;
  std::set<uint32_t> tests_;
  std::set<uint32_t> first_lane_reads_;
  std::vector<size_t> ipdom_;
  static constexpr uint32_t kNoMeeting = ~uint32_t{0};
  uint32_t meeting_offset_ = kNoMeeting;  // a D15 meeting met in the region checked
  std::vector<std::bitset<129>> live_in_;
  std::string why_;
};

}  // namespace

SplitPlan plan_split_waves(const isa::Program& prog, bool wave64, SharedVgprs shared,
                           bool full_waves, const RegionMap* regions,
                           const std::vector<SegmentLoop>* loops) {
  Analysis a(prog, wave64, full_waves);
  return a.run(shared, regions, loops);
}

}  // namespace rdnavk::xlate
