#include "surf/sw_mode.h"

#include <array>

namespace rdnavk::surf {
namespace {

constexpr uint8_t k1d = 1u << 0, k2d = 1u << 1, k3d = 1u << 2;

enum Kind : uint8_t { kLinear, kZ, kR, kS, kD };

constexpr SwModeFacts mode(const char* name, uint8_t block_log2, Kind kind, bool xor_,
                           uint8_t types) {
  return SwModeFacts{true,       name,       block_log2, kind == kLinear, xor_,
                     kind == kZ, kind == kR, kind == kS, kind == kD,      types};
}

// Gfx10Lib::SwizzleModeTable, with the resource types of Gfx10Rsrc1dSwModeMask,
// Gfx10Rsrc2dSwModeMask and Gfx10Rsrc3dSwModeMask.
constexpr std::array<SwModeFacts, 32> kModes = [] {
  std::array<SwModeFacts, 32> t{};
  t[0] = mode("LINEAR", 8, kLinear, false, k1d | k2d | k3d);
  t[1] = mode("256B_S", 8, kS, false, k2d);
  t[2] = mode("256B_D", 8, kD, false, k2d);
  t[5] = mode("4KB_S", 12, kS, false, k2d | k3d);
  t[6] = mode("4KB_D", 12, kD, false, k2d);
  t[9] = mode("64KB_S", 16, kS, false, k2d | k3d);
  t[10] = mode("64KB_D", 16, kD, false, k2d);
  t[17] = mode("64KB_S_T", 16, kS, true, k2d | k3d);
  t[18] = mode("64KB_D_T", 16, kD, true, k2d);
  t[21] = mode("4KB_S_X", 12, kS, true, k2d | k3d);
  t[22] = mode("4KB_D_X", 12, kD, true, k2d);
  t[24] = mode("64KB_Z_X", 16, kZ, true, k1d | k2d | k3d);
  t[25] = mode("64KB_S_X", 16, kS, true, k2d | k3d);
  t[26] = mode("64KB_D_X", 16, kD, true, k2d | k3d);
  t[27] = mode("64KB_R_X", 16, kR, true, k1d | k2d | k3d);
  // Variable-size blocks: 16 KiB times the pipes with RB+ (Gfx10Lib::HwlInitGlobalParams).
  t[28] = mode("VAR_Z_X", 18, kZ, true, k1d | k2d | k3d);
  t[31] = mode("VAR_R_X", 18, kR, true, k1d | k2d | k3d);
  return t;
}();

}  // namespace

SwModeFacts sw_mode_facts(uint32_t sw_mode) {
  if (sw_mode >= kModes.size()) return SwModeFacts{};
  return kModes[sw_mode];
}

}  // namespace rdnavk::surf
