#!/usr/bin/env bash
# Instructions per perft node for every variant, counted by valgrind's callgrind: unlike
# wall time, repeatable to the instruction on any machine, so an optimization's effect
# can be stated before and after. The start-up (parsing, tables) is measured separately
# at depth 1 and subtracted. Valgrind does not decode every instruction of a native
# build (AVX-512), so the script makes its own default build (x86-64-v2, the portable
# baseline) in BUILD_DIR; the counts are those of that build.
#   usage: bench/instructions.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build-callgrind}
command -v valgrind >/dev/null || { echo "instructions: valgrind not found: apt-get install valgrind" >&2; exit 2; }
cmake -S "$(dirname "$0")/.." -B "$build" -DCMAKE_BUILD_TYPE=Release -DDEEPTHOUGHT_NATIVE=OFF >/dev/null
cmake --build "$build" --target deepthought -j "$(nproc)" >/dev/null
dt=$build/bin/deepthought

# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"

# Instructions of one `perft VARIANT DEPTH` run, and its node count at that depth.
measure() {
  local out
  out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$dt" perft "$1" "$2" --json 2>&1)
  printf '%s\n' "$out" | awk '/Collected :/ { ir = $NF } /"nodes":/ { sub(/.*"nodes":/, ""); sub(/,.*/, ""); n = $0 } END { print ir, n }'
}

printf '%-11s %5s %12s %16s %12s\n' variant depth nodes instructions "per node"
# Every registered variant's start position at the deepest depth whose count in the
# rulebook is at most 8 million nodes, so a run takes seconds under callgrind.
for variant in $(registered_variants "$dt"); do
  depth=$(deepest_depth "$variant" 8000000)
  read -r base _ < <(measure "$variant" 1)
  read -r total nodes < <(measure "$variant" "$depth")
  awk -v v="$variant" -v d="$depth" -v n="$nodes" -v t="$total" -v b="$base" \
    'BEGIN { printf "%-11s %5d %12d %16d %12.1f\n", v, d, n, t - b, (t - b) / n }'
done
