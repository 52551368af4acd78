// A colour buffer's format as the host attachment holding the same bits, and
// COMP_SWAP's channel orders that no host format has: the fragment module hands
// each host channel the export channel the swap puts there.
#include "exec/target_format.h"

#include <gtest/gtest.h>

#include "regs/gfx103_types.h"

namespace rdnavk::exec {
namespace {

namespace cf = regs::enums::ColorFormat;
namespace nt = regs::enums::SurfaceNumber;
namespace sw = regs::enums::SurfaceSwap;

// SPI_SHADER_COL_FORMAT's values.
constexpr uint32_t k32R = 1, k32AR = 3, kFp16 = 4, k32Abgr = 9;

std::array<unsigned, 4> sources(const TargetFormat& t) {
  return {t.source(0), t.source(1), t.source(2), t.source(3)};
}

TEST(TargetFormat, AlphaOnlyTargetsHoldTheExportsW) {
  TargetFormat t;
  ASSERT_EQ(target_format_of(cf::kCOLOR_8, nt::kNUMBER_UNORM, sw::kSWAP_ALT_REV, &t), "");
  EXPECT_EQ(t.format, VK_FORMAT_R8_UNORM);
  EXPECT_EQ(t.source(0), 3u);
  EXPECT_EQ(export_fits(kFp16, t), "");
  EXPECT_EQ(export_fits(k32AR, t), "");
  EXPECT_EQ(export_fits(k32R, t), "SPI_SHADER_COL_FORMAT (32_R)");  // X alone: no alpha
  ASSERT_EQ(target_format_of(cf::kCOLOR_32, nt::kNUMBER_FLOAT, sw::kSWAP_ALT_REV, &t), "");
  EXPECT_EQ(t.format, VK_FORMAT_R32_SFLOAT);
  EXPECT_EQ(export_fits(k32AR, t), "");
}

TEST(TargetFormat, SwapsAreTheFormatsChannelOrders) {
  TargetFormat t;
  // Luminance-alpha: X__Y, memory's X from the export's X, Y from W.
  ASSERT_EQ(target_format_of(cf::kCOLOR_8_8, nt::kNUMBER_UNORM, sw::kSWAP_ALT, &t), "");
  EXPECT_EQ(t.format, VK_FORMAT_R8G8_UNORM);
  EXPECT_EQ(t.source(0), 0u);
  EXPECT_EQ(t.source(1), 3u);
  EXPECT_EQ(export_fits(k32AR, t), "");
  ASSERT_EQ(target_format_of(cf::kCOLOR_16_16, nt::kNUMBER_FLOAT, sw::kSWAP_STD_REV, &t), "");
  EXPECT_EQ(t.source(0), 1u);
  EXPECT_EQ(t.source(1), 0u);
  EXPECT_EQ(export_fits(k32AR, t), "SPI_SHADER_COL_FORMAT (32_AR)");  // Y is not exported
  ASSERT_EQ(target_format_of(cf::kCOLOR_8_8_8_8, nt::kNUMBER_UINT, sw::kSWAP_ALT_REV, &t), "");
  EXPECT_EQ(sources(t), (std::array<unsigned, 4>{3, 0, 1, 2}));  // YZWX: A in memory's X
  ASSERT_EQ(target_format_of(cf::kCOLOR_16_16_16_16, nt::kNUMBER_FLOAT, sw::kSWAP_STD_REV, &t), "");
  EXPECT_EQ(sources(t), (std::array<unsigned, 4>{3, 2, 1, 0}));
  EXPECT_EQ(export_fits(k32Abgr, t), "");
  // BGRA of 8-bit UNORM is a host format of its own: no swizzle.
  ASSERT_EQ(target_format_of(cf::kCOLOR_8_8_8_8, nt::kNUMBER_UNORM, sw::kSWAP_ALT, &t), "");
  EXPECT_EQ(t.format, VK_FORMAT_B8G8R8A8_UNORM);
  EXPECT_EQ(t.swizzle, TargetFormat::kIdentitySwizzle);
  // The standard order is no swizzle at all.
  ASSERT_EQ(target_format_of(cf::kCOLOR_8, nt::kNUMBER_UNORM, sw::kSWAP_STD, &t), "");
  EXPECT_EQ(t.swizzle, TargetFormat::kIdentitySwizzle);
}

TEST(TargetFormat, SwapsNoFormatHasAreRefused) {
  TargetFormat t;
  EXPECT_EQ(target_format_of(cf::kCOLOR_8, nt::kNUMBER_UNORM, sw::kSWAP_ALT, &t),
            "CB_COLORn_INFO.COMP_SWAP (COLOR_8 SWAP_ALT)");
  EXPECT_EQ(target_format_of(cf::kCOLOR_16, nt::kNUMBER_UNORM, sw::kSWAP_STD_REV, &t),
            "CB_COLORn_INFO.COMP_SWAP (COLOR_16 SWAP_STD_REV)");
}

}  // namespace
}  // namespace rdnavk::exec
