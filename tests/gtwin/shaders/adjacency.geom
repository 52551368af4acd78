#version 450
// Triangles with adjacency: each triangle (vertices 0, 2, 4) drawn with its
// adjacent vertices' colours (1, 3, 5).
layout(triangles_adjacency) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 color;
void main() {
  for (int k = 0; k < 3; ++k) {
    gl_Position = gl_in[2 * k].gl_Position;
    color = in_color[2 * k + 1];
    EmitVertex();
  }
}
