#version 450
// pipeline_stats_compute's dispatches: each thread writes one word, its index
// in the dispatch (rows of groups x threads across) times 3 plus 1 plus the
// base, at word base + index. The group's width and the base are
// specialization constants 0 and 1.
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint kBase = 0u;
layout(set = 0, binding = 0) buffer Words { uint words[]; };
void main() {
  uint row = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  uint i = gl_GlobalInvocationID.y * row + gl_GlobalInvocationID.x;
  words[kBase + i] = i * 3u + 1u + kBase;
}
