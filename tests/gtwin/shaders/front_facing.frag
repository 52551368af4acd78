#version 450
// Flat colours on front faces; on back faces each channel's complement, alpha
// a half (every value on the 1/1024 grid, exact in RADV's 16-bit export).
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out_color;
void main() {
  out_color = gl_FrontFacing ? vec4(color.rgb, 1.0) : vec4(1.0 - color.rgb, 0.5);
}
