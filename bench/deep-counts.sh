#!/usr/bin/env bash
# Deep start-position counts to publish: perft VARIANT DEPTH from the
# rulebook's start position (positions/suites/deep-VARIANT.perft, `id start`), computed
# twice as whole processes, both with --threads THREADS: first without the transposition
# table, then with --hash MB. The two runs share no table, so a table fault (a false hit,
# a key that leaves out state the count depends on) shows as a disagreement. (Both runs
# cut the tree into the same tasks; that threads change no count, bench/compare-threads.sh
# and the tests check.) SECONDS (optional) bounds the first run: it stops with the depths
# it finished, and the second run goes as deep as the first got. It prints one line per
# run (its options, the UTC time it started, its wall seconds, the depth it reached) and
# then every depth's count with "agreed", or stops with status 1 at the first depth where
# the runs disagree. It builds nothing and runs for hours at the deepest depths: a
# documented script, not a CI step.
#
#   usage: bench/deep-counts.sh DEEPTHOUGHT VARIANT DEPTH [THREADS] [MB] [SECONDS]
#   e.g.   nice -n 19 bench/deep-counts.sh build/bin/deepthought orthodox 8 2 1024
set -euo pipefail
usage='usage: bench/deep-counts.sh DEEPTHOUGHT VARIANT DEPTH [THREADS] [MB] [SECONDS]'
if [ $# -lt 3 ] || [ $# -gt 6 ]; then echo "$usage" >&2; exit 2; fi
dt=$1 variant=$2 depth=$3 threads=${4:-2} mb=${5:-1024} seconds=${6:-}
for n in "$depth" "$threads" "$mb" ${seconds:+"$seconds"}; do
  [[ $n =~ ^[1-9][0-9]*$ ]] || { echo "deep-counts: expected a positive whole number, found '$n'; $usage" >&2; exit 2; }
done
[ -x "$dt" ] || { echo "deep-counts: $dt is not an executable" >&2; exit 2; }

# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"
position=$(start_position_or_exit deep-counts "$variant") || exit 2

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"

# run DEPTH ARGS...: sets reached (the deepest depth finished; 0 for none) and counts
# (its "DEPTH NODES" lines).
run() {
  local to=$1 started t0 t1 out status=0
  shift
  started=$(date -u '+%Y-%m-%d %H:%M UTC')
  t0=$(now)
  out=$("$dt" perft "$variant" "$to" --fen "$position" --threads "$threads" --json "$@") || status=$?
  t1=$(now)
  counts=$(echo "$out" | sed -n 's/.*"depth":\([0-9]*\),"nodes":\([0-9]*\).*/\1 \2/p')
  reached=$(echo "$counts" | awk 'END { print $1 + 0 }')
  printf '%s perft %s --threads %s %s: started %s, %.0f s wall, reached depth %s (status %s)\n' "$variant" "$to" \
    "$threads" "${*:-(no table)}" "$started" "$(calc "$t1 - $t0")" "$reached" "$status"
}

run "$depth" ${seconds:+--timeout "$seconds"}; plain=$counts
[ "$reached" -gt 0 ] || { echo "deep-counts: $variant: no depth finished" >&2; exit 3; }
run "$reached" --hash "$mb"; hashed=$counts
while read -r d n; do
  m=$(echo "$hashed" | awk -v d="$d" '$1 == d { print $2 }')
  [ "$n" = "$m" ] || { echo "deep-counts: $variant perft $d: $n without the table, ${m:-none} with --hash $mb" >&2; exit 1; }
  echo "$variant perft $d $n agreed"
done <<<"$plain"
