// surf/meta's states, refusals and bulk helpers (decision record 0028). The key,
// word, nibble and FMASK values are the drivers' (Mesa 25.0.7), cited per case;
// addresses are checked against addrlib in meta_oracle_test.
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

// A multisampled level's keys: a meta block holds two keys a block (Navi 21
// compresses two fragments), and which key is whose is not published, so
// marking the level uncompressed fills its slice's range, as the drivers'
// initialisation does, and reading keys by block is refused.
TEST(MetaTest, MarkingAMultisampledLevelUncompressedFillsItsRange) {
  struct Case {
    SwMode mode;
    uint32_t bpe, frags;
    bool aligned;
  };
  for (const Case& c :
       {Case{SwMode::SW_64KB_R_X, 4, 4, true}, Case{SwMode::SW_64KB_Z_X, 1, 8, false},
        Case{SwMode::SW_64KB_R_X, 16, 2, true}}) {
    DccLayout d;
    DccDesc dd;
    dd.pipe_aligned = c.aligned;
    ASSERT_EQ(compute_dcc_layout(layout_of(c.mode, c.bpe, 300, 200, 3, 1, c.frags), dd, &d), "");
    const uint64_t blocks_per_meta_block =
        uint64_t{d.meta_block_width / d.block_width} * (d.meta_block_height / d.block_height);
    EXPECT_EQ(blocks_per_meta_block * 2, uint64_t{1} << d.meta_block_log2);
    std::vector<uint8_t> meta(d.size, 0x00);
    ByteRange r;
    ASSERT_EQ(dcc_level_range(d, 0, 1, &r), "");
    EXPECT_EQ(r.begin, d.slice_size);
    EXPECT_EQ(r.end, 2 * d.slice_size);
    std::span<uint8_t> bytes(meta.data() + r.begin, r.end - r.begin);
    std::vector<uint8_t> keys;
    EXPECT_EQ(read_dcc_keys(d, 0, 1, 0, bytes, &keys), "dcc-key-msaa");
    EXPECT_EQ(mark_dcc_uncompressed(d, 0, 1, 0, bytes.first(bytes.size() - 1)), "dcc-range-size");
    EXPECT_EQ(mark_dcc_uncompressed(d, 0, 3, 0, bytes), "dcc-slice-3");
    EXPECT_EQ(mark_dcc_uncompressed(d, 1, 1, 0, bytes), "dcc-mip-1");
    ASSERT_EQ(mark_dcc_uncompressed(d, 0, 1, 5, bytes), "");
    for (uint64_t i = 0; i < d.size; ++i) {
      ASSERT_EQ(meta[i], i >= r.begin && i < r.end ? kDccKeyUncompressed : 0x00) << i;
    }
  }
}

FmaskFormat fmask_of(uint32_t samples) {
  FmaskFormat f;
  EXPECT_EQ(fmask_format(samples, samples, &f), "");
  return f;
}

// RADV radv_init_fmask's values by log2 samples (0x02020202, 0xE4E4E4E4,
// 0x76543210), one element each; radeonsi's fmask_expand_values agree.
TEST(MetaTest, FmaskIdentityGivesEverySampleItsOwnFragment) {
  struct Format {
    uint32_t samples, code_bits, element_bytes, identity;
  };
  for (const Format e :
       {Format{2, 1, 1, 0x02}, Format{4, 2, 1, 0xe4}, Format{8, 4, 4, 0x76543210}}) {
    const FmaskFormat f = fmask_of(e.samples);
    EXPECT_EQ(f.code_bits, e.code_bits);
    EXPECT_EQ(f.element_bytes, e.element_bytes);
    EXPECT_EQ(fmask_identity(f), e.identity);
    for (uint32_t s = 0; s < f.samples; ++s) {
      EXPECT_EQ(fmask_sample_fragment(f, e.identity, s), s) << f.samples;
    }
  }
  const FmaskFormat f4 = fmask_of(4), f8 = fmask_of(8);
  // Every sample in fragment 0 (what CMASK's one-fragment state stands for).
  for (uint32_t s = 0; s < 8; ++s) EXPECT_EQ(fmask_sample_fragment(f8, 0, s), 0u);
  // 4 samples, samples 0 and 1 in fragment 0, 2 in 1, 3 in 3: 11 01 00 00.
  EXPECT_EQ(fmask_sample_fragment(f4, 0xd0, 0), 0u);
  EXPECT_EQ(fmask_sample_fragment(f4, 0xd0, 1), 0u);
  EXPECT_EQ(fmask_sample_fragment(f4, 0xd0, 2), 1u);
  EXPECT_EQ(fmask_sample_fragment(f4, 0xd0, 3), 3u);
  // An 8-fragment code of 8-15 (EQAA's "unknown") names no fragment; nor does a
  // sample past the samples.
  EXPECT_EQ(fmask_sample_fragment(f8, 0x7654321f, 0), 15u);
  EXPECT_EQ(fmask_sample_fragment(f8, 0x86543210, 7), 8u);
  EXPECT_EQ(fmask_sample_fragment(f4, 0xe4, 4), 4u);
  EXPECT_EQ(fmask_sample_fragment(f8, 0x76543210, 8), 8u);
}

TEST(MetaTest, FmaskOfAMultisampledTargetIsASingleSampleZSurface) {
  SurfaceDesc f;
  const SurfaceDesc c4 = surface_desc(SwMode::SW_64KB_R_X, 4, 1920, 1080, 2, 1, 4);
  ASSERT_EQ(compute_fmask_desc(c4, 4, 24, &f), "");
  EXPECT_EQ(f.sw_mode, 24u);
  EXPECT_EQ(f.type, ResourceType::k2d);
  EXPECT_EQ(f.bytes_per_element, 1u);
  EXPECT_EQ(f.width, 1920u);
  EXPECT_EQ(f.height, 1080u);
  EXPECT_EQ(f.slices, 2u);
  EXPECT_EQ(f.mip_levels, 1u);
  EXPECT_EQ(f.fragments, 1u);
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(f, &l), "");
  EXPECT_EQ(l.block_width, 256u);  // 64 KiB of bytes: 256x256
  EXPECT_EQ(l.block_height, 256u);
  EXPECT_EQ(l.pitch, 2048u);
  EXPECT_EQ(l.padded_height, 1280u);
  EXPECT_EQ(l.slice_size, 2048u * 1280u);
  const SurfaceDesc c8 = surface_desc(SwMode::SW_64KB_R_X, 8, 64, 64, 1, 1, 8);
  ASSERT_EQ(compute_fmask_desc(c8, 8, 24, &f), "");
  EXPECT_EQ(f.bytes_per_element, 4u);
  ASSERT_EQ(compute_fmask_desc(surface_desc(SwMode::SW_64KB_Z_X, 4, 64, 64, 1, 1, 2), 2, 24, &f),
            "");
  EXPECT_EQ(f.bytes_per_element, 1u);
}

TEST(MetaTest, FmaskRefusesWhatTheDriversNeverCreate) {
  FmaskFormat ff;
  EXPECT_EQ(fmask_format(1, 1, &ff), "fmask-samples-1");
  EXPECT_EQ(fmask_format(16, 16, &ff), "fmask-samples-16");
  EXPECT_EQ(fmask_format(3, 3, &ff), "fmask-samples-3");
  EXPECT_EQ(fmask_format(8, 4, &ff), "fmask-samples-8-fragments-4");
  EXPECT_EQ(fmask_format(4, 8, &ff), "fmask-samples-4-fragments-8");
  SurfaceDesc f;
  const SurfaceDesc c4 = surface_desc(SwMode::SW_64KB_R_X, 4, 64, 64, 1, 1, 4);
  EXPECT_EQ(compute_fmask_desc(c4, 8, 24, &f), "fmask-samples-8-fragments-4");
  EXPECT_EQ(compute_fmask_desc(c4, 4, 27, &f), "fmask-sw-mode-64KB_R_X");
  EXPECT_EQ(compute_fmask_desc(c4, 4, 28, &f), "fmask-sw-mode-VAR_Z_X");
  EXPECT_EQ(compute_fmask_desc(c4, 4, 20, &f), "fmask-sw-mode-20");  // GFX9's 4KB_Z_X
  EXPECT_EQ(compute_fmask_desc(c4, 4, 0, &f), "fmask-sw-mode-LINEAR");
  SurfaceDesc c = c4;
  c.mip_levels = 2;
  EXPECT_EQ(compute_fmask_desc(c, 4, 24, &f), "fmask-mip-levels-2");
  c = c4;
  c.type = ResourceType::k3d;
  EXPECT_EQ(compute_fmask_desc(c, 4, 24, &f), "fmask-resource-type-3d");
}

// PAL's Gfx9Cmask (bits 3:2 11 unless fast-cleared, bits 1:0 the FMASK
// compression), RADV's initial values and fast clears, radeonsi's 0xCC.
TEST(MetaTest, CmaskNibblesDecodeAsTheDriversWriteThem) {
  const FmaskFormat f2 = fmask_of(2), f4 = fmask_of(4), f8 = fmask_of(8);
  // radv_init_color_image_metadata's cmask_clear_values: 0xdddddddd,
  // 0xeeeeeeee, 0xffffffff for 2, 4, 8 samples.
  EXPECT_EQ(cmask_expanded_nibble(f2), 0xd);
  EXPECT_EQ(cmask_expanded_nibble(f4), 0xe);
  EXPECT_EQ(cmask_expanded_nibble(f8), 0xf);
  EXPECT_EQ(decode_cmask_nibble(0xd, f2), CmaskState::kExpanded);
  EXPECT_EQ(decode_cmask_nibble(0xe, f4), CmaskState::kExpanded);
  EXPECT_EQ(decode_cmask_nibble(0xf, f8), CmaskState::kExpanded);
  for (const FmaskFormat& f : {f2, f4, f8}) {
    // si_texture.c's 0xCCCCCCCC and the DCC fast clear of an MSAA target.
    EXPECT_EQ(decode_cmask_nibble(0xc, f), CmaskState::kOneFragment);
    // The CMASK fast clear without DCC.
    EXPECT_EQ(decode_cmask_nibble(0x0, f), CmaskState::kCleared);
    for (uint8_t n = 0x1; n <= 0xb; ++n) {
      EXPECT_EQ(decode_cmask_nibble(n, f), CmaskState::kUnknown) << int(n);
    }
  }
  // Codes kept in fewer bits than the fragments need: not carried out.
  EXPECT_EQ(decode_cmask_nibble(0xe, f2), CmaskState::kUnknown);
  EXPECT_EQ(decode_cmask_nibble(0xf, f2), CmaskState::kUnknown);
  EXPECT_EQ(decode_cmask_nibble(0xd, f4), CmaskState::kUnknown);
  EXPECT_EQ(decode_cmask_nibble(0xd, f8), CmaskState::kUnknown);
  EXPECT_EQ(decode_cmask_nibble(0xe, f8), CmaskState::kUnknown);
  EXPECT_EQ(decode_cmask_nibble(0x1f, f8), CmaskState::kUnknown);
  EXPECT_STREQ(cmask_state_name(CmaskState::kExpanded), "cmask-expanded");
  EXPECT_STREQ(cmask_state_name(CmaskState::kOneFragment), "cmask-one-fragment");
  EXPECT_STREQ(cmask_state_name(CmaskState::kCleared), "cmask-cleared");
  EXPECT_STREQ(cmask_state_name(decode_cmask_nibble(0x5, f4)), "cmask-unknown");
}

CmaskLayout cmask_of(uint32_t w, uint32_t h, uint32_t slices, uint32_t samples) {
  SurfaceDesc f;
  SurfaceLayout fl;
  CmaskLayout l;
  const SurfaceDesc c = surface_desc(SwMode::SW_64KB_R_X, 4, w, h, slices, 1, samples);
  EXPECT_EQ(compute_fmask_desc(c, samples, 24, &f), "");
  EXPECT_EQ(compute_layout(f, &fl), "");
  EXPECT_EQ(compute_cmask_layout(fl, &l), "");
  return l;
}

// A 4-sample 1920x1080 target: 8 KiB meta blocks of 1024x1024 pixels, 2x2 of
// them a slice. The pattern's bits are X3 (the nibble of the byte), Y3, X6, ...,
// X6^Y6: tiles (0,0) and (1,0) share byte 0, (0,1) is byte 1's low nibble, and
// (8,0), x = 64, flips nibble bits 2 and 13: byte 0x1002's low nibble.
TEST(MetaTest, CmaskOfATypicalTarget) {
  const CmaskLayout l = cmask_of(1920, 1080, 3, 4);
  EXPECT_EQ(l.meta_block_width, 1024u);
  EXPECT_EQ(l.meta_block_height, 1024u);
  EXPECT_EQ(l.meta_block_log2, 13u);
  EXPECT_EQ(l.pitch, 2048u);
  EXPECT_EQ(l.height, 2048u);
  EXPECT_EQ(l.slice_size, 4u * 8192u);
  EXPECT_EQ(l.size, 3u * 4u * 8192u);
  uint64_t n = 0;
  ASSERT_EQ(cmask_nibble_offset(l, 0, 0, 0, 0, &n), "");
  EXPECT_EQ(n, 0u);
  ASSERT_EQ(cmask_nibble_offset(l, 1, 0, 0, 0, &n), "");
  EXPECT_EQ(n, 1u);
  ASSERT_EQ(cmask_nibble_offset(l, 0, 1, 0, 0, &n), "");
  EXPECT_EQ(n, 2u);
  ASSERT_EQ(cmask_nibble_offset(l, 8, 0, 0, 0, &n), "");
  EXPECT_EQ(n, 0x2004u);
  // Slice 2's second meta block of the row with pipe xor 3: slice bit Z1 flips
  // nibble bit 10 (byte 0x200), and the xor flips bytes 0x300.
  ASSERT_EQ(cmask_nibble_offset(l, 128, 0, 2, 3, &n), "");
  EXPECT_EQ(n, (2u * 4u * 8192u + 8192u + (0x200u ^ 0x300u)) * 2);
  ByteRange r;
  ASSERT_EQ(cmask_slice_range(l, 2, &r), "");
  EXPECT_EQ(r.begin, 2u * 4u * 8192u);
  EXPECT_EQ(r.end, 3u * 4u * 8192u);
  MetaBase b;
  ASSERT_EQ(split_cmask_base(l, 0x12340 | 0x5, &b), "");
  EXPECT_EQ(b.address, 0x1234000u);
  EXPECT_EQ(b.pipe_xor, 5u);
}

TEST(MetaTest, CmaskRefusesByName) {
  SurfaceLayout fl;
  CmaskLayout l;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 1, 64, 64), &fl), "");
  EXPECT_EQ(compute_cmask_layout(fl, &l), "cmask-sw-mode-64KB_R_X");
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_VAR_Z_X, 1, 64, 64), &fl), "");
  EXPECT_EQ(compute_cmask_layout(fl, &l), "cmask-sw-mode-VAR_Z_X");
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_Z_X, 1, 64, 64, 1, 1, 2), &fl), "");
  EXPECT_EQ(compute_cmask_layout(fl, &l), "cmask-fmask-fragments-2");
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_Z_X, 1, 64, 64, 1, 3), &fl), "");
  EXPECT_EQ(compute_cmask_layout(fl, &l), "cmask-mip-levels-3");
  ASSERT_EQ(
      compute_layout(surface_desc(SwMode::SW_64KB_Z_X, 1, 64, 64, 4, 1, 1, ResourceType::k3d), &fl),
      "");
  EXPECT_EQ(compute_cmask_layout(fl, &l), "cmask-resource-type-3d");

  l = cmask_of(100, 60, 2, 8);
  uint64_t n = 0;
  EXPECT_EQ(cmask_nibble_offset(l, 13, 0, 0, 0, &n), "cmask-coord-outside-level");
  EXPECT_EQ(cmask_nibble_offset(l, 0, 8, 0, 0, &n), "cmask-coord-outside-level");
  EXPECT_EQ(cmask_nibble_offset(l, 0xffffffffu, 0, 0, 0, &n), "cmask-coord-outside-level");
  EXPECT_EQ(cmask_nibble_offset(l, 12, 7, 2, 0, &n), "cmask-slice-2");
  ByteRange r;
  EXPECT_EQ(cmask_slice_range(l, 2, &r), "cmask-slice-2");
  MetaBase b;
  EXPECT_EQ(split_cmask_base(l, 0x12340 | 0x10, &b), "cmask-base-misaligned-0x1235000");
  std::vector<uint8_t> nibbles, short_range(16);
  EXPECT_EQ(read_cmask_nibbles(l, 0, 0, short_range, &nibbles), "cmask-range-size");
  EXPECT_EQ(write_cmask_nibbles(l, 0, 0, 0xc, short_range), "cmask-range-size");
  std::vector<uint8_t> meta(l.size);
  ASSERT_EQ(cmask_slice_range(l, 0, &r), "");
  EXPECT_EQ(write_cmask_nibbles(l, 0, 0, 0x10, std::span(meta).subspan(0, r.end)),
            "cmask-nibble-16");
}

// Writing one slice's nibbles and reading them back gives the nibble for every
// tile (row-major, ceil(width / 8) a row), and changes exactly one nibble per
// tile: the other slices and the nibbles of no tile keep their bytes.
TEST(MetaTest, WritingASlicesNibblesTouchesOnlyItsTiles) {
  struct Case {
    uint32_t w, h, slices, samples, pipe_xor;
  };
  for (const Case c : {Case{1, 1, 1, 2, 0}, Case{100, 60, 3, 4, 7}, Case{1920, 1080, 2, 8, 15},
                       Case{1030, 9, 2, 2, 1}}) {
    const CmaskLayout l = cmask_of(c.w, c.h, c.slices, c.samples);
    const uint32_t z = c.slices - 1;
    const size_t tiles = size_t{(c.w + 7) / 8} * ((c.h + 7) / 8);
    std::vector<uint8_t> meta(l.size, 0x5a);
    ByteRange r;
    ASSERT_EQ(cmask_slice_range(l, z, &r), "");
    std::span<uint8_t> bytes(meta.data() + r.begin, r.end - r.begin);
    ASSERT_EQ(write_cmask_nibbles(l, z, c.pipe_xor, 0xc, bytes), "");
    std::vector<uint8_t> nibbles;
    ASSERT_EQ(read_cmask_nibbles(l, z, c.pipe_xor, bytes, &nibbles), "");
    ASSERT_EQ(nibbles.size(), tiles);
    for (uint8_t v : nibbles) EXPECT_EQ(v, 0xc);
    size_t changed = 0;
    for (size_t i = 0; i < meta.size(); ++i) {
      const bool in_slice = i >= r.begin && i < r.end;
      for (unsigned shift : {0u, 4u}) {
        const unsigned v = meta[i] >> shift & 0xf, was = 0x5a >> shift & 0xf;
        if (v == was) continue;
        ASSERT_TRUE(in_slice) << i;
        EXPECT_EQ(v, 0xcu);
        ++changed;
      }
    }
    EXPECT_EQ(changed, tiles) << c.w << "x" << c.h;
    // A tile read back after writing it alone: 0x0 at (0, 0), its neighbour kept.
    ASSERT_EQ(write_cmask_nibbles(l, z, c.pipe_xor, 0xd, bytes), "");
    uint64_t n = 0;
    ASSERT_EQ(cmask_nibble_offset(l, 0, 0, z, c.pipe_xor, &n), "");
    const uint64_t at = (n >> 1) - r.begin;
    bytes[at] = uint8_t(bytes[at] & ((n & 1) ? 0x0f : 0xf0));
    ASSERT_EQ(read_cmask_nibbles(l, z, c.pipe_xor, bytes, &nibbles), "");
    EXPECT_EQ(nibbles[0], 0x0);
    for (size_t i = 1; i < nibbles.size(); ++i) EXPECT_EQ(nibbles[i], 0xd) << i;
  }
}

}  // namespace
}  // namespace rdnavk::surf
