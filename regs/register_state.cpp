#include "regs/register_state.h"

namespace rdnavk::regs {

std::optional<Space> space_of(uint32_t dw) {
  for (Space s : {Space::kConfig, Space::kSh, Space::kContext, Space::kUconfig}) {
    SpaceRange r = range_of(s);
    if (dw >= r.first_dw && dw - r.first_dw < r.count) return s;
  }
  return std::nullopt;
}

const char* space_name(Space s) {
  switch (s) {
    case Space::kConfig: return "config";
    case Space::kSh: return "sh";
    case Space::kContext: return "context";
    case Space::kUconfig: return "uconfig";
  }
  return "?";
}

bool RegisterState::write(uint32_t dw, uint32_t value) {
  auto s = space_of(dw);
  if (!s) return false;
  Bank* b = bank(*s);
  uint32_t i = dw - range_of(*s).first_dw;
  b->values[i] = value;
  b->written.set(i);
  return true;
}

uint32_t RegisterState::read(uint32_t dw) const {
  auto s = space_of(dw);
  if (!s) return 0;
  return bank(*s)->values[dw - range_of(*s).first_dw];
}

bool RegisterState::was_written(uint32_t dw) const {
  auto s = space_of(dw);
  if (!s) return false;
  return bank(*s)->written.test(dw - range_of(*s).first_dw);
}

void RegisterState::clear(Space s) {
  Bank* b = bank(s);
  b->values.fill(0);
  b->written.reset();
}

}  // namespace rdnavk::regs
