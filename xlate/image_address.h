// Where an image access's texel lies (decision record 0027): the image
// descriptor (T#, 8 dwords, SQ_IMG_RSRC_WORD0..7 of gfx10-rsrc.json, GFX10.3
// variants) is read from the SGPRs the program computed, as the module runs
// (D967's rule for descriptors); nothing about it is assumed on the host.
//
// Surfaces are placed as surf/ (D26, checked against Mesa 25.0.7 addrlib) lays
// them out: LINEAR rows of align(width, 256 / bytes-per-element) elements, each
// slice holding the whole mip chain with the smallest level first, and the
// GFX10.3 custom pitch of single-level 1D and 2D resources; the swizzled modes of
// single-sampled 1D, 2D, 2D-array and 3D surfaces by their block's equation (a 3D
// surface in a standard or display mode thick: blocks of several slices)
// (SwizzleEquation, built from surf's generated pattern table), blocks row-major
// over a level, each level where surf's layout puts it (the mip tail included),
// the base's pipe-bank xor xored into every block; multisampled 2D and 2D-array
// surfaces (TYPE 2D_MSAA, 2D_MSAA_ARRAY) of 64KB_Z_X and 64KB_R_X by their
// fragment count's pattern, the sample among the coordinates. Anything else
// inside the image is an escape (kStatusImageLayout).
//
// Through the metadata (COMPRESSION_EN), the key of the texel's 256-byte block is
// placed as surf's dcc_key_offset places it (D28), for the single-level 2D,
// 2D-array and cube resources of 64KB_R_X and 64KB_Z_X, single-sampled: the kind
// the drivers give colour targets they read back. Where the caller says the
// metadata is HTILE (a depth or stencil surface's, D39), the dword of the
// texel's 8x8 tile is placed instead, as surf's htile_word_offset places it, for
// the single-level 2D, 2D-array and cube resources of 64KB_Z_X; where it says
// CMASK (an FMASK view's, D27), the nibble of the pixel's 8x8 tile, as surf's
// cmask_nibble_offset places it, for 64KB_Z_X FMASK of 1- and 4-byte elements.
// Elsewhere nothing is placed.
//
// The placement is one SPIR-V function per module (%fn_image_place, written by
// write_image_functions after the program), which every image instruction calls:
// the layout loops over the mip chain at run time, so an instruction costs a call.
#pragma once

#include <cstdint>
#include <span>
#include <string>

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
  V last_level;  // u32: word 3 bits 19:16 (2D_MSAA and its array: log2 of the samples)
  V sw_mode;     // u32: word 3 bits 24:20
  V type;        // u32: word 3 bits 31:28 (8 1D .. 15 2D_MSAA_ARRAY; below 8: none)
  V depth;       // u32: DEPTH, word 4 bits 12:0 (3D: depth - 1; arrays: the last layer)
  V pitch;       // u32: PITCH, word 4 bits 13:0 (GFX10.3; pitch - 1 where used)
  V base_array;  // u32: word 4 bits 28:16
  V max_mip;     // u32: MAX_MIP, word 5 bits 7:4 (the resource's levels - 1)
  // u32: ARRAY_PITCH, word 5 bits 3:0. Of a 3D resource only (ac_descriptors.c):
  // 0 "SRV", DEPTH the last slice of level 0 and BASE_ARRAY ignored; 1 "UAV",
  // BASE_ARRAY the first slice and DEPTH the last of the bound level.
  V array_pitch;
  // bool: COMPRESSION_EN, word 6 bit 21: the texture unit reads through the
  // metadata (DCC keys, whose clear codes stand for the texels; or a depth
  // surface's HTILE, which the descriptor does not tell apart).
  V compressed;
  // u64: META_DATA_ADDRESS (word 7 << 16 | word 6 bits 31:24 << 8) with the
  // pipe xor the driver ORs into bits 11:8 cleared.
  V meta_base;
  // bool: ALPHA_IS_ON_MSB, word 6 bit 22: a DCC clear code's alpha is the
  // element's most significant component (else its least).
  V alpha_on_msb;
};
// The descriptor's eight dwords, in SGPRs first..first + 7.
struct ImageWords {
  V w[8];
};
ImageWords read_image_words(Emit& e, unsigned first_sgpr);
ImageDescriptor decode_image_descriptor(Emit& e, const ImageWords& w);

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
// level, x, y, layer and sample in range); whether the place is known (false: a
// layout not carried out, which the caller raises as kStatusImageLayout).
struct TexelPlace {
  V address;   // u64
  V in_range;  // bool
  V known;     // bool
  // bool: a multisampled view's fragment index at or past its samples
  // (1 << LAST_LEVEL), which the caller raises as kStatusImageMsaaSample: what
  // the unit does there is not published. The texel is then not in range.
  V sample_past;
  // The metadata of the texel (its block's DCC key, or its tile's HTILE dword):
  // its byte offset from the descriptor's meta_base (u64), and whether it is
  // placed (see above; false: not placed).
  V meta_offset;
  V meta_known;  // bool
  // bool: a mip tail level after the first, whose metadata the drivers do not
  // keep: only an uncompressed key or expanded word is carried out.
  V meta_strict;
  // bool: a CMASK nibble is the high one (bits 7:4) of its byte.
  V meta_high_nibble;
};
// What COMPRESSION_EN reads through (the caller says: the descriptor does not).
inline constexpr uint32_t kMetaDcc = 0, kMetaHtile = 1, kMetaCmask = 2;
// A call of %fn_image_place. `elem_bytes`: the format's element size (u32, any
// value; only 1, 2, 4, 8 and 16 are placed); `meta_kind` (u32, kMeta*): the
// metadata is DCC, a depth surface's HTILE or an FMASK view's CMASK. Marks the
// module as using it.
TexelPlace place_texel(Emit& e, const ImageWords& w, ImageDim dim, const TexelCoords& c,
                       const V& elem_bytes, const V& meta_kind);

// Writes %fn_image_place and its equation table into the module, after the
// program's own function and before the runtime's (module_writer.cpp), where
// place_texel was called.
void write_image_functions(Emit& e);

// ---- swizzled modes: the equation of a block.
// A swizzled GFX10.3 surface is cut into blocks of 2^block_log2 bytes, each
// 2^block_w_log2 x 2^block_h_log2 elements (thin), laid out row-major over the
// level; within a block, address bit i is the parity of
// (x & bits[i].x) ^ (y & bits[i].y) ^ (z & bits[i].z), coordinates in elements, z
// the array slice (surf's PatternEntry, from addrlib's gfx10SwizzlePattern.h). The
// base address's bits below the block that xor_mask allows (the pipe-bank xor the
// driver ORs into word 0) are xored into the offset in the block; others set are
// not carried out (surf::split_base refuses them).
struct SwizzleEquation {
  uint8_t sw_mode;    // SW_MODE, 1..31
  uint8_t elem_log2;  // log2 of the bytes per element, 0..4
  uint8_t frag_log2;  // log2 of the fragments (samples stored) a pixel has, 0..3
  uint8_t block_log2;
  uint8_t block_w_log2, block_h_log2;
  bool z_order;           // Z_X: the narrower mip tail of 1- and 2-byte elements
  bool thick;             // a 3D resource's pattern in a standard or display mode
  uint8_t block_d_log2;   // thick: the slices a block holds, log2 (thin: 0)
  uint8_t allowed_types;  // bit n: surf::ResourceType n may use the mode
  uint32_t xor_mask;      // the pipe-bank xor bits, in bytes (surf::pipe_bank_xor_mask << 8)
  struct Bit {
    uint16_t x, y, z, s;
  } bits[20];  // address bits 0..block_log2 - 1
};
// The equations of surf's table: every single-sampled pattern, thin and thick
// (3D in a standard or display mode), then the multisampled ones of 2D
// surfaces, block dimensions and xor bits from surf::compute_layout: what
// enables a mode is its row in surf's generated table, no code here.
std::span<const SwizzleEquation> swizzle_equations();

// ---- DCC keys: the meta block and in-block pattern of a single-sampled 2D
// R_X / Z_X surface's keys, by META_PIPE_ALIGNED and element size (surf's
// compute_dcc_layout; the two modes lay keys out alike there). Nibble address
// bit i is the parity of (x & bits[i].x) ^ (y & bits[i].y) ^ (z & bits[i].z),
// z the array slice; the key's byte is the nibble address >> 1. Then comes the
// entry of a single-sampled Z_X surface's HTILE (surf's compute_htile_layout), x and y
// in pixels, the "key" a dword per 8x8 tile; after it the CMASK of a Z_X FMASK
// surface of 1- and 4-byte elements (surf's compute_cmask_layout), the "key" a
// nibble per 8x8 pixels, the nibble address's bit 0 which nibble of the byte.
struct DccEquation {
  bool htile;
  bool cmask;
  bool pipe_aligned;
  uint8_t elem_log2;
  uint8_t key_block_log2;                        // bytes of keys one meta block holds, log2
  uint8_t meta_block_w_log2, meta_block_h_log2;  // elements one meta block covers
  struct Bit {
    uint16_t x, y, z;
  } bits[20];  // nibble address bits 0..key_block_log2
};
std::span<const DccEquation> dcc_equations();

}  // namespace rdnavk::xlate
