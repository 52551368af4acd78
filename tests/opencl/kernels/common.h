// What the kernels share with the host test that checks them: each kernel's
// per-work-item arithmetic is a function here, compiled once by clang-19 for
// gfx1030 (inside the kernel) and once by the host compiler (the reference).
// Only operations whose results C defines exactly are used: no division, no
// square root, no transcendental built-ins, no signed overflow, no NaN.
#pragma once

#ifdef __OPENCL_C_VERSION__
__extension__ typedef unsigned __int128 ocl_u128;
#define OCL_BITS32(f) as_uint(f)
#define OCL_BITS64(d) as_ulong(d)
#else
#include <bit>
#include <cstdint>
namespace rdnavk::opencl::ref {
using uint = std::uint32_t;
using ulong = std::uint64_t;
__extension__ typedef unsigned __int128 ocl_u128;
#define OCL_BITS32(f) std::bit_cast<uint>(f)
#define OCL_BITS64(d) std::bit_cast<ulong>(d)
#endif

// ---- integer.cl: 64-bit carries, shifts, bit operations, popcount, mul_hi.
#define INTEGER_OUTPUTS 8
static inline ulong integer_op(int op, ulong a, ulong b) {
  switch (op) {
    case 0:
      return a + b;  // carry across the halves
    case 1:
      return a * b;  // 64x64 -> low 64
    case 2:
      return (ulong)(((ocl_u128)a * b) >> 64);  // mul_hi(ulong, ulong)
    case 3:
      return (ulong)((long)a >> (b & 63)) ^ (a << ((b >> 8) & 63)) ^ (a >> ((b >> 16) & 63));
    case 4:
      return (a & b) ^ (~a | (b >> 3)) ^ (a + b < a ? 0x8000000000000001ul : 0);
    case 5:
      // The `l` built-ins: long is 64 bits both in OpenCL C and on the host,
      // while OpenCL C's long long is 128 bits (clzll would count 64 more).
      return (ulong)__builtin_popcountl(a) | (ulong)__builtin_clzl(b | 1) << 8 |
             (ulong)__builtin_ctzl(a | 0x8000000000000000ul) << 16;
    case 6:
      return (ulong)(((long)(int)a * (long)(int)b) >> 32) << 32 |  // mul_hi(int, int)
             (ulong)(uint)(((ulong)(uint)a * (uint)b) >> 32);      // mul_hi(uint, uint)
    default:
      return a - b - (a < b ? 1u : 0u);  // borrow
  }
}

// ---- float.cl: fma, separate multiply and add, compare/select, conversions.
#define FLOAT_OUTPUTS 8
static inline uint float_op(int op, float a, float b, float c, int k, long l) {
  switch (op) {
    case 0:
      return OCL_BITS32(__builtin_fmaf(a, b, c));
    case 1:
      return OCL_BITS32(a * b + c);  // two roundings: compiled without contraction
    case 2:
      return OCL_BITS32(a < b ? a : (b < c ? b : c));
    case 3:
      return (uint)(a < b) | (uint)(a <= c) << 1 | (uint)(b == c) << 2 | (uint)(a != b) << 3 |
             (uint)(-a > b) << 4;
    case 4:
      return OCL_BITS32((float)k) ^ OCL_BITS32((float)(uint)k);  // round to nearest even
    case 5:
      return OCL_BITS32((float)l);  // 64-bit int to float
    case 6:
      return (uint)(int)__builtin_rintf(c) ^ (uint)(int)c;  // c is within int range
    default:
      return (uint)(long)(a * 0x1p-40f) ^ (uint)((ulong)(long)b >> 32);
  }
}

// ---- double.cl: the same in double precision.
#define DOUBLE_OUTPUTS 6
static inline ulong double_op(int op, double a, double b, double c, long l) {
  switch (op) {
    case 0:
      return OCL_BITS64(__builtin_fma(a, b, c));
    case 1:
      return OCL_BITS64(a * b + c - a);
    case 2:
      return OCL_BITS64(a < b ? a : (b < c ? b : c));
    case 3:
      return OCL_BITS64((double)l) ^ (ulong)(a < c) << 63;
    case 4:
      return (ulong)(long)__builtin_rint(c) ^ (ulong)(long)(c * 0.75);
    default:
      return OCL_BITS64((double)(float)a) ^ OCL_BITS32((float)b);
  }
}

// ---- loop.cl: a trip count that depends on the data (Collatz steps, capped).
static inline uint collatz_steps(ulong x) {
  uint steps = 0;
  while (x > 1 && steps < 1000) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    ++steps;
  }
  return steps;
}

// ---- scratch.cl: a private array indexed by data (forces scratch memory).
#define SCRATCH_WORDS 64
static inline uint scratch_walk(uint seed) {
  uint t[SCRATCH_WORDS];
  for (int k = 0; k < SCRATCH_WORDS; ++k) t[k] = seed * (uint)(2 * k + 1) + (uint)k;
  uint idx = seed & (SCRATCH_WORDS - 1), acc = 0;
  for (int j = 0; j < 24; ++j) {
    acc += t[idx];
    t[(idx * 7 + (uint)j) & (SCRATCH_WORDS - 1)] ^= acc;
    idx = (t[idx] >> 3) & (SCRATCH_WORDS - 1);
  }
  return acc;
}

// ---- grid2d.cl: what a work-item of a 2D dispatch sees.
static inline uint grid2d_value(uint x, uint y, uint lx, uint ly, uint gx, uint gy, uint width) {
  return (x * 0x9E3779B1u) ^ (y << 16) ^ (lx << 8 | ly) ^ (gx * 31u + gy * 17u) ^ width << 24;
}

#ifndef __OPENCL_C_VERSION__
}  // namespace rdnavk::opencl::ref
#endif
