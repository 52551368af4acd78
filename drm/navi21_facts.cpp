// GENERATED FILE: do not edit by hand.
// Written by scripts/navi21/gen_facts.py from scripts/navi21/navi21.json, the table that
// scripts/navi21/record.c records under Mesa's noop DRM shim (see scripts/navi21/README.md).
// Regenerate with: python3 scripts/navi21/gen_facts.py
//
// Navi 21, 1002:73bf rev c3, AMD Radeon RX 6800; Linux 6.12.57 (Debian bookworm-backports), DRM
// 3.61.0; firmware: Debian firmware-amd-graphics 20230210-5.
// The contract is drm/navi21_facts.h.
// The layout is the generator's, not clang-format's.
// clang-format off
#include "drm/navi21_facts.h"

#include <bit>
#include <cerrno>
#include <cstddef>

namespace rdnavk::drm::navi21 {
namespace {

// ---------------------------------------------------------------- DRM_AMDGPU_INFO answers

// info/accel_working: drm-shim
alignas(8) constexpr uint8_t kAnswerAccelWorking[4] = {
    0x01, 0x00, 0x00, 0x00,
};
// info/dev_info: drm-shim (Mesa src/amd/drm-shim/amdgpu_devices.c:1487-1557, recorded from an
// RX 6800) with virtual_address_offset and high_va_max of Linux 6.12.57
// drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:891-906, amdgpu_vm.h:168-181
alignas(8) constexpr uint8_t kAnswerDevInfo[440] = {
    0xbf, 0x73, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x29, 0x00, 0x00, 0x00,
    0xc3, 0x00, 0x00, 0x00, 0x8f, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0xa0, 0x86, 0x01, 0x00, 0xf8, 0xc3, 0x25, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x40, 0x42, 0x0f, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x3c, 0x00, 0x00, 0x00, 0xff, 0xff, 0x03, 0x00, 0xff, 0x03, 0x00, 0x00,
    0xff, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00,
    0xff, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x0f, 0xff, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00,
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x80, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00,
    0x00, 0x10, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x09, 0x00, 0x00, 0x00,
    0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x20, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0a, 0x00, 0x00, 0x00,
    0x10, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00,
    0x20, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00,
    0xff, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00,
    0xff, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0xff, 0xff, 0x00, 0xe0, 0xbf, 0xff,
    0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0xa1, 0x07, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x77, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/hw_ip_info/gfx/0: drm-shim
alignas(8) constexpr uint8_t kAnswerHwIpInfoGfx0[32] = {
    0x0a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x03, 0x0a, 0x00,
};
// info/hw_ip_info/compute/0: drm-shim
alignas(8) constexpr uint8_t kAnswerHwIpInfoCompute0[32] = {
    0x0a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00,
    0x0f, 0x00, 0x00, 0x00, 0x00, 0x03, 0x0a, 0x00,
};
// info/hw_ip_info/dma/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:403-410,503-543;
// amdgpu_ctx.c:38 (2 DMA entities); sdma_v5_2.c:1957-1961 (block 5.2); Navi 21 is SDMA 5.2.0
// with 4 engines (Linux 5.16 sdma_v5_2.c sdma_v5_2_early_init: IP_VERSION(5, 2, 0) ->
// num_instances 4)
alignas(8) constexpr uint8_t kAnswerHwIpInfoDma0[32] = {
    0x05, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
    0x03, 0x00, 0x00, 0x00, 0x00, 0x02, 0x05, 0x00,
};
// info/hw_ip_info/uvd/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:495-501 (no
// block of that type: success, zeroed struct); Navi 21 has VCN 3.0, not UVD or VCE
// (nv.c:216-245)
alignas(8) constexpr uint8_t kAnswerHwIpInfoUvd0[32] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/hw_ip_info/vce/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:495-501 (no
// block of that type: success, zeroed struct); Navi 21 has VCN 3.0, not UVD or VCE
// (nv.c:216-245)
alignas(8) constexpr uint8_t kAnswerHwIpInfoVce0[32] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/hw_ip_info/uvd_enc/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:495-501 (no
// block of that type: success, zeroed struct); Navi 21 has VCN 3.0, not UVD or VCE
// (nv.c:216-245)
alignas(8) constexpr uint8_t kAnswerHwIpInfoUvdEnc0[32] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/hw_ip_info/vcn_dec/0: Linux 6.12.57
// drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:444-455,503-543; amdgpu_ctx.c:42;
// vcn_v3_0.c:58,2342-2346 (two VCN 3.0 instances); nv.c:216-245 (Navi 21 is UVD_HWIP 3.0.0)
alignas(8) constexpr uint8_t kAnswerHwIpInfoVcnDec0[32] = {
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00,
};
// info/hw_ip_info/vcn_enc/0: Linux 6.12.57
// drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:456-468,503-543; amdgpu_ctx.c:43; vcn_v3_0.c:141-144
// (2 encode rings per instance)
alignas(8) constexpr uint8_t kAnswerHwIpInfoVcnEnc0[32] = {
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00,
};
// info/hw_ip_info/vcn_jpeg/0: Linux 6.12.57
// drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:469-483,503-543; amdgpu_ctx.c:44;
// jpeg_v3_0.c:66-67,603-608
alignas(8) constexpr uint8_t kAnswerHwIpInfoVcnJpeg0[32] = {
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00,
};
// info/hw_ip_info/vpe/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:484-501 (no VPE
// block before GFX11.5: success, zeroed struct)
alignas(8) constexpr uint8_t kAnswerHwIpInfoVpe0[32] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/hw_ip_count/gfx: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (GFX
// block: 1)
alignas(8) constexpr uint8_t kAnswerHwIpCountGfx[4] = {
    0x01, 0x00, 0x00, 0x00,
};
// info/hw_ip_count/compute: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679
// (compute is the GFX block: 1)
alignas(8) constexpr uint8_t kAnswerHwIpCountCompute[4] = {
    0x01, 0x00, 0x00, 0x00,
};
// info/hw_ip_count/dma: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679
// (sdma.num_instances); Navi 21 has 4 SDMA engines (Linux 5.16 sdma_v5_2.c
// sdma_v5_2_early_init)
alignas(8) constexpr uint8_t kAnswerHwIpCountDma[4] = {
    0x04, 0x00, 0x00, 0x00,
};
// info/hw_ip_count/vcn_dec: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679
// (vcn.num_vcn_inst); vcn_v3_0.c:58 (2 instances on Navi 21)
alignas(8) constexpr uint8_t kAnswerHwIpCountVcnDec[4] = {
    0x02, 0x00, 0x00, 0x00,
};
// info/hw_ip_count/vcn_enc: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679
// (vcn.num_vcn_inst); vcn_v3_0.c:58 (2 instances on Navi 21)
alignas(8) constexpr uint8_t kAnswerHwIpCountVcnEnc[4] = {
    0x02, 0x00, 0x00, 0x00,
};
// info/hw_ip_count/vcn_jpeg: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679
// (num_jpeg_inst * num_jpeg_rings); jpeg_v3_0.c:66-67 (1 x 1)
alignas(8) constexpr uint8_t kAnswerHwIpCountVcnJpeg[4] = {
    0x01, 0x00, 0x00, 0x00,
};
// info/fw_version/gfx_me/0/0: drm-shim
alignas(8) constexpr uint8_t kAnswerFwVersionGfxMe00[8] = {
    0x40, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00,
};
// info/fw_version/gfx_pfp/0/0: drm-shim
alignas(8) constexpr uint8_t kAnswerFwVersionGfxPfp00[8] = {
    0x5f, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00,
};
// info/fw_version/gfx_mec/0/0: drm-shim
alignas(8) constexpr uint8_t kAnswerFwVersionGfxMec00[8] = {
    0x68, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00,
};
// info/fw_version/gfx_mec/0/1: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:268-277
// (index 1 is MEC2); Debian firmware-amd-graphics 20230210-5
// /lib/firmware/amdgpu/sienna_cichlid_mec2.bin header
alignas(8) constexpr uint8_t kAnswerFwVersionGfxMec01[8] = {
    0x68, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00,
};
// info/fw_version/gfx_ce/0/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:240-243;
// Debian firmware-amd-graphics 20230210-5 /lib/firmware/amdgpu/sienna_cichlid_ce.bin header
alignas(8) constexpr uint8_t kAnswerFwVersionGfxCe00[8] = {
    0x25, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00,
};
// info/fw_version/gfx_rlc/0/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:244-247;
// Debian firmware-amd-graphics 20230210-5 /lib/firmware/amdgpu/sienna_cichlid_rlc.bin header
// (v2.4)
alignas(8) constexpr uint8_t kAnswerFwVersionGfxRlc00[8] = {
    0x5f, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
};
// info/fw_version/sdma/0/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324;
// sdma_v5_2.c:1224 (one file for every engine); Debian firmware-amd-graphics 20230210-5
// /lib/firmware/amdgpu/sienna_cichlid_sdma.bin header
alignas(8) constexpr uint8_t kAnswerFwVersionSdma00[8] = {
    0x51, 0x00, 0x00, 0x00, 0x34, 0x00, 0x00, 0x00,
};
// info/fw_version/sdma/0/1: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324;
// sdma_v5_2.c:1224 (one file for every engine); Debian firmware-amd-graphics 20230210-5
// /lib/firmware/amdgpu/sienna_cichlid_sdma.bin header
alignas(8) constexpr uint8_t kAnswerFwVersionSdma01[8] = {
    0x51, 0x00, 0x00, 0x00, 0x34, 0x00, 0x00, 0x00,
};
// info/fw_version/sdma/0/2: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324;
// sdma_v5_2.c:1224 (one file for every engine); Debian firmware-amd-graphics 20230210-5
// /lib/firmware/amdgpu/sienna_cichlid_sdma.bin header
alignas(8) constexpr uint8_t kAnswerFwVersionSdma02[8] = {
    0x51, 0x00, 0x00, 0x00, 0x34, 0x00, 0x00, 0x00,
};
// info/fw_version/sdma/0/3: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324;
// sdma_v5_2.c:1224 (one file for every engine); Debian firmware-amd-graphics 20230210-5
// /lib/firmware/amdgpu/sienna_cichlid_sdma.bin header
alignas(8) constexpr uint8_t kAnswerFwVersionSdma03[8] = {
    0x51, 0x00, 0x00, 0x00, 0x34, 0x00, 0x00, 0x00,
};
// info/fw_version/vcn/0/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:224-227
// (feature 0); amdgpu_vcn.c:155; Debian firmware-amd-graphics 20230210-5
// /lib/firmware/amdgpu/sienna_cichlid_vcn.bin header ucode_version 0x0211a000
alignas(8) constexpr uint8_t kAnswerFwVersionVcn00[8] = {
    0x00, 0xa0, 0x11, 0x02, 0x00, 0x00, 0x00, 0x00,
};
// info/fw_version/uvd/0/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:220-223 (no
// UVD block, nothing loaded: 0)
alignas(8) constexpr uint8_t kAnswerFwVersionUvd00[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/fw_version/vce/0/0: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:216-219 (no
// VCE block, nothing loaded: 0)
alignas(8) constexpr uint8_t kAnswerFwVersionVce00[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/memory: drm-shim total_heap_size of each heap (Mesa
// src/amd/drm-shim/amdgpu_devices.c:1558-1577, recorded from an RX 6800); usable, usage and
// max_allocation by Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:744-779 with nothing
// pinned
alignas(8) constexpr uint8_t kAnswerMemory[96] = {
    0x00, 0x00, 0x00, 0xff, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0xfe,
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0xe0, 0xfe, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0c,
    0x00, 0x00, 0x00, 0x00, 0x00, 0xa8, 0x2f, 0xe6, 0x03, 0x00, 0x00, 0x00,
    0x00, 0xa8, 0x2f, 0xe6, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0xbe, 0xa3, 0xec, 0x02, 0x00, 0x00, 0x00,
};
// info/vram_gtt: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:729-743 over the totals
// above, nothing pinned
alignas(8) constexpr uint8_t kAnswerVramGtt[24] = {
    0x00, 0x00, 0x80, 0xfe, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10,
    0x00, 0x00, 0x00, 0x00, 0x00, 0xa8, 0x2f, 0xe6, 0x03, 0x00, 0x00, 0x00,
};
// info/timestamp: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:683-685 (GPU clock
// counter, gpu_counter_freq kHz)
alignas(8) constexpr uint8_t kAnswerTimestamp[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/num_bytes_moved: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:700-702
alignas(8) constexpr uint8_t kAnswerNumBytesMoved[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/num_evictions: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:703-705
alignas(8) constexpr uint8_t kAnswerNumEvictions[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/num_vram_cpu_page_faults: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:706-708
alignas(8) constexpr uint8_t kAnswerNumVramCpuPageFaults[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/vram_usage: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:709-711
alignas(8) constexpr uint8_t kAnswerVramUsage[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/vis_vram_usage: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:712-714
alignas(8) constexpr uint8_t kAnswerVisVramUsage[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/gtt_usage: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:715-717
alignas(8) constexpr uint8_t kAnswerGttUsage[8] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/video_caps/decode: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:106-115
// (sc_video_codecs_decode_array_vcn0), nv.c:233-243; amdgpu_kms.c:1195-1253
alignas(8) constexpr uint8_t kAnswerVideoCapsDecode[192] = {
    0x01, 0x00, 0x00, 0x00, 0x80, 0x07, 0x00, 0x00, 0x40, 0x04, 0x00, 0x00,
    0x00, 0xe0, 0x1f, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x80, 0x07, 0x00, 0x00, 0x40, 0x04, 0x00, 0x00,
    0x00, 0xe0, 0x1f, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x80, 0x07, 0x00, 0x00, 0x40, 0x04, 0x00, 0x00,
    0x00, 0xe0, 0x1f, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x01, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00,
    0x00, 0x00, 0x20, 0x02, 0xba, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00,
    0x00, 0x00, 0x20, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00,
    0x00, 0x00, 0x20, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/video_caps/encode: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:96-99
// (sc_video_codecs_encode_array), nv.c:233-243; amdgpu_kms.c:1195-1253
alignas(8) constexpr uint8_t kAnswerVideoCapsEncode[192] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00,
    0x00, 0x00, 0x20, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
// info/sensor/gfx_sclk: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1064-1072 (MHz);
// the value is DEV_INFO min_engine_clock
alignas(8) constexpr uint8_t kAnswerSensorGfxSclk[4] = {
    0xf4, 0x01, 0x00, 0x00,
};
// info/sensor/gfx_mclk: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1073-1081 (MHz);
// the value is DEV_INFO min_memory_clock
alignas(8) constexpr uint8_t kAnswerSensorGfxMclk[4] = {
    0x60, 0x00, 0x00, 0x00,
};
// info/sensor/gpu_load: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1090-1097
// (percent)
alignas(8) constexpr uint8_t kAnswerSensorGpuLoad[4] = {
    0x00, 0x00, 0x00, 0x00,
};
// info/max_ibs: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1255-1263;
// amdgpu_ring.c:57-70 (GFX 192, compute 125, JPEG 16, any other ring 49)
alignas(8) constexpr uint8_t kAnswerMaxIbs[40] = {
    0xc0, 0x00, 0x00, 0x00, 0x7d, 0x00, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00,
    0x31, 0x00, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00,
    0x31, 0x00, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00,
    0x31, 0x00, 0x00, 0x00,
};
// info/gpuvm_fault: Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1264-1283 (the VM's
// last fault; zero when none happened)
alignas(8) constexpr uint8_t kAnswerGpuvmFault[16] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00,
};

struct InfoEntry {
  uint32_t query;
  uint32_t args[3];  // the request words that select this answer; unread words are 0
  int32_t status;    // 0, or the negative errno the kernel fails with
  bool live;
  const uint8_t* data;
  uint32_t size;
  const char* key;
  const char* source;
};

constexpr InfoEntry kInfo[] = {
    {0u, {0u, 0u, 0u}, 0, false, kAnswerAccelWorking, 4u, "info/accel_working",
     "drm-shim"},
    {22u, {0u, 0u, 0u}, 0, false, kAnswerDevInfo, 440u, "info/dev_info",
     "drm-shim (Mesa src/amd/drm-shim/amdgpu_devices.c:1487-1557, recorded from an RX 6800) with "
     "virtual_address_offset and high_va_max of Linux 6.12.57 "
     "drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:891-906, amdgpu_vm.h:168-181"},
    {2u, {0u, 0u, 0u}, 0, false, kAnswerHwIpInfoGfx0, 32u, "info/hw_ip_info/gfx/0",
     "drm-shim"},
    {2u, {1u, 0u, 0u}, 0, false, kAnswerHwIpInfoCompute0, 32u, "info/hw_ip_info/compute/0",
     "drm-shim"},
    {2u, {2u, 0u, 0u}, 0, false, kAnswerHwIpInfoDma0, 32u, "info/hw_ip_info/dma/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:403-410,503-543; amdgpu_ctx.c:38 (2 "
     "DMA entities); sdma_v5_2.c:1957-1961 (block 5.2); Navi 21 is SDMA 5.2.0 with 4 engines "
     "(Linux 5.16 sdma_v5_2.c sdma_v5_2_early_init: IP_VERSION(5, 2, 0) -> num_instances 4)"},
    {2u, {3u, 0u, 0u}, 0, false, kAnswerHwIpInfoUvd0, 32u, "info/hw_ip_info/uvd/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:495-501 (no block of that type: "
     "success, zeroed struct); Navi 21 has VCN 3.0, not UVD or VCE (nv.c:216-245)"},
    {2u, {4u, 0u, 0u}, 0, false, kAnswerHwIpInfoVce0, 32u, "info/hw_ip_info/vce/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:495-501 (no block of that type: "
     "success, zeroed struct); Navi 21 has VCN 3.0, not UVD or VCE (nv.c:216-245)"},
    {2u, {5u, 0u, 0u}, 0, false, kAnswerHwIpInfoUvdEnc0, 32u, "info/hw_ip_info/uvd_enc/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:495-501 (no block of that type: "
     "success, zeroed struct); Navi 21 has VCN 3.0, not UVD or VCE (nv.c:216-245)"},
    {2u, {6u, 0u, 0u}, 0, false, kAnswerHwIpInfoVcnDec0, 32u, "info/hw_ip_info/vcn_dec/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:444-455,503-543; amdgpu_ctx.c:42; "
     "vcn_v3_0.c:58,2342-2346 (two VCN 3.0 instances); nv.c:216-245 (Navi 21 is UVD_HWIP 3.0.0)"},
    {2u, {7u, 0u, 0u}, 0, false, kAnswerHwIpInfoVcnEnc0, 32u, "info/hw_ip_info/vcn_enc/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:456-468,503-543; amdgpu_ctx.c:43; "
     "vcn_v3_0.c:141-144 (2 encode rings per instance)"},
    {2u, {8u, 0u, 0u}, 0, false, kAnswerHwIpInfoVcnJpeg0, 32u, "info/hw_ip_info/vcn_jpeg/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:469-483,503-543; amdgpu_ctx.c:44; "
     "jpeg_v3_0.c:66-67,603-608"},
    {2u, {9u, 0u, 0u}, 0, false, kAnswerHwIpInfoVpe0, 32u, "info/hw_ip_info/vpe/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:484-501 (no VPE block before "
     "GFX11.5: success, zeroed struct)"},
    {3u, {0u, 0u, 0u}, 0, false, kAnswerHwIpCountGfx, 4u, "info/hw_ip_count/gfx",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (GFX block: 1)"},
    {3u, {1u, 0u, 0u}, 0, false, kAnswerHwIpCountCompute, 4u, "info/hw_ip_count/compute",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (compute is the GFX block: 1)"},
    {3u, {2u, 0u, 0u}, 0, false, kAnswerHwIpCountDma, 4u, "info/hw_ip_count/dma",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (sdma.num_instances); Navi "
     "21 has 4 SDMA engines (Linux 5.16 sdma_v5_2.c sdma_v5_2_early_init)"},
    {3u, {3u, 0u, 0u}, -22, false, nullptr, 0u, "info/hw_ip_count/uvd",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:614-618 (no UVD block: -EINVAL)"},
    {3u, {4u, 0u, 0u}, -22, false, nullptr, 0u, "info/hw_ip_count/vce",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:614-618 (no VCE block: -EINVAL)"},
    {3u, {5u, 0u, 0u}, -22, false, nullptr, 0u, "info/hw_ip_count/uvd_enc",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:614-618 (no UVD block: -EINVAL)"},
    {3u, {6u, 0u, 0u}, 0, false, kAnswerHwIpCountVcnDec, 4u, "info/hw_ip_count/vcn_dec",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (vcn.num_vcn_inst); "
     "vcn_v3_0.c:58 (2 instances on Navi 21)"},
    {3u, {7u, 0u, 0u}, 0, false, kAnswerHwIpCountVcnEnc, 4u, "info/hw_ip_count/vcn_enc",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (vcn.num_vcn_inst); "
     "vcn_v3_0.c:58 (2 instances on Navi 21)"},
    {3u, {8u, 0u, 0u}, 0, false, kAnswerHwIpCountVcnJpeg, 4u, "info/hw_ip_count/vcn_jpeg",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-679 (num_jpeg_inst * "
     "num_jpeg_rings); jpeg_v3_0.c:66-67 (1 x 1)"},
    {3u, {9u, 0u, 0u}, -22, false, nullptr, 0u, "info/hw_ip_count/vpe",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:174-209,614-618 (VPE maps to no "
     "block type: -EINVAL)"},
    {14u, {4u, 0u, 0u}, 0, false, kAnswerFwVersionGfxMe00, 8u, "info/fw_version/gfx_me/0/0",
     "drm-shim"},
    {14u, {5u, 0u, 0u}, 0, false, kAnswerFwVersionGfxPfp00, 8u, "info/fw_version/gfx_pfp/0/0",
     "drm-shim"},
    {14u, {8u, 0u, 0u}, 0, false, kAnswerFwVersionGfxMec00, 8u, "info/fw_version/gfx_mec/0/0",
     "drm-shim"},
    {14u, {8u, 0u, 1u}, 0, false, kAnswerFwVersionGfxMec01, 8u, "info/fw_version/gfx_mec/0/1",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:268-277 (index 1 is MEC2); Debian "
     "firmware-amd-graphics 20230210-5 /lib/firmware/amdgpu/sienna_cichlid_mec2.bin header"},
    {14u, {6u, 0u, 0u}, 0, false, kAnswerFwVersionGfxCe00, 8u, "info/fw_version/gfx_ce/0/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:240-243; Debian "
     "firmware-amd-graphics 20230210-5 /lib/firmware/amdgpu/sienna_cichlid_ce.bin header"},
    {14u, {7u, 0u, 0u}, 0, false, kAnswerFwVersionGfxRlc00, 8u, "info/fw_version/gfx_rlc/0/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:244-247; Debian "
     "firmware-amd-graphics 20230210-5 /lib/firmware/amdgpu/sienna_cichlid_rlc.bin header (v2.4)"},
    {14u, {11u, 0u, 0u}, 0, false, kAnswerFwVersionSdma00, 8u, "info/fw_version/sdma/0/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324; sdma_v5_2.c:1224 (one file "
     "for every engine); Debian firmware-amd-graphics 20230210-5 "
     "/lib/firmware/amdgpu/sienna_cichlid_sdma.bin header"},
    {14u, {11u, 0u, 1u}, 0, false, kAnswerFwVersionSdma01, 8u, "info/fw_version/sdma/0/1",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324; sdma_v5_2.c:1224 (one file "
     "for every engine); Debian firmware-amd-graphics 20230210-5 "
     "/lib/firmware/amdgpu/sienna_cichlid_sdma.bin header"},
    {14u, {11u, 0u, 2u}, 0, false, kAnswerFwVersionSdma02, 8u, "info/fw_version/sdma/0/2",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324; sdma_v5_2.c:1224 (one file "
     "for every engine); Debian firmware-amd-graphics 20230210-5 "
     "/lib/firmware/amdgpu/sienna_cichlid_sdma.bin header"},
    {14u, {11u, 0u, 3u}, 0, false, kAnswerFwVersionSdma03, 8u, "info/fw_version/sdma/0/3",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-324; sdma_v5_2.c:1224 (one file "
     "for every engine); Debian firmware-amd-graphics 20230210-5 "
     "/lib/firmware/amdgpu/sienna_cichlid_sdma.bin header"},
    {14u, {14u, 0u, 0u}, 0, false, kAnswerFwVersionVcn00, 8u, "info/fw_version/vcn/0/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:224-227 (feature 0); "
     "amdgpu_vcn.c:155; Debian firmware-amd-graphics 20230210-5 "
     "/lib/firmware/amdgpu/sienna_cichlid_vcn.bin header ucode_version 0x0211a000"},
    {14u, {2u, 0u, 0u}, 0, false, kAnswerFwVersionUvd00, 8u, "info/fw_version/uvd/0/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:220-223 (no UVD block, nothing "
     "loaded: 0)"},
    {14u, {1u, 0u, 0u}, 0, false, kAnswerFwVersionVce00, 8u, "info/fw_version/vce/0/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:216-219 (no VCE block, nothing "
     "loaded: 0)"},
    {14u, {8u, 0u, 2u}, -22, false, nullptr, 0u, "info/fw_version/gfx_mec/0/2",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:268-277 (MEC index above 1: -EINVAL)"},
    {14u, {11u, 0u, 4u}, -22, false, nullptr, 0u, "info/fw_version/sdma/0/4",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:319-321 (SDMA index past the 4 "
     "engines: -EINVAL)"},
    {14u, {4u, 1u, 0u}, -22, false, nullptr, 0u, "info/fw_version/gfx_me/1/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:689-692 (only ip_instance 0 exists: "
     "-EINVAL)"},
    {25u, {0u, 0u, 0u}, 0, true, kAnswerMemory, 96u, "info/memory",
     "drm-shim total_heap_size of each heap (Mesa src/amd/drm-shim/amdgpu_devices.c:1558-1577, "
     "recorded from an RX 6800); usable, usage and max_allocation by Linux 6.12.57 "
     "drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:744-779 with nothing pinned"},
    {20u, {0u, 0u, 0u}, 0, true, kAnswerVramGtt, 24u, "info/vram_gtt",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:729-743 over the totals above, "
     "nothing pinned"},
    {5u, {0u, 0u, 0u}, 0, true, kAnswerTimestamp, 8u, "info/timestamp",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:683-685 (GPU clock counter, "
     "gpu_counter_freq kHz)"},
    {15u, {0u, 0u, 0u}, 0, true, kAnswerNumBytesMoved, 8u, "info/num_bytes_moved",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:700-702"},
    {24u, {0u, 0u, 0u}, 0, true, kAnswerNumEvictions, 8u, "info/num_evictions",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:703-705"},
    {30u, {0u, 0u, 0u}, 0, true, kAnswerNumVramCpuPageFaults, 8u, "info/num_vram_cpu_page_faults",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:706-708"},
    {16u, {0u, 0u, 0u}, 0, true, kAnswerVramUsage, 8u, "info/vram_usage",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:709-711"},
    {23u, {0u, 0u, 0u}, 0, true, kAnswerVisVramUsage, 8u, "info/vis_vram_usage",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:712-714"},
    {17u, {0u, 0u, 0u}, 0, true, kAnswerGttUsage, 8u, "info/gtt_usage",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:715-717"},
    {33u, {0u, 0u, 0u}, 0, false, kAnswerVideoCapsDecode, 192u, "info/video_caps/decode",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:106-115 (sc_video_codecs_decode_array_vcn0), "
     "nv.c:233-243; amdgpu_kms.c:1195-1253"},
    {33u, {1u, 0u, 0u}, 0, false, kAnswerVideoCapsEncode, 192u, "info/video_caps/encode",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:96-99 (sc_video_codecs_encode_array), "
     "nv.c:233-243; amdgpu_kms.c:1195-1253"},
    {29u, {1u, 0u, 0u}, 0, true, kAnswerSensorGfxSclk, 4u, "info/sensor/gfx_sclk",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1064-1072 (MHz); the value is "
     "DEV_INFO min_engine_clock"},
    {29u, {2u, 0u, 0u}, 0, true, kAnswerSensorGfxMclk, 4u, "info/sensor/gfx_mclk",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1073-1081 (MHz); the value is "
     "DEV_INFO min_memory_clock"},
    {29u, {4u, 0u, 0u}, 0, true, kAnswerSensorGpuLoad, 4u, "info/sensor/gpu_load",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1090-1097 (percent)"},
    {29u, {6u, 0u, 0u}, -22, false, nullptr, 0u, "info/sensor/vddnb",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1121-1128; Linux 6.12.57 "
     "drivers/gpu/drm/amd/pm/swsmu/amdgpu_smu.c:3024-3027 (no VDDNB on a discrete GPU)"},
    {29u, {12u, 0u, 0u}, -22, false, nullptr, 0u, "info/sensor/gpu_input_power",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1112-1120; Linux 6.12.57 "
     "drivers/gpu/drm/amd/pm/swsmu/smu11/sienna_cichlid_ppt.c:2022-2024 (GPU_INPUT_POWER "
     "unsupported)"},
    {34u, {0u, 0u, 0u}, 0, false, kAnswerMaxIbs, 40u, "info/max_ibs",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1255-1263; amdgpu_ring.c:57-70 (GFX "
     "192, compute 125, JPEG 16, any other ring 49)"},
    {35u, {0u, 0u, 0u}, 0, true, kAnswerGpuvmFault, 16u, "info/gpuvm_fault",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1264-1283 (the VM's last fault; zero "
     "when none happened)"},
    {36u, {0u, 0u, 0u}, -22, false, nullptr, 0u, "info/uq_fw_areas/gfx/0",
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1284-1286 (unknown query: -EINVAL)"},
};

// ---------------------------------------------------------------- rules for unlisted arguments

constexpr uint32_t kFwVersionFirstArgs[] = {
    1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 10u, 11u, 12u, 13u, 14u, 15u,
    16u, 17u, 18u, 19u, 20u, 21u, 22u, 23u, 24u, 25u, 26u, 27u, 28u};
constexpr uint32_t kFwVersionIndexTypes[] = {8u, 11u, 19u};
constexpr uint32_t kSensorFirstArgs[] = {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 9u, 10u, 11u, 12u};

struct RuleEntry {
  uint32_t query;
  int args_used;              // leading request words that select an answer
  bool unlisted_is_error;     // else an unlisted selection is unrecorded
  int32_t unlisted_status;    // the kernel's errno for an unlisted selection
  bool second_arg_zero;       // the second word must be 0 (-EINVAL otherwise)
  const uint32_t* first_args; // the first word must be one of these (-EINVAL otherwise)
  uint32_t first_arg_count;
  const uint32_t* index_types;  // first words for which the third word selects
  uint32_t index_type_count;
  const char* source;
};

constexpr RuleEntry kRules[] = {
    {0u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:584-586"},
    {1u, 1, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:587-602 (depends on the display's "
     "CRTC objects)"},
    {2u, 2, true, -22, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:383-384 (ip_instance >= "
     "AMDGPU_HW_IP_INSTANCE_MAX_COUNT, which is 1), 491-492 (type past AMDGPU_HW_IP_VPE)"},
    {3u, 1, true, -22, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:613-618 (the instance word is not "
     "read; no block: -EINVAL)"},
    {5u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:683-685"},
    {14u, 3, false, 0, true, kFwVersionFirstArgs, 27u, kFwVersionIndexTypes, 3u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:689-692 (ip_instance must be 0), "
     "211-370 (the known fw_types; only MEC, SDMA and TA read the index)"},
    {15u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:700-702"},
    {16u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:709-711"},
    {17u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:715-717"},
    {19u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:718-728 (not asked by Mesa 25.0; not "
     "recorded)"},
    {20u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:729-743"},
    {21u, 1, true, -14, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:781-845 (SE/SH field 0xff "
     "broadcasts, SE >= 4 or SH >= 2 or count > 128: -EINVAL; an offset off the allow list: "
     "-EFAULT); amdgpu_gfx.h:167-168; nv.c:335-408 (no entry is GRBM-indexed, so SE/SH do not "
     "change the value)"},
    {22u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:846-972"},
    {23u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:712-714"},
    {24u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:703-705"},
    {25u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:744-780"},
    {26u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:974-991 (not asked by Mesa 25.0; not "
     "recorded)"},
    {27u, 2, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:992-1037 (the board's VBIOS image; "
     "not recorded)"},
    {28u, 1, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1038-1058 (not asked by Mesa 25.0; "
     "not recorded)"},
    {29u, 1, false, 0, false, kSensorFirstArgs, 12u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1059-1179 (other sensor types: "
     "-EINVAL)"},
    {30u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:706-708"},
    {31u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1180-1182 (live counter; not asked "
     "by Mesa 25.0)"},
    {32u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1183-1194 (not asked by Mesa 25.0; "
     "not recorded)"},
    {33u, 1, true, -22, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1203-1218 (types other than decode "
     "and encode: -EINVAL)"},
    {34u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1255-1263"},
    {35u, 0, false, 0, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1264-1283"},
    {36u, 0, true, -22, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1284-1286 (6.12 does not know the "
     "query)"},
    {4294967295u, 0, true, -22, false, nullptr, 0u, nullptr, 0u,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c:1284-1286 (any query not named "
     "above: -EINVAL)"},
};

// ---------------------------------------------------------------- READ_MMR_REG

struct RegisterEntry {
  uint32_t dword_offset;
  uint32_t value;
  bool live;
  const char* source;
};

constexpr RegisterEntry kRegisters[] = {
    {0x263eu, 0x00000444u, false,
     "drm-shim"},
    {0x2002u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (GRBM_STATUS2 is on the allow list); "
     "Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base 0x1260"},
    {0x2004u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (GRBM_STATUS is on the allow list); "
     "Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base 0x1260"},
    {0x2005u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (GRBM_STATUS_SE0 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x2006u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (GRBM_STATUS_SE1 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x200eu, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (GRBM_STATUS_SE2 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x200fu, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (GRBM_STATUS_SE3 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x1285u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (SDMA0_STATUS_REG is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x1885u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (SDMA1_STATUS_REG is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x21a0u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_STAT is on the allow list); "
     "Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base 0x1260"},
    {0x219du, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_STALLED_STAT1 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x219eu, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_STALLED_STAT2 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x219cu, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_STALLED_STAT3 is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x2088u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_CPF_BUSY_STAT is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x2089u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_CPF_STALLED_STAT1 is on the "
     "allow list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC "
     "base 0x1260"},
    {0x2087u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_CPF_STATUS is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x2085u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_CPC_BUSY_STAT is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
    {0x2086u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_CPC_STALLED_STAT1 is on the "
     "allow list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC "
     "base 0x1260"},
    {0x2084u, 0x00000000u, true,
     "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/nv.c:335-355 (CP_CPC_STATUS is on the allow "
     "list); Linux 6.12.57 drivers/gpu/drm/amd/include/asic_reg/gc/gc_10_1_0_offset.h + GC base "
     "0x1260"},
};

constexpr uint32_t kMmrMaxCount = 128u;
constexpr uint32_t kMmrMaxSe = 4u;
constexpr uint32_t kMmrMaxSh = 2u;
constexpr uint32_t kMmrBroadcast = 255u;
constexpr int kMmrUnlistedStatus = -14;

// ---------------------------------------------------------------- DRM core

struct CapEntry {
  uint64_t capability;
  uint64_t value;
  const char* source;
};

constexpr CapEntry kCaps[] = {
    {5u, 3u,
     "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:246-248 (import and export, any driver)"},
    {19u, 1u,
     "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:249-251; Linux 6.12.57 "
     "drivers/gpu/drm/amd/amdgpu/amdgpu_drv.c:2992-2996 (DRIVER_SYNCOBJ)"},
    {20u, 1u,
     "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:252-254; Linux 6.12.57 "
     "drivers/gpu/drm/amd/amdgpu/amdgpu_drv.c:2992-2996 (DRIVER_SYNCOBJ_TIMELINE)"},
    {16u, 1u,
     "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:297-298 and "
     "drivers/gpu/drm/amd/display/amdgpu_dm/amdgpu_dm_plane.c:1785-1790, which sets "
     "fb_modifiers_not_supported only when a plane has no modifier list, and GFX9+ planes have "
     "one"},
    {6u, 1u,
     "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:243-245"},
};

// Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/amdgpu_drv.c:57-127 (KMS_DRIVER_MAJOR 3, MINOR 61,
// PATCHLEVEL 0), amdgpu_drv.h:41-42 (name "amdgpu", desc "AMD GPU"); Linux 6.12.57
// drivers/gpu/drm/drm_ioctl.c:533-535 (the date field is always "0")
constexpr DrmVersion kVersion = {3, 61, 0, "amdgpu", "0", "AMD GPU"};

// libdrm 2.4.123 data/amdgpu.ids:424 (73BF, C3, AMD Radeon RX 6800); DEV_INFO device_id 0x73bf
// and pci_rev 0xc3 (Mesa src/amd/drm-shim/amdgpu_devices.c:1488-1491)
constexpr PciIdentity kPci = {0x1002, 0x73bf, 0xc3,
                              "AMD Radeon RX 6800"};

static_assert(sizeof(kAnswerDevInfo) == sizeof(drm_amdgpu_info_device),
              "the recorded DEV_INFO must be exactly the UAPI struct");
constexpr drm_amdgpu_info_device kDeviceInfo =
    std::bit_cast<drm_amdgpu_info_device>(kAnswerDevInfo);

// ---------------------------------------------------------------- lookup

bool contains(const uint32_t* list, uint32_t count, uint32_t value) {
  for (uint32_t i = 0; i < count; ++i)
    if (list[i] == value) return true;
  return false;
}

const RuleEntry& rule_for(uint32_t query) {
  const RuleEntry* unknown = nullptr;
  for (const RuleEntry& rule : kRules) {
    if (rule.query == query) return rule;
    if (rule.query == 4294967295u) unknown = &rule;
  }
  return *unknown;
}

Lookup failed(int error, const char* source) {
  Lookup result;
  result.outcome = Outcome::kKernelError;
  result.error = error;
  result.source = source;
  return result;
}

Lookup unrecorded(const char* source) {
  Lookup result;
  result.source = source;
  return result;
}

const RegisterEntry* find_register(uint32_t dword_offset) {
  for (const RegisterEntry& reg : kRegisters)
    if (reg.dword_offset == dword_offset) return &reg;
  return nullptr;
}

}  // namespace

Lookup lookup_info(uint32_t query, uint32_t arg0, uint32_t arg1, uint32_t arg2) {
  const RuleEntry& rule = rule_for(query);
  if (query == 21u) return unrecorded(rule.source);  // see read_mmr_registers()
  if (rule.first_arg_count != 0 && !contains(rule.first_args, rule.first_arg_count, arg0))
    return failed(-EINVAL, rule.source);
  if (rule.second_arg_zero && arg1 != 0) return failed(-EINVAL, rule.source);

  uint32_t key[3] = {arg0, arg1, arg2};
  for (int i = rule.args_used; i < 3; ++i) key[i] = 0;
  if (rule.index_type_count != 0 && !contains(rule.index_types, rule.index_type_count, arg0))
    key[2] = 0;

  for (const InfoEntry& entry : kInfo) {
    if (entry.query != query || entry.args[0] != key[0] || entry.args[1] != key[1] ||
        entry.args[2] != key[2])
      continue;
    if (entry.status != 0) return failed(entry.status, entry.source);
    Lookup result;
    result.outcome = Outcome::kAnswered;
    result.answer = Answer{entry.data, entry.size, entry.live};
    result.source = entry.source;
    return result;
  }
  if (rule.unlisted_is_error) return failed(rule.unlisted_status, rule.source);
  return unrecorded(rule.source);
}

bool info_query(uint32_t query, uint32_t ip_type_or_fw_type, uint32_t ip_instance,
                uint32_t index, Answer* out) {
  Lookup result = lookup_info(query, ip_type_or_fw_type, ip_instance, index);
  if (result.outcome != Outcome::kAnswered) return false;
  if (out) *out = result.answer;
  return true;
}

int read_mmr_registers(uint32_t dword_offset, uint32_t count, uint32_t instance,
                       uint32_t* values) {
  uint32_t se = (instance >> AMDGPU_INFO_MMR_SE_INDEX_SHIFT) & AMDGPU_INFO_MMR_SE_INDEX_MASK;
  uint32_t sh = (instance >> AMDGPU_INFO_MMR_SH_INDEX_SHIFT) & AMDGPU_INFO_MMR_SH_INDEX_MASK;
  if (se != kMmrBroadcast && se >= kMmrMaxSe) return -EINVAL;
  if (sh != kMmrBroadcast && sh >= kMmrMaxSh) return -EINVAL;
  if (count > kMmrMaxCount) return -EINVAL;
  for (uint32_t i = 0; i < count; ++i) {
    const RegisterEntry* reg = find_register(dword_offset + i);
    if (!reg) return kMmrUnlistedStatus;
    values[i] = reg->value;
  }
  return 0;
}

bool read_mmr_register(uint32_t dword_offset, uint32_t se, uint32_t sh, uint32_t flags,
                       uint32_t* value) {
  (void)flags;  // the kernel does not read the request's flags word
  if (se == 0xffffffffu) se = kMmrBroadcast;
  if (sh == 0xffffffffu) sh = kMmrBroadcast;
  if (se > kMmrBroadcast || sh > kMmrBroadcast) return false;
  uint32_t instance = (se << AMDGPU_INFO_MMR_SE_INDEX_SHIFT) |
                      (sh << AMDGPU_INFO_MMR_SH_INDEX_SHIFT);
  uint32_t read = 0;
  if (read_mmr_registers(dword_offset, 1, instance, &read) != 0) return false;
  if (value) *value = read;
  return true;
}

bool mmr_register_is_live(uint32_t dword_offset) {
  const RegisterEntry* reg = find_register(dword_offset);
  return reg && reg->live;
}

const drm_amdgpu_info_device& device_info() { return kDeviceInfo; }

DrmVersion drm_version() { return kVersion; }

bool drm_capability(uint64_t capability, uint64_t* value) {
  for (const CapEntry& cap : kCaps) {
    if (cap.capability != capability) continue;
    if (value) *value = cap.value;
    return true;
  }
  return false;
}

PciIdentity pci_identity() { return kPci; }

}  // namespace rdnavk::drm::navi21
// clang-format on
