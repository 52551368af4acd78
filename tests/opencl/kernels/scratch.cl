// A private array indexed by data: too large and too dynamic for registers, so
// it lives in scratch memory (the private segment buffer).
#include "ocl_runtime.h"
#include "common.h"

kernel void scratch_walk_kernel(global const uint* seeds, global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i < n) out[i] = scratch_walk(seeds[i]);
}
