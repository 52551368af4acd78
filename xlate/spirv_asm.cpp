#include "xlate/spirv_asm.h"

#include <fmt/format.h>

#include <optional>
#include <utility>

namespace rdnavk::xlate {

namespace {

struct TypeDecl {
  const char* id;
  const char* decl;
  const char* capability;  // needed when the type appears at all
  unsigned bits;
};

constexpr TypeDecl kTypes[] = {
    {"%void", "OpTypeVoid", nullptr, 0},
    {"%bool", "OpTypeBool", nullptr, 1},
    {"%u16", "OpTypeInt 16 0", "Int16", 16},
    {"%u32", "OpTypeInt 32 0", nullptr, 32},
    {"%u64", "OpTypeInt 64 0", "Int64", 64},
    {"%f16", "OpTypeFloat 16", "Float16", 16},
    {"%f32", "OpTypeFloat 32", nullptr, 32},
    {"%f64", "OpTypeFloat 64", "Float64", 64},
    {"%v2u32", "OpTypeVector %u32 2", nullptr, 64},
    {"%v4u32", "OpTypeVector %u32 4", nullptr, 128},
};
static_assert(std::size(kTypes) == static_cast<size_t>(Ty::kCount));

}  // namespace

const char* type_id(Ty t) {
  return kTypes[static_cast<int>(t)].id;
}
unsigned type_bits(Ty t) {
  return kTypes[static_cast<int>(t)].bits;
}

SpirvAsm::SpirvAsm() {
  capabilities_ = {"Shader", "Int64", "PhysicalStorageBufferAddresses"};
}

std::string SpirvAsm::fresh(std::string_view hint) {
  return fmt::format("%{}{}", hint, next_id_++);
}

std::string SpirvAsm::constant(Ty t, std::string_view value_text, std::string_view key) {
  std::string k = fmt::format("{}:{}", type_id(t), key);
  auto it = constant_ids_.find(k);
  if (it != constant_ids_.end()) return it->second;
  std::string id = fresh("c");
  if (t == Ty::kBool)
    constants_ += fmt::format("{} = {} %bool\n", id, value_text);
  else
    constants_ += fmt::format("{} = OpConstant {} {}\n", id, type_id(t), value_text);
  constant_ids_.emplace(k, id);
  return id;
}

V SpirvAsm::u16(uint16_t v) {
  return {constant(Ty::kU16, std::to_string(v), std::to_string(v)), Ty::kU16};
}
V SpirvAsm::u32(uint32_t v) {
  V r{constant(Ty::kU32, std::to_string(v), std::to_string(v)), Ty::kU32};
  u32_values_.emplace(r.id, v);
  return r;
}
V SpirvAsm::u64(uint64_t v) {
  V r{constant(Ty::kU64, std::to_string(v), std::to_string(v)), Ty::kU64};
  if (!halves_.count(r.id))
    halves_.emplace(r.id,
                    Halves{u32(static_cast<uint32_t>(v)), u32(static_cast<uint32_t>(v >> 32))});
  return r;
}
V SpirvAsm::boolean(bool v) {
  return {constant(Ty::kBool, v ? "OpConstantTrue" : "OpConstantFalse", v ? "1" : "0"), Ty::kBool};
}
// Floats are declared by their bits through a bitcast constant expression-free
// route: the integer constant bitcast in the block (every NaN and denormal kept).
V SpirvAsm::f16_bits(uint16_t bits) {
  return op(Ty::kF16, "OpBitcast", {u16(bits)});
}
V SpirvAsm::f32_bits(uint32_t bits) {
  return op(Ty::kF32, "OpBitcast", {u32(bits)});
}
V SpirvAsm::f64_bits(uint64_t bits) {
  return op(Ty::kF64, "OpBitcast", {u64(bits)});
}

V SpirvAsm::zero(Ty t) {
  switch (t) {
    case Ty::kBool:
      return boolean(false);
    case Ty::kU16:
      return u16(0);
    case Ty::kU64:
      return u64(0);
    case Ty::kF16:
      return f16_bits(0);
    case Ty::kF32:
      return f32_bits(0);
    case Ty::kF64:
      return f64_bits(0);
    default:
      return u32(0);
  }
}

V SpirvAsm::op(Ty result, std::string_view opcode, std::initializer_list<V> args,
               std::string_view tail) {
  return op(result, opcode, std::vector<V>(args), tail);
}

void SpirvAsm::note_float(Ty t) {
  if (t == Ty::kF16) float_widths_ |= 1;
  if (t == Ty::kF32) float_widths_ |= 2;
  if (t == Ty::kF64) float_widths_ |= 4;
}

namespace {
unsigned width_bit(Ty t) {
  return t == Ty::kF16 ? 1u : t == Ty::kF32 ? 2u : t == Ty::kF64 ? 4u : 0u;
}
// Ops that move float bits without computing on them.
bool moves_only(std::string_view op) {
  return op == "OpBitcast" || op == "OpSelect" || op == "OpCompositeConstruct" ||
         op == "OpCompositeExtract" || op == "OpVectorExtractDynamic" || op == "OpCopyObject" ||
         op == "OpPhi";
}
}  // namespace

void SpirvAsm::after_op(const V& r, std::string_view opcode, const std::vector<V>& args) {
  if (!float_hook_ || in_hook_ || float_hook_paused || moves_only(opcode)) return;
  unsigned w = width_bit(r.ty);
  for (const V& a : args) w |= width_bit(a.ty);
  if ((w & hook_widths_) == 0) return;
  in_hook_ = true;
  float_hook_(r, opcode, args);
  in_hook_ = false;
}

const SpirvAsm::Halves* SpirvAsm::halves(const V& v) const {
  if (v.ty != Ty::kU64) return nullptr;
  auto it = halves_.find(v.id);
  return it == halves_.end() ? nullptr : &it->second;
}

V SpirvAsm::join(const V& lo, const V& hi) {
  V v2 = op(Ty::kV2U32, "OpCompositeConstruct", {lo, hi});
  return op(Ty::kU64, "OpBitcast", {v2});
}

// Lane masks of wave64 are u64 values that the translation builds from two u32
// registers and splits again on every write. Hosts that keep a lane's u64 in two
// 32-bit slots (llvmpipe's vectors) pay a shuffle at each join and split; done
// half by half, the bitwise work needs neither (D58). The u64 result is still
// written, as a join of the halves, for any op that needs it whole; where none
// does, it is dead code that the host's compiler removes.
V SpirvAsm::op_on_halves(Ty result, std::string_view opcode, const std::vector<V>& args) {
  auto bitwise = [&] {
    return opcode == "OpBitwiseAnd" || opcode == "OpBitwiseOr" || opcode == "OpBitwiseXor";
  };
  if (result == Ty::kU64 && bitwise() && args.size() == 2) {
    const Halves* x = halves(args[0]);
    const Halves* y = halves(args[1]);
    if (x == nullptr || y == nullptr) return {};
    Halves xv = *x, yv = *y;
    return join(op(Ty::kU32, opcode, {xv.lo, yv.lo}), op(Ty::kU32, opcode, {xv.hi, yv.hi}));
  }
  if (result == Ty::kU64 && opcode == "OpNot" && args.size() == 1) {
    const Halves* x = halves(args[0]);
    if (x == nullptr) return {};
    Halves xv = *x;
    return join(op(Ty::kU32, opcode, {xv.lo}), op(Ty::kU32, opcode, {xv.hi}));
  }
  if (result == Ty::kU64 && opcode == "OpSelect" && args.size() == 3 && args[0].ty == Ty::kBool) {
    const Halves* x = halves(args[1]);
    const Halves* y = halves(args[2]);
    if (x == nullptr || y == nullptr) return {};
    Halves xv = *x, yv = *y;
    return join(op(Ty::kU32, opcode, {args[0], xv.lo, yv.lo}),
                op(Ty::kU32, opcode, {args[0], xv.hi, yv.hi}));
  }
  if (result == Ty::kU32 && opcode == "OpUConvert" && args.size() == 1) {
    const Halves* x = halves(args[0]);
    return x == nullptr ? V{} : x->lo;
  }
  if (result == Ty::kU64 && opcode == "OpShiftRightLogical" && args.size() == 2 &&
      (args[1].id == u32(32).id || args[1].id == u64(32).id)) {
    const Halves* x = halves(args[0]);
    if (x == nullptr) return {};
    V hi = x->hi;
    return join(hi, u32(0));
  }
  if (result == Ty::kBool && (opcode == "OpIEqual" || opcode == "OpINotEqual") &&
      args.size() == 2) {
    const Halves* x = halves(args[0]);
    const Halves* y = halves(args[1]);
    if (x == nullptr || y == nullptr) return {};
    Halves xv = *x, yv = *y;
    V any;
    if (args[1].id == u64(0).id)
      any = op(Ty::kU32, "OpBitwiseOr", {xv.lo, xv.hi});
    else
      any = op(Ty::kU32, "OpBitwiseOr",
               {op(Ty::kU32, "OpBitwiseXor", {xv.lo, yv.lo}),
                op(Ty::kU32, "OpBitwiseXor", {xv.hi, yv.hi})});
    return op(Ty::kBool, opcode, {any, u32(0)});
  }
  return {};
}

void SpirvAsm::relate_own_bit(const V& word, const V& bit) {
  if (word.ty == Ty::kU32 && bit.ty == Ty::kBool && !word.id.empty() && !bit.id.empty())
    own_bits_.insert_or_assign(word.id, bit);
}

V SpirvAsm::own_bit(const V& word) {
  if (!track_own_bits || word.ty != Ty::kU32) return {};
  if (auto it = own_bits_.find(word.id); it != own_bits_.end()) return it->second;
  if (auto it = u32_values_.find(word.id); it != u32_values_.end()) {
    if (it->second == 0) return boolean(false);
    if (it->second == ~0u) return boolean(true);
  }
  return {};
}

// Bit (lane & 31) of a bitwise op's result is the op on that bit of each
// operand; a select picks one operand's bit.
void SpirvAsm::derive_own_bit(const V& r, std::string_view opcode, const std::vector<V>& args) {
  if (!track_own_bits) return;
  const char* logical = opcode == "OpBitwiseAnd"   ? "OpLogicalAnd"
                        : opcode == "OpBitwiseOr"  ? "OpLogicalOr"
                        : opcode == "OpBitwiseXor" ? "OpLogicalNotEqual"
                                                   : nullptr;
  if (logical != nullptr && args.size() == 2) {
    V x = own_bit(args[0]), y = own_bit(args[1]);
    if (!x.id.empty() && !y.id.empty()) relate_own_bit(r, op(Ty::kBool, logical, {x, y}));
  } else if (opcode == "OpNot" && args.size() == 1) {
    V x = own_bit(args[0]);
    if (!x.id.empty()) relate_own_bit(r, op(Ty::kBool, "OpLogicalNot", {x}));
  } else if (opcode == "OpSelect" && args.size() == 3 && args[0].ty == Ty::kBool) {
    V x = own_bit(args[1]), y = own_bit(args[2]);
    if (!x.id.empty() && !y.id.empty())
      relate_own_bit(r, op(Ty::kBool, "OpSelect", {args[0], x, y}));
  }
}

V SpirvAsm::op(Ty result, std::string_view opcode, const std::vector<V>& args,
               std::string_view tail) {
  if (tail.empty()) {
    V split = op_on_halves(result, opcode, args);
    if (!split.id.empty()) return split;
  }
  // Bit casts move float bits without computing on them.
  if (opcode != "OpBitcast") {
    note_float(result);
    for (const V& a : args) note_float(a.ty);
  }
  V r{fresh("x"), result};
  std::string s = fmt::format("{} = {} {}", r.id, opcode, type_id(result));
  for (const V& a : args) {
    s += ' ';
    s += a.id;
  }
  if (!tail.empty()) {
    s += ' ';
    s += tail;
  }
  line(s);
  after_op(r, opcode, args);
  if (opcode == "OpCompositeConstruct" && result == Ty::kV2U32 && args.size() == 2)
    composites_.emplace(r.id, Halves{args[0], args[1]});
  if (opcode == "OpBitcast" && result == Ty::kU64 && args.size() == 1 && args[0].ty == Ty::kV2U32) {
    auto it = composites_.find(args[0].id);
    if (it != composites_.end()) halves_.emplace(r.id, it->second);
  }
  if (opcode == "OpUConvert" && result == Ty::kU64 && args.size() == 1 && args[0].ty == Ty::kU32)
    halves_.emplace(r.id, Halves{args[0], u32(0)});
  if (result == Ty::kU32 && tail.empty()) derive_own_bit(r, opcode, args);
  // Selects of words, which a way on whose condition decides theirs takes
  // apart (restore_selects).
  if (track_own_bits && opcode == "OpSelect" && result == Ty::kU32 && args.size() == 3 &&
      tail.empty())
    selects_.emplace(r.id, StoredSelect{args[0].id, args[1], args[2]});
  // What assume() follows (only own bits take its answers).
  if (track_own_bits && result == Ty::kBool &&
      (opcode == "OpLogicalNot" || opcode == "OpLogicalAnd" || opcode == "OpLogicalOr")) {
    Decides d{std::string(opcode), {}};
    for (const V& x : args) d.args.push_back(x.id);
    decides_.emplace(r.id, std::move(d));
  }
  return r;
}

V SpirvAsm::glsl(Ty result, std::string_view name, std::initializer_list<V> args) {
  note_float(result);
  for (const V& a : args) note_float(a.ty);
  V r{fresh("x"), result};
  std::string s = fmt::format("{} = OpExtInst {} %glsl {}", r.id, type_id(result), name);
  for (const V& a : args) {
    s += ' ';
    s += a.id;
  }
  line(s);
  after_op(r, std::string("GLSL:") + std::string(name), std::vector<V>(args));
  return r;
}

bool SpirvAsm::parts_flow(std::string_view text) {
  for (std::string_view word : {"OpLabel", "OpBranch", "OpSwitch", "OpReturn", "OpKill",
                                "OpUnreachable", "OpTerminate", "OpDemote", "OpFunctionCall"})
    if (text.find(word) != std::string_view::npos) return true;
  return false;
}

void SpirvAsm::line(std::string_view text) {
  fn_->body += text;
  fn_->body += '\n';
  // What a variable holds is known only until the block ends, a call or
  // another store to it (store() records its own after this).
  if (parts_flow(text)) {
    ++flow_serial_;
    stored_own_.clear();
    stored_bool_.clear();
    stored_selects_.clear();
  } else if ((!stored_own_.empty() || !stored_bool_.empty() || !stored_selects_.empty()) &&
             text.starts_with("OpStore ")) {
    std::string_view rest = text.substr(8);
    std::string ptr(rest.substr(0, rest.find(' ')));
    stored_own_.erase(ptr);
    stored_bool_.erase(ptr);
    stored_selects_.erase(ptr);
  }
}

std::string SpirvAsm::take_body() {
  stored_own_.clear();
  stored_bool_.clear();
  stored_selects_.clear();
  ++flow_serial_;
  return std::exchange(fn_->body, {});
}
void SpirvAsm::put_body(std::string text) {
  stored_own_.clear();
  stored_bool_.clear();
  stored_selects_.clear();
  ++flow_serial_;
  fn_->body += text;
}
void SpirvAsm::prologue(std::string_view text) {
  fn_->prologue += text;
  fn_->prologue += '\n';
}
V SpirvAsm::prologue_op(Ty result, std::string_view opcode, std::initializer_list<V> args,
                        std::string_view tail) {
  std::string saved = take_body();
  V r = op(result, opcode, args, tail);
  fn_->prologue += std::exchange(fn_->body, std::move(saved));
  return r;
}

void SpirvAsm::global(std::string_view text) {
  globals_ += text;
  globals_ += '\n';
}
void SpirvAsm::decorate(std::string_view text) {
  decorations_ += text;
  decorations_ += '\n';
}
void SpirvAsm::capability(std::string_view name) {
  capabilities_.emplace(name);
}
void SpirvAsm::extension(std::string_view name) {
  extensions_.emplace(name);
}
void SpirvAsm::execution_mode(std::string_view text) {
  modes_.emplace_back(text);
}

std::string SpirvAsm::local(Ty t, std::string_view hint) {
  std::string id = fresh(hint);
  fn_->locals += fmt::format("{} = OpVariable %fp_{} Function\n", id, type_id(t) + 1);
  return id;
}

void SpirvAsm::local_named(Ty t, std::string_view id) {
  fn_->locals += fmt::format("{} = OpVariable %fp_{} Function\n", id, type_id(t) + 1);
}

V SpirvAsm::load(Ty t, const std::string& ptr) {
  V r{fresh("x"), t};
  line(fmt::format("{} = OpLoad {} {}", r.id, type_id(t), ptr));
  if (auto it = stored_own_.find(ptr); it != stored_own_.end() && t == Ty::kU32)
    relate_own_bit(r, it->second);
  if (auto it = stored_bool_.find(ptr); it != stored_bool_.end() && t == Ty::kBool)
    decides_.emplace(r.id, Decides{"OpLoad", {it->second.id}});
  return r;
}

void SpirvAsm::store(const std::string& ptr, const V& v) {
  line(fmt::format("OpStore {} {}", ptr, v.id));
  if (V b = own_bit(v); !b.id.empty()) stored_own_.insert_or_assign(ptr, b);
  if (track_own_bits && v.ty == Ty::kBool) stored_bool_.insert_or_assign(ptr, v);
  if (auto it = selects_.find(v.id); it != selects_.end())
    stored_selects_.insert_or_assign(ptr, it->second);
}

void SpirvAsm::assume(const V& cond, bool holds) {
  if (stored_own_.empty()) return;
  std::map<std::string, bool> known = decided(cond, holds);
  for (auto& [ptr, bit] : stored_own_)
    if (auto it = known.find(bit.id); it != known.end()) bit = boolean(it->second);
}

void SpirvAsm::restore_selects(const StoredSelects& selects, const V& cond, bool holds) {
  if (selects.empty()) return;
  std::map<std::string, bool> known = decided(cond, holds);
  for (const auto& [ptr, sel] : selects) {
    std::optional<bool> value = evaluate(sel.cond, known, 8);
    if (!value) continue;
    // The same value as before on this way: what was known of its own bit
    // still holds.
    auto own = stored_own_.find(ptr);
    std::optional<V> bit;
    if (own != stored_own_.end()) bit = own->second;
    store(ptr, *value ? sel.when_true : sel.when_false);
    if (bit) stored_own_.insert_or_assign(ptr, *bit);
  }
}

std::optional<bool> SpirvAsm::evaluate(const std::string& id,
                                       const std::map<std::string, bool>& known, int depth) const {
  if (auto k = known.find(id); k != known.end()) return k->second;
  auto it = decides_.find(id);
  if (depth == 0 || it == decides_.end()) return std::nullopt;
  const Decides& d = it->second;
  if (d.opcode == "OpLoad") return evaluate(d.args[0], known, depth - 1);
  if (d.opcode == "OpLogicalNot") {
    std::optional<bool> v = evaluate(d.args[0], known, depth - 1);
    if (v) return !*v;
    return std::nullopt;
  }
  // An AND is false where an operand is, true where all are; an OR the other
  // way round.
  bool is_and = d.opcode == "OpLogicalAnd";
  bool all = true;
  for (const std::string& x : d.args) {
    std::optional<bool> v = evaluate(x, known, depth - 1);
    if (v && *v != is_and) return !is_and;
    all = all && v.has_value();
  }
  if (all) return is_and;
  return std::nullopt;
}

std::map<std::string, bool> SpirvAsm::decided(const V& cond, bool holds) const {
  std::map<std::string, bool> known;
  std::vector<std::pair<std::string, bool>> todo{{cond.id, holds}};
  while (!todo.empty()) {
    auto [id, value] = todo.back();
    todo.pop_back();
    if (!known.emplace(id, value).second) continue;
    auto it = decides_.find(id);
    if (it == decides_.end()) continue;
    const Decides& d = it->second;
    if (d.opcode == "OpLogicalNot" || d.opcode == "OpLoad") {
      todo.emplace_back(d.args[0], d.opcode == "OpLoad" ? value : !value);
    } else if ((d.opcode == "OpLogicalAnd" && value) || (d.opcode == "OpLogicalOr" && !value)) {
      for (const std::string& x : d.args) todo.emplace_back(x, value);
    }
  }
  return known;
}

V SpirvAsm::table_u32(std::string_view name, std::span<const uint32_t> values, const V& index) {
  const std::string key(name);
  const std::string ty = fmt::format("%tbl_{}_t", name), init = fmt::format("%tbl_{}_c", name);
  if (tables_.insert(key).second) {
    const std::string len = u32(static_cast<uint32_t>(values.size())).id;
    std::string elems;
    for (uint32_t v : values) elems += " " + u32(v).id;
    constants_ += fmt::format("{} = OpTypeArray %u32 {}\n", ty, len);
    constants_ += fmt::format("{}_fp = OpTypePointer Function {}\n", ty, ty);
    constants_ += fmt::format("{} = OpConstantComposite {}{}\n", init, ty, elems);
  }
  auto [it, fresh_var] = fn_->tables.try_emplace(key);
  if (fresh_var) {
    it->second = fresh(fmt::format("tbl_{}_v", name));
    fn_->locals += fmt::format("{} = OpVariable {}_fp Function {}\n", it->second, ty, init);
  }
  std::string ptr = fresh("tp");
  line(fmt::format("{} = OpAccessChain %fp_u32 {} {}", ptr, it->second, index.id));
  return load(Ty::kU32, ptr);
}

void SpirvAsm::begin_function(std::string_view id, Ty result, std::string_view fn_type,
                              std::initializer_list<std::pair<std::string, Ty>> params) {
  functions_.emplace_back();
  fn_ = &functions_.back();
  stored_own_.clear();
  stored_bool_.clear();
  stored_selects_.clear();
  ++flow_serial_;
  fn_->head = fmt::format("{} = OpFunction {} None {}\n", id, type_id(result), fn_type);
  for (const auto& [pid, pty] : params)
    fn_->head += fmt::format("{} = OpFunctionParameter {}\n", pid, type_id(pty));
  fn_->first_label = fresh("entry");
}

void SpirvAsm::end_function() {
  fn_->body += "OpFunctionEnd\n";
  fn_ = nullptr;
  stored_own_.clear();
  stored_bool_.clear();
  stored_selects_.clear();
  ++flow_serial_;
}

void SpirvAsm::label(std::string_view id) {
  stored_own_.clear();
  stored_bool_.clear();
  stored_selects_.clear();
  ++flow_serial_;
  fn_->body += fmt::format("{} = OpLabel\n", id);
}

void SpirvAsm::if_begin(const V& cond) {
  IfFrame f;
  std::string then_label = fresh("then");
  f.else_label = fresh("else");
  f.merge_label = fresh("endif");
  f.stored_own = stored_own_;
  line(fmt::format("OpSelectionMerge {} None", f.merge_label));
  line(fmt::format("OpBranchConditional {} {} {}", cond.id, then_label, f.else_label));
  label(then_label);
  // Both ways are entered from this block alone.
  stored_own_ = f.stored_own;
  ifs_.push_back(f);
}

void SpirvAsm::if_else() {
  IfFrame& f = ifs_.back();
  line(fmt::format("OpBranch {}", f.merge_label));
  label(f.else_label);
  stored_own_ = f.stored_own;
  f.has_else = true;
}

void SpirvAsm::if_end() {
  IfFrame f = ifs_.back();
  ifs_.pop_back();
  line(fmt::format("OpBranch {}", f.merge_label));
  if (!f.has_else) {
    label(f.else_label);
    line(fmt::format("OpBranch {}", f.merge_label));
  }
  label(f.merge_label);
}

V SpirvAsm::loop_begin(const V& count) {
  LoopFrame f{local(Ty::kU32, "li"), fresh("loop"), fresh("next"), fresh("endloop")};
  std::string check = fresh("test"), body = fresh("body");
  store(f.counter, u32(0));
  line(fmt::format("OpBranch {}", f.header));
  label(f.header);
  line(fmt::format("OpLoopMerge {} {} None", f.merge, f.cont));
  line(fmt::format("OpBranch {}", check));
  label(check);
  V i = load(Ty::kU32, f.counter);
  V go = op(Ty::kBool, "OpULessThan", {i, count});
  line(fmt::format("OpBranchConditional {} {} {}", go.id, body, f.merge));
  label(body);
  loops_.push_back(f);
  return i;
}

void SpirvAsm::loop_end() {
  LoopFrame f = loops_.back();
  loops_.pop_back();
  line(fmt::format("OpBranch {}", f.cont));
  label(f.cont);
  V i = load(Ty::kU32, f.counter);
  store(f.counter, op(Ty::kU32, "OpIAdd", {i, u32(1)}));
  line(fmt::format("OpBranch {}", f.header));
  label(f.merge);
}

std::string SpirvAsm::text(std::string_view model, std::string_view entry_interface) const {
  std::string bodies;
  for (const Function& f : functions_) {
    bodies += f.head;
    bodies += fmt::format("{} = OpLabel\n", f.first_label);
    bodies += f.locals;
    bodies += f.prologue;
    bodies += f.body;
  }
  std::string all_decls = constants_ + globals_ + bodies;
  std::string out;
  std::set<std::string> caps = capabilities_;
  std::string types;
  for (const TypeDecl& t : kTypes) {
    bool used = t.capability == nullptr || all_decls.find(t.id) != std::string::npos;
    if (!used) continue;
    if (t.capability != nullptr) caps.emplace(t.capability);
    types += fmt::format("{} = {}\n", t.id, t.decl);
    // Function-storage pointers for every type, for locals.
    if (t.bits > 0) types += fmt::format("%fp_{} = OpTypePointer Function {}\n", t.id + 1, t.id);
  }
  for (const std::string& c : caps) out += fmt::format("OpCapability {}\n", c);
  for (const std::string& e : extensions_) out += fmt::format("OpExtension \"{}\"\n", e);
  out += "%glsl = OpExtInstImport \"GLSL.std.450\"\n";
  out += "OpMemoryModel PhysicalStorageBuffer64 GLSL450\n";
  out += fmt::format("OpEntryPoint {} %main \"main\" {}\n", model, entry_interface);
  for (const std::string& m : modes_) out += fmt::format("OpExecutionMode %main {}\n", m);
  out += decorations_;
  out += types;
  out += constants_;
  out += globals_;
  out += bodies;
  return out;
}

}  // namespace rdnavk::xlate
