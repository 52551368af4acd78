#include "vk/guest_memory.h"

#include "vk/vk_struct.h"

namespace rdnavk::vk {

GuestMemoryMirror::~GuestMemoryMirror() {
  for (auto& [id, i] : imports_) release(i);
}

void GuestMemoryMirror::release(ImportedBo& i) {
  if (i.buffer != VK_NULL_HANDLE) vkDestroyBuffer(dev_.device(), i.buffer, nullptr);
  if (i.memory != VK_NULL_HANDLE) vkFreeMemory(dev_.device(), i.memory, nullptr);
  i = ImportedBo{};
}

bool GuestMemoryMirror::import(const std::shared_ptr<mem::Bo>& bo, ImportedBo* out,
                               std::string* error) {
  if (!dev_.info().caps.external_memory_host) {
    *error = dev_.info().name + " cannot import host memory (VK_EXT_external_memory_host)";
    return false;
  }
  uint64_t align = dev_.info().caps.min_imported_host_pointer_alignment;
  if (align == 0 || reinterpret_cast<uintptr_t>(bo->host) % align != 0 || bo->size % align != 0) {
    *error =
        "buffer pages are not aligned as the host device needs (" + std::to_string(align) + ")";
    return false;
  }
  VkDevice d = dev_.device();
  auto host_props = make_struct<VkMemoryHostPointerPropertiesEXT>(
      VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT);
  auto get_props = reinterpret_cast<PFN_vkGetMemoryHostPointerPropertiesEXT>(
      vkGetDeviceProcAddr(d, "vkGetMemoryHostPointerPropertiesEXT"));
  if (get_props == nullptr ||
      get_props(d, VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT, bo->host, &host_props) !=
          VK_SUCCESS ||
      host_props.memoryTypeBits == 0) {
    *error = "the host device refuses these pages for import";
    return false;
  }
  auto ext_buf = make_struct<VkExternalMemoryBufferCreateInfo>(
      VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO);
  ext_buf.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
  auto bci = make_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  bci.pNext = &ext_buf;
  bci.size = bo->size;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
              VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  if (vkCreateBuffer(d, &bci, nullptr, &out->buffer) != VK_SUCCESS) {
    *error = "vkCreateBuffer for an imported buffer failed";
    return false;
  }
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(d, out->buffer, &req);
  uint32_t types = req.memoryTypeBits & host_props.memoryTypeBits;
  if (types == 0) {
    release(*out);
    *error = "no memory type serves both the buffer and the imported pages";
    return false;
  }
  auto import_info = make_struct<VkImportMemoryHostPointerInfoEXT>(
      VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT);
  import_info.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
  import_info.pHostPointer = bo->host;
  auto flags = make_struct<VkMemoryAllocateFlagsInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO);
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  import_info.pNext = &flags;
  auto mai = make_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  mai.pNext = &import_info;
  mai.allocationSize = bo->size;
  mai.memoryTypeIndex = static_cast<uint32_t>(__builtin_ctz(types));
  if (vkAllocateMemory(d, &mai, nullptr, &out->memory) != VK_SUCCESS ||
      vkBindBufferMemory(d, out->buffer, out->memory, 0) != VK_SUCCESS) {
    release(*out);
    *error = "importing the buffer's pages failed";
    return false;
  }
  auto bdai = make_struct<VkBufferDeviceAddressInfo>(VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO);
  bdai.buffer = out->buffer;
  out->address = vkGetBufferDeviceAddress(d, &bdai);
  out->size = bo->size;
  out->bo = bo;
  return true;
}

VkDeviceAddress GuestMemoryMirror::address_of(const std::shared_ptr<mem::Bo>& bo,
                                              std::string* error) {
  std::lock_guard lock(mutex_);
  auto it = imports_.find(bo.get());
  if (it != imports_.end()) return it->second.address;
  ImportedBo i;
  if (!import(bo, &i, error)) return 0;
  imports_.emplace(bo.get(), i);
  return i.address;
}

void GuestMemoryMirror::collect() {
  std::lock_guard lock(mutex_);
  for (auto it = imports_.begin(); it != imports_.end();) {
    if (it->second.bo.use_count() == 1) {
      release(it->second);
      it = imports_.erase(it);
    } else {
      ++it;
    }
  }
}

size_t GuestMemoryMirror::imported() const {
  std::lock_guard lock(mutex_);
  return imports_.size();
}

}  // namespace rdnavk::vk
