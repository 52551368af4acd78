// Lane-crossing vector operations: v_permlane16/x16, ds_swizzle, ds_permute/bpermute.
#include "xlate/emit.h"

namespace rdnavk::xlate {

std::span<const OpEntry> crosslane_ops() { return {}; }

}  // namespace rdnavk::xlate
