#include "support/reference_hyperspace.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iterator>
#include <map>
#include <sstream>
#include <stdexcept>

#include "support/reference_orthodox.hpp"
#include "support/square_offsets.hpp"

namespace dt::test {

namespace {

struct Options {
  enum class Castling { Board, Hyperspace, Off };
  Castling castling = Castling::Board;  // HY-6
  bool drop_check = true;               // HY-9
  bool optional_jumps = false;          // HY-11: false = forced
  bool jumps = true;                    // HY-11: jumps=off is orthodox chess (OR-1)
};

Options options_of(const OptionValues& resolved) {
  Options o;
  const auto castling = reference_option(resolved, "castling");
  o.castling = castling == "hyperspace" ? Options::Castling::Hyperspace
               : castling == "off"      ? Options::Castling::Off
                                        : Options::Castling::Board;
  o.drop_check = reference_option(resolved, "drop_check") == "on";
  const auto jumps = reference_option(resolved, "jumps");
  o.optional_jumps = jumps == "optional";
  o.jumps = jumps != "off";
  return o;
}

constexpr std::string_view kPieceOrder = "PNBRQK";  // the canonical order of HY-12's list

int file_of(int s) { return s % 8; }
int rank_of(int s) { return s / 8; }
bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
int square(int file, int rank) { return file + 8 * rank; }
char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }
char colour_of(char piece) { return piece == '.' ? 0 : (std::isupper(static_cast<unsigned char>(piece)) ? 'w' : 'b'); }
char other(char colour) { return colour == 'w' ? 'b' : 'w'; }
char letter(char piece_upper, char colour) {
  return colour == 'w' ? piece_upper : static_cast<char>(std::tolower(static_cast<unsigned char>(piece_upper)));
}
int forward(char colour) { return colour == 'w' ? 1 : -1; }
int last_rank(char colour) { return colour == 'w' ? 7 : 0; }

int king_distance(int a, int b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

int parse_square(std::string_view t) {
  if (t.size() < 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
    throw std::invalid_argument("not a square: " + std::string(t));
  return square(t[0] - 'a', t[1] - '1');
}

bool canonical_before(const ReferenceEntry& a, const ReferenceEntry& b) {
  if (a.owner != b.owner) return a.owner == 'w';
  if (a.turns != b.turns) return a.turns < b.turns;
  if (a.square != b.square) return a.square < b.square;
  return kPieceOrder.find(a.piece) < kPieceOrder.find(b.piece);
}

bool has_king(const ReferencePosition& p, char colour) {
  for (char c : p.board)
    if (c == letter('K', colour)) return true;
  for (const auto& e : p.transit)
    if (e.owner == colour && e.piece == 'K') return true;
  return false;
}

int king_square(const ReferencePosition& p, char colour) {
  for (int s = 0; s < 64; ++s)
    if (p.board[s] == letter('K', colour)) return s;
  return -1;
}

// Whether a piece of `by` standing on the board could capture on `target` with an
// ordinary move on its next turn. Under forced jumps only a step to a neighbour along
// the piece's own lines is ordinary (HY-1): king and queen any way, rook straight,
// bishop diagonally, pawn diagonally forward; a knight never. Under optional jumps any
// orthodox capture is also an ordinary move (the brief's reading of HY-11): sliders
// through empty squares, knights.
bool ordinary_capture_possible(const ReferencePosition& p, int target, char by, const Options& o) {
  const int tf = file_of(target), tr = rank_of(target);
  for (const auto [df, dr] : kAllLines) {
    const int f = tf + df, r = tr + dr;
    if (!on_board(f, r)) continue;
    const char piece = p.board[square(f, r)];
    if (colour_of(piece) != by) continue;
    const bool straight = df == 0 || dr == 0;
    switch (upper(piece)) {
      case 'K':
      case 'Q': return true;
      case 'R':
        if (straight) return true;
        break;
      case 'B':
        if (!straight) return true;
        break;
      case 'P':
        // The pawn stands one rank behind the target in its own forward direction.
        if (!straight && -dr == forward(by)) return true;
        break;
      default: break;
    }
  }
  if (!o.optional_jumps) return false;
  for (const auto [df, dr] : kKnightLeaps) {
    const int f = tf + df, r = tr + dr;
    if (on_board(f, r) && p.board[square(f, r)] == letter('N', by)) return true;
  }
  for (const auto [df, dr] : kAllLines) {
    const bool straight = df == 0 || dr == 0;
    int f = tf + df, r = tr + dr;
    while (on_board(f, r) && p.board[square(f, r)] == '.') f += df, r += dr;
    if (!on_board(f, r)) continue;
    const char piece = p.board[square(f, r)];
    if (colour_of(piece) != by) continue;
    const char k = upper(piece);
    if (k == 'Q' || (k == 'R' && straight) || (k == 'B' && !straight)) return true;
  }
  return false;
}

bool drop_due_on(const ReferencePosition& p, int target, char by) {
  for (const auto& e : p.transit)
    if (e.owner == by && e.turns == 1 && e.square == target) return true;
  return false;
}

// HY-14: the attack that forbids castling from or through a square; its drop part
// names no option, so it holds whatever drop_check says.
bool attacked_for_castling(const ReferencePosition& p, int target, char by, const Options& o) {
  return ordinary_capture_possible(p, target, by, o) || drop_due_on(p, target, by);
}

struct Move {
  enum Kind { Ordinary, Launch, Short, Long };
  Move() = default;
  Move(Kind k, int f, int t, char promo = 0) : kind(k), from(f), to(t), promotion(promo) {}
  Kind kind = Ordinary;
  int from = -1, to = -1;
  char promotion = 0;  // upper case, ordinary move to the last rank
  // Upper case, the type of each of the mover's pawns placed on its last rank, by the
  // square it is placed on (HY-16: every placed pawn has its own choice).
  std::map<int, char> drop_promotions;
};

struct Outcome {
  std::array<char, 64> after_move{};
  int removed = 0;
  std::vector<int> centres, drops;
  std::vector<int> promoting_drops;  // where the mover's pawns were placed on its last rank
};

// The whole turn on `p` (HY-4, HY-5, HY-13, HY-16). A pawn placed on its last rank
// takes the type `m.drop_promotions` gives for its square, or a queen as a stand-in when
// none is given (the caller then knows from `promoting_drops` which squares need a choice).
Outcome play(ReferencePosition& p, const Move& m, const Options& o) {
  const char us = p.side, them = other(us);
  Outcome out;
  std::vector<int> touched;  // squares where a piece left or was removed (castling rights)
  bool reset = false;
  std::vector<ReferenceEntry> launched;

  switch (m.kind) {
    case Move::Ordinary: {
      const char piece = p.board[m.from];
      if (colour_of(piece) != us) throw std::invalid_argument("no piece of the mover on the origin");
      if (colour_of(p.board[m.to]) == them) {
        ++out.removed;
        reset = true;
      }
      if (upper(piece) == 'P') reset = true;
      p.board[m.from] = '.';
      p.board[m.to] = m.promotion ? letter(m.promotion, us) : piece;
      touched.push_back(m.from);
      touched.push_back(m.to);
      break;
    }
    case Move::Launch: {
      const char piece = p.board[m.from];
      if (colour_of(piece) != us) throw std::invalid_argument("no piece of the mover on the origin");
      if (upper(piece) == 'P') reset = true;
      p.board[m.from] = '.';
      // HY-3, HY-13: launched on this turn from distance d, it drops at the end of the
      // owner's (d-1)-th next turn; a knight's d is 2.
      const int d = upper(piece) == 'N' ? 2 : king_distance(m.from, m.to);
      launched.push_back({us, upper(piece), m.to, d - 1});
      touched.push_back(m.from);
      break;
    }
    case Move::Short:
    case Move::Long: {
      const int rank = us == 'w' ? 0 : 7;
      const int king = square(4, rank);
      const int rook = square(m.kind == Move::Short ? 7 : 0, rank);
      const int king_to = square(m.kind == Move::Short ? 6 : 2, rank);
      const int rook_to = square(m.kind == Move::Short ? 5 : 3, rank);
      if (p.board[king] != letter('K', us) || p.board[rook] != letter('R', us))
        throw std::invalid_argument("castling without king and rook at home");
      p.board[king] = p.board[rook] = '.';
      if (o.castling == Options::Castling::Hyperspace) {  // HY-6: two launches
        launched.push_back({us, 'K', king_to, king_distance(king, king_to) - 1});
        launched.push_back({us, 'R', rook_to, king_distance(rook, rook_to) - 1});
      } else {
        p.board[king_to] = letter('K', us);
        p.board[rook_to] = letter('R', us);
      }
      touched.push_back(king);
      touched.push_back(rook);
      break;
    }
  }
  out.after_move = p.board;

  // HY-4, HY-13: the mover's entries at 1 drop; its others count down; the opponent's
  // wait. The entries launched by this move join the list afterwards, uncounted.
  std::vector<ReferenceEntry> due, staying;
  for (auto e : p.transit) {
    if (e.owner == us && e.turns == 1) {
      due.push_back(e);
    } else {
      if (e.owner == us) --e.turns;
      staying.push_back(e);
    }
  }
  // HY-5: every drop is judged against the board after the move; placements first.
  std::vector<int> centres;
  for (const auto& e : due) {
    out.drops.push_back(e.square);
    int same = 0;
    for (const auto& f : due) same += f.square == e.square;
    if (same >= 2 || colour_of(p.board[e.square]) == us) {
      ++out.removed;  // the dropping piece is never placed
      if (std::find(centres.begin(), centres.end(), e.square) == centres.end()) centres.push_back(e.square);
      continue;
    }
    if (colour_of(p.board[e.square]) == them) {
      ++out.removed;
      reset = true;
      touched.push_back(e.square);
    }
    char piece = e.piece;
    if (piece == 'P' && rank_of(e.square) == last_rank(us)) {  // HY-16
      out.promoting_drops.push_back(e.square);
      const auto chosen = m.drop_promotions.find(e.square);
      piece = chosen == m.drop_promotions.end() ? 'Q' : chosen->second;
    }
    p.board[e.square] = letter(piece, us);
  }
  // All explosions together: the union of the 3x3 areas, both colours, kings included.
  std::array<bool, 64> blast{};
  for (int c : centres)
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr)
        if (on_board(file_of(c) + df, rank_of(c) + dr)) blast[square(file_of(c) + df, rank_of(c) + dr)] = true;
  for (int s = 0; s < 64; ++s) {
    if (!blast[s] || p.board[s] == '.') continue;
    p.board[s] = '.';
    ++out.removed;
    reset = true;  // an explosion that removes at least one piece from the board
    touched.push_back(s);
  }
  std::sort(centres.begin(), centres.end());
  out.centres = centres;

  p.transit = staying;
  for (const auto& e : launched) p.transit.push_back(e);

  // HY-14: a right ends when its king or rook leaves its home square or is removed there.
  std::string rights;
  for (const char r : p.castling) {
    const int rank = r == 'K' || r == 'Q' ? 0 : 7;
    const int rook = square(r == 'K' || r == 'k' ? 7 : 0, rank), king = square(4, rank);
    const bool lost = std::find(touched.begin(), touched.end(), rook) != touched.end() ||
                      std::find(touched.begin(), touched.end(), king) != touched.end();
    if (!lost) rights += r;
  }
  p.castling = rights;
  constexpr std::uint64_t kMaxClock = 0xFFFFFFFF;
  p.halfmove = reset ? 0 : std::min(p.halfmove + 1, kMaxClock);
  if (us == 'b') p.fullmove = std::min(p.fullmove + 1, kMaxClock);
  p.side = them;
  return out;
}

std::string move_text(const ReferencePosition& before, const Move& m) {
  std::string out;
  switch (m.kind) {
    case Move::Short: out = "O-O"; break;
    case Move::Long: out = "O-O-O"; break;
    case Move::Launch: out = reference_square_name(m.from) + '-' + reference_square_name(m.to) + '^'; break;
    case Move::Ordinary: {
      const bool capture = colour_of(before.board[m.to]) == other(before.side);
      out = reference_square_name(m.from) + (capture ? 'x' : '-') + reference_square_name(m.to);
      if (m.promotion) out += std::string("=") + m.promotion;
      break;
    }
  }
  // The notation table: `/square=X` per dropping pawn; several go by file, a to h (the
  // project's reading). The squares all lie on the mover's last rank, so the map's order
  // by square is the order by file.
  for (const auto& [square, type] : m.drop_promotions) out += '/' + reference_square_name(square) + '=' + type;
  return out;
}

// Every move along the pieces' own lines, before the check test (HY-1, HY-2, HY-6, HY-8,
// HY-11).
std::vector<Move> candidate_moves(const ReferencePosition& p, const Options& o) {
  std::vector<Move> out;
  const char us = p.side, them = other(us);
  const auto own = [&](int s) { return colour_of(p.board[s]) == us; };
  const auto add_pawn_step = [&](int from, int to) {
    if (rank_of(to) != last_rank(us)) {
      out.push_back({Move::Ordinary, from, to});
      return;
    }
    for (const char t : {'Q', 'R', 'B', 'N'}) out.push_back({Move::Ordinary, from, to, t});
  };
  for (int from = 0; from < 64; ++from) {
    if (!own(from)) continue;
    const int f = file_of(from), r = rank_of(from);
    const char piece = upper(p.board[from]);
    if (piece == 'P') {
      const int up = forward(us);
      if (on_board(f, r + up) && p.board[square(f, r + up)] == '.') add_pawn_step(from, square(f, r + up));
      const int start = us == 'w' ? 1 : 6;
      if (r == start && p.board[square(f, r + 2 * up)] == '.') {
        out.push_back({Move::Launch, from, square(f, r + 2 * up)});  // middle square ignored (HY-2)
        if (o.optional_jumps && p.board[square(f, r + up)] == '.')
          out.push_back({Move::Ordinary, from, square(f, r + 2 * up)});
      }
      for (const int df : {-1, 1})
        if (on_board(f + df, r + up) && colour_of(p.board[square(f + df, r + up)]) == them)
          add_pawn_step(from, square(f + df, r + up));
      continue;
    }
    if (piece == 'K') {
      for (const auto [df, dr] : kAllLines)
        if (on_board(f + df, r + dr) && !own(square(f + df, r + dr)))
          out.push_back({Move::Ordinary, from, square(f + df, r + dr)});
      continue;
    }
    if (piece == 'N') {
      for (const auto [df, dr] : kKnightLeaps) {
        if (!on_board(f + df, r + dr) || own(square(f + df, r + dr))) continue;
        out.push_back({Move::Launch, from, square(f + df, r + dr)});
        if (o.optional_jumps) out.push_back({Move::Ordinary, from, square(f + df, r + dr)});
      }
      continue;
    }
    std::vector<Offset> lines;
    if (piece == 'R' || piece == 'Q') lines.insert(lines.end(), std::begin(kRookLines), std::end(kRookLines));
    if (piece == 'B' || piece == 'Q') lines.insert(lines.end(), std::begin(kBishopLines), std::end(kBishopLines));
    for (const auto [df, dr] : lines) {
      // Blockers ignored: every square of the line not held by the mover's own side.
      for (int k = 1; on_board(f + k * df, r + k * dr); ++k) {
        const int to = square(f + k * df, r + k * dr);
        if (!own(to)) out.push_back({k == 1 ? Move::Ordinary : Move::Launch, from, to});
      }
      if (!o.optional_jumps) continue;
      // HY-11: the orthodox version of a non-adjacent move, blocked as in chess.
      for (int k = 1; on_board(f + k * df, r + k * dr); ++k) {
        const int to = square(f + k * df, r + k * dr);
        if (own(to)) break;
        if (k >= 2) out.push_back({Move::Ordinary, from, to});
        if (p.board[to] != '.') break;
      }
    }
  }
  if (o.castling != Options::Castling::Off) {
    const int rank = us == 'w' ? 0 : 7;
    const int king = square(4, rank);
    const auto right = [&](char r) { return p.castling.find(letter(r, us)) != std::string::npos; };
    const auto empty = [&](int file) { return p.board[square(file, rank)] == '.'; };
    const auto safe = [&](int file) { return !attacked_for_castling(p, square(file, rank), them, o); };
    if (p.board[king] == letter('K', us) && safe(4)) {
      if (right('K') && p.board[square(7, rank)] == letter('R', us) && empty(5) && empty(6) && safe(5))
        out.push_back({Move::Short, king, square(6, rank)});
      if (right('Q') && p.board[square(0, rank)] == letter('R', us) && empty(1) && empty(2) && empty(3) && safe(3))
        out.push_back({Move::Long, king, square(2, rank)});
    }
  }
  return out;
}

Move parse_move(std::string_view t) {
  Move m;
  std::string_view rest = t;
  if (rest.starts_with("O-O-O")) {
    m.kind = Move::Long;
    rest.remove_prefix(5);
  } else if (rest.starts_with("O-O")) {
    m.kind = Move::Short;
    rest.remove_prefix(3);
  } else {
    if (rest.size() < 5 || (rest[2] != '-' && rest[2] != 'x')) throw std::invalid_argument("not a move: " + std::string(t));
    m.from = parse_square(rest.substr(0, 2));
    m.to = parse_square(rest.substr(3, 2));
    rest.remove_prefix(5);
    if (rest.starts_with("^")) {
      m.kind = Move::Launch;
      rest.remove_prefix(1);
    }
    if (rest.size() >= 2 && rest[0] == '=') {
      m.promotion = rest[1];
      rest.remove_prefix(2);
    }
  }
  int previous_file = -1;
  while (rest.size() >= 5 && rest[0] == '/' && rest[3] == '=') {
    const int square = parse_square(rest.substr(1, 2));
    if (file_of(square) <= previous_file) throw std::invalid_argument("drop promotions not by file: " + std::string(t));
    previous_file = file_of(square);
    m.drop_promotions[square] = rest[4];
    rest.remove_prefix(5);
  }
  if (!rest.empty()) throw std::invalid_argument("not a move: " + std::string(t));
  return m;
}

}  // namespace

std::string reference_square_name(int s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }

std::string reference_entry_text(const ReferenceEntry& e) {
  return std::string(1, e.owner) + e.piece + '>' + reference_square_name(e.square) + ':' + std::to_string(e.turns);
}

ReferencePosition reference_read(std::string_view text) {
  ReferencePosition p;
  p.board.fill('.');
  const auto bar = text.find('|');
  std::istringstream in{std::string(text.substr(0, bar))};
  std::string placement, side, castling, ep;
  in >> placement >> side >> castling >> ep;
  if (!(in >> p.halfmove >> p.fullmove)) p.halfmove = 0, p.fullmove = 1;
  for_each_placed(placement, [&](int file, int rank, char c) { p.board[square(file, rank)] = c; });
  p.side = side == "b" ? 'b' : 'w';
  for (const char r : std::string_view("KQkq"))
    if (castling != "-" && castling.find(r) != std::string::npos) p.castling += r;
  if (bar == std::string_view::npos) return p;
  std::istringstream entries{std::string(text.substr(bar + 1))};
  std::string word;
  entries >> word;
  if (word.rfind("transit:", 0) != 0) throw std::invalid_argument("expected 'transit:'");
  word = word.substr(8);
  do {
    if (word.empty()) continue;
    // OWNER PIECE > SQUARE : TURNS
    if (word.size() != 7 || word[2] != '>' || word[5] != ':') throw std::invalid_argument("bad entry " + word);
    p.transit.push_back({word[0], word[1], parse_square(word.substr(3, 2)), word[6] - '0'});
  } while (entries >> word);
  return p;
}

std::string reference_write(const ReferencePosition& p) {
  std::string out = placement_text([&](int file, int rank) { return p.board[square(file, rank)]; });
  out += ' ';
  out += p.side;
  out += ' ' + (p.castling.empty() ? std::string("-") : p.castling) + " - " + std::to_string(p.halfmove) + ' ' +
         std::to_string(p.fullmove);
  if (p.transit.empty()) return out;
  std::vector<ReferenceEntry> sorted = p.transit;
  std::sort(sorted.begin(), sorted.end(), canonical_before);
  out += " | transit:";
  for (const auto& e : sorted) out += ' ' + reference_entry_text(e);
  return out;
}

namespace {

bool in_check(const ReferencePosition& p, char colour, const Options& o) {
  const int king = king_square(p, colour);
  if (king < 0) return false;
  return ordinary_capture_possible(p, king, other(colour), o) || (o.drop_check && drop_due_on(p, king, other(colour)));
}

// OR-1: a UCI move of the orthodox reference in this variant's notation (`e1g1` -> `O-O`,
// `x` for a capture or en passant, `e7e8q` -> `e7-e8=Q`).
std::string hyperspace_notation_of(const ReferencePosition& before, const std::string& uci) {
  const int from = parse_square(uci.substr(0, 2)), to = parse_square(uci.substr(2, 2));
  const char piece = upper(before.board[from]);
  if (piece == 'K' && std::abs(file_of(from) - file_of(to)) == 2) return file_of(to) == 6 ? "O-O" : "O-O-O";
  const bool capture = before.board[to] != '.' || (piece == 'P' && file_of(from) != file_of(to));
  std::string out = uci.substr(0, 2) + (capture ? 'x' : '-') + uci.substr(2, 2);
  if (uci.size() == 5) out += std::string("=") + upper(uci[4]);
  return out;
}

}  // namespace

bool reference_in_check(const ReferencePosition& p, char colour, const OptionValues& options) {
  return in_check(p, colour, options_of(options));
}

ReferenceMoves reference_hyperspace(std::string_view position, const OptionValues& options, ReferenceWrites writes) {
  const Options o = options_of(options);
  const ReferencePosition p = reference_read(position);
  ReferenceMoves out;
  if (!o.jumps) {
    for (const auto& [uci, after] : reference_orthodox(position, {}, writes)) out.emplace(hyperspace_notation_of(p, uci), after);
    return out;
  }
  if (!has_king(p, 'w') || !has_king(p, 'b')) return out;
  for (Move m : candidate_moves(p, o)) {
    ReferencePosition child = p;
    const std::vector<int> placed = play(child, m, o).promoting_drops;
    // HY-16, CO-3: every combination of the placed pawns' types is a move of its own,
    // counted like a number in base 4 with one digit per placed pawn.
    int combinations = 1;
    for (std::size_t i = 0; i < placed.size(); ++i) combinations *= 4;
    for (int c = 0; c < combinations; ++c) {
      int digits = c;
      for (const int square : placed) {
        m.drop_promotions[square] = std::string_view("QRBN")[static_cast<std::size_t>(digits % 4)];
        digits /= 4;
      }
      child = p;
      play(child, m, o);
      // HY-9: illegal only when the mover's king is on the board and in check after the
      // whole turn; a move that destroys it is legal.
      if (!in_check(child, p.side, o))
        out.emplace(move_text(p, m), writes == ReferenceWrites::Positions ? reference_write(child) : std::string());
    }
  }
  return out;
}

ReferenceTurn reference_hyperspace_turn(std::string_view position, std::string_view move, const OptionValues& options) {
  const Options o = options_of(options);
  ReferencePosition p = reference_read(position);
  const Move m = parse_move(move);
  const Outcome outcome = play(p, m, o);
  std::vector<int> written;
  for (const auto& [square, type] : m.drop_promotions) written.push_back(square);
  std::vector<int> placed = outcome.promoting_drops;
  std::sort(placed.begin(), placed.end());
  if (written != placed)
    throw std::invalid_argument("promotion by drop written where none happens or missing: " + std::string(move));
  ReferenceTurn out;
  out.position = reference_write(p);
  out.after_move = outcome.after_move;
  out.after_turn = p.board;
  out.removed = outcome.removed;
  out.centres = outcome.centres;
  out.drops = outcome.drops;
  return out;
}

}  // namespace dt::test
