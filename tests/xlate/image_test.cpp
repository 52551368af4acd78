// image_load / image_store (_mip) through an image descriptor read at run time
// (decision record 0027) on lavapipe: LINEAR images placed as addrlib lays them
// out, formats converted as D967's format accesses convert them, DMASK and
// DST_SEL, out-of-range texels, and the escape of a swizzled layout.
#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "surf/meta.h"
#include "surf/surface.h"
#include "tests/surf/surf_cases.h"
#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr uint64_t kImg = XlateTest::kData + 0x10000;  // 256-byte aligned

constexpr uint32_t sels(uint32_t x, uint32_t y, uint32_t z, uint32_t w) {
  return x | y << 3 | z << 6 | w << 9;
}
constexpr uint32_t kXYZW = sels(4, 5, 6, 7);
// SQ_RSRC_IMG_*.
constexpr uint32_t kType1d = 8, kType2d = 9, kType3d = 10, kTypeCube = 11, kType2dArray = 13;

struct ImageDesc {
  uint32_t format = 56;  // 8_8_8_8_UNORM
  uint32_t width = 8, height = 8, type = kType2d, selects = kXYZW;
  uint32_t depth = 0;  // arrays: the last layer
  uint32_t base_array = 0, base_level = 0, last_level = 0, max_mip = 0, sw_mode = 0;
  uint32_t pitch = 0;        // word 4 bits 13:0 (1D/2D: pitch - 1 where > width)
  uint32_t array_pitch = 0;  // word 5 bits 3:0 (3D: 0 SRV, 1 UAV)
  std::vector<uint32_t> words() const {
    uint64_t b = kImg >> 8;
    uint32_t w4 = (type == kType1d || type == kType2d) && pitch != 0 ? pitch : depth;
    return {static_cast<uint32_t>(b),
            static_cast<uint32_t>(b >> 32) | format << 20 | ((width - 1) & 3) << 30,
            (width - 1) >> 2 | (height - 1) << 14 | 1u << 31,
            selects | base_level << 12 | last_level << 16 | sw_mode << 20 | type << 28,
            w4 | base_array << 16,
            max_mip << 4 | array_pitch,
            0,
            0};
  }
};

Dispatch with_image(bool wave64, const ImageDesc& d) {
  return with_descriptor(wave64, d.words());
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

// surf's layout of a 2D surface (an array of `slices`) of `levels` levels.
std::string lay_out(uint32_t mode, uint32_t bpe, uint32_t width, uint32_t height, uint32_t slices,
                    surf::SurfaceLayout* l, uint32_t levels = 1,
                    surf::ResourceType type = surf::ResourceType::k2d) {
  return surf::compute_layout(surf::surface_desc(static_cast<surf::SwMode>(mode), bpe, width,
                                                 height, slices, levels, 1, type),
                              l);
}

// Retiles `rows` (level m, slice z, row-major) into `image` where surf places
// them.
void place_subresource(const surf::SurfaceLayout& l, uint32_t m, uint32_t z,
                       const std::vector<uint8_t>& rows, std::vector<uint8_t>& image) {
  surf::ByteRange r;
  ASSERT_EQ(surf::subresource_range(l, m, z, &r), "");
  ASSERT_EQ(surf::retile(l, m, z, 0, 0, rows, std::span(image).subspan(r.begin, r.end - r.begin)),
            "");
}

uint32_t fbits(float f) {
  return std::bit_cast<uint32_t>(f);
}

// The reasons refused, by name.
std::string only(const cp::CpReport& rep) {
  std::string names;
  for (const auto& r : rep.refusals) names += (names.empty() ? "" : ",") + r.first;
  return names;
}

class ImageTest : public XlateTest {
 protected:
  // A LINEAR 3D image of 13x7x5, 3 levels, 32_UINT, each texel holding
  // level << 24 | z << 16 | y << 8 | x where surf places it; its descriptor.
  ImageDesc linear_3d_chain() {
    surf::SurfaceLayout l;
    EXPECT_EQ(lay_out(0, 4, 13, 7, 5, &l, 3, surf::ResourceType::k3d), "");
    EXPECT_LE(l.size, 0x60000u);
    std::memset(img(0), 0, l.size);
    for (uint32_t m = 0; m < 3; ++m)
      for (uint32_t z = 0; z < l.mips[m].depth; ++z)
        for (uint32_t y = 0; y < l.mips[m].height; ++y)
          for (uint32_t x = 0; x < l.mips[m].width; ++x) {
            uint64_t off = 0;
            EXPECT_EQ(surf::element_offset(l, {x, y, z, m, 0}, 0, &off), "");
            uint32_t v = m << 24 | z << 16 | y << 8 | x;
            std::memcpy(img(off), &v, 4);
          }
    ImageDesc d;
    d.format = 20;
    d.type = kType3d;
    d.width = 13;
    d.height = 7;
    d.depth = 4;
    d.last_level = 2;
    d.max_mip = 2;
    d.selects = sels(4, 0, 0, 1);
    return d;
  }
  uint8_t* img(uint64_t off) { return mem.at(kImg + off); }
  uint32_t out(uint32_t lane, uint32_t ch) { return u32(kData + 16 * lane + 4 * ch); }
  uint32_t img32(uint64_t off) { return u32(kImg + off); }
  // Block b (0 to 3) of an 8x8 view of 16-byte blocks: 2x2 blocks, rows of 256
  // bytes.
  uint8_t* block16(uint32_t b) { return img((b / 2) * 256 + (b % 2) * 16); }
  // The four blocks of such a view, random bytes from `*seed`.
  void random_blocks16(uint64_t* seed) {
    for (uint32_t b = 0; b < 4; ++b)
      for (uint32_t k = 0; k < 16; ++k) {
        *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
        block16(b)[k] = static_cast<uint8_t>(*seed >> 56);
      }
  }
  // Every lane loads all four channels of its texel of an 8x8 2D view in
  // `format`, selected by `selects`, wave64.
  cp::CpReport load_xyzw(uint32_t format, uint32_t selects) {
    ImageDesc d;
    d.format = format;
    d.selects = selects;
    return run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
               with_image(true, d));
  }
  // Guest memory from `at` against `want`: the bytes that differ (the first five
  // reported).
  unsigned memory_differs(uint64_t at, const std::vector<uint8_t>& want) {
    unsigned bad = 0;
    for (size_t i = 0; i < want.size(); ++i)
      if (*mem.at(at + i) != want[i] && bad++ < 5)
        ADD_FAILURE() << "store: byte " << i << " is " << int{*mem.at(at + i)} << " want "
                      << int{want[i]};
    return bad;
  }
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

// Image atomics on a 32_UINT image (rows of 64 texels): each lane adds to its
// own texel and gets the value before back (GLC); lanes that share a texel all
// add; cmpswap writes where the compare value matches; smax and xor; a
// four-channel format escapes and writes nothing.
TEST_F(ImageTest, AtomicsReadModifyWriteOneTexel) {
  ImageDesc d;
  d.format = 20;  // 32_UINT
  d.selects = sels(4, 0, 0, 1);
  auto texel = [&](uint32_t x, uint32_t y) { return img32((uint64_t{y} * 64 + x) * 4); };
  auto fill = [&](uint32_t base) {
    for (uint32_t y = 0; y < 8; ++y)
      for (uint32_t x = 0; x < 64; ++x) {
        uint32_t v = base + y * 8 + x;
        std::memcpy(img((uint64_t{y} * 64 + x) * 4), &v, 4);
      }
  };
  fill(1000);
  auto rep = run(program(R"(
  v_add_nc_u32 v1, 1, v0
  image_atomic_add v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc
)"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), 1000 + i) << i;  // the value before
    EXPECT_EQ(texel(i % 8, i / 8), 1000 + i + i + 1) << i;
  }
  // Every lane of a row adds one to texel (x % 4, 0): 16 each; no GLC leaves v1.
  fill(0);
  rep = run(program(R"(
  v_and_b32 v5, 3, v0
  v_mov_b32 v6, 0
  v_mov_b32 v1, 1
  image_atomic_add v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
)"),
            with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t x = 0; x < 4; ++x) EXPECT_EQ(texel(x, 0), x + 16) << x;
  EXPECT_EQ(texel(4, 0), 4u);
  EXPECT_EQ(out(5, 0), 1u);
  // cmpswap: the new value (lane * 3) where the compare value (the texel's,
  // for even lanes) matches; the value before comes back either way.
  fill(500);
  rep = run(program(R"(
  v_mul_u32_u24 v1, 3, v0
  v_add_nc_u32 v2, 500, v0
  v_and_b32 v3, 1, v0
  v_add_nc_u32 v2, v2, v3
  image_atomic_cmpswap v[1:2], v[5:6], s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm glc
)"),
            with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), 500 + i) << i;
    EXPECT_EQ(texel(i % 8, i / 8), i % 2 == 0 ? 3 * i : 500 + i) << i;
  }
  // smax with a signed view; xor.
  fill(0);
  ImageDesc sd = d;
  sd.format = 21;  // 32_SINT
  rep = run(program(R"(
  v_sub_nc_u32 v1, 32, v0
  image_atomic_smax v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
  v_mov_b32 v1, 0xff00
  image_atomic_xor v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
)"),
            with_image(true, sd));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const int32_t v = std::max<int32_t>(static_cast<int32_t>(i), 32 - static_cast<int32_t>(i));
    EXPECT_EQ(texel(i % 8, i / 8), static_cast<uint32_t>(v) ^ 0xff00u) << i;
  }
  // A four-channel format: escaped, nothing written, zero back.
  fill(7);
  ImageDesc rgba = d;
  rgba.format = 56;
  rgba.selects = kXYZW;
  rep = run(program(R"(
  v_mov_b32 v1, 1
  image_atomic_add v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc
)"),
            with_image(true, rgba));
  const std::string why = refusals(rep);
  EXPECT_EQ(why.substr(0, why.find(' ')), "format-load-escape");
  EXPECT_EQ(texel(3, 2), 7u + 2 * 8 + 3);
  EXPECT_EQ(out(19, 0), 0u);
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
  t.type = kType3d;  // not the instruction's DIM
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

// Through DCC (COMPRESSION_EN, word 6 bit 21) a key may stand for the texel:
// loads and stores escape as image-dcc rather than touch memory.
TEST_F(ImageTest, AccessesThroughDccEscape) {
  ImageDesc d;
  Dispatch p = with_image(true, d);
  p.user_sgprs[4 + 6] |= 1u << 21;
  auto rep =
      run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"), p);
  EXPECT_EQ(rep.refusals.count("image-dcc"), 1u) << refusals(rep);
  rep = run(program("image_store v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"), p);
  EXPECT_EQ(rep.refusals.count("image-dcc"), 1u) << refusals(rep);
}

// A 2D DIM on a 2D-array descriptor (RADV's views of one layer of an image of
// several, read by its copy programs) reads layer BASE_ARRAY; a cube (DIM and
// TYPE cube) is a 2D array whose slice is the face, the third address VGPR.
TEST_F(ImageTest, LayerViewsAndCubeFacesArePlacedAsArraySlices) {
  ImageDesc d;
  d.format = 20;  // 32_UINT: slices of 8 rows of 64 texels
  d.selects = sels(4, 0, 0, 1);
  for (uint32_t i = 0; i < 6 * 8 * 64; ++i) {
    uint32_t v = 0x2000000 + i;
    std::memcpy(img(4 * i), &v, 4);
  }
  d.type = kType2dArray;
  d.base_array = 2;
  d.depth = 2;
  auto rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i)
    EXPECT_EQ(out(i, 0), 0x2000000 + 2 * 512 + (i / 8) * 64 + i % 8) << i;
  d.type = kTypeCube;
  d.base_array = 0;
  d.depth = 5;
  d.sw_mode = 27;  // 64KB_R_X: cubes are never linear; its layout from surf
  surf::SurfaceLayout l;
  ASSERT_EQ(lay_out(27, 4, 8, 8, 6, &l), "");
  std::vector<uint8_t> image(l.size, 0);
  for (uint32_t z = 0; z < 6; ++z) {
    std::vector<uint8_t> rows(8 * 8 * 4);
    for (uint32_t t = 0; t < 64; ++t) {
      uint32_t v = z << 16 | t;
      std::memcpy(&rows[4 * t], &v, 4);
    }
    surf::ByteRange r;
    ASSERT_EQ(surf::subresource_range(l, 0, z, &r), "");
    ASSERT_EQ(surf::retile(l, 0, z, 0, 0, rows, std::span(image).subspan(r.begin, r.end - r.begin)),
              "");
  }
  ASSERT_LE(image.size(), 0x70000u);
  std::memcpy(img(0), image.data(), image.size());
  rep = run(program("image_load v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE unorm",
                    "v_and_b32 v7, 7, v0"),
            with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t face = i % 8;
    EXPECT_EQ(out(i, 0), face < 6 ? (face << 16 | ((i / 8) * 8 + i % 8)) : 0u) << i;
  }
}

// A LINEAR 3D image of three levels (13x7x5): each z holds the whole chain as surf
// lays it out; x, y or z past the level's extent (max(size >> level, 1)) is outside.
TEST_F(ImageTest, Linear3dLevelsAndSlicesAreWhereSurfPlacesThem) {
  ImageDesc d;
  ASSERT_NO_FATAL_FAILURE(d = linear_3d_chain());
  for (uint32_t m = 0; m < 3; ++m)
    for (uint32_t z : {0u, 2u, 4u}) {
      auto rep = run(program(fmt::format(R"(v_mov_b32 v8, {}
  image_load_mip v1, v[5:8], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_3D unorm)",
                                         m),
                             fmt::format("v_mov_b32 v7, {}", z)),
                     with_image(true, d));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i) {
        uint32_t x = i % 8, y = i / 8;
        // The bounds are max(size >> level, 1), as for the other types.
        bool inside =
            x < std::max(13u >> m, 1u) && y < std::max(7u >> m, 1u) && z < std::max(5u >> m, 1u);
        EXPECT_EQ(out(i, 0), inside ? (m << 24 | z << 16 | y << 8 | x) : 0u)
            << "level " << m << " z " << z << " lane " << i;
      }
    }
}

// A 3D resource in UAV mode (ARRAY_PITCH 1, ac_descriptors.c): the bound
// level's slices BASE_ARRAY to DEPTH, z counted from BASE_ARRAY, through a 3D or
// a 2D array DIM (radeonsi's copy programs); a store lands where a load reads.
// In SRV mode a 2D array DIM on a 3D resource is not carried out; nor is an
// ARRAY_PITCH above 1, or resinfo in UAV mode.
TEST_F(ImageTest, Uav3dViewsReachSlicesAsLayers) {
  ImageDesc d;
  ASSERT_NO_FATAL_FAILURE(d = linear_3d_chain());
  d.array_pitch = 1;
  struct View {
    uint32_t level, base_array, last;
  };
  // Lane i: texel (i % 8, i / 8), z = i / 16.
  for (const View& v : {View{0, 2, 4}, View{1, 1, 1}, View{2, 0, 0}})
    for (const char* dim : {"SQ_RSRC_IMG_3D", "SQ_RSRC_IMG_2D_ARRAY"}) {
      d.base_level = d.last_level = v.level;
      d.base_array = v.base_array;
      d.depth = v.last;
      auto rep =
          run(program(fmt::format("image_load v1, v[5:7], s[4:11] dmask:0x1 dim:{} unorm", dim),
                      "v_lshrrev_b32 v7, 4, v0"),
              with_image(true, d));
      ASSERT_EQ(refusals(rep), "") << dim;
      const uint32_t m = v.level;
      for (uint32_t i = 0; i < 64; ++i) {
        uint32_t x = i % 8, y = i / 8, slice = v.base_array + i / 16;
        bool inside = x < std::max(13u >> m, 1u) && y < std::max(7u >> m, 1u) && slice <= v.last;
        EXPECT_EQ(out(i, 0), inside ? (m << 24 | slice << 16 | y << 8 | x) : 0u)
            << dim << " level " << m << " lane " << i;
      }
    }
  // A store through a 2D array DIM, read back through the load of the chain.
  d.base_level = d.last_level = 1;
  d.base_array = 1;
  d.depth = 1;
  auto rep = run(program(R"(v_or_b32 v1, 0x7f000000, v0
  image_store v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm)"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  d.array_pitch = 0;
  d.base_array = 0;
  d.depth = 4;
  rep = run(program(R"(v_mov_b32 v8, 1
  image_load_mip v1, v[5:8], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_3D unorm)",
                    "v_mov_b32 v7, 1"),
            with_image(true, [&] {
              ImageDesc r = d;
              r.base_level = 0;
              r.last_level = 2;
              return r;
            }()));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t x = i % 8, y = i / 8;
    bool inside = x < 6 && y < 3;
    EXPECT_EQ(out(i, 0), inside ? (0x7f000000u | i) : 0u) << "lane " << i;
  }
  // What is not carried out: SRV mode through a 2D array DIM, ARRAY_PITCH 2,
  // resinfo in UAV mode.
  rep = run(program("image_load v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm"),
            with_image(true, d));
  EXPECT_EQ(only(rep), "image-layout");
  d.array_pitch = 2;
  rep = run(program("image_load v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_3D unorm"),
            with_image(true, d));
  EXPECT_EQ(only(rep), "image-layout");
  d.array_pitch = 1;
  rep = run(program("image_get_resinfo v[1:4], v7, s[4:11] dmask:0xf dim:SQ_RSRC_IMG_3D unorm"),
            with_image(true, d));
  EXPECT_EQ(only(rep), "image-resinfo-escape");
}

// A16: 16-bit coordinates two to a VGPR (x | y << 16, then slice | mip << 16),
// consecutive or NSA; a store through them lands where the 32-bit one does.
TEST_F(ImageTest, A16CoordinatesArePackedInPairs) {
  ImageDesc d;
  d.format = 20;  // 32_UINT
  d.type = kType2dArray;
  d.depth = 1;
  d.last_level = 1;
  d.max_mip = 1;
  d.selects = sels(4, 0, 0, 0);
  // Level 1 (4x4, rows of 64) first, then level 0 (8x8); slices 4 * 64 + 8 * 64 apart.
  for (uint32_t i = 0; i < 2 * (4 * 64 + 8 * 64); ++i) {
    uint32_t v = 0x100000 + i;
    std::memcpy(img(4 * i), &v, 4);
  }
  for (bool nsa : {false, true}) {
    // v5 = x | y << 16, v7 = slice 1 | mip 0 << 16; lanes past x, y 3 read level 1's zeros.
    std::string body = std::string(R"(v_lshl_or_b32 v5, v6, 16, v5
  v_mov_b32 v7, 1
  v_mov_b32 v20, v5
  v_mov_b32 v21, v7
  )") + (nsa ? "image_load_mip v1, [v20, v21], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm a16"
             : "image_load_mip v1, v[20:21], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm a16");
    auto rep = run(program(body), with_image(true, d));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t x = i % 8, y = i / 8;
      EXPECT_EQ(out(i, 0), 0x100000 + (4 * 64 + 8 * 64) + 4 * 64 + y * 64 + x) << nsa << " " << i;
    }
  }
  // Mip 1 of slice 0 through the high half, stored and read back.
  auto rep = run(program(R"(v_lshl_or_b32 v5, v6, 16, v5
  v_mov_b32 v6, 0x10000
  v_add_nc_u32 v1, 0x5000, v0
  image_store_mip v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm a16)"),
                 with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t x = i % 8, y = i / 8;
    EXPECT_EQ(img32((y * 64 + x) * 4), x < 4 && y < 4 ? 0x5000 + i : 0x100000 + y * 64 + x) << i;
  }
}

// Formats a load cannot answer (an unlisted code such as 8_8_8_8_SRGB, 130) are
// D967's escape; fields not carried out are refused by name.
TEST_F(ImageTest, UnknownFormatsEscapeAndFieldsAreRefusedByName) {
  ImageDesc d;
  d.format = 132;  // 5_9_9_9_FLOAT
  auto rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
                 with_image(true, d));
  EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
  rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm r128"),
            with_image(true, ImageDesc{}));
  EXPECT_NE(refusals(rep).find("image-r128"), std::string::npos) << refusals(rep);
}

// The f32 nearest the sRGB curve's value at k / m (decision records 0040 and
// 0041), from long double arithmetic: each of the three floats around the
// long double's rounding is measured against it, the nearest kept.
uint32_t srgb_quotient(uint32_t k, uint32_t m) {
  long double v = static_cast<long double>(k) / m;
  long double lin = v <= 0.04045L ? v / 12.92L : std::pow((v + 0.055L) / 1.055L, 2.4L);
  float f = static_cast<float>(lin);
  float best = f;
  for (float g : {std::nextafter(f, 0.0f), std::nextafter(f, 2.0f)})
    if (std::fabs(static_cast<long double>(g) - lin) <
        std::fabs(static_cast<long double>(best) - lin))
      best = g;
  return fbits(best);
}

// The f32 nearest the curve's value of 8-bit code c (D40).
uint32_t srgb_linear(uint32_t c) {
  return srgb_quotient(c, 255);
}

// The f32 nearest k / m (k <= m < 2^24), ties to even, by exact products.
uint32_t unorm_nearest(uint32_t k, uint32_t m) {
  float f = static_cast<float>(static_cast<double>(k) / m);
  float best = f;
  auto err = [&](float g) {
    return std::fabs(static_cast<long double>(g) * m - static_cast<long double>(k));
  };
  for (float g : {std::nextafter(f, 0.0f), std::nextafter(f, 2.0f)})
    if (err(g) < err(best) || (err(g) == err(best) && (fbits(g) & 1) == 0)) best = g;
  return fbits(best);
}

// 8_8_8_8_SRGB (D40): x, y and z are each code's linear value, the f32 nearest
// the curve; w is UNORM. Two passes put every code 0 to 255 through x, y or z.
TEST_F(ImageTest, SrgbCodesReadTheNearestFloatOfTheCurve) {
  EXPECT_EQ(srgb_linear(0), 0u);
  EXPECT_EQ(srgb_linear(255), 0x3f800000u);
  for (uint32_t pass = 0; pass < 2; ++pass) {
    auto code = [&](uint32_t i, uint32_t c) { return (i + 64 * c + 64 * pass) & 255; };
    for (uint32_t i = 0; i < 64; ++i)
      for (uint32_t c = 0; c < 4; ++c)
        *img(((i / 8) * 64 + i % 8) * 4 + c) = static_cast<uint8_t>(code(i, c));
    auto rep = load_xyzw(130, kXYZW);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      for (uint32_t c = 0; c < 3; ++c)
        EXPECT_EQ(out(i, c), srgb_linear(code(i, c))) << "code " << code(i, c);
      EXPECT_EQ(out(i, 3), fbits(static_cast<float>(code(i, 3)) / 255.0f)) << "alpha " << i;
    }
  }
  // 8_SRGB and 8_8_SRGB: one and two codes a texel (rows of 256 and 128).
  for (uint32_t i = 0; i < 64; ++i) {
    *img((i / 8) * 256 + i % 8) = static_cast<uint8_t>(3 * i + 1);
    *img(0x1000 + ((i / 8) * 128 + i % 8) * 2) = static_cast<uint8_t>(200 - i);
    *img(0x1000 + ((i / 8) * 128 + i % 8) * 2 + 1) = static_cast<uint8_t>(i + 100);
  }
  auto rep = load_xyzw(128, sels(4, 4, 0, 1));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), srgb_linear(3 * i + 1)) << i;
    EXPECT_EQ(out(i, 1), srgb_linear(3 * i + 1)) << i;
    EXPECT_EQ(out(i, 2), 0u) << i;
    EXPECT_EQ(out(i, 3), 0x3f800000u) << i;
  }
  // Stores to an sRGB view escape (the unit's encode is not published) and
  // write nothing.
  std::memset(img(0), 0xee, 8 * 256);
  ImageDesc d;
  d.format = 130;
  rep = run(program(R"(v_mov_b32 v1, 0.5
  v_mov_b32 v2, 0.5
  v_mov_b32 v3, 0.5
  v_mov_b32 v4, 0.5
  image_store v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm)"),
            with_image(true, d));
  EXPECT_EQ(only(rep), "format-load-escape");
  EXPECT_EQ(img32(0), 0xeeeeeeeeu);
}

// The packed UNORM formats of codes 133 to 137 (2-byte texels, rows of 128;
// 4_4 1-byte, rows of 256): each component k / (2^w - 1), the nearest f32.
TEST_F(ImageTest, PackedUnormFormatsReadEachComponent) {
  struct Case {
    uint32_t format;
    std::array<uint32_t, 4> widths;
  };
  for (const Case& t : {Case{133, {5, 6, 5, 0}}, Case{134, {5, 5, 5, 1}}, Case{135, {1, 5, 5, 5}},
                        Case{136, {4, 4, 4, 4}}, Case{137, {4, 4, 0, 0}}}) {
    const uint32_t bytes = t.format == 137 ? 1 : 2, row = 256 / bytes;
    auto texel = [&](uint32_t i) { return (i * 40503u + 17u) & ((1u << (8 * bytes)) - 1); };
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t v = texel(i);
      std::memcpy(img(((i / 8) * row + i % 8) * bytes), &v, bytes);
    }
    auto rep = load_xyzw(t.format, sels(4, 5, t.widths[2] ? 6 : 0, t.widths[3] ? 7 : 1));
    ASSERT_EQ(refusals(rep), "") << t.format;
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t v = texel(i), off = 0;
      for (uint32_t c = 0; c < 4; ++c) {
        uint32_t w = t.widths[c];
        uint32_t want = w == 0 ? (c == 3 ? 0x3f800000u : 0u)
                               : unorm_nearest((v >> off) & ((1u << w) - 1), (1u << w) - 1);
        EXPECT_EQ(out(i, c), want) << t.format << " lane " << i << " channel " << c;
        off += w;
      }
    }
  }
}

// The depth views (D40): 8_24_UNORM reads the low 24 bits of a 4-byte element
// as UNORM (the nearest f32 of k / (2^24 - 1)), 8_24_UINT as an integer, and
// X24_8_32_FLOAT the first dword of an 8-byte element. A select of any other
// channel escapes; so does a store, which would have to decide the other bits.
TEST_F(ImageTest, DepthViewsReadTheDepthAlone) {
  auto texel = [](uint32_t i) { return i * 2654435761u; };
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t v = texel(i);
    std::memcpy(img(((i / 8) * 64 + i % 8) * 4), &v, 4);
  }
  const uint32_t x001 = sels(4, 0, 0, 1);
  auto rep = load_xyzw(141, x001);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), unorm_nearest(texel(i) & 0xffffff, 0xffffff)) << i;
    EXPECT_EQ(out(i, 3), 0x3f800000u) << i;
  }
  rep = load_xyzw(142, x001);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), texel(i) & 0xffffff) << i;
    EXPECT_EQ(out(i, 3), 1u) << i;
  }
  EXPECT_EQ(only(load_xyzw(141, sels(5, 0, 0, 1))), "format-load-escape");
  ImageDesc d;
  d.format = 141;
  d.selects = x001;
  rep = run(program(R"(v_mov_b32 v1, 0.5
  image_store v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm)"),
            with_image(true, d));
  EXPECT_EQ(only(rep), "format-load-escape");
  EXPECT_EQ(img32(0), texel(0));
  // 32_FLOAT_CLAMP: a depth in [0, 1] reads as itself, bit for bit; a lane
  // whose texel is -0.0, a NaN or outside [0, 1] escapes, and only that lane.
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t v = fbits(static_cast<float>(i) / 63.0f);
    std::memcpy(img(((i / 8) * 64 + i % 8) * 4), &v, 4);
  }
  rep = load_xyzw(140, x001);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), fbits(static_cast<float>(i) / 63.0f)) << i;
    EXPECT_EQ(out(i, 3), 0x3f800000u) << i;
  }
  for (uint32_t bad : {0x3f800001u, 0x80000000u, 0x7fc00000u, 0xbf800000u}) {
    std::memcpy(img(4 * 5), &bad, 4);  // texel (5, 0): lane 5
    EXPECT_EQ(only(load_xyzw(140, x001)), "format-load-escape") << std::hex << bad;
  }
  d.format = 140;
  rep = run(program(R"(s_mov_b32 exec_lo, 0xffffffdf
  s_mov_b32 exec_hi, -1
  image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm)"),
            with_image(true, d));
  EXPECT_EQ(refusals(rep), "") << "lane 5 off";
  // X24_8_32_FLOAT: rows of 32 8-byte elements; the second dword is not read.
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t v[2] = {fbits(static_cast<float>(i) / 64.0f), 0xffu};
    std::memcpy(img(((i / 8) * 32 + i % 8) * 8), v, 8);
  }
  rep = load_xyzw(146, x001);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), fbits(static_cast<float>(i) / 64.0f)) << i;
    EXPECT_EQ(out(i, 1), 0u) << i;
  }
}

// The f32 nearest k / m for a signed k (|k| <= m < 2^24).
uint32_t signed_nearest(int32_t k, uint32_t m) {
  uint32_t mag = unorm_nearest(static_cast<uint32_t>(k < 0 ? -k : k), m);
  return k < 0 ? mag | 0x80000000u : mag;
}

// BC1 to BC5 as the Khronos Data Format Specification defines them, each value
// the nearest float of its exact quotient (D41): the channels of texel (sx, sy)
// of `block` (8 or 16 bytes). With `srgb` (BC1 to BC3), each colour value is
// the nearest float of the curve's value at that quotient; alpha is as UNORM.
std::array<uint32_t, 4> bc_reference(uint32_t kind, bool snorm, const uint8_t* block, uint32_t sx,
                                     uint32_t sy, bool srgb = false) {
  const uint32_t i = sy * 4 + sx;
  auto u16 = [&](const uint8_t* p) { return static_cast<uint32_t>(p[0] | p[1] << 8); };
  auto u64 = [&](const uint8_t* p) {
    uint64_t v = 0;
    for (int b = 7; b >= 0; --b) v = v << 8 | p[b];
    return v;
  };
  auto bc4 = [&](const uint8_t* p) {
    int32_t a0 = p[0], a1 = p[1];
    const uint32_t unit = snorm ? 127 : 255;
    if (snorm) {
      a0 = std::max(-127, static_cast<int32_t>(static_cast<int8_t>(p[0])));
      a1 = std::max(-127, static_cast<int32_t>(static_cast<int8_t>(p[1])));
    }
    const uint32_t idx = static_cast<uint32_t>(u64(p) >> (16 + 3 * i)) & 7;
    if (idx == 0) return signed_nearest(a0, unit);
    if (idx == 1) return signed_nearest(a1, unit);
    if (a0 > a1)
      return signed_nearest(static_cast<int32_t>(8 - idx) * a0 + static_cast<int32_t>(idx - 1) * a1,
                            7 * unit);
    if (idx == 6) return signed_nearest(snorm ? -127 : 0, unit);
    if (idx == 7) return signed_nearest(static_cast<int32_t>(unit), unit);
    return signed_nearest(static_cast<int32_t>(6 - idx) * a0 + static_cast<int32_t>(idx - 1) * a1,
                          5 * unit);
  };
  if (kind >= 4) return {bc4(block), kind == 5 ? bc4(block + 8) : 0u, 0u, 0u};
  const uint8_t* colour = kind == 1 ? block : block + 8;
  const uint32_t c0 = u16(colour), c1 = u16(colour + 2);
  const uint32_t idx = (u16(colour + 4) | u16(colour + 6) << 16) >> (2 * i) & 3;
  const bool four = kind != 1 || c0 > c1;
  std::array<uint32_t, 4> r{};
  const uint32_t place[3] = {11, 5, 0}, bits[3] = {5, 6, 5};
  for (uint32_t c = 0; c < 3; ++c) {
    const uint32_t max = (1u << bits[c]) - 1;
    const uint32_t k0 = c0 >> place[c] & max, k1 = c1 >> place[c] & max;
    uint32_t num = idx == 0 ? k0 : idx == 1 ? k1 : 0, den = max;
    if (idx == 2) num = four ? 2 * k0 + k1 : k0 + k1, den = max * (four ? 3 : 2);
    if (idx == 3) num = four ? k0 + 2 * k1 : 0, den = max * (four ? 3 : 2);
    r[c] = srgb ? srgb_quotient(num, den) : unorm_nearest(num, den);
  }
  if (kind == 1) r[3] = !four && idx == 3 ? 0u : 0x3f800000u;
  if (kind == 2) r[3] = unorm_nearest(static_cast<uint32_t>(u64(block) >> (4 * i)) & 15, 15);
  if (kind == 3) r[3] = bc4(block);
  return r;
}

// BC1 to BC5 (D41): every texel of an 8x8 view of 2x2 blocks decodes as the
// format defines it, each value the f32 nearest its quotient: endpoints,
// palette entries between them, BC1's three colours and transparent black,
// BC4's six- and eight-entry palettes, SNORM. A store escapes; so does a view
// whose size is not a power of two.
TEST_F(ImageTest, BlockCompressedTexelsDecodeFromTheirBlocks) {
  struct Case {
    uint32_t format, kind;
    bool snorm;
    uint32_t selects;
  };
  uint64_t seed = 0x243f6a8885a308d3ull;
  auto next = [&] {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<uint8_t>(seed >> 56);
  };
  for (const Case& t :
       {Case{169, 1, false, kXYZW}, Case{171, 2, false, kXYZW}, Case{173, 3, false, kXYZW},
        Case{175, 4, false, sels(4, 0, 0, 1)}, Case{176, 4, true, sels(4, 0, 0, 1)},
        Case{177, 5, false, sels(4, 5, 0, 1)}, Case{178, 5, true, sels(4, 5, 0, 1)}}) {
    SCOPED_TRACE(fmt::format("format {}", t.format));
    const uint32_t bytes = t.kind == 1 || t.kind == 4 ? 8 : 16, row = 256;
    for (uint32_t b = 0; b < 4; ++b)
      for (uint32_t k = 0; k < bytes; ++k) *img((b / 2) * row + (b % 2) * bytes + k) = next();
    // Block 1 with its endpoints swapped as needed for the other palette.
    if (t.kind == 1) std::swap(*img(bytes + 0), *img(bytes + 2));
    if (t.kind >= 4) std::swap(*img(bytes + 0), *img(bytes + 1));
    auto rep = load_xyzw(t.format, t.selects);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const uint32_t x = i % 8, y = i / 8;
      auto want = bc_reference(t.kind, t.snorm, img((y / 4) * row + (x / 4) * bytes), x % 4, y % 4);
      if (t.kind >= 4) want[3] = 0x3f800000u;
      if (t.kind == 4) want[1] = want[2] = 0;
      for (uint32_t c = 0; c < 4; ++c) EXPECT_EQ(out(i, c), want[c]) << "lane " << i << " " << c;
    }
  }
  // A store escapes and writes nothing; a 12-texel-wide view is not placed.
  std::memset(img(0), 0x5a, 16);
  ImageDesc d;
  d.format = 169;
  auto rep = run(program(R"(v_mov_b32 v1, 0.5
  image_store v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm)"),
                 with_image(true, d));
  EXPECT_EQ(only(rep), "format-load-escape");
  EXPECT_EQ(img32(0), 0x5a5a5a5au);
  d.width = 12;
  rep = run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"),
            with_image(true, d));
  EXPECT_EQ(only(rep), "image-layout");
}

// BC1_SRGB (D41): every colour value a BC1 palette can hold reads the f32
// nearest the curve at its exact quotient. Lane i reads texel (i, 0) of a 64x4
// view, 16 blocks whose first rows hold indices 0 to 3: block j's endpoints
// make 6-bit green's four-colour palette 3j to 3j + 3 over 189, and 2j to
// 2j + 2 over 126 (j + 1 and j swapped) in three colours; 5-bit red and blue
// likewise over 93 and 62. Sixty-three blocks of each palette cover every
// numerator; the UNORM view of the same blocks still reads the quotients.
TEST_F(ImageTest, Bc1SrgbPaletteEntriesReadTheCurveAtTheirExactValue) {
  // The reference against values known apart from pow: the linear segment is
  // an exact quotient ((1 / 93) / 12.92 = 100 / 120156), 1/3 is the 8-bit
  // code 85, and the ends are 0 and 1.
  EXPECT_EQ(srgb_quotient(1, 93), unorm_nearest(100, 120156));
  EXPECT_EQ(srgb_quotient(3, 93), unorm_nearest(300, 120156));
  EXPECT_EQ(srgb_quotient(7, 189), unorm_nearest(700, 244188));
  EXPECT_EQ(srgb_quotient(31, 93), srgb_linear(85));
  EXPECT_EQ(srgb_quotient(84, 126), srgb_linear(170));
  EXPECT_EQ(srgb_quotient(0, 62), 0u);
  EXPECT_EQ(srgb_quotient(126, 126), 0x3f800000u);
  ImageDesc d;
  d.width = 64;
  d.height = 4;
  const std::string body = R"(v_mov_b32 v5, v0
  v_mov_b32 v6, 0
  image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm)";
  // The numerators each channel's palettes reach: [bits == 6][four].
  std::set<uint32_t> seen[2][2];
  for (const bool four : {true, false})
    for (uint32_t pass = 0; pass < 4; ++pass) {
      for (uint32_t b = 0; b < 16; ++b) {
        const uint32_t j = (16 * pass + b) % 63;
        const uint32_t r = four ? j % 31 + 1 : j % 31,
                       bl = four ? (j + 15) % 31 + 1 : (j + 15) % 31;
        const uint32_t g = four ? j + 1 : j;
        // c1 one below c0 in each channel for four colours, one above for three.
        const uint32_t e0 = r << 11 | g << 5 | bl;
        const uint32_t e1 =
            (four ? r - 1 : r + 1) << 11 | (four ? g - 1 : g + 1) << 5 | (four ? bl - 1 : bl + 1);
        const uint32_t words[2] = {e0 | e1 << 16, 0xe4u};
        std::memcpy(img(8 * b), words, 8);
        const uint32_t c0 = words[0] & 0xffff, c1 = words[0] >> 16;
        ASSERT_EQ(c0 > c1, four) << j;
        for (const uint32_t place : {11u, 5u, 0u}) {
          const uint32_t max = place == 5 ? 63 : 31;
          const uint32_t k0 = c0 >> place & max, k1 = c1 >> place & max;
          const std::array<uint32_t, 4> entries =
              four ? std::array<uint32_t, 4>{3 * k0, 3 * k1, 2 * k0 + k1, k0 + 2 * k1}
                   : std::array<uint32_t, 4>{2 * k0, 2 * k1, k0 + k1, 0};
          seen[place == 5][four].insert(entries.begin(), entries.end());
        }
      }
      for (const uint32_t format : {170u, 169u}) {
        d.format = format;
        auto rep = run(program(body), with_image(true, d));
        ASSERT_EQ(refusals(rep), "") << format;
        for (uint32_t i = 0; i < 64; ++i) {
          auto want = bc_reference(1, false, img(8 * (i / 4)), i % 4, 0, format == 170);
          for (uint32_t c = 0; c < 4; ++c)
            EXPECT_EQ(out(i, c), want[c]) << "format " << format << (four ? " four" : " three")
                                          << " pass " << pass << " lane " << i << " channel " << c;
        }
      }
    }
  EXPECT_EQ(seen[0][1].size(), 94u);
  EXPECT_EQ(seen[1][1].size(), 190u);
  EXPECT_EQ(seen[0][0].size(), 63u);
  EXPECT_EQ(seen[1][0].size(), 127u);
}

// BC2_SRGB and BC3_SRGB (D41): random blocks' colour reads the curve at each
// palette entry's exact quotient; alpha, BC2's 4-bit codes and BC3's BC4
// block, reads as in the UNORM views, which still read the quotients.
TEST_F(ImageTest, Bc2AndBc3SrgbViewsDecodeColourThroughTheCurveAndAlphaAsUnorm) {
  uint64_t seed = 0xa4093822299f31d0ull;
  for (const uint32_t kind : {2u, 3u}) {
    random_blocks16(&seed);
    for (const bool srgb : {true, false}) {
      const uint32_t format = (kind == 2 ? 171 : 173) + (srgb ? 1 : 0);
      auto rep = load_xyzw(format, kXYZW);
      ASSERT_EQ(refusals(rep), "") << format;
      for (uint32_t i = 0; i < 64; ++i) {
        const uint32_t x = i % 8, y = i / 8;
        auto want = bc_reference(kind, false, block16((y / 4) * 2 + x / 4), x % 4, y % 4, srgb);
        for (uint32_t c = 0; c < 4; ++c)
          EXPECT_EQ(out(i, c), want[c]) << "format " << format << " lane " << i << " " << c;
      }
    }
  }
}

namespace bc7 {
#include "xlate/bc6h_tables.inc"
#include "xlate/bc7_tables.inc"
}  // namespace bc7

// BC7 as the Khronos Data Format Specification defines it, read field by field
// from the first bit on: texel t's four 8-bit codes, or nothing for the
// reserved mode.
std::optional<std::array<uint32_t, 4>> bc7_reference(const uint8_t* block, uint32_t t) {
  struct Mode {
    uint32_t subsets, partition, rotation, selection, colour, alpha;
    bool endpoint_p, shared_p;
    uint32_t index, index2;
  };
  static constexpr Mode kModes[8] = {
      {3, 4, 0, 0, 4, 0, true, false, 3, 0},  {2, 6, 0, 0, 6, 0, false, true, 3, 0},
      {3, 6, 0, 0, 5, 0, false, false, 2, 0}, {2, 6, 0, 0, 7, 0, true, false, 2, 0},
      {1, 0, 2, 1, 5, 6, false, false, 2, 3}, {1, 0, 2, 0, 7, 8, false, false, 2, 2},
      {1, 0, 0, 0, 7, 7, true, false, 4, 0},  {2, 6, 0, 0, 5, 5, true, false, 2, 0}};
  uint32_t at = 0;
  auto take = [&](uint32_t n) {
    uint32_t v = 0;
    for (uint32_t k = 0; k < n; ++k, ++at) v |= ((block[at / 8] >> (at % 8)) & 1u) << k;
    return v;
  };
  uint32_t m = 0;
  while (m < 8 && take(1) == 0) ++m;
  if (m == 8) return std::nullopt;
  const Mode& md = kModes[m];
  const uint32_t partition = take(md.partition), rotation = take(md.rotation);
  const uint32_t selection = take(md.selection);
  uint32_t ends[6][4] = {};
  uint32_t widths[4] = {md.colour, md.colour, md.colour, md.alpha};
  for (uint32_t c = 0; c < 4; ++c)
    for (uint32_t n = 0; n < 2 * md.subsets; ++n) ends[n][c] = take(widths[c]);
  uint32_t pbits[6] = {};
  const bool has_p = md.endpoint_p || md.shared_p;
  if (md.endpoint_p)
    for (uint32_t n = 0; n < 2 * md.subsets; ++n) pbits[n] = take(1);
  if (md.shared_p)
    for (uint32_t s = 0; s < md.subsets; ++s) pbits[2 * s] = pbits[2 * s + 1] = take(1);
  for (uint32_t n = 0; n < 2 * md.subsets; ++n)
    for (uint32_t c = 0; c < 4; ++c) {
      if (c == 3 && md.alpha == 0) {
        ends[n][c] = 255;
        continue;
      }
      uint32_t v = ends[n][c], w = widths[c];
      if (has_p) v = v << 1 | pbits[n], ++w;
      ends[n][c] = (v << (8 - w) | v >> (2 * w - 8)) & 0xff;
    }
  auto subset_of = [&](uint32_t texel) -> uint32_t {
    if (md.subsets == 1) return 0;
    const uint32_t grid = bc7::kBc7Partitions[partition + (md.subsets == 3 ? 64 : 0)];
    return grid >> (2 * texel) & 3;
  };
  auto anchored = [&](uint32_t texel) {
    const uint32_t a = bc7::kBc7Anchors[partition];
    if (texel == 0) return true;
    if (md.subsets == 2) return texel == (a & 15);
    if (md.subsets == 3) return texel == (a >> 4 & 15) || texel == (a >> 8 & 15);
    return false;
  };
  uint32_t primary = 0, secondary = 0;
  for (uint32_t k = 0; k < 16; ++k) {
    const uint32_t v = take(md.index - (anchored(k) ? 1 : 0));
    if (k == t) primary = v;
  }
  if (md.index2 != 0)
    for (uint32_t k = 0; k < 16; ++k) {
      const uint32_t v = take(md.index2 - (k == 0 ? 1 : 0));
      if (k == t) secondary = v;
    }
  static constexpr uint32_t kW2[4] = {0, 21, 43, 64}, kW3[8] = {0, 9, 18, 27, 37, 46, 55, 64};
  static constexpr uint32_t kW4[16] = {0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64};
  auto weight = [&](uint32_t index, uint32_t bits) {
    return bits == 2 ? kW2[index] : bits == 3 ? kW3[index] : kW4[index];
  };
  uint32_t wc = weight(primary, md.index), wa = wc;
  if (md.index2 != 0) {
    wc = selection ? weight(secondary, md.index2) : weight(primary, md.index);
    wa = selection ? weight(primary, md.index) : weight(secondary, md.index2);
  }
  const uint32_t s = subset_of(t);
  std::array<uint32_t, 4> r{};
  for (uint32_t c = 0; c < 4; ++c) {
    const uint32_t w = c == 3 ? wa : wc;
    r[c] = ((64 - w) * ends[2 * s][c] + w * ends[2 * s + 1][c] + 32) >> 6;
  }
  if (rotation != 0) std::swap(r[rotation - 1], r[3]);
  return r;
}

// BC7 (D41): every texel of 8x8 views of random blocks of each of the eight
// modes, every rotation and index selection among them, read as the format's
// integer decode gives its 8-bit codes: UNORM (each the f32 nearest code /
// 255) and sRGB (colour through D40's table). A block of the reserved mode
// escapes, and only its texels.
TEST_F(ImageTest, Bc7TexelsDecodeExactly) {
  uint64_t seed = 0x13198a2e03707344ull;
  auto block_at = [&](uint32_t b) { return block16(b); };
  for (uint32_t format : {181u, 182u})
    for (uint32_t mode = 0; mode < 8; ++mode) {
      SCOPED_TRACE(fmt::format("format {} mode {}", format, mode));
      random_blocks16(&seed);
      for (uint32_t b = 0; b < 4; ++b) {
        uint8_t* p = block_at(b);
        // Bit `mode` set, the bits below it clear. Modes 4 and 5: block b with
        // rotation b, and mode 4's index selection b & 1.
        p[0] = static_cast<uint8_t>((p[0] << (mode + 1)) | 1u << mode);
        if (mode == 4) p[0] = static_cast<uint8_t>((p[0] & 0x1f) | b << 5 | (b & 1) << 7);
        if (mode == 5) p[0] = static_cast<uint8_t>((p[0] & 0x3f) | b << 6);
      }
      auto rep = load_xyzw(format, kXYZW);
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i) {
        const uint32_t x = i % 8, y = i / 8;
        auto codes = bc7_reference(block_at((y / 4) * 2 + x / 4), (y % 4) * 4 + x % 4);
        ASSERT_TRUE(codes.has_value());
        for (uint32_t c = 0; c < 4; ++c) {
          const uint32_t want =
              format == 182 && c < 3 ? srgb_linear((*codes)[c]) : unorm_nearest((*codes)[c], 255);
          EXPECT_EQ(out(i, c), want) << "lane " << i << " channel " << c;
        }
      }
    }
  // The reserved mode (a first byte of zero) in block 0: its 16 lanes read
  // zeros and escape; the others decode.
  *img(0) = 0;
  EXPECT_EQ(only(load_xyzw(181, kXYZW)), "format-load-escape");
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t x = i % 8, y = i / 8;
    if (x < 4 && y < 4) {
      EXPECT_EQ(out(i, 0), 0u) << i;
    }
  }
}

// BC6H as the Khronos Data Format Specification defines it, read field by
// field from the first bit on: texel t's three halves, or nothing for a
// reserved mode.
std::optional<std::array<uint32_t, 3>> bc6h_reference(const uint8_t* block, uint32_t t,
                                                      bool is_signed) {
  uint32_t at = 0;
  auto take = [&](uint32_t n) {
    uint32_t v = 0;
    for (uint32_t k = 0; k < n; ++k, ++at) v |= ((block[at / 8] >> (at % 8)) & 1u) << k;
    return v;
  };
  uint32_t mode = take(2);
  if (mode & 2) {
    mode |= take(3) << 2;
    mode = (((mode >> 1) & 0xe) | (mode & 1)) + 2;
  }
  const uint32_t head = bc7::kBc6hModes[mode], deltas = bc7::kBc6hDeltas[mode];
  if (head & 1) return std::nullopt;
  const bool transformed = head >> 1 & 1;
  const uint32_t pbits = head >> 2 & 7, bits = head >> 5 & 31, ibits = head >> 10 & 7;
  int32_t ends[4][3] = {};
  for (uint32_t f = 0; f < (head >> 13 & 31); ++f) {
    const uint32_t fw = bc7::kBc6hFields[24 * mode + f];
    const uint32_t n = fw >> 8 & 15, first = fw >> 4 & 15;
    uint32_t v = take(n);
    if (fw >> 12 & 1) {
      uint32_t r = 0;
      for (uint32_t k = 0; k < n; ++k) r |= (v >> k & 1) << (n - 1 - k);
      v = r;
    }
    ends[fw & 3][fw >> 2 & 3] |= static_cast<int32_t>(v << first);
  }
  auto sign_extend = [](int32_t v, uint32_t n) {
    return static_cast<int32_t>(static_cast<uint32_t>(v) << (32 - n)) >> (32 - n);
  };
  const uint32_t subsets = pbits ? 2 : 1;
  // The deltas first (from endpoint 0 as the block holds it), then each
  // endpoint unquantized.
  if (transformed)
    for (uint32_t k = 1; k < 2 * subsets; ++k)
      for (uint32_t c = 0; c < 3; ++c)
        ends[k][c] =
            (ends[0][c] + sign_extend(ends[k][c], deltas >> (5 * c) & 31)) & ((1 << bits) - 1);
  for (uint32_t k = 0; k < 2 * subsets; ++k)
    for (uint32_t c = 0; c < 3; ++c) {
      int32_t v = ends[k][c];
      if (is_signed) {
        v = sign_extend(v, bits);
        if (bits < 16 && v != 0) {
          const int32_t mag = std::abs(v);
          const int32_t q =
              mag >= (1 << (bits - 1)) - 1 ? 0x7fff : ((mag << 15) + 0x4000) >> (bits - 1);
          v = v < 0 ? -q : q;
        }
      } else if (bits < 15 && v != 0) {
        v = v == (1 << bits) - 1 ? 0xffff : ((v << 15) + 0x4000) >> (bits - 1);
      }
      ends[k][c] = v;
    }
  const uint32_t partition = take(pbits);
  const uint32_t anchor = bc7::kBc7Anchors[partition] & 15;
  uint32_t index = 0;
  for (uint32_t k = 0; k < 16; ++k) {
    const bool anchored = k == 0 || (subsets == 2 && k == anchor);
    const uint32_t v = take(ibits - (anchored ? 1 : 0));
    if (k == t) index = v;
  }
  static constexpr int32_t kW3[8] = {0, 9, 18, 27, 37, 46, 55, 64};
  static constexpr int32_t kW4[16] = {0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64};
  const int32_t w = ibits == 3 ? kW3[index] : kW4[index];
  const uint32_t s = subsets == 2 ? bc7::kBc7Partitions[partition] >> (2 * t) & 3 : 0;
  std::array<uint32_t, 3> r{};
  for (uint32_t c = 0; c < 3; ++c) {
    const int32_t v = ((64 - w) * ends[2 * s][c] + w * ends[2 * s + 1][c] + 32) >> 6;
    if (!is_signed)
      r[c] = static_cast<uint32_t>(v * 31 / 64);
    else
      r[c] = v < 0 ? static_cast<uint32_t>(-v * 31 / 32) | 0x8000u
                   : static_cast<uint32_t>(v * 31 / 32);
  }
  return r;
}

// The f32 bits of a half's.
uint32_t half_to_f32_bits(uint32_t h) {
  const uint32_t sign = (h & 0x8000u) << 16, exp = h >> 10 & 31, mant = h & 0x3ff;
  if (exp == 0) {
    const float f = std::ldexp(static_cast<float>(mant), -24);
    return sign | fbits(f);
  }
  if (exp == 31) return sign | 0x7f800000u | mant << 13;
  return sign | (exp + 112) << 23 | mant << 13;
}

// BC6H (D41): every texel of 8x8 views of random blocks of each of the 14
// modes, unsigned and signed, read as the halves the format's integer decode
// gives them. A block of a reserved mode escapes.
TEST_F(ImageTest, Bc6hTexelsDecodeExactly) {
  uint64_t seed = 0xa4093822299f31d0ull;
  auto block_at = [&](uint32_t b) { return block16(b); };
  // The codes of the 14 modes (bits 1:0, or 4:0 with bit 1 set).
  const uint32_t codes[14] = {0x00, 0x01, 0x02, 0x03, 0x06, 0x07, 0x0a,
                              0x0b, 0x0e, 0x0f, 0x12, 0x16, 0x1a, 0x1e};
  for (uint32_t format : {179u, 180u})
    for (uint32_t code : codes) {
      SCOPED_TRACE(fmt::format("format {} mode code {:#x}", format, code));
      const uint32_t code_bits = code & 2 ? 5 : 2;
      random_blocks16(&seed);
      for (uint32_t b = 0; b < 4; ++b) {
        uint8_t* p = block_at(b);
        p[0] = static_cast<uint8_t>((p[0] & ~((1u << code_bits) - 1)) | code);
      }
      auto rep = load_xyzw(format, sels(4, 5, 6, 1));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i) {
        const uint32_t x = i % 8, y = i / 8;
        auto halves =
            bc6h_reference(block_at((y / 4) * 2 + x / 4), (y % 4) * 4 + x % 4, format == 180);
        ASSERT_TRUE(halves.has_value());
        for (uint32_t c = 0; c < 3; ++c)
          EXPECT_EQ(out(i, c), half_to_f32_bits((*halves)[c])) << "lane " << i << " channel " << c;
        EXPECT_EQ(out(i, 3), 0x3f800000u) << "lane " << i;
      }
    }
  // A reserved mode (10011) in block 0: its 16 lanes escape.
  *block_at(0) = static_cast<uint8_t>((*block_at(0) & 0xe0) | 0x13);
  EXPECT_EQ(only(load_xyzw(179, sels(4, 5, 6, 1))), "format-load-escape");
}

// D967's UNORM and SNORM conversions, every code of 8_8_8_8_UNORM and SNORM
// and of 2_10_10_10_UNORM's 10-bit channels: the f32 nearest k / (2^w - 1)
// (SNORM's -128 as -127), whatever the host's division gives first.
TEST_F(ImageTest, UnormAndSnormCodesReadTheNearestFloat) {
  uint32_t bad = 0;
  // 8_8_8_8_UNORM (56) and SNORM (57): every code once.
  for (uint32_t fmt_code : {56u, 57u}) {
    for (uint32_t i = 0; i < 256; ++i)
      *img(((i / 4 / 8) * 64 + (i / 4) % 8) * 4 + i % 4) = static_cast<uint8_t>(i);
    auto rep = load_xyzw(fmt_code, kXYZW);
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t lane = i / 4, c = i % 4;
      uint32_t want =
          fmt_code == 56
              ? unorm_nearest(i, 255)
              : signed_nearest(std::max(-127, static_cast<int>(static_cast<int8_t>(i))), 127);
      if (out(lane, c) != want && bad++ < 10)
        ADD_FAILURE() << fmt_code << " code " << i << " " << std::hex << out(lane, c) << " "
                      << want;
    }
  }
  // 2_10_10_10_UNORM (50): x, y, z 10-bit.
  for (uint32_t base = 0; base < 1024; base += 192) {
    for (uint32_t l = 0; l < 64; ++l) {
      uint32_t v = 0;
      for (uint32_t c = 0; c < 3; ++c) v |= ((base + 3 * l + c) & 1023) << (10 * c);
      std::memcpy(img(((l / 8) * 64 + l % 8) * 4), &v, 4);
    }
    auto rep = load_xyzw(50, kXYZW);
    for (uint32_t l = 0; l < 64; ++l)
      for (uint32_t c = 0; c < 3; ++c) {
        uint32_t k = (base + 3 * l + c) & 1023;
        if (out(l, c) != unorm_nearest(k, 1023) && bad++ < 10) ADD_FAILURE() << "10-bit " << k;
      }
  }
  EXPECT_EQ(bad, 0u);
}

// D16 loads: the DMASK'd channels 16 bits each, two to a VGPR in order; three
// channels fill v1 and the low half of v2 (its high half kept). A float-class
// channel is its value as a half, an integer one its low 16 bits.
TEST_F(ImageTest, D16LoadsPackChannelsInPairs) {
  // 16_16_16_16_FLOAT, 8x8: rows of 32 texels; halves whatever their bits.
  for (uint32_t i = 0; i < 8 * 32 * 4; ++i) {
    uint16_t h = static_cast<uint16_t>((i * 0x3a1 + 0x1234) & 0x7bff);  // no NaN or inf
    std::memcpy(img(2 * i), &h, 2);
  }
  auto half_at = [&](uint32_t x, uint32_t y, uint32_t c) {
    uint16_t h;
    std::memcpy(&h, img(((y * 32 + x) * 4 + c) * 2), 2);
    return uint32_t{h};
  };
  ImageDesc d;
  d.format = 71;
  for (bool w64 : {false, true}) {
    auto rep = run(program(R"(v_mov_b32 v2, 0xbeef0000
  image_load v[1:2], v[5:6], s[4:11] dmask:0xe dim:SQ_RSRC_IMG_2D unorm d16)"),
                   with_image(w64, d));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < (w64 ? 64u : 32u); ++i) {
      uint32_t x = i % 8, y = i / 8;
      EXPECT_EQ(out(i, 0), half_at(x, y, 1) | half_at(x, y, 2) << 16) << i;
      EXPECT_EQ(out(i, 1), 0xbeef0000u | half_at(x, y, 3)) << i;
      EXPECT_EQ(out(i, 2), 0xdeadu) << i;
    }
  }
  // 16_16_SINT through DST_SEL (y, x, 1, 0): sign-extended values fit their halves.
  d.format = 28;
  d.selects = sels(5, 4, 1, 0);
  for (uint32_t i = 0; i < 8 * 64 * 2; ++i) {
    uint16_t v = static_cast<uint16_t>(i * 0x9e37 + 0x8001);
    std::memcpy(img(2 * i), &v, 2);
  }
  auto rep =
      run(program("image_load v[1:2], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16"),
          with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t t = (i / 8) * 64 + i % 8;
    uint32_t x = static_cast<uint16_t>(2 * t * 0x9e37 + 0x8001);
    uint32_t y = static_cast<uint16_t>((2 * t + 1) * 0x9e37 + 0x8001);
    EXPECT_EQ(out(i, 0), y | x << 16) << i;
    EXPECT_EQ(out(i, 1), 1u) << i;
  }
  // Out of range: zeros, and SQ_SEL_1 of a float format a half 1.0.
  d = ImageDesc{};
  d.width = 3;
  d.selects = sels(4, 5, 0, 1);
  std::memset(img(0), 0, 8 * 256);
  rep = run(program("image_load v[1:2], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16"),
            with_image(true, d));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), 0u) << i;
    EXPECT_EQ(out(i, 1), 0x3c000000u) << i;
  }
}

// A D16 load whose 16 bits cannot hold the value is D967's escape: an 8-bit UNORM
// code other than 0 and 255 (no half is k / 255), a 32-bit UINT above 0xffff.
// Codes 0 and 255 read 0 and 1.0 exactly.
TEST_F(ImageTest, D16LoadsEscapeWhatAHalfCannotHold) {
  std::memset(img(0), 0, 8 * 256);
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x) *img((y * 64 + x) * 4 + 1) = 0xff;
  auto rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm d16"),
                 with_image(true, ImageDesc{}));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(out(i, 0), 0x3c000000u) << i;
  *img(64 * 4 * 3 + 4 * 5) = 1;  // texel (5, 3)
  rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm d16"),
            with_image(true, ImageDesc{}));
  EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
  ImageDesc d;
  d.format = 20;  // 32_UINT
  std::memset(img(0), 0, 8 * 256);
  uint32_t big = 0x10000;
  std::memcpy(img(64 * 4 * 7), &big, 4);
  rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm d16"),
            with_image(true, d));
  EXPECT_EQ(rep.refusals.count("format-load-escape"), 1u) << refusals(rep);
}

// D36: a D16 load of 8-bit UNORM codes stored again by a D16 store writes the
// same codes (either half next to k / 255 converts back to k), with no
// escape; any other reader of those halves escapes, as the load did before.
TEST_F(ImageTest, D16LoadThenStoreCopiesUnormCodes) {
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x)
      for (uint32_t c = 0; c < 4; ++c)
        *img((y * 64 + x) * 4 + c) =
            static_cast<uint8_t>(y < 4 ? (x * 37 + y * 11 + c * 71) : 0xee);
  // Lanes 0-31: texel (x, y) of rows 0-3 to (x, y + 4).
  const std::string copy = R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  image_load v[1:2], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v6, 4, v6
  {}
  image_store v[1:2], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16
  s_endpgm
)";
  auto rep = run(fmt::format(fmt::runtime(copy), ""), with_image(false, ImageDesc{}));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t y = 0; y < 4; ++y)
    for (uint32_t x = 0; x < 8; ++x)
      EXPECT_EQ(img32(((y + 4) * 64 + x) * 4), img32((y * 64 + x) * 4)) << x << " " << y;
  // Read by anything else: the load's escape.
  rep = run(fmt::format(fmt::runtime(copy), "v_mov_b32 v3, v1"), with_image(false, ImageDesc{}));
  EXPECT_EQ(refusals(rep).substr(0, 18), "format-load-escape");
  // radeonsi's upload blit into an 8_UNORM texture: two channels loaded with
  // A16 (the address in the data register), stored to a format of one; the
  // dropped channel's two values write nothing.
  rep = run(R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  v_lshl_or_b32 v2, v6, 16, v5
  image_load v2, v2, s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm a16 d16
  s_mov_b64 s[16:17], s[4:5]
  s_mov_b64 s[18:19], s[6:7]
  s_mov_b64 s[20:21], s[8:9]
  s_mov_b64 s[22:23], s[10:11]
  s_and_b32 s17, s17, 0xe00fffff
  s_or_b32 s17, s17, 0x100000
  v_add_nc_u32 v6, 4, v6
  v_lshl_or_b32 v1, v6, 16, v5
  s_waitcnt vmcnt(0)
  image_store v2, v1, s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm a16 d16
  s_endpgm
)",
            with_image(false, ImageDesc{}));
  ASSERT_EQ(refusals(rep), "");
  surf::SurfaceLayout r8;
  ASSERT_EQ(lay_out(0, 1, 8, 8, 1, &r8), "");
  for (uint32_t y = 0; y < 4; ++y)
    for (uint32_t x = 0; x < 8; ++x)
      EXPECT_EQ(*img((y + 4) * r8.pitch + x), *img((y * 64 + x) * 4)) << x << " " << y;
}

// D16 stores: halves widened to floats and converted by the format's store path
// (8_8_8_8_UNORM: 0.5 rounds to 128), 16-bit integers zero- or sign-extended
// (a 32_SINT texel of -2 from 0xfffe); three channels from v1 and v2's low half.
TEST_F(ImageTest, D16StoresWidenHalvesAndIntegers) {
  std::memset(img(0), 0xee, 8 * 256);
  auto rep = run(program(R"(v_mov_b32 v1, 0x38003c00
  v_mov_b32 v2, 0x12340000
  image_store v[1:2], v[5:6], s[4:11] dmask:0xb dim:SQ_RSRC_IMG_2D unorm d16)"),
                 with_image(false, ImageDesc{}));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 32; ++i) {
    uint32_t x = i % 8, y = i / 8;
    EXPECT_EQ(img32((y * 64 + x) * 4), 0x000080ffu) << i;  // (1.0, 0.5, 0, 0.0)
  }
  for (uint32_t format : {21u, 20u}) {
    ImageDesc d;
    d.format = format;
    d.selects = sels(4, 0, 0, 1);
    std::memset(img(0), 0xee, 8 * 256);
    rep = run(program(R"(v_mov_b32 v1, 0xabcdfffe
  image_store v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm d16)"),
              with_image(true, d));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t x = i % 8, y = i / 8;
      EXPECT_EQ(img32((y * 64 + x) * 4), format == 21 ? 0xfffffffeu : 0xfffeu) << i;
    }
  }
}

// ---- swizzled layouts against surf (D26, checked against addrlib): images laid
// out by surf::retile, read back by surf::detile.

constexpr uint64_t kTiledOut = XlateTest::kData;               // loaded texels
constexpr uint64_t kTiled = FlatGuestMemory::kBase + 0x80000;  // 64 KiB aligned, 512 KiB free

struct TiledCase {
  uint32_t sw_mode, bpe, width, height, slices, pipe_bank_xor;
  bool wave64;
};
std::string describe(const TiledCase& t) {
  return fmt::format("mode {} bpe {} {}x{}x{} xor {:#x} wave{}", t.sw_mode, t.bpe, t.width,
                     t.height, t.slices, t.pipe_bank_xor, t.wave64 ? 64 : 32);
}
// The UINT format of each element size, and its channels (dwords in a VGPR each).
uint32_t uint_format(uint32_t bpe) {
  switch (bpe) {
    case 1:
      return 5;  // 8_UINT
    case 2:
      return 11;  // 16_UINT
    case 4:
      return 20;  // 32_UINT
    case 8:
      return 62;  // 32_32_UINT
    default:
      return 75;  // 32_32_32_32_UINT
  }
}
uint32_t channels(uint32_t bpe) {
  return bpe <= 4 ? 1 : bpe / 4;
}

// Workgroups of 8x8 over x and y, one group layer per slice (s12-s14 the group
// ids); s2, s3 the padded width and height of the output's rows. A load writes
// the texel's channels at kTiledOut + ((slice * h8 + y) * w8 + x) * 4 * channels;
// a store writes v = (x | y << 16) ^ slice * 0x01000193 to channel 0 (its low
// bytes for 1- and 2-byte elements), v ^ a constant to the others.
std::string tiled_program(bool store, uint32_t bpe, bool array, bool mip = false) {
  const uint32_t chans = channels(bpe);
  std::string dst = chans == 1 ? "v1" : fmt::format("v[1:{}]", chans);
  std::string dmask = chans == 1 ? "0x1" : chans == 2 ? "0x3" : "0xf";
  std::string addr = array || mip ? "v[5:7]" : "v[5:6]";
  std::string dim = array ? "SQ_RSRC_IMG_2D_ARRAY" : "SQ_RSRC_IMG_2D";
  std::string p = R"(
  v_lshl_add_u32 v5, s12, 3, v0
  v_lshl_add_u32 v6, s13, 3, v1
  v_mov_b32 v7, s14
)";
  if (store) {
    p += R"(
  v_lshlrev_b32 v8, 16, v6
  v_or_b32 v8, v8, v5
  v_mul_lo_u32 v9, v7, 0x01000193
  v_xor_b32 v1, v8, v9
  v_xor_b32 v2, 0x9e3779b9, v1
  v_xor_b32 v3, 0x3c6ef372, v1
  v_xor_b32 v4, 0xdaa66d2b, v1
)";
    // UINT stores of values that fit (how wider ones are written is not published).
    if (bpe < 4) p += fmt::format("  v_and_b32 v1, {:#x}, v1\n", (1u << (8 * bpe)) - 1);
    p +=
        fmt::format("  image_store {}, {}, s[4:11] dmask:{} dim:{} unorm\n", dst, addr, dmask, dim);
  } else {
    p += fmt::format("  image_load{} {}, {}, s[4:11] dmask:{} dim:{} unorm\n", mip ? "_mip" : "",
                     dst, addr, dmask, dim);
    p += fmt::format(R"(
  s_waitcnt vmcnt(0)
  v_mul_lo_u32 v8, v7, s3
  v_add_nc_u32 v8, v8, v6
  v_mul_lo_u32 v8, v8, s2
  v_add_nc_u32 v8, v8, v5
  v_lshlrev_b32 v10, {}, v8
  global_store_{} v10, {}, s[0:1]
)",
                     2 + std::countr_zero(chans),
                     chans == 1   ? "dword"
                     : chans == 2 ? "dwordx2"
                                  : "dwordx4",
                     dst);
  }
  return p + "  s_endpgm\n";
}

// The descriptor of such a surface: 2D, or a 2D array of every slice.
ImageDesc tiled_desc(uint32_t format, uint32_t mode, uint32_t width, uint32_t height,
                     uint32_t slices) {
  ImageDesc d;
  d.format = format;
  d.width = width;
  d.height = height;
  d.type = slices > 1 ? kType2dArray : kType2d;
  d.depth = slices - 1;
  d.sw_mode = mode;
  return d;
}

// The dispatch of tiled_program over a w8 x h8 x `layers` grid of 8x8 groups, the
// image at kTiled with pipe-bank xor `xor_bits`.
Dispatch tiled_dispatch(const ImageDesc& d, bool wave64, uint32_t w8, uint32_t h8, uint32_t layers,
                        uint32_t xor_bits) {
  Dispatch p = with_image(wave64, d);
  p.user_sgprs[2] = w8;
  p.user_sgprs[3] = h8;
  p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8) | xor_bits;
  p.user_sgprs[5] = (p.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
  p.threads[0] = p.threads[1] = 8;
  p.groups[0] = w8 / 8;
  p.groups[1] = h8 / 8;
  p.groups[2] = layers;
  p.rsrc2 = 1u << 7 | 1u << 8 | 1u << 9 | 1u << 11;  // TGID_X/Y/Z_EN, TIDIG_COMP_CNT 1
  return p;
}

// The element tiled_program's store writes at (x, y) of slice z (channel 0 of a
// 2- or 4-byte element masked to `low_bits` where not 0).
void stored_element(uint32_t x, uint32_t y, uint32_t z, uint32_t bpe, uint32_t low_bits,
                    uint8_t* out) {
  uint32_t v = (x | y << 16) ^ z * 0x01000193u;
  uint32_t vs[4] = {v, v ^ 0x9e3779b9u, v ^ 0x3c6ef372u, v ^ 0xdaa66d2bu};
  if (low_bits != 0) vs[0] &= (1u << low_bits) - 1;
  std::memcpy(out, vs, bpe);
}

class TiledImageTest : public ImageTest, public ::testing::WithParamInterface<uint32_t> {
 protected:
  // Loads and stores every texel of `t` (with a row of guard texels past x and y
  // in the dispatch); false with a message when something differs.
  void check(const TiledCase& t) {
    SCOPED_TRACE(describe(t));
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(t.sw_mode, t.bpe, t.width, t.height, t.slices, &l), "");
    ASSERT_LE(l.size, 0x80000u);
    const bool array = t.slices > 1;
    const uint32_t chans = channels(t.bpe);
    const uint32_t w8 = (t.width + 8) / 8 * 8, h8 = (t.height + 8) / 8 * 8;
    ASSERT_LE(uint64_t{w8} * h8 * t.slices * 4 * chans, 0x60000u);

    const ImageDesc d = tiled_desc(uint_format(t.bpe), t.sw_mode, t.width, t.height, t.slices);
    Dispatch p = tiled_dispatch(d, t.wave64, w8, h8, t.slices, t.pipe_bank_xor);

    // Each slice's texels as rows, laid out by surf.
    std::vector<uint8_t> image(l.size, 0);
    std::vector<std::vector<uint8_t>> rows(t.slices);
    for (uint32_t z = 0; z < t.slices; ++z) {
      rows[z].resize(size_t{t.width} * t.height * t.bpe);
      for (size_t i = 0; i < rows[z].size(); ++i)
        rows[z][i] = static_cast<uint8_t>((i * 0x9d + z * 0x35 + (i >> 8) * 7) ^ (i >> 16));
      surf::ByteRange r;
      ASSERT_EQ(surf::subresource_range(l, 0, z, &r), "");
      ASSERT_EQ(surf::retile(l, 0, z, 0, t.pipe_bank_xor, rows[z],
                             std::span(image).subspan(r.begin, r.end - r.begin)),
                "");
    }
    std::memcpy(mem.at(kTiled), image.data(), image.size());
    std::memset(mem.at(kTiledOut), 0xee, size_t{w8} * h8 * t.slices * 4 * chans);
    auto rep = run(tiled_program(false, t.bpe, array), p);
    ASSERT_EQ(refusals(rep), "");
    unsigned bad = 0;
    for (uint32_t z = 0; z < t.slices; ++z)
      for (uint32_t y = 0; y < h8; ++y)
        for (uint32_t x = 0; x < w8; ++x) {
          bool inside = x < t.width && y < t.height;
          for (uint32_t c = 0; c < chans; ++c) {
            uint32_t want = 0;
            if (inside)
              std::memcpy(&want, &rows[z][(size_t{y} * t.width + x) * t.bpe + 4 * c],
                          std::min(t.bpe, 4u));
            uint32_t got = u32(kTiledOut + ((uint64_t{z} * h8 + y) * w8 + x) * 4 * chans + 4 * c);
            if (got != want && bad++ < 5)
              ADD_FAILURE() << "load " << x << "," << y << "," << z << " channel " << c << ": "
                            << std::hex << got << " want " << want;
          }
        }
    ASSERT_EQ(bad, 0u);

    // Stores: the image as surf lays out the values, the other bytes as they were.
    std::vector<uint8_t> before(l.size);
    for (size_t i = 0; i < before.size(); ++i) before[i] = static_cast<uint8_t>(i * 13 + 5);
    std::memcpy(mem.at(kTiled), before.data(), before.size());
    rep = run(tiled_program(true, t.bpe, array), p);
    ASSERT_EQ(refusals(rep), "");
    std::vector<uint8_t> want = before;
    for (uint32_t z = 0; z < t.slices; ++z) {
      std::vector<uint8_t> r(size_t{t.width} * t.height * t.bpe);
      for (uint32_t y = 0; y < t.height; ++y)
        for (uint32_t x = 0; x < t.width; ++x)
          stored_element(x, y, z, t.bpe, 0, &r[(size_t{y} * t.width + x) * t.bpe]);
      surf::ByteRange br;
      ASSERT_EQ(surf::subresource_range(l, 0, z, &br), "");
      ASSERT_EQ(surf::retile(l, 0, z, 0, t.pipe_bank_xor, r,
                             std::span(want).subspan(br.begin, br.end - br.begin)),
                "");
    }
    bad += memory_differs(kTiled, want);
    ASSERT_EQ(bad, 0u);
  }
};

// Every element size, a tiny image, a non-power-of-two array of three slices and
// one larger than a block in both directions, with pipe-bank xors 0, some and all.
TEST_P(TiledImageTest, LoadsAndStoresEveryTexelWhereSurfPlacesIt) {
  const uint32_t mode = GetParam();
  for (uint32_t bpe : {1u, 2u, 4u, 8u, 16u}) {
    surf::SurfaceDesc sd;
    sd.sw_mode = mode;
    sd.bytes_per_element = bpe;
    surf::SurfaceLayout l;
    if (!surf::compute_layout(sd, &l).empty()) continue;  // Z_X has no 16-byte elements
    const uint32_t mask = surf::pipe_bank_xor_mask(l);
    const bool w64 = (bpe & 0x5) != 0;
    check({mode, bpe, 3, 2, 1, 0, w64});
    check({mode, bpe, 13, 7, 3, mask & 0x5, !w64});
    check({mode, bpe, l.block_width + 3, l.block_height + 5, 1, mask, w64});
  }
}

// Every level of a mip chain, the tail's included (image_load_mip, the group's z
// the level): a non-power-of-two 2D image of all its levels, each retiled by surf.
TEST_F(ImageTest, MipLevelsAndTheTailAreWhereSurfPlacesThem) {
  for (uint32_t mode : {27u, 21u, 24u, 26u})
    for (uint32_t bpe : {1u, 4u, 8u}) {
      const uint32_t width = mode == 21 ? 37 : 130, height = mode == 21 ? 29 : 20;
      const uint32_t levels = static_cast<uint32_t>(std::bit_width(std::max(width, height)));
      SCOPED_TRACE(fmt::format("mode {} bpe {}", mode, bpe));
      surf::SurfaceLayout l;
      ASSERT_EQ(lay_out(mode, bpe, width, height, 1, &l, levels), "");
      ASSERT_LE(l.size, 0x80000u);
      const uint32_t chans = channels(bpe), w8 = (width + 8) / 8 * 8, h8 = (height + 8) / 8 * 8;
      ASSERT_LE(uint64_t{w8} * h8 * levels * 4 * chans, 0x60000u);
      ImageDesc d;
      d.format = uint_format(bpe);
      d.width = width;
      d.height = height;
      d.sw_mode = mode;
      d.last_level = levels - 1;
      d.max_mip = levels - 1;
      const uint32_t xor_bits = 0x5 & mode;  // some pipe bits
      Dispatch p = tiled_dispatch(d, bpe != 4, w8, h8, levels, xor_bits);
      std::vector<uint8_t> image(l.size, 0x77);
      std::vector<std::vector<uint8_t>> rows(levels);
      for (uint32_t m = 0; m < levels; ++m) {
        rows[m].resize(size_t{l.mips[m].width} * l.mips[m].height * bpe);
        for (size_t i = 0; i < rows[m].size(); ++i)
          rows[m][i] = static_cast<uint8_t>(i * 0x3b + m * 0x51 + (i >> 9));
        surf::ByteRange r;
        ASSERT_EQ(surf::subresource_range(l, m, 0, &r), "");
        ASSERT_EQ(surf::retile(l, m, 0, 0, xor_bits, rows[m],
                               std::span(image).subspan(r.begin, r.end - r.begin)),
                  "");
      }
      std::memcpy(mem.at(kTiled), image.data(), image.size());
      auto rep = run(tiled_program(false, bpe, false, true), p);
      ASSERT_EQ(refusals(rep), "");
      unsigned bad = 0;
      for (uint32_t m = 0; m < levels; ++m)
        for (uint32_t y = 0; y < h8; ++y)
          for (uint32_t x = 0; x < w8; ++x) {
            const uint32_t wl = std::max(width >> m, 1u), hl = std::max(height >> m, 1u);
            for (uint32_t c = 0; c < chans; ++c) {
              uint32_t want = 0;
              if (x < wl && y < hl)
                std::memcpy(&want, &rows[m][(size_t{y} * l.mips[m].width + x) * bpe + 4 * c],
                            std::min(bpe, 4u));
              uint32_t got = u32(kTiledOut + ((uint64_t{m} * h8 + y) * w8 + x) * 4 * chans + 4 * c);
              if (got != want && bad++ < 5)
                ADD_FAILURE() << "level " << m << " texel " << x << "," << y << ": " << std::hex
                              << got << " want " << want;
            }
          }
      ASSERT_EQ(bad, 0u);
    }
}

// ---- DCC keys (D28's placement, checked against addrlib): a texel whose block's
// key is 0xFF (uncompressed) is read from and written to memory; any other key
// is an escape (image-dcc), the lane reading zeros and writing nothing.

// Two-channel UINT formats of each element size but 1 (a one-channel format may
// be a depth surface's, whose metadata is HTILE), and the first channel's bits.
uint32_t dcc_format(uint32_t bpe) {
  return bpe == 2 ? 18 : bpe == 4 ? 27 : uint_format(bpe);  // 8_8, 16_16, 32_32, 32x4
}

// Each slice's texels row-major (bytes from the index, `or_bits` ORed in, then
// `adjust`), and the surface image surf::retile lays them out into.
struct SliceRows {
  std::vector<std::vector<uint8_t>> rows;
  std::vector<uint8_t> image;
};
SliceRows slice_rows(const surf::SurfaceLayout& l, uint32_t width, uint32_t height, uint32_t slices,
                     uint32_t bpe, uint8_t or_bits,
                     const std::function<void(std::vector<uint8_t>&)>& adjust = {}) {
  SliceRows out;
  out.image.assign(l.size, 0);
  out.rows.resize(slices);
  for (uint32_t z = 0; z < slices; ++z) {
    auto& r = out.rows[z];
    r.resize(size_t{width} * height * bpe);
    for (size_t i = 0; i < r.size(); ++i)
      r[i] = static_cast<uint8_t>((i * 0x9d + z * 0x35 + (i >> 8) * 7) | or_bits);
    if (adjust) adjust(r);
    surf::ByteRange br;
    EXPECT_EQ(surf::subresource_range(l, 0, z, &br), "");
    EXPECT_EQ(
        surf::retile(l, 0, z, 0, 0, r, std::span(out.image).subspan(br.begin, br.end - br.begin)),
        "");
  }
  return out;
}

TEST_F(ImageTest, DccKeysSayWhichTexelsMemoryHolds) {
  struct Case {
    uint32_t sw_mode, bpe;
    bool pipe_aligned;
    uint32_t width, height, slices, meta_xor;
  };
  const Case cases[] = {{27, 4, true, 70, 40, 2, 0x5},  {24, 2, true, 90, 33, 1, 0xa},
                        {27, 8, false, 37, 50, 3, 0x3}, {27, 16, true, 30, 20, 2, 0xf},
                        {24, 8, true, 64, 64, 1, 0x0},  {24, 4, false, 45, 19, 2, 0x9}};
  for (const Case& t : cases) {
    SCOPED_TRACE(fmt::format("mode {} bpe {} aligned {} {}x{}x{}", t.sw_mode, t.bpe, t.pipe_aligned,
                             t.width, t.height, t.slices));
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(t.sw_mode, t.bpe, t.width, t.height, t.slices, &l), "");
    surf::DccDesc dd;
    dd.pipe_aligned = t.pipe_aligned;
    surf::DccLayout dl;
    ASSERT_EQ(surf::compute_dcc_layout(l, dd, &dl), "");
    const uint64_t meta_align = uint64_t{1} << dl.meta_block_log2;
    const uint64_t meta_at = (l.size + meta_align - 1) / meta_align * meta_align;
    ASSERT_LE(meta_at + dl.size, 0x80000u);
    const uint64_t kMeta = kTiled + meta_at;
    const bool array = t.slices > 1;
    const uint32_t chans = channels(t.bpe);
    const uint32_t w8 = (t.width + 8) / 8 * 8, h8 = (t.height + 8) / 8 * 8;

    const ImageDesc d = tiled_desc(dcc_format(t.bpe), t.sw_mode, t.width, t.height, t.slices);
    Dispatch p = tiled_dispatch(d, t.bpe != 4, w8, h8, t.slices, 0);
    const uint64_t meta_va = kMeta | uint64_t{t.meta_xor} << 8;
    p.user_sgprs[4 + 6] = 1u << 21 | uint32_t{t.pipe_aligned} << 19 |
                          static_cast<uint32_t>((meta_va >> 8) & 0xff) << 24;
    p.user_sgprs[4 + 7] = static_cast<uint32_t>(meta_va >> 16);

    // Keys: uncompressed but for about a third of the blocks, chosen by the
    // block's place; each texel's key found by surf.
    std::vector<uint8_t> meta(dl.size, 0xff);
    auto key_of = [&](uint32_t x, uint32_t y, uint32_t z) {
      uint64_t off = 0;
      EXPECT_EQ(surf::dcc_key_offset(dl, {x, y, z, 0, 0}, t.meta_xor, &off), "");
      return off;
    };
    for (uint32_t z = 0; z < t.slices; ++z)
      for (uint32_t y = 0; y < t.height; y += dl.block_height)
        for (uint32_t x = 0; x < t.width; x += dl.block_width)
          if ((x / dl.block_width * 5 + y / dl.block_height * 3 + z) % 3 == 1)
            meta[key_of(x, y, z)] = (x + y) % 2 ? 0x00 : 0x20;  // clear codes
    std::memcpy(mem.at(kMeta), meta.data(), meta.size());

    const SliceRows sr = slice_rows(l, t.width, t.height, t.slices, t.bpe, 1);
    const auto& rows = sr.rows;
    std::memcpy(mem.at(kTiled), sr.image.data(), sr.image.size());
    std::memset(mem.at(kTiledOut), 0xee, size_t{w8} * h8 * t.slices * 4 * chans);
    auto rep = run(tiled_program(false, t.bpe, array), p);
    EXPECT_EQ(only(rep), "image-dcc");
    unsigned bad = 0, through = 0;
    const uint32_t first_bits = t.bpe == 2 ? 8 : t.bpe == 4 ? 16 : 32;
    for (uint32_t z = 0; z < t.slices; ++z)
      for (uint32_t y = 0; y < h8; ++y)
        for (uint32_t x = 0; x < w8; ++x) {
          const bool inside = x < t.width && y < t.height;
          const bool memory = inside && meta[key_of(x, y, z)] == 0xff;
          through += memory;
          for (uint32_t c = 0; c < chans; ++c) {
            uint32_t want = 0;
            if (memory) {
              std::memcpy(&want, &rows[z][(size_t{y} * t.width + x) * t.bpe + 4 * c],
                          std::min(t.bpe, 4u));
              if (first_bits < 32) want &= (1u << first_bits) - 1;
            }
            uint32_t got = u32(kTiledOut + ((uint64_t{z} * h8 + y) * w8 + x) * 4 * chans + 4 * c);
            if (got != want && bad++ < 5)
              ADD_FAILURE() << "load " << x << "," << y << "," << z << " channel " << c << ": "
                            << std::hex << got << " want " << want;
          }
        }
    EXPECT_EQ(bad, 0u);
    EXPECT_GT(through, t.width * t.height * t.slices / 3);

    // Stores: uncompressed blocks written, the others as they were.
    std::vector<uint8_t> before(l.size);
    for (size_t i = 0; i < before.size(); ++i) before[i] = static_cast<uint8_t>(i * 13 + 5);
    std::memcpy(mem.at(kTiled), before.data(), before.size());
    // Channel 0 of a two-channel format of 2 or 4 bytes takes the value's low
    // half of the element (channel 1 is not in DMASK: 0).
    std::string store = tiled_program(true, t.bpe, array);
    if (t.bpe <= 4) {
      const std::string at = "  image_store";
      store.insert(store.find(at),
                   fmt::format("  v_and_b32 v1, {:#x}, v1\n", (1u << (4 * t.bpe)) - 1));
    }
    rep = run(store, p);
    EXPECT_EQ(only(rep), "image-dcc");
    std::vector<uint8_t> want = before;
    for (uint32_t z = 0; z < t.slices; ++z) {
      std::vector<uint8_t> r(size_t{t.width} * t.height * t.bpe);
      surf::ByteRange br;
      ASSERT_EQ(surf::subresource_range(l, 0, z, &br), "");
      auto span = std::span(want).subspan(br.begin, br.end - br.begin);
      ASSERT_EQ(surf::detile(l, 0, z, 0, 0, span, r), "");
      for (uint32_t y = 0; y < t.height; ++y)
        for (uint32_t x = 0; x < t.width; ++x) {
          if (meta[key_of(x, y, z)] == 0xff)
            stored_element(x, y, z, t.bpe, t.bpe <= 4 ? 4 * t.bpe : 0,
                           &r[(size_t{y} * t.width + x) * t.bpe]);
        }
      ASSERT_EQ(surf::retile(l, 0, z, 0, 0, r, span), "");
    }
    bad += memory_differs(kTiled, want);
    EXPECT_EQ(bad, 0u);
  }
}

// Every key uncompressed: nothing is refused; every key 0000: loads read zeros
// and stores escape. A one-channel format in R_X reads the same keys (a depth
// surface's HTILE is Z_X only, D39).
TEST_F(ImageTest, UncompressedKeysReadMemoryAndOtherSurfacesEscape) {
  surf::SurfaceDesc sd;
  sd.sw_mode = 27;
  sd.bytes_per_element = 4;
  sd.width = 16;
  sd.height = 8;
  surf::SurfaceLayout l;
  ASSERT_EQ(surf::compute_layout(sd, &l), "");
  surf::DccLayout dl;
  ASSERT_EQ(surf::compute_dcc_layout(l, surf::DccDesc{}, &dl), "");
  const uint64_t kMeta = kTiled + 0x40000;
  ASSERT_LE(0x40000 + dl.size, 0x80000u);
  std::memset(mem.at(kMeta), 0xff, dl.size);
  std::vector<uint8_t> rows(16 * 8 * 4), image(l.size, 0);
  for (size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<uint8_t>(i * 7 + 1);
  ASSERT_EQ(surf::retile(l, 0, 0, 0, 0, rows, image), "");
  std::memcpy(mem.at(kTiled), image.data(), image.size());
  for (uint32_t format : {27u, 20u}) {
    ImageDesc d;
    d.format = format;  // 16_16_UINT; 32_UINT
    d.width = 16;
    d.sw_mode = 27;
    d.selects = sels(4, 0, 0, 0);
    Dispatch p = with_image(true, d);
    p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
    p.user_sgprs[4 + 6] = 1u << 21 | 1u << 19 | static_cast<uint32_t>((kMeta >> 8) & 0xff) << 24;
    p.user_sgprs[4 + 7] = static_cast<uint32_t>(kMeta >> 16);
    auto rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm"), p);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t x = i % 8, y = i / 8, v = 0;
      std::memcpy(&v, &rows[(y * 16 + x) * 4], format == 20 ? 4 : 2);
      EXPECT_EQ(out(i, 0), v) << i;
    }
    // Cleared to 0000: loads read a texel of zero bits, nothing refused; a
    // store would leave the key saying cleared, and escapes.
    std::memset(mem.at(kMeta), 0x00, dl.size);
    rep = run(program("image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm"), p);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(out(i, 0), 0u) << i;
    Dispatch st = p;
    st.user_sgprs[4 + 3] = (st.user_sgprs[4 + 3] & ~0xfffu) | kXYZW;  // stores: identity selects
    rep = run(program("image_store v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm"), st);
    EXPECT_EQ(only(rep), "image-dcc");
    std::memset(mem.at(kMeta), 0xff, dl.size);
  }
}

// Loads of blocks cleared to 0000, 0001, 1110 and 1111 read the element the
// code stands for: "1" is 1.0 in UNORM, SNORM and 16- and 32-bit FLOAT
// components; alpha the most significant component by ALPHA_IS_ON_MSB, else the
// least. Codes a format has no element for (an integer "1", an alpha of a
// two-component format, the packed 11- and 10-bit floats) escape.
TEST_F(ImageTest, DccClearCodesReadTheElementTheyStandFor) {
  struct Case {
    uint32_t format, bpe;
    bool msb;
    uint8_t key;
    std::array<float, 4> want;  // x, y, z, w as read (XYZW selects); NaN: escapes
  };
  const float no = std::nanf("");
  const Case cases[] = {
      {56, 4, true, 0xc0, {1, 1, 1, 1}},  {56, 4, true, 0x40, {0, 0, 0, 1}},
      {56, 4, false, 0x40, {1, 0, 0, 0}}, {56, 4, true, 0x80, {1, 1, 1, 0}},
      {56, 4, false, 0x80, {0, 1, 1, 1}}, {56, 4, true, 0x00, {0, 0, 0, 0}},
      {57, 4, true, 0xc0, {1, 1, 1, 1}},  {71, 8, true, 0xc0, {1, 1, 1, 1}},
      {71, 8, true, 0x40, {0, 0, 0, 1}},  {77, 16, true, 0x80, {1, 1, 1, 0}},
      {64, 8, true, 0xc0, {1, 1, 0, 1}},  {64, 8, true, 0x40, {no, 0, 0, 0}},
      {60, 4, true, 0xc0, {no, 0, 0, 0}}, {50, 4, true, 0xc0, {1, 1, 1, 1}},
      {36, 4, true, 0xc0, {no, 0, 0, 0}}, {56, 4, true, 0x20, {no, 0, 0, 0}},
      {56, 4, true, 0x01, {no, 0, 0, 0}},
  };
  for (const Case& t : cases) {
    SCOPED_TRACE(fmt::format("format {} msb {} key {:#x}", t.format, t.msb, t.key));
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(27, t.bpe, 8, 8, 1, &l), "");
    surf::DccLayout dl;
    ASSERT_EQ(surf::compute_dcc_layout(l, surf::DccDesc{}, &dl), "");
    const uint64_t kMeta = kTiled + 0x40000;
    std::memset(mem.at(kMeta), t.key, dl.size);
    std::memset(mem.at(kTiled), 0x5a, l.size);  // memory the keys do not stand for
    ImageDesc d = tiled_desc(t.format, 27, 8, 8, 1);
    d.selects = t.format == 64 ? sels(4, 5, 0, 1) : t.format == 36 ? sels(4, 5, 6, 1) : kXYZW;
    Dispatch p = with_image(true, d);
    p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
    p.user_sgprs[5] = (p.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
    p.user_sgprs[4 + 6] = 1u << 21 | 1u << 19 | uint32_t{t.msb} << 22 |
                          static_cast<uint32_t>((kMeta >> 8) & 0xff) << 24;
    p.user_sgprs[4 + 7] = static_cast<uint32_t>(kMeta >> 16);
    auto rep =
        run(program("image_load v[1:4], v[5:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm"), p);
    if (std::isnan(t.want[0])) {
      EXPECT_EQ(only(rep), "image-dcc");
      continue;
    }
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i)
      for (uint32_t c = 0; c < 4; ++c) EXPECT_EQ(out(i, c), fbits(t.want[c])) << i << " " << c;
  }
}

// ---- HTILE (D39): a depth or stencil view (one channel, 64KB_Z_X) through
// COMPRESSION_EN reads its 8x8 tile's HTILE dword, placed as surf places it: an
// expanded tile (ZMask 0xF; stencil SMem 3) reads memory, a tile cleared to 0.0
// or 1.0 (stencil 0) reads that value, and any other tile escapes image-htile,
// the lane reading zeros. Words in both layouts (depth only; depth and stencil)
// as RADV writes them.
TEST_F(ImageTest, HtileWordsSayWhichTexelsMemoryHolds) {
  struct Case {
    uint32_t format, bpe, width, height, slices;
    bool stencil_layout, stencil_view;
  };
  const Case cases[] = {{22, 4, 70, 40, 2, false, false},  // 32_FLOAT, depth-only words
                        {7, 2, 90, 33, 1, false, false},   // 16_UNORM
                        {22, 4, 37, 50, 1, true, false},   // depth of a depth-stencil image
                        {5, 1, 64, 20, 2, true, true}};    // its 8_UINT stencil
  for (const Case& t : cases) {
    SCOPED_TRACE(fmt::format("format {} {}x{}x{} stencil layout {} view {}", t.format, t.width,
                             t.height, t.slices, t.stencil_layout, t.stencil_view));
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(24, t.bpe, t.width, t.height, t.slices, &l), "");
    surf::HtileLayout hl;
    ASSERT_EQ(surf::compute_htile_layout(l, &hl), "");
    const uint64_t meta_at = (l.size + hl.alignment - 1) / hl.alignment * hl.alignment;
    ASSERT_LE(meta_at + hl.size, 0x80000u);
    const uint64_t kMeta = kTiled + meta_at;
    const bool array = t.slices > 1;
    const uint32_t w8 = (t.width + 8) / 8 * 8, h8 = (t.height + 8) / 8 * 8;
    ImageDesc d = tiled_desc(t.format, 24, t.width, t.height, t.slices);
    Dispatch p = tiled_dispatch(d, true, w8, h8, t.slices, 0);
    p.user_sgprs[4 + 6] = 1u << 21 | 1u << 19 | static_cast<uint32_t>((kMeta >> 8) & 0xff) << 24;
    p.user_sgprs[4 + 7] = static_cast<uint32_t>(kMeta >> 16);

    // The tiles' words, by the tile's place: expanded, cleared to 0 or 1,
    // compressed, or cleared with a range rather than one value (its top 1.0).
    const uint32_t expanded = t.stencil_layout ? 0xfffff3ffu : 0xfffc000fu;
    enum Kind { kExpanded, kZero, kOne, kCompressed, kOther };
    auto kind_of = [&](uint32_t tx, uint32_t ty, uint32_t z) {
      const uint32_t k = (tx * 5 + ty * 3 + z) % 7;
      return k < 3 ? kExpanded : static_cast<Kind>(k - 2 > 4 ? 4 : k - 2);
    };
    auto word_of = [&](Kind k) -> uint32_t {
      if (t.stencil_view) {  // SMem: 3 expanded, 0 cleared (to 0), 1 compressed
        return k == kExpanded            ? expanded
               : k == kZero || k == kOne ? (expanded & ~0x300u)
                                         : ((expanded & ~0x300u) | 0x100u);
      }
      if (t.stencil_layout) {  // ZRange (base << 6 | delta) in 31:12, SMem 3, SR 0xF
        const uint32_t low = 0x3f0u;
        return k == kExpanded     ? expanded
               : k == kZero       ? low
               : k == kOne        ? (0x3fffu << 6) << 12 | low
               : k == kCompressed ? (0x3fffu << 6) << 12 | low | 0x5u
                                  : (0x3fffu << 6 | 0x5u) << 12 | low;  // a range
      }
      return k == kExpanded     ? expanded
             : k == kZero       ? 0u
             : k == kOne        ? 0x3fffu << 18 | 0x3fffu << 4
             : k == kCompressed ? 0x3fffu << 18 | 0x5u
                                : 0x3fffu << 18 | 0x1000u << 4;  // MinZ below MaxZ
    };
    std::vector<uint8_t> meta(hl.size, 0);
    for (uint32_t z = 0; z < t.slices; ++z)
      for (uint32_t ty = 0; ty < (t.height + 7) / 8; ++ty)
        for (uint32_t tx = 0; tx < (t.width + 7) / 8; ++tx) {
          uint64_t off = 0;
          ASSERT_EQ(surf::htile_word_offset(hl, tx, ty, z, 0, 0, &off), "");
          const uint32_t w = word_of(kind_of(tx, ty, z));
          std::memcpy(&meta[off], &w, 4);
        }
    std::memcpy(mem.at(kMeta), meta.data(), meta.size());

    const SliceRows sr =
        slice_rows(l, t.width, t.height, t.slices, t.bpe, 0, [&](std::vector<uint8_t>& r) {
          if (t.format == 22)  // depths in [0, 1)
            for (size_t i = 3; i < r.size(); i += 4) r[i] &= 0x3f;
        });
    const auto& rows = sr.rows;
    std::memcpy(mem.at(kTiled), sr.image.data(), sr.image.size());
    std::memset(mem.at(kTiledOut), 0xee, size_t{w8} * h8 * t.slices * 4);
    auto rep = run(tiled_program(false, t.bpe, array), p);
    EXPECT_EQ(only(rep), "image-htile");
    unsigned bad = 0, counts[5] = {};
    for (uint32_t z = 0; z < t.slices; ++z)
      for (uint32_t y = 0; y < h8; ++y)
        for (uint32_t x = 0; x < w8; ++x) {
          const bool inside = x < t.width && y < t.height;
          const Kind k = inside ? kind_of(x / 8, y / 8, z) : kCompressed;
          uint32_t want = 0;
          if (inside) ++counts[k];
          if (inside && k == kExpanded) {
            uint32_t v = 0;
            std::memcpy(&v, &rows[z][(size_t{y} * t.width + x) * t.bpe], t.bpe);
            want = t.format == 7 ? fbits(static_cast<float>(v) / 65535.0f) : v;
          } else if (inside && k == kOne && !t.stencil_view) {
            want = fbits(1.0f);
          }
          const uint32_t got = u32(kTiledOut + ((uint64_t{z} * h8 + y) * w8 + x) * 4);
          if (got != want && bad++ < 5)
            ADD_FAILURE() << "load " << x << "," << y << "," << z << " kind " << k << ": "
                          << std::hex << got << " want " << want;
        }
    EXPECT_EQ(bad, 0u);
    for (unsigned k = 0; k < 5; ++k) EXPECT_GT(counts[k], 0u) << "kind " << k;
  }
}

// 3D images in the swizzled modes: thick blocks of several slices in the
// standard and display modes (4KB_S_X, 64KB_S_X, 64KB_D_X), a slice a 2D
// layout in R_X and Z_X; every level of a chain (the tail's included, BASE_LEVEL
// naming it) read through dim 3D, each slice retiled by surf.
TEST_F(ImageTest, ThreeDLevelsAreWhereSurfPlacesThem) {
  struct Case {
    uint32_t mode, bpe, depth;  // thin: a chain of 64 KiB blocks a slice
  };
  const Case cases[] = {{25, 1, 11}, {25, 4, 11}, {25, 8, 11}, {26, 4, 11},
                        {21, 2, 11}, {27, 4, 3},  {24, 1, 3}};
  const uint32_t width = 37, height = 29, levels = 6;
  for (const Case& t : cases) {
    const uint32_t depth = t.depth;
    SCOPED_TRACE(fmt::format("mode {} bpe {}", t.mode, t.bpe));
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(t.mode, t.bpe, width, height, depth, &l, levels, surf::ResourceType::k3d),
              "");
    ASSERT_LE(l.size, 0x80000u);
    const uint32_t chans = channels(t.bpe), w8 = (width + 8) / 8 * 8, h8 = (height + 8) / 8 * 8;
    ASSERT_LE(uint64_t{w8} * h8 * depth * 4 * chans, 0x60000u);
    std::vector<uint8_t> image(l.size, 0x77);
    std::vector<std::vector<std::vector<uint8_t>>> rows(levels);
    for (uint32_t m = 0; m < levels; ++m) {
      rows[m].resize(l.mips[m].depth);
      for (uint32_t z = 0; z < l.mips[m].depth; ++z) {
        auto& r = rows[m][z];
        r.resize(size_t{l.mips[m].width} * l.mips[m].height * t.bpe);
        for (size_t i = 0; i < r.size(); ++i)
          r[i] = static_cast<uint8_t>(i * 0x3b + m * 0x51 + z * 0x17 + (i >> 9));
        place_subresource(l, m, z, r, image);
      }
    }
    std::memcpy(mem.at(kTiled), image.data(), image.size());
    std::string prog = tiled_program(false, t.bpe, true);
    prog.replace(prog.find("SQ_RSRC_IMG_2D_ARRAY"), 20, "SQ_RSRC_IMG_3D");
    unsigned bad = 0;
    for (uint32_t m = 0; m < levels; ++m) {
      ImageDesc d;
      d.format = uint_format(t.bpe);
      d.width = width;
      d.height = height;
      d.type = kType3d;
      d.depth = depth - 1;
      d.sw_mode = t.mode;
      d.base_level = m;
      d.last_level = levels - 1;
      d.max_mip = levels - 1;
      Dispatch p = tiled_dispatch(d, t.bpe != 4, w8, h8, depth, 0);
      std::memset(mem.at(kTiledOut), 0xee, size_t{w8} * h8 * depth * 4 * chans);
      auto rep = run(prog, p);
      ASSERT_EQ(refusals(rep), "") << "level " << m;
      const surf::MipLevel& ml = l.mips[m];
      for (uint32_t z = 0; z < depth; ++z)
        for (uint32_t y = 0; y < h8; ++y)
          for (uint32_t x = 0; x < w8; ++x)
            for (uint32_t c = 0; c < chans; ++c) {
              uint32_t want = 0;
              // In range by the API's sizes (floor); surf's rows are its padded ones.
              if (x < std::max(width >> m, 1u) && y < std::max(height >> m, 1u) &&
                  z < std::max(depth >> m, 1u))
                std::memcpy(&want, &rows[m][z][(size_t{y} * ml.width + x) * t.bpe + 4 * c],
                            std::min(t.bpe, 4u));
              const uint32_t got =
                  u32(kTiledOut + ((uint64_t{z} * h8 + y) * w8 + x) * 4 * chans + 4 * c);
              if (got != want && bad++ < 5)
                ADD_FAILURE() << "level " << m << " texel " << x << "," << y << "," << z << ": "
                              << std::hex << got << " want " << want;
            }
    }
    EXPECT_EQ(bad, 0u);
  }
}

// The metadata of a mip chain (D28's placement, surf's meta_levels): DCC keys
// (R_X, Z_X) and HTILE words (a one-channel Z_X view) of every level up to the
// first in the tail, read through image_load_mip; a key or word 0 (cleared to
// zero) reads zeros, an uncompressed or expanded one memory. The later tail
// levels read memory where their unit in the tail's block is uncompressed,
// and escape otherwise.
TEST_F(ImageTest, MetadataOfAMipChainIsWhereSurfPlacesIt) {
  struct Case {
    uint32_t mode, format, bpe;
    bool htile;
  };
  const Case cases[] = {
      {27, 27, 4, false}, {24, 18, 2, false}, {27, 5, 1, false}, {24, 22, 4, true}};
  const uint32_t width = 136, height = 40, levels = 8;
  for (const Case& t : cases) {
    SCOPED_TRACE(fmt::format("mode {} format {} htile {}", t.mode, t.format, t.htile));
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(t.mode, t.bpe, width, height, 1, &l, levels), "");
    uint64_t meta_size = 0, meta_align = 0;
    uint32_t used = 0;
    surf::DccLayout dl;
    surf::HtileLayout hl;
    if (t.htile) {
      ASSERT_EQ(surf::compute_htile_layout(l, &hl), "");
      meta_size = hl.size;
      meta_align = hl.alignment;
      used = hl.htile_levels;
    } else {
      surf::DccDesc dd;
      dd.pipe_aligned = true;
      ASSERT_EQ(surf::compute_dcc_layout(l, dd, &dl), "");
      meta_size = dl.size;
      meta_align = uint64_t{1} << dl.meta_block_log2;
      used = dl.dcc_levels;
    }
    ASSERT_LT(used, levels);
    const uint64_t meta_at = (l.size + meta_align - 1) / meta_align * meta_align;
    ASSERT_LE(meta_at + meta_size, 0x80000u);
    const uint64_t kMeta = kTiled + meta_at;
    // Uncompressed (expanded) units by their place, the others cleared to zero.
    // Every unit uncompressed (expanded: 0xff bytes), then some of the levels
    // with metadata cleared to zero.
    std::vector<uint8_t> meta(meta_size, 0xff);
    auto unit_offset = [&](uint32_t x, uint32_t y, uint32_t m, uint64_t* off) {
      return t.htile ? surf::htile_word_offset(hl, x / 8, y / 8, 0, m, 0, off)
                     : surf::dcc_key_offset(dl, {x, y, 0, m, 0}, 0, off);
    };
    const uint32_t uw = t.htile ? 8 : dl.block_width, uh = t.htile ? 8 : dl.block_height;
    auto memory_unit = [&](uint32_t x, uint32_t y, uint32_t m) {
      return (x / uw * 3 + y / uh * 5 + m) % 4 != 1;
    };
    for (uint32_t m = 0; m < used; ++m)
      for (uint32_t y = 0; y < l.mips[m].height; y += uh)
        for (uint32_t x = 0; x < l.mips[m].width; x += uw) {
          uint64_t off = 0;
          ASSERT_EQ(unit_offset(x, y, m, &off), "");
          if (memory_unit(x, y, m)) continue;
          std::memset(&meta[off], 0, t.htile ? 4 : 1);
        }
    std::memcpy(mem.at(kMeta), meta.data(), meta.size());
    std::vector<uint8_t> image(l.size, 0x77);
    std::vector<std::vector<uint8_t>> rows(levels);
    for (uint32_t m = 0; m < levels; ++m) {
      rows[m].resize(size_t{l.mips[m].width} * l.mips[m].height * t.bpe);
      for (size_t i = 0; i < rows[m].size(); ++i)
        rows[m][i] = static_cast<uint8_t>((i * 0x3b + m * 0x51 + (i >> 9)) &
                                          (t.htile && i % 4 == 3 ? 0x3f : 0xff));
      surf::ByteRange r;
      ASSERT_EQ(surf::subresource_range(l, m, 0, &r), "");
      ASSERT_EQ(
          surf::retile(l, m, 0, 0, 0, rows[m], std::span(image).subspan(r.begin, r.end - r.begin)),
          "");
    }
    std::memcpy(mem.at(kTiled), image.data(), image.size());
    const uint32_t w8 = (width + 8) / 8 * 8, h8 = (height + 8) / 8 * 8;
    ImageDesc d = tiled_desc(t.format, t.mode, width, height, 1);
    d.last_level = levels - 1;
    d.max_mip = levels - 1;
    Dispatch p = tiled_dispatch(d, true, w8, h8, levels, 0);
    p.user_sgprs[4 + 6] = 1u << 21 | 1u << 19 | static_cast<uint32_t>((kMeta >> 8) & 0xff) << 24;
    p.user_sgprs[4 + 7] = static_cast<uint32_t>(kMeta >> 16);
    std::memset(mem.at(kTiledOut), 0xee, size_t{w8} * h8 * levels * 4);
    auto rep = run(tiled_program(false, t.bpe, false, true), p);
    EXPECT_EQ(only(rep), "");
    unsigned bad = 0, through = 0;
    for (uint32_t m = 0; m < levels; ++m)
      for (uint32_t y = 0; y < h8; ++y)
        for (uint32_t x = 0; x < w8; ++x) {
          const uint32_t wl = std::max(width >> m, 1u), hl2 = std::max(height >> m, 1u);
          uint32_t want = 0;
          // Past the first tail level: the unit's key uncompressed, memory.
          if (x < wl && y < hl2 && (m >= used || memory_unit(x, y, m))) {
            std::memcpy(&want, &rows[m][(size_t{y} * l.mips[m].width + x) * t.bpe], t.bpe);
            if (!t.htile && t.bpe > 1) want &= (1u << (4 * t.bpe)) - 1;  // channel x
            ++through;
          }
          const uint32_t got = u32(kTiledOut + ((uint64_t{m} * h8 + y) * w8 + x) * 4);
          if (got != want && bad++ < 5)
            ADD_FAILURE() << "level " << m << " texel " << x << "," << y << ": " << std::hex << got
                          << " want " << want;
        }
    EXPECT_EQ(bad, 0u);
    EXPECT_GT(through, width * height / 2);
    // Every unit cleared: the levels with metadata read zeros; the later tail
    // levels, whose metadata the drivers do not keep, escape.
    std::memset(mem.at(kMeta), 0, meta.size());
    rep = run(tiled_program(false, t.bpe, false, true), p);
    EXPECT_EQ(only(rep), t.htile ? "image-htile" : "image-dcc");
    for (uint32_t i = 0; i < w8 * h8 * levels; ++i)
      if (u32(kTiledOut + 4 * i) != 0 && bad++ < 5) ADD_FAILURE() << "cleared: texel " << i;
    EXPECT_EQ(bad, 0u);
  }
}

INSTANTIATE_TEST_SUITE_P(XModes, TiledImageTest,
                         ::testing::Values(21u, 22u, 24u, 25u, 26u, 27u, 17u, 18u),
                         [](const auto& param) {
                           return std::string("SW_") + surf::sw_mode_facts(param.param).name;
                         });

}  // namespace

// ---- image_sample_lz: point samples at the base level (decision record 0034)

// An S#: CLAMP_X/Y (SQ_TEX_CLAMP_*), TRUNC_COORD, FORCE_UNNORMALIZED, the XY
// filters and BORDER_COLOR_TYPE.
std::vector<uint32_t> sampler(uint32_t clamp, uint32_t border = 0, bool trunc = true,
                              bool unnormalized = false, uint32_t xy_filter = 0) {
  return {clamp | clamp << 3 | clamp << 6 | uint32_t{unnormalized} << 15 | uint32_t{trunc} << 27, 0,
          xy_filter << 20 | xy_filter << 22, border << 30};
}

Dispatch with_image_and_sampler(bool wave64, const ImageDesc& d,
                                const std::vector<uint32_t>& samp) {
  std::vector<uint32_t> words = d.words();
  words.insert(words.end(), samp.begin(), samp.end());
  return with_descriptor(wave64, words);
}

// The texel index a mode gives a point sample at texel i of n (Vulkan's
// address modes, which the SQ_TEX_CLAMP_* codes stand for), or -1 for the
// border.
int wrapped(int i, int n, uint32_t mode) {
  auto mirror_once = [&](int k) { return k < 0 ? -1 - k : k; };
  switch (mode) {
    case 0:
      return ((i % n) + n) % n;
    case 1: {
      int t = ((i % (2 * n)) + 2 * n) % (2 * n);
      return t < n ? t : 2 * n - 1 - t;
    }
    case 2:
      return std::clamp(i, 0, n - 1);
    case 3:
      return std::min(mirror_once(i), n - 1);
    case 4:  // half border, point filter: GL's CLAMP takes the edge texel (D35)
      return std::clamp(i, 0, n - 1);
    case 5:
      return std::min(mirror_once(i), n - 1);
    case 6:
      return i < 0 || i >= n ? -1 : i;
    case 7:
      return mirror_once(i) >= n ? -1 : mirror_once(i);
  }
  return -2;
}

// Lane i samples texel i - 20 + 0.5 across (far outside on both sides) and
// texel 2.5 down, normalised by the 8x8 image.
const char* kSampleAcross = R"(
  v_subrev_nc_u32 v5, 20, v0
  v_cvt_f32_i32 v5, v5
  v_add_f32 v5, 0.5, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_mov_b32 v6, 0x3ea00000
  image_sample_lz v[1:4], v[5:6], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)";

TEST_F(ImageTest, PointSamplesWrapEachModeAndReadTheBorder) {
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x)
      for (uint32_t c = 0; c < 4; ++c)
        *img((y * 64 + x) * 4 + c) = static_cast<uint8_t>(x * 29 + y * 5 + c * 60 + 1);
  for (bool w64 : {false, true})
    for (uint32_t mode : {0u, 1u, 2u, 3u, 4u, 5u, 6u, 7u})
      for (uint32_t border : {0u, 1u, 2u}) {
        if (mode < 6 && border != 0) continue;
        SCOPED_TRACE(fmt::format("wave64 {} mode {} border {}", w64, mode, border));
        auto rep = run(program(kSampleAcross),
                       with_image_and_sampler(w64, ImageDesc{}, sampler(mode, border)));
        ASSERT_EQ(refusals(rep), "");
        for (uint32_t i = 0; i < (w64 ? 64u : 32u); ++i) {
          int x = wrapped(static_cast<int>(i) - 20, 8, mode);
          for (uint32_t c = 0; c < 4; ++c) {
            float want =
                x < 0 ? (border == 2 || (border == 1 && c == 3) ? 1.0f : 0.0f)
                      : static_cast<float>(static_cast<uint8_t>(x * 29 + 2 * 5 + c * 60 + 1)) /
                            255.0f;
            EXPECT_EQ(out(i, c), fbits(want)) << "lane " << i << " channel " << c;
          }
        }
      }
}

// FILTER_MODE min and max (VK_EXT_sampler_filter_minmax): each component the
// least or greatest of the bilinear footprint's texels of weight above zero;
// a weight within 1/256 of zero escapes (which taps the unit's quantised
// weights drop is not published).
TEST_F(ImageTest, MinMaxReductionsTakeTheFootprintsExtremes) {
  auto texel = [](int x, int y, unsigned c) {
    return static_cast<uint8_t>((x * 37 + y * 101 + static_cast<int>(c) * 50 + 5) & 0xff);
  };
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 8; ++x)
      for (unsigned c = 0; c < 4; ++c) *img((y * 64 + x) * 4 + c) = texel(x, y, c);
  // x = lane % 8 + 0.75 texels (taps x and x + 1, clamped), y = 3 (rows 2
  // and 3, half each).
  auto body = [](uint32_t x_frac_bits) {
    return fmt::format(R"(
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, {:#x}, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_mov_b32 v6, 0x3ec00000
  image_sample_lz v[1:4], v[5:6], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)",
                       x_frac_bits);
  };
  for (uint32_t mode : {1u, 2u}) {
    SCOPED_TRACE(fmt::format("FILTER_MODE {}", mode));
    std::vector<uint32_t> samp = sampler(2, 0, true, false, 1);
    samp[0] |= mode << 29;
    auto rep = run(program(body(0x3f400000)), with_image_and_sampler(true, ImageDesc{}, samp));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const int x0 = static_cast<int>(i % 8), x1 = std::min(x0 + 1, 7);
      for (unsigned c = 0; c < 4; ++c) {
        uint8_t lo = 255, hi = 0;
        for (int x : {x0, x1})
          for (int y : {2, 3}) {
            lo = std::min(lo, texel(x, y, c));
            hi = std::max(hi, texel(x, y, c));
          }
        EXPECT_EQ(out(i, c), fbits(static_cast<float>(mode == 1 ? lo : hi) / 255.0f))
            << "lane " << i << " channel " << c;
      }
    }
    // x = lane % 8 + 0.5 + 1/512: the second tap's weight is 1/512.
    rep = run(program(body(0x3f008000)), with_image_and_sampler(true, ImageDesc{}, samp));
    EXPECT_EQ(refusals(rep).substr(0, 19), "image-sample-escape");
  }
}

// Unnormalised coordinates with an implicit LOD (GL's rectangle textures):
// with one level and one filter the LOD decides nothing and the sample is
// exact; with two levels it escapes (D35).
TEST_F(ImageTest, UnnormalisedImplicitSamplesTakeNoLod) {
  for (uint32_t x = 0; x < 8; ++x)
    for (uint32_t c = 0; c < 4; ++c)
      *img((2 * 64 + x) * 4 + c) = static_cast<uint8_t>(x * 31 + c * 50 + 4);
  const char* body = R"(
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, 0.5, v5
  v_mov_b32 v6, 0x40200000
  image_sample v[1:4], v[5:6], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)";
  auto rep =
      run(program(body), with_image_and_sampler(true, ImageDesc{}, sampler(2, 0, true, true)));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i)
    for (uint32_t c = 0; c < 4; ++c)
      EXPECT_EQ(out(i, c),
                fbits(static_cast<float>(static_cast<uint8_t>((i % 8) * 31 + c * 50 + 4)) / 255.0f))
          << "lane " << i << " channel " << c;
  ImageDesc levels;
  levels.last_level = 1;
  levels.max_mip = 1;
  rep = run(program(body), with_image_and_sampler(true, levels, sampler(2, 0, true, true)));
  EXPECT_EQ(refusals(rep).substr(0, 16), "image-sample-lod");
}

// An alpha-only texture (8_UNORM read into W by DST_SEL): BC_SWIZZLE WXYZ
// gives its one component the border's alpha, so opaque black has alpha 1
// there (D34); XYZW would give it the border's red, 0.
TEST_F(ImageTest, BorderColoursReachComponentsByBcSwizzle) {
  // (a linear row of 8-bit texels is 256 bytes)
  for (uint32_t x = 0; x < 8; ++x) *img(2 * 256 + x) = static_cast<uint8_t>(x * 29 + 3);
  for (uint32_t bc : {0u, 3u}) {
    SCOPED_TRACE(fmt::format("BC_SWIZZLE {}", bc));
    ImageDesc d;
    d.format = 1;                    // 8_UNORM
    d.selects = 4u << 9 | bc << 25;  // W from X, the others 0; BC_SWIZZLE in word 3
    auto rep = run(program(kSampleAcross), with_image_and_sampler(true, d, sampler(6, 1)));
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const int k = static_cast<int>(i) - 20;
      const float texel = static_cast<float>(std::clamp(k, 0, 7) * 29 + 3) / 255.0f;
      const float alpha = k < 0 || k > 7 ? (bc == 3 ? 1.0f : 0.0f) : texel;
      EXPECT_EQ(out(i, 0), 0u) << "lane " << i;
      EXPECT_EQ(out(i, 3), fbits(alpha)) << "lane " << i;
    }
  }
}

// SET_UCONFIG_REG of TA_CS_BC_BASE_ADDR and _HI: the border colour table at
// `va` (256-byte aligned) for the dispatches after it. `hi_junk`: bits above
// _HI's ADDRESS (7:0), which are not the address.
std::vector<uint32_t> set_cs_border_colours(uint64_t va, uint32_t hi_junk = 0) {
  return {pkt3(pm4::Opcode::kSET_UCONFIG_REG, 3), regs::kTA_CS_BC_BASE_ADDR - 0xC000,
          static_cast<uint32_t>(va >> 8), static_cast<uint32_t>((va >> 40) & 0xff) | hi_junk};
}

// An S# as sampler() makes it, with BORDER_COLOR_TYPE 3 and BORDER_COLOR_PTR
// `ptr`.
std::vector<uint32_t> table_sampler(uint32_t clamp, uint32_t ptr) {
  std::vector<uint32_t> samp = sampler(clamp, 3);
  samp[3] |= ptr;
  return samp;
}

constexpr uint64_t kBorderTable = FlatGuestMemory::kBase + 0xc0000;  // 64 KiB: 4096 entries

// BORDER_COLOR_TYPE 3 in a dispatch (D34): the border is the entry
// BORDER_COLOR_PTR names in the table at TA_CS_BC_BASE_ADDR/_HI, four dwords
// R, G, B, A taken as the format's register values; a value the format does
// not hold exactly escapes, as in a draw; a table where nothing is mapped
// faults, as any guest load there does.
TEST_F(ImageTest, TableBordersInADispatchReadTheEntryThePointerNames) {
  using Rgba = std::array<float, 4>;
  auto put_entry = [&](uint32_t ptr, const Rgba& rgba) {
    for (uint32_t c = 0; c < 4; ++c) put(kBorderTable + 16 * ptr + 4 * c, {fbits(rgba[c])});
  };
  // Codes the 8-bit UNORM holds (n / 255), and values it does not.
  const Rgba e0 = {51 / 255.0f, 0.0f, 1.0f, 200 / 255.0f};
  const Rgba e7 = {1 / 255.0f, 254 / 255.0f, 128 / 255.0f, 1.0f};
  const Rgba e4095 = {0.0f, 17 / 255.0f, 0.0f, 99 / 255.0f};
  const Rgba e9 = {0.5f, -2.25f, 1e30f, 0.1f};
  const Rgba e200 = {-0.0f, 3.0e-30f, -1.0f, 65504.5f};
  put_entry(0, e0);
  put_entry(7, e7);
  put_entry(4095, e4095);
  put_entry(9, e9);
  put_entry(200, e200);
  put_entry(8, {9.0f, 9.0f, 9.0f, 9.0f});  // the neighbours of the entries read
  put_entry(10, {9.0f, 9.0f, 9.0f, 9.0f});
  struct Case {
    uint32_t format;  // 56: 8_8_8_8_UNORM; 77: 32_32_32_32_FLOAT
    uint32_t ptr;
    const Rgba* want;  // null: refused `refusal`
    const char* refusal;
    uint64_t table = kBorderTable;
  };
  const Case cases[] = {
      {56, 0, &e0, ""},
      {56, 7, &e7, ""},
      {56, 4095, &e4095, ""},
      {56, 9, nullptr, "image-sample-state"},  // 0.5 is between two codes
      {77, 9, &e9, ""},
      {77, 200, &e200, ""},
      {77, 7, &e7, ""},
      {56, 0, nullptr, "vm-fault", 0x7f00000000ull},  // nothing mapped there
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(fmt::format("format {} entry {} table {:#x}", k.format, k.ptr, k.table));
    // Row 2 of an 8x8 image, where surf places it: texel x's channel c holds
    // x * 29 + c * 60 + 1, a code or a float.
    const uint32_t bpe = k.format == 77 ? 16 : 4;
    surf::SurfaceLayout l;
    ASSERT_EQ(lay_out(0, bpe, 8, 8, 1, &l), "");
    const uint64_t row2 = 2 * uint64_t{l.pitch} * bpe;
    auto texel = [&](int x, uint32_t c) {
      const uint32_t v = static_cast<uint32_t>(x) * 29 + c * 60 + 1;
      return bpe == 16 ? static_cast<float>(v) : static_cast<float>(v & 0xff) / 255.0f;
    };
    for (uint32_t x = 0; x < 8; ++x)
      for (uint32_t c = 0; c < 4; ++c) {
        const uint32_t v = x * 29 + c * 60 + 1;
        if (bpe == 16)
          put(kImg + row2 + 16 * x + 4 * c, {fbits(static_cast<float>(v))});
        else
          *img(row2 + 4 * x + c) = static_cast<uint8_t>(v);
      }
    ImageDesc d;
    d.format = k.format;
    std::vector<uint32_t> ib = set_cs_border_colours(k.table);
    load(program(kSampleAcross), true);
    for (uint32_t w : dispatch_packets(with_image_and_sampler(true, d, table_sampler(6, k.ptr))))
      ib.push_back(w);
    auto rep = run_ib(ib);
    if (k.want == nullptr) {
      EXPECT_EQ(only(rep), k.refusal);
      continue;
    }
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const int x = static_cast<int>(i) - 20;
      for (uint32_t c = 0; c < 4; ++c) {
        const float want = x < 0 || x > 7 ? (*k.want)[c] : texel(x, c);
        EXPECT_EQ(out(i, c), fbits(want)) << "lane " << i << " channel " << c;
      }
    }
  }
}

// Each dispatch reads the table TA_CS_BC_BASE_ADDR/_HI names when it is
// dispatched: dispatches queued together, each after its own SET_UCONFIG_REG,
// read their own tables; _HI's bits above ADDRESS are not the address.
TEST_F(ImageTest, EachDispatchReadsTheTableItsRegistersName) {
  constexpr uint64_t kOther = kBorderTable + 0x10000;
  const uint32_t entry = 5;
  for (uint32_t c = 0; c < 4; ++c) {
    put(kBorderTable + 16 * entry + 4 * c, {fbits(static_cast<float>(c + 1) / 255.0f)});
    put(kOther + 16 * entry + 4 * c, {fbits(static_cast<float>(c + 101) / 255.0f)});
  }
  load(program(kSampleAcross), true);
  // Four dispatches, each storing to its own KiB: a module's first dispatch
  // runs alone, so at least the last three are queued and run together, each
  // with its own status record.
  const uint64_t tables[4] = {kBorderTable, kOther, kBorderTable, kOther};
  std::vector<uint32_t> ib;
  for (uint32_t n = 0; n < 4; ++n) {
    for (uint32_t w : set_cs_border_colours(tables[n], n == 3 ? 0xabcdef00u : 0u)) ib.push_back(w);
    Dispatch p = with_image_and_sampler(true, ImageDesc{}, table_sampler(6, entry));
    p.user_sgprs[0] = static_cast<uint32_t>(kData + 0x400 * n);
    for (uint32_t w : dispatch_packets(p)) ib.push_back(w);
  }
  auto rep = run_ib(ib);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t n = 0; n < 4; ++n)
    for (uint32_t c = 0; c < 4; ++c) {
      const float want = static_cast<float>(c + (tables[n] == kOther ? 101 : 1)) / 255.0f;
      // Lane 0 samples texel -20 across, lane 63 texel 43: both the border.
      EXPECT_EQ(u32(kData + 0x400 * n + 4 * c), fbits(want)) << "dispatch " << n;
      EXPECT_EQ(u32(kData + 0x400 * n + 16 * 63 + 4 * c), fbits(want)) << "dispatch " << n;
    }
}

// The half-border mode with a bilinear filter (GL's CLAMP, D35): the
// coordinate clamped to [0, 8] texels, so that past either edge the edge
// texel and the border (transparent black) weigh half each.
TEST_F(ImageTest, HalfBorderClampsTheCoordinateBetweenEdgeAndBorder) {
  for (uint32_t x = 0; x < 8; ++x)
    for (uint32_t c = 0; c < 4; ++c)
      *img((2 * 64 + x) * 4 + c) = static_cast<uint8_t>(x * 29 + c * 60 + 2);
  auto rep = run(program(kSampleAcross),
                 with_image_and_sampler(true, ImageDesc{}, sampler(4, 0, true, false, 1)));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const int k = static_cast<int>(i) - 20;
    const int x = std::clamp(k, 0, 7);
    const float weight = k < 0 || k > 7 ? 0.5f : 1.0f;
    for (uint32_t c = 0; c < 4; ++c) {
      float texel = static_cast<float>(static_cast<uint8_t>(x * 29 + c * 60 + 2)) / 255.0f;
      EXPECT_EQ(out(i, c), fbits(weight * texel)) << "lane " << i << " channel " << c;
    }
  }
}

// Unnormalised coordinates are texels; an array's layer is the coordinate
// rounded to nearest and clamped to the view's layers.
TEST_F(ImageTest, PointSamplesTakeTexelsUnnormalisedAndRoundLayers) {
  for (uint32_t layer = 0; layer < 2; ++layer)
    for (uint32_t x = 0; x < 8; ++x)
      *img(layer * 64 * 8 * 4 + x * 4) = static_cast<uint8_t>(10 * layer + x + 1);
  ImageDesc d;
  d.type = kType2dArray;
  d.depth = 1;  // two layers
  // x = lane % 8 + 0.75 texels; the layer (lane / 8) * 0.6 - 0.7: -0.7 .. 4.1.
  auto rep = run(program(R"(
  v_and_b32 v5, 7, v0
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, 0x3f400000, v5
  v_mov_b32 v6, 0x3e800000
  v_lshrrev_b32 v7, 3, v0
  v_cvt_f32_u32 v7, v7
  v_mul_f32 v7, 0x3f19999a, v7
  v_add_f32 v7, 0xbf333333, v7
  image_sample_lz v1, v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
)"),
                 with_image_and_sampler(true, d, sampler(2, 0, true, true)));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    float r = static_cast<float>(i / 8) * std::bit_cast<float>(0x3f19999au) +
              std::bit_cast<float>(0xbf333333u);
    int layer = std::clamp(static_cast<int>(std::nearbyint(r)), 0, 1);
    uint32_t want = static_cast<uint32_t>(10 * layer + i % 8 + 1);
    EXPECT_EQ(out(i, 0), fbits(static_cast<float>(want) / 255.0f)) << i;
  }
}

// A cube array: the face coordinate is 8 per cube plus the face, the layer
// the view's 6 x cube + face; a face of 6 or 7 and a cube past the view's
// escape. Two cubes of 8x8 faces in 4KB_S_X, each texel of row 0 its layer's.
// v7 = lane i's cube face coordinate: face (i / 8) % 6 of cube i / 48, as 8 per
// cube plus the face, a float.
constexpr const char* kFaceOfLane = R"(
  v_lshrrev_b32 v7, 3, v0
  v_mul_hi_u32 v8, v7, 0x2aaaaaab
  v_mul_lo_u32 v9, v8, 6
  v_sub_nc_u32 v7, v7, v9
  v_lshl_add_u32 v7, v8, 3, v7
  v_cvt_f32_u32 v7, v7)";

// The texel that tap (x, y) of face `face` (n x n) reads in seamless
// filtering, by Vulkan's cube map edge handling: inside the face, itself; one
// past an edge, the texel of the face the direction through its centre hits
// (Vulkan's table of major axes, sc and tc over the major axis).
struct CubeTexel {
  uint32_t face, x, y;
};
CubeTexel cube_seam_texel(uint32_t face, int x, int y, int n) {
  if (x >= 0 && x < n && y >= 0 && y < n)
    return {face, static_cast<uint32_t>(x), static_cast<uint32_t>(y)};
  const double sc = (2.0 * x + 1.0) / n - 1.0, tc = (2.0 * y + 1.0) / n - 1.0;
  // Each face's (major axis, sign) and the axes and signs of sc and tc.
  struct Basis {
    int ma, ma_sign, s_axis, s_sign, t_axis, t_sign;
  };
  static constexpr Basis kFaces[6] = {{0, 1, 2, -1, 1, -1}, {0, -1, 2, 1, 1, -1},
                                      {1, 1, 0, 1, 2, 1},   {1, -1, 0, 1, 2, -1},
                                      {2, 1, 0, 1, 1, -1},  {2, -1, 0, -1, 1, -1}};
  double d[3] = {0, 0, 0};
  const Basis& b = kFaces[face];
  d[b.ma] = b.ma_sign;
  d[b.s_axis] = b.s_sign * sc;
  d[b.t_axis] = b.t_sign * tc;
  int major = 0;
  for (int k = 1; k < 3; ++k)
    if (std::fabs(d[k]) > std::fabs(d[major])) major = k;
  for (uint32_t f = 0; f < 6; ++f) {
    const Basis& o = kFaces[f];
    if (o.ma != major || (d[major] > 0) != (o.ma_sign > 0)) continue;
    const double m = std::fabs(d[major]);
    const double s2 = o.s_sign * d[o.s_axis] / m, t2 = o.t_sign * d[o.t_axis] / m;
    return {f, static_cast<uint32_t>(std::floor((s2 + 1.0) / 2.0 * n)),
            static_cast<uint32_t>(std::floor((t2 + 1.0) / 2.0 * n))};
  }
  return {6, 0, 0};
}

TEST_F(ImageTest, CubeArraySamplesTakeTheLayerOfTheCubeAndFace) {
  surf::SurfaceLayout l;
  ASSERT_EQ(lay_out(21, 4, 8, 8, 12, &l), "");
  ASSERT_LE(l.size, 0x80000u);
  uint32_t layer = 0;
  const SliceRows sr = slice_rows(l, 8, 8, 12, 4, 0, [&layer](std::vector<uint8_t>& r) {
    for (uint32_t x = 0; x < 8; ++x) r[x * 4] = static_cast<uint8_t>(10 * layer + x + 1);
    ++layer;
  });
  std::memcpy(mem.at(kTiled), sr.image.data(), sr.image.size());
  ImageDesc d = tiled_desc(56, 21, 8, 8, 12);  // 8_8_8_8_UNORM, 4KB_S_X
  d.type = kTypeCube;
  auto sample = [&](const std::string& face_code, const ImageDesc& view) {
    Dispatch p = with_image_and_sampler(true, view, sampler(2));
    p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
    p.user_sgprs[5] = (p.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
    // x = 1 + (lane % 8 + 0.5) / 8, y = 1 + 0.5 / 8 (row 0's centre).
    return run(program(fmt::format(R"(
  v_and_b32 v5, 7, v0
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, 0.5, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_add_f32 v5, 1.0, v5
  v_mov_b32 v6, 0x3f880000
{}
  image_sample_lz v1, v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
)",
                                   face_code)),
               p);
  };
  // Lane i: face (i / 8) % 6, cube i / 48.
  auto rep = sample(kFaceOfLane, d);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t face = (i / 8) % 6, cube = i / 48;
    const uint32_t want = 10 * (cube * 6 + face) + i % 8 + 1;
    EXPECT_EQ(out(i, 0), fbits(static_cast<float>(want) / 255.0f)) << i;
  }
  // A cube view of one layer (DEPTH = BASE_ARRAY, as radeonsi writes a cube
  // that is not an array) holds six faces: here the second cube's.
  {
    ImageDesc one = d;
    one.base_array = 6;
    one.depth = 6;
    auto r1 = sample(R"(
  v_lshrrev_b32 v7, 3, v0
  v_mul_hi_u32 v8, v7, 0x2aaaaaab
  v_mul_lo_u32 v9, v8, 6
  v_sub_nc_u32 v7, v7, v9
  v_cvt_f32_u32 v7, v7)",
                     one);
    ASSERT_EQ(refusals(r1), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const uint32_t want = 10 * (6 + (i / 8) % 6) + i % 8 + 1;
      EXPECT_EQ(out(i, 0), fbits(static_cast<float>(want) / 255.0f)) << i;
    }
    // Two layers are not whole cubes.
    one.depth = 7;
    EXPECT_EQ(only(sample("  v_mov_b32 v7, 0", one)), "image-sample-state");
  }
  rep = sample("  v_mov_b32 v7, 0x40e00000", d);  // 7: no face
  EXPECT_EQ(only(rep), "image-sample-state");
  rep = sample("  v_mov_b32 v7, 0x41900000", d);  // 18: cube 2 of 2
  EXPECT_EQ(only(rep), "image-sample-state");
  // A gather on a face: lane i at the corner between texels k = i % 7 and k + 1
  // of rows 3 and 4 of its face, the four taps inside the face (TRUNC_COORD off,
  // as a gather needs).
  Dispatch p = with_image_and_sampler(true, d, sampler(2, 0, false));
  p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
  p.user_sgprs[5] = (p.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
  rep = run(program(fmt::format(R"(
  v_cvt_f32_u32 v5, v0
  v_mul_f32 v8, 0x3e124925, v5
  v_floor_f32 v8, v8
  v_fma_f32 v5, v8, -7.0, v5
  v_add_f32 v5, 1.0, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_add_f32 v5, 1.0, v5
  v_mov_b32 v6, 0x3fc00000
{}
  image_gather4_lz v[1:4], v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
)",
                                kFaceOfLane)),
            p);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t layer_of = ((i / 8) % 6) + 6 * (i / 48), k = i % 7;
    auto t = [&](uint32_t x, uint32_t y) {
      return fbits(static_cast<float>(sr.rows[layer_of][(y * 8 + x) * 4]) / 255.0f);
    };
    EXPECT_EQ(out(i, 0), t(k, 4)) << i;
    EXPECT_EQ(out(i, 1), t(k + 1, 4)) << i;
    EXPECT_EQ(out(i, 2), t(k + 1, 3)) << i;
    EXPECT_EQ(out(i, 3), t(k, 3)) << i;
  }
  // Bilinear at a face's left edge (x = 1.0, taps -1 and 0 at half weight, on
  // row 0's centre): with DISABLE_CUBE_WRAP the face clamps alone, tap -1 being
  // texel 0, so the sample is texel 0; seamless, tap -1 is the adjacent face's
  // (cube_seam_face below), the two blended.
  for (bool alone : {true, false}) {
    std::vector<uint32_t> samp = sampler(2, 0, true, false, 1);
    if (alone) samp[0] |= 1u << 28;
    Dispatch q = with_image_and_sampler(true, d, samp);
    q.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
    q.user_sgprs[5] = (q.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
    rep = run(program(fmt::format(R"(
  v_mov_b32 v5, 1.0
  v_mov_b32 v6, 0x3f880000
{}
  image_sample_lz v1, v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
)",
                                  kFaceOfLane)),
              q);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const uint32_t face = (i / 8) % 6, cube = i / 48, layer_of = face + 6 * cube;
      const float here = static_cast<float>(sr.rows[layer_of][0]) / 255.0f;
      if (alone) {
        EXPECT_EQ(out(i, 0), fbits(here)) << i;
        continue;
      }
      const CubeTexel t = cube_seam_texel(face, -1, 0, 8);
      const float next =
          static_cast<float>(sr.rows[6 * cube + t.face][(t.y * 8 + t.x) * 4]) / 255.0f;
      EXPECT_NEAR(std::bit_cast<float>(out(i, 0)), 0.5f * here + 0.5f * next, 1e-6f) << i;
    }
  }
}

// Seamless cube filtering (D35, "Cube edges"): gathers across each side of
// every face of two cubes of 8x8 faces (32_UINT, each texel layer << 8 | y * 8
// + x). Lane i takes face (i / 8) % 6 of cube i / 48 and, by i % 8, a 2x2
// footprint across one side: left, right, top, bottom at two places each. The
// taps past the edge read the adjacent face's texels (cube_seam_texel), the
// others their own. A footprint over a corner escapes; so does a point
// sample past an edge (Vulkan clamps it; the unit's choice is not published).
TEST_F(ImageTest, CubeFootprintsAcrossEdgesReadTheAdjacentFace) {
  surf::SurfaceLayout l;
  ASSERT_EQ(lay_out(21, 4, 8, 8, 12, &l), "");
  uint32_t layer = 0;
  const SliceRows sr = slice_rows(l, 8, 8, 12, 4, 0, [&layer](std::vector<uint8_t>& r) {
    for (uint32_t k = 0; k < 64; ++k) {
      const uint32_t v = layer << 8 | k;
      std::memcpy(&r[4 * k], &v, 4);
    }
    ++layer;
  });
  std::memcpy(mem.at(kTiled), sr.image.data(), sr.image.size());
  ImageDesc d = tiled_desc(20, 21, 8, 8, 12);  // 32_UINT, 4KB_S_X
  d.type = kTypeCube;
  auto dispatch = [&](const std::vector<uint32_t>& samp) {
    Dispatch p = with_image_and_sampler(true, d, samp);
    p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
    p.user_sgprs[5] = (p.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
    return p;
  };
  // Lane i's footprint by m = i % 8: u, v in texels, nibble m of each constant.
  constexpr uint32_t kU[8] = {0, 8, 5, 3, 0, 8, 1, 7}, kV[8] = {4, 2, 0, 8, 1, 7, 0, 8};
  auto body = [&](const char* op) {
    return fmt::format(R"(
  v_and_b32 v10, 7, v0
  v_lshlrev_b32 v10, 2, v10
  v_bfe_u32 v5, 0x71803580, v10, 4
  v_bfe_u32 v6, 0x80718024, v10, 4
  v_cvt_f32_u32 v5, v5
  v_cvt_f32_u32 v6, v6
  v_fma_f32 v5, v5, 0x3e000000, 1.0
  v_fma_f32 v6, v6, 0x3e000000, 1.0
{}
  {} s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
)",
                       kFaceOfLane, op);
  };
  auto rep = run(program(body("image_gather4_lz v[1:4], v[5:7],")), dispatch(sampler(2, 0, false)));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t face = (i / 8) % 6, cube = i / 48, m = i % 8;
    const int x0 = static_cast<int>(kU[m]) - 1, y0 = static_cast<int>(kV[m]) - 1;
    auto t = [&](int x, int y) {
      CubeTexel c = cube_seam_texel(face, x, y, 8);
      return (6 * cube + c.face) << 8 | (c.y * 8 + c.x);
    };
    // The gather's order: (x0, y0 + 1), (x0 + 1, y0 + 1), (x0 + 1, y0), (x0, y0).
    EXPECT_EQ(out(i, 0), t(x0, y0 + 1)) << i;
    EXPECT_EQ(out(i, 1), t(x0 + 1, y0 + 1)) << i;
    EXPECT_EQ(out(i, 2), t(x0 + 1, y0)) << i;
    EXPECT_EQ(out(i, 3), t(x0, y0)) << i;
  }
  // The corner: u = v = 0 takes taps (-1, -1) .. (0, 0).
  rep = run(program(fmt::format(R"(
  v_mov_b32 v5, 1.0
  v_mov_b32 v6, 1.0
{}
  image_gather4_lz v[1:4], v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
)",
                                kFaceOfLane)),
            dispatch(sampler(2, 0, false)));
  EXPECT_EQ(only(rep), "image-sample-escape");
  // A point sample at u = 8 (x = 2.0): past the right edge.
  rep = run(program(fmt::format(R"(
  v_mov_b32 v5, 2.0
  v_mov_b32 v6, 0x3fc00000
{}
  image_sample_lz v1, v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
)",
                                kFaceOfLane)),
            dispatch(sampler(2)));
  EXPECT_EQ(only(rep), "image-sample-escape");
}

// What the unit's arithmetic does not publish escapes, naming the sample: a
// coordinate within 1/256 of a texel edge (on it is known, TRUNC_COORD set or
// not); a bilinear filter at a texel centre and a half-border mode are exact;
// the border colour table is read only where the border is sampled (here at
// TA_CS_BC_BASE_ADDR 0, where nothing is mapped). A dimension not carried out
// (MSAA) is refused by name when translating.
TEST_F(ImageTest, PointSamplesEscapeWhatIsNotPublished) {
  auto at = [&](float texel_x, const std::vector<uint32_t>& samp, ImageDesc d = ImageDesc{}) {
    std::string body = fmt::format(R"(
  v_mov_b32 v5, {:#x}
  v_mov_b32 v6, 0x3ea00000
  image_sample_lz v[1:4], v[5:6], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)",
                                   fbits(texel_x / 8.0f));
    std::string r = refusals(run(program(body), with_image_and_sampler(true, d, samp)));
    return r.substr(0, r.find(' '));  // the reason's name
  };
  EXPECT_EQ(at(3.0f, sampler(0)), "");
  EXPECT_EQ(at(3.5f, sampler(0)), "");
  EXPECT_EQ(at(3.0f - 1.0f / 1024.0f, sampler(0)), "image-sample-escape");
  EXPECT_EQ(at(3.0f + 1.0f / 1024.0f, sampler(0)), "image-sample-escape");
  // TRUNC_COORD off: rounded at 1/256 of a texel before the floor, the same
  // texel but within 1/256 of an edge.
  EXPECT_EQ(at(3.5f, sampler(0, 0, false)), "");
  EXPECT_EQ(at(3.0f, sampler(0, 0, false)), "");
  EXPECT_EQ(at(3.0f - 1.0f / 1024.0f, sampler(0, 0, false)), "image-sample-escape");
  EXPECT_EQ(at(3.5f, sampler(0, 0, true, false, 1)), "");  // bilinear (D35)
  EXPECT_EQ(at(3.5f, sampler(4)), "");                     // half border (D35)
  EXPECT_EQ(at(3.5f, sampler(6, 3)), "");                  // the table, but no border sampled
  EXPECT_EQ(at(9.5f, sampler(6, 3)), "vm-fault");  // the table at TA_CS_BC_BASE_ADDR 0: unmapped
  // An integer format's border: transparent black is zero in any type; the
  // "1" of the opaque ones is not published for it.
  ImageDesc uint_image;
  uint_image.format = 20;  // 32_UINT, read as (x, 0, 0, 1)
  uint_image.selects = sels(4, 0, 0, 1);
  EXPECT_EQ(at(9.5f, sampler(6, 0), uint_image), "");
  EXPECT_EQ(at(9.5f, sampler(6, 2), uint_image), "image-sample-state");
  EXPECT_EQ(at(3.5f, sampler(6, 2), uint_image), "");
  EXPECT_EQ(refusals(run(program(R"(
  image_sample_lz v[1:4], v[5:7], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA
)"),
                         with_image_and_sampler(true, ImageDesc{}, sampler(0))))
                .substr(0, 16),
            "image-sample-dim");
}

// The level a sample reads: the LOD (image_sample_l's, or 0) clamped to
// MIN_LOD and MAX_LOD, then by MIP_FILTER (none: the base; point: the nearest,
// above 0.5; linear: a whole LOD's), bounded by the view's last level; a point
// LOD within 1/256 of a half, and a linear LOD not whole, escape.
TEST_F(ImageTest, PointSamplesReadTheLevelTheLodSelects) {
  ImageDesc d;
  d.format = 20;  // 32_UINT: level 1 (4x4) at element 0, level 0 at 4 * 64, rows of 64
  d.last_level = 1;
  d.max_mip = 1;
  for (uint32_t i = 0; i < 4 * 64 + 8 * 64; ++i) {
    uint32_t v = 0x1000 + i;
    std::memcpy(img(4 * i), &v, 4);
  }
  const uint32_t level0 = 0x1000 + 4 * 64 + 2 * 64 + 2, level1 = 0x1000 + 64 + 1;
  // (0.3125, 0.3125): texel (2, 2) of level 0, (1, 1) of level 1.
  auto sample = [&](const char* op, float lod, uint32_t mip_filter, uint32_t min_lod,
                    uint32_t* value) {
    std::vector<uint32_t> samp = sampler(2);
    samp[1] = min_lod | (15u << 8) << 12;  // MAX_LOD 15.0
    samp[2] |= mip_filter << 26;
    std::string body = fmt::format(R"(
  v_mov_b32 v5, 0x3ea00000
  v_mov_b32 v6, 0x3ea00000
  v_mov_b32 v7, {:#x}
  {} v1, v[5:{}], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
)",
                                   fbits(lod), op, std::string(op) == "image_sample_l" ? 7 : 6);
    std::string r = refusals(run(program(body), with_image_and_sampler(true, d, samp)));
    *value = out(0, 0);
    return r.substr(0, r.find(' '));
  };
  uint32_t v = 0;
  struct Want {
    float lod;
    uint32_t filter;
    uint32_t value;
  };
  for (const Want& w :
       {Want{0.0f, 1, level0}, Want{0.3f, 1, level0}, Want{0.5f - 1.0f / 64, 1, level0},
        Want{0.6f, 1, level1}, Want{1.0f, 1, level1}, Want{7.0f, 1, level1}, Want{-3.0f, 1, level0},
        Want{1.0f, 0, level0}, Want{1.0f, 2, level1}, Want{0.0f, 2, level0}}) {
    SCOPED_TRACE(fmt::format("lod {} MIP_FILTER {}", w.lod, w.filter));
    EXPECT_EQ(sample("image_sample_l", w.lod, w.filter, 0, &v), "");
    EXPECT_EQ(v, w.value);
  }
  // MIN_LOD 1.0 takes image_sample_lz's LOD 0 to level 1.
  EXPECT_EQ(sample("image_sample_lz", 0.0f, 1, 1u << 8, &v), "");
  EXPECT_EQ(v, level1);
  EXPECT_EQ(sample("image_sample_l", 0.5f + 1.0f / 1024, 1, 0, &v), "image-sample-lod");
  EXPECT_EQ(sample("image_sample_l", 1.5f, 1, 0, &v), "image-sample-lod");
  EXPECT_EQ(sample("image_sample_l", 0.3f, 2, 0, &v), "image-sample-state");
  EXPECT_EQ(sample("image_sample_l", std::bit_cast<float>(0x7fc00000u), 1, 0, &v),
            "image-sample-lod");
}

// A 32_UINT image of two levels, each texel 0x1000 plus its element index:
// level 1 (4x4) at element 0, level 0 (8x8) at 4 * 64, rows of 64.
ImageDesc two_level_uint(std::function<uint8_t*(uint64_t)> img) {
  ImageDesc d;
  d.format = 20;
  d.last_level = 1;
  d.max_mip = 1;
  for (uint32_t i = 0; i < 4 * 64 + 8 * 64; ++i) {
    uint32_t v = 0x1000 + i;
    std::memcpy(img(4 * i), &v, 4);
  }
  return d;
}

// CLAMP_LAST_TEXEL, point filters and point mips up to MAX_LOD 15.
std::vector<uint32_t> point_mips_sampler() {
  std::vector<uint32_t> samp = sampler(2);
  samp[1] = (15u << 8) << 12;
  samp[2] |= 1u << 26;
  return samp;
}

// A cube's derived LOD: the face coordinates ([1, 2]) scale by the face's
// size, as Mesa's cube lowering has the unit take them. Two cubes of 8x8 faces
// and two levels (32_UINT, each texel level << 16 | layer << 8 | y * 8 + x),
// point filters and point mips. Lane i's quad spans s = 1/8 (lanes 0-31) or
// 1/4 (lanes 32-63) of its face along each axis: LOD 0 or 1, from the quad
// (image_sample) or from the same derivatives (image_sample_d). A quad across
// two faces escapes.
TEST_F(ImageTest, CubeLodsScaleFaceCoordinatesByTheFaceSize) {
  surf::SurfaceLayout l;
  ASSERT_EQ(lay_out(21, 4, 8, 8, 12, &l, 2), "");
  ASSERT_LE(l.size, 0x80000u);
  std::vector<uint8_t> image(l.size, 0);
  for (uint32_t m = 0; m < 2; ++m)
    for (uint32_t z = 0; z < 12; ++z) {
      const uint32_t w = 8 >> m;
      std::vector<uint8_t> rows(size_t{w} * w * 4);
      for (uint32_t t = 0; t < w * w; ++t) {
        const uint32_t v = m << 16 | z << 8 | t;
        std::memcpy(&rows[t * 4], &v, 4);
      }
      place_subresource(l, m, z, rows, image);
    }
  std::memcpy(mem.at(kTiled), image.data(), image.size());
  ImageDesc d = tiled_desc(20, 21, 8, 8, 12);
  d.type = kTypeCube;
  d.last_level = d.max_mip = 1;
  Dispatch p = with_image_and_sampler(true, d, point_mips_sampler());
  p.user_sgprs[4] = static_cast<uint32_t>(kTiled >> 8);
  p.user_sgprs[5] = (p.user_sgprs[5] & ~0xffu) | static_cast<uint32_t>(kTiled >> 40);
  // v12 = s (kFaceOfLane takes v7 to v9); x = 1 + 1/16 + (i & 1) s,
  // y = 1 + 1/16 + ((i >> 1) & 1) s.
  auto run_with = [&](const std::string& tail) {
    return run(program(fmt::format(R"(
  v_bfe_u32 v12, v0, 5, 1
  v_cvt_f32_u32 v12, v12
  v_add_f32 v12, 1.0, v12
  v_mul_f32 v12, 0x3e000000, v12
  v_and_b32 v5, 1, v0
  v_cvt_f32_u32 v5, v5
  v_fma_f32 v5, v5, v12, 0x3f880000
  v_bfe_u32 v6, v0, 1, 1
  v_cvt_f32_u32 v6, v6
  v_fma_f32 v6, v6, v12, 0x3f880000
{}
{}
)",
                                   kFaceOfLane, tail)),
               p);
  };
  auto check = [&](const cp::CpReport& rep, const char* form) {
    SCOPED_TRACE(form);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t i = 0; i < 64; ++i) {
      const uint32_t m = (i >> 5) & 1, layer = (i / 8) % 6 + 6 * (i / 48);
      const uint32_t x = i & 1, y = (i >> 1) & 1;  // the texel, at either level
      EXPECT_EQ(out(i, 0), m << 16 | layer << 8 | (y * (8 >> m) + x)) << "lane " << i;
    }
  };
  check(run_with("  image_sample v1, v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE"),
        "implicit");
  check(run_with(R"(  v_mov_b32 v10, 0
  image_sample_d v1, [v12, v10, v10, v12, v5, v6, v7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE)"),
        "_d");

  // Lane 1 of each quad on the next face.
  EXPECT_EQ(only(run_with(R"(  v_and_b32 v11, 3, v0
  v_cmp_eq_u32 vcc, 1, v11
  v_add_f32 v11, 1.0, v7
  v_cndmask_b32 v7, v7, v11, vcc
  image_sample v1, v[5:7], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE)")),
            "image-sample-lod");
}

// A16 samples (LLVM's packing for gfx1030, as llc-19 emits it): the
// coordinates then the LOD as halves two to a VGPR, the bias a half alone in
// its VGPR. Each lane's sample with halves reads what the same sample with
// floats reads: image_sample_b (the implicit LOD of the lane's quad, one texel
// a pixel, plus a bias of 0 or 1) and image_sample_l (LOD 0 or 1), point
// filters on a two-level 32_UINT image.
// Lane i of quad q at the centre of texel x = 2 ((i >> 2) & 3) + (i & 1), y =
// 2 (i >> 4) + ((i >> 1) & 1) of an 8x8 view: (v20, v21), one texel a pixel.
constexpr const char* kQuadTexelCentres = R"(
  v_bfe_u32 v30, v0, 2, 2
  v_and_b32 v31, 1, v0
  v_lshl_add_u32 v30, v30, 1, v31
  v_cvt_f32_u32 v20, v30
  v_add_f32 v20, 0.5, v20
  v_mul_f32 v20, 0x3e000000, v20
  v_bfe_u32 v30, v0, 4, 2
  v_bfe_u32 v31, v0, 1, 1
  v_lshl_add_u32 v30, v30, 1, v31
  v_cvt_f32_u32 v21, v30
  v_add_f32 v21, 0.5, v21
  v_mul_f32 v21, 0x3e000000, v21)";

// One texel a pixel, the LOD is 0 within the unit's step, and a bilinear
// magnification with a point minification (GL's default filters) is
// undecided between them. Where the base level's bilinear footprint holds one
// value both give it, and the sample is taken; where it does not, it escapes.
TEST_F(ImageTest, FiltersUndecidedAtLodZeroAgreeOnUniformFootprints) {
  std::vector<uint32_t> samp = point_mips_sampler();
  samp[2] |= 1u << 20;  // XY_MAG_FILTER bilinear
  for (uint32_t i = 0; i < 64; ++i)
    std::memcpy(img(((i / 8) * 64 + i % 8) * 4), "\x40\x80\xc0\xff", 4);
  const std::string body = std::string(kQuadTexelCentres) + R"(
  image_sample v[1:4], v[20:21], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)";
  auto rep = run(program(body), with_image_and_sampler(true, ImageDesc{}, samp));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), unorm_nearest(0x40, 255)) << i;
    EXPECT_EQ(out(i, 3), 0x3f800000u) << i;
  }
  *img(4 * 5) = 0x41;  // texel (5, 0)
  EXPECT_EQ(only(run(program(body), with_image_and_sampler(true, ImageDesc{}, samp))),
            "image-sample-lod");
}

TEST_F(ImageTest, A16SamplesTakeHalvesAsLlvmPacksThem) {
  const ImageDesc d = two_level_uint([&](uint64_t off) { return img(off); });
  const std::vector<uint32_t> samp = point_mips_sampler();
  // Lane i of quad q: texel x = 2 ((i >> 2) & 3) + (i & 1), y = 2 (i >> 4) +
  // ((i >> 1) & 1) at its centre; bias (i >> 2) & 1, LOD (i >> 3) & 1.
  const std::string body = std::string(kQuadTexelCentres) + R"(
  v_bfe_u32 v30, v0, 2, 1
  v_cvt_f32_u32 v22, v30
  v_bfe_u32 v30, v0, 3, 1
  v_cvt_f32_u32 v23, v30
  v_cvt_f16_f32 v24, v22
  v_cvt_f16_f32 v25, v20
  v_cvt_f16_f32 v26, v21
  v_and_b32 v25, 0xffff, v25
  v_lshl_or_b32 v27, v26, 16, v25
  v_cvt_f16_f32 v28, v23
  image_sample_b v1, [v22, v20, v21], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
  image_sample_b v2, [v24, v27], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
  image_sample_l v3, [v20, v21, v23], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
  image_sample_l v4, [v27, v28], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
)";
  auto rep = run(program(body), with_image_and_sampler(true, d, samp));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t x = 2 * ((i >> 2) & 3) + (i & 1), y = 2 * (i >> 4) + ((i >> 1) & 1);
    auto texel = [&](uint32_t level) {
      return level == 0 ? 0x1000 + 4 * 64 + y * 64 + x : 0x1000 + (y / 2) * 64 + x / 2;
    };
    EXPECT_EQ(out(i, 0), texel((i >> 2) & 1)) << "sample_b lane " << i;
    EXPECT_EQ(out(i, 1), texel((i >> 2) & 1)) << "sample_b a16 lane " << i;
    EXPECT_EQ(out(i, 2), texel((i >> 3) & 1)) << "sample_l lane " << i;
    EXPECT_EQ(out(i, 3), texel((i >> 3) & 1)) << "sample_l a16 lane " << i;
  }
  // A plain _d with A16 (16-bit coordinates, 32-bit derivatives?) is refused
  // by name; LLVM names 16-bit derivatives _g16.
  rep = run(program(R"(
  image_sample_d v1, [v20, v21, v22, v23, v24], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
)"),
            with_image_and_sampler(true, d, samp));
  EXPECT_NE(refusals(rep).find("image-sample-a16-derivatives"), std::string::npos) << refusals(rep);
}

// image_sample_cd: the program's derivatives, taken once per quad. Where the
// quad's four lanes give the same ones the sample is _d's; where they differ
// (which lane's the unit takes is not published) it escapes image-sample-lod.
TEST_F(ImageTest, CoarseDerivativeSamplesNeedTheQuadToAgree) {
  const ImageDesc d = two_level_uint([&](uint64_t off) { return img(off); });
  const std::vector<uint32_t> samp = point_mips_sampler();
  // Every lane at texel (lane % 8, lane / 8) of level 0; d/dx and d/dy of a
  // quarter of the image (2 texels: LOD 1) in quads 0 to 7, of an eighth (LOD
  // 0) in quads 8 to 15.
  auto body = [](const char* dsdx) {
    return fmt::format(R"(
  v_cvt_f32_u32 v20, v5
  v_add_f32 v20, 0.5, v20
  v_mul_f32 v20, 0x3e000000, v20
  v_cvt_f32_u32 v21, v6
  v_add_f32 v21, 0.5, v21
  v_mul_f32 v21, 0x3e000000, v21
  v_cmp_gt_u32 vcc, 32, v0
  v_mov_b32 v13, 0x3e800000
  v_cndmask_b32 v13, 0x3e000000, v13, vcc
  {}
  v_mov_b32 v11, 0
  v_mov_b32 v12, 0
  image_sample_cd v1, [v10, v11, v12, v13, v20, v21], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
)",
                       dsdx);
  };
  auto rep = run(program(body("v_mov_b32 v10, v13")), with_image_and_sampler(true, d, samp));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t x = i % 8, y = i / 8;
    EXPECT_EQ(out(i, 0), i < 32 ? 0x1000 + (y / 2) * 64 + x / 2 : 0x1000 + 4 * 64 + y * 64 + x)
        << i;
  }
  // Lane 1 of each quad with another d/dx: every quad disagrees.
  rep = run(program(body(R"(v_and_b32 v10, 1, v0
  v_cmp_eq_u32 vcc, 0, v10
  v_cndmask_b32 v10, 0x3f000000, v13, vcc)")),
            with_image_and_sampler(true, d, samp));
  EXPECT_EQ(only(rep), "image-sample-lod");
}

// A 3D image's z is a third axis like x and y: the level's depth, CLAMP_Z,
// placed where surf places LINEAR 3D texels; with an explicit LOD each level's
// own size.
TEST_F(ImageTest, PointSamples3dWrapZAtEachLevel) {
  ImageDesc d;
  ASSERT_NO_FATAL_FAILURE(d = linear_3d_chain());
  std::vector<uint32_t> samp = sampler(0);  // WRAP in x, y and z
  samp[1] = (15u << 8) << 12;
  samp[2] |= 1u << 26;  // MIP_FILTER point
  for (uint32_t m = 0; m < 3; ++m) {
    const int w = std::max(13 >> m, 1), h = std::max(7 >> m, 1), dz = std::max(5 >> m, 1);
    // Lane i: texel (i % 8 - 2, i / 8 - 1, i - 30) + 0.5 of the level, normalised.
    auto rep =
        run(program(fmt::format(R"(
  v_and_b32 v5, 7, v0
  v_subrev_nc_u32 v5, 2, v5
  v_cvt_f32_i32 v5, v5
  v_add_f32 v5, 0.5, v5
  v_mul_f32 v5, {:#x}, v5
  v_lshrrev_b32 v6, 3, v0
  v_subrev_nc_u32 v6, 1, v6
  v_cvt_f32_i32 v6, v6
  v_add_f32 v6, 0.5, v6
  v_mul_f32 v6, {:#x}, v6
  v_subrev_nc_u32 v7, 30, v0
  v_cvt_f32_i32 v7, v7
  v_add_f32 v7, 0.5, v7
  v_mul_f32 v7, {:#x}, v7
  v_mov_b32 v8, {:#x}
  image_sample_l v1, v[5:8], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D
)",
                                fbits(1.0f / static_cast<float>(w)),
                                fbits(1.0f / static_cast<float>(h)),
                                fbits(1.0f / static_cast<float>(dz)), fbits(static_cast<float>(m))),
                    "v_mov_b32 v7, 0"),
            with_image_and_sampler(true, d, samp));
    std::string r = refusals(rep);
    // A normalised coordinate of a size that is not a power of two is not an
    // exact product; the texel centre keeps it far from any edge.
    ASSERT_EQ(r, "") << "level " << m;
    for (int i = 0; i < 64; ++i) {
      int x = wrapped(i % 8 - 2, w, 0), y = wrapped(i / 8 - 1, h, 0), z = wrapped(i - 30, dz, 0);
      EXPECT_EQ(out(i, 0), static_cast<uint32_t>(m << 24 | z << 16 | y << 8 | x))
          << "level " << m << " lane " << i;
    }
  }
}

// D16 samples: each channel as the half a D16 load returns, two to a VGPR; the
// border's 1.0 too; a value a half does not hold escapes as the load's does.
TEST_F(ImageTest, D16PointSamplesPackHalves) {
  ImageDesc d;
  d.format = 22;  // 32_FLOAT
  d.selects = sels(4, 0, 0, 1);
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x) {
      uint32_t v = fbits(static_cast<float>(x) + 0.5f);
      std::memcpy(img((y * 64 + x) * 4), &v, 4);
    }
  // Lane i: texel i - 4 + 0.5 across, border (opaque white) outside 0..7.
  auto rep = run(program(R"(
  v_subrev_nc_u32 v5, 4, v0
  v_cvt_f32_i32 v5, v5
  v_add_f32 v5, 0.5, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_mov_b32 v6, 0x3ea00000
  image_sample_lz v1, v[5:6], s[4:11], s[12:15] dmask:0x9 dim:SQ_RSRC_IMG_2D d16
)"),
                 with_image_and_sampler(true, d, sampler(6, 2)));
  ASSERT_EQ(refusals(rep), "");
  // Channels x and w: the value or the border's 1.0, then the select's 1.0.
  for (uint32_t i = 0; i < 64; ++i) {
    int x = static_cast<int>(i) - 4;
    uint32_t lo;
    if (x < 0 || x >= 8) {
      lo = 0x3c00;
    } else {
      // x + 0.5 as a half: exponent and mantissa from the float's.
      uint32_t f = fbits(static_cast<float>(x) + 0.5f);
      lo = ((((f >> 23) & 0xff) - 127 + 15) << 10) | ((f >> 13) & 0x3ff);
    }
    EXPECT_EQ(out(i, 0), lo | 0x3c00u << 16) << "lane " << i;
  }
  // 1/3 has no half.
  uint32_t third = fbits(1.0f / 3.0f);
  std::memcpy(img((2 * 64 + 4) * 4), &third, 4);
  std::string r = refusals(run(program(R"(
  v_mov_b32 v5, 0x3f100000
  v_mov_b32 v6, 0x3ea00000
  image_sample_lz v1, v[5:6], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D d16
)"),
                               with_image_and_sampler(true, d, sampler(6, 2))));
  EXPECT_EQ(r.substr(0, r.find(' ')), "format-load-escape");
}

// The _o forms: a 6-bit signed offset for each axis in the first address
// register, added to the texel before it wraps (x -3, y +2 here).
TEST_F(ImageTest, PointSampleOffsetsMoveTheTexelBeforeItWraps) {
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x)
      for (uint32_t c = 0; c < 4; ++c)
        *img((y * 64 + x) * 4 + c) = static_cast<uint8_t>(x * 29 + y * 5 + c * 60 + 1);
  for (uint32_t mode : {0u, 1u})
    for (const char* op : {"image_sample_lz_o", "image_sample_l_o"}) {
      SCOPED_TRACE(fmt::format("{} mode {}", op, mode));
      const bool lod = std::string(op) == "image_sample_l_o";
      auto rep = run(program(fmt::format(R"(
  v_mov_b32 v8, 0x23d
  v_subrev_nc_u32 v9, 20, v0
  v_cvt_f32_i32 v9, v9
  v_add_f32 v9, 0.5, v9
  v_mul_f32 v9, 0x3e000000, v9
  v_mov_b32 v10, 0x3ea00000
  v_mov_b32 v11, 0
  {} v[1:4], v[8:{}], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)",
                                         op, lod ? 11 : 10)),
                     with_image_and_sampler(true, ImageDesc{}, sampler(mode)));
      ASSERT_EQ(refusals(rep), "");
      for (uint32_t i = 0; i < 64; ++i) {
        int x = wrapped(static_cast<int>(i) - 20 - 3, 8, mode), y = 2 + 2;
        for (uint32_t c = 0; c < 4; ++c)
          EXPECT_EQ(
              out(i, c),
              fbits(static_cast<float>(static_cast<uint8_t>(x * 29 + y * 5 + c * 60 + 1)) / 255.0f))
              << "lane " << i << " channel " << c;
      }
    }
}

// ---- D35: implicit LOD, filters, comparisons

// The two-level 32_UINT chain of PointSamplesReadTheLevelTheLodSelects: level 1
// (4x4) at element 0, level 0 (8x8) at element 256, rows of 64 elements.
// image_sample's LOD from the quad: lane 4q + p of quad q samples at
// (0.3125, 0.3125) plus (p & 1, p >> 1) times s / 8, s = 0.6 + 0.32q texels a
// lane, so the quad's derivatives are s texels along each axis and its LOD
// log2(s): level 0 for quads 0-2, level 1 (the nearest, clamped to the last)
// above. A quad with a lane out of EXEC takes that lane's registers;
// derivatives along both axes whose bounds (the largest component and the sum) straddle a level.
TEST_F(ImageTest, ImplicitLodComesFromTheQuad) {
  ImageDesc d = two_level_uint([&](uint64_t off) { return img(off); });
  std::vector<uint32_t> samp = sampler(2);
  samp[1] = (15u << 8) << 12;  // MAX_LOD 15.0
  samp[2] |= 1u << 26;         // MIP_FILTER point
  auto body = [](const char* v6_from, const char* exec) {
    return fmt::format(R"(
  v_lshrrev_b32 v8, 2, v0
  v_cvt_f32_u32 v8, v8
  v_mul_f32 v8, 0x3ea3d70a, v8
  v_add_f32 v8, 0x3f19999a, v8
  v_mul_f32 v8, 0x3e000000, v8
  v_and_b32 v9, 1, v0
  v_cvt_f32_u32 v9, v9
  v_mul_f32 v9, v9, v8
  v_add_f32 v5, 0x3ea00000, v9
  v_bfe_u32 v9, v0, 1, 1
  v_cvt_f32_u32 v9, v9
  v_mul_f32 v9, v9, v8
  v_add_f32 v6, 0x3ea00000, v9
  {}
  {}
  image_sample v1, v[5:6], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
  s_mov_b64 exec, -1
)",
                       v6_from, exec);
  };
  auto rep = run(program(body("", "")), with_image_and_sampler(true, d, samp));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t q = i / 4, p = i % 4;
    float s = (static_cast<float>(q) * std::bit_cast<float>(0x3ea3d70au) +
               std::bit_cast<float>(0x3f19999au)) *
              0.125f;
    float u = static_cast<float>(p & 1) * s + 0.3125f, v = static_cast<float>(p >> 1) * s + 0.3125f;
    uint32_t want = q <= 2 ? 0x1000 + 4 * 64 + static_cast<uint32_t>(std::floor(v * 8)) * 64 +
                                 static_cast<uint32_t>(std::floor(u * 8))
                           : 0x1000 + static_cast<uint32_t>(std::floor(v * 4)) * 64 +
                                 static_cast<uint32_t>(std::floor(u * 4));
    EXPECT_EQ(out(i, 0), want) << "lane " << i;
  }
  // Lane 5 out of EXEC: its registers still give the quad its derivatives
  // (D35, as LLVM's whole quad mode has it), and lane 4 samples as before.
  const uint32_t lane4 = out(4, 0);
  rep = run(program(body("", "s_mov_b64 exec, 0xffffffffffffffdf")),
            with_image_and_sampler(true, d, samp));
  EXPECT_EQ(refusals(rep), "");
  EXPECT_EQ(out(4, 0), lane4);
  // v = u: each direction moves both coordinates, s and 2s apart at the bounds.
  rep = run(program(body("v_add_f32 v6, v9, v5", "")), with_image_and_sampler(true, d, samp));
  EXPECT_EQ(refusals(rep).substr(0, 16), "image-sample-lod");
  // Anisotropic (D35): MAX_ANISO_RATIO 16x and the anisotropic point filters.
  // Every quad above is an axis-aligned square, so each lane reads what the
  // point sample read; a footprint twice as tall as wide, and an explicit
  // LOD, escape.
  std::vector<uint32_t> aniso = samp;
  aniso[0] |= 4u << 9;
  aniso[2] |= 2u << 20 | 2u << 22;
  std::vector<uint32_t> lanes(64);
  rep = run(program(body("", "")), with_image_and_sampler(true, d, samp));
  for (uint32_t i = 0; i < 64; ++i) lanes[i] = out(i, 0);
  rep = run(program(body("", "")), with_image_and_sampler(true, d, aniso));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(out(i, 0), lanes[i]) << "lane " << i;
  // y = 2 s: an axis-aligned footprint twice as tall as wide.
  rep = run(program(body("v_fma_f32 v6, v9, 2.0, 0x3ea00000", "")),
            with_image_and_sampler(true, d, aniso));
  EXPECT_EQ(only(rep), "image-sample-anisotropic");
  rep = run(program(R"(
  v_mov_b32 v5, 0.5
  v_mov_b32 v6, 0.5
  image_sample_lz v1, v[5:6], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
)"),
            with_image_and_sampler(true, d, aniso));
  EXPECT_EQ(only(rep), "image-sample-anisotropic");
}

// image_get_lod (D35, "The LOD query"): quad q's square footprint spans
// 2^(q - 8) of the 8x8 base level along each axis, an implicit LOD of q - 5.
// The raw value is that LOD; the clamped one is clamped by MIN_LOD and
// MAX_LOD, then to the view's two levels. Values the readings of the unit
// leave open escape: a point mip's fraction, no mip's level above 0, a
// sampler bias, a raw LOD whose scale is zero.
TEST_F(ImageTest, LodQueryGivesTheQuadsLod) {
  ImageDesc d = two_level_uint([&](uint64_t off) { return img(off); });
  auto body = [](const std::string& step, unsigned dmask) {
    return fmt::format(R"(
  v_lshrrev_b32 v8, 2, v0
  {}
  v_and_b32 v9, 1, v0
  v_cvt_f32_u32 v9, v9
  v_fma_f32 v5, v9, v8, 0.5
  v_bfe_u32 v9, v0, 1, 1
  v_cvt_f32_u32 v9, v9
  v_fma_f32 v6, v9, v8, 0.5
  image_get_lod {}, v[5:6], s[4:11], s[12:15] dmask:{:#x} dim:SQ_RSRC_IMG_2D
)",
                       step, dmask == 3 ? "v[1:2]" : "v1", dmask);
  };
  const std::string powers = "v_add_nc_u32 v8, -8, v8\n  v_ldexp_f32 v8, 1.0, v8";
  auto with = [&](uint32_t mip_filter, uint32_t min_lod, uint32_t max_lod, uint32_t bias = 0) {
    std::vector<uint32_t> samp = sampler(2);
    samp[1] = min_lod | max_lod << 12;
    samp[2] |= mip_filter << 26 | bias;
    return with_image_and_sampler(true, d, samp);
  };
  const uint32_t max15 = 15u << 8;
  // Linear mips: raw q - 5, clamped to [0, 1].
  auto rep = run(program(body(powers, 3)), with(2, 0, max15));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    const float lod = static_cast<float>(static_cast<int>(i / 4) - 5);
    EXPECT_EQ(std::bit_cast<float>(out(i, 0)), std::clamp(lod, 0.0f, 1.0f)) << "lane " << i;
    EXPECT_EQ(std::bit_cast<float>(out(i, 1)), lod) << "lane " << i;
  }
  // MIN_LOD 0.75 (4.8: 192) and MAX_LOD 0.75: every clamped value 0.75, the
  // raw ones as before; one value (dmask 0x2) fills v1 alone.
  rep = run(program(body(powers, 3)), with(2, 192, 192));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(std::bit_cast<float>(out(i, 0)), 0.75f);
  rep = run(program(body(powers, 2)), with(2, 192, 192));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(std::bit_cast<float>(out(i, 0)), static_cast<float>(static_cast<int>(i / 4) - 5));
    EXPECT_EQ(out(i, 1), 0xdeadu);
  }
  // Point mips: whole LODs pass; 0.75 clamped (MIN_LOD = MAX_LOD) does not.
  rep = run(program(body(powers, 3)), with(1, 0, max15));
  EXPECT_EQ(refusals(rep), "");
  EXPECT_EQ(only(run(program(body(powers, 3)), with(1, 192, 192))), "image-sample-lod");
  // A fractional footprint (3/32 of the view: scale 0.75, LOD log2 0.75 <
  // 0): clamped exactly to 0 by any reading; the raw value is rdnavk's own
  // log2, the recorded tolerance.
  const std::string three_32nds = "v_mov_b32 v8, 0x3dc00000";
  rep = run(program(body(three_32nds, 3)), with(1, 0, max15));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    EXPECT_EQ(out(i, 0), 0u);
    EXPECT_NEAR(std::bit_cast<float>(out(i, 1)), std::log2(0.75f), 1e-5f);
  }
  // Without mips: 0 where every reading gives 0 (a one-level view), else it
  // escapes.
  EXPECT_EQ(only(run(program(body(powers, 1)), with(0, 0, max15))), "image-sample-lod");
  ImageDesc one = d;
  one.last_level = one.max_mip = 0;
  std::vector<uint32_t> none = sampler(2);
  none[1] = max15 << 12;
  rep = run(program(body(powers, 1)), with_image_and_sampler(true, one, none));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(out(i, 0), 0u);
  // A sampler bias (0.5: 128 in 5.8), and a raw LOD of a still quad, escape;
  // the still quad's clamped value is MIN_LOD.
  EXPECT_EQ(only(run(program(body(powers, 3)), with(2, 0, max15, 128))), "image-sample-state");
  const std::string still = "v_mov_b32 v8, 0";
  EXPECT_EQ(only(run(program(body(still, 3)), with(2, 0, max15))), "image-sample-lod");
  rep = run(program(body(still, 1)), with(2, 64, max15));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(std::bit_cast<float>(out(i, 0)), 0.25f);
  // DMASK bits 2 and 3 name values the guide does not give.
  EXPECT_EQ(only(run(program("image_get_lod v1, v[5:6], s[4:11], s[12:15] dmask:0x4 "
                             "dim:SQ_RSRC_IMG_2D"),
                     with(2, 0, max15))),
            "image-get-lod-dmask");
}

// _cl raises the LOD to its clamp; _b adds its bias; _l takes the LOD as it
// is; LOD_BIAS on the sampler is added to an implicit LOD, and an explicit
// one with a sampler bias escapes (whether the unit adds it is not published).
TEST_F(ImageTest, LodClampsAndBiases) {
  ImageDesc d = two_level_uint([&](uint64_t off) { return img(off); });
  const uint32_t level0 = 0x1000 + 4 * 64 + 2 * 64 + 2, level1 = 0x1000 + 64 + 1;
  auto sample = [&](const std::string& op_and_regs, uint32_t lod_bias, uint32_t* value) {
    std::vector<uint32_t> samp = sampler(2);
    samp[1] = (15u << 8) << 12;
    samp[2] |= 1u << 26 | lod_bias;
    // Every lane at (0.3125, 0.3125), the quad still: LOD -infinity before the
    // bias and clamps (the derivatives are zero).
    std::string body = fmt::format(R"(
  v_mov_b32 v5, 0x3f800000
  v_mov_b32 v6, 0x3ea00000
  v_mov_b32 v7, 0x3ea00000
  v_mov_b32 v8, 0x3f800000
  {} s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
)",
                                   op_and_regs);
    std::string r = refusals(run(program(body), with_image_and_sampler(true, d, samp)));
    *value = out(0, 0);
    return r.substr(0, r.find(' '));
  };
  uint32_t v = 0;
  EXPECT_EQ(sample("image_sample v1, v[6:7],", 0, &v), "");
  EXPECT_EQ(v, level0);
  EXPECT_EQ(sample("image_sample_cl v1, v[6:8],", 0, &v), "");  // clamp 1.0
  EXPECT_EQ(v, level1);
  // The bias of an implicit LOD cannot lift minus infinity; an explicit LOD 0
  // with the sampler's bias escapes.
  EXPECT_EQ(sample("image_sample v1, v[6:7],", 2u << 8, &v), "");
  EXPECT_EQ(v, level0);
  EXPECT_EQ(sample("image_sample_lz v1, v[6:7],", 1u << 8, &v), "image-sample-state");
  EXPECT_EQ(sample("image_sample_l v1, v[6:8],", 0, &v), "");  // LOD 1.0
  EXPECT_EQ(v, level1);
}

// A bilinear filter: the four texels around the coordinate less half a texel,
// weighted by its fractions (D35: float weights, the hardware's 8 sub-texel
// bits within the recorded tolerance). At quarter-texel steps the weights and
// the sums of 8-bit UNORM values are exact in floats.
TEST_F(ImageTest, BilinearBlendsFourTexels) {
  ImageDesc d;  // 8x8 8_8_8_8_UNORM, texel (x, y) = (8y + x, 0, 0, 255)
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x) {
      uint32_t v = (8 * y + x) | 0xffu << 24;
      std::memcpy(img((y * 64 + x) * 4), &v, 4);
    }
  // Lane i at texel (i % 8 + 0.25, i / 8 + 0.75): lower texel (i % 8 - 1,
  // i / 8) with weights 0.75 and 0.25 across, 0.25 and 0.75 down, clamped.
  auto rep = run(program(R"(
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, 0x3e800000, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_cvt_f32_u32 v6, v6
  v_add_f32 v6, 0x3f400000, v6
  v_mul_f32 v6, 0x3e000000, v6
  image_sample_lz v[1:2], v[5:6], s[4:11], s[12:15] dmask:0x9 dim:SQ_RSRC_IMG_2D
)"),
                 with_image_and_sampler(true, d, sampler(2, 0, true, false, 1)));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 64; ++i) {
    int x = static_cast<int>(i % 8), y = static_cast<int>(i / 8);
    auto t = [](int tx, int ty) {
      return static_cast<double>(8 * std::clamp(ty, 0, 7) + std::clamp(tx, 0, 7)) / 255.0;
    };
    double want = 0.75 * (0.25 * t(x - 1, y) + 0.75 * t(x, y)) +
                  0.25 * (0.25 * t(x - 1, y + 1) + 0.75 * t(x, y + 1));
    EXPECT_NEAR(std::bit_cast<float>(out(i, 0)), want, 1e-6) << "lane " << i;
    EXPECT_EQ(out(i, 1), fbits(1.0f)) << "lane " << i;  // alpha 255 in all four
  }
  // Integer texels are not blended.
  d.format = 20;
  rep = run(program(R"(
  image_sample_lz v1, v[5:6], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
)"),
            with_image_and_sampler(true, d, sampler(2, 0, true, false, 1)));
  EXPECT_EQ(refusals(rep).substr(0, 18), "image-sample-state");
}

// image_sample_c_lz: the reference against the texel's first component by
// DEPTH_COMPARE_FUNC, 1.0 or 0.0; a reference within the unit's precision of
// the texel escapes.
TEST_F(ImageTest, CompareSamples) {
  ImageDesc d;
  d.format = 22;  // 32_FLOAT, texel (x, y) = x / 8
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x) {
      uint32_t v = fbits(static_cast<float>(x) / 8.0f);
      std::memcpy(img((y * 64 + x) * 4), &v, 4);
    }
  // Lane i: texel (i % 8, i / 8), reference 3/8 + 1/16.
  auto run_func = [&](uint32_t func, uint32_t ref_bits) {
    std::vector<uint32_t> samp = sampler(2);
    samp[0] |= func << 12;
    return run(program(fmt::format(R"(
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, 0.5, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_cvt_f32_u32 v6, v6
  v_add_f32 v6, 0.5, v6
  v_mul_f32 v6, 0x3e000000, v6
  v_mov_b32 v4, {:#x}
  image_sample_c_lz v1, v[4:6], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
)",
                                   ref_bits)),
               with_image_and_sampler(true, d, samp));
  };
  const float ref = 3.0f / 8 + 1.0f / 16;
  for (uint32_t func = 0; func < 8; ++func) {
    auto rep = run_func(func, fbits(ref));
    ASSERT_EQ(refusals(rep), "") << "func " << func;
    for (uint32_t i = 0; i < 64; ++i) {
      float t = static_cast<float>(i % 8) / 8.0f;
      bool pass[8] = {false, ref<t, ref == t, ref <= t, ref> t, ref != t, ref >= t, true};
      EXPECT_EQ(out(i, 0), pass[func] ? fbits(1.0f) : 0u) << "func " << func << " lane " << i;
    }
  }
  // 3/8 exactly: equal to texel 3 (compared either way at the unit's precision).
  EXPECT_EQ(refusals(run_func(3, fbits(3.0f / 8))).substr(0, 20), "image-sample-compare");
  EXPECT_EQ(refusals(run_func(7, fbits(3.0f / 8))), "");  // ALWAYS needs no comparison
}

// image_gather4_lz: component DMASK names of the four texels of the bilinear
// footprint, (i0, j1), (i1, j1), (i1, j0), (i0, j0) as Vulkan orders them; a
// footprint the unit's fixed point could move (the coordinate less half a
// texel within 1/256 of a whole texel) escapes, and so does TRUNC_COORD.
TEST_F(ImageTest, Gather4ReadsTheFootprint) {
  for (uint32_t y = 0; y < 8; ++y)
    for (uint32_t x = 0; x < 8; ++x) {
      uint32_t v = (8 * y + x) | (100 + x) << 8 | 0xffu << 24;
      std::memcpy(img((y * 64 + x) * 4), &v, 4);
    }
  // `op`: image_gather4_lz, or the implicit-LOD image_gather4, or
  // image_gather4_l at LOD 3 (v7).
  auto gather = [&](const char* x_offset, uint32_t dmask, bool trunc,
                    const char* op = "image_gather4_lz", const ImageDesc& d = ImageDesc{}) {
    const bool l = std::string_view(op) == "image_gather4_l";
    return run(program(fmt::format(R"(
  v_cvt_f32_u32 v5, v5
  v_add_f32 v5, {}, v5
  v_mul_f32 v5, 0x3e000000, v5
  v_cvt_f32_u32 v6, v6
  v_add_f32 v6, 1.0, v6
  v_mul_f32 v6, 0x3e000000, v6
  v_mov_b32 v7, 0x40400000
  {} v[1:4], v[5:{}], s[4:11], s[12:15] dmask:{:#x} dim:SQ_RSRC_IMG_2D
)",
                                   x_offset, op, l ? 7 : 6, dmask)),
               with_image_and_sampler(true, d, sampler(2, 0, trunc)));
  };
  // Lane i at (i % 8 + 1, i / 8 + 1) texels: the footprint's corner (x, y).
  // On a view of one level every LOD gathers from it.
  for (const char* op : {"image_gather4_lz", "image_gather4", "image_gather4_l"})
    for (uint32_t dmask : {1u, 2u}) {
      auto rep = gather("1.0", dmask, false, op);
      ASSERT_EQ(refusals(rep), "") << op << " dmask " << dmask;
      for (uint32_t i = 0; i < 64; ++i) {
        int x = static_cast<int>(i % 8), y = static_cast<int>(i / 8);
        auto t = [&](int tx, int ty) {
          tx = std::min(tx, 7);
          ty = std::min(ty, 7);
          uint32_t c = dmask == 1 ? static_cast<uint32_t>(8 * ty + tx) : 100u + tx;
          return fbits(static_cast<float>(c) / 255.0f);
        };
        EXPECT_EQ(out(i, 0), t(x, y + 1)) << op << " lane " << i;
        EXPECT_EQ(out(i, 1), t(x + 1, y + 1)) << op << " lane " << i;
        EXPECT_EQ(out(i, 2), t(x + 1, y)) << op << " lane " << i;
        EXPECT_EQ(out(i, 3), t(x, y)) << op << " lane " << i;
      }
    }
  EXPECT_EQ(refusals(gather("0x3f004000", 1, false)).substr(0, 19), "image-sample-escape");
  EXPECT_EQ(refusals(gather("1.0", 1, true)).substr(0, 18), "image-sample-state");
  // A view of two levels: which level a LOD takes a gather to is not
  // published; _lz still reads the base level.
  ImageDesc two;
  two.last_level = two.max_mip = 1;
  EXPECT_EQ(only(gather("1.0", 1, false, "image_gather4_l", two)), "image-sample-lod");
  EXPECT_EQ(only(gather("1.0", 1, false, "image_gather4", two)), "image-sample-lod");
  EXPECT_EQ(refusals(gather("1.0", 1, false, "image_gather4_lz", two)), "");
}

// image_get_resinfo: width, height, layers or depth, levels at the level in
// the address register, the DMASK'd ones; a level past the view's escapes, and
// so does a component the view's type has not.
TEST_F(ImageTest, ResinfoAnswersTheViewsSize) {
  ImageDesc d = two_level_uint([&](uint64_t off) { return img(off); });
  auto info = [&](const ImageDesc& desc, uint32_t mip, uint32_t dmask) {
    const int n = std::popcount(dmask);
    std::string vdata = n == 1 ? "v1" : fmt::format("v[1:{}]", n);
    return run(program(fmt::format(R"(
  v_mov_b32 v5, {}
  image_get_resinfo {}, v5, s[4:11] dmask:{:#x} dim:SQ_RSRC_IMG_2D unorm
)",
                                   mip, vdata, dmask)),
               with_image(true, desc));
  };
  auto rep = info(d, 0, 0xb);
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(5, 0), 8u);
  EXPECT_EQ(out(5, 1), 8u);
  EXPECT_EQ(out(5, 2), 2u);
  rep = info(d, 1, 0x3);
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(0, 0), 4u);
  EXPECT_EQ(out(0, 1), 4u);
  EXPECT_EQ(refusals(info(d, 2, 0x1)).substr(0, 20), "image-resinfo-escape");
  EXPECT_EQ(refusals(info(d, 0, 0x4)).substr(0, 20), "image-resinfo-escape");  // a 2D z
  ImageDesc layers;
  layers.type = kType2dArray;
  layers.depth = 2;  // three layers
  rep = info(layers, 0, 0xf);
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(63, 0), 8u);
  EXPECT_EQ(out(63, 1), 8u);
  EXPECT_EQ(out(63, 2), 3u);
  EXPECT_EQ(out(63, 3), 1u);
}

}  // namespace rdnavk::xlate::testing
