#include "support/reference_ringworld.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <cstdint>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

namespace dt::test {

namespace {

// Doubled coordinates: x = file - i (-8 ... 8); y = |x| + 2 (rank - 1), so i1 is (0, 0),
// h1 (-1, 1), a1 (-8, 8), i17 (0, 32). The centre i9 is (0, 16).
struct Xy {
  int x, y;
  bool operator<(const Xy& o) const { return x != o.x ? x < o.x : y < o.y; }
  bool operator==(const Xy& o) const = default;
};

// N, NE, SE, S, SW, NW; f = N, SE, SW (RW-2).
constexpr std::array<Xy, 6> kStep = {{{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}}};
constexpr bool kF[6] = {true, false, true, false, true, false};

bool exists(Xy c) {
  const int ax = std::abs(c.x);
  if (ax > 8 || c.y < ax || c.y > 32 - ax || (c.y - ax) % 2) return false;
  const int dy = std::abs(c.y - 16);
  const int from_centre = ax + std::max(0, (dy - ax) / 2);
  return from_centre > 2;
}

// Appended, not `string + string`: GCC 12 warns falsely (-Wrestrict) on the latter.
std::string name(Xy c) {
  std::string out(1, static_cast<char>('a' + c.x + 8));
  out += std::to_string((c.y - std::abs(c.x)) / 2 + 1);
  return out;
}

std::optional<Xy> cell(const std::string& n) {
  if (n.size() < 2 || n[0] < 'a' || n[0] > 'q') return std::nullopt;
  const Xy c{n[0] - 'a' - 8, std::abs(n[0] - 'a' - 8) + 2 * (std::atoi(n.c_str() + 1) - 1)};
  if (!exists(c)) return std::nullopt;
  return c;
}

// The board is a flat array over the doubled coordinates' box (x -8..8, y 0..32), indexed
// x first so that walking it visits cells in the order of Xy's operator< (the order the
// text is written in). Plain data, so that copying a position for a trial move costs no
// allocation: the reference judges every move on a copy, and was slowest where a copy was
// a std::map.
constexpr int kHeight = 33;
constexpr int kCells = 17 * kHeight;
int index(Xy c) { return (c.x + 8) * kHeight + c.y; }
Xy xy_of(int i) { return {i / kHeight - 8, i % kHeight}; }

struct Piece {
  std::array<char, 2> type{};  // the two-letter code
  std::int8_t owner = -1;       // -1: the cell is empty
  bool is(const char* code) const { return type[0] == code[0] && type[1] == code[1]; }
};

struct Pos {
  std::array<Piece, kCells> board{};
  std::vector<int> in;
  int mover;
  std::vector<Xy> castling;

  const Piece& at(Xy c) const { return board[static_cast<std::size_t>(index(c))]; }
  Piece& at(Xy c) { return board[static_cast<std::size_t>(index(c))]; }
  bool occupied(Xy c) const { return at(c).owner >= 0; }
  void clear(Xy c) { at(c) = Piece{}; }
};

// Calls f(cell, piece) for every piece, in cell order.
template <class F>
void each_piece(const Pos& p, F&& f) {
  for (int i = 0; i < kCells; ++i)
    if (p.board[static_cast<std::size_t>(i)].owner >= 0) f(xy_of(i), p.board[static_cast<std::size_t>(i)]);
}

Pos read(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string armies, players, mover, castling;
  in >> armies >> players >> mover >> castling;
  Pos p;
  int owner = 0;
  std::string token;
  for (std::size_t i = 0; i <= armies.size(); ++i) {
    if (i == armies.size() || armies[i] == ',' || armies[i] == '/') {
      if (token.size() > 3) p.at(*cell(token.substr(3))) = {{token[0], token[1]}, static_cast<std::int8_t>(owner)};
      token.clear();
      if (i < armies.size() && armies[i] == '/') ++owner;
    } else {
      token += armies[i];
    }
  }
  for (char c : players) p.in.push_back(c - '1');
  p.mover = mover[0] - '1';
  if (castling != "-") {
    std::istringstream cs(castling);
    for (std::string c; std::getline(cs, c, ',');) p.castling.push_back(*cell(c));
  }
  return p;
}

Xy plus(Xy a, Xy d, int k = 1) { return {a.x + k * d.x, a.y + k * d.y}; }

// How a type moves along a direction of kind f (or h): slides, cannon, step/leap length.
struct Powers {
  bool slide, cannon;
  int leap;
};

Powers powers(const Piece& t, bool f) {
  if (t.is("Ge")) return {false, false, 1};
  if (t.is("Rk")) return {true, false, 0};
  if (t.is("Cn")) return {false, true, 0};
  if (t.is("Fr")) return {f, false, 0};
  if (t.is("Hr")) return {!f, false, 0};
  if (t.is("Fc")) return {false, f, 0};
  if (t.is("Hc")) return {false, !f, 0};
  // Puppeteers: first letter the f move, second the h move; W = 1, D = 2, T = 3
  // (the second letter is written in lower case: Dw, Td).
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(f ? t.type[0] : t.type[1])));
  return {false, false, letter == 'W' ? 1 : letter == 'D' ? 2 : 3};
}

// Every destination of the piece on `from`, given to out(cell, is capture), along all six
// lines.
template <class Out>
void destinations(const Pos& p, Xy from, Out&& out) {
  const Piece& me = p.at(from);
  for (int d = 0; d < 6; ++d) {
    const Powers pw = powers(me, kF[d]);
    if (pw.leap) {
      // Only the landing cell matters (RW-3), whatever lies between, the hole included:
      // the fast generator's claim that no leap crosses the hole is tested by this.
      const Xy to = plus(from, kStep[d], pw.leap);
      if (exists(to)) {
        if (!p.occupied(to)) out(to, false);
        else if (p.at(to).owner != me.owner) out(to, true);
      }
    }
    if (pw.slide || pw.cannon) {
      int screens = 0;
      for (Xy c = plus(from, kStep[d]); exists(c); c = plus(c, kStep[d])) {
        if (!p.occupied(c)) {
          if (screens == 0) out(c, false);
          continue;
        }
        const bool theirs = p.at(c).owner != me.owner;
        if (pw.slide) {
          if (theirs) out(c, true);
          break;
        }
        if (screens == 1) {
          if (theirs) out(c, true);
          break;
        }
        ++screens;
      }
    }
  }
}

// Whether a piece of a player `whose` accepts (an owner test) could capture on `target`.
template <class Whose>
bool captured_on(const Pos& p, Xy target, Whose&& whose) {
  bool found = false;
  each_piece(p, [&](Xy at, const Piece& piece) {
    if (found || !whose(piece.owner)) return;
    destinations(p, at, [&](Xy to, bool capture) { found = found || (capture && to == target); });
  });
  return found;
}

// Whether a piece of a player other than `victim` could capture on `target`, with a
// piece of `victim` standing there (placed for the test if the cell is empty).
bool attacked(const Pos& p, Xy target, int victim) {
  if (!p.occupied(target)) {
    Pos placed = p;
    placed.at(target) = {{'W', 'd'}, static_cast<std::int8_t>(victim)};
    return attacked(placed, target, victim);
  }
  return captured_on(p, target, [&](int owner) { return owner != victim; });
}

// Whether a piece of `attacker` could capture on `target` (RW-9).
bool attacked_by(const Pos& p, Xy target, int attacker) {
  return captured_on(p, target, [&](int owner) { return owner == attacker; });
}

Xy general_of(const Pos& p, int owner) {
  for (int i = 0; i < kCells; ++i)
    if (p.board[static_cast<std::size_t>(i)].owner == owner && p.board[static_cast<std::size_t>(i)].is("Ge")) return xy_of(i);
  std::abort();
}

bool in(const Pos& p, int player) { return std::find(p.in.begin(), p.in.end(), player) != p.in.end(); }

// The turn passes to the next player still in (RW-4), who first takes over every army
// whose General it attacks, again and again while it attacks another (RW-6, RW-9).
Pos next_turn(Pos p) {
  do p.mover = (p.mover + 1) % 3;
  while (!in(p, p.mover));
  for (;;) {
    std::vector<int> mated;
    for (const int x : p.in)
      if (x != p.mover && attacked_by(p, general_of(p, x), p.mover)) mated.push_back(x);
    if (mated.empty()) return p;
    for (const int x : mated) {
      p.clear(general_of(p, x));
      std::erase_if(p.castling, [&](Xy c) { return p.at(c).owner == x; });
      for (Piece& piece : p.board)
        if (piece.owner == x) piece.owner = static_cast<std::int8_t>(p.mover);
      std::erase(p.in, x);
    }
  }
}

// A castling right stays while its Rook stays on its cell and its General has not moved
// (RW-8, RW-9): a move from or to the cell, or any move of that army's General, ends it.
void drop_rights(Pos& p, Xy from, Xy to) {
  const bool general = p.at(from).is("Ge");
  const int owner = p.at(from).owner;
  std::erase_if(p.castling, [&](Xy c) { return c == from || c == to || (general && p.at(c).owner == owner); });
}

// The text field by field, pieces and rights in cell order (files a-q, then ranks).
std::string write(const Pos& p) {
  std::string out;
  for (int owner = 0; owner < 3; ++owner) {
    if (owner) out += '/';
    std::string army;
    each_piece(p, [&](Xy at, const Piece& piece) {
      if (piece.owner != owner) return;
      if (!army.empty()) army += ',';
      army += piece.type[0];
      army += piece.type[1];
      army += '@';
      army += name(at);
    });
    out += army.empty() ? "-" : army;
  }
  out += ' ';
  for (const int x : p.in) out += static_cast<char>('1' + x);
  out += ' ';
  out += static_cast<char>('1' + p.mover);
  std::vector<Xy> rights = p.castling;
  std::sort(rights.begin(), rights.end());
  std::string castling;
  for (const Xy c : rights) {
    if (!castling.empty()) castling += ',';
    castling += name(c);
  }
  out += ' ';
  out += castling.empty() ? "-" : castling;
  return out;
}

}  // namespace

ReferenceMoves reference_ringworld(std::string_view text, const OptionValues&, ReferenceWrites writes) {
  const Pos p = read(text);
  ReferenceMoves out;
  if (p.in.size() <= 1) return out;
  // The text after a move, the next player's takeovers done (RW-6), when it is wanted.
  const auto after = [&](const Pos& q) { return writes == ReferenceWrites::Positions ? write(next_turn(q)) : std::string(); };
  each_piece(p, [&](Xy from, const Piece& piece) {
    if (piece.owner != p.mover) return;
    destinations(p, from, [&](Xy to, bool capture) {
      Pos q = p;
      drop_rights(q, from, to);
      q.at(to) = piece;
      q.clear(from);
      if (!attacked(q, general_of(q, p.mover), p.mover))
        out.emplace(name(from) + (capture ? "x" : "-") + name(to), after(q));
    });
  });
  const Xy g = general_of(p, p.mover);
  for (const Xy rook : p.castling) {
    if (p.at(rook).owner != p.mover) continue;
    for (int d = 0; d < 6; ++d) {
      if (!(plus(g, kStep[d], 3) == rook)) continue;
      const Xy pass = plus(g, kStep[d], 1), end = plus(g, kStep[d], 2);
      if (p.occupied(pass) || p.occupied(end)) continue;
      if (attacked(p, g, p.mover) || attacked(p, pass, p.mover) || attacked(p, end, p.mover)) continue;
      Pos q = p;
      drop_rights(q, g, end);
      q.clear(g);
      q.clear(rook);
      q.at(end) = {{'G', 'e'}, static_cast<std::int8_t>(p.mover)};
      q.at(pass) = {{'R', 'k'}, static_cast<std::int8_t>(p.mover)};
      if (!attacked(q, end, p.mover)) out.emplace("O-O@" + name(g) + "-" + name(end), after(q));
    }
  }
  if (out.empty()) out.emplace("pass", after(p));
  return out;
}

}  // namespace dt::test
