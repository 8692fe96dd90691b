#!/bin/sh
# An engine that closes its output and error streams and keeps running: the end of its
# output is not its end, so the run must still time out and end it.
exec >&- 2>&-
sleep 600
