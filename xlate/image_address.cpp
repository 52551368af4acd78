#include "xlate/image_address.h"

#include <fmt/format.h>

#include "xlate/format_convert.h"

namespace rdnavk::xlate {

using namespace fconv;

namespace {

// SQ_RSRC_IMG_* (Mesa sid.h V_008F1C_SQ_RSRC_IMG_*): the descriptor's TYPE.
constexpr uint32_t kType1d = 8, kType2d = 9, kType3d = 10, kType2dMsaa = 14;

V u64op(Emit& e, std::string_view op, std::initializer_list<V> args) {
  return e.a.op(Ty::kU64, op, args);
}
V wide(Emit& e, const V& u32) {
  return u64op(e, "OpUConvert", {u32});
}
V umax1(Emit& e, const V& v) {
  return e.a.glsl(Ty::kU32, "UMax", {v, e.a.u32(1)});
}
V align_to(Emit& e, const V& v, const V& pow2) {
  V m = u32op(e, "OpISub", {pow2, e.a.u32(1)});
  return u32op(e, "OpBitwiseAnd", {u32op(e, "OpIAdd", {v, m}), u32op(e, "OpNot", {m})});
}
V ult(Emit& e, const V& x, const V& y) {
  return bop(e, "OpULessThan", {x, y});
}
V both(Emit& e, const V& x, const V& y) {
  return bop(e, "OpLogicalAnd", {x, y});
}

// The level's extent: max(v >> level, 1).
V level_size(Emit& e, const V& v, const V& level) {
  return umax1(e, u32op(e, "OpShiftRightLogical", {v, level}));
}

}  // namespace

ImageDescriptor read_image_descriptor(Emit& e, unsigned first_sgpr) {
  auto& a = e.a;
  V w[8];
  for (unsigned i = 0; i < 8; ++i) w[i] = e.sgpr(first_sgpr + i);
  ImageDescriptor d;
  V hi = field(e, w[1], 0, 8);
  d.base = u64op(e, "OpShiftLeftLogical", {e.join(w[0], hi), a.u32(8)});
  d.format = field(e, w[1], 20, 9);
  V width = u32op(
      e, "OpBitwiseOr",
      {field(e, w[1], 30, 2), u32op(e, "OpShiftLeftLogical", {field(e, w[2], 0, 12), a.u32(2)})});
  d.width = u32op(e, "OpIAdd", {width, a.u32(1)});
  d.height = u32op(e, "OpIAdd", {field(e, w[2], 14, 14), a.u32(1)});
  d.selects = field(e, w[3], 0, 12);
  d.base_level = field(e, w[3], 12, 4);
  d.last_level = field(e, w[3], 16, 4);
  d.sw_mode = field(e, w[3], 20, 5);
  d.type = field(e, w[3], 28, 4);
  d.depth = field(e, w[4], 0, 13);
  d.pitch = field(e, w[4], 0, 14);
  d.base_array = field(e, w[4], 16, 13);
  d.max_mip = field(e, w[5], 4, 4);
  return d;
}

unsigned image_coordinate_count(ImageDim dim) {
  switch (dim) {
    case ImageDim::k1d:
      return 1;
    case ImageDim::k2d:
    case ImageDim::k1dArray:
      return 2;
    case ImageDim::k3d:
    case ImageDim::kCube:
    case ImageDim::k2dArray:
    case ImageDim::k2dMsaa:
      return 3;
    case ImageDim::k2dMsaaArray:
      return 4;
  }
  return 1;
}

TexelPlace place_texel(Emit& e, const ImageDescriptor& d, ImageDim dim, const TexelCoords& c,
                       const V& elem_bytes) {
  auto& a = e.a;
  const uint32_t type = kType1d + static_cast<uint32_t>(dim);
  const bool one_d = dim == ImageDim::k1d || dim == ImageDim::k1dArray;
  const bool array = dim == ImageDim::k1dArray || dim == ImageDim::k2dArray;
  const bool three_d = dim == ImageDim::k3d;
  V level = u32op(e, "OpIAdd", {d.base_level, c.mip});
  V wl = level_size(e, d.width, level);
  V height = one_d ? a.u32(1) : d.height;
  V hl = level_size(e, height, level);

  // In range: the level up to LAST_LEVEL, x and y inside it, the layer up to
  // the last (arrays: BASE_ARRAY + slice <= DEPTH, which holds the last layer;
  // 3D: z inside the level's depth).
  V in_range = both(e, bop(e, "OpULessThanEqual", {level, d.last_level}), ult(e, c.x, wl));
  if (!one_d) in_range = both(e, in_range, ult(e, c.y, hl));
  V layer = d.base_array;
  if (array) {
    layer = u32op(e, "OpIAdd", {d.base_array, c.slice});
    in_range = both(e, in_range, bop(e, "OpULessThanEqual", {layer, d.depth}));
    in_range = both(e, in_range, bop(e, "OpUGreaterThanEqual", {layer, d.base_array}));
  } else if (three_d) {
    layer = c.slice;
    V dl = level_size(e, u32op(e, "OpIAdd", {d.depth, a.u32(1)}), level);
    in_range = both(e, in_range, ult(e, c.slice, dl));
  }

  // Known: the descriptor's TYPE is the instruction's DIM, a layout this file
  // places (LINEAR, a power-of-two element of 1-16 bytes), the level within the
  // resource's chain, and a non-array, non-3D view at layer 0 (the GFX10.3
  // PITCH shares DEPTH's bits there). MSAA and cube are never linear (addrlib's
  // Gfx10Lib::ValidateSwModeParams).
  V pow2 = both(
      e, bop(e, "OpINotEqual", {elem_bytes, a.u32(0)}),
      eq(e, u32op(e, "OpBitwiseAnd", {elem_bytes, u32op(e, "OpISub", {elem_bytes, a.u32(1)})}), 0));
  pow2 = both(e, pow2, bop(e, "OpULessThanEqual", {elem_bytes, a.u32(16)}));
  V known = both(e, eq(e, d.type, type), pow2);
  known = both(e, known, bop(e, "OpULessThanEqual", {level, d.max_mip}));
  bool linear_dim =
      dim != ImageDim::kCube && dim != ImageDim::k2dMsaa && dim != ImageDim::k2dMsaaArray;
  if (!array && !three_d) known = both(e, known, eq(e, d.base_array, 0));
  if (three_d) known = both(e, known, eq(e, d.base_array, 0));
  V linear = eq(e, d.sw_mode, 0);
  if (!linear_dim) linear = a.boolean(false);

  // Rows of align(width, 256 / bpe) elements (Gfx10Lib::HwlComputeSurfaceInfoLinear),
  // unless the GFX10.3 custom pitch of a single-level 1D or 2D resource says
  // more (a multiple of the same alignment, as ac_descriptors.c asserts; any
  // other is not carried out).
  V pitch_align = u32op(e, "OpUDiv", {a.u32(256), umax1(e, elem_bytes)});
  V pitch_l = align_to(e, wl, pitch_align);
  V bpe64 = wide(e, elem_bytes);
  V slice_size, mip_offset;
  if (type == kType1d || type == kType2d || type == kType2dMsaa) {
    V custom = u32op(e, "OpIAdd", {d.pitch, a.u32(1)});
    V is_custom = bop(e, "OpUGreaterThan", {custom, d.width});
    V custom_ok = both(
        e, eq(e, d.max_mip, 0),
        eq(e, u32op(e, "OpBitwiseAnd", {custom, u32op(e, "OpISub", {pitch_align, a.u32(1)})}), 0));
    known = both(e, known, bop(e, "OpLogicalOr", {bop(e, "OpLogicalNot", {is_custom}), custom_ok}));
    pitch_l = sel(e, is_custom, custom, pitch_l);
  }
  // The mip chain in each slice, the smallest level first: level L starts after
  // the levels above it up to MAX_MIP.
  slice_size = a.u64(0);
  mip_offset = a.u64(0);
  for (uint32_t i = 0; i < 16; ++i) {
    V li = a.u32(i);
    V pi = i == 0 ? sel(e, eq(e, level, 0), pitch_l, align_to(e, d.width, pitch_align))
                  : align_to(e, level_size(e, d.width, li), pitch_align);
    V size = u64op(e, "OpIMul",
                   {u64op(e, "OpIMul", {wide(e, pi), wide(e, level_size(e, height, li))}), bpe64});
    V used = bop(e, "OpULessThanEqual", {li, d.max_mip});
    size = sel(e, used, size, a.u64(0));
    slice_size = u64op(e, "OpIAdd", {slice_size, size});
    mip_offset = u64op(e, "OpIAdd", {mip_offset, sel(e, ult(e, level, li), size, a.u64(0))});
  }
  V texel =
      u64op(e, "OpIMul",
            {u64op(e, "OpIAdd",
                   {wide(e, u32op(e, "OpIMul", {one_d ? a.u32(0) : c.y, pitch_l})), wide(e, c.x)}),
             bpe64});
  V addr = u64op(
      e, "OpIAdd",
      {d.base, u64op(e, "OpIMul", {wide(e, array || three_d ? layer : a.u32(0)), slice_size})});
  addr = u64op(e, "OpIAdd", {addr, mip_offset});
  addr = u64op(e, "OpIAdd", {addr, texel});

  // Swizzled: by the equation table (no equation: not known).
  SwizzleInputs si{d.sw_mode,
                   u32op(e, "OpBitCount", {u32op(e, "OpISub", {elem_bytes, a.u32(1)})}),
                   c.x,
                   one_d ? a.u32(0) : c.y,
                   array || three_d ? layer : a.u32(0),
                   c.fragment,
                   wl,
                   hl,
                   d.base};
  V swz_known;
  V swz = swizzle_address(e, swizzle_equations(), si, &swz_known);
  // Only level 0 of a single-level resource, single-sampled and thin.
  swz_known = both(e, swz_known, eq(e, d.max_mip, 0));
  if (three_d || dim == ImageDim::k2dMsaa || dim == ImageDim::k2dMsaaArray)
    swz_known = a.boolean(false);

  TexelPlace p;
  p.in_range = in_range;
  p.address = sel(e, linear, addr, swz);
  p.known = both(e, known,
                 sel(e, linear, a.boolean(true),
                     both(e, bop(e, "OpINotEqual", {d.sw_mode, a.u32(0)}), swz_known)));
  return p;
}

// ---- swizzled modes

namespace {
const SwizzleEquation* const kNoEquations = nullptr;
}  // namespace

std::span<const SwizzleEquation> swizzle_equations() {
  return {kNoEquations, 0};
}

V swizzle_address(Emit& e, std::span<const SwizzleEquation> table, const SwizzleInputs& in,
                  V* known) {
  auto& a = e.a;
  if (table.empty()) {
    *known = a.boolean(false);
    return in.base_offset;
  }
  std::string r = a.local(Ty::kU64, "swa"), k = a.local(Ty::kBool, "swk");
  a.store(r, in.base_offset);
  a.store(k, a.boolean(false));
  // One case per equation, keyed by SW_MODE * 8 + log2 bytes per element.
  V key =
      u32op(e, "OpIAdd", {u32op(e, "OpShiftLeftLogical", {in.sw_mode, a.u32(3)}), in.elem_log2});
  std::string merge = a.fresh("swz_end"), def = a.fresh("swz_def");
  std::string sw = fmt::format("OpSwitch {} {}", key.id, def);
  std::vector<std::pair<std::string, const SwizzleEquation*>> cases;
  for (const SwizzleEquation& q : table) {
    if (q.thick || q.frag_log2 != 0) continue;  // thin single-sampled only (see the header)
    cases.emplace_back(a.fresh("swz"), &q);
    sw += fmt::format(" {} {}", q.sw_mode * 8u + q.elem_log2, cases.back().first);
  }
  a.line(fmt::format("OpSelectionMerge {} None", merge));
  a.line(sw);
  for (const auto& [label, q] : cases) {
    a.label(label);
    V off = a.u32(0);
    for (unsigned i = 0; i < q->block_log2 && i < 20; ++i) {
      const SwizzleEquation::Bit& b = q->bits[i];
      V t = a.u32(0);
      const std::pair<const V*, uint16_t> terms[] = {
          {&in.x, b.x}, {&in.y, b.y}, {&in.z, b.z}, {&in.sample, b.s}};
      for (const auto& [v, mask] : terms)
        if (mask != 0)
          t = u32op(e, "OpBitwiseXor", {t, u32op(e, "OpBitwiseAnd", {*v, a.u32(mask)})});
      V bit = u32op(e, "OpBitwiseAnd", {u32op(e, "OpBitCount", {t}), a.u32(1)});
      off = u32op(e, "OpBitwiseOr", {off, u32op(e, "OpShiftLeftLogical", {bit, a.u32(i)})});
    }
    // Blocks row-major over the level, then slices of blocks.
    V bw = a.u32(q->block_w_log2), bh = a.u32(q->block_h_log2);
    V pitch_blocks =
        u32op(e, "OpShiftRightLogical", {align_to(e, in.pitch, a.u32(1u << q->block_w_log2)), bw});
    V rows_blocks =
        u32op(e, "OpShiftRightLogical", {align_to(e, in.height, a.u32(1u << q->block_h_log2)), bh});
    V block = u64op(
        e, "OpIAdd",
        {u64op(e, "OpIMul",
               {wide(e, in.z), u64op(e, "OpIMul", {wide(e, pitch_blocks), wide(e, rows_blocks)})}),
         wide(e, u32op(e, "OpIAdd",
                       {u32op(e, "OpIMul",
                              {u32op(e, "OpShiftRightLogical", {in.y, bh}), pitch_blocks}),
                        u32op(e, "OpShiftRightLogical", {in.x, bw})}))});
    uint64_t block_mask = (uint64_t{1} << q->block_log2) - 1;
    V base = u64op(e, "OpBitwiseAnd", {in.base_offset, a.u64(~block_mask)});
    V in_block = wide(e, off);
    if (q->pipe_bank_xor)
      in_block = u64op(e, "OpBitwiseXor",
                       {in_block, u64op(e, "OpBitwiseAnd", {in.base_offset, a.u64(block_mask)})});
    V addr = u64op(
        e, "OpIAdd",
        {base, u64op(e, "OpIAdd",
                     {u64op(e, "OpShiftLeftLogical", {block, a.u32(q->block_log2)}), in_block})});
    a.store(r, addr);
    a.store(k, a.boolean(true));
    a.line(fmt::format("OpBranch {}", merge));
  }
  a.label(def);
  a.line(fmt::format("OpBranch {}", merge));
  a.label(merge);
  *known = a.load(Ty::kBool, k);
  return a.load(Ty::kU64, r);
}

}  // namespace rdnavk::xlate
