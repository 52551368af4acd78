// Division helpers (xlate/ops_divide.cpp) on lavapipe. LLVM's own division
// sequences (what clang-19 emits for a / b in OpenCL for gfx1030, f32 with
// -cl-fp32-correctly-rounded-divide-sqrt, with and without -cl-denorms-are-zero)
// run over lanes of chosen and random operands and are compared bit for bit
// with the host's division, which IEEE 754 rounds correctly; then each
// instruction alone on the edge cases of its pseudocode.
#include <bit>
#include <cmath>
#include <cstring>
#include <random>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

uint32_t fb(float f) {
  return std::bit_cast<uint32_t>(f);
}
float bf(uint32_t u) {
  return std::bit_cast<float>(u);
}
uint64_t db(double d) {
  return std::bit_cast<uint64_t>(d);
}
double bd(uint64_t u) {
  return std::bit_cast<double>(u);
}

// RSRC1: 256 VGPRs, FLOAT_MODE (19:12), DX10_CLAMP, IEEE.
constexpr uint32_t rsrc1(uint32_t float_mode) {
  return 0x3fu | float_mode << 12 | 1u << 21 | 1u << 23;
}
constexpr uint32_t kKeepAll = rsrc1(0xf0);
constexpr uint32_t kFlushF32 = rsrc1(0xc0);  // what -cl-denorms-are-zero sets

// IEEE formats by their fields.
struct Format {
  unsigned man;
  uint64_t sign, exp, quiet;
  bool nan(uint64_t x) const { return (x & ~sign) > exp; }
  bool denorm(uint64_t x) const { return (x & exp) == 0 && (x & ~sign) != 0; }
  uint64_t flush(uint64_t x) const { return denorm(x) ? x & sign : x; }
  uint64_t with_exp(std::mt19937_64& rng, int lo, int hi) const {
    uint64_t e =
        static_cast<uint64_t>(lo + static_cast<int>(rng() % static_cast<uint64_t>(hi - lo + 1)));
    return (rng() & sign) | e << man | (rng() & ((uint64_t{1} << man) - 1));
  }
};
constexpr Format kF32 = {23, 0x80000000u, 0x7f800000u, 0x00400000u};
constexpr Format kF64 = {52, 1ull << 63, 0x7ff0000000000000ull, 1ull << 51};

// a / b as the sequence must give it: the host's correctly rounded quotient of
// the operands flushed as MODE says, a NaN operand quieted (the numerator
// first), the guide's 0xffc00000 for an invalid quotient, the result flushed.
template <typename T>
uint64_t want_div(const Format& f, uint64_t a, uint64_t b, bool flush) {
  using U = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  if (flush) a = f.flush(a), b = f.flush(b);
  if (f.nan(a)) return a | f.quiet;
  if (f.nan(b)) return b | f.quiet;
  T r = std::bit_cast<T>(static_cast<U>(a)) / std::bit_cast<T>(static_cast<U>(b));
  uint64_t bits = std::bit_cast<U>(r);
  if (f.nan(bits)) return f.sign | f.exp | f.quiet;
  return flush ? f.flush(bits) : bits;
}

// Operand pairs: every pair of the specials, then random ones aimed at each
// case of v_div_scale (quotients near overflow and near the denormals, tiny
// numerators, denominators above 2^(bias-1) and denormal ones) and anywhere.
struct Pairs {
  std::vector<uint64_t> a, b;
};
Pairs pairs(const Format& f, int bias, uint64_t seed, size_t n) {
  Pairs p;
  std::mt19937_64 rng(seed);
  uint64_t one = static_cast<uint64_t>(bias) << f.man;
  const uint64_t specials[] = {0,
                               f.sign,
                               one,
                               f.sign | one,
                               one | (uint64_t{1} << (f.man - 1)),
                               f.exp - 1,
                               f.sign | (f.exp - 1),
                               uint64_t{1} << f.man,
                               1,
                               f.sign | ((uint64_t{1} << f.man) - 1),
                               f.exp,
                               f.sign | f.exp,
                               f.exp | f.quiet,
                               f.exp | 1,
                               f.sign | f.exp | f.quiet | 0x45,
                               static_cast<uint64_t>(2 * bias - 1) << f.man,
                               static_cast<uint64_t>(2 * bias) << f.man,
                               (static_cast<uint64_t>(2 * bias - 1) << f.man) | 1};
  for (uint64_t x : specials)
    for (uint64_t y : specials) p.a.push_back(x), p.b.push_back(y);
  int top = 2 * bias;  // the largest finite exponent field
  while (p.a.size() < n) {
    int eb = static_cast<int>(rng() % static_cast<uint64_t>(top + 1));
    // The exponent difference aimed at: near overflow, near the denormals,
    // near underflow, v_div_scale's "far", denormal denominators, the largest
    // denominators, tiny numerators; or random bits.
    int d = 0;
    int kind = static_cast<int>(rng() % 8);
    if (kind == 0) d = bias - 2 + static_cast<int>(rng() % 5);
    if (kind == 1) d = -bias + 1 + static_cast<int>(rng() % 5) - 2;
    if (kind == 2) d = -bias - static_cast<int>(f.man) + static_cast<int>(rng() % 7) - 3;
    if (kind == 3) d = 3 * bias / 4 + static_cast<int>(rng() % 5) - 2;
    if (kind == 4) eb = 0, d = static_cast<int>(rng() % 60);
    if (kind == 5)
      eb = top - static_cast<int>(rng() % 3), d = -static_cast<int>(rng() % (bias + 30));
    if (kind == 6) d = static_cast<int>(rng() % 40) - eb;
    if (kind == 7) {
      p.a.push_back(rng() & (f.sign | (f.exp - 1)));
      p.b.push_back(rng() & (f.sign | (f.exp - 1)));
      continue;
    }
    int ea = std::clamp(eb + d, 0, top);
    p.a.push_back(f.with_exp(rng, ea, ea));
    p.b.push_back(f.with_exp(rng, eb, eb));
  }
  p.a.resize(n), p.b.resize(n);
  return p;
}

class DivideTest : public XlateTest {
 protected:
  // Runs `body` on one lane per entry of a (at most 1024, one group): a, b and c
  // are loaded to v[1:2], v[3:4], v[5:6]; v[20:23] is stored and answered, four
  // dwords a lane.
  std::vector<uint32_t> run_lanes(const std::string& body, const std::vector<uint64_t>& a,
                                  const std::vector<uint64_t>& b, const std::vector<uint64_t>& c,
                                  uint32_t mode, bool wave64, std::string* refusal = nullptr) {
    size_t n = a.size();
    auto put64 = [&](uint64_t at, std::vector<uint64_t> v) {
      v.resize(n);
      std::memcpy(mem.at(at), v.data(), 8 * n);
    };
    put64(kData, a);
    put64(kData + 0x2000, b);
    put64(kData + 0x4000, c);
    Dispatch d;
    d.wave64 = wave64;
    d.threads[0] = static_cast<uint32_t>(n);
    d.rsrc1 = mode;
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
    // a, b and c, eight bytes a lane, 0x2000 apart; four dwords a lane at 0x6000.
    std::string prog = "  v_lshlrev_b32 v30, 3, v0\n  v_lshlrev_b32 v33, 4, v0\n";
    for (int k = 0; k < 3; ++k) {
      prog += "  v_add_nc_u32 v31, " + std::to_string(0x2000 * k) + ", v30\n";
      prog += "  global_load_dwordx2 v[" + std::to_string(1 + 2 * k) + ":" +
              std::to_string(2 + 2 * k) + "], v31, s[0:1]\n";
    }
    for (int r = 20; r < 24; ++r) prog += "  v_mov_b32 v" + std::to_string(r) + ", 0\n";
    prog += "  s_waitcnt vmcnt(0)\n" + body + "\n  v_add_nc_u32 v33, 0x6000, v33\n";
    prog += "  global_store_dwordx4 v33, v[20:23], s[0:1]\n  s_endpgm\n";
    std::string why = refusals(run(prog, d));
    if (refusal != nullptr)
      *refusal = why;
    else
      EXPECT_EQ(why, "") << body;
    std::vector<uint32_t> out(4 * n);
    std::memcpy(out.data(), mem.at(kData + 0x6000), 16 * n);
    return out;
  }
};

#define EXPECT_BITS(got, want, what) \
  EXPECT_EQ(got, want) << std::hex << what << ": got 0x" << (got) << " want 0x" << (want)

// clang-19 -x cl -cl-std=CL2.0 -cl-fp32-correctly-rounded-divide-sqrt
// --target=amdgcn-amd-amdhsa -mcpu=gfx1030 -O2, a / b: a in v1, b in v3.
std::string f32_division(bool wave64) {
  std::string vcc = wave64 ? "vcc" : "vcc_lo";
  return R"(
  v_div_scale_f32 v7, null, v3, v3, v1
  v_rcp_f32_e32 v8, v7
  v_fma_f32 v9, -v7, v8, 1.0
  v_fmac_f32_e32 v8, v9, v8
  v_div_scale_f32 v9, )" +
         vcc + R"(, v1, v3, v1
  v_mul_f32_e32 v10, v9, v8
  v_fma_f32 v11, -v7, v10, v9
  v_fmac_f32_e32 v10, v11, v8
  v_fma_f32 v7, -v7, v10, v9
  v_div_fmas_f32 v7, v7, v8, v10
  v_div_fixup_f32 v20, v7, v3, v1
)";
}
// The same with -cl-denorms-are-zero: MODE flushes f32 denormals, and the
// Newton-Raphson steps run with them kept.
std::string f32_division_flushing(bool wave64) {
  std::string vcc = wave64 ? "vcc" : "vcc_lo";
  return R"(
  v_div_scale_f32 v7, null, v3, v3, v1
  v_div_scale_f32 v9, )" +
         vcc + R"(, v1, v3, v1
  v_rcp_f32_e32 v8, v7
  s_denorm_mode 15
  v_fma_f32 v11, -v7, v8, 1.0
  v_fmac_f32_e32 v8, v11, v8
  v_mul_f32_e32 v11, v9, v8
  v_fma_f32 v10, -v7, v11, v9
  v_fmac_f32_e32 v11, v10, v8
  v_fma_f32 v7, -v7, v11, v9
  s_denorm_mode 12
  v_div_fmas_f32 v7, v7, v8, v11
  v_div_fixup_f32 v20, v7, v3, v1
)";
}
// a / b in double: a in v[1:2], b in v[3:4].
std::string f64_division(bool wave64) {
  std::string vcc = wave64 ? "vcc" : "vcc_lo";
  return R"(
  v_div_scale_f64 v[7:8], null, v[3:4], v[3:4], v[1:2]
  v_rcp_f64_e32 v[9:10], v[7:8]
  v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
  v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
  v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
  v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
  v_div_scale_f64 v[11:12], )" +
         vcc + R"(, v[1:2], v[3:4], v[1:2]
  v_mul_f64 v[13:14], v[11:12], v[9:10]
  v_fma_f64 v[7:8], -v[7:8], v[13:14], v[11:12]
  v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[13:14]
  v_div_fixup_f64 v[20:21], v[7:8], v[3:4], v[1:2]
)";
}

TEST_F(DivideTest, LlvmF32DivisionIsCorrectlyRounded) {
  for (bool w64 : {false, true}) {
    for (bool flush : {false, true}) {
      Pairs p = pairs(kF32, 127, w64 ? 64 : 32, 1024);
      auto out = run_lanes(flush ? f32_division_flushing(w64) : f32_division(w64), p.a, p.b, {},
                           flush ? kFlushF32 : kKeepAll, w64);
      int wrong = 0;
      for (size_t i = 0; i < p.a.size() && wrong < 12; ++i) {
        uint32_t want = static_cast<uint32_t>(want_div<float>(kF32, p.a[i], p.b[i], flush));
        if (out[4 * i] != want) ++wrong;
        EXPECT_BITS(out[4 * i], want,
                    std::hex << "0x" << p.a[i] << " / 0x" << p.b[i] << (flush ? " flushing" : ""));
      }
    }
  }
}

TEST_F(DivideTest, LlvmF64DivisionIsCorrectlyRounded) {
  // LLVM keeps f64 denormals (its sequence has no MODE switch for them).
  for (bool w64 : {false, true}) {
    Pairs p = pairs(kF64, 1023, w64 ? 640 : 320, 1024);
    auto out = run_lanes(f64_division(w64), p.a, p.b, {}, kKeepAll, w64);
    int wrong = 0;
    for (size_t i = 0; i < p.a.size() && wrong < 12; ++i) {
      uint64_t want = want_div<double>(kF64, p.a[i], p.b[i], false);
      uint64_t got = out[4 * i] | uint64_t{out[4 * i + 1]} << 32;
      if (got != want) ++wrong;
      EXPECT_BITS(got, want, std::hex << "0x" << p.a[i] << " / 0x" << p.b[i]);
    }
  }
}

// v_div_scale_f32 as the denominator's (S0 = S1) and the numerator's (S0 = S2):
// D of each and their VCC bits.
struct ScaleCase {
  float n, d;
  float den, num;  // the two D
  uint32_t vcc_den, vcc_num;
};

TEST_F(DivideTest, DivScaleF32Cases) {
  const float nan = bf(0x7fc00000u), inf = bf(0x7f800000u);
  const ScaleCase cases[] = {
      {6.0f, 2.0f, 2.0f, 6.0f, 0, 0},  // nothing to scale
      {-6.0f, -2.0f, -2.0f, -6.0f, 0, 0},
      {0.0f, 1.0f, nan, nan, 1, 1},  // a zero: NaN, VCC
      {1.0f, -0.0f, nan, nan, 1, 1},
      {0x1p100f, 1.0f, 0x1p64f, 0x1p100f, 1, 1},         // near overflow
      {0x1p-40f, 0x1p-140f, 0x1p-76f, 0x1p24f, 0, 0},    // denormal S1
      {1.0f, 0x1p127f, 0x1p63f, 1.0f, 1, 1},             // 1/S1 and S2/S1 denormal
      {0x1p120f, 0x1p127f, 0x1p63f, 0x1p56f, 0, 0},      // 1/S1 denormal
      {0x1p126f, 0x1p126f, 0x1p126f, 0x1p126f, 0, 0},    // 1/2^126 is normal
      {0x1p-126f, 1.0f, 1.0f, 0x1p-62f, 1, 1},           // S2/S1 at the denormals
      {0x1p-110f, 0x1p-120f, 0x1p-56f, 0x1p-46f, 0, 0},  // tiny S2
      {inf, 1.0f, 0x1p64f, inf, 1, 1},                   // inf: by its exponent
  };
  std::vector<uint64_t> n, d;
  for (const ScaleCase& c : cases) n.push_back(fb(c.n)), d.push_back(fb(c.d));
  for (bool w64 : {false, true}) {
    std::string vcc = w64 ? "vcc" : "vcc_lo", mask = w64 ? "s[8:9]" : "s8";
    auto out = run_lanes("  v_div_scale_f32 v20, " + vcc +
                             ", v3, v3, v1\n  v_cndmask_b32_e64 v22, 0, 1, " + vcc + "\n" +
                             "  v_div_scale_f32 v21, " + mask +
                             ", v1, v3, v1\n  v_cndmask_b32_e64 v23, 0, 1, " + mask,
                         n, d, {}, kKeepAll, w64);
    for (size_t i = 0; i < std::size(cases); ++i) {
      EXPECT_BITS(out[4 * i], fb(cases[i].den), "den " << i);
      EXPECT_BITS(out[4 * i + 1], fb(cases[i].num), "num " << i);
      EXPECT_EQ(out[4 * i + 2], cases[i].vcc_den) << i;
      EXPECT_EQ(out[4 * i + 3], cases[i].vcc_num) << i;
    }
  }
  // Flushing MODE: a denormal denominator is a zero.
  auto out =
      run_lanes("  v_div_scale_f32 v20, vcc_lo, v3, v3, v1\n  v_cndmask_b32_e64 v22, 0, 1, vcc_lo",
                {fb(1.0f)}, {1}, {}, kFlushF32, false);
  EXPECT_BITS(out[0], 0x7fc00000u, "flushed");
  EXPECT_EQ(out[2], 1u);
  // Output modifiers on v_div_scale are not defined: refused.
  std::string why;
  run_lanes("  v_div_scale_f32 v20, vcc_lo, v3, v3, v1 mul:2", {0}, {0}, {}, kKeepAll, false, &why);
  EXPECT_NE(why.find("div-scale-output-modifier"), std::string::npos) << why;
}

TEST_F(DivideTest, DivScaleF64Cases) {
  // As for f32 with 2^+-128 and the f64 limits (768, 2^1022, -1022, 53).
  struct C64 {
    double n, d, den, num;
    uint32_t vcc_den, vcc_num;
  };
  const C64 cases[] = {
      {6.0, 2.0, 2.0, 6.0, 0, 0},
      {0x1p800, 1.0, 0x1p128, 0x1p800, 1, 1},
      {0x1p-300, 0x1p-1060, 0x1p-932, 0x1p-172, 0, 0},
      {1.0, 0x1p1023, 0x1p895, 1.0, 1, 1},
      {0x1p1000, 0x1p1023, 0x1p895, 0x1p872, 0, 0},
      {0x1p-1022, 1.0, 1.0, 0x1p-894, 1, 1},
      {0x1p-990, 0x1p-1000, 0x1p-872, 0x1p-862, 0, 0},
      {0.0, 3.0, bd(0x7ff8000000000000ull), bd(0x7ff8000000000000ull), 1, 1},
  };
  std::vector<uint64_t> n, d;
  for (const C64& c : cases) n.push_back(db(c.n)), d.push_back(db(c.d));
  auto out = run_lanes(
      "  v_div_scale_f64 v[7:8], vcc_lo, v[3:4], v[3:4], v[1:2]\n  v_cndmask_b32_e64 v22, 0, 1, "
      "vcc_lo\n"
      "  v_div_scale_f64 v[9:10], vcc_lo, v[1:2], v[3:4], v[1:2]\n  v_cndmask_b32_e64 v23, 0, 1, "
      "vcc_lo\n"
      "  v_xor_b32 v20, v7, v8\n  v_xor_b32 v21, v9, v10",
      n, d, {}, kKeepAll, false);
  auto folded = [](double x) { return static_cast<uint32_t>(db(x) ^ (db(x) >> 32)); };
  for (size_t i = 0; i < std::size(cases); ++i) {
    EXPECT_BITS(out[4 * i], folded(cases[i].den), "den " << i);
    EXPECT_BITS(out[4 * i + 1], folded(cases[i].num), "num " << i);
    EXPECT_EQ(out[4 * i + 2], cases[i].vcc_den) << i;
    EXPECT_EQ(out[4 * i + 3], cases[i].vcc_num) << i;
  }
}

TEST_F(DivideTest, DivFmasScalesByVccAndS2AndRoundsOnce) {
  // Lanes 0-5 have VCC set: fma * 2^64 where |S2| >= 2.0, * 2^-64 below.
  // Lane 5: fma = 1.5 * 2^-85 - 2^-115 exactly; scaled, 2^-149 * (1.5 - 2^-30)
  // rounds once to 2^-149 (rounding the fma first would give 1.5 * 2^-149 and
  // then 2 * 2^-149).
  std::vector<uint64_t> a = {fb(2.0f), fb(2.0f),      fb(2.0f), fb(1.0f),
                             fb(1.0f), fb(-0x1p-60f), fb(2.0f)};
  std::vector<uint64_t> b = {fb(3.0f), fb(3.0f),     fb(3.0f), fb(1.0f),
                             fb(1.0f), fb(0x1p-55f), fb(3.0f)};
  std::vector<uint64_t> c = {fb(1.0f), fb(bf(0x3fffffffu)), fb(-2.0f), 0x7f800000u,
                             fb(0.5f), fb(0x1.8p-85f),      fb(1.0f)};
  for (bool w64 : {false, true}) {
    std::string setvcc = w64 ? "  s_mov_b64 vcc, 0x3f\n" : "  s_mov_b32 vcc_lo, 0x3f\n";
    auto r = run_lanes(setvcc + "  v_div_fmas_f32 v20, v1, v3, v5", a, b, c, kKeepAll, w64);
    EXPECT_BITS(r[0], fb(std::ldexp(7.0f, -64)), "S2 = 1.0");
    EXPECT_BITS(r[4], fb(std::ldexp(std::fma(2.0f, 3.0f, bf(0x3fffffffu)), -64)),
                "S2 just below 2");
    EXPECT_BITS(r[8], fb(std::ldexp(4.0f, 64)), "S2 = -2.0");
    EXPECT_BITS(r[12], 0x7f800000u, "S2 = inf");
    EXPECT_BITS(r[16], fb(std::ldexp(1.5f, -64)), "S2 = 0.5");
    EXPECT_BITS(r[20], 1u, "once rounded");
    EXPECT_BITS(r[24], fb(7.0f), "no VCC");
  }
  // f64: the same with 2^+-128; lane 2 rounds once to 2^-1074.
  std::vector<uint64_t> a64 = {db(2.0), db(2.0), db(-0x1p-500), db(2.0)};
  std::vector<uint64_t> b64 = {db(3.0), db(3.0), db(0x1p-506), db(3.0)};
  std::vector<uint64_t> c64 = {db(1.0), db(2.0), db(0x1.8p-946), db(1.0)};
  auto r = run_lanes("  s_mov_b32 vcc_lo, 7\n  v_div_fmas_f64 v[20:21], v[1:2], v[3:4], v[5:6]",
                     a64, b64, c64, kKeepAll, false);
  auto at = [&](size_t i) { return r[4 * i] | uint64_t{r[4 * i + 1]} << 32; };
  EXPECT_BITS(at(0), db(0x7p-128), "f64 S2 = 1.0");
  EXPECT_BITS(at(1), db(0x8p128), "f64 S2 = 2.0");
  EXPECT_BITS(at(2), 1u, "f64 once rounded");
  EXPECT_BITS(at(3), db(7.0), "f64 no VCC");
  // Input denormals are kept even where MODE flushes them; the result is not.
  r = run_lanes("  s_mov_b32 vcc_lo, 0\n  v_div_fmas_f64 v[20:21], v[1:2], v[3:4], v[5:6]", {3},
                {db(0x1p1000)}, {0}, rsrc1(0x30), false);
  EXPECT_BITS(at(0), db(0x3p-74), "f64 denormal input");
}

TEST_F(DivideTest, DivFixupCases) {
  const uint32_t inf = 0x7f800000u, ninf = 0xff800000u, qnan = 0x7fc00000u;
  struct Fix {
    uint32_t q, d, n, want;
  };
  const Fix cases[] = {
      {fb(3.0f), fb(2.0f), fb(6.0f), fb(3.0f)},
      {fb(3.0f), fb(-2.0f), fb(6.0f), fb(-3.0f)},
      {fb(-3.0f), fb(-2.0f), fb(-6.0f), fb(3.0f)},        // the sign of S1 xor S2, not S0's
      {fb(1.0f), fb(1.0f), 0x7fa00001u, 0x7fe00001u},     // S2 NaN, quieted
      {fb(1.0f), 0xff800123u, fb(1.0f), 0xffc00123u},     // S1 NaN
      {fb(1.0f), 0x7f800005u, 0xffa00007u, 0xffe00007u},  // both: S2 first
      {fb(1.0f), 0u, 0x80000000u, 0xffc00000u},           // 0/0
      {fb(1.0f), ninf, inf, 0xffc00000u},                 // inf/inf
      {fb(1.0f), 0u, fb(5.0f), inf},                      // x/0
      {fb(1.0f), 0x80000000u, fb(5.0f), ninf},
      {fb(1.0f), fb(2.0f), ninf, ninf},                      // inf/y
      {fb(1.0f), ninf, fb(5.0f), 0x80000000u},               // x/inf
      {fb(7.0f), fb(-5.0f), 0u, 0x80000000u},                // 0/y
      {fb(123.0f), fb(0x1p60f), fb(0x1p-100f), 0u},          // below 2^-150
      {fb(123.0f), fb(0x1p40f), fb(0x1p-100f), fb(123.0f)},  // not below
      {qnan, fb(1.0f), fb(1.0f), inf},                       // a NaN quotient
      {qnan, fb(-1.0f), fb(1.0f), ninf},
      {5u, fb(1.0f), fb(1.0f), 5u},  // a denormal quotient, kept
  };
  std::vector<uint64_t> q, d, n;
  for (const Fix& f : cases) q.push_back(f.q), d.push_back(f.d), n.push_back(f.n);
  auto out = run_lanes("  v_div_fixup_f32 v20, v1, v3, v5", q, d, n, kKeepAll, true);
  for (size_t i = 0; i < std::size(cases); ++i)
    EXPECT_BITS(out[4 * i], cases[i].want, "case " << i);
  out = run_lanes("  v_div_fixup_f32 v20, v1, v3, v5", {5u}, {fb(1.0f)}, {fb(1.0f)}, kFlushF32,
                  false);
  EXPECT_BITS(out[0], 0u, "flushed quotient");
  // f64: 0/0, a NaN quotient, below 2^-1075, ordinary.
  out = run_lanes("  v_div_fixup_f64 v[20:21], v[1:2], v[3:4], v[5:6]",
                  {db(1.0), 0x7ff8000000000000ull, db(9.0), db(-2.5)},
                  {0, db(-3.0), db(0x1p600), db(2.0)}, {0, db(1.0), db(0x1p-500), db(5.0)},
                  kKeepAll, false);
  auto at = [&](size_t i) { return out[4 * i] | uint64_t{out[4 * i + 1]} << 32; };
  EXPECT_BITS(at(0), 0xfff8000000000000ull, "f64 0/0");
  EXPECT_BITS(at(1), 0xfff0000000000000ull, "f64 NaN quotient");
  EXPECT_BITS(at(2), 0u, "f64 underflow");
  EXPECT_BITS(at(3), db(2.5), "f64 ordinary");
  // f16 with op_sel: S0 and S2 from the high halves, the result to the high
  // half (the low half kept); f16 has no underflow case.
  out = run_lanes("  v_mov_b32 v20, 0x1234abcd\n  v_div_fixup_f16 v20, v1, v3, v5 op_sel:[1,0,1,1]",
                  {0x42000000u, 0x7e000000u, 0x3c000000u, 0x00010000u},
                  {0x0000c000u, 0x00003c00u, 0x00000000u, 0x00007bffu},
                  {0x44000000u, 0x3c000000u, 0x00000000u, 0x00010000u}, kKeepAll, false);
  EXPECT_BITS(out[0], 0xc200abcdu, "f16 sign");
  EXPECT_BITS(out[4], 0x7c00abcdu, "f16 NaN quotient");
  EXPECT_BITS(out[8], 0xfe00abcdu, "f16 0/0");
  EXPECT_BITS(out[12], 0x0001abcdu, "f16 no underflow case");
}

}  // namespace
}  // namespace rdnavk::xlate::testing
