#!/usr/bin/env bash
# rdnavk's main job on its bundled default: set up, build, then run the bundled
# Vulkan compute program with the emulated RX 6800 as its GPU and print what the
# device did.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
cmake --preset default >/dev/null
cmake --build --preset default >/dev/null
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
build/bin/rdnavk run -- build/bin/rdnavk-vk-compute --device RADV --expect-correct "$@"
