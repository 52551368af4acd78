#include "tests/isa/table_encoder.h"

namespace rdnavk::isa::testing {

namespace {

uint32_t pick(uint16_t set, std::mt19937_64& rng) {
  auto ranges = value_set_ranges(set);
  if (ranges.empty()) return 0;
  const ValueRange& r = ranges[rng() % ranges.size()];
  uint64_t span = uint64_t{r.last} - r.first + 1;
  switch (rng() % 4) {
    case 0:
      return r.first;
    case 1:
      return r.last;
    default:
      return static_cast<uint32_t>(r.first + rng() % span);
  }
}

unsigned words_of(const OpcodeInfo& info) {
  unsigned n = info.bytes / 4u;
  return n > layout(info.encoding).words ? n : layout(info.encoding).words;
}

}  // namespace

std::vector<uint32_t> opcode_words(const OpcodeInfo& info) {
  const EncodingLayout& l = layout(info.encoding);
  std::vector<uint32_t> w(words_of(info), 0);
  for (int i = 0; i < l.num_match; ++i) set_field(w, l.match[i], l.match_value[i]);
  unsigned shift = 0;
  for (int i = 0; i < l.num_opcode_bits; ++i) {
    set_field(w, l.opcode[i], info.opcode >> shift);
    shift += l.opcode[i].width;
  }
  return w;
}

std::vector<uint32_t> random_instruction(const OpcodeInfo& info, WaveSize wave,
                                         std::mt19937_64& rng) {
  const EncodingLayout& l = layout(info.encoding);
  bool w64 = wave == WaveSize::k64;
  std::vector<uint32_t> w(words_of(info));
  for (auto& x : w) x = static_cast<uint32_t>(rng());
  // Fixed fields and operands take accepted values; SDWA's selectors pick an
  // operand's form first (the alternative record is the SGPR one).
  for (const FixedField& f : info.fixed_list())
    set_field(w, l.fields[static_cast<int>(f.field)], pick(f.valid, rng));
  bool literal = false;
  for (const OperandInfo& record : info.operand_list()) {
    if (record.kind == OperandKind::kImplicit) continue;
    const OperandInfo* oi = &record;
    if (record.alt != 0xffff) {
      bool sgpr = rng() & 1;
      Field selector = record.field == Field::kSrc0 ? Field::kS0 : Field::kS1;
      set_field(w, l.fields[static_cast<int>(selector)], sgpr);
      if (sgpr) oi = &operand_info(record.alt);
    }
    FieldBits b = l.fields[static_cast<int>(oi->field)];
    uint32_t v = pick(w64 ? oi->valid_w64 : oi->valid, rng);
    set_field(w, b, v);
    if ((oi->kind == OperandKind::kSSrc || oi->kind == OperandKind::kVSrc) && v == 255)
      literal = true;
  }
  // Reserved bits are zero; the match bits and the opcode go in last.
  w[0] &= ~static_cast<uint32_t>(info.reserved);
  if (w.size() > 1) w[1] &= ~static_cast<uint32_t>(info.reserved >> 32);
  std::vector<uint32_t> base = opcode_words(info);
  for (int i = 0; i < l.num_match; ++i) set_field(w, l.match[i], l.match_value[i]);
  unsigned shift = 0;
  for (int i = 0; i < l.num_opcode_bits; ++i) {
    set_field(w, l.opcode[i], info.opcode >> shift);
    shift += l.opcode[i].width;
  }
  if (literal) {
    static const uint32_t kLiterals[] = {0x3f800000, 0x3c00, 0xfffffff0, 0x40, 0x12345678};
    w.push_back(rng() & 1 ? kLiterals[rng() % 5] : static_cast<uint32_t>(rng()));
  }
  w.push_back(static_cast<uint32_t>(rng()));
  return w;
}

}  // namespace rdnavk::isa::testing
