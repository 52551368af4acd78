// Colour buffer n's registers read through colour buffer 0's offsets and decoders
// (decision D825): the pipeline decodes every bound colour buffer with the code
// written for CB_COLOR0_*, and the view moves each read onto buffer n's copy.
#pragma once

#include <cstdint>
#include <optional>

#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"
#include "regs/register_state.h"

namespace rdnavk::regs {

// CB_COLOR0..7 (gfx103.json).
inline constexpr unsigned kMaxColorBuffers = 8;

// Where colour buffer n's copy of a buffer-0 register is: the register that holds
// it and its bits there. Buffer n's value is (register >> shift) & mask.
struct PerBufferLocation {
  uint32_t dword_offset;
  uint32_t shift;
  uint32_t mask;
};

namespace detail {
// The strides, from the database's offsets (D825 names them; the static_asserts
// hold the database to them).
inline constexpr uint32_t kColorBlockStride = kCB_COLOR1_BASE - kCB_COLOR0_BASE;
static_assert(kColorBlockStride == 15, "CB_COLORn_BASE..DCC_BASE are 15 dwords on per buffer");
static_assert(kCB_COLOR7_DCC_BASE - kCB_COLOR0_DCC_BASE == 7 * kColorBlockStride);
static_assert(kCB_COLOR1_BASE_EXT - kCB_COLOR0_BASE_EXT == 1 &&
                  kCB_COLOR1_CMASK_BASE_EXT - kCB_COLOR0_CMASK_BASE_EXT == 1 &&
                  kCB_COLOR1_FMASK_BASE_EXT - kCB_COLOR0_FMASK_BASE_EXT == 1 &&
                  kCB_COLOR1_DCC_BASE_EXT - kCB_COLOR0_DCC_BASE_EXT == 1 &&
                  kCB_COLOR1_ATTRIB2 - kCB_COLOR0_ATTRIB2 == 1 &&
                  kCB_COLOR1_ATTRIB3 - kCB_COLOR0_ATTRIB3 == 1 &&
                  kCB_BLEND1_CONTROL - kCB_BLEND0_CONTROL == 1,
              "each *_EXT, ATTRIB2, ATTRIB3 and CB_BLENDn_CONTROL is one dword on per buffer");
// CB_TARGET_MASK's TARGETn_ENABLE, CB_SHADER_MASK's OUTPUTn_ENABLE and
// SPI_SHADER_COL_FORMAT's COLn_EXPORT_FORMAT are bits 4n..4n+3.
inline constexpr uint32_t kNibbleBits = 4;
}  // namespace detail

// Buffer n's copy of the buffer-0 register at `buffer0_dword_offset`, or nullopt
// for a register with no per-buffer form (or n >= kMaxColorBuffers).
// Per-buffer forms (D825):
//  - CB_COLOR0_BASE..CB_COLOR0_DCC_BASE: 15 dwords on per buffer;
//  - CB_COLOR0_{BASE,CMASK_BASE,FMASK_BASE,DCC_BASE}_EXT, CB_COLOR0_ATTRIB2,
//    CB_COLOR0_ATTRIB3 and CB_BLEND0_CONTROL: one dword on per buffer;
//  - CB_TARGET_MASK, CB_SHADER_MASK, SPI_SHADER_COL_FORMAT: the same register,
//    four bits per buffer, answered in bits 3:0 so buffer 0's field decodes it.
constexpr std::optional<PerBufferLocation> locate_per_buffer(uint32_t buffer0_dword_offset,
                                                             unsigned n) {
  if (n >= kMaxColorBuffers) return std::nullopt;
  const uint32_t dw = buffer0_dword_offset;
  if (dw >= kCB_COLOR0_BASE && dw <= kCB_COLOR0_DCC_BASE) {
    return PerBufferLocation{dw + n * detail::kColorBlockStride, 0, 0xFFFFFFFFu};
  }
  switch (dw) {
    case kCB_COLOR0_BASE_EXT:
    case kCB_COLOR0_CMASK_BASE_EXT:
    case kCB_COLOR0_FMASK_BASE_EXT:
    case kCB_COLOR0_DCC_BASE_EXT:
    case kCB_COLOR0_ATTRIB2:
    case kCB_COLOR0_ATTRIB3:
    case kCB_BLEND0_CONTROL:
      return PerBufferLocation{dw + n, 0, 0xFFFFFFFFu};
    case kCB_TARGET_MASK:
    case kCB_SHADER_MASK:
    case kSPI_SHADER_COL_FORMAT:
      return PerBufferLocation{dw, n * detail::kNibbleBits, 0xFu};
    default:
      return std::nullopt;
  }
}

// Colour buffer n as the guest programmed it, read through buffer 0's registers.
// It refers to `state`, which must outlive it.
class ColorBufferView {
 public:
  // n < kMaxColorBuffers (the caller's own loop bound, not guest data).
  ColorBufferView(const RegisterState& state, unsigned n);

  unsigned buffer() const { return n_; }

  // Buffer n's value of the buffer-0 register at `buffer0_dword_offset`
  // (kCB_COLOR0_INFO, kCB_TARGET_MASK, ...), or nullopt for a register with no
  // per-buffer form: a view never answers another buffer's register or a shared
  // one as if it were buffer n's.
  std::optional<uint32_t> read(uint32_t buffer0_dword_offset) const;

  // Buffer n's registers, decoded by buffer 0's decoders.
  RegisterTypeT<kCB_COLOR0_BASE> base() const { return get<kCB_COLOR0_BASE>(); }
  RegisterTypeT<kCB_COLOR0_PITCH> pitch() const { return get<kCB_COLOR0_PITCH>(); }
  RegisterTypeT<kCB_COLOR0_SLICE> slice() const { return get<kCB_COLOR0_SLICE>(); }
  RegisterTypeT<kCB_COLOR0_VIEW> view() const { return get<kCB_COLOR0_VIEW>(); }
  RegisterTypeT<kCB_COLOR0_INFO> info() const { return get<kCB_COLOR0_INFO>(); }
  RegisterTypeT<kCB_COLOR0_ATTRIB> attrib() const { return get<kCB_COLOR0_ATTRIB>(); }
  RegisterTypeT<kCB_COLOR0_DCC_CONTROL> dcc_control() const {
    return get<kCB_COLOR0_DCC_CONTROL>();
  }
  RegisterTypeT<kCB_COLOR0_CMASK> cmask() const { return get<kCB_COLOR0_CMASK>(); }
  RegisterTypeT<kCB_COLOR0_CMASK_SLICE> cmask_slice() const {
    return get<kCB_COLOR0_CMASK_SLICE>();
  }
  RegisterTypeT<kCB_COLOR0_FMASK> fmask() const { return get<kCB_COLOR0_FMASK>(); }
  RegisterTypeT<kCB_COLOR0_FMASK_SLICE> fmask_slice() const {
    return get<kCB_COLOR0_FMASK_SLICE>();
  }
  RegisterTypeT<kCB_COLOR0_CLEAR_WORD0> clear_word0() const {
    return get<kCB_COLOR0_CLEAR_WORD0>();
  }
  RegisterTypeT<kCB_COLOR0_CLEAR_WORD1> clear_word1() const {
    return get<kCB_COLOR0_CLEAR_WORD1>();
  }
  RegisterTypeT<kCB_COLOR0_DCC_BASE> dcc_base() const { return get<kCB_COLOR0_DCC_BASE>(); }
  RegisterTypeT<kCB_COLOR0_BASE_EXT> base_ext() const { return get<kCB_COLOR0_BASE_EXT>(); }
  RegisterTypeT<kCB_COLOR0_CMASK_BASE_EXT> cmask_base_ext() const {
    return get<kCB_COLOR0_CMASK_BASE_EXT>();
  }
  RegisterTypeT<kCB_COLOR0_FMASK_BASE_EXT> fmask_base_ext() const {
    return get<kCB_COLOR0_FMASK_BASE_EXT>();
  }
  RegisterTypeT<kCB_COLOR0_DCC_BASE_EXT> dcc_base_ext() const {
    return get<kCB_COLOR0_DCC_BASE_EXT>();
  }
  RegisterTypeT<kCB_COLOR0_ATTRIB2> attrib2() const { return get<kCB_COLOR0_ATTRIB2>(); }
  RegisterTypeT<kCB_COLOR0_ATTRIB3> attrib3() const { return get<kCB_COLOR0_ATTRIB3>(); }
  RegisterTypeT<kCB_BLEND0_CONTROL> blend_control() const { return get<kCB_BLEND0_CONTROL>(); }
  // Buffer n's TARGETn_ENABLE, OUTPUTn_ENABLE and COLn_EXPORT_FORMAT, in the
  // decoders' buffer-0 fields (target0_enable(), output0_enable(),
  // col0_export_format()); the other fields read 0.
  RegisterTypeT<kCB_TARGET_MASK> target_mask() const { return get<kCB_TARGET_MASK>(); }
  RegisterTypeT<kCB_SHADER_MASK> shader_mask() const { return get<kCB_SHADER_MASK>(); }
  RegisterTypeT<kSPI_SHADER_COL_FORMAT> col_format() const { return get<kSPI_SHADER_COL_FORMAT>(); }

 private:
  template <uint32_t kDw>
  RegisterTypeT<kDw> get() const {
    static_assert(locate_per_buffer(kDw, 0).has_value(), "register has no per-buffer form");
    return RegisterTypeT<kDw>{read(kDw).value_or(0)};
  }

  const RegisterState& state_;
  unsigned n_;
};

}  // namespace rdnavk::regs
