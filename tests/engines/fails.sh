#!/bin/sh
# An engine that refuses the position and exits with status 3.
echo "cannot read position: $2" >&2
exit 3
