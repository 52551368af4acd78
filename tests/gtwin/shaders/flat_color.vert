#version 450
// Positions from a constant table by vertex index: no vertex buffer at all.
layout(location = 0) out vec4 color;
const vec2 kPos[3] = vec2[](vec2(-0.75, -0.5), vec2(0.5, -0.75), vec2(0.25, 0.875));
void main() {
  gl_Position = vec4(kPos[gl_VertexIndex % 3], 0.0, 1.0);
  color = vec4(0.25, 0.5, 0.75, 1.0);
}
