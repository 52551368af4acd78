#version 450
// Position and colour from vertex attributes, drawn as attr_color.vert draws
// them, and captured by transform feedback into buffer 0, 48 bytes a vertex:
// the position, the colour with red and blue swapped, the vertex and instance
// indices as floats, a tag made of both, and 4 bytes left alone.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
layout(location = 1, xfb_buffer = 0, xfb_offset = 16) out vec4 captured_color;
layout(location = 2, xfb_buffer = 0, xfb_offset = 32) out vec2 ids;
layout(location = 3, xfb_buffer = 0, xfb_offset = 40) out uint tag;
layout(xfb_buffer = 0, xfb_stride = 48) out;
out gl_PerVertex {
  layout(xfb_buffer = 0, xfb_offset = 0) vec4 gl_Position;
  float gl_PointSize;
};
void main() {
  gl_Position = in_pos;
  gl_PointSize = 1.0;
  color = in_color;
  captured_color = in_color.bgra;
  ids = vec2(float(gl_VertexIndex), float(gl_InstanceIndex));
  tag = 0x5a000000u | (uint(gl_InstanceIndex) << 16) | uint(gl_VertexIndex);
}
