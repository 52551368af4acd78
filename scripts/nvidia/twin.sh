#!/bin/bash
# The compute twin suite on the lent NVIDIA machine: each case natively on NVIDIA
# and through RADV over rdnavk on NVIDIA (RDNAVK_DEVICE=NVIDIA), compared byte for
# byte by rdnavk-twin --compare, with the run report's refusals.
#
# Run from the repository root on the machine, with .gl/carry prepared as for
# scripts/nvidia/gtwin.sh (debs/, radv.tar.xz, stripped bin/ and lib/);
# scripts/nvidia/setup.sh sets the machine up.
#   CASES="a b" MODES="wave64 wave32" TMO=SECONDS scripts/nvidia/twin.sh
# MODES: wave64, wave32 (RADV_PERFTEST=cswave32), each with a -mem suffix for
# RDNAVK_DEBUG=wavemem (decision record 0032). A case whose native run fails is
# reported and skipped; a timeout stops the run, the device may be hung.
set -u
. scripts/nvidia/setup.sh
T=$C/bin/rdnavk-twin W=/tmp/tw; mkdir -p $W
for c in ${CASES:-$($T --list)}; do
  $T --device NVIDIA --case $c --out $W/$c.n.bin > $W/$c.n.log 2>&1 || { echo "== $c native failed: $(tail -1 $W/$c.n.log)"; continue; }
  for m in ${MODES:-wave64 wave32}; do
    e=()
    case $m in wave32*) e=(RADV_PERFTEST=cswave32) ;; esac
    case $m in *-mem) e+=(RDNAVK_DEBUG=wavemem) ;; esac
    s=$(date +%s)
    env "${e[@]}" timeout ${TMO:-200} $R run -q --report $W/$c.$m.json -- $T --device RADV --case $c --out $W/$c.$m.bin > $W/$c.$m.log 2>&1
    rc=$?
    [ $rc = 124 ] && { echo "== $c $m timed out; stopping: the device may be hung"; break 2; }
    cmp=$($T --case $c --compare $W/$c.n.bin $W/$c.$m.bin 2>&1 | head -2 | tr '\n' ' ')
    ref=$(bash tests/twin/refusals.sh $W/$c.$m.json 2>/dev/null | tr '\n' ' ')
    echo "== $c $m rc=$rc $(( $(date +%s) - s ))s ${cmp:-same} | refusals: ${ref:-?}"
  done
done
