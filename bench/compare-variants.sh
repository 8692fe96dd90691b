#!/usr/bin/env bash
# Each variant's perft rate against orthodox chess in one run of dt_bench: the median
# nodes/s of five repetitions of each registered variant's start-position benchmark at the
# deepest depth whose count in the rulebook is at most 25 million nodes (a fraction of a
# second a run; bench/rulebook.sh), divided by orthodox chess's (perft 5, 4.9 M nodes).
# Then every other position a variant's deep counts share with orthodox chess's (the same
# id and position, castling rights aside: Chess960's Kiwipete), each against orthodox's
# at the same depth. Targets: every variant at least 0.9, Chess960 at least 0.95 on the
# start and 0.9 on the others. bench/instructions.sh gives the load-independent
# instructions per node behind these rates.
#   usage: bench/compare-variants.sh [DT_BENCH]   (deepthought beside it lists the variants)
set -euo pipefail
bench=${1:-build/bin/dt_bench}
[ -x "$bench" ] || { echo "compare-variants: $bench not found: build first (make build)" >&2; exit 2; }

dt=$(dirname "$bench")/deepthought
[ -x "$dt" ] || { echo "compare-variants: $dt not found: build first (make build)" >&2; exit 2; }
# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"

# Benchmark names, one per registered variant in the registry's order: orthodox, the
# baseline, first.
names=()
while read -r variant; do
  names+=("$(benchmark_variant "$variant")Perft/start/$(deepest_depth "$variant" 25000000)")
done < <(registered_variants "$dt")
[ "${names[0]}" = OrthodoxPerft/start/5 ] || { echo "compare-variants: expected orthodox perft 5 first, found ${names[0]}" >&2; exit 1; }

# The shared positions: "VARIANT_BENCHMARK ORTHODOX_BENCHMARK" pairs.
board() { entry_position "$1" "$2" | awk '{ print $1, $2 }'; }
pairs=()
while read -r variant; do
  [ "$variant" = orthodox ] && continue
  for id in $(entry_ids "$variant"); do
    [ "$id" = start ] && continue
    [ -n "$(entry_position orthodox "$id")" ] && [ "$(board "$variant" "$id")" = "$(board orthodox "$id")" ] || continue
    depth=$(deepest_entry_depth orthodox "$id" 25000000)
    [ -n "$(entry_count "$variant" "$id" "$depth")" ] || continue
    pairs+=("$(benchmark_variant "$variant")Perft/$id/$depth OrthodoxPerft/$id/$depth")
  done
done < <(registered_variants "$dt" 2>/dev/null)
all=("${names[@]}")
for pair in "${pairs[@]}"; do read -r a b <<<"$pair"; all+=("$a" "$b"); done

filter=$(IFS='|'; echo "^(${all[*]})\$")
json=$("$bench" --benchmark_filter="$filter" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json 2>/dev/null)

# "name": "X_median", ... "nodes/s": N  ->  "X N"
rates=$(printf '%s\n' "$json" | awk '
  /"name":/ { name = $0; sub(/.*"name": "/, "", name); sub(/",.*/, "", name) }
  /"nodes\/s":/ && name ~ /_median$/ { rate = $0; sub(/.*: /, "", rate); sub(/,.*/, "", rate); sub(/_median$/, "", name); print name, rate }')
rate_of() {
  local rate
  rate=$(printf '%s\n' "$rates" | awk -v n="$1" '$1 == n { print $2 }')
  [ -n "$rate" ] || { echo "compare-variants: no result for $1 (a count differed?)" >&2; exit 1; }
  echo "$rate"
}
base=$(rate_of "${names[0]}")
printf '%-28s %14s %9s\n' benchmark "nodes/s" "x orthodox"
row() { awk -v n="$1" -v r="$2" -v b="$3" 'BEGIN { printf "%-28s %14.0f %9.2f\n", n, r, r / b }'; }
for name in "${names[@]}"; do
  rate=$(rate_of "$name")
  row "$name" "$rate" "$base"
done
for pair in "${pairs[@]}"; do
  read -r a b <<<"$pair"
  rate=$(rate_of "$a") orthodox_rate=$(rate_of "$b")
  row "$a" "$rate" "$orthodox_rate"
done
