// A compute module on the host device: its module, layout and pipeline, and the
// dispatches it records into a command buffer of the device's HostQueue, which
// submits them. The module reaches guest memory by device addresses given in its
// push constants (D9); it binds no descriptors.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "vk/host_device.h"

namespace rdnavk::vk {

class ComputePipeline {
 public:
  // `spirv`: a compute module with entry point "main"; `push_bytes`: the size of
  // its push-constant block. nullptr with `*error` set when the device refuses it.
  // `required_subgroup` (with the module's `local_size`): the module needs full
  // subgroups of exactly that size (D10); nullptr when the device cannot promise
  // it for a workgroup that large.
  static std::unique_ptr<ComputePipeline> create(HostDevice& device,
                                                 std::span<const uint32_t> spirv,
                                                 uint32_t push_bytes, std::string* error,
                                                 uint32_t required_subgroup = 0,
                                                 uint32_t local_size = 0);
  ~ComputePipeline();
  ComputePipeline(const ComputePipeline&) = delete;
  ComputePipeline& operator=(const ComputePipeline&) = delete;

  // One dispatch of groups[0..2] workgroups with `push` as the push constants,
  // submitted through the device's HostQueue and waited for; every shader write
  // is visible to the host when it returns. False with `*error` set when the
  // device fails it (device lost).
  bool run(const uint32_t groups[3], std::span<const uint8_t> push, std::string* error);

  // What the host's compiler reported for the pipeline, one line per
  // executable ("NAME: STAT VALUE, ..." in the driver's words); empty unless
  // the device captures statistics (HostDevice::captures_statistics).
  const std::vector<std::string>& statistics() const { return statistics_; }

  // A box of workgroups (WorkgroupId from `base`) with its own push constants.
  struct Part {
    uint32_t base[3] = {0, 0, 0};
    uint32_t groups[3] = {0, 0, 0};
    std::vector<uint8_t> push;
  };
  // Every part in order, each seeing the memory the ones before it wrote, in
  // one submission; waits as run() does.
  bool run_parts(std::span<const Part> parts, std::string* error);

  // Records every part into `cmd` as run_parts() submits them. False with
  // `*error` set, and nothing recorded, when a part's push constants are not
  // the layout's size.
  bool record(VkCommandBuffer cmd, std::span<const Part> parts, std::string* error) const;
  // Records the barrier that makes what was recorded before (any compute
  // pipeline's dispatches) written before what is recorded after reads or writes.
  static void record_ordering(VkCommandBuffer cmd);

 private:
  explicit ComputePipeline(HostDevice& d) : dev_(d) {}

  HostDevice& dev_;
  VkShaderModule module_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
  uint32_t push_bytes_ = 0;
  std::vector<std::string> statistics_;
  void read_statistics();
};

}  // namespace rdnavk::vk
