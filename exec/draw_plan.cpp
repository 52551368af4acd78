#include "exec/draw_plan.h"

#include "exec/target_format.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <optional>

#include "regs/color_buffer_view.h"
#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"

namespace rdnavk::exec {

namespace {

using namespace regs;

float as_float(uint32_t v) {
  return std::bit_cast<float>(v);
}

// A stage's program address: PGM_LO (bits 39:8) and PGM_HI's MEM_BASE (47:40).
uint64_t program_at(const RegisterState& r, uint32_t lo) {
  return (uint64_t{r.read(lo)} << 8 | uint64_t{r.read(lo + 1) & 0xff} << 40) &
         ((uint64_t{1} << 48) - 1);
}

// The hardware's viewport transform (x * XSCALE + XOFFSET, ...) as a Vulkan
// viewport, which the host computes as x * (width / 2) + (x0 + width / 2):
// exact only where those halves and sums give back the registers' values.
bool viewport_of(const RegisterState& r, bool negative_one_to_one, VkViewport* v) {
  float xs = as_float(r.read(kPA_CL_VPORT_XSCALE)), xo = as_float(r.read(kPA_CL_VPORT_XSCALE + 1));
  float ys = as_float(r.read(kPA_CL_VPORT_XSCALE + 2)),
        yo = as_float(r.read(kPA_CL_VPORT_XSCALE + 3));
  float zs = as_float(r.read(kPA_CL_VPORT_XSCALE + 4)),
        zo = as_float(r.read(kPA_CL_VPORT_XSCALE + 5));
  v->width = 2 * xs;
  v->x = xo - xs;
  v->height = 2 * ys;
  v->y = yo - ys;
  // Depth: z * (max - min) + min; from GL's clip space z * (max - min) / 2 +
  // (max + min) / 2 (VK_EXT_depth_clip_control).
  bool z_exact;
  if (negative_one_to_one) {
    v->minDepth = zo - zs;
    v->maxDepth = zo + zs;
    z_exact = (v->maxDepth - v->minDepth) * 0.5f == zs && (v->maxDepth + v->minDepth) * 0.5f == zo;
  } else {
    v->minDepth = zo;
    v->maxDepth = zo + zs;
    z_exact = v->maxDepth - v->minDepth == zs;
  }
  bool exact = v->width * 0.5f == xs && v->x + v->width * 0.5f == xo && v->height * 0.5f == ys &&
               v->y + v->height * 0.5f == yo && z_exact;
  bool valid = v->width > 0 && v->height != 0 && v->minDepth >= 0 && v->minDepth <= 1 &&
               v->maxDepth >= 0 && v->maxDepth <= 1;
  return exact && valid;
}

// The largest render extent GFX10.3 has (16384, PA_SC_*_SCISSOR's 15 bits).
constexpr int64_t kMaxExtent = 16384;

struct Rect {
  int64_t x0 = 0, y0 = 0, x1 = 1 << 16, y1 = 1 << 16;
  void meet(int64_t ax0, int64_t ay0, int64_t ax1, int64_t ay1) {
    x0 = std::max(x0, ax0);
    y0 = std::max(y0, ay0);
    x1 = std::min(x1, ax1);
    y1 = std::min(y1, ay1);
  }
};

// Vulkan's standard sample locations (standardSampleLocations) for 2, 4 and 8
// samples, as PA_SC_AA_SAMPLE_LOCS_* hold them: x and y in 1/16 of a pixel
// from its centre, the hardware's signed 4-bit fields.
constexpr int8_t kStandardLocations[3][8][2] = {
    {{4, 4}, {-4, -4}},
    {{-2, -6}, {6, -2}, {-6, 2}, {2, 6}},
    {{1, -3}, {-1, 3}, {5, 1}, {-3, -5}, {-5, 5}, {-7, -1}, {3, 7}, {7, -7}},
};

// The vertex side's program key and user data: the NGG program's, or a
// legacy vertex program's (D881).
void vertex_keys(const RegisterState& r, bool legacy, bool w32, uint32_t max_verts,
                 uint32_t max_prims, uint32_t vpp, DrawPlan* p) {
  xlate::MeshKey& m = p->mesh;
  m.wave64 = !w32;
  m.rsrc1 = r.read(legacy ? kSPI_SHADER_PGM_RSRC1_VS : kSPI_SHADER_PGM_RSRC1_GS);
  m.rsrc2 = r.read(legacy ? kSPI_SHADER_PGM_RSRC1_VS + 1 : kSPI_SHADER_PGM_RSRC2_GS);
  m.max_vertices = static_cast<uint16_t>(max_verts);
  m.max_primitives = static_cast<uint16_t>(max_prims);
  m.vertices_per_primitive = static_cast<uint8_t>(vpp);
  p->border_colours =
      (uint64_t{r.read(kTA_BC_BASE_ADDR)} | uint64_t{r.read(kTA_BC_BASE_ADDR_HI) & 0xffu} << 32)
      << 8;
  p->user_data_addr[0] = r.read(kSPI_SHADER_USER_DATA_ADDR_LO_GS);
  p->user_data_addr[1] = r.read(kSPI_SHADER_USER_DATA_ADDR_LO_GS + 1);
  for (unsigned n = 0; n < 32; ++n)
    p->user_data_gs[n] =
        r.read((legacy ? kSPI_SHADER_USER_DATA_VS_0 : kSPI_SHADER_USER_DATA_GS_0) + n);
}

// A legacy geometry program (decision record 0045): its pass's key and
// subgroups, its GSVS ring, and the assembly of what it emits; the draw's
// mesh key, assembly and limits are the copy shader's.
std::string plan_legacy_gs(const RegisterState& r, uint32_t in_vpp, uint32_t vpp, uint32_t outprim,
                           DrawPlan* p) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  DrawLegacyGs& g = p->legacy_gs;
  g.enabled = true;
  g.program = program_at(r, kSPI_SHADER_PGM_LO_ES);
  g.user_data_addr[0] = r.read(kSPI_SHADER_USER_DATA_ADDR_LO_GS);
  g.user_data_addr[1] = r.read(kSPI_SHADER_USER_DATA_ADDR_LO_GS + 1);
  for (unsigned n = 0; n < 32; ++n) g.user_data[n] = r.read(kSPI_SHADER_USER_DATA_GS_0 + n);
  xlate::MeshKey& k = g.key;
  k.wave64 = true;
  k.rsrc1 = r.read(kSPI_SHADER_PGM_RSRC1_GS);
  k.rsrc2 = r.read(kSPI_SHADER_PGM_RSRC2_GS);
  k.gs = true;
  k.legacy_gs = true;
  k.gs_in_vertices = static_cast<uint8_t>(in_vpp);
  k.vertices_per_primitive = static_cast<uint8_t>(vpp);
  VgtGsInstanceCnt ic{r.read(kVGT_GS_INSTANCE_CNT)};
  if (ic.en_max_vert_out_per_gs_instance())
    return field("VGT_GS_INSTANCE_CNT.EN_MAX_VERT_OUT_PER_GS_INSTANCE");
  const uint32_t instances = ic.enable() ? ic.cnt() : 1;
  const uint32_t vert_out = r.read(kVGT_GS_MAX_VERT_OUT) & 0x7ffu;
  // Both drivers' most vertices a geometry thread emits is 256.
  if (instances == 0 || vert_out == 0 || vert_out > 256) return field("VGT_GS_MAX_VERT_OUT");
  k.gs_instances = static_cast<uint8_t>(instances);
  k.gs_max_vert_out = static_cast<uint16_t>(vert_out);
  k.gs_prim_amp = static_cast<uint16_t>(vert_out);
  // Subgroups: VGT_GS_ONCHIP_CNTL's ES vertices, GS primitives, and GS
  // threads (GS_INST_PRIMS_IN_SUBGRP, each primitive's instances), within a
  // workgroup of 256.
  const uint32_t onchip = r.read(kVGT_GS_ONCHIP_CNTL);
  const uint32_t max_verts = std::min(onchip & 0x7ffu, 256u);
  const uint32_t max_prims =
      std::min({(onchip >> 11) & 0x7ffu, (onchip >> 22) / instances, 256u / instances});
  if (max_prims == 0 || max_verts < in_vpp) return field("VGT_GS_ONCHIP_CNTL");
  k.max_vertices = static_cast<uint16_t>(max_verts);
  k.max_primitives = static_cast<uint16_t>(max_prims);
  // The ring.
  g.itemsize = r.read(kVGT_GSVS_RING_ITEMSIZE) & 0x7fffu;
  g.ring_units = r.read(kVGT_GSVS_RING_SIZE_UMD);
  for (uint32_t s = 0; s < 4; ++s) {
    g.ring_offset[s] = s == 0 ? 0 : r.read(kVGT_GSVS_RING_OFFSET_1 + s - 1) & 0x7fffu;
    g.vert_itemsize[s] = r.read(kVGT_GS_VERT_ITEMSIZE + s) & 0x7fffu;
    if (g.vert_itemsize[s] != 0 && g.ring_offset[s] + g.vert_itemsize[s] * vert_out > g.itemsize)
      return field("VGT_GSVS_RING_ITEMSIZE");
  }
  if (g.itemsize == 0 || g.vert_itemsize[0] == 0) return field("VGT_GSVS_RING_ITEMSIZE");
  // Each wave has its own 64 threads' items (drivers lay a stream's items
  // out for the wave's 64 lanes); the ring must hold a workgroup's waves.
  if (g.ring_units < g.itemsize) return field("VGT_GSVS_RING_SIZE (smaller than a wave's items)");
  // The copy shader's primitives: each geometry thread's strips of a stream,
  // in thread order, every strip ended by a restart.
  g.output = p->assembly;
  g.output.prim_type = outprim == 0   ? enums::VGT_DI_PRIM_TYPE::kDI_PT_POINTLIST
                       : outprim == 1 ? enums::VGT_DI_PRIM_TYPE::kDI_PT_LINESTRIP
                                      : enums::VGT_DI_PRIM_TYPE::kDI_PT_TRISTRIP;
  g.output.restart = true;
  g.output.restart_match_all = true;
  g.output.restart_index = kGsStripEnd;
  g.output.index_bits = 32;
  g.output.indexed = true;
  // The draw's own primitives are the pass's subgroups'.
  p->assembly.max_primitives = max_prims;
  p->assembly.max_vertices = max_verts;
  return {};
}

}  // namespace

// The draw's samples (D42): PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES with
// PA_SC_MODE_CNTL_0.MSAA_ENABLE; their locations, which must be the host's
// standard ones in some order, the same in each pixel of the quad; the sample
// mask of PA_SC_AA_MASK_*, the same in each pixel too. Sample shading, the
// coverage a pixel program reads and alpha to coverage are refused.
std::string plan_samples(const RegisterState& r, const vk::HostDeviceInfo& host, bool host_draws,
                         DrawPlan* p) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  PaScAaConfig aa{r.read(kPA_SC_AA_CONFIG)};
  const uint32_t log2 = aa.msaa_num_samples();
  const bool msaa_enable = PaScModeCntl0{r.read(kPA_SC_MODE_CNTL_0)}.msaa_enable() != 0;
  if (log2 > 3) return field("PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES");
  if ((log2 != 0) != msaa_enable) return field("PA_SC_MODE_CNTL_0.MSAA_ENABLE");
  if (aa.coverage_to_shader_select() != 0)
    return field("PA_SC_AA_CONFIG.COVERAGE_TO_SHADER_SELECT");
  if (DbAlphaToMask{r.read(kDB_ALPHA_TO_MASK)}.alpha_to_mask_enable())
    return field("DB_ALPHA_TO_MASK.ALPHA_TO_MASK_ENABLE");
  const uint32_t n = 1u << log2;
  p->samples = n;
  if (log2 != 0) {
    // Sample shading: the pixel program once a sample, where it runs at every
    // sample (which samples share an invocation at a lower rate is not
    // published).
    const uint32_t iter = DbEqaa{r.read(kDB_EQAA)}.ps_iter_samples();
    if (iter != 0 && iter != log2) return field("DB_EQAA.PS_ITER_SAMPLES (not every sample)");
    if (iter != 0 && host_draws && !host.caps.sample_rate_shading)
      return field("DB_EQAA.PS_ITER_SAMPLES (host)");
    p->fragment.sample_shading = iter != 0;
    if (host_draws && (host.caps.msaa_samples & n) == 0)
      return fmt::format("host-sample-count-{}", n);
    // Each pixel of the quad: four registers of four samples, a byte each
    // (x in bits 3:0, y in 7:4).
    for (uint32_t pixel = 0; pixel < 4; ++pixel) {
      for (uint32_t i = 0; i < n; ++i) {
        const uint32_t reg = r.read(kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0 + 4 * pixel + i / 4);
        const uint32_t byte = (reg >> (8 * (i % 4))) & 0xffu;
        const int x = static_cast<int>(byte & 0xf) - ((byte & 0x8) ? 16 : 0);
        const int y = static_cast<int>(byte >> 4) - ((byte & 0x80) ? 16 : 0);
        uint32_t at = n;
        for (uint32_t k = 0; k < n; ++k)
          if (kStandardLocations[log2 - 1][k][0] == x && kStandardLocations[log2 - 1][k][1] == y)
            at = k;
        if (at == n || (pixel != 0 && p->sample_order[i] != at))
          return field("PA_SC_AA_SAMPLE_LOCS_PIXEL (not the standard locations)");
        p->sample_order[i] = static_cast<uint8_t>(at);
      }
    }
    for (uint32_t i = 0; i < n; ++i)
      for (uint32_t j = 0; j < i; ++j)
        if (p->sample_order[i] == p->sample_order[j])
          return field("PA_SC_AA_SAMPLE_LOCS_PIXEL (not the standard locations)");
    for (uint32_t i = 0; i < n; ++i)
      p->fragment.hw_sample[p->sample_order[i]] = static_cast<uint8_t>(i);
  }
  // The mask: 16 bits a pixel, X0Y0 and X1Y0 in the first register.
  const uint32_t masks[2] = {r.read(kPA_SC_AA_MASK_X0Y0_X1Y0), r.read(kPA_SC_AA_MASK_X0Y1_X1Y1)};
  const uint32_t used = (1u << n) - 1;
  const uint32_t m0 = masks[0] & used;
  for (uint32_t pixel = 0; pixel < 4; ++pixel)
    if (((masks[pixel / 2] >> (16 * (pixel % 2))) & used) != m0)
      return field("PA_SC_AA_MASK (differs in the quad)");
  p->sample_mask = 0;
  for (uint32_t i = 0; i < n; ++i)
    if ((m0 >> i) & 1) p->sample_mask |= 1u << (log2 == 0 ? 0 : p->sample_order[i]);
  return {};
}

std::string plan_draw(const RegisterState& r, const vk::HostDeviceInfo& host, DrawPlan* p,
                      uint32_t max_threads) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  // ---- a pass of the CB over its targets' metadata: what it leaves in them
  // depends on nothing else the draw names (the drivers draw a rectangle
  // covering the level).
  const uint32_t cb_mode = CbColorControl{r.read(kCB_COLOR_CONTROL)}.mode();
  if (cb_mode == enums::CBMode::kCB_ELIMINATE_FAST_CLEAR ||
      cb_mode == enums::CBMode::kCB_DCC_DECOMPRESS ||
      cb_mode == enums::CBMode::kCB_FMASK_DECOMPRESS || cb_mode == enums::CBMode::kCB_DECOMPRESS)
    return plan_meta_pass(r, p);
  // ---- stages
  VgtShaderStagesEn stages{r.read(kVGT_SHADER_STAGES_EN)};
  if (stages.ls_en() || stages.hs_en()) return "draw-tessellation";
  // Without PRIMGEN_EN and with no stage before it, a legacy vertex program
  // (D881, decision record 0044): the VS registers' program, a mesh module
  // that assembles its own primitives. A queue that never wrote the register
  // has chosen neither kind.
  const bool legacy = !stages.primgen_en();
  // A legacy geometry program (decision record 0045): the merged ES+GS program
  // (ES_EN REAL, GS_EN) and its copy shader as the VS (VS_EN COPY_SHADER), as
  // both drivers set them; wave64, their only size for it.
  const bool legacy_gs = legacy && (stages.es_en() || stages.gs_en());
  if (legacy) {
    if (!r.was_written(kVGT_SHADER_STAGES_EN)) return field("VGT_SHADER_STAGES_EN (never written)");
    if (legacy_gs) {
      if (stages.es_en() != 2 || !stages.gs_en() || stages.vs_en() != 2)
        return field("VGT_SHADER_STAGES_EN (legacy geometry)");
      if ((stages.raw >> 22) & 1) return field("VGT_SHADER_STAGES_EN.GS_W32_EN (legacy geometry)");
    } else if (stages.vs_en() != 0) {
      return field("VGT_SHADER_STAGES_EN.VS_EN");
    }
    if ((stages.raw >> 12) & 1) return field("VGT_SHADER_STAGES_EN.VS_WAVE_ID_EN");
    // The hardware's primitive id in a VS wave's v2 is not published.
    if (VgtPrimitiveidEn{r.read(kVGT_PRIMITIVEID_EN)}.primitiveid_en())
      return "draw-legacy-vs-primitive-id";
  } else if (stages.es_en() != 2) {
    return field("VGT_SHADER_STAGES_EN.ES_EN");
  }
  p->mesh.legacy_vs = legacy;
  // Streamout: with a legacy program only, stream 0's buffers whole; the
  // rasterised stream is 0. GFX10.3's geometry engine neither stores nor
  // counts for an NGG program: RADV adds its own count of such draws' primitives
  // to the counters' (its emulated primitives generated query), and radeonsi
  // turns NGG off while it needs them.
  {
    VgtStrmoutConfig so{r.read(kVGT_STRMOUT_CONFIG)};
    if (so.rast_stream() != 0 || so.use_rast_stream_mask())
      return field("VGT_STRMOUT_CONFIG.RAST_STREAM");
    if (so.en_prims_needed_cnt()) return field("VGT_STRMOUT_CONFIG.EN_PRIMS_NEEDED_CNT");
    DrawStreamout& d = p->streamout;
    // A legacy VS emits to stream 0 alone; a legacy geometry program to any.
    d.streams = legacy ? so.raw & (legacy_gs ? 0xfu : 1u) : 0u;
    if (d.enabled()) {
      const uint32_t config = r.read(kVGT_STRMOUT_BUFFER_CONFIG);
      uint32_t used = 0;
      for (uint32_t s = 0; s < 4; ++s) {
        if (((d.streams >> s) & 1u) == 0) continue;
        d.buffers[s] = (config >> (4 * s)) & 0xfu;
        // A buffer two streams write: what the hardware's offsets make of it
        // is not published.
        if ((used & d.buffers[s]) != 0) return field("VGT_STRMOUT_BUFFER_CONFIG (shared buffer)");
        used |= d.buffers[s];
      }
      for (uint32_t b = 0; b < 4; ++b) {
        if (((used >> b) & 1u) == 0) continue;
        d.size_dw[b] = r.read(kVGT_STRMOUT_BUFFER_SIZE_0 + 4 * b);
        d.stride_dw[b] = r.read(kVGT_STRMOUT_VTX_STRIDE_0 + 4 * b) & 0x1ffu;
        // A vertex stride of 0 would store every vertex in one place; what
        // the hardware's room check makes of it is not published.
        if (d.stride_dw[b] == 0) return field("VGT_STRMOUT_VTX_STRIDE_n (zero)");
      }
    }
  }
  // GS_W32_EN, or for a legacy program VS_W32_EN.
  const bool gs_w32 = (stages.raw >> (legacy ? 23 : 22)) & 1;
  p->mesh.passthrough = (stages.raw >> 25) & 1;  // PRIMGEN_PASSTHRU_EN
  if (legacy && p->mesh.passthrough) return field("VGT_SHADER_STAGES_EN.PRIMGEN_PASSTHRU_EN");
  p->mesh_program = program_at(r, legacy ? kSPI_SHADER_PGM_LO_VS : kSPI_SHADER_PGM_LO_ES);
  p->pixel_program = program_at(r, kSPI_SHADER_PGM_LO_PS);

  // ---- primitives
  uint32_t type = VgtPrimitiveType{r.read(kVGT_PRIMITIVE_TYPE)}.prim_type();
  namespace pt = enums::VGT_DI_PRIM_TYPE;
  const bool rect = type == pt::kDI_PT_RECTLIST;
  const bool lines =
      type == pt::kDI_PT_LINELIST || type == pt::kDI_PT_LINESTRIP || type == pt::kDI_PT_LINELOOP;
  const bool in_points = type == pt::kDI_PT_POINTLIST;
  // Adjacency (with a geometry program, which reads it).
  const bool line_adj = type == pt::kDI_PT_LINELIST_ADJ || type == pt::kDI_PT_LINESTRIP_ADJ;
  const bool tri_adj = type == pt::kDI_PT_TRILIST_ADJ || type == pt::kDI_PT_TRISTRIP_ADJ;
  if ((line_adj || tri_adj) && !stages.gs_en()) return "draw-adjacency";
  // Quads, quad strips and polygons of four vertices as two triangles each,
  // drawn where the split decides nothing (decision record 0038).
  const bool quads =
      type == pt::kDI_PT_QUADLIST || type == pt::kDI_PT_QUADSTRIP || type == pt::kDI_PT_POLYGON;
  if (type != pt::kDI_PT_TRILIST && type != pt::kDI_PT_TRISTRIP && type != pt::kDI_PT_TRIFAN &&
      !rect && !lines && !in_points && !line_adj && !tri_adj && !quads)
    return fmt::format("draw-primitive-type-{}", type);
  if (quads && stages.gs_en()) return "draw-quads-geometry";
  // Which primitive id the hardware gives a quad's triangles is not published.
  if (quads && VgtPrimitiveidEn{r.read(kVGT_PRIMITIVEID_EN)}.primitiveid_en())
    return "draw-quads-primitive-id";
  p->mesh.quads = quads;
  p->fragment.quads = quads;
  const uint32_t in_vpp = in_points ? 1 : lines ? 2 : line_adj ? 4 : tri_adj ? 6 : 3;
  // VGT_GS_OUTPRIM_TYPE: POINTLIST 0, LINESTRIP 1 for lines, TRISTRIP 2 for
  // triangles, RECTLIST 3 for rect lists. Without a geometry program it is the
  // draw's own; with one, what the program emits (its strips come out of the
  // program as separate primitives).
  // A legacy program's is the draw's own: radeonsi writes the register only
  // for primitive and geometry programs (D881).
  const uint32_t outprim = legacy && !legacy_gs
                               ? (in_points ? 0u
                                  : lines   ? 1u
                                  : rect    ? 3u
                                            : 2u)
                               : VgtGsOutPrimType{r.read(kVGT_GS_OUT_PRIM_TYPE)}.outprim_type();
  const bool gs = stages.gs_en() != 0;
  if (gs ? outprim > 2 || rect : outprim != (in_points ? 0u : lines ? 1u : rect ? 3u : 2u))
    return field("VGT_GS_OUT_PRIM_TYPE.OUTPRIM_TYPE");
  // What the rasteriser draws.
  const bool points = outprim == 0;
  if (outprim == 1) {
    // By a rule the host draws exactly:
    // perpendicular end caps are Vulkan's rectangular lines; neither end caps
    // nor the DX10 diamond test is the rule RADV gives Vulkan's Bresenham lines
    // (and its default ones) and is conformant with; the diamond test's own
    // rule is not published.
    PaScLineCntl lc{r.read(kPA_SC_LINE_CNTL)};
    // Wider lines (WIDTH in eighths of a pixel) as the host's rectangular lines
    // of that width: whole pixels, where the host draws them (wideLines and a
    // width granularity that divides 1).
    const uint32_t width = PaSuLineCntl{r.read(kPA_SU_LINE_CNTL)}.width();
    if (width != 8) {
      if (!lc.perpendicular_endcap_ena() || width % 8 != 0 || width == 0 || !host.caps.wide_lines ||
          static_cast<float>(width / 8) > host.caps.max_line_width)
        return field("PA_SU_LINE_CNTL.WIDTH");
      p->line_width = static_cast<float>(width / 8);
    }
    if (lc.expand_line_width() || lc.last_pixel() || lc.extra_dx_dy_precision())
      return field("PA_SC_LINE_CNTL");
    if (!host.caps.line_rasterization) return "host-line-rasterization";
    if (lc.dx10_diamond_test_ena()) return field("PA_SC_LINE_CNTL.DX10_DIAMOND_TEST_ENA");
    p->line_mode = lc.perpendicular_endcap_ena() ? VK_LINE_RASTERIZATION_MODE_RECTANGULAR_EXT
                                                 : VK_LINE_RASTERIZATION_MODE_BRESENHAM_EXT;
  }
  p->mesh.rect_list = rect;
  PaSuScModeCntl su{r.read(kPA_SU_SC_MODE_CNTL)};
  // With rasterisation killed no primitive reaches the polygon mode or its
  // offsets (RADV sets points front and back for its rasterizer discard).
  const bool killed = PaClClipCntl{r.read(kPA_CL_CLIP_CNTL)}.dx_rasterization_kill() != 0;
  if (su.poly_mode() && !killed) return field("PA_SU_SC_MODE_CNTL.POLY_MODE");
  if ((su.poly_offset_front_enable() || su.poly_offset_back_enable() ||
       su.poly_offset_para_enable()) &&
      !killed)
    return field("PA_SU_SC_MODE_CNTL.POLY_OFFSET");
  if (su.vtx_window_offset_enable()) return field("PA_SU_SC_MODE_CNTL.VTX_WINDOW_OFFSET_ENABLE");
  p->cull =
      (su.cull_front() ? VK_CULL_MODE_FRONT_BIT : 0) | (su.cull_back() ? VK_CULL_MODE_BACK_BIT : 0);
  p->front = su.face() ? VK_FRONT_FACE_CLOCKWISE : VK_FRONT_FACE_COUNTER_CLOCKWISE;
  p->assembly.prim_type = type;
  p->assembly.provoking_last = su.provoking_vtx_last() != 0;
  // Strips of triangles with adjacency in the specifications' order for the
  // first provoking vertex; the last's order is not established here.
  if (type == pt::kDI_PT_TRISTRIP_ADJ && p->assembly.provoking_last)
    return "draw-adjacency-provoking-last";
  p->assembly.restart = VgtMultiPrimIbResetEn{r.read(kGE_MULTI_PRIM_IB_RESET_EN)}.reset_en() != 0;
  p->assembly.restart_match_all =
      VgtMultiPrimIbResetEn{r.read(kGE_MULTI_PRIM_IB_RESET_EN)}.match_all_bits() != 0;
  p->assembly.restart_index = r.read(kVGT_MULTI_PRIM_IB_RESET_INDX);
  // Subgroups: the registers' limits, and the host's mesh workgroup (D33).
  // Which vertices share a subgroup is the hardware's choice within the
  // registers' limits, so a smaller subgroup is one the hardware could issue.
  // The host bounds a workgroup's invocations (whole waves of them), its mesh
  // vertices (each primitive's apart: three a triangle, a rectangle's four) and
  // its mesh primitives (a rectangle's two); the translator's own bound is 256.
  GeCntl ge{r.read(kGE_CNTL)};
  uint32_t onchip = r.read(kVGT_GS_ONCHIP_CNTL);
  const uint32_t vpp = outprim == 0 ? 1 : outprim == 1 ? 2 : 3;
  const uint32_t max_out =
      GeMaxOutputPerSubgroup{r.read(kGE_MAX_OUTPUT_PER_SUBGROUP)}.max_verts_per_subgroup();
  auto host_bound = [](uint32_t limit) { return limit == 0 ? 256u : std::min(limit, 256u); };
  const uint32_t wave = gs_w32 ? 32u : 64u;
  const uint32_t host_threads =
      std::min({host_bound(host.caps.max_mesh_invocations),
                host.caps.max_mesh_size_x ? host.caps.max_mesh_size_x : 256u,
                max_threads ? max_threads : 256u}) /
      wave * wave;
  const uint32_t host_verts = host_bound(host.caps.max_mesh_output_vertices);
  const uint32_t host_prims = host_bound(host.caps.max_mesh_output_primitives);
  if (host_threads == 0) return "draw-host-mesh-limits";
  uint32_t max_prims = std::min({ge.prim_grp_size(), (onchip >> 11) & 0x7ffu, host_threads,
                                 host_verts / (rect ? 4u : vpp), host_prims / (rect ? 2u : 1u)});
  uint32_t max_verts =
      std::min({ge.vert_grp_size(), onchip & 0x7ffu, host_threads, gs ? 256u : max_out});
  if (legacy) {
    // A VS wave's vertices and the primitives they make are the hardware's
    // choice (its vertex reuse is not published): the host's limits alone.
    max_prims = std::min({host_threads, host_verts / vpp, host_prims});
    max_verts = host_threads;
  }
  if (gs && !legacy) {
    // A geometry program (decision record 0030): each input primitive runs
    // `instances` GS threads, which emit at most VGT_GS_MAX_VERT_OUT vertices
    // each; the subgroup's output (GE_MAX_OUTPUT_PER_SUBGROUP, and the host's
    // mesh vertices and primitives, each output primitive's vertices apart)
    // bounds its input primitives, and so do the host's invocations, one a
    // thread and one a vertex or primitive it emits.
    VgtGsInstanceCnt ic{r.read(kVGT_GS_INSTANCE_CNT)};
    if (ic.en_max_vert_out_per_gs_instance())
      return field("VGT_GS_INSTANCE_CNT.EN_MAX_VERT_OUT_PER_GS_INSTANCE");
    const uint32_t instances = ic.enable() ? ic.cnt() : 1;
    const uint32_t vert_out = r.read(kVGT_GS_MAX_VERT_OUT) & 0x7ffu;
    const uint32_t amp = GeNggSubgrpCntl{r.read(kGE_NGG_SUBGRP_CNTL)}.prim_amp_factor();
    if (instances == 0 || vert_out == 0 || amp == 0) return field("VGT_GS_MAX_VERT_OUT");
    const uint32_t per_prim = instances * std::max(vert_out, amp);
    max_prims =
        std::min({max_prims, (onchip >> 22) / instances, max_out / per_prim,
                  host_verts / (per_prim * vpp), host_prims / per_prim, host_threads / per_prim});
    if (max_prims == 0) return "draw-host-mesh-limits";
    p->mesh.gs = true;
    p->mesh.gs_instances = static_cast<uint8_t>(instances);
    p->mesh.gs_max_vert_out = static_cast<uint16_t>(vert_out);
    p->mesh.gs_prim_amp = static_cast<uint16_t>(amp);
    p->mesh.gs_in_vertices = static_cast<uint8_t>(in_vpp);
  }
  if (max_prims == 0 || max_verts < 3) return field("GE_CNTL.GRP_SIZE");
  p->assembly.max_primitives = max_prims;
  p->assembly.max_vertices = max_verts;
  if (legacy_gs) {
    if (std::string why = plan_legacy_gs(r, in_vpp, vpp, outprim, p); !why.empty()) return why;
  }

  // ---- clipping, the viewport transform, vertex outputs
  PaClClipCntl clip{r.read(kPA_CL_CLIP_CNTL)};
  // User clip planes against the position (UCP_ENA_n, PA_CL_UCP_n_*) and the
  // planes' modes are not carried out; distances the program exports are.
  if (clip.raw & 0x3f) return field("PA_CL_CLIP_CNTL.UCP_ENA");
  if (clip.ps_ucp_y_scale_neg() || clip.ps_ucp_mode() || clip.ucp_cull_only_ena())
    return field("PA_CL_CLIP_CNTL.PS_UCP");
  PaClVteCntl vte{r.read(kPA_CL_VTE_CNTL)};
  // Window-space positions (radeonsi's blits and clears): clipping off, and
  // x, y, z taken as they are (PA_CL_VTE_CNTL's VTX_XY_FMT and VTX_Z_FMT, no
  // scale or offset, W0 as w). The host draws them through a viewport that
  // gives back each coordinate exactly (mesh_stage.cpp: window_space).
  const bool window = clip.clip_disable() && vte.raw == 0x300;
  if (clip.clip_disable() && !window) return field("PA_CL_CLIP_CNTL.CLIP_DISABLE");
  p->mesh.window_space = window;
  if (!clip.dx_clip_space_def() && !window) {
    if (!host.caps.depth_clip_control) return field("PA_CL_CLIP_CNTL.DX_CLIP_SPACE_DEF");
    p->negative_one_to_one = true;
  }
  // Rasterisation killed (GL's and Vulkan's rasterizer discard): the
  // vertex work runs, with its streamout and counters; nothing is drawn.
  p->rasterizer_discard = clip.dx_rasterization_kill() != 0;
  if (!clip.dx_linear_attr_clip_ena()) return field("PA_CL_CLIP_CNTL.DX_LINEAR_ATTR_CLIP_ENA");
  // Both z planes off is the host's depth clamp; one alone has no host form.
  if (clip.zclip_near_disable() != clip.zclip_far_disable() || clip.zclip_prog_near_ena())
    return field("PA_CL_CLIP_CNTL.ZCLIP");
  if (clip.zclip_near_disable()) {
    if (!host.caps.depth_clamp) return field("PA_CL_CLIP_CNTL.ZCLIP (host)");
    p->depth_clamp = true;
  }
  if (clip.vtx_kill_or()) return field("PA_CL_CLIP_CNTL.VTX_KILL_OR");
  if (!window &&
      ((vte.raw & 0x3f) != 0x3f || vte.vtx_xy_fmt() || vte.vtx_z_fmt() || !vte.vtx_w0_fmt()))
    return field("PA_CL_VTE_CNTL");
  // BYPASS_VTX_RATE_COMBINER and BYPASS_PRIM_RATE_COMBINER (bits 29, 30) take
  // no shading rate from the vertices: as none is exported, the same. The
  // render target index comes in pos1's z (VS_OUT_MISC_VEC_ENA, bit 21),
  // checked to be the one layer the targets have; VS_OUT_MISC_SIDE_BUS_ENA
  // (bit 24) is how the misc values travel, which RADV sets with or without
  // them, and changes no value.
  // Points' sizes come in pos1's x (USE_VTX_POINT_SIZE, bit 16), used for
  // point primitives only. Clip and cull distances (bits 0-15) come in the
  // exports after it (VS_OUT_CCDIST0/1_VEC_ENA, bits 22 and 23), four each.
  PaClVsOutCntl out{r.read(kPA_CL_VS_OUT_CNTL)};
  const bool layer = out.use_vtx_render_target_indx() != 0;
  const bool psize = out.use_vtx_point_size() != 0 && points;
  const bool misc = layer || out.use_vtx_point_size();
  const bool ccd[2] = {out.vs_out_ccdist0_vec_ena() != 0, out.vs_out_ccdist1_vec_ena() != 0};
  uint32_t allowed = 0x60000000u | 1u << 24 | 0xffffu | (ccd[0] ? 1u << 22 : 0) |
                     (ccd[1] ? 1u << 23 : 0) | (layer ? 1u << 18 : 0) |
                     (out.use_vtx_point_size() ? 1u << 16 : 0) | (misc ? 1u << 21 : 0);
  if ((out.raw & ~allowed) != 0) return field("PA_CL_VS_OUT_CNTL");
  const uint32_t distances = out.raw & 0xffffu;
  const uint32_t used = (distances | distances >> 8) & 0xffu;
  if (((used & 0x0fu) != 0 && !ccd[0]) || ((used & 0xf0u) != 0 && !ccd[1]))
    return field("PA_CL_VS_OUT_CNTL.CLIP_DIST_ENA");
  if (used != 0 && !host.caps.clip_distance) return "host-clip-distance";
  // The position exports in order: pos0, the misc vector, then the distances.
  SpiShaderPosFormat pos{r.read(kSPI_SHADER_POS_FORMAT)};
  uint32_t slots = 1;
  p->mesh.misc_export = misc;
  if (misc) ++slots;
  for (unsigned k = 0; k < 2; ++k)
    if (ccd[k]) p->mesh.ccdist_slot[k] = static_cast<uint8_t>(slots++);
  for (unsigned k = 0; k < 4; ++k) {
    uint32_t f = (pos.raw >> (4 * k)) & 0xfu;
    if (f != (k < slots ? 4u : 0u)) return field("SPI_SHADER_POS_FORMAT");
  }
  if (pos.raw >> 16) return field("SPI_SHADER_POS_FORMAT");
  p->mesh.clip_mask = static_cast<uint8_t>(distances & 0xffu);
  p->mesh.cull_mask = static_cast<uint8_t>(distances >> 8);
  p->mesh.layer_export = layer;
  if (points) {
    // PA_SU_POINT_SIZE and PA_SU_POINT_MINMAX hold radii in 12.4 fixed point.
    PaSuPointSize size{r.read(kPA_SU_POINT_SIZE)};
    PaSuPointMinmax mm{r.read(kPA_SU_POINT_MINMAX)};
    if (!psize && size.width() != size.height()) return field("PA_SU_POINT_SIZE");
    auto diameter = [](uint32_t radius) { return std::bit_cast<uint32_t>(radius / 8.0f); };
    p->mesh.point_size_export = psize;
    p->mesh.point_size = diameter(size.width());
    p->mesh.point_min = diameter(mm.min_size());
    p->mesh.point_max = diameter(mm.max_size());
  }
  if (p->depth_clamp && !window) {
    // The clamp is to the viewport's depth range on the host.
    float zmin = as_float(r.read(kPA_SC_VPORT_ZMIN_0)),
          zmax = as_float(r.read(kPA_SC_VPORT_ZMIN_0 + 1));
    VkViewport v{};
    if (!viewport_of(r, p->negative_one_to_one, &v) || zmin != std::min(v.minDepth, v.maxDepth) ||
        zmax != std::max(v.minDepth, v.maxDepth))
      return field("PA_SC_VPORT_ZMIN_0");
  }
  if (window) {
    p->viewport = {-xlate::kWindowHalf,
                   -xlate::kWindowHalf,
                   2 * xlate::kWindowHalf,
                   2 * xlate::kWindowHalf,
                   0.0f,
                   1.0f};
  } else if (!viewport_of(r, p->negative_one_to_one, &p->viewport)) {
    return field("PA_CL_VPORT_XSCALE.inexact");
  }

  // Rasterisation killed: nothing reaches the scan converter, the pixel
  // program or the targets, whose registers are not read.
  if (p->rasterizer_discard) {
    p->fragment = xlate::FragmentKey{};
    vertex_keys(r, legacy, gs_w32, max_verts, max_prims, vpp, p);
    return {};
  }

  // ---- scan conversion
  PaScModeCntl0 sc0{r.read(kPA_SC_MODE_CNTL_0)};
  const bool resolve = cb_mode == enums::CBMode::kCB_RESOLVE;
  if (std::string why = plan_samples(r, host, !resolve, p); !why.empty()) return why;
  // A resolve's coverage is taken at pixel centres, one sample a pixel.
  if (resolve) {
    p->samples = 1;
    p->sample_mask = 1;
  }
  if (p->samples > 1 && outprim == 1 && p->line_mode != VK_LINE_RASTERIZATION_MODE_RECTANGULAR_EXT)
    return field("PA_SC_LINE_CNTL (multisampled lines)");
  if (sc0.line_stipple_enable()) return field("PA_SC_MODE_CNTL_0.LINE_STIPPLE_ENABLE");
  if (r.read(kPA_SC_WINDOW_OFFSET) != 0) return field("PA_SC_WINDOW_OFFSET");
  SpiBarycCntl baryc{r.read(kSPI_BARYC_CNTL)};
  if (baryc.persp_center_cntl() || baryc.linear_center_cntl() || baryc.pos_float_location() ||
      baryc.pos_float_ulc())
    return field("SPI_BARYC_CNTL");
  Rect s;
  PaScScreenScissorTl stl{r.read(kPA_SC_SCREEN_SCISSOR_TL)};
  PaScScreenScissorTl sbr{r.read(kPA_SC_SCREEN_SCISSOR_TL + 1)};
  s.meet(stl.tl_x(), stl.tl_y(), sbr.tl_x(), sbr.tl_y());
  for (uint32_t tl : {kPA_SC_WINDOW_SCISSOR_TL, kPA_SC_GENERIC_SCISSOR_TL}) {
    PaScWindowScissorTl a{r.read(tl)};
    PaScWindowScissorBr b{r.read(tl + 1)};
    s.meet(a.tl_x(), a.tl_y(), b.br_x(), b.br_y());
  }
  if (sc0.vport_scissor_enable()) {
    PaScWindowScissorTl a{r.read(kPA_SC_VPORT_SCISSOR_0_TL)};
    PaScWindowScissorBr b{r.read(kPA_SC_VPORT_SCISSOR_0_TL + 1)};
    s.meet(a.tl_x(), a.tl_y(), b.br_x(), b.br_y());
  }

  // ---- depth, stencil and colour
  if (std::string why = plan_depth(r, host, p); !why.empty()) return why;
  // exp mrtz: the depth (Z_EXPORT_ENABLE) into a 32-bit float depth target, in
  // SPI_SHADER_Z_FORMAT 32_R or 32_GR. The sample mask and coverage-to-mask
  // are refused.
  DbShaderControl dbs{r.read(kDB_SHADER_CONTROL)};
  const bool z_export = dbs.z_export_enable() != 0;
  const bool s_export = dbs.stencil_test_val_export_enable() != 0;
  // The operation value alone from the program has no host form (the host's
  // one exported reference is the test's too).
  if ((dbs.stencil_op_val_export_enable() && !dbs.stencil_test_val_export_enable()) ||
      dbs.mask_export_enable() || dbs.coverage_to_mask_enable())
    return field("DB_SHADER_CONTROL");
  const uint32_t z_format = r.read(kSPI_SHADER_Z_FORMAT);
  if (z_format > 2 || (s_export && z_format != 2) || (z_export && z_format == 0))
    return field("SPI_SHADER_Z_FORMAT");
  xlate::FragmentKey& fk = p->fragment;
  fk.z_format = static_cast<uint8_t>(z_format);
  fk.z_export = z_export && p->depth.has_depth;
  if (fk.z_export && p->depth.depth_bytes != 4)
    return field("DB_SHADER_CONTROL.Z_EXPORT_ENABLE (Z_16)");
  // The stencil reference (32_GR's y channel), for the test and the operation
  // alike, into a stencil target.
  fk.s_export = s_export && p->depth.has_stencil;
  if (fk.s_export && !host.caps.stencil_export)
    return field("DB_SHADER_CONTROL.STENCIL_TEST_VAL_EXPORT_ENABLE (host)");
  if (fk.z_export) {
    fk.z_min = r.read(kPA_SC_VPORT_ZMIN_0);
    fk.z_max = r.read(kPA_SC_VPORT_ZMIN_0 + 1);
  }
  if (resolve) {
    if (p->depth.format != VK_FORMAT_UNDEFINED) return field("DB_Z_INFO.FORMAT (resolve)");
    if (std::string why = plan_resolve_targets(r, p); !why.empty()) return why;
    // The coverage target: the host's stencil, 1 where a pixel centre is covered.
    DrawDepth& d = p->depth;
    d.format = VK_FORMAT_S8_UINT;
    d.has_stencil = true;
    d.host_only = true;
    d.width = p->resolve_dst.width;
    d.height = p->resolve_dst.height;
    d.state = {};
    d.state.sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO;
    d.state.stencilTestEnable = VK_TRUE;
    d.state.front = {VK_STENCIL_OP_KEEP,
                     VK_STENCIL_OP_REPLACE,
                     VK_STENCIL_OP_KEEP,
                     VK_COMPARE_OP_ALWAYS,
                     0xff,
                     0xff,
                     1};
    d.state.back = d.state.front;
  } else if (std::string why = plan_color_targets(r, host, p); !why.empty()) {
    return why;
  }
  // No target at all (the drivers' PBO and buffer programs, which write
  // memory from the pixel program): the render area is what the scissors
  // bound, which must be a real extent.
  if (p->targets.empty() && p->depth.format == VK_FORMAT_UNDEFINED &&
      (s.x1 > kMaxExtent || s.y1 > kMaxExtent))
    return "draw-no-colour-target";
  for (DrawTarget& t : p->targets) {
    s.meet(0, 0, t.width, t.height);
    if (t.samples != p->samples) return field("CB_COLORn_ATTRIB.NUM_SAMPLES (not the draw's)");
    t.sample_order = p->sample_order;
  }
  // A multisampled depth target is refused in plan_depth (DB_Z_INFO.NUM_SAMPLES).
  if (p->depth.format != VK_FORMAT_UNDEFINED && p->samples != 1)
    return field("DB_Z_INFO.NUM_SAMPLES (not the draw's)");
  if (p->depth.format != VK_FORMAT_UNDEFINED) s.meet(0, 0, p->depth.width, p->depth.height);
  p->scissor.offset = {static_cast<int32_t>(std::max<int64_t>(s.x0, 0)),
                       static_cast<int32_t>(std::max<int64_t>(s.y0, 0))};
  p->scissor.extent = {static_cast<uint32_t>(std::max<int64_t>(s.x1 - s.x0, 0)),
                       static_cast<uint32_t>(std::max<int64_t>(s.y1 - s.y0, 0))};

  // ---- the programs' keys
  SpiPsInControl in{r.read(kSPI_PS_IN_CONTROL)};
  xlate::FragmentKey& f = p->fragment;
  f.wave64 = in.ps_w32_en() == 0;
  f.rsrc1 = r.read(kSPI_SHADER_PGM_RSRC1_PS);
  f.rsrc2 = r.read(kSPI_SHADER_PGM_RSRC1_PS + 1);
  f.input_ena = r.read(kSPI_PS_INPUT_ENA);
  f.input_addr = r.read(kSPI_PS_INPUT_ADDR);
  f.ps_inputs = static_cast<uint8_t>(in.num_interp());
  f.col_format = r.read(kSPI_SHADER_COL_FORMAT);
  f.provoking_last = p->assembly.provoking_last;
  // The front face as a sign, on triangles (what the VGPR holds on points and
  // lines, and with FRONT_FACE_ALL_BITS, is not published).
  f.front_face_sign = vpp == 3 && SpiBarycCntl{r.read(kSPI_BARYC_CNTL)}.front_face_all_bits() == 0;
  if (in.num_prim_interp()) return field("SPI_PS_IN_CONTROL.NUM_PRIM_INTERP");
  // One sample a pixel (MSAA is refused above), sample 0 of each pixel of the
  // quad at offset 0 (S0_X, S0_Y in bits 7:0): the centre.
  f.centre_only = true;
  for (uint32_t locs : {kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0, kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0,
                        kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0, kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0})
    if ((r.read(locs) & 0xff) != 0) f.centre_only = false;
  if (host.caps.subgroup_size > (f.wave64 ? 64u : 32u))
    return "host-subgroup-wider-than-pixel-wave";
  xlate::MeshKey& m = p->mesh;
  vertex_keys(r, legacy, gs_w32, max_verts, max_prims, vpp, p);
  f.vertices_per_primitive = static_cast<uint8_t>(vpp);
  SpiInterpControl0 interp{r.read(kSPI_INTERP_CONTROL_0)};
  for (unsigned n = 0; n < f.ps_inputs; ++n) {
    uint32_t cntl = r.read(kSPI_PS_INPUT_CNTL_0 + n);
    uint32_t offset = cntl & 0x3f;
    // Point sprites: the input's channels from the point's sprite coordinates
    // where SPI_INTERP_CONTROL_0 says, on points (what the hardware puts there
    // on other primitives is not published).
    if (SpiPsInputCntl{cntl}.pt_sprite_tex() != 0 && n < 20) {
      if (!points) return field("SPI_PS_INPUT_CNTL_n.PT_SPRITE_TEX (not points)");
      if (!interp.pnt_sprite_ena()) return field("SPI_INTERP_CONTROL_0.PNT_SPRITE_ENA");
      f.sprite |= 1u << n;
      cntl &= ~(1u << 17);
    }
    if ((cntl >> 13) & 0x1ff) return field("SPI_PS_INPUT_CNTL_n.CYL_WRAP-PT_SPRITE_TEX-FP16");
    if (((cntl >> 10) & 1) && !interp.flat_shade_ena())
      return field("SPI_INTERP_CONTROL_0.FLAT_SHADE_ENA");
    if ((cntl >> 11) & 1) return field("SPI_PS_INPUT_CNTL_n.ROTATE_PC_PTR");
    f.flat |= ((cntl >> 10) & 1u) << n;
    // OFFSET bit 5: no export; the input is DEFAULT_VAL's constant.
    m.ps_param[n] =
        static_cast<uint8_t>(offset & 0x20 ? xlate::kPsParamDefault | ((cntl >> 8) & 3u) : offset);
  }
  m.ps_inputs = f.ps_inputs;
  m.ps_flat = f.flat;
  // LINEAR_SAMPLE, LINEAR_CENTER, LINEAR_CENTROID: inputs interpolated without
  // perspective.
  m.ps_linear = ((f.input_ena >> 4) & 7u) != 0;
  if (f.sprite != 0) {
    f.sprite_select = static_cast<uint16_t>((interp.raw >> 2) & 0xfff);
    f.sprite_top_1 = interp.pnt_sprite_top_1() != 0;
    for (unsigned c = 0; c < 4; ++c)
      if (((f.sprite_select >> (3 * c)) & 7) > 4)
        return field("SPI_INTERP_CONTROL_0.PNT_SPRITE_OVRD");
  }
  for (unsigned i = 0; i < 4; ++i) p->blend_constants[i] = as_float(r.read(kCB_BLEND_RED + i));
  for (unsigned n = 0; n < 32; ++n) p->user_data_ps[n] = r.read(kSPI_SHADER_USER_DATA_PS_0 + n);
  return {};
}

}  // namespace rdnavk::exec
