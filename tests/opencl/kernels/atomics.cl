// Atomics on global memory whose results do not depend on the order the
// work-items run in: a sum, a maximum and a minimum, a count and an OR.
// Device scope gives the native global_atomic_* instructions; the minimum is
// system scope, which LLVM 19 expands to a compare-and-swap loop.
#include "ocl_runtime.h"
#include "common.h"

kernel void atomics(global const uint* in, global uint* acc, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint v = in[i];
  volatile global atomic_uint* u = (volatile global atomic_uint*)acc;
  volatile global atomic_int* s = (volatile global atomic_int*)acc;
  __opencl_atomic_fetch_add(&u[0], v, memory_order_relaxed, memory_scope_device);
  __opencl_atomic_fetch_max(&s[1], (int)v, memory_order_relaxed, memory_scope_device);
  __opencl_atomic_fetch_add(&u[2], 1u, memory_order_relaxed, memory_scope_device);
  __opencl_atomic_fetch_or(&u[3], 1u << (v & 31), memory_order_relaxed, memory_scope_device);
  __scoped_atomic_fetch_min((global int*)&acc[4], (int)v, __ATOMIC_RELAXED, __MEMORY_SCOPE_SYSTEM);
}
