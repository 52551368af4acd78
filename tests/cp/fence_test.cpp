#include <gtest/gtest.h>

#include <thread>

#include "cp/fence.h"

namespace rdnavk::cp {
namespace {

TEST(Fence, WaitAllAndAnyWithDeadline) {
  FenceDomain d;
  auto a = std::make_shared<Fence>(d);
  auto b = std::make_shared<Fence>(d);
  std::vector<std::shared_ptr<Fence>> both = {a, b};
  auto soon = Fence::Clock::now() + std::chrono::milliseconds(20);
  EXPECT_FALSE(Fence::wait(d, both, false, soon));
  a->signal();
  EXPECT_TRUE(Fence::wait(d, both, false, Fence::Clock::now()));
  EXPECT_FALSE(Fence::wait(d, both, true, Fence::Clock::now()));
  std::thread t([&] { b->signal(); });
  EXPECT_TRUE(Fence::wait(d, both, true, Fence::Clock::time_point::max()));
  t.join();
}

TEST(Fence, AllOfSignalsAfterTheLastAndRunsCallbacksOnce) {
  FenceDomain d;
  auto a = std::make_shared<Fence>(d);
  auto b = std::make_shared<Fence>(d);
  std::shared_ptr<Fence> all;
  {
    std::lock_guard lock(d.mutex());
    std::vector<std::shared_ptr<Fence>> v = {a, b, nullptr};
    all = Fence::all_of_locked(d, v);
  }
  EXPECT_FALSE(all->is_signaled());
  a->signal();
  EXPECT_FALSE(all->is_signaled());
  b->signal();
  b->signal();  // a second signal changes nothing
  EXPECT_TRUE(all->is_signaled());
}

}  // namespace
}  // namespace rdnavk::cp
