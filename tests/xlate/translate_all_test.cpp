// Every compute program the project's oracles run translates, with no Vulkan
// device, for each host the executor meets, and an independent validator
// accepts every module: Debian's spirv-val (SPIRV-Tools' command-line tool) with
// --target-env vulkan1.3, on the module written to a file.
//
// The programs:
// - the RDNA2 programs RADV compiles for every twin case (tests/twin) in wave64
//   and wave32, captured once as data in tests/xlate/programs/ with their
//   dispatch registers (scripts/xlate/capture_programs.sh);
// - the OpenCL C kernels clang-19 compiles for gfx1030 at build time
//   (tests/opencl), keyed from their kernel descriptors as tests/opencl/
//   dispatch.cpp sets COMPUTE_PGM_RSRC1/2/3, with the group sizes the kernel
//   tests dispatch.
// The hosts: subgroups of 8 (lavapipe), 32 (NVIDIA) and 64, keeping denormals
// (lavapipe's measured behaviour) with shaderBufferInt64Atomics; a host of
// subgroup 8 that may flush denormals in every width (no DenormPreserve, not
// known to keep them: the path RDNAVK_DEBUG=denormguard forces), where float
// operations are checked at run time; and a host of subgroup 32 that offers
// DenormPreserve in every width but no 64-bit buffer atomics.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "regs/gfx103_types.h"
#include "tests/opencl/code_object.h"
#include "tests/opencl/dispatch.h"
#include "tests/opencl/kernel_files.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {
namespace {

struct Program {
  std::string name;  // "control_flow.wave64", "opencl.grid2d.w32.8x4"
  std::vector<uint8_t> code;
  ComputeKey key;  // the guest's part; the host's is set per host
};

struct Host {
  const char* name;
  uint32_t subgroup;
  uint8_t denorm_preserve, denorm_kept;
  bool int64_atomics;
};
constexpr Host kHosts[] = {
    {"subgroup8", 8, 0, 7, true},
    {"subgroup32", 32, 0, 7, true},
    {"subgroup64", 64, 0, 7, true},
    {"subgroup8_denormals_unknown", 8, 0, 0, true},
    {"subgroup32_denorm_preserve_no_int64_atomics", 32, 7, 0, false},
};

// (program, host) pairs whose exact answer is a refusal, and which one: the
// atomics case's 64-bit buffer atomics on a host without
// shaderBufferInt64Atomics.
const std::map<std::pair<std::string, std::string>, std::string> kExpectedRefusals = {
    {{"atomics.wave64", "subgroup32_denorm_preserve_no_int64_atomics"}, "host-int64-atomics"},
    {{"atomics.wave32", "subgroup32_denorm_preserve_no_int64_atomics"}, "host-int64-atomics"},
};

uint32_t hex_field(const nlohmann::json& j, const char* name) {
  return static_cast<uint32_t>(std::stoul(j.at(name).get<std::string>(), nullptr, 16));
}

// tests/xlate/programs/<case>.<wave>.bin with its .json.
std::vector<Program> twin_programs() {
  std::vector<Program> out;
  std::vector<std::filesystem::path> bins;
  for (const auto& e : std::filesystem::directory_iterator(XLATE_PROGRAM_DIR))
    if (e.path().extension() == ".bin") bins.push_back(e.path());
  std::sort(bins.begin(), bins.end());
  for (const auto& bin : bins) {
    Program p;
    p.name = bin.stem().string();
    std::ifstream b(bin, std::ios::binary);
    p.code.assign(std::istreambuf_iterator<char>(b), {});
    std::filesystem::path meta = bin;
    std::ifstream m(meta.replace_extension(".json"));
    nlohmann::json j = nlohmann::json::parse(m, nullptr, false);
    if (j.is_discarded()) continue;  // the test of the count below fails
    p.key.wave64 = j.at("wave64").get<bool>();
    for (int d = 0; d < 3; ++d) p.key.threads[d] = j.at("threads").at(d).get<uint16_t>();
    p.key.rsrc1 = hex_field(j, "rsrc1");
    p.key.rsrc2 = hex_field(j, "rsrc2");
    p.key.rsrc3 = hex_field(j, "rsrc3");
    out.push_back(std::move(p));
  }
  return out;
}

// The group sizes tests/opencl/kernels_test.cpp dispatches each kernel with.
std::vector<std::array<uint16_t, 3>> opencl_groups(std::string_view kernel) {
  if (kernel == "grid2d") return {{8, 4, 1}, {8, 8, 1}, {16, 2, 1}, {4, 16, 1}};
  if (kernel == "reduce_sum") return {{256, 1, 1}};
  return {{64, 1, 1}, {48, 1, 1}, {256, 1, 1}};
}

std::vector<Program> opencl_programs() {
  std::vector<Program> out;
  for (const opencl::KernelFile& f : opencl::kKernelFiles) {
    for (int wave : {32, 64}) {
      std::string error;
      std::vector<uint8_t> elf = opencl::read_file(opencl::kernel_object(f.file, wave), &error);
      auto obj = opencl::load_code_object(elf, 0x100000000ull, &error);
      const opencl::Kernel* k = obj ? obj->find(f.kernel) : nullptr;
      if (k == nullptr || k->code_offset >= obj->image.size()) continue;  // counted below
      for (const auto& g : opencl_groups(f.kernel)) {
        Program p;
        p.name = "opencl." + std::string(f.kernel) + ".w" + std::to_string(wave) + "." +
                 std::to_string(g[0]) + "x" + std::to_string(g[1]);
        p.code.assign(obj->image.begin() + static_cast<ptrdiff_t>(k->code_offset),
                      obj->image.end());
        p.key.wave64 = !k->kd.wave32();
        for (int d = 0; d < 3; ++d) p.key.threads[d] = g[d];
        p.key.rsrc1 = k->kd.compute_pgm_rsrc1;
        p.key.rsrc2 = opencl::dispatch_rsrc2(k->kd);
        p.key.rsrc3 = k->kd.compute_pgm_rsrc3;
        out.push_back(std::move(p));
      }
    }
  }
  return out;
}

const std::vector<Program>& all_programs() {
  static const std::vector<Program> programs = [] {
    std::vector<Program> v = twin_programs();
    std::vector<Program> o = opencl_programs();
    v.insert(v.end(), std::make_move_iterator(o.begin()), std::make_move_iterator(o.end()));
    return v;
  }();
  return programs;
}

// Runs spirv-val on `words`; its exit status (-1 when it could not run) and
// what it printed.
int spirv_val(const std::vector<uint32_t>& words, std::string* output) {
  std::string path = ::testing::TempDir() + "rdnavk_translate_all_XXXXXX";
  int fd = mkstemp(path.data());
  if (fd < 0) return -1;
  size_t bytes = words.size() * 4;
  bool written = write(fd, words.data(), bytes) == static_cast<ssize_t>(bytes);
  close(fd);
  int status = -1;
  if (written) {
    std::string cmd = std::string(SPIRV_VAL) + " --target-env vulkan1.3 " + path + " 2>&1";
    if (FILE* p = popen(cmd.c_str(), "r")) {
      char buf[4096];
      size_t n;
      while ((n = fread(buf, 1, sizeof(buf), p)) > 0) output->append(buf, n);
      int st = pclose(p);
      status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    }
  }
  std::remove(path.c_str());
  return status;
}

TEST(TranslateAll, EveryTwinCaseAndOpenClKernelIsThereInBothWaveSizes) {
  size_t twin = 0, opencl = 0, wave64 = 0;
  for (const Program& p : all_programs()) {
    (p.name.rfind("opencl.", 0) == 0 ? opencl : twin) += 1;
    wave64 += p.key.wave64 ? 1 : 0;
  }
  // 15 twin cases (tests/twin/CMakeLists.txt), one program each in wave64 and
  // in wave32 but for the three that RADV compiles in wave64 under cswave32 too
  // (nonuniform_index, subgroup_lanes, subgroup_reduce); 8 kernels x 2 wave
  // sizes x the group sizes they are dispatched with (6 x 3 + 1 + 4).
  EXPECT_EQ(twin, 27u);
  EXPECT_EQ(opencl, 46u);
  EXPECT_EQ(wave64, 15u + 23u);
  // Every expected refusal names a program and a host that exist.
  for (const auto& [where, refusal] : kExpectedRefusals) {
    bool program = std::any_of(all_programs().begin(), all_programs().end(),
                               [&](const Program& p) { return p.name == where.first; });
    bool host = std::any_of(std::begin(kHosts), std::end(kHosts),
                            [&](const Host& h) { return h.name == where.second; });
    EXPECT_TRUE(program && host) << where.first << " on " << where.second;
  }
}

// The copies of the program a module holds: two where a split wave64 with a
// loop is written once for each half (decision record 0065), else one.
size_t copies(const std::string& assembly) {
  return assembly.find("\n%half_hi = OpLabel") != std::string::npos ? 2 : 1;
}

// Calls `check` with the module of each mandelbrot program for every host.
template <typename F>
void for_each_mandelbrot(F check) {
  for (const Program& p : all_programs()) {
    if (p.name.rfind("mandelbrot.", 0) != 0) continue;
    for (const Host& h : kHosts) {
      SCOPED_TRACE(p.name + " on " + h.name);
      ComputeKey key = p.key;
      key.host_subgroup = h.subgroup;
      key.host_denorm_kept = h.denorm_kept;
      TranslateResult r = translate_compute(p.code, key);
      ASSERT_TRUE(r.ok) << r.refusal << " (" << r.detail << ")";
      check(r.module.assembly);
    }
  }
}

// A block entered only by falling from a conditional branch goes on in that
// branch's segment (decision record 0051): mandelbrot's program is its entry,
// its loop (the exit test and the body after it, `s_branch` back) and its
// exit, so three segments on every host (in each copy of the program): one
// dispatcher trip a guest iteration. The same program with its body also branched to (from a second
// exit test, whose way in makes two) keeps the body's own segment.
TEST(TranslateAll, AConditionalBranchsFallGoesOnInItsSegment) {
  auto segments = [](const std::string& assembly) {
    size_t n = 0;
    for (size_t at = assembly.find("\n%seg"); at != std::string::npos;
         at = assembly.find("\n%seg", at + 1))
      ++n;
    return n;
  };
  for_each_mandelbrot(
      [&](const std::string& assembly) { EXPECT_EQ(segments(assembly), 3 * copies(assembly)); });
  // s_cmp_eq_u32 s0, 0; s_cbranch_scc1 BODY; [s_mov_b32 s1, 1;] BODY: s_endpgm.
  // With the s_mov, the block after the branch is entered by its fall alone
  // and joins the entry's segment, while s_endpgm's block, also branched to,
  // has its own; without it, s_endpgm's block is both the fall and the
  // target, and has its own segment too.
  auto words = [](std::vector<uint32_t> w) {
    std::vector<uint8_t> b(w.size() * 4);
    std::memcpy(b.data(), w.data(), b.size());
    return b;
  };
  const uint32_t cmp = 0xbf068000, endpgm = 0xbf810000, mov = 0xbe810381;
  const uint32_t branch_over_one = 0xbf850001, branch_to_next = 0xbf850000;
  ComputeKey key = all_programs().front().key;
  key.host_subgroup = 8;
  key.host_denorm_kept = 7;
  for (const auto& [code, want] : {std::pair{words({cmp, branch_over_one, mov, endpgm}), 2u},
                                   std::pair{words({cmp, branch_to_next, endpgm}), 2u}}) {
    TranslateResult r = translate_compute(code, key);
    ASSERT_TRUE(r.ok) << r.refusal << " (" << r.detail << ")";
    EXPECT_EQ(segments(r.module.assembly), want);
  }
}

// D52: a segment whose code branches back to its own start is a host loop, so
// mandelbrot's iteration goes round without a trip through the dispatcher: its
// module has three loops (the meeting's, the dispatcher's and the segment's) on
// every host, and the segment's back edge is its loop's continue target. A
// module with a copy for each half has the meeting's loop and two of the others.
TEST(TranslateAll, ASegmentThatBranchesToItsStartIsAHostLoop) {
  auto count = [](const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  for_each_mandelbrot([&](const std::string& assembly) {
    EXPECT_EQ(count(assembly, "OpLoopMerge"), 1 + 2 * copies(assembly));
    EXPECT_EQ(count(assembly, "OpLoopMerge %lmerge"), copies(assembly));
  });
}

class EachProgram : public ::testing::TestWithParam<size_t> {};

TEST_P(EachProgram, TranslatesForEveryHostAndSpirvValAcceptsTheModule) {
  const Program& p = all_programs()[GetParam()];
  for (const Host& h : kHosts) {
    SCOPED_TRACE(p.name + " on " + h.name);
    ComputeKey key = p.key;
    key.host_subgroup = h.subgroup;
    key.host_int64_atomics = h.int64_atomics;
    key.host_denorm_preserve = h.denorm_preserve;
    key.host_denorm_kept = h.denorm_kept;
    TranslateResult r = translate_compute(p.code, key);
    auto expected = kExpectedRefusals.find({p.name, h.name});
    if (expected != kExpectedRefusals.end()) {
      EXPECT_FALSE(r.ok);
      EXPECT_EQ(r.refusal, expected->second) << r.detail;
      continue;
    }
    ASSERT_TRUE(r.ok) << r.refusal << " (" << r.detail << ")";
    std::string output;
    EXPECT_EQ(spirv_val(r.module.spirv, &output), 0) << output;
  }
}

// A JSON file of tests/xlate/programs/draw/, or an empty object where there
// is none (a draw that kills rasterisation has no pixel program).
nlohmann::json draw_json(const std::string& path) {
  if (!std::filesystem::exists(path)) return nlohmann::json::object();
  return nlohmann::json::parse(std::ifstream(path));
}

// Each draw program of tests/xlate/programs/draw/ whose name ends in `suffix`
// (".ngg.bin", ".vs.bin", ".ps.bin"): its file name, bytes, and the JSON files
// of its draw's vertex program (NGG or legacy VS) and pixel program.
template <class Fn>
void for_each_draw_program(const std::string& suffix, Fn fn) {
  namespace fs = std::filesystem;
  for (const auto& entry : fs::directory_iterator(fs::path(XLATE_PROGRAM_DIR) / "draw")) {
    std::string name = entry.path().filename().string();
    if (!name.ends_with(suffix)) continue;
    std::string stem = entry.path().string();
    stem.resize(stem.size() - suffix.size());
    std::ifstream code_file(entry.path(), std::ios::binary);
    std::vector<uint8_t> code{std::istreambuf_iterator<char>(code_file), {}};
    std::string vertex = fs::exists(stem + ".ngg.json") ? stem + ".ngg.json" : stem + ".vs.json";
    fn(name, code, draw_json(vertex), draw_json(stem + ".ps.json"));
  }
}

uint32_t hex_field(const nlohmann::json& j) {
  return static_cast<uint32_t>(std::stoul(j.get<std::string>(), nullptr, 16));
}

// The pixel program's inputs in the vertex program's key: the param export
// each reads (SPI_PS_INPUT_CNTL_n.OFFSET), as exec/draw_plan.cpp takes them.
void key_ps_inputs(const nlohmann::json& ps, MeshKey* key) {
  if (!ps.contains("input_cntl")) return;
  for (const auto& cntl : ps["input_cntl"]) key->ps_param[key->ps_inputs++] = hex_field(cntl) & 31;
}

// Translates `code` as a mesh module for lavapipe's and NVIDIA's subgroups (8
// and 32), with lanes crossed through subgroup operations and in memory (D32),
// and runs spirv-val on each module, a mesh module's entry point MeshEXT and
// the streamout pass's GLCompute. Where the subgroup is the wave (32
// lanes, wave32), the memory path leaves no shuffle and no subgroup barrier;
// the subgroup path checks that the wave's lanes are all there before each.
// Returns how many modules were translated.
size_t translate_for_each_host(const std::string& name, const std::vector<uint8_t>& code,
                               MeshKey key) {
  size_t translated = 0;
  for (uint32_t subgroup : {8u, 32u})
    for (bool in_memory : {false, true}) {
      SCOPED_TRACE(name + " on subgroups of " + std::to_string(subgroup) +
                   (in_memory ? ", lanes crossed in memory" : ""));
      key.host_subgroup = subgroup;
      key.crosslane_in_memory = in_memory;
      TranslateResult r = translate_mesh(code, key);
      EXPECT_TRUE(r.ok) << r.refusal << " (" << r.detail << ")";
      if (!r.ok) continue;
      std::string output;
      EXPECT_EQ(spirv_val(r.module.spirv, &output), 0) << output;
      const std::string& text = r.module.assembly;
      // The streamout pass is a compute module of one wave a workgroup, a
      // legacy geometry pass one of a subgroup.
      const char* model = key.streamout_pass || key.legacy_gs ? "GLCompute" : "MeshEXT";
      EXPECT_NE(text.find(std::string("OpEntryPoint ") + model), std::string::npos);
      if (key.streamout_pass) {
        EXPECT_EQ(r.module.local_size, key.wave64 ? 64u : 32u);
      }
      bool is_wave = subgroup == 32 && !key.wave64;
      bool direct = is_wave && !in_memory;
      if (is_wave && in_memory) {
        EXPECT_EQ(text.find("OpGroupNonUniformShuffle"), std::string::npos);
        EXPECT_EQ(text.find("OpControlBarrier %c_sg"), std::string::npos);
      }
      if (direct && text.find("OpGroupNonUniformShuffle") != std::string::npos) {
        EXPECT_NE(text.find("OpConstant %u32 " + std::to_string(kStatusLanesApart)),
                  std::string::npos);
      }
      ++translated;
    }
  return translated;
}

// Every draw's NGG program (tests/xlate/programs/draw/, the rdnavk-gtwin cases
// under RADV) translates as a mesh module (D25) for lavapipe's and NVIDIA's
// subgroups, its key from its draw's registers, and spirv-val accepts it.
TEST(TranslateAll, EveryDrawsNggProgramIsAMeshModule) {
  size_t translated = 0;
  for_each_draw_program(".ngg.bin", [&](const std::string& name, const std::vector<uint8_t>& code,
                                        const nlohmann::json& ngg, const nlohmann::json& ps) {
    MeshKey key;
    key.wave64 = ngg["wave64"];
    key.rsrc1 = hex_field(ngg["rsrc1"]);
    key.rsrc2 = hex_field(ngg["rsrc2"]);
    ASSERT_EQ(ngg["prim_type"], 4) << name;  // triangle lists
    key.vertices_per_primitive = 3;
    uint32_t ge_cntl = hex_field(ngg["ge_cntl"]);
    key.max_primitives = static_cast<uint16_t>(std::min(ge_cntl & 0x1ffu, 256u / 3));
    key.max_vertices = static_cast<uint16_t>(std::min((ge_cntl >> 9) & 0x1ffu, 256u));
    key.passthrough = (hex_field(ngg["stages_en"]) >> 25) & 1;
    key_ps_inputs(ps, &key);
    translated += translate_for_each_host(name, code, key);
  });
  EXPECT_EQ(translated, 24u);  // 3 cases x 2 wave sizes x 2 hosts x 2 paths
}

// A primitive's vertices for VGT_PRIMITIVE_TYPE (exec/draw_plan.cpp): 1 for
// points, 2 for lines, 3 for triangles; 0 for any other.
uint8_t vertices_per_primitive(uint32_t prim_type) {
  namespace pt = regs::enums::VGT_DI_PRIM_TYPE;
  const uint32_t t = prim_type;
  if (t == pt::kDI_PT_POINTLIST) return 1;
  if (t == pt::kDI_PT_LINELIST || t == pt::kDI_PT_LINESTRIP) return 2;
  return t == pt::kDI_PT_TRILIST || t == pt::kDI_PT_TRIFAN || t == pt::kDI_PT_TRISTRIP ? 3 : 0;
}

// The position exports after pos0 and points' sizes in the key, as
// exec/draw_plan.cpp takes them from PA_CL_VS_OUT_CNTL: the misc vector (pos1)
// with a point size or layer, then the clip and cull distances' exports in
// order; for points PA_SU_POINT_SIZE and PA_SU_POINT_MINMAX's radii (12.4
// fixed point) as diameters.
void key_position_exports(const nlohmann::json& vs, MeshKey* key) {
  regs::PaClVsOutCntl out{hex_field(vs["vs_out_cntl"])};
  key->layer_export = out.use_vtx_render_target_indx() != 0;
  key->misc_export = key->layer_export || out.use_vtx_point_size() != 0;
  uint8_t slot = key->misc_export ? 2 : 1;
  if (out.vs_out_ccdist0_vec_ena()) key->ccdist_slot[0] = slot++;
  if (out.vs_out_ccdist1_vec_ena()) key->ccdist_slot[1] = slot++;
  key->clip_mask = static_cast<uint8_t>(out.raw & 0xffu);
  key->cull_mask = static_cast<uint8_t>((out.raw >> 8) & 0xffu);
  if (key->vertices_per_primitive != 1) return;
  auto diameter = [](uint32_t radius) { return std::bit_cast<uint32_t>(radius / 8.0f); };
  regs::PaSuPointMinmax minmax{hex_field(vs["point_minmax"])};
  key->point_size_export = out.use_vtx_point_size() != 0;
  key->point_size = diameter(regs::PaSuPointSize{hex_field(vs["point_size"])}.width());
  key->point_min = diameter(minmax.min_size());
  key->point_max = diameter(minmax.max_size());
}

// Every draw's legacy vertex program (RADV's transform feedback draws: no
// PRIMGEN_EN, decision record 0044) translates twice, for the same hosts as
// the NGG programs: as the draw's mesh module (MeshKey::legacy_vs, its
// subgroups within lavapipe's mesh limits alone as exec/draw_plan.cpp makes
// them: 256 vertices, 256 / vertices-per-primitive primitives), and as the
// streamout pass's compute module (MeshKey::streamout_pass, one wave of whole
// primitives a workgroup as exec/draw_passes.cpp run_streamout keys it); and
// spirv-val accepts every module.
TEST(TranslateAll, EveryDrawsLegacyVertexProgramIsAMeshModuleAndAStreamoutPass) {
  size_t translated = 0, streamout = 0;
  for_each_draw_program(".vs.bin", [&](const std::string& name, const std::vector<uint8_t>& code,
                                       const nlohmann::json& vs, const nlohmann::json& ps) {
    MeshKey key;
    key.legacy_vs = true;
    key.wave64 = vs["wave64"];
    key.rsrc1 = hex_field(vs["rsrc1"]);
    key.rsrc2 = hex_field(vs["rsrc2"]);
    // A copy shader's primitives are its geometry program's (0 points, 1
    // line strips, 2 triangle strips).
    const uint8_t vpp = vs.contains("out_prim_type")
                            ? static_cast<uint8_t>(vs["out_prim_type"].get<uint32_t>() + 1)
                            : vertices_per_primitive(vs["prim_type"]);
    ASSERT_NE(vpp, 0) << name << ": primitive type " << vs["prim_type"];
    key.vertices_per_primitive = vpp;
    key.max_vertices = 256;
    key.max_primitives = static_cast<uint16_t>(256 / vpp);
    key_position_exports(vs, &key);
    key_ps_inputs(ps, &key);
    translated += translate_for_each_host(name + " (draw)", code, key);
    // The streamout pass runs where RSRC2_VS.SO_EN asks for stores and
    // VGT_STRMOUT_CONFIG.STREAMOUT_0_EN is set.
    if (((key.rsrc2 >> 12) & 1) != 0 && (hex_field(vs["strmout_config"]) & 1) != 0) ++streamout;
    const uint16_t wave = key.wave64 ? 64 : 32;
    key.streamout_pass = true;
    key.max_vertices = wave;
    key.max_primitives = static_cast<uint16_t>(wave / vpp);
    translated += translate_for_each_host(name + " (streamout pass)", code, key);
  });
  // 7 cases (xfb_points, xfb_lines, xfb_triangles, xfb_interleaved_separate,
  // xfb_instanced, and the copy shaders of xfb_geometry and
  // xfb_geometry_streams) x 2 wave sizes x 2 forms x 2 hosts x 2 paths; every
  // one stores.
  EXPECT_EQ(translated, 112u);
  EXPECT_EQ(streamout, 14u);
}

// Every legacy geometry program (the merged ES+GS program of a draw whose
// VGT_SHADER_STAGES_EN has GS_EN without PRIMGEN_EN) translates as its pass's
// compute module (decision record 0045), its key from the draw's registers as
// exec/draw_plan.cpp reads them, and spirv-val accepts it.
TEST(TranslateAll, EveryDrawsLegacyGeometryProgramIsAComputePass) {
  size_t translated = 0;
  for_each_draw_program(".gs.bin", [&](const std::string& name, const std::vector<uint8_t>& code,
                                       const nlohmann::json&, const nlohmann::json&) {
    const nlohmann::json gs = draw_json(std::string(XLATE_PROGRAM_DIR) + "/draw/" +
                                        name.substr(0, name.size() - 4) + ".json");
    MeshKey key;
    key.legacy_gs = true;
    key.gs = true;
    key.wave64 = gs["wave64"];
    key.rsrc1 = hex_field(gs["rsrc1"]);
    key.rsrc2 = hex_field(gs["rsrc2"]);
    key.gs_in_vertices = vertices_per_primitive(gs["prim_type"]);
    ASSERT_NE(key.gs_in_vertices, 0) << name;
    key.vertices_per_primitive = static_cast<uint8_t>(gs["out_prim_type"].get<uint32_t>() + 1);
    const regs::VgtGsInstanceCnt ic{hex_field(gs["instance_cnt"])};
    const uint32_t instances = ic.enable() ? ic.cnt() : 1;
    key.gs_instances = static_cast<uint8_t>(instances);
    key.gs_max_vert_out = gs["max_vert_out"].get<uint16_t>();
    key.gs_prim_amp = key.gs_max_vert_out;
    const uint32_t onchip = hex_field(gs["onchip_cntl"]);
    key.max_vertices = static_cast<uint16_t>(std::min(onchip & 0x7ffu, 256u));
    key.max_primitives = static_cast<uint16_t>(
        std::min({(onchip >> 11) & 0x7ffu, (onchip >> 22) / instances, 256u / instances}));
    translated += translate_for_each_host(name, code, key);
  });
  // 2 cases (xfb_geometry, xfb_geometry_streams) x 2 captures (RADV's wave64
  // and gewave32 compilations, both wave64 programs) x 2 hosts x 2 paths.
  EXPECT_EQ(translated, 16u);
}

// And every draw's pixel program as a fragment module.
TEST(TranslateAll, EveryDrawsPixelProgramIsAFragmentModule) {
  size_t translated = 0;
  for_each_draw_program(".ps.bin", [&](const std::string& name, const std::vector<uint8_t>& code,
                                       const nlohmann::json&, const nlohmann::json& ps) {
    FragmentKey key;
    key.wave64 = ps["wave64"];
    key.rsrc1 = hex_field(ps["rsrc1"]);
    key.rsrc2 = hex_field(ps["rsrc2"]);
    key.input_ena = hex_field(ps["input_ena"]);
    key.input_addr = hex_field(ps["input_addr"]);
    key.col_format = hex_field(ps["col_format"]);
    for (const auto& cntl : ps["input_cntl"]) {
      key.flat |= ((hex_field(cntl) >> 10) & 1u) << key.ps_inputs;
      ++key.ps_inputs;
    }
    SCOPED_TRACE(name);
    TranslateResult r = translate_fragment(code, key);
    ASSERT_TRUE(r.ok) << r.refusal << " (" << r.detail << ")";
    std::string output;
    EXPECT_EQ(spirv_val(r.module.spirv, &output), 0) << output;
    ++translated;
  });
  EXPECT_EQ(translated, 20u);  // 3 + 7 (xfb_*) cases x 2 wave sizes
}

std::string program_name(const ::testing::TestParamInfo<size_t>& info) {
  std::string n = all_programs()[info.param].name;
  std::replace(n.begin(), n.end(), '.', '_');
  return n;
}

INSTANTIATE_TEST_SUITE_P(TranslateAll, EachProgram,
                         ::testing::Range(size_t{0}, all_programs().size()), program_name);

}  // namespace
}  // namespace rdnavk::xlate
