// Where an image access's texel lies (decision record 0027): the image
// descriptor (T#, 8 dwords, SQ_IMG_RSRC_WORD0..7 of gfx10-rsrc.json, GFX10.3
// variants) is read from the SGPRs the program computed, as the module runs
// (D967's rule for descriptors); nothing about it is assumed on the host.
//
// LINEAR (SW_MODE 0) surfaces are placed exactly as Mesa 25.0.7 addrlib lays
// them out (Gfx10Lib::HwlComputeSurfaceInfoLinear): rows of
// align(width, 256 / bytes-per-element) elements, each slice holding the whole
// mip chain with the smallest level first, and the GFX10.3 custom pitch of 1D
// and 2D resources (word 4 bits 13:0, "only for 1D, 2D and 2D_MSAA if pitch >
// width"). Swizzled modes are placed by an equation table (SwizzleEquation)
// that is empty for now: every swizzled access is an escape (kStatusImageLayout).
#pragma once

#include <cstdint>
#include <span>

#include "xlate/emit.h"

namespace rdnavk::xlate {

// The T# fields an image_load or image_store reads, each a run-time value.
struct ImageDescriptor {
  V base;        // u64: (word 0, word 1 bits 7:0) << 8, the byte address
  V format;      // u32: FORMAT, word 1 bits 28:20 (GFX10 unified format)
  V width;       // u32: WIDTH + 1 (word 1 bits 31:30, word 2 bits 11:0)
  V height;      // u32: HEIGHT + 1 (word 2 bits 27:14)
  V selects;     // u32: DST_SEL_X..W, word 3 bits 11:0
  V base_level;  // u32: word 3 bits 15:12
  V last_level;  // u32: word 3 bits 19:16
  V sw_mode;     // u32: word 3 bits 24:20
  V type;        // u32: word 3 bits 31:28 (8 1D .. 15 2D_MSAA_ARRAY; below 8: none)
  V depth;       // u32: DEPTH, word 4 bits 12:0 (3D: depth - 1; arrays: the last layer)
  V pitch;       // u32: PITCH, word 4 bits 13:0 (GFX10.3; pitch - 1 where used)
  V base_array;  // u32: word 4 bits 28:16
  V max_mip;     // u32: MAX_MIP, word 5 bits 7:4 (the resource's levels - 1)
};
// The descriptor in SGPRs first..first + 7.
ImageDescriptor read_image_descriptor(Emit& e, unsigned first_sgpr);

// The image dimension an instruction names (MIMG DIM; SQ_RSRC_IMG_* = 8 + dim).
enum class ImageDim : uint8_t { k1d, k2d, k3d, kCube, k1dArray, k2dArray, k2dMsaa, k2dMsaaArray };
// How many coordinates the dimension reads (x, y, slice/z/face, fragment).
unsigned image_coordinate_count(ImageDim dim);

// A texel's coordinates as the address VGPRs give them (unsigned integers).
struct TexelCoords {
  V x, y, slice, fragment;  // slice: the array layer, 3D z or cube face; 0 where unused
  V mip;                    // relative to BASE_LEVEL; 0 for the forms without one
};

// Where the texel is: its byte address; whether it is inside the image (the
// level, x, y and layer in range); whether the place is known (false: a layout
// not carried out, which the caller raises as kStatusImageLayout).
struct TexelPlace {
  V address;   // u64
  V in_range;  // bool
  V known;     // bool
};
// `elem_bytes`: the format's element size (u32, any value; only 1, 2, 4, 8 and
// 16 are placed).
TexelPlace place_texel(Emit& e, const ImageDescriptor& d, ImageDim dim, const TexelCoords& c,
                       const V& elem_bytes);

// ---- swizzled modes: the equation of a block.
// A swizzled GFX10.3 surface is cut into blocks of 2^block_log2 bytes (8, 12 or
// 16), each 2^block_w_log2 x 2^block_h_log2 x 2^block_d_log2 elements, laid
// out row-major over the level (rows of ceil(pitch / block width) blocks, then
// slices of blocks); within a block, address bit i is the parity of
// (x & bits[i].x) ^ (y & bits[i].y) ^ (z & bits[i].z) ^ (sample & bits[i].s),
// coordinates in elements (the shape of addrlib's gfx10SwizzlePattern.h and of
// surf/'s PatternEntry). For the *_X and *_T modes, the base address's bits
// below the block (the pipe/bank xor the driver ORs into word 0) are xored into
// the offset in the block.
struct SwizzleEquation {
  uint8_t sw_mode;    // SW_MODE, 1..31
  uint8_t elem_log2;  // log2 of the bytes per element, 0..4
  uint8_t frag_log2;  // log2 of the fragments (0: single-sampled)
  bool thick;         // the 3D form of a standard or display mode
  uint8_t block_log2;
  uint8_t block_w_log2, block_h_log2, block_d_log2;
  bool pipe_bank_xor;
  struct Bit {
    uint16_t x, y, z, s;
  } bits[20];  // address bits 0..block_log2 - 1
};
// The equations the translator places swizzled texels with. Empty: every
// swizzled mode escapes. Filling it in (from surf/'s generated patterns) is what
// enables a mode; no code changes.
std::span<const SwizzleEquation> swizzle_equations();

// The inputs of the swizzled place, all run-time values.
struct SwizzleInputs {
  V sw_mode;    // u32
  V elem_log2;  // u32
  V x, y, z, sample;
  V pitch;        // u32: the level's width in elements, before block alignment
  V height;       // u32: the level's height in elements
  V base_offset;  // u64: the base address
};
// The texel's address by `table` (one case per equation, selected by SW_MODE
// and the element size at run time); `*known` false where no equation is for
// them. Single-sampled thin (2D) levels without a mip tail only: the caller
// escapes the others.
V swizzle_address(Emit& e, std::span<const SwizzleEquation> table, const SwizzleInputs& in,
                  V* known);

}  // namespace rdnavk::xlate
