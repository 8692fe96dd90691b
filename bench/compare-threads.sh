#!/usr/bin/env bash
# Perft over N threads against one thread, in one run: whole processes taken in turn; the
# median wall times give the speed-up (issue target on this 2-core machine: at least 1.85
# with 2 threads). Both counts must equal the rulebook's (positions/suites/deep-VARIANT.perft,
# which says where each comes from).
#
# Each variant's tree is the shallowest start-position depth whose one-thread count is
# estimated to take at least SECONDS (default 3): long enough that process start-up, the
# shallower depths `perft` also prints and the last task's tail do not weigh. A node
# floor could not say that: the variants' speeds differ tenfold (a floor of 3 x 10^8
# nodes gave Hyperspace perft 5, half a second, and a noisy ratio). The estimate is the
# rulebook's count divided by the speed of one quick timed count (the deepest depth of at
# most 4 x 10^8 nodes, under a second), so it is as good as the machine is quiet. A
# variant whose rulebook has no depth that long takes its deepest.
# The perft growth per ply (20 to 50 times) leaves some variants a tree of 25 seconds
# (Hyperspace and LUE perft 6, Hitchhiker perft 7): each variant gets as many pairs of
# runs, at most RUNS (default 3), as fit in BUDGET seconds (default 30, at least one pair),
# so that the whole script takes about 3 minutes for six variants on an idle machine.
# A ratio below 2 on a short tree is not the end of a depth left to one thread: the split
# (counting/parallel_perft.hpp) was checked for Hyperspace and Ringworld perft 5, every task
# (two plies down) counted: the largest is 0.05% and 0.27% of the tree, and two threads
# taking the tasks in the split's order (largest move count first) finish within 0.01%
# and 0.04% of each other (speed-up bound 1.9998 and 1.9993; 1.9995 and 1.9978 sorted by
# true size), so what a short tree loses is start-up and the serial cut.
# The machine's own scaling is measured beside it, since a shared or virtual machine's
# cores are not always all there: each pair of runs is followed by THREADS one-thread
# counts started at once, and the `machine` column is THREADS times the one-thread time
# over their wall time, the most any THREADS-thread count could gain at that moment. On a
# shared 2-core virtual machine it has been seen to move a long way within minutes
# (docs/performance.md): a speed-up below target with a machine figure as low is the
# machine's.
#   usage: bench/compare-threads.sh [DEEPTHOUGHT] [THREADS] [RUNS] [SECONDS] [BUDGET]
set -euo pipefail
dt=${1:-build/bin/deepthought}
threads=${2:-$(nproc)}
runs=${3:-3}
seconds=${4:-3}
budget=${5:-30}
[ -x "$dt" ] || { echo "compare-threads: $dt not found: build first (make build)" >&2; exit 2; }

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"
# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"

quick_nodes=400000000
# json_field LINE NAME: a number of one line of `perft --json`.
json_field() { sed "s/.*\"$2\":\([0-9.e+-]*\).*/\1/" <<<"$1"; }

# variant|depth|nodes|runs: each registered variant's tree (see above); a variant whose
# rulebook has no start-position counts is left out.
trees=()
for variant in $(registered_variants "$dt"); do
  quick=$(deepest_depth "$variant" "$quick_nodes")
  [ -n "$quick" ] || continue
  line=$("$dt" perft "$variant" "$quick" --threads 1 --json | tail -n 1)
  nps=$(calc "$(json_field "$line" nodes) / $(json_field "$line" seconds)")
  depth=$(start_counts "$variant" | awk -v nps="$nps" -v s="$seconds" -v q="$quick" \
    '$1 >= q && $2 / nps >= s && (d == "" || $1 < d) { d = $1 } $1 > deepest { deepest = $1 } END { print (d == "" ? deepest : d) }')
  estimate=$(calc "$(start_count "$variant" "$depth") / $nps")
  # A pair of runs and the machine's run take about 2 + 1/THREADS one-thread times.
  fit=$(awk -v b="$budget" -v t="$estimate" -v n="$threads" 'BEGIN { printf "%d", b / (t * (2 + 1 / n)) }')
  trees+=("$variant|$depth|$(start_count "$variant" "$depth")|$((fit < 1 ? 1 : fit > runs ? runs : fit))")
done
count() { "$dt" perft "$1" "$2" --threads "$3" --json | tail -n 1 | sed 's/.*"nodes":\([0-9]*\).*/\1/'; }

# copies VARIANT DEPTH: THREADS one-thread counts at once; fails unless each counts `nodes`.
copies() {
  local pids=() k got=0
  for ((k = 0; k < threads; k++)); do
    "$dt" perft "$1" "$2" --threads 1 --json >"$tmp.$k" &
    pids+=($!)
  done
  for ((k = 0; k < threads; k++)); do
    wait "${pids[$k]}" || got=1
    [ "$(tail -n 1 "$tmp.$k" | sed 's/.*"nodes":\([0-9]*\).*/\1/')" = "$nodes" ] || got=1
  done
  return $got
}
tmp=$(mktemp)
trap 'rm -f "$tmp"*' EXIT

printf '%-11s %5s %12s %14s %14s %8s %8s %5s\n' variant depth nodes "1 thread/s" "$threads threads/s" speed-up machine runs
for entry in "${trees[@]}"; do
  IFS='|' read -r variant depth nodes pairs <<<"$entry"
  one=() many=() side=()
  for ((i = 0; i < pairs; i++)); do
    t0=$(now); got1=$(count "$variant" "$depth" 1); t1=$(now)
    gotn=$(count "$variant" "$depth" "$threads"); t2=$(now)
    [ "$got1" = "$nodes" ] && [ "$gotn" = "$nodes" ] ||
      { echo "compare-threads: $variant perft $depth counted $got1 and $gotn, expected $nodes" >&2; exit 1; }
    copies "$variant" "$depth" ||
      { echo "compare-threads: $variant perft $depth: a one-thread count run beside others did not count $nodes" >&2; exit 1; }
    t3=$(now)
    one+=("$(calc "$t1 - $t0")"); many+=("$(calc "$t2 - $t1")"); side+=("$(calc "$t3 - $t2")")
  done
  s1=$(printf '%s\n' "${one[@]}" | median); sn=$(printf '%s\n' "${many[@]}" | median)
  ss=$(printf '%s\n' "${side[@]}" | median)
  printf '%-11s %5s %12s %14.0f %14.0f %7.2fx %7.2fx %5s\n' "$variant" "$depth" "$nodes" \
    "$(calc "$nodes / $s1")" "$(calc "$nodes / $sn")" "$(calc "$s1 / $sn")" "$(calc "$threads * $s1 / $ss")" "$pairs"
done
