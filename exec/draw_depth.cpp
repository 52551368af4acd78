// The depth/stencil target of a draw and the DB state carried out on it: the
// tests, writes and stencil operations as the host's depth/stencil state, the
// surfaces laid out by surf (D26) with HTILE (D28).
#include <fmt/format.h>

#include <bit>

#include "exec/draw_plan.h"
#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"

namespace rdnavk::exec {

namespace {

using namespace regs;

std::string field(const char* what) {
  return std::string("draw-") + what;
}

// DB_STENCIL_CONTROL's operations (Mesa sid.h V_02842C_STENCIL_*) as the
// host's; REPLACE_OP with the operation value equal to the reference is
// REPLACE, the add and subtract forms with an operation value of 1 are the
// host's increments and decrements. Others have no host form. Where the pixel
// program exports the test value (and perhaps the operation value), the host's
// reference is what it exports: REPLACE_OP is REPLACE only when both are
// exported, and an exported operation value has no host increment.
std::optional<VkStencilOp> stencil_op(uint32_t op, uint32_t test_val, uint32_t op_val,
                                      bool test_exported, bool op_exported) {
  if (test_exported) {
    if (op == 4) return op_exported ? std::optional(VK_STENCIL_OP_REPLACE) : std::nullopt;
    if (op_exported && op >= 5 && op <= 9 && op != 7) return std::nullopt;
  }
  switch (op) {
    case 0:
      return VK_STENCIL_OP_KEEP;
    case 1:
      return VK_STENCIL_OP_ZERO;
    case 3:
      return VK_STENCIL_OP_REPLACE;
    case 4:
      if (op_val == test_val) return VK_STENCIL_OP_REPLACE;
      return std::nullopt;
    case 5:
      if (op_val == 1) return VK_STENCIL_OP_INCREMENT_AND_CLAMP;
      return std::nullopt;
    case 6:
      if (op_val == 1) return VK_STENCIL_OP_DECREMENT_AND_CLAMP;
      return std::nullopt;
    case 7:
      return VK_STENCIL_OP_INVERT;
    case 8:
      if (op_val == 1) return VK_STENCIL_OP_INCREMENT_AND_WRAP;
      return std::nullopt;
    case 9:
      if (op_val == 1) return VK_STENCIL_OP_DECREMENT_AND_WRAP;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

// One face's stencil state: functions and masks from DB_DEPTH_CONTROL and
// DB_STENCILREFMASK(_BF), operations from DB_STENCIL_CONTROL (shift 0 front,
// 12 back).
std::string face_of(uint32_t func, uint32_t control, unsigned shift, uint32_t refmask,
                    DbShaderControl exports, VkStencilOpState* f) {
  const uint32_t test_val = refmask & 0xff, op_val = refmask >> 24;
  const bool te = exports.stencil_test_val_export_enable() != 0;
  const bool oe = exports.stencil_op_val_export_enable() != 0;
  auto fail = stencil_op((control >> shift) & 0xf, test_val, op_val, te, oe);
  auto pass = stencil_op((control >> (shift + 4)) & 0xf, test_val, op_val, te, oe);
  auto zfail = stencil_op((control >> (shift + 8)) & 0xf, test_val, op_val, te, oe);
  if (!fail || !pass || !zfail) return field("DB_STENCIL_CONTROL");
  f->failOp = *fail;
  f->passOp = *pass;
  f->depthFailOp = *zfail;
  f->compareOp = static_cast<VkCompareOp>(func & 7);  // the same order as VkCompareOp
  f->reference = test_val;
  f->compareMask = (refmask >> 8) & 0xff;
  f->writeMask = (refmask >> 16) & 0xff;
  return {};
}

uint64_t base_of(const RegisterState& r, uint32_t lo, uint32_t hi) {
  return uint64_t{r.read(lo)} | uint64_t{r.read(hi) & 0xff} << 32;
}

}  // namespace

std::string plan_depth(const RegisterState& r, const vk::HostDeviceInfo& host, DrawPlan* p) {
  DbDepthControl dc{r.read(kDB_DEPTH_CONTROL)};
  DbZInfo zi{r.read(kDB_Z_INFO)};
  DbStencilInfo si{r.read(kDB_STENCIL_INFO)};
  DbRenderControl rc{r.read(kDB_RENDER_CONTROL)};
  DrawDepth& d = p->depth;
  if (dc.enable_color_writes_on_depth_fail() || dc.disable_color_writes_on_depth_pass())
    return field("DB_DEPTH_CONTROL.COLOR_WRITES");
  if (dc.z_write_enable() && !dc.z_enable()) return field("DB_DEPTH_CONTROL.Z_WRITE_ENABLE");
  // DB_RENDER_CONTROL: a depth or stencil clear draw writes the clear value
  // (carried out as the depth range and the reference); a decompress draw
  // writes what the surface holds, which seeding and write-back do. The
  // compression switches (STENCIL/DEPTH_COMPRESS_DISABLE) and RESUMMARIZE_ENABLE
  // touch only HTILE's summaries, and every tile is written back expanded.
  if (rc.raw & ~(0x3u | 0x7u << 4 | 1u << 12)) return field("DB_RENDER_CONTROL");
  const bool decompress = rc.decompress_enable() != 0;
  const bool uses_depth = dc.z_enable() || rc.depth_clear_enable() || decompress;
  const bool uses_stencil = dc.stencil_enable() || rc.stencil_clear_enable() || decompress;
  if (dc.depth_bounds_enable()) return field("DB_DEPTH_CONTROL.DEPTH_BOUNDS_ENABLE");
  if (!uses_depth && !uses_stencil) return {};
  const uint32_t zf = zi.format();  // 0 invalid, 1 Z_16, 2 Z_24, 3 Z_32_FLOAT
  const bool s8 = si.format() != 0;
  // With HTILE, a tile's word speaks for depth and stencil together: both
  // surfaces go through seeding and write-back whenever they exist.
  const bool htile = zi.tile_surface_enable() != 0;
  d.has_depth = zf != 0 && (uses_depth || htile);
  d.has_stencil = s8 && (uses_stencil || htile);
  if (dc.z_enable() && zf == 0) return field("DB_Z_INFO.FORMAT");
  if (dc.stencil_enable() && !s8) return field("DB_STENCIL_INFO.FORMAT");
  if (!d.has_depth && !d.has_stencil) return {};
  if (zi.num_samples() != 0) return field("DB_Z_INFO.NUM_SAMPLES");
  if (zf == 2) return field("DB_Z_INFO.FORMAT (Z_24)");
  d.depth_bytes = zf == 1 ? 2 : 4;
  if (d.has_depth && d.has_stencil)
    d.format = zf == 1 ? VK_FORMAT_D16_UNORM_S8_UINT : VK_FORMAT_D32_SFLOAT_S8_UINT;
  else if (d.has_depth)
    d.format = zf == 1 ? VK_FORMAT_D16_UNORM : VK_FORMAT_D32_SFLOAT;
  else
    d.format = VK_FORMAT_S8_UINT;

  // The surfaces: DB_DEPTH_SIZE_XY's extent, MAXMIP's levels, the view's level
  // and first slice; read and write bases the same.
  DbDepthSizeXy size{r.read(kDB_DEPTH_SIZE_XY)};
  DbDepthView view{r.read(kDB_DEPTH_VIEW)};
  d.mip = view.mipid();
  d.slice = view.slice_start() | view.slice_start_hi() << 11;
  const uint32_t slice_max = view.slice_max() | view.slice_max_hi() << 11;
  d.write_depth = view.z_read_only() == 0;
  d.write_stencil = view.stencil_read_only() == 0;
  auto layout = [&](uint32_t sw_mode, uint32_t bpe, surf::SurfaceLayout* l) {
    surf::SurfaceDesc desc;
    desc.sw_mode = sw_mode;
    desc.type = surf::ResourceType::k2d;
    desc.bytes_per_element = bpe;
    desc.width = size.x_max() + 1;
    desc.height = size.y_max() + 1;
    desc.slices = std::max(slice_max, d.slice) + 1;
    desc.mip_levels = zi.maxmip() + 1;
    return surf::compute_layout(desc, l);
  };
  if (std::string why = layout(zi.sw_mode(), d.depth_bytes, &d.z_layout); !why.empty())
    return "draw-depth-" + why;
  if (d.mip >= d.z_layout.desc.mip_levels) return field("DB_DEPTH_VIEW.MIPID");
  if (d.has_depth) {
    uint64_t base = base_of(r, kDB_Z_READ_BASE, kDB_Z_READ_BASE_HI);
    if (base != base_of(r, kDB_Z_WRITE_BASE, kDB_Z_WRITE_BASE_HI)) return field("DB_Z_WRITE_BASE");
    if (std::string why = surf::split_base(d.z_layout, base, &d.z_base); !why.empty())
      return "draw-depth-" + why;
    if (std::string why = surf::subresource_range(d.z_layout, d.mip, d.slice, &d.z_range);
        !why.empty())
      return "draw-depth-" + why;
  }
  if (d.has_stencil) {
    if (std::string why = layout(si.sw_mode(), 1, &d.s_layout); !why.empty())
      return "draw-stencil-" + why;
    uint64_t base = base_of(r, kDB_STENCIL_READ_BASE, kDB_STENCIL_READ_BASE_HI);
    if (base != base_of(r, kDB_STENCIL_WRITE_BASE, kDB_STENCIL_WRITE_BASE_HI))
      return field("DB_STENCIL_WRITE_BASE");
    if (std::string why = surf::split_base(d.s_layout, base, &d.s_base); !why.empty())
      return "draw-stencil-" + why;
    if (std::string why = surf::subresource_range(d.s_layout, d.mip, d.slice, &d.s_range);
        !why.empty())
      return "draw-stencil-" + why;
  }
  d.width = d.z_layout.mips[d.mip].width;
  d.height = d.z_layout.mips[d.mip].height;
  d.depth_clear = r.read(kDB_DEPTH_CLEAR);
  d.stencil_clear = static_cast<uint8_t>(r.read(kDB_STENCIL_CLEAR) & 0xff);
  if (zi.tile_surface_enable()) {
    d.htile = true;
    d.htile_desc.tile_stencil_disable = si.tile_stencil_disable() != 0;
    d.htile_desc.has_stencil = s8;
    if (std::string why = surf::compute_htile_layout(d.z_layout, &d.htile_layout); !why.empty())
      return "draw-depth-" + why;
    if (std::string why = surf::split_htile_base(
            d.htile_layout,
            r.read(kDB_HTILE_DATA_BASE) | uint64_t{r.read(kDB_HTILE_DATA_BASE_HI) & 0xff} << 32,
            &d.htile_base);
        !why.empty())
      return "draw-depth-" + why;
    if (std::string why = surf::htile_level_range(d.htile_layout, d.mip, d.slice, &d.htile_range);
        !why.empty())
      return "draw-depth-" + why;
  }

  // The host's state.
  VkPipelineDepthStencilStateCreateInfo& s = d.state;
  s.depthTestEnable = d.has_depth && (dc.z_enable() || rc.depth_clear_enable());
  s.depthWriteEnable = s.depthTestEnable && dc.z_write_enable() && d.write_depth;
  s.depthCompareOp = static_cast<VkCompareOp>(dc.zfunc());
  s.stencilTestEnable = d.has_stencil && (dc.stencil_enable() || rc.stencil_clear_enable());
  if (s.stencilTestEnable) {
    const uint32_t control = r.read(kDB_STENCIL_CONTROL);
    const uint32_t front = r.read(kDB_STENCILREFMASK), back = r.read(kDB_STENCILREFMASK_BF);
    const DbShaderControl exports{r.read(kDB_SHADER_CONTROL)};
    if (std::string why = face_of(dc.stencilfunc(), control, 0, front, exports, &s.front);
        !why.empty())
      return why;
    if (dc.backface_enable()) {
      if (std::string why = face_of(dc.stencilfunc_bf(), control, 12, back, exports, &s.back);
          !why.empty())
        return why;
    } else {
      s.back = s.front;
    }
    if (!d.write_stencil) s.front.writeMask = s.back.writeMask = 0;
  }
  // A clear draw: every fragment's depth the clear value (a depth range of
  // that one value), compared ALWAYS and written; the stencil the clear value
  // by REPLACE.
  if (rc.depth_clear_enable()) {
    float clear = std::bit_cast<float>(d.depth_clear);
    if (!s.depthTestEnable || !s.depthWriteEnable || s.depthCompareOp != VK_COMPARE_OP_ALWAYS ||
        !(clear >= 0.0f && clear <= 1.0f) || p->depth_clamp)
      return field("DB_RENDER_CONTROL.DEPTH_CLEAR_ENABLE");
    p->viewport.minDepth = p->viewport.maxDepth = clear;
  }
  if (rc.stencil_clear_enable()) {
    auto replaces = [&](const VkStencilOpState& f) {
      return f.passOp == VK_STENCIL_OP_REPLACE && f.compareOp == VK_COMPARE_OP_ALWAYS &&
             f.reference == d.stencil_clear && f.writeMask == 0xff;
    };
    if (!s.stencilTestEnable || !replaces(s.front) || !replaces(s.back))
      return field("DB_RENDER_CONTROL.STENCIL_CLEAR_ENABLE");
  }
  (void)host;
  return {};
}

}  // namespace rdnavk::exec
