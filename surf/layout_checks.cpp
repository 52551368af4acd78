#include "surf/layout_checks.h"

#include <bit>

namespace rdnavk::surf {
namespace {

const char* type_name(ResourceType t) {
  switch (t) {
    case ResourceType::k1d:
      return "1d";
    case ResourceType::k2d:
      return "2d";
    case ResourceType::k3d:
      return "3d";
  }
  return "?";
}

std::string check_extents(const SurfaceDesc& d) {
  const uint32_t bpe = d.bytes_per_element;
  if (bpe == 0 || bpe > 16 || !std::has_single_bit(bpe))
    return "surface-bpe-" + std::to_string(bpe);
  if (d.width == 0 || d.width > kMaxExtent) return "surface-width-" + std::to_string(d.width);
  if (d.height == 0 || d.height > kMaxExtent) return "surface-height-" + std::to_string(d.height);
  if (d.slices == 0 || d.slices > kMaxSlices) return "surface-slices-" + std::to_string(d.slices);
  if (d.mip_levels == 0 || d.mip_levels > kMaxMipLevels) {
    return "surface-mip-levels-" + std::to_string(d.mip_levels);
  }
  if (d.fragments == 0 || d.fragments > 8 || !std::has_single_bit(d.fragments)) {
    return "surface-fragments-" + std::to_string(d.fragments);
  }
  if (d.type == ResourceType::k1d && d.height != 1) {
    return "surface-1d-height-" + std::to_string(d.height);
  }
  return {};
}

// Multisampled surfaces: 2D, one level, in a Z-order or render mode
// (Gfx10MsaaSwModeMask); Z-order holds at most 4-byte samples.
std::string check_fragments(const SurfaceDesc& d, const SwModeFacts& m) {
  if (d.fragments == 1) return {};
  const std::string what = "surface-fragments-" + std::to_string(d.fragments);
  if (d.type != ResourceType::k2d) return what + "-" + type_name(d.type);
  if (d.mip_levels != 1) return what + "-with-mips";
  if (!m.z_order && !m.render) return what + "-" + m.name;
  if (m.z_order && d.bytes_per_element > 4) {
    return what + "-" + m.name + "-bpe-" + std::to_string(d.bytes_per_element);
  }
  return {};
}

}  // namespace

std::string check_desc(const SurfaceDesc& d) {
  const uint32_t type = static_cast<uint32_t>(d.type);
  if (type > 2) return "surface-resource-type-" + std::to_string(type);
  const SwModeFacts m = sw_mode_facts(d.sw_mode);
  if (!m.valid) {
    // 4KB_R_X (23) is in addrlib's table, but in no resource type's set.
    if (d.sw_mode == 23) return "surface-sw-mode-4KB_R_X";
    return "surface-sw-mode-" + std::to_string(d.sw_mode);
  }
  if ((m.allowed_types & (1u << type)) == 0) {
    return std::string("surface-sw-mode-") + m.name + "-" + type_name(d.type);
  }
  if (std::string why = check_extents(d); !why.empty()) return why;
  // Z-order: at most 8-byte elements.
  if (m.z_order && d.bytes_per_element > 8) {
    return std::string("surface-") + m.name + "-bpe-" + std::to_string(d.bytes_per_element);
  }
  return check_fragments(d, m);
}

}  // namespace rdnavk::surf
