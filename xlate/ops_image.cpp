// image_load, image_load_mip, image_store, image_store_mip (MIMG; RDNA2 ISA
// chapter 8, "Image instructions"), in every stage (decision record 0027). The
// image descriptor is read as the module runs (image_address.h), the texel
// converted by the format machinery of D967 (format_convert.h). The sampling
// instructions (ops_sample.cpp) read texels through the same functions
// (image_ops.h).
//
// DMASK names the channels: a load returns the DMASK'd channels of the texel
// after the descriptor's DST_SEL, in consecutive VGPRs; a store writes the
// whole texel, the DMASK'd channels from consecutive VGPRs and "missing
// components get 0" (the RDNA ISA guides' MIMG DMASK field). Outside the image
// (x, y, the layer or the level past the descriptor's) a load reads a texel of
// zeros, through DST_SEL (so SQ_SEL_1 still reads one: RADV answers
// robustImageAccess2's (0, 0, 0, 1) for formats without alpha by DST_SEL_W =
// SQ_SEL_1 with no shader code), and a store is dropped.
#include <bit>
#include <string_view>
#include <utility>
#include <vector>

#include "isa/table.h"
#include "xlate/buffer_formats.h"
#include "xlate/format_convert.h"
#include "xlate/image_address.h"
#include "xlate/image_ops.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace image_common {

using isa::Field;
using isa::Instruction;
using namespace fconv;

bool check_fields(Emit& e, const Instruction& in) {
  if (in.field(Field::kTfe) != 0) return e.refuse("image-tfe");
  if (in.field(Field::kLwe) != 0) return e.refuse("image-lwe");
  // R128: a 128-bit (4-dword) resource; GFX10 image descriptors are 8 dwords.
  if (in.field(Field::kR128) != 0) return e.refuse("image-r128");
  if (in.field(Field::kDmask) == 0) return e.refuse("image-dmask-0");
  return true;
}

V address(Emit& e, const Instruction& in, unsigned i) {
  if (in.num_addresses > 0) return e.vgpr(in.addresses[i]);
  return e.vgpr(in.field(Field::kVaddr) + i);
}
unsigned address_count(const Instruction& in) {
  return in.num_addresses > 0 ? in.num_addresses : in.operands[1].dwords;
}

namespace {

// The descriptor, the coordinates by DIM (x, y, slice, fragment, then the mip
// of the _mip forms) and the texel's place; false when refused. `load`: an
// image_load (FMASK views are read by loads alone).
bool begin_access(Emit& e, const Instruction& in, bool mip, bool load, ImageAccess* acc) {
  if (!check_fields(e, in)) return false;
  auto& a = e.a;
  unsigned rs = in.field(Field::kSrsrc) * 4;
  if (!e.valid_sgpr(rs, 8)) return e.refuse("image-descriptor-register");
  auto dim = static_cast<ImageDim>(in.field(Field::kDim));
  // A multisampled view has one level, and its LAST_LEVEL holds the samples: a
  // _mip form's level has nothing published to select (neither driver emits it).
  if (mip && (dim == ImageDim::k2dMsaa || dim == ImageDim::k2dMsaaArray))
    return e.refuse("image-msaa-mip");
  unsigned n = image_coordinate_count(dim);
  // A16: 16-bit coordinates, two to a VGPR, the first in the low half, in the
  // same order (LLVM's AMDGPU image intrinsics with i16 coordinates: x, y in the
  // first register, then the slice and the mip), unsigned integers here.
  const bool a16 = in.field(Field::kA16) != 0;
  const unsigned components = n + (mip ? 1 : 0);
  if (address_count(in) < (a16 ? (components + 1) / 2 : components))
    return e.refuse("image-address-count");
  auto coord = [&](unsigned k) {
    return a16 ? field(e, address(e, in, k / 2), 16 * (k % 2), 16) : address(e, in, k);
  };
  TexelCoords c{coord(0), a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  switch (dim) {
    case ImageDim::k1d:
      break;
    case ImageDim::k1dArray:
      c.slice = coord(1);
      break;
    case ImageDim::k2d:
      c.y = coord(1);
      break;
    case ImageDim::k2dMsaa:
      c.y = coord(1);
      c.fragment = coord(2);
      break;
    case ImageDim::k2dMsaaArray:
      c.y = coord(1);
      c.slice = coord(2);
      c.fragment = coord(3);
      break;
    default:  // 3D, cube, 2D array: x, y, then z, face or slice
      c.y = coord(1);
      c.slice = coord(2);
      break;
  }
  if (mip) c.mip = coord(n);
  acc->dmask = in.field(Field::kDmask);
  ImageWords words = read_image_words(e, rs);
  acc->d = decode_image_descriptor(e, words);
  acc->l = layout_of(e, format_word(e, acc->d.format, true), true);
  acc->htile = htile_metadata(e, acc->d, acc->l);
  fmask_view(e, load, in.field(Field::kD16) != 0, acc);
  place_access(e, words, dim, c, acc);
  acc->null = bop(e, "OpULessThan", {acc->d.type, a.u32(8)});
  return true;
}

}  // namespace

void place_access(Emit& e, const ImageWords& w, ImageDim dim, const TexelCoords& c,
                  ImageAccess* acc) {
  auto& a = e.a;
  V block = bop(e, "OpINotEqual", {acc->l.block, a.u32(0)});
  V wb = u32op(e, "OpShiftRightLogical", {u32op(e, "OpIAdd", {acc->d.width, a.u32(3)}), a.u32(2)});
  V hb = u32op(e, "OpShiftRightLogical", {u32op(e, "OpIAdd", {acc->d.height, a.u32(3)}), a.u32(2)});
  V wm1 = u32op(e, "OpISub", {wb, a.u32(1)}), hm1 = u32op(e, "OpISub", {hb, a.u32(1)});
  ImageWords bw = w;
  bw.w[1] = sel(e, block,
                u32op(e, "OpBitFieldInsert",
                      {w.w[1], u32op(e, "OpBitwiseAnd", {wm1, a.u32(3)}), a.u32(30), a.u32(2)}),
                w.w[1]);
  V w2 = u32op(e, "OpBitFieldInsert",
               {w.w[2], u32op(e, "OpShiftRightLogical", {wm1, a.u32(2)}), a.u32(0), a.u32(12)});
  w2 = u32op(e, "OpBitFieldInsert", {w2, hm1, a.u32(14), a.u32(14)});
  bw.w[2] = sel(e, block, w2, w.w[2]);
  TexelCoords bc = c;
  bc.x = sel(e, block, u32op(e, "OpShiftRightLogical", {c.x, a.u32(2)}), c.x);
  bc.y = sel(e, block, u32op(e, "OpShiftRightLogical", {c.y, a.u32(2)}), c.y);
  acc->sub_x = u32op(e, "OpBitwiseAnd", {c.x, a.u32(3)});
  acc->sub_y = u32op(e, "OpBitwiseAnd", {c.y, a.u32(3)});
  V meta_kind =
      sel(e, acc->fmask, a.u32(kMetaCmask), sel(e, acc->htile, a.u32(kMetaHtile), a.u32(kMetaDcc)));
  acc->place = place_texel(e, bw, dim, bc, acc->l.bytes, meta_kind);
  auto pow2 = [&](const V& v) {
    return eq(e, u32op(e, "OpBitwiseAnd", {v, u32op(e, "OpISub", {v, a.u32(1)})}), 0);
  };
  V ok = bop(e, "OpLogicalOr",
             {bop(e, "OpLogicalNot", {block}),
              bop(e, "OpLogicalAnd", {pow2(acc->d.width), pow2(acc->d.height)})});
  acc->place.known = bop(e, "OpLogicalAnd", {acc->place.known, ok});
}

V htile_metadata(Emit& e, const ImageDescriptor& d, const fconv::Layout& l) {
  V one_channel = eq(e, l.width[1], 0);
  V w24 = bop(e, "OpLogicalOr", {eq(e, l.width[0], 24), eq(e, l.width[1], 24)});
  return bop(e, "OpLogicalAnd", {eq(e, d.sw_mode, 24), bop(e, "OpLogicalOr", {one_channel, w24})});
}

void raise_if(Emit& e, const V& cond, StatusBit bit) {
  e.a.if_begin(cond);
  e.raise_status(bit);
  e.a.if_end();
}

namespace {

// The element's dwords at `addr` (zero past its size) where `go`.
std::array<V, 4> read_texel(Emit& e, const V& addr, const V& bytes, const V& go) {
  auto& a = e.a;
  std::array<std::string, 4> w;
  for (auto& x : w) {
    x = a.local(Ty::kU32, "te");
    a.store(x, a.u32(0));
  }
  a.if_begin(go);
  a.if_begin(bop(e, "OpULessThan", {bytes, a.u32(4)}));
  a.store(w[0],
          sel(e, eq(e, bytes, 1), e.load_bytes(addr, 1, false), e.load_bytes(addr, 2, false)));
  a.if_else();
  for (unsigned k = 0; k < 4; ++k) {
    a.if_begin(bop(e, "OpULessThan", {a.u32(4 * k), bytes}));
    a.store(w[k], e.load32(a.op(Ty::kU64, "OpIAdd", {addr, a.u64(4 * k)})));
    a.if_end();
  }
  a.if_end();
  a.if_end();
  return {a.load(Ty::kU32, w[0]), a.load(Ty::kU32, w[1]), a.load(Ty::kU32, w[2]),
          a.load(Ty::kU32, w[3])};
}

void write_texel(Emit& e, const V& addr, const V& bytes, const V (&words)[4], const V& go) {
  auto& a = e.a;
  a.if_begin(go);
  a.if_begin(bop(e, "OpULessThan", {bytes, a.u32(4)}));
  e.store_bytes(addr, words[0], 1);
  a.if_begin(eq(e, bytes, 2));
  e.store_bytes(a.op(Ty::kU64, "OpIAdd", {addr, a.u64(1)}),
                u32op(e, "OpShiftRightLogical", {words[0], a.u32(8)}), 1);
  a.if_end();
  a.if_else();
  for (unsigned k = 0; k < 4; ++k) {
    a.if_begin(bop(e, "OpULessThan", {a.u32(4 * k), bytes}));
    e.store32(a.op(Ty::kU64, "OpIAdd", {addr, a.u64(4 * k)}), words[k]);
    a.if_end();
  }
  a.if_end();
  a.if_end();
}

// Escapes of the access where the lane is active and the image is there: the
// format (no such code, or a channel select it cannot answer) as D967's
// kStatusFormatEscape; the layout, inside the image, as kStatusImageLayout.
// Answers whether the lane goes on to memory. `load`: a load, for which a block
// cleared to 0000 (every channel zero, whatever the format) reads a texel of
// zero bits rather than memory.
struct Route {
  V memory;  // bool: the lane reads or writes the texel in memory
  // Loads: the block's key is a clear code carried out (0000, 0001, 1110,
  // 1111), whose element `clear_words` are.
  V cleared;
  V clear_words[4];
};

// The element a DCC clear code stands for (surf's DccKeyState; meta_state.cpp
// has the codes' sources): each component 0 or "1", alpha by `alpha_one` and
// the others by `colour_one`. "1" is 1.0 in a UNORM, SNORM or 16- or 32-bit
// FLOAT component (all ones; the largest positive; 0x3c00 or 0x3f800000).
// Answers whether the element is known: 0000 always; otherwise where the
// layout has such a "1" in every component it has, and, for the mixed codes,
// an alpha: four components, alpha the most significant by ALPHA_IS_ON_MSB,
// else the least.
V clear_element(Emit& e, const ImageAccess& acc, const V& colour_one, const V& alpha_one,
                V (&words)[4]) {
  auto& a = e.a;
  const Layout& l = acc.l;
  // An sRGB component's "1" is all ones too, which its decode reads as 1.0.
  V unorm = bop(e, "OpLogicalOr",
                {eq(e, l.type, static_cast<uint32_t>(NumType::kUnorm)),
                 eq(e, l.type, static_cast<uint32_t>(NumType::kSrgb))});
  V snorm = eq(e, l.type, static_cast<uint32_t>(NumType::kSnorm));
  V flt = eq(e, l.type, static_cast<uint32_t>(NumType::kFloat));
  V ok = bop(e, "OpLogicalOr", {bop(e, "OpLogicalOr", {unorm, snorm}), flt});
  for (auto& w : words) w = a.u32(0);
  for (unsigned c = 0; c < 4; ++c) {
    V w = l.width[c];
    V present = bop(e, "OpINotEqual", {w, a.u32(0)});
    V w31 = u32op(e, "OpBitwiseAnd", {w, a.u32(31)});
    V ones = u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), w31}), a.u32(1)});
    V half = u32op(e, "OpShiftRightLogical", {ones, a.u32(1)});
    V fone = sel(e, eq(e, w, 32), a.u32(0x3f800000u), a.u32(0x3c00u));
    V one = sel(e, unorm, ones, sel(e, snorm, half, fone));
    // A FLOAT component of another width (the packed 11- and 10-bit floats) has
    // no "1" here; nor does a 32-bit UNORM or SNORM one.
    V has_one = sel(e, flt, bop(e, "OpLogicalOr", {eq(e, w, 32), eq(e, w, 16)}),
                    bop(e, "OpULessThan", {w, a.u32(32)}));
    ok = bop(e, "OpLogicalAnd",
             {ok, bop(e, "OpLogicalOr", {bop(e, "OpLogicalNot", {present}), has_one})});
    V is_alpha = c == 3   ? acc.d.alpha_on_msb
                 : c == 0 ? bop(e, "OpLogicalNot", {acc.d.alpha_on_msb})
                          : a.boolean(false);
    V want = sel(e, is_alpha, alpha_one, colour_one);
    V bits = sel(e, bop(e, "OpLogicalAnd", {present, want}), one, a.u32(0));
    pack_component(e, l, c, bits, words);
  }
  // The mixed codes name an alpha: four components. 0000 is zero bits in any
  // format.
  V mixed = bop(e, "OpLogicalNotEqual", {colour_one, alpha_one});
  V four = bop(e, "OpINotEqual", {l.width[3], a.u32(0)});
  V any_one = bop(e, "OpLogicalOr", {colour_one, alpha_one});
  ok = bop(e, "OpLogicalAnd", {ok, bop(e, "OpLogicalOr", {bop(e, "OpLogicalNot", {mixed}), four})});
  return bop(e, "OpLogicalOr", {bop(e, "OpLogicalNot", {any_one}), ok});
}

Route escapes(Emit& e, const ImageAccess& acc, const V& format_bad, bool load) {
  V live = bop(e, "OpLogicalAnd", {e.lane_active(), bop(e, "OpLogicalNot", {acc.null})});
  // An FMASK view's format is answered by fmask_view alone.
  V plain = bop(e, "OpLogicalNot", {acc.fmask});
  V fmt_escape = bop(e, "OpLogicalAnd", {live, bop(e, "OpLogicalAnd", {plain, format_bad})});
  raise_if(e, fmt_escape, kStatusFormatEscape);
  V fmask_escape = bop(e, "OpLogicalAnd", {live, acc.fmask_escape});
  raise_if(e, fmask_escape, kStatusImageFmask);
  fmt_escape = bop(e, "OpLogicalOr", {fmt_escape, fmask_escape});
  // A multisampled view's sample past its samples: not published.
  raise_if(e, bop(e, "OpLogicalAnd", {live, acc.place.sample_past}), kStatusImageMsaaSample);
  V inside = bop(e, "OpLogicalAnd", {live, acc.place.in_range});
  V layout_escape = bop(e, "OpLogicalAnd",
                        {bop(e, "OpLogicalAnd", {inside, bop(e, "OpLogicalNot", {fmt_escape})}),
                         bop(e, "OpLogicalNot", {acc.place.known})});
  raise_if(e, layout_escape, kStatusImageLayout);
  // Through the metadata, the key of the texel's block says where the texel is:
  // 0xFF (uncompressed), in memory; the clear codes below; any other key
  // (compressed data) is not carried out, an escape. A depth or stencil
  // surface's HTILE dword says the same of its 8x8 tile (D39): an expanded tile
  // in memory, a tile cleared to 0.0 or 1.0 (stencil 0) that value, anything
  // else an escape. Formats with a 24-bit channel are not read through HTILE.
  // An FMASK view's CMASK nibble says it of its 8x8 pixels (cmask_state).
  V through = bop(e, "OpLogicalAnd", {inside, acc.d.compressed});
  V w24 = bop(e, "OpLogicalOr", {eq(e, acc.l.width[0], 24), eq(e, acc.l.width[1], 24)});
  V placed =
      bop(e, "OpLogicalAnd",
          {through, bop(e, "OpLogicalAnd", {acc.place.meta_known, bop(e, "OpLogicalNot", {w24})})});
  std::string key = e.a.local(Ty::kU32, "dcck");
  e.a.store(key, e.a.u32(0));
  e.a.if_begin(placed);
  V meta_at = e.a.op(Ty::kU64, "OpIAdd", {acc.d.meta_base, acc.place.meta_offset});
  e.a.if_begin(acc.htile);
  e.a.store(key, e.load32(meta_at));
  e.a.if_else();
  e.a.store(key, e.load_bytes(meta_at, 1, false));
  e.a.if_end();
  e.a.if_end();
  V key_value = e.a.load(Ty::kU32, key);
  V dcc = bop(e, "OpLogicalAnd",
              {bop(e, "OpLogicalAnd", {placed, plain}), bop(e, "OpLogicalNot", {acc.htile})});
  V htile = bop(e, "OpLogicalAnd", {placed, acc.htile});
  auto [c_memory, c_zero] = cmask_state(e, key_value, acc.place.meta_high_nibble);
  V cmask = bop(e, "OpLogicalAnd", {placed, acc.fmask});
  c_memory = bop(e, "OpLogicalAnd", {cmask, c_memory});
  c_zero = bop(e, "OpLogicalAnd", {cmask, c_zero});
  // HTILE: the depth planes' ZMask (bits 3:0) 0xF expanded, 0 cleared; a
  // cleared tile's value in bits 31:18 (MaxZ of the depth-only word, the top of
  // ZRange of the depth-and-stencil one), 14 bits of which 0 and 0x3FFF are 0.0
  // and 1.0, the only values the drivers clear TC-compatible HTILE to. Stencil
  // (an 8-bit UINT view): SMem (bits 9:8) 3 expanded, 0 cleared to 0.
  V stencil = eq(e, acc.l.width[0], 8);
  V zmask = u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0xf)});
  V smem = field(e, key_value, 8, 2);
  V ztop = field(e, key_value, 18, 14);
  V h_memory = sel(e, stencil, eq(e, smem, 3), eq(e, zmask, 0xf));
  // Bits 17:12 are MinZ's top in the depth-only word and ZRange's delta in the
  // other: 0 for a tile cleared to 0.0 in both, 0x3F or 0 for 1.0; a word with
  // any other (a range, not one value) escapes.
  V mid = field(e, key_value, 12, 6);
  V z_clear = bop(
      e, "OpLogicalAnd",
      {eq(e, zmask, 0), bop(e, "OpLogicalOr",
                            {bop(e, "OpLogicalAnd", {eq(e, ztop, 0), eq(e, mid, 0)}),
                             bop(e, "OpLogicalAnd",
                                 {eq(e, ztop, 0x3fff),
                                  bop(e, "OpLogicalOr", {eq(e, mid, 0), eq(e, mid, 0x3f)})})})});
  V unorm16 =
      bop(e, "OpLogicalAnd",
          {eq(e, acc.l.width[0], 16), eq(e, acc.l.type, static_cast<uint32_t>(NumType::kUnorm))});
  V float32 =
      bop(e, "OpLogicalAnd",
          {eq(e, acc.l.width[0], 32), eq(e, acc.l.type, static_cast<uint32_t>(NumType::kFloat))});
  V s_clear = bop(e, "OpLogicalAnd",
                  {eq(e, smem, 0), eq(e, acc.l.type, static_cast<uint32_t>(NumType::kUint))});
  V h_clear = sel(e, stencil, s_clear,
                  bop(e, "OpLogicalAnd", {z_clear, bop(e, "OpLogicalOr", {unorm16, float32})}));
  h_clear = bop(e, "OpLogicalAnd", {h_clear, bop(e, "OpLogicalNot", {acc.place.meta_strict})});
  V depth_one = sel(e, unorm16, e.a.u32(0xffff), e.a.u32(0x3f800000u));
  V h_word =
      sel(e, bop(e, "OpLogicalAnd", {bop(e, "OpLogicalNot", {stencil}), eq(e, ztop, 0x3fff)}),
          depth_one, e.a.u32(0));
  V uncompressed =
      sel(e, acc.htile, bop(e, "OpLogicalAnd", {htile, h_memory}),
          sel(e, acc.fmask, c_memory, bop(e, "OpLogicalAnd", {dcc, eq(e, key_value, 0xff)})));
  // Loads of a block cleared to 0000, 0001, 1110 or 1111 (keys 0x00, 0x40,
  // 0x80, 0xC0) read the element the code stands for where the format has it.
  // A store to a cleared block would leave its key saying "cleared": escaped.
  Route r;
  r.cleared = e.a.boolean(false);
  for (auto& w : r.clear_words) w = e.a.u32(0);
  if (load) {
    V code = bop(e, "OpLogicalAnd",
                 {eq(e, u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0x3f)}), 0),
                  bop(e, "OpLogicalAnd", {dcc, bop(e, "OpLogicalNot", {uncompressed})})});
    code = bop(e, "OpLogicalAnd", {code, bop(e, "OpLogicalNot", {acc.place.meta_strict})});
    V colour_one =
        bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0x80)}), e.a.u32(0)});
    V alpha_one =
        bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0x40)}), e.a.u32(0)});
    V known = clear_element(e, acc, colour_one, alpha_one, r.clear_words);
    V h_cleared = bop(e, "OpLogicalAnd", {htile, h_clear});
    r.cleared = bop(e, "OpLogicalOr", {bop(e, "OpLogicalAnd", {code, known}), h_cleared});
    r.clear_words[0] = sel(e, h_cleared, h_word, r.clear_words[0]);
    r.cleared = bop(e, "OpLogicalOr", {r.cleared, c_zero});
    for (auto& w : r.clear_words) w = sel(e, c_zero, e.a.u32(0), w);
  }
  V compressed_escape =
      bop(e, "OpLogicalAnd",
          {through, bop(e, "OpLogicalNot", {bop(e, "OpLogicalOr", {uncompressed, r.cleared})})});
  raise_if(e,
           bop(e, "OpLogicalAnd",
               {bop(e, "OpLogicalAnd", {compressed_escape, plain}),
                bop(e, "OpLogicalNot", {acc.htile})}),
           kStatusImageCompressed);
  raise_if(e, bop(e, "OpLogicalAnd", {compressed_escape, acc.htile}), kStatusImageHtile);
  raise_if(e, bop(e, "OpLogicalAnd", {compressed_escape, acc.fmask}), kStatusImageFmask);
  V ok = bop(
      e, "OpLogicalAnd",
      {bop(e, "OpLogicalAnd", {inside, acc.place.known}), bop(e, "OpLogicalNot", {fmt_escape})});
  r.memory =
      bop(e, "OpLogicalAnd",
          {ok, bop(e, "OpLogicalNot", {bop(e, "OpLogicalOr", {compressed_escape, r.cleared})})});
  r.cleared = bop(e, "OpLogicalAnd", {ok, r.cleared});
  return r;
}

}  // namespace

TexelComponents read_components(Emit& e, const ImageAccess& acc) {
  auto& a = e.a;
  V bad = eq(e, acc.l.word, 0);
  for (unsigned k = 0; k < 4; ++k)
    if ((acc.dmask >> k) & 1)
      bad =
          bop(e, "OpLogicalOr", {bad, select_escape(e, acc.l, field(e, acc.d.selects, 3 * k, 3))});
  Route route = escapes(e, acc, bad, true);
  // An FMASK view's answer is the element (fmask_view), X its one component.
  bad = bop(e, "OpLogicalOr",
            {bop(e, "OpLogicalAnd", {bop(e, "OpLogicalNot", {acc.fmask}), bad}), acc.fmask_escape});
  std::array<V, 4> texel = read_texel(e, acc.place.address, acc.l.bytes, route.memory);
  for (unsigned k = 0; k < 4; ++k) texel[k] = sel(e, route.cleared, route.clear_words[k], texel[k]);
  std::array<V, 4> comps = components_in(e, acc.l, texel);
  comps[0] = sel(e, acc.fmask, texel[0], comps[0]);
  // A block-compressed texel is decoded from its block (D41), in a branch that
  // only such a format takes (the decode divides in 64 bits). A DCC clear code
  // on one stands for no element the module knows: an escape.
  V block = bop(e, "OpINotEqual", {acc.l.block, a.u32(0)});
  std::array<std::string, 4> held;
  for (unsigned k = 0; k < 4; ++k) {
    held[k] = a.local(Ty::kU32, "bcc");
    a.store(held[k], comps[k]);
  }
  std::string undefined_var = a.local(Ty::kBool, "bcu");
  a.store(undefined_var, a.boolean(false));
  a.if_begin(block);
  V undefined;
  std::array<V, 4> decoded = block_components(e, acc.l, texel, acc.sub_x, acc.sub_y, &undefined);
  for (unsigned k = 0; k < 4; ++k) a.store(held[k], decoded[k]);
  a.store(undefined_var, undefined);
  a.if_end();
  for (unsigned k = 0; k < 4; ++k) comps[k] = a.load(Ty::kU32, held[k]);
  // A block the format does not define (BC7's reserved mode): what the unit
  // reads from it is not published.
  V undefined_block = bop(e, "OpLogicalAnd", {route.memory, a.load(Ty::kBool, undefined_var)});
  raise_if(e, undefined_block, kStatusFormatEscape);
  bad = bop(e, "OpLogicalOr", {bad, undefined_block});
  V cleared_block = bop(e, "OpLogicalAnd", {block, route.cleared});
  raise_if(e, cleared_block, kStatusFormatEscape);
  bad = bop(e, "OpLogicalOr", {bad, cleared_block});
  // 32_FLOAT_CLAMP (D40): a depth in [0, 1] reads as itself. The clamp is the
  // drivers' account of the format, not the unit's documents, so what it makes
  // of -0.0, a NaN or a value outside [0, 1] escapes.
  V outside = bop(e, "OpLogicalAnd",
                  {acc.l.clamped, bop(e, "OpUGreaterThan", {comps[0], a.u32(0x3f800000u)})});
  raise_if(e,
           bop(e, "OpLogicalAnd", {bop(e, "OpLogicalOr", {route.memory, route.cleared}), outside}),
           kStatusFormatEscape);
  bad = bop(e, "OpLogicalOr", {bad, outside});
  V zero = bop(e, "OpLogicalOr", {acc.null, bad});
  TexelComponents r;
  for (unsigned k = 0; k < 4; ++k) r.comps[k] = sel(e, zero, a.u32(0), comps[k]);
  // A select of "1" still reads zero where the texel does.
  r.one = sel(e, zero, a.u32(0), constant_one(e, acc.l));
  r.memory = route.memory;
  return r;
}

std::vector<V> select_channels(Emit& e, const ImageAccess& acc, const std::array<V, 4>& comps,
                               const V& one) {
  std::vector<V> values;
  for (unsigned k = 0; k < 4; ++k)
    if ((acc.dmask >> k) & 1)
      values.push_back(select_channel(e, comps, one, field(e, acc.d.selects, 3 * k, 3)));
  return values;
}

void write_channels(Emit& e, unsigned vd, const std::vector<V>& values, bool d16, const V& type,
                    const V& go, const V& two_values) {
  auto& a = e.a;
  if (!d16) {
    for (size_t k = 0; k < values.size(); ++k)
      e.set_vgpr_active(vd + static_cast<unsigned>(k), values[k]);
    return;
  }
  const unsigned regs = static_cast<unsigned>(values.size() + 1) / 2;
  bool tracked = true;
  for (unsigned k = 0; k < regs; ++k) tracked = tracked && e.d16_tracked.count(vd + k) != 0;
  std::vector<V> halves, inexact, others;
  V any_inexact = a.boolean(false);
  for (const V& v : values) {
    V one = a.boolean(false);
    V h = d16_in(e, v, type, &one);
    halves.push_back(h);
    inexact.push_back(one);
    any_inexact = bop(e, "OpLogicalOr", {any_inexact, one});
    // The other neighbour of a positive value: one up where the host's half is
    // below it, one down where above.
    V back = a.op(Ty::kF32, "OpBitcast", {half_bits_to_f32(e, h)});
    V below = bop(e, "OpFOrdLessThan", {back, a.op(Ty::kF32, "OpBitcast", {v})});
    V other = sel(e, below, u32op(e, "OpIAdd", {h, a.u32(1)}), u32op(e, "OpISub", {h, a.u32(1)}));
    others.push_back(u32op(e, "OpBitwiseAnd", {other, a.u32(0xffff)}));
  }
  V deferred = tracked ? two_values : a.boolean(false);
  V keep = bop(e, "OpLogicalAnd",
               {bop(e, "OpLogicalAnd", {go, any_inexact}), bop(e, "OpLogicalNot", {deferred})});
  raise_if(e, keep, kStatusFormatEscape);
  for (unsigned r = 0; r < regs; ++r) {
    const unsigned k = 2 * r, reg = vd + r;
    const bool pair = k + 1 < halves.size();
    V old = e.vgpr(reg);
    V v = pair ? u32op(e, "OpBitwiseOr",
                       {halves[k], u32op(e, "OpShiftLeftLogical", {halves[k + 1], a.u32(16)})})
               : u32op(e, "OpBitFieldInsert", {old, halves[k], a.u32(0), a.u32(16)});
    e.set_vgpr_active(reg, sel(e, keep, old, v));
    if (!tracked) continue;
    // Which halves stand for two values now, and the other of each; an odd
    // last channel's high half keeps its own.
    V taint_old = a.load(Ty::kU32, Emit::d16_taint_var(reg));
    V alt_old = a.load(Ty::kU32, Emit::d16_alt_var(reg));
    V t = sel(e, bop(e, "OpLogicalAnd", {deferred, inexact[k]}), a.u32(1), a.u32(0));
    V alt = others[k];
    if (pair) {
      t = u32op(
          e, "OpBitwiseOr",
          {t, sel(e, bop(e, "OpLogicalAnd", {deferred, inexact[k + 1]}), a.u32(2), a.u32(0))});
      alt = u32op(e, "OpBitwiseOr",
                  {alt, u32op(e, "OpShiftLeftLogical", {others[k + 1], a.u32(16)})});
    } else {
      t = u32op(e, "OpBitwiseOr", {t, u32op(e, "OpBitwiseAnd", {taint_old, a.u32(2)})});
      alt = u32op(e, "OpBitFieldInsert", {alt_old, alt, a.u32(0), a.u32(16)});
    }
    V write = bop(e, "OpLogicalAnd", {e.lane_active(), bop(e, "OpLogicalNot", {keep})});
    a.store(Emit::d16_taint_var(reg), sel(e, write, t, taint_old));
    a.store(Emit::d16_alt_var(reg), sel(e, write, alt, alt_old));
  }
}

namespace {

bool image_load(Emit& e, const Instruction& in, bool mip) {
  ImageAccess acc;
  if (!begin_access(e, in, mip, true, &acc)) return false;
  TexelComponents read = read_components(e, acc);
  // D36: a UNORM channel of at most 8 bits, n / (2^b - 1), lies strictly
  // between two halves, and its 32-bit value does too; the unit's rounding to a
  // half, which is not published, gives one of them.
  V small_unorm = eq(e, acc.l.type, static_cast<uint32_t>(NumType::kUnorm));
  for (unsigned c = 0; c < 4; ++c)
    small_unorm = bop(e, "OpLogicalAnd",
                      {small_unorm, bop(e, "OpULessThanEqual", {acc.l.width[c], e.a.u32(8)})});
  write_channels(e, in.field(Field::kVdata), select_channels(e, acc, read.comps, read.one),
                 in.field(Field::kD16) != 0, acc.l.type, read.memory, small_unorm);
  return true;
}

bool image_store(Emit& e, const Instruction& in, bool mip) {
  ImageAccess acc;
  if (!begin_access(e, in, mip, false, &acc)) return false;
  auto& a = e.a;
  unsigned vs = in.field(Field::kVdata);
  // The DMASK'd channels from consecutive VGPRs (D16: 16 bits each, two to a
  // VGPR, widened as the format's number type reads them), the others 0.
  const bool d16 = in.field(Field::kD16) != 0;
  V data[4] = {a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  // D36: a half a D16 load left standing for two values is stored from both;
  // the store escapes where they would write different bits.
  V other[4] = {a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  V two = a.boolean(false);
  unsigned k = 0;
  for (unsigned c = 0; c < 4; ++c) {
    if (((acc.dmask >> c) & 1) == 0) continue;
    const unsigned reg = vs + k / 2;
    if (!d16) {
      data[c] = other[c] = e.vgpr(vs + k);
    } else {
      data[c] = other[c] = d16_out(e, field(e, e.vgpr(reg), 16 * (k % 2), 16), acc.l.type);
      if (e.d16_tracked.count(reg)) {
        V tainted = bop(e, "OpINotEqual",
                        {field(e, a.load(Ty::kU32, Emit::d16_taint_var(reg)), k % 2, 1), a.u32(0)});
        V alt = field(e, a.load(Ty::kU32, Emit::d16_alt_var(reg)), 16 * (k % 2), 16);
        other[c] = sel(e, tainted, d16_out(e, alt, acc.l.type), data[c]);
        two = bop(e, "OpLogicalOr", {two, tainted});
      }
    }
    ++k;
  }
  // The format's components, each selected as itself (how the hardware writes
  // through another select is not published: D967's stores escape it too). A
  // depth view's element has bits no component holds, which a store would
  // have to leave or clear: not published either.
  V bad = bop(e, "OpLogicalOr", {eq(e, acc.l.word, 0), acc.l.sized});
  V differ = a.boolean(false);
  V words[4] = {a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  for (unsigned c = 0; c < 4; ++c) {
    V present = bop(e, "OpINotEqual", {acc.l.width[c], a.u32(0)});
    V ident = eq(e, field(e, acc.d.selects, 3 * c, 3), kSelX + c);
    bad = bop(e, "OpLogicalOr",
              {bad, bop(e, "OpLogicalAnd", {present, bop(e, "OpLogicalNot", {ident})})});
    V unsupported = a.boolean(false);
    V bits = convert_out(e, data[c], acc.l.width[c], acc.l.type, &unsupported);
    V other_bits = convert_out(e, other[c], acc.l.width[c], acc.l.type, &unsupported);
    bad = bop(e, "OpLogicalOr", {bad, bop(e, "OpLogicalAnd", {present, unsupported})});
    differ =
        bop(e, "OpLogicalOr",
            {differ, bop(e, "OpLogicalAnd", {present, bop(e, "OpINotEqual", {bits, other_bits})})});
    pack_component(e, acc.l, c, bits, words);
  }
  // Two values that store differently: the load's escape, where the lane runs.
  V mixed = bop(e, "OpLogicalAnd", {bop(e, "OpLogicalAnd", {two, differ}), e.lane_active()});
  raise_if(e, mixed, kStatusFormatEscape);
  bad = bop(e, "OpLogicalOr", {bad, bop(e, "OpLogicalAnd", {two, differ})});
  V go = escapes(e, acc, bad, false).memory;
  write_texel(e, acc.place.address, acc.l.bytes, words, go);
  return true;
}

// image_atomic_<op>: a read-modify-write of one 32-bit texel (the ISA guides'
// MIMG atomics: DMASK 0x1, cmpswap 0x3 with the new value then the compare
// value in consecutive VGPRs), the texel's value before it back in VDATA with
// GLC. The texel is a one-channel 32-bit UINT or SINT one, or FLOAT for swap
// and cmpswap (its bits), X selected as itself; what the unit does with any
// other format is not published, an escape (kStatusFormatEscape) where the
// lane writes nothing and reads zero. Outside the image nothing is written and
// zero comes back; through DCC only an uncompressed block is (D28).
bool image_atomic(Emit& e, const Instruction& in, const char* op, bool cmpswap) {
  ImageAccess acc;
  if (!begin_access(e, in, false, false, &acc)) return false;
  if (in.field(Field::kD16) != 0) return e.refuse("image-atomic-d16");
  if (acc.dmask != (cmpswap ? 0x3u : 0x1u)) return e.refuse("image-atomic-dmask");
  auto& a = e.a;
  const unsigned vd = in.field(Field::kVdata);
  if (vd + (cmpswap ? 1u : 0u) > 255) return e.refuse("image-atomic-vdata");
  V one32 = bop(e, "OpLogicalAnd", {eq(e, acc.l.width[0], 32), eq(e, acc.l.width[1], 0)});
  one32 = bop(e, "OpLogicalAnd", {one32, bop(e, "OpLogicalNot", {acc.l.sized})});
  V integer = bop(e, "OpLogicalOr",
                  {eq(e, acc.l.type, static_cast<uint32_t>(NumType::kUint)),
                   eq(e, acc.l.type, static_cast<uint32_t>(NumType::kSint))});
  const bool bits_only = std::string_view(op) == "OpAtomicExchange" || cmpswap;
  V type_ok = bits_only ? bop(e, "OpLogicalOr",
                              {integer, eq(e, acc.l.type, static_cast<uint32_t>(NumType::kFloat))})
                        : integer;
  V ident = eq(e, field(e, acc.d.selects, 0, 3), kSelX);
  V good = bop(e, "OpLogicalAnd", {bop(e, "OpLogicalAnd", {one32, type_ok}), ident});
  V bad = bop(e, "OpLogicalOr", {eq(e, acc.l.word, 0), bop(e, "OpLogicalNot", {good})});
  V go = escapes(e, acc, bad, false).memory;
  std::string r = a.local(Ty::kU32, "ia");
  a.store(r, a.u32(0));
  V data = e.vgpr(vd);
  V cmp = cmpswap ? e.vgpr(vd + 1) : data;
  a.if_begin(go);
  a.store(r, e.atomic32(op, acc.place.address, data, cmpswap ? &cmp : nullptr));
  a.if_end();
  if (in.field(Field::kGlc) != 0) e.set_vgpr_active(vd, a.load(Ty::kU32, r));
  return true;
}

// image_get_resinfo: the view's size at the mip level in the address VGPR
// (relative to BASE_LEVEL), as integers: x the width, y the height, z a 3D
// image's depth or an array's layers, w its levels (LAST_LEVEL - BASE_LEVEL +
// 1); the DMASK'd ones in consecutive VGPRs (the ISA guides: "return resource
// info for a given mip level"). No image reads zeros. A multisampled view
// (2D_MSAA, 2D_MSAA_ARRAY) at level 0 has the size of its one level whether the
// unit reads LAST_LEVEL as its samples or as levels: x, y and an array's
// layers, as for 2D. What is not published escapes (kStatusResinfo): 1D arrays
// and cubes, a y of a 1D image or a z of a 1D, 2D or 2D_MSAA one, a level past
// the view's; of a multisampled view a level other than 0 (BASE_LEVEL
// included) and w (its levels: LAST_LEVEL holds the samples there).
bool image_get_resinfo(Emit& e, const Instruction& in) {
  if (!check_fields(e, in)) return false;
  if (in.field(Field::kA16) != 0 || in.field(Field::kD16) != 0)
    return e.refuse("image-resinfo-16-bit");
  if (address_count(in) < 1) return e.refuse("image-address-count");
  const unsigned rs = in.field(Field::kSrsrc) * 4;
  if (!e.valid_sgpr(rs, 8)) return e.refuse("image-descriptor-register");
  auto& a = e.a;
  ImageDescriptor d = decode_image_descriptor(e, read_image_words(e, rs));
  V mip = address(e, in, 0);
  V null = bop(e, "OpULessThan", {d.type, a.u32(8)});
  V levels = sel(e, bop(e, "OpUGreaterThanEqual", {d.last_level, d.base_level}),
                 u32op(e, "OpIAdd", {u32op(e, "OpISub", {d.last_level, d.base_level}), a.u32(1)}),
                 a.u32(1));
  V level = u32op(e, "OpIAdd", {d.base_level, mip});
  auto size_at = [&](const V& size) {
    return a.glsl(
        Ty::kU32, "UMax",
        {u32op(e, "OpShiftRightLogical", {size, a.glsl(Ty::kU32, "UMin", {level, a.u32(31)})}),
         a.u32(1)});
  };
  V is3d = eq(e, d.type, 10), is2d_array = eq(e, d.type, 13), is1d = eq(e, d.type, 8);
  V msaa = eq(e, d.type, 14), msaa_array = eq(e, d.type, 15);
  V layered = bop(e, "OpLogicalOr", {is2d_array, msaa_array});
  V layers =
      sel(e, bop(e, "OpUGreaterThanEqual", {d.depth, d.base_array}),
          u32op(e, "OpIAdd", {u32op(e, "OpISub", {d.depth, d.base_array}), a.u32(1)}), a.u32(1));
  const std::array<V, 4> info = {
      size_at(d.width), size_at(d.height),
      sel(e, is3d, size_at(u32op(e, "OpIAdd", {d.depth, a.u32(1)})), layers), levels};
  const unsigned dmask = in.field(Field::kDmask);
  V any_msaa = bop(e, "OpLogicalOr", {msaa, msaa_array});
  V known_type = bop(
      e, "OpLogicalOr",
      {bop(e, "OpLogicalOr", {is1d, eq(e, d.type, 9)}), bop(e, "OpLogicalOr", {is3d, layered})});
  known_type = bop(e, "OpLogicalOr", {known_type, msaa});
  V not_level0 = bop(
      e, "OpLogicalOr",
      {bop(e, "OpINotEqual", {mip, a.u32(0)}), bop(e, "OpINotEqual", {d.base_level, a.u32(0)})});
  V level_past = sel(e, any_msaa, not_level0, bop(e, "OpUGreaterThanEqual", {mip, levels}));
  V escape = bop(e, "OpLogicalOr", {bop(e, "OpLogicalNot", {known_type}), level_past});
  if (dmask & 2) escape = bop(e, "OpLogicalOr", {escape, is1d});
  if (dmask & 8) escape = bop(e, "OpLogicalOr", {escape, any_msaa});
  // A 3D resource in UAV mode (ARRAY_PITCH other than 0) holds the bound level's
  // slices in DEPTH, not level 0's depth: its size is not in the descriptor.
  escape = bop(
      e, "OpLogicalOr",
      {escape, bop(e, "OpLogicalAnd", {is3d, bop(e, "OpINotEqual", {d.array_pitch, a.u32(0)})})});
  if (dmask & 4)
    escape = bop(e, "OpLogicalOr",
                 {escape, bop(e, "OpLogicalNot", {bop(e, "OpLogicalOr", {is3d, layered})})});
  raise_if(e,
           bop(e, "OpLogicalAnd",
               {bop(e, "OpLogicalAnd", {e.lane_active(), bop(e, "OpLogicalNot", {null})}), escape}),
           kStatusResinfo);
  unsigned out = 0;
  for (unsigned k = 0; k < 4; ++k)
    if ((dmask >> k) & 1)
      e.set_vgpr_active(in.field(Field::kVdata) + out++, sel(e, null, a.u32(0), info[k]));
  return true;
}

}  // namespace

}  // namespace image_common

namespace {

using namespace image_common;

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)

// image_msaa_load (GFX10.3's opcode 128) has no entry, so it is refused as
// instruction-image_msaa_load: the RDNA2 guide says in one line that it loads
// one component of as many as four samples, from a fragment index the program
// gives. Which samples reach which VGPRs, what DMASK then selects, whether
// FMASK is consulted and what lies past the fragments are not published; LLVM
// renamed its intrinsic to msaa.load.x for want of more, and Mesa never emits
// it on GFX10.3 (D27, 2026-12-03).
const OpEntry kImageOps[] = {
    OP("image_load", image_load(e, in, false)),
    OP("image_load_mip", image_load(e, in, true)),
    OP("image_store", image_store(e, in, false)),
    OP("image_store_mip", image_store(e, in, true)),
    OP("image_get_resinfo", image_get_resinfo(e, in)),
    OP("image_atomic_swap", image_atomic(e, in, "OpAtomicExchange", false)),
    OP("image_atomic_cmpswap", image_atomic(e, in, "OpAtomicCompareExchange", true)),
    OP("image_atomic_add", image_atomic(e, in, "OpAtomicIAdd", false)),
    OP("image_atomic_sub", image_atomic(e, in, "OpAtomicISub", false)),
    OP("image_atomic_smin", image_atomic(e, in, "OpAtomicSMin", false)),
    OP("image_atomic_umin", image_atomic(e, in, "OpAtomicUMin", false)),
    OP("image_atomic_smax", image_atomic(e, in, "OpAtomicSMax", false)),
    OP("image_atomic_umax", image_atomic(e, in, "OpAtomicUMax", false)),
    OP("image_atomic_and", image_atomic(e, in, "OpAtomicAnd", false)),
    OP("image_atomic_or", image_atomic(e, in, "OpAtomicOr", false)),
    OP("image_atomic_xor", image_atomic(e, in, "OpAtomicXor", false)),
};

#undef OP

}  // namespace

std::span<const OpEntry> image_ops() {
  return kImageOps;
}

}  // namespace rdnavk::xlate
