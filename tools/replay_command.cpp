// `rdnavk replay`: the command processor over a captured trace, with no driver.
#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "cp/command_processor.h"
#include "cp/overlay_memory.h"
#include "exec/executor.h"
#include "pm4/packet.h"
#include "tools/commands.h"
#include "tools/png_writer.h"
#include "trace/reader.h"
#include "trace/trace_gpu_memory.h"

namespace rdnavk::tools {

namespace {
struct ReplayOptions {
  std::string path;
  bool list = false;
  bool summary = false;
  bool no_execute = false;
  std::string images;        // --images DIR
  uint64_t image_every = 1;  // --image-every N
};

int list(trace::TraceReader& r) {
  std::printf("%-6s %-8s %-4s %-10s %-6s %s\n", "sub", "ring", "ctx", "fence", "bos",
              "IBs (address:dwords[:flags])");
  for (size_t i = 0; i < r.submission_count(); ++i) {
    const auto& s = r.submission(i);
    std::printf("%-6zu %-8s %-4u %-10llu %-6zu", i, cp::ring_type_name(s.ring_type), s.context,
                static_cast<unsigned long long>(s.fence_seq), s.bos.size());
    for (const auto& ib : s.ibs) {
      std::printf(" 0x%012llx:%u", static_cast<unsigned long long>(ib.va), ib.size_dw);
      if (ib.flags) std::printf(":0x%x", ib.flags);
    }
    std::printf("\n");
  }
  if (r.truncated())
    std::fprintf(stderr, "rdnavk: the trace ends early: the capture was cut short\n");
  return 0;
}

std::string memory_packets(const cp::CpReport& rep) {
  std::string s;
  for (const auto& [name, n] : rep.memory_packets) s += " " + name + " " + std::to_string(n) + ",";
  if (!s.empty()) s.pop_back();
  return s.empty() ? " none" : s;
}

void print_table(const char* title, const std::map<std::string, cp::Occurrences>& t) {
  if (t.empty()) {
    std::printf("%s: none\n", title);
    return;
  }
  std::printf("%s:\n", title);
  for (const auto& [k, v] : t)
    std::printf("  %-32s %10llu  first: %s\n", k.c_str(), static_cast<unsigned long long>(v.count),
                v.first.c_str());
}

int replay(trace::TraceReader& r, const ReplayOptions& o) {
  const bool summary = o.summary, execute = !o.no_execute;
  // Draws and dispatches run on the host device (RDNAVK_DEVICE picks it)
  // unless asked not to.
  const char* device = std::getenv("RDNAVK_DEVICE");
  exec::ExecutorOptions exec_options;
  int image_failures = 0;
  if (!o.images.empty()) {
    // Each colour target after every Nth draw, named by submission, draw and target.
    exec_options.drawn_target = [&o, &image_failures](const exec::DrawnTarget& d) {
      if ((d.draw - 1) % o.image_every != 0) return;
      using Kind = exec::DrawnTarget::Kind;
      const std::string which = d.kind == Kind::kDepth     ? std::string("z")
                                : d.kind == Kind::kStencil ? std::string("s")
                                                           : fmt::format("t{}", d.target);
      std::string path =
          fmt::format("{}/s{:04}-d{:06}-{}.png", o.images, d.submission, d.draw, which);
      std::string error;
      // A float target as 8-bit channels, each clamped to [0, 1]: to look at.
      // Depth and stencil as grey: depth from 0 black to 1 white, stencil its
      // value.
      std::vector<uint8_t> rgba8;
      std::span<const uint8_t> texels = d.texels;
      if (d.kind != Kind::kColour) {
        const size_t n = uint64_t{d.width} * d.height;
        rgba8.resize(n * 4);
        for (size_t i = 0; i < n; ++i) {
          uint8_t g = 0;
          if (d.depth_bytes == 4) {
            float f;
            std::memcpy(&f, d.texels.data() + 4 * i, 4);
            f = f != f ? 0.0f : f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
            g = static_cast<uint8_t>(f * 255.0f + 0.5f);
          } else if (d.depth_bytes == 2) {
            uint16_t u;
            std::memcpy(&u, d.texels.data() + 2 * i, 2);
            g = static_cast<uint8_t>((u + 128u) / 257u);
          } else {
            g = d.texels[i];
          }
          rgba8[4 * i] = rgba8[4 * i + 1] = rgba8[4 * i + 2] = g;
          rgba8[4 * i + 3] = 255;
        }
        texels = rgba8;
      } else if (d.float32) {
        rgba8.resize(d.texels.size() / 4);
        for (size_t i = 0; i < rgba8.size(); ++i) {
          float f;
          std::memcpy(&f, d.texels.data() + 4 * i, 4);
          f = f != f ? 0.0f : f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
          rgba8[i] = static_cast<uint8_t>(f * 255.0f + 0.5f);
        }
        texels = rgba8;
      }
      if (!write_png(path, d.width, d.height, texels, d.bgra, &error)) {
        if (image_failures++ == 0)
          std::fprintf(stderr, "rdnavk: cannot write %s: %s\n", path.c_str(), error.c_str());
      }
    };
  }
  const char* debug = std::getenv("RDNAVK_DEBUG");
  exec_options.dump_spirv = debug != nullptr && std::strstr(debug, "spirv") != nullptr;
  exec_options.validate = debug != nullptr && std::strstr(debug, "validate") != nullptr;
  exec_options.host_statistics = debug != nullptr && std::strstr(debug, "hoststats") != nullptr;
  exec_options.guard_denormals = debug != nullptr && std::strstr(debug, "denormguard") != nullptr;
  exec_options.split_waves = debug == nullptr || std::strstr(debug, "nosplit") == nullptr;
  exec_options.speculate_floats = debug == nullptr || std::strstr(debug, "nofastfloat") == nullptr;
  exec_options.memory_regions = debug == nullptr || std::strstr(debug, "noregions") == nullptr;
  exec_options.lds_lanes_apart = debug == nullptr || std::strstr(debug, "noldsapart") == nullptr;
  exec_options.crosslane_in_memory = debug != nullptr && std::strstr(debug, "wavemem") != nullptr;
  exec_options.lds_in_buffer = debug == nullptr || std::strstr(debug, "ldsworkgroup") == nullptr;
  exec_options.sync = debug != nullptr && std::strstr(debug, "sync") != nullptr;
  exec_options.gs_batch_one = debug != nullptr && std::strstr(debug, "gsbatch") != nullptr;
  exec::DiskCacheSettings disk = exec::disk_cache_settings(debug);
  exec_options.disk_cache_dir = disk.dir;
  exec_options.disk_cache_max_bytes = disk.max_bytes;
  exec_options.disk_cache_off = disk.off;
  exec::LazyExecutor executor(device ? device : "", exec_options);
  cp::CommandProcessor processor({}, execute ? &executor : nullptr);
  bool progress = isatty(2);
  auto last = std::chrono::steady_clock::now();
  int failures = 0;
  for (size_t i = 0; i < r.submission_count(); ++i) {
    std::string error;
    auto image = r.memory(i, &error);
    if (!image) {
      std::fprintf(stderr, "rdnavk: submission %zu: %s\n", i, error.c_str());
      ++failures;
      continue;
    }
    cp::Submission s = r.submission(i).for_replay();
    // Memory packets land in a private overlay: the trace's image stays as recorded.
    trace::TraceGpuMemory base(*image);
    cp::OverlayMemory memory(base);
    cp::CpReport rep = processor.run(s, memory);
    uint64_t refused = 0;
    for (const auto& [k, v] : rep.refusals) refused += v.count;
    if (!summary)
      std::printf(
          "submission %zu (%s): %llu packets, %llu register writes, %llu draws, %llu "
          "dispatches, memory packets:%s; %llu refused\n",
          i, cp::ring_type_name(s.ring_type), static_cast<unsigned long long>(rep.packets),
          static_cast<unsigned long long>(rep.register_writes),
          static_cast<unsigned long long>(rep.draws),
          static_cast<unsigned long long>(rep.dispatches), memory_packets(rep).c_str(),
          static_cast<unsigned long long>(refused));
    if (progress && std::chrono::steady_clock::now() - last > std::chrono::seconds(1)) {
      std::fprintf(stderr, "\rreplay: %zu/%zu submissions", i + 1, r.submission_count());
      last = std::chrono::steady_clock::now();
    }
  }
  if (progress) std::fprintf(stderr, "\r%*s\r", 40, "");
  cp::CpReport all = processor.report();
  std::printf(
      "total: %zu submissions, %llu IBs, %llu dwords, %llu packets, %llu register writes, "
      "%llu draws, %llu dispatches\n",
      r.submission_count(), static_cast<unsigned long long>(all.ibs),
      static_cast<unsigned long long>(all.dwords), static_cast<unsigned long long>(all.packets),
      static_cast<unsigned long long>(all.register_writes),
      static_cast<unsigned long long>(all.draws), static_cast<unsigned long long>(all.dispatches));
  std::printf("memory packets carried out:%s\n", memory_packets(all).c_str());
  print_table("refusals", all.refusals);
  if (!all.stream_errors.empty()) print_table("stream errors", all.stream_errors);
  if (const exec::Executor* e = executor.executor()) {
    exec::ExecutorStats st = e->stats();
    std::printf(
        "executor: %llu dispatches run, %llu draws drawn, %llu modules translated (%.1f ms) and "
        "%llu loaded from disk, %llu with split waves; module cache: %llu hits, %llu misses, %llu "
        "evictions\n",
        static_cast<unsigned long long>(st.dispatches_run),
        static_cast<unsigned long long>(st.draws_run),
        static_cast<unsigned long long>(st.modules_translated), st.translate_ms,
        static_cast<unsigned long long>(st.modules_loaded),
        static_cast<unsigned long long>(st.modules_split),
        static_cast<unsigned long long>(st.module_cache_hits),
        static_cast<unsigned long long>(st.module_cache_misses),
        static_cast<unsigned long long>(st.module_cache_evictions));
    if (uint64_t n = st.dispatches_by_region + st.dispatches_regions_overlap)
      std::printf(
          "buffers by region: %llu of %llu dispatches with their buffers read apart (the rest "
          "ordered whole)\n",
          static_cast<unsigned long long>(st.dispatches_by_region),
          static_cast<unsigned long long>(n));
    if (st.streamout_passes != 0)
      std::printf("streamout passes (legacy vertex programs' stores): %llu\n",
                  static_cast<unsigned long long>(st.streamout_passes));
    if (st.geometry_passes != 0)
      std::printf("geometry passes (legacy geometry programs' batches): %llu\n",
                  static_cast<unsigned long long>(st.geometry_passes));
    std::printf(
        "host compile: compute pipelines %.1f ms, first dispatches %.1f ms, slowest "
        "module %.1f ms\n",
        st.pipeline_ms, st.first_dispatch_ms, st.slowest_module_ms);
    std::printf("%s\n", exec::disk_cache_line(st).c_str());
    std::printf("attachments: %llu seeded from guest memory, %llu written back\n",
                static_cast<unsigned long long>(st.targets_seeded),
                static_cast<unsigned long long>(st.targets_written_back));
  }
  if (int64_t v = executor.host_validation_messages(); v >= 0)
    std::printf("host validation messages: %lld\n", static_cast<long long>(v));
  return failures || image_failures ? 1 : 0;
}
}  // namespace

void add_replay_command(CLI::App& app, int* exit_code) {
  auto o = std::make_shared<ReplayOptions>();
  CLI::App* c = app.add_subcommand("replay", "Run the command processor over a captured trace");
  c->add_option("trace", o->path, "A trace written by `rdnavk capture`")->required();
  c->add_flag("--list", o->list, "List the submissions (ring, context, IBs, buffers) and stop");
  c->add_flag("--summary", o->summary, "Print the totals and the refusal table only");
  c->add_flag("--no-execute", o->no_execute,
              "Do not run draws and dispatches on the host device (they are refused as "
              "no-executor)");
  c->add_option(
       "--images", o->images,
       "Write each colour target as DIR/sSUBMISSION-dDRAW-tTARGET.png after every draw, and "
       "its depth and stencil as -z.png and -s.png (grey)")
      ->check(CLI::ExistingDirectory);
  c->add_option("--image-every", o->image_every, "With --images: after every Nth draw only")
      ->check(CLI::PositiveNumber);
  c->footer(
      "Each submission runs on its recorded memory; what it writes goes to a private copy.\n"
      "Draws and dispatches run on the host device (RDNAVK_DEVICE names it; lavapipe by\n"
      "default).");
  c->callback([o, exit_code] {
    std::string error;
    auto r = trace::TraceReader::open(o->path, &error);
    if (!r) {
      std::fprintf(stderr, "rdnavk: cannot read %s: %s\n", o->path.c_str(), error.c_str());
      *exit_code = 1;
      return;
    }
    *exit_code = o->list ? list(*r) : replay(*r, *o);
  });
}

}  // namespace rdnavk::tools
