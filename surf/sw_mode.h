// The swizzle modes of GFX10.3 and what each one is: its block size, whether a
// pipe-bank xor applies, which resource types may use it (decision record 0026).
// Facts from Mesa 25.0.7 addrlib: gfx10addrlib.cpp (Gfx10Lib::SwizzleModeTable) and
// gfx10addrlib.h (the Gfx10*SwModeMask sets).
#pragma once

#include <cstdint>
#include <string>

namespace rdnavk::surf {

// SW_MODE as CB_COLORn_ATTRIB3.COLOR_SW_MODE, DB_Z_INFO.SW_MODE,
// DB_STENCIL_INFO.SW_MODE and an image descriptor's SW_MODE hold it (5 bits).
// The values missing here are reserved on GFX10.3, and 4KB_R_X (23) is in the
// table but no resource type may use it.
enum class SwMode : uint8_t {
  SW_LINEAR = 0,
  SW_256B_S = 1,
  SW_256B_D = 2,
  SW_4KB_S = 5,
  SW_4KB_D = 6,
  SW_64KB_S = 9,
  SW_64KB_D = 10,
  SW_64KB_S_T = 17,
  SW_64KB_D_T = 18,
  SW_4KB_S_X = 21,
  SW_4KB_D_X = 22,
  SW_64KB_Z_X = 24,
  SW_64KB_S_X = 25,
  SW_64KB_D_X = 26,
  SW_64KB_R_X = 27,
  SW_VAR_Z_X = 28,
  SW_VAR_R_X = 31,
};

// CB_COLORn_ATTRIB3.RESOURCE_TYPE and DB_Z_INFO's: the values of addrlib's
// AddrResourceType, which ac_surface.c stores as surf->u.gfx9.resource_type.
enum class ResourceType : uint8_t { k1d = 0, k2d = 1, k3d = 2 };

// What a mode is, from its SW_MODE value.
struct SwModeFacts {
  bool valid;          // a mode GFX10.3 has
  const char* name;    // "64KB_R_X"
  uint8_t block_log2;  // 8 (linear and 256B), 12, 16, 18 (VAR: 16 KiB per pipe, 16 pipes)
  bool linear;
  bool pipe_bank_xor;     // *_X and *_T: the base's low bits are xored into the block
  bool z_order;           // Z_X
  bool render;            // R_X
  bool standard;          // *_S*
  bool display;           // *_D*
  uint8_t allowed_types;  // bit n: ResourceType n may use it
};

// The facts of SW_MODE value `sw_mode` (any value; invalid ones have valid false).
SwModeFacts sw_mode_facts(uint32_t sw_mode);

// A 3D resource in a standard or display mode is "thick": its blocks hold
// several slices (addrlib's Gfx10Lib::HwlIsThick).
inline bool is_thick(const SwModeFacts& m, ResourceType type) {
  return type == ResourceType::k3d && (m.standard || m.display);
}

}  // namespace rdnavk::surf
