#include "support/text_hitchhiker.hpp"

#include <cctype>
#include <cstdlib>
#include <stdexcept>

namespace dt::test::hh {

bool exists(int file, int rank) {
  if (rank == 1 || rank == 11) return file == 5;
  const int half = 4 - std::abs(rank - 6);  // rank 6: 4, so a..i
  return rank >= 2 && rank <= 10 && std::abs(file - 5) <= half;
}

std::optional<Square> square(std::string_view text) {
  if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'i') return std::nullopt;
  int rank = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    rank = rank * 10 + (c - '0');
  }
  if (text[1] == '0') return std::nullopt;
  const Square s{text[0] - 'a' + 1, rank};
  return exists(s.file, s.rank) ? std::optional<Square>(s) : std::nullopt;
}

// Appended, not `string + string`: GCC 12 warns falsely (-Wrestrict) on the latter.
std::string name(Square s) {
  std::string out(1, static_cast<char>('a' + s.file - 1));
  out += std::to_string(s.rank);
  return out;
}
bool dark(Square s) { return (s.file + s.rank) % 2 == 0; }
int ring(Square s) { return std::abs(s.file - 5) + std::abs(s.rank - 6); }

std::optional<Square> reflection(Square s) {
  const Square r{10 - s.file, 12 - s.rank};
  return exists(r.file, r.rank) ? std::optional<Square>(r) : std::nullopt;
}

Neighbours neighbours(Square s, bool orthogonal_only) {
  Neighbours out;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      if ((df == 0 && dr == 0) || (orthogonal_only && df != 0 && dr != 0)) continue;
      const Square n{s.file + df, s.rank + dr};
      if (exists(n.file, n.rank) && !(n.file == 5 && n.rank == 6)) out.push_back(n);
    }
  if (s.rank == 6 && s.file == 1) out.push_back({9, 6});
  if (s.rank == 6 && s.file == 9) out.push_back({1, 6});
  return out;
}

Board parse_board(std::string_view position) {
  Board b;
  const auto space = position.find(' ');
  const std::string_view placement = position.substr(0, space);
  int rank = 11, file = 0;
  const auto first_file = [](int r) { return r == 1 || r == 11 ? 5 : 1 + std::abs(r - 6); };
  file = first_file(rank);
  for (char c : placement) {
    if (c == '/') {
      file = first_file(--rank);
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else {
      if (c != '*') b.pieces[{file, rank}] = c;
      ++file;
    }
  }
  b.side = position[space + 1];
  const std::string_view sun = position.substr(space + 3);
  if (sun != "-") b.just_moved = square(sun);
  return b;
}

std::string format_board(const Board& b) {
  std::string out;
  for (int rank = 11; rank >= 1; --rank) {
    int empty = 0;
    for (int file = 1; file <= 9; ++file) {
      if (!exists(file, rank)) continue;
      char c = 0;
      if (file == 5 && rank == 6) c = '*';
      else if (auto it = b.pieces.find({file, rank}); it != b.pieces.end()) c = it->second;
      if (!c) { ++empty; continue; }
      if (empty) out += static_cast<char>('0' + empty), empty = 0;
      out += c;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank > 1) out += '/';
  }
  out += ' ';
  out += b.side;
  out += ' ';
  out += b.just_moved ? name(*b.just_moved) : "-";
  return out;
}

std::string rotated(std::string_view position) {
  const Board b = parse_board(position);
  Board r;
  for (const auto& [s, c] : b.pieces) {
    const char swapped = c == '&' ? '&' : std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c))
                                                                                         : static_cast<char>(std::toupper(c));
    r.pieces[*reflection(s)] = swapped;
  }
  r.side = b.side == 'w' ? 'b' : 'w';
  if (b.just_moved) r.just_moved = reflection(*b.just_moved);
  return format_board(r);
}

MoveText parse_move(std::string_view text) {
  MoveText m;
  if (text == "pass") return m;
  std::size_t at = 2;
  if (text.size() > 2 && std::isdigit(static_cast<unsigned char>(text[2]))) at = 3;
  m.from = *square(text.substr(0, at));
  std::string_view rest = text.substr(at);
  if (rest == "!") {
    m.kind = MoveText::Detonate;
    m.to = m.from;
    return m;
  }
  if (const auto amp = rest.find('&'); amp != std::string_view::npos) {
    m.kidnap = true;
    rest = rest.substr(0, amp);
  }
  switch (rest[0]) {
    case '-': m.kind = MoveText::Step; rest.remove_prefix(1); break;
    case 'x': m.kind = MoveText::Step; m.capture = true; rest.remove_prefix(1); break;
    case '~': m.kind = MoveText::Rematerialize; rest.remove_prefix(1); break;
    case '^': m.kind = MoveText::Scorch; rest.remove_prefix(1); break;
    case '*':
      m.kind = MoveText::Plunge;
      rest.remove_prefix(1);
      if (!rest.empty() && rest[0] == 'x') m.capture = true, rest.remove_prefix(1);
      break;
    default: throw std::invalid_argument("not a move: " + std::string(text));
  }
  m.to = *square(rest);
  return m;
}

}  // namespace dt::test::hh
