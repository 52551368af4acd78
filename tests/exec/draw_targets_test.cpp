// Which colour buffer each export fills (decision record 0029): the forms of
// SPI_SHADER_COL_FORMAT, CB_SHADER_MASK and CB_TARGET_MASK no driver writes,
// and dual-source blending's, are refused by name before any surface is read.
#include <gtest/gtest.h>

#include "exec/draw_plan.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::exec {
namespace {

using namespace regs;

// CB_COLORn_INFO with FORMAT 8_8_8_8 (0xA), UNORM, the blend clamped.
constexpr uint32_t kRgba8Info = 0x00028028;
// CB_BLENDn_CONTROL: ENABLE, SEPARATE_ALPHA_BLEND, colour SRC1_COLOR and
// INV_SRC1_COLOR, alpha SRC1_ALPHA and INV_SRC1_ALPHA (RADV's dual source).
constexpr uint32_t kDualSourceBlend = 0x7211100f;

struct Cb {
  RegisterState r;
  vk::HostDeviceInfo host;
  DrawPlan p;
  Cb(uint32_t col_format, uint32_t shader_mask, uint32_t target_mask) {
    r.write(kCB_COLOR_CONTROL, 0x00cc0010);  // NORMAL, ROP3 copy
    r.write(kSPI_SHADER_COL_FORMAT, col_format);
    r.write(kCB_SHADER_MASK, shader_mask);
    r.write(kCB_TARGET_MASK, target_mask);
    host.caps.dual_src_blend = true;
  }
  std::string plan() { return plan_color_targets(r, host, &p); }
};

TEST(ExportTargets, AZeroFieldBelowAnExportIsRefused) {
  Cb cb(0x404, 0xf0f, 0xf0f);
  cb.r.write(kCB_COLOR0_INFO, kRgba8Info);
  EXPECT_EQ(cb.plan(), "draw-SPI_SHADER_COL_FORMAT (a zero field below an export)");
}

TEST(ExportTargets, AnEnabledBufferWithoutAnExportIsRefused) {
  // Buffer 0 has a format and CB_TARGET_MASK channels, but no CB_SHADER_MASK
  // field: what the CB writes there is not published.
  Cb cb(0x4, 0x0, 0xf);
  cb.r.write(kCB_COLOR0_INFO, kRgba8Info);
  EXPECT_EQ(cb.plan(), "draw-CB_SHADER_MASK");
  // Without a format, or with no channel enabled, nothing is written: no
  // refusal and no target.
  Cb none(0x4, 0x0, 0xf);
  EXPECT_EQ(none.plan(), "");
  EXPECT_TRUE(none.p.targets.empty());
  Cb masked(0x4, 0x0, 0x0);
  masked.r.write(kCB_COLOR0_INFO, kRgba8Info);
  EXPECT_EQ(masked.plan(), "");
  EXPECT_TRUE(masked.p.targets.empty());
}

// An alpha-only target (COLOR_8, COMP_SWAP ALT_REV): the CB blends the
// export's channels, the host would blend the alpha in its red with the
// colour's equation; blending it is refused, writing it is not.
TEST(ExportTargets, BlendingAChannelSwappedTargetIsRefused) {
  constexpr uint32_t kAlpha8Info = 0x00028004 | 3u << 11;  // FORMAT 8, ALT_REV
  Cb cb(0x4, 0xf, 0xf);
  cb.r.write(kCB_COLOR0_INFO, kAlpha8Info);
  cb.r.write(kCB_BLEND0_CONTROL, 0x40010001);  // ENABLE: colour and alpha ONE, ZERO
  EXPECT_EQ(cb.plan(), "draw-CB_BLENDn_CONTROL.ENABLE (COMP_SWAP)");
  // The same target without blending gets past the format: the swizzle is W.
  Cb plain(0x4, 0xf, 0xf);
  plain.r.write(kCB_COLOR0_INFO, kAlpha8Info);
  EXPECT_NE(plain.plan(), "draw-CB_BLENDn_CONTROL.ENABLE (COMP_SWAP)");
  EXPECT_EQ(plain.p.fragment.target_swizzle[0] & 3u, 3u);
}

TEST(ExportTargets, ABufferWithAnExportButNoFormatIsRefused) {
  Cb cb(0x4, 0xf, 0xf);
  EXPECT_EQ(cb.plan(), "draw-CB_COLORn_INFO.FORMAT (COLOR_INVALID)");
}

TEST(ExportTargets, DualSourceNeedsTwoExportsAndOneBuffer) {
  Cb one(0x4, 0xff, 0xf);
  one.r.write(kCB_COLOR0_INFO, kRgba8Info);
  one.r.write(kCB_BLEND0_CONTROL, kDualSourceBlend);
  EXPECT_EQ(one.plan(), "draw-SPI_SHADER_COL_FORMAT (dual source)");
  Cb two_buffers(0x44, 0xff, 0xff);
  two_buffers.r.write(kCB_COLOR0_INFO, kRgba8Info);
  two_buffers.r.write(kCB_COLOR0_INFO + 15, kRgba8Info);  // CB_COLOR1_INFO
  two_buffers.r.write(kCB_BLEND0_CONTROL, kDualSourceBlend);
  EXPECT_EQ(two_buffers.plan(), "draw-CB_COLORn_INFO.FORMAT (dual source)");
  Cb no_host(0x44, 0xff, 0xf);
  no_host.host.caps.dual_src_blend = false;
  no_host.r.write(kCB_COLOR0_INFO, kRgba8Info);
  no_host.r.write(kCB_BLEND0_CONTROL, kDualSourceBlend);
  EXPECT_EQ(no_host.plan(), "draw-CB_BLENDn_CONTROL.BLEND (dual source)");
}

}  // namespace
}  // namespace rdnavk::exec
