#version 450
// Two clip planes across the target and a cull distance that drops the
// triangles whose vertices all lie in its lower left.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
out gl_PerVertex {
  vec4 gl_Position;
  float gl_ClipDistance[2];
  float gl_CullDistance[1];
};
void main() {
  gl_Position = in_pos;
  gl_ClipDistance[0] = in_pos.x + 0.5 * in_pos.y + 0.25;
  gl_ClipDistance[1] = 0.75 - in_pos.y;
  gl_CullDistance[0] = in_pos.x + in_pos.y + 0.5;
  color = in_color;
}
