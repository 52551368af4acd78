// What the kernel interface hands the command processor: one amdgpu CS ioctl.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "cp/fence.h"
#include "mem/bo.h"
#include "mem/va_space.h"

namespace rdnavk::cp {

// The hardware rings a submission can go to (AMDGPU_HW_IP_*).
enum class RingType : uint32_t {
  kGfx = 0,
  kCompute = 1,
  kDma = 2,
  kUvd = 3,
  kVce = 4,
  kUvdEnc = 5,
  kVcnDec = 6,
  kVcnEnc = 7,
  kVcnJpeg = 8,
  kVpe = 9,
};
const char* ring_type_name(RingType t);

// One indirect buffer of the submission, in the order the guest listed them.
struct IbRef {
  uint64_t va = 0;       // 48-bit GPU address of the first dword
  uint32_t size_dw = 0;  // length in dwords
  uint32_t flags = 0;    // AMDGPU_IB_FLAG_* (preamble, CE, ...)
};

struct Submission {
  uint64_t sequence = 0;  // device-wide order of submission, from 1
  uint32_t context = 0;   // the guest's context id
  RingType ring_type = RingType::kGfx;
  uint32_t ip_instance = 0;
  uint32_t ring = 0;
  uint64_t fence_seq = 0;  // the handle CS answered: this ring's sequence number
  std::vector<IbRef> ibs;
  // The buffers the guest listed for this submission (BO list chunk or handle).
  std::vector<std::shared_ptr<mem::Bo>> bos;
  // The submitting file's VM as it was when the guest submitted.
  std::shared_ptr<const mem::VmSnapshot> vm;
  // Work that must be done before this submission runs (dependencies, syncobj
  // waits), as the kernel's scheduler would hold the job.
  std::vector<std::shared_ptr<Fence>> wait_for;
};

// Something that carries submissions out. `done` must be called exactly once, when
// the submission has finished; it signals the submission's fence and the guest's
// out-syncobjs, and writes the user fence.
class SubmissionSink {
 public:
  virtual ~SubmissionSink() = default;
  using Done = std::function<void()>;
  virtual void submit(std::shared_ptr<const Submission> submission, Done done) = 0;
};

}  // namespace rdnavk::cp
