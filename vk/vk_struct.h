// Vulkan structs made with their sType set and every other member zero.
#pragma once

#include <vulkan/vulkan.h>

namespace rdnavk::vk {

template <typename T>
T make_struct(VkStructureType type) {
  T s{};
  s.sType = type;
  return s;
}

}  // namespace rdnavk::vk
