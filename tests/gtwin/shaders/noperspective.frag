#version 450
// Colours interpolated linearly in screen space, not by perspective.
layout(location = 0) noperspective in vec4 color;
layout(location = 0) out vec4 out_color;
void main() { out_color = color; }
