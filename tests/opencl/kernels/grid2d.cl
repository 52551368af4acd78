// A 2D dispatch: global, local and group ids in x and y, and the grid width from
// the dispatch packet (get_global_size). Work-items past width x height write
// nothing.
#include "ocl_runtime.h"
#include "common.h"

kernel void grid2d(global uint* out, uint width, uint height, global uint* grid_size) {
  uint x = (uint)get_global_id(0), y = (uint)get_global_id(1);
  if (x == 0 && y == 0) {
    grid_size[0] = (uint)get_global_size(0);
    grid_size[1] = (uint)get_global_size(1);
  }
  if (x >= width || y >= height) return;
  out[y * width + x] = grid2d_value(x, y, (uint)get_local_id(0), (uint)get_local_id(1),
                                    (uint)get_group_id(0), (uint)get_group_id(1), width);
}
