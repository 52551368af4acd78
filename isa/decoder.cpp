// Finds an instruction's encoding from its first two dwords, then hands it to the
// format's decoder; the table drives the rest (decision record 0011).
#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "isa/decode_internal.h"

namespace rdnavk::isa {

using detail::Reader;

const char* decode_status_text(DecodeStatus s) {
  switch (s) {
    case DecodeStatus::kOk:
      return "ok";
    case DecodeStatus::kInvalid:
      return "invalid instruction encoding";
    case DecodeStatus::kTruncated:
      return "truncated instruction";
  }
  return "?";
}

namespace detail {

DecodeStatus take_words(const Reader& r, size_t n, Instruction& out) {
  if (n > kMaxInstructionWords) return DecodeStatus::kInvalid;
  if (!r.has(n)) return DecodeStatus::kTruncated;
  if (r.has(kMaxInstructionWords)) {
    // All five dwords, those past n masked to zero: no branch on n.
    static constexpr auto kKeep = [] {
      std::array<std::array<uint32_t, kMaxInstructionWords>, kMaxInstructionWords + 1> k{};
      for (size_t m = 0; m <= kMaxInstructionWords; ++m)
        for (size_t i = 0; i < m; ++i) k[m][i] = ~0u;
      return k;
    }();
    for (size_t i = 0; i < kMaxInstructionWords; ++i) out.words[i] = r.dword(i) & kKeep[n][i];
  } else {
    for (size_t i = 0; i < kMaxInstructionWords; ++i) out.words[i] = i < n ? r.dword(i) : 0;
  }
  out.num_words = static_cast<uint8_t>(n);
  out.size = static_cast<uint8_t>(4 * n);
  return DecodeStatus::kOk;
}

bool fields_accepted(const Instruction& in) {
  const OpcodeDecode& k = decode_record(in);
  // Bit 0: wave32 only, bit 1: wave64 only.
  if (k.wave_flags & (in.wave == WaveSize::k32 ? 2 : 1)) return false;
  uint64_t low = in.words[0] | uint64_t{in.words[1]} << 32;  // zero past num_words
  if ((low & k.mask) != k.value) return false;
  for (int i = 0; i < k.num_rest; ++i) {
    const FixedField& f = kTable.rest_fixed[k.first_rest + i];
    if (!in_value_set(f.valid, in.field(f.field))) return false;
  }
  return true;
}

namespace {

// The literal K of v_fmamk/v_fmaak (an immediate of the instruction's second
// dword): a source that selects the literal reads it too (LLVM convertFMAanyK).
const Operand* mandatory_literal(const Instruction& in) {
  for (int i = 0; i < in.num_operands; ++i) {
    const Operand& op = in.operands[i];
    if (op.kind == OperandKind::kImmediate &&
        in.info->operand_list()[op.slot].field == Field::kSimm32)
      return &op;
  }
  return nullptr;
}

// Applies the neg, abs, sext and widening bits to the operands; false when a
// widened register runs past v255 (LLVM finds no register for it).
bool apply_modifier_bits(Instruction& out) {
  const OpcodeDecode& k = decode_record(out);
  for (int i = 0; i < k.num_operand_mods; ++i) {
    const ModifierBit& m = kTable.operand_mods[k.first_operand_mod + i];
    if (m.operand >= out.num_operands || out.field(m.field) == 0) continue;
    Operand& op = out.operands[m.operand];
    if (m.effect == ModEffect::kNeg) op.neg = true;
    if (m.effect == ModEffect::kAbs) op.abs = true;
    if (m.effect == ModEffect::kSext) op.sext = true;
    if (m.effect == ModEffect::kWiden) {
      op.dwords++;
      if (op.code >= 256 && op.code - 256 + op.dwords > 256) return false;
    }
  }
  return true;
}

// How an operand kind turns its field value into Operand::code and ::value
// (code = value * scale * code_mul + code_add), so that decoding an operand
// takes no branch on its kind.
struct KindDecode {
  uint8_t code_mul;
  uint16_t code_add;
  uint8_t value_mul;
  bool source;   // 255 selects the literal
  bool encoded;  // a field holds it (not kImplicit)
};
constexpr KindDecode kKindDecode[] = {
    {1, 0, 0, false, true},    // kSReg
    {1, 0, 0, true, true},     // kSSrc
    {1, 256, 0, false, true},  // kVgpr
    {1, 0, 0, true, true},     // kVSrc
    {0, 0, 1, false, true},    // kImmediate
    {0, 0, 0, false, false},   // kImplicit
    {0, 0, 1, false, true},    // kInterpAttr
    {0, 0, 1, false, true},    // kInterpParam
};
static_assert(static_cast<int>(OperandKind::kInterpParam) == 7);

}  // namespace

DecodeStatus decode_operands(const Reader& r, Instruction& out, OperandChoice choice) {
  const OpcodeDecode& rec = decode_record(out);
  const EncodingLayout& l = *out.fields_layout;
  bool wave64 = out.wave == WaveSize::k64;
  bool literal = false;
  bool valid = true;
  const OperandDecode* records = kTable.operand_decode + rec.operands;
  out.num_operands = rec.num_operands;
  for (size_t i = 0; i < rec.num_operands; ++i) {
    const OperandDecode& oi = (choice.alt >> i) & 1
                                  ? kTable.operand_decode[kTable.operands[rec.operands + i].alt]
                                  : records[i];
    const KindDecode& kd = kKindDecode[static_cast<int>(oi.kind)];
    // An implicit operand has no field (its record names Field::kCount).
    FieldBits b = kd.encoded ? l.fields[static_cast<int>(oi.field)] : FieldBits{};
    uint32_t v = out.field_of(b);
    Operand& op = out.operands[i];
    op = Operand{};
    op.kind = oi.kind;
    op.slot = static_cast<uint8_t>(i);
    op.dwords = wave64 ? oi.dwords_w64 : oi.dwords;
    uint32_t scale = oi.kind == OperandKind::kSReg ? b.scale : 1;
    op.code = static_cast<uint16_t>(v * scale * kd.code_mul + kd.code_add);
    op.value = v * kd.value_mul;
    bool vcc = (choice.vcc >> i) & 1;
    literal |= kd.source & (v == 255) & !vcc;
    valid &= vcc | !kd.encoded | in_value_set(wave64 ? oi.valid_w64 : oi.valid, v);
    if (vcc) {
      op.kind = OperandKind::kSReg;  // vcc_lo, or vcc in wave64
      op.code = 106;
      op.dwords = wave64 ? 2 : 1;
      op.value = 0;
    }
  }
  if (!valid) return DecodeStatus::kInvalid;
  if (literal) {
    if (const Operand* k = mandatory_literal(out)) {
      out.literal = k->value;
    } else {
      // One literal dword follows the instruction; every source naming 255 reads it.
      if (!r.has(out.num_words + 1u) || out.num_words >= kMaxInstructionWords)
        return DecodeStatus::kInvalid;
      out.literal = r.dword(out.num_words);
      out.words[out.num_words++] = out.literal;
      out.size += 4;
    }
    out.has_literal = true;
    for (int i = 0; i < out.num_operands; ++i)
      if (out.operands[i].is_literal()) out.operands[i].value = out.literal;
  }
  return apply_modifier_bits(out) ? DecodeStatus::kOk : DecodeStatus::kInvalid;
}

DecodeStatus decode_generic(const Reader& r, Instruction& out) {
  // The record's size: some opcodes carry a dword more than their format
  // (s_setreg_imm32_b32), some less (v_nop under a DPP marker).
  DecodeStatus s = take_words(r, decode_record(out).bytes / 4u, out);
  if (s != DecodeStatus::kOk) return s;
  if (!fields_accepted(out)) return DecodeStatus::kInvalid;
  return decode_operands(r, out);
}

}  // namespace detail

namespace {

// Which encodings an instruction's first two dwords may be, found with two
// look-ups rather than a walk over every encoding: bits 31:23 (the prefix that
// names most formats) pick a group of encodings; the other match bits of the
// group's encodings, gathered into a key, pick the encodings whose match bits
// all agree, in match order (more than one when an opcode absent from the
// first form leaves the instruction to the next).
struct EncodingSelector {
  struct Run {  // `width` bits at `lsb` of dword `word` go to key bit `shift`
    uint8_t word, lsb, width, shift;
  };
  static constexpr int kMaxRuns = 4;
  struct Group {
    uint8_t num_runs = 0;
    Run runs[kMaxRuns]{};  // unused ones have width 0
    uint32_t first = 0;    // its first entry in `entries`
  };
  struct List {
    uint8_t count = 0;
    Encoding encodings[7]{};
  };
  static constexpr unsigned kMaxKeyBits = 12;
  std::array<uint16_t, 512> group_of_prefix{};
  std::vector<Group> groups;
  std::vector<uint16_t> entries;  // index into `lists`
  std::vector<List> lists;
  std::array<uint64_t, static_cast<size_t>(Encoding::kCount)> mask{}, value{};  // match bits

  const List& select(uint64_t head) const {
    const Group& g = groups[group_of_prefix[(head >> 23) & 0x1ff]];
    uint32_t key = 0;
    for (const Run& r : g.runs)  // all of them: no branch on the group's shape
      key |= static_cast<uint32_t>((head >> (32 * r.word + r.lsb)) & ((1u << r.width) - 1))
             << r.shift;
    return lists[entries[g.first + key]];
  }
};

using EncodingMasks = std::array<uint64_t, static_cast<size_t>(Encoding::kCount)>;
constexpr uint64_t kPrefix = 0x1ffull << 23;

// The key bits of a group: the match bits of its encodings outside the prefix,
// as runs of bits within a dword.
EncodingSelector::Group key_runs(const std::vector<Encoding>& members, const EncodingMasks& mask) {
  EncodingSelector::Group g;
  uint64_t key_bits = 0;
  for (Encoding e : members) key_bits |= mask[static_cast<size_t>(e)] & ~kPrefix;
  unsigned shift = 0;
  for (unsigned bit = 0; bit < 64;) {
    if (!((key_bits >> bit) & 1)) {
      ++bit;
      continue;
    }
    unsigned end = bit;
    while (end < 64 && ((key_bits >> end) & 1) && end / 32 == bit / 32) ++end;
    if (g.num_runs == EncodingSelector::kMaxRuns) std::abort();  // the table changed shape
    g.runs[g.num_runs++] = {static_cast<uint8_t>(bit / 32), static_cast<uint8_t>(bit % 32),
                            static_cast<uint8_t>(end - bit), static_cast<uint8_t>(shift)};
    shift += end - bit;
    bit = end;
  }
  if (shift > EncodingSelector::kMaxKeyBits) std::abort();
  return g;
}

// Fills the group's entries: for every key, the members whose match bits the
// key's bits satisfy (lists shared between keys).
void add_entries(EncodingSelector& k, EncodingSelector::Group& g,
                 const std::vector<Encoding>& members) {
  unsigned key_width = 0;
  for (const EncodingSelector::Run& r : g.runs) key_width += r.width;
  g.first = static_cast<uint32_t>(k.entries.size());
  for (uint32_t key = 0; key < (1u << key_width); ++key) {
    uint64_t head = 0;  // the key's bits put back in place
    for (const EncodingSelector::Run& r : g.runs)
      head |= uint64_t{(key >> r.shift) & ((1u << r.width) - 1)} << (32 * r.word + r.lsb);
    EncodingSelector::List list;
    for (Encoding e : members) {
      size_t ei = static_cast<size_t>(e);
      uint64_t m = k.mask[ei] & ~kPrefix;
      if ((head & m) != (k.value[ei] & m)) continue;
      if (list.count == std::size(list.encodings)) std::abort();
      list.encodings[list.count++] = e;
    }
    size_t li = 0;
    while (li < k.lists.size() &&
           !(k.lists[li].count == list.count &&
             std::equal(list.encodings, list.encodings + list.count, k.lists[li].encodings)))
      ++li;
    if (li == k.lists.size()) k.lists.push_back(list);
    k.entries.push_back(static_cast<uint16_t>(li));
  }
}

EncodingSelector build_selector() {
  EncodingSelector k;
  for (Encoding e : match_order()) {  // every encoding's match bits as one mask and value
    const EncodingLayout& l = layout(e);
    for (int i = 0; i < l.num_match; ++i) {
      const FieldBits& b = l.match[i];
      uint64_t m = (b.width >= 32 ? 0xffffffffull : (1ull << b.width) - 1) << b.lsb;
      uint64_t v = uint64_t{l.match_value[i]} << b.lsb;
      k.mask[static_cast<size_t>(e)] |= m << (32 * b.word);
      k.value[static_cast<size_t>(e)] |= (v & m) << (32 * b.word);
    }
  }
  std::vector<std::vector<Encoding>> groups;  // the encodings each prefix allows
  for (uint32_t top = 0; top < 512; ++top) {
    std::vector<Encoding> members;
    for (Encoding e : match_order()) {
      uint64_t m = k.mask[static_cast<size_t>(e)] & kPrefix;
      if (((uint64_t{top} << 23) & m) == (k.value[static_cast<size_t>(e)] & m))
        members.push_back(e);
    }
    size_t g = std::find(groups.begin(), groups.end(), members) - groups.begin();
    if (g == groups.size()) groups.push_back(members);
    k.group_of_prefix[top] = static_cast<uint16_t>(g);
  }
  for (const std::vector<Encoding>& members : groups) {
    EncodingSelector::Group g = key_runs(members, k.mask);
    add_entries(k, g, members);
    k.groups.push_back(g);
  }
  return k;
}

const EncodingSelector& selector() {
  static const EncodingSelector sel = build_selector();
  return sel;
}

// The opcode number by the encoding's layout, from the first two dwords; a
// part of width 0 adds nothing.
uint32_t opcode_of_head(const EncodingLayout& l, uint64_t head) {
  static_assert(sizeof(l.opcode) / sizeof(l.opcode[0]) == 2);
  auto part = [head](FieldBits b) {
    return static_cast<uint32_t>((head >> (32 * b.word + b.lsb)) & ((uint64_t{1} << b.width) - 1));
  };
  return part(l.opcode[0]) | part(l.opcode[1]) << l.opcode[0].width;
}

}  // namespace

DecodeStatus decode(std::span<const uint8_t> bytes, WaveSize wave, Instruction& out) {
  Reader r{bytes};
  if (!r.has(1)) return DecodeStatus::kTruncated;
  out.info = nullptr;
  out.size = 0;
  out.num_words = 0;
  out.has_literal = false;
  out.literal = 0;
  out.num_operands = 0;
  out.num_addresses = 0;
  out.wave = wave;
  // Match bits may lie in the second dword (FLAT's saddr forms); an encoding
  // whose second dword is missing is left to the ones that fit.
  size_t have = r.has(2) ? 2 : 1;
  uint64_t head64 = have == 2 ? r.qword() : r.dword(0);
  const EncodingSelector& sel = selector();
  const EncodingSelector::List& list = sel.select(head64);
  for (uint8_t ci = 0; ci < list.count; ++ci) {
    Encoding e = list.encodings[ci];
    size_t ei = static_cast<size_t>(e);
    if (have < 2 && (sel.mask[ei] >> 32) != 0) continue;  // needs a second dword
    const EncodingLayout& l = layout(e);
    // A form without this opcode (a BVH form's bits on image_load) leaves the
    // instruction to the next encoding that matches, as LLVM's tables do.
    const OpcodeInfo* info = find_opcode(e, opcode_of_head(l, head64));
    if (info == nullptr) continue;
    out.info = info;
    out.fields_layout = &l;
    switch (l.family) {
      case Family::kSMEM:
        return detail::decode_smem(r, out);
      case Family::kSDWA:
        return detail::decode_sdwa(r, out);
      case Family::kMIMG:
        return detail::decode_mimg(r, out);
      default:
        return detail::decode_generic(r, out);
    }
  }
  return DecodeStatus::kInvalid;
}

}  // namespace rdnavk::isa
