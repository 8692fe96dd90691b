"""Properties of the module over random games of every variant, drawn by hypothesis as a
variant and a list of move indices (each picks one of the legal moves, modulo their number),
so a failing case shrinks to a short game that `deepthought play` replays."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import deepthought

VARIANTS = list(deepthought.variants())
games = st.tuples(st.sampled_from(VARIANTS), st.lists(st.integers(min_value=0, max_value=10**6), max_size=24))
# No example database: ctest runs from the build tree and the cases come from the seed.
SETTINGS = settings(max_examples=60, deadline=None, database=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def play(variant, picks):
    """The game after the picked moves, and before each move its position and legal moves."""
    game = deepthought.Game(variant)
    seen = []
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        seen.append((game.position(), moves))
        game.push(moves[pick % len(moves)])
    return game, seen


@SETTINGS
@given(games)
def test_pop_restores_the_position_and_the_moves(case):
    game, seen = play(*case)
    for position, moves in reversed(seen):
        game.pop()
        assert game.position() == position
        assert game.legal_moves() == moves
    assert game.moves == []


@SETTINGS
@given(games)
def test_perft_1_and_divide_1_count_the_legal_moves(case):
    game, _ = play(*case)
    moves = game.legal_moves()
    assert game.perft(1) == len(moves)
    assert game.divide(1) == {m: 1 for m in moves}
    assert len(set(moves)) == len(moves), "a move written twice could not be read back"


@SETTINGS
@given(games)
def test_the_position_text_holds_what_the_moves_depend_on(case):
    # deepthought.differential gives another generator the position text alone.
    game, _ = play(*case)
    again = deepthought.Game(game.variant, position=game.position())
    assert again.legal_moves() == game.legal_moves()
