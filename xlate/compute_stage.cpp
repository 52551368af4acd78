// The compute stage (stage.h): a dispatch's workgroups as SPIR-V workgroups,
// the registers COMPUTE_PGM_RSRC1-3 and the dispatch initiator set up, and the
// push constants of ComputePush (push_layout.h).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstddef>

#include "regs/gfx103_types.h"
#include "xlate/emit.h"
#include "xlate/module_writer.h"
#include "xlate/push_layout.h"
#include "xlate/stage_common.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {

namespace {

// The wave's configuration from the dispatch's registers, or the name of what
// is refused.
std::string compute_config(const ComputeKey& k, WaveConfig* l) {
  regs::ComputePgmRsrc2 rsrc2{k.rsrc2};
  regs::ComputePgmRsrc3 rsrc3{k.rsrc3};
  l->wave = k.wave64 ? 64 : 32;
  unsigned threads = unsigned{k.threads[0]} * k.threads[1] * k.threads[2];
  if (threads == 0 || threads > 1024) return "thread-group-size";
  if (std::string why = group_of_waves(threads, k.host_subgroup, l); !why.empty()) return why;
  if (std::string why = wave_resources(k.rsrc1, rsrc3.shared_vgpr_cnt(), rsrc2.lds_size(), l);
      !why.empty())
    return why;
  l->lds_in_buffer = k.lds_in_buffer && l->lds_bytes != 0;
  return {};
}

class ComputeStage final : public Stage {
 public:
  ComputeStage(const ComputeKey& k, const WaveConfig& l) : key_(k), l_(l) {}

  const char* execution_model() const override { return "GLCompute"; }
  bool has_workgroup_memory() const override { return true; }
  // TA_CS_BC_BASE_ADDR/_HI: the executor writes it into the dispatch's status
  // record, as ComputePush has no room for it (D34).
  V border_colour_table(SpirvAsm& a) const override {
    return status_record_u64(a, offsetof(StatusRecord, border_colours));
  }
  bool uses_scratch() const { return regs::ComputePgmRsrc2{key_.rsrc2}.scratch_en() != 0; }

  void declare_interface(SpirvAsm& a) override {
    declare_push(a, PushLayout<ComputePush>::kMembers);
    declare_group_builtins(a);
  }
  std::string interface_ids() const override { return std::string("%push ") + kGroupBuiltinIds; }
  void execution_modes(SpirvAsm& a) const override {
    a.execution_mode(fmt::format("LocalSize {} 1 1", l_.local_size));
  }
  void place_lanes(SpirvAsm& a, Emit& e) override {
    place_group_lanes(a, e, key_.host_subgroup, l_.wave);
  }

  bool initial_state(SpirvAsm& a, Emit& e, InitialState* s) override;
  unsigned region_user_sgprs() const override {
    return key_.memory_regions
               ? std::min<unsigned>(regs::ComputePgmRsrc2{key_.rsrc2}.user_sgpr(), 16)
               : 0;
  }
  bool lanes_in_order() const override {
    return full_waves() && key_.threads[1] == 1 && key_.threads[2] == 1;
  }
  // The local invocation's ids, in v0 to v2.
  unsigned start_vgprs() const override { return 3; }
  // Groups of whole waves, none of them made partial by the dispatch.
  bool full_waves() const override {
    unsigned threads = unsigned{key_.threads[0]} * key_.threads[1] * key_.threads[2];
    return !key_.partial_groups && threads % l_.wave == 0;
  }

 private:
  static V P(SpirvAsm& a, Ty t, const char* op, std::initializer_list<V> args,
             std::string_view tail = "") {
    return a.prologue_op(t, op, args, tail);
  }
  const ComputeKey& key_;
  const WaveConfig& l_;
};

// The registers the hardware initialises for a compute wave (LLVM AMDGPUUsage,
// "Initial Kernel Execution State"; RDNA2 ISA 3.3): user SGPRs, then the
// workgroup ids that RSRC2 enables, the workgroup info (TG_SIZE: waves in the
// group in bits 5:0 and the wave's number both in bits 11:6 and in 24:20: Mesa
// reads each on GFX10.3, bits 24:20 for the subgroup id (visit_load_subgroup_id)
// and TG_SIZE & 0xfc0 for a multi-dimensional group's local invocation index
// (ac_nir's lowering of load_local_invocation_index), and the scratch wave
// offset; v0-v2 the thread's id in x, y, z as TIDIG_COMP_CNT says.
bool ComputeStage::initial_state(SpirvAsm& a, Emit& e, InitialState* s) {
  regs::ComputePgmRsrc2 rsrc2{key_.rsrc2};
  std::map<unsigned, V>& init = s->sgprs;
  unsigned user = rsrc2.user_sgpr();
  unsigned n = 0;
  for (; n < user && n < 16; ++n) init[n] = push_u32(a, "user_data", n, true);
  V wgid{a.fresh("x"), Ty::kVoid};
  a.prologue(fmt::format("{} = OpLoad %v3u32 %in_wgid", wgid.id));
  V g[3];
  for (unsigned d = 0; d < 3; ++d)
    g[d] = P(a, Ty::kU32, "OpCompositeExtract", {wgid}, std::to_string(d));
  const bool tgid_en[3] = {rsrc2.tgid_x_en() != 0, rsrc2.tgid_y_en() != 0, rsrc2.tgid_z_en() != 0};
  for (unsigned d = 0; d < 3; ++d) {
    if (!tgid_en[d]) continue;
    init[n++] = P(a, Ty::kU32, "OpIAdd", {g[d], push_u32(a, "group_base", d, true)});
  }
  // The group's size: NUM_THREAD_FULL, or in a dimension where this is the
  // dispatch's last group, NUM_THREAD_PARTIAL when PARTIAL_TG_EN gave one.
  V partial = push_u32(a, "partial", 0, false);
  V dims[3];
  for (unsigned d = 0; d < 3; ++d) {
    V pd = P(a, Ty::kU32, "OpBitFieldUExtract", {partial, a.u32(10 * d), a.u32(10)});
    V last_group = P(a, Ty::kU32, "OpISub", {push_u32(a, "groups", d, true), a.u32(1)});
    V last = P(a, Ty::kBool, "OpIEqual", {g[d], last_group});
    V use = P(a, Ty::kBool, "OpLogicalAnd", {last, P(a, Ty::kBool, "OpINotEqual", {pd, a.u32(0)})});
    dims[d] = P(a, Ty::kU32, "OpSelect", {use, pd, a.u32(key_.threads[d])});
  }
  e.group_threads_ =
      P(a, Ty::kU32, "OpIMul", {P(a, Ty::kU32, "OpIMul", {dims[0], dims[1]}), dims[2]});
  if (rsrc2.tg_size_en()) {
    V waves = P(a, Ty::kU32, "OpUDiv",
                {P(a, Ty::kU32, "OpIAdd", {e.group_threads_, a.u32(l_.wave - 1)}), a.u32(l_.wave)});
    V number = P(a, Ty::kU32, "OpBitwiseOr",
                 {P(a, Ty::kU32, "OpShiftLeftLogical", {e.wave_, a.u32(6)}),
                  P(a, Ty::kU32, "OpShiftLeftLogical", {e.wave_, a.u32(20)})});
    init[n++] = P(a, Ty::kU32, "OpBitwiseOr", {number, waves});
  }
  // The group's number in this part of the dispatch: the executor makes parts
  // of at most COMPUTE_TMPRING_SIZE.WAVES waves and, with the LDS in a buffer,
  // of at most the groups whose regions it holds, run one after another.
  V lin;
  if (uses_scratch() || l_.lds_in_buffer) {
    V nx = push_u32(a, "groups", 0, true), ny = push_u32(a, "groups", 1, true);
    V row = P(a, Ty::kU32, "OpIAdd", {P(a, Ty::kU32, "OpIMul", {g[2], ny}), g[1]});
    lin = P(a, Ty::kU32, "OpIAdd", {P(a, Ty::kU32, "OpIMul", {row, nx}), g[0]});
    lin = P(a, Ty::kU32, "OpISub", {lin, push_u32(a, "scratch_first_group", 0, false)});
  }
  if (l_.lds_in_buffer) {
    // The group's LDS region (D55).
    V arena = status_record_u64(a, offsetof(StatusRecord, lds));
    V at = P(a, Ty::kU64, "OpIMul",
             {P(a, Ty::kU64, "OpUConvert", {lin}), a.u64(uint64_t{l_.lds_bytes})});
    a.prologue(fmt::format("OpStore %lds_base {}", P(a, Ty::kU64, "OpIAdd", {arena, at}).id));
  }
  if (uses_scratch()) {
    // The wave's slot in the scratch ring: its number in this part.
    V slot = P(a, Ty::kU32, "OpIAdd", {P(a, Ty::kU32, "OpIMul", {lin, a.u32(l_.waves)}), e.wave_});
    V bytes = push_u32(a, "scratch_wave_bytes", 0, false);
    init[n++] = P(a, Ty::kU32, "OpIMul", {slot, bytes});
  }
  if (n > kSgprCount) return e.refuse("too-many-initial-sgprs");
  // Thread ids.
  V t = e.flat_;
  V tx = P(a, Ty::kU32, "OpUMod", {t, dims[0]});
  V t1 = P(a, Ty::kU32, "OpUDiv", {t, dims[0]});
  s->vgprs[0] = tx;
  unsigned tidig = rsrc2.tidig_comp_cnt();
  if (tidig >= 1) s->vgprs[1] = P(a, Ty::kU32, "OpUMod", {t1, dims[1]});
  if (tidig >= 2) s->vgprs[2] = P(a, Ty::kU32, "OpUDiv", {t1, dims[1]});
  // EXEC: the lanes that hold threads of the group.
  V first = P(a, Ty::kU32, "OpIMul", {e.wave_, a.u32(l_.wave)});
  V inside = P(a, Ty::kBool, "OpULessThan", {first, e.group_threads_});
  V left = P(a, Ty::kU32, "OpSelect",
             {inside, P(a, Ty::kU32, "OpISub", {e.group_threads_, first}), a.u32(0)});
  V count = P(a, Ty::kU32, "OpExtInst", {V{"%glsl UMin", Ty::kVoid}, left, a.u32(l_.wave)});
  V m = low_lanes_mask(a, count);
  init[kExecLo] = P(a, Ty::kU32, "OpUConvert", {m});
  init[kExecHi] =
      P(a, Ty::kU32, "OpUConvert", {P(a, Ty::kU64, "OpShiftRightLogical", {m, a.u32(32)})});
  // A wave past the group's threads (a partial group) is never launched.
  s->launched = inside;
  return true;
}

}  // namespace

TranslateResult translate_compute(std::span<const uint8_t> code, const ComputeKey& key) {
  WaveConfig l;
  if (std::string why = compute_config(key, &l); !why.empty()) return refused_module(why);
  ComputeStage stage(key, l);
  TranslateResult r = write_module(code, key, l, stage);
  r.module.uses_scratch = stage.uses_scratch();
  r.module.lds_buffer_bytes = l.lds_in_buffer ? l.lds_bytes : 0;
  if (!r.ok) r.module.regions.clear();
  return r;
}

}  // namespace rdnavk::xlate
