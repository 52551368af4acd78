// SPIR-V assembly, written as text and assembled by SPIRV-Tools (the Khronos
// assembler accepts %names and forward references, so the translator names its
// values and blocks and never tracks numeric ids). One module's text is kept in
// sections so that types, constants and globals can be declared while function
// bodies are being written.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rdnavk::xlate {

// The value types the translator uses. Integers are unsigned in SPIR-V terms:
// signedness belongs to the opcode (OpSDiv, OpSLessThan...), as in the hardware.
enum class Ty : uint8_t {
  kVoid,
  kBool,
  kU16,
  kU32,
  kU64,
  kF16,
  kF32,
  kF64,
  kV2U32,
  kV4U32,
  kCount
};

const char* type_id(Ty t);  // "%u32"
unsigned type_bits(Ty t);   // 32 for kU32, 64 for kV2U32

// A value: its SSA id (with the %) and its type.
struct V {
  std::string id;
  Ty ty = Ty::kU32;
};

class SpirvAsm {
 public:
  SpirvAsm();

  // A fresh id: "%<hint><n>".
  std::string fresh(std::string_view hint = "x");

  // Constants, declared once each. A u64 constant's halves are known (halves()).
  V u16(uint16_t v);
  V u32(uint32_t v);
  V u64(uint64_t v);
  V boolean(bool v);
  V f16_bits(uint16_t bits);  // a half by its bits
  V f32_bits(uint32_t bits);
  V f64_bits(uint64_t bits);
  V zero(Ty t);

  // `%r = <opcode> <type> <args...> [tail]` in the current block.
  V op(Ty result, std::string_view opcode, std::initializer_list<V> args,
       std::string_view tail = "");
  V op(Ty result, std::string_view opcode, const std::vector<V>& args, std::string_view tail = "");
  // A u64 whose two u32 halves are known: a constant, a join of two u32
  // (OpCompositeConstruct then OpBitcast), a u32 widened, or the result of a
  // bitwise op, a select or a shift by 32 on such values, which op() writes as
  // the same op on each half (decision record 0058). nullptr for any other u64.
  struct Halves {
    V lo, hi;
  };
  const Halves* halves(const V& v) const;
  // A u64 made of `lo` and `hi` (u32), whose halves are then known.
  V join(const V& lo, const V& hi);
  // A lane's own bit of a u32 lane-mask word: bit (lane & 31), its place in the
  // word of its half of the wave (decision record 0059). Known for a word the
  // caller relates to a bool (a ballot of that bool, a lane's copy of a
  // register's bit), for the constants 0 and ~0, for a bitwise op or a select
  // of words whose own bits are known (op() writes the same op on the bools),
  // and for a load of a variable the same block stored such a word to. An
  // empty id where not known.
  void relate_own_bit(const V& word, const V& bit);
  V own_bit(const V& word);
  // Whether own bits are tracked at all (only modules that keep EXEC's bits
  // in lanes use them); off, own_bit() knows none and op() writes no bools.
  bool track_own_bits = false;
  // What the current block's stores are known to have left in variables, to
  // be had again at the start of a block it alone branches to.
  using StoredOwn = std::map<std::string, V>;
  StoredOwn stored_own() const { return stored_own_; }
  void restore_stored_own(StoredOwn s) { stored_own_ = std::move(s); }
  // In a block that only the way where bool `cond` is `holds` enters: the own
  // bits of StoredOwn entries that `cond` decides are that constant there.
  // `cond` decides a bool it negates, one it loaded from a variable the block
  // stored it to, and the operands of a true OpLogicalAnd or a false
  // OpLogicalOr, each in turn.
  void assume(const V& cond, bool holds);
  // What the current block's stores of selects of words left in variables:
  // the select's condition and its two values.
  struct StoredSelect {
    std::string cond;
    V when_true, when_false;
  };
  using StoredSelects = std::map<std::string, StoredSelect>;
  StoredSelects stored_selects() const { return stored_selects_; }
  // In a block that only the way where bool `cond` is `holds` enters, after a
  // block whose stores left `selects`: each variable whose select's condition
  // `cond` decides (as assume() follows it) is stored the value it chose there,
  // so that the host sees that value rather than the select on this way.
  void restore_selects(const StoredSelects& selects, const V& cond, bool holds);
  // A GLSL.std.450 instruction.
  V glsl(Ty result, std::string_view name, std::initializer_list<V> args);
  // A line with no result (a store, a barrier, a branch).
  void line(std::string_view text);
  // A count that changes wherever the invocations running the text may part or
  // be left: at every label, branch, call, return or termination written, and
  // where a body is taken out or put back. Two points of the same count lie in
  // one block with no call between them, which every invocation that reaches
  // the first runs to the second, all of them together.
  uint64_t flow_serial() const { return flow_serial_; }

  // Declarations outside functions (types beyond the fixed set, variables,
  // decorations, execution modes).
  void global(std::string_view text);
  void decorate(std::string_view text);
  void capability(std::string_view name);
  // The float widths the module computes in (bit 0: f16, 1: f32, 2: f64), from
  // every op and extended instruction with a float result or operand.
  unsigned float_widths() const { return float_widths_; }
  // Called after every op that computes in a float width of `widths` (as
  // float_widths(); not moves, selects or bit casts), with the op's result,
  // opcode ("GLSL:<name>" for extended ones) and arguments. Ops the hook itself
  // writes are not reported.
  using FloatHook = std::function<void(const V&, std::string_view, const std::vector<V>&)>;
  void set_float_hook(FloatHook hook, unsigned widths) {
    float_hook_ = std::move(hook);
    hook_widths_ = widths;
  }
  // While set, the hook is not called (code that checks the values itself).
  bool float_hook_paused = false;
  void extension(std::string_view name);
  void execution_mode(std::string_view text);  // after "OpExecutionMode %main "
  // A Function-storage variable of `t` in the function being written, placed in
  // its first block as SPIR-V requires; answers its pointer id.
  std::string local(Ty t, std::string_view hint);
  // The same with a name of the caller's choosing ("%rs12").
  void local_named(Ty t, std::string_view id);
  V load(Ty t, const std::string& ptr);
  void store(const std::string& ptr, const V& v);
  // Word `index` (u32, below values.size()) of a read-only table of u32 words:
  // a constant array declared once per module under `name` (the same values
  // every time), and a Function-storage copy of it in each function that reads
  // it, which a dynamic index can reach.
  V table_u32(std::string_view name, std::span<const uint32_t> values, const V& index);

  // Functions: begin one, write its blocks, end it.
  void begin_function(std::string_view id, Ty result, std::string_view fn_type,
                      std::initializer_list<std::pair<std::string, Ty>> params = {});
  void end_function();
  // Starts a block (the previous one must have ended with a branch).
  void label(std::string_view id);
  std::string new_label(std::string_view hint = "b") { return fresh(hint); }

  // Structured selection: if (cond) { then... } with an optional else.
  void if_begin(const V& cond);
  void if_else();
  void if_end();
  size_t if_depth() const { return ifs_.size(); }
  // Structured loop: for (i = 0; i < count; ++i) { the body }. Answers i (u32),
  // which the body may use; values made in the body are not seen after it.
  V loop_begin(const V& count);
  void loop_end();

  // The body written so far in the current function, taken out (to be put back
  // around text written later: a switch's cases before the switch itself).
  std::string take_body();
  void put_body(std::string text);
  // Lines that go in the function's first block after its variables (values
  // every later block may use).
  void prologue(std::string_view text);
  V prologue_op(Ty result, std::string_view opcode, std::initializer_list<V> args,
                std::string_view tail = "");

  // The whole module: header, capabilities, entry point, declarations, bodies.
  // `model`: the entry point's execution model ("GLCompute"); `interface`: the
  // ids of its interface variables.
  std::string text(std::string_view model, std::string_view entry_interface) const;

 private:
  unsigned float_widths_ = 0;
  void note_float(Ty t);
  FloatHook float_hook_;
  unsigned hook_widths_ = 0;
  bool in_hook_ = false;
  void after_op(const V& r, std::string_view opcode, const std::vector<V>& args);
  struct IfFrame {
    std::string else_label, merge_label;
    bool has_else = false;
    std::map<std::string, V> stored_own;  // as the block before the branch left it
  };
  struct Function {
    std::string head;    // OpFunction and parameters
    std::string locals;  // OpVariable lines
    std::string prologue;
    std::string first_label;
    std::string body;
    std::map<std::string, std::string> tables;  // table name -> its variable
  };

  std::string constant(Ty t, std::string_view value_text, std::string_view key);
  // The op on the halves of u64 operands whose halves are known, when op()
  // can write it so; an empty id otherwise.
  V op_on_halves(Ty result, std::string_view opcode, const std::vector<V>& args);
  std::map<std::string, Halves> halves_;      // u64 id -> its halves
  std::map<std::string, Halves> composites_;  // v2u32 id -> its components
  // The own bit of a u32 result of op() from those of its operands.
  void derive_own_bit(const V& r, std::string_view opcode, const std::vector<V>& args);
  std::map<std::string, V> own_bits_;     // u32 id -> its own bit (bool)
  std::map<std::string, V> stored_own_;   // variable -> own bit of the word stored, this block
  std::map<std::string, V> stored_bool_;  // variable -> bool stored, this block
  StoredSelects stored_selects_;          // variable -> select stored, this block
  std::map<std::string, StoredSelect> selects_;  // u32 select id -> its operands
  // The bools `cond` being `holds` decides, by assume()'s rules.
  std::map<std::string, bool> decided(const V& cond, bool holds) const;
  // The value of bool `id` where the bools in `known` have theirs: through
  // loads of stored bools, negations, ANDs and ORs, `depth` deep; none where
  // that does not tell.
  std::optional<bool> evaluate(const std::string& id, const std::map<std::string, bool>& known,
                               int depth) const;
  // What decides a bool result of op() or load() (assume), where own bits are
  // tracked: the operands of a logical not, and, or, or the bool a load had
  // from its block's store.
  struct Decides {
    std::string opcode;  // "OpLogicalNot", "OpLogicalAnd", "OpLogicalOr", "OpLoad"
    std::vector<std::string> args;
  };
  std::map<std::string, Decides> decides_;
  std::map<std::string, uint32_t> u32_values_;  // u32 constant id -> value

  uint64_t flow_serial_ = 0;
  // Whether `text` may end a block, start one or leave it for a call.
  static bool parts_flow(std::string_view text);
  uint64_t next_id_ = 0;
  std::set<std::string> capabilities_, extensions_;
  std::vector<std::string> modes_;
  std::string decorations_, constants_, globals_;
  std::map<std::string, std::string> constant_ids_;  // key -> id
  std::set<std::string> tables_;                     // names of the tables declared
  std::vector<Function> functions_;
  Function* fn_ = nullptr;
  std::vector<IfFrame> ifs_;
  struct LoopFrame {
    std::string counter, header, cont, merge;
  };
  std::vector<LoopFrame> loops_;
};

}  // namespace rdnavk::xlate
