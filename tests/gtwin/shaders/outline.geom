#version 450
// Each triangle's outline as a strip of three lines, its corners' colours.
layout(triangles) in;
layout(line_strip, max_vertices = 4) out;
layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 color;
void main() {
  for (int k = 0; k < 4; ++k) {
    gl_Position = gl_in[k % 3].gl_Position;
    color = in_color[k % 3];
    EmitVertex();
  }
  EndPrimitive();
}
