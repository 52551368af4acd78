// The format machinery the typed accesses share (D967): a GFX10 unified format
// code read at run time becomes a layout (each component's width and place,
// x first, and how its bits become a number, from xlate/buffer_formats.inc);
// each component converts to the 32-bit value a format load returns, and back
// the way a format store writes it, exactly or raising an escape. Used by the
// buffer format accesses (ops_format.cpp) and the image accesses (ops_image.cpp).
#pragma once

#include <array>
#include <initializer_list>
#include <string_view>

#include "xlate/emit.h"

namespace rdnavk::xlate::fconv {

// Channel selects (Mesa sid.h V_008F0C_SQ_SEL_*): 0, 1, two reserved, X..W. The
// buffer descriptor's DST_SEL_X..W (word 3 bits 11:0) and the image
// descriptor's (word 3 bits 11:0) share the encoding.
inline constexpr uint32_t kSel1 = 1, kSelX = 4;

// ---- small SPIR-V helpers
inline V u32op(Emit& e, std::string_view op, std::initializer_list<V> args) {
  return e.a.op(Ty::kU32, op, args);
}
inline V bop(Emit& e, std::string_view op, std::initializer_list<V> args) {
  return e.a.op(Ty::kBool, op, args);
}
inline V fop(Emit& e, std::string_view op, std::initializer_list<V> args) {
  return e.a.op(Ty::kF32, op, args);
}
// Bits off..off+bits-1 of u32 `w`.
inline V field(Emit& e, const V& w, unsigned off, unsigned bits) {
  return u32op(e, "OpBitFieldUExtract", {w, e.a.u32(off), e.a.u32(bits)});
}
inline V both(Emit& e, const V& x, const V& y) {
  return bop(e, "OpLogicalAnd", {x, y});
}
inline V either(Emit& e, const V& x, const V& y) {
  return bop(e, "OpLogicalOr", {x, y});
}
inline V is_not(Emit& e, const V& x) {
  return bop(e, "OpLogicalNot", {x});
}
inline V sel(Emit& e, const V& c, const V& t, const V& f) {
  return e.a.op(t.ty, "OpSelect", {c, t, f});
}
inline V eq(Emit& e, const V& x, uint32_t k) {
  return bop(e, "OpIEqual", {x, e.a.u32(k)});
}
V f32(Emit& e, float f);

// The packed layout word (buffer_formats.h packed_format) of a format code read
// at run time: a switch over the published codes (with `image`, the image-only
// ones of 128 and above too); 0 for any other.
V format_word(Emit& e, const V& code, bool image = false);

struct Layout {
  V word;       // packed (0: none)
  V width[4];   // u32 bits per component
  V offset[4];  // u32 bit offset of each component in the element
  V type;       // NumType
  V bytes;      // the element's size
  V sized;      // bool: the size is the table's, with bits no component reads
  V clamped;    // bool: x is read clamped to [0, 1] (32_FLOAT_CLAMP)
  V block;      // u32: 1 to 5 for BC1 to BC5 (D41), 0 for an element of components
  // An image access's layout, whose format may be one of the image-only codes
  // (sRGB among them); a buffer's never is, and its modules carry no sRGB table.
  bool image = false;
};
Layout layout_of(Emit& e, const V& word, bool image = false);

// One component's bits (`u` zero-extended, `s` sign-extended, width `w`) as the
// 32 bits a format load returns for numeric type `type` (with `srgb`, kSrgb is
// an 8-bit code through D40's table; the caller passes kUnorm for an sRGB
// format's w).
V convert_in(Emit& e, const V& u, const V& s, const V& w, const V& type, bool srgb = false);
// The f32 bits of 8-bit sRGB code `u` (u32, at most 255) in linear (D40).
V srgb_to_linear(Emit& e, const V& u);
// Word `k` (u32 0..3) of four.
V pick(Emit& e, const std::array<V, 4>& w, const V& k);
// The four components of an element (its dwords `w`, x first) converted as a
// format load converts them (a component the format lacks reads 0).
std::array<V, 4> components_in(Emit& e, const Layout& l, const std::array<V, 4>& w);
// The components of texel (sx, sy) of a 4x4 block (D41) whose words are `w`
// (8 bytes: w[0..1]; 16: w[0..3]), of block kind l.block (BC1 to BC5, BC7).
// `*undefined`: whether the block is one the format does not define (BC7's
// reserved mode), whose texels are not known.
std::array<V, 4> block_components(Emit& e, const Layout& l, const std::array<V, 4>& w, const V& sx,
                                  const V& sy, V* undefined);
// BC7: texel `t` (0..15) of the block `w` as its four 8-bit codes, R, G, B, A
// (format_bptc.cpp); `*reserved` whether the block's mode is the reserved one.
std::array<V, 4> bc7_codes(Emit& e, const std::array<V, 4>& w, const V& t, V* reserved);
// BC6H: texel `t` of the block `w` as its three halves, R, G, B (in the low 16
// bits), of the signed format where `is_signed`; `*reserved` whether the
// block's mode is a reserved one.
std::array<V, 3> bc6h_halves(Emit& e, const std::array<V, 4>& w, const V& t, const V& is_signed,
                             V* reserved);
// What SQ_SEL_1 reads for the layout: 1 for an integer format, 1.0 otherwise.
V constant_one(Emit& e, const Layout& l);
// The value channel select `s` (u32, 3 bits) names: 0, `one`, or a component.
V select_channel(Emit& e, const std::array<V, 4>& comps, const V& one, const V& s);
// Whether select `s` cannot be answered for the layout: reserved (2, 3) or a
// component the format lacks.
V select_escape(Emit& e, const Layout& l, const V& s);

// f32 bits `v` as an unsigned float of 5 exponent bits and `w` - 5 mantissa
// bits (w: 11 or 10), with `*exact` whether that is the same number.
V packed_float_out(Emit& e, const V& v, const V& w, V* exact);
// A 32-bit value `v` as the `w` bits of numeric type `type` a format store
// writes; ORs into `*unsupported` where that conversion is an escape (D967).
V convert_out(Emit& e, const V& v, const V& w, const V& type, V* unsupported);
// Inserts component `c`'s bits at its place in the element's dwords.
void pack_component(Emit& e, const Layout& l, unsigned c, const V& bits, V (&words)[4]);

// ---- D16 (packed: each channel 16 bits, two to a VGPR, the first in the low half)
// A load's 32-bit channel value `v` of a format of numeric type `type` as the 16
// bits a D16 load returns: a float-class channel (FLOAT, UNORM, SNORM, the
// scaled ones) as a half, an integer one as its low 16 bits. ORs into
// `*inexact` where those 16 bits do not hold the value (the half is not the
// same number; a UINT above 0xffff; a SINT outside -32768..32767): how the
// hardware rounds or clamps it is not published (D967's escape).
V d16_in(Emit& e, const V& v, const V& type, V* inexact);
// A D16 store's 16 bits `h` (in the low half of a u32) as the 32-bit value the
// format's store path takes: a half widened to f32 exactly for a float-class
// format, zero-extended for UINT, sign-extended for SINT.
V d16_out(Emit& e, const V& h, const V& type);
// The 32-bit float bits of the half in the low 16 bits of `h`.
V half_bits_to_f32(Emit& e, const V& h);

}  // namespace rdnavk::xlate::fconv
