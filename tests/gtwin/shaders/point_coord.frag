#version 450
// A point's sprite coordinates in red and green, its flat colour's blue.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 out_color;
void main() { out_color = vec4(gl_PointCoord, color.b, 1.0); }
