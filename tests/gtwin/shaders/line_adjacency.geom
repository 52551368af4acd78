#version 450
// Line strips with adjacency: each line (vertices 1, 2) drawn in the colour
// of its first adjacent vertex (0) with the last one's (3) alpha.
layout(lines_adjacency) in;
layout(line_strip, max_vertices = 2) out;
layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 color;
void main() {
  for (int k = 1; k < 3; ++k) {
    gl_Position = gl_in[k].gl_Position;
    color = vec4(in_color[0].rgb, in_color[3].a);
    EmitVertex();
  }
}
