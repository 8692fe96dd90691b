#!/usr/bin/env bash
# The training run of the profile-guided build (make pgo; docs/performance.md, "Profile-guided
# build"), and its check: every count it makes is the rulebook's, or it fails. For each variant
# `deepthought variants` lists, with deep counts (bench/rulebook.sh):
#   - perft of its start position to the deepest depth of at most MAX_NODES nodes, once on one
#     thread without the table and once with --hash 16 on two threads, each count checked
#     against positions/suites/deep-VARIANT.perft;
#   - `deepthought suite` of each of its deep-counts files (deep-VARIANT.perft and
#     deep-VARIANT.OPTION=VALUE.perft, under that option: the start position and the
#     published ones, Kiwipete among them), every count of at most MAX_NODES nodes.
# One line per run; exit status 0 when every count agrees, 1 when one differs, 2 on bad input.
#   usage: bench/pgo-workload.sh DEEPTHOUGHT MAX_NODES
set -euo pipefail
usage='usage: bench/pgo-workload.sh DEEPTHOUGHT MAX_NODES'
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
dt=$1 max_nodes=$2
if ! [ -x "$dt" ] || [ -d "$dt" ]; then
  echo "pgo-workload: '$dt' is not an executable file, expected the deepthought binary" >&2
  exit 2
fi
case $max_nodes in '' | *[!0-9]* | 0*) echo "pgo-workload: MAX_NODES is '$max_nodes', expected a positive whole number; $usage" >&2; exit 2 ;; esac
# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"

status=0
# report WHAT RESULT: one line, and the status of a run that failed.
report() {
  printf '%-72s %s\n' "$1" "$2"
  [ "$2" = ok ] || status=1
}

# perft_start VARIANT DEPTH [FLAGS...]: the start position's count at DEPTH against the rulebook's.
perft_start() {
  local variant=$1 depth=$2 expected output nodes
  shift 2
  expected=$(start_count "$variant" "$depth")
  if ! output=$("$dt" perft "$variant" "$depth" --json "$@" 2>&1); then
    report "perft $variant $depth $*" "FAILED: $output"
    return
  fi
  nodes=$(tail -n 1 <<<"$output" | sed -n 's/.*"nodes":\([0-9]*\).*/\1/p')
  if [ "$nodes" = "$expected" ]; then report "perft $variant $depth $*" ok; else
    report "perft $variant $depth $*" "FAILED: $nodes nodes, the rulebook has $expected"
  fi
}

# suite VARIANT FILE [FLAGS...]: the file's counts of at most MAX_NODES nodes.
suite() {
  local variant=$1 file=$2 summary
  shift 2
  if summary=$("$dt" suite "$variant" "$file" --max-nodes "$max_nodes" --quiet "$@" 2>&1); then
    report "suite $variant $(basename "$file") $*" ok
  else
    report "suite $variant $(basename "$file") $*" "FAILED: $summary"
  fi
}

while read -r variant; do
  depth=$(deepest_depth "$variant" "$max_nodes")
  if [ -n "$depth" ]; then
    perft_start "$variant" "$depth"
    perft_start "$variant" "$depth" --hash 16 --threads 2
  fi
  suite "$variant" "$deep_suites/deep-$variant.perft"
  for file in "$deep_suites/deep-$variant".*.perft; do
    [ -f "$file" ] || continue
    option=${file##*/deep-"$variant".}
    suite "$variant" "$file" --option "${option%.perft}"
  done
done < <(registered_variants "$dt")
exit $status
