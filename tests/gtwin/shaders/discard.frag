#version 450
// Flat colours; pixels whose green is above a half are discarded.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out_color;
void main() {
  if (color.g > 0.5) discard;
  out_color = color;
}
