// AMDGPU_INFO (amdgpu_kms.c, amdgpu_info_ioctl): the recorded answers of a real
// Navi 21 (navi21_facts), and the few that change as the device runs.
#include <libdrm/amdgpu_drm.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <vector>

#include "drm/device.h"
#include "drm/navi21_facts.h"

namespace rdnavk::drm {

namespace {
constexpr uint32_t kMaxMmrRegisters = 128;  // the kernel's limit on one READ_MMR_REG

int answer(UserMemory& user, const drm_amdgpu_info& q, const void* data, size_t size) {
  // Like snprintf: the kernel writes at most return_size bytes.
  size_t n = std::min<size_t>(q.return_size, size);
  if (n != 0 && !user.copy_out(q.return_pointer, data, n)) return -EFAULT;
  return 0;
}

template <typename T>
int answer_value(UserMemory& user, const drm_amdgpu_info& q, const T& v) {
  return answer(user, q, &v, sizeof(v));
}
}  // namespace

int Device::info(Call& c) {
  const auto& q = *static_cast<const drm_amdgpu_info*>(c.data);
  int r = 0;
  switch (q.query) {
    case AMDGPU_INFO_ACCEL_WORKING:
      r = answer_value<uint32_t>(c.user, q, 1);
      break;
    case AMDGPU_INFO_TIMESTAMP: {
      // The GPU counter runs at the device's gpu_counter_freq (kHz).
      uint64_t khz = navi21::device_info().gpu_counter_freq;
      uint64_t ns = static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                              std::chrono::steady_clock::now().time_since_epoch())
                                              .count());
      uint64_t ticks = (ns / 1000000) * khz + (ns % 1000000) * khz / 1000000;
      r = answer_value(c.user, q, ticks);
      break;
    }
    case AMDGPU_INFO_VRAM_USAGE:
    case AMDGPU_INFO_VIS_VRAM_USAGE:
      r = answer_value<uint64_t>(c.user, q, arena_->bytes_in_use());
      break;
    case AMDGPU_INFO_GTT_USAGE:
    case AMDGPU_INFO_NUM_BYTES_MOVED:
    case AMDGPU_INFO_NUM_EVICTIONS:
    case AMDGPU_INFO_NUM_VRAM_CPU_PAGE_FAULTS:
      r = answer_value<uint64_t>(c.user, q, 0);
      break;
    case AMDGPU_INFO_VRAM_LOST_COUNTER:
      r = answer_value<uint32_t>(c.user, q, 0);
      break;
    case AMDGPU_INFO_MEMORY: {
      navi21::Answer a;
      if (!navi21::info_query(q.query, 0, 0, 0, &a)) return bad("info/unknown", -EINVAL, "MEMORY");
      drm_amdgpu_memory_info m{};
      std::memcpy(&m, a.data, std::min(a.size, sizeof(m)));
      m.vram.heap_usage = arena_->bytes_in_use();
      m.cpu_accessible_vram.heap_usage = arena_->bytes_in_use();
      m.gtt.heap_usage = 0;
      r = answer_value(c.user, q, m);
      break;
    }
    case AMDGPU_INFO_READ_MMR_REG: {
      uint32_t count = q.read_mmr_reg.count;
      if (count == 0 || count > kMaxMmrRegisters)
        return bad("info/mmr-count", -EINVAL, "READ_MMR_REG count " + std::to_string(count));
      std::vector<uint32_t> values(count);
      int err = navi21::read_mmr_registers(q.read_mmr_reg.dword_offset, count,
                                           q.read_mmr_reg.instance, values.data());
      if (err != 0)
        return bad(
            "info/mmr-register", err,
            "registers from " + std::to_string(q.read_mmr_reg.dword_offset) + " are not readable");
      r = answer(c.user, q, values.data(), values.size() * 4);
      break;
    }
    default: {
      uint32_t a0 = 0, a1 = 0, a2 = 0;
      switch (q.query) {
        case AMDGPU_INFO_HW_IP_INFO:
        case AMDGPU_INFO_HW_IP_COUNT:
          a0 = q.query_hw_ip.type;
          a1 = q.query_hw_ip.ip_instance;
          break;
        case AMDGPU_INFO_FW_VERSION:
          a0 = q.query_fw.fw_type;
          a1 = q.query_fw.ip_instance;
          a2 = q.query_fw.index;
          break;
        case AMDGPU_INFO_VBIOS:
          a0 = q.vbios_info.type;
          a1 = q.vbios_info.offset;
          break;
        case AMDGPU_INFO_SENSOR:
          a0 = q.sensor_info.type;
          break;
        case AMDGPU_INFO_VIDEO_CAPS:
          a0 = q.video_cap.type;
          break;
        default:
          break;
      }
      navi21::Answer ans;
      if (!navi21::info_query(q.query, a0, a1, a2, &ans))
        return bad("info/unanswered", -EINVAL,
                   "query " + std::to_string(q.query) + " (" + std::to_string(a0) + ")");
      r = answer(c.user, q, ans.data, ans.size);
      break;
    }
  }
  if (r == -EFAULT) return bad("info/fault", -EFAULT, "return pointer not writable");
  return r;
}

}  // namespace rdnavk::drm
