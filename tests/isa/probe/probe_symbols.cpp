// The names LLVM gives the symbolic immediates: hwreg ids, sendmsg messages and
// operations, s_version codes and flags, s_waitcnt_depctr fields.
#include <cctype>
#include <cstdio>

#include "tests/isa/probe/probe.h"

namespace rdnavk::isa::probe {

namespace {

std::string text_of(Oracle& o, uint32_t word) {
  LlvmDecode d = o.decode({word});
  if (!Oracle::clean(d)) return "";
  size_t sp = d.text.find(' ');
  return sp == std::string::npos ? "" : d.text.substr(sp + 1);
}

// The comma-separated arguments inside "f(a, b, c)".
std::vector<std::string> call_args(const std::string& s) {
  std::vector<std::string> args;
  size_t open = s.find('('), close = s.rfind(')');
  if (open == std::string::npos || close == std::string::npos) return args;
  std::string in = s.substr(open + 1, close - open - 1);
  size_t start = 0;
  while (true) {
    size_t comma = in.find(", ", start);
    args.push_back(in.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return args;
}

bool is_name(const std::string& s) {
  return !s.empty() && !std::isdigit(static_cast<unsigned char>(s[0]));
}

Json names(const std::vector<std::string>& v) {
  Json j = Json::array();
  for (const auto& s : v) j.push_back(s.empty() ? Json(nullptr) : Json(s));
  return j;
}

}  // namespace

void probe_symbols(Oracle& o, Json& out) {
  Json& s = out["symbols"];
  constexpr uint32_t kGetreg = 0xb0000000u | 18u << 23;
  constexpr uint32_t kSendmsg = 0xbf800000u | 16u << 16;
  constexpr uint32_t kVersion = 0xb0000000u | 1u << 23;
  constexpr uint32_t kDepctr = 0xbf800000u | 35u << 16;

  std::vector<std::string> hwreg(64);
  for (uint32_t id = 0; id < 64; ++id) {
    auto a = call_args(text_of(o, kGetreg | 31u << 11 | id));
    if (!a.empty() && is_name(a[0])) hwreg[id] = a[0];
  }
  s["hwreg"] = names(hwreg);

  std::vector<std::string> msg(16), gs_op(4), sys_op(8);
  for (uint32_t id = 0; id < 16; ++id)
    for (uint32_t op = 0; op < 8 && msg[id].empty(); ++op) {
      auto a = call_args(text_of(o, kSendmsg | op << 4 | id));
      if (!a.empty() && is_name(a[0])) msg[id] = a[0];
    }
  for (uint32_t op = 0; op < 4; ++op) {
    auto a = call_args(text_of(o, kSendmsg | op << 4 | 3));  // MSG_GS_DONE
    if (a.size() > 1 && is_name(a[1])) gs_op[op] = a[1];
  }
  for (uint32_t op = 0; op < 8; ++op) {
    auto a = call_args(text_of(o, kSendmsg | op << 4 | 15));  // MSG_SYSMSG
    if (a.size() > 1 && is_name(a[1])) sys_op[op] = a[1];
  }
  s["message"] = names(msg);
  s["gs_op"] = names(gs_op);
  s["sysmsg_op"] = names(sys_op);

  std::vector<std::string> version(256), flags(3);
  for (uint32_t code = 0; code < 256; ++code) {
    std::string t = text_of(o, kVersion | code);
    if (is_name(t)) version[code] = t;
  }
  for (uint32_t i = 0; i < 3; ++i) {
    std::string t = text_of(o, kVersion | 1u << (13 + i));
    size_t bar = t.rfind('|');
    if (bar != std::string::npos) flags[i] = t.substr(bar + 1);
  }
  s["version"] = names(version);
  s["version_flags"] = names(flags);

  // depctr: every field prints for code 0; a single set bit shows its field.
  Json fields = Json::array();
  std::string all = text_of(o, kDepctr);
  std::vector<std::string> order;
  for (size_t at = 0; at < all.size();) {
    size_t open = all.find('(', at);
    if (open == std::string::npos) break;
    order.push_back(all.substr(at, open - at));
    at = all.find(')', open) + 2;
  }
  std::vector<int> offset(order.size(), 99), width(order.size(), 0);
  uint32_t used = 0;
  // Bit b belongs to the field whose "(0)" changes or disappears when b is set.
  for (int b = 0; b < 16; ++b) {
    std::string t = text_of(o, kDepctr | 1u << b);
    for (size_t i = 0; i < order.size(); ++i) {
      if (t.find(order[i] + "(0)") != std::string::npos) continue;
      if (t.rfind("depctr_", 0) != 0) continue;  // printed as a number: unused bit
      if (offset[i] == 99) offset[i] = b;
      width[i] = b - offset[i] + 1;
      used |= 1u << b;
    }
  }
  std::string defaults = text_of(o, kDepctr | used);
  for (size_t i = 0; i < order.size(); ++i) {
    size_t at = defaults.find(order[i] + "(");
    int dflt = at == std::string::npos ? -1 : std::stoi(defaults.substr(at + order[i].size() + 1));
    fields.push_back(
        {{"name", order[i]}, {"offset", offset[i]}, {"width", width[i]}, {"default", dflt}});
  }
  s["depctr"] = fields;

  // exp targets (bits 9:4) and tbuffer formats (bits 25:19), as printed.
  std::vector<std::string> targets(64), formats(128);
  for (uint32_t t = 0; t < 64; ++t) {
    LlvmDecode d = o.decode({0xf800000fu | t << 4, 0x04030201u});
    if (Oracle::clean(d)) targets[t] = split_text(d.text, true).operands.at(0);
  }
  s["exp_target"] = names(targets);
  for (uint32_t f = 0; f < 128; ++f) {
    // tbuffer_load_format_x v2, off, s[16:19], s2 format:[NAME]
    LlvmDecode d = o.decode({0xe8000000u | f << 19, 0x02040201u});
    size_t at = d.text.find("format:[");
    if (Oracle::clean(d) && at != std::string::npos)
      formats[f] = d.text.substr(at + 8, d.text.find(']', at) - at - 8);
  }
  s["buffer_format"] = names(formats);

  // image dims (MIMG bits 5:3): image_load v2, v1, s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_NAME
  std::vector<std::string> dims(8);
  for (uint32_t dim = 0; dim < 8; ++dim) {
    LlvmDecode d = o.decode({0xf0000100u | dim << 3, 0x00040201u});
    size_t at = d.text.find("dim:SQ_RSRC_IMG_");
    if (Oracle::clean(d) && at != std::string::npos) dims[dim] = d.text.substr(at + 16);
  }
  s["image_dim"] = names(dims);
}

}  // namespace rdnavk::isa::probe
