#version 460
// Uniform texel buffers (texelFetch on samplerBuffer / usamplerBuffer /
// isamplerBuffer) in eleven formats. Format conversion to float is stored only
// in forms Vulkan defines: normalized values scaled back to their integer code
// (c/255 itself may be off by an ulp, its code cannot), float formats as bits
// (half, 11- and 10-bit floats widen exactly), integers as they are. Missing
// components read as 0 (g, b) and 1 (a) and are stored too.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 64) in;

layout(binding = 0) uniform samplerBuffer r8_unorm;
layout(binding = 1) uniform samplerBuffer r8_snorm;
layout(binding = 2) uniform usamplerBuffer r8_uint;
layout(binding = 3) uniform isamplerBuffer r8_sint;
layout(binding = 4) uniform samplerBuffer rg16_float;
layout(binding = 5) uniform samplerBuffer rgba8_unorm;
layout(binding = 6) uniform samplerBuffer rgba16_unorm;
layout(binding = 7) uniform samplerBuffer r32_float;
layout(binding = 8) uniform usamplerBuffer rgba32_uint;
layout(binding = 9) uniform samplerBuffer rgb10a2_unorm;
layout(binding = 10) uniform samplerBuffer r11g11b10_float;
layout(std430, binding = 11) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 21u;  // put() calls in main()

uint out_base;
uint out_next = 0u;
void put(uint v) { results[out_base + out_next++] = v; }

uint unorm_code(float f, float scale) { return uint(f * scale + 0.5); }
uint snorm_code(float f, float scale) { return uint(int(floor(f * scale + 0.5))); }
uint pack8(uvec4 c) { return c.x | c.y << 8 | c.z << 16 | c.w << 24; }

void main() {
  uint i = gl_GlobalInvocationID.x;
  int t = int(i);
  out_base = i * kPerInvocation;

  vec4 v = texelFetch(r8_unorm, t);
  put(unorm_code(v.x, 255.0) | unorm_code(v.w, 255.0) << 16);
  v = texelFetch(r8_snorm, t);
  put(snorm_code(v.x, 127.0));
  uvec4 u = texelFetch(r8_uint, t);
  put(u.x | u.y << 8 | u.z << 16 | u.w << 24);
  ivec4 s = texelFetch(r8_sint, t);
  put(uint(s.x));
  put(uint(s.w));
  v = texelFetch(rg16_float, t);
  put(canon32(v.x));
  put(canon32(v.y));
  put(canon32(v.w));
  v = texelFetch(rgba8_unorm, t);
  put(pack8(uvec4(unorm_code(v.x, 255.0), unorm_code(v.y, 255.0), unorm_code(v.z, 255.0),
                  unorm_code(v.w, 255.0))));
  v = texelFetch(rgba16_unorm, t);
  put(unorm_code(v.x, 65535.0) | unorm_code(v.y, 65535.0) << 16);
  put(unorm_code(v.z, 65535.0) | unorm_code(v.w, 65535.0) << 16);
  v = texelFetch(r32_float, t);
  put(canon32(v.x));
  u = texelFetch(rgba32_uint, t);
  put(u.x); put(u.y); put(u.z); put(u.w);
  v = texelFetch(rgb10a2_unorm, t);
  put(unorm_code(v.x, 1023.0) | unorm_code(v.y, 1023.0) << 10 | unorm_code(v.z, 1023.0) << 20 |
      unorm_code(v.w, 3.0) << 30);
  v = texelFetch(r11g11b10_float, t);
  put(canon32(v.x));
  put(canon32(v.y));
  put(canon32(v.z));
  put(canon32(v.w));
}
