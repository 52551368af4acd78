// Golden files: bytes in, LLVM 19's text (or our error) out. tests/isa/golden/
// holds them (isa_golden_gen wrote them from LLVM's text; scripts/isa/
// check_golden.sh checks every line with llvm-mc-19). This test needs no LLVM.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "isa/instruction.h"
#include "isa/printer.h"
#include "isa/program.h"

namespace rdnavk::isa {
namespace {

struct GoldenLine {
  int number = 0;
  WaveSize wave = WaveSize::k32;
  std::vector<uint8_t> bytes;
  std::string expected;
};

std::vector<GoldenLine> read_golden(const std::string& name) {
  std::ifstream in(std::string(ISA_GOLDEN_DIR) + "/golden/" + name);
  std::vector<GoldenLine> lines;
  std::string text;
  int number = 0;
  while (std::getline(in, text)) {
    ++number;
    if (text.empty() || text[0] == '#') continue;
    size_t bar = text.find(" | ");
    if (bar == std::string::npos) continue;
    GoldenLine g;
    g.number = number;
    g.expected = text.substr(bar + 3);
    std::istringstream hex(text.substr(0, bar));
    std::string tok;
    while (hex >> tok) {
      if (tok == "w64") {
        g.wave = WaveSize::k64;
        continue;
      }
      g.bytes.push_back(static_cast<uint8_t>(std::stoul(tok, nullptr, 16)));
    }
    lines.push_back(std::move(g));
  }
  return lines;
}

std::string outcome(const GoldenLine& g) {
  Instruction in;
  DecodeStatus st = decode(g.bytes, g.wave, in);
  if (st != DecodeStatus::kOk) return std::string("error: ") + decode_status_text(st);
  if (in.size != g.bytes.size() && g.expected.rfind("error:", 0) != 0)
    return "size " + std::to_string(in.size) + " of " + std::to_string(g.bytes.size());
  return to_string(in);
}

TEST(Golden, ValidInstructionsPrintAsLlvm) {
  auto lines = read_golden("gfx1030_valid.txt");
  ASSERT_GT(lines.size(), 800u);
  for (const GoldenLine& g : lines) EXPECT_EQ(outcome(g), g.expected) << "line " << g.number;
}

TEST(Golden, InvalidEncodingsAreErrors) {
  auto lines = read_golden("gfx1030_invalid.txt");
  ASSERT_GT(lines.size(), 200u);
  for (const GoldenLine& g : lines) EXPECT_EQ(outcome(g), g.expected) << "line " << g.number;
}

// Every dword of an invalid instruction, every byte count: a status, never a
// read past the span (ASan runs this suite too).
TEST(Golden, EveryPrefixOfEveryLineDecodesWithinItsBytes) {
  for (const char* file : {"gfx1030_valid.txt", "gfx1030_invalid.txt"})
    for (const GoldenLine& g : read_golden(file))
      for (size_t n = 0; n <= g.bytes.size(); ++n) {
        std::vector<uint8_t> prefix(g.bytes.begin(), g.bytes.begin() + n);
        Instruction in;
        if (decode(prefix, g.wave, in) == DecodeStatus::kOk) {
          EXPECT_LE(in.size, n);
          to_string(in);
        }
      }
}

TEST(Program, FollowsBranchesToEveryEnd) {
  // s_mov_b32 s0, s1; s_cbranch_scc1 +2; s_branch +1; v_mov_b32 v0, s1 (skipped);
  // s_endpgm; then bytes nothing reaches.
  std::vector<uint32_t> w = {0xbe800301, 0xbf850002, 0xbf820001,
                             0x7e000201, 0xbf810000, 0xffffffff};
  std::span<const uint8_t> code(reinterpret_cast<const uint8_t*>(w.data()), w.size() * 4);
  Program p = analyze_program(code, 0, WaveSize::k32);
  EXPECT_TRUE(p.errors.empty());
  ASSERT_EQ(p.instructions.size(), 4u);  // v_mov_b32 and the bad dword are unreachable
  EXPECT_EQ(p.end, 20u);
  EXPECT_EQ(p.branch_targets, (std::vector<uint32_t>{0, 8, 16}));
  ASSERT_EQ(p.blocks.size(), 3u);
  EXPECT_EQ(p.blocks[0].kind, BlockEnd::kConditional);
  EXPECT_EQ(p.blocks[0].successors, (std::vector<uint32_t>{16, 8}));
  EXPECT_EQ(p.blocks[1].kind, BlockEnd::kBranch);
  EXPECT_EQ(p.blocks[2].kind, BlockEnd::kEndProgram);
}

TEST(Program, MarksPcAccessAndStopsAtIndirectJumps) {
  // s_getpc_b64 s[0:1]; s_add_u32 s0, s0, 16; s_setpc_b64 s[0:1]; s_endpgm (unreached)
  std::vector<uint32_t> w = {0xbe801f00, 0x8000ff00, 0x00000010, 0xbe802000, 0xbf810000};
  std::span<const uint8_t> code(reinterpret_cast<const uint8_t*>(w.data()), w.size() * 4);
  Program p = analyze_program(code, 0, WaveSize::k64);
  EXPECT_EQ(p.pc_reads, (std::vector<uint32_t>{0}));
  EXPECT_EQ(p.pc_writes, (std::vector<uint32_t>{12}));
  ASSERT_EQ(p.blocks.size(), 1u);
  EXPECT_EQ(p.blocks[0].kind, BlockEnd::kIndirect);
  EXPECT_EQ(p.end, 16u);
}

TEST(Program, BadBytesAreAnErrorWithTheirOffset) {
  std::vector<uint32_t> w = {0xbe800301, 0xffffffff};
  std::span<const uint8_t> code(reinterpret_cast<const uint8_t*>(w.data()), w.size() * 4);
  Program p = analyze_program(code, 0, WaveSize::k32);
  ASSERT_EQ(p.errors.size(), 1u);
  EXPECT_EQ(p.errors[0].offset, 4u);
  EXPECT_EQ(p.errors[0].message, "offset 0x4: invalid instruction encoding");
  // A branch out of the code is an error too, and a path off its end.
  std::vector<uint32_t> out = {0xbf827fff};
  Program q = analyze_program({reinterpret_cast<const uint8_t*>(out.data()), 4}, 0, WaveSize::k32);
  ASSERT_EQ(q.errors.size(), 1u);
  EXPECT_EQ(q.errors[0].message, "offset 0x0: branch target outside the code");
}

}  // namespace
}  // namespace rdnavk::isa
