#version 450
// amplify.geom's strips, captured: each triangle drawn by two invocations,
// the second moved right and down, each as a strip of four vertices (the
// corners, then the first moved), so that its two triangles are captured as
// a list. Buffer 0 takes 32 bytes a vertex: the position, the primitive and
// invocation ids as floats, and a tag made of both and the vertex's place.
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 4) out;
layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 color;
layout(location = 1, xfb_buffer = 0, xfb_offset = 16) out vec2 ids;
layout(location = 2, xfb_buffer = 0, xfb_offset = 24) out uint tag;
layout(xfb_buffer = 0, xfb_stride = 32) out;
out gl_PerVertex {
  layout(xfb_buffer = 0, xfb_offset = 0) vec4 gl_Position;
};
void main() {
  const vec4 shift = vec4(0.25, 0.125, 0.0, 0.0) * float(gl_InvocationID);
  for (int k = 0; k < 4; ++k) {
    gl_Position = gl_in[k % 3].gl_Position + shift + (k == 3 ? vec4(0.125, 0.0, 0.0, 0.0) : vec4(0.0));
    color = vec4(in_color[k % 3].rgb * (1.0 - 0.5 * float(gl_InvocationID)), 1.0);
    ids = vec2(float(gl_PrimitiveIDIn), float(gl_InvocationID));
    tag = 0x3c000000u | (uint(gl_PrimitiveIDIn) << 8) | (uint(gl_InvocationID) << 4) | uint(k);
    EmitVertex();
  }
  EndPrimitive();
}
