// Every opcode of the table, with many operand patterns drawn by the test
// encoder (tests/isa/table_encoder.h), against LLVM 19's disassembler: the
// same validity, size and text in wave32 and wave64.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <random>
#include <string>

#include "isa/instruction.h"
#include "isa/printer.h"
#include "tests/isa/llvm_oracle.h"
#include "tests/isa/table_encoder.h"

namespace rdnavk::isa {
namespace {

using testing::LlvmDisassembler;

std::string hex_words(const std::vector<uint32_t>& w) {
  std::string s;
  char buf[16];
  for (size_t i = 0; i < w.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%s%08x", i ? " " : "", w[i]);
    s += buf;
  }
  return s;
}

TEST(EveryOpcode, AgreesWithLlvmOnOperandPatterns) {
  LlvmDisassembler w32(false), w64(true);
  ASSERT_TRUE(w32.ok()) << w32.error();
  const char* env = std::getenv("RDNAVK_ISA_PATTERNS");
  int patterns = env ? std::atoi(env) : 64;
  std::mt19937_64 rng(1030);
  uint64_t compared = 0, llvm_invalid = 0, mismatches = 0;
  std::map<std::string, int> failures_by_opcode;
  for (const OpcodeInfo& info : all_opcodes()) {
    for (int p = 0; p < patterns; ++p) {
      WaveSize wave = (p & 1) ? WaveSize::k64 : WaveSize::k32;
      if ((info.flags & kWave32Only) && wave == WaveSize::k64) continue;
      if ((info.flags & kWave64Only) && wave == WaveSize::k32) continue;
      std::vector<uint32_t> w = testing::random_instruction(info, wave, rng);
      const LlvmDisassembler& d = wave == WaveSize::k64 ? w64 : w32;
      auto r = d.decode_words(w);
      bool llvm_ok = r.valid && (r.unprintable || r.text.find("/*") == std::string::npos);
      Instruction in;
      bool ours_ok = decode({reinterpret_cast<const uint8_t*>(w.data()), w.size() * 4}, wave, in) ==
                     DecodeStatus::kOk;
      std::string text = ours_ok ? to_string(in) : "";
      ++compared;
      llvm_invalid += !llvm_ok;
      bool same = llvm_ok == ours_ok &&
                  (!ours_ok || (in.size == r.size && (r.unprintable || text == r.text)));
      if (same) continue;
      ++mismatches;
      if (failures_by_opcode[info.name]++ < 2)
        ADD_FAILURE() << info.name << " " << hex_words(w) << (wave == WaveSize::k64 ? " w64" : "")
                      << "\n  ours: " << (ours_ok ? text : "invalid") << " ("
                      << (ours_ok ? in.size : 0) << ")\n  llvm: " << (llvm_ok ? r.text : "invalid")
                      << " (" << r.size << ")";
    }
  }
  std::printf(
      "%zu opcodes, %llu encodings compared (%llu invalid in LLVM), %llu disagree "
      "in %zu opcodes\n",
      all_opcodes().size(), static_cast<unsigned long long>(compared),
      static_cast<unsigned long long>(llvm_invalid), static_cast<unsigned long long>(mismatches),
      failures_by_opcode.size());
  EXPECT_EQ(mismatches, 0u);
}

}  // namespace
}  // namespace rdnavk::isa
