#version 460
// Each draw of a multi-draw moved down and its colour's channels turned by its
// index; each instance moved right. Colours stay on the vertices' 1/1024 grid.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 color;
void main() {
  float i = float(gl_InstanceIndex), d = float(gl_DrawID);
  gl_Position = in_pos + vec4(0.125 * i, 0.25 * d, 0.0, 0.0);
  color = gl_DrawID == 0 ? in_color : (gl_DrawID == 1 ? in_color.gbra : in_color.brga);
}
