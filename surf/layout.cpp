// The layout of a surface: block dimensions, padded sizes, where each mip level
// lies, the mip tail. Facts from Mesa 25.0.7 addrlib (decision record 0026):
// Lib::ComputeThinBlockDimension / ComputeThickBlockDimension / GetMipTailDim
// (core/addrlib2.cpp), Gfx10Lib::ComputeSurfaceInfoMacroTiled / MicroTiled /
// HwlComputeSurfaceInfoLinear / GetMaxNumMipsInTail (gfx10/gfx10addrlib.cpp).
#include <algorithm>
#include <bit>

#include "surf/layout_checks.h"
#include "surf/surface.h"

namespace rdnavk::surf {
namespace {

struct Dim {
  uint32_t w, h, d;
};
// Element-size-indexed tables (log2 bytes 0..4): a 1 KiB thick block
// (Lib::Block1K_3d), a 256-byte thin block (Lib::Block256_2d) and a 256-byte
// thick block (Gfx10Lib::Block256_3d).
constexpr Dim kBlock1K3d[5] = {{16, 8, 8}, {8, 8, 8}, {8, 8, 4}, {8, 4, 4}, {4, 4, 4}};
constexpr Dim kBlock256Thin[5] = {{16, 16, 1}, {16, 8, 1}, {8, 8, 1}, {8, 4, 1}, {4, 4, 1}};
constexpr Dim kBlock256Thick[5] = {{8, 4, 8}, {4, 4, 8}, {4, 4, 4}, {4, 2, 4}, {2, 2, 4}};

uint32_t align_up(uint32_t v, uint32_t pow2) {
  return (v + pow2 - 1) & ~(pow2 - 1);
}
uint32_t shift_ceil(uint32_t v, uint32_t n) {
  return (v + (1u << n) - 1) >> n;
}

Dim block_dim(const SurfaceLayout& l, uint32_t frag_log2) {
  if (l.mode.linear) return {256u >> l.elem_log2, 1, 1};
  if (l.thick) {
    const uint32_t in_1k = l.block_log2 - 10, avg = in_1k / 3, rest = in_1k % 3;
    const Dim b = kBlock1K3d[l.elem_log2];
    return {b.w << avg, b.h << (avg + rest / 2), b.d << (avg + (rest != 0 ? 1 : 0))};
  }
  // Thin: as square as can be, the width taking the odd bit except for 2 or 8
  // fragments in an even-sized block.
  const uint32_t n = l.block_log2 - l.elem_log2 - frag_log2;
  const bool width_first = (frag_log2 & 1) == 0 || (l.block_log2 & 1) != 0;
  const uint32_t w = (n + (width_first ? 1 : 0)) / 2;
  return {1u << w, 1u << (n - w), 1};
}

void level_size(const SurfaceDesc& d, uint32_t i, MipLevel* m) {
  m->width = shift_ceil(d.width, i);
  m->height = shift_ceil(d.height, i);
  m->depth = d.type == ResourceType::k3d ? shift_ceil(d.slices, i) : 1;
}

// Linear: rows padded to 256 bytes, each slice the whole mip chain, smallest level first.
void layout_linear(SurfaceLayout* l) {
  const SurfaceDesc& d = l->desc;
  const uint32_t bpe = d.bytes_per_element;
  uint64_t slice = 0;
  for (uint32_t i = d.mip_levels; i-- > 0;) {
    MipLevel& m = l->mips[i];
    level_size(d, i, &m);
    m.pitch = align_up(m.width, l->block_width);
    m.padded_height = m.height;
    m.slice_offset = slice;
    slice += uint64_t{m.pitch} * m.height * bpe;
  }
  l->slice_size = slice;
  l->padded_slices = d.slices;
  l->alignment = 256;
}

// 256-byte blocks (2D only): each level padded to whole blocks, smallest first.
void layout_micro(SurfaceLayout* l) {
  const SurfaceDesc& d = l->desc;
  uint64_t slice = 0;
  for (uint32_t i = d.mip_levels; i-- > 0;) {
    MipLevel& m = l->mips[i];
    level_size(d, i, &m);
    m.pitch = align_up(m.width, l->block_width);
    m.padded_height = align_up(m.height, l->block_height);
    m.slice_offset = slice;
    slice += uint64_t{m.pitch} * m.padded_height * d.bytes_per_element;
  }
  l->slice_size = slice;
  l->padded_slices = d.slices;
  l->alignment = 256;
}

// How many levels one tail block holds (Gfx10Lib::GetMaxNumMipsInTail).
uint32_t max_mips_in_tail(uint32_t block_log2, bool thick) {
  const uint32_t eff = thick ? block_log2 - (block_log2 - 8) / 3 : block_log2;
  return eff <= 11 ? 1 + (1u << (eff - 9)) : eff - 4;
}

// The largest level a tail holds (Lib::GetMipTailDim), narrowed for Z-order with
// 1- and 2-byte elements on Navi 21 (Gfx10Lib's dsMipmapHtileFix, set for every
// GFX10 chip but Navi 10).
Dim tail_dim(const SurfaceLayout& l) {
  Dim t{l.block_width, l.block_height, l.block_slices};
  if (l.thick) {
    const uint32_t which = l.block_log2 % 3;
    if (which == 0) t.h >>= 1;
    if (which == 1) t.w >>= 1;
    if (which == 2) t.d >>= 1;
  } else {
    t.w >>= 1;
  }
  return t;
}

// A level's origin inside the tail block from its offset there: the offset's bits
// alternate y, x from bit 8 in units of 256-byte blocks.
void tail_origin(const SurfaceLayout& l, uint32_t tail_offset, MipLevel* m) {
  uint32_t x = 0, y = 0;
  for (uint32_t b = 0; b < 6; ++b) {
    x |= ((tail_offset >> (9 + 2 * b)) & 1u) << b;
    y |= ((tail_offset >> (8 + 2 * b)) & 1u) << b;
  }
  if (l.block_log2 & 1) {
    std::swap(x, y);
    if (l.elem_log2 & 1) {
      y = (y << 1) | (x & 1);
      x >>= 1;
    }
  }
  const Dim b256 = l.thick ? kBlock256Thick[l.elem_log2] : kBlock256Thin[l.elem_log2];
  m->tail_x = x * b256.w;
  m->tail_y = y * b256.h;
}

void layout_macro(SurfaceLayout* l) {
  const SurfaceDesc& d = l->desc;
  const uint32_t bpe = d.bytes_per_element;
  const uint64_t block = uint64_t{1} << l->block_log2;
  l->alignment = block;
  if (d.mip_levels == 1) {
    MipLevel& m = l->mips[0];
    level_size(d, 0, &m);
    m.pitch = l->pitch;
    m.padded_height = l->padded_height;
    l->slice_size = uint64_t{l->pitch} * l->padded_height * bpe * d.fragments;
    return;
  }
  Dim tail = tail_dim(*l);
  const Dim tail_max = tail;
  if (l->mode.z_order && l->elem_log2 <= 1) {
    tail.w /= kBlock256Thin[l->elem_log2].w / kBlock256Thin[2].w;
    tail.h /= kBlock256Thin[l->elem_log2].h / kBlock256Thin[2].h;
  }
  const uint32_t tail_levels = max_mips_in_tail(l->block_log2, l->thick);
  uint32_t first_tail = d.mip_levels;
  uint64_t chain = 0;
  uint64_t group_bytes[kMaxMipLevels] = {};  // a level's bytes per block_slices slices
  for (uint32_t i = 0; i < d.mip_levels; ++i) {
    MipLevel& m = l->mips[i];
    level_size(d, i, &m);
    if (m.width <= tail.w && m.height <= tail.h && d.mip_levels - i <= tail_levels) {
      first_tail = i;
      chain += block / l->block_slices;
      break;
    }
    m.pitch = align_up(m.width, l->block_width);
    m.padded_height = align_up(m.height, l->block_height);
    const uint64_t bytes = uint64_t{m.pitch} * m.padded_height * bpe;
    group_bytes[i] = bytes * l->block_slices;
    chain += bytes;
  }
  l->slice_size = chain;
  l->first_mip_in_tail = first_tail;
  // The tail block comes first in a slice, then the levels from the smallest up.
  uint64_t at = first_tail != d.mip_levels ? block : 0;
  for (uint32_t i = first_tail; i-- > 0;) {
    l->mips[i].slice_offset = at;
    at += group_bytes[i];
  }
  const Dim b256 = l->thick ? kBlock256Thick[l->elem_log2] : kBlock256Thin[l->elem_log2];
  uint32_t pitch = tail_max.w, height = tail_max.h;
  for (uint32_t i = first_tail; i < d.mip_levels; ++i) {
    MipLevel& m = l->mips[i];
    level_size(d, i, &m);
    // The first tail level sits at the tail's highest slot, each next one lower.
    const uint32_t slot = tail_levels - 1 - (i - first_tail);
    m.in_tail = true;
    m.tail_offset = slot > 6 ? 16u << slot : slot << 8;
    m.slice_offset = 0;
    m.pitch = pitch;
    m.padded_height = height;
    tail_origin(*l, m.tail_offset, &m);
    pitch = std::max(pitch >> 1, b256.w);
    height = std::max(height >> 1, b256.h);
  }
}

}  // namespace

std::string compute_layout(const SurfaceDesc& desc, SurfaceLayout* out) {
  if (std::string why = check_desc(desc); !why.empty()) return why;
  SurfaceLayout l;
  l.desc = desc;
  l.mode = sw_mode_facts(desc.sw_mode);
  l.thick = is_thick(l.mode, desc.type);
  l.elem_log2 = static_cast<uint32_t>(std::countr_zero(desc.bytes_per_element));
  l.block_log2 = l.mode.block_log2;
  const uint32_t frag_log2 = static_cast<uint32_t>(std::countr_zero(desc.fragments));
  const Dim b = block_dim(l, frag_log2);
  l.block_width = b.w;
  l.block_height = b.h;
  l.block_slices = b.d;
  l.first_mip_in_tail = desc.mip_levels;
  if (!l.mode.linear &&
      !find_swizzle_columns(desc.sw_mode, l.thick, frag_log2, l.elem_log2, &l.swizzle)) {
    return "surface-no-pattern-" + std::string(l.mode.name);
  }
  if (l.mode.linear) {
    layout_linear(&l);
    l.pitch = l.mips[0].pitch;
    l.padded_height = desc.height;
  } else {
    l.pitch = align_up(desc.width, l.block_width);
    l.padded_height = align_up(desc.height, l.block_height);
    if (l.block_log2 == 8) {
      layout_micro(&l);
    } else {
      l.padded_slices = align_up(desc.slices, l.block_slices);
      layout_macro(&l);
    }
  }
  // Checked limits keep every product here far below 2^64.
  l.size = l.slice_size * l.padded_slices;
  if (l.size >= kMaxSurfaceBytes) return "surface-too-large";
  *out = l;
  return {};
}

}  // namespace rdnavk::surf
