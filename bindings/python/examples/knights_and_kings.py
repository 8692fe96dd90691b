"""A toy move generator, written apart from Deep Thought, for orthodox chess positions that
hold kings and knights only, with a planted bug: it forgets that a king may not step next
to the other king (FIDE Laws 3.8.2: no move may leave one's own king attacked, and a king
attacks the squares around it). deepthought.differential finds the bug in random games.

  python3 knights_and_kings.py          the buggy generator: prints the difference, exit 1
  python3 knights_and_kings.py --fixed  the bug mended: prints the agreement, exit 0
"""
import sys

from deepthought.differential import compare_generator

START = "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 0 1"
KNIGHT_STEPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING_STEPS = [(f, r) for f in (-1, 0, 1) for r in (-1, 0, 1) if (f, r) != (0, 0)]


def read_position(fen):
    """{(file, rank): piece letter} from 0, and the side to move, 'w' or 'b'."""
    placement, side = fen.split()[:2]
    board = {}
    for rank, row in zip(range(7, -1, -1), placement.split("/")):
        file = 0
        for c in row:
            if c.isdigit():
                file += int(c)
            else:
                board[(file, rank)] = c
                file += 1
    return board, side


def name(square):
    return "abcdefgh"[square[0]] + str(square[1] + 1)


def steps(square, deltas):
    for df, dr in deltas:
        f, r = square[0] + df, square[1] + dr
        if 0 <= f < 8 and 0 <= r < 8:
            yield (f, r)


def attacked(board, square, by_white, kings_apart):
    """Whether a piece of the side `by_white` attacks `square`."""
    knight, king = ("N", "K") if by_white else ("n", "k")
    if any(board.get(s) == knight for s in steps(square, KNIGHT_STEPS)):
        return True
    return kings_apart and any(board.get(s) == king for s in steps(square, KING_STEPS))


def legal_moves(fen, kings_apart=False):
    """Every legal move in Deep Thought's orthodox notation (from and to squares, e.g. g1f3).
    With kings_apart False, the planted bug: the other king's attacks are forgotten."""
    board, side = read_position(fen)
    white = side == "w"
    own = str.isupper if white else str.islower
    moves = []
    for square, piece in list(board.items()):
        if not own(piece):
            continue
        for to in steps(square, KNIGHT_STEPS if piece in "Nn" else KING_STEPS):
            if to in board and own(board[to]):
                continue
            after = dict(board)
            del after[square]
            after[to] = piece
            king = next(s for s, p in after.items() if p == ("K" if white else "k"))
            if not attacked(after, king, not white, kings_apart):
                moves.append(name(square) + name(to))
    return moves


if __name__ == "__main__":
    fixed = sys.argv[1:] == ["--fixed"]
    report = compare_generator("orthodox", lambda fen: legal_moves(fen, kings_apart=fixed),
                               position=START, games=20, plies=80, seed=1)
    print(report)
    sys.exit(0 if report.agree else 1)
