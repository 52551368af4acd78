// The Navi 21 facts table (drm/navi21_facts.h): exact values a real RX 6800 under Linux 6.12
// answers, and the kernel's errors where it refuses.
#include "drm/navi21_facts.h"

#include <gtest/gtest.h>
#include <libdrm/amdgpu_drm.h>

#include <bit>
#include <cerrno>
#include <cstring>
#include <string>

namespace rdnavk::drm::navi21 {
namespace {

template <typename T>
T answer_as(uint32_t query, uint32_t arg0 = 0, uint32_t arg1 = 0, uint32_t arg2 = 0) {
  Answer a;
  EXPECT_TRUE(info_query(query, arg0, arg1, arg2, &a)) << "query " << query << " " << arg0;
  T value{};
  EXPECT_EQ(a.size, sizeof(T));
  if (a.size == sizeof(T)) std::memcpy(&value, a.data, sizeof(T));
  return value;
}

int error_of(uint32_t query, uint32_t arg0 = 0, uint32_t arg1 = 0, uint32_t arg2 = 0) {
  Lookup l = lookup_info(query, arg0, arg1, arg2);
  EXPECT_EQ(l.outcome, Outcome::kKernelError) << "query " << query << " " << arg0;
  return l.error;
}

TEST(Navi21Facts, DrmVersionIsLinux612) {
  DrmVersion v = drm_version();
  EXPECT_EQ(v.major, 3);
  EXPECT_EQ(v.minor, 61);
  EXPECT_EQ(v.patch, 0);
  EXPECT_STREQ(v.name, "amdgpu");
  EXPECT_STREQ(v.date, "0");
  EXPECT_STREQ(v.desc, "AMD GPU");
}

TEST(Navi21Facts, DeviceIdentity) {
  const drm_amdgpu_info_device& d = device_info();
  EXPECT_EQ(d.device_id, 0x73bfu);
  EXPECT_EQ(d.chip_rev, 0x01u);
  EXPECT_EQ(d.external_rev, 0x29u);  // NAVI21 range starts at 0x28 (Mesa amd_family.h)
  EXPECT_EQ(d.pci_rev, 0xc3u);       // RX 6800 in libdrm's amdgpu.ids
  EXPECT_EQ(d.family, static_cast<uint32_t>(AMDGPU_FAMILY_NV));
  EXPECT_EQ(d.ids_flags, 0u);  // discrete, no MCBP, no TMZ

  PciIdentity pci = pci_identity();
  EXPECT_EQ(pci.vendor, 0x1002);
  EXPECT_EQ(pci.device, 0x73bf);
  EXPECT_EQ(pci.revision, 0xc3);
  EXPECT_STREQ(pci.marketing_name, "AMD Radeon RX 6800");
}

TEST(Navi21Facts, DeviceShape) {
  const drm_amdgpu_info_device& d = device_info();
  EXPECT_EQ(d.num_shader_engines, 4u);
  EXPECT_EQ(d.num_shader_arrays_per_engine, 2u);
  EXPECT_EQ(d.num_cu_per_sh, 10u);
  EXPECT_EQ(d.cu_active_number, 60u);
  // The RX 6800 has three of its four shader engines: SE1 reports no CUs.
  for (int sh = 0; sh < 2; ++sh) {
    EXPECT_EQ(d.cu_bitmap[0][sh], 0x3ffu);
    EXPECT_EQ(d.cu_bitmap[1][sh], 0u);
    EXPECT_EQ(d.cu_bitmap[2][sh], 0x3ffu);
    EXPECT_EQ(d.cu_bitmap[3][sh], 0x3ffu);
  }
  EXPECT_EQ(d.num_rb_pipes, 16u);
  EXPECT_EQ(d.enabled_rb_pipes_mask, 0xff0fu);
  EXPECT_EQ(d.num_tcc_blocks, 16u);
  EXPECT_EQ(d.wave_front_size, 32u);
  EXPECT_EQ(d.num_shader_visible_vgprs, 1024u);
  EXPECT_EQ(d.gpu_counter_freq, 100000u);  // kHz
  EXPECT_EQ(d.max_engine_clock, 2475000u);
  EXPECT_EQ(d.min_engine_clock, 500000u);
  EXPECT_EQ(d.vram_type, static_cast<uint32_t>(AMDGPU_VRAM_TYPE_GDDR6));
  EXPECT_EQ(d.vram_bit_width, 256u);
  EXPECT_EQ(d.mall_size, 128ull << 20);  // Infinity Cache
  EXPECT_EQ(d.pa_sc_tile_steering_override, 0u);
}

TEST(Navi21Facts, VirtualAddressRangeIsLinux612) {
  const drm_amdgpu_info_device& d = device_info();
  EXPECT_EQ(d.virtual_address_offset, 0x10000ull);
  EXPECT_EQ(d.virtual_address_max, 0x800000000000ull);
  EXPECT_EQ(d.high_va_offset, 0xffff800000000000ull);
  EXPECT_EQ(d.high_va_max, 0xffffffffffbfe000ull);
  EXPECT_EQ(d.virtual_address_alignment, 4096u);
  EXPECT_EQ(d.pte_fragment_size, 2u << 20);
}

TEST(Navi21Facts, DevInfoAnswerIsTheStruct) {
  Answer a;
  ASSERT_TRUE(info_query(AMDGPU_INFO_DEV_INFO, 0, 0, 0, &a));
  ASSERT_EQ(a.size, sizeof(drm_amdgpu_info_device));
  EXPECT_EQ(std::memcmp(a.data, &device_info(), a.size), 0);
  EXPECT_FALSE(a.live);
}

TEST(Navi21Facts, Memory) {
  auto m = answer_as<drm_amdgpu_memory_info>(AMDGPU_INFO_MEMORY);
  EXPECT_EQ(m.vram.total_heap_size, 17163091968ull);
  // Mesa rounds VRAM up to 256 MiB (ac_gpu_info.c fix_vram_size): a 16 GiB card.
  uint64_t rounded = (m.vram.total_heap_size + (256ull << 20) - 1) & ~((256ull << 20) - 1);
  EXPECT_EQ(rounded, 16ull << 30);
  EXPECT_EQ(m.vram.usable_heap_size, m.vram.total_heap_size - (8ull << 20));
  EXPECT_EQ(m.vram.heap_usage, 0u);
  EXPECT_EQ(m.vram.max_allocation, m.vram.usable_heap_size * 3 / 4);
  EXPECT_EQ(m.cpu_accessible_vram.total_heap_size, 256ull << 20);  // no resizable BAR
  EXPECT_EQ(m.gtt.total_heap_size, 16746784768ull);

  auto vg = answer_as<drm_amdgpu_info_vram_gtt>(AMDGPU_INFO_VRAM_GTT);
  EXPECT_EQ(vg.vram_size, m.vram.usable_heap_size);
  EXPECT_EQ(vg.vram_cpu_accessible_size, 256ull << 20);
  EXPECT_EQ(vg.gtt_size, m.gtt.total_heap_size);
}

TEST(Navi21Facts, GfxAndComputeRings) {
  auto gfx = answer_as<drm_amdgpu_info_hw_ip>(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_GFX);
  // The kernel reports the IP block's version (gfx_v10_0: 10.0) and the discovered 10.3.0.
  EXPECT_EQ(gfx.hw_ip_version_major, 10u);
  EXPECT_EQ(gfx.hw_ip_version_minor, 0u);
  EXPECT_EQ(gfx.ip_discovery_version, 0x0a0300u);
  EXPECT_EQ(gfx.available_rings, 0x1u);  // one gfx ring
  EXPECT_EQ(gfx.ib_start_alignment, 32u);
  EXPECT_EQ(gfx.ib_size_alignment, 32u);

  auto compute = answer_as<drm_amdgpu_info_hw_ip>(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_COMPUTE);
  EXPECT_EQ(compute.ip_discovery_version, 0x0a0300u);
  EXPECT_EQ(std::popcount(compute.available_rings), 4);

  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_GFX), 1u);
  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_COMPUTE), 1u);
}

TEST(Navi21Facts, OtherEngines) {
  auto dma = answer_as<drm_amdgpu_info_hw_ip>(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_DMA);
  EXPECT_EQ(dma.hw_ip_version_major, 5u);
  EXPECT_EQ(dma.hw_ip_version_minor, 2u);
  EXPECT_EQ(dma.ip_discovery_version, 0x050200u);
  EXPECT_EQ(dma.available_rings, 0x3u);
  EXPECT_EQ(dma.ib_start_alignment, 256u);
  EXPECT_EQ(dma.ib_size_alignment, 4u);
  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_DMA), 4u);

  auto dec = answer_as<drm_amdgpu_info_hw_ip>(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_VCN_DEC);
  EXPECT_EQ(dec.ip_discovery_version, 0x030000u);
  EXPECT_EQ(dec.available_rings, 0x1u);
  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_VCN_DEC), 2u);

  // No UVD block: HW_IP_INFO succeeds with zeros, HW_IP_COUNT fails.
  auto uvd = answer_as<drm_amdgpu_info_hw_ip>(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_UVD);
  EXPECT_EQ(uvd.available_rings, 0u);
  EXPECT_EQ(uvd.hw_ip_version_major, 0u);
  EXPECT_EQ(error_of(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_UVD), -EINVAL);
  EXPECT_EQ(error_of(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_VPE), -EINVAL);
}

TEST(Navi21Facts, HwIpArgumentsTheKernelChecks) {
  EXPECT_EQ(error_of(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_GFX, 1), -EINVAL);  // one instance
  EXPECT_EQ(error_of(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_NUM), -EINVAL);
  // HW_IP_COUNT does not read ip_instance.
  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_HW_IP_COUNT, AMDGPU_HW_IP_DMA, 7), 4u);
}

TEST(Navi21Facts, Firmware) {
  auto me = answer_as<drm_amdgpu_info_firmware>(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_ME);
  EXPECT_EQ(me.ver, 64u);
  EXPECT_EQ(me.feature, 42u);
  auto pfp = answer_as<drm_amdgpu_info_firmware>(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_PFP);
  EXPECT_EQ(pfp.ver, 95u);
  auto mec = answer_as<drm_amdgpu_info_firmware>(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_MEC);
  EXPECT_EQ(mec.ver, 104u);
  auto vcn = answer_as<drm_amdgpu_info_firmware>(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_VCN);
  EXPECT_EQ(vcn.ver, 0x0211a000u);
  EXPECT_EQ((vcn.ver >> 20) & 0xf, 1u);    // encode major, as Mesa decodes it
  EXPECT_EQ((vcn.ver >> 12) & 0xff, 26u);  // encode minor
  auto sdma3 =
      answer_as<drm_amdgpu_info_firmware>(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_SDMA, 0, 3);
  EXPECT_EQ(sdma3.ver, 81u);
  EXPECT_EQ(sdma3.feature, 52u);
  // ME does not read the index word.
  auto me5 =
      answer_as<drm_amdgpu_info_firmware>(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_ME, 0, 5);
  EXPECT_EQ(me5.ver, 64u);
}

TEST(Navi21Facts, FirmwareRefusals) {
  EXPECT_EQ(error_of(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_ME, 1), -EINVAL);
  EXPECT_EQ(error_of(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_MEC, 0, 2), -EINVAL);
  EXPECT_EQ(error_of(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_SDMA, 0, 4), -EINVAL);
  EXPECT_EQ(error_of(AMDGPU_INFO_FW_VERSION, 9), -EINVAL);  // no fw_type 9
  EXPECT_EQ(error_of(AMDGPU_INFO_FW_VERSION, 0x1d), -EINVAL);
  // A type the kernel knows but the table does not hold.
  EXPECT_EQ(lookup_info(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_SMC, 0, 0).outcome,
            Outcome::kUnrecorded);
  EXPECT_FALSE(info_query(AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_SMC, 0, 0, nullptr));
}

TEST(Navi21Facts, GbAddrConfig) {
  uint32_t value = 0;
  ASSERT_TRUE(read_mmr_register(0x263e, 0xffffffff, 0xffffffff, 0, &value));
  EXPECT_EQ(value, 0x00000444u);
  value = 0;
  ASSERT_TRUE(read_mmr_register(0x263e, 0xff, 0xff, 0, &value));
  EXPECT_EQ(value, 0x00000444u);
  // Not GRBM-indexed: any valid selector reads the same.
  value = 0;
  ASSERT_TRUE(read_mmr_register(0x263e, 3, 1, 0, &value));
  EXPECT_EQ(value, 0x00000444u);
  EXPECT_FALSE(mmr_register_is_live(0x263e));
}

TEST(Navi21Facts, RegisterRefusals) {
  uint32_t value = 0;
  EXPECT_FALSE(read_mmr_register(0x1234, 0xff, 0xff, 0, &value));  // off the allow list
  EXPECT_FALSE(read_mmr_register(0x263e, 4, 0xff, 0, &value));     // SE past 3
  EXPECT_FALSE(read_mmr_register(0x263e, 0xff, 2, 0, &value));     // SH past 1

  uint32_t values[129] = {};
  EXPECT_EQ(read_mmr_registers(0x1234, 1, 0xffffffff, values), -EFAULT);
  EXPECT_EQ(read_mmr_registers(0x263e, 129, 0xffffffff, values), -EINVAL);
  EXPECT_EQ(read_mmr_registers(0x263e, 1, 0x0000ff04, values), -EINVAL);
  // The register after GB_ADDR_CONFIG is not readable, so a two-register read fails whole.
  EXPECT_EQ(read_mmr_registers(0x263e, 2, 0xffffffff, values), -EFAULT);
}

TEST(Navi21Facts, StatusRegistersAreLiveAndIdle) {
  uint32_t values[3] = {1, 1, 1};
  // GRBM_STATUS, GRBM_STATUS_SE0, GRBM_STATUS_SE1 are consecutive.
  ASSERT_EQ(read_mmr_registers(0x2004, 3, 0xffffffff, values), 0);
  EXPECT_EQ(values[0], 0u);
  EXPECT_EQ(values[2], 0u);
  EXPECT_TRUE(mmr_register_is_live(0x2004));
  EXPECT_TRUE(mmr_register_is_live(0x21a0));  // CP_STAT
  // Mesa's GFX9 SDMA0_STATUS_REG offset (0xd034 / 4) is not where Navi 21 has it.
  EXPECT_EQ(read_mmr_registers(0xd034 / 4, 1, 0xffffffff, values), -EFAULT);
  EXPECT_EQ(read_mmr_registers(0x1285, 1, 0xffffffff, values), 0);
  // READ_MMR_REG is answered by read_mmr_registers, not lookup_info.
  EXPECT_EQ(lookup_info(AMDGPU_INFO_READ_MMR_REG, 0x263e, 1, 0xffffffff).outcome,
            Outcome::kUnrecorded);
}

TEST(Navi21Facts, MaxIbs) {
  Answer a;
  ASSERT_TRUE(info_query(AMDGPU_INFO_MAX_IBS, 0, 0, 0, &a));
  ASSERT_EQ(a.size, AMDGPU_HW_IP_NUM * sizeof(uint32_t));
  uint32_t ibs[AMDGPU_HW_IP_NUM];
  std::memcpy(ibs, a.data, sizeof(ibs));
  EXPECT_EQ(ibs[AMDGPU_HW_IP_GFX], 192u);
  EXPECT_EQ(ibs[AMDGPU_HW_IP_COMPUTE], 125u);
  EXPECT_EQ(ibs[AMDGPU_HW_IP_DMA], 49u);
  EXPECT_EQ(ibs[AMDGPU_HW_IP_VCN_JPEG], 16u);
  EXPECT_EQ(ibs[AMDGPU_HW_IP_VPE], 49u);
}

TEST(Navi21Facts, VideoCaps) {
  auto dec =
      answer_as<drm_amdgpu_info_video_caps>(AMDGPU_INFO_VIDEO_CAPS, AMDGPU_INFO_VIDEO_CAPS_DECODE);
  const auto& av1 = dec.codec_info[AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_AV1];
  EXPECT_EQ(av1.valid, 1u);
  EXPECT_EQ(av1.max_width, 8192u);
  EXPECT_EQ(av1.max_height, 4352u);
  EXPECT_EQ(av1.max_pixels_per_frame, 8192u * 4352u);
  EXPECT_EQ(dec.codec_info[AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG4_AVC].max_level, 52u);
  auto enc =
      answer_as<drm_amdgpu_info_video_caps>(AMDGPU_INFO_VIDEO_CAPS, AMDGPU_INFO_VIDEO_CAPS_ENCODE);
  EXPECT_EQ(enc.codec_info[AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_HEVC].valid, 1u);
  EXPECT_EQ(enc.codec_info[AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_AV1].valid, 0u);
  EXPECT_EQ(error_of(AMDGPU_INFO_VIDEO_CAPS, 2), -EINVAL);
}

TEST(Navi21Facts, LiveAnswers) {
  Answer a;
  ASSERT_TRUE(info_query(AMDGPU_INFO_TIMESTAMP, 0, 0, 0, &a));
  EXPECT_TRUE(a.live);
  EXPECT_EQ(a.size, 8u);
  ASSERT_TRUE(info_query(AMDGPU_INFO_GPUVM_FAULT, 0, 0, 0, &a));
  EXPECT_TRUE(a.live);
  EXPECT_EQ(a.size, sizeof(drm_amdgpu_info_gpuvm_fault));
  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GFX_SCLK), 500u);
  EXPECT_EQ(answer_as<uint32_t>(AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GFX_MCLK), 96u);
  EXPECT_EQ(lookup_info(AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GPU_TEMP, 0, 0).outcome,
            Outcome::kUnrecorded);
  EXPECT_EQ(error_of(AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_VDDNB), -EINVAL);
  EXPECT_EQ(error_of(AMDGPU_INFO_SENSOR, 0), -EINVAL);
  EXPECT_EQ(error_of(AMDGPU_INFO_SENSOR, 13), -EINVAL);
}

TEST(Navi21Facts, UnknownQueries) {
  EXPECT_EQ(error_of(0x04), -EINVAL);
  EXPECT_EQ(error_of(0x12), -EINVAL);
  EXPECT_EQ(error_of(0x24, AMDGPU_HW_IP_GFX), -EINVAL);  // UQ_FW_AREAS is newer than 6.12
  EXPECT_EQ(error_of(0x1000), -EINVAL);
  Lookup vbios = lookup_info(AMDGPU_INFO_VBIOS, AMDGPU_INFO_VBIOS_SIZE, 0, 0);
  EXPECT_EQ(vbios.outcome, Outcome::kUnrecorded);
  ASSERT_NE(vbios.source, nullptr);
}

TEST(Navi21Facts, Capabilities) {
  uint64_t value = 0;
  ASSERT_TRUE(drm_capability(DRM_CAP_PRIME, &value));
  EXPECT_EQ(value, static_cast<uint64_t>(DRM_PRIME_CAP_IMPORT | DRM_PRIME_CAP_EXPORT));
  ASSERT_TRUE(drm_capability(DRM_CAP_SYNCOBJ, &value));
  EXPECT_EQ(value, 1u);
  ASSERT_TRUE(drm_capability(DRM_CAP_SYNCOBJ_TIMELINE, &value));
  EXPECT_EQ(value, 1u);
  ASSERT_TRUE(drm_capability(DRM_CAP_ADDFB2_MODIFIERS, &value));
  EXPECT_EQ(value, 1u);
  EXPECT_FALSE(drm_capability(DRM_CAP_DUMB_PREFERRED_DEPTH, &value));
}

TEST(Navi21Facts, EveryAnswerNamesItsSource) {
  Lookup l = lookup_info(AMDGPU_INFO_DEV_INFO, 0, 0, 0);
  ASSERT_NE(l.source, nullptr);
  EXPECT_NE(std::string(l.source).find("drm-shim"), std::string::npos);
  l = lookup_info(AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_DMA, 0, 0);
  ASSERT_NE(l.source, nullptr);
  EXPECT_NE(std::string(l.source).find("amdgpu_kms.c"), std::string::npos);
}

}  // namespace
}  // namespace rdnavk::drm::navi21
