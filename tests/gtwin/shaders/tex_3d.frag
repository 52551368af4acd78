#version 450
// A 3D texture at (s, t, r).
layout(set = 0, binding = 0) uniform sampler3D tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  color = texture(tex, coord.stp);
}
