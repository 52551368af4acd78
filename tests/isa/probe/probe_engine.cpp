#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "tests/isa/probe/probe.h"

namespace rdnavk::isa::probe {

uint32_t get(const Words& w, Bits b) {
  if (b.word >= static_cast<int>(w.size())) return 0;
  return (w[b.word] >> b.lsb) & b.max();
}

void put(Words& w, Bits b, uint32_t v) {
  if (b.word >= static_cast<int>(w.size())) w.resize(b.word + 1, 0);
  uint32_t m = b.max() << b.lsb;
  w[b.word] = (w[b.word] & ~m) | ((v << b.lsb) & m);
}

const uint32_t kProbeLiterals[6] = {0x3c00, 0x12343c00, 0xfff0, 0xfffffff0, 0x3ff00000, 0x3f800000};

LlvmDecode Oracle::decode(const Words& w, bool wave64) {
  Words padded = w;
  padded.resize(w.size() + 4, 0);
  ++decodes;
  return (wave64 ? w64 : w32).decode_words(padded);
}

Printed split_text(const std::string& text, bool modifiers) {
  Printed p;
  size_t sp = text.find(' ');
  p.mnemonic = text.substr(0, sp);
  if (sp == std::string::npos) return p;
  std::string rest = text.substr(sp + 1);
  int depth = 0;
  bool quote = false;
  std::string cur;
  for (size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (c == '"') quote = !quote;
    if (!quote && (c == '(' || c == '[')) depth++;
    if (!quote && (c == ')' || c == ']')) depth--;
    if (!quote && depth == 0 && c == ',' && i + 1 < rest.size() && rest[i + 1] == ' ') {
      p.operands.push_back(cur);
      cur.clear();
      ++i;
      continue;
    }
    cur += c;
  }
  if (!modifiers) {
    if (!cur.empty()) p.operands.push_back(cur);
    return p;
  }
  // exp prints its target before the first source without a comma.
  if (p.mnemonic == "exp" && !p.operands.empty()) {
    std::string first = p.operands[0];
    size_t space = first.find(' ');
    if (space != std::string::npos) {
      p.operands[0] = first.substr(space + 1);
      p.operands.insert(p.operands.begin(), first.substr(0, space));
    }
  }
  // The last operand ends at its first space outside brackets; modifiers follow.
  depth = 0;
  std::string last, mod;
  bool in_mods = false;
  for (char c : cur) {
    if (c == '(' || c == '[') depth++;
    if (c == ')' || c == ']') depth--;
    if (c == ' ' && depth == 0) {
      if (in_mods && !mod.empty()) p.modifiers.push_back(mod);
      mod.clear();
      in_mods = true;
      continue;
    }
    (in_mods ? mod : last) += c;
  }
  if (in_mods && !mod.empty()) p.modifiers.push_back(mod);
  // An instruction with modifiers but no operands prints them after the mnemonic.
  size_t colon = last.find(':');
  if (p.operands.empty() && colon != std::string::npos &&
      last.substr(0, colon).find('[') == std::string::npos) {
    p.modifiers.insert(p.modifiers.begin(), last);
    last.clear();
  }
  if (!last.empty()) p.operands.push_back(last);
  return p;
}

std::string mask_hex(const std::vector<bool>& valid) {
  std::string s;
  for (size_t i = 0; i < valid.size(); i += 4) {
    unsigned nib = 0;
    for (size_t b = 0; b < 4 && i + b < valid.size(); ++b)
      if (valid[i + b]) nib |= 1u << b;
    s += "0123456789abcdef"[nib];
  }
  return s;
}

namespace {

// The text LLVM should print for value v of a slot of this model, or false.
bool expected_token(const std::string& kind, int dwords, ConstType ct, unsigned v, uint32_t literal,
                    std::string& out) {
  out.clear();
  if (kind == "attr") {
    append_interp_attr(out, v);
    return true;
  }
  if (kind == "param") {
    append_interp_param(out, v);
    return true;
  }
  if (kind == "vgpr") {
    append_vgpr(out, v, dwords);
    return true;
  }
  bool nine = kind == "vsrc";
  if (nine && v >= 256) {
    append_vgpr(out, v - 256, dwords);
    return true;
  }
  if (kind == "sreg") return v < 128 && append_scalar_register(out, v, dwords);
  if ((v >= 128 && v <= 208) || (v >= 240 && v <= 248)) {
    append_constant(out, inline_constant_bits(v, ct), ct);
    return true;
  }
  if (v == 255) {
    append_constant(out, literal_bits(literal, ct), ct);
    return true;
  }
  return append_scalar_register(out, v, dwords);
}

}  // namespace

SlotClass classify_slot(Oracle& o, bool wave64, const Words& base, Bits field, unsigned count,
                        unsigned scale, int slot, bool modifiers, const std::string& mnemonic,
                        const std::vector<uint32_t>& other_form) {
  SlotClass c;
  size_t base_ops = split_text(o.decode(base, wave64).text, modifiers).operands.size();
  std::vector<bool> valid(count);
  std::vector<std::vector<std::string>> tokens(count);
  for (unsigned v = 0; v < count; ++v) {
    int lits = v == 255 && scale == 1 ? 6 : 1;
    bool ok = true;
    for (int li = 0; li < lits && ok; ++li) {
      Words w = base;
      put(w, field, v);
      if (v == 255 && scale == 1) {
        // The literal follows the instruction's own dwords.
        w.push_back(kProbeLiterals[li]);
      }
      LlvmDecode d = o.decode(w, wave64);
      Printed p = split_text(d.text, modifiers);
      ok = Oracle::clean(d) && p.mnemonic == mnemonic && p.operands.size() == base_ops &&
           slot >= 0 && slot < static_cast<int>(p.operands.size());
      if (ok) tokens[v].push_back(p.operands[slot]);
    }
    valid[v] = ok && std::find(other_form.begin(), other_form.end(), v) == other_form.end();
  }
  c.valid = valid;
  std::vector<std::string> kinds;
  if (count == 128 || scale > 1) kinds = {"sreg"};
  if (count == 256) kinds = {"vgpr", "ssrc"};
  if (count == 512) kinds = {"vsrc"};
  kinds.push_back("attr");
  kinds.push_back("param");
  static const int kDwords[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16};
  size_t best = 0;
  for (const std::string& k : kinds) {
    bool is_src = k == "ssrc" || k == "vsrc";
    bool interp = k == "attr" || k == "param";
    for (int dw : kDwords) {
      if (interp && dw != 1) continue;
      for (int cti = 0; cti < (is_src ? int(ConstType::kCount) : 1); ++cti) {
        ConstType ct = static_cast<ConstType>(cti);
        size_t matched = 0;
        bool fits = true;
        std::string exp, miss;
        for (unsigned v = 0; v < count && fits; ++v) {
          if (!valid[v]) continue;
          for (size_t li = 0; li < tokens[v].size() && fits; ++li) {
            fits = expected_token(k, dw, ct, v * scale, kProbeLiterals[li], exp) &&
                   exp == tokens[v][li];
            if (fits)
              ++matched;
            else
              miss = "value " + std::to_string(v) + " prints '" + tokens[v][li] + "', " + k +
                     std::to_string(dw) + " model: '" + exp + "'";
          }
        }
        if (fits && matched > 0) {
          c.kind = k;
          c.dwords = dw;
          if (is_src) c.ctype = ct;
          c.error.clear();
          return c;
        }
        if (std::getenv("PROBE_DEBUG") && mnemonic == std::getenv("PROBE_DEBUG"))
          std::fprintf(stderr, "  %s %d %s: %zu matched, %s\n", k.c_str(), dw,
                       is_src ? const_type_name(ct) : "", matched, miss.c_str());
        if (matched > best || c.error.empty()) {
          best = matched;
          c.error = miss;
        }
      }
    }
  }
  if (c.error.empty()) c.error = "no value decodes";
  return c;
}

int operand_of_field(Oracle& o, bool wave64, const Words& base, Bits field, uint32_t alt,
                     bool modifiers) {
  LlvmDecode d0 = o.decode(base, wave64);
  Printed p0 = split_text(d0.text, modifiers);
  Words w = base;
  put(w, field, alt);
  LlvmDecode d1 = o.decode(w, wave64);
  if (!Oracle::clean(d1)) return -2;
  Printed p1 = split_text(d1.text, modifiers);
  if (p1.mnemonic != p0.mnemonic || p1.operands.size() != p0.operands.size()) return -2;
  for (size_t i = 0; i < p0.operands.size(); ++i)
    if (p0.operands[i] != p1.operands[i]) return static_cast<int>(i);
  if (p0.modifiers != p1.modifiers) return -3;
  return -1;
}

}  // namespace rdnavk::isa::probe
