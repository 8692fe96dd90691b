"""The rulings a mutated line serves: the ruling ids (HC-9, RW-3, CO-3, ...) of the comments
nearest above it in the same function, and the spec clauses that cite those rulings.

A function is taken to start at the last line above the mutated one that begins at column 0
with code (this code base does not indent namespace bodies); the comment block right above
that line, which says what the function is for, belongs to it. The ids of the nearest comment
that has any are the line's; none found, the file's first comment block is looked at.
"""

import os
import re

RULING_RE = re.compile(r"\b(?:HC|HY|LU|OS|RW|CO|OR)-\d+\b")


def _comment_of(line):
    at = line.find("//")
    return line[at:] if at >= 0 else (line.strip() if line.strip().startswith(("*", "/*")) else "")


def rulings_near(text, line):
    """Ruling ids of the comments nearest above 1-based `line` in its function."""
    lines = text.split("\n")
    ids = RULING_RE.findall(_comment_of(lines[line - 1]))
    if ids:
        return sorted(set(ids))
    k = line - 2
    while k >= 0:
        raw = lines[k]
        ids = RULING_RE.findall(_comment_of(raw))
        if ids:
            return sorted(set(ids))
        if raw[:1] not in ("", " ", "\t", "/", "}", "#") and not raw.startswith("//"):
            # The function's first line: read the comment block right above it.
            k -= 1
            block = []
            while k >= 0 and lines[k].lstrip().startswith("//"):
                block.append(lines[k])
                k -= 1
            ids = RULING_RE.findall("\n".join(block))
            if ids:
                return sorted(set(ids))
            break
        k -= 1
    head = []
    for raw in lines:
        if not raw.lstrip().startswith("//"):
            break
        head.append(raw)
    return sorted(set(RULING_RE.findall("\n".join(head))))


def clause_map(specs_dir):
    """{ruling id: [clause ids of specs/*.yaml citing it]}, read lexically: each `- id:` line
    starts a clause, whose `rulings: [..]` line lists the ids it cites."""
    found = {}
    for name in sorted(os.listdir(specs_dir)):
        if not name.endswith(".yaml"):
            continue
        clause = None
        with open(os.path.join(specs_dir, name), encoding="utf-8") as f:
            for raw in f:
                m = re.match(r"^\s*- id:\s*(\S+)", raw)
                if m:
                    clause = m.group(1)
                m = re.match(r"^\s*rulings:\s*\[(.*)\]", raw)
                if m and clause:
                    for rid in RULING_RE.findall(m.group(1)):
                        found.setdefault(rid, []).append(name[:-5] + ":" + clause)
    return found
