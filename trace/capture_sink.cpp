#include "trace/capture_sink.h"

namespace rdnavk::trace {

CaptureSink::CaptureSink(std::unique_ptr<TraceWriter> writer, cp::SubmissionSink& downstream,
                         ErrorCallback on_error)
    : CaptureSink(std::move(writer), downstream, std::move(on_error), Options{}) {}

CaptureSink::CaptureSink(std::unique_ptr<TraceWriter> writer, cp::SubmissionSink& downstream,
                         ErrorCallback on_error, Options options)
    : writer_(std::move(writer)),
      downstream_(downstream),
      on_error_(std::move(on_error)),
      options_(options) {
  recording_ = writer_ != nullptr && writer_->ok();
  worker_ = std::thread([this] { run(); });
}

CaptureSink::~CaptureSink() {
  finish();
  {
    std::lock_guard lock(queue_mutex_);
    stopping_ = true;
  }
  queue_cv_.notify_all();
  worker_.join();
}

void CaptureSink::submit(std::shared_ptr<const cp::Submission> submission, Done done) {
  {
    std::lock_guard lock(queue_mutex_);
    queue_.push_back({std::move(submission), std::move(done)});
  }
  queue_cv_.notify_all();
}

void CaptureSink::flush() {
  std::unique_lock lock(queue_mutex_);
  queue_cv_.wait(lock, [&] { return queue_.empty() && !busy_; });
}

void CaptureSink::finish() {
  flush();
  std::string error;
  {
    std::lock_guard lock(writer_mutex_);
    if (!writer_) return;
    bool was_ok = writer_->ok();
    writer_->finish();
    recording_ = false;
    if (was_ok && !writer_->ok()) {
      failed_ = true;
      error = writer_->error();
    }
  }
  if (!error.empty()) report(error);
}

bool CaptureSink::failed() const {
  std::lock_guard lock(writer_mutex_);
  return failed_;
}

TraceWriter::Stats CaptureSink::stats() const {
  std::lock_guard lock(writer_mutex_);
  return writer_ ? writer_->stats() : TraceWriter::Stats{};
}

void CaptureSink::run() {
  for (;;) {
    Pending p;
    {
      std::unique_lock lock(queue_mutex_);
      queue_cv_.wait(lock, [&] { return !queue_.empty() || stopping_; });
      if (queue_.empty()) return;
      p = std::move(queue_.front());
      queue_.pop_front();
      busy_ = true;
    }
    if (p.submission) record(*p.submission);
    forward(std::move(p));
    {
      std::lock_guard lock(queue_mutex_);
      busy_ = false;
    }
    queue_cv_.notify_all();
  }
}

void CaptureSink::record(const cp::Submission& s) {
  {
    std::lock_guard lock(writer_mutex_);
    if (!recording_) return;  // no reason left to hold the work back
  }
  bool previous_done = wait_for_previous();
  std::string error;
  {
    std::lock_guard lock(writer_mutex_);
    if (!recording_) return;
    writer_->write_submission(s, previous_done ? 0 : kSubmissionOverlapped);
    if (writer_->ok()) return;
    recording_ = false;
    failed_ = true;
    error = writer_->error();
  }
  report(error);
}

bool CaptureSink::wait_for_previous() {
  std::unique_lock lock(in_flight_->mutex);
  return in_flight_->cv.wait_for(lock, options_.previous_wait,
                                 [&] { return in_flight_->running == 0; });
}

void CaptureSink::forward(Pending p) {
  auto state = in_flight_;
  {
    std::lock_guard lock(state->mutex);
    ++state->running;
  }
  Done done = [state, inner = std::move(p.done)] {
    if (inner) inner();
    {
      std::lock_guard lock(state->mutex);
      --state->running;
    }
    state->cv.notify_all();
  };
  downstream_.submit(std::move(p.submission), std::move(done));
}

void CaptureSink::report(const std::string& error) {
  if (on_error_) on_error_(error);
}

}  // namespace rdnavk::trace
