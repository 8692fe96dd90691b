#!/bin/sh
# An engine whose output is not a divide.
echo "hello from the engine"
echo "e2e4: twenty"
