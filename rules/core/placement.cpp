// Reading and writing ranks of cells (see placement.hpp).
#include "core/placement.hpp"

#include <algorithm>

namespace dt {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string quoted(char c) { return std::string("'") + c + "'"; }

}  // namespace

std::string RankShape::rank_name(int rank) const {
  if (!row_name.empty()) return std::string(row_name);
  return "rank " + std::to_string(ranks() - rank);
}

Result<void> read_ranks(const Field& f, const RankShape& shape, const PutCell& put) {
  const bool one_row = !shape.row_name.empty();
  const int widest = *std::max_element(shape.widths.begin(), shape.widths.end());
  const std::string letter = "a piece letter (" + std::string(shape.letters) + ")";
  const std::string marks = shape.marks.empty() ? "" : ", " + std::string(shape.marks);
  const std::string digits = "a digit 1-" + std::to_string(widest);
  const std::string expected = one_row ? "expected " + letter + marks + " or " + digits
                                       : "expected " + letter + marks + ", " + digits + " or '/'";
  const std::string ranks = std::to_string(shape.ranks());
  int rank = 0, file = 0;
  const auto width = [&] { return shape.widths[static_cast<std::size_t>(rank)]; };
  const auto too_long = [&](int column) {
    return fail(shape.rank_name(rank) + " has more than " + std::to_string(width()) + " squares, expected " +
                    std::to_string(width()),
                column);
  };
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const char c = f.text[i];
    const int column = f.column + static_cast<int>(i);
    if (c == '/' && !one_row) {
      if (file != width())
        return fail(shape.rank_name(rank) + " has " + std::to_string(file) + " squares, expected " + std::to_string(width()),
                    column);
      if (++rank == shape.ranks()) return fail("expected " + ranks + " ranks separated by '/', found more", column);
      file = 0;
      continue;
    }
    if (c >= '1' && c <= '0' + widest) {
      if (i > 0 && is_digit(f.text[i - 1]))
        return fail("expected a piece letter" + marks + (one_row ? "" : " or '/'") + " after a digit, found " + quoted(c) +
                        " (one digit per run of empty squares)",
                    column);
      const int run = c - '0';
      if (file + run > width()) return too_long(column);
      for (const int end = file + run; file < end; ++file)
        if (auto r = put({rank, file, '\0', column}); !r) return r;
      continue;
    }
    if (shape.symbols.find(c) == std::string_view::npos) return fail(expected + ", found " + quoted(c), column);
    if (file >= width()) return too_long(column);
    if (auto r = put({rank, file++, c, column}); !r) return r;
  }
  if (rank != shape.ranks() - 1)
    return fail("expected " + ranks + " ranks separated by '/', found " + std::to_string(rank + 1), f.column);
  if (file != width())
    return fail(shape.rank_name(rank) + " has " + std::to_string(file) + " squares, expected " + std::to_string(width()),
                f.column + static_cast<int>(f.text.size()) - 1);
  return {};
}

std::string write_ranks(const RankShape& shape, const std::function<char(int rank, int file)>& symbol) {
  std::string out;
  for (int rank = 0; rank < shape.ranks(); ++rank) {
    if (rank) out += '/';
    int empty = 0;
    for (int file = 0; file < shape.widths[static_cast<std::size_t>(rank)]; ++file) {
      const char c = symbol(rank, file);
      if (!c) { ++empty; continue; }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += static_cast<char>('0' + empty);
  }
  return out;
}

}  // namespace dt
