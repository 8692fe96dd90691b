#include "support/reference_hitchhiker.hpp"

#include <cctype>
#include <optional>
#include <vector>

#include "support/text_hitchhiker.hpp"

namespace dt::test {

namespace {

using hh::Board;
using hh::Square;

struct ReferenceOptions {
  bool orbit_any = false;        // HC-11 orbit_change=any
  bool kidnap_optional = false;  // HC-9 kidnap=optional
};

const Square kHole{5, 6};
const Square kE1{5, 1}, kE11{5, 11};

constexpr int kDirs[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

// One step in direction d (HC-1), the hole included; east-west on rank 6 wraps (HC-2).
std::optional<Square> step(Square s, int d) {
  const int df = kDirs[d][0], dr = kDirs[d][1];
  if (s.rank == 6 && dr == 0) {
    if (s.file == 1 && df == -1) return Square{9, 6};
    if (s.file == 9 && df == 1) return Square{1, 6};
  }
  if (!hh::exists(s.file + df, s.rank + dr)) return std::nullopt;
  return Square{s.file + df, s.rank + dr};
}

bool white(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
char kind(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

struct Game {
  Board b;
  ReferenceOptions options;
  bool white_to_move() const { return b.side == 'w'; }

  // The non-Hitchhiker piece on s, or 0.
  char piece(Square s) const {
    const auto it = b.pieces.find(s);
    return it == b.pieces.end() || kind(it->second) == 'H' || it->second == '&' ? 0 : it->second;
  }
  std::optional<Square> hitchhiker(bool of_white) const {
    for (const auto& [s, c] : b.pieces)
      if (c == '&' || c == (of_white ? 'H' : 'h')) return s;
    return std::nullopt;
  }
  bool own(char c) const { return c && white(c) == white_to_move(); }
  bool enemy(char c) const { return c && white(c) != white_to_move(); }
  bool protected_sun(Square s) const { return b.just_moved && *b.just_moved == s; }
  // An enemy piece that a capture may take (HC-8: not a just-moved Sun).
  bool capturable(Square s) const { return enemy(piece(s)) && !protected_sun(s); }
  bool over() const {
    const auto w = hitchhiker(true), k = hitchhiker(false);
    return !w || !k || *w == kE11 || *k == kE1;
  }
};

// A move before the Hitchhiker checks: where it goes and what it passes.
struct Candidate {
  hh::MoveText::Kind kind;
  Square from, to;
  std::vector<Square> path;
};

bool adjacent(Square a, Square b) {
  for (const Square n : hh::neighbours(a))
    if (n == b) return true;
  return false;
}

int direction(Square from, Square to) {
  for (int d = 0; d < 8; ++d)
    if (auto s = step(from, d); s && *s == to) return d;
  return -1;
}

// HC-9, HC-10, HC-16, HC-17 by making the move and looking: the resulting position, or
// nothing when the move may not be made (a square it lands on or passes keeps its
// Hitchhiker, or a kidnap that takes nobody along).
std::optional<Board> play(const Game& g, const Candidate& c, bool kidnap) {
  const bool us_white = g.white_to_move();
  Board after = g.b;
  after.side = us_white ? 'b' : 'w';
  after.just_moved.reset();
  const char mover = g.piece(c.from);

  // Hitchhikers leave the board copy first; they are put back at the end.
  std::optional<Square> hpos[2] = {g.hitchhiker(true), g.hitchhiker(false)};  // [0] white, [1] black
  for (int h = 0; h < 2; ++h)
    if (hpos[h]) after.pieces.erase(*hpos[h]);

  if (c.kind == hh::MoveText::Scorch) {
    const bool live = kind(g.piece(c.to)) == 'M' && hh::dark(c.to);
    after.pieces.erase(c.to);
    if (live) after.pieces.erase(c.from);  // HC-6
  } else if (c.kind == hh::MoveText::Detonate) {
    after.pieces.erase(c.from);
    for (const Square n : hh::neighbours(c.from, true))
      if (!g.protected_sun(n)) after.pieces.erase(n);  // Hitchhikers are off the copy
  } else if (c.kind != hh::MoveText::Pass) {
    // Which Hitchhikers go along: own when adjacent; enemy when adjacent, abandoned (no
    // piece of its side next to it, before the move) and, under kidnap=optional, chosen.
    bool moving[2] = {false, false};
    std::optional<Square> target[2];
    for (int h = 0; h < 2; ++h) {
      if (!hpos[h] || !adjacent(c.from, *hpos[h])) continue;
      const bool is_own = (h == 0) == us_white;
      if (!is_own) {
        if (g.options.kidnap_optional && !kidnap) continue;
        bool guarded = false;
        for (const Square n : hh::neighbours(*hpos[h]))
          if (const char p = g.piece(n); p && white(p) == (h == 0)) guarded = true;
        if (guarded) continue;
      }
      const auto t = step(c.to, direction(c.from, *hpos[h]));
      if (!t) continue;
      if (*t == kHole && is_own) continue;                     // HC-10
      if ((*t == kE1 || *t == kE11) && !is_own) continue;      // HC-10
      target[h] = t;
      moving[h] = true;
    }
    const bool captures = g.capturable(c.to);
    const bool live = captures && kind(g.piece(c.to)) == 'M' && hh::dark(c.to);
    after.pieces.erase(c.from);
    after.pieces.erase(c.to);
    if (!live) after.pieces[c.to] = mover;  // HC-6: the capturer of a live Mine goes
    // HC-17: all together, until nothing changes. The mover counts as standing on `to`.
    for (bool changed = true; changed;) {
      changed = false;
      for (int h = 0; h < 2; ++h) {
        if (!moving[h] || *target[h] == kHole) continue;
        const int o = 1 - h;
        const bool blocked_by_piece = after.pieces.count(*target[h]) || *target[h] == c.to;
        const bool other_stays = hpos[o] && !moving[o] && *hpos[o] == *target[h];
        const bool own_into_far_restaurant = ((h == 0) == us_white) && *target[h] == (h == 0 ? kE11 : kE1);
        if (blocked_by_piece || (other_stays && !own_into_far_restaurant)) {
          moving[h] = false;
          changed = true;
        }
      }
    }
    const std::optional<Square> before[2] = {hpos[0], hpos[1]};
    for (int h = 0; h < 2; ++h)
      if (moving[h]) hpos[h] = *target[h] == kHole ? std::nullopt : target[h];
    if (kidnap) {
      const int e = us_white ? 1 : 0;
      if (!moving[e]) return std::nullopt;  // nobody taken along: the same as without
    }
    // HC-9/HC-16: a Hitchhiker that stood on a square landed on or passed must have
    // left it (one carried onto a passed square is fine: the mover has gone by).
    std::vector<Square> crossed = c.path;
    crossed.push_back(c.to);
    for (const Square s : crossed)
      for (int h = 0; h < 2; ++h)
        if (before[h] && *before[h] == s && hpos[h] && *hpos[h] == s) return std::nullopt;
    if (mover == (us_white ? 'S' : 's') && c.kind == hh::MoveText::Step) after.just_moved = c.to;  // HC-19
  }
  for (int h = 0; h < 2; ++h) {
    if (!hpos[h]) continue;
    auto& there = after.pieces[*hpos[h]];
    there = there ? '&' : (h == 0 ? 'H' : 'h');
  }
  return after;
}

std::string text(const Game& g, const Candidate& c, bool kidnap) {
  if (c.kind == hh::MoveText::Pass) return "pass";
  const std::string from = hh::name(c.from), to = hh::name(c.to);
  const bool capture = g.capturable(c.to);
  // Appended piece by piece (GCC 12 warns falsely, -Wrestrict, on `string + "!"`).
  std::string out = from;
  switch (c.kind) {
    case hh::MoveText::Detonate: out += '!'; return out;
    case hh::MoveText::Scorch: out += '^'; out += to; return out;
    case hh::MoveText::Rematerialize: out += '~'; break;
    case hh::MoveText::Plunge: out += capture ? "*x" : "*"; break;
    default: out += capture ? "x" : "-"; break;
  }
  out += to;
  if (kidnap) {
    out += '&';
    out += hh::name(*g.hitchhiker(!g.white_to_move()));
  }
  return out;
}

// Squares a piece may land on or pass before the Hitchhiker check: empty or holding a
// Hitchhiker (it may be carried away); never the hole.
bool open(const Game& g, Square s) { return !(s == kHole) && !g.piece(s); }

void candidates(const Game& g, Square from, char piece, std::vector<Candidate>& out) {
  using K = hh::MoveText;
  const auto add = [&](K::Kind k, Square to, std::vector<Square> path = {}) { out.push_back({k, from, to, std::move(path)}); };
  switch (kind(piece)) {
    case 'M': {  // HC-5
      for (int d = 1; d < 8; d += 2)
        if (auto to = step(from, d); to && (open(g, *to) || (g.capturable(*to) && hh::dark(*to)))) add(K::Step, *to);
      for (int d = 0; d < 8; d += 2) {
        const auto middle = step(from, d);
        if (!middle || !open(g, *middle)) continue;
        if (auto to = step(*middle, d); to && (open(g, *to) || (g.capturable(*to) && hh::dark(*to)))) add(K::Step, *to, {*middle});
      }
      if (hh::dark(from)) add(K::Detonate, from);
      break;
    }
    case 'C': {  // HC-7
      for (int d = 0; d < 8; ++d)
        if (auto to = step(from, d); to && (open(g, *to) || g.capturable(*to))) add(K::Step, *to);
      if (auto to = hh::reflection(from); to && !(*to == from) && (open(g, *to) || (g.capturable(*to) && kind(g.piece(*to)) != 'C')))
        add(K::Plunge, *to);
      break;
    }
    case 'O': {  // HC-11
      const int k = hh::ring(from);
      std::vector<Square> starts;
      for (int d = 1; d < 8; d += 2)
        if (auto n = step(from, d); n && hh::ring(*n) == k) starts.push_back(*n);
      for (const Square first : starts) {
        std::vector<Square> path;
        Square prev = from, at = first;
        while (!(at == from)) {
          if (open(g, at)) {
            add(K::Step, at, path);
          } else {
            if (g.capturable(at)) add(K::Step, at, path);
            break;
          }
          path.push_back(at);
          std::optional<Square> next;
          for (int d = 1; d < 8; d += 2)
            if (auto n = step(at, d); n && hh::ring(*n) == k && !(*n == prev)) next = n;
          if (!next) break;
          prev = at;
          at = *next;
        }
      }
      for (int d = 0; d < 8; d += 2) {
        const auto to = step(from, d);
        if (!to || !open(g, *to) || std::abs(hh::ring(*to) - k) != 1) continue;
        const bool along = (from.file == 5 && (d == 0 || d == 4)) || (from.rank == 6 && (d == 2 || d == 6));
        if (g.options.orbit_any || along || (from.file != 5 && from.rank != 6)) add(K::Step, *to);
      }
      break;
    }
    case 'R': {  // HC-12
      for (const int d : {0, 4}) {
        std::vector<Square> path;
        for (auto at = step(from, d); at; at = step(*at, d)) {
          if (open(g, *at)) {
            add(K::Step, *at, path);
            path.push_back(*at);
            continue;
          }
          if (g.capturable(*at)) add(K::Step, *at, path);
          break;
        }
      }
      for (int file = 1; file <= 9; ++file)
        for (int rank = 1; rank <= 11; ++rank) {
          const Square to{file, rank};
          if (!hh::exists(file, rank) || to == from || !open(g, to)) continue;
          bool safe = true;
          for (const Square n : hh::neighbours(to))
            if (g.enemy(g.piece(n))) safe = false;
          if (safe) add(K::Rematerialize, to);
        }
      break;
    }
    case 'S': {  // HC-8
      for (int d = 0; d < 8; ++d) {
        std::vector<Square> path;
        for (auto at = step(from, d); at && !(*at == from) && open(g, *at); at = step(*at, d)) {
          add(K::Step, *at, path);
          path.push_back(*at);
        }
      }
      for (const Square n : hh::neighbours(from))
        if (g.capturable(n)) add(K::Scorch, n);
      break;
    }
    default: break;
  }
}

}  // namespace

ReferenceMoves reference_hitchhiker(std::string_view position, const OptionValues& resolved, ReferenceWrites writes) {
  const ReferenceOptions options{reference_option(resolved, "orbit_change") == "any",
                                 reference_option(resolved, "kidnap") == "optional"};
  const Game g{hh::parse_board(position), options};
  ReferenceMoves out;
  if (g.over()) return out;
  std::vector<Candidate> all;
  for (const auto& [s, c] : g.b.pieces)
    if (g.own(c) && kind(c) != 'H' && c != '&') candidates(g, s, c, all);
  for (const Candidate& c : all) {
    const bool whole = c.kind == hh::MoveText::Scorch || c.kind == hh::MoveText::Detonate;
    for (const bool kidnap : {false, true}) {
      if (kidnap && (whole || !options.kidnap_optional)) continue;
      if (auto after = play(g, c, kidnap))
        out.emplace(text(g, c, kidnap), writes == ReferenceWrites::Positions ? hh::format_board(*after) : std::string());
    }
  }
  if (out.empty()) {
    Board passed = g.b;
    passed.side = g.white_to_move() ? 'b' : 'w';
    passed.just_moved.reset();
    out.emplace("pass", writes == ReferenceWrites::Positions ? hh::format_board(passed) : std::string());
  }
  return out;
}

}  // namespace dt::test
