// Guest buffers seen by the host device: each buffer's own pages imported as host
// memory (VK_EXT_external_memory_host) and bound to a buffer the device reaches by
// device address. Nothing is copied: what the device writes is in guest memory,
// and what the application's CPU writes the device reads.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "mem/bo.h"
#include "vk/host_device.h"

namespace rdnavk::vk {

// One imported buffer: where its first byte is on the device.
struct ImportedBo {
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceAddress address = 0;
  uint64_t size = 0;
  // Held while imported: the pages must not go back to the arena (and be punched
  // out and reused) while the host device may still have them pinned.
  std::shared_ptr<mem::Bo> bo;
};

class GuestMemoryMirror {
 public:
  explicit GuestMemoryMirror(HostDevice& device) : dev_(device) {}
  ~GuestMemoryMirror();
  GuestMemoryMirror(const GuestMemoryMirror&) = delete;
  GuestMemoryMirror& operator=(const GuestMemoryMirror&) = delete;

  // The device address of `bo`'s first byte, importing it on first use. 0 with
  // `*error` set when the host cannot import it (no VK_EXT_external_memory_host, or
  // pages it refuses); the caller then refuses the work that needed it.
  VkDeviceAddress address_of(const std::shared_ptr<mem::Bo>& bo, std::string* error);
  // Drops the imports of buffers nothing but the mirror holds any more (the guest
  // closed them and no submission in flight lists them), giving their pages back.
  void collect();
  size_t imported() const;

 private:
  bool import(const std::shared_ptr<mem::Bo>& bo, ImportedBo* out, std::string* error);
  void release(ImportedBo& i);

  HostDevice& dev_;
  mutable std::mutex mutex_;
  // Keyed by the buffer itself, not its id: ids are a file's handles and another
  // file (or arena) may give the same id to other pages. The entry holds the
  // buffer, so its address is not reused while the entry lives.
  std::map<const mem::Bo*, ImportedBo> imports_;
};

}  // namespace rdnavk::vk
