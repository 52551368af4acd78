// Where DCC keys, HTILE words and CMASK nibbles lie (decision record 0028). Facts
// from Mesa 25.0.7 addrlib, for Navi 21's configuration (16 pipes, 8 shader arrays,
// 16 packers, 256-byte interleave, at most 2 compressed fragments: GB_ADDR_CONFIG
// 0x444, RB+): Gfx10Lib::GetMetaBlkSize, GetMetaOverlapLog2, HwlComputeDccInfo,
// HwlComputeHtileInfo, HwlComputeCmaskInfo, HwlComputeDccAddrFromCoord,
// HwlComputeHtileAddrFromCoord, HwlComputeCmaskAddrFromCoord.
// The in-block patterns are surf/gfx103_meta_patterns.inc.
#include <algorithm>
#include <bit>
#include <cstdio>

#include "surf/meta.h"

namespace rdnavk::surf {
namespace {

enum class MetaKind : uint8_t { kDcc, kHtile, kCmask };
struct MetaPatternEntry {
  MetaKind kind;
  // DCC: pipe_aligned * 8 + log2 element bytes; HTILE: log2 samples; CMASK: log2
  // FMASK element bytes.
  uint8_t param;
  uint8_t bits;
  struct Bit {
    uint16_t x, y, z;
  } bit[18];
};
constexpr MetaPatternEntry kMetaPatterns[] = {
#include "surf/gfx103_meta_patterns.inc"
};

// The columns of the first `nibble_bits` bits of a meta pattern (addrlib reads
// blkSizeLog2 + 1 of them: ComputeOffsetFromSwizzlePattern's numBits).
SwizzleColumns meta_columns(MetaKind kind, uint32_t param, uint32_t nibble_bits) {
  SwizzleColumns c;
  for (const MetaPatternEntry& e : kMetaPatterns) {
    if (e.kind != kind || e.param != param) continue;
    for (uint32_t i = 0; i < nibble_bits && i < e.bits; ++i) {
      for (unsigned b = 0; b < kPatternCoordBits; ++b) {
        if (e.bit[i].x & (1u << b)) c.x[b] |= 1u << i;
        if (e.bit[i].y & (1u << b)) c.y[b] |= 1u << i;
        if (e.bit[i].z & (1u << b)) c.z[b] |= 1u << i;
      }
    }
  }
  return c;
}

constexpr uint32_t kPipesLog2 = 4, kInterleaveLog2 = 8, kMaxCompFragLog2 = 1;
// HTILE's and CMASK's meta cache line is 256 bytes; RB+ counts 32 "pipes" when
// pipes = shader arrays * 2.
constexpr uint32_t kXmaskCacheLog2 = 8, kRbPlusPipesLog2 = kPipesLog2 + 1;

uint32_t align_up(uint32_t v, uint32_t pow2) {
  return (v + pow2 - 1) & ~(pow2 - 1);
}
uint32_t shift_ceil(uint32_t v, uint32_t n) {
  return (v + (1u << n) - 1) >> n;
}

// Bytes of a DCC meta block, log2 (GetMetaBlkSize for colour, a thin R_X or Z_X
// surface). Unaligned: 4 KiB. Pipe-aligned: the 64-byte meta cache line, times the
// 32 "pipes" RB+ counts when pipes = shader arrays * 2, times the overlap of a
// 256-byte block with the 16 effective pipes (one more with RB+, one less and then
// one more for pipe rotation with 16-byte 8-fragment elements), at least 8 KiB.
uint32_t dcc_meta_block_log2(bool z_order, uint32_t elem_log2, uint32_t frag_log2, bool aligned) {
  if (!aligned) return 12;
  const int block256 =
      8 - static_cast<int>(elem_log2) - (z_order ? static_cast<int>(frag_log2) : 0);
  const bool wide_8x = elem_log2 == 4 && frag_log2 == 3;
  int overlap = std::max(static_cast<int>(kPipesLog2) + 1 - block256 - (wide_8x ? 1 : 0), 0);
  if (wide_8x) ++overlap;
  return static_cast<uint32_t>(std::max(6 + overlap + 5, 13));
}

// A meta block of 2^bits units is as square as can be, the width taking the odd bit.
void meta_block_dims(uint32_t bits, uint32_t* w, uint32_t* h) {
  *w = 1u << (bits - bits / 2);
  *h = 1u << (bits / 2);
}

// The one level of a single-level meta surface: its extent padded to meta blocks.
template <typename Layout>
void meta_level0(const SurfaceDesc& d, uint64_t meta_block, Layout* l) {
  const uint32_t mw = l->meta_block_width, mh = l->meta_block_height;
  l->pitch = align_up(d.width, mw);
  l->height = align_up(d.height, mh);
  MetaLevel& m = l->levels[0];
  m.width = d.width;
  m.height = d.height;
  m.pitch = l->pitch;
  m.padded_height = l->height;
  m.size = uint64_t{m.pitch / mw} * (m.padded_height / mh) * meta_block;
  l->slice_size = m.size;
}

// The levels of a meta surface (HwlComputeDccInfo / HwlComputeHtileInfo): one
// level as meta_level0; a chain, the tail's one meta block first (if there is a
// tail), then the levels from the smallest up.
template <typename Layout>
void meta_levels(const SurfaceLayout& s, uint64_t meta_block, Layout* l) {
  const SurfaceDesc& d = s.desc;
  if (d.mip_levels == 1) return meta_level0(d, meta_block, l);
  const uint32_t mw = l->meta_block_width, mh = l->meta_block_height;
  l->pitch = align_up(d.width, mw);
  l->height = align_up(d.height, mh);
  const uint32_t first_tail = std::min(s.first_mip_in_tail, d.mip_levels);
  uint64_t offset = first_tail == d.mip_levels ? 0 : meta_block;
  for (uint32_t i = first_tail; i-- > 0;) {
    MetaLevel& m = l->levels[i];
    m.width = shift_ceil(d.width, i);
    m.height = shift_ceil(d.height, i);
    m.pitch = align_up(m.width, mw);
    m.padded_height = align_up(m.height, mh);
    m.offset = offset;
    m.size = uint64_t{m.pitch / mw} * (m.padded_height / mh) * meta_block;
    offset += m.size;
  }
  for (uint32_t i = first_tail; i < d.mip_levels; ++i) {
    MetaLevel& m = l->levels[i];
    m.in_tail = true;
    m.width = shift_ceil(d.width, i);
    m.height = shift_ceil(d.height, i);
    m.pitch = mw;
    m.padded_height = mh;
    m.size = i == first_tail ? meta_block : 0;
    l->tail_x[i] = s.mips[i].tail_x;
    l->tail_y[i] = s.mips[i].tail_y;
  }
  l->slice_size = offset;
}

uint32_t meta_levels_used(const SurfaceLayout& s) {
  return std::min(s.first_mip_in_tail + 1, s.desc.mip_levels);
}

std::string split_meta_base(uint64_t alignment, uint64_t base_256b, const char* what,
                            MetaBase* out) {
  const uint64_t low_mask = (alignment >> 8) - 1;
  const uint64_t low = base_256b & low_mask;
  if ((low & ~uint64_t{(1u << kPipesLog2) - 1}) != 0) {
    char hex[24];
    std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(base_256b << 8));
    return std::string(what) + "-base-misaligned-" + hex;
  }
  out->address = (base_256b & ~low_mask) << 8;
  out->pipe_xor = static_cast<uint32_t>(low);
  return {};
}

// Where a level's coordinates lie in the meta surface (x, y already in its own
// units): a tail level's inside the tail's meta block.
struct MetaPlace {
  uint32_t x, y;
  const MetaLevel* level;
};

// addrlib's meta address, in nibbles: the slice, the meta block in the level's
// row of blocks, and the pattern's nibble address inside it with the pipe xor
// (bytes), then the pattern's bit 0, which nibble of the byte (CMASK's
// bitPosition; always 0 for DCC keys and HTILE words).
template <typename Layout>
uint64_t meta_nibble(const Layout& l, uint32_t block_log2, const MetaPlace& p, uint32_t z,
                     uint32_t pipe_xor) {
  const uint32_t nibble = l.columns.in_block(p.x, p.y, z, 0);
  const uint64_t block_index =
      uint64_t{p.y / l.meta_block_height} * (p.level->pitch / l.meta_block_width) +
      p.x / l.meta_block_width;
  const uint32_t xor_bits =
      ((pipe_xor & ((1u << kPipesLog2) - 1)) << kInterleaveLog2) & ((1u << block_log2) - 1);
  const uint64_t byte =
      p.level->offset + l.slice_size * z + (block_index << block_log2) + ((nibble >> 1) ^ xor_bits);
  return byte << 1 | (nibble & 1);
}

template <typename Layout>
uint64_t meta_offset(const Layout& l, uint32_t block_log2, const MetaPlace& p, uint32_t z,
                     uint32_t pipe_xor) {
  return meta_nibble(l, block_log2, p, z, pipe_xor) >> 1;
}

template <typename Layout>
std::string place(const Layout& l, const char* what, uint32_t used_levels, uint32_t mip, uint32_t x,
                  uint32_t y, uint32_t z, MetaPlace* out) {
  const std::string w(what);
  if (mip >= used_levels) return w + "-mip-" + std::to_string(mip);
  if (z >= l.slices) return w + "-slice-" + std::to_string(z);
  const MetaLevel& m = l.levels[mip];
  if (x >= m.width || y >= m.height) return w + "-coord-outside-level";
  // CMASK has one level and no tail.
  if constexpr (requires { l.tail_x; }) {
    if (m.in_tail) {
      x += l.tail_x[mip];
      y += l.tail_y[mip];
      // The tail's levels lie inside one data block, which one meta block covers.
      if (x >= l.meta_block_width || y >= l.meta_block_height) {
        return w + "-tail-outside-meta-block";
      }
    }
  }
  *out = {x, y, &m};
  return {};
}

template <typename Layout>
std::string level_range(const Layout& l, const char* what, uint32_t used_levels, uint32_t mip,
                        uint32_t z, ByteRange* out) {
  if (mip >= used_levels) return std::string(what) + "-mip-" + std::to_string(mip);
  if (z >= l.slices) return std::string(what) + "-slice-" + std::to_string(z);
  const MetaLevel& m = l.levels[mip];
  const uint64_t size = m.in_tail ? (uint64_t{1} << l.meta_block_log2) : m.size;
  out->begin = l.slice_size * z + m.offset;
  out->end = out->begin + size;
  return {};
}

}  // namespace

std::string compute_dcc_layout(const SurfaceLayout& s, const DccDesc& d, DccLayout* out) {
  const SurfaceDesc& sd = s.desc;
  const SwModeFacts& mode = s.mode;
  if (sd.sw_mode != static_cast<uint32_t>(SwMode::SW_64KB_R_X) &&
      sd.sw_mode != static_cast<uint32_t>(SwMode::SW_64KB_Z_X)) {
    return std::string("dcc-sw-mode-") + (mode.valid ? mode.name : std::to_string(sd.sw_mode));
  }
  if (sd.type != ResourceType::k2d)
    return "dcc-resource-type-" + std::to_string(int(sd.type) + 1) + "d";
  if (d.meta_linear) return "dcc-meta-linear";
  if (d.max_uncompressed_block_size != 2) {
    return "dcc-max-uncompressed-block-size-" + std::to_string(d.max_uncompressed_block_size);
  }
  DccLayout l;
  l.sw_mode = sd.sw_mode;
  l.elem_log2 = s.elem_log2;
  l.frag_log2 = static_cast<uint32_t>(std::countr_zero(sd.fragments));
  l.slices = sd.slices;
  l.mip_levels = sd.mip_levels;
  l.pipe_aligned = d.pipe_aligned;
  // A key covers a 256-byte block of the 2D element layout (Lib::Block256_2d).
  const uint32_t block_bits = 8 - l.elem_log2;
  meta_block_dims(block_bits, &l.block_width, &l.block_height);
  l.meta_block_log2 = dcc_meta_block_log2(mode.z_order, l.elem_log2, l.frag_log2, d.pipe_aligned);
  // One key byte per 256-byte block of the fragments compressed together.
  meta_block_dims(l.meta_block_log2 + 8 - l.elem_log2 - std::min(l.frag_log2, kMaxCompFragLog2),
                  &l.meta_block_width, &l.meta_block_height);
  l.key_block_log2 = static_cast<uint32_t>(std::countr_zero(l.meta_block_width) +
                                           std::countr_zero(l.meta_block_height)) +
                     l.elem_log2 - 8;
  meta_levels(s, uint64_t{1} << l.meta_block_log2, &l);
  l.size = l.slice_size * sd.slices;
  l.dcc_levels = meta_levels_used(s);
  l.columns =
      meta_columns(MetaKind::kDcc, (d.pipe_aligned ? 8 : 0) + l.elem_log2, l.key_block_log2 + 1);
  *out = l;
  return {};
}

std::string split_dcc_base(const DccLayout& l, uint64_t base_256b, MetaBase* out) {
  return split_meta_base(uint64_t{1} << l.meta_block_log2, base_256b, "dcc", out);
}

namespace {

// Calls fn(offset, high) with the byte offset in the range of the meta unit (key,
// word or nibble) of each block of `unit_w` x `unit_h` elements of a level,
// row-major, and whether it is the byte's high nibble; a refusal stops it.
template <typename Layout, typename Fn>
std::string for_each_unit(const Layout& l, const char* what, uint32_t used_levels, uint32_t mip,
                          uint32_t z, uint32_t pipe_xor, uint32_t block_log2, uint32_t unit_w,
                          uint32_t unit_h, size_t range_size, Fn fn) {
  ByteRange r;
  if (std::string e = level_range(l, what, used_levels, mip, z, &r); !e.empty()) return e;
  if (range_size != r.end - r.begin) return std::string(what) + "-range-size";
  const MetaLevel& m = l.levels[mip];
  for (uint32_t y = 0; y < m.height; y += unit_h) {
    for (uint32_t x = 0; x < m.width; x += unit_w) {
      MetaPlace p;
      if (std::string e = place(l, what, used_levels, mip, x, y, z, &p); !e.empty()) return e;
      const uint64_t nibble = meta_nibble(l, block_log2, p, z, pipe_xor);
      const uint64_t at = nibble >> 1;
      if (at < r.begin || at >= r.end) return std::string(what) + "-outside-level-range";
      fn(static_cast<size_t>(at - r.begin), (nibble & 1) != 0);
    }
  }
  return {};
}

}  // namespace

std::string dcc_key_offset(const DccLayout& l, const ElementCoord& c, uint32_t pipe_xor,
                           uint64_t* byte_offset) {
  if (l.frag_log2 != 0) return "dcc-key-msaa";
  if (c.sample != 0) return "dcc-sample-" + std::to_string(c.sample);
  MetaPlace p;
  if (std::string e = place(l, "dcc", l.dcc_levels, c.mip, c.x, c.y, c.z, &p); !e.empty()) return e;
  *byte_offset = meta_offset(l, l.key_block_log2, p, c.z, pipe_xor);
  return {};
}

std::string dcc_level_range(const DccLayout& l, uint32_t mip, uint32_t z, ByteRange* out) {
  return level_range(l, "dcc", l.dcc_levels, mip, z, out);
}

std::string read_dcc_keys(const DccLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                          std::span<const uint8_t> range_bytes, std::vector<uint8_t>* keys) {
  if (l.frag_log2 != 0) return "dcc-key-msaa";
  keys->clear();
  return for_each_unit(l, "dcc", l.dcc_levels, mip, z, pipe_xor, l.key_block_log2, l.block_width,
                       l.block_height, range_bytes.size(),
                       [&](size_t at, bool) { keys->push_back(range_bytes[at]); });
}

std::string mark_dcc_uncompressed(const DccLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                                  std::span<uint8_t> range_bytes) {
  // A multisampled level is the only level of its slice, and its range holds
  // nothing but its keys, one per block of each compressed fragment (D28,
  // 2026-12-03): which key is whose is not published, so all of them, as the
  // drivers' initialisation and clears fill the range.
  if (l.frag_log2 != 0) {
    ByteRange r;
    if (std::string e = dcc_level_range(l, mip, z, &r); !e.empty()) return e;
    if (range_bytes.size() != r.end - r.begin) return "dcc-range-size";
    std::fill(range_bytes.begin(), range_bytes.end(), kDccKeyUncompressed);
    return {};
  }
  return for_each_unit(l, "dcc", l.dcc_levels, mip, z, pipe_xor, l.key_block_log2, l.block_width,
                       l.block_height, range_bytes.size(),
                       [&](size_t at, bool) { range_bytes[at] = kDccKeyUncompressed; });
}

// HTILE: one dword per 8x8 pixels of every sample; the meta block of a Z_X
// surface is the 256-byte meta cache line times 32 RB+ "pipes", at least 2 KiB per
// pipe (64 KiB: 1024x1024 pixels), aligned to the larger of it and 2 KiB per pipe
// (HwlComputeHtileInfo's baseAlign).
std::string compute_htile_layout(const SurfaceLayout& s, HtileLayout* out) {
  const SurfaceDesc& sd = s.desc;
  if (sd.sw_mode != static_cast<uint32_t>(SwMode::SW_64KB_Z_X) &&
      sd.sw_mode != static_cast<uint32_t>(SwMode::SW_VAR_Z_X)) {
    return std::string("htile-sw-mode-") +
           (s.mode.valid ? s.mode.name : std::to_string(sd.sw_mode));
  }
  if (sd.type != ResourceType::k2d)
    return "htile-resource-type-" + std::to_string(int(sd.type) + 1) + "d";
  HtileLayout l;
  l.sw_mode = sd.sw_mode;
  l.samples_log2 = static_cast<uint32_t>(std::countr_zero(sd.fragments));
  l.slices = sd.slices;
  l.mip_levels = sd.mip_levels;
  l.meta_block_log2 = std::max({kXmaskCacheLog2 + kRbPlusPipesLog2,
                                kInterleaveLog2 + kRbPlusPipesLog2, 11 + kRbPlusPipesLog2});
  l.alignment = std::max(uint64_t{1} << l.meta_block_log2, uint64_t{1} << (kPipesLog2 + 11));
  // A 64-pixel tile per 4-byte word: w * h = block bytes * 64 / 4.
  meta_block_dims(l.meta_block_log2 + 6 - 2, &l.meta_block_width, &l.meta_block_height);
  l.word_block_log2 = static_cast<uint32_t>(std::countr_zero(l.meta_block_width) +
                                            std::countr_zero(l.meta_block_height)) -
                      4;
  meta_levels(s, uint64_t{1} << l.meta_block_log2, &l);
  l.size = l.slice_size * sd.slices;
  l.htile_levels = meta_levels_used(s);
  l.columns = meta_columns(MetaKind::kHtile, l.samples_log2, l.word_block_log2 + 1);
  *out = l;
  return {};
}

std::string split_htile_base(const HtileLayout& l, uint64_t base_256b, MetaBase* out) {
  return split_meta_base(l.alignment, base_256b, "htile", out);
}

std::string htile_word_offset(const HtileLayout& l, uint32_t tile_x, uint32_t tile_y, uint32_t z,
                              uint32_t mip, uint32_t pipe_xor, uint64_t* byte_offset) {
  if (tile_x >= kMaxExtent / 8 || tile_y >= kMaxExtent / 8) return "htile-coord-outside-level";
  MetaPlace p;
  if (std::string e = place(l, "htile", l.htile_levels, mip, tile_x * 8, tile_y * 8, z, &p);
      !e.empty()) {
    return e;
  }
  *byte_offset = meta_offset(l, l.word_block_log2, p, z, pipe_xor);
  return {};
}

std::string htile_level_range(const HtileLayout& l, uint32_t mip, uint32_t z, ByteRange* out) {
  return level_range(l, "htile", l.htile_levels, mip, z, out);
}

std::string read_htile_words(const HtileLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                             std::span<const uint8_t> range_bytes, std::vector<uint32_t>* words) {
  words->clear();
  return for_each_unit(l, "htile", l.htile_levels, mip, z, pipe_xor, l.word_block_log2, 8, 8,
                       range_bytes.size(), [&](size_t at, bool) {
                         const uint8_t* b = &range_bytes[at];
                         words->push_back(uint32_t{b[0]} | uint32_t{b[1]} << 8 |
                                          uint32_t{b[2]} << 16 | uint32_t{b[3]} << 24);
                       });
}

std::string write_htile_words(const HtileLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                              uint32_t word, std::span<uint8_t> range_bytes) {
  return for_each_unit(l, "htile", l.htile_levels, mip, z, pipe_xor, l.word_block_log2, 8, 8,
                       range_bytes.size(), [&](size_t at, bool) {
                         for (uint32_t i = 0; i < 4; ++i)
                           range_bytes[at + i] = uint8_t(word >> (8 * i));
                       });
}

// CMASK: one nibble per 8x8 pixels, addressed as the metadata of the FMASK
// surface (HwlComputeCmaskInfo: GetMetaBlkSize(Gfx10DataFmask, ..., 0, 0, pipe
// aligned)). The meta block is the 256-byte meta cache line times 32 RB+ "pipes"
// (an 8x8 tile overlaps no pipes): 8 KiB, also the base's alignment, covering
// 1024x1024 pixels. The pattern is the FMASK element size's
// (HwlComputeCmaskAddrFromCoord); the slice's level is padded to meta blocks.
std::string compute_cmask_layout(const SurfaceLayout& s, CmaskLayout* out) {
  const SurfaceDesc& sd = s.desc;
  if (sd.sw_mode != static_cast<uint32_t>(SwMode::SW_64KB_Z_X)) {
    return std::string("cmask-sw-mode-") +
           (s.mode.valid ? s.mode.name : std::to_string(sd.sw_mode));
  }
  if (sd.type != ResourceType::k2d)
    return "cmask-resource-type-" + std::to_string(int(sd.type) + 1) + "d";
  if (sd.fragments != 1) return "cmask-fmask-fragments-" + std::to_string(sd.fragments);
  if (sd.mip_levels != 1) return "cmask-mip-levels-" + std::to_string(sd.mip_levels);
  if (s.elem_log2 > 3) return "cmask-fmask-bytes-" + std::to_string(sd.bytes_per_element);
  CmaskLayout l;
  l.sw_mode = sd.sw_mode;
  l.fmask_elem_log2 = s.elem_log2;
  l.slices = sd.slices;
  l.meta_block_log2 = std::max(kXmaskCacheLog2, kInterleaveLog2) + kRbPlusPipesLog2;
  // A 64-pixel tile per nibble: w * h = block bytes * 2 * 64.
  meta_block_dims(l.meta_block_log2 + 1 + 6, &l.meta_block_width, &l.meta_block_height);
  l.nibble_block_log2 = static_cast<uint32_t>(std::countr_zero(l.meta_block_width) +
                                              std::countr_zero(l.meta_block_height)) -
                        7;
  meta_level0(sd, uint64_t{1} << l.meta_block_log2, &l);
  l.size = l.slice_size * sd.slices;
  l.columns = meta_columns(MetaKind::kCmask, l.fmask_elem_log2, l.nibble_block_log2 + 1);
  *out = l;
  return {};
}

std::string split_cmask_base(const CmaskLayout& l, uint64_t base_256b, MetaBase* out) {
  return split_meta_base(uint64_t{1} << l.meta_block_log2, base_256b, "cmask", out);
}

std::string cmask_nibble_offset(const CmaskLayout& l, uint32_t tile_x, uint32_t tile_y, uint32_t z,
                                uint32_t pipe_xor, uint64_t* nibble_address) {
  if (tile_x >= kMaxExtent / 8 || tile_y >= kMaxExtent / 8) return "cmask-coord-outside-level";
  MetaPlace p;
  if (std::string e = place(l, "cmask", 1, 0, tile_x * 8, tile_y * 8, z, &p); !e.empty()) {
    return e;
  }
  *nibble_address = meta_nibble(l, l.nibble_block_log2, p, z, pipe_xor);
  return {};
}

std::string cmask_slice_range(const CmaskLayout& l, uint32_t z, ByteRange* out) {
  return level_range(l, "cmask", 1, 0, z, out);
}

std::string read_cmask_nibbles(const CmaskLayout& l, uint32_t z, uint32_t pipe_xor,
                               std::span<const uint8_t> range_bytes,
                               std::vector<uint8_t>* nibbles) {
  nibbles->clear();
  return for_each_unit(l, "cmask", 1, 0, z, pipe_xor, l.nibble_block_log2, 8, 8, range_bytes.size(),
                       [&](size_t at, bool high) {
                         nibbles->push_back(uint8_t(range_bytes[at] >> (high ? 4 : 0) & 0xf));
                       });
}

std::string write_cmask_nibbles(const CmaskLayout& l, uint32_t z, uint32_t pipe_xor, uint8_t nibble,
                                std::span<uint8_t> range_bytes) {
  if (nibble > 0xf) return "cmask-nibble-" + std::to_string(nibble);
  return for_each_unit(
      l, "cmask", 1, 0, z, pipe_xor, l.nibble_block_log2, 8, 8, range_bytes.size(),
      [&](size_t at, bool high) {
        const unsigned shift = high ? 4 : 0;
        range_bytes[at] = uint8_t((range_bytes[at] & ~(0xfu << shift)) | unsigned{nibble} << shift);
      });
}

}  // namespace rdnavk::surf
