"""deepthought.differential.compare_generator: the worked example's planted bug found
(bindings/python/examples/knights_and_kings.py, docs/python.md), the report in compare's
words, the shortest move list along a game, and a generator's own errors."""
import importlib.util
import subprocess
import sys

import pytest

import deepthought
from conftest import SOURCE
from deepthought.differential import compare_generator

EXAMPLE = SOURCE / "bindings" / "python" / "examples" / "knights_and_kings.py"
spec = importlib.util.spec_from_file_location("knights_and_kings", EXAMPLE)
toy = importlib.util.module_from_spec(spec)
spec.loader.exec_module(toy)


def squares(fen):
    """{letter: [(file, rank), ...]} of a position's placement, read apart from the toy."""
    out, rank = {}, 7
    for row in fen.split()[0].split("/"):
        file = 0
        for c in row:
            if c.isdigit():
                file += int(c)
            else:
                out.setdefault(c, []).append((file, rank))
                file += 1
        rank -= 1
    return out


def square(text):
    return ("abcdefgh".index(text[0]), int(text[1]) - 1)


def test_the_planted_bug_is_found():
    report = compare_generator("orthodox", toy.legal_moves, position=toy.START, games=20, plies=80, seed=1)
    d = report.difference
    assert not report.agree and d.only_deepthought == [] and d.only_engine
    # Every move only the toy has is its king stepping next to the other king (FIDE 3.8.2).
    pieces = squares(d.position)
    mover, other = ("K", "k") if d.position.split()[1] == "w" else ("k", "K")
    (king,), (enemy,) = pieces[mover], pieces[other]
    for move in d.only_engine:
        assert square(move[:2]) == king
        to = square(move[2:])
        assert max(abs(to[0] - enemy[0]), abs(to[1] - enemy[1])) == 1, move
    # The path reaches the position, and the two agreed at every position before it.
    game = deepthought.Game("orthodox", position=toy.START)
    for move in d.path:
        assert sorted(toy.legal_moves(game.position())) == sorted(game.legal_moves())
        game.push(move)
    assert game.position() == d.position


def test_the_mended_generator_agrees():
    report = compare_generator("orthodox", lambda fen: toy.legal_moves(fen, kings_apart=True),
                               position=toy.START, games=20, plies=80, seed=1)
    assert report.agree and report.games == 20 and report.positions > 20
    assert str(report).startswith(f"deepthought and the engine agree on {report.positions} positions of 20 random games")


def test_the_example_runs_as_the_page_shows():
    run = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True)
    assert run.returncode == 1, run.stderr
    assert run.stdout.startswith("deepthought and the engine differ\npath: ")
    assert subprocess.run([sys.executable, str(EXAMPLE), "--fixed"], capture_output=True).returncode == 0


def hides_the_third_move(fen):
    """Deep Thought's own moves, all but the first at every position of move 3 (where the
    fifth and sixth plies of a game from the start are played: the FEN's last field is 3),
    so every game first differs after four plies."""
    moves = deepthought.Game("orthodox", position=fen).legal_moves()
    return moves[1:] if fen.split()[-1] == "3" else moves


def test_the_difference_is_at_the_earliest_ply_and_reported_in_compares_words():
    report = compare_generator("orthodox", hides_the_third_move, games=5, plies=30, seed=7)
    d = report.difference
    assert len(d.path) == 4 and d.game == 1 and len(d.only_deepthought) == 1 and d.only_engine == []
    assert report.games == 5  # the others played too, each at most 3 plies
    lines = str(report).split("\n")
    assert lines[0] == "deepthought and the engine differ"
    assert lines[1] == "path: " + " ".join(d.path)
    assert lines[2:5] == [f"position: {d.position}", f"only deepthought: {d.only_deepthought[0]}", "only engine: (none)"]
    assert compare_generator("orthodox", hides_the_third_move, games=5, plies=30, seed=7) == report


def test_a_difference_at_the_first_position():
    report = compare_generator("orthodox", lambda fen: ["e2e4", "e2e5"], games=3)
    assert report.difference.path == [] and report.games == 1
    assert "path: (the root position)" in str(report) and "only engine: e2e5" in str(report)


@pytest.mark.parametrize("moves,message", [
    (lambda fen: ["e2e4", "e2e4"], "the engine listed 'e2e4' twice, after (the root position)"),
    (lambda fen: ["e2e4", 7], "the engine listed 7, not a move's text, after (the root position)"),
])
def test_a_generators_malformed_list_is_its_error(moves, message):
    with pytest.raises(deepthought.Error) as caught:
        compare_generator("orthodox", moves)
    assert str(caught.value) == message


def test_a_generators_exception_says_where_it_was_raised():
    def broken(fen):
        raise KeyError(fen)
    with pytest.raises(KeyError) as caught:
        compare_generator("orthodox", broken)
    assert "after (the root position)" in "".join(getattr(caught.value, "__notes__", []))


def test_bad_bounds_and_options_are_refused():
    with pytest.raises(deepthought.Error, match="games: expected at least 1, found 0"):
        compare_generator("orthodox", toy.legal_moves, games=0)
    with pytest.raises(deepthought.Error, match="option: unknown option 'x'"):
        compare_generator("orthodox", toy.legal_moves, options={"x": "y"})
