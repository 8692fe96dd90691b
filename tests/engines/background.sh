#!/bin/sh
# A perftree engine that answers (Deep Thought's own divide) but leaves a process running
# in the background; with `holding`, that process keeps the engine's output open too.
# Ending the run must end it with the engine's process group, and not wait for it.
#   usage: background.sh quiet|holding DEEPTHOUGHT VARIANT DEPTH POSITION MOVES
mode=$1 dt=$2 variant=$3
shift 3
if [ "$mode" = holding ]; then sleep 600 & else sleep 600 >/dev/null 2>&1 & fi
exec "$dt" divide --perftree "$variant" "$@"
