// The kernels the build compiles (CMakeLists.txt: OCL_KERNELS), each twice.
#pragma once

#include <string>

namespace rdnavk::opencl {

struct KernelFile {
  const char* file;    // kernels/<file>.cl
  const char* kernel;  // the kernel function in it
};

inline constexpr KernelFile kKernelFiles[] = {
    {"integer", "integer_ops"}, {"float", "float_ops"},
    {"double", "double_ops"},   {"loop", "collatz"},
    {"reduce", "reduce_sum"},   {"atomics", "atomics"},
    {"grid2d", "grid2d"},       {"scratch", "scratch_walk_kernel"},
};

// <build>/tests/opencl/kernels/<file>.w32.o or .w64.o
inline std::string kernel_object(const char* file, int wave) {
  return std::string(OCL_KERNEL_DIR) + "/" + file + ".w" + std::to_string(wave) + ".o";
}

}  // namespace rdnavk::opencl
