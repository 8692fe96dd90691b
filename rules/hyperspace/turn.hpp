// One whole turn (HY-4): the mover's move, ordinary or launch, then every one of the
// mover's pieces due this turn drops at once (HY-5). Copy-make: the caller keeps the
// position before it.
#pragma once

#include "../orthodox/make.hpp"
#include "types.hpp"

namespace dt::hyperspace {

namespace detail {

using orthodox::detail::kCastlingKept;

inline void remove_piece(orthodox::Position& b, Square s) {
  const Bitboard m = bb(s);
  b.by_player[White] &= ~m;
  b.by_player[Black] &= ~m;
  for (auto& t : b.by_type) t &= ~m;
}

// Keeps the list in its canonical order (types.hpp).
inline void add_transit(Position& p, Transit e) {
  int i = p.transit_count++;
  while (i > 0 && before(e, p.transit[i - 1])) {
    p.transit[i] = p.transit[i - 1];
    --i;
  }
  p.transit[i] = e;
}

// HY-3: a launch from distance d drops at the end of the owner's turn t + d - 1, so right
// after its own turn it has d - 1 turns left (HY-13).
inline Transit flight(Player owner, PieceType piece, Square from, Square to) {
  const int turns = piece == Knight ? 1 : distance(from, to) - 1;
  return {static_cast<std::int8_t>(to), piece, owner, static_cast<std::uint8_t>(turns)};
}

// HY-4, HY-5, HY-13: drops of the mover's entries with one turn left, then the count-down
// of its other entries. All drops are placed before all explosions are resolved. Each
// pawn placed on its last rank becomes the type `m` chooses for its file (HY-16); a queen
// stands in for a move without that choice, as the type never decides legality.
inline bool drop_and_explode(Position& p, Player us, Move m) {
  orthodox::Position& b = p.board;
  Bitboard landing = 0, crowded = 0;
  for (int i = 0; i < p.transit_count; ++i) {
    const Transit& e = p.transit[i];
    if (e.owner != us || e.turns != 1) continue;
    crowded |= landing & bb(e.to);
    landing |= bb(e.to);
  }
  bool removed = false;
  Bitboard centres = crowded;  // two or more drops on one square explode (HY-5)
  int kept = 0;
  for (int i = 0; i < p.transit_count; ++i) {
    Transit e = p.transit[i];
    if (e.owner != us) { p.transit[kept++] = e; continue; }
    if (e.turns > 1) { --e.turns; p.transit[kept++] = e; continue; }
    const Bitboard at = bb(e.to);
    if (crowded & at) continue;
    if (b.by_player[us] & at) { centres |= at; continue; }  // onto its own side: explodes
    if (b.by_player[~us] & at) {                              // onto an enemy: captures
      remove_piece(b, e.to);
      b.castling &= kCastlingKept[e.to];
      removed = true;
    }
    PieceType placed = e.piece;
    // HY-16: a pawn placed on its last rank promotes before the explosions.
    if (placed == Pawn && (at & (us == White ? orthodox::kRank8 : orthodox::kRank1))) {
      const PieceType chosen = m.drop_promotion(orthodox::file_of(e.to));
      placed = chosen == NoPiece ? Queen : chosen;
    }
    b.put(us, placed, e.to);
  }
  for (int i = kept; i < p.transit_count; ++i) p.transit[i] = Transit{};  // equal positions compare equal
  p.transit_count = static_cast<std::uint8_t>(kept);

  // The union of the 3x3 areas, both colours, kings included (HY-5).
  Bitboard blast = 0;
  for (Bitboard c = centres; c;) {
    const Square s = orthodox::pop_lsb(c);
    blast |= bb(s) | orthodox::kTables.king[s];
  }
  for (Bitboard hit = blast & b.occupied(); hit;) {
    const Square s = orthodox::pop_lsb(hit);
    remove_piece(b, s);
    b.castling &= kCastlingKept[s];
    removed = true;
  }
  return removed;
}

// What a move does on the board at once: an ordinary move (HY-1) or castling on the board
// is made, a launched piece leaves the board (HY-2). The launched pieces' entries join
// the transit list after the turn's drops (HY-4), so that they are not counted down.
struct MoveMade {
  bool reset = false;  // a capture or a pawn moved: the halfmove clock restarts
  int launches = 0;
  Transit launched[2]{};
};

// `moved` is the type of the piece on the move's origin (the king when castling): a
// generator that knows it spares the search of the board for it. Inlined where the move's
// kind and piece are mostly constants.
[[gnu::always_inline]] inline MoveMade make_on_board(const Config& cfg, orthodox::Position& b, Player us, Move m,
                                                     PieceType moved) {
  const Square from = m.from, to = m.to;
  MoveMade made;
  switch (m.kind) {
    case MoveKind::Ordinary: {
      if (b.by_player[~us] & bb(to)) {
        remove_piece(b, to);
        made.reset = true;
      }
      b.by_player[us] ^= bb(from);
      b.by_type[moved] ^= bb(from);
      b.put(us, m.promotion == NoPiece ? moved : m.promotion, to);
      made.reset |= moved == Pawn;
      b.castling &= kCastlingKept[from] & kCastlingKept[to];
      break;
    }
    case MoveKind::Launch: {
      // HY-1, HY-2: the piece leaves the board now; its destination is judged at the drop.
      b.by_player[us] ^= bb(from);
      b.by_type[moved] ^= bb(from);
      made.launched[made.launches++] = flight(us, moved, from, to);
      made.reset = moved == Pawn;
      b.castling &= kCastlingKept[from];
      break;
    }
    case MoveKind::CastleShort:
    case MoveKind::CastleLong: {
      const bool short_side = m.kind == MoveKind::CastleShort;
      const Square king = us == White ? 4 : 60;
      const Square rook = short_side ? king + 3 : king - 4;
      const Square king_to = short_side ? king + 2 : king - 2, rook_to = short_side ? king + 1 : king - 1;
      remove_piece(b, king);
      remove_piece(b, rook);
      if (cfg.castling == CastlingRule::Hyperspace) {  // HY-6: both pieces launch
        made.launched[made.launches++] = flight(us, King, king, king_to);
        made.launched[made.launches++] = flight(us, Rook, rook, rook_to);
      } else {
        b.put(us, King, king_to);
        b.put(us, Rook, rook_to);
      }
      b.castling &= kCastlingKept[king];
      break;
    }
    case MoveKind::EnPassant: break;  // only under jumps=off, made by the orthodox rules
  }
  return made;
}

inline void add_launches(Position& p, const MoveMade& made) {
  for (int i = 0; i < made.launches; ++i) add_transit(p, made.launched[i]);
}

// The end of `us`'s turn: the clocks, and the other side to move.
inline void end_turn(orthodox::Position& b, Player us, bool reset) {
  b.halfmove = reset ? 0 : orthodox::tick(b.halfmove);
  if (us == Black) b.fullmove = orthodox::tick(b.fullmove);
  b.side = ~us;
}

}  // namespace detail

inline void play_turn(const Config& cfg, Position& p, Move m) {
  const Player us = p.board.side;
  const detail::MoveMade made = detail::make_on_board(cfg, p.board, us, m, p.board.type_on(m.from));
  const bool removed = detail::drop_and_explode(p, us, m);
  detail::add_launches(p, made);
  detail::end_turn(p.board, us, made.reset || removed);
}

// The turn of the side to move in `p` with its drops alone, as if it made no move. A move
// that neither starts nor, if ordinary, ends on a square of the drops (where they land,
// and the areas that explode) touches none of the squares the drops change, nor they its
// squares: made on this position by play_after_drops, it gives play_turn's position. A
// turn whose drops promote pawns (HY-16) depends on the move's choices: play it in full.
inline Position drops_alone(const Position& p) {
  Position out = p;
  const Player us = p.board.side;
  const bool removed = detail::drop_and_explode(out, us, Move(0, 0));
  detail::end_turn(out.board, us, removed);
  return out;
}

// Move `m` of `us`'s piece `moved` made on drops_alone's position (see there for the
// moves it may make).
[[gnu::always_inline]] inline void play_after_drops(const Config& cfg, Position& after_drops, Player us, Move m,
                                                    PieceType moved) {
  const detail::MoveMade made = detail::make_on_board(cfg, after_drops.board, us, m, moved);
  detail::add_launches(after_drops, made);
  if (made.reset) after_drops.board.halfmove = 0;
}

}  // namespace dt::hyperspace
