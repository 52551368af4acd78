#include "exec/subgroup_probe.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <spirv-tools/libspirv.hpp>
#include <vector>

#include "vk/compute_pipeline.h"
#include "vk/host_buffer.h"
#include "vk/host_device.h"

namespace rdnavk::exec {

namespace {

// Words each invocation writes: SubgroupId, SubgroupLocalInvocationId,
// SubgroupSize, the count of a ballot of true, and the local index that
// invocation (SubgroupLocalInvocationId ^ 1) of its subgroup holds.
constexpr uint32_t kWords = 5;

// The record's words, in order, each stored at its offset from %rec: the
// offsets' constants, then the stores.
constexpr const char* kRecord[kWords] = {"%id", "%ii", "%sz", "%cnt", "%sh"};
std::string record_offsets() {
  std::string s;
  for (uint32_t w = 0; w < kWords; ++w) s += fmt::format("%o{} = OpConstant %u64 {}\n", w, 4 * w);
  return s;
}
std::string record_stores() {
  std::string s;
  for (uint32_t w = 0; w < kWords; ++w)
    s += fmt::format(
        "%a{0} = OpIAdd %u64 %rec %o{0}\n%p{0} = OpConvertUToPtr %psb_u32 %a{0}\n"
        "OpStore %p{0} {1} Aligned 4\n",
        w, kRecord[w]);
  return s;
}

std::string probe_module(uint32_t local_size) {
  return fmt::format(R"(OpCapability Shader
OpCapability Int64
OpCapability PhysicalStorageBufferAddresses
OpCapability GroupNonUniform
OpCapability GroupNonUniformBallot
OpCapability GroupNonUniformShuffle
OpMemoryModel PhysicalStorageBuffer64 GLSL450
OpEntryPoint GLCompute %main "main" %push %sgid %sgii %sgsz %lidx
OpExecutionMode %main LocalSize {} 1 1
OpDecorate %sgid BuiltIn SubgroupId
OpDecorate %sgii BuiltIn SubgroupLocalInvocationId
OpDecorate %sgsz BuiltIn SubgroupSize
OpDecorate %lidx BuiltIn LocalInvocationIndex
OpDecorate %Push Block
OpMemberDecorate %Push 0 Offset 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%bool = OpTypeBool
%v4u32 = OpTypeVector %u32 4
%Push = OpTypeStruct %u64
%pc_Push = OpTypePointer PushConstant %Push
%pc_u64 = OpTypePointer PushConstant %u64
%in_u32 = OpTypePointer Input %u32
%psb_u32 = OpTypePointer PhysicalStorageBuffer %u32
%push = OpVariable %pc_Push PushConstant
%sgid = OpVariable %in_u32 Input
%sgii = OpVariable %in_u32 Input
%sgsz = OpVariable %in_u32 Input
%lidx = OpVariable %in_u32 Input
%c0 = OpConstant %u32 0
%c1 = OpConstant %u32 1
%c_sg = OpConstant %u32 3
%c_rec = OpConstant %u32 {}
{}%true = OpConstantTrue %bool
%main = OpFunction %void None %fn
%entry = OpLabel
%pp = OpAccessChain %pc_u64 %push %c0
%base = OpLoad %u64 %pp
%id = OpLoad %u32 %sgid
%ii = OpLoad %u32 %sgii
%sz = OpLoad %u32 %sgsz
%li = OpLoad %u32 %lidx
%ball = OpGroupNonUniformBallot %v4u32 %c_sg %true
%cnt = OpGroupNonUniformBallotBitCount %u32 %c_sg Reduce %ball
%peer = OpBitwiseXor %u32 %ii %c1
%sh = OpGroupNonUniformShuffle %u32 %c_sg %li %peer
%off = OpIMul %u32 %li %c_rec
%off64 = OpUConvert %u64 %off
%rec = OpIAdd %u64 %base %off64
{}OpReturn
OpFunctionEnd
)",
                     local_size, kWords * 4, record_offsets(), record_stores());
}

// What the answers say of subgroups of `size` in a group of `local_size`; empty
// when they are what the module's placement assumes.
std::string check(const std::vector<uint32_t>& w, uint32_t size, uint32_t local_size) {
  std::vector<int> at_place(local_size, -1);
  for (uint32_t li = 0; li < local_size; ++li) {
    const uint32_t* r = &w[li * kWords];
    if (r[2] != size)
      return fmt::format("SubgroupSize reads {} where the device reports {}", r[2], size);
    if (r[3] != size)
      return fmt::format("a ballot of every invocation counts {} in subgroups of {}", r[3], size);
    if (r[1] >= size)
      return fmt::format("SubgroupLocalInvocationId {} in subgroups of {}", r[1], size);
    uint64_t place = uint64_t{r[0]} * size + r[1];
    if (place >= local_size || at_place[place] != -1)
      return fmt::format("subgroup {} invocation {} is not one place of {} lanes", r[0], r[1],
                         local_size);
    at_place[place] = static_cast<int>(li);
  }
  for (uint32_t place = 0; place < local_size; ++place) {
    uint32_t peer = at_place[place ^ 1u];
    if (w[at_place[place] * kWords + 4] != peer)
      return fmt::format("a shuffle from invocation {} of a subgroup read another's value",
                         (place ^ 1u) % size);
  }
  return {};
}

}  // namespace

SubgroupProbe probe_host_subgroups(vk::HostDevice& device) {
  SubgroupProbe p;
  p.reported = device.info().caps.subgroup_size;
  uint32_t size = p.reported;
  if (size < 2 || size > 128 || (size & (size - 1)) != 0) {
    p.why = fmt::format("a subgroup size of {}", size);
    return p;
  }
  uint32_t local_size = std::max<uint32_t>(64, size);
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  std::vector<uint32_t> spirv;
  if (!tools.Assemble(probe_module(local_size), &spirv) ||
      !tools.Validate(spirv.data(), spirv.size())) {
    p.why = "the probe module does not assemble";
    return p;
  }
  std::string error;
  auto out = vk::HostBuffer::create(device, local_size * kWords * 4, &error);
  auto pipeline =
      out ? vk::ComputePipeline::create(device, spirv, 8, &error, size, local_size) : nullptr;
  if (!pipeline) {
    p.why = "the probe could not be made: " + error;
    return p;
  }
  std::memset(out->data(), 0xff, out->size());
  uint64_t address = out->address();
  const uint32_t groups[3] = {1, 1, 1};
  if (!pipeline->run(groups, {reinterpret_cast<const uint8_t*>(&address), 8}, &error)) {
    p.why = "the probe did not run: " + error;
    return p;
  }
  std::vector<uint32_t> words(local_size * kWords);
  std::memcpy(words.data(), out->data(), words.size() * 4);
  p.why = check(words, size, local_size);
  p.consistent = p.why.empty();
  return p;
}

}  // namespace rdnavk::exec
