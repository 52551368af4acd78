// rdnavk: an AMD Radeon RX 6800 (Navi 21, GFX10.3) made of software.
#include <cstdio>

#include "tools/commands.h"

int main(int argc, char** argv) {
  CLI::App app{
      "rdnavk: an emulated AMD Radeon RX 6800 (Navi 21, GFX10.3) for unmodified Mesa drivers",
      "rdnavk"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "rdnavk 0.1.0");
  app.footer(
      "Environment: RDNAVK_DEBUG=ioctl,spirv,validate,hoststats,denormguard,nosplit,nofastfloat,\n"
      "noregions,noldsapart,wavemem,ldsworkgroup,sync,gsbatch,nokeep,noguard,nodiskcache\n"
      "(comma-separated): bad ioctls, each new module's SPIR-V, the Khronos validation layer\n"
      "on the host device, the host compiler's statistics for each new compute module (where\n"
      "the device reports them), float checks as on a host that may flush denormals,\n"
      "every wave kept whole (never split into host subgroups), every float op with the\n"
      "guest's rules written out (no run computed by the host's arithmetic first), every buffer\n"
      "access ordered with every other (no regions proved apart before a dispatch), every LDS\n"
      "access of a wave ordered with every other where one writes (no lanes proved apart), compute "
      "waves'\n"
      "cross-lane steps through workgroup memory where a host subgroup is the wave,\n"
      "a compute group's LDS in the host's workgroup memory (never a host buffer's region),\n"
      "each dispatch and draw run and waited for alone (never queued with the next),\n"
      "legacy geometry programs run one workgroup a batch, every target written back after\n"
      "each draw (none kept on the host device), kept targets written back at each\n"
      "submission's end (the application's mappings not guarded), no module cache on disk;\n"
      "RDNAVK_CACHE_DIR=DIR keeps translated modules across runs (default\n"
      "$XDG_CACHE_HOME/rdnavk or ~/.cache/rdnavk), RDNAVK_CACHE_MAX_SIZE=N[K|M|G] bounds it\n"
      "(default 512M);\n"
      "RDNAVK_REPORT=FILE writes the run report as JSON (%p becomes the process id);\n"
      "RDNAVK_DEVICE=NAME picks the host Vulkan device (default lavapipe).");
  int exit_code = 0;
  rdnavk::tools::add_run_commands(app, &exit_code);
  rdnavk::tools::add_info_command(app, &exit_code);
  rdnavk::tools::add_replay_command(app, &exit_code);
  rdnavk::tools::add_disasm_command(app, &exit_code);
  rdnavk::tools::add_pm4_command(app, &exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return exit_code;
}
