// image_load / image_store (_mip) through an image descriptor read at run time
// (decision record 0027) on lavapipe: LINEAR images placed as addrlib lays them
// out, formats converted as D967's format accesses convert them, DMASK and
// DST_SEL, out-of-range texels, and the escape of a swizzled layout.
#include <bit>
#include <cmath>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr uint64_t kImg = XlateTest::kData + 0x10000;  // 256-byte aligned

constexpr uint32_t sels(uint32_t x, uint32_t y, uint32_t z, uint32_t w) {
  return x | y << 3 | z << 6 | w << 9;
}
constexpr uint32_t kXYZW = sels(4, 5, 6, 7);
// SQ_RSRC_IMG_*.
constexpr uint32_t kType1d = 8, kType2d = 9, kType2dArray = 13;

struct ImageDesc {
  uint32_t format = 56;  // 8_8_8_8_UNORM
  uint32_t width = 8, height = 8, type = kType2d, selects = kXYZW;
  uint32_t depth = 0;  // arrays: the last layer
  uint32_t base_array = 0, base_level = 0, last_level = 0, max_mip = 0, sw_mode = 0;
  uint32_t pitch = 0;  // word 4 bits 13:0 (1D/2D: pitch - 1 where > width)
  std::vector<uint32_t> words() const {
    uint64_t b = kImg >> 8;
    uint32_t w4 = (type == kType1d || type == kType2d) && pitch != 0 ? pitch : depth;
    return {static_cast<uint32_t>(b),
            static_cast<uint32_t>(b >> 32) | format << 20 | ((width - 1) & 3) << 30,
            (width - 1) >> 2 | (height - 1) << 14 | 1u << 31,
            selects | base_level << 12 | last_level << 16 | sw_mode << 20 | type << 28,
            w4 | base_array << 16,
            max_mip << 4,
            0,
            0};
  }
};

Dispatch with_image(bool wave64, const ImageDesc& d) {
  Dispatch p;
  p.wave64 = wave64;
  p.threads[0] = wave64 ? 64 : 32;
  p.user_sgprs = {static_cast<uint32_t>(XlateTest::kData),
                  static_cast<uint32_t>(XlateTest::kData >> 32), 0, 0};
  for (uint32_t w : d.words()) p.user_sgprs.push_back(w);
  return p;
}

// Lane i works on texel (i % 8, i / 8): x in v5, y in v6, v7 the layer or mip
// (`third`, an instruction writing v7).
std::string program(const std::string& body, const std::string& third = "v_mov_b32 v7, 0") {
  return R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  )" + third +
         R"(
  v_mov_b32 v1, 0xdead
  v_mov_b32 v2, 0xdead
  v_mov_b32 v3, 0xdead
  v_mov_b32 v4, 0xdead
  )" + body +
         R"(
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx4 v10, v[1:4], s[0:1]
  s_endpgm
)";
}

uint32_t fbits(float f) {
  return std::bit_cast<uint32_t>(f);
}

class ImageTest : public XlateTest {
 protected:
  uint8_t* img(uint64_t off) { return mem.at(kImg + off); }
  uint32_t out(uint32_t lane, uint32_t ch) { return u32(kData + 16 * lane + 4 * ch); }
  uint32_t img32(uint64_t off) { return u32(kImg + off); }
};

// 8_8_8_8_UNORM, 8x8: rows of align(8, 256 / 4) = 64 texels.
TEST_F(ImageTest, LinearRgba8LoadsEveryChannelNormalised) {
  for (bool w64 : {false, true}) {
    for (uint32_t y = 0; y < 8; ++y)
      for (uint32_t x = 0; x < 8; ++x)
        for (uint32_t c = 0; c < 4; ++c)
          *img((y * 64 + x) * 4 + c) = static_cast<uint8_t>(x * 31 + y * 7 + c * 50);
    auto rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
                   with_image(w64, ImageDesc{}));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < (w64 ? 64u : 32u); ++i)
      for (uint32_t c = 0; c < 4; ++c) {
        uint32_t x = i % 8, y = i / 8;
        float want = static_cast<float>(static_cast<uint8_t>(x * 31 + y * 7 + c * 50)) / 255.0f;
        EXPECT_EQ(out(i, c), fbits(want)) << i << " " << c;
      }
  }
}

// DMASK picks channels after DST_SEL, into consecutive VGPRs; SQ_SEL_1 of a
// float format reads 1.0, SQ_SEL_0 zero.
TEST_F(ImageTest, DmaskPicksSwizzledChannelsIntoConsecutiveRegisters) {
  for (uint32_t x = 0; x < 8; ++x) {
    uint32_t v = fbits(static_cast<float>(x) + 0.5f);
    std::memcpy(img(4 * x), &v, 4);
  }
  ImageDesc d;
  d.format = 22;  // 32_FLOAT
  d.height = 1;
  d.type = kType1d;
  d.selects = sels(1, 0, 4, 1);  // (1, 0, x, 1)
  auto rep = run(program("image_load v[1:3], v5, s[4:11] dmask:0xd dim:SQ_RSRC_IMG_1D unorm"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), 0x3f800000u) << i;                              // channel x: 1.0
    EXPECT_EQ(out(i, 1), fbits(static_cast<float>(i % 8) + 0.5f)) << i;  // channel z: x
    EXPECT_EQ(out(i, 2), 0x3f800000u) << i;                              // channel w: 1.0
    EXPECT_EQ(out(i, 3), 0xdeadu) << i;                                  // not written
  }
}

// Outside the image a load reads a texel of zeros through DST_SEL (SQ_SEL_1
// still one), and a store is dropped.
TEST_F(ImageTest, OutOfRangeTexelsReadZeroAndDropStores) {
  std::vector<uint8_t> before(64 * 8 * 4, 0x5a);
  std::memcpy(img(0), before.data(), before.size());
  ImageDesc d;
  d.width = 5;
  d.height = 3;
  d.selects = sels(4, 5, 6, 1);
  auto rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    bool inside = i % 8 < 5 && i / 8 < 3;
    uint32_t v = inside ? fbits(0x5a / 255.0f) : 0;
    EXPECT_EQ(out(i, 0), v) << i;
    EXPECT_EQ(out(i, 2), v) << i;
    EXPECT_EQ(out(i, 3), 0x3f800000u) << i;
  }
  rep = run(program(R"(v_mov_b32 v1, 1.0
  v_mov_b32 v2, 0
  v_mov_b32 v3, 1.0
  v_mov_b32 v4, 0
  image_store v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm)"),
            with_image(true, ImageDesc{.width = 5, .height = 3}));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x)
      EXPECT_EQ(img32((y * 64 + x) * 4), x < 5 && y < 3 ? 0x00ff00ffu : 0x5a5a5a5au)
          << x << " " << y;
}

// 32_32_32_32_UINT in a 2D array from layer 1 (BASE_ARRAY): rows of
// align(8, 16) = 16 texels, slices of 16 * 8 * 16 bytes; layers past DEPTH
// (the last) are outside.
TEST_F(ImageTest, ArrayStoresPlaceLayersBySliceSize) {
  ImageDesc d;
  d.format = 75;
  d.type = kType2dArray;
  d.base_array = 1;
  d.depth = 2;  // layers 1 and 2: slices 0 and 1 of the view
  std::memset(img(0), 0, 4 * 2048);
  auto rep = run(program(R"(v_add_nc_u32 v1, 100, v0
  v_add_nc_u32 v2, 200, v0
  v_add_nc_u32 v3, 300, v0
  v_add_nc_u32 v4, 400, v0
  image_store v[1:4], v[5:7], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm)",
                         "v_lshrrev_b32 v7, 4, v0"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t x = i % 8, y = i / 8, s = i / 16;
    uint64_t off = (1 + s) * 2048u + (y * 16 + x) * 16;
    for (uint32_t c = 0; c < 4; ++c)
      EXPECT_EQ(img32(off + 4 * c), s < 2 ? 100 * (c + 1) + i : 0u) << i << " " << c;
  }
  // And back: layer 0 of the resource is not in the view.
  rep = run(program("image_load v[1:4], v[5:7], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm",
                    "v_lshrrev_b32 v7, 4, v0"),
            with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i)
    for (uint32_t c = 0; c < 4; ++c)
      EXPECT_EQ(out(i, c), i / 16 < 2 ? 100 * (c + 1) + i : (c == 3 ? 0u : 0u)) << i << " " << c;
}

// A store writes the whole texel: channels not in DMASK are 0. 16_16_FLOAT
// rounds to the nearest half; 8_UNORM takes one channel.
TEST_F(ImageTest, StoresWriteTheWholeTexelWithMissingChannelsZero) {
  for (bool w64 : {false, true}) {
    std::memset(img(0), 0xee, 8 * 256);
    ImageDesc d;
    d.format = 29;  // 16_16_FLOAT: rows of 64 texels
    auto rep = run(program(R"(v_cvt_f32_u32 v1, v0
  image_store v1, v[5:6], s[4:11] dmask:0x2 dim:SQ_RSRC_IMG_2D unorm)"),
                   with_image(w64, d));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < (w64 ? 64u : 32u); ++i) {
      uint32_t x = i % 8, y = i / 8;
      uint16_t h = std::bit_cast<uint16_t>(static_cast<_Float16>(static_cast<float>(i)));
      EXPECT_EQ(img32((y * 64 + x) * 4), static_cast<uint32_t>(h) << 16) << i;
    }
  }
  ImageDesc d;
  d.format = 1;  // 8_UNORM: rows of 256 texels
  d.selects = sels(4, 0, 0, 1);
  std::memset(img(0), 0xee, 8 * 256);
  auto rep = run(program(R"(v_cvt_f32_u32 v1, v0
  v_mul_f32 v1, 0x3c800000, v1
  image_store v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm)"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t x = i % 8, y = i / 8;
    EXPECT_EQ(*img(y * 256 + x), static_cast<uint8_t>(std::nearbyint(i / 64.0 * 255.0))) << i;
    EXPECT_EQ(*img(y * 256 + 8), 0xee);
  }
}

// _mip forms: the mip VGPR adds to BASE_LEVEL. A two-level 8x8 32_UINT image
// keeps level 1 (4x4, rows of 64) first and level 0 after it (addrlib's
// linear mip chain); a level past LAST_LEVEL is outside.
TEST_F(ImageTest, MipFormsPlaceLevelsInTheLinearChain) {
  ImageDesc d;
  d.format = 20;  // 32_UINT
  d.last_level = 1;
  d.max_mip = 1;
  d.selects = sels(4, 0, 0, 1);
  for (uint32_t i = 0; i < 4 * 64 + 8 * 64; ++i) {
    uint32_t v = 0x1000 + i;
    std::memcpy(img(4 * i), &v, 4);
  }
  for (uint32_t level : {0u, 1u, 2u}) {
    auto rep =
        run(program("image_load_mip v[1:4], v[5:7], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm",
                    "v_mov_b32 v7, " + std::to_string(level)),
            with_image(true, d));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t x = i % 8, y = i / 8;
      uint32_t size = level == 0 ? 8 : 4;
      bool inside = level <= 1 && x < size && y < size;
      uint32_t index = level == 0 ? 4 * 64 + y * 64 + x : y * 64 + x;
      EXPECT_EQ(out(i, 0), inside ? 0x1000 + index : 0u) << level << " " << i;
      EXPECT_EQ(out(i, 3), 1u) << level << " " << i;
    }
  }
}

// A custom GFX10.3 pitch (word 4, pitch - 1, larger than the width) places the rows.
TEST_F(ImageTest, CustomPitchPlacesRows) {
  ImageDesc d;
  d.format = 20;
  d.pitch = 128 - 1;
  d.selects = sels(4, 0, 0, 0);
  for (uint32_t i = 0; i < 8 * 128; ++i) {
    uint32_t v = i;
    std::memcpy(img(4 * i), &v, 4);
  }
  auto rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm"),
                 with_image(false, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 32; ++i) EXPECT_EQ(out(i, 0), (i / 8) * 128 + i % 8) << i;
}

// NSA addresses name their registers one by one.
TEST_F(ImageTest, NsaAddressesAreReadOneByOne) {
  ImageDesc d;
  d.format = 20;
  d.selects = sels(4, 0, 0, 0);
  for (uint32_t i = 0; i < 8 * 64; ++i) {
    uint32_t v = 7 * i;
    std::memcpy(img(4 * i), &v, 4);
  }
  auto rep = run(program(R"(v_mov_b32 v20, v6
  image_load v1, [v5, v20], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm)"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(out(i, 0), 7 * ((i / 8) * 64 + i % 8)) << i;
}

// A swizzled mode (64KB_S, 9) has no equation yet: the access inside the image
// is an escape, refused by name; a null descriptor (TYPE 0) reads zeros.
TEST_F(ImageTest, SwizzledLayoutEscapesAndNullReadsZero) {
  ImageDesc d;
  d.sw_mode = 9;
  auto rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
                 with_image(true, d));
  EXPECT_EQ(rep.refusals.count("image-layout"), 1u) << refusals(rep);
  ImageDesc t;
  t.type = kType2dArray;  // not the instruction's DIM
  rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
            with_image(true, t));
  EXPECT_EQ(rep.refusals.count("image-layout"), 1u) << refusals(rep);
  Dispatch p = with_image(true, d);
  for (unsigned i = 4; i < 12; ++i) p.user_sgprs[i] = 0;
  rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"), p);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i)
    for (uint32_t c = 0; c < 4; ++c) EXPECT_EQ(out(i, c), 0u) << i;
}

// Formats a load cannot answer (an unlisted code such as 8_8_8_8_SRGB, 130) are
// D967's escape; fields not carried out are refused by name.
TEST_F(ImageTest, UnknownFormatsEscapeAndFieldsAreRefusedByName) {
  ImageDesc d;
  d.format = 130;
  auto rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
                 with_image(true, d));
  EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
  rep = run(program("image_load v[1:2], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16"),
            with_image(true, ImageDesc{}));
  EXPECT_NE(refusals(rep).find("image-d16"), std::string::npos) << refusals(rep);
  rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm r128"),
            with_image(true, ImageDesc{}));
  EXPECT_NE(refusals(rep).find("image-r128"), std::string::npos) << refusals(rep);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
