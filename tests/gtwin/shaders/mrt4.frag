#version 450
// Four targets: the colour and its channels rotated three ways.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out0;
layout(location = 1) out vec4 out1;
layout(location = 2) out vec4 out2;
layout(location = 3) out vec4 out3;
void main() {
  out0 = color;
  out1 = color.gbar;
  out2 = color.barg;
  out3 = color.argb;
}
