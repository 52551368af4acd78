// FMASK views (decision record 0027, 2026-12-03): which accesses of them are
// carried out, the size of their element, and what an FMASK view's CMASK
// nibble says. ops_image.cpp routes the accesses by these answers.
#include <utility>

#include "xlate/format_convert.h"
#include "xlate/image_address.h"
#include "xlate/image_ops.h"

namespace rdnavk::xlate::image_common {

using namespace fconv;

namespace {

// ac_descriptors.c (ac_build_gfx10_fmask_descriptor)
// describes the FMASK of a multisampled colour surface to the texture unit as
// a single-sample 2D or 2D-array view (TYPE by si_tex_dim / radv_tex_dim with
// no samples) of the surface's width, height and layers in its FMASK swizzle
// mode (64KB_Z_X), one level, every DST_SEL X, FORMAT the GFX10 FMASK code of
// its samples and fragments (gfx10-rsrc.json: 156 FMASK8_S2_F1 .. 168
// FMASK64_S16_F8). Its element is GetFmaskBpp(samples, fragments) bits
// (addrlib): log2(fragments) bits a sample, 3 widened to 4, at least 8 in all.
// A load (ACO and ac_llvm: image_load, DMASK 0x1, dim 2D or 2D_ARRAY, unorm)
// returns in its one channel a fragment index of 4 bits a sample, sample 0 in
// bits 3:0 (VK_AMD_shader_fragment_mask; Mesa's nir_lower_image and
// nir_lower_tex take the sample's nibble). For FMASK32_S8_F8 that is the
// element itself. For 2 and 4 samples the unit widens 1- and 2-bit codes (the
// drivers write 0x02 and 0xE4 for the identity, which the nibble reading only
// gives widened), and what it puts in the nibbles past the samples is not
// published (Mesa's samples_identical reads them, as "== 0"): those escape, as
// do the EQAA and 16-sample codes, stores and atomics (no driver writes FMASK
// through an image), D16 and any select but X. With COMPRESSION_EN (RADV's
// TC-compatible CMASK; the metadata address is the CMASK's) the unit reads the
// pixel's CMASK nibble first (cmask_state below).
constexpr uint32_t kFmaskFirst = 156, kFmask8S4F4 = 161, kFmask16S8F2 = 163, kFmask32S8F8 = 166,
                   kFmaskLast = 168;

}  // namespace

void fmask_view(Emit& e, bool load, bool d16, ImageAccess* acc) {
  auto& a = e.a;
  const V& code = acc->d.format;
  acc->fmask = bop(e, "OpLogicalAnd",
                   {bop(e, "OpUGreaterThanEqual", {code, a.u32(kFmaskFirst)}),
                    bop(e, "OpULessThanEqual", {code, a.u32(kFmaskLast)})});
  V carried = a.boolean(load && !d16);
  carried = bop(e, "OpLogicalAnd", {carried, eq(e, code, kFmask32S8F8)});
  for (unsigned k = 0; k < 4; ++k)
    if ((acc->dmask >> k) & 1)
      carried = bop(e, "OpLogicalAnd", {carried, eq(e, field(e, acc->d.selects, 3 * k, 3), kSelX)});
  acc->fmask_escape = bop(e, "OpLogicalAnd", {acc->fmask, bop(e, "OpLogicalNot", {carried})});
  acc->htile = bop(e, "OpLogicalAnd", {acc->htile, bop(e, "OpLogicalNot", {acc->fmask})});
  // The element's bytes: 8 bits up to FMASK8_S4_F4, then 16, 32 and 64.
  V bytes =
      sel(e, bop(e, "OpULessThanEqual", {code, a.u32(kFmask8S4F4)}), a.u32(1),
          sel(e, bop(e, "OpULessThanEqual", {code, a.u32(kFmask16S8F2)}), a.u32(2),
              sel(e, bop(e, "OpULessThanEqual", {code, a.u32(kFmask32S8F8)}), a.u32(4), a.u32(8))));
  acc->l.bytes = sel(e, acc->fmask, bytes, acc->l.bytes);
}

// An FMASK view's CMASK nibble (D28's states, from PAL's Gfx9Cmask layout the
// drivers write): bits 3:2 11 but for a fast clear, bits 1:0 how many bits of
// each FMASK code the tile keeps. 0xF (8 fragments, the only FMASK load
// carried out) is expanded, FMASK memory holds every code; 0xC keeps none,
// every code 0, so the load reads 0. Anything else (0x0, cleared to the CB's
// clear colour, which the texture unit has not; codes kept in fewer bits, the
// CB's own compression) is not published. `byte` is the CMASK byte, `high`
// whether the nibble is its bits 7:4. Answers {memory, zero}.
std::pair<V, V> cmask_state(Emit& e, const V& byte, const V& high) {
  V nibble =
      u32op(e, "OpBitFieldUExtract", {byte, sel(e, high, e.a.u32(4), e.a.u32(0)), e.a.u32(4)});
  return {eq(e, nibble, 0xf), eq(e, nibble, 0xc)};
}

}  // namespace rdnavk::xlate::image_common
