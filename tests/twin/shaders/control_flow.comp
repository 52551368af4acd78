#version 460
// Divergent control flow: if/else chains, a switch, loops whose trip counts come
// from the data (Collatz, a search with break and continue, nested loops with an
// early exit), a function returning from inside a loop, and a do/while. Lanes of
// one wave take different paths and leave loops at different iterations, which
// is what exercises EXEC-mask handling in the translated code.

layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer In { uint data[]; };
layout(std430, binding = 1) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 8u;

// Steps to reach 1, capped (64-bit-free: values that would overflow stop early).
uint collatz(uint x) {
  uint steps = 0u;
  x = max(x, 1u);
  while (x != 1u && steps < 500u) {
    if ((x & 1u) == 0u) {
      x >>= 1;
    } else {
      if (x > 0x55555554u) break;
      x = 3u * x + 1u;
    }
    ++steps;
  }
  return steps | (x == 1u ? 0u : 0x80000000u);
}

// Index of the first word of a data-dependent window that has bit `bit` set and is
// not a multiple of 3; 0xffffffff when none.
uint search(uint start, uint len, uint bit) {
  uint n = data.length();
  for (uint k = 0u; k < len; ++k) {
    uint v = data[(start + k) % n];
    if (v % 3u == 0u) continue;
    if ((v & (1u << bit)) != 0u) return k;
  }
  return 0xffffffffu;
}

uint nested(uint x) {
  uint acc = 0u;
  for (uint i = 0u; i < (x & 15u); ++i) {
    for (uint j = 0u; j < ((x >> 4) & 15u); ++j) {
      acc = acc * 31u + i * j + (x >> 8);
      if ((acc & 0xffu) == 0x5au) return acc ^ 0xf00du;  // early exit from both loops
      if (((acc >> 3) & 7u) == 5u) break;
    }
    if ((acc & 3u) == 1u) continue;
    acc ^= i << 20;
  }
  return acc;
}

uint branchy(uint x) {
  uint r;
  if ((x & 1u) != 0u) {
    r = x * 3u;
    if ((x & 6u) == 2u)
      r ^= 0x1234u;
    else if ((x & 6u) == 4u)
      r += x >> 5;
    else
      r = ~r;
  } else if ((x & 0x100u) != 0u) {
    r = x >> 1;
  } else {
    r = x + 0x9e3779b9u;
  }
  switch ((x >> 9) & 7u) {
    case 0u: r += 1u; break;
    case 1u: r *= 5u; break;
    case 2u:
    case 3u: r ^= r >> 7; break;
    case 5u: r = bitfieldReverse(r); break;
    default: r -= 17u; break;
  }
  return r;
}

uint do_while(uint x) {
  uint n = 0u;
  do {
    x = x * 1103515245u + 12345u;
    ++n;
  } while ((x >> 28) != 0u && n < 40u);
  return n | (x << 8);
}

void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = data[i];
  uint base = i * kPerInvocation;
  results[base + 0u] = collatz(x & 0xfffffu);
  results[base + 1u] = search(x, (x >> 20) & 63u, x & 31u);
  results[base + 2u] = nested(x);
  results[base + 3u] = branchy(x);
  results[base + 4u] = do_while(x);
  // A divergent early return: half the lanes (by data) stop here.
  if ((x & 0x30u) == 0x10u) {
    results[base + 5u] = 0xaaaaaaaau;
    results[base + 6u] = 0xbbbbbbbbu;
    results[base + 7u] = i;
    return;
  }
  uint acc = 0u;
  for (uint k = 0u; k < (x & 7u) + 1u; ++k) acc += collatz(x + k) & 0xffffu;
  results[base + 5u] = acc;
  results[base + 6u] = (x & 0x40u) != 0u ? nested(x ^ acc) : branchy(acc);
  results[base + 7u] = i ^ 0x5a5a5a5au;
}
