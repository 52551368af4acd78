// The swizzle pattern of a block: which coordinate bits each address bit inside a
// block is the exclusive or of (decision record 0026). The patterns are the data of
// surf/gfx103_swizzle_patterns.inc, generated from Mesa addrlib's
// gfx10SwizzlePattern.h for Navi 21's configuration.
#pragma once

#include <array>
#include <cstdint>
#include <span>

namespace rdnavk::surf {

// Coordinates a pattern reads: x and y in elements, z the slice (or depth), s the
// sample. Patterns name at most 16 bits of each.
inline constexpr unsigned kPatternCoordBits = 16;
inline constexpr unsigned kPatternMaxBits = 20;

// One generated entry: address bit i of the block is the parity of
// (x & bits[i].x) ^ (y & bits[i].y) ^ (z & bits[i].z) ^ (s & bits[i].s).
struct PatternEntry {
  uint8_t sw_mode;
  bool thick;  // the 3D table of a standard or display mode
  uint8_t frag_log2;
  uint8_t elem_log2;
  uint8_t block_log2;
  struct Bit {
    uint16_t x, y, z, s;
  } bits[kPatternMaxBits];
};

// The same pattern by columns: for each bit of a coordinate, the address bits it
// flips. in_block() is then one exclusive or per set coordinate bit, and
// in_block(x, ...) ^ in_block(x', ...) == in_block(x ^ x', ...), which the bulk
// copies use to precompute a row and a column once.
struct SwizzleColumns {
  std::array<uint32_t, kPatternCoordBits> x{}, y{}, z{}, s{};

  static uint32_t fold(const std::array<uint32_t, kPatternCoordBits>& col, uint32_t v) {
    uint32_t a = 0;
    for (unsigned b = 0; v != 0 && b < kPatternCoordBits; ++b, v >>= 1) {
      if (v & 1u) a ^= col[b];
    }
    return a;
  }
  uint32_t in_block(uint32_t xe, uint32_t ye, uint32_t ze, uint32_t se) const {
    return fold(x, xe) ^ fold(y, ye) ^ fold(z, ze) ^ fold(s, se);
  }
};

// Every generated entry, in the table's order (the translator builds its run-time
// equations from them: xlate/image_address.cpp).
std::span<const PatternEntry> swizzle_patterns();

// The pattern of SW_MODE `sw_mode` for a thick 3D resource or not, with 2^frag_log2
// fragments and 2^elem_log2-byte elements, as columns; false if there is none.
bool find_swizzle_columns(uint32_t sw_mode, bool thick, uint32_t frag_log2, uint32_t elem_log2,
                          SwizzleColumns* out);

}  // namespace rdnavk::surf
