#version 450
// A 2D array texture at (s, t), its layer r (rounded, clamped to the last).
layout(set = 0, binding = 0) uniform sampler2DArray tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  color = texture(tex, coord.stp);
}
