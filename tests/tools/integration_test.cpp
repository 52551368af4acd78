// Real Mesa drivers over the interposer: RADV and radeonsi find the emulated
// RX 6800, run the project's programs, and the traces they leave hold what the
// command processor will need.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/tools/trace_scan.h"

#include "shell.h"

namespace rdnavk::testing {
namespace {

std::string out(const char* name) {
  return std::string(TEST_OUTPUT_DIR) + "/" + name;
}

// A module cache on disk of the test's own, empty: its runs translate what
// they run.
std::string fresh_cache(const char* name) {
  std::string dir = out(name);
  std::filesystem::remove_all(dir);
  return "RDNAVK_CACHE_DIR=" + dir + " ";
}

nlohmann::json read_report(const std::string& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in, nullptr, false);
}

TEST(Drivers, RadvListsTheEmulatedRx6800) {
  std::string report = out("vulkaninfo.json");
  Result r =
      sh(std::string(RDNAVK_BINARY) + " run -q --report " + report + " -- vulkaninfo --summary");
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("AMD Radeon RX 6800 (RADV NAVI21)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("PHYSICAL_DEVICE_TYPE_DISCRETE_GPU"), std::string::npos);
  // The answers came from rdnavk's device, not from any other shim.
  auto j = read_report(report);
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 1u);
  EXPECT_GT(j[0]["ioctls"].get<uint64_t>(), 10u);
  EXPECT_EQ(r.output.find("noop"), std::string::npos);
}

// The driver EGL names for one platform section of eglinfo's output.
std::string egl_driver(const std::string& output, const std::string& platform) {
  auto at = output.find(platform + " platform:");
  if (at == std::string::npos) return "";
  auto name = output.find("EGL driver name: ", at);
  auto next = output.find(" platform:", at + platform.size() + 10);
  if (name == std::string::npos || (next != std::string::npos && name > next)) return "";
  auto end = output.find('\n', name);
  return output.substr(name + 17, end - name - 17);
}

TEST(Drivers, EglSurfacelessAndGbmOpenRadeonsi) {
  std::string report = out("eglinfo.json");
  // mesa-utils 8.5's eglinfo prints every platform whatever -p says, and exits
  // with the number of platforms it could not initialise (here X11 and Wayland).
  Result r = sh(std::string(RDNAVK_BINARY) + " run -q --report " + report +
                " -- eglinfo.x86_64-linux-gnu -B -p surfaceless");
  EXPECT_EQ(egl_driver(r.output, "Surfaceless"), "radeonsi") << r.output;
  // GBM's default display opens /dev/dri/card0: the primary node.
  EXPECT_EQ(egl_driver(r.output, "GBM"), "radeonsi") << r.output;
  auto j = read_report(report);
  ASSERT_TRUE(j.is_array());
  ASSERT_FALSE(j.empty());
  EXPECT_GT(j[0]["ioctls"].get<uint64_t>(), 10u);
}

TEST(Capture, VulkanComputeDispatchAndItsProgram) {
  std::string trace = out("vk_compute.rdtrace");
  std::string report = out("vk_compute.json");
  Result r = sh(std::string(RDNAVK_BINARY) + " capture -q -o " + trace + " --report " + report +
                " -- " + VK_COMPUTE_BINARY + " --device RADV");
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("device=AMD Radeon RX 6800 (RADV NAVI21)"), std::string::npos)
      << r.output;
  TraceScan s = scan_trace(trace);
  ASSERT_TRUE(s.error.empty()) << s.error;
  EXPECT_EQ(s.walk_errors, 0u);
  EXPECT_EQ(s.dispatches, 1u);
  bool found = false;
  for (const auto& p : s.programs) {
    if (p.stage != "cs") continue;
    found = true;
    // RADV writes its shaders through a CPU mapping: the bytes are in the trace.
    EXPECT_TRUE(holds_program(trace, p.submission, p.address)) << std::hex << p.address;
  }
  EXPECT_TRUE(found);
  auto j = read_report(report);
  ASSERT_TRUE(j.is_array());
  EXPECT_EQ(j[0]["dispatches"].get<uint64_t>(), 1u);
  // The dispatch ran on the host device: nothing refused.
  EXPECT_TRUE(j[0]["refusals"].empty()) << j[0]["refusals"].dump();
}

// The first program's dispatch computes the right values through RADV and the
// translator, in RADV's default wave64 and in wave32; the trace replays alike.
TEST(Compute, VulkanComputeIsCorrectUnderRdnavk) {
  for (const char* env : {"", "RADV_PERFTEST=cswave32 "}) {
    std::string report = out("vk_compute_run.json");
    Result r = sh(std::string(env) + fresh_cache("vk_compute_cache") + RDNAVK_BINARY +
                  " run -q --report " + report + " -- " + VK_COMPUTE_BINARY +
                  " --device RADV --dispatches 3 --expect-correct");
    ASSERT_EQ(r.status, 0) << env << r.output;
    EXPECT_NE(r.output.find("correct=4096/4096"), std::string::npos) << r.output;
    auto j = read_report(report);
    ASSERT_TRUE(j.is_array());
    EXPECT_EQ(j[0]["dispatches"].get<uint64_t>(), 3u);
    EXPECT_TRUE(j[0]["refusals"].empty()) << j[0]["refusals"].dump();
    // One program: translated for the first dispatch, found again for the others.
    const auto& e = j[0]["executor"];
    EXPECT_EQ(e["dispatches_run"].get<uint64_t>(), 3u) << e.dump();
    EXPECT_EQ(e["modules_translated"].get<uint64_t>(), 1u) << e.dump();
    EXPECT_EQ(e["module_cache"]["hits"].get<uint64_t>(), 2u) << e.dump();
    EXPECT_EQ(e["module_cache"]["misses"].get<uint64_t>(), 1u) << e.dump();
    EXPECT_EQ(e["module_cache"]["evictions"].get<uint64_t>(), 0u) << e.dump();
    EXPECT_EQ(e["modules_loaded"].get<uint64_t>(), 0u) << e.dump();
    EXPECT_EQ(e["disk_cache"]["stored"].get<uint64_t>(), 1u) << e.dump();
    // The host queue ran at least the three dispatches, and lavapipe's
    // timestamps say it spent some time on them.
    EXPECT_GE(e["host_submissions"].get<uint64_t>(), 1u) << e.dump();
    ASSERT_TRUE(e["host_busy_ms"].is_number()) << e.dump();
    EXPECT_GT(e["host_busy_ms"].get<double>(), 0.0) << e.dump();
  }
}

// A second run finds the first run's module in the disk cache (decision record
// 0050): nothing translated, the same values; a run with RDNAVK_DEBUG=
// nodiskcache translates again and says why the cache is off.
TEST(Compute, ASecondRunLoadsTheModuleTheFirstStored) {
  const std::string cache = fresh_cache("vk_compute_two_runs");
  const std::string report = out("vk_compute_two_runs.json");
  for (int run = 0; run < 3; ++run) {
    const std::string debug = run == 2 ? "RDNAVK_DEBUG=nodiskcache " : "";
    Result r = sh(cache + debug + RDNAVK_BINARY + " run -q --report " + report + " -- " +
                  VK_COMPUTE_BINARY + " --device RADV --dispatches 2 --expect-correct");
    ASSERT_EQ(r.status, 0) << r.output;
    EXPECT_NE(r.output.find("correct=4096/4096"), std::string::npos) << r.output;
    auto j = read_report(report);
    ASSERT_TRUE(j.is_array());
    EXPECT_TRUE(j[0]["refusals"].empty()) << j[0]["refusals"].dump();
    const auto& e = j[0]["executor"];
    const auto& d = e["disk_cache"];
    EXPECT_EQ(e["modules_translated"].get<uint64_t>(), run == 1 ? 0u : 1u) << e.dump();
    EXPECT_EQ(e["modules_loaded"].get<uint64_t>(), run == 1 ? 1u : 0u) << e.dump();
    EXPECT_EQ(d["stored"].get<uint64_t>(), run == 0 ? 1u : 0u) << e.dump();
    EXPECT_EQ(d["hits"].get<uint64_t>(), run == 1 ? 1u : 0u) << e.dump();
    EXPECT_EQ(d["rejected"].get<uint64_t>(), 0u) << e.dump();
    EXPECT_EQ(d["off"].get<std::string>(), run == 2 ? "RDNAVK_DEBUG=nodiskcache" : "") << e.dump();
    // A module loaded from disk costs no translation; every run makes its
    // pipeline on the host device, timed apart from the translation.
    if (run == 1)
      EXPECT_EQ(e["translate_ms"].get<double>(), 0.0) << e.dump();
    else
      EXPECT_GT(e["translate_ms"].get<double>(), 0.0) << e.dump();
    EXPECT_GT(e["pipeline_ms"].get<double>(), 0.0) << e.dump();
  }
}

TEST(Compute, ReplayRunsTheCapturedDispatch) {
  std::string trace = out("vk_compute_replay.rdtrace");
  Result c = sh(std::string(RDNAVK_BINARY) + " capture -q -o " + trace + " -- " +
                VK_COMPUTE_BINARY + " --device RADV");
  ASSERT_EQ(c.status, 0) << c.output;
  Result r =
      sh(fresh_cache("vk_compute_replay_cache") + RDNAVK_BINARY + " replay --summary " + trace);
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("1 dispatches"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("refusals: none"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("executor: 1 dispatches run, 0 draws drawn, 1 modules translated"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("module cache: 0 hits, 1 misses, 0 evictions"), std::string::npos)
      << r.output;
}

TEST(Capture, GlesTriangleDrawAndItsUploadedPrograms) {
  std::string trace = out("gles_triangle.rdtrace");
  Result r =
      sh(std::string(RDNAVK_BINARY) + " capture -q -o " + trace + " -- " + GLES_TRIANGLE_BINARY);
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("renderer=AMD Radeon RX 6800"), std::string::npos) << r.output;
  TraceScan s = scan_trace(trace);
  ASSERT_TRUE(s.error.empty()) << s.error;
  EXPECT_EQ(s.walk_errors, 0u);
  EXPECT_GE(s.draws_index_auto, 1u);
  // radeonsi copies each program into place with CP DMA before the draw: the code
  // is in the copy's source buffer.
  int checked = 0;
  for (const auto& p : s.programs) {
    if (p.stage != "ps" && p.stage != "es") continue;
    const DmaCopy* upload = nullptr;
    for (const auto& c : s.dma_copies)
      if (c.submission <= p.submission && p.address >= c.dst && p.address < c.dst + c.bytes)
        upload = &c;
    ASSERT_NE(upload, nullptr) << p.stage << " program at 0x" << std::hex << p.address
                               << " has no DMA_DATA upload";
    EXPECT_TRUE(holds_program(trace, upload->submission, upload->src + (p.address - upload->dst)))
        << p.stage;
    checked++;
  }
  EXPECT_GE(checked, 2);
}

// The command buffer is what is under test, not the kernel: one group of 64
// elements a dispatch keeps the 300,000 dispatches (which the executor carries
// out) to seconds on a 2-core machine, where 4,096 took minutes.
TEST(Capture, ThreeHundredThousandDispatchesInChainedIbs) {
  std::string trace = out("vk_300k.rdtrace");
  Result r =
      sh(std::string(RDNAVK_BINARY) + " capture -q -o " + trace + " -- " + VK_COMPUTE_BINARY +
         " --device RADV --dispatches 300000 --elements 64 --expect-correct");
  ASSERT_EQ(r.status, 0) << r.output;
  TraceScan s = scan_trace(trace);
  ASSERT_TRUE(s.error.empty()) << s.error;
  EXPECT_EQ(s.walk_errors, 0u);
  EXPECT_EQ(s.dispatches, 300000u);
  EXPECT_GE(s.chained_ibs, 2u);
}

TEST(Tools, ReplayListsSubmissions) {
  std::string trace = out("vk_compute_list.rdtrace");
  ASSERT_EQ(sh(std::string(RDNAVK_BINARY) + " capture -q -o " + trace + " -- " + VK_COMPUTE_BINARY)
                .status,
            0);
  Result r = sh(std::string(RDNAVK_BINARY) + " replay --list " + trace);
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("\n0      gfx "), std::string::npos) << r.output;
  Result bad = sh(std::string(RDNAVK_BINARY) + " replay --list /nonexistent.rdtrace");
  EXPECT_NE(bad.status, 0);
  EXPECT_NE(bad.output.find("/nonexistent.rdtrace"), std::string::npos);
}

TEST(Tools, InfoAndHelp) {
  Result r = sh(std::string(RDNAVK_BINARY) + " info");
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("1002:73bf"), std::string::npos) << r.output;
  for (const char* sub : {"run", "capture", "replay", "info"}) {
    Result h = sh(std::string(RDNAVK_BINARY) + " " + sub + " --help");
    EXPECT_EQ(h.status, 0) << sub;
  }
  Result none = sh(std::string(RDNAVK_BINARY) + " run");
  EXPECT_NE(none.status, 0);
}

TEST(Tools, InfoTranslatorCountsEveryOpcodeOfTheTableByClass) {
  Result r = sh(std::string(RDNAVK_BINARY) + " info --translator --json");
  ASSERT_EQ(r.status, 0) << r.output;
  nlohmann::json j = nlohmann::json::parse(r.output, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << r.output;
  EXPECT_EQ(j["opcodes"]["total"], 2834);
  size_t carried = 0, total = 0, named = 0;
  bool add = false;
  for (const auto& c : j["classes"]) {
    carried += c["carried_out"].get<size_t>();
    total += c["total"].get<size_t>();
    named += c["carried_out_opcodes"].size() + c["refused_opcodes"].size();
    for (const auto& o : c["carried_out_opcodes"]) add |= o["name"] == "s_add_u32";
  }
  EXPECT_EQ(total, 2834u);
  EXPECT_EQ(named, 2834u);
  EXPECT_EQ(j["opcodes"]["carried_out"], carried);
  EXPECT_TRUE(add);
  Result text = sh(std::string(RDNAVK_BINARY) + " info --translator --verbose");
  ASSERT_EQ(text.status, 0) << text.output;
  size_t at = text.output.find("\nall ");
  ASSERT_NE(at, std::string::npos) << text.output;
  unsigned long all_carried = 0, all_total = 0;
  ASSERT_EQ(std::sscanf(text.output.c_str() + at, "\nall %lu %lu", &all_carried, &all_total), 2);
  EXPECT_EQ(all_carried, carried);
  EXPECT_EQ(all_total, 2834u);
  EXPECT_NE(text.output.find("s_sethalt"), std::string::npos);
}

}  // namespace
}  // namespace rdnavk::testing

namespace rdnavk::testing {
namespace {

TEST(Replay, CarriesRadeonsiUploadsAndFencesIntoMemory) {
  std::string trace = out("gles_replay.rdtrace");
  Result r =
      sh(std::string(RDNAVK_BINARY) + " capture -q -o " + trace + " -- " + GLES_TRIANGLE_BINARY);
  ASSERT_EQ(r.status, 0) << r.output;
  ReplayCheck c = replay_and_check(trace);
  ASSERT_TRUE(c.error.empty()) << c.error;
  // Every PS and ES program a draw names was carried into place by a DMA_DATA of
  // an earlier packet: after replaying the upload, the code is at the address.
  EXPECT_GE(c.programs_checked, 2u);
  EXPECT_EQ(c.programs_missing, 0u);
  EXPECT_EQ(c.programs_there_before, 0u);  // the replay put them there
  // And the RELEASE_MEM fences wrote their values.
  EXPECT_GE(c.fences_checked, 1u);
  EXPECT_EQ(c.fences_wrong, 0u);
}

}  // namespace
}  // namespace rdnavk::testing

namespace rdnavk::testing {
namespace {

TEST(HostDevice, UnderTheInterposerTheEmulatedGpuIsNeverTheHost) {
  // Inside `rdnavk run`, RADV lists the emulated RX 6800; the host device the
  // emulator's own work runs on must still be lavapipe.
  Result r = sh(std::string(RDNAVK_BINARY) + " run -q -- " + RDNAVK_BINARY + " info --host");
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("AMD Radeon RX 6800 (RADV NAVI21) (the emulated GPU: never used)"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("host_device                llvmpipe"), std::string::npos) << r.output;
  Result bad = sh("RDNAVK_DEVICE=radv " + std::string(RDNAVK_BINARY) + " run -q -- " +
                  RDNAVK_BINARY + " info --host");
  EXPECT_NE(bad.status, 0);
  EXPECT_NE(bad.output.find("no host Vulkan device named like \"radv\""), std::string::npos)
      << bad.output;
}

TEST(HostDevice, InfoSaysWhetherTheSubgroupsAreWhatTheyClaim) {
  // lavapipe at its default width keeps its word; past 512 bits it reports a
  // subgroup of 32 and runs 16, which the probe sees (D22).
  Result ok = sh(std::string(RDNAVK_BINARY) + " info --host");
  ASSERT_EQ(ok.status, 0) << ok.output;
  EXPECT_NE(ok.output.find("subgroups_probed           as reported"), std::string::npos)
      << ok.output;
  Result wide = sh("LP_NATIVE_VECTOR_WIDTH=1024 " + std::string(RDNAVK_BINARY) + " info --host");
  ASSERT_EQ(wide.status, 0) << wide.output;
  EXPECT_NE(wide.output.find("subgroups_probed           inconsistent: a ballot of every "
                             "invocation counts 16 in subgroups of 32"),
            std::string::npos)
      << wide.output;
}

}  // namespace
}  // namespace rdnavk::testing
