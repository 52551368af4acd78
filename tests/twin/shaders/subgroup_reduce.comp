#version 460
// Subgroup reductions, scans, votes and ballots, combined into results that do not
// depend on the subgroup size (lavapipe: 8; RADV: 64, or 32 with cswave32):
// - per-subgroup reductions are combined over the workgroup through shared
//   atomics (integers) or a sum in subgroup order of exact float partials;
// - inclusive/exclusive scans are extended over the workgroup with the totals of
//   the subgroups before, and a ballot-based stream compaction orders survivors
//   the same way. Both assume invocations fill subgroups in local-index order
//   (subgroup s holds indices s*size .. s*size+size-1), as lavapipe and RDNA do;
// - votes are taken over values uniform per workgroup (128 invocations), which
//   every subgroup lies inside;
// - ballot identities (bit counts of masks, inclusive - exclusive counts) are
//   stored as booleans.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require

layout(local_size_x = 128) in;

layout(std430, binding = 0) readonly buffer In { uint data[]; };
layout(std430, binding = 1) readonly buffer Flags { uint flags[]; };  // one per workgroup
layout(std430, binding = 2) writeonly buffer Totals { uint totals[]; };  // 16 per workgroup
layout(std430, binding = 3) writeonly buffer Lanes { uint lanes[]; };  // 4 per invocation
layout(std430, binding = 4) buffer Compact { uint compact[]; };  // 128 per workgroup

const uint kMaxSubgroups = 128u;  // subgroups of at least 1 invocation

shared uint s_atomic[8];
shared uint s_sub_sum[kMaxSubgroups];
shared uint s_sub_max[kMaxSubgroups];
shared uint s_sub_count[kMaxSubgroups];
shared float s_sub_fsum[kMaxSubgroups];

// What the subgroups before this one hold, in subgroup order.
uvec3 before_me() {
  uvec3 r = uvec3(0u);
  for (uint s = 0u; s < gl_SubgroupID; ++s) {
    r.x += s_sub_sum[s];
    r.y = max(r.y, s_sub_max[s]);
    r.z += s_sub_count[s];
  }
  return r;
}

void init_shared(uint l) {
  if (l < 8u) s_atomic[l] = (l == 1u || l == 4u) ? 0xffffffffu : 0u;  // and, min start full
  barrier();
}

void reduce(uint x, bool p) {
  uint sum = subgroupAdd(x), all_and = subgroupAnd(x), any_or = subgroupOr(x);
  uint parity = subgroupXor(x), lo = subgroupMin(x), hi = subgroupMax(x);
  float fsum = subgroupAdd(float(x & 0xffffu));  // integers below 2^23: exact in any order
  uint count = subgroupBallotBitCount(subgroupBallot(p));
  if (subgroupElect()) {
    atomicAdd(s_atomic[0], sum);
    atomicAnd(s_atomic[1], all_and);
    atomicOr(s_atomic[2], any_or);
    atomicXor(s_atomic[3], parity);
    atomicMin(s_atomic[4], lo);
    atomicMax(s_atomic[5], hi);
    atomicAdd(s_atomic[6], count);
    atomicAdd(s_atomic[7], 1u);  // subgroups that elected one invocation
    s_sub_sum[gl_SubgroupID] = sum;
    s_sub_max[gl_SubgroupID] = hi;
    s_sub_count[gl_SubgroupID] = count;
    s_sub_fsum[gl_SubgroupID] = fsum;
  }
  barrier();
}

void write_totals(uint l) {
  if (l != 0u) return;
  float fsum = 0.0;
  for (uint s = 0u; s < gl_NumSubgroups; ++s) fsum += s_sub_fsum[s];
  uint base = gl_WorkGroupID.x * 16u;
  for (uint k = 0u; k < 7u; ++k) totals[base + k] = s_atomic[k];
  totals[base + 7u] = uint(s_atomic[7] == gl_NumSubgroups);
  totals[base + 8u] = floatBitsToUint(fsum);
  totals[base + 9u] = uint(gl_NumSubgroups * gl_SubgroupSize == 128u);
  for (uint k = 10u; k < 16u; ++k) totals[base + k] = 0u;
}

uint votes(uint wg_flags) {
  bool all_a = subgroupAll((wg_flags & 1u) != 0u);
  bool any_b = subgroupAny((wg_flags & 2u) != 0u);
  bool equal = subgroupAllEqual(wg_flags);
  uint r = uint(all_a) | uint(any_b) << 1 | uint(equal) << 2;
  // In a branch that whole subgroups take (local index < 64 holds whole
  // subgroups of 8, 32 or 64).
  if (gl_LocalInvocationIndex < 64u) r |= uint(subgroupAny((wg_flags & 4u) != 0u)) << 3;
  return r;
}

uint ballot_identities(bool p) {
  uvec4 b = subgroupBallot(p);
  uint id = gl_SubgroupInvocationID;
  bool ok = subgroupBallotBitExtract(b, id) == p;
  ok = ok && subgroupBallotInclusiveBitCount(b) - subgroupBallotExclusiveBitCount(b) == uint(p);
  ok = ok && subgroupBallotBitCount(gl_SubgroupLtMask) == id;
  ok = ok && subgroupBallotBitCount(gl_SubgroupLeMask) == id + 1u;
  ok = ok && subgroupBallotBitCount(gl_SubgroupGeMask) == gl_SubgroupSize - id;
  ok = ok && subgroupBallotBitExtract(gl_SubgroupEqMask, id);
  ok = ok && subgroupBallotBitCount(gl_SubgroupGtMask) == gl_SubgroupSize - id - 1u;
  ok = ok && gl_SubgroupInvocationID < gl_SubgroupSize && gl_SubgroupID < gl_NumSubgroups;
  return uint(ok);
}

void main() {
  uint l = gl_LocalInvocationIndex, g = gl_GlobalInvocationID.x;
  uint x = data[g];
  bool p = (x & 3u) == 0u;
  init_shared(l);
  reduce(x, p);
  write_totals(l);

  uvec3 before = before_me();
  uint inclusive = subgroupInclusiveAdd(x), exclusive = subgroupExclusiveAdd(x);
  uint running_max = subgroupInclusiveMax(x);
  lanes[g * 4u + 0u] = before.x + inclusive;
  lanes[g * 4u + 1u] = before.x + exclusive;
  lanes[g * 4u + 2u] = max(before.y, running_max);
  lanes[g * 4u + 3u] = votes(flags[gl_WorkGroupID.x]) | ballot_identities(p) << 8;

  // Stream compaction: survivors in local-index order at the front of the
  // workgroup's slice; the rest of the slice keeps its initial contents.
  uint slot = before.z + subgroupBallotExclusiveBitCount(subgroupBallot(p));
  if (p) compact[gl_WorkGroupID.x * 128u + slot] = x;
}
