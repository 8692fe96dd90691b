// perft's leaves' grandparents (counting/perft.hpp's CountsChildren): the replies of every
// child counted at once. In a position G, the replying side's moves are counted once, as
// if it were to move, piece kind by piece kind; a move of G changes the board on its two
// squares only (castling and en passant aside), so each child's count is G's with only
// the parts those two squares can change counted again. What the shortcut does not cover
// (a check, changed pins, castling, en passant) is counted by count_moves, the plain
// count: tests/prop_orthodox.cpp holds the sums to the children's lists.
#pragma once

#include <bit>
#include <cstdint>

#include "make.hpp"
#include "movegen.hpp"

namespace dt::orthodox {

// The orthodox board of a position: the position itself. A variant that keeps one beside
// state of its own (Chess960) gives its own board_of, found by argument-dependent lookup.
inline const Position& board_of(const Position& p) { return p; }
inline Position& board_of(Position& p) { return p; }

namespace detail {

// The moves of one slider of the replying side along the lines of one kind (a queen has
// one of each kind), as counted in G: `seen` is its attack set there with its own square
// (a capture there removes it), `allowed` its pin line or every square.
struct SliderMoves {
  Bitboard seen, allowed;
  Square from;
  std::uint32_t count;
};

// A sink for the moves of `Us` in G (the generator's, move_sink.hpp) that adds, for each,
// the number of `Them`'s legal replies after it. `Board` is the position (orthodox's, or a
// variant's that keeps an orthodox board: board_of), made by its own make_move and counted
// by its own count_moves, both found by argument-dependent lookup; `Castles` its castling
// (HomeCastling's interface), whose squares all lie on the castling side's back rank.
template <Player Us, class Board = Position, template <Player> class Castles = HomeCastling>
class ReplyCounter {
  static constexpr Player Them = ~Us;

 public:
  explicit ReplyCounter(const Board& position) : position_(position), g_(board_of(position)) {
    const Position& g = g_;
    const Tables& t = kTables;
    ksq_ = g.king(Them);
    Bitboard checkers;
    checks_and_pins<Them>(g, ksq_, (g.by_type[Bishop] | g.by_type[Queen]) & g.by_player[Us],
                          (g.by_type[Rook] | g.by_type[Queen]) & g.by_player[Us], checkers, pinned_);
    // The side not to move is never in check in a legal position (art. 3.9); a position
    // given where it is has its children counted one by one.
    shared_ = !checkers;
    if (!shared_) return;
    const Bitboard occ = g.occupied(), them = g.by_player[Them];

    // Checks along a line and pins depend on each line from the king up to its first
    // piece, and when that piece is Them's, up to the second.
    const Bitboard first = (bishop_attacks(ksq_, occ) | rook_attacks(ksq_, occ)) & them;
    lines_ = bishop_attacks(ksq_, occ & ~first) | rook_attacks(ksq_, occ & ~first);

    // Them's position as if to move: G's en passant square is Us's to take.
    Board own = position;
    board_of(own).en_passant = -1;
    Bitboard reached;
    king_ = king_moves(own, reached);
    // Whether a square of steps | crossings is attacked depends on the pieces that can
    // reach it (the lines seen from it with the king lifted off, art. 3.9), the steps on
    // the king's neighbours' occupants, the castlings on the rights and the back rank.
    king_zone_ = t.king[ksq_];
    const Bitboard lifted = occ ^ bb(ksq_);
    for (Bitboard b = reached; b;) {
      const Square s = pop_lsb(b);
      king_zone_ |= bb(s) | t.king[s] | t.knight[s] | bishop_attacks(s, lifted) | rook_attacks(s, lifted);
    }
    if (Castles<Them>{own}.held()) king_zone_ |= Them == White ? kRank1 : kRank8;

    // A pawn's moves depend on its own square, those it takes on and the one or two
    // ahead, unless a piece of Them's stands there (taken by Us, it would still block).
    CountSink pawns;
    pawn_moves<Them>(board_of(own), pawns, ~them, pinned_, ksq_);
    pawns_ = pawns.count();
    constexpr Bitboard third = Them == White ? kRank3 : kRank6;
    const Bitboard p = g.pieces(Them, Pawn), ahead = shift_up<Them>(p) & ~them;
    pawn_zone_ = p | ahead | (shift_up<Them>(ahead & third) & ~them) | capture_west<Them>(p) | capture_east<Them>(p);

    knights_free_ = g.pieces(Them, Knight) & ~pinned_;
    for (Bitboard b = knights_free_; b;) knights_ += std::popcount(t.knight[pop_lsb(b)] & ~them);

    const Bitboard queens = g.pieces(Them, Queen);
    const auto note = [&](SliderMoves* list, std::uint32_t& n, Bitboard movers, auto attacks) {
      for (Bitboard b = movers; b;) {
        const Square from = pop_lsb(b);
        const Bitboard allowed = pinned_ & bb(from) ? t.line[ksq_][from] : ~Bitboard(0);
        const Bitboard reach = attacks(from, occ);
        const auto count = static_cast<std::uint32_t>(std::popcount(reach & ~them & allowed));
        list[n++] = {reach | bb(from), allowed, from, count};
        sliders_seen_ |= reach | bb(from);
        sliders_ += count;
      }
    };
    note(diagonal_, diagonals_, g.pieces(Them, Bishop) | queens, [](Square s, Bitboard o) { return bishop_attacks(s, o); });
    note(straight_, straights_, g.pieces(Them, Rook) | queens, [](Square s, Bitboard o) { return rook_attacks(s, o); });
    changing_ = lines_ | king_zone_ | pawn_zone_;
  }

  [[gnu::always_inline]] void add(PieceType moved, Square from, Bitboard targets) {
    while (targets) child(moved, from, pop_lsb(targets), Normal);
  }
  [[gnu::always_inline]] void pawn_steps(Bitboard targets, int step, MoveKind kind) {
    while (targets) {
      const Square to = pop_lsb(targets);
      child(Pawn, to - step, to, kind);
    }
  }
  void promotions(Bitboard targets, int step) {
    while (targets) {
      const Square to = pop_lsb(targets);
      for (const MoveKind kind : kPromotions) child(Pawn, to - step, to, kind);
    }
  }
  // A castling moves two pieces, en passant empties a third square: counted plainly.
  void castlings(Bitboard landings, int step) {
    while (landings) {
      const Square to = pop_lsb(landings);
      n_ += plain(King, to - step, to, Castling);
    }
  }
  void add(PieceType moved, Move m) { n_ += plain(moved, m.from(), m.to(), m.kind()); }

  std::uint64_t count() const { return n_; }

 private:
  [[gnu::noinline]] std::size_t plain(PieceType moved, Square from, Square to, MoveKind kind) const {
    Board c = position_;
    make_move(c, from, to, kind, moved, Mover<Us>{});
    return count_moves<Them>(c);
  }

  // The replies after a move that changes the board on `from` and `to` only.
  [[gnu::always_inline]] void child(PieceType moved, Square from, Square to, MoveKind kind) {
    const Bitboard touched = bb(from) | bb(to);
    // A knight, moved or promoted, may give check off the king's lines; a double step
    // beside a pawn of Them's opens en passant (make.hpp).
    const bool knight = (moved == Knight || kind == PromoteKnight) && (kTables.knight[ksq_] & bb(to));
    const bool passing = kind == DoubleStep && (kTables.pawn[Us][(from + to) / 2] & g_.pieces(Them, Pawn));
    if (!shared_ || knight || passing || (touched & changing_))
      n_ += made(moved, from, to, kind, knight);
    else
      n_ += king_ + pawns_ + knights(to) + sliders(touched, to);
  }

  // The same, when the move touches what the shortcut counted in G: the child is made,
  // its pins found again when the move touched a line through the king, and the king's
  // and the pawns' moves counted again when the move touched what they depend on.
  [[gnu::noinline]] std::size_t made(PieceType moved, Square from, Square to, MoveKind kind, bool knight) const {
    Board made = position_;
    make_move(made, from, to, kind, moved, Mover<Us>{});
    if (!shared_ || knight) return count_moves<Them>(made);
    const Position& c = board_of(made);
    const Bitboard touched = bb(from) | bb(to);
    if (touched & lines_) {
      Bitboard checkers, pinned;
      checks_and_pins<Them>(c, ksq_, (c.by_type[Bishop] | c.by_type[Queen]) & c.by_player[Us],
                            (c.by_type[Rook] | c.by_type[Queen]) & c.by_player[Us], checkers, pinned);
      if (checkers || pinned != pinned_) return count_moves<Them>(made);
    }
    Bitboard reached;
    std::size_t n = touched & king_zone_ ? king_moves(made, reached) : king_;
    if ((touched & pawn_zone_) || c.en_passant >= 0) {
      CountSink pawns;
      pawn_moves<Them>(c, pawns, ~c.by_player[Them], pinned_, ksq_);
      n += pawns.count();
    } else {
      n += pawns_;
    }
    return n + knights(to) + sliders(touched, to);
  }

  // Them's king's steps and castlings in `p`, where it is not in check; `reached` is
  // set to the squares whose safety they need.
  [[gnu::always_inline]] std::size_t king_moves(const Board& position, Bitboard& reached) const {
    Castles<Them> castles{position};
    const Position& p = board_of(position);
    const auto [steps, crossings, safe] =
        king_squares<Them>(p, castles, 0, ksq_, (p.by_type[Bishop] | p.by_type[Queen]) & p.by_player[Us],
                           (p.by_type[Rook] | p.by_type[Queen]) & p.by_player[Us]);
    reached = steps | crossings;
    CountSink king;
    king.add(King, ksq_, steps & safe);
    if (crossings) castles.add(king, safe);
    return king.count();
  }

  // A capture on `to` takes a piece of Them's: a knight's moves go, and the knights that
  // reach `to` may now take there.
  std::size_t knights(Square to) const {
    const Bitboard them = g_.by_player[Them];
    if (!(them & bb(to))) return knights_;
    const Tables& t = kTables;
    std::size_t n = knights_ + std::popcount(t.knight[to] & knights_free_);
    if (knights_free_ & bb(to)) n -= std::popcount(t.knight[to] & ~them);
    return n;
  }

  // A slider whose attack set in G holds neither changed square moves as it did (the
  // squares it reaches and whose they are are unchanged); one that sees either is
  // counted again, one taken on `to` is gone.
  [[gnu::always_inline]] std::size_t sliders(Bitboard touched, Square to) const {
    return touched & sliders_seen_ ? sliders_again(touched, to) : sliders_;
  }
  [[gnu::noinline]] std::size_t sliders_again(Bitboard touched, Square to) const {
    std::size_t n = sliders_;
    const Bitboard occupied = (g_.occupied() | bb(to)) & ~(touched ^ bb(to)), target = ~(g_.by_player[Them] & ~bb(to));
    for (std::uint32_t i = 0; i < diagonals_; ++i) {
      const SliderMoves& m = diagonal_[i];
      if (!(m.seen & touched)) continue;
      n -= m.count;
      if (m.from != to) n += std::popcount(bishop_attacks(m.from, occupied) & target & m.allowed);
    }
    for (std::uint32_t i = 0; i < straights_; ++i) {
      const SliderMoves& m = straight_[i];
      if (!(m.seen & touched)) continue;
      n -= m.count;
      if (m.from != to) n += std::popcount(rook_attacks(m.from, occupied) & target & m.allowed);
    }
    return n;
  }

  const Board& position_;
  const Position& g_;  // its board
  Square ksq_;
  bool shared_ = false;
  Bitboard pinned_ = 0, lines_ = 0, king_zone_ = 0, pawn_zone_ = 0, changing_ = 0;
  Bitboard knights_free_ = 0, sliders_seen_ = 0;
  std::size_t king_ = 0, pawns_ = 0, knights_ = 0, sliders_ = 0;
  std::uint32_t diagonals_ = 0, straights_ = 0;
  // At most 16 pieces a side, the king not a slider.
  SliderMoves diagonal_[15], straight_[15];
  std::uint64_t n_ = 0;
};

// `generate` is the Board's own (argument-dependent lookup), with its castling.
template <Player Us, class Board = Position, template <Player> class Castles = HomeCastling>
[[gnu::noinline]] std::uint64_t count_children(const Board& p) {
  ReplyCounter<Us, Board, Castles> counter(p);
  generate<Us>(p, counter);
  return counter.count();
}

}  // namespace detail

// The sum of count_legal over the positions one legal move from `p`.
inline std::uint64_t count_children(const Position& p) {
  return p.side == White ? detail::count_children<White>(p) : detail::count_children<Black>(p);
}

}  // namespace dt::orthodox
