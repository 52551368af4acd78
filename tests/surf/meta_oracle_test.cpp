// surf/meta against Mesa 25.0.7's addrlib created for Navi 21 (decision record
// 0028): DCC and HTILE layouts (Addr2ComputeDccInfo, Addr2ComputeHtileInfo, with
// the flags ac_surface.c passes) for every mode, element size, fragment count,
// pipe alignment, size, mip chain and slice count the drivers create, and key and
// word addresses (Addr2ComputeDccAddrFromCoord, Addr2ComputeHtileAddrFromCoord,
// and for 64KB_Z_X colour, where addrlib's query refuses, the equation
// Addr2ComputeDccInfo hands Mesa, evaluated as ac_surface_meta_address_test.c does).
// FMASK and CMASK: msaa_meta_oracle_test.cpp.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "meta_oracle.h"
#include "surf/meta.h"
#include "surf_cases.h"

namespace rdnavk::surf {
namespace {

std::string describe(const SurfaceDesc& d, bool aligned) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s bpe %u %ux%u slices %u mips %u frags %u%s",
                sw_mode_facts(d.sw_mode).name, d.bytes_per_element, d.width, d.height, d.slices,
                d.mip_levels, d.fragments, aligned ? " pipe-aligned" : "");
  return buf;
}

uint32_t full_chain(uint32_t w, uint32_t h) {
  uint32_t n = 1;
  while ((w | h) >> n) ++n;
  return n;
}

void check_dcc(const SurfaceDesc& d, bool aligned, Tally* t) {
  SurfaceLayout s;
  if (!compute_layout(d, &s).empty()) return;
  DccDesc dd;
  dd.pipe_aligned = aligned;
  DccLayout l;
  const std::string e = compute_dcc_layout(s, dd, &l);
  const std::string what = describe(d, aligned);
  if (!e.empty()) {
    t->check(false, what + ": refused " + e);
    return;
  }
  ADDR2_COMPUTE_DCCINFO_INPUT in{};
  ADDR2_COMPUTE_DCCINFO_OUTPUT out{};
  ADDR2_META_MIP_INFO mips[16] = {};
  if (dcc_info_query(s, aligned, mips, &in, &out) != ADDR_OK) {
    t->check(false, what + ": addrlib refuses");
    return;
  }
  t->check(l.block_width == out.compressBlkWidth && l.block_height == out.compressBlkHeight,
           what + ": compressed block");
  t->check(l.meta_block_width == out.metaBlkWidth && l.meta_block_height == out.metaBlkHeight,
           what + ": meta block " + std::to_string(l.meta_block_width) + "x" +
               std::to_string(l.meta_block_height) + " vs " + std::to_string(out.metaBlkWidth) +
               "x" + std::to_string(out.metaBlkHeight));
  t->check((1u << l.meta_block_log2) == out.metaBlkSize && out.dccRamBaseAlign == out.metaBlkSize,
           what + ": meta block size");
  t->check(l.pitch == out.pitch && l.height == out.height, what + ": pitch/height");
  t->check(l.slice_size == out.dccRamSliceSize && l.size == out.dccRamSize, what + ": sizes");
  for (uint32_t i = 0; i < d.mip_levels; ++i) {
    t->check(l.levels[i].offset == mips[i].offset && l.levels[i].size == mips[i].sliceSize &&
                 l.levels[i].in_tail == static_cast<bool>(mips[i].inMiptail),
             what + ": mip " + std::to_string(i));
  }
  ++t->layouts;
  if (d.fragments != 1 || d.mip_levels != 1) return;
  each_block_of_slices(
      {0u, 5u, 15u}, d.slices, d.width, d.height, l.block_width, l.block_height,
      [&](uint32_t x, uint32_t y, uint32_t z, uint32_t pipe_xor) {
        uint64_t ours = 0;
        const std::string ke = dcc_key_offset(l, {x, y, z, 0, 0}, pipe_xor, &ours);
        const std::string at = what + " key (" + std::to_string(x) + "," + std::to_string(y) + "," +
                               std::to_string(z) + ") xor " + std::to_string(pipe_xor);
        if (!ke.empty()) return t->check(false, at + ": refused " + ke);
        const uint64_t eq = dcc_equation_address(in, out, x, y, z, pipe_xor);
        t->check(ours == eq,
                 at + ": " + std::to_string(ours) + " vs equation " + std::to_string(eq));
        ++t->equation_addresses;
        if (d.sw_mode != static_cast<uint32_t>(SwMode::SW_64KB_R_X)) return;
        ADDR2_COMPUTE_DCC_ADDRFROMCOORD_OUTPUT aout{};
        if (dcc_address_query(d, in, out, x, y, z, pipe_xor, &aout) != ADDR_OK) {
          return t->check(false, at + ": addrlib refuses the address");
        }
        t->check(ours == aout.addr,
                 at + ": " + std::to_string(ours) + " vs " + std::to_string(aout.addr));
        ++t->addresses;
      });
}

// Every description of the cases: modes, element sizes, sizes, fragments, slices,
// mip chains (those compute_layout accepts are checked).
template <typename Fn>
void each_desc(std::initializer_list<SwMode> modes, std::initializer_list<uint32_t> bpes, Fn fn) {
  for (SwMode mode : modes) {
    for (uint32_t bpe : bpes) {
      for (auto [w, h] : kSizes) {
        for (uint32_t frags : {1u, 2u, 4u, 8u}) {
          for (uint32_t slices : {1u, 3u, 6u}) {
            for (uint32_t mips : {1u, 3u, full_chain(w, h)}) {
              fn(surface_desc(mode, bpe, w, h, slices, mips, frags));
            }
          }
        }
      }
    }
  }
}

TEST(MetaOracleTest, DccLayoutsAndKeysAreAddrlibs) {
  ASSERT_TRUE(lib().ok());
  Tally t;
  each_desc({SwMode::SW_64KB_R_X, SwMode::SW_64KB_Z_X}, {1u, 2u, 4u, 8u, 16u},
            [&](const SurfaceDesc& d) {
              check_dcc(d, true, &t);
              check_dcc(d, false, &t);
            });
  std::printf(
      "DCC: %llu layouts, %llu key addresses against Addr2ComputeDccAddrFromCoord, "
      "%llu against addrlib's equation\n",
      static_cast<unsigned long long>(t.layouts), static_cast<unsigned long long>(t.addresses),
      static_cast<unsigned long long>(t.equation_addresses));
  EXPECT_EQ(t.failures, 0u);
}

void check_htile(const SurfaceDesc& d, Tally* t) {
  SurfaceLayout s;
  if (!compute_layout(d, &s).empty()) return;
  HtileLayout l;
  const std::string what = describe(d, true);
  if (std::string e = compute_htile_layout(s, &l); !e.empty()) {
    t->check(false, what + ": refused " + e);
    return;
  }
  // ac_surface.c gfx9_compute_miptree's HTILE query.
  ADDR2_COMPUTE_HTILE_INFO_INPUT in{};
  ADDR2_COMPUTE_HTILE_INFO_OUTPUT out{};
  ADDR2_META_MIP_INFO mips[16] = {};
  meta_info_query(d, s.first_mip_in_tail, mips, &in, &out);
  in.hTileFlags.pipeAligned = 1;
  in.hTileFlags.rbAligned = 1;
  in.depthFlags.depth = 1;
  if (Addr2ComputeHtileInfo(lib().handle(), &in, &out) != ADDR_OK) {
    t->check(false, what + ": addrlib refuses");
    return;
  }
  t->check(l.meta_block_width == out.metaBlkWidth && l.meta_block_height == out.metaBlkHeight,
           what + ": meta block");
  t->check(l.alignment == out.baseAlign, what + ": alignment");
  t->check(l.pitch == out.pitch && l.height == out.height, what + ": pitch/height");
  t->check(l.slice_size == out.sliceSize && l.size == out.htileBytes, what + ": sizes");
  for (uint32_t i = 0; i < d.mip_levels; ++i) {
    t->check(l.levels[i].offset == mips[i].offset && l.levels[i].size == mips[i].sliceSize &&
                 l.levels[i].in_tail == static_cast<bool>(mips[i].inMiptail),
             what + ": mip " + std::to_string(i));
  }
  ++t->layouts;
  if (d.mip_levels != 1) return;
  each_block_of_slices(
      {0u, 9u}, d.slices, d.width, d.height, 8, 8,
      [&](uint32_t x, uint32_t y, uint32_t z, uint32_t pipe_xor) {
        uint64_t ours = 0;
        const std::string at = what + " tile (" + std::to_string(x / 8) + "," +
                               std::to_string(y / 8) + "," + std::to_string(z) + ")";
        const std::string ke = htile_word_offset(l, x / 8, y / 8, z, 0, pipe_xor, &ours);
        if (!ke.empty()) return t->check(false, at + ": refused " + ke);
        ADDR2_COMPUTE_HTILE_ADDRFROMCOORD_INPUT ain{};
        ADDR2_COMPUTE_HTILE_ADDRFROMCOORD_OUTPUT aout{};
        meta_address_query(d, x & ~7u, y & ~7u, z, pipe_xor, &ain, &aout);
        ain.hTileFlags = in.hTileFlags;
        ain.depthflags = in.depthFlags;
        ain.bpp = d.bytes_per_element * 8;
        ain.numMipLevels = 1;
        ain.numSamples = d.fragments;
        if (Addr2ComputeHtileAddrFromCoord(lib().handle(), &ain, &aout) != ADDR_OK) {
          return t->check(false, at + ": addrlib refuses the address");
        }
        t->check(ours == aout.addr,
                 at + ": " + std::to_string(ours) + " vs " + std::to_string(aout.addr));
        ++t->addresses;
      });
}

TEST(MetaOracleTest, HtileLayoutsAndWordsAreAddrlibs) {
  ASSERT_TRUE(lib().ok());
  Tally t;
  each_desc({SwMode::SW_64KB_Z_X, SwMode::SW_VAR_Z_X}, {2u, 4u},
            [&](const SurfaceDesc& d) { check_htile(d, &t); });
  t.report("HTILE", "word addresses against Addr2ComputeHtileAddrFromCoord");
}

}  // namespace
}  // namespace rdnavk::surf
