#version 450
// Each triangle's corners as points of 1 to 3 pixels, and its centre's as a
// fourth only for even primitives (a varying count of emitted vertices).
layout(triangles) in;
layout(points, max_vertices = 4) out;
layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 color;
void main() {
  for (int k = 0; k < 3; ++k) {
    gl_Position = gl_in[k].gl_Position;
    gl_PointSize = float(1 + k);
    color = in_color[k];
    EmitVertex();
  }
  if (gl_PrimitiveIDIn % 2 == 0) {
    gl_Position = (gl_in[0].gl_Position + gl_in[1].gl_Position) * 0.5;
    gl_PointSize = 2.0;
    color = in_color[2].gbra;
    EmitVertex();
  }
}
