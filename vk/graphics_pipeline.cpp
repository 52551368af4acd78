#include "vk/graphics_pipeline.h"

#include "vk/vk_struct.h"

namespace rdnavk::vk {

namespace {

uint32_t memory_type(HostDevice& d, uint32_t bits, VkMemoryPropertyFlags want) {
  VkPhysicalDeviceMemoryProperties mp;
  vkGetPhysicalDeviceMemoryProperties(d.physical(), &mp);
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if ((bits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return i;
  return UINT32_MAX;
}

VkImageAspectFlags aspects_of(VkFormat f) {
  switch (f) {
    case VK_FORMAT_D16_UNORM:
    case VK_FORMAT_X8_D24_UNORM_PACK32:
    case VK_FORMAT_D32_SFLOAT:
      return VK_IMAGE_ASPECT_DEPTH_BIT;
    case VK_FORMAT_S8_UINT:
      return VK_IMAGE_ASPECT_STENCIL_BIT;
    case VK_FORMAT_D16_UNORM_S8_UINT:
    case VK_FORMAT_D24_UNORM_S8_UINT:
    case VK_FORMAT_D32_SFLOAT_S8_UINT:
      return VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT;
    default:
      return VK_IMAGE_ASPECT_COLOR_BIT;
  }
}

// The unsigned integer format of a texel's size, in which a multisampled
// attachment's samples are copied.
VkFormat uint_format_of(uint32_t bytes) {
  switch (bytes) {
    case 1:
      return VK_FORMAT_R8_UINT;
    case 2:
      return VK_FORMAT_R16_UINT;
    case 4:
      return VK_FORMAT_R32_UINT;
    case 8:
      return VK_FORMAT_R32G32_UINT;
    case 16:
      return VK_FORMAT_R32G32B32A32_UINT;
    default:
      return VK_FORMAT_UNDEFINED;
  }
}

}  // namespace

void record_layout_barrier(VkCommandBuffer cmd, VkImage image, VkImageAspectFlags aspects,
                           VkImageLayout from, VkImageLayout to, VkAccessFlags src,
                           VkAccessFlags dst, VkPipelineStageFlags src_stage,
                           VkPipelineStageFlags dst_stage) {
  auto b = make_struct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
  b.srcAccessMask = src;
  b.dstAccessMask = dst;
  b.oldLayout = from;
  b.newLayout = to;
  b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {aspects, 0, 1, 0, 1};
  vkCmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 0, nullptr, 0, nullptr, 1, &b);
}

std::unique_ptr<GraphicsPipeline> GraphicsPipeline::create(HostDevice& device,
                                                           const GraphicsPipelineDesc& desc,
                                                           std::string* error) {
  std::unique_ptr<GraphicsPipeline> p(new GraphicsPipeline(device));
  VkDevice d = device.device();
  p->mesh_push_bytes_ = desc.mesh_push_bytes;
  p->fragment_push_bytes_ = desc.fragment_push_bytes;
  p->draw_mesh_tasks_ =
      reinterpret_cast<PFN_vkCmdDrawMeshTasksEXT>(vkGetDeviceProcAddr(d, "vkCmdDrawMeshTasksEXT"));
  if (p->draw_mesh_tasks_ == nullptr) {
    *error = "the host device has no vkCmdDrawMeshTasksEXT";
    return nullptr;
  }
  for (auto [spirv, module] :
       {std::pair{desc.mesh, &p->mesh_}, std::pair{desc.fragment, &p->fragment_}}) {
    if (spirv.empty()) continue;  // no fragment module: rasterizer discard
    auto smci = make_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
    smci.codeSize = spirv.size() * 4;
    smci.pCode = spirv.data();
    if (vkCreateShaderModule(d, &smci, nullptr, module) != VK_SUCCESS) {
      *error = "the host device refused a module";
      return nullptr;
    }
  }
  VkPushConstantRange ranges[2] = {
      {VK_SHADER_STAGE_MESH_BIT_EXT, 0, desc.mesh_push_bytes},
      {VK_SHADER_STAGE_FRAGMENT_BIT, desc.mesh_push_bytes, desc.fragment_push_bytes}};
  auto plci =
      make_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  plci.pushConstantRangeCount = 2;
  plci.pPushConstantRanges = ranges;
  if (vkCreatePipelineLayout(d, &plci, nullptr, &p->layout_) != VK_SUCCESS) {
    *error = "the host device refused the pipeline layout";
    return nullptr;
  }
  VkPipelineShaderStageCreateInfo stages[2];
  for (int i = 0; i < 2; ++i) {
    stages[i] = make_struct<VkPipelineShaderStageCreateInfo>(
        VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    stages[i].stage = i == 0 ? VK_SHADER_STAGE_MESH_BIT_EXT : VK_SHADER_STAGE_FRAGMENT_BIT;
    stages[i].module = i == 0 ? p->mesh_ : p->fragment_;
    stages[i].pName = "main";
  }
  auto vp = make_struct<VkPipelineViewportStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO);
  vp.viewportCount = 1;
  vp.scissorCount = 1;
  auto clip = make_struct<VkPipelineViewportDepthClipControlCreateInfoEXT>(
      VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_DEPTH_CLIP_CONTROL_CREATE_INFO_EXT);
  if (desc.negative_one_to_one) {
    clip.negativeOneToOne = VK_TRUE;
    vp.pNext = &clip;
  }
  auto rs = make_struct<VkPipelineRasterizationStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO);
  rs.polygonMode = VK_POLYGON_MODE_FILL;
  rs.depthClampEnable = desc.depth_clamp;
  rs.rasterizerDiscardEnable = desc.rasterizer_discard;
  rs.cullMode = desc.cull;
  rs.frontFace = desc.front;
  rs.lineWidth = desc.line_width;
  auto line = make_struct<VkPipelineRasterizationLineStateCreateInfoEXT>(
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_LINE_STATE_CREATE_INFO_EXT);
  if (desc.line_mode != VK_LINE_RASTERIZATION_MODE_DEFAULT_EXT) {
    line.lineRasterizationMode = desc.line_mode;
    rs.pNext = &line;
  }
  auto ms = make_struct<VkPipelineMultisampleStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO);
  ms.rasterizationSamples = desc.samples;
  const VkSampleMask sample_mask = desc.sample_mask;
  ms.pSampleMask = &sample_mask;
  ms.sampleShadingEnable = desc.sample_shading;
  ms.minSampleShading = 1.0f;
  std::vector<VkPipelineColorBlendAttachmentState> blend(desc.color_formats.size());
  for (size_t i = 0; i < blend.size(); ++i) {
    if (i < desc.blend.size()) blend[i] = desc.blend[i];
    blend[i].colorWriteMask = desc.write_masks[i];
  }
  auto cb = make_struct<VkPipelineColorBlendStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO);
  cb.attachmentCount = static_cast<uint32_t>(blend.size());
  cb.pAttachments = blend.data();
  for (int i = 0; i < 4; ++i) cb.blendConstants[i] = desc.blend_constants[i];
  cb.logicOpEnable = desc.logic_op_enable;
  cb.logicOp = desc.logic_op;
  VkDynamicState dynamic[2] = {VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR};
  auto ds = make_struct<VkPipelineDynamicStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO);
  ds.dynamicStateCount = 2;
  ds.pDynamicStates = dynamic;
  auto rendering =
      make_struct<VkPipelineRenderingCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO);
  rendering.colorAttachmentCount = static_cast<uint32_t>(desc.color_formats.size());
  rendering.pColorAttachmentFormats = desc.color_formats.data();
  const VkImageAspectFlags depth_aspects =
      desc.depth_format == VK_FORMAT_UNDEFINED ? 0 : aspects_of(desc.depth_format);
  p->has_depth_ = (depth_aspects & VK_IMAGE_ASPECT_DEPTH_BIT) != 0;
  p->has_stencil_ = (depth_aspects & VK_IMAGE_ASPECT_STENCIL_BIT) != 0;
  if (p->has_depth_) rendering.depthAttachmentFormat = desc.depth_format;
  if (p->has_stencil_) rendering.stencilAttachmentFormat = desc.depth_format;
  VkPipelineDepthStencilStateCreateInfo dss = desc.depth_stencil;
  dss.sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO;
  dss.pNext = nullptr;
  auto gpci =
      make_struct<VkGraphicsPipelineCreateInfo>(VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO);
  gpci.pNext = &rendering;
  gpci.stageCount = p->fragment_ != VK_NULL_HANDLE ? 2 : 1;
  gpci.pStages = stages;
  gpci.pViewportState = &vp;
  gpci.pRasterizationState = &rs;
  gpci.pMultisampleState = &ms;
  gpci.pColorBlendState = &cb;
  gpci.pDepthStencilState = &dss;
  gpci.pDynamicState = &ds;
  gpci.layout = p->layout_;
  if (vkCreateGraphicsPipelines(d, VK_NULL_HANDLE, 1, &gpci, nullptr, &p->pipeline_) !=
      VK_SUCCESS) {
    *error = "vkCreateGraphicsPipelines failed";
    return nullptr;
  }
  return p;
}

GraphicsPipeline::~GraphicsPipeline() {
  VkDevice d = dev_.device();
  if (pipeline_) vkDestroyPipeline(d, pipeline_, nullptr);
  if (layout_) vkDestroyPipelineLayout(d, layout_, nullptr);
  if (mesh_) vkDestroyShaderModule(d, mesh_, nullptr);
  if (fragment_) vkDestroyShaderModule(d, fragment_, nullptr);
}

void GraphicsPipeline::record(VkCommandBuffer cmd, std::span<const VkImageView> targets,
                              VkImageView depth, VkExtent2D extent, const VkViewport& viewport,
                              const VkRect2D& scissor, std::span<const uint8_t> mesh_push,
                              std::span<const uint8_t> fragment_push, uint32_t groups_x,
                              uint32_t groups_y, VkQueryPool occlusion) const {
  std::vector<VkRenderingAttachmentInfo> attachments(targets.size());
  for (size_t i = 0; i < targets.size(); ++i) {
    attachments[i] =
        make_struct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
    attachments[i].imageView = targets[i];
    attachments[i].imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    attachments[i].loadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
    attachments[i].storeOp = VK_ATTACHMENT_STORE_OP_STORE;
  }
  auto ri = make_struct<VkRenderingInfo>(VK_STRUCTURE_TYPE_RENDERING_INFO);
  ri.renderArea = {{0, 0}, extent};
  ri.layerCount = 1;
  ri.colorAttachmentCount = static_cast<uint32_t>(attachments.size());
  ri.pColorAttachments = attachments.data();
  auto ds_attachment =
      make_struct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
  ds_attachment.imageView = depth;
  ds_attachment.imageLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL;
  ds_attachment.loadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
  ds_attachment.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
  if (depth != VK_NULL_HANDLE && has_depth_) ri.pDepthAttachment = &ds_attachment;
  if (depth != VK_NULL_HANDLE && has_stencil_) ri.pStencilAttachment = &ds_attachment;
  vkCmdBeginRendering(cmd, &ri);
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_);
  vkCmdSetViewport(cmd, 0, 1, &viewport);
  vkCmdSetScissor(cmd, 0, 1, &scissor);
  vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_MESH_BIT_EXT, 0,
                     static_cast<uint32_t>(mesh_push.size()), mesh_push.data());
  vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_FRAGMENT_BIT, mesh_push_bytes_,
                     static_cast<uint32_t>(fragment_push.size()), fragment_push.data());
  // The samples that pass the depth and stencil tests, exactly (query 0 of
  // `occlusion`, reset by the caller outside the rendering).
  if (occlusion != VK_NULL_HANDLE) vkCmdBeginQuery(cmd, occlusion, 0, VK_QUERY_CONTROL_PRECISE_BIT);
  draw_mesh_tasks_(cmd, groups_x, groups_y, 1);
  if (occlusion != VK_NULL_HANDLE) vkCmdEndQuery(cmd, occlusion, 0);
  vkCmdEndRendering(cmd);
}

std::unique_ptr<HostImage> HostImage::create(HostDevice& device, VkFormat format,
                                             uint32_t bytes_per_texel, VkExtent2D extent,
                                             std::string* error, uint32_t samples) {
  std::unique_ptr<HostImage> h(new HostImage(device));
  VkDevice d = device.device();
  h->extent_ = extent;
  h->aspects_ = aspects_of(format);
  h->samples_ = samples;
  h->bytes_per_texel_ = bytes_per_texel;
  const bool colour = h->aspects_ == VK_IMAGE_ASPECT_COLOR_BIT;
  const bool msaa = samples > 1;
  const VkFormat storage_format = uint_format_of(bytes_per_texel);
  if (msaa && (!colour || storage_format == VK_FORMAT_UNDEFINED)) {
    *error = "a multisampled attachment of format " + std::to_string(format);
    return nullptr;
  }
  const uint64_t texels = uint64_t{extent.width} * extent.height * samples;
  h->depth_bytes_ = (h->aspects_ & VK_IMAGE_ASPECT_STENCIL_BIT) != 0 &&
                            (h->aspects_ & VK_IMAGE_ASPECT_DEPTH_BIT) == 0
                        ? 0
                        : texels * bytes_per_texel;
  const uint64_t staging_bytes =
      h->depth_bytes_ + ((h->aspects_ & VK_IMAGE_ASPECT_STENCIL_BIT) != 0 ? texels : 0);
  auto ici = make_struct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
  ici.imageType = VK_IMAGE_TYPE_2D;
  ici.format = format;
  ici.extent = {extent.width, extent.height, 1};
  ici.mipLevels = 1;
  ici.arrayLayers = 1;
  ici.samples = static_cast<VkSampleCountFlagBits>(samples);
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage =
      (colour ? VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT : VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT) |
      VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  // The view list lets the storage view's format be one the attachment's
  // format is not (it need only be of the same size).
  const VkFormat view_formats[2] = {format, storage_format};
  auto list =
      make_struct<VkImageFormatListCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_FORMAT_LIST_CREATE_INFO);
  list.viewFormatCount = 2;
  list.pViewFormats = view_formats;
  if (msaa) {
    ici.flags = VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT | VK_IMAGE_CREATE_EXTENDED_USAGE_BIT;
    ici.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_STORAGE_BIT;
    ici.pNext = &list;
    VkImageFormatProperties fp;
    if (vkGetPhysicalDeviceImageFormatProperties(device.physical(), format, ici.imageType,
                                                 ici.tiling, ici.usage, ici.flags,
                                                 &fp) != VK_SUCCESS ||
        (fp.sampleCounts & samples) == 0) {
      *error = "the host device has no " + std::to_string(samples) +
               "-sample attachment of format " + std::to_string(format);
      return nullptr;
    }
  }
  if (vkCreateImage(d, &ici, nullptr, &h->image_) != VK_SUCCESS) {
    *error = "the host device refused an attachment of format " + std::to_string(format);
    return nullptr;
  }
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(d, h->image_, &req);
  auto ai = make_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = memory_type(device, req.memoryTypeBits, 0);
  if (ai.memoryTypeIndex == UINT32_MAX ||
      vkAllocateMemory(d, &ai, nullptr, &h->memory_) != VK_SUCCESS ||
      vkBindImageMemory(d, h->image_, h->memory_, 0) != VK_SUCCESS) {
    *error = "no memory for a colour attachment";
    return nullptr;
  }
  auto vci = make_struct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
  vci.image = h->image_;
  vci.viewType = VK_IMAGE_VIEW_TYPE_2D;
  vci.format = format;
  vci.subresourceRange = {h->aspects_, 0, 1, 0, 1};
  // A multisampled attachment's view is an attachment's alone: its format
  // need not be a storage format.
  auto view_usage =
      make_struct<VkImageViewUsageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO);
  view_usage.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT;
  if (msaa) vci.pNext = &view_usage;
  if (vkCreateImageView(d, &vci, nullptr, &h->view_) != VK_SUCCESS) {
    *error = "the host device refused a colour attachment's view";
    return nullptr;
  }
  if (msaa) {
    vci.format = storage_format;
    view_usage.usage = VK_IMAGE_USAGE_STORAGE_BIT;
    if (vkCreateImageView(d, &vci, nullptr, &h->storage_view_) != VK_SUCCESS) {
      *error = "the host device refused a multisampled attachment's storage view";
      return nullptr;
    }
  }
  auto bci = make_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  // Whole words: the copy module moves a word at a time. A buffer offset of a
  // copy is a multiple of the texel's size and of 4.
  h->half_bytes_ = std::max<uint64_t>((staging_bytes + 15) & ~uint64_t{15}, 16);
  h->halves_ = colour && !msaa ? 2 : 1;
  bci.size = h->half_bytes_ * h->halves_;
  bci.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
              (msaa ? VK_BUFFER_USAGE_STORAGE_BUFFER_BIT : 0);
  if (vkCreateBuffer(d, &bci, nullptr, &h->staging_) != VK_SUCCESS) {
    *error = "the host device refused a staging buffer";
    return nullptr;
  }
  vkGetBufferMemoryRequirements(d, h->staging_, &req);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex =
      memory_type(device, req.memoryTypeBits,
                  VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  void* mapped = nullptr;
  if (ai.memoryTypeIndex == UINT32_MAX ||
      vkAllocateMemory(d, &ai, nullptr, &h->staging_memory_) != VK_SUCCESS ||
      vkBindBufferMemory(d, h->staging_, h->staging_memory_, 0) != VK_SUCCESS ||
      vkMapMemory(d, h->staging_memory_, 0, VK_WHOLE_SIZE, 0, &mapped) != VK_SUCCESS) {
    *error = "no host-visible memory for a staging buffer";
    return nullptr;
  }
  h->mapped_ = static_cast<uint8_t*>(mapped);
  return h;
}

HostImage::~HostImage() {
  VkDevice d = dev_.device();
  if (view_) vkDestroyImageView(d, view_, nullptr);
  if (storage_view_) vkDestroyImageView(d, storage_view_, nullptr);
  if (image_) vkDestroyImage(d, image_, nullptr);
  if (memory_) vkFreeMemory(d, memory_, nullptr);
  if (staging_) vkDestroyBuffer(d, staging_, nullptr);
  if (staging_memory_) vkFreeMemory(d, staging_memory_, nullptr);
}

uint8_t* HostImage::texels() const {
  return mapped_ + half_ * half_bytes_;
}

uint8_t* HostImage::stencil() const {
  return texels() + depth_bytes_;
}

std::vector<VkBufferImageCopy> HostImage::regions() const {
  std::vector<VkBufferImageCopy> r;
  for (VkImageAspectFlagBits a :
       {VK_IMAGE_ASPECT_COLOR_BIT, VK_IMAGE_ASPECT_DEPTH_BIT, VK_IMAGE_ASPECT_STENCIL_BIT}) {
    if ((aspects_ & a) == 0) continue;
    VkBufferImageCopy region{};
    region.bufferOffset =
        half_ * half_bytes_ + (a == VK_IMAGE_ASPECT_STENCIL_BIT ? depth_bytes_ : 0);
    region.imageSubresource = {static_cast<VkImageAspectFlags>(a), 0, 0, 1};
    region.imageExtent = {extent_.width, extent_.height, 1};
    r.push_back(region);
  }
  return r;
}

void HostImage::record_seed(VkCommandBuffer cmd) const {
  const bool colour = aspects_ == VK_IMAGE_ASPECT_COLOR_BIT;
  record_layout_barrier(cmd, image_, aspects_, VK_IMAGE_LAYOUT_UNDEFINED,
                        VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0, VK_ACCESS_TRANSFER_WRITE_BIT,
                        VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
  std::vector<VkBufferImageCopy> r = regions();
  vkCmdCopyBufferToImage(cmd, staging_, image_, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                         static_cast<uint32_t>(r.size()), r.data());
  if (colour)
    record_layout_barrier(
        cmd, image_, aspects_, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
        VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT,
        VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
        VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
  else
    record_layout_barrier(
        cmd, image_, aspects_, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
        VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT,
        VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_READ_BIT | VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT,
        VK_PIPELINE_STAGE_TRANSFER_BIT,
        VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT);
}

void HostImage::record_resume(VkCommandBuffer cmd) const {
  record_layout_barrier(cmd, image_, aspects_, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                        VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_ACCESS_TRANSFER_READ_BIT,
                        VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                        VK_PIPELINE_STAGE_TRANSFER_BIT,
                        VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
}

void HostImage::record_read_back(VkCommandBuffer cmd) const {
  const bool colour = aspects_ == VK_IMAGE_ASPECT_COLOR_BIT;
  if (colour)
    record_layout_barrier(cmd, image_, aspects_, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                          VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                          VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT,
                          VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
                          VK_PIPELINE_STAGE_TRANSFER_BIT);
  else
    record_layout_barrier(cmd, image_, aspects_, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
                          VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                          VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT,
                          VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
                          VK_PIPELINE_STAGE_TRANSFER_BIT);
  std::vector<VkBufferImageCopy> r = regions();
  vkCmdCopyImageToBuffer(cmd, image_, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, staging_,
                         static_cast<uint32_t>(r.size()), r.data());
}

}  // namespace rdnavk::vk
