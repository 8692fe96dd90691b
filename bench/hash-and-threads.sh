#!/usr/bin/env bash
# What --hash and --threads buy, variant by variant, in one run.
# For each registered variant (`deepthought variants --json`), perft from the start position
# one depth past the deepest its start-position benchmark times (dt_bench times every depth
# whose rulebook count is at most 2x10^8 nodes, bench/timed_perft.hpp's kMaxTimedNodes; the
# counts are positions/suites/deep-VARIANT.perft's, read by bench/rulebook.sh), is run as
# whole processes:
#   plain      1 thread, no table
#   hashed     1 thread, --hash MB
#   threads    THREADS threads, no table
#   both       THREADS threads, --hash MB
# and the script prints the wall seconds of each (with the CPU seconds, user + system, of
# all but the last), the gain of the table (plain / hashed, in wall and in CPU seconds;
# target: at least 3x) and of the threads (plain / threads, wall; target at least
# 1.85x on 2 cores). The four counts of a variant must be one count, or the script stops with
# status 1 before printing a figure for it. It builds nothing; the counts are whatever
# the binary counts, checked against each other, not against published values
# (bench/compare-threads.sh and the benchmarks check those).
#
#   usage: bench/hash-and-threads.sh DEEPTHOUGHT [MB] [THREADS] [VARIANT[=DEPTH]...]
#   e.g.   bench/hash-and-threads.sh build/bin/deepthought 256 2
#          bench/hash-and-threads.sh build/bin/deepthought 256 2 orthodox=6 ringworld
# Without variants it runs every registered variant with deep counts (orthodox 7 is 3.2e9
# nodes: about a minute for the four runs on an idle 2-core machine; the whole script takes
# minutes).
# Timings on a shared machine are noise: take them on an idle one. On a loaded one, the
# table's gain in CPU seconds is the figure to quote (other processes lengthen wall
# times, not the work done), and the threads' CPU seconds against the plain run's show
# what splitting the tree costs (equal: nothing), though not their wall-time scaling.
# The table cannot gain where transpositions are rare within the depth counted: with an
# unbounded table these start-position counts generate at most this many times fewer
# positions than without (counted, not timed): orthodox 5 1.66x, Hitchhiker 6 2.15x,
# Outerspace 6 1.98x, LUE 6 1.98x, Ringworld 6 1.25x (its three players' moves transpose
# from ply 4 on), Hyperspace 5 1.01x (a piece in transit counts its owner's turns, so
# move orders seldom meet): those three stay below the 3x target at the depths timed.
set -euo pipefail
dt=${1:?usage: bench/hash-and-threads.sh DEEPTHOUGHT [MB] [THREADS] [VARIANT[=DEPTH]...]}
mb=${2:-256}
threads=${3:-2}
shift $(($# < 3 ? $# : 3))
[ -x "$dt" ] || { echo "hash-and-threads: $dt is not an executable" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "hash-and-threads: /usr/bin/time not found: apt-get install time" >&2; exit 2; }

# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"
max_timed_nodes=200000000  # bench/timed_perft.hpp's kMaxTimedNodes
declare -A depth_of=()
mapfile -t registered < <(registered_variants "$dt")
for variant in "${registered[@]}"; do
  depth_of[$variant]=$(($(deepest_depth "$variant" "$max_timed_nodes") + 1))
done
order=("${registered[@]}")
if [ $# -gt 0 ]; then
  order=()
  for arg in "$@"; do
    variant=${arg%%=*}
    [ -n "${depth_of[$variant]:-}" ] || { echo "hash-and-threads: unknown variant '$variant' (or no deep counts for it)" >&2; exit 2; }
    [[ $arg == *=* ]] && depth_of[$variant]=${arg#*=}
    order+=("$variant")
  done
fi

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# run VARIANT DEPTH ARGS...: sets nodes, wall and cpu.
run() {
  local variant=$1 depth=$2 t0 t1
  shift 2
  t0=$(now)
  /usr/bin/time -f '%U %S' -o "$tmp" "$dt" perft "$variant" "$depth" --quiet --json "$@" >"$tmp.out"
  t1=$(now)
  nodes=$(tail -n 1 "$tmp.out" | sed 's/.*"nodes":\([0-9]*\).*/\1/')
  rm -f "$tmp.out"
  wall=$(calc "$t1 - $t0")
  cpu=$(awk '{ printf "%.2f", $1 + $2 }' "$tmp")
}

printf '%-11s %5s %12s %9s %9s %9s %9s %8s %8s %9s %9s %9s %8s\n' variant depth nodes plain/s "(cpu)" hashed/s "(cpu)" \
  hash-x "(cpu)" "${threads}thr/s" "(cpu)" "both/s" "${threads}thr-x"
for variant in "${order[@]}"; do
  depth=${depth_of[$variant]}
  run "$variant" "$depth"; plain=$wall plain_cpu=$cpu count=$nodes
  run "$variant" "$depth" --hash "$mb"; hashed=$wall hashed_cpu=$cpu
  [ "$nodes" = "$count" ] || { echo "hash-and-threads: $variant perft $depth: $count plain, $nodes with --hash $mb" >&2; exit 1; }
  run "$variant" "$depth" --threads "$threads"; many=$wall many_cpu=$cpu
  [ "$nodes" = "$count" ] || { echo "hash-and-threads: $variant perft $depth: $count plain, $nodes with --threads $threads" >&2; exit 1; }
  run "$variant" "$depth" --threads "$threads" --hash "$mb"; both=$wall
  [ "$nodes" = "$count" ] || { echo "hash-and-threads: $variant perft $depth: $count plain, $nodes with both" >&2; exit 1; }
  printf '%-11s %5s %12s %9.2f %9s %9.2f %9s %7.2fx %8s %9.2f %9s %9.2f %7.2fx\n' "$variant" "$depth" "$count" \
    "$plain" "($plain_cpu)" "$hashed" "($hashed_cpu)" "$(calc "$plain / $hashed")" \
    "($(calc "$plain_cpu / $hashed_cpu" | awk '{ printf "%.2fx", $1 }'))" "$many" "($many_cpu)" "$both" "$(calc "$plain / $many")"
done
