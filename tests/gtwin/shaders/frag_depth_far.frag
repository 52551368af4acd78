#version 450
// A depth past the viewport's range for most colours: the DB would clamp it,
// which rdnavk does not assume the host does alike, so the draw is refused.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out_color;
void main() {
  out_color = color;
  gl_FragDepth = color.g * 0.5 + 0.75;
}
