#include "exec/target_format.h"

#include "regs/registers.h"

#include "regs/gfx103_types.h"

namespace rdnavk::exec {

namespace {

namespace cf = regs::enums::ColorFormat;
namespace nt = regs::enums::SurfaceNumber;

// SPI_SHADER_COL_FORMAT values (Mesa sid.h V_028714_SPI_SHADER_*).
enum ColFormat : uint32_t {
  kZero = 0,
  k32R = 1,
  k32GR = 2,
  k32AR = 3,
  kFp16Abgr = 4,
  kUnorm16Abgr = 5,
  kSnorm16Abgr = 6,
  kUint16Abgr = 7,
  kSint16Abgr = 8,
  k32Abgr = 9,
};

// The host formats by channel layout (R, RG, RGBA) and number type: UNORM,
// SNORM, UINT, SINT, SRGB, FLOAT; UNDEFINED where Vulkan has none.
struct Row {
  uint32_t format, channels, bits;
  VkFormat by_type[6];
};
constexpr VkFormat kNone = VK_FORMAT_UNDEFINED;
constexpr Row kRows[] = {
    {cf::kCOLOR_8,
     1,
     8,
     {VK_FORMAT_R8_UNORM, VK_FORMAT_R8_SNORM, VK_FORMAT_R8_UINT, VK_FORMAT_R8_SINT,
      VK_FORMAT_R8_SRGB, kNone}},
    {cf::kCOLOR_8_8,
     2,
     8,
     {VK_FORMAT_R8G8_UNORM, VK_FORMAT_R8G8_SNORM, VK_FORMAT_R8G8_UINT, VK_FORMAT_R8G8_SINT,
      VK_FORMAT_R8G8_SRGB, kNone}},
    {cf::kCOLOR_8_8_8_8,
     4,
     8,
     {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R8G8B8A8_SNORM, VK_FORMAT_R8G8B8A8_UINT,
      VK_FORMAT_R8G8B8A8_SINT, VK_FORMAT_R8G8B8A8_SRGB, kNone}},
    {cf::kCOLOR_16,
     1,
     16,
     {VK_FORMAT_R16_UNORM, VK_FORMAT_R16_SNORM, VK_FORMAT_R16_UINT, VK_FORMAT_R16_SINT, kNone,
      VK_FORMAT_R16_SFLOAT}},
    {cf::kCOLOR_16_16,
     2,
     16,
     {VK_FORMAT_R16G16_UNORM, VK_FORMAT_R16G16_SNORM, VK_FORMAT_R16G16_UINT, VK_FORMAT_R16G16_SINT,
      kNone, VK_FORMAT_R16G16_SFLOAT}},
    {cf::kCOLOR_16_16_16_16,
     4,
     16,
     {VK_FORMAT_R16G16B16A16_UNORM, VK_FORMAT_R16G16B16A16_SNORM, VK_FORMAT_R16G16B16A16_UINT,
      VK_FORMAT_R16G16B16A16_SINT, kNone, VK_FORMAT_R16G16B16A16_SFLOAT}},
    {cf::kCOLOR_32,
     1,
     32,
     {kNone, kNone, VK_FORMAT_R32_UINT, VK_FORMAT_R32_SINT, kNone, VK_FORMAT_R32_SFLOAT}},
    {cf::kCOLOR_32_32,
     2,
     32,
     {kNone, kNone, VK_FORMAT_R32G32_UINT, VK_FORMAT_R32G32_SINT, kNone, VK_FORMAT_R32G32_SFLOAT}},
    {cf::kCOLOR_32_32_32_32,
     4,
     32,
     {kNone, kNone, VK_FORMAT_R32G32B32A32_UINT, VK_FORMAT_R32G32B32A32_SINT, kNone,
      VK_FORMAT_R32G32B32A32_SFLOAT}},
};

// Packed UNORM formats: the channels' bits from the least significant as the
// format's name lists them from the most (COLOR_1_5_5_5: X 5 bits ... W 1),
// and COMP_SWAP's order (ac_translate_colorswap: STD XYZW, ALT ZYXW, STD_REV
// WZYX, ALT_REV YZWX; three channels STD XYZ, STD_REV ZYX) decide the host
// format holding the same bits.
struct PackedRow {
  uint32_t format, swap;
  VkFormat host;
  uint32_t channels, bits, bytes;  // bits: the widest channel's
};
namespace sw = regs::enums::SurfaceSwap;
constexpr PackedRow kPacked[] = {
    {cf::kCOLOR_5_6_5, sw::kSWAP_STD, VK_FORMAT_B5G6R5_UNORM_PACK16, 3, 6, 2},
    {cf::kCOLOR_5_6_5, sw::kSWAP_STD_REV, VK_FORMAT_R5G6B5_UNORM_PACK16, 3, 6, 2},
    {cf::kCOLOR_1_5_5_5, sw::kSWAP_ALT, VK_FORMAT_A1R5G5B5_UNORM_PACK16, 4, 5, 2},
    {cf::kCOLOR_5_5_5_1, sw::kSWAP_STD_REV, VK_FORMAT_R5G5B5A1_UNORM_PACK16, 4, 5, 2},
    {cf::kCOLOR_5_5_5_1, sw::kSWAP_ALT_REV, VK_FORMAT_B5G5R5A1_UNORM_PACK16, 4, 5, 2},
    {cf::kCOLOR_4_4_4_4, sw::kSWAP_STD_REV, VK_FORMAT_R4G4B4A4_UNORM_PACK16, 4, 4, 2},
    {cf::kCOLOR_4_4_4_4, sw::kSWAP_ALT_REV, VK_FORMAT_B4G4R4A4_UNORM_PACK16, 4, 4, 2},
    {cf::kCOLOR_2_10_10_10, sw::kSWAP_STD, VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4, 10, 4},
    {cf::kCOLOR_2_10_10_10, sw::kSWAP_ALT, VK_FORMAT_A2R10G10B10_UNORM_PACK32, 4, 10, 4},
};

// "CB_COLORn_INFO.<field> (<format>[ <swap>])", named as the register database
// names them, so that the report says which.
std::string refusal(const char* field, uint32_t format, int comp_swap = -1) {
  std::string name = std::string("CB_COLORn_INFO.") + field;
  const regs::RegisterInfo* reg = regs::find_register("CB_COLOR0_INFO");
  const regs::FieldInfo* f = reg ? regs::find_field(*reg, "FORMAT") : nullptr;
  const char* value = f ? regs::enum_name(*f, format) : nullptr;
  if (value == nullptr) return name;
  name += std::string(" (") + value;
  const regs::FieldInfo* s = reg && comp_swap >= 0 ? regs::find_field(*reg, "COMP_SWAP") : nullptr;
  if (const char* swap = s ? regs::enum_name(*s, static_cast<uint32_t>(comp_swap)) : nullptr;
      swap != nullptr)
    name += std::string(" ") + swap;
  return name + ")";
}

// COMP_SWAP's order for `channels` plain channels (Mesa's
// ac_translate_colorswap, read backwards: the format's channel swizzle a swap
// stands for): which export channel each memory channel holds, as
// TargetFormat::swizzle; -1 where none is given.
//   one:  STD X; ALT_REV W (an alpha-only format, ___X)
//   two:  STD X Y; STD_REV Y X; ALT X W (X__Y); ALT_REV W X (Y__X)
//   four: STD X Y Z W; ALT Z Y X W; STD_REV W Z Y X; ALT_REV W X Y Z (YZWX)
int swap_swizzle(uint32_t channels, uint32_t comp_swap) {
  // Channels past the format's repeat its last, so that nothing but its own
  // channels' values reaches the module's checks of them.
  auto pack = [](std::initializer_list<unsigned> src) {
    int v = 0, j = 0;
    unsigned last = 0;
    for (unsigned c : src) v |= static_cast<int>(last = c) << (2 * j++);
    for (; j < 4; ++j) v |= static_cast<int>(last) << (2 * j);
    return v;
  };
  if (comp_swap == sw::kSWAP_STD) return TargetFormat::kIdentitySwizzle;
  switch (channels) {
    case 1:
      if (comp_swap == sw::kSWAP_ALT_REV) return pack({3});
      return -1;
    case 2:
      if (comp_swap == sw::kSWAP_STD_REV) return pack({1, 0});
      if (comp_swap == sw::kSWAP_ALT) return pack({0, 3});
      if (comp_swap == sw::kSWAP_ALT_REV) return pack({3, 0});
      return -1;
    case 4:
      if (comp_swap == sw::kSWAP_ALT) return pack({2, 1, 0, 3});
      if (comp_swap == sw::kSWAP_STD_REV) return pack({3, 2, 1, 0});
      if (comp_swap == sw::kSWAP_ALT_REV) return pack({3, 0, 1, 2});
      return -1;
    default:
      return -1;
  }
}

int type_column(uint32_t number_type) {
  switch (number_type) {
    case nt::kNUMBER_UNORM:
      return 0;
    case nt::kNUMBER_SNORM:
      return 1;
    case nt::kNUMBER_UINT:
      return 2;
    case nt::kNUMBER_SINT:
      return 3;
    case nt::kNUMBER_SRGB:
      return 4;
    case nt::kNUMBER_FLOAT:
      return 5;
    default:
      return -1;
  }
}

}  // namespace

std::string target_format_of(uint32_t format, uint32_t number_type, uint32_t comp_swap,
                             TargetFormat* out) {
  int col = type_column(number_type);
  if (col < 0) return "CB_COLORn_INFO.NUMBER_TYPE";
  for (const PackedRow& r : kPacked) {
    if (r.format != format) continue;
    if (number_type != nt::kNUMBER_UNORM) return "CB_COLORn_INFO.NUMBER_TYPE";
    if (r.swap != comp_swap) continue;
    out->format = r.host;
    out->channels = r.channels;
    out->bits = r.bits;
    out->bytes_per_element = r.bytes;
    out->cls = TargetClass::kFloat;
    out->normalised = true;
    out->packed = true;
    return {};
  }
  for (const PackedRow& r : kPacked)
    if (r.format == format) return refusal("COMP_SWAP", format, static_cast<int>(comp_swap));
  for (const Row& r : kRows) {
    if (r.format != format) continue;
    VkFormat f = r.by_type[col];
    if (f == kNone) return "CB_COLORn_INFO.NUMBER_TYPE";
    // SWAP_STD keeps the channels in order; SWAP_ALT on four 8-bit UNORM or
    // SRGB channels is BGRA. The other swaps the fragment module makes itself,
    // handing each host channel the export channel COMP_SWAP puts there.
    out->swizzle = TargetFormat::kIdentitySwizzle;
    if (comp_swap == regs::enums::SurfaceSwap::kSWAP_ALT && r.channels == 4 && r.bits == 8 &&
        (col == 0 || col == 4)) {
      f = col == 0 ? VK_FORMAT_B8G8R8A8_UNORM : VK_FORMAT_B8G8R8A8_SRGB;
    } else if (comp_swap != regs::enums::SurfaceSwap::kSWAP_STD) {
      const int order = swap_swizzle(r.channels, comp_swap);
      if (order < 0) return refusal("COMP_SWAP", format, static_cast<int>(comp_swap));
      out->swizzle = static_cast<uint8_t>(order);
    }
    out->format = f;
    out->channels = r.channels;
    out->bits = r.bits;
    out->bytes_per_element = r.channels * r.bits / 8;
    out->cls = col == 2 ? TargetClass::kUint : col == 3 ? TargetClass::kSint : TargetClass::kFloat;
    out->normalised = col == 0 || col == 1 || col == 4;
    return {};
  }
  return refusal("FORMAT", format);
}

std::string export_fits(uint32_t col_format, const TargetFormat& t) {
  const bool is_float = t.cls == TargetClass::kFloat;
  // The export channels the target's channels take.
  uint32_t wanted = 0;
  for (unsigned j = 0; j < t.channels && j < 4; ++j) wanted |= 1u << t.source(j);
  switch (col_format) {
    case k32R:
      return (wanted & ~1u) == 0 ? "" : "SPI_SHADER_COL_FORMAT (32_R)";
    case k32GR:
      return (wanted & ~3u) == 0 ? "" : "SPI_SHADER_COL_FORMAT (32_GR)";
    case k32AR:
      return (wanted & ~9u) == 0 ? "" : "SPI_SHADER_COL_FORMAT (32_AR)";
    case k32Abgr:
      return "";
    case kFp16Abgr:
      // Halves: exact into float targets of 16 bits and normalised ones of
      // at most 10 (the colour buffer rounds them as the host does a float).
      return is_float && (t.normalised ? t.bits <= 10 : t.bits <= 16)
                 ? ""
                 : "SPI_SHADER_COL_FORMAT (FP16_ABGR)";
    case kUnorm16Abgr:
    case kSnorm16Abgr:
      return is_float && t.normalised && t.bits == 16 ? "" : "SPI_SHADER_COL_FORMAT (NORM16_ABGR)";
    case kUint16Abgr:
      return t.cls == TargetClass::kUint && t.bits <= 16 ? "" : "SPI_SHADER_COL_FORMAT (UINT16)";
    case kSint16Abgr:
      return t.cls == TargetClass::kSint && t.bits <= 16 ? "" : "SPI_SHADER_COL_FORMAT (SINT16)";
    default:
      return "SPI_SHADER_COL_FORMAT";
  }
}

}  // namespace rdnavk::exec
