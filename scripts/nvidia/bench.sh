#!/bin/bash
# Per-dispatch cost on the lent NVIDIA machine: each case natively on NVIDIA and
# through RADV over rdnavk on NVIDIA, for each build carried, timed as
# (t(N) - t(1)) / (N - 1) with the median of RUNS runs of each (start-up, device
# creation and compilation cancel out). The runs take turns, native and each build
# in every round, so that a drift of the machine's speed through the session does
# not favour whichever ran first. The first run of each build checks its output
# against native's; a build whose output differs is named and not timed. Each
# build's line also gives the host device's own time per dispatch from two more
# runs' reports (host busy: the timestamps its submissions write, D71), and
# native's line its own device time per dispatch (rdnavk-twin --device-time).
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
# Per-dispatch microseconds of each command line in CMDS (one string a command,
# words split by the shell; each takes --repeat): RUNS rounds, each running every
# command once with --repeat 1 and once with --repeat N in turn, so that the
# machine's drift through a session falls on all of them alike; the medians'
# difference over N - 1. Sets T_US, one figure a command.
per_dispatch() {
  local i k
  local -a one many
  for ((i = 0; i < RUNS; ++i)); do
    for k in "${!CMDS[@]}"; do
      one[$k]+=" $(ms ${CMDS[$k]} --repeat 1)"
      many[$k]+=" $(ms ${CMDS[$k]} --repeat $N)"
    done
  done
  T_US=()
  for k in "${!CMDS[@]}"; do
    T_US[$k]=$(( ($(median ${many[$k]}) - $(median ${one[$k]})) * 1000 / (N - 1) ))
  done
}
for c in ${CASES:-mandelbrot control_flow shared_reduce}; do
  $T --device NVIDIA --case $c --out $W/$c.n.bin > /dev/null 2>&1 || { echo "== $c native failed"; continue; }
  for m in ${MODES:-wave64 wave32}; do
    CMDS=("$T --device NVIDIA --case $c")
    RUNS_WITH_REPORT=("")
    names=(native)
    for b in "${builds[@]}"; do
      name=$(basename $b)
      e=()
      [ $m = wave32 ] && e=(RADV_PERFTEST=cswave32)
      [ -f $b/env ] && e+=($(cat $b/env))
      env "${e[@]}" $b/bin/rdnavk run -q -- $T --device RADV --case $c --out $W/$c.$m.bin > /dev/null 2>&1
      if ! $T --case $c --compare $W/$c.n.bin $W/$c.$m.bin > /dev/null 2>&1; then
        names+=("$name differs from native")
        continue
      fi
      CMDS+=("env ${e[*]} $b/bin/rdnavk run -q -- $T --device RADV --case $c")
      RUNS_WITH_REPORT+=("env ${e[*]} $b/bin/rdnavk run -q --report")
      names+=("$name")
    done
    per_dispatch
    native=${T_US[0]}
    line="== $c $m native ${native} us"
    # Native's own device time per dispatch (its timestamps around the dispatches).
    d1=$($T --device NVIDIA --case $c --repeat 1 --device-time 2>/dev/null | awk '{print $3}')
    dn=$($T --device NVIDIA --case $c --repeat $N --device-time 2>/dev/null | awk '{print $3}')
    native_busy=
    if [ -n "$d1" ] && [ -n "$dn" ]; then
      native_busy=$(( (dn - d1) / 1000 / (N - 1) ))
      line+=", device busy ${native_busy} us"
    fi
    k=1
    for name in "${names[@]:1}"; do
      if [[ $name == *" differs from native" ]]; then
        line+=" | $name"
        continue
      fi
      t=${T_US[$k]}
      line+=" | $name ${t} us ($(( t * 100 / (native > 0 ? native : 1) ))% of native)"
      # The host device's own time per dispatch (its timestamps, D71).
      ${RUNS_WITH_REPORT[$k]} $W/r1.json -- $T --device RADV --case $c --repeat 1 > /dev/null 2>&1
      ${RUNS_WITH_REPORT[$k]} $W/rn.json -- $T --device RADV --case $c --repeat $N > /dev/null 2>&1
      busy=$(python3 -c "import json,sys
b=[json.load(open(f))[0]['executor'].get('host_busy_ms') for f in sys.argv[1:3]]
print('' if None in b else round((b[1]-b[0])*1000/($N-1)))" $W/r1.json $W/rn.json 2>/dev/null)
      if [ -n "$busy" ]; then
        line+=", host busy ${busy} us"
        [ -n "$native_busy" ] && [ "$native_busy" -gt 0 ] &&
          line+=" ($(( busy * 100 / native_busy ))% of native's)"
      fi
      k=$((k + 1))
    done
    echo "$line"
  done
done
