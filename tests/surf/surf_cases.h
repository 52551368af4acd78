// The surfaces and elements the surf tests try.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "surf/surface.h"

namespace rdnavk::surf {

// A surface's description by its fields.
inline SurfaceDesc surface_desc(SwMode mode, uint32_t bpe, uint32_t w, uint32_t h,
                                uint32_t slices = 1, uint32_t mips = 1, uint32_t frags = 1,
                                ResourceType type = ResourceType::k2d) {
  SurfaceDesc d;
  d.sw_mode = static_cast<uint32_t>(mode);
  d.type = type;
  d.bytes_per_element = bpe;
  d.width = w;
  d.height = h;
  d.slices = slices;
  d.mip_levels = mips;
  d.fragments = frags;
  return d;
}

inline uint32_t full_chain(uint32_t w, uint32_t h, uint32_t d) {
  uint32_t m = std::max({w, h, d}), n = 1;
  while (m > 1) m >>= 1, ++n;
  return n;
}

// Every element size, sizes from 1x1 to 16384x16384 (odd, tiny, large, not powers of
// two), one level, three levels and the full chain, array slices or 3D depths, and
// 1, 2, 4, 8 fragments (refused except for 2D single levels in Z and R modes).
inline std::vector<SurfaceDesc> oracle_cases(ResourceType type, uint32_t sw_mode) {
  struct Size {
    uint32_t w, h;
  };
  std::vector<Size> sizes;
  std::vector<uint32_t> slices;
  if (type == ResourceType::k1d) {
    sizes = {{1, 1}, {3, 1}, {100, 1}, {1023, 1}, {4096, 1}, {16384, 1}};
    slices = {1, 3};
  } else if (type == ResourceType::k2d) {
    sizes = {{1, 1},    {3, 5},   {17, 9},      {64, 64},     {100, 37},     {257, 129},
             {1023, 1}, {1, 700}, {1920, 1080}, {4096, 4096}, {16384, 16384}};
    slices = {1, 3};
  } else {
    sizes = {{1, 1}, {3, 5}, {17, 9}, {64, 64}, {100, 37}, {257, 129}};
    slices = {1, 5, 33};
  }
  std::vector<SurfaceDesc> out;
  for (uint32_t bpe : {1u, 2u, 4u, 8u, 16u}) {
    for (Size s : sizes) {
      for (uint32_t n : slices) {
        const uint32_t depth = type == ResourceType::k3d ? n : 1;
        for (uint32_t mips : {1u, 3u, full_chain(s.w, s.h, depth)}) {
          for (uint32_t frags : {1u, 2u, 4u, 8u}) {
            if (frags > 1 && (mips > 1 || s.w > 4096 || n > 1)) continue;
            if (s.w >= 4096 && n > 1) continue;
            // addrlib sizes 256-byte-block levels in 32 bits
            // (Gfx10Lib::ComputeSurfaceInfoMicroTiled): a level of 4 GiB wraps there.
            const bool micro = sw_mode == 1 || sw_mode == 2;
            if (micro && uint64_t{s.w} * s.h * bpe >= (uint64_t{1} << 32)) continue;
            SurfaceDesc d;
            d.sw_mode = sw_mode;
            d.type = type;
            d.bytes_per_element = bpe;
            d.width = s.w;
            d.height = s.h;
            d.slices = n;
            d.mip_levels = mips;
            d.fragments = frags;
            out.push_back(d);
          }
        }
      }
    }
  }
  return out;
}

// A few descriptions in a mode value `type` may not use.
inline std::vector<SurfaceDesc> refused_cases(ResourceType type, uint32_t sw_mode) {
  std::vector<SurfaceDesc> out;
  for (uint32_t bpe : {1u, 4u, 16u}) {
    for (uint32_t w : {1u, 64u, 1000u}) {
      SurfaceDesc d;
      d.sw_mode = sw_mode;
      d.type = type;
      d.bytes_per_element = bpe;
      d.width = w;
      d.height = type == ResourceType::k1d ? 1 : w;
      d.slices = type == ResourceType::k3d ? 4 : 1;
      out.push_back(d);
    }
  }
  return out;
}

// Every element of every level, slice and sample when there are at most `max`;
// otherwise the corners of each level and a fixed pseudo-random sample. For 3D a
// level has max(depth >> level, 1) slices, addrlib's Valid3DMipSliceIdConstraint.
inline std::vector<ElementCoord> sample_coords(const SurfaceLayout& l, uint64_t max) {
  const SurfaceDesc& d = l.desc;
  auto depth_of = [&](uint32_t mip) {
    return d.type == ResourceType::k3d ? std::max(d.slices >> mip, 1u) : d.slices;
  };
  uint64_t total = 0;
  for (uint32_t mip = 0; mip < d.mip_levels; ++mip) {
    total += uint64_t{l.mips[mip].width} * l.mips[mip].height * depth_of(mip) * d.fragments;
  }
  std::vector<ElementCoord> out;
  if (total <= max) {
    for (uint32_t mip = 0; mip < d.mip_levels; ++mip) {
      for (uint32_t z = 0; z < depth_of(mip); ++z) {
        for (uint32_t y = 0; y < l.mips[mip].height; ++y) {
          for (uint32_t x = 0; x < l.mips[mip].width; ++x) {
            for (uint32_t s = 0; s < d.fragments; ++s) out.push_back({x, y, z, mip, s});
          }
        }
      }
    }
    return out;
  }
  uint64_t seed = 0x9e3779b97f4a7c15ull ^ (uint64_t{d.width} << 20) ^ d.sw_mode;
  auto next = [&](uint32_t n) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<uint32_t>((seed >> 33) % n);
  };
  for (uint32_t mip = 0; mip < d.mip_levels; ++mip) {
    const MipLevel& m = l.mips[mip];
    const uint32_t last = depth_of(mip) - 1;
    out.push_back({0, 0, 0, mip, 0});
    out.push_back({m.width - 1, m.height - 1, last, mip, d.fragments - 1});
  }
  while (out.size() < max) {
    const uint32_t mip = next(d.mip_levels);
    const MipLevel& m = l.mips[mip];
    out.push_back({next(m.width), next(m.height), next(depth_of(mip)), mip, next(d.fragments)});
  }
  return out;
}

}  // namespace rdnavk::surf
