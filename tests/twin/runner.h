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
  bool time_device = false;  // timestamps before and after the dispatches
  bool host_stats = false;   // the compiler's statistics of the pipeline
};

struct RunResult {
  std::vector<std::vector<uint8_t>> outputs;  // every output buffer's bytes, in table order
                                              // (array elements in order)
  double device_ns = 0;                 // with time_device: the device's own time from the first
                                        // dispatch's start to the last one's end
  std::vector<std::string> statistics;  // with host_stats: a line per executable
};

RunResult run_case(const Case& c, const RunOptions& o);

}  // namespace twin
