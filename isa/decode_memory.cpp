// MIMG operand shapes (RDNA2 ISA 13.10): how many vdata and address registers
// an image instruction names depends on dmask, d16, tfe, dim and a16. LLVM's
// disassembler first decodes a base variant of the opcode, then moves to the
// variant those fields ask for when one exists and the registers fit
// (AMDGPUDisassembler::convertMIMGInst); the table's MimgShape records its
// facts per opcode and form, and this follows the same steps.
#include <bit>

#include "isa/decode_internal.h"

namespace rdnavk::isa::detail {

namespace {

struct Shape {
  unsigned vdata;
  unsigned addresses;
};

Shape reshape(const Instruction& in, const MimgShape& s, bool nsa) {
  Shape base{s.vdata, s.addresses};
  if (s.bvh) return base;
  unsigned dmask = in.field(Field::kDmask);
  unsigned channels = s.gather4 ? 4 : std::max(std::popcount(dmask), 1);
  if (in.field(Field::kD16)) channels = (channels + 1) / 2;  // packed d16 (GFX10)
  if (in.field(Field::kTfe)) channels += 1;
  unsigned addr = s.addr_dwords[in.field(Field::kDim) + 8 * in.field(Field::kA16)];
  if (addr == 0) return base;  // no variant has the addresses this dim asks for
  if (!nsa && addr > 12) addr = 16;
  if (channels > 5) return base;
  // NSA forms name their addresses one by one: they can only drop some.
  if (nsa && addr > base.addresses) return base;
  if (!s.exists(channels, addr) || s.vdata_regs[channels - 1] == 0) return base;
  // A widened register must still end at v255 or below.
  unsigned regs = s.vdata_regs[channels - 1];
  if (regs != base.vdata && in.field(Field::kVdata) + regs > 256) return base;
  if (!nsa && addr != base.addresses && in.field(Field::kVaddr) + addr > 256) return base;
  return {regs, addr};
}

}  // namespace

DecodeStatus decode_mimg(const Reader& r, Instruction& out) {
  DecodeStatus st = decode_generic(r, out);
  if (st != DecodeStatus::kOk) return st;
  const MimgShape* s = out.info->mimg_shape();
  if (s == nullptr || out.num_operands < 2) return DecodeStatus::kInvalid;
  bool nsa = out.field(Field::kNsa) != 0;
  Shape shape = reshape(out, *s, nsa);
  // Operands 0 and 1 are vdata and the address (the table prints them as the
  // probe saw its base; the shape decides).
  Operand& vdata = out.operands[0];
  vdata.kind = OperandKind::kVgpr;
  vdata.code = static_cast<uint16_t>(256 + out.field(Field::kVdata));
  vdata.dwords = static_cast<uint8_t>(shape.vdata);
  Operand& vaddr = out.operands[1];
  vaddr.kind = OperandKind::kVgpr;
  vaddr.code = static_cast<uint16_t>(256 + out.field(Field::kVaddr));
  vaddr.dwords = static_cast<uint8_t>(nsa ? 1 : shape.addresses);
  out.num_addresses = 0;
  if (nsa) {
    // vaddr0, then one byte per further address in the NSA dwords.
    out.num_addresses = static_cast<uint8_t>(shape.addresses);
    out.addresses[0] = static_cast<uint8_t>(out.field(Field::kVaddr));
    for (unsigned i = 1; i < shape.addresses; ++i)
      out.addresses[i] = static_cast<uint8_t>(out.words[2 + (i - 1) / 4] >> (8 * ((i - 1) % 4)));
  }
  return DecodeStatus::kOk;
}

}  // namespace rdnavk::isa::detail
