// `rdnavk disasm`: GFX10.3 machine code in LLVM's syntax (isa/), from a file
// of raw code bytes or from a trace: the program a submission's registers name
// for a shader stage (COMPUTE_PGM_LO/HI, SPI_SHADER_PGM_LO/HI_{PS,ES,VS}).
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cp/command_processor.h"
#include "cp/ib_walker.h"
#include "cp/overlay_memory.h"
#include "isa/printer.h"
#include "isa/program.h"
#include "tools/commands.h"
#include "trace/reader.h"
#include "trace/trace_gpu_memory.h"

namespace rdnavk::tools {

namespace {

struct DisasmOptions {
  std::string path;
  long submission = -1;
  long sequence = -1;  // --sequence: the submission of this device-wide sequence
  long work = 1;       // which draw or dispatch of the submission, from 1
  std::string stage;
  bool wave64 = false;
  bool flow = false;
  uint32_t entry = 0;
};

void print_line(uint32_t offset, std::span<const uint8_t> code, const isa::Instruction* in,
                const char* error, const std::string& note) {
  std::string text = in ? isa::to_string(*in) : std::string("; ") + error;
  std::printf("  %-56s ; %06x:", text.c_str(), offset);
  size_t n = in ? in->size : 4;
  for (size_t i = 0; i + 4 <= n && offset + i + 4 <= code.size(); i += 4) {
    uint32_t w;
    std::memcpy(&w, code.data() + offset + i, 4);
    std::printf(" %08X", w);
  }
  std::printf("%s\n", note.c_str());
}

// Every dword in turn, as llvm-objdump does; bad bytes are reported and passed.
int linear(std::span<const uint8_t> code, isa::WaveSize wave) {
  int errors = 0;
  for (uint32_t at = 0; at + 4 <= code.size();) {
    isa::Instruction in;
    isa::DecodeStatus st = isa::decode(code.subspan(at), wave, in);
    if (st != isa::DecodeStatus::kOk) {
      print_line(at, code, nullptr, isa::decode_status_text(st), "");
      ++errors;
      at += 4;
      continue;
    }
    print_line(at, code, &in, nullptr, "");
    at += in.size;
  }
  return errors ? 1 : 0;
}

// The instructions every path from `entry` reaches, block by block.
int flow(std::span<const uint8_t> code, uint32_t entry, isa::WaveSize wave, uint64_t base) {
  isa::Program p = isa::analyze_program(code, entry, wave);
  std::printf("; program at 0x%" PRIx64 ": %zu instructions, %zu blocks, %u bytes\n", base + entry,
              p.instructions.size(), p.blocks.size(), p.end - entry);
  for (const isa::BasicBlock& b : p.blocks) {
    std::printf("_L%x:\n", b.start);
    for (const isa::ProgramInstruction& pi : p.instructions) {
      if (pi.offset < b.start || pi.offset >= b.end) continue;
      std::string note;
      int64_t target = 0;
      if (isa::branch_target(pi.inst, pi.offset, &target)) {
        char buf[32];
        std::snprintf(buf, sizeof buf, " -> _L%" PRIx64, static_cast<uint64_t>(target));
        note = buf;
      }
      for (uint32_t o : p.pc_reads)
        if (o == pi.offset) note += " (reads the PC)";
      for (uint32_t o : p.pc_writes)
        if (o == pi.offset) note += " (writes the PC: the target is known at run time)";
      print_line(pi.offset, code, &pi.inst, nullptr, note);
    }
  }
  for (const isa::ProgramError& e : p.errors) std::printf("; error: %s\n", e.message.c_str());
  return p.errors.empty() ? 0 : 1;
}

// The program address registers by the SH register index past 0x2C00 (Mesa
// gfx103.json: COMPUTE_PGM_LO 0xB830, SPI_SHADER_PGM_LO_PS 0xB020, _ES 0xB320,
// _VS 0xB120; each _HI follows), and the address: (hi << 32 | lo) << 8.
uint32_t pgm_register(const std::string& stage) {
  if (stage == "cs") return 0x20C;
  if (stage == "ps") return 0x008;
  if (stage == "es") return 0x0C8;
  if (stage == "vs") return 0x048;
  return 0;
}

class PgmFinder final : public cp::PacketVisitor {
 public:
  PgmFinder(uint32_t lo, long nth) : lo_(lo), nth_(nth) {}
  uint32_t packet(const pm4::Packet& p, uint64_t, int) override {
    if (p.header.type != 3) return 0;
    auto op = static_cast<pm4::Opcode>(p.header.opcode);
    if (op == pm4::Opcode::kSET_SH_REG && !p.body.empty()) {
      for (size_t i = 1; i < p.body.size(); ++i) {
        uint32_t reg = (p.body[0] & 0xffff) + static_cast<uint32_t>(i - 1);
        if (reg == lo_) lo_value_ = p.body[i], have_lo_ = true;
        if (reg == lo_ + 1) hi_value_ = p.body[i];
      }
    }
    // The program the nth draw or dispatch runs (the first by default).
    bool work = op == pm4::Opcode::kDISPATCH_DIRECT || op == pm4::Opcode::kDRAW_INDEX_AUTO ||
                op == pm4::Opcode::kDISPATCH_INDIRECT || op == pm4::Opcode::kDRAW_INDEX_2;
    if (work) ++works_;
    if (work && have_lo_ && !found_ && works_ >= nth_) {
      found_ = true;
      address_ = (uint64_t{hi_value_ & 0xff} << 32 | lo_value_) << 8;
    }
    return 0;
  }
  void error(cp::WalkError, uint64_t, const std::string&) override {}
  bool found() const { return found_ || (have_lo_ && nth_ <= 1); }
  uint64_t address() const {
    return found_ ? address_ : (uint64_t{hi_value_ & 0xff} << 32 | lo_value_) << 8;
  }

 private:
  uint32_t lo_;
  long nth_ = 1, works_ = 0;
  uint32_t lo_value_ = 0, hi_value_ = 0;
  bool have_lo_ = false, found_ = false;
  uint64_t address_ = 0;
};

int from_trace(const DisasmOptions& o) {
  std::string error;
  auto r = trace::TraceReader::open(o.path, &error);
  if (!r) {
    std::fprintf(stderr, "rdnavk: cannot read %s: %s\n", o.path.c_str(), error.c_str());
    return 1;
  }
  long submission = o.submission;
  if (o.sequence >= 0) {
    size_t i = 0;
    if (!r->index_of_sequence(static_cast<uint64_t>(o.sequence), &i)) {
      std::fprintf(stderr, "rdnavk: no submission of %s has sequence %ld\n", o.path.c_str(),
                   o.sequence);
      return 1;
    }
    submission = static_cast<long>(i);
  }
  if (submission < 0 || static_cast<size_t>(submission) >= r->submission_count()) {
    std::fprintf(stderr, "rdnavk: %s has %zu submissions\n", o.path.c_str(), r->submission_count());
    return 1;
  }
  size_t n = static_cast<size_t>(submission);
  auto image = r->memory(n, &error);
  if (!image) {
    std::fprintf(stderr, "rdnavk: submission %zu: %s\n", n, error.c_str());
    return 1;
  }
  const auto& t = r->submission(n);
  trace::TraceGpuMemory base(*image);
  PgmFinder finder(pgm_register(o.stage), o.work);
  cp::walk_ibs(t.ibs, base, finder);
  if (!finder.found()) {
    std::fprintf(stderr, "rdnavk: submission %zu sets no %s program for draw or dispatch %ld\n", n,
                 o.stage.c_str(), o.work);
    return 1;
  }
  // Programs uploaded by this submission's own packets (radeonsi copies them
  // with CP DMA) are in place once the command processor has run it.
  cp::OverlayMemory memory(base);
  cp::CommandProcessor processor;
  cp::Submission s;
  s.sequence = t.sequence;
  s.ring_type = t.ring_type;
  s.ibs = t.ibs;
  processor.run(s, memory);
  // No register gives the program's length: read what is mapped, up to 1 MiB.
  std::vector<uint8_t> code;
  std::vector<uint8_t> page(4096);
  uint64_t address = finder.address();
  while (code.size() < (1u << 20) && memory.read(address + code.size(), page))
    code.insert(code.end(), page.begin(), page.end());
  if (code.empty()) {
    std::fprintf(stderr, "rdnavk: the %s program at 0x%" PRIx64 " is not mapped\n", o.stage.c_str(),
                 address);
    return 1;
  }
  return flow(code, 0, o.wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32, address);
}

int from_file(const DisasmOptions& o) {
  std::ifstream f(o.path, std::ios::binary);
  if (!f) {
    std::fprintf(stderr, "rdnavk: cannot read %s\n", o.path.c_str());
    return 1;
  }
  std::vector<uint8_t> code((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  isa::WaveSize wave = o.wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32;
  return o.flow ? flow(code, o.entry, wave, 0) : linear(code, wave);
}

}  // namespace

void add_disasm_command(CLI::App& app, int* exit_code) {
  auto o = std::make_shared<DisasmOptions>();
  CLI::App* c = app.add_subcommand(
      "disasm", "Disassemble GFX10.3 machine code (raw bytes, or a program in a trace)");
  c->add_option("file", o->path, "Raw code bytes, or a trace with --submission and --stage")
      ->required();
  CLI::Option* by_index =
      c->add_option("--submission", o->submission, "Trace: the submission whose program to show");
  c->add_option("--sequence", o->sequence,
                "Trace: the submission of device-wide sequence S, as a run report names it "
                "(\"submission S\"), instead of --submission")
      ->excludes(by_index);
  c->add_option("--work", o->work,
                "Trace: the program the Nth draw or dispatch of the submission runs (default 1)")
      ->check(CLI::PositiveNumber);
  c->add_option("--stage", o->stage, "Trace: the stage whose program to show")
      ->check(CLI::IsMember({"cs", "ps", "es", "vs"}));
  c->add_flag("--wave64", o->wave64, "Name lane masks as wave64 does (vcc, s[0:1])");
  c->add_flag("--flow", o->flow, "Raw bytes: follow control flow from --entry, block by block");
  c->add_option("--entry", o->entry, "Raw bytes: the byte offset --flow starts at");
  c->footer(
      "Text as LLVM 19 prints it (llvm-objdump --mcpu=gfx1030). A trace's program is read\n"
      "after its submission's packets ran, and followed from its first instruction to every\n"
      "s_endpgm; bad bytes are reported with their offset.");
  c->callback([o, exit_code] {
    const bool chosen = o->submission >= 0 || o->sequence >= 0;
    if (chosen || !o->stage.empty()) {
      if (!chosen || o->stage.empty()) {
        std::fprintf(stderr, "rdnavk: a trace needs --submission (or --sequence) and --stage\n");
        *exit_code = 2;
        return;
      }
      *exit_code = from_trace(*o);
      return;
    }
    *exit_code = from_file(*o);
  });
}

}  // namespace rdnavk::tools
