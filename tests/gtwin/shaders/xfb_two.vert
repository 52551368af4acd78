#version 450
// Position and colour from vertex attributes, drawn as attr_color.vert draws
// them, and captured by transform feedback into two buffers. Buffer 0, 40
// bytes a vertex: the colour, then at 20 a tag of the vertex index (16 to 19
// and 24 to 39 left alone). Buffer 1, 16 bytes a vertex: the position's x and
// y at 4 (0 to 3 and 12 to 15 left alone).
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
layout(location = 1, xfb_buffer = 0, xfb_offset = 0, xfb_stride = 40) out vec4 captured_color;
layout(location = 2, xfb_buffer = 0, xfb_offset = 20) out uint tag;
layout(location = 3, xfb_buffer = 1, xfb_offset = 4, xfb_stride = 16) out vec2 xy;
void main() {
  gl_Position = in_pos;
  color = in_color;
  captured_color = in_color;
  tag = 0xc3000000u | uint(gl_VertexIndex);
  xy = in_pos.xy;
}
