#include "tools/report_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace rdnavk::tools {

namespace {
std::string table(const nlohmann::json& t, const char* title) {
  if (!t.is_object() || t.empty()) return fmt::format("  {}: none\n", title);
  std::string s = fmt::format("  {}:\n", title);
  for (const auto& [k, v] : t.items())
    s += fmt::format("    {:<28} {:>10}  first: {}\n", k, v.value("count", 0ull),
                     v.value("first", std::string()));
  return s;
}
}  // namespace

std::string report_text(const nlohmann::json& r) {
  std::string s = fmt::format("rdnavk: {} (pid {}) on {}\n", r.value("command", std::string("?")),
                              r.value("pid", 0), r["device"].value("name", std::string("?")));
  s += fmt::format("  ioctls {}, buffers {} (peak {:.1f} MiB), submissions {}",
                   r.value("ioctls", 0ull), r.value("buffers_created", 0ull),
                   static_cast<double>(r.value("buffer_bytes_peak", 0ull)) / (1 << 20),
                   r.value("submissions", 0ull));
  if (r.contains("submissions_by_ring") && !r["submissions_by_ring"].empty()) {
    std::vector<std::string> parts;
    for (const auto& [ring, n] : r["submissions_by_ring"].items())
      parts.push_back(fmt::format("{} {}", ring, n.get<uint64_t>()));
    s += " (" + fmt::format("{}", fmt::join(parts, ", ")) + ")";
  }
  s += "\n";
  s += fmt::format("  IBs {}, {} dwords, {} packets: {} register writes, {} draws, {} dispatches\n",
                   r.value("ibs", 0ull), r.value("ib_dwords", 0ull), r.value("packets", 0ull),
                   r.value("register_writes", 0ull), r.value("draws", 0ull),
                   r.value("dispatches", 0ull));
  if (r.contains("memory_packets") && !r["memory_packets"].empty()) {
    std::vector<std::string> parts;
    for (const auto& [k, v] : r["memory_packets"].items())
      parts.push_back(fmt::format("{} {}", k, v.get<uint64_t>()));
    s += fmt::format("  memory packets carried out: {}\n", fmt::join(parts, ", "));
  }
  if (r.contains("packets_by_opcode") && !r["packets_by_opcode"].empty()) {
    std::vector<std::pair<std::string, uint64_t>> ops;
    for (const auto& [k, v] : r["packets_by_opcode"].items())
      ops.emplace_back(k, v.get<uint64_t>());
    std::sort(ops.begin(), ops.end(), [](auto& a, auto& b) { return a.second > b.second; });
    std::string line = "  packets:";
    for (const auto& [k, n] : ops) line += fmt::format(" {} {},", k, n);
    line.pop_back();
    s += line + "\n";
  }
  s += table(r.value("refusals", nlohmann::json::object()), "refusals");
  if (r.contains("stream_errors") && !r["stream_errors"].empty())
    s += table(r["stream_errors"], "stream errors");
  if (r.contains("executor")) {
    const auto& e = r["executor"];
    const auto& c = e.value("module_cache", nlohmann::json::object());
    s += fmt::format(
        "  executor: {} dispatches run, {} draws drawn, {} modules translated ({:.1f} ms) and {} "
        "loaded from disk, {} with split waves; module cache: {} hits, {} misses, {} evictions\n"
        "  host compile: compute pipelines {:.1f} ms, first dispatches {:.1f} ms, slowest module "
        "{:.1f} ms\n",
        e.value("dispatches_run", 0ull), e.value("draws_run", 0ull),
        e.value("modules_translated", 0ull), e.value("translate_ms", 0.0),
        e.value("modules_loaded", 0ull), e.value("modules_split", 0ull), c.value("hits", 0ull),
        c.value("misses", 0ull), c.value("evictions", 0ull), e.value("pipeline_ms", 0.0),
        e.value("first_dispatch_ms", 0.0), e.value("slowest_module_ms", 0.0));
    if (e.contains("host_busy_ms") && e["host_busy_ms"].is_number())
      s += fmt::format("  host device: {} submissions, {:.3f} ms running them (its timestamps)\n",
                       e.value("host_submissions", 0ull), e["host_busy_ms"].get<double>());
    if (uint64_t n =
            e.value("dispatches_by_region", 0ull) + e.value("dispatches_regions_overlap", 0ull))
      s += fmt::format(
          "  buffers by region: {} of {} dispatches with their buffers read apart (the rest "
          "ordered whole)\n",
          e.value("dispatches_by_region", 0ull), n);
    if (e.contains("disk_cache")) {
      const auto& d = e["disk_cache"];
      if (d.value("dir", std::string()).empty())
        s += fmt::format("  disk cache: off ({})\n", d.value("off", std::string()));
      else
        s += fmt::format(
            "  disk cache: {} modules loaded ({:.1f} ms), {} misses, {} stored, {} rejected, {} "
            "evicted ({})\n",
            e.value("modules_loaded", 0ull), d.value("load_ms", 0.0), d.value("misses", 0ull),
            d.value("stored", 0ull), d.value("rejected", 0ull), d.value("evicted", 0ull),
            d.value("dir", std::string()));
    }
    if (uint64_t passes = e.value("streamout_passes", 0ull); passes != 0)
      s += fmt::format("  streamout passes (legacy vertex programs' stores): {}\n", passes);
    if (uint64_t passes = e.value("geometry_passes", 0ull); passes != 0)
      s += fmt::format("  geometry passes (legacy geometry programs' batches): {}\n", passes);
  }
  if (r.contains("attachments")) {
    const auto& a = r["attachments"];
    s += fmt::format("  attachments: {} seeded from guest memory, {} written back\n",
                     a.value("seeded", 0ull), a.value("written_back", 0ull));
    if (a.value("kept", 0ull) != 0 || a.value("kept_written_back", 0ull) != 0) {
      std::string by;
      if (a.contains("touches"))
        for (const auto& [kind, n] : a["touches"].items())
          by += fmt::format("{}{} {}", by.empty() ? "" : ", ", n.get<unsigned long long>(), kind);
      s += fmt::format(
          "  kept on the device: {} taken by a later draw, {} written back ({}), {} draws run "
          "again, {} reseeded, {} draws not waited for\n",
          a.value("kept", 0ull), a.value("kept_written_back", 0ull), by.empty() ? "none" : by,
          a.value("redone", 0ull), a.value("reseeded", 0ull), a.value("unwaited", 0ull));
    }
  }
  if (r.contains("host_validation_messages"))
    s += fmt::format("  host validation messages: {}\n", r.value("host_validation_messages", 0ll));
  if (r.contains("ioctl_errors") && !r["ioctl_errors"].empty())
    s += table(r["ioctl_errors"], "ioctl errors");
  if (r.contains("capture")) {
    const auto& c = r["capture"];
    if (c.contains("error"))
      s += fmt::format("  capture: {} failed: {}\n", c.value("path", std::string()),
                       c.value("error", std::string()));
    else
      s += fmt::format(
          "  capture: {} ({} submissions, {:.1f} MiB of memory seen, {:.1f} MiB stored, {:.1f} MiB "
          "file)\n",
          c.value("path", std::string()), c.value("submissions", 0ull),
          static_cast<double>(c.value("memory_bytes_seen", 0ull)) / (1 << 20),
          static_cast<double>(c.value("unique_bytes_stored", 0ull)) / (1 << 20),
          static_cast<double>(c.value("file_bytes", 0ull)) / (1 << 20));
  }
  return s;
}

}  // namespace rdnavk::tools
