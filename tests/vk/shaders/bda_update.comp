#version 460
// Reads and writes guest words through a device address: w[i] = w[i] * 2 + i.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words { uint w[]; };
layout(push_constant) uniform Push { Words data; uint n; } p;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < p.n) p.data.w[i] = p.data.w[i] * 2u + i;
}
