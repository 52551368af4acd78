#version 450
// Compute shader of rdnavk-vk-compute. One storage buffer holds the input in
// data[0, n) and the output in data[n, 2n): a single binding keeps the test
// free of storage-buffer offset alignment rules. The formula mixes a
// multiply that wraps, an add and a shift/xor of the invocation index, so a
// wrong lane mapping or a dropped operation shows up as a wrong word.
// vk_compute.cpp's expected() must stay in step with it.

layout(local_size_x = 64) in;

layout(push_constant) uniform Params {
    uint n;  // element count; the last workgroup may run past it
} params;

layout(std430, set = 0, binding = 0) buffer Data {
    uint data[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= params.n)
        return;
    data[params.n + i] = data[i] * 3u + (i ^ (i >> 3u));
}
