// The block graph the translator's analyses share (xlate/program_flow.h): each
// block's immediate post-dominator, the end standing for every path out. No
// Vulkan device.
#include <gtest/gtest.h>

#include <string>

#include "isa/program.h"
#include "tests/xlate/assemble.h"
#include "xlate/program_flow.h"

namespace rdnavk::xlate {
namespace {

isa::Program program(const std::string& text) {
  std::string error;
  std::vector<uint8_t> code = testing::assemble(text, true, &error);
  EXPECT_FALSE(code.empty()) << error;
  return isa::analyze_program(code, 0, isa::WaveSize::k64, 1u << 16);
}

// An if/else inside a loop, and a block that ends the program early: where
// every path from each block meets again.
TEST(ProgramFlow, PostDominatorsOfIfsLoopsAndEarlyEnds) {
  isa::Program prog = program(R"(
  s_mov_b32 s0, 0
loop:
  s_cmp_eq_u32 s1, 0
  s_cbranch_scc1 else_part
  s_add_u32 s2, s2, 1
  s_branch join
else_part:
  s_add_u32 s3, s3, 1
join:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 10
  s_cbranch_scc1 loop
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 early
  s_endpgm
early:
  s_endpgm
)");
  ProgramFlow flow(prog);
  ASSERT_EQ(flow.size(), 8u);
  // Blocks by start: entry 0, loop 4, then 0xc, else 0x14, join 0x18, the
  // test after the loop 0x24, its end 0x2c, early 0x30.
  auto at = [&](uint32_t off) { return flow.index(off); };
  std::vector<size_t> ipdom = flow.post_dominators();
  size_t loop = at(4), then_part = at(0xc), else_part = at(0x14), join = at(0x18);
  size_t after = at(0x24);
  for (size_t b : {loop, then_part, else_part, join, after}) ASSERT_NE(b, ProgramFlow::kExit);
  EXPECT_EQ(ipdom[at(0)], loop);
  EXPECT_EQ(ipdom[loop], join);
  EXPECT_EQ(ipdom[then_part], join);
  EXPECT_EQ(ipdom[else_part], join);
  EXPECT_EQ(ipdom[join], after);
  // Both ways from the last test end the program separately: only the end.
  EXPECT_EQ(ipdom[after], ProgramFlow::kExit);
  EXPECT_EQ(flow.pred[loop].size(), 2u);
}

}  // namespace
}  // namespace rdnavk::xlate
