// The command processor at process exit (docs/decisions/0021-exit.md).
#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>

#include "mem/bo.h"
#include "mem/va_space.h"
#include "tests/cp/cp_fixture.h"

namespace rdnavk::cp {
namespace {

using pm4::Opcode;

// A work sink whose first dispatch holds until the test lets it go.
struct HeldWork final : WorkSink {
  std::mutex mutex;
  std::condition_variable cv;
  bool started = false, released = false;
  int dispatches = 0;
  WorkOutcome dispatch(const DispatchWork&, const QueueState&, GpuMemory&) override {
    std::unique_lock lock(mutex);
    ++dispatches;
    started = true;
    cv.notify_all();
    cv.wait(lock, [&] { return released; });
    return work_done();
  }
  WorkOutcome draw(const DrawWork&, const QueueState&, GpuMemory&) override {
    return work_refused("draw-not-supported");
  }
  void wait_started() {
    std::unique_lock lock(mutex);
    cv.wait(lock, [&] { return started; });
  }
  void release() {
    std::lock_guard lock(mutex);
    released = true;
    cv.notify_all();
  }
};

// One IB holding one DISPATCH_DIRECT, in a buffer mapped at kVa.
class CpExitTest : public ::testing::Test {
 protected:
  static constexpr uint64_t kVa = 0x100000;
  void SetUp() override {
    bo_ = arena_->allocate(4096, 1);
    ASSERT_EQ(vm_.map({kVa, 4096, 0, 0, bo_}), mem::VaStatus::kOk);
    std::vector<uint32_t> packets = {pkt3(Opcode::kDISPATCH_DIRECT, 4), 1, 1, 1, 1};
    std::memcpy(bo_->host, packets.data(), packets.size() * 4);
  }
  std::shared_ptr<Submission> dispatch(uint64_t sequence) {
    auto s = std::make_shared<Submission>();
    s->sequence = sequence;
    s->ring_type = RingType::kCompute;
    s->vm = vm_.snapshot();
    s->ibs = {{kVa, 5, 0}};
    return s;
  }
  std::shared_ptr<mem::BoArena> arena_ = mem::BoArena::create(1 << 24);
  std::shared_ptr<mem::Bo> bo_;
  mem::VaSpace vm_;
};

TEST_F(CpExitTest, AtExitTheSubmissionInProgressFinishesAndTheQueuedOnesAreSignalledNotRun) {
  HeldWork work;
  CommandProcessor cp({}, &work);
  std::atomic<int> done{0};
  for (uint64_t seq = 1; seq <= 3; ++seq) cp.submit(dispatch(seq), [&] { ++done; });
  work.wait_started();
  cp.stop_at_exit();
  work.release();
  cp.drain();
  EXPECT_EQ(done.load(), 3);
  // A submission made after the exit began is signalled and not run either.
  cp.submit(dispatch(4), [&] { ++done; });
  cp.drain();
  EXPECT_EQ(done.load(), 4);
  EXPECT_EQ(work.dispatches, 1);
  CpReport r = cp.report();
  EXPECT_EQ(r.submissions, 4u);
  EXPECT_EQ(r.dispatches, 1u);
  ASSERT_EQ(r.refusals.count("abandoned-at-exit"), 1u);
  EXPECT_EQ(r.refusals.at("abandoned-at-exit").count, 3u);
  EXPECT_EQ(r.refusals.at("abandoned-at-exit").first,
            "submission 2 (compute): not started at exit");
}

TEST_F(CpExitTest, ASubmissionWaitingForAFenceThatNeverSignalsIsAbandonedAtExit) {
  HeldWork work;
  work.release();
  CommandProcessor cp({}, &work);
  FenceDomain domain;
  auto s = dispatch(1);
  s->wait_for = {std::make_shared<Fence>(domain)};  // never signalled
  std::atomic<int> done{0};
  cp.submit(s, [&] { ++done; });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(done.load(), 0);
  cp.stop_at_exit();
  cp.drain();
  EXPECT_EQ(done.load(), 1);
  EXPECT_EQ(work.dispatches, 0);
  EXPECT_EQ(cp.report().refusals.at("abandoned-at-exit").count, 1u);
}

TEST(CpFence, WaitAllUnlessGivesUpWhenStopped) {
  FenceDomain domain;
  std::vector<std::shared_ptr<Fence>> fences = {std::make_shared<Fence>(domain)};
  std::atomic<bool> stop{false};
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    stop = true;
  });
  EXPECT_FALSE(Fence::wait_all_unless(fences, stop));
  stopper.join();
  fences[0]->signal();
  stop = false;
  EXPECT_TRUE(Fence::wait_all_unless(fences, stop));
}

}  // namespace
}  // namespace rdnavk::cp
