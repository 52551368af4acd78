#include "tools/png_writer.h"

#include <png.h>

#include <cstring>

namespace rdnavk::tools {

bool write_png(const std::string& path, uint32_t width, uint32_t height,
               std::span<const uint8_t> texels, bool bgra, std::string* error) {
  if (texels.size() < uint64_t{width} * height * 4) {
    *error = "fewer texels than the image has";
    return false;
  }
  png_image image;
  std::memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = width;
  image.height = height;
  image.format = bgra ? PNG_FORMAT_BGRA : PNG_FORMAT_RGBA;
  if (!png_image_write_to_file(&image, path.c_str(), 0, texels.data(), 0, nullptr)) {
    *error = image.message;
    png_image_free(&image);
    return false;
  }
  return true;
}

}  // namespace rdnavk::tools
