#version 460
// Workgroup-shared memory with barrier() in 256-invocation workgroups: a tree
// reduction (sum, xor, min, max of uints and a float sum whose order the tree
// fixes), a Hillis-Steele inclusive scan, and a reversal through shared memory.
// Each of these reads what other waves of the workgroup wrote before the barrier.
// RoundingModeRTE: Vulkan's "correctly rounded" float add leaves the rounding
// mode to the implementation unless the shader names one.
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);

layout(local_size_x = 256) in;

layout(std430, binding = 0) readonly buffer Ints { uvec4 ints[]; };
layout(std430, binding = 1) readonly buffer Floats { vec4 floats[]; };
layout(std430, binding = 2) writeonly buffer Totals { uint totals[]; };  // 8 per workgroup
layout(std430, binding = 3) writeonly buffer Scan { uint scan[]; };      // 2 per invocation

shared uint s_sum[256];
shared uint s_xor[256];
shared uint s_min[256];
shared uint s_max[256];
shared float s_fsum[256];

void main() {
  uint l = gl_LocalInvocationIndex;
  uint g = gl_GlobalInvocationID.x;
  uvec4 v = ints[g];
  vec4 f = floats[g];
  s_sum[l] = v.x + v.y + v.z + v.w;
  s_xor[l] = v.x ^ v.y ^ v.z ^ v.w;
  s_min[l] = min(min(v.x, v.y), min(v.z, v.w));
  s_max[l] = max(max(v.x, v.y), max(v.z, v.w));
  precise float pair = (f.x + f.y) + (f.z + f.w);
  s_fsum[l] = pair;
  barrier();
  for (uint stride = 128u; stride > 0u; stride >>= 1) {
    if (l < stride) {
      s_sum[l] += s_sum[l + stride];
      s_xor[l] ^= s_xor[l + stride];
      s_min[l] = min(s_min[l], s_min[l + stride]);
      s_max[l] = max(s_max[l], s_max[l + stride]);
      precise float t = s_fsum[l] + s_fsum[l + stride];
      s_fsum[l] = t;
    }
    barrier();
  }
  if (l == 0u) {
    uint base = gl_WorkGroupID.x * 8u;
    totals[base + 0u] = s_sum[0];
    totals[base + 1u] = s_xor[0];
    totals[base + 2u] = s_min[0];
    totals[base + 3u] = s_max[0];
    totals[base + 4u] = floatBitsToUint(s_fsum[0]);
    totals[base + 5u] = gl_WorkGroupID.x;
    totals[base + 6u] = 0u;
    totals[base + 7u] = 0x7e577e57u;
  }
  barrier();  // everyone has read s_sum[0] before it is reused

  // Hillis-Steele inclusive scan of v.x over the workgroup, in s_sum.
  s_sum[l] = v.x;
  barrier();
  for (uint d = 1u; d < 256u; d <<= 1) {
    uint add = l >= d ? s_sum[l - d] : 0u;
    barrier();
    s_sum[l] += add;
    barrier();
  }
  scan[g * 2u] = s_sum[l];

  // Reversal: every value crosses waves.
  s_xor[255u - l] = v.y ^ l;
  barrier();
  scan[g * 2u + 1u] = s_xor[l];
}
