// What a draw is, read from the gfx ring's registers by their regs/ names and
// decoders (decision record 0025): its NGG and pixel programs and their keys,
// the primitive assembly's registers, and the fixed function the host's
// pipeline carries out. Every field the result depends on is carried out or
// checked: a value the draw path does not carry out refuses the draw, its
// reason naming the register and field ("draw-PA_SU_SC_MODE_CNTL.POLY_MODE").
#pragma once

#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cp/work.h"
#include "exec/primitive_assembly.h"
#include "exec/target_format.h"
#include "regs/register_state.h"
#include "surf/meta.h"
#include "surf/surface.h"
#include "vk/host_device.h"
#include "xlate/translator.h"

namespace rdnavk::exec {

// A colour target in guest memory: one level of one slice of a surface laid
// out as its registers say (linear or swizzled, decision record 0026).
struct DrawTarget {
  surf::SurfaceLayout layout;
  surf::SurfaceBase base;          // the surface's address and pipe-bank xor
  uint32_t mip = 0, slice = 0;     // CB_COLORn_VIEW.MIP_LEVEL, SLICE_START
  surf::ByteRange range;           // the bytes of that level and slice, from base.address
  uint32_t width = 0, height = 0;  // the level's
  uint32_t bytes_per_texel = 0;
  // DCC (CB_COLORn_INFO.DCC_ENABLE): the keys of that level and slice, read
  // before the draw (clear codes filled in, real compression refused) and all
  // set to uncompressed after it (decision record 0028).
  bool dcc = false;
  surf::DccLayout dcc_layout;
  surf::MetaBase dcc_base;
  surf::ByteRange dcc_range;
  uint64_t clear_word = 0;               // CB_COLORn_CLEAR_WORD0/1
  std::array<uint64_t, 4> clear_code{};  // the element of codes 0000, 0001, 1110, 1111
  uint8_t clear_codes = 0;               // bit n: clear_code[n] is known for this format
  // Multisampled (D42): samples (CB_COLORn_ATTRIB.NUM_SAMPLES, as many
  // fragments) stored as surf lays them out; with CB_COLORn_INFO.COMPRESSION,
  // FMASK says which fragment each sample reads and CMASK what each 8x8 tile
  // holds (seeded through both, written back expanded: FMASK the identity).
  uint32_t samples = 1;
  // The host's sample holding the hardware's sample i (DrawPlan::sample_order).
  std::array<uint8_t, 8> sample_order{0, 1, 2, 3, 4, 5, 6, 7};
  bool fmask = false;
  surf::FmaskFormat fmask_format;
  surf::SurfaceLayout fmask_layout;
  surf::SurfaceBase fmask_base;
  surf::ByteRange fmask_range;
  surf::CmaskLayout cmask_layout;
  surf::MetaBase cmask_base;
  surf::ByteRange cmask_range;
  bool fast_clear = false;  // CB_COLORn_INFO.FAST_CLEAR: CMASK's cleared tiles are the clear word
  VkFormat format = VK_FORMAT_UNDEFINED;
  VkColorComponentFlags write_mask = 0;
  // CB_BLENDn_CONTROL as the host's blend state (blendEnable false: none).
  VkPipelineColorBlendAttachmentState blend{};
};

// The depth/stencil target: one level of one slice of the depth surface
// (DB_Z_*) and the stencil surface (DB_STENCIL_*), with HTILE where
// DB_Z_INFO.TILE_SURFACE_ENABLE is set (decision record 0028).
struct DrawDepth {
  VkFormat format = VK_FORMAT_UNDEFINED;  // UNDEFINED: the draw has none
  bool has_depth = false, has_stencil = false;
  uint32_t depth_bytes = 0;  // bytes of a depth element (2 or 4)
  uint32_t width = 0, height = 0, mip = 0, slice = 0;
  surf::SurfaceLayout z_layout, s_layout;
  surf::SurfaceBase z_base, s_base;
  surf::ByteRange z_range, s_range;
  bool write_depth = true, write_stencil = true;  // not DB_DEPTH_VIEW's *_READ_ONLY
  bool htile = false;
  surf::HtileDesc htile_desc;
  surf::HtileLayout htile_layout;
  surf::MetaBase htile_base;
  surf::ByteRange htile_range;
  // A stencil target of the host's alone, no guest memory behind it: the
  // pixels a CB resolve draw covers (DrawPlan::resolve), 1 where covered.
  bool host_only = false;
  uint32_t depth_clear = 0;   // DB_DEPTH_CLEAR's float
  uint8_t stencil_clear = 0;  // DB_STENCIL_CLEAR.CLEAR
  VkPipelineDepthStencilStateCreateInfo state{};
};

// Legacy streamout (decision record 0044): VGT_STRMOUT_CONFIG's streams and
// VGT_STRMOUT_BUFFER_CONFIG's buffers for each, each buffer's size and vertex
// stride (VGT_STRMOUT_BUFFER_SIZE_n, VGT_STRMOUT_VTX_STRIDE_n, dwords). Its
// offsets are the queue's (cp::StreamoutState). A legacy vertex program
// stores only to stream 0; streams 1-3 count nothing from it. A legacy
// geometry program's copy shader stores each stream's (decision record 0045).
struct DrawStreamout {
  uint32_t streams = 0;      // bit n: STREAMOUT_n_EN, the stream's counters count
  uint32_t buffers[4] = {};  // by stream: STREAM_n_BUFFER_EN, the buffers it writes
  uint32_t size_dw[4] = {};  // by buffer
  uint32_t stride_dw[4] = {};
  bool enabled() const { return streams != 0; }
};
// A legacy geometry program (decision record 0045): the merged ES+GS program
// at SPI_SHADER_PGM_LO/HI_ES, run as a compute pass of its own (`key`), and
// the GSVS ring it writes as the registers lay it out: a GS thread's
// `itemsize` dwords (VGT_GSVS_RING_ITEMSIZE), stream n's from ring_offset[n]
// (VGT_GSVS_RING_OFFSET_n, stream 0's 0) in vert_itemsize[n] dwords a vertex
// (VGT_GS_VERT_ITEMSIZE_n, 0: the program writes no such stream), the ring
// `ring_units` of 256 bytes (VGT_GSVS_RING_SIZE). DrawPlan::mesh is the copy
// shader's key, as a legacy vertex program's; `output` assembles what the
// geometry threads emit into its primitives.
// The restart index that ends a strip among a legacy geometry program's
// emitted vertices (DrawLegacyGs::output): no GSVS ring dword's number.
inline constexpr uint32_t kGsStripEnd = 0xffffffffu;
struct DrawLegacyGs {
  bool enabled = false;
  xlate::MeshKey key;
  uint64_t program = 0;
  uint32_t user_data_addr[2] = {};  // SPI_SHADER_USER_DATA_ADDR_LO/HI_GS
  uint32_t user_data[32] = {};      // SPI_SHADER_USER_DATA_GS_n
  uint32_t itemsize = 0;
  uint32_t ring_offset[4] = {};
  uint32_t vert_itemsize[4] = {};
  uint32_t ring_units = 0;
  AssemblyState output;
};
struct DrawPlan {
  xlate::MeshKey mesh;
  DrawStreamout streamout;
  DrawLegacyGs legacy_gs;
  xlate::FragmentKey fragment;
  uint64_t mesh_program = 0;   // SPI_SHADER_PGM_LO/HI_ES
  uint64_t pixel_program = 0;  // SPI_SHADER_PGM_LO/HI_PS
  AssemblyState assembly;
  uint32_t user_data_addr[2] = {};  // SPI_SHADER_USER_DATA_ADDR_LO/HI_GS
  // The border colour table's guest address (TA_BC_BASE_ADDR's 256-byte
  // units, _HI's bits 39:32 of them): samples with BORDER_COLOR_TYPE 3 read it.
  uint64_t border_colours = 0;
  uint32_t user_data_gs[32] = {};  // SPI_SHADER_USER_DATA_GS_n, or _VS_n for a legacy program
  uint32_t user_data_ps[32] = {};
  VkViewport viewport{};
  VkRect2D scissor{};
  VkCullModeFlags cull = VK_CULL_MODE_NONE;
  VkFrontFace front = VK_FRONT_FACE_COUNTER_CLOCKWISE;
  // PA_CL_CLIP_CNTL.ZCLIP_NEAR/FAR_DISABLE: no clipping in z, depth clamped
  // to PA_SC_VPORT_ZMIN/ZMAX, which must be the viewport's depth range.
  bool depth_clamp = false;
  bool negative_one_to_one = false;  // PA_CL_CLIP_CNTL.DX_CLIP_SPACE_DEF clear: GL's clip space
  float blend_constants[4] = {};     // CB_BLEND_RED/GREEN/BLUE/ALPHA
  // CB_COLOR_CONTROL.ROP3 other than COPY: the host's logic op over every target.
  bool logic_op_enable = false;
  VkLogicOp logic_op = VK_LOGIC_OP_COPY;
  VkLineRasterizationModeEXT line_mode = VK_LINE_RASTERIZATION_MODE_DEFAULT_EXT;
  // Samples a pixel (D42): 1, 2, 4 or 8, at the host's standard locations;
  // the hardware's sample i is at the host's sample sample_order[i]. The host's
  // sample mask, in its own order.
  uint32_t samples = 1;
  std::array<uint8_t, 8> sample_order{0, 1, 2, 3, 4, 5, 6, 7};
  uint32_t sample_mask = 1;
  bool rasterizer_discard = false;  // PA_CL_CLIP_CNTL.DX_RASTERIZATION_KILL
  float line_width = 1.0f;          // PA_SU_LINE_CNTL.WIDTH in pixels (rectangular lines)
  std::vector<DrawTarget> targets;  // in location order (D825)
  DrawDepth depth;
  // A pass of the CB over its targets' metadata (CB_COLOR_CONTROL.MODE
  // ELIMINATE_FAST_CLEAR or DCC_DECOMPRESS) rather than a draw: each target is
  // seeded (its clear codes filled in, compression refused) and written back
  // (every key uncompressed), nothing shaded. Only `targets` is planned.
  bool meta_pass = false;
  // A CB resolve (CB_COLOR_CONTROL.MODE RESOLVE, D42): colour buffer 0's
  // samples averaged into colour buffer 1 where the draw covers a pixel
  // centre. The draw itself has no colour target; `depth` is a host-only
  // stencil target that records the covered pixels.
  bool resolve = false;
  DrawTarget resolve_src, resolve_dst;
  TargetFormat resolve_format;
};

// Fills `p` from the registers; or answers the refusal's name, which for a
// field not carried out is "draw-" and the register and field.
// `max_threads`, where not 0: a mesh workgroup's threads at most, below the
// host's limit (the draw runner's smaller subgroups where a module's workgroup
// memory does not fit the host, D33).
std::string plan_draw(const regs::RegisterState& r, const vk::HostDeviceInfo& host, DrawPlan* p,
                      uint32_t max_threads = 0);

// The samples, their locations and mask (draw_plan.cpp); empty, or the refusal.
// `host_draws`: the host draws the samples (not a resolve, whose coverage is
// taken at one sample).
std::string plan_samples(const regs::RegisterState& r, const vk::HostDeviceInfo& host,
                         bool host_draws, DrawPlan* p);

// The depth/stencil target and DB state of `p` (draw_depth.cpp); empty, or the
// refusal.
std::string plan_depth(const regs::RegisterState& r, const vk::HostDeviceInfo& host, DrawPlan* p);

// The colour targets and CB_COLOR_CONTROL's part of `p` (draw_targets.cpp);
// empty, or the refusal.
std::string plan_color_targets(const regs::RegisterState& r, const vk::HostDeviceInfo& host,
                               DrawPlan* p);
// The source and destination of a CB resolve (draw_targets.cpp); empty, or the
// refusal.
std::string plan_resolve_targets(const regs::RegisterState& r, DrawPlan* p);
// The targets of a metadata pass (draw_targets.cpp); empty, or the refusal.
std::string plan_meta_pass(const regs::RegisterState& r, DrawPlan* p);

}  // namespace rdnavk::exec
