#!/usr/bin/env bash
# Every speed and scale target in one table, each measured in this run by the comparison
# scripts beside this one (ratios taken side by side, never absolute times). The targets:
#   orthodox perft at least 1.5x Stockfish's (start position depth 6, Kiwipete depth 5),
#   and at least 1.5x Gigantua's when a Gigantua is given;
#   every variant at least 0.9x orthodox nodes/s from its start (whole processes, alternated,
#   orthodox at perft 6), Chess960 0.95x there (the same position as orthodox's) and 0.9x
#   on the other positions it shares with orthodox chess (Kiwipete);
#   the hash table's CPU-time gain at least 0.8 of the most any table could save, at the
#   first depth where that bound passes 2 (bench/table-bound.sh, perft --stats);
#   2 threads at least 1.85x one thread on trees of at least 3 seconds each
#   (compare-threads.sh picks them);
#   perft without a hash table under 20 MB resident in every variant;
#   polling for Ctrl-C and limits inside a task costs under 1% of perft speed.
# Prints each figure, its target and "met" or "NOT MET"; exits 1 when one is not met.
#   usage: bench/summary.sh [BUILD_DIR] [KIND=PATH]...
# KIND=PATH names a perft peer beyond the installed ones, as bench/compare-peers.sh takes
# it, e.g. gigantua=/path/to/gigantua (Gigantua is not packaged; ../shared/peers or its
# README say how to build it).
set -euo pipefail
here=$(dirname "$0")
build=${1:-build}
shift $(($# < 1 ? $# : 1))
dt=$build/bin/deepthought
[ -x "$dt" ] || { echo "summary: $dt not found: build first (make build)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "summary: /usr/bin/time not found: apt-get install time" >&2; exit 2; }

# shown: passes its input on and shows each line on stderr as it comes. Not `tee
# /dev/stderr`: that opens the file again, so with both streams sent to one log file
# (`make bench > bench.log 2>&1`) each section truncated the log and the table landed
# past a hole of zeros.
shown() {
  local line
  while IFS= read -r line; do
    printf '%s\n' "$line" >&2
    printf '%s\n' "$line"
  done
}

rows=()
all_met=1
# row NAME FIGURE TARGET COMPARISON(ge|lt)
row() {
  local verdict=met
  if ! awk -v f="$2" -v t="$3" -v c="$4" 'BEGIN { exit !((c == "ge") ? f >= t : f < t) }'; then
    verdict="NOT MET"
    all_met=0
  fi
  rows+=("$(printf '%-44s %12s %10s  %s' "$1" "$2" "$( [ "$4" = ge ] && echo ">= $3" || echo "< $3")" "$verdict")")
}

echo "== orthodox against its peers"
peers=$("$here/compare-peers.sh" "$dt" 5 "$@" | shown)
while read -r name depth _ _ _ ratio; do
  row "orthodox $name perft $depth / stockfish" "${ratio%x}" 1.5 ge
done < <(printf '%s\n' "$peers" | awk '$4 == "stockfish"')
while read -r name depth _ _ _ ratio; do
  row "orthodox $name perft $depth / gigantua" "${ratio%x}" 1.5 ge
done < <(printf '%s\n' "$peers" | awk '$4 == "gigantua"')

echo "== variants against orthodox"
variants=$("$here/compare-variants.sh" "$dt" | shown)
while read -r name _ ratio _; do
  target=0.9
  [[ $name == chess960/start/* ]] && target=0.95
  row "$name / orthodox" "$ratio" "$target" ge
done < <(printf '%s\n' "$variants" | awk 'NR > 2')  # past the header and the baseline's line

echo "== threads"
threads=$("$here/compare-threads.sh" "$dt" 2 3 | shown)
while read -r variant depth _ _ _ speedup _; do
  row "$variant perft $depth, 2 threads / 1 thread" "${speedup%x}" 1.85 ge
done < <(printf '%s\n' "$threads" | awk 'NR > 1')

echo "== the hash table against its bound"
# Its CPU-time gain beside the most any table could save (perft --stats), at the first depth
# whose bound passes 2 (bench/table-bound.sh; hash-and-threads.sh shows the gains one depth
# past each benchmark, with the threads').
bounds=$("$here/table-bound.sh" "$dt" 256 | shown)
while read -r variant depth ratio; do
  row "$variant perft $depth, table gain / bound" "$ratio" 0.8 ge
done < <(printf '%s\n' "$bounds" | awk 'NR > 1 && $2 != "-" { print $1, $2, $8 }')

echo "== cost of limits that stop inside a task"
stops=$("$here/compare-stop-poll.sh" "$build/bin/dt_bench" | shown)
while read -r name _ _ cost; do
  row "$name polled, cost %" "${cost%\%}" 1 lt
done < <(printf '%s\n' "$stops" | awk 'NR > 1')

echo "== memory"
# Every registered variant at the deepest depth the benchmarks time (at most 2 x 10^8
# nodes in the rulebook); the generators allocate nothing per node, so the peak does not
# grow with depth.
# shellcheck source=bench/rulebook.sh
. "$here/rulebook.sh"
for variant in $(registered_variants "$dt"); do
  depth=$(deepest_depth "$variant" 200000000)
  kb=$(/usr/bin/time -f '%M' "$dt" perft "$variant" "$depth" 2>&1 >/dev/null | tail -n 1)
  row "$variant perft $depth peak resident MB" "$(awk -v k="$kb" 'BEGIN { printf "%.1f", k / 1024 }')" 20 lt
done

echo
printf '%-44s %12s %10s  %s\n' target figure wanted verdict
printf '%s\n' "${rows[@]}"
if [ "$all_met" = 1 ]; then echo "all targets met"; else echo "some targets NOT MET"; exit 1; fi
