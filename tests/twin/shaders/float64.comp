#version 460
// float64 arithmetic: add, subtract, multiply, fma (only where fusing cannot
// change the result: Vulkan lets it be a multiply and an add), comparisons, the rounding built-ins, ldexp/frexp, conversions to and
// from int64 and float32, overflow and underflow, and separately rounded compound
// expressions. RDNA2 runs these at 1/16 rate with their own instructions
// (v_add_f64, v_fma_f64, v_floor_f64, ...), a distinct path for the translator.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_spirv_intrinsics : require
#extension GL_GOOGLE_include_directive : require
// SignedZeroInfNanPreserve and RoundingModeRTE (16- and 64-bit modes kept equal, as
// RADV's roundingModeIndependence requires).
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 64);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 16);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 64);
#include "common.glsl"

layout(local_size_x = 64) in;

// pool: specials and normals of exponents -600..600; clean: normals of exponents
// -40..40 for the compound expressions.
layout(std430, binding = 0) readonly buffer Pool { double pool[]; };
layout(std430, binding = 1) readonly buffer Clean { double clean[]; };
layout(std430, binding = 2) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 42u;  // words written by main()
const uint kMarker = 0xfacefeedu;

uint out_base;
uint out_next = 0u;
void put(uint v) { results[out_base + out_next++] = v; }
void putd(double v) {
  uvec2 c = canon64(unpackDouble2x32(v));
  put(c.x);
  put(c.y);
}

bool is_zero(double x) {
  uvec2 b = unpackDouble2x32(x);
  return b.x == 0u && (b.y & 0x7fffffffu) == 0u;
}

uint compare_bits(double a, double b) {
  return uint(a < b) | uint(a <= b) << 1 | uint(a > b) << 2 | uint(a >= b) << 3 |
         uint(a == b) << 4 | uint(a != b) << 5 | uint(isnan(a)) << 6 | uint(isinf(a)) << 7 |
         uint(isnan(b)) << 8 | uint(isinf(b)) << 9;
}

void min_max(double a, double b) {
  if (isnan(a) || isnan(b) || (is_zero(a) && is_zero(b))) {
    put(kMarker); put(kMarker); put(kMarker); put(kMarker);
    return;
  }
  putd(min(a, b));
  putd(max(a, b));
}

// fma(a, b, c) where a * b is exact and normal (or special): operands cut to 26
// significant bits, exponents in range; fused and unfused then agree.
void exact_fma(double a, double b, double c) {
  uvec2 ab = unpackDouble2x32(a), bb = unpackDouble2x32(b);
  ab.x &= 0xf8000000u;
  bb.x &= 0xf8000000u;
  int ea = int((ab.y >> 20) & 0x7ffu), eb = int((bb.y >> 20) & 0x7ffu);
  bool special = ea == 0 || ea == 2047 || eb == 0 || eb == 2047;
  int e = ea + eb - 1023;
  if (!special && (e < 2 || e > 2045)) {
    put(kMarker); put(kMarker);
    return;
  }
  putd(fma(packDouble2x32(ab), packDouble2x32(bb), c));
}

void pool_operations(double a, double b, double c, int e) {
  putd(a + b);
  putd(a - b);
  putd(a * b);
  exact_fma(a, b, c);
  putd(-a);
  putd(abs(b));
  min_max(a, b);
  put(compare_bits(a, b));
  putd(floor(a));
  putd(ceil(a));
  putd(trunc(b));
  putd(roundEven(b));
  // ldexp is undefined where the result overflows (and for infinities and NaNs).
  int ea = int((unpackDouble2x32(a).y >> 20) & 0x7ffu);
  if (ea == 2047 || ea + e > 2046) {
    put(kMarker); put(kMarker);
  } else {
    putd(ldexp(a, e));
  }
  // Conversions: to int64 only in range; from int64 rounding to nearest even;
  // to float32 only below 2^127, where no overflow can be in question.
  put(abs(a) < 9.2e18lf ? uint(int64_t(a)) : kMarker);
  putd(double(int64_t(packUint2x32(unpackDouble2x32(c)))));
  put(abs(b) < 1.7e38lf ? canon32(float(b)) : kMarker);
  if (!isnan(a) && !isinf(a) && !is_zero(a)) {
    int ex;
    putd(frexp(a, ex));
    put(uint(ex));
  } else {
    put(kMarker); put(kMarker); put(kMarker);
  }
}

void compound_operations(double x, double y, double z) {
  exact_fma(x, -y, z);
  precise double p = x * y;
  precise double q = p + z;
  putd(q);
  precise double horner = (((x * 0.75lf + y) * x - z) * x + 1.5lf) * x;
  putd(horner);
  precise double r = q * z - p;
  putd(r);
}

void main() {
  uint i = gl_GlobalInvocationID.x;
  out_base = i * kPerInvocation;
  uint n = pool.length(), m = clean.length();
  double a = pool[i], b = pool[(i * 37u + 11u) % n], c = pool[(i * 101u + 7u) % n];
  int e = int(i % 121u) - 60;
  pool_operations(a, b, c, e);
  compound_operations(clean[i % m], clean[(i * 13u + 5u) % m], clean[(i * 29u + 3u) % m]);
}
