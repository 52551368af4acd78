// A colour buffer's format (CB_COLORn_INFO.FORMAT, NUMBER_TYPE, COMP_SWAP) as
// the host attachment that holds the same bits, and what the pixel program's
// export format (SPI_SHADER_COL_FORMAT) may write into it exactly.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <string>

namespace rdnavk::exec {

// How the fragment module hands a target its value: floats, or the integers
// an integer format holds.
enum class TargetClass : uint8_t { kFloat = 0, kUint = 1, kSint = 2 };

struct TargetFormat {
  VkFormat format = VK_FORMAT_UNDEFINED;
  uint32_t bytes_per_element = 0;
  uint32_t channels = 0;  // R, RG, RGB (packed), RGBA: 1, 2, 3, 4
  uint32_t bits = 0;      // each channel's
  TargetClass cls = TargetClass::kFloat;
  bool normalised = false;  // UNORM, SNORM or SRGB
  // Channels of different widths in one element (COLOR_5_6_5...): `bits` is
  // the widest, and only the all-zero DCC clear code is known.
  bool packed = false;
  // Which export channel (0 X .. 3 W) each host channel j holds, two bits a
  // channel from the least significant: COMP_SWAP's order where no host
  // format has it (an alpha-only target holds W in its one channel).
  uint8_t swizzle = kIdentitySwizzle;
  static constexpr uint8_t kIdentitySwizzle = 0xe4;  // X, Y, Z, W
  unsigned source(unsigned j) const { return (swizzle >> (2 * j)) & 3u; }
};

// The host format of a colour buffer, or the refusal's field
// ("CB_COLORn_INFO.FORMAT", "CB_COLORn_INFO.COMP_SWAP").
std::string target_format_of(uint32_t format, uint32_t number_type, uint32_t comp_swap,
                             TargetFormat* out);

// Whether export format `col_format` (SPI_SHADER_COL_FORMAT's field) gives the
// target its value exactly: the export carries every channel the target has,
// in the target's class, at least as wide as the target holds it; empty, or
// the refusal's field.
std::string export_fits(uint32_t col_format, const TargetFormat& t);

}  // namespace rdnavk::exec
