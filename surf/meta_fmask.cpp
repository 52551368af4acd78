// The FMASK of a multisampled colour target (decision record 0028): its surface
// and what its elements say. Facts from Mesa 25.0.7:
//
// - The surface (addrlib core/addrlib2.cpp Lib::ComputeFmaskInfo): a 2D surface
//   of one sample and one level, the target's width, height and slices, in a Z
//   mode (Gfx10Lib::ValidateSwModeParams: fmask only in Gfx10ZSwModeMask), of
//   GetFmaskBpp(samples, fragments) bits an element (addrlib2.h): log2(fragments)
//   bits a sample, 3 widened to 4, times the samples, at least 8.
// - Its mode: ac_surface.c gfx9_compute_miptree asks
//   gfx9_get_preferred_swizzle_mode(..., is_fmask = true), which forbids VAR
//   blocks before GFX11; Gfx10Lib::HwlGetPreferredSurfaceSetting then answers
//   64KB_Z_X for every FMASK.
// - Its elements: identity values by log2 samples in RADV radv_cmd_buffer.c
//   radv_init_fmask (0x02020202, 0xE4E4E4E4, 0x76543210) and radeonsi
//   si_compute_blit.c fmask_expand_values (the same on the samples == fragments
//   diagonal); nir_lower_image.c reads a sample's nibble as the stored sample to
//   fetch, EQAA's code 8 standing for an unknown one.
// - EQAA (fewer fragments than samples): RADV never (radv_image.c sets
//   storage_samples = samples); radeonsi only for a target created with fewer
//   storage samples than samples (si_is_format_supported's EQAA branch),
//   which only an application asking for it gets.
#include "surf/meta.h"

namespace rdnavk::surf {

std::string fmask_format(uint32_t samples, uint32_t fragments, FmaskFormat* out) {
  if (samples != 2 && samples != 4 && samples != 8) {
    return "fmask-samples-" + std::to_string(samples);
  }
  if (fragments != samples) {
    return "fmask-samples-" + std::to_string(samples) + "-fragments-" + std::to_string(fragments);
  }
  FmaskFormat f;
  f.samples = samples;
  f.fragments = fragments;
  f.code_bits = samples == 8 ? 4 : samples / 2;  // log2: 1, 2; 3 widened to 4
  f.element_bytes = samples * f.code_bits <= 8 ? 1 : 4;
  *out = f;
  return {};
}

uint32_t fmask_identity(const FmaskFormat& f) {
  uint32_t element = 0;
  for (uint32_t s = 0; s < f.samples; ++s) element |= s << (s * f.code_bits);
  return element;
}

uint32_t fmask_sample_fragment(const FmaskFormat& f, uint32_t element, uint32_t sample) {
  if (sample >= f.samples) return f.fragments;
  return (element >> (sample * f.code_bits)) & ((1u << f.code_bits) - 1);
}

std::string compute_fmask_desc(const SurfaceDesc& color, uint32_t samples, uint32_t fmask_sw_mode,
                               SurfaceDesc* out) {
  FmaskFormat f;
  if (std::string e = fmask_format(samples, color.fragments, &f); !e.empty()) return e;
  if (color.type != ResourceType::k2d) {
    return "fmask-resource-type-" + std::to_string(int(color.type) + 1) + "d";
  }
  if (color.mip_levels != 1) return "fmask-mip-levels-" + std::to_string(color.mip_levels);
  if (fmask_sw_mode != static_cast<uint32_t>(SwMode::SW_64KB_Z_X)) {
    const SwModeFacts m = sw_mode_facts(fmask_sw_mode);
    return std::string("fmask-sw-mode-") + (m.valid ? m.name : std::to_string(fmask_sw_mode));
  }
  SurfaceDesc d;
  d.sw_mode = fmask_sw_mode;
  d.type = ResourceType::k2d;
  d.bytes_per_element = f.element_bytes;
  d.width = color.width;
  d.height = color.height;
  d.slices = color.slices;
  *out = d;
  return {};
}

}  // namespace rdnavk::surf
