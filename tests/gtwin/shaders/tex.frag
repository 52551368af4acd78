#version 450
// The texture at (s, t), its level of detail implicit (from the coordinates'
// differences across the 2x2 quad).
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  color = texture(tex, coord.st);
}
