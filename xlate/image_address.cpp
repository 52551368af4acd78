#include "xlate/image_address.h"

#include <fmt/format.h>

#include <bit>
#include <vector>

#include "surf/meta.h"
#include "surf/surface.h"
#include "xlate/format_convert.h"

namespace rdnavk::xlate {

using namespace fconv;

namespace {

// SQ_RSRC_IMG_* (Mesa sid.h V_008F1C_SQ_RSRC_IMG_*): the descriptor's TYPE.
constexpr uint32_t kType1d = 8, kType2d = 9, kType3d = 10, kTypeCube = 11, kType1dArray = 12,
                   kType2dArray = 13, kType2dMsaa = 14, kType2dMsaaArray = 15;

constexpr uint32_t kEquationBits = 20;
// The meta equations' switch keys: DCC by pipe alignment and element size
// below 16, HTILE's, CMASK's by FMASK's element size.
constexpr uint32_t kHtileKey = 16, kCmaskKey = 32;

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
V ule(Emit& e, const V& x, const V& y) {
  return bop(e, "OpULessThanEqual", {x, y});
}
V shl(Emit& e, const V& v, const V& n) {
  return u32op(e, "OpShiftLeftLogical", {v, n});
}
V shr(Emit& e, const V& v, const V& n) {
  return u32op(e, "OpShiftRightLogical", {v, n});
}
V add(Emit& e, const V& x, const V& y) {
  return e.a.op(x.ty, "OpIAdd", {x, y});
}
V mul64(Emit& e, const V& x, const V& y) {
  return u64op(e, "OpIMul", {x, y});
}
V is_any(Emit& e, const V& v, std::initializer_list<uint32_t> ks) {
  V r = e.a.boolean(false);
  for (uint32_t k : ks) r = either(e, r, eq(e, v, k));
  return r;
}

// The bounds check's extent of a level: max(v >> level, 1).
V level_extent(Emit& e, const V& v, const V& level) {
  return umax1(e, shr(e, v, level));
}
// The layout's size of a level, as addrlib's GetMipSize computes it: ceil(v >> level).
V level_size(Emit& e, const V& v, const V& level) {
  V m = u32op(e, "OpISub", {shl(e, e.a.u32(1), level), e.a.u32(1)});
  return shr(e, add(e, v, m), level);
}

// A u32 Function variable: a value set on some paths and read after them.
struct Var {
  Emit& e;
  std::string ptr;
  Ty ty;
  Var(Emit& em, Ty t, const V& init, std::string_view hint) : e(em), ty(t) {
    ptr = e.a.local(t, hint);
    e.a.store(ptr, init);
  }
  V get() const { return e.a.load(ty, ptr); }
  void set(const V& v) const { e.a.store(ptr, v); }
};

// for (i = 0; i < n; ++i) body(i), a structured loop (the counter a constant bound).
template <class Body>
void counted_loop(Emit& e, uint32_t n, Body body) {
  auto& a = e.a;
  Var i(e, Ty::kU32, a.u32(0), "li");
  std::string head = a.fresh("lhead"), blk = a.fresh("lbody"), cont = a.fresh("lcont"),
              merge = a.fresh("lmerge");
  a.line("OpBranch " + head);
  a.label(head);
  V iv = i.get();
  V go = ult(e, iv, a.u32(n));
  a.line(fmt::format("OpLoopMerge {} {} None", merge, cont));
  a.line(fmt::format("OpBranchConditional {} {} {}", go.id, blk, merge));
  a.label(blk);
  body(iv);
  a.line("OpBranch " + cont);
  a.label(cont);
  i.set(add(e, iv, a.u32(1)));
  a.line("OpBranch " + head);
  a.label(merge);
}

// One case per entry of `table`, selected by `key` at run time against each
// entry's case value (OpSwitch; no case: nothing set). The equations are
// constants in the code: lavapipe compiles a large constant array slowly.
template <class T, class CaseValue, class Case>
void switch_table(Emit& e, const V& key, std::span<const T> table, CaseValue value, Case each) {
  auto& a = e.a;
  std::string merge = a.fresh("swz_end"), none = a.fresh("swz_none");
  std::string sw = fmt::format("OpSwitch {} {}", key.id, none);
  std::vector<std::pair<std::string, const T*>> cases;
  for (const T& q : table) {
    cases.emplace_back(a.fresh("swz"), &q);
    sw += fmt::format(" {} {}", value(q), cases.back().first);
  }
  a.line(fmt::format("OpSelectionMerge {} None", merge));
  a.line(sw);
  for (const auto& [label, q] : cases) {
    a.label(label);
    each(*q);
    a.line("OpBranch " + merge);
  }
  a.label(none);
  a.line("OpBranch " + merge);
  a.label(merge);
}

// The swizzle equations, by log2 fragments * kFragKey + SW_MODE * 8 + log2
// bytes per element, thick ones (kThickKey +) after the thin. The
// multisampled ones only where the module names a multisampled DIM: every case
// costs each image module compile time on the host.
constexpr uint32_t kThickKey = 256, kFragKey = 512;
template <class Case>
void switch_equations(Emit& e, const V& key, Case each) {
  std::vector<SwizzleEquation> table;
  for (const SwizzleEquation& q : swizzle_equations())
    if (q.frag_log2 == 0 || e.uses_msaa_images) table.push_back(q);
  switch_table(
      e, key, std::span<const SwizzleEquation>(table),
      [](const SwizzleEquation& q) {
        return q.frag_log2 * kFragKey + (q.thick ? kThickKey : 0u) + q.sw_mode * 8u + q.elem_log2;
      },
      each);
}

// The sample mask of a pattern bit (the meta patterns have none).
template <class Bit>
uint32_t sample_mask(const Bit& b) {
  if constexpr (requires { b.s; })
    return b.s;
  else
    return 0;
}

// Bits 0..n-1 of an equation's address: each the parity of its masked
// coordinates (`exy`: x in the low 16 bits, y in the high 16; `ezs`: the slice
// in the low 16 bits, the sample in the high 16).
template <class Bit>
V equation_value(Emit& e, const Bit* bits, unsigned n, const V& exy, const V& ezs) {
  auto& a = e.a;
  V off = a.u32(0);
  for (unsigned i = 0; i < n; ++i) {
    const Bit& b = bits[i];
    const uint32_t mxy = b.x | uint32_t{b.y} << 16;
    const uint32_t mzs = b.z | sample_mask(b) << 16;
    if (mxy == 0 && mzs == 0) continue;
    V bit;
    if (mzs == 0 && std::has_single_bit(mxy)) {  // one coordinate bit: moved, not counted
      bit = field(e, exy, static_cast<unsigned>(std::countr_zero(mxy)), 1);
    } else {
      V t = u32op(e, "OpBitwiseAnd", {exy, a.u32(mxy)});
      if (mzs != 0) t = u32op(e, "OpBitwiseXor", {t, u32op(e, "OpBitwiseAnd", {ezs, a.u32(mzs)})});
      bit = u32op(e, "OpBitwiseAnd", {u32op(e, "OpBitCount", {t}), a.u32(1)});
    }
    off = u32op(e, "OpBitwiseOr", {off, shl(e, bit, a.u32(i))});
  }
  return off;
}

// The equation of pattern `p`, with the block's shape and xor bits as surf
// lays out a 2D (or else 1D) surface of its fragments, or for a thick pattern a
// 3D one; false for a pattern no such surface takes (4KB_R_X, or a
// multisampled Z_X of elements wider than 4 bytes, which addrlib refuses).
bool equation_of(const surf::PatternEntry& p, SwizzleEquation* out) {
  surf::SurfaceLayout l;
  bool laid = false;
  for (surf::ResourceType t :
       {surf::ResourceType::k2d, surf::ResourceType::k1d, surf::ResourceType::k3d}) {
    if ((t == surf::ResourceType::k3d) != p.thick) continue;
    surf::SurfaceDesc d;
    d.sw_mode = p.sw_mode;
    d.type = t;
    d.bytes_per_element = 1u << p.elem_log2;
    d.fragments = 1u << p.frag_log2;
    if (surf::compute_layout(d, &l).empty() && l.thick == p.thick) {
      laid = true;
      break;
    }
  }
  if (!laid) return false;
  SwizzleEquation& q = *out;
  q = SwizzleEquation{};
  q.sw_mode = p.sw_mode;
  q.elem_log2 = p.elem_log2;
  q.frag_log2 = p.frag_log2;
  q.block_log2 = p.block_log2;
  q.block_w_log2 = static_cast<uint8_t>(std::countr_zero(l.block_width));
  q.block_h_log2 = static_cast<uint8_t>(std::countr_zero(l.block_height));
  q.z_order = l.mode.z_order;
  q.thick = p.thick;
  q.block_d_log2 = static_cast<uint8_t>(std::countr_zero(l.block_slices));
  q.allowed_types = l.mode.allowed_types;
  q.xor_mask = surf::pipe_bank_xor_mask(l) << 8;
  for (unsigned i = 0; i < p.block_log2 && i < kEquationBits; ++i)
    q.bits[i] = {p.bits[i].x, p.bits[i].y, p.bits[i].z, p.bits[i].s};
  return true;
}

std::vector<SwizzleEquation> build_equations() {
  std::vector<SwizzleEquation> out;
  // Single-sampled first, then multisampled (switch_equations leaves those out
  // of modules that name no multisampled DIM).
  for (bool msaa : {false, true}) {
    for (const surf::PatternEntry& p : surf::swizzle_patterns()) {
      if ((p.frag_log2 != 0) != msaa) continue;
      // The *_X modes only, which RADV and radeonsi use: every equation costs
      // each image instruction's module compile time on the host (about 5 ms a
      // case on lavapipe), and the others escape.
      if (!surf::sw_mode_facts(p.sw_mode).pipe_bank_xor || p.sw_mode > 27) continue;
      SwizzleEquation q;
      if (equation_of(p, &q)) out.push_back(q);
    }
  }
  return out;
}

// A meta layout (surf's DccLayout or HtileLayout) as an equation: its block
// of `block_log2` bytes, the pixels or elements a meta block covers, and the
// pattern's columns (per coordinate bit, the address bits it feeds) as rows.
template <class MetaLayout>
DccEquation meta_equation(const MetaLayout& l, uint32_t block_log2) {
  DccEquation q{};
  q.key_block_log2 = static_cast<uint8_t>(block_log2);
  q.meta_block_w_log2 = static_cast<uint8_t>(std::countr_zero(l.meta_block_width));
  q.meta_block_h_log2 = static_cast<uint8_t>(std::countr_zero(l.meta_block_height));
  for (unsigned i = 0; i <= block_log2 && i < kEquationBits; ++i) {
    for (unsigned b = 0; b < surf::kPatternCoordBits; ++b) {
      q.bits[i].x |= static_cast<uint16_t>(((l.columns.x[b] >> i) & 1u) << b);
      q.bits[i].y |= static_cast<uint16_t>(((l.columns.y[b] >> i) & 1u) << b);
      q.bits[i].z |= static_cast<uint16_t>(((l.columns.z[b] >> i) & 1u) << b);
    }
  }
  return q;
}

std::vector<DccEquation> build_dcc_equations() {
  std::vector<DccEquation> out;
  for (bool aligned : {false, true}) {
    for (uint8_t elem_log2 = 0; elem_log2 <= 4; ++elem_log2) {
      // Both modes' keys, of a surface of several meta blocks and slices: one
      // equation only where they agree.
      DccEquation q{};
      bool same = true, first = true;
      for (surf::SwMode m : {surf::SwMode::SW_64KB_R_X, surf::SwMode::SW_64KB_Z_X}) {
        surf::SurfaceDesc d;
        d.sw_mode = static_cast<uint32_t>(m);
        d.bytes_per_element = 1u << elem_log2;
        d.width = d.height = 1024;
        d.slices = 2;
        surf::SurfaceLayout sl;
        surf::DccLayout dl;
        surf::DccDesc dd;
        dd.pipe_aligned = aligned;
        // A mode without the element size (Z_X of 16 bytes) places no texel of
        // it, so has no key to agree on.
        if (!surf::compute_layout(d, &sl).empty() || !surf::compute_dcc_layout(sl, dd, &dl).empty())
          continue;
        DccEquation r = meta_equation(dl, dl.key_block_log2);
        r.pipe_aligned = aligned;
        r.elem_log2 = elem_log2;
        if (first) {
          q = r;
          first = false;
        } else {
          same = q.key_block_log2 == r.key_block_log2 &&
                 q.meta_block_w_log2 == r.meta_block_w_log2 &&
                 q.meta_block_h_log2 == r.meta_block_h_log2;
          for (unsigned i = 0; i < kEquationBits; ++i) {
            same = same && q.bits[i].x == r.bits[i].x && q.bits[i].y == r.bits[i].y &&
                   q.bits[i].z == r.bits[i].z;
          }
        }
      }
      if (!first && same && q.key_block_log2 + 1u <= kEquationBits) out.push_back(q);
    }
  }
  // The metadata addressed by pixels, of a pipe-aligned 64KB_Z_X surface of
  // several meta blocks and slices: HTILE, one pattern for every element size (a
  // dword per 8x8 pixels); CMASK, FMASK's metadata, a nibble per 8x8 pixels by
  // FMASK's element size, for the 1- and 4-byte elements of 2, 4 and 8 samples
  // (surf's compute_cmask_layout of compute_fmask_desc's surface).
  auto z_surface = [](uint32_t bytes, surf::SurfaceLayout* sl) {
    surf::SurfaceDesc d;
    d.sw_mode = static_cast<uint32_t>(surf::SwMode::SW_64KB_Z_X);
    d.bytes_per_element = bytes;
    d.width = d.height = 2048;
    d.slices = 2;
    return surf::compute_layout(d, sl).empty();
  };
  auto push = [&](const auto& meta, uint32_t block_log2, bool cmask, uint32_t elem_log2) {
    if (block_log2 + 1u > kEquationBits) return;
    DccEquation q = meta_equation(meta, block_log2);
    q.htile = !cmask;
    q.cmask = cmask;
    q.pipe_aligned = true;
    q.elem_log2 = static_cast<uint8_t>(elem_log2);
    out.push_back(q);
  };
  surf::SurfaceLayout sl;
  surf::HtileLayout hl;
  if (z_surface(4, &sl) && surf::compute_htile_layout(sl, &hl).empty())
    push(hl, hl.word_block_log2, false, 0);
  for (uint32_t elem_log2 : {0u, 2u}) {
    surf::CmaskLayout cl;
    if (z_surface(1u << elem_log2, &sl) && surf::compute_cmask_layout(sl, &cl).empty())
      push(cl, cl.nibble_block_log2, true, elem_log2);
  }
  return out;
}

}  // namespace

std::span<const DccEquation> dcc_equations() {
  static const std::vector<DccEquation> table = build_dcc_equations();
  return table;
}

std::span<const SwizzleEquation> swizzle_equations() {
  static const std::vector<SwizzleEquation> table = build_equations();
  return table;
}

ImageWords read_image_words(Emit& e, unsigned first_sgpr) {
  ImageWords w;
  for (unsigned i = 0; i < 8; ++i) w.w[i] = e.sgpr(first_sgpr + i);
  return w;
}

ImageDescriptor decode_image_descriptor(Emit& e, const ImageWords& words) {
  auto& a = e.a;
  const V* w = words.w;
  ImageDescriptor d;
  V hi = field(e, w[1], 0, 8);
  d.base = u64op(e, "OpShiftLeftLogical", {e.join(w[0], hi), a.u32(8)});
  d.format = field(e, w[1], 20, 9);
  V width =
      u32op(e, "OpBitwiseOr", {field(e, w[1], 30, 2), shl(e, field(e, w[2], 0, 12), a.u32(2))});
  d.width = add(e, width, a.u32(1));
  d.height = add(e, field(e, w[2], 14, 14), a.u32(1));
  d.selects = field(e, w[3], 0, 12);
  d.base_level = field(e, w[3], 12, 4);
  d.last_level = field(e, w[3], 16, 4);
  d.sw_mode = field(e, w[3], 20, 5);
  d.type = field(e, w[3], 28, 4);
  d.depth = field(e, w[4], 0, 13);
  d.pitch = field(e, w[4], 0, 14);
  d.base_array = field(e, w[4], 16, 13);
  d.max_mip = field(e, w[5], 4, 4);
  d.array_pitch = field(e, w[5], 0, 4);
  d.compressed = a.op(Ty::kBool, "OpINotEqual", {field(e, w[6], 21, 1), a.u32(0)});
  d.alpha_on_msb = a.op(Ty::kBool, "OpINotEqual", {field(e, w[6], 22, 1), a.u32(0)});
  V meta_lo = u32op(e, "OpBitwiseAnd", {w[6], a.u32(0xf0000000u)});
  d.meta_base = u64op(e, "OpBitwiseOr",
                      {u64op(e, "OpShiftLeftLogical", {wide(e, w[7]), a.u32(16)}),
                       u64op(e, "OpShiftRightLogical", {wide(e, meta_lo), a.u32(16)})});
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

TexelPlace place_texel(Emit& e, const ImageWords& w, ImageDim dim, const TexelCoords& c,
                       const V& elem_bytes, const V& meta_kind) {
  auto& a = e.a;
  e.uses_images = true;
  if (dim == ImageDim::k2dMsaa || dim == ImageDim::k2dMsaaArray) e.uses_msaa_images = true;
  V r = a.op(Ty::kV4U32, "OpFunctionCall",
             {V{"%fn_image_place", Ty::kV4U32}, w.w[0], w.w[1], w.w[2], w.w[3], w.w[4], w.w[5],
              w.w[6], w.w[7], a.u32(kType1d + static_cast<uint32_t>(dim)), c.x, c.y, c.slice,
              c.fragment, c.mip, elem_bytes, meta_kind});
  auto part = [&](unsigned i) {
    return a.op(Ty::kU32, "OpCompositeExtract", {r}, std::to_string(i));
  };
  TexelPlace p;
  V flags = part(2);
  p.address = e.join(part(0), part(1));
  p.in_range = eq(e, field(e, flags, 0, 1), 1);
  p.known = eq(e, field(e, flags, 1, 1), 1);
  p.meta_known = eq(e, field(e, flags, 2, 1), 1);
  p.meta_strict = eq(e, field(e, flags, 3, 1), 1);
  p.sample_past = eq(e, field(e, flags, 4, 1), 1);
  p.meta_high_nibble = eq(e, field(e, flags, 5, 1), 1);
  p.meta_offset = e.join(part(3), shr(e, flags, a.u32(8)));
  return p;
}

void write_image_functions(Emit& e) {
  if (!e.uses_images) return;
  auto& a = e.a;
  std::string fn_type = "%fn_image_place_t = OpTypeFunction %v4u32";
  for (unsigned i = 0; i < 16; ++i) fn_type += " %u32";
  a.global(fn_type);
  a.begin_function("%fn_image_place", Ty::kV4U32, "%fn_image_place_t",
                   {{"%ip_w0", Ty::kU32},
                    {"%ip_w1", Ty::kU32},
                    {"%ip_w2", Ty::kU32},
                    {"%ip_w3", Ty::kU32},
                    {"%ip_w4", Ty::kU32},
                    {"%ip_w5", Ty::kU32},
                    {"%ip_w6", Ty::kU32},
                    {"%ip_w7", Ty::kU32},
                    {"%ip_type", Ty::kU32},
                    {"%ip_x", Ty::kU32},
                    {"%ip_y", Ty::kU32},
                    {"%ip_slice", Ty::kU32},
                    {"%ip_frag", Ty::kU32},
                    {"%ip_mip", Ty::kU32},
                    {"%ip_bpe", Ty::kU32},
                    {"%ip_meta", Ty::kU32}});
  ImageWords words;
  for (unsigned i = 0; i < 8; ++i) words.w[i] = V{fmt::format("%ip_w{}", i), Ty::kU32};
  const ImageDescriptor d = decode_image_descriptor(e, words);
  const V dim_type{"%ip_type", Ty::kU32}, x{"%ip_x", Ty::kU32}, slice{"%ip_slice", Ty::kU32},
      mip{"%ip_mip", Ty::kU32}, bpe{"%ip_bpe", Ty::kU32};
  const V meta_kind{"%ip_meta", Ty::kU32};
  const V htile = eq(e, meta_kind, kMetaHtile), cmask = eq(e, meta_kind, kMetaCmask);
  // The type the texel is placed by: the instruction's DIM, or the array type of
  // a 1D, 2D or 2D MSAA DIM, its slice 0 (BASE_ARRAY's layer). RADV gives every
  // view of an image of several layers the array type (radv_tex_dim takes the
  // image's layers), and its copy programs read a layer through a 2D DIM.
  // A 3D resource in UAV mode (ARRAY_PITCH 1) is reached through a 3D or a 2D
  // array DIM, its slices as layers: radeonsi's copy programs write a 3D image
  // so (image_store dim:SQ_RSRC_IMG_2D_ARRAY on a TYPE 3D descriptor).
  const V uav3d = both(e, eq(e, d.type, kType3d), eq(e, d.array_pitch, 1));
  const V array_of_dim =
      either(e, both(e, eq(e, dim_type, kType1d), eq(e, d.type, kType1dArray)),
             either(e, both(e, eq(e, dim_type, kType2d), eq(e, d.type, kType2dArray)),
                    both(e, eq(e, dim_type, kType2dMsaa), eq(e, d.type, kType2dMsaaArray))));
  const V uav_dim = both(e, uav3d, eq(e, dim_type, kType2dArray));
  // An array DIM on its plain TYPE (RADV's comp-to-single DCC clear stores to a
  // one-layer 2D_MSAA view through 2D_MSAA_ARRAY): the view has one layer, at
  // BASE_ARRAY. Whether the unit reads the slice there is not published; at
  // slice 0 either reading is that layer, so only slice 0 is carried out.
  const V plain_of_dim =
      either(e, both(e, eq(e, dim_type, kType1dArray), eq(e, d.type, kType1d)),
             either(e, both(e, eq(e, dim_type, kType2dArray), eq(e, d.type, kType2d)),
                    both(e, eq(e, dim_type, kType2dMsaaArray), eq(e, d.type, kType2dMsaa))));
  const V want =
      sel(e, either(e, either(e, array_of_dim, uav_dim), plain_of_dim), d.type, dim_type);
  const V one_d = is_any(e, want, {kType1d, kType1dArray});
  // A cube is placed as a 2D array, the face (with a cube array's 6 x cube) the
  // slice: LLVM's image intrinsics take the cube's coordinates as (x, y, face).
  const V array = is_any(e, want, {kType1dArray, kType2dArray, kTypeCube, kType2dMsaaArray});
  const V three_d = eq(e, want, kType3d);
  const V thin = is_any(
      e, want,
      {kType1d, kType2d, kType1dArray, kType2dArray, kTypeCube, kType2dMsaa, kType2dMsaaArray});
  // A multisampled view: one level of 2^LAST_LEVEL fragments a pixel, placed
  // by the pattern of that many (ac_descriptors.c writes LAST_LEVEL and MAX_MIP
  // as log2 of the samples, BASE_LEVEL 0, for every view of num_samples > 1).
  // The fragment index is the address VGPR after x, y and the slice.
  const V msaa = is_any(e, want, {kType2dMsaa, kType2dMsaaArray});
  const V frag_log2 = sel(e, msaa, d.last_level, a.u32(0));
  const V sample = sel(e, msaa, V{"%ip_frag", Ty::kU32}, a.u32(0));
  const V sample_past =
      both(e, msaa, bop(e, "OpUGreaterThanEqual", {sample, shl(e, a.u32(1), frag_log2)}));
  const V y = sel(e, one_d, a.u32(0), V{"%ip_y", Ty::kU32});

  V level = add(e, d.base_level, mip);
  V height = sel(e, one_d, a.u32(1), d.height);
  V wl = level_extent(e, d.width, level), hl = level_extent(e, height, level);

  // In range: the level up to LAST_LEVEL, x and y inside it, the layer up to the
  // last (arrays: BASE_ARRAY + slice <= DEPTH, which holds the last layer; 3D: z
  // inside the level's depth).
  // A UAV-mode 3D resource's slices count as an array's layers do.
  const V as_layers = either(e, array, uav3d);
  V layer = sel(e, as_layers, add(e, d.base_array, slice), sel(e, three_d, slice, d.base_array));
  V in_range = both(e, ule(e, level, d.last_level), both(e, ult(e, x, wl), ult(e, y, hl)));
  // A cube view of one layer (DEPTH = BASE_ARRAY: radeonsi's for a cube that
  // is not an array) holds its six faces, as GL's cube maps sample them.
  V last_layer =
      sel(e, both(e, eq(e, want, kTypeCube), bop(e, "OpIEqual", {d.depth, d.base_array})),
          add(e, d.base_array, a.u32(5)), d.depth);
  V layer_ok =
      both(e, ule(e, layer, last_layer), bop(e, "OpUGreaterThanEqual", {layer, d.base_array}));
  V z_ok = ult(e, slice, level_extent(e, add(e, d.depth, a.u32(1)), level));
  in_range = both(e, in_range, sel(e, as_layers, layer_ok, sel(e, three_d, z_ok, a.boolean(true))));
  in_range = both(e, in_range, is_not(e, sample_past));

  // Known, for every layout: the descriptor's TYPE is the instruction's DIM, a
  // power-of-two element of 1-16 bytes, the level within the resource's chain,
  // and a non-array view at layer 0 (the GFX10.3 PITCH shares DEPTH's bits there).
  V elem_log2 = u32op(e, "OpBitCount", {u32op(e, "OpISub", {bpe, a.u32(1)})});
  V pow2 = both(e, bop(e, "OpINotEqual", {bpe, a.u32(0)}),
                eq(e, u32op(e, "OpBitwiseAnd", {bpe, u32op(e, "OpISub", {bpe, a.u32(1)})}), 0));
  V known = both(e, bop(e, "OpIEqual", {d.type, want}), both(e, pow2, ule(e, bpe, a.u32(16))));
  known = both(e, known, ule(e, level, d.max_mip));
  known = both(e, known, either(e, as_layers, eq(e, d.base_array, 0)));
  known = both(e, known, either(e, is_not(e, plain_of_dim), eq(e, slice, 0)));
  // ARRAY_PITCH other than 0 and 1 on a 3D resource: no mode the drivers name.
  known = both(e, known, is_not(e, both(e, three_d, ult(e, a.u32(1), d.array_pitch))));
  // A multisampled view whose BASE_LEVEL is not 0, or whose MAX_MIP and
  // LAST_LEVEL disagree on the samples: no view the drivers make, and which of
  // them the unit would take is not published.
  known =
      both(e, known,
           either(e, is_not(e, msaa),
                  both(e, eq(e, d.base_level, 0), bop(e, "OpIEqual", {d.max_mip, d.last_level}))));
  V levels = sel(e, msaa, a.u32(1), add(e, d.max_mip, a.u32(1)));
  V bpe64 = wide(e, bpe);

  // ---- the swizzled mode's equation: its block (block_log2 | block_w_log2 << 8 |
  // block_h_log2 << 16 | z_order << 24 | allowed_types << 25 | block_d_log2 <<
  // 28; 0: none) and xor bits. A 3D resource in a standard or display mode
  // takes the mode's thick pattern (surf's is_thick); other 3D ones the thin.
  uint32_t thick_modes = 0;
  for (const SwizzleEquation& q : swizzle_equations())
    if (q.thick) thick_modes |= 1u << q.sw_mode;
  const V thick =
      both(e, three_d,
           eq(e, u32op(e, "OpBitwiseAnd", {shr(e, a.u32(thick_modes), d.sw_mode), a.u32(1)}), 1));
  V key = add(e, shl(e, d.sw_mode, a.u32(3)), e.a.glsl(Ty::kU32, "UMin", {elem_log2, a.u32(7)}));
  key = add(e, key, sel(e, thick, a.u32(kThickKey), a.u32(0)));
  key = add(e, key, u32op(e, "OpIMul", {frag_log2, a.u32(kFragKey)}));
  Var head_v(e, Ty::kU32, a.u32(0), "shd"), xor_v(e, Ty::kU32, a.u32(0), "sxm");
  switch_equations(e, key, [&](const SwizzleEquation& q) {
    head_v.set(a.u32(q.block_log2 | q.block_w_log2 << 8 | q.block_h_log2 << 16 |
                     uint32_t{q.z_order} << 24 | uint32_t{q.allowed_types} << 25 |
                     uint32_t{q.block_d_log2} << 28));
    xor_v.set(a.u32(q.xor_mask));
  });
  V head = head_v.get();
  V has = bop(e, "OpINotEqual", {head, a.u32(0)});
  V block_log2 = field(e, head, 0, 8), bw_log2 = field(e, head, 8, 8);
  V bh_log2 = field(e, head, 16, 8);
  V z_order = eq(e, field(e, head, 24, 1), 1);
  V allowed = field(e, head, 25, 3);
  V bd_log2 = field(e, head, 28, 3);
  V bd = shl(e, a.u32(1), bd_log2);
  V xor_mask = xor_v.get();
  V bw = shl(e, a.u32(1), bw_log2), bh = shl(e, a.u32(1), bh_log2);
  V block = shl(e, a.u32(1), block_log2);
  V micro = eq(e, block_log2, 8);
  // How many levels one tail block holds (Gfx10Lib::GetMaxNumMipsInTail; a thick
  // block counts as its 2D share, block_log2 - (block_log2 - 8) / 3; 256-byte
  // blocks have no tail), and the largest level it takes (Lib::GetMipTailDim:
  // half a thin block's width; a thick block halved in height, width or depth
  // by block_log2 % 3, only the first two of which the tail's test reads;
  // Navi 21's Z-order 1- and 2-byte elements narrower, surf's layout.cpp
  // tail_dim).
  V eff_log2 = sel(
      e, thick,
      u32op(
          e, "OpISub",
          {block_log2, u32op(e, "OpUDiv", {u32op(e, "OpISub", {block_log2, a.u32(8)}), a.u32(3)})}),
      block_log2);
  V tail_levels =
      sel(e, micro, a.u32(0),
          sel(e, ule(e, eff_log2, a.u32(11)),
              add(e, a.u32(1), shl(e, a.u32(1), u32op(e, "OpISub", {eff_log2, a.u32(9)}))),
              u32op(e, "OpISub", {eff_log2, a.u32(4)})));
  V narrow = both(e, z_order, ule(e, elem_log2, a.u32(1)));
  V which = u32op(e, "OpUMod", {block_log2, a.u32(3)});
  V tail_w = sel(e, thick, shr(e, bw, e.from_bool(eq(e, which, 1))),
                 shr(e, bw, sel(e, narrow, a.u32(2), a.u32(1))));
  V tail_h = sel(e, thick, shr(e, bh, e.from_bool(eq(e, which, 0))),
                 shr(e, bh, sel(e, both(e, narrow, eq(e, elem_log2, 0)), a.u32(1), a.u32(0))));

  // ---- one pass over the chain: LINEAR rows of align(size, 256 / bpe) elements
  // (Gfx10Lib::HwlComputeSurfaceInfoLinear), each level after the smaller ones;
  // swizzled levels of whole blocks, the tail block first, then the levels from
  // the smallest up (Gfx10Lib::ComputeSurfaceInfoMacroTiled / MicroTiled).
  V lin_align = u32op(e, "OpUDiv", {a.u32(256), umax1(e, bpe)});
  Var lin_slice(e, Ty::kU64, a.u64(0), "lsl"), lin_above(e, Ty::kU64, a.u64(0), "lab");
  Var lin_pitch(e, Ty::kU32, a.u32(0), "lpi");
  Var sw_chain(e, Ty::kU64, a.u64(0), "ssl"), sw_above(e, Ty::kU64, a.u64(0), "sab");
  Var sw_pitch(e, Ty::kU32, a.u32(0), "spi");
  Var first_tail(e, Ty::kU32, levels, "sft");
  counted_loop(e, 16, [&](const V& i) {
    V used = ult(e, i, levels);
    V wi = level_size(e, d.width, i), hi = level_size(e, height, i);
    V pitch = align_to(e, wi, lin_align);
    V size = sel(e, used, mul64(e, mul64(e, wide(e, pitch), wide(e, hi)), bpe64), a.u64(0));
    lin_slice.set(add(e, lin_slice.get(), size));
    lin_above.set(add(e, lin_above.get(), sel(e, ult(e, level, i), size, a.u64(0))));
    lin_pitch.set(sel(e, bop(e, "OpIEqual", {i, level}), pitch, lin_pitch.get()));
    // Swizzled: the first level small enough, with few enough after it, starts
    // the tail; the levels before it take whole blocks.
    V tail_found = ult(e, first_tail.get(), levels);
    V starts_tail = both(e, both(e, ult(e, a.u32(1), levels), is_not(e, tail_found)),
                         both(e, both(e, ule(e, wi, tail_w), ule(e, hi, tail_h)),
                              ule(e, u32op(e, "OpISub", {levels, i}), tail_levels)));
    first_tail.set(sel(e, both(e, used, starts_tail), i, first_tail.get()));
    V blocks = both(e, used, is_not(e, either(e, tail_found, starts_tail)));
    V sp = align_to(e, wi, bw);
    // A level's bytes per slice, times the slices of a thick block.
    V bytes = mul64(e, mul64(e, wide(e, sp), wide(e, align_to(e, hi, bh))), bpe64);
    bytes = mul64(e, bytes, wide(e, shl(e, bd, frag_log2)));  // a thin level's samples too
    bytes = sel(e, blocks, bytes, sel(e, both(e, used, starts_tail), wide(e, block), a.u64(0)));
    sw_chain.set(add(e, sw_chain.get(), bytes));
    sw_above.set(
        add(e, sw_above.get(), sel(e, both(e, blocks, ult(e, level, i)), bytes, a.u64(0))));
    sw_pitch.set(sel(e, bop(e, "OpIEqual", {i, level}), sp, sw_pitch.get()));
  });

  // ---- LINEAR, with the GFX10.3 custom pitch of a single-level 1D or 2D resource
  // (a multiple of the same alignment, as ac_descriptors.c asserts; any other is
  // not carried out).
  V custom = add(e, d.pitch, a.u32(1));
  V pitch_type = is_any(e, want, {kType1d, kType2d, kType2dMsaa});
  V is_custom = both(e, pitch_type, bop(e, "OpUGreaterThan", {custom, d.width}));
  V custom_ok =
      both(e, eq(e, d.max_mip, 0),
           eq(e, u32op(e, "OpBitwiseAnd", {custom, u32op(e, "OpISub", {lin_align, a.u32(1)})}), 0));
  V lin_known = either(e, is_not(e, is_custom), custom_ok);
  V lp = sel(e, is_custom, custom, lin_pitch.get());
  V lslice = sel(e, is_custom, mul64(e, mul64(e, wide(e, custom), wide(e, height)), bpe64),
                 lin_slice.get());
  V lin = add(e, add(e, d.base, mul64(e, wide(e, layer), lslice)), lin_above.get());
  lin = add(e, lin, mul64(e, add(e, wide(e, u32op(e, "OpIMul", {y, lp})), wide(e, x)), bpe64));
  // MSAA and cube are never linear (addrlib's Gfx10Lib::ValidateSwModeParams).
  V linear = both(e, eq(e, d.sw_mode, 0),
                  is_not(e, is_any(e, want, {kTypeCube, kType2dMsaa, kType2dMsaaArray})));

  // ---- swizzled: the level's place (in the tail: its slot's origin, block 0)
  V ft = first_tail.get();
  V in_tail = bop(e, "OpUGreaterThanEqual", {level, ft});
  V slot = u32op(e, "OpISub",
                 {u32op(e, "OpISub", {tail_levels, a.u32(1)}), u32op(e, "OpISub", {level, ft})});
  V tail_offset = sel(e, bop(e, "OpUGreaterThan", {slot, a.u32(6)}), shl(e, a.u32(16), slot),
                      shl(e, slot, a.u32(8)));
  // The origin from the offset's bits, alternating y and x from bit 8 in 256-byte
  // blocks (surf's tail_origin): swapped for odd-sized blocks, then for odd
  // element sizes one bit moved from x to y.
  V ox = a.u32(0), oy = a.u32(0);
  for (uint32_t b = 0; b < 6; ++b) {
    ox = u32op(e, "OpBitwiseOr", {ox, shl(e, field(e, tail_offset, 9 + 2 * b, 1), a.u32(b))});
    oy = u32op(e, "OpBitwiseOr", {oy, shl(e, field(e, tail_offset, 8 + 2 * b, 1), a.u32(b))});
  }
  V odd_block = eq(e, u32op(e, "OpBitwiseAnd", {block_log2, a.u32(1)}), 1);
  V odd_elem = both(e, odd_block, eq(e, u32op(e, "OpBitwiseAnd", {elem_log2, a.u32(1)}), 1));
  V sx = sel(e, odd_block, oy, ox), sy = sel(e, odd_block, ox, oy);
  V tx = sel(e, odd_elem, shr(e, sx, a.u32(1)), sx);
  V ty =
      sel(e, odd_elem,
          u32op(e, "OpBitwiseOr", {shl(e, sy, a.u32(1)), u32op(e, "OpBitwiseAnd", {sx, a.u32(1)})}),
          sy);
  // In elements: a thin 256-byte block is 2^(4 - e/2) x 2^(4 - (e+1)/2) elements
  // of 2^e bytes (Lib::Block256_2d); a thick one 8x4, 4x4, 4x4, 4x2, 2x2
  // (Gfx10Lib::Block256_3d).
  V thick_w_log2 =
      sel(e, eq(e, elem_log2, 0), a.u32(3), sel(e, eq(e, elem_log2, 4), a.u32(1), a.u32(2)));
  V thick_h_log2 = sel(e, ule(e, elem_log2, a.u32(2)), a.u32(2), a.u32(1));
  tx =
      shl(e, tx,
          sel(e, thick, thick_w_log2, u32op(e, "OpISub", {a.u32(4), shr(e, elem_log2, a.u32(1))})));
  ty = shl(e, ty,
           sel(e, thick, thick_h_log2,
               u32op(e, "OpISub", {a.u32(4), shr(e, add(e, elem_log2, a.u32(1)), a.u32(1))})));
  tx = sel(e, in_tail, tx, a.u32(0));
  ty = sel(e, in_tail, ty, a.u32(0));

  // In the block: each address bit the parity of its masked coordinates.
  V ex = add(e, x, tx), ey = add(e, y, ty), ez = sel(e, micro, a.u32(0), layer);
  // x and y side by side, the slice and the sample too (the patterns name 16
  // bits of each).
  V exy = u32op(e, "OpBitwiseOr", {ex, shl(e, ey, a.u32(16))});
  V ezs = u32op(e, "OpBitwiseOr", {ez, shl(e, sample, a.u32(16))});
  Var in_block(e, Ty::kU32, a.u32(0), "sib");
  switch_equations(e, key, [&](const SwizzleEquation& q) {
    in_block.set(
        equation_value(e, q.bits, std::min<unsigned>(q.block_log2, kEquationBits), exy, ezs));
  });
  V block64 = wide(e, block);
  V low = u64op(e, "OpBitwiseAnd", {d.base, u64op(e, "OpISub", {block64, a.u64(1)})});
  V aligned = u64op(e, "OpISub", {d.base, low});
  V block_index = add(e, u32op(e, "OpIMul", {shr(e, y, bh_log2), shr(e, sw_pitch.get(), bw_log2)}),
                      shr(e, x, bw_log2));
  block_index = sel(e, in_tail, a.u32(0), block_index);
  V level_offset = sel(e, in_tail, a.u64(0),
                       add(e, sel(e, ult(e, ft, levels), block64, a.u64(0)), sw_above.get()));
  // A thin slice holds the whole chain; a thick block's slices together do.
  V group = shr(e, layer, bd_log2);
  V swz = add(e, aligned, mul64(e, wide(e, group), sw_chain.get()));
  swz = add(e, swz, level_offset);
  swz = add(e, swz, u64op(e, "OpShiftLeftLogical", {wide(e, block_index), block_log2}));
  swz = add(e, swz, u64op(e, "OpBitwiseXor", {wide(e, in_block.get()), low}));
  // Known: an equation, a single-sampled resource of a type the mode allows, no
  // base bits below the block but the pipe-bank xor's.
  V type_bit = shl(e, a.u32(1), sel(e, one_d, a.u32(0), sel(e, three_d, a.u32(2), a.u32(1))));
  V swz_known =
      both(e, both(e, has, either(e, thin, three_d)),
           bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {allowed, type_bit}), a.u32(0)}));
  swz_known = both(e, swz_known,
                   eq(e, u32op(e, "OpBitwiseAnd", {e.lo(low), u32op(e, "OpNot", {xor_mask})}), 0));

  V addr = sel(e, linear, lin, swz);
  known = both(
      e, known,
      sel(e, linear, lin_known, both(e, bop(e, "OpINotEqual", {d.sw_mode, a.u32(0)}), swz_known)));

  // ---- DCC: the key of the texel's 256-byte block, as surf's dcc_key_offset
  // places it: whole meta blocks row-major over the level, the pattern's nibble
  // address >> 1 inside one, the meta base's pipe xor (its bits 11:8, which the
  // driver ORs in) xored into the key's byte offset. HTILE (surf's
  // htile_word_offset) the same way, with its own pattern over pixels, and an
  // FMASK view's CMASK nibble (surf's cmask_nibble_offset: the pattern's bit 0
  // the nibble of the byte) with its own over FMASK elements. A chain
  // (surf's meta_levels): the mip tail's one meta block first, then the levels
  // before the tail from the smallest up, each in whole meta blocks; a tail
  // level at its origin in the tail, inside that one block. The drivers keep
  // the metadata of the tail's first level only (GFX10 compresses no other);
  // the later tail levels' units lie in the same block, and are read "strict":
  // only an uncompressed key (expanded word) is carried out, which says memory
  // whether or not the unit consults it for those levels.
  const V& w6 = words.w[6];
  V elem_key = e.a.glsl(Ty::kU32, "UMin", {elem_log2, a.u32(7)});
  V dkey =
      sel(e, cmask, add(e, a.u32(kCmaskKey), elem_key),
          sel(e, htile, a.u32(kHtileKey), add(e, shl(e, field(e, w6, 19, 1), a.u32(3)), elem_key)));
  V mx = add(e, x, tx), my = add(e, y, ty);
  Var dhead_v(e, Ty::kU32, a.u32(0), "dhd"), dnib_v(e, Ty::kU32, a.u32(0), "dnb");
  switch_table(
      e, dkey, dcc_equations(),
      [](const DccEquation& q) {
        return q.cmask   ? kCmaskKey + q.elem_log2
               : q.htile ? kHtileKey
                         : (q.pipe_aligned ? 8u : 0u) + q.elem_log2;
      },
      [&](const DccEquation& q) {
        dhead_v.set(a.u32(1u | uint32_t{q.key_block_log2} << 8 |
                          uint32_t{q.meta_block_w_log2} << 16 |
                          uint32_t{q.meta_block_h_log2} << 24));
        dnib_v.set(equation_value(e, q.bits, q.key_block_log2 + 1u,
                                  u32op(e, "OpBitwiseOr", {mx, shl(e, my, a.u32(16))}), layer));
      });
  V dhead = dhead_v.get();
  V kbl = field(e, dhead, 8, 8), mbw_log2 = field(e, dhead, 16, 8);
  V mbh_log2 = field(e, dhead, 24, 8);
  V mbw = shl(e, a.u32(1), mbw_log2), mbh = shl(e, a.u32(1), mbh_log2);
  auto meta_blocks = [&](const V& w, const V& h) {  // a level's meta blocks, its width's
    return std::pair{shr(e, align_to(e, w, mbw), mbw_log2), shr(e, align_to(e, h, mbh), mbh_log2)};
  };
  // The chain's metadata sizes only where the access reads through metadata
  // (the other results are then unused): most accesses skip the loop.
  Var m_chain(e, Ty::kU64, a.u64(0), "msl"), m_above(e, Ty::kU64, a.u64(0), "mab");
  a.if_begin(d.compressed);
  counted_loop(e, 16, [&](const V& i) {
    auto [bw_i, bh_i] = meta_blocks(level_size(e, d.width, i), level_size(e, height, i));
    V size = u64op(e, "OpShiftLeftLogical", {mul64(e, wide(e, bw_i), wide(e, bh_i)), kbl});
    V before_tail = ult(e, i, ft);
    m_chain.set(add(e, m_chain.get(), sel(e, before_tail, size, a.u64(0))));
    m_above.set(
        add(e, m_above.get(), sel(e, both(e, before_tail, ult(e, level, i)), size, a.u64(0))));
  });
  a.if_end();
  V tail_block =
      sel(e, ult(e, ft, levels), u64op(e, "OpShiftLeftLogical", {a.u64(1), kbl}), a.u64(0));
  V dslice = add(e, m_chain.get(), tail_block);
  V m_level = sel(e, in_tail, a.u64(0), add(e, tail_block, m_above.get()));
  V mb_w = wide(e, sel(e, in_tail, a.u32(1), meta_blocks(wl, hl).first));
  V dblock = add(e, mul64(e, wide(e, shr(e, my, mbh_log2)), mb_w), wide(e, shr(e, mx, mbw_log2)));
  V pipe_xor = field(e, w6, 24, 4);
  V in_key_block =
      u32op(e, "OpBitwiseXor", {shr(e, dnib_v.get(), a.u32(1)), shl(e, pipe_xor, a.u32(8))});
  V doff = add(e, add(e, mul64(e, wide(e, layer), dslice), m_level),
               add(e, u64op(e, "OpShiftLeftLogical", {dblock, kbl}), wide(e, in_key_block)));
  // A level with metadata: before the tail, or in it with the texel's place
  // inside the tail's meta block.
  V meta_level = either(e, ult(e, level, ft), both(e, ult(e, mx, mbw), ult(e, my, mbh)));
  V strict = bop(e, "OpUGreaterThan", {level, ft});
  // Placed: an equation, an R_X or Z_X 2D, 2D-array or cube resource, a level
  // with metadata (HTILE and CMASK: Z_X, META_PIPE_ALIGNED), and no meta base
  // bits below the meta block but the pipe xor's. Not a multisampled view: where
  // a sample's key lies is not published (D28, "Keys of samples"), so its
  // accesses escape as image-dcc.
  V meta_256b = u32op(e, "OpBitwiseOr", {shl(e, words.w[7], a.u32(8)), field(e, w6, 24, 8)});
  V meta_low = u32op(
      e, "OpBitwiseAnd",
      {meta_256b,
       u32op(e, "OpISub", {shl(e, a.u32(1), u32op(e, "OpISub", {kbl, a.u32(8)})), a.u32(1)})});
  V modes =
      sel(e, either(e, htile, cmask), both(e, eq(e, d.sw_mode, 24), eq(e, field(e, w6, 19, 1), 1)),
          is_any(e, d.sw_mode, {24, 27}));
  V dcc_known = both(e, eq(e, field(e, dhead, 0, 1), 1),
                     both(e, modes, is_any(e, want, {kType2d, kType2dArray, kTypeCube})));
  dcc_known = both(e, dcc_known, meta_level);
  dcc_known = both(e, dcc_known, eq(e, u32op(e, "OpBitwiseAnd", {meta_low, a.u32(~0xfu)}), 0));
  dcc_known = both(e, dcc_known, ule(e, e.hi(doff), a.u32(0xffffff)));
  V flags = u32op(e, "OpBitwiseOr", {e.from_bool(in_range), shl(e, e.from_bool(known), a.u32(1))});
  flags = u32op(e, "OpBitwiseOr", {flags, shl(e, e.from_bool(dcc_known), a.u32(2))});
  flags = u32op(e, "OpBitwiseOr", {flags, shl(e, e.from_bool(strict), a.u32(3))});
  flags = u32op(e, "OpBitwiseOr", {flags, shl(e, e.from_bool(sample_past), a.u32(4))});
  flags = u32op(e, "OpBitwiseOr",
                {flags, shl(e, u32op(e, "OpBitwiseAnd", {dnib_v.get(), a.u32(1)}), a.u32(5))});
  flags = u32op(e, "OpBitwiseOr", {flags, shl(e, e.hi(doff), a.u32(8))});
  V out = a.op(Ty::kV4U32, "OpCompositeConstruct", {e.lo(addr), e.hi(addr), flags, e.lo(doff)});
  a.line(fmt::format("OpReturnValue {}", out.id));
  a.end_function();
}

}  // namespace rdnavk::xlate
