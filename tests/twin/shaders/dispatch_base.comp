#version 450
// vkCmdDispatchBase: the groups run from the base the dispatch gives, for the
// count it gives, and gl_NumWorkGroups is that count. Each invocation records
// where it ran; one outside the range counts itself.
layout(local_size_x = 32, local_size_y = 2) in;

layout(push_constant) uniform Push { uvec4 base; uvec4 count; } pc;

layout(std430, binding = 0) buffer Out { uint outside; uint num_groups[3]; uint cells[]; };

void main() {
  uvec3 g = gl_WorkGroupID;
  uvec3 rel = g - pc.base.xyz;
  bool inside = all(greaterThanEqual(g, pc.base.xyz)) && all(lessThan(rel, pc.count.xyz));
  if (!inside) {
    atomicAdd(outside, 1u);
    return;
  }
  if (gl_LocalInvocationIndex == 0u && all(equal(rel, uvec3(0u)))) {
    num_groups[0] = gl_NumWorkGroups.x;
    num_groups[1] = gl_NumWorkGroups.y;
    num_groups[2] = gl_NumWorkGroups.z;
  }
  uint group = (rel.z * pc.count.y + rel.y) * pc.count.x + rel.x;
  uint cell = group * 64u + gl_LocalInvocationIndex;
  cells[cell] = gl_GlobalInvocationID.x | gl_GlobalInvocationID.y << 12 | gl_GlobalInvocationID.z << 24;
}
