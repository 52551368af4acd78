// The vector ALU formats (RDNA2 ISA 13.3): VOP2, VOP1, VOPC and their DPP16,
// DPP8 and SDWA forms (the second dword their src0 value 0xFA, 0xE9/0xEA or 0xF9
// selects), VOP3 (a and b), VOP3P, VINTRP.
#include "tests/isa/probe/probe.h"

namespace rdnavk::isa::probe {

namespace {

constexpr Bits kVop2Op{0, 25, 6}, kVop1Op{0, 9, 8}, kVopcOp{0, 17, 8};

struct VopBase {
  const char* name;
  std::vector<std::pair<Bits, uint32_t>> match;
  Bits opcode;
  unsigned count;
  std::vector<FieldSpec> fields;  // of the first dword, beside src0
};

std::vector<VopBase> vop_bases() {
  FieldSpec vdst = reg("vdst", {0, 17, 8}, 1, 5);
  FieldSpec vsrc1 = reg("vsrc1", {0, 9, 8}, 3, 7);
  return {
      {"VOP2", {{{0, 31, 1}, 0}}, kVop2Op, 62, {vdst, vsrc1}},
      {"VOP1", {{{0, 25, 7}, 0x3f}}, kVop1Op, 256, {vdst}},
      {"VOPC", {{{0, 25, 7}, 0x3e}}, kVopcOp, 256, {vsrc1}},
  };
}

void run(Oracle& o, Json& out, FormatSpec& f) {
  out["formats"][f.name] = layout_json(f);
  Json& arr = out[f.name];
  arr = Json::array();
  probe_format(o, f, arr);
  std::fprintf(stderr, "probe: %s: %zu opcodes\n", f.name.c_str(), arr.size());
  if (arr.empty()) {
    out.erase(f.name);
    out["formats"].erase(f.name);
  }
}

// Whether bits 14:8 of VOP3 opcode `op` are a scalar destination (VOP3b).
bool vop3b(Oracle& o, unsigned op) {
  for (uint32_t src2 : {0x104u, 0u})
    for (uint32_t src1 : {0x103u, 0u}) {
      Words w{0xd4000000u | op << 16 | 1 | 20u << 8, src2 << 18 | src1 << 9 | 0x102u};
      LlvmDecode d = o.decode(w);
      if (Oracle::clean(d))
        return d.text.find(" s20,") != std::string::npos ||
               d.text.find(" s[20:21],") != std::string::npos;
    }
  return false;
}

}  // namespace

void probe_vector(Oracle& o, Json& out) {
  FieldSpec src0 = reg("src0", {0, 0, 9}, 258, 262);
  FieldSpec simm32 = imm("simm32", {1, 0, 32}, 0);
  for (const VopBase& b : vop_bases()) {
    // The 32-bit form, and the literal K of v_fmamk/v_fmaak.
    std::vector<FieldSpec> fields = b.fields;
    fields.push_back(src0);
    fields.push_back(simm32);
    FormatSpec e32(b.name, 1, b.match, {b.opcode}, b.count, fields);
    e32.family = "VOP";
    run(o, out, e32);

    // DPP16: src0 = 0xFA; the second dword has the VGPR src0 and the controls.
    std::vector<FieldSpec> dpp = b.fields;
    dpp.push_back(reg("src0", {1, 0, 8}, 2, 6));
    // In LLVM's printing order: bound_ctrl:1 before fi:1.
    for (FieldSpec f :
         {format_field("dpp_ctrl", {1, 8, 9}), flag("bound_ctrl", {1, 19, 1}),
          flag("fi", {1, 18, 1}), flag("src0_neg", {1, 20, 1}), flag("src0_abs", {1, 21, 1}),
          flag("src1_neg", {1, 22, 1}), flag("src1_abs", {1, 23, 1}),
          format_field("bank_mask", {1, 24, 4}), format_field("row_mask", {1, 28, 4})})
      dpp.push_back(f);
    auto m = b.match;
    m.push_back({{0, 0, 9}, 0xfa});
    FormatSpec dpp16(std::string(b.name) + "_DPP16", 2, m, {b.opcode}, b.count, dpp, true);
    dpp16.family = "DPP16";
    run(o, out, dpp16);

    // DPP8: src0 = 0xE9, or 0xEA with fetch-inactive; eight 3-bit lane selects.
    for (uint32_t marker : {0xe9u, 0xeau}) {
      std::vector<FieldSpec> d8 = b.fields;
      d8.push_back(reg("src0", {1, 0, 8}, 2, 6));
      d8.push_back(format_field("lane_sel", {1, 8, 24}));
      d8.push_back(format_field("src0_marker", {0, 0, 9}));
      auto m8 = b.match;
      m8.push_back({{0, 0, 9}, marker});
      FormatSpec dpp8(std::string(b.name) + (marker == 0xe9 ? "_DPP8" : "_DPP8FI"), 2, m8,
                      {b.opcode}, b.count, d8, true);
      dpp8.family = "DPP8";
      run(o, out, dpp8);
    }

    // SDWA: src0 = 0xF9; sources are VGPRs, or SGPRs and constants with S0/S1.
    std::vector<FieldSpec> sdwa = b.fields;
    FieldSpec s0 = reg("src0", {1, 0, 8}, 2, 6);
    FieldSpec s0s = reg("src0_sgpr", {1, 0, 8}, 2, 6);
    s0s.with = {{{1, 23, 1}, 1}};
    sdwa.push_back(s0);
    sdwa.push_back(s0s);
    sdwa.push_back(format_field("s0", {1, 23, 1}));
    bool vopc = std::string(b.name) == "VOPC";
    if (std::string(b.name) != "VOP1") {
      FieldSpec s1s = reg("vsrc1_sgpr", {0, 9, 8}, 3, 7);
      s1s.with = {{{1, 31, 1}, 1}};
      sdwa.push_back(s1s);
      sdwa.push_back(format_field("s1", {1, 31, 1}));
    }
    if (vopc) {
      FieldSpec sdst = reg("sdst", {1, 8, 7}, 4, 20);
      sdst.with = {{{1, 15, 1}, 1}};
      sdwa.push_back(sdst);
      sdwa.push_back(format_field("sd", {1, 15, 1}));
    } else {
      for (FieldSpec f :
           {format_field("dst_sel", {1, 8, 3}), format_field("dst_unused", {1, 11, 2}),
            flag("clamp", {1, 13, 1}), flag("omod", {1, 14, 2})})
        sdwa.push_back(f);
    }
    for (FieldSpec f : {format_field("src0_sel", {1, 16, 3}), flag("src0_sext", {1, 19, 1}),
                        flag("src0_neg", {1, 20, 1}), flag("src0_abs", {1, 21, 1}),
                        format_field("src1_sel", {1, 24, 3}), flag("src1_sext", {1, 27, 1}),
                        flag("src1_neg", {1, 28, 1}), flag("src1_abs", {1, 29, 1})})
      sdwa.push_back(f);
    auto ms = b.match;
    ms.push_back({{0, 0, 9}, 0xf9});
    FormatSpec sd(std::string(b.name) + "_SDWA", 2, ms, {b.opcode}, b.count, sdwa, true);
    sd.family = "SDWA";
    run(o, out, sd);
  }

  // VOP3: bits 14:8 are abs and op_sel (VOP3a) or a scalar destination (VOP3b).
  std::vector<FieldSpec> v3 = {reg("vdst", {0, 0, 8}, 1, 5), reg("src0", {1, 0, 9}, 258, 262),
                               reg("src1", {1, 9, 9}, 259, 263), reg("src2", {1, 18, 9}, 260, 264)};
  std::vector<FieldSpec> v3mods = {flag("clamp", {0, 15, 1}), flag("omod", {1, 27, 2}),
                                   flag("neg0", {1, 29, 1}), flag("neg1", {1, 30, 1}),
                                   flag("neg2", {1, 31, 1})};
  std::vector<FieldSpec> v3a = v3;
  for (FieldSpec f : {flag("abs0", {0, 8, 1}), flag("abs1", {0, 9, 1}), flag("abs2", {0, 10, 1}),
                      flag("op_sel0", {0, 11, 1}), flag("op_sel1", {0, 12, 1}),
                      flag("op_sel2", {0, 13, 1}), flag("op_sel3", {0, 14, 1})})
    v3a.push_back(f);
  v3a.insert(v3a.end(), v3mods.begin(), v3mods.end());
  std::vector<FieldSpec> v3b = v3;
  v3b.push_back(reg("sdst", {0, 8, 7}, 0, 20));
  v3b.insert(v3b.end(), v3mods.begin(), v3mods.end());
  FormatSpec vop3a("VOP3", 2, {{{0, 26, 6}, 0x35}}, {{0, 16, 10}}, 1024, v3a, true);
  vop3a.accept = [](Oracle& oo, unsigned op) { return !vop3b(oo, op); };
  FormatSpec vop3bspec("VOP3", 2, {{{0, 26, 6}, 0x35}}, {{0, 16, 10}}, 1024, v3b, true);
  vop3bspec.accept = vop3b;
  out["formats"]["VOP3"] = layout_json(vop3a);
  out["formats"]["VOP3"]["fields"]["sdst"] = Json::array({0, 8, 7, "register"});
  Json& v3arr = out["VOP3"];
  v3arr = Json::array();
  probe_format(o, vop3a, v3arr);
  probe_format(o, vop3bspec, v3arr);
  std::fprintf(stderr, "probe: VOP3: %zu opcodes\n", v3arr.size());

  // VOP3P: op_sel_hi defaults to 1 (bits 14, 60, 59), as the base has it.
  std::vector<FieldSpec> v3p = v3;
  for (FieldSpec f :
       {flag("neg_hi0", {0, 8, 1}), flag("neg_hi1", {0, 9, 1}), flag("neg_hi2", {0, 10, 1}),
        flag("op_sel0", {0, 11, 1}), flag("op_sel1", {0, 12, 1}), flag("op_sel2", {0, 13, 1}),
        flag("op_sel_hi2", {0, 14, 1}, 1), flag("clamp", {0, 15, 1}),
        flag("op_sel_hi0", {1, 27, 1}, 1), flag("op_sel_hi1", {1, 28, 1}, 1),
        flag("neg0", {1, 29, 1}), flag("neg1", {1, 30, 1}), flag("neg2", {1, 31, 1})})
    v3p.push_back(f);
  FormatSpec vop3p("VOP3P", 2, {{{0, 26, 6}, 0x33}}, {{0, 16, 7}}, 128, v3p, true);
  run(o, out, vop3p);

  // VINTRP: the attribute and channel, and a VGPR source or (v_interp_mov) a
  // parameter select in vsrc.
  FormatSpec vintrp("VINTRP", 1, {{{0, 26, 6}, 0x32}}, {{0, 16, 2}}, 4,
                    {reg("vdst", {0, 18, 8}, 1, 5), reg("vsrc", {0, 0, 8}, 3, 7),
                     format_field("attr", {0, 10, 6}), format_field("attrchan", {0, 8, 2})});
  run(o, out, vintrp);
}

}  // namespace rdnavk::isa::probe
