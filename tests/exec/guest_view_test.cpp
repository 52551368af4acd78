// The VA table of a live VM is built once for as long as its mappings stay the
// same, whatever snapshot object carries them; a changed mapping builds another,
// and a buffer the guest has closed is let go once no table holds it.
#include <gtest/gtest.h>

#include <cstdlib>

#include "cp/gpu_memory.h"
#include "exec/guest_view.h"
#include "mem/bo.h"
#include "vk/va_table.h"

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

// Guards (decision record 0047) name the process's bytes of a buffer's pages:
// every VA mapping of those pages is guarded, in the current table and in every
// table made after, until they are replaced.
TEST(GuestViews, GuardsFollowABuffersPagesThroughEveryMapping) {
  std::string error;
  const char* wanted = std::getenv("RDNAVK_DEVICE");
  auto dev = vk::HostDevice::create(wanted ? wanted : "", &error);
  ASSERT_TRUE(dev) << error;
  auto arena = mem::BoArena::create(uint64_t{1} << 24);
  auto a = arena->allocate(4 * 4096, 1), b = arena->allocate(4096, 2);
  vk::GuestMemoryMirror mirror(*dev);
  GuestViews views(*dev, mirror);
  mem::VaSpace vm;
  // `a` whole, and its page 1 again elsewhere.
  ASSERT_EQ(vm.map({0x100000, 4 * 4096, 0, 0, a}), mem::VaStatus::kOk);
  ASSERT_EQ(vm.map({0x300000, 4096, 4096, 0, a}), mem::VaStatus::kOk);
  ASSERT_EQ(vm.map({0x400000, 4096, 0, 0, b}), mem::VaStatus::kOk);
  uint64_t table = 0;
  auto prepare = [&] {
    cp::VmSnapshotMemory m(*vm.snapshot());
    ASSERT_EQ(views.prepare(m, &table, &error), nullptr) << error;
    views.finish(m);
  };
  prepare();
  const uint64_t host = reinterpret_cast<uint64_t>(a->host);
  // A span inside page 1 and one across pages 2 and 3.
  views.guard({{host + 4096 + 8, host + 4096 + 16}, {host + 2 * 4096 + 4000, host + 3 * 4096 + 1}});
  EXPECT_EQ(views.guarded_pages(), 4u);  // page 1 twice, pages 2 and 3
  views.guard({{host, host + 4096}});
  EXPECT_EQ(views.guarded_pages(), 1u);
  // A new table (another mapping) is guarded as it is made.
  ASSERT_EQ(vm.map({0x500000, 4096, 0, 0, a}), mem::VaStatus::kOk);
  prepare();
  EXPECT_EQ(views.tables_built(), 2u);
  EXPECT_EQ(views.guarded_pages(), 2u);
  views.guard({});
  EXPECT_EQ(views.guarded_pages(), 0u);
}

TEST(VaTable, APagesLeafTakesAGuardAndGivesItBack) {
  vk::VaTable t;
  ASSERT_TRUE(t.map(0x7000, 2 * 4096, 0x1230000));
  ASSERT_TRUE(t.map(0x20000, 4096, vk::VaTable::kSparse));
  const uint64_t leaf = t.page_leaf(0x8123);
  ASSERT_NE(leaf, 0u);
  EXPECT_EQ(t.entries()[leaf], 0x1231000u);
  EXPECT_EQ(t.page_leaf(0x6000), 0u);   // unmapped
  EXPECT_EQ(t.page_leaf(0x20000), 0u);  // sparse: nothing to guard
  EXPECT_EQ(t.page_leaf(uint64_t{1} << 40), 0u);
  t.guard(leaf, true);
  EXPECT_EQ(t.entries()[leaf], 0x1231000u | vk::VaTable::kGuard);
  EXPECT_EQ(t.page_leaf(0x8000), leaf);
  t.guard(leaf, false);
  EXPECT_EQ(t.entries()[leaf], 0x1231000u);
}

}  // namespace
}  // namespace rdnavk::exec
