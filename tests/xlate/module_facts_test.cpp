// What a finished module asks of the host's workgroup (xlate/module_facts,
// decision record 0033), read from binaries assembled here: Workgroup bytes
// over arrays, vectors, structures and booleans; the located outputs'
// components, an arrayed mesh output's for one element; and hostile binaries
// answered as unreadable, never read past.
#include <gtest/gtest.h>

#include <spirv-tools/libspirv.hpp>
#include <string>
#include <vector>

#include "xlate/module_facts.h"

namespace rdnavk::xlate {
namespace {

std::vector<uint32_t> assemble(const std::string& text) {
  spvtools::SpirvTools tools(SPV_ENV_UNIVERSAL_1_6);
  std::vector<uint32_t> words;
  EXPECT_TRUE(tools.Assemble(text, &words));
  return words;
}

TEST(ModuleFacts, WorkgroupBytesAreTheSumOfEveryWorkgroupVariable) {
  std::vector<uint32_t> w = assemble(R"(
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u32 = OpTypeInt 32 0
%f64 = OpTypeFloat 64
%bool = OpTypeBool
%v4 = OpTypeVector %u32 4
%c3 = OpConstant %u32 3
%c100 = OpConstant %u32 100
%a = OpTypeArray %u32 %c100
%b = OpTypeArray %v4 %c3
%s = OpTypeStruct %u32 %f64 %bool
%sa = OpTypeArray %s %c3
%pa = OpTypePointer Workgroup %a
%pb = OpTypePointer Workgroup %b
%psa = OpTypePointer Workgroup %sa
%pf = OpTypePointer Private %a
%va = OpVariable %pa Workgroup
%vb = OpVariable %pb Workgroup
%vs = OpVariable %psa Workgroup
%vp = OpVariable %pf Private
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
)");
  ModuleFacts f = module_facts(w);
  ASSERT_TRUE(f.ok);
  // 400 + 3 x 16 + 3 x (4 + 8 + 4); the private array is not counted.
  EXPECT_EQ(f.workgroup_bytes, 400u + 48u + 48u);
  EXPECT_EQ(f.output_components, 0u);
}

TEST(ModuleFacts, AMeshModulesLocatedOutputsCountOneElement) {
  std::vector<uint32_t> w = assemble(R"(
OpCapability MeshShadingEXT
OpExtension "SPV_EXT_mesh_shader"
OpMemoryModel Logical GLSL450
OpEntryPoint MeshEXT %main "main" %pos %ij %ps
OpExecutionMode %main LocalSize 32 1 1
OpExecutionMode %main OutputVertices 64
OpExecutionMode %main OutputPrimitivesEXT 64
OpExecutionMode %main OutputTrianglesEXT
OpDecorate %pos BuiltIn Position
OpDecorate %ij Location 0
OpDecorate %ps Location 1
OpDecorate %ps PerPrimitiveEXT
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u32 = OpTypeInt 32 0
%f32 = OpTypeFloat 32
%v2 = OpTypeVector %f32 2
%v4 = OpTypeVector %f32 4
%vu4 = OpTypeVector %u32 4
%c3 = OpConstant %u32 3
%c64 = OpConstant %u32 64
%posa = OpTypeArray %v4 %c64
%ija = OpTypeArray %v2 %c64
%pse = OpTypeArray %vu4 %c3
%psa = OpTypeArray %pse %c64
%ppos = OpTypePointer Output %posa
%pij = OpTypePointer Output %ija
%pps = OpTypePointer Output %psa
%pos = OpVariable %ppos Output
%ij = OpVariable %pij Output
%ps = OpVariable %pps Output
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
)");
  ModuleFacts f = module_facts(w);
  ASSERT_TRUE(f.ok);
  // The position is a built-in; a vertex's 2 and a primitive's 3 x 4.
  EXPECT_EQ(f.output_components, 2u + 12u);
  EXPECT_EQ(f.workgroup_bytes, 0u);
}

TEST(ModuleFacts, ABinaryThatCannotBeReadIsSaidSo) {
  EXPECT_FALSE(module_facts({}).ok);
  std::vector<uint32_t> w = assemble(R"(
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
%void = OpTypeVoid
%fn = OpTypeFunction %void
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
)");
  ASSERT_TRUE(module_facts(w).ok);
  std::vector<uint32_t> bad_magic = w;
  bad_magic[0] ^= 1;
  EXPECT_FALSE(module_facts(bad_magic).ok);
  // An instruction whose word count runs past the end, or is zero.
  for (uint32_t count : {0u, 1000u}) {
    std::vector<uint32_t> cut = w;
    cut[5] = (count << 16) | (cut[5] & 0xffff);
    EXPECT_FALSE(module_facts(cut).ok) << count;
  }
  // A Workgroup variable of a type never declared.
  std::vector<uint32_t> dangling = w;
  dangling.insert(dangling.end() - 0, {(4u << 16) | 59u, 999u, 1000u, 4u});
  EXPECT_FALSE(module_facts(dangling).ok);
}

}  // namespace
}  // namespace rdnavk::xlate
