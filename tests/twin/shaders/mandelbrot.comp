#version 460
// The compute-heavy case (and the benchmark's kernel): the Mandelbrot iteration
// count of 1024 x 1024 points, up to 256 iterations each - about ten float
// operations per iteration, with lanes leaving the loop at different times.
// `precise` keeps every multiply and add separately rounded and RoundingModeRTE
// names the rounding, so the counts are defined exactly.
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);

layout(local_size_x = 16, local_size_y = 16) in;

layout(push_constant) uniform Push {
  vec2 origin;  // the point of pixel (0, 0)
  float step;   // between pixels: a power of two, so the grid is exact
  uint max_iterations;
} pc;

layout(std430, binding = 0) writeonly buffer Out { uint counts[]; };

void main() {
  uvec2 p = gl_GlobalInvocationID.xy;
  uint width = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  precise vec2 c = pc.origin + vec2(p) * pc.step;
  precise float x = 0.0, y = 0.0;
  uint n = 0u;
  for (; n < pc.max_iterations; ++n) {
    precise float x2 = x * x, y2 = y * y;
    if (x2 + y2 > 4.0) break;
    precise float xy = x * y;
    y = xy + xy + c.y;
    x = x2 - y2 + c.x;
  }
  counts[p.y * width + p.x] = n;
}
