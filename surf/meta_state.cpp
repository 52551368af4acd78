// What a DCC key or an HTILE word says about the data it covers (decision record
// 0028). The compression formats themselves are not published; these are the
// states the drivers write and read back, from Mesa 25.0.7:
//
// DCC keys, one byte per 256-byte block (GFX8-GFX10.3 codes):
//   radeonsi si_pipe.h enum si_clear_code: DCC_UNCOMPRESSED = 0xFF,
//     GFX8_DCC_CLEAR_0000 = 0x00, _0001 = 0x40, _1110 = 0x80, _1111 = 0xC0,
//     GFX8_DCC_CLEAR_REG = 0x20, GFX9_DCC_CLEAR_SINGLE = 0x10 (each byte of the
//     dword DCC_CODE(x) fills the key range with).
//   RADV meta/radv_meta_clear.c: the same values (RADV_DCC_CLEAR_0000,
//     RADV_DCC_GFX8_CLEAR_0001/1110/1111/REG, RADV_DCC_GFX9_CLEAR_SINGLE), and
//     radv_init_dcc(..., 0xffffffff) for an image whose DCC holds no compression.
//   si_clear.c gfx8_get_dcc_clear_parameters: 0000/0001/1110/1111 when every
//     colour channel is 0 or 1 and alpha is 0 or 1 (integers clamp to their
//     largest value), else CLEAR_REG, which needs a fast-clear eliminate: the CB
//     reads CB_COLORn_CLEAR_WORD0/1 for it.
//   radv_meta_clear.c build_clear_dcc_comp_to_single_shader: for CLEAR_SINGLE
//     ("comp-to-single", GFX10+) the clear colour is stored at the beginning of
//     every 256-byte block; the block's elements all equal that first one.
//
// HTILE, one dword per 8x8 pixels (radv_image.h radv_get_htile_initial_value,
// radv_meta_clear.c radv_get_htile_fast_clear_value, si_clear.c
// si_get_htile_clear_value):
//   depth only (TILE_STENCIL_DISABLE=1): ZMask [3:0], MinZ [17:4], MaxZ [31:18].
//   depth and stencil: ZMask [3:0], SR0 [5:4], SR1 [7:6], SMem [9:8], ZRange [31:12].
//   ZMask 0xF: expanded (RADV's initial value, "uncompressed"); 0: cleared ("For
//   clears, Zmask and Smem will always be set to zero"), the depth being
//   DB_DEPTH_CLEAR; 1-14: compressed planes. SMem 3: expanded; 0: cleared
//   (DB_STENCIL_CLEAR); 1-2: compressed.
//
// CMASK, one nibble per 8x8 pixels of a target with FMASK. PAL's gfx9MaskRam.h
// and gfx9MaskRam.cpp (Gfx9Cmask) give the layout the drivers rely on: bits 3:2
// are 11 for a tile not fast-cleared, bits 1:0 the FMASK compression, 00 when
// every FMASK code of the tile is 0 ("1 fragment"):
//   0xC | log2(fragments) (0xD, 0xE, 0xF): expanded, FMASK memory holds every
//     code. RADV radv_cmd_buffer.c radv_init_color_image_metadata writes
//     cmask_clear_values {0xdddddddd, 0xeeeeeeee, 0xffffffff} by log2 samples
//     with radv_init_fmask's identity; PAL's Gfx9Cmask::GetInitialValue the same
//     (with Gfx9Fmask::GetPackedExpandedValue). RADV's FMASK expand
//     (radv_meta_fmask_expand.c) rewrites FMASK to identity after an
//     FMASK_DECOMPRESS and leaves CMASK alone, so that pass leaves this state.
//   0xC: every sample reads fragment 0. radeonsi si_texture.c initializes CMASK
//     to 0xCCCCCCCC ("compressed state") without writing FMASK; a DCC fast clear
//     of an MSAA target writes 0xC (radv_meta_clear.c
//     radv_get_cmask_fast_clear_value, si_clear.c si_fast_clear, PAL's
//     FastClearValueDcc), fragment 0's DCC keys then holding the clear.
//   0x0: fast-cleared, every sample is CB_COLORn_CLEAR_WORD0/1: the CMASK fast
//     clear without DCC (radv_get_cmask_fast_clear_value's default 0, si_clear.c
//     si_fast_clear's CMASK clear to 0), which both drivers follow with a
//     fast-clear eliminate or FMASK decompress before another reader
//     (radv_fast_clear_color always asks for one).
//   Anything else (FMASK codes kept in fewer bits, partial clears) is the CB's
//   own compression, whose format is not published.
#include "surf/meta.h"

namespace rdnavk::surf {

DccKeyState decode_dcc_key(uint8_t key) {
  switch (key) {
    case 0xff:
      return DccKeyState::kUncompressed;
    case 0x00:
      return DccKeyState::kClear0000;
    case 0x40:
      return DccKeyState::kClear0001;
    case 0x80:
      return DccKeyState::kClear1110;
    case 0xc0:
      return DccKeyState::kClear1111;
    case 0x20:
      return DccKeyState::kClearRegister;
    case 0x10:
      return DccKeyState::kClearSingle;
    default:
      return DccKeyState::kCompressed;
  }
}

const char* dcc_key_state_name(DccKeyState s) {
  switch (s) {
    case DccKeyState::kUncompressed:
      return "dcc-uncompressed";
    case DccKeyState::kClear0000:
      return "dcc-clear-0000";
    case DccKeyState::kClear0001:
      return "dcc-clear-0001";
    case DccKeyState::kClear1110:
      return "dcc-clear-1110";
    case DccKeyState::kClear1111:
      return "dcc-clear-1111";
    case DccKeyState::kClearRegister:
      return "dcc-clear-register";
    case DccKeyState::kClearSingle:
      return "dcc-clear-single";
    case DccKeyState::kCompressed:
      break;
  }
  return "dcc-compressed";
}

namespace {

constexpr uint32_t kZMaskExpanded = 0xf, kZMaskCleared = 0;
constexpr uint32_t kSMemExpanded = 3, kSMemCleared = 0;

HtilePlane plane(uint32_t field, uint32_t expanded, uint32_t cleared) {
  if (field == expanded) return HtilePlane::kExpanded;
  if (field == cleared) return HtilePlane::kCleared;
  return HtilePlane::kCompressed;
}

}  // namespace

HtileState decode_htile(uint32_t word, const HtileDesc& d) {
  HtileState s;
  s.depth = plane(word & 0xf, kZMaskExpanded, kZMaskCleared);
  if (!d.tile_stencil_disable && d.has_stencil) {
    s.stencil = plane((word >> 8) & 0x3, kSMemExpanded, kSMemCleared);
  }
  return s;
}

// RADV's initial values: depth only 0xfffc000f (MaxZ 0x3fff, MinZ 0: the full
// range, ZMask 0xF); depth and stencil 0xfffff3ff (ZRange all ones, SMem 3, SR0
// and SR1 3, "the stencil test result is unknown", ZMask 0xF). The depth range
// is the widest, so the word holds under either DB_Z_INFO.ZRANGE_PRECISION.
uint32_t htile_expanded_word(const HtileDesc& d) {
  return d.tile_stencil_disable ? 0xfffc000fu : 0xfffff3ffu;
}

namespace {

constexpr uint8_t kCmaskNotCleared = 0xc, kCmaskCleared = 0x0;

}  // namespace

uint8_t cmask_expanded_nibble(const FmaskFormat& f) {
  // log2 of 2, 4, 8 fragments.
  return uint8_t(kCmaskNotCleared | (f.fragments == 8 ? 3 : f.fragments / 2));
}

CmaskState decode_cmask_nibble(uint8_t nibble, const FmaskFormat& f) {
  if (nibble == cmask_expanded_nibble(f)) return CmaskState::kExpanded;
  if (nibble == kCmaskNotCleared) return CmaskState::kOneFragment;
  if (nibble == kCmaskCleared) return CmaskState::kCleared;
  return CmaskState::kUnknown;
}

const char* cmask_state_name(CmaskState s) {
  switch (s) {
    case CmaskState::kExpanded:
      return "cmask-expanded";
    case CmaskState::kOneFragment:
      return "cmask-one-fragment";
    case CmaskState::kCleared:
      return "cmask-cleared";
    case CmaskState::kUnknown:
      break;
  }
  return "cmask-unknown";
}

}  // namespace rdnavk::surf
