// surf/ without the oracle: refusals by name, values worked out by hand from
// addrlib's patterns and rules (decision record 0026), and detile/retile.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

#include "surf/surface.h"
#include "tests/surf/surf_cases.h"

namespace rdnavk::surf {
namespace {

std::string refusal(SurfaceDesc d) {
  SurfaceLayout l;
  return compute_layout(d, &l);
}

SurfaceDesc with_mode(uint32_t mode) {
  SurfaceDesc d = surface_desc(SwMode::SW_LINEAR, 4, 16, 16);
  d.sw_mode = mode;
  return d;
}

TEST(SurfaceRefusals, ReservedAndUnusableModesAreRefusedByName) {
  EXPECT_EQ(refusal(with_mode(3)), "surface-sw-mode-3");
  EXPECT_EQ(refusal(with_mode(12)), "surface-sw-mode-12");
  EXPECT_EQ(refusal(with_mode(16)), "surface-sw-mode-16");
  EXPECT_EQ(refusal(with_mode(23)), "surface-sw-mode-4KB_R_X");
  EXPECT_EQ(refusal(with_mode(32)), "surface-sw-mode-32");
  EXPECT_EQ(refusal(with_mode(0xffffffffu)), "surface-sw-mode-4294967295");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_256B_S, 4, 8, 8, 2, 1, 1, ResourceType::k3d)),
            "surface-sw-mode-256B_S-3d");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_D_T, 4, 8, 8, 2, 1, 1, ResourceType::k3d)),
            "surface-sw-mode-64KB_D_T-3d");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_4KB_S, 4, 8, 1, 1, 1, 1, ResourceType::k1d)),
            "surface-sw-mode-4KB_S-1d");
  SurfaceDesc bad_type = surface_desc(SwMode::SW_LINEAR, 4, 8, 8);
  bad_type.type = static_cast<ResourceType>(3);
  EXPECT_EQ(refusal(bad_type), "surface-resource-type-3");
}

TEST(SurfaceRefusals, OutOfRangeSizesAreRefusedByName) {
  const SwMode r = SwMode::SW_64KB_R_X;
  EXPECT_EQ(refusal(surface_desc(r, 3, 8, 8)), "surface-bpe-3");
  EXPECT_EQ(refusal(surface_desc(r, 32, 8, 8)), "surface-bpe-32");
  EXPECT_EQ(refusal(surface_desc(r, 0, 8, 8)), "surface-bpe-0");
  EXPECT_EQ(refusal(surface_desc(r, 4, 0, 8)), "surface-width-0");
  EXPECT_EQ(refusal(surface_desc(r, 4, 16385, 8)), "surface-width-16385");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 0xffffffffu)), "surface-height-4294967295");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 8, 8193)), "surface-slices-8193");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 8, 1, 0)), "surface-mip-levels-0");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 8, 1, 17)), "surface-mip-levels-17");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 8, 1, 1, 3)), "surface-fragments-3");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 8, 1, 1, 16)), "surface-fragments-16");
  EXPECT_EQ(refusal(surface_desc(r, 4, 8, 2, 1, 1, 1, ResourceType::k1d)), "surface-1d-height-2");
  // 16384 x 16384 x 8 fragments of 16 bytes x 8192 layers is the whole 48-bit space.
  EXPECT_EQ(refusal(surface_desc(r, 16, 16384, 16384, 8192, 1, 8)), "surface-too-large");
  EXPECT_EQ(refusal(surface_desc(r, 16, 16384, 16384, 8192, 1, 4)), "");
}

TEST(SurfaceRefusals, FragmentsNeedASingleLevel2dZOrRenderMode) {
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_LINEAR, 4, 8, 8, 1, 1, 4)),
            "surface-fragments-4-LINEAR");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_D_X, 4, 8, 8, 1, 1, 2)),
            "surface-fragments-2-64KB_D_X");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_R_X, 4, 8, 8, 1, 2, 2)),
            "surface-fragments-2-with-mips");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_Z_X, 4, 8, 8, 2, 1, 2, ResourceType::k3d)),
            "surface-fragments-2-3d");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_Z_X, 8, 8, 8, 1, 1, 8)),
            "surface-fragments-8-64KB_Z_X-bpe-8");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_Z_X, 16, 8, 8)), "surface-64KB_Z_X-bpe-16");
  EXPECT_EQ(refusal(surface_desc(SwMode::SW_64KB_Z_X, 4, 8, 8, 1, 1, 8)), "");
}

TEST(SurfaceRefusals, ElementsOutsideTheSurfaceAreRefusedByName) {
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 4, 10, 10, 2, 2), &l), "");
  uint64_t off = 0;
  EXPECT_EQ(element_offset(l, {0, 0, 0, 2, 0}, 0, &off), "surface-mip-2");
  EXPECT_EQ(element_offset(l, {5, 0, 0, 1, 0}, 0, &off), "surface-element-5,0");
  EXPECT_EQ(element_offset(l, {0, 0, 2, 0, 0}, 0, &off), "surface-slice-2");
  EXPECT_EQ(element_offset(l, {0, 0, 0, 0, 1}, 0, &off), "surface-sample-1");
  // 64 KiB blocks have the 4 pipe bits and 2 bank bits (0xcf); 4 KiB ones the pipe bits.
  EXPECT_EQ(element_offset(l, {0, 0, 0, 0, 0}, 0x10, &off), "surface-pipe-bank-xor-0x10-64KB_R_X");
  EXPECT_EQ(element_offset(l, {0, 0, 0, 0, 0}, 0xcf, &off), "");
  ByteRange range;
  EXPECT_EQ(subresource_range(l, 2, 0, &range), "surface-mip-2");
  std::vector<uint8_t> bytes(16), rows(16);
  EXPECT_EQ(detile(l, 0, 0, 0, 0, bytes, rows), "surface-range-short");
}

TEST(SurfaceBaseRegister, TheTileSwizzleInTheBaseIsThePipeBankXor) {
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 4, 256, 256), &l), "");
  SurfaceBase b;
  // RADV: CB_COLOR0_BASE = va >> 8 | tile_swizzle, va 64 KiB-aligned; bank xor 3 << 6.
  ASSERT_EQ(split_base(l, (0x123450000ull >> 8) | 0xc0, &b), "");
  EXPECT_EQ(b.address, 0x123450000ull);
  EXPECT_EQ(b.pipe_bank_xor, 0xc0u);
  EXPECT_EQ(split_base(l, (0x123450000ull >> 8) | 0x30, &b), "surface-base-misaligned-0x123453000");
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_S, 4, 256, 256), &l), "");
  EXPECT_EQ(split_base(l, (0x123450000ull >> 8) | 0x1, &b), "surface-base-misaligned-0x123450100");
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_LINEAR, 4, 256, 256), &l), "");
  ASSERT_EQ(split_base(l, 0x1234501, &b), "");
  EXPECT_EQ(b.address, 0x123450100ull);
}

TEST(SurfaceLayout, BlockDimensionsFollowTheBlockSizeElementsAndFragments) {
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 4, 256, 256), &l), "");
  EXPECT_EQ(l.block_width, 128u);  // 2^14 elements: 2^7 x 2^7
  EXPECT_EQ(l.block_height, 128u);
  EXPECT_EQ(l.size, 256u * 256 * 4);
  EXPECT_EQ(l.alignment, 65536u);
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 4, 256, 256, 1, 1, 4), &l), "");
  EXPECT_EQ(l.block_width, 64u);  // 2^12 elements of 4 fragments
  EXPECT_EQ(l.block_height, 64u);
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_Z_X, 4, 1920, 1080), &l), "");
  EXPECT_EQ(l.pitch, 1920u);          // 15 blocks of 128
  EXPECT_EQ(l.padded_height, 1152u);  // 9 blocks of 128
  EXPECT_EQ(l.size, 1920u * 1152 * 4);
  // Thick 3D: a 1 KiB block of 4-byte elements is 8x8x4, 64 KiB four times each way.
  ASSERT_EQ(
      compute_layout(surface_desc(SwMode::SW_64KB_S, 4, 40, 40, 20, 1, 1, ResourceType::k3d), &l),
      "");
  EXPECT_TRUE(l.thick);
  EXPECT_EQ(l.block_width, 32u);
  EXPECT_EQ(l.block_height, 32u);
  EXPECT_EQ(l.block_slices, 16u);
  EXPECT_EQ(l.padded_slices, 32u);
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_VAR_R_X, 1, 1, 1), &l), "");
  EXPECT_EQ(l.alignment, 262144u);  // 16 KiB x 16 pipes
}

TEST(SurfaceLayout, SmallLevelsShareTheMipTailBlock) {
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 4, 256, 256, 1, 9), &l), "");
  // The tail holds levels up to 64x128; level 2 (64x64) is the first in it.
  EXPECT_EQ(l.first_mip_in_tail, 2u);
  EXPECT_EQ(l.mips[0].slice_offset, 131072u);  // after the tail block and level 1
  EXPECT_EQ(l.mips[1].slice_offset, 65536u);
  EXPECT_EQ(l.slice_size, 65536u + 65536 + 262144);
  EXPECT_TRUE(l.mips[2].in_tail);
  EXPECT_EQ(l.mips[2].tail_offset, 32768u);  // slot 11 of 12: 16 << 11
  EXPECT_EQ(l.mips[3].tail_offset, 16384u);
  EXPECT_EQ(l.mips[8].tail_offset, 1280u);  // slot 5: 5 << 8
  // Slot 11's offset 0x8000 has bit 15 set, an odd bit from 9: x bit 3 of the tail's
  // 256-byte blocks (8x8 elements).
  EXPECT_EQ(l.mips[2].tail_x, 64u);
  EXPECT_EQ(l.mips[2].tail_y, 0u);
}

TEST(SurfaceOffsets, LinearAnd256ByteElementsLieWhereTheRulesPutThem) {
  SurfaceLayout l;
  uint64_t off = 0;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_LINEAR, 4, 65, 3, 2), &l), "");
  EXPECT_EQ(l.pitch, 128u);  // 260 bytes padded to 512
  ASSERT_EQ(element_offset(l, {1, 2, 1, 0, 0}, 0, &off), "");
  EXPECT_EQ(off, 128u * 3 * 4 + (2 * 128 + 1) * 4);
  // 256B_S, 4 bytes: bits 2..7 of the offset are x0 x1 y0 y1 y2 x2 (an 8x8 block).
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_256B_S, 4, 16, 16), &l), "");
  ASSERT_EQ(element_offset(l, {5, 3, 0, 0, 0}, 0, &off), "");
  EXPECT_EQ(off, 4u + 16 + 32 + 128);
  ASSERT_EQ(element_offset(l, {13, 3, 0, 0, 0}, 0, &off), "");
  EXPECT_EQ(off, 256u + 4 + 16 + 32 + 128);  // the next block to the right
}

void round_trip(const SurfaceDesc& d, uint32_t pipe_bank_xor) {
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(d, &l), "");
  const uint32_t bpe = d.bytes_per_element;
  for (uint32_t mip = 0; mip < d.mip_levels; ++mip) {
    const MipLevel& m = l.mips[mip];
    const uint32_t z = (d.type == ResourceType::k3d ? m.depth : d.slices) - 1;
    const uint32_t sample = d.fragments - 1;
    ByteRange range;
    ASSERT_EQ(subresource_range(l, mip, z, &range), "");
    std::vector<uint8_t> surface(range.end - range.begin, 0xa5);
    std::vector<uint8_t> rows(uint64_t{m.width} * m.height * bpe), back(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<uint8_t>(i * 7 + i / 251);
    ASSERT_EQ(retile(l, mip, z, sample, pipe_bank_xor, rows, surface), "");
    size_t changed = 0;
    for (uint8_t b : surface) changed += b != 0xa5;
    EXPECT_LE(changed, rows.size());  // only the level's own bytes
    for (uint32_t y = 0; y < m.height; y += 7) {
      for (uint32_t x = 0; x < m.width; x += 5) {
        uint64_t off = 0;
        ASSERT_EQ(element_offset(l, {x, y, z, mip, sample}, pipe_bank_xor, &off), "");
        ASSERT_GE(off, range.begin);
        ASSERT_EQ(0, std::memcmp(&surface[off - range.begin],
                                 &rows[(uint64_t{y} * m.width + x) * bpe], bpe));
      }
    }
    ASSERT_EQ(detile(l, mip, z, sample, pipe_bank_xor, surface, back), "");
    EXPECT_EQ(back, rows);
  }
}

TEST(SurfaceCopies, DetileUndoesRetileInEveryKindOfBlock) {
  round_trip(surface_desc(SwMode::SW_LINEAR, 4, 65, 33, 2, 3), 0);
  round_trip(surface_desc(SwMode::SW_256B_D, 8, 37, 19, 1, 4), 0);
  round_trip(surface_desc(SwMode::SW_4KB_D_X, 4, 64, 64, 1, 7), 0x5);
  round_trip(surface_desc(SwMode::SW_64KB_R_X, 4, 300, 200, 3, 9), 0xc5);
  round_trip(surface_desc(SwMode::SW_64KB_Z_X, 4, 130, 70, 1, 1, 8), 0x41);
  round_trip(surface_desc(SwMode::SW_64KB_S, 16, 33, 17, 9, 5, 1, ResourceType::k3d), 0);
  round_trip(surface_desc(SwMode::SW_64KB_D_X, 8, 40, 40, 20, 6, 1, ResourceType::k3d), 0x8c);
  round_trip(surface_desc(SwMode::SW_VAR_R_X, 2, 700, 500, 1, 3), 0x3cf);
}

// A 4K colour target detiled and retiled whole: what a draw costs twice.
TEST(SurfaceCopies, A4kTargetDetilesAndRetilesInMilliseconds) {
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(surface_desc(SwMode::SW_64KB_R_X, 4, 3840, 2160), &l), "");
  ByteRange range;
  ASSERT_EQ(subresource_range(l, 0, 0, &range), "");
  std::vector<uint8_t> surface(range.end - range.begin), rows(3840u * 2160 * 4);
  const auto t0 = std::chrono::steady_clock::now();
  ASSERT_EQ(detile(l, 0, 0, 0, 0xc0, surface, rows), "");
  ASSERT_EQ(retile(l, 0, 0, 0, 0xc0, rows, surface), "");
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::printf("3840x2160 RGBA8 64KB_R_X: detile + retile %.1f ms\n", ms);
}

}  // namespace
}  // namespace rdnavk::surf
