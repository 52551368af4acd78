// The executor at process exit (docs/decisions/0021-exit.md).
#include <gtest/gtest.h>

#include <cstring>

#include "exec/executor.h"

namespace rdnavk::exec {
namespace {

// Memory that holds nothing: the executor must not get as far as reading it.
struct NoMemory final : cp::GpuMemory {
  bool read(uint64_t, std::span<uint8_t>) const override { return false; }
  bool write(uint64_t, std::span<const uint8_t>) override { return false; }
};

TEST(LazyExecutorExit, WorkAfterTheExitBeganIsAbandonedAndStartsNoHostDevice) {
  LazyExecutor executor("", {});
  executor.stop_at_exit();
  cp::QueueState q;
  NoMemory m;
  cp::DispatchWork dispatch;
  dispatch.groups[0] = dispatch.groups[1] = dispatch.groups[2] = 1;
  dispatch.initiator = 1;  // COMPUTE_SHADER_EN
  cp::WorkOutcome d = executor.dispatch(dispatch, q, m);
  EXPECT_FALSE(d.done);
  EXPECT_STREQ(d.refusal, "abandoned-at-exit");
  cp::WorkOutcome g = executor.draw(cp::DrawWork{}, q, m);
  EXPECT_STREQ(g.refusal, "abandoned-at-exit");
  EXPECT_EQ(executor.executor(), nullptr);
  EXPECT_EQ(executor.host_validation_messages(), -1);
}

}  // namespace
}  // namespace rdnavk::exec
