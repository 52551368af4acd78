// Format loads and stores (D967), scratch_* instructions, further LDS and atomic forms.
#include "xlate/emit.h"

namespace rdnavk::xlate {

std::span<const OpEntry> format_ops() { return {}; }

}  // namespace rdnavk::xlate
