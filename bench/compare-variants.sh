#!/usr/bin/env bash
# Each variant's perft rate against orthodox chess in one run of dt_bench: the median
# nodes/s of five repetitions of each registered variant's start-position benchmark at the
# deepest depth whose count in the rulebook is at most 25 million nodes (a fraction of a
# second a run; bench/rulebook.sh), divided by orthodox chess's (perft 5, 4.9 M nodes).
# Targets: every variant at least 0.8, Ringworld (198 cells, 75 pieces, three
# players) at least 0.6. bench/instructions.sh gives the load-independent instructions per
# node behind these rates.
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
filter=$(IFS='|'; echo "^(${names[*]})\$")
json=$("$bench" --benchmark_filter="$filter" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json 2>/dev/null)

# "name": "X_median", ... "nodes/s": N  ->  "X N"
rates=$(printf '%s\n' "$json" | awk '
  /"name":/ { name = $0; sub(/.*"name": "/, "", name); sub(/",.*/, "", name) }
  /"nodes\/s":/ && name ~ /_median$/ { rate = $0; sub(/.*: /, "", rate); sub(/,.*/, "", rate); sub(/_median$/, "", name); print name, rate }')
base=$(printf '%s\n' "$rates" | awk -v n="${names[0]}" '$1 == n { print $2 }')
[ -n "$base" ] || { echo "compare-variants: no result for ${names[0]}" >&2; exit 1; }
printf '%-28s %14s %9s\n' benchmark "nodes/s" "x orthodox"
for name in "${names[@]}"; do
  rate=$(printf '%s\n' "$rates" | awk -v n="$name" '$1 == n { print $2 }')
  [ -n "$rate" ] || { echo "compare-variants: no result for $name (a count differed?)" >&2; exit 1; }
  awk -v n="$name" -v r="$rate" -v b="$base" 'BEGIN { printf "%-28s %14.0f %9.2f\n", n, r, r / b }'
done
