// Where a host subgroup holds the whole wave (NVIDIA's 32 lanes and waves of
// 32), each cross-lane step checks that every lane of the wave is there (D32,
// kStatusLanesApart). A check is written once per block: a second step in the
// same block, with no call between, is reached by the lanes the first one saw,
// all of them together. A call, a branch or a new block makes the next step
// check again.
#include <fmt/format.h>

#include <cstdint>
#include <regex>
#include <string>
#include <vector>

#include "tests/xlate/assemble.h"
#include "tests/xlate/xlate_fixture.h"
#include "xlate/spirv_asm.h"
#include "xlate/status.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

// The checks the module of `text` writes with the wave whole in one host
// subgroup (its lanes as wide as the wave, as NVIDIA's are for waves of 32).
size_t checks(const std::string& text, bool w64) {
  std::string error;
  std::vector<uint8_t> code = assemble(wave_masks(text, w64), w64, &error);
  EXPECT_FALSE(code.empty()) << error;
  ComputeKey k = lavapipe_key(w64, 64);
  k.host_subgroup = w64 ? 64 : 32;
  k.host_reconverges = true;
  // Held whole: a wave of 32 whose lanes never need each other would be a split
  // wave of one subgroup (D63), with no cross-lane step to check.
  k.split_waves = false;
  TranslateResult t = translate_compute(code, k);
  EXPECT_TRUE(t.ok) << t.refusal << " " << t.detail;
  const std::string& s = t.module.assembly;
  std::smatch m;
  std::regex constant(fmt::format("(%c[0-9]+) = OpConstant %u32 {}\n", kStatusLanesApart));
  if (!std::regex_search(s, m, constant)) return 0;
  std::string call = "OpFunctionCall %void %fn_status " + m[1].str() + "\n";
  size_t n = 0;
  for (size_t p = 0; (p = s.find(call, p)) != std::string::npos; ++p) ++n;
  return n;
}

TEST(LanesTogether, EachBlockChecksOnceUntilACallOrBranch) {
  struct Case {
    const char* name;
    const char* text;
    size_t want;
  };
  // Each compare writes a mask: a ballot, a cross-lane step.
  const Case cases[] = {
      {"one compare", R"(
  v_cmp_gt_u32 {VCC}, 5, v0
  v_cndmask_b32 v1, 0, 1, {VCC}
  s_endpgm
)",
       1},
      {"three compares in one block", R"(
  v_cmp_gt_u32 {VCC}, 5, v0
  v_cndmask_b32 v1, 0, 1, {VCC}
  v_cmp_gt_u32 {S4}, 9, v0
  v_cndmask_b32 v2, 0, 1, {S4}
  v_cmp_eq_u32 {VCC}, v1, v2
  v_cndmask_b32 v3, 0, 1, {VCC}
  s_endpgm
)",
       1},
      {"a load between (a call, its lanes apart inside)", R"(
  v_cmp_gt_u32 {VCC}, 5, v0
  v_cndmask_b32 v1, 0, 1, {VCC}
  v_lshlrev_b32 v4, 2, v0
  global_load_dword v5, v4, s[0:1]
  s_waitcnt vmcnt(0)
  v_cmp_gt_u32 {VCC}, v5, v0
  v_cndmask_b32 v2, 0, 1, {VCC}
  s_endpgm
)",
       2},
      {"a branch between", R"(
  v_cmp_gt_u32 {VCC}, 5, v0
  v_cndmask_b32 v1, 0, 1, {VCC}
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 skip
  v_add_nc_u32 v1, v1, 1
skip:
  v_cmp_gt_u32 {VCC}, 9, v0
  v_cndmask_b32 v2, 0, 1, {VCC}
  s_endpgm
)",
       2},
  };
  for (bool w64 : {false, true})
    for (const Case& c : cases)
      EXPECT_EQ(checks(c.text, w64), c.want) << c.name << (w64 ? " (wave64)" : " (wave32)");
}

// The serial the check goes by: the same across ops and stores of one block,
// another after each call, branch, label and structured construct.
TEST(LanesTogether, FlowSerialPartsAtEveryWayTheLanesMayPart) {
  SpirvAsm a;
  a.begin_function("%f", Ty::kVoid, "%fn_void");
  a.label("%start");
  uint64_t s = a.flow_serial();
  V x = a.op(Ty::kU32, "OpIAdd", {a.u32(1), a.u32(2)});
  a.store("%v", x);
  a.line("OpControlBarrier %c_sg %c_sg %c_barrier_sem");
  EXPECT_EQ(a.flow_serial(), s);
  a.op(Ty::kVoid, "OpFunctionCall", {V{"%g", Ty::kVoid}});
  EXPECT_NE(a.flow_serial(), s);
  s = a.flow_serial();
  a.if_begin(a.boolean(true));
  EXPECT_NE(a.flow_serial(), s);
  s = a.flow_serial();
  a.if_end();
  EXPECT_NE(a.flow_serial(), s);
  for (const char* line :
       {"OpBranch %b", "OpBranchConditional %c %b %d", "OpSwitch %c %d", "OpReturn", "OpKill",
        "OpUnreachable", "OpTerminateInvocation", "OpDemoteToHelperInvocation", "%b = OpLabel"}) {
    s = a.flow_serial();
    a.line(line);
    EXPECT_NE(a.flow_serial(), s) << line;
  }
  s = a.flow_serial();
  std::string body = a.take_body();
  EXPECT_NE(a.flow_serial(), s);
  s = a.flow_serial();
  a.put_body(body);
  EXPECT_NE(a.flow_serial(), s);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
