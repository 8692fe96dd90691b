#!/bin/sh
# A UCI engine for the compare tests: Deep Thought's divide in Stockfish's format. It reads
# `position fen POSITION [moves MOVES]` and `go perft DEPTH`, answers `MOVE: COUNT` lines,
# a blank line and `Nodes searched: N`, and, as UCI engines do, exits on `quit` only (at
# the end of its input it waits). A planted fault, if any:
#   inflate MOVE  MOVE's count at the root, and the total, one higher (so the count is not
#                 the sum of MOVE's own divide one level down)
#   twice         the first move line written twice, the total counting it twice
#   deaf          ignores `quit` and SIGTERM, and never exits by itself
#   usage: uci.sh DEEPTHOUGHT VARIANT [FAULT [MOVE]]
set -eu
dt=$1 variant=$2 fault=${3:-} fault_move=${4:-}
fen='' moves=''
wait_forever() { while :; do sleep 600; done; }
[ "$fault" = deaf ] && trap '' TERM
while :; do
  IFS= read -r line || wait_forever
  case $line in
    "position fen "*" moves "*) rest=${line#position fen }; fen=${rest%% moves *}; moves=${rest#* moves } ;;
    "position fen "*) fen=${line#position fen }; moves='' ;;
    "go perft "*)
      root=0
      [ -z "$moves" ] && root=1
      "$dt" divide --perftree "$variant" "${line#go perft }" "$fen" "$moves" |
        awk -v fault="$fault" -v move="$fault_move" -v root="$root" '
          NF == 2 { n = $2
                    if (fault == "inflate" && root && $1 == move) { n++; extra++ }
                    print $1 ": " n
                    if (fault == "twice" && !done) { print $1 ": " n; extra += n; done = 1 }
                    next }
          NF == 1 { print ""; print "Nodes searched: " $1 + extra }'
      [ "$fault" = deaf ] && wait_forever ;;
    quit) exit 0 ;;
  esac
done
