// 64-bit integer arithmetic: each work-item i < n writes INTEGER_OUTPUTS results
// of integer_op (common.h) on a[i], b[i]; the last group is partial when n is not
// a multiple of the group size.
#include "ocl_runtime.h"
#include "common.h"

kernel void integer_ops(global const ulong* a, global const ulong* b, global ulong* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  for (int op = 0; op < INTEGER_OUTPUTS; ++op) out[i * INTEGER_OUTPUTS + op] = integer_op(op, a[i], b[i]);
}
