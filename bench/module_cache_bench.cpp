// The executor's module cache (exec/module_cache.h) when it holds many programs:
// N variants of RADV's vk_compute program (bench/xlate_programs.h), each with
// its own second dword (a program that differs early, as two compilations of
// different shaders do), all under one ComputeKey.
//
// BM_ModuleCacheFind/N: a lookup of the variant added first (the least
// recently used) among N, with the dispatch's bytes one page long: a hash of the
// key and the first 256 bytes, then the comparison of every translated byte.
// BM_ModuleCacheAgainstScan/N: the same lookup and, in the same run, a walk over
// every entry in the order added comparing the key and the bytes (the cache's
// form before it was hashed); counters in microseconds per lookup and their ratio.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstring>
#include <memory>
#include <vector>

#include "bench/xlate_programs.h"
#include "exec/compute_dispatch.h"
#include "exec/module_cache.h"

namespace rdnavk::bench {
namespace {

constexpr size_t kPage = 4096;
constexpr uint32_t kCodeEnd = 0xbf9f0000;  // s_code_end: what RADV pads its code with

struct Entry {
  xlate::ComputeKey key;
  std::vector<uint8_t> bytes;
};

xlate::ComputeKey key_of(const XlateProgram& p) {
  xlate::ComputeKey k;
  k.wave64 = p.wave64;
  for (int d = 0; d < 3; ++d) k.threads[d] = static_cast<uint16_t>(p.threads[d]);
  k.rsrc1 = p.rsrc1;
  k.rsrc2 = p.rsrc2;
  k.host_subgroup = 8;
  k.host_denorm_kept = 7;
  return k;
}

std::vector<Entry> variants(size_t n) {
  const XlateProgram& p = kXlatePrograms[0];
  std::vector<Entry> out;
  for (size_t i = 0; i < n; ++i) {
    std::vector<uint32_t> w = p.words;
    w[1] ^= static_cast<uint32_t>(i) << 8;
    Entry e{key_of(p), std::vector<uint8_t>(w.size() * 4)};
    std::memcpy(e.bytes.data(), w.data(), e.bytes.size());
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<uint8_t> page_of(const std::vector<uint8_t>& bytes) {
  std::vector<uint8_t> page = bytes;
  page.resize((bytes.size() + kPage - 1) / kPage * kPage);
  for (size_t i = bytes.size(); i + 4 <= page.size(); i += 4)
    std::memcpy(page.data() + i, &kCodeEnd, 4);
  return page;
}

struct Module {};
using Cache = exec::ModuleCache<xlate::ComputeKey, Module>;

// The cache's form before this one: every entry in the order translated.
const Entry* scan(const std::vector<Entry>& all, const xlate::ComputeKey& key,
                  const std::vector<uint8_t>& code) {
  for (const Entry& e : all)
    if (e.key == key && e.bytes.size() <= code.size() &&
        std::memcmp(e.bytes.data(), code.data(), e.bytes.size()) == 0)
      return &e;
  return nullptr;
}

template <typename F>
double seconds_of(F&& f) {
  auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void BM_ModuleCacheFind(benchmark::State& state) {
  std::vector<Entry> all = variants(static_cast<size_t>(state.range(0)));
  Cache cache(all.size());
  for (const Entry& e : all) cache.add(e.key, e.bytes, std::make_unique<Module>());
  std::vector<uint8_t> code = page_of(all.front().bytes);
  for (auto _ : state) benchmark::DoNotOptimize(cache.find(all.front().key, code));
}

// Lookups per timed block: enough that one block takes a timeable while.
constexpr int kLookups = 2000;

void BM_ModuleCacheAgainstScan(benchmark::State& state) {
  std::vector<Entry> all = variants(static_cast<size_t>(state.range(0)));
  Cache cache(all.size());
  for (const Entry& e : all) cache.add(e.key, e.bytes, std::make_unique<Module>());
  // The last variant: the scan walks every entry before it.
  const Entry& wanted = all.back();
  std::vector<uint8_t> code = page_of(wanted.bytes);
  if (cache.find(wanted.key, code) == nullptr || scan(all, wanted.key, code) != &wanted) {
    state.SkipWithError("not found");
    return;
  }
  double hashed = 0, scanned = 0;
  for (auto _ : state) {
    hashed += seconds_of([&] {
      for (int i = 0; i < kLookups; ++i) benchmark::DoNotOptimize(cache.find(wanted.key, code));
    });
    scanned += seconds_of([&] {
      for (int i = 0; i < kLookups; ++i) benchmark::DoNotOptimize(scan(all, wanted.key, code));
    });
  }
  double n = static_cast<double>(state.iterations()) * kLookups;
  state.counters["hashed_us"] = hashed / n * 1e6;
  state.counters["scan_us"] = scanned / n * 1e6;
  state.counters["ratio"] = scanned / hashed;
}

BENCHMARK(BM_ModuleCacheFind)->Arg(4)->Arg(64)->Arg(512)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ModuleCacheAgainstScan)->Arg(4)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace rdnavk::bench
