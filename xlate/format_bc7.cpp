// BC7 (BPTC UNORM) decoded in the module (decision record 0041): one texel of
// a 128-bit block, as the Khronos Data Format Specification defines the
// format. Every step is integer arithmetic the format fixes (the endpoints'
// bit replication, the 6-bit interpolation weights and their rounding), so the
// texel's four 8-bit codes are exact; they are then read as UNORM (or sRGB)
// codes as any 8-bit texel is.
//
// Only the texel's own subset is decoded: its two endpoints' fields are found
// from the mode's widths, without walking the block.

#include <array>

#include "xlate/format_convert.h"
#include "xlate/stage_common.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate::fconv {

namespace {

#include "xlate/bc7_tables.inc"

// Each mode's fields, packed: subsets (bits 1:0), partition bits (4:2),
// rotation bits (6:5), index-selection bits (7), colour bits (10:8), alpha bits
// (14:11), a p-bit per endpoint (15), a p-bit per subset (16), index bits
// (19:17), secondary index bits (21:20).
constexpr uint32_t mode_word(uint32_t subsets, uint32_t partition, uint32_t rotation,
                             uint32_t selection, uint32_t colour, uint32_t alpha,
                             uint32_t endpoint_p, uint32_t shared_p, uint32_t index,
                             uint32_t index2) {
  return subsets | partition << 2 | rotation << 5 | selection << 7 | colour << 8 | alpha << 11 |
         endpoint_p << 15 | shared_p << 16 | index << 17 | index2 << 20;
}
constexpr uint32_t kModes[8] = {
    mode_word(3, 4, 0, 0, 4, 0, 1, 0, 3, 0), mode_word(2, 6, 0, 0, 6, 0, 0, 1, 3, 0),
    mode_word(3, 6, 0, 0, 5, 0, 0, 0, 2, 0), mode_word(2, 6, 0, 0, 7, 0, 1, 0, 2, 0),
    mode_word(1, 0, 2, 1, 5, 6, 0, 0, 2, 3), mode_word(1, 0, 2, 0, 7, 8, 0, 0, 2, 2),
    mode_word(1, 0, 0, 0, 7, 7, 1, 0, 4, 0), mode_word(2, 6, 0, 0, 5, 5, 1, 0, 2, 0)};

// The interpolation weights (of 64) for 2-, 3- and 4-bit indices, at 0, 4
// and 12 (four entries past the last unused, for an index masked to 5 bits).
constexpr uint32_t kWeights[32] = {0,  21, 43, 64, 0,  9,  18, 27, 37, 46, 55, 64, 0, 4, 9, 13,
                                   17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64, 0, 0, 0, 0};

struct Block {
  Emit& e;
  V lo64, hi64;  // bits 63:0 and 127:64

  // `n` (at most 8) bits from bit `pos` (below 128) on.
  V bits(const V& pos, const V& n) const {
    auto& a = e.a;
    V in_hi = bop(e, "OpUGreaterThanEqual", {pos, a.u32(64)});
    V shift = u32op(e, "OpBitwiseAnd", {pos, a.u32(63)});
    // Bits that straddle bit 64 take the high half's low bits.
    V low = a.op(Ty::kU64, "OpShiftRightLogical", {sel(e, in_hi, hi64, lo64), shift});
    V up = sel(e, in_hi, a.u64(0), hi64);
    V back = u32op(e, "OpISub", {a.u32(64), shift});
    V spill =
        sel(e, eq(e, shift, 0), a.u64(0),
            a.op(Ty::kU64, "OpShiftLeftLogical", {up, sel(e, eq(e, shift, 0), a.u32(0), back)}));
    V joined = a.op(Ty::kU64, "OpBitwiseOr", {low, spill});
    return u32op(e, "OpBitFieldUExtract", {a.op(Ty::kU32, "OpUConvert", {joined}), a.u32(0), n});
  }
};

// An endpoint's `width`-bit code (p-bit appended where there is one) widened
// to 8 bits by replicating its high bits.
V widen(Emit& e, const V& code, const V& width) {
  auto& a = e.a;
  V up = u32op(e, "OpShiftLeftLogical", {code, u32op(e, "OpISub", {a.u32(8), width})});
  V down = u32op(
      e, "OpShiftRightLogical",
      {code, u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {width, a.u32(1)}), a.u32(8)})});
  return u32op(e, "OpBitwiseAnd", {u32op(e, "OpBitwiseOr", {up, down}), a.u32(0xff)});
}

}  // namespace

std::array<V, 4> bc7_codes(Emit& e, const std::array<V, 4>& w, const V& t, V* reserved) {
  auto& a = e.a;
  auto u64_of = [&](const V& lo, const V& hi) {
    return a.op(
        Ty::kU64, "OpBitwiseOr",
        {a.op(Ty::kU64, "OpUConvert", {lo}),
         a.op(Ty::kU64, "OpShiftLeftLogical", {a.op(Ty::kU64, "OpUConvert", {hi}), a.u32(32)})});
  };
  const Block b{e, u64_of(w[0], w[1]), u64_of(w[2], w[3])};
  auto add = [&](const V& x, const V& y) { return u32op(e, "OpIAdd", {x, y}); };
  auto mul = [&](const V& x, const V& y) { return u32op(e, "OpIMul", {x, y}); };
  // The mode: the lowest set bit of the first byte; none is the reserved mode.
  V first = u32op(e, "OpBitwiseAnd", {w[0], a.u32(0xff)});
  *reserved = eq(e, first, 0);
  V mode = a.glsl(Ty::kU32, "FindILsb", {u32op(e, "OpBitwiseOr", {first, a.u32(0x80)})});
  V m = a.table_u32("bc7_modes", kModes, mode);
  V subsets = field(e, m, 0, 2), partition_bits = field(e, m, 2, 3);
  V rotation_bits = field(e, m, 5, 2), selection_bits = field(e, m, 7, 1);
  V colour_bits = field(e, m, 8, 3), alpha_bits = field(e, m, 11, 4);
  V endpoint_p = field(e, m, 15, 1), shared_p = field(e, m, 16, 1);
  V index_bits = field(e, m, 17, 3), index2_bits = field(e, m, 20, 2);

  V pos = add(mode, a.u32(1));
  V partition = b.bits(pos, partition_bits);
  pos = add(pos, partition_bits);
  V rotation = b.bits(pos, rotation_bits);
  pos = add(pos, rotation_bits);
  V selection = b.bits(pos, selection_bits);
  pos = add(pos, selection_bits);

  // The texel's subset and the partition's anchors.
  V three = eq(e, subsets, 3);
  V grid = a.table_u32("bc7_partitions", kBc7Partitions,
                       add(partition, sel(e, three, a.u32(64), a.u32(0))));
  V subset = sel(e, eq(e, subsets, 1), a.u32(0),
                 u32op(e, "OpBitFieldUExtract",
                       {grid, u32op(e, "OpShiftLeftLogical", {t, a.u32(1)}), a.u32(2)}));
  V anchors = a.table_u32("bc7_anchors", kBc7Anchors, partition);
  V anchor1 = sel(e, three, field(e, anchors, 4, 4), field(e, anchors, 0, 4));
  V anchor2 = field(e, anchors, 8, 4);

  // The fields: each colour channel's 2 x subsets endpoints, then alpha's,
  // then the p-bits, then the indices.
  V endpoints = u32op(e, "OpShiftLeftLogical", {subsets, a.u32(1)});
  V colour_at = pos;
  V alpha_at = add(colour_at, mul(a.u32(3), mul(endpoints, colour_bits)));
  V p_at = add(alpha_at, mul(endpoints, alpha_bits));
  V p_count = add(mul(endpoint_p, endpoints), mul(shared_p, subsets));
  V index_at = add(p_at, p_count);
  V index2_at = u32op(e, "OpISub", {add(index_at, mul(a.u32(16), index_bits)), subsets});

  std::array<std::array<V, 4>, 2> ends;
  for (unsigned j = 0; j < 2; ++j) {
    V n = add(u32op(e, "OpShiftLeftLogical", {subset, a.u32(1)}), a.u32(j));  // endpoint number
    // Its p-bit: one per endpoint, or one per subset, or none.
    V p = sel(e, eq(e, endpoint_p, 1), b.bits(add(p_at, n), a.u32(1)),
              b.bits(add(p_at, subset), a.u32(1)));
    V has_p = bop(e, "OpINotEqual", {add(endpoint_p, shared_p), a.u32(0)});
    auto endpoint = [&](const V& code, const V& width) {
      V c =
          sel(e, has_p,
              u32op(e, "OpBitwiseOr", {u32op(e, "OpShiftLeftLogical", {code, a.u32(1)}), p}), code);
      return widen(e, c, add(width, e.from_bool(has_p)));
    };
    for (unsigned c = 0; c < 3; ++c) {
      V at = add(colour_at, mul(colour_bits, add(mul(a.u32(c), endpoints), n)));
      ends[j][c] = endpoint(b.bits(at, colour_bits), colour_bits);
    }
    V has_alpha = bop(e, "OpINotEqual", {alpha_bits, a.u32(0)});
    ends[j][3] = sel(e, has_alpha,
                     endpoint(b.bits(add(alpha_at, mul(alpha_bits, n)), alpha_bits), alpha_bits),
                     a.u32(255));
  }

  // The indices: texel t's index follows those of the texels before it, each
  // `index_bits` wide but the anchors', one bit shorter (texel 0 always, and
  // the anchors of subsets 1 and 2). The secondary indices (modes 4 and 5)
  // have texel 0 as their one anchor.
  V before = sel(e, eq(e, t, 0), a.u32(0), a.u32(1));
  V two_or_more = bop(e, "OpUGreaterThanEqual", {subsets, a.u32(2)});
  before = add(before, e.from_bool(both(e, two_or_more, bop(e, "OpULessThan", {anchor1, t}))));
  before = add(before, e.from_bool(both(e, three, bop(e, "OpULessThan", {anchor2, t}))));
  V is_anchor = either(e, eq(e, t, 0),
                       either(e, both(e, two_or_more, bop(e, "OpIEqual", {anchor1, t})),
                              both(e, three, bop(e, "OpIEqual", {anchor2, t}))));
  V primary = b.bits(u32op(e, "OpISub", {add(index_at, mul(t, index_bits)), before}),
                     u32op(e, "OpISub", {index_bits, e.from_bool(is_anchor)}));
  V first_texel = eq(e, t, 0);
  V secondary =
      b.bits(u32op(e, "OpISub",
                   {add(index2_at, mul(t, index2_bits)), e.from_bool(is_not(e, first_texel))}),
             u32op(e, "OpISub", {index2_bits, e.from_bool(first_texel)}));
  // Which index weighs colour and which alpha: one index for both, or (modes 4
  // and 5) the primary for colour and the secondary for alpha, swapped by the
  // index-selection bit.
  V two_indices = bop(e, "OpINotEqual", {index2_bits, a.u32(0)});
  V swap = both(e, two_indices, eq(e, selection, 1));
  V colour_index = sel(e, swap, secondary, primary);
  V colour_width = sel(e, swap, index2_bits, index_bits);
  V alpha_index = sel(e, two_indices, sel(e, swap, primary, secondary), primary);
  V alpha_width = sel(e, two_indices, sel(e, swap, index_bits, index2_bits), index_bits);
  auto weight = [&](const V& index, const V& width) {
    V base = sel(e, eq(e, width, 2), a.u32(0), sel(e, eq(e, width, 3), a.u32(4), a.u32(12)));
    return a.table_u32("bc7_weights", kWeights,
                       u32op(e, "OpBitwiseAnd", {add(base, index), a.u32(31)}));
  };
  V wc = weight(colour_index, colour_width), wa = weight(alpha_index, alpha_width);
  std::array<V, 4> codes;
  for (unsigned c = 0; c < 4; ++c) {
    V wt = c == 3 ? wa : wc;
    V sum = add(add(mul(u32op(e, "OpISub", {a.u32(64), wt}), ends[0][c]), mul(wt, ends[1][c])),
                a.u32(32));
    codes[c] = u32op(e, "OpShiftRightLogical", {sum, a.u32(6)});
  }
  // Rotation: 1, 2, 3 swap alpha with red, green, blue.
  std::array<V, 4> out = codes;
  for (unsigned c = 0; c < 3; ++c) {
    V swapped = eq(e, rotation, c + 1);
    out[c] = sel(e, swapped, codes[3], out[c]);
    out[3] = sel(e, swapped, codes[c], out[3]);
  }
  return out;
}

}  // namespace rdnavk::xlate::fconv
