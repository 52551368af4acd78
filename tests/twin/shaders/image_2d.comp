#version 460
// Storage images (OPTIMAL, filled and read back by the copy commands) of a
// non-power-of-two size, 37x23, in three formats: each invocation reads its
// texel, records what it read (UNORM codes, words, canonical float bits) and
// writes a new value to the same texel, exactly representable in the format
// (UNORM: code * (1/255), which the store converts back to that code whichever
// way it rounds).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0, rgba8) uniform image2D rgba8_unorm;
layout(binding = 1, r32ui) uniform uimage2D r32_uint;
layout(binding = 2, rgba32f) uniform image2D rgba32_float;
layout(std430, binding = 3) writeonly buffer Out { uint results[]; };

const uvec2 kSize = uvec2(37u, 23u);
const uint kPerInvocation = 6u;

void main() {
  uvec2 g = gl_GlobalInvocationID.xy;
  if (g.x >= kSize.x || g.y >= kSize.y) return;
  ivec2 p = ivec2(g);
  uint base = (g.y * kSize.x + g.x) * kPerInvocation;

  vec4 v = imageLoad(rgba8_unorm, p);
  uvec4 c = uvec4(v * 255.0 + 0.5);
  results[base] = c.x | c.y << 8 | c.z << 16 | c.w << 24;
  uvec4 n = (c.wzyx ^ uvec4(g.x, g.y, 0x55u, 0xaau)) & 255u;
  imageStore(rgba8_unorm, p, vec4(n) * (1.0 / 255.0));

  uint u = imageLoad(r32_uint, p).x;
  results[base + 1u] = u;
  imageStore(r32_uint, p, uvec4(u * 0x9e3779b9u + (g.x ^ g.y << 16)));

  vec4 f = imageLoad(rgba32_float, p);
  results[base + 2u] = canon32(f.x);
  results[base + 3u] = canon32(f.y);
  results[base + 4u] = canon32(f.z);
  results[base + 5u] = canon32(f.w);
  imageStore(rgba32_float, p, vec4(f.y * 2.0, -f.x, f.w, f.z * 0.5));
}
