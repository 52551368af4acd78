// GFX10.3 metadata surfaces for Navi 21 (decision record 0028): where the DCC key
// of a colour element, the HTILE word of a depth tile and the CMASK nibble of a
// multisampled colour tile lie, as the CB, DB and texture units find them, what a
// key, word or nibble says about the data it covers, and the FMASK surface and
// element of a multisampled colour target. Addresses checked against Mesa 25.0.7's
// addrlib (tests/surf); states from Mesa's drivers (meta_state.cpp and
// meta_fmask.cpp cite them).
//
// rdnavk never writes compressed data. A draw's seeding reads each block's key,
// word or nibble: uncompressed/expanded means "read the surface's memory" (for
// CMASK: through FMASK), cleared means "the block holds the clear value", anything
// else is refused ("dcc-compressed", "htile-depth-compressed",
// "htile-stencil-compressed", "cmask-unknown"). Its write-back writes the
// surface's memory and marks every block it wrote uncompressed/expanded, which any
// later reader (the real drivers' decompress passes included) handles.
//
// As in surface.h: guest values as they are, refusals by name, no asserts.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "surf/surface.h"

namespace rdnavk::surf {

// One mip level of a metadata surface: where its blocks start in a slice and how
// many bytes they take (addrlib's ADDR2_META_MIP_INFO offset and sliceSize), and
// the level's extent in elements (pixels for HTILE), its own and padded to whole
// meta blocks.
struct MetaLevel {
  uint64_t offset = 0, size = 0;
  uint32_t width = 0, height = 0;
  uint32_t pitch = 0, padded_height = 0;
  bool in_tail = false;  // shares the one meta block of the data's mip tail
};

// Where a metadata surface starts and the pipe xor its meta blocks use, from a base
// register (CB_COLORn_DCC_BASE, DB_HTILE_DATA_BASE: the byte address >> 8).
// ac_descriptors.c ORs the colour surface's tile swizzle, masked to the meta
// alignment, into CB_COLORn_DCC_BASE; only its 4 pipe bits take part in the
// address (Gfx10Lib::HwlComputeDccAddrFromCoord: pipeXor & pipeMask). Other
// low bits set are refused.
struct MetaBase {
  uint64_t address = 0;
  uint32_t pipe_xor = 0;  // 0-15
};

// ---- DCC ----------------------------------------------------------------------

// The DCC settings of a colour target (CB_COLORn_*), as the driver programs them.
struct DccDesc {
  bool pipe_aligned = true;  // ATTRIB3.DCC_PIPE_ALIGNED (1 but for displayable DCC)
  bool meta_linear = false;  // ATTRIB3.META_LINEAR: refused (no driver sets it on GFX10.3)
  // DCC_CONTROL.MAX_UNCOMPRESSED_BLOCK_SIZE: 0 = 64B, 1 = 128B, 2 = 256B. A key
  // covers one uncompressed block; addrlib and the drivers know only 256B (what
  // ac_descriptors.c always writes), so the others are refused.
  uint32_t max_uncompressed_block_size = 2;
};

struct DccLayout {
  uint32_t sw_mode = 0, elem_log2 = 0, frag_log2 = 0, slices = 1, mip_levels = 1;
  bool pipe_aligned = true;
  uint32_t block_width = 0, block_height = 0;            // elements one key covers (256 bytes)
  uint32_t meta_block_width = 0, meta_block_height = 0;  // elements one meta block covers
  uint32_t meta_block_log2 = 0;    // bytes of a meta block, the base's alignment
  uint32_t key_block_log2 = 0;     // bytes the in-block pattern addresses (addrlib's blkSizeLog2)
  uint32_t pitch = 0, height = 0;  // mip 0, in elements, padded to meta blocks
  uint64_t slice_size = 0, size = 0;
  // Levels with DCC: all up to and including the first in the mip tail ("GFX10 can
  // only compress the first level in the mip tail", ac_surface.c).
  uint32_t dcc_levels = 0;
  std::array<MetaLevel, kMaxMipLevels> levels{};
  std::array<uint32_t, kMaxMipLevels> tail_x{}, tail_y{};  // a tail level's origin
  SwizzleColumns columns;  // nibble address of a key inside its meta block
};

// The DCC of `color`: 2D 64KB_R_X or 64KB_Z_X only (ac_surface.c's
// is_dcc_supported_by_CB for GFX10_3; RADV and radeonsi never give 3D DCC).
std::string compute_dcc_layout(const SurfaceLayout& color, const DccDesc& d, DccLayout* out);

std::string split_dcc_base(const DccLayout& l, uint64_t base_256b, MetaBase* out);

// The byte offset, from the DCC base, of the key covering element (x, y) of slice
// z of mip `mip`. Single-sample surfaces only ("dcc-key-msaa"): for 2, 4 and 8
// fragments addrlib's key query refuses, and the equation Addr2ComputeDccInfo
// returns has no sample term and is no key map (it reaches half of a slice's
// keys, and with pipe alignment sends two blocks to one byte); Mesa computes
// keys of samples on GFX9 only (D28, 2026-12-03).
std::string dcc_key_offset(const DccLayout& l, const ElementCoord& c, uint32_t pipe_xor,
                           uint64_t* byte_offset);

// The bytes [begin, end) from the DCC base holding the keys of mip `mip` of slice
// `z` (for a tail level, the tail's whole meta block).
std::string dcc_level_range(const DccLayout& l, uint32_t mip, uint32_t z, ByteRange* out);

// Bulk: the keys of every compressed block of mip `mip`, slice `z`, row-major
// (ceil(width / block_width) per row), read from `range_bytes` (the bytes of
// dcc_level_range, from its begin); and the same keys set to uncompressed.
// Multisampled: no key has a known block ("dcc-key-msaa" from read_dcc_keys),
// but the level's range holds only its keys, and marking sets every byte of it
// (the fill radv_init_dcc and the drivers' clears make).
std::string read_dcc_keys(const DccLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                          std::span<const uint8_t> range_bytes, std::vector<uint8_t>* keys);
std::string mark_dcc_uncompressed(const DccLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                                  std::span<uint8_t> range_bytes);

// What a key says about its 256-byte block (meta_state.cpp: the codes and their
// sources). "0" and "1" per channel: 0, and 1.0 for float and normalized
// channels or the largest value for integer ones; alpha is the channel
// ac_alpha_is_on_msb names.
enum class DccKeyState : uint8_t {
  kUncompressed,   // 0xFF: the block's memory holds the data
  kClear0000,      // 0x00: every channel 0
  kClear0001,      // 0x40: colour channels 0, alpha 1
  kClear1110,      // 0x80: colour channels 1, alpha 0
  kClear1111,      // 0xC0: every channel 1
  kClearRegister,  // 0x20: CB_COLORn_CLEAR_WORD0/1 (the colour target's clear colour)
  kClearSingle,    // 0x10: every element equals the block's first element in memory
  kCompressed,     // anything else: refused as "dcc-compressed"
};
DccKeyState decode_dcc_key(uint8_t key);
const char* dcc_key_state_name(DccKeyState s);
inline constexpr uint8_t kDccKeyUncompressed = 0xff;
inline constexpr uint8_t dcc_uncompressed_key() {
  return kDccKeyUncompressed;
}

// ---- HTILE --------------------------------------------------------------------

// The HTILE settings of a depth target, as the driver programs them.
struct HtileDesc {
  // DB_STENCIL_INFO.TILE_STENCIL_DISABLE: 1 gives the depth-only word layout.
  bool tile_stencil_disable = true;
  // DB_STENCIL_INFO.FORMAT != INVALID: the word's stencil fields describe real
  // stencil (RADV also uses the Z+S layout without stencil, for VRS rates).
  bool has_stencil = false;
};

struct HtileLayout {
  uint32_t sw_mode = 0, samples_log2 = 0, slices = 1, mip_levels = 1;
  uint32_t meta_block_width = 0, meta_block_height = 0;  // pixels
  uint32_t meta_block_log2 = 0;                          // bytes of a meta block
  uint32_t word_block_log2 = 0;                          // bytes the in-block pattern addresses
  uint64_t alignment = 0;                                // the base's (addrlib's baseAlign)
  uint32_t pitch = 0, height = 0;
  uint64_t slice_size = 0, size = 0;
  uint32_t htile_levels = 0;  // levels up to and including the first in the tail
  std::array<MetaLevel, kMaxMipLevels> levels{};
  std::array<uint32_t, kMaxMipLevels> tail_x{}, tail_y{};
  SwizzleColumns columns;
};

// The HTILE of `depth`: 2D 64KB_Z_X or VAR_Z_X (Gfx10Lib::HwlComputeHtileInfo),
// pipe-aligned (the only kind; ac_surface.c asserts it).
std::string compute_htile_layout(const SurfaceLayout& depth, HtileLayout* out);

std::string split_htile_base(const HtileLayout& l, uint64_t base_256b, MetaBase* out);

// The byte offset, from the HTILE base, of the dword of the 8x8-pixel tile
// (tile_x, tile_y) of slice `z` of mip `mip`.
std::string htile_word_offset(const HtileLayout& l, uint32_t tile_x, uint32_t tile_y, uint32_t z,
                              uint32_t mip, uint32_t pipe_xor, uint64_t* byte_offset);
std::string htile_level_range(const HtileLayout& l, uint32_t mip, uint32_t z, ByteRange* out);

// Bulk: the words of every tile of mip `mip`, slice `z`, row-major (ceil(width /
// 8) per row), from `range_bytes` (htile_level_range's bytes); and those words
// set to `word`.
std::string read_htile_words(const HtileLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                             std::span<const uint8_t> range_bytes, std::vector<uint32_t>* words);
std::string write_htile_words(const HtileLayout& l, uint32_t mip, uint32_t z, uint32_t pipe_xor,
                              uint32_t word, std::span<uint8_t> range_bytes);

enum class HtilePlane : uint8_t {
  kNone,        // no stencil in this word
  kExpanded,    // the surface's memory holds the data
  kCleared,     // DB_DEPTH_CLEAR / DB_STENCIL_CLEAR.CLEAR
  kCompressed,  // refused as "htile-depth-compressed" / "htile-stencil-compressed"
};
struct HtileState {
  HtilePlane depth = HtilePlane::kCompressed;
  HtilePlane stencil = HtilePlane::kNone;
};
HtileState decode_htile(uint32_t word, const HtileDesc& d);
// The word of an expanded tile with the full depth range (what RADV initializes
// HTILE to: radv_get_htile_initial_value).
uint32_t htile_expanded_word(const HtileDesc& d);

// ---- FMASK --------------------------------------------------------------------

// A multisampled colour target stores up to `fragments` colours per pixel; its
// FMASK element says, per sample, which of them the sample reads: sample s's
// fragment index in code_bits bits from bit s * code_bits (the FMASK8_S2_F2,
// FMASK8_S4_F4 and FMASK32_S8_F8 formats of ac_descriptors.c). Only samples ==
// fragments (2, 4 or 8) is carried out: RADV and radeonsi create no EQAA targets
// by default; other pairs are refused ("fmask-samples-8-fragments-4",
// "fmask-samples-16").
struct FmaskFormat {
  uint32_t samples = 0, fragments = 0;
  uint32_t code_bits = 0;      // log2(fragments), widened to 4 for 8 (addrlib's GetFmaskBpp)
  uint32_t element_bytes = 0;  // 1 for 2 and 4 samples, 4 for 8
};
std::string fmask_format(uint32_t samples, uint32_t fragments, FmaskFormat* out);

// The element in which sample s reads fragment s, what both drivers initialize
// and expand FMASK to: 0x02, 0xE4, 0x76543210.
uint32_t fmask_identity(const FmaskFormat& f);

// The fragment sample `sample` reads, from an FMASK element (its bytes as a
// little-endian value). A result at or past f.fragments names no stored fragment
// (an 8-fragment code of 8-15; also what a sample past f.samples gives): the
// caller refuses it.
uint32_t fmask_sample_fragment(const FmaskFormat& f, uint32_t element, uint32_t sample);

// The FMASK surface of the multisampled colour target `color` (its fragments are
// color.fragments) with `samples` samples (CB_COLORn_ATTRIB.NUM_SAMPLES), in
// SW_MODE `fmask_sw_mode` (CB_COLORn_ATTRIB3.FMASK_SW_MODE): a single-sample,
// single-level 2D surface of the target's width, height and slices with
// element_bytes elements (addrlib's Lib::ComputeFmaskInfo). Lay it out with
// compute_layout; CB_COLORn_FMASK (or the FMASK descriptor's base) carries its
// address and tile swizzle, which split_base separates. Refused: the pairs
// fmask_format refuses, a 1D or 3D or mipmapped target, any mode but 64KB_Z_X (the
// only one the drivers get: gfx9_get_preferred_swizzle_mode forbids VAR blocks).
std::string compute_fmask_desc(const SurfaceDesc& color, uint32_t samples, uint32_t fmask_sw_mode,
                               SurfaceDesc* out);

// ---- CMASK --------------------------------------------------------------------

// CMASK: a nibble per 8x8 pixels of each slice of a target with FMASK (on GFX10
// there is no other CMASK). Addressed as FMASK's metadata: by FMASK's swizzle mode
// and element size, pipe- and RB-aligned (CB_COLORn_ATTRIB3.CMASK_PIPE_ALIGNED,
// which ac_descriptors.c always sets), one level.
struct CmaskLayout {
  uint32_t sw_mode = 0, fmask_elem_log2 = 0, slices = 1;
  uint32_t meta_block_width = 0, meta_block_height = 0;  // pixels (1024x1024)
  uint32_t meta_block_log2 = 0;    // bytes of a meta block (8 KiB), the base's alignment
  uint32_t nibble_block_log2 = 0;  // bytes the in-block pattern addresses
  uint32_t pitch = 0, height = 0;  // pixels, padded to meta blocks
  uint64_t slice_size = 0, size = 0;
  std::array<MetaLevel, 1> levels{};  // the one level: offset 0, the target's extent
  SwizzleColumns columns;             // nibble address of a tile inside its meta block
};

// The CMASK of the FMASK surface `fmask` (compute_layout of compute_fmask_desc):
// 64KB_Z_X only (Gfx10Lib::HwlComputeCmaskInfo also takes VAR_Z_X, which no
// driver uses: "cmask-sw-mode-VAR_Z_X"), 2D, single-sample, one level, 1-8-byte
// elements.
std::string compute_cmask_layout(const SurfaceLayout& fmask, CmaskLayout* out);

// CB_COLORn_CMASK (| CB_COLORn_CMASK_BASE_EXT << 32): the CMASK's address >> 8.
// ac_descriptors.c writes (va + cmask_offset) >> 8 with no tile swizzle on GFX10
// (only GFX8 ORs FMASK's in); its 4 pipe bits would be the pipe xor, as for DCC,
// and other low bits are refused ("cmask-base-misaligned-0x...").
std::string split_cmask_base(const CmaskLayout& l, uint64_t base_256b, MetaBase* out);

// The nibble address, from the CMASK base, of the 8x8-pixel tile (tile_x,
// tile_y) of slice z: byte nibble_address >> 1, its low nibble (bits 3:0) when
// nibble_address is even, its high nibble (bits 7:4) when odd (addrlib's
// bitPosition 0 or 4).
std::string cmask_nibble_offset(const CmaskLayout& l, uint32_t tile_x, uint32_t tile_y, uint32_t z,
                                uint32_t pipe_xor, uint64_t* nibble_address);

// The bytes [begin, end) from the CMASK base holding slice z's nibbles.
std::string cmask_slice_range(const CmaskLayout& l, uint32_t z, ByteRange* out);

// Bulk: the nibbles of every tile of slice z, row-major (ceil(width / 8) per
// row), from `range_bytes` (cmask_slice_range's bytes); and those nibbles set to
// `nibble` (above 15: "cmask-nibble-16"), the other nibble of each byte kept.
std::string read_cmask_nibbles(const CmaskLayout& l, uint32_t z, uint32_t pipe_xor,
                               std::span<const uint8_t> range_bytes, std::vector<uint8_t>* nibbles);
std::string write_cmask_nibbles(const CmaskLayout& l, uint32_t z, uint32_t pipe_xor, uint8_t nibble,
                                std::span<uint8_t> range_bytes);

// What a CMASK nibble says about its tile (meta_state.cpp: the values and their
// sources). Bits 3:2 are 11 but for a fast clear; bits 1:0 how many bits of
// each FMASK code the tile keeps (0: none, every code 0).
enum class CmaskState : uint8_t {
  kExpanded,     // 0xC | log2(fragments): FMASK memory says which fragment each sample reads
  kOneFragment,  // 0xC: every sample reads fragment 0; FMASK memory is not read
  kCleared,      // 0x0: every sample is CB_COLORn_CLEAR_WORD0/1
  kUnknown,      // anything else: refused as "cmask-unknown"
};
CmaskState decode_cmask_nibble(uint8_t nibble, const FmaskFormat& f);
const char* cmask_state_name(CmaskState s);
// The write-back nibble: expanded (what RADV initializes CMASK to).
uint8_t cmask_expanded_nibble(const FmaskFormat& f);

}  // namespace rdnavk::surf
