// The scalar formats: SOP2, SOPK, SOP1, SOPC, SOPP (AMD RDNA2 ISA section 13.1)
// and SMEM (13.2), with the field layouts of the RDNA2 ISA document.
#include "tests/isa/probe/probe.h"

namespace rdnavk::isa::probe {

namespace {

const std::vector<std::pair<std::string, std::string>> kSymbolic = {
    {"hwreg", "hwreg("},        {"sendmsg", "sendmsg("}, {"waitcnt", "vmcnt("},
    {"waitcnt", "expcnt("},     {"waitcnt", "lgkmcnt("}, {"depctr", "depctr_"},
    {"version", "UC_VERSION_"},
};

}  // namespace

void probe_scalar(Oracle& o, Json& out) {
  const FieldSpec sdst = reg("sdst", {0, 16, 7}, 4, 20);
  const FieldSpec ssrc0 = reg("ssrc0", {0, 0, 8}, 8, 24);
  const FieldSpec ssrc1 = reg("ssrc1", {0, 8, 8}, 12, 28);
  const FieldSpec simm16 = imm("simm16", {0, 0, 16}, 0x1234);

  FormatSpec sop2{"SOP2", 1, {{{0, 30, 2}, 2}}, {{0, 23, 7}}, 96, {sdst, ssrc0, ssrc1}};
  FormatSpec sopk{"SOPK",       1,  {{{0, 28, 4}, 0xb}},
                  {{0, 23, 5}}, 29, {sdst, simm16, imm("simm32", {1, 0, 32}, 0)}};
  sopk.symbolic = kSymbolic;
  FormatSpec sop1{"SOP1", 1, {{{0, 23, 9}, 0x17d}}, {{0, 8, 8}}, 256, {sdst, ssrc0}};
  FormatSpec sopc{"SOPC", 1, {{{0, 23, 9}, 0x17e}}, {{0, 16, 7}}, 128, {ssrc0, ssrc1}};
  FormatSpec sopp{"SOPP", 1, {{{0, 23, 9}, 0x17f}}, {{0, 16, 7}}, 128, {simm16}};
  sopp.symbolic = kSymbolic;
  // SMEM: the base has offset 0 (LLVM's _SGPR form); a nonzero offset prints in
  // place of a null soffset (_IMM) or as offset:N after it (_SGPR_IMM), which
  // the SMEM decoder handles.
  FieldSpec soffset = reg("soffset", {1, 25, 7}, 6, 22);
  FormatSpec smem{
      "SMEM",
      2,
      {{{0, 26, 6}, 0x3d}},
      {{0, 18, 8}},
      256,
      {reg("sdata", {0, 6, 7}, 4, 20), reg("sbase", {0, 0, 6}, 4, 10, 2), soffset,
       format_field("offset", {1, 0, 21}), flag("glc", {0, 16, 1}), flag("dlc", {0, 14, 1})},
      true};
  for (FormatSpec* f : {&sop2, &sopk, &sop1, &sopc, &sopp, &smem}) {
    out["formats"][f->name] = layout_json(*f);
    Json& arr = out[f->name];
    arr = Json::array();
    probe_format(o, *f, arr);
    std::fprintf(stderr, "probe: %s: %zu opcodes\n", f->name.c_str(), arr.size());
  }
}

}  // namespace rdnavk::isa::probe
