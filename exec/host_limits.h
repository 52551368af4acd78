// A translated module against the host's workgroup limits (decision record
// 0033): a pipeline past them is not valid Vulkan usage, which a driver may
// answer with anything, a crash included, so the work is refused first.
#pragma once

#include <string>

#include "vk/host_device.h"
#include "xlate/translator.h"

namespace rdnavk::exec {

enum class ModuleStage { kCompute, kMesh, kFragment };

// Empty where the module fits; else the refusal's name, with `*detail` saying
// what it needs and what the host has. A limit the host reports as 0 is not
// known and not checked.
std::string host_limits_refusal(const xlate::CompiledModule& m, ModuleStage stage,
                                const vk::HostCapabilities& caps, std::string* detail);

}  // namespace rdnavk::exec
