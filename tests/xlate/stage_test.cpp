// The translator's core with a stage other than compute (D18): a fragment
// stage written here, with no workgroup memory and a wave that one host
// subgroup holds, gets modules that SPIRV-Tools validates as fragment modules;
// the instructions whose meaning is the stage's reach it; what needs workgroup
// memory is refused by name. And the push layout's three views agree. No
// Vulkan device: modules are translated and validated only.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <cstddef>
#include <string>

#include "tests/xlate/assemble.h"
#include "xlate/emit.h"
#include "xlate/module_writer.h"
#include "xlate/stage_common.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {
namespace {

using testing::assemble;

// A pixel-like stage: a fragment entry point whose wave is the host subgroup,
// lanes placed by SubgroupLocalInvocationId, every lane launched with EXEC
// all ones, and exp counted rather than carried out.
class FragmentLikeStage final : public Stage {
 public:
  explicit FragmentLikeStage(unsigned wave) : wave_(wave) {}
  const char* execution_model() const override { return "Fragment"; }
  bool has_workgroup_memory() const override { return false; }
  // Its block is ComputePush, whose status record holds the table's address.
  V border_colour_table(SpirvAsm& a) const override {
    return status_record_u64(a, offsetof(StatusRecord, border_colours));
  }
  void declare_interface(SpirvAsm& a) override {
    declare_push(a, PushLayout<ComputePush>::kMembers);
    a.global("%ip_u32 = OpTypePointer Input %u32");
    a.global("%in_sgii = OpVariable %ip_u32 Input");
    a.decorate("OpDecorate %in_sgii BuiltIn SubgroupLocalInvocationId");
    a.decorate("OpDecorate %in_sgii Flat");
  }
  std::string interface_ids() const override { return "%push %in_sgii"; }
  void execution_modes(SpirvAsm& a) const override { a.execution_mode("OriginUpperLeft"); }
  void place_lanes(SpirvAsm& a, Emit& e) override {
    V sgii{a.fresh("x"), Ty::kU32};
    a.prologue(fmt::format("{} = OpLoad %u32 %in_sgii", sgii.id));
    place_subgroup_wave_lanes(a, e, sgii);
    e.group_threads_ = a.u32(wave_);
  }
  bool initial_state(SpirvAsm& a, Emit&, InitialState* s) override {
    s->sgprs[kExecLo] = a.u32(~0u);
    s->sgprs[kExecHi] = a.u32(wave_ == 64 ? ~0u : 0u);
    s->launched = a.boolean(true);
    return true;
  }
  bool exp(Emit&, const isa::Instruction&) override {
    ++exports;
    return true;
  }
  unsigned split_sensitive_vgprs() const override { return sensitive; }
  unsigned exports = 0;
  unsigned sensitive = 0;

 private:
  unsigned wave_;
};

struct Translated {
  TranslateResult result;
  unsigned exports = 0;
};

Translated translate_fragment(const std::string& text, bool wave64, unsigned sensitive = 0) {
  std::string error;
  std::vector<uint8_t> code = assemble(text, wave64, &error);
  EXPECT_FALSE(code.empty()) << error;
  WaveKey key;
  key.wave64 = wave64;
  key.host_subgroup = wave64 ? 64 : 32;
  key.host_denorm_kept = 7;
  WaveConfig config;
  config.wave = config.local_size = wave64 ? 64 : 32;
  config.vgprs = 256;
  FragmentLikeStage stage(config.wave);
  stage.sensitive = sensitive;
  Translated t{write_module(code, key, config, stage), 0};
  t.exports = stage.exports;
  return t;
}

TEST(StageTest, AFragmentStageGetsAValidFragmentModuleWithNoWorkgroupMemory) {
  for (bool wave64 : {false, true}) {
    std::string vcc = wave64 ? "vcc" : "vcc_lo";
    Translated t = translate_fragment(fmt::format(R"(
      v_add_nc_u32 v1, v0, 3
      v_cmp_gt_u32 {0}, 5, v1
      v_cndmask_b32 v2, 0, 1, {0}
      exp mrt0 v1, v2, v1, v2 done vm
      s_endpgm
    )",
                                                  vcc),
                                      wave64);
    ASSERT_TRUE(t.result.ok) << t.result.refusal << " " << t.result.detail;
    const std::string& text = t.result.module.assembly;
    EXPECT_NE(text.find("OpEntryPoint Fragment %main"), std::string::npos);
    EXPECT_EQ(text.find("Workgroup"), std::string::npos) << "a fragment module has none";
    EXPECT_EQ(text.find("GLCompute"), std::string::npos);
    EXPECT_EQ(t.exports, 1u);
  }
}

// D38: in a quad draw the pixel program's barycentrics (v0 and v1 here) may
// reach v_interp only; anything else reading them while they hold the
// starting values would see which triangle the pixel fell in.
TEST(StageTest, QuadBarycentricsReachOnlyInterpolation) {
  struct Case {
    const char* what;
    const char* body;  // then v3 exported
    unsigned sensitive;
    const char* refusal;
  };
  const Case cases[] = {
      // Written first, then read: the values are the program's own. (v_interp's
      // reads are the pixel stage's; piglit's quads show them, Piglit.quads.)
      {"rewritten", "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 2.0\nv_add_f32 v3, v0, v1", 2, ""},
      {"read", "v_add_f32 v3, v0, v1", 2, "draw-quad-barycentrics"},
      // A write in a branch may be skipped: the read after it still refuses.
      {"branch", "s_cbranch_scc0 skip\nv_mov_b32 v1, 0\nskip:\nv_mov_b32 v3, v1", 2,
       "draw-quad-barycentrics"},
      // A write under a narrowed EXEC covers the lanes that read after it
      // while EXEC only narrows; once it widens, the other lanes' start
      // values may be read.
      {"narrowed", "v_cmpx_gt_u32 5, v2\nv_mov_b32 v1, 0\nv_mov_b32 v3, v1", 2, ""},
      {"widened",
       "v_cmp_gt_u32 vcc_lo, 5, v2\ns_and_saveexec_b32 s0, vcc_lo\nv_mov_b32 v1, 0\n"
       "s_or_b32 exec_lo, exec_lo, s0\nv_mov_b32 v3, v1",
       2, "draw-quad-barycentrics"},
      // EXEC set back from a copy made after the write: the lanes on again
      // are those it was written on (a copy shader's branch per stream, say).
      {"restored",
       "v_cmpx_gt_u32 5, v2\nv_mov_b32 v1, 0\ns_mov_b32 s0, exec_lo\nv_cmpx_gt_u32 4, v2\n"
       "s_or_b32 exec_lo, exec_lo, s0\nv_mov_b32 v3, v1",
       2, ""},
      {"restored, written inside",
       "v_cmpx_gt_u32 5, v2\ns_mov_b32 s0, exec_lo\nv_cmpx_gt_u32 4, v2\nv_mov_b32 v1, 0\n"
       "s_or_b32 exec_lo, exec_lo, s0\nv_mov_b32 v3, v1",
       2, "draw-quad-barycentrics"},
      {"copy overwritten",
       "v_cmpx_gt_u32 5, v2\nv_mov_b32 v1, 0\ns_mov_b32 s0, exec_lo\nv_cmpx_gt_u32 4, v2\n"
       "s_mov_b32 s0, -1\ns_or_b32 exec_lo, exec_lo, s0\nv_mov_b32 v3, v1",
       2, "draw-quad-barycentrics"},
      // Joined with a narrower copy after a wider one: the written registers
      // are those of both EXECs.
      {"joined after a wider one",
       "v_cmpx_gt_u32 5, v2\ns_mov_b32 s0, exec_lo\nv_cmpx_gt_u32 4, v2\nv_mov_b32 v1, 0\n"
       "s_mov_b32 s1, exec_lo\ns_or_b32 exec_lo, exec_lo, s0\ns_or_b32 exec_lo, exec_lo, s1\n"
       "v_mov_b32 v3, v1",
       2, "draw-quad-barycentrics"},
      {"set back exactly",
       "v_cmpx_gt_u32 5, v2\nv_mov_b32 v1, 0\ns_and_saveexec_b32 s0, vcc_lo\n"
       "s_mov_b32 exec_lo, s0\nv_mov_b32 v3, v1",
       2, ""},
      // Triangles (no sensitive registers) read them freely.
      {"triangles", "v_add_f32 v3, v0, v1", 0, ""},
  };
  for (const Case& c : cases) {
    Translated t = translate_fragment(
        std::string(c.body) + "\nexp mrt0 v3, v3, v3, v3 done vm\ns_endpgm", false, c.sensitive);
    EXPECT_EQ(t.result.refusal, c.refusal) << c.what << ": " << t.result.detail;
  }
}

TEST(StageTest, WhatNeedsWorkgroupMemoryIsRefusedInAStageWithout) {
  Translated lds = translate_fragment(R"(
    v_lshlrev_b32 v1, 2, v0
    ds_write_b32 v1, v0
    s_endpgm
  )",
                                      false);
  EXPECT_FALSE(lds.result.ok);
  EXPECT_EQ(lds.result.refusal, "lds-without-workgroup-memory");
  Translated barrier = translate_fragment("s_barrier\ns_endpgm", false);
  EXPECT_FALSE(barrier.result.ok);
  EXPECT_EQ(barrier.result.refusal, "wave-meeting-without-workgroup-memory");
}

TEST(StageTest, ComputeRefusesTheStageInstructionsByName) {
  std::string error;
  ComputeKey key;
  key.wave64 = false;
  key.threads[0] = 32;
  key.host_subgroup = 8;
  key.host_denorm_kept = 7;
  key.rsrc1 = 0x3f;
  auto refusal = [&](const char* text) {
    std::vector<uint8_t> code = assemble(text, false, &error);
    EXPECT_FALSE(code.empty()) << error;
    return translate_compute(code, key).refusal;
  };
  EXPECT_EQ(refusal("exp mrt0 v1, v1, v1, v1 done vm\ns_endpgm"), "instruction-exp");
  EXPECT_EQ(refusal("v_interp_p1_f32 v1, v0, attr0.x\ns_endpgm"), "instruction-v_interp_p1_f32");
  // MSG_GS_DONE is message 3 (SIMM16 bits 3:0).
  EXPECT_EQ(refusal("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)\ns_endpgm"), "sendmsg-3");
  EXPECT_EQ(find_op("exp"), nullptr) << "stage instructions are not in the families' table";
  EXPECT_NE(find_stage_op("exp"), nullptr);
}

TEST(StageTest, ThePushLayoutsStructSpirvAndOffsetsComeFromOneList) {
  // Every member's offset is where the C++ struct has it; the members follow
  // std430 without gaps the SPIR-V block would not have.
  const auto& members = PushLayout<ComputePush>::kMembers;
  EXPECT_EQ(members[0].offset, offsetof(ComputePush, page_table));
  EXPECT_EQ(members[2].offset, offsetof(ComputePush, program_va));
  size_t end = 0;
  for (const PushMember& m : members) {
    EXPECT_EQ(m.offset % (m.bits / 8), 0u) << m.name;
    EXPECT_EQ(m.offset, end) << m.name << " leaves a gap";
    end = m.offset + (m.bits / 8) * (m.count == 0 ? 1u : m.count);
  }
  EXPECT_EQ(end, sizeof(ComputePush));
  // The module declares exactly those offsets.
  std::string error;
  std::vector<uint8_t> code = assemble("s_endpgm", false, &error);
  ComputeKey key;
  key.wave64 = false;
  key.threads[0] = 32;
  key.host_subgroup = 8;
  TranslateResult r = translate_compute(code, key);
  ASSERT_TRUE(r.ok) << r.refusal;
  for (size_t i = 0; i < std::size(members); ++i) {
    std::string decl = fmt::format("OpMemberDecorate %PushT {} Offset {}\n", i, members[i].offset);
    EXPECT_NE(r.module.assembly.find(decl), std::string::npos) << decl;
  }
}

TEST(StageTest, TheWaveStartsInTheFloatModeTheStageDecoded) {
  // s_getreg of MODE: FP_ROUND 3:0, FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9.
  std::string error;
  std::vector<uint8_t> code =
      assemble("s_getreg_b32 s0, hwreg(HW_REG_MODE)\ns_endpgm", false, &error);
  ComputeKey key;
  key.wave64 = false;
  key.threads[0] = 32;
  key.host_subgroup = 8;
  // COMPUTE_PGM_RSRC1: FLOAT_MODE 0xc0 (bits 19:12), DX10_CLAMP (21), IEEE_MODE (23).
  key.rsrc1 = 0x3f | 0xc0u << 12 | 1u << 21 | 1u << 23;
  TranslateResult r = translate_compute(code, key);
  ASSERT_TRUE(r.ok) << r.refusal;
  // The MODE variable starts at 0x3c0 (as a constant of the module).
  EXPECT_NE(r.module.assembly.find("OpConstant %u32 960\n"), std::string::npos);
}

// An NGG program's key for a subgroup of 64 vertices and primitives, one LDS
// granule, on NVIDIA's subgroups of 32.
MeshKey ngg_key() {
  MeshKey key;
  key.wave64 = true;
  key.rsrc1 = 0x3f;
  key.rsrc2 = 1u << 15;  // LDS_SIZE: one granule
  key.max_vertices = 64;
  key.max_primitives = 64;
  key.host_subgroup = 32;
  key.host_denorm_kept = 7;
  return key;
}

// The global data share (decision record 0046): a draw's programs add to it
// with ds_add_u32 and GDS set, at the dword the draw's record names; any other
// GDS access, and any from a stage without it (compute), escapes.
TEST(StageTest, GdsAddsReachTheDrawsShareAndNothingElse) {
  std::string error;
  const char* add =
      "v_mov_b32 v1, 4\nv_mov_b32 v2, 1\ns_movk_i32 m0, 0x100\n"
      "ds_add_u32 v1, v2 gds\ns_endpgm";
  std::vector<uint8_t> code = testing::assemble(add, true, &error);
  ASSERT_FALSE(code.empty()) << error;
  const MeshKey key = ngg_key();
  TranslateResult mesh = translate_mesh(code, key);
  ASSERT_TRUE(mesh.ok) << mesh.refusal << " " << mesh.detail;
  EXPECT_TRUE(mesh.module.uses_gds);
  EXPECT_NE(mesh.module.assembly.find("OpAtomicIAdd %u32"), std::string::npos);
  // A GDS write is not carried out: it escapes.
  code = testing::assemble("v_mov_b32 v1, 4\nds_write_b32 v1, v1 gds\ns_endpgm", true, &error);
  ASSERT_FALSE(code.empty()) << error;
  TranslateResult write = translate_mesh(code, key);
  ASSERT_TRUE(write.ok) << write.refusal;
  EXPECT_FALSE(write.module.uses_gds);
  EXPECT_NE(write.module.assembly.find("OpConstant %u32 " + std::to_string(kStatusGds)),
            std::string::npos);
  // A compute program has no share.
  code = testing::assemble(add, true, &error);
  ComputeKey ck;
  ck.wave64 = true;
  ck.threads[0] = 64;
  ck.host_subgroup = 32;
  ck.host_denorm_kept = 7;
  ck.rsrc1 = 0x3f;
  TranslateResult compute = translate_compute(code, ck);
  ASSERT_TRUE(compute.ok) << compute.refusal;
  EXPECT_FALSE(compute.module.uses_gds);
}

// Whether a program may write guest memory (CompiledModule::stores_memory,
// decision record 0047): a store or atomic to memory, or a GDS access, does;
// the LDS's own accesses and loads do not.
TEST(StageTest, AModuleSaysWhetherItsProgramStoresToMemory) {
  std::string error;
  const MeshKey key = ngg_key();
  auto stores = [&](const char* body) {
    std::vector<uint8_t> code = testing::assemble(std::string(body) + "\ns_endpgm", true, &error);
    EXPECT_FALSE(code.empty()) << error;
    TranslateResult r = translate_mesh(code, key);
    EXPECT_TRUE(r.ok) << body << ": " << r.refusal << " " << r.detail;
    return r.module.stores_memory;
  };
  EXPECT_FALSE(stores("v_mov_b32 v1, 0"));
  EXPECT_FALSE(stores("v_mov_b32 v1, 0\nglobal_load_dword v2, v1, s[2:3]\ns_waitcnt vmcnt(0)"));
  EXPECT_FALSE(stores("v_mov_b32 v1, 0\nds_write_b32 v1, v1\nds_read_b32 v2, v1"));
  // Exports, messages and waits, which LLVM marks as stores, reach no memory.
  EXPECT_FALSE(stores("v_mov_b32 v1, 0\ns_waitcnt_expcnt null, 0\ns_waitcnt vmcnt(0) lgkmcnt(0)"));
  EXPECT_FALSE(
      stores("s_mov_b32 m0, 0\ns_sendmsg sendmsg(MSG_GS_ALLOC_REQ)\n"
             "v_mov_b32 v1, 0\nexp pos0 v1, v1, v1, v1 done"));
  EXPECT_TRUE(
      stores("v_mov_b32 v1, 0\nimage_store v[1:4], v1, s[4:11] dmask:0xf dim:SQ_RSRC_IMG_1D"));
  EXPECT_TRUE(stores("v_mov_b32 v1, 0\nscratch_store_dword v1, v1, off"));
  EXPECT_TRUE(stores("v_mov_b32 v1, 0\nglobal_store_dword v1, v1, s[2:3]"));
  EXPECT_TRUE(stores("v_mov_b32 v1, 0\nglobal_atomic_add v1, v1, s[2:3]"));
  EXPECT_TRUE(stores("v_mov_b32 v1, 0\nbuffer_store_dword v1, v1, s[4:7], 0 offen"));
  EXPECT_TRUE(stores("v_mov_b32 v1, 0\ns_movk_i32 m0, 0x100\nds_add_u32 v1, v1 gds"));
}

}  // namespace
}  // namespace rdnavk::xlate
