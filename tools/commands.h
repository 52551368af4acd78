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

// `rdnavk info --translator` (translator_coverage.cpp): prints the opcodes the
// compute translator carries out and refuses, per encoding class; answers the
// exit code.
int print_translator_coverage(bool as_json, bool verbose);

}  // namespace rdnavk::tools
