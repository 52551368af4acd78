// Shared by the twin shaders (#include "common.glsl").
//
// Results are stored only in forms that Vulkan defines, so that two conformant
// implementations (lavapipe, and RADV on a real RX 6800) must agree bit for bit:
// - NaN payloads and signs are not defined: every NaN is stored as 0x7fc00000.
// - Denormal results may be flushed, and are: RADV's compute programs flush
//   float32 denormals (COMPUTE_PGM_RSRC1.FLOAT_MODE 0xc0) while lavapipe keeps
//   them (measured), and lavapipe offers neither DenormPreserve nor
//   DenormFlushToZero to ask for one. A denormal is stored as a zero of its sign,
//   as a flush gives it. Inputs are never denormal: a flushed input changes the
//   result of the operation itself.
// The tests are bit tests on the pattern, never float compares, so that they
// mean the same whatever the compiler assumes about NaNs and denormals.

uint canon32(float x) {
  uint b = floatBitsToUint(x);
  if ((b & 0x7f800000u) == 0x7f800000u && (b & 0x007fffffu) != 0u) return 0x7fc00000u;
  if ((b & 0x7f800000u) == 0u) return b & 0x80000000u;
  return b;
}

// canon32 for a half's bit pattern in the low 16 bits of h.
uint canon16(uint h) {
  if ((h & 0x7c00u) == 0x7c00u && (h & 0x03ffu) != 0u) return 0x7e00u;
  if ((h & 0x7c00u) == 0u) return h & 0x8000u;
  return h;
}

// canon32 for a double's bit pattern (x: low word, y: high word).
uvec2 canon64(uvec2 d) {
  uint e = d.y & 0x7ff00000u;
  if (e == 0x7ff00000u && ((d.y & 0x000fffffu) | d.x) != 0u) return uvec2(0u, 0x7ff80000u);
  if (e == 0u) return uvec2(0u, d.y & 0x80000000u);
  return d;
}
