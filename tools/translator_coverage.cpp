// `rdnavk info --translator`: the gfx1030 opcodes the compute translator carries
// out and those it refuses, by encoding class (xlate/coverage.h says how).
#include <cstdio>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tools/commands.h"
#include "xlate/coverage.h"

namespace rdnavk::tools {

namespace {

const char* form_of(const xlate::OpcodeCoverage& o) {
  return isa::layout(o.info->encoding).name;
}

nlohmann::json coverage_json(const std::vector<xlate::EncodingCoverage>& all) {
  nlohmann::json classes = nlohmann::json::array();
  size_t carried = 0, total = 0;
  for (const xlate::EncodingCoverage& c : all) {
    nlohmann::json yes = nlohmann::json::array(), no = nlohmann::json::array();
    for (const xlate::OpcodeCoverage& o : c.opcodes) {
      if (o.carried_out())
        yes.push_back({{"name", o.info->name}, {"form", form_of(o)}});
      else
        no.push_back({{"name", o.info->name}, {"form", form_of(o)}, {"refusal", o.refusal}});
    }
    classes.push_back({{"class", c.name},
                       {"carried_out", c.carried_out()},
                       {"total", c.total()},
                       {"carried_out_opcodes", yes},
                       {"refused_opcodes", no}});
    carried += c.carried_out();
    total += c.total();
  }
  xlate::MnemonicCoverage m = xlate::mnemonic_coverage();
  return {{"opcodes", {{"carried_out", carried}, {"total", total}}},
          {"mnemonics", {{"with_handler", m.with_handler}, {"total", m.total}}},
          {"classes", classes}};
}

// One class's names: each carried-out name once; each refused name with its
// refusal, and the forms it is refused in when it is carried out in others.
void print_names(const xlate::EncodingCoverage& c) {
  std::map<std::string, bool> carried_somewhere;
  for (const xlate::OpcodeCoverage& o : c.opcodes)
    carried_somewhere[o.info->name] |= o.carried_out();
  // Each carried-out name once, wrapped at 100 columns.
  std::printf("  carried out:");
  std::map<std::string, bool> seen;
  size_t column = 100, names = 0;
  for (const xlate::OpcodeCoverage& o : c.opcodes) {
    if (!o.carried_out() || seen[o.info->name]) continue;
    seen[o.info->name] = true;
    size_t width = std::strlen(o.info->name) + 1;
    if (column + width > 100) {
      std::printf("\n   ");
      column = 3;
    }
    std::printf(" %s", o.info->name);
    column += width;
    ++names;
  }
  std::printf("%s\n", names == 0 ? " none" : "");
  // name -> (refusal, forms), in the table's order.
  std::vector<std::string> order;
  std::map<std::string, std::pair<std::string, std::string>> refused;
  for (const xlate::OpcodeCoverage& o : c.opcodes) {
    if (o.carried_out()) continue;
    std::string key = std::string(o.info->name) + " " + o.refusal;
    auto [it, added] = refused.try_emplace(key, o.refusal, "");
    if (added) order.push_back(key);
    if (carried_somewhere[o.info->name])
      it->second.second += (it->second.second.empty() ? "" : ",") + std::string(form_of(o));
  }
  if (order.empty()) return;
  std::printf("  refused:\n");
  for (const std::string& key : order) {
    const auto& [refusal, forms] = refused[key];
    std::string name = key.substr(0, key.find(' '));
    if (!forms.empty()) name += "[" + forms + "]";
    std::printf("    %-40s %s\n", (name + " ").c_str(), refusal.c_str());
  }
}

}  // namespace

int print_translator_coverage(bool as_json, bool verbose) {
  std::vector<xlate::EncodingCoverage> all = xlate::translator_coverage();
  if (as_json) {
    std::printf("%s\n", coverage_json(all).dump(1).c_str());
    return 0;
  }
  size_t carried = 0, total = 0;
  std::printf("%-8s %11s %6s\n", "class", "carried out", "total");
  for (const xlate::EncodingCoverage& c : all) {
    std::printf("%-8s %11zu %6zu\n", c.name.c_str(), c.carried_out(), c.total());
    if (verbose) print_names(c);
    carried += c.carried_out();
    total += c.total();
  }
  std::printf("%-8s %11zu %6zu  (opcodes in each encoding form)\n", "all", carried, total);
  xlate::MnemonicCoverage m = xlate::mnemonic_coverage();
  std::printf("%-8s %11zu %6zu  (mnemonics without _e32/_e64/_dpp/_sdwa that have a handler)\n",
              "names", m.with_handler, m.total);
  return 0;
}

}  // namespace rdnavk::tools
