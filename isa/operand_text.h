// How operand values are written in LLVM's AMDGPU assembly syntax: register
// names, inline constants and literals (LLVM AMDGPUInstPrinter::printRegOperand
// and printImmediate*). The decoder's printer and the table probe share these.
#pragma once

#include <cstdint>
#include <string>

namespace rdnavk::isa {

// How a source operand's constants are decoded and printed; named after LLVM's
// operand types (SIDefines.h OperandType) whose printing they reproduce.
enum class ConstType : uint8_t {
  kB32,      // 32-bit integer or float operands: printImmediate32
  kI64,      // 64-bit integer: a literal is zero-extended
  kF64,      // 64-bit float: a literal is the high half
  kI16,      // 16-bit integer (and inline-only packed int16): low 16 bits
  kF16,      // 16-bit float
  kV2I16,    // packed int16 that takes a literal: 32 bits unless it fits 16
  kV2F16,    // packed f16 that takes a literal
  kV2F16Lo,  // packed f16 printed by its low half (LLVM printImmediateV216)
  kCount
};
const char* const_type_name(ConstType t);

// A 7/8-bit scalar operand code (0-105 SGPRs, 106-127 vcc/ttmp/m0/null/exec,
// 235-239 and 251-254 the special sources), `dwords` wide. Tuples print as
// LLVM prints them: aligned down to their alignment (s[2:3] for code 3).
// Returns false (and appends nothing) for a code that names no register.
bool append_scalar_register(std::string& out, unsigned code, unsigned dwords);
// v5, v[5:6]
void append_vgpr(std::string& out, unsigned index, unsigned dwords);
// The alignment LLVM gives an SGPR/TTMP tuple of `dwords` (1, 2 or 4).
unsigned scalar_tuple_alignment(unsigned dwords);

// An inline constant (codes 128-208 and 240-248) as the decoder reads it for
// an operand of type `t`: the bit pattern LLVM's decoder produces.
uint64_t inline_constant_bits(unsigned code, ConstType t);
// The text of an immediate value `bits` (as inline_constant_bits or a literal,
// see literal_bits) for an operand of type `t`.
void append_constant(std::string& out, uint64_t bits, ConstType t);
// A 32-bit literal as the operand sees it (kF64: the high half of a double).
uint64_t literal_bits(uint32_t literal, ConstType t);

// "0x1f", as LLVM's formatHex.
void append_hex(std::string& out, uint64_t v);

// Interpolation operands: "attr5.y" (attribute in bits 5:0, channel 7:6 of
// `v`), and the v_interp_mov parameter "p10", "p20", "p0" or
// "invalid_param_N" (LLVM printInterpAttr, printInterpSlot).
void append_interp_attr(std::string& out, uint32_t v);
void append_interp_param(std::string& out, uint32_t v);

}  // namespace rdnavk::isa
