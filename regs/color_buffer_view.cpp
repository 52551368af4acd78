#include "regs/color_buffer_view.h"

#include <cassert>

namespace rdnavk::regs {

ColorBufferView::ColorBufferView(const RegisterState& state, unsigned n) : state_(state), n_(n) {
  assert(n < kMaxColorBuffers);
}

std::optional<uint32_t> ColorBufferView::read(uint32_t buffer0_dword_offset) const {
  const auto loc = locate_per_buffer(buffer0_dword_offset, n_);
  if (!loc) return std::nullopt;
  return (state_.read(loc->dword_offset) >> loc->shift) & loc->mask;
}

}  // namespace rdnavk::regs
