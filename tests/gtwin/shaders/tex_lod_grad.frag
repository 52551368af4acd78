#version 450
// Explicit levels of detail: the left half at LOD 1 (textureLod), the right
// half from axis-aligned gradients (textureGrad) of 4/64 in both directions
// (LOD 2) above, of 16/64 and 4/64 below (LOD 4, the larger one's).
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(location = 0) in vec4 coord;
layout(location = 0) out vec4 color;
void main() {
  if (gl_FragCoord.x < 32.0)
    color = textureLod(tex, coord.st, 1.0);
  else if (gl_FragCoord.y < 32.0)
    color = textureGrad(tex, coord.st, vec2(4.0 / 64.0, 0.0), vec2(0.0, 4.0 / 64.0));
  else
    color = textureGrad(tex, coord.st, vec2(16.0 / 64.0, 0.0), vec2(0.0, 4.0 / 64.0));
}
