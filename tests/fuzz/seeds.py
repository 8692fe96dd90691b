#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (corpus/TARGET/) from the rulebook's real
inputs: the positions, moves and whole files of positions/, specs/ and specs/rulings/,
the suites of positions/suites/. Usage: tests/fuzz/seeds.py BUILD_DIR (its bin/deepthought gives the
registry's order of variants, which the first byte of an input indexes)."""
import hashlib
import pathlib
import subprocess
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "fuzz" / "corpus"


def registry_order(build):
    listing = subprocess.run([str(pathlib.Path(build) / "bin" / "deepthought"), "variants"],
                             check=True, capture_output=True, text=True).stdout
    return [line.split()[0] for line in listing.splitlines() if line and not line[0].isspace()]


def write(target, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def spread(texts, most):
    """At most `most` of the texts, evenly spread over their sorted order (a game record
    lists thousands of moves; a seed corpus needs their variety, not their number)."""
    texts = sorted(texts)
    step = max(1, -(-len(texts) // most))
    return texts[::step]


def walk(node, found):
    """Collects every position text and move text of a position file."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "position" and isinstance(value, str):
                found["positions"].add(value)
            elif key in ("play", "legal", "illegal", "moves") and isinstance(value, list):
                found["moves"].update(v for v in value if isinstance(v, str))
            elif key == "play" and isinstance(value, str):
                found["moves"].add(value)
            else:
                walk(value, found)
    elif isinstance(node, list):
        for value in node:
            walk(value, found)


def main():
    order = registry_order(sys.argv[1])
    index = {name: bytes([i]) for i, name in enumerate(order)}
    per_variant = {name: {"positions": set(), "moves": set()} for name in order}
    for path in sorted((ROOT / "positions").rglob("*.yaml")):
        text = path.read_bytes()
        document = yaml.safe_load(text)
        variant = document["variant"]
        write("yaml", index[variant] + text)
        walk(document, per_variant[variant])
    for path in sorted((ROOT / "specs").glob("*.yaml")):
        write("yaml", index[path.stem] + path.read_bytes())
    # The rulings files (any variant byte: the rulings' loader does not read it).
    for path in sorted((ROOT / "specs" / "rulings").glob("*.yaml")):
        write("yaml", index[order[0]] + path.read_bytes())

    for suite in sorted((ROOT / "positions" / "suites").glob("*.*")):
        if suite.suffix in (".epd", ".perft"):
            text = suite.read_bytes()
            write("suite", text)
            write("suite", b"\n".join(text.split(b"\n")[:24]))
            for line in text.decode().splitlines():
                if line.startswith("epd "):
                    per_variant["orthodox"]["positions"].add(line[4:])
                elif line and not line.startswith("#") and ";" in line:
                    per_variant["orthodox"]["positions"].add(line.split(";")[0].strip())

    for variant, found in per_variant.items():
        for position in spread(found["positions"], 150):
            write("position", index[variant] + position.encode())
        # No plies from the start: the move is tried on the start position.
        for move in spread(found["moves"], 150):
            write("move", index[variant] + b"\0" + move.encode())
        positions = sorted(found["positions"])[:3]
        moves = sorted(found["moves"])[:3]
        commands = [["variants"], ["interpretations", variant, "1"], ["record", variant, "--seed", "1", "--plies", "3"],
                    ["perft", variant, "2", "--threads", "2", "--hash", "1"]]
        for position in positions:
            commands += [["moves", variant, "--fen", position], ["perft", variant, "2", "--fen", position, "--json"],
                         ["divide", "--perftree", variant, "1", position]]
        for move in moves:
            commands += [["play", variant, "--moves", move], ["divide", variant, "1", "--moves=" + move]]
        for argv in commands:
            write("cli", "\n".join(argv).encode())


if __name__ == "__main__":
    main()
