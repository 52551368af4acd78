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

}  // namespace

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
