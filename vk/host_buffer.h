// A buffer of the host device that both the host and the device reach: mapped
// for the CPU, and by device address for the modules (the VA table, a dispatch's
// status word, copies of guest memory where it cannot be imported).
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <memory>
#include <string>

#include "vk/host_device.h"

namespace rdnavk::vk {

class HostBuffer {
 public:
  // nullptr with `*error` set when the device has no host-visible, coherent
  // memory for it.
  static std::unique_ptr<HostBuffer> create(HostDevice& device, uint64_t size, std::string* error);
  ~HostBuffer();
  HostBuffer(const HostBuffer&) = delete;
  HostBuffer& operator=(const HostBuffer&) = delete;

  uint8_t* data() const { return data_; }
  uint64_t size() const { return size_; }
  VkDeviceAddress address() const { return address_; }

 private:
  explicit HostBuffer(HostDevice& d) : dev_(d) {}
  HostDevice& dev_;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  uint8_t* data_ = nullptr;
  uint64_t size_ = 0;
  VkDeviceAddress address_ = 0;
};

}  // namespace rdnavk::vk
