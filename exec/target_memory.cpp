#include "exec/target_memory.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace rdnavk::exec {

namespace {

// Every element of the block (bx, by) of blocks w x h elements, clipped to
// the level, set to the `bpe` bytes at `value`.
void fill_block(const DrawTarget& t, uint32_t bx, uint32_t by, const uint8_t* value,
                std::span<uint8_t> rows) {
  const uint32_t bw = t.dcc_layout.block_width, bh = t.dcc_layout.block_height;
  const uint32_t bpe = t.bytes_per_texel;
  uint8_t v[16];
  std::memcpy(v, value, bpe);
  for (uint32_t y = by * bh; y < std::min(t.height, (by + 1) * bh); ++y)
    for (uint32_t x = bx * bw; x < std::min(t.width, (bx + 1) * bw); ++x)
      std::memcpy(&rows[(uint64_t{y} * t.width + x) * bpe], v, bpe);
}

// The element a clear key (a clear code or the clear register) stands for in
// `t`'s format, into `value` (16 bytes); empty, or the refusal.
std::string dcc_clear_value(const DrawTarget& t, surf::DccKeyState state, uint8_t* value) {
  const uint32_t bpe = t.bytes_per_texel;
  if (state == surf::DccKeyState::kClearRegister) {
    if (bpe > 8) return "dcc-clear-register-format";
    std::memcpy(value, &t.clear_word, bpe);
    return {};
  }
  const unsigned code =
      static_cast<unsigned>(state) - static_cast<unsigned>(surf::DccKeyState::kClear0000);
  if (((t.clear_codes >> code) & 1) == 0 || (bpe > 8 && code != 0)) return "dcc-clear-code-format";
  // 0000 in a 16-byte element: every byte 0, as `value` comes.
  if (bpe <= 8) std::memcpy(value, &t.clear_code[code], bpe);
  return {};
}

// The DCC keys of the target's level: uncompressed blocks keep the memory the
// rows were detiled from; clear codes fill their blocks; compression refuses.
std::string apply_dcc_keys(const DrawTarget& t, std::span<const uint8_t> key_bytes,
                           std::span<uint8_t> rows) {
  std::vector<uint8_t> keys;
  if (std::string why =
          surf::read_dcc_keys(t.dcc_layout, t.mip, t.slice, t.dcc_base.pipe_xor, key_bytes, &keys);
      !why.empty())
    return why;
  const uint32_t bw = t.dcc_layout.block_width, bh = t.dcc_layout.block_height;
  if (bw == 0 || bh == 0) return "dcc-block";
  const uint32_t per_row = (t.width + bw - 1) / bw, block_rows = (t.height + bh - 1) / bh;
  if (keys.size() < uint64_t{per_row} * block_rows) return "dcc-keys";
  const uint32_t bpe = t.bytes_per_texel;
  for (uint32_t by = 0; by < block_rows; ++by)
    for (uint32_t bx = 0; bx < per_row; ++bx) {
      uint8_t value[16] = {};
      switch (surf::decode_dcc_key(keys[size_t{by} * per_row + bx])) {
        case surf::DccKeyState::kUncompressed:
          continue;
        case surf::DccKeyState::kClear0000:
        case surf::DccKeyState::kClear0001:
        case surf::DccKeyState::kClear1110:
        case surf::DccKeyState::kClear1111:
        case surf::DccKeyState::kClearRegister:
          if (std::string why =
                  dcc_clear_value(t, surf::decode_dcc_key(keys[size_t{by} * per_row + bx]), value);
              !why.empty())
            return why;
          break;
        case surf::DccKeyState::kClearSingle: {
          const uint64_t first = (uint64_t{by * bh} * t.width + bx * bw) * bpe;
          std::memcpy(value, &rows[first], bpe);
          break;
        }
        default:
          return "dcc-compressed";
      }
      fill_block(t, bx, by, value, rows);
    }
  return {};
}

// A multisampled target's DCC keys (D42). Where a key of a sample's block
// lies is not published (addrlib gives no multisampled key address), but the
// drivers write keys over whole ranges: where every key of the slice's range
// is one value, each block's state is known. Uncompressed: the memory; a clear
// code or the clear register: every fragment that value. Anything else, or
// keys that differ, is refused.
std::string apply_uniform_dcc_keys(const DrawTarget& t, std::span<const uint8_t> key_bytes,
                                   std::span<uint8_t> rows, bool* fragment0_only) {
  if (key_bytes.empty()) return "dcc-keys";
  const uint8_t key = key_bytes[0];
  for (uint8_t k : key_bytes)
    if (k != key) return "dcc-key-msaa-mixed";
  const uint32_t bpe = t.bytes_per_texel;
  uint8_t value[16] = {};
  const surf::DccKeyState state = surf::decode_dcc_key(key);
  switch (state) {
    case surf::DccKeyState::kUncompressed:
      return {};
    case surf::DccKeyState::kClear0000:
    case surf::DccKeyState::kClear0001:
    case surf::DccKeyState::kClear1110:
    case surf::DccKeyState::kClear1111:
    case surf::DccKeyState::kClearRegister:
      if (std::string why = dcc_clear_value(t, state, value); !why.empty()) return why;
      break;
    case surf::DccKeyState::kClearSingle: {
      // Comp-to-single: each block's value is its first element. RADV writes
      // it at the origin of each block of the single-sample block size, in
      // sample 0 alone, and sets CMASK so that every sample reads fragment 0
      // (radv_meta_clear.c, radv_clear_dcc_comp_to_single and "DCC fast clear
      // with MSAA should clear CMASK to 0xC"). So fragment 0 is known there
      // and the others are not: a sample that reads another is refused (by
      // apply_fmask, told by *fragment0_only).
      const uint32_t bw = t.dcc_layout.block_width, bh = t.dcc_layout.block_height;
      if (bw == 0 || bh == 0) return "dcc-block";
      std::span<uint8_t> f0 = rows.subspan(uint64_t{t.width} * t.height * bpe * t.sample_order[0],
                                           uint64_t{t.width} * t.height * bpe);
      for (uint32_t y = 0; y < t.height; ++y)
        for (uint32_t x = 0; x < t.width; ++x)
          std::memcpy(&f0[(uint64_t{y} * t.width + x) * bpe],
                      &f0[(uint64_t{y / bh * bh} * t.width + x / bw * bw) * bpe], bpe);
      *fragment0_only = true;
      return {};
    }
    default:
      return fmt::format("dcc-key-msaa-0x{:02x}", key);
  }
  for (uint64_t at = 0; at + bpe <= uint64_t{t.width} * t.height * bpe * t.samples; at += bpe)
    std::memcpy(&rows[at], value, bpe);
  return {};
}

// A multisampled target's samples as CMASK and FMASK say (D42): `rows` holds
// each stored fragment (the samples' planes as detiled); each sample becomes
// the fragment its FMASK code names, or the clear word in a cleared tile.
std::string apply_fmask(const DrawTarget& t, const cp::GpuMemory& m, std::span<uint8_t> rows,
                        bool fragment0_only, TargetBytes* bytes) {
  const surf::FmaskFormat& f = t.fmask_format;
  bytes->fmask.resize(t.fmask_range.end - t.fmask_range.begin);
  bytes->cmask.resize(t.cmask_range.end - t.cmask_range.begin);
  if (!m.read(t.fmask_base.address + t.fmask_range.begin, bytes->fmask) ||
      !m.read(t.cmask_base.address + t.cmask_range.begin, bytes->cmask))
    return "unmapped";
  std::vector<uint8_t> elements(uint64_t{t.width} * t.height * f.element_bytes);
  if (std::string why = surf::detile(t.fmask_layout, 0, t.slice, 0, t.fmask_base.pipe_bank_xor,
                                     bytes->fmask, elements);
      !why.empty())
    return "fmask-" + why;
  std::vector<uint8_t> nibbles;
  if (std::string why = surf::read_cmask_nibbles(t.cmask_layout, t.slice, t.cmask_base.pipe_xor,
                                                 bytes->cmask, &nibbles);
      !why.empty())
    return why;
  const uint32_t per_row = (t.width + 7) / 8;
  if (nibbles.size() < uint64_t{per_row} * ((t.height + 7) / 8)) return "cmask-nibbles";
  const uint32_t bpe = t.bytes_per_texel;
  const uint64_t plane = uint64_t{t.width} * t.height * bpe;
  const std::vector<uint8_t> fragments(rows.begin(), rows.begin() + plane * t.samples);
  for (uint32_t y = 0; y < t.height; ++y)
    for (uint32_t x = 0; x < t.width; ++x) {
      const uint64_t texel = (uint64_t{y} * t.width + x) * bpe;
      const uint8_t nibble = nibbles[size_t{y / 8} * per_row + x / 8];
      switch (surf::decode_cmask_nibble(nibble, f)) {
        case surf::CmaskState::kExpanded:
        case surf::CmaskState::kOneFragment: {
          // One fragment: every code 0.
          uint32_t element = 0;
          if (surf::decode_cmask_nibble(nibble, f) == surf::CmaskState::kExpanded)
            std::memcpy(&element, &elements[(uint64_t{y} * t.width + x) * f.element_bytes],
                        f.element_bytes);
          for (uint32_t i = 0; i < t.samples; ++i) {
            const uint32_t frag = surf::fmask_sample_fragment(f, element, i);
            if (frag >= t.samples) return "fmask-fragment-unknown";
            if (frag != 0 && fragment0_only) return "dcc-key-msaa-0x10-fragment";
            std::memcpy(&rows[plane * t.sample_order[i] + texel],
                        &fragments[plane * t.sample_order[frag] + texel], bpe);
          }
          break;
        }
        case surf::CmaskState::kCleared:
          // A cleared tile is the clear word only where fast clears are on.
          if (!t.fast_clear) return "cmask-cleared-without-fast-clear";
          if (bpe > 8) return "cmask-clear-format";
          for (uint32_t i = 0; i < t.samples; ++i)
            std::memcpy(&rows[plane * i + texel], &t.clear_word, bpe);
          break;
        default:
          return fmt::format("cmask-unknown-0x{:x}", nibble);
      }
    }
  return {};
}

// HTILE's cleared tiles of the level: each 8x8 tile's depth (and stencil)
// the clear value; a compressed tile refuses.
std::string apply_htile(const DrawDepth& d, std::span<const uint8_t> htile,
                        std::span<uint8_t> depth, std::span<uint8_t> stencil) {
  std::vector<uint32_t> words;
  if (std::string why = surf::read_htile_words(d.htile_layout, d.mip, d.slice,
                                               d.htile_base.pipe_xor, htile, &words);
      !why.empty())
    return why;
  const uint32_t per_row = (d.width + 7) / 8, tile_rows = (d.height + 7) / 8;
  if (words.size() < uint64_t{per_row} * tile_rows) return "htile-words";
  // The clear depth in the surface's own format: a float, or a 16-bit UNORM
  // the float is exactly.
  uint8_t zclear[4];
  std::memcpy(zclear, &d.depth_clear, 4);
  bool z16_exact = true;
  if (d.depth_bytes == 2) {
    float f;
    std::memcpy(&f, &d.depth_clear, 4);
    float scaled = f * 65535.0f;
    uint16_t u = static_cast<uint16_t>(scaled >= 0 && scaled <= 65535.0f ? scaled : 0);
    z16_exact = static_cast<float>(u) == scaled;
    std::memcpy(zclear, &u, 2);
  }
  for (uint32_t ty = 0; ty < tile_rows; ++ty)
    for (uint32_t tx = 0; tx < per_row; ++tx) {
      surf::HtileState st = surf::decode_htile(words[size_t{ty} * per_row + tx], d.htile_desc);
      if (st.depth == surf::HtilePlane::kCompressed) return "htile-depth-compressed";
      if (st.stencil == surf::HtilePlane::kCompressed) return "htile-stencil-compressed";
      const bool zc = d.has_depth && st.depth == surf::HtilePlane::kCleared;
      const bool sc = d.has_stencil && st.stencil == surf::HtilePlane::kCleared;
      if (zc && !z16_exact) return "htile-clear-depth-unorm16";
      for (uint32_t y = ty * 8; y < std::min(d.height, ty * 8 + 8); ++y)
        for (uint32_t x = tx * 8; x < std::min(d.width, tx * 8 + 8); ++x) {
          const uint64_t i = uint64_t{y} * d.width + x;
          if (zc) std::memcpy(&depth[i * d.depth_bytes], zclear, d.depth_bytes);
          if (sc) stencil[i] = d.stencil_clear;
        }
    }
  return {};
}

// The half nearest `v` (finite), ties to even; infinity past the largest.
uint16_t half_nearest(double v) {
  const uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  const double a = std::fabs(v);
  if (a >= 65520.0) return sign | 0x7c00;
  int ex = 0;
  std::frexp(a, &ex);
  int e = ex - 1;  // a in [2^e, 2^(e+1))
  if (a == 0.0 || e < -14) {
    // Subnormal: units of 2^-24 (a carry into 1024 is the smallest normal's bits).
    return sign | static_cast<uint16_t>(std::nearbyint(std::ldexp(a, 24)));
  }
  double n = std::nearbyint(std::ldexp(a, 10 - e));  // [1024, 2048]
  if (n == 2048.0) {
    n = 1024.0;
    ++e;
  }
  if (e > 15) return sign | 0x7c00;
  return sign | static_cast<uint16_t>((e + 15) << 10 | (static_cast<uint32_t>(n) - 1024));
}

double half_value(uint16_t h) {
  const int e = (h >> 10) & 0x1f;
  const double m = h & 0x3ff;
  const double v = e == 0 ? std::ldexp(m, -24) : std::ldexp(1024.0 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}

}  // namespace

std::string resolve_samples(const DrawTarget& src, const TargetFormat& f,
                            std::span<const uint8_t> src_rows, std::span<const uint8_t> covered,
                            std::span<uint8_t> dst_rows) {
  const uint32_t bpe = src.bytes_per_texel, n = src.samples;
  const uint64_t texels = uint64_t{src.width} * src.height, plane = texels * bpe;
  if (src_rows.size() < plane * n || dst_rows.size() < plane || covered.size() < texels)
    return "draw-resolve-rows";
  const bool unorm = f.cls == TargetClass::kFloat && f.normalised && !f.packed &&
                     (f.bits == 8 || f.bits == 16) && f.format != VK_FORMAT_R8_SRGB &&
                     f.format != VK_FORMAT_R8G8_SRGB && f.format != VK_FORMAT_R8G8B8A8_SRGB &&
                     f.format != VK_FORMAT_B8G8R8A8_SRGB && f.format != VK_FORMAT_R8_SNORM &&
                     f.format != VK_FORMAT_R8G8_SNORM && f.format != VK_FORMAT_R8G8B8A8_SNORM &&
                     f.format != VK_FORMAT_R16_SNORM && f.format != VK_FORMAT_R16G16_SNORM &&
                     f.format != VK_FORMAT_R16G16B16A16_SNORM;
  const bool floats =
      f.cls == TargetClass::kFloat && !f.normalised && !f.packed && (f.bits == 16 || f.bits == 32);
  const uint32_t width = f.bits / 8, count = bpe / width;
  for (uint64_t i = 0; i < texels; ++i) {
    if (covered[i] == 0) continue;
    const uint8_t* first = &src_rows[i * bpe];
    bool same = true;
    for (uint32_t k = 1; k < n && same; ++k)
      same = std::memcmp(first, &src_rows[plane * k + i * bpe], bpe) == 0;
    uint8_t* out = &dst_rows[i * bpe];
    if (same) {
      std::memcpy(out, first, bpe);
      continue;
    }
    if (!unorm && !floats) return "draw-resolve-format";
    for (uint32_t c = 0; c < count; ++c) {
      double sum = 0;
      for (uint32_t k = 0; k < n; ++k) {
        const uint8_t* p = &src_rows[plane * k + i * bpe + c * width];
        uint32_t bits = 0;
        std::memcpy(&bits, p, width);
        if (unorm) {
          sum += bits;  // in codes: the mean of codes is the code of the mean
        } else if (width == 2) {
          if (((bits >> 10) & 0x1f) == 0x1f) return "draw-resolve-float-special";
          sum += half_value(static_cast<uint16_t>(bits));
        } else {
          const float v = std::bit_cast<float>(bits);
          if (!std::isfinite(v)) return "draw-resolve-float-special";
          sum += v;
        }
      }
      const double mean = sum / n;
      uint32_t bits = 0;
      if (unorm)
        bits = static_cast<uint32_t>(std::nearbyint(mean));
      else if (width == 2)
        bits = half_nearest(mean);
      else
        bits = std::bit_cast<uint32_t>(static_cast<float>(mean));
      std::memcpy(out + c * width, &bits, width);
    }
  }
  return {};
}

std::string seed_depth(const DrawDepth& d, const cp::GpuMemory& m, std::span<uint8_t> depth,
                       std::span<uint8_t> stencil, DepthBytes* bytes) {
  if (d.has_depth) {
    bytes->z.resize(d.z_range.end - d.z_range.begin);
    if (!m.read(d.z_base.address + d.z_range.begin, bytes->z)) return "draw-depth-unmapped";
    if (std::string why =
            surf::detile(d.z_layout, d.mip, d.slice, 0, d.z_base.pipe_bank_xor, bytes->z, depth);
        !why.empty())
      return "draw-depth-" + why;
  }
  if (d.has_stencil) {
    bytes->s.resize(d.s_range.end - d.s_range.begin);
    if (!m.read(d.s_base.address + d.s_range.begin, bytes->s)) return "draw-stencil-unmapped";
    if (std::string why =
            surf::detile(d.s_layout, d.mip, d.slice, 0, d.s_base.pipe_bank_xor, bytes->s, stencil);
        !why.empty())
      return "draw-stencil-" + why;
  }
  if (!d.htile) return {};
  bytes->htile.resize(d.htile_range.end - d.htile_range.begin);
  if (!m.read(d.htile_base.address + d.htile_range.begin, bytes->htile))
    return "draw-depth-unmapped";
  if (std::string why = apply_htile(d, bytes->htile, depth, stencil); !why.empty())
    return "draw-depth-" + why;
  return {};
}

void write_back_depth(const DrawDepth& d, std::span<const uint8_t> depth,
                      std::span<const uint8_t> stencil, DepthBytes* bytes, cp::GpuMemory& m) {
  if (d.has_depth) {
    surf::retile(d.z_layout, d.mip, d.slice, 0, d.z_base.pipe_bank_xor, depth, bytes->z);
    m.write(d.z_base.address + d.z_range.begin, bytes->z);
  }
  if (d.has_stencil) {
    surf::retile(d.s_layout, d.mip, d.slice, 0, d.s_base.pipe_bank_xor, stencil, bytes->s);
    m.write(d.s_base.address + d.s_range.begin, bytes->s);
  }
  if (!d.htile) return;
  surf::write_htile_words(d.htile_layout, d.mip, d.slice, d.htile_base.pipe_xor,
                          surf::htile_expanded_word(d.htile_desc), bytes->htile);
  m.write(d.htile_base.address + d.htile_range.begin, bytes->htile);
}

std::string seed_target(const DrawTarget& t, const cp::GpuMemory& m, std::span<uint8_t> rows,
                        TargetBytes* bytes) {
  bytes->surface.resize(t.range.end - t.range.begin);
  if (!m.read(t.base.address + t.range.begin, bytes->surface)) return "draw-target-unmapped";
  const uint64_t plane = uint64_t{t.width} * t.height * t.bytes_per_texel;
  if (rows.size() < plane * t.samples) return "draw-target-rows";
  for (uint32_t i = 0; i < t.samples; ++i)
    if (std::string why =
            surf::detile(t.layout, t.mip, t.slice, i, t.base.pipe_bank_xor, bytes->surface,
                         rows.subspan(plane * t.sample_order[i], plane));
        !why.empty())
      return "draw-target-" + why;
  // The stored fragments as DCC says, then the samples as FMASK says.
  bool fragment0_only = false;
  if (t.dcc) {
    bytes->keys.resize(t.dcc_range.end - t.dcc_range.begin);
    if (!m.read(t.dcc_base.address + t.dcc_range.begin, bytes->keys)) return "draw-target-unmapped";
    if (std::string why = t.samples > 1
                              ? apply_uniform_dcc_keys(t, bytes->keys, rows, &fragment0_only)
                              : apply_dcc_keys(t, bytes->keys, rows);
        !why.empty())
      return "draw-target-" + why;
  }
  if (fragment0_only && !t.fmask) return "draw-target-dcc-key-msaa-0x10-no-fmask";
  if (t.fmask) {
    if (std::string why = apply_fmask(t, m, rows, fragment0_only, bytes); !why.empty())
      return "draw-target-" + why;
  }
  return {};
}

void write_back_target(const DrawTarget& t, std::span<const uint8_t> rows, TargetBytes* bytes,
                       cp::GpuMemory& m) {
  const uint64_t plane = uint64_t{t.width} * t.height * t.bytes_per_texel;
  for (uint32_t i = 0; i < t.samples; ++i)
    surf::retile(t.layout, t.mip, t.slice, i, t.base.pipe_bank_xor,
                 rows.subspan(plane * t.sample_order[i], plane), bytes->surface);
  m.write(t.base.address + t.range.begin, bytes->surface);
  if (t.fmask) {
    // Every sample its own fragment, every tile expanded.
    const surf::FmaskFormat& f = t.fmask_format;
    const uint32_t identity = surf::fmask_identity(f);
    std::vector<uint8_t> elements(uint64_t{t.width} * t.height * f.element_bytes);
    for (uint64_t e = 0; e < elements.size(); e += f.element_bytes)
      std::memcpy(&elements[e], &identity, f.element_bytes);
    surf::retile(t.fmask_layout, 0, t.slice, 0, t.fmask_base.pipe_bank_xor, elements, bytes->fmask);
    m.write(t.fmask_base.address + t.fmask_range.begin, bytes->fmask);
    surf::write_cmask_nibbles(t.cmask_layout, t.slice, t.cmask_base.pipe_xor,
                              surf::cmask_expanded_nibble(f), bytes->cmask);
    m.write(t.cmask_base.address + t.cmask_range.begin, bytes->cmask);
  }
  if (!t.dcc) return;
  // (A multisampled slice's range is marked whole: its keys are not placed
  // one by one, D42.)
  surf::mark_dcc_uncompressed(t.dcc_layout, t.mip, t.slice, t.dcc_base.pipe_xor, bytes->keys);
  m.write(t.dcc_base.address + t.dcc_range.begin, bytes->keys);
}

}  // namespace rdnavk::exec
