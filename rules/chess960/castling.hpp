// Chess960 castling (FR-1): every square the king and the rook cross or land on is empty
// but for the two of them, and no square the king stands on, crosses or lands on is
// attacked. The king and the rook of a right held stand on their back rank (FR-3's
// reader refuses a right otherwise, and a move of either drops it), so each right's
// squares depend on the two files alone: they are a table, rather than two spans built
// at every position that holds one. The squares that must be empty are also carried by
// the position (Position::clear), so that a castling closed by a piece, as in most
// positions that hold a right, costs one test; the table is read for an open one.
#pragma once

#include <array>

#include "../orthodox/move_sink.hpp"
#include "../orthodox/movegen.hpp"
#include "make.hpp"
#include "position.hpp"

namespace dt::chess960 {

// The squares of one castling of a king and a rook on the same back rank.
struct CastlingPath {
  Bitboard clear = 0;      // must be empty: crossed or landed on, king and rook aside
  Bitboard king_path = 0;  // must not be attacked: the king's square to its landing square
  // Where a piece must stand to attack the king's path or a square the king steps to:
  // the king stands on its file of this table's index while the right is held.
  orthodox::Reach reach{};
};

// Indexed [player][king's file][rook's file]; the short side is the rook's beyond the
// king (castling.cpp).
using CastlingPaths = std::array<std::array<std::array<CastlingPath, 8>, 8>, 2>;
extern const CastlingPaths kCastlingPaths;

// The castling of right `i` of `Us`, whose path is clear, when no square of the king's
// path is attacked; attacks are judged with king and rook lifted off: a rook on b1
// shielding c1 from a queen on a1 no longer shields it once castled.
template <Player Us, class Sink>
[[gnu::noinline]] void castle_if_safe(const Position& p, Sink& s, int i, Bitboard king_path) {
  const orthodox::Position& b = p.board;
  const Square king = b.king(Us), rook = p.rook[i];
  const Bitboard lifted = b.occupied() ^ orthodox::bb(king) ^ orthodox::bb(rook);
  for (Bitboard squares = king_path; squares;)
    if (orthodox::attackers(b, orthodox::pop_lsb(squares), ~Us, lifted)) return;
  s.add(orthodox::King, Move(king, rook, orthodox::Castling));
}

// The castlings of `Us` (FR-1), written as the king taking its own rook (FR-2), as
// orthodox's generator asks for them (orthodox::detail::HomeCastling's interface): the
// king's path of each castling whose squares are empty is tested with the king's steps,
// in the same pass, with the king lifted off. Only the rook's lifting is left: a rook
// shields a square of the king's path only along its back rank, so a castling whose
// path that pass finds safe is judged whole again (castle_if_safe) only when an enemy
// rook or queen stands on that rank. Most positions that hold a right have a piece on
// its path (every one of the first moves).
template <Player Us>
class Chess960Castling {
 public:
  explicit Chess960Castling(const Position& p) : p_(p) {}

  bool held() const { return p_.castling & rights_of(Us); }

  // The king's path (never empty: it holds the king's square) of each castling open,
  // whose paths are kept for reach() and add().
  Bitboard crossings(Bitboard occ) {
    const int king_file = orthodox::file_of(p_.board.king(Us));
    Bitboard squares = 0;
    for (const bool short_side : {true, false}) {
      const int i = right_index(Us, short_side);
      if (occ & p_.clear[i]) continue;  // not held, or a piece in the way
      const CastlingPath& path = kCastlingPaths[Us][king_file][orthodox::file_of(p_.rook[i])];
      open_[i & 1] = &path;
      squares |= path.king_path;
    }
    return squares;
  }
  // The king's reach and the open paths', which may lie beyond it (a king on b1
  // castling to g1).
  orthodox::Reach reach(Square ksq, Bitboard crossings) const {
    if (!crossings) return orthodox::detail::king_reach(ksq);
    if (!open_[0] || !open_[1]) return (open_[0] ? open_[0] : open_[1])->reach;
    const orthodox::Reach &a = open_[0]->reach, &b = open_[1]->reach;
    return {a.knights | b.knights, a.bishop_lines | b.bishop_lines, a.rook_lines | b.rook_lines};
  }
  template <class Sink>
  void add(Sink& s, Bitboard safe) const {
    const orthodox::Position& b = p_.board;
    constexpr Bitboard back_rank = Us == orthodox::White ? orthodox::kRank1 : orthodox::kRank8;
    const auto rank_sliders = [&b] {
      return (b.by_type[orthodox::Rook] | b.by_type[orthodox::Queen]) & b.by_player[~Us] & back_rank;
    };
    for (const bool short_side : {true, false}) {
      const int i = right_index(Us, short_side);
      const CastlingPath* path = open_[i & 1];
      if (!path || (path->king_path & ~safe)) continue;
      if (rank_sliders())
        castle_if_safe<Us>(p_, s, i, path->king_path);
      else
        s.add(orthodox::King, Move(b.king(Us), p_.rook[i], orthodox::Castling));
    }
  }

 private:
  const Position& p_;
  std::array<const CastlingPath*, 2> open_{};  // by side: short, long; null when not open
};

}  // namespace dt::chess960
