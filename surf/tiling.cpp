// Bulk copies of one level of one slice between a surface's bytes and packed rows
// (decision record 0026). The pattern is linear over exclusive or, so an element's
// offset inside its subresource range is
//   row(y) + (column(x) ^ in_row(y, z, sample, pipe-bank xor))
// with column(x) = block column << block_log2 | pattern's x part, precomputed
// once per call for the level's width; each element then costs a load, an
// exclusive or, an add and a copy of its bytes.
#include <cstring>
#include <vector>

#include "surf/surface.h"
#include "surf/tiling_plan.h"

namespace rdnavk::surf {
namespace {

enum class Direction { kDetile, kRetile };

// Surface and Rows are uint8_t or const uint8_t: detile reads the surface, retile the rows.
template <uint32_t Bpe, Direction D, typename Surface, typename Rows>
void copy_tiled(const SurfaceLayout& l, const MipLevel& m, uint32_t z, uint32_t sample,
                uint32_t xor_bits, Surface* surface, Rows* rows) {
  std::vector<uint32_t> column(m.width);
  for (uint32_t x = 0; x < m.width; ++x) {
    column[x] =
        ((x / l.block_width) << l.block_log2) | SwizzleColumns::fold(l.swizzle.x, x + m.tail_x);
  }
  const bool micro = l.block_log2 == 8;
  const uint32_t fixed = SwizzleColumns::fold(l.swizzle.z, micro ? 0 : z) ^
                         SwizzleColumns::fold(l.swizzle.s, sample) ^ xor_bits;
  const uint64_t blocks_per_row = m.pitch / l.block_width;
  for (uint32_t y = 0; y < m.height; ++y) {
    Surface* surface_row =
        surface + ((uint64_t{y / l.block_height} * blocks_per_row) << l.block_log2);
    const uint32_t in_row = SwizzleColumns::fold(l.swizzle.y, y + m.tail_y) ^ fixed;
    Rows* packed = rows + uint64_t{y} * m.width * Bpe;
    for (uint32_t x = 0; x < m.width; ++x) {
      Surface* element = surface_row + (column[x] ^ in_row);
      if constexpr (D == Direction::kDetile) {
        std::memcpy(packed + x * Bpe, element, Bpe);
      } else {
        std::memcpy(element, packed + x * Bpe, Bpe);
      }
    }
  }
}

template <Direction D, typename Surface, typename Rows>
std::string copy(const SurfaceLayout& l, uint32_t mip, uint32_t z, uint32_t sample,
                 uint32_t pipe_bank_xor, Surface* surface, size_t surface_size, Rows* rows,
                 size_t rows_size) {
  ByteRange range;
  if (std::string why = subresource_range(l, mip, z, &range); !why.empty()) return why;
  if (std::string why = check_pipe_bank_xor(l, pipe_bank_xor); !why.empty()) return why;
  if (sample >= l.desc.fragments) return "surface-sample-" + std::to_string(sample);
  const MipLevel& m = l.mips[mip];
  const uint32_t bpe = l.desc.bytes_per_element;
  const uint64_t row_bytes = uint64_t{m.width} * bpe;
  if (surface_size < range.end - range.begin) return "surface-range-short";
  if (rows_size < row_bytes * m.height) return "surface-rows-short";
  if (l.mode.linear) {
    for (uint32_t y = 0; y < m.height; ++y) {
      Surface* s = surface + uint64_t{y} * m.pitch * bpe;
      Rows* r = rows + y * row_bytes;
      if constexpr (D == Direction::kDetile) {
        std::memcpy(r, s, row_bytes);
      } else {
        std::memcpy(s, r, row_bytes);
      }
    }
    return {};
  }
  const uint32_t xor_bits = pipe_bank_xor << 8;
  switch (bpe) {
    case 1:
      copy_tiled<1, D>(l, m, z, sample, xor_bits, surface, rows);
      break;
    case 2:
      copy_tiled<2, D>(l, m, z, sample, xor_bits, surface, rows);
      break;
    case 4:
      copy_tiled<4, D>(l, m, z, sample, xor_bits, surface, rows);
      break;
    case 8:
      copy_tiled<8, D>(l, m, z, sample, xor_bits, surface, rows);
      break;
    default:
      copy_tiled<16, D>(l, m, z, sample, xor_bits, surface, rows);
      break;
  }
  return {};
}

}  // namespace

std::string detile(const SurfaceLayout& layout, uint32_t mip, uint32_t z, uint32_t sample,
                   uint32_t pipe_bank_xor, std::span<const uint8_t> range_bytes,
                   std::span<uint8_t> rows) {
  return copy<Direction::kDetile>(layout, mip, z, sample, pipe_bank_xor, range_bytes.data(),
                                  range_bytes.size(), rows.data(), rows.size());
}

std::string retile(const SurfaceLayout& layout, uint32_t mip, uint32_t z, uint32_t sample,
                   uint32_t pipe_bank_xor, std::span<const uint8_t> rows,
                   std::span<uint8_t> range_bytes) {
  return copy<Direction::kRetile>(layout, mip, z, sample, pipe_bank_xor, range_bytes.data(),
                                  range_bytes.size(), rows.data(), rows.size());
}

}  // namespace rdnavk::surf
