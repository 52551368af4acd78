#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <libdrm/drm_mode.h>

#include "drm/navi21_facts.h"
#include "tests/drm/device_fixture.h"

namespace rdnavk::drm {
namespace {

constexpr uint64_t kVa = 0x800000000ull;  // inside the low half of the VM
constexpr uint64_t kHighVa = 0xffff800000100000ull;

TEST_F(DeviceTest, VersionAnswersAmdgpuAndFullLengths) {
  char name[4] = {};
  drm_version v{};
  v.name = name;
  v.name_len = sizeof(name);
  ASSERT_EQ(call(DRM_IOCTL_VERSION, &v), 0);
  EXPECT_EQ(v.version_major, 3);
  EXPECT_EQ(v.name_len, 6u);  // "amdgpu", though only 4 bytes fit
  EXPECT_EQ(std::string(name, 4), "amdg");
}

TEST_F(DeviceTest, MatchesIoctlsByNumberWhateverTheDirection) {
  uint32_t h = create_bo(4096);
  drm_amdgpu_gem_va v{};
  v.handle = h;
  v.operation = AMDGPU_VA_OP_MAP;
  v.flags = AMDGPU_VM_PAGE_READABLE;
  v.va_address = kVa;
  v.map_size = 4096;
  // libdrm sends GEM_VA as _IOWR; the kernel defines it _IOW.
  unsigned long iowr = DRM_IOWR(DRM_COMMAND_BASE + DRM_AMDGPU_GEM_VA, drm_amdgpu_gem_va);
  EXPECT_EQ(dev->ioctl(file, iowr, reinterpret_cast<uint64_t>(&v), user), 0);
  EXPECT_EQ(dev->ioctl(file, _IOWR('x', 1, int), 0, user), -ENOTTY);
  EXPECT_EQ(dev->ioctl(file, DRM_IOWR(0x7f, drm_version), 0, user), -EINVAL);
  EXPECT_EQ(dev->ioctl(file, DRM_IOCTL_GEM_FLINK, 0, user), -EACCES);
}

TEST_F(DeviceTest, PrimaryNodeAuthenticatesAndHasNoDisplay) {
  uint32_t card = dev->open_file(true);
  drm_client cl{};
  ASSERT_EQ(dev->ioctl(card, DRM_IOCTL_GET_CLIENT, reinterpret_cast<uint64_t>(&cl), user), 0);
  EXPECT_EQ(cl.auth, 1);
  EXPECT_EQ(call(DRM_IOCTL_GET_CLIENT, &cl), -EACCES);  // not on a render node
  cl.idx = 1;
  EXPECT_EQ(dev->ioctl(card, DRM_IOCTL_GET_CLIENT, reinterpret_cast<uint64_t>(&cl), user), -EINVAL);
  drm_mode_card_res res{};
  EXPECT_EQ(dev->ioctl(card, DRM_IOCTL_MODE_GETRESOURCES, reinterpret_cast<uint64_t>(&res), user),
            -EOPNOTSUPP);
  EXPECT_EQ(call(DRM_IOCTL_MODE_GETRESOURCES, &res), -EACCES);
  drm_auth auth{};
  ASSERT_EQ(dev->ioctl(card, DRM_IOCTL_GET_MAGIC, reinterpret_cast<uint64_t>(&auth), user), 0);
  EXPECT_EQ(dev->ioctl(card, DRM_IOCTL_AUTH_MAGIC, reinterpret_cast<uint64_t>(&auth), user), 0);
  // Render ioctls work on the primary node too.
  drm_amdgpu_gem_create c{};
  c.in.bo_size = 4096;
  c.in.domains = AMDGPU_GEM_DOMAIN_GTT;
  EXPECT_EQ(dev->ioctl(card, DRM_IOCTL_AMDGPU_GEM_CREATE, reinterpret_cast<uint64_t>(&c), user), 0);
}

TEST_F(DeviceTest, BadArgumentPointersAnswerEfault) {
  EXPECT_EQ(dev->ioctl(file, DRM_IOCTL_VERSION, bad_address(), user), -EFAULT);
  EXPECT_EQ(dev->ioctl(file, DRM_IOCTL_AMDGPU_GEM_CREATE, 1, user), -EFAULT);
  drm_amdgpu_info q{};
  q.query = AMDGPU_INFO_DEV_INFO;
  q.return_pointer = bad_address();
  q.return_size = 64;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_INFO, &q), -EFAULT);
  EXPECT_GT(dev->errors().entries().at("ioctl/fault").count, 0u);
}

TEST_F(DeviceTest, GemCreateMmapSharesPagesWithTheDevice) {
  uint32_t h = create_bo(10000);
  drm_amdgpu_gem_mmap m{};
  m.in.handle = h;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_GEM_MMAP, &m), 0);
  MmapTarget t;
  ASSERT_TRUE(dev->mmap_target(file, m.out.addr_ptr, 12288, &t));
  EXPECT_FALSE(dev->mmap_target(file, m.out.addr_ptr, 16384, &t));  // past the buffer
  ASSERT_TRUE(dev->mmap_target(file, m.out.addr_ptr, 12288, &t));
  auto* cpu = static_cast<uint32_t*>(
      mmap(nullptr, 12288, PROT_READ | PROT_WRITE, MAP_SHARED, t.fd, static_cast<off_t>(t.offset)));
  ASSERT_NE(cpu, MAP_FAILED);
  cpu[5] = 0xcafef00d;
  ASSERT_EQ(map(h, kVa, 12288), 0);
  uint64_t seq;
  uint32_t ctx = create_ctx();
  ASSERT_EQ(submit(ctx, kVa, 64, {}, &seq), 0);
  ASSERT_EQ(sink.got.size(), 1u);
  uint32_t seen = 0;
  ASSERT_TRUE(sink.got[0]->vm->read(kVa + 20, {reinterpret_cast<uint8_t*>(&seen), 4}));
  EXPECT_EQ(seen, 0xcafef00du);
  munmap(cpu, 12288);
}

TEST_F(DeviceTest, GemCreateRefusesBadFlagsAndSizes) {
  drm_amdgpu_gem_create c{};
  c.in.bo_size = 4096;
  c.in.domains = 0x4000;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_CREATE, &c), -EINVAL);
  c = {};
  c.in.bo_size = 0;
  c.in.domains = AMDGPU_GEM_DOMAIN_VRAM;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_CREATE, &c), -EINVAL);
  c = {};
  c.in.bo_size = uint64_t{1} << 40;
  c.in.domains = AMDGPU_GEM_DOMAIN_VRAM;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_CREATE, &c), -ENOMEM);
  c = {};
  c.in.bo_size = 4096;
  c.in.domain_flags = uint64_t{1} << 40;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_CREATE, &c), -EINVAL);
}

TEST_F(DeviceTest, GemVaChecksAsTheKernelDoes) {
  uint32_t h = create_bo(8192);
  EXPECT_EQ(map(h, kVa + 1, 4096), -EINVAL);                // unaligned
  EXPECT_EQ(map(h, kVa, 12288), -EINVAL);                   // past the buffer
  EXPECT_EQ(map(h, 0x1000, 4096), -EINVAL);                 // reserved bottom
  EXPECT_EQ(map(h, 0x0000900000000000ull, 4096), -EINVAL);  // the hole
  EXPECT_EQ(map(h + 100, kVa, 4096), -ENOENT);              // no such buffer
  EXPECT_EQ(map(h, kVa, 8192), 0);
  EXPECT_EQ(map(h, kVa + 4096, 4096), -EINVAL);  // overlaps
  EXPECT_EQ(map(h, kVa + 4096, 4096, AMDGPU_VA_OP_UNMAP), -ENOENT);
  EXPECT_EQ(map(h, kVa, 8192, AMDGPU_VA_OP_UNMAP), 0);
  // The high half arrives sign-extended and lives at its 48-bit address.
  EXPECT_EQ(map(h, kHighVa, 8192), 0);
  uint64_t seq;
  EXPECT_EQ(submit(create_ctx(), kHighVa, 16, {}, &seq), 0);
  ASSERT_EQ(sink.got.size(), 1u);
  EXPECT_EQ(sink.got[0]->ibs[0].va, 0x800000100000ull);
}

TEST_F(DeviceTest, SparseMappingsNeedNoBuffer) {
  EXPECT_EQ(map(0, kVa, 1 << 20, AMDGPU_VA_OP_MAP, AMDGPU_VM_PAGE_PRT), 0);
  uint32_t h = create_bo(4096);
  EXPECT_EQ(map(h, kVa + 4096, 4096, AMDGPU_VA_OP_REPLACE), 0);
  EXPECT_EQ(map(0, kVa, 1 << 20, AMDGPU_VA_OP_CLEAR, 0), 0);
}

TEST_F(DeviceTest, CsCarriesRingIbsBosAndSignalsItsFence) {
  uint32_t h = create_bo(4096);
  ASSERT_EQ(map(h, kVa, 4096), 0);
  uint32_t ctx = create_ctx();
  drm_amdgpu_bo_list_entry e{h, 0};
  drm_amdgpu_bo_list_in bl{};
  bl.bo_number = 1;
  bl.bo_info_size = sizeof(e);
  bl.bo_info_ptr = reinterpret_cast<uint64_t>(&e);
  drm_amdgpu_cs_chunk bochunk{AMDGPU_CHUNK_ID_BO_HANDLES, sizeof(bl) / 4,
                              reinterpret_cast<uint64_t>(&bl)};
  sink.complete = false;
  uint64_t seq = 0;
  ASSERT_EQ(submit(ctx, kVa, 256, {bochunk}, &seq, AMDGPU_HW_IP_COMPUTE), 0);
  EXPECT_EQ(seq, 1u);
  ASSERT_EQ(sink.got.size(), 1u);
  const auto& s = *sink.got[0];
  EXPECT_EQ(s.ring_type, cp::RingType::kCompute);
  ASSERT_EQ(s.ibs.size(), 1u);
  EXPECT_EQ(s.ibs[0].size_dw, 64u);
  ASSERT_EQ(s.bos.size(), 1u);

  drm_amdgpu_wait_cs w{};
  w.in.handle = seq;
  w.in.ctx_id = ctx;
  w.in.ip_type = AMDGPU_HW_IP_COMPUTE;
  w.in.timeout = 0;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_WAIT_CS, &w), 0);
  EXPECT_EQ(w.out.status, 1u);  // still busy
  sink.pending[0]();
  w = {};
  w.in.handle = seq;
  w.in.ctx_id = ctx;
  w.in.ip_type = AMDGPU_HW_IP_COMPUTE;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_WAIT_CS, &w), 0);
  EXPECT_EQ(w.out.status, 0u);
  w.in.handle = seq + 1;  // not yet issued
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_WAIT_CS, &w), -EINVAL);
}

TEST_F(DeviceTest, CsRefusesMalformedSubmissions) {
  uint32_t h = create_bo(4096);
  ASSERT_EQ(map(h, kVa, 4096), 0);
  uint32_t ctx = create_ctx();
  uint64_t seq;
  EXPECT_EQ(submit(ctx + 9, kVa, 16, {}, &seq), -EINVAL);      // no context
  EXPECT_EQ(submit(ctx, kVa + 8192, 16, {}, &seq), -EINVAL);   // IB unmapped
  EXPECT_EQ(submit(ctx, kVa + 4000, 200, {}, &seq), -EINVAL);  // IB past its mapping
  EXPECT_EQ(submit(ctx, kVa, 16, {}, &seq, 77), -EINVAL);      // no such ring
  drm_amdgpu_cs_chunk unknown{0x55, 0, 0};
  EXPECT_EQ(submit(ctx, kVa, 16, {unknown}, &seq), -EINVAL);
  drm_amdgpu_cs_chunk faulting{AMDGPU_CHUNK_ID_SYNCOBJ_IN, 1, bad_address()};
  EXPECT_EQ(submit(ctx, kVa, 16, {faulting}, &seq), -EFAULT);
  drm_amdgpu_cs_chunk huge{AMDGPU_CHUNK_ID_DEPENDENCIES, 0xffffffffu, 0};
  EXPECT_EQ(submit(ctx, kVa, 16, {huge}, &seq), -EINVAL);
  drm_amdgpu_cs cs{};
  cs.in.ctx_id = ctx;
  cs.in.num_chunks = 1;
  cs.in.chunks = bad_address();
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_CS, &cs), -EFAULT);
  EXPECT_TRUE(sink.got.empty());
}

TEST_F(DeviceTest, UserFenceIsWrittenAtCompletion) {
  uint32_t ib = create_bo(4096);
  uint32_t fb = create_bo(4096, AMDGPU_GEM_DOMAIN_GTT);
  ASSERT_EQ(map(ib, kVa, 4096), 0);
  drm_amdgpu_cs_chunk_fence f{fb, 64};
  drm_amdgpu_cs_chunk fc{AMDGPU_CHUNK_ID_FENCE, sizeof(f) / 4, reinterpret_cast<uint64_t>(&f)};
  uint64_t seq;
  uint32_t ctx = create_ctx();
  ASSERT_EQ(submit(ctx, kVa, 16, {fc}, &seq), 0);
  ASSERT_EQ(submit(ctx, kVa, 16, {fc}, &seq), 0);
  drm_amdgpu_gem_mmap m{};
  m.in.handle = fb;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_GEM_MMAP, &m), 0);
  MmapTarget t;
  ASSERT_TRUE(dev->mmap_target(file, m.out.addr_ptr, 4096, &t));
  auto* p = static_cast<uint64_t*>(
      mmap(nullptr, 4096, PROT_READ, MAP_SHARED, t.fd, static_cast<off_t>(t.offset)));
  ASSERT_NE(p, MAP_FAILED);
  EXPECT_EQ(p[8], 2u);
  munmap(p, 4096);
  f.offset = 4092;  // past the buffer
  EXPECT_EQ(submit(ctx, kVa, 16, {fc}, &seq), -EINVAL);
}

TEST_F(DeviceTest, InfoAnswersTheDeviceAndTruncatesToReturnSize) {
  drm_amdgpu_info_device d{};
  drm_amdgpu_info q{};
  q.query = AMDGPU_INFO_DEV_INFO;
  q.return_pointer = reinterpret_cast<uint64_t>(&d);
  q.return_size = sizeof(d);
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_INFO, &q), 0);
  EXPECT_EQ(d.device_id, 0x73bfu);
  EXPECT_EQ(d.family, AMDGPU_FAMILY_NV);
  uint32_t first[2] = {0xdead, 0xbeef};
  q.return_pointer = reinterpret_cast<uint64_t>(first);
  q.return_size = 4;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_INFO, &q), 0);
  EXPECT_EQ(first[0], d.device_id);
  EXPECT_EQ(first[1], 0xbeefu);
  q.query = 0x7777;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_INFO, &q), -EINVAL);
}

TEST_F(DeviceTest, ContextsAllocFreeAndQuery) {
  uint32_t ctx = create_ctx();
  drm_amdgpu_ctx c{};
  c.in.op = AMDGPU_CTX_OP_QUERY_STATE2;
  c.in.ctx_id = ctx;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_CTX, &c), 0);
  EXPECT_EQ(c.out.state.flags, 0u);
  c = {};
  c.in.op = AMDGPU_CTX_OP_ALLOC_CTX;
  c.in.priority = AMDGPU_CTX_PRIORITY_VERY_HIGH;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_CTX, &c), -EACCES);
  c = {};
  c.in.op = AMDGPU_CTX_OP_FREE_CTX;
  c.in.ctx_id = ctx;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_CTX, &c), 0);
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_CTX, &c), -EINVAL);
}

TEST_F(DeviceTest, HandlesBelongToTheirFile) {
  uint32_t h = create_bo(4096);
  uint32_t other = dev->open_file();
  drm_gem_close c{h, 0};
  EXPECT_EQ(dev->ioctl(other, DRM_IOCTL_GEM_CLOSE, reinterpret_cast<uint64_t>(&c), user), -EINVAL);
  EXPECT_EQ(call(DRM_IOCTL_GEM_CLOSE, &c), 0);
  EXPECT_EQ(call(DRM_IOCTL_GEM_CLOSE, &c), -EINVAL);
}

TEST_F(DeviceTest, PrimeExportImportFindsTheSameBuffer) {
  uint32_t h = create_bo(8192);
  drm_prime_handle p{};
  p.handle = h;
  p.flags = DRM_CLOEXEC;
  ASSERT_EQ(call(DRM_IOCTL_PRIME_HANDLE_TO_FD, &p), 0);
  EXPECT_EQ(lseek(p.fd, 0, SEEK_END), 8192);  // importers read the size this way
  uint32_t other = dev->open_file();
  drm_prime_handle in{};
  in.fd = p.fd;
  ASSERT_EQ(dev->ioctl(other, DRM_IOCTL_PRIME_FD_TO_HANDLE, reinterpret_cast<uint64_t>(&in), user),
            0);
  drm_prime_handle again = in;
  ASSERT_EQ(
      dev->ioctl(other, DRM_IOCTL_PRIME_FD_TO_HANDLE, reinterpret_cast<uint64_t>(&again), user), 0);
  EXPECT_EQ(again.handle, in.handle);
  MmapTarget t;
  EXPECT_TRUE(dev->dmabuf_mmap_target(p.fd, 0, 8192, &t));
  EXPECT_FALSE(dev->dmabuf_mmap_target(p.fd, 4096, 8192, &t));
  drm_prime_handle foreign{};
  foreign.fd = 0;  // stdin is no dma-buf of ours
  EXPECT_EQ(call(DRM_IOCTL_PRIME_FD_TO_HANDLE, &foreign), -EINVAL);
  close(p.fd);
}

TEST_F(DeviceTest, UserptrNeedsMappedAlignedPages) {
  void* mem = mmap(nullptr, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  drm_amdgpu_gem_userptr u{};
  u.addr = reinterpret_cast<uint64_t>(mem);
  u.size = 8192;
  u.flags = AMDGPU_GEM_USERPTR_REGISTER | AMDGPU_GEM_USERPTR_VALIDATE;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_GEM_USERPTR, &u), 0);
  EXPECT_NE(u.handle, 0u);
  u.flags = 0;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_USERPTR, &u), -EACCES);
  u.flags = AMDGPU_GEM_USERPTR_READONLY;
  u.addr += 1;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_USERPTR, &u), -EINVAL);
  munmap(mem, 8192);
  u.addr = reinterpret_cast<uint64_t>(mem);
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_USERPTR, &u), -EFAULT);
}

TEST_F(DeviceTest, MetadataRoundTrips) {
  uint32_t h = create_bo(4096);
  drm_amdgpu_gem_metadata m{};
  m.handle = h;
  m.op = AMDGPU_GEM_METADATA_OP_SET_METADATA;
  m.data.tiling_info = 0x1234;
  m.data.data_size_bytes = 8;
  m.data.data[0] = 7;
  m.data.data[1] = 9;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_GEM_METADATA, &m), 0);
  drm_amdgpu_gem_metadata g{};
  g.handle = h;
  g.op = AMDGPU_GEM_METADATA_OP_GET_METADATA;
  ASSERT_EQ(call(DRM_IOCTL_AMDGPU_GEM_METADATA, &g), 0);
  EXPECT_EQ(g.data.tiling_info, 0x1234u);
  EXPECT_EQ(g.data.data_size_bytes, 8u);
  EXPECT_EQ(g.data.data[1], 9u);
  m.data.data_size_bytes = 4096;
  EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_METADATA, &m), -EINVAL);
}

}  // namespace
}  // namespace rdnavk::drm
