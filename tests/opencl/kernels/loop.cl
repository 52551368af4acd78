// A loop whose trip count differs from lane to lane: the wave runs until its
// last lane is done.
#include "ocl_runtime.h"
#include "common.h"

kernel void collatz(global const ulong* x, global uint* steps, uint n) {
  size_t i = get_global_id(0);
  if (i < n) steps[i] = collatz_steps(x[i]);
}
