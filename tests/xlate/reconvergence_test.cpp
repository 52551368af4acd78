// SPV_KHR_maximal_reconvergence added to an assembled module (decision record
// 0031): the extension after the capabilities, the execution mode after the
// entry point, and nothing changed where the binary is not laid out so.
#include <gtest/gtest.h>

#include <cstring>
#include <spirv-tools/libspirv.hpp>
#include <string>
#include <vector>

#include "xlate/module_writer.h"

namespace rdnavk::xlate {
namespace {

std::vector<uint32_t> assemble(const std::string& text) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  std::vector<uint32_t> words;
  EXPECT_TRUE(tools.Assemble(text, &words));
  return words;
}

const char* kModule = R"(
OpCapability Shader
OpCapability GroupNonUniform
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 32 1 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
)";

TEST(MaximalReconvergence, TheExtensionAndModeGoWhereTheLayoutPutsThem) {
  std::vector<uint32_t> before = assemble(kModule), after = before;
  ASSERT_TRUE(declare_maximal_reconvergence(&after));
  ASSERT_EQ(after.size(), before.size() + 9 + 3);
  // Header, two capabilities (2 words each), then the extension: 9 words,
  // opcode 10, the name NUL-terminated.
  size_t at = 5 + 2 + 2;
  EXPECT_EQ(after[at], 9u << 16 | 10u);
  EXPECT_STREQ(reinterpret_cast<const char*>(&after[at + 1]), "SPV_KHR_maximal_reconvergence");
  // Then the memory model (3 words) and the entry point (opcode 15), whose
  // function id the mode names, right after it.
  at += 9 + 3;
  ASSERT_EQ(after[at] & 0xffff, 15u);
  const uint32_t main_id = after[at + 2];
  at += after[at] >> 16;
  EXPECT_EQ(after[at], 3u << 16 | 16u);
  EXPECT_EQ(after[at + 1], main_id);
  EXPECT_EQ(after[at + 2], 6023u);
  // Everything else as it was.
  EXPECT_TRUE(std::equal(after.begin() + static_cast<std::ptrdiff_t>(at + 3), after.end(),
                         before.begin() + static_cast<std::ptrdiff_t>(at + 3 - 12)));
}

TEST(MaximalReconvergence, ABinaryNotLaidOutAsSpirvIsLeftAlone) {
  std::vector<uint32_t> words = assemble(kModule);
  // An instruction whose word count runs past the end.
  std::vector<uint32_t> cut(words.begin(), words.begin() + 12);
  std::vector<uint32_t> copy = cut;
  EXPECT_FALSE(declare_maximal_reconvergence(&cut));
  EXPECT_EQ(cut, copy);
  // A zero word count.
  std::vector<uint32_t> zero = words;
  zero[5] = 0;
  copy = zero;
  EXPECT_FALSE(declare_maximal_reconvergence(&zero));
  EXPECT_EQ(zero, copy);
  // No entry point.
  std::vector<uint32_t> none = assemble(R"(
OpCapability Shader
OpCapability Linkage
OpMemoryModel Logical GLSL450
)");
  EXPECT_FALSE(declare_maximal_reconvergence(&none));
}

}  // namespace
}  // namespace rdnavk::xlate
