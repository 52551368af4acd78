// Buffer accesses bounded by descriptors the dispatch's user data locates
// (decision record 0060), and LDS accesses known lane by lane (decision record
// 0062): a forward analysis of the scalar registers, the VGPRs' lanes and the
// lanes EXEC may hold.
#include "xlate/memory_regions.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string_view>

#include "isa/facts.h"
#include "xlate/lds_alignment.h"
#include "xlate/program_flow.h"
#include "xlate/register_use.h"

namespace rdnavk::xlate {

namespace {

using isa::Field;

constexpr uint64_t kAddressMask = (uint64_t{1} << 48) - 1;
constexpr unsigned kUserData = 16;  // COMPUTE_USER_DATA_0..15
constexpr unsigned kNullSgpr = 125;
constexpr unsigned kVccLo = 106, kExecLo = 126;

// What an SGPR holds, as far as the analysis knows.
struct Value {
  enum Kind : uint8_t { kUnknown, kUser, kConst, kLoaded } kind = kUnknown;
  uint32_t v = 0;      // kUser: the user SGPR; kConst: the value; kLoaded: the address's source
  int64_t offset = 0;  // kLoaded: the word's byte offset from the source
  bool operator==(const Value&) const = default;
};

// An address an s_load reads from: the low half a user SGPR, the high half a
// user SGPR or a constant.
struct Source {
  uint32_t lo_user = 0;
  bool hi_is_user = false;
  uint32_t hi = 0;
  bool operator==(const Source&) const = default;
};

// What a VGPR holds across the wave's lanes, where known: U + lane * stride
// (mod 2^32) for one value U across the wave; stride 0 is a value uniform
// across it. `floor`: lane L's value is at least L and below 2^31 (v0 of a
// group whose lanes are in order: the wave's first thread plus the lane), so
// a compare that bounds the value bounds the lanes it holds. `affine`: U is
// per_wave * T + base (mod 2^32), T the wave's first thread (D62).
struct Lane {
  bool known = false;
  uint32_t stride = 0;
  bool floor = false;
  bool affine = false;
  uint32_t per_wave = 0, base = 0;
  bool operator==(const Lane&) const = default;
};

// mx * x + my * y, lane by lane (mod 2^32): U, the stride and the affine
// parts all map so.
Lane linear(const Lane& x, uint32_t mx, const Lane& y, uint32_t my) {
  Lane r{true, mx * x.stride + my * y.stride};
  r.affine = x.affine && y.affine;
  if (r.affine) {
    r.per_wave = mx * x.per_wave + my * y.per_wave;
    r.base = mx * x.base + my * y.base;
  }
  return r;
}
// A value the same in every lane of every wave.
Lane constant_lane(uint32_t c) {
  Lane r{true, 0};
  r.affine = true;
  r.base = c;
  return r;
}

struct State {
  std::array<Value, 128> s{};
  std::array<Lane, 256> v{};
  bool every_lane = false;  // EXEC holds every lane of the wave
  // Lanes at or past these are off: in EXEC, and in each lane mask an SGPR
  // (or VCC) holds, by its first register. The wave's lanes where unknown.
  uint8_t exec_below = 64;
  std::array<uint8_t, 128> mask_below{};
  Value& operator[](size_t i) { return s[i]; }
  const Value& operator[](size_t i) const { return s[i]; }
  static constexpr size_t size() { return 128; }
};

// The VGPRs `in` writes: its destination operands', or every one for the moves
// that index their destination by M0.
std::vector<unsigned> vgprs_written(const isa::Instruction& in, bool* all) {
  std::vector<unsigned> out;
  std::string_view n = in.info->name;
  *all = n.starts_with("v_movrel") || n.starts_with("v_swaprel");
  const isa::InstructionFacts& f = isa::facts(*in.info);
  const auto ops = in.operand_list();
  for (unsigned i = 0; i < ops.size(); ++i)
    if (f.destination(i) && ops[i].is_vgpr())
      for (unsigned k = 0; k < std::max<unsigned>(1, ops[i].dwords); ++k)
        out.push_back(ops[i].code - 256u + k);
  return out;
}

bool is_buffer_access(const isa::Instruction& in) {
  isa::Encoding e = in.info->encoding;
  return e >= isa::Encoding::kMUBUF && e <= isa::Encoding::kMTBUF_BOTHEN;
}

// The constant an SSRC operand holds: an integer inline constant, a literal or
// an SGPR known to hold one.
std::optional<uint32_t> constant_of(const isa::Operand& o, const std::array<Value, 128>& s) {
  if (o.code < 106) {
    if (s[o.code].kind == Value::kConst) return s[o.code].v;
    return std::nullopt;
  }
  if (o.code >= 128 && o.code <= 192) return o.code - 128u;
  if (o.code >= 193 && o.code <= 208) return static_cast<uint32_t>(192 - static_cast<int>(o.code));
  if (o.code == 255 && o.kind != isa::OperandKind::kImmediate) return o.value;
  return std::nullopt;
}

class Analysis {
 public:
  explicit Analysis(const isa::Program& prog, const RegionOptions& o)
      : prog_(prog),
        flow_(prog),
        user_(std::min(o.user_sgprs, kUserData)),
        wave64_(o.wave64),
        lanes_in_order_(o.lanes_in_order),
        lds_(o.lds),
        group_waves_(o.group_waves),
        known_vgprs_(o.shared_vgprs != 0 ? std::min(o.vgprs, 256u) : 256u),
        lanes_(o.wave64 ? 64 : 32),
        zero_bits_(o.offset_zero_bits) {}

  MemoryRegions run() {
    MemoryRegions out;
    if (!prog_.pc_writes.empty() || (user_ == 0 && !lds_)) return out;
    size_t entry = flow_.index(prog_.entry);
    if (entry == ProgramFlow::kExit) return out;
    in_.assign(flow_.size(), std::nullopt);
    State start{};
    for (unsigned k = 0; k < user_; ++k) start[k] = {Value::kUser, k, 0};
    start.exec_below = lanes_;
    start.mask_below.fill(lanes_);
    if (lanes_in_order_) out.order.lds_waves = {lanes_, group_waves_};
    if (lanes_in_order_) {
      // Every VGPR starts as one value for the wave (zero, or v1 and v2 of a
      // one-dimensional group); v0 is the wave's first thread plus the lane,
      // below the group's 1024 threads.
      for (Lane& l : start.v) l = {true, 0};
      start.v[0] = {true, 1, true, true, 1, 0};
      start.v[1] = start.v[2] = constant_lane(0);
      start.every_lane = true;
    }
    in_[entry] = start;
    // Forward to a fixed point: what is known only ever becomes unknown.
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t b = 0; b < flow_.size(); ++b) {
        if (!in_[b]) continue;
        State st = *in_[b];
        for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i)
          step(prog_.instructions[i].inst, &st);
        for (size_t t : flow_.succ[b]) changed |= merge_into(t, st);
      }
    }
    // Each buffer access whose descriptor is four consecutive words of one
    // source, with a constant SOFFSET.
    each_instruction([&](const isa::ProgramInstruction& pi, const State& st) {
      if (is_buffer_access(pi.inst)) classify(pi, st, &out);
      if (lds_) classify_lds(pi, st, &out.order);
      if (const MemAccess m = mem_access(pi.inst);
          lds_ && (m.mem_read || m.mem_write) && st.exec_below <= 1)
        out.order.mem_lane0.insert(pi.offset);
    });
    settle_slices(&out);
    // The s_loads that write words of a region's descriptor, and the
    // instructions that end slices.
    each_instruction([&](const isa::ProgramInstruction& pi, const State& before) {
      bool all = false;
      std::vector<unsigned> written = vgprs_written(pi.inst, &all);
      uint32_t ends = 0;
      for (size_t k = 0; k < slices_.size(); ++k)
        if (slices_[k].valid &&
            (all || std::find(written.begin(), written.end(), slices_[k].vgpr) != written.end()))
          ends |= 1u << slices_[k].index;
      if (ends != 0) out.order.ends_slices[pi.offset] = ends;
      std::vector<uint16_t> ends_groups;
      for (size_t k = 0; k < lds_groups_.size(); ++k)
        if (all || std::find(written.begin(), written.end(), lds_groups_[k].first) != written.end())
          ends_groups.push_back(static_cast<uint16_t>(k));
      if (!ends_groups.empty()) out.order.ends_lds_groups[pi.offset] = std::move(ends_groups);
      if (!is_load(pi.inst)) return;
      State st = before;
      step(pi.inst, &st);
      unsigned d = pi.inst.operand_list()[0].code;
      for (unsigned k = 0; k < load_dwords(pi.inst); ++k) {
        unsigned r = d + k;
        if (r >= st.size() || st[r].kind != Value::kLoaded) continue;
        for (size_t g = 0; g < out.regions.size(); ++g) {
          int64_t at = st[r].offset - out.regions[g].offset;
          if (st[r].v == sources_of_[g] && at >= 0 && at < 16)
            out.loads.insert(
                {pi.offset, {r, static_cast<uint8_t>(g), static_cast<uint8_t>(at / 4)}});
        }
      }
    });
    return out;
  }

 private:
  // A slice: a region's accesses at `vgpr` (U + lane * stride) plus
  // [first, end) bytes, with one SOFFSET.
  struct Slice {
    uint8_t region = 0;
    unsigned vgpr = 0;
    uint32_t stride = 0, soffset = 0;
    uint32_t first = ~0u, end = 0;
    std::vector<uint32_t> accesses;  // offsets
    bool valid = false;
    int index = -1;
  };

  // Calls f(instruction, state before it) for every reachable instruction.
  template <class F>
  void each_instruction(F f) {
    for (size_t b = 0; b < flow_.size(); ++b) {
      if (!in_[b]) continue;
      State st = *in_[b];
      for (size_t i = flow_.span[b].first; i < flow_.span[b].second; ++i) {
        const isa::ProgramInstruction& pi = prog_.instructions[i];
        f(pi, st);
        step(pi.inst, &st);
      }
    }
  }

  bool merge_into(size_t t, const State& st) {
    if (!in_[t]) {
      in_[t] = st;
      return true;
    }
    State& d = *in_[t];
    bool changed = false;
    for (unsigned r = 0; r < d.s.size(); ++r)
      if (!(d.s[r] == st.s[r]) && d.s[r].kind != Value::kUnknown) {
        d.s[r] = {};
        changed = true;
      }
    for (unsigned r = 0; r < d.v.size(); ++r) {
      Lane& a = d.v[r];
      const Lane& b = st.v[r];
      if (a == b || !a.known) continue;
      Lane merged{};
      // The same lanes apart, from bases that may differ.
      if (b.known && a.stride == b.stride && a.floor == b.floor) merged = {true, a.stride, a.floor};
      if (!(merged == a)) a = merged, changed = true;
    }
    if (d.every_lane && !st.every_lane) d.every_lane = false, changed = true;
    if (st.exec_below > d.exec_below) d.exec_below = st.exec_below, changed = true;
    for (unsigned r = 0; r < d.mask_below.size(); ++r)
      if (st.mask_below[r] > d.mask_below[r]) d.mask_below[r] = st.mask_below[r], changed = true;
    return changed;
  }

  static bool is_load(const isa::Instruction& in) {
    std::string_view n = in.info->name;
    return in.info->encoding == isa::Encoding::kSMEM && n.starts_with("s_load_dword");
  }
  static unsigned load_dwords(const isa::Instruction& in) {
    std::string_view n = in.info->name;
    if (n == "s_load_dword") return 1;
    if (n == "s_load_dwordx2") return 2;
    if (n == "s_load_dwordx4") return 4;
    if (n == "s_load_dwordx8") return 8;
    if (n == "s_load_dwordx16") return 16;
    return 0;
  }

  // The source of an address whose low half is `lo` and high half `hi`.
  std::optional<uint32_t> source(const Value& lo, const Value& hi) {
    if (lo.kind != Value::kUser) return std::nullopt;
    Source s{lo.v, false, 0};
    if (hi.kind == Value::kUser) {
      s.hi_is_user = true;
      s.hi = hi.v;
    } else if (hi.kind == Value::kConst) {
      s.hi = hi.v;
    } else {
      return std::nullopt;
    }
    for (uint32_t i = 0; i < sources_.size(); ++i)
      if (sources_[i] == s) return i;
    sources_.push_back(s);
    return static_cast<uint32_t>(sources_.size() - 1);
  }

  static bool exec_full(const State& st) { return st.every_lane; }

  void step(const isa::Instruction& in, State* st) {
    const State before = *st;
    step_scalar(in, before, st);
    step_masks(in, before, st);
    step_vector(in, before, st);
  }

  // The lanes a mask operand may hold: EXEC's bound, an SGPR mask's, or a
  // constant's highest bit (an inline constant sign-extends in wave64).
  uint8_t mask_bound(const isa::Operand& o, const State& st) const {
    if (o.is_vgpr()) return lanes_;
    if (o.code == kExecLo) return st.exec_below;
    if (o.code <= kVccLo) return st.mask_below[o.code];
    std::optional<uint32_t> c = o.code >= 128 && o.code <= 208 ? constant_of(o, st.s)
                                : wave64_                      ? std::nullopt
                                                               : constant_of(o, st.s);
    if (!c || (wave64_ && (*c >> 31) != 0)) return lanes_;
    return static_cast<uint8_t>(std::min<unsigned>(lanes_, std::bit_width(*c)));
  }
  uint8_t combine(Bitwise op, uint8_t x, uint8_t y) const {
    switch (op) {
      case Bitwise::kAnd:
        return std::min(x, y);
      case Bitwise::kOr:
      case Bitwise::kXor:
        return std::max(x, y);
      case Bitwise::kAndN2:
      case Bitwise::kMov:
        return x;
      default:
        return lanes_;
    }
  }

  // The lanes a compare of a `floor` VGPR with a constant leaves on: below
  // the bound the compare puts on its value, and on in EXEC (a compare writes
  // 0 for the lanes that are off). The wave's lanes where it bounds nothing.
  uint8_t compare_bound(const isa::Instruction& in, const State& st) const {
    std::string_view n = in.info->name;
    if (!n.ends_with("_e32") && !n.ends_with("_e64")) return lanes_;
    n.remove_suffix(4);
    n.remove_prefix(n.starts_with("v_cmpx_") ? 7 : 6);
    bool is_signed = n.ends_with("_i32");
    if (!is_signed && !n.ends_with("_u32")) return lanes_;
    n.remove_suffix(4);
    if (in.num_operands < 2) return lanes_;
    const isa::Operand& s0 = in.operands[in.num_operands - 2];
    const isa::Operand& s1 = in.operands[in.num_operands - 1];
    auto floor_vgpr = [&](const isa::Operand& o) {
      Lane l = lane_of(o, st);
      return o.is_vgpr() && l.known && l.floor;
    };
    auto constant = [&](const isa::Operand& o) -> std::optional<uint32_t> {
      if (o.is_vgpr() || o.neg || o.abs || o.sext) return std::nullopt;
      return constant_of(o, st.s);
    };
    // The value v compared with the constant k: "v < k" bounds it by k, "v <= k"
    // and "v == k" by k + 1.
    std::optional<uint32_t> k;
    uint64_t plus = 0;
    if (floor_vgpr(s1) && (k = constant(s0))) {  // k OP v
      if (n == "gt")
        plus = 0;
      else if (n == "ge" || n == "eq")
        plus = 1;
      else
        return lanes_;
    } else if (floor_vgpr(s0) && (k = constant(s1))) {  // v OP k
      if (n == "lt")
        plus = 0;
      else if (n == "le" || n == "eq")
        plus = 1;
      else
        return lanes_;
    } else {
      return lanes_;
    }
    // A value below 2^31 is never below a negative signed constant.
    uint64_t bound = is_signed && static_cast<int32_t>(*k) < 0 ? 0 : uint64_t{*k} + plus;
    return static_cast<uint8_t>(std::min<uint64_t>({bound, lanes_, st.exec_below}));
  }

  // EXEC's and the SGPR masks' bounds after `in`: compares of a `floor`
  // VGPR with a constant, the bitwise ops on whole masks and the saveexec
  // forms carry them; any other write of a register forgets its bound.
  void step_masks(const isa::Instruction& in, const State& before, State* st) {
    RegisterUse u = register_use(in, wave64_);
    for (unsigned r = 0; r < st->mask_below.size(); ++r)
      if (u.written[r]) {
        st->mask_below[r] = lanes_;
        if (r > 0) st->mask_below[r - 1] = lanes_;
      }
    const bool exec = writes_exec(in);
    uint8_t exec_after = lanes_;
    std::string_view n = in.info->name;
    const auto ops = in.operand_list();
    auto set_dst = [&](const isa::Operand& d, uint8_t bound) {
      if (d.is_vgpr()) return;
      if (d.code == kExecLo)
        exec_after = bound;
      else if (d.code <= kVccLo)
        st->mask_below[d.code] = bound;
    };
    Bitwise op;
    ExecWrite w;
    if ((n.starts_with("v_cmp_") || n.starts_with("v_cmpx_")) &&
        n.find("_sdwa") == std::string_view::npos && n.find("_dpp") == std::string_view::npos) {
      uint8_t bound = compare_bound(in, before);
      if (n.starts_with("v_cmpx_"))
        exec_after = bound;
      else if (in.num_operands == 3)
        set_dst(in.operands[0], bound);
    } else if (exec_write_op(in, wave64_, &w) && ops.size() == 2) {
      uint8_t s0 = mask_bound(ops[1], before);
      uint8_t now = w.exec_first ? combine(w.op, before.exec_below, s0)
                                 : combine(w.op, s0, before.exec_below);
      set_dst(ops[0], w.wrexec ? now : before.exec_below);
      exec_after = now;
    } else if (lanewise_op(in, wave64_, &op) && (ops.size() == 2 || ops.size() == 3)) {
      uint8_t x = mask_bound(ops[1], before);
      uint8_t y = ops.size() == 3 ? mask_bound(ops[2], before) : lanes_;
      set_dst(ops[0], combine(op, x, y));
    }
    if (exec) st->exec_below = exec_after;
  }

  void step_scalar(const isa::Instruction& in, const State& before, State* st) {
    State& s = *st;
    std::string_view n = in.info->name;
    const auto ops = in.operand_list();
    RegisterUse u = register_use(in, wave64_);
    for (unsigned r = 0; r < s.size(); ++r)
      if (u.written[r]) s[r] = {};
    // EXEC: every lane after a move of all ones into it (as D56 knows it).
    if (writes_exec(in)) s.every_lane = sets_every_lane(in, wave64_);
    if (n == "s_mov_b32" && ops.size() >= 2 && ops[0].code < 106) {
      const isa::Operand& src = ops[1];
      if (src.code < 106 && before[src.code].kind != Value::kUnknown)
        s[ops[0].code] = before[src.code];
      else if (std::optional<uint32_t> c = constant_of(src, before.s))
        s[ops[0].code] = {Value::kConst, *c, 0};
    } else if (n == "s_movk_i32" && !ops.empty() && ops[0].code < 106) {
      uint32_t imm = in.field(Field::kSimm16);
      s[ops[0].code] = {Value::kConst, static_cast<uint32_t>(static_cast<int16_t>(imm)), 0};
    } else if (n == "s_mov_b64" && ops.size() >= 2 && ops[0].code + 1 < 106) {
      const isa::Operand& src = ops[1];
      if (src.code + 1 < 106) {
        s[ops[0].code] = before[src.code];
        s[ops[0].code + 1] = before[src.code + 1];
      } else if (std::optional<uint32_t> c = constant_of(src, before.s); c && src.code != 255) {
        // An inline constant, sign-extended to 64 bits.
        s[ops[0].code] = {Value::kConst, *c, 0};
        s[ops[0].code + 1] = {Value::kConst, (*c >> 31) ? ~0u : 0u, 0};
      }
    } else if (is_load(in) && !ops.empty()) {
      unsigned base = in.field(Field::kSbase) * 2;
      uint32_t imm = in.field(Field::kOffset);
      int64_t off = static_cast<int32_t>(imm << 11) >> 11;
      uint32_t soff = in.field(Field::kSoffset);
      std::optional<uint32_t> src;
      if (base + 1 < 106) src = source(before[base], before[base + 1]);
      if (soff != kNullSgpr) {
        if (soff < 106 && before[soff].kind == Value::kConst)
          off += before[soff].v;
        else
          src.reset();
      }
      if (src && off % 4 == 0) {
        unsigned d = ops[0].code;
        for (unsigned k = 0; k < load_dwords(in) && d + k < 106; ++k)
          s[d + k] = {Value::kLoaded, *src, off + 4 * int64_t{k}};
      }
    }
  }

  // A source operand's lanes.
  Lane lane_of(const isa::Operand& o, const State& st) const {
    if (o.neg || o.abs || o.sext) return {};
    if (o.is_vgpr()) {
      if (o.dwords > 1 || o.code - 256u >= known_vgprs_) return {};
      return st.v[o.code - 256u];
    }
    // A scalar, a constant or a literal: one value for the wave.
    if (std::optional<uint32_t> c = constant_of(o, st.s)) return constant_lane(*c);
    return {true, 0};
  }

  void step_vector(const isa::Instruction& in, const State& before, State* st) {
    bool all = false;
    std::vector<unsigned> written = vgprs_written(in, &all);
    if (all) {
      for (Lane& l : st->v) l = {};
      return;
    }
    if (written.empty()) return;
    Lane result = vector_result(in, before);
    for (unsigned r : written)
      if (r < st->v.size())
        st->v[r] = written.size() == 1 ? result : result.stride == 0 ? Lane{true, 0} : Lane{};
  }

  // What a VALU instruction's destination holds across the lanes, where the
  // whole wave writes it.
  Lane vector_result(const isa::Instruction& in, const State& st) const {
    isa::Encoding e = in.info->encoding;
    if (e != isa::Encoding::kVOP1 && e != isa::Encoding::kVOP2 && e != isa::Encoding::kVOP3 &&
        e != isa::Encoding::kVOP3P)
      return {};
    if (!exec_full(st)) return {};
    const isa::InstructionFacts& f = isa::facts(*in.info);
    std::string_view n = in.info->name;
    if (n.ends_with("_e32") || n.ends_with("_e64")) n.remove_suffix(4);
    if (f.reads_lane_mask() || n.starts_with("v_mbcnt") || n.starts_with("v_writelane") ||
        n.starts_with("v_permlane") || n.starts_with("v_readlane") ||
        n.starts_with("v_readfirstlane") || n.starts_with("v_swap"))
      return {};
    if (in.field(Field::kClamp) != 0 || in.field(Field::kOmod) != 0) return {};
    std::vector<isa::Operand> src;
    const auto ops = in.operand_list();
    for (unsigned i = 0; i < ops.size(); ++i)
      if (f.source(i)) src.push_back(ops[i]);
    std::vector<Lane> l;
    bool uniform = true;
    for (const isa::Operand& o : src) {
      l.push_back(lane_of(o, st));
      uniform = uniform && l.back().known && l.back().stride == 0;
    }
    auto known = [&](size_t i) { return i < l.size() && l[i].known; };
    auto amount = [&](size_t i) -> std::optional<uint32_t> {
      if (i >= src.size() || src[i].is_vgpr()) return std::nullopt;
      std::optional<uint32_t> c = constant_of(src[i], st.s);
      if (c) *c &= 31;
      return c;
    };
    const Lane none{true, 0, false, true, 0, 0};  // 0 in every lane
    if (n == "v_mov_b32" && known(0)) return l[0];
    if ((n == "v_add_nc_u32" || n == "v_add_co_u32") && known(0) && known(1))
      return linear(l[0], 1, l[1], 1);
    if ((n == "v_sub_nc_u32" || n == "v_sub_co_u32") && known(0) && known(1))
      return linear(l[0], 1, l[1], ~0u);
    if ((n == "v_subrev_nc_u32" || n == "v_subrev_co_u32") && known(0) && known(1))
      return linear(l[0], ~0u, l[1], 1);
    if (n == "v_lshlrev_b32" && known(1))
      if (std::optional<uint32_t> k = amount(0)) return linear(l[1], 1u << *k, none, 0);
    if (n == "v_lshl_add_u32" && known(0) && known(2))
      if (std::optional<uint32_t> k = amount(1)) return linear(l[0], 1u << *k, l[2], 1);
    if (n == "v_add_lshl_u32" && known(0) && known(1))
      if (std::optional<uint32_t> k = amount(2)) return linear(l[0], 1u << *k, l[1], 1u << *k);
    if (n == "v_mul_lo_u32" && known(0) && known(1)) {
      if (std::optional<uint32_t> c = src[0].is_vgpr() ? std::nullopt : constant_of(src[0], st.s))
        return linear(l[1], *c, none, 0);
      if (std::optional<uint32_t> c = src[1].is_vgpr() ? std::nullopt : constant_of(src[1], st.s))
        return linear(l[0], *c, none, 0);
    }
    if (uniform) return {true, 0};
    return {};
  }

  // The bytes an untyped buffer access (not a format's) reaches past its
  // offset: its data registers' at most.
  static std::optional<uint32_t> access_bytes(const isa::Instruction& in) {
    std::string_view n = in.info->name;
    if (!n.starts_with("buffer_") || n.find("format") != std::string_view::npos) return {};
    const auto info = in.info->operand_list();
    const auto ops = in.operand_list();
    for (unsigned i = 0; i < ops.size() && i < info.size(); ++i)
      if (info[i].field == Field::kVdata) return 4u * std::max<unsigned>(1, ops[i].dwords);
    return {};
  }
  // The VGPR that alone places the access past the base: its offset, where
  // it has no index.
  static std::optional<unsigned> offset_vgpr(const isa::Instruction& in) {
    if (in.field(Field::kOffen) == 0 || in.field(Field::kIdxen) != 0) return {};
    const auto info = in.info->operand_list();
    const auto ops = in.operand_list();
    for (unsigned i = 0; i < ops.size() && i < info.size(); ++i)
      if (info[i].field == Field::kVaddr && ops[i].is_vgpr()) return ops[i].code - 256u;
    return {};
  }

  void classify(const isa::ProgramInstruction& pi, const State& s, MemoryRegions* out) {
    const isa::Instruction& in = pi.inst;
    if (!(isa::facts(*in.info).memory & (isa::kMemoryRead | isa::kMemoryWrite))) return;
    unsigned rs = in.field(Field::kSrsrc) * 4;
    if (rs + 3 >= 106) return;
    const Value& w0 = s[rs];
    if (w0.kind != Value::kLoaded) return;
    for (unsigned k = 1; k < 4; ++k)
      if (s[rs + k].kind != Value::kLoaded || s[rs + k].v != w0.v ||
          s[rs + k].offset != w0.offset + 4 * int64_t{k})
        return;
    uint32_t soff_code = in.field(Field::kSoffset);
    if (soff_code == 255) return;  // a literal SOFFSET is not encodable here
    isa::Operand so{isa::OperandKind::kSSrc, 1, static_cast<uint16_t>(soff_code), 0, 0};
    std::optional<uint32_t> soff = constant_of(so, s.s);
    if (!soff || w0.offset < INT32_MIN || w0.offset > INT32_MAX) return;
    const Source& src = sources_[w0.v];
    MemoryRegion r{src.lo_user, src.hi_is_user, src.hi, static_cast<int32_t>(w0.offset),
                   *soff,       *soff,          0,      1};
    size_t g = 0;
    for (; g < out->regions.size(); ++g) {
      const MemoryRegion& o = out->regions[g];
      if (sources_of_[g] == w0.v && o.offset == r.offset) break;
    }
    if (g == out->regions.size()) {
      if (g == kMaxMemoryRegions) return;
      out->regions.push_back(r);
      sources_of_.push_back(w0.v);
    }
    MemoryRegion& m = out->regions[g];
    m.soffset_min = std::min(m.soffset_min, *soff);
    m.soffset_max = std::max(m.soffset_max, *soff);
    uint8_t effect = isa::facts(*in.info).memory;
    if (effect & isa::kMemoryWrite) m.written = 1;
    bool offset_aligned = in.field(Field::kOffen) == 0;
    if (zero_bits_ != nullptr)
      if (auto z = zero_bits_->find(pi.offset); z != zero_bits_->end())
        offset_aligned = z->second >= 2;
    // Formats' components are placed by their own sizes: not known aligned.
    if (!offset_aligned || in.field(Field::kOffset) % 4 != 0 || *soff % 4 != 0 || !access_bytes(in))
      m.aligned = 0;
    if (!access_bytes(in)) m.formats = 1;
    out->order.access[pi.offset] = {static_cast<uint8_t>(g), -1, 0};
    // Its slice: the offset VGPR holds U + lane * stride.
    std::optional<unsigned> voff = offset_vgpr(in);
    std::optional<uint32_t> bytes = access_bytes(in);
    if (!voff || !bytes || *voff >= s.v.size()) return;
    const Lane& l = s.v[*voff];
    if (!l.known || l.stride == 0) return;
    uint32_t first = in.field(Field::kOffset);
    size_t k = 0;
    for (; k < slices_.size(); ++k) {
      const Slice& c = slices_[k];
      if (c.region == g && c.vgpr == *voff && c.stride == l.stride && c.soffset == *soff) break;
    }
    if (k == slices_.size())
      slices_.push_back({static_cast<uint8_t>(g), *voff, l.stride, *soff, ~0u, 0, {}, false, -1});
    Slice& c = slices_[k];
    c.first = std::min(c.first, first);
    c.end = std::max(c.end, first + *bytes);
    c.accesses.push_back(pi.offset);
  }

  // An LDS access (decision record 0062): a DS instruction with an address
  // VGPR, but for those that reach the LDS by M0 or the wave (ds_append,
  // ds_consume, ds_gws_*, ds_ordered_count, the GDS). Its lanes are EXEC's
  // bound before it. Where it reads or writes dwords (ds_read_b32 to
  // ds_write_b128, the read2 and write2 forms) and its address VGPR holds
  // U + lane * stride, its pieces are the byte ranges past the VGPR's value
  // its dwords reach; else its address is unknown (kLdsAnyAddress).
  void classify_lds(const isa::ProgramInstruction& pi, const State& s, RegionMap* map) {
    const isa::Instruction& in = pi.inst;
    if (in.info->encoding != isa::Encoding::kDS || in.field(Field::kGds) != 0 ||
        map->lds.size() >= kMaxLdsAccesses)
      return;
    const MemAccess m = mem_access(in);
    std::string_view n = in.info->name;
    if ((!m.lds_read && !m.lds_write) || n.starts_with("ds_append") ||
        n.starts_with("ds_consume") || n.starts_with("ds_gws") || n.starts_with("ds_ordered"))
      return;
    const auto info = in.info->operand_list();
    const auto ops = in.operand_list();
    std::optional<unsigned> vaddr;
    for (unsigned i = 0; i < ops.size() && i < info.size(); ++i)
      if (info[i].field == Field::kAddr && ops[i].is_vgpr()) vaddr = ops[i].code - 256u;
    if (!vaddr) return;
    LdsAccess a;
    a.group = kLdsAnyAddress;
    a.lanes = s.exec_below;
    auto record = [&] {
      map->lds_access[pi.offset] = static_cast<uint16_t>(map->lds.size());
      map->lds.push_back(a);
    };
    bool two = n.starts_with("ds_read2") || n.starts_with("ds_write2");
    unsigned bytes = n.ends_with("_b32")    ? 4
                     : n.ends_with("_b64")  ? 8
                     : n.ends_with("_b96")  ? 12
                     : n.ends_with("_b128") ? 16
                                            : 0;
    if ((!two && !n.starts_with("ds_read_b") && !n.starts_with("ds_write_b")) || bytes == 0 ||
        (two && bytes > 8) || *vaddr >= known_vgprs_ || !s.v[*vaddr].known)
      return record();
    const Lane& l = s.v[*vaddr];
    a.stride = l.stride;
    a.affine = l.affine;
    a.per_wave = l.per_wave;
    a.base = l.base;
    uint32_t off0 = in.field(Field::kOffset0), off1 = in.field(Field::kOffset1);
    if (two) {
      uint32_t scale = n.find("st64") != std::string_view::npos ? 64 * bytes : bytes;
      a.pieces = 2;
      a.piece[0] = {off0 * scale, bytes};
      a.piece[1] = {off1 * scale, bytes};
    } else {
      a.pieces = 1;
      a.piece[0] = {off0 | off1 << 8, bytes};
    }
    auto g = std::find(lds_groups_.begin(), lds_groups_.end(), std::pair{*vaddr, l.stride});
    if (g == lds_groups_.end()) g = lds_groups_.insert(g, {*vaddr, l.stride});
    a.group = static_cast<uint16_t>(g - lds_groups_.begin());
    record();
  }

  // The slices whose lanes' bytes lie apart. Lane L's accesses start dwords
  // (or smaller stores) at offsets U + L * stride + o (mod 2^32), o from
  // first to end - 4, each reaching 4 bytes on from its offset's address. Two
  // lanes' such starts differ by d * stride + o - o' (mod 2^32), d from 1 to
  // the wave's lanes less one; their bytes meet only where that is within 3
  // of 0 either way, which d * stride kept from end - first either way rules
  // out.
  void settle_slices(MemoryRegions* out) {
    const uint64_t lanes = wave64_ ? 64 : 32;
    int next = 0;
    for (Slice& c : slices_) {
      uint64_t reach = uint64_t{c.end} - c.first;
      c.valid = next < static_cast<int>(kMaxRegionSlices);
      for (uint64_t d = 1; d < lanes && c.valid; ++d) {
        uint64_t apart = (d * c.stride) & 0xffffffffu;
        c.valid = apart >= reach && apart <= (uint64_t{1} << 32) - reach;
      }
      if (!c.valid) continue;
      c.index = next++;
      out->order.slice_region.push_back(c.region);
      out->regions[c.region].sliced = 1;
      for (uint32_t at : c.accesses) out->order.access[at].slice = static_cast<int8_t>(c.index);
    }
    for (auto& [at, a] : out->order.access)
      for (const Slice& c : slices_)
        if (c.valid && c.region == a.region) a.region_slices |= 1u << c.index;
  }

  const isa::Program& prog_;
  ProgramFlow flow_;
  unsigned user_;
  bool wave64_;
  bool lanes_in_order_;
  bool lds_;
  unsigned group_waves_;
  unsigned known_vgprs_;
  uint8_t lanes_;
  const std::map<uint32_t, unsigned>* zero_bits_;
  std::vector<std::optional<State>> in_;
  std::vector<Source> sources_;
  std::vector<uint32_t> sources_of_;  // by region: its source
  std::vector<Slice> slices_;
  std::vector<std::pair<unsigned, uint32_t>> lds_groups_;  // by LDS group: its VGPR and stride
};

}  // namespace

MemoryRegions find_memory_regions(const isa::Program& prog, const RegionOptions& o) {
  return Analysis(prog, o).run();
}

bool region_reach(const MemoryRegion& r, const uint32_t w[4], uint64_t* lo, uint64_t* hi) {
  uint64_t base = w[0] | uint64_t{w[1] & 0xffff} << 32;
  uint64_t stride = (w[1] >> 16) & 0x3fff;
  bool swizzle = (w[1] >> 31) != 0;
  uint32_t oob = (w[3] >> 28) & 3;
  uint64_t records = w[2];
  if (swizzle || r.soffset_min > r.soffset_max || (r.sliced && stride != 0)) return false;
  // The offsets past the base (offset + index * stride) an access in range
  // starts below, by OOB_SELECT: 0 an index below NUM_RECORDS and an offset
  // below the stride; 1 the index alone; 2 and 3 without a stride any offset,
  // or one below NUM_RECORDS. Otherwise the index is unbounded.
  uint64_t reach = 0;
  if (oob == 0) {
    reach = records * stride;
  } else if (oob == 1) {
    reach = (uint64_t{1} << 32) + records * stride;
  } else if (stride != 0) {
    return false;
  } else {
    reach = oob == 3 ? records : uint64_t{1} << 32;
  }
  *lo = base + r.soffset_min;
  // The last dword an access starts in range reaches 3 bytes past its start;
  // where every access's offset and the stride are multiples of 4, to the next
  // multiple of 4. A format's element, checked by its first byte, reaches 15.
  uint64_t past = r.formats                      ? 15
                  : r.aligned && stride % 4 == 0 ? ((reach + 3) & ~uint64_t{3}) - reach
                                                 : 3;
  *hi = reach == 0 ? *lo : base + r.soffset_max + reach + past;
  return *hi <= kAddressMask + 1;
}

uint64_t region_descriptor_address(const MemoryRegion& r, const uint32_t user_data[16],
                                   unsigned word) {
  uint64_t high = r.hi_is_user ? user_data[r.hi % 16] : r.hi;
  uint64_t base = (user_data[r.lo_user % 16] | high << 32) & ~uint64_t{3};
  return (base + static_cast<uint64_t>(int64_t{r.offset}) + 4 * word) & kAddressMask;
}

}  // namespace rdnavk::xlate
