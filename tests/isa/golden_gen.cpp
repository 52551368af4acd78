// isa_golden_gen DIR: writes the ISA golden files from LLVM 19's text (the same
// library llvm-mc-19 is; scripts/isa/check_golden.sh checks them with it):
//   gfx1030_valid.txt    eight opcodes of every encoding, in wave32 and wave64,
//                        with operands the table's encoder draws
//   gfx1030_invalid.txt  words of every encoding LLVM rejects, and truncated ones
// Each line is "[w64 ]hex bytes | text" or "hex bytes | error: <our status>".
#include <cstdio>
#include <fstream>
#include <random>
#include <string>

#include "isa/instruction.h"
#include "tests/isa/llvm_oracle.h"
#include "tests/isa/table_encoder.h"

using namespace rdnavk::isa;
using rdnavk::isa::testing::LlvmDisassembler;

namespace {

std::string hex_bytes(const uint8_t* b, size_t n) {
  std::string s;
  char buf[4];
  for (size_t i = 0; i < n; ++i) {
    std::snprintf(buf, sizeof buf, "%s%02x", i ? " " : "", b[i]);
    s += buf;
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = argc > 1 ? argv[1] : "tests/isa/golden";
  LlvmDisassembler w32(false), w64(true);
  if (!w32.ok()) {
    std::fprintf(stderr, "isa_golden_gen: %s\n", w32.error().c_str());
    return 1;
  }
  std::mt19937_64 rng(20261129);
  std::ofstream valid(dir + "/gfx1030_valid.txt");
  valid << "# GFX10.3 instructions and LLVM 19's text for them (wave64 lines start w64).\n"
        << "# Written by isa_golden_gen; checked by scripts/isa/check_golden.sh.\n";
  for (int e = 0; e < static_cast<int>(Encoding::kCount); ++e) {
    std::vector<const OpcodeInfo*> ops;
    for (const OpcodeInfo& info : all_opcodes())
      if (info.encoding == static_cast<Encoding>(e)) ops.push_back(&info);
    valid << "\n# " << layout(static_cast<Encoding>(e)).name << "\n";
    size_t picks = std::min<size_t>(8, ops.size());
    for (size_t k = 0; k < picks; ++k) {
      const OpcodeInfo& info = *ops[k * ops.size() / picks];
      for (WaveSize wave : {WaveSize::k32, WaveSize::k64}) {
        for (int tries = 0; tries < 16; ++tries) {
          std::vector<uint32_t> w = testing::random_instruction(info, wave, rng);
          const LlvmDisassembler& d = wave == WaveSize::k64 ? w64 : w32;
          auto r = d.decode_words(w);
          if (!r.valid || r.unprintable || r.text.find("/*") != std::string::npos) continue;
          valid << (wave == WaveSize::k64 ? "w64 " : "")
                << hex_bytes(reinterpret_cast<const uint8_t*>(w.data()), r.size) << " | " << r.text
                << "\n";
          break;
        }
      }
    }
  }
  std::ofstream invalid(dir + "/gfx1030_invalid.txt");
  invalid << "# Bytes LLVM 19 does not decode, and the error the decoder gives for them.\n"
          << "# Written by isa_golden_gen; checked by scripts/isa/check_golden.sh.\n";
  for (int e = 0; e < static_cast<int>(Encoding::kCount); ++e) {
    const EncodingLayout& l = layout(static_cast<Encoding>(e));
    invalid << "\n# " << l.name << "\n";
    int found = 0;
    for (int tries = 0; tries < 100000 && found < 4; ++tries) {
      std::vector<uint32_t> w(8);
      for (auto& x : w) x = static_cast<uint32_t>(rng());
      for (int m = 0; m < l.num_match; ++m) set_field(w, l.match[m], l.match_value[m]);
      if (w32.decode_words(w, LlvmDisassembler::kDecodeOnly).valid) continue;
      Instruction in;
      auto st = decode({reinterpret_cast<const uint8_t*>(w.data()), 32}, WaveSize::k32, in);
      if (st == DecodeStatus::kOk) continue;  // the tests report that one
      // The bytes LLVM needs to see the whole instruction: eight, plus a literal.
      invalid << hex_bytes(reinterpret_cast<const uint8_t*>(w.data()), 12)
              << " | error: " << decode_status_text(st) << "\n";
      ++found;
    }
  }
  // Truncated: valid instructions cut short.
  invalid << "\n# truncated\n";
  int cut = 0;
  for (const OpcodeInfo& info : all_opcodes()) {
    if (info.bytes < 8 || (cut++ % 97) != 0) continue;
    std::vector<uint32_t> w = testing::random_instruction(info, WaveSize::k32, rng);
    Instruction in;
    auto st = decode({reinterpret_cast<const uint8_t*>(w.data()), 4}, WaveSize::k32, in);
    if (st == DecodeStatus::kOk) continue;
    // A form its second dword names (FLAT's saddr) is not recognised at all.
    invalid << hex_bytes(reinterpret_cast<const uint8_t*>(w.data()), 4)
            << " | error: " << decode_status_text(st) << "\n";
  }
  return 0;
}
