#!/bin/sh
# A perftree-style engine with a planted bug, for the compare tests: Deep Thought itself,
# except that it never generates a move whose notation matches the extended regular
# expression PATTERN, anywhere in the tree (so its counts are wrong consistently, as a
# real generator's would be).
#   usage: lacking.sh DEEPTHOUGHT VARIANT PATTERN DEPTH POSITION MOVES
set -eu
set -f  # moves such as c4*g8 are not file patterns
dt=$1 variant=$2 pattern=$3 depth=$4 position=$5 moves=$6
legal=$("$dt" divide --perftree "$variant" 1 "$position" "$moves" | awk 'NF == 2 { print $1 }' | grep -Ev -- "$pattern" || true)
total=0
for move in $legal; do
  if [ "$depth" -eq 1 ]; then
    nodes=1
  else
    nodes=$(sh "$0" "$dt" "$variant" "$pattern" $((depth - 1)) "$position" "${moves:+$moves }$move" | tail -n 1)
  fi
  echo "$move $nodes"
  total=$((total + nodes))
done
echo
echo "$total"
