// The GFX10.3 register database: every register's name, offset, fields and enums,
// and the fields of the PM4 packet words, as generated tables (regs/gfx103_tables.cpp,
// made by scripts/regs/gen_regs.py from Mesa's gfx103.json and pkt3.json), with
// lookup and Mesa-compatible printing over them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace rdnavk::regs {

// One named value of a field.
struct EnumEntry {
  const char* name;
  uint32_t value;
};

// One field of a register or packet word: bits lo..hi (inclusive), and the enum
// that names its values (entries == nullptr and count == 0 when none does).
struct FieldInfo {
  const char* name;
  uint8_t lo;
  uint8_t hi;
  const EnumEntry* entries;
  uint32_t count;
  const char* enum_name;  // the database's enum name, or nullptr

  constexpr uint32_t width() const { return hi - lo + 1u; }
  // The field's bits in place within the dword.
  constexpr uint32_t mask() const {
    return (width() == 32 ? 0xFFFFFFFFu : ((1u << width()) - 1u)) << lo;
  }
  // The field's value in a register value, moved down to bit 0.
  constexpr uint32_t extract(uint32_t reg_value) const { return (reg_value & mask()) >> lo; }
  std::span<const EnumEntry> enum_entries() const { return {entries, count}; }
};

struct RegisterInfo {
  const char* name;
  uint32_t byte_offset;   // as the database gives it (map.at)
  uint32_t dword_offset;  // byte_offset / 4: RegisterState's and the SET_*_REG packets' unit
  std::span<const FieldInfo> fields;  // database order
  const char* type_name;              // the database's type_ref, shared between registers
};

// A PM4 packet word with named fields (pkt3.json). `at` is Mesa's key for it (its
// R_<at>_<NAME> constants in sid.h): by convention the opcode times 16 plus the
// word's index after the header, but not reliably so (COMMAND, CP_DMA's and
// DMA_DATA's command word, sits at 0x415 to dodge a clash with SQ_WAVE_GPR_ALLOC,
// as pkt3.json's GFX6-8 entry says), so the PM4 decoder names the word it wants
// rather than computing `at`.
struct PacketWordInfo {
  const char* name;
  uint32_t at;
  std::span<const FieldInfo> fields;
  const char* type_name;  // nullptr for a word with no fields (an address half)
  const char* comment;    // the database's comment, or nullptr
};

// Every register, by byte offset. Registers that share an offset (aliases) keep
// the database's order, and the first is the one find_register(offset) answers:
// the rule of Mesa's ac_find_register, so the names agree with AMD_DEBUG=ib.
// The SQ_WAVE_* entries have offsets in the SQ's per-wave indirect space
// (SQ_IND_INDEX), outside the register file; they are kept as Mesa keeps them.
std::span<const RegisterInfo> all_registers();

// The register at `dword_offset` (the first name there), or nullptr.
const RegisterInfo* find_register(uint32_t dword_offset);
// The register named `name` (the hardware's name, e.g. "CB_COLOR0_INFO"), or nullptr.
const RegisterInfo* find_register(std::string_view name);

// The field named `name` of `reg`, or nullptr.
const FieldInfo* find_field(const RegisterInfo& reg, std::string_view name);
// The value of field `name` in `value` of register `reg`; nullopt when `reg` has
// no such field.
std::optional<uint32_t> field_value(const RegisterInfo& reg, std::string_view name, uint32_t value);
// The name of `field_value` in the field's enum, or nullptr when the field has no
// enum or the enum does not name that value. When an enum names a value twice the
// last entry wins (Mesa's sid_tables.py fills its value-to-name array in order).
const char* enum_name(const FieldInfo& field, uint32_t field_value);

// Every packet word, by name and then by `at`.
std::span<const PacketWordInfo> all_packet_words();
// The packet words named `name` (several packets have a DST_ADDR_LO), by `at`.
std::span<const PacketWordInfo> find_packet_words(std::string_view name);
// The packet word with Mesa's key `at`, or nullptr.
const PacketWordInfo* find_packet_word(uint32_t at);

// What Mesa's ac_dump_reg (src/amd/common/ac_parse_ib.c, Mesa 25.0) prints for a
// register write, uncoloured (AMD_COLOR=0), without AMD_DEBUG=ib's column of raw
// dwords: eight spaces, "NAME <- " and the value, then one line per field of
// `field_mask`, indented under the value: "FIELD = ENUM_ENTRY" or "FIELD = value".
// Every line ends in '\n'. A register whose only field covers bits 0..31 prints
// no field line: Mesa's gfx103.json carries no type for such registers
// (parse_kernel_headers.py: "Don't define types that have only one field covering
// all bits"), while rdnavk's database keeps the field for the typed decoders.
std::string describe_value(const RegisterInfo& reg, uint32_t value, uint32_t field_mask = ~0u);
std::string describe_value(const PacketWordInfo& word, uint32_t value, uint32_t field_mask = ~0u);
// describe_value of the register at `dword_offset`, or, where the database has
// none, Mesa's line for an unknown register: "        0x%05x <- 0x%08x\n" with
// the byte offset.
std::string describe_write(uint32_t dword_offset, uint32_t value);
// Mesa's print_value: how AMD_DEBUG=ib prints a value of `bits` bits (decimal up
// to 9; decimal and hex up to 0x8000; above, a float with one decimal when it is
// one, else hex). No newline.
std::string format_value(uint32_t value, unsigned bits);

namespace detail {
// Indices into all_registers() in byte order of the names (generated).
std::span<const uint16_t> registers_by_name();
}  // namespace detail

}  // namespace rdnavk::regs
