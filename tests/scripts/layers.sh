#!/usr/bin/env bash
# The folders of rules/ and harness/ are layers: a file includes its own folder's files
# and those of the folders below it, never one above (a subsystem that reached up would
# need the one above it to build and to be understood). Lists FILE:LINE of each include
# that runs up and exits 1; exits 0 when there is none.
#
#   usage: tests/scripts/layers.sh [ROOT]
#
# The order, lowest first. rules/: core (the variant contract and shared helpers), then
# counting (perft, the table and its keys, threads), then face (the type-erased Game and
# Variant); every variant's folder sits above them all. harness/: as harness/CMakeLists.txt
# lists them.
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$root"
status=0
# check TOP LAYER... : every file under TOP/LAYER includes no LAYER' later in the list.
check() {
  local top=$1
  shift
  local layers=("$@") i j
  for ((i = 0; i < ${#layers[@]}; ++i)); do
    [ -d "$top/${layers[i]}" ] || { echo "layers.sh: no folder $top/${layers[i]}" >&2; status=1; continue; }
    for ((j = i + 1; j < ${#layers[@]}; ++j)); do
      while IFS= read -r hit; do
        [ -n "$hit" ] || continue
        echo "$hit: ${layers[i]} includes ${layers[j]}, a layer above it"
        status=1
      done < <(grep -rnE "^\s*#\s*include\s+\"(\.\./)?${layers[j]}/" "$top/${layers[i]}" || true)
    done
  done
}
check rules core counting face
check harness rendering cli perft engines suites rulebook reports commands
# No file of rules/ reaches into harness/ (the rules build without it, in the browser too).
if hits=$(grep -rnE '^\s*#\s*include\s+"(\.\./)*harness/' rules); then
  echo "$hits"
  status=1
fi
[ $status = 0 ] && echo "every include runs down"
exit $status
