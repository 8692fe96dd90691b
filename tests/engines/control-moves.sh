#!/bin/sh
# An engine whose third move name holds a right-to-left override (U+202E) and a terminal
# escape sequence (ESC [31m), which a report must show as escapes, not as themselves.
printf 'a1a2 1\na1b1 1\n\342\200\256a1b2\033[31m 1\n\n3\n'
