// Compiled with LLVM's include path and without RTTI (LLVM is built without it);
// see tests/isa/CMakeLists.txt.
#include "tests/isa/llvm_oracle.h"

#include <cstring>

#include <llvm/ADT/ArrayRef.h>
#include <llvm/MC/MCAsmInfo.h>
#include <llvm/MC/MCContext.h>
#include <llvm/MC/MCDisassembler/MCDisassembler.h>
#include <llvm/MC/MCInst.h>
#include <llvm/MC/MCInstPrinter.h>
#include <llvm/MC/MCInstrInfo.h>
#include <llvm/MC/MCRegisterInfo.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/MCTargetOptions.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Triple.h>

extern "C" void LLVMInitializeAMDGPUTargetInfo();
extern "C" void LLVMInitializeAMDGPUTargetMC();
extern "C" void LLVMInitializeAMDGPUDisassembler();

namespace rdnavk::isa::testing {

struct LlvmDisassembler::Impl {
  llvm::Triple triple{"amdgcn-amd-amdhsa"};
  std::unique_ptr<llvm::MCRegisterInfo> mri;
  std::unique_ptr<llvm::MCAsmInfo> mai;
  std::unique_ptr<llvm::MCSubtargetInfo> sti;
  std::unique_ptr<llvm::MCInstrInfo> mii;
  std::unique_ptr<llvm::MCContext> ctx;
  std::unique_ptr<llvm::MCDisassembler> disasm;
  std::unique_ptr<llvm::MCInstPrinter> printer;
};

LlvmDisassembler::LlvmDisassembler(bool wave64) : impl_(std::make_unique<Impl>()) {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUDisassembler();
  std::string err;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(impl_->triple.str(), err);
  if (target == nullptr) {
    error_ = "no AMDGPU target in LLVM: " + err;
    return;
  }
  Impl& m = *impl_;
  m.mri.reset(target->createMCRegInfo(m.triple.str()));
  llvm::MCTargetOptions options;
  m.mai.reset(target->createMCAsmInfo(*m.mri, m.triple.str(), options));
  m.sti.reset(target->createMCSubtargetInfo(m.triple.str(), "gfx1030",
                                            wave64 ? "+wavefrontsize64" : "+wavefrontsize32"));
  m.mii.reset(target->createMCInstrInfo());
  if (!m.mri || !m.mai || !m.sti || !m.mii) {
    error_ = "LLVM could not describe gfx1030";
    return;
  }
  m.ctx = std::make_unique<llvm::MCContext>(m.triple, m.mai.get(), m.mri.get(), m.sti.get());
  m.disasm.reset(target->createMCDisassembler(*m.sti, *m.ctx));
  m.printer.reset(target->createMCInstPrinter(m.triple, 0, *m.mai, *m.mii, *m.mri));
  if (!m.disasm || !m.printer) error_ = "LLVM has no AMDGPU disassembler or printer";
}

LlvmDisassembler::~LlvmDisassembler() = default;

bool LlvmDisassembler::ok() const {
  return error_.empty();
}

namespace {

// Whether an SDWA instruction has a select of 7 that LLVM would print: dst_sel
// (bits 42:40; VOPC has sdst there), src0_sel (50:48), src1_sel (58:56, VOP2
// and VOPC only). RDNA2 ISA 13.3.5.
bool sdwa_select_reserved(const std::string& name, std::span<const uint8_t> bytes) {
  if (name.find("_sdwa") == std::string::npos || bytes.size() < 8) return false;
  uint32_t w0, w1;
  std::memcpy(&w0, bytes.data(), 4);
  std::memcpy(&w1, bytes.data() + 4, 4);
  uint32_t prefix = w0 >> 25;
  bool vopc = prefix == 0x3e, vop1 = prefix == 0x3f;
  if (!vopc && ((w1 >> 8) & 7) == 7) return true;
  if (((w1 >> 16) & 7) == 7) return true;
  return !vop1 && ((w1 >> 24) & 7) == 7;
}

}  // namespace

LlvmDecode LlvmDisassembler::decode(std::span<const uint8_t> bytes, uint64_t address,
                                    Detail detail) const {
  LlvmDecode out;
  if (!ok()) return out;
  const Impl& m = *impl_;
  llvm::MCInst inst;
  uint64_t size = 0;
  std::string comments;
  llvm::raw_string_ostream cs(comments);
  auto status = m.disasm->getInstruction(
      inst, size, llvm::ArrayRef<uint8_t>(bytes.data(), bytes.size()), address, cs);
  cs.flush();
  out.comments = comments;
  out.size = static_cast<uint32_t>(size);
  out.valid = status == llvm::MCDisassembler::Success;
  if (!out.valid) return out;
  out.opcode_name = m.mii->getName(inst.getOpcode()).str();
  if (detail == kDecodeOnly) return out;
  if (sdwa_select_reserved(out.opcode_name, bytes)) {
    out.unprintable = true;
    return out;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  m.printer->printInst(&inst, address, "", *m.sti, os);
  os.flush();
  out.text = collapse_whitespace(text);
  if (detail != kOperands) return out;
  const llvm::MCInstrDesc& desc = m.mii->get(inst.getOpcode());
  auto property = [&](bool has, const char* name) {
    if (has) out.properties.push_back(name);
  };
  property(desc.isBranch(), "branch");
  property(desc.isConditionalBranch(), "conditional");
  property(desc.isIndirectBranch(), "indirect");
  property(desc.isCall(), "call");
  property(desc.isReturn(), "return");
  property(desc.isTerminator(), "terminator");
  property(desc.isBarrier(), "barrier");
  property(desc.mayLoad(), "load");
  property(desc.mayStore(), "store");
  out.num_defs = desc.getNumDefs();
  for (unsigned i = 0; i < desc.getNumOperands(); ++i) {
    int tied = desc.getOperandConstraint(i, llvm::MCOI::TIED_TO);
    if (tied >= 0 && tied < static_cast<int>(desc.getNumDefs())) out.tied_defs.push_back(tied);
  }
  for (llvm::MCPhysReg r : desc.implicit_uses()) out.implicit_uses.push_back(m.mri->getName(r));
  for (llvm::MCPhysReg r : desc.implicit_defs()) out.implicit_defs.push_back(m.mri->getName(r));
  for (unsigned i = 0; i < inst.getNumOperands(); ++i) {
    const llvm::MCOperand& op = inst.getOperand(i);
    LlvmOperand o;
    if (op.isReg()) {
      o.is_reg = true;
      if (op.getReg() != 0) o.reg = m.mri->getName(op.getReg());
    } else if (op.isImm()) {
      o.is_imm = true;
      o.imm = op.getImm();
    }
    if (i < desc.getNumOperands()) {
      const llvm::MCOperandInfo& info = desc.operands()[i];
      o.operand_type = info.OperandType;
      if (info.RegClass >= 0) {
        const llvm::MCRegisterClass& rc = m.mri->getRegClass(info.RegClass);
        o.reg_class = m.mri->getRegClassName(&rc);
        o.reg_class_bits = static_cast<int>(rc.getSizeInBits());
      }
    }
    out.operands.push_back(std::move(o));
  }
  return out;
}

LlvmDecode LlvmDisassembler::decode_words(std::span<const uint32_t> words, Detail detail) const {
  return decode({reinterpret_cast<const uint8_t*>(words.data()), words.size() * 4}, 0, detail);
}

std::string collapse_whitespace(const std::string& s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\n') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

}  // namespace rdnavk::isa::testing
