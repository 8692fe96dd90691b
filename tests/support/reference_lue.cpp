#include "support/reference_lue.hpp"

#include <array>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

namespace dt::test {

namespace {

// LU-1: 6 files a-f, 7 ranks; square = rank * 6 + file, both from 0 (a1 = 0, f7 = 41).
constexpr int kFiles = 6;
constexpr int kRanks = 7;
constexpr int kSquares = kFiles * kRanks;
constexpr int kWhite = 0;
constexpr int kBlack = 1;

// type: 0 empty, 'R' royal (Arthur Dent / Zaphod Beeblebrox), 'L' Life, 'U' Universe,
// 'E' Everything, 'F' Ford Prefect, 'W' Wowbagger, 'M' Marvin.
struct Cell {
  char type = 0;
  int owner = kWhite;
  bool operator==(const Cell&) const = default;
};
using Board = std::array<Cell, kSquares>;

// LU-2, LU-8: White's one-sub-move first turn, the first or the second sub-move of a turn.
enum class SubMove { Only, First, Second };

struct Pos {
  Board board{};
  int side = kWhite;
  SubMove sub = SubMove::First;
  int first_mover = -1;          // LU-2: where the first sub-move's piece now stands
  std::optional<Board> previous;  // LU-5: the placement before the previous sub-move
};

int square(int file, int rank) { return rank * kFiles + file; }
int file_of(int s) { return s % kFiles; }
int rank_of(int s) { return s / kFiles; }
bool on_board(int file, int rank) { return file >= 0 && file < kFiles && rank >= 0 && rank < kRanks; }
// CO-5: the 8 king neighbours.
bool adjacent(int a, int b) {
  return a != b && std::abs(file_of(a) - file_of(b)) <= 1 && std::abs(rank_of(a) - rank_of(b)) <= 1;
}
int forward(int owner) { return owner == kWhite ? 1 : -1; }
int last_rank(int owner) { return owner == kWhite ? kRanks - 1 : 0; }

std::string name(int s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }

int square_named(std::string_view n) { return square(n[0] - 'a', n[1] - '1'); }

char letter(Cell c) {
  if (c.type == 'R') return c.owner == kWhite ? 'A' : 'z';
  return c.owner == kWhite ? c.type : static_cast<char>(std::tolower(c.type));
}

Cell cell_of(char ch) {
  if (ch == 'A') return {'R', kWhite};
  if (ch == 'z') return {'R', kBlack};
  if (std::isupper(static_cast<unsigned char>(ch))) return {ch, kWhite};
  return {static_cast<char>(std::toupper(ch)), kBlack};
}

Board read_placement(const std::string& text) {
  std::string cells;  // rank 7 to rank 1, files a-f, '.' for an empty square
  for (char ch : text) {
    if (std::isdigit(static_cast<unsigned char>(ch))) cells.append(static_cast<std::size_t>(ch - '0'), '.');
    else if (ch != '/') cells += ch;
  }
  Board b{};
  for (int i = 0; i < kSquares; ++i)
    if (cells[static_cast<std::size_t>(i)] != '.')
      b[static_cast<std::size_t>(square(i % kFiles, kRanks - 1 - i / kFiles))] = cell_of(cells[static_cast<std::size_t>(i)]);
  return b;
}

std::string write_placement(const Board& b) {
  std::string out;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kFiles; ++file) {
      const Cell c = b[static_cast<std::size_t>(square(file, rank))];
      if (c.type == 0) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += letter(c);
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank > 0) out += '/';
  }
  return out;
}

Pos read(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string placement, side, sub, previous;
  in >> placement >> side >> sub >> previous;
  Pos p;
  p.board = read_placement(placement);
  p.side = side == "w" ? kWhite : kBlack;
  if (sub == "only") {
    p.sub = SubMove::Only;
  } else if (sub == "1") {
    p.sub = SubMove::First;
  } else {
    p.sub = SubMove::Second;
    p.first_mover = square_named(sub.substr(2));
  }
  if (previous != "-") p.previous = read_placement(previous);
  return p;
}

std::string write(const Pos& p) {
  std::string sub = p.sub == SubMove::Only ? "only" : p.sub == SubMove::First ? "1" : "2:" + name(p.first_mover);
  return write_placement(p.board) + (p.side == kWhite ? " w " : " b ") + sub + " " +
         (p.previous ? write_placement(*p.previous) : "-");
}

bool has_royal(const Board& b, int owner) {
  for (const Cell& c : b)
    if (c == Cell{'R', owner}) return true;
  return false;
}

struct Options {
  bool pawn_dir_mover = false;  // LU-6 life_pawn_dir=mover
  bool chain_whole = false;     // LU-7 chain=whole
};

Options options_of(const OptionValues& resolved) {
  return {reference_option(resolved, "life_pawn_dir") == "mover", reference_option(resolved, "chain") == "whole"};
}

// One step of a leaper power: where it may go, and whether it may land on an empty
// square and whether it may capture there.
struct Step {
  int df, dr;
  bool moves, captures;
};

constexpr std::array<std::pair<int, int>, 4> kOrthogonal = {{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};
constexpr std::array<std::pair<int, int>, 4> kDiagonal = {{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}};

// The single-step power of a piece of type `type` (LU-4, LU-5, LU-6), a Marvin's toward
// `marvin_dir` (+1 north, -1 south). Life and Everything have none to give (LU-6).
std::vector<Step> step_power(char type, int marvin_dir) {
  std::vector<Step> out;
  const auto add = [&](const auto& dirs, bool moves, bool captures) {
    for (const auto& [df, dr] : dirs) out.push_back({df, dr, moves, captures});
  };
  switch (type) {
    case 'R':  // LU-4: a king step (LU-6: not royalty)
      add(kOrthogonal, true, true);
      add(kDiagonal, true, true);
      break;
    case 'U':  // LU-5: a king step that never captures (LU-6: not the swap)
      add(kOrthogonal, true, false);
      add(kDiagonal, true, false);
      break;
    case 'F':  // LU-4: ferz
      add(kDiagonal, true, true);
      break;
    case 'W':  // LU-4: wazir
      add(kOrthogonal, true, true);
      break;
    case 'M':  // LU-4: a pawn without double step
      out.push_back({0, marvin_dir, true, false});
      out.push_back({-1, marvin_dir, false, true});
      out.push_back({1, marvin_dir, false, true});
      break;
    default:
      break;
  }
  return out;
}

// What a sub-move leaves: the placement, and where the piece that made it stands (LU-2).
struct Outcome {
  Board after;
  int lands;
};
using Moves = std::map<std::string, Outcome>;

constexpr char kPromotions[] = {'L', 'U', 'E', 'F', 'W'};  // LU-4

class Generator {
 public:
  Generator(const Pos& p, Options o) : p_(p), b_(p.board), o_(o) {}

  Moves run() {
    // LU-3, CO-1: with a royal captured the game is over.
    if (!has_royal(b_, kWhite) || !has_royal(b_, kBlack)) return out_;
    for (int from = 0; from < kSquares; ++from) {
      const Cell piece = at(from);
      if (piece.type == 0 || piece.owner != p_.side) continue;
      // LU-2: the piece that made the first sub-move does not make the second.
      if (p_.sub == SubMove::Second && from == p_.first_mover) continue;
      own_power(from);
      if (piece.type != 'E') lent_power(from);  // LU-6: an Everything receives nothing through Life
    }
    return out_;
  }

 private:
  const Cell& at(int s) const { return b_[static_cast<std::size_t>(s)]; }

  // CO-3: moves with the same text are one move; every route must leave the same result.
  void add(const std::string& text, const Board& after, int lands) {
    const auto [it, inserted] = out_.emplace(text, Outcome{after, lands});
    if (!inserted && (it->second.after != after || it->second.lands != lands))
      throw std::logic_error("reference_lue: two results for " + text);
  }

  void own_power(int from) {
    const Cell piece = at(from);
    switch (piece.type) {
      case 'E':
        everything(from);
        break;
      case 'U':
        for (const Step& s : step_power('U', 0)) step(from, s);
        swaps(from);
        break;
      case 'L':  // LU-6: Life has no move of its own
        break;
      default:
        for (const Step& s : step_power(piece.type, forward(piece.owner))) step(from, s);
        break;
    }
  }

  // LU-6, LU-10: a piece that is a Life of the mover's side, or stands next to one, may
  // use the power of any piece S next to that Life (S of either colour). Only the Life's
  // own neighbours lend (powers never chain through a second Life); Life and Everything
  // give nothing.
  void lent_power(int from) {
    for (int life = 0; life < kSquares; ++life) {
      if (at(life) != Cell{'L', p_.side}) continue;  // LU-10: only a friendly Life lends
      if (life != from && !adjacent(life, from)) continue;
      for (int source = 0; source < kSquares; ++source) {
        const Cell s = at(source);
        if (s.type == 0 || !adjacent(source, life)) continue;
        // LU-6 life_pawn_dir: the lending Marvin's forward (source) or the mover's (mover).
        const int dir = o_.pawn_dir_mover ? forward(p_.side) : forward(s.owner);
        for (const Step& st : step_power(s.type, dir)) step(from, st);
      }
    }
  }

  // A single step; a Marvin (and only a Marvin, LU-10) reaching its last rank promotes
  // to one of five types (LU-4). CO-4: never onto a piece of the mover's side.
  void step(int from, const Step& s) {
    const int f = file_of(from) + s.df, r = rank_of(from) + s.dr;
    if (!on_board(f, r)) return;
    const int to = square(f, r);
    const Cell target = at(to);
    if (target.type == 0 && !s.moves) return;
    if (target.type != 0 && (target.owner == p_.side || !s.captures)) return;
    Board after = b_;
    after[static_cast<std::size_t>(to)] = at(from);
    after[static_cast<std::size_t>(from)] = Cell{};
    const std::string text = name(from) + (target.type != 0 ? "x" : "-") + name(to);
    if (at(from).type == 'M' && r == last_rank(p_.side)) {
      for (char t : kPromotions) {
        after[static_cast<std::size_t>(to)].type = t;
        add(text + "=" + t, after, to);
      }
      return;
    }
    add(text, after, to);
  }

  // LU-7: the Everything moves only with the iterated power of an adjacent piece (either
  // colour): Ford bishop, Wowbagger rook, royal queen, Universe non-capturing queen,
  // Marvin its forward rook (no capture) or its diagonal chain capture. Life and
  // Everything give it nothing; it never promotes.
  void everything(int from) {
    for (int n = 0; n < kSquares; ++n) {
      const Cell s = at(n);
      if (s.type == 0 || !adjacent(n, from)) continue;
      switch (s.type) {
        case 'F':
          for (const auto& [df, dr] : kDiagonal) ride(from, df, dr, true);
          break;
        case 'W':
          for (const auto& [df, dr] : kOrthogonal) ride(from, df, dr, true);
          break;
        case 'R':
        case 'U':  // LU-11: the Universe-queen never captures
          for (const auto& [df, dr] : kDiagonal) ride(from, df, dr, s.type == 'R');
          for (const auto& [df, dr] : kOrthogonal) ride(from, df, dr, s.type == 'R');
          break;
        case 'M':  // in that Marvin's forward direction, whatever the Everything's colour
          ride(from, 0, forward(s.owner), false);
          chain(from, -1, forward(s.owner));
          chain(from, 1, forward(s.owner));
          break;
        default:
          break;
      }
    }
  }

  // LU-11: a rider move through empty squares; it captures the first enemy piece on the
  // line when `captures`.
  void ride(int from, int df, int dr, bool captures) {
    for (int k = 1;; ++k) {
      const int f = file_of(from) + k * df, r = rank_of(from) + k * dr;
      if (!on_board(f, r)) return;
      const int to = square(f, r);
      const Cell target = at(to);
      if (target.type != 0 && (target.owner == p_.side || !captures)) return;
      Board after = b_;
      after[static_cast<std::size_t>(to)] = at(from);
      after[static_cast<std::size_t>(from)] = Cell{};
      add(name(from) + (target.type != 0 ? "x" : "-") + name(to), after, to);
      if (target.type != 0) return;
    }
  }

  // LU-7, LU-11: the unbroken chain of enemy pieces starting diagonally next to the
  // Everything; it takes the first k (chain=any, every k >= 1) or the whole chain
  // (chain=whole), landing on the last piece taken, the enemy royal included. CO-3: one
  // piece taken is written as a capture, the same move as a rider's.
  void chain(int from, int df, int dr) {
    std::vector<int> enemies;
    for (int k = 1;; ++k) {
      const int f = file_of(from) + k * df, r = rank_of(from) + k * dr;
      if (!on_board(f, r)) break;
      const Cell c = at(square(f, r));
      if (c.type == 0 || c.owner == p_.side) break;
      enemies.push_back(square(f, r));
    }
    const std::size_t n = enemies.size();
    for (std::size_t k = 1; k <= n; ++k) {
      if (o_.chain_whole && k != n) continue;
      Board after = b_;
      std::string text = name(from);
      for (std::size_t i = 0; i < k; ++i) {
        text += 'x';
        text += name(enemies[i]);
        after[static_cast<std::size_t>(enemies[i])] = Cell{};
      }
      after[static_cast<std::size_t>(enemies[k - 1])] = at(from);
      after[static_cast<std::size_t>(from)] = Cell{};
      add(text, after, enemies[k - 1]);
    }
  }

  // LU-5: the Universe exchanges places with any non-royal piece of either colour, unless
  // the placement after it equals the current one or the one before the previous
  // sub-move. The Universe, the piece that moved, stands on the other piece's square.
  void swaps(int from) {
    for (int other = 0; other < kSquares; ++other) {
      const Cell o = at(other);
      if (other == from || o.type == 0 || o.type == 'R') continue;
      Board after = b_;
      std::swap(after[static_cast<std::size_t>(from)], after[static_cast<std::size_t>(other)]);
      const std::string text = name(from) + "<>" + name(other);
      // LU-5: a friendly Marvin arriving on the opponent's back rank, or an enemy Marvin on
      // the mover's own back rank, i.e. a Marvin arriving on its owner's last rank, is
      // promoted as it arrives; the swapping player chooses, the owner keeps it (LU-11).
      if (o.type == 'M' && rank_of(from) == last_rank(o.owner)) {
        for (char t : kPromotions) {
          after[static_cast<std::size_t>(from)].type = t;
          swap_if_new(text + "=" + t, after, other);
        }
      } else {
        swap_if_new(text, after, other);
      }
    }
  }

  void swap_if_new(const std::string& text, const Board& after, int lands) {
    if (after == b_) return;                          // LU-5: identical pieces
    if (p_.previous && after == *p_.previous) return;  // LU-5: back to the placement before the previous sub-move
    add(text, after, lands);
  }

  const Pos& p_;
  const Board& b_;
  Options o_;
  Moves out_;
};

Moves generate(const Pos& p, Options o) { return Generator(p, o).run(); }

// The position after a sub-move (LU-2, LU-3, LU-8). The placement before it becomes the
// "previous" one. After White's only sub-move or a second sub-move the opponent moves. A
// first sub-move leads to the second, by another piece, unless there is none: then the
// turn ends and the opponent moves (LU-9: no pass node). A first sub-move that captured
// the enemy royal ends the game at once, mid-turn (LU-3): the turn is not handed over.
Pos child(const Pos& p, const Outcome& m, Options o) {
  Pos c;
  c.board = m.after;
  c.previous = p.board;
  if (p.sub == SubMove::First) {
    c.side = p.side;
    c.sub = SubMove::Second;
    c.first_mover = m.lands;
    if (!has_royal(c.board, 1 - p.side) || !generate(c, o).empty()) return c;
  }
  c.side = 1 - p.side;
  c.sub = SubMove::First;
  c.first_mover = -1;
  return c;
}

}  // namespace

std::set<std::string> reference_lue_moves(std::string_view text, const OptionValues& options) {
  std::set<std::string> out;
  for (const auto& [move, m] : generate(read(text), options_of(options))) out.insert(move);
  return out;
}

ReferenceMoves reference_lue(std::string_view text, const OptionValues& options, ReferenceWrites writes) {
  const Pos p = read(text);
  const Options o = options_of(options);
  ReferenceMoves out;
  for (const auto& [move, m] : generate(p, o))
    out.emplace(move, writes == ReferenceWrites::Positions ? write(child(p, m, o)) : std::string());
  return out;
}

}  // namespace dt::test
