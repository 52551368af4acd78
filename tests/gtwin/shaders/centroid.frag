#version 450
// Colours interpolated at the centroid, and flat ones, added.
layout(location = 0) centroid in vec4 color;
layout(location = 0) out vec4 out_color;
void main() { out_color = color; }
