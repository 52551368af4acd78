// surf/ against Mesa 25.0.7's addrlib created for Navi 21 (decision record 0026):
// for every swizzle mode GFX10.3 allows, every element size, sizes from 1x1 to
// 16384x16384, mip chains, array slices, 3D depths and fragment counts, the
// layout (sizes, pitches, mip offsets, the tail) and element offsets with and
// without a pipe-bank xor must be addrlib's, and compute_layout must refuse
// exactly what Addr2ComputeSurfaceInfo refuses.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "addrlib_oracle.h"
#include "surf/surface.h"
#include "surf_cases.h"

namespace rdnavk::surf {
namespace {

using oracle::Addrlib;

const Addrlib& lib() {
  static const Addrlib instance;
  return instance;
}

std::string describe(const SurfaceDesc& d) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s %dD bpe %u %ux%u slices %u mips %u frags %u",
                sw_mode_facts(d.sw_mode).name, static_cast<int>(d.type) + 1, d.bytes_per_element,
                d.width, d.height, d.slices, d.mip_levels, d.fragments);
  return buf;
}

struct Tally {
  uint64_t layouts = 0, refusals = 0, offsets = 0, copies = 0, no_equation = 0;
  unsigned failures = 0;
  bool check(bool ok, const std::string& what) {
    if (!ok && ++failures <= 20) ADD_FAILURE() << what;
    return ok;
  }
};

void compare_layout(const SurfaceDesc& d, const SurfaceLayout& l, const oracle::SurfaceInfo& a,
                    Tally* t) {
  const std::string s = describe(d);
  const auto& o = a.out;
  t->check(l.size == o.surfSize,
           s + ": size " + std::to_string(l.size) + " vs " + std::to_string(o.surfSize));
  t->check(l.slice_size == o.sliceSize, s + ": slice size");
  t->check(l.alignment == o.baseAlign, s + ": alignment");
  t->check(l.pitch == o.pitch && l.padded_height == o.height, s + ": pitch/height");
  t->check(l.padded_slices == o.numSlices, s + ": slices");
  t->check(l.block_width == o.blockWidth && l.block_height == o.blockHeight &&
               l.block_slices == o.blockSlices,
           s + ": block");
  if (!l.mode.linear) t->check(l.first_mip_in_tail == o.firstMipIdInTail, s + ": first tail mip");
  for (uint32_t i = 0; i < d.mip_levels; ++i) {
    const MipLevel& m = l.mips[i];
    const ADDR2_MIP_INFO& am = a.mips[i];
    const std::string mi = s + " mip " + std::to_string(i);
    t->check(m.pitch == am.pitch && m.padded_height == am.height, mi + ": pitch/height");
    t->check(m.slice_offset == am.macroBlockOffset, mi + ": offset " +
                                                        std::to_string(m.slice_offset) + " vs " +
                                                        std::to_string(am.macroBlockOffset));
    t->check(m.tail_offset == am.mipTailOffset, mi + ": tail offset");
    if (!l.mode.linear && l.block_log2 > 8) {
      t->check(m.tail_x == am.mipTailCoordX && m.tail_y == am.mipTailCoordY, mi + ": tail xy");
    }
  }
  ++t->layouts;
}

// The pipe-bank xor values tried: none, and one with every bit the mode has.
std::vector<uint32_t> xors_of(const SurfaceLayout& l) {
  std::vector<uint32_t> v{0};
  if (l.mode.pipe_bank_xor) v.push_back(l.mode.block_log2 == 12 ? 0x5u : 0xc5u);
  return v;
}

void compare_offsets(const SurfaceDesc& d, const SurfaceLayout& l, Tally* t) {
  // Every element of small surfaces; a fixed sample (with the corners) of big ones.
  const std::vector<ElementCoord> coords = sample_coords(l, 1000);
  for (uint32_t pbx : xors_of(l)) {
    for (const ElementCoord& c : coords) {
      uint64_t ours = 0, theirs = 0;
      const std::string why = element_offset(l, c, pbx, &ours);
      const ADDR_E_RETURNCODE r = oracle::address_of(lib(), d, c, pbx, &theirs);
      // addrlib has no equation for thick 3D 64KB_D_X with 8- and 16-byte elements;
      // the copies below check those.
      if (r != ADDR_OK && why.empty() && l.thick && d.sw_mode == 26 && d.bytes_per_element >= 8) {
        ++t->no_equation;
        continue;
      }
      char at[96];
      std::snprintf(at, sizeof at, " (%u,%u,%u) mip %u sample %u xor 0x%x", c.x, c.y, c.z, c.mip,
                    c.sample, pbx);
      if (!t->check(why.empty() && r == ADDR_OK, describe(d) + at + ": refused " + why)) continue;
      t->check(ours == theirs, describe(d) + at + ": offset " + std::to_string(ours) + " vs " +
                                   std::to_string(theirs));
      ++t->offsets;
    }
  }
}

// retile against addrlib's own copy, level by level, of the first and last slice
// (not for fragments or VAR blocks, which Addr2CopyMemToSurface does not copy).
void compare_copies(const SurfaceDesc& d, const SurfaceLayout& l, const oracle::SurfaceInfo& a,
                    Tally* t) {
  if (d.fragments > 1 || l.mode.linear || l.block_log2 > 16) return;
  if (a.out.surfSize > (uint64_t{1} << 20)) return;
  for (uint32_t pbx : xors_of(l)) {
    for (uint32_t mip = 0; mip < d.mip_levels; ++mip) {
      const MipLevel& m = l.mips[mip];
      const uint32_t depth = d.type == ResourceType::k3d ? m.depth : d.slices;
      for (uint32_t z : {0u, depth - 1}) {
        std::vector<uint8_t> rows(uint64_t{m.width} * m.height * d.bytes_per_element);
        for (size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<uint8_t>(i * 131 + z + 7);
        std::vector<uint8_t> theirs(a.out.surfSize), ours(a.out.surfSize);
        const ADDR_E_RETURNCODE r =
            oracle::copy_to_surface(lib(), d, mip, z, pbx, m, &rows, &theirs);
        if (!t->check(r == ADDR_OK, describe(d) + ": Addr2CopyMemToSurface failed")) return;
        ByteRange range;
        std::string why = subresource_range(l, mip, z, &range);
        if (why.empty()) {
          why = retile(l, mip, z, 0, pbx, rows,
                       std::span<uint8_t>(ours).subspan(range.begin, range.end - range.begin));
        }
        const std::string at = describe(d) + " mip " + std::to_string(mip) + " z " +
                               std::to_string(z) + " xor " + std::to_string(pbx);
        if (!t->check(why.empty(), at + ": retile refused " + why)) return;
        t->check(ours == theirs, at + ": retile differs from Addr2CopyMemToSurface");
        ++t->copies;
      }
    }
  }
}

void run_mode(ResourceType type, uint32_t sw_mode) {
  ASSERT_TRUE(lib().ok());
  Tally t;
  for (const SurfaceDesc& d : oracle_cases(type, sw_mode)) {
    SurfaceLayout l;
    const std::string why = compute_layout(d, &l);
    oracle::SurfaceInfo a;
    oracle::compute_surface_info(lib(), d, &a);
    if (!t.check(why.empty() == (a.ret == ADDR_OK),
                 describe(d) + ": ours '" + why + "', addrlib " + std::to_string(a.ret))) {
      continue;
    }
    if (!why.empty()) {
      ++t.refusals;
      continue;
    }
    compare_layout(d, l, a, &t);
    compare_offsets(d, l, &t);
    compare_copies(d, l, a, &t);
  }
  std::printf(
      "%s %dD: %llu layouts, %llu offsets, %llu level copies, %llu refusals agree; "
      "%llu offsets without an addrlib equation\n",
      sw_mode == 0 ? "LINEAR" : sw_mode_facts(sw_mode).name, static_cast<int>(type) + 1,
      static_cast<unsigned long long>(t.layouts), static_cast<unsigned long long>(t.offsets),
      static_cast<unsigned long long>(t.copies), static_cast<unsigned long long>(t.refusals),
      static_cast<unsigned long long>(t.no_equation));
  EXPECT_EQ(t.failures, 0u);
  EXPECT_GT(t.layouts, 0u);
}

// One test per mode value 0..31 and resource type: reserved values and modes a
// type may not use check that both refuse.
class SurfaceOracleModes : public ::testing::TestWithParam<std::tuple<ResourceType, uint32_t>> {};

TEST_P(SurfaceOracleModes, LayoutsAndOffsetsAreAddrlibs) {
  const auto [type, mode] = GetParam();
  if (!sw_mode_facts(mode).valid ||
      (sw_mode_facts(mode).allowed_types & (1u << static_cast<int>(type))) == 0) {
    // Refused by both, in every size.
    Tally t;
    for (const SurfaceDesc& d : refused_cases(type, mode)) {
      SurfaceLayout l;
      oracle::SurfaceInfo a;
      oracle::compute_surface_info(lib(), d, &a);
      t.check(!compute_layout(d, &l).empty() && a.ret != ADDR_OK, describe(d) + ": accepted");
    }
    EXPECT_EQ(t.failures, 0u);
    return;
  }
  run_mode(type, mode);
}

INSTANTIATE_TEST_SUITE_P(Gfx103, SurfaceOracleModes,
                         ::testing::Combine(::testing::Values(ResourceType::k1d, ResourceType::k2d,
                                                              ResourceType::k3d),
                                            ::testing::Range(0u, 32u)),
                         [](const auto& p) {
                           return "Type" +
                                  std::to_string(static_cast<int>(std::get<0>(p.param)) + 1) +
                                  "dMode" + std::to_string(std::get<1>(p.param));
                         });

// The modes addrlib prefers for images as RADV creates them (ac_surface.c's
// gfx9_compute_surface and gfx9_get_preferred_swizzle_mode on GFX10.3: colour with
// texture and opt4space, depth with texture, no 256-byte or VAR blocks, 3D arrays
// preferring S modes) must be modes surf/ lays out as addrlib does.
struct RadvImage {
  const char* what;
  SurfaceDesc desc;
  bool depth, stencil;
};

SwMode preferred_mode(const RadvImage& image) {
  const SurfaceDesc& d = image.desc;
  ADDR2_GET_PREFERRED_SURF_SETTING_INPUT in{};
  ADDR2_GET_PREFERRED_SURF_SETTING_OUTPUT out{};
  in.size = sizeof in;
  out.size = sizeof out;
  in.flags.color = !image.depth && !image.stencil;
  in.flags.depth = image.depth;
  in.flags.stencil = image.stencil;
  in.flags.texture = 1;
  in.flags.opt4space = 1;
  in.resourceType = oracle::type_of(d);
  in.resourceLoction = ADDR_RSRC_LOC_INVIS;
  in.forbiddenBlock.micro = 1;
  in.forbiddenBlock.var = 1;
  if (d.type == ResourceType::k3d && d.slices > 1) in.preferredSwSet.sw_S = 1;
  in.bpp = d.bytes_per_element * 8;
  in.width = d.width;
  in.height = d.height;
  in.numSlices = d.slices;
  in.numMipLevels = d.mip_levels;
  in.numSamples = d.fragments;
  in.numFrags = d.fragments;
  EXPECT_EQ(Addr2GetPreferredSurfaceSetting(lib().handle(), &in, &out), ADDR_OK) << image.what;
  return static_cast<SwMode>(out.swizzleMode);
}

TEST(SurfaceOracle, ModesAddrlibPrefersForRadvImagesAreLaidOutAsItDoes) {
  // The mode is addrlib's choice, filled in below.
  auto desc = [](ResourceType type, uint32_t bpe, uint32_t w, uint32_t h, uint32_t slices,
                 uint32_t mips, uint32_t frags) {
    return surface_desc(SwMode::SW_LINEAR, bpe, w, h, slices, mips, frags, type);
  };
  const auto k2d = ResourceType::k2d, k3d = ResourceType::k3d;
  const RadvImage images[] = {
      {"RGBA8 1x1", desc(k2d, 4, 1, 1, 1, 1, 1), false, false},
      {"RGBA8 16x16", desc(k2d, 4, 16, 16, 1, 1, 1), false, false},
      {"RGBA8 64x64", desc(k2d, 4, 64, 64, 1, 1, 1), false, false},
      {"RGBA8 64x64 7 levels", desc(k2d, 4, 64, 64, 1, 7, 1), false, false},
      {"RGBA8 256x256", desc(k2d, 4, 256, 256, 1, 1, 1), false, false},
      {"RGBA8 1920x1080", desc(k2d, 4, 1920, 1080, 1, 1, 1), false, false},
      {"RGBA8 1920x1080 4 samples", desc(k2d, 4, 1920, 1080, 1, 1, 4), false, false},
      {"RGBA16F 256x256 9 levels", desc(k2d, 8, 256, 256, 1, 9, 1), false, false},
      {"RGBA32F 4096x4096", desc(k2d, 16, 4096, 4096, 1, 1, 1), false, false},
      {"RGBA8 cube 128", desc(k2d, 4, 128, 128, 6, 8, 1), false, false},
      {"RGBA8 3D 64x64x64", desc(k3d, 4, 64, 64, 64, 1, 1), false, false},
      {"R8 3D 32x32x32 6 levels", desc(k3d, 1, 32, 32, 32, 6, 1), false, false},
      {"D32 64x64", desc(k2d, 4, 64, 64, 1, 1, 1), true, false},
      {"D32 1920x1080", desc(k2d, 4, 1920, 1080, 1, 1, 1), true, false},
      {"D16 1920x1080", desc(k2d, 2, 1920, 1080, 1, 1, 1), true, false},
      {"D32 1920x1080 4 samples", desc(k2d, 4, 1920, 1080, 1, 1, 4), true, false},
      {"S8 64x64", desc(k2d, 1, 64, 64, 1, 1, 1), false, true},
  };
  Tally t;
  for (const RadvImage& image : images) {
    SurfaceDesc d = image.desc;
    d.sw_mode = static_cast<uint32_t>(preferred_mode(image));
    SurfaceLayout l;
    const std::string why = compute_layout(d, &l);
    std::printf("%-26s -> SW_%s\n", image.what, sw_mode_facts(d.sw_mode).name);
    if (!t.check(why.empty(), std::string(image.what) + ": refused " + why)) continue;
    oracle::SurfaceInfo a;
    oracle::compute_surface_info(lib(), d, &a);
    if (!t.check(a.ret == ADDR_OK, describe(d) + ": addrlib refused")) continue;
    compare_layout(d, l, a, &t);
    compare_offsets(d, l, &t);
  }
  EXPECT_EQ(t.failures, 0u);
}

}  // namespace
}  // namespace rdnavk::surf
