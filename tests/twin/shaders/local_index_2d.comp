#version 460
// gl_LocalInvocationIndex in a two-dimensional workgroup of 16x7 = 112
// invocations: two waves of 64 (the second partial) or four of 32. For such
// groups RADV computes the index as mbcnt over the wave's number times the wave
// size, not from the thread ids: in wave64 from TG_SIZE & 0xfc0 (bits 11:6 of the
// workgroup-info SGPR), in wave32 from bits 24:20 (RADV_DEBUG=shaders). Each invocation also
// reads the shared word its neighbour in index order wrote, across the waves.
layout(local_size_x = 16, local_size_y = 7) in;

layout(std430, binding = 0) writeonly buffer Out { uint results[]; };

const uint kGroupSize = 112u;
const uint kPerInvocation = 3u;

shared uint s_ids[kGroupSize];

void main() {
  uint l = gl_LocalInvocationIndex;
  uint group = gl_WorkGroupID.x + gl_NumWorkGroups.x * gl_WorkGroupID.y;
  // The invocation's slot from its ids, independent of the index under test.
  uint i = group * kGroupSize + gl_LocalInvocationID.y * 16u + gl_LocalInvocationID.x;
  s_ids[l] = i;
  barrier();
  results[i * kPerInvocation + 0u] = l;
  results[i * kPerInvocation + 1u] = s_ids[(l + 1u) % kGroupSize];
  results[i * kPerInvocation + 2u] = gl_LocalInvocationID.x | gl_LocalInvocationID.y << 8;
}
