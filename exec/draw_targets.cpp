// The colour targets of a draw (D25, D825, D26): each colour buffer with an
// export format, its surface, format, blending and masks, and the logic op.
#include <fmt/format.h>

#include <optional>

#include "exec/draw_plan.h"
#include "exec/target_format.h"
#include "regs/color_buffer_view.h"
#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"

namespace rdnavk::exec {

namespace {

using namespace regs;

// CB_BLENDn_CONTROL's factors as the host's; nullopt for the ones with no
// host form.
std::optional<VkBlendFactor> blend_factor(uint32_t f) {
  namespace b = enums::BlendOp;
  switch (f) {
    case b::kBLEND_ZERO:
      return VK_BLEND_FACTOR_ZERO;
    case b::kBLEND_ONE:
      return VK_BLEND_FACTOR_ONE;
    case b::kBLEND_SRC_COLOR:
      return VK_BLEND_FACTOR_SRC_COLOR;
    case b::kBLEND_ONE_MINUS_SRC_COLOR:
      return VK_BLEND_FACTOR_ONE_MINUS_SRC_COLOR;
    case b::kBLEND_SRC_ALPHA:
      return VK_BLEND_FACTOR_SRC_ALPHA;
    case b::kBLEND_ONE_MINUS_SRC_ALPHA:
      return VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA;
    case b::kBLEND_DST_ALPHA:
      return VK_BLEND_FACTOR_DST_ALPHA;
    case b::kBLEND_ONE_MINUS_DST_ALPHA:
      return VK_BLEND_FACTOR_ONE_MINUS_DST_ALPHA;
    case b::kBLEND_DST_COLOR:
      return VK_BLEND_FACTOR_DST_COLOR;
    case b::kBLEND_ONE_MINUS_DST_COLOR:
      return VK_BLEND_FACTOR_ONE_MINUS_DST_COLOR;
    case b::kBLEND_SRC_ALPHA_SATURATE:
      return VK_BLEND_FACTOR_SRC_ALPHA_SATURATE;
    case b::kBLEND_CONSTANT_COLOR:
      return VK_BLEND_FACTOR_CONSTANT_COLOR;
    case b::kBLEND_ONE_MINUS_CONSTANT_COLOR:
      return VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_COLOR;
    case b::kBLEND_CONSTANT_ALPHA:
      return VK_BLEND_FACTOR_CONSTANT_ALPHA;
    case b::kBLEND_ONE_MINUS_CONSTANT_ALPHA:
      return VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_ALPHA;
    case b::kBLEND_SRC1_COLOR:
      return VK_BLEND_FACTOR_SRC1_COLOR;
    case b::kBLEND_INV_SRC1_COLOR:
      return VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR;
    case b::kBLEND_SRC1_ALPHA:
      return VK_BLEND_FACTOR_SRC1_ALPHA;
    case b::kBLEND_INV_SRC1_ALPHA:
      return VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA;
    default:
      return std::nullopt;
  }
}

// Whether a host factor reads the second source (dual-source blending).
bool reads_src1(VkBlendFactor f) {
  return f == VK_BLEND_FACTOR_SRC1_COLOR || f == VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR ||
         f == VK_BLEND_FACTOR_SRC1_ALPHA || f == VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA;
}

std::optional<VkBlendOp> blend_op(uint32_t f) {
  namespace c = enums::CombFunc;
  switch (f) {
    case c::kCOMB_DST_PLUS_SRC:
      return VK_BLEND_OP_ADD;
    case c::kCOMB_SRC_MINUS_DST:
      return VK_BLEND_OP_SUBTRACT;
    case c::kCOMB_MIN_DST_SRC:
      return VK_BLEND_OP_MIN;
    case c::kCOMB_MAX_DST_SRC:
      return VK_BLEND_OP_MAX;
    case c::kCOMB_DST_MINUS_SRC:
      return VK_BLEND_OP_REVERSE_SUBTRACT;
    default:
      return std::nullopt;
  }
}

// A target's blending: none, or the host's form of CB_BLENDn_CONTROL with its
// colour buffer's clamping; empty, or the refusal's field.
std::string blend_of(const ColorBufferView& cb, VkPipelineColorBlendAttachmentState* b) {
  CbBlendControl c = cb.blend_control();
  CbColorInfo info = cb.info();
  *b = {};
  if (!c.enable() || info.blend_bypass()) return {};
  // A UNORM target's sources and constants are clamped to [0, 1] in Vulkan.
  if (!info.blend_clamp()) return "CB_COLORn_INFO.BLEND_CLAMP";
  auto src = blend_factor(c.color_srcblend()), dst = blend_factor(c.color_destblend());
  auto op = blend_op(c.color_comb_fcn());
  uint32_t asrc_f = c.color_srcblend(), adst_f = c.color_destblend(), aop_f = c.color_comb_fcn();
  if (c.separate_alpha_blend()) {
    asrc_f = c.alpha_srcblend();
    adst_f = c.alpha_destblend();
    aop_f = c.alpha_comb_fcn();
  }
  auto asrc = blend_factor(asrc_f), adst = blend_factor(adst_f);
  auto aop = blend_op(aop_f);
  if (!src || !dst || !asrc || !adst) return "CB_BLENDn_CONTROL.BLEND";
  if (!op || !aop) return "CB_BLENDn_CONTROL.COMB_FCN";
  // MIN and MAX take no factors on the host: the registers must say ONE, as
  // RADV writes them.
  auto minmax = [](VkBlendOp o) { return o == VK_BLEND_OP_MIN || o == VK_BLEND_OP_MAX; };
  if ((minmax(*op) && (*src != VK_BLEND_FACTOR_ONE || *dst != VK_BLEND_FACTOR_ONE)) ||
      (minmax(*aop) && (*asrc != VK_BLEND_FACTOR_ONE || *adst != VK_BLEND_FACTOR_ONE)))
    return "CB_BLENDn_CONTROL.MIN_MAX_FACTORS";
  b->blendEnable = VK_TRUE;
  b->srcColorBlendFactor = *src;
  b->dstColorBlendFactor = *dst;
  b->colorBlendOp = *op;
  b->srcAlphaBlendFactor = *asrc;
  b->dstAlphaBlendFactor = *adst;
  b->alphaBlendOp = *aop;
  return {};
}

// ROP3's truth table over the source (0xCC), destination (0xAA) and pattern
// (0xF0) bytes as the host's logic op, whose value is a truth table too:
// bit 3 - (2s + d) holds the result for source bit s and destination bit d.
// None where the result depends on the pattern, which draws do not have.
std::optional<VkLogicOp> logic_op_of(uint32_t rop3) {
  if ((rop3 >> 4) != (rop3 & 0xf)) return std::nullopt;
  uint32_t op = 0;
  for (uint32_t sd = 0; sd < 4; ++sd) op |= ((rop3 >> sd) & 1u) << (3 - sd);
  return static_cast<VkLogicOp>(op);
}

// The element a DCC clear code stands for: every channel 0 or 1, or the
// colour channels one way and alpha (the fourth) the other. "1" is 1.0 in a
// normalised or float channel; what it is in an integer channel is not
// established here, so those codes are unknown there, as are the mixed codes
// of formats without four channels.
void clear_codes_of(const TargetFormat& tf, DrawTarget* t) {
  if (tf.cls != TargetClass::kFloat || tf.packed) {
    t->clear_codes = 1;  // 0000 only
    return;
  }
  uint64_t one;
  if (tf.normalised)
    one = tf.format == VK_FORMAT_R8_SNORM || tf.format == VK_FORMAT_R8G8_SNORM ||
                  tf.format == VK_FORMAT_R8G8B8A8_SNORM || tf.format == VK_FORMAT_R16_SNORM ||
                  tf.format == VK_FORMAT_R16G16_SNORM || tf.format == VK_FORMAT_R16G16B16A16_SNORM
              ? (uint64_t{1} << (tf.bits - 1)) - 1
              : (uint64_t{1} << tf.bits) - 1;
  else
    one = tf.bits == 16 ? 0x3c00u : 0x3f800000u;
  if (tf.bits * tf.channels > 64) {
    t->clear_codes = 1;
    return;
  }
  for (unsigned code = 0; code < 4; ++code) {
    // 0000, 0001, 1110, 1111: bit 0 the alpha's value, bit 1 the colours'.
    const bool colour = code >= 2, alpha = code == 1 || code == 3;
    uint64_t v = 0;
    for (unsigned c = 0; c < tf.channels; ++c) {
      bool is_alpha = tf.channels == 4 && c == 3;
      if (is_alpha ? alpha : colour) v |= one << (c * tf.bits);
    }
    t->clear_code[code] = v;
  }
  t->clear_codes = tf.channels == 4 ? 0xf : 0x9;
}

std::string plan_dcc(const ColorBufferView& cb, const TargetFormat& tf, DrawTarget* t) {
  CbColorAttrib3 a3 = cb.attrib3();
  surf::DccDesc d;
  d.pipe_aligned = a3.dcc_pipe_aligned() != 0;
  d.meta_linear = a3.meta_linear() != 0;
  d.max_uncompressed_block_size = cb.dcc_control().max_uncompressed_block_size();
  if (std::string why = surf::compute_dcc_layout(t->layout, d, &t->dcc_layout); !why.empty())
    return why;
  uint64_t base = uint64_t{cb.dcc_base().raw} | uint64_t{cb.dcc_base_ext().raw & 0xff} << 32;
  if (std::string why = surf::split_dcc_base(t->dcc_layout, base, &t->dcc_base); !why.empty())
    return why;
  if (std::string why = surf::dcc_level_range(t->dcc_layout, t->mip, t->slice, &t->dcc_range);
      !why.empty())
    return why;
  t->dcc = true;
  t->clear_word = uint64_t{cb.clear_word0().raw} | uint64_t{cb.clear_word1().raw} << 32;
  clear_codes_of(tf, t);
  return {};
}

// FMASK and CMASK of a multisampled target (D42, D28): their layouts, bases
// and the bytes of the target's slice.
std::string plan_fmask(const ColorBufferView& cb, const surf::SurfaceDesc& color, DrawTarget* t) {
  if (std::string why = surf::fmask_format(t->samples, t->samples, &t->fmask_format); !why.empty())
    return why;
  surf::SurfaceDesc fd;
  if (std::string why =
          surf::compute_fmask_desc(color, t->samples, cb.attrib3().fmask_sw_mode(), &fd);
      !why.empty())
    return why;
  if (std::string why = surf::compute_layout(fd, &t->fmask_layout); !why.empty()) return why;
  const uint64_t fmask_256b = uint64_t{cb.fmask().raw} | uint64_t{cb.fmask_base_ext().raw & 0xff}
                                                             << 32;
  if (std::string why = surf::split_base(t->fmask_layout, fmask_256b, &t->fmask_base); !why.empty())
    return why;
  if (std::string why = surf::subresource_range(t->fmask_layout, 0, t->slice, &t->fmask_range);
      !why.empty())
    return why;
  if (std::string why = surf::compute_cmask_layout(t->fmask_layout, &t->cmask_layout); !why.empty())
    return why;
  const uint64_t cmask_256b = uint64_t{cb.cmask().raw} | uint64_t{cb.cmask_base_ext().raw & 0xff}
                                                             << 32;
  if (std::string why = surf::split_cmask_base(t->cmask_layout, cmask_256b, &t->cmask_base);
      !why.empty())
    return why;
  if (std::string why = surf::cmask_slice_range(t->cmask_layout, t->slice, &t->cmask_range);
      !why.empty())
    return why;
  t->fmask = true;
  t->fast_clear = cb.info().fast_clear() != 0;
  t->clear_word = uint64_t{cb.clear_word0().raw} | uint64_t{cb.clear_word1().raw} << 32;
  return {};
}

// The surface of colour buffer `cb` in format `tf`: one level of one slice, its
// DCC; empty, or the refusal.
constexpr uint64_t kMaxTargetBytes = uint64_t{16384} * 16384 * 16;

std::string plan_surface(const ColorBufferView& cb, const TargetFormat& tf, DrawTarget* tp) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  DrawTarget& t = *tp;
  CbColorInfo info = cb.info();
  if (info.endian()) return field("CB_COLORn_INFO.ENDIAN");
  CbColorAttrib2 a2 = cb.attrib2();
  CbColorAttrib3 a3 = cb.attrib3();
  CbColorAttrib attrib = cb.attrib();
  // Samples and fragments alike (EQAA, fewer fragments than samples, is
  // refused); FMASK and CMASK only with them, CMASK only with FMASK (GFX10).
  if (attrib.num_samples() > 3) return field("CB_COLORn_ATTRIB.NUM_SAMPLES");
  if (attrib.num_fragments() != attrib.num_samples())
    return field("CB_COLORn_ATTRIB.NUM_FRAGMENTS");
  t.samples = 1u << attrib.num_samples();
  if (info.compression() && t.samples == 1) return field("CB_COLORn_INFO.COMPRESSION");
  if (info.fast_clear() && !info.compression()) return field("CB_COLORn_INFO.FAST_CLEAR");
  if (info.cmask_is_linear()) return field("CB_COLORn_INFO.CMASK_IS_LINEAR");
  surf::SurfaceDesc desc;
  desc.fragments = t.samples;
  desc.sw_mode = a3.color_sw_mode();
  desc.type = static_cast<surf::ResourceType>(a3.resource_type());
  desc.bytes_per_element = tf.bytes_per_element;
  desc.width = a2.mip0_width() + 1;
  desc.height = a2.mip0_height() + 1;
  desc.slices = a3.mip0_depth() + 1;
  desc.mip_levels = a2.max_mip() + 1;
  if (std::string why = surf::compute_layout(desc, &t.layout); !why.empty())
    return "draw-target-" + why;
  // One level of one slice (of a 3D surface, one z: surf seeds and writes back
  // its elements alone, thick blocks included): a layer other than the first
  // the program names is refused where it is exported (draw-layer-past-target).
  CbColorView view = cb.view();
  t.mip = view.mip_level();
  t.slice = view.slice_start();
  if (t.mip >= desc.mip_levels || t.slice > view.slice_max() ||
      t.slice >= (desc.type == surf::ResourceType::k3d ? t.layout.mips[t.mip].depth : desc.slices))
    return field("CB_COLORn_VIEW");
  uint64_t base_256b = uint64_t{cb.base().raw} | uint64_t{cb.base_ext().raw & 0xff} << 32;
  if (std::string why = surf::split_base(t.layout, base_256b, &t.base); !why.empty())
    return "draw-target-" + why;
  if (std::string why = surf::subresource_range(t.layout, t.mip, t.slice, &t.range); !why.empty())
    return "draw-target-" + why;
  if (info.dcc_enable()) {
    if (std::string why = plan_dcc(cb, tf, &t); !why.empty()) return "draw-target-" + why;
  }
  if (info.compression()) {
    if (std::string why = plan_fmask(cb, desc, &t); !why.empty()) return "draw-target-" + why;
  }
  t.width = t.layout.mips[t.mip].width;
  t.height = t.layout.mips[t.mip].height;
  t.bytes_per_texel = desc.bytes_per_element;
  // The host holds every sample of the level (staging, seeding's copies): at
  // most what the largest one-sample target takes, 16384 x 16384 texels of 16
  // bytes, so that a guest's 8-sample size cannot ask the host for 32 GiB.
  if (uint64_t{t.width} * t.height * t.bytes_per_texel * t.samples > kMaxTargetBytes)
    return "draw-target-too-large";
  t.format = tf.format;
  return {};
}

}  // namespace

// A CB resolve's buffers (D42): colour buffer 0 multisampled, colour buffer 1
// one sample of the same format, size and channels written; no other buffer,
// no blending.
std::string plan_resolve_targets(const RegisterState& r, DrawPlan* p) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  ColorBufferView src(r, 0), dst(r, 1);
  CbColorInfo si = src.info(), di = dst.info();
  if (si.format() == 0 || di.format() == 0) return field("CB_COLORn_INFO.FORMAT (resolve)");
  if (si.format() != di.format() || si.number_type() != di.number_type() ||
      si.comp_swap() != di.comp_swap())
    return field("CB_COLOR1_INFO.FORMAT (resolve: not the source's)");
  for (unsigned n = 2; n < kMaxColorBuffers; ++n)
    if (ColorBufferView(r, n).info().format() != 0 && ((r.read(kCB_TARGET_MASK) >> (4 * n)) & 0xf))
      return field("CB_COLORn_INFO.FORMAT (resolve: a third buffer)");
  if ((src.blend_control().enable() && !si.blend_bypass()) ||
      (dst.blend_control().enable() && !di.blend_bypass()))
    return field("CB_BLENDn_CONTROL.ENABLE (resolve)");
  if (std::string why =
          target_format_of(si.format(), si.number_type(), si.comp_swap(), &p->resolve_format);
      !why.empty())
    return field(why.c_str());
  const TargetFormat& tf = p->resolve_format;
  // Every channel of the destination written.
  const uint32_t enabled = (r.read(kCB_TARGET_MASK) >> 4) & 0xf;
  for (unsigned j = 0; j < tf.channels && j < 4; ++j)
    if (((enabled >> tf.source(j)) & 1u) == 0) return field("CB_TARGET_MASK (resolve)");
  if (std::string why = plan_surface(src, tf, &p->resolve_src); !why.empty()) return why;
  if (std::string why = plan_surface(dst, tf, &p->resolve_dst); !why.empty()) return why;
  if (p->resolve_src.samples == 1 || p->resolve_dst.samples != 1)
    return field("CB_COLORn_ATTRIB.NUM_SAMPLES (resolve)");
  if (p->resolve_src.width != p->resolve_dst.width ||
      p->resolve_src.height != p->resolve_dst.height)
    return field("CB_COLORn_ATTRIB2 (resolve: sizes differ)");
  p->resolve = true;
  return {};
}

// A pass of the CB over its targets' metadata (CB_COLOR_CONTROL.MODE
// ELIMINATE_FAST_CLEAR or DCC_DECOMPRESS): every colour buffer CB_TARGET_MASK
// enables, whatever the pixel program exports.
std::string plan_meta_pass(const RegisterState& r, DrawPlan* p) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  p->meta_pass = true;
  const uint32_t enabled = r.read(kCB_TARGET_MASK);
  for (unsigned n = 0; n < kMaxColorBuffers; ++n) {
    if (((enabled >> (4 * n)) & 0xfu) == 0) continue;
    ColorBufferView cb(r, n);
    CbColorInfo info = cb.info();
    if (info.format() == 0) continue;  // COLOR_INVALID: no buffer
    TargetFormat tf;
    if (std::string why =
            target_format_of(info.format(), info.number_type(), info.comp_swap(), &tf);
        !why.empty())
      return field(why.c_str());
    DrawTarget t;
    if (std::string why = plan_surface(cb, tf, &t); !why.empty()) return why;
    p->targets.push_back(t);
  }
  if (p->targets.empty()) return "draw-no-colour-target";
  return {};
}

std::string plan_color_targets(const RegisterState& r, const vk::HostDeviceInfo& host,
                               DrawPlan* p) {
  auto field = [](const char* what) { return std::string("draw-") + what; };
  CbColorControl cbc{r.read(kCB_COLOR_CONTROL)};
  // CB_DISABLE: no colour is written (depth-only draws).
  if (cbc.mode() == enums::CBMode::kCB_DISABLE) return {};
  if (cbc.mode() != enums::CBMode::kCB_NORMAL) return field("CB_COLOR_CONTROL.MODE");
  if (cbc.rop3() != 0xcc) {
    std::optional<VkLogicOp> op = logic_op_of(cbc.rop3());
    if (!op || !host.caps.logic_op) return field("CB_COLOR_CONTROL.ROP3");
    p->logic_op_enable = true;
    p->logic_op = *op;
  }
  if (cbc.degamma_enable()) return field("CB_COLOR_CONTROL.DEGAMMA_ENABLE");
  // Which colour buffer an export fills (D29, which amends D825): export K
  // has SPI_SHADER_COL_FORMAT's K-th field as its format and goes to the K-th
  // colour buffer whose CB_SHADER_MASK field is not zero. Both drivers' forms
  // (RADV's fields without gaps, a buffer without an export masked out of
  // CB_SHADER_MASK; formats filled in up to the last export) read the same
  // under it; a zero field below an export is a form neither writes, and
  // refused.
  const uint32_t col_format = r.read(kSPI_SHADER_COL_FORMAT);
  const uint32_t shader_masks = r.read(kCB_SHADER_MASK);
  unsigned exports = 0;
  while (exports < kMaxColorBuffers && ((col_format >> (4 * exports)) & 0xf) != 0) ++exports;
  if (exports < kMaxColorBuffers && (col_format >> (4 * exports)) != 0)
    return field("SPI_SHADER_COL_FORMAT (a zero field below an export)");
  // Dual-source blending: buffer 0's blend reads a second source, which is
  // export 1 (both drivers' order); then buffer 0 is the only target.
  bool dual_source = false;
  {
    ColorBufferView cb0(r, 0);
    VkPipelineColorBlendAttachmentState b0;
    if (blend_of(cb0, &b0).empty() && b0.blendEnable &&
        (reads_src1(b0.srcColorBlendFactor) || reads_src1(b0.dstColorBlendFactor) ||
         reads_src1(b0.srcAlphaBlendFactor) || reads_src1(b0.dstAlphaBlendFactor))) {
      if (!host.caps.dual_src_blend) return field("CB_BLENDn_CONTROL.BLEND (dual source)");
      if (exports != 2 || (shader_masks & 0xf) == 0)
        return field("SPI_SHADER_COL_FORMAT (dual source)");
      for (unsigned n = 1; n < kMaxColorBuffers; ++n)
        if (ColorBufferView(r, n).info().format() != 0)
          return field("CB_COLORn_INFO.FORMAT (dual source)");
      dual_source = true;
    }
  }
  unsigned next_export = 0;
  for (unsigned n = 0; n < kMaxColorBuffers; ++n) {
    ColorBufferView cb(r, n);
    const uint32_t shader_mask = (shader_masks >> (4 * n)) & 0xf;
    if (dual_source && n == 1) continue;  // export 1 is buffer 0's second source
    if (shader_mask == 0) {
      // No export: nothing the CB could write to the buffer is known.
      const uint32_t enabled = (r.read(kCB_TARGET_MASK) >> (4 * n)) & 0xf;
      if (enabled != 0 && cb.info().format() != 0) return field("CB_SHADER_MASK");
      continue;
    }
    if (next_export >= exports) return field("CB_SHADER_MASK (a buffer past the exports)");
    const uint32_t export_format = (col_format >> (4 * next_export)) & 0xf;
    next_export += dual_source ? 2 : 1;
    CbColorInfo info = cb.info();
    // The format as a host attachment, and the export that fills it exactly.
    TargetFormat tf;
    if (std::string why =
            target_format_of(info.format(), info.number_type(), info.comp_swap(), &tf);
        !why.empty())
      return field(why.c_str());
    if (std::string why = export_fits(export_format, tf); !why.empty()) return field(why.c_str());
    if (!vk::host_renders_to(host.caps, tf.format)) return field("CB_COLORn_INFO.FORMAT (host)");
    if (dual_source) {
      if (std::string why = export_fits((col_format >> 4) & 0xf, tf); !why.empty())
        return field(why.c_str());
    }
    const bool blends = cb.blend_control().enable() && !info.blend_bypass();
    // Channels the fragment module moves (COMP_SWAP): the CB blends in the
    // export's channels, the host in its own, so an alpha moved elsewhere
    // would take the colour's equation.
    if (blends && tf.swizzle != TargetFormat::kIdentitySwizzle)
      return field("CB_BLENDn_CONTROL.ENABLE (COMP_SWAP)");
    // Blending: normalised targets only (the host blends integers not at all,
    // and floats unclamped, which BLEND_CLAMP does not say).
    if (blends && !tf.normalised) return field("CB_BLENDn_CONTROL.ENABLE (target format)");
    // A logic op over float bits, or with blending, is not what the host's
    // logic op (integer and normalised targets, blending off) carries out.
    if (p->logic_op_enable && (blends || (tf.cls == TargetClass::kFloat && !tf.normalised) ||
                               info.number_type() == enums::SurfaceNumber::kNUMBER_SRGB))
      return field("CB_COLOR_CONTROL.ROP3 (target)");
    const size_t k = p->targets.size();
    p->fragment.target_class[k] = static_cast<uint8_t>(tf.cls);
    p->fragment.target_bits[k] = static_cast<uint8_t>(tf.bits);
    p->fragment.target_swizzle[k] = tf.swizzle;
    p->fragment.target_channels[k] = static_cast<uint8_t>(tf.channels);
    if (dual_source) {
      p->fragment.target_class[1] = p->fragment.target_class[0];
      p->fragment.target_bits[1] = p->fragment.target_bits[0];
      p->fragment.dual_source = true;
    }
    DrawTarget t;
    if (std::string why = blend_of(cb, &t.blend); !why.empty()) return field(why.c_str());
    const auto& tb = t.blend;
    if (n != 0 && tb.blendEnable &&
        (reads_src1(tb.srcColorBlendFactor) || reads_src1(tb.dstColorBlendFactor) ||
         reads_src1(tb.srcAlphaBlendFactor) || reads_src1(tb.dstAlphaBlendFactor)))
      return field("CB_BLENDn_CONTROL.BLEND (dual source)");
    // FORCE_DST_ALPHA_1 (a format whose alpha the application does not have):
    // the destination's alpha reads as 1. It changes nothing where no blend
    // factor and no logic op reads the destination's alpha.
    if (cb.attrib().force_dst_alpha_1()) {
      auto reads_dst_alpha = [](VkBlendFactor f) {
        return f == VK_BLEND_FACTOR_DST_ALPHA || f == VK_BLEND_FACTOR_ONE_MINUS_DST_ALPHA ||
               f == VK_BLEND_FACTOR_SRC_ALPHA_SATURATE;
      };
      const auto& b = t.blend;
      if (p->logic_op_enable ||
          (b.blendEnable &&
           (reads_dst_alpha(b.srcColorBlendFactor) || reads_dst_alpha(b.dstColorBlendFactor) ||
            reads_dst_alpha(b.srcAlphaBlendFactor) || reads_dst_alpha(b.dstAlphaBlendFactor))))
        return field("CB_COLORn_ATTRIB.FORCE_DST_ALPHA_1");
    }
    if (std::string why = plan_surface(cb, tf, &t); !why.empty()) return why;
    // The channels the target has (radeonsi enables all four of CB_TARGET_MASK
    // for a one-channel format): each must be one the pixel program exports.
    // The masks name export channels; host channel j holds tf.source(j).
    const uint32_t enabled = cb.target_mask().target0_enable();
    uint32_t target = 0, needed = 0;
    for (unsigned j = 0; j < tf.channels && j < 4; ++j) {
      if (((enabled >> tf.source(j)) & 1u) == 0) continue;
      target |= 1u << j;
      needed |= 1u << tf.source(j);
    }
    if ((needed & ~shader_mask) != 0) return field("CB_SHADER_MASK");
    t.write_mask = target;
    p->targets.push_back(t);
  }
  // Exports past the buffers (beyond the null export a program without
  // colour outputs makes) have nowhere known to go.
  if (!p->targets.empty() && next_export < exports)
    return field("SPI_SHADER_COL_FORMAT (an export past the buffers)");
  return {};
}

}  // namespace rdnavk::exec
