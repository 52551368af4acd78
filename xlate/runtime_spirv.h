// SPIR-V assembly shared by every module: types, constants and the functions
// that reach guest memory through the VA table and the LDS (runtime_spirv.cpp).
#pragma once

#include <string>

namespace rdnavk::xlate {

// Declarations the functions use (after the fixed types, with the globals).
const std::string& runtime_declarations();
// The functions that reach guest memory (after every declaration). They use
// %push, which every stage declares (push_layout.h).
const char* runtime_functions();
// The LDS's functions, in a stage with workgroup memory: they use %lds and
// %c_lds_words, which the module declares.
const char* runtime_lds_functions();

}  // namespace rdnavk::xlate
