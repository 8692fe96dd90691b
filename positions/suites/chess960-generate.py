#!/usr/bin/env python3
"""Writes positions/suites/chess960.perft: the Chess960 suite kept in the repository, so that
a machine without a network has one (published.sh downloads python-chess's).

    positions/suites/chess960-generate.py [--deepthought build/bin/deepthought]
        [--engine /usr/games/fairy-stockfish] [--engine /usr/games/stockfish]
        [--max-nodes 1000000] [--out positions/suites/chess960.perft]

Entries: the 960 start positions in Scharnagl's numbering (ids sp0 to sp959, derived below
from the numbering's published definition), then positions built to test castling (TRICKY
below; each says what it tests and which castling moves its root must and must not have).
Counts: depths 1 to k, k the deepest whose count is at most --max-nodes. Every count is
computed by Deep Thought (`deepthought perft chess960`) and by every --engine (UCI, with
UCI_Chess960 true; default: Debian's fairy-stockfish and stockfish), and written only when
all agree; on any disagreement, or a root missing a castling move it must have (or having
one it must not), or entries that must count alike (one position, its rights written two
ways: SAME) counting apart, the script prints the position and every generator's answer and
writes nothing (exit status 1). Python 3 standard library only.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# --- Scharnagl's numbering ---------------------------------------------------------------
# Wikipedia, "Fischer random chess numbering scheme", direct derivation (from Reinhard
# Scharnagl, 2004): N mod 4 places the light-squared bishop on b, d, f or h; (N / 4) mod 4
# the dark-squared one on a, c, e or g; (N / 16) mod 6 the queen on the first, second, ...
# free square from a; N / 96 (0 to 9) the two knights on the remaining five squares by the
# N5N table; the three squares left get rook, king, rook in that order.
N5N = ["NN---", "N-N--", "N--N-", "N---N", "-NN--", "-N-N-", "-N--N", "--NN-", "--N-N", "---NN"]


def scharnagl(n):
    """White's first rank of start position n (0..959), from a to h, e.g. 'RNBQKBNR'."""
    rank = [None] * 8
    n, light = divmod(n, 4)
    rank[1 + 2 * light] = "B"
    n, dark = divmod(n, 4)
    rank[2 * dark] = "B"
    n, queen = divmod(n, 6)
    free = [i for i in range(8) if rank[i] is None]
    rank[free[queen]] = "Q"
    free = [i for i in range(8) if rank[i] is None]
    for square, mark in zip(free, N5N[n]):
        if mark == "N":
            rank[square] = "N"
    for square, piece in zip([i for i in range(8) if rank[i] is None], "RKR"):
        rank[square] = piece
    return "".join(rank)


def start_position(n):
    """Start position n as a FEN without move counters; castling in Shredder-FEN (the rooks'
    files), as the Chess Programming Wiki's "Chess960 Perft Results" writes it."""
    rank = scharnagl(n)
    files = "".join("abcdefgh"[i] for i in range(8) if rank[i] == "R")
    rights = files[1].upper() + files[0].upper() + files[1] + files[0]
    return f"{rank.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w {rights} -"


def check_numbering():
    ranks = [scharnagl(n) for n in range(960)]
    assert ranks[518] == "RNBQKBNR", ranks[518]  # the orthodox start
    assert ranks[0] == "BBQNNRKR", ranks[0]
    assert ranks[959] == "RKRNNQBB", ranks[959]
    assert len(set(ranks)) == 960
    for r in ranks:
        bishops = [i for i, p in enumerate(r) if p == "B"]
        rooks = [i for i, p in enumerate(r) if p == "R"]
        assert sorted(r) == sorted("RNBQKBNR") and bishops[0] % 2 != bishops[1] % 2, r
        assert rooks[0] < r.index("K") < rooks[1], r


# --- Positions built to test castling ----------------------------------------------------
# (id, position, what it tests, tags: clauses of specs/chess960.yaml, root castling moves that
# must be legal, root castling moves that must not be). Castling moves are written king's
# square then rook's square (specs/chess960.yaml notation.castling), as the engines print them.
TRICKY = [
    ("xfen-orthodox-start-KQkq", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
     "Start position 518 in X-FEN (KQkq): the counts of sp518, written HAha.",
     "board.start-position fen.castling-field castling.empty-squares", [], ["e1h1", "e1a1"]),
    ("xfen-KQkq-rooks-f-and-h", "1b3rkr/pbpqpppp/1pnp1n2/8/8/1PNP1N2/PBPQPPPP/1B3RKR w KQkq -",
     "From sp0 after b3 Bb2 Nc3 Nf3 d3 Qd2 and Black's mirror moves: X-FEN Q names the f1 rook "
     "(the outermost on the a-side of the g1 king). Long castling g1f1 is legal; short castling "
     "g1h1 is not: its rook's target f1 holds the other rook.",
     "fen.castling-field castling.move castling.empty-squares", ["g1f1"], ["g1h1"]),
    ("shredder-HFhf-rooks-f-and-h", "1b3rkr/pbpqpppp/1pnp1n2/8/8/1PNP1N2/PBPQPPPP/1B3RKR w HFhf -",
     "The position before, its rights in Shredder-FEN (HFhf): the same counts.",
     "fen.castling-field castling.move castling.empty-squares", ["g1f1"], ["g1h1"]),
    ("mixed-HQka-rights", "rk5r/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HQka -",
     "X-FEN and Shredder-FEN letters mixed in one field (H, Q, k, a): the counts of "
     "king-on-target-g1-b8-to-c8, written KQkq.",
     "fen.castling-field castling.move", ["g1h1", "g1a1"], []),
    ("xfen-file-letter-for-the-inner-rook", "rk6/ppp2ppp/8/8/8/8/PPP2PPP/2K2R1R w Fq -",
     "Two white rooks on the king's h-side; the right belongs to the inner one, f1, which X-FEN "
     "names by its file (F). Castling c1f1 puts the king on g1 and leaves the rook on f1, its "
     "own target, with the rook between the king and the king's target.",
     "fen.castling-field castling.move castling.empty-squares", ["c1f1"], ["c1h1"]),
    ("xfen-K-is-the-outer-rook", "rk6/ppp2ppp/8/8/8/8/PPP2PPP/2K2R1R w Kq -",
     "The position before with X-FEN K: the outermost rook, h1, whose target f1 holds the other "
     "rook, so White cannot castle: counts differ from the F right's.",
     "fen.castling-field castling.empty-squares", [], ["c1h1", "c1f1"]),
    ("xfen-file-letter-for-the-inner-rook-black", "r1r1k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b c -",
     "Black's rooks on a8 and c8, the right on the inner c8 rook (c): e8c8 puts the king on c8, "
     "where its own rook stood, and the rook on d8.",
     "fen.castling-field castling.move castling.empty-squares", ["e8c8"], []),
    ("xfen-q-is-the-outer-rook-black", "r1r1k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b q -",
     "The position before with X-FEN q: the a8 rook, whose king target c8 holds the other rook.",
     "fen.castling-field castling.empty-squares", [], ["e8a8", "e8c8"]),
    ("king-on-target-g1-b8-to-c8", "rk5r/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq -",
     "White's king already on g1: g1h1 moves only the rook (to f1). Black's king on b8 castles "
     "long with the a8 rook jumping over it to d8.",
     "castling.move castling.empty-squares", ["g1h1", "g1a1"], []),
    ("king-on-target-c1-c8", "r1k3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w GBga -",
     "Kings already on c1 and c8, long castling moves only the rook to d1/d8; short castling "
     "puts the king on the g-rook's own square. Shredder-FEN (GBga).",
     "fen.castling-field castling.move castling.empty-squares", ["c1b1", "c1g1"], []),
    ("king-and-rook-swap", "2rk3r/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq -",
     "King f1 and rook g1 swap squares (f1g1); Black's d8 king and c8 rook swap likewise.",
     "castling.move castling.empty-squares", ["f1g1", "f1b1"], []),
    ("castling-and-king-step-to-g1", "r4k1r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w KQkq -",
     "The king on f1 can step to g1 (f1g1) and castle to g1 (f1h1): two moves, both counted.",
     "castling.move notation.castling", ["f1h1", "f1a1"], []),
    ("rook-jumps-over-king-black", "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 b KQkq -",
     "Black to move: king b8 and rook a8 castle long (king c8, rook d8); short castling puts the "
     "king on g8, the g8 rook's square.",
     "castling.move castling.empty-squares", ["b8a8", "b8g8"], []),
    ("rook-between-king-and-target", "rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w KQkq -",
     "Short castling b1c1 with the rook between the king and the king's target (king g1, rook "
     "f1); long castling b1a1 is blocked: the king's target c1 holds the other rook.",
     "castling.move castling.empty-squares", ["b1c1"], ["b1a1"]),
    ("king-path-attacked", "6k1/5ppp/8/b7/8/8/PPP2PPP/1K5R w K -",
     "The a5 bishop attacks e1, on the king's way from b1 to g1: no castling.",
     "castling.attacked-squares", [], ["b1h1"]),
    ("rook-path-attacked-castling-legal", "4k3/pppppppp/8/8/8/n7/PPPPPPPP/R5K1 w Q -",
     "The a3 knight attacks b1, which only the rook crosses: g1a1 is legal.",
     "castling.move castling.attacked-squares", ["g1a1"], []),
    ("rook-attacked-castling-legal-black", "5k1r/4p2p/8/8/8/2B5/PPP2PPP/4K3 b k -",
     "The c3 bishop attacks the h8 rook itself: f8h8 is legal.",
     "castling.move castling.attacked-squares", ["f8h8"], []),
    ("rook-target-attacked-king-stays", "4k3/8/8/1b6/8/8/PPPP1PPP/6KR w K -",
     "King on g1, its target: g1h1 moves the rook to f1, which the b5 bishop attacks; the "
     "king's squares are not attacked, so it is legal (and the king step to f1 is not).",
     "castling.move castling.attacked-squares", ["g1h1"], []),
    ("rook-target-attacked-king-on-c1", "3rk3/8/8/8/8/8/PPP1PPPP/R1K5 w Q -",
     "King on c1, its target: c1a1 puts the rook on d1, attacked by the d8 rook: legal.",
     "castling.move castling.attacked-squares", ["c1a1"], []),
    ("in-check-no-castling", "3rk3/8/8/8/8/8/PPP1PPPP/R2K3R w KQ -",
     "The d1 king is in check from d8: neither castling is legal.",
     "castling.attacked-squares", [], ["d1a1", "d1h1"]),
    ("king-target-attacked", "4k3/8/7b/8/8/8/PPP1PPPP/RK6 w Q -",
     "The h6 bishop attacks c1, the king's target of b1a1: no castling.",
     "castling.attacked-squares", [], ["b1a1"]),
    ("pinned-rook-shields-king-target", "4k3/pppppppp/8/8/8/8/PPPPPPPP/rR1K3R w KQ -",
     "The b1 rook, pinned by the black a1 rook, shields c1: castling d1b1 (king c1, rook d1) "
     "would leave the king in check from a1, so it is illegal, though c1 is not attacked "
     "before the move. Short castling d1h1 is legal.",
     "castling.move castling.attacked-squares", ["d1h1"], ["d1b1"]),
    ("pinned-rook-shields-king-target-black", "Qr1k3r/pppppppp/8/8/8/8/PPPPPPPP/4K3 b kq -",
     "The same for Black, pinned by a queen on a8: d8b8 is illegal, d8h8 legal.",
     "castling.move castling.attacked-squares", ["d8h8"], ["d8b8"]),
    ("enemy-piece-on-rook-target", "4k3/pppppppp/8/8/8/8/PPPPPPPP/RK1n4 w Q -",
     "A black knight on d1, the rook's target of b1a1: castling is not a capture, so illegal.",
     "castling.empty-squares", [], ["b1a1"]),
    ("own-piece-on-rook-path-black", "rb3k1r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R b KQkq -",
     "Black's bishop on b8, which only the a8 rook crosses: f8a8 is illegal, f8h8 legal.",
     "castling.move castling.empty-squares", ["f8h8"], ["f8a8"]),
    ("castling-gives-check", "8/8/5k2/8/8/8/PP4PP/1K5R w K -",
     "b1h1 puts the rook on f1, checking the f6 king.",
     "castling.move", ["b1h1"], []),
    ("capture-of-the-castling-rook", "r1k4r/p1pppppp/8/8/8/8/PPPPPPBP/4K2R w Kkq -",
     "Bxa8 takes the rook of Black's long right (king c8, already on its target): below that "
     "move Black has only the short right.",
     "castling.move castling.rights-lost", ["e1h1"], []),
    ("rook-or-king-returns", "7k/6pp/8/8/8/8/1PP5/RK6 w Q -",
     "A rook or king that goes away and comes back has lost the right (b1a1 legal at the root, "
     "never after Ra3 ... Ra1 or Kc1 ... Kb1).",
     "castling.move castling.rights-lost", ["b1a1"], []),
]

# The Chess Programming Wiki's "Chess960 Perft Results"
# (https://www.chessprogramming.org/Chess960_Perft_Results), positions 0 to 3, with the
# counts published there (also positions/chess960/perft-published.yaml): the generators'
# counts must equal them where published.
PUBLISHED = [
    ("cpw960-position-0", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -",
     [21, 528, 12189, 326672]),
    ("cpw960-position-1", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe -",
     [21, 807, 18002, 667366]),
    ("cpw960-position-2", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE -",
     [20, 479, 10471, 273318]),
    ("cpw960-position-3", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf -",
     [22, 593, 13440, 382958]),
]


# Entries that must count alike (one position, its rights written two ways) and entries that
# must not (one position, the right given to another rook).
SAME = [("xfen-orthodox-start-KQkq", "sp518"), ("shredder-HFhf-rooks-f-and-h", "xfen-KQkq-rooks-f-and-h"),
        ("mixed-HQka-rights", "king-on-target-g1-b8-to-c8")]
DIFFERENT = [("xfen-K-is-the-outer-rook", "xfen-file-letter-for-the-inner-rook"),
             ("xfen-q-is-the-outer-rook-black", "xfen-file-letter-for-the-inner-rook-black")]


class Disagreement(Exception):
    pass


class Uci:
    """A UCI engine with UCI_Chess960 on, counting with `go perft`."""

    def __init__(self, path):
        self.path = path
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.name = path
        for line in self.exchange("uci", "uciok"):
            if line.startswith("id name "):
                self.name = line[len("id name "):]
        self.send("setoption name UCI_Chess960 value true")
        self.exchange("isready", "readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def exchange(self, line, until):
        self.send(line)
        lines = []
        while True:
            got = self.proc.stdout.readline()
            if not got:
                raise Disagreement(f"{self.path} ended while answering '{line}'")
            got = got.strip()
            lines.append(got)
            if got.startswith(until):
                return lines

    def divide(self, fen, depth):
        """(total, {move: count}) of `go perft depth`."""
        self.send(f"position fen {fen} 0 1")
        lines = self.exchange(f"go perft {depth}", "Nodes searched:")
        moves = {}
        for line in lines:
            move, sep, count = line.partition(": ")
            if sep and count.isdigit() and " " not in move:
                moves[move] = int(count)
        return int(lines[-1].split(":")[1]), moves

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=10)


class DeepThought:
    def __init__(self, path):
        self.path = path
        self.name = run([path, "--version"]).strip()

    def perft(self, fen, depth):
        """Counts of depths 1..depth."""
        out = run([self.path, "perft", "chess960", str(depth), "--fen", fen + " 0 1", "--json"])
        return [json.loads(line)["nodes"] for line in out.splitlines() if line.startswith("{")]

    def moves(self, fen):
        return run([self.path, "moves", "chess960", "--fen", fen + " 0 1"]).split()


def run(argv):
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        raise Disagreement(f"{' '.join(argv)}: exit status {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def counts(dt, engines, fen, max_nodes):
    """Depths 1..k, k the deepest whose count is at most max_nodes, agreed by every generator.
    Deep Thought finds k (its count of depth k+1 is the only one taken alone, and only to stop)."""
    own = []
    while not own or 0 < own[-1] <= max_nodes:  # a tree that ends (0) grows no deeper
        own = dt.perft(fen, len(own) + 1)
    if own[-1] > max_nodes:
        own = own[:-1]
    for depth, nodes in enumerate(own, 1):
        agree(fen, depth, nodes, engines)
    return own


def agree(fen, depth, nodes, engines):
    answers = {f"{e.name} ({e.path})": e.divide(fen, depth)[0] for e in engines}
    if any(n != nodes for n in answers.values()):
        shown = ", ".join(f"{name} {n}" for name, n in answers.items())
        raise Disagreement(f"{fen}: perft {depth}: Deep Thought {nodes}, {shown}")


def check_root(dt, engines, fen, must, must_not):
    """The castling moves the entry says its root has and has not, by every generator."""
    lists = {"Deep Thought": set(dt.moves(fen))}
    for e in engines:
        lists[f"{e.name} ({e.path})"] = set(e.divide(fen, 1)[1])
    for name, moves in lists.items():
        missing = [m for m in must if m not in moves]
        extra = [m for m in must_not if m in moves]
        if missing or extra:
            raise Disagreement(f"{fen}: {name} lists {' '.join(sorted(moves))}; "
                               f"missing {missing}, should not have {extra}")
    first = next(iter(lists.values()))
    if any(moves != first for moves in lists.values()):
        raise Disagreement(f"{fen}: the generators list different moves at the root: {lists}")


def castling_reached(dt, engines, fen, c):
    """Castling is played within the counted depths: the deepest count changes when the
    rights are taken away (that count agreed by every generator too)."""
    bare = dt.perft(without_rights(fen), len(c))[-1]
    agree(without_rights(fen), len(c), bare, engines)
    return bare != c[-1]


def castling_tags(dt, engines, name, fen, tags, c):
    """A built position's tags, castling.move added when castling is reached (and a claim of
    castling.move that the counts do not bear out refused)."""
    reached = castling_reached(dt, engines, fen, c)
    if "castling.move" in tags.split() and not reached:
        raise Disagreement(f"{name}: tagged castling.move, but its counts do not change without the rights")
    return tags + " castling.move" if reached and "castling.move" not in tags.split() else tags


def without_rights(fen):
    fields = fen.split()
    fields[2] = "-"
    return " ".join(fields)


def dpkg_version(package):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True,
                              text=True).stdout.strip() or None
    except OSError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deepthought", default=os.path.join(ROOT, "build", "bin", "deepthought"))
    ap.add_argument("--engine", action="append", help="a UCI engine (repeatable); default: "
                    "/usr/games/fairy-stockfish and /usr/games/stockfish")
    ap.add_argument("--max-nodes", type=int, default=1000000)
    ap.add_argument("--out", default=os.path.join(HERE, "chess960.perft"))
    args = ap.parse_args()
    engine_paths = args.engine or ["/usr/games/fairy-stockfish", "/usr/games/stockfish"]

    check_numbering()
    dt = DeepThought(args.deepthought)
    engines = [Uci(p) for p in engine_paths]
    started = datetime.datetime.now(datetime.timezone.utc)
    blocks = []
    total = 0
    count_lines = 0
    try:
        for n in range(960):
            fen = start_position(n)
            c = counts(dt, engines, fen, args.max_nodes)
            tags = "board.start-position castling.empty-squares"
            if castling_reached(dt, engines, fen, c):
                tags += " fen.castling-field castling.move"
            blocks.append((f"sp{n}", fen, None, tags, c))
            if n % 96 == 95:
                print(f"chess960-generate: start positions 0-{n} agreed", file=sys.stderr)
        for name, fen, why, tags, must, must_not in TRICKY:
            check_root(dt, engines, fen, must, must_not)
            c = counts(dt, engines, fen, args.max_nodes)
            blocks.append((name, fen, why, castling_tags(dt, engines, name, fen, tags, c), c))
        for name, fen, published in PUBLISHED:
            c = counts(dt, engines, fen, args.max_nodes)
            if c[:len(published)] != published[:len(c)]:
                raise Disagreement(f"{fen}: agreed counts {c}, published {published}")
            blocks.append((name, fen, "Chess Programming Wiki, Chess960 Perft Results, position "
                           + name[-1] + "; the counts published there.",
                           castling_tags(dt, engines, name, fen, "perft.published-counts", c), c))
        found = {b[0]: b[4] for b in blocks}
        for a, b in SAME:
            if found[a] != found[b]:
                raise Disagreement(f"{a} and {b} should count alike: {found[a]}, {found[b]}")
        for a, b in DIFFERENT:
            if found[a][0] == found[b][0]:
                raise Disagreement(f"{a} and {b} should differ at depth 1: {found[a]}, {found[b]}")
    except Disagreement as e:
        print(f"chess960-generate: nothing written: {e}", file=sys.stderr)
        return 1
    for e in engines:
        e.close()

    for b in blocks:
        total += sum(b[4])
        count_lines += len(b[4])
    head = git_head()
    agreed = ["Deep Thought (" + dt.name + (f", {head}" if head else "") + ")"]
    for e, path in zip(engines, engine_paths):
        package = dpkg_version(os.path.basename(path))
        agreed.append(f"{e.name} ({path}" + (f", Debian package {os.path.basename(path)} {package}" if package else "")
                      + ", UCI_Chess960 true, go perft)")
    start_depths = sorted({len(b[4]) for b in blocks[:960]})
    lines = [
        "# Chess960 perft suite, kept in the repository so that a machine without a network has one",
        "# (positions/suites/published.sh downloads python-chess's chess960.perft).",
        "# Entries: the 960 start positions, sp0 to sp959 in Scharnagl's standard numbering (Wikipedia,",
        "# \"Fischer random chess numbering scheme\", direct derivation: N mod 4 places the light-squared",
        "# bishop on b/d/f/h, (N/4) mod 4 the dark-squared one on a/c/e/g, (N/16) mod 6 the queen on the",
        "# first/second/... free square, N/96 the knights by the N5N table, then R K R; sp518 is the",
        "# orthodox start, sp0 BBQNNRKR, sp959 RKRNNQBB), castling in Shredder-FEN (the rooks' files);",
        f"# then {len(TRICKY)} positions built to test castling (X-FEN and Shredder-FEN rights, king or",
        "# rook already on its target, a rook between the king and its target, attacked squares, a",
        "# pinned rook, rights lost), each with a comment saying what it tests; then positions 0-3 of",
        "# the Chess Programming Wiki's \"Chess960 Perft Results\" with the counts published there.",
        f"# Counts: depths 1 to k, k the deepest whose count is at most {args.max_nodes}",
        f"# (start positions: depth {'/'.join(map(str, start_depths))}). {len(blocks)} entries, {count_lines} counts, {total} nodes.",
        "# Tags (clauses of specs/chess960.yaml): a built position carries the clauses it was built",
        "# for; every entry carries castling.move when castling is played within its counts (its",
        "# deepest count changes with the rights taken away), a start position then also",
        "# fen.castling-field.",
        "# Written by positions/suites/chess960-generate.py on " + started.strftime("%Y-%m-%d") + ": every count agreed by",
    ]
    lines += [f"#   {a}" for a in agreed]
    lines += [
        "# and nothing is written on a disagreement; each built position's root was also checked to",
        "# have (and lack) the castling moves its comment names, by all of them.",
        "# Check it: deepthought suite chess960 positions/suites/chess960.perft",
        "#   (over a UCI engine, which suite tells UCI_Chess960 true: ... --uci /usr/games/fairy-stockfish)",
        "",
    ]
    for name, fen, why, tags, c in blocks:
        if why:
            lines += textwrap.wrap(why, 95, initial_indent="# ", subsequent_indent="# ")
        lines.append(f"id {name}")
        lines.append(f"epd {fen}")
        lines.append(f"tags {tags}")
        lines += [f"perft {d} {n}" for d, n in enumerate(c, 1)]
        lines.append("")
    tmp = args.out + ".part"
    with open(tmp, "w") as f:
        f.write("\n".join(lines))
    os.replace(tmp, args.out)
    print(f"chess960-generate: wrote {args.out}: {len(blocks)} entries, {count_lines} counts, {total} nodes",
          file=sys.stderr)
    return 0


def git_head():
    try:
        out = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        return ("built from " + out.stdout.strip()) if out.returncode == 0 else None
    except OSError:
        return None


if __name__ == "__main__":
    sys.exit(main())
