// `rdnavk capture`: a submission sink that records every submission into a
// trace on its way to the command processor.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "cp/submission.h"
#include "trace/writer.h"

namespace rdnavk::trace {

// A trace must hold each submission's memory as it is when the submission
// starts, not when the guest submits it: an earlier submission still queued or
// running may write memory this one reads (a copy, a query result). So the sink
// keeps the submissions in order on a thread of its own, records one only once
// every submission it forwarded before has finished, then forwards it. The
// guest's submit() never waits; the device runs captured work one submission at
// a time.
//
// Writing the trace never stops the application: on the first failure (a full
// disk, say) `on_error` is called once, capture stops, and every submission is
// still forwarded.
class CaptureSink : public cp::SubmissionSink {
 public:
  struct Options {
    // How long to wait for the previous submission before recording anyway, with
    // kSubmissionOverlapped set: a submission that waits for the application's
    // CPU (WAIT_REG_MEM on a host-set event) must not stall capture for ever.
    std::chrono::milliseconds previous_wait{2000};
  };
  // Called on the capture thread (or in finish()'s caller).
  using ErrorCallback = std::function<void(const std::string& error)>;

  CaptureSink(std::unique_ptr<TraceWriter> writer, cp::SubmissionSink& downstream,
              ErrorCallback on_error);
  CaptureSink(std::unique_ptr<TraceWriter> writer, cp::SubmissionSink& downstream,
              ErrorCallback on_error, Options options);
  // finish(), then forwards whatever is still queued. `done` callbacks that
  // come later are safe: they do not touch the sink.
  ~CaptureSink() override;
  CaptureSink(const CaptureSink&) = delete;
  CaptureSink& operator=(const CaptureSink&) = delete;

  void submit(std::shared_ptr<const cp::Submission> submission, Done done) override;
  // Waits until every submission given so far is recorded and forwarded.
  void flush();
  // Records what is queued, writes the totals record and closes the trace.
  // Later submissions are forwarded unrecorded.
  void finish();
  // Capture stopped because writing failed.
  bool failed() const;
  TraceWriter::Stats stats() const;

 private:
  struct Pending {
    std::shared_ptr<const cp::Submission> submission;
    Done done;
  };
  // Shared with the `done` callbacks given downstream, which may outlive the sink.
  struct InFlight {
    std::mutex mutex;
    std::condition_variable cv;
    uint64_t running = 0;
  };

  void run();
  void record(const cp::Submission& s);
  bool wait_for_previous();
  void forward(Pending p);
  void report(const std::string& error);

  std::unique_ptr<TraceWriter> writer_;
  cp::SubmissionSink& downstream_;
  ErrorCallback on_error_;
  Options options_;

  mutable std::mutex writer_mutex_;  // guards writer_, recording_, failed_
  bool recording_ = true;
  bool failed_ = false;

  std::mutex queue_mutex_;  // guards queue_, busy_, stopping_
  std::condition_variable queue_cv_;
  std::deque<Pending> queue_;
  bool busy_ = false;
  bool stopping_ = false;

  std::shared_ptr<InFlight> in_flight_ = std::make_shared<InFlight>();
  std::thread worker_;
};

}  // namespace rdnavk::trace
