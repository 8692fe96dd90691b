#!/bin/sh
# A UCI engine for the compare and suite tests: Deep Thought's divide in Stockfish's format.
# It holds to the protocol strictly, as a GUI must expect: it answers `uci` with its options
# and `uciok`, `isready` with `readyok`, takes `setoption`, reads `position fen POSITION
# [moves MOVES]` and `go perft DEPTH`, answers `MOVE: COUNT` lines, a blank line and
# `Nodes searched: N` among `info` noise, and, as UCI engines do, exits on `quit` only (at
# the end of its input it waits). A command before `uciok` was asked for, or a `go` before
# `isready`, is refused with status 3, as is a `go` when UCI_Variant was not set to `chess`
# (the only game it offers: Deep Thought's VARIANT must be orthodox chess).
# A planted fault, given as FAULT [ARG] or by `setoption name Fault value FAULT [ARG]`:
#   inflate MOVE  MOVE's count at the root, and the total, one higher (so the count is not
#                 the sum of MOVE's own divide one level down)
#   twice         the first move line written twice, the total counting it twice
#   deaf          ignores `quit` and SIGTERM, and never exits by itself
#   crash DEPTH   dies of a segmentation fault in the middle of `go perft DEPTH`
#   hang DEPTH    never answers `go perft DEPTH`
#   noisy         a banner, `info` lines everywhere, and a complaint about every command
#                 it does not know (as Stockfish's "Unknown command: ..."), all to be
#                 passed over
#   dies          exits with status 1 at start, before reading anything
#   slow-start S  sleeps S seconds after `uci` before it answers (a slow start-up)
# Besides Fault and UCI_Variant it offers options of the other kinds, which it takes and
# ignores: Threads (spin, 1 to 8), Style (combo, Solid or Risky) and Ponder (check).
# With UCI_STARTS set, it adds a line to that file as it starts, so a test can count them.
#   usage: uci.sh DEEPTHOUGHT VARIANT [FAULT [ARG]]
set -eu
dt=$1 variant=$2 fault=${3:-} fault_move=${4:-}
fen='' moves='' greeted='' ready='' uci_variant=''
[ -z "${UCI_STARTS:-}" ] || echo started >> "$UCI_STARTS"
wait_forever() { while :; do sleep 600; done; }
refuse() { echo "uci.sh: $1" >&2; exit 3; }
set_fault() { fault=${1%% *}; fault_move=''; [ "$fault" = "$1" ] || fault_move=${1#* }; [ "$fault" = deaf ] && trap '' TERM; :; }
noise() { [ "$fault" != noisy ] || echo "info string $1"; }
[ "$fault" = deaf ] && trap '' TERM
[ "$fault" = dies ] && { echo "uci.sh: cannot start" >&2; exit 1; }
[ "$fault" = noisy ] && echo "uci.sh 1.0 by nobody (a banner before anything is asked)"
while :; do
  IFS= read -r line || wait_forever
  [ -n "$greeted" ] || [ "$line" = uci ] || refuse "'$line' before 'uci'"
  noise "read '$line'"
  case $line in
    uci) [ "$fault" != slow-start ] || sleep "$fault_move"
         echo "id name uci.sh"; echo "option name Fault type string default none"
         echo "option name Threads type spin default 1 min 1 max 8"
         echo "option name Style type combo default Solid var Solid var Risky"
         echo "option name Ponder type check default false"
         echo "option name UCI_Variant type combo default chess var chess"; noise "options listed"; echo uciok
         greeted=1 ;;
    isready) echo "info string ready soon"; echo readyok; noise "after readyok"; ready=1 ;;
    ucinewgame) ;;
    "setoption name Fault value "*) set_fault "${line#setoption name Fault value }" ;;
    "setoption name UCI_Variant value "*) uci_variant=${line#setoption name UCI_Variant value } ;;
    "position fen "*" moves "*) rest=${line#position fen }; fen=${rest%% moves *}; moves=${rest#* moves } ;;
    "position fen "*) fen=${line#position fen }; moves='' ;;
    "go perft "*)
      [ -n "$ready" ] || refuse "'go' before 'isready'"
      [ "$uci_variant" = chess ] || refuse "'go' with UCI_Variant '$uci_variant', not chess"
      root=0
      [ -z "$moves" ] && root=1
      depth=${line#go perft }
      echo "info string counting: depth $depth"
      [ "$fault $fault_move" != "crash $depth" ] || kill -SEGV $$
      [ "$fault $fault_move" != "hang $depth" ] || wait_forever
      "$dt" divide --perftree "$variant" "${line#go perft }" "$fen" "$moves" |
        awk -v fault="$fault" -v move="$fault_move" -v root="$root" '
          NF == 2 { n = $2
                    if (fault == "inflate" && root && $1 == move) { n++; extra++ }
                    print $1 ": " n
                    if (fault == "twice" && !done) { print $1 ": " n; extra += n; done = 1 }
                    next }
          NF == 1 { print ""; print "Nodes searched: " $1 + extra }'
      noise "perft done" ;;
    quit) [ "$fault" = deaf ] && wait_forever; exit 0 ;;
    *) [ "$fault" != noisy ] || echo "Unknown command: '$line'. Type help for more information." ;;
  esac
done
