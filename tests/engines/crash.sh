#!/bin/sh
# An engine that prints a little and then dies of a segmentation fault.
echo "starting perft $1"
kill -SEGV $$
