// What the command processor did: counted by kind, each refusal by its reason
// with its first occurrence (DESIGN.md: the refusal table is part of every run's
// report).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>

namespace rdnavk::cp {

struct Occurrences {
  uint64_t count = 0;
  std::string first;
};

struct CpReport {
  uint64_t submissions = 0;
  std::map<std::string, uint64_t> submissions_by_ring;
  uint64_t ibs = 0;
  uint64_t dwords = 0;
  uint64_t packets = 0;
  uint64_t type0_packets = 0;
  uint64_t type2_packets = 0;
  std::array<uint64_t, 256> type3_by_opcode{};
  uint64_t register_writes = 0;
  std::map<std::string, uint64_t> memory_packets;  // carried out, by packet name
  uint64_t draws = 0;
  uint64_t dispatches = 0;
  uint64_t skipped_packets = 0;  // predicated off, or guarded by COND_EXEC/PRED_EXEC
  std::map<std::string, Occurrences> refusals;
  std::map<std::string, Occurrences> stream_errors;

  void refuse(const std::string& reason, const std::string& where) {
    note(refusals, reason, where);
  }
  void stream_error(const std::string& kind, const std::string& where) {
    note(stream_errors, kind, where);
  }
  // Adds another report's counts into this one.
  void merge(const CpReport& other);

 private:
  static void note(std::map<std::string, Occurrences>& m, const std::string& k,
                   const std::string& where) {
    Occurrences& o = m[k];
    if (o.count++ == 0) o.first = where;
  }
};

}  // namespace rdnavk::cp
