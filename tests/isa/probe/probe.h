// The table probe: asks LLVM 19's AMDGPU disassembler (tests/isa/llvm_oracle.h)
// about every opcode number of every GFX10.3 encoding and writes what it learns
// (mnemonics, operand fields, widths, constant types, the values each field
// accepts, modifier behaviour, symbol tables) as the JSON that
// scripts/isa/gen_isa_tables.py turns into isa/gfx1030_table.inc.
// Run by scripts/isa/probe.sh; never part of a test run.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "isa/operand_text.h"
#include "tests/isa/llvm_oracle.h"

namespace rdnavk::isa::probe {

using Words = std::vector<uint32_t>;
using testing::LlvmDecode;
using testing::LlvmDisassembler;

// A field of the instruction bits: `width` bits at bit `lsb` of dword `word`.
struct Bits {
  int word = 0;
  int lsb = 0;
  int width = 0;
  uint32_t max() const { return width >= 32 ? 0xffffffffu : (1u << width) - 1; }
};
uint32_t get(const Words& w, Bits b);
void put(Words& w, Bits b, uint32_t v);

// LLVM's text of one instruction, split: the mnemonic, the comma-separated
// operands (commas inside (), [] and "" do not split), and the space-separated
// modifiers that follow the last operand (only when `modifiers` is set).
struct Printed {
  std::string mnemonic;
  std::vector<std::string> operands;
  std::vector<std::string> modifiers;
};
Printed split_text(const std::string& text, bool modifiers);

struct Oracle {
  LlvmDisassembler w32{false};
  LlvmDisassembler w64{true};
  uint64_t decodes = 0;
  // Decodes `w` followed by `pad` zero dwords (room for literals).
  LlvmDecode decode(const Words& w, bool wave64 = false);
  // Valid and printed without any of LLVM's /* ... */ complaints.
  static bool clean(const LlvmDecode& d) {
    return d.valid && d.text.find("/*") == std::string::npos;
  }
};

// The literal dwords a scan puts after an instruction whose source field holds
// 255: chosen so that every ConstType prints them differently.
extern const uint32_t kProbeLiterals[6];

// The values a field accepts, as the probe found them: bit v set when value v
// decodes cleanly with the same mnemonic. Stored as hex, lowest value first.
std::string mask_hex(const std::vector<bool>& valid);

// What one printed operand slot is, learned from scanning every value of its
// field: its kind and width, and for sources its constant type.
struct SlotClass {
  std::string kind;  // "sreg", "ssrc", "vgpr", "vsrc", or "" when no model fits
  int dwords = 0;
  std::optional<ConstType> ctype;
  std::vector<bool> valid;  // the accepted values
  std::string error;        // why no model fits
};

// Scans values [0, count) of `field` in `base` (literal dwords appended for
// 255), reading printed operand `slot`, and fits the register and source
// models; the register code of value v is v * scale (SMEM sbase counts pairs,
// buffer resources quads). A value is accepted when it decodes cleanly with
// the same mnemonic and number of operands.
SlotClass classify_slot(Oracle& o, bool wave64, const Words& base, Bits field, unsigned count,
                        unsigned scale, int slot, bool modifiers, const std::string& mnemonic,
                        const std::vector<uint32_t>& other_form = {});

// Which printed operand a field feeds: the index of the operand whose text
// changes when the field changes from its base value to `alt`; -1 when the
// text does not change (the field is ignored or not printed), -2 when the
// change makes the instruction invalid or another one.
int operand_of_field(Oracle& o, bool wave64, const Words& base, Bits field, uint32_t alt,
                     bool modifiers);

// The JSON record of one opcode: {"op", "name", "operands": [...], ...}.
using Json = nlohmann::ordered_json;

// A set of field values as [[first, last], ...] ranges.
Json value_ranges(const std::vector<bool>& valid);

// One field of a format's instruction word, as the probe varies it.
struct FieldSpec {
  // kFormat: laid out for the runtime but printed by the format's own rules,
  // so the generic prober leaves it alone.
  enum Type { kRegister, kImmediate, kFlag, kFormat };
  std::string name;
  Bits bits;
  Type type = kRegister;
  uint32_t probe = 0;                // a distinctive value for the base instruction
  uint32_t alt = 0;                  // another, to see which printed operand changes
  unsigned scale = 1;                // register code = value * scale
  std::vector<uint32_t> other_form;  // values that select another form (SMEM soffset null)
  // Bits set while this field is probed: a second view of a field whose meaning
  // another bit changes (SDWA's src0 is an SGPR when bit 55 is set). Its record
  // joins the first view's as "forms": {name: record}.
  std::vector<std::pair<Bits, uint32_t>> with;
};

// An immediate field's printing: how value v is written, or "" when the slot
// is not printed for v. Candidates are tried in order over every value.
struct ImmediateModel {
  std::string name;
  std::function<std::string(uint32_t v)> text;
};
// The plain numeric models: hex, unsigned decimal, signed decimal of the
// field's width.
std::vector<ImmediateModel> numeric_models(int width);

struct FormatSpec {
  FormatSpec(std::string n, unsigned w, std::vector<std::pair<Bits, uint32_t>> m,
             std::vector<Bits> op, unsigned count, std::vector<FieldSpec> f, bool mods = false)
      : name(std::move(n)),
        words(w),
        match(std::move(m)),
        opcode(std::move(op)),
        opcodes(count),
        fields(std::move(f)),
        modifiers(mods) {}
  std::string name;
  std::string family;  // encodings that decode and print alike; the name when empty
  unsigned words = 1;  // dwords of the instruction proper
  std::vector<std::pair<Bits, uint32_t>> match;  // the bits that select the format
  std::vector<Bits> opcode;                      // the opcode's bits, low part first
  unsigned opcodes = 0;                          // opcode numbers to try
  std::vector<FieldSpec> fields;
  bool modifiers = false;  // the format prints modifiers after its operands
  // Symbolic immediates (hwreg, sendmsg...) recognised by their text.
  std::vector<std::pair<std::string, std::string>> symbolic;  // (model, text prefix)
  // Which opcodes this spec describes (VOP3a and VOP3b lay out bits 14:8
  // differently); all when empty.
  std::function<bool(Oracle&, unsigned op)> accept;
};

// Field constructors: a register or source field (probe and alt are two
// distinct values), an immediate, a flag, a field the format prints itself.
inline FieldSpec reg(const char* name, Bits b, uint32_t probe, uint32_t alt, unsigned scale = 1) {
  FieldSpec f;
  f.name = name;
  f.bits = b;
  f.probe = probe;
  f.alt = alt;
  f.scale = scale;
  return f;
}

inline FieldSpec imm(const char* name, Bits b, uint32_t probe) {
  FieldSpec f;
  f.name = name;
  f.bits = b;
  f.type = FieldSpec::kImmediate;
  f.probe = probe;
  return f;
}

inline FieldSpec format_field(const char* name, Bits b, uint32_t probe = 0) {
  FieldSpec f;
  f.name = name;
  f.bits = b;
  f.type = FieldSpec::kFormat;
  f.probe = probe;
  return f;
}

inline FieldSpec flag(const char* name, Bits b, uint32_t probe = 0) {
  FieldSpec f;
  f.name = name;
  f.bits = b;
  f.type = FieldSpec::kFlag;
  f.probe = probe;
  return f;
}

// The instruction words of opcode `op` with every field zero.
Words make_words(const FormatSpec& f, unsigned op);
// The format's layout as JSON: {"words", "match", "opcode", "fields"}.
Json layout_json(const FormatSpec& f);

// Probes every opcode of a format in wave32 and wave64 and appends one record
// per valid opcode to out (a JSON array).
void probe_format(Oracle& o, const FormatSpec& f, Json& out);

// Per-format probes; each adds its formats' records to out[format name].
void probe_scalar(Oracle& o, Json& out);
void probe_vector(Oracle& o, Json& out);
void probe_memory(Oracle& o, Json& out);
void probe_mimg(Oracle& o, Json& out);
void probe_symbols(Oracle& o, Json& out);

}  // namespace rdnavk::isa::probe
