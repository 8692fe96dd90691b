#!/bin/sh
# A UCI engine for the compare and suite tests: Deep Thought's divide in Stockfish's format.
# It holds to the protocol strictly, as a GUI must expect: it answers `uci` with its options
# and `uciok`, `isready` with `readyok`, takes `setoption`, reads `position fen POSITION
# [moves MOVES]` and `go perft DEPTH`, answers `MOVE: COUNT` lines, a blank line and
# `Nodes searched: N` among `info` noise, and, as UCI engines do, exits on `quit` only (at
# the end of its input it waits). A command before `uciok` was asked for, or a `go` before
# `isready`, is refused with status 3, as is a `go` when UCI_Variant was not set to `chess`
# (the only game it offers: Deep Thought's VARIANT must be orthodox chess).
# A planted fault, given as FAULT [MOVE] or by `setoption name Fault value FAULT [MOVE]`:
#   inflate MOVE  MOVE's count at the root, and the total, one higher (so the count is not
#                 the sum of MOVE's own divide one level down)
#   twice         the first move line written twice, the total counting it twice
#   deaf          ignores `quit` and SIGTERM, and never exits by itself
#   usage: uci.sh DEEPTHOUGHT VARIANT [FAULT [MOVE]]
set -eu
dt=$1 variant=$2 fault=${3:-} fault_move=${4:-}
fen='' moves='' greeted='' ready='' uci_variant=''
wait_forever() { while :; do sleep 600; done; }
refuse() { echo "uci.sh: $1" >&2; exit 3; }
set_fault() { fault=${1%% *}; fault_move=''; [ "$fault" = "$1" ] || fault_move=${1#* }; [ "$fault" = deaf ] && trap '' TERM; :; }
[ "$fault" = deaf ] && trap '' TERM
while :; do
  IFS= read -r line || wait_forever
  [ -n "$greeted" ] || [ "$line" = uci ] || refuse "'$line' before 'uci'"
  case $line in
    uci) echo "id name uci.sh"; echo "option name Fault type string default none"
         echo "option name UCI_Variant type combo default chess var chess"; echo uciok; greeted=1 ;;
    isready) echo "info string ready soon"; echo readyok; ready=1 ;;
    "setoption name Fault value "*) set_fault "${line#setoption name Fault value }" ;;
    "setoption name UCI_Variant value "*) uci_variant=${line#setoption name UCI_Variant value } ;;
    "position fen "*" moves "*) rest=${line#position fen }; fen=${rest%% moves *}; moves=${rest#* moves } ;;
    "position fen "*) fen=${line#position fen }; moves='' ;;
    "go perft "*)
      [ -n "$ready" ] || refuse "'go' before 'isready'"
      [ "$uci_variant" = chess ] || refuse "'go' with UCI_Variant '$uci_variant', not chess"
      root=0
      [ -z "$moves" ] && root=1
      echo "info string counting: depth ${line#go perft }"
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
