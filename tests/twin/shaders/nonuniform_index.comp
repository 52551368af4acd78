#version 460
// Descriptor indexing with non-uniform indices (GL_EXT_nonuniform_qualifier): an
// array of six storage buffers indexed by nonuniformEXT(data), for loads, stores,
// atomics (through a waterfall loop of its own) and the runtime length. Lanes
// of one wave address different buffers, so RADV loops over the distinct
// descriptors (a waterfall loop with v_readfirstlane) - the pattern the
// translator must keep exact.
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_KHR_shader_subgroup_ballot : require

layout(local_size_x = 64) in;

const uint kInputWords = 256u;   // read region at the front of each buffer
const uint kInvocations = 1024u; // then one store slot per invocation, then counters

layout(std430, binding = 0) buffer Bufs { uint v[]; } bufs[6];
layout(std430, binding = 1) readonly buffer Select { uint select[]; };
layout(std430, binding = 2) writeonly buffer Out { uint results[]; };

void main() {
  uint i = gl_GlobalInvocationID.x;
  uint s = select[i];
  uint k = s % 6u, k2 = (s >> 16) % 6u;
  uint a = bufs[nonuniformEXT(k)].v[(s >> 8) % kInputWords];
  uint sum = 0u;
  for (uint j = 0u; j < 4u; ++j)
    sum = sum * 33u + bufs[nonuniformEXT((k + j) % 6u)].v[(s + j * 17u) % kInputWords];
  uint len = uint(bufs[nonuniformEXT(k2)].v.length());
  bufs[nonuniformEXT(k2)].v[kInputWords + i] = a ^ (k << 28);
  // glslang leaves an atomic's pointer without the NonUniform decoration, which
  // makes a non-uniformly indexed atomic undefined in Vulkan; the shader runs its
  // own waterfall loop instead, each pass with a subgroup-uniform buffer index.
  for (;;) {
    uint first = subgroupBroadcastFirst(k);
    if (first == k) {
      atomicAdd(bufs[first].v[kInputWords + kInvocations + (s & 15u)], 1u);
      break;
    }
  }
  results[i * 4u + 0u] = a;
  results[i * 4u + 1u] = sum;
  results[i * 4u + 2u] = len;
  results[i * 4u + 3u] = k | k2 << 8;
}
