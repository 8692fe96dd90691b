#include "support/reference_outerspace.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "support/square_offsets.hpp"

namespace dt::test {

namespace {

constexpr int kWhite = 0, kBlack = 1;

// A square of either board (OS-1). Ordinary space: board 1, file 0-4 (a-e), rank 1-8.
// Hyperspace: board 2, file 0-2 (2a 2b 2c, a-b-c the same way as a-e), rank 0; a step
// with a rank change leaves it, so a king or orthogonal step there is east or west only.
struct Sq {
  int board, file, rank;
  bool operator==(const Sq&) const = default;
};

constexpr Sq k2a{2, 0, 0}, k2b{2, 1, 0}, k2c{2, 2, 0};

// OS-1: the ordinary black holes in name order, which the exit notation needs (the
// first usable one by name: 1b3 < 1b6 < 1c4 < 1c5 < 1d3 < 1d6).
const std::vector<Sq> kOrdinaryHoles = {{1, 1, 3}, {1, 1, 6}, {1, 2, 4}, {1, 2, 5}, {1, 3, 3}, {1, 3, 6}};

bool exists(Sq s) {
  if (s.board == 1) return s.file >= 0 && s.file < 5 && s.rank >= 1 && s.rank <= 8;
  return s.board == 2 && s.rank == 0 && s.file >= 0 && s.file < 3;
}

bool is_ordinary_hole(Sq s) {
  for (const Sq h : kOrdinaryHoles)
    if (h == s) return true;
  return false;
}

bool is_hole(Sq s) { return is_ordinary_hole(s) || s == k2b; }

std::string name(Sq s) {
  std::string out = std::to_string(s.board) + static_cast<char>('a' + s.file);
  if (s.board == 1) out += std::to_string(s.rank);
  return out;
}

Sq plus(Sq s, int df, int dr) { return {s.board, s.file + df, s.rank + dr}; }

const std::vector<std::pair<int, int>> kOrthogonal = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
const std::vector<std::pair<int, int>> kDiagonal = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const std::vector<std::pair<int, int>> kKing = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const std::vector<std::pair<int, int>> kKnight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// Pieces are the letters of the position text: C P S G N, upper case White.
int owner(char piece) { return std::isupper(static_cast<unsigned char>(piece)) ? kWhite : kBlack; }
char type(char piece) { return static_cast<char>(std::toupper(static_cast<unsigned char>(piece))); }

struct Pos {
  char ordinary[5][9];  // [file][rank], ranks 1-8; '.' empty
  char hyper[3];        // 2a 2b 2c
  int n[3];             // OS-9 count of the piece on 2a 2b 2c
  bool nebula_moved[2];
  int side;
  int no_capture;
};

char& at(Pos& p, Sq s) { return s.board == 1 ? p.ordinary[s.file][s.rank] : p.hyper[s.file]; }
char at(const Pos& p, Sq s) { return s.board == 1 ? p.ordinary[s.file][s.rank] : p.hyper[s.file]; }
bool empty_square(const Pos& p, Sq s) { return exists(s) && at(p, s) == '.'; }

std::vector<Sq> all_squares() {
  std::vector<Sq> out;
  for (int r = 1; r <= 8; ++r)
    for (int f = 0; f < 5; ++f) out.push_back({1, f, r});
  out.push_back(k2a);
  out.push_back(k2b);
  out.push_back(k2c);
  return out;
}

Pos read(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string ordinary, hyper, side, counts, nebulae;
  Pos p{};
  in >> ordinary >> hyper >> side >> counts >> nebulae >> p.no_capture;
  for (auto& file : p.ordinary)
    for (char& c : file) c = '.';
  for (char& c : p.hyper) c = '.';
  for_each_placed(ordinary, [&](int file, int rank, char piece) { p.ordinary[file][rank + 1] = piece; });
  int file = 0;
  for (const char ch : hyper) {
    if (std::isdigit(static_cast<unsigned char>(ch))) file += ch - '0';
    else p.hyper[file++] = ch;
  }
  p.side = side == "w" ? kWhite : kBlack;
  if (counts != "-") {
    std::istringstream cs(counts);
    for (std::string item; std::getline(cs, item, ',');) p.n[item[1] - 'a'] = std::stoi(item.substr(3));
  }
  p.nebula_moved[kWhite] = nebulae.find('w') != std::string::npos;
  p.nebula_moved[kBlack] = nebulae.find('b') != std::string::npos;
  return p;
}

// Squares FEN-style: a digit for each run of empty ones.
std::string row(const std::vector<char>& cells) {
  std::string out;
  int run = 0;
  for (const char c : cells) {
    if (c == '.') {
      ++run;
      continue;
    }
    if (run) out += std::to_string(run);
    run = 0;
    out += c;
  }
  if (run) out += std::to_string(run);
  return out;
}

// The six fields: ORDINARY HYPERSPACE SIDE COUNTS NEBULAE NO-CAPTURE.
std::string write(const Pos& p) {
  std::string ordinary;
  for (int r = 8; r >= 1; --r) {
    std::vector<char> cells;
    for (int f = 0; f < 5; ++f) cells.push_back(p.ordinary[f][r]);
    ordinary += row(cells);
    if (r > 1) ordinary += '/';
  }
  std::string counts;
  for (int h = 0; h < 3; ++h) {
    if (p.hyper[h] == '.') continue;
    if (!counts.empty()) counts += ',';
    counts += name({2, h, 0});
    counts += ':';
    counts += std::to_string(std::min(p.n[h], 255));  // the notation writes n up to 255, where it stays
  }
  std::string nebulae;
  if (p.nebula_moved[kWhite]) nebulae += 'w';
  if (p.nebula_moved[kBlack]) nebulae += 'b';
  std::string out;
  for (const std::string& field : {ordinary, row({p.hyper[0], p.hyper[1], p.hyper[2]}), std::string(p.side == kWhite ? "w" : "b"),
                                   counts.empty() ? std::string("-") : counts, nebulae.empty() ? std::string("-") : nebulae,
                                   std::to_string(p.no_capture)}) {
    if (!out.empty()) out += ' ';
    out += field;
  }
  return out;
}

// A move of the piece on `from` to `to` (a step, capture, warp or exit: the piece ends on
// `to`, capturing what stood there), or a shot at `to` (the Spaceship stays).
struct Cand {
  std::string text;
  Sq from, to;
  bool shot;
};

// OS-3: a Galaxy is never captured and only a Galaxy captures a Nebula, so the other
// pieces capture any Star Cluster, Planet or Spaceship, of either side.
bool capturable(char piece) { return piece != '.' && type(piece) != 'G' && type(piece) != 'N'; }

Cand move_to(const Pos& p, Sq from, Sq to) { return {name(from) + (at(p, to) == '.' ? "-" : "x") + name(to), from, to, false}; }

// OS-4: forward is toward rank 8 for White.
int forward(char piece) { return owner(piece) == kWhite ? 1 : -1; }

std::vector<Sq> cluster_capture_squares(Sq s, int fw) {
  std::vector<Sq> out;
  for (const Sq t : {plus(s, 0, -fw), plus(s, -1, fw), plus(s, 1, fw)})
    if (exists(t)) out.push_back(t);
  return out;
}

void cluster_moves(const Pos& p, Sq s, std::vector<Cand>& out) {
  const int fw = forward(at(p, s));
  for (const Sq t : {plus(s, 0, fw), plus(s, -1, -fw), plus(s, 1, -fw)})
    if (empty_square(p, t)) out.push_back(move_to(p, s, t));
  for (const Sq t : cluster_capture_squares(s, fw))
    if (capturable(at(p, t))) out.push_back(move_to(p, s, t));
}

// OS-5: knight moves, capturing by replacement (removal on a hole comes after the move).
void planet_moves(const Pos& p, Sq s, std::vector<Cand>& out) {
  for (const auto& [df, dr] : kKnight) {
    const Sq t = plus(s, df, dr);
    if (empty_square(p, t) || (exists(t) && capturable(at(p, t)))) out.push_back(move_to(p, s, t));
  }
}

// OS-6, OS-14.
void spaceship_moves(const Pos& p, Sq s, std::vector<Cand>& out) {
  const bool b2_empty = at(p, k2b) == '.';
  if (s.board == 2) {
    // Along 2a-2b-2c, one or two steps through empty squares; no shots in hyperspace.
    for (const int df : {1, -1}) {
      for (Sq t = plus(s, df, 0); empty_square(p, t); t = plus(t, df, 0)) out.push_back(move_to(p, s, t));
    }
    if (s == k2b) {
      // Exit: to an empty ordinary hole, then one or two steps in one orthogonal
      // direction through empty squares that are not holes. Final squares reached from
      // several holes are one move named after the first hole by name (CO-3).
      std::map<std::string, std::pair<Sq, Sq>> exits;  // final square -> (hole, final)
      for (const Sq hole : kOrdinaryHoles) {
        if (at(p, hole) != '.') continue;
        for (const auto& [df, dr] : kOrthogonal) {
          Sq t = hole;
          for (int step = 0; step < 2; ++step) {
            t = plus(t, df, dr);
            if (!empty_square(p, t) || is_ordinary_hole(t)) break;
            exits.emplace(name(t), std::pair{hole, t});
          }
        }
      }
      for (const auto& [final_name, route] : exits)
        out.push_back({"2b@" + name(route.first) + "-" + final_name, s, route.second, false});
    }
    return;
  }
  std::set<std::string> seen;  // entering 2b from several directions is one move (CO-3)
  auto add = [&](Sq to) {
    const Cand c = move_to(p, s, to);
    if (seen.insert(c.text).second) out.push_back(c);
  };
  for (const auto& [df, dr] : kOrthogonal) {
    Sq t = s;
    for (int step = 1; step <= 2; ++step) {
      t = plus(t, df, dr);
      if (!empty_square(p, t)) break;  // an occupied hole blocks like any square
      if (is_ordinary_hole(t)) {
        if (!b2_empty) break;  // may not step onto or over a hole while 2b is occupied
        add(k2b);
        // Continuation only when the hole is the first step of an east or west move.
        if (step == 1 && df == 1 && at(p, k2c) == '.') add(k2c);
        if (step == 1 && df == -1 && at(p, k2a) == '.') add(k2a);
        break;
      }
      add(t);
    }
  }
  // Shots: the first piece on each diagonal, unless it is a Galaxy or a Nebula.
  for (const auto& [df, dr] : kDiagonal) {
    Sq t = plus(s, df, dr);
    while (empty_square(p, t)) t = plus(t, df, dr);
    if (exists(t) && capturable(at(p, t))) out.push_back({name(s) + "*" + name(t), s, t, true});
  }
}

// OS-7: king steps on its own board to empty squares or the enemy Nebula; on a hole
// (ordinary or 2b), a warp to any other empty hole.
void galaxy_moves(const Pos& p, Sq s, std::vector<Cand>& out) {
  const int me = owner(at(p, s));
  for (const auto& [df, dr] : kKing) {
    const Sq t = plus(s, df, dr);
    if (!exists(t)) continue;
    const char there = at(p, t);
    if (there == '.' || (type(there) == 'N' && owner(there) != me)) out.push_back(move_to(p, s, t));
  }
  if (!is_hole(s)) return;
  std::vector<Sq> holes = kOrdinaryHoles;
  holes.push_back(k2b);
  for (const Sq h : holes)
    if (!(h == s) && at(p, h) == '.') out.push_back({name(s) + "@" + name(h), s, h, false});
}

// OS-8, OS-12: the capture zones of every piece in ordinary space other than the moving
// Nebula, in the position before the move (the Nebula still on its square).
std::set<std::string> zones(const Pos& p, Sq nebula) {
  std::set<std::string> z;
  auto ray = [&](Sq s, int df, int dr) {
    for (Sq t = plus(s, df, dr); exists(t); t = plus(t, df, dr)) {
      z.insert(name(t));
      if (at(p, t) != '.') break;
    }
  };
  auto leap = [&](Sq s, const std::vector<std::pair<int, int>>& offsets) {
    for (const auto& [df, dr] : offsets)
      if (exists(plus(s, df, dr))) z.insert(name(plus(s, df, dr)));
  };
  for (const Sq s : all_squares()) {
    const char piece = at(p, s);
    if (s.board != 1 || piece == '.' || s == nebula) continue;
    switch (type(piece)) {
      case 'C':
        for (const Sq t : cluster_capture_squares(s, forward(piece))) z.insert(name(t));
        break;
      case 'P': leap(s, kKnight); break;
      case 'G': leap(s, kKing); break;
      case 'S':
        for (const auto& [df, dr] : kDiagonal) ray(s, df, dr);
        break;
      case 'N':
        for (const auto& [df, dr] : kOrthogonal) ray(s, df, dr);
        break;
    }
  }
  return z;
}

// OS-8: rook moves and captures, never over (but onto) a zone square.
void nebula_moves(const Pos& p, Sq s, std::vector<Cand>& out) {
  const std::set<std::string> z = zones(p, s);
  for (const auto& [df, dr] : kOrthogonal) {
    for (Sq t = plus(s, df, dr); exists(t); t = plus(t, df, dr)) {
      if (at(p, t) != '.') {
        if (capturable(at(p, t))) out.push_back(move_to(p, s, t));
        break;
      }
      out.push_back(move_to(p, s, t));
      if (z.count(name(t))) break;
    }
  }
}

// The position after a move, with everything that happens at the end of the turn.
Pos after(const Pos& p, const Cand& m) {
  Pos q = p;
  const int me = p.side;
  const char piece = at(p, m.from);
  const bool capture = at(p, m.to) != '.';  // a shot always hits a piece
  at(q, m.to) = '.';
  if (!m.shot) {
    at(q, m.from) = '.';
    at(q, m.to) = piece;
  }
  // OS-13: n of the mover's hyperspace pieces: 0 for a piece that entered this turn,
  // old n + 1 otherwise (it travels with a piece moving inside hyperspace); the other
  // side's counts wait for its own turn.
  for (int h = 0; h < 3; ++h) {
    const Sq sq{2, h, 0};
    if (q.hyper[h] == '.') q.n[h] = 0;
    else if (owner(q.hyper[h]) != me) q.n[h] = p.n[h];
    else if (!m.shot && m.to == sq) q.n[h] = m.from.board == 1 ? 0 : p.n[m.from.file] + 1;
    else q.n[h] = p.n[h] + 1;
  }
  // OS-5, OS-14: with 2b empty after the move, no Planet stays on an ordinary hole
  // (one just landed there, or 2b was just left).
  if (q.hyper[1] == '.')
    for (const Sq h : kOrdinaryHoles)
      if (type(at(q, h)) == 'P') at(q, h) = '.';
  q.nebula_moved[me] = !m.shot && type(piece) == 'N';
  q.no_capture = capture ? 0 : p.no_capture + 1;  // OS-14: a Planet lost to a hole is no capture
  q.side = 1 - me;
  return q;
}

// CO-2, OS-8, OS-13: the pass adds 1 to the mover's counts and clears its Nebula flag.
Pos after_pass(const Pos& p) {
  Pos q = p;
  for (int h = 0; h < 3; ++h)
    if (q.hyper[h] != '.' && owner(q.hyper[h]) == p.side) ++q.n[h];
  q.nebula_moved[p.side] = false;
  q.no_capture = p.no_capture + 1;
  q.side = 1 - p.side;
  return q;
}

}  // namespace

ReferenceMoves reference_outerspace(std::string_view text, const OptionValues&, ReferenceWrites writes) {
  const Pos p = read(text);
  ReferenceMoves out;
  // CO-1, OS-10: a Nebula captured ends the game.
  int nebulae = 0;
  for (const Sq s : all_squares()) nebulae += at(p, s) != '.' && type(at(p, s)) == 'N';
  if (nebulae < 2) return out;

  std::vector<Cand> all;
  for (const Sq s : all_squares()) {
    const char piece = at(p, s);
    if (piece == '.' || owner(piece) != p.side) continue;
    switch (type(piece)) {
      case 'C': cluster_moves(p, s, all); break;
      case 'P': planet_moves(p, s, all); break;
      case 'S': spaceship_moves(p, s, all); break;
      case 'G': galaxy_moves(p, s, all); break;
      case 'N': nebula_moves(p, s, all); break;
    }
  }

  // OS-9, OS-13: obligations of the mover's hyperspace pieces; while any holds only
  // moves fulfilling one (of either piece) are legal.
  std::vector<Cand> fulfilling;
  bool obliged = false;
  for (const Sq h : {k2a, k2b, k2c}) {
    const char piece = at(p, h);
    if (piece == '.' || owner(piece) != p.side) continue;
    std::vector<Cand> mine;
    for (const Cand& c : all) {
      if (!(c.from == h) || c.shot) continue;
      if (h == k2b ? c.to.board == 1 : c.to == k2b) mine.push_back(c);
    }
    const bool holds = h == k2b ? p.n[1] >= 4 && !mine.empty()  // "if it has a legal way out"
                                : p.n[h.file] >= 3 && at(p, k2b) == '.';
    if (!holds) continue;
    obliged = true;
    fulfilling.insert(fulfilling.end(), mine.begin(), mine.end());
  }

  std::vector<Cand> legal;
  bool nebula_forbidden = false;
  for (const Cand& c : obliged ? fulfilling : all) {
    // OS-8: not on two turns of its side in a row.
    if (type(at(p, c.from)) == 'N' && p.nebula_moved[p.side]) {
      nebula_forbidden = true;
      continue;
    }
    legal.push_back(c);
  }
  const bool positions = writes == ReferenceWrites::Positions;
  for (const Cand& c : legal) out.emplace(c.text, positions ? write(after(p, c)) : std::string());
  // OS-12, CO-2: the forced pass only when the no-twice rule took the Nebula's moves and
  // nothing else is legal; with no move at all it is stalemate (OS-10).
  if (legal.empty() && nebula_forbidden) out.emplace("pass", positions ? write(after_pass(p)) : std::string());
  return out;
}

}  // namespace dt::test
