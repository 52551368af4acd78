// Double precision: fma, multiply and add, compare and select, conversions.
#include "ocl_runtime.h"
#include "common.h"

kernel void double_ops(global const double* a, global const double* b, global const double* c,
                       global const long* l, global ulong* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  for (int op = 0; op < DOUBLE_OUTPUTS; ++op)
    out[i * DOUBLE_OUTPUTS + op] = double_op(op, a[i], b[i], c[i], l[i]);
}
