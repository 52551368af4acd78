// The GFX10 unified formats a buffer format access can name (descriptor word 3
// FORMAT, bits 18:12, or an MTBUF instruction's FORMAT field): each component's
// width, x first, and how its bits become a number. Generated once from the
// published enumeration (scripts/xlate/gen_buffer_formats.py, buffer_formats.inc).
#pragma once

#include <cstdint>
#include <span>

namespace rdnavk::xlate {

enum class NumType : uint8_t { kUnorm, kSnorm, kUscaled, kSscaled, kUint, kSint, kFloat };

struct BufferFormat {
  uint8_t code;
  uint8_t widths[4];  // bits of x, y, z, w (0: the format has no such component)
  NumType type;
  const char* name;
};

std::span<const BufferFormat> buffer_formats();
// The format with `code`, or nullptr (INVALID, unlisted, or not a buffer format).
const BufferFormat* find_buffer_format(uint32_t code);

// One word per format as the module looks it up at run time: widths in bits
// 5:0, 11:6, 17:12, 23:18, the type in 26:24, bit 31 set (0: no such format).
uint32_t packed_format(const BufferFormat& f);
inline constexpr uint32_t kPackedValid = 1u << 31;

}  // namespace rdnavk::xlate
