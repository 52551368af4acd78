#include "surf/swizzle_pattern.h"

namespace rdnavk::surf {
namespace {

constexpr PatternEntry kPatterns[] = {
#include "surf/gfx103_swizzle_patterns.inc"
};

void add_column(std::array<uint32_t, kPatternCoordBits>* col, uint16_t mask, uint32_t addr_bit) {
  for (unsigned b = 0; b < kPatternCoordBits; ++b) {
    if (mask & (1u << b)) (*col)[b] |= addr_bit;
  }
}

}  // namespace

std::span<const PatternEntry> swizzle_patterns() {
  return kPatterns;
}

bool find_swizzle_columns(uint32_t sw_mode, bool thick, uint32_t frag_log2, uint32_t elem_log2,
                          SwizzleColumns* out) {
  for (const PatternEntry& e : kPatterns) {
    if (e.sw_mode != sw_mode || e.thick != thick || e.frag_log2 != frag_log2 ||
        e.elem_log2 != elem_log2) {
      continue;
    }
    *out = SwizzleColumns{};
    for (uint32_t i = 0; i < e.block_log2; ++i) {
      const uint32_t bit = 1u << i;
      add_column(&out->x, e.bits[i].x, bit);
      add_column(&out->y, e.bits[i].y, bit);
      add_column(&out->z, e.bits[i].z, bit);
      add_column(&out->s, e.bits[i].s, bit);
    }
    return true;
  }
  return false;
}

}  // namespace rdnavk::surf
