#include "exec/compute_dispatch.h"

#include <xxhash.h>

#include <algorithm>
#include <array>
#include <iterator>

#include "exec/kept_targets.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::exec {

namespace {

constexpr std::array<uint32_t, 16> kUserData = {
    regs::kCOMPUTE_USER_DATA_0,  regs::kCOMPUTE_USER_DATA_1,  regs::kCOMPUTE_USER_DATA_2,
    regs::kCOMPUTE_USER_DATA_3,  regs::kCOMPUTE_USER_DATA_4,  regs::kCOMPUTE_USER_DATA_5,
    regs::kCOMPUTE_USER_DATA_6,  regs::kCOMPUTE_USER_DATA_7,  regs::kCOMPUTE_USER_DATA_8,
    regs::kCOMPUTE_USER_DATA_9,  regs::kCOMPUTE_USER_DATA_10, regs::kCOMPUTE_USER_DATA_11,
    regs::kCOMPUTE_USER_DATA_12, regs::kCOMPUTE_USER_DATA_13, regs::kCOMPUTE_USER_DATA_14,
    regs::kCOMPUTE_USER_DATA_15};
static_assert(kUserData.size() == std::size(xlate::ComputePush{}.user_data));

// COMPUTE_PGM_LO/HI hold the program's address in 256-byte units.
constexpr unsigned kProgramAddressShift = 8;
// TA_CS_BC_BASE_ADDR/_HI hold the border colour table's address in 256-byte
// units, as TA_BC_BASE_ADDR/_HI do for draws (draw_plan.cpp).
constexpr unsigned kBorderColourTableShift = 8;
// COMPUTE_TMPRING_SIZE.WAVESIZE counts 256-dword (1 KiB) units on GFX10.
constexpr uint32_t kScratchWaveUnitBytes = 1024;
// ComputePush::partial: each dimension's NUM_THREAD_PARTIAL in 10 bits.
constexpr unsigned kPartialBitsPerDimension = 10;

// COMPUTE_NUM_THREAD_X/Y/Z, by dimension.
std::array<regs::ComputeNumThreadX, 3> num_threads(const regs::RegisterState& r) {
  return {regs::read_as<regs::kCOMPUTE_NUM_THREAD_X>(r),
          regs::read_as<regs::kCOMPUTE_NUM_THREAD_Y>(r),
          regs::read_as<regs::kCOMPUTE_NUM_THREAD_Z>(r)};
}

// COMPUTE_START_X/Y/Z, by dimension.
std::array<regs::ComputeStartX, 3> starts(const regs::RegisterState& r) {
  return {regs::read_as<regs::kCOMPUTE_START_X>(r), regs::read_as<regs::kCOMPUTE_START_Y>(r),
          regs::read_as<regs::kCOMPUTE_START_Z>(r)};
}

// The facts every stage's key has.
constexpr size_t kWaveMembers = 14;
std::array<uint32_t, kWaveMembers> wave_fields(const xlate::WaveKey& k) {
  return {k.wave64,
          k.host_subgroup,
          k.host_int64_atomics,
          k.host_denorm_preserve,
          k.host_denorm_kept,
          k.host_signed_zero,
          k.split_waves,
          k.host_reconverges,
          k.crosslane_in_memory,
          k.speculate_floats,
          k.host_ballot_by_shuffle,
          k.host_exec_bits_in_lanes,
          k.host_lanes_leave_loops,
          k.lds_lanes_apart};
}
std::vector<uint32_t> wave_members(const xlate::WaveKey& k) {
  std::array<uint32_t, kWaveMembers> f = wave_fields(k);
  return {f.begin(), f.end()};
}

}  // namespace

namespace {
constexpr size_t kComputeMembers = kWaveMembers + 9;
std::array<uint32_t, kComputeMembers> compute_fields(const xlate::ComputeKey& k) {
  std::array<uint32_t, kComputeMembers> m{};
  std::array<uint32_t, kWaveMembers> f = wave_fields(k);
  std::copy(f.begin(), f.end(), m.begin());
  const uint32_t own[] = {k.threads[0], k.threads[1],     k.threads[2],    k.rsrc1,         k.rsrc2,
                          k.rsrc3,      k.partial_groups, k.lds_in_buffer, k.memory_regions};
  std::copy(std::begin(own), std::end(own), m.begin() + kWaveMembers);
  return m;
}
}  // namespace

// A member added to a key must join its words (and so its hash and the disk
// cache's comparison): most additions change these sizes, which then stop the
// build until key_words is checked and the size updated.
static_assert(sizeof(void*) != 8 || sizeof(xlate::ComputeKey) == 44,
              "ComputeKey changed: add its new member to key_words, then update this size");
static_assert(sizeof(void*) != 8 || sizeof(xlate::MeshKey) == 108,
              "MeshKey changed: add its new member to key_words, then update this size");
static_assert(sizeof(void*) != 8 || sizeof(xlate::FragmentKey) == 120,
              "FragmentKey changed: add its new member to key_words, then update this size");

std::vector<uint32_t> key_words(const xlate::ComputeKey& k) {
  std::array<uint32_t, kComputeMembers> m = compute_fields(k);
  return {m.begin(), m.end()};
}

std::vector<uint32_t> key_words(const xlate::MeshKey& k) {
  std::vector<uint32_t> m = wave_members(k);
  m.insert(m.end(), {k.gs, k.gs_in_vertices, k.gs_instances, k.gs_max_vert_out, k.gs_prim_amp});
  m.insert(m.end(), {k.rsrc1,
                     k.rsrc2,
                     k.max_vertices,
                     k.max_primitives,
                     k.vertices_per_primitive,
                     k.passthrough,
                     k.ps_inputs,
                     k.rect_list,
                     k.layer_export,
                     k.point_size_export,
                     k.point_size,
                     k.point_min,
                     k.point_max,
                     k.misc_export,
                     k.clip_mask,
                     k.cull_mask,
                     k.ccdist_slot[0],
                     k.ccdist_slot[1],
                     k.window_space,
                     k.quads,
                     k.ps_flat,
                     k.ps_linear,
                     k.legacy_vs,
                     k.streamout_pass,
                     k.legacy_gs});
  m.insert(m.end(), k.ps_param.begin(), k.ps_param.end());
  return m;
}

std::vector<uint32_t> key_words(const xlate::FragmentKey& k) {
  std::vector<uint32_t> m = wave_members(k);
  m.insert(m.end(), {k.rsrc1,          k.rsrc2,          k.input_ena,
                     k.input_addr,     k.ps_inputs,      k.flat,
                     k.col_format,     k.provoking_last, k.vertices_per_primitive,
                     k.centre_only,    k.z_format,       k.z_export,
                     k.z_min,          k.z_max,          k.dual_source,
                     k.sprite,         k.sprite_select,  k.sprite_top_1,
                     k.s_export,       k.quads,          k.sample_shading,
                     k.front_face_sign});
  m.insert(m.end(), k.hw_sample.begin(), k.hw_sample.end());
  m.insert(m.end(), k.target_class.begin(), k.target_class.end());
  m.insert(m.end(), k.target_bits.begin(), k.target_bits.end());
  m.insert(m.end(), k.target_swizzle.begin(), k.target_swizzle.end());
  m.insert(m.end(), k.target_channels.begin(), k.target_channels.end());
  return m;
}

// Every dispatch looks its module up by this: no allocation.
uint64_t hash(const xlate::ComputeKey& k) {
  std::array<uint32_t, kComputeMembers> m = compute_fields(k);
  return XXH3_64bits(m.data(), sizeof m);
}

uint64_t hash(const xlate::MeshKey& k) {
  std::vector<uint32_t> m = key_words(k);
  return XXH3_64bits(m.data(), m.size() * 4);
}

uint64_t hash(const xlate::FragmentKey& k) {
  std::vector<uint32_t> m = key_words(k);
  return XXH3_64bits(m.data(), m.size() * 4);
}

xlate::ComputeKey compute_key(regs::ComputeDispatchInitiator init, const regs::RegisterState& r,
                              const vk::HostDeviceInfo& host, bool guard_denormals,
                              bool split_waves) {
  xlate::ComputeKey key;
  key.wave64 = init.cs_w32_en() == 0;
  std::array<regs::ComputeNumThreadX, 3> threads = num_threads(r);
  for (unsigned d = 0; d < 3; ++d)
    key.threads[d] = static_cast<uint16_t>(threads[d].num_thread_full());
  key.rsrc1 = r.read(regs::kCOMPUTE_PGM_RSRC1);
  key.rsrc2 = r.read(regs::kCOMPUTE_PGM_RSRC2);
  key.rsrc3 = r.read(regs::kCOMPUTE_PGM_RSRC3);
  key.partial_groups = init.partial_tg_en() != 0;
  set_host_facts(host, guard_denormals, split_waves, &key);
  return key;
}

void set_host_facts(const vk::HostDeviceInfo& host, bool guard_denormals, bool split_waves,
                    xlate::WaveKey* key) {
  key->host_subgroup = host.caps.subgroup_size;
  key->host_int64_atomics = host.caps.buffer_int64_atomics;
  key->host_denorm_preserve = host.caps.denorm_preserve;
  key->host_signed_zero = host.caps.signed_zero_inf_nan_preserve;
  // lavapipe advertises no DenormPreserve but keeps denormals in every width
  // (tests/xlate/float_test.cpp FloatDenormalsFollowMode measures f32).
  if (host.driver == VK_DRIVER_ID_MESA_LLVMPIPE) key->host_denorm_kept = 7;
  if (guard_denormals) key->host_denorm_kept = key->host_denorm_preserve = 0;
  key->split_waves = split_waves;
  key->host_reconverges = host.caps.maximal_reconvergence;
  // llvmpipe makes a 32-bit shuffle of 8 lanes one AVX2 permute, and a ballot
  // a loop over the lanes (Mesa 25.0, lp_bld_nir_soa.c).
  key->host_ballot_by_shuffle = host.driver == VK_DRIVER_ID_MESA_LLVMPIPE &&
                                host.caps.subgroup_size == 8 && __builtin_cpu_supports("avx2");
  // Measured with subgroups of 8; at 16 lanes llvmpipe's LLVM 15 crashed compiling a
  // fragment module with the copies (GTwin occlusion_stencil, wave64).
  key->host_exec_bits_in_lanes =
      host.driver == VK_DRIVER_ID_MESA_LLVMPIPE && host.caps.subgroup_size == 8;
  // A lane leaves a loop that needs no other lane on its own bit (D61), exact
  // on every host. llvmpipe masks every write after a branch by the branch's
  // condition, so a loop's exit test on a gathered mask is in each write's
  // dependences; on NVIDIA a split wave's exit is a ballot and a round of the
  // subgroup. Measured faster on both (llvmpipe's 8 lanes, NVIDIA's 32).
  key->host_lanes_leave_loops = true;
}

uint64_t program_address(const regs::RegisterState& r) {
  uint64_t lo = regs::read_as<regs::kCOMPUTE_PGM_LO>(r).data();
  uint64_t hi = regs::read_as<regs::kCOMPUTE_PGM_HI>(r).data();
  return (lo | hi << 32) << kProgramAddressShift;
}

uint64_t border_colour_table(const regs::RegisterState& r) {
  uint64_t lo = regs::read_as<regs::kTA_CS_BC_BASE_ADDR>(r).address();
  uint64_t hi = regs::read_as<regs::kTA_CS_BC_BASE_ADDR_HI>(r).address();
  return (lo | hi << 32) << kBorderColourTableShift;
}

const char* dispatch_range(const cp::DispatchWork& w, const regs::RegisterState& r,
                           uint32_t first[3], uint32_t count[3]) {
  regs::ComputeDispatchInitiator init{w.initiator};
  // Dimensions in threads rather than groups (RADV's unaligned indirect
  // dispatches) and a restored dispatch: how the hardware splits the first
  // into groups and partial groups, and what the second resumes, is not
  // carried out; taken as group counts they would launch other threads.
  if (init.use_thread_dimensions()) return "dispatch-use-thread-dimensions";
  if (init.restore()) return "dispatch-restore";
  std::array<regs::ComputeStartX, 3> start = starts(r);
  for (unsigned d = 0; d < 3; ++d) {
    first[d] = init.force_start_at_000() ? 0 : start[d].start();
    // An end at or below a nonzero start: what the hardware launches then is
    // not published.
    if (first[d] != 0 && w.groups[d] <= first[d]) return "dispatch-start-past-end";
    count[d] = w.groups[d] - first[d];
  }
  return nullptr;
}

const char* compute_push(const cp::DispatchWork& w, const regs::RegisterState& r,
                         const xlate::ComputeKey& key, xlate::ComputePush* push) {
  regs::ComputeDispatchInitiator init{w.initiator};
  push->program_va = program_address(r);
  for (unsigned i = 0; i < kUserData.size(); ++i) push->user_data[i] = r.read(kUserData[i]);
  if (const char* why = dispatch_range(w, r, push->group_base, push->groups)) return why;
  auto tmpring = regs::read_as<regs::kCOMPUTE_TMPRING_SIZE>(r);
  push->scratch_wave_bytes = tmpring.wavesize() * kScratchWaveUnitBytes;
  if (init.partial_tg_en()) {
    // The last group in a dimension has NUM_THREAD_PARTIAL threads there (none
    // when it is 0). RADV sets it to NUM_THREAD_FULL where the threads divide
    // evenly (radv_compute_dispatch's remainder), a whole group; more than
    // NUM_THREAD_FULL is not a group the hardware makes.
    std::array<regs::ComputeNumThreadX, 3> threads = num_threads(r);
    for (unsigned d = 0; d < 3; ++d) {
      uint32_t partial = threads[d].num_thread_partial();
      if (partial > key.threads[d]) return "partial-thread-group-size";
      push->partial |= partial << (kPartialBitsPerDimension * d);
    }
  }
  return nullptr;
}

namespace {
// The host's bytes [first, second) that guest bytes [lo, hi) show: through a
// live VM's mappings (kept_targets.h), or, for a copy of the guest's ranges (a
// trace's memory), the guest addresses themselves, each byte of the copy being
// one address's.
using HostSpans = std::vector<HostSpan>;
HostSpans region_spans(const cp::GpuMemory& m, uint64_t lo, uint64_t hi) {
  if (m.vm() != nullptr) return host_spans(m, lo, hi - lo);
  if (lo < hi) return {{lo, hi}};
  return {};
}
bool overlap(const HostSpans& a, const HostSpans& b) {
  for (const auto& x : a)
    for (const auto& y : b)
      if (x.first < y.second && y.first < x.second) return true;
  return false;
}
}  // namespace

static_assert(std::size(xlate::StatusRecord{}.region_words) == xlate::kMaxMemoryRegions,
              "the status record holds each region's descriptor");

bool regions_apart(const std::vector<xlate::MemoryRegion>& regions, const uint32_t user_data[16],
                   const cp::GpuMemory& m, uint32_t words[][4]) {
  if (regions.size() > xlate::kMaxMemoryRegions) return false;
  std::vector<HostSpans> spans(regions.size());
  for (size_t i = 0; i < regions.size(); ++i) {
    for (unsigned k = 0; k < 4; ++k)
      if (!m.read32(xlate::region_descriptor_address(regions[i], user_data, k), &words[i][k]))
        return false;
    uint64_t lo = 0, hi = 0;
    if (!xlate::region_reach(regions[i], words[i], &lo, &hi)) return false;
    spans[i] = region_spans(m, lo, hi);
  }
  for (size_t i = 0; i < regions.size(); ++i)
    for (size_t j = i + 1; j < regions.size(); ++j)
      if ((regions[i].written || regions[j].written) && overlap(spans[i], spans[j])) return false;
  return true;
}

bool split_into_parts(const uint32_t n[3], uint64_t ring_waves, uint32_t waves_per_group,
                      uint64_t max_groups, std::vector<GroupBox>* out) {
  uint64_t total = uint64_t{n[0]} * n[1] * n[2];
  uint64_t per = total;  // groups a box may hold
  if (ring_waves != 0) per = std::min(per, ring_waves / std::max(1u, waves_per_group));
  if (max_groups != 0) per = std::min(per, max_groups);
  if (per == 0) return false;
  if (per == total) {
    out->push_back({{0, 0, 0}, {n[0], n[1], n[2]}, 0});
    return true;
  }
  constexpr uint64_t kMaxParts = 1u << 16;
  uint64_t plane = uint64_t{n[0]} * n[1];
  auto add = [&](uint32_t x, uint32_t y, uint32_t z, uint32_t gx, uint32_t gy, uint32_t gz) {
    if (out->size() >= kMaxParts) return false;
    uint64_t first = (uint64_t{z} * n[1] + y) * n[0] + x;
    out->push_back({{x, y, z}, {gx, gy, gz}, static_cast<uint32_t>(first)});
    return true;
  };
  if (per >= plane) {
    uint32_t k = static_cast<uint32_t>(per / plane);
    for (uint32_t z = 0; z < n[2]; z += k)
      if (!add(0, 0, z, n[0], n[1], std::min(k, n[2] - z))) return false;
  } else if (per >= n[0]) {
    uint32_t k = static_cast<uint32_t>(per / n[0]);
    for (uint32_t z = 0; z < n[2]; ++z)
      for (uint32_t y = 0; y < n[1]; y += k)
        if (!add(0, y, z, n[0], std::min(k, n[1] - y), 1)) return false;
  } else {
    uint32_t k = static_cast<uint32_t>(per);
    for (uint32_t z = 0; z < n[2]; ++z)
      for (uint32_t y = 0; y < n[1]; ++y)
        for (uint32_t x = 0; x < n[0]; x += k)
          if (!add(x, y, z, std::min(k, n[0] - x), 1, 1)) return false;
  }
  return true;
}

}  // namespace rdnavk::exec
