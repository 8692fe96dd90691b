#!/usr/bin/env bash
# bench/deep-divide.sh on a count small enough for a test: orthodox perft 3 from the start,
# 8,902, whose per-root-move counts are published (the Chess Programming Wiki's perft
# divide: a2a3 380 ... g1h3 400). A ledger left by a run cut off after 18 root moves
# (written here from the published counts) is taken up: the script counts the two missing
# moves alone, twice each, and prints the published total. A ledger of another count and a
# depth below 2 are refused with status 2.
#   usage: tests/scripts/deep-divide.sh DEEPTHOUGHT WORK_DIR
set -euo pipefail
dt=$1 work=$2
script="$(dirname "$0")/../../bench/deep-divide.sh"
rm -rf "$work" && mkdir -p "$work"
ledger=$work/orthodox-3.ledger
fail() { echo "deep-divide test: $*" >&2; exit 1; }

{
  echo "# deep-divide orthodox perft 3 from rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  for published in a2a3:380 b2b3:420 c2c3:420 d2d3:539 e2e3:599 f2f3:380 g2g3:420 h2h3:380 a2a4:420 b2b4:421 \
                   c2c4:441 d2d4:560 e2e4:600 f2f4:401 g2g4:421 h2h4:420 b1a3:400 b1c3:440; do
    echo "${published%:*} ${published#*:} 0 0 published"
  done
} >"$ledger"
out=$("$script" "$dt" orthodox 3 "$ledger" 1 1)
expected="g1f3 440 
g1h3 400 
orthodox perft 3 8902 complete (20 root moves, each counted twice)"
[ "$(echo "$out" | sed 's/^\([a-z0-9]* [0-9]* \).*/\1/')" = "$expected" ] || fail "resumed run printed: $out"
[ "$(wc -l <"$ledger")" -eq 21 ] || fail "expected the header and 20 moves in the ledger"

status=0
err=$("$script" "$dt" orthodox 4 "$ledger" 2>&1) || status=$?
[ "$status" -eq 2 ] || fail "a ledger of perft 3 given for perft 4: status $status"
[[ $err == "deep-divide: $ledger:1: expected '# deep-divide orthodox perft 4 from "* ]] || fail "wrong refusal: $err"

status=0
err=$("$script" "$dt" orthodox 1 "$work/other.ledger" 2>&1) || status=$?
[ "$status" -eq 2 ] && [[ $err == "deep-divide: DEPTH must be at least 2"* ]] || fail "depth 1: status $status, $err"
echo "deep-divide: resumed and refused as expected"
