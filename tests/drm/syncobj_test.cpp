#include <poll.h>
#include <unistd.h>

#include <thread>

#include "tests/drm/device_fixture.h"

namespace rdnavk::drm {
namespace {

class SyncobjTest : public DeviceTest {
 protected:
  uint32_t create(uint32_t flags = 0) {
    drm_syncobj_create c{0, flags};
    EXPECT_EQ(call(DRM_IOCTL_SYNCOBJ_CREATE, &c), 0);
    return c.handle;
  }
  int wait(std::vector<uint32_t> h, uint32_t flags, int64_t timeout, uint32_t* first = nullptr) {
    drm_syncobj_wait w{};
    w.handles = reinterpret_cast<uint64_t>(h.data());
    w.count_handles = static_cast<uint32_t>(h.size());
    w.flags = flags;
    w.timeout_nsec = timeout;
    int r = call(DRM_IOCTL_SYNCOBJ_WAIT, &w);
    if (first) *first = w.first_signaled;
    return r;
  }
  int timeline_wait(uint32_t h, uint64_t point, uint32_t flags, int64_t timeout) {
    drm_syncobj_timeline_wait w{};
    w.handles = reinterpret_cast<uint64_t>(&h);
    w.points = reinterpret_cast<uint64_t>(&point);
    w.count_handles = 1;
    w.flags = flags;
    w.timeout_nsec = timeout;
    return call(DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT, &w);
  }
  uint64_t query(uint32_t h, uint32_t flags = 0) {
    uint64_t point = 0;
    drm_syncobj_timeline_array a{};
    a.handles = reinterpret_cast<uint64_t>(&h);
    a.points = reinterpret_cast<uint64_t>(&point);
    a.count_handles = 1;
    a.flags = flags;
    EXPECT_EQ(call(DRM_IOCTL_SYNCOBJ_QUERY, &a), 0);
    return point;
  }
  // A submission that signals `h` at `point` (0: binary), left pending.
  void submit_signalling(uint32_t h, uint64_t point) {
    uint32_t ib = create_bo(4096);
    ASSERT_EQ(map(ib, next_va_, 4096), 0);
    drm_amdgpu_cs_chunk_syncobj s{h, 0, point};
    drm_amdgpu_cs_chunk ch{AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_SIGNAL, sizeof(s) / 4,
                           reinterpret_cast<uint64_t>(&s)};
    if (ctx_ == 0) ctx_ = create_ctx();
    uint64_t seq;
    ASSERT_EQ(submit(ctx_, next_va_, 16, {ch}, &seq), 0);
    next_va_ += 4096;
  }
  uint64_t next_va_ = 0x900000000ull;
  uint32_t ctx_ = 0;
};

TEST_F(SyncobjTest, BinaryCreateSignalResetWait) {
  uint32_t a = create();
  uint32_t b = create(DRM_SYNCOBJ_CREATE_SIGNALED);
  EXPECT_EQ(wait({a}, 0, 0), -EINVAL);  // no fence, no WAIT_FOR_SUBMIT
  EXPECT_EQ(wait({a}, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, 0), -ETIME);
  uint32_t first = 99;
  EXPECT_EQ(wait({a, b}, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, 0, &first), 0);
  EXPECT_EQ(first, 1u);
  EXPECT_EQ(
      wait({a, b}, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL | DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, 0),
      -ETIME);
  drm_syncobj_array arr{reinterpret_cast<uint64_t>(&a), 1, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_SIGNAL, &arr), 0);
  EXPECT_EQ(wait({a, b}, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL, 0), 0);
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_RESET, &arr), 0);
  EXPECT_EQ(wait({a}, 0, 0), -EINVAL);
  EXPECT_EQ(wait({a + 100}, 0, 0), -ENOENT);
  EXPECT_EQ(wait({}, 0, 0), -EINVAL);
  EXPECT_EQ(wait({a}, 1u << 10, 0), -EINVAL);
}

TEST_F(SyncobjTest, WaitForSubmitWakesWhenAnotherThreadSubmits) {
  uint32_t a = create();
  std::thread t([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    submit_signalling(a, 0);
  });
  EXPECT_EQ(wait({a}, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, INT64_MAX), 0);
  t.join();
}

TEST_F(SyncobjTest, TimelinePointsSignalInChainOrder) {
  uint32_t t = create();
  sink.complete = false;
  submit_signalling(t, 1);
  submit_signalling(t, 2);
  submit_signalling(t, 5);
  EXPECT_EQ(query(t), 0u);
  EXPECT_EQ(query(t, DRM_SYNCOBJ_QUERY_FLAGS_LAST_SUBMITTED), 5u);
  sink.pending[1]();  // point 2 done, point 1 not: nothing up to 2 counts yet
  EXPECT_EQ(query(t), 0u);
  EXPECT_EQ(timeline_wait(t, 2, 0, 0), -ETIME);
  sink.pending[0]();
  EXPECT_EQ(query(t), 2u);
  EXPECT_EQ(timeline_wait(t, 2, 0, 0), 0);
  // Point 3 is reached once the first point at or past it (5) is.
  EXPECT_EQ(timeline_wait(t, 3, 0, 0), -ETIME);
  EXPECT_EQ(timeline_wait(t, 9, 0, 0), -EINVAL);
  EXPECT_EQ(
      timeline_wait(
          t, 9, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_AVAILABLE | DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, 0),
      -ETIME);
  EXPECT_EQ(timeline_wait(t, 5, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_AVAILABLE, 0), 0);
  sink.pending[2]();
  EXPECT_EQ(timeline_wait(t, 3, 0, 0), 0);
  EXPECT_EQ(query(t), 5u);
}

TEST_F(SyncobjTest, TimelineSignalAndTransfer) {
  uint32_t t = create();
  uint32_t b = create();
  uint64_t point = 7;
  drm_syncobj_timeline_array s{reinterpret_cast<uint64_t>(&t), reinterpret_cast<uint64_t>(&point),
                               1, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_TIMELINE_SIGNAL, &s), 0);
  EXPECT_EQ(query(t), 7u);
  drm_syncobj_transfer x{t, b, 7, 0, 0, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_TRANSFER, &x), 0);
  EXPECT_EQ(wait({b}, 0, 0), 0);
  x = {t, b, 9, 0, 0, 0};
  EXPECT_EQ(call(DRM_IOCTL_SYNCOBJ_TRANSFER, &x), -EINVAL);
}

TEST_F(SyncobjTest, OpaqueFdAndSyncFileRoundTrip) {
  uint32_t a = create(DRM_SYNCOBJ_CREATE_SIGNALED);
  drm_syncobj_handle h{a, 0, -1, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD, &h), 0);
  drm_syncobj_handle back{0, 0, h.fd, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE, &back), 0);
  EXPECT_NE(back.handle, a);
  EXPECT_EQ(wait({back.handle}, 0, 0), 0);
  close(h.fd);

  // A sync_file of a pending fence polls readable only once the fence is done.
  uint32_t p = create();
  sink.complete = false;
  submit_signalling(p, 0);
  drm_syncobj_handle sf{p, DRM_SYNCOBJ_HANDLE_TO_FD_FLAGS_EXPORT_SYNC_FILE, -1, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD, &sf), 0);
  pollfd pfd{sf.fd, POLLIN, 0};
  EXPECT_EQ(poll(&pfd, 1, 0), 0);
  uint32_t imported = create();
  drm_syncobj_handle imp{imported, DRM_SYNCOBJ_FD_TO_HANDLE_FLAGS_IMPORT_SYNC_FILE, sf.fd, 0};
  ASSERT_EQ(call(DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE, &imp), 0);
  EXPECT_EQ(wait({imported}, 0, 0), -ETIME);
  sink.pending[0]();
  EXPECT_EQ(poll(&pfd, 1, 0), 1);
  EXPECT_EQ(wait({imported}, 0, 0), 0);
  close(sf.fd);
  drm_syncobj_handle foreign{0, 0, 0, 0};
  EXPECT_EQ(call(DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE, &foreign), -EINVAL);
}

}  // namespace
}  // namespace rdnavk::drm
