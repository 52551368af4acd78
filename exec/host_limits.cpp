#include "exec/host_limits.h"

#include <fmt/format.h>

namespace rdnavk::exec {

std::string host_limits_refusal(const xlate::CompiledModule& m, ModuleStage stage,
                                const vk::HostCapabilities& caps, std::string* detail) {
  auto past = [&](uint64_t need, uint32_t limit, const char* what) {
    if (limit == 0 || need <= limit) return false;
    *detail = fmt::format("{} {}, the host's limit {}", what, need, limit);
    return true;
  };
  switch (stage) {
    case ModuleStage::kCompute:
      if (past(m.local_size, caps.max_compute_invocations, "invocations"))
        return "host-workgroup-size";
      if (past(m.workgroup_bytes, caps.max_compute_shared_memory, "workgroup bytes"))
        return "host-workgroup-memory";
      break;
    case ModuleStage::kMesh:
      if (past(m.local_size, caps.max_mesh_invocations, "mesh invocations") ||
          past(m.local_size, caps.max_mesh_size_x, "mesh workgroup width"))
        return "host-mesh-workgroup-size";
      if (past(m.workgroup_bytes, caps.max_mesh_shared_memory, "mesh workgroup bytes"))
        return "host-mesh-workgroup-memory";
      if (past(m.output_components, caps.max_mesh_output_components, "mesh output components"))
        return "host-mesh-output-components";
      break;
    case ModuleStage::kFragment:
      break;
  }
  return {};
}

}  // namespace rdnavk::exec
