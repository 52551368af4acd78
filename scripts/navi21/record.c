/*
 * record.c: writes navi21.json, the table of answers the amdgpu kernel driver gives a
 * Navi 21 (1002:73bf rev c3, Radeon RX 6800) for every query Mesa 25.0's RADV and radeonsi
 * make. scripts/navi21/gen_facts.py turns that table into drm/navi21_facts.cpp.
 *
 * Run it under Mesa's noop DRM shim (see README.md): each query is sent by raw ioctl to the
 * render node the shim fakes, and the answer is stored as the bytes of the UAPI struct.
 * The shim answers only part of the interface, and a few of its answers are its own
 * conventions rather than a kernel's (DRM version 3.49, "shim" strings, zeroed buffers for
 * engines it does not model). For those keys the entry carries a published fact instead,
 * with "source" naming the file and lines it comes from, and keeps the shim's answer under
 * "shim" so a later Mesa can be compared.
 *
 * The kernel modelled is Linux 6.12 LTS as Debian ships it (6.12.57, bookworm-backports),
 * DRM 3.61, with the GPU firmware of Debian 12's firmware-amd-graphics 20230210, which is
 * the firmware the shim's recorded Navi 21 ran (its ME/PFP/MEC versions match those files).
 */
#define _GNU_SOURCE /* O_CLOEXEC under -std=c11 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libdrm/amdgpu_drm.h>
#include <xf86drm.h>

/* Mesa 25.0 carries a newer UAPI header than libdrm 2.4.123: it knows this query. */
#ifndef AMDGPU_INFO_UQ_FW_AREAS
#define AMDGPU_INFO_UQ_FW_AREAS 0x24
#endif

#define K612 "Linux 6.12.57 drivers/gpu/drm/amd/amdgpu/"
#define KINC "Linux 6.12.57 drivers/gpu/drm/amd/include/"
#define FW "Debian firmware-amd-graphics 20230210-5 /lib/firmware/amdgpu/"

/* ---------------------------------------------------------------- JSON output */

static FILE* out;
static bool first_entry = true;

static void put_string(const char* s) {
  fputc('"', out);
  for (; *s; ++s) {
    if (*s == '"' || *s == '\\')
      fprintf(out, "\\%c", *s);
    else if ((unsigned char)*s < 0x20)
      fprintf(out, "\\u%04x", (unsigned char)*s);
    else
      fputc(*s, out);
  }
  fputc('"', out);
}

static void put_hex(const void* data, size_t size) {
  const uint8_t* b = data;
  fputc('"', out);
  for (size_t i = 0; i < size; ++i) fprintf(out, "%02x", b[i]);
  fputc('"', out);
}

static void begin_entry(const char* kind, const char* key) {
  fprintf(out, "%s\n    {\"kind\": ", first_entry ? "" : ",");
  first_entry = false;
  put_string(kind);
  fprintf(out, ", \"key\": ");
  put_string(key);
}

/* ---------------------------------------------------------------- talking to the shim */

static int fd = -1;

/* The shim returns its handler's negative errno straight from ioctl(), a kernel returns -1
 * and sets errno: accept both. */
static int result_of(int ret) {
  if (ret == -1) return errno ? -errno : -1;
  return ret;
}

struct shim_answer {
  int status;
  uint8_t bytes[512];
  uint32_t size;
};

/* One DRM_AMDGPU_INFO. The buffer starts zeroed as Mesa's do (ac_linux_drm.c), so where the
 * shim returns success without writing (engines it does not model) the zeros are what Mesa
 * would have seen. */
static struct shim_answer ask(uint32_t query, uint32_t a0, uint32_t a1, uint32_t a2,
                              uint32_t size) {
  struct shim_answer s;
  memset(&s, 0, sizeof(s));
  s.size = size;
  struct drm_amdgpu_info req;
  memset(&req, 0, sizeof(req));
  req.return_pointer = (uintptr_t)s.bytes;
  req.return_size = size;
  req.query = query;
  /* Every sub-query of the union starts with the same three words. */
  req.query_fw.fw_type = a0;
  req.query_fw.ip_instance = a1;
  req.query_fw.index = a2;
  errno = 0;
  s.status = result_of(drmIoctl(fd, DRM_IOCTL_AMDGPU_INFO, &req));
  return s;
}

/* ---------------------------------------------------------------- entries */

struct fact {
  int status;       /* 0, or the negative errno the kernel answers */
  const void* data; /* the answer's bytes when status is 0 */
  uint32_t size;
  bool live;        /* the kernel computes it per call: bytes are an idle, new device */
  const char* source;
  const char* note; /* may be NULL */
};

static void put_fact(const struct fact* f, const struct shim_answer* shim) {
  fprintf(out, ", \"status\": %d, \"hex\": ", f->status);
  put_hex(f->data, f->status == 0 ? f->size : 0);
  fprintf(out, ", \"live\": %s, \"source\": ", f->live ? "true" : "false");
  put_string(f->source);
  if (f->note) {
    fprintf(out, ", \"note\": ");
    put_string(f->note);
  }
  if (shim) {
    fprintf(out, ", \"shim\": {\"status\": %d, \"hex\": ", shim->status);
    put_hex(shim->bytes, shim->status == 0 ? shim->size : 0);
    fputc('}', out);
  }
  fputc('}', out);
}

static void put_info(const char* key, uint32_t query, uint32_t a0, uint32_t a1, uint32_t a2,
                     const struct fact* f, const struct shim_answer* shim) {
  begin_entry("info", key);
  fprintf(out, ", \"query\": %u, \"args\": [%u, %u, %u]", query, a0, a1, a2);
  put_fact(f, shim);
}

/* The shim's answer is the fact. */
static void keep(const char* key, uint32_t query, uint32_t a0, uint32_t a1, uint32_t a2,
                 uint32_t size, bool live, const char* note) {
  struct shim_answer s = ask(query, a0, a1, a2, size);
  struct fact f = {s.status, s.bytes, s.size, live, "drm-shim", note};
  put_info(key, query, a0, a1, a2, &f, NULL);
}

/* A published fact replaces (or supplies) the answer; the shim's answer is kept beside it. */
static void publish(const char* key, uint32_t query, uint32_t a0, uint32_t a1, uint32_t a2,
                    uint32_t ask_size, const struct fact* f) {
  struct shim_answer s = ask(query, a0, a1, a2, ask_size);
  put_info(key, query, a0, a1, a2, f, &s);
}

static struct fact ok(const void* data, uint32_t size, const char* source) {
  struct fact f = {0, data, size, false, source, NULL};
  return f;
}

static struct fact live(const void* data, uint32_t size, const char* source, const char* note) {
  struct fact f = {0, data, size, true, source, note};
  return f;
}

static struct fact error(int err, const char* source) {
  struct fact f = {err, NULL, 0, false, source, NULL};
  return f;
}

/* ---------------------------------------------------------------- DRM core */

static void record_version(void) {
  char name[64] = {0}, date[64] = {0}, desc[64] = {0};
  struct drm_version v;
  memset(&v, 0, sizeof(v));
  v.name = name;
  v.name_len = sizeof(name) - 1;
  v.date = date;
  v.date_len = sizeof(date) - 1;
  v.desc = desc;
  v.desc_len = sizeof(desc) - 1;
  errno = 0;
  int status = result_of(drmIoctl(fd, DRM_IOCTL_VERSION, &v));

  begin_entry("version", "version");
  /* KMS_DRIVER_MINOR 61 is what 6.12 stable reports (3.60 and 3.61 were backported to it);
   * Mesa 25.0 tests minors up to 59 for a GFX10.3 part (si_get.c:671, ac_gpu_info.c). */
  fprintf(out, ", \"major\": 3, \"minor\": 61, \"patch\": 0, \"name\": \"amdgpu\"");
  fprintf(out, ", \"date\": \"0\", \"desc\": \"AMD GPU\", \"source\": ");
  put_string(K612 "amdgpu_drv.c:57-127 (KMS_DRIVER_MAJOR 3, MINOR 61, PATCHLEVEL 0), "
             "amdgpu_drv.h:41-42 (name \"amdgpu\", desc \"AMD GPU\"); "
             "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:533-535 (the date field is always \"0\")");
  fprintf(out, ", \"shim\": {\"status\": %d, \"major\": %d, \"minor\": %d, \"patch\": %d, "
               "\"name\": ",
          status, v.version_major, v.version_minor, v.version_patchlevel);
  put_string(name);
  fprintf(out, ", \"date\": ");
  put_string(date);
  fprintf(out, ", \"desc\": ");
  put_string(desc);
  fprintf(out, "}}");
}

static void put_cap(uint64_t cap, const char* name, uint64_t value, const char* source) {
  struct drm_get_cap c = {cap, 0};
  errno = 0;
  int status = result_of(drmIoctl(fd, DRM_IOCTL_GET_CAP, &c));
  char key[64];
  snprintf(key, sizeof(key), "cap/%s", name);
  begin_entry("cap", key);
  fprintf(out, ", \"cap\": %llu, \"status\": 0, \"value\": %llu, \"source\": ",
          (unsigned long long)cap, (unsigned long long)value);
  put_string(source);
  fprintf(out, ", \"shim\": {\"status\": %d, \"value\": %llu}}", status,
          (unsigned long long)c.value);
}

static void record_caps(void) {
  /* The capabilities Mesa 25.0 asks a render node for: ac_gpu_info.c:304, 312, 585 and
   * gallium/auxiliary/util/u_screen.c:139. */
  put_cap(DRM_CAP_PRIME, "prime", DRM_PRIME_CAP_IMPORT | DRM_PRIME_CAP_EXPORT,
          "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:246-248 (import and export, any driver)");
  put_cap(DRM_CAP_SYNCOBJ, "syncobj", 1,
          "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:249-251; " K612
          "amdgpu_drv.c:2992-2996 (DRIVER_SYNCOBJ)");
  put_cap(DRM_CAP_SYNCOBJ_TIMELINE, "syncobj_timeline", 1,
          "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:252-254; " K612
          "amdgpu_drv.c:2992-2996 (DRIVER_SYNCOBJ_TIMELINE)");
  put_cap(DRM_CAP_ADDFB2_MODIFIERS, "addfb2_modifiers", 1,
          "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:297-298 and drivers/gpu/drm/amd/display/"
          "amdgpu_dm/amdgpu_dm_plane.c:1785-1790, which sets "
          "fb_modifiers_not_supported only when a plane has no modifier list, and GFX9+ planes "
          "have one");
  put_cap(DRM_CAP_TIMESTAMP_MONOTONIC, "timestamp_monotonic", 1,
          "Linux 6.12.57 drivers/gpu/drm/drm_ioctl.c:243-245");
}

/* ---------------------------------------------------------------- AMDGPU_INFO */

static const char* ip_name(uint32_t ip) {
  static const char* names[] = {"gfx",     "compute", "dma",     "uvd",      "vce",
                                "uvd_enc", "vcn_dec", "vcn_enc", "vcn_jpeg", "vpe"};
  return ip < sizeof(names) / sizeof(names[0]) ? names[ip] : "?";
}

static void record_hw_ips(void) {
  /* GFX and compute: the shim's records come from a real Navi 21 and agree with the 6.12
   * code (alignments 32/32, amdgpu_kms.c:387-402). The kernel reports the IP block's own
   * version (gfx_v10_0_ip_block is 10.0) and the discovery version 10.3.0 beside it. */
  char key[96];
  for (uint32_t ip = AMDGPU_HW_IP_GFX; ip <= AMDGPU_HW_IP_COMPUTE; ++ip) {
    snprintf(key, sizeof(key), "info/hw_ip_info/%s/0", ip_name(ip));
    keep(key, AMDGPU_INFO_HW_IP_INFO, ip, 0, 0, sizeof(struct drm_amdgpu_info_hw_ip), false,
         NULL);
  }

  /* Engines the shim does not model. available_rings is (1 << min(entities, ready rings)) - 1
   * (amdgpu_kms.c:503-541) with the entity counts of amdgpu_ctx.c:35-46: DMA 2, VCN 1 each. */
  static const struct drm_amdgpu_info_hw_ip dma = {
      .hw_ip_version_major = 5, /* sdma_v5_2.c:1957-1961 */
      .hw_ip_version_minor = 2,
      .capabilities_flags = 0,
      .ib_start_alignment = 256, /* amdgpu_kms.c:403-410 */
      .ib_size_alignment = 4,
      .available_rings = 0x3,           /* 4 SDMA engines, 2 context entities */
      .ip_discovery_version = 0x050200, /* SDMA0 5.2.0 */
  };
  static const struct drm_amdgpu_info_hw_ip vcn_dec = {
      .hw_ip_version_major = 3, /* vcn_v3_0.c:2342-2346 */
      .hw_ip_version_minor = 0,
      .ib_start_alignment = 256, /* amdgpu_kms.c:444-455 */
      .ib_size_alignment = 64,
      .available_rings = 0x1,
      .ip_discovery_version = 0x030000, /* UVD_HWIP 3.0.0 */
  };
  static const struct drm_amdgpu_info_hw_ip vcn_enc = {
      .hw_ip_version_major = 3,
      .hw_ip_version_minor = 0,
      .ib_start_alignment = 256, /* amdgpu_kms.c:456-468 */
      .ib_size_alignment = 4,
      .available_rings = 0x1,
      .ip_discovery_version = 0x030000,
  };
  static const struct drm_amdgpu_info_hw_ip jpeg = {
      .hw_ip_version_major = 3, /* jpeg_v3_0.c:603-608 */
      .hw_ip_version_minor = 0,
      .ib_start_alignment = 256, /* amdgpu_kms.c:469-483 */
      .ib_size_alignment = 64,
      .available_rings = 0x1,
      /* The JPEG block reports UVD_HWIP's version (amdgpu_kms.c:519-523). */
      .ip_discovery_version = 0x030000,
  };
  const uint32_t hw_size = sizeof(struct drm_amdgpu_info_hw_ip);
  struct fact f;
  f = ok(&dma, hw_size,
         K612 "amdgpu_kms.c:403-410,503-543; amdgpu_ctx.c:38 (2 DMA entities); sdma_v5_2.c:"
              "1957-1961 (block 5.2); Navi 21 is SDMA 5.2.0 with 4 engines (Linux 5.16 "
              "sdma_v5_2.c sdma_v5_2_early_init: IP_VERSION(5, 2, 0) -> num_instances 4)");
  publish("info/hw_ip_info/dma/0", AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_DMA, 0, 0, hw_size, &f);

  /* No UVD, VCE or VPE block on Navi 21: the kernel finds no IP block of the type and returns
   * success with the zeroed struct (amdgpu_kms.c:495-501, 604). The shim's zeros agree. */
  static const struct drm_amdgpu_info_hw_ip absent;
  const uint32_t absent_ips[] = {AMDGPU_HW_IP_UVD, AMDGPU_HW_IP_VCE, AMDGPU_HW_IP_UVD_ENC};
  for (size_t i = 0; i < 3; ++i) {
    snprintf(key, sizeof(key), "info/hw_ip_info/%s/0", ip_name(absent_ips[i]));
    f = ok(&absent, hw_size,
           K612 "amdgpu_kms.c:495-501 (no block of that type: success, zeroed struct); Navi 21 "
                "has VCN 3.0, not UVD or VCE (nv.c:216-245)");
    publish(key, AMDGPU_INFO_HW_IP_INFO, absent_ips[i], 0, 0, hw_size, &f);
  }
  f = ok(&vcn_dec, hw_size,
         K612 "amdgpu_kms.c:444-455,503-543; amdgpu_ctx.c:42; vcn_v3_0.c:58,2342-2346 (two "
              "VCN 3.0 instances); nv.c:216-245 (Navi 21 is UVD_HWIP 3.0.0)");
  publish("info/hw_ip_info/vcn_dec/0", AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_VCN_DEC, 0, 0,
          hw_size, &f);
  f = ok(&vcn_enc, hw_size,
         K612 "amdgpu_kms.c:456-468,503-543; amdgpu_ctx.c:43; vcn_v3_0.c:141-144 (2 encode "
              "rings per instance)");
  publish("info/hw_ip_info/vcn_enc/0", AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_VCN_ENC, 0, 0,
          hw_size, &f);
  f = ok(&jpeg, hw_size,
         K612 "amdgpu_kms.c:469-483,503-543; amdgpu_ctx.c:44; jpeg_v3_0.c:66-67,603-608");
  publish("info/hw_ip_info/vcn_jpeg/0", AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_VCN_JPEG, 0, 0,
          hw_size, &f);
  f = ok(&absent, hw_size,
         K612 "amdgpu_kms.c:484-501 (no VPE block before GFX11.5: success, zeroed struct)");
  publish("info/hw_ip_info/vpe/0", AMDGPU_INFO_HW_IP_INFO, AMDGPU_HW_IP_VPE, 0, 0, hw_size, &f);

  /* HW_IP_COUNT: the shim answers none of these. */
  static const uint32_t counts[] = {1, 1, 4, 0, 0, 0, 2, 2, 1, 0};
  static const char* count_sources[] = {
      K612 "amdgpu_kms.c:613-679 (GFX block: 1)",
      K612 "amdgpu_kms.c:613-679 (compute is the GFX block: 1)",
      K612 "amdgpu_kms.c:613-679 (sdma.num_instances); Navi 21 has 4 SDMA engines (Linux 5.16 "
           "sdma_v5_2.c sdma_v5_2_early_init)",
      K612 "amdgpu_kms.c:614-618 (no UVD block: -EINVAL)",
      K612 "amdgpu_kms.c:614-618 (no VCE block: -EINVAL)",
      K612 "amdgpu_kms.c:614-618 (no UVD block: -EINVAL)",
      K612 "amdgpu_kms.c:613-679 (vcn.num_vcn_inst); vcn_v3_0.c:58 (2 instances on Navi 21)",
      K612 "amdgpu_kms.c:613-679 (vcn.num_vcn_inst); vcn_v3_0.c:58 (2 instances on Navi 21)",
      K612 "amdgpu_kms.c:613-679 (num_jpeg_inst * num_jpeg_rings); jpeg_v3_0.c:66-67 (1 x 1)",
      K612 "amdgpu_kms.c:174-209,614-618 (VPE maps to no block type: -EINVAL)",
  };
  for (uint32_t ip = 0; ip < AMDGPU_HW_IP_NUM; ++ip) {
    snprintf(key, sizeof(key), "info/hw_ip_count/%s", ip_name(ip));
    f = counts[ip] ? ok(&counts[ip], 4, count_sources[ip]) : error(-EINVAL, count_sources[ip]);
    publish(key, AMDGPU_INFO_HW_IP_COUNT, ip, 0, 0, 4, &f);
  }
}

static void put_fw(const char* name, uint32_t type, uint32_t index, uint32_t ver,
                   uint32_t feature, const char* source) {
  char key[96];
  snprintf(key, sizeof(key), "info/fw_version/%s/0/%u", name, index);
  static struct drm_amdgpu_info_firmware fws[32];
  static unsigned used;
  struct drm_amdgpu_info_firmware* fw = &fws[used++];
  fw->ver = ver;
  fw->feature = feature;
  struct fact f = ok(fw, sizeof(*fw), source);
  publish(key, AMDGPU_INFO_FW_VERSION, type, 0, index, sizeof(*fw), &f);
}

static void record_firmware(void) {
  const uint32_t size = sizeof(struct drm_amdgpu_info_firmware);
  /* The three the shim models, recorded from a real Navi 21. They equal the headers of the
   * 20230210 firmware files (sienna_cichlid_me.bin 64/42, _pfp.bin 95/42, _mec.bin 104/42). */
  keep("info/fw_version/gfx_me/0/0", AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_ME, 0, 0, size,
       false, NULL);
  keep("info/fw_version/gfx_pfp/0/0", AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_PFP, 0, 0, size,
       false, NULL);
  keep("info/fw_version/gfx_mec/0/0", AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_MEC, 0, 0, size,
       false, NULL);

  /* The kernel copies ucode_version and ucode_feature_version out of each file's header
   * (amdgpu_gfx.c:1195-1300, amdgpu_rlc.c:291-292, amdgpu_sdma.c:168-172, amdgpu_vcn.c:155);
   * the values are those headers' words at byte 20 and byte 32. */
  put_fw("gfx_mec", AMDGPU_INFO_FW_GFX_MEC, 1, 104, 42,
         K612 "amdgpu_kms.c:268-277 (index 1 is MEC2); " FW "sienna_cichlid_mec2.bin header");
  put_fw("gfx_ce", AMDGPU_INFO_FW_GFX_CE, 0, 37, 42,
         K612 "amdgpu_kms.c:240-243; " FW "sienna_cichlid_ce.bin header");
  put_fw("gfx_rlc", AMDGPU_INFO_FW_GFX_RLC, 0, 95, 1,
         K612 "amdgpu_kms.c:244-247; " FW "sienna_cichlid_rlc.bin header (v2.4)");
  for (uint32_t i = 0; i < 4; ++i)
    put_fw("sdma", AMDGPU_INFO_FW_SDMA, i, 81, 52,
           K612 "amdgpu_kms.c:319-324; sdma_v5_2.c:1224 (one file for every engine); " FW
                "sienna_cichlid_sdma.bin header");
  /* Mesa decodes this word as decode 2, encode 1.26 (ac_gpu_info.c:688-698). */
  put_fw("vcn", AMDGPU_INFO_FW_VCN, 0, 0x0211a000, 0,
         K612 "amdgpu_kms.c:224-227 (feature 0); amdgpu_vcn.c:155; " FW
              "sienna_cichlid_vcn.bin header ucode_version 0x0211a000");
  put_fw("uvd", AMDGPU_INFO_FW_UVD, 0, 0, 0,
         K612 "amdgpu_kms.c:220-223 (no UVD block, nothing loaded: 0)");
  put_fw("vce", AMDGPU_INFO_FW_VCE, 0, 0, 0,
         K612 "amdgpu_kms.c:216-219 (no VCE block, nothing loaded: 0)");

  /* Out-of-range indexes and instances are refused before any firmware is looked at. */
  struct fact f = error(-EINVAL, K612 "amdgpu_kms.c:268-277 (MEC index above 1: -EINVAL)");
  publish("info/fw_version/gfx_mec/0/2", AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_MEC, 0, 2,
          size, &f);
  f = error(-EINVAL, K612 "amdgpu_kms.c:319-321 (SDMA index past the 4 engines: -EINVAL)");
  publish("info/fw_version/sdma/0/4", AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_SDMA, 0, 4, size,
          &f);
  f = error(-EINVAL, K612 "amdgpu_kms.c:689-692 (only ip_instance 0 exists: -EINVAL)");
  publish("info/fw_version/gfx_me/1/0", AMDGPU_INFO_FW_VERSION, AMDGPU_INFO_FW_GFX_ME, 1, 0,
          size, &f);
}

/* One register read as Mesa makes it: count 1, instance 0xffffffff (SE and SH broadcast). */
static struct shim_answer ask_register(uint32_t dword_offset) {
  struct shim_answer s;
  memset(&s, 0, sizeof(s));
  s.size = 4;
  struct drm_amdgpu_info req;
  memset(&req, 0, sizeof(req));
  req.return_pointer = (uintptr_t)s.bytes;
  req.return_size = 4;
  req.query = AMDGPU_INFO_READ_MMR_REG;
  req.read_mmr_reg.dword_offset = dword_offset;
  req.read_mmr_reg.count = 1;
  req.read_mmr_reg.instance = 0xffffffff;
  errno = 0;
  s.status = result_of(drmIoctl(fd, DRM_IOCTL_AMDGPU_INFO, &req));
  return s;
}

static void put_register(uint32_t dword_offset, const struct fact* f,
                         const struct shim_answer* shim) {
  char key[96];
  snprintf(key, sizeof(key), "info/read_mmr_reg/0x%04x/0xff/0xff", dword_offset);
  begin_entry("mmr", key);
  fprintf(out, ", \"offset\": %u, \"se\": 255, \"sh\": 255", dword_offset);
  put_fact(f, shim);
}

static void record_registers(void) {
  /* GB_ADDR_CONFIG, the one register Mesa and libdrm need (amdgpu_gpu_info.c reads it with
   * instance 0xffffffff). The kernel returns its cached copy for any selector (nv.c:381-382). */
  struct shim_answer gb = ask_register(0x263e);
  struct fact f = {gb.status, gb.bytes, 4, false, "drm-shim", NULL};
  put_register(0x263e, &f, NULL);

  /* The status registers of the kernel's allow list (nv.c:335-355). Their dword offsets are
   * GC segment 0 (0x1260, sienna_cichlid_ip_offset.h:494) plus gc_10_1_0_offset.h's offset;
   * SDMA0/1 share that base (sienna_cichlid_ip_offset.h:872,914). Values are live engine
   * state: the table holds an idle GPU, every busy bit clear. */
  static const struct {
    uint32_t offset;
    const char* name;
  } status_regs[] = {
      {0x2002, "GRBM_STATUS2"},     {0x2004, "GRBM_STATUS"},       {0x2005, "GRBM_STATUS_SE0"},
      {0x2006, "GRBM_STATUS_SE1"},  {0x200e, "GRBM_STATUS_SE2"},   {0x200f, "GRBM_STATUS_SE3"},
      {0x1285, "SDMA0_STATUS_REG"}, {0x1885, "SDMA1_STATUS_REG"},  {0x21a0, "CP_STAT"},
      {0x219d, "CP_STALLED_STAT1"}, {0x219e, "CP_STALLED_STAT2"},  {0x219c, "CP_STALLED_STAT3"},
      {0x2088, "CP_CPF_BUSY_STAT"}, {0x2089, "CP_CPF_STALLED_STAT1"}, {0x2087, "CP_CPF_STATUS"},
      {0x2085, "CP_CPC_BUSY_STAT"}, {0x2086, "CP_CPC_STALLED_STAT1"}, {0x2084, "CP_CPC_STATUS"},
  };
  static const uint32_t idle = 0;
  char source[512];
  for (size_t i = 0; i < sizeof(status_regs) / sizeof(status_regs[0]); ++i) {
    snprintf(source, sizeof(source),
             K612 "nv.c:335-355 (%s is on the allow list); " KINC
                  "asic_reg/gc/gc_10_1_0_offset.h + GC base 0x1260",
             status_regs[i].name);
    f = live(&idle, 4, source,
             "live engine status; 0 is an idle GPU (assumption, no recorded value)");
    struct shim_answer s = ask_register(status_regs[i].offset);
    put_register(status_regs[i].offset, &f, &s);
  }
}

static void record_memory(void) {
  /* The shim's MEMORY answer overwrites usable_heap_size, heap_usage and max_allocation with
   * its own values (amdgpu_noop_drm_shim.c:120-135). A kernel derives them from the totals
   * (amdgpu_kms.c:744-779); with nothing pinned and nothing allocated yet that is: */
  struct shim_answer s = ask(AMDGPU_INFO_MEMORY, 0, 0, 0, sizeof(struct drm_amdgpu_memory_info));
  static struct drm_amdgpu_memory_info mem;
  memcpy(&mem, s.bytes, sizeof(mem));
  const uint64_t reserved = 8ull << 20; /* AMDGPU_VM_RESERVED_VRAM, amdgpu_vm.h:149 */
  mem.vram.usable_heap_size = mem.vram.total_heap_size - reserved;
  mem.vram.heap_usage = 0;
  mem.vram.max_allocation = mem.vram.usable_heap_size * 3 / 4;
  mem.cpu_accessible_vram.usable_heap_size =
      mem.cpu_accessible_vram.total_heap_size < mem.vram.usable_heap_size
          ? mem.cpu_accessible_vram.total_heap_size
          : mem.vram.usable_heap_size;
  mem.cpu_accessible_vram.heap_usage = 0;
  mem.cpu_accessible_vram.max_allocation = mem.cpu_accessible_vram.usable_heap_size * 3 / 4;
  mem.gtt.usable_heap_size = mem.gtt.total_heap_size;
  mem.gtt.heap_usage = 0;
  mem.gtt.max_allocation = mem.gtt.usable_heap_size * 3 / 4;
  struct fact f = live(&mem, sizeof(mem),
                       "drm-shim total_heap_size of each heap (Mesa src/amd/drm-shim/"
                       "amdgpu_devices.c:1558-1577, recorded from an RX 6800); usable, usage and "
                       "max_allocation by " K612 "amdgpu_kms.c:744-779 with nothing pinned",
                       "heap_usage is live; usable_heap_size drops by what is pinned");
  put_info("info/memory", AMDGPU_INFO_MEMORY, 0, 0, 0, &f, &s);

  static struct drm_amdgpu_info_vram_gtt vram_gtt;
  vram_gtt.vram_size = mem.vram.total_heap_size - reserved;
  vram_gtt.vram_cpu_accessible_size = mem.cpu_accessible_vram.usable_heap_size;
  vram_gtt.gtt_size = mem.gtt.total_heap_size;
  f = live(&vram_gtt, sizeof(vram_gtt),
           K612 "amdgpu_kms.c:729-743 over the totals above, nothing pinned",
           "sizes drop by what is pinned");
  publish("info/vram_gtt", AMDGPU_INFO_VRAM_GTT, 0, 0, 0, sizeof(vram_gtt), &f);

  /* Counters and usages: live, zero on a new device. */
  static const uint64_t zero64 = 0;
  static const struct {
    const char* key;
    uint32_t query;
    const char* source;
  } counters[] = {
      {"info/timestamp", AMDGPU_INFO_TIMESTAMP,
       K612 "amdgpu_kms.c:683-685 (GPU clock counter, gpu_counter_freq kHz)"},
      {"info/num_bytes_moved", AMDGPU_INFO_NUM_BYTES_MOVED, K612 "amdgpu_kms.c:700-702"},
      {"info/num_evictions", AMDGPU_INFO_NUM_EVICTIONS, K612 "amdgpu_kms.c:703-705"},
      {"info/num_vram_cpu_page_faults", AMDGPU_INFO_NUM_VRAM_CPU_PAGE_FAULTS,
       K612 "amdgpu_kms.c:706-708"},
      {"info/vram_usage", AMDGPU_INFO_VRAM_USAGE, K612 "amdgpu_kms.c:709-711"},
      {"info/vis_vram_usage", AMDGPU_INFO_VIS_VRAM_USAGE, K612 "amdgpu_kms.c:712-714"},
      {"info/gtt_usage", AMDGPU_INFO_GTT_USAGE, K612 "amdgpu_kms.c:715-717"},
  };
  for (size_t i = 0; i < sizeof(counters) / sizeof(counters[0]); ++i) {
    f = live(&zero64, 8, counters[i].source, "live counter; 0 on a new device");
    publish(counters[i].key, counters[i].query, 0, 0, 0, 8, &f);
  }
}

static void record_device(void) {
  keep("info/accel_working", AMDGPU_INFO_ACCEL_WORKING, 0, 0, 0, 4, false, NULL);

  /* DEV_INFO is the shim's record of a real RX 6800, except the VA range: that was taken under
   * a kernel older than 6.8, which reserved 2 MiB at each end. 6.12 reserves 64 KiB at the
   * bottom and CSA + SEQ64 + trap pages (2 MiB + 2 MiB + 8 KiB) at the top
   * (amdgpu_vm.h:168-181, amdgpu_kms.c:891-906), over a 48-bit space (gmc_v10_0.c:837). */
  struct shim_answer s =
      ask(AMDGPU_INFO_DEV_INFO, 0, 0, 0, sizeof(struct drm_amdgpu_info_device));
  static struct drm_amdgpu_info_device dev;
  memcpy(&dev, s.bytes, sizeof(dev));
  const uint64_t vm_size = (1ull << 48) - ((2ull << 12) + (2ull << 20) + (2ull << 20));
  dev.virtual_address_offset = 1ull << 16;
  dev.virtual_address_max = vm_size < 0x0000800000000000ull ? vm_size : 0x0000800000000000ull;
  dev.high_va_offset = 0xffff800000000000ull;
  dev.high_va_max = 0xffff800000000000ull | vm_size;
  struct fact f = ok(&dev, sizeof(dev),
                     "drm-shim (Mesa src/amd/drm-shim/amdgpu_devices.c:1487-1557, recorded from "
                     "an RX 6800) with virtual_address_offset and high_va_max of " K612
                     "amdgpu_kms.c:891-906, amdgpu_vm.h:168-181");
  put_info("info/dev_info", AMDGPU_INFO_DEV_INFO, 0, 0, 0, &f, &s);
}

static void put_codec(struct drm_amdgpu_info_video_caps* caps, unsigned idx, uint32_t w,
                      uint32_t h, uint32_t level) {
  caps->codec_info[idx].valid = 1;
  caps->codec_info[idx].max_width = w;
  caps->codec_info[idx].max_height = h;
  caps->codec_info[idx].max_pixels_per_frame = w * h;
  caps->codec_info[idx].max_level = level;
}

static void record_video(void) {
  /* Navi 21 (UVD_HWIP 3.0.0, VCN0 present) answers sc_video_codecs_decode_array_vcn0 and
   * sc_video_codecs_encode_array (nv.c:96-135, 216-245), spread into the per-codec slots by
   * amdgpu_kms.c:1195-1253. The shim answers zeros. */
  static struct drm_amdgpu_info_video_caps dec, enc;
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG2, 1920, 1088, 3);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG4, 1920, 1088, 5);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG4_AVC, 4096, 4096, 52);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_VC1, 1920, 1088, 4);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_HEVC, 8192, 4352, 186);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_JPEG, 16384, 16384, 0);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_VP9, 8192, 4352, 0);
  put_codec(&dec, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_AV1, 8192, 4352, 0);
  put_codec(&enc, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG4_AVC, 4096, 4096, 0);
  put_codec(&enc, AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_HEVC, 8192, 4352, 0);
  struct fact f = ok(&dec, sizeof(dec),
                     K612 "nv.c:106-115 (sc_video_codecs_decode_array_vcn0), nv.c:233-243; "
                          "amdgpu_kms.c:1195-1253");
  publish("info/video_caps/decode", AMDGPU_INFO_VIDEO_CAPS, AMDGPU_INFO_VIDEO_CAPS_DECODE, 0, 0,
          sizeof(dec), &f);
  f = ok(&enc, sizeof(enc),
         K612 "nv.c:96-99 (sc_video_codecs_encode_array), nv.c:233-243; amdgpu_kms.c:1195-1253");
  publish("info/video_caps/encode", AMDGPU_INFO_VIDEO_CAPS, AMDGPU_INFO_VIDEO_CAPS_ENCODE, 0, 0,
          sizeof(enc), &f);
}

static void record_sensors(void) {
  /* Mesa reads three sensors (radv_amdgpu_winsys.c:67-73, amdgpu_winsys.c:223-229). They are
   * live; an idle RX 6800 sits at its lowest DPM levels, which DEV_INFO reports as
   * min_engine_clock 500000 kHz and min_memory_clock 96000 kHz. The kernel answers MHz. */
  static const uint32_t sclk = 500, mclk = 96, load = 0;
  struct fact f = live(&sclk, 4,
                       K612 "amdgpu_kms.c:1064-1072 (MHz); the value is DEV_INFO min_engine_clock",
                       "live; the lowest DPM level stands for an idle GPU");
  publish("info/sensor/gfx_sclk", AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GFX_SCLK, 0, 0, 4, &f);
  f = live(&mclk, 4, K612 "amdgpu_kms.c:1073-1081 (MHz); the value is DEV_INFO min_memory_clock",
           "live; the lowest DPM level stands for an idle GPU");
  publish("info/sensor/gfx_mclk", AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GFX_MCLK, 0, 0, 4, &f);
  f = live(&load, 4, K612 "amdgpu_kms.c:1090-1097 (percent)", "live; 0 is an idle GPU");
  publish("info/sensor/gpu_load", AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GPU_LOAD, 0, 0, 4, &f);
  /* Sienna Cichlid's SMU reads neither of these (sienna_cichlid_ppt.c:2022-2024 and the
   * generic fallback in amdgpu_smu.c:3024-3027 answer -EOPNOTSUPP), so the INFO ioctl fails. */
  f = error(-EINVAL, K612 "amdgpu_kms.c:1121-1128; Linux 6.12.57 drivers/gpu/drm/amd/pm/swsmu/"
                          "amdgpu_smu.c:3024-3027 (no VDDNB on a discrete GPU)");
  publish("info/sensor/vddnb", AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_VDDNB, 0, 0, 4, &f);
  f = error(-EINVAL, K612 "amdgpu_kms.c:1112-1120; Linux 6.12.57 drivers/gpu/drm/amd/pm/swsmu/"
                          "smu11/sienna_cichlid_ppt.c:2022-2024 (GPU_INPUT_POWER unsupported)");
  publish("info/sensor/gpu_input_power", AMDGPU_INFO_SENSOR, AMDGPU_INFO_SENSOR_GPU_INPUT_POWER,
          0, 0, 4, &f);
}

static void record_misc(void) {
  /* MAX_IBS: one limit per HW IP type, by ring type (amdgpu_kms.c:1255-1263,
   * amdgpu_ring.c:57-70, amdgpu_ring.h:71-81). Mesa asks for AMD_NUM_IP_TYPES (10) words. */
  static const uint32_t max_ibs[AMDGPU_HW_IP_NUM] = {192, 125, 49, 49, 49, 49, 49, 49, 16, 49};
  struct fact f = ok(max_ibs, sizeof(max_ibs),
                     K612 "amdgpu_kms.c:1255-1263; amdgpu_ring.c:57-70 (GFX 192, compute 125, "
                          "JPEG 16, any other ring 49)");
  publish("info/max_ibs", AMDGPU_INFO_MAX_IBS, 0, 0, 0, sizeof(max_ibs), &f);

  static const struct drm_amdgpu_info_gpuvm_fault no_fault;
  f = live(&no_fault, sizeof(no_fault),
           K612 "amdgpu_kms.c:1264-1283 (the VM's last fault; zero when none happened)",
           "live: address, status and hub of this file's last GPUVM fault");
  publish("info/gpuvm_fault", AMDGPU_INFO_GPUVM_FAULT, 0, 0, 0, sizeof(no_fault), &f);

  /* Only for GFX11 with AMD_USERQ set (ac_gpu_info.c:1703-1706); 6.12 has no such query. */
  f = error(-EINVAL, K612 "amdgpu_kms.c:1284-1286 (unknown query: -EINVAL)");
  publish("info/uq_fw_areas/gfx/0", AMDGPU_INFO_UQ_FW_AREAS, AMDGPU_HW_IP_GFX, 0, 0, 16, &f);
}

static void record_pci(void) {
  /* What sysfs and the PCI bus say about the board. The shim fakes a Renoir here
   * (amdgpu_noop_drm_shim.c:238-256), so these are published facts: DEV_INFO's device_id and
   * pci_rev, and libdrm's marketing-name table for that pair. */
  begin_entry("pci", "pci");
  fprintf(out, ", \"vendor\": 4098, \"device\": 29631, \"revision\": 195, \"marketing_name\": "
               "\"AMD Radeon RX 6800\", \"source\": ");
  put_string("libdrm 2.4.123 data/amdgpu.ids:424 (73BF, C3, AMD Radeon RX 6800); DEV_INFO "
             "device_id 0x73bf and pci_rev 0xc3 (Mesa src/amd/drm-shim/amdgpu_devices.c:"
             "1488-1491)");
  fputc('}', out);
}

/* ---------------------------------------------------------------- rules for the unlisted */

/* How the kernel treats arguments the entries above do not list. args_used says how many of
 * the three request words select an answer (the kernel ignores the rest); "unlisted" is the
 * status for a selection with no entry, or null where a kernel answers something this table
 * has no record of. */
static void put_rule(const char* name, uint32_t query, int args_used, const char* unlisted,
                     const char* extra, const char* source) {
  char key[96];
  snprintf(key, sizeof(key), "rule/%s", name);
  begin_entry("rule", key);
  fprintf(out, ", \"query\": %u, \"args_used\": %d, \"unlisted\": %s", query, args_used,
          unlisted);
  if (extra) fprintf(out, ", %s", extra);
  fprintf(out, ", \"source\": ");
  put_string(source);
  fputc('}', out);
}

static void record_rules(void) {
  put_rule("accel_working", AMDGPU_INFO_ACCEL_WORKING, 0, "null", NULL,
           K612 "amdgpu_kms.c:584-586");
  put_rule("crtc_from_id", AMDGPU_INFO_CRTC_FROM_ID, 1, "null", NULL,
           K612 "amdgpu_kms.c:587-602 (depends on the display's CRTC objects)");
  put_rule("hw_ip_info", AMDGPU_INFO_HW_IP_INFO, 2, "-22", NULL,
           K612 "amdgpu_kms.c:383-384 (ip_instance >= AMDGPU_HW_IP_INSTANCE_MAX_COUNT, which is "
                "1), 491-492 (type past AMDGPU_HW_IP_VPE)");
  put_rule("hw_ip_count", AMDGPU_INFO_HW_IP_COUNT, 1, "-22", NULL,
           K612 "amdgpu_kms.c:613-618 (the instance word is not read; no block: -EINVAL)");
  put_rule("timestamp", AMDGPU_INFO_TIMESTAMP, 0, "null", NULL, K612 "amdgpu_kms.c:683-685");
  put_rule("fw_version", AMDGPU_INFO_FW_VERSION, 3, "null",
           "\"second_arg_zero\": true, \"first_arg_valid\": [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, "
           "13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28], \"index_types\": [8, "
           "11, 19]",
           K612 "amdgpu_kms.c:689-692 (ip_instance must be 0), 211-370 (the known fw_types; only "
                "MEC, SDMA and TA read the index)");
  put_rule("num_bytes_moved", AMDGPU_INFO_NUM_BYTES_MOVED, 0, "null", NULL,
           K612 "amdgpu_kms.c:700-702");
  put_rule("vram_usage", AMDGPU_INFO_VRAM_USAGE, 0, "null", NULL, K612 "amdgpu_kms.c:709-711");
  put_rule("gtt_usage", AMDGPU_INFO_GTT_USAGE, 0, "null", NULL, K612 "amdgpu_kms.c:715-717");
  put_rule("gds_config", AMDGPU_INFO_GDS_CONFIG, 0, "null", NULL,
           K612 "amdgpu_kms.c:718-728 (not asked by Mesa 25.0; not recorded)");
  put_rule("vram_gtt", AMDGPU_INFO_VRAM_GTT, 0, "null", NULL, K612 "amdgpu_kms.c:729-743");
  put_rule("read_mmr_reg", AMDGPU_INFO_READ_MMR_REG, 1, "-14",
           "\"max_count\": 128, \"max_se\": 4, \"max_sh\": 2, \"broadcast\": 255",
           K612 "amdgpu_kms.c:781-845 (SE/SH field 0xff broadcasts, SE >= 4 or SH >= 2 or count "
                "> 128: -EINVAL; an offset off the allow list: -EFAULT); amdgpu_gfx.h:167-168; "
                "nv.c:335-408 (no entry is GRBM-indexed, so SE/SH do not change the value)");
  put_rule("dev_info", AMDGPU_INFO_DEV_INFO, 0, "null", NULL, K612 "amdgpu_kms.c:846-972");
  put_rule("vis_vram_usage", AMDGPU_INFO_VIS_VRAM_USAGE, 0, "null", NULL,
           K612 "amdgpu_kms.c:712-714");
  put_rule("num_evictions", AMDGPU_INFO_NUM_EVICTIONS, 0, "null", NULL,
           K612 "amdgpu_kms.c:703-705");
  put_rule("memory", AMDGPU_INFO_MEMORY, 0, "null", NULL, K612 "amdgpu_kms.c:744-780");
  put_rule("vce_clock_table", AMDGPU_INFO_VCE_CLOCK_TABLE, 0, "null", NULL,
           K612 "amdgpu_kms.c:974-991 (not asked by Mesa 25.0; not recorded)");
  put_rule("vbios", AMDGPU_INFO_VBIOS, 2, "null", NULL,
           K612 "amdgpu_kms.c:992-1037 (the board's VBIOS image; not recorded)");
  put_rule("num_handles", AMDGPU_INFO_NUM_HANDLES, 1, "null", NULL,
           K612 "amdgpu_kms.c:1038-1058 (not asked by Mesa 25.0; not recorded)");
  put_rule("sensor", AMDGPU_INFO_SENSOR, 1, "null",
           "\"first_arg_valid\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]",
           K612 "amdgpu_kms.c:1059-1179 (other sensor types: -EINVAL)");
  put_rule("num_vram_cpu_page_faults", AMDGPU_INFO_NUM_VRAM_CPU_PAGE_FAULTS, 0, "null", NULL,
           K612 "amdgpu_kms.c:706-708");
  put_rule("vram_lost_counter", AMDGPU_INFO_VRAM_LOST_COUNTER, 0, "null", NULL,
           K612 "amdgpu_kms.c:1180-1182 (live counter; not asked by Mesa 25.0)");
  put_rule("ras_enabled_features", AMDGPU_INFO_RAS_ENABLED_FEATURES, 0, "null", NULL,
           K612 "amdgpu_kms.c:1183-1194 (not asked by Mesa 25.0; not recorded)");
  put_rule("video_caps", AMDGPU_INFO_VIDEO_CAPS, 1, "-22", NULL,
           K612 "amdgpu_kms.c:1203-1218 (types other than decode and encode: -EINVAL)");
  put_rule("max_ibs", AMDGPU_INFO_MAX_IBS, 0, "null", NULL, K612 "amdgpu_kms.c:1255-1263");
  put_rule("gpuvm_fault", AMDGPU_INFO_GPUVM_FAULT, 0, "null", NULL, K612 "amdgpu_kms.c:1264-1283");
  put_rule("uq_fw_areas", AMDGPU_INFO_UQ_FW_AREAS, 0, "-22", NULL,
           K612 "amdgpu_kms.c:1284-1286 (6.12 does not know the query)");
  put_rule("unknown", 0xffffffffu, 0, "-22", NULL,
           K612 "amdgpu_kms.c:1284-1286 (any query not named above: -EINVAL)");
}

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "scripts/navi21/navi21.json";
  const char* node = argc > 2 ? argv[2] : "/dev/dri/renderD128";
  const char* gpu = getenv("AMDGPU_GPU_ID");
  if (!gpu || strcmp(gpu, "navi21") != 0) {
    fprintf(stderr, "record: run under the noop shim with AMDGPU_GPU_ID=navi21 (README.md)\n");
    return 2;
  }
  fd = open(node, O_RDWR | O_CLOEXEC);
  if (fd < 0) {
    fprintf(stderr, "record: cannot open %s: %s\n", node, strerror(errno));
    return 1;
  }
  out = fopen(path, "w");
  if (!out) {
    fprintf(stderr, "record: cannot write %s: %s\n", path, strerror(errno));
    return 1;
  }
  fprintf(out, "{\n  \"comment\": \"Written by scripts/navi21/record.c (see README.md); "
               "do not edit by hand.\",\n");
  fprintf(out, "  \"device\": \"Navi 21, 1002:73bf rev c3, AMD Radeon RX 6800\",\n");
  fprintf(out, "  \"mesa\": \"25.0.7 (libamdgpu_noop_drm_shim.so, AMDGPU_GPU_ID=navi21)\",\n");
  fprintf(out, "  \"kernel\": \"Linux 6.12.57 (Debian bookworm-backports), DRM 3.61.0\",\n");
  fprintf(out, "  \"firmware\": \"Debian firmware-amd-graphics 20230210-5\",\n");
  fprintf(out, "  \"entries\": [");
  record_version();
  record_caps();
  record_pci();
  record_device();
  record_hw_ips();
  record_firmware();
  record_registers();
  record_memory();
  record_video();
  record_sensors();
  record_misc();
  record_rules();
  fprintf(out, "\n  ]\n}\n");
  fclose(out);
  close(fd);
  return 0;
}
