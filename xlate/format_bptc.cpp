// The BPTC formats decoded in the module (decision record 0041): one texel of
// a 128-bit block, as the Khronos Data Format Specification defines them.
// Every step is integer arithmetic the formats fix, so the texel is exact.
//
// BC7 (BPTC UNORM): the endpoints' bit replication, the 6-bit interpolation
// weights and their rounding give four 8-bit codes, read as UNORM (or sRGB)
// codes as any 8-bit texel is. Only the texel's own subset is decoded: its two
// endpoints' fields are found from the mode's widths, without walking the block.
//
// BC6H (BPTC float): the fields a mode scatters the endpoints' bits over, the
// deltas, the unquantization, the same weights and the scale to a half give
// three halves, each read as the float it is.

#include <array>

#include "xlate/format_convert.h"
#include "xlate/stage_common.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate::fconv {

namespace {

#include "xlate/bc6h_tables.inc"
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

// A 128-bit block's bits.
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

// The block of words w[0..3] (bits 31:0 first).
Block block_of(Emit& e, const std::array<V, 4>& w) {
  auto& a = e.a;
  auto u64_of = [&](const V& lo, const V& hi) {
    return a.op(
        Ty::kU64, "OpBitwiseOr",
        {a.op(Ty::kU64, "OpUConvert", {lo}),
         a.op(Ty::kU64, "OpShiftLeftLogical", {a.op(Ty::kU64, "OpUConvert", {hi}), a.u32(32)})});
  };
  return Block{e, u64_of(w[0], w[1]), u64_of(w[2], w[3])};
}

// An endpoint's `width`-bit code (p-bit appended where there is one) widened
// to 8 bits by replicating its high bits.
// Widths below 5 (an alpha a mode has not) are computed on 5 and not used:
// every shift stays within the word.
V widen(Emit& e, const V& code, const V& raw_width) {
  auto& a = e.a;
  V width = a.glsl(Ty::kU32, "UClamp", {raw_width, a.u32(5), a.u32(8)});
  V up = u32op(e, "OpShiftLeftLogical", {code, u32op(e, "OpISub", {a.u32(8), width})});
  V down = u32op(
      e, "OpShiftRightLogical",
      {code, u32op(e, "OpISub", {u32op(e, "OpShiftLeftLogical", {width, a.u32(1)}), a.u32(8)})});
  return u32op(e, "OpBitwiseAnd", {u32op(e, "OpBitwiseOr", {up, down}), a.u32(0xff)});
}

constexpr uint32_t kFieldsPerMode = 24;

}  // namespace

std::array<V, 4> bc7_codes(Emit& e, const std::array<V, 4>& w, const V& t, V* reserved) {
  auto& a = e.a;
  const Block b = block_of(e, w);
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

std::array<V, 3> bc6h_halves(Emit& e, const std::array<V, 4>& w, const V& t, const V& is_signed,
                             V* reserved) {
  auto& a = e.a;
  auto add = [&](const V& x, const V& y) { return u32op(e, "OpIAdd", {x, y}); };
  auto sub = [&](const V& x, const V& y) { return u32op(e, "OpISub", {x, y}); };
  auto shl = [&](const V& x, const V& n) { return u32op(e, "OpShiftLeftLogical", {x, n}); };
  auto sext = [&](const V& x, const V& n) {
    return u32op(e, "OpBitFieldSExtract", {x, a.u32(0), n});
  };
  const Block b = block_of(e, w);
  // The mode: a 2-bit code where bit 1 is clear, else a 5-bit one.
  V five = eq(e, field(e, w[0], 1, 1), 1);
  V mode = sel(e, five,
               add(u32op(e, "OpBitwiseOr",
                         {u32op(e, "OpBitwiseAnd",
                                {u32op(e, "OpShiftRightLogical", {w[0], a.u32(1)}), a.u32(0xe)}),
                          field(e, w[0], 0, 1)}),
                   a.u32(2)),
               field(e, w[0], 0, 2));
  V head = a.table_u32("bc6h_modes", kBc6hModes, mode);
  V deltas = a.table_u32("bc6h_deltas", kBc6hDeltas, mode);
  *reserved = eq(e, field(e, head, 0, 1), 1);
  V transformed = eq(e, field(e, head, 1, 1), 1);
  V partition_bits = field(e, head, 2, 3), endpoint_bits = field(e, head, 5, 5);
  V index_bits = field(e, head, 10, 3), fields = field(e, head, 13, 5);

  // The endpoints' bits, field by field: endpoint e's channel c in ends[3 e + c].
  std::array<std::string, 12> ends;
  for (auto& v : ends) {
    v = a.local(Ty::kU32, "bc6e");
    a.store(v, a.u32(0));
  }
  const std::string pos = a.local(Ty::kU32, "bc6p");
  a.store(pos, sel(e, five, a.u32(5), a.u32(2)));
  V f = a.loop_begin(a.u32(kFieldsPerMode));
  {
    a.if_begin(bop(e, "OpULessThan", {f, fields}));
    V fw = a.table_u32("bc6h_fields", kBc6hFields,
                       add(u32op(e, "OpIMul", {mode, a.u32(kFieldsPerMode)}), f));
    V n = field(e, fw, 8, 4);
    V at = a.load(Ty::kU32, pos);
    V v = b.bits(at, n);
    // A reversed field's first bit is the value's highest.
    V reversed =
        u32op(e, "OpShiftRightLogical", {u32op(e, "OpBitReverse", {v}), sub(a.u32(32), n)});
    v = sel(e, eq(e, field(e, fw, 12, 1), 1), reversed, v);
    a.store(pos, add(at, n));
    V slot = add(u32op(e, "OpIMul", {field(e, fw, 0, 2), a.u32(3)}), field(e, fw, 2, 2));
    V placed = shl(v, field(e, fw, 4, 4));
    for (unsigned k = 0; k < 12; ++k)
      a.store(ends[k],
              u32op(e, "OpBitwiseOr",
                    {a.load(Ty::kU32, ends[k]), sel(e, eq(e, slot, k), placed, a.u32(0))}));
    a.if_end();
  }
  a.loop_end();
  V at = a.load(Ty::kU32, pos);
  V partition = b.bits(at, partition_bits);
  V index_at = add(at, partition_bits);

  // Deltas from endpoint 0, wrapped to the endpoint bits; then each endpoint
  // unquantized to 16 bits (17 with the sign).
  V mask = sub(shl(a.u32(1), endpoint_bits), a.u32(1));
  // A reserved mode has no endpoint bits: its shifts are computed on 1 and
  // not used, so that every shift stays within the word.
  V bits_less_one = sub(a.glsl(Ty::kU32, "UMax", {endpoint_bits, a.u32(1)}), a.u32(1));
  std::array<std::array<V, 3>, 4> q;
  for (unsigned k = 0; k < 4; ++k)
    for (unsigned c = 0; c < 3; ++c) {
      V v = a.load(Ty::kU32, ends[3 * k + c]);
      if (k > 0) {
        V base = a.load(Ty::kU32, ends[c]);
        V moved = u32op(e, "OpBitwiseAnd", {add(base, sext(v, field(e, deltas, 5 * c, 5))), mask});
        v = sel(e, transformed, moved, v);
      }
      // Unsigned: 15 bits or more as they are, 0 and the largest code to 0 and
      // 0xffff, the others ((v << 15) + 0x4000) >> (bits - 1).
      V scaled_u =
          u32op(e, "OpShiftRightLogical", {add(shl(v, a.u32(15)), a.u32(0x4000)), bits_less_one});
      V uq = sel(e, bop(e, "OpUGreaterThanEqual", {endpoint_bits, a.u32(15)}), v,
                 sel(e, eq(e, v, 0), a.u32(0),
                     sel(e, bop(e, "OpIEqual", {v, mask}), a.u32(0xffff), scaled_u)));
      // Signed: the value sign-extended; 16 bits as they are, 0 to 0, a
      // magnitude of 2^(bits - 1) - 1 or more to 0x7fff, the others as above;
      // the sign put back.
      V sv = sext(v, endpoint_bits);
      V neg = bop(e, "OpSLessThan", {sv, a.u32(0)});
      V mag = sel(e, neg, u32op(e, "OpSNegate", {sv}), sv);
      V top = sub(shl(a.u32(1), bits_less_one), a.u32(1));
      V scaled_s =
          u32op(e, "OpShiftRightLogical", {add(shl(mag, a.u32(15)), a.u32(0x4000)), bits_less_one});
      V smag = sel(e, bop(e, "OpUGreaterThanEqual", {mag, top}), a.u32(0x7fff), scaled_s);
      V sq = sel(e, bop(e, "OpUGreaterThanEqual", {endpoint_bits, a.u32(16)}), sv,
                 sel(e, eq(e, sv, 0), a.u32(0), sel(e, neg, u32op(e, "OpSNegate", {smag}), smag)));
      q[k][c] = sel(e, is_signed, sq, uq);
    }

  // The texel's subset (the first 32 of BC7's two-subset partitions), its
  // index (anchors one bit shorter), and its weight.
  V two = bop(e, "OpINotEqual", {partition_bits, a.u32(0)});
  V grid = a.table_u32("bc7_partitions", kBc7Partitions,
                       u32op(e, "OpBitwiseAnd", {partition, a.u32(63)}));
  V subset = sel(e, two, field(e, u32op(e, "OpShiftRightLogical", {grid, shl(t, a.u32(1))}), 0, 2),
                 a.u32(0));
  V anchor = field(
      e, a.table_u32("bc7_anchors", kBc7Anchors, u32op(e, "OpBitwiseAnd", {partition, a.u32(63)})),
      0, 4);
  V before = add(sel(e, eq(e, t, 0), a.u32(0), a.u32(1)),
                 e.from_bool(both(e, two, bop(e, "OpULessThan", {anchor, t}))));
  V is_anchor = either(e, eq(e, t, 0), both(e, two, bop(e, "OpIEqual", {anchor, t})));
  V index = b.bits(sub(add(index_at, u32op(e, "OpIMul", {t, index_bits})), before),
                   sub(index_bits, e.from_bool(is_anchor)));
  // BC7's weights: 3-bit indices' from 4, 4-bit ones' from 12.
  V weight = a.table_u32(
      "bc7_weights", kWeights,
      u32op(e, "OpBitwiseAnd",
            {add(sel(e, eq(e, index_bits, 3), a.u32(4), a.u32(12)), index), a.u32(31)}));
  std::array<V, 3> halves;
  V second = eq(e, subset, 1);
  for (unsigned c = 0; c < 3; ++c) {
    V e0 = sel(e, second, q[2][c], q[0][c]), e1 = sel(e, second, q[3][c], q[1][c]);
    V sum =
        add(add(u32op(e, "OpIMul", {sub(a.u32(64), weight), e0}), u32op(e, "OpIMul", {weight, e1})),
            a.u32(32));
    V v = u32op(e, "OpShiftRightArithmetic", {sum, a.u32(6)});
    // To a half: unsigned v * 31 / 64; signed |v| * 31 / 32 with the sign bit.
    V neg = bop(e, "OpSLessThan", {v, a.u32(0)});
    V mag = sel(e, neg, u32op(e, "OpSNegate", {v}), v);
    V sh = u32op(e, "OpShiftRightLogical", {u32op(e, "OpIMul", {mag, a.u32(31)}), a.u32(5)});
    V sh_signed = sel(e, neg, u32op(e, "OpBitwiseOr", {sh, a.u32(0x8000)}), sh);
    V uh = u32op(e, "OpShiftRightLogical", {u32op(e, "OpIMul", {v, a.u32(31)}), a.u32(6)});
    halves[c] = sel(e, is_signed, sh_signed, uh);
  }
  return halves;
}

}  // namespace rdnavk::xlate::fconv
