// `rdnavk info`: what the emulated device reports to a driver.
#include <libdrm/amdgpu_drm.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>

#include "drm/navi21_facts.h"
#include "exec/subgroup_probe.h"
#include "tools/commands.h"
#include "vk/host_device.h"

namespace rdnavk::tools {

namespace {
const char* ip_name(uint32_t type) {
  switch (type) {
    case AMDGPU_HW_IP_GFX:
      return "gfx";
    case AMDGPU_HW_IP_COMPUTE:
      return "compute";
    case AMDGPU_HW_IP_DMA:
      return "sdma";
    case AMDGPU_HW_IP_UVD:
      return "uvd";
    case AMDGPU_HW_IP_VCE:
      return "vce";
    case AMDGPU_HW_IP_UVD_ENC:
      return "uvd-enc";
    case AMDGPU_HW_IP_VCN_DEC:
      return "vcn-dec";
    case AMDGPU_HW_IP_VCN_ENC:
      return "vcn-enc";
    case AMDGPU_HW_IP_VCN_JPEG:
      return "vcn-jpeg";
    default:
      return "?";
  }
}

nlohmann::json describe() {
  const drm_amdgpu_info_device& d = drm::navi21::device_info();
  drm::navi21::DrmVersion v = drm::navi21::drm_version();
  nlohmann::json j;
  j["name"] = "AMD Radeon RX 6800";
  j["chip"] = "Navi 21 (GFX10.3, gfx1030)";
  char pci[16];
  std::snprintf(pci, sizeof(pci), "1002:%04x", d.device_id);
  j["pci_id"] = pci;
  j["pci_revision"] = d.pci_rev;
  j["kernel_driver"] = std::string(v.name) + " " + std::to_string(v.major) + "." +
                       std::to_string(v.minor) + "." + std::to_string(v.patch);
  j["family"] = d.family;
  j["external_revision"] = d.external_rev;
  j["shader_engines"] = d.num_shader_engines;
  j["shader_arrays_per_engine"] = d.num_shader_arrays_per_engine;
  uint32_t cus = 0;
  for (uint32_t se = 0; se < 4; ++se)
    for (uint32_t sh = 0; sh < 4; ++sh)
      cus += static_cast<uint32_t>(__builtin_popcount(d.cu_bitmap[se][sh]));
  j["compute_units"] = cus;
  j["max_engine_clock_mhz"] = d.max_engine_clock / 1000;
  j["max_memory_clock_mhz"] = d.max_memory_clock / 1000;
  j["gpu_counter_khz"] = d.gpu_counter_freq;
  drm::navi21::Answer mem;
  if (drm::navi21::info_query(AMDGPU_INFO_MEMORY, 0, 0, 0, &mem)) {
    drm_amdgpu_memory_info m{};
    std::memcpy(&m, mem.data, std::min(mem.size, sizeof(m)));
    j["vram_bytes"] = m.vram.total_heap_size;
    j["gtt_bytes"] = m.gtt.total_heap_size;
  }
  j["vram_bit_width"] = d.vram_bit_width;
  j["virtual_address_range"] = {d.virtual_address_offset, d.virtual_address_max};
  nlohmann::json ips = nlohmann::json::object();
  for (uint32_t t = AMDGPU_HW_IP_GFX; t <= AMDGPU_HW_IP_VCN_JPEG; ++t) {
    drm::navi21::Answer a;
    if (!drm::navi21::info_query(AMDGPU_INFO_HW_IP_INFO, t, 0, 0, &a)) continue;
    drm_amdgpu_info_hw_ip ip{};
    std::memcpy(&ip, a.data, std::min(a.size, sizeof(ip)));
    if (ip.available_rings == 0) continue;
    ips[ip_name(t)] = {{"version", std::to_string(ip.hw_ip_version_major) + "." +
                                       std::to_string(ip.hw_ip_version_minor)},
                       {"rings", __builtin_popcount(ip.available_rings)}};
  }
  j["engines"] = ips;
  return j;
}
}  // namespace

// The host Vulkan device the emulated GPU's work would run on, and the others seen.
static int describe_host(bool as_json) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto host = vk::HostDevice::create(wanted ? wanted : "", &error);
  if (!host) {
    std::fprintf(stderr, "rdnavk: %s\n", error.c_str());
    return 1;
  }
  const vk::HostCapabilities& c = host->info().caps;
  nlohmann::json j;
  j["host_device"] = host->info().name;
  j["api_version"] = std::to_string(VK_API_VERSION_MAJOR(c.api_version)) + "." +
                     std::to_string(VK_API_VERSION_MINOR(c.api_version)) + "." +
                     std::to_string(VK_API_VERSION_PATCH(c.api_version));
  j["subgroup_size"] = c.subgroup_size;
  // What the modules' lane placement relies on, as measured (D22).
  exec::SubgroupProbe probe = exec::probe_host_subgroups(*host);
  j["subgroups_probed"] =
      probe.consistent ? std::string("as reported") : "inconsistent: " + probe.why;
  j["buffer_device_address"] = c.buffer_device_address;
  j["external_memory_host"] = c.external_memory_host;
  j["mesh_shader"] = c.mesh_shader;
  nlohmann::json seen = nlohmann::json::array();
  for (const auto& cand : host->candidates())
    seen.push_back(cand.info.name +
                   (vk::is_emulated_gpu(cand) ? " (the emulated GPU: never used)" : ""));
  j["devices_seen"] = seen;
  if (as_json) {
    std::printf("%s\n", j.dump(1).c_str());
    return 0;
  }
  for (const auto& [k, v] : j.items()) {
    if (v.is_array()) {
      for (const auto& e : v) std::printf("%-26s %s\n", k.c_str(), e.get<std::string>().c_str());
      continue;
    }
    std::printf("%-26s %s\n", k.c_str(),
                v.is_string() ? v.get<std::string>().c_str() : v.dump().c_str());
  }
  return 0;
}

void add_info_command(CLI::App& app, int* exit_code) {
  auto json = std::make_shared<bool>(false);
  auto host = std::make_shared<bool>(false);
  auto translator = std::make_shared<bool>(false);
  auto verbose = std::make_shared<bool>(false);
  CLI::App* c = app.add_subcommand("info", "Print what the emulated device reports to drivers");
  c->add_flag("--json", *json, "Print JSON");
  c->add_flag(
      "--host", *host,
      "Print the host Vulkan device that carries out the work instead (RDNAVK_DEVICE picks it)");
  c->add_flag("--translator", *translator,
              "Print instead the gfx1030 opcodes the compute translator carries out and those it "
              "refuses, per encoding class (names with --verbose; always in --json)");
  c->add_flag("-v,--verbose", *verbose, "With --translator: name every opcode and refusal");
  c->callback([json, host, translator, verbose, exit_code] {
    if (*translator) {
      *exit_code = print_translator_coverage(*json, *verbose);
      return;
    }
    if (*host) {
      *exit_code = describe_host(*json);
      return;
    }
    nlohmann::json j = describe();
    if (*json) {
      std::printf("%s\n", j.dump(1).c_str());
    } else {
      for (const auto& [k, v] : j.items())
        std::printf("%-26s %s\n", k.c_str(),
                    v.is_string() ? v.get<std::string>().c_str() : v.dump().c_str());
    }
    *exit_code = 0;
  });
}

}  // namespace rdnavk::tools
