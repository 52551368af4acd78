#version 460
// Push constants and a uniform buffer: a 3D dispatch of 3D workgroups
// (gl_WorkGroupID, gl_LocalInvocationID, gl_NumWorkGroups), a mat4 times a vec4,
// dynamically indexed vec4 and uvec4 arrays in the UBO, a dynamically chosen
// vector component, and every push-constant field. All floats are small
// integers (or halves of them), so products and sums are exact in any order.

layout(local_size_x = 8, local_size_y = 4, local_size_z = 2) in;

layout(push_constant) uniform Push {
  uint mode;
  int bias;
  float scale;
  uint salt;
  vec4 weights;
  uvec2 mask;
} pc;

layout(std140, binding = 0) uniform Params {
  mat4 m;
  vec4 table[16];
  uvec4 keys[8];
  ivec4 misc;
} ubo;

layout(std430, binding = 1) readonly buffer In { uvec4 data[]; };
layout(std430, binding = 2) writeonly buffer Out { uint results[]; };

const uint kPerInvocation = 12u;

void main() {
  uvec3 size = gl_NumWorkGroups * gl_WorkGroupSize;
  uvec3 id = gl_GlobalInvocationID;
  uint i = (id.z * size.y + id.y) * size.x + id.x;
  uvec4 d = data[i];
  vec4 v = vec4(d & 0xffu);
  vec4 mv = ubo.m * v;
  vec4 t = ubo.table[d.x & 15u] * pc.scale;
  uint key = ubo.keys[(d.y >> 3) & 7u][d.y & 3u];
  uint base = i * kPerInvocation;
  results[base + 0u] = floatBitsToUint(mv.x);
  results[base + 1u] = floatBitsToUint(mv.y);
  results[base + 2u] = floatBitsToUint(mv.z + mv.w);
  results[base + 3u] = floatBitsToUint(t.x) ^ floatBitsToUint(t.w);
  results[base + 4u] = floatBitsToUint(dot(v, pc.weights));
  results[base + 5u] = key ^ pc.mask.x ^ (pc.mask.y << 1);
  results[base + 6u] = uint(int(d.z % 1000u) + pc.bias + ubo.misc[d.w & 3u]);
  // A branch on a push constant: uniform, taken the same way by every lane.
  results[base + 7u] = pc.mode == 1u ? d.x * pc.salt : d.x + pc.salt;
  results[base + 8u] = gl_WorkGroupID.x | gl_WorkGroupID.y << 8 | gl_WorkGroupID.z << 16;
  results[base + 9u] = gl_LocalInvocationID.x | gl_LocalInvocationID.y << 8 |
                       gl_LocalInvocationID.z << 16 | gl_LocalInvocationIndex << 24;
  results[base + 10u] = gl_NumWorkGroups.x | gl_NumWorkGroups.y << 8 | gl_NumWorkGroups.z << 16;
  results[base + 11u] = i;
}
