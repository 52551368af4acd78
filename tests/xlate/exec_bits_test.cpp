// A lane's own bit of EXEC kept beside EXEC (decision record 0059): where the
// host gathers a split wave's whole mask by a chain of exchanges (llvmpipe),
// each vector instruction's predicate is the lane's own bit, derived from the
// bits it was made of (a compare, a copy of a register's bit, the constants)
// rather than read back out of the gathered mask. Every way a program writes
// EXEC must leave the copy equal to the bit: checked lane by lane in both wave
// sizes, with lanes leaving a loop at their own iterations.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/spirv_asm.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

// Each lane counts the Collatz steps of its own start (1 to 1023) with EXEC
// written every way ACO writes it: s_andn2 of a compare (the loop's exit),
// s_and_saveexec, s_xor with the saved mask (the else side), v_cmpx, a move
// back of the saved mask, s_or_saveexec, and an AND with an s_cselect of all
// or none.
// Lanes 5 mod 7 skip the loop and store 0xdead. A scalar count of rounds
// decides the select (always all), as a bound on a loop's trips would.
const char* kCollatz = R"(
  v_mul_lo_u32 v1, v0, 0x9e3779b1
  v_lshrrev_b32 v1, 22, v1
  v_max_u32 v1, 1, v1
  v_mov_b32 v2, 0
  s_mov_b32 s20, 0
  v_mul_hi_u32 v4, v0, 0x24924925
  v_sub_nc_u32 v5, v0, v4
  v_lshrrev_b32 v5, 1, v5
  v_add_nc_u32 v4, v4, v5
  v_lshrrev_b32 v4, 2, v4
  v_mul_lo_u32 v4, v4, 7
  v_sub_nc_u32 v4, v0, v4
  v_cmpx_ne_u32 5, v4
  s_mov_{B} {S8}, {EXEC}
  s_cbranch_execz done
loop:
  v_cmp_eq_u32 {VCC}, 1, v1
  s_andn2_{B} {EXEC}, {EXEC}, {VCC}
  s_cbranch_execz done
  s_add_u32 s20, s20, 1
  v_and_b32 v3, 1, v1
  v_cmp_eq_u32 {VCC}, 0, v3
  s_and_saveexec_{B} {S10}, {VCC}
  v_lshrrev_b32 v1, 1, v1
  s_xor_{B} {EXEC}, {EXEC}, {S10}
  v_mad_u32_u24 v1, v1, 3, 1
  s_mov_{B} {EXEC}, {S10}
  s_or_saveexec_{B} {S12}, {EXEC}
  v_add_nc_u32 v2, 1, v2
  s_cmp_lt_u32 s20, 1000
  s_cselect_{B} {S12}, -1, 0
  s_and_{B} {EXEC}, {EXEC}, {S12}
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
  v_cmp_eq_u32 {VCC}, 5, v4
  v_cndmask_b32 v1, v2, 0xdead, {VCC}
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v1, s[0:1]
  s_endpgm
)";

uint32_t collatz_steps(uint32_t lane) {
  uint32_t x = std::max((lane * 0x9e3779b1u) >> 22, 1u), n = 0;
  while (x != 1) {
    x = (x & 1u) == 0 ? x >> 1 : 3 * x + 1;
    ++n;
  }
  return n;
}

TEST_F(XlateTest, ExecBitsInLanesFollowEveryExecWrite) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    std::string prog = wave_masks(kCollatz, w64);
    // With the key's fact, the module keeps each lane's bit of EXEC beside it;
    // without, it has none. Both split the wave.
    std::string error;
    std::vector<uint8_t> code = assemble(prog, w64, &error);
    ASSERT_FALSE(code.empty()) << error;
    for (bool bits : {false, true}) {
      ComputeKey k = lavapipe_key(w64, 64);
      k.host_exec_bits_in_lanes = bits;
      TranslateResult t = translate_compute(code, k);
      ASSERT_TRUE(t.ok) << t.refusal << " " << t.detail;
      EXPECT_TRUE(t.module.split_waves) << t.module.whole_waves_why;
      EXPECT_EQ(t.module.assembly.find("%lb126") != std::string::npos, bits);
    }
    // The host's own key runs it exactly.
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t want = i % 7 == 5 ? 0xdead : collatz_steps(i);
      EXPECT_EQ(u32(kData + 4 * i), want) << "lane " << i;
    }
  }
}

// A loop's way on after its exit test knows the bits the test decided
// (SpirvAsm::assume): a lane stays while its bit of A | B is set, so on the
// way on its bit of A | B is 1 (EXEC made of it is on) but neither A's nor
// B's alone is. Lanes count the rounds under each mask: a lane whose B
// outlasts its A stays with A's bit 0 and must not count those under A.
const char* kDecided = R"(
  v_and_b32 v6, 15, v0
  v_cmpx_ne_u32 15, v6
  v_and_b32 v1, 7, v0
  v_lshrrev_b32 v5, 3, v0
  v_and_b32 v5, 3, v5
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  v_mov_b32 v4, 0
  v_mov_b32 v7, 0
loop:
  v_cmp_lt_u32 {VCC}, v2, v1
  v_cmp_lt_u32_e64 {S4}, v2, v5
  s_or_{B} {S6}, {VCC}, {S4}
  s_and_{B} {S6}, {S6}, {EXEC}
  s_cbranch_scc0 done
  s_mov_{B} {EXEC}, {S6}
  v_add_nc_u32 v4, 1, v4
  s_mov_{B} {S10}, {VCC}
  v_cndmask_b32_e64 v8, 0, 1, {S10}
  v_add_nc_u32 v3, v3, v8
  s_mov_{B} {S12}, {S4}
  v_cndmask_b32_e64 v8, 0, 1, {S12}
  v_add_nc_u32 v7, v7, v8
  v_add_nc_u32 v2, 1, v2
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
  v_lshlrev_b32 v10, 4, v0
  global_store_dword v10, v2, s[0:1]
  global_store_dword v10, v3, s[0:1] offset:4
  global_store_dword v10, v4, s[0:1] offset:8
  global_store_dword v10, v7, s[0:1] offset:12
  s_endpgm
)";

TEST_F(XlateTest, TheWayOnKnowsOnlyTheBitsItsTestDecides) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    std::string prog = wave_masks(kDecided, w64);
    // The lanes' copy of EXEC made of A | B is a constant on the way on, with
    // the executor's key (lanes leave the loop alone, D61).
    std::string error;
    std::vector<uint8_t> code = assemble(prog, w64, &error);
    ASSERT_FALSE(code.empty()) << error;
    // The operand `line` has first after the way on's label, in the module for
    // `k`: a constant ("%c") where the way on knows it.
    auto after_stay = [&](const ComputeKey& k, const std::string& line) -> std::string {
      TranslateResult t = translate_compute(code, k);
      EXPECT_TRUE(t.ok) << t.refusal << " " << t.detail;
      EXPECT_TRUE(t.module.split_waves) << t.module.whole_waves_why;
      const std::string& m = t.module.assembly;
      size_t at = m.find(line, m.find("\n%stay"));
      return at == std::string::npos ? "none" : m.substr(at + line.size(), 2);
    };
    ComputeKey k = lavapipe_key(w64, 64);
    k.host_lanes_leave_loops = true;
    EXPECT_EQ(after_stay(k, "OpStore %lb126 "), "%c");
    // Where the key asks for no copies (subgroups of 32, as NVIDIA's), a loop
    // whose lanes leave alone keeps them all the same (D69), and the way on
    // knows it as well; without lanes leaving, none are kept.
    k.host_subgroup = 32;
    k.host_exec_bits_in_lanes = k.host_ballot_by_shuffle = false;
    EXPECT_EQ(after_stay(k, "OpStore %lb126 "), "%c");
    k.host_lanes_leave_loops = false;
    EXPECT_EQ(translate_compute(code, k).module.assembly.find("%lb126"), std::string::npos);
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      bool on = (i & 15) != 15;
      uint32_t a = i & 7, b = (i >> 3) & 3, rounds = std::max(a, b);
      EXPECT_EQ(u32(kData + 16 * i), on ? rounds : 0) << "lane " << i;
      EXPECT_EQ(u32(kData + 16 * i + 4), on ? a : 0) << "lane " << i;
      EXPECT_EQ(u32(kData + 16 * i + 8), on ? rounds : 0) << "lane " << i;
      EXPECT_EQ(u32(kData + 16 * i + 12), on ? b : 0) << "lane " << i;
    }
  }
}

// A register that a select decided by the exit test wrote (ACO's write of the
// count under the leaving lanes' mask, mandelbrot's `v_mov_b32 v2, s0`) holds
// its old value on the way on, and the way on stores that value
// (SpirvAsm::restore_selects): the body reads v2 as it was before the loop.
const char* kChosen = R"(
  s_mov_b32 s8, 0
  v_and_b32 v1, 7, v0
  v_mov_b32 v2, 1000
  v_mov_b32 v3, 0
loop:
  v_cmp_ge_u32 {VCC}, s8, v1
  s_and_saveexec_{B} {S2}, {VCC}
  v_mov_b32 v2, s8
  s_andn2_{B} {S2}, {S2}, {EXEC}
  s_cbranch_scc0 done
  s_mov_{B} {EXEC}, {S2}
  s_add_u32 s8, s8, 1
  v_add_nc_u32 v3, v3, v2
  s_branch loop
done:
  s_mov_{B} {EXEC}, -1
  v_lshlrev_b32 v10, 3, v0
  global_store_dword v10, v2, s[0:1]
  global_store_dword v10, v3, s[0:1] offset:4
  s_endpgm
)";

TEST_F(XlateTest, TheWayOnStoresWhatItsTestsSelectChose) {
  for (bool w64 : {false, true}) {
    SCOPED_TRACE(w64 ? "wave64" : "wave32");
    std::string prog = wave_masks(kChosen, w64);
    std::string error;
    std::vector<uint8_t> code = assemble(prog, w64, &error);
    ASSERT_FALSE(code.empty()) << error;
    // The way on's first block, up to the next label.
    auto stay_block = [&](const ComputeKey& k) -> std::string {
      TranslateResult t = translate_compute(code, k);
      EXPECT_TRUE(t.ok) << t.refusal << " " << t.detail;
      const std::string& m = t.module.assembly;
      size_t at = m.find("\n%stay");
      if (at == std::string::npos) return "";
      size_t end = m.find("= OpLabel", m.find('\n', at + 1));
      return m.substr(at, end - at);
    };
    ComputeKey k = lavapipe_key(w64, 64);
    k.host_lanes_leave_loops = true;
    EXPECT_NE(stay_block(k).find("OpStore %rv2 "), std::string::npos);
    k.host_subgroup = 32;
    k.host_exec_bits_in_lanes = k.host_ballot_by_shuffle = false;
    EXPECT_NE(stay_block(k).find("OpStore %rv2 "), std::string::npos);
    auto rep = run(prog, one_group(w64, 64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t n = i & 7;
      EXPECT_EQ(u32(kData + 8 * i), n) << "lane " << i;
      EXPECT_EQ(u32(kData + 8 * i + 4), 1000 * n) << "lane " << i;
    }
  }
}

// What restore_selects() stores: the value a select chose where the way on's
// condition decides the select's (through a negation and a false OR or true
// AND), nothing where it does not.
TEST(Assume, TheWayOnStoresOnlyTheSelectsItDecides) {
  SpirvAsm a;
  a.track_own_bits = true;
  a.begin_function("%f", Ty::kVoid, "%fn_void");
  a.label("%start");
  auto cmp = [&](uint32_t k) { return a.op(Ty::kBool, "OpULessThan", {a.u32(k), a.u32(9)}); };
  V p = cmp(1), q = cmp(2);
  V x = a.u32(100), y = a.u32(200);
  V either = a.op(Ty::kBool, "OpLogicalOr", {p, q});
  V both = a.op(Ty::kBool, "OpLogicalAnd", {p, q});
  a.store("%on_p", a.op(Ty::kU32, "OpSelect", {p, x, y}));
  a.store("%on_either", a.op(Ty::kU32, "OpSelect", {either, x, y}));
  a.store("%on_both", a.op(Ty::kU32, "OpSelect", {both, x, y}));
  a.store("%on_q", a.op(Ty::kU32, "OpSelect", {q, x, y}));
  SpirvAsm::StoredSelects selects = a.stored_selects();
  V taken = a.op(Ty::kBool, "OpLogicalNot", {p});
  a.take_body();
  // Where `taken` is false, p is true: p's and (p | q)'s selects chose x;
  // (p & q)'s and q's are not decided.
  a.restore_selects(selects, taken, false);
  std::string body = a.take_body();
  EXPECT_NE(body.find("OpStore %on_p " + x.id), std::string::npos) << body;
  EXPECT_NE(body.find("OpStore %on_either " + x.id), std::string::npos) << body;
  EXPECT_EQ(body.find("%on_both"), std::string::npos) << body;
  EXPECT_EQ(body.find("%on_q"), std::string::npos) << body;
}

// What assume() decides, bool by bool: through a negation, a load of what the
// block stored, a true AND's operands and a false OR's; never an operand of a
// true OR or of a false AND, nor a bool a later store replaced.
TEST(Assume, DecidesWhatItsConditionDecides) {
  SpirvAsm a;
  a.track_own_bits = true;
  a.begin_function("%f", Ty::kVoid, "%fn_void");
  a.label("%start");
  auto word = [&](const char* var, const V& bit) {
    V w = a.op(Ty::kU32, "OpIAdd", {a.u32(1), a.u32(2)});
    a.relate_own_bit(w, bit);
    a.store(var, w);
  };
  auto cmp = [&](uint32_t k) { return a.op(Ty::kBool, "OpULessThan", {a.u32(k), a.u32(9)}); };
  V p = cmp(1), q = cmp(2), r = cmp(3), s = cmp(4), t = cmp(5);
  V both = a.op(Ty::kBool, "OpLogicalAnd", {p, q});
  V either = a.op(Ty::kBool, "OpLogicalOr", {r, s});
  word("%wp", p);
  word("%wq", q);
  word("%wr", r);
  word("%ws", s);
  word("%wboth", both);
  word("%weither", either);
  word("%wt", t);
  a.store("%flag", t);  // replaced by the next store: t is not decided
  a.store("%flag", a.op(Ty::kBool, "OpLogicalAnd", {both, either}));
  V flag = a.load(Ty::kBool, "%flag");
  SpirvAsm::StoredOwn before = a.stored_own();
  a.assume(a.op(Ty::kBool, "OpLogicalNot", {flag}), false);
  SpirvAsm::StoredOwn after = a.stored_own();
  V yes = a.boolean(true);
  for (const char* var : {"%wp", "%wq", "%wboth", "%weither"})
    EXPECT_EQ(after.at(var).id, yes.id) << var;
  for (const char* var : {"%wr", "%ws", "%wt"})
    EXPECT_EQ(after.at(var).id, before.at(var).id) << var;
  // A false AND decides neither operand.
  a.restore_stored_own(before);
  a.assume(both, false);
  EXPECT_EQ(a.stored_own().at("%wboth").id, a.boolean(false).id);
  EXPECT_EQ(a.stored_own().at("%wp").id, before.at("%wp").id);
  EXPECT_EQ(a.stored_own().at("%wq").id, before.at("%wq").id);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
