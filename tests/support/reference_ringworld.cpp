#include "support/reference_ringworld.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <map>
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

std::string name(Xy c) { return std::string(1, static_cast<char>('a' + c.x + 8)) + std::to_string((c.y - std::abs(c.x)) / 2 + 1); }

std::optional<Xy> cell(const std::string& n) {
  if (n.size() < 2 || n[0] < 'a' || n[0] > 'q') return std::nullopt;
  const Xy c{n[0] - 'a' - 8, std::abs(n[0] - 'a' - 8) + 2 * (std::atoi(n.c_str() + 1) - 1)};
  if (!exists(c)) return std::nullopt;
  return c;
}

struct Piece {
  std::string type;  // the two-letter code
  int owner;
};

struct Pos {
  std::map<Xy, Piece> board;
  std::vector<int> in;
  int mover;
  std::vector<Xy> castling;
};

Pos read(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string armies, players, mover, castling;
  in >> armies >> players >> mover >> castling;
  Pos p;
  int owner = 0;
  std::string token;
  for (std::size_t i = 0; i <= armies.size(); ++i) {
    if (i == armies.size() || armies[i] == ',' || armies[i] == '/') {
      if (token.size() > 3) p.board[*cell(token.substr(3))] = {token.substr(0, 2), owner};
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

Powers powers(const std::string& t, bool f) {
  if (t == "Ge") return {false, false, 1};
  if (t == "Rk") return {true, false, 0};
  if (t == "Cn") return {false, true, 0};
  if (t == "Fr") return {f, false, 0};
  if (t == "Hr") return {!f, false, 0};
  if (t == "Fc") return {false, f, 0};
  if (t == "Hc") return {false, !f, 0};
  // Puppeteers: first letter the f move, second the h move; W = 1, D = 2, T = 3
  // (the second letter is written in lower case: Dw, Td).
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(f ? t[0] : t[1])));
  return {false, false, letter == 'W' ? 1 : letter == 'D' ? 2 : 3};
}

// Every destination of the piece on `from`, as (cell, is capture), along all six lines.
std::vector<std::pair<Xy, bool>> destinations(const Pos& p, Xy from) {
  std::vector<std::pair<Xy, bool>> out;
  const Piece& me = p.board.at(from);
  for (int d = 0; d < 6; ++d) {
    const Powers pw = powers(me.type, kF[d]);
    if (pw.leap) {
      // Only the landing cell matters (RW-3), whatever lies between, the hole included:
      // the fast generator's claim that no leap crosses the hole is tested by this.
      const Xy to = plus(from, kStep[d], pw.leap);
      if (exists(to)) {
        auto it = p.board.find(to);
        if (it == p.board.end()) out.push_back({to, false});
        else if (it->second.owner != me.owner) out.push_back({to, true});
      }
    }
    if (pw.slide || pw.cannon) {
      int screens = 0;
      for (Xy c = plus(from, kStep[d]); exists(c); c = plus(c, kStep[d])) {
        auto it = p.board.find(c);
        if (it == p.board.end()) {
          if (screens == 0) out.push_back({c, false});
          continue;
        }
        const bool theirs = it->second.owner != me.owner;
        if (pw.slide) {
          if (theirs) out.push_back({c, true});
          break;
        }
        if (screens == 1) {
          if (theirs) out.push_back({c, true});
          break;
        }
        ++screens;
      }
    }
  }
  return out;
}

// Whether a piece of a player other than `victim` could capture on `target`, with a
// piece of `victim` standing there (placed for the test if the cell is empty).
bool attacked(Pos p, Xy target, int victim) {
  if (!p.board.count(target)) p.board[target] = {"Wd", victim};
  for (const auto& [at, piece] : p.board) {
    if (piece.owner == victim) continue;
    for (const auto& [to, capture] : destinations(p, at))
      if (capture && to == target) return true;
  }
  return false;
}

// Whether a piece of `attacker` could capture on `target` (RW-9).
bool attacked_by(const Pos& p, Xy target, int attacker) {
  for (const auto& [at, piece] : p.board) {
    if (piece.owner != attacker) continue;
    for (const auto& [to, capture] : destinations(p, at))
      if (capture && to == target) return true;
  }
  return false;
}

Xy general_of(const Pos& p, int owner) {
  for (const auto& [at, piece] : p.board)
    if (piece.owner == owner && piece.type == "Ge") return at;
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
      p.board.erase(general_of(p, x));
      std::erase_if(p.castling, [&](Xy c) { return p.board.count(c) && p.board.at(c).owner == x; });
      for (auto& [at, piece] : p.board)
        if (piece.owner == x) piece.owner = p.mover;
      std::erase(p.in, x);
    }
  }
}

// A castling right stays while its Rook stays on its cell and its General has not moved
// (RW-8, RW-9): a move from or to the cell, or any move of that army's General, ends it.
void drop_rights(Pos& p, Xy from, Xy to) {
  const bool general = p.board.at(from).type == "Ge";
  const int owner = p.board.at(from).owner;
  std::erase_if(p.castling, [&](Xy c) {
    return c == from || c == to || (general && p.board.count(c) && p.board.at(c).owner == owner);
  });
}

// The text field by field, pieces and rights in cell order (files a-q, then ranks).
std::string write(const Pos& p) {
  std::string out;
  for (int owner = 0; owner < 3; ++owner) {
    if (owner) out += '/';
    std::string army;
    for (const auto& [at, piece] : p.board)
      if (piece.owner == owner) army += (army.empty() ? "" : ",") + piece.type + '@' + name(at);
    out += army.empty() ? "-" : army;
  }
  out += ' ';
  for (const int x : p.in) out += static_cast<char>('1' + x);
  out += ' ';
  out += static_cast<char>('1' + p.mover);
  std::vector<Xy> rights = p.castling;
  std::sort(rights.begin(), rights.end());
  std::string castling;
  for (const Xy c : rights) castling += (castling.empty() ? "" : ",") + name(c);
  return out + ' ' + (castling.empty() ? "-" : castling);
}

}  // namespace

ReferenceMoves reference_ringworld(std::string_view text, const OptionValues&) {
  const Pos p = read(text);
  ReferenceMoves out;
  if (p.in.size() <= 1) return out;
  for (const auto& [from, piece] : p.board) {
    if (piece.owner != p.mover) continue;
    for (const auto& [to, capture] : destinations(p, from)) {
      Pos q = p;
      drop_rights(q, from, to);
      q.board[to] = piece;
      q.board.erase(from);
      if (!attacked(q, general_of(q, p.mover), p.mover))
        out.emplace(name(from) + (capture ? "x" : "-") + name(to), write(next_turn(q)));
    }
  }
  const Xy g = general_of(p, p.mover);
  for (const Xy rook : p.castling) {
    auto it = p.board.find(rook);
    if (it == p.board.end() || it->second.owner != p.mover) continue;
    for (int d = 0; d < 6; ++d) {
      if (!(plus(g, kStep[d], 3) == rook)) continue;
      const Xy pass = plus(g, kStep[d], 1), end = plus(g, kStep[d], 2);
      if (p.board.count(pass) || p.board.count(end)) continue;
      if (attacked(p, g, p.mover) || attacked(p, pass, p.mover) || attacked(p, end, p.mover)) continue;
      Pos q = p;
      drop_rights(q, g, end);
      q.board.erase(g);
      q.board.erase(rook);
      q.board[end] = {"Ge", p.mover};
      q.board[pass] = {"Rk", p.mover};
      if (!attacked(q, end, p.mover)) out.emplace("O-O@" + name(g) + "-" + name(end), write(next_turn(q)));
    }
  }
  if (out.empty()) out.emplace("pass", write(next_turn(p)));
  return out;
}

}  // namespace dt::test
