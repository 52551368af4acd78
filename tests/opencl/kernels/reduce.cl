// A work-group sum through local memory: 256 work-items, a tree of halving
// steps with a barrier between them. Items past n contribute 0, so the last
// group may be partial.
#include "ocl_runtime.h"
#include "common.h"

#define REDUCE_GROUP 256

__attribute__((reqd_work_group_size(REDUCE_GROUP, 1, 1)))
kernel void reduce_sum(global const uint* in, global uint* sums, uint n) {
  local uint part[REDUCE_GROUP];
  size_t i = get_global_id(0);
  uint lid = (uint)get_local_id(0);
  part[lid] = i < n ? in[i] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint stride = REDUCE_GROUP / 2; stride > 0; stride >>= 1) {
    if (lid < stride) part[lid] += part[lid + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) sums[get_group_id(0)] = part[0];
}
