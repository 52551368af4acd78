// The memory and export formats: DS (RDNA2 ISA 13.7), MUBUF (13.8) and MTBUF
// (13.9) in their four addressing forms, FLAT/GLOBAL/SCRATCH (13.12) with and
// without a scalar address, EXP (13.11). Each form is a format of its own: its
// operands differ (an "off" address, a 64-bit address), as LLVM's opcodes do.
#include <algorithm>
#include <bit>

#include "tests/isa/probe/probe.h"

namespace rdnavk::isa::probe {

namespace {

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

}  // namespace

void probe_memory(Oracle& o, Json& out) {
  FormatSpec ds(
      "DS", 2, {{{0, 26, 6}, 0x36}}, {{0, 18, 8}}, 256,
      {reg("vdst", {1, 24, 8}, 4, 8), reg("addr", {1, 0, 8}, 1, 5), reg("data0", {1, 8, 8}, 2, 6),
       reg("data1", {1, 16, 8}, 3, 7), format_field("offset0", {0, 0, 8}, 1),
       format_field("offset1", {0, 8, 8}, 2), flag("gds", {0, 17, 1})},
      true);
  run(o, out, ds);

  // MUBUF and MTBUF: OFFEN (bit 12) and IDXEN (13) choose the address form;
  // MUBUF's LDS (bit 16) the form without vdata that loads into LDS.
  static const char* const kForms[] = {"", "_OFFEN", "_IDXEN", "_BOTHEN"};
  for (uint32_t form = 0; form < 8; ++form) {
    std::vector<FieldSpec> buf = {
        reg("vdata", {1, 8, 8}, 2, 6),          reg("vaddr", {1, 0, 8}, 1, 5),
        reg("srsrc", {1, 16, 5}, 4, 2, 4),      reg("soffset", {1, 24, 8}, 2, 6),
        format_field("offset", {0, 0, 12}, 16), format_field("offen", {0, 12, 1}),
        format_field("idxen", {0, 13, 1})};
    std::vector<FieldSpec> mubuf = buf;
    mubuf.push_back(format_field("lds", {0, 16, 1}));
    for (FieldSpec f : {flag("glc", {0, 14, 1}), flag("slc", {1, 22, 1}), flag("dlc", {0, 15, 1}),
                        flag("tfe", {1, 23, 1})})
      mubuf.push_back(f);
    uint32_t lds = form >> 2;
    FormatSpec mu(std::string("MUBUF") + kForms[form & 3] + (lds ? "_LDS" : ""), 2,
                  {{{0, 26, 6}, 0x38},
                   {{0, 12, 1}, form & 1},
                   {{0, 13, 1}, (form >> 1) & 1},
                   {{0, 16, 1}, lds}},
                  {{0, 18, 7}, {0, 25, 1}}, 256, mubuf, true);
    mu.family = "BUFFER";
    run(o, out, mu);
    if (lds) continue;
    std::vector<FieldSpec> mtbuf = buf;
    mtbuf.push_back(format_field("format", {0, 19, 7}, 1));
    for (FieldSpec f : {flag("glc", {0, 14, 1}), flag("slc", {1, 22, 1}), flag("dlc", {0, 15, 1}),
                        flag("tfe", {1, 23, 1})})
      mtbuf.push_back(f);
    FormatSpec mt(std::string("MTBUF") + kForms[form], 2,
                  {{{0, 26, 6}, 0x3a}, {{0, 12, 1}, form & 1}, {{0, 13, 1}, form >> 1}},
                  {{0, 16, 3}, {1, 21, 1}}, 16, mtbuf, true);
    mt.family = "BUFFER";
    run(o, out, mt);
  }

  // FLAT (segment 0), SCRATCH (1) and GLOBAL (2); a null saddr (0x7d) is "off".
  // SCRATCH_ST: saddr 0x7f, neither address (LLVM's _ST opcodes).
  struct SegForm {
    const char* name;
    uint32_t seg;
    int saddr;  // the saddr value the form requires, or -1: a register
  };
  static const SegForm kSegs[] = {{"FLAT", 0, 0x7d},       {"SCRATCH", 1, 0x7d},
                                  {"SCRATCH_ST", 1, 0x7f}, {"SCRATCH_SADDR", 1, -1},
                                  {"GLOBAL", 2, 0x7d},     {"GLOBAL_SADDR", 2, -1}};
  // GLC and LDS are form bits too: GLC makes an atomic return its old value
  // (a vdst), LDS loads into LDS (no vdst).
  for (const SegForm& sg : kSegs)
    for (uint32_t form = 0; form < 4; ++form) {
      uint32_t glc = form & 1, lds = form >> 1;
      FieldSpec saddr = reg("saddr", {1, 16, 7}, 4, 8);
      saddr.other_form = {0x7d, 0x7f};
      std::vector<FieldSpec> fl = {reg("vdst", {1, 24, 8}, 3, 7), reg("vaddr", {1, 0, 8}, 1, 5),
                                   reg("vdata", {1, 8, 8}, 2, 6)};
      if (sg.saddr < 0) fl.push_back(saddr);
      fl.push_back(format_field("offset", {0, 0, 12}, 4));
      fl.push_back(format_field("glc", {0, 16, 1}));
      fl.push_back(format_field("seg", {0, 14, 2}));
      fl.push_back(format_field("lds", {0, 13, 1}));
      for (FieldSpec f : {flag("slc", {0, 17, 1}), flag("dlc", {0, 12, 1})}) fl.push_back(f);
      std::vector<std::pair<Bits, uint32_t>> m = {
          {{0, 26, 6}, 0x37}, {{0, 14, 2}, sg.seg}, {{0, 16, 1}, glc}, {{0, 13, 1}, lds}};
      if (sg.saddr >= 0) m.push_back({{1, 16, 7}, static_cast<uint32_t>(sg.saddr)});
      FormatSpec f(std::string(sg.name) + (glc ? "_GLC" : "") + (lds ? "_LDS" : ""), 2, m,
                   {{0, 18, 7}}, 128, fl, true);
      f.family = "FLAT";
      run(o, out, f);
    }

  // EXP: no opcode; four sources, each "off" unless its enable bit is set.
  FormatSpec exp("EXP", 2, {{{0, 26, 6}, 0x3e}}, {}, 1,
                 {reg("vsrc0", {1, 0, 8}, 1, 5), reg("vsrc1", {1, 8, 8}, 2, 6),
                  reg("vsrc2", {1, 16, 8}, 3, 7), reg("vsrc3", {1, 24, 8}, 4, 8),
                  format_field("en", {0, 0, 4}, 0xf), format_field("target", {0, 4, 6}),
                  flag("done", {0, 11, 1}), flag("compr", {0, 10, 1}), flag("vm", {0, 12, 1})},
                 true);
  run(o, out, exp);
}

}  // namespace rdnavk::isa::probe

namespace rdnavk::isa::probe {

namespace {

// The number of registers a printed operand names: v5 1, v[2:5] 4, [v1, v2] 2.
int register_count(const std::string& t) {
  if (t.empty()) return 0;
  if (t[0] == '[') {
    int n = 1;
    for (char c : t) n += c == ',';
    return n;
  }
  size_t open = t.find('['), colon = t.find(':');
  if (open == std::string::npos || colon == std::string::npos) return 1;
  return std::stoi(t.substr(colon + 1)) - std::stoi(t.substr(open + 1)) + 1;
}

// MIMG operand shapes (LLVM AMDGPUDisassembler::convertMIMGInst): the decoder
// picks a base variant of the opcode (vdata and address dwords), then widens
// vdata to the channels dmask, d16 and tfe ask for and the address to what
// dim and a16 ask for, when such a variant exists. Records per opcode: the
// base, the address dwords per (dim, a16), whether it is a gather4 (4
// channels whatever dmask), and the (vdata, address) variants seen to exist.
Json mimg_shapes(Oracle& o, const FormatSpec& f, unsigned op) {
  Words base = make_words(f, op);
  put(base, {1, 8, 8}, 2);  // vdata v2
  put(base, {1, 0, 8}, 1);  // vaddr v1
  put(base, {1, 16, 5}, 4);
  for (size_t i = 2; i < base.size(); ++i) base[i] = 0x0b0a0908u + 0x04040404u * (i - 2);
  auto shape = [&](uint32_t dim, uint32_t a16, uint32_t dmask, uint32_t d16, uint32_t tfe,
                   uint32_t vdata, int* vd, int* va) {
    Words w = base;
    put(w, {0, 3, 3}, dim);
    put(w, {1, 30, 1}, a16);
    put(w, {0, 8, 4}, dmask);
    put(w, {1, 31, 1}, d16);
    put(w, {0, 16, 1}, tfe);
    put(w, {1, 8, 8}, vdata);
    LlvmDecode d = o.decode(w);
    Printed p = split_text(d.text, true);
    if (!Oracle::clean(d) || p.operands.size() < 2) return false;
    *vd = register_count(p.operands[0]);
    *va = register_count(p.operands[1]);
    return true;
  };
  Json j;
  int vd0 = 0, va0 = 0;
  // A vdata that cannot widen (v255, or v252 for four channels asked to hold
  // five) makes the decoder keep the base variant.
  if (!shape(0, 0, 3, 0, 0, 255, &vd0, &va0) && !shape(0, 0, 15, 0, 1, 252, &vd0, &va0)) return j;
  j["base"] = {vd0, va0};
  // The address dwords a (dim, a16) asks for show when vdata is reshaped too;
  // 0 when no channel count reshapes it (no variant has those addresses).
  Json addr = Json::array();
  for (uint32_t a16 = 0; a16 < 2; ++a16)
    for (uint32_t dim = 0; dim < 8; ++dim) {
      int found = 0;
      for (uint32_t tfe = 0; tfe < 2 && !found; ++tfe)
        for (uint32_t d16 = 0; d16 < 2 && !found; ++d16)
          for (uint32_t dmask : {3u, 7u, 15u}) {
            int vd = 0, va = 0;
            if (shape(dim, a16, dmask, d16, tfe, 2, &vd, &va) && vd != vd0) {
              found = va;
              break;
            }
          }
      addr.push_back(found);
    }
  j["addr"] = addr;
  int g0 = 0, ga = 0;
  j["gather4"] = shape(0, 0, 1, 0, 0, 2, &g0, &ga) && g0 == 4;
  // The variants seen: (channels asked for, address dwords asked for), and
  // the registers a variant of c channels names (atomics name a fifth for 4).
  // The channels are LLVM's count: 4 for gather4, else the dmask bits (at
  // least 1), halved rounding up for packed d16, plus one for tfe.
  std::vector<std::string> exists;
  std::vector<int> regs(6, 0);
  bool gather4 = j["gather4"];
  for (uint32_t a16 = 0; a16 < 2; ++a16)
    for (uint32_t dim = 0; dim < 8; ++dim)
      for (uint32_t dmask = 0; dmask < 16; ++dmask)
        for (uint32_t d16 = 0; d16 < 2; ++d16)
          for (uint32_t tfe = 0; tfe < 2; ++tfe) {
            int vd = 0, va = 0;
            if (!shape(dim, a16, dmask, d16, tfe, 2, &vd, &va)) continue;
            if (vd == vd0 && va == va0) continue;
            int c = gather4 ? 4 : std::max(std::popcount(dmask), 1);
            if (d16) c = (c + 1) / 2;
            c += tfe;
            int a = addr[dim + 8 * a16];
            if (regs[c] != 0 && regs[c] != vd)
              std::fprintf(stderr, "probe: MIMG op %u: %d channels name %d and %d registers\n", op,
                           c, regs[c], vd);
            regs[c] = vd;
            std::string k = std::to_string(c) + "," + std::to_string(a);
            if (std::find(exists.begin(), exists.end(), k) == exists.end()) exists.push_back(k);
          }
  std::sort(exists.begin(), exists.end());
  j["exists"] = exists;
  regs.erase(regs.begin());
  j["vdata_regs"] = regs;
  return j;
}

}  // namespace

void probe_mimg(Oracle& o, Json& out) {
  // image_bvh*_intersect_ray decode only with dmask 0xf, unorm and r128 set,
  // and a16 picks their variant: forms of their own (MIMG_BVH, _A16).
  for (uint32_t form = 0; form < 12; ++form) {
    uint32_t nsa = form & 3, bvh = form >= 4, a16 = form >= 8;
    std::vector<FieldSpec> fields = {
        format_field("vdata", {1, 8, 8}, 2), format_field("vaddr", {1, 0, 8}, 1),
        reg("srsrc", {1, 16, 5}, 4, 2, 4), reg("ssamp", {1, 21, 5}, 0, 2, 4)};
    for (uint32_t i = 0; i < 4 * nsa; ++i) {
      std::string name = "vaddr" + std::to_string(i + 1);
      FieldSpec a =
          format_field("", {static_cast<int>(2 + i / 4), static_cast<int>(8 * (i % 4)), 8});
      a.name = name;
      fields.push_back(a);
    }
    for (FieldSpec f :
         {format_field("dmask", {0, 8, 4}, 1), format_field("dim", {0, 3, 3}),
          flag("unorm", {0, 12, 1}), flag("glc", {0, 13, 1}), flag("slc", {0, 25, 1}),
          flag("dlc", {0, 7, 1}), flag("r128", {0, 15, 1}), format_field("a16", {1, 30, 1}),
          format_field("tfe", {0, 16, 1}), flag("lwe", {0, 17, 1}), format_field("d16", {1, 31, 1}),
          format_field("nsa", {0, 1, 2})})
      fields.push_back(f);
    std::string name = std::string(bvh ? "MIMG_BVH" : "MIMG") + (a16 ? "_A16" : "") +
                       (nsa ? "_NSA" + std::to_string(nsa) : "");
    std::vector<std::pair<Bits, uint32_t>> match = {{{0, 26, 6}, 0x3c}, {{0, 1, 2}, nsa}};
    if (bvh) {
      match.push_back({{0, 8, 4}, 0xf});
      match.push_back({{0, 12, 1}, 1});
      match.push_back({{0, 15, 1}, 1});
      match.push_back({{1, 30, 1}, a16});
    }
    FormatSpec f(name, 2 + nsa, match, {{0, 18, 7}, {0, 0, 1}}, 256, fields, true);
    f.family = "MIMG";
    out["formats"][f.name] = layout_json(f);
    Json& arr = out[f.name];
    arr = Json::array();
    probe_format(o, f, arr);
    for (size_t i = 0; i < arr.size();) {
      Json& rec = arr[i];
      bool is_bvh = rec["llvm"].get<std::string>().find("BVH") != std::string::npos;
      if (is_bvh != static_cast<bool>(bvh)) {
        arr.erase(i);  // the other forms' opcodes
        continue;
      }
      ++i;
      if (bvh) {
        // Never reshaped: the base is what prints.
        LlvmDecode d = o.decode(make_words(f, rec["op"]));
        Printed p = split_text(d.text, true);
        rec["mimg"] = {
            {"bvh", true},
            {"base", {register_count(p.operands.at(0)), register_count(p.operands.at(1))}}};
        continue;
      }
      rec["mimg"] = mimg_shapes(o, f, rec["op"]);
    }
    if (arr.empty()) {
      out.erase(f.name);
      out["formats"].erase(f.name);
      continue;
    }
    std::fprintf(stderr, "probe: %s: %zu opcodes\n", f.name.c_str(), arr.size());
  }
}

}  // namespace rdnavk::isa::probe
