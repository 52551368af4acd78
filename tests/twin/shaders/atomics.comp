#version 460
// Atomics on storage buffers, shared memory and a storage texel buffer, stored
// only in forms that do not depend on the order the invocations ran in:
// - add/min/max/and/or/xor: the final values (commutative and associative);
// - atomicAdd's returned values must be a permutation: each one sets its bit in
//   a bitmap, which ends full;
// - exchange and compare-and-swap: exactly one invocation per slot sees the
//   initial value (counted), whoever it is; the slots' final owners are kept in a
//   scratch buffer that is not compared;
// - a compare-and-swap loop multiplying by odd numbers (commutative mod 2^32);
// - 64-bit add with carries across the halves, and signed 64-bit max.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_atomic_int64 : require

layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer In { uint data[]; };
// Counters; initial values from the case table (min slots full, and-slots all
// ones, products 1, everything else 0).
layout(std430, binding = 1) buffer Counters {
  uint ticket;
  uint hist[64];
  uint shared_hist[16];
  uint umin_[16];
  uint umax_[16];
  int smin_[16];
  int smax_[16];
  uint or_[16];
  uint and_[16];
  uint xor_[16];
  uint firsts[16];  // invocations whose exchange returned the initial 0
  uint claims[16];  // invocations whose compare-and-swap won
  uint products[16];
  uint exchanged[16];
} c;
layout(std430, binding = 2) buffer Seen { uint seen[]; };  // 128 words: 4096 tickets
layout(std430, binding = 3) buffer Wide {
  uint64_t sum64[8];
  int64_t max64[8];
  uint64_t min64[8];
} w;
layout(std430, binding = 4) buffer Owners { uint owners[]; };  // scratch, not compared
layout(binding = 5, r32ui) uniform uimageBuffer texel_hist;  // 128 texels

shared uint s_hist[16];

void multiply(uint slot, uint factor) {
  uint current = c.products[slot];
  while (true) {
    uint seen_value = atomicCompSwap(c.products[slot], current, current * factor);
    if (seen_value == current) break;
    current = seen_value;
  }
}

void main() {
  uint l = gl_LocalInvocationIndex;
  uint x = data[gl_GlobalInvocationID.x];
  uint k = (x >> 8) & 15u;

  if (l < 16u) s_hist[l] = 0u;
  barrier();
  atomicAdd(s_hist[x & 15u], 1u);

  uint t = atomicAdd(c.ticket, 1u);
  atomicOr(seen[(t >> 5) & 127u], 1u << (t & 31u));
  atomicAdd(c.hist[x & 63u], 1u);
  atomicMin(c.umin_[k], x);
  atomicMax(c.umax_[k], x);
  atomicMin(c.smin_[k], int(x));
  atomicMax(c.smax_[k], int(x));
  atomicOr(c.or_[k], x & 0x11111111u);
  atomicAnd(c.and_[k], x | 0x00ff00ffu);
  atomicXor(c.xor_[k], x);
  if (atomicExchange(c.exchanged[k], 1u) == 0u) atomicAdd(c.firsts[k], 1u);
  if (atomicCompSwap(owners[k], 0u, gl_GlobalInvocationID.x + 1u) == 0u) atomicAdd(c.claims[k], 1u);
  multiply(k, x | 1u);

  atomicAdd(w.sum64[k & 7u], uint64_t(x) << 24);  // carries into the high word
  atomicMax(w.max64[k & 7u], int64_t(int(x)) * 77777l);
  atomicMin(w.min64[k & 7u], uint64_t(x) * 0x100000001ul);

  imageAtomicAdd(texel_hist, int(x & 63u), 1u);
  imageAtomicMax(texel_hist, 64 + int(x & 63u), x);

  barrier();
  if (l < 16u) atomicAdd(c.shared_hist[l], s_hist[l]);
}
