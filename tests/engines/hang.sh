#!/bin/sh
# An engine that never answers (the comparison must kill it and its children).
echo "thinking"
sleep 600
