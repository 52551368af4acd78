// Packed 16-bit VALU (xlate/ops_packed.cpp) on lavapipe: v_pk_* in f16 and 16-bit
// integers with op_sel, op_sel_hi, neg and clamp, v_fma_mix*, the integer dot
// products; compared bit for bit with the same arithmetic on the host CPU
// (_Float16, fmaf: correctly rounded).
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

using F16 = _Float16;
uint16_t hb(F16 f) {
  return std::bit_cast<uint16_t>(f);
}
F16 bh(uint16_t u) {
  return std::bit_cast<F16>(u);
}
uint16_t lo(uint32_t w) {
  return static_cast<uint16_t>(w);
}
uint16_t hi(uint32_t w) {
  return static_cast<uint16_t>(w >> 16);
}
uint32_t pk(uint16_t l, uint16_t h) {
  return l | uint32_t{h} << 16;
}
// Sums and products of two f16 are rounded once by way of f32 (24 >= 2 * 11 + 2).
uint16_t add16(uint16_t a, uint16_t b) {
  return hb(static_cast<F16>(static_cast<float>(bh(a)) + static_cast<float>(bh(b))));
}
uint16_t mul16(uint16_t a, uint16_t b) {
  return hb(static_cast<F16>(static_cast<float>(bh(a)) * static_cast<float>(bh(b))));
}
uint16_t fma16(uint16_t a, uint16_t b, uint16_t c) {
  // The product is exact in double and the sum rounded once to f16 by way of a
  // round-to-odd-free path: double holds a*b+c exactly for these small exponents.
  double r = static_cast<double>(bh(a)) * static_cast<double>(bh(b)) + static_cast<double>(bh(c));
  return hb(static_cast<F16>(r));
}
uint16_t max16(uint16_t a, uint16_t b) {
  return static_cast<float>(bh(a)) >= static_cast<float>(bh(b)) ? a : b;
}

// RSRC1: 256 VGPRs, every denormal kept, nearest even, DX10_CLAMP.
constexpr uint32_t kRsrc1 = 0x3fu | 0xf0u << 12 | 1u << 21;

TEST_F(XlateTest, PackedHalvesFollowOpSelNegAndClamp) {
  constexpr uint32_t n = 32;
  std::mt19937 rng(7);
  // f16 values with exponents in [-6, 6]: no overflow or denormal result in a
  // product of two, and a*b+c exact in double.
  auto f16v = [&] {
    uint16_t sign = rng() & 1, exp = 15 + static_cast<int>(rng() % 13) - 6, man = rng() & 0x3ff;
    return static_cast<uint16_t>(sign << 15 | exp << 10 | man);
  };
  std::vector<uint32_t> a(n), b(n), c(n), fa(n), fb(n), fc(n), c32(n);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = rng(), b[i] = rng(), c[i] = rng();
    fa[i] = pk(f16v(), f16v()), fb[i] = pk(f16v(), f16v()), fc[i] = pk(f16v(), f16v());
    c32[i] =
        std::bit_cast<uint32_t>(static_cast<float>(static_cast<int>(rng() % 2001) - 1000) / 64.0f);
  }
  fa[0] = pk(0x0000, 0x7c00), fb[0] = pk(0x8000, 0xfc00);  // +0 + -0; inf + -inf
  for (auto [off, v] : {std::pair{0u, &a},
                        {128u, &b},
                        {256u, &c},
                        {384u, &fa},
                        {512u, &fb},
                        {640u, &fc},
                        {768u, &c32}})
    put(kData + 0x4000 + 4 * off, *v);
  Dispatch d;
  d.wave64 = false;
  d.threads[0] = n;
  d.rsrc1 = kRsrc1;
  d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
  auto rep = run(R"(
  v_lshlrev_b32 v0, 2, v0
  v_add_nc_u32 v30, 0x4000, v0
  global_load_dword v1, v30, s[0:1]
  global_load_dword v2, v30, s[0:1] offset:512
  global_load_dword v3, v30, s[0:1] offset:1024
  global_load_dword v4, v30, s[0:1] offset:1536
  v_add_nc_u32 v29, 0x800, v30
  global_load_dword v5, v29, s[0:1]
  global_load_dword v6, v29, s[0:1] offset:512
  global_load_dword v7, v29, s[0:1] offset:1024
  s_waitcnt vmcnt(0)
  v_pk_add_f16 v10, v4, v5
  v_pk_mul_f16 v11, v4, v5 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1]
  v_pk_fma_f16 v12, v4, v5, v6 neg_hi:[0,0,1]
  v_pk_max_f16 v13, v4, v5
  v_pk_add_u16 v14, v1, v2 clamp
  v_pk_sub_i16 v15, v1, v2 clamp
  v_pk_mad_u16 v16, v1, v2, v3
  v_pk_lshlrev_b16 v17, v2, v1
  v_pk_ashrrev_i16 v18, v2, v1
  v_pk_mul_f16 v19, v4, 1.0 op_sel_hi:[1,0] neg_lo:[1,0] neg_hi:[1,0]
  v_fma_mix_f32 v20, v4, v5, v7 op_sel_hi:[1,1,0]
  v_mov_b32 v21, 0x12340000
  v_fma_mixlo_f16 v21, v4, v5, v7 op_sel:[1,1,0] op_sel_hi:[1,1,0]
  v_dot4_u32_u8 v22, v1, v2, v3
  v_dot2_i32_i16 v23, v1, v2, v3 clamp
  v_pk_max_i16 v24, v1, v2
  v_pk_sub_u16 v25, v1, v2 clamp
  v_lshlrev_b32 v31, 2, v0
  global_store_dwordx4 v31, v[10:13], s[0:1]
  global_store_dwordx4 v31, v[14:17], s[0:1] offset:512
  global_store_dwordx4 v31, v[18:21], s[0:1] offset:1024
  global_store_dwordx4 v31, v[22:25], s[0:1] offset:1536
  s_endpgm
)",
                 d);
  ASSERT_EQ(refusals(rep), "");
  auto sat_s = [](int64_t v, int64_t lo_, int64_t hi_) {
    return v < lo_ ? lo_ : v > hi_ ? hi_ : v;
  };
  for (uint32_t i = 0; i < n; ++i) {
    auto out = [&](uint32_t k) { return u32(kData + 16 * i + (k / 4) * 512 + 4 * (k % 4)); };
    uint32_t A = fa[i], B = fb[i], C = fc[i];
    uint16_t sum_lo = i == 0 ? 0x0000 : add16(lo(A), lo(B));
    uint16_t sum_hi = i == 0 ? 0x7e00 : add16(hi(A), hi(B));  // inf + -inf: the default NaN
    EXPECT_EQ(out(0), pk(sum_lo, sum_hi)) << i;
    // op_sel:[1,0]: low result from A.hi and B.lo; op_sel_hi:[0,1]: high from A.lo
    // and B.hi; neg_lo:[0,1] negates B's low-result half.
    if (i != 0) {
      EXPECT_EQ(out(1), pk(mul16(hi(A), lo(B) ^ 0x8000), mul16(lo(A), hi(B)))) << i;
      EXPECT_EQ(out(2), pk(fma16(lo(A), lo(B), lo(C)), fma16(hi(A), hi(B), hi(C) ^ 0x8000))) << i;
      EXPECT_EQ(out(3), pk(max16(lo(A), lo(B)), max16(hi(A), hi(B)))) << i;
      EXPECT_EQ(out(9), pk(lo(A) ^ 0x8000, hi(A) ^ 0x8000)) << i;  // -A (times {1.0, 1.0})
      float mix = std::fmaf(static_cast<float>(bh(lo(A))), static_cast<float>(bh(lo(B))),
                            std::bit_cast<float>(c32[i]));
      EXPECT_EQ(out(10), std::bit_cast<uint32_t>(mix)) << i;
      float mixh = std::fmaf(static_cast<float>(bh(hi(A))), static_cast<float>(bh(hi(B))),
                             std::bit_cast<float>(c32[i]));
      EXPECT_EQ(out(11), pk(hb(static_cast<F16>(mixh)), 0x1234)) << i;
    }
    uint32_t x = a[i], y = b[i], z = c[i];
    EXPECT_EQ(out(4), pk(static_cast<uint16_t>(std::min<uint32_t>(lo(x) + lo(y), 0xffff)),
                         static_cast<uint16_t>(std::min<uint32_t>(hi(x) + hi(y), 0xffff))))
        << i;
    auto s16 = [](uint16_t v) { return static_cast<int64_t>(static_cast<int16_t>(v)); };
    EXPECT_EQ(out(5), pk(static_cast<uint16_t>(sat_s(s16(lo(x)) - s16(lo(y)), -32768, 32767)),
                         static_cast<uint16_t>(sat_s(s16(hi(x)) - s16(hi(y)), -32768, 32767))))
        << i;
    EXPECT_EQ(out(6), pk(static_cast<uint16_t>(lo(x) * lo(y) + lo(z)),
                         static_cast<uint16_t>(hi(x) * hi(y) + hi(z))))
        << i;
    EXPECT_EQ(out(7), pk(static_cast<uint16_t>(lo(x) << (lo(y) & 15)),
                         static_cast<uint16_t>(hi(x) << (hi(y) & 15))))
        << i;
    EXPECT_EQ(out(8), pk(static_cast<uint16_t>(static_cast<int16_t>(lo(x)) >> (lo(y) & 15)),
                         static_cast<uint16_t>(static_cast<int16_t>(hi(x)) >> (hi(y) & 15))))
        << i;
    uint32_t dot4 = z;
    for (unsigned k = 0; k < 4; ++k) dot4 += ((x >> 8 * k) & 0xff) * ((y >> 8 * k) & 0xff);
    EXPECT_EQ(out(12), dot4) << i;
    int64_t dot2 = static_cast<int32_t>(z) + s16(lo(x)) * s16(lo(y)) + s16(hi(x)) * s16(hi(y));
    EXPECT_EQ(out(13), static_cast<uint32_t>(sat_s(dot2, INT32_MIN, INT32_MAX))) << i;
    EXPECT_EQ(out(14), pk(static_cast<uint16_t>(std::max(s16(lo(x)), s16(lo(y)))),
                          static_cast<uint16_t>(std::max(s16(hi(x)), s16(hi(y))))))
        << i;
    EXPECT_EQ(out(15), pk(lo(x) > lo(y) ? lo(x) - lo(y) : 0, hi(x) > hi(y) ? hi(x) - hi(y) : 0))
        << i;
  }
}

TEST_F(XlateTest, PackedHighHalfOfAnInlineConstantIsRefused) {
  Dispatch d;
  d.threads[0] = 32;
  auto rep = run("  v_pk_add_f16 v1, v0, 1.0\n  s_endpgm", d);
  EXPECT_EQ(rep.refusals.count("packed-inline-constant-high"), 1u) << refusals(rep);
}

TEST_F(XlateTest, SixteenBitComparesAndPackReadTheLowHalves) {
  // Lane i: v1 = i - 3 in the low half (as i16) over junk in the high half.
  // s4 = lanes with v1 < 0 signed (0-2), s5 = lanes with v1 < 5 unsigned (3-7);
  // v_pack_b32_f16 joins v1's low half and v2's high half.
  Dispatch d;
  d.threads[0] = 32;
  d.rsrc1 = kRsrc1;
  d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
  auto rep = run(R"(
  v_subrev_nc_u32 v1, 3, v0
  v_and_b32 v1, 0xffff, v1
  v_or_b32 v1, 0xabcd0000, v1
  v_cmp_lt_i16 s4, v1, 0
  v_cmp_lt_u16 s5, v1, 5
  v_mov_b32 v2, 0x3c00bc00
  v_pack_b32_f16 v3, v1, v2 op_sel:[0,1]
  v_mov_b32 v4, s4
  v_mov_b32 v5, s5
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx3 v10, v[3:5], s[0:1]
  s_endpgm
)",
                 d);
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(u32(kData + 4), 0x7u);
  EXPECT_EQ(u32(kData + 8), 0xf8u);
  for (uint32_t i = 0; i < 32; ++i)
    EXPECT_EQ(u32(kData + 16 * i), ((i - 3) & 0xffff) | 0x3c000000u) << i;
}

}  // namespace
}  // namespace rdnavk::xlate::testing
