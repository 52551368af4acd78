#include "xlate/buffer_address.h"

#include "xlate/vector_common.h"

namespace rdnavk::xlate {

using isa::Field;
using vec::opnd;

BufferAccess buffer_access(Emit& e, const isa::Instruction& in, unsigned vaddr_operand) {
  BufferAccess b;
  auto& a = e.a;
  unsigned rs = in.field(Field::kSrsrc) * 4;
  V w0 = e.sgpr(rs), w1 = e.sgpr(rs + 1), w2 = e.sgpr(rs + 2), w3 = e.sgpr(rs + 3);
  b.base = e.join(w0, a.op(Ty::kU32, "OpBitwiseAnd", {w1, a.u32(0xffff)}));
  b.stride = a.op(Ty::kU32, "OpBitFieldUExtract", {w1, a.u32(16), a.u32(14)});
  b.swizzle = e.to_bool(a.op(Ty::kU32, "OpShiftRightLogical", {w1, a.u32(31)}));
  b.num_records = w2;
  b.index_stride =
      a.op(Ty::kU32, "OpShiftLeftLogical",
           {a.u32(8), a.op(Ty::kU32, "OpBitFieldUExtract", {w3, a.u32(21), a.u32(2)})});
  V add_tid = e.to_bool(a.op(Ty::kU32, "OpBitFieldUExtract", {w3, a.u32(23), a.u32(1)}));
  b.oob = a.op(Ty::kU32, "OpBitFieldUExtract", {w3, a.u32(28), a.u32(2)});
  b.word3 = w3;
  bool idxen = in.field(Field::kIdxen) != 0, offen = in.field(Field::kOffen) != 0;
  unsigned vaddr = opnd(in, vaddr_operand).code - 256;
  V index = a.u32(0), voff = a.u32(0);
  if (idxen && offen) {
    index = e.vgpr(vaddr);
    voff = e.vgpr(vaddr + 1);
  } else if (idxen) {
    index = e.vgpr(vaddr);
  } else if (offen) {
    voff = e.vgpr(vaddr);
  }
  b.index =
      a.op(Ty::kU32, "OpIAdd", {index, a.op(Ty::kU32, "OpSelect", {add_tid, e.lane(), a.u32(0)})});
  b.offset = a.op(Ty::kU32, "OpIAdd", {voff, a.u32(in.field(Field::kOffset))});
  uint32_t soff = in.field(Field::kSoffset);
  b.soffset = e.src_raw(isa::Operand{isa::OperandKind::kSSrc, 1, static_cast<uint16_t>(soff), 0, 0},
                        Ty::kU32);
  return b;
}

std::pair<V, V> buffer_dword(Emit& e, const BufferAccess& b, unsigned byte) {
  auto& a = e.a;
  V off = a.op(Ty::kU32, "OpIAdd", {b.offset, a.u32(byte)});
  // Unswizzled: base + soffset + offset + index * stride.
  V lin = a.op(
      Ty::kU64, "OpIAdd",
      {a.op(Ty::kU64, "OpUConvert", {off}),
       a.op(Ty::kU64, "OpIMul",
            {a.op(Ty::kU64, "OpUConvert", {b.index}), a.op(Ty::kU64, "OpUConvert", {b.stride})})});
  // Swizzled, with 4-byte elements: ((index / is) * stride + (offset / 4) * 4) * is
  // + (index % is) * 4 + offset % 4.
  V is = b.index_stride;
  V imsb = a.op(Ty::kU32, "OpUDiv", {b.index, is});
  V ilsb = a.op(Ty::kU32, "OpUMod", {b.index, is});
  V omsb = a.op(Ty::kU32, "OpBitwiseAnd", {off, a.u32(~3u)});
  V olsb = a.op(Ty::kU32, "OpBitwiseAnd", {off, a.u32(3)});
  V s1 =
      a.op(Ty::kU64, "OpIAdd",
           {a.op(Ty::kU64, "OpIMul",
                 {a.op(Ty::kU64, "OpUConvert", {imsb}), a.op(Ty::kU64, "OpUConvert", {b.stride})}),
            a.op(Ty::kU64, "OpUConvert", {omsb})});
  V s2 = a.op(Ty::kU64, "OpIMul", {s1, a.op(Ty::kU64, "OpUConvert", {is})});
  V swz = a.op(
      Ty::kU64, "OpIAdd",
      {s2, a.op(Ty::kU64, "OpUConvert",
                {a.op(Ty::kU32, "OpIAdd", {a.op(Ty::kU32, "OpIMul", {ilsb, a.u32(4)}), olsb})})});
  V rel = a.op(Ty::kU64, "OpSelect", {b.swizzle, swz, lin});
  V addr =
      a.op(Ty::kU64, "OpIAdd",
           {a.op(Ty::kU64, "OpIAdd", {b.base, a.op(Ty::kU64, "OpUConvert", {b.soffset})}), rel});
  // Out-of-range check by OOB_SELECT (GFX10: Mesa ac_descriptors.c).
  V m0 = a.op(Ty::kBool, "OpLogicalOr",
              {a.op(Ty::kBool, "OpUGreaterThanEqual", {b.index, b.num_records}),
               a.op(Ty::kBool, "OpUGreaterThanEqual", {off, b.stride})});
  V m1 = a.op(Ty::kBool, "OpUGreaterThanEqual", {b.index, b.num_records});
  V m2 = a.op(Ty::kBool, "OpIEqual", {b.num_records, a.u32(0)});
  V m3 = a.op(Ty::kBool, "OpUGreaterThanEqual",
              {a.op(Ty::kU64, "OpSelect", {b.swizzle, rel, a.op(Ty::kU64, "OpUConvert", {off})}),
               a.op(Ty::kU64, "OpUConvert", {b.num_records})});
  V oob = a.op(Ty::kBool, "OpSelect",
               {a.op(Ty::kBool, "OpIEqual", {b.oob, a.u32(0)}), m0,
                a.op(Ty::kBool, "OpSelect",
                     {a.op(Ty::kBool, "OpIEqual", {b.oob, a.u32(1)}), m1,
                      a.op(Ty::kBool, "OpSelect",
                           {a.op(Ty::kBool, "OpIEqual", {b.oob, a.u32(2)}), m2, m3})})});
  return {addr, a.op(Ty::kBool, "OpLogicalNot", {oob})};
}

}  // namespace rdnavk::xlate
