// What the host's subgroups are, measured before a module relies on them
// (decision record 0022). A translated module places its lanes by SubgroupId
// and SubgroupLocalInvocationId and forms lane masks by ballot, in subgroups of
// the size the device reports (D10); a device that runs narrower subgroups than
// it reports (lavapipe past LP_NATIVE_VECTOR_WIDTH=512: 32 reported, 16 run)
// would have its lanes placed twice or not at all, and workgroup arrays indexed
// past their end. The probe runs one small module with the reported size
// required and checks every invocation's answer.
#pragma once

#include <cstdint>
#include <string>

namespace rdnavk::vk {
class HostDevice;
}

namespace rdnavk::exec {

struct SubgroupProbe {
  bool consistent = false;
  uint32_t reported = 0;  // VkPhysicalDeviceSubgroupProperties::subgroupSize
  std::string why;        // when not consistent: what was seen
};

// Runs the probe on `device` and waits for it.
SubgroupProbe probe_host_subgroups(vk::HostDevice& device);

}  // namespace rdnavk::exec
