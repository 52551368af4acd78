// rdnavk-twin: runs one compute case of the twin suite on one Vulkan device and
// writes its output buffers to a file; `--compare` diffs two such files buffer by
// buffer. tests/twin/CMakeLists.txt runs it natively (lavapipe) and on RADV over
// rdnavk and compares the two.
//
// Exit codes: 0 done (nothing printed), 1 Vulkan or setup failure, 2 bad usage,
// 3 the files compared differ.

#include <charconv>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "program.h"
#include "runner.h"
#include "twin.h"

namespace {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Options {
  bool help = false;
  bool list = false;
  bool verbose = false;
  std::string case_name;
  std::string program;  // a description file (program.h) in place of a case
  std::string device;
  std::string out;
  uint32_t repeat = 1;
  bool device_time = false;
  bool host_stats = false;
  std::vector<std::string> compare;  // two files
};

void print_help() {
  std::puts(
      "usage: rdnavk-twin --case NAME --device SUBSTR [--out FILE] [--repeat N] [--device-time]\n"
      "                     [--host-stats]\n"
      "       rdnavk-twin --case NAME --compare FILE_A FILE_B\n"
      "       rdnavk-twin --program DESC ... (as --case, for a described program)\n"
      "       rdnavk-twin --list [-v]\n"
      "  --case NAME        the case to run (--list names them)\n"
      "  --program DESC     run the program that the file DESC describes (SPIR-V, buffers,\n"
      "                     groups, push constants; tests/twin/program.h) instead of a case\n"
      "  --device SUBSTR    the first Vulkan device whose name contains SUBSTR, any case;\n"
      "                     no other device is ever used\n"
      "  --out FILE         write every output buffer's bytes, in the case's order, to FILE\n"
      "  --repeat N         dispatch N times (a barrier between), for benchmarks\n"
      "  --device-time      print the device's own time from the first dispatch's start to\n"
      "                     the last one's end, by its timestamps: \"device time: NS ns\"\n"
      "  --host-stats       print what the device's compiler reports of the pipeline\n"
      "                     (VK_KHR_pipeline_executable_properties), a line per executable\n"
      "  --compare A B      compare two --out files of NAME buffer by buffer; for each buffer\n"
      "                     that differs print its first differing offset and the aligned\n"
      "                     little-endian word there in A and in B\n"
      "  --list             print every case's name (-v: and what it checks)\n"
      "exit: 0 done (silent), 1 Vulkan or setup failure, 2 bad usage, 3 files differ");
}

uint32_t parse_count(std::string_view flag, std::string_view text) {
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v == 0)
    throw UsageError(std::string(flag) + " wants a positive integer, got '" + std::string(text) +
                     "'");
  return v;
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError(std::string(a) + " needs a value");
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a == "--list") {
      o.list = true;
    } else if (a == "-v") {
      o.verbose = true;
    } else if (a == "--case") {
      o.case_name = value();
    } else if (a == "--program") {
      o.program = value();
    } else if (a == "--device") {
      o.device = value();
    } else if (a == "--out") {
      o.out = value();
    } else if (a == "--repeat") {
      o.repeat = parse_count(a, value());
    } else if (a == "--device-time") {
      o.device_time = true;
    } else if (a == "--host-stats") {
      o.host_stats = true;
    } else if (a == "--compare") {
      o.compare.push_back(value());
      o.compare.push_back(value());
    } else {
      throw UsageError("unknown argument '" + std::string(a) + "'");
    }
  }
  return o;
}

const twin::Case& need_case(const Options& o, twin::Program& program) {
  if (!o.program.empty()) {
    if (!o.case_name.empty()) throw UsageError("--case and --program exclude each other");
    twin::load_program(o.program, program);
    return program.c;
  }
  if (o.case_name.empty()) throw UsageError("--case or --program is required");
  const twin::Case* c = twin::find_case(o.case_name);
  if (!c) throw UsageError("no case named '" + o.case_name + "' (--list names them)");
  return *c;
}

void list_cases(bool verbose) {
  for (const twin::Case& c : twin::cases()) {
    if (verbose)
      std::printf("%-18s %s\n", c.name.c_str(), c.summary.c_str());
    else
      std::printf("%s\n", c.name.c_str());
  }
}

void write_file(const std::string& path, const std::vector<std::vector<uint8_t>>& parts) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  for (const auto& p : parts)
    f.write(reinterpret_cast<const char*>(p.data()), static_cast<std::streamsize>(p.size()));
  if (!f) throw std::runtime_error("cannot write " + path);
}

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), {});
}

// The little-endian word of `bytes` that holds byte `at` (fewer bytes at the end).
std::string word_at(const std::vector<uint8_t>& bytes, size_t at) {
  size_t start = at & ~size_t{3};
  std::string s = "0x";
  char hex[3];
  for (size_t i = std::min(start + 4, bytes.size()); i-- > start;) {
    std::snprintf(hex, sizeof(hex), "%02x", bytes[i]);
    s += hex;
  }
  return s;
}

// One output buffer's slice of the two files; prints its first difference.
bool same_part(const std::string& name, size_t base, size_t size, const std::vector<uint8_t>& a,
               const std::vector<uint8_t>& b) {
  size_t first = size, count = 0;
  for (size_t i = 0; i < size; ++i) {
    if (a[base + i] == b[base + i]) continue;
    if (first == size) first = i;
    ++count;
  }
  if (count == 0) return true;
  std::printf(
      "%s: first difference at offset %zu (file offset %zu): word %s in A, %s in B; %zu of %zu "
      "bytes differ\n",
      name.c_str(), first, base + first, word_at(a, base + first).c_str(),
      word_at(b, base + first).c_str(), count, size);
  return false;
}

int compare(const twin::Case& c, const std::string& path_a, const std::string& path_b) {
  std::vector<uint8_t> a = read_file(path_a), b = read_file(path_b);
  size_t total = 0;
  for (const twin::Buffer& buf : c.buffers)
    if (buf.output) total += size_t{buf.bytes} * buf.count;
  for (const auto& [path, bytes] : {std::pair{&path_a, &a}, std::pair{&path_b, &b}})
    if (bytes->size() != total) {
      std::printf("%s: %zu bytes, case %s writes %zu\n", path->c_str(), bytes->size(),
                  c.name.c_str(), total);
      return 3;
    }
  bool same = true;
  size_t base = 0;
  for (const twin::Buffer& buf : c.buffers) {
    if (!buf.output) continue;
    for (uint32_t e = 0; e < buf.count; ++e, base += buf.bytes) {
      std::string name = buf.name;
      if (buf.count > 1) name += "[" + std::to_string(e) + "]";
      same &= same_part(name, base, buf.bytes, a, b);
    }
  }
  return same ? 0 : 3;
}

int run(const Options& o) {
  if (o.help) {
    print_help();
    return 0;
  }
  if (o.list) {
    list_cases(o.verbose);
    return 0;
  }
  twin::Program program;
  const twin::Case& c = need_case(o, program);
  if (!o.compare.empty()) return compare(c, o.compare[0], o.compare[1]);
  if (o.device.empty()) throw UsageError("--device is required");
  twin::RunResult r = twin::run_case(c, {o.device, o.repeat, o.device_time, o.host_stats});
  if (!o.out.empty()) write_file(o.out, r.outputs);
  if (o.device_time) std::printf("device time: %.0f ns\n", r.device_ns);
  for (const std::string& line : r.statistics) std::printf("%s\n", line.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(parse(argc, argv));
  } catch (const UsageError& e) {
    std::fprintf(stderr, "rdnavk-twin: %s (see --help)\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rdnavk-twin: %s\n", e.what());
    return 1;
  }
}
