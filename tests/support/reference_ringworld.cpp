#include "support/reference_ringworld.hpp"

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

Xy general_of(const Pos& p, int owner) {
  for (const auto& [at, piece] : p.board)
    if (piece.owner == owner && piece.type == "Ge") return at;
  std::abort();
}

}  // namespace

std::set<std::string> reference_ringworld_moves(std::string_view text) {
  const Pos p = read(text);
  std::set<std::string> out;
  if (p.in.size() <= 1) return out;
  for (const auto& [from, piece] : p.board) {
    if (piece.owner != p.mover) continue;
    for (const auto& [to, capture] : destinations(p, from)) {
      Pos q = p;
      q.board[to] = piece;
      q.board.erase(from);
      if (!attacked(q, general_of(q, p.mover), p.mover)) out.insert(name(from) + (capture ? "x" : "-") + name(to));
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
      q.board.erase(g);
      q.board.erase(rook);
      q.board[end] = {"Ge", p.mover};
      q.board[pass] = {"Rk", p.mover};
      if (!attacked(q, end, p.mover)) out.insert("O-O@" + name(g) + "-" + name(end));
    }
  }
  if (out.empty()) out.insert("pass");
  return out;
}

}  // namespace dt::test
