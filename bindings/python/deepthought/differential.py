"""Differential testing of another move generator against Deep Thought's (docs/python.md).

compare_generator plays random games with Deep Thought's rules and, at every position, asks
the author's function for its legal moves and compares the two sets. A difference is
reported in the words of `deepthought compare`: the moves that reach it, the position, the
moves only Deep Thought has and the moves only the engine (the author's function) has.

Shrinking: along one game the first position where the two sets differ is at the earliest
ply where they differ, so its move list is the shortest along that game. The games left
after a difference are still played, each only as far as the shortest list found so far,
and the shortest of all is reported (the first game's on a tie). That is the shortest
among the games played, not a search of every move list that could reach a difference.
"""
import random
from typing import Callable, Iterable, List, NamedTuple, Optional

from . import Error, Game


class Difference(NamedTuple):
    path: List[str]  # the moves from the first position to the one that differs
    position: str
    only_deepthought: List[str]  # in notation order, as compare lists them
    only_engine: List[str]
    game: int  # which game found it, from 1
    seed: int

    def __str__(self) -> str:
        return "\n".join([
            "deepthought and the engine differ",
            "path: " + (" ".join(self.path) or "(the root position)"),
            "position: " + self.position,
            "only deepthought: " + (" ".join(self.only_deepthought) or "(none)"),
            "only engine: " + (" ".join(self.only_engine) or "(none)"),
            f"found in game {self.game} (seed {self.seed}) at ply {len(self.path)}",
        ])


class Comparison(NamedTuple):
    variant: str
    games: int  # played, of those asked
    positions: int  # compared
    difference: Optional[Difference]  # the shortest found, None when the two agree

    @property
    def agree(self) -> bool:
        return self.difference is None

    def __str__(self) -> str:
        if self.difference is not None:
            return str(self.difference)
        return (f"deepthought and the engine agree on {self.positions} positions "
                f"of {self.games} random games of {self.variant}")


def _engine_moves(legal_moves: Callable[[str], Iterable[str]], position: str, path: List[str]) -> set:
    """The author's moves as a set; a move listed twice or that is not a string is the
    engine's error, as `compare` refuses such a divide, never a difference."""
    where = "after " + (" ".join(path) or "(the root position)")
    try:
        listed = list(legal_moves(position))
    except Exception as e:
        if hasattr(e, "add_note"):
            e.add_note(f"raised by the engine's legal_moves({position!r}), {where}")
        raise
    moves = set()
    for move in listed:
        if not isinstance(move, str):
            raise Error(f"the engine listed {move!r}, not a move's text, {where}")
        if move in moves:
            raise Error(f"the engine listed '{move}' twice, {where}")
        moves.add(move)
    return moves


def compare_generator(variant: str, legal_moves: Callable[[str], Iterable[str]], options=None,
                      games: int = 20, plies: int = 60, seed: int = 0,
                      position: Optional[str] = None) -> Comparison:
    """Plays `games` random games of `variant` (under `options`, from `position` or the start
    position) of at most `plies` moves each, every move drawn uniformly from Deep Thought's
    legal moves by a random.Random(seed), and compares `legal_moves(position_text)` with Deep
    Thought's moves at every position reached (the first and the last included). The same
    seed plays the same games on every machine."""
    if games < 1 or plies < 0:
        raise Error(f"games: expected at least 1, found {games}" if games < 1
                    else f"plies: expected at least 0, found {plies}")
    rng = random.Random(seed)
    best: Optional[Difference] = None
    compared = 0
    played = 0
    for number in range(1, games + 1):
        game = Game(variant, options=options, position=position)
        limit = plies if best is None else len(best.path) - 1
        if limit < 0:
            break  # a difference at the first position: no game can find a shorter one
        played += 1
        while True:
            ours = game.legal_moves()
            theirs = _engine_moves(legal_moves, game.position(), game.moves)
            compared += 1
            if theirs != set(ours):
                best = Difference(list(game.moves), game.position(), sorted(set(ours) - theirs),
                                  sorted(theirs - set(ours)), number, seed)
                break
            if not ours or len(game.moves) >= limit:
                break
            game.push(ours[rng.randrange(len(ours))])
    return Comparison(variant, played, compared, best)
