#include "vk/compute_pipeline.h"

#include "vk/executable_statistics.h"
#include "vk/host_queue.h"
#include "vk/vk_struct.h"

namespace rdnavk::vk {

std::unique_ptr<ComputePipeline> ComputePipeline::create(HostDevice& device,
                                                         std::span<const uint32_t> spirv,
                                                         uint32_t push_bytes, std::string* error,
                                                         uint32_t required_subgroup,
                                                         uint32_t local_size) {
  std::unique_ptr<ComputePipeline> p(new ComputePipeline(device));
  VkDevice d = device.device();
  p->push_bytes_ = push_bytes;
  auto smci = make_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  smci.codeSize = spirv.size() * 4;
  smci.pCode = spirv.data();
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, push_bytes};
  auto plci =
      make_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  plci.pushConstantRangeCount = push_bytes ? 1 : 0;
  plci.pPushConstantRanges = &range;
  if (vkCreateShaderModule(d, &smci, nullptr, &p->module_) != VK_SUCCESS ||
      vkCreatePipelineLayout(d, &plci, nullptr, &p->layout_) != VK_SUCCESS) {
    *error = "the host device refused the module or its layout";
    return nullptr;
  }
  auto cpci =
      make_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  cpci.stage = make_struct<VkPipelineShaderStageCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cpci.stage.module = p->module_;
  cpci.stage.pName = "main";
  cpci.layout = p->layout_;
  cpci.flags = VK_PIPELINE_CREATE_DISPATCH_BASE_BIT;  // parts start at their own group
  // A module that numbers its lanes by subgroup (D10) needs full subgroups of
  // the size it was translated for.
  auto rss = make_struct<VkPipelineShaderStageRequiredSubgroupSizeCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO);
  // A device with one subgroup size (lavapipe: 8) always uses it (Vulkan 1.3
  // without ALLOW_VARYING_SUBGROUP_SIZE), and requiring it explicitly would limit
  // the workgroup to maxComputeWorkgroupSubgroups of them (VUID-02756), below
  // the 1024 lanes a guest group may have; a device with several sizes must be
  // told, and then has that limit.
  if (required_subgroup != 0) {
    const HostCapabilities& caps = device.info().caps;
    bool only_size = caps.min_subgroup_size == required_subgroup &&
                     caps.max_subgroup_size == required_subgroup &&
                     caps.subgroup_size == required_subgroup;
    if (!only_size) {
      if (uint64_t{required_subgroup} * caps.max_workgroup_subgroups < local_size) {
        *error = "a workgroup of " + std::to_string(local_size) + " lanes in subgroups of " +
                 std::to_string(required_subgroup) + " exceeds the device's " +
                 std::to_string(caps.max_workgroup_subgroups) + " subgroups";
        return nullptr;
      }
      rss.requiredSubgroupSize = required_subgroup;
      cpci.stage.pNext = &rss;
    }
    cpci.stage.flags = VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
  }
  if (device.captures_statistics()) cpci.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  if (vkCreateComputePipelines(d, VK_NULL_HANDLE, 1, &cpci, nullptr, &p->pipeline_) != VK_SUCCESS) {
    *error = "vkCreateComputePipelines failed";
    return nullptr;
  }
  if (device.captures_statistics()) p->read_statistics();
  return p;
}

void ComputePipeline::read_statistics() {
  statistics_ = executable_statistics(dev_.device(), pipeline_, dev_.get_executable_properties_,
                                      dev_.get_executable_statistics_);
}

ComputePipeline::~ComputePipeline() {
  VkDevice d = dev_.device();
  if (pipeline_) vkDestroyPipeline(d, pipeline_, nullptr);
  if (layout_) vkDestroyPipelineLayout(d, layout_, nullptr);
  if (module_) vkDestroyShaderModule(d, module_, nullptr);
}

bool ComputePipeline::run(const uint32_t groups[3], std::span<const uint8_t> push,
                          std::string* error) {
  Part p;
  for (int d = 0; d < 3; ++d) p.groups[d] = groups[d];
  p.push.assign(push.begin(), push.end());
  return run_parts({&p, 1}, error);
}

bool ComputePipeline::run_parts(std::span<const Part> parts, std::string* error) {
  return dev_.host_queue().submit([&](VkCommandBuffer cmd) { return record(cmd, parts, error); },
                                  error);
}

void ComputePipeline::record_ordering(VkCommandBuffer cmd) {
  auto between = make_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  between.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  between.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &between, 0, nullptr, 0,
                       nullptr);
}

bool ComputePipeline::record(VkCommandBuffer cmd, std::span<const Part> parts,
                             std::string* error) const {
  for (const Part& p : parts)
    if (p.push.size() != push_bytes_) {
      *error = "push constants of the wrong size";
      return false;
    }
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_);
  for (size_t i = 0; i < parts.size(); ++i) {
    const Part& p = parts[i];
    // Each part sees what the ones before it wrote (they share scratch slots).
    if (i > 0) record_ordering(cmd);
    if (!p.push.empty())
      vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                         static_cast<uint32_t>(p.push.size()), p.push.data());
    vkCmdDispatchBase(cmd, p.base[0], p.base[1], p.base[2], p.groups[0], p.groups[1], p.groups[2]);
  }
  return true;
}

}  // namespace rdnavk::vk
