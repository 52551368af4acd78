// Multisampled images and their FMASK (decision record 0027, 2026-12-03) on
// lavapipe: loads, stores and atomics of every sample of 2-, 4- and 8-sample
// surfaces in 64KB_Z_X and 64KB_R_X, placed by surf's own (addrlib-checked)
// address functions; FMASK loads and the fragment fetch through them; the
// escapes of a sample past the view's, of FMASK views not carried out, of
// descriptors no driver writes and of accesses through DCC; image_get_resinfo
// of multisampled views.
#include <bit>
#include <functional>

#include <fmt/format.h>

#include "surf/meta.h"
#include "surf/surface.h"
#include "tests/surf/surf_cases.h"
#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

constexpr uint64_t kOut = XlateTest::kData;                      // loaded texels
constexpr uint64_t kSurface = FlatGuestMemory::kBase + 0x80000;  // 64 KiB aligned
constexpr uint64_t kOutBytes = kSurface - kOut, kSurfaceBytes = 0x80000;
// SQ_RSRC_IMG_*.
constexpr uint32_t kType2d = 9, kType2dArray = 13, kType2dMsaa = 14, kType2dMsaaArray = 15;
constexpr uint32_t kSelXXXX = 4 | 4 << 3 | 4 << 6 | 4 << 9, kSelXYZW = 4 | 5 << 3 | 6 << 6 | 7 << 9;
constexpr uint32_t kZX = 24, kRX = 27;
// GFX10 FMASK formats (gfx10-rsrc.json).
constexpr uint32_t kFmask8S2F2 = 159, kFmask8S4F4 = 161, kFmask32S8F4 = 165, kFmask32S8F8 = 166;

// The UINT format of an element size and the VGPRs a texel of it takes.
uint32_t uint_code(uint32_t bpe) {
  return bpe == 1 ? 5 : bpe == 2 ? 11 : bpe == 4 ? 20 : bpe == 8 ? 62 : 75;
}
uint32_t dwords_of(uint32_t bpe) {
  return bpe <= 4 ? 1 : bpe / 4;
}
std::string vregs(unsigned first, unsigned n) {
  return n == 1 ? fmt::format("v{}", first) : fmt::format("v[{}:{}]", first, first + n - 1);
}

// A T# of a surface at kSurface (base | pipe-bank xor), as ac_descriptors.c
// writes a multisampled view: LAST_LEVEL and MAX_MIP log2 of the samples.
struct MsaaDesc {
  uint32_t format = 20, width = 8, height = 8, type = kType2dMsaa, selects = kSelXYZW;
  uint32_t sw_mode = kRX, samples_log2 = 2, base_array = 0, last_layer = 0, xor_bits = 0;
  uint32_t base_level = 0;
  int max_mip = -1;  // -1: samples_log2
  bool compressed = false;
  std::vector<uint32_t> words() const {
    const uint64_t b = kSurface >> 8;
    const uint32_t mm = max_mip < 0 ? samples_log2 : static_cast<uint32_t>(max_mip);
    return {static_cast<uint32_t>(b) | xor_bits,
            static_cast<uint32_t>(b >> 32) | format << 20 | ((width - 1) & 3) << 30,
            (width - 1) >> 2 | (height - 1) << 14 | 1u << 31,
            selects | base_level << 12 | samples_log2 << 16 | sw_mode << 20 | type << 28,
            last_layer | base_array << 16,
            mm << 4,
            compressed ? 1u << 21 : 0u,
            0};
  }
};

// surf's layout of a 2D surface of `slices` layers and `samples` fragments.
surf::SurfaceLayout lay_out(uint32_t mode, uint32_t bpe, uint32_t w, uint32_t h, uint32_t slices,
                            uint32_t samples) {
  surf::SurfaceLayout l;
  EXPECT_EQ(
      surf::compute_layout(
          surf::surface_desc(static_cast<surf::SwMode>(mode), bpe, w, h, slices, 1, samples), &l),
      "");
  EXPECT_LE(l.size, kSurfaceBytes);
  return l;
}

// Lays `rows` (one per slice and sample, slice-major, each row-major) into a
// surface image where surf places them, over `before`.
std::vector<uint8_t> surface_of(const surf::SurfaceLayout& l, uint32_t xor_bits,
                                const std::vector<std::vector<uint8_t>>& rows,
                                std::vector<uint8_t> before) {
  const uint32_t samples = l.desc.fragments;
  for (uint32_t i = 0; i < rows.size(); ++i) {
    surf::ByteRange r;
    EXPECT_EQ(surf::subresource_range(l, 0, i / samples, &r), "");
    EXPECT_EQ(surf::retile(l, 0, i / samples, i % samples, xor_bits, rows[i],
                           std::span(before).subspan(r.begin, r.end - r.begin)),
              "");
  }
  return before;
}

// Workgroups of 8x8 lanes over x and y, group z = slice * samples + sample
// (s12 log2 of the samples, s13-s15 the group ids, s2 and s3 the padded width
// and height of the output rows). A load writes the texel's dwords at kOut +
// ((z * h8 + y) * w8 + x) * 4 * dwords; a store writes (x + y * 0x10000) ^ z *
// 0x01000193 to its first dword (its low bytes for 1- and 2-byte elements) and
// that plus 1, 2 and 3 times 0x01010101 to the others.
std::string grid_program(bool store, uint32_t bpe, bool array) {
  const uint32_t n = dwords_of(bpe);
  const std::string data = vregs(1, n), dmask = n == 1 ? "0x1" : n == 2 ? "0x3" : "0xf";
  const std::string addr = array ? "v[5:8]" : "v[5:7]";
  const std::string dim = array ? "SQ_RSRC_IMG_2D_MSAA_ARRAY" : "SQ_RSRC_IMG_2D_MSAA";
  std::string p = fmt::format(R"(
  v_lshl_add_u32 v5, s13, 3, v0
  v_lshl_add_u32 v6, s14, 3, v1
  s_lshr_b32 s16, s15, s12
  s_lshl_b32 s17, 1, s12
  s_sub_u32 s17, s17, 1
  s_and_b32 s17, s15, s17
  v_mov_b32 v7, {}
  v_mov_b32 v8, s17
)",
                              array ? "s16" : "s17");
  if (store) {
    p += R"(
  v_mad_u32_u24 v9, v6, 0x10000, v5
  s_mul_i32 s18, s15, 0x01000193
  v_xor_b32 v1, s18, v9
  v_add_nc_u32 v2, 0x01010101, v1
  v_add_nc_u32 v3, 0x01010101, v2
  v_add_nc_u32 v4, 0x01010101, v3
)";
    if (bpe < 4) p += fmt::format("  v_and_b32 v1, {:#x}, v1\n", (1u << (8 * bpe)) - 1);
    return p + fmt::format("  image_store {}, {}, s[4:11] dmask:{} dim:{} unorm\n  s_endpgm\n",
                           data, addr, dmask, dim);
  }
  p += fmt::format("  image_load {}, {}, s[4:11] dmask:{} dim:{} unorm\n", data, addr, dmask, dim);
  return p + fmt::format(R"(
  s_waitcnt vmcnt(0)
  s_mul_i32 s18, s15, s3
  v_add_nc_u32 v9, s18, v6
  v_mul_lo_u32 v9, v9, s2
  v_add_nc_u32 v9, v9, v5
  v_lshlrev_b32 v9, {}, v9
  global_store_{} v9, {}, s[0:1]
  s_endpgm
)",
                         2 + std::countr_zero(n),
                         n == 1   ? "dword"
                         : n == 2 ? "dwordx2"
                                  : "dwordx4",
                         data);
}

// What grid_program's store writes at (x, y) of group z.
void stored_value(uint32_t x, uint32_t y, uint32_t z, uint32_t bpe, uint8_t* out) {
  const uint32_t v = (x + y * 0x10000u) ^ z * 0x01000193u;
  uint32_t vs[4] = {v, v + 0x01010101u, v + 0x02020202u, v + 0x03030303u};
  if (bpe < 4) vs[0] &= (1u << (8 * bpe)) - 1;
  std::memcpy(out, vs, bpe);
}

// The names of the reasons a report refused.
std::string names(const cp::CpReport& rep) {
  std::string out;
  for (const auto& r : rep.refusals) out += (out.empty() ? "" : ",") + r.first;
  return out;
}

struct MsaaCase {
  uint32_t mode, bpe, samples, width, height, slices, xor_bits;
  bool wave64;
};

class MsaaImageTest : public XlateTest {
 protected:
  uint32_t out(uint64_t dword) { return u32(kOut + 4 * dword); }

  // The dispatch of grid_program over a w8 x h8 grid and every slice and
  // sample of `c`, its descriptor `d`.
  Dispatch grid(const MsaaCase& c, const MsaaDesc& d, uint32_t w8, uint32_t h8) {
    Dispatch p = with_descriptor(c.wave64, d.words());
    p.user_sgprs[2] = w8;
    p.user_sgprs[3] = h8;
    p.user_sgprs.push_back(static_cast<uint32_t>(std::countr_zero(c.samples)));
    p.threads[0] = p.threads[1] = 8;
    p.groups[0] = w8 / 8;
    p.groups[1] = h8 / 8;
    p.groups[2] = c.slices * c.samples;
    p.rsrc2 = 1u << 7 | 1u << 8 | 1u << 9 | 1u << 11;  // TGID_X/Y/Z_EN, TIDIG_COMP_CNT 1
    return p;
  }

  // Loads every sample of every texel of `c` (and a row of guard texels past x
  // and y, which read zero), then stores every one, against surf's placement.
  void check(const MsaaCase& c) {
    SCOPED_TRACE(fmt::format("mode {} bpe {} samples {} {}x{}x{} xor {:#x} wave{}", c.mode, c.bpe,
                             c.samples, c.width, c.height, c.slices, c.xor_bits,
                             c.wave64 ? 64 : 32));
    const surf::SurfaceLayout l = lay_out(c.mode, c.bpe, c.width, c.height, c.slices, c.samples);
    const uint32_t n = dwords_of(c.bpe), planes = c.slices * c.samples;
    const uint32_t w8 = (c.width + 8) / 8 * 8, h8 = (c.height + 8) / 8 * 8;
    ASSERT_LE(uint64_t{w8} * h8 * planes * 4 * n, kOutBytes);
    MsaaDesc d;
    d.format = uint_code(c.bpe);
    d.width = c.width;
    d.height = c.height;
    d.type = c.slices > 1 ? kType2dMsaaArray : kType2dMsaa;
    d.last_layer = c.slices - 1;
    d.sw_mode = c.mode;
    d.samples_log2 = static_cast<uint32_t>(std::countr_zero(c.samples));
    d.xor_bits = c.xor_bits;
    const Dispatch p = grid(c, d, w8, h8);

    std::vector<std::vector<uint8_t>> rows(planes);
    for (uint32_t i = 0; i < planes; ++i) {
      rows[i].resize(size_t{c.width} * c.height * c.bpe);
      for (size_t k = 0; k < rows[i].size(); ++k)
        rows[i][k] = static_cast<uint8_t>((k * 0x9d + i * 0x35 + (k >> 8) * 7) ^ (k >> 16));
    }
    const std::vector<uint8_t> image =
        surface_of(l, c.xor_bits, rows, std::vector<uint8_t>(l.size, 0));
    std::memcpy(mem.at(kSurface), image.data(), image.size());
    std::memset(mem.at(kOut), 0xee, size_t{w8} * h8 * planes * 4 * n);
    auto rep = run(grid_program(false, c.bpe, c.slices > 1), p);
    ASSERT_EQ(refusals(rep), "");
    unsigned bad = 0;
    for (uint32_t z = 0; z < planes; ++z)
      for (uint32_t y = 0; y < h8; ++y)
        for (uint32_t x = 0; x < w8; ++x)
          for (uint32_t k = 0; k < n; ++k) {
            uint32_t want = 0;
            if (x < c.width && y < c.height)
              std::memcpy(&want, &rows[z][(size_t{y} * c.width + x) * c.bpe + 4 * k],
                          std::min(c.bpe, 4u));
            const uint32_t got = out(((uint64_t{z} * h8 + y) * w8 + x) * n + k);
            if (got != want && bad++ < 5)
              ADD_FAILURE() << "load " << x << "," << y << " slice " << z / c.samples << " sample "
                            << z % c.samples << " dword " << k << ": " << std::hex << got
                            << " want " << want;
          }
    ASSERT_EQ(bad, 0u);

    // Stores: every sample where surf places it, the other bytes as they were.
    std::vector<uint8_t> before(l.size);
    for (size_t i = 0; i < before.size(); ++i) before[i] = static_cast<uint8_t>(i * 13 + 5);
    std::memcpy(mem.at(kSurface), before.data(), before.size());
    rep = run(grid_program(true, c.bpe, c.slices > 1), p);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t z = 0; z < planes; ++z)
      for (uint32_t y = 0; y < c.height; ++y)
        for (uint32_t x = 0; x < c.width; ++x)
          stored_value(x, y, z, c.bpe, &rows[z][(size_t{y} * c.width + x) * c.bpe]);
    const std::vector<uint8_t> want = surface_of(l, c.xor_bits, rows, before);
    for (size_t i = 0; i < want.size(); ++i)
      if (*mem.at(kSurface + i) != want[i] && bad++ < 5)
        ADD_FAILURE() << "store: byte " << i << " is " << int{*mem.at(kSurface + i)} << " want "
                      << int{want[i]};
    ASSERT_EQ(bad, 0u);
  }
};

// Every sample of 2-, 4- and 8-sample surfaces of every element size each mode
// holds (Z_X: 4 bytes at most, as addrlib), a small one and an array larger
// than a block in both directions, with pipe-bank xors some and all.
TEST_F(MsaaImageTest, LoadsAndStoresReachEverySampleWhereSurfPlacesIt) {
  for (uint32_t mode : {kZX, kRX})
    for (uint32_t samples : {2u, 4u, 8u})
      for (uint32_t bpe : {1u, 2u, 4u, 8u, 16u}) {
        if (mode == kZX && bpe > 4) continue;
        const surf::SurfaceLayout l = lay_out(mode, bpe, 1, 1, 1, samples);
        const uint32_t mask = surf::pipe_bank_xor_mask(l);
        const bool w64 = ((bpe + samples) & 2) != 0;
        check({mode, bpe, samples, 13, 7, 1, mask & 0x5, w64});
        if (bpe == 2 || bpe == 8) continue;  // the larger ones for three sizes
        // Two slices where their output fits.
        const uint32_t w = l.block_width + 3, h = l.block_height + 2;
        const uint64_t plane = uint64_t{(w + 8) / 8 * 8} * ((h + 8) / 8 * 8) * 4 * dwords_of(bpe);
        const uint32_t slices = plane * samples * 2 <= kOutBytes ? 2 : 1;
        check({mode, bpe, samples, w, h, slices, mask, !w64});
      }
}

// The sample index at or past the view's samples is not published: the
// dispatch is refused, and nothing is written.
TEST_F(MsaaImageTest, SamplesPastTheViewsEscape) {
  MsaaDesc d;  // 4 samples, 8x8 32_UINT, R_X
  const surf::SurfaceLayout l = lay_out(kRX, 4, 8, 8, 1, 4);
  std::memset(mem.at(kSurface), 0x5a, l.size);
  for (bool wave64 : {false, true}) {
    // Lane i: texel (i % 8, i / 8), sample 4 + i % 4, past the last.
    const std::string address = R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  v_and_b32 v7, 3, v0
  v_add_nc_u32 v7, 4, v7
)";
    auto rep = run(address + R"(
  image_load v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_waitcnt vmcnt(0)
)" + std::string(kStoreByLane),
                   with_descriptor(wave64, d.words()));
    EXPECT_EQ(names(rep), "image-msaa-sample");
    rep = run(address + R"(
  v_mov_b32 v1, 0x12345678
  image_store v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_endpgm
)",
              with_descriptor(wave64, d.words()));
    EXPECT_EQ(names(rep), "image-msaa-sample");
    for (uint64_t i = 0; i < l.size; ++i) ASSERT_EQ(*mem.at(kSurface + i), 0x5a) << i;
  }
}

// Multisampled views no driver makes, or whose placement is not carried out,
// escape as image-layout; a _mip form on a multisampled DIM is refused.
TEST_F(MsaaImageTest, DescriptorsNoDriverWritesEscape) {
  const std::string load = R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  v_mov_b32 v7, 1
  image_load v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_waitcnt vmcnt(0)
)" + std::string(kStoreByLane);
  auto refused = [&](const MsaaDesc& d) {
    return names(run(load, with_descriptor(true, d.words())));
  };
  MsaaDesc d;
  EXPECT_EQ(refused(d), "");
  MsaaDesc max_mip = d;
  max_mip.max_mip = 0;  // MAX_MIP and LAST_LEVEL disagree
  EXPECT_EQ(refused(max_mip), "image-layout");
  MsaaDesc base = d;
  base.base_level = 1;
  EXPECT_EQ(refused(base), "image-layout");
  MsaaDesc sixteen = d;  // 16 samples: no pattern on Navi 21
  sixteen.samples_log2 = 4;
  EXPECT_EQ(refused(sixteen), "image-layout");
  MsaaDesc wide = d;  // 8-byte samples in Z_X, which addrlib refuses
  wide.sw_mode = kZX;
  wide.format = 62;
  EXPECT_EQ(refused(wide), "image-layout");
  MsaaDesc linear = d;
  linear.sw_mode = 0;
  EXPECT_EQ(refused(linear), "image-layout");
  MsaaDesc single = d;  // a 2D DIM on the multisampled TYPE
  single.type = kType2d;
  EXPECT_EQ(refused(single), "image-layout");
  auto rep = run(R"(
  image_load_mip v1, v[5:8], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_endpgm
)",
                 with_descriptor(true, d.words()));
  EXPECT_EQ(names(rep), "image-msaa-mip");
}

// An array DIM on a one-layer view of the plain TYPE (RADV's comp-to-single
// clear stores through 2D_MSAA_ARRAY to a 2D_MSAA view): slice 0 is the view's
// one layer whichever way the unit reads the slice, and is carried out; any
// other slice escapes as image-layout and writes nothing.
TEST_F(MsaaImageTest, AnArrayDimReachesAPlainViewAtSliceZero) {
  MsaaDesc d;  // 4 samples, 8x8 32_UINT, R_X, TYPE 2D_MSAA
  const surf::SurfaceLayout l = lay_out(kRX, 4, 8, 8, 1, 4);
  for (bool wave64 : {false, true}) {
    std::memset(mem.at(kSurface), 0, l.size);
    // Lane i: texel (i % 8, i / 8), the slice (v7), sample i % 4 (v8).
    auto store = [&](uint32_t slice) {
      return run(fmt::format(R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  v_mov_b32 v7, {}
  v_and_b32 v8, 3, v0
  v_add_nc_u32 v1, 0x1000, v0
  image_store v1, v[5:8], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
  s_endpgm
)",
                             slice),
                 with_descriptor(wave64, d.words()));
    };
    ASSERT_EQ(names(store(0)), "");
    const uint32_t lanes = wave64 ? 64 : 32;
    for (uint32_t i = 0; i < lanes; ++i) {
      uint64_t off = 0;
      ASSERT_EQ(surf::element_offset(l, {i % 8, i / 8, 0, 0, i % 4}, 0, &off), "");
      EXPECT_EQ(u32(kSurface + off), 0x1000u + i) << i;
    }
    std::memset(mem.at(kSurface), 0, l.size);
    EXPECT_EQ(names(store(1)), "image-layout");
    for (uint64_t b = 0; b < l.size; ++b) ASSERT_EQ(*mem.at(kSurface + b), 0) << b;
  }
}

// A multisampled view through DCC (COMPRESSION_EN, the DCC's address in
// META_DATA_ADDRESS, META_PIPE_ALIGNED, as RADV writes its views of DCC MSAA
// targets): the key of a sample's block is not published (D28, 2026-12-03), so
// every access escapes as image-dcc whatever the keys hold, even where all of
// them say uncompressed (the range as surf's mark_dcc_uncompressed leaves it),
// and a store writes nothing.
TEST_F(MsaaImageTest, AccessesThroughDccEscapeWhateverTheKeysSay) {
  constexpr uint64_t kDcc = kSurface + 0x40000;  // 8 KiB aligned
  const std::string address = R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  v_and_b32 v7, 3, v0
)";
  const std::string load = address + R"(
  image_load v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_waitcnt vmcnt(0)
)" + std::string(kStoreByLane);
  const std::string store = address + R"(
  v_mov_b32 v1, 0x12345678
  image_store v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_endpgm
)";
  for (uint32_t mode : {kRX, kZX}) {
    MsaaDesc d;  // 4 samples, 8x8 8_8_8_8_UNORM (a one-channel format would be HTILE's)
    d.format = 56;
    d.sw_mode = mode;
    const surf::SurfaceLayout l = lay_out(mode, 4, 8, 8, 1, 4);
    surf::DccLayout dl;
    ASSERT_EQ(surf::compute_dcc_layout(l, {}, &dl), "");
    surf::ByteRange r;
    ASSERT_EQ(surf::dcc_level_range(dl, 0, 0, &r), "");
    ASSERT_LE(kDcc + r.end, kSurface + kSurfaceBytes);
    std::memset(mem.at(kSurface), 0x5a, l.size);
    EXPECT_EQ(names(run(load, with_descriptor(true, d.words()))), "");
    std::vector<uint32_t> words = d.words();
    words[6] = 1u << 21 | 1u << 19 | static_cast<uint32_t>((kDcc >> 8) & 0xff) << 24;
    words[7] = static_cast<uint32_t>(kDcc >> 16);
    std::vector<uint8_t> keys(r.end - r.begin, 0x00);
    ASSERT_EQ(surf::mark_dcc_uncompressed(dl, 0, 0, 0, keys), "");
    for (uint8_t key :
         {surf::kDccKeyUncompressed, uint8_t{0x00}, uint8_t{0xc0}, uint8_t{0x20}, uint8_t{0x55}}) {
      if (key != surf::kDccKeyUncompressed) std::fill(keys.begin(), keys.end(), key);
      std::memcpy(mem.at(kDcc + r.begin), keys.data(), keys.size());
      for (bool wave64 : {false, true}) {
        EXPECT_EQ(names(run(load, with_descriptor(wave64, words))), "image-dcc")
            << "key " << int{key};
        EXPECT_EQ(names(run(store, with_descriptor(wave64, words))), "image-dcc")
            << "key " << int{key};
      }
    }
    for (uint64_t i = 0; i < l.size; ++i) ASSERT_EQ(*mem.at(kSurface + i), 0x5a) << i;
  }
}

// image_atomic_add on each sample of a 4-sample 32_UINT surface: lane i adds
// i + 1 to sample i % 4 of texel (i / 4 % 8, i / 32), the value before it back.
TEST_F(MsaaImageTest, AtomicsReachTheirSample) {
  for (bool wave64 : {true, false}) {
    const surf::SurfaceLayout l = lay_out(kZX, 4, 8, 8, 1, 4);
    std::vector<std::vector<uint8_t>> rows(4, std::vector<uint8_t>(8 * 8 * 4));
    for (uint32_t s = 0; s < 4; ++s)
      for (uint32_t t = 0; t < 64; ++t) {
        const uint32_t v = 1000 * s + t;
        std::memcpy(&rows[s][4 * t], &v, 4);
      }
    std::memcpy(mem.at(kSurface), surface_of(l, 0, rows, std::vector<uint8_t>(l.size, 0)).data(),
                l.size);
    MsaaDesc d;
    d.sw_mode = kZX;
    auto rep = run(R"(
  v_lshrrev_b32 v5, 2, v0
  v_and_b32 v5, 7, v5
  v_lshrrev_b32 v6, 5, v0
  v_and_b32 v7, 3, v0
  v_add_nc_u32 v1, 1, v0
  image_atomic_add v1, v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm glc
  s_waitcnt vmcnt(0)
)" + std::string(kStoreByLane),
                   with_descriptor(wave64, d.words()));
    ASSERT_EQ(refusals(rep), "");
    const uint32_t lanes = wave64 ? 64 : 32;
    for (uint32_t i = 0; i < lanes; ++i) {
      const uint32_t s = i % 4, t = (i / 32) * 8 + i / 4 % 8;
      EXPECT_EQ(out(i), 1000 * s + t) << i;
      const uint32_t v = 1000 * s + t + i + 1;
      std::memcpy(&rows[s][4 * t], &v, 4);
    }
    const std::vector<uint8_t> want = surface_of(l, 0, rows, std::vector<uint8_t>(l.size, 0));
    for (uint64_t b = 0; b < l.size; ++b) ASSERT_EQ(*mem.at(kSurface + b), want[b]) << b;
  }
}

// ---- FMASK: a single-sample 64KB_Z_X surface of the colour surface's size,
// read through a descriptor of an FMASK format (ac_build_gfx10_fmask_descriptor).

// The FMASK view of a w x h surface of `slices` layers (2D, or a 2D array).
MsaaDesc fmask_desc(uint32_t format, uint32_t w, uint32_t h, uint32_t slices, uint32_t xor_bits) {
  MsaaDesc d;
  d.format = format;
  d.width = w;
  d.height = h;
  d.type = slices > 1 ? kType2dArray : kType2d;
  d.last_layer = slices > 1 ? slices - 1 : 0;
  d.sw_mode = kZX;
  d.samples_log2 = 0;
  d.selects = kSelXXXX;
  d.xor_bits = xor_bits;
  return d;
}

// An 8-sample FMASK element: a fragment index 0-7 in each nibble.
uint32_t fmask_element(uint32_t i) {
  uint32_t e = 0;
  for (uint32_t s = 0; s < 8; ++s) e |= ((i * 0x9e3779b9u >> (3 * s)) + s) % 8 << (4 * s);
  return e;
}

// The FMASK element of texel t of slice z in the tests: a fragment 0-7 a nibble.
uint32_t test_element(uint32_t z, uint32_t t) {
  return fmask_element(z * 1000 + t);
}

class FmaskTest : public MsaaImageTest {
 protected:
  // An 8-sample FMASK of w x h x `slices` (a 2D array view where slices > 1)
  // at kSurface with pipe-bank xor `xor_bits`, each element test_element; its
  // descriptor, to which the caller may add metadata.
  std::vector<uint32_t> lay_fmask(uint32_t w, uint32_t h, uint32_t slices, uint32_t xor_bits,
                                  surf::SurfaceLayout* l) {
    *l = lay_out(kZX, 4, w, h, slices, 1);
    std::vector<std::vector<uint8_t>> rows(slices, std::vector<uint8_t>(size_t{w} * h * 4));
    for (uint32_t z = 0; z < slices; ++z)
      for (uint32_t t = 0; t < w * h; ++t) {
        const uint32_t e = test_element(z, t);
        std::memcpy(&rows[z][4 * t], &e, 4);
      }
    const std::vector<uint8_t> image =
        surface_of(*l, xor_bits, rows, std::vector<uint8_t>(l->size, 0));
    std::memcpy(mem.at(kSurface), image.data(), image.size());
    return fmask_desc(kFmask32S8F8, w, h, slices, xor_bits).words();
  }
  // Loads every texel of a w8 x h8 grid of each slice through `words` as ACO
  // does (DMASK 0x1, dim 2D or 2D_ARRAY), each at kOut + ((z * h8 + y) * w8 +
  // x) * 4.
  cp::CpReport load_all(const std::vector<uint32_t>& words, uint32_t w8, uint32_t h8,
                        uint32_t slices, bool wave64) {
    Dispatch p = with_descriptor(wave64, words);
    p.threads[0] = p.threads[1] = 8;
    p.groups[0] = w8 / 8;
    p.groups[1] = h8 / 8;
    p.groups[2] = slices;
    p.rsrc2 = 1u << 7 | 1u << 8 | 1u << 9 | 1u << 11;  // TGID_X/Y/Z_EN, TIDIG_COMP_CNT 1
    const std::string dim = slices > 1 ? "v[5:7], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY"
                                       : "v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D";
    return run(fmt::format(R"(
  v_lshl_add_u32 v5, s12, 3, v0
  v_lshl_add_u32 v6, s13, 3, v1
  v_mov_b32 v7, s14
  image_load v2, {} unorm
  s_waitcnt vmcnt(0)
  s_mul_i32 s16, s14, {}
  v_add_nc_u32 v9, s16, v6
  v_mul_lo_u32 v9, v9, {}
  v_add_nc_u32 v9, v9, v5
  v_lshlrev_b32 v9, 2, v9
  global_store_dword v9, v2, s[0:1]
  s_endpgm
)",
                           dim, h8, w8),
               p);
  }
  // The loaded grid against want(x, y, z) inside w x h, zero outside.
  void expect_grid(uint32_t w, uint32_t h, uint32_t w8, uint32_t h8, uint32_t slices,
                   const std::function<uint32_t(uint32_t, uint32_t, uint32_t)>& want) {
    unsigned bad = 0;
    for (uint32_t z = 0; z < slices; ++z)
      for (uint32_t y = 0; y < h8; ++y)
        for (uint32_t x = 0; x < w8; ++x) {
          const uint32_t expected = x < w && y < h ? want(x, y, z) : 0;
          const uint32_t got = out((uint64_t{z} * h8 + y) * w8 + x);
          if (got != expected && bad++ < 5)
            ADD_FAILURE() << x << "," << y << "," << z << ": " << std::hex << got << " want "
                          << expected;
        }
    EXPECT_EQ(bad, 0u);
  }
};

// A load of FMASK32_S8_F8 returns the element, each nibble a sample's
// fragment: every texel of a 2D and of a 2D array view, DMASK 0x1 as ACO and
// ac_llvm load it.
TEST_F(FmaskTest, LoadsOfEightSamplesReturnTheElement) {
  for (uint32_t slices : {1u, 3u}) {
    const uint32_t w = 21, h = 13;
    surf::SurfaceLayout l;
    const uint32_t xor_bits = surf::pipe_bank_xor_mask(lay_out(kZX, 4, w, h, slices, 1)) & 0x9;
    const std::vector<uint32_t> words = lay_fmask(w, h, slices, xor_bits, &l);
    ASSERT_EQ(refusals(load_all(words, 24, 16, slices, slices == 1)), "");
    expect_grid(w, h, 24, 16, slices,
                [&](uint32_t x, uint32_t y, uint32_t z) { return test_element(z, y * w + x); });
  }
}

// RADV's FMASK views read through TC-compatible CMASK (COMPRESSION_EN with the
// CMASK's address, META_PIPE_ALIGNED): each 8x8 tile's nibble, placed by surf's
// cmask_nibble_offset with a pipe xor, says expanded (0xF: FMASK memory) or one
// fragment (0xC: the load reads 0); a cleared tile (0x0) or another nibble
// escapes, and so does a CMASK not pipe-aligned.
TEST_F(FmaskTest, ReadsThroughCmaskTakeEachTilesState) {
  const uint32_t w = 37, h = 21, w8 = 40, h8 = 24, slices = 2, pipe_xor = 6;
  constexpr uint64_t kCmask = kSurface + 0x40000;  // 8 KiB aligned
  surf::SurfaceLayout l;
  std::vector<uint32_t> words = lay_fmask(w, h, slices, 0, &l);
  surf::CmaskLayout cl;
  ASSERT_EQ(surf::compute_cmask_layout(l, &cl), "");
  ASSERT_LE(cl.size + 0x1000, 0x40000u);
  auto tile_state = [](uint32_t x, uint32_t y, uint32_t z) {
    return (x / 8 + y / 8 + z) % 3 == 0 ? 0xcu : 0xfu;
  };
  auto set_nibbles = [&](const std::function<uint32_t(uint32_t, uint32_t, uint32_t)>& state) {
    std::memset(mem.at(kCmask), 0x77, cl.size + 0x1000);
    for (uint32_t z = 0; z < slices; ++z)
      for (uint32_t ty = 0; ty < (h + 7) / 8; ++ty)
        for (uint32_t tx = 0; tx < (w + 7) / 8; ++tx) {
          uint64_t at = 0;
          ASSERT_EQ(surf::cmask_nibble_offset(cl, tx, ty, z, pipe_xor, &at), "");
          uint8_t& byte = *mem.at(kCmask + at / 2);
          const unsigned shift = at % 2 ? 4 : 0;
          byte = uint8_t((byte & ~(0xfu << shift)) | state(tx * 8, ty * 8, z) << shift);
        }
  };
  words[6] = 1u << 21 | 1u << 19 | static_cast<uint32_t>(((kCmask >> 8) & 0xff) | pipe_xor) << 24;
  words[7] = static_cast<uint32_t>(kCmask >> 16);
  set_nibbles(tile_state);
  for (bool wave64 : {true, false}) {
    ASSERT_EQ(refusals(load_all(words, w8, h8, slices, wave64)), "");
    expect_grid(w, h, w8, h8, slices, [&](uint32_t x, uint32_t y, uint32_t z) {
      return tile_state(x, y, z) == 0xc ? 0 : test_element(z, y * w + x);
    });
  }
  for (uint32_t other : {0x0u, 0xdu}) {
    set_nibbles([&](uint32_t x, uint32_t y, uint32_t z) {
      return x == 32 && y == 16 && z == 1 ? other : tile_state(x, y, z);
    });
    EXPECT_EQ(names(load_all(words, w8, h8, slices, true)), "image-fmask");
  }
  set_nibbles(tile_state);
  std::vector<uint32_t> unaligned = words;
  unaligned[6] &= ~(1u << 19);
  EXPECT_EQ(names(load_all(unaligned, w8, h8, slices, true)), "image-fmask");
}

// The two steps the drivers take for a texel fetch of a multisampled texture:
// the FMASK element, then each sample's fragment from the colour view at the
// index its nibble holds (v_bfe_u32 of 3 bits, as nir_lower_tex writes it).
// Lane (x, y) of an 8x8 8-sample R_X surface writes sample s at kOut + ((s * 8
// + y) * 8 + x) * 4; the colour view's T# is read from kOut + 0x8000.
TEST_F(FmaskTest, FragmentFetchesTakeTheFragmentTheFmaskNames) {
  const surf::SurfaceLayout fl = lay_out(kZX, 4, 8, 8, 1, 1);
  const surf::SurfaceLayout cl = lay_out(kRX, 4, 8, 8, 1, 8);
  constexpr uint64_t kColour = kSurface + 0x10000;  // the FMASK's one block first
  ASSERT_LE(fl.size, kColour - kSurface);
  std::vector<std::vector<uint8_t>> fmask(1, std::vector<uint8_t>(8 * 8 * 4));
  std::vector<std::vector<uint8_t>> colour(8, std::vector<uint8_t>(8 * 8 * 4));
  for (uint32_t t = 0; t < 64; ++t) {
    const uint32_t e = fmask_element(t + 7);
    std::memcpy(&fmask[0][4 * t], &e, 4);
    for (uint32_t f = 0; f < 8; ++f) {
      const uint32_t v = 0xc0000000u | f << 16 | t;
      std::memcpy(&colour[f][4 * t], &v, 4);
    }
  }
  std::memcpy(mem.at(kSurface), surface_of(fl, 0, fmask, std::vector<uint8_t>(fl.size, 0)).data(),
              fl.size);
  std::memcpy(mem.at(kColour), surface_of(cl, 0, colour, std::vector<uint8_t>(cl.size, 0)).data(),
              cl.size);
  MsaaDesc c;  // the colour view: 8 samples, 32_UINT, R_X, at kColour
  c.samples_log2 = 3;
  std::vector<uint32_t> cw = c.words();
  cw[0] += static_cast<uint32_t>((kColour - kSurface) >> 8);
  put(kOut + 0x8000, cw);
  for (bool wave64 : {true, false}) {
    Dispatch p = with_descriptor(wave64, fmask_desc(kFmask32S8F8, 8, 8, 1, 0).words());
    p.threads[0] = p.threads[1] = 8;
    p.rsrc2 = 1u << 11;  // TIDIG_COMP_CNT 1
    auto rep = run(R"(
  s_load_dwordx8 s[12:19], s[0:1], 0x8000
  v_mov_b32 v5, v0
  v_mov_b32 v6, v1
  image_load v2, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
  s_mov_b32 s20, 0
loop:
  v_mov_b32 v3, s20
  v_lshlrev_b32 v3, 2, v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_bfe_u32 v7, v2, v3, 3
  image_load v8, v[5:7], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
  s_lshl_b32 s21, s20, 3
  v_add_nc_u32 v9, s21, v6
  v_lshl_add_u32 v9, v9, 3, v5
  v_lshlrev_b32 v9, 2, v9
  s_waitcnt vmcnt(0)
  global_store_dword v9, v8, s[0:1]
  s_add_u32 s20, s20, 1
  s_cmp_lt_u32 s20, 8
  s_cbranch_scc1 loop
  s_endpgm
)",
                   p);
    ASSERT_EQ(refusals(rep), "");
    for (uint32_t s = 0; s < 8; ++s)
      for (uint32_t t = 0; t < 64; ++t) {
        const uint32_t f = fmask_element(t + 7) >> (4 * s) & 7;
        EXPECT_EQ(out(s * 64 + t), 0xc0000000u | f << 16 | t) << "sample " << s << " texel " << t;
      }
  }
}

// What is not carried out of an FMASK view escapes as image-fmask: loads of 2
// and 4 samples (the widened nibbles past the samples are not published), the
// EQAA codes, a select other than X, D16, through a CMASK not placed (no
// META_PIPE_ALIGNED), and a store.
TEST_F(FmaskTest, ViewsNotCarriedOutEscape) {
  const std::string load = R"(
  v_and_b32 v5, 7, v0
  v_lshrrev_b32 v6, 3, v0
  image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
  s_waitcnt vmcnt(0)
)" + std::string(kStoreByLane);
  auto refused = [&](const MsaaDesc& d, const std::string& text = {}) {
    return names(run(text.empty() ? load : text, with_descriptor(true, d.words())));
  };
  EXPECT_EQ(refused(fmask_desc(kFmask32S8F8, 8, 8, 1, 0)), "");
  EXPECT_EQ(refused(fmask_desc(kFmask8S4F4, 8, 8, 1, 0)), "image-fmask");
  EXPECT_EQ(refused(fmask_desc(kFmask8S2F2, 8, 8, 1, 0)), "image-fmask");
  EXPECT_EQ(refused(fmask_desc(kFmask32S8F4, 8, 8, 1, 0)), "image-fmask");
  MsaaDesc y = fmask_desc(kFmask32S8F8, 8, 8, 1, 0);
  y.selects = kSelXYZW;
  EXPECT_EQ(refused(y, R"(
  image_load v1, v[5:6], s[4:11] dmask:0x2 dim:SQ_RSRC_IMG_2D unorm
  s_endpgm
)"),
            "image-fmask");
  MsaaDesc cmask = fmask_desc(kFmask32S8F8, 8, 8, 1, 0);
  cmask.compressed = true;
  EXPECT_EQ(refused(cmask), "image-fmask");
  const MsaaDesc d = fmask_desc(kFmask32S8F8, 8, 8, 1, 0);
  EXPECT_EQ(refused(d, R"(
  image_load v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm d16
  s_endpgm
)"),
            "image-fmask");
  std::memset(mem.at(kSurface), 0x33, 0x10000);
  EXPECT_EQ(refused(d, R"(
  v_mov_b32 v1, 0
  image_store v1, v[5:6], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
  s_endpgm
)"),
            "image-fmask");
  for (uint64_t i = 0; i < 0x10000; ++i) ASSERT_EQ(*mem.at(kSurface + i), 0x33) << i;
}

// image_get_resinfo of a multisampled view at level 0: its width, height and
// an array's layers; its levels (LAST_LEVEL holds the samples) and any other
// level escape.
TEST_F(MsaaImageTest, ResinfoGivesTheSizeOfTheOneLevel) {
  MsaaDesc d;
  d.width = 37;
  d.height = 19;
  d.type = kType2dMsaaArray;
  d.base_array = 1;
  d.last_layer = 3;
  auto resinfo = [](uint32_t mip, uint32_t last, const char* dmask) {
    return fmt::format(R"(
  v_mov_b32 v5, {}
  image_get_resinfo v[1:{}], v5, s[4:11] dmask:{} dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx4 v10, v[1:4], s[0:1]
  s_endpgm
)",
                       mip, last, dmask);
  };
  auto rep = run(resinfo(0, 3, "0x7"), with_descriptor(false, d.words()));
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t lane = 0; lane < 32; ++lane) {
    EXPECT_EQ(out(4 * lane), 37u);
    EXPECT_EQ(out(4 * lane + 1), 19u);
    EXPECT_EQ(out(4 * lane + 2), 3u);
  }
  MsaaDesc two_d = d;
  two_d.type = kType2dMsaa;
  rep = run(resinfo(0, 2, "0x3"), with_descriptor(true, two_d.words()));
  ASSERT_EQ(refusals(rep), "");
  EXPECT_EQ(out(4 * 63), 37u);
  EXPECT_EQ(out(4 * 63 + 1), 19u);
  EXPECT_EQ(names(run(resinfo(0, 4, "0xf"), with_descriptor(true, d.words()))),
            "image-resinfo-escape");
  EXPECT_EQ(names(run(resinfo(1, 2, "0x3"), with_descriptor(true, d.words()))),
            "image-resinfo-escape");
  EXPECT_EQ(names(run(resinfo(0, 3, "0x7"), with_descriptor(true, two_d.words()))),
            "image-resinfo-escape");
}

}  // namespace
}  // namespace rdnavk::xlate::testing
