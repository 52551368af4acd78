#include "exec/primitive_assembly.h"

#include <unordered_map>

#include "regs/gfx103_types.h"

namespace rdnavk::exec {

namespace {

namespace pt = regs::enums::VGT_DI_PRIM_TYPE;

uint32_t vertices_per_primitive(uint32_t type) {
  switch (type) {
    case pt::kDI_PT_POINTLIST:
      return 1;
    case pt::kDI_PT_LINELIST:
    case pt::kDI_PT_LINESTRIP:
      return 2;
    case pt::kDI_PT_TRILIST:
    case pt::kDI_PT_TRIFAN:
    case pt::kDI_PT_TRISTRIP:
    case pt::kDI_PT_RECTLIST:  // three corners; the fourth comes after the program
      return 3;
    case pt::kDI_PT_LINELIST_ADJ:
    case pt::kDI_PT_LINESTRIP_ADJ:
      return 4;
    case pt::kDI_PT_TRILIST_ADJ:
    case pt::kDI_PT_TRISTRIP_ADJ:
      return 6;
    default:
      return 0;
  }
}

// Groups primitives into subgroups as they come.
class Grouper {
 public:
  Grouper(const AssemblyState& s, Assembly* out) : s_(s), out_(out) {}

  void add(std::span<const uint32_t> ids, uint32_t a, uint32_t b, uint32_t c) {
    add(ids, {a, b, c, 0, 0, 0});
  }
  void add(std::span<const uint32_t> ids, const std::array<uint32_t, 6>& at) {
    const uint32_t n = out_->vertices_per_primitive;
    // The vertices this primitive adds to the subgroup.
    uint32_t fresh = 0;
    for (uint32_t k = 0; k < n; ++k)
      if (!slots_.contains(ids[at[k]])) ++fresh;
    if (open_ && (current().primitives + 1 > s_.max_primitives ||
                  current().vertices + fresh > s_.max_vertices))
      open_ = false;
    if (!open_) {
      SubgroupRange r;
      r.first_vertex = static_cast<uint32_t>(out_->vertex_ids.size());
      r.first_primitive = static_cast<uint32_t>(out_->primitives.size());
      out_->subgroups.push_back(r);
      slots_.clear();
      open_ = true;
    }
    std::array<uint16_t, 6> prim = {0, 0, 0, 0, 0, 0};
    for (uint32_t k = 0; k < n; ++k) {
      uint32_t id = ids[at[k]];
      auto [it, added] = slots_.try_emplace(id, static_cast<uint16_t>(current().vertices));
      if (added) {
        out_->vertex_ids.push_back(id);
        ++current().vertices;
      }
      prim[k] = it->second;
    }
    out_->primitives.push_back({prim[0], prim[1], prim[2]});
    if (n > 3) out_->adjacent.push_back({prim[3], prim[4], prim[5]});
    out_->primitive_ids.push_back(next_id_++);
    ++current().primitives;
  }

 private:
  SubgroupRange& current() { return out_->subgroups.back(); }
  const AssemblyState& s_;
  Assembly* out_;
  std::unordered_map<uint32_t, uint16_t> slots_;  // vertex id -> thread in the subgroup
  bool open_ = false;
  uint32_t next_id_ = 0;
};

// The primitives of one run of vertices (a draw, or the part between two
// restarts), positions into `ids`, in the order the hardware hands their
// vertices over: a list's in order; a strip's odd triangle (i, i+2, i+1), or
// (i+1, i, i+2) with the provoking vertex last; a fan's triangle (i+1, i+2, 0),
// or (0, i+1, i+2) with it last (the orders Vulkan and GL define for each
// convention).
void assemble_run(const AssemblyState& s, std::span<const uint32_t> ids, Grouper& g) {
  const size_t n = ids.size();
  switch (s.prim_type) {
    case pt::kDI_PT_POINTLIST:
      for (uint32_t i = 0; i < n; ++i) g.add(ids, i, 0, 0);
      break;
    case pt::kDI_PT_LINELIST:
      for (uint32_t i = 0; i + 1 < n; i += 2) g.add(ids, i, i + 1, 0);
      break;
    case pt::kDI_PT_LINESTRIP:
      for (uint32_t i = 0; i + 1 < n; ++i) g.add(ids, i, i + 1, 0);
      break;
    case pt::kDI_PT_TRILIST:
    case pt::kDI_PT_RECTLIST:
      for (uint32_t i = 0; i + 2 < n; i += 3) g.add(ids, i, i + 1, i + 2);
      break;
    case pt::kDI_PT_TRISTRIP:
      for (uint32_t i = 0; i + 2 < n; ++i) {
        if (i % 2 == 0)
          g.add(ids, i, i + 1, i + 2);
        else if (s.provoking_last)
          g.add(ids, i + 1, i, i + 2);
        else
          g.add(ids, i, i + 2, i + 1);
      }
      break;
    case pt::kDI_PT_LINELIST_ADJ:
      for (uint32_t i = 0; i + 3 < n; i += 4) g.add(ids, {i, i + 1, i + 2, i + 3, 0, 0});
      break;
    case pt::kDI_PT_LINESTRIP_ADJ:
      for (uint32_t i = 0; i + 3 < n; ++i) g.add(ids, {i, i + 1, i + 2, i + 3, 0, 0});
      break;
    case pt::kDI_PT_TRILIST_ADJ:
      for (uint32_t i = 0; i + 5 < n; i += 6) g.add(ids, {i, i + 1, i + 2, i + 3, i + 4, i + 5});
      break;
    case pt::kDI_PT_TRISTRIP_ADJ: {
      // The Vulkan specification's table of triangle strips with adjacency
      // (the first vertex provoking), 0-based from 2i: triangle i's vertices
      // and those adjacent, in the order handed over (v0 a01 v1 a12 v2 a20).
      if (n < 6) break;
      const uint32_t count = static_cast<uint32_t>((n - 4) / 2);
      for (uint32_t i = 0; i < count; ++i) {
        const uint32_t b = 2 * i, far = i + 1 == count ? b + 5 : b + 6;
        if (i == 0)
          g.add(ids, {b, b + 1, b + 2, far, b + 4, b + 3});
        else if (i % 2 == 0)
          g.add(ids, {b, b - 2, b + 2, far, b + 4, b + 3});
        else
          g.add(ids, {b, b + 3, b + 4, far, b + 2, b - 2});
      }
      break;
    }
    case pt::kDI_PT_TRIFAN:
      for (uint32_t i = 0; i + 2 < n; ++i) {
        if (s.provoking_last)
          g.add(ids, 0, i + 1, i + 2);
        else
          g.add(ids, i + 1, i + 2, 0);
      }
      break;
    default:
      break;
  }
}

}  // namespace

bool is_restart_index(const AssemblyState& s, uint32_t id) {
  const uint32_t mask = s.index_bits >= 32 ? ~0u : (1u << s.index_bits) - 1;
  return s.restart_match_all ? id == s.restart_index : ((id ^ s.restart_index) & mask) == 0;
}

const char* assemble_primitives(const AssemblyState& s, std::span<const uint32_t> ids,
                                Assembly* out) {
  *out = Assembly{};
  out->vertices_per_primitive = vertices_per_primitive(s.prim_type);
  if (out->vertices_per_primitive == 0) {
    switch (s.prim_type) {
      case pt::kDI_PT_PATCH:
        return "draw-patches";
      default:
        return "draw-primitive-type";
    }
  }
  if (s.max_vertices < out->vertices_per_primitive || s.max_vertices > 256 ||
      s.max_primitives < 1 || s.max_primitives > 256)
    return "draw-subgroup-limits";
  auto is_restart = [&](uint32_t id) { return is_restart_index(s, id); };
  Grouper g(s, out);
  if (!s.restart) {
    assemble_run(s, ids, g);
    return nullptr;
  }
  if (!s.indexed) {
    // Whether the hardware compares auto indices with the restart index is
    // not published (GFX9 did); the draw is exact either way unless one meets it.
    for (uint32_t id : ids)
      if (is_restart(id)) return "draw-restart-auto-index";
    assemble_run(s, ids, g);
    return nullptr;
  }
  size_t run = 0;
  for (size_t i = 0; i <= ids.size(); ++i) {
    if (i < ids.size() && !is_restart(ids[i])) continue;
    assemble_run(s, ids.subspan(run, i - run), g);
    if (i < ids.size()) out->restarted = true;
    run = i + 1;
  }
  return nullptr;
}

}  // namespace rdnavk::exec
