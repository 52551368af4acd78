// Vector ALU float arithmetic in f16, f32 and f64, conversions and the MODE register.
#include "xlate/emit.h"

namespace rdnavk::xlate {

std::span<const OpEntry> float_ops() { return {}; }

}  // namespace rdnavk::xlate
