// The executor on the host device (lavapipe), through the command processor:
// what its module cache counts as dispatches find their programs again.
#include <gtest/gtest.h>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

using ExecutorTest = XlateTest;

TEST_F(ExecutorTest, ASecondDispatchOfAProgramIsAModuleCacheHit) {
  const std::string prog = std::string("  v_add_nc_u32 v1, 3, v0\n") + kStoreByLane;
  exec::ExecutorStats before = executor->stats();
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  exec::ExecutorStats after = executor->stats();
  EXPECT_EQ(after.dispatches_run - before.dispatches_run, 2u);
  EXPECT_EQ(after.modules_translated - before.modules_translated, 1u);
  EXPECT_EQ(after.module_cache_misses - before.module_cache_misses, 1u);
  EXPECT_EQ(after.module_cache_hits - before.module_cache_hits, 1u);
  EXPECT_EQ(after.module_cache_evictions - before.module_cache_evictions, 0u);
  EXPECT_EQ(u32(kData + 4 * 31), 34u);
}

TEST_F(ExecutorTest, TheSameProgramUnderAnotherGroupSizeIsTranslatedAgain) {
  const std::string prog = std::string("  v_add_nc_u32 v1, 5, v0\n") + kStoreByLane;
  exec::ExecutorStats before = executor->stats();
  ASSERT_EQ(refusals(run(prog, one_group(false, 32))), "");
  ASSERT_EQ(refusals(run(prog, one_group(false, 64))), "");
  exec::ExecutorStats after = executor->stats();
  EXPECT_EQ(after.modules_translated - before.modules_translated, 2u);
  EXPECT_EQ(after.module_cache_misses - before.module_cache_misses, 2u);
  EXPECT_EQ(after.module_cache_hits - before.module_cache_hits, 0u);
  EXPECT_EQ(u32(kData + 4 * 63), 68u);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
