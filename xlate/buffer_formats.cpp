#include "xlate/buffer_formats.h"

namespace rdnavk::xlate {

namespace {
const BufferFormat kFormats[] = {
#include "xlate/buffer_formats.inc"
};
const BufferFormat kImageFormats[] = {
#include "xlate/image_formats.inc"
};
}  // namespace

std::span<const BufferFormat> image_formats() {
  return kImageFormats;
}

std::span<const BufferFormat> buffer_formats() {
  return kFormats;
}

const BufferFormat* find_buffer_format(uint32_t code) {
  for (const BufferFormat& f : kFormats)
    if (f.code == code) return &f;
  return nullptr;
}

uint32_t packed_format(const BufferFormat& f) {
  uint32_t w = kPackedValid | static_cast<uint32_t>(f.type) << 24;
  for (unsigned c = 0; c < 4; ++c) w |= uint32_t{f.widths[c]} << (6 * c);
  const uint32_t special = f.block != 0   ? 3u + f.block
                           : f.clamped    ? 3u
                           : f.bytes == 4 ? 1u
                           : f.bytes == 8 ? 2u
                                          : 0u;
  w |= special << 27;
  return w;
}

}  // namespace rdnavk::xlate
