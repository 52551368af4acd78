#version 460
// 2D-array storage images of two layers (OPTIMAL, 21x11, filled and read back
// by the copy commands): each invocation reads its texel of its layer (the
// global z), records it and writes a new value there.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0, rgba8) uniform image2DArray rgba8_unorm;
layout(binding = 1, r32ui) uniform uimage2DArray r32_uint;
layout(std430, binding = 2) writeonly buffer Out { uint results[]; };

const uvec3 kSize = uvec3(21u, 11u, 2u);
const uint kPerInvocation = 2u;

void main() {
  uvec3 g = gl_GlobalInvocationID;
  if (g.x >= kSize.x || g.y >= kSize.y || g.z >= kSize.z) return;
  ivec3 p = ivec3(g);
  uint base = ((g.z * kSize.y + g.y) * kSize.x + g.x) * kPerInvocation;

  vec4 v = imageLoad(rgba8_unorm, p);
  uvec4 c = uvec4(v * 255.0 + 0.5);
  results[base] = c.x | c.y << 8 | c.z << 16 | c.w << 24;
  uvec4 n = (c.yxwz + uvec4(g.x, g.y, g.z * 77u, 1u)) & 255u;
  imageStore(rgba8_unorm, p, vec4(n) * (1.0 / 255.0));

  uint u = imageLoad(r32_uint, p).x;
  results[base + 1u] = u;
  imageStore(r32_uint, p, uvec4(~u ^ (g.x | g.y << 8 | g.z << 16)));
}
