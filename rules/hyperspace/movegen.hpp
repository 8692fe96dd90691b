// Legal move generation for Hyperspace Chess, written once over a sink (core/move_sink.hpp)
// that lists the moves or only counts them (perft's leaves, counting/perft.hpp's CountsMoves).
// Moves are found by piece family with blockers ignored (HY-2) and kept if the mover's
// king is not in check after the whole turn (HY-9). Under forced jumps most moves are
// judged by masks computed once per position (Verdict), so a count is a popcount of
// target sets; the others are played out. Header-only so perft inlines it.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <type_traits>

#include "../core/move_sink.hpp"
#include "../orthodox/movegen.hpp"
#include "attacks.hpp"
#include "turn.hpp"

namespace dt::hyperspace {

namespace detail {

template <Player Us>
constexpr Bitboard kLastRank = Us == White ? orthodox::kRank8 : orthodox::kRank1;
template <Player Us>
constexpr Bitboard kPawnStart = Us == White ? orthodox::kRank1 << 8 : orthodox::kRank1 << 48;

// The generator names the moving piece with each set of moves, for ChildVisitor
// (children.hpp), which then makes them without looking for it; a list or a count
// (core/move_sink.hpp) ignores it.
template <class CoreSink>
class PieceSink : public CoreSink {
 public:
  using CoreSink::CoreSink;
  using CoreSink::add_each;

  template <class Make>
  void add_each(PieceType, Bitboard targets, Make&& make) {
    this->add_each(targets, make);
  }
};

// A sink that only counts (perft's leaves): the order of the moves does not matter to it.
template <class Sink>
inline constexpr bool kCountsOnly = requires { requires !Sink::lists; };

// How the moves of one position are judged (HY-9). A move is played out (made, then the
// mover's king looked at) when it starts on `play_from`, or is a king's step ending on
// `king_play_to`; any other is legal when it ends on `ordinary` (a launch: `launch`, a
// king's step: `king`). The default plays every move out.
struct Verdict {
  Bitboard play_from = ~Bitboard{0};
  Bitboard king_play_to = 0;
  Bitboard ordinary = 0;
  Bitboard launch = 0;
  Bitboard king = 0;
  // Where a piece other than king and pawn has every move kept without playing it out:
  // none starts on play_from, and `ordinary` and `launch` allow every square. Only for a
  // forced-jumps verdict (a piece's reach is then its table's, blockers ignored, HY-2).
  Bitboard free_from = 0;
};

// What this turn's drops do to the board whatever the move is, as long as the move
// neither leaves nor enters a landing square: the squares that explode and the enemy
// pieces still standing afterwards (HY-5).
struct DropForecast {
  Bitboard landing = 0;  // squares where the mover's pieces drop this turn
  Bitboard crowded = 0;  // squares with two or more drops
  Bitboard blast = 0;    // the union of the 3x3 areas that explode
  Bitboard enemy_left = 0;
  Bitboard enemy_due = 0;  // where the other side's pieces drop at the end of its next turn (HY-9)
};

// Inlined: one pass over the transit list for the verdict's two sides.
template <Player Us>
[[gnu::always_inline]] inline DropForecast forecast(const Position& p) {
  const orthodox::Position& b = p.board;
  DropForecast f;
  for (int i = 0; i < p.transit_count; ++i) {
    const Transit& e = p.transit[i];
    if (e.turns != 1) continue;
    if (e.owner == Us) {
      f.crowded |= f.landing & bb(e.to);
      f.landing |= bb(e.to);
    } else {
      f.enemy_due |= bb(e.to);
    }
  }
  const Bitboard single = f.landing & ~f.crowded;
  for (Bitboard c = f.crowded | (single & b.by_player[Us]); c;) {
    const Square s = orthodox::pop_lsb(c);
    f.blast |= bb(s) | orthodox::kTables.king[s];
  }
  f.enemy_left = b.by_player[~Us] & ~(single & b.by_player[~Us]) & ~f.blast;
  return f;
}

// Under forced jumps check comes only from neighbours and drops (HY-9). The drops of this
// turn do the same whatever the move, unless the move leaves or enters a landing square:
// those moves are played out, the others judged from the forecast. A move that leaves the
// king where it is changes nothing near it except by capturing a neighbour, so in check
// only an ordinary capture of a lone checking neighbour helps (launches capture later).
// A king destroyed by the turn's explosions is in no check (HY-10).
// An ordinary move of a piece other than the king, from a square where nothing drops, onto
// a landing square L puts the mover's own piece under its drop: L's 3x3 area explodes
// (HY-5; a crowded L's did already), piece included. For the king nothing else changes
// but the enemies that area removes (the square the piece left blocked nothing: check
// is adjacent, HY-9), so the move is legal when the king is in that area or, with those
// enemies gone, in no check. Out of check that holds for every landing square.
template <Player Us>
Verdict forced_verdict(const Config& cfg, const Position& p) {
  constexpr Player Them = ~Us;
  const orthodox::Position& b = p.board;
  const DropForecast f = forecast<Us>(p);
  const Bitboard enemy_drops = cfg.drop_check ? f.enemy_due : 0;
  const Bitboard king = b.pieces(Us, King);
  const Bitboard checkers = adjacent_attackers(b, orthodox::lsb(king), Them, f.enemy_left);
  const bool safe_now = (f.blast & king) || !((enemy_drops & king) || checkers);
  Verdict v;
  v.play_from = v.king_play_to = f.landing;
  v.launch = safe_now ? ~Bitboard{0} : 0;
  v.ordinary = safe_now ? ~Bitboard{0} : (!(enemy_drops & king) && !orthodox::more_than_one(checkers) ? checkers : 0);
  if (!safe_now) {
    v.ordinary &= ~f.landing;
    for (Bitboard l = f.landing; l;) {
      const Square s = orthodox::pop_lsb(l);
      const Bitboard area = f.blast | bb(s) | orthodox::kTables.king[s];
      if ((area & king) || !((enemy_drops & king) || (checkers & ~area))) v.ordinary |= bb(s);
    }
  }
  v.free_from = safe_now ? ~f.landing : 0;
  // A king's step captures the piece it lands on, which never attacks its own square.
  if (orthodox::kTables.king[orthodox::lsb(king)] & ~b.by_player[Us])
    v.king = f.blast | ~(enemy_drops | adjacent_attacks<Them>(b, f.enemy_left));
  return v;
}

// The reference legality (HY-9): the mover's king is not in check once the whole turn
// (move, drops, explosions) is played out.
template <Player Us>
bool legal_when_played(const Config& cfg, const Position& p, Move m) {
  Position child = p;
  play_turn(cfg, child, m);
  return !in_check(cfg, child, Us);
}

// The four promotions of an ordinary pawn move (HY-8), queen first.
inline std::array<Move, 4> promotions(Square from, Square to) {
  return {Move(from, to, MoveKind::Ordinary, Queen), Move(from, to, MoveKind::Ordinary, Rook),
          Move(from, to, MoveKind::Ordinary, Bishop), Move(from, to, MoveKind::Ordinary, Knight)};
}

// The moves make(to) builds for each of `targets`: those on `play` are played out (the
// promotions of one pawn move together, as the type never decides legality), the others
// kept where `allowed` holds.
template <Player Us, class Sink, class Make>
[[gnu::noinline]] void add_played_out(const Config& cfg, const Position& p, Sink& s, PieceType moved, Bitboard targets,
                                      Make make) {
  for (Bitboard t = targets; t;) {
    const Square to = orthodox::pop_lsb(t);
    const auto built = make(to);
    Move m;
    if constexpr (std::is_same_v<decltype(built), const Move>)
      m = built;
    else
      m = built[0];
    if (legal_when_played<Us>(cfg, p, m)) s.add_each(moved, bb(to), make);
  }
}

template <Player Us, class Sink, class Make>
[[gnu::always_inline]] inline void add_judged(const Config& cfg, const Position& p, Sink& s, PieceType moved,
                                              Bitboard targets, Bitboard play, Bitboard allowed, Make make) {
  if (targets & play) add_played_out<Us>(cfg, p, s, moved, targets & play, make);
  s.add_each(moved, targets & ~play & allowed, make);
}

// One set of pawn moves, each `step` squares ahead of its origin; `played` holds the
// targets of the pawns on v.play_from. An ordinary move to the last rank is its four
// promotions (HY-8).
template <Player Us, class Sink>
[[gnu::always_inline]] inline void pawn_set(const Config& cfg, const Position& p, const Verdict& v, Sink& s,
                                            Bitboard targets, int step, Bitboard played, MoveKind kind) {
  if (kind == MoveKind::Launch) {
    add_judged<Us>(cfg, p, s, Pawn, targets, played, v.launch,
                   [=](int to) { return Move(to - step, to, MoveKind::Launch); });
    return;
  }
  const Bitboard play = played;
  add_judged<Us>(cfg, p, s, Pawn, targets & ~kLastRank<Us>, play, v.ordinary,
                 [=](int to) { return Move(to - step, to); });
  add_judged<Us>(cfg, p, s, Pawn, targets & kLastRank<Us>, play, v.ordinary,
                 [=](int to) { return promotions(to - step, to); });
}

// Pawns: the single step and the diagonal capture are ordinary moves; the double step
// is a launch that needs only its destination empty (HY-2). Under optional jumps it may
// also be played on the board through an empty middle square (HY-11); never en passant (HY-7).
template <Player Us, class Sink>
[[gnu::always_inline]] inline void pawn_moves(const Config& cfg, const Position& p, const Verdict& v, Sink& s) {
  using orthodox::shift_up;
  using orthodox::detail::capture_east;
  using orthodox::detail::capture_west;
  constexpr int up = Us == White ? 8 : -8;
  const orthodox::Position& b = p.board;
  const Bitboard empty = ~b.occupied(), them = b.by_player[~Us];
  const Bitboard pawns = b.pieces(Us, Pawn), played = pawns & v.play_from;
  const Bitboard steps = shift_up<Us>(pawns) & empty;
  if constexpr (kCountsOnly<Sink>) {
    // Counted by sets when no pawn's move is played out: the moves the verdict allows,
    // an ordinary move to the last rank as its four promotions (HY-8).
    if (!played && cfg.jumps == Jumps::Forced) {
      const auto ordinary = [&](Bitboard targets) {
        targets &= v.ordinary;
        return std::popcount(targets) + 3 * std::popcount(targets & kLastRank<Us>);
      };
      const Bitboard doubles = shift_up<Us>(shift_up<Us>(pawns & kPawnStart<Us>)) & empty;
      s.add_count(static_cast<std::size_t>(ordinary(steps) + ordinary(capture_west<Us>(pawns) & them) +
                                           ordinary(capture_east<Us>(pawns) & them) +
                                           std::popcount(doubles & v.launch)));
      return;
    }
  }
  pawn_set<Us>(cfg, p, v, s, steps, up, shift_up<Us>(played), MoveKind::Ordinary);
  pawn_set<Us>(cfg, p, v, s, capture_west<Us>(pawns) & them, orthodox::detail::kWest<Us>, capture_west<Us>(played),
               MoveKind::Ordinary);
  pawn_set<Us>(cfg, p, v, s, capture_east<Us>(pawns) & them, orthodox::detail::kEast<Us>, capture_east<Us>(played),
               MoveKind::Ordinary);
  const Bitboard twice_played = shift_up<Us>(shift_up<Us>(played));
  pawn_set<Us>(cfg, p, v, s, shift_up<Us>(shift_up<Us>(pawns & kPawnStart<Us>)) & empty, 2 * up, twice_played,
               MoveKind::Launch);
  if (cfg.jumps == Jumps::Optional)
    pawn_set<Us>(cfg, p, v, s, shift_up<Us>(shift_up<Us>(pawns & kPawnStart<Us>) & empty) & empty, 2 * up, twice_played,
                 MoveKind::Ordinary);
}

// Every other piece: a destination next to its square is an ordinary move, any other a
// launch, whatever stands between (HY-1, HY-2); a knight always launches. Under optional
// jumps the non-adjacent destinations an orthodox move reaches are ordinary moves too.
template <Player Us, class Sink>
[[gnu::always_inline]] inline void add_piece_moves(const Config& cfg, const Position& p, const Verdict& v, Sink& s,
                                                   PieceType moved, Square from, Bitboard reach,
                                                   Bitboard orthodox_reach, Bitboard ordinary_allowed,
                                                   Bitboard play_to = 0) {
  const Bitboard near = orthodox::kTables.king[from];
  const Bitboard ordinary = (reach & near) | (orthodox_reach & ~near);
  const bool played = bb(from) & v.play_from;
  add_judged<Us>(cfg, p, s, moved, ordinary, played ? ~Bitboard{0} : play_to, ordinary_allowed,
                 [=](int to) { return Move(from, to); });
  add_judged<Us>(cfg, p, s, moved, reach & ~near, played ? ~Bitboard{0} : 0, v.launch,
                 [=](int to) { return Move(from, to, MoveKind::Launch); });
}

// The moves of the pieces on v.free_from, counted: each reaches its table's squares not
// held by its own side (HY-1, HY-2), all of them legal by the verdict. Returns the pieces
// left to the plain generator.
template <Player Us, class Sink>
[[gnu::always_inline]] inline Bitboard count_free_pieces(const Position& p, const Verdict& v, Sink& s) {
  const orthodox::Tables& t = orthodox::kTables;
  const orthodox::Position& b = p.board;
  const Bitboard own = b.by_player[Us];
  const Bitboard queens = b.pieces(Us, Queen) & v.free_from;
  std::size_t n = 0;
  for (Bitboard k = b.pieces(Us, Knight) & v.free_from; k;)
    n += static_cast<std::size_t>(std::popcount(t.knight[orthodox::pop_lsb(k)] & ~own));
  for (Bitboard d = (b.pieces(Us, Bishop) & v.free_from) | queens; d;)
    n += static_cast<std::size_t>(std::popcount(t.bishop_ray[orthodox::pop_lsb(d)] & ~own));
  for (Bitboard r = (b.pieces(Us, Rook) & v.free_from) | queens; r;)
    n += static_cast<std::size_t>(std::popcount(t.rook_ray[orthodox::pop_lsb(r)] & ~own));
  s.add_count(n);
  return ~v.free_from;
}

template <Player Us, class Sink>
[[gnu::always_inline]] inline void piece_moves(const Config& cfg, const Position& p, const Verdict& v, Sink& s) {
  const orthodox::Tables& t = orthodox::kTables;
  const orthodox::Position& b = p.board;
  const Bitboard own = b.by_player[Us], occ = b.occupied();
  const bool optional = cfg.jumps == Jumps::Optional;
  // The king steps; it never launches except by castling under castling=hyperspace (HY-15).
  for (Bitboard k = b.pieces(Us, King); k;) {
    const Square from = orthodox::pop_lsb(k);
    add_piece_moves<Us>(cfg, p, v, s, King, from, t.king[from] & ~own, 0, v.king, v.king_play_to);
  }
  // The squares of the pieces still to generate.
  Bitboard left = ~Bitboard{0};
  if constexpr (kCountsOnly<Sink>) left = count_free_pieces<Us>(p, v, s);
  for (Bitboard n = b.pieces(Us, Knight) & left; n;) {
    const Square from = orthodox::pop_lsb(n);
    add_piece_moves<Us>(cfg, p, v, s, Knight, from, t.knight[from] & ~own, optional ? t.knight[from] & ~own : 0,
                        v.ordinary);
  }
  const Bitboard queens = b.pieces(Us, Queen) & left;
  for (Bitboard d = (b.pieces(Us, Bishop) & left) | queens; d;) {
    const Square from = orthodox::pop_lsb(d);
    add_piece_moves<Us>(cfg, p, v, s, queens & bb(from) ? Queen : Bishop, from, t.bishop_ray[from] & ~own,
                        optional ? orthodox::bishop_attacks(from, occ) & ~own : 0, v.ordinary);
  }
  for (Bitboard r = (b.pieces(Us, Rook) & left) | queens; r;) {
    const Square from = orthodox::pop_lsb(r);
    add_piece_moves<Us>(cfg, p, v, s, queens & bb(from) ? Queen : Rook, from, t.rook_ray[from] & ~own,
                        optional ? orthodox::rook_attacks(from, occ) & ~own : 0, v.ordinary);
  }
}

// HY-6, HY-14: rights, an empty path on the board (pieces in transit never block), the
// king's square and the passed square not attacked before the move. The arrival square
// is judged after the whole turn, with every other move (HY-9): castling is played out.
template <Player Us, class Sink>
[[gnu::noinline]] void castling_when_open(const Config& cfg, const Position& p, Sink& s, bool short_open,
                                          bool long_open) {
  constexpr Player Them = ~Us;
  constexpr Square king = Us == White ? 4 : 60;
  if (attacked_for_castling(cfg, p, king, Them)) return;
  const auto castle = [&](Square to, MoveKind kind) {
    const Move m(king, to, kind);
    if (legal_when_played<Us>(cfg, p, m)) s.add(m);
  };
  if (short_open && !attacked_for_castling(cfg, p, king + 1, Them)) castle(king + 2, MoveKind::CastleShort);
  if (long_open && !attacked_for_castling(cfg, p, king - 1, Them)) castle(king - 2, MoveKind::CastleLong);
}

// Inlined into the generator: most positions have no side's path clear, and the test
// costs less than the call.
template <Player Us, class Sink>
[[gnu::always_inline]] inline void castling_moves(const Config& cfg, const Position& p, Sink& s) {
  if (cfg.castling == CastlingRule::Off) return;
  constexpr Square king = Us == White ? 4 : 60;
  constexpr std::uint8_t short_right = Us == White ? orthodox::WhiteShort : orthodox::BlackShort;
  constexpr std::uint8_t long_right = Us == White ? orthodox::WhiteLong : orthodox::BlackLong;
  const orthodox::Position& b = p.board;
  const Bitboard occ = b.occupied();
  // The attacks are looked at only for a side whose path is clear.
  const bool short_open = (b.castling & short_right) && !(occ & (bb(king + 1) | bb(king + 2)));
  const bool long_open = (b.castling & long_right) && !(occ & (bb(king - 1) | bb(king - 2) | bb(king - 3)));
  if (short_open || long_open) castling_when_open<Us>(cfg, p, s, short_open, long_open);
}

// The legal moves, before the choices of the pawns placed by this turn's drops (HY-16).
template <Player Us, class Sink>
void generate(const Config& cfg, const Position& p, Sink& s) {
  constexpr Player Them = ~Us;
  const orthodox::Position& b = p.board;
  // CO-1, HY-10: a game whose king is gone has no moves.
  if (!(b.pieces(Us, King) && b.pieces(Them, King)) && !(p.has_king(Us) && p.has_king(Them))) return;
  // Without a king on the board, or with optional jumps (distant check, HY-11), every
  // move is played out.
  const Verdict v = cfg.jumps == Jumps::Forced && b.pieces(Us, King) ? forced_verdict<Us>(cfg, p) : Verdict{};
  piece_moves<Us>(cfg, p, v, s);
  pawn_moves<Us>(cfg, p, v, s);
  castling_moves<Us>(cfg, p, s);
}

// The mover's pawns dropping on its last rank this turn (HY-16).
template <Player Us>
Bitboard promoting_drops(const Position& p) {
  Bitboard promoting = 0;
  for (int i = 0; i < p.transit_count; ++i) {
    const Transit& e = p.transit[i];
    if (e.owner == Us && e.turns == 1 && e.piece == Pawn) promoting |= bb(e.to) & kLastRank<Us>;
  }
  return promoting;
}

// Which of the mover's pawns dropping on its last rank this turn (on `promoting`) are
// placed, not exploded (HY-16), after move `m`: each is judged by itself, as the move may
// leave one landing square and enter another.
template <Player Us>
Bitboard placed_by_drop(const Config& cfg, const orthodox::Position& b, const DropForecast& f, Bitboard promoting,
                        Move m) {
  Bitboard own = b.by_player[Us];
  switch (m.kind) {
    case MoveKind::Ordinary: own = (own & ~bb(m.from)) | bb(m.to); break;
    case MoveKind::Launch: own &= ~bb(m.from); break;
    case MoveKind::CastleShort:
    case MoveKind::CastleLong: {
      const bool short_side = m.kind == MoveKind::CastleShort;
      const Square rook = short_side ? m.from + 3 : m.from - 4;
      own &= ~(bb(m.from) | bb(rook));
      if (cfg.castling == CastlingRule::Board) own |= bb(m.to) | bb(short_side ? m.from + 1 : m.from - 1);
      break;
    }
    case MoveKind::EnPassant: break;
  }
  return promoting & ~f.crowded & ~own;
}

// HY-16: the owner of each pawn placed on its last rank chooses its type with the move,
// so a legal move after which n pawns are placed comes in 4^n versions, one per
// combination of choices.
template <Player Us>
Move* add_drop_promotions(const Config& cfg, const Position& p, Move* first, Move* out) {
  const Bitboard promoting = promoting_drops<Us>(p);
  if (!promoting) return out;
  const DropForecast f = forecast<Us>(p);
  std::ptrdiff_t versions = 0;
  for (Move* m = first; m != out; ++m)
    versions += std::ptrdiff_t{1} << (2 * std::popcount(placed_by_drop<Us>(cfg, p.board, f, promoting, *m)));
  Move* write = first + versions;
  Move* const end = write;
  for (Move* m = out; m != first;) {
    --m;
    const Bitboard placed = placed_by_drop<Us>(cfg, p.board, f, promoting, *m);
    // Choice number c gives the k-th placed pawn (by file) the type Queen - (bits 2k, 2k + 1
    // of c): a move's versions are listed Q, R, B, N for the first pawn.
    for (unsigned c = 1u << (2 * std::popcount(placed)); c-- > 0;) {
      Move version = *m;
      unsigned bits = c;
      for (Bitboard s = placed; s; bits >>= 2)
        version.choose_drop_promotion(orthodox::file_of(orthodox::pop_lsb(s)), static_cast<PieceType>(Queen - (bits & 3)));
      *--write = version;
    }
  }
  return end;
}

template <Player Us>
Move* generate_legal(const Config& cfg, const Position& p, Move* out) {
  PieceSink<MoveWriter<Move>> list(out);
  generate<Us>(cfg, p, list);
  return add_drop_promotions<Us>(cfg, p, out, list.end());
}

template <Player Us>
std::size_t count_legal(const Config& cfg, const Position& p) {
  PieceSink<MoveCounter> counter;
  generate<Us>(cfg, p, counter);
  return counter.count();
}

}  // namespace detail

inline Move* generate_legal(const Config& cfg, const Position& p, Move* out) {
  return p.board.side == White ? detail::generate_legal<White>(cfg, p, out) : detail::generate_legal<Black>(cfg, p, out);
}

// Whether this turn's drops may place a pawn on its last rank (HY-16), whose choices of
// type multiply the moves: count_legal does not count them.
inline bool promotes_by_drop(const Position& p) {
  return p.board.side == White ? detail::promoting_drops<White>(p) != 0 : detail::promoting_drops<Black>(p) != 0;
}

// The number of legal moves, counted without listing them; for a position where
// promotes_by_drop is false.
inline std::size_t count_legal(const Config& cfg, const Position& p) {
  return p.board.side == White ? detail::count_legal<White>(cfg, p) : detail::count_legal<Black>(cfg, p);
}

}  // namespace dt::hyperspace
