// The translator: an RDNA2 program and the register state it depends on become
// one SPIR-V module that runs the program's waves exactly (decision records
// 0010, 0012 and 0018), or a refusal with a named reason. Compute is the stage
// carried out today (compute_stage.cpp); its core (module_writer.cpp) is
// stage-neutral.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "xlate/memory_regions.h"
#include "xlate/push_layout.h"
#include "xlate/stage.h"
#include "xlate/status.h"

namespace rdnavk::xlate {

// The dispatch state a compute module is specialised for: everything the
// program's behaviour depends on apart from its bytes. Two dispatches with equal
// keys and equal bytes share a module. The wave size and the host's facts are
// the base every stage's key shares (stage.h).
struct ComputeKey : WaveKey {
  uint16_t threads[3] = {1, 1, 1};  // COMPUTE_NUM_THREAD_X/Y/Z.NUM_THREAD_FULL
  uint32_t rsrc1 = 0;               // COMPUTE_PGM_RSRC1 (float mode, register counts)
  uint32_t rsrc2 = 0;               // COMPUTE_PGM_RSRC2 (user SGPRs, enables, LDS size)
  uint32_t rsrc3 = 0;               // COMPUTE_PGM_RSRC3 (SHARED_VGPR_CNT)
  // COMPUTE_DISPATCH_INITIATOR.PARTIAL_TG_EN: the dispatch's last groups may
  // have fewer threads than NUM_THREAD_FULL.
  bool partial_groups = true;
  // The host compiles a workgroup array's per-lane accesses as a loop over the
  // lanes with a stack slot each, which its coroutines keep across barriers,
  // and a buffer's as one gather (llvmpipe): the LDS is a region of a host
  // buffer, one per group (D55).
  bool lds_in_buffer = false;
  // Buffer accesses through descriptors that the user data locates may be
  // ordered by region (D60): the executor reads the descriptors before each
  // dispatch and sets this only where the module's regions then lie apart.
  bool memory_regions = false;
  bool operator==(const ComputeKey&) const = default;
};

// A draw's NGG program as a mesh module (D25): one workgroup per subgroup that
// primitive assembly made (exec/primitive_assembly.h).
// The half-extent of the host viewport window-space draws go through: a power
// of two within every host's viewport limits.
inline constexpr float kWindowHalf = 8192.0f;
// The global data share's bytes a draw's programs reach (GFX10's 64 KiB,
// cp::kGdsBytes; decision record 0046).
inline constexpr uint32_t kGdsShareBytes = 65536;

struct MeshKey : WaveKey {
  uint32_t rsrc1 = 0;  // SPI_SHADER_PGM_RSRC1_GS
  uint32_t rsrc2 = 0;  // SPI_SHADER_PGM_RSRC2_GS
  // The subgroups' most vertices and primitives, and a primitive's vertices
  // (1 points, 2 lines, 3 triangles); each primitive's vertices are emitted
  // apart, so primitives times vertices is at most 256.
  uint16_t max_vertices = 0;
  uint16_t max_primitives = 0;
  uint8_t vertices_per_primitive = 3;
  bool passthrough = false;  // VGT_SHADER_STAGES_EN.PRIMGEN_PASSTHRU_EN: v0 packed as exported
  // A geometry program (VGT_SHADER_STAGES_EN.GS_EN, decision record 0030):
  // max_vertices and max_primitives bound the subgroup's input vertices (ES
  // threads) and primitives, of gs_in_vertices each; each primitive runs
  // gs_instances GS threads (VGT_GS_INSTANCE_CNT), primitive-major, which emit
  // at most gs_max_vert_out vertices each (VGT_GS_MAX_VERT_OUT) and
  // gs_prim_amp primitives (GE_NGG_SUBGRP_CNTL.PRIM_AMP_FACTOR);
  // vertices_per_primitive is what they emit (VGT_GS_OUT_PRIM_TYPE).
  bool gs = false;
  uint8_t gs_in_vertices = 3;
  uint8_t gs_instances = 1;
  uint16_t gs_max_vert_out = 0, gs_prim_amp = 0;
  // The subgroup's most output vertices and primitives.
  unsigned out_vertex_limit() const {
    return gs ? unsigned{max_primitives} * gs_instances * gs_max_vert_out : max_vertices;
  }
  unsigned out_primitive_limit() const {
    return gs ? unsigned{max_primitives} * gs_instances * std::max(gs_max_vert_out, gs_prim_amp)
              : max_primitives;
  }
  // The subgroup's threads: one an input vertex or primitive, a GS thread, or
  // an output vertex or primitive (before rounding up to whole waves).
  unsigned threads() const {
    unsigned t = std::max<unsigned>(max_vertices, max_primitives);
    if (gs) t = std::max(t, unsigned{max_primitives} * gs_instances);
    // A legacy geometry program writes no mesh outputs (legacy_gs).
    if (gs && !legacy_gs) t = std::max({t, out_vertex_limit(), out_primitive_limit()});
    return t;
  }
  // A rect list (VGT_GS_OUT_PRIM_TYPE RECTLIST): each primitive's three
  // vertices are a rectangle's corner and its two neighbours; the fourth is
  // their parallelogram's, and the rectangle is drawn as two triangles.
  bool rect_list = false;
  // PA_CL_VS_OUT_CNTL.USE_VTX_RENDER_TARGET_INDX: pos1's z is the vertex's
  // layer. The targets have one layer: a primitive in another is refused.
  bool layer_export = false;
  // Points' size: from pos1's x (PA_CL_VS_OUT_CNTL.USE_VTX_POINT_SIZE), else
  // `point_size` (PA_SU_POINT_SIZE's diameter, f32 bits); either clamped to
  // [point_min, point_max] (PA_SU_POINT_MINMAX's, as diameters).
  bool point_size_export = false;
  uint32_t point_size = 0, point_min = 0, point_max = 0;
  // pos1 is the misc vector (PA_CL_VS_OUT_CNTL.VS_OUT_MISC_VEC_ENA).
  bool misc_export = false;
  // Clip and cull distances (PA_CL_VS_OUT_CNTL.CLIP_DIST_ENA_n, CULL_DIST_ENA_n):
  // distance n is component n % 4 of position export ccdist_slot[n / 4] (the
  // slots after pos0 and the misc vector, in order; 0: not exported). A clip
  // distance below 0 clips (not points: the hardware does not clip them by
  // distances); a cull distance culls the primitive whose vertices all have it
  // below 0.
  uint8_t clip_mask = 0, cull_mask = 0;
  std::array<uint8_t, 2> ccdist_slot{};
  // Positions in window space (PA_CL_CLIP_CNTL.CLIP_DISABLE with PA_CL_VTE_CNTL
  // taking x, y, z as they are): the host draws them through the viewport
  // (-kWindowHalf, -kWindowHalf) to (kWindowHalf, kWindowHalf), depth 0 to 1,
  // as (x, y) / kWindowHalf, which it scales back exactly. A vertex at or
  // past that square, with w other than 1 or z outside [0, 1] is refused.
  bool window_space = false;
  // The pixel program's inputs in order: the param export each reads
  // (SPI_PS_INPUT_CNTL_n.OFFSET), or kPsParamDefault | DEFAULT_VAL for an
  // input that takes a constant; the module hands each primitive's three
  // vertices' values of them to the fragment module.
  uint8_t ps_inputs = 0;
  std::array<uint8_t, 32> ps_param{};
  // Quads (VGT_DI_PT_QUADLIST, QUADSTRIP, POLYGON: decision record 0038): each
  // quad's second triangle follows its first, marked in its primitive words
  // (MeshRecord::kQuadSecond), and checks that the split decides nothing:
  // which inputs are flat (SPI_PS_INPUT_CNTL_n.FLAT_SHADE, by input) and
  // whether any is interpolated without perspective (SPI_PS_INPUT_ENA's
  // LINEAR_*) say what is checked.
  bool quads = false;
  uint32_t ps_flat = 0;
  bool ps_linear = false;
  // A legacy vertex program (VGT_SHADER_STAGES_EN without PRIMGEN_EN: D881,
  // decision record 0044): rsrc1 and rsrc2 are SPI_SHADER_PGM_RSRC1/2_VS, and
  // the program declares no counts and exports no primitive. Its waves start
  // as a VS wave does: USER_DATA_VS from s0, then the streamout words
  // RSRC2_VS.SO_EN and SO_BASEn_EN ask for; VertexID in v0, InstanceID in v3;
  // EXEC the wave's vertices. The module writes the subgroup's counts and
  // primitives from the draw's record as GS_ALLOC_REQ and exp prim would.
  bool legacy_vs = false;
  // The streamout pass (decision record 0044): the legacy program run as
  // compute waves of one workgroup each, a lane each vertex of the draw's
  // primitives in draw order (MeshRecord's streamout words say which of them
  // the buffers take); its exports are dropped and its stores carried out.
  bool streamout_pass = false;
  // A legacy geometry program (VGT_SHADER_STAGES_EN with GS_EN and no
  // PRIMGEN_EN: decision record 0045): the merged ES+GS program run as
  // compute workgroups, a subgroup each, its waves started as D30's with
  // gs2vs_offset in s2; it writes its vertices to the GSVS ring itself and
  // sends GS EMIT and CUT, which the module records by thread and stream
  // (GsEmitRecord) for the draw runner's assembly. gs, gs_in_vertices,
  // gs_instances and gs_max_vert_out are as for an NGG geometry program;
  // rsrc1 and rsrc2 are SPI_SHADER_PGM_RSRC1/2_GS.
  bool legacy_gs = false;
  bool operator==(const MeshKey&) const = default;
};

// A draw's pixel program as a fragment module (D25): one host subgroup of
// fragment invocations is a pixel wave, its lanes past the subgroup never
// covered; the translation core sees a subgroup as wide as the wave.
// MeshKey::ps_param: the input is SPI_PS_INPUT_CNTL_n.DEFAULT_VAL's constant
// (0: (0, 0, 0, 0), 1: (0, 0, 0, 1), 2: (1, 1, 1, 0), 3: (1, 1, 1, 1), floats).
inline constexpr uint8_t kPsParamDefault = 0x80;

struct FragmentKey : WaveKey {
  uint32_t rsrc1 = 0;       // SPI_SHADER_PGM_RSRC1_PS
  uint32_t rsrc2 = 0;       // SPI_SHADER_PGM_RSRC2_PS
  uint32_t input_ena = 0;   // SPI_PS_INPUT_ENA
  uint32_t input_addr = 0;  // SPI_PS_INPUT_ADDR
  uint8_t ps_inputs = 0;    // SPI_PS_IN_CONTROL.NUM_INTERP
  uint32_t flat = 0;        // bit n: SPI_PS_INPUT_CNTL_n.FLAT_SHADE
  uint32_t col_format = 0;  // SPI_SHADER_COL_FORMAT
  // By export (D29's numbering): the target's class (0 float, 1 unsigned, 2
  // signed integer) and, for integers, its channels' width, which an exported
  // value must fit.
  std::array<uint8_t, 8> target_class{};
  std::array<uint8_t, 8> target_bits{};
  // By export: which export channel each host channel j takes, two bits a
  // channel from the least significant (COMP_SWAP's order where no host
  // format has it); 0xe4 keeps X, Y, Z, W.
  std::array<uint8_t, 8> target_swizzle{0xe4, 0xe4, 0xe4, 0xe4, 0xe4, 0xe4, 0xe4, 0xe4};
  // By export: the target's channels (1 to 4); its first that many take an
  // export channel.
  std::array<uint8_t, 8> target_channels{4, 4, 4, 4, 4, 4, 4, 4};
  // A quad draw (D38): the barycentrics must reach nothing but v_interp.
  bool quads = false;
  bool provoking_last = false;  // PA_SU_SC_MODE_CNTL.PROVOKING_VTX_LAST: flat inputs' P0
  // Dual-source blending: export 1 is target 0's second source (Location 0,
  // Index 1).
  bool dual_source = false;
  // Point sprites (SPI_PS_INPUT_CNTL_n.PT_SPRITE_TEX on a point draw with
  // SPI_INTERP_CONTROL_0.PNT_SPRITE_ENA): bit n, input n's channels are
  // replaced as sprite_select says, three bits a channel from x (SEL_0, SEL_1,
  // SEL_S, SEL_T, NONE: the input's own); T is 1 at the top with sprite_top_1.
  uint32_t sprite = 0;
  uint16_t sprite_select = 0;
  bool sprite_top_1 = false;
  uint8_t vertices_per_primitive = 3;
  // One sample a pixel at its centre (no MSAA, sample 0 of every pixel of
  // the quad at offset 0): the centroid and the sample are the centre, so
  // their I and J are the centre's.
  bool centre_only = false;
  // Sample shading (DB_EQAA.PS_ITER_SAMPLES of every sample, D42): the module
  // runs once a sample; the host's sample h is the hardware's hw_sample[h]
  // (the ancillary VGPR's sample id). Its I and J at the sample are
  // PERSP/LINEAR_SAMPLE's, at the pixel's centre the CENTER ones'; POS_X/Y
  // are the sample's place.
  bool sample_shading = false;
  std::array<uint8_t, 8> hw_sample{0, 1, 2, 3, 4, 5, 6, 7};
  // exp mrtz (DB_SHADER_CONTROL, SPI_SHADER_Z_FORMAT): its format, and whether
  // its depth (x) reaches a depth target. The depth must lie in [z_min, z_max]
  // (PA_SC_VPORT_ZMIN/ZMAX_0, float bits), where the DB's clamp and the host's
  // agree that nothing is clamped.
  uint8_t z_format = 0;
  bool z_export = false;
  // exp mrtz's y channel (32_GR) is the stencil reference for the test and the
  // operation (DB_SHADER_CONTROL.STENCIL_TEST/OP_VAL_EXPORT_ENABLE) of a
  // stencil target: the host's FragStencilRefEXT.
  bool s_export = false;
  uint32_t z_min = 0, z_max = 0;
  // FRONT_FACE (SPI_PS_INPUT_ENA bit 12) of a triangle with
  // SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS clear: 1.0 where the triangle faces
  // front, -1.0 where it faces back (both drivers' compilers read the VGPR
  // as `front_face ? 1.0 : -1.0`: Mesa's load_front_face_fsign, which
  // ac_nir's options enable for every AMD GPU). Otherwise not published.
  bool front_face_sign = false;
  bool operator==(const FragmentKey&) const = default;
};

// A draw's record, which the mesh workgroups read (MeshPush::draw), in dwords:
// a head, then one record of subgroup_words per subgroup (WorkgroupId.x).
struct MeshRecord {
  static constexpr uint32_t kUserDataAddr = 0;  // SPI_SHADER_USER_DATA_ADDR_LO/HI_GS
  static constexpr uint32_t kUserData = 2;      // SPI_SHADER_USER_DATA_GS_0..31
  static constexpr uint32_t kPsUserData = 34;   // SPI_SHADER_USER_DATA_PS_0..31
  // A legacy vertex program's streamout words (MeshKey::legacy_vs): the four
  // buffers' offsets at the draw's start in dwords (the SO_BASEn SGPRs), the
  // vertices one instance stores (instance k's first is k times it), and the
  // vertices of the whole primitives the buffers take (the draw's, across its
  // instances).
  static constexpr uint32_t kStreamoutOffsets = 66;
  static constexpr uint32_t kStreamoutInstanceVertices = 70;
  static constexpr uint32_t kStreamoutFit = 71;
  // A legacy geometry pass's (MeshKey::legacy_gs): the emit records' device
  // address (GsEmitRecord, a record per thread of each workgroup in order),
  // and the GSVS ring's bytes a wave (gs2vs_offset of wave w of workgroup g is
  // (g * waves a workgroup + w) times it).
  static constexpr uint32_t kGsEmitAddr = 72;
  static constexpr uint32_t kGsvsWaveBytes = 74;
  // The streamout pass's stream (the configuration SGPR's bits 25:24).
  static constexpr uint32_t kStreamoutStream = 75;
  // The global data share's device address (kGdsShareBytes of it), which the
  // programs' GDS atomics reach (decision record 0046).
  static constexpr uint32_t kGdsAddr = 76;
  static constexpr uint32_t kHeadWords = 78;
  // A subgroup's: its vertices, primitives and first primitive's number in
  // the draw, then max_vertices VertexIDs, then per primitive (max_primitives)
  // two dwords: vertices 0 and 1 (16 bits each), vertices 2 and 3 (thread
  // numbers); with adjacency (MeshKey::gs_in_vertices above 3) a third,
  // vertices 4 and 5. Quads (MeshKey::quads) have no vertex 3: its place holds
  // 1 in a quad's second triangle (kQuadSecond).
  // In the streamout pass, a subgroup is one wave, its vertices those of its
  // primitives in order, and kFirstPrimitiveId holds the place of its first in
  // the instance's vertices.
  static constexpr uint32_t kVertices = 0;
  static constexpr uint32_t kPrimitives = 1;
  static constexpr uint32_t kFirstPrimitiveId = 2;
  // A legacy geometry pass's subgroup: its instance, from the draw's first.
  static constexpr uint32_t kInstance = 3;
  static constexpr uint32_t kVertexIds = 4;
  static constexpr uint32_t kQuadSecond = 1;
  static constexpr uint32_t primitive_words(uint32_t vertices_per_primitive) {
    return vertices_per_primitive > 4 ? 3 : 2;
  }
  static constexpr uint32_t subgroup_words(uint32_t max_vertices, uint32_t max_primitives,
                                           uint32_t vertices_per_primitive) {
    return kVertexIds + max_vertices + primitive_words(vertices_per_primitive) * max_primitives;
  }
};

// What a legacy geometry pass records of a GS thread's s_sendmsg GS EMIT and
// CUT (decision record 0045), in dwords: by stream s, word s holds the
// vertices emitted (bits 30:0) and whether it emitted past the stream's
// VGT_GS_MAX_VERT_OUT (bit 31); then by stream, cut_words(max) words whose bit
// k says that a cut came before vertex k (the vertex starts a strip).
struct GsEmitRecord {
  static constexpr uint32_t kOverflow = 1u << 31;
  static constexpr uint32_t cut_words(uint32_t max_vert_out) { return (max_vert_out + 31) / 32; }
  static constexpr uint32_t words(uint32_t max_vert_out) { return 4 + 4 * cut_words(max_vert_out); }
};

struct CompiledModule {
  std::vector<uint32_t> spirv;
  std::string assembly;     // the SPIR-V text (RDNAVK_DEBUG=spirv)
  uint32_t local_size = 0;  // invocations per workgroup: waves * wave size
  // What the module asks of the host's workgroup (xlate/module_facts.h, D33).
  uint64_t workgroup_bytes = 0;
  uint32_t output_components = 0;
  uint32_t waves_per_group = 0;
  uint32_t required_subgroup = 0;  // 0: any
  bool split_waves = false;        // its waves run as independent host subgroups (D23)
  std::string whole_waves_why;     // where not split though the subgroup is narrower: why
  bool uses_scratch = false;
  bool uses_gds = false;  // its programs' GDS atomics reach MeshRecord::kGdsAddr's share
  // The program may write guest memory (a store or atomic of any kind, GDS
  // included, but not the LDS's): a draw that runs it cannot be run again
  // without writing twice (decision record 0047's replayable draws).
  bool stores_memory = false;
  uint32_t instructions = 0;
  uint32_t code_bytes = 0;  // the program's extent from its address
  // Bytes of one group's LDS region in the executor's LDS buffer (D55); 0 where
  // the LDS is workgroup memory.
  uint32_t lds_buffer_bytes = 0;
  // The memory regions whose descriptors the executor reads before each
  // dispatch (D60): accesses of two of them are not ordered, so the module may
  // run only where their reaches lie apart, the written ones from every other.
  std::vector<MemoryRegion> regions;
};

struct TranslateResult {
  bool ok = false;
  std::string refusal;  // a named reason ("instruction-v_foo"), when not ok
  std::string detail;   // where: "offset 0x40: v_foo_b32 v1, v2"
  CompiledModule module;
};

// Translates the program starting at `code[0]`. `code` is every byte of guest
// memory from the program's address that the translator may read (the program's
// end is found by following its control flow).
TranslateResult translate_compute(std::span<const uint8_t> code, const ComputeKey& key);
// The same for a draw's NGG program (SPI_SHADER_PGM_LO/HI_ES).
TranslateResult translate_mesh(std::span<const uint8_t> code, const MeshKey& key);
// The same for a draw's pixel program (SPI_SHADER_PGM_LO/HI_PS).
TranslateResult translate_fragment(std::span<const uint8_t> code, const FragmentKey& key);

}  // namespace rdnavk::xlate
