#!/usr/bin/env python3
"""Writes positions/suites/deep-chess960.epd: perft 6 of each of the 960 Chess960 start
positions, one line per position in Scharnagl's numbering (`;id "spN"`), far past what a
test may run (positions/suites/chess960.perft holds the same positions to at most
1,000,000 nodes).

    positions/suites/deep-chess960-generate.py [--deepthought build/bin/deepthought]
        [--engine /usr/games/stockfish] [--depth 6] [--hash MB]
        [--out positions/suites/deep-chess960.epd]

Every count is computed three times, by whole processes that share nothing: Deep Thought
without the perft table, Deep Thought with --hash MB (a table fault, a false hit or a key
that leaves out the rights or their rooks, shows as a disagreement), and the --engine (UCI,
UCI_Chess960 true, `go perft`; default Debian's stockfish, an independent generator). The
file is written only when all three agree on every position; on a disagreement the script
prints the position and the three answers and writes nothing (exit status 1). It runs for
tens of minutes: a documented script, not a CI step. Python 3 standard library only.
"""
import argparse
import datetime
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# The numbering, the UCI client and the helpers of the suite's own generator.
_spec = importlib.util.spec_from_file_location("chess960_generate", os.path.join(HERE, "chess960-generate.py"))
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)


def own_count(dt, fen, depth, extra):
    out = gen.run([dt, "perft", "chess960", str(depth), "--fen", fen + " 0 1", "--json", "--quiet"] + extra)
    last = [json.loads(line) for line in out.splitlines() if line.startswith("{")][-1]
    if last["depth"] != depth:
        raise gen.Disagreement(f"{fen}: Deep Thought {' '.join(extra)} stopped at depth {last['depth']}")
    return last["nodes"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deepthought", default=os.path.join(ROOT, "build", "bin", "deepthought"))
    ap.add_argument("--engine", default="/usr/games/stockfish")
    ap.add_argument("--depth", type=int, default=6)
    ap.add_argument("--hash", type=int, default=64)
    ap.add_argument("--out", default=os.path.join(HERE, "deep-chess960.epd"))
    args = ap.parse_args()
    if not 1 <= args.depth <= 8:
        print(f"deep-chess960-generate: --depth: expected 1 to 8, found {args.depth}", file=sys.stderr)
        return 2
    for path in (args.deepthought, args.engine):
        if not os.access(path, os.X_OK):
            print(f"deep-chess960-generate: {path}: expected an executable program", file=sys.stderr)
            return 2
    gen.check_numbering()
    started = datetime.datetime.now(datetime.timezone.utc)
    dt_name = gen.DeepThought(args.deepthought).name
    engine = gen.Uci(args.engine)
    lines = []
    total = 0
    try:
        for n in range(960):
            fen = gen.start_position(n)
            plain = own_count(args.deepthought, fen, args.depth, [])
            hashed = own_count(args.deepthought, fen, args.depth, ["--hash", str(args.hash)])
            theirs = engine.divide(fen, args.depth)[0]
            if not plain == hashed == theirs:
                raise gen.Disagreement(f"sp{n} {fen}: perft {args.depth}: Deep Thought {plain}, Deep Thought "
                                       f"--hash {args.hash} {hashed}, {engine.name} {theirs}")
            lines.append(f"{fen} 0 1 ;D{args.depth} {plain} ;id \"sp{n}\"")
            total += plain
            if n % 60 == 59:
                print(f"deep-chess960-generate: sp{n} agreed", file=sys.stderr)
    except gen.Disagreement as e:
        print(f"deep-chess960-generate: {e}; nothing written", file=sys.stderr)
        return 1
    finally:
        engine.close()
    ended = datetime.datetime.now(datetime.timezone.utc)
    package = gen.dpkg_version(os.path.basename(args.engine))
    head = gen.git_head()
    header = [
        f"# Chess960: perft {args.depth} of each of the 960 start positions, one line per position, sp0 to",
        "# sp959 in Scharnagl's standard numbering (as positions/suites/chess960.perft, which counts",
        "# them to at most 1,000,000 nodes), castling in Shredder-FEN. Format: FEN ;D<depth> n ;id \"spN\".",
        f"# {total} nodes in all. Written by positions/suites/deep-chess960-generate.py, run from",
        f"# {started:%Y-%m-%d %H:%M} to {ended:%H:%M} UTC: every count agreed by three whole processes:",
        f"#   {dt_name}" + (f" ({head})" if head else "") + ", without the perft table;",
        f"#   the same with --hash {args.hash};",
        f"#   {engine.name} ({args.engine}" + (f", Debian package {os.path.basename(args.engine)} {package}" if package else "")
        + ", UCI_Chess960 true, go perft),",
        "# and nothing is written on a disagreement.",
        "# Check it (minutes): deepthought suite chess960 positions/suites/deep-chess960.epd",
        "",
    ]
    tmp = args.out + ".part"
    with open(tmp, "w") as f:
        f.write("\n".join(header + lines) + "\n")
    os.replace(tmp, args.out)
    print(f"deep-chess960-generate: wrote {args.out}: 960 positions, {total} nodes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
