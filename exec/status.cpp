#include "exec/status.h"

#include "xlate/translator.h"

namespace rdnavk::exec {

const char* status_refusal(uint32_t status_word) {
  // A host that placed the invocations otherwise than the module assumed makes
  // every other bit meaningless: named first.
  if (status_word & xlate::kStatusHostSubgroupLayout)
    return xlate::status_reason(xlate::kStatusHostSubgroupLayout);
  if (status_word & xlate::kStatusLanesApart) return xlate::status_reason(xlate::kStatusLanesApart);
  for (uint32_t bit = 1; bit != 0; bit <<= 1)
    if (status_word & bit) return xlate::status_reason(static_cast<xlate::StatusBit>(bit));
  return nullptr;
}

const char* RefusalNames::intern(const std::string& name) {
  std::lock_guard lock(mutex_);
  return names_.insert(name).first->c_str();
}

}  // namespace rdnavk::exec
