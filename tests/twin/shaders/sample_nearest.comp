#version 460
// Point sampling at LOD 0 (textureLod with a constant 0: image_sample_lz) of
// OPTIMAL images filled by the copy commands, through NEAREST samplers of
// each wrap mode. Each invocation samples at a texel centre, or a quarter
// texel either side of it, of texels from well outside the image on either
// side, so that every mode wraps, mirrors, clamps or reaches the border.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0) uniform sampler2D repeat_rgba8;         // REPEAT
layout(binding = 1) uniform sampler2D mirror_rgba8;         // MIRRORED_REPEAT
layout(binding = 2) uniform usampler2D edge_r32ui;          // CLAMP_TO_EDGE
layout(binding = 3) uniform sampler2D border_rgba32f;       // CLAMP_TO_BORDER, opaque white
layout(binding = 4) uniform sampler2DArray layers_rgba8;    // REPEAT, two layers
layout(binding = 5) uniform sampler2D texels_rgba8;         // unnormalised, CLAMP_TO_EDGE
layout(std430, binding = 6) writeonly buffer Out { uint results[]; };

const uvec2 kGrid = uvec2(40u, 32u);
const vec2 kSize = vec2(17.0, 13.0);
const uint kPerInvocation = 7u;

uint pack_unorm(vec4 v) {
  uvec4 c = uvec4(v * 255.0 + 0.5);
  return c.x | c.y << 8 | c.z << 16 | c.w << 24;
}

void main() {
  uvec2 g = gl_GlobalInvocationID.xy;
  if (g.x >= kGrid.x || g.y >= kGrid.y) return;
  uint base = (g.y * kGrid.x + g.x) * kPerInvocation;
  // Texels -12..27 across and -10..21 down, at the centre or a quarter off.
  vec2 offset = vec2(float(int(g.x + g.y) % 3 - 1), float(int(g.x * 2u + g.y) % 3 - 1)) * 0.25;
  vec2 texel = vec2(g) - vec2(12.0, 10.0) + 0.5 + offset;
  vec2 uv = texel / kSize;
  results[base] = pack_unorm(textureLod(repeat_rgba8, uv, 0.0));
  results[base + 1u] = pack_unorm(textureLod(mirror_rgba8, uv, 0.0));
  results[base + 2u] = textureLod(edge_r32ui, uv, 0.0).x;
  vec4 b = textureLod(border_rgba32f, uv, 0.0);
  results[base + 3u] = floatBitsToUint(b.x);
  results[base + 4u] = floatBitsToUint(b.w);
  // Layers by rounding: -0.7 .. 2.3 (clamped to the two there are).
  float layer = float(g.y % 4u) - 0.7;
  results[base + 5u] = pack_unorm(textureLod(layers_rgba8, vec3(uv, layer), 0.0));
  results[base + 6u] = pack_unorm(textureLod(texels_rgba8, texel, 0.0));
}
