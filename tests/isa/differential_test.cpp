// The decoder against LLVM 19's AMDGPU disassembler (tests/isa/llvm_oracle.h):
// random words of each encoding must decode to the same validity, size and
// text. LLVM's own complaints in its text (/*Invalid register...*/) count as
// invalid.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>

#include "isa/instruction.h"
#include "isa/printer.h"
#include "tests/isa/llvm_oracle.h"

namespace rdnavk::isa {
namespace {

using testing::LlvmDisassembler;

struct Oracles {
  LlvmDisassembler w32{false};
  LlvmDisassembler w64{true};
};
Oracles& oracles() {
  static Oracles o;
  return o;
}

struct Outcome {
  bool valid = false;
  uint32_t size = 0;
  std::string text;
  bool unprintable = false;  // LLVM decodes it but its printer would abort
};

Outcome ours(std::span<const uint32_t> words, WaveSize wave) {
  Outcome o;
  Instruction in;
  std::span<const uint8_t> bytes{reinterpret_cast<const uint8_t*>(words.data()), words.size() * 4};
  if (decode(bytes, wave, in) != DecodeStatus::kOk) return o;
  o.valid = true;
  o.size = in.size;
  o.text = to_string(in);
  return o;
}

Outcome llvm(std::span<const uint32_t> words, WaveSize wave) {
  const LlvmDisassembler& d = wave == WaveSize::k64 ? oracles().w64 : oracles().w32;
  auto r = d.decode_words(words);
  Outcome o;
  o.valid = r.valid && (r.unprintable || r.text.find("/*") == std::string::npos);
  if (!o.valid) return o;
  o.size = r.size;
  o.text = r.text;
  o.unprintable = r.unprintable;
  return o;
}

std::string hex_words(std::span<const uint32_t> w, size_t n) {
  std::string s;
  char buf[16];
  for (size_t i = 0; i < n && i < w.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%s%08x", i ? " " : "", w[i]);
    s += buf;
  }
  return s;
}

class RandomWords : public ::testing::TestWithParam<Encoding> {};

// Random words with the encoding's match bits set, alternately in wave32 and
// wave64; RDNAVK_ISA_RANDOM_WORDS sets how many (1M by default, 100K in the
// sanitizer build, where a word costs ten times as much).
TEST_P(RandomWords, AgreeWithLlvm) {
  ASSERT_TRUE(oracles().w32.ok()) << oracles().w32.error();
  const EncodingLayout& l = layout(GetParam());
  const char* env = std::getenv("RDNAVK_ISA_RANDOM_WORDS");
  uint64_t n = env ? std::strtoull(env, nullptr, 10) : RDNAVK_ISA_DEFAULT_RANDOM_WORDS;
  std::mt19937_64 rng(static_cast<uint64_t>(GetParam()) * 7919 + 1);
  uint64_t valid = 0, mismatches = 0, unprintable = 0;
  std::vector<uint32_t> w(8);
  for (uint64_t i = 0; i < n; ++i) {
    for (auto& x : w) x = static_cast<uint32_t>(rng());
    for (int m = 0; m < l.num_match; ++m) set_field(w, l.match[m], l.match_value[m]);
    WaveSize wave = (i & 1) ? WaveSize::k64 : WaveSize::k32;
    Outcome a = ours(w, wave), b = llvm(w, wave);
    valid += b.valid;
    unprintable += b.unprintable;
    if (a.valid == b.valid && a.size == b.size && (a.text == b.text || b.unprintable)) continue;
    if (++mismatches <= 20)
      ADD_FAILURE() << hex_words(w, 4) << (wave == WaveSize::k64 ? " w64" : " w32")
                    << "\n  ours: " << (a.valid ? a.text : "invalid") << " (" << a.size
                    << ")\n  llvm: " << (b.valid ? b.text : "invalid") << " (" << b.size << ")";
  }
  std::printf("%s: %llu random words, %llu valid in LLVM (%llu not printable), %llu disagree\n",
              l.name, static_cast<unsigned long long>(n), static_cast<unsigned long long>(valid),
              static_cast<unsigned long long>(unprintable),
              static_cast<unsigned long long>(mismatches));
  EXPECT_EQ(mismatches, 0u);
}

std::vector<Encoding> all_encodings() {
  std::vector<Encoding> v;
  for (int e = 0; e < static_cast<int>(Encoding::kCount); ++e)
    v.push_back(static_cast<Encoding>(e));
  return v;
}

INSTANTIATE_TEST_SUITE_P(Gfx1030, RandomWords, ::testing::ValuesIn(all_encodings()),
                         [](const auto& p) { return std::string(layout(p.param).name); });

}  // namespace
}  // namespace rdnavk::isa
