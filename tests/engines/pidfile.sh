#!/bin/sh
# Runs CMD... (a fake engine) after writing its process id, which is also its process
# group's, to PIDFILE, so a test can see that the whole group ended.
#   usage: pidfile.sh PIDFILE CMD...
echo $$ > "$1.tmp" && mv "$1.tmp" "$1"
shift
exec "$@"
