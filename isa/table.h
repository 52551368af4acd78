// The opcode table of GFX10.3 (gfx1030): one record per opcode of every
// encoding, with the layout of each encoding's fields, generated from LLVM 19's
// answers (scripts/isa/gen_isa_tables.py from scripts/isa/gfx1030_isa.json,
// which tests/isa/probe writes; decision record 0011). The decoder, the
// printer and the test encoder are all driven by it.
#pragma once

#include <cstdint>
#include <span>

#include "isa/gfx1030_enums.h"
#include "isa/operand_text.h"

namespace rdnavk::isa {

// `width` bits at bit `lsb` of instruction dword `word`; width 0: absent.
struct FieldBits {
  uint8_t word = 0;
  uint8_t lsb = 0;
  uint8_t width = 0;
  uint8_t scale = 1;  // the register code is the field value times this
};

struct EncodingLayout {
  const char* name;
  Family family;  // the encodings that decode and print alike (all FLAT forms...)
  uint8_t words;  // dwords of the instruction proper (literals and NSA follow)
  uint8_t num_match;
  FieldBits match[6];
  uint32_t match_value[6];
  uint8_t num_opcode_bits;
  FieldBits opcode[2];  // low part first
  uint16_t num_opcodes;
  uint32_t lookup;  // first entry of this encoding in the opcode lookup
  FieldBits fields[static_cast<int>(Field::kCount)];
};

enum class OperandKind : uint8_t {
  kSReg,         // a scalar register field (7 bits, or scaled)
  kSSrc,         // an 8-bit scalar source: register, constant or literal
  kVgpr,         // an 8-bit VGPR field
  kVSrc,         // a 9-bit vector source: SGPR, VGPR, constant or literal
  kImmediate,    // a number or a symbolic immediate
  kImplicit,     // printed but not encoded (vcc_lo of v_cndmask_b32_e32)
  kInterpAttr,   // attr5.y: attribute bits 5:0, channel 7:6
  kInterpParam,  // v_interp_mov's p10, p20, p0
};

enum class ImmFormat : uint8_t {
  kHex,         // 0x1234
  kDec,         // unsigned decimal (branch offsets print so)
  kSDec,        // signed decimal of the field's width
  kB32,         // as LLVM prints a 32-bit immediate (printImmediate32)
  kSB32,        // the same after sign extension from the field's width
  kDecNonzero,  // decimal, nothing when zero (s_endpgm)
  kNone,        // not printed
  kHwreg,
  kSendmsg,
  kWaitcnt,
  kDepctr,
  kVersion,
};

struct OperandInfo {
  Field field;
  OperandKind kind;
  uint8_t dwords;      // wave32
  uint8_t dwords_w64;  // wave64: lane masks are twice as wide
  ConstType ctype;     // sources: how constants decode and print
  ImmFormat imm;       // immediates
  uint16_t valid;      // the accepted field values (value set index), wave32
  uint16_t valid_w64;
  const char* text;      // kImplicit: the text in wave32
  const char* text_w64;  // and in wave64
  uint16_t alt;          // another form (SDWA: an SGPR source), 0xffff if none
};

// A field that is not printed, and the values LLVM accepts in it.
struct FixedField {
  Field field;
  uint16_t valid;
};

// What a modifier field does to the text (the probe toggled each one).
enum class ModEffect : uint8_t {
  kText,   // prints `text` when set (glc, clamp, fi:1, high)
  kNeg,    // negates printed operand `operand` (-v1, neg(1.0))
  kAbs,    // |v1|
  kSext,   // sext(v1)
  kList,   // entry `index` of a list modifier (op_sel:[1,0])
  kOmod,   // the 2-bit output modifier: mul:2, mul:4, div:2
  kWiden,  // widens printed operand `operand` by a dword (tfe's status dword)
};
enum class ModList : uint8_t { kOpSel, kOpSelHi, kNegLo, kNegHi, kCount };

struct ModifierBit {
  Field field;
  ModEffect effect;
  uint8_t operand;   // kNeg, kAbs, kSext: the printed operand's index
  ModList list;      // kList
  uint8_t index;     // kList: the entry this field sets
  uint8_t count;     // kList: how many entries the list prints
  uint8_t dflt;      // kList: the entry value that prints nothing
  const char* text;  // kText
};

enum OpcodeFlags : uint32_t {
  kBranch = 1u << 0,  // LLVM MCInstrDesc properties
  kConditional = 1u << 1,
  kIndirect = 1u << 2,
  kCall = 1u << 3,
  kReturn = 1u << 4,
  kTerminator = 1u << 5,
  kBarrier = 1u << 6,
  kMayLoad = 1u << 7,
  kMayStore = 1u << 8,
  kWave32Only = 1u << 9,
  kWave64Only = 1u << 10,
  kOffsetPair = 1u << 11,    // DS: offset0 and offset1 apart (ds_write2_b32)
  kSwizzle = 1u << 12,       // DS: the offset is a swizzle pattern (ds_swizzle_b32)
  kPrintsOffset = 1u << 13,  // memory: the offset field prints (not buffer_gl0_inv)
};

// The MIMG reshaping facts of an opcode and form (LLVM convertMIMGInst; see
// scripts/isa/gen_isa_tables.py mimg_shape and isa/decode_memory.cpp).
struct MimgShape {
  uint8_t vdata;            // the base variant's vdata dwords
  uint8_t addresses;        // and address dwords (NSA: addresses)
  uint8_t addr_dwords[16];  // address dwords per dim (0-7), a16 adds 8; 0: none
  uint8_t vdata_regs[5];    // registers a variant of 1-5 channels names; 0: unseen
  bool gather4;             // four channels whatever dmask
  bool bvh;                 // never reshaped
  uint64_t exists_lo;       // bit (channels - 1) * 16 + (addresses - 1): the variant exists
  uint64_t exists_hi;
  bool exists(unsigned vdata_dwords, unsigned address_dwords) const {
    if (vdata_dwords < 1 || vdata_dwords > 5 || address_dwords < 1 || address_dwords > 16)
      return false;
    unsigned bit = (vdata_dwords - 1) * 16 + (address_dwords - 1);
    return ((bit < 64 ? exists_lo >> bit : exists_hi >> (bit - 64)) & 1) != 0;
  }
};

struct OpcodeInfo {
  const char* name;  // the mnemonic as LLVM prints it
  Encoding encoding;
  uint16_t opcode;
  uint8_t bytes;  // without a literal
  uint8_t num_operands;
  uint16_t operands;  // first index into operand_infos()
  uint8_t num_fixed;
  uint16_t fixed;
  uint8_t num_modifiers;
  uint16_t modifiers;
  uint64_t reserved;  // bits of dwords 0-1 that must be zero
  uint32_t flags;     // OpcodeFlags
  const char* llvm_name;
  uint16_t shape;  // MIMG: index of its MimgShape, else 0xffff

  std::span<const OperandInfo> operand_list() const;
  const MimgShape* mimg_shape() const;
  std::span<const FixedField> fixed_list() const;
  std::span<const ModifierBit> modifier_list() const;
};

// The encodings in the order their match bits are tested (most bits first).
std::span<const Encoding> match_order();
std::span<const OpcodeInfo> all_opcodes();
// The ranges of a value set (for test generators).
struct ValueRange {
  uint32_t first;
  uint32_t last;
};
std::span<const ValueRange> value_set_ranges(uint16_t set);

namespace detail {

// A value set's members below 512 as a bitmap (register fields test only
// this), and whether any member lies above.
struct ValueSetBits {
  uint64_t bits[8];
  bool large;
};
// What the decoder reads of an opcode record, derived from it at compile time
// and kept apart from the names and printing facts (one cache line holds two).
// The fixed fields and reserved bits are folded, where they can be, into one
// mask and value over dwords 0-1; the fixed fields left over (a set of several
// values that is not the whole field) are kTable.rest_fixed[first_rest..).
struct OpcodeDecode {
  uint64_t mask;
  uint64_t value;
  uint16_t operands;  // first index into kTable.operand_decode
  uint8_t num_operands;
  uint8_t bytes;
  uint16_t first_rest;
  uint8_t num_rest;
  uint8_t wave_flags;          // kWave32Only and kWave64Only, shifted down
  uint16_t first_operand_mod;  // its neg, abs, sext and widening bits:
  uint8_t num_operand_mods;    // kTable.operand_mods[first..)
};
// What the decoder reads of an operand record (kTable.operand_decode[i] is
// kTable.operands[i]).
struct OperandDecode {
  Field field;
  OperandKind kind;
  uint8_t dwords;
  uint8_t dwords_w64;
  uint16_t valid;
  uint16_t valid_w64;
};
// The generated arrays (isa/table.cpp), for the inline look-ups below.
struct TableData {
  const EncodingLayout* layouts;
  const uint16_t* lookup;
  const OpcodeInfo* opcodes;
  const OperandInfo* operands;
  const FixedField* fixed;
  const ModifierBit* modifiers;
  const MimgShape* mimg_shapes;
  const ValueSetBits* value_bits;
  const OpcodeDecode* opcode_decode;  // by index in all_opcodes()
  const OperandDecode* operand_decode;
  const FixedField* rest_fixed;
  const ModifierBit* operand_mods;
};
extern const TableData kTable;
bool in_large_value_set(uint16_t set, uint32_t value);

}  // namespace detail

inline const EncodingLayout& layout(Encoding e) {
  return detail::kTable.layouts[static_cast<size_t>(e)];
}
// The opcode record, or nullptr when `opcode` names nothing in `e`.
inline const OpcodeInfo* find_opcode(Encoding e, uint32_t opcode) {
  const EncodingLayout& l = layout(e);
  if (opcode >= l.num_opcodes) return nullptr;
  uint16_t i = detail::kTable.lookup[l.lookup + opcode];
  return i == 0 ? nullptr : &detail::kTable.opcodes[i - 1];
}
// An operand record by index (the alt forms of OperandInfo::alt).
inline const OperandInfo& operand_info(uint16_t index) {
  return detail::kTable.operands[index];
}
// Whether `value` is in value set `set`.
inline bool in_value_set(uint16_t set, uint32_t value) {
  const detail::ValueSetBits& b = detail::kTable.value_bits[set];
  if (value < 512) return ((b.bits[value >> 6] >> (value & 63)) & 1) != 0;
  return b.large && detail::in_large_value_set(set, value);
}

inline std::span<const OperandInfo> OpcodeInfo::operand_list() const {
  return {detail::kTable.operands + operands, num_operands};
}
inline std::span<const FixedField> OpcodeInfo::fixed_list() const {
  return {detail::kTable.fixed + fixed, num_fixed};
}
inline std::span<const ModifierBit> OpcodeInfo::modifier_list() const {
  return {detail::kTable.modifiers + modifiers, num_modifiers};
}
inline const MimgShape* OpcodeInfo::mimg_shape() const {
  return shape == 0xffff ? nullptr : &detail::kTable.mimg_shapes[shape];
}

inline uint32_t field_value(std::span<const uint32_t> words, FieldBits b) {
  if (b.width == 0 || b.word >= words.size()) return 0;
  uint32_t mask = b.width >= 32 ? 0xffffffffu : (1u << b.width) - 1;
  return (words[b.word] >> b.lsb) & mask;
}
inline void set_field(std::span<uint32_t> words, FieldBits b, uint32_t v) {
  if (b.width == 0 || b.word >= words.size()) return;
  uint32_t mask = b.width >= 32 ? 0xffffffffu : (1u << b.width) - 1;
  words[b.word] = (words[b.word] & ~(mask << b.lsb)) | ((v & mask) << b.lsb);
}

}  // namespace rdnavk::isa
