// A twin case described by a file instead of the table: the SPIR-V of a program
// generated elsewhere (tests/fuzz/gen.py) and what to run it with. The format, one
// item per line, '#' starts a comment:
//   name NAME                   seeds the buffers' fills (buffer_seed), as a case name does
//   spirv FILE                  the module, relative to the description's folder
//   groups X Y Z                vkCmdDispatch's group counts
//   needs WORD...               int64 float64 float16 int16 float-modes-16/32/64 subgroup
//   push HEX                    the push-constant bytes, two hex digits a byte
//   buffer NAME BINDING KIND BYTES FILL in|out
//                               KIND: storage or uniform; FILL: zero, sentinel,
//                               random_words, edgy_words, clean_f32; out: compared
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "twin.h"

namespace twin {

// A case whose module and names live here rather than in static storage.
struct Program {
  std::vector<uint32_t> words;
  std::deque<std::string> names;  // each Buffer's name points into one of these
  Case c;
};

// Reads a description; throws std::runtime_error naming the file and line of
// anything it does not understand.
void load_program(const std::string& path, Program& p);

}  // namespace twin
