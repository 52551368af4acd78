// surf's FMASK and CMASK against Mesa 25.0.7's addrlib created for Navi 21
// (decision record 0028), for 2-, 4- and 8-sample colour targets of many sizes and
// slice counts:
// - the FMASK mode addrlib prefers for ac_surface.c's FMASK query
//   (gfx9_get_preferred_swizzle_mode with is_fmask), the FMASK surface
//   (Addr2ComputeFmaskInfo: pitch, height, slices, alignment, sizes, bits per
//   element) and its element offsets (Addr2ComputeSurfaceAddrFromCoord on the
//   surface Lib::ComputeFmaskInfo builds, addrlib answering no FMASK address query);
// - the CMASK (Addr2ComputeCmaskInfo with ac_surface.c's flags) and every tile's
//   nibble (Addr2ComputeCmaskAddrFromCoord: byte and bit position), also for two
//   EQAA pairs whose 2- and 8-byte FMASK elements select the other patterns;
// - the DCC of 2-, 4- and 8-fragment surfaces: why addrlib gives no key of a
//   sample (its query refuses, its equation has no sample term and is no key map).
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "meta_oracle.h"
#include "surf/meta.h"
#include "surf_cases.h"

namespace rdnavk::surf {
namespace {

constexpr uint32_t kFmaskMode = static_cast<uint32_t>(SwMode::SW_64KB_Z_X);

// Calls fn(w, h, slices) for each size of kSizes with 1, 3 and 6 slices.
template <typename Fn>
void each_extent(Fn fn) {
  for (auto [w, h] : kSizes) {
    for (uint32_t slices : {1u, 3u, 6u}) fn(w, h, slices);
  }
}

std::string describe(uint32_t w, uint32_t h, uint32_t slices, uint32_t samples,
                     uint32_t fragments) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%ux%u slices %u samples %u fragments %u", w, h, slices, samples,
                fragments);
  return buf;
}

// gfx9_get_preferred_swizzle_mode(..., is_fmask = true) for a colour target as
// gfx9_compute_surface describes it (texture, opt4space), GFX10.3's forbidden
// blocks (256 bytes, VAR).
AddrSwizzleMode preferred_fmask_mode(const SurfaceDesc& color, uint32_t samples) {
  ADDR2_GET_PREFERRED_SURF_SETTING_INPUT in{};
  ADDR2_GET_PREFERRED_SURF_SETTING_OUTPUT out{};
  in.size = sizeof in;
  out.size = sizeof out;
  in.flags.texture = 1;
  in.flags.opt4space = 1;
  in.flags.fmask = 1;
  in.resourceType = ADDR_RSRC_TEX_2D;
  in.resourceLoction = ADDR_RSRC_LOC_INVIS;
  in.forbiddenBlock.micro = 1;
  in.forbiddenBlock.var = 1;
  in.bpp = color.bytes_per_element * 8;
  in.width = color.width;
  in.height = color.height;
  in.numSlices = color.slices;
  in.numMipLevels = 1;
  in.numSamples = samples;
  in.numFrags = color.fragments;
  if (Addr2GetPreferredSurfaceSetting(lib().handle(), &in, &out) != ADDR_OK)
    return ADDR_SW_MAX_TYPE;
  return out.swizzleMode;
}

// An element of the FMASK surface as Lib::ComputeFmaskInfo hands it to
// ComputeSurfaceInfo: the fmask flag, one sample, 2D.
ADDR_E_RETURNCODE fmask_element_address(const SurfaceDesc& f, uint32_t x, uint32_t y, uint32_t z,
                                        uint32_t pipe_bank_xor, uint64_t* addr) {
  ADDR2_COMPUTE_SURFACE_ADDRFROMCOORD_INPUT in{};
  ADDR2_COMPUTE_SURFACE_ADDRFROMCOORD_OUTPUT out{};
  in.size = sizeof in;
  out.size = sizeof out;
  in.flags.fmask = 1;
  in.swizzleMode = static_cast<AddrSwizzleMode>(f.sw_mode);
  in.resourceType = ADDR_RSRC_TEX_2D;
  in.bpp = f.bytes_per_element * 8;
  in.x = x;
  in.y = y;
  in.slice = z;
  in.unalignedWidth = f.width;
  in.unalignedHeight = f.height;
  in.numSlices = f.slices;
  in.numMipLevels = 1;
  in.numSamples = 1;
  in.numFrags = 1;
  in.pipeBankXor = pipe_bank_xor;
  const ADDR_E_RETURNCODE r = Addr2ComputeSurfaceAddrFromCoord(lib().handle(), &in, &out);
  *addr = out.addr;
  return r;
}

void check_fmask(uint32_t w, uint32_t h, uint32_t slices, uint32_t samples, Tally* t) {
  const SurfaceDesc color = surface_desc(SwMode::SW_64KB_R_X, 4, w, h, slices, 1, samples);
  const std::string what = describe(w, h, slices, samples, samples);
  t->check(preferred_fmask_mode(color, samples) == ADDR_SW_64KB_Z_X,
           what + ": addrlib prefers another FMASK mode");
  SurfaceDesc fd;
  SurfaceLayout fl;
  if (std::string e = compute_fmask_desc(color, samples, kFmaskMode, &fd); !e.empty()) {
    return t->check(false, what + ": refused " + e);
  }
  if (std::string e = compute_layout(fd, &fl); !e.empty()) {
    return t->check(false, what + ": FMASK layout refused " + e);
  }
  // ac_surface.c gfx9_compute_miptree's FMASK query.
  ADDR2_COMPUTE_FMASK_INFO_INPUT in{};
  ADDR2_COMPUTE_FMASK_INFO_OUTPUT out{};
  in.size = sizeof in;
  out.size = sizeof out;
  in.swizzleMode = ADDR_SW_64KB_Z_X;
  in.unalignedWidth = w;
  in.unalignedHeight = h;
  in.numSlices = slices;
  in.numSamples = samples;
  in.numFrags = samples;
  if (Addr2ComputeFmaskInfo(lib().handle(), &in, &out) != ADDR_OK) {
    return t->check(false, what + ": addrlib refuses");
  }
  t->check(fl.pitch == out.pitch && fl.padded_height == out.height, what + ": pitch/height");
  t->check(fl.padded_slices == out.numSlices, what + ": slices");
  t->check(fl.alignment == out.baseAlign, what + ": alignment");
  t->check(fd.bytes_per_element * 8 == out.bpp, what + ": bits per element");
  // addrlib narrows both to 32 bits (fmaskBytes, sliceSize are UINT_32).
  t->check(static_cast<uint32_t>(fl.slice_size) == out.sliceSize &&
               static_cast<uint32_t>(fl.size) == out.fmaskBytes,
           what + ": sizes " + std::to_string(fl.size) + " vs " + std::to_string(out.fmaskBytes));
  ++t->layouts;
  each_block_of_slices(
      {0u, pipe_bank_xor_mask(fl)}, slices, w, h, 1, 1,
      [&](uint32_t x, uint32_t y, uint32_t z, uint32_t pipe_bank_xor) {
        const std::string at = what + " element (" + std::to_string(x) + "," + std::to_string(y) +
                               "," + std::to_string(z) + ") xor " + std::to_string(pipe_bank_xor);
        uint64_t ours = 0, theirs = 0;
        if (std::string e = element_offset(fl, {x, y, z, 0, 0}, pipe_bank_xor, &ours); !e.empty()) {
          return t->check(false, at + ": refused " + e);
        }
        if (fmask_element_address(fd, x, y, z, pipe_bank_xor, &theirs) != ADDR_OK) {
          return t->check(false, at + ": addrlib refuses the address");
        }
        t->check(ours == theirs,
                 at + ": " + std::to_string(ours) + " vs " + std::to_string(theirs));
        ++t->addresses;
      });
}

TEST(MsaaMetaOracleTest, FmaskSurfacesAreAddrlibs) {
  ASSERT_TRUE(lib().ok());
  Tally t;
  each_extent([&](uint32_t w, uint32_t h, uint32_t slices) {
    for (uint32_t samples : {2u, 4u, 8u}) check_fmask(w, h, slices, samples, &t);
  });
  t.report("FMASK", "element offsets (and each layout's preferred mode)");
}

// A (samples, fragments) pair and its FMASK element bytes (GetFmaskBpp / 8).
struct MsaaPair {
  uint32_t samples, fragments, fmask_bytes;
};

void check_cmask(uint32_t w, uint32_t h, uint32_t slices, const MsaaPair& m, Tally* t) {
  const std::string what = describe(w, h, slices, m.samples, m.fragments);
  const SurfaceDesc fd = surface_desc(SwMode::SW_64KB_Z_X, m.fmask_bytes, w, h, slices);
  SurfaceLayout fl;
  CmaskLayout l;
  if (std::string e = compute_layout(fd, &fl); !e.empty()) {
    return t->check(false, what + ": FMASK layout refused " + e);
  }
  if (std::string e = compute_cmask_layout(fl, &l); !e.empty()) {
    return t->check(false, what + ": refused " + e);
  }
  // ac_surface.c gfx9_compute_miptree's CMASK query.
  ADDR2_COMPUTE_CMASK_INFO_INPUT in{};
  ADDR2_COMPUTE_CMASK_INFO_OUTPUT out{};
  ADDR2_META_MIP_INFO mips[16] = {};
  meta_info_query(fd, fl.first_mip_in_tail, mips, &in, &out);
  in.cMaskFlags.pipeAligned = 1;
  in.cMaskFlags.rbAligned = 1;
  in.resourceType = ADDR_RSRC_TEX_2D;
  if (Addr2ComputeCmaskInfo(lib().handle(), &in, &out) != ADDR_OK) {
    return t->check(false, what + ": addrlib refuses");
  }
  t->check(l.meta_block_width == out.metaBlkWidth && l.meta_block_height == out.metaBlkHeight,
           what + ": meta block");
  t->check((uint64_t{1} << l.meta_block_log2) == out.baseAlign, what + ": alignment");
  t->check(l.pitch == out.pitch && l.height == out.height, what + ": pitch/height");
  t->check(l.slice_size == out.sliceSize && l.size == out.cmaskBytes &&
               l.slice_size == uint64_t{out.metaBlkNumPerSlice} << l.meta_block_log2,
           what + ": sizes");
  t->check(l.levels[0].offset == mips[0].offset && l.levels[0].size == mips[0].sliceSize &&
               !mips[0].inMiptail,
           what + ": level");
  ++t->layouts;
  each_block_of_slices(
      {0u, 6u, 15u}, slices, w, h, 8, 8,
      [&](uint32_t x, uint32_t y, uint32_t z, uint32_t pipe_xor) {
        const std::string at = what + " tile (" + std::to_string(x / 8) + "," +
                               std::to_string(y / 8) + "," + std::to_string(z) + ") xor " +
                               std::to_string(pipe_xor);
        uint64_t nibble = 0;
        if (std::string e = cmask_nibble_offset(l, x / 8, y / 8, z, pipe_xor, &nibble);
            !e.empty()) {
          return t->check(false, at + ": refused " + e);
        }
        ADDR2_COMPUTE_CMASK_ADDRFROMCOORD_INPUT ain{};
        ADDR2_COMPUTE_CMASK_ADDRFROMCOORD_OUTPUT aout{};
        meta_address_query(fd, x, y, z, pipe_xor, &ain, &aout);
        ain.cMaskFlags = in.cMaskFlags;
        ain.colorFlags.color = 1;
        ain.resourceType = ADDR_RSRC_TEX_2D;
        ain.numSamples = m.samples;
        ain.numFrags = m.fragments;
        if (Addr2ComputeCmaskAddrFromCoord(lib().handle(), &ain, &aout) != ADDR_OK) {
          return t->check(false, at + ": addrlib refuses the address");
        }
        t->check((nibble >> 1) == aout.addr && (nibble & 1) * 4 == aout.bitPosition,
                 at + ": " + std::to_string(nibble) + " vs " + std::to_string(aout.addr) + ":" +
                     std::to_string(aout.bitPosition));
        ++t->addresses;
      });
}

TEST(MsaaMetaOracleTest, CmaskLayoutsAndNibblesAreAddrlibs) {
  ASSERT_TRUE(lib().ok());
  // The drivers' pairs (1-, 1- and 4-byte FMASK elements), then EQAA's 8 samples
  // in 2 fragments (2 bytes) and 16 samples in 16 (8 bytes) for the other rows.
  const MsaaPair pairs[] = {{2, 2, 1}, {4, 4, 1}, {8, 8, 4}, {8, 2, 2}, {16, 16, 8}};
  Tally t;
  each_extent([&](uint32_t w, uint32_t h, uint32_t slices) {
    for (const MsaaPair& m : pairs) check_cmask(w, h, slices, m, &t);
  });
  t.report("CMASK", "nibble addresses against Addr2ComputeCmaskAddrFromCoord");
}

// ---- DCC keys of multisampled surfaces. The layouts are addrlib's
// (MetaOracleTest.DccLayoutsAndKeysAreAddrlibs: 2, 4 and 8 fragments); here is
// why no key address of a sample is derived from what addrlib returns. For
// each mode, element size, fragment count, pipe alignment and size the drivers
// create: addrlib's address query refuses numFrags > 1; the equation
// Addr2ComputeDccInfo returns (what ac_surface.c copies into dcc_equation) has
// no sample term; evaluated as Mesa evaluates it over every key block of a
// slice, it reaches only the first half of the slice's keys, and with pipe
// alignment sends two blocks to each byte it reaches.
struct MsaaDccTally : Tally {
  uint64_t walked = 0, blocks = 0, bytes_once = 0, bytes_twice = 0, key_bytes = 0;
};

void check_msaa_dcc(const SurfaceDesc& d, bool aligned, MsaaDccTally* t) {
  const std::string what = describe(d.width, d.height, d.slices, d.fragments, d.fragments) + " " +
                           sw_mode_facts(d.sw_mode).name + " bpe " +
                           std::to_string(d.bytes_per_element) + (aligned ? " pipe-aligned" : "");
  SurfaceLayout s;
  DccLayout l;
  DccDesc dd;
  dd.pipe_aligned = aligned;
  if (std::string e = compute_layout(d, &s); !e.empty()) return t->check(false, what + ": " + e);
  if (std::string e = compute_dcc_layout(s, dd, &l); !e.empty()) {
    return t->check(false, what + ": refused " + e);
  }
  ADDR2_COMPUTE_DCCINFO_INPUT in{};
  ADDR2_COMPUTE_DCCINFO_OUTPUT out{};
  ADDR2_META_MIP_INFO mips[16] = {};
  if (dcc_info_query(s, aligned, mips, &in, &out) != ADDR_OK) {
    return t->check(false, what + ": addrlib refuses the layout");
  }
  ++t->layouts;
  // Each bit's (x, y, z, sample) entries: the sample's always 0.
  for (uint32_t i = 0; i < 17; ++i) {
    t->check(out.equation.gfx10_bits[i * 4 + 3] == 0, what + ": a sample term");
  }
  ADDR2_COMPUTE_DCC_ADDRFROMCOORD_OUTPUT aout{};
  t->check(dcc_address_query(d, in, out, 0, 0, 0, 0, &aout) == ADDR_NOTSUPPORTED,
           what + ": addrlib answers a key address");
  uint64_t offset = 0;
  t->check(dcc_key_offset(l, {0, 0, 0, 0, 0}, 0, &offset) == "dcc-key-msaa",
           what + ": surf places a key");
  // Every key block of the padded level, each slice: how often each byte of the
  // slice's keys is reached.
  const uint64_t blocks_per_slice = uint64_t{l.pitch / l.block_width} * (l.height / l.block_height);
  if (blocks_per_slice > (1u << 14)) return;
  std::vector<uint8_t> hits(l.size);
  for (uint32_t z = 0; z < d.slices; ++z) {
    for (uint32_t y = 0; y < l.height; y += l.block_height) {
      for (uint32_t x = 0; x < l.pitch; x += l.block_width) {
        const uint64_t a = dcc_equation_address(in, out, x, y, z, 0);
        if (a >= l.size) return t->check(false, what + ": outside the keys");
        ++hits[a];
        ++t->blocks;
      }
    }
  }
  ++t->walked;
  t->key_bytes += l.size;
  for (uint64_t a = 0; a < l.size; ++a) {
    const bool first_half = a % l.slice_size < l.slice_size / 2;
    const uint8_t want = !first_half ? 0 : aligned ? (hits[a] != 0 ? 2 : 0) : 1;
    if (hits[a] != want) {
      return t->check(false, what + ": byte " + std::to_string(a) + " reached " +
                                 std::to_string(hits[a]) + " times");
    }
    t->bytes_once += hits[a] == 1;
    t->bytes_twice += hits[a] == 2;
  }
}

TEST(MsaaMetaOracleTest, DccEquationOfAMultisampledSurfaceGivesNoKeyOfASample) {
  ASSERT_TRUE(lib().ok());
  MsaaDccTally t;
  for (SwMode mode : {SwMode::SW_64KB_Z_X, SwMode::SW_64KB_R_X}) {
    for (uint32_t bpe : {1u, 2u, 4u, 8u, 16u}) {
      // 8- and 16-byte samples in Z_X: addrlib refuses them, and surf.
      if (mode == SwMode::SW_64KB_Z_X && bpe > 4) continue;
      for (uint32_t frags : {2u, 4u, 8u}) {
        each_extent([&](uint32_t w, uint32_t h, uint32_t slices) {
          for (bool aligned : {false, true})
            check_msaa_dcc(surface_desc(mode, bpe, w, h, slices, 1, frags), aligned, &t);
        });
      }
    }
  }
  std::printf(
      "MSAA DCC: %llu layouts without a sample term or an address query; in %llu of them %llu key "
      "blocks of %llu key bytes sent to %llu bytes once (not pipe-aligned) and %llu twice "
      "(pipe-aligned), none to a slice's second half\n",
      static_cast<unsigned long long>(t.layouts), static_cast<unsigned long long>(t.walked),
      static_cast<unsigned long long>(t.blocks), static_cast<unsigned long long>(t.key_bytes),
      static_cast<unsigned long long>(t.bytes_once),
      static_cast<unsigned long long>(t.bytes_twice));
  EXPECT_EQ(t.failures, 0u);
  EXPECT_EQ(t.layouts, 1584u);
  EXPECT_EQ(t.walked, 1008u);
  EXPECT_EQ(t.blocks * 2, t.key_bytes);  // two keys a block
  EXPECT_EQ(t.bytes_once + 2 * t.bytes_twice, t.blocks);
}

}  // namespace
}  // namespace rdnavk::surf
