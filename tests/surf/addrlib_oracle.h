// Mesa 25.0.7's addrlib created for Navi 21 as RADV and radeonsi create it, the
// oracle of surf_oracle_test (decision record 0026).
#pragma once

#include <addrinterface.h>
#include <amdgpu_asic_addr.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "surf/surface.h"

namespace rdnavk::surf::oracle {

// ac_surface.c's ac_addrlib_create: chipFamily = family_id, chipRevision =
// chip_external_rev, regValue.gbAddrConfig, no create flags for FAMILY_AI and
// later, the ARCTICISLAND engine. Navi 21's values: family 0x8f (FAMILY_NV), external
// revision 0x29 (drm/navi21_facts.cpp's dev_info; ASICREV_IS_NAVI21_M), GB_ADDR_CONFIG 0x444.
class Addrlib {
 public:
  // CIASICIDGFXENGINE_ARCTICISLAND (addrlib's core/addrlib.h, not an installed header).
  static constexpr unsigned kArcticIslandEngine = 0xd;

  Addrlib() {
    ADDR_CREATE_INPUT in{};
    ADDR_CREATE_OUTPUT out{};
    in.size = sizeof in;
    out.size = sizeof out;
    in.chipEngine = kArcticIslandEngine;
    in.chipFamily = FAMILY_NV;
    in.chipRevision = 0x29;
    in.regValue.gbAddrConfig = 0x444;
    in.callbacks.allocSysMem = [](const ADDR_ALLOCSYSMEM_INPUT* i) -> void* {
      return std::malloc(i->sizeInBytes);
    };
    in.callbacks.freeSysMem = [](const ADDR_FREESYSMEM_INPUT* i) -> ADDR_E_RETURNCODE {
      std::free(i->pVirtAddr);
      return ADDR_OK;
    };
    ok_ = AddrCreate(&in, &out) == ADDR_OK;
    handle_ = out.hLib;
  }
  ~Addrlib() {
    if (ok_) AddrDestroy(handle_);
  }
  Addrlib(const Addrlib&) = delete;
  Addrlib& operator=(const Addrlib&) = delete;
  bool ok() const { return ok_; }
  ADDR_HANDLE handle() const { return handle_; }

 private:
  bool ok_ = false;
  ADDR_HANDLE handle_ = nullptr;
};

// A description's flags as a driver would set them: Z-order modes for depth, the
// rest for colour (addrlib refuses depth in every other mode).
inline ADDR2_SURFACE_FLAGS flags_of(const SurfaceDesc& d) {
  ADDR2_SURFACE_FLAGS f{};
  if (sw_mode_facts(d.sw_mode).z_order) {
    f.depth = 1;
  } else {
    f.color = 1;
  }
  return f;
}

inline AddrResourceType type_of(const SurfaceDesc& d) {
  return static_cast<AddrResourceType>(ADDR_RSRC_TEX_1D + static_cast<int>(d.type));
}

// The fields every addrlib input about a surface has, from `d`.
template <typename Input>
void fill_surface(const SurfaceDesc& d, Input* in) {
  in->size = sizeof *in;
  in->flags = flags_of(d);
  in->swizzleMode = static_cast<AddrSwizzleMode>(d.sw_mode);
  in->resourceType = type_of(d);
  in->bpp = d.bytes_per_element * 8;
  in->numMipLevels = d.mip_levels;
  in->numSamples = d.fragments;
}

struct SurfaceInfo {
  ADDR_E_RETURNCODE ret;
  ADDR2_COMPUTE_SURFACE_INFO_OUTPUT out;
  ADDR2_MIP_INFO mips[16];
};

inline void compute_surface_info(const Addrlib& lib, const SurfaceDesc& d, SurfaceInfo* info) {
  ADDR2_COMPUTE_SURFACE_INFO_INPUT in{};
  fill_surface(d, &in);
  in.width = d.width;
  in.height = d.height;
  in.numSlices = d.slices;
  in.numFrags = d.fragments;
  *info = SurfaceInfo{};
  info->out.size = sizeof info->out;
  info->out.pMipInfo = info->mips;
  info->ret = Addr2ComputeSurfaceInfo(lib.handle(), &in, &info->out);
}

inline ADDR_E_RETURNCODE address_of(const Addrlib& lib, const SurfaceDesc& d, const ElementCoord& c,
                                    uint32_t pipe_bank_xor, uint64_t* addr) {
  ADDR2_COMPUTE_SURFACE_ADDRFROMCOORD_INPUT in{};
  ADDR2_COMPUTE_SURFACE_ADDRFROMCOORD_OUTPUT out{};
  fill_surface(d, &in);
  out.size = sizeof out;
  in.x = c.x;
  in.y = c.y;
  in.slice = c.z;
  in.sample = c.sample;
  in.mipId = c.mip;
  in.unalignedWidth = d.width;
  in.unalignedHeight = d.height;
  in.numSlices = d.slices;
  in.numFrags = d.fragments;
  in.pipeBankXor = pipe_bank_xor;
  ADDR_E_RETURNCODE r = Addr2ComputeSurfaceAddrFromCoord(lib.handle(), &in, &out);
  *addr = out.addr;
  return r;
}

// addrlib's own tiling copy (Addr2CopyMemToSurface: its swizzler's lookup tables)
// of one level of one slice, from packed rows into `surface` (size surfSize).
inline ADDR_E_RETURNCODE copy_to_surface(const Addrlib& lib, const SurfaceDesc& d, uint32_t mip,
                                         uint32_t z, uint32_t pipe_bank_xor, const MipLevel& level,
                                         std::vector<uint8_t>* rows,
                                         std::vector<uint8_t>* surface) {
  ADDR2_COPY_MEMSURFACE_INPUT in{};
  fill_surface(d, &in);
  in.unAlignedDims = {d.width, d.height, d.slices};
  in.pbXor = pipe_bank_xor << 8;  // xored into byte offsets there (Gfx10Lib::HwlCopyMemToSurface)
  in.pMappedSurface = surface->data();
  ADDR2_COPY_MEMSURFACE_REGION region{};
  region.size = sizeof region;
  region.slice = z;
  region.mipId = mip;
  region.copyDims = {level.width, level.height, 1};
  region.pMem = rows->data();
  region.memRowPitch = uint64_t{level.width} * d.bytes_per_element;
  region.memSlicePitch = region.memRowPitch * level.height;
  return Addr2CopyMemToSurface(lib.handle(), &in, &region, 1);
}

}  // namespace rdnavk::surf::oracle
