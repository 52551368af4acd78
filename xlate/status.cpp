#include "xlate/status.h"

namespace rdnavk::xlate {

const char* status_reason(StatusBit bit) {
  switch (bit) {
    case kStatusVmFault:
      return "vm-fault";
    case kStatusQuadSplit:
      return "draw-quad-split";
    case kStatusImageHtile:
      return "image-htile";
    case kStatusFormatEscape:
      return "format-load-escape";
    case kStatusIndirectBranch:
      return "indirect-branch-target";
    case kStatusWaveBudget:
      return "wave-budget";
    case kStatusOmodTiny:
      return "float-output-modifier-tiny";
    case kStatusSharedVgprBoth:
      return "shared-vgpr-both-halves";
    case kStatusHostDenormal:
      return "host-denormal-value";
    case kStatusMeshOutput:
      return "ngg-output";
    case kStatusInterpM0:
      return "interp-m0";
    case kStatusHostSubgroupLayout:
      return "host-subgroup-layout";
    case kStatusLayer:
      return "draw-layer-past-target";
    case kStatusPointSize:
      return "draw-point-size";
    case kStatusImageLayout:
      return "image-layout";
    case kStatusExportRange:
      return "ps-export-out-of-range";
    case kStatusWindowPosition:
      return "draw-window-position";
    case kStatusImageCompressed:
      return "image-dcc";
    case kStatusDepthExport:
      return "ps-export-depth";
    case kStatusPackRange:
      return "cvt-pk-out-of-range";
    case kStatusGds:
      return "ds-gds";
    case kStatusLanesApart:
      return "host-lanes-apart";
    case kStatusSample:
      return "image-sample-escape";
    case kStatusSampleLod:
      return "image-sample-lod";
    case kStatusSampleState:
      return "image-sample-state";
    case kStatusSampleCompare:
      return "image-sample-compare";
    case kStatusResinfo:
      return "image-resinfo-escape";
    case kStatusSampleAnisotropic:
      return "image-sample-anisotropic";
    case kStatusImageMsaaSample:
      return "image-msaa-sample";
    case kStatusImageFmask:
      return "image-fmask";
    case kStatusAttachmentTouched:
      return "attachment-touched";
    case kStatusMemoryRegions:
      return "memory-regions-changed";
  }
  return "status";
}

}  // namespace rdnavk::xlate
