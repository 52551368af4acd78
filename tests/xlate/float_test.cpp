// Float VALU (xlate/ops_float.cpp) on lavapipe: results compared bit for bit
// with values computed here on the host CPU (std::fma, bit patterns), including
// NaNs, infinities, -0, denormals and the MODE register.
#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include "tests/xlate/xlate_fixture.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {
namespace {

uint32_t fb(float f) {
  return std::bit_cast<uint32_t>(f);
}
float bf(uint32_t u) {
  return std::bit_cast<float>(u);
}

// RSRC1: 256 VGPRs, FLOAT_MODE (19:12), DX10_CLAMP (21), IEEE (23).
constexpr uint32_t rsrc1(uint32_t float_mode, bool ieee = true) {
  return 0x3fu | float_mode << 12 | 1u << 21 | (ieee ? 1u << 23 : 0u);
}
constexpr uint32_t kKeepAll = rsrc1(0xf0);   // denormals kept, nearest even
constexpr uint32_t kFlushAll = rsrc1(0x00);  // denormals flushed

constexpr uint32_t kQNaN = 0x7fc00000u, kSNaN = 0x7f800001u, kInf = 0x7f800000u;
constexpr uint32_t kDenorm = 0x00000003u, kNegDenorm = 0x80000005u;

class FloatTest : public XlateTest {
 protected:
  void check_rounding();
  // Runs `prog` on n lanes in one group, s[0:1] = kData; answers the refusals.
  std::string run_lanes(const std::string& prog, size_t n, bool wave64, uint32_t mode) {
    Dispatch d;
    d.wave64 = wave64;
    d.threads[0] = static_cast<uint32_t>(n);
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
    d.rsrc1 = mode;
    return refusals(run(prog, d));
  }
  // Runs `op` (reading v1, v2, v3 and writing v4) on one lane per input: a, b,
  // c at data, +256, +512; v4 stored at +1024 and answered.
  std::vector<uint32_t> run_op(const std::string& op, const std::vector<uint32_t>& a,
                               const std::vector<uint32_t>& b = {},
                               const std::vector<uint32_t>& c = {}, bool wave64 = false,
                               uint32_t mode = kKeepAll, std::string* refusal = nullptr) {
    size_t n = a.size();
    std::vector<uint32_t> bb = b, cc = c;
    bb.resize(n);
    cc.resize(n);
    put(kData, a);
    put(kData + 256, bb);
    put(kData + 512, cc);
    std::string prog = R"(
  v_lshlrev_b32 v10, 2, v0
  global_load_dword v1, v10, s[0:1]
  global_load_dword v2, v10, s[0:1] offset:256
  global_load_dword v3, v10, s[0:1] offset:512
  v_mov_b32 v4, 0
  s_waitcnt vmcnt(0)
)" + op + R"(
  global_store_dword v10, v4, s[0:1] offset:1024
  s_endpgm
)";
    std::string why = run_lanes(prog, n, wave64, mode);
    if (refusal != nullptr)
      *refusal = why;
    else
      EXPECT_EQ(why, "") << op;
    std::vector<uint32_t> out(n);
    for (size_t i = 0; i < n; ++i) out[i] = u32(kData + 1024 + 4 * i);
    return out;
  }

  // Runs `op` on f64 operands v[1:2], v[3:4], v[5:6], one lane per input,
  // writing v[7:8], which is answered.
  std::vector<uint64_t> run_f64(const std::string& op, const std::vector<uint64_t>& a,
                                const std::vector<uint64_t>& b, const std::vector<uint64_t>& c,
                                bool wave64, uint32_t mode = kKeepAll) {
    size_t n = a.size();
    auto put64 = [&](uint64_t at, const std::vector<uint64_t>& v) {
      std::vector<uint32_t> w;
      for (uint64_t x : v)
        w.insert(w.end(), {static_cast<uint32_t>(x), static_cast<uint32_t>(x >> 32)});
      w.resize(2 * n);
      put(at, w);
    };
    put64(kData, a);
    put64(kData + 0x1000, b);
    put64(kData + 0x2000, c);
    std::string prog = R"(
  v_lshlrev_b32 v10, 3, v0
  v_add_nc_u32 v11, 0x1000, v10
  v_add_nc_u32 v12, 0x2000, v10
  v_add_nc_u32 v13, 0x3000, v10
  global_load_dwordx2 v[1:2], v10, s[0:1]
  global_load_dwordx2 v[3:4], v11, s[0:1]
  global_load_dwordx2 v[5:6], v12, s[0:1]
  v_mov_b32 v7, 0
  v_mov_b32 v8, 0
  s_waitcnt vmcnt(0)
)" + op + R"(
  global_store_dwordx2 v13, v[7:8], s[0:1]
  s_endpgm
)";
    EXPECT_EQ(run_lanes(prog, n, wave64, mode), "") << op;
    std::vector<uint64_t> out(n);
    for (size_t i = 0; i < n; ++i)
      out[i] = u32(kData + 0x3000 + 8 * i) | uint64_t{u32(kData + 0x3004 + 8 * i)} << 32;
    return out;
  }
};

#define EXPECT_BITS(got, want) \
  EXPECT_EQ(got, want) << std::hex << "got 0x" << (got) << " want 0x" << (want)

// Whether a host keeps denormals is part of the key: a module that computes in
// f32 declares DenormPreserve 32 where the host offers it, needs nothing where
// the host is known to keep them (lavapipe), and elsewhere checks each float op
// at run time; an integer-only module needs none of it.
TEST(FloatHost, DenormalsArePreservedDeclaredOrChecked) {
  std::string error;
  std::vector<uint8_t> f = assemble("v_add_f32 v1, v0, v0\ns_endpgm", false, &error);
  std::vector<uint8_t> i = assemble("v_add_nc_u32 v1, v0, v0\ns_endpgm", false, &error);
  ASSERT_FALSE(f.empty() || i.empty()) << error;
  ComputeKey k;
  k.wave64 = false;
  k.threads[0] = 32;
  k.rsrc1 = 0x3f | 0xf0u << 12;  // FLOAT_MODE: denormals kept
  k.host_subgroup = 32;
  TranslateResult checked = translate_compute(f, k);
  ASSERT_TRUE(checked.ok) << checked.refusal;
  TranslateResult plain_int = translate_compute(i, k);
  ASSERT_TRUE(plain_int.ok);
  k.host_denorm_preserve = 2;
  TranslateResult r = translate_compute(f, k);
  ASSERT_TRUE(r.ok) << r.refusal;
  EXPECT_NE(r.module.assembly.find("DenormPreserve 32"), std::string::npos);
  k.host_denorm_preserve = 0;
  k.host_denorm_kept = 7;
  TranslateResult kept = translate_compute(f, k);
  ASSERT_TRUE(kept.ok) << kept.refusal;
  EXPECT_EQ(kept.module.assembly.find("DenormPreserve"), std::string::npos);
  // The check is what makes the first module larger than the one for a host
  // that keeps denormals.
  EXPECT_GT(checked.module.assembly.size(), kept.module.assembly.size() + 200);
}

// Signed zeros, infinities and NaNs: declared for each width a module computes
// in; a host that cannot keep them in that width is refused, and an integer
// module declares and needs nothing (D22).
TEST(FloatHost, SignedZerosAreDeclaredOrRefused) {
  std::string error;
  std::vector<uint8_t> f = assemble("v_add_f32 v1, v0, v0\ns_endpgm", false, &error);
  std::vector<uint8_t> d = assemble("v_add_f64 v[2:3], v[0:1], v[0:1]\ns_endpgm", false, &error);
  std::vector<uint8_t> i = assemble("v_add_nc_u32 v1, v0, v0\ns_endpgm", false, &error);
  ASSERT_FALSE(f.empty() || d.empty() || i.empty()) << error;
  ComputeKey k;
  k.wave64 = false;
  k.threads[0] = 32;
  k.rsrc1 = 0x3f | 0xf0u << 12;
  k.host_subgroup = 32;
  k.host_denorm_kept = 7;
  TranslateResult r = translate_compute(f, k);
  ASSERT_TRUE(r.ok) << r.refusal;
  EXPECT_NE(r.module.assembly.find("SignedZeroInfNanPreserve 32"), std::string::npos);
  EXPECT_EQ(r.module.assembly.find("SignedZeroInfNanPreserve 64"), std::string::npos);
  k.host_signed_zero = 2;  // f32 only
  EXPECT_TRUE(translate_compute(f, k).ok);
  TranslateResult no64 = translate_compute(d, k);
  EXPECT_FALSE(no64.ok);
  EXPECT_EQ(no64.refusal, "host-signed-zero-inf-nan");
  EXPECT_EQ(no64.detail, "f64");
  k.host_signed_zero = 0;
  TranslateResult plain_int = translate_compute(i, k);
  ASSERT_TRUE(plain_int.ok) << plain_int.refusal;
  EXPECT_EQ(plain_int.module.assembly.find("SignedZeroInfNanPreserve"), std::string::npos);
}

// The run-time check, on lavapipe told to treat itself as a host that may
// flush: a denormal operand or an inexact zero refuses; exact zeros and
// normal results pass with the hardware's values.
TEST_F(FloatTest, AHostThatMayFlushDenormalsChecksEachOp) {
  exec::ExecutorOptions o;
  o.guard_denormals = true;
  ExecutorSwap guarded(o);
  ASSERT_TRUE(guarded.ok());
  struct Case {
    uint32_t a, b;
    const char* op;
    const char* refusal;  // "" when it runs
    uint32_t want;
  };
  const Case cases[] = {
      {0x3fc00000, 0x40000000, "v_mul_f32", "", 0x40400000},  // 1.5 * 2
      {0x3fc00000, 0x3fc00000, "v_sub_f32", "", 0x00000000},  // x - x: exactly 0
      {0x3fc00000, 0xbfc00000, "v_add_f32", "", 0x00000000},  // x + -x
      {0x00000000, 0x12345678, "v_mul_f32", "", 0x00000000},  // 0 * y
      {0x0d800000, 0x0d800000, "v_mul_f32", "host-denormal-value",
       0},  // 2^-100 squared: 0, inexact
      {0x00000001, 0x3f800000, "v_mul_f32", "host-denormal-value", 0},  // a denormal operand
  };
  for (const Case& c : cases) {
    std::string prog = "v_mov_b32 v1, " + std::to_string(c.a) + "\nv_mov_b32 v2, " +
                       std::to_string(c.b) + "\n" + c.op +
                       " v3, v1, v2\nv_mov_b32 v4, 0\nglobal_store_dword v4, v3, s[0:1]\ns_endpgm";
    Dispatch d;
    d.threads[0] = 32;
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
    d.rsrc1 = 0x3f | 0xf0u << 12;  // keep denormals
    put(kData, {0xdeadbeef});
    auto rep = run(prog, d);
    if (*c.refusal) {
      EXPECT_EQ(rep.refusals.count(c.refusal), 1u) << c.op << " " << c.a << " " << refusals(rep);
    } else {
      EXPECT_EQ(refusals(rep), "") << c.op << " " << c.a;
      EXPECT_EQ(u32(kData), c.want) << c.op << " " << c.a;
    }
  }
}

TEST_F(FloatTest, FloatDenormalsFollowMode) {
  // v_mul_f32 of a denormal by 1.0: kept (MODE 3) or flushed to a zero of its
  // sign (MODE 0), inputs and outputs.
  std::vector<uint32_t> a = {kDenorm, kNegDenorm, fb(1.0f)};
  std::vector<uint32_t> b = {fb(1.0f), fb(1.0f), kDenorm};
  for (bool w64 : {false, true}) {
    auto keep = run_op("v_mul_f32 v4, v1, v2", a, b, {}, w64, kKeepAll);
    EXPECT_BITS(keep[0], kDenorm);
    EXPECT_BITS(keep[1], kNegDenorm);
    EXPECT_BITS(keep[2], kDenorm);
    auto flush = run_op("v_mul_f32 v4, v1, v2", a, b, {}, w64, kFlushAll);
    EXPECT_BITS(flush[0], 0u);
    EXPECT_BITS(flush[1], 0x80000000u);
    EXPECT_BITS(flush[2], 0u);
  }
  // Output-only flush: 2^-126 * 0.5 is a denormal result of normal inputs.
  auto out =
      run_op("v_mul_f32 v4, v1, v2", {0x00800000u}, {fb(0.5f)}, {}, false, rsrc1(0x10 | 0xc0));
  EXPECT_BITS(out[0], 0u);
  auto in =
      run_op("v_mul_f32 v4, v1, v2", {0x00800000u}, {fb(0.5f)}, {}, false, rsrc1(0x20 | 0xc0));
  EXPECT_BITS(in[0], 0x00400000u);
}

TEST_F(FloatTest, FloatAddMulFmaRoundOnceOrTwice) {
  // a * b = 1 + 2^-22 + 2^-46: the fma keeps the 2^-46, mul then add loses it.
  float a = bf(0x3f800002u), b = bf(0x3f800002u), c = -1.0f;
  volatile float p = a * b;
  float mad = p + c;
  float fma = std::fma(a, b, c);
  ASSERT_NE(fb(mad), fb(fma));
  std::vector<uint32_t> A = {fb(a), fb(1.5f), fb(-0.0f)}, B = {fb(b), fb(2.25f), fb(0.0f)},
                        C = {fb(c), fb(3.0f), fb(-0.0f)};
  for (bool w64 : {false, true}) {
    auto r = run_op("v_fma_f32 v4, v1, v2, v3", A, B, C, w64);
    EXPECT_BITS(r[0], fb(fma));
    EXPECT_BITS(r[1], fb(std::fma(1.5f, 2.25f, 3.0f)));
    EXPECT_BITS(r[2], 0x80000000u);  // -0 * 0 + -0 = -0
    r = run_op("v_mul_f32 v4, v1, v2\n  v_add_f32 v4, v4, v3", A, B, C, w64);
    EXPECT_BITS(r[0], fb(mad));
    r = run_op("v_mov_b32 v4, v3\n  v_fmac_f32 v4, v1, v2", A, B, C, w64);
    EXPECT_BITS(r[0], fb(fma));
    r = run_op("v_fmaak_f32 v4, v1, v2, 0xbf800000", A, B, C, w64);
    EXPECT_BITS(r[0], fb(fma));
    r = run_op("v_fmamk_f32 v4, v1, 0x3f800002, v3", A, B, C, w64);
    EXPECT_BITS(r[0], fb(fma));
  }
  auto r = run_op(
      "v_add_f32 v4, v1, v2\n  v_sub_f32 v5, v1, v2\n  v_subrev_f32 v6, v1, v2\n  v_add_f32 v4, "
      "v4, v5\n  v_add_f32 v4, v4, v6",
      {fb(1e30f), fb(0.1f)}, {fb(1.0f), fb(0.2f)});
  volatile float x0 = 1e30f + 1.0f, y0 = 1e30f - 1.0f, z0 = 1.0f - 1e30f;
  volatile float s0 = x0 + y0;
  EXPECT_BITS(r[0], fb(s0 + z0));
  volatile float x1 = 0.1f + 0.2f, y1 = 0.1f - 0.2f, z1 = 0.2f - 0.1f;
  volatile float s1 = x1 + y1;
  EXPECT_BITS(r[1], fb(s1 + z1));
}

TEST_F(FloatTest, FloatNaNsAreQuietedOrDefault) {
  std::vector<uint32_t> a = {0x7f800123u, kInf, kSNaN, fb(1.0f), 0xffc00042u};
  std::vector<uint32_t> b = {fb(1.0f), kInf, fb(1.0f), 0x7fc00077u, kSNaN};
  auto r = run_op("v_sub_f32 v4, v1, v2", a, b);
  EXPECT_BITS(r[0], 0x7fc00123u);  // sNaN input quieted
  EXPECT_BITS(r[1], kQNaN);        // inf - inf: default NaN
  EXPECT_BITS(r[2], 0x7fc00001u);
  EXPECT_BITS(r[3], 0x7fc00077u);
  EXPECT_BITS(r[4], 0xffc00042u);  // the first NaN source
  r = run_op("v_mul_f32 v4, v1, v2", {0u, kInf}, {kInf, 0x80000000u});
  EXPECT_BITS(r[0], kQNaN);
  EXPECT_BITS(r[1], kQNaN);
  // Legacy multiply: 0 * anything is +0.
  r = run_op("v_mul_legacy_f32 v4, v1, v2", {0u, 0x80000000u, kQNaN, fb(2.0f)},
             {kInf, fb(3.0f), 0u, fb(3.0f)});
  EXPECT_BITS(r[0], 0u);
  EXPECT_BITS(r[1], 0u);
  EXPECT_BITS(r[2], 0u);
  EXPECT_BITS(r[3], fb(6.0f));
}

TEST_F(FloatTest, FloatMinMaxIeee) {
  std::vector<uint32_t> a = {fb(1.0f), kQNaN, kSNaN, fb(-0.0f), fb(0.0f), fb(-3.0f)};
  std::vector<uint32_t> b = {fb(2.0f), fb(5.0f), fb(5.0f), fb(0.0f), fb(-0.0f), fb(-4.0f)};
  auto mn = run_op("v_min_f32 v4, v1, v2", a, b);
  auto mx = run_op("v_max_f32 v4, v1, v2", a, b, {}, true);
  EXPECT_BITS(mn[0], fb(1.0f));
  EXPECT_BITS(mx[0], fb(2.0f));
  EXPECT_BITS(mn[1], fb(5.0f));  // a quiet NaN is ignored
  EXPECT_BITS(mx[1], fb(5.0f));
  EXPECT_BITS(mn[2], 0x7fc00001u);  // IEEE: a signaling NaN comes out quieted
  EXPECT_BITS(mx[2], 0x7fc00001u);
  EXPECT_BITS(mn[3], fb(-0.0f));
  EXPECT_BITS(mx[3], fb(0.0f));
  EXPECT_BITS(mn[4], fb(-0.0f));
  EXPECT_BITS(mx[4], fb(0.0f));
  EXPECT_BITS(mn[5], fb(-4.0f));
  EXPECT_BITS(mx[5], fb(-3.0f));
  // Not IEEE: a signaling NaN is ignored like a quiet one.
  auto dx = run_op("v_min_f32 v4, v1, v2", {kSNaN}, {fb(5.0f)}, {}, false, rsrc1(0xf0, false));
  EXPECT_BITS(dx[0], fb(5.0f));
  auto med = run_op("v_med3_f32 v4, v1, v2, v3", {fb(1.0f), fb(9.0f), kQNaN},
                    {fb(5.0f), fb(2.0f), fb(3.0f)}, {fb(3.0f), fb(4.0f), fb(1.0f)});
  EXPECT_BITS(med[0], fb(3.0f));
  EXPECT_BITS(med[1], fb(4.0f));
  EXPECT_BITS(med[2], fb(1.0f));  // a NaN: min3
  auto m3 = run_op("v_min3_f32 v4, v1, v2, v3\n  v_max3_f32 v5, v1, v2, v3\n  v_add_f32 v4, v4, v5",
                   {fb(1.0f)}, {fb(5.0f)}, {fb(3.0f)});
  EXPECT_BITS(m3[0], fb(6.0f));
}

// V_CUBEID/SC/TC/MA_F32: the major axis (z on a tie with both, then y), its
// face, the face's coordinates and twice the major coordinate, as LLVM folds
// them; -0 counts as positive, a NaN loses every comparison.
TEST_F(FloatTest, CubeFaceCoordinates) {
  const float n = std::bit_cast<float>(kQNaN);
  struct Dir {
    float x, y, z, id, sc, tc, ma;
  };
  const Dir dirs[] = {
      {1.0f, 0.5f, 0.25f, 0, -0.25f, -0.5f, 2.0f}, {-1.0f, 0.5f, 0.25f, 1, 0.25f, -0.5f, -2.0f},
      {0.5f, 1.0f, 0.25f, 2, 0.5f, 0.25f, 2.0f},   {0.5f, -1.0f, 0.25f, 3, 0.5f, -0.25f, -2.0f},
      {0.25f, 0.5f, 1.0f, 4, 0.25f, -0.5f, 2.0f},  {0.25f, 0.5f, -1.0f, 5, -0.25f, -0.5f, -2.0f},
      {1.0f, 1.0f, 1.0f, 4, 1.0f, -1.0f, 2.0f},    {1.0f, 1.0f, 0.0f, 2, 1.0f, 0.0f, 2.0f},
      {0.0f, 0.0f, -0.0f, 4, 0.0f, -0.0f, -0.0f},  {n, 1.0f, 1.0f, 0, -1.0f, -1.0f, n},
  };
  std::vector<uint32_t> x, y, z;
  for (const Dir& d : dirs) {
    x.push_back(fb(d.x));
    y.push_back(fb(d.y));
    z.push_back(fb(d.z));
  }
  auto id = run_op("v_cubeid_f32 v4, v1, v2, v3", x, y, z);
  auto sc = run_op("v_cubesc_f32 v4, v1, v2, v3", x, y, z);
  auto tc = run_op("v_cubetc_f32 v4, v1, v2, v3", x, y, z);
  auto ma = run_op("v_cubema_f32 v4, v1, v2, v3", x, y, z);
  for (size_t i = 0; i < std::size(dirs); ++i) {
    SCOPED_TRACE(i);
    EXPECT_BITS(id[i], fb(dirs[i].id));
    EXPECT_BITS(sc[i], fb(dirs[i].sc));
    EXPECT_BITS(tc[i], fb(dirs[i].tc));
    if (std::isnan(dirs[i].ma))
      EXPECT_TRUE(std::isnan(std::bit_cast<float>(ma[i])));
    else
      EXPECT_BITS(ma[i], fb(dirs[i].ma));
  }
}

TEST_F(FloatTest, FloatConversionsSaturate) {
  std::vector<uint32_t> a = {fb(1.9f), fb(-1.9f), fb(3e9f),    fb(-3e9f),
                             kQNaN,    kInf,      0xff800000u, fb(-0.5f)};
  auto si = run_op("v_cvt_i32_f32 v4, v1", a, {}, {}, true);
  std::vector<uint32_t> want_i = {1, 0xffffffffu, 0x7fffffffu, 0x80000000u,
                                  0, 0x7fffffffu, 0x80000000u, 0};
  EXPECT_EQ(si, want_i);
  auto ui = run_op("v_cvt_u32_f32 v4, v1", a);
  std::vector<uint32_t> want_u = {1, 0, 3000000000u, 0, 0, 0xffffffffu, 0, 0};
  EXPECT_EQ(ui, want_u);
  auto fl = run_op(
      "v_cvt_flr_i32_f32 v4, v1\n  v_cvt_rpi_i32_f32 v5, v1\n  v_lshlrev_b32 v5, 8, v5\n  v_or_b32 "
      "v4, v4, v5",
      {fb(-1.5f), fb(2.5f)});
  EXPECT_BITS(fl[0], (0xfffffffeu & 0xffu) | (0xffffffffu << 8));
  EXPECT_BITS(fl[1], 2u | (3u << 8));
  auto f = run_op("v_cvt_f32_i32 v4, v1", {0x7fffffffu, 0x80000001u});
  EXPECT_BITS(f[0], fb(2147483648.0f));
  EXPECT_BITS(f[1], fb(-2147483648.0f));
  auto ub = run_op("v_cvt_f32_ubyte2 v4, v1", {0x00ab0000u});
  EXPECT_BITS(ub[0], fb(171.0f));
}

TEST_F(FloatTest, FloatHalfConversionsAndOpSel) {
  // f32 -> f16 rounds to nearest even; 65520 overflows to inf; NaN payload kept.
  auto h = run_op("v_cvt_f16_f32 v4, v1",
                  {fb(1.0f + 1.0f / 2048), fb(65520.0f), 0x7f812345u, fb(-0.0f)});
  EXPECT_BITS(h[0], 0x3c00u);
  EXPECT_BITS(h[1], 0x7c00u);
  EXPECT_BITS(h[2], 0x7e09u);
  EXPECT_BITS(h[3], 0x8000u);
  auto back = run_op("v_cvt_f32_f16 v4, v1", {0x0001u, 0xfc00u, 0x3555u});
  EXPECT_BITS(back[0], fb(std::ldexp(1.0f, -24)));
  EXPECT_BITS(back[1], 0xff800000u);
  EXPECT_BITS(back[2], fb(0.333251953125f));
  // op_sel: the high halves of v1 and v2, v3's low half, the result to v4's high half.
  auto s =
      run_op("v_fma_f16 v4, v1, v2, v3 op_sel:[1,1,0,1]", {0x3c000000u}, {0x40000000u}, {0x3800u});
  EXPECT_BITS(s[0], 0x41000000u);
  // Round toward zero, packed.
  auto pk = run_op("v_cvt_pkrtz_f16_f32 v4, v1, v2", {fb(1.0f + 1.0f / 1024 - 1.0f / 65536)},
                   {fb(70000.0f)});
  EXPECT_BITS(pk[0], 0x3c00u | (0x7bffu << 16));
  // The literal K of the f16 forms is a half: 1.0 * 2.0 + 0.5, then 2.0 * 0.5 + 1.0.
  auto mk = run_op("v_fmamk_f16 v4, v1, 0x4000, v2", {0x3c00u}, {0x3800u});
  EXPECT_BITS(mk[0], 0x4100u);
  auto ak = run_op("v_fmaak_f16 v4, v1, v2, 0x3c00", {0x4000u}, {0x3800u});
  EXPECT_BITS(ak[0], 0x4000u);
}

// V_CVT_PKNORM: codes of the clamped value times 65535 (32767), rounded to
// nearest even; where the f32 product and the exact one round apart, or on a
// NaN, the lane escapes.
TEST_F(FloatTest, PackedNormCodesRoundToNearestEven) {
  // 0.5 * 65535 = 32767.5: a tie, to even (32768); 1/65535 gives code 1;
  // out of range clamps; -0.5 SNORM is -16383.5, to even -16384.
  auto u = run_op("v_cvt_pknorm_u16_f32 v4, v1, v2", {fb(0.5f), fb(2.0f), fb(-3.0f)},
                  {fb(1.0f / 65535), fb(0.25f), fb(1.0f)});
  EXPECT_BITS(u[0], 0x8000u | (1u << 16));
  EXPECT_BITS(u[1], 0xffffu | (0x4000u << 16));  // 0.25 * 65535 = 16383.75
  EXPECT_BITS(u[2], 0x0000u | (0xffffu << 16));
  auto s = run_op("v_cvt_pknorm_i16_f32 v4, v1, v2", {fb(-0.5f), fb(-2.0f)}, {fb(1.0f), fb(0.5f)});
  EXPECT_BITS(s[0], 0xc000u | (0x7fffu << 16));
  EXPECT_BITS(s[1], 0x8001u | (0x4000u << 16));  // -1 is -32767; 16383.5 to even 16384
  // A NaN has no published code.
  std::string refusal;
  run_op("v_cvt_pknorm_u16_f32 v4, v1, v2", {0x7fc00000u}, {0u}, {}, false, kKeepAll, &refusal);
  EXPECT_NE(refusal.find("cvt-pk-out-of-range"), std::string::npos) << refusal;
  // 0x3ac300c3 times 65535 is 97.4999999773 exactly, 97.5 in f32: the
  // readings part (97 and, by the tie, 98), and the lane escapes.
  refusal.clear();
  run_op("v_cvt_pknorm_u16_f32 v4, v1, v2", {0x3ac300c3u}, {0u}, {}, false, kKeepAll, &refusal);
  EXPECT_NE(refusal.find("cvt-pk-out-of-range"), std::string::npos) << refusal;
  // Its neighbours' readings agree.
  const std::vector<uint32_t> near = {0x3ac300c0u, 0x3ac300c1u, 0x3ac300c5u, 0x3ac300c6u};
  auto r = run_op("v_cvt_pknorm_u16_f32 v4, v1, v2", near, {0u, 0u, 0u, 0u});
  for (size_t i = 0; i < near.size(); ++i)
    EXPECT_BITS(r[i], static_cast<uint32_t>(std::nearbyint(
                          static_cast<double>(std::bit_cast<float>(near[i])) * 65535.0)));
}

TEST_F(FloatTest, FloatDoubles) {
  double a = 1.0 + std::ldexp(1.0, -52), c = -1.0;
  uint64_t ab = std::bit_cast<uint64_t>(a), cb = std::bit_cast<uint64_t>(c);
  // v[1:2] = a; c = v[6:7] (its low half 0); v4 = the result's halves xor'ed.
  auto r = run_op(
      "v_mov_b32 v6, 0\n  v_mov_b32 v7, v3\n"
      "  v_mul_f64 v[8:9], v[1:2], v[1:2]\n  v_add_f64 v[8:9], v[8:9], v[6:7]\n  v_xor_b32 v4, v8, "
      "v9",
      {static_cast<uint32_t>(ab)}, {static_cast<uint32_t>(ab >> 32)},
      {static_cast<uint32_t>(cb >> 32)});
  volatile double prod = a * a;
  double want = prod + c;
  uint64_t wb = std::bit_cast<uint64_t>(want);
  EXPECT_BITS(r[0], static_cast<uint32_t>(wb ^ (wb >> 32)));
  auto cv = run_op("v_cvt_f64_f32 v[6:7], v1\n  v_cvt_f32_f64 v4, v[6:7]", {fb(0.1f)});
  EXPECT_BITS(cv[0], fb(0.1f));
  auto ci = run_op("v_cvt_f64_i32 v[6:7], v1\n  v_cvt_i32_f64 v4, v[6:7]", {0x80000000u});
  EXPECT_BITS(ci[0], 0x80000000u);
}

TEST_F(FloatTest, FloatApproximateOpsSpecialCases) {
  std::vector<uint32_t> a = {0u, 0x80000000u, kInf, 0xff800000u, fb(-1.0f), fb(4.0f)};
  auto rcp = run_op("v_rcp_f32 v4, v1", a);
  EXPECT_BITS(rcp[0], kInf);
  EXPECT_BITS(rcp[1], 0xff800000u);
  EXPECT_BITS(rcp[2], 0u);
  EXPECT_BITS(rcp[5], fb(0.25f));
  auto sq = run_op("v_sqrt_f32 v4, v1", a);
  EXPECT_BITS(sq[1], 0x80000000u);
  EXPECT_BITS(sq[2], kInf);
  EXPECT_BITS(sq[4], kQNaN);
  EXPECT_BITS(sq[5], fb(2.0f));
  auto rsq = run_op("v_rsq_f32 v4, v1", a);
  EXPECT_BITS(rsq[0], kInf);
  EXPECT_BITS(rsq[1], 0xff800000u);
  EXPECT_BITS(rsq[2], 0u);
  EXPECT_BITS(rsq[4], kQNaN);
  EXPECT_BITS(rsq[5], fb(0.5f));
  auto lg = run_op("v_log_f32 v4, v1", a);
  EXPECT_BITS(lg[0], 0xff800000u);
  EXPECT_BITS(lg[1], 0xff800000u);
  EXPECT_BITS(lg[2], kInf);
  EXPECT_BITS(lg[4], kQNaN);
  EXPECT_BITS(lg[5], fb(2.0f));
  auto ex = run_op("v_exp_f32 v4, v1", a);
  EXPECT_BITS(ex[0], fb(1.0f));
  EXPECT_BITS(ex[2], kInf);
  EXPECT_BITS(ex[3], 0u);
  EXPECT_BITS(ex[5], fb(16.0f));
  auto sn = run_op("v_sin_f32 v4, v1", {0x80000000u, kInf, fb(0.25f)});
  EXPECT_BITS(sn[0], 0x80000000u);
  EXPECT_BITS(sn[1], kQNaN);
  EXPECT_BITS(sn[2], fb(1.0f));
}

TEST_F(FloatTest, FloatRoundingFractFrexpLdexp) {
  std::vector<uint32_t> a = {fb(-2.5f), fb(2.5f), fb(-0.25f), 0x80000000u, fb(-1e-10f)};
  auto tr = run_op("v_trunc_f32 v4, v1", a);
  auto ce = run_op("v_ceil_f32 v4, v1", a);
  auto fl = run_op("v_floor_f32 v4, v1", a);
  auto rn = run_op("v_rndne_f32 v4, v1", a);
  auto fr = run_op("v_fract_f32 v4, v1", a);
  for (size_t i = 0; i < a.size(); ++i) {
    float x = bf(a[i]);
    EXPECT_BITS(tr[i], fb(std::trunc(x)));
    EXPECT_BITS(ce[i], fb(std::ceil(x)));
    EXPECT_BITS(fl[i], fb(std::floor(x)));
    EXPECT_BITS(rn[i], fb(std::nearbyint(x)));
    float f = x - std::floor(x);
    EXPECT_BITS(fr[i], fb(std::min(f, bf(0x3f7fffffu))));
  }
  auto fm = run_op(
      "v_frexp_mant_f32 v4, v1\n  v_frexp_exp_i32_f32 v5, v1\n  v_lshlrev_b32 v5, 24, v5\n  "
      "v_xor_b32 v4, v4, v5",
      {fb(12.0f), kDenorm, kInf});
  EXPECT_BITS(fm[0], fb(0.75f) ^ (4u << 24));
  EXPECT_BITS(fm[1], fb(0.75f) ^ (static_cast<uint32_t>(-147) << 24));
  EXPECT_BITS(fm[2], kInf);
  auto ld = run_op(
      "v_ldexp_f32 v4, v1, v2", {fb(1.5f), fb(1.5f), fb(1.5f), fb(3.0f)},
      {static_cast<uint32_t>(-149), 200, static_cast<uint32_t>(-300), static_cast<uint32_t>(-150)});
  EXPECT_BITS(ld[0], 2u);  // 1.5 * 2^-149 rounds to even: 2 * 2^-149
  EXPECT_BITS(ld[1], kInf);
  EXPECT_BITS(ld[2], 0u);
  EXPECT_BITS(ld[3], 2u);  // 0.75 * 2^-148 -> 2^-149 * 1.5 -> 2
}

// Rounding to integral values at every magnitude and sign, against the C++
// library: the translator computes them from the bits, since a host's rounding
// built-ins may go through integer conversions (llvmpipe does where its vectors
// are wider than the CPU's rounding instructions: doubles above 2^24 kept their
// fraction, -0.5 truncated to +0).
TEST_F(FloatTest, RoundingToIntegralIsExactAtEveryMagnitude) {
  // Twice: as lavapipe is, and as a host that may flush denormals, where no
  // step of the rounding may have anything to check (D17).
  for (bool guard : {false, true}) {
    exec::ExecutorOptions o;
    o.guard_denormals = guard;
    ExecutorSwap other(o);
    ASSERT_TRUE(other.ok());
    check_rounding();
  }
}

void FloatTest::check_rounding() {
  std::vector<double> d;
  for (int ex = -3; ex <= 56; ++ex)
    for (double f : {1.0, 1.25, 1.5, 1.75, 1.0 + 0x1p-30, 2.0 - 0x1p-52})
      for (double sgn : {1.0, -1.0}) d.push_back(sgn * std::ldexp(f, ex));
  for (double x : {0.5, -0.5, 2.5, -2.5, 3.5, -3.5, 0.0, -0.0, 0x1p-1074, -0x1p-1074,
                   0x1.8p52 + 1.0, -0x1.8p52 - 1.0, 4503599627370495.5, -4503599627370495.5})
    d.push_back(x);
  d.push_back(std::numeric_limits<double>::infinity());
  d.push_back(-std::numeric_limits<double>::infinity());
  for (bool w64 : {false, true}) {
    for (size_t at = 0; at < d.size(); at += 64) {
      std::vector<uint64_t> in;
      for (size_t i = at; i < std::min(d.size(), at + 64); ++i)
        in.push_back(std::bit_cast<uint64_t>(d[i]));
      auto tr = run_f64("v_trunc_f64 v[7:8], v[1:2]", in, in, in, w64);
      auto fl = run_f64("v_floor_f64 v[7:8], v[1:2]", in, in, in, w64);
      auto ce = run_f64("v_ceil_f64 v[7:8], v[1:2]", in, in, in, w64);
      auto rn = run_f64("v_rndne_f64 v[7:8], v[1:2]", in, in, in, w64);
      for (size_t i = 0; i < in.size(); ++i) {
        double x = std::bit_cast<double>(in[i]);
        EXPECT_EQ(tr[i], std::bit_cast<uint64_t>(std::trunc(x))) << "trunc " << x;
        EXPECT_EQ(fl[i], std::bit_cast<uint64_t>(std::floor(x))) << "floor " << x;
        EXPECT_EQ(ce[i], std::bit_cast<uint64_t>(std::ceil(x))) << "ceil " << x;
        EXPECT_EQ(rn[i], std::bit_cast<uint64_t>(std::nearbyint(x))) << "rndne " << x;
      }
    }
  }
  std::vector<uint32_t> f;
  for (int ex = -3; ex <= 26; ++ex)
    for (float m : {1.0f, 1.25f, 1.5f, 1.75f, 2.0f - 0x1p-23f})
      for (float sgn : {1.0f, -1.0f}) f.push_back(fb(sgn * std::ldexp(m, ex)));
  for (float x : {0.5f, -0.5f, 2.5f, -2.5f, 8388607.5f, -8388607.5f, -0.0f}) f.push_back(fb(x));
  for (size_t at = 0; at < f.size(); at += 64) {
    std::vector<uint32_t> in(f.begin() + at, f.begin() + std::min(f.size(), at + 64));
    auto tr = run_op("v_trunc_f32 v4, v1", in);
    auto fl = run_op("v_floor_f32 v4, v1", in);
    auto ce = run_op("v_ceil_f32 v4, v1", in);
    auto rn = run_op("v_rndne_f32 v4, v1", in);
    for (size_t i = 0; i < in.size(); ++i) {
      float x = bf(in[i]);
      EXPECT_BITS(tr[i], fb(std::trunc(x)));
      EXPECT_BITS(fl[i], fb(std::floor(x)));
      EXPECT_BITS(ce[i], fb(std::ceil(x)));
      EXPECT_BITS(rn[i], fb(std::nearbyint(x)));
    }
  }
}

TEST_F(FloatTest, FloatModeRegister) {
  // s_denorm_mode 0 flushes from there on; s_getreg reads MODE back.
  auto r = run_op(
      "v_mul_f32 v5, v1, v2\n  s_denorm_mode 0\n  v_mul_f32 v4, v1, v2\n  s_getreg_b32 s8, "
      "hwreg(HW_REG_MODE, 0, 10)\n"
      "  v_or_b32 v4, v4, v5\n  v_mov_b32 v6, s8\n  global_store_dword v10, v6, s[0:1] offset:1536",
      {kDenorm}, {fb(1.0f)});
  EXPECT_BITS(r[0], kDenorm);
  EXPECT_BITS(u32(kData + 1536), (1u << 8) | (1u << 9));
  r = run_op("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0\n  v_mul_f32 v4, v1, v2", {kDenorm},
             {fb(1.0f)});
  EXPECT_BITS(r[0], 0u);
  r = run_op(
      "s_mov_b32 s9, 0xf\n  s_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s9\n  v_mul_f32 v4, v1, v2",
      {kDenorm}, {fb(1.0f)}, {}, false, kFlushAll);
  EXPECT_BITS(r[0], kDenorm);
  r = run_op(
      "s_mov_b32 s9, 0x1234\n  s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s9\n  s_getreg_b32 s10, "
      "hwreg(HW_REG_FLAT_SCR_LO, 4, 8)\n"
      "  v_mov_b32 v4, s10",
      {0});
  EXPECT_BITS(r[0], 0x23u);
  std::string why;
  run_op("s_round_mode 0x3\n  v_add_f32 v4, v1, v2", {0}, {}, {}, false, kKeepAll, &why);
  EXPECT_EQ(why.find("float-round-mode") != std::string::npos, true) << why;
  run_op("v_add_f32 v4, v1, v2", {0}, {}, {}, false, rsrc1(0xf1), &why);
  EXPECT_EQ(why.find("float-round-mode") != std::string::npos, true) << why;
  run_op("s_getreg_b32 s8, hwreg(HW_REG_STATUS)", {0}, {}, {}, false, kKeepAll, &why);
  EXPECT_EQ(why.find("hwreg-STATUS") != std::string::npos, true) << why;
}

// ---- f64 fused multiply-add

uint64_t db(double d) {
  return std::bit_cast<uint64_t>(d);
}
double bd(uint64_t u) {
  return std::bit_cast<double>(u);
}
constexpr uint64_t kSign64 = 1ull << 63, kInf64 = 0x7ff0000000000000ull, kQuiet64 = 1ull << 51;
constexpr uint64_t kMax64 = 0x7fefffffffffffffull, kMinNormal64 = 0x0010000000000000ull;
bool nan64(uint64_t x) {
  return (x & ~kSign64) > kInf64;
}
bool denorm64(uint64_t x) {
  return (x & kInf64) == 0 && (x & ~kSign64) != 0;
}
// MODE's f64 denormal bits: 6 keeps input denormals, 7 output denormals.
constexpr uint32_t kFlush64 = rsrc1(0x30);
// fma as the hardware computes it: inputs and the result flushed per MODE,
// NaNs quieted (the first NaN operand) or the default NaN.
uint64_t want_fma64(uint64_t a, uint64_t b, uint64_t c, bool keep) {
  uint64_t in[] = {a, b, c};
  for (uint64_t& x : in) {
    if (!keep && denorm64(x)) x &= kSign64;
  }
  for (uint64_t x : in) {
    if (nan64(x)) return x | kQuiet64;
  }
  uint64_t r = db(std::fma(bd(in[0]), bd(in[1]), bd(in[2])));
  if (nan64(r)) return kInf64 | kQuiet64;
  if (!keep && denorm64(r)) r &= kSign64;
  return r;
}
// Operands that reach every path: cancellation (c close to -a * b), results
// near and below the normal range, products that overflow, specials.
struct FmaCases {
  std::vector<uint64_t> a, b, c;
  void add(uint64_t x, uint64_t y, uint64_t z) {
    a.push_back(x);
    b.push_back(y);
    c.push_back(z);
  }
};
FmaCases fma_cases(uint64_t seed) {
  FmaCases t;
  std::mt19937_64 rng(seed);
  auto with_exp = [&](int lo, int hi) {
    uint64_t ex =
        static_cast<uint64_t>(lo + static_cast<int>(rng() % static_cast<uint64_t>(hi - lo + 1)));
    return (rng() & kSign64) | ex << 52 | (rng() & 0xfffffffffffffull);
  };
  const uint64_t specials[] = {
      0,       kSign64,          1,      kSign64 | 3,      0x000fffffffffffffull, kMinNormal64,
      kMax64,  kSign64 | kMax64, kInf64, kSign64 | kInf64, kInf64 | kQuiet64 | 5, kInf64 | 9,
      db(1.0), db(-1.0),         db(0.5)};
  for (uint64_t x : specials)
    for (uint64_t y : specials) t.add(x, y, specials[rng() % std::size(specials)]);
  // a * b overflows, a * b + c does not: MAX * (1 + 2^-52) - MAX * 2^-52 = MAX.
  t.add(kMax64, db(1.0 + 0x1p-52), db(-bd(kMax64) * 0x1p-52));
  t.add(db(0x1p600), db(0x1p600), db(-0x1p1000));
  // Exact cancellation to +0 and the signs of zero sums.
  t.add(db(3.0), db(5.0), db(-15.0));
  t.add(db(-3.0), db(5.0), db(15.0));
  t.add(kSign64, db(2.0), kSign64);
  t.add(0, db(-2.0), 0);
  // a * b below half the smallest denormal, plus zeros and a tiny c.
  t.add(db(0x1p-600), db(0x1p-600), 0);
  t.add(db(-0x1p-600), db(0x1p-600), 0);
  t.add(db(0x1p-600), db(0x1p-600), 1);
  t.add(db(0x1.8p-537), db(0x1p-538), 0);  // exactly half of 2^-1074 plus: rounds up
  t.add(db(0x1p-537), db(0x1p-538), 0);    // exactly half: ties to even 0
  while (t.a.size() < 512) {
    switch (rng() % 5) {
      case 0:
        t.add(rng(), rng(), rng());
        break;
      case 1: {  // near cancellation
        uint64_t x = with_exp(900, 1150), y = with_exp(900, 1150);
        double p = bd(x) * bd(y);
        uint64_t z = db(-p) + (rng() % 5) - 2;
        t.add(x, y, std::isfinite(p) ? z : with_exp(1, 2046));
        break;
      }
      case 2:  // results near the denormal range
        t.add(with_exp(400, 620), with_exp(400, 620),
              (rng() & 1) ? with_exp(0, 3) : (rng() & kSign64) | (rng() % 1000));
        break;
      case 3:  // products near overflow
        t.add(with_exp(1500, 1560), with_exp(1500, 1560), with_exp(2000, 2046));
        break;
      default:  // addends far above and below the product
        t.add(with_exp(800, 1250), with_exp(800, 1250), with_exp(1, 2046));
        break;
    }
  }
  return t;
}

TEST_F(FloatTest, FloatFmaF64RoundsOnce) {
  // The product is 1 + 2^-51 + 2^-104: fused keeps the 2^-104, which decides
  // the rounding of the sum.
  double a = 1.0 + 0x1p-52, c = -1.0 - 0x1p-51;
  volatile double p = a * a;
  ASSERT_NE(db(p + c), db(std::fma(a, a, c)));
  for (bool w64 : {false, true}) {
    for (uint32_t mode : {kKeepAll, kFlush64}) {
      FmaCases t = fma_cases(w64 ? 64 : 32);
      auto r = run_f64("v_fma_f64 v[7:8], v[1:2], v[3:4], v[5:6]", t.a, t.b, t.c, w64, mode);
      int wrong = 0;
      for (size_t i = 0; i < r.size() && wrong < 10; ++i) {
        uint64_t want = want_fma64(t.a[i], t.b[i], t.c[i], mode == kKeepAll);
        if (r[i] != want) ++wrong;
        EXPECT_EQ(r[i], want) << std::hex << "fma(0x" << t.a[i] << ", 0x" << t.b[i] << ", 0x"
                              << t.c[i] << ") mode 0x" << mode;
      }
    }
  }
  // Source modifiers: -a * |b| + c.
  auto r = run_f64("v_fma_f64 v[7:8], -v[1:2], |v[3:4]|, v[5:6]", {db(a)}, {db(-a)},
                   {db(1.0 + 0x1p-51)}, false);
  EXPECT_EQ(r[0], db(std::fma(-a, a, 1.0 + 0x1p-51)));
}

TEST_F(FloatTest, OutputModifiersFollowModeAtRunTime) {
  // With IEEE off and f32 denormals flushed (RADV's compute mode), mul:2 doubles,
  // div:2 halves, and a -0 result becomes +0; with IEEE on, omod is ignored.
  std::vector<uint32_t> a = {fb(1.5f), fb(-3.0f), fb(-0.0f), fb(1e30f), kQNaN};
  std::vector<uint32_t> b = {fb(2.0f), fb(0.25f), fb(5.0f), fb(1e10f), fb(1.0f)};
  uint32_t flush_no_ieee = rsrc1(0x00, false);
  auto x2 = run_op("v_mul_f32 v4, v1, v2 mul:2", a, b, {}, false, flush_no_ieee);
  EXPECT_EQ(x2, (std::vector<uint32_t>{fb(6.0f), fb(-1.5f), fb(0.0f), kInf, kQNaN}));
  auto half = run_op("v_mul_f32 v4, v1, v2 div:2", a, b, {}, true, flush_no_ieee);
  EXPECT_EQ(half, (std::vector<uint32_t>{fb(1.5f), fb(-0.375f), fb(0.0f), kInf, kQNaN}));
  auto ieee = run_op("v_mul_f32 v4, v1, v2 mul:4", a, b, {}, false, rsrc1(0x00, true));
  EXPECT_EQ(ieee, (std::vector<uint32_t>{fb(3.0f), fb(-0.75f), fb(-0.0f), kInf, kQNaN}));
  // Kept output denormals ignore it too.
  auto keep = run_op("v_mul_f32 v4, v1, v2 mul:4", a, b, {}, false, rsrc1(0xf0, false));
  EXPECT_EQ(keep, ieee);
  // A result near the denormals is refused: where the scaling meets the flush
  // is not published.
  std::string why;
  run_op("v_mul_f32 v4, v1, v2 mul:2", {fb(1e-20f)}, {fb(1e-19f)}, {}, false, flush_no_ieee, &why);
  EXPECT_NE(why.find("float-output-modifier-tiny"), std::string::npos) << why;
}

}  // namespace
}  // namespace rdnavk::xlate::testing
