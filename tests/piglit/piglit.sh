#!/usr/bin/env bash
# Runs piglit tests of a list (list.txt here) as `<line> -auto -fbo` with
# PIGLIT_PLATFORM=surfaceless_egl, natively on llvmpipe or with radeonsi over rdnavk.
#
#   piglit.sh native OUTDIR [LIST]
#       LIBGL_ALWAYS_SOFTWARE=1: every test of LIST must pass.
#   piglit.sh rdnavk OUTDIR [LIST [EXPECTED]]
#       `rdnavk run -q --report` each test, radeonsi chosen. Fails when a test of
#       EXPECTED (rdnavk-pass.txt here) does not pass, and when any test fails or
#       crashes with no refusal in its report: a wrong value drawn silently.
#       A test of timing.txt here (one whose result depends on how promptly the
#       host schedules rdnavk, not on what it computes) that fails runs again once.
#
# One line per test (status, category, seconds, command, and in rdnavk mode the
# refusal reasons of its report), then a total. OUTDIR gets each test's output
# (NNN.out) and report (NNN.json) and results.tsv (status, category, seconds,
# refusals, command). Exit status: 0 good, 1 a failure as above, 77 piglit is
# not installed (ctest's SKIP_RETURN_CODE), 2 usage.
#
# Environment: PIGLIT_DIR (the piglit directory holding bin/; found under /usr/lib
# otherwise), RDNAVK (the rdnavk program; build/bin/rdnavk of this tree otherwise),
# PIGLIT_TIMEOUT (seconds per test, 60), PIGLIT_FILTER (an extended regular
# expression: run only the lines it matches), PIGLIT_SHARD (K/N: run only the
# K-th of every N tests of the list, K from 1, so that N runs share the list).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
mode=${1:-}
out=${2:-}
list=${3:-$here/list.txt}
expected=${4:-$here/rdnavk-pass.txt}
if [ -z "$out" ] || { [ "$mode" != native ] && [ "$mode" != rdnavk ]; }; then
  sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi

if [ ! -f "$list" ]; then
  echo "piglit.sh: no list $list" >&2
  exit 2
fi
list=$(realpath -- "$list")
[ -f "$expected" ] && expected=$(realpath -- "$expected")

if [ -z "${PIGLIT_DIR:-}" ]; then
  for d in /usr/lib/x86_64-linux-gnu/piglit /usr/lib/*/piglit /usr/lib/piglit /usr/local/lib/piglit; do
    if [ -x "$d/bin/glinfo" ]; then PIGLIT_DIR=$d; break; fi
  done
fi
if [ -z "${PIGLIT_DIR:-}" ] || [ ! -x "$PIGLIT_DIR/bin/glinfo" ]; then
  echo "piglit.sh: piglit is not installed (apt-get install piglit, or set PIGLIT_DIR); skipped"
  exit 77
fi
rdnavk=${RDNAVK:-$here/../../build/bin/rdnavk}
if [ "$mode" = rdnavk ] && [ ! -x "$rdnavk" ]; then
  echo "piglit.sh: no rdnavk program at $rdnavk (set RDNAVK)" >&2
  exit 1
fi
timeout_s=${PIGLIT_TIMEOUT:-60}
shard_k=1
shard_n=1
if [ -n "${PIGLIT_SHARD:-}" ]; then
  if ! [[ "$PIGLIT_SHARD" =~ ^([1-9][0-9]*)/([1-9][0-9]*)$ ]] ||
     [ "${BASH_REMATCH[1]}" -gt "${BASH_REMATCH[2]}" ]; then
    echo "piglit.sh: PIGLIT_SHARD is '$PIGLIT_SHARD', not K/N with 1 <= K <= N" >&2
    exit 2
  fi
  shard_k=${BASH_REMATCH[1]}
  shard_n=${BASH_REMATCH[2]}
fi

mkdir -p "$out" || exit 1
out=$(cd "$out" && pwd)
rm -f "$out"/*.out "$out"/*.json "$out"/results.tsv

export PIGLIT_PLATFORM=surfaceless_egl EGL_PLATFORM=surfaceless
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
if [ "$mode" = native ]; then
  export LIBGL_ALWAYS_SOFTWARE=1
  want_renderer=llvmpipe
else
  unset LIBGL_ALWAYS_SOFTWARE GALLIUM_DRIVER MESA_LOADER_DRIVER_OVERRIDE
  want_renderer=radeonsi
fi

# The refusal reasons of a report, one word joined by commas ("-" for none), and
# whether the program submitted work to the GPU ("gpu" or "nogpu").
report_summary() {
  python3 - "$1" <<'EOF'
import json, sys
try:
    procs = json.load(open(sys.argv[1]))
except Exception:
    print("nogpu noreport")
    sys.exit(0)
if isinstance(procs, dict):
    procs = [procs]
if not procs:
    print("nogpu noreport")
    sys.exit(0)
reasons = sorted({r for p in procs for r in p.get("refusals", {})})
gpu = any(p.get("ibs", 0) > 0 for p in procs)
# GPU work first: a reason's name may hold spaces ("... (COLOR_4_4_4_4 SWAP_ALT)").
print(("gpu" if gpu else "nogpu") + " " + (",".join(reasons) or "-"))
EOF
}

# The driver must be the one the mode is about.
cd "$PIGLIT_DIR" || exit 1
if [ "$mode" = native ]; then
  info=$(timeout "$timeout_s" bin/glinfo 2>&1)
else
  info=$(timeout "$timeout_s" "$rdnavk" run -q -- bin/glinfo 2>&1)
fi
renderer=$(printf '%s\n' "$info" | grep -m1 '^GL_RENDERER' | sed 's/^GL_RENDERER = //')
if [[ "$renderer" != *"$want_renderer"* ]]; then
  echo "piglit.sh: GL_RENDERER is '${renderer:-none}', not $want_renderer" >&2
  printf '%s\n' "$info" | tail -n 5 >&2
  exit 1
fi
echo "piglit $mode: $renderer"

# The tests a list file names (comments and blank lines left out), as keys of
# the associative array named $2, in rdnavk mode.
read_names() {
  local -n names=$2
  local line
  [ "$mode" = rdnavk ] && [ -f "$1" ] || return 0
  while IFS= read -r line; do
    line=${line%%#*}
    line=${line%"${line##*[![:space:]]}"}
    [ -n "$line" ] && names["$line"]=1
  done < "$1"
}
declare -A must_pass=()
read_names "$expected" must_pass
# Tests whose result depends on how promptly the host schedules rdnavk's
# command processor (timing.txt): one failure is run again.
declare -A timing=()
read_names "$here/timing.txt" timing

declare -A counts=()
declare -a bad=()
declare -A listed=()
category=-
n=0
index=0
start_all=$(date +%s.%N)
while IFS= read -r line <&3; do
  line=${line%"${line##*[![:space:]]}"}
  case "$line" in
    '' | '#'*) continue ;;
    '['*']') category=${line#[}; category=${category%]}; continue ;;
  esac
  listed["$line"]=1
  if [ -n "${PIGLIT_FILTER:-}" ] && ! [[ "$line" =~ $PIGLIT_FILTER ]]; then continue; fi
  index=$((index + 1))
  [ $(( (index - 1) % shard_n )) -eq $((shard_k - 1)) ] || continue
  n=$((n + 1))
  id=$(printf '%03d' "$n")
  read -ra words <<< "$line"
  prog=$PIGLIT_DIR/bin/${words[0]}
  start=$(date +%s.%N)
  attempts=1
  [ -n "${timing[$line]:-}" ] && attempts=2
  for ((attempt = 1; attempt <= attempts; ++attempt)); do
  if [ "$mode" = native ]; then
    timeout "$timeout_s" "$prog" "${words[@]:1}" -auto -fbo > "$out/$id.out" 2>&1 < /dev/null
    rc=$?
  else
    # A run whose report lists no process did not go through rdnavk (its
    # interposer could not be loaded, as while the tree is being rebuilt): the
    # program then ran on whatever driver Mesa fell back to. Wait and run it again.
    for _ in 1 2 3 4 5 6; do
      rm -f "$out/$id.json"
      timeout "$timeout_s" "$rdnavk" run -q --report "$out/$id.json" -- \
        "$prog" "${words[@]:1}" -auto -fbo > "$out/$id.out" 2>&1 < /dev/null
      rc=$?
      [ "$rc" -eq 124 ] && break
      if [ "$rc" -ne 126 ] && [ "$rc" -ne 127 ] && [ -s "$out/$id.json" ] &&
         [ "$(tr -d ' \n' < "$out/$id.json")" != "[]" ]; then
        break
      fi
      echo "piglit.sh: '$line' did not run over rdnavk (exit $rc); again in 5 s" >&2
      sleep 5
    done
  fi
  result=$(grep -o 'PIGLIT: {"result": "[a-z]*"' "$out/$id.out" | tail -n 1 | sed 's/.*"\([a-z]*\)"$/\1/')
  if [ "$rc" -eq 124 ]; then
    status=timeout
  elif [ -z "$result" ] || [ "$rc" -ge 128 ]; then
    status=crash
  else
    status=$result
  fi
  # A test of timing.txt that measures the host's scheduling: a failure is
  # run once more, the first run's output kept beside the second's.
  [ "$status" = pass ] && break
  [ "$attempt" -lt "$attempts" ] && cp "$out/$id.out" "$out/$id.first.out"
  done
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  refusals=-
  gpu=
  if [ "$mode" = rdnavk ]; then
    read -r gpu refusals <<< "$(report_summary "$out/$id.json")"
    if [ "$refusals" = noreport ] && [ "$status" != timeout ] && [ "$status" != crash ]; then
      status=norun
    fi
  fi
  counts[$status]=$(( ${counts[$status]:-0} + 1 ))
  note=
  failed=0
  if [ "$mode" = native ]; then
    [ "$status" = pass ] || failed=1
  else
    if [ -n "${must_pass[$line]:-}" ] && [ "$status" != pass ]; then
      failed=1
      note=" EXPECTED TO PASS"
    fi
    # Work abandoned when the program exits comes after its result: no reason for it.
    explaining=$(echo ",$refusals," | sed 's/,abandoned-at-exit,/,/; s/^,//; s/,$//')
    if [ "$status" = norun ]; then
      failed=1
      note="$note NOT RUN OVER RDNAVK"
    elif [ "$status" != pass ] && [ "$status" != skip ] &&
       { [ -z "$explaining" ] || [ "$explaining" = - ] || [ "$explaining" = noreport ]; }; then
      failed=1
      note="$note FAILED WITHOUT A REFUSAL"
      counts[norefusal]=$(( ${counts[norefusal]:-0} + 1 ))
    fi
    # Any refusal stops some of the work (a refused draw, or a program's
    # escape that leaves its draw or dispatch undone), whatever its name.
    if [ "$status" = pass ] && [ -n "$explaining" ] && [ "$explaining" != - ] &&
       [ "$explaining" != noreport ]; then
      note=" (passes with work refused)"
      counts[passrefused]=$(( ${counts[passrefused]:-0} + 1 ))
    fi
  fi
  printf '%-7s %-14s %5.2fs  %s' "$status" "[$category]" "$secs" "$line"
  [ "$mode" = rdnavk ] && printf '  refusals: %s%s' "$refusals" "$([ "$gpu" = nogpu ] && echo ' (no GPU work)')"
  printf '%s\n' "$note"
  printf '%s\t%s\t%.2f\t%s\t%s\n' "$status" "$category" "$secs" "$refusals" "$line" >> "$out/results.tsv"
  if [ "$failed" = 1 ]; then
    bad+=("$line ($status, $out/$id.out)")
    if [[ "$note" == *"WITHOUT A REFUSAL"* ]]; then
      sed 's/^/    | /' "$out/$id.out" | tail -n 20
    fi
  fi
done 3< "$list"

for t in "${!must_pass[@]}"; do
  if [ -z "${listed[$t]:-}" ]; then
    bad+=("$t (in $(basename "$expected") but not in $(basename "$list"))")
  fi
done

total=$(echo "$(date +%s.%N) - $start_all" | bc)
summary="piglit $mode: $n tests in $(printf '%.0f' "$total") s:"
for s in pass fail warn skip crash timeout norun; do
  [ -n "${counts[$s]:-}" ] && summary="$summary ${counts[$s]} $s,"
done
summary=${summary%,}
if [ "$mode" = rdnavk ]; then
  summary="$summary; ${#must_pass[@]} expected to pass; ${counts[passrefused]:-0} pass with work refused; ${counts[norefusal]:-0} fail without a refusal"
fi
echo "$summary"
if [ "${#bad[@]}" -ne 0 ]; then
  echo "piglit $mode: ${#bad[@]} unexpected:"
  printf '  %s\n' "${bad[@]}"
  exit 1
fi
exit 0
