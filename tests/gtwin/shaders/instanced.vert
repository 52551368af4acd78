#version 450
// Each instance moved right and down a little, its colour darkened.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
void main() {
  float i = float(gl_InstanceIndex);
  gl_Position = in_pos + vec4(0.125 * i, 0.0625 * i, 0.0, 0.0);
  color = in_color * (1.0 - 0.25 * i);
}
