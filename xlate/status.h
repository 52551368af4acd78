// The status word a module writes while it runs (its address is in every
// stage's push constants): each bit names what made the work's result
// unreliable, and the executor turns it into a refusal.
#pragma once

#include <cstdint>

namespace rdnavk::xlate {

// Bits a module sets in its status word while it runs: each names what made the
// work's result unreliable. The executor turns them into refusals.
enum StatusBit : uint32_t {
  kStatusVmFault = 1u << 0,         // an access to an unmapped page (read 0, write dropped)
  kStatusFormatEscape = 1u << 1,    // a format load the descriptor cannot answer (D967)
  kStatusIndirectBranch = 1u << 2,  // s_setpc_b64 to an address that starts no block
  kStatusWaveBudget = 1u << 3,      // a wave ran past the segment budget and was ended
  kStatusOmodTiny = 1u << 4,        // an output modifier met a result near the denormals
  kStatusSharedVgprBoth = 1u << 5,  // both halves of a wave64 wrote one shared VGPR dword
  kStatusHostDenormal = 1u << 6,    // a host float op met a denormal it may have flushed
  // A mesh module's subgroup (D25) asked for no or too many outputs
  // (GS_ALLOC_REQ), or a primitive it counted names a vertex it did not
  // allocate or was never exported.
  kStatusMeshOutput = 1u << 7,
  // A pixel program's v_interp with M0 other than the PRIM_MASK it was given.
  kStatusInterpM0 = 1u << 8,
  // The host placed a workgroup's invocations in subgroups other than in
  // runs of the group's order (a stage whose subgroup layout Vulkan does not
  // promise: mesh).
  kStatusHostSubgroupLayout = 1u << 9,
  // An NGG program exported a layer other than 0 (the draw's targets have one).
  kStatusLayer = 1u << 10,
  // A point whose size is not a whole number of eighths of a pixel from 1 to
  // 64 (the hardware's size is fixed point; the host's range is smaller).
  kStatusPointSize = 1u << 11,
  // An image access inside the image whose texel the translator does not place:
  // a swizzled mode without an equation, a TYPE other than the instruction's
  // DIM, an element size or custom pitch not carried out (decision record 0027).
  kStatusImageLayout = 1u << 12,
  // A pixel program exported an integer its target's channel cannot hold.
  kStatusExportRange = 1u << 13,
  // A window-space vertex (MeshKey::window_space) the host cannot place
  // exactly: outside its viewport, w other than 1, or z outside [0, 1].
  kStatusWindowPosition = 1u << 14,
  // An image access through the metadata (the descriptor's COMPRESSION_EN)
  // whose block's key is not "uncompressed" or is not placed: a clear code or
  // compressed data stands for the texels (decision record 0027).
  kStatusImageCompressed = 1u << 15,
  // An exp mrtz whose depth lies outside the viewport's [ZMIN, ZMAX] (or is a
  // NaN), or a valid pixel whose program exported no depth where the target
  // takes it.
  kStatusDepthExport = 1u << 16,
  // v_cvt_pk_u16_u32 / v_cvt_pk_i16_i32 of a value 16 bits do not hold; a
  // v_cvt_pknorm of a NaN, or of a value whose code the f32 product and the
  // exact one round to differently (the rounding is not published).
  kStatusPackRange = 1u << 17,
  // A DS instruction on the global data share run by a lane: the GDS is a
  // graphics-ring resource whose contents are not modelled (drivers count
  // query results there, behind a branch taken only while a query runs).
  kStatusGds = 1u << 18,
  // Where a host subgroup holds the wave (D10), a cross-lane step found some of
  // the wave's invocations absent: the host did not run them together there, so
  // a ballot or lane read saw part of the wave (D32). Every other bit is then
  // meaningless.
  kStatusLanesApart = 1u << 19,
  // A sample whose texels the translator does not place exactly (decision
  // records 0034, 0035): a coordinate within the texture unit's unpublished
  // precision of a texel edge, a gather footprint's edge or an array layer's
  // rounding tie, an infinity or NaN in a blend.
  kStatusSample = 1u << 20,
  // A sample whose LOD or level is not known (D35): the LOD's allowed range
  // straddles a level or the magnification boundary, a NaN derivative or LOD.
  kStatusSampleLod = 1u << 21,
  // A sampler or image field the sample does not carry out (D34, D35):
  // anisotropy, degamma, TRUNC_COORD off with a point filter, an explicit LOD
  // with a sampler bias, the border colour table in a compute dispatch or a
  // value of it the format does not hold, a reduced gather or comparison, a
  // blend of integer texels.
  kStatusSampleState = 1u << 22,
  // A depth comparison the unit's unpublished precision decides (D35): a
  // reference within it of the texel.
  kStatusSampleCompare = 1u << 23,
  // image_get_resinfo where the answer is not published (D35): a 1D array, a
  // cube or an MSAA view, a component the view's type has not, a level past
  // the view's.
  kStatusResinfo = 1u << 24,
  // A quad or a quad strip's quad (decision record 0038) whose pixels could
  // depend on the diagonal it is split along: not strictly convex on the
  // screen, a vertex at w <= 0, a flat input that differs between its
  // vertices, an interpolated one not affine across it, or one half culled.
  kStatusQuadSplit = 1u << 25,
  // A texel of a depth or stencil surface read through its HTILE (decision
  // record 0039) whose tile is neither expanded nor cleared to a value the
  // texture unit is known to return (compressed, or cleared to another depth).
  kStatusImageHtile = 1u << 26,
  // A sample through an anisotropic sampler (decision record 0035) whose
  // footprint is not isotropic, or whose LOD is explicit: the unit's
  // anisotropic filter is not published.
  kStatusSampleAnisotropic = 1u << 27,
  // An access to a multisampled view (decision record 0027) with a sample
  // index at or past its samples (1 << LAST_LEVEL): what the unit reads or
  // writes there is not published.
  kStatusImageMsaaSample = 1u << 28,
  // An access to an FMASK view (decision record 0027) not carried out: a load
  // of 2 or 4 samples (whose widened nibbles past the samples are not
  // published), the EQAA and 16-sample formats, a store or atomic, D16, a
  // select other than X, or through a CMASK (COMPRESSION_EN) not placed or
  // whose tile is neither expanded nor one fragment (a fast clear).
  kStatusImageFmask = 1u << 29,
  // An access to a page of a colour target kept on the host device since an
  // earlier draw (decision record 0047): its bytes in guest memory are stale.
  // Not a refusal: the executor puts the targets back and runs the work again.
  kStatusAttachmentTouched = 1u << 30,
  // A word of a buffer descriptor the module relies on (decision record 0060)
  // other than the one the executor read before the dispatch: the module's
  // memory order assumed buffers apart that may not be.
  kStatusMemoryRegions = 1u << 31,
};
const char* status_reason(StatusBit bit);

}  // namespace rdnavk::xlate
