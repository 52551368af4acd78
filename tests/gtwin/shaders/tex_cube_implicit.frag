#version 450
// A cube texture along the direction whose face r (whole per rectangle) is
// hit at face coordinates (s, t) in [-1, 1], by Vulkan's table of faces, the
// LOD from the quad (image_sample): its helper lanes must have computed the
// direction through the branches.
layout(set = 0, binding = 0) uniform samplerCube tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  float s = coord.s, t = coord.t;
  int f = int(coord.r + 0.5);
  vec3 d = f == 0   ? vec3(1.0, -t, -s)
           : f == 1 ? vec3(-1.0, -t, s)
           : f == 2 ? vec3(s, 1.0, t)
           : f == 3 ? vec3(s, -1.0, -t)
           : f == 4 ? vec3(s, -t, 1.0)
                    : vec3(-s, -t, -1.0);
  color = texture(tex, d);
}
