// rdnavk-xlate-extract: writes the compute programs a trace dispatches, each
// with the COMPUTE_* registers its dispatch had, as data for the device-free
// translation test (tests/xlate/translate_all_test.cpp); and the vertex (NGG
// or legacy VS) and pixel programs its draws run, each with the registers of
// its stage and a "stage" naming it (the mesh and fragment translation tests
// read them). It runs the trace's
// submissions through the command processor with a work sink that executes
// nothing and, per dispatch, keeps the program's bytes (from COMPUTE_PGM_LO/HI
// to the end of its last reachable instruction) and the registers the
// translator's key comes from (exec/compute_dispatch.cpp reads the same).
//
//   rdnavk-xlate-extract TRACE OUT_PREFIX
//
// writes OUT_PREFIX.bin and OUT_PREFIX.json for the trace's one distinct
// program, or OUT_PREFIX.N.bin / .json (N = 0, 1, ...) in dispatch order when
// it dispatches several. scripts/xlate/capture_programs.sh runs it.
#include <cstdio>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cp/command_processor.h"
#include "cp/overlay_memory.h"
#include "cp/work.h"
#include "isa/program.h"
#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"
#include "trace/reader.h"
#include "trace/trace_gpu_memory.h"

namespace {

using namespace rdnavk;

constexpr size_t kMaxProgramBytes = 1 << 20;

struct Extracted {
  std::vector<uint8_t> code;
  nlohmann::json registers;
};

// Reads guest memory from `va` dword by dword until a read fails or the limit.
std::vector<uint8_t> read_code(const cp::GpuMemory& m, uint64_t va) {
  std::vector<uint8_t> code;
  constexpr size_t kChunk = 256;
  while (code.size() < kMaxProgramBytes) {
    size_t old = code.size();
    code.resize(old + kChunk);
    if (!m.read(va + old, {code.data() + old, kChunk})) {
      code.resize(old);
      break;
    }
  }
  return code;
}

std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof(b), "0x%08x", v);
  return b;
}

class ProgramSink final : public cp::WorkSink {
 public:
  std::vector<Extracted> programs;
  std::string error;

  cp::WorkOutcome dispatch(const cp::DispatchWork& w, const cp::QueueState& q,
                           cp::GpuMemory& m) override {
    const regs::RegisterState& R = q.regs;
    regs::ComputeDispatchInitiator init{w.initiator};
    if (!init.compute_shader_en()) return cp::work_done();
    uint64_t pgm = (uint64_t{R.read(regs::kCOMPUTE_PGM_LO)} |
                    uint64_t{R.read(regs::kCOMPUTE_PGM_LO + 1)} << 32)
                   << 8;
    pgm &= (uint64_t{1} << 48) - 1;
    bool wave64 = init.cs_w32_en() == 0;
    std::vector<uint8_t> code = read_code(m, pgm);
    isa::Program p =
        isa::analyze_program(code, 0, wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32);
    if (!p.errors.empty() || p.end == 0) {
      error = "the program at " + hex(static_cast<uint32_t>(pgm)) + " does not decode";
      return cp::work_refused("extract-error");
    }
    code.resize(p.end);
    nlohmann::json j;
    j["wave64"] = wave64;
    nlohmann::json threads = nlohmann::json::array();
    for (uint32_t d = 0; d < 3; ++d)
      threads.push_back(
          regs::ComputeNumThreadX{R.read(regs::kCOMPUTE_NUM_THREAD_X + d)}.num_thread_full());
    j["threads"] = threads;
    j["rsrc1"] = hex(R.read(regs::kCOMPUTE_PGM_RSRC1));
    j["rsrc2"] = hex(R.read(regs::kCOMPUTE_PGM_RSRC1 + 1));
    j["rsrc3"] = hex(R.read(regs::kCOMPUTE_PGM_RSRC3));
    for (const Extracted& e : programs)
      if (e.code == code && e.registers == j) return cp::work_done();
    programs.push_back({std::move(code), std::move(j)});
    return cp::work_done();
  }
  // A draw's vertex program with the registers its stage's key reads: the NGG
  // program (SPI_SHADER_PGM_LO/HI_ES), or without PRIMGEN_EN the legacy
  // vertex program (SPI_SHADER_PGM_LO/HI_VS, decision record 0044); then its
  // pixel program, unless rasterisation is killed (PA_CL_CLIP_CNTL.
  // DX_RASTERIZATION_KILL: exec/draw_plan.cpp then reads no pixel register).
  cp::WorkOutcome draw(const cp::DrawWork&, const cp::QueueState& q, cp::GpuMemory& m) override {
    const regs::RegisterState& R = q.regs;
    regs::VgtShaderStagesEn stages{R.read(regs::kVGT_SHADER_STAGES_EN)};
    const bool legacy = !stages.primgen_en();
    nlohmann::json vertex;
    vertex["stage"] = legacy ? "vs" : "ngg";
    // GS_W32_EN, or for a legacy program VS_W32_EN.
    vertex["wave64"] = ((stages.raw >> (legacy ? 23 : 22)) & 1) == 0;
    vertex["stages_en"] = hex(stages.raw);
    if (legacy) {
      vertex["rsrc1"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC1_VS));
      vertex["rsrc2"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC2_VS));
      // Whether the streamout pass runs: STREAMOUT_0_EN and stream 0's buffers.
      vertex["strmout_config"] = hex(R.read(regs::kVGT_STRMOUT_CONFIG));
      vertex["strmout_buffer_config"] = hex(R.read(regs::kVGT_STRMOUT_BUFFER_CONFIG));
      // The position exports after pos0 (the misc vector, clip and cull
      // distances) and points' sizes, which RADV's legacy programs export.
      vertex["vs_out_cntl"] = hex(R.read(regs::kPA_CL_VS_OUT_CNTL));
      vertex["point_size"] = hex(R.read(regs::kPA_SU_POINT_SIZE));
      vertex["point_minmax"] = hex(R.read(regs::kPA_SU_POINT_MINMAX));
    } else {
      vertex["rsrc1"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC1_GS));
      vertex["rsrc2"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC2_GS));
      vertex["ge_cntl"] = hex(R.read(regs::kGE_CNTL));
    }
    vertex["prim_type"] = R.read(regs::kVGT_PRIMITIVE_TYPE);
    vertex["pa_su_sc_mode_cntl"] = hex(R.read(regs::kPA_SU_SC_MODE_CNTL));
    // A legacy geometry program (decision record 0045): the VS is its copy
    // shader, which draws what the program emits (VGT_GS_OUT_PRIM_TYPE); the
    // merged ES+GS program (SPI_SHADER_PGM_LO/HI_ES, wave64) is kept as "gs"
    // with the registers its pass's key reads.
    if (legacy && stages.gs_en()) {
      vertex["out_prim_type"] = R.read(regs::kVGT_GS_OUT_PRIM_TYPE) & 0x3fu;
      nlohmann::json gs;
      gs["stage"] = "gs";
      gs["wave64"] = true;
      gs["rsrc1"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC1_GS));
      gs["rsrc2"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC2_GS));
      gs["prim_type"] = R.read(regs::kVGT_PRIMITIVE_TYPE);
      gs["out_prim_type"] = R.read(regs::kVGT_GS_OUT_PRIM_TYPE) & 0x3fu;
      gs["instance_cnt"] = hex(R.read(regs::kVGT_GS_INSTANCE_CNT));
      gs["max_vert_out"] = R.read(regs::kVGT_GS_MAX_VERT_OUT);
      gs["onchip_cntl"] = hex(R.read(regs::kVGT_GS_ONCHIP_CNTL));
      if (!keep(m, program_at(R, regs::kSPI_SHADER_PGM_LO_ES), true, std::move(gs)))
        return cp::work_refused("extract-error");
    }
    bool vertex_wave64 = vertex["wave64"];
    uint64_t vertex_pgm =
        program_at(R, legacy ? regs::kSPI_SHADER_PGM_LO_VS : regs::kSPI_SHADER_PGM_LO_ES);
    if (!keep(m, vertex_pgm, vertex_wave64, std::move(vertex)))
      return cp::work_refused("extract-error");
    if (regs::PaClClipCntl{R.read(regs::kPA_CL_CLIP_CNTL)}.dx_rasterization_kill())
      return cp::work_done();
    nlohmann::json ps;
    ps["stage"] = "ps";
    ps["wave64"] = ((R.read(regs::kSPI_PS_IN_CONTROL) >> 15) & 1) == 0;  // PS_W32_EN
    ps["rsrc1"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC1_PS));
    ps["rsrc2"] = hex(R.read(regs::kSPI_SHADER_PGM_RSRC1_PS + 1));
    ps["input_ena"] = hex(R.read(regs::kSPI_PS_INPUT_ENA));
    ps["input_addr"] = hex(R.read(regs::kSPI_PS_INPUT_ADDR));
    ps["in_control"] = hex(R.read(regs::kSPI_PS_IN_CONTROL));
    ps["col_format"] = hex(R.read(regs::kSPI_SHADER_COL_FORMAT));
    nlohmann::json cntl = nlohmann::json::array();
    for (uint32_t i = 0; i < (R.read(regs::kSPI_PS_IN_CONTROL) & 0x3f); ++i)
      cntl.push_back(hex(R.read(regs::kSPI_PS_INPUT_CNTL_0 + i)));
    ps["input_cntl"] = cntl;
    bool ps_wave64 = ps["wave64"];
    if (!keep(m, program_at(R, regs::kSPI_SHADER_PGM_LO_PS), ps_wave64, std::move(ps)))
      return cp::work_refused("extract-error");
    return cp::work_done();
  }

 private:
  // A stage's program address: PGM_LO (bits 39:8) and the MEM_BASE of PGM_HI
  // (bits 47:40) after it.
  static uint64_t program_at(const regs::RegisterState& R, uint32_t lo) {
    return (uint64_t{R.read(lo)} << 8 | uint64_t{R.read(lo + 1) & 0xff} << 40) &
           ((uint64_t{1} << 48) - 1);
  }
  bool keep(const cp::GpuMemory& m, uint64_t pgm, bool wave64, nlohmann::json j) {
    std::vector<uint8_t> code = read_code(m, pgm);
    isa::Program p =
        isa::analyze_program(code, 0, wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32);
    if (!p.errors.empty() || p.end == 0) {
      error = "the program at " + hex(static_cast<uint32_t>(pgm)) + " does not decode";
      return false;
    }
    code.resize(p.end);
    for (const Extracted& e : programs)
      if (e.code == code && e.registers == j) return true;
    programs.push_back({std::move(code), std::move(j)});
    return true;
  }
};

bool write_file(const std::string& path, const void* data, size_t n) {
  std::ofstream f(path, std::ios::binary);
  f.write(static_cast<const char*>(data), static_cast<std::streamsize>(n));
  return static_cast<bool>(f);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: rdnavk-xlate-extract TRACE OUT_PREFIX\n");
    return 2;
  }
  std::string error;
  auto reader = trace::TraceReader::open(argv[1], &error);
  if (!reader) {
    std::fprintf(stderr, "rdnavk-xlate-extract: %s: %s\n", argv[1], error.c_str());
    return 1;
  }
  ProgramSink sink;
  cp::CommandProcessor processor({}, &sink);
  for (size_t i = 0; i < reader->submission_count(); ++i) {
    auto image = reader->memory(i, &error);
    if (!image) {
      std::fprintf(stderr, "rdnavk-xlate-extract: submission %zu: %s\n", i, error.c_str());
      return 1;
    }
    cp::Submission s = reader->submission(i).for_replay();
    trace::TraceGpuMemory base(*image);
    cp::OverlayMemory memory(base);
    processor.run(s, memory);
  }
  if (!sink.error.empty() || sink.programs.empty()) {
    std::fprintf(stderr, "rdnavk-xlate-extract: %s\n",
                 sink.error.empty() ? "no dispatch or draw" : sink.error.c_str());
    return 1;
  }
  std::string prefix = argv[2];
  for (size_t i = 0; i < sink.programs.size(); ++i) {
    const Extracted& e = sink.programs[i];
    std::string name = sink.programs.size() == 1 ? prefix : prefix + "." + std::to_string(i);
    std::string text = e.registers.dump(1) + "\n";
    if (!write_file(name + ".bin", e.code.data(), e.code.size()) ||
        !write_file(name + ".json", text.data(), text.size())) {
      std::fprintf(stderr, "rdnavk-xlate-extract: cannot write %s\n", name.c_str());
      return 1;
    }
    std::printf("%s: %zu bytes\n", name.c_str(), e.code.size());
  }
  return 0;
}
