#!/bin/sh
# A perftree engine with one planted defect, for the results matrix's tests: Deep Thought's
# divide with MOVE left out wherever it is a first move (as an engine that never generates
# it would print: its line gone and the total short by its count).
#   usage: drops-move.sh DEEPTHOUGHT VARIANT MOVE DEPTH POSITION [MOVES]
set -eu
dt=$1 variant=$2 move=$3
shift 3
"$dt" divide --perftree "$variant" "$@" | awk -v move="$move" '
  NF == 2 && $1 == move { dropped = $2; next }
  NF == 1 { print $1 - dropped; next }
  { print }'
