#!/bin/bash
# The graphics twin suite on the lent NVIDIA machine: each case natively on NVIDIA
# and through RADV over rdnavk on NVIDIA (RDNAVK_DEVICE=NVIDIA), compared with
# rdnavk-gtwin --compare at the case's tolerance in the lavapipe suite, with the
# run report's refusals.
#
# Run from the repository root on the machine, with .gl/carry prepared here as
# ../shared/GPU-MACHINE.md says: debs/ (the loader packages, unpacked into /),
# radv.tar.xz (Debian's RADV, unpacked into /tmp/m), and bin/ and lib/ holding
# stripped rdnavk, rdnavk-gtwin and librdnavk_drm.so (scripts/nvidia/pack.sh
# packs them).
#   CASES="a b" MODES="wave64 wave32" PER=SECONDS scripts/nvidia/gtwin.sh
# MODES: wave64, wave32 (RADV_PERFTEST=gewave32,pswave32), ge32 (gewave32 only),
# each with a -mem suffix for RDNAVK_DEBUG=wavemem.
# The native side draws into optimally tiled targets (--optimal): NVIDIA lost the
# device drawing into a linear colour target with a depth attachment.
# Stops at the first native failure or timeout: a lost or hung device makes every
# later run on that machine meaningless.
set -u
. scripts/nvidia/setup.sh
G=$C/bin/rdnavk-gtwin W=/tmp/gw; mkdir -p $W
# Each case's tolerance as the lavapipe suite's (tests/gtwin/CMakeLists.txt):
# exact, one 8-bit step (FP16 exports, decoded formats), 128 units in the last place, or the
# filtered samples' steps.
members() { tr '\n' ' ' < tests/gtwin/CMakeLists.txt | grep -o "set($1 [^)]*)" | sed "s/set($1//; s/)//"; }
tolerance() {
  case " $(members RDNAVK_GTWIN_FP16_EXPORT) " in *" $1 "*) echo 1; return ;; esac
  # Decoded formats lavapipe approximates (sRGB, 5- and 6-bit channels): a step.
  case " $(members RDNAVK_GTWIN_DECODED) " in *" $1 "*) echo 1; return ;; esac
  # Block-compressed textures lavapipe decodes through 8-bit integers: two steps.
  case " $(members RDNAVK_GTWIN_BLOCKS) " in *" $1 "*) echo 2; return ;; esac
  case " $(members RDNAVK_GTWIN_FLOAT_INTERP) " in *" $1 "*) echo 128; return ;; esac
  # Filtered samples: two 8-bit steps (the filter weights' precision is not published).
  case " $(members RDNAVK_GTWIN_FILTERED) " in *" $1 "*) echo 2; return ;; esac
  # Two levels blended by a fractional LOD, which native drivers approximate.
  case " $(members RDNAVK_GTWIN_TRILINEAR) " in *" $1 "*) echo 10; return ;; esac
  echo 0
}
for c in ${CASES:-$($G --list)}; do
  timeout ${PER:-120} $G --device NVIDIA --optimal --case $c --out $W/$c.n.bin > $W/$c.n.log 2>&1
  rc=$?
  [ $rc = 4 ] && { echo "== $c not drawn natively: $(tail -1 $W/$c.n.log)"; continue; }
  [ $rc = 0 ] || { echo "== $c native failed: $(tail -1 $W/$c.n.log)"; echo "stopping: the device may be lost"; break; }
  for m in ${MODES:-wave64 wave32}; do
    # wave64, wave32 (NGG and pixel waves of 32), ge32 (NGG waves of 32 only);
    # a -mem suffix adds RDNAVK_DEBUG=wavemem.
    e=()
    case $m in wave32*) e=(RADV_PERFTEST=gewave32,pswave32) ;; ge32*) e=(RADV_PERFTEST=gewave32) ;; esac
    case $m in *-mem) e+=(RDNAVK_DEBUG=wavemem) ;; esac
    env "${e[@]}" timeout ${PER:-120} $R run -q --report $W/$c.$m.json -- $G --device RADV --case $c --out $W/$c.$m.bin > $W/$c.$m.log 2>&1
    rc=$?
    [ $rc = 124 ] && { echo "== $c $m timed out; stopping: the device may be hung"; break 2; }
    cmp=$($G --case $c --compare $W/$c.n.bin $W/$c.$m.bin --tolerance $(tolerance $c) 2>&1 | head -2 | tr '\n' ' ')
    ref=$(bash tests/twin/refusals.sh $W/$c.$m.json 2>/dev/null | tr '\n' ' ')
    echo "== $c $m rc=$rc" >> "${OUT:-/tmp}/progress.txt"
    echo "== $c $m rc=$rc ${cmp:-same} | refusals: ${ref:-?} $(tail -1 $W/$c.$m.log | cut -c1-200)"
  done
done
