#version 450
// Two vertex streams. Stream 0, drawn and captured into buffer 0 (24 bytes a
// vertex: the position, then the primitive and invocation ids as floats):
// each triangle's corners as points, by two invocations, the second moved.
// Stream 1, captured into buffer 1 (20 bytes a vertex: the centre, then a
// tag): none, one or two points a thread, as the ids say.
layout(triangles, invocations = 2) in;
layout(points, max_vertices = 5) out;
layout(location = 0) in vec4 in_color[];
layout(stream = 0, location = 0) out vec4 color;
layout(stream = 0, location = 1, xfb_buffer = 0, xfb_offset = 16) out vec2 ids;
layout(stream = 1, location = 2, xfb_buffer = 1, xfb_offset = 0) out vec4 centre;
layout(stream = 1, location = 3, xfb_buffer = 1, xfb_offset = 16) out uint tag;
layout(xfb_buffer = 1, xfb_stride = 20) out;
layout(xfb_buffer = 0, xfb_stride = 24) out;
layout(stream = 0) out gl_PerVertex {
  layout(xfb_buffer = 0, xfb_offset = 0) vec4 gl_Position;
};
void main() {
  const vec4 shift = vec4(0.25, 0.125, 0.0, 0.0) * float(gl_InvocationID);
  for (int k = 0; k < 3; ++k) {
    gl_Position = gl_in[k].gl_Position + shift;
    color = in_color[k];
    ids = vec2(float(gl_PrimitiveIDIn), float(gl_InvocationID));
    EmitStreamVertex(0);
  }
  const uint points = uint(gl_PrimitiveIDIn + gl_InvocationID) % 3u;
  for (uint p = 0u; p < points; ++p) {
    centre = (gl_in[0].gl_Position + gl_in[1].gl_Position + gl_in[2].gl_Position) * 0.25 + shift;
    tag = 0x7b000000u | (uint(gl_PrimitiveIDIn) << 8) | (uint(gl_InvocationID) << 4) | p;
    EmitStreamVertex(1);
  }
}
