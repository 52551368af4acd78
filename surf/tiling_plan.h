// Helpers address.cpp shares with the bulk copies of tiling.cpp.
#pragma once

#include <cstdint>
#include <string>

#include "surf/surface.h"

namespace rdnavk::surf {

std::string check_pipe_bank_xor(const SurfaceLayout& l, uint32_t pipe_bank_xor);
// A mip level below mip_levels and a slice (or depth) inside it.
std::string check_subresource(const SurfaceLayout& l, uint32_t mip, uint32_t z);
// Where mip `mip` of slice `z` begins (for thick 3D, of z's group of block_slices).
uint64_t subresource_base(const SurfaceLayout& l, uint32_t mip, uint32_t z);

}  // namespace rdnavk::surf
