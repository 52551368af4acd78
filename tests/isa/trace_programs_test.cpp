// Every shader program the project's test programs make real drivers submit:
// captured with `rdnavk capture` (RADV compute, radeonsi's NGG and pixel
// programs), found through the registers that name them, followed from their
// first instruction to every end, and each instruction compared with LLVM 19's
// disassembler in wave32 and wave64. Needs the Mesa drivers (label integration).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <vector>

#include "cp/command_processor.h"
#include "cp/overlay_memory.h"
#include "isa/printer.h"
#include "isa/program.h"
#include "tests/isa/llvm_oracle.h"
#include "tests/tools/trace_scan.h"
#include "trace/reader.h"

namespace rdnavk::isa {
namespace {

int run(const std::string& cmd) {
  int st = std::system((cmd + " > /dev/null 2>&1").c_str());
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

class TraceGpuMemory final : public cp::GpuMemory {
 public:
  explicit TraceGpuMemory(const trace::TraceMemory& m) : m_(m) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override { return m_.read(va, out); }
  bool write(uint64_t, std::span<const uint8_t>) override { return false; }

 private:
  const trace::TraceMemory& m_;
};

// The code at `address` once submission `n`'s own packets ran (radeonsi uploads
// its programs with CP DMA), as far as it is mapped, up to 256 KiB.
std::vector<uint8_t> program_bytes(const std::string& path, size_t n, uint64_t address) {
  std::string error;
  auto r = trace::TraceReader::open(path, &error);
  if (!r) return {};
  auto image = r->memory(n, &error);
  if (!image) return {};
  TraceGpuMemory base(*image);
  cp::OverlayMemory memory(base);
  cp::CommandProcessor processor;
  cp::Submission s;
  s.sequence = r->submission(n).sequence;
  s.ring_type = r->submission(n).ring_type;
  s.ibs = r->submission(n).ibs;
  processor.run(s, memory);
  std::vector<uint8_t> code, page(4096);
  while (code.size() < (256u << 10) && memory.read(address + code.size(), page))
    code.insert(code.end(), page.begin(), page.end());
  return code;
}

struct Totals {
  int programs = 0;
  int instructions = 0;
  int mismatches = 0;
};

void check_trace(const std::string& path, Totals& t) {
  testing::LlvmDisassembler w32(false), w64(true);
  ASSERT_TRUE(w32.ok()) << w32.error();
  rdnavk::testing::TraceScan scan = rdnavk::testing::scan_trace(path);
  ASSERT_TRUE(scan.error.empty()) << scan.error;
  for (const auto& use : scan.programs) {
    std::vector<uint8_t> code = program_bytes(path, use.submission, use.address);
    ASSERT_FALSE(code.empty()) << use.stage << " program at 0x" << std::hex << use.address;
    for (WaveSize wave : {WaveSize::k32, WaveSize::k64}) {
      Program p = analyze_program(code, 0, wave);
      EXPECT_TRUE(p.errors.empty()) << use.stage << ": " << p.errors[0].message;
      EXPECT_FALSE(p.instructions.empty());
      EXPECT_TRUE(p.blocks.back().kind == BlockEnd::kEndProgram ||
                  p.blocks.back().kind == BlockEnd::kIndirect);
      const testing::LlvmDisassembler& d = wave == WaveSize::k64 ? w64 : w32;
      for (const ProgramInstruction& pi : p.instructions) {
        auto r = d.decode(std::span<const uint8_t>(code).subspan(pi.offset));
        ++t.instructions;
        std::string ours = to_string(pi.inst);
        if (r.valid && r.size == pi.inst.size && r.text == ours) continue;
        ++t.mismatches;
        ADD_FAILURE() << use.stage << " +0x" << std::hex << pi.offset << ": ours '" << ours
                      << "', llvm '" << r.text << "'";
      }
    }
    ++t.programs;
  }
}

TEST(TracePrograms, EveryCapturedProgramDisassemblesAsLlvm) {
  Totals t;
  std::string vk = std::string(TEST_OUTPUT_DIR) + "/isa_vk_compute.rdtrace";
  std::string gl = std::string(TEST_OUTPUT_DIR) + "/isa_gles_triangle.rdtrace";
  ASSERT_EQ(run(std::string(RDNAVK_BINARY) + " capture -q -o " + vk + " -- " + VK_COMPUTE_BINARY),
            0);
  ASSERT_EQ(
      run(std::string(RDNAVK_BINARY) + " capture -q -o " + gl + " -- " + GLES_TRIANGLE_BINARY), 0);
  check_trace(vk, t);
  check_trace(gl, t);
  std::printf("%d programs, %d instructions (wave32 and wave64), %d differ from LLVM\n", t.programs,
              t.instructions, t.mismatches);
  EXPECT_GE(t.programs, 3);  // the compute program, and radeonsi's ES and PS
  EXPECT_EQ(t.mismatches, 0);
  std::string error;
  auto vk_reader = trace::TraceReader::open(vk, &error);
  ASSERT_TRUE(vk_reader) << error;
  const uint64_t vk_first_sequence = vk_reader->submission(0).sequence;
  // `rdnavk disasm` shows the same programs.
  EXPECT_EQ(run(std::string(RDNAVK_BINARY) + " disasm " + vk + " --submission 0 --stage cs"), 0);
  // The same program by the submission's device-wide sequence, as a run report
  // names it; a sequence no submission has is an error.
  EXPECT_EQ(run(std::string(RDNAVK_BINARY) + " disasm " + vk + " --sequence " +
                std::to_string(vk_first_sequence) + " --stage cs"),
            0);
  EXPECT_EQ(run(std::string(RDNAVK_BINARY) + " disasm " + vk + " --sequence 0 --stage cs"), 1);
}

}  // namespace
}  // namespace rdnavk::isa
