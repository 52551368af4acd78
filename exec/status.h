// What a module reports back: its status word, each bit a reason it stopped
// (xlate::StatusBit), turned into the refusal that names it; and the refusal
// names the translator hands out as strings, kept for as long as the report
// may point at them.
#pragma once

#include <cstdint>
#include <mutex>
#include <set>
#include <string>

namespace rdnavk::exec {

// The refusal for a module's status word: the lowest set bit's reason; null
// when the word is 0 (the module ran to its end).
const char* status_refusal(uint32_t status_word);

// Every refusal name handed out, each kept at one address for the run's life
// (cp::WorkOutcome holds a pointer to it).
class RefusalNames {
 public:
  const char* intern(const std::string& name);

 private:
  std::mutex mutex_;
  std::set<std::string> names_;
};

}  // namespace rdnavk::exec
