// Moves a multisampled attachment's samples between its staging buffer and the
// image (decision record 0042). No transfer command reaches the samples of a
// multisampled image, so a small compute module does it, through the image's
// storage view (an unsigned integer format of the texel's size): the bits are
// copied as they are, whatever the attachment's format.
#pragma once

#include <vulkan/vulkan.h>

#include <array>
#include <memory>
#include <string>

#include "vk/graphics_pipeline.h"
#include "vk/host_device.h"

namespace rdnavk::exec {

class SampleCopy {
 public:
  explicit SampleCopy(vk::HostDevice& dev) : dev_(dev) {}
  ~SampleCopy();
  SampleCopy(const SampleCopy&) = delete;
  SampleCopy& operator=(const SampleCopy&) = delete;

  // Records, for a multisampled HostImage: the staging buffer's samples into
  // the image, left a colour attachment (seed); or the attachment's samples
  // into the staging buffer, readable by the host once the submission has
  // completed (read back). False with `*error` set where the module or its
  // descriptors cannot be made; nothing is recorded then.
  bool record_seed(VkCommandBuffer cmd, const vk::HostImage& image, std::string* error);
  bool record_read_back(VkCommandBuffer cmd, const vk::HostImage& image, std::string* error);
  // Frees every copy's descriptors: the submissions that recorded them must
  // have completed.
  void reset();

 private:
  struct Module {
    VkShaderModule module = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
  };
  bool record(VkCommandBuffer cmd, const vk::HostImage& image, bool to_image, std::string* error);
  bool prepare(std::string* error);
  Module* module(uint32_t bytes_per_texel, bool to_image, std::string* error);

  vk::HostDevice& dev_;
  VkDescriptorSetLayout set_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  // One set for each copy recorded since reset(): a draw's targets seeded and
  // read back.
  static constexpr uint32_t kSets = 32;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
  uint32_t sets_used_ = 0;
  // By log2 of the texel's bytes (0-4) and direction (1: into the image).
  std::array<std::array<Module, 2>, 5> modules_{};
};

}  // namespace rdnavk::exec
