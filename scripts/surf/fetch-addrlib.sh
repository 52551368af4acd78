#!/usr/bin/env bash
# Fetches Mesa 25.0.7's addrlib (src/amd/addrlib), the oracle of tests/surf
# (decision record 0026), and prints the folder that holds it.
#
#   scripts/surf/fetch-addrlib.sh [CACHE_DIR]
#
# CACHE_DIR defaults to $RDNAVK_CACHE_DIR, else ${XDG_CACHE_HOME:-$HOME/.cache}/rdnavk.
# The upstream tarball (the one Debian's mesa 25.0.7 source package carries) is
# downloaded once into CACHE_DIR, checked against the hash below, and only
# src/amd/addrlib is extracted: addrlib includes nothing outside its own folder.
# A second run only checks and prints. Run it as the user who builds (not root).
set -euo pipefail

version=25.0.7
sha256=592272df3cf01e85e7db300c449df5061092574d099da275d19e97ef0510f8a6
url=https://deb.debian.org/debian/pool/main/m/mesa/mesa_${version}.orig.tar.xz

cache=${1:-${RDNAVK_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rdnavk}}
tarball=$cache/mesa_${version}.orig.tar.xz
dest=$cache/mesa-${version}-addrlib
addrlib=$dest/src/amd/addrlib

if [ -f "$dest/.complete" ]; then
  echo "$addrlib"
  exit 0
fi

mkdir -p "$cache"
if [ ! -f "$tarball" ] || ! echo "$sha256  $tarball" | sha256sum -c --status; then
  echo "fetch-addrlib.sh: downloading $url" >&2
  if command -v curl >/dev/null; then
    curl -fsSL --retry 3 -o "$tarball.part" "$url"
  elif command -v wget >/dev/null; then
    wget -q -O "$tarball.part" "$url"
  else
    python3 -c 'import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])' \
      "$url" "$tarball.part"
  fi
  if ! echo "$sha256  $tarball.part" | sha256sum -c --status; then
    echo "fetch-addrlib.sh: $url does not have sha256 $sha256" >&2
    rm -f "$tarball.part"
    exit 1
  fi
  mv "$tarball.part" "$tarball"
fi

rm -rf "$dest"
mkdir -p "$dest"
tar -xJf "$tarball" -C "$dest" --strip-components=1 "mesa-${version}/src/amd/addrlib"
touch "$dest/.complete"
echo "$addrlib"
