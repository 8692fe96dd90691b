#include "core/drawing.hpp"

#include <cctype>

namespace dt {

namespace {

bool lower(char c) { return c >= 'a' && c <= 'z' && c != 'x'; }
bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

}  // namespace

void add_square_grid(Drawing& d, const SquareGrid& grid) {
  const Point o = grid.origin;
  for (int r = 0; r < grid.ranks; ++r)
    for (int f = 0; f < grid.files; ++f) {
      const double x = o.x + f, y = o.y + (grid.ranks - 1 - r);
      d.cells.push_back({grid.name(f, r), {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}}, {x + 0.5, y + 0.5}, grid.shade(f, r)});
    }
  // The file letter is the letter before the rank digits (Outer Space's "1a1" too).
  for (int f = 0; f < grid.files; ++f) {
    std::string file = grid.name(f, 0);
    while (!file.empty() && digit(file.back())) file.pop_back();
    d.labels.push_back({file.substr(file.empty() ? 0 : file.size() - 1), {o.x + f + 0.5, o.y + grid.ranks + 0.3}});
  }
  for (int r = 0; r < grid.ranks; ++r) d.labels.push_back({std::to_string(r + 1), {o.x - 0.3, o.y + grid.ranks - 1 - r + 0.5}});
}

Shade chequered(int file, int rank) { return (file + rank) % 2 == 0 ? Shade::Dark : Shade::Light; }

std::string file_rank_name(int file, int rank) {
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on `string + string`.
  std::string out(1, static_cast<char>('a' + file));
  out += std::to_string(rank + 1);
  return out;
}

std::vector<std::string> cells_in(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = i;
    const bool prefixed = digit(text[j]) && j + 1 < text.size() && lower(text[j + 1]);
    if (prefixed) ++j;
    if (!lower(text[j])) {
      ++i;
      continue;
    }
    ++j;
    while (j < text.size() && digit(text[j])) ++j;
    if (prefixed || j > i + 1) out.emplace_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

MoveMark mark_last_cell(std::string_view notation, std::string kind, std::string origin) {
  const auto cells = cells_in(notation.substr(0, notation.find_first_of("/=")));
  return {std::move(kind), origin, cells.empty() ? origin : cells.back()};
}

}  // namespace dt
