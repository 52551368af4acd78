// amdgpu buffer ioctls (amdgpu_gem.c): create, CPU mapping, GPU VA mapping,
// metadata, userptr.
#include <libdrm/amdgpu_drm.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "drm/device.h"
#include "drm/navi21_facts.h"

namespace rdnavk::drm {

namespace {
constexpr uint64_t kKnownCreateFlags =
    AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED | AMDGPU_GEM_CREATE_NO_CPU_ACCESS |
    AMDGPU_GEM_CREATE_CPU_GTT_USWC | AMDGPU_GEM_CREATE_VRAM_CLEARED |
    AMDGPU_GEM_CREATE_VRAM_CONTIGUOUS | AMDGPU_GEM_CREATE_VM_ALWAYS_VALID |
    AMDGPU_GEM_CREATE_EXPLICIT_SYNC | AMDGPU_GEM_CREATE_VRAM_WIPE_ON_RELEASE |
    AMDGPU_GEM_CREATE_PREEMPTIBLE | AMDGPU_GEM_CREATE_DISCARDABLE | AMDGPU_GEM_CREATE_COHERENT |
    AMDGPU_GEM_CREATE_UNCACHED | AMDGPU_GEM_CREATE_EXT_COHERENT;
constexpr uint32_t kDomainMask = AMDGPU_GEM_DOMAIN_CPU | AMDGPU_GEM_DOMAIN_GTT |
                                 AMDGPU_GEM_DOMAIN_VRAM | AMDGPU_GEM_DOMAIN_GDS |
                                 AMDGPU_GEM_DOMAIN_GWS | AMDGPU_GEM_DOMAIN_OA;
constexpr uint32_t kKnownVaFlags =
    AMDGPU_VM_DELAY_UPDATE | AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE |
    AMDGPU_VM_PAGE_EXECUTABLE | AMDGPU_VM_PAGE_PRT | AMDGPU_VM_MTYPE_MASK | AMDGPU_VM_PAGE_NOALLOC;
// The hole between the low and high halves of a 48-bit VA space
// (AMDGPU_GMC_HOLE_START/END in amdgpu_gmc.h).
constexpr uint64_t kHoleStart = 0x0000800000000000ull;
constexpr uint64_t kHoleEnd = 0xffff800000000000ull;

bool page_aligned(uint64_t v) {
  return (v & (mem::kPageSize - 1)) == 0;
}

}  // namespace

int Device::gem_create(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_create*>(c.data);
  drm_amdgpu_gem_create_in in = a->in;
  if (in.domain_flags & ~kKnownCreateFlags)
    return bad("gem_create/flags", -EINVAL, "flags " + std::to_string(in.domain_flags));
  if (in.domains & ~kDomainMask)
    return bad("gem_create/domains", -EINVAL, "domains " + std::to_string(in.domains));
  if (in.bo_size == 0) return bad("gem_create/size", -EINVAL, "size 0");
  if (in.bo_size > arena_->capacity())
    return bad("gem_create/size", -ENOMEM, "size " + std::to_string(in.bo_size));
  auto bo = arena_->allocate(in.bo_size, next_bo_id_);
  if (!bo) return bad("gem_create/out-of-memory", -ENOMEM, "arena exhausted");
  next_bo_id_++;
  bo->alignment = in.alignment;
  bo->domains = in.domains;
  bo->flags = in.domain_flags;
  stats_.bos_created++;
  stats_.bo_bytes_peak = std::max(stats_.bo_bytes_peak, arena_->bytes_in_use());
  std::memset(a, 0, sizeof(*a));
  a->out.handle = add_bo_handle(c.file, std::move(bo));
  return 0;
}

int Device::gem_mmap(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_mmap*>(c.data);
  auto bo = lookup_bo(c.file, a->in.handle);
  if (!bo) return bad("gem_mmap/handle", -ENOENT, "no buffer " + std::to_string(a->in.handle));
  if (bo->backing != mem::BoBacking::kArena || (bo->flags & AMDGPU_GEM_CREATE_NO_CPU_ACCESS))
    return bad("gem_mmap/not-mappable", -EPERM, "buffer has no CPU mapping");
  std::memset(a, 0, sizeof(*a));
  a->out.addr_ptr = kMmapOffsetBase + bo->arena_offset;
  return 0;
}

int Device::gem_va(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_va*>(c.data);
  if (a->flags & ~kKnownVaFlags)
    return bad("gem_va/flags", -EINVAL, "flags " + std::to_string(a->flags));
  const drm_amdgpu_info_device& info = navi21::device_info();
  if (a->va_address < info.virtual_address_offset)
    return bad("gem_va/reserved", -EINVAL, "va below the reserved bottom");
  if (a->va_address >= kHoleStart && a->va_address < kHoleEnd)
    return bad("gem_va/hole", -EINVAL, "va in the non-canonical hole");
  uint64_t va = mem::canonical_gpu_address(a->va_address);
  uint64_t size = a->map_size;
  uint64_t top = mem::canonical_gpu_address(info.high_va_max);
  if (top == 0 || va + size < va || va + size > top)
    return bad("gem_va/range", -EINVAL, "va range past the VM");

  std::shared_ptr<mem::Bo> bo;
  bool prt = a->flags & AMDGPU_VM_PAGE_PRT;
  if (a->operation != AMDGPU_VA_OP_CLEAR && !prt) {
    bo = lookup_bo(c.file, a->handle);
    if (!bo) return bad("gem_va/handle", -ENOENT, "no buffer " + std::to_string(a->handle));
  }
  switch (a->operation) {
    case AMDGPU_VA_OP_MAP:
    case AMDGPU_VA_OP_REPLACE: {
      if (!page_aligned(va) || !page_aligned(a->offset_in_bo) || !page_aligned(size) || size == 0)
        return bad("gem_va/align", -EINVAL, "unaligned mapping");
      if (bo && (a->offset_in_bo > bo->size || size > bo->size - a->offset_in_bo))
        return bad("gem_va/past-bo", -EINVAL, "mapping past the end of the buffer");
      if (a->operation == AMDGPU_VA_OP_REPLACE) c.file.vm.clear(va, size);
      mem::Mapping m{va, size, prt ? 0 : a->offset_in_bo, a->flags, prt ? nullptr : bo};
      if (c.file.vm.map(m) != mem::VaStatus::kOk)
        return bad("gem_va/overlap", -EINVAL, "mapping overlaps another");
      return 0;
    }
    case AMDGPU_VA_OP_UNMAP: {
      auto snap = c.file.vm.snapshot();
      const mem::Mapping* m = snap->find(va);
      if (m == nullptr || m->va != va || (!prt && m->bo != bo))
        return bad("gem_va/unmap-missing", -ENOENT, "no mapping of the buffer at va");
      c.file.vm.unmap(va);
      return 0;
    }
    case AMDGPU_VA_OP_CLEAR:
      if (!page_aligned(va) || !page_aligned(size))
        return bad("gem_va/align", -EINVAL, "unaligned clear");
      c.file.vm.clear(va, size);
      return 0;
    default:
      return bad("gem_va/operation", -EINVAL, "operation " + std::to_string(a->operation));
  }
}

int Device::gem_wait_idle(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_wait_idle*>(c.data);
  auto bo = lookup_bo(c.file, a->in.handle);
  if (!bo) return bad("gem_wait_idle/handle", -ENOENT, "no buffer " + std::to_string(a->in.handle));
  std::shared_ptr<cp::Fence> last = bo_state(bo).last_use;
  auto until =
      deadline(static_cast<int64_t>(a->in.timeout), static_cast<int64_t>(a->in.timeout) < 0);
  bool idle =
      fences_.cv().wait_until(c.lock, until, [&] { return !last || last->signaled_locked(); });
  uint32_t domain = bo->domains;
  std::memset(a, 0, sizeof(*a));
  a->out.status = idle ? 0 : 1;
  a->out.domain = domain;
  return 0;
}

int Device::gem_metadata(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_metadata*>(c.data);
  auto bo = lookup_bo(c.file, a->handle);
  if (!bo) return bad("gem_metadata/handle", -ENOENT, "no buffer " + std::to_string(a->handle));
  BoKernelState& st = bo_state(bo);
  if (a->op == AMDGPU_GEM_METADATA_OP_SET_METADATA) {
    if (a->data.data_size_bytes > sizeof(a->data.data))
      return bad("gem_metadata/size", -EINVAL, "metadata larger than 256 bytes");
    st.tiling_flags = a->data.tiling_info;
    st.metadata_flags = static_cast<uint32_t>(a->data.flags);
    st.metadata.assign(a->data.data, a->data.data + (a->data.data_size_bytes + 3) / 4);
    st.metadata_bytes = a->data.data_size_bytes;
    return 0;
  }
  if (a->op == AMDGPU_GEM_METADATA_OP_GET_METADATA) {
    std::memset(&a->data, 0, sizeof(a->data));
    a->data.tiling_info = st.tiling_flags;
    a->data.flags = st.metadata_flags;
    a->data.data_size_bytes = st.metadata_bytes;
    std::memcpy(a->data.data, st.metadata.data(), st.metadata.size() * 4);
    return 0;
  }
  return bad("gem_metadata/op", -EINVAL, "op " + std::to_string(a->op));
}

int Device::gem_op(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_op*>(c.data);
  auto bo = lookup_bo(c.file, a->handle);
  if (!bo) return bad("gem_op/handle", -ENOENT, "no buffer " + std::to_string(a->handle));
  switch (a->op) {
    case AMDGPU_GEM_OP_GET_GEM_CREATE_INFO: {
      drm_amdgpu_gem_create_in info{};
      info.bo_size = bo->size;
      info.alignment = bo->alignment;
      info.domains = bo->domains;
      info.domain_flags = bo->flags;
      if (!c.user.copy_out(a->value, &info, sizeof(info)))
        return bad("gem_op/fault", -EFAULT, "create info not writable");
      return 0;
    }
    case AMDGPU_GEM_OP_SET_PLACEMENT:
      if (bo->backing == mem::BoBacking::kUserptr)
        return bad("gem_op/userptr", -EINVAL, "placement of a userptr buffer");
      if (a->value & ~static_cast<uint64_t>(kDomainMask))
        return bad("gem_op/domains", -EINVAL, "placement domains");
      bo->domains = static_cast<uint32_t>(a->value);
      return 0;
    default:
      return bad("gem_op/op", -EINVAL, "op " + std::to_string(a->op));
  }
}

int Device::gem_userptr(Call& c) {
  auto* a = static_cast<drm_amdgpu_gem_userptr*>(c.data);
  constexpr uint32_t kKnown = AMDGPU_GEM_USERPTR_READONLY | AMDGPU_GEM_USERPTR_ANONONLY |
                              AMDGPU_GEM_USERPTR_VALIDATE | AMDGPU_GEM_USERPTR_REGISTER;
  if (a->flags & ~kKnown) return bad("userptr/flags", -EINVAL, "flags " + std::to_string(a->flags));
  if (!page_aligned(a->addr) || !page_aligned(a->size) || a->size == 0 ||
      a->addr + a->size < a->addr)
    return bad("userptr/align", -EINVAL, "unaligned user range");
  // A writable userptr must be registered for invalidation (amdgpu_gem_userptr_ioctl).
  if (!(a->flags & AMDGPU_GEM_USERPTR_READONLY) && !(a->flags & AMDGPU_GEM_USERPTR_REGISTER))
    return bad("userptr/unregistered", -EACCES, "writable userptr without REGISTER");
  if (a->size > arena_->capacity()) return bad("userptr/size", -EINVAL, "user range too large");
  // Every page must be mapped in the process now; mincore answers ENOMEM otherwise.
  std::vector<unsigned char> vec(a->size / mem::kPageSize);
  if (syscall(SYS_mincore, a->addr, a->size, vec.data()) != 0)
    return bad("userptr/unmapped", -EFAULT, "user range not mapped");
  auto bo =
      mem::BoArena::wrap_user_pages(reinterpret_cast<uint8_t*>(a->addr), a->size, next_bo_id_++);
  bo->domains = AMDGPU_GEM_DOMAIN_GTT;
  stats_.bos_created++;
  a->handle = add_bo_handle(c.file, std::move(bo));
  return 0;
}

}  // namespace rdnavk::drm
