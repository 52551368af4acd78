// Packed 16-bit vector ALU (VOP3P) and 16-bit integer VALU.
#include "xlate/emit.h"

namespace rdnavk::xlate {

std::span<const OpEntry> packed_ops() { return {}; }

}  // namespace rdnavk::xlate
