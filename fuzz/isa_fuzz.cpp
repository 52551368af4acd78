// Fuzzes the ISA decoder, printer and program analysis over raw code bytes: any
// input must decode to an instruction or a status with its offset, print, and
// be followed from offset 0 to every end, in wave32 and wave64, without a
// crash, a hang or a read outside the bytes.
#include <cstdint>
#include <span>
#include <string>

#include "isa/instruction.h"
#include "isa/printer.h"
#include "isa/program.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace rdnavk::isa;
  std::span<const uint8_t> code(data, size);
  std::string text;
  for (WaveSize wave : {WaveSize::k32, WaveSize::k64}) {
    // Linear: every dword offset.
    for (size_t at = 0; at + 4 <= code.size(); at += 4) {
      Instruction in;
      if (decode(code.subspan(at), wave, in) != DecodeStatus::kOk) continue;
      if (in.size == 0 || in.size > code.size() - at) __builtin_trap();
      text.clear();
      print(in, text);
    }
    // Control flow from the start, bounded.
    Program p = analyze_program(code, 0, wave, 4096);
    for (const ProgramInstruction& pi : p.instructions) {
      text.clear();
      print(pi.inst, text);
    }
  }
  return 0;
}
