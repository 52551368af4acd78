#version 450
// The colour at location 1: attachment 0 is unused.
layout(location = 0) flat in vec4 color;
layout(location = 1) out vec4 out_color;
void main() { out_color = color; }
