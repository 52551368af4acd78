#version 450
// Each triangle drawn twice (two invocations), the second moved right and
// down and darkened; each as a strip of four vertices (its corners and the
// first corner again, moved), so that odd strip triangles are drawn too.
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 4) out;
layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 color;
void main() {
  const vec4 shift = vec4(0.25, 0.125, 0.0, 0.0) * float(gl_InvocationID);
  const float dim = 1.0 - 0.5 * float(gl_InvocationID);
  for (int k = 0; k < 3; ++k) {
    gl_Position = gl_in[k].gl_Position + shift;
    color = vec4(in_color[k].rgb * dim, float(gl_PrimitiveIDIn % 4) * 0.25);
    EmitVertex();
  }
  gl_Position = gl_in[0].gl_Position + shift + vec4(0.125, 0.0, 0.0, 0.0);
  color = vec4(in_color[1].bgr, 1.0);
  EmitVertex();
  EndPrimitive();
}
