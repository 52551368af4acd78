#include "program.h"

#include <charconv>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "fills.h"

namespace twin {
namespace {

struct NamedFill {
  std::string_view name;
  Fill fill;
};
constexpr NamedFill kFills[] = {
    {"zero", fill::zero},
    {"sentinel", fill::sentinel},
    {"random_words", fill::random_words},
    {"edgy_words", fill::edgy_words},
    {"clean_f32", fill::clean_f32},
};

struct NamedNeed {
  std::string_view name;
  uint32_t need;
};
constexpr NamedNeed kNeeds[] = {
    {"int64", kNeedInt64},
    {"float64", kNeedFloat64},
    {"float16", kNeedFloat16},
    {"int16", kNeedInt16},
    {"float-modes-16", kNeedFloatModes16},
    {"float-modes-32", kNeedFloatModes32},
    {"float-modes-64", kNeedFloatModes64},
    {"subgroup", kNeedSubgroupOps},
};

// Where in the description a line came from, for errors.
struct Where {
  const std::string& path;
  int line;
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(path + ":" + std::to_string(line) + ": " + what);
  }
};

uint32_t number(const Where& w, const std::string& text) {
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size())
    w.fail("'" + text + "' is not a number");
  return v;
}

std::vector<uint8_t> hex_bytes(const Where& w, const std::string& text) {
  if (text.size() % 2) w.fail("push bytes need two hex digits each");
  std::vector<uint8_t> bytes(text.size() / 2);
  for (size_t i = 0; i < bytes.size(); ++i) {
    auto [end, ec] = std::from_chars(text.data() + 2 * i, text.data() + 2 * i + 2, bytes[i], 16);
    if (ec != std::errc() || end != text.data() + 2 * i + 2) w.fail("bad hex in '" + text + "'");
  }
  return bytes;
}

std::vector<uint32_t> read_spirv(const Where& w, const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) w.fail("cannot read " + path);
  std::string bytes((std::istreambuf_iterator<char>(f)), {});
  if (bytes.empty() || bytes.size() % 4) w.fail(path + " is not SPIR-V (size)");
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), bytes.size());
  return words;
}

Buffer buffer(const Where& w, std::istringstream& in, Program& p) {
  std::string name, binding, kind, bytes, fill, role;
  if (!(in >> name >> binding >> kind >> bytes >> fill >> role))
    w.fail("buffer wants NAME BINDING KIND BYTES FILL in|out");
  Buffer b{};
  b.name = p.names.emplace_back(name).c_str();
  b.binding = number(w, binding);
  if (kind == "storage")
    b.kind = Kind::StorageBuffer;
  else if (kind == "uniform")
    b.kind = Kind::UniformBuffer;
  else
    w.fail("buffer kind '" + kind + "' is neither storage nor uniform");
  b.bytes = number(w, bytes);
  if (b.bytes == 0 || b.bytes % 4) w.fail("a buffer's size is a positive multiple of 4");
  for (const NamedFill& f : kFills)
    if (f.name == fill) b.fill = f.fill;
  if (!b.fill) w.fail("no fill named '" + fill + "'");
  if (role != "in" && role != "out") w.fail("a buffer is 'in' or 'out', not '" + role + "'");
  b.output = role == "out";
  b.count = 1;
  return b;
}

uint32_t needs(const Where& w, std::istringstream& in) {
  uint32_t all = 0;
  for (std::string word; in >> word;) {
    uint32_t one = 0;
    for (const NamedNeed& n : kNeeds)
      if (n.name == word) one = n.need;
    if (!one) w.fail("no need named '" + word + "'");
    all |= one;
  }
  return all;
}

std::string folder_of(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

}  // namespace

void load_program(const std::string& path, Program& p) {
  std::ifstream f(path);
  if (!f) throw std::runtime_error("cannot read " + path);
  p.c = Case{};
  p.c.groups = {1, 1, 1};
  bool have_spirv = false;
  std::string text;
  for (int line = 1; std::getline(f, text); ++line) {
    Where w{path, line};
    std::istringstream in(text.substr(0, text.find('#')));
    std::string key;
    if (!(in >> key)) continue;
    if (key == "name") {
      if (!(in >> p.c.name)) w.fail("name wants a word");
    } else if (key == "spirv") {
      std::string file;
      if (!(in >> file)) w.fail("spirv wants a file");
      p.words = read_spirv(w, folder_of(path) + file);
      have_spirv = true;
    } else if (key == "groups") {
      for (uint32_t& g : p.c.groups) {
        std::string n;
        if (!(in >> n) || (g = number(w, n)) == 0) w.fail("groups wants three positive numbers");
      }
    } else if (key == "needs") {
      p.c.needs |= needs(w, in);
    } else if (key == "push") {
      std::string hex;
      if (!(in >> hex)) w.fail("push wants hex bytes");
      p.c.push = hex_bytes(w, hex);
    } else if (key == "buffer") {
      p.c.buffers.push_back(buffer(w, in, p));
    } else {
      w.fail("unknown item '" + key + "'");
    }
  }
  if (!have_spirv) throw std::runtime_error(path + ": no spirv line");
  if (p.c.name.empty()) p.c.name = path;
  p.c.summary = "generated: " + path;
  p.c.spirv = std::span<const uint32_t>(p.words);
}

}  // namespace twin
