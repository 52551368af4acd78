#include "exec/sample_copy.h"

#include <fmt/format.h>

#include <bit>
#include <spirv-tools/libspirv.hpp>
#include <vector>

#include "vk/vk_struct.h"

namespace rdnavk::exec {

namespace {

constexpr uint32_t kLocalSize = 64;

// The staging buffer holds texels sample by sample, row by row, packed. One
// invocation moves one word of it where a texel is 1, 2 or 4 bytes (the word's
// 4 / bytes texels), and one texel (2 or 4 words) where it is 8 or 16 bytes.
// Push constants: width, height, samples, and the invocations needed.
std::string copy_module(uint32_t bytes, bool to_image) {
  static const char* const kFormats[5] = {"R8ui", "R16ui", "R32ui", "Rg32ui", "Rgba32ui"};
  const uint32_t log2 = static_cast<uint32_t>(std::countr_zero(bytes));
  const uint32_t per_word = bytes < 4 ? 4 / bytes : 1;  // texels a word holds
  const uint32_t words = bytes > 4 ? bytes / 4 : 1;     // words a texel takes
  std::string body;
  // The texel's sample and place, from its index %i{j}.
  auto place = [&](uint32_t j) {
    return fmt::format(
        "%s{0} = OpUDiv %u32 %i{0} %wh\n%r{0} = OpUMod %u32 %i{0} %wh\n"
        "%y{0} = OpUDiv %u32 %r{0} %w\n%x{0} = OpUMod %u32 %r{0} %w\n"
        "%xy{0} = OpCompositeConstruct %v2u32 %x{0} %y{0}\n"
        "%co{0} = OpBitcast %v2i32 %xy{0}\n%si{0} = OpBitcast %i32 %s{0}\n"
        "%img{0} = OpLoad %Img %image\n",
        j);
  };
  if (words == 1) {
    body += "%wp = OpAccessChain %sb_u32 %buf %c0 %u\n";
    if (to_image) body += "%word = OpLoad %u32 %wp\n";
    std::string acc = "%c0";
    for (uint32_t j = 0; j < per_word; ++j) {
      body += fmt::format("%i{0} = OpIAdd %u32 %ubase %k{0}\n", j);
      body += fmt::format("%in{0} = OpULessThan %bool %i{0} %total\n", j);
      body +=
          fmt::format("OpSelectionMerge %m{0} None\nOpBranchConditional %in{0} %t{0} %m{0}\n", j);
      body += fmt::format("%t{0} = OpLabel\n", j);
      body += place(j);
      if (to_image) {
        body += fmt::format(
            "%sh{0} = OpShiftRightLogical %u32 %word %b{0}\n%v{0} = OpBitwiseAnd %u32 %sh{0} "
            "%mask\n%vv{0} = OpCompositeConstruct %v4u32 %v{0} %c0 %c0 %c0\n"
            "OpImageWrite %img{0} %co{0} %vv{0} Sample %si{0}\n",
            j);
      } else {
        body += fmt::format(
            "%rd{0} = OpImageRead %v4u32 %img{0} %co{0} Sample %si{0}\n"
            "%rx{0} = OpCompositeExtract %u32 %rd{0} 0\n%v{0} = OpBitwiseAnd %u32 %rx{0} %mask\n"
            "%vs{0} = OpShiftLeftLogical %u32 %v{0} %b{0}\n",
            j);
      }
      body += fmt::format("OpBranch %m{0}\n%m{0} = OpLabel\n", j);
      if (!to_image) {
        body += fmt::format("%pv{0} = OpPhi %u32 %vs{0} %t{0} %c0 %{1}\n", j,
                            j == 0 ? "body" : fmt::format("m{}", j - 1));
        body += fmt::format("%acc{0} = OpBitwiseOr %u32 {1} %pv{0}\n", j, acc);
        acc = fmt::format("%acc{}", j);
      }
    }
    if (!to_image) body += fmt::format("OpStore %wp {}\n", acc);
  } else {
    // One texel: %u is its index.
    body += "%i0 = OpCopyObject %u32 %u\n";
    body += place(0);
    std::string parts;
    for (uint32_t k = 0; k < words; ++k) {
      body += fmt::format(
          "%wi{0} = OpIAdd %u32 %ubase %k{0}\n%wp{0} = OpAccessChain %sb_u32 %buf %c0 %wi{0}\n", k);
      if (to_image) {
        body += fmt::format("%w{0} = OpLoad %u32 %wp{0}\n", k);
        parts += fmt::format(" %w{}", k);
      }
    }
    if (to_image) {
      for (uint32_t k = words; k < 4; ++k) parts += " %c0";
      body += fmt::format("%vv = OpCompositeConstruct %v4u32{}\n", parts);
      body += "OpImageWrite %img0 %co0 %vv Sample %si0\n";
    } else {
      body += "%rd = OpImageRead %v4u32 %img0 %co0 Sample %si0\n";
      for (uint32_t k = 0; k < words; ++k)
        body += fmt::format("%rw{0} = OpCompositeExtract %u32 %rd {0}\nOpStore %wp{0} %rw{0}\n", k);
    }
  }
  std::string consts;
  const uint32_t step = words == 1 ? per_word : words;
  for (uint32_t j = 0; j < std::max(per_word, words); ++j) {
    consts += fmt::format("%k{} = OpConstant %u32 {}\n", j, j);
    consts += fmt::format("%b{} = OpConstant %u32 {}\n", j, 8 * bytes * j);
  }
  const uint32_t mask = bytes >= 4 ? 0xffffffffu : (1u << (8 * bytes)) - 1;
  return fmt::format(R"(OpCapability Shader
OpCapability StorageImageMultisample
OpCapability StorageImageExtendedFormats
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %gid %push %image %buf
OpExecutionMode %main LocalSize {0} 1 1
OpDecorate %gid BuiltIn GlobalInvocationId
OpDecorate %Push Block
OpMemberDecorate %Push 0 Offset 0
OpMemberDecorate %Push 1 Offset 4
OpMemberDecorate %Push 2 Offset 8
OpMemberDecorate %Push 3 Offset 12
OpDecorate %image DescriptorSet 0
OpDecorate %image Binding 0
OpDecorate %Words ArrayStride 4
OpDecorate %Buf Block
OpMemberDecorate %Buf 0 Offset 0
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%u32 = OpTypeInt 32 0
%i32 = OpTypeInt 32 1
%v2u32 = OpTypeVector %u32 2
%v2i32 = OpTypeVector %i32 2
%v3u32 = OpTypeVector %u32 3
%v4u32 = OpTypeVector %u32 4
%Img = OpTypeImage %u32 2D 0 0 1 2 {1}
%Push = OpTypeStruct %u32 %u32 %u32 %u32
%Words = OpTypeRuntimeArray %u32
%Buf = OpTypeStruct %Words
%pc_Push = OpTypePointer PushConstant %Push
%pc_u32 = OpTypePointer PushConstant %u32
%uc_Img = OpTypePointer UniformConstant %Img
%sb_Buf = OpTypePointer StorageBuffer %Buf
%sb_u32 = OpTypePointer StorageBuffer %u32
%in_v3u32 = OpTypePointer Input %v3u32
%gid = OpVariable %in_v3u32 Input
%push = OpVariable %pc_Push PushConstant
%image = OpVariable %uc_Img UniformConstant
%buf = OpVariable %sb_Buf StorageBuffer
%c0 = OpConstant %u32 0
%c1 = OpConstant %u32 1
%c2 = OpConstant %u32 2
%c3 = OpConstant %u32 3
%cstep = OpConstant %u32 {2}
%mask = OpConstant %u32 {3}
{4}%main = OpFunction %void None %fn
%entry = OpLabel
%g = OpLoad %v3u32 %gid
%u = OpCompositeExtract %u32 %g 0
%pw = OpAccessChain %pc_u32 %push %c0
%w = OpLoad %u32 %pw
%ph = OpAccessChain %pc_u32 %push %c1
%h = OpLoad %u32 %ph
%ps = OpAccessChain %pc_u32 %push %c2
%ns = OpLoad %u32 %ps
%pu = OpAccessChain %pc_u32 %push %c3
%units = OpLoad %u32 %pu
%wh = OpIMul %u32 %w %h
%total = OpIMul %u32 %wh %ns
%ubase = OpIMul %u32 %u %cstep
%live = OpULessThan %bool %u %units
OpSelectionMerge %done None
OpBranchConditional %live %body %done
%body = OpLabel
{5}OpBranch %done
%done = OpLabel
OpReturn
OpFunctionEnd
)",
                     kLocalSize, kFormats[log2], step, mask, consts, body);
}

}  // namespace

SampleCopy::~SampleCopy() {
  VkDevice d = dev_.device();
  for (auto& by_dir : modules_)
    for (Module& m : by_dir) {
      if (m.pipeline) vkDestroyPipeline(d, m.pipeline, nullptr);
      if (m.module) vkDestroyShaderModule(d, m.module, nullptr);
    }
  if (pool_) vkDestroyDescriptorPool(d, pool_, nullptr);
  if (layout_) vkDestroyPipelineLayout(d, layout_, nullptr);
  if (set_layout_) vkDestroyDescriptorSetLayout(d, set_layout_, nullptr);
}

bool SampleCopy::prepare(std::string* error) {
  if (pool_) return true;
  VkDevice d = dev_.device();
  VkDescriptorSetLayoutBinding b[2] = {};
  b[0].binding = 0;
  b[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
  b[0].descriptorCount = 1;
  b[0].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  b[1] = b[0];
  b[1].binding = 1;
  b[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  auto sl = vk::make_struct<VkDescriptorSetLayoutCreateInfo>(
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  sl.bindingCount = 2;
  sl.pBindings = b;
  VkPushConstantRange push{VK_SHADER_STAGE_COMPUTE_BIT, 0, 16};
  auto pl =
      vk::make_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  pl.setLayoutCount = 1;
  pl.pSetLayouts = &set_layout_;
  pl.pushConstantRangeCount = 1;
  pl.pPushConstantRanges = &push;
  VkDescriptorPoolSize sizes[2] = {{VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, kSets},
                                   {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, kSets}};
  auto pci =
      vk::make_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  pci.maxSets = kSets;
  pci.poolSizeCount = 2;
  pci.pPoolSizes = sizes;
  if (vkCreateDescriptorSetLayout(d, &sl, nullptr, &set_layout_) != VK_SUCCESS ||
      vkCreatePipelineLayout(d, &pl, nullptr, &layout_) != VK_SUCCESS ||
      vkCreateDescriptorPool(d, &pci, nullptr, &pool_) != VK_SUCCESS) {
    *error = "the host device refused the sample copy's layouts";
    return false;
  }
  return true;
}

SampleCopy::Module* SampleCopy::module(uint32_t bytes_per_texel, bool to_image,
                                       std::string* error) {
  if (bytes_per_texel == 0 || bytes_per_texel > 16 || !std::has_single_bit(bytes_per_texel)) {
    *error = fmt::format("a multisampled texel of {} bytes", bytes_per_texel);
    return nullptr;
  }
  Module& m = modules_[std::countr_zero(bytes_per_texel)][to_image ? 1 : 0];
  if (m.pipeline) return &m;
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  std::vector<uint32_t> spirv;
  if (!tools.Assemble(copy_module(bytes_per_texel, to_image), &spirv) ||
      !tools.Validate(spirv.data(), spirv.size())) {
    *error = "the sample copy module does not assemble";
    return nullptr;
  }
  VkDevice d = dev_.device();
  auto smci =
      vk::make_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  smci.codeSize = spirv.size() * 4;
  smci.pCode = spirv.data();
  auto cpci =
      vk::make_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  cpci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cpci.stage.pName = "main";
  cpci.layout = layout_;
  if (vkCreateShaderModule(d, &smci, nullptr, &m.module) != VK_SUCCESS) {
    *error = "the host device refused the sample copy module";
    return nullptr;
  }
  cpci.stage.module = m.module;
  if (vkCreateComputePipelines(d, VK_NULL_HANDLE, 1, &cpci, nullptr, &m.pipeline) != VK_SUCCESS) {
    m.pipeline = VK_NULL_HANDLE;
    *error = "the host device refused the sample copy pipeline";
    return nullptr;
  }
  return &m;
}

void SampleCopy::reset() {
  if (pool_ && sets_used_ != 0) vkResetDescriptorPool(dev_.device(), pool_, 0);
  sets_used_ = 0;
}

bool SampleCopy::record(VkCommandBuffer cmd, const vk::HostImage& image, bool to_image,
                        std::string* error) {
  if (!prepare(error)) return false;
  Module* m = module(image.bytes_per_texel(), to_image, error);
  if (!m) return false;
  if (sets_used_ >= kSets) {
    *error = "more multisampled copies in one submission than the sample copy's pool holds";
    return false;
  }
  VkDevice d = dev_.device();
  auto ai =
      vk::make_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  ai.descriptorPool = pool_;
  ai.descriptorSetCount = 1;
  ai.pSetLayouts = &set_layout_;
  VkDescriptorSet set = VK_NULL_HANDLE;
  if (vkAllocateDescriptorSets(d, &ai, &set) != VK_SUCCESS) {
    *error = "the host device refused the sample copy's descriptors";
    return false;
  }
  ++sets_used_;
  VkDescriptorImageInfo ii{VK_NULL_HANDLE, image.storage_view(), VK_IMAGE_LAYOUT_GENERAL};
  VkDescriptorBufferInfo bi{image.staging(), 0, VK_WHOLE_SIZE};
  VkWriteDescriptorSet w[2] = {};
  for (uint32_t k = 0; k < 2; ++k) {
    w[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    w[k].dstSet = set;
    w[k].dstBinding = k;
    w[k].descriptorCount = 1;
  }
  w[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
  w[0].pImageInfo = &ii;
  w[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  w[1].pBufferInfo = &bi;
  vkUpdateDescriptorSets(d, 2, w, 0, nullptr);

  const VkExtent2D e = image.extent();
  const uint32_t bytes = image.bytes_per_texel();
  const uint64_t texels = uint64_t{e.width} * e.height * image.samples();
  const uint64_t units = bytes < 4 ? (texels * bytes + 3) / 4 : texels;
  if (units > 0xffffffffull - kLocalSize) {
    *error = "a multisampled attachment too large to copy";
    return false;
  }
  const uint32_t push[4] = {e.width, e.height, image.samples(), static_cast<uint32_t>(units)};
  const uint32_t groups = static_cast<uint32_t>((units + kLocalSize - 1) / kLocalSize);
  const VkImageAspectFlags colour = VK_IMAGE_ASPECT_COLOR_BIT;
  if (to_image) {
    vk::record_layout_barrier(cmd, image.image(), colour, VK_IMAGE_LAYOUT_UNDEFINED,
                              VK_IMAGE_LAYOUT_GENERAL, 0, VK_ACCESS_SHADER_WRITE_BIT,
                              VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                              VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  } else {
    vk::record_layout_barrier(
        cmd, image.image(), colour, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
        VK_IMAGE_LAYOUT_GENERAL, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT,
        VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  }
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, m->pipeline);
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout_, 0, 1, &set, 0, nullptr);
  vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof push, push);
  if (groups != 0) vkCmdDispatch(cmd, groups, 1, 1);
  if (to_image) {
    vk::record_layout_barrier(
        cmd, image.image(), colour, VK_IMAGE_LAYOUT_GENERAL,
        VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_ACCESS_SHADER_WRITE_BIT,
        VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
  } else {
    auto mb = vk::make_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0,
                         1, &mb, 0, nullptr, 0, nullptr);
  }
  return true;
}

bool SampleCopy::record_seed(VkCommandBuffer cmd, const vk::HostImage& image, std::string* error) {
  return record(cmd, image, true, error);
}

bool SampleCopy::record_read_back(VkCommandBuffer cmd, const vk::HostImage& image,
                                  std::string* error) {
  return record(cmd, image, false, error);
}

}  // namespace rdnavk::exec
