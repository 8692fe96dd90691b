// One cell of a rank-written board field rewritten (see cell_edit.hpp).
#include "core/cell_edit.hpp"

#include <vector>

#include "core/fields.hpp"

namespace dt {

Result<char> cased_symbol(int side, std::string_view letters) {
  if (letters.empty()) return '\0';
  if (side != 0 && side != 1) return fail("expected side 0 or 1, found " + std::to_string(side));
  const char c = letters[0];
  if (letters.size() != 1 || c < 'A' || c > 'Z')
    return fail("expected one upper-case piece letter, found '" + std::string(letters) + "'");
  return side == 0 ? c : static_cast<char>(c - 'A' + 'a');
}

Result<std::string> put_in_ranks(std::string_view line, const CellSpot& spot, char symbol) {
  const std::vector<Field> fields = split_fields(line);
  if (spot.field >= fields.size())
    return fail("expected a board in field " + std::to_string(spot.field + 1) + ", found " + std::to_string(fields.size()) +
                " fields");
  const Field& board = fields[spot.field];
  // The cells of the rank, one character each: '\0' for an empty one.
  std::vector<std::vector<char>> ranks(1);
  for (const char c : board.text) {
    if (c == '/') ranks.emplace_back();
    else if (c >= '1' && c <= '9') ranks.back().insert(ranks.back().end(), static_cast<std::size_t>(c - '0'), '\0');
    else ranks.back().push_back(c);
  }
  if (spot.rank < 0 || spot.rank >= static_cast<int>(ranks.size()) || spot.file < 0 ||
      spot.file >= static_cast<int>(ranks[static_cast<std::size_t>(spot.rank)].size()))
    return fail("the board field '" + std::string(board.text) + "' has no cell " + std::to_string(spot.file + 1) + " in rank " +
                std::to_string(spot.rank + 1) + " as written");
  ranks[static_cast<std::size_t>(spot.rank)][static_cast<std::size_t>(spot.file)] = symbol;
  std::string written;
  for (std::size_t r = 0; r < ranks.size(); ++r) {
    if (r) written += '/';
    int empty = 0;
    for (const char c : ranks[r]) {
      if (!c) { ++empty; continue; }
      if (empty) written += static_cast<char>('0' + empty);
      empty = 0;
      written += c;
    }
    if (empty) written += static_cast<char>('0' + empty);
  }
  return with_field(line, board, written);
}

}  // namespace dt
