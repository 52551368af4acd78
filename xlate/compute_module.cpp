// One compute module per program and key (D10, D12): the guest's waves run as
// lockstep groups of host invocations; the program's blocks become the cases of
// a dispatcher loop, so that any control flow the guest has is structured, and
// the workgroup meets at one barrier at the loop's end when a wave needs other
// lanes (host subgroup narrower than the wave) or waits at s_barrier.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <map>
#include <string_view>
#include <spirv-tools/libspirv.hpp>

#include "isa/program.h"
#include "xlate/emit.h"
#include "xlate/lane_masks.h"
#include "xlate/runtime_spirv.h"
#include "xlate/translator.h"
#include "xlate/vector_common.h"
#include "xlate/wave_order.h"

namespace rdnavk::xlate {

const char* status_reason(StatusBit bit) {
  switch (bit) {
    case kStatusVmFault: return "vm-fault";
    case kStatusFormatEscape: return "format-load-escape";
    case kStatusIndirectBranch: return "indirect-branch-target";
    case kStatusWaveBudget: return "wave-budget";
    case kStatusOmodTiny: return "float-output-modifier-tiny";
    case kStatusSharedVgprBoth: return "shared-vgpr-both-halves";
    case kStatusHostDenormal: return "host-denormal-value";
  }
  return "status";
}

namespace {

struct Layout {
  unsigned wave = 64;
  unsigned waves = 1;
  unsigned threads = 1;
  unsigned local_size = 64;
  unsigned subgroup = 0;
  uint32_t lds_bytes = 0;
  unsigned vgprs = 0;  // allocated
  unsigned shared_vgprs = 0;  // wave64's shared VGPRs after them
};

std::string check_key(const ComputeKey& k, Layout* l) {
  l->wave = k.wave64 ? 64 : 32;
  l->threads = unsigned{k.threads[0]} * k.threads[1] * k.threads[2];
  if (l->threads == 0 || l->threads > 1024) return "thread-group-size";
  l->waves = (l->threads + l->wave - 1) / l->wave;
  l->local_size = l->waves * l->wave;
  l->subgroup = k.host_subgroup;
  if (l->subgroup == 0 || !std::has_single_bit(l->subgroup) || l->subgroup > 128 ||
      l->local_size % std::min(l->subgroup, l->local_size) != 0)
    return "host-subgroup-size";
  // RSRC2.LDS_SIZE counts 128-dword granules on GFX10 (RADV: ac_shader_config
  // lds_size granularity 512 bytes for compute).
  l->lds_bytes = ((k.rsrc2 >> 15) & 0x1ff) * 512;
  if (l->lds_bytes > 65536) return "lds-size";
  // RSRC1.VGPRS: granules of 8 (wave32) or 4 (wave64) registers.
  l->vgprs = ((k.rsrc1 & 0x3f) + 1) * (k.wave64 ? 4 : 8);
  // RSRC3.SHARED_VGPR_CNT: blocks of 8, wave64 only (Mesa ac_shader_util;
  // RDNA ISA 3.6.5). Past the 256 a lane may name, none.
  l->shared_vgprs = k.wave64 ? (k.rsrc3 & 0xf) * 8 : 0;
  if (l->shared_vgprs != 0 && l->vgprs + l->shared_vgprs > 256) return "vgpr-allocation";
  return {};
}

void declare_globals(SpirvAsm& a, const Layout& l, bool use_subgroup_ids) {
  a.global("%c_16 = OpConstant %u32 16");
  a.global("%c_3 = OpConstant %u32 3");
  a.global("%arr16 = OpTypeArray %u32 %c_16");
  a.global("%arr3 = OpTypeArray %u32 %c_3");
  a.global("%PushT = OpTypeStruct %u64 %u64 %u64 %arr16 %arr3 %u32 %arr3 %u32 %u32");  // ComputePush
  a.global("%pp_PushT = OpTypePointer PushConstant %PushT");
  a.global("%push = OpVariable %pp_PushT PushConstant");
  a.decorate("OpDecorate %arr16 ArrayStride 4");
  a.decorate("OpDecorate %arr3 ArrayStride 4");
  a.decorate("OpDecorate %PushT Block");
  const unsigned offsets[] = {0, 8, 16, 24, 88, 100, 104, 116, 120};
  for (unsigned i = 0; i < 9; ++i)
    a.decorate(fmt::format("OpMemberDecorate %PushT {} Offset {}", i, offsets[i]));
  a.global(runtime_declarations());
  a.global("%v3u32 = OpTypeVector %u32 3");
  a.global("%ip_v3u32 = OpTypePointer Input %v3u32");
  a.global("%ip_u32 = OpTypePointer Input %u32");
  a.global("%in_wgid = OpVariable %ip_v3u32 Input");
  a.decorate("OpDecorate %in_wgid BuiltIn WorkgroupId");
  a.global("%in_lidx = OpVariable %ip_u32 Input");
  a.decorate("OpDecorate %in_lidx BuiltIn LocalInvocationIndex");
  if (use_subgroup_ids) {
    a.global("%in_sgid = OpVariable %ip_u32 Input");
    a.decorate("OpDecorate %in_sgid BuiltIn SubgroupId");
    a.global("%in_sgii = OpVariable %ip_u32 Input");
    a.decorate("OpDecorate %in_sgii BuiltIn SubgroupLocalInvocationId");
  }
  uint32_t lds_words = std::max<uint32_t>(1, l.lds_bytes / 4);
  a.global(fmt::format("%c_lds_words = OpConstant %u32 {}", lds_words));
  a.global("%lds_arr = OpTypeArray %u32 %c_lds_words");
  a.global("%wp_lds = OpTypePointer Workgroup %lds_arr");
  a.global("%lds = OpVariable %wp_lds Workgroup");
}

void declare_meeting(SpirvAsm& a, const Layout& l) {
  unsigned chunks = std::max(1u, l.wave / l.subgroup);
  a.global(fmt::format("%c_xch_n = OpConstant %u32 {}", 2 * l.local_size));
  a.global(fmt::format("%c_xball_n = OpConstant %u32 {}", 2 * l.waves * chunks));
  a.global(fmt::format("%c_wst_n = OpConstant %u32 {}", 2 * l.waves));
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

V push_u32(SpirvAsm& a, const char* member, unsigned index, bool array = true) {
  std::string p = a.fresh("p");
  if (array)
    a.prologue(fmt::format("{} = OpAccessChain %pp_u32 %push {} {}", p, member, a.u32(index).id));
  else
    a.prologue(fmt::format("{} = OpAccessChain %pp_u32 %push {}", p, member));
  V r{a.fresh("x"), Ty::kU32};
  a.prologue(fmt::format("{} = OpLoad %u32 {}", r.id, p));
  return r;
}

// The lane's place and the registers the hardware initialises for a compute
// wave (LLVM AMDGPUUsage, "Initial Kernel Execution State"; RDNA2 ISA 3.3):
// user SGPRs, then the workgroup ids that RSRC2 enables, the workgroup info
// (TG_SIZE: waves in the group in bits 5:0; the wave's number in 24:20 on
// GFX10.3, where Mesa's ACO and LLVM paths read it, ac_nir and
// visit_load_subgroup_id; 11:6 on earlier chips, left zero here), and the
// scratch wave offset; v0-v2 the thread's id in x, y, z as TIDIG_COMP_CNT says.
void write_prologue(SpirvAsm& a, Emit& e, const Layout& l, bool use_subgroup_ids) {
  auto P = [&](Ty t, const char* op, std::initializer_list<V> args, std::string_view tail = "") {
    return a.prologue_op(t, op, args, tail);
  };
  V flat;
  if (use_subgroup_ids) {
    V sgid{a.fresh("x"), Ty::kU32}, sgii{a.fresh("x"), Ty::kU32};
    a.prologue(fmt::format("{} = OpLoad %u32 %in_sgid", sgid.id));
    a.prologue(fmt::format("{} = OpLoad %u32 %in_sgii", sgii.id));
    flat = P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {sgid, a.u32(l.subgroup)}), sgii});
    // The subgroup invocation of the wave's lane 0 (when the subgroup holds the wave).
    V lane0 = P(Ty::kU32, "OpBitwiseAnd", {sgii, a.u32(l.wave - 1)});
    e.subgroup_first_ = P(Ty::kU32, "OpISub", {sgii, lane0});
  } else {
    flat = V{a.fresh("x"), Ty::kU32};
    a.prologue(fmt::format("{} = OpLoad %u32 %in_lidx", flat.id));
    e.subgroup_first_ = a.u32(0);
  }
  unsigned wshift = l.wave == 64 ? 6 : 5;
  e.flat_ = flat;
  e.wave_ = P(Ty::kU32, "OpShiftRightLogical", {flat, a.u32(wshift)});
  e.lane_ = P(Ty::kU32, "OpBitwiseAnd", {flat, a.u32(l.wave - 1)});
  V sh = P(Ty::kU32, "OpBitwiseAnd", {e.lane_, a.u32(31)});
  V bit = P(Ty::kU32, "OpShiftLeftLogical", {a.u32(1), sh});
  V low = P(Ty::kBool, "OpULessThan", {e.lane_, a.u32(32)});
  e.lane_lo_ = P(Ty::kU32, "OpSelect", {low, bit, a.u32(0)});
  e.lane_hi_ = P(Ty::kU32, "OpSelect", {low, a.u32(0), bit});
}

void init_registers(SpirvAsm& a, Emit& e, const Layout& l, const ComputeKey& k) {
  auto P = [&](Ty t, const char* op, std::initializer_list<V> args) {
    return a.prologue_op(t, op, args);
  };
  a.local_named(Ty::kBool, "%rscc");
  a.prologue(fmt::format("OpStore %rscc {}", a.boolean(false).id));
  std::map<unsigned, V> init;
  unsigned user = (k.rsrc2 >> 1) & 0x1f;
  unsigned n = 0;
  for (; n < user && n < 16; ++n) init[n] = push_u32(a, "%c_push_user", n);
  V wgid{a.fresh("x"), Ty::kVoid};
  a.prologue(fmt::format("{} = OpLoad %v3u32 %in_wgid", wgid.id));
  for (unsigned d = 0; d < 3; ++d) {
    if (((k.rsrc2 >> (7 + d)) & 1) == 0) continue;
    V g = a.prologue_op(Ty::kU32, "OpCompositeExtract", {wgid}, std::to_string(d));
    init[n++] = P(Ty::kU32, "OpIAdd", {g, push_u32(a, "%c_push_gbase", d)});
  }
  // The group's size: NUM_THREAD_FULL, or in a dimension where this is the
  // dispatch's last group, NUM_THREAD_PARTIAL when PARTIAL_TG_EN gave one.
  V partial = push_u32(a, "%c_push_partial", 0, false);
  V dims[3];
  for (unsigned d = 0; d < 3; ++d) {
    V pd = P(Ty::kU32, "OpBitFieldUExtract", {partial, a.u32(10 * d), a.u32(10)});
    V gd = a.prologue_op(Ty::kU32, "OpCompositeExtract", {wgid}, std::to_string(d));
    V last = P(Ty::kBool, "OpIEqual", {gd, P(Ty::kU32, "OpISub", {push_u32(a, "%c_push_groups", d), a.u32(1)})});
    V use = P(Ty::kBool, "OpLogicalAnd", {last, P(Ty::kBool, "OpINotEqual", {pd, a.u32(0)})});
    dims[d] = P(Ty::kU32, "OpSelect", {use, pd, a.u32(k.threads[d])});
  }
  e.group_threads_ = P(Ty::kU32, "OpIMul", {P(Ty::kU32, "OpIMul", {dims[0], dims[1]}), dims[2]});
  if ((k.rsrc2 >> 10) & 1) {
    V waves = P(Ty::kU32, "OpUDiv", {P(Ty::kU32, "OpIAdd", {e.group_threads_, a.u32(l.wave - 1)}), a.u32(l.wave)});
    V info = P(Ty::kU32, "OpBitwiseOr", {P(Ty::kU32, "OpShiftLeftLogical", {e.wave_, a.u32(20)}), waves});
    init[n++] = info;
  }
  e.uses_scratch_offset = (k.rsrc2 & 1) != 0;
  if (e.uses_scratch_offset) {
    // The wave's slot in the scratch ring: its number in this part of the
    // dispatch (the executor makes parts of at most COMPUTE_TMPRING_SIZE.WAVES
    // waves, run one after another).
    V gx = a.prologue_op(Ty::kU32, "OpCompositeExtract", {wgid}, "0");
    V gy = a.prologue_op(Ty::kU32, "OpCompositeExtract", {wgid}, "1");
    V gz = a.prologue_op(Ty::kU32, "OpCompositeExtract", {wgid}, "2");
    V nx = push_u32(a, "%c_push_groups", 0), ny = push_u32(a, "%c_push_groups", 1);
    V lin = P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {gz, ny}), gy}), nx}), gx});
    lin = P(Ty::kU32, "OpISub", {lin, push_u32(a, "%c_push_first", 0, false)});
    V slot = P(Ty::kU32, "OpIAdd", {P(Ty::kU32, "OpIMul", {lin, a.u32(l.waves)}), e.wave_});
    V bytes = push_u32(a, "%c_push_scratch", 0, false);
    init[n++] = P(Ty::kU32, "OpIMul", {slot, bytes});
  }
  if (n > 106) e.refuse("too-many-initial-sgprs");
  // Thread ids.
  V t = e.flat_;
  V tx = P(Ty::kU32, "OpUMod", {t, dims[0]});
  V t1 = P(Ty::kU32, "OpUDiv", {t, dims[0]});
  V ty = P(Ty::kU32, "OpUMod", {t1, dims[1]});
  V tz = P(Ty::kU32, "OpUDiv", {t1, dims[1]});
  std::map<unsigned, V> vinit{{0, tx}};
  unsigned tidig = (k.rsrc2 >> 11) & 3;
  if (tidig >= 1) vinit[1] = ty;
  if (tidig >= 2) vinit[2] = tz;
  // EXEC: the lanes that hold threads of the group.
  V first = P(Ty::kU32, "OpIMul", {e.wave_, a.u32(l.wave)});
  V inside = P(Ty::kBool, "OpULessThan", {first, e.group_threads_});
  V left = P(Ty::kU32, "OpSelect", {inside, P(Ty::kU32, "OpISub", {e.group_threads_, first}), a.u32(0)});
  V count = P(Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, left, a.u32(l.wave)});
  V full = P(Ty::kBool, "OpUGreaterThanEqual", {count, a.u32(64)});
  V sh = P(Ty::kU32, "OpBitwiseAnd", {count, a.u32(63)});
  V m = P(Ty::kU64, "OpISub", {P(Ty::kU64, "OpShiftLeftLogical", {a.u64(1), sh}), a.u64(1)});
  m = P(Ty::kU64, "OpSelect", {full, a.u64(~uint64_t{0}), m});
  init[kExecLo] = P(Ty::kU32, "OpUConvert", {m});
  init[kExecHi] = P(Ty::kU32, "OpUConvert", {P(Ty::kU64, "OpShiftRightLogical", {m, a.u32(32)})});
  // Every register the program names gets a variable; what the hardware does
  // not initialise starts at zero.
  std::set<unsigned> sregs = e.used_sgprs;
  sregs.insert(kExecLo);
  sregs.insert(kExecHi);
  sregs.insert(e.lane_read_sgprs.begin(), e.lane_read_sgprs.end());
  for (unsigned r : sregs) {
    std::string id = fmt::format("%rs{}", r);
    a.local_named(Ty::kU32, id);
    auto it = init.find(r);
    V v = it != init.end() ? it->second : a.u32(0);
    a.prologue(fmt::format("OpStore {} {}", id, v.id));
    if (e.lane_read_sgprs.count(r)) {
      // The lane's copy of its bit of the register (D16).
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
    // MODE (RDNA2 ISA 3.8): FP_ROUND 3:0 and FP_DENORM 7:4 are RSRC1.FLOAT_MODE,
    // then DX10_CLAMP and IEEE.
    uint32_t v = 0;
    if (r == 1)
      v = ((k.rsrc1 >> 12) & 0xff) | ((k.rsrc1 >> 21) & 1) << 8 | ((k.rsrc1 >> 23) & 1) << 9;
    a.prologue(fmt::format("OpStore {} {}", id, a.u32(v).id));
  }
  for (unsigned r : e.used_vgprs) {
    std::string id = fmt::format("%rv{}", r);
    a.local_named(Ty::kU32, id);
    auto it = vinit.find(r);
    a.prologue(fmt::format("OpStore {} {}", id, it != vinit.end() ? it->second.id : a.u32(0).id));
  }
}

// The dispatcher's frame around the cases: the inner loop runs a wave's
// segments until one yields; the outer loop is where the workgroup meets.
std::string dispatcher_head(Emit& e, SpirvAsm& a, const std::string& cases_text) {
  std::string s;
  s += "OpBranch %outer\n%outer = OpLabel\nOpLoopMerge %outer_merge %outer_cont None\n";
  s += "OpBranch %inner\n%inner = OpLabel\nOpLoopMerge %inner_merge %inner_cont None\n";
  s += "OpBranch %dispatch\n%dispatch = OpLabel\n";
  // A guest program may loop forever; the host must not. Each invocation counts
  // the segments it runs and ends its wave past kSegmentBudget, reporting it.
  s += fmt::format("%pcl = OpLoad %u32 {}\n", e.pc_var);
  s += "%bud = OpLoad %u32 %budget\n";
  s += fmt::format("%bud1 = OpIAdd %u32 %bud {}\nOpStore %budget %bud1\n", a.u32(1).id);
  s += fmt::format("%over = OpUGreaterThan %bool %bud1 {}\n", a.u32(kSegmentBudget).id);
  s += fmt::format("%pcv = OpSelect %u32 %over {} %pcl\n", a.u32(kCaseBudget).id);
  s += fmt::format("OpStore {} {}\n", e.yield_var, a.boolean(false).id);
  s += "OpSelectionMerge %smerge None\nOpSwitch %pcv %sdefault";
  for (const auto& [id, label] : e.cases) s += fmt::format(" {} {}", id, label);
  s += fmt::format(" {} %case_stop {} %case_stop {} %case_fault {} %case_budget\n", kCaseEnded,
                   kCaseBarrierWait, kCaseIndirectFault, kCaseBudget);
  s += cases_text;
  s += fmt::format("%case_stop = OpLabel\nOpStore {} {}\nOpBranch %smerge\n", e.yield_var,
                   a.boolean(true).id);
  s += fmt::format("%case_fault = OpLabel\nOpStore {} {}\n", e.pc_var, a.u32(kCaseEnded).id);
  s += fmt::format("OpStore {} {}\n", e.yield_var, a.boolean(true).id);
  s += fmt::format("%st_call = OpFunctionCall %void %fn_status {}\nOpBranch %smerge\n",
                   a.u32(kStatusIndirectBranch).id);
  s += fmt::format("%case_budget = OpLabel\nOpStore {} {}\n", e.pc_var, a.u32(kCaseEnded).id);
  s += fmt::format("OpStore {} {}\n", e.yield_var, a.boolean(true).id);
  s += fmt::format("%bud_call = OpFunctionCall %void %fn_status {}\nOpBranch %smerge\n",
                   a.u32(kStatusWaveBudget).id);
  s += fmt::format("%sdefault = OpLabel\nOpStore {} {}\nOpStore {} {}\nOpBranch %smerge\n",
                   e.pc_var, a.u32(kCaseEnded).id, e.yield_var, a.boolean(true).id);
  s += fmt::format("%smerge = OpLabel\n%yv = OpLoad %bool {}\n", e.yield_var);
  s += "OpBranchConditional %yv %inner_merge %inner_cont\n";
  s += "%inner_cont = OpLabel\nOpBranch %inner\n%inner_merge = OpLabel\n";
  return s;
}

// After every wave of the group has yielded: publish the wave's state, meet,
// count who has ended and who waits at s_barrier, release the barrier when every
// live wave is there, and leave when none is live.
void write_meeting(Emit& e, SpirvAsm& a, const Layout& l) {
  V it = a.load(Ty::kU32, e.iter_var);
  V bank = a.op(Ty::kU32, "OpBitwiseAnd", {it, a.u32(1)});
  V pc = a.load(Ty::kU32, e.pc_var);
  V ended = a.op(Ty::kBool, "OpIEqual", {pc, a.u32(kCaseEnded)});
  V waiting = a.op(Ty::kBool, "OpIEqual", {pc, a.u32(kCaseBarrierWait)});
  V state = a.op(Ty::kU32, "OpSelect", {ended, a.u32(2), a.op(Ty::kU32, "OpSelect", {waiting, a.u32(1), a.u32(0)})});
  V base = a.op(Ty::kU32, "OpIMul", {bank, a.u32(l.waves)});
  V slot = a.op(Ty::kU32, "OpIAdd", {base, e.wave_});
  std::string p = a.fresh("p");
  a.line(fmt::format("{} = OpAccessChain %wp_u32 %wst {}", p, slot.id));
  a.line(fmt::format("OpAtomicStore {} %c_wg %c_sem0 {}", p, state.id));
  a.line("OpControlBarrier %c_wg %c_wg %c_barrier_sem");
  V alive = a.u32(0), at_barrier = a.u32(0);
  for (unsigned w = 0; w < l.waves; ++w) {
    V idx = a.op(Ty::kU32, "OpIAdd", {base, a.u32(w)});
    std::string q = a.fresh("p");
    a.line(fmt::format("{} = OpAccessChain %wp_u32 %wst {}", q, idx.id));
    V s{a.fresh("x"), Ty::kU32};
    a.line(fmt::format("{} = OpAtomicLoad %u32 {} %c_wg %c_sem0", s.id, q));
    alive = a.op(Ty::kU32, "OpIAdd", {alive, e.from_bool(a.op(Ty::kBool, "OpINotEqual", {s, a.u32(2)}))});
    at_barrier = a.op(Ty::kU32, "OpIAdd", {at_barrier, e.from_bool(a.op(Ty::kBool, "OpIEqual", {s, a.u32(1)}))});
  }
  V release = a.op(Ty::kBool, "OpLogicalAnd", {waiting, a.op(Ty::kBool, "OpIEqual", {alive, at_barrier})});
  V resume = a.load(Ty::kU32, e.resume_var);
  a.store(e.pc_var, a.op(Ty::kU32, "OpSelect", {release, resume, pc}));
  a.store(e.iter_var, a.op(Ty::kU32, "OpIAdd", {it, a.u32(1)}));
  V done = a.op(Ty::kBool, "OpIEqual", {alive, a.u32(0)});
  a.line(fmt::format("OpBranchConditional {} %outer_merge %outer_cont", done.id));
}

bool translate_instruction(Emit& e, const isa::ProgramInstruction& pi, const Layout& l) {
  const isa::Instruction& in = pi.inst;
  // Registers past the allocation are not the wave's (RSRC1.VGPRS).
  for (const isa::Operand& o : in.operand_list()) {
    if (o.is_vgpr() && o.kind != isa::OperandKind::kImmediate &&
        o.code - 256u + std::max<unsigned>(1, o.dwords) > l.vgprs + l.shared_vgprs)
      return e.refuse("vgpr-beyond-allocation");
  }
  // The global data share is a graphics-ring resource compute programs here never own.
  if (in.info->encoding == isa::Encoding::kDS && in.field(isa::Field::kGds) != 0) return e.refuse("ds-gds");
  std::string_view base = base_mnemonic(in);
  const OpEntry* op = find_op(base);
  if (op == nullptr) return e.refuse(fmt::format("instruction-{}", base));
  // A bitwise op on masks that the lanes do bit by bit (D16).
  if (translate_lanewise(e, in)) return e.refusal().empty();
  // DPP and SDWA (dpp_sdwa.cpp) reach the handler through Emit's hooks.
  if (!vec::begin_lane_modifiers(e, in)) return false;
  bool ok = op->fn(e, in);
  vec::end_lane_modifiers(e);
  return ok;
}

// The program's instructions as the dispatcher's cases, into `a`'s body (with
// the prologue's head first, which the caller takes back); false with `*r`'s
// refusal set when an instruction or the program's shape is refused.
bool translate_body(Emit& e, SpirvAsm& a, const isa::Program& prog, const Layout& l,
                    bool use_subgroup_ids, std::string* head, TranslateResult* rp) {
  TranslateResult& r = *rp;
  e.internals_waves_ = l.waves;
  e.subgroup_covers_wave = l.subgroup >= l.wave;
  e.subgroup_is_wave = l.subgroup == l.wave;
  e.lds_bytes_ = l.lds_bytes;
  e.shared_vgpr_first = l.vgprs;
  e.shared_vgpr_count = l.shared_vgprs;
  if (unsigned unsure = 7u & ~(e.key.host_denorm_preserve | e.key.host_denorm_kept)) {
    e.unsure_float_widths = unsure;
    a.set_float_hook([&e](const V& result, std::string_view op, const std::vector<V>& args) {
      e.guard_host_float(result, op, args);
    }, unsure);
  }
  declare_globals(a, l, use_subgroup_ids);
  a.begin_function("%main", Ty::kVoid, "%fn_void");
  write_prologue(a, e, l, use_subgroup_ids);
  e.pc_var = "%pc";
  e.yield_var = "%yield";
  e.resume_var = "%resume";
  e.iter_var = "%iter";
  a.local_named(Ty::kU32, "%pc");
  a.local_named(Ty::kBool, "%yield");
  a.local_named(Ty::kU32, "%resume");
  a.local_named(Ty::kU32, "%iter");
  a.local_named(Ty::kU32, "%budget");
  a.local_named(Ty::kBool, "%xbit");
  a.local_named(Ty::kU32, "%xval");
  for (const isa::BasicBlock& b : prog.blocks) e.block_id(b.start);
  SharedVgprs shared{e.shared_vgpr_first, e.shared_vgpr_count};
  std::map<uint32_t, PendingAccess> pending_in = pending_at_blocks(prog, shared);
  PendingAccess pending;
  *head = a.take_body();
  for (size_t i = 0; i < prog.instructions.size(); ++i) {
    const isa::ProgramInstruction& pi = prog.instructions[i];
    e.offset = pi.offset;
    e.next_offset = pi.offset + pi.inst.size;
    auto blk = e.block_ids.find(pi.offset);
    if (blk != e.block_ids.end()) {
      if (!e.segment_closed()) e.jump(a.u32(blk->second));
      e.open_segment(blk->second);
      auto p = pending_in.find(pi.offset);
      pending = p != pending_in.end() ? p->second : PendingAccess{true, true, true, true, true};
    } else if (e.segment_closed()) {
      r.refusal = "unreachable-code";
      return false;
    }
    MemAccess access = mem_access(pi.inst, shared);
    if (pending.conflicts(access)) {
      e.wave_sync();
      pending = {};
    }
    pending.add(access);
    if (std::string_view(pi.inst.info->name) == "s_barrier") pending = {};
    if (!translate_instruction(e, pi, l)) {
      r.refusal = e.refusal();
      r.detail = fmt::format("offset {:#x}: {}", pi.offset, pi.inst.info->name);
      return false;
    }
    bool last = i + 1 == prog.instructions.size() || prog.instructions[i + 1].offset != e.next_offset;
    if (last && !e.segment_closed()) {
      // Running off the decoded code: the next bytes were never reached by the
      // analysis, so the wave cannot go on exactly.
      r.refusal = "runs-past-program";
      r.detail = fmt::format("offset {:#x}", e.next_offset);
      return false;
    }
  }
  if (!e.refusal().empty()) {
    r.refusal = e.refusal();
    return false;
  }
  // Offsets branched to that no instruction starts.
  for (const auto& [off, id] : e.block_ids) {
    bool opened = std::any_of(e.cases.begin(), e.cases.end(), [&](const auto& c) { return c.first == id; });
    if (!opened) {
      r.refusal = "branch-into-instruction";
      r.detail = fmt::format("offset {:#x}", off);
      return false;
    }
  }
  return true;
}

}  // namespace

TranslateResult translate_compute(std::span<const uint8_t> code, const ComputeKey& key) {
  TranslateResult r;
  Layout l;
  if (std::string why = check_key(key, &l); !why.empty()) {
    r.refusal = why;
    return r;
  }
  isa::Program prog =
      isa::analyze_program(code, 0, key.wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32, 1u << 16);
  if (!prog.errors.empty()) {
    r.refusal = "program-decode";
    r.detail = prog.errors.front().message;
    return r;
  }
  bool use_subgroup_ids = true;
  SpirvAsm a;
  Emit e(a, key);
  // Lane masks that lanes read bit by bit (D16): the analysis finds from the
  // opcode table's facts what each instruction does with the scalar registers,
  // and the mask writes whose whole value nothing reads are then made without
  // forming it.
  if (reads_lane_masks(prog) && !(key.host_subgroup >= (key.wave64 ? 64u : 32u)))
    analyze_lane_masks(prog, key.wave64, &e.lane_read_sgprs, &e.deferred_masks);
  std::string head;
  if (!translate_body(e, a, prog, l, use_subgroup_ids, &head, &r)) return r;
  std::string cases_text = a.take_body();
  bool meets = e.uses_crosslane && !e.subgroup_covers_wave;
  meets = meets || e.uses_barrier || e.uses_wave_meeting;
  if (meets) declare_meeting(a, l);
  if (e.uses_shared_vgprs) {
    // Each wave's shared VGPRs: 32 dwords a register, lanes L and L + 32 on one.
    a.global(fmt::format("%c_shv_n = OpConstant %u32 {}", l.waves * l.shared_vgprs * 32));
    a.global("%shv_arr = OpTypeArray %u32 %c_shv_n");
    a.global("%wp_shv = OpTypePointer Workgroup %shv_arr");
    a.global("%shv = OpVariable %wp_shv Workgroup");
  }
  init_registers(a, e, l, key);
  // A wave past the group's threads (a partial group) is never launched: it
  // starts ended, so meetings and s_barrier do not wait for it.
  {
    V first = a.prologue_op(Ty::kU32, "OpIMul", {e.wave_, a.u32(l.wave)});
    V launched = a.prologue_op(Ty::kBool, "OpULessThan", {first, e.group_threads_});
    V pc0 = a.prologue_op(Ty::kU32, "OpSelect", {launched, a.u32(e.block_id(prog.entry)), a.u32(kCaseEnded)});
    a.prologue(fmt::format("OpStore %pc {}", pc0.id));
  }
  a.prologue(fmt::format("OpStore %iter {}", a.u32(0).id));
  a.prologue(fmt::format("OpStore %budget {}", a.u32(0).id));
  a.prologue(fmt::format("OpStore %resume {}", a.u32(0).id));
  a.put_body(head);
  a.put_body(dispatcher_head(e, a, cases_text));
  if (meets)
    write_meeting(e, a, l);
  else
    a.line("OpBranch %outer_merge");
  a.line("%outer_cont = OpLabel\nOpBranch %outer\n%outer_merge = OpLabel\nOpReturn");
  a.end_function();
  a.global(runtime_functions());

  // Denormals must survive the host's arithmetic in every width the module
  // computes in: declared where the host lets it be, known kept, or checked op
  // by op at run time (Emit::guard_host_float).
  unsigned widths = a.float_widths();
  if (unsigned declare = widths & key.host_denorm_preserve) {
    a.capability("DenormPreserve");
    for (unsigned i = 0; i < 3; ++i)
      if (declare & (1u << i)) a.execution_mode(fmt::format("DenormPreserve {}", 16u << i));
  }
  a.capability("GroupNonUniform");
  a.capability("GroupNonUniformBallot");
  a.capability("GroupNonUniformShuffle");
  a.execution_mode(fmt::format("LocalSize {} 1 1", l.local_size));
  std::string iface = "%push %in_wgid %in_lidx %lds";
  if (use_subgroup_ids) iface += " %in_sgid %in_sgii";
  if (meets) iface += " %xch %xball %wst";
  if (e.uses_shared_vgprs) iface += " %shv";
  std::string text = a.text(iface);
  // Function bodies must follow every declaration: move the runtime functions
  // (declared with the globals) after them.
  r.module.assembly = text;
  if (!e.refusal().empty()) {
    r.refusal = e.refusal();
    return r;
  }
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  std::string diag;
  tools.SetMessageConsumer([&](spv_message_level_t, const char*, const spv_position_t& pos, const char* m) {
    diag += fmt::format("line {}: {}; ", pos.line, m);
  });
  if (!tools.Assemble(text, &r.module.spirv, SPV_TEXT_TO_BINARY_OPTION_PRESERVE_NUMERIC_IDS & 0)) {
    r.refusal = "translator-assembly";
    r.detail = diag;
    return r;
  }
  spvtools::ValidatorOptions vopts;
  if (!tools.Validate(r.module.spirv.data(), r.module.spirv.size(), vopts)) {
    r.refusal = "translator-validation";
    r.detail = diag;
    return r;
  }
  r.module.local_size = l.local_size;
  r.module.waves_per_group = l.waves;
  r.module.required_subgroup = l.subgroup;
  r.module.uses_scratch = e.uses_scratch_offset;
  r.module.instructions = static_cast<uint32_t>(prog.instructions.size());
  r.module.code_bytes = prog.end;
  r.ok = true;
  return r;
}

}  // namespace rdnavk::xlate
