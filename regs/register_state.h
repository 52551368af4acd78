// The register file of one hardware queue: every register the command stream can
// set, by its dword offset, in the ranges sid.h defines for GFX10.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>

namespace rdnavk::regs {

// The register spaces the SET_*_REG packets write, with their first dword offset
// and size (sid.h: SI_CONFIG_REG_OFFSET 0x8000, SI_SH_REG_OFFSET 0xB000,
// SI_CONTEXT_REG_OFFSET 0x28000, CIK_UCONFIG_REG_OFFSET 0x30000, in bytes; each
// space ends where sid.h's *_END says).
enum class Space : uint8_t { kConfig, kSh, kContext, kUconfig };
struct SpaceRange {
  uint32_t first_dw;
  uint32_t count;
};
constexpr SpaceRange range_of(Space s) {
  switch (s) {
    case Space::kConfig: return {0x2000, 0x0C00};
    case Space::kSh: return {0x2C00, 0x0400};
    case Space::kContext: return {0xA000, 0x0400};
    case Space::kUconfig: return {0xC000, 0x4000};
  }
  return {0, 0};
}
// The space that holds dword offset `dw`, if any.
std::optional<Space> space_of(uint32_t dw);
const char* space_name(Space s);

class RegisterState {
 public:
  // False (and nothing written) when `dw` lies in no space.
  bool write(uint32_t dw, uint32_t value);
  // The SET_*_REG fast path: register `index` of space `s`, which the caller has
  // checked lies inside it.
  void write_in(Space s, uint32_t index, uint32_t value) {
    Bank* b = bank(s);
    b->values[index] = value;
    b->written.set(index);
  }
  // The register's value, or 0 for one never written or outside every space.
  uint32_t read(uint32_t dw) const;
  bool was_written(uint32_t dw) const;
  // Forgets every value of one space (what CLEAR_STATE does before loading the
  // defaults into the context space).
  void clear(Space s);

 private:
  struct Bank {
    std::array<uint32_t, 0x4000> values{};
    std::bitset<0x4000> written;
  };
  Bank* bank(Space s) {
    switch (s) {
      case Space::kConfig: return &config_;
      case Space::kSh: return &sh_;
      case Space::kContext: return &context_;
      case Space::kUconfig: return &uconfig_;
    }
    return &config_;
  }
  const Bank* bank(Space s) const { return const_cast<RegisterState*>(this)->bank(s); }
  Bank config_, sh_, context_, uconfig_;
};

}  // namespace rdnavk::regs
