#!/usr/bin/env bash
# A deep start-position count too long for one sitting, one root move at
# a time, resumable: perft VARIANT DEPTH from the rulebook's start position is the sum over
# the root moves of perft DEPTH-1 after each. Every root move's count is computed twice as a
# whole process with --threads THREADS, first without the transposition table and then with
# --hash MB (so that a table fault shows as a disagreement, as in bench/deep-counts.sh), and
# only when the two agree is one line appended to LEDGER:
#     MOVE NODES SECONDS_WITHOUT SECONDS_WITH STARTED_UTC
# A run stopped at any point (Ctrl-C, a machine shut down) loses at most the move it was
# counting: run the same command again and it goes on from the ledger. The ledger's first
# line names the variant, depth and position; a ledger of another count is refused. When
# every root move has its line, the script prints the total and "complete"; on a
# disagreement it stops with status 1 and writes nothing for that move. It builds nothing.
#
#   usage: bench/deep-divide.sh DEEPTHOUGHT VARIANT DEPTH LEDGER [THREADS] [MB]
#   e.g.   nice -n 19 bench/deep-divide.sh build/bin/deepthought hyperspace 7 hyperspace-7.ledger
set -euo pipefail
usage='usage: bench/deep-divide.sh DEEPTHOUGHT VARIANT DEPTH LEDGER [THREADS] [MB]'
if [ $# -lt 4 ] || [ $# -gt 6 ]; then echo "$usage" >&2; exit 2; fi
dt=$1 variant=$2 depth=$3 ledger=$4 threads=${5:-2} mb=${6:-1024}
for n in "$depth" "$threads" "$mb"; do
  [[ $n =~ ^[1-9][0-9]*$ ]] || { echo "deep-divide: expected a positive whole number, found '$n'; $usage" >&2; exit 2; }
done
[ "$depth" -ge 2 ] || { echo "deep-divide: DEPTH must be at least 2 (it counts DEPTH-1 after each root move)" >&2; exit 2; }
[ -x "$dt" ] || { echo "deep-divide: $dt is not an executable" >&2; exit 2; }

# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"
position=$(start_position_or_exit deep-divide "$variant") || exit 2

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"

header="# deep-divide $variant perft $depth from $position"
if [ -e "$ledger" ]; then
  first=$(head -n 1 "$ledger")
  [ "$first" = "$header" ] || { echo "deep-divide: $ledger:1: expected '$header', found '$first'" >&2; exit 2; }
else
  printf '%s\n' "$header" >"$ledger"
fi

# perft DEPTH-1 after MOVE; prints "NODES SECONDS", or fails naming the run.
count() {
  local move=$1 t0 t1 out nodes
  shift
  t0=$(now)
  out=$("$dt" perft "$variant" "$((depth - 1))" --fen "$position" --moves "$move" --threads "$threads" --json "$@") ||
    { echo "deep-divide: perft $variant $((depth - 1)) --moves $move $*: exit status $?" >&2; return 1; }
  t1=$(now)
  nodes=$(echo "$out" | sed -n "s/.*\"depth\":$((depth - 1)),\"nodes\":\([0-9]*\).*/\1/p")
  [ -n "$nodes" ] || { echo "deep-divide: perft $variant $((depth - 1)) --moves $move $*: no count in its output" >&2; return 1; }
  printf '%s %.0f\n' "$nodes" "$(calc "$t1 - $t0")"
}

declare -A counted
while read -r move nodes _; do counted[$move]=$nodes; done < <(tail -n +2 "$ledger")
moves=$("$dt" moves "$variant" --fen "$position")
total=0 all=0
for move in $moves; do
  all=$((all + 1))
  if [ -z "${counted[$move]:-}" ]; then
    started=$(date -u '+%Y-%m-%dT%H:%MZ')
    read -r plain plain_s < <(count "$move") || exit 1
    read -r hashed hashed_s < <(count "$move" --hash "$mb") || exit 1
    if [ "$plain" != "$hashed" ]; then
      echo "deep-divide: $variant perft $((depth - 1)) after $move: $plain without the table, $hashed with --hash $mb" >&2
      exit 1
    fi
    printf '%s %s %s %s %s\n' "$move" "$plain" "$plain_s" "$hashed_s" "$started" | tee -a "$ledger"
    counted[$move]=$plain
  fi
  total=$((total + counted[$move]))
done
echo "$variant perft $depth $total complete ($all root moves, each counted twice)"
