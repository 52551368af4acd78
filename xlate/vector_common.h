// Shared by the vector ALU families (ops_vector*.cpp): the shapes of VOP1, VOP2,
// VOP3 and VOPC instructions, the destination write under EXEC, and the float
// output modifiers.
#pragma once

#include <string_view>
#include <vector>

#include "xlate/emit.h"

namespace rdnavk::xlate::vec {

using isa::Instruction;

// Operand i of the instruction.
inline const isa::Operand& opnd(const Instruction& in, unsigned i) {
  return in.operands[i];
}
// The VOP3 output modifiers.
bool has_clamp(const Instruction& in);
unsigned omod(const Instruction& in);  // 0 none, 1 *2, 2 *4, 3 /2
bool is_vop3(const Instruction& in);
// The first source operand's index (after vdst, and sdst for VOP3b).
unsigned first_src(const Instruction& in);

// Writes `v` (u32, u64 or a float of either width; 16-bit into the low half)
// to the VGPR destination operand `i` where the lane is active.
bool write_vdst(Emit& e, const Instruction& in, V v, unsigned i = 0);
// Applies omod and clamp to a float result (RDNA2 ISA 6.2.2) and writes it;
// `unflushed`: the result before MODE's output flush, where it differs.
bool write_float(Emit& e, const Instruction& in, V v, unsigned i = 0, const V* unflushed = nullptr);
// A lane-mask result (VOPC, carry-outs): bit per lane, 0 where inactive;
// crosses lanes (D10). Sets operand `sdst` (an implicit VCC too), or EXEC.
bool write_mask(Emit& e, const Instruction& in, const V& bit, int sdst, bool to_exec);

// Source `k` (0-based among the sources) as `t`, with its neg/abs.
V source(Emit& e, const Instruction& in, unsigned k, Ty t);

// ---- float VALU steps for the other families (ops_float.cpp)
enum class FloatStep { kAdd, kMul, kFma, kMin, kMax };
// One f16 or f32 operation as the VALU computes it under MODE: inputs flushed,
// the result's denormals and NaNs as the hardware writes them; no clamp.
V float_step(Emit& e, FloatStep op, const std::vector<V>& srcs);
// Float to float as v_cvt_* converts (nearest even, MODE's denormals, NaNs).
V float_convert(Emit& e, const V& x, Ty to);
// Trunc, Floor, Ceil or RoundEven of an f32 or f64 value, exact on any host
// (the host's built-ins are not trusted with them; ops_float.cpp says why).
V float_round_integral(Emit& e, Ty t, std::string_view name, const V& x);
// MODE's input flushing of one source.
V float_flush_input(Emit& e, const V& x);
// False (refused) where MODE rounds other than to nearest even.
bool float_round_mode_ok(Emit& e);

// ---- DPP and SDWA (dpp_sdwa.cpp; RDNA2 ISA 6.2.3-6.2.4)
bool is_sdwa(const Instruction& in);  // VOP1/VOP2/VOPC SDWA
bool is_dpp(const Instruction& in);   // DPP16 and DPP8
// The operand decoded from field `f` (its base record's), or nullptr.
const isa::Operand* operand_of(const Instruction& in, isa::Field f);
// Before the handler: gathers DPP's src0 from its source lane, selects SDWA's
// source bytes or words, and sets Emit's hooks (src_override, write_enable_var)
// so that every VOP handler reads and writes through them unchanged. May end
// the segment (DPP crosses lanes). False when refused.
bool begin_lane_modifiers(Emit& e, const Instruction& in);
void end_lane_modifiers(Emit& e);
// SDWA's dst_sel and dst_unused applied to a 32-bit result `v` (old: the
// destination's value before); answers the dword to write.
V sdwa_destination(Emit& e, const Instruction& in, const V& v, const V& old);
// Lane `src`'s EXEC bit (u32 lane number).
V exec_bit(Emit& e, const V& src);

}  // namespace rdnavk::xlate::vec
