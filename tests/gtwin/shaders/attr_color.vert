#version 450
// Position and colour from vertex attributes, as most programs draw.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
void main() {
  gl_Position = in_pos;
  color = in_color;
}
