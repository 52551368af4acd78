// SPIR-V assembly shared by every module: types, constants and the functions
// that reach guest memory through the VA table and the LDS (runtime_spirv.cpp).
#pragma once

#include <string>
#include <string_view>

namespace rdnavk::xlate {

// Declarations the functions use (after the fixed types, with the globals).
const std::string& runtime_declarations();
// The functions that reach guest memory (after every declaration). They use
// %push, which every stage declares (push_layout.h).
const char* runtime_functions();
// The LDS's functions, in a stage with workgroup memory: they use %lds (or, in
// a buffer, %lds_base) and %c_lds_words, which the module declares.
std::string runtime_lds_functions(bool in_buffer);
// The text that names `ptr` the pointer to LDS word `index` (a u32 id, inside
// the LDS): an element of the workgroup array %lds or, `in_buffer`, of the
// group's region of the LDS buffer, whose address the Private %lds_base holds
// (D55); an access through the latter is `Aligned 4`.
std::string lds_word_pointer(bool in_buffer, std::string_view ptr, std::string_view index);

}  // namespace rdnavk::xlate
