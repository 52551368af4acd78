// Carries out dispatches on the host Vulkan device: reads the COMPUTE_* registers
// of the ring, translates the program at COMPUTE_PGM_LO/HI (xlate/), makes guest
// memory reachable by device address (vk/), runs the module and waits, so that
// every store is in guest memory before the submission's fences signal. Draws are
// refused until the graphics translator exists.
#pragma once

#include <memory>
#include <string>

#include "cp/work.h"

namespace rdnavk::vk {
class HostDevice;
}

namespace rdnavk::cp {

struct ComputeExecutorOptions {
  // RDNAVK_DEBUG=spirv: print each new module's SPIR-V assembly to stderr.
  bool dump_spirv = false;
  // RDNAVK_DEBUG=validate: the Khronos validation layer checks the host device
  // that LazyComputeExecutor starts (vk::HostDeviceOptions).
  bool validate = false;
  // RDNAVK_DEBUG=denormguard: treat the host as one that may flush float
  // denormals in every width (as NVIDIA's Vulkan driver may in f32 and f64), so
  // that the run-time check of each float op is made here too.
  bool guard_denormals = false;
};

class ComputeExecutor final : public WorkSink {
 public:
  // nullptr with `*error` set when the host device lacks what the modules need
  // (Vulkan 1.3, buffer device addresses, 64-bit integers).
  static std::unique_ptr<ComputeExecutor> create(vk::HostDevice& device,
                                                 ComputeExecutorOptions options,
                                                 std::string* error);
  ~ComputeExecutor() override;

  WorkOutcome dispatch(const DispatchWork& w, const QueueState& q, GpuMemory& m) override;
  WorkOutcome draw(const DrawWork& w, const QueueState& q, GpuMemory& m) override;

  struct Stats {
    uint64_t dispatches_run = 0;
    uint64_t modules_translated = 0;
    uint64_t module_cache_hits = 0;
    double translate_ms = 0;  // total, cold translations only
  };
  Stats stats() const;

 private:
  struct Impl;
  explicit ComputeExecutor(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The executor made with the first draw or dispatch, on the thread that hands it
// over (the command processor's): the host device starts only when there is
// work for it, and never inside the application's own Vulkan calls (RADV opens
// the render node from vkEnumeratePhysicalDevices). A host device that cannot
// start refuses every draw and dispatch as `host-device`.
class LazyComputeExecutor final : public WorkSink {
 public:
  // `device`: RDNAVK_DEVICE's substring of the host device's name, or empty.
  LazyComputeExecutor(std::string device, ComputeExecutorOptions options);
  ~LazyComputeExecutor() override;
  WorkOutcome dispatch(const DispatchWork& w, const QueueState& q, GpuMemory& m) override;
  WorkOutcome draw(const DrawWork& w, const QueueState& q, GpuMemory& m) override;
  // Null until the first draw or dispatch.
  const ComputeExecutor* executor() const { return executor_.get(); }
  // What the validation layer reported on the host device (RDNAVK_DEBUG=validate);
  // -1 when it is not checking (off, or no device started).
  int64_t host_validation_messages() const;

 private:
  bool start();
  std::string device_;
  ComputeExecutorOptions options_;
  std::unique_ptr<vk::HostDevice> host_;
  std::unique_ptr<ComputeExecutor> executor_;
  std::string error_;
};

}  // namespace rdnavk::cp
