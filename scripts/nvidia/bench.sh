#!/bin/bash
# Per-dispatch cost on the lent NVIDIA machine: each case natively on NVIDIA and
# through RADV over rdnavk on NVIDIA, for each build carried, timed as
# (t(N) - t(1)) / (N - 1) with the median of RUNS runs of each (start-up, device
# creation and compilation cancel out). The first run of each build checks its
# output against native's; a build whose output differs is named and not timed.
#
# Run from the repository root on the machine, with .gl/carry prepared as for
# scripts/nvidia/twin.sh; more builds may be carried in .gl/carry/NAME/ (bin/,
# lib/, and an optional `env` file of VAR=value words set for that build), each
# timed beside it.
#   CASES="a b" MODES="wave64 wave32" N=1001 RUNS=3 scripts/nvidia/bench.sh
set -u
. scripts/nvidia/setup.sh
T=$C/bin/rdnavk-twin W=/tmp/tb; mkdir -p $W
N=${N:-1001} RUNS=${RUNS:-3}
builds=("$C")
for d in $C/*/; do [ -x $d/bin/rdnavk ] && builds+=("${d%/}"); done

# Milliseconds one command takes, wall clock.
ms() {
  local s e
  s=$(date +%s%N)
  "$@" > /dev/null 2>&1
  e=$(date +%s%N)
  echo $(( (e - s) / 1000000 ))
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
# Per-dispatch microseconds of a command taking --repeat.
per_dispatch() {
  local one=() many=() i
  for ((i = 0; i < RUNS; ++i)); do
    one+=($(ms "$@" --repeat 1))
    many+=($(ms "$@" --repeat $N))
  done
  echo $(( ($(median "${many[@]}") - $(median "${one[@]}")) * 1000 / (N - 1) ))
}

for c in ${CASES:-mandelbrot control_flow shared_reduce}; do
  $T --device NVIDIA --case $c --out $W/$c.n.bin > /dev/null 2>&1 || { echo "== $c native failed"; continue; }
  native=$(per_dispatch $T --device NVIDIA --case $c)
  for m in ${MODES:-wave64 wave32}; do
    line="== $c $m native ${native} us"
    for b in "${builds[@]}"; do
      name=$(basename $b)
      e=()
      [ $m = wave32 ] && e=(RADV_PERFTEST=cswave32)
      [ -f $b/env ] && e+=($(cat $b/env))
      env "${e[@]}" $b/bin/rdnavk run -q -- $T --device RADV --case $c --out $W/$c.$m.bin > /dev/null 2>&1
      if ! $T --case $c --compare $W/$c.n.bin $W/$c.$m.bin > /dev/null 2>&1; then
        line+=" | $name differs from native"
        continue
      fi
      t=$(per_dispatch env "${e[@]}" $b/bin/rdnavk run -q -- $T --device RADV --case $c)
      line+=" | $name ${t} us ($(( t * 100 / (native > 0 ? native : 1) ))% of native)"
    done
    echo "$line"
  done
done
