// Float runs (xlate/float_runs.cpp, D48) on lavapipe: a run of float
// instructions computed first by the host's arithmetic and again by the
// guest's rules where a lane needs them gives, bit for bit, what the rules
// alone give (RDNAVK_DEBUG=nofastfloat), for every class of value the rules
// treat apart, in every MODE a program can start in, with lanes off, on a
// host that keeps denormals and on one that may flush them.
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <random>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr size_t kLanes = 1024;
constexpr unsigned kResults = 22;  // v4..v25

// Inputs a, b, c at data, +4 KiB, +8 KiB; every result stored at 12 KiB + 4
// KiB per register. Lanes with v0 % 4 == 3 run with EXEC off. Seven runs, kept
// apart by s_nop, so that a lane that one of them sends the rules' way takes
// the others fast.
std::string program(bool wave64) {
  std::string vcc = wave64 ? "vcc" : "vcc_lo";
  std::string save = wave64 ? "s_and_saveexec_b64 s[10:11], vcc" : "s_and_saveexec_b32 s10, vcc_lo";
  std::string restore = wave64 ? "s_mov_b64 exec, s[10:11]" : "s_mov_b32 exec_lo, s10";
  std::string p = R"(
  v_lshlrev_b32 v30, 2, v0
  global_load_dword v1, v30, s[0:1]
  v_add_nc_u32 v33, 0x1000, v30
  global_load_dword v2, v33, s[0:1]
  v_add_nc_u32 v33, 0x2000, v30
  global_load_dword v3, v33, s[0:1]
  s_waitcnt vmcnt(0)
)";
  for (unsigned r = 4; r < 4 + kResults; ++r) p += "  v_mov_b32 v" + std::to_string(r) + ", 0\n";
  p += "  v_and_b32 v31, 3, v0\n  v_cmp_ne_u32 " + vcc + ", 3, v31\n  " + save + "\n";
  p += R"(
  v_mul_f32 v4, v1, v2
  v_add_f32 v5, v4, v3
  s_nop 0
  v_fma_f32 v6, v1, v2, v3
  v_mov_b32 v7, v3
  v_fmac_f32 v7, v1, v2
  v_fmaak_f32 v16, v1, v2, 0x3f800001
  s_nop 0
  v_mul_f32_e64 v8, v1, v2 mul:2
  v_sub_f32_e64 v17, |v1|, -v3 mul:4
  v_mul_f32_e64 v13, v1, v3 div:2
  s_nop 0
  v_add_nc_u32 v10, v1, v2
  v_mul_f32 v11, v10, v3
  v_subrev_f32 v9, v1, v3
  v_fma_f32 v12, -v1, |v2|, v3
  s_nop 0
  v_add_f32 v14, 5, v1
  v_mul_f32 v15, s2, v1
  s_nop 0
  v_mul_f32 v18, v1, v2
  v_add_nc_u32 v19, v18, v3
  v_mul_f32 v20, v1, v3
  v_add_f32 v20, v20, v2
  s_nop 0
  v_add_f32 v21, v1, v3
  v_sub_f32 v22, v2, v3
  v_mul_f32 v23, v21, v21
  v_mul_f32_e64 v24, -v22, -v22
  v_add_f32 v25, v23, v24
)";
  p += "  " + restore + "\n";
  for (unsigned r = 4; r < 4 + kResults; ++r)
    p += "  v_add_nc_u32 v32, " + std::to_string(12288 + 4096 * (r - 4)) +
         ", v30\n  global_store_dword v32, v" + std::to_string(r) + ", s[0:1]\n";
  p += "  s_endpgm\n";
  return p;
}

uint32_t fb(float f) {
  return std::bit_cast<uint32_t>(f);
}

// Values each rule treats apart, and their neighbours.
const std::vector<uint32_t> kSpecial =
    {
        0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3fc00000, 0x00000001, 0x80000005,
        0x007fffff, 0x00800000, 0x80800000, 0x00800001, 0x017fffff, 0x01800000, 0x7f7fffff,
        0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffc12345, 0x20000000, 0x1a000000,
        0x5f800000, 0x3f800001, 0x337ffffe, 0x0c000000, 0x33800000, 0x3effffff, 0x1fffffff,
        0x9fffffff, 0x20000001,  // about 2^-63, whose square is 2^-126
};

struct Inputs {
  std::vector<uint32_t> a, b, c;
};

// Every pair of special values with a third, fused sums at f32 ties (with and
// without a residual below the f64 sum), and random values over the whole
// exponent range.
std::vector<Inputs> inputs() {
  std::vector<uint32_t> a, b, c;
  size_t n = kSpecial.size();
  for (size_t i = 0; i < n * n; ++i) {
    a.push_back(kSpecial[i % n]);
    b.push_back(kSpecial[(i / n) % n]);
    c.push_back(kSpecial[(i * 7 + 3) % n]);
  }
  // (1 + 2^-23) * 2^-24 (1 - 2^-23) + (1 + 2^-23): the f64 sum is a tie in
  // f32, the exact one just below it; and exact ties, both signs.
  const uint32_t ties[][3] = {{0x3f800001, 0x337ffffe, 0x3f800001},
                              {0xbf800001, 0x337ffffe, 0xbf800001},
                              {0x3f800000, 0x33800000, 0x3f800001},
                              {0x3f800000, 0x33800000, 0x3f800000},
                              {0x3f800001, 0xb37ffffe, 0x3f800003}};
  for (const auto& t : ties)
    for (int k = 0; k < 4; ++k) {
      a.push_back(t[0]);
      b.push_back(t[1]);
      c.push_back(t[2]);
    }
  std::mt19937 rng(48);
  std::uniform_int_distribution<uint32_t> any;
  std::uniform_real_distribution<float> unit(-2.0f, 2.0f);
  while (a.size() % kLanes != 0) {
    // Half random bits (every class), half near one another (cancellation).
    if (a.size() % 2 == 0) {
      a.push_back(any(rng));
      b.push_back(any(rng));
      c.push_back(any(rng));
    } else {
      float x = unit(rng), y = unit(rng);
      a.push_back(fb(x));
      b.push_back(fb(y));
      c.push_back(fb(-x * y));
    }
  }
  std::vector<Inputs> out;
  for (size_t at = 0; at < a.size(); at += kLanes) {
    Inputs in;
    in.a.assign(a.begin() + at, a.begin() + at + kLanes);
    in.b.assign(b.begin() + at, b.begin() + at + kLanes);
    in.c.assign(c.begin() + at, c.begin() + at + kLanes);
    out.push_back(in);
  }
  return out;
}

// RSRC1: 256 VGPRs, FLOAT_MODE (19:12), DX10_CLAMP (21), IEEE (23).
constexpr uint32_t rsrc1(uint32_t float_mode, bool ieee) {
  return 0x3fu | float_mode << 12 | 1u << 21 | (ieee ? 1u << 23 : 0u);
}

class FloatRunTest : public XlateTest {
 protected:
  struct Result {
    std::vector<uint32_t> words;
    std::string refusals;
  };
  Result run_with(bool speculate, bool guard, bool wave64, uint32_t mode, uint32_t s2,
                  const Inputs& in) {
    exec::ExecutorOptions o;
    o.speculate_floats = speculate;
    o.guard_denormals = guard;
    ExecutorSwap other(o);
    put(kData, in.a);
    put(kData + 4096, in.b);
    put(kData + 8192, in.c);
    std::vector<uint32_t> clear(kResults * kLanes, 0xdeadbeef);
    put(kData + 12288, clear);
    Dispatch d;
    d.wave64 = wave64;
    d.threads[0] = kLanes;
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32), s2};
    d.rsrc1 = mode;
    Result r;
    r.refusals = refusals(run(program(wave64), d));
    for (size_t i = 0; i < kResults * kLanes; ++i) r.words.push_back(u32(kData + 12288 + 4 * i));
    return r;
  }
};

// The run is one: the translation for lavapipe, which keeps denormals,
// computes its checks as minima and maxima of magnitudes (UMin, UMax); for a
// host that may flush them, as float compares OR-ed into one flag (D67: FAbs,
// FUnordLessThan, no UMax); with the runs off it has none.
TEST(FloatRuns, TheProgramsRunIsFoundAndOnlyWhereAsked) {
  for (bool w64 : {false, true}) {
    std::string error;
    std::vector<uint8_t> code = assemble(program(w64), w64, &error);
    ASSERT_FALSE(code.empty()) << error;
    ComputeKey k = lavapipe_key(w64, kLanes);
    k.host_denorm_kept = 7;
    TranslateResult kept = translate_compute(code, k);
    ASSERT_TRUE(kept.ok) << kept.refusal;
    EXPECT_NE(kept.module.assembly.find("UMin"), std::string::npos);
    EXPECT_NE(kept.module.assembly.find("UMax"), std::string::npos);
    EXPECT_EQ(kept.module.assembly.find("OpFUnordLessThan"), std::string::npos);
    k.host_denorm_kept = 0;
    TranslateResult unsure = translate_compute(code, k);
    ASSERT_TRUE(unsure.ok) << unsure.refusal;
    EXPECT_NE(unsure.module.assembly.find("OpFUnordLessThan"), std::string::npos);
    EXPECT_NE(unsure.module.assembly.find("FAbs"), std::string::npos);
    EXPECT_EQ(unsure.module.assembly.find("UMax"), std::string::npos);
  }
  TranslateResult off = translate_for_lavapipe(program(false), false, kLanes, false);
  ASSERT_TRUE(off.ok);
  EXPECT_EQ(off.module.assembly.find("UMax"), std::string::npos);
  EXPECT_EQ(off.module.assembly.find("OpFUnordLessThan"), std::string::npos);
}

// A square of a result of the run (both operands the same, no output
// modifier), and a sum of two such squares, are noted by nothing: the result
// squared is noted below 2^-63 and as a NaN instead, on a host that may flush
// (compares) and on one that keeps denormals (magnitudes). A product of two
// different results is noted as before. EveryLaneGetsWhatTheRulesAloneGive
// runs the same squares over values about 2^-63.
TEST(FloatRuns, SquaresOfTheRunsResultsAreNotedByWhatTheyAreSquaresOf) {
  const std::string prog = R"(
  v_mov_b32 v1, s2
  v_mov_b32 v2, s3
  v_mov_b32 v3, s4
  v_add_f32 v21, v1, v3
  v_sub_f32 v22, v2, v3
  v_mul_f32 v23, v21, v21
  v_mul_f32_e64 v24, -v22, -v22
  v_add_f32 v25, v23, v24
  v_mul_f32 v26, v21, v22
  v_lshlrev_b32 v10, 5, v0
  global_store_dwordx4 v10, v[21:24], s[0:1]
  global_store_dwordx2 v10, v[25:26], s[0:1] offset:16
  s_endpgm
)";
  std::string error;
  std::vector<uint8_t> code = assemble(prog, false, &error);
  ASSERT_FALSE(code.empty()) << error;
  auto count = [](const std::string& text, std::string_view what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  ComputeKey k = lavapipe_key(false, 32);
  k.host_denorm_kept = k.host_denorm_preserve = 0;
  TranslateResult unsure = translate_compute(code, k);
  ASSERT_TRUE(unsure.ok) << unsure.refusal;
  // v21, v22 (below 2^-63, NaN too) and v26: three compares.
  EXPECT_EQ(count(unsure.module.assembly, "OpFUnordLessThan") +
                count(unsure.module.assembly, "OpFOrdLessThan"),
            3u)
      << unsure.module.assembly;
  k.host_denorm_kept = 7;
  TranslateResult kept = translate_compute(code, k);
  ASSERT_TRUE(kept.ok) << kept.refusal;
  // Nonzero magnitudes below 2^-63 (f32 bits 0x20000000, less one) for v21
  // and v22, their NaNs, and v26's denormal: two minima and one maximum.
  EXPECT_NE(kept.module.assembly.find(" 536870911\n"), std::string::npos);
  EXPECT_EQ(count(kept.module.assembly, "UMax"), 2u) << kept.module.assembly;
}

// A MODE a program starts in, a wave size, and the host's denormals.
struct Config {
  uint32_t
      denorm;  // FP_DENORM of f32: 0 flush both, 0x10 keep inputs, 0x20 keep outputs, 0x30 keep
  bool ieee;   // output modifiers ignored
  bool wave64;
  bool guard;  // as a host that may flush denormals (D17's check in the rules' way)
};
class FloatRunModes : public FloatRunTest, public ::testing::WithParamInterface<Config> {};

// Every FP_DENORM setting of f32 with IEEE off, where output modifiers apply,
// and flushing with IEEE on, where they are ignored; wave64 and a host that
// may flush with RADV's MODE. An SGPR operand normal in wave32 and denormal in
// wave64.
TEST_P(FloatRunModes, EveryLaneGetsWhatTheRulesAloneGive) {
  const Config& c = GetParam();
  std::vector<Inputs> ins = inputs();
  ASSERT_EQ(ins.size(), 1u);
  uint32_t mode = rsrc1(0xc0u | c.denorm, c.ieee);
  uint32_t s2 = c.wave64 ? 0x80000003u : 0x3fc00000u;
  Result exact = run_with(false, c.guard, c.wave64, mode, s2, ins[0]);
  Result fast = run_with(true, c.guard, c.wave64, mode, s2, ins[0]);
  ASSERT_EQ(fast.refusals, exact.refusals);
  size_t written = 0;
  for (size_t i = 0; i < fast.words.size(); ++i) {
    size_t lane = i % kLanes;
    ASSERT_EQ(fast.words[i], exact.words[i])
        << "v" << 4 + i / kLanes << " lane " << lane << std::hex << " a " << ins[0].a[lane] << " b "
        << ins[0].b[lane] << " c " << ins[0].c[lane];
    if (lane % 4 != 3) written += exact.words[i] != 0xdeadbeef;
  }
  // Every active lane's results were written.
  EXPECT_EQ(written, fast.words.size() / 4 * 3);
}

INSTANTIATE_TEST_SUITE_P(
    Modes, FloatRunModes,
    ::testing::Values(Config{0x00, false, false, false}, Config{0x10, false, false, false},
                      Config{0x20, false, false, false}, Config{0x30, false, false, false},
                      Config{0x00, true, false, false}, Config{0x00, false, true, false},
                      Config{0x00, false, false, true}, Config{0x30, false, true, true}),
    [](const ::testing::TestParamInfo<Config>& i) {
      const Config& c = i.param;
      return "denorm" + std::to_string(c.denorm >> 4) + (c.ieee ? "_ieee" : "") +
             (c.wave64 ? "_wave64" : "_wave32") + (c.guard ? "_guard" : "");
    });

// A run reads without a note only the VGPRs that never hold a denormal: those
// written by fast operations, integer conversions and moves of such values or
// of constants that are not denormals (D48, amended). Every other way a
// denormal reaches a run's operand is still noted, so the input flush of
// RADV's MODE makes it zero: a denormal times 2^100 adds to 0, where the
// host's arithmetic alone gives a normal number. A conversion of an integer is
// read without one and gives 3 * 2^100.
TEST_F(XlateTest, FloatRunOperandsNotedUnlessNoDenormalReachesThem) {
  struct Case {
    const char* writer;
    const char* operand;
    uint32_t want;
  };
  const uint32_t three_times_2_100 = std::bit_cast<uint32_t>(std::ldexp(3.0f, 100));
  const Case cases[] = {
      {"v_mov_b32 v5, 1", "v5", 0},                    // an inline integer's bits
      {"v_mov_b32 v5, 0x400000", "v5", 0},             // a literal denormal
      {"v_mov_b32 v5, s4", "v5", 0},                   // a scalar
      {"v_lshrrev_b64 v[4:5], 0, s[10:11]", "v5", 0},  // a shift of a value not zero
      {"v_mov_b32 v5, v3", "v5", 0},                   // a move of a VGPR that may hold one
      {"v_mul_f32 v5, 1.0, 1.0\n  global_load_dword v5, v9, s[0:1]\n  s_waitcnt vmcnt(0)", "v5",
       0},                                               // a fast op, then a load
      {"", "v0", 0},                                     // a start value (the lane's id)
      {"v_cvt_f32_u32 v5, 3", "v5", three_times_2_100},  // a whole number: no note
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.writer[0] != 0 ? c.writer : c.operand);
    for (bool w64 : {false, true}) {
      put(kData, std::vector<uint32_t>(64, 0x400000u));
      std::string prog = fmt::format(R"(
  s_mov_b32 s4, 0x400000
  s_mov_b32 s10, 0
  s_mov_b32 s11, 0x400000
  v_mov_b32 v7, 0x71800000
  v_mov_b32 v9, 0
  v_mov_b32 v3, 1
  {}
  v_mul_f32 v6, {}, v7
  v_add_f32 v1, v6, v9
)",
                                     c.writer, c.operand) +
                         kStoreByLane;
      auto rep = run(prog, one_group(w64, 64));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 1; i < 64; ++i) ASSERT_EQ(u32(kData + 4 * i), c.want) << "lane " << i;
    }
  }
}

// On a host that may flush f32 denormals a zero result of a run takes the
// fast way only where its operands make it exact (D67's amendment): a product
// with a zero operand, a difference of equal values, a sum of two zeros; one
// of nonzero operands (here a product that underflows) takes the rules' way,
// whose check refuses it, and under an output modifier a -0 takes it too and
// comes out +0. Each line is one dispatch, every lane alike.
TEST_F(FloatRunTest, AZeroStaysFastOnlyWhereItsOperandsMakeItExact) {
  struct Case {
    uint32_t a, b;
    bool refused;
    uint32_t v4, v7;  // a * b, and a * b under mul:2
  };
  const Case cases[] = {
      {0x00000000, 0x0c000000, false, 0x00000000, 0x00000000},  // +0 * 2^-103
      {0xbfc00000, 0x00000000, false, 0x80000000, 0x00000000},  // -1.5 * +0: -0, and +0 after mul:2
      {0x1a000000, 0x0c000000, true, 0, 0},                     // 2^-75 * 2^-103 underflows
      {0x3fc00000, 0x40000000, false, 0x40400000, 0x40c00000},  // 1.5 * 2
  };
  exec::ExecutorOptions o;
  o.guard_denormals = true;
  ExecutorSwap guarded(o);
  ASSERT_TRUE(guarded.ok());
  for (const Case& c : cases) {
    SCOPED_TRACE(fmt::format("a {:#x} b {:#x}", c.a, c.b));
    std::string prog = R"(
  v_mov_b32 v1, s2
  v_mov_b32 v2, s3
  v_mul_f32 v4, v1, v2
  v_sub_f32 v5, v2, v2
  v_add_f32 v6, v4, v5
  v_mul_f32_e64 v7, v1, v2 mul:2
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx4 v10, v[4:7], s[0:1]
  s_endpgm
)";
    Dispatch d = one_group(false, 32);
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32), c.a, c.b};
    auto rep = run(prog, d);
    if (c.refused) {
      EXPECT_NE(refusals(rep).find("host-denormal-value"), std::string::npos) << refusals(rep);
      continue;
    }
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 32; ++i) {
      ASSERT_EQ(u32(kData + 16 * i), c.v4) << "lane " << i;
      ASSERT_EQ(u32(kData + 16 * i + 12), c.v7) << "lane " << i;
    }
  }
}

// On a host that may flush f32 denormals (D17), an operand read from a VGPR no
// denormal is ever written to (D48's clean VGPRs) is not checked, and every
// other still is: a compare of a denormal moved in or loaded refuses the
// dispatch, one of a clean VGPR computes. MODE flushes f32 both ways.
TEST_F(FloatRunTest, HostChecksLeaveOutOnlyTheCleanOperands) {
  struct Case {
    const char* writer;
    bool refused;
    uint32_t want;  // v1 where not refused: 0 < v5
  };
  const Case cases[] = {
      {"v_mov_b32 v5, 0x400000", true, 0},                                  // a literal denormal
      {"global_load_dword v5, v9, s[0:1]\n  s_waitcnt vmcnt(0)", true, 0},  // a loaded one
      {"v_mov_b32 v5, v3", true, 0},      // a move of a VGPR that may hold one
      {"v_cvt_f32_u32 v5, 3", false, 1},  // a whole number
      {"v_cvt_f32_u32 v6, 3\n  v_mul_f32 v5, v6, v6", false, 1},  // a fast operation's result
  };
  exec::ExecutorOptions o;
  o.guard_denormals = true;
  ExecutorSwap guarded(o);
  ASSERT_TRUE(guarded.ok());
  for (const Case& c : cases) {
    SCOPED_TRACE(c.writer);
    std::string prog = fmt::format(R"(
  v_mov_b32 v9, 0
  v_mov_b32 v3, 0x400000
  {}
  v_cmp_lt_f32 vcc_lo, 0, v5
  v_cndmask_b32 v1, 0, 1, vcc_lo
)",
                                   c.writer) +
                       kStoreByLane;
    put(kData, std::vector<uint32_t>(32, 0x400000u));
    auto rep = run(prog, one_group(false, 32));
    if (c.refused) {
      EXPECT_NE(refusals(rep).find("host-denormal-value"), std::string::npos) << refusals(rep);
    } else {
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 1; i < 32; ++i) ASSERT_EQ(u32(kData + 4 * i), c.want) << "lane " << i;
    }
    // The checks written: the compare's of v5 only where it may hold one.
    // With the runs off (RDNAVK_DEBUG=nofastfloat) no VGPR is known clean and
    // every operand is checked: the clean cases check fewer, the others as
    // many.
    std::string error2;
    std::vector<uint8_t> code = assemble(prog, false, &error2);
    ASSERT_FALSE(code.empty()) << error2;
    size_t tests[2];
    for (bool speculate : {false, true}) {
      ComputeKey k = lavapipe_key(false, 32);
      k.host_denorm_kept = k.host_denorm_preserve = 0;
      k.speculate_floats = speculate;
      TranslateResult t = translate_compute(code, k);
      ASSERT_TRUE(t.ok) << t.refusal;
      size_t n = 0;
      for (size_t at = t.module.assembly.find("OpULessThan"); at != std::string::npos;
           at = t.module.assembly.find("OpULessThan", at + 1))
        ++n;
      tests[speculate] = n;
    }
    if (c.refused)
      EXPECT_EQ(tests[1], tests[0]);
    else
      EXPECT_LT(tests[1], tests[0]);
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
