// The command processor of one device: takes submissions in order on a thread of
// its own (as the kernel's scheduler hands jobs to the rings), carries out their
// packets on each ring's queue state, and signals each submission when it is done.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "cp/cp_report.h"
#include "cp/packet_executor.h"
#include "cp/queue_state.h"
#include "cp/submission.h"
#include "cp/work.h"

namespace rdnavk::cp {

struct CpOptions {
  ExecOptions exec;
  WalkLimits limits;
};

class CommandProcessor final : public SubmissionSink {
 public:
  // `work` carries out draws and dispatches; with none they are refused.
  explicit CommandProcessor(CpOptions options = {}, WorkSink* work = nullptr);
  ~CommandProcessor() override;
  CommandProcessor(const CommandProcessor&) = delete;
  CommandProcessor& operator=(const CommandProcessor&) = delete;

  // Queues the submission; the worker runs it after the ones before it, against
  // its VM, and then calls `done`.
  void submit(std::shared_ptr<const Submission> submission, Done done) override;
  // Runs one submission now, on the calling thread, against `memory` (replay).
  // Answers what this submission alone did.
  CpReport run(const Submission& s, GpuMemory& memory);
  // Waits until every queued submission has run.
  void drain();
  // At process exit (docs/decisions/0021-exit.md): from now on a submission
  // that has not started, queued or submitted later, is not carried out; its
  // `done` is still called (its fences signal) and it is counted as the refusal
  // `abandoned-at-exit`. Returns at once: drain() then waits for the one in
  // progress, whose draws and dispatches the work sink refuses once it is
  // stopped too.
  void stop_at_exit();
  CpReport report() const;

 private:
  void worker();
  QueueState& queue(const Submission& s);
  CpReport execute(const Submission& s, GpuMemory& memory);
  void abandon(const Submission& s);

  CpOptions options_;
  WorkSink* work_;
  mutable std::mutex mutex_;  // report_, queue_, stop_
  std::condition_variable cv_;
  std::deque<std::pair<std::shared_ptr<const Submission>, Done>> queue_;
  bool busy_ = false;
  bool stop_ = false;
  std::atomic<bool> exiting_{false};
  CpReport report_;
  std::map<uint32_t, std::unique_ptr<QueueState>> queues_;  // worker-owned
  std::thread thread_;
};

}  // namespace rdnavk::cp
