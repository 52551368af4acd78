#include "xlate/coverage.h"

#include <algorithm>
#include <set>
#include <string_view>

#include "xlate/emit.h"

namespace rdnavk::xlate {

namespace {

constexpr const char* kClassOrder[] = {"SOP2", "SOPK",   "SOP1",    "SOPC", "SOPP",  "SMEM",
                                       "VOP2", "VOP1",   "VOPC",    "VOP3", "VOP3P", "DPP16",
                                       "DPP8", "SDWA",   "VINTRP",  "DS",   "MUBUF", "MTBUF",
                                       "FLAT", "GLOBAL", "SCRATCH", "EXP",  "MIMG"};

// The operand of `info` in field `f`, or nullptr.
const isa::OperandInfo* operand_in(const isa::OpcodeInfo& info, isa::Field f) {
  for (const isa::OperandInfo& o : info.operand_list())
    if (o.field == f) return &o;
  return nullptr;
}

bool wide(const isa::OperandInfo* o) {
  return o != nullptr && std::max(o->dwords, o->dwords_w64) > 1;
}

}  // namespace

size_t EncodingCoverage::carried_out() const {
  return static_cast<size_t>(std::count_if(
      opcodes.begin(), opcodes.end(), [](const OpcodeCoverage& o) { return o.carried_out(); }));
}

std::string encoding_class(isa::Encoding e) {
  const isa::EncodingLayout& l = isa::layout(e);
  switch (l.family) {
    case isa::Family::kDPP16:
      return "DPP16";
    case isa::Family::kDPP8:
      return "DPP8";
    case isa::Family::kSDWA:
      return "SDWA";
    default: {
      // The forms of one encoding are named after it: MUBUF_OFFEN, GLOBAL_SADDR_LDS,
      // MIMG_NSA1.
      std::string_view n = l.name;
      return std::string(n.substr(0, n.find('_')));
    }
  }
}

std::string opcode_refusal(const isa::OpcodeInfo& info) {
  isa::Instruction in;
  in.info = &info;
  std::string_view base = base_mnemonic(in);
  // The stage's own instructions (ops_stage.cpp) as the compute stage answers
  // them: exp and v_interp_* by name, s_sendmsg by its message ("sendmsg-3").
  if (find_stage_op(base) != nullptr)
    return base.substr(0, 9) == "s_sendmsg" ? "sendmsg" : "instruction-" + std::string(base);
  if (find_op(base) == nullptr) return "instruction-" + std::string(base);
  isa::Family family = isa::layout(info.encoding).family;
  if ((family == isa::Family::kDPP16 || family == isa::Family::kDPP8) &&
      wide(operand_in(info, isa::Field::kSrc0)))
    return "lane-modifier-64-bit-source";  // Emit::src_raw
  if (family == isa::Family::kSDWA && wide(operand_in(info, isa::Field::kVdst)))
    return "sdwa-64-bit-destination";  // vec::write_vdst
  // The *_LDS forms set the LDS bit, which the load handlers refuse
  // (ops_memory.cpp, ops_format.cpp).
  std::string_view form = isa::layout(info.encoding).name;
  if (form.size() > 4 && form.substr(form.size() - 4) == "_LDS") {
    std::string cls = encoding_class(info.encoding);
    if (cls == "MUBUF") return "buffer-load-lds";
    if (cls == "GLOBAL") return "global-load-lds";
    if (cls == "SCRATCH") return "scratch-load-lds";
  }
  return "";
}

std::vector<EncodingCoverage> translator_coverage() {
  std::vector<EncodingCoverage> out;
  for (const char* name : kClassOrder) out.push_back({name, {}});
  for (const isa::OpcodeInfo& info : isa::all_opcodes()) {
    std::string cls = encoding_class(info.encoding);
    auto it = std::find_if(out.begin(), out.end(),
                           [&](const EncodingCoverage& c) { return c.name == cls; });
    if (it == out.end()) it = out.insert(out.end(), {cls, {}});  // a class the order lacks
    it->opcodes.push_back({&info, opcode_refusal(info)});
  }
  return out;
}

MnemonicCoverage mnemonic_coverage() {
  std::set<std::string_view> all;
  for (const isa::OpcodeInfo& info : isa::all_opcodes()) {
    isa::Instruction in;
    in.info = &info;
    all.insert(base_mnemonic(in));
  }
  MnemonicCoverage m;
  m.total = all.size();
  m.with_handler = static_cast<size_t>(std::count_if(
      all.begin(), all.end(), [](std::string_view n) { return find_op(n) != nullptr; }));
  return m;
}

}  // namespace rdnavk::xlate
