// Decode rate of the ISA decoder (isa/), and the same stream through LLVM 19's
// MC disassembler in the same run (DESIGN.md, Performance: "decode:
// instructions per second against LLVM's MC disassembler"). Two streams of 64K
// valid GFX10.3 instructions, drawn from random words the decoder accepts:
// "uniform" takes every encoding equally often (so a third are the 24 FLAT
// forms, and MIMG and MUBUF weigh much), "shader" weighs the encodings as
// compiled shaders use them (kShaderMix, a rough mix, not a measurement).
// BM_IsaAgainstLlvm reports both rates and their ratio; LLVM is linked when
// llvm-config-19 was found (tests/isa builds the oracle).
#include <benchmark/benchmark.h>

#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "isa/instruction.h"
#include "isa/printer.h"
#if RDNAVK_BENCH_LLVM
#include "tests/isa/llvm_oracle.h"
#endif

namespace rdnavk::isa {
namespace {

struct Stream {
  std::vector<uint8_t> bytes;
  std::vector<uint32_t> offsets;  // each instruction's
};

// Encodings and weights (percent) of the shader-like stream.
struct Weight {
  Encoding encoding;
  int percent;
};
constexpr Weight kShaderMix[] = {
    {Encoding::kVOP2, 24},       {Encoding::kVOP3, 18},        {Encoding::kVOP1, 8},
    {Encoding::kVOPC, 4},        {Encoding::kVOP3P, 2},        {Encoding::kSOP1, 6},
    {Encoding::kSOP2, 7},        {Encoding::kSOPK, 2},         {Encoding::kSOPC, 2},
    {Encoding::kSOPP, 8},        {Encoding::kSMEM, 6},         {Encoding::kDS, 3},
    {Encoding::kMUBUF_OFFEN, 2}, {Encoding::kGLOBAL_SADDR, 2}, {Encoding::kMIMG, 2},
    {Encoding::kEXP, 1},         {Encoding::kVINTRP, 1},       {Encoding::kVOP2_DPP16, 1},
    {Encoding::kVOP1_SDWA, 1},
};

Stream make_stream(bool shader_mix) {
  Stream st;
  std::mt19937_64 rng(1030);
  std::vector<uint32_t> w(8);
  int n = static_cast<int>(Encoding::kCount);
  while (st.offsets.size() < 65536) {
    for (auto& x : w) x = static_cast<uint32_t>(rng());
    Encoding e = static_cast<Encoding>(rng() % n);
    if (shader_mix) {
      int pick = static_cast<int>(rng() % 100);
      for (const Weight& k : kShaderMix)
        if ((pick -= k.percent) < 0 || &k == &kShaderMix[std::size(kShaderMix) - 1]) {
          e = k.encoding;
          break;
        }
    }
    const EncodingLayout& l = layout(e);
    for (int m = 0; m < l.num_match; ++m) set_field(w, l.match[m], l.match_value[m]);
    Instruction in;
    std::span<const uint8_t> b(reinterpret_cast<const uint8_t*>(w.data()), w.size() * 4);
    if (decode(b, WaveSize::k32, in) != DecodeStatus::kOk) continue;
    st.offsets.push_back(static_cast<uint32_t>(st.bytes.size()));
    st.bytes.insert(st.bytes.end(), b.begin(), b.begin() + in.size);
  }
  st.bytes.resize(st.bytes.size() + 32, 0);  // room after the last one
  return st;
}

const Stream& stream(bool shader_mix = false) {
  static const Stream uniform = make_stream(false);
  static const Stream shader = make_stream(true);
  return shader_mix ? shader : uniform;
}

size_t decode_all(const Stream& s, bool print) {
  size_t ok = 0;
  std::string text;
  Instruction in;
  for (uint32_t off : s.offsets) {
    if (decode(std::span<const uint8_t>(s.bytes).subspan(off), WaveSize::k32, in) !=
        DecodeStatus::kOk)
      continue;
    ++ok;
    if (print) {
      text.clear();
      isa::print(in, text);
    }
  }
  return ok;
}

void BM_IsaDecode(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(decode_all(stream(), false));
  state.SetItemsProcessed(state.iterations() * stream().offsets.size());
}
BENCHMARK(BM_IsaDecode)->Unit(benchmark::kMillisecond);

void BM_IsaDecodeAndPrint(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(decode_all(stream(), true));
  state.SetItemsProcessed(state.iterations() * stream().offsets.size());
}
BENCHMARK(BM_IsaDecodeAndPrint)->Unit(benchmark::kMillisecond);

#if RDNAVK_BENCH_LLVM
size_t llvm_all(const testing::LlvmDisassembler& d, const Stream& s, bool print) {
  size_t ok = 0;
  for (uint32_t off : s.offsets) {
    auto r = d.decode(
        std::span<const uint8_t>(s.bytes).subspan(off, 32), 0,
        print ? testing::LlvmDisassembler::kPrint : testing::LlvmDisassembler::kDecodeOnly);
    ok += r.valid;
  }
  return ok;
}

// Both decoders over the same stream in one run; counters in instructions per
// second and ours / LLVM's. Arguments: print (0/1), shader mix (0/1).
void BM_IsaAgainstLlvm(benchmark::State& state) {
  static const testing::LlvmDisassembler d(false);
  bool print = state.range(0) != 0;
  const Stream& s = stream(state.range(1) != 0);
  double ours = 0, llvm = 0;
  for (auto _ : state) {
    auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(decode_all(s, print));
    auto t1 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(llvm_all(d, s, print));
    auto t2 = std::chrono::steady_clock::now();
    ours += std::chrono::duration<double>(t1 - t0).count();
    llvm += std::chrono::duration<double>(t2 - t1).count();
  }
  double n = static_cast<double>(state.iterations() * s.offsets.size());
  state.counters["ours_inst_per_s"] = n / ours;
  state.counters["llvm_inst_per_s"] = n / llvm;
  state.counters["ratio"] = llvm / ours;
  state.SetLabel(std::string(print ? "decode and print" : "decode only") +
                 (state.range(1) ? ", shader mix" : ", uniform"));
}
BENCHMARK(BM_IsaAgainstLlvm)
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({0, 1})
    ->Args({1, 1})
    ->Unit(benchmark::kMillisecond);
#endif

}  // namespace
}  // namespace rdnavk::isa
