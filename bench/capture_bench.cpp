// Capture cost: what recording one submission costs for a realistic memory
// shape (200 buffers, 64 MiB mapped), as time per submission, the rate memory is
// scanned at, and MB/s written to the trace. BM_MemcpyReference reads the same
// 64 MiB once, so the scan rate is read against the machine's copy rate in
// the same run. Traces go to $RDNAVK_BENCH_DIR (default /tmp) and are removed.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "trace/reader.h"
#include "trace/writer.h"

namespace rdnavk::trace {
namespace {

constexpr uint64_t kMiB = uint64_t{1} << 20;

std::string bench_path(const char* name) {
  const char* dir = std::getenv("RDNAVK_BENCH_DIR");
  return std::string(dir ? dir : "/tmp") + "/rdnavk_capture_bench_" + std::to_string(getpid()) +
         "_" + name + ".trace";
}

// Half random, half a slowly varying pattern: a mix of compressed textures and
// vertex/constant data, so that zstd has real work and real gains.
void fill_realistic(uint8_t* p, uint64_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (uint64_t i = 0; i < n; i += 8) {
    uint64_t v = (i / 4096) % 2 ? rng() : (seed << 32) + i / 256;
    std::memcpy(p + i, &v, 8);
  }
}

// 200 buffers, 64 MiB in all: 8 textures of 4 MiB, 40 buffers of 512 KiB and
// 152 of 84 KiB (the last one is the command buffer), all mapped.
struct GuestShape {
  std::shared_ptr<mem::BoArena> arena = mem::BoArena::create(uint64_t{512} << 20);
  mem::VaSpace vm;
  std::vector<std::shared_ptr<mem::Bo>> bos;
  std::shared_ptr<mem::Bo> ib;
  uint64_t mapped = 0;

  GuestShape() {
    uint64_t va = 0x100000000;
    auto add = [&](uint64_t size) {
      auto bo = arena->allocate(size, static_cast<mem::BoId>(bos.size() + 1));
      fill_realistic(bo->host, bo->size, bos.size());
      vm.map({va, bo->size, 0, 0xe, bo});
      va += bo->size + 0x10000;
      mapped += bo->size;
      bos.push_back(bo);
    };
    for (int i = 0; i < 8; ++i) add(4 * kMiB);
    for (int i = 0; i < 40; ++i) add(512 << 10);
    for (int i = 0; i < 152; ++i) add(84 << 10);
    ib = bos.back();
  }
  cp::Submission submission(uint64_t seq) {
    cp::Submission s;
    s.sequence = seq;
    s.fence_seq = seq;
    s.ibs = {{0x100000000, 1024, 0}};
    s.bos = {ib, bos[0], bos[8]};
    s.vm = vm.snapshot();
    return s;
  }
};

GuestShape& shape() {
  static GuestShape g;
  return g;
}

void report(benchmark::State& state, const TraceWriter::Stats& before,
            const TraceWriter::Stats& after) {
  auto subs = static_cast<double>(after.submissions - before.submissions);
  state.SetBytesProcessed(static_cast<int64_t>(after.file_bytes - before.file_bytes));
  state.counters["scanned"] =
      benchmark::Counter(static_cast<double>(after.memory_bytes_seen - before.memory_bytes_seen),
                         benchmark::Counter::kIsRate, benchmark::Counter::kIs1024);
  state.counters["stored_per_sub"] =
      static_cast<double>(after.unique_bytes_stored - before.unique_bytes_stored) / subs;
  state.counters["file_per_sub"] = static_cast<double>(after.file_bytes - before.file_bytes) / subs;
}

// A new trace, the first submission (all 64 MiB stored) outside the timing.
std::unique_ptr<TraceWriter> primed_writer(const std::string& path) {
  std::string error;
  auto w = TraceWriter::create(path, R"({"device":"navi21"})", &error);
  if (w) w->write_submission(shape().submission(0));
  return w;
}

void BM_CaptureFirstSubmission(benchmark::State& state) {
  GuestShape& g = shape();
  std::string path = bench_path("first");
  TraceWriter::Stats total;
  for (auto _ : state) {
    std::string error;
    auto w = TraceWriter::create(path, "{}", &error);
    w->write_submission(g.submission(1));
    auto s = w->stats();
    total.submissions += s.submissions;
    total.file_bytes += s.file_bytes;
    total.memory_bytes_seen += s.memory_bytes_seen;
    total.unique_bytes_stored += s.unique_bytes_stored;
  }
  report(state, {}, total);
  unlink(path.c_str());
}
BENCHMARK(BM_CaptureFirstSubmission)->Unit(benchmark::kMillisecond);

// The common case: the command buffer changes, everything else stays.
void BM_CaptureSmallIbChange(benchmark::State& state) {
  GuestShape& g = shape();
  std::string path = bench_path("small");
  auto w = primed_writer(path);
  auto before = w->stats();
  uint64_t seq = 1;
  for (auto _ : state) {
    std::memcpy(g.ib->host, &seq, sizeof(seq));  // a new IB, as each frame writes
    fill_realistic(g.ib->host + 64, 4096, seq);
    w->write_submission(g.submission(seq++));
  }
  report(state, before, w->stats());
  unlink(path.c_str());
}
BENCHMARK(BM_CaptureSmallIbChange)->Unit(benchmark::kMillisecond);

// A heavy frame: two 4 MiB textures are rewritten before each submission.
void BM_Capture8MiBChange(benchmark::State& state) {
  GuestShape& g = shape();
  static std::vector<uint8_t> pool = [] {
    std::vector<uint8_t> p(16 * kMiB);
    fill_realistic(p.data(), p.size(), 99);
    return p;
  }();
  std::string path = bench_path("8mib");
  auto w = primed_writer(path);
  auto before = w->stats();
  uint64_t seq = 1;
  for (auto _ : state) {
    state.PauseTiming();
    // A different window of the pool each time: every block is new.
    uint64_t shift = (seq * 8) % (8 * kMiB);
    std::memcpy(g.bos[0]->host, pool.data() + shift, 4 * kMiB);
    std::memcpy(g.bos[1]->host, pool.data() + shift + 4 * kMiB, 4 * kMiB);
    state.ResumeTiming();
    w->write_submission(g.submission(seq++));
  }
  report(state, before, w->stats());
  unlink(path.c_str());
}
BENCHMARK(BM_Capture8MiBChange)->Unit(benchmark::kMillisecond);

// Replay's side: the memory image of each submission of a small-change trace.
// Warm: images shared with the previous call, only changed blocks rewritten.
// Cold: a fresh reader, all 64 MiB read, checked and decompressed.
std::string write_replay_trace() {
  GuestShape& g = shape();
  std::string path = bench_path("replay");
  auto w = primed_writer(path);
  for (uint64_t seq = 1; seq <= 64; ++seq) {
    fill_realistic(g.ib->host, 4096, seq + 1000);
    w->write_submission(g.submission(seq));
  }
  return path;
}

void BM_ReplayMemoryWarm(benchmark::State& state) {
  std::string path = write_replay_trace();
  std::string error;
  auto r = TraceReader::open(path, &error);
  size_t i = 0;
  for (auto _ : state) {
    auto m = r->memory(i++ % r->submission_count(), &error);
    benchmark::DoNotOptimize(m);
  }
  unlink(path.c_str());
}
BENCHMARK(BM_ReplayMemoryWarm)->Unit(benchmark::kMillisecond);

void BM_ReplayMemoryCold(benchmark::State& state) {
  std::string path = write_replay_trace();
  std::string error;
  for (auto _ : state) {
    auto r = TraceReader::open(path, &error);
    auto m = r->memory(0, &error);
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * shape().mapped));
  unlink(path.c_str());
}
BENCHMARK(BM_ReplayMemoryCold)->Unit(benchmark::kMillisecond);

void BM_MemcpyReference(benchmark::State& state) {
  GuestShape& g = shape();
  std::vector<uint8_t> out(g.mapped);
  for (auto _ : state) {
    uint64_t at = 0;
    for (const auto& bo : g.bos) {
      std::memcpy(out.data() + at, bo->host, bo->size);
      at += bo->size;
    }
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * g.mapped));
}
BENCHMARK(BM_MemcpyReference)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace rdnavk::trace
