#!/usr/bin/env bash
# Installs what rdnavk needs on Debian 12 (bookworm): the build tools and libraries,
# and Mesa 25 from bookworm-backports (RADV, radeonsi, lavapipe). Run as root.
# Idempotent: a second run only checks.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then exec sudo -E "$0" "$@"; fi
  echo "setup-debian.sh: run as root (apt-get needs it)" >&2
  exit 1
fi

packages=(build-essential cmake ninja-build pkg-config git
  libvulkan-dev vulkan-tools vulkan-validationlayers glslang-tools spirv-tools spirv-headers
  libzstd-dev libxxhash-dev libcli11-dev libfmt-dev nlohmann-json3-dev libpng-dev
  libgtest-dev libgmock-dev libbenchmark-dev libegl-dev libgles-dev piglit
  llvm-19 llvm-19-dev clang-19 libclang-rt-19-dev clang-format)
backports=(mesa-vulkan-drivers libegl-mesa0 libgl1-mesa-dri libgbm1 libgbm-dev mesa-utils-bin
  libdrm-dev libdrm2 libdrm-amdgpu1)

# Add bookworm-backports to the Debian source the machine already has.
src=/etc/apt/sources.list.d/debian.sources
if ! grep -rqs "bookworm-backports" /etc/apt/sources.list /etc/apt/sources.list.d/; then
  if [ -f "$src" ] && grep -q "^Suites:.*bookworm-updates" "$src"; then
    sed -i '0,/^Suites:.*bookworm-updates/s//& bookworm-backports/' "$src"
  else
    uri=$(grep -rhoE "https?://[^ ]+/debian/?" /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null | head -n1)
    echo "deb ${uri:-http://deb.debian.org/debian} bookworm-backports main" \
      > /etc/apt/sources.list.d/bookworm-backports.list
  fi
  need_update=1
fi

missing=()
for p in "${packages[@]}" "${backports[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
mesa=$(dpkg-query -W -f='${Version}' mesa-vulkan-drivers 2>/dev/null || true)
case "$mesa" in 25.*) ;; *) missing+=(mesa-vulkan-drivers) ;; esac

if [ ${#missing[@]} -ne 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq -t bookworm-backports "${backports[@]}" >/dev/null
  apt-get install -y -qq "${packages[@]}" >/dev/null
elif [ "${need_update:-0}" = 1 ]; then
  apt-get update -qq
fi
