// The shared format machinery of the typed accesses (D967): the layout of a
// GFX10 unified format code read at run time and the conversions between a
// component's bits and the 32-bit values a format access reads or writes. Used
// by the buffer format accesses (ops_format.cpp) and the image accesses
// (ops_image.cpp).
#include "xlate/format_convert.h"

#include <fmt/format.h>

#include <bit>

#include "xlate/buffer_formats.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate::fconv {

V f32(Emit& e, float f) {
  return e.a.f32_bits(std::bit_cast<uint32_t>(f));
}

namespace {
// ---- conversions of one component (bits `u`, width `w`) to the 32 bits a
// format load returns.

// v / m for a maximum read at run time, refined once by the fused remainder
// (D967): the division may come back an ulp off; q + (v - q m) / m does not.
V quotient(Emit& e, const V& v, const V& m) {
  V q = fop(e, "OpFDiv", {v, m});
  V r = e.a.glsl(Ty::kF32, "Fma", {fop(e, "OpFNegate", {q}), m, v});
  V inv = fop(e, "OpFDiv", {f32(e, 1.0f), m});
  return e.a.glsl(Ty::kF32, "Fma", {r, inv, q});
}

// A float of 16 (sign, 5 exponent, 10 mantissa), 11 (5, 6) or 10 (5, 5) bits,
// unsigned for 11 and 10 (the packed floats), as f32 bits exactly.
V small_float(Emit& e, const V& u, const V& w) {
  auto& a = e.a;
  V is16 = eq(e, w, 16);
  V mbits = sel(e, is16, a.u32(10), u32op(e, "OpISub", {w, a.u32(5)}));
  V sign = sel(e, is16, u32op(e, "OpShiftLeftLogical", {field(e, u, 15, 1), a.u32(31)}), a.u32(0));
  V ex = u32op(e, "OpBitwiseAnd", {u32op(e, "OpShiftRightLogical", {u, mbits}), a.u32(31)});
  V mant = u32op(e, "OpBitFieldUExtract", {u, a.u32(0), mbits});
  V mshift = u32op(e, "OpShiftLeftLogical", {mant, u32op(e, "OpISub", {a.u32(23), mbits})});
  V normal = u32op(
      e, "OpBitwiseOr",
      {u32op(e, "OpShiftLeftLogical", {u32op(e, "OpIAdd", {ex, a.u32(112)}), a.u32(23)}), mshift});
  V special = u32op(e, "OpBitwiseOr", {a.u32(255u << 23), mshift});
  // Denormal: mant * 2^(-14 - mbits), exact in f32.
  V scale = e.as(Ty::kF32, u32op(e, "OpShiftLeftLogical",
                                 {u32op(e, "OpISub", {a.u32(113), mbits}), a.u32(23)}));
  V denorm = e.bits(fop(e, "OpFMul", {fop(e, "OpConvertUToF", {mant}), scale}));
  V mag = sel(e, eq(e, ex, 0), denorm, sel(e, eq(e, ex, 31), special, normal));
  return u32op(e, "OpBitwiseOr", {mag, sign});
}

}  // namespace

// The packed layout word (buffer_formats.h) of a format code read at run time:
// a switch over the published codes; 0 for any other.
V format_word(Emit& e, const V& code, bool image) {
  auto& a = e.a;
  std::string r = a.local(Ty::kU32, "fw");
  a.store(r, a.u32(0));
  std::string merge = a.fresh("fsw_end"), def = a.fresh("fsw_def");
  std::string sw = fmt::format("OpSwitch {} {}", code.id, def);
  std::vector<std::pair<std::string, uint32_t>> cases;
  auto add = [&](const BufferFormat& f) {
    cases.emplace_back(a.fresh("fsw"), packed_format(f));
    sw += fmt::format(" {} {}", f.code, cases.back().first);
  };
  for (const BufferFormat& f : buffer_formats()) add(f);
  if (image)
    for (const BufferFormat& f : image_formats()) add(f);
  a.line(fmt::format("OpSelectionMerge {} None", merge));
  a.line(sw);
  for (const auto& [label, word] : cases) {
    a.label(label);
    a.store(r, a.u32(word));
    a.line(fmt::format("OpBranch {}", merge));
  }
  a.label(def);
  a.line(fmt::format("OpBranch {}", merge));
  a.label(merge);
  return a.load(Ty::kU32, r);
}

Layout layout_of(Emit& e, const V& word, bool image) {
  Layout l;
  l.image = image;
  l.word = word;
  V acc = e.a.u32(0);
  for (unsigned c = 0; c < 4; ++c) {
    l.width[c] = field(e, word, 6 * c, 6);
    l.offset[c] = acc;
    acc = u32op(e, "OpIAdd", {acc, l.width[c]});
  }
  l.type = field(e, word, 24, 3);
  auto& a = e.a;
  V special = field(e, word, 27, 4);
  V sized = either(e, eq(e, special, 1), eq(e, special, 2));
  l.block = sel(e, bop(e, "OpUGreaterThanEqual", {special, a.u32(4)}),
                u32op(e, "OpISub", {special, a.u32(3)}), a.u32(0));
  V is_block = bop(e, "OpINotEqual", {l.block, a.u32(0)});
  // A block's bytes: 8 for BC1 and BC4, 16 for the others.
  V block_bytes = sel(e, either(e, eq(e, l.block, 1), eq(e, l.block, 4)), a.u32(8), a.u32(16));
  l.bytes = sel(e, sized, u32op(e, "OpShiftLeftLogical", {a.u32(2), special}),
                sel(e, is_block, block_bytes, u32op(e, "OpShiftRightLogical", {acc, a.u32(3)})));
  // Stores to a sized element or a block are not carried out.
  l.sized = either(e, sized, is_block);
  l.clamped = eq(e, special, 3);
  return l;
}

V convert_in(Emit& e, const V& u, const V& s, const V& w, const V& type, bool srgb) {
  auto& a = e.a;
  V w31 = u32op(e, "OpBitwiseAnd", {w, a.u32(31)});
  V umax = u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), w31}), a.u32(1)});
  V smax = u32op(
      e, "OpISub",
      {u32op(e, "OpShiftLeftLogical", {a.u32(1), u32op(e, "OpISub", {w31, a.u32(1)})}), a.u32(1)});
  // Each number type's conversion is computed and one selected: a host that
  // may flush denormals checks each only where its type is the format's.
  auto only_for = [&](const V& c, auto&& f) {
    e.guard_conditions.push_back(c);
    V r = f();
    e.guard_conditions.pop_back();
    return r;
  };
  V fu = fop(e, "OpConvertUToF", {u}), fs = fop(e, "OpConvertSToF", {s});
  V unorm = only_for(eq(e, type, 0),
                     [&] { return e.bits(quotient(e, fu, fop(e, "OpConvertUToF", {umax}))); });
  V snorm = only_for(eq(e, type, 1), [&] {
    V sq = quotient(e, fs, fop(e, "OpConvertUToF", {smax}));
    return e.bits(sel(e, bop(e, "OpFOrdLessThan", {sq, f32(e, -1.0f)}), f32(e, -1.0f), sq));
  });
  V small =
      only_for(bop(e, "OpLogicalAnd", {eq(e, type, 6), bop(e, "OpINotEqual", {w, e.a.u32(32)})}),
               [&] { return small_float(e, u, w); });
  V flt = sel(e, eq(e, w, 32), u, small);
  const V by_type[] = {unorm, snorm, e.bits(fu), e.bits(fs), u, s, flt};
  V r = flt;
  if (srgb)
    r = sel(e, eq(e, type, static_cast<uint32_t>(NumType::kSrgb)),
            srgb_to_linear(e, u32op(e, "OpBitwiseAnd", {u, e.a.u32(0xff)})), flt);
  for (unsigned t = 0; t < 6; ++t) r = sel(e, eq(e, type, t), by_type[t], r);
  return r;
}

V srgb_to_linear(Emit& e, const V& u) {
  static constexpr uint32_t kTable[256] = {
#include "xlate/srgb_table.inc"
  };
  return e.a.table_u32("srgb", kTable, u);
}

V pick(Emit& e, const std::array<V, 4>& w, const V& k) {
  V r = w[3];
  for (unsigned i = 0; i < 3; ++i) r = sel(e, eq(e, k, i), w[i], r);
  return r;
}

std::array<V, 4> components_in(Emit& e, const Layout& l, const std::array<V, 4>& w) {
  auto& a = e.a;
  std::array<V, 4> comps;
  for (unsigned c = 0; c < 4; ++c) {
    V word = pick(e, w, u32op(e, "OpShiftRightLogical", {l.offset[c], a.u32(5)}));
    V bit = u32op(e, "OpBitwiseAnd", {l.offset[c], a.u32(31)});
    V u = u32op(e, "OpBitFieldUExtract", {word, bit, l.width[c]});
    V s = u32op(e, "OpBitFieldSExtract", {word, bit, l.width[c]});
    // An sRGB format's alpha is UNORM.
    V type = c == 3 && l.image ? sel(e, eq(e, l.type, static_cast<uint32_t>(NumType::kSrgb)),
                                     a.u32(static_cast<uint32_t>(NumType::kUnorm)), l.type)
                               : l.type;
    comps[c] = convert_in(e, u, s, l.width[c], type, l.image);
  }
  return comps;
}

// ---- BC1 to BC5 (D41). Every value is k / m for whole numbers k and m: an
// endpoint is a UNORM (or SNORM) code, a palette entry between two is the
// formula's weighted sum of theirs over the formula's divisor; each is the f32
// nearest that quotient, as a UNORM channel's is.

namespace {
// Endpoints c0, c1 (u32 codes, signed for SNORM) of a 3-bit-index BC4 block
// and texel index `idx`: the numerator and divisor of the palette entry.
void bc4_entry(Emit& e, const V& a0, const V& a1, const V& idx, const V& snorm, V* num, V* den) {
  auto& a = e.a;
  V unit = sel(e, snorm, a.u32(127), a.u32(255));
  V six = sel(e, snorm, bop(e, "OpSGreaterThan", {a0, a1}), bop(e, "OpUGreaterThan", {a0, a1}));
  // Eight-entry palette: 0 a0, 1 a1, 2..7 ((8 - i) a0 + (i - 1) a1) / 7. Six:
  // 2..5 ((6 - i) a0 + (i - 1) a1) / 5, 6 the minimum, 7 the maximum.
  V i1 = u32op(e, "OpISub", {idx, a.u32(1)});
  V w0 = u32op(e, "OpISub", {sel(e, six, a.u32(8), a.u32(6)), idx});
  V mix = u32op(e, "OpIAdd", {u32op(e, "OpIMul", {w0, a0}), u32op(e, "OpIMul", {i1, a1})});
  V mix_den = u32op(e, "OpIMul", {sel(e, six, a.u32(7), a.u32(5)), unit});
  V low = sel(e, snorm, a.u32(static_cast<uint32_t>(-127)), a.u32(0));
  *num = sel(e, eq(e, idx, 0), a0, sel(e, eq(e, idx, 1), a1, mix));
  *den = sel(e, bop(e, "OpULessThanEqual", {idx, a.u32(1)}), unit, mix_den);
  V extreme = both(e, is_not(e, six), bop(e, "OpUGreaterThanEqual", {idx, a.u32(6)}));
  *num = sel(e, extreme, sel(e, eq(e, idx, 6), low, unit), *num);
  *den = sel(e, extreme, unit, *den);
}

// A signed k / m (0 < m < 2^16, |k| <= m, k / m 0 or at least 2^-17) as the
// f32 nearest it, ties to even, by integer division: the 41-bit quotient of
// |k| << 40 by m, rounded to 24 bits with the remainder as the sticky bit. The
// host's float division is not exact, and its Fma need not be fused, so D967's
// refined quotient is not used here: palette divisors such as 189 met it an
// ulp off on lavapipe.
V signed_quotient(Emit& e, const V& k, const V& m) {
  auto& a = e.a;
  auto u64op = [&](std::string_view op, std::initializer_list<V> args) {
    return a.op(Ty::kU64, op, args);
  };
  V neg = bop(e, "OpSLessThan", {k, a.u32(0)});
  V mag = sel(e, neg, u32op(e, "OpSNegate", {k}), k);
  V n = u64op("OpShiftLeftLogical", {u64op("OpUConvert", {mag}), a.u32(40)});
  V m64 = u64op("OpUConvert", {m});
  V q = u64op("OpUDiv", {n, m64});
  V rem = u64op("OpUMod", {n, m64});
  V hi = a.op(Ty::kU32, "OpUConvert", {u64op("OpShiftRightLogical", {q, a.u32(32)})});
  V lo = a.op(Ty::kU32, "OpUConvert", {q});
  V msb = sel(e, bop(e, "OpINotEqual", {hi, a.u32(0)}),
              u32op(e, "OpIAdd", {a.glsl(Ty::kU32, "FindUMsb", {hi}), a.u32(32)}),
              a.glsl(Ty::kU32, "FindUMsb", {lo}));
  // msb is 23 or more for the quotients this is given (k / m >= 2^-17).
  V shift = u32op(e, "OpISub", {msb, a.u32(23)});
  V mant = a.op(Ty::kU32, "OpUConvert", {u64op("OpShiftRightLogical", {q, shift})});
  V low_mask = u64op("OpISub", {u64op("OpShiftLeftLogical", {a.u64(1), shift}), a.u64(1)});
  V below = u64op("OpBitwiseAnd", {q, low_mask});
  // The bits shifted out against half a unit of the mantissa's last place; the
  // remainder breaks a tie upward. With no bits shifted out, the remainder
  // alone decides (2 rem against m).
  V half = u64op("OpShiftRightLogical", {u64op("OpShiftLeftLogical", {a.u64(1), shift}), a.u32(1)});
  V sticky = bop(e, "OpINotEqual", {rem, a.u64(0)});
  V shifted = bop(e, "OpINotEqual", {shift, a.u32(0)});
  V twice = u64op("OpShiftLeftLogical", {rem, a.u32(1)});
  V above = sel(e, shifted,
                either(e, bop(e, "OpUGreaterThan", {below, half}),
                       both(e, bop(e, "OpIEqual", {below, half}), sticky)),
                bop(e, "OpUGreaterThan", {twice, m64}));
  V tie = sel(e, shifted, both(e, bop(e, "OpIEqual", {below, half}), is_not(e, sticky)),
              bop(e, "OpIEqual", {twice, m64}));
  V odd = eq(e, u32op(e, "OpBitwiseAnd", {mant, a.u32(1)}), 1);
  V up = either(e, above, both(e, tie, odd));
  mant = u32op(e, "OpIAdd", {mant, sel(e, up, a.u32(1), a.u32(0))});
  // A carry out of 24 bits moves the exponent up (the mantissa's bits are then
  // zero, as 2^24's are).
  V carry = eq(e, mant, 1u << 24);
  V exp = u32op(e, "OpIAdd",
                {u32op(e, "OpISub", {msb, a.u32(40 - 127)}), sel(e, carry, a.u32(1), a.u32(0))});
  V bits = u32op(e, "OpBitwiseOr",
                 {u32op(e, "OpShiftLeftLogical", {exp, a.u32(23)}),
                  u32op(e, "OpBitwiseAnd", {mant, a.u32(0x7fffff)})});
  bits = sel(e, eq(e, mag, 0), a.u32(0), bits);
  return sel(e, both(e, neg, bop(e, "OpINotEqual", {mag, a.u32(0)})),
             u32op(e, "OpBitwiseOr", {bits, a.u32(0x80000000u)}), bits);
}

// The f32 bits of the sRGB curve's value at a BC1 to BC3 colour entry: `num`
// over the palette's divisor, 3 (2^bits - 1) where `four` (a four-colour
// palette), else 2 (2^bits - 1). xlate/srgb_bc_table.inc holds the nearest
// float of each such value, one sub-table a divisor, in the order
// scripts/xlate/gen_srgb_table.py --bc writes them: 93, 189, 62, 126.
V bc_srgb_to_linear(Emit& e, const V& num, unsigned bits, const V& four) {
  static constexpr uint32_t kTable[] = {
#include "xlate/srgb_bc_table.inc"
  };
  static constexpr uint32_t kDivisors[4] = {93, 189, 62, 126};
  static constexpr std::array<uint32_t, 4> kOffsets = [] {
    std::array<uint32_t, 4> o{};
    for (unsigned k = 1; k < 4; ++k) o[k] = o[k - 1] + kDivisors[k - 1] + 1;
    return o;
  }();
  static_assert(std::size(kTable) == kOffsets[3] + kDivisors[3] + 1);
  auto& a = e.a;
  const unsigned wide = bits == 6 ? 1 : 0;
  V base = sel(e, four, a.u32(kOffsets[wide]), a.u32(kOffsets[2 + wide]));
  return a.table_u32("srgb_bc", kTable, u32op(e, "OpIAdd", {base, num}));
}

// The BC4 channel of texel `i` (u32 0..15) in block words lo, hi.
V bc4_channel(Emit& e, const V& lo, const V& hi, const V& i, const V& snorm) {
  auto& a = e.a;
  V a0 = field(e, lo, 0, 8), a1 = field(e, lo, 8, 8);
  V s0 = u32op(e, "OpBitFieldSExtract", {lo, a.u32(0), a.u32(8)});
  V s1 = u32op(e, "OpBitFieldSExtract", {lo, a.u32(8), a.u32(8)});
  // -128 reads as -127 (SNORM's two codes of -1).
  V m127 = a.u32(static_cast<uint32_t>(-127));
  s0 = sel(e, bop(e, "OpSLessThan", {s0, m127}), m127, s0);
  s1 = sel(e, bop(e, "OpSLessThan", {s1, m127}), m127, s1);
  V bits = e.a.op(
      Ty::kU64, "OpBitwiseOr",
      {e.a.op(Ty::kU64, "OpUConvert", {lo}),
       e.a.op(Ty::kU64, "OpShiftLeftLogical", {e.a.op(Ty::kU64, "OpUConvert", {hi}), a.u32(32)})});
  V shift = u32op(e, "OpIAdd", {a.u32(16), u32op(e, "OpIMul", {i, a.u32(3)})});
  V idx = u32op(
      e, "OpBitwiseAnd",
      {e.a.op(Ty::kU32, "OpUConvert", {e.a.op(Ty::kU64, "OpShiftRightLogical", {bits, shift})}),
       a.u32(7)});
  V num, den;
  bc4_entry(e, sel(e, snorm, s0, a0), sel(e, snorm, s1, a1), idx, snorm, &num, &den);
  return signed_quotient(e, num, den);
}
}  // namespace

namespace {
// BC1 to BC5's texel `i`.
std::array<V, 4> bc1_to_bc5(Emit& e, const Layout& l, const std::array<V, 4>& w, const V& i) {
  auto& a = e.a;
  V snorm = eq(e, l.type, static_cast<uint32_t>(NumType::kSnorm));
  // The colour block of BC1 (words 0, 1) and of BC2 and BC3 (words 2, 3): two
  // 5:6:5 endpoints (red in the high bits), 2-bit indices. BC1 with c0 <= c1
  // has three colours and transparent black; the others four.
  V bc1 = eq(e, l.block, 1);
  V cw0 = sel(e, bc1, w[0], w[2]), cw1 = sel(e, bc1, w[1], w[3]);
  V c0 = field(e, cw0, 0, 16), c1 = field(e, cw0, 16, 16);
  V idx = u32op(e, "OpBitFieldUExtract",
                {cw1, u32op(e, "OpShiftLeftLogical", {i, a.u32(1)}), a.u32(2)});
  V four = either(e, is_not(e, bc1), bop(e, "OpUGreaterThan", {c0, c1}));
  // An sRGB view's colour is the curve's value at the palette's exact entry
  // (D41): entry k / m looked up in the generator's sub-table for m.
  V srgb = eq(e, l.type, static_cast<uint32_t>(NumType::kSrgb));
  std::array<V, 4> colour;
  const unsigned place[3] = {11, 5, 0}, bits[3] = {5, 6, 5};
  for (unsigned c = 0; c < 3; ++c) {
    V k0 = field(e, c0, place[c], bits[c]), k1 = field(e, c1, place[c], bits[c]);
    // Every entry over one divisor, the palette's: four colours over
    // 3 (2^w - 1), endpoints as 3 c / (3 (2^w - 1)); three colours over
    // 2 (2^w - 1). 2: (2 c0 + c1) / 3 or (c0 + c1) / 2; 3: (c0 + 2 c1) / 3 or 0.
    V div = sel(e, four, a.u32(3), a.u32(2));
    V two = sel(e, four, u32op(e, "OpIAdd", {u32op(e, "OpIMul", {k0, a.u32(2)}), k1}),
                u32op(e, "OpIAdd", {k0, k1}));
    V three = sel(e, four, u32op(e, "OpIAdd", {k0, u32op(e, "OpIMul", {k1, a.u32(2)})}), a.u32(0));
    V num = sel(
        e, eq(e, idx, 0), u32op(e, "OpIMul", {k0, div}),
        sel(e, eq(e, idx, 1), u32op(e, "OpIMul", {k1, div}), sel(e, eq(e, idx, 2), two, three)));
    V den = u32op(e, "OpIMul", {a.u32((1u << bits[c]) - 1), div});
    colour[c] =
        sel(e, srgb, bc_srgb_to_linear(e, num, bits[c], four), signed_quotient(e, num, den));
  }
  V transparent = both(e, is_not(e, four), eq(e, idx, 3));
  // Alpha: BC1 1.0 (0 for transparent black); BC2 the 4-bit code in words 0, 1;
  // BC3 a BC4 block in words 0, 1.
  V a4 = u32op(e, "OpBitFieldUExtract",
               {sel(e, bop(e, "OpULessThan", {i, a.u32(8)}), w[0], w[1]),
                u32op(e, "OpShiftLeftLogical", {u32op(e, "OpBitwiseAnd", {i, a.u32(7)}), a.u32(2)}),
                a.u32(4)});
  V bc2_alpha = signed_quotient(e, a4, a.u32(15));
  V bc4_lo = bc4_channel(e, w[0], w[1], i, snorm);
  V bc4_hi = bc4_channel(e, w[2], w[3], i, snorm);
  colour[3] =
      sel(e, eq(e, l.block, 2), bc2_alpha,
          sel(e, eq(e, l.block, 3), bc4_lo, sel(e, transparent, a.u32(0), a.u32(0x3f800000u))));
  // BC4: one channel; BC5: two, red's block first.
  V single = bop(e, "OpUGreaterThanEqual", {l.block, a.u32(4)});
  std::array<V, 4> r;
  r[0] = sel(e, single, bc4_lo, colour[0]);
  r[1] = sel(e, single, sel(e, eq(e, l.block, 5), bc4_hi, a.u32(0)), colour[1]);
  r[2] = sel(e, single, a.u32(0), colour[2]);
  r[3] = sel(e, single, a.u32(0), colour[3]);
  return r;
}
}  // namespace

std::array<V, 4> block_components(Emit& e, const Layout& l, const std::array<V, 4>& w, const V& sx,
                                  const V& sy, V* undefined) {
  auto& a = e.a;
  V i = u32op(e, "OpIAdd", {u32op(e, "OpShiftLeftLogical", {sy, a.u32(2)}), sx});
  // BC7, BC6H and the others each in a branch of its own: a texel decodes by
  // one.
  std::array<std::string, 4> held;
  for (unsigned k = 0; k < 4; ++k) held[k] = a.local(Ty::kU32, "bcv");
  std::string reserved_var = a.local(Ty::kBool, "bcr");
  a.store(reserved_var, a.boolean(false));
  a.if_begin(eq(e, l.block, 7));
  {
    V reserved;
    std::array<V, 4> codes = bc7_codes(e, w, i, &reserved);
    // The codes read as an 8-bit UNORM texel's (an sRGB view's colour through
    // D40's table; alpha is UNORM).
    const V unorm = a.u32(static_cast<uint32_t>(NumType::kUnorm));
    for (unsigned k = 0; k < 4; ++k)
      a.store(held[k], convert_in(e, codes[k], codes[k], a.u32(8), k == 3 ? unorm : l.type, true));
    a.store(reserved_var, reserved);
  }
  a.if_else();
  a.if_begin(either(e, eq(e, l.block, 6), eq(e, l.block, 8)));
  {
    // BC6H: kind 6 unsigned, 8 signed; three halves and alpha 1.0.
    V reserved;
    std::array<V, 3> halves = bc6h_halves(e, w, i, eq(e, l.block, 8), &reserved);
    for (unsigned k = 0; k < 3; ++k) a.store(held[k], half_bits_to_f32(e, halves[k]));
    a.store(held[3], a.u32(0x3f800000u));
    a.store(reserved_var, reserved);
  }
  a.if_else();
  {
    std::array<V, 4> r = bc1_to_bc5(e, l, w, i);
    for (unsigned k = 0; k < 4; ++k) a.store(held[k], r[k]);
  }
  a.if_end();
  a.if_end();
  *undefined = a.load(Ty::kBool, reserved_var);
  std::array<V, 4> r;
  for (unsigned k = 0; k < 4; ++k) r[k] = a.load(Ty::kU32, held[k]);
  return r;
}

V constant_one(Emit& e, const Layout& l) {
  auto& a = e.a;
  V is_int = bop(e, "OpUGreaterThanEqual", {l.type, a.u32(static_cast<uint32_t>(NumType::kUint))});
  is_int = bop(
      e, "OpLogicalAnd",
      {is_int, bop(e, "OpULessThanEqual", {l.type, a.u32(static_cast<uint32_t>(NumType::kSint))})});
  return sel(e, is_int, a.u32(1), a.u32(0x3f800000));
}

V select_channel(Emit& e, const std::array<V, 4>& comps, const V& one, const V& s) {
  auto& a = e.a;
  V v = sel(e, eq(e, s, kSel1), one, a.u32(0));
  V comp = pick(e, comps, u32op(e, "OpBitwiseAnd", {s, a.u32(3)}));
  return sel(e, bop(e, "OpUGreaterThanEqual", {s, a.u32(kSelX)}), comp, v);
}

V select_escape(Emit& e, const Layout& l, const V& s) {
  auto& a = e.a;
  V reserved = bop(e, "OpLogicalOr", {eq(e, s, 2), eq(e, s, 3)});
  V comp = u32op(e, "OpBitwiseAnd", {s, a.u32(3)});
  V missing = bop(e, "OpLogicalAnd",
                  {bop(e, "OpUGreaterThanEqual", {s, a.u32(kSelX)}),
                   eq(e, pick(e, {l.width[0], l.width[1], l.width[2], l.width[3]}, comp), 0)});
  return bop(e, "OpLogicalOr", {reserved, missing});
}

void pack_component(Emit& e, const Layout& l, unsigned c, const V& bits, V (&words)[4]) {
  auto& a = e.a;
  V wi = u32op(e, "OpShiftRightLogical", {l.offset[c], a.u32(5)});
  V bit = u32op(e, "OpBitwiseAnd", {l.offset[c], a.u32(31)});
  for (unsigned k = 0; k < 4; ++k) {
    V ins = u32op(e, "OpBitFieldInsert", {words[k], bits, bit, l.width[c]});
    words[k] = sel(e, eq(e, wi, k), ins, words[k]);
  }
}

// ---- stores: the other way. Float to UNORM/SNORM clamps and rounds to the
// nearest even; FLOAT 32 is the bits, FLOAT 16 rounds to the nearest even; 32-bit
// UINT/SINT are the bits, narrower ones the low bits of a value in the format's
// range; the packed 11- and 10-bit floats the value when the format holds it
// exactly. The others (scaled, narrower integers out of range, a packed float
// that would need rounding, a negative or NaN one) and channel selects that are
// not the identity are escapes: how the hardware rounds or clamps them is not
// published.

// f32 bits `v` as an unsigned float of 5 exponent bits and `w` - 5 mantissa
// bits (w: 11 or 10), with `*exact` whether that is the same number: +0, +inf,
// and positive numbers whose bits fit, normal or denormal in the small format.
V packed_float_out(Emit& e, const V& v, const V& w, V* exact) {
  auto& a = e.a;
  V m = u32op(e, "OpISub", {w, a.u32(5)});  // mantissa bits: 6 or 5
  V exp = u32op(e, "OpBitFieldUExtract", {v, a.u32(23), a.u32(8)});
  V mant = u32op(e, "OpBitwiseAnd", {v, a.u32(0x7fffff)});
  V sig = u32op(e, "OpBitwiseOr", {mant, a.u32(0x800000)});
  V zero = eq(e, v, 0);
  V inf = eq(e, v, 0x7f800000);
  // Normal: 2^-14 <= x < 2^16, mantissa bits below the kept ones zero.
  V drop = u32op(e, "OpISub", {a.u32(23), m});
  V low_mask = u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), drop}), a.u32(1)});
  V positive = bop(e, "OpULessThan", {v, a.u32(0x80000000u)});
  V normal = bop(e, "OpLogicalAnd",
                 {bop(e, "OpUGreaterThanEqual", {exp, a.u32(127 - 14)}),
                  bop(e, "OpULessThanEqual", {exp, a.u32(127 + 15)})});
  normal = bop(e, "OpLogicalAnd", {normal, positive});
  normal = bop(e, "OpLogicalAnd", {normal, eq(e, u32op(e, "OpBitwiseAnd", {mant, low_mask}), 0)});
  V nbits = u32op(e, "OpBitwiseOr",
                  {u32op(e, "OpShiftLeftLogical", {u32op(e, "OpISub", {exp, a.u32(127 - 15)}), m}),
                   u32op(e, "OpShiftRightLogical", {mant, drop})});
  // Denormal: x = d * 2^(-14 - m) for d < 2^m, i.e. sig >> (drop + 127 - 14 - exp)
  // with nothing shifted out (exponents 127 - 14 - m .. 127 - 15).
  V dn = bop(e, "OpLogicalAnd",
             {bop(e, "OpUGreaterThanEqual", {u32op(e, "OpIAdd", {exp, m}), a.u32(127 - 14)}),
              bop(e, "OpULessThan", {exp, a.u32(127 - 14)})});
  dn = bop(e, "OpLogicalAnd", {dn, positive});
  V shift = u32op(e, "OpISub", {u32op(e, "OpIAdd", {drop, a.u32(127 - 14)}), exp});
  V shift_ok = sel(e, dn, shift, a.u32(0));  // keeps the shift below 32 where unused
  V out_mask = u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), shift_ok}), a.u32(1)});
  dn = bop(e, "OpLogicalAnd", {dn, eq(e, u32op(e, "OpBitwiseAnd", {sig, out_mask}), 0)});
  V dbits = u32op(e, "OpShiftRightLogical", {sig, shift_ok});
  *exact = bop(e, "OpLogicalOr",
               {bop(e, "OpLogicalOr", {zero, inf}), bop(e, "OpLogicalOr", {normal, dn})});
  V r = sel(e, inf, u32op(e, "OpShiftLeftLogical", {a.u32(31), m}), a.u32(0));
  r = sel(e, normal, nbits, r);
  return sel(e, dn, dbits, r);
}

V convert_out(Emit& e, const V& v, const V& w, const V& type, V* unsupported) {
  auto& a = e.a;
  V f = e.as(Ty::kF32, v);
  V w31 = u32op(e, "OpBitwiseAnd", {w, a.u32(31)});
  V umax = fop(e, "OpConvertUToF",
               {u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), w31}), a.u32(1)})});
  V smax =
      fop(e, "OpConvertUToF",
          {u32op(e, "OpISub",
                 {u32op(e, "OpShiftLeftLogical", {a.u32(1), u32op(e, "OpISub", {w31, a.u32(1)})}),
                  a.u32(1)})});
  // Each number type's conversion is computed and one selected: a host that
  // may flush denormals checks each only where its type is the format's (an
  // integer's bits are no float).
  auto only_for = [&](uint32_t t, auto&& fn) {
    e.guard_conditions.push_back(eq(e, type, t));
    V r = fn();
    e.guard_conditions.pop_back();
    return r;
  };
  // NClamp: a NaN becomes the low bound (0).
  V un = only_for(static_cast<uint32_t>(NumType::kUnorm), [&] {
    return vec::float_round_integral(
        e, Ty::kF32, "RoundEven",
        fop(e, "OpFMul", {e.a.glsl(Ty::kF32, "NClamp", {f, f32(e, 0.0f), f32(e, 1.0f)}), umax}));
  });
  V sn = only_for(static_cast<uint32_t>(NumType::kSnorm), [&] {
    return vec::float_round_integral(
        e, Ty::kF32, "RoundEven",
        fop(e, "OpFMul", {e.a.glsl(Ty::kF32, "NClamp", {f, f32(e, -1.0f), f32(e, 1.0f)}), smax}));
  });
  V unorm = u32op(e, "OpConvertFToU", {un});
  V snorm =
      u32op(e, "OpBitwiseAnd",
            {e.as(Ty::kU32, a.op(Ty::kU32, "OpConvertFToS", {sn})),
             u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), w31}), a.u32(1)})});
  V half = only_for(static_cast<uint32_t>(NumType::kFloat), [&] {
    return u32op(e, "OpUConvert", {e.as(Ty::kU16, a.op(Ty::kF16, "OpFConvert", {f}))});
  });
  V flt = sel(e, eq(e, w, 32), v, half);
  V is_norm = bop(e, "OpULessThanEqual", {type, a.u32(static_cast<uint32_t>(NumType::kSnorm))});
  V is_float = eq(e, type, static_cast<uint32_t>(NumType::kFloat));
  V ok = bop(e, "OpLogicalOr",
             {is_norm, bop(e, "OpLogicalAnd",
                           {is_float, bop(e, "OpLogicalOr", {eq(e, w, 32), eq(e, w, 16)})})});
  V is_int32 = bop(e, "OpLogicalAnd",
                   {eq(e, w, 32), bop(e, "OpLogicalOr",
                                      {eq(e, type, static_cast<uint32_t>(NumType::kUint)),
                                       eq(e, type, static_cast<uint32_t>(NumType::kSint))})});
  ok = bop(e, "OpLogicalOr", {ok, is_int32});
  // Narrower UINT and SINT take the value's low bits when it is in the
  // format's range; what the hardware stores for a value outside it (clamped or
  // cut) is not published, so that is an escape.
  V narrow = bop(e, "OpLogicalAnd",
                 {bop(e, "OpULessThan", {w, a.u32(32)}), bop(e, "OpINotEqual", {w, a.u32(0)})});
  V wmax = u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {a.u32(1), w31}), a.u32(1)});
  V u_in = bop(e, "OpULessThanEqual", {v, wmax});
  V half_range = u32op(e, "OpShiftLeftLogical", {a.u32(1), u32op(e, "OpISub", {w31, a.u32(1)})});
  V s_in = bop(e, "OpULessThanEqual", {u32op(e, "OpIAdd", {v, half_range}), wmax});
  V int_in =
      bop(e, "OpLogicalOr",
          {bop(e, "OpLogicalAnd", {eq(e, type, static_cast<uint32_t>(NumType::kUint)), u_in}),
           bop(e, "OpLogicalAnd", {eq(e, type, static_cast<uint32_t>(NumType::kSint)), s_in})});
  ok = bop(e, "OpLogicalOr", {ok, bop(e, "OpLogicalAnd", {narrow, int_in})});
  V packed_exact;
  V packed = packed_float_out(e, v, w, &packed_exact);
  V is_packed =
      bop(e, "OpLogicalAnd", {is_float, bop(e, "OpLogicalOr", {eq(e, w, 11), eq(e, w, 10)})});
  ok = bop(e, "OpLogicalOr", {ok, bop(e, "OpLogicalAnd", {is_packed, packed_exact})});
  ok = bop(e, "OpLogicalOr", {ok, eq(e, w, 0)});
  *unsupported = bop(e, "OpLogicalOr", {*unsupported, bop(e, "OpLogicalNot", {ok})});
  V r = sel(e, eq(e, type, static_cast<uint32_t>(NumType::kUnorm)), unorm, v);
  r = sel(e, eq(e, type, static_cast<uint32_t>(NumType::kSnorm)), snorm, r);
  return sel(e, is_float, sel(e, is_packed, packed, flt), r);
}

// ---- D16: a channel in 16 bits.

namespace {
V is_int_type(Emit& e, const V& type, V* is_sint) {
  *is_sint = eq(e, type, static_cast<uint32_t>(NumType::kSint));
  return bop(e, "OpLogicalOr", {eq(e, type, static_cast<uint32_t>(NumType::kUint)), *is_sint});
}
}  // namespace

V half_bits_to_f32(Emit& e, const V& h) {
  auto& a = e.a;
  V half = a.op(Ty::kF16, "OpBitcast", {a.op(Ty::kU16, "OpUConvert", {h})});
  return e.bits(a.op(Ty::kF32, "OpFConvert", {half}));
}

V d16_in(Emit& e, const V& v, const V& type, V* inexact) {
  auto& a = e.a;
  V is_sint;
  V is_int = is_int_type(e, type, &is_sint);
  V f = a.op(Ty::kF32, "OpBitcast", {v});
  // The float path is checked for flushed denormals only where the type is
  // not an integer's (whose bits are no float).
  e.guard_conditions.push_back(bop(e, "OpLogicalNot", {is_int}));
  V half =
      u32op(e, "OpUConvert", {a.op(Ty::kU16, "OpBitcast", {a.op(Ty::kF16, "OpFConvert", {f})})});
  V half_back = half_bits_to_f32(e, half);
  e.guard_conditions.pop_back();
  V low = field(e, v, 0, 16);
  // The value the 16 bits stand for, to compare with `v`.
  V signed_back = u32op(e, "OpBitFieldSExtract", {v, a.u32(0), a.u32(16)});
  V back = sel(e, is_int, sel(e, is_sint, signed_back, low), half_back);
  *inexact = bop(e, "OpLogicalOr", {*inexact, bop(e, "OpINotEqual", {back, v})});
  return sel(e, is_int, low, half);
}

V d16_out(Emit& e, const V& h, const V& type) {
  auto& a = e.a;
  V is_sint;
  V is_int = is_int_type(e, type, &is_sint);
  V low = field(e, h, 0, 16);
  V ints = sel(e, is_sint, u32op(e, "OpBitFieldSExtract", {h, a.u32(0), a.u32(16)}), low);
  e.guard_conditions.push_back(bop(e, "OpLogicalNot", {is_int}));
  V f = half_bits_to_f32(e, low);
  e.guard_conditions.pop_back();
  return sel(e, is_int, ints, f);
}

}  // namespace rdnavk::xlate::fconv
