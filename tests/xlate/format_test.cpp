// Format loads and stores through a descriptor read at run time (D967), more LDS
// forms and 64-bit / wrapping atomics, on lavapipe; wave32 and wave64.
#include <bit>
#include <cmath>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr uint64_t kSrc = XlateTest::kData + 0x10000;  // the buffer the descriptor names

// SQ_SEL_* (Mesa sid.h): 0, 1, X..W = 4..7.
constexpr uint32_t sels(uint32_t x, uint32_t y, uint32_t z, uint32_t w) {
  return x | y << 3 | z << 6 | w << 9;
}
constexpr uint32_t kXYZW = sels(4, 5, 6, 7);

struct Desc {
  uint32_t stride = 4, records = 64, format = 22, selects = kXYZW;
  uint32_t oob = 0;  // OOB_SELECT
  bool swizzle = false;
  uint32_t index_stride = 0;
  std::vector<uint32_t> words() const {
    uint64_t base = kSrc;
    return {static_cast<uint32_t>(base),
            static_cast<uint32_t>(base >> 32) | stride << 16 | (swizzle ? 1u << 31 : 0), records,
            selects | format << 12 | index_stride << 21 | 1u << 24 | oob << 28};
  }
};

Dispatch with_desc(bool wave64, const Desc& desc) {
  return with_descriptor(wave64, desc.words());
}

// Every lane loads element `lane` with `load` (into v[1:4]) and stores v[1:4]
// at data + 16 * lane.
std::string load_program(const std::string& load) {
  return R"(
  v_mov_b32 v1, 0xdead
  v_mov_b32 v2, 0xdead
  v_mov_b32 v3, 0xdead
  v_mov_b32 v4, 0xdead
  )" + load +
         R"(
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx4 v10, v[1:4], s[0:1]
  s_endpgm
)";
}
const char* kLoadXyzw = "buffer_load_format_xyzw v[1:4], v0, s[4:7], 0 idxen";

uint32_t fbits(float f) {
  return std::bit_cast<uint32_t>(f);
}

class FormatTest : public XlateTest {
 protected:
  void put_bytes(uint64_t va, const std::vector<uint8_t>& b) {
    std::memcpy(mem.at(va), b.data(), b.size());
  }
  uint32_t out(uint32_t lane, uint32_t ch) { return u32(kData + 16 * lane + 4 * ch); }
};

TEST_F(FormatTest, Unorm8888IsExactAnd255Is1) {
  for (bool w64 : {false, true}) {
    std::vector<uint8_t> src;
    for (uint32_t i = 0; i < 64; ++i)
      for (uint32_t c = 0; c < 4; ++c)
        src.push_back(static_cast<uint8_t>(c == 0 ? 255 : i * (c + 3) + c));
    put_bytes(kSrc, src);
    Desc d;
    d.format = 56;  // 8_8_8_8_UNORM
    auto rep = run(load_program(kLoadXyzw), with_desc(w64, d));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < (w64 ? 64u : 32u); ++i)
      for (uint32_t c = 0; c < 4; ++c)
        EXPECT_EQ(out(i, c), fbits(static_cast<float>(src[4 * i + c]) / 255.0f)) << i << " " << c;
    EXPECT_EQ(out(0, 0), 0x3f800000u);
  }
}

TEST_F(FormatTest, Snorm16AndSnorm8MinimumIsMinusOne) {
  std::vector<uint8_t> src;
  const int16_t vals[] = {-32768, -32767, 32767, 5, -1, 0, 1234, -20000};
  for (uint32_t i = 0; i < 64; ++i) {
    int16_t v = vals[i % 8];
    src.push_back(static_cast<uint8_t>(v));
    src.push_back(static_cast<uint8_t>(static_cast<uint16_t>(v) >> 8));
  }
  put_bytes(kSrc, src);
  Desc d;
  d.format = 8;  // 16_SNORM
  d.stride = 2;
  d.selects = sels(4, 0, 0, 1);
  auto rep = run(load_program(kLoadXyzw), with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    float want = std::max(static_cast<float>(vals[i % 8]) / 32767.0f, -1.0f);
    EXPECT_EQ(out(i, 0), fbits(want)) << i;
    EXPECT_EQ(out(i, 1), 0u);
    EXPECT_EQ(out(i, 3), 0x3f800000u);
  }
  // 8_SNORM: -128 and -127 are both -1.0.
  put_bytes(kSrc, {0x80, 0x81, 0x7f, 0x05});
  d.format = 2;
  d.stride = 1;
  rep = run(load_program(kLoadXyzw), with_desc(false, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(0, 0), fbits(-1.0f));
  EXPECT_EQ(out(1, 0), fbits(-1.0f));
  EXPECT_EQ(out(2, 0), fbits(1.0f));
  EXPECT_EQ(out(3, 0), fbits(5.0f / 127.0f));
}

// The packed floats: 10_11_11_FLOAT is x 11 bits (5e6m), y 11, z 10 (5e5m).
float small_float(uint32_t e, uint32_t m, uint32_t mbits) {
  if (e == 0) return std::ldexp(static_cast<float>(m), -14 - static_cast<int>(mbits));
  return std::ldexp(1.0f + static_cast<float>(m) / static_cast<float>(1u << mbits),
                    static_cast<int>(e) - 15);
}

TEST_F(FormatTest, PackedFloatsAndHalves) {
  std::vector<uint32_t> words;
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t x = (i % 31) << 6 | (i * 7 % 64), y = ((i + 3) % 31) << 6 | (i * 5 % 64),
             z = ((i + 9) % 31) << 5 | (i % 32);
    words.push_back(x | y << 11 | z << 22);
  }
  put(kSrc, words);
  Desc d;
  d.format = 36;  // 10_11_11_FLOAT
  d.selects = sels(4, 5, 6, 1);
  auto rep = run(load_program(kLoadXyzw), with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t w = words[i];
    EXPECT_EQ(out(i, 0), fbits(small_float(w >> 6 & 31, w & 63, 6))) << i;
    EXPECT_EQ(out(i, 1), fbits(small_float(w >> 17 & 31, w >> 11 & 63, 6))) << i;
    EXPECT_EQ(out(i, 2), fbits(small_float(w >> 27 & 31, w >> 22 & 31, 5))) << i;
    EXPECT_EQ(out(i, 3), 0x3f800000u);
  }
  // 16_16_FLOAT: 1.0, -2.5, a denormal, infinity.
  put(kSrc, {0xc1003c00u, 0x7c000001u});
  d.format = 29;
  d.selects = sels(5, 4, 0, 0);
  rep = run(load_program(kLoadXyzw), with_desc(false, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(0, 0), fbits(-2.5f));
  EXPECT_EQ(out(0, 1), fbits(1.0f));
  EXPECT_EQ(out(1, 0), 0x7f800000u);
  EXPECT_EQ(out(1, 1), fbits(std::ldexp(1.0f, -24)));
}

TEST_F(FormatTest, Packed2101010AndIntegersAndSelects) {
  // 2_10_10_10: x bits 9:0, y 19:10, z 29:20, w 31:30.
  uint32_t w = 1023u | 512u << 10 | 1u << 20 | 3u << 30;
  put(kSrc, {w, w});
  Desc d;
  d.format = 50;  // UNORM
  auto rep = run(load_program(kLoadXyzw), with_desc(false, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(0, 0), fbits(1.0f));
  EXPECT_EQ(out(0, 1), fbits(512.0f / 1023.0f));
  EXPECT_EQ(out(0, 2), fbits(1.0f / 1023.0f));
  EXPECT_EQ(out(0, 3), fbits(1.0f));
  d.format = 55;  // SINT
  d.selects = sels(7, 6, 1, 4);
  rep = run(load_program(kLoadXyzw), with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(1, 0), 0xffffffffu);  // w = 3 as 2-bit signed: -1
  EXPECT_EQ(out(1, 1), 1u);
  EXPECT_EQ(out(1, 2), 1u);           // SQ_SEL_1 of an integer format
  EXPECT_EQ(out(1, 3), 0xffffffffu);  // x = 1023 as 10-bit signed
  d.format = 51;                      // SNORM: y = 512 is -512 -> -1.0
  d.selects = kXYZW;
  rep = run(load_program(kLoadXyzw), with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(0, 1), fbits(-1.0f));
  EXPECT_EQ(out(0, 0), fbits(-1.0f / 511.0f));
  EXPECT_EQ(out(0, 3), fbits(-1.0f));
}

TEST_F(FormatTest, OutOfRangeReadsZeroAndUnalignedElements) {
  // 16_16_UINT at stride 6 (elements at unaligned addresses); 10 records.
  std::vector<uint8_t> src;
  for (uint32_t i = 0; i < 64; ++i)
    for (uint32_t b = 0; b < 6; ++b) src.push_back(static_cast<uint8_t>(i * 6 + b));
  put_bytes(kSrc, src);
  Desc d;
  d.format = 27;
  d.stride = 6;
  d.records = 10;
  d.selects = sels(4, 5, 0, 0);
  auto rep = run(load_program(kLoadXyzw), with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t x = i < 10 ? (src[6 * i] | src[6 * i + 1] << 8) : 0;
    uint32_t y = i < 10 ? (src[6 * i + 2] | src[6 * i + 3] << 8) : 0;
    EXPECT_EQ(out(i, 0), x) << i;
    EXPECT_EQ(out(i, 1), y) << i;
    EXPECT_EQ(out(i, 2), 0u);
  }
}

TEST_F(FormatTest, TbufferTakesTheInstructionsFormat) {
  put(kSrc, {0x00ff8000u});
  Desc d;
  d.format = 0;  // the descriptor's own format is not used
  d.stride = 4;
  auto rep = run(
      load_program(
          "tbuffer_load_format_xyzw v[1:4], v0, s[4:7], 0 format:[BUF_FMT_8_8_8_8_UNORM] idxen"),
      with_desc(false, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(0, 0), 0u);
  EXPECT_EQ(out(0, 1), fbits(128.0f / 255.0f));
  EXPECT_EQ(out(0, 2), fbits(1.0f));
  EXPECT_EQ(out(0, 3), 0u);
}

TEST_F(FormatTest, NullDescriptorReadsZerosAndIsNoEscape) {
  Desc d;
  d.format = 0;
  d.selects = 0;
  auto rep = run(load_program(kLoadXyzw), with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t c = 0; c < 4; ++c) EXPECT_EQ(out(5, c), 0u);
}

TEST_F(FormatTest, UnanswerableDescriptorsAreFormatEscapes) {
  struct Case {
    uint32_t format, selects, stride;
    bool swizzle;
  };
  const Case cases[] = {
      {0, kXYZW, 4, false},              // the invalid code
      {100, kXYZW, 4, false},            // no such buffer format
      {22, sels(2, 0, 0, 0), 4, false},  // a reserved select
      {1, sels(5, 0, 0, 0), 1, false},   // 8_UNORM has no y
      {64, kXYZW, 8, true},              // 32_32_FLOAT in a swizzled buffer
  };
  for (const Case& c : cases) {
    Desc d;
    d.format = c.format;
    d.selects = c.selects;
    d.stride = c.stride;
    d.swizzle = c.swizzle;
    auto rep =
        run(load_program("buffer_load_format_x v1, v0, s[4:7], 0 idxen"), with_desc(false, d));
    EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << c.format << " " << refusals(rep);
  }
}

// D16 loads: channels as 16 bits, two to a VGPR; _x keeps the high half (and
// _hi_x the low); an escaped lane keeps its VGPR. Integers that fit and floats a half holds exactly
// are exact; 1/255 is not a half, and is an escape.
TEST_F(FormatTest, D16LoadsPackHalvesExactlyOrEscape) {
  std::vector<uint8_t> src;
  for (uint32_t i = 0; i < 64; ++i)
    for (uint32_t c = 0; c < 4; ++c) src.push_back(static_cast<uint8_t>(3 * i + 50 * c));
  put_bytes(kSrc, src);
  Desc d;
  d.format = 60;  // 8_8_8_8_UINT
  auto rep = run(load_program("buffer_load_format_d16_xyzw v[1:2], v0, s[4:7], 0 idxen\n"
                              "  buffer_load_format_d16_x v3, v0, s[4:7], 0 idxen\n"
                              "  buffer_load_format_d16_hi_x v4, v0, s[4:7], 0 idxen"),
                 with_desc(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t ch[4];
    for (uint32_t k = 0; k < 4; ++k) ch[k] = src[4 * i + k];
    EXPECT_EQ(out(i, 0), ch[0] | ch[1] << 16) << i;
    EXPECT_EQ(out(i, 1), ch[2] | ch[3] << 16) << i;
    EXPECT_EQ(out(i, 2), ch[0]) << i;  // 0xdead's high half is 0
    EXPECT_EQ(out(i, 3), ch[0] << 16 | 0xdeadu) << i;
  }
  // 8_8_8_8_UNORM: 0 and 255 are halves (0 and 1.0), 3/255 is not.
  src.assign(256, 0);
  src[4 * 1] = 255;
  src[4 * 2] = 3;
  put_bytes(kSrc, src);
  d.format = 56;
  rep = run(load_program("buffer_load_format_d16_x v1, v0, s[4:7], 0 idxen"), with_desc(true, d));
  EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
  EXPECT_EQ(out(0, 0), 0u);
  EXPECT_EQ(out(1, 0), 0x3c00u);
  EXPECT_EQ(out(2, 0), 0xdeadu);
}

TEST_F(FormatTest, StoresConvertTheOtherWay) {
  for (bool w64 : {false, true}) {
    Desc d;
    d.format = 56;  // 8_8_8_8_UNORM
    auto rep = run(R"(
  v_mov_b32 v1, 1.0
  v_mov_b32 v2, 0.5
  v_mov_b32 v3, -1.0
  v_mov_b32 v4, 0x40000000
  buffer_store_format_xyzw v[1:4], v0, s[4:7], 0 idxen
  s_endpgm
)",
                   with_desc(w64, d));
    ASSERT_EQ(refusals(rep), "");
    EXPECT_EQ(u32(kSrc), 0xff0080ffu);  // 0.5 * 255 = 127.5 rounds to even: 128
    EXPECT_EQ(u32(kSrc + 4 * 31), 0xff0080ffu);
  }
  Desc d;
  d.format = 29;  // 16_16_FLOAT
  d.selects = sels(4, 5, 0, 1);
  auto rep = run(R"(
  v_mov_b32 v1, -2.5
  v_mov_b32 v2, 0x3f800001
  buffer_store_format_xy v[1:2], v0, s[4:7], 0 idxen
  s_endpgm
)",
                 with_desc(false, d));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(u32(kSrc), 0x3c00c100u);
  // A store that does not name every component of the format is an escape.
  d.format = 56;
  d.selects = kXYZW;
  rep = run("v_mov_b32 v1, 1.0\nbuffer_store_format_x v1, v0, s[4:7], 0 idxen\ns_endpgm",
            with_desc(false, d));
  EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
}

// Narrower integers store their low bits when the value is in the format's
// range, the packed floats their exact value; anything that would need the
// hardware's unpublished clamping or rounding is an escape.
TEST_F(FormatTest, NarrowIntegersAndPackedFloatsStoreExactValues) {
  for (bool w64 : {false, true}) {
    Desc d;
    d.format = 5;  // 8_UINT
    std::memset(mem.at(kSrc), 0x5a, 256);
    auto rep = run("v_mov_b32 v1, 200\nbuffer_store_format_x v1, v0, s[4:7], 0 idxen\ns_endpgm",
                   with_desc(w64, d));
    ASSERT_EQ(refusals(rep), "");
    EXPECT_EQ(u32(kSrc), 0x5a5a5ac8u);
    rep = run("v_mov_b32 v1, 256\nbuffer_store_format_x v1, v0, s[4:7], 0 idxen\ns_endpgm",
              with_desc(w64, d));
    EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
    d.format = 6;  // 8_SINT
    rep = run("v_mov_b32 v1, -128\nbuffer_store_format_x v1, v0, s[4:7], 0 idxen\ns_endpgm",
              with_desc(w64, d));
    ASSERT_EQ(refusals(rep), "");
    EXPECT_EQ(u32(kSrc + 4), 0x5a5a5a80u);
    for (const char* v : {"128", "-129"}) {
      rep = run(std::string("v_mov_b32 v1, ") + v +
                    "\nbuffer_store_format_x v1, v0, s[4:7], 0 idxen\ns_endpgm",
                with_desc(w64, d));
      EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << v << " " << refusals(rep);
    }
    // 10_11_11_FLOAT: x and y 11 bits (6 of mantissa), z 10 bits (5).
    d.format = 36;
    rep = run(R"(
  v_mov_b32 v1, 1.0
  v_mov_b32 v2, 0x477e0000
  v_mov_b32 v3, 0x36000000
  buffer_store_format_xyz v[1:3], v0, s[4:7], 0 idxen
  s_endpgm
)",
              with_desc(w64, d));
    ASSERT_EQ(refusals(rep), "");
    // 1.0: 15 << 6; 65024 (the largest): 30 << 6 | 63; 2^-19: the smallest denormal.
    EXPECT_EQ(u32(kSrc + 4 * 3), 0x3c0u | 0x7bfu << 11 | 1u << 22);
    // 1 + 2^-7 needs rounding; -1.0 has no place; a NaN no settled payload.
    for (const char* v : {"0x3f810000", "-1.0", "0x7fc00000"}) {
      rep = run(std::string("v_mov_b32 v1, ") + v + "\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0\n" +
                    "buffer_store_format_xyz v[1:3], v0, s[4:7], 0 idxen\ns_endpgm",
                with_desc(w64, d));
      EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << v << " " << refusals(rep);
    }
  }
}

// ---- 64-bit and wrapping atomics

std::string fmt_program(uint32_t pa) {
  return "  v_mov_b32 v2, " + std::to_string(pa) + R"(
  v_add_nc_u32 v1, 100, v0
  scratch_store_dword v2, v1, off
  v_add_nc_u32 v3, 200, v0
  v_add_nc_u32 v4, 0x12c, v0
  scratch_store_dwordx2 v2, v[3:4], off offset:8
  v_mov_b32 v5, 0x7f
  scratch_store_byte v2, v5, off offset:5
  s_waitcnt vmcnt(0)
  scratch_load_dword v6, v2, off offset:12
  scratch_load_ushort v7, v2, off offset:4
  s_mov_b32 s4, )" +
         std::to_string(pa) + R"(
  scratch_load_dword v8, off, s4 offset:8
  scratch_load_dword v9, off, s4 offset:6
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  v_add_nc_u32 v10, 0x8000, v10
  global_store_dwordx4 v10, v[6:9], s[0:1]
  s_endpgm
)";
}

Dispatch plain(bool wave64) {
  Dispatch d;
  d.wave64 = wave64;
  d.threads[0] = wave64 ? 64 : 32;
  d.user_sgprs = {static_cast<uint32_t>(XlateTest::kData),
                  static_cast<uint32_t>(XlateTest::kData >> 32)};
  d.rsrc2 = 2u << 15;  // 1 KiB of LDS
  return d;
}

TEST_F(FormatTest, GlobalAtomic64AddCmpswapAndMax) {
  for (bool w64 : {false, true}) {
    uint32_t n = w64 ? 64 : 32;
    put(kData, {0xfffffff0u, 1u, 5u, 0u, 0u, 0u});
    // Every lane adds 0x1_0000_0001 + lane to the qword at data; lane 3
    // swaps 5 for 0x77_0000_0000 at data + 8; all do umax of lane << 33 at data + 16.
    auto rep = run(R"(
  v_mov_b32 v1, 1
  v_add_nc_u32 v1, v1, v0
  v_mov_b32 v2, 1
  v_mov_b32 v5, 0
  global_atomic_add_x2 v5, v[1:2], s[0:1]
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0x77
  v_mov_b32 v8, 5
  v_mov_b32 v9, 0
  v_cmpx_eq_u32 3, v0
  global_atomic_cmpswap_x2 v[10:11], v5, v[6:9], s[0:1] offset:8 glc
  s_waitcnt vmcnt(0)
  global_store_dwordx2 v5, v[10:11], s[0:1] offset:32
  s_mov_b64 exec, -1
  v_lshlrev_b32 v13, 1, v0
  v_mov_b32 v12, 0
  global_atomic_umax_x2 v5, v[12:13], s[0:1] offset:16
  s_endpgm
)",
                   plain(w64));
    ASSERT_EQ(refusals(rep), "");
    uint64_t add = 0;
    for (uint32_t i = 0; i < n; ++i) add += 0x100000001ull + i;
    uint64_t got = u32(kData) | uint64_t{u32(kData + 4)} << 32;
    EXPECT_EQ(got, 0x1fffffff0ull + add);
    EXPECT_EQ(u32(kData + 8), 0u);
    EXPECT_EQ(u32(kData + 12), 0x77u);
    EXPECT_EQ(u32(kData + 32), 5u);  // the old value
    EXPECT_EQ(u32(kData + 20), 2 * (n - 1));
  }
}

TEST_F(FormatTest, AtomicIncDecWrap) {
  put(kData, {0u, 0u, 0u, 0u});
  // 64 lanes increment with limit 9: 0..9 wraps; 64 % 10 = 4. Decrement from 0
  // with limit 9: 0 -> 9 then down; 64 decrements end at 9 - 63 % 10 = 6.
  auto rep = run(R"(
  v_mov_b32 v1, 9
  v_mov_b32 v5, 0
  global_atomic_inc v5, v1, s[0:1]
  global_atomic_dec v5, v1, s[0:1] offset:4
  v_mov_b32 v2, 9
  v_mov_b32 v3, 0
  global_atomic_inc_x2 v5, v[2:3], s[0:1] offset:8
  s_endpgm
)",
                 plain(true));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(u32(kData), 4u);
  EXPECT_EQ(u32(kData + 4), 6u);
  EXPECT_EQ(u32(kData + 8), 4u);
  EXPECT_EQ(u32(kData + 12), 0u);
}

TEST_F(FormatTest, LdsBytesHalvesIncAndMskor) {
  for (bool w64 : {false, true}) {
    // Lane i writes byte 0x80 + i at i and half 0x8000 + i at 256 + 2i; reads
    // back the byte (signed) and half (unsigned); ds_inc with limit 5 at 512;
    // ds_mskor at 516 sets bit (lane % 32).
    auto rep = run(R"(
  v_mov_b32 v20, 0
  ds_write_b32 v20, v20 offset:512
  ds_write_b32 v20, v20 offset:516
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_nc_u32 v1, 0x80, v0
  ds_write_b8 v0, v1
  v_lshlrev_b32 v2, 1, v0
  v_add_nc_u32 v3, 0x8000, v0
  ds_write_b16 v2, v3 offset:256
  v_mov_b32 v4, 5
  ds_inc_u32 v20, v4 offset:512
  v_and_b32 v6, 31, v0
  v_lshlrev_b32 v6, v6, 1
  v_mov_b32 v7, 0
  ds_mskor_b32 v20, v7, v6 offset:516
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_i8 v10, v0
  ds_read_u16 v11, v2 offset:256
  ds_read_b32 v12, v20 offset:512
  ds_read_b32 v13, v20 offset:516
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v14, 4, v0
  global_store_dwordx4 v14, v[10:13], s[0:1]
  s_endpgm
)",
                   plain(w64));
    ASSERT_EQ(refusals(rep), "");
    uint32_t n = w64 ? 64 : 32;
    for (uint32_t i = 0; i < n; ++i) {
      EXPECT_EQ(u32(kData + 16 * i), static_cast<uint32_t>(static_cast<int8_t>(0x80 + i))) << i;
      EXPECT_EQ(u32(kData + 16 * i + 4), 0x8000u + i) << i;
      EXPECT_EQ(u32(kData + 16 * i + 8), n % 6) << i;
      EXPECT_EQ(u32(kData + 16 * i + 12), 0xffffffffu) << i;
    }
  }
}

// Scratch: lane L's private byte p lies at FLAT_SCRATCH + (p / 4) * W * 4 +
// L * 4 + p % 4 (LLVM AMDGPUUsage, Private). FLAT_SCRATCH is left at 0 here, so
// a private address of kData / W places row 0 at kData.
TEST_F(FormatTest, ScratchIsInterleavedPerLane) {
  for (bool w64 : {false, true}) {
    uint32_t w = w64 ? 64 : 32;
    uint32_t pa = static_cast<uint32_t>(kData / w);
    std::vector<uint32_t> zeros(4 * 64 + 64 * 4, 0);
    put(kData, zeros);
    auto rep = run(fmt_program(pa), plain(w64));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t l = 0; l < w; ++l) {
      EXPECT_EQ(u32(kData + 4 * l), 100 + l) << l;
      EXPECT_EQ(u32(kData + 4 * w + 4 * l), 0x7f00u) << l;
      EXPECT_EQ(u32(kData + 8 * w + 4 * l), 200 + l) << l;
      EXPECT_EQ(u32(kData + 12 * w + 4 * l), 300 + l) << l;
      uint64_t o = kData + 0x8000 + 16 * l;
      EXPECT_EQ(u32(o), 300 + l) << l;
      EXPECT_EQ(u32(o + 4), 0x7f00u) << l;
      EXPECT_EQ(u32(o + 8), 200 + l) << l;
      EXPECT_EQ(u32(o + 12), (200 + l) << 16) << l;
    }
  }
}

// Every form translates and validates (EXEC is 0, so none of them runs).
TEST_F(FormatTest, EveryFormTranslates) {
  for (bool w64 : {false, true}) {
    auto rep = run(std::string(w64 ? "s_mov_b64 exec, 0\n" : "s_mov_b32 exec_lo, 0\n") + R"(
  buffer_load_format_x v1, v0, s[4:7], 0 offen offset:4
  buffer_load_format_xy v[1:2], v[0:1], s[4:7], 0 idxen offen
  buffer_load_format_xyz v[1:3], off, s[4:7], s8
  tbuffer_load_format_xy v[1:2], v0, s[4:7], 0 format:[BUF_FMT_16_16_FLOAT] idxen
  tbuffer_store_format_xyzw v[1:4], v0, s[4:7], 0 format:[BUF_FMT_2_10_10_10_SNORM] idxen
  buffer_store_format_xyz v[1:3], v0, s[4:7], 0 idxen
  buffer_atomic_add_x2 v[2:3], v0, s[4:7], 0 idxen glc
  buffer_atomic_cmpswap_x2 v[2:5], v0, s[4:7], 0 offen
  buffer_atomic_inc v2, v0, s[4:7], 0 idxen glc
  buffer_atomic_dec_x2 v[2:3], v0, s[4:7], 0 idxen
  global_atomic_smin_x2 v[2:3], v1, v[4:5], s[0:1] glc
  global_atomic_xor_x2 v[0:1], v[4:5], off
  global_atomic_dec v1, v[2:3], v4, off glc
  flat_atomic_swap_x2 v[2:3], v[4:5], v[6:7] glc
  flat_atomic_inc_x2 v[2:3], v[4:5]
  ds_dec_rtn_u32 v1, v2, v3 offset:8
  ds_mskor_rtn_b32 v1, v2, v3, v4
  ds_read_u8 v1, v2 offset:3
  ds_read_i16 v1, v2
  scratch_load_dwordx4 v[1:4], off, off offset:16
  scratch_store_short off, v1, s9 offset:-2
  scratch_load_sshort v1, v2, off
  s_endpgm
)",
                   plain(w64));
    EXPECT_EQ(refusals(rep), "");
  }
}

TEST_F(FormatTest, Lds64AtomicsAreRefusedByName) {
  auto rep = run("v_mov_b32 v1, 0\nds_add_u64 v1, v[2:3]\ns_endpgm", plain(false));
  EXPECT_EQ(rep.refusals.count("instruction-ds_add_u64"), 1u) << refusals(rep);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
