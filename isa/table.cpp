#include "isa/table.h"

#include <array>

#include "isa/facts.h"
#include "isa/instruction.h"
#include "isa/symbolic.h"

namespace rdnavk::isa {

namespace {

struct ValueSetRef {
  uint32_t first;
  uint32_t count;
};

#include "isa/gfx1030_facts.inc"
#include "isa/gfx1030_table.inc"

constexpr size_t kNumEncodings = static_cast<size_t>(Encoding::kCount);
static_assert(sizeof(kLayouts) / sizeof(kLayouts[0]) == kNumEncodings);

// Instruction::field_of reads words[] without a bounds check.
constexpr bool fields_within_instruction() {
  for (const EncodingLayout& l : kLayouts) {
    for (const FieldBits& b : l.fields)
      if (b.word >= kMaxInstructionWords || b.lsb + b.width > 32) return false;
    for (const FieldBits& b : l.opcode)
      if (b.word >= 2 || b.lsb + b.width > 32) return false;
  }
  return true;
}
static_assert(fields_within_instruction());

constexpr size_t kNumValueSets = sizeof(kValueSets) / sizeof(kValueSets[0]);

// Value sets as bitmaps over 0-511, built by the compiler: one test per
// register field rather than a walk over ranges.
constexpr std::array<detail::ValueSetBits, kNumValueSets> kValueSetBits = [] {
  std::array<detail::ValueSetBits, kNumValueSets> m{};
  for (size_t i = 0; i < kNumValueSets; ++i) {
    const ValueSetRef& s = kValueSets[i];
    for (uint32_t r = 0; r < s.count; ++r) {
      const ValueRange& v = kRanges[s.first + r];
      if (v.last > 511) m[i].large = true;
      for (uint32_t x = v.first; x <= v.last && x < 512; ++x)
        m[i].bits[x >> 6] |= uint64_t{1} << (x & 63);
    }
  }
  return m;
}();

constexpr size_t kNumOpcodes = sizeof(kOpcodes) / sizeof(kOpcodes[0]);
constexpr size_t kNumFixed = sizeof(kFixed) / sizeof(kFixed[0]);

constexpr size_t count_operand_mods() {
  size_t n = 0;
  for (const OpcodeInfo& info : kOpcodes)
    for (uint8_t m = 0; m < info.num_modifiers; ++m) {
      ModEffect e = kModifierBits[info.modifiers + m].effect;
      n += e == ModEffect::kNeg || e == ModEffect::kAbs || e == ModEffect::kSext ||
           e == ModEffect::kWiden;
    }
  return n;
}

constexpr size_t kNumOperands = sizeof(kOperands) / sizeof(kOperands[0]);

static_assert(kNumFixed < 0x10000 && count_operand_mods() < 0x10000);  // OpcodeDecode's indices

struct Checks {
  std::array<detail::OpcodeDecode, kNumOpcodes> checks{};
  std::array<detail::OperandDecode, kNumOperands> operands{};
  std::array<FixedField, kNumFixed> rest{};
  std::array<ModifierBit, count_operand_mods()> operand_mods{};
};

// Folds each opcode's fixed fields into a mask and value where the field lies
// in dword 0 or 1 and accepts one value; a field that accepts all its values
// needs no test.
constexpr Checks kChecks = [] {
  Checks c;
  size_t rest = 0;
  for (size_t i = 0; i < kNumOpcodes; ++i) {
    const OpcodeInfo& info = kOpcodes[i];
    detail::OpcodeDecode& k = c.checks[i];
    k.mask = info.reserved;
    k.operands = info.operands;
    k.num_operands = info.num_operands;
    k.bytes = info.bytes;
    k.wave_flags = static_cast<uint8_t>((info.flags & (kWave32Only | kWave64Only)) / kWave32Only);
    k.first_rest = static_cast<uint16_t>(rest);
    for (uint8_t f = 0; f < info.num_fixed; ++f) {
      const FixedField& ff = kFixed[info.fixed + f];
      const FieldBits& b =
          kLayouts[static_cast<size_t>(info.encoding)].fields[static_cast<int>(ff.field)];
      const ValueSetRef& s = kValueSets[ff.valid];
      uint64_t all = b.width >= 32 ? 0xffffffffull : (1ull << b.width) - 1;
      bool one_range = s.count == 1;
      uint32_t first = one_range ? kRanges[s.first].first : 1;
      uint32_t last = one_range ? kRanges[s.first].last : 0;
      if (b.width > 0 && one_range && first == 0 && last >= all) continue;
      if (b.width > 0 && b.word < 2 && one_range && first == last && first <= all) {
        k.mask |= all << (b.lsb + 32 * b.word);
        k.value |= uint64_t{first} << (b.lsb + 32 * b.word);
        continue;
      }
      c.rest[rest++] = ff;
      k.num_rest++;
    }
  }
  size_t mods = 0;  // the modifier bits that change an operand, per opcode
  for (size_t i = 0; i < kNumOpcodes; ++i) {
    const OpcodeInfo& info = kOpcodes[i];
    c.checks[i].first_operand_mod = static_cast<uint16_t>(mods);
    for (uint8_t m = 0; m < info.num_modifiers; ++m) {
      const ModifierBit& b = kModifierBits[info.modifiers + m];
      if (b.effect == ModEffect::kNeg || b.effect == ModEffect::kAbs ||
          b.effect == ModEffect::kSext || b.effect == ModEffect::kWiden) {
        c.operand_mods[mods++] = b;
        c.checks[i].num_operand_mods++;
      }
    }
  }
  for (size_t i = 0; i < kNumOperands; ++i) {
    const OperandInfo& o = kOperands[i];
    c.operands[i] = {o.field, o.kind, o.dwords, o.dwords_w64, o.valid, o.valid_w64};
  }
  return c;
}();

}  // namespace

namespace detail {

constexpr TableData kTable{kLayouts,
                           kLookup,
                           kOpcodes,
                           kOperands,
                           kFixed,
                           kModifierBits,
                           kMimgShapes,
                           kValueSetBits.data(),
                           kChecks.checks.data(),
                           kChecks.operands.data(),
                           kChecks.rest.data(),
                           kChecks.operand_mods.data()};

bool in_large_value_set(uint16_t set, uint32_t value) {
  const ValueSetRef& s = kValueSets[set];
  for (uint32_t i = 0; i < s.count; ++i) {
    const ValueRange& r = kRanges[s.first + i];
    if (value >= r.first && value <= r.last) return true;
  }
  return false;
}

}  // namespace detail

std::span<const Encoding> match_order() {
  return kMatchOrder;
}

std::span<const OpcodeInfo> all_opcodes() {
  return kOpcodes;
}

// One facts record per opcode record, in the same order.
static_assert(sizeof(kFacts) / sizeof(kFacts[0]) == kNumOpcodes);
const InstructionFacts& facts(const OpcodeInfo& info) {
  return kFacts[static_cast<size_t>(&info - kOpcodes)];
}

std::span<const ValueRange> value_set_ranges(uint16_t set) {
  const ValueSetRef& s = kValueSets[set];
  return {kRanges + s.first, s.count};
}

const SymbolTables& gfx1030_symbols() {
  static const SymbolTables t{kHwregNames,        kMessageNames, kGsOpNames,        kSysmsgOpNames,
                              kVersionNames,      kDepCtrFields, kVersionFlagNames, kExpTargetNames,
                              kBufferFormatNames, kImageDimNames};
  return t;
}

}  // namespace rdnavk::isa
