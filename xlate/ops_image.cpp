// image_load, image_load_mip, image_store, image_store_mip (MIMG; RDNA2 ISA
// chapter 8, "Image instructions"), in every stage (decision record 0027), and
// the point samples of image_sample_lz and image_sample_l (decision record
// 0034). The image descriptor, and a sample's sampler, are read as the module
// runs (image_address.h), the texel converted by the format machinery of D967
// (format_convert.h).
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
#include <vector>

#include "isa/table.h"
#include "xlate/buffer_formats.h"
#include "xlate/format_convert.h"
#include "xlate/image_address.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using isa::Field;
using isa::Instruction;
using namespace fconv;

struct ImageAccess {
  ImageDescriptor d;
  Layout l;
  TexelPlace place;
  V null;  // bool: TYPE below SQ_RSRC_IMG_1D, no image: reads zeros, drops writes
  unsigned dmask = 0;
};

// The fields an access carries out, or the refusal of one it does not.
bool check_fields(Emit& e, const Instruction& in) {
  if (in.field(Field::kTfe) != 0) return e.refuse("image-tfe");
  if (in.field(Field::kLwe) != 0) return e.refuse("image-lwe");
  // R128: a 128-bit (4-dword) resource; GFX10 image descriptors are 8 dwords.
  if (in.field(Field::kR128) != 0) return e.refuse("image-r128");
  if (in.field(Field::kDmask) == 0) return e.refuse("image-dmask-0");
  return true;
}

// Address VGPR `i`: consecutive from VADDR, or the NSA form's own registers.
V address(Emit& e, const Instruction& in, unsigned i) {
  if (in.num_addresses > 0) return e.vgpr(in.addresses[i]);
  return e.vgpr(in.field(Field::kVaddr) + i);
}
unsigned address_count(const Instruction& in) {
  return in.num_addresses > 0 ? in.num_addresses : in.operands[1].dwords;
}

// The descriptor, the coordinates by DIM (x, y, slice, fragment, then the mip
// of the _mip forms) and the texel's place; false when refused.
bool begin_access(Emit& e, const Instruction& in, bool mip, ImageAccess* acc) {
  if (!check_fields(e, in)) return false;
  auto& a = e.a;
  unsigned rs = in.field(Field::kSrsrc) * 4;
  if (!e.valid_sgpr(rs, 8)) return e.refuse("image-descriptor-register");
  auto dim = static_cast<ImageDim>(in.field(Field::kDim));
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
  acc->l = layout_of(e, format_word(e, acc->d.format));
  acc->place = place_texel(e, words, dim, c, acc->l.bytes);
  acc->null = bop(e, "OpULessThan", {acc->d.type, a.u32(8)});
  return true;
}

void raise_if(Emit& e, const V& cond, StatusBit bit) {
  e.a.if_begin(cond);
  e.raise_status(bit);
  e.a.if_end();
}

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
  V unorm = eq(e, l.type, static_cast<uint32_t>(NumType::kUnorm));
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
  V fmt_escape = bop(e, "OpLogicalAnd", {live, format_bad});
  raise_if(e, fmt_escape, kStatusFormatEscape);
  V inside = bop(e, "OpLogicalAnd", {live, acc.place.in_range});
  V layout_escape = bop(e, "OpLogicalAnd",
                        {bop(e, "OpLogicalAnd", {inside, bop(e, "OpLogicalNot", {fmt_escape})}),
                         bop(e, "OpLogicalNot", {acc.place.known})});
  raise_if(e, layout_escape, kStatusImageLayout);
  // Through the metadata, the key of the texel's block says where the texel is:
  // 0xFF (uncompressed), in memory; any other key (a clear code, compressed
  // data) is not carried out, an escape. Only DCC is placed (image_address.h),
  // and of formats a depth surface cannot have: COMPRESSION_EN on a depth
  // surface means HTILE, which the descriptor does not tell apart from DCC, and
  // the drivers' depth and stencil formats have one channel (or a 24-bit one).
  V through = bop(e, "OpLogicalAnd", {inside, acc.d.compressed});
  V colour = bop(e, "OpLogicalAnd",
                 {bop(e, "OpINotEqual", {acc.l.width[1], e.a.u32(0)}),
                  bop(e, "OpLogicalAnd",
                      {bop(e, "OpINotEqual", {acc.l.width[0], e.a.u32(24)}),
                       bop(e, "OpINotEqual", {acc.l.width[1], e.a.u32(24)})})});
  V placed =
      bop(e, "OpLogicalAnd", {through, bop(e, "OpLogicalAnd", {acc.place.dcc_known, colour})});
  std::string key = e.a.local(Ty::kU32, "dcck");
  e.a.store(key, e.a.u32(0));
  e.a.if_begin(placed);
  e.a.store(key, e.load_bytes(e.a.op(Ty::kU64, "OpIAdd", {acc.d.meta_base, acc.place.dcc_offset}),
                              1, false));
  e.a.if_end();
  V key_value = e.a.load(Ty::kU32, key);
  V uncompressed = bop(e, "OpLogicalAnd", {placed, eq(e, key_value, 0xff)});
  // Loads of a block cleared to 0000, 0001, 1110 or 1111 (keys 0x00, 0x40,
  // 0x80, 0xC0) read the element the code stands for where the format has it.
  // A store to a cleared block would leave its key saying "cleared": escaped.
  Route r;
  r.cleared = e.a.boolean(false);
  for (auto& w : r.clear_words) w = e.a.u32(0);
  if (load) {
    V code = bop(e, "OpLogicalAnd",
                 {eq(e, u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0x3f)}), 0),
                  bop(e, "OpLogicalAnd", {placed, bop(e, "OpLogicalNot", {uncompressed})})});
    V colour_one =
        bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0x80)}), e.a.u32(0)});
    V alpha_one =
        bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {key_value, e.a.u32(0x40)}), e.a.u32(0)});
    V known = clear_element(e, acc, colour_one, alpha_one, r.clear_words);
    r.cleared = bop(e, "OpLogicalAnd", {code, known});
  }
  V dcc =
      bop(e, "OpLogicalAnd",
          {through, bop(e, "OpLogicalNot", {bop(e, "OpLogicalOr", {uncompressed, r.cleared})})});
  raise_if(e, dcc, kStatusImageCompressed);
  V ok = bop(
      e, "OpLogicalAnd",
      {bop(e, "OpLogicalAnd", {inside, acc.place.known}), bop(e, "OpLogicalNot", {fmt_escape})});
  r.memory = bop(e, "OpLogicalAnd",
                 {ok, bop(e, "OpLogicalNot", {bop(e, "OpLogicalOr", {dcc, r.cleared})})});
  r.cleared = bop(e, "OpLogicalAnd", {ok, r.cleared});
  return r;
}

// The placed texel of `acc` as image_load reads it: the DMASK'd channels after
// DST_SEL, converted as the format says (zeros outside the image or for no
// image), and whether the lane read memory.
struct TexelRead {
  std::vector<V> values;
  V memory;
};
TexelRead read_placed(Emit& e, const ImageAccess& acc) {
  auto& a = e.a;
  V bad = eq(e, acc.l.word, 0);
  for (unsigned k = 0; k < 4; ++k)
    if ((acc.dmask >> k) & 1)
      bad =
          bop(e, "OpLogicalOr", {bad, select_escape(e, acc.l, field(e, acc.d.selects, 3 * k, 3))});
  Route route = escapes(e, acc, bad, true);
  std::array<V, 4> texel = read_texel(e, acc.place.address, acc.l.bytes, route.memory);
  for (unsigned k = 0; k < 4; ++k) texel[k] = sel(e, route.cleared, route.clear_words[k], texel[k]);
  std::array<V, 4> comps = components_in(e, acc.l, texel);
  V one = constant_one(e, acc.l);
  V zero = bop(e, "OpLogicalOr", {acc.null, bad});
  TexelRead r;
  r.memory = route.memory;
  for (unsigned k = 0; k < 4; ++k) {
    if (((acc.dmask >> k) & 1) == 0) continue;
    V v = select_channel(e, comps, one, field(e, acc.d.selects, 3 * k, 3));
    r.values.push_back(sel(e, zero, a.u32(0), v));
  }
  return r;
}

// The texel at integer coordinates `c`, read as image_load reads it. Where
// `skip`, nothing is read and nothing raised, as for no image (the caller's
// border or escape).
std::vector<V> load_texel(Emit& e, ImageAccess& acc, const ImageWords& words, ImageDim dim,
                          const TexelCoords& c, const V& skip) {
  acc.place = place_texel(e, words, dim, c, acc.l.bytes);
  const V null = acc.null;
  acc.null = bop(e, "OpLogicalOr", {acc.null, skip});
  std::vector<V> values = read_placed(e, acc).values;
  acc.null = null;
  return values;
}

// D16 (GFX10's packed form): the DMASK'd channels 16 bits each, two to a VGPR in
// order, the first in the low half; an odd last channel writes the low half of
// its VGPR and keeps the high half, as the buffer D16 forms do. A channel whose
// 16 bits do not hold its value (d16_in) is an escape.
void write_d16(Emit& e, unsigned vd, const std::vector<V>& halves, const V& keep) {
  auto& a = e.a;
  for (size_t k = 0; k < halves.size(); k += 2) {
    const unsigned reg = vd + static_cast<unsigned>(k / 2);
    V old = e.vgpr(reg);
    V v = k + 1 < halves.size()
              ? u32op(e, "OpBitwiseOr",
                      {halves[k], u32op(e, "OpShiftLeftLogical", {halves[k + 1], a.u32(16)})})
              : u32op(e, "OpBitFieldInsert", {old, halves[k], a.u32(0), a.u32(16)});
    e.set_vgpr_active(reg, sel(e, keep, old, v));
  }
}

bool image_load(Emit& e, const Instruction& in, bool mip) {
  ImageAccess acc;
  if (!begin_access(e, in, mip, &acc)) return false;
  auto& a = e.a;
  unsigned vd = in.field(Field::kVdata);
  const bool d16 = in.field(Field::kD16) != 0;
  TexelRead read = read_placed(e, acc);
  const std::vector<V>& values = read.values;
  const V go = read.memory;
  if (!d16) {
    for (size_t k = 0; k < values.size(); ++k)
      e.set_vgpr_active(vd + static_cast<unsigned>(k), values[k]);
    return true;
  }
  V inexact = a.boolean(false);
  std::vector<V> halves;
  for (const V& v : values) halves.push_back(d16_in(e, v, acc.l.type, &inexact));
  V escape = bop(e, "OpLogicalAnd", {go, inexact});
  raise_if(e, escape, kStatusFormatEscape);
  write_d16(e, vd, halves, escape);
  return true;
}

bool image_store(Emit& e, const Instruction& in, bool mip) {
  ImageAccess acc;
  if (!begin_access(e, in, mip, &acc)) return false;
  auto& a = e.a;
  unsigned vs = in.field(Field::kVdata);
  // The DMASK'd channels from consecutive VGPRs (D16: 16 bits each, two to a
  // VGPR, widened as the format's number type reads them), the others 0.
  const bool d16 = in.field(Field::kD16) != 0;
  V data[4] = {a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  unsigned k = 0;
  for (unsigned c = 0; c < 4; ++c) {
    if (((acc.dmask >> c) & 1) == 0) continue;
    data[c] = d16 ? d16_out(e, field(e, e.vgpr(vs + k / 2), 16 * (k % 2), 16), acc.l.type)
                  : e.vgpr(vs + k);
    ++k;
  }
  // The format's components, each selected as itself (how the hardware writes
  // through another select is not published: D967's stores escape it too).
  V bad = eq(e, acc.l.word, 0);
  V words[4] = {a.u32(0), a.u32(0), a.u32(0), a.u32(0)};
  for (unsigned c = 0; c < 4; ++c) {
    V present = bop(e, "OpINotEqual", {acc.l.width[c], a.u32(0)});
    V ident = eq(e, field(e, acc.d.selects, 3 * c, 3), kSelX + c);
    bad = bop(e, "OpLogicalOr",
              {bad, bop(e, "OpLogicalAnd", {present, bop(e, "OpLogicalNot", {ident})})});
    V unsupported = a.boolean(false);
    V bits = convert_out(e, data[c], acc.l.width[c], acc.l.type, &unsupported);
    bad = bop(e, "OpLogicalOr", {bad, bop(e, "OpLogicalAnd", {present, unsupported})});
    pack_component(e, acc.l, c, bits, words);
  }
  V go = escapes(e, acc, bad, false).memory;
  write_texel(e, acc.place.address, acc.l.bytes, words, go);
  return true;
}

// ---- image_sample_lz and image_sample_l: point sampling (decision record 0034)

// A point sample's texel along one axis, before wrapping: floor of the
// coordinate in texels (unnormalised, or times the level's size), as Vulkan's
// nearest filter and the texture unit's TRUNC_COORD truncation give it. The
// unit converts the coordinate to fixed point with a precision it does not
// publish (RADV reports 8 sub-texel bits): within 1/256 of a texel edge, but
// not on it, the texel is not known (`ambiguous`), nor is it for a NaN, an
// infinity or a coordinate past 2^24 texels.
struct Axis {
  V index;      // u32 holding a signed texel index
  V ambiguous;  // bool
};
Axis point_axis(Emit& e, const V& coord, const V& size, const V& unnormalized) {
  auto& a = e.a;
  V sizef = a.op(Ty::kF32, "OpConvertUToF", {size});
  V u = sel(e, unnormalized, coord, fop(e, "OpFMul", {coord, sizef}));
  V fl = a.glsl(Ty::kF32, "Floor", {u});
  V off = a.glsl(Ty::kF32, "FAbs", {fop(e, "OpFSub", {u, a.glsl(Ty::kF32, "RoundEven", {u})})});
  V near = bop(e, "OpLogicalAnd",
               {bop(e, "OpFOrdLessThan", {off, f32(e, 1.0f / 256.0f)}),
                bop(e, "OpFOrdNotEqual", {off, f32(e, 0.0f)})});
  V small = bop(e, "OpFOrdLessThan", {a.glsl(Ty::kF32, "FAbs", {u}), f32(e, 16777216.0f)});
  Axis r;
  r.ambiguous = bop(e, "OpLogicalOr", {near, bop(e, "OpLogicalNot", {small})});
  r.index = u32op(e, "OpConvertFToS", {sel(e, small, fl, f32(e, 0.0f))});
  return r;
}

// The index wrapped as the sampler's CLAMP_X/Y/Z (SQ_TEX_CLAMP_*: 0 wrap, 1
// mirror, 2 clamp to the last texel, 3 mirror once then the last texel, 6
// border, 7 mirror once then border; the half-border modes 4 and 5 escape) into
// [0, size): whether it fell on the border, and whether the mode escapes.
struct Wrapped {
  V index, border, escape;
};
Wrapped wrap_index(Emit& e, const V& i, const V& size, const V& mode) {
  auto& a = e.a;
  V neg = bop(e, "OpSLessThan", {i, a.u32(0)});
  V last = u32op(e, "OpISub", {size, a.u32(1)});
  // i modulo n, in [0, n), by unsigned arithmetic alone: below 0, n - 1 less
  // (-i - 1) mod n.
  V flipped = u32op(e, "OpISub", {a.u32(~0u), i});  // -i - 1
  auto mod = [&](const V& n) {
    return sel(
        e, neg,
        u32op(e, "OpISub", {u32op(e, "OpISub", {n, a.u32(1)}), u32op(e, "OpUMod", {flipped, n})}),
        u32op(e, "OpUMod", {i, n}));
  };
  V rep = mod(size);
  V two = u32op(e, "OpIMul", {size, a.u32(2)});
  V t = mod(two);
  V mirrored = sel(e, bop(e, "OpULessThan", {t, size}), t,
                   u32op(e, "OpISub", {u32op(e, "OpISub", {two, a.u32(1)}), t}));
  V clamped = a.glsl(Ty::kU32, "SClamp", {i, a.u32(0), last});
  // Mirror once: the texel's distance from the edge at 0, -1 being 0's mirror.
  V once = sel(e, neg, flipped, i);
  V outside = bop(e, "OpLogicalOr", {neg, bop(e, "OpSGreaterThanEqual", {i, size})});
  V once_outside = bop(e, "OpUGreaterThanEqual", {once, size});
  Wrapped w;
  w.index = sel(e, eq(e, mode, 0), rep,
                sel(e, eq(e, mode, 1), mirrored,
                    sel(e, bop(e, "OpLogicalOr", {eq(e, mode, 3), eq(e, mode, 7)}),
                        a.glsl(Ty::kU32, "UMin", {once, last}), clamped)));
  w.border =
      sel(e, eq(e, mode, 6), outside, sel(e, eq(e, mode, 7), once_outside, a.boolean(false)));
  w.escape = bop(e, "OpLogicalOr", {eq(e, mode, 4), eq(e, mode, 5)});
  return w;
}

// The border colour's channel `c` (0..3: R, G, B, A of the texel before
// DST_SEL) for BORDER_COLOR_TYPE (0 transparent black, 1 opaque black, 2 opaque
// white), as the register value a load of the format returns: 1.0 for UNORM,
// SNORM and FLOAT. The table type (3), and a "1" of an integer or scaled
// format, escape (image_sample).
V border_channel(Emit& e, const Layout& l, const V& type, unsigned c) {
  auto& a = e.a;
  V one = constant_one(e, l);
  V white = eq(e, type, 2);
  V alpha_one = bop(e, "OpLogicalOr", {white, eq(e, type, 1)});
  return sel(e, c == 3 ? alpha_one : white, one, a.u32(0));
}

// The level a point sample reads, relative to BASE_LEVEL, for LOD `lod` (f32):
// clamped to the sampler's MIN_LOD and MAX_LOD (4.8 fixed point), then by
// MIP_FILTER: none, the base; point, the nearest level (Vulkan's
// ceil(lod + 0.5) - 1 above 0.5); linear, a whole LOD's level (a blend of two
// is not carried out yet). The view's last level bounds it. Escapes: a NaN
// LOD, a point LOD within 1/256 of a half (the unit's fixed-point LOD and its
// tie are not published), a linear LOD not whole, a MIP_FILTER of 3.
struct Level {
  V rel;     // u32
  V escape;  // bool
};
Level sample_level(Emit& e, const V& lod, const V& s1, const V& s2, const ImageDescriptor& d) {
  auto& a = e.a;
  auto fixed = [&](const V& f) {
    return fop(e, "OpFMul", {a.op(Ty::kF32, "OpConvertUToF", {f}), f32(e, 1.0f / 256.0f)});
  };
  auto any = [&](std::initializer_list<V> vs) {
    V r = a.boolean(false);
    for (const V& v : vs) r = bop(e, "OpLogicalOr", {r, v});
    return r;
  };
  V nan = bop(e, "OpIsNan", {lod});
  V lambda = a.glsl(
      Ty::kF32, "FClamp",
      {sel(e, nan, f32(e, 0.0f), lod), fixed(field(e, s1, 0, 12)), fixed(field(e, s1, 12, 12))});
  V mip_filter = field(e, s2, 26, 2);
  V up = a.glsl(Ty::kF32, "Ceil", {fop(e, "OpFAdd", {lambda, f32(e, 0.5f)})});
  V nearest = sel(e, bop(e, "OpFOrdLessThanEqual", {lambda, f32(e, 0.5f)}), f32(e, 0.0f),
                  fop(e, "OpFSub", {up, f32(e, 1.0f)}));
  V frac = fop(e, "OpFSub", {lambda, a.glsl(Ty::kF32, "Floor", {lambda})});
  V off_half = a.glsl(Ty::kF32, "FAbs", {fop(e, "OpFSub", {frac, f32(e, 0.5f)})});
  V near_half = bop(e, "OpFOrdLessThan", {off_half, f32(e, 1.0f / 256.0f)});
  V whole = bop(e, "OpFOrdEqual", {frac, f32(e, 0.0f)});
  V level_f =
      sel(e, eq(e, mip_filter, 1), nearest, sel(e, eq(e, mip_filter, 2), lambda, f32(e, 0.0f)));
  V last = sel(e, bop(e, "OpUGreaterThanEqual", {d.last_level, d.base_level}),
               u32op(e, "OpISub", {d.last_level, d.base_level}), a.u32(0));
  Level r;
  r.rel = a.glsl(Ty::kU32, "UMin", {u32op(e, "OpConvertFToU", {level_f}), last});
  r.escape =
      any({nan, eq(e, mip_filter, 3), bop(e, "OpLogicalAnd", {eq(e, mip_filter, 1), near_half}),
           bop(e, "OpLogicalAnd", {eq(e, mip_filter, 2), bop(e, "OpLogicalNot", {whole})})});
  return r;
}

// image_sample_lz (`explicit_lod` false: LOD 0) and image_sample_l (the LOD
// in the address register after the coordinates); with `offsets` their _o
// forms, whose first address register holds a texel offset for each axis (6-bit
// signed, at bits 0, 8 and 16), added to the texel before it wraps.
bool image_sample(Emit& e, const Instruction& in, bool explicit_lod, bool offsets) {
  if (!check_fields(e, in)) return false;
  if (in.field(Field::kA16) != 0) return e.refuse("image-sample-a16");
  auto& a = e.a;
  auto dim = static_cast<ImageDim>(in.field(Field::kDim));
  if (dim != ImageDim::k1d && dim != ImageDim::k2d && dim != ImageDim::k3d &&
      dim != ImageDim::k1dArray && dim != ImageDim::k2dArray)
    return e.refuse("image-sample-dim");
  const unsigned n = image_coordinate_count(dim);
  const unsigned first = offsets ? 1 : 0;
  if (address_count(in) < first + n + (explicit_lod ? 1 : 0))
    return e.refuse("image-address-count");
  const unsigned rs = in.field(Field::kSrsrc) * 4, ss = in.field(Field::kSsamp) * 4;
  if (!e.valid_sgpr(rs, 8) || !e.valid_sgpr(ss, 4)) return e.refuse("image-descriptor-register");
  ImageAccess acc;
  acc.dmask = in.field(Field::kDmask);
  ImageWords words = read_image_words(e, rs);
  acc.d = decode_image_descriptor(e, words);
  acc.l = layout_of(e, format_word(e, acc.d.format));
  acc.null = bop(e, "OpULessThan", {acc.d.type, a.u32(8)});
  V s0 = e.sgpr(ss), s1 = e.sgpr(ss + 1), s2 = e.sgpr(ss + 2), s3 = e.sgpr(ss + 3);
  V unnormalized = bop(e, "OpINotEqual", {field(e, s0, 15, 1), a.u32(0)});
  // What this form carries out of the sampler; any other value escapes:
  // TRUNC_COORD (truncation, as Vulkan's nearest filter), no anisotropy, no
  // degamma, point filters both ways (which of the two the unit applies at a
  // LOD near 0 is not published).
  V unsupported = eq(e, field(e, s0, 27, 1), 0);
  for (V f : {field(e, s0, 9, 3), field(e, s0, 20, 1), field(e, s2, 20, 2), field(e, s2, 22, 2)})
    unsupported = bop(e, "OpLogicalOr", {unsupported, bop(e, "OpINotEqual", {f, a.u32(0)})});
  V border_type = field(e, s3, 30, 2);
  auto coord = [&](unsigned k) { return a.op(Ty::kF32, "OpBitcast", {address(e, in, first + k)}); };
  // The level, and its size.
  Level level = sample_level(e, explicit_lod ? coord(n) : f32(e, 0.0f), s1, s2, acc.d);
  unsupported = bop(e, "OpLogicalOr", {unsupported, level.escape});
  V abs_level = u32op(e, "OpIAdd", {acc.d.base_level, level.rel});
  // The level's size along an axis of `size` at level 0.
  auto level_size = [&](const V& size) {
    return a.glsl(Ty::kU32, "UMax", {u32op(e, "OpShiftRightLogical", {size, abs_level}), a.u32(1)});
  };
  const bool array = dim == ImageDim::k1dArray || dim == ImageDim::k2dArray;
  V ambiguous = a.boolean(false), border = a.boolean(false), escape = unsupported;
  // Coordinate k's texel along an axis of `size`, wrapped by the CLAMP field at
  // bit `clamp_at` of the S#'s word 0.
  auto axis = [&](unsigned k, const V& size, unsigned clamp_at) {
    Axis t = point_axis(e, coord(k), size, unnormalized);
    if (offsets)
      t.index = u32op(
          e, "OpIAdd",
          {t.index, u32op(e, "OpBitFieldSExtract", {address(e, in, 0), a.u32(8 * k), a.u32(6)})});
    Wrapped wr = wrap_index(e, t.index, size, field(e, s0, clamp_at, 3));
    ambiguous = bop(e, "OpLogicalOr", {ambiguous, t.ambiguous});
    border = bop(e, "OpLogicalOr", {border, wr.border});
    escape = bop(e, "OpLogicalOr", {escape, wr.escape});
    return wr.index;
  };
  TexelCoords c{axis(0, level_size(acc.d.width), 0), a.u32(0), a.u32(0), a.u32(0), level.rel};
  if (dim != ImageDim::k1d && dim != ImageDim::k1dArray) c.y = axis(1, level_size(acc.d.height), 3);
  // A 3D image's z, of the level's depth (DEPTH holds the depth - 1).
  if (dim == ImageDim::k3d)
    c.slice = axis(2, level_size(u32op(e, "OpIAdd", {acc.d.depth, a.u32(1)})), 6);
  if (array) {
    // The layer: the coordinate rounded to nearest, even on a tie in Vulkan;
    // the unit's rounding of a tie is not published, so a tie escapes.
    V r = coord(n - 1);
    V rounded = a.glsl(Ty::kF32, "RoundEven", {r});
    V tie = bop(e, "OpFOrdEqual",
                {a.glsl(Ty::kF32, "FAbs", {fop(e, "OpFSub", {r, rounded})}), f32(e, 0.5f)});
    V finite = bop(e, "OpFOrdLessThan", {a.glsl(Ty::kF32, "FAbs", {r}), f32(e, 16777216.0f)});
    ambiguous = bop(e, "OpLogicalOr",
                    {ambiguous, bop(e, "OpLogicalOr", {tie, bop(e, "OpLogicalNot", {finite})})});
    V layer = u32op(e, "OpConvertFToS", {sel(e, finite, rounded, f32(e, 0.0f))});
    V layers_last = sel(e, bop(e, "OpUGreaterThanEqual", {acc.d.depth, acc.d.base_array}),
                        u32op(e, "OpISub", {acc.d.depth, acc.d.base_array}), a.u32(0));
    c.slice = a.glsl(Ty::kU32, "SClamp", {layer, a.u32(0), layers_last});
  }
  escape = bop(e, "OpLogicalOr", {escape, ambiguous});
  // The table of border colours (BORDER_COLOR_TYPE 3) escapes where the
  // border is sampled; so does a border other than transparent black of an
  // integer or scaled format, whose "1" the unit's documents do not give.
  auto is_type = [&](NumType t) { return eq(e, acc.l.type, static_cast<uint32_t>(t)); };
  V normalised = bop(e, "OpLogicalOr",
                     {bop(e, "OpLogicalOr", {is_type(NumType::kUnorm), is_type(NumType::kSnorm)}),
                      is_type(NumType::kFloat)});
  V unknown_border =
      bop(e, "OpLogicalOr",
          {eq(e, border_type, 3), bop(e, "OpLogicalAnd",
                                      {bop(e, "OpLogicalNot", {normalised}),
                                       bop(e, "OpINotEqual", {border_type, a.u32(0)})})});
  escape = bop(e, "OpLogicalOr", {escape, bop(e, "OpLogicalAnd", {border, unknown_border})});
  V live = bop(e, "OpLogicalAnd", {e.lane_active(), bop(e, "OpLogicalNot", {acc.null})});
  raise_if(e, bop(e, "OpLogicalAnd", {live, escape}), kStatusSample);
  // A border texel reads no memory.
  std::vector<V> values =
      load_texel(e, acc, words, dim, c, bop(e, "OpLogicalOr", {escape, border}));
  // The border colour goes through DST_SEL as a texel would.
  std::array<V, 4> bc;
  for (unsigned k = 0; k < 4; ++k) bc[k] = border_channel(e, acc.l, border_type, k);
  V one = constant_one(e, acc.l);
  const unsigned vd = in.field(Field::kVdata);
  unsigned out = 0;
  for (unsigned k = 0; k < 4; ++k) {
    if (((acc.dmask >> k) & 1) == 0) continue;
    V b = select_channel(e, bc, one, field(e, acc.d.selects, 3 * k, 3));
    values[out] = sel(e, bop(e, "OpLogicalAnd", {border, bop(e, "OpLogicalNot", {acc.null})}), b,
                      values[out]);
    ++out;
  }
  if (in.field(Field::kD16) == 0) {
    for (unsigned k = 0; k < out; ++k) e.set_vgpr_active(vd + k, values[k]);
    return true;
  }
  // D16: each channel as the 16 bits a D16 load returns (a channel they do not
  // hold escapes as a D16 load's does), two to a VGPR.
  V inexact = a.boolean(false);
  std::vector<V> halves;
  for (const V& v : values) halves.push_back(d16_in(e, v, acc.l.type, &inexact));
  V d16_escape = bop(e, "OpLogicalAnd",
                     {bop(e, "OpLogicalAnd", {live, bop(e, "OpLogicalNot", {escape})}), inexact});
  raise_if(e, d16_escape, kStatusFormatEscape);
  write_d16(e, vd, halves, d16_escape);
  return true;
}

#define OP(name, body) RDNAVK_OP_ENTRY(name, body)

const OpEntry kImageOps[] = {
    OP("image_load", image_load(e, in, false)),
    OP("image_load_mip", image_load(e, in, true)),
    OP("image_store", image_store(e, in, false)),
    OP("image_store_mip", image_store(e, in, true)),
    OP("image_sample_lz", image_sample(e, in, false, false)),
    OP("image_sample_l", image_sample(e, in, true, false)),
    OP("image_sample_lz_o", image_sample(e, in, false, true)),
    OP("image_sample_l_o", image_sample(e, in, true, true)),
};

#undef OP

}  // namespace

std::span<const OpEntry> image_ops() {
  return kImageOps;
}

}  // namespace rdnavk::xlate
