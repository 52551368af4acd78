// The SDMA engine's packets (sid.h SDMA_OPCODE_*; SDMA 5.2 layouts as Mesa's
// ac_sdma / si_dma_cs emit them): linear copies and writes, constant fills, fences,
// timestamps and memory polls are carried out; every other packet is refused.
#pragma once

#include <string>

#include "cp/cp_report.h"
#include "cp/gpu_memory.h"
#include "cp/packet_executor.h"
#include "cp/submission.h"

namespace rdnavk::cp {

void run_sdma(const Submission& s, GpuMemory& memory, CpReport& report, const ExecOptions& options,
              const std::string& where);

}  // namespace rdnavk::cp
