// The values CLEAR_STATE gives the context registers on GFX10 (GFX10.3 included):
// the clear-state table the amdgpu kernel driver programs (Linux
// drivers/gpu/drm/amd/amdgpu/clearstate_gfx10.h, gfx10_cs_data), generated into
// regs/clear_state.cpp by scripts/regs/gen_clear_state.py.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace rdnavk::regs {

// Consecutive context registers from `first_dword` (a dword offset, as
// RegisterState takes it), one value each. Holes in the kernel's table are
// included with the value it writes there, 0.
struct ClearStateRange {
  uint32_t first_dword;
  std::span<const uint32_t> values;
};

// The kernel's extents, in its order (ascending, not overlapping).
std::span<const ClearStateRange> clear_state_gfx10();

// The clear-state value of the context register at `dword_offset`, or nullopt
// where the kernel's table lists none.
inline std::optional<uint32_t> clear_state_value(uint32_t dword_offset) {
  for (const ClearStateRange& r : clear_state_gfx10()) {
    if (dword_offset >= r.first_dword && dword_offset - r.first_dword < r.values.size()) {
      return r.values[dword_offset - r.first_dword];
    }
  }
  return std::nullopt;
}

}  // namespace rdnavk::regs
