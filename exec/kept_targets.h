// Colour targets kept on the host device between draws (decision record 0047):
// a target a draw leaves is not written back to guest memory at once but kept,
// as the host image it was drawn in, for the next draw into the same surface.
// A kept target is clean (guest memory holds what the image holds: it was
// seeded from there or written back) or dirty (the image is newer). A dirty
// target's pages are guarded; whoever reaches them first has it written back.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "cp/gpu_memory.h"
#include "exec/attachment_counts.h"
#include "exec/draw_plan.h"
#include "exec/target_memory.h"
#include "mem/va_space.h"
#include "vk/graphics_pipeline.h"

namespace rdnavk::exec {

// Host bytes [first, second): the process's addresses of guest buffers' pages.
using HostSpan = std::pair<uint64_t, uint64_t>;
// The spans of [va, va + size) in `m` where `m` is a live VM (mem::VmSnapshot):
// each mapped buffer's bytes; sparse and unmapped bytes have none.
std::vector<HostSpan> host_spans(const cp::GpuMemory& m, uint64_t va, uint64_t size);

class KeptTargets {
 public:
  struct Entry {
    DrawTarget target;
    std::unique_ptr<vk::HostImage> image;
    TargetBytes bytes;  // clean: the guest bytes; dirty: those it was seeded from
    bool dirty = false;
    std::vector<HostSpan> spans;  // the surface's and the keys' pages
    // Dirty: the mappings it is written back through (its buffers held).
    std::shared_ptr<const mem::VmSnapshot> home;
    uint64_t used = 0;  // the last draw that took it
  };

  // At most `max_bytes` of host images and staging kept; 0 keeps nothing.
  explicit KeptTargets(uint64_t max_bytes) : max_bytes_(max_bytes) {}
  bool enabled() const { return max_bytes_ != 0; }

  // The kept target of `t` in `m`: dirty with the same surface, or clean with
  // the same surface and guest bytes unchanged. A clean one whose bytes
  // changed is dropped. Null where there is none; then a kept target over any
  // of t's pages is written back (kTarget) and dropped, so that `t` may be
  // seeded from memory.
  Entry* find(const DrawTarget& t, const cp::GpuMemory& m, KeptCounts* counts);
  // Keeps `image`, seeded from `bytes`, as `t`'s: clean. Targets used least
  // recently make room (kEviction). Null where it does not fit at all.
  // The targets draw `draw` took are not evicted.
  // `*image` and `*bytes` are taken only where it is kept.
  Entry* add(const DrawTarget& t, const cp::GpuMemory& m, std::unique_ptr<vk::HostImage>* image,
             TargetBytes* bytes, uint64_t draw, KeptCounts* counts);
  // `e` drawn into by draw `draw` of `m`'s mappings: dirty.
  void dirty(Entry* e, const cp::GpuMemory& m, uint64_t draw);
  void drop(Entry* e);

  // Writes back every dirty target whose pages [va, va + size) of `m` meets.
  void touch(const cp::GpuMemory& m, uint64_t va, uint64_t size, Toucher why, KeptCounts* counts);
  // Whether [va, va + size) of `m` meets a dirty target's pages.
  bool meets(const cp::GpuMemory& m, uint64_t va, uint64_t size) const;
  // Writes back every dirty target.
  void write_back_all(Toucher why, KeptCounts* counts);
  // Writes `e` back from its image's texels (the staging half it is on).
  void write_back(Entry* e, Toucher why, KeptCounts* counts);
  // Writes back every dirty target whose pages meet the host bytes [lo, hi).
  void touch_host(uint64_t lo, uint64_t hi, Toucher why, KeptCounts* counts);

  // The pages of the dirty targets.
  std::vector<HostSpan> dirty_spans() const;
  bool any_dirty() const;
  size_t dirty_count() const;
  size_t size() const { return entries_.size(); }
  uint64_t bytes() const { return bytes_; }

 private:
  uint64_t footprint(const DrawTarget& t) const;
  std::vector<std::unique_ptr<Entry>> entries_;
  uint64_t max_bytes_ = 0;
  uint64_t bytes_ = 0;
};

}  // namespace rdnavk::exec
