#version 450
// Position and texture coordinates from vertex attributes: the textured cases
// give the coordinates in the colour attribute's place (s, t, then r, the layer
// or the depth reference, then q, a bias), interpolated for the pixel program.
layout(location = 0) in vec4 in_pos;
layout(location = 1) in vec4 in_coord;
layout(location = 0) out vec4 coord;
void main() {
  gl_Position = in_pos;
  coord = in_coord;
}
