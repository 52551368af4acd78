// A device with a sink that records what it is handed, driven by real ioctl
// argument structs in this process's memory.
#pragma once

#include <gtest/gtest.h>
#include <libdrm/amdgpu_drm.h>
#include <libdrm/drm.h>
#include <sys/mman.h>

#include <cstring>
#include <vector>

#include "drm/device.h"

namespace rdnavk::drm {

class RecordingSink final : public cp::SubmissionSink {
 public:
  void submit(std::shared_ptr<const cp::Submission> s, Done done) override {
    got.push_back(s);
    if (complete) {
      done();
    } else {
      pending.push_back(std::move(done));
    }
  }
  bool complete = true;
  std::vector<std::shared_ptr<const cp::Submission>> got;
  std::vector<Done> pending;
};

class DeviceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    DeviceOptions o;
    o.arena_capacity = uint64_t{1} << 32;
    dev = Device::create(sink, o);
    ASSERT_TRUE(dev);
    file = dev->open_file();
  }

  template <typename T>
  int call(unsigned long req, T* arg) {
    return dev->ioctl(file, req, reinterpret_cast<uint64_t>(arg), user);
  }

  uint32_t create_bo(uint64_t size, uint32_t domains = AMDGPU_GEM_DOMAIN_VRAM) {
    drm_amdgpu_gem_create c{};
    c.in.bo_size = size;
    c.in.alignment = 4096;
    c.in.domains = domains;
    EXPECT_EQ(call(DRM_IOCTL_AMDGPU_GEM_CREATE, &c), 0);
    return c.out.handle;
  }

  int map(uint32_t handle, uint64_t va, uint64_t size, uint32_t op = AMDGPU_VA_OP_MAP,
          uint32_t flags = AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE) {
    drm_amdgpu_gem_va v{};
    v.handle = handle;
    v.operation = op;
    v.flags = flags;
    v.va_address = va;
    v.map_size = size;
    return call(DRM_IOCTL_AMDGPU_GEM_VA, &v);
  }

  uint32_t create_ctx() {
    drm_amdgpu_ctx c{};
    c.in.op = AMDGPU_CTX_OP_ALLOC_CTX;
    EXPECT_EQ(call(DRM_IOCTL_AMDGPU_CTX, &c), 0);
    return c.out.alloc.ctx_id;
  }

  // A CS with one IB chunk and the given extra chunks; answers the ioctl's result.
  int submit(uint32_t ctx, uint64_t ib_va, uint32_t ib_bytes,
             std::vector<drm_amdgpu_cs_chunk> extra, uint64_t* seq,
             uint32_t ip_type = AMDGPU_HW_IP_GFX) {
    drm_amdgpu_cs_chunk_ib ib{};
    ib.va_start = ib_va;
    ib.ib_bytes = ib_bytes;
    ib.ip_type = ip_type;
    std::vector<drm_amdgpu_cs_chunk> chunks = {
        {AMDGPU_CHUNK_ID_IB, sizeof(ib) / 4, reinterpret_cast<uint64_t>(&ib)}};
    chunks.insert(chunks.end(), extra.begin(), extra.end());
    std::vector<uint64_t> ptrs;
    for (auto& ch : chunks) ptrs.push_back(reinterpret_cast<uint64_t>(&ch));
    drm_amdgpu_cs cs{};
    cs.in.ctx_id = ctx;
    cs.in.num_chunks = static_cast<uint32_t>(ptrs.size());
    cs.in.chunks = reinterpret_cast<uint64_t>(ptrs.data());
    int r = call(DRM_IOCTL_AMDGPU_CS, &cs);
    if (seq) *seq = cs.out.handle;
    return r;
  }

  // An address that faults: one page mapped with no access.
  uint64_t bad_address() {
    if (!bad_page_) bad_page_ = mmap(nullptr, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return reinterpret_cast<uint64_t>(bad_page_);
  }
  void TearDown() override {
    if (bad_page_) munmap(bad_page_, 4096);
  }

  RecordingSink sink;
  std::unique_ptr<Device> dev;
  ProcessUserMemory user;
  uint32_t file = 0;
  void* bad_page_ = nullptr;
};

}  // namespace rdnavk::drm
