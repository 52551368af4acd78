#include "cp/command_processor.h"

#include <cstdio>

#include "cp/gpu_memory.h"
#include "cp/sdma.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::cp {

CommandProcessor::CommandProcessor(CpOptions options, WorkSink* work)
    : options_(options), work_(work), thread_([this] { worker(); }) {}

CommandProcessor::~CommandProcessor() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void CommandProcessor::submit(std::shared_ptr<const Submission> submission, Done done) {
  {
    std::lock_guard lock(mutex_);
    queue_.emplace_back(std::move(submission), std::move(done));
  }
  cv_.notify_all();
}

void CommandProcessor::worker() {
  while (true) {
    std::pair<std::shared_ptr<const Submission>, Done> job;
    {
      std::unique_lock lock(mutex_);
      cv_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, nothing left
      job = std::move(queue_.front());
      queue_.pop_front();
      busy_ = true;
    }
    const Submission& s = *job.first;
    // The kernel's scheduler holds a job until its dependencies are done; at
    // exit nothing waits for them.
    Fence::wait_all_unless(s.wait_for, exiting_);
    if (exiting_.load()) {
      abandon(s);
    } else if (s.vm) {
      VmSnapshotMemory memory(*s.vm);
      execute(s, memory);
    } else {
      mem::VmSnapshot empty({});
      VmSnapshotMemory memory(empty);
      execute(s, memory);
    }
    job.second();
    {
      std::lock_guard lock(mutex_);
      busy_ = false;
    }
    cv_.notify_all();
  }
}

void CommandProcessor::drain() {
  std::unique_lock lock(mutex_);
  cv_.wait(lock, [&] { return queue_.empty() && !busy_; });
}

void CommandProcessor::stop_at_exit() {
  exiting_.store(true);
  cv_.notify_all();
}

void CommandProcessor::abandon(const Submission& s) {
  CpReport r;
  r.submissions = 1;
  r.submissions_by_ring[ring_type_name(s.ring_type)] = 1;
  char where[96];
  std::snprintf(where, sizeof(where), "submission %llu (%s): not started at exit",
                static_cast<unsigned long long>(s.sequence), ring_type_name(s.ring_type));
  r.refuse("abandoned-at-exit", where);
  std::lock_guard lock(mutex_);
  report_.merge(r);
}

CpReport CommandProcessor::run(const Submission& s, GpuMemory& memory) {
  drain();
  return execute(s, memory);
}

QueueState& CommandProcessor::queue(const Submission& s) {
  uint32_t key =
      static_cast<uint32_t>(s.ring_type) << 16 | (s.ip_instance & 0xff) << 8 | (s.ring & 0xff);
  auto& q = queues_[key];
  if (!q) {
    q = std::make_unique<QueueState>();
    if (s.ring_type == RingType::kCompute) {
      // The kernel maps each compute queue with COMPUTE_PIPELINESTAT_ENABLE 1
      // in its MQD (amdgpu's gfx_v*_compute_mqd_init: compute_pipelinestat_enable
      // = 1): a stream that never sets it (radeonsi's) counts from the start;
      // RADV sets it again in every submission's preamble.
      q->compute_ring = true;
      q->regs.write(regs::kCOMPUTE_PIPELINESTAT_ENABLE, 1);
    }
  }
  return *q;
}

CpReport CommandProcessor::execute(const Submission& s, GpuMemory& memory) {
  CpReport r;
  r.submissions = 1;
  r.submissions_by_ring[ring_type_name(s.ring_type)] = 1;
  char where[96];
  std::snprintf(where, sizeof(where), "submission %llu (%s)",
                static_cast<unsigned long long>(s.sequence), ring_type_name(s.ring_type));
  switch (s.ring_type) {
    case RingType::kGfx:
    case RingType::kCompute: {
      PacketExecutor exec(queue(s), memory, r, work_, options_.exec, where, s.sequence);
      WalkTotals t = walk_submission(s, exec.memory(), exec, options_.limits);
      exec.settle();
      if (work_ != nullptr) work_->submission_end(memory);
      r.ibs = t.ibs;
      r.dwords = t.dwords;
      r.packets = t.packets;
      break;
    }
    case RingType::kDma: {
      // The copy engine's accesses reach what draws keep away from memory too.
      SettlingMemory reached(memory, [&](uint64_t va, uint64_t size) {
        if (work_ != nullptr) work_->touch(memory, va, size, TouchKind::kDma);
      });
      run_sdma(s, reached, r, options_.exec, where);
      if (work_ != nullptr) work_->submission_end(memory);
      break;
    }
    default:
      r.refuse("ring-" + std::string(ring_type_name(s.ring_type)), where);
      break;
  }
  std::lock_guard lock(mutex_);
  report_.merge(r);
  return r;
}

CpReport CommandProcessor::report() const {
  std::lock_guard lock(mutex_);
  return report_;
}

void CpReport::merge(const CpReport& o) {
  submissions += o.submissions;
  for (const auto& [k, v] : o.submissions_by_ring) submissions_by_ring[k] += v;
  ibs += o.ibs;
  dwords += o.dwords;
  packets += o.packets;
  type0_packets += o.type0_packets;
  type2_packets += o.type2_packets;
  for (size_t i = 0; i < type3_by_opcode.size(); ++i) type3_by_opcode[i] += o.type3_by_opcode[i];
  register_writes += o.register_writes;
  for (const auto& [k, v] : o.memory_packets) memory_packets[k] += v;
  draws += o.draws;
  dispatches += o.dispatches;
  skipped_packets += o.skipped_packets;
  for (const auto& [k, v] : o.refusals) {
    Occurrences& mine = refusals[k];
    if (mine.count == 0) mine.first = v.first;
    mine.count += v.count;
  }
  for (const auto& [k, v] : o.stream_errors) {
    Occurrences& mine = stream_errors[k];
    if (mine.count == 0) mine.first = v.first;
    mine.count += v.count;
  }
}

}  // namespace rdnavk::cp
