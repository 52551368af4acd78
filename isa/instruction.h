// A decoded GFX10.3 instruction: its opcode record, its dwords, and its
// operands in the order LLVM prints them.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "isa/table.h"

namespace rdnavk::isa {

enum class WaveSize : uint8_t { k32, k64 };

// The longest GFX10 instruction: MIMG with NSA, 2 dwords and 3 of addresses.
inline constexpr int kMaxInstructionWords = 5;
inline constexpr int kMaxOperands = 16;

struct Operand {
  OperandKind kind = OperandKind::kImplicit;
  uint8_t dwords = 0;  // registers: how many
  uint16_t code = 0;   // registers and sources: the encoded value; VGPRs are 256 + index
  uint32_t value = 0;  // immediates: the field value; code 255: the literal dword
  uint8_t slot = 0;    // its record: info->operand_list()[slot]
  // Source modifiers of the vector encodings.
  bool neg = false;
  bool abs = false;
  bool sext = false;

  bool is_vgpr() const { return code >= 256; }
  bool is_literal() const {
    return code == 255 && (kind == OperandKind::kSSrc || kind == OperandKind::kVSrc);
  }
};

struct Instruction {
  const OpcodeInfo* info = nullptr;
  WaveSize wave = WaveSize::k32;
  uint8_t size = 0;       // bytes, literal and NSA dwords included
  uint8_t num_words = 0;  // how many of words[] the instruction has
  bool has_literal = false;
  uint32_t literal = 0;
  uint8_t num_operands = 0;
  std::array<uint32_t, kMaxInstructionWords> words{};  // zero past num_words
  std::array<Operand, kMaxOperands> operands{};
  // MIMG with NSA: the address VGPRs one by one (operand 1 names the first).
  uint8_t num_addresses = 0;
  std::array<uint8_t, 13> addresses{};

  const EncodingLayout* fields_layout = nullptr;  // layout(info->encoding), kept at hand

  Encoding encoding() const { return info->encoding; }
  // A field of the instruction's own dwords, by the encoding's layout.
  uint32_t field(Field f) const { return field_of(fields_layout->fields[static_cast<int>(f)]); }
  uint32_t field_of(FieldBits b) const {
    // Every layout's fields lie in the first kMaxInstructionWords dwords
    // (isa/table.cpp checks); words past num_words are zero.
    return (words[b.word] >> b.lsb) & static_cast<uint32_t>((uint64_t{1} << b.width) - 1);
  }
  std::span<const Operand> operand_list() const { return {operands.data(), num_operands}; }
};

enum class DecodeStatus : uint8_t {
  kOk,
  kInvalid,    // no instruction has these bits, or a field holds a value none accepts
  kTruncated,  // the instruction (or its literal) runs past the end of the bytes
};
// "invalid instruction encoding" (LLVM's words), "truncated instruction".
const char* decode_status_text(DecodeStatus s);

// Decodes the instruction at the start of `bytes`. Reads nothing past the span.
// On failure `out` is unspecified.
DecodeStatus decode(std::span<const uint8_t> bytes, WaveSize wave, Instruction& out);

}  // namespace rdnavk::isa
