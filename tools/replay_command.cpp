// `rdnavk replay`: the command processor over a captured trace, with no driver.
#include <cstdio>
#include <string>

#include "cp/census.h"
#include "cp/gpu_memory.h"
#include "pm4/packet.h"
#include "tools/commands.h"
#include "trace/reader.h"

namespace rdnavk::tools {

namespace {
struct ReplayOptions {
  std::string path;
  bool list = false;
};

class TraceGpuMemory final : public cp::GpuMemory {
 public:
  explicit TraceGpuMemory(const trace::TraceMemory& m) : m_(m) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override { return m_.read(va, out); }

 private:
  const trace::TraceMemory& m_;
};

int list(trace::TraceReader& r) {
  std::printf("%-6s %-8s %-4s %-10s %-6s %s\n", "sub", "ring", "ctx", "fence", "bos",
              "IBs (address, dwords, flags)");
  for (size_t i = 0; i < r.submission_count(); ++i) {
    const auto& s = r.submission(i);
    std::printf("%-6zu %-8s %-4u %-10llu %-6zu", i, cp::ring_type_name(s.ring_type), s.context,
                static_cast<unsigned long long>(s.fence_seq), s.bos.size());
    for (const auto& ib : s.ibs)
      std::printf(" 0x%012llx:%u%s", static_cast<unsigned long long>(ib.va), ib.size_dw,
                  ib.flags ? (" flags=" + std::to_string(ib.flags)).c_str() : "");
    std::printf("\n");
  }
  if (r.truncated())
    std::fprintf(stderr, "rdnavk: the trace ends early: the capture was cut short\n");
  return 0;
}

int replay(trace::TraceReader& r) {
  // Until the command processor executes, replay walks every packet and counts it.
  cp::CensusSink census;
  uint64_t errors = 0;
  for (size_t i = 0; i < r.submission_count(); ++i) {
    std::string error;
    auto mem = r.memory(i, &error);
    if (!mem) {
      std::fprintf(stderr, "rdnavk: submission %zu: %s\n", i, error.c_str());
      ++errors;
      continue;
    }
    auto s = std::make_shared<cp::Submission>();
    const auto& t = r.submission(i);
    s->sequence = t.sequence;
    s->ring_type = t.ring_type;
    s->ibs = t.ibs;
    TraceGpuMemory gm(*mem);
    cp::CensusReport before = census.report();
    census.submit_with_memory(std::move(s), gm);
    cp::CensusReport after = census.report();
    std::printf("submission %zu (%s): %llu packets, %llu draws, %llu dispatches\n", i,
                cp::ring_type_name(t.ring_type),
                static_cast<unsigned long long>(after.packets - before.packets),
                static_cast<unsigned long long>(after.draws - before.draws),
                static_cast<unsigned long long>(after.dispatches - before.dispatches));
  }
  cp::CensusReport rep = census.report();
  std::printf(
      "total: %zu submissions, %llu IBs, %llu dwords, %llu packets, %llu draws, %llu dispatches\n",
      r.submission_count(), static_cast<unsigned long long>(rep.ibs),
      static_cast<unsigned long long>(rep.dwords), static_cast<unsigned long long>(rep.packets),
      static_cast<unsigned long long>(rep.draws), static_cast<unsigned long long>(rep.dispatches));
  uint64_t work = rep.draws + rep.dispatches;
  std::printf("refusals: %s\n", work ? ("no-executor " + std::to_string(work)).c_str() : "none");
  for (const auto& [k, v] : rep.stream_errors)
    std::printf("stream error: %s x%llu, first %s\n", k.c_str(),
                static_cast<unsigned long long>(v.count), v.first.c_str());
  return errors ? 1 : 0;
}
}  // namespace

void add_replay_command(CLI::App& app, int* exit_code) {
  auto o = std::make_shared<ReplayOptions>();
  CLI::App* c = app.add_subcommand("replay", "Run the command processor over a captured trace");
  c->add_option("trace", o->path, "A trace written by `rdnavk capture`")->required();
  c->add_flag("--list", o->list, "List the submissions (ring, context, IBs, buffers) and stop");
  c->callback([o, exit_code] {
    std::string error;
    auto r = trace::TraceReader::open(o->path, &error);
    if (!r) {
      std::fprintf(stderr, "rdnavk: cannot read %s: %s\n", o->path.c_str(), error.c_str());
      *exit_code = 1;
      return;
    }
    *exit_code = o->list ? list(*r) : replay(*r);
  });
}

}  // namespace rdnavk::tools
