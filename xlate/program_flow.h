// A program's blocks as a graph for the translator's analyses (lane masks,
// split waves): blocks by index, the run of instructions each holds, its
// successors and predecessors, and its immediate post-dominator.
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "isa/program.h"

namespace rdnavk::xlate {

struct ProgramFlow {
  static constexpr size_t kExit = ~size_t{0};  // the virtual block every path ends in

  explicit ProgramFlow(const isa::Program& prog);

  const isa::Program& prog;
  std::map<uint32_t, size_t> block_at;          // start offset -> index
  std::vector<std::pair<size_t, size_t>> span;  // [first, last) in prog.instructions
  std::vector<std::vector<size_t>> succ, pred;  // by index, within the program
  std::vector<bool> leaves;  // a successor outside the program, or computed (s_setpc)

  size_t size() const { return span.size(); }
  const isa::BasicBlock& block(size_t b) const { return prog.blocks[b]; }
  // The block whose start is `offset`, or kExit when none starts there.
  size_t index(uint32_t offset) const;
  // Each block's immediate post-dominator: the first block every path from it
  // to the program's end passes (kExit when only the end does). A block that
  // leaves the program (`leaves`) is post-dominated by nothing but the end.
  std::vector<size_t> post_dominators() const;
};

}  // namespace rdnavk::xlate
