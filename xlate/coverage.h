// Which gfx1030 opcodes the compute translator carries out and which it refuses,
// by encoding class: the translator's coverage of the ISA, read from its
// handler tables (find_op) and the opcode table (isa::all_opcodes()), for
// `rdnavk info --translator`.
//
// One entry per record of the opcode table, that is per opcode and encoding
// form (s_add_u32 once; buffer_load_dword in each of MUBUF, MUBUF_OFFEN, ...,
// MUBUF_LDS). An opcode is carried out in a form when its mnemonic without the
// encoding suffix (_e32, _e64, _dpp, _sdwa) has a handler and the form is not
// one the translator refuses whatever the operands:
// - DPP16 and DPP8 with a 64-bit src0 (lane-modifier-64-bit-source: DPP sources
//   are 32 bits wide, RDNA2 ISA 6.2);
// - SDWA with a 64-bit vector destination (sdwa-64-bit-destination);
// - the loads that write LDS (the MUBUF, GLOBAL and SCRATCH *_LDS forms:
//   buffer-load-lds, global-load-lds, scratch-load-lds).
// A handler may still refuse an instruction for its operands or the dispatch's
// state (a DPP control, an output modifier, a float mode); those refusals are
// not counted here.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "isa/table.h"

namespace rdnavk::xlate {

struct OpcodeCoverage {
  const isa::OpcodeInfo* info = nullptr;
  std::string refusal;  // empty: carried out; else what every instruction of it gets
  bool carried_out() const { return refusal.empty(); }
};

struct EncodingCoverage {
  // The class: SOP2, SOPK, SOP1, SOPC, SOPP, SMEM, VOP2, VOP1, VOPC, VOP3, VOP3P,
  // DPP16, DPP8, SDWA (the VOP1/VOP2/VOPC forms with those operand modifiers,
  // counted apart from their base encodings), VINTRP, DS, MUBUF, MTBUF, FLAT,
  // GLOBAL, SCRATCH, EXP, MIMG; each with every form of its encoding.
  std::string name;
  std::vector<OpcodeCoverage> opcodes;  // in the opcode table's order
  size_t carried_out() const;
  size_t total() const { return opcodes.size(); }
};

// The class an encoding belongs to ("MUBUF" for MUBUF_OFFEN_LDS, "DPP8" for
// VOP2_DPP8FI).
std::string encoding_class(isa::Encoding e);

// What the translator answers every instruction of `info` with: "" when it
// carries the opcode out, else the refusal ("instruction-s_sethalt").
std::string opcode_refusal(const isa::OpcodeInfo& info);

// Every record of isa::all_opcodes(), by class, the classes in the order above.
std::vector<EncodingCoverage> translator_coverage();

// The distinct mnemonics without encoding suffix (v_add_f32 for its _e32, _e64,
// _dpp and _sdwa forms) of the opcode table, and how many have a handler.
struct MnemonicCoverage {
  size_t with_handler = 0;
  size_t total = 0;
};
MnemonicCoverage mnemonic_coverage();

}  // namespace rdnavk::xlate
