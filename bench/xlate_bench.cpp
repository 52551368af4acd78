// What a dispatch's program costs the executor (exec/executor.cpp), for
// real compiler output: the RADV programs in bench/xlate_programs.h (16 to ~600
// instructions), each with the ComputeKey its captured dispatch had and the
// subgroup of lavapipe (8).
//
// BM_XlateCold/NAME: a first dispatch, xlate::translate_compute (decode, the
// translation, SPIR-V assembly and validation).
// BM_XlateCached/NAME: a later dispatch of the same program, the lookup of the
// executor's module cache (exec/module_cache.h) holding all four programs: a
// hash (XXH3) of the key and of the program's first 256 bytes, then the key and
// every translated byte compared with the dispatch's key and the bytes read from
// COMPUTE_PGM_LO/HI (one page here).
// Reading those bytes from guest memory is not counted: it depends on how much
// memory is mapped after the program.
// BM_XlateColdAgainstCached/NAME: both in the same run; counters in
// milliseconds and microseconds per dispatch and their ratio.
// BM_XlateParts/NAME: a cold translation's milliseconds, and within them the
// SPIR-V assembly, the validation and the translator's own share.
// BM_XlateDiskCache/NAME: a first dispatch of a program a run before translated,
// found in the module cache on disk (exec/disk_cache.h, decision record 0050):
// the folder's names read once, then the entry's file read, checked and its
// module rebuilt; against the translation in the same run (counters in
// milliseconds and microseconds, and their ratio). The file is in the page
// cache, as it is for a run soon after another.
// BM_XlatePipeline/NAME: the host's vkCreateComputePipelines for the translated
// module on lavapipe (vk::ComputePipeline), against the translation in the same
// run; the executor pays both on a cold dispatch (its translate_ms).
// A program the translator refuses is skipped with the refusal's name.
#include <benchmark/benchmark.h>
#include <stdlib.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <spirv-tools/libspirv.hpp>

#include "bench/xlate_programs.h"
#include "exec/compute_dispatch.h"
#include "exec/disk_cache.h"
#include "exec/module_cache.h"
#include "vk/compute_pipeline.h"
#include "vk/host_device.h"
#include "xlate/translator.h"

namespace rdnavk::bench {
namespace {

// lavapipe's subgroup on x86 with AVX2: the host_subgroup of every key on this
// machine but BM_XlatePipeline's, which asks the device.
constexpr uint32_t kLavapipeSubgroup = 8;
// The executor reads the program page by page (kPage in vk/va_table.h); the
// bytes it compares are at least the program's page.
constexpr size_t kPage = 4096;
// s_code_end: what RADV pads its code with.
constexpr uint32_t kCodeEnd = 0xbf9f0000;

xlate::ComputeKey key_of(const XlateProgram& p, uint32_t host_subgroup) {
  xlate::ComputeKey k;
  k.wave64 = p.wave64;
  for (int d = 0; d < 3; ++d) k.threads[d] = static_cast<uint16_t>(p.threads[d]);
  k.rsrc1 = p.rsrc1;
  k.rsrc2 = p.rsrc2;
  k.host_subgroup = host_subgroup;
  k.host_denorm_kept = 7;   // lavapipe's, as the executor sets it there
  k.memory_regions = true;  // as the executor asks first (D60)
  return k;
}

std::vector<uint8_t> bytes_of(const XlateProgram& p) {
  std::vector<uint8_t> b(p.words.size() * 4);
  std::memcpy(b.data(), p.words.data(), b.size());
  return b;
}

// The program as a dispatch reads it: padded to its page's end.
std::vector<uint8_t> page_of(const XlateProgram& p) {
  std::vector<uint32_t> w = p.words;
  w.resize((w.size() * 4 + kPage - 1) / kPage * kPage / 4, kCodeEnd);
  std::vector<uint8_t> b(w.size() * 4);
  std::memcpy(b.data(), w.data(), b.size());
  return b;
}

// A cache value standing for the executor's (its pipeline and module, which the
// lookup never touches).
struct CacheEntry {};
using ModuleCache = exec::ModuleCache<xlate::ComputeKey, CacheEntry>;

ModuleCache& cache_of_all() {
  static ModuleCache cache;
  static const bool filled = [] {
    for (const XlateProgram& p : kXlatePrograms)
      cache.add(key_of(p, kLavapipeSubgroup), bytes_of(p), std::make_unique<CacheEntry>());
    return true;
  }();
  (void)filled;
  return cache;
}

// Translates once, outside the timing; false (and the benchmark skipped with
// the refusal) when the translator refuses the program.
bool translate_or_skip(benchmark::State& state, const XlateProgram& p, const xlate::ComputeKey& key,
                       xlate::TranslateResult* r) {
  *r = xlate::translate_compute(bytes_of(p), key);
  if (r->ok) return true;
  state.SkipWithError(("refused: " + r->refusal + " (" + r->detail + ")").c_str());
  return false;
}

// Wall-clock seconds `f` takes.
template <typename F>
double seconds_of(F&& f) {
  auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double seconds_to_translate(std::span<const uint8_t> code, const xlate::ComputeKey& key) {
  return seconds_of([&] { benchmark::DoNotOptimize(xlate::translate_compute(code, key)); });
}

void BM_XlateCold(benchmark::State& state, const XlateProgram* p) {
  xlate::ComputeKey key = key_of(*p, kLavapipeSubgroup);
  std::vector<uint8_t> code = bytes_of(*p);
  xlate::TranslateResult first;
  if (!translate_or_skip(state, *p, key, &first)) return;
  for (auto _ : state) benchmark::DoNotOptimize(xlate::translate_compute(code, key));
  state.counters["instructions"] = first.module.instructions;
}

void BM_XlateCached(benchmark::State& state, const XlateProgram* p) {
  xlate::ComputeKey key = key_of(*p, kLavapipeSubgroup);
  std::vector<uint8_t> code = page_of(*p);
  ModuleCache& cache = cache_of_all();
  if (cache.find(key, code) == nullptr) {
    state.SkipWithError("not found in the cache");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(cache.find(key, code));
}

// Lookups per translation in BM_XlateColdAgainstCached: enough that the block
// of lookups takes a timeable while.
constexpr int kLookupsPerTranslation = 10000;

void BM_XlateColdAgainstCached(benchmark::State& state, const XlateProgram* p) {
  xlate::ComputeKey key = key_of(*p, kLavapipeSubgroup);
  std::vector<uint8_t> code = bytes_of(*p), page = page_of(*p);
  ModuleCache& cache = cache_of_all();
  xlate::TranslateResult first;
  if (!translate_or_skip(state, *p, key, &first)) return;
  double cold = 0, cached = 0;
  for (auto _ : state) {
    cold += seconds_to_translate(code, key);
    cached += seconds_of([&] {
      for (int i = 0; i < kLookupsPerTranslation; ++i)
        benchmark::DoNotOptimize(cache.find(key, page));
    });
  }
  double n = static_cast<double>(state.iterations());
  double cold_s = cold / n, cached_s = cached / (n * kLookupsPerTranslation);
  state.counters["instructions"] = first.module.instructions;
  state.counters["cold_ms"] = cold_s * 1e3;
  state.counters["cached_us"] = cached_s * 1e6;
  state.counters["ratio"] = cold_s / cached_s;
}

// Where a cold translation's time goes: the whole of it, and within it the
// SPIR-V assembly of the module's text and the validation of its binary
// (SPIRV-Tools, as xlate/module_writer.cpp calls them), in milliseconds; the
// rest is the translator's own (decode, analyses, the text).
void BM_XlateParts(benchmark::State& state, const XlateProgram* p) {
  xlate::ComputeKey key = key_of(*p, kLavapipeSubgroup);
  std::vector<uint8_t> code = bytes_of(*p);
  xlate::TranslateResult first;
  if (!translate_or_skip(state, *p, key, &first)) return;
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  spvtools::ValidatorOptions v;  // as xlate/module_writer.cpp validates
  v.SetFriendlyNames(false);
  double whole = 0, assemble = 0, validate = 0;
  for (auto _ : state) {
    whole += seconds_to_translate(code, key);
    std::vector<uint32_t> words;
    assemble += seconds_of([&] {
      benchmark::DoNotOptimize(
          tools.Assemble(first.module.assembly, &words, SPV_TEXT_TO_BINARY_OPTION_NONE));
    });
    validate += seconds_of(
        [&] { benchmark::DoNotOptimize(tools.Validate(words.data(), words.size(), v)); });
  }
  double n = static_cast<double>(state.iterations());
  state.counters["instructions"] = first.module.instructions;
  state.counters["words"] = static_cast<double>(first.module.spirv.size());
  state.counters["whole_ms"] = whole / n * 1e3;
  state.counters["assemble_ms"] = assemble / n * 1e3;
  state.counters["validate_ms"] = validate / n * 1e3;
  state.counters["own_ms"] = (whole - assemble - validate) / n * 1e3;
}

void BM_XlateDiskCache(benchmark::State& state, const XlateProgram* p) {
  xlate::ComputeKey key = key_of(*p, kLavapipeSubgroup);
  std::vector<uint8_t> code = bytes_of(*p), page = page_of(*p);
  xlate::TranslateResult first;
  if (!translate_or_skip(state, *p, key, &first)) return;
  std::string dir = (std::filesystem::temp_directory_path() / "rdnavk-bench-disk-XXXXXX").string();
  if (mkdtemp(dir.data()) == nullptr) {
    state.SkipWithError("no temporary folder");
    return;
  }
  std::string error;
  const std::vector<uint32_t> words = exec::key_words(key);
  auto store = exec::DiskModuleCache::open(dir, exec::DiskModuleCache::kDefaultMaxBytes,
                                           exec::translator_build_id(), &error);
  if (store) store->store(exec::CachedStage::kCompute, words, first.module, code);
  double cold = 0, load = 0;
  for (auto _ : state) {
    cold += seconds_to_translate(code, key);
    // A new process's cache: its first lookup reads the folder's names.
    auto c = exec::DiskModuleCache::open(dir, exec::DiskModuleCache::kDefaultMaxBytes,
                                         exec::translator_build_id(), &error);
    std::optional<xlate::CompiledModule> m;
    load += seconds_of([&] { m = c ? c->find(exec::CachedStage::kCompute, words, page) : m; });
    if (!m || m->spirv != first.module.spirv) {
      state.SkipWithError(("not found on disk: " + error).c_str());
      break;
    }
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  double n = static_cast<double>(state.iterations());
  state.counters["instructions"] = first.module.instructions;
  state.counters["spirv_kib"] = static_cast<double>(first.module.spirv.size()) * 4 / 1024;
  state.counters["cold_ms"] = cold / n * 1e3;
  state.counters["load_us"] = load / n * 1e6;
  state.counters["ratio"] = cold / load;
}

// The host device, made once for every BM_XlatePipeline; null with `error` set
// when none starts.
vk::HostDevice* host_device(std::string* error) {
  static std::string why;
  static std::unique_ptr<vk::HostDevice> dev = [] {
    // Mesa's on-disk shader cache would answer every creation after the first.
    setenv("MESA_SHADER_CACHE_DISABLE", "true", 0);
    return vk::HostDevice::create("llvmpipe", &why);
  }();
  *error = why;
  return dev.get();
}

void BM_XlatePipeline(benchmark::State& state, const XlateProgram* p) {
  std::string error;
  vk::HostDevice* dev = host_device(&error);
  if (dev == nullptr) {
    state.SkipWithError(("no host device: " + error).c_str());
    return;
  }
  xlate::ComputeKey key = key_of(*p, dev->info().caps.subgroup_size);
  std::vector<uint8_t> code = bytes_of(*p);
  xlate::TranslateResult r;
  if (!translate_or_skip(state, *p, key, &r)) return;
  double translate = 0, pipeline = 0;
  for (auto _ : state) {
    translate += seconds_to_translate(code, key);
    std::unique_ptr<vk::ComputePipeline> made;
    pipeline += seconds_of([&] {
      made = vk::ComputePipeline::create(*dev, r.module.spirv, sizeof(xlate::ComputePush), &error,
                                         r.module.required_subgroup, r.module.local_size);
    });
    if (!made) {
      state.SkipWithError(("host-pipeline: " + error).c_str());
      return;
    }
  }
  double n = static_cast<double>(state.iterations());
  state.counters["instructions"] = r.module.instructions;
  state.counters["translate_ms"] = translate / n * 1e3;
  state.counters["pipeline_ms"] = pipeline / n * 1e3;
  state.counters["ratio"] = pipeline / translate;
  state.SetLabel(dev->info().name);
}

// One benchmark of each kind per program, named after it.
[[maybe_unused]] const bool kRegistered = [] {
  for (const XlateProgram& p : kXlatePrograms) {
    std::string name = p.name;
    benchmark::RegisterBenchmark(("BM_XlateCold/" + name).c_str(), BM_XlateCold, &p)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_XlateCached/" + name).c_str(), BM_XlateCached, &p)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("BM_XlateColdAgainstCached/" + name).c_str(),
                                 BM_XlateColdAgainstCached, &p)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_XlateParts/" + name).c_str(), BM_XlateParts, &p)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_XlateDiskCache/" + name).c_str(), BM_XlateDiskCache, &p)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_XlatePipeline/" + name).c_str(), BM_XlatePipeline, &p)
        ->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
}  // namespace rdnavk::bench
