#include "tests/tools/trace_scan.h"

#include <algorithm>
#include <map>
#include <set>

#include "cp/command_processor.h"
#include "cp/ib_walker.h"
#include "cp/overlay_memory.h"
#include "trace/reader.h"
#include "trace/trace_gpu_memory.h"

namespace rdnavk::testing {

namespace {

// The SH registers that hold a program's address, by their dword index past the
// SH base 0x2C00 (gfx103.json: SPI_SHADER_PGM_LO_PS 0xb020, _GS 0xb220, _ES 0xb320,
// _VS 0xb120, COMPUTE_PGM_LO 0xb830; each _HI is the next dword).
struct PgmReg {
  const char* stage;
  uint32_t lo;
};
constexpr PgmReg kPgmRegs[] = {
    {"ps", 0x008}, {"vs", 0x048}, {"gs", 0x088}, {"es", 0x0C8}, {"cs", 0x20C}};

class Scanner final : public cp::PacketVisitor {
 public:
  Scanner(TraceScan& out, size_t submission) : out_(out), sub_(submission) {}
  uint32_t packet(const pm4::Packet& p, uint64_t, int) override {
    if (p.header.type != 3) return 0;
    switch (static_cast<pm4::Opcode>(p.header.opcode)) {
      case pm4::Opcode::kSET_SH_REG:
        if (!p.body.empty())
          for (size_t i = 1; i < p.body.size(); ++i) sh_[(p.body[0] & 0xffff) + i - 1] = p.body[i];
        break;
      case pm4::Opcode::kDISPATCH_DIRECT:
        out_.dispatches++;
        note_program("cs", p.header.opcode);
        break;
      case pm4::Opcode::kDRAW_INDEX_AUTO:
        out_.draws_index_auto++;
        for (const char* s : {"ps", "es", "gs", "vs"}) note_program(s, p.header.opcode);
        break;
      case pm4::Opcode::kINDIRECT_BUFFER:
        if (auto ib = pm4::decode_indirect_buffer(p); ib && ib->chain) out_.chained_ibs++;
        break;
      case pm4::Opcode::kDMA_DATA: {
        // pkt3.json DMA_DATA_WORD0: SRC_SEL bits 30:29 and DST_SEL bits 21:20, where
        // 0 (SRC_ADDR/DST_ADDR) and 3 (..._TC_L2) name memory; then src lo/hi, dst
        // lo/hi, and COMMAND with BYTE_COUNT in bits 25:0.
        auto memory_sel = [](uint32_t sel) { return sel == 0 || sel == 3; };
        if (p.body.size() >= 6 && memory_sel((p.body[0] >> 29) & 3) &&
            memory_sel((p.body[0] >> 20) & 3)) {
          DmaCopy c;
          c.src = (uint64_t{p.body[2] & 0xffff} << 32) | p.body[1];
          c.dst = (uint64_t{p.body[4] & 0xffff} << 32) | p.body[3];
          c.bytes = p.body[5] & 0x3ffffff;
          c.submission = sub_;
          out_.dma_copies.push_back(c);
        }
        break;
      }
      default:
        break;
    }
    return 0;
  }
  void error(cp::WalkError, uint64_t, const std::string&) override { out_.walk_errors++; }

 private:
  void note_program(const char* stage, uint8_t opcode) {
    for (const PgmReg& r : kPgmRegs) {
      if (std::string(r.stage) != stage) continue;
      auto lo = sh_.find(r.lo);
      auto hi = sh_.find(r.lo + 1);
      if (lo == sh_.end()) return;
      // The registers hold the address in 256-byte units.
      uint64_t addr = ((uint64_t{hi == sh_.end() ? 0 : hi->second & 0xff} << 32 | lo->second) << 8);
      if (seen_.insert({stage, addr}).second) out_.programs.push_back({stage, addr, sub_, opcode});
    }
  }
  TraceScan& out_;
  size_t sub_;
  std::map<uint32_t, uint32_t> sh_;
  std::set<std::pair<std::string, uint64_t>> seen_;
};

}  // namespace

TraceScan scan_trace(const std::string& path) {
  TraceScan out;
  auto reader = trace::TraceReader::open(path, &out.error);
  if (!reader) return out;
  out.submissions = reader->submission_count();
  for (size_t i = 0; i < reader->submission_count(); ++i) {
    auto mem = reader->memory(i, &out.error);
    if (!mem) return out;
    trace::TraceGpuMemory gm(*mem);
    Scanner s(out, i);
    cp::walk_ibs(reader->submission(i).ibs, gm, s);
  }
  return out;
}

namespace {
bool program_at(const cp::GpuMemory& mem, uint64_t address, uint32_t limit) {
  for (uint32_t off = 0; off + 4 <= limit; off += 4) {
    uint32_t dw;
    if (!mem.read32(address + off, &dw)) return false;
    if (dw == 0xbf810000u) return off > 0;  // s_endpgm after at least one instruction
  }
  return false;
}

// The RELEASE_MEM packets of a submission that write data (DATA_SEL 1 or 2).
struct FenceWrite {
  uint64_t address;
  uint64_t value;
  bool wide;
};
class FenceFinder final : public cp::PacketVisitor {
 public:
  uint32_t packet(const pm4::Packet& p, uint64_t, int) override {
    if (p.header.type == 3 && p.header.opcode == static_cast<uint8_t>(pm4::Opcode::kRELEASE_MEM) &&
        p.body.size() >= 6) {
      uint32_t sel = (p.body[1] >> 29) & 7;
      if (sel == 1 || sel == 2)
        fences.push_back({(uint64_t{p.body[3] & 0xffff} << 32) | p.body[2],
                          p.body[4] | (sel == 2 ? uint64_t{p.body[5]} << 32 : 0), sel == 2});
    }
    return 0;
  }
  void error(cp::WalkError, uint64_t, const std::string&) override {}
  std::vector<FenceWrite> fences;
};
}  // namespace

ReplayCheck replay_and_check(const std::string& path) {
  ReplayCheck c;
  TraceScan scan = scan_trace(path);
  if (!scan.error.empty()) {
    c.error = scan.error;
    return c;
  }
  auto reader = trace::TraceReader::open(path, &c.error);
  if (!reader) return c;
  cp::CommandProcessor processor;
  for (size_t i = 0; i < reader->submission_count(); ++i) {
    auto image = reader->memory(i, &c.error);
    if (!image) return c;
    trace::TraceGpuMemory base(*image);
    cp::OverlayMemory mem(base);
    const auto& t = reader->submission(i);
    cp::Submission s;
    s.sequence = t.sequence;
    s.ring_type = t.ring_type;
    s.ibs = t.ibs;
    FenceFinder finder;
    cp::walk_ibs(t.ibs, base, finder);
    for (const auto& p : scan.programs)
      for (const auto& d : scan.dma_copies)
        if (d.submission == i && p.address >= d.dst && p.address < d.dst + d.bytes &&
            program_at(base, p.address, 1 << 16))
          c.programs_there_before++;
    processor.run(s, mem);
    for (const auto& p : scan.programs) {
      if (p.stage != "ps" && p.stage != "es") continue;
      for (const auto& d : scan.dma_copies) {
        if (d.submission != i || p.address < d.dst || p.address >= d.dst + d.bytes) continue;
        c.programs_checked++;
        if (!program_at(mem, p.address, 1 << 16)) c.programs_missing++;
      }
    }
    for (const auto& f : finder.fences) {
      c.fences_checked++;
      uint64_t v = 0;
      bool ok = f.wide ? mem.read64(f.address, &v)
                       : mem.read(f.address, {reinterpret_cast<uint8_t*>(&v), 4});
      if (!ok || v != f.value) c.fences_wrong++;
    }
  }
  return c;
}

bool holds_program(const std::string& path, size_t submission, uint64_t address, uint32_t limit) {
  std::string error;
  auto reader = trace::TraceReader::open(path, &error);
  if (!reader || submission >= reader->submission_count()) return false;
  auto mem = reader->memory(submission, &error);
  if (!mem) return false;
  for (uint32_t off = 0; off + 4 <= limit; off += 4) {
    uint32_t dw;
    if (!mem->read(address + off, {reinterpret_cast<uint8_t*>(&dw), 4})) return false;
    if (dw == 0xbf810000u) return off > 0;  // s_endpgm after at least one instruction
  }
  return false;
}

}  // namespace rdnavk::testing
