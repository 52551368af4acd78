// Colour targets as PNG files (`rdnavk replay --images`), through libpng.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace rdnavk::tools {

// Writes `width` x `height` 8-bit RGBA texels (BGRA when `bgra`), rows packed
// and top first, to `path`. False with `*error` set when libpng cannot.
bool write_png(const std::string& path, uint32_t width, uint32_t height,
               std::span<const uint8_t> texels, bool bgra, std::string* error);

}  // namespace rdnavk::tools
