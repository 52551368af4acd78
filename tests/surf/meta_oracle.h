// What the metadata oracle tests share (decision record 0028): addrlib created
// for Navi 21, a tally of checks, the sizes tried and a walk over a level's blocks.
#pragma once

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "addrlib_oracle.h"
#include "surf/surface.h"

namespace rdnavk::surf {

inline const oracle::Addrlib& lib() {
  static const oracle::Addrlib instance;
  return instance;
}

struct Tally {
  uint64_t layouts = 0, addresses = 0, equation_addresses = 0;
  unsigned failures = 0;
  void check(bool ok, const std::string& what) {
    if (!ok && ++failures <= 20) ADD_FAILURE() << what;
  }
  // Prints "KIND: N layouts, M ADDRESSES" and expects no failed check.
  void report(const char* kind, const char* addresses_what) const {
    std::printf("%s: %llu layouts, %llu %s\n", kind, static_cast<unsigned long long>(layouts),
                static_cast<unsigned long long>(addresses), addresses_what);
    EXPECT_EQ(failures, 0u);
  }
};

inline const std::vector<std::pair<uint32_t, uint32_t>> kSizes = {
    {1, 1},      {7, 3},       {64, 64},   {100, 37},    {256, 256},    {333, 1000},
    {1000, 600}, {1920, 1080}, {4097, 33}, {2048, 4096}, {16384, 16384}};

// Every block of small levels, a fixed spread of a large one's.
template <typename Fn>
void each_block(uint32_t w, uint32_t h, uint32_t bw, uint32_t bh, Fn fn) {
  const uint64_t blocks = uint64_t{(w + bw - 1) / bw} * ((h + bh - 1) / bh);
  if (blocks <= 4096) {
    for (uint32_t y = 0; y < h; y += bh)
      for (uint32_t x = 0; x < w; x += bw) fn(x, y);
    return;
  }
  uint32_t s = 12345;
  for (int i = 0; i < 512; ++i) {
    s = s * 1103515245u + 12345u;
    fn((s >> 8) % w, (s * 7 + 3) % h);
  }
}

// Calls fn(x, y, z, pipe_xor) for each of `pipe_xors`, each of `slices` slices and
// each block each_block walks.
template <typename Fn>
void each_block_of_slices(std::initializer_list<uint32_t> pipe_xors, uint32_t slices, uint32_t w,
                          uint32_t h, uint32_t bw, uint32_t bh, Fn fn) {
  for (uint32_t pipe_xor : pipe_xors) {
    for (uint32_t z = 0; z < slices; ++z) {
      each_block(w, h, bw, bh, [&](uint32_t x, uint32_t y) { fn(x, y, z, pipe_xor); });
    }
  }
}

// The fields addrlib's metadata layout queries share (Addr2ComputeDccInfo,
// Addr2ComputeHtileInfo, Addr2ComputeCmaskInfo), for the data surface `d`.
template <typename In, typename Out>
void meta_info_query(const SurfaceDesc& d, uint32_t first_mip_in_tail, ADDR2_META_MIP_INFO* mips,
                     In* in, Out* out) {
  in->size = sizeof *in;
  out->size = sizeof *out;
  out->pMipInfo = mips;
  in->swizzleMode = static_cast<AddrSwizzleMode>(d.sw_mode);
  in->unalignedWidth = d.width;
  in->unalignedHeight = d.height;
  in->numSlices = d.slices;
  in->numMipLevels = d.mip_levels;
  in->firstMipIdInTail = first_mip_in_tail;
}

// The fields their address queries share (Addr2Compute{Dcc,Htile,Cmask}AddrFromCoord),
// for (x, y) of slice z.
template <typename In, typename Out>
void meta_address_query(const SurfaceDesc& d, uint32_t x, uint32_t y, uint32_t z, uint32_t pipe_xor,
                        In* in, Out* out) {
  in->size = sizeof *in;
  out->size = sizeof *out;
  in->x = x;
  in->y = y;
  in->slice = z;
  in->swizzleMode = static_cast<AddrSwizzleMode>(d.sw_mode);
  in->unalignedWidth = d.width;
  in->unalignedHeight = d.height;
  in->numSlices = d.slices;
  in->pipeXor = pipe_xor;
}

// ac_surface.c gfx9_compute_miptree's DCC query of the 2D surface `s`.
inline ADDR_E_RETURNCODE dcc_info_query(const SurfaceLayout& s, bool aligned,
                                        ADDR2_META_MIP_INFO* mips, ADDR2_COMPUTE_DCCINFO_INPUT* in,
                                        ADDR2_COMPUTE_DCCINFO_OUTPUT* out) {
  const SurfaceDesc& d = s.desc;
  meta_info_query(d, s.first_mip_in_tail, mips, in, out);
  in->dccKeyFlags.pipeAligned = aligned;
  in->dccKeyFlags.rbAligned = aligned;
  in->resourceType = ADDR_RSRC_TEX_2D;
  in->bpp = d.bytes_per_element * 8;
  in->numFrags = d.fragments;
  in->dataSurfaceSize = static_cast<UINT_32>(s.size);
  return Addr2ComputeDccInfo(lib().handle(), in, out);
}

// The key address of (x, y, z) by the equation Addr2ComputeDccInfo returned, as
// Mesa evaluates it (ac_nir_dcc_addr_from_coord for GFX10, and
// gfx10_meta_addr_from_coord in ac_surface_meta_address_test.c): nibble bits 0
// to blkSizeLog2 of the 4-entry (x, y, z, sample) rows, the sample taken as 0,
// blkSizeLog2 = log2 metaBlkWidth + log2 metaBlkHeight + log2 bytes - 8; then
// the meta block's index in the row times 2^blkSizeLog2, the slice and the pipe
// xor.
inline uint64_t dcc_equation_address(const ADDR2_COMPUTE_DCCINFO_INPUT& in,
                                     const ADDR2_COMPUTE_DCCINFO_OUTPUT& out, uint32_t x,
                                     uint32_t y, uint32_t z, uint32_t pipe_xor) {
  const uint32_t mbw = out.metaBlkWidth, mbh = out.metaBlkHeight;
  const uint32_t blk_log2 = static_cast<uint32_t>(std::countr_zero(mbw) + std::countr_zero(mbh) +
                                                  std::countr_zero(in.bpp / 8)) -
                            8;
  const uint16_t* eq = out.equation.gfx10_bits;
  const uint32_t coord[4] = {x, y, z, 0};
  uint32_t address = 0;
  for (uint32_t i = 0; i < blk_log2 + 1; ++i) {
    uint32_t v = 0;  // the parity of the coordinates' bits the entries name
    for (uint32_t c = 0; c < 4; ++c)
      v ^= static_cast<uint32_t>(std::popcount(eq[i * 4 + c] & coord[c]));
    address |= (v & 1) << i;
  }
  const uint32_t blk_index = (y / mbh) * (out.pitch / mbw) + x / mbw;
  const uint32_t xor_bits = ((pipe_xor & 15) << 8) & ((1u << blk_log2) - 1);
  return uint64_t{out.dccRamSliceSize} * z + uint64_t{blk_index} * (1u << blk_log2) +
         ((address >> 1) ^ xor_bits);
}

// Addr2ComputeDccAddrFromCoord of (x, y, z) of sample 0 of the single-level
// surface `d`, from its DCC query and answer.
inline ADDR_E_RETURNCODE dcc_address_query(const SurfaceDesc& d,
                                           const ADDR2_COMPUTE_DCCINFO_INPUT& in,
                                           const ADDR2_COMPUTE_DCCINFO_OUTPUT& out, uint32_t x,
                                           uint32_t y, uint32_t z, uint32_t pipe_xor,
                                           ADDR2_COMPUTE_DCC_ADDRFROMCOORD_OUTPUT* aout) {
  ADDR2_COMPUTE_DCC_ADDRFROMCOORD_INPUT ain{};
  meta_address_query(d, x, y, z, pipe_xor, &ain, aout);
  ain.dccKeyFlags = in.dccKeyFlags;
  ain.resourceType = ADDR_RSRC_TEX_2D;
  ain.bpp = in.bpp;
  ain.numMipLevels = 1;
  ain.numFrags = d.fragments;
  ain.pitch = out.pitch;
  ain.height = out.height;
  ain.compressBlkWidth = out.compressBlkWidth;
  ain.compressBlkHeight = out.compressBlkHeight;
  ain.compressBlkDepth = out.compressBlkDepth;
  ain.metaBlkWidth = out.metaBlkWidth;
  ain.metaBlkHeight = out.metaBlkHeight;
  ain.metaBlkDepth = out.metaBlkDepth;
  ain.dccRamSliceSize = out.dccRamSliceSize;
  return Addr2ComputeDccAddrFromCoord(lib().handle(), &ain, aout);
}

}  // namespace rdnavk::surf
