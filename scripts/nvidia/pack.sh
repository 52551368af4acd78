#!/bin/bash
# Packs rdnavk builds for the lent NVIDIA machine into .gl/carry/rdk.tar.xz: the
# stripped binaries scripts/nvidia/twin.sh, gtwin.sh and bench.sh run (bin/:
# rdnavk, rdnavk-twin, rdnavk-gtwin; lib/: librdnavk_drm.so), and for each
# NAME=DIR[:ENV] another build timed beside it by bench.sh (NAME/bin, NAME/lib
# and NAME/env, ENV's words set for that build only). Unpack there with
#   rm -rf .gl/carry/bin .gl/carry/lib .gl/carry/NAME...
#   tar -C .gl/carry -xJf .gl/carry/rdk.tar.xz
# before running the scripts; leave debs/ and radv.tar.xz, which .gl/carry holds
# beside it (../shared/GPU-MACHINE.md).
#
#   scripts/nvidia/pack.sh [-B BUILD_DIR] [NAME=DIR[:ENV] ...]
#   e.g. scripts/nvidia/pack.sh -B build nold=build:RDNAVK_DEBUG=noldsapart,nodiskcache
set -euo pipefail
build=build
if [ "${1:-}" = -B ]; then
  build=$2
  shift 2
fi
out=$PWD/.gl/carry/rdk.tar.xz
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Copies the binaries of build $1 into $2/bin and $2/lib, stripped.
copy() {
  mkdir -p "$2/bin" "$2/lib"
  cp "$1"/bin/{rdnavk,rdnavk-twin,rdnavk-gtwin} "$2/bin/"
  cp "$1/lib/librdnavk_drm.so" "$2/lib/"
  strip "$2"/bin/* "$2"/lib/*
}

copy "$build" "$tmp"
names=(bin lib)
for spec in "$@"; do
  name=${spec%%=*}
  rest=${spec#*=}
  dir=${rest%%:*}
  copy "$dir" "$tmp/$name"
  if [ "$rest" != "$dir" ]; then echo "${rest#*:}" > "$tmp/$name/env"; fi
  names+=("$name")
done
mkdir -p "$(dirname "$out")"
tar -C "$tmp" -cJf "$out" "${names[@]}"
