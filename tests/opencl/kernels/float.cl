// Single precision: fma, multiply-then-add with two roundings (compiled with
// -ffp-contract=off), compare and select, int <-> float conversions.
#include "ocl_runtime.h"
#include "common.h"

kernel void float_ops(global const float* a, global const float* b, global const float* c,
                      global const int* k, global const long* l, global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  for (int op = 0; op < FLOAT_OUTPUTS; ++op)
    out[i * FLOAT_OUTPUTS + op] = float_op(op, a[i], b[i], c[i], k[i], l[i]);
}
