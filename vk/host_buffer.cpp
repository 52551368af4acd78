#include "vk/host_buffer.h"

#include "vk/vk_struct.h"

namespace rdnavk::vk {

std::unique_ptr<HostBuffer> HostBuffer::create(HostDevice& device, uint64_t size,
                                               std::string* error) {
  std::unique_ptr<HostBuffer> b(new HostBuffer(device));
  VkDevice d = device.device();
  b->size_ = size;
  auto bci = make_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  bci.size = size;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  if (vkCreateBuffer(d, &bci, nullptr, &b->buffer_) != VK_SUCCESS) {
    *error = "vkCreateBuffer failed";
    return nullptr;
  }
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(d, b->buffer_, &req);
  VkPhysicalDeviceMemoryProperties mp;
  vkGetPhysicalDeviceMemoryProperties(device.physical(), &mp);
  const VkMemoryPropertyFlags want =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint32_t type = UINT32_MAX;
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if ((req.memoryTypeBits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) {
      type = i;
      break;
    }
  if (type == UINT32_MAX) {
    *error = "the host device has no host-visible coherent memory";
    return nullptr;
  }
  auto flags = make_struct<VkMemoryAllocateFlagsInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO);
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  auto mai = make_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  mai.pNext = &flags;
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  void* p = nullptr;
  if (vkAllocateMemory(d, &mai, nullptr, &b->memory_) != VK_SUCCESS ||
      vkBindBufferMemory(d, b->buffer_, b->memory_, 0) != VK_SUCCESS ||
      vkMapMemory(d, b->memory_, 0, VK_WHOLE_SIZE, 0, &p) != VK_SUCCESS) {
    *error = "allocating " + std::to_string(size) + " bytes of host-visible memory failed";
    return nullptr;
  }
  b->data_ = static_cast<uint8_t*>(p);
  auto bai = make_struct<VkBufferDeviceAddressInfo>(VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO);
  bai.buffer = b->buffer_;
  b->address_ = vkGetBufferDeviceAddress(d, &bai);
  return b;
}

HostBuffer::~HostBuffer() {
  VkDevice d = dev_.device();
  if (buffer_) vkDestroyBuffer(d, buffer_, nullptr);
  if (memory_) vkFreeMemory(d, memory_, nullptr);
}

}  // namespace rdnavk::vk
