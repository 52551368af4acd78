// Operands print by their table record; each format adds its own modifiers
// after them (LLVM AMDGPUInstPrinter's order).
#include "isa/printer.h"

#include <cstring>

#include "isa/print_internal.h"
#include "isa/symbolic.h"

namespace rdnavk::isa {

namespace {

int64_t sign_extend(uint32_t v, unsigned width) {
  if (width >= 32) return static_cast<int32_t>(v);
  uint32_t sign = 1u << (width - 1);
  return static_cast<int64_t>(v ^ sign) - sign;
}

void append_immediate(std::string& out, const OperandInfo& oi, uint32_t v, unsigned width) {
  switch (oi.imm) {
    case ImmFormat::kHex:
      append_hex(out, v);
      break;
    case ImmFormat::kDec:
      out += std::to_string(v);
      break;
    case ImmFormat::kSDec:
      out += std::to_string(sign_extend(v, width));
      break;
    case ImmFormat::kB32:
      append_constant(out, v, ConstType::kB32);
      break;
    case ImmFormat::kSB32:
      append_constant(out, static_cast<uint64_t>(sign_extend(v, width)), ConstType::kB32);
      break;
    case ImmFormat::kDecNonzero:
      if (v != 0) out += std::to_string(v);
      break;
    case ImmFormat::kNone:
      break;
    case ImmFormat::kHwreg:
      append_hwreg(out, v, gfx1030_symbols());
      break;
    case ImmFormat::kSendmsg:
      append_sendmsg(out, v, gfx1030_symbols());
      break;
    case ImmFormat::kWaitcnt:
      append_waitcnt(out, v);
      break;
    case ImmFormat::kDepctr:
      append_depctr(out, v, gfx1030_symbols());
      break;
    case ImmFormat::kVersion:
      append_version(out, v, gfx1030_symbols());
      break;
  }
}

}  // namespace

namespace {

void append_plain_operand(std::string& out, const Instruction& in, const Operand& op) {
  const OperandInfo& oi = operand_record(in, op);
  switch (op.kind) {
    case OperandKind::kSReg:
      append_scalar_register(out, op.code, op.dwords);
      return;
    case OperandKind::kVgpr:
      append_vgpr(out, op.code - 256, op.dwords);
      return;
    case OperandKind::kSSrc:
    case OperandKind::kVSrc:
      if (op.code >= 256)
        append_vgpr(out, op.code - 256, op.dwords);
      else if (op.code == 255)
        append_constant(out, literal_bits(op.value, oi.ctype), oi.ctype);
      else if ((op.code >= 128 && op.code <= 208) || (op.code >= 240 && op.code <= 248))
        append_constant(out, inline_constant_bits(op.code, oi.ctype), oi.ctype);
      else
        append_scalar_register(out, op.code, op.dwords);
      return;
    case OperandKind::kImmediate: {
      unsigned width = layout(in.encoding()).fields[static_cast<int>(oi.field)].width;
      append_immediate(out, oi, op.value, width);
      return;
    }
    case OperandKind::kImplicit:
      out += in.wave == WaveSize::k64 ? oi.text_w64 : oi.text;
      return;
    case OperandKind::kInterpAttr:
      append_interp_attr(out, op.value);
      return;
    case OperandKind::kInterpParam:
      append_interp_param(out, op.value);
      return;
  }
}

// LLVM printOperandAndFPInputMods: "neg(...)" around a constant, so that -1
// and neg(1) differ; "-" before a register.
bool is_constant(const Operand& op) {
  return (op.kind == OperandKind::kSSrc || op.kind == OperandKind::kVSrc) &&
         ((op.code >= 128 && op.code <= 208) || (op.code >= 240 && op.code <= 248) ||
          op.code == 255);
}

}  // namespace

const OperandInfo& operand_record(const Instruction& in, const Operand& op) {
  const OperandInfo& oi = in.info->operand_list()[op.slot];
  // An SDWA source that names an SGPR or a constant has its second record.
  if (oi.alt != 0xffff && op.kind != oi.kind) return operand_info(oi.alt);
  return oi;
}

void append_operand(std::string& out, const Instruction& in, const Operand& op) {
  bool neg_call = op.neg && !op.abs && is_constant(op);
  if (op.neg) out += neg_call ? "neg(" : "-";
  if (op.abs) out += '|';
  if (op.sext) out += "sext(";
  append_plain_operand(out, in, op);
  if (op.sext) out += ')';
  if (op.abs) out += '|';
  if (neg_call) out += ')';
}

namespace detail {

void append_operands(std::string& out, const Instruction& in) {
  bool first = true;
  for (const Operand& op : in.operand_list()) {
    size_t before = out.size();
    out += first ? " " : ", ";
    size_t start = out.size();
    append_operand(out, in, op);
    if (out.size() == start) {
      out.resize(before);  // an immediate that prints nothing (s_endpgm 0)
      continue;
    }
    first = false;
  }
}

void append_texts(std::string& out, const Instruction& in, const char* only, const char* except) {
  for (const ModifierBit& m : in.info->modifier_list()) {
    if (m.effect != ModEffect::kText || in.field(m.field) == 0) continue;
    if (only != nullptr && std::strcmp(m.text, only) != 0) continue;
    if (except != nullptr && std::strcmp(m.text, except) == 0) continue;
    out += ' ';
    out += m.text;
  }
}

void append_list(std::string& out, const Instruction& in, ModList list) {
  static const char* const kNames[] = {"op_sel", "op_sel_hi", "neg_lo", "neg_hi"};
  uint8_t values[8] = {};
  uint8_t count = 0;
  bool print = false;
  for (const ModifierBit& m : in.info->modifier_list()) {
    if (m.effect != ModEffect::kList || m.list != list || m.index >= 8) continue;
    count = m.count;
    values[m.index] = static_cast<uint8_t>(in.field(m.field) & 1);
    if (values[m.index] != m.dflt) print = true;
  }
  // Entries no field sets hold their default; LLVM prints the list only when
  // some entry differs from it.
  if (!print) return;
  out += ' ';
  out += kNames[static_cast<int>(list)];
  out += ":[";
  for (uint8_t i = 0; i < count; ++i) {
    if (i) out += ',';
    out += static_cast<char>('0' + values[i]);
  }
  out += ']';
}

void append_omod(std::string& out, const Instruction& in) {
  for (const ModifierBit& m : in.info->modifier_list()) {
    if (m.effect != ModEffect::kOmod) continue;
    static const char* const kOmod[] = {"", " mul:2", " mul:4", " div:2"};
    out += kOmod[in.field(m.field) & 3];
  }
}

}  // namespace detail

void print(const Instruction& in, std::string& out) {
  out += in.info->name;
  // A DPP or SDWA marker on an opcode without that form decodes (as LLVM does)
  // as the plain 32-bit instruction.
  const EncodingLayout& l = layout(in.encoding());
  Family f = in.info->bytes == 4 && l.words == 2 ? Family::kVOP : l.family;
  switch (f) {
    case Family::kSMEM:
      return detail::print_smem(out, in);
    case Family::kDPP16:
      return detail::print_dpp16(out, in);
    case Family::kDPP8:
      return detail::print_dpp8(out, in);
    case Family::kSDWA:
      return detail::print_sdwa(out, in);
    case Family::kVOP3:
      return detail::print_vop3(out, in);
    case Family::kVOP3P:
      return detail::print_vop3p(out, in);
    case Family::kVINTRP:
      return detail::print_vintrp(out, in);
    case Family::kDS:
      return detail::print_ds(out, in);
    case Family::kBUFFER:
      return detail::print_buffer(out, in);
    case Family::kFLAT:
      return detail::print_flat(out, in);
    case Family::kEXP:
      return detail::print_exp(out, in);
    case Family::kMIMG:
      return detail::print_mimg(out, in);
    default:
      detail::append_operands(out, in);
      detail::append_texts(out, in);
      return;
  }
}

std::string to_string(const Instruction& in) {
  std::string s;
  print(in, s);
  return s;
}

}  // namespace rdnavk::isa
