#version 450
// Points of 1, 2 and 4 pixels across, by vertex: sprite coordinates in
// steps of an eighth.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
void main() {
  gl_Position = in_pos;
  gl_PointSize = float(1 << (gl_VertexIndex % 3));
  color = in_color;
}
