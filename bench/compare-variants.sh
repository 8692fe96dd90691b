#!/usr/bin/env bash
# Each variant's perft rate against orthodox chess's, as whole processes alternated run for
# run, so that both see the same machine. For every registered variant, its start position
# at the deepest depth whose count in the rulebook is at most MAX_NODES (default 7 x 10^8:
# a fraction of a second to a second a run; bench/rulebook.sh), against orthodox chess's
# start at its own deepest such depth (perft 6); then every other position a variant's
# deep counts share with orthodox chess's (the same id and board, castling rights aside:
# Chess960's Kiwipete), each against orthodox's at the same depth. Each run is one
# `divide` (the depth asked, alone) and its total is checked against the rulebook before
# it counts. A pair's ratio is (variant nodes / CPU s) / (orthodox nodes / CPU s); the
# figure is the median of RUNS pairs, with their least and greatest beside it.
#
# Why deep trees: a variant whose perft counts sub-moves (LUE, LU-2) alternates cheap and
# dear plies (a first sub-move's make looks for a second), and small trees hide start-up
# and cache effects; at these depths every variant's leaves are as many as orthodox
# perft 6's or more. Targets (bench/summary.sh): every variant at least 0.9, Chess960 at
# least 0.95 on the start and 0.9 on the others. bench/instructions.sh gives the
# load-independent instructions per node behind these rates.
#   usage: bench/compare-variants.sh [DEEPTHOUGHT] [RUNS]
set -euo pipefail
dt=${1:-build/bin/deepthought}
runs=${2:-7}
max_nodes=${MAX_NODES:-700000000}
fail() { echo "compare-variants: $*" >&2; exit 2; }
[ -x "$dt" ] || fail "$dt not found: build first (make build)"
[[ $runs =~ ^[1-9][0-9]*$ ]] || fail "RUNS must be a positive number, found '$runs'"
[[ $max_nodes =~ ^[1-9][0-9]*$ ]] || fail "MAX_NODES must be a positive number, found '$max_nodes'"
# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"
# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# rate VARIANT ID DEPTH: one whole-process count of that rulebook entry at DEPTH; prints
# its nodes/s, or stops the script when the total is not the rulebook's.
rate() {
  local expected seconds counted
  expected=$(entry_count "$1" "$2" "$3")
  seconds=$(cpu_seconds "$tmp/out" "$dt" divide "$1" "$3" --fen "$(entry_position "$1" "$2")") ||
    { echo "compare-variants: '$dt divide $1 $3' ($2) failed: $(cat "$tmp/out.err" "$tmp/out" | tail -n 2 | tr '\n' ' ')" >&2; exit 1; }
  counted=$(tail -n 1 "$tmp/out")
  [ "$counted" = "$expected" ] || { echo "compare-variants: $1 $2 perft $3 counted '$counted', the rulebook has $expected" >&2; exit 1; }
  calc "$expected / $seconds"
}

# compare NAME VARIANT ID DEPTH ORTHODOX_ID ORTHODOX_DEPTH: RUNS alternated pairs, one row.
compare() {
  local name=$1 i a b ratios=() rates=()
  for ((i = 0; i < runs; i++)); do
    a=$(rate "$2" "$3" "$4")
    b=$(rate orthodox "$5" "$6")
    rates+=("$a")
    ratios+=("$(calc "$a / $b")")
  done
  printf '%-28s %10.0f %9.3f %15s\n' "$name" \
    "$(printf '%s\n' "${rates[@]}" | median | awk '{ print $1 / 1e6 }')" \
    "$(printf '%s\n' "${ratios[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.3f-%.3f", lo, hi }')"
}

orthodox_depth=$(deepest_depth orthodox "$max_nodes")
[ -n "$orthodox_depth" ] || fail "no orthodox start count of at most $max_nodes nodes in the rulebook"
printf '%-28s %10s %9s %15s\n' benchmark "Mnodes/s" "x orthodox" "pairs"
echo "against orthodox perft $orthodox_depth from the start, $runs pairs"
board() { entry_position "$1" "$2" | awk '{ print $1, $2 }'; }
while read -r variant; do
  [ "$variant" = orthodox ] && continue
  depth=$(deepest_depth "$variant" "$max_nodes")
  [ -n "$depth" ] || fail "$variant has no start count of at most $max_nodes nodes in the rulebook"
  compare "$variant/start/$depth" "$variant" start "$depth" start "$orthodox_depth"
  for id in $(entry_ids "$variant"); do
    [ "$id" = start ] && continue
    [ -n "$(entry_position orthodox "$id")" ] && [ "$(board "$variant" "$id")" = "$(board orthodox "$id")" ] || continue
    depth=$(deepest_entry_depth orthodox "$id" "$max_nodes")
    [ -n "$(entry_count "$variant" "$id" "$depth")" ] || continue
    compare "$variant/$id/$depth" "$variant" "$id" "$depth" "$id" "$depth"
  done
done < <(registered_variants "$dt" 2>/dev/null)
