// Command processing: MB/s of IB walked and applied on one core, for the stream a
// command buffer of 300,000 dispatches makes (RADV: the compute state once, then
// DISPATCH_DIRECT after DISPATCH_DIRECT in nine chained IBs), and for a state-heavy
// stream (SET_CONTEXT_REG/SET_SH_REG runs between draws). With RDNAVK_BENCH_TRACE
// set, the first submission of that trace (e.g. one `rdnavk capture` made of
// `rdnavk-vk-compute --dispatches 300000`) is measured too. BM_MemcpyIbs copies
// the same bytes once, for a ratio in the same run.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "cp/command_processor.h"
#include "cp/overlay_memory.h"
#include "pm4/packet.h"
#include "trace/reader.h"
#include "trace/trace_gpu_memory.h"

namespace rdnavk::cp {
namespace {

constexpr uint64_t kBase = 0x800000000000ull;

uint32_t pkt3(pm4::Opcode op, size_t body) {
  return 3u << 30 | static_cast<uint32_t>((body - 1) & 0x3fff) << 16 |
         static_cast<uint32_t>(op) << 8;
}

class VectorMemory final : public GpuMemory {
 public:
  std::vector<uint32_t> dw;
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    uint64_t off = va - kBase;
    if (va < kBase || off > dw.size() * 4 || out.size() > dw.size() * 4 - off) return false;
    std::memcpy(out.data(), reinterpret_cast<const uint8_t*>(dw.data()) + off, out.size());
    return true;
  }
  bool write(uint64_t, std::span<const uint8_t>) override { return false; }
};

// `n` chained IBs holding `body` repeated to fill them, like RADV's chaining.
struct Stream {
  VectorMemory mem;
  Submission sub;
  uint64_t bytes = 0;
};

std::unique_ptr<Stream> make_stream(const std::vector<uint32_t>& prologue,
                                    const std::vector<uint32_t>& unit, size_t units, size_t ibs) {
  auto s = std::make_unique<Stream>();
  size_t per_ib = units / ibs;
  std::vector<std::vector<uint32_t>> parts(ibs);
  for (size_t i = 0; i < ibs; ++i) {
    if (i == 0) parts[i] = prologue;
    for (size_t u = 0; u < per_ib; ++u) parts[i].insert(parts[i].end(), unit.begin(), unit.end());
  }
  // Place them one after another, each ending in a chain to the next.
  std::vector<uint64_t> at(ibs);
  uint64_t off = 0;
  for (size_t i = 0; i < ibs; ++i) {
    at[i] = kBase + off * 4;
    off += parts[i].size() + 4;
  }
  for (size_t i = 0; i < ibs; ++i) {
    if (i + 1 < ibs) {
      uint64_t next = at[i + 1];
      uint32_t size = static_cast<uint32_t>(parts[i + 1].size() + 4);
      parts[i].insert(parts[i].end(),
                      {pkt3(pm4::Opcode::kINDIRECT_BUFFER, 3), static_cast<uint32_t>(next),
                       static_cast<uint32_t>(next >> 32), (1u << 23) | (1u << 20) | size});
    } else {
      parts[i].insert(parts[i].end(), {0xffff1000u, 0xffff1000u, 0xffff1000u, 0xffff1000u});
    }
    s->mem.dw.insert(s->mem.dw.end(), parts[i].begin(), parts[i].end());
  }
  s->sub.ibs = {{at[0], static_cast<uint32_t>(parts[0].size()), 0}};
  s->bytes = s->mem.dw.size() * 4;
  return s;
}

std::unique_ptr<Stream> dispatch_stream() {
  std::vector<uint32_t> prologue = {pkt3(pm4::Opcode::kSET_SH_REG, 3), 0x20C, 0x1000, 0x80};
  return make_stream(prologue, {pkt3(pm4::Opcode::kDISPATCH_DIRECT, 4), 64, 1, 1, 0x1}, 300000, 9);
}

std::unique_ptr<Stream> state_stream() {
  std::vector<uint32_t> unit = {pkt3(pm4::Opcode::kSET_CONTEXT_REG, 9), 0x1C0};
  for (int i = 0; i < 8; ++i) unit.push_back(i);
  unit.insert(unit.end(), {pkt3(pm4::Opcode::kSET_SH_REG, 5), 0x8, 1, 2, 3, 4});
  unit.insert(unit.end(), {pkt3(pm4::Opcode::kDRAW_INDEX_AUTO, 2), 3, 2});
  return make_stream({}, unit, 100000, 9);
}

// Accepts every draw and dispatch: what is measured is the command processor.
struct AcceptAll final : WorkSink {
  WorkOutcome dispatch(const DispatchWork&, const QueueState&, GpuMemory&) override {
    return cp::work_done();
  }
  WorkOutcome draw(const DrawWork&, const QueueState&, GpuMemory&) override {
    return cp::work_done();
  }
};

void run_stream(benchmark::State& state, Stream& s) {
  AcceptAll work;
  CommandProcessor cp({}, &work);
  for (auto _ : state) {
    CpReport r = cp.run(s.sub, s.mem);
    benchmark::DoNotOptimize(r.packets);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * s.bytes));
}

void BM_Walk300kDispatches(benchmark::State& state) {
  static auto s = dispatch_stream();
  run_stream(state, *s);
}
BENCHMARK(BM_Walk300kDispatches)->Unit(benchmark::kMillisecond);

void BM_WalkStateAndDraws(benchmark::State& state) {
  static auto s = state_stream();
  run_stream(state, *s);
}
BENCHMARK(BM_WalkStateAndDraws)->Unit(benchmark::kMillisecond);

void BM_MemcpyIbs(benchmark::State& state) {
  static auto s = dispatch_stream();
  std::vector<uint8_t> dst(s->bytes);
  for (auto _ : state) {
    std::memcpy(dst.data(), s->mem.dw.data(), s->bytes);
    benchmark::DoNotOptimize(dst.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * s->bytes));
}
BENCHMARK(BM_MemcpyIbs)->Unit(benchmark::kMillisecond);

void BM_WalkCapturedTrace(benchmark::State& state) {
  const char* path = std::getenv("RDNAVK_BENCH_TRACE");
  if (path == nullptr) {
    state.SkipWithError("set RDNAVK_BENCH_TRACE to a captured trace");
    return;
  }
  std::string error;
  auto reader = trace::TraceReader::open(path, &error);
  std::unique_ptr<trace::TraceMemory> image = reader ? reader->memory(0, &error) : nullptr;
  if (!image) {
    state.SkipWithError(error.c_str());
    return;
  }
  trace::TraceGpuMemory base(*image);
  OverlayMemory mem(base);
  Submission s;
  s.ring_type = reader->submission(0).ring_type;
  s.ibs = reader->submission(0).ibs;
  AcceptAll work;
  CommandProcessor cp({}, &work);
  uint64_t bytes = 0;
  for (auto _ : state) {
    CpReport r = cp.run(s, mem);
    bytes += r.dwords * 4;
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
}
BENCHMARK(BM_WalkCapturedTrace)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace rdnavk::cp
