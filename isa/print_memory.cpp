// The memory and export formats' modifiers, in LLVM's order:
//   DS:     offset:N, or offset0:N offset1:M, or offset:swizzle(...); gds
//   MUBUF:  (tbuffer: format:[...] after soffset) idxen offen offset:N glc slc dlc lds tfe
//   FLAT:   offset:N (signed for global and scratch) glc slc dlc lds
//   EXP:    target first; "off" for disabled sources; done compr vm
#include "isa/print_internal.h"
#include "isa/printer.h"
#include "isa/symbolic.h"

namespace rdnavk::isa::detail {

namespace {

void append_named(std::string& out, const char* name, uint32_t v) {
  out += ' ';
  out += name;
  out += std::to_string(v);
}

// MTBUF is the buffer form with a format field.
bool is_mtbuf(const Instruction& in) {
  return layout(in.encoding()).fields[static_cast<int>(Field::kFormat)].width != 0;
}

// LLVM printSymbolicFormat (GFX10 unified formats): nothing for the default
// (1), the name of a valid format, else the number.
void append_buffer_format(std::string& out, uint32_t f) {
  if (f == 1) return;
  const auto& names = gfx1030_symbols().buffer_format;
  if (f < names.size() && names[f] != nullptr) {
    out += " format:[";
    out += names[f];
    out += ']';
  } else {
    append_named(out, "format:", f);
  }
}

}  // namespace

void print_ds(std::string& out, const Instruction& in) {
  append_operands(out, in);
  uint32_t o0 = in.field(Field::kOffset0), o1 = in.field(Field::kOffset1);
  if (in.info->flags & kOffsetPair) {
    if (o0) append_named(out, "offset0:", o0);
    if (o1) append_named(out, "offset1:", o1);
  } else if (in.info->flags & kSwizzle) {
    append_swizzle(out, o1 << 8 | o0);
  } else if (o1 << 8 | o0) {
    append_named(out, "offset:", o1 << 8 | o0);
  }
  append_texts(out, in);
}

void print_buffer(std::string& out, const Instruction& in) {
  bool first = true;
  for (const Operand& op : in.operand_list()) {
    out += first ? " " : ", ";
    first = false;
    append_operand(out, in, op);
    if (is_mtbuf(in) && operand_record(in, op).field == Field::kSoffset)
      append_buffer_format(out, in.field(Field::kFormat));
  }
  // The form is the encoding; its bits are fields too.
  if (in.field(Field::kIdxen)) out += " idxen";
  if (in.field(Field::kOffen)) out += " offen";
  uint32_t offset = in.field(Field::kOffset);
  if (offset && (in.info->flags & kPrintsOffset)) append_named(out, "offset:", offset);
  append_texts(out, in);
  if (in.field(Field::kLds)) out += " lds";
}

void print_flat(std::string& out, const Instruction& in) {
  append_operands(out, in);
  uint32_t offset = in.field(Field::kOffset);
  if (offset && (in.info->flags & kPrintsOffset)) {
    // Global and scratch offsets are signed 12-bit (LLVM getNumFlatOffsetBits).
    bool flat = in.field(Field::kSeg) == 0;
    int32_t v = flat ? static_cast<int32_t>(offset) : static_cast<int32_t>(offset << 20) >> 20;
    out += " offset:";
    out += std::to_string(v);
  }
  if (in.field(Field::kGlc)) out += " glc";  // form bits of their own (_GLC, _LDS)
  append_texts(out, in);
  if (in.field(Field::kLds)) out += " lds";
}

void print_exp(std::string& out, const Instruction& in) {
  uint32_t target = in.field(Field::kTarget), en = in.field(Field::kEn);
  const auto& names = gfx1030_symbols().exp_target;
  out += ' ';
  if (target < names.size() && names[target] != nullptr)
    out += names[target];
  else
    out += "invalid_target_" + std::to_string(target);
  // compr prints the first two sources twice each (LLVM printExpSrcN).
  bool compr = in.field(Field::kCompr) != 0;
  static const Field kSrc[] = {Field::kVsrc0, Field::kVsrc1, Field::kVsrc2, Field::kVsrc3};
  for (uint32_t i = 0; i < 4; ++i) {
    out += i ? ", " : " ";
    if (!((en >> i) & 1)) {
      out += "off";
      continue;
    }
    append_vgpr(out, in.field(kSrc[compr ? i / 2 : i]), 1);
  }
  if (in.field(Field::kDone)) out += " done";
  if (compr) out += " compr";
  if (in.field(Field::kVm)) out += " vm";
}

// LLVM's MIMG order: vdata, address, srsrc, ssamp, then dmask (when not 0),
// dim, unorm, glc, slc, dlc, r128, a16, tfe, lwe, d16. BVH forms print a16 only.
void print_mimg(std::string& out, const Instruction& in) {
  bool first = true;
  for (const Operand& op : in.operand_list()) {
    out += first ? " " : ", ";
    if (&op == &in.operands[1] && in.num_addresses > 0) {
      out += '[';
      for (unsigned i = 0; i < in.num_addresses; ++i) {
        if (i) out += ", ";
        append_vgpr(out, in.addresses[i], 1);
      }
      out += ']';
    } else {
      append_operand(out, in, op);
    }
    first = false;
  }
  const MimgShape* s = in.info->mimg_shape();
  if (s != nullptr && s->bvh) {
    if (in.field(Field::kA16)) out += " a16";
    return;
  }
  if (uint32_t dmask = in.field(Field::kDmask)) {
    out += " dmask:";
    append_hex(out, dmask);
  }
  out += " dim:SQ_RSRC_IMG_";
  out += gfx1030_symbols().image_dim[in.field(Field::kDim)];
  append_texts(out, in, nullptr, "lwe");
  if (in.field(Field::kA16)) out += " a16";
  if (in.field(Field::kTfe)) out += " tfe";
  append_texts(out, in, "lwe");
  if (in.field(Field::kD16)) out += " d16";
}

}  // namespace rdnavk::isa::detail
