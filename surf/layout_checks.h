// Which surface descriptions GFX10.3 allows: every refusal of compute_layout
// (decision record 0026).
#pragma once

#include <string>

#include "surf/surface.h"

namespace rdnavk::surf {

// The refusal for `desc`, or an empty string. Facts from Mesa 25.0.7 addrlib:
// Gfx10Lib::ValidateNonSwModeParams and ValidateSwModeParams (gfx10addrlib.cpp).
std::string check_desc(const SurfaceDesc& desc);

}  // namespace rdnavk::surf
