// The VA table of a live VM is built once for as long as its mappings stay the
// same, whatever snapshot object carries them; a changed mapping builds another,
// and a buffer the guest has closed is let go once no table holds it.
#include <gtest/gtest.h>

#include <cstdlib>

#include "cp/gpu_memory.h"
#include "exec/guest_view.h"
#include "mem/bo.h"

namespace rdnavk::exec {
namespace {

TEST(GuestViews, AVmTableIsKeptWhileItsMappingsStayTheSame) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto dev = vk::HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  auto arena = mem::BoArena::create(uint64_t{1} << 24);
  auto a = arena->allocate(2 * 4096, 1), b = arena->allocate(4096, 2);
  vk::GuestMemoryMirror mirror(*dev);
  GuestViews views(*dev, mirror);

  mem::VaSpace vm;
  ASSERT_EQ(vm.map({0x100000, 2 * 4096, 0, 0, a}), mem::VaStatus::kOk);
  uint64_t t1 = 0, t2 = 0, t3 = 0;
  {
    cp::VmSnapshotMemory m(*vm.snapshot());
    ASSERT_EQ(views.prepare(m, &t1, &error), nullptr) << error;
    ASSERT_EQ(views.prepare(m, &t2, &error), nullptr) << error;
    views.finish(m);
  }
  EXPECT_EQ(t1, t2);
  EXPECT_EQ(views.tables_built(), 1u);
  {
    // The same mappings in another snapshot (another submission).
    std::vector<mem::Mapping> same = vm.snapshot()->mappings();
    mem::VmSnapshot other(same);
    cp::VmSnapshotMemory m(other);
    ASSERT_EQ(views.prepare(m, &t3, &error), nullptr) << error;
    views.finish(m);
  }
  EXPECT_EQ(t3, t1);
  EXPECT_EQ(views.tables_built(), 1u);

  // Another mapping: another table; the old buffer's import stays while the
  // new table holds it.
  ASSERT_EQ(vm.map({0x200000, 4096, 0, 0, b}), mem::VaStatus::kOk);
  {
    cp::VmSnapshotMemory m(*vm.snapshot());
    ASSERT_EQ(views.prepare(m, &t3, &error), nullptr) << error;
    views.finish(m);
  }
  EXPECT_EQ(views.tables_built(), 2u);
  EXPECT_EQ(mirror.imported(), 2u);

  // The guest unmaps and closes `b`: the next table no longer holds it, and
  // once that table's work is finished its import goes.
  std::weak_ptr<mem::Bo> weak = b;
  ASSERT_EQ(vm.unmap(0x200000), mem::VaStatus::kOk);
  b.reset();
  {
    cp::VmSnapshotMemory m(*vm.snapshot());
    ASSERT_EQ(views.prepare(m, &t3, &error), nullptr) << error;
    views.finish(m);
  }
  EXPECT_EQ(views.tables_built(), 3u);
  EXPECT_TRUE(weak.expired());
  EXPECT_EQ(mirror.imported(), 1u);
}

}  // namespace
}  // namespace rdnavk::exec
