#version 450
// Positions by vertex, colours by instance (binding 1, a divisor); each
// instance moved right and down a little.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
void main() {
  float i = float(gl_InstanceIndex);
  gl_Position = in_pos + vec4(0.125 * i, 0.0625 * i, 0.0, 0.0);
  color = in_color;
}
