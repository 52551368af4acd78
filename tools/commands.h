// The subcommands of the `rdnavk` program.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace rdnavk::tools {

// Each adds its subcommand to `app`; the callback runs it and sets `*exit_code`.
void add_run_commands(CLI::App& app, int* exit_code);  // run, capture
void add_info_command(CLI::App& app, int* exit_code);
void add_replay_command(CLI::App& app, int* exit_code);
void add_disasm_command(CLI::App& app, int* exit_code);
void add_pm4_command(CLI::App& app, int* exit_code);

}  // namespace rdnavk::tools
