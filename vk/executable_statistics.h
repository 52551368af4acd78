// What a device's compiler reports of a pipeline (VK_KHR_pipeline_executable_
// properties), as text: rdnavk's modules (RDNAVK_DEBUG=hoststats) and the twin
// tools' native pipelines (rdnavk-twin --host-stats) print the same lines.
// Header-only, on Vulkan alone, so that the twin tools take it without linking
// rdnavk.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <string>
#include <vector>

#include "vk/vk_struct.h"

namespace rdnavk::vk {

namespace detail {

// Vulkan's two-call enumeration: the count, then that many `T`s of structure
// type `type` filled by `get(count, data)`; empty where either call fails.
template <typename T, typename Get>
std::vector<T> enumerate(VkStructureType type, Get get) {
  uint32_t n = 0;
  if (get(&n, static_cast<T*>(nullptr)) != VK_SUCCESS) return {};
  std::vector<T> out(n, make_struct<T>(type));
  if (get(&n, out.data()) != VK_SUCCESS) return {};
  out.resize(n);
  return out;
}

}  // namespace detail

// One line per executable of `pipeline` (made with
// VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR): "NAME (subgroup N): STAT
// VALUE, ...". Empty where the device answers neither query.
inline std::vector<std::string> executable_statistics(
    VkDevice device, VkPipeline pipeline, PFN_vkGetPipelineExecutablePropertiesKHR properties,
    PFN_vkGetPipelineExecutableStatisticsKHR statistics) {
  auto info = make_struct<VkPipelineInfoKHR>(VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR);
  info.pipeline = pipeline;
  auto execs = detail::enumerate<VkPipelineExecutablePropertiesKHR>(
      VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR,
      [&](uint32_t* n, auto* data) { return properties(device, &info, n, data); });
  std::vector<std::string> lines;
  for (uint32_t i = 0; i < execs.size(); ++i) {
    auto ei =
        make_struct<VkPipelineExecutableInfoKHR>(VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR);
    ei.pipeline = pipeline;
    ei.executableIndex = i;
    auto stats = detail::enumerate<VkPipelineExecutableStatisticKHR>(
        VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR,
        [&](uint32_t* n, auto* data) { return statistics(device, &ei, n, data); });
    std::string line =
        std::string(execs[i].name) + " (subgroup " + std::to_string(execs[i].subgroupSize) + "):";
    for (size_t k = 0; k < stats.size(); ++k) {
      const VkPipelineExecutableStatisticKHR& st = stats[k];
      std::string v;
      switch (st.format) {
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
          v = st.value.b32 ? "true" : "false";
          break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
          v = std::to_string(st.value.i64);
          break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
          v = std::to_string(st.value.u64);
          break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR:
          v = std::to_string(st.value.f64);
          break;
        default:
          v = "?";
      }
      line += std::string(k == 0 ? " " : ", ") + st.name + " " + v;
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace rdnavk::vk
