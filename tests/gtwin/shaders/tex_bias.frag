#version 450
// The texture at (s, t), its implicit level of detail biased by q (and by the
// sampler's mipLodBias).
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  color = texture(tex, coord.st, coord.q);
}
