#include "cp/submission.h"

namespace rdnavk::cp {

const char* ring_type_name(RingType t) {
  switch (t) {
    case RingType::kGfx:
      return "gfx";
    case RingType::kCompute:
      return "compute";
    case RingType::kDma:
      return "sdma";
    case RingType::kUvd:
      return "uvd";
    case RingType::kVce:
      return "vce";
    case RingType::kUvdEnc:
      return "uvd-enc";
    case RingType::kVcnDec:
      return "vcn-dec";
    case RingType::kVcnEnc:
      return "vcn-enc";
    case RingType::kVcnJpeg:
      return "vcn-jpeg";
    case RingType::kVpe:
      return "vpe";
  }
  return "unknown";
}

}  // namespace rdnavk::cp
