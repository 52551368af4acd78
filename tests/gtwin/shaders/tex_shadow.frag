#version 450
// A depth texture at (s, t) compared with the reference r by the sampler: the
// (filtered) result as grey, opaque.
layout(set = 0, binding = 0) uniform sampler2DShadow tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  color = vec4(vec3(texture(tex, coord.stp)), 1.0);
}
