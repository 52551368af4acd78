#!/usr/bin/env bash
# Quads through radeonsi over rdnavk (decision record 0038): each
# quads/*.shader_test runs under piglit's shader_runner, and its report must
# show what the file's name says:
#   affine     every draw is carried out (draws_run equals draws) and none is
#              refused draw-quad-split;
#   nonaffine  the draw is refused draw-quad-split (its colour is not affine);
#   concave    the draw is refused draw-quad-split (the splits cover different
#              pixels).
# Usage: quads.sh RDNAVK OUTDIR. Exit 0 good, 1 a mismatch, 77 piglit is not
# installed (ctest's SKIP_RETURN_CODE).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rdnavk=${1:?usage: quads.sh RDNAVK OUTDIR}
out=${2:?usage: quads.sh RDNAVK OUTDIR}
piglit=
for d in /usr/lib/x86_64-linux-gnu/piglit /usr/lib/*/piglit /usr/lib/piglit; do
  if [ -x "$d/bin/shader_runner" ]; then piglit=$d; break; fi
done
if [ -z "$piglit" ]; then
  echo "quads.sh: piglit is not installed; skipped"
  exit 77
fi
mkdir -p "$out" || exit 1
export PIGLIT_PLATFORM=surfaceless_egl EGL_PLATFORM=surfaceless
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
unset LIBGL_ALWAYS_SOFTWARE GALLIUM_DRIVER MESA_LOADER_DRIVER_OVERRIDE
status=0
for kind in affine nonaffine concave; do
  report=$out/$kind.json
  rm -f "$report"
  (cd "$piglit" && timeout 120 "$rdnavk" run -q --report "$report" -- \
     bin/shader_runner "$here/quads/$kind.shader_test" -auto -fbo > "$out/$kind.out" 2>&1)
  verdict=$(python3 - "$report" "$kind" <<'PY'
import json, sys
try:
    procs = json.load(open(sys.argv[1]))
except Exception as e:
    print(f"no report ({e})")
    sys.exit(0)
procs = procs if isinstance(procs, list) else [procs]
refusals = {r for p in procs for r in p.get("refusals", {})}
draws = sum(p.get("draws", 0) for p in procs)
run = sum(p.get("executor", {}).get("draws_run", 0) for p in procs)
kind = sys.argv[2]
if kind == "affine":
    ok = draws > 0 and run == draws and "draw-quad-split" not in refusals
else:
    ok = "draw-quad-split" in refusals
print("ok" if ok else f"draws {draws}, run {run}, refusals {sorted(refusals) or 'none'}")
PY
)
  if [ "$verdict" = ok ]; then
    echo "ok    $kind"
  else
    echo "FAIL  $kind: $verdict"
    status=1
  fi
done
exit $status
