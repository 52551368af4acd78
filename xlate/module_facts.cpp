#include "xlate/module_facts.h"

#include <spirv/unified1/spirv.hpp>

#include <map>
#include <set>
#include <vector>

namespace rdnavk::xlate {

namespace {

struct Type {
  spv::Op op = spv::OpNop;
  uint32_t a = 0, b = 0;          // width, component type and count, element and length id
  std::vector<uint32_t> members;  // a structure's
};

class Reader {
 public:
  explicit Reader(std::span<const uint32_t> w) : w_(w) {}

  ModuleFacts read() {
    ModuleFacts f;
    if (w_.size() < 5 || w_[0] != spv::MagicNumber) return bad();
    for (size_t i = 5; i < w_.size();) {
      uint32_t n = w_[i] >> 16;
      auto op = static_cast<spv::Op>(w_[i] & 0xffff);
      if (n == 0 || i + n > w_.size()) return bad();
      std::span<const uint32_t> in = w_.subspan(i + 1, n - 1);
      take(op, in);
      i += n;
    }
    for (const auto& [id, v] : variables_) {
      auto [type, storage] = v;
      auto ptr = types_.find(type);
      if (ptr == types_.end() || ptr->second.op != spv::OpTypePointer) return bad();
      uint32_t pointee = ptr->second.b;
      if (storage == spv::StorageClassWorkgroup) f.workgroup_bytes += bytes(pointee, 0);
      if (storage == spv::StorageClassOutput && located_.count(id)) {
        auto t = types_.find(pointee);
        // An arrayed output (one element a vertex or primitive) counts one element.
        if (t != types_.end() && t->second.op == spv::OpTypeArray && mesh_) pointee = t->second.a;
        f.output_components += static_cast<uint32_t>(bytes(pointee, 0) / 4);
      }
    }
    if (failed_) return bad();
    return f;
  }

 private:
  static ModuleFacts bad() {
    ModuleFacts f;
    f.ok = false;
    return f;
  }

  void take(spv::Op op, std::span<const uint32_t> in) {
    switch (op) {
      case spv::OpDecorate:
        if (in.size() >= 2 && in[1] == spv::DecorationLocation) located_.insert(in[0]);
        break;
      case spv::OpExecutionMode:
        // A mesh module's outputs are arrays over its vertices or primitives.
        if (in.size() >= 2 && (in[1] == spv::ExecutionModeOutputVertices ||
                               in[1] == spv::ExecutionModeOutputPrimitivesEXT))
          mesh_ = true;
        break;
      case spv::OpTypeBool:
        if (in.size() >= 1) types_[in[0]] = {op, 32, 0, {}};
        break;
      case spv::OpTypeInt:
      case spv::OpTypeFloat:
        if (in.size() >= 2) types_[in[0]] = {op, in[1], 0, {}};
        break;
      case spv::OpTypeVector:
      case spv::OpTypeArray:
      case spv::OpTypePointer:
        if (in.size() >= 3) types_[in[0]] = {op, in[1], in[2], {}};
        break;
      case spv::OpTypeStruct:
        if (in.size() >= 1) types_[in[0]] = {op, 0, 0, {in.begin() + 1, in.end()}};
        break;
      case spv::OpConstant:
        if (in.size() >= 3) constants_[in[1]] = in[2];
        break;
      case spv::OpVariable:
        if (in.size() >= 3) variables_[in[1]] = {in[0], in[2]};
        break;
      default:
        break;
    }
  }

  uint64_t bytes(uint32_t id, int depth) {
    auto t = types_.find(id);
    if (t == types_.end() || depth > 16) {
      failed_ = true;
      return 0;
    }
    const Type& ty = t->second;
    switch (ty.op) {
      case spv::OpTypeBool:
      case spv::OpTypeInt:
      case spv::OpTypeFloat:
        return ty.a <= 32 ? 4 : ty.a / 8;
      case spv::OpTypeVector:
        return bytes(ty.a, depth + 1) * ty.b;
      case spv::OpTypeArray: {
        auto len = constants_.find(ty.b);
        if (len == constants_.end()) {
          failed_ = true;
          return 0;
        }
        return bytes(ty.a, depth + 1) * len->second;
      }
      case spv::OpTypeStruct: {
        uint64_t sum = 0;
        for (uint32_t m : ty.members) sum += bytes(m, depth + 1);
        return sum;
      }
      default:
        failed_ = true;
        return 0;
    }
  }

  std::span<const uint32_t> w_;
  std::map<uint32_t, Type> types_;
  std::map<uint32_t, uint32_t> constants_;
  std::map<uint32_t, std::pair<uint32_t, uint32_t>> variables_;  // type, storage class
  std::set<uint32_t> located_;
  bool mesh_ = false;
  bool failed_ = false;
};

}  // namespace

ModuleFacts module_facts(std::span<const uint32_t> spirv) {
  return Reader(spirv).read();
}

}  // namespace rdnavk::xlate
