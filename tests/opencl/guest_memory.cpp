#include "tests/opencl/guest_memory.h"

namespace rdnavk::opencl {

namespace {
constexpr uint64_t kVaAlign = 64 * 1024;
}

std::unique_ptr<GuestMemory> GuestMemory::create(uint64_t capacity, std::string* error) {
  std::unique_ptr<GuestMemory> g(new GuestMemory());
  g->arena_ = mem::BoArena::create(capacity);
  if (!g->arena_) {
    *error = "BoArena::create failed";
    return nullptr;
  }
  return g;
}

uint64_t GuestMemory::allocate(uint64_t bytes) {
  uint64_t size = mem::align_up(bytes ? bytes : 1, mem::kPageSize);
  auto bo = arena_->allocate(size, static_cast<mem::BoId>(mappings_.size() + 1));
  if (!bo) return 0;
  mem::Mapping m;
  m.va = next_va_;
  m.size = bo->size;
  m.bo = std::move(bo);
  if (vas_.map(m) != mem::VaStatus::kOk) return 0;
  next_va_ = mem::align_up(m.end(), kVaAlign);
  mappings_.push_back(m);
  return m.va;
}

uint8_t* GuestMemory::host(uint64_t va, uint64_t bytes) {
  for (const mem::Mapping& m : mappings_)
    if (va >= m.va && bytes <= m.size && va - m.va <= m.size - bytes)
      return m.bo->host + m.offset + (va - m.va);
  return nullptr;
}

bool GuestMemory::write(uint64_t va, std::span<const uint8_t> in) {
  uint8_t* p = host(va, in.size());
  if (p == nullptr) return false;
  std::memcpy(p, in.data(), in.size());
  return true;
}

cp::Submission GuestMemory::submission(uint64_t ib_va, uint32_t ib_dwords) {
  cp::Submission s;
  s.sequence = ++sequence_;
  s.ring_type = cp::RingType::kCompute;
  s.fence_seq = s.sequence;
  s.ibs = {{ib_va, ib_dwords, 0}};
  for (const mem::Mapping& m : mappings_) s.bos.push_back(m.bo);
  s.vm = vas_.snapshot();
  return s;
}

}  // namespace rdnavk::opencl
