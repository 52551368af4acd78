// `rdnavk run` and `rdnavk capture`: run a program with the emulated GPU as its
// AMD GPU, then report what the device did.
#include <dirent.h>
#include <dlfcn.h>
#include <limits.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tools/commands.h"
#include "tools/report_text.h"

extern char** environ;

namespace rdnavk::tools {

namespace {
namespace fs = std::filesystem;

struct RunOptions {
  std::vector<std::string> command;
  std::string capture;
  std::string report_json;
  std::string debug;
  bool quiet = false;
};

// The interposer: RDNAVK_PRELOAD, else ../lib/librdnavk_drm.so beside this binary.
std::string find_preload(std::string* error) {
  if (const char* p = std::getenv("RDNAVK_PRELOAD")) return p;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  fs::path lib = exe.parent_path().parent_path() / "lib" / "librdnavk_drm.so";
  if (!ec && fs::exists(lib)) return lib.string();
  *error = "cannot find librdnavk_drm.so next to " + exe.string() + " (set RDNAVK_PRELOAD)";
  return {};
}

#if defined(__SANITIZE_ADDRESS__)
extern "C" void __asan_init();
#endif

// An rdnavk built with AddressSanitizer has its interposer built so too, which
// needs the sanitizer's runtime loaded before it: the runtime this binary runs
// with. Empty for an ordinary build.
std::string sanitizer_runtime() {
#if defined(__SANITIZE_ADDRESS__)
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&__asan_init), &info) != 0 && info.dli_fname != nullptr)
    return info.dli_fname;
#endif
  return {};
}

std::vector<nlohmann::json> read_reports(const fs::path& dir) {
  std::vector<nlohmann::json> out;
  std::error_code ec;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    auto j = nlohmann::json::parse(in, nullptr, false);
    if (!j.is_discarded()) out.push_back(std::move(j));
  }
  return out;
}

int run(const RunOptions& o) {
  std::string error;
  std::string preload = find_preload(&error);
  if (preload.empty()) {
    std::fprintf(stderr, "rdnavk: %s\n", error.c_str());
    return 125;
  }
  char tmpl[] = "/tmp/rdnavk-run-XXXXXX";
  if (mkdtemp(tmpl) == nullptr) {
    std::fprintf(stderr, "rdnavk: cannot make a temporary directory: %s\n", std::strerror(errno));
    return 125;
  }
  fs::path dir = tmpl;

  std::string ld = preload;
  if (std::string runtime = sanitizer_runtime(); !runtime.empty()) ld = runtime + ":" + ld;
  if (const char* old = std::getenv("LD_PRELOAD"); old && *old) ld += std::string(":") + old;
  setenv("LD_PRELOAD", ld.c_str(), 1);
  setenv("RDNAVK_REPORT", (dir / "report-%p.json").c_str(), 1);
  if (!o.debug.empty()) setenv("RDNAVK_DEBUG", o.debug.c_str(), 1);
  if (!o.capture.empty()) {
    setenv("RDNAVK_CAPTURE", o.capture.c_str(), 1);
    // The first process that submits work writes the named file; any other
    // process of the command writes FILE.<pid>.
    setenv("RDNAVK_CAPTURE_CLAIM", (dir / "capture.claim").c_str(), 1);
  }

  std::vector<char*> argv;
  for (const auto& a : o.command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ);
  if (rc != 0) {
    std::fprintf(stderr, "rdnavk: cannot run %s: %s\n", argv[0], std::strerror(rc));
    fs::remove_all(dir);
    return 127;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);

  auto reports = read_reports(dir);
  if (!o.quiet) {
    for (const auto& r : reports) std::fputs(report_text(r).c_str(), stderr);
    if (reports.empty())
      std::fprintf(stderr, "rdnavk: %s did not open the GPU\n", o.command[0].c_str());
  }
  if (!o.report_json.empty()) {
    std::ofstream out(o.report_json);
    out << nlohmann::json(reports).dump(1) << "\n";
    if (!out) std::fprintf(stderr, "rdnavk: cannot write %s\n", o.report_json.c_str());
  }
  fs::remove_all(dir);
  return code;
}

void add_common(CLI::App* cmd, RunOptions* o) {
  cmd->add_option("--report", o->report_json, "Write the run report as JSON to FILE");
  cmd->add_option("--debug", o->debug, "Debug switches, as RDNAVK_DEBUG (ioctl)");
  cmd->add_flag("-q,--quiet", o->quiet, "Print no report");
  cmd->add_option("command", o->command, "The program and its arguments (after --)")->required();
  cmd->positionals_at_end();
}
}  // namespace

void add_run_commands(CLI::App& app, int* exit_code) {
  auto run_opts = std::make_shared<RunOptions>();
  CLI::App* r = app.add_subcommand(
      "run", "Run a program with the emulated RX 6800 as its AMD GPU, then report what it did");
  add_common(r, run_opts.get());
  r->footer("Example: rdnavk run -- vulkaninfo --summary\nThe exit status is the program's.");
  r->callback([run_opts, exit_code] { *exit_code = run(*run_opts); });

  auto cap_opts = std::make_shared<RunOptions>();
  CLI::App* c = app.add_subcommand(
      "capture", "Run a program as `run` does and record every submission it makes to a trace");
  c->add_option("-o,--output", cap_opts->capture, "The trace file to write")->required();
  add_common(c, cap_opts.get());
  c->footer(
      "Example: rdnavk capture -o cube.rdtrace -- vkcube --c 10\n"
      "A second process of the command that uses the GPU writes FILE.<pid>.");
  c->callback([cap_opts, exit_code] { *exit_code = run(*cap_opts); });
}

}  // namespace rdnavk::tools
