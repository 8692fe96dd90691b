#!/bin/sh
# An engine that prints move lines without end (tens of megabytes a second).
exec yes 'a1a2 1'
