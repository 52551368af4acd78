// Float building blocks shared by the float families (ops_float.cpp defines
// them; its top comment says how MODE and NaNs are carried out): the formats'
// bit fields, value classes read from the bits, MODE's denormal flushing, the
// canonical result and the once-rounded fused multiply-add.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "xlate/vector_common.h"

namespace rdnavk::xlate::fp {

using Vs = std::vector<V>;

// ---- formats (f16, f32, f64)
Ty uty(Ty f);  // the unsigned type of the same width
unsigned mant_bits(Ty f);
uint64_t sign_bit(Ty f);
uint64_t man_mask(Ty f);
uint64_t exp_mask(Ty f);
uint64_t quiet_bit(Ty f);
V k(Emit& e, Ty u, uint64_t v);      // an unsigned constant of type u
V fbits(Emit& e, Ty f, uint64_t b);  // a float constant by its bits

// ---- small steps
V band(Emit& e, V x, uint64_t m);
V bor(Emit& e, V x, uint64_t m);
V ieq(Emit& e, V x, uint64_t m);
V AND(Emit& e, V p, V q);
V OR(Emit& e, V p, V q);
V NOT(Emit& e, V p);
V sel(Emit& e, V c, V a, V b);
// A float operation the host must neither fuse nor rewrite (NoContraction).
V fop(Emit& e, Ty t, const char* opcode, std::initializer_list<V> args);

// ---- classes by bits
V is_nan(Emit& e, V x);
V is_inf(Emit& e, V x);
V is_zero(Emit& e, V x);
V is_neg(Emit& e, V x);
V is_denorm(Emit& e, V x);
V quiet(Emit& e, V x);         // the quiet bit set, sign and payload kept
V default_nan(Emit& e, Ty f);  // 0x7fc00000 and its widths
V signed_zero(Emit& e, V x);   // a zero of x's sign

// ---- MODE and results
// A denormal becomes a zero of its sign where MODE flushes inputs (output:
// results) of its type.
V flush(Emit& e, V x, bool output);
// A result as the VALU writes it: output denormals per MODE, a NaN result the
// first NaN of `ins` quieted, else the default NaN.
V finish(Emit& e, V r, const Vs& ins);
// False (refused) where MODE rounds other than to nearest even.
bool mode_ok(Emit& e, const isa::Instruction& in);
// Source k as float type t with its neg/abs; a 16-bit VOP3 source takes the
// high half of a register where op_sel says so.
V fsrc(Emit& e, const isa::Instruction& in, unsigned k, Ty t);
// fma(s[0], s[1], s[2]) * 2^log2_scale (an i32 in -128..128), rounded once,
// f32 or f64; NaNs as the host gives them (finish makes them canonical).
V fma_scaled(Emit& e, const Vs& s, const V& log2_scale);

}  // namespace rdnavk::xlate::fp
