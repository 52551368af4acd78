// Runs one case of the table on one Vulkan device and hands back its output bytes.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "twin.h"

namespace twin {

// Any failure to set up or run: a VkResult, no such device, a missing feature.
struct RunError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct RunOptions {
  std::string device;  // substring of the device name, any case
  uint32_t repeat = 1;
};

// Every output buffer's bytes, in table order (array elements in order).
std::vector<std::vector<uint8_t>> run_case(const Case& c, const RunOptions& o);

}  // namespace twin
