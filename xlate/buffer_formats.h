// The GFX10 unified formats a buffer format access can name (descriptor word 3
// FORMAT, bits 18:12, or an MTBUF instruction's FORMAT field), and the codes of
// 128 and above only an image descriptor's 9-bit FORMAT names: each component's
// width, x first, and how its bits become a number. Generated once from the
// published enumeration (scripts/xlate/gen_buffer_formats.py, buffer_formats.inc
// and image_formats.inc).
#pragma once

#include <cstdint>
#include <span>

namespace rdnavk::xlate {

// kSrgb: x, y and z are 8-bit sRGB codes decoded to linear (D40), w is UNORM.
enum class NumType : uint8_t { kUnorm, kSnorm, kUscaled, kSscaled, kUint, kSint, kFloat, kSrgb };

struct BufferFormat {
  uint8_t code;
  uint8_t widths[4];  // bits of x, y, z, w (0: the format has no such component)
  NumType type;
  const char* name;
  // The element's size in bytes where it is not the widths' sum (the depth
  // views, whose other bits are not read: 4 or 8); 0 otherwise.
  uint8_t bytes = 0;
  // x is read clamped to [0, 1] (32_FLOAT_CLAMP).
  bool clamped = false;
  // Block-compressed (D41): 1 to 5 for BC1 to BC5, 0 for none. The widths say
  // which components a texel decodes to.
  uint8_t block = 0;
};

std::span<const BufferFormat> buffer_formats();
// The format with `code`, or nullptr (INVALID, unlisted, or not a buffer format).
const BufferFormat* find_buffer_format(uint32_t code);
// The image-only codes (128 and above) the module reads.
std::span<const BufferFormat> image_formats();

// One word per format as the module looks it up at run time: widths in bits
// 5:0, 11:6, 17:12, 23:18, the type in 26:24, a special kind in 30:27 (0 none;
// 1, 2 an element of 4 or 8 bytes; 3 clamped; 4 to 8 BC1 to BC5), bit 31 set
// (0: no such format).
uint32_t packed_format(const BufferFormat& f);
inline constexpr uint32_t kPackedValid = 1u << 31;

}  // namespace rdnavk::xlate
