#version 450
// Locations 0 and 2: location 1 is written by nothing.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out0;
layout(location = 2) out vec4 out2;
void main() {
  out0 = color;
  out2 = color.bgra;
}
