#!/bin/sh
# An engine whose total is not the sum of its move lines.
printf 'e2e4 20\ne2e3 20\n\n41\n'
