"""The module's API against the rulebook: start-position perft of every variant, checked
against the conformance suites' counts (positions/suites/, agreed by independent generators
or published), and the refusals, each with the command line's one-line message."""
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

import deepthought
from conftest import SOURCE, read_suite

# The suites holding each variant's start position: its conformance suite, and for orthodox
# the published counts of standard.perft (positions/suites/README.md).
SUITES = {"orthodox": ["standard.perft"]}
MAX_NODES = 200_000  # the counts checked: a second or less each


def start_counts(variant):
    """{depth: nodes} of every suite entry that is the variant's start position under the
    default options, with the file and line each came from."""
    game = deepthought.Game(variant)
    fields = game.position().split()
    defaults = {name: o.default for name, o in deepthought.variants()[variant].options.items()}
    counts = {}
    for name in SUITES.get(variant, [f"{variant}.perft"]):
        path = SOURCE / "positions" / "suites" / name
        for entry in read_suite(path):
            epd = entry["epd"].split()
            # An EPD leaves out the move counters the position text may end with.
            if fields[: len(epd)] != epd or {**defaults, **entry["options"]} != defaults:
                continue
            for depth, nodes in entry["perft"].items():
                if nodes <= MAX_NODES:
                    counts.setdefault(depth, []).append((nodes, f"{name}:{entry['line']}"))
    return counts


@pytest.mark.parametrize("variant", list(deepthought.variants()))
def test_start_position_perft_matches_the_suites(variant):
    counts = start_counts(variant)
    assert len(counts) >= 2, f"{variant}: no suite entry of its start position with counts at depths 1 and 2"
    game = deepthought.Game(variant)
    for depth, found in sorted(counts.items()):
        for nodes, where in found:
            assert game.perft(depth) == nodes, f"{variant} perft {depth}: {where} has {nodes}"
    divided = game.divide(2)
    assert list(divided) == game.legal_moves()
    assert sum(divided.values()) == counts[2][0][0]


def test_variants_lists_options_with_their_values():
    v = deepthought.variants()
    assert list(v)[:1] == ["orthodox"] and "chess960" in v
    assert v["orthodox"].options == {}
    # HC-9, specs/rulings/hitchhiker.yaml: the abandoned-Hitchhiker kidnap rule.
    kidnap = v["hitchhiker"].options["kidnap"]
    assert (kidnap.values, kidnap.default, kidnap.ruling) == (("automatic", "optional"), "automatic", "HC-9")


def test_options_change_the_moves():
    # HC-11: with orbit_change=any an Orbiter changes orbit by any orthogonal step, which
    # the compare example of docs/conformance-kit.md shows as one move more after these.
    moves = ["b5-a6", "d8-c7", "a6-b5"]
    radial, anyway = deepthought.Game("hitchhiker"), deepthought.Game("hitchhiker", options={"orbit_change": "any"})
    for m in moves:
        radial.push(m)
        anyway.push(m)
    assert set(anyway.legal_moves()) - set(radial.legal_moves()) == {"e8-d8"}
    assert anyway.options == {"orbit_change": "any", "kidnap": "automatic"}


def test_fools_mate_is_a_win_and_taking_it_back_resumes_the_game():
    game = deepthought.Game("orthodox")
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"]:
        game.push(m)
    assert game.result() == ("black wins", "checkmate")
    assert str(game.result()) == "black wins by checkmate"
    assert game.legal_moves() == [] and game.moves == ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert game.pop() == "d8h4"
    assert game.result() is None


def test_a_position_given_as_text():
    # White: king a1, rook c1; black: king h8. The king steps to a2, b1 or b2 (h8 is far);
    # the rook has b1 and d1-h1 along the rank (6) and c2-c8 up the file (7): 16 moves.
    game = deepthought.Game("orthodox", position="7k/8/8/8/8/8/8/K1R5 w - - 0 1")
    assert sorted(m for m in game.legal_moves() if m.startswith("a1")) == ["a1a2", "a1b1", "a1b2"]
    assert len(game.legal_moves()) == 16 and game.perft(1) == 16


def test_svg_is_the_diagram_the_command_line_draws():
    cli = os.environ.get("DEEPTHOUGHT_CLI") or shutil.which("deepthought")
    assert cli, "set DEEPTHOUGHT_CLI to the tool (ctest does) or put deepthought on PATH"
    game = deepthought.Game("hitchhiker")
    game.push("b5-a6")
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "diagram.svg"
        subprocess.run([cli, "diagram", "hitchhiker", "--last", "b5-a6", "--moves-of", "d5", "-o", str(out)],
                       check=True, capture_output=True)
        drawn = out.read_text(encoding="utf-8")
    assert game.svg(moves_of="d5") == drawn


REFUSALS = [
    (lambda: deepthought.Game("nosuch"),
     "unknown variant 'nosuch': expected one of " + ", ".join(deepthought.variants())),
    (lambda: deepthought.Game("hitchhiker", options={"kidnap": "sometimes"}),
     "option: option 'kidnap': expected automatic|optional, found 'sometimes'"),
    (lambda: deepthought.Game("orthodox", options={"kidnap": "optional"}),
     "option: unknown option 'kidnap': expected one of (none: this variant has no options)"),
    (lambda: deepthought.Game("orthodox", position="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
     "position: column 43: expected a piece letter (PNBRQKpnbrqk), a digit 1-8 or '/', found 'X'"),
    (lambda: deepthought.Game("orthodox").push("e2e5"),
     "move 'e2e5': illegal move e2e5 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; legal moves from e2: e2e3 e2e4"),
    (lambda: deepthought.Game("orthodox").pop(), "no move to take back"),
    (lambda: deepthought.Game("orthodox").perft(0), "depth: expected a depth from 1 to 64, found 0"),
    (lambda: deepthought.Game("orthodox").divide(65), "depth: expected a depth from 1 to 64, found 65"),
    (lambda: deepthought.Game("orthodox").perft(1, threads=0), "threads: expected 1 to 256, found 0"),
    (lambda: deepthought.Game("orthodox").svg(moves_of="e4"),
     "moves_of: no piece on e4 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (lambda: deepthought.Game("orthodox").svg(moves_of="z9"), "moves_of: expected a square of the board, found 'z9'"),
]


@pytest.mark.parametrize("call,message", REFUSALS)
def test_refusals_carry_the_command_lines_message(call, message):
    with pytest.raises(deepthought.Error) as caught:
        call()
    assert str(caught.value) == message
    assert isinstance(caught.value, ValueError)


def test_option_values_must_be_strings():
    with pytest.raises(TypeError, match="option 'kidnap': values are strings, found bool"):
        deepthought.Game("hitchhiker", options={"kidnap": True})


def test_a_refused_move_leaves_the_game_as_it_was():
    game = deepthought.Game("orthodox")
    game.push("e2e4")
    before = (game.position(), game.legal_moves(), game.moves)
    with pytest.raises(deepthought.Error):
        game.push("e7e4")
    assert (game.position(), game.legal_moves(), game.moves) == before


def test_ctrl_c_stops_a_count():
    # perft 8 of orthodox is 84,998,978,956 nodes (Chess Programming Wiki, "Perft Results"):
    # minutes at any speed this machine has, so only the interrupt can end it within 60 s.
    script = ("import deepthought, os, signal, threading\n"
              "threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
              "try:\n"
              "    deepthought.Game('orthodox').divide(8)\n"
              "except KeyboardInterrupt:\n"
              "    print('interrupted')\n")
    started = time.monotonic()
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert run.stdout == "interrupted\n", run.stderr
    assert time.monotonic() - started < 10, "the count did not stop soon after Ctrl-C"
