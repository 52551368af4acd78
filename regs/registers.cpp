#include "regs/registers.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace rdnavk::regs {

namespace {

// ac_parse_ib.c's INDENT_PKT: every register line starts this far in.
constexpr size_t kIndent = 8;

// Mesa's gfx103.json gives a register no type when its only field covers all 32
// bits (parse_kernel_headers.py), so AMD_DEBUG=ib prints no field line for it;
// rdnavk's database keeps that field (the typed decoders use it).
bool is_single_full_width_field(std::span<const FieldInfo> fields) {
  return fields.size() == 1 && fields[0].lo == 0 && fields[0].hi == 31;
}

// ac_dump_reg's layout: the value on the name's line, each field of `field_mask`
// on its own line, indented past "NAME <- ".
std::string describe(const char* name, std::span<const FieldInfo> fields, uint32_t value,
                     uint32_t field_mask) {
  std::string out(kIndent, ' ');
  out += name;
  out += " <- ";
  out += format_value(value, 32);
  out += '\n';
  const size_t field_indent = kIndent + std::strlen(name) + 4;
  for (const FieldInfo& f : fields) {
    if (!(f.mask() & field_mask)) continue;
    const uint32_t v = f.extract(value);
    out.append(field_indent, ' ');
    out += f.name;
    out += " = ";
    if (const char* e = enum_name(f, v)) {
      out += e;
    } else {
      out += format_value(v, f.width());
    }
    out += '\n';
  }
  return out;
}

}  // namespace

const RegisterInfo* find_register(uint32_t dword_offset) {
  auto regs = all_registers();
  // The table is sorted by offset with aliases in database order: the first
  // entry at an offset is the one Mesa's ac_find_register answers.
  auto it =
      std::lower_bound(regs.begin(), regs.end(), dword_offset,
                       [](const RegisterInfo& r, uint32_t dw) { return r.dword_offset < dw; });
  if (it == regs.end() || it->dword_offset != dword_offset) return nullptr;
  return &*it;
}

const RegisterInfo* find_register(std::string_view name) {
  auto regs = all_registers();
  auto order = detail::registers_by_name();
  auto it = std::lower_bound(order.begin(), order.end(), name, [&](uint16_t i, std::string_view n) {
    return std::string_view(regs[i].name) < n;
  });
  if (it == order.end() || std::string_view(regs[*it].name) != name) return nullptr;
  return &regs[*it];
}

const FieldInfo* find_field(const RegisterInfo& reg, std::string_view name) {
  for (const FieldInfo& f : reg.fields) {
    if (name == f.name) return &f;
  }
  return nullptr;
}

std::optional<uint32_t> field_value(const RegisterInfo& reg, std::string_view name,
                                    uint32_t value) {
  const FieldInfo* f = find_field(reg, name);
  if (!f) return std::nullopt;
  return f->extract(value);
}

const char* enum_name(const FieldInfo& field, uint32_t field_value) {
  const char* found = nullptr;
  for (const EnumEntry& e : field.enum_entries()) {
    if (e.value == field_value) found = e.name;
  }
  return found;
}

std::span<const PacketWordInfo> find_packet_words(std::string_view name) {
  auto range = std::ranges::equal_range(all_packet_words(), name, {}, [](const PacketWordInfo& w) {
    return std::string_view(w.name);
  });
  return {range.begin(), range.end()};
}

const PacketWordInfo* find_packet_word(uint32_t at) {
  for (const PacketWordInfo& w : all_packet_words()) {
    if (w.at == at) return &w;
  }
  return nullptr;
}

std::string format_value(uint32_t value, unsigned bits) {
  // Mesa's print_value (ac_parse_ib.c): a guess between integer and float.
  // Room for any double printf can make, so that no output is ever cut short.
  char buf[400];
  const int digits = static_cast<int>((bits > 32 ? 32u : bits) / 4);
  if (value <= (1u << 15)) {
    if (value <= 9) {
      std::snprintf(buf, sizeof buf, "%u", value);
    } else {
      std::snprintf(buf, sizeof buf, "%u (0x%0*x)", value, digits, value);
    }
    return buf;
  }
  // As in C with float `f`: `f * 10` is computed in float, then compared, as a
  // double, with floor() of itself.
  const float f = std::bit_cast<float>(value);
  const float tenfold = f * 10.0f;
  if (std::fabs(static_cast<double>(f)) < 100000 &&
      static_cast<double>(tenfold) == std::floor(static_cast<double>(tenfold))) {
    std::snprintf(buf, sizeof buf, "%.1ff (0x%0*x)", static_cast<double>(f), digits, value);
  } else {
    std::snprintf(buf, sizeof buf, "0x%0*x", digits, value);
  }
  return buf;
}

std::string describe_value(const RegisterInfo& reg, uint32_t value, uint32_t field_mask) {
  std::span<const FieldInfo> fields = reg.fields;
  if (is_single_full_width_field(fields)) fields = {};
  return describe(reg.name, fields, value, field_mask);
}

std::string describe_value(const PacketWordInfo& word, uint32_t value, uint32_t field_mask) {
  // pkt3.json is Mesa's own hand-written table and keeps full-width fields
  // (CP_DMA_WORD0's SRC_ADDR_LO), so AMD_DEBUG=ib prints them.
  return describe(word.name, word.fields, value, field_mask);
}

std::string describe_write(uint32_t dword_offset, uint32_t value) {
  if (const RegisterInfo* reg = find_register(dword_offset)) return describe_value(*reg, value);
  char buf[64];
  std::snprintf(buf, sizeof buf, "0x%05x <- 0x%08x\n", dword_offset * 4u, value);
  return std::string(kIndent, ' ') + buf;
}

}  // namespace rdnavk::regs
