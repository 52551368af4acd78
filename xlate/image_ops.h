// What image_load/image_store (ops_image.cpp) and the sampling instructions
// (ops_sample.cpp) share: the instruction's fields and address registers, and
// a placed texel read as image_load reads it (decision records 0027, 0034).
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "isa/instruction.h"
#include "xlate/emit.h"
#include "xlate/format_convert.h"
#include "xlate/image_address.h"

namespace rdnavk::xlate::image_common {

struct ImageAccess {
  ImageDescriptor d;
  fconv::Layout l;
  TexelPlace place;
  V htile;  // bool: the metadata COMPRESSION_EN reads through is HTILE (D39)
  V null;   // bool: TYPE below SQ_RSRC_IMG_1D, no image: reads zeros, drops writes
  unsigned dmask = 0;
  // A block-compressed view's texel in its 4x4 block (D41); unused otherwise.
  V sub_x, sub_y;
  // bool: an FMASK view (FORMAT one of GFX10's FMASK codes, D27 2026-12-03),
  // whose element a load returns as the fragment index of each sample; and
  // whether this access of one is not carried out (kStatusImageFmask).
  V fmask, fmask_escape;
};

// The fields an access carries out, or the refusal of one it does not.
bool check_fields(Emit& e, const isa::Instruction& in);
// Address VGPR `i`: consecutive from VADDR, or the NSA form's own registers.
V address(Emit& e, const isa::Instruction& in, unsigned i);
unsigned address_count(const isa::Instruction& in);
// Whether COMPRESSION_EN reads HTILE rather than DCC (D39): the descriptor does
// not say. A depth or stencil surface is always in a Z swizzle mode (addrlib
// allows the DB nothing else) and has HTILE only in 64KB_Z_X; its formats are
// one channel (8-bit stencil, 16-bit UNORM or 32-bit FLOAT depth) or hold a
// 24-bit channel. Colour surfaces the drivers give DCC and read back are
// single-sampled 64KB_R_X, or Z_X with channels a depth format does not have.
V htile_metadata(Emit& e, const ImageDescriptor& d, const fconv::Layout& l);
void raise_if(Emit& e, const V& cond, StatusBit bit);
// Places the texel at `c` of the view `w` into acc->place. A block-compressed
// view (D41) is placed as addrlib lays it out: in 4x4 blocks of 8 or 16 bytes,
// the descriptor's WIDTH and HEIGHT (texels) taken as blocks, the texel at its
// block's coordinates and its place in the block kept in sub_x, sub_y. Where a
// level's texel size and block count may disagree (a size in x or y that is not
// a power of two), the place is not known.
void place_access(Emit& e, const ImageWords& w, ImageDim dim, const TexelCoords& c,
                  ImageAccess* acc);
// Whether the view is an FMASK one and whether the access is carried out
// (acc->fmask, acc->fmask_escape; the element's size into acc->l.bytes; an
// FMASK's metadata is its CMASK, never HTILE): only a load (`load`, not D16)
// of the 8-sample, 8-fragment format with each DMASK'd channel selecting X.
// Every other access reads zero and writes nothing.
void fmask_view(Emit& e, bool load, bool d16, ImageAccess* acc);
// An FMASK view's CMASK nibble (the bits 7:4 of `byte` where `high`, else bits
// 3:0): whether it says FMASK memory holds the codes, and whether it says every
// code is 0. Anything else is not carried out.
std::pair<V, V> cmask_state(Emit& e, const V& byte, const V& high);

// The placed texel of `acc` before DST_SEL: its four components as register
// values (zeros outside the image, for no image, or where a DMASK'd channel's
// select escapes), the format's "1", and whether the lane read memory.
struct TexelComponents {
  std::array<V, 4> comps;
  V one;
  V memory;  // bool
};
TexelComponents read_components(Emit& e, const ImageAccess& acc);
// The DMASK'd channels of `comps` after the descriptor's DST_SEL.
std::vector<V> select_channels(Emit& e, const ImageAccess& acc, const std::array<V, 4>& comps,
                               const V& one);

// The channels a load or sample returns, from VGPR vd: 32 bits each, or with
// `d16` (GFX10's packed form) 16 bits each, two to a VGPR in order, the first
// in the low half, an odd last channel writing the low half of its VGPR and
// keeping the high half. A channel its 16 bits do not hold (d16_in) escapes
// kStatusFormatEscape where `go`, and that lane writes nothing; except where
// `two_values` (D36: the VGPRs are tracked and every neighbour of the value is
// one the unit may return), where the half keeps the value rounded as the host
// rounds it, marked as standing for it or its other neighbour.
void write_channels(Emit& e, unsigned vd, const std::vector<V>& values, bool d16, const V& type,
                    const V& go, const V& two_values);

}  // namespace rdnavk::xlate::image_common
