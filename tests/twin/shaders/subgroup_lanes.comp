#version 460
// Cross-lane data movement whose results do not depend on the subgroup size
// (lavapipe: 8; RADV: 64, or 32 with cswave32): clustered reductions over
// clusters of 2, 4 and 8, quad swaps and broadcasts, shuffles, shuffle-xor and
// relative shuffles that stay inside aligned groups of 8 invocations, broadcasts
// checked against the lane arithmetic, and a clustered sum inside a data-
// dependent branch (only the active lanes of each cluster count). All of it
// assumes invocations fill subgroups in local-index order, as lavapipe and RDNA
// do, so that an aligned group of 8 is inside one subgroup at every size.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_quad : require

layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer In { uint data[]; };
layout(std430, binding = 1) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 20u;
const uint kMarker = 0xfacefeedu;

void main() {
  uint g = gl_GlobalInvocationID.x, l = gl_LocalInvocationIndex;
  uint id = gl_SubgroupInvocationID;
  uint x = data[g];
  uint base = g * kPerInvocation;

  results[base + 0u] = subgroupClusteredAdd(x, 4);
  results[base + 1u] = subgroupClusteredMax(x, 8);
  results[base + 2u] = subgroupClusteredXor(x, 2);
  results[base + 3u] = subgroupClusteredMin(x, 8) ^ subgroupClusteredOr(x, 4);
  results[base + 4u] = subgroupClusteredAnd(x | 0x01010101u, 8) + subgroupClusteredMul(x, 2);
  // Integer-valued floats below 2^12: the cluster's sum is exact in any order.
  results[base + 5u] = floatBitsToUint(subgroupClusteredAdd(float(x & 0xfffu), 8));

  results[base + 6u] = subgroupQuadSwapHorizontal(x);
  results[base + 7u] = subgroupQuadSwapVertical(x);
  results[base + 8u] = subgroupQuadSwapDiagonal(x);
  results[base + 9u] = subgroupQuadBroadcast(x, 2u);

  results[base + 10u] = subgroupShuffleXor(x, 5u);
  results[base + 11u] = subgroupShuffle(x, (id & ~7u) | ((id + 3u) & 7u));  // rotate in 8
  results[base + 12u] = subgroupShuffle(x, (id & ~7u) | (x & 7u));  // data-dependent source
  // Every lane runs the relative shuffles; only lanes whose source lies in their
  // own group of 8 keep the value (the others read another group, or nothing).
  uint up = subgroupShuffleUp(x, 2u), down = subgroupShuffleDown(x, 3u);
  results[base + 13u] = (id & 7u) >= 2u ? up : kMarker;
  results[base + 14u] = (id & 7u) < 5u ? down : kMarker;

  // Broadcasts: invocation 0 of the subgroup is local index l - id.
  bool ok = subgroupBroadcast(l, 0u) == l - id;
  ok = ok && subgroupBroadcastFirst(l) == l - id;
  ok = ok && (l & 7u) == (id & 7u);  // the layout the cases above rely on
  results[base + 15u] = uint(ok);

  // Divergence by data: the clustered sum and first-lane broadcast over the
  // active lanes only.
  if ((x & 1u) != 0u) {
    results[base + 16u] = subgroupClusteredAdd(x, 4);
    results[base + 17u] = subgroupClusteredMax(x >> 1, 8);
  } else {
    results[base + 16u] = kMarker;
    results[base + 17u] = subgroupClusteredOr(x, 2);
  }
  if ((l & 7u) >= 3u)
    results[base + 18u] = subgroupBroadcastFirst(l) & 7u;  // 3 in every group of 8
  else
    results[base + 18u] = kMarker;
  results[base + 19u] = subgroupShuffleXor(x, 1u) ^ subgroupShuffleXor(x, 2u) << 1;
}
