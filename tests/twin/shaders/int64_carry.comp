#version 460
// Integer arithmetic with carries: 64-bit add, subtract, multiply, divide and
// shifts (uint64_t / int64_t), uaddCarry / usubBorrow chains making 128-bit sums,
// umulExtended / imulExtended, and the bit-field built-ins. Every operand comes
// from the input buffer, so the compilers cannot fold any of it.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer In { uvec4 words[]; };
layout(std430, binding = 1) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 34u;  // put() calls in main()

uint out_base;
uint out_next = 0u;
void put(uint v) { results[out_base + out_next++] = v; }
void put64(uint64_t v) { put(uint(v)); put(uint(v >> 32)); }

// a + b over four-word (128-bit) numbers, carries rippling through uaddCarry.
uvec4 add128(uvec4 a, uvec4 b) {
  uvec4 s, c;
  s.x = uaddCarry(a.x, b.x, c.x);
  s.y = uaddCarry(a.y, b.y, c.y);
  uint c1;
  s.y = uaddCarry(s.y, c.x, c1);
  s.z = uaddCarry(a.z, b.z, c.z);
  uint c2;
  s.z = uaddCarry(s.z, c.y + c1, c2);
  s.w = a.w + b.w + c.z + c2;
  return s;
}

// a - b over 128-bit numbers with usubBorrow.
uvec4 sub128(uvec4 a, uvec4 b) {
  uvec4 d, br;
  d.x = usubBorrow(a.x, b.x, br.x);
  d.y = usubBorrow(a.y, b.y, br.y);
  uint b1;
  d.y = usubBorrow(d.y, br.x, b1);
  d.z = usubBorrow(a.z, b.z, br.z);
  uint b2;
  d.z = usubBorrow(d.z, br.y + b1, b2);
  d.w = a.w - b.w - br.z - b2;
  return d;
}

void main() {
  uint i = gl_GlobalInvocationID.x;
  out_base = i * kPerInvocation;
  uvec4 a = words[i];
  uvec4 b = words[i ^ 0x15u];  // another invocation's data, from another workgroup too

  uint64_t x = packUint2x32(a.xy), y = packUint2x32(b.zw);
  put64(x + y);
  put64(x - y);
  put64(x * y);
  put64(x / (y | 1ul));  // never zero
  put64(x % (y | 1ul));
  put64(x << (b.x & 63u));
  put64(x >> (b.y & 63u));
  int64_t sx = int64_t(x);
  put64(uint64_t(sx >> (b.x & 63u)));  // arithmetic shift
  // Signed division truncates towards zero; the divisor is never 0 and never -1
  // (INT64_MIN / -1 overflows).
  int64_t divisor = int64_t((y & 0xffffffful) | 2ul) * ((b.w & 1u) == 0u ? 1l : -1l);
  put64(uint64_t(sx / divisor));

  uvec4 s = add128(a, b), d = sub128(a, b);
  put(s.x); put(s.y); put(s.z); put(s.w);
  put(d.x ^ d.y ^ d.z); put(d.w);

  uint hi, lo;
  umulExtended(a.z, b.w, hi, lo);
  put(hi); put(lo);
  int ihi, ilo;
  imulExtended(int(a.w), int(b.z), ihi, ilo);
  put(uint(ihi)); put(uint(ilo));

  uint off = a.x & 31u, bits = b.x % (33u - off);  // off + bits <= 32, as the spec requires
  put(bitfieldExtract(a.y, int(off), int(bits)));
  put(uint(bitfieldExtract(int(a.z), int(off), int(bits))));
  put(bitfieldInsert(a.w, b.y, int(off), int(bits)));
  put(bitfieldReverse(a.x) ^ (uint(bitCount(a.y)) << 24));
  put(uint(findMSB(a.z)) ^ (uint(findMSB(int(a.w))) << 8) ^ (uint(findLSB(a.x & b.x)) << 16));
  put(a.x / (b.y | 1u) + (a.y % (b.z | 1u)) * 7u);
}
