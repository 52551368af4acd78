#version 460
// Storage texel buffers (imageLoad / imageStore on imageBuffer with a format
// qualifier) in eleven formats: each invocation reads its texel, records what it
// read (in the defined forms texel_uniform.comp uses) and writes back a new
// value. What is written is exactly representable in the format, or for the
// normalized formats code * (1/scale), which the store converts back to that
// code whichever way it rounds (it is within 2^-8 of the integer).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 64) in;

layout(binding = 0, r8) uniform imageBuffer r8_unorm;
layout(binding = 1, r8_snorm) uniform imageBuffer r8_snorm;
layout(binding = 2, r8ui) uniform uimageBuffer r8_uint;
layout(binding = 3, r8i) uniform iimageBuffer r8_sint;
layout(binding = 4, rg16f) uniform imageBuffer rg16_float;
layout(binding = 5, rgba8) uniform imageBuffer rgba8_unorm;
layout(binding = 6, rgba16) uniform imageBuffer rgba16_unorm;
layout(binding = 7, r32f) uniform imageBuffer r32_float;
layout(binding = 8, rgba32ui) uniform uimageBuffer rgba32_uint;
layout(binding = 9, rgb10_a2) uniform imageBuffer rgb10a2_unorm;
layout(binding = 10, r11f_g11f_b10f) uniform imageBuffer r11g11b10_float;
layout(std430, binding = 11) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 15u;  // put() calls in main()

uint out_base;
uint out_next = 0u;
void put(uint v) { results[out_base + out_next++] = v; }

uint unorm_code(float f, float scale) { return uint(f * scale + 0.5); }
int snorm_code(float f, float scale) { return int(floor(f * scale + 0.5)); }
float unorm_value(uint code, float scale) { return float(code) * (1.0 / scale); }

void normalized(int t) {
  uint c = unorm_code(imageLoad(r8_unorm, t).x, 255.0);
  put(c);
  imageStore(r8_unorm, t, vec4(unorm_value((c * 7u + 3u) & 255u, 255.0)));

  int s = snorm_code(imageLoad(r8_snorm, t).x, 127.0);  // -128 reads as -1.0: -127
  put(uint(s));
  imageStore(r8_snorm, t, vec4(float(((s + 127) * 5 + 3) % 255 - 127) * (1.0 / 127.0)));

  vec4 v = imageLoad(rgba8_unorm, t);
  uvec4 c4 = uvec4(unorm_code(v.x, 255.0), unorm_code(v.y, 255.0), unorm_code(v.z, 255.0),
             unorm_code(v.w, 255.0));
  put(c4.x | c4.y << 8 | c4.z << 16 | c4.w << 24);
  imageStore(rgba8_unorm, t, vec4(unorm_value((c4.x * 5u + 1u) & 255u, 255.0),
                                  unorm_value(255u - c4.y, 255.0), unorm_value(c4.w, 255.0),
                                  unorm_value(c4.z, 255.0)));

  v = imageLoad(rgba16_unorm, t);
  c4 = uvec4(unorm_code(v.x, 65535.0), unorm_code(v.y, 65535.0), unorm_code(v.z, 65535.0),
             unorm_code(v.w, 65535.0));
  put(c4.x | c4.y << 16);
  put(c4.z | c4.w << 16);
  imageStore(rgba16_unorm, t, vec4(unorm_value((c4.x * 3u + 1u) & 65535u, 65535.0),
                                   unorm_value(c4.z, 65535.0), unorm_value(c4.y, 65535.0),
                                   unorm_value(65535u - c4.w, 65535.0)));

  v = imageLoad(rgb10a2_unorm, t);
  c4 = uvec4(unorm_code(v.x, 1023.0), unorm_code(v.y, 1023.0), unorm_code(v.z, 1023.0),
             unorm_code(v.w, 3.0));
  put(c4.x | c4.y << 10 | c4.z << 20 | c4.w << 30);
  imageStore(rgb10a2_unorm, t, vec4(unorm_value((c4.x * 3u + 1u) & 1023u, 1023.0),
                                    unorm_value(c4.z, 1023.0), unorm_value(c4.y, 1023.0),
                                    unorm_value((c4.w + 1u) & 3u, 3.0)));
}

void integers(int t) {
  uint u = imageLoad(r8_uint, t).x;
  put(u);
  imageStore(r8_uint, t, uvec4((u + 77u) & 255u));
  int s = imageLoad(r8_sint, t).x;
  put(uint(s));
  imageStore(r8_sint, t, ivec4(((s + 77 + 128) & 255) - 128));  // stays in -128..127
  uvec4 q = imageLoad(rgba32_uint, t);
  put(q.x ^ q.y);
  put(q.z + q.w);
  imageStore(rgba32_uint, t, uvec4(q.w, q.x ^ 0xa5a5a5a5u, q.y + uint(t), ~q.z));
}

// The fills keep these in range: halves below 2^14, r32f normals far from the
// limits, 11/10-bit floats of exponents 2..28, so doubling and halving are exact.
void floats(int t) {
  vec4 h = imageLoad(rg16_float, t);
  put(canon32(h.x));
  put(canon32(h.y));
  imageStore(rg16_float, t, vec4(h.x * 2.0, -h.y, 0.0, 0.0));
  float f = imageLoad(r32_float, t).x;
  put(canon32(f));
  imageStore(r32_float, t, vec4(f * -2.0));
  vec4 e = imageLoad(r11g11b10_float, t);
  put(canon32(e.x) ^ canon32(e.z));
  put(canon32(e.y));
  imageStore(r11g11b10_float, t, vec4(e.x * 2.0, e.y * 0.5, e.z, 0.0));
}

void main() {
  int t = int(gl_GlobalInvocationID.x);
  out_base = gl_GlobalInvocationID.x * kPerInvocation;
  normalized(t);
  integers(t);
  floats(t);
}
