// A copy-on-write view of read-only guest memory (a trace's image): stores go to
// private copies of the touched pages, reads see them first. Replay carries out a
// submission's memory packets this way without changing the image it came from.
#pragma once

#include <array>
#include <memory>
#include <unordered_map>

#include "cp/gpu_memory.h"

namespace rdnavk::cp {

class OverlayMemory final : public GpuMemory {
 public:
  explicit OverlayMemory(const GpuMemory& base) : base_(base) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override;
  bool write(uint64_t va, std::span<const uint8_t> in) override;
  std::vector<Range> ranges() const override { return base_.ranges(); }
  size_t pages_written() const { return pages_.size(); }

 private:
  static constexpr uint64_t kPage = 4096;
  using Page = std::array<uint8_t, kPage>;
  // The private copy of the page at `page_va`, made from the base on first use;
  // nullptr when the base does not map the whole page.
  Page* page_for_write(uint64_t page_va);

  const GpuMemory& base_;
  std::unordered_map<uint64_t, std::unique_ptr<Page>> pages_;
};

}  // namespace rdnavk::cp
