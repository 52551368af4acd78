// Shared by the per-format decoders (isa/decode_*.cpp); not part of the API.
#pragma once

#include <cstring>
#include <span>

#include "isa/instruction.h"

namespace rdnavk::isa::detail {

// The bytes being decoded, read in dwords without ever passing the end.
struct Reader {
  std::span<const uint8_t> bytes;
  size_t dwords() const { return bytes.size() / 4; }
  bool has(size_t n) const { return dwords() >= n; }
  uint32_t dword(size_t i) const {
    uint32_t v;
    std::memcpy(&v, bytes.data() + 4 * i, 4);
    return v;
  }
  uint64_t qword() const {  // dwords 0 and 1; the caller checked has(2)
    uint64_t v;
    std::memcpy(&v, bytes.data(), 8);
    return v;
  }
};

// Copies the instruction's first `n` dwords into out.words.
DecodeStatus take_words(const Reader& r, size_t n, Instruction& out);
// The decoder's part of the opcode record in.info.
inline const OpcodeDecode& decode_record(const Instruction& in) {
  return kTable.opcode_decode[in.info - kTable.opcodes];
}
// Checks the opcode record's reserved bits, fixed fields and wave size.
bool fields_accepted(const Instruction& in);
// How a format changes the record's operands: bit i of `alt` takes operand
// i's second form (SDWA: an SGPR source), bit i of `vcc` makes operand i the
// implicit vcc (SDWA VOPC without a scalar destination).
struct OperandChoice {
  uint32_t alt = 0;
  uint32_t vcc = 0;
};
// Decodes every operand of the record from its field (and the literal, read
// after the instruction's dwords when a source selects it), then applies the
// record's neg, abs and sext modifier bits.
DecodeStatus decode_operands(const Reader& r, Instruction& out, OperandChoice choice = {});

// The decoders of the formats; out.info and out.fields_layout hold the opcode
// record that decode found and its encoding's layout. decode_generic serves
// the formats that have nothing beyond their table records.
DecodeStatus decode_generic(const Reader& r, Instruction& out);
DecodeStatus decode_smem(const Reader& r, Instruction& out);
DecodeStatus decode_sdwa(const Reader& r, Instruction& out);
DecodeStatus decode_mimg(const Reader& r, Instruction& out);

}  // namespace rdnavk::isa::detail
