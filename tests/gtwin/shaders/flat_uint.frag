#version 450
// Flat colours as 8-bit integers into an integer target.
layout(location = 0) flat in vec4 color;
layout(location = 0) out uvec4 out_color;
void main() { out_color = uvec4(color * 255.0); }
