// `rdnavk pm4`: the packets of a captured trace, decoded as Mesa's AMD_DEBUG=ib
// prints them (pm4/printer.h), with the nested and chained IBs the command
// processor would follow (cp/ib_walker.h).
#include <cctype>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cp/ib_walker.h"
#include "pm4/printer.h"
#include "tools/commands.h"
#include "trace/reader.h"
#include "trace/trace_gpu_memory.h"

namespace rdnavk::tools {

namespace {

struct Pm4Options {
  std::string path;
  bool one = false;  // --submission or --sequence given
  uint64_t submission = 0;
  bool by_sequence = false;  // --sequence: `submission` is a device-wide sequence
};

// Mesa's names of the rings (ac_get_ip_type_string): "GFX", "COMPUTE", "SDMA"...
std::string ip_name(cp::RingType t) {
  std::string s = cp::ring_type_name(t);
  for (char& c : s)
    c = c == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// Walks one top-level IB and prints it. The walker gives each packet with its
// depth; the visitor keeps the extent of the IB being walked at each depth, so
// that a packet cut short by its IB's end can be printed with what remains.
class PrintVisitor final : public cp::PacketVisitor {
 public:
  PrintVisitor(const cp::GpuMemory& memory, pm4::PacketPrinter& printer, const cp::IbRef& top)
      : memory_(memory), printer_(printer) {
    ibs_.push_back({top.va, top.size_dw});
  }

  uint32_t packet(const pm4::Packet& p, uint64_t va, int depth) override {
    depth_ = depth;
    ibs_.resize(static_cast<size_t>(depth) + 1);
    uint32_t header = 0;
    if (!memory_.read32(va, &header)) header = 0;  // the walker read it: cannot happen
    printer_.packet(header, p.body, depth);
    follow(p, depth);
    return 0;  // print every packet, those COND_EXEC would skip too
  }

  void error(cp::WalkError e, uint64_t va, const std::string& detail) override {
    const int depth = depth_of(va);
    if (e == cp::WalkError::kTruncatedPacket) {
      const Extent& ib = ibs_[static_cast<size_t>(depth)];
      const uint64_t left = (ib.va + uint64_t{ib.size_dw} * 4 - va) / 4;
      std::vector<uint32_t> dwords(static_cast<size_t>(left));
      if (memory_.read(va, {reinterpret_cast<uint8_t*>(dwords.data()), dwords.size() * 4})) {
        printer_.truncated_packet(dwords, depth);
        return;
      }
    } else if (e == cp::WalkError::kReservedType) {
      uint32_t dw = 0;
      if (memory_.read32(va, &dw)) printer_.bad_header(dw, depth);
    }
    char where[32];
    std::snprintf(where, sizeof where, "0x%llx", static_cast<unsigned long long>(va));
    printer_.note(
        std::string("!!!!! ") + cp::walk_error_name(e) + " at " + where + ": " + detail + " !!!!!",
        depth);
  }

 private:
  struct Extent {
    uint64_t va = 0;
    uint32_t size_dw = 0;
  };

  // INDIRECT_BUFFER: a chain replaces the rest of this IB, a call opens a nested
  // IB, as ib_walker runs them (two levels: IB1 and IB2).
  void follow(const pm4::Packet& p, int depth) {
    if (p.header.type != 3) return;
    const auto op = static_cast<pm4::Opcode>(p.header.opcode);
    if (op != pm4::Opcode::kINDIRECT_BUFFER && op != pm4::Opcode::kINDIRECT_BUFFER_CONST) return;
    auto target = pm4::decode_indirect_buffer(p);
    if (!target) return;
    if (target->chain) {
      ibs_[static_cast<size_t>(depth)] = {target->va, target->size_dw};
    } else if (depth + 1 < cp::WalkLimits{}.max_depth) {
      printer_.begin_nested(depth);
      ibs_.push_back({target->va, target->size_dw});
      depth_ = depth + 1;
    }
  }

  // The deepest IB being walked that holds `va`: errors come with an address only.
  int depth_of(uint64_t va) const {
    for (int d = depth_; d > 0; --d) {
      const Extent& ib = ibs_[static_cast<size_t>(d)];
      if (va >= ib.va && va < ib.va + uint64_t{ib.size_dw} * 4) return d;
    }
    return 0;
  }

  const cp::GpuMemory& memory_;
  pm4::PacketPrinter& printer_;
  std::vector<Extent> ibs_;  // by depth
  int depth_ = 0;
};

void print_header(size_t i, const trace::TraceSubmission& s) {
  std::printf(
      "=== submission %zu: ring %s (instance %u, ring %u), context %u, fence %llu, %zu "
      "buffers, %zu IB%s ===\n",
      i, cp::ring_type_name(s.ring_type), s.ip_instance, s.ring, s.context,
      static_cast<unsigned long long>(s.fence_seq), s.bos.size(), s.ibs.size(),
      s.ibs.size() == 1 ? "" : "s");
}

void print_ib(const cp::GpuMemory& memory, cp::RingType ring, size_t index, const cp::IbRef& ib) {
  char title[96];
  std::snprintf(title, sizeof title, "IB %zu (0x%llx, %u dw%s", index,
                static_cast<unsigned long long>(ib.va), ib.size_dw, ib.flags ? ", flags " : "");
  std::string name = title;
  if (ib.flags) {
    std::snprintf(title, sizeof title, "0x%x", ib.flags);
    name += title;
  }
  name += ")";
  const std::string ip = ip_name(ring);
  std::printf("------------------ %s begin - %s ------------------\n", name.c_str(), ip.c_str());
  std::string text;
  if (ring == cp::RingType::kGfx || ring == cp::RingType::kCompute) {
    pm4::PacketPrinter printer(&text);
    PrintVisitor visitor(memory, printer, ib);
    cp::walk_ibs({ib}, memory, visitor);
    printer.finish();
  } else {
    text = "         (not PM4: this ring's packets are not decoded)\n";
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::printf("------------------- %s end - %s -------------------\n\n", name.c_str(), ip.c_str());
}

int print_submission(trace::TraceReader& r, size_t i) {
  const auto& s = r.submission(i);
  print_header(i, s);
  std::string error;
  auto image = r.memory(i, &error);
  if (!image) {
    std::fprintf(stderr, "rdnavk: submission %zu: %s\n", i, error.c_str());
    return 1;
  }
  trace::TraceGpuMemory memory(*image);
  for (size_t k = 0; k < s.ibs.size(); ++k) print_ib(memory, s.ring_type, k, s.ibs[k]);
  return 0;
}

int run_pm4(const Pm4Options& o) {
  std::string error;
  auto r = trace::TraceReader::open(o.path, &error);
  if (!r) {
    std::fprintf(stderr, "rdnavk: cannot read %s: %s\n", o.path.c_str(), error.c_str());
    return 1;
  }
  const size_t n = r->submission_count();
  uint64_t index = o.submission;
  if (o.by_sequence) {
    size_t i = 0;
    if (!r->index_of_sequence(o.submission, &i)) {
      std::fprintf(stderr, "rdnavk: no submission of %s has sequence %llu\n", o.path.c_str(),
                   static_cast<unsigned long long>(o.submission));
      return 1;
    }
    index = i;
  }
  if (o.one && index >= n) {
    std::fprintf(stderr, "rdnavk: submission %llu is out of range: %s has %zu submission%s\n",
                 static_cast<unsigned long long>(o.submission), o.path.c_str(), n,
                 n == 1 ? "" : "s");
    return 1;
  }
  int failures = 0;
  if (o.one) {
    failures += print_submission(*r, static_cast<size_t>(index));
  } else {
    for (size_t i = 0; i < n; ++i) failures += print_submission(*r, i);
  }
  std::fflush(stdout);
  if (r->truncated())
    std::fprintf(stderr, "rdnavk: the trace ends early: the capture was cut short\n");
  return failures ? 1 : 0;
}

}  // namespace

void add_pm4_command(CLI::App& app, int* exit_code) {
  auto o = std::make_shared<Pm4Options>();
  CLI::App* c = app.add_subcommand(
      "pm4", "Print the PM4 packets of a captured trace as Mesa's AMD_DEBUG=ib prints them");
  c->add_option("trace", o->path, "A trace written by `rdnavk capture`")->required();
  CLI::Option* one =
      c->add_option("-s,--submission", o->submission, "Print only submission N (from 0)")
          ->check(CLI::Validator(
              [](std::string& v) {
                return !v.empty() && v[0] == '-' ? std::string("N is a submission number, from 0")
                                                 : std::string();
              },
              "N"));
  CLI::Option* seq = c->add_option("--sequence", o->submission,
                                   "Print only the submission of device-wide sequence S, as a run "
                                   "report names it (\"submission S\")")
                         ->excludes(one);
  c->footer(
      "Each IB is printed with its raw dwords, register writes with their fields, and the\n"
      "IBs it calls (bracketed, indented) or chains to, as the command processor walks them.");
  c->callback([o, one, seq, exit_code] {
    o->by_sequence = seq->count() > 0;
    o->one = one->count() > 0 || o->by_sequence;
    *exit_code = run_pm4(*o);
  });
}

}  // namespace rdnavk::tools
