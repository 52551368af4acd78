#version 450
// Two colours for one target: the second is the blend's source-1 factor.
layout(location = 0) flat in vec4 color;
layout(location = 0, index = 0) out vec4 out_color;
layout(location = 0, index = 1) out vec4 out_factor;
void main() {
  out_color = color;
  out_factor = color.gbra;
}
