#include "exec/primitive_assembly.h"

#include <algorithm>
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
    case pt::kDI_PT_LINELOOP:
      return 2;
    case pt::kDI_PT_TRILIST:
    case pt::kDI_PT_TRIFAN:
    case pt::kDI_PT_TRISTRIP:
    case pt::kDI_PT_RECTLIST:  // three corners; the fourth comes after the program
    case pt::kDI_PT_QUADLIST:  // quads as two triangles each (decision record 0038)
    case pt::kDI_PT_QUADSTRIP:
    case pt::kDI_PT_POLYGON:
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
  // A quad (positions a, b, c, d in `ids`, in order around it) as the
  // triangles (a, b, c) and (a, c, d), together in one subgroup, the second
  // marked as the first's other half (decision record 0038).
  void add_quad(std::span<const uint32_t> ids, uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    std::array<uint32_t, 4> v = {ids[a], ids[b], ids[c], ids[d]};
    uint32_t fresh = 0;
    for (uint32_t k = 0; k < 4; ++k)
      if (!slots_.contains(v[k]) && std::find(v.begin(), v.begin() + k, v[k]) == v.begin() + k)
        ++fresh;
    make_room(2, fresh);
    add(v, {0, 1, 2, 0, 0, 0});
    add(v, {0, 2, 3, 0, 0, 0});
    out_->quad_second.resize(out_->primitives.size(), 0);
    out_->quad_second.back() = 1;
  }
  void add(std::span<const uint32_t> ids, const std::array<uint32_t, 6>& at) {
    const uint32_t n = out_->vertices_per_primitive;
    // The vertices this primitive adds to the subgroup.
    uint32_t fresh = 0;
    for (uint32_t k = 0; k < n; ++k)
      if (!slots_.contains(ids[at[k]])) ++fresh;
    make_room(1, fresh);
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
  // Opens a subgroup unless the current one takes `primitives` more, with
  // `fresh` more vertices.
  void make_room(uint32_t primitives, uint32_t fresh) {
    if (open_ && (current().primitives + primitives > s_.max_primitives ||
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
  }
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
    case pt::kDI_PT_LINELOOP:
      // A strip, then the segment from the last vertex back to the first, in
      // that order for both conventions (GL's line loop: its provoking vertex
      // is the last vertex with the first convention, the first with the
      // last). Two vertices make two segments, as GL defines them.
      for (uint32_t i = 0; i + 1 < n; ++i) g.add(ids, i, i + 1, 0);
      if (n >= 2) g.add(ids, static_cast<uint32_t>(n - 1), 0, 0);
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
    case pt::kDI_PT_QUADLIST:
      for (uint32_t i = 0; i + 3 < n; i += 4) g.add_quad(ids, i, i + 1, i + 2, i + 3);
      break;
    case pt::kDI_PT_QUADSTRIP:
      // Quad i's vertices around it: 2i, 2i+1, 2i+3, 2i+2.
      for (uint32_t i = 0; i + 3 < n; i += 2) g.add_quad(ids, i, i + 1, i + 3, i + 2);
      break;
    case pt::kDI_PT_POLYGON:
      // A polygon of four vertices is a quad, of three a triangle (others are
      // refused before).
      if (n == 4) g.add_quad(ids, 0, 1, 2, 3);
      if (n == 3) g.add(ids, 0, 1, 2);
      break;
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
  // A quad's two triangles share one subgroup (D38): four vertices and two
  // primitives at least.
  const bool quad_topology = s.prim_type == pt::kDI_PT_QUADLIST ||
                             s.prim_type == pt::kDI_PT_QUADSTRIP ||
                             s.prim_type == pt::kDI_PT_POLYGON;
  if (quad_topology && (s.max_vertices < 4 || s.max_primitives < 2)) return "draw-subgroup-limits";
  auto is_restart = [&](uint32_t id) { return is_restart_index(s, id); };
  Grouper g(s, out);
  // Polygons of three or four vertices only: a larger one's triangles are
  // not shown to be the hardware's (decision record 0038).
  const bool polygon = s.prim_type == pt::kDI_PT_POLYGON;
  if (!s.restart) {
    if (polygon && ids.size() != 3 && ids.size() != 4 && !ids.empty())
      return "draw-polygon-vertices";
    assemble_run(s, ids, g);
    out->quad_second.resize(out->primitives.size(), 0);
    return nullptr;
  }
  if (!s.indexed) {
    // Whether the hardware compares auto indices with the restart index is
    // not published (GFX9 did); the draw is exact either way unless one meets it.
    for (uint32_t id : ids)
      if (is_restart(id)) return "draw-restart-auto-index";
    if (polygon && ids.size() != 3 && ids.size() != 4 && !ids.empty())
      return "draw-polygon-vertices";
    assemble_run(s, ids, g);
    out->quad_second.resize(out->primitives.size(), 0);
    return nullptr;
  }
  size_t run = 0;
  for (size_t i = 0; i <= ids.size(); ++i) {
    if (i < ids.size() && !is_restart(ids[i])) continue;
    if (polygon && i - run != 3 && i - run != 4 && i != run) return "draw-polygon-vertices";
    assemble_run(s, ids.subspan(run, i - run), g);
    if (i < ids.size()) out->restarted = true;
    run = i + 1;
  }
  out->quad_second.resize(out->primitives.size(), 0);
  return nullptr;
}

}  // namespace rdnavk::exec
