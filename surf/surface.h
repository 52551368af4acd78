// GFX10.3 surface addressing for Navi 21 (GB_ADDR_CONFIG 0x444: 16 pipes, 256-byte
// pipe interleave, 16 packers, RB+): where each element of a linear or swizzled
// surface lies, as the CB, DB and texture units find it (decision record 0026).
// Checked address for address against Mesa's addrlib (tests/surf).
//
// Every function takes guest values as they are and answers a refusal, a name
// such as "surface-sw-mode-12", for anything out of range; an empty string is
// success. Nothing here asserts on its input.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "surf/sw_mode.h"
#include "surf/swizzle_pattern.h"

namespace rdnavk::surf {

// The hardware's limits (descriptor and CB_COLORn_ATTRIB2/3 field widths):
// 14-bit width and height minus one, 13-bit depth minus one, 4-bit MAX_MIP.
inline constexpr uint32_t kMaxExtent = 16384;
inline constexpr uint32_t kMaxSlices = 8192;
inline constexpr uint32_t kMaxMipLevels = 16;
// The GPU's virtual address space is 48 bits: a surface is smaller.
inline constexpr uint64_t kMaxSurfaceBytes = uint64_t{1} << 48;

// A surface as the registers and descriptors describe it.
struct SurfaceDesc {
  uint32_t sw_mode = 0;                   // SW_MODE field value (SwMode)
  ResourceType type = ResourceType::k2d;  // RESOURCE_TYPE
  uint32_t bytes_per_element = 4;         // 1, 2, 4, 8 or 16 (a compressed block is one element)
  uint32_t width = 1, height = 1;         // mip 0, in elements
  uint32_t slices = 1;                    // array layers, or the depth of a 3D resource
  uint32_t mip_levels = 1;                // MAX_MIP + 1
  uint32_t fragments = 1;                 // 1, 2, 4, 8: the samples stored (NUM_FRAGMENTS)
};

// One mip level. Pitch and height are in elements, padded as the hardware lays the
// level out; offsets are from the start of a slice (thin) or of a group of
// block_slices slices (thick 3D).
struct MipLevel {
  uint32_t width = 0, height = 0, depth = 0;  // the level's own size (ceil(mip0 >> level))
  uint32_t pitch = 0, padded_height = 0;      // addrlib's ADDR2_MIP_INFO pitch and height
  uint64_t slice_offset = 0;                  // where its first block is (macroBlockOffset)
  bool in_tail = false;                       // it shares the mip tail's block
  uint32_t tail_offset = 0;                   // its offset inside the tail block (mipTailOffset)
  uint32_t tail_x = 0, tail_y = 0;            // its origin inside the tail block, in elements
};

struct SurfaceLayout {
  SurfaceDesc desc;
  SwModeFacts mode;
  bool thick = false;  // 3D in a standard or display mode: a block holds block_slices slices
  uint32_t elem_log2 = 0;
  uint32_t block_log2 = 8;  // a block is 2^block_log2 bytes (linear: the 256-byte pitch unit)
  uint32_t block_width = 1, block_height = 1, block_slices = 1;  // in elements and slices
  uint32_t pitch = 0, padded_height = 0;                         // mip 0's, in elements
  uint32_t padded_slices = 0;  // slices rounded up to block_slices
  uint64_t slice_size = 0;  // bytes of one slice's whole mip chain (a thick group: * block_slices)
  uint64_t size = 0;        // bytes of the whole surface
  uint64_t alignment = 0;   // the base address's alignment (the block size)
  uint32_t first_mip_in_tail = 0;  // mip_levels when no level is in a tail
  std::array<MipLevel, kMaxMipLevels> mips{};
  SwizzleColumns swizzle;  // the block's pattern (unused for linear)
};

// The layout of `desc`, or a refusal.
std::string compute_layout(const SurfaceDesc& desc, SurfaceLayout* out);

// Where a surface starts, and the pipe-bank xor its blocks use, from the base
// register as the driver programs it (CB_COLORn_BASE | CB_COLORn_BASE_EXT << 32,
// DB_Z_READ_BASE..., or an image descriptor's BASE_ADDRESS): the byte address >> 8.
// Drivers OR the tile swizzle into the low bits (ac_descriptors.c:
// cb_color_base |= tile_swizzle; desc[0] = va >> 8 | swizzle), which a block-aligned
// address leaves free; the hardware xors them into every block (addrlib's
// ComputeSurfaceAddrFromCoordMacroTiled). Only *_X and *_T modes have one, and only
// its pipe bits and bank bits exist; other low bits set are refused.
struct SurfaceBase {
  uint64_t address = 0;        // the surface's first byte
  uint32_t pipe_bank_xor = 0;  // in 256-byte units, as addrlib's pipeBankXor
};
std::string split_base(const SurfaceLayout& layout, uint64_t base_256b, SurfaceBase* out);
// The pipe-bank xor bits the layout's mode has (256-byte units): the 16 pipes' 4
// bits, then after 2 column bits the bank bits the block has room for; 0 for
// modes without one.
uint32_t pipe_bank_xor_mask(const SurfaceLayout& layout);

// An element: x, y in elements of mip `mip`; z the array slice, or the depth of a
// 3D resource (at that mip); sample below the fragments.
struct ElementCoord {
  uint32_t x = 0, y = 0, z = 0, mip = 0, sample = 0;
};

// The byte offset of an element from the surface's start (SurfaceBase::address).
std::string element_offset(const SurfaceLayout& layout, const ElementCoord& c,
                           uint32_t pipe_bank_xor, uint64_t* offset);

// The bytes [begin, end) from the surface's start that hold mip `mip` of slice (or
// depth) `z`, every sample included: whole blocks (linear: whole padded rows). They
// may hold other levels' or slices' elements too.
struct ByteRange {
  uint64_t begin = 0, end = 0;
};
std::string subresource_range(const SurfaceLayout& layout, uint32_t mip, uint32_t z,
                              ByteRange* out);

// Bulk copies between the bytes of subresource_range(mip, z) (range_bytes, from its
// begin) and packed rows of that level's width x height elements (rows, each
// width * bytes_per_element). retile writes only the elements' bytes, so other
// bytes in the range stay as read.
std::string detile(const SurfaceLayout& layout, uint32_t mip, uint32_t z, uint32_t sample,
                   uint32_t pipe_bank_xor, std::span<const uint8_t> range_bytes,
                   std::span<uint8_t> rows);
std::string retile(const SurfaceLayout& layout, uint32_t mip, uint32_t z, uint32_t sample,
                   uint32_t pipe_bank_xor, std::span<const uint8_t> rows,
                   std::span<uint8_t> range_bytes);

}  // namespace rdnavk::surf
