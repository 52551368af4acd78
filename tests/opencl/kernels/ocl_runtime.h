// The OpenCL work-item and synchronisation built-ins the kernels use, written on
// clang's AMDGPU builtins. The kernels are compiled with -nogpulib (there is no
// ROCm device library here), so nothing else provides them; these are what
// ROCm-Device-Libs' ockl does for a dispatch of whole work-groups.
#pragma once

// Work-item ids are the hardware's: VGPRs the SPI initialises (AMDGPUUsage,
// "Initial Kernel Execution State").
static size_t __attribute__((overloadable, always_inline)) get_local_id(uint d) {
  switch (d) {
    case 0:
      return __builtin_amdgcn_workitem_id_x();
    case 1:
      return __builtin_amdgcn_workitem_id_y();
    case 2:
      return __builtin_amdgcn_workitem_id_z();
    default:
      return 0;
  }
}

// Work-group ids are the system SGPRs enabled by COMPUTE_PGM_RSRC2.TGID_*_EN.
static size_t __attribute__((overloadable, always_inline)) get_group_id(uint d) {
  switch (d) {
    case 0:
      return __builtin_amdgcn_workgroup_id_x();
    case 1:
      return __builtin_amdgcn_workgroup_id_y();
    case 2:
      return __builtin_amdgcn_workgroup_id_z();
    default:
      return 0;
  }
}

// Code object v5 reads the work-group size from hidden_group_size_{x,y,z} in the
// implicit kernel arguments (v4: from the dispatch packet). The tests dispatch
// whole groups only, so the enqueued size is every group's size.
static size_t __attribute__((overloadable, always_inline)) get_local_size(uint d) {
  switch (d) {
    case 0:
      return __builtin_amdgcn_workgroup_size_x();
    case 1:
      return __builtin_amdgcn_workgroup_size_y();
    case 2:
      return __builtin_amdgcn_workgroup_size_z();
    default:
      return 1;
  }
}

static size_t __attribute__((overloadable, always_inline)) get_global_id(uint d) {
  return get_group_id(d) * get_local_size(d) + get_local_id(d);
}

// grid_size_{x,y,z} of the AQL dispatch packet, through the dispatch pointer
// (enable_sgpr_dispatch_ptr).
static size_t __attribute__((overloadable, always_inline)) get_global_size(uint d) {
  switch (d) {
    case 0:
      return __builtin_amdgcn_grid_size_x();
    case 1:
      return __builtin_amdgcn_grid_size_y();
    case 2:
      return __builtin_amdgcn_grid_size_z();
    default:
      return 1;
  }
}

// A work-group barrier with work-group-scope release and acquire around it, as
// AMDGPUUsage's memory model maps OpenCL's barrier(CLK_LOCAL_MEM_FENCE).
static void __attribute__((overloadable, always_inline)) barrier(cl_mem_fence_flags flags) {
  (void)flags;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
