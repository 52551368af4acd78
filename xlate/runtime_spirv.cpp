// The functions every module calls to reach guest memory and the LDS, written
// once as SPIR-V assembly. Guest addresses go through the dispatch's VA table
// (vk/va_table.h): three levels of 4096 eight-byte entries indexed by address
// bits 47:36, 35:24 and 23:12. Table 0 is all zeros, so an absent entry leads to
// zeros without a branch; table 1 is the root. A leaf holds the device address
// of a 4 KiB page, 1 for a sparse (PRT) page, 0 for none; bit 1 of a page's
// address marks it guarded (decision record 0047): an access there raises
// kStatusAttachmentTouched and goes on.
#include "xlate/runtime_spirv.h"

#include <fmt/format.h>
#include <spirv/unified1/spirv.hpp>

#include <cstdint>

#include "xlate/status.h"

namespace rdnavk::xlate {

namespace {

// Scopes and memory semantics as the SPIR-V specification numbers them
// (SPIRV-Headers): %c_barrier_sem orders workgroup and storage memory across a
// control barrier.
std::string scope_constants() {
  constexpr uint32_t barrier_sem = uint32_t{spv::MemorySemanticsAcquireReleaseMask} |
                                   uint32_t{spv::MemorySemanticsUniformMemoryMask} |
                                   uint32_t{spv::MemorySemanticsWorkgroupMemoryMask};
  return fmt::format(
      "%c_dev = OpConstant %u32 {}\n%c_wg = OpConstant %u32 {}\n%c_sg = OpConstant %u32 {}\n"
      "%c_sem0 = OpConstant %u32 {}\n%c_barrier_sem = OpConstant %u32 {}\n"
      "%rt_u32_touched = OpConstant %u32 {}\n",
      uint32_t{spv::ScopeDevice}, uint32_t{spv::ScopeWorkgroup}, uint32_t{spv::ScopeSubgroup},
      uint32_t{spv::MemorySemanticsMaskNone}, barrier_sem, uint32_t{kStatusAttachmentTouched});
}

const char* const kRuntimeDeclarations = R"(%fn_void = OpTypeFunction %void
%fn_u64_u64 = OpTypeFunction %u64 %u64
%fn_u32_u64 = OpTypeFunction %u32 %u64
%fn_void_u64_u32 = OpTypeFunction %void %u64 %u32
%fn_void_u32 = OpTypeFunction %void %u32
%fn_u32_u32 = OpTypeFunction %u32 %u32
%fn_void_u32_u32 = OpTypeFunction %void %u32 %u32
%psb_u32 = OpTypePointer PhysicalStorageBuffer %u32
%psb_u64 = OpTypePointer PhysicalStorageBuffer %u64
%pp_u32 = OpTypePointer PushConstant %u32
%pp_u64 = OpTypePointer PushConstant %u64
%rt_u64_0 = OpConstant %u64 0
%rt_u64_1 = OpConstant %u64 1
%rt_u64_2 = OpConstant %u64 2
%rt_u64_3 = OpConstant %u64 3
%rt_u64_4 = OpConstant %u64 4
%rt_u64_8 = OpConstant %u64 8
%rt_u64_12 = OpConstant %u64 12
%rt_u64_24 = OpConstant %u64 24
%rt_u64_36 = OpConstant %u64 36
%rt_u64_4095 = OpConstant %u64 4095
%rt_u64_4096 = OpConstant %u64 4096
%rt_u64_not3 = OpConstant %u64 18446744073709551612
%rt_u32_0 = OpConstant %u32 0
%rt_u32_1 = OpConstant %u32 1
%rt_u32_2 = OpConstant %u32 2
%rt_u32_3 = OpConstant %u32 3
%rt_u32_8 = OpConstant %u32 8
%rt_u32_32 = OpConstant %u32 32
%rt_u32_255 = OpConstant %u32 255
%rt_u32_fault = OpConstant %u32 1
%vp_u32 = OpTypePointer Private %u32
%status_acc = OpVariable %vp_u32 Private %rt_u32_0
)";

}  // namespace

const std::string& runtime_declarations() {
  static const std::string text = kRuntimeDeclarations + scope_constants();
  return text;
}

const char* runtime_functions() {
  return R"(%fn_status = OpFunction %void None %fn_void_u32
%st_bit = OpFunctionParameter %u32
%st_entry = OpLabel
%st_old = OpLoad %u32 %status_acc
%st_new = OpBitwiseOr %u32 %st_old %st_bit
OpStore %status_acc %st_new
OpReturn
OpFunctionEnd
%fn_status_flush = OpFunction %void None %fn_void
%sf_entry = OpLabel
%sf_bits = OpLoad %u32 %status_acc
%sf_any = OpINotEqual %bool %sf_bits %rt_u32_0
OpSelectionMerge %sf_m None
OpBranchConditional %sf_any %sf_w %sf_m
%sf_w = OpLabel
%sf_pp = OpAccessChain %pp_u64 %push %c_push_status
%sf_addr = OpLoad %u64 %sf_pp
%sf_ptr = OpConvertUToPtr %psb_u32 %sf_addr
%sf_old = OpAtomicOr %u32 %sf_ptr %c_dev %c_sem0 %sf_bits
OpStore %status_acc %rt_u32_0
OpBranch %sf_m
%sf_m = OpLabel
OpReturn
OpFunctionEnd
%fn_pte = OpFunction %u64 None %fn_u64_u64
%pe_index = OpFunctionParameter %u64
%pe_entry = OpLabel
%pe_pp = OpAccessChain %pp_u64 %push %c_push_page_table
%pe_table = OpLoad %u64 %pe_pp
%pe_off = OpIMul %u64 %pe_index %rt_u64_8
%pe_addr = OpIAdd %u64 %pe_table %pe_off
%pe_ptr = OpConvertUToPtr %psb_u64 %pe_addr
%pe_val = OpLoad %u64 %pe_ptr Aligned 8
OpReturnValue %pe_val
OpFunctionEnd
%fn_translate = OpFunction %u64 None %fn_u64_u64
%tr_va = OpFunctionParameter %u64
%tr_entry = OpLabel
%tr_s1 = OpShiftRightLogical %u64 %tr_va %rt_u64_36
%tr_i1 = OpBitwiseAnd %u64 %tr_s1 %rt_u64_4095
%tr_r1 = OpIAdd %u64 %tr_i1 %rt_u64_4096
%tr_e1 = OpFunctionCall %u64 %fn_pte %tr_r1
%tr_s2 = OpShiftRightLogical %u64 %tr_va %rt_u64_24
%tr_i2 = OpBitwiseAnd %u64 %tr_s2 %rt_u64_4095
%tr_b2 = OpIMul %u64 %tr_e1 %rt_u64_4096
%tr_r2 = OpIAdd %u64 %tr_b2 %tr_i2
%tr_e2 = OpFunctionCall %u64 %fn_pte %tr_r2
%tr_s3 = OpShiftRightLogical %u64 %tr_va %rt_u64_12
%tr_i3 = OpBitwiseAnd %u64 %tr_s3 %rt_u64_4095
%tr_b3 = OpIMul %u64 %tr_e2 %rt_u64_4096
%tr_r3 = OpIAdd %u64 %tr_b3 %tr_i3
%tr_e3 = OpFunctionCall %u64 %fn_pte %tr_r3
%tr_none = OpIEqual %bool %tr_e3 %rt_u64_0
%tr_g = OpBitwiseAnd %u64 %tr_e3 %rt_u64_2
%tr_guarded = OpINotEqual %bool %tr_g %rt_u64_0
%tr_fbit = OpSelect %u32 %tr_none %rt_u32_fault %rt_u32_0
%tr_tbit = OpSelect %u32 %tr_guarded %rt_u32_touched %rt_u32_0
%tr_bits = OpBitwiseOr %u32 %tr_fbit %tr_tbit
%tr_call = OpFunctionCall %void %fn_status %tr_bits
%tr_sparse = OpIEqual %bool %tr_e3 %rt_u64_1
%tr_nopage = OpLogicalOr %bool %tr_sparse %tr_none
%tr_in = OpBitwiseAnd %u64 %tr_va %rt_u64_4095
%tr_page = OpBitwiseAnd %u64 %tr_e3 %rt_u64_not3
%tr_addr = OpIAdd %u64 %tr_page %tr_in
%tr_res = OpSelect %u64 %tr_nopage %rt_u64_0 %tr_addr
OpReturnValue %tr_res
OpFunctionEnd
%fn_load_aligned = OpFunction %u32 None %fn_u32_u64
%la_va = OpFunctionParameter %u64
%la_entry = OpLabel
%la_p = OpFunctionCall %u64 %fn_translate %la_va
%la_ok = OpINotEqual %bool %la_p %rt_u64_0
%la_tp = OpAccessChain %pp_u64 %push %c_push_page_table
%la_table = OpLoad %u64 %la_tp
%la_safe = OpSelect %u64 %la_ok %la_p %la_table
%la_ptr = OpConvertUToPtr %psb_u32 %la_safe
%la_v = OpLoad %u32 %la_ptr Aligned 4
%la_r = OpSelect %u32 %la_ok %la_v %rt_u32_0
OpReturnValue %la_r
OpFunctionEnd
%fn_load32 = OpFunction %u32 None %fn_u32_u64
%ld_va = OpFunctionParameter %u64
%ld_entry = OpLabel
%ld_a0 = OpBitwiseAnd %u64 %ld_va %rt_u64_not3
%ld_v0 = OpFunctionCall %u32 %fn_load_aligned %ld_a0
%ld_lo2 = OpBitwiseAnd %u64 %ld_va %rt_u64_3
%ld_sub = OpUConvert %u32 %ld_lo2
%ld_sh = OpIMul %u32 %ld_sub %rt_u32_8
%ld_al = OpIEqual %bool %ld_sh %rt_u32_0
OpSelectionMerge %ld_m None
OpBranchConditional %ld_al %ld_m %ld_two
%ld_two = OpLabel
%ld_a1 = OpIAdd %u64 %ld_a0 %rt_u64_4
%ld_v1 = OpFunctionCall %u32 %fn_load_aligned %ld_a1
%ld_lo = OpShiftRightLogical %u32 %ld_v0 %ld_sh
%ld_hsh = OpISub %u32 %rt_u32_32 %ld_sh
%ld_hi = OpShiftLeftLogical %u32 %ld_v1 %ld_hsh
%ld_or = OpBitwiseOr %u32 %ld_lo %ld_hi
OpBranch %ld_m
%ld_m = OpLabel
%ld_r = OpPhi %u32 %ld_v0 %ld_entry %ld_or %ld_two
OpReturnValue %ld_r
OpFunctionEnd
%fn_store8 = OpFunction %void None %fn_void_u64_u32
%s8_va = OpFunctionParameter %u64
%s8_b = OpFunctionParameter %u32
%s8_entry = OpLabel
%s8_a0 = OpBitwiseAnd %u64 %s8_va %rt_u64_not3
%s8_p = OpFunctionCall %u64 %fn_translate %s8_a0
%s8_ok = OpINotEqual %bool %s8_p %rt_u64_0
OpSelectionMerge %s8_m None
OpBranchConditional %s8_ok %s8_w %s8_m
%s8_w = OpLabel
%s8_lo2 = OpBitwiseAnd %u64 %s8_va %rt_u64_3
%s8_sub = OpUConvert %u32 %s8_lo2
%s8_sh = OpIMul %u32 %s8_sub %rt_u32_8
%s8_m255 = OpShiftLeftLogical %u32 %rt_u32_255 %s8_sh
%s8_keep = OpNot %u32 %s8_m255
%s8_bb = OpBitwiseAnd %u32 %s8_b %rt_u32_255
%s8_val = OpShiftLeftLogical %u32 %s8_bb %s8_sh
%s8_ptr = OpConvertUToPtr %psb_u32 %s8_p
%s8_o1 = OpAtomicAnd %u32 %s8_ptr %c_dev %c_sem0 %s8_keep
%s8_o2 = OpAtomicOr %u32 %s8_ptr %c_dev %c_sem0 %s8_val
OpBranch %s8_m
%s8_m = OpLabel
OpReturn
OpFunctionEnd
%fn_store32 = OpFunction %void None %fn_void_u64_u32
%s32_va = OpFunctionParameter %u64
%s32_v = OpFunctionParameter %u32
%s32_entry = OpLabel
%s32_lo2 = OpBitwiseAnd %u64 %s32_va %rt_u64_3
%s32_al = OpIEqual %bool %s32_lo2 %rt_u64_0
OpSelectionMerge %s32_m None
OpBranchConditional %s32_al %s32_whole %s32_bytes
%s32_whole = OpLabel
%s32_p = OpFunctionCall %u64 %fn_translate %s32_va
%s32_ok = OpINotEqual %bool %s32_p %rt_u64_0
OpSelectionMerge %s32_m2 None
OpBranchConditional %s32_ok %s32_w %s32_m2
%s32_w = OpLabel
%s32_ptr = OpConvertUToPtr %psb_u32 %s32_p
OpStore %s32_ptr %s32_v Aligned 4
OpBranch %s32_m2
%s32_m2 = OpLabel
OpBranch %s32_m
%s32_bytes = OpLabel
%s32_b0 = OpBitFieldUExtract %u32 %s32_v %rt_u32_0 %rt_u32_8
%s32_c0 = OpFunctionCall %void %fn_store8 %s32_va %s32_b0
%s32_va1 = OpIAdd %u64 %s32_va %rt_u64_1
%s32_b1 = OpBitFieldUExtract %u32 %s32_v %rt_u32_8 %rt_u32_8
%s32_c1 = OpFunctionCall %void %fn_store8 %s32_va1 %s32_b1
%s32_va2 = OpIAdd %u64 %s32_va1 %rt_u64_1
%s32_16 = OpIAdd %u32 %rt_u32_8 %rt_u32_8
%s32_b2 = OpBitFieldUExtract %u32 %s32_v %s32_16 %rt_u32_8
%s32_c2 = OpFunctionCall %void %fn_store8 %s32_va2 %s32_b2
%s32_va3 = OpIAdd %u64 %s32_va2 %rt_u64_1
%s32_24 = OpIAdd %u32 %s32_16 %rt_u32_8
%s32_b3 = OpBitFieldUExtract %u32 %s32_v %s32_24 %rt_u32_8
%s32_c3 = OpFunctionCall %void %fn_store8 %s32_va3 %s32_b3
OpBranch %s32_m
%s32_m = OpLabel
OpReturn
OpFunctionEnd
)";
}

std::string lds_word_pointer(bool in_buffer, std::string_view ptr, std::string_view index) {
  if (!in_buffer) return fmt::format("{} = OpAccessChain %wp_u32 %lds {}", ptr, index);
  return fmt::format(
      "{0}w = OpUConvert %u64 {1}\n{0}o = OpShiftLeftLogical %u64 {0}w %rt_u32_2\n"
      "{0}b = OpLoad %u64 %lds_base\n{0}a = OpIAdd %u64 {0}b {0}o\n"
      "{0} = OpConvertUToPtr %psb_u32 {0}a",
      ptr, index);
}

std::string runtime_lds_functions(bool in_buffer) {
  return fmt::format(
      R"(%fn_lds_word = OpFunction %u32 None %fn_u32_u32
%lw_i = OpFunctionParameter %u32
%lw_entry = OpLabel
%lw_in = OpULessThan %bool %lw_i %c_lds_words
%lw_j = OpSelect %u32 %lw_in %lw_i %rt_u32_0
{lw_p}
%lw_v = OpLoad %u32 %lw_p{al}
%lw_res = OpSelect %u32 %lw_in %lw_v %rt_u32_0
OpReturnValue %lw_res
OpFunctionEnd
%fn_lds_load32 = OpFunction %u32 None %fn_u32_u32
%ll_a = OpFunctionParameter %u32
%ll_entry = OpLabel
%ll_i = OpShiftRightLogical %u32 %ll_a %rt_u32_2
%ll_v0 = OpFunctionCall %u32 %fn_lds_word %ll_i
%ll_sub = OpBitwiseAnd %u32 %ll_a %rt_u32_3
%ll_sh = OpIMul %u32 %ll_sub %rt_u32_8
%ll_al = OpIEqual %bool %ll_sh %rt_u32_0
OpSelectionMerge %ll_m None
OpBranchConditional %ll_al %ll_m %ll_two
%ll_two = OpLabel
%ll_i1 = OpIAdd %u32 %ll_i %c_dev
%ll_v1 = OpFunctionCall %u32 %fn_lds_word %ll_i1
%ll_lo = OpShiftRightLogical %u32 %ll_v0 %ll_sh
%ll_hsh = OpISub %u32 %rt_u32_32 %ll_sh
%ll_hi = OpShiftLeftLogical %u32 %ll_v1 %ll_hsh
%ll_or = OpBitwiseOr %u32 %ll_lo %ll_hi
OpBranch %ll_m
%ll_m = OpLabel
%ll_r = OpPhi %u32 %ll_v0 %ll_entry %ll_or %ll_two
OpReturnValue %ll_r
OpFunctionEnd
%fn_lds_store8 = OpFunction %void None %fn_void_u32_u32
%lb_a = OpFunctionParameter %u32
%lb_b = OpFunctionParameter %u32
%lb_entry = OpLabel
%lb_i = OpShiftRightLogical %u32 %lb_a %rt_u32_2
%lb_in = OpULessThan %bool %lb_i %c_lds_words
OpSelectionMerge %lb_m None
OpBranchConditional %lb_in %lb_w %lb_m
%lb_w = OpLabel
%lb_sub = OpBitwiseAnd %u32 %lb_a %rt_u32_3
%lb_sh = OpIMul %u32 %lb_sub %rt_u32_8
%lb_m255 = OpShiftLeftLogical %u32 %rt_u32_255 %lb_sh
%lb_keep = OpNot %u32 %lb_m255
%lb_bb = OpBitwiseAnd %u32 %lb_b %rt_u32_255
%lb_val = OpShiftLeftLogical %u32 %lb_bb %lb_sh
{lb_p}
%lb_o1 = OpAtomicAnd %u32 %lb_p %c_wg %c_sem0 %lb_keep
%lb_o2 = OpAtomicOr %u32 %lb_p %c_wg %c_sem0 %lb_val
OpBranch %lb_m
%lb_m = OpLabel
OpReturn
OpFunctionEnd
%fn_lds_store32a = OpFunction %void None %fn_void_u32_u32
%lz_a = OpFunctionParameter %u32
%lz_v = OpFunctionParameter %u32
%lz_entry = OpLabel
%lz_i = OpShiftRightLogical %u32 %lz_a %rt_u32_2
%lz_in = OpULessThan %bool %lz_i %c_lds_words
OpSelectionMerge %lz_m None
OpBranchConditional %lz_in %lz_w %lz_m
%lz_w = OpLabel
{lz_p}
OpStore %lz_p %lz_v{al}
OpBranch %lz_m
%lz_m = OpLabel
OpReturn
OpFunctionEnd
%fn_lds_store32 = OpFunction %void None %fn_void_u32_u32
%lx_a = OpFunctionParameter %u32
%lx_v = OpFunctionParameter %u32
%lx_entry = OpLabel
%lx_sub = OpBitwiseAnd %u32 %lx_a %rt_u32_3
%lx_al = OpIEqual %bool %lx_sub %rt_u32_0
%lx_i = OpShiftRightLogical %u32 %lx_a %rt_u32_2
%lx_in = OpULessThan %bool %lx_i %c_lds_words
OpSelectionMerge %lx_m None
OpBranchConditional %lx_al %lx_w %lx_split
%lx_w = OpLabel
%lx_call = OpFunctionCall %void %fn_lds_store32a %lx_a %lx_v
OpBranch %lx_m
%lx_split = OpLabel
%lx_sh = OpIMul %u32 %lx_sub %rt_u32_8
%lx_bit = OpShiftLeftLogical %u32 %rt_u32_1 %lx_sh
%lx_low = OpISub %u32 %lx_bit %rt_u32_1
%lx_high = OpNot %u32 %lx_low
%lx_v0 = OpShiftLeftLogical %u32 %lx_v %lx_sh
%lx_rsh = OpISub %u32 %rt_u32_32 %lx_sh
%lx_v1 = OpShiftRightLogical %u32 %lx_v %lx_rsh
OpSelectionMerge %lx_m3 None
OpBranchConditional %lx_in %lx_w0 %lx_m3
%lx_w0 = OpLabel
{lx_p0}
%lx_o0 = OpAtomicAnd %u32 %lx_p0 %c_wg %c_sem0 %lx_low
%lx_o1 = OpAtomicOr %u32 %lx_p0 %c_wg %c_sem0 %lx_v0
OpBranch %lx_m3
%lx_m3 = OpLabel
%lx_i1 = OpIAdd %u32 %lx_i %rt_u32_1
%lx_in1 = OpULessThan %bool %lx_i1 %c_lds_words
OpSelectionMerge %lx_m4 None
OpBranchConditional %lx_in1 %lx_w1 %lx_m4
%lx_w1 = OpLabel
{lx_p1}
%lx_o2 = OpAtomicAnd %u32 %lx_p1 %c_wg %c_sem0 %lx_high
%lx_o3 = OpAtomicOr %u32 %lx_p1 %c_wg %c_sem0 %lx_v1
OpBranch %lx_m4
%lx_m4 = OpLabel
OpBranch %lx_m
%lx_m = OpLabel
OpReturn
OpFunctionEnd
)",
      fmt::arg("lw_p", lds_word_pointer(in_buffer, "%lw_p", "%lw_j")),
      fmt::arg("lb_p", lds_word_pointer(in_buffer, "%lb_p", "%lb_i")),
      fmt::arg("lz_p", lds_word_pointer(in_buffer, "%lz_p", "%lz_i")),
      fmt::arg("lx_p0", lds_word_pointer(in_buffer, "%lx_p0", "%lx_i")),
      fmt::arg("lx_p1", lds_word_pointer(in_buffer, "%lx_p1", "%lx_i1")),
      fmt::arg("al", in_buffer ? " Aligned 4" : ""));
}

}  // namespace rdnavk::xlate
