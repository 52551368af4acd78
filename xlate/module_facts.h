// What a finished SPIR-V module asks of the host's workgroup, read from its
// binary: the host's limits on these are checked before a pipeline is made
// (decision record 0033), as a module past them is not valid Vulkan usage.
#pragma once

#include <cstdint>
#include <span>

namespace rdnavk::xlate {

struct ModuleFacts {
  // Bytes of every Workgroup variable, each scalar or boolean counted as 4
  // bytes and vectors, arrays and structures as the sum of their parts (what
  // a host needs at least; one that pads needs more).
  uint64_t workgroup_bytes = 0;
  // 32-bit components of the Output variables that carry a Location, an
  // arrayed output's (a mesh module's per-vertex or per-primitive) counted for
  // one element.
  uint32_t output_components = 0;
  bool ok = true;  // false where the binary could not be read (then the rest means nothing)
};

ModuleFacts module_facts(std::span<const uint32_t> spirv);

}  // namespace rdnavk::xlate
