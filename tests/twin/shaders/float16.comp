#version 460
// float16 arithmetic (GL_EXT_shader_explicit_arithmetic_types_float16): scalar and
// two-wide vector add, subtract, multiply (RADV packs the vectors into v_pk_*),
// comparisons, rounding built-ins, conversions both ways, overflow to infinity
// at 65520 and underflow, and separately rounded compound expressions.
// No fma on halves: Vulkan lets it be fused or not, and lavapipe computes it
// through float32 (a double rounding a fused f16 fma does not have).
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_spirv_intrinsics : require
#extension GL_GOOGLE_include_directive : require
// SignedZeroInfNanPreserve and RoundingModeRTE for 16, 32 and 64 bits (RADV wants
// the 16- and 64-bit rounding modes to be the same).
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 16);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 16);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 64);
#include "common.glsl"

layout(local_size_x = 64) in;

// Each word holds two halves. pool: specials and normals of exponents -10..10;
// clean: normals of magnitude 1..32, whose sums and products stay normal.
layout(std430, binding = 0) readonly buffer Pool { uint pool[]; };
layout(std430, binding = 1) readonly buffer Clean { uint clean[]; };
layout(std430, binding = 2) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 18u;  // put() calls in main()
const uint kMarker = 0xfacefeedu;

uint out_base;
uint out_next = 0u;
void put(uint v) { results[out_base + out_next++] = v; }

uint bits16(float16_t x) { return packFloat2x16(f16vec2(x, float16_t(0.0))) & 0xffffu; }
// Two halves, canonicalised, in one word.
void put2(f16vec2 v) { put(canon16(bits16(v.x)) | canon16(bits16(v.y)) << 16); }

bool is_zero(float16_t x) { return (bits16(x) & 0x7fffu) == 0u; }

uint min_max(float16_t a, float16_t b) {
  if (isnan(a) || isnan(b) || (is_zero(a) && is_zero(b))) return kMarker;
  return canon16(bits16(min(a, b))) | canon16(bits16(max(a, b))) << 16;
}

uint compare_bits(float16_t a, float16_t b) {
  return uint(a < b) | uint(a <= b) << 1 | uint(a > b) << 2 | uint(a >= b) << 3 |
         uint(a == b) << 4 | uint(a != b) << 5 | uint(isnan(a)) << 6 | uint(isinf(a)) << 7;
}

void pool_operations(f16vec2 a, f16vec2 b) {
  put2(a + b);  // vector: packed on RDNA2
  put2(a - b);
  put2(a * b);
  put2(f16vec2(a.x + b.y, a.y * b.x));  // scalar
  put2(-a);
  put2(abs(b));
  put(min_max(a.x, b.x));
  put(compare_bits(a.x, b.x) | compare_bits(a.y, b.y) << 8);
  put2(floor(a));
  put2(ceil(b));
  put2(f16vec2(trunc(a.x), roundEven(a.y)));
  // Widening is exact; the product of two halves is exact in float32, so its
  // narrowing must equal the half product (RTE both).
  put(canon32(float(a.x) * float(b.x)));
  put2(f16vec2(float(a.y) * float(b.y), float(a.x) + 1.0));
  put(isinf(a.x) || isnan(a.x) ? kMarker : uint(int(a.x)));
  put2(f16vec2(float16_t(int(pool[gl_GlobalInvocationID.x] >> 16) - 32768),  // rounds above 2048
               float16_t(pool[gl_GlobalInvocationID.x] & 0xfffu)));
}

void compound_operations(f16vec2 x, f16vec2 y, f16vec2 z) {
  precise f16vec2 p = x * y;
  precise f16vec2 q = p + z;
  put2(q);
  precise f16vec2 r = (q * x - y) * float16_t(0.5) + z;
  put2(r);
  precise float16_t s = (x.x + y.x) + (z.x - x.y) * y.y;
  put2(f16vec2(s, -s));
}

void main() {
  uint i = gl_GlobalInvocationID.x;
  out_base = i * kPerInvocation;
  uint n = pool.length(), m = clean.length();
  f16vec2 a = unpackFloat2x16(pool[i]);
  f16vec2 b = unpackFloat2x16(pool[(i * 37u + 11u) % n]);
  pool_operations(a, b);
  compound_operations(unpackFloat2x16(clean[i % m]), unpackFloat2x16(clean[(i * 13u + 5u) % m]),
                      unpackFloat2x16(clean[(i * 29u + 3u) % m]));
}
