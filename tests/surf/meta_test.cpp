// surf/meta's states, refusals and bulk helpers (decision record 0028). The key and
// word values are the drivers' (Mesa 25.0.7), cited per case; addresses are
// checked against addrlib in meta_oracle_test.
#include <gtest/gtest.h>

#include <vector>

#include "surf/meta.h"
#include "tests/surf/surf_cases.h"

namespace rdnavk::surf {
namespace {

SurfaceLayout layout_of(SwMode mode, uint32_t bpe, uint32_t w, uint32_t h, uint32_t slices = 1,
                        uint32_t mips = 1, uint32_t frags = 1) {
  SurfaceLayout l;
  EXPECT_EQ(compute_layout(surface_desc(mode, bpe, w, h, slices, mips, frags), &l), "");
  return l;
}

// radeonsi si_pipe.h enum si_clear_code and RADV radv_meta_clear.c's RADV_DCC_*.
TEST(MetaTest, DccKeysDecodeToTheDriversClearCodes) {
  EXPECT_EQ(decode_dcc_key(0xff), DccKeyState::kUncompressed);   // DCC_UNCOMPRESSED
  EXPECT_EQ(decode_dcc_key(0x00), DccKeyState::kClear0000);      // GFX8_DCC_CLEAR_0000
  EXPECT_EQ(decode_dcc_key(0x40), DccKeyState::kClear0001);      // GFX8_DCC_CLEAR_0001
  EXPECT_EQ(decode_dcc_key(0x80), DccKeyState::kClear1110);      // GFX8_DCC_CLEAR_1110
  EXPECT_EQ(decode_dcc_key(0xc0), DccKeyState::kClear1111);      // GFX8_DCC_CLEAR_1111
  EXPECT_EQ(decode_dcc_key(0x20), DccKeyState::kClearRegister);  // GFX8_DCC_CLEAR_REG
  EXPECT_EQ(decode_dcc_key(0x10), DccKeyState::kClearSingle);    // GFX9_DCC_CLEAR_SINGLE
  // GFX11's codes (0x01, 0x02, ...) and every other byte: real compression.
  for (uint8_t k : {0x01, 0x02, 0x06, 0x0a, 0x41, 0x7f, 0xfe}) {
    EXPECT_EQ(decode_dcc_key(k), DccKeyState::kCompressed) << int(k);
  }
  EXPECT_STREQ(dcc_key_state_name(decode_dcc_key(0x33)), "dcc-compressed");
  EXPECT_EQ(dcc_uncompressed_key(), 0xff);  // radv_init_dcc(..., 0xffffffff)
}

// RADV radv_get_htile_initial_value and radv_get_htile_fast_clear_value, radeonsi
// si_get_htile_clear_value.
TEST(MetaTest, HtileWordsDecodeAsTheDriversWriteThem) {
  const HtileDesc z_only{true, false};
  const HtileDesc z_and_s{false, true};
  EXPECT_EQ(htile_expanded_word(z_only), 0xfffc000fu);
  EXPECT_EQ(htile_expanded_word(z_and_s), 0xfffff3ffu);
  HtileState s = decode_htile(0xfffc000f, z_only);
  EXPECT_EQ(s.depth, HtilePlane::kExpanded);
  EXPECT_EQ(s.stencil, HtilePlane::kNone);
  s = decode_htile(0xfffff3ff, z_and_s);
  EXPECT_EQ(s.depth, HtilePlane::kExpanded);
  EXPECT_EQ(s.stencil, HtilePlane::kExpanded);
  // The older "0xfffff30f: Uncompressed, full depth range" (radv_cmd_buffer.c).
  EXPECT_EQ(decode_htile(0xfffff30f, z_and_s).stencil, HtilePlane::kExpanded);
  // Fast clears: ZMask 0, SMem 0; depth 1.0 is zmin = zmax = 0x3fff.
  EXPECT_EQ(decode_htile(0xfffffff0, z_only).depth, HtilePlane::kCleared);  // depth 1.0, Z only
  EXPECT_EQ(decode_htile(0x00000000, z_only).depth, HtilePlane::kCleared);  // depth 0.0
  s = decode_htile((0x3fffu << 6) << 12 | 0xf << 4, z_and_s);               // 1.0, stencil clear
  EXPECT_EQ(s.depth, HtilePlane::kCleared);
  EXPECT_EQ(s.stencil, HtilePlane::kCleared);
  // Depth-only clear with stencil kept (si_clear.c's depth writemask 0xfffffc0f).
  s = decode_htile(0x000000f0 | 3u << 8, z_and_s);
  EXPECT_EQ(s.depth, HtilePlane::kCleared);
  EXPECT_EQ(s.stencil, HtilePlane::kExpanded);
  // ZMask 1-14 and SMem 1-2: compressed.
  EXPECT_EQ(decode_htile(0xfffc0003, z_only).depth, HtilePlane::kCompressed);
  EXPECT_EQ(decode_htile(0xfffff1ff, z_and_s).stencil, HtilePlane::kCompressed);
  // The Z+S layout without stencil (RADV's VRS HTILE): no stencil state.
  EXPECT_EQ(decode_htile(0xfffff33f, HtileDesc{false, false}).stencil, HtilePlane::kNone);
}

TEST(MetaTest, HostileDescriptionsAreRefusedByName) {
  DccLayout d;
  EXPECT_EQ(compute_dcc_layout(layout_of(SwMode::SW_64KB_S_X, 4, 64, 64), {}, &d),
            "dcc-sw-mode-64KB_S_X");
  EXPECT_EQ(compute_dcc_layout(layout_of(SwMode::SW_4KB_D_X, 4, 64, 64), {}, &d),
            "dcc-sw-mode-4KB_D_X");
  SurfaceDesc d3;
  d3.sw_mode = static_cast<uint32_t>(SwMode::SW_64KB_R_X);
  d3.type = ResourceType::k3d;
  d3.width = d3.height = d3.slices = 16;
  SurfaceLayout l3;
  ASSERT_EQ(compute_layout(d3, &l3), "");
  EXPECT_EQ(compute_dcc_layout(l3, {}, &d), "dcc-resource-type-3d");
  const SurfaceLayout rgba = layout_of(SwMode::SW_64KB_R_X, 4, 256, 256, 2);
  EXPECT_EQ(compute_dcc_layout(rgba, {true, true, 2}, &d), "dcc-meta-linear");
  EXPECT_EQ(compute_dcc_layout(rgba, {true, false, 1}, &d), "dcc-max-uncompressed-block-size-1");
  ASSERT_EQ(compute_dcc_layout(rgba, {}, &d), "");
  uint64_t off = 0;
  EXPECT_EQ(dcc_key_offset(d, {256, 0, 0, 0, 0}, 0, &off), "dcc-coord-outside-level");
  EXPECT_EQ(dcc_key_offset(d, {0, 0, 2, 0, 0}, 0, &off), "dcc-slice-2");
  EXPECT_EQ(dcc_key_offset(d, {0, 0, 0, 1, 0}, 0, &off), "dcc-mip-1");
  EXPECT_EQ(dcc_key_offset(d, {0, 0, 0, 0, 1}, 0, &off), "dcc-sample-1");
  MetaBase base;
  EXPECT_EQ(split_dcc_base(d, 0x1234500 | 0x13, &base), "dcc-base-misaligned-0x123451300");
  ASSERT_EQ(split_dcc_base(d, 0x1234500 | 0x3, &base), "");
  EXPECT_EQ(base.address, 0x123450000u);
  EXPECT_EQ(base.pipe_xor, 3u);
  ASSERT_EQ(compute_dcc_layout(layout_of(SwMode::SW_64KB_R_X, 4, 256, 256, 1, 1, 4), {}, &d), "");
  EXPECT_EQ(dcc_key_offset(d, {0, 0, 0, 0, 0}, 0, &off), "dcc-key-msaa");

  HtileLayout h;
  EXPECT_EQ(compute_htile_layout(layout_of(SwMode::SW_64KB_R_X, 4, 64, 64), &h),
            "htile-sw-mode-64KB_R_X");
  ASSERT_EQ(compute_htile_layout(layout_of(SwMode::SW_64KB_Z_X, 4, 100, 60), &h), "");
  EXPECT_EQ(htile_word_offset(h, 13, 0, 0, 0, 0, &off), "htile-coord-outside-level");
  EXPECT_EQ(htile_word_offset(h, 0xffffffffu, 0, 0, 0, 0, &off), "htile-coord-outside-level");
  EXPECT_EQ(htile_word_offset(h, 12, 7, 1, 0, 0, &off), "htile-slice-1");
  ByteRange r;
  EXPECT_EQ(htile_level_range(h, 1, 0, &r), "htile-mip-1");
  std::vector<uint32_t> words;
  std::vector<uint8_t> short_range(16);
  EXPECT_EQ(read_htile_words(h, 0, 0, 0, short_range, &words), "htile-range-size");
}

// Navi 21 facts worth seeing: a 4-byte pipe-aligned key block is 1024x512 pixels
// in 8 KiB; HTILE's is 1024x1024 pixels in 64 KiB.
TEST(MetaTest, MetaBlocksOfTypicalTargets) {
  DccLayout d;
  ASSERT_EQ(compute_dcc_layout(layout_of(SwMode::SW_64KB_R_X, 4, 1920, 1080), {}, &d), "");
  EXPECT_EQ(d.block_width, 8u);
  EXPECT_EQ(d.block_height, 8u);
  EXPECT_EQ(d.meta_block_width, 1024u);
  EXPECT_EQ(d.meta_block_height, 512u);
  EXPECT_EQ(d.meta_block_log2, 13u);
  EXPECT_EQ(d.size, 2u * 3u * 8192u);
  HtileLayout h;
  ASSERT_EQ(compute_htile_layout(layout_of(SwMode::SW_64KB_Z_X, 4, 1920, 1080), &h), "");
  EXPECT_EQ(h.meta_block_width, 1024u);
  EXPECT_EQ(h.meta_block_height, 1024u);
  EXPECT_EQ(h.size, 4u * 65536u);
}

// Every key of every level with DCC (the tail's first included) lies in its
// level's range, and marking a level uncompressed then reading it back gives
// 0xFF for each of its blocks and leaves other levels' keys alone.
TEST(MetaTest, MarkingALevelUncompressedWritesExactlyItsKeys) {
  for (uint32_t bpe : {1u, 4u, 16u}) {
    const SurfaceLayout s = layout_of(SwMode::SW_64KB_R_X, bpe, 300, 200, 2, 9);
    DccLayout d;
    ASSERT_EQ(compute_dcc_layout(s, {}, &d), "");
    ASSERT_EQ(d.dcc_levels, s.first_mip_in_tail + 1);
    std::vector<uint8_t> meta(d.size, 0x00);  // all cleared to 0000
    for (uint32_t m = 0; m < d.dcc_levels; ++m) {
      ByteRange r;
      ASSERT_EQ(dcc_level_range(d, m, 1, &r), "");
      std::span<uint8_t> bytes(meta.data() + r.begin, r.end - r.begin);
      ASSERT_EQ(mark_dcc_uncompressed(d, m, 1, 0, bytes), "") << "mip " << m;
      std::vector<uint8_t> keys;
      ASSERT_EQ(read_dcc_keys(d, m, 1, 0, bytes, &keys), "");
      const uint32_t w = (d.levels[m].width + d.block_width - 1) / d.block_width;
      const uint32_t h = (d.levels[m].height + d.block_height - 1) / d.block_height;
      EXPECT_EQ(keys.size(), size_t{w} * h);
      for (uint8_t k : keys) EXPECT_EQ(decode_dcc_key(k), DccKeyState::kUncompressed);
    }
    // Slice 0 untouched.
    for (uint64_t i = 0; i < d.slice_size; ++i) ASSERT_EQ(meta[i], 0x00) << i;
  }
  const SurfaceLayout z = layout_of(SwMode::SW_64KB_Z_X, 4, 1000, 700, 1, 10);
  HtileLayout h;
  ASSERT_EQ(compute_htile_layout(z, &h), "");
  std::vector<uint8_t> meta(h.size, 0x00);
  const HtileDesc hd{true, false};
  for (uint32_t m = 0; m < h.htile_levels; ++m) {
    ByteRange r;
    ASSERT_EQ(htile_level_range(h, m, 0, &r), "");
    std::span<uint8_t> bytes(meta.data() + r.begin, r.end - r.begin);
    ASSERT_EQ(write_htile_words(h, m, 0, 0, htile_expanded_word(hd), bytes), "");
    std::vector<uint32_t> words;
    ASSERT_EQ(read_htile_words(h, m, 0, 0, bytes, &words), "");
    EXPECT_EQ(words.size(), size_t{(h.levels[m].width + 7) / 8} * ((h.levels[m].height + 7) / 8));
    for (uint32_t w : words) EXPECT_EQ(decode_htile(w, hd).depth, HtilePlane::kExpanded);
  }
}

}  // namespace
}  // namespace rdnavk::surf
