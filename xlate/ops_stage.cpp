// The instructions whose meaning is the stage's: exp (a vertex or pixel
// program's outputs), v_interp_* (a pixel program's attribute interpolation)
// and s_sendmsg (messages to the stage's fixed function: GS_ALLOC_REQ, ...).
// Each goes to the Stage the module is written for (stage.h); the defaults
// refuse it, as a stage that has no such output does.
#include <fmt/format.h>

#include <map>

#include "xlate/emit.h"

namespace rdnavk::xlate {

bool Stage::exp(Emit& e, const isa::Instruction&) {
  return e.refuse("instruction-exp");
}

bool Stage::interp(Emit& e, const isa::Instruction& in) {
  return e.refuse(fmt::format("instruction-{}", base_mnemonic(in)));
}

// S_SENDMSG's message id is SIMM16 bits 3:0 (RDNA2 ISA 4.1, SOPP); a stage
// that carries no message out refuses each by its number.
bool Stage::sendmsg(Emit& e, const isa::Instruction& in) {
  uint32_t simm16 = in.num_operands > 0 ? in.operands[0].value : 0;
  return e.refuse(fmt::format("sendmsg-{}", simm16 & 0xf));
}

namespace {

bool exp(Emit& e, const isa::Instruction& in) {
  return e.stage.exp(e, in);
}
bool interp(Emit& e, const isa::Instruction& in) {
  return e.stage.interp(e, in);
}
bool sendmsg(Emit& e, const isa::Instruction& in) {
  return e.stage.sendmsg(e, in);
}

constexpr OpEntry kStageOps[] = {
    {"exp", exp},
    {"v_interp_p1_f32", interp},
    {"v_interp_p2_f32", interp},
    {"v_interp_mov_f32", interp},
    {"v_interp_p1ll_f16", interp},
    {"v_interp_p1lv_f16", interp},
    {"v_interp_p2_f16", interp},
    {"s_sendmsg", sendmsg},
    {"s_sendmsghalt", sendmsg},
};

}  // namespace

std::span<const OpEntry> stage_ops() {
  return kStageOps;
}

const OpEntry* find_stage_op(std::string_view mnemonic) {
  for (const OpEntry& op : kStageOps)
    if (mnemonic == op.name) return &op;
  return nullptr;
}

}  // namespace rdnavk::xlate
