#version 450
// The depth each triangle writes from its flat colour: x * 0.5 + 0.25 is exact
// in f32 for any x, so the pixel program's arithmetic and the host's agree.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out_color;
void main() {
  out_color = color;
  gl_FragDepth = color.g * 0.5 + 0.25;
}
