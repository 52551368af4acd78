#version 460
// A large private array indexed by data: float a[512] (2 KiB per invocation) is
// far more than a wave's registers can hold, so RADV puts it in scratch memory
// (buffer_load/store with the scratch wave offset) - a path of its own in the
// translator. A second, uint, array is updated through indices from the data too.
#extension GL_EXT_spirv_intrinsics : require
// Round to nearest even, named: a*0.5 + b rounds once the values grow.
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);

layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer In { uint data[]; };
layout(std430, binding = 1) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 8u;

void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = data[i];
  float a[512];
  uint b[128];
  for (uint j = 0u; j < 512u; ++j) a[j] = float((j * 7u + x) & 1023u);
  for (uint j = 0u; j < 128u; ++j) b[j] = j * x;

  uint h = x;
  for (uint k = 0u; k < 96u; ++k) {
    h = h * 1664525u + 1013904223u;
    uint dst = h >> 23, src = (h >> 5) & 511u;
    precise float t = a[dst] * 0.5 + a[src];  // precise: no fma contraction
    a[dst] = t;
    b[(h >> 11) & 127u] ^= floatBitsToUint(t) + k;
  }
  precise float sum = 0.0;
  for (uint j = 0u; j < 512u; j += 3u) sum += a[j];
  uint mix = 0u;
  for (uint j = 0u; j < 128u; ++j) mix = mix * 31u + b[j];

  uint base = i * kPerInvocation;
  results[base + 0u] = floatBitsToUint(a[x & 511u]);
  results[base + 1u] = floatBitsToUint(a[(x >> 9) & 511u]);
  results[base + 2u] = floatBitsToUint(a[h & 511u]);
  results[base + 3u] = floatBitsToUint(sum);
  results[base + 4u] = b[x & 127u];
  results[base + 5u] = b[(h >> 3) & 127u];
  results[base + 6u] = mix;
  results[base + 7u] = h;
}
