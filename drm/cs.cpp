// amdgpu contexts, BO lists and command submission (amdgpu_ctx.c, amdgpu_bo_list.c,
// amdgpu_cs.c): what a CS ioctl carries is checked as the kernel checks it, then
// handed to the command processor as one Submission.
#include <libdrm/amdgpu_drm.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <vector>

#include "drm/device.h"
#include "drm/navi21_facts.h"

namespace rdnavk::drm {

namespace {
constexpr uint32_t kMaxChunks = 256;
constexpr uint32_t kMaxChunkDwords = 1u << 14;
constexpr uint32_t kMaxIbs = 64;
constexpr uint32_t kMaxArray = 1u << 16;
constexpr uint64_t kMaxIbBytes = uint64_t{0xfffff} * 4;  // the IB size field is 20 bits of dwords

uint32_t ring_key(uint32_t ip_type, uint32_t ip_instance, uint32_t ring) {
  return ip_type << 16 | (ip_instance & 0xff) << 8 | (ring & 0xff);
}

// A chunk's payload copied in, as the kernel's amdgpu_cs_pass1 does.
struct Chunk {
  uint32_t id = 0;
  std::vector<uint32_t> data;
  template <typename T>
  size_t count() const {
    return data.size() * 4 / sizeof(T);
  }
  template <typename T>
  T at(size_t i) const {
    T v;
    std::memcpy(&v, reinterpret_cast<const uint8_t*>(data.data()) + i * sizeof(T), sizeof(T));
    return v;
  }
};
}  // namespace

bool Device::ring_exists(uint32_t ip_type, uint32_t ip_instance, uint32_t ring) const {
  navi21::Answer ans;
  if (!navi21::info_query(AMDGPU_INFO_HW_IP_INFO, ip_type, ip_instance, 0, &ans)) return false;
  drm_amdgpu_info_hw_ip ip{};
  std::memcpy(&ip, ans.data, std::min(ans.size, sizeof(ip)));
  return ring < 32 && (ip.available_rings >> ring) & 1;
}

std::shared_ptr<cp::Fence> Device::ring_fence(File& f, uint32_t ctx, uint32_t ip_type,
                                              uint32_t ip_instance, uint32_t ring, uint64_t seq,
                                              int* err) {
  *err = 0;
  auto cit = f.contexts.find(ctx);
  if (cit == f.contexts.end() || !ring_exists(ip_type, ip_instance, ring)) {
    *err = -EINVAL;
    return nullptr;
  }
  RingFences& rf = cit->second.rings[ring_key(ip_type, ip_instance, ring)];
  if (seq >= rf.next_seq) {
    *err = -EINVAL;
    return nullptr;
  }
  if (seq + RingFences::kKept < rf.next_seq) return nullptr;  // long done
  return rf.recent[seq % RingFences::kKept];
}

int Device::ctx(Call& c) {
  auto* a = static_cast<drm_amdgpu_ctx*>(c.data);
  drm_amdgpu_ctx_in in = a->in;
  std::memset(&a->out, 0, sizeof(a->out));
  switch (in.op) {
    case AMDGPU_CTX_OP_ALLOC_CTX: {
      if (in.priority != AMDGPU_CTX_PRIORITY_UNSET && (in.priority < AMDGPU_CTX_PRIORITY_VERY_LOW ||
                                                       in.priority > AMDGPU_CTX_PRIORITY_VERY_HIGH))
        return bad("ctx/priority", -EINVAL, "priority " + std::to_string(in.priority));
      // Above normal needs CAP_SYS_NICE or DRM master (amdgpu_ctx_priority_permit);
      // a render node client has neither.
      if (in.priority > AMDGPU_CTX_PRIORITY_NORMAL)
        return bad("ctx/priority-denied", -EACCES, "priority above normal");
      Context ctx;
      ctx.id = c.file.next_context++;
      ctx.priority = in.priority;
      a->out.alloc.ctx_id = ctx.id;
      c.file.contexts.emplace(ctx.id, std::move(ctx));
      return 0;
    }
    case AMDGPU_CTX_OP_FREE_CTX:
      if (c.file.contexts.erase(in.ctx_id) == 0)
        return bad("ctx/id", -EINVAL, "no context " + std::to_string(in.ctx_id));
      return 0;
    case AMDGPU_CTX_OP_QUERY_STATE:
    case AMDGPU_CTX_OP_QUERY_STATE2:
      if (!c.file.contexts.count(in.ctx_id))
        return bad("ctx/id", -EINVAL, "no context " + std::to_string(in.ctx_id));
      a->out.state.reset_status = AMDGPU_CTX_NO_RESET;  // an emulated GPU never resets
      return 0;
    case AMDGPU_CTX_OP_GET_STABLE_PSTATE:
    case AMDGPU_CTX_OP_SET_STABLE_PSTATE: {
      auto it = c.file.contexts.find(in.ctx_id);
      if (it == c.file.contexts.end())
        return bad("ctx/id", -EINVAL, "no context " + std::to_string(in.ctx_id));
      if (in.op == AMDGPU_CTX_OP_SET_STABLE_PSTATE) {
        if (in.flags > AMDGPU_CTX_STABLE_PSTATE_PEAK)
          return bad("ctx/pstate", -EINVAL, "pstate " + std::to_string(in.flags));
        it->second.stable_pstate = in.flags;
      } else {
        a->out.pstate.flags = it->second.stable_pstate;
      }
      return 0;
    }
    default:
      return bad("ctx/op", -EINVAL, "op " + std::to_string(in.op));
  }
}

namespace {
// BO list entries come with a stride of the caller's choosing (bo_info_size).
bool read_bo_entries(UserMemory& user, uint64_t ptr, uint32_t count, uint32_t stride,
                     std::vector<drm_amdgpu_bo_list_entry>* out) {
  out->assign(count, drm_amdgpu_bo_list_entry{});
  size_t copy = std::min<size_t>(stride, sizeof(drm_amdgpu_bo_list_entry));
  for (uint32_t i = 0; i < count; ++i)
    if (!user.copy_in(&(*out)[i], ptr + uint64_t{i} * stride, copy)) return false;
  return true;
}
}  // namespace

int Device::bo_list(Call& c) {
  auto* a = static_cast<drm_amdgpu_bo_list*>(c.data);
  drm_amdgpu_bo_list_in in = a->in;
  std::memset(&a->out, 0, sizeof(a->out));
  if (in.operation == AMDGPU_BO_LIST_OP_DESTROY) {
    if (c.file.bo_lists.erase(in.list_handle) == 0)
      return bad("bo_list/handle", -EINVAL, "no list " + std::to_string(in.list_handle));
    return 0;
  }
  if (in.operation != AMDGPU_BO_LIST_OP_CREATE && in.operation != AMDGPU_BO_LIST_OP_UPDATE)
    return bad("bo_list/op", -EINVAL, "op " + std::to_string(in.operation));
  if (in.bo_number > kMaxArray || (in.bo_number != 0 && in.bo_info_size == 0))
    return bad("bo_list/size", -EINVAL, "bo_number/bo_info_size");
  std::vector<drm_amdgpu_bo_list_entry> entries;
  if (!read_bo_entries(c.user, in.bo_info_ptr, in.bo_number, in.bo_info_size, &entries))
    return bad("bo_list/fault", -EFAULT, "entries not readable");
  std::vector<std::shared_ptr<mem::Bo>> bos;
  for (const auto& e : entries) {
    auto bo = lookup_bo(c.file, e.bo_handle);
    if (!bo) return bad("bo_list/bo", -ENOENT, "no buffer " + std::to_string(e.bo_handle));
    bos.push_back(std::move(bo));
  }
  if (in.operation == AMDGPU_BO_LIST_OP_UPDATE) {
    auto it = c.file.bo_lists.find(in.list_handle);
    if (it == c.file.bo_lists.end())
      return bad("bo_list/handle", -ENOENT, "no list " + std::to_string(in.list_handle));
    it->second = std::move(bos);
    return 0;
  }
  uint32_t h = c.file.next_bo_list++;
  c.file.bo_lists.emplace(h, std::move(bos));
  a->out.list_handle = h;
  return 0;
}

int Device::cs(Call& c) {
  auto* a = static_cast<drm_amdgpu_cs*>(c.data);
  drm_amdgpu_cs_in in = a->in;
  // Submissions reach the command processor in the order of their sequence
  // numbers: hold the submit lock from numbering to hand-over. It is taken before
  // mu(), never after it, since the hand-over may signal fences (which takes mu()).
  std::unique_lock submit_lock(submit_mutex_, std::try_to_lock);
  if (!submit_lock.owns_lock()) {
    c.lock.unlock();
    submit_lock.lock();
    c.lock.lock();
  }
  auto ctx_it = c.file.contexts.find(in.ctx_id);
  if (ctx_it == c.file.contexts.end())
    return bad("cs/context", -EINVAL, "no context " + std::to_string(in.ctx_id));
  if (in.num_chunks == 0 || in.num_chunks > kMaxChunks)
    return bad("cs/chunks", -EINVAL, "num_chunks " + std::to_string(in.num_chunks));
  std::vector<uint64_t> chunk_ptrs(in.num_chunks);
  if (!c.user.copy_in(chunk_ptrs.data(), in.chunks, chunk_ptrs.size() * 8))
    return bad("cs/fault", -EFAULT, "chunk array not readable");
  std::vector<Chunk> chunks(in.num_chunks);
  for (uint32_t i = 0; i < in.num_chunks; ++i) {
    drm_amdgpu_cs_chunk hdr;
    if (!c.user.copy_in(&hdr, chunk_ptrs[i], sizeof(hdr)))
      return bad("cs/fault", -EFAULT, "chunk header not readable");
    if (hdr.length_dw > kMaxChunkDwords)
      return bad("cs/chunk-size", -EINVAL, "chunk of " + std::to_string(hdr.length_dw) + " dwords");
    chunks[i].id = hdr.chunk_id;
    chunks[i].data.resize(hdr.length_dw);
    if (!c.user.copy_in(chunks[i].data.data(), hdr.chunk_data, hdr.length_dw * 4ull))
      return bad("cs/fault", -EFAULT, "chunk data not readable");
  }

  auto sub = std::make_shared<cp::Submission>();
  sub->context = in.ctx_id;
  bool have_ring = false;
  std::shared_ptr<mem::Bo> user_fence_bo;
  uint64_t user_fence_offset = 0;
  std::vector<std::shared_ptr<Syncobj>> signal_binary;
  std::vector<std::pair<std::shared_ptr<Syncobj>, uint64_t>> signal_points;
  bool have_bo_chunk = false;
  sub->vm = c.file.vm.snapshot();

  for (const Chunk& ch : chunks) {
    switch (ch.id) {
      case AMDGPU_CHUNK_ID_IB: {
        if (ch.count<drm_amdgpu_cs_chunk_ib>() < 1)
          return bad("cs/chunk-size", -EINVAL, "short IB chunk");
        auto ib = ch.at<drm_amdgpu_cs_chunk_ib>(0);
        if (sub->ibs.size() >= kMaxIbs) return bad("cs/ibs", -EINVAL, "too many IBs");
        if (!ring_exists(ib.ip_type, ib.ip_instance, ib.ring))
          return bad("cs/ring", -EINVAL,
                     "no ring " + std::to_string(ib.ip_type) + "/" + std::to_string(ib.ring));
        cp::RingType type = static_cast<cp::RingType>(ib.ip_type);
        if (have_ring &&
            (type != sub->ring_type || ib.ip_instance != sub->ip_instance || ib.ring != sub->ring))
          return bad("cs/ring-mix", -EINVAL, "IBs for different rings in one submission");
        have_ring = true;
        sub->ring_type = type;
        sub->ip_instance = ib.ip_instance;
        sub->ring = ib.ring;
        uint64_t va = mem::canonical_gpu_address(ib.va_start);
        if (ib.ib_bytes == 0 || ib.ib_bytes > kMaxIbBytes || (ib.ib_bytes & 3) || (va & 3))
          return bad("cs/ib-size", -EINVAL, "IB of " + std::to_string(ib.ib_bytes) + " bytes");
        const mem::Mapping* m = sub->vm->find(va);
        if (m == nullptr || ib.ib_bytes > m->end() - va)
          return bad("cs/ib-unmapped", -EINVAL, "IB outside any mapping");
        sub->ibs.push_back(cp::IbRef{va, ib.ib_bytes / 4, ib.flags});
        break;
      }
      case AMDGPU_CHUNK_ID_FENCE: {
        if (ch.count<drm_amdgpu_cs_chunk_fence>() < 1)
          return bad("cs/chunk-size", -EINVAL, "short fence chunk");
        auto f = ch.at<drm_amdgpu_cs_chunk_fence>(0);
        user_fence_bo = lookup_bo(c.file, f.handle);
        if (!user_fence_bo) return bad("cs/fence-bo", -EINVAL, "user fence buffer unknown");
        if (uint64_t{f.offset} + 8 > user_fence_bo->size || (f.offset & 7))
          return bad("cs/fence-offset", -EINVAL, "user fence past its buffer");
        user_fence_offset = f.offset;
        break;
      }
      case AMDGPU_CHUNK_ID_DEPENDENCIES:
      case AMDGPU_CHUNK_ID_SCHEDULED_DEPENDENCIES: {
        for (size_t i = 0; i < ch.count<drm_amdgpu_cs_chunk_dep>(); ++i) {
          auto d = ch.at<drm_amdgpu_cs_chunk_dep>(i);
          int err;
          auto f = ring_fence(c.file, d.ctx_id, d.ip_type, d.ip_instance, d.ring, d.handle, &err);
          if (err) return bad("cs/dependency", err, "dependency on an unknown fence");
          if (f) sub->wait_for.push_back(std::move(f));
        }
        break;
      }
      case AMDGPU_CHUNK_ID_SYNCOBJ_IN:
      case AMDGPU_CHUNK_ID_SYNCOBJ_OUT: {
        for (size_t i = 0; i < ch.count<drm_amdgpu_cs_chunk_sem>(); ++i) {
          auto s = lookup_syncobj(c.file, ch.at<drm_amdgpu_cs_chunk_sem>(i).handle);
          if (!s) return bad("cs/syncobj", -EINVAL, "syncobj unknown");
          if (ch.id == AMDGPU_CHUNK_ID_SYNCOBJ_OUT) {
            signal_binary.push_back(std::move(s));
            continue;
          }
          auto f = syncobj_fence(*s, 0);
          if (!f) return bad("cs/syncobj-no-fence", -EINVAL, "wait on a syncobj with no fence");
          sub->wait_for.push_back(std::move(f));
        }
        break;
      }
      case AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_WAIT:
      case AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_SIGNAL: {
        for (size_t i = 0; i < ch.count<drm_amdgpu_cs_chunk_syncobj>(); ++i) {
          auto e = ch.at<drm_amdgpu_cs_chunk_syncobj>(i);
          auto s = lookup_syncobj(c.file, e.handle);
          if (!s) return bad("cs/syncobj", -EINVAL, "syncobj unknown");
          if (ch.id == AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_SIGNAL) {
            signal_points.emplace_back(std::move(s), e.point);
            continue;
          }
          auto f = syncobj_fence(*s, e.point);
          if (!f) return bad("cs/syncobj-no-fence", -EINVAL, "wait on a point with no fence");
          sub->wait_for.push_back(std::move(f));
        }
        break;
      }
      case AMDGPU_CHUNK_ID_BO_HANDLES: {
        if (ch.count<drm_amdgpu_bo_list_in>() < 1)
          return bad("cs/chunk-size", -EINVAL, "short BO chunk");
        auto l = ch.at<drm_amdgpu_bo_list_in>(0);
        if (l.bo_number > kMaxArray || (l.bo_number != 0 && l.bo_info_size == 0))
          return bad("cs/bo-list", -EINVAL, "BO chunk size");
        std::vector<drm_amdgpu_bo_list_entry> entries;
        if (!read_bo_entries(c.user, l.bo_info_ptr, l.bo_number, l.bo_info_size, &entries))
          return bad("cs/fault", -EFAULT, "BO entries not readable");
        for (const auto& e : entries) {
          auto bo = lookup_bo(c.file, e.bo_handle);
          if (!bo) return bad("cs/bo", -ENOENT, "no buffer " + std::to_string(e.bo_handle));
          sub->bos.push_back(std::move(bo));
        }
        have_bo_chunk = true;
        break;
      }
      case AMDGPU_CHUNK_ID_CP_GFX_SHADOW:
        // Register shadowing in memory is a GFX11 feature (amdgpu_cs_p1_shadow).
        return bad("cs/gfx-shadow", -EINVAL, "CP_GFX_SHADOW on a GFX10.3 device");
      default:
        return bad("cs/unknown-chunk", -EINVAL, "chunk id " + std::to_string(ch.id));
    }
  }
  if (sub->ibs.empty()) return bad("cs/no-ib", -EINVAL, "submission without an IB");
  if (in.bo_list_handle != 0) {
    if (have_bo_chunk) return bad("cs/bo-list", -EINVAL, "BO list handle and BO chunk both given");
    auto it = c.file.bo_lists.find(in.bo_list_handle);
    if (it == c.file.bo_lists.end())
      return bad("cs/bo-list", -EINVAL, "no BO list " + std::to_string(in.bo_list_handle));
    sub->bos = it->second;
  }

  // Everything checked: the submission is now the kernel's job.
  RingFences& rf =
      ctx_it->second
          .rings[ring_key(static_cast<uint32_t>(sub->ring_type), sub->ip_instance, sub->ring)];
  auto fence = std::make_shared<cp::Fence>(fences_);
  sub->fence_seq = rf.next_seq++;
  rf.recent[sub->fence_seq % RingFences::kKept] = fence;
  sub->sequence = next_submission_++;
  for (const auto& bo : sub->bos) bo_state(bo).last_use = fence;
  for (auto& s : signal_binary) {
    s->points.clear();
    s->fence = fence;
  }
  for (auto& [s, point] : signal_points) {
    if (point == 0) {
      s->points.clear();
      s->fence = fence;
    } else {
      syncobj_add_point(*s, point, fence);
    }
  }
  stats_.submissions++;
  stats_.ibs += sub->ibs.size();
  for (const auto& ib : sub->ibs) stats_.ib_dwords += ib.size_dw;
  std::memset(a, 0, sizeof(*a));
  a->out.handle = sub->fence_seq;

  auto done = [fence, user_fence_bo, user_fence_offset, seq = sub->fence_seq] {
    if (user_fence_bo) std::memcpy(user_fence_bo->host + user_fence_offset, &seq, sizeof(seq));
    fence->signal();
  };
  c.lock.unlock();
  sink_.submit(std::move(sub), std::move(done));
  c.lock.lock();
  return 0;
}

int Device::wait_cs(Call& c) {
  auto* a = static_cast<drm_amdgpu_wait_cs*>(c.data);
  drm_amdgpu_wait_cs_in in = a->in;
  int err;
  auto f = ring_fence(c.file, in.ctx_id, in.ip_type, in.ip_instance, in.ring, in.handle, &err);
  if (err) return bad("wait_cs/fence", err, "unknown fence");
  bool done = fences_.cv().wait_until(
      c.lock, deadline(static_cast<int64_t>(in.timeout), static_cast<int64_t>(in.timeout) < 0),
      [&] { return !f || f->signaled_locked(); });
  std::memset(a, 0, sizeof(*a));
  a->out.status = done ? 0 : 1;  // 1: still busy when the timeout passed
  return 0;
}

int Device::wait_fences(Call& c) {
  auto* a = static_cast<drm_amdgpu_wait_fences*>(c.data);
  drm_amdgpu_wait_fences_in in = a->in;
  if (in.fence_count == 0 || in.fence_count > kMaxArray)
    return bad("wait_fences/count", -EINVAL, "fence_count " + std::to_string(in.fence_count));
  std::vector<drm_amdgpu_fence> list(in.fence_count);
  if (!c.user.copy_in(list.data(), in.fences, list.size() * sizeof(drm_amdgpu_fence)))
    return bad("wait_fences/fault", -EFAULT, "fence array not readable");
  std::vector<std::shared_ptr<cp::Fence>> fences;
  for (const auto& f : list) {
    int err;
    fences.push_back(
        ring_fence(c.file, f.ctx_id, f.ip_type, f.ip_instance, f.ring, f.seq_no, &err));
    if (err) return bad("wait_fences/fence", err, "unknown fence");
  }
  uint32_t first = 0;
  auto ready = [&] {
    bool all = true;
    for (size_t i = 0; i < fences.size(); ++i) {
      bool s = !fences[i] || fences[i]->signaled_locked();
      if (s && !in.wait_all) {
        first = static_cast<uint32_t>(i);
        return true;
      }
      all = all && s;
    }
    return all;
  };
  bool ok = fences_.cv().wait_until(
      c.lock,
      deadline(static_cast<int64_t>(in.timeout_ns), static_cast<int64_t>(in.timeout_ns) < 0),
      ready);
  std::memset(a, 0, sizeof(*a));
  a->out.status = ok ? 1 : 0;  // here 1 means signaled (amdgpu_cs_wait_*_fences)
  a->out.first_signaled = first;
  return 0;
}

int Device::fence_to_handle(Call& c) {
  auto* a = static_cast<drm_amdgpu_fence_to_handle*>(c.data);
  drm_amdgpu_fence f = a->in.fence;
  uint32_t what = a->in.what;
  int err;
  auto fence = ring_fence(c.file, f.ctx_id, f.ip_type, f.ip_instance, f.ring, f.seq_no, &err);
  if (err) return bad("fence_to_handle/fence", err, "unknown fence");
  if (!fence) fence = cp::Fence::signaled(fences_);
  std::memset(a, 0, sizeof(*a));
  switch (what) {
    case AMDGPU_FENCE_TO_HANDLE_GET_SYNCOBJ:
    case AMDGPU_FENCE_TO_HANDLE_GET_SYNCOBJ_FD: {
      auto s = std::make_shared<Syncobj>();
      s->fence = fence;
      if (what == AMDGPU_FENCE_TO_HANDLE_GET_SYNCOBJ) {
        a->out.handle = c.file.next_syncobj++;
        c.file.syncobjs.emplace(a->out.handle, std::move(s));
        return 0;
      }
      int fd = make_export_fd("rdnavk-syncobj", 0);
      if (fd < 0) return fd;
      uint64_t key;
      if (!fd_key(fd, &key)) return -EBADF;
      exported_[key] = Exported{nullptr, nullptr, s};
      a->out.handle = static_cast<uint32_t>(fd);
      return 0;
    }
    case AMDGPU_FENCE_TO_HANDLE_GET_SYNC_FILE_FD: {
      int fd = make_sync_file(fence);
      if (fd < 0) return fd;
      a->out.handle = static_cast<uint32_t>(fd);
      return 0;
    }
    default:
      return bad("fence_to_handle/what", -EINVAL, "what " + std::to_string(what));
  }
}

int Device::vm(Call& c) {
  auto* a = static_cast<drm_amdgpu_vm*>(c.data);
  uint32_t op = a->in.op;
  std::memset(a, 0, sizeof(*a));
  if (op == AMDGPU_VM_OP_RESERVE_VMID || op == AMDGPU_VM_OP_UNRESERVE_VMID) return 0;
  return bad("vm/op", -EINVAL, "op " + std::to_string(op));
}

int Device::sched(Call&) {
  // Changing another process's priority needs DRM master or CAP_SYS_NICE.
  return bad("sched/denied", -EPERM, "AMDGPU_SCHED needs DRM master");
}

}  // namespace rdnavk::drm
