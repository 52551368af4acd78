// A draw's pipeline on the host device (decision record 0025): a mesh module
// and a fragment module, drawing into colour attachments by dynamic rendering,
// with the viewport and scissor given per draw. It records into the command
// buffer of the device's HostQueue, as compute pipelines do; the images it
// draws into are HostImages the draw seeds and reads back.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "vk/host_device.h"

namespace rdnavk::vk {

struct GraphicsPipelineDesc {
  std::span<const uint32_t> mesh;       // SPIR-V, entry point "main"
  std::span<const uint32_t> fragment;   // SPIR-V, entry point "main"; empty with rasterizer_discard
  uint32_t mesh_push_bytes = 0;         // the mesh module's block, from byte 0
  uint32_t fragment_push_bytes = 0;     // the fragment module's, after it
  std::vector<VkFormat> color_formats;  // location K's attachment
  std::vector<VkColorComponentFlags> write_masks;
  std::vector<VkPipelineColorBlendAttachmentState> blend;  // one a target; write masks apart
  float blend_constants[4] = {};
  bool depth_clamp = false;         // no clipping in z; depth clamped to the viewport's range
  bool rasterizer_discard = false;  // the primitives are discarded before rasterisation
  bool logic_op_enable = false;
  VkLogicOp logic_op = VK_LOGIC_OP_COPY;
  VkCullModeFlags cull = VK_CULL_MODE_NONE;
  VkFrontFace front = VK_FRONT_FACE_COUNTER_CLOCKWISE;
  bool negative_one_to_one = false;  // GL's clip space: -w <= z <= w (VK_EXT_depth_clip_control)
  // The attachments' samples (VK_SAMPLE_COUNT_1_BIT .. 8), placed at Vulkan's
  // standard locations; `sample_mask` the samples a pixel may cover.
  VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;
  uint32_t sample_mask = ~0u;
  bool sample_shading = false;  // the fragment module runs once a sample
  // Lines' rule (VK_EXT_line_rasterization), for line primitives.
  VkLineRasterizationModeEXT line_mode = VK_LINE_RASTERIZATION_MODE_DEFAULT_EXT;
  float line_width = 1.0f;  // rectangular lines' width in pixels (wideLines above 1)
  // The depth/stencil attachment's format (UNDEFINED: none) and what is done
  // with it; the aspects a format lacks stay off.
  VkFormat depth_format = VK_FORMAT_UNDEFINED;
  VkPipelineDepthStencilStateCreateInfo depth_stencil{};
};

class GraphicsPipeline {
 public:
  // nullptr with `*error` set when the device refuses a module or the pipeline.
  static std::unique_ptr<GraphicsPipeline> create(HostDevice& device,
                                                  const GraphicsPipelineDesc& desc,
                                                  std::string* error);
  ~GraphicsPipeline();
  GraphicsPipeline(const GraphicsPipeline&) = delete;
  GraphicsPipeline& operator=(const GraphicsPipeline&) = delete;

  // Records one draw into `cmd`: rendering into `targets` (one view per colour
  // attachment, in location order, each in COLOR_ATTACHMENT_OPTIMAL and
  // loaded), `groups_x` by `groups_y` mesh workgroups.
  // `depth`, where not VK_NULL_HANDLE, is the depth/stencil attachment, in
  // DEPTH_STENCIL_ATTACHMENT_OPTIMAL and loaded.
  void record(VkCommandBuffer cmd, std::span<const VkImageView> targets, VkImageView depth,
              VkExtent2D extent, const VkViewport& viewport, const VkRect2D& scissor,
              std::span<const uint8_t> mesh_push, std::span<const uint8_t> fragment_push,
              uint32_t groups_x, uint32_t groups_y, VkQueryPool occlusion = VK_NULL_HANDLE) const;

 private:
  explicit GraphicsPipeline(HostDevice& d) : dev_(d) {}
  HostDevice& dev_;
  VkShaderModule mesh_ = VK_NULL_HANDLE, fragment_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
  uint32_t mesh_push_bytes_ = 0, fragment_push_bytes_ = 0;
  bool has_depth_ = false, has_stencil_ = false;
  PFN_vkCmdDrawMeshTasksEXT draw_mesh_tasks_ = nullptr;
};

// A colour attachment on the host device, with a host-visible buffer of its
// texels (rows packed) to seed it from and read it back into.
// A pipeline barrier moving `image`'s one level and layer (of `aspects`) from
// one layout to another.
void record_layout_barrier(VkCommandBuffer cmd, VkImage image, VkImageAspectFlags aspects,
                           VkImageLayout from, VkImageLayout to, VkAccessFlags src,
                           VkAccessFlags dst, VkPipelineStageFlags src_stage,
                           VkPipelineStageFlags dst_stage);

class HostImage {
 public:
  // A colour attachment of `bytes_per_texel`; or, for a depth or stencil
  // format, a depth/stencil attachment whose staging rows hold the depth
  // aspect (`bytes_per_texel` a texel, 0 when it has none) followed by the
  // stencil aspect (one byte a texel) where the format has one.
  // `samples` above 1 (colour only): a multisampled attachment whose staging
  // holds each sample's rows in turn, sample 0 first. No transfer reaches the
  // samples of an image, so it is seeded and read back by a compute module
  // through storage_view(), a view of `bytes_per_texel` (1, 2, 4, 8 or 16) in
  // an unsigned integer format of that size (exec/sample_copy).
  static std::unique_ptr<HostImage> create(HostDevice& device, VkFormat format,
                                           uint32_t bytes_per_texel, VkExtent2D extent,
                                           std::string* error, uint32_t samples = 1);
  ~HostImage();
  HostImage(const HostImage&) = delete;
  HostImage& operator=(const HostImage&) = delete;

  uint8_t* texels() const;   // width * height * bytes_per_texel, rows packed
  uint8_t* stencil() const;  // after them: width * height bytes, where the format has stencil
  VkImageView view() const { return view_; }
  VkExtent2D extent() const { return extent_; }
  uint32_t samples() const { return samples_; }
  VkImage image() const { return image_; }
  VkImageView storage_view() const { return storage_view_; }  // multisampled only
  VkBuffer staging() const { return staging_; }
  uint32_t bytes_per_texel() const { return bytes_per_texel_; }
  // Copies the texels into the image (leaving it a colour attachment), and
  // after whatever is recorded between, back.
  void record_seed(VkCommandBuffer cmd) const;
  void record_read_back(VkCommandBuffer cmd) const;
  // A single-sampled colour attachment read back before: made an attachment
  // again with what it holds (decision record 0047).
  void record_resume(VkCommandBuffer cmd) const;
  // A single-sampled colour attachment's staging has two halves: texels()
  // and the copies are of one of them, and flip() turns to the other, so that
  // a read back leaves what the one before it read (decision record 0047).
  void flip() { half_ ^= halves_ - 1; }

 private:
  explicit HostImage(HostDevice& d) : dev_(d) {}
  std::vector<VkBufferImageCopy> regions() const;  // one per aspect
  HostDevice& dev_;
  VkImage image_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  VkImageView view_ = VK_NULL_HANDLE;
  VkImageView storage_view_ = VK_NULL_HANDLE;
  uint32_t samples_ = 1, bytes_per_texel_ = 0;
  VkBuffer staging_ = VK_NULL_HANDLE;
  VkDeviceMemory staging_memory_ = VK_NULL_HANDLE;
  uint8_t* mapped_ = nullptr;
  VkExtent2D extent_{};
  VkImageAspectFlags aspects_ = VK_IMAGE_ASPECT_COLOR_BIT;
  uint64_t depth_bytes_ = 0;  // the staging rows' size before the stencil's
  uint64_t half_bytes_ = 0;   // a half's size
  uint32_t halves_ = 1, half_ = 0;
};

}  // namespace rdnavk::vk
