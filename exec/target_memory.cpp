#include "exec/target_memory.h"

#include <algorithm>
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
        case surf::DccKeyState::kClear1111: {
          unsigned code =
              static_cast<unsigned>(surf::decode_dcc_key(keys[size_t{by} * per_row + bx])) -
              static_cast<unsigned>(surf::DccKeyState::kClear0000);
          if (((t.clear_codes >> code) & 1) == 0) return "dcc-clear-code-format";
          if (bpe > 8) {
            if (code != 0) return "dcc-clear-code-format";
          } else {
            std::memcpy(value, &t.clear_code[code], bpe);
          }
          break;
        }
        case surf::DccKeyState::kClearRegister:
          if (bpe > 8) return "dcc-clear-register-format";
          std::memcpy(value, &t.clear_word, bpe);
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

}  // namespace

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
  if (std::string why =
          surf::detile(t.layout, t.mip, t.slice, 0, t.base.pipe_bank_xor, bytes->surface, rows);
      !why.empty())
    return "draw-target-" + why;
  if (!t.dcc) return {};
  bytes->keys.resize(t.dcc_range.end - t.dcc_range.begin);
  if (!m.read(t.dcc_base.address + t.dcc_range.begin, bytes->keys)) return "draw-target-unmapped";
  if (std::string why = apply_dcc_keys(t, bytes->keys, rows); !why.empty())
    return "draw-target-" + why;
  return {};
}

void write_back_target(const DrawTarget& t, std::span<const uint8_t> rows, TargetBytes* bytes,
                       cp::GpuMemory& m) {
  surf::retile(t.layout, t.mip, t.slice, 0, t.base.pipe_bank_xor, rows, bytes->surface);
  m.write(t.base.address + t.range.begin, bytes->surface);
  if (!t.dcc) return;
  surf::mark_dcc_uncompressed(t.dcc_layout, t.mip, t.slice, t.dcc_base.pipe_xor, bytes->keys);
  m.write(t.dcc_base.address + t.dcc_range.begin, bytes->keys);
}

}  // namespace rdnavk::exec
