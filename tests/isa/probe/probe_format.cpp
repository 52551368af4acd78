// The generic opcode prober: finds a decodable base instruction for an opcode,
// learns which printed operand each field feeds and what it accepts, how flag
// bits print, and which other bits LLVM requires to be zero.
#include <algorithm>
#include <bit>
#include <cstdio>
#include <random>

#include "tests/isa/probe/probe.h"

namespace rdnavk::isa::probe {

Json value_ranges(const std::vector<bool>& valid) {
  Json out = Json::array();
  size_t i = 0;
  while (i < valid.size()) {
    if (!valid[i]) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j + 1 < valid.size() && valid[j + 1]) ++j;
    out.push_back(Json::array({i, j}));
    i = j + 1;
  }
  return out;
}

std::vector<ImmediateModel> numeric_models(int width) {
  std::vector<ImmediateModel> m;
  m.push_back({"hex", [](uint32_t v) {
                 std::string s;
                 append_hex(s, v);
                 return s;
               }});
  m.push_back({"dec", [](uint32_t v) { return std::to_string(v); }});
  m.push_back({"sdec", [width](uint32_t v) {
                 int64_t s = v;
                 if (width < 32 && (v >> (width - 1)) & 1) s -= int64_t{1} << width;
                 return std::to_string(s);
               }});
  m.push_back({"b32", [](uint32_t v) {
                 std::string s;
                 append_constant(s, v, ConstType::kB32);
                 return s;
               }});
  m.push_back({"sb32", [width](uint32_t v) {
                 std::string s;
                 int64_t x = v;
                 if (width < 32 && (v >> (width - 1)) & 1) x -= int64_t{1} << width;
                 append_constant(s, static_cast<uint64_t>(x), ConstType::kB32);
                 return s;
               }});
  m.push_back({"none", [](uint32_t) { return std::string(); }});
  m.push_back({"dec_nonzero", [](uint32_t v) { return v ? std::to_string(v) : std::string(); }});
  return m;
}

Words make_words(const FormatSpec& f, unsigned op) {
  Words w(f.words, 0);
  for (const auto& [b, v] : f.match) put(w, b, v);
  unsigned shift = 0;
  for (const Bits& b : f.opcode) {
    put(w, b, (op >> shift) & b.max());
    shift += b.width;
  }
  return w;
}

Json layout_json(const FormatSpec& f) {
  auto bits = [](Bits b) { return Json::array({b.word, b.lsb, b.width}); };
  Json j;
  j["family"] = f.family.empty() ? f.name : f.family;
  j["words"] = f.words;
  Json m = Json::array();
  for (const auto& [b, v] : f.match) m.push_back({b.word, b.lsb, b.width, v});
  j["match"] = m;
  Json op = Json::array();
  for (const Bits& b : f.opcode) op.push_back(bits(b));
  j["opcode"] = op;
  Json fields = Json::object();
  static const char* kTypes[] = {"register", "immediate", "flag", "format"};
  for (const FieldSpec& fs : f.fields) {
    Json fj = bits(fs.bits);
    fj.push_back(kTypes[fs.type]);
    if (fs.scale != 1) fj.push_back(fs.scale);
    fields[fs.name] = fj;
  }
  j["fields"] = fields;
  return j;
}

namespace {

Words with_fields(const FormatSpec& f, unsigned op, unsigned subset) {
  Words w = make_words(f, op);
  for (size_t i = 0; i < f.fields.size(); ++i)
    if ((subset >> i) & 1) put(w, f.fields[i].bits, f.fields[i].probe);
  return w;
}

// The subsets of probe-valued fields, most fields first.
std::vector<unsigned> subsets(const FormatSpec& f) {
  unsigned all = 0;
  for (size_t i = 0; i < f.fields.size(); ++i)
    if (f.fields[i].probe != 0) all |= 1u << i;
  std::vector<unsigned> s;
  for (unsigned m = all;; m = (m - 1) & all) {
    s.push_back(m);
    if (m == 0) break;
  }
  std::stable_sort(s.begin(), s.end(),
                   [](unsigned a, unsigned b) { return std::popcount(a) > std::popcount(b); });
  return s;
}

std::vector<uint32_t> immediate_values(int width) {
  std::vector<uint32_t> v;
  if (width <= 16) {
    for (uint32_t i = 0; i <= (1u << width) - 1; ++i) v.push_back(i);
    return v;
  }
  for (uint32_t i = 0; i < 4096; ++i) v.push_back(i);
  std::mt19937 rng(width);
  uint32_t mask = width >= 32 ? 0xffffffffu : (1u << width) - 1;
  for (int i = 0; i < 4096; ++i) v.push_back(rng() & mask);
  for (int b = 0; b < width; ++b) v.push_back((1u << b) & mask);
  v.push_back(mask);
  return v;
}

// The printed operands of `p` that are not the register slots' texts.
std::pair<std::string, int> immediate_text(const Printed& p, const std::vector<std::string>& regs) {
  std::string s;
  int pos = -1;
  for (size_t i = 0; i < p.operands.size(); ++i) {
    if (std::find(regs.begin(), regs.end(), p.operands[i]) != regs.end()) continue;
    if (pos < 0) pos = static_cast<int>(i);
    if (!s.empty()) s += ", ";
    s += p.operands[i];
  }
  return {s, pos};
}

Json classify_immediate(Oracle& o, bool wave64, const FormatSpec& f, const Words& base,
                        const FieldSpec& field, const std::vector<std::string>& regs,
                        const std::string& mnemonic, int slot) {
  size_t base_count = split_text(o.decode(base, wave64).text, f.modifiers).operands.size();
  std::vector<uint32_t> values = immediate_values(field.bits.width);
  std::vector<bool> valid(values.size());
  std::vector<std::string> text(values.size());
  int pos = -1;
  for (size_t i = 0; i < values.size(); ++i) {
    Words w = base;
    put(w, field.bits, values[i]);
    LlvmDecode d = o.decode(w, wave64);
    Printed p = split_text(d.text, f.modifiers);
    valid[i] = Oracle::clean(d) && p.mnemonic == mnemonic;
    if (!valid[i]) continue;
    if (slot >= 0 && p.operands.size() == base_count) {
      text[i] = p.operands[slot];
      pos = slot;
      continue;
    }
    auto [t, at] = immediate_text(p, regs);
    text[i] = t;
    if (at >= 0 && pos < 0) pos = at;
  }
  Json j;
  j["field"] = field.name;
  std::vector<ImmediateModel> models = numeric_models(field.bits.width);
  std::string fit;
  for (const auto& m : models) {
    bool ok = true, any = false;
    for (size_t i = 0; i < values.size() && ok; ++i)
      if (valid[i]) {
        ok = m.text(values[i]) == text[i];
        any = true;
      }
    if (ok && any) {
      fit = m.name;
      break;
    }
  }
  if (fit.empty())
    for (const auto& [model, prefix] : f.symbolic) {
      size_t hits = 0, n = 0;
      for (size_t i = 0; i < values.size(); ++i)
        if (valid[i]) {
          ++n;
          if (text[i].rfind(prefix, 0) == 0) ++hits;
        }
      if (n > 0 && hits > 0) {
        fit = model;
        break;
      }
    }
  if (fit.empty()) {
    for (size_t i = 0; i < values.size(); ++i)
      if (valid[i]) {
        std::fprintf(stderr, "probe: %s %s: no model for value %u: '%s'\n", f.name.c_str(),
                     mnemonic.c_str(), values[i], text[i].c_str());
        break;
      }
    fit = "unknown";
  }
  j["kind"] = fit;
  j["position"] = pos;
  if (field.bits.width <= 16) {
    j["valid"] = value_ranges(valid);
  } else {
    size_t bad = std::count(valid.begin(), valid.end(), false);
    if (bad) j["invalid_samples"] = bad;
  }
  return j;
}

// The values an unprinted field accepts (those that leave the text unchanged)
// as ranges; a field wider than 16 bits is sampled and reported as accepting
// everything or only zero.
Json unprinted_values(Oracle& o, bool wave64, const Words& base, Bits field) {
  std::string text = o.decode(base, wave64).text;
  std::vector<uint32_t> values = immediate_values(field.width);
  std::vector<bool> valid(field.width <= 16 ? values.size() : 0);
  bool all = true, only_zero = true;
  for (size_t i = 0; i < values.size(); ++i) {
    Words w = base;
    put(w, field, values[i]);
    LlvmDecode d = o.decode(w, wave64);
    bool ok = Oracle::clean(d) && d.text == text;
    if (field.width <= 16) valid[i] = ok;
    all = all && ok;
    only_zero = only_zero && (ok == (values[i] == 0));
  }
  if (field.width <= 16) return value_ranges(valid);
  if (all) return Json::array({Json::array({0u, field.max()})});
  if (!only_zero)
    std::fprintf(stderr, "probe: an unprinted %d-bit field accepts some values only\n",
                 field.width);
  return Json::array({Json::array({0, 0})});
}

// What toggling a one-bit (or setting a wider) flag field does to the text:
// "invalid", "ignored", "form" (the operands change in number), or effects
// joined by " & ": "op<i>:<new text of operand i>" and "mod:<added modifier
// words>[ -<removed ones>]". The base value is prefixed when it is not 0 ("1=").
std::string flag_effect(Oracle& o, bool wave64, const FormatSpec& f, const Words& base,
                        const FieldSpec& fs, const Printed& p) {
  uint32_t now = get(base, fs.bits);
  Words w = base;
  put(w, fs.bits, now == 0 ? 1 : 0);
  LlvmDecode fd = o.decode(w, wave64);
  Printed fp = split_text(fd.text, f.modifiers);
  std::string prefix = now ? std::to_string(now) + "=" : "";
  if (!Oracle::clean(fd) || fp.mnemonic != p.mnemonic) return prefix + "invalid";
  if (fp.operands.size() != p.operands.size()) return prefix + "form";
  std::string effects;
  auto add = [&](const std::string& e) { effects += (effects.empty() ? "" : " & ") + e; };
  for (size_t i = 0; i < p.operands.size(); ++i)
    if (fp.operands[i] != p.operands[i]) add("op" + std::to_string(i) + ":" + fp.operands[i]);
  std::string added, removed;
  for (const auto& m : fp.modifiers)
    if (std::find(p.modifiers.begin(), p.modifiers.end(), m) == p.modifiers.end())
      added += (added.empty() ? "" : " ") + m;
  for (const auto& m : p.modifiers)
    if (std::find(fp.modifiers.begin(), fp.modifiers.end(), m) == fp.modifiers.end())
      removed += (removed.empty() ? "" : " ") + m;
  if (!added.empty() || !removed.empty())
    add("mod:" + added + (removed.empty() ? "" : " -" + removed));
  else if (fp.modifiers != p.modifiers)
    add("reorders");
  return prefix + (effects.empty() ? "ignored" : effects);
}

struct OpResult {
  bool valid = false;
  Json record;
};

OpResult probe_op(Oracle& o, const FormatSpec& f, unsigned op, bool wave64) {
  OpResult r;
  Words base;
  LlvmDecode d;
  for (unsigned s : subsets(f)) {
    base = with_fields(f, op, s);
    d = o.decode(base, wave64);
    if (Oracle::clean(d)) break;
  }
  // Some opcodes need a flag set (ds_ordered_count only exists with gds).
  for (size_t fi = 0; fi < f.fields.size() && !Oracle::clean(d); ++fi) {
    if (f.fields[fi].type != FieldSpec::kFlag) continue;
    for (unsigned s : subsets(f)) {
      base = with_fields(f, op, s);
      put(base, f.fields[fi].bits, 1);
      d = o.decode(base, wave64);
      if (Oracle::clean(d)) break;
    }
  }
  if (!Oracle::clean(d)) return r;
  r.valid = true;
  Printed p = split_text(d.text, f.modifiers);
  Json& j = r.record;
  j["op"] = op;
  j["name"] = p.mnemonic;
  j["llvm"] = d.opcode_name;
  j["bytes"] = d.size;
  Words padded = base;
  padded.resize(base.size() + 4, 0);
  LlvmDecode detail = (wave64 ? o.w64 : o.w32).decode_words(padded, LlvmDisassembler::kOperands);
  if (!detail.properties.empty()) j["properties"] = detail.properties;
  if (detail.num_defs != 0) j["defs"] = detail.num_defs;
  if (!detail.tied_defs.empty()) j["tied_defs"] = detail.tied_defs;
  if (!detail.implicit_uses.empty()) j["implicit_uses"] = detail.implicit_uses;
  if (!detail.implicit_defs.empty()) j["implicit_defs"] = detail.implicit_defs;
  // Register fields first: their printed texts identify them in immediates.
  std::vector<Json> slots(p.operands.size());
  std::vector<std::string> reg_texts;
  Json fixed = Json::object();
  Json flags = Json::object();
  Json format_fields = Json::object();
  // Fields past the decoded instruction (a DPP marker on an opcode LLVM then
  // decodes in 32 bits) are not the instruction's.
  size_t words = std::min<size_t>(f.words, d.size / 4);
  for (const FieldSpec& fs : f.fields) {
    if (fs.type != FieldSpec::kRegister || fs.bits.word >= static_cast<int>(words)) continue;
    Words fbase = base;
    for (const auto& [wb, wv] : fs.with) put(fbase, wb, wv);
    // The field's printed operand: the first alternative value that still
    // decodes shows which text changes (a lane select takes no VGPR).
    uint32_t now = get(fbase, fs.bits);
    int slot = -2;
    for (uint32_t alt : {fs.alt, fs.probe, 5u, 13u, 129u, 261u}) {
      if (alt == now || alt > fs.bits.max() || alt * fs.scale > 511) continue;
      slot = operand_of_field(o, wave64, fbase, fs.bits, alt, f.modifiers);
      if (slot != -2) break;
    }
    unsigned count = 1u << fs.bits.width;
    SlotClass c = classify_slot(o, wave64, fbase, fs.bits, count, fs.scale, slot, f.modifiers,
                                p.mnemonic, fs.other_form);
    if (slot >= 0 && c.kind.empty()) {
      // Not a register after all (s_atc_probe's sdata is a number).
      FieldSpec as_imm = fs;
      as_imm.type = FieldSpec::kImmediate;
      Json im = classify_immediate(o, wave64, f, base, as_imm, reg_texts, p.mnemonic, slot);
      if (im["kind"] != "unknown") {
        slots[slot] = im;
        continue;
      }
    }
    if (slot >= 0) {
      Json s;
      s["field"] = fs.name;
      s["kind"] = c.kind.empty() ? "unknown" : c.kind;
      s["dwords"] = c.dwords;
      if (c.ctype) s["const"] = const_type_name(*c.ctype);
      s["valid"] = value_ranges(c.valid);
      if (!c.error.empty()) {
        s["error"] = c.error;
        std::fprintf(stderr, "probe: %s %s field %s: %s\n", f.name.c_str(), p.mnemonic.c_str(),
                     fs.name.c_str(), c.error.c_str());
      }
      if (!fs.with.empty() && !slots[slot].is_null()) {
        slots[slot]["forms"][fs.name] = s;
        continue;
      }
      slots[slot] = s;
      reg_texts.push_back(p.operands[slot]);
    } else if (!fs.with.empty()) {
      continue;  // a second view that does not apply to this opcode
    } else {
      fixed[fs.name] = unprinted_values(o, wave64, base, fs.bits);
    }
  }
  for (const FieldSpec& fs : f.fields) {
    if (fs.bits.word * 4 >= static_cast<int>(d.size)) continue;
    if (fs.type == FieldSpec::kImmediate) {
      uint32_t now = get(base, fs.bits);
      int slot = operand_of_field(o, wave64, base, fs.bits, now ^ 5, f.modifiers);
      Json im = classify_immediate(o, wave64, f, base, fs, reg_texts, p.mnemonic, slot);
      int pos = im["position"];
      if (pos >= 0 && pos < static_cast<int>(slots.size()) && slots[pos].is_null())
        slots[pos] = im;
      else if (im["kind"] == "none")
        fixed[fs.name] = unprinted_values(o, wave64, base, fs.bits);
      else {
        im["position"] = pos;
        j["immediate_" + fs.name] = im;
      }
    } else if (fs.type == FieldSpec::kFlag) {
      flags[fs.name] = flag_effect(o, wave64, f, base, fs, p);
    } else if (fs.type == FieldSpec::kFormat && fs.bits.width <= 12) {
      // Printed by the format's own rules: only which values decode.
      std::vector<bool> ok(1u << fs.bits.width);
      for (uint32_t v = 0; v < ok.size(); ++v) {
        Words w = base;
        put(w, fs.bits, v);
        LlvmDecode fd = o.decode(w, wave64);
        // A reserved SDWA select decodes but cannot be printed (llvm_oracle.h).
        ok[v] = fd.unprintable ||
                (Oracle::clean(fd) && split_text(fd.text, f.modifiers).mnemonic == p.mnemonic);
      }
      format_fields[fs.name] = value_ranges(ok);
    }
  }
  // Every flag that is not invalid, toggled at once: the order LLVM prints
  // modifiers in.
  {
    Words w = base;
    bool any = false;
    for (const FieldSpec& fs : f.fields) {
      if (fs.type != FieldSpec::kFlag || fs.bits.word * 4 >= static_cast<int>(d.size)) continue;
      std::string e = flags[fs.name];
      if (e.find("invalid") != std::string::npos || e.find("ignored") != std::string::npos)
        continue;
      put(w, fs.bits, get(base, fs.bits) ? 0 : 1);
      any = true;
    }
    LlvmDecode ad = o.decode(w, wave64);
    if (any && Oracle::clean(ad)) {
      Printed ap = split_text(ad.text, f.modifiers);
      if (!ap.modifiers.empty()) j["all_modifiers"] = ap.modifiers;
    }
  }
  Json ops = Json::array();
  for (size_t i = 0; i < slots.size(); ++i) {
    if (slots[i].is_null()) {
      Json s;
      s["implicit"] = p.operands[i];
      ops.push_back(s);
    } else {
      ops.push_back(slots[i]);
    }
  }
  j["operands"] = ops;
  if (!p.modifiers.empty()) j["base_modifiers"] = p.modifiers;
  if (!fixed.empty()) j["fixed"] = fixed;
  if (!flags.empty()) j["flags"] = flags;
  if (!format_fields.empty()) j["format_fields"] = format_fields;
  // Every other bit of the instruction: must it be zero?
  Json reserved = Json::array();
  for (size_t wi = 0; wi < words; ++wi)
    for (int b = 0; b < 32; ++b) {
      auto covers = [&](Bits x) {
        return x.word == static_cast<int>(wi) && b >= x.lsb && b < x.lsb + x.width;
      };
      bool known = std::any_of(f.opcode.begin(), f.opcode.end(), covers) ||
                   std::any_of(f.match.begin(), f.match.end(),
                               [&](const auto& m) { return covers(m.first); }) ||
                   std::any_of(f.fields.begin(), f.fields.end(),
                               [&](const FieldSpec& fs) { return covers(fs.bits); });
      if (known) continue;
      Words w = base;
      w[wi] ^= 1u << b;
      LlvmDecode bd = o.decode(w, wave64);
      if (!Oracle::clean(bd) || split_text(bd.text, f.modifiers).mnemonic != p.mnemonic)
        reserved.push_back(wi * 32 + b);
      else if (bd.text != d.text)
        std::fprintf(stderr, "probe: %s %s: bit %zu changes the text: %s\n", f.name.c_str(),
                     p.mnemonic.c_str(), wi * 32 + b, bd.text.c_str());
    }
  if (!reserved.empty()) j["reserved_bits"] = reserved;
  return r;
}

// wave64 differences are kept as "<key>_w64" beside the wave32 value.
Json merge_waves(const Json& w32, const Json& w64) {
  if (w32 == w64) return w32;
  Json m = w32;
  for (auto it = w64.begin(); it != w64.end(); ++it) {
    const std::string& k = it.key();
    if (w32.contains(k) && w32[k] == it.value()) continue;
    if (k == "operands" && w32.contains(k) && w32[k].size() == it.value().size()) {
      for (size_t i = 0; i < it.value().size(); ++i) {
        const Json& a = w32[k][i];
        const Json& b = it.value()[i];
        for (auto bi = b.begin(); bi != b.end(); ++bi)
          if (!a.contains(bi.key()) || a[bi.key()] != bi.value())
            m[k][i][bi.key() + "_w64"] = bi.value();
      }
      continue;
    }
    m[k + "_w64"] = it.value();
  }
  return m;
}

}  // namespace

void probe_format(Oracle& o, const FormatSpec& f, Json& out) {
  for (unsigned op = 0; op < f.opcodes; ++op) {
    if (f.accept && !f.accept(o, op)) continue;
    OpResult a = probe_op(o, f, op, false);
    OpResult b = probe_op(o, f, op, true);
    if (!a.valid && !b.valid) continue;
    if (a.valid != b.valid) {
      Json j = a.valid ? a.record : b.record;
      j[a.valid ? "wave32_only" : "wave64_only"] = true;
      out.push_back(j);
      continue;
    }
    out.push_back(merge_waves(a.record, b.record));
  }
}

}  // namespace rdnavk::isa::probe
