// The run report in words, for a person; JSON is what RDNAVK_REPORT writes.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace rdnavk::tools {

// One process's report (as the interposer writes it) in a few lines.
std::string report_text(const nlohmann::json& report);

}  // namespace rdnavk::tools
