#include "isa/symbolic.h"

#include "isa/operand_text.h"

namespace rdnavk::isa {

namespace {

const char* name_at(std::span<const char* const> names, uint32_t i) {
  return i < names.size() ? names[i] : nullptr;
}

}  // namespace

void append_waitcnt(std::string& out, uint32_t imm16) {
  uint32_t vmcnt = (imm16 & 0xf) | ((imm16 >> 14) & 3) << 4;
  uint32_t expcnt = (imm16 >> 4) & 7;
  uint32_t lgkmcnt = (imm16 >> 8) & 0x3f;
  bool all_default = vmcnt == 63 && expcnt == 7 && lgkmcnt == 63;
  bool space = false;
  auto counter = [&](const char* name, uint32_t v, uint32_t max) {
    if (v == max && !all_default) return;
    if (space) out += ' ';
    out += name;
    out += '(';
    out += std::to_string(v);
    out += ')';
    space = true;
  };
  counter("vmcnt", vmcnt, 63);
  counter("expcnt", expcnt, 7);
  counter("lgkmcnt", lgkmcnt, 63);
}

void append_hwreg(std::string& out, uint32_t imm16, const SymbolTables& t) {
  // id bits 5:0, offset 10:6, size-1 15:11 (RDNA2 ISA, S_GETREG_B32).
  uint32_t id = imm16 & 0x3f, offset = (imm16 >> 6) & 0x1f, width = ((imm16 >> 11) & 0x1f) + 1;
  out += "hwreg(";
  const char* name = name_at(t.hwreg, id);
  out += name ? name : std::to_string(id);
  if (width != 32 || offset != 0) {
    out += ", " + std::to_string(offset) + ", " + std::to_string(width);
  }
  out += ')';
}

void append_sendmsg(std::string& out, uint32_t imm16, const SymbolTables& t) {
  // GFX10: message id bits 3:0, operation 6:4, stream 9:8 (LLVM SendMsg).
  uint32_t msg = imm16 & 0xf, op = (imm16 >> 4) & 7, stream = (imm16 >> 8) & 3;
  constexpr uint32_t kGs = 2, kGsDone = 3, kSysmsg = 15;
  const char* name = name_at(t.message, msg);
  bool requires_op = msg == kGs || msg == kGsDone || msg == kSysmsg;
  const char* op_name = nullptr;
  if (requires_op) op_name = msg == kSysmsg ? name_at(t.sysmsg_op, op) : name_at(t.gs_op, op);
  bool op_ok = requires_op ? (op_name != nullptr && !(msg == kGs && op == 0)) : op == 0;
  bool stream_ok;
  if (msg == kGs)
    stream_ok = true;
  else if (msg == kGsDone)
    stream_ok = op == 0 ? stream == 0 : true;
  else
    stream_ok = stream == 0;
  if (name != nullptr && op_ok && stream_ok) {
    out += "sendmsg(";
    out += name;
    if (requires_op) {
      out += ", ";
      out += op_name;
      if ((msg == kGs || msg == kGsDone) && op != 0) out += ", " + std::to_string(stream);
    }
    out += ')';
  } else if ((imm16 & ~0x37fu) == 0) {
    out += "sendmsg(" + std::to_string(msg) + ", " + std::to_string(op) + ", " +
           std::to_string(stream) + ")";
  } else {
    out += std::to_string(imm16);
  }
}

void append_depctr(std::string& out, uint32_t imm16, const SymbolTables& t) {
  uint32_t used = 0;
  bool non_default = false;
  for (const DepCtrField& f : t.depctr) {
    uint32_t mask = ((1u << f.width) - 1) << f.offset;
    used |= mask;
    if (((imm16 & mask) >> f.offset) != f.default_value) non_default = true;
  }
  if ((imm16 & ~used) != 0) {
    append_hex(out, imm16);
    return;
  }
  bool space = false;
  for (const DepCtrField& f : t.depctr) {
    uint32_t v = (imm16 >> f.offset) & ((1u << f.width) - 1);
    if (v == f.default_value && non_default) continue;
    if (space) out += ' ';
    out += f.name;
    out += '(' + std::to_string(v) + ')';
    space = true;
  }
}

void append_version(std::string& out, uint32_t imm16, const SymbolTables& t) {
  // A code in bits 7:0 and the W64, W32 and MDP flags in 15:13; anything else
  // prints as a number (LLVM decodeVersionImm builds an expression of symbols).
  if ((imm16 & 0x1f00) != 0) {
    append_hex(out, imm16);
    return;
  }
  std::string expr;
  const char* name = name_at(t.version, imm16 & 0xff);
  expr = name ? name : std::to_string(imm16 & 0xff);
  bool binary = false;
  for (unsigned i = 0; i < 3; ++i) {
    if (!((imm16 >> (13 + i)) & 1)) continue;
    expr = (binary ? "(" + expr + ")" : expr) + "|" + name_at(t.version_flags, i);
    binary = true;
  }
  out += expr;
}

void append_swizzle(std::string& out, uint32_t imm) {
  // AMDGPU Swizzle encodings (LLVM SIDefines.h): bit 15 and bits 14:8 clear
  // select a quad permutation in bits 7:0; bit 15 clear, the and/or/xor lane
  // masks in bits 4:0, 9:5 and 14:10.
  if (imm == 0) return;
  out += " offset:";
  if ((imm & 0xff00) == 0x8000) {
    out += "swizzle(QUAD_PERM";
    for (int i = 0; i < 4; ++i) out += "," + std::to_string((imm >> (2 * i)) & 3);
    out += ')';
    return;
  }
  if ((imm & 0x8000) != 0) {
    out += std::to_string(imm & 0xffff);
    return;
  }
  uint32_t and_mask = imm & 0x1f, or_mask = (imm >> 5) & 0x1f, xor_mask = (imm >> 10) & 0x1f;
  auto pow2 = [](uint32_t v) { return v != 0 && (v & (v - 1)) == 0; };
  if (and_mask == 0x1f && or_mask == 0 && pow2(xor_mask)) {
    out += "swizzle(SWAP," + std::to_string(xor_mask) + ")";
  } else if (and_mask == 0x1f && or_mask == 0 && xor_mask > 0 && pow2(xor_mask + 1)) {
    out += "swizzle(REVERSE," + std::to_string(xor_mask + 1) + ")";
  } else {
    uint32_t group = 0x1f - and_mask + 1;
    if (group > 1 && pow2(group) && or_mask < group && xor_mask == 0) {
      out += "swizzle(BROADCAST," + std::to_string(group) + "," + std::to_string(or_mask) + ")";
    } else {
      out += "swizzle(BITMASK_PERM,\"";
      uint32_t p0 = ((0 & and_mask) | or_mask) ^ xor_mask;
      uint32_t p1 = ((0x1f & and_mask) | or_mask) ^ xor_mask;
      for (uint32_t m = 0x10; m > 0; m >>= 1) {
        bool b0 = p0 & m, b1 = p1 & m;
        out += b0 == b1 ? (b0 ? '1' : '0') : (b0 ? 'i' : 'p');
      }
      out += "\")";
    }
  }
}

}  // namespace rdnavk::isa
