#include "exec/kept_targets.h"

#include <algorithm>
#include <cstring>

namespace rdnavk::exec {

const char* toucher_name(Toucher t) {
  switch (t) {
    case Toucher::kCp:
      return "cp";
    case Toucher::kDma:
      return "dma";
    case Toucher::kDispatch:
      return "dispatch";
    case Toucher::kDraw:
      return "draw";
    case Toucher::kTarget:
      return "target";
    case Toucher::kApplication:
      return "application";
    case Toucher::kSubmissionEnd:
      return "submission_end";
    case Toucher::kEviction:
      return "eviction";
    case Toucher::kExit:
      return "exit";
  }
  return "?";
}

namespace {

// The most targets kept, whatever their size.
constexpr size_t kMaxEntries = 64;

bool same_surface(const DrawTarget& a, const DrawTarget& b) {
  const surf::SurfaceDesc &x = a.layout.desc, &y = b.layout.desc;
  if (x.sw_mode != y.sw_mode || x.type != y.type || x.bytes_per_element != y.bytes_per_element ||
      x.width != y.width || x.height != y.height || x.slices != y.slices ||
      x.mip_levels != y.mip_levels || x.fragments != y.fragments)
    return false;
  if (a.base.address != b.base.address || a.base.pipe_bank_xor != b.base.pipe_bank_xor ||
      a.mip != b.mip || a.slice != b.slice || a.range.begin != b.range.begin ||
      a.range.end != b.range.end || a.width != b.width || a.height != b.height ||
      a.bytes_per_texel != b.bytes_per_texel || a.format != b.format || a.samples != b.samples ||
      a.fmask != b.fmask || a.dcc != b.dcc)
    return false;
  if (!a.dcc) return true;
  return a.dcc_base.address == b.dcc_base.address && a.dcc_base.pipe_xor == b.dcc_base.pipe_xor &&
         a.dcc_range.begin == b.dcc_range.begin && a.dcc_range.end == b.dcc_range.end &&
         a.dcc_layout.sw_mode == b.dcc_layout.sw_mode && a.dcc_layout.pitch == b.dcc_layout.pitch &&
         a.dcc_layout.height == b.dcc_layout.height && a.dcc_layout.size == b.dcc_layout.size &&
         a.dcc_layout.pipe_aligned == b.dcc_layout.pipe_aligned;
}

// The guest byte ranges a target's seeding reads and its write-back writes.
std::vector<std::pair<uint64_t, uint64_t>> target_ranges(const DrawTarget& t) {
  std::vector<std::pair<uint64_t, uint64_t>> r;
  r.emplace_back(t.base.address + t.range.begin, t.range.end - t.range.begin);
  if (t.dcc)
    r.emplace_back(t.dcc_base.address + t.dcc_range.begin, t.dcc_range.end - t.dcc_range.begin);
  return r;
}

std::vector<HostSpan> target_spans(const DrawTarget& t, const cp::GpuMemory& m) {
  std::vector<HostSpan> spans;
  for (const auto& [va, size] : target_ranges(t)) {
    std::vector<HostSpan> s = host_spans(m, va, size);
    spans.insert(spans.end(), s.begin(), s.end());
  }
  return spans;
}

bool meet(const std::vector<HostSpan>& a, const std::vector<HostSpan>& b) {
  for (const HostSpan& x : a)
    for (const HostSpan& y : b)
      if (x.first < y.second && y.first < x.second) return true;
  return false;
}

// Whether guest memory still holds `bytes` where `t` was seeded from.
bool unchanged(const DrawTarget& t, const TargetBytes& bytes, const cp::GpuMemory& m) {
  std::vector<uint8_t> now(bytes.surface.size());
  if (!m.read(t.base.address + t.range.begin, now) || now != bytes.surface) return false;
  if (!t.dcc) return true;
  now.resize(bytes.keys.size());
  return m.read(t.dcc_base.address + t.dcc_range.begin, now) && now == bytes.keys;
}

}  // namespace

std::vector<HostSpan> host_spans(const cp::GpuMemory& m, uint64_t va, uint64_t size) {
  std::vector<HostSpan> spans;
  const mem::VmSnapshot* vm = m.vm();
  if (vm == nullptr || size == 0) return spans;
  const uint64_t end = va + size;
  // The mappings are sorted and disjoint: from the last one starting at or
  // before `va` (every command processor access asks while a target is dirty).
  const std::vector<mem::Mapping>& maps = vm->mappings();
  auto it = std::upper_bound(maps.begin(), maps.end(), va,
                             [](uint64_t v, const mem::Mapping& x) { return v < x.va; });
  if (it != maps.begin()) --it;
  for (; it != maps.end() && it->va < end; ++it) {
    const mem::Mapping& map = *it;
    if (map.end() <= va || !map.bo || map.bo->host == nullptr) continue;
    const uint64_t lo = std::max(va, map.va), hi = std::min(end, map.end());
    const uint64_t host = reinterpret_cast<uint64_t>(map.bo->host) + map.offset - map.va;
    spans.emplace_back(host + lo, host + hi);
  }
  return spans;
}

uint64_t KeptTargets::footprint(const DrawTarget& t) const {
  // The image, its staging's two halves, and the guest bytes kept.
  const uint64_t texels = uint64_t{t.width} * t.height * t.bytes_per_texel;
  return 3 * texels + (t.range.end - t.range.begin) +
         (t.dcc ? t.dcc_range.end - t.dcc_range.begin : 0);
}

KeptTargets::Entry* KeptTargets::find(const DrawTarget& t, const cp::GpuMemory& m,
                                      KeptCounts* counts) {
  if (entries_.empty()) return nullptr;
  std::vector<HostSpan> spans = target_spans(t, m);
  Entry* found = nullptr;
  for (size_t i = 0; i < entries_.size();) {
    Entry* e = entries_[i].get();
    if (found == nullptr && same_surface(e->target, t) &&
        (e->dirty ? e->spans == spans : unchanged(t, e->bytes, m))) {
      found = e;
      ++counts->kept;
      ++i;
      continue;
    }
    if (!meet(e->spans, spans)) {
      ++i;
      continue;
    }
    // Another target over the same pages, or this one changed in memory.
    if (e->dirty)
      write_back(e, Toucher::kTarget, counts);
    else if (same_surface(e->target, t))
      ++counts->reseeded;
    drop(e);
  }
  return found;
}

KeptTargets::Entry* KeptTargets::add(const DrawTarget& t, const cp::GpuMemory& m,
                                     std::unique_ptr<vk::HostImage>* image, TargetBytes* bytes,
                                     uint64_t draw, KeptCounts* counts) {
  const uint64_t need = footprint(t);
  if (!enabled() || need > max_bytes_ || t.samples != 1 || m.vm() == nullptr) return nullptr;
  while (bytes_ + need > max_bytes_ || entries_.size() >= kMaxEntries) {
    Entry* victim = nullptr;
    for (const auto& e : entries_)
      if (e->used != draw && (victim == nullptr || e->used < victim->used)) victim = e.get();
    if (victim == nullptr) return nullptr;
    write_back(victim, Toucher::kEviction, counts);
    drop(victim);
  }
  auto e = std::make_unique<Entry>();
  e->target = t;
  e->image = std::move(*image);
  e->bytes = std::move(*bytes);
  e->spans = target_spans(t, m);
  e->used = draw;
  bytes_ += need;
  entries_.push_back(std::move(e));
  return entries_.back().get();
}

void KeptTargets::dirty(Entry* e, const cp::GpuMemory& m, uint64_t draw) {
  e->used = draw;
  e->spans = target_spans(e->target, m);
  if (e->dirty) return;
  e->dirty = true;
  // The mappings the target lies in, its buffers held: written back there
  // whatever the guest maps or frees meanwhile.
  std::vector<mem::Mapping> home;
  const std::vector<std::pair<uint64_t, uint64_t>> ranges = target_ranges(e->target);
  for (const mem::Mapping& map : m.vm()->mappings())
    for (const auto& [va, size] : ranges)
      if (map.va < va + size && va < map.end()) {
        home.push_back(map);
        break;
      }
  e->home = std::make_shared<const mem::VmSnapshot>(std::move(home));
}

void KeptTargets::drop(Entry* e) {
  auto it = std::find_if(entries_.begin(), entries_.end(),
                         [e](const std::unique_ptr<Entry>& p) { return p.get() == e; });
  if (it == entries_.end()) return;
  bytes_ -= footprint(e->target);
  entries_.erase(it);
}

void KeptTargets::write_back(Entry* e, Toucher why, KeptCounts* counts) {
  if (!e->dirty) return;
  const DrawTarget& t = e->target;
  cp::VmSnapshotMemory home(*e->home);
  std::span<const uint8_t> rows{e->image->texels(),
                                uint64_t{t.width} * t.height * t.bytes_per_texel};
  write_back_target(t, rows, &e->bytes, home);
  e->dirty = false;
  e->home.reset();
  ++counts->written_back;
  ++counts->touches[static_cast<size_t>(why)];
}

void KeptTargets::touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, Toucher why,
                        KeptCounts* counts) {
  if (!any_dirty()) return;
  const std::vector<HostSpan> spans = host_spans(m, va, size);
  for (const auto& e : entries_)
    if (e->dirty && meet(e->spans, spans)) write_back(e.get(), why, counts);
}

bool KeptTargets::meets(const cp::GpuMemory& m, uint64_t va, uint64_t size) const {
  const std::vector<HostSpan> spans = host_spans(m, va, size);
  for (const auto& e : entries_)
    if (e->dirty && meet(e->spans, spans)) return true;
  return false;
}

void KeptTargets::touch_host(uint64_t lo, uint64_t hi, Toucher why, KeptCounts* counts) {
  const std::vector<HostSpan> spans{{lo, hi}};
  for (const auto& e : entries_)
    if (e->dirty && meet(e->spans, spans)) write_back(e.get(), why, counts);
}

void KeptTargets::write_back_all(Toucher why, KeptCounts* counts) {
  for (const auto& e : entries_) write_back(e.get(), why, counts);
}

std::vector<HostSpan> KeptTargets::dirty_spans() const {
  std::vector<HostSpan> spans;
  for (const auto& e : entries_)
    if (e->dirty) spans.insert(spans.end(), e->spans.begin(), e->spans.end());
  return spans;
}

size_t KeptTargets::dirty_count() const {
  size_t n = 0;
  for (const auto& e : entries_) n += e->dirty ? 1 : 0;
  return n;
}

bool KeptTargets::any_dirty() const {
  for (const auto& e : entries_)
    if (e->dirty) return true;
  return false;
}

}  // namespace rdnavk::exec
