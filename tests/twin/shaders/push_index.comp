#version 450
// Push constants read at indices computed in the program. Vulkan requires an
// array member of a push-constant block to be indexed only with dynamically
// uniform values (VUID-RuntimeSpirv-None-04745), and RADV relies on it: it
// reads the index of the wave's first lane (v_readfirstlane) for a scalar load.
// So: indices uniform per group, per loop iteration and from memory read
// uniformly index the block directly; a per-lane index reads a copy of the
// array made first, which RADV keeps in registers (selects or a relative move).
layout(local_size_x = 64) in;

layout(push_constant) uniform Push {
  uint scale;
  uint sel[3];
  vec4 tint;
  uint offsets[5];
  int bias;
} pc;

layout(std430, binding = 0) writeonly buffer Out { uint results[]; };
layout(std430, binding = 1) readonly buffer Pick { uint pick[4]; };

void main() {
  uint i = gl_GlobalInvocationID.x;
  uint g = gl_WorkGroupID.x;
  uint sel[3] = pc.sel;
  uint offsets[5] = pc.offsets;
  vec4 tint = pc.tint;
  results[i * 8u + 0u] = sel[i % 3u] * pc.scale;
  results[i * 8u + 1u] = floatBitsToUint(tint[(i >> 2) & 3u]);
  results[i * 8u + 2u] = offsets[(i * 7u) % 5u] + uint(pc.bias);
  results[i * 8u + 3u] = pc.sel[g % 3u];
  results[i * 8u + 4u] = pc.offsets[4] ^ pc.sel[2];
  results[i * 8u + 5u] = floatBitsToUint(pc.tint[g & 3u] * 2.0);
  uint acc = 0u;
  for (uint k = 0u; k < 5u; ++k) acc = acc * 31u + pc.offsets[(k + g) % 5u];
  results[i * 8u + 6u] = acc;
  results[i * 8u + 7u] = pc.offsets[pick[g & 3u] % 5u] + pc.sel[pick[(g + 1u) & 3u] % 3u];
}
