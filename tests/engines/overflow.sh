#!/bin/sh
# An engine whose move counts add up past 2^64 - 1 and wrap around to its total, 3.
printf 'a1a2 18446744073709551615\na1b1 1\na1b2 3\n\n3\n'
