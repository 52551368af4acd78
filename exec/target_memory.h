// A draw target's bytes between guest memory and the host image's packed rows
// (decision records 0025, 0026, 0028): the level's surface bytes detiled into
// rows before the draw and retiled after it; with DCC, the clear codes in the
// keys filled in before and every key set to uncompressed after.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cp/work.h"
#include "exec/draw_plan.h"

namespace rdnavk::exec {

// The guest bytes a target's seeding read, kept for its write-back.
struct TargetBytes {
  std::vector<uint8_t> surface;  // subresource_range's bytes
  std::vector<uint8_t> keys;     // dcc_range's bytes
  std::vector<uint8_t> fmask;    // fmask_range's bytes
  std::vector<uint8_t> cmask;    // cmask_range's bytes
};

// Reads `t` into `rows` (width * height * bytes_per_texel a sample, the
// samples one after the other: the hardware's sample i at
// rows' sample_order[i]); empty, or the refusal ("draw-target-unmapped",
// "draw-target-dcc-compressed", ...). A multisampled target with FMASK is read
// through CMASK and FMASK: each sample the fragment its code names, a cleared
// tile's samples the clear word (D42).
std::string seed_target(const DrawTarget& t, const cp::GpuMemory& m, std::span<uint8_t> rows,
                        TargetBytes* bytes);
// Writes `rows` back where seed_target read them.
void write_back_target(const DrawTarget& t, std::span<const uint8_t> rows, TargetBytes* bytes,
                       cp::GpuMemory& m);

// A CB resolve (D42): each pixel `covered` marks (not 0) of `dst_rows` becomes
// the mean of the pixel's samples in `src_rows` (seed_target's rows of `src`,
// in format `f`). Samples all equal give that element exactly. Otherwise the
// mean is taken exactly and rounded to the nearest of the format, ties to
// even: UNORM channels of 8 and 16 bits and 16- and 32-bit floats. How the
// CB rounds is not published; Vulkan and D3D leave a resolve's averaging to
// the implementation. Other formats whose samples differ, NaNs and
// infinities are refused ("draw-resolve-...").
std::string resolve_samples(const DrawTarget& src, const TargetFormat& f,
                            std::span<const uint8_t> src_rows, std::span<const uint8_t> covered,
                            std::span<uint8_t> dst_rows);

// The depth/stencil target the same way: `depth` (width * height *
// depth_bytes) and `stencil` (width * height) rows, HTILE's cleared tiles
// filled in before and every tile set to expanded after.
struct DepthBytes {
  std::vector<uint8_t> z, s, htile;
};
std::string seed_depth(const DrawDepth& d, const cp::GpuMemory& m, std::span<uint8_t> depth,
                       std::span<uint8_t> stencil, DepthBytes* bytes);
void write_back_depth(const DrawDepth& d, std::span<const uint8_t> depth,
                      std::span<const uint8_t> stencil, DepthBytes* bytes, cp::GpuMemory& m);

}  // namespace rdnavk::exec
