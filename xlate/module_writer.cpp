// The translator's core (module_writer.h): one module per program, stage and
// key (D10, D12, D18). The guest's waves run as lockstep groups of host
// invocations; the program's blocks become the cases of a dispatcher loop, so
// that any control flow the guest has is structured, and the group meets at one
// barrier at the loop's end when a wave needs other lanes (host subgroup
// narrower than the wave) or waits at s_barrier.
#include "xlate/module_writer.h"

#include "xlate/module_facts.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <bitset>
#include <cstring>
#include <map>
#include <spirv-tools/libspirv.hpp>
#include <string_view>

#include "isa/program.h"
#include "xlate/emit.h"
#include "xlate/float_runs.h"
#include "xlate/image_address.h"
#include "xlate/lane_masks.h"
#include "xlate/lds_alignment.h"
#include "xlate/runtime_spirv.h"
#include "xlate/split_waves.h"
#include "xlate/vector_common.h"
#include "xlate/wave_order.h"

namespace rdnavk::xlate {

namespace {

// What every module declares: the runtime's types and constants, the stage's
// interface, and the LDS where the stage has workgroup memory.
void declare_globals(SpirvAsm& a, Stage& stage, const WaveConfig& l) {
  a.global(runtime_declarations());
  stage.declare_interface(a);
  if (stage.has_workgroup_memory()) {
    a.global("%wp_u32 = OpTypePointer Workgroup %u32");
    uint32_t lds_words = std::max<uint32_t>(1, l.lds_bytes / 4);
    a.global(fmt::format("%c_lds_words = OpConstant %u32 {}", lds_words));
    if (l.lds_in_buffer) {
      // The group's region of the LDS buffer (D55): the stage's initial state
      // stores its address.
      a.global("%vp_u64 = OpTypePointer Private %u64");
      a.global("%lds_base = OpVariable %vp_u64 Private");
    } else {
      a.global("%lds_arr = OpTypeArray %u32 %c_lds_words");
      a.global("%wp_lds = OpTypePointer Workgroup %lds_arr");
      a.global("%lds = OpVariable %wp_lds Workgroup");
    }
  }
}

// The meetings' banks of counts (write_meeting): three, used in turn.
constexpr unsigned kMeetingBanks = 3;

// The arrays the waves of a group meet through (Emit's publish/read, the
// meeting's counts).
void declare_meeting(SpirvAsm& a, const WaveConfig& l, unsigned host_subgroup) {
  unsigned subgroup = std::min(host_subgroup, l.wave);
  unsigned chunks = std::max(1u, l.wave / subgroup);
  a.global(fmt::format("%c_xch_n = OpConstant %u32 {}", 2 * l.local_size));
  a.global(fmt::format("%c_xball_n = OpConstant %u32 {}", 2 * l.waves * chunks));
  a.global(fmt::format("%c_wst_n = OpConstant %u32 {}", 2 * kMeetingBanks));
  a.global("%xch_arr = OpTypeArray %u32 %c_xch_n");
  a.global("%xball_arr = OpTypeArray %u32 %c_xball_n");
  a.global("%wst_arr = OpTypeArray %u32 %c_wst_n");
  a.global("%wp_xch = OpTypePointer Workgroup %xch_arr");
  a.global("%wp_xball = OpTypePointer Workgroup %xball_arr");
  a.global("%wp_wst = OpTypePointer Workgroup %wst_arr");
  a.global("%xch = OpVariable %wp_xch Workgroup");
  a.global("%xball = OpVariable %wp_xball Workgroup");
  a.global("%wst = OpVariable %wp_wst Workgroup");
}

// Every register the program names gets a variable, set to what the stage's
// hardware initialises it with or to zero; the lanes' copies of mask bits
// (D16) and the hardware registers s_getreg reaches with them.
void write_registers(SpirvAsm& a, Emit& e, const Stage::InitialState& init) {
  auto P = [&](Ty t, const char* op, std::initializer_list<V> args) {
    return a.prologue_op(t, op, args);
  };
  a.local_named(Ty::kBool, "%rscc");
  a.prologue(fmt::format("OpStore %rscc {}", a.boolean(false).id));
  std::set<unsigned> sregs = e.used_sgprs;
  sregs.insert(kExecLo);
  sregs.insert(kExecHi);
  sregs.insert(e.lane_read_sgprs.begin(), e.lane_read_sgprs.end());
  for (unsigned r : sregs) {
    std::string id = fmt::format("%rs{}", r);
    a.local_named(Ty::kU32, id);
    auto it = init.sgprs.find(r);
    V v = it != init.sgprs.end() ? it->second : a.u32(0);
    a.prologue(fmt::format("OpStore {} {}", id, v.id));
    if (e.has_lane_copy(r)) {
      // The lane's copy of its bit of the register (D16, D59).
      std::string lb = e.lane_bit_var(r);
      a.local_named(Ty::kBool, lb);
      V at = P(Ty::kU32, "OpBitwiseAnd", {e.lane_, a.u32(31)});
      V bit = P(Ty::kU32, "OpBitwiseAnd", {P(Ty::kU32, "OpShiftRightLogical", {v, at}), a.u32(1)});
      a.prologue(fmt::format("OpStore {} {}", lb, P(Ty::kBool, "OpINotEqual", {bit, a.u32(0)}).id));
    }
  }
  for (unsigned r : e.used_hwregs) {
    std::string id = fmt::format("%hw{}", r);
    a.local_named(Ty::kU32, id);
    uint32_t v = r == kHwRegMode ? e.config.float_mode.mode_register() : 0;
    a.prologue(fmt::format("OpStore {} {}", id, a.u32(v).id));
  }
  for (unsigned r : e.used_vgprs) {
    std::string id = fmt::format("%rv{}", r);
    a.local_named(Ty::kU32, id);
    auto it = init.vgprs.find(r);
    a.prologue(
        fmt::format("OpStore {} {}", id, it != init.vgprs.end() ? it->second.id : a.u32(0).id));
  }
}

// Whether the wave's cross-lane steps are host subgroup operations: where a
// host subgroup holds the whole wave, unless they are asked to meet through
// workgroup memory (possible where a subgroup is exactly the wave).
bool covers_wave(const WaveKey& key, const Stage& stage, const WaveConfig& l) {
  if (key.host_subgroup < l.wave) return false;
  return !(key.crosslane_in_memory && key.host_subgroup == l.wave && stage.has_workgroup_memory());
}

// The dispatcher's frame around the cases: the inner loop runs a wave's
// segments until one yields; the outer loop is where the workgroup meets. A
// segment ends by continuing the inner loop or by breaking out of it (yield).
//
// The segment is chosen by a balanced tree of `pc < bound` selections over the
// intervals of case ids, each interval one target, rather than by OpSwitch: a
// host that runs lanes in SIMD (llvmpipe) turns a switch into one masked test
// per case on every trip, and the tree into log2 of them (D49).
// One copy of the program's segments: its text and its cases (id -> label),
// with the suffix that its dispatcher's labels take (D65).
struct Body {
  std::string text;
  std::vector<std::pair<uint32_t, std::string>> cases;
  std::string suffix;
};

// The dispatcher's loop over `b`'s segments, from its entry (branched to from
// the current block) to its merge block, which the text leaves open.
std::string dispatcher(Emit& e, SpirvAsm& a, const Body& b) {
  auto n = [&](std::string_view name) { return fmt::format("%{}{}", name, b.suffix); };
  std::string s = fmt::format("OpBranch {0}\n{0} = OpLabel\nOpLoopMerge {1} {2} None\n", n("inner"),
                              n("inner_merge"), n("inner_cont"));
  s += fmt::format("OpBranch {0}\n{0} = OpLabel\n", n("dispatch"));
  // A guest program may loop forever; the host must not. Each invocation counts
  // the segments it runs and ends its wave past kSegmentBudget, reporting it.
  std::string pcl = n("pcl"), bud = n("bud"), bud1 = n("bud1"), over = n("over"), pcv = n("pcv");
  s += fmt::format("{} = OpLoad %u32 {}\n", pcl, e.pc_var);
  s += fmt::format("{} = OpLoad %u32 %budget\n", bud);
  s += fmt::format("{} = OpIAdd %u32 {} {}\nOpStore %budget {}\n", bud1, bud, a.u32(1).id, bud1);
  s += fmt::format("{} = OpUGreaterThan %bool {} {}\n", over, bud1, a.u32(kSegmentBudget).id);
  s += fmt::format("{} = OpSelect %u32 {} {} {}\n", pcv, over, a.u32(kCaseBudget).id, pcl);

  // Every u32 value of pc falls in one interval [start, next start); ids that
  // name no segment end the wave (the default), each such interval through a
  // block of its own, since a block has one selection construct.
  std::string stop = n("case_stop"), fault = n("case_fault"), budget = n("case_budget");
  std::map<uint32_t, std::string> targets;  // case id -> label
  for (const auto& [id, label] : b.cases) targets.emplace(id, label);
  targets[kCaseEnded] = stop;
  targets[kCaseBarrierWait] = stop;
  targets[kCaseIndirectFault] = fault;
  targets[kCaseBudget] = budget;
  struct Interval {
    uint64_t start;
    std::string label;
  };
  std::vector<Interval> iv;
  std::string defaults;
  auto add = [&](uint64_t start, const std::string& label) {
    if (!iv.empty() && iv.back().label == label && label == stop) return;
    iv.push_back({start, label});
  };
  auto add_default = [&](uint64_t start) {
    std::string l = a.fresh("sdefault");
    defaults += fmt::format("{} = OpLabel\nOpStore {} {}\nOpBranch {}\n", l, e.pc_var,
                            a.u32(kCaseEnded).id, n("inner_merge"));
    iv.push_back({start, l});
  };
  uint64_t expect = 0;
  for (const auto& [id, label] : targets) {
    if (id != expect) add_default(expect);
    add(id, label);
    expect = uint64_t{id} + 1;
  }
  if (expect <= 0xffffffffu) add_default(expect);

  std::string tree;
  // Emits the selection over intervals [lo, hi) at the current block.
  auto node = [&](auto&& self, size_t lo, size_t hi) -> void {
    size_t mid = lo + (hi - lo) / 2;
    auto child = [&](size_t l, size_t h) {
      if (h - l == 1) return iv[l].label;
      std::string lab = a.fresh("dsel");
      return lab;
    };
    std::string left = child(lo, mid), right = child(mid, hi);
    std::string merge = a.fresh("dmerge");
    V below = a.op(Ty::kBool, "OpULessThan", {V{pcv, Ty::kU32}, a.u32(iv[mid].start)});
    tree += a.take_body();
    tree += fmt::format("OpSelectionMerge {} None\nOpBranchConditional {} {} {}\n", merge, below.id,
                        left, right);
    if (mid - lo > 1) {
      tree += left + " = OpLabel\n";
      self(self, lo, mid);
    }
    if (hi - mid > 1) {
      tree += right + " = OpLabel\n";
      self(self, mid, hi);
    }
    tree += merge + " = OpLabel\nOpUnreachable\n";
  };
  node(node, 0, iv.size());
  s += tree;
  s += b.text;
  s += fmt::format("{} = OpLabel\nOpBranch {}\n", stop, n("inner_merge"));
  s += fmt::format("{} = OpLabel\nOpStore {} {}\n", fault, e.pc_var, a.u32(kCaseEnded).id);
  s += fmt::format("{} = OpFunctionCall %void %fn_status {}\nOpBranch {}\n", n("st_call"),
                   a.u32(kStatusIndirectBranch).id, n("inner_merge"));
  s += fmt::format("{} = OpLabel\nOpStore {} {}\n", budget, e.pc_var, a.u32(kCaseEnded).id);
  s += fmt::format("{} = OpFunctionCall %void %fn_status {}\nOpBranch {}\n", n("bud_call"),
                   a.u32(kStatusWaveBudget).id, n("inner_merge"));
  s += defaults;
  s += fmt::format("{0} = OpLabel\nOpBranch {1}\n{2} = OpLabel\n", n("inner_cont"), n("inner"),
                   n("inner_merge"));
  return s;
}

// What meets: whole waves, or in split waves (D23) each host subgroup. Whether
// this invocation speaks for its unit at a meeting: the unit's first.
V meeting_leader(Emit& e, SpirvAsm& a, const WaveConfig& l) {
  // A unit's lanes are consecutive in the wave, from a multiple of its size.
  unsigned size = e.split_waves ? e.key.host_subgroup : l.wave;
  V in_unit = a.op(Ty::kU32, "OpBitwiseAnd", {e.lane_, a.u32(size - 1)});
  return a.op(Ty::kBool, "OpIEqual", {in_unit, a.u32(0)});
}

// The word pair of meeting bank `bank` (u32): word 0 counts the units still
// live, word 1 those waiting at s_barrier.
std::string meeting_word(SpirvAsm& a, const V& bank, unsigned word) {
  V idx = a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {bank, a.u32(2)}), a.u32(word)});
  std::string p = a.fresh("p");
  a.line(fmt::format("{} = OpAccessChain %wp_u32 %wst {}", p, idx.id));
  return p;
}

// Before the first meeting: every bank's counts at zero, seen by all.
void start_meetings(SpirvAsm& a) {
  for (unsigned w = 0; w < 2 * kMeetingBanks; ++w) {
    std::string p = a.fresh("p");
    a.prologue(fmt::format("{} = OpAccessChain %wp_u32 %wst {}", p, a.u32(w).id));
    a.prologue(fmt::format("OpAtomicStore {} %c_wg %c_sem0 {}", p, a.u32(0).id));
  }
  a.prologue("OpControlBarrier %c_wg %c_wg %c_barrier_sem");
}

// After every wave of the group has yielded: each unit's first invocation
// counts it into this meeting's bank (live, and waiting at s_barrier), the
// group meets, every invocation reads the two counts, the barrier is released
// when every live unit waits at it, and the group leaves when none is live.
// Meeting k uses bank k % 3 and, after it, clears bank (k + 2) % 3: every read
// of that bank (at meeting k - 1) came before this meeting, and every count
// into it (at meeting k + 2) comes after the next. Two words a meeting however
// many units meet (D57): llvmpipe makes each read of workgroup memory a loop
// over the lanes.
void write_meeting(Emit& e, SpirvAsm& a, const WaveConfig& l) {
  V leader = meeting_leader(e, a, l);
  V it = a.load(Ty::kU32, e.iter_var);
  V bank = a.op(Ty::kU32, "OpUMod", {it, a.u32(kMeetingBanks)});
  V pc = a.load(Ty::kU32, e.pc_var);
  V ended = a.op(Ty::kBool, "OpIEqual", {pc, a.u32(kCaseEnded)});
  V waiting = a.op(Ty::kBool, "OpIEqual", {pc, a.u32(kCaseBarrierWait)});
  a.if_begin(leader);
  {
    std::string live = meeting_word(a, bank, 0), wait = meeting_word(a, bank, 1);
    V one_live = a.op(Ty::kU32, "OpSelect", {ended, a.u32(0), a.u32(1)});
    V one_waiting = a.op(Ty::kU32, "OpSelect", {waiting, a.u32(1), a.u32(0)});
    a.line(
        fmt::format("{} = OpAtomicIAdd %u32 {} %c_wg %c_sem0 {}", a.fresh("x"), live, one_live.id));
    a.line(fmt::format("{} = OpAtomicIAdd %u32 {} %c_wg %c_sem0 {}", a.fresh("x"), wait,
                       one_waiting.id));
  }
  a.if_end();
  a.line("OpControlBarrier %c_wg %c_wg %c_barrier_sem");
  V alive{a.fresh("x"), Ty::kU32}, at_barrier{a.fresh("x"), Ty::kU32};
  a.line(
      fmt::format("{} = OpAtomicLoad %u32 {} %c_wg %c_sem0", alive.id, meeting_word(a, bank, 0)));
  a.line(fmt::format("{} = OpAtomicLoad %u32 {} %c_wg %c_sem0", at_barrier.id,
                     meeting_word(a, bank, 1)));
  a.if_begin(leader);
  {
    V later =
        a.op(Ty::kU32, "OpUMod", {a.op(Ty::kU32, "OpIAdd", {it, a.u32(2)}), a.u32(kMeetingBanks)});
    for (unsigned w = 0; w < 2; ++w)
      a.line(
          fmt::format("OpAtomicStore {} %c_wg %c_sem0 {}", meeting_word(a, later, w), a.u32(0).id));
  }
  a.if_end();
  V release =
      a.op(Ty::kBool, "OpLogicalAnd", {waiting, a.op(Ty::kBool, "OpIEqual", {alive, at_barrier})});
  V resume = a.load(Ty::kU32, e.resume_var);
  a.store(e.pc_var, a.op(Ty::kU32, "OpSelect", {release, resume, pc}));
  a.store(e.iter_var, a.op(Ty::kU32, "OpIAdd", {it, a.u32(1)}));
  V done = a.op(Ty::kBool, "OpIEqual", {alive, a.u32(0)});
  a.line(fmt::format("OpBranchConditional {} %outer_merge %outer_cont", done.id));
}

bool is_mimg(const isa::Instruction& in) {
  auto enc = in.info->encoding;
  return enc == isa::Encoding::kMIMG || enc == isa::Encoding::kMIMG_NSA1 ||
         enc == isa::Encoding::kMIMG_NSA2 || enc == isa::Encoding::kMIMG_NSA3;
}
bool is_d16_image_load(const isa::Instruction& in) {
  return is_mimg(in) && in.field(isa::Field::kD16) != 0 &&
         std::string_view(in.info->name).substr(0, 10) == "image_load";
}

// The VGPR operands `in` reads (every one but a load's destination; a
// vector instruction's destination counts, as some read it back).
std::vector<std::pair<unsigned, unsigned>> vgprs_read(const isa::Instruction& in) {
  std::vector<std::pair<unsigned, unsigned>> r;
  const bool pure_load =
      (in.info->flags & isa::kMayLoad) != 0 && (in.info->flags & isa::kMayStore) == 0;
  for (const isa::Operand& o : in.operand_list()) {
    if (!o.is_vgpr() || o.kind == isa::OperandKind::kImmediate) continue;
    isa::Field f = in.info->operand_list()[o.slot].field;
    if (pure_load && (f == isa::Field::kVdata || f == isa::Field::kVdst)) continue;
    r.emplace_back(o.code - 256u, std::max<unsigned>(1, o.dwords));
  }
  return r;
}

// Instructions that read other lanes' VGPRs: DPP, lane reads and permutes,
// LDS swizzles and permutes, and samples (and the LOD query) that take
// derivatives from the quad.
bool reads_across_lanes(const isa::Instruction& in) {
  std::string_view n = in.info->name;
  if (n.find("_dpp") != std::string_view::npos) return true;
  for (std::string_view x :
       {"v_readlane", "v_readfirstlane", "v_permlane", "ds_swizzle", "ds_permute", "ds_bpermute"})
    if (n.substr(0, x.size()) == x) return true;
  bool sample = n.substr(0, 12) == "image_sample" || n.substr(0, 13) == "image_gather4";
  bool lod = n.find("_l") != std::string_view::npos || n.find("_d") != std::string_view::npos;
  return (sample && !lod) || n == "image_get_lod";
}

// D38: whether an instruction other than v_interp may read one of v0 ..
// v(n-1) while, in some lane it runs in, it still holds the value the wave
// started with. Forward over the blocks, meeting paths by "written on all":
// a write before any change of EXEC covers every lane; one after covers the
// lanes then active, which stays enough while EXEC only narrows (v_cmpx,
// s_and_saveexec, s_and/s_andn2 into EXEC), and is forgotten where EXEC may
// widen again (any other write of it, s_wqm's included). A destination is
// taken as read where the instruction may read it back. Answers the first
// such read as "v<r> read by <name> at <offset>", or empty.
// Whether the program may read a start value of the VGPRs `mask` names (v0 to
// v31) before writing it, v_interp's reads counted where `interp_reads`; what
// reads it, or empty.
std::string reads_start_values(const isa::Program& prog, uint32_t mask, bool interp_reads) {
  enum ExecChange : uint8_t { kNone, kNarrows, kWidens };
  struct Effect {
    const isa::ProgramInstruction* pi;
    uint32_t reads = 0, writes = 0;
    ExecChange exec = kNone;
    // EXEC copied into the SGPR `save` (s_mov sN, exec; s_*_saveexec sN), or
    // set back from the SGPR `restore` (s_or exec, exec, sN; s_mov exec, sN);
    // -1: neither. `sgprs`: the SGPRs the instruction writes (bit n: s n).
    int save = -1, restore = -1;
    bool restore_exact = false;  // EXEC becomes the copy (s_mov), not joined with it (s_or)
    std::bitset<128> sgprs;
  };
  auto effect_of = [&](const isa::ProgramInstruction& pi) {
    Effect fx;
    fx.pi = &pi;
    const isa::Instruction& in = pi.inst;
    std::string_view name = in.info->name;
    const bool interp = name.substr(0, 8) == "v_interp";
    // Loads and samples write their data operand (an atomic, which stores,
    // is taken as reading it).
    const bool pure_load = ((in.info->flags & isa::kMayLoad) != 0 || is_mimg(in)) &&
                           (in.info->flags & isa::kMayStore) == 0;
    const bool reads_dst = name.find("mac") != std::string_view::npos ||
                           name.find("_sdwa") != std::string_view::npos ||
                           name.find("_dpp") != std::string_view::npos;
    auto starts = [&](std::string_view p) { return name.substr(0, p.size()) == p; };
    bool writes_exec = name.find("cmpx") != std::string_view::npos ||
                       name.find("saveexec") != std::string_view::npos ||
                       name.find("wrexec") != std::string_view::npos;
    for (const isa::Operand& o : in.operand_list())
      if (in.info->operand_list()[o.slot].field == isa::Field::kSdst &&
          (o.code == 126 || o.code == 127))
        writes_exec = true;
    if (writes_exec)
      fx.exec =
          starts("v_cmpx") || starts("s_and_saveexec") || starts("s_and_b") || starts("s_andn2_b")
              ? kNarrows
              : kWidens;
    {
      int sdst = -1, src[2] = {-1, -1};
      unsigned sdst_dwords = 1;
      for (const isa::Operand& o : in.operand_list()) {
        const isa::Field f = in.info->operand_list()[o.slot].field;
        if (o.kind == isa::OperandKind::kImmediate) continue;
        if (f == isa::Field::kSdst) {
          sdst = o.code;
          sdst_dwords = std::max<unsigned>(1, o.dwords);
        } else if (f == isa::Field::kSsrc0) {
          src[0] = o.code;
        } else if (f == isa::Field::kSsrc1) {
          src[1] = o.code;
        }
      }
      if (sdst >= 0 && sdst < 106)
        for (unsigned k = 0; k < sdst_dwords && sdst + k < 128; ++k) fx.sgprs.set(sdst + k);
      const bool mov = starts("s_mov_b64") || starts("s_mov_b32");
      if (sdst >= 0 && sdst < 106 && ((mov && src[0] == 126) || starts("s_and_saveexec")))
        fx.save = sdst;
      if (sdst == 126 && mov && src[0] >= 0 && src[0] < 106) {
        fx.restore = src[0];
        fx.restore_exact = true;
      }
      if (sdst == 126 && (starts("s_or_b64") || starts("s_or_b32"))) {
        if (src[0] == 126 && src[1] >= 0 && src[1] < 106) fx.restore = src[1];
        if (src[1] == 126 && src[0] >= 0 && src[0] < 106) fx.restore = src[0];
      }
    }
    for (const isa::Operand& o : in.operand_list()) {
      isa::Field f = in.info->operand_list()[o.slot].field;
      if (!o.is_vgpr() || o.kind == isa::OperandKind::kImmediate) continue;
      // (A load's data also appears as an operand of no field: the data a
      // TFE load would merge, which it reads only with TFE or LWE.)
      const bool tied = f == isa::Field::kCount && in.field(isa::Field::kTfe) == 0 &&
                        in.field(isa::Field::kLwe) == 0;
      const bool dst = f == isa::Field::kVdst ||
                       (pure_load && (f == isa::Field::kVdata || (is_mimg(in) && tied)));
      for (unsigned k = 0; k < std::max<unsigned>(1, o.dwords); ++k) {
        const unsigned r = o.code - 256u + k;
        if (r >= 32 || ((mask >> r) & 1u) == 0) continue;
        if ((!dst || reads_dst) && (!interp || interp_reads)) fx.reads |= 1u << r;
        if (dst) fx.writes |= 1u << r;
      }
    }
    return fx;
  };
  const size_t nb = prog.blocks.size();
  std::map<uint32_t, size_t> index;
  for (size_t b = 0; b < nb; ++b) index[prog.blocks[b].start] = b;
  std::vector<std::vector<Effect>> effects(nb);
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    auto it = index.upper_bound(pi.offset);
    if (it == index.begin())
      return fmt::format("an instruction at {:#x} outside blocks", pi.offset);
    effects[std::prev(it)->second].push_back(effect_of(pi));
  }
  // Per block on entry: the writes made before EXEC changed (`full`), those
  // made since (`masked`), and whether EXEC has changed on some path; the
  // masks are "on every path" (all ones until a path reaches the block).
  // `saved`: by SGPR, where EXEC was copied to it and it is unchanged
  // since, the registers written on every lane of that EXEC; setting EXEC
  // back from it makes those the registers written again (the masks a
  // branch's lanes wrote under a narrower EXEC are not).
  struct State {
    uint32_t full, masked;
    bool changed;
    std::map<int, uint32_t> saved;
    bool operator==(const State&) const = default;
  };
  const uint32_t all = ~0u;
  std::vector<State> in(nb, State{all, all, false, {}});
  std::vector<bool> reached(nb, false);
  const auto entry = index.find(prog.entry);
  if (entry == index.end()) return "no entry block";
  in[entry->second] = State{0, 0, false, {}};
  reached[entry->second] = true;
  auto step = [](State st, const Effect& fx) {
    if (st.changed)
      st.masked |= fx.writes;
    else
      st.full |= fx.writes;
    // The written registers as EXEC was before the instruction.
    const uint32_t before = st.full | st.masked;
    for (auto it = st.saved.begin(); it != st.saved.end();)
      it = fx.sgprs.test(static_cast<size_t>(it->first)) ? st.saved.erase(it) : std::next(it);
    if (fx.save >= 0) st.saved[fx.save] = before;
    if (fx.exec == kWidens) {
      // EXEC set to the saved one: its registers; joined with it (s_or): the
      // registers written on both.
      auto it = fx.restore >= 0 ? st.saved.find(fx.restore) : st.saved.end();
      st.masked = it == st.saved.end() ? 0 : fx.restore_exact ? it->second : it->second & before;
    }
    if (fx.exec != kNone) st.changed = true;
    return st;
  };
  auto meet = [](const State& x, const State& y) {
    State m{x.full & y.full, x.masked & y.masked, x.changed || y.changed, {}};
    for (const auto& [sgpr, written] : x.saved)
      if (auto it = y.saved.find(sgpr); it != y.saved.end()) m.saved[sgpr] = written & it->second;
    return m;
  };
  for (bool again = true; again;) {
    again = false;
    for (size_t b = 0; b < nb; ++b) {
      if (!reached[b]) continue;
      State st = in[b];
      for (const Effect& fx : effects[b]) st = step(st, fx);
      for (uint32_t succ : prog.blocks[b].successors) {
        auto it = index.find(succ);
        if (it == index.end()) continue;
        const size_t t = it->second;
        State m = reached[t] ? meet(in[t], st) : st;
        if (!reached[t] || !(m == in[t])) {
          reached[t] = true;
          in[t] = m;
          again = true;
        }
      }
    }
  }
  for (size_t b = 0; b < nb; ++b) {
    State st = in[b];
    for (const Effect& fx : effects[b]) {
      if (const uint32_t bad = fx.reads & ~(st.full | st.masked); bad != 0)
        return fmt::format("v{} read by {} at {:#x}", std::countr_zero(bad), fx.pi->inst.info->name,
                           fx.pi->offset);
      st = step(st, fx);
    }
  }
  return {};
}

}  // namespace

std::set<unsigned> d16_tracked_vgprs(const isa::Program& prog) {
  std::set<unsigned> tracked;
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    if (!is_d16_image_load(pi.inst)) continue;
    const isa::Operand& vdata = pi.inst.operands[0];
    for (unsigned k = 0; k < std::max<unsigned>(1, vdata.dwords); ++k)
      tracked.insert(vdata.code - 256u + k);
  }
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    if (!reads_across_lanes(pi.inst)) continue;
    for (auto [first, n] : vgprs_read(pi.inst))
      for (unsigned k = 0; k < n; ++k)
        if (tracked.count(first + k)) return {};
  }
  return tracked;
}

namespace {

// D36: an instruction reading a VGPR half a D16 load left standing for one of
// two values escapes where the lane runs it, as the load itself would have;
// image_store's D16 data takes both values (ops_image.cpp).
void check_d16_reads(Emit& e, const isa::Instruction& in) {
  if (e.d16_tracked.empty()) return;
  const bool d16_store = is_mimg(in) && in.field(isa::Field::kD16) != 0 &&
                         std::string_view(in.info->name).substr(0, 11) == "image_store";
  for (auto [first, n] : vgprs_read(in)) {
    for (unsigned k = 0; k < n; ++k) {
      unsigned r = first + k;
      if (!e.d16_tracked.count(r)) continue;
      if (d16_store && r >= in.field(isa::Field::kVdata) &&
          r < in.field(isa::Field::kVdata) + std::max<unsigned>(1, in.operands[0].dwords))
        continue;
      V taint = e.a.load(Ty::kU32, Emit::d16_taint_var(r));
      e.a.if_begin(
          e.a.op(Ty::kBool, "OpLogicalAnd",
                 {e.lane_active(), e.a.op(Ty::kBool, "OpINotEqual", {taint, e.a.u32(0)})}));
      e.raise_status(kStatusFormatEscape);
      e.a.if_end();
    }
  }
}

bool translate_instruction(Emit& e, const isa::ProgramInstruction& pi, const WaveConfig& l) {
  const isa::Instruction& in = pi.inst;
  // Registers past the allocation are not the wave's (RSRC1.VGPRS).
  if (in.info->encoding == isa::Encoding::kEXP) {
    // An export names only the sources its EN bits enable (two bits a dword
    // when compressed); the others read "off".
    const isa::Field vsrc[4] = {isa::Field::kVsrc0, isa::Field::kVsrc1, isa::Field::kVsrc2,
                                isa::Field::kVsrc3};
    unsigned en = in.field(isa::Field::kEn);
    bool compr = in.field(isa::Field::kCompr) != 0;
    for (unsigned i = 0; i < 4; ++i) {
      bool enabled = compr ? i < 2 && ((en >> (2 * i)) & 3) != 0 : ((en >> i) & 1) != 0;
      if (enabled && in.field(vsrc[i]) >= l.vgprs + l.shared_vgprs)
        return e.refuse("vgpr-beyond-allocation");
    }
  } else {
    for (const isa::Operand& o : in.operand_list()) {
      if (o.is_vgpr() && o.kind != isa::OperandKind::kImmediate &&
          o.code - 256u + std::max<unsigned>(1, o.dwords) > l.vgprs + l.shared_vgprs)
        return e.refuse("vgpr-beyond-allocation");
    }
  }
  check_d16_reads(e, in);
  // The global data share is a graphics-ring resource the programs here never
  // own: an escape where a lane runs the instruction (its destination, for
  // the forms that return, is left as it was, the draw being refused).
  if (in.info->encoding == isa::Encoding::kDS && in.field(isa::Field::kGds) != 0) {
    if (ds_gds(e, in)) return true;
    e.a.if_begin(e.lane_active());
    e.raise_status(kStatusGds);
    e.a.if_end();
    return true;
  }
  std::string_view base = base_mnemonic(in);
  // Instructions whose meaning is the stage's.
  if (const OpEntry* op = find_stage_op(base)) return op->fn(e, in);
  const OpEntry* op = find_op(base);
  if (op == nullptr) return e.refuse(fmt::format("instruction-{}", base));
  // A bitwise op on masks that the lanes do bit by bit (D16).
  if (translate_lanewise(e, in)) return e.refusal().empty();
  // DPP and SDWA (dpp_sdwa.cpp) reach the handler through Emit's hooks.
  if (!vec::begin_lane_modifiers(e, in)) return false;
  bool ok = op->fn(e, in);
  vec::end_lane_modifiers(e);
  // A split wave's test of its own lanes that the handler did not make would
  // test the whole value: never carried out.
  if (ok && e.split_waves && e.subgroup_tests.count(e.offset) && !e.subgroup_tested.count(e.offset))
    return e.refuse("split-wave-test-not-made");
  return ok;
}

// The blocks whose only way in is falling from the block before them (not the
// entry, no branch's target, not where a call returns): their code can go on
// in that block's segment. A conditional branch's not-taken way is such a
// fall (Program::branch_targets lists it too, as a block start: the edges
// tell the two apart). None where the program computes jump targets.
std::set<uint32_t> inlined_blocks(const isa::Program& prog) {
  std::set<uint32_t> inlined;
  if (!prog.pc_writes.empty()) return inlined;
  std::map<uint32_t, unsigned> ways_in;
  for (const isa::BasicBlock& b : prog.blocks)
    for (uint32_t s : b.successors) ++ways_in[s];
  for (size_t i = 1; i < prog.blocks.size(); ++i) {
    const isa::BasicBlock& prev = prog.blocks[i - 1];
    const isa::BasicBlock& b = prog.blocks[i];
    // The fall is one of prev's successors: with one way in, it is the only.
    bool falls = prev.end == b.start && (prev.kind == isa::BlockEnd::kFallthrough ||
                                         prev.kind == isa::BlockEnd::kConditional);
    if (falls && b.start != prog.entry && ways_in[b.start] == 1) inlined.insert(b.start);
  }
  return inlined;
}

// The blocks whose segment may branch back to its start (D52): a block not
// inlined, where it or one of the blocks inlined after it has the block as a
// successor. None where the program computes jump targets.
std::set<uint32_t> loop_heads(const isa::Program& prog, const std::set<uint32_t>& inlined) {
  std::set<uint32_t> heads;
  if (!prog.pc_writes.empty()) return heads;
  for (size_t i = 0; i < prog.blocks.size(); ++i) {
    const uint32_t start = prog.blocks[i].start;
    if (inlined.count(start)) continue;
    for (size_t j = i; j < prog.blocks.size(); ++j) {
      if (j > i && !inlined.count(prog.blocks[j].start)) break;
      const std::vector<uint32_t>& succ = prog.blocks[j].successors;
      if (std::find(succ.begin(), succ.end(), start) != succ.end()) {
        heads.insert(start);
        break;
      }
    }
  }
  return heads;
}

// The segments that loop (D52), each as its blocks' starts, its first first.
std::vector<SegmentLoop> segment_loops(const isa::Program& prog) {
  std::vector<SegmentLoop> loops;
  std::set<uint32_t> inlined = inlined_blocks(prog);
  std::set<uint32_t> heads = loop_heads(prog, inlined);
  for (size_t i = 0; i < prog.blocks.size(); ++i) {
    if (!heads.count(prog.blocks[i].start)) continue;
    SegmentLoop seg{prog.blocks[i].start};
    for (size_t j = i + 1; j < prog.blocks.size() && inlined.count(prog.blocks[j].start); ++j)
      seg.push_back(prog.blocks[j].start);
    loops.push_back(std::move(seg));
  }
  return loops;
}

// The program's instructions as the dispatcher's cases, into `a`'s body (with
// the prologue's head first, which the caller takes back); false with `*r`'s
// refusal set when an instruction or the program's shape is refused.
bool translate_body(Emit& e, SpirvAsm& a, const isa::Program& prog, const WaveConfig& l,
                    std::string* head, std::vector<Body>* bodies, V* low_half,
                    TranslateResult* rp) {
  TranslateResult& r = *rp;
  e.subgroup_covers_wave = covers_wave(e.key, e.stage, l);
  e.subgroup_is_wave = e.subgroup_covers_wave && e.key.host_subgroup == l.wave;
  e.check_lanes_together = e.subgroup_covers_wave && e.stage.has_workgroup_memory();
  e.check_dropped_lanes = std::string_view(e.stage.execution_model()) == "Fragment";
  e.all_invocations_take_part = std::string_view(e.stage.execution_model()) == "GLCompute";
  if (unsigned unsure = 7u & ~(e.key.host_denorm_preserve | e.key.host_denorm_kept)) {
    e.unsure_float_widths = unsure;
    a.set_float_hook([&e](const V& result, std::string_view op,
                          const std::vector<V>& args) { e.guard_host_float(result, op, args); },
                     unsure);
  }
  declare_globals(a, e.stage, l);
  a.begin_function("%main", Ty::kVoid, "%fn_void");
  e.stage.place_lanes(a, e);
  V own;  // a split subgroup's lanes' bits in the word of its half
  if (e.split_waves) {
    // This subgroup's place in its wave: the wave's subgroups are consecutive.
    unsigned s = e.key.host_subgroup;
    V chunk = a.prologue_op(Ty::kU32, "OpBitwiseAnd", {e.subgroup_id_, a.u32(l.wave / s - 1)});
    e.subgroup_shift_ = a.prologue_op(Ty::kU32, "OpIMul", {chunk, a.u32(s)});
    // A split subgroup is at most 32 lanes (it is narrower than the wave), so
    // its bits lie in one half of a wave64 mask: the low one where it starts
    // below lane 32 (D58).
    V in_lo = a.prologue_op(Ty::kBool, "OpULessThan", {e.subgroup_shift_, a.u32(32)});
    *low_half = in_lo;
    e.subgroup_half_shift_ =
        a.prologue_op(Ty::kU32, "OpBitwiseAnd", {e.subgroup_shift_, a.u32(31)});
    e.subgroup_lo_keep_ = a.prologue_op(Ty::kU32, "OpSelect", {in_lo, a.u32(~0u), a.u32(0)});
    e.subgroup_hi_keep_ = a.prologue_op(Ty::kU32, "OpNot", {e.subgroup_lo_keep_});
    // Each keeps every bit of the subgroup's own half (D59).
    if (a.track_own_bits) {
      a.relate_own_bit(e.subgroup_lo_keep_, in_lo);
      a.relate_own_bit(e.subgroup_hi_keep_, a.prologue_op(Ty::kBool, "OpLogicalNot", {in_lo}));
    }
    uint32_t ones = s >= 32 ? ~0u : (1u << s) - 1;
    own = a.prologue_op(Ty::kU32, "OpShiftLeftLogical", {a.u32(ones), e.subgroup_half_shift_});
    V lo = a.prologue_op(Ty::kU32, "OpBitwiseAnd", {own, e.subgroup_lo_keep_});
    V hi = a.prologue_op(Ty::kU32, "OpBitwiseAnd", {own, e.subgroup_hi_keep_});
    V both = a.prologue_op(Ty::kV2U32, "OpCompositeConstruct", {lo, hi});
    e.subgroup_lanes_ = a.prologue_op(Ty::kU64, "OpBitcast", {both});
  }
  e.pc_var = "%pc";
  e.resume_var = "%resume";
  e.iter_var = "%iter";
  a.local_named(Ty::kU32, "%pc");
  a.local_named(Ty::kU32, "%resume");
  a.local_named(Ty::kU32, "%iter");
  a.local_named(Ty::kU32, "%budget");
  a.local_named(Ty::kBool, "%xbit");
  a.local_named(Ty::kU32, "%xval");
  if (e.check_dropped_lanes) {
    a.local_named(Ty::kBool, "%f_dropped");
    a.store("%f_dropped", a.boolean(false));
  }
  e.d16_tracked = d16_tracked_vgprs(prog);
  for (unsigned reg : e.d16_tracked) {
    a.local_named(Ty::kU32, Emit::d16_taint_var(reg));
    a.local_named(Ty::kU32, Emit::d16_alt_var(reg));
    a.store(Emit::d16_taint_var(reg), a.u32(0));
    a.store(Emit::d16_alt_var(reg), a.u32(0));
  }
  for (const isa::BasicBlock& b : prog.blocks) e.block_id(b.start);
  e.inlined = inlined_blocks(prog);
  // Every register the program names has its variable from the start, so that
  // a loop left before its first write zeroes it too (D68).
  RegisterUse::Registers named;
  e.sgpr_live_in = sgprs_live_in(prog, l.wave == 64, &named);
  for (unsigned code = 0; code < 128 && !e.sgpr_live_in.empty(); ++code)
    if (named.test(code) && e.valid_sgpr(code, 1)) e.used_sgprs.insert(code);
  for (uint32_t start : loop_heads(prog, e.inlined)) e.loop_segments.insert(e.block_id(start));
  if (!e.loop_segments.empty()) a.local_named(Ty::kBool, "%lyield");
  WaveSyncs syncs = wave_sync_points(prog, {l.vgprs, l.shared_vgprs}, e.region_access);
  std::map<size_t, size_t> runs = find_float_runs(prog, e, l);
  // Read by runs, and by the checks of a host that may flush f32 denormals.
  if (!runs.empty() || (e.unsure_float_widths & 2) != 0)
    e.clean_f32_vgprs = clean_f32_vgprs(prog, e, l, e.stage.start_vgprs());
  // A run meets nowhere inside (D15's meetings come before memory accesses,
  // which runs have none of).
  for (auto it = runs.begin(); it != runs.end();) {
    bool meets = false;
    for (size_t j = it->first + 1; j < it->second; ++j)
      meets = meets || syncs.before.count(prog.instructions[j].offset) != 0;
    it = meets ? runs.erase(it) : std::next(it);
  }
  auto translate_one = [&](const isa::ProgramInstruction& pi) {
    return translate_instruction(e, pi, l);
  };
  *head = a.take_body();
  // Writes the program once: its segments' text and cases.
  auto write_segments = [&]() -> bool {
    uint32_t block_start = 0;
    for (size_t i = 0; i < prog.instructions.size(); ++i) {
      const isa::ProgramInstruction& pi = prog.instructions[i];
      e.offset = pi.offset;
      e.next_offset = pi.offset + pi.inst.size;
      auto blk = e.block_ids.find(pi.offset);
      if (blk != e.block_ids.end()) {
        bool open = !e.segment_closed();
        // Falling through into the next block, meeting first where it must.
        if (open && syncs.after_block.count(block_start)) e.wave_sync();
        block_start = pi.offset;
        if (e.inlined.count(pi.offset) && !e.segment_closed()) {
          // Its only way in is this fall: the segment goes on.
        } else {
          if (!e.segment_closed()) e.jump(a.u32(blk->second));
          e.open_segment(blk->second);
        }
      } else if (e.segment_closed()) {
        r.refusal = "unreachable-code";
        return false;
      }
      if (syncs.before.count(pi.offset)) e.wave_sync();
      bool translated;
      if (auto run = runs.find(i); run != runs.end()) {
        translated = write_float_run(e, prog, i, run->second, translate_one);
        i = run->second - 1;
      } else {
        e.in_vector_op = works_on_lanes(pi.inst);
        translated = translate_instruction(e, pi, l);
      }
      e.in_vector_op = false;
      if (!translated) {
        r.refusal = e.refusal();
        r.detail = fmt::format("offset {:#x}: {}", e.offset, prog.at(e.offset)->inst.info->name);
        return false;
      }
      bool last =
          i + 1 == prog.instructions.size() || prog.instructions[i + 1].offset != e.next_offset;
      if (last && !e.segment_closed()) {
        // Running off the decoded code: the next bytes were never reached by the
        // analysis, so the wave cannot go on exactly.
        r.refusal = "runs-past-program";
        r.detail = fmt::format("offset {:#x}", e.next_offset);
        return false;
      }
    }
    e.end_segment_loop();
    if (!e.refusal().empty()) {
      r.refusal = e.refusal();
      return false;
    }
    // Offsets branched to that no instruction starts.
    for (const auto& [off, id] : e.block_ids) {
      if (e.inlined.count(off)) continue;
      bool opened =
          std::any_of(e.cases.begin(), e.cases.end(), [&](const auto& c) { return c.first == id; });
      if (!opened) {
        r.refusal = "branch-into-instruction";
        r.detail = fmt::format("offset {:#x}", off);
        return false;
      }
    }
    return true;
  };
  // A split wave64 with a loop is written once for each half (D65).
  if (!e.split_waves || l.wave != 64 || e.loop_segments.empty()) {
    if (!write_segments()) return false;
    bodies->push_back({a.take_body(), e.cases, ""});
    *low_half = V{};
    return true;
  }
  const V lane_lo = e.lane_lo_, lane_hi = e.lane_hi_, lo_keep = e.subgroup_lo_keep_,
          hi_keep = e.subgroup_hi_keep_, lanes = e.subgroup_lanes_;
  // The lane's bit in the word of its half (one of lane_lo_ and lane_hi_ is it).
  V bit = a.prologue_op(Ty::kU32, "OpBitwiseOr", {lane_lo, lane_hi});
  for (int half = 0; half < 2; ++half) {
    std::string suffix = half == 0 ? "_lo" : "_hi";
    bool low = half == 0;
    e.known_half = half;
    e.lane_lo_ = low ? bit : a.u32(0);
    e.lane_hi_ = low ? a.u32(0) : bit;
    e.subgroup_lo_keep_ = a.u32(low ? ~0u : 0u);
    e.subgroup_hi_keep_ = a.u32(low ? 0u : ~0u);
    V both = a.prologue_op(Ty::kV2U32, "OpCompositeConstruct",
                           {low ? own : a.u32(0), low ? a.u32(0) : own});
    e.subgroup_lanes_ = a.prologue_op(Ty::kU64, "OpBitcast", {both});
    e.inner_cont = "%inner_cont" + suffix;
    e.inner_merge = "%inner_merge" + suffix;
    e.cases.clear();
    e.subgroup_tested.clear();
    if (!write_segments()) return false;
    bodies->push_back({a.take_body(), e.cases, suffix});
  }
  e.known_half = -1;
  e.lane_lo_ = lane_lo;
  e.lane_hi_ = lane_hi;
  e.subgroup_lo_keep_ = lo_keep;
  e.subgroup_hi_keep_ = hi_keep;
  e.subgroup_lanes_ = lanes;
  e.inner_cont = "%inner_cont";
  e.inner_merge = "%inner_merge";
  return true;
}

}  // namespace

// The module of `prog`; its waves split (D23) when `split` is given.
TranslateResult write_program(const isa::Program& prog, const WaveKey& key, const WaveConfig& l,
                              Stage& stage, const SplitPlan* split, const MemoryRegions& regions) {
  TranslateResult r;
  SpirvAsm a;
  Emit e(a, key, l, stage);
  if (!regions.order.empty()) e.region_access = &regions.order;
  if (!regions.empty()) e.region_loads = &regions.loads;
  if (split != nullptr) {
    e.split_waves = true;
    e.subgroup_tests = split->subgroup_tests;
    e.first_lane_reads = split->first_lane_reads;
    for (uint32_t start : split->lane_wise_loops) e.lane_wise_segments.insert(e.block_id(start));
  }
  if (stage.has_workgroup_memory())
    e.lds_zero_bits =
        lds_address_zero_bits(prog, key.wave64, stage.full_waves(), l.vgprs, l.shared_vgprs);
  // Lane masks that lanes read bit by bit (D16): the analysis finds from the
  // opcode table's facts what each instruction does with the scalar registers,
  // and the mask writes whose whole value nothing reads are then made without
  // forming it.
  if (reads_lane_masks(prog) && !covers_wave(key, stage, l))
    analyze_lane_masks(prog, key.wave64, &e.lane_read_sgprs, &e.deferred_masks);
  // Where lanes leave loops alone (D61) every host keeps them too (D69): the
  // loop's EXEC words then only feed themselves and the host drops them.
  e.exec_copies =
      (key.host_exec_bits_in_lanes && !covers_wave(key, stage, l)) || !e.lane_wise_segments.empty();
  // Own bits make the lanes' copies (D59), and tell a lane-wise loop's way on
  // what its test decided (D66): every module with such a loop keeps copies.
  a.track_own_bits = e.exec_copies;
  std::string head;
  std::vector<Body> bodies;
  V low_half;
  if (!translate_body(e, a, prog, l, &head, &bodies, &low_half, &r)) return r;
  bool meets = e.uses_crosslane && !e.subgroup_covers_wave && !e.split_waves;
  meets = meets || e.uses_barrier || e.uses_wave_meeting;
  // Where the stage has no workgroup memory, the waves of a group cannot meet
  // and the LDS does not exist.
  if (!stage.has_workgroup_memory()) {
    if (meets || e.uses_shared_vgprs) {
      r.refusal = "wave-meeting-without-workgroup-memory";
      return r;
    }
    if (e.uses_lds) {
      r.refusal = "lds-without-workgroup-memory";
      return r;
    }
  }
  if (meets) declare_meeting(a, l, key.host_subgroup);
  if (e.uses_shared_vgprs) {
    // Each wave's shared VGPRs: 32 dwords a register, lanes L and L + 32 on one.
    a.global(fmt::format("%c_shv_n = OpConstant %u32 {}", l.waves * l.shared_vgprs * 32));
    a.global("%shv_arr = OpTypeArray %u32 %c_shv_n");
    a.global("%wp_shv = OpTypePointer Workgroup %shv_arr");
    a.global("%shv = OpVariable %wp_shv Workgroup");
  }
  Stage::InitialState init;
  if (!stage.initial_state(a, e, &init)) {
    r.refusal = e.refusal();
    return r;
  }
  for (const auto& [vgpr, value] : init.vgprs) {
    if (vgpr >= stage.start_vgprs()) {
      r.refusal = "translator-start-vgprs";
      r.detail =
          fmt::format("the stage starts v{}, past the {} it declares", vgpr, stage.start_vgprs());
      return r;
    }
  }
  write_registers(a, e, init);
  // A wave the stage does not launch starts ended, so meetings and s_barrier
  // do not wait for it.
  V pc0 = a.prologue_op(Ty::kU32, "OpSelect",
                        {init.launched, a.u32(e.block_id(prog.entry)), a.u32(kCaseEnded)});
  a.prologue(fmt::format("OpStore %pc {}", pc0.id));
  a.prologue(fmt::format("OpStore %iter {}", a.u32(0).id));
  a.prologue(fmt::format("OpStore %budget {}", a.u32(0).id));
  a.prologue(fmt::format("OpStore %resume {}", a.u32(0).id));
  if (meets) start_meetings(a);
  a.put_body(head);
  // What the body holds so far comes first: the dispatcher's tests are
  // written into the body and taken out one by one.
  std::string loops = a.take_body();
  loops += "OpBranch %outer\n%outer = OpLabel\nOpLoopMerge %outer_merge %outer_cont None\n";
  if (bodies.size() == 1) {
    loops += dispatcher(e, a, bodies[0]);
  } else {
    // Each subgroup runs the copy of its half (D65).
    loops += "OpBranch %halves\n%halves = OpLabel\nOpSelectionMerge %halves_merge None\n";
    loops += fmt::format("OpBranchConditional {} %half_lo %half_hi\n", low_half.id);
    for (const Body& b : bodies)
      loops += fmt::format("%half{} = OpLabel\n{}OpBranch %halves_merge\n", b.suffix,
                           dispatcher(e, a, b));
    loops += "%halves_merge = OpLabel\n";
  }
  a.put_body(loops);
  if (meets)
    write_meeting(e, a, l);
  else
    a.line("OpBranch %outer_merge");
  a.line("%outer_cont = OpLabel\nOpBranch %outer\n%outer_merge = OpLabel");
  stage.epilogue(a, e);
  e.flush_status();
  a.line("OpReturn");
  a.end_function();
  // The guards read main's variables: no other function may be hooked.
  a.set_float_hook({}, 0);
  write_image_functions(e);
  a.global(runtime_functions());
  if (stage.has_workgroup_memory()) a.global(runtime_lds_functions(l.lds_in_buffer));

  // Denormals must survive the host's arithmetic in every width the module
  // computes in: declared where the host lets it be, known kept, or checked op
  // by op at run time (Emit::guard_host_float).
  unsigned widths = a.float_widths();
  // Signed zeros, infinities and NaNs are kept by every hardware float op; the
  // host keeps them only where the module says so.
  if (unsigned missing = widths & ~key.host_signed_zero & 7u) {
    r.refusal = "host-signed-zero-inf-nan";
    r.detail = fmt::format("f{}", 16u << std::countr_zero(missing));
    return r;
  }
  if (widths != 0) {
    a.capability("SignedZeroInfNanPreserve");
    for (unsigned i = 0; i < 3; ++i)
      if (widths & (1u << i))
        a.execution_mode(fmt::format("SignedZeroInfNanPreserve {}", 16u << i));
  }
  if (unsigned declare = widths & key.host_denorm_preserve) {
    a.capability("DenormPreserve");
    for (unsigned i = 0; i < 3; ++i)
      if (declare & (1u << i)) a.execution_mode(fmt::format("DenormPreserve {}", 16u << i));
  }
  a.capability("GroupNonUniform");
  a.capability("GroupNonUniformBallot");
  a.capability("GroupNonUniformShuffle");
  stage.execution_modes(a);
  std::string iface = stage.interface_ids() + " %status_acc";
  if (stage.has_workgroup_memory()) iface += l.lds_in_buffer ? " %lds_base" : " %lds";
  if (meets) iface += " %xch %xball %wst";
  if (e.uses_shared_vgprs) iface += " %shv";
  std::string text = a.text(stage.execution_model(), iface);
  r.module.assembly = text;
  if (!e.refusal().empty()) {
    r.refusal = e.refusal();
    return r;
  }
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  std::string diag;
  tools.SetMessageConsumer(
      [&](spv_message_level_t, const char*, const spv_position_t& pos, const char* m) {
        diag += fmt::format("line {}: {}; ", pos.line, m);
      });
  if (!tools.Assemble(text, &r.module.spirv, SPV_TEXT_TO_BINARY_OPTION_NONE)) {
    r.refusal = "translator-assembly";
    r.detail = diag;
    return r;
  }
  // The validator names ids in its messages from the module's names only where
  // asked, and mapping them is about a third of its time: a module that fails
  // is validated again with the names, for the refusal's detail.
  spvtools::ValidatorOptions vopts;
  vopts.SetFriendlyNames(false);
  if (!tools.Validate(r.module.spirv.data(), r.module.spirv.size(), vopts)) {
    diag.clear();
    vopts.SetFriendlyNames(true);
    tools.Validate(r.module.spirv.data(), r.module.spirv.size(), vopts);
    r.refusal = "translator-validation";
    r.detail = diag;
    return r;
  }
  if (key.host_reconverges && !declare_maximal_reconvergence(&r.module.spirv)) {
    r.refusal = "translator-reconvergence";
    return r;
  }
  ModuleFacts facts = module_facts(r.module.spirv);
  if (!facts.ok) {
    r.refusal = "translator-module-facts";
    return r;
  }
  r.module.workgroup_bytes = facts.workgroup_bytes;
  r.module.output_components = facts.output_components;
  r.module.local_size = l.local_size;
  r.module.waves_per_group = l.waves;
  r.module.required_subgroup = key.host_subgroup;
  r.module.split_waves = e.split_waves;
  r.module.instructions = static_cast<uint32_t>(prog.instructions.size());
  r.module.uses_gds = e.uses_gds;
  // Whether the program may write guest memory: a memory instruction that
  // stores (LLVM's mayStore), but the LDS's own (DS without GDS), which is
  // the workgroup's. Exports, messages and waits, which LLVM also marks, reach
  // no memory.
  for (const isa::ProgramInstruction& pi : prog.instructions) {
    const isa::Instruction& in = pi.inst;
    if ((in.info->flags & isa::kMayStore) == 0) continue;
    const isa::Family f = isa::layout(in.info->encoding).family;
    if (f == isa::Family::kDS && in.field(isa::Field::kGds) == 0) continue;
    if (f != isa::Family::kDS && f != isa::Family::kBUFFER && f != isa::Family::kFLAT &&
        f != isa::Family::kMIMG && f != isa::Family::kSMEM)
      continue;
    r.module.stores_memory = true;
    break;
  }
  r.module.code_bytes = prog.end;
  r.ok = true;
  return r;
}

namespace {
constexpr uint32_t kOpExtension = 10, kOpMemoryModel = 14, kOpEntryPoint = 15,
                   kOpExecutionMode = 16, kOpCapability = 17;
// SPV_KHR_maximal_reconvergence's execution mode (SPIR-V registry).
constexpr uint32_t kMaximallyReconvergesKHR = 6023;
}  // namespace

// D31: the extension and execution mode, added to the validated binary. The
// SPIRV-Tools this builds against (Debian 12's, 2023.1) predate them and
// neither assemble nor validate them; the two instructions go where the
// module layout puts them: the extension after the capabilities, the mode
// after the entry point.
bool declare_maximal_reconvergence(std::vector<uint32_t>* words) {
  std::vector<uint32_t>& w = *words;
  size_t at = 5, after_caps = 0, after_entry = 0;
  uint32_t entry = 0;
  while (at < w.size()) {
    const uint32_t count = w[at] >> 16, op = w[at] & 0xffff;
    if (count == 0 || at + count > w.size()) return false;
    if (op == kOpCapability) after_caps = at + count;
    if (op == kOpEntryPoint) {
      if (entry != 0 || count < 3) return false;  // one entry point
      entry = w[at + 2];
      after_entry = at + count;
    }
    if (op == kOpMemoryModel && after_caps == 0) return false;
    at += count;
  }
  if (entry == 0 || after_caps == 0 || after_entry <= after_caps) return false;
  const uint32_t mode[3] = {3u << 16 | kOpExecutionMode, entry, kMaximallyReconvergesKHR};
  w.insert(w.begin() + static_cast<std::ptrdiff_t>(after_entry), mode, mode + 3);
  std::string name = "SPV_KHR_maximal_reconvergence";
  std::vector<uint32_t> ext((name.size() + 4) / 4 + 1, 0);
  ext[0] = static_cast<uint32_t>(ext.size()) << 16 | kOpExtension;
  std::memcpy(&ext[1], name.data(), name.size());
  w.insert(w.begin() + static_cast<std::ptrdiff_t>(after_caps), ext.begin(), ext.end());
  return true;
}

TranslateResult refused_module(std::string why) {
  TranslateResult r;
  r.refusal = std::move(why);
  return r;
}

TranslateResult write_module(std::span<const uint8_t> code, const WaveKey& key, const WaveConfig& l,
                             Stage& stage) {
  isa::Program prog =
      isa::analyze_program(code, 0, key.wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32, 1u << 16);
  if (!prog.errors.empty()) {
    TranslateResult r;
    r.refusal = "program-decode";
    r.detail = prog.errors.front().message;
    return r;
  }
  if (const unsigned n = stage.split_sensitive_vgprs(); n > 0) {
    if (std::string read = reads_start_values(prog, n >= 32 ? ~0u : (1u << n) - 1, false);
        !read.empty()) {
      TranslateResult r;
      r.refusal = "draw-quad-barycentrics";
      r.detail = fmt::format("{} (v0..v{} hold the barycentrics)", read, n - 1);
      return r;
    }
  }
  // Start values the hardware's are not published for: refused where the
  // program may read them.
  for (const Stage::UnknownStart& u : stage.unknown_start_vgprs()) {
    if (std::string read = reads_start_values(prog, u.vgprs, true); !read.empty()) {
      TranslateResult r;
      r.refusal = u.refusal;
      r.detail = read;
      return r;
    }
  }
  // The host compiles a module in time that grows faster than its blocks (one
  // of radeonsi's format-conversion programs, 1710 blocks, kept lavapipe's
  // LLVM busy for minutes): past the budget the program is refused by name
  // rather than left to stall the guest.
  if (prog.blocks.size() > kMaxProgramBlocks) {
    TranslateResult r;
    r.refusal = "program-too-large-for-host";
    r.detail = fmt::format("{} blocks (at most {})", prog.blocks.size(), kMaxProgramBlocks);
    return r;
  }
  // Waves split into their host subgroups where the analysis proves it exact;
  // a translation that still reaches other lanes is written again whole.
  // Buffer regions the executor can prove apart (D60), kept only where they
  // spare the wave a meeting; LDS accesses known lane by lane (D62).
  MemoryRegions regions;
  RegionOptions found;
  found.user_sgprs = stage.region_user_sgprs();
  found.wave64 = key.wave64;
  found.lanes_in_order = stage.lanes_in_order();
  found.lds = key.lds_lanes_apart && found.lanes_in_order && l.lds_bytes != 0;
  found.group_waves = l.waves;
  found.vgprs = l.vgprs;
  found.shared_vgprs = l.shared_vgprs;
  if (found.user_sgprs > 0 || found.lds) {
    std::map<uint32_t, unsigned> offset_zero_bits;
    lds_address_zero_bits(prog, key.wave64, stage.full_waves(), l.vgprs, l.shared_vgprs,
                          &offset_zero_bits);
    found.offset_zero_bits = &offset_zero_bits;
    regions = find_memory_regions(prog, found);
    if (!regions.empty()) {
      SharedVgprs shared{l.vgprs, l.shared_vgprs};
      RegionMap lds_only = regions.order;
      lds_only.access.clear();
      lds_only.ends_slices.clear();
      lds_only.slice_region.clear();
      WaveSyncs by_region = wave_sync_points(prog, shared, &regions.order);
      WaveSyncs all = wave_sync_points(prog, shared, &lds_only);
      if (by_region.before == all.before && by_region.after_block == all.after_block) {
        regions.regions.clear();
        regions.loads.clear();
        regions.order = std::move(lds_only);
      }
    }
  }
  const RegionMap* region_access = regions.order.empty() ? nullptr : &regions.order;
  auto done = [&](TranslateResult r) {
    if (r.ok) r.module.regions = regions.regions;
    return r;
  };
  std::string why;
  // A wave of 32 that is one host subgroup takes the plan too (D63): where its
  // lanes never need each other, it is a split wave of one subgroup, and its
  // loops may let lanes leave alone (D61) as each half of a wave of 64 does.
  bool one_subgroup = key.host_subgroup == l.wave && l.wave == 32 && covers_wave(key, stage, l);
  if (key.split_waves && (key.host_subgroup < l.wave || one_subgroup)) {
    std::vector<SegmentLoop> loops;
    if (key.host_lanes_leave_loops) loops = segment_loops(prog);
    SplitPlan plan = plan_split_waves(prog, key.wave64, {l.vgprs, l.shared_vgprs},
                                      stage.full_waves(), region_access, &loops);
    if (plan.split) {
      TranslateResult r = write_program(prog, key, l, stage, &plan, regions);
      if (r.ok || r.refusal != kSplitCrossesLanes) return done(std::move(r));
      why = fmt::format("{} ({})", r.refusal, r.detail);
    } else {
      why = plan.why_not;
    }
  }
  TranslateResult r = write_program(prog, key, l, stage, nullptr, regions);
  r.module.whole_waves_why = why;
  return done(std::move(r));
}

}  // namespace rdnavk::xlate
