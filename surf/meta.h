// GFX10.3 metadata surfaces for Navi 21 (decision record 0028): where the DCC key
// of a colour element and the HTILE word of a depth tile lie, as the CB, DB and
// texture units find them, and what a key or word says about the data it covers.
// Addresses checked against Mesa 25.0.7's addrlib (tests/surf); states from Mesa's
// drivers (meta_state.cpp cites them).
//
// rdnavk never writes compressed data. A draw's seeding reads each block's key or
// word: uncompressed/expanded means "read the surface's memory", cleared means
// "the block holds the clear value", anything else is refused ("dcc-compressed",
// "htile-depth-compressed", "htile-stencil-compressed"). Its write-back writes
// the surface's memory and marks every block it wrote uncompressed/expanded,
// which any later reader (the real drivers' decompress passes included) handles.
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
// z of mip `mip`. Single-sample surfaces only ("dcc-key-msaa": neither addrlib nor
// Mesa gives the key of a sample).
std::string dcc_key_offset(const DccLayout& l, const ElementCoord& c, uint32_t pipe_xor,
                           uint64_t* byte_offset);

// The bytes [begin, end) from the DCC base holding the keys of mip `mip` of slice
// `z` (for a tail level, the tail's whole meta block).
std::string dcc_level_range(const DccLayout& l, uint32_t mip, uint32_t z, ByteRange* out);

// Bulk: the keys of every compressed block of mip `mip`, slice `z`, row-major
// (ceil(width / block_width) per row), read from `range_bytes` (the bytes of
// dcc_level_range, from its begin); and the same keys set to uncompressed.
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

}  // namespace rdnavk::surf
