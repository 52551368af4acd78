#include "isa/operand_text.h"

#include <bit>

namespace rdnavk::isa {

namespace {

void append_uint(std::string& out, uint64_t v) {
  out += std::to_string(v);
}

void append_range(std::string& out, char file, unsigned first, unsigned dwords) {
  if (dwords == 1) {
    out += file;
    append_uint(out, first);
    return;
  }
  out += file;
  out += '[';
  append_uint(out, first);
  out += ':';
  append_uint(out, first + dwords - 1);
  out += ']';
}

// The special scalar codes (LLVM AMDGPUDisassembler::decodeSpecialReg32/64).
const char* special_name(unsigned code, bool wide) {
  switch (code) {
    case 106:
      return wide ? "vcc" : "vcc_lo";
    case 107:
      return wide ? nullptr : "vcc_hi";
    case 124:
      return wide ? nullptr : "m0";
    case 125:
      return "null";
    case 126:
      return wide ? "exec" : "exec_lo";
    case 127:
      return wide ? nullptr : "exec_hi";
    case 235:
      return "src_shared_base";
    case 236:
      return "src_shared_limit";
    case 237:
      return "src_private_base";
    case 238:
      return "src_private_limit";
    case 239:
      return "src_pops_exiting_wave_id";
    case 251:
      return "src_vccz";
    case 252:
      return "src_execz";
    case 253:
      return "src_scc";
    case 254:
      return wide ? nullptr : "src_lds_direct";
    default:
      return nullptr;
  }
}

}  // namespace

const char* const_type_name(ConstType t) {
  switch (t) {
    case ConstType::kB32:
      return "b32";
    case ConstType::kI64:
      return "i64";
    case ConstType::kF64:
      return "f64";
    case ConstType::kI16:
      return "i16";
    case ConstType::kF16:
      return "f16";
    case ConstType::kV2I16:
      return "v2i16";
    case ConstType::kV2F16:
      return "v2f16";
    case ConstType::kV2F16Lo:
      return "v2f16lo";
    case ConstType::kCount:
      break;
  }
  return "?";
}

unsigned scalar_tuple_alignment(unsigned dwords) {
  return dwords == 1 ? 1 : dwords == 2 ? 2 : 4;
}

bool append_scalar_register(std::string& out, unsigned code, unsigned dwords) {
  // SGPRs s0-s105 (GFX10: SGPR_MAX 105) and TTMPs ttmp0-ttmp15 at 108-123.
  unsigned base = 0, count = 106;
  const char* file = "s";
  if (code >= 108 && code <= 123) {
    base = 108;
    count = 16;
    file = "ttmp";
  } else if (code > 105) {
    if (code == 125) {  // null names a register of every width
      out += "null";
      return true;
    }
    const char* name = special_name(code, dwords >= 2);
    if (name == nullptr) return false;
    out += name;
    return true;
  }
  unsigned first = (code - base) & ~(scalar_tuple_alignment(dwords) - 1);
  if (first + dwords > count) return false;
  if (dwords == 1) {
    out += file;
    append_uint(out, first);
  } else {
    out += file;
    out += '[';
    append_uint(out, first);
    out += ':';
    append_uint(out, first + dwords - 1);
    out += ']';
  }
  return true;
}

void append_vgpr(std::string& out, unsigned index, unsigned dwords) {
  append_range(out, 'v', index, dwords);
}

void append_hex(std::string& out, uint64_t v) {
  static const char kDigits[] = "0123456789abcdef";
  out += "0x";
  char buf[16];
  int n = 0;
  do {
    buf[n++] = kDigits[v & 15];
    v >>= 4;
  } while (v != 0);
  while (n > 0) out += buf[--n];
}

void append_interp_attr(std::string& out, uint32_t v) {
  out += "attr";
  out += std::to_string(v & 63);
  out += '.';
  out += "xyzw"[(v >> 6) & 3];
}

void append_interp_param(std::string& out, uint32_t v) {
  static const char* const kNames[] = {"p10", "p20", "p0"};
  if (v < 3) {
    out += kNames[v];
  } else {
    out += "invalid_param_";
    out += std::to_string(v);
  }
}

uint64_t inline_constant_bits(unsigned code, ConstType t) {
  if (code >= 128 && code <= 208) {
    // 128-192: 0..64, 193-208: -1..-16, as a signed 64-bit value.
    int64_t v = code <= 192 ? int64_t(code) - 128 : 192 - int64_t(code);
    return static_cast<uint64_t>(v);
  }
  // 240-248: 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi).
  static const uint32_t kF32[9] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                   0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};
  static const uint64_t kF64[9] = {0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000,
                                   0xbff0000000000000, 0x4000000000000000, 0xc000000000000000,
                                   0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882};
  static const uint16_t kF16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                   0xc000, 0x4400, 0xc400, 0x3118};
  unsigned i = code - 240;
  if (i > 8) return 0;
  switch (t) {
    case ConstType::kI64:
    case ConstType::kF64:
      return kF64[i];
    case ConstType::kB32:
      return kF32[i];
    default:
      return kF16[i];
  }
}

uint64_t literal_bits(uint32_t literal, ConstType t) {
  return t == ConstType::kF64 ? uint64_t{literal} << 32 : literal;
}

namespace {

bool append_f32_name(std::string& out, uint32_t imm);

void append_signed(std::string& out, int64_t v) {
  if (v < 0) {
    out += '-';
    append_uint(out, static_cast<uint64_t>(-v));
  } else {
    append_uint(out, static_cast<uint64_t>(v));
  }
}

// LLVM 19 printImmediateInt16: an inline integer when the 32-bit value is one
// (a literal 0xfff0 stays 0xfff0), a 32-bit float constant when it is one of
// those, else the low 16 bits in hex.
void append_int16(std::string& out, uint32_t imm) {
  int32_t s = static_cast<int32_t>(imm);
  if (s >= -16 && s <= 64)
    append_signed(out, s);
  else if (!append_f32_name(out, imm))
    append_hex(out, static_cast<uint16_t>(imm));
}

// The half-precision inline constants by name.
bool append_f16_name(std::string& out, uint32_t imm) {
  switch (imm) {
    case 0x3C00:
      out += "1.0";
      return true;
    case 0xBC00:
      out += "-1.0";
      return true;
    case 0x3800:
      out += "0.5";
      return true;
    case 0xB800:
      out += "-0.5";
      return true;
    case 0x4000:
      out += "2.0";
      return true;
    case 0xC000:
      out += "-2.0";
      return true;
    case 0x4400:
      out += "4.0";
      return true;
    case 0xC400:
      out += "-4.0";
      return true;
    case 0x3118:
      out += "0.15915494";
      return true;
    default:
      return false;
  }
}

// LLVM printImmediate16: the float names compare the whole 32-bit value.
void append_f16(std::string& out, uint32_t imm) {
  int16_t s = static_cast<int16_t>(imm);
  if (s >= -16 && s <= 64) return append_signed(out, s);
  if (!append_f16_name(out, imm)) append_hex(out, static_cast<uint16_t>(imm));
}

// The 32-bit float inline constants by name.
bool append_f32_name(std::string& out, uint32_t imm) {
  switch (imm) {
    case 0x00000000:
      out += "0.0";
      return true;
    case 0x3f800000:
      out += "1.0";
      return true;
    case 0xbf800000:
      out += "-1.0";
      return true;
    case 0x3f000000:
      out += "0.5";
      return true;
    case 0xbf000000:
      out += "-0.5";
      return true;
    case 0x40000000:
      out += "2.0";
      return true;
    case 0xc0000000:
      out += "-2.0";
      return true;
    case 0x40800000:
      out += "4.0";
      return true;
    case 0xc0800000:
      out += "-4.0";
      return true;
    case 0x3e22f983:
      out += "0.15915494";
      return true;
    default:
      return false;
  }
}

// LLVM printImmediate32.
void append_b32(std::string& out, uint32_t imm) {
  int32_t s = static_cast<int32_t>(imm);
  if (s >= -16 && s <= 64) return append_signed(out, s);
  if (!append_f32_name(out, imm)) append_hex(out, imm);
}

// LLVM printImmediate64. A float operand's literal is the high half of its
// value (the decoder shifted it up), and prints as that half.
void append_b64(std::string& out, uint64_t imm, bool fp) {
  int64_t s = static_cast<int64_t>(imm);
  if (s >= -16 && s <= 64) return append_signed(out, s);
  switch (imm) {
    case 0x0000000000000000:
      out += "0.0";
      return;
    case 0x3ff0000000000000:
      out += "1.0";
      return;
    case 0xbff0000000000000:
      out += "-1.0";
      return;
    case 0x3fe0000000000000:
      out += "0.5";
      return;
    case 0xbfe0000000000000:
      out += "-0.5";
      return;
    case 0x4000000000000000:
      out += "2.0";
      return;
    case 0xc000000000000000:
      out += "-2.0";
      return;
    case 0x4010000000000000:
      out += "4.0";
      return;
    case 0xc010000000000000:
      out += "-4.0";
      return;
    case 0x3fc45f306dc9c882:
      out += "0.15915494309189532";
      return;
    default:
      append_hex(out, fp ? imm >> 32 : imm);
  }
}

}  // namespace

void append_constant(std::string& out, uint64_t bits, ConstType t) {
  uint32_t lo = static_cast<uint32_t>(bits);
  switch (t) {
    case ConstType::kB32:
      return append_b32(out, lo);
    case ConstType::kI64:
      return append_b64(out, bits, false);
    case ConstType::kF64:
      return append_b64(out, bits, true);
    case ConstType::kI16:
      return append_int16(out, lo);
    case ConstType::kF16:
      return append_f16(out, lo);
    case ConstType::kV2I16: {
      // LLVM 19 printImmediateV216: an inline integer, a 32-bit float
      // constant, else all 32 bits in hex.
      int32_t s = static_cast<int32_t>(lo);
      if (s >= -16 && s <= 64) return append_signed(out, s);
      if (!append_f32_name(out, lo)) append_hex(out, lo);
      return;
    }
    case ConstType::kV2F16: {
      // The same, with the half-precision names for values that fit 16 bits.
      int32_t s = static_cast<int32_t>(lo);
      if (s >= -16 && s <= 64) return append_signed(out, s);
      if (lo <= 0xffff && append_f16_name(out, lo)) return;
      append_hex(out, lo);
      return;
    }
    case ConstType::kV2F16Lo:
      return append_f16(out, lo & 0xffff);
    case ConstType::kCount:
      break;
  }
}

}  // namespace rdnavk::isa
