#include "xlate/program_flow.h"

#include <algorithm>

namespace rdnavk::xlate {

ProgramFlow::ProgramFlow(const isa::Program& p) : prog(p) {
  const size_t nb = prog.blocks.size();
  for (size_t b = 0; b < nb; ++b) block_at[prog.blocks[b].start] = b;
  span.assign(nb, {0, 0});
  succ.assign(nb, {});
  pred.assign(nb, {});
  leaves.assign(nb, false);
  auto at = [&](uint32_t off) {
    return static_cast<size_t>(
        std::lower_bound(
            prog.instructions.begin(), prog.instructions.end(), off,
            [](const isa::ProgramInstruction& pi, uint32_t o) { return pi.offset < o; }) -
        prog.instructions.begin());
  };
  for (size_t b = 0; b < nb; ++b) {
    const isa::BasicBlock& blk = prog.blocks[b];
    span[b] = {at(blk.start), at(blk.end)};
    if (blk.kind == isa::BlockEnd::kIndirect) leaves[b] = true;
    for (uint32_t s : blk.successors) {
      size_t t = index(s);
      if (t == kExit) {
        leaves[b] = true;
        continue;
      }
      if (std::find(succ[b].begin(), succ[b].end(), t) == succ[b].end()) {
        succ[b].push_back(t);
        pred[t].push_back(b);
      }
    }
  }
}

size_t ProgramFlow::index(uint32_t offset) const {
  auto it = block_at.find(offset);
  return it == block_at.end() ? kExit : it->second;
}

std::vector<size_t> ProgramFlow::post_dominators() const {
  const size_t nb = size();
  const size_t exit = nb;  // the virtual end, as a node of its own
  // Successors in the forward graph with the end added: the reverse graph's
  // predecessors.
  auto ends = [&](size_t b) { return block(b).kind == isa::BlockEnd::kEndProgram || leaves[b]; };
  // Post-order of the reverse graph from the end.
  std::vector<size_t> order;
  std::vector<uint8_t> seen(nb + 1, 0);
  std::vector<std::pair<size_t, size_t>> stack;  // node, next reverse-edge index
  std::vector<size_t> roots;
  for (size_t b = 0; b < nb; ++b)
    if (ends(b)) roots.push_back(b);
  seen[exit] = 1;
  auto rev = [&](size_t n) -> const std::vector<size_t>& { return n == exit ? roots : pred[n]; };
  stack.push_back({exit, 0});
  while (!stack.empty()) {
    auto& [n, i] = stack.back();
    const std::vector<size_t>& r = rev(n);
    if (i < r.size()) {
      size_t m = r[i++];
      if (!seen[m]) {
        seen[m] = 1;
        stack.push_back({m, 0});
      }
    } else {
      order.push_back(n);
      stack.pop_back();
    }
  }
  std::vector<size_t> number(nb + 1, 0);
  for (size_t i = 0; i < order.size(); ++i) number[order[i]] = i;
  std::vector<size_t> ipdom(nb + 1, kExit);
  constexpr size_t kNone = kExit;
  ipdom[exit] = exit;
  auto intersect = [&](size_t x, size_t y) {
    while (x != y) {
      while (number[x] < number[y]) x = ipdom[x];
      while (number[y] < number[x]) y = ipdom[y];
    }
    return x;
  };
  for (bool changed = true; changed;) {
    changed = false;
    // Reverse post-order, the end first.
    for (size_t k = order.size(); k-- > 0;) {
      size_t n = order[k];
      if (n == exit) continue;
      size_t best = kNone;
      auto consider = [&](size_t s) {
        if (ipdom[s] == kNone) return;
        best = best == kNone ? s : intersect(best, s);
      };
      if (ends(n)) consider(exit);
      for (size_t s : succ[n]) consider(s);
      if (best != ipdom[n]) {
        ipdom[n] = best;
        changed = true;
      }
    }
  }
  std::vector<size_t> result(nb, kExit);
  for (size_t b = 0; b < nb; ++b)
    result[b] = (ipdom[b] == kNone || ipdom[b] == exit) ? kExit : ipdom[b];
  return result;
}

}  // namespace rdnavk::xlate
