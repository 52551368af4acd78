#version 460
// float32 edge cases: infinities, signed zeros, NaNs, the largest and smallest
// normals, results that overflow and underflow, rounding ties; fma, conversions,
// comparisons and the rounding built-ins; separately rounded compound expressions.
// fma only where fusing cannot change the result: Vulkan lets fma be a multiply
// and an add (lavapipe's is, measured), RDNA's v_fma_f32 is fused.
// SignedZeroInfNanPreserve makes the sign of zero, infinities and NaNs defined
// (by default Vulkan lets compilers ignore them); RoundingModeRTE makes every
// rounding, conversions included, round to nearest even.
#extension GL_EXT_spirv_intrinsics : require
#extension GL_GOOGLE_include_directive : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
#include "common.glsl"

layout(local_size_x = 64) in;

// pool: specials mixed with normals of exponents -80..80 (so products overflow and
// underflow); clean: normals of exponents -20..20 for the compound expressions,
// where an intermediate underflow would make the result depend on flushing.
layout(std430, binding = 0) readonly buffer Pool { float pool[]; };
layout(std430, binding = 1) readonly buffer Clean { float clean[]; };
layout(std430, binding = 2) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 27u;  // put() calls in main()
const uint kMarker = 0xfacefeedu;  // "operation not defined for these operands"

uint out_base;
uint out_next = 0u;
void put(uint v) { results[out_base + out_next++] = v; }
void putf(float v) { put(canon32(v)); }

bool is_zero(float x) { return (floatBitsToUint(x) & 0x7fffffffu) == 0u; }

uint compare_bits(float a, float b) {
  return uint(a < b) | uint(a <= b) << 1 | uint(a > b) << 2 | uint(a >= b) << 3 |
         uint(a == b) << 4 | uint(a != b) << 5 | uint(isnan(a)) << 6 | uint(isinf(a)) << 7 |
         uint(isnan(b)) << 8 | uint(isinf(b)) << 9;
}

// min/max are undefined for NaN operands and for zeros of different signs.
uint min_max(float a, float b, bool want_max) {
  if (isnan(a) || isnan(b)) return kMarker;
  if (is_zero(a) && is_zero(b)) return kMarker;
  return canon32(want_max ? max(a, b) : min(a, b));
}

// fma(a, b, c) where a * b is exact and normal (or special), so a fused and an
// unfused fma agree: operands cut to 12 significant bits, exponents in range.
uint exact_fma(float a, float b, float c) {
  uint ab = floatBitsToUint(a) & 0xfffff000u, bb = floatBitsToUint(b) & 0xfffff000u;
  int ea = int((ab >> 23) & 0xffu), eb = int((bb >> 23) & 0xffu);
  bool special = ea == 0 || ea == 255 || eb == 0 || eb == 255;  // zeros, inf, NaN
  int e = ea + eb - 127;
  if (!special && (e < 2 || e > 253)) return kMarker;
  return canon32(fma(uintBitsToFloat(ab), uintBitsToFloat(bb), c));
}

void single_operations(float a, float b, float c, int e) {
  putf(a + b);
  putf(a - b);
  putf(a * b);
  put(exact_fma(a, b, c));
  putf(-a);
  putf(abs(a));
  put(min_max(a, b, false));
  put(min_max(a, b, true));
  put(compare_bits(a, b));
  putf(floor(a));
  putf(ceil(a));
  putf(trunc(a));
  putf(roundEven(a));
  // ldexp is undefined where the result overflows (and for infinities and NaNs).
  int ea = int((floatBitsToUint(a) >> 23) & 0xffu);
  put(ea == 255 || ea + e > 254 ? kMarker : canon32(ldexp(a, e)));
  put(isnan(a) || is_zero(a) ? kMarker : canon32(sign(a)));  // sign(-0), sign(NaN): open
  put(abs(a) < 2147483648.0 ? uint(int(a)) : kMarker);  // out of range: undefined
  put(a >= 0.0 && a < 4294967296.0 ? uint(a) : kMarker);
  putf(float(int(floatBitsToUint(b))));  // inexact: rounds to nearest even
  putf(float(floatBitsToUint(c)));
  if (!isnan(a) && !isinf(a) && !is_zero(a)) {
    int ex;
    float m = frexp(a, ex);
    putf(m);
    put(uint(ex));
  } else {
    put(kMarker);
    put(kMarker);
  }
}

// Every intermediate is a normal number here, so flushing cannot change them.
void compound_operations(float x, float y, float z) {
  put(exact_fma(x, -y, z));
  precise float p = x * y;
  precise float q = p + z;  // two roundings: `precise` forbids fusing them
  putf(q);
  precise float horner = (((x * 0.75 + y) * x - z) * x + 1.5) * x;
  putf(horner);
  precise float sum = (x + y) + z;
  precise float other = x + (y + z);  // not associative
  putf(sum);
  putf(other);
  precise float r = q * z - p;
  putf(r);
}

void main() {
  uint i = gl_GlobalInvocationID.x;
  uint n = pool.length();
  out_base = i * kPerInvocation;
  float a = pool[i], b = pool[(i * 37u + 11u) % n], c = pool[(i * 101u + 7u) % n];
  int e = int(i % 41u) - 20;
  single_operations(a, b, c, e);
  uint m = clean.length();
  compound_operations(clean[i % m], clean[(i * 13u + 5u) % m], clean[(i * 29u + 3u) % m]);
}
