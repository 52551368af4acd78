// The sampling instructions, image_sample and its suffixes (MIMG; RDNA2 ISA
// chapter 8), taken in the module from the T# and S# the program holds
// (decision records 0034 and 0035): the LOD, the level or levels it selects,
// the texels each filter reads, wrapped by the address modes, read as
// image_load reads them (image_ops.h), compared for the _c forms and blended.
//
// The address registers, in order (LLVM's AMDGPU image intrinsics): the _o
// offsets, the _b bias, the _c reference, the _d derivatives (each axis's
// d/dx, then each axis's d/dy), the coordinates (x, y, z or the layer), then
// the _l LOD or the _cl clamp.
//
// Where the unit's own arithmetic is published or fixed by the API the result
// is exact; where a sample depends on arithmetic that is not (which texel a
// coordinate near an edge falls in, which level a LOD near a boundary takes,
// the comparison of nearly equal depths) it escapes `image-sample-escape`; the
// filter weights' precision is the one tolerance (D35).

#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <string_view>
#include <vector>

#include "isa/table.h"
#include "xlate/buffer_formats.h"
#include "xlate/format_convert.h"
#include "xlate/image_address.h"
#include "xlate/image_ops.h"
#include "xlate/stage_common.h"
#include "xlate/vector_common.h"

namespace rdnavk::xlate {

namespace {

using isa::Field;
using isa::Instruction;
using namespace fconv;
using namespace image_common;

V flt(Emit& e, const char* op, const V& x, const V& y) {
  return bop(e, op, {x, y});
}
V as_float(Emit& e, const V& u) {
  return e.a.op(Ty::kF32, "OpBitcast", {u});
}

struct Form {
  bool gather = false;  // image_gather4: a component of each texel of the 2x2 footprint
  bool offset = false, bias = false, compare = false, derivs = false, coarse = false;
  bool lod = false, lz = false, clamp = false, g16 = false;
};
// The suffixes of an image_sample or image_gather4 mnemonic.
bool parse_form(std::string_view name, Form* f) {
  constexpr std::string_view kSample = "image_sample", kGather = "image_gather4";
  if (name.substr(0, kSample.size()) == kSample) {
    name.remove_prefix(kSample.size());
  } else if (name.substr(0, kGather.size()) == kGather) {
    name.remove_prefix(kGather.size());
    f->gather = true;
  } else {
    return false;
  }
  while (!name.empty()) {
    if (name[0] != '_') return false;
    name.remove_prefix(1);
    size_t end = name.find('_');
    std::string_view t = name.substr(0, end);
    name.remove_prefix(end == std::string_view::npos ? name.size() : end);
    if (t == "o")
      f->offset = true;
    else if (t == "b")
      f->bias = true;
    else if (t == "c")
      f->compare = true;
    else if (t == "d")
      f->derivs = true;
    else if (t == "cd")
      f->derivs = f->coarse = true;
    else if (t == "l")
      f->lod = true;
    else if (t == "lz")
      f->lz = true;
    else if (t == "cl")
      f->clamp = true;
    else if (t == "g16")
      f->g16 = true;
    else
      return false;
  }
  return true;
}

// ---- one axis

// A point sample's texel along one axis, before wrapping: floor of the
// coordinate in texels, as Vulkan's nearest filter and the texture unit's
// TRUNC_COORD truncation give it. The unit converts the coordinate to fixed
// point with a precision it does not publish (RADV reports 8 sub-texel bits):
// within 1/256 of a texel edge, but not on it, the texel is not known
// (`ambiguous`), nor is it for a NaN, an infinity or a coordinate past 2^24
// texels.
struct Axis {
  V index;      // u32 holding a signed texel index
  V ambiguous;  // bool
};
Axis point_axis(Emit& e, const V& u) {
  auto& a = e.a;
  V fl = a.glsl(Ty::kF32, "Floor", {u});
  V off = a.glsl(Ty::kF32, "FAbs", {fop(e, "OpFSub", {u, a.glsl(Ty::kF32, "RoundEven", {u})})});
  V near = both(e, flt(e, "OpFOrdLessThan", off, f32(e, 1.0f / 256.0f)),
                flt(e, "OpFOrdNotEqual", off, f32(e, 0.0f)));
  V small = flt(e, "OpFOrdLessThan", a.glsl(Ty::kF32, "FAbs", {u}), f32(e, 16777216.0f));
  Axis r;
  r.ambiguous = either(e, near, is_not(e, small));
  r.index = u32op(e, "OpConvertFToS", {sel(e, small, fl, f32(e, 0.0f))});
  return r;
}

// A linear filter's pair of texels along one axis: the lower one (`index`) and
// the upper one's weight (`weight`; the lower's is 1 - weight), from the
// coordinate in texels less half a texel. A NaN, an infinity or a coordinate
// past 2^24 texels is not known.
struct LinearAxis {
  V index;      // u32 holding a signed texel index
  V weight;     // f32
  V ambiguous;  // bool
};
LinearAxis linear_axis(Emit& e, const V& u) {
  auto& a = e.a;
  V shifted = fop(e, "OpFSub", {u, f32(e, 0.5f)});
  V small = flt(e, "OpFOrdLessThan", a.glsl(Ty::kF32, "FAbs", {shifted}), f32(e, 16777216.0f));
  V s = sel(e, small, shifted, f32(e, 0.0f));
  V fl = a.glsl(Ty::kF32, "Floor", {s});
  LinearAxis r;
  r.index = u32op(e, "OpConvertFToS", {fl});
  r.weight = fop(e, "OpFSub", {s, fl});
  r.ambiguous = is_not(e, small);
  return r;
}

// The index wrapped as the sampler's CLAMP_X/Y/Z (SQ_TEX_CLAMP_*: 0 wrap, 1
// mirror, 2 clamp to the last texel, 3 mirror once then the last texel, 6
// border, 7 mirror once then border; the half-border modes 4 and 5 are 6 after
// the caller clamps the coordinate) into [0, size): whether it fell on the
// border, and whether the mode escapes.
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
  V outside = either(e, neg, bop(e, "OpSGreaterThanEqual", {i, size}));
  V once_outside = bop(e, "OpUGreaterThanEqual", {once, size});
  Wrapped w;
  w.index = sel(e, eq(e, mode, 0), rep,
                sel(e, eq(e, mode, 1), mirrored,
                    sel(e, either(e, eq(e, mode, 3), eq(e, mode, 7)),
                        a.glsl(Ty::kU32, "UMin", {once, last}), clamped)));
  w.border =
      sel(e, eq(e, mode, 6), outside, sel(e, eq(e, mode, 7), once_outside, a.boolean(false)));
  w.escape = either(e, eq(e, mode, 4), eq(e, mode, 5));  // not clamped by the caller
  return w;
}

// The border colour's channel (0..3: R, G, B, A) that the texel's component `c`
// (before DST_SEL) takes, by the T#'s BC_SWIZZLE (XYZW, XWYZ, WZYX, WXYZ, ZYXW,
// YXWZ: component c takes the letter at c; Mesa's ac_border_color_swizzle gives
// an alpha-only format WXYZ, so that its one component is the border's alpha).
// Values 6 and 7 are not named; the caller escapes them.
V border_channel(Emit& e, const V& bc_swizzle, unsigned c) {
  auto& a = e.a;
  // Each value's four letters, two bits a component from the least significant.
  static constexpr uint32_t kLetters[6] = {0xe4, 0x9c, 0x1b, 0x93, 0xc6, 0xb1};
  V letters = a.u32(kLetters[0]);
  for (uint32_t v = 1; v < 6; ++v)
    letters = sel(e, eq(e, bc_swizzle, v), a.u32(kLetters[v]), letters);
  return field(e, letters, 2 * c, 2);
}

// The border's value of component `c` for BORDER_COLOR_TYPE 0 (transparent
// black), 1 (opaque black) or 2 (opaque white), as the register value a load of
// the format returns: 1.0 for UNORM, SNORM and FLOAT. Its channel is
// border_channel's. The table (3), and a "1" of an integer or scaled format,
// are the caller's.
V border_component(Emit& e, const Layout& l, const V& type, const V& channel) {
  V one = constant_one(e, l);
  V white = eq(e, type, 2);
  V alpha_one = either(e, white, eq(e, type, 1));
  return sel(e, sel(e, eq(e, channel, 3), alpha_one, white), one, e.a.u32(0));
}

// ---- cube edges

// Vulkan's cube faces (its table of major axes, which v_cubesc, v_cubetc and
// v_cubeid follow): the direction that hits face f at face coordinates (sc,
// tc) in [-1, 1], and the face and coordinates a direction hits.
std::array<double, 3> face_direction(unsigned f, double sc, double tc) {
  switch (f) {
    case 0:
      return {1, -tc, -sc};
    case 1:
      return {-1, -tc, sc};
    case 2:
      return {sc, 1, tc};
    case 3:
      return {sc, -1, -tc};
    case 4:
      return {sc, -tc, 1};
    default:
      return {-sc, -tc, -1};
  }
}
void direction_face(const std::array<double, 3>& d, unsigned* f, double* sc, double* tc) {
  const double ax = std::fabs(d[0]), ay = std::fabs(d[1]), az = std::fabs(d[2]);
  if (ax >= ay && ax >= az) {
    *f = d[0] > 0 ? 0 : 1;
    *sc = (d[0] > 0 ? -d[2] : d[2]) / ax;
    *tc = -d[1] / ax;
  } else if (ay >= az) {
    *f = d[1] > 0 ? 2 : 3;
    *sc = d[0] / ay;
    *tc = (d[1] > 0 ? d[2] : -d[2]) / ay;
  } else {
    *f = d[2] > 0 ? 4 : 5;
    *sc = (d[2] > 0 ? d[0] : -d[0]) / az;
    *tc = -d[1] / az;
  }
}

// Seamless cube filtering (Vulkan's cube map edge handling): a texel one past
// an edge of face f is the texel of the adjacent face that the direction
// through its centre hits. For each face and side (0: x < 0, 1: x >= size,
// 2: y < 0, 3: y >= size), the adjacent face (bits 2:0) and how its x (bits
// 4:3) and y (bits 6:5) follow from the texel's coordinate along the edge, c:
// 0, size - 1, c, or size - 1 - c. Found by projecting the centres of a face
// of 8 texels, where the four forms give four different values.
std::vector<uint32_t> cube_seam_table() {
  constexpr int kN = 8, kC = 2;
  std::vector<uint32_t> table;
  for (unsigned f = 0; f < 6; ++f)
    for (unsigned side = 0; side < 4; ++side) {
      const int i = side == 0 ? -1 : side == 1 ? kN : kC;
      const int j = side == 2 ? -1 : side == 3 ? kN : kC;
      auto centre = [](int t) { return (2.0 * t + 1.0) / kN - 1.0; };
      unsigned nf = 0;
      double sc = 0, tc = 0;
      direction_face(face_direction(f, centre(i), centre(j)), &nf, &sc, &tc);
      auto texel = [](double c) { return static_cast<int>(std::floor((c + 1.0) / 2.0 * kN)); };
      auto form = [](int t) -> uint32_t {
        return t == 0 ? 0 : t == kN - 1 ? 1 : t == kC ? 2 : 3;  // 3: kN - 1 - kC
      };
      table.push_back(nf | form(texel(sc)) << 3 | form(texel(tc)) << 5);
    }
  return table;
}

// ---- the LOD

// The LOD a sample is taken at, before the sampler's clamps: `lo` and `hi`
// bound what the unit may compute, `centre` is rdnavk's own value (D35).
struct Lod {
  V lo, hi, centre;  // f32
  V escape;          // bool
  V isotropic;       // bool: every candidate's two scale factors one and the same
};

// A sampler's 4.8 fixed-point LOD field as a float.
V fixed_lod(Emit& e, const V& f) {
  return fop(e, "OpFMul", {e.a.op(Ty::kF32, "OpConvertUToF", {f}), f32(e, 1.0f / 256.0f)});
}

// The implicit LOD from the scale factors' candidates: `mx[c][k]` and
// `my[c][k]` are axis k's derivatives in texels along x and y by candidate c.
// Vulkan bounds each direction's scale between its largest component and the
// components' sum (the spec's sqrt form and the usual approximations lie
// between); the unit's derivatives are the quad's coarse or fine differences,
// each a candidate. `centre` is the spec's form on the first candidates.
Lod lod_from_scales(Emit& e, const std::vector<std::vector<V>>& mx,
                    const std::vector<std::vector<V>>& my) {
  auto& a = e.a;
  auto fmax = [&](const V& x, const V& y) { return a.glsl(Ty::kF32, "FMax", {x, y}); };
  auto fmin = [&](const V& x, const V& y) { return a.glsl(Ty::kF32, "FMin", {x, y}); };
  auto bounds = [&](const std::vector<std::vector<V>>& m, V* lo, V* hi, V* ideal) {
    for (size_t c = 0; c < m.size(); ++c) {
      V largest = f32(e, 0.0f), sum = f32(e, 0.0f), squares = f32(e, 0.0f);
      for (const V& d : m[c]) {
        V ad = a.glsl(Ty::kF32, "FAbs", {d});
        largest = fmax(largest, ad);
        sum = fop(e, "OpFAdd", {sum, ad});
        squares = fop(e, "OpFAdd", {squares, fop(e, "OpFMul", {d, d})});
      }
      *lo = c == 0 ? largest : fmin(*lo, largest);
      *hi = c == 0 ? sum : fmax(*hi, sum);
      if (c == 0) *ideal = a.glsl(Ty::kF32, "Sqrt", {squares});
    }
  };
  V lox, hix, idx, loy = f32(e, 0.0f), hiy = f32(e, 0.0f), idy = f32(e, 0.0f);
  bounds(mx, &lox, &hix, &idx);
  if (!my.empty()) bounds(my, &loy, &hiy, &idy);
  V nan = a.boolean(false);
  for (const V& v : {lox, hix, idx, loy, hiy, idy}) nan = either(e, nan, bop(e, "OpIsNan", {v}));
  // log2 of a scale: GLSL's is undefined at 0, so 0 and anything below the
  // smallest LOD a clamp can ask for take -1000 (and an infinity +1000).
  auto log2 = [&](const V& x) {
    V l = a.glsl(Ty::kF32, "Log2", {fmax(x, f32(e, 1.0e-30f))});
    V tiny = flt(e, "OpFOrdLessThanEqual", x, f32(e, 1.0e-30f));
    V huge = flt(e, "OpFOrdGreaterThan", x, f32(e, 3.0e38f));
    return sel(e, tiny, f32(e, -1000.0f), sel(e, huge, f32(e, 1000.0f), l));
  };
  Lod r;
  r.lo = log2(fmax(lox, loy));
  r.hi = log2(fmax(hix, hiy));
  r.centre = log2(fmax(idx, idy));
  r.escape = nan;
  // Isotropic: the bounds of both directions meet at one value, so that every
  // candidate has one scale factor in both (an axis-aligned square footprint).
  r.isotropic =
      my.empty()
          ? a.boolean(false)
          : both(e, both(e, flt(e, "OpFOrdEqual", lox, hix), flt(e, "OpFOrdEqual", loy, hiy)),
                 flt(e, "OpFOrdEqual", lox, loy));
  return r;
}

// ---- the sample

// A dword's value in each of the four lanes of the lane's quad (lanes
// 4q..4q+3: top left, top right, bottom left, bottom right), as variables:
// published first, since a step across lanes may end the segment.
std::array<std::string, 4> quad_values(Emit& e, const V& v) {
  auto& a = e.a;
  e.publish_dword(v);
  V q = u32op(e, "OpBitwiseAnd", {e.lane(), a.u32(~3u)});
  std::array<std::string, 4> r;
  for (unsigned j = 0; j < 4; ++j) {
    r[j] = a.local(Ty::kU32, "quad");
    a.store(r[j], e.read_lane(u32op(e, "OpIAdd", {q, a.u32(j)})));
  }
  return r;
}

constexpr float kLodStep = 1.0f / 256.0f;  // the unit's LOD fixed point (S# MIN/MAX_LOD 4.8)

bool image_sample(Emit& e, const Instruction& in) {
  Form form;
  if (!parse_form(in.info->name, &form)) return e.refuse("image-sample-form");
  if (!check_fields(e, in)) return false;
  // A16 (LLVM's packing of the AMDGPU image intrinsics with 16-bit addresses,
  // which llc-19 shows for gfx1030): the coordinates and then the LOD or clamp
  // as halves, two to a VGPR; the bias a half alone in its VGPR's low bits; the
  // offset and the reference 32 bits as ever; derivatives 16-bit, which the
  // _g16 forms name (a plain _d with A16 is not carried out).
  const bool a16 = in.field(Field::kA16) != 0;
  if (a16 && form.derivs && !form.g16) return e.refuse("image-sample-a16-derivatives");
  // Gathers read one level. At LOD 0 (_lz, what ACO emits for Vulkan's and
  // GL's gathers, which read the base level) that is the base level; which
  // level another LOD takes the unit to is not published, so the other forms
  // are carried out on a view of one level, where every LOD reads it, and
  // escape (image-sample-lod) on a view of more. DMASK names the one component
  // gathered.
  if (form.gather && std::popcount(in.field(Field::kDmask)) != 1)
    return e.refuse("image-gather4-dmask");
  auto& a = e.a;
  auto dim = static_cast<ImageDim>(in.field(Field::kDim));
  if (dim != ImageDim::k1d && dim != ImageDim::k2d && dim != ImageDim::k3d &&
      dim != ImageDim::k1dArray && dim != ImageDim::k2dArray && dim != ImageDim::kCube)
    return e.refuse("image-sample-dim");
  if (form.gather && dim != ImageDim::k2d && dim != ImageDim::k2dArray && dim != ImageDim::kCube)
    return e.refuse("image-sample-dim");
  // A cube's coordinates are the face's, as the drivers compute them with
  // v_cubesc/tc/ma: each in [1, 2], the face's [0, 1] plus one, then the face
  // (v_cubeid; a cube array adds 8 per cube).
  const bool cube = dim == ImageDim::kCube;
  const bool array = dim == ImageDim::k1dArray || dim == ImageDim::k2dArray;
  const unsigned n = image_coordinate_count(dim);
  const unsigned axes = n - (array || cube ? 1 : 0);  // coordinates with a derivative
  const unsigned at_offset = 0;
  const unsigned at_bias = at_offset + (form.offset ? 1 : 0);
  const unsigned at_ref = at_bias + (form.bias ? 1 : 0);
  const unsigned at_derivs = at_ref + (form.compare ? 1 : 0);
  // G16: 16-bit derivatives, two to a VGPR, each direction's starting a VGPR
  // of its own (LLVM's packing of the AMDGPU image intrinsics' gradients).
  const unsigned deriv_regs = form.g16 ? (axes + 1) / 2 : axes;  // a direction's
  const unsigned at_coords = at_derivs + (form.derivs ? 2 * deriv_regs : 0);
  // The coordinates, then the LOD or the clamp (value n).
  const unsigned coord_values = n + ((form.lod || form.clamp) ? 1 : 0);
  if (address_count(in) < at_coords + (a16 ? (coord_values + 1) / 2 : coord_values))
    return e.refuse("image-address-count");
  const unsigned rs = in.field(Field::kSrsrc) * 4, ss = in.field(Field::kSsamp) * 4;
  if (!e.valid_sgpr(rs, 8) || !e.valid_sgpr(ss, 4)) return e.refuse("image-descriptor-register");
  auto addr_f = [&](unsigned i) { return as_float(e, address(e, in, i)); };
  // Coordinate value k's f32 bits (A16: its half widened, exactly).
  auto coord_bits = [&](unsigned k) {
    if (!a16) return address(e, in, at_coords + k);
    return half_bits_to_f32(e, field(e, address(e, in, at_coords + k / 2), 16 * (k % 2), 16));
  };
  auto coord_f = [&](unsigned k) { return as_float(e, coord_bits(k)); };
  const bool implicit = !form.lod && !form.lz && !form.derivs;
  const bool explicit_lod = form.lod || form.lz;

  // The implicit LOD's derivatives: each coordinate's value in the four lanes
  // of the lane's quad (lanes 4q..4q+3: top left, top right, bottom left,
  // bottom right), published before anything else, since a step across lanes
  // may end the segment.
  std::vector<std::array<std::string, 4>> quad(axes + (cube ? 1 : 0));
  // The unit takes each quad's four coordinates whether or not their lanes are
  // in EXEC (LLVM ends whole quad mode before a sample whose inputs were
  // computed in it): an inactive lane's registers are read as they are.
  if (implicit)
    for (unsigned k = 0; k < quad.size(); ++k) quad[k] = quad_values(e, coord_bits(k));

  // _cd: the program's derivatives, which the unit takes once per quad; which
  // lane's it takes is not published, so a quad whose four lanes (in EXEC or
  // not, as for the coordinates) do not give the same derivatives escapes
  // (image-sample-lod). Each derivative register is published and read back
  // from the quad's lanes here, before anything else.
  std::vector<std::array<std::string, 4>> coarse_quad;
  if (form.coarse) {
    for (unsigned k = 0; k < 2 * deriv_regs; ++k) {
      e.publish_dword(address(e, in, at_derivs + k));
      V q = u32op(e, "OpBitwiseAnd", {e.lane(), a.u32(~3u)});
      coarse_quad.emplace_back();
      for (unsigned j = 0; j < 4; ++j) {
        coarse_quad.back()[j] = a.local(Ty::kU32, "cdq");
        a.store(coarse_quad.back()[j], e.read_lane(u32op(e, "OpIAdd", {q, a.u32(j)})));
      }
    }
  }

  ImageAccess acc;
  acc.dmask = in.field(Field::kDmask);
  ImageWords words = read_image_words(e, rs);
  acc.d = decode_image_descriptor(e, words);
  acc.l = layout_of(e, format_word(e, acc.d.format, true), true);
  acc.htile = htile_metadata(e, acc.d, acc.l);
  acc.null = bop(e, "OpULessThan", {acc.d.type, a.u32(8)});
  fmask_view(e, false, false, &acc);  // a sample of an FMASK view escapes
  V s0 = e.sgpr(ss), s1 = e.sgpr(ss + 1), s2 = e.sgpr(ss + 2), s3 = e.sgpr(ss + 3);
  V unnormalized = bop(e, "OpINotEqual", {field(e, s0, 15, 1), a.u32(0)});
  // XY_MAG_FILTER and XY_MIN_FILTER: 0 point, 1 bilinear, 2 and 3 their
  // anisotropic forms (what RADV and radeonsi set with MAX_ANISO_RATIO for a
  // maximum anisotropy above 1).
  V mag_raw = field(e, s2, 20, 2), min_raw = field(e, s2, 22, 2);
  V mag_filter = field(e, mag_raw, 0, 1), min_filter = field(e, min_raw, 0, 1);
  V z_filter = field(e, s2, 24, 2), mip_filter = field(e, s2, 26, 2);
  V anisotropic = either(e, bop(e, "OpINotEqual", {field(e, s0, 9, 3), a.u32(0)}),
                         either(e, bop(e, "OpUGreaterThan", {mag_raw, a.u32(1)}),
                                bop(e, "OpUGreaterThan", {min_raw, a.u32(1)})));

  // What the sampler asks that is not carried out escapes: FORCE_DEGAMMA,
  // LOD_BIAS_SEC, MIP_FILTER 3, Z_FILTER 3, DERIV_ADJUST_EN (which moves the
  // border fields), a T# MIN_LOD or CORNER_SAMPLES. Anisotropy is decided
  // with the LOD (below).
  V state_escape = a.boolean(false);
  for (V f : {field(e, s0, 20, 1), field(e, s2, 14, 6), field(e, s2, 31, 1),
              field(e, words.w[1], 8, 12), field(e, words.w[5], 23, 1)})
    state_escape = either(e, state_escape, bop(e, "OpINotEqual", {f, a.u32(0)}));
  state_escape = either(e, state_escape, either(e, eq(e, mip_filter, 3), eq(e, z_filter, 3)));
  // SKIP_DEGAMMA on an sRGB view: the unit's documents name the field, not
  // what it reads (D40).
  state_escape = either(e, state_escape,
                        both(e, bop(e, "OpINotEqual", {field(e, s0, 31, 1), a.u32(0)}),
                             eq(e, acc.l.type, static_cast<uint32_t>(NumType::kSrgb))));
  // The escapes met so far, as the status bits they raise.
  std::string escape_var = a.local(Ty::kU32, "sesc");
  a.store(escape_var, sel(e, state_escape, a.u32(kStatusSampleState), a.u32(0)));
  auto escape_if = [&](const V& c, StatusBit bit) {
    a.store(escape_var, u32op(e, "OpBitwiseOr",
                              {a.load(Ty::kU32, escape_var), sel(e, c, a.u32(bit), a.u32(0))}));
  };

  // The base level's size along each axis (the LOD's scale).
  auto level_size = [&](const V& size, const V& level) {
    return a.glsl(Ty::kU32, "UMax", {u32op(e, "OpShiftRightLogical", {size, level}), a.u32(1)});
  };
  std::array<V, 3> sizes = {acc.d.width, acc.d.height, u32op(e, "OpIAdd", {acc.d.depth, a.u32(1)})};

  // ---- the LOD, before the sampler's bias and clamps
  V sampler_bias = fop(
      e, "OpFMul",
      {a.op(Ty::kF32, "OpConvertSToF", {u32op(e, "OpBitFieldSExtract", {s2, a.u32(0), a.u32(14)})}),
       f32(e, 1.0f / 256.0f)});
  Lod lod;
  if (implicit || form.derivs) {
    std::vector<std::vector<V>> mx, my;
    // A cube's face coordinates span the face once ([1, 2]), so they scale by
    // the face's size as a 2D image's [0, 1] do. Mesa's cube lowering fixes
    // that: it hands the unit textureGrad's derivatives transformed into the
    // same [1, 2] coordinates, unscaled, for the unit to treat as an implicit
    // LOD's quad differences.
    std::vector<V> scale;
    for (unsigned k = 0; k < axes; ++k)
      scale.push_back(a.op(Ty::kF32, "OpConvertUToF", {level_size(sizes[k], acc.d.base_level)}));
    auto scaled = [&](const V& d, unsigned k) { return fop(e, "OpFMul", {d, scale[k]}); };
    if (form.derivs) {
      mx.resize(1);
      my.resize(1);
      auto deriv = [&](unsigned direction, unsigned k) {
        unsigned first = at_derivs + direction * deriv_regs;
        if (!form.g16) return addr_f(first + k);
        V half = field(e, address(e, in, first + k / 2), 16 * (k % 2), 16);
        V h = a.op(Ty::kF16, "OpBitcast", {a.op(Ty::kU16, "OpUConvert", {half})});
        return a.op(Ty::kF32, "OpFConvert", {h});
      };
      for (unsigned k = 0; k < axes; ++k) {
        mx[0].push_back(scaled(deriv(0, k), k));
        my[0].push_back(scaled(deriv(1, k), k));
      }
      for (const auto& q : coarse_quad)
        for (unsigned j = 1; j < 4; ++j)
          escape_if(bop(e, "OpINotEqual", {a.load(Ty::kU32, q[j]), a.load(Ty::kU32, q[0])}),
                    kStatusSampleLod);
    } else {
      // Coarse: top right less top left, bottom left less top left; fine: the
      // lane's own row and column. The candidates: both rows, both columns.
      mx.resize(2);
      my.resize(2);
      for (unsigned k = 0; k < axes; ++k) {
        auto v = [&](unsigned j) { return as_float(e, a.load(Ty::kU32, quad[k][j])); };
        mx[0].push_back(scaled(fop(e, "OpFSub", {v(1), v(0)}), k));
        mx[1].push_back(scaled(fop(e, "OpFSub", {v(3), v(2)}), k));
        my[0].push_back(scaled(fop(e, "OpFSub", {v(2), v(0)}), k));
        my[1].push_back(scaled(fop(e, "OpFSub", {v(3), v(1)}), k));
      }
      // A cube's quad across faces: how the unit takes its derivatives there
      // is not published.
      if (cube)
        for (unsigned j = 1; j < 4; ++j)
          escape_if(bop(e, "OpINotEqual",
                        {a.load(Ty::kU32, quad[axes][j]), a.load(Ty::kU32, quad[axes][0])}),
                    kStatusSampleLod);
    }
    if (axes == 1) my.clear();  // 1D: no y direction
    // 1D images still have a y derivative of zero: the x direction decides.
    lod = lod_from_scales(e, mx, my);
    escape_if(lod.escape, kStatusSampleLod);
    V bias = sampler_bias;
    if (form.bias)
      bias = fop(
          e, "OpFAdd",
          {bias, a16 ? as_float(e, half_bits_to_f32(e, field(e, address(e, in, at_bias), 0, 16)))
                     : addr_f(at_bias)});
    lod.lo = fop(e, "OpFAdd", {lod.lo, bias});
    lod.hi = fop(e, "OpFAdd", {lod.hi, bias});
    lod.centre = fop(e, "OpFAdd", {lod.centre, bias});
  } else {
    V l = form.lod ? coord_f(n) : f32(e, 0.0f);
    escape_if(bop(e, "OpIsNan", {l}), kStatusSampleLod);
    l = sel(e, bop(e, "OpIsNan", {l}), f32(e, 0.0f), l);
    // Whether the unit adds LOD_BIAS to an explicit LOD (and to _lz's zero) is
    // not published.
    escape_if(bop(e, "OpINotEqual", {field(e, s2, 0, 14), a.u32(0)}), kStatusSampleState);
    lod = {l, l, l, a.boolean(false), a.boolean(false)};
  }
  // Anisotropy (D35): Vulkan's anisotropic filter takes N = min(ceil(rho_max /
  // rho_min), max ratio) samples along the footprint's major axis at the LOD
  // of rho_max / N, and where N is 1 it is the filter without anisotropy. How
  // the unit counts and places its samples otherwise is not published, nor
  // whether it applies anisotropy to an explicit LOD. A gather reads its
  // footprint whatever the filter. So an anisotropic sampler is carried out
  // where the footprint is exactly isotropic (N is 1 at any ratio), as its
  // filter's point or bilinear form, and escapes elsewhere; MAX_ANISO_RATIO 0
  // with an anisotropic filter (which neither driver sets) escapes too.
  if (!form.gather) {
    V one_sample = explicit_lod ? a.boolean(false) : lod.isotropic;
    V no_ratio = both(e, eq(e, field(e, s0, 9, 3), 0),
                      either(e, bop(e, "OpUGreaterThan", {mag_raw, a.u32(1)}),
                             bop(e, "OpUGreaterThan", {min_raw, a.u32(1)})));
    escape_if(both(e, anisotropic, either(e, is_not(e, one_sample), no_ratio)),
              kStatusSampleAnisotropic);
  }
  // The clamps: the sampler's MIN_LOD (or the _cl clamp, the larger) and
  // MAX_LOD. A clamp above the maximum is not defined by Vulkan.
  V min_lod = fixed_lod(e, field(e, s1, 0, 12)), max_lod = fixed_lod(e, field(e, s1, 12, 12));
  if (form.clamp) {
    V cl = coord_f(n);
    escape_if(bop(e, "OpIsNan", {cl}), kStatusSampleLod);
    min_lod = a.glsl(Ty::kF32, "FMax", {min_lod, sel(e, bop(e, "OpIsNan", {cl}), min_lod, cl)});
  }
  escape_if(flt(e, "OpFOrdGreaterThan", min_lod, max_lod), kStatusSampleState);
  auto clamp = [&](const V& x) { return a.glsl(Ty::kF32, "FClamp", {x, min_lod, max_lod}); };
  // MIP_POINT_PRECLAMP: whether a point mip's LOD is clamped before or after it
  // is rounded is not published; the two agree unless a clamp with a fraction
  // takes effect.
  V clamped_by_fraction =
      either(e,
             both(e, flt(e, "OpFOrdLessThan", lod.lo, min_lod),
                  flt(e, "OpFOrdNotEqual", a.glsl(Ty::kF32, "Fract", {min_lod}), f32(e, 0.0f))),
             both(e, flt(e, "OpFOrdGreaterThan", lod.hi, max_lod),
                  flt(e, "OpFOrdNotEqual", a.glsl(Ty::kF32, "Fract", {max_lod}), f32(e, 0.0f))));
  escape_if(both(e, eq(e, mip_filter, 1), clamped_by_fraction), kStatusSampleLod);
  // The range the unit's LOD may take: rdnavk's bounds widened by the unit's
  // fixed-point step, then clamped.
  V lo = clamp(fop(e, "OpFSub", {lod.lo, f32(e, kLodStep)}));
  V hi = clamp(fop(e, "OpFAdd", {lod.hi, f32(e, kLodStep)}));
  V centre = clamp(lod.centre);

  // ---- magnification or minification: LOD <= 0 magnifies (Vulkan). Where the
  // two filters differ, a LOD that may fall either side escapes.
  V filters_differ = bop(e, "OpINotEqual", {mag_filter, min_filter});
  // An explicit LOD is exact: at 0 or below it magnifies, as conformance asks
  // of the unit; between 0 and its step it may have become either.
  V minifies = flt(e, "OpFOrdGreaterThan", lo, f32(e, 0.0f));
  V magnifies = flt(e, "OpFOrdLessThanEqual", explicit_lod ? centre : hi, f32(e, 0.0f));
  // Undecided (the LOD within the unit's step of 0, as a texture drawn one
  // texel a pixel has it): the two filters on the base level are the
  // candidates, the minifying one's next level weighing less than the step.
  // The bilinear footprint of the base level holds the point filter's texel,
  // so where its taps are all the same both filters give that texel; the
  // sample is taken so, and escapes where they differ (after the taps). A
  // gather's footprint is the filters' neither.
  V undecided = form.gather ? a.boolean(false)
                            : both(e, filters_differ, is_not(e, either(e, minifies, magnifies)));
  V linear = either(e, undecided, eq(e, sel(e, minifies, min_filter, mag_filter), 1));

  // ---- the level or levels, relative to BASE_LEVEL, bounded by LAST_LEVEL.
  // None: the base. Point: the nearest, Vulkan's ceil(LOD + 0.5) - 1 above
  // 0.5; both ends of the range must agree. Linear: floor(LOD) and the next,
  // blended by the fraction; the range must be within the unit's step, the
  // fraction then differing by the filter weights' precision at most.
  V last = sel(e, bop(e, "OpUGreaterThanEqual", {acc.d.last_level, acc.d.base_level}),
               u32op(e, "OpISub", {acc.d.last_level, acc.d.base_level}), a.u32(0));
  // Unnormalised coordinates have no implicit LOD in Vulkan, and the unit's is
  // not published: a derived LOD is taken only where it decides nothing, one
  // level and one filter (GL's rectangle textures).
  if (implicit || form.derivs)
    escape_if(
        both(e, unnormalized, either(e, bop(e, "OpINotEqual", {last, a.u32(0)}), filters_differ)),
        kStatusSampleLod);
  auto nearest = [&](const V& l) {
    V up = fop(e, "OpFSub",
               {a.glsl(Ty::kF32, "Ceil", {fop(e, "OpFAdd", {l, f32(e, 0.5f)})}), f32(e, 1.0f)});
    return sel(e, flt(e, "OpFOrdLessThanEqual", l, f32(e, 0.5f)), f32(e, 0.0f), up);
  };
  escape_if(both(e, eq(e, mip_filter, 1), flt(e, "OpFOrdNotEqual", nearest(lo), nearest(hi))),
            kStatusSampleLod);
  V whole_range =
      flt(e, "OpFOrdLessThanEqual", fop(e, "OpFSub", {hi, lo}), f32(e, 3.0f * kLodStep));
  V above = a.glsl(Ty::kF32, "FMax", {centre, f32(e, 0.0f)});
  V floor_l = a.glsl(Ty::kF32, "Floor", {above});
  V mip_linear = both(e, eq(e, mip_filter, 2),
                      flt(e, "OpFOrdGreaterThan", explicit_lod ? centre : hi, f32(e, 0.0f)));
  escape_if(both(e, mip_linear, is_not(e, whole_range)), kStatusSampleLod);
  V level_f = sel(e, eq(e, mip_filter, 1), nearest(centre),
                  sel(e, eq(e, mip_filter, 2), floor_l, f32(e, 0.0f)));
  V level0 = sel(e, undecided, a.u32(0),
                 a.glsl(Ty::kU32, "UMin", {u32op(e, "OpConvertFToU", {level_f}), last}));
  // A whole LOD reads its one level.
  V fraction = fop(e, "OpFSub", {above, floor_l});
  V two_levels = both(
      e, both(e, both(e, mip_linear, is_not(e, undecided)), bop(e, "OpULessThan", {level0, last})),
      flt(e, "OpFOrdNotEqual", fraction, f32(e, 0.0f)));
  V level_weight = sel(e, two_levels, fraction, f32(e, 0.0f));
  // Unnormalised coordinates address the base level only.
  escape_if(both(e, unnormalized, either(e, two_levels, bop(e, "OpINotEqual", {level0, a.u32(0)}))),
            kStatusSampleState);

  // ---- the layer: the coordinate rounded to nearest, even on a tie in
  // Vulkan; the unit's rounding of a tie is not published, so a tie escapes.
  V layer = a.u32(0);
  V cube_first = a.u32(0), cube_face = a.u32(0);  // a cube's first layer, and the face
  if (cube) {
    // The face and the cube: a whole number, 8 per cube of an array plus the
    // face 0 to 5 (v_cubeid's; ACO and LLVM add the rounded array index times
    // 8). The texel's layer is the view's 6 x cube + face. Whether the unit
    // clamps a cube past the view's as a cube or as a layer is not published:
    // that escapes, as do a face of 6 or 7 and a view that is not whole cubes
    // (but one layer, below).
    V f = coord_f(2);
    V whole = both(e, flt(e, "OpFOrdEqual", f, a.glsl(Ty::kF32, "Floor", {f})),
                   both(e, flt(e, "OpFOrdGreaterThanEqual", f, f32(e, 0.0f)),
                        flt(e, "OpFOrdLessThan", f, f32(e, 16777216.0f))));
    V fu = u32op(e, "OpConvertFToU", {sel(e, whole, f, f32(e, 0.0f))});
    V face = u32op(e, "OpBitwiseAnd", {fu, a.u32(7)});
    escape_if(either(e, is_not(e, whole), bop(e, "OpUGreaterThan", {face, a.u32(5)})),
              kStatusSampleState);
    // radeonsi gives a cube that is not an array DEPTH = BASE_ARRAY (it sets
    // last_layer to first_layer for PIPE_TEXTURE_CUBE), and GL's cube maps
    // sample all six faces through it: such a view is one cube.
    V span = u32op(e, "OpIAdd", {u32op(e, "OpISub", {acc.d.depth, acc.d.base_array}), a.u32(1)});
    V one_cube = eq(e, span, 1);
    V cubes = sel(e, one_cube, a.u32(1), u32op(e, "OpUDiv", {span, a.u32(6)}));
    V cube_index = u32op(e, "OpShiftRightLogical", {fu, a.u32(3)});
    V past = bop(e, "OpUGreaterThanEqual", {cube_index, cubes});
    V partial = both(e, is_not(e, one_cube),
                     bop(e, "OpINotEqual", {u32op(e, "OpUMod", {span, a.u32(6)}), a.u32(0)}));
    escape_if(
        either(e, bop(e, "OpULessThan", {acc.d.depth, acc.d.base_array}), either(e, past, partial)),
        kStatusSampleState);
    cube_index = sel(e, past, a.u32(0), cube_index);
    cube_first = u32op(e, "OpIMul", {cube_index, a.u32(6)});
    cube_face = sel(e, bop(e, "OpUGreaterThan", {face, a.u32(5)}), a.u32(0), face);
    layer = u32op(e, "OpIAdd", {cube_first, cube_face});
    escape_if(unnormalized, kStatusSampleState);
  }
  if (array) {
    V r = coord_f(n - 1);
    V rounded = a.glsl(Ty::kF32, "RoundEven", {r});
    V tie = flt(e, "OpFOrdEqual", a.glsl(Ty::kF32, "FAbs", {fop(e, "OpFSub", {r, rounded})}),
                f32(e, 0.5f));
    V finite = flt(e, "OpFOrdLessThan", a.glsl(Ty::kF32, "FAbs", {r}), f32(e, 16777216.0f));
    escape_if(either(e, tie, is_not(e, finite)), kStatusSample);
    V l = u32op(e, "OpConvertFToS", {sel(e, finite, rounded, f32(e, 0.0f))});
    V layers_last = sel(e, bop(e, "OpUGreaterThanEqual", {acc.d.depth, acc.d.base_array}),
                        u32op(e, "OpISub", {acc.d.depth, acc.d.base_array}), a.u32(0));
    layer = a.glsl(Ty::kU32, "SClamp", {l, a.u32(0), layers_last});
  }

  // ---- the reference of the _c forms, clamped to [0, 1] for a UNORM format
  // as Vulkan's Dref is.
  auto is_type = [&](NumType t) { return eq(e, acc.l.type, static_cast<uint32_t>(t)); };
  V is_unorm = is_type(NumType::kUnorm);
  V is_float = is_type(NumType::kFloat);
  // sRGB texels blend after their decode (D40), in linear.
  V blendable = either(
      e, either(e, either(e, is_unorm, is_type(NumType::kSrgb)), is_type(NumType::kSnorm)),
      either(e, is_float, either(e, is_type(NumType::kUscaled), is_type(NumType::kSscaled))));
  V ref = f32(e, 0.0f);
  V compare_func = field(e, s0, 12, 3);
  if (form.compare) {
    ref = addr_f(at_ref);
    escape_if(bop(e, "OpIsNan", {ref}), kStatusSampleCompare);
    // 32_FLOAT_CLAMP clamps the reference too: radeonsi leaves the clamp GL asks
    // of a fixed-point depth format to it on GFX10 (D40).
    ref = sel(e, either(e, is_unorm, acc.l.clamped),
              a.glsl(Ty::kF32, "FClamp", {ref, f32(e, 0.0f), f32(e, 1.0f)}), ref);
    // The result takes the texel's first component: a channel that selects
    // another one is not published; nor is a comparison of integer texels.
    for (unsigned k = 0; k < 4; ++k)
      if ((acc.dmask >> k) & 1) {
        V s = field(e, acc.d.selects, 3 * k, 3);
        escape_if(bop(e, "OpUGreaterThan", {s, a.u32(kSelX)}), kStatusSampleState);
      }
    escape_if(is_not(e, either(e, is_unorm, is_float)), kStatusSampleState);
  }

  // ---- the texels: up to two levels of up to 2x2x2 each, as one loop over
  // the 16 (level, z, y, x) choices, those a point axis or a single level
  // does not have skipped.
  const bool has_y = dim != ImageDim::k1d && dim != ImageDim::k1dArray;
  const bool has_z = dim == ImageDim::k3d;
  // A gather reads the bilinear footprint whatever the filters, and one level.
  V lin_x = form.gather ? a.boolean(true) : linear;
  V lin_y = has_y ? lin_x : a.boolean(false);
  V lin_z = has_z ? sel(e, eq(e, z_filter, 0), linear, eq(e, z_filter, 2)) : a.boolean(false);
  V single = both(e, is_not(e, two_levels), is_not(e, either(e, lin_x, either(e, lin_y, lin_z))));
  // FILTER_MODE 1 and 2 (min and max reduction, VK_EXT_sampler_filter_minmax):
  // each component the least or the greatest of the texels the filter weighs
  // above zero. Which taps the unit's quantised weights make zero is not
  // published: a weight within 1/256 of 0 or 1 escapes (in the loop). Mode 3,
  // and a reduction of a gather, a comparison or texels that do not blend,
  // escape here.
  V filter_mode = field(e, s0, 29, 2);
  V minmax = bop(e, "OpINotEqual", {filter_mode, a.u32(0)});
  escape_if(eq(e, filter_mode, 3), kStatusSampleState);
  if (form.gather || form.compare) escape_if(minmax, kStatusSampleState);
  escape_if(both(e, minmax, both(e, is_not(e, single), is_not(e, blendable))), kStatusSampleState);
  auto near_edge = [&](const V& w) {
    return either(e,
                  both(e, flt(e, "OpFOrdGreaterThan", w, f32(e, 0.0f)),
                       flt(e, "OpFOrdLessThan", w, f32(e, 1.0f / 256.0f))),
                  both(e, flt(e, "OpFOrdGreaterThan", w, f32(e, 1.0f - 1.0f / 256.0f)),
                       flt(e, "OpFOrdLessThan", w, f32(e, 1.0f))));
  };
  // (Checked for flushed denormals only where a reduction is asked for.)
  e.guard_conditions.push_back(minmax);
  escape_if(both(e, minmax, both(e, two_levels, near_edge(level_weight))), kStatusSample);
  e.guard_conditions.pop_back();
  const unsigned gathered_channel = std::countr_zero(in.field(Field::kDmask));
  if (form.gather) {
    single = a.boolean(false);
    escape_if(two_levels, kStatusSampleLod);
    if (!form.lz) escape_if(bop(e, "OpINotEqual", {last, a.u32(0)}), kStatusSampleLod);
    // TRUNC_COORD's effect on a gather's footprint is not published; nor is
    // whether a gather reads its component before or after a select that
    // moves it.
    escape_if(eq(e, field(e, s0, 27, 1), 1), kStatusSampleState);
    escape_if(
        bop(e, "OpINotEqual",
            {field(e, acc.d.selects, 3 * gathered_channel, 3), a.u32(kSelX + gathered_channel)}),
        kStatusSampleState);
  }
  // TRUNC_COORD off (radeonsi's samplers whose filters are not both
  // nearest): the unit rounds the coordinate to its fixed point before the
  // point filter floors it, where it truncates otherwise. Its fixed point has
  // 8 sub-texel bits (RADV reports subTexelPrecisionBits 8: the divisions of a
  // texel's axis the filters see), so rounding moves a coordinate by 1/512 of
  // a texel at most, and only one within 1/256 of an edge, which escapes
  // either way (point_axis): the floor is the same.
  // Blending needs float texels.
  if (!form.gather) escape_if(both(e, is_not(e, single), is_not(e, blendable)), kStatusSampleState);
  V border_type = field(e, s3, 30, 2);
  V border_ptr = field(e, s3, 0, 12);
  V bc_swizzle = field(e, words.w[3], 25, 3);
  // A border other than transparent black of an integer or scaled format,
  // whose "1" (or table value) the unit's documents do not give, escapes where
  // the border is sampled; so does one with a BC_SWIZZLE not named.
  V normalised = either(e, either(e, is_unorm, is_type(NumType::kSnorm)), is_float);
  V coloured = bop(e, "OpINotEqual", {border_type, a.u32(0)});
  V unknown_border =
      both(e, coloured,
           either(e, is_not(e, normalised), bop(e, "OpUGreaterThan", {bc_swizzle, a.u32(5)})));
  V table_base = e.stage.border_colour_table(a);
  // The first tap's components, and whether another differs from them (for
  // an undecided filter).
  std::array<std::string, 4> first_tap;
  for (auto& f : first_tap) {
    f = a.local(Ty::kU32, "sfirst");
    a.store(f, a.u32(0));
  }
  const std::string tapped = a.local(Ty::kBool, "stapped");
  const std::string taps_differ = a.local(Ty::kBool, "sdiffer");
  a.store(tapped, a.boolean(false));
  a.store(taps_differ, a.boolean(false));
  std::array<std::string, 4> raw, sum, gathered, least, most;
  for (unsigned k = 0; k < 4; ++k) {
    raw[k] = a.local(Ty::kU32, "sraw");
    least[k] = a.local(Ty::kF32, "smin");
    most[k] = a.local(Ty::kF32, "smax");
    a.store(least[k], f32(e, std::numeric_limits<float>::infinity()));
    a.store(most[k], f32(e, -std::numeric_limits<float>::infinity()));
    sum[k] = a.local(Ty::kF32, "ssum");
    gathered[k] = a.local(Ty::kU32, "sgath");
    a.store(raw[k], a.u32(0));
    a.store(sum[k], f32(e, 0.0f));
    a.store(gathered[k], a.u32(0));
  }
  const V offsets = form.offset ? address(e, in, at_offset) : a.u32(0);
  // DISABLE_CUBE_WRAP, S# word 0 bit 28: a cube's faces sampled apart.
  const V face_alone = bop(e, "OpINotEqual", {field(e, s0, 28, 1), a.u32(0)});
  std::array<V, 3> coords = {coord_f(0), has_y ? coord_f(1) : f32(e, 0.0f),
                             has_z ? coord_f(2) : f32(e, 0.0f)};
  if (cube)
    for (unsigned k = 0; k < 2; ++k) coords[k] = fop(e, "OpFSub", {coords[k], f32(e, 1.0f)});
  const unsigned clamp_at[3] = {0, 3, 6};
  V choice = a.loop_begin(a.u32(16));
  {
    auto bit = [&](unsigned b) {
      return bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {choice, a.u32(1u << b)}), a.u32(0)});
    };
    V wanted = both(
        e, either(e, is_not(e, bit(3)), two_levels),
        both(e, either(e, is_not(e, bit(0)), lin_x),
             both(e, either(e, is_not(e, bit(1)), lin_y), either(e, is_not(e, bit(2)), lin_z))));
    a.if_begin(wanted);
    V level = a.glsl(Ty::kU32, "UMin", {u32op(e, "OpIAdd", {level0, e.from_bool(bit(3))}), last});
    V abs_level = u32op(e, "OpIAdd", {acc.d.base_level, level});
    V weight = sel(e, two_levels,
                   sel(e, bit(3), level_weight, fop(e, "OpFSub", {f32(e, 1.0f), level_weight})),
                   f32(e, 1.0f));
    V border = a.boolean(false), ambiguous = a.boolean(false), wrap_escape = a.boolean(false);
    std::array<V, 3> index = {a.u32(0), a.u32(0), a.u32(0)};
    const std::array<V, 3> lin = {lin_x, lin_y, lin_z};
    for (unsigned k = 0; k < 3; ++k) {
      if ((k == 1 && !has_y) || (k == 2 && !has_z)) continue;
      V size = level_size(sizes[k], abs_level);
      V u = sel(e, unnormalized, coords[k],
                fop(e, "OpFMul", {coords[k], a.op(Ty::kF32, "OpConvertUToF", {size})}));
      // The half-border modes (4 clamp, 5 mirror once then clamp: GL's CLAMP
      // and MIRROR_CLAMP_EXT, which radeonsi gives them) clamp the coordinate
      // half way between the edge texel's centre and the border's, [0, size]
      // in texels; the taps past the edge are then the border's.
      // An offset moves the coordinate before that clamp (as GL's CLAMP with
      // textureOffset has it); in the other modes it moves the texel index.
      V mode = field(e, s0, clamp_at[k], 3);
      V half_border = either(e, eq(e, mode, 4), eq(e, mode, 5));
      V texel_off = form.offset ? u32op(e, "OpBitFieldSExtract", {offsets, a.u32(8 * k), a.u32(6)})
                                : a.u32(0);
      e.guard_conditions.push_back(half_border);
      V hb = fop(e, "OpFAdd", {u, a.op(Ty::kF32, "OpConvertSToF", {texel_off})});
      hb = sel(e, eq(e, mode, 5), a.glsl(Ty::kF32, "FAbs", {hb}), hb);
      hb = a.glsl(Ty::kF32, "FClamp", {hb, f32(e, 0.0f), a.op(Ty::kF32, "OpConvertUToF", {size})});
      e.guard_conditions.pop_back();
      u = sel(e, half_border, hb, u);
      // Each filter's axis is computed and one selected: a host that may flush
      // denormals checks each only where it is the one.
      e.guard_conditions.push_back(is_not(e, lin[k]));
      Axis p = point_axis(e, u);
      e.guard_conditions.back() = lin[k];
      LinearAxis l = linear_axis(e, u);
      e.guard_conditions.pop_back();
      V i = sel(e, lin[k], u32op(e, "OpIAdd", {l.index, e.from_bool(bit(k))}), p.index);
      V w = sel(e, bit(k), l.weight, fop(e, "OpFSub", {f32(e, 1.0f), l.weight}));
      weight = fop(e, "OpFMul", {weight, sel(e, lin[k], w, f32(e, 1.0f))});
      ambiguous = either(e, ambiguous, sel(e, lin[k], l.ambiguous, p.ambiguous));
      e.guard_conditions.push_back(minmax);
      ambiguous = either(e, ambiguous, both(e, minmax, both(e, lin[k], near_edge(l.weight))));
      e.guard_conditions.pop_back();
      if (form.gather) {
        // The footprint moves where the coordinate less half a texel crosses
        // a whole texel: within 1/256 of one, but not on it, the unit's
        // fixed point may fall either side.
        V off = a.glsl(Ty::kF32, "FAbs",
                       {fop(e, "OpFSub", {l.weight, a.glsl(Ty::kF32, "RoundEven", {l.weight})})});
        ambiguous = either(e, ambiguous,
                           both(e, flt(e, "OpFOrdLessThan", off, f32(e, 1.0f / 256.0f)),
                                flt(e, "OpFOrdNotEqual", off, f32(e, 0.0f))));
      }
      if (form.offset) i = u32op(e, "OpIAdd", {i, sel(e, half_border, a.u32(0), texel_off)});
      // A point filter's texel at the clamp's far end (u = size) is the edge
      // texel, as GL's CLAMP has it (the texel at 1 is the last): radeonsi
      // leaves GL's CLAMP to these modes (PIPE_CAP_GL_CLAMP) with a nearest
      // filter too.
      V hb_mode = sel(e, lin[k], a.u32(6), a.u32(2));
      Wrapped wr = wrap_index(e, i, size, sel(e, half_border, hb_mode, mode));
      if (cube) {
        // Seamless (DISABLE_CUBE_WRAP clear): the address modes do not apply;
        // a texel past the face's edge is the next face's (after this loop).
        // With DISABLE_CUBE_WRAP set the face is sampled alone, its address
        // modes wrapping the coordinate as a 2D texture's: what GL asks of a
        // cube map without seamless filtering, for which radeonsi sets the
        // field (and RADV for VK_EXT_non_seamless_cube_map).
        wr = Wrapped{sel(e, face_alone, wr.index, i), both(e, face_alone, wr.border),
                     both(e, face_alone, wr.escape)};
      }
      border = either(e, border, wr.border);
      wrap_escape = either(e, wrap_escape, wr.escape);
      index[k] = wr.index;
    }
    V tap_layer = layer;
    if (cube) {
      // A texel one past an edge is the adjacent face's (cube_seam_table). A
      // corner's, past two edges, Vulkan leaves to the implementation, so a
      // tap there that weighs anything (any gathered tap) escapes, as does
      // one further out (offsets, coordinates off the face).
      V face_size = level_size(sizes[0], abs_level);
      auto below = [&](const V& t) { return bop(e, "OpSLessThan", {t, a.u32(0)}); };
      auto past = [&](const V& t) { return bop(e, "OpSGreaterThanEqual", {t, face_size}); };
      V xlo = below(index[0]), xhi = past(index[0]), ylo = below(index[1]), yhi = past(index[1]);
      V outx = either(e, xlo, xhi), outy = either(e, ylo, yhi);
      V seamless = is_not(e, face_alone);
      V far = either(e,
                     either(e, bop(e, "OpSLessThan", {index[0], a.u32(static_cast<uint32_t>(-1))}),
                            bop(e, "OpSGreaterThan", {index[0], face_size})),
                     either(e, bop(e, "OpSLessThan", {index[1], a.u32(static_cast<uint32_t>(-1))}),
                            bop(e, "OpSGreaterThan", {index[1], face_size})));
      V weighs = form.gather ? a.boolean(true) : flt(e, "OpFOrdNotEqual", weight, f32(e, 0.0f));
      escape_if(both(e, seamless, either(e, far, both(e, both(e, outx, outy), weighs))),
                kStatusSample);
      // A point filter's texel past the edge: Vulkan clamps it to the face
      // (CLAMP_TO_EDGE); the unit's choice there is not published.
      escape_if(both(e, seamless,
                     either(e, both(e, outx, is_not(e, lin_x)), both(e, outy, is_not(e, lin_y)))),
                kStatusSample);
      V side = sel(e, xlo, a.u32(0), sel(e, xhi, a.u32(1), sel(e, ylo, a.u32(2), a.u32(3))));
      V along = sel(e, outx, index[1], index[0]);
      along = a.glsl(Ty::kU32, "UMin", {along, u32op(e, "OpISub", {face_size, a.u32(1)})});
      static const std::vector<uint32_t> kSeams = cube_seam_table();
      V entry = a.table_u32(
          "cubeseam", kSeams,
          u32op(e, "OpIAdd", {u32op(e, "OpShiftLeftLogical", {cube_face, a.u32(2)}), side}));
      auto place = [&](const V& form_code) {
        V last_texel = u32op(e, "OpISub", {face_size, a.u32(1)});
        return sel(
            e, eq(e, form_code, 0), a.u32(0),
            sel(e, eq(e, form_code, 1), last_texel,
                sel(e, eq(e, form_code, 2), along, u32op(e, "OpISub", {last_texel, along}))));
      };
      V seam = both(e, seamless, both(e, either(e, outx, outy), is_not(e, both(e, outx, outy))));
      index[0] = sel(e, seam, place(field(e, entry, 3, 2)), index[0]);
      index[1] = sel(e, seam, place(field(e, entry, 5, 2)), index[1]);
      tap_layer = sel(e, seam, u32op(e, "OpIAdd", {cube_first, field(e, entry, 0, 3)}), layer);
    }
    escape_if(ambiguous, kStatusSample);
    escape_if(either(e, wrap_escape, both(e, border, unknown_border)), kStatusSampleState);
    // A border texel reads no memory.
    TexelCoords c{index[0], index[1], has_z ? index[2] : tap_layer, a.u32(0), level};
    place_access(e, words, dim, c, &acc);
    ImageAccess tap = acc;
    tap.null =
        either(e, acc.null,
               either(e, border, bop(e, "OpINotEqual", {a.load(Ty::kU32, escape_var), a.u32(0)})));
    TexelComponents t = read_components(e, tap);
    std::array<V, 4> comps;
    // The table (BORDER_COLOR_TYPE 3; TA_BC_BASE_ADDR in a draw,
    // TA_CS_BC_BASE_ADDR in a dispatch): BORDER_COLOR_PTR's entry of four
    // dwords, R G B A, read where the border is sampled. The unit may hold the
    // value at the format's precision or not (not published): a value the
    // format does not hold exactly escapes, so both agree.
    V table_tap = both(e, both(e, border, is_not(e, acc.null)), eq(e, border_type, 3));
    for (unsigned k = 0; k < 4; ++k) {
      V channel = border_channel(e, bc_swizzle, k);
      V value = border_component(e, acc.l, border_type, channel);
      std::string entry = a.local(Ty::kU32, "bcol");
      a.store(entry, a.u32(0));
      a.if_begin(both(e, table_tap, bop(e, "OpINotEqual", {acc.l.width[k], a.u32(0)})));
      V at = a.op(Ty::kU64, "OpIAdd",
                  {table_base, a.op(Ty::kU64, "OpUConvert",
                                    {u32op(e, "OpIAdd",
                                           {u32op(e, "OpIMul", {border_ptr, a.u32(16)}),
                                            u32op(e, "OpIMul", {channel, a.u32(4)})})})});
      V v = e.load32(at);
      V unsupported = a.boolean(false);
      V held = convert_out(e, v, acc.l.width[k], acc.l.type, &unsupported);
      V back = convert_in(e, held, u32op(e, "OpBitFieldSExtract", {held, a.u32(0), acc.l.width[k]}),
                          acc.l.width[k], acc.l.type);
      escape_if(either(e, unsupported, bop(e, "OpINotEqual", {back, v})), kStatusSampleState);
      a.store(entry, v);
      a.if_end();
      value = sel(e, eq(e, border_type, 3), a.load(Ty::kU32, entry), value);
      comps[k] = sel(e, both(e, border, is_not(e, acc.null)), value, t.comps[k]);
    }
    if (form.compare) {
      // ref OP texel, SQ_TEX_DEPTH_COMPARE: never, less, equal, less or equal,
      // greater, not equal, greater or equal, always. Nearly equal values may
      // compare either way at the unit's precision (a UNORM's 16 bits; 22 bits
      // of a float, whose comparison precision is not published either).
      V d = as_float(e, comps[0]);
      V lt = flt(e, "OpFOrdLessThan", ref, d), eqv = flt(e, "OpFOrdEqual", ref, d);
      V gt = flt(e, "OpFOrdGreaterThan", ref, d);
      V f = compare_func;
      V pass =
          sel(e, eq(e, f, 0), a.boolean(false),
              sel(e, eq(e, f, 1), lt,
                  sel(e, eq(e, f, 2), eqv,
                      sel(e, eq(e, f, 3), either(e, lt, eqv),
                          sel(e, eq(e, f, 4), gt,
                              sel(e, eq(e, f, 5), is_not(e, eqv),
                                  sel(e, eq(e, f, 6), either(e, gt, eqv), a.boolean(true))))))));
      V diff = a.glsl(Ty::kF32, "FAbs", {fop(e, "OpFSub", {ref, d})});
      V close = flt(e, "OpFOrdLessThan", diff,
                    sel(e, is_unorm, f32(e, 1.0f / 65536.0f), f32(e, 1.0f / 4194304.0f)));
      V decided = either(e, eq(e, f, 0), eq(e, f, 7));
      escape_if(either(e, bop(e, "OpIsNan", {d}), both(e, close, is_not(e, decided))),
                kStatusSampleCompare);
      comps[0] = sel(e, pass, a.u32(0x3f800000u), a.u32(0));
    }
    if (form.gather) {
      // Texels (i0, j1), (i1, j1), (i1, j0), (i0, j0) in the four results, as
      // Vulkan's OpImageGather orders them.
      V bx = bit(0), by = bit(1);
      V slot = sel(e, by, sel(e, bx, a.u32(1), a.u32(0)), sel(e, bx, a.u32(2), a.u32(3)));
      for (unsigned k = 0; k < 4; ++k) {
        a.if_begin(eq(e, slot, k));
        a.store(gathered[k], comps[gathered_channel]);
        a.if_end();
      }
    }
    V later = a.load(Ty::kBool, tapped);
    for (unsigned k = 0; k < 4; ++k) {
      V first = a.load(Ty::kU32, first_tap[k]);
      a.store(taps_differ, either(e, a.load(Ty::kBool, taps_differ),
                                  both(e, later, bop(e, "OpINotEqual", {first, comps[k]}))));
      a.store(first_tap[k], sel(e, later, first, comps[k]));
    }
    a.store(tapped, a.boolean(true));
    for (unsigned k = 0; k < 4; ++k) {
      a.store(raw[k], comps[k]);
      V v = as_float(e, comps[k]);
      // An infinity or NaN in a blend: the unit's weights of zero are not
      // published, so whether it reaches the result is not known.
      V finite = flt(e, "OpFOrdLessThan", a.glsl(Ty::kF32, "FAbs", {v}), f32(e, 3.0e38f));
      escape_if(both(e, is_not(e, single), both(e, blendable, is_not(e, finite))), kStatusSample);
      // The blend, used (and checked for flushed denormals) only where the
      // sample blends.
      e.guard_conditions.push_back(is_not(e, single));
      a.store(sum[k], fop(e, "OpFAdd", {a.load(Ty::kF32, sum[k]), fop(e, "OpFMul", {weight, v})}));
      e.guard_conditions.pop_back();
      // The reductions take the texels of weight above zero.
      e.guard_conditions.push_back(minmax);
      V counts = flt(e, "OpFOrdGreaterThan", weight, f32(e, 0.0f));
      escape_if(both(e, minmax, both(e, counts, bop(e, "OpIsNan", {v}))), kStatusSample);
      a.store(least[k], sel(e, counts, a.glsl(Ty::kF32, "FMin", {a.load(Ty::kF32, least[k]), v}),
                            a.load(Ty::kF32, least[k])));
      a.store(most[k], sel(e, counts, a.glsl(Ty::kF32, "FMax", {a.load(Ty::kF32, most[k]), v}),
                           a.load(Ty::kF32, most[k])));
      e.guard_conditions.pop_back();
    }
    a.if_end();
  }
  a.loop_end();

  const V same_taps = is_not(e, a.load(Ty::kBool, taps_differ));
  escape_if(both(e, undecided, is_not(e, same_taps)), kStatusSampleLod);
  V live = both(e, e.lane_active(), is_not(e, acc.null));
  V escapes = a.load(Ty::kU32, escape_var);
  V escape = bop(e, "OpINotEqual", {escapes, a.u32(0)});
  for (StatusBit bit : {kStatusSample, kStatusSampleLod, kStatusSampleState, kStatusSampleCompare,
                        kStatusSampleAnisotropic})
    raise_if(
        e,
        both(e, live,
             bop(e, "OpINotEqual", {u32op(e, "OpBitwiseAnd", {escapes, a.u32(bit)}), a.u32(0)})),
        bit);
  std::array<V, 4> comps;
  for (unsigned k = 0; k < 4; ++k) {
    V reduced =
        sel(e, eq(e, filter_mode, 1), a.load(Ty::kF32, least[k]), a.load(Ty::kF32, most[k]));
    V blended = sel(e, minmax, reduced, a.load(Ty::kF32, sum[k]));
    comps[k] = sel(e, single, a.load(Ty::kU32, raw[k]), e.bits(blended));
    comps[k] = sel(e, undecided, a.load(Ty::kU32, first_tap[k]), comps[k]);
  }
  // The format's "1" goes through a select whole, blended or not.
  std::vector<V> values = select_channels(e, acc, comps, constant_one(e, acc.l));
  if (form.gather) {
    values.clear();
    for (unsigned k = 0; k < 4; ++k) values.push_back(a.load(Ty::kU32, gathered[k]));
  }
  for (V& v : values) v = sel(e, acc.null, a.u32(0), v);
  // D16: each channel as the 16 bits a D16 load returns.
  write_channels(e, in.field(Field::kVdata), values, in.field(Field::kD16) != 0, acc.l.type,
                 both(e, live, is_not(e, escape)), a.boolean(false));
  return true;
}

// ---- image_get_lod (D35, "The LOD query", 2026-12-03)
//
// The ISA guide gives the two values it returns as "clamped LOD" (DMASK bit 0)
// and "raw LOD" (bit 1), and nothing more. The drivers issue it, unchanged, for
// GL's textureQueryLOD and Vulkan's OpImageQueryLod (RADV replaces the raw
// value where the derivatives are zero), so a value is carried out where the
// readings the unit may have agree:
// - raw: the implicit LOD relative to BASE_LEVEL, before the sampler's clamps;
//   whether the unit adds LOD_BIAS to it is not published, so a bias escapes.
//   A LOD whose scale is zero, infinite or past 2^15 escapes.
// - clamped: that LOD clamped by MIN_LOD and MAX_LOD and then to the view's
//   levels, as the level a sample would take. GL returns it rounded to the
//   nearest level for a point mip filter and 0 without mips; a unit that
//   returns the unrounded value agrees only where it is whole (point) or 0
//   (none), so elsewhere those escape.
// - The LOD itself is Vulkan's: log2 of the larger direction's scale by the
//   spec's square-root form on the quad's coarse differences (rdnavk's own
//   value in D35's range); the unit's fixed-point form of it is not published,
//   a recorded tolerance of the query alone, except where a clamp decides it.
bool image_get_lod(Emit& e, const Instruction& in) {
  if (!check_fields(e, in)) return false;
  const unsigned dmask = in.field(Field::kDmask);
  // Bits 2 and 3 name values the guide does not.
  if ((dmask & ~3u) != 0) return e.refuse("image-get-lod-dmask");
  if (in.field(Field::kD16) != 0) return e.refuse("image-get-lod-d16");
  const bool a16 = in.field(Field::kA16) != 0;
  auto& a = e.a;
  auto dim = static_cast<ImageDim>(in.field(Field::kDim));
  if (dim != ImageDim::k1d && dim != ImageDim::k2d && dim != ImageDim::k3d &&
      dim != ImageDim::k1dArray && dim != ImageDim::k2dArray && dim != ImageDim::kCube)
    return e.refuse("image-sample-dim");
  const bool cube = dim == ImageDim::kCube;
  const bool array = dim == ImageDim::k1dArray || dim == ImageDim::k2dArray;
  const unsigned n = image_coordinate_count(dim);
  const unsigned axes = n - (array || cube ? 1 : 0);
  if (address_count(in) < (a16 ? (n + 1) / 2 : n)) return e.refuse("image-address-count");
  const unsigned rs = in.field(Field::kSrsrc) * 4, ss = in.field(Field::kSsamp) * 4;
  if (!e.valid_sgpr(rs, 8) || !e.valid_sgpr(ss, 4)) return e.refuse("image-descriptor-register");
  auto coord_bits = [&](unsigned k) {
    if (!a16) return address(e, in, k);
    return half_bits_to_f32(e, field(e, address(e, in, k / 2), 16 * (k % 2), 16));
  };
  // Each coordinate (and a cube's face) in the four lanes of the quad, as
  // image_sample's implicit LOD takes them.
  std::vector<std::array<std::string, 4>> quad(axes + (cube ? 1 : 0));
  for (unsigned k = 0; k < quad.size(); ++k) quad[k] = quad_values(e, coord_bits(k));
  ImageAccess acc;
  acc.dmask = dmask;
  ImageWords words = read_image_words(e, rs);
  acc.d = decode_image_descriptor(e, words);
  acc.null = bop(e, "OpULessThan", {acc.d.type, a.u32(8)});
  V s0 = e.sgpr(ss), s1 = e.sgpr(ss + 1), s2 = e.sgpr(ss + 2);
  V mag_raw = field(e, s2, 20, 2), min_raw = field(e, s2, 22, 2);
  V mip_filter = field(e, s2, 26, 2);
  V anisotropic = either(e, bop(e, "OpINotEqual", {field(e, s0, 9, 3), a.u32(0)}),
                         either(e, bop(e, "OpUGreaterThan", {mag_raw, a.u32(1)}),
                                bop(e, "OpUGreaterThan", {min_raw, a.u32(1)})));
  // What changes the LOD and is not carried out: LOD_BIAS and LOD_BIAS_SEC,
  // DERIV_ADJUST_EN, a T# MIN_LOD, MIP_FILTER 3, unnormalised coordinates
  // (no implicit LOD in Vulkan).
  V state = a.boolean(false);
  for (V f : {field(e, s2, 0, 14), field(e, s2, 14, 6), field(e, s2, 31, 1),
              field(e, words.w[1], 8, 12), field(e, s0, 15, 1)})
    state = either(e, state, bop(e, "OpINotEqual", {f, a.u32(0)}));
  state = either(e, state, eq(e, mip_filter, 3));
  V lod_escape = a.boolean(false);

  auto level_size = [&](const V& size, const V& level) {
    return a.glsl(Ty::kU32, "UMax", {u32op(e, "OpShiftRightLogical", {size, level}), a.u32(1)});
  };
  std::array<V, 3> sizes = {acc.d.width, acc.d.height, u32op(e, "OpIAdd", {acc.d.depth, a.u32(1)})};
  std::vector<std::vector<V>> mx(2), my(2);
  for (unsigned k = 0; k < axes; ++k) {
    V scale = a.op(Ty::kF32, "OpConvertUToF", {level_size(sizes[k], acc.d.base_level)});
    auto v = [&](unsigned j) { return as_float(e, a.load(Ty::kU32, quad[k][j])); };
    auto scaled = [&](const V& d) { return fop(e, "OpFMul", {d, scale}); };
    mx[0].push_back(scaled(fop(e, "OpFSub", {v(1), v(0)})));
    mx[1].push_back(scaled(fop(e, "OpFSub", {v(3), v(2)})));
    my[0].push_back(scaled(fop(e, "OpFSub", {v(2), v(0)})));
    my[1].push_back(scaled(fop(e, "OpFSub", {v(3), v(1)})));
  }
  if (cube)
    for (unsigned j = 1; j < 4; ++j)
      lod_escape = either(e, lod_escape,
                          bop(e, "OpINotEqual",
                              {a.load(Ty::kU32, quad[axes][j]), a.load(Ty::kU32, quad[axes][0])}));
  if (axes == 1) my.clear();
  Lod lod = lod_from_scales(e, mx, my);
  lod_escape = either(e, lod_escape, lod.escape);
  // Anisotropy changes the LOD (log2 of rho_max / N) except where N is 1.
  V no_ratio = both(e, eq(e, field(e, s0, 9, 3), 0),
                    either(e, bop(e, "OpUGreaterThan", {mag_raw, a.u32(1)}),
                           bop(e, "OpUGreaterThan", {min_raw, a.u32(1)})));
  V aniso_escape = both(e, anisotropic, either(e, is_not(e, lod.isotropic), no_ratio));
  // The raw value: escapes where the scale is zero, infinite or past 2^15
  // (lod_from_scales gives those -1000 or 1000).
  V out_of_range =
      flt(e, "OpFOrdGreaterThan", a.glsl(Ty::kF32, "FAbs", {lod.centre}), f32(e, 15.0f));
  if (dmask & 2u) lod_escape = either(e, lod_escape, out_of_range);
  // The clamped value: MIN_LOD and MAX_LOD (4.8), then the view's levels.
  V min_lod = fixed_lod(e, field(e, s1, 0, 12)), max_lod = fixed_lod(e, field(e, s1, 12, 12));
  state = either(e, state, flt(e, "OpFOrdGreaterThan", min_lod, max_lod));
  V last = sel(e, bop(e, "OpUGreaterThanEqual", {acc.d.last_level, acc.d.base_level}),
               u32op(e, "OpISub", {acc.d.last_level, acc.d.base_level}), a.u32(0));
  auto clamp = [&](const V& x) {
    V c = a.glsl(Ty::kF32, "FClamp", {x, min_lod, max_lod});
    return a.glsl(Ty::kF32, "FClamp", {c, f32(e, 0.0f), a.op(Ty::kF32, "OpConvertUToF", {last})});
  };
  V clamped = clamp(lod.centre);
  if (dmask & 1u) {
    // A clamp that takes the whole range the unit may compute decides the
    // value exactly; elsewhere it is the recorded tolerance. A point mip's
    // value must be whole, no mip's 0.
    V whole = flt(e, "OpFOrdEqual", a.glsl(Ty::kF32, "Fract", {clamped}), f32(e, 0.0f));
    lod_escape = either(e, lod_escape, both(e, eq(e, mip_filter, 1), is_not(e, whole)));
    lod_escape =
        either(e, lod_escape,
               both(e, eq(e, mip_filter, 0), flt(e, "OpFOrdNotEqual", clamped, f32(e, 0.0f))));
  }
  V live = both(e, e.lane_active(), is_not(e, acc.null));
  raise_if(e, both(e, live, lod_escape), kStatusSampleLod);
  raise_if(e, both(e, live, state), kStatusSampleState);
  raise_if(e, both(e, live, aniso_escape), kStatusSampleAnisotropic);
  std::vector<V> values;
  if (dmask & 1u) values.push_back(sel(e, acc.null, a.u32(0), e.bits(clamped)));
  if (dmask & 2u) values.push_back(sel(e, acc.null, a.u32(0), e.bits(lod.centre)));
  write_channels(e, in.field(Field::kVdata), values, false, a.u32(0), a.boolean(true),
                 a.boolean(false));
  return true;
}

#define OP(name) RDNAVK_OP_ENTRY(name, image_sample(e, in))

// Every image_sample and image_gather4 form gfx1030 has (image_gather4h, a
// gather of four texels in a row, is left to the translator's refusal of what
// it does not know); those not carried out refuse by name when translated.
const OpEntry kSampleOps[] = {
    OP("image_sample"),
    OP("image_sample_b"),
    OP("image_sample_b_cl"),
    OP("image_sample_b_cl_o"),
    OP("image_sample_b_o"),
    OP("image_sample_c"),
    OP("image_sample_c_b"),
    OP("image_sample_c_b_cl"),
    OP("image_sample_c_b_cl_o"),
    OP("image_sample_c_b_o"),
    OP("image_sample_c_cd"),
    OP("image_sample_c_cd_cl"),
    OP("image_sample_c_cd_cl_g16"),
    OP("image_sample_c_cd_cl_o"),
    OP("image_sample_c_cd_cl_o_g16"),
    OP("image_sample_c_cd_g16"),
    OP("image_sample_c_cd_o"),
    OP("image_sample_c_cd_o_g16"),
    OP("image_sample_c_cl"),
    OP("image_sample_c_cl_o"),
    OP("image_sample_c_d"),
    OP("image_sample_c_d_cl"),
    OP("image_sample_c_d_cl_g16"),
    OP("image_sample_c_d_cl_o"),
    OP("image_sample_c_d_cl_o_g16"),
    OP("image_sample_c_d_g16"),
    OP("image_sample_c_d_o"),
    OP("image_sample_c_d_o_g16"),
    OP("image_sample_c_l"),
    OP("image_sample_c_l_o"),
    OP("image_sample_c_lz"),
    OP("image_sample_c_lz_o"),
    OP("image_sample_c_o"),
    OP("image_sample_cd"),
    OP("image_sample_cd_cl"),
    OP("image_sample_cd_cl_g16"),
    OP("image_sample_cd_cl_o"),
    OP("image_sample_cd_cl_o_g16"),
    OP("image_sample_cd_g16"),
    OP("image_sample_cd_o"),
    OP("image_sample_cd_o_g16"),
    OP("image_sample_cl"),
    OP("image_sample_cl_o"),
    OP("image_sample_d"),
    OP("image_sample_d_cl"),
    OP("image_sample_d_cl_g16"),
    OP("image_sample_d_cl_o"),
    OP("image_sample_d_cl_o_g16"),
    OP("image_sample_d_g16"),
    OP("image_sample_d_o"),
    OP("image_sample_d_o_g16"),
    OP("image_sample_l"),
    OP("image_sample_l_o"),
    OP("image_sample_lz"),
    OP("image_sample_lz_o"),
    OP("image_sample_o"),
    OP("image_gather4"),
    OP("image_gather4_b"),
    OP("image_gather4_b_cl"),
    OP("image_gather4_b_cl_o"),
    OP("image_gather4_b_o"),
    OP("image_gather4_c"),
    OP("image_gather4_c_b"),
    OP("image_gather4_c_b_cl"),
    OP("image_gather4_c_b_cl_o"),
    OP("image_gather4_c_b_o"),
    OP("image_gather4_c_cl"),
    OP("image_gather4_c_cl_o"),
    OP("image_gather4_c_l"),
    OP("image_gather4_c_l_o"),
    OP("image_gather4_c_lz"),
    OP("image_gather4_c_lz_o"),
    OP("image_gather4_c_o"),
    OP("image_gather4_cl"),
    OP("image_gather4_cl_o"),
    OP("image_gather4_l"),
    OP("image_gather4_l_o"),
    OP("image_gather4_lz"),
    OP("image_gather4_lz_o"),
    OP("image_gather4_o"),
    RDNAVK_OP_ENTRY("image_get_lod", image_get_lod(e, in)),
};

#undef OP

}  // namespace

std::span<const OpEntry> sample_ops() {
  return kSampleOps;
}

}  // namespace rdnavk::xlate
