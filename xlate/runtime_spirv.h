// SPIR-V assembly shared by every module: types, constants and the functions
// that reach guest memory through the VA table and the LDS (runtime_spirv.cpp).
#pragma once

namespace rdnavk::xlate {

// Declarations the functions use (after the fixed types, with the globals).
const char* runtime_declarations();
// The functions (after every declaration). They use %push, %lds and
// %c_lds_words, which the module declares.
const char* runtime_functions();

}  // namespace rdnavk::xlate
