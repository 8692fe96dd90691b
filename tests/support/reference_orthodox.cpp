#include "support/reference_orthodox.hpp"

#include <cctype>
#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <vector>
#include "support/square_offsets.hpp"

namespace dt::test {

namespace {

// A castling right: its side and its rook's file. Orthodox castling is Chess960's with
// the king on the e-file and the rooks in the corners, so one rule serves both; only
// the notation differs.
struct Right {
  bool white;
  int rook_file;
};

struct Board {
  char piece[8][8];  // [file][rank], the FEN letter or '.'
  bool white_to_move = true;
  bool chess960 = false;      // castling written king-takes-rook, rights in X-FEN
  std::vector<Right> rights;  // as the FEN lists them
  int ep_file = -1, ep_rank = -1;
  std::uint64_t halfmove = 0, fullmove = 1;
};

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
bool is_white(char p) { return std::isupper(static_cast<unsigned char>(p)) != 0; }
bool is_empty(const Board& b, int file, int rank) { return b.piece[file][rank] == '.'; }
bool owned_by(char p, bool white) { return p != '.' && is_white(p) == white; }
char kind(char p) { return static_cast<char>(std::tolower(static_cast<unsigned char>(p))); }
char letter_of(char kind_letter, bool white) {
  return white ? static_cast<char>(std::toupper(static_cast<unsigned char>(kind_letter))) : kind_letter;
}

int king_file(const Board& b, bool white) {
  for (int file = 0; file < 8; ++file)
    if (b.piece[file][white ? 0 : 7] == (white ? 'K' : 'k')) return file;
  return -1;
}

// The file of the outermost rook of a side on its first rank beyond the king, towards
// h (short) or a, or -1.
int outermost_rook(const Board& b, bool white, bool short_side) {
  const int king = king_file(b, white);
  for (int file = short_side ? 7 : 0; file != king; file += short_side ? -1 : 1)
    if (b.piece[file][white ? 0 : 7] == (white ? 'R' : 'r')) return file;
  return -1;
}

Board read_fen(std::string_view fen, bool chess960) {
  std::istringstream in{std::string(fen)};
  std::string placement, side, castling, ep;
  in >> placement >> side >> castling >> ep;
  Board b{};
  if (!(in >> b.halfmove >> b.fullmove)) b.halfmove = 0, b.fullmove = 1;
  for (auto& file : b.piece)
    for (char& square : file) square = '.';
  for_each_placed(placement, [&](int file, int rank, char c) { b.piece[file][rank] = c; });
  b.white_to_move = side == "w";
  b.chess960 = chess960;
  for (const char c : castling == "-" ? std::string() : castling) {
    const bool white = is_white(c);
    const char lower = kind(c);
    const int file = lower == 'k' || lower == 'q' ? outermost_rook(b, white, lower == 'k') : lower - 'a';
    b.rights.push_back({white, file});
  }
  if (ep != "-") {
    b.ep_file = ep[0] - 'a';
    b.ep_rank = ep[1] - '1';
  }
  return b;
}

// Whether a piece of the given colour could capture on (file, rank): looked for from the
// square outward, each piece kind along its own lines.
bool attacked(const Board& b, int file, int rank, bool by_white) {
  auto holds = [&](int f, int r, char kind_letter) {
    return on_board(f, r) && b.piece[f][r] == letter_of(kind_letter, by_white);
  };
  for (const auto [df, dr] : kKnightLeaps)
    if (holds(file + df, rank + dr, 'n')) return true;
  for (const auto [df, dr] : kAllLines)
    if (holds(file + df, rank + dr, 'k')) return true;
  const int pawn_rank = by_white ? rank - 1 : rank + 1;  // pawns capture forward
  if (holds(file - 1, pawn_rank, 'p') || holds(file + 1, pawn_rank, 'p')) return true;
  for (const auto [df, dr] : kAllLines) {
    const bool straight = df == 0 || dr == 0;
    int f = file + df, r = rank + dr;
    while (on_board(f, r) && is_empty(b, f, r)) f += df, r += dr;
    if (!on_board(f, r) || !owned_by(b.piece[f][r], by_white)) continue;
    const char k = kind(b.piece[f][r]);
    if (k == 'q' || k == (straight ? 'r' : 'b')) return true;
  }
  return false;
}

std::string square_text(int file, int rank) {
  return {static_cast<char>('a' + file), static_cast<char>('1' + rank)};
}

struct Candidate {
  std::string uci;
  Board after;
};

class Lister {
 public:
  explicit Lister(const Board& b) : b_(b), white_(b.white_to_move) {}

  std::vector<Candidate> pseudo_legal() {
    for (int file = 0; file < 8; ++file)
      for (int rank = 0; rank < 8; ++rank) {
        const char p = b_.piece[file][rank];
        if (!owned_by(p, white_)) continue;
        switch (kind(p)) {
          case 'p': pawn(file, rank); break;
          case 'n': for (const auto o : kKnightLeaps) step(file, rank, o); break;
          case 'b': for (const auto o : kBishopLines) slide(file, rank, o); break;
          case 'r': for (const auto o : kRookLines) slide(file, rank, o); break;
          case 'q': for (const auto o : kAllLines) slide(file, rank, o); break;
          case 'k':
            for (const auto o : kAllLines) step(file, rank, o);
            castle(file, rank);
            break;
        }
      }
    return std::move(out_);
  }

 private:
  // The board after moving the piece from one square to another, capturing what stands there.
  Board moved(int ff, int fr, int tf, int tr) const {
    Board a = b_;
    a.piece[tf][tr] = a.piece[ff][fr];
    a.piece[ff][fr] = '.';
    a.white_to_move = !white_;
    return a;
  }

  void add(int ff, int fr, int tf, int tr, const Board& after, std::string suffix = "") {
    out_.push_back({square_text(ff, fr) + square_text(tf, tr) + suffix, after});
  }

  bool enterable(int f, int r) const { return on_board(f, r) && !owned_by(b_.piece[f][r], white_); }

  void step(int file, int rank, Offset o) {
    const int f = file + o.file, r = rank + o.rank;
    if (enterable(f, r)) add(file, rank, f, r, moved(file, rank, f, r));
  }

  void slide(int file, int rank, Offset o) {
    for (int f = file + o.file, r = rank + o.rank; enterable(f, r); f += o.file, r += o.rank) {
      add(file, rank, f, r, moved(file, rank, f, r));
      if (!is_empty(b_, f, r)) break;
    }
  }

  // A pawn reaching the last rank becomes one of four pieces: four moves.
  void pawn_to(int file, int rank, int f, int r) {
    Board after = moved(file, rank, f, r);
    if (r != (white_ ? 7 : 0)) {
      add(file, rank, f, r, after);
      return;
    }
    for (const char k : {'q', 'r', 'b', 'n'}) {
      after.piece[f][r] = letter_of(k, white_);
      add(file, rank, f, r, after, std::string(1, k));
    }
  }

  void pawn(int file, int rank) {
    const int forward = white_ ? 1 : -1;
    const int ahead = rank + forward;
    if (is_empty(b_, file, ahead)) {
      pawn_to(file, rank, file, ahead);
      const bool at_start = rank == (white_ ? 1 : 6);
      if (at_start && is_empty(b_, file, ahead + forward)) pawn_to(file, rank, file, ahead + forward);
    }
    for (const int f : {file - 1, file + 1}) {
      if (!on_board(f, ahead)) continue;
      if (owned_by(b_.piece[f][ahead], !white_)) pawn_to(file, rank, f, ahead);
      if (f == b_.ep_file && ahead == b_.ep_rank) {
        Board after = moved(file, rank, f, ahead);
        after.piece[f][rank] = '.';  // the pawn that passed is taken beside the capturer
        add(file, rank, f, ahead, after);
      }
    }
  }

  // Castling (FIDE art. 3.8.2; Chess960, FR-1): with king and rook lifted off, every
  // square either of them crosses or lands on is empty, and no square from the king's
  // to its arrival is attacked. The king ends on g or c, the rook on f or d.
  void castle(int file, int rank) {
    if (rank != (white_ ? 0 : 7)) return;
    for (const Right& right : b_.rights)
      if (right.white == white_) castle_with(file, rank, right.rook_file);
  }

  void castle_with(int king, int home, int rook) {
    const bool short_side = rook > king;
    const int king_to = short_side ? 6 : 2, rook_to = short_side ? 5 : 3;
    Board lifted = b_;
    lifted.piece[king][home] = lifted.piece[rook][home] = '.';
    const auto clear = [&](int from, int to) {
      for (int f = std::min(from, to); f <= std::max(from, to); ++f)
        if (!is_empty(lifted, f, home)) return false;
      return true;
    };
    if (!clear(king, king_to) || !clear(rook, rook_to)) return;
    for (int f = std::min(king, king_to); f <= std::max(king, king_to); ++f)
      if (attacked(lifted, f, home, !white_)) return;
    Board after = lifted;
    after.piece[king_to][home] = letter_of('k', white_);
    after.piece[rook_to][home] = letter_of('r', white_);
    after.white_to_move = !white_;
    add(king, home, b_.chess960 ? rook : king_to, home, after);
  }

  const Board& b_;
  const bool white_;
  std::vector<Candidate> out_;
};

bool king_attacked(const Board& b, bool white) {
  const char king = letter_of('k', white);
  for (int file = 0; file < 8; ++file)
    for (int rank = 0; rank < 8; ++rank)
      if (b.piece[file][rank] == king) return attacked(b, file, rank, !white);
  return false;
}

// The clocks stop at the largest value the FEN reader takes.
std::uint64_t tick(std::uint64_t clock) { return clock + (clock < 0xFFFFFFFF); }

// The fields after the move `uci` that the board alone does not show: castling rights
// (lost when a move starts or ends on its king's or its rook's square), the en passant
// square, the clocks.
void update_fields(const Board& before, const std::string& uci, Board& after) {
  const int ff = uci[0] - 'a', fr = uci[1] - '1', tf = uci[2] - 'a', tr = uci[3] - '1';
  const auto touches = [&](int file, int rank) { return (ff == file && fr == rank) || (tf == file && tr == rank); };
  after.rights.clear();
  for (const Right& right : before.rights) {
    const int rank = right.white ? 0 : 7;
    if (!touches(king_file(before, right.white), rank) && !touches(right.rook_file, rank)) after.rights.push_back(right);
  }
  const char moved = before.piece[ff][fr];
  after.ep_file = after.ep_rank = -1;
  if (kind(moved) == 'p' && std::abs(tr - fr) == 2) {
    const char enemy_pawn = letter_of('p', !before.white_to_move);
    for (const int f : {tf - 1, tf + 1})
      if (on_board(f, tr) && before.piece[f][tr] == enemy_pawn) after.ep_file = tf, after.ep_rank = (fr + tr) / 2;
  }
  const bool capture = owned_by(before.piece[tf][tr], !before.white_to_move);
  after.halfmove = kind(moved) == 'p' || capture ? 0 : tick(before.halfmove);
  after.fullmove = before.white_to_move ? before.fullmove : tick(before.fullmove);
}

std::string write_fen(const Board& b) {
  std::string out = placement_text([&](int file, int rank) { return b.piece[file][rank]; });
  out += b.white_to_move ? " w " : " b ";
  // White's short, white's long, black's short, black's long: K/Q for the outermost
  // rook of the side (the only one orthodox chess has), else the rook's file (X-FEN).
  std::string castling;
  for (const bool white : {true, false})
    for (const bool short_side : {true, false})
      for (const Right& right : b.rights)
        if (right.white == white && (right.rook_file > king_file(b, white)) == short_side) {
          const char letter = right.rook_file == outermost_rook(b, white, short_side) ? (short_side ? 'k' : 'q')
                                                                                        : static_cast<char>('a' + right.rook_file);
          castling += letter_of(letter, white);
        }
  out += castling.empty() ? "-" : castling;
  out += ' ' + (b.ep_file < 0 ? std::string("-") : square_text(b.ep_file, b.ep_rank));
  return out + ' ' + std::to_string(b.halfmove) + ' ' + std::to_string(b.fullmove);
}

ReferenceMoves reference_chess(std::string_view fen, bool chess960, ReferenceWrites writes) {
  const Board b = read_fen(fen, chess960);
  ReferenceMoves legal;
  for (auto& c : Lister(b).pseudo_legal()) {
    if (king_attacked(c.after, b.white_to_move)) continue;
    if (writes == ReferenceWrites::MovesOnly) {
      legal.emplace(c.uci, std::string());
      continue;
    }
    update_fields(b, c.uci, c.after);
    legal.emplace(c.uci, write_fen(c.after));
  }
  return legal;
}

}  // namespace

}  // namespace dt::test

namespace dt::test {

ReferenceMoves reference_orthodox(std::string_view fen, const OptionValues&, ReferenceWrites writes) {
  return reference_chess(fen, false, writes);
}
ReferenceMoves reference_chess960(std::string_view fen, const OptionValues&, ReferenceWrites writes) {
  return reference_chess(fen, true, writes);
}

}  // namespace dt::test
