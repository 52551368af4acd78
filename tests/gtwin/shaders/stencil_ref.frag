#version 450
#extension GL_ARB_shader_stencil_export : require
// Flat colours; the stencil reference is the red channel in sixteenths.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out_color;
void main() {
  gl_FragStencilRefARB = int(color.r * 16.0);
  out_color = color;
}
