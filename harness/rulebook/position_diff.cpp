#include "position_diff.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "core/text.hpp"

namespace dt::cli {

namespace {

std::vector<std::string> whole(const std::string& expected, const std::string& got) {
  return {"expected: " + expected, "got: " + got};
}

// "white K", "white K + white H" (a carried Hitchhiker shares its carrier's cell), "black
// R in transit"; "empty" when nothing stands on the cell.
using CellPieces = std::map<std::string, std::vector<std::string>>;

CellPieces pieces_by_cell(const Drawing& d) {
  CellPieces out;
  for (const auto& piece : d.pieces) {
    const std::string side = piece.side >= 0 && static_cast<std::size_t>(piece.side) < d.sides.size()
                                 ? d.sides[static_cast<std::size_t>(piece.side)]
                                 : "side " + std::to_string(piece.side);
    out[piece.cell].push_back(side + " " + piece.text + (piece.in_transit ? " in transit" : ""));
  }
  for (auto& [cell, list] : out) std::sort(list.begin(), list.end());
  return out;
}

std::string listed(const CellPieces& by_cell, const std::string& cell) {
  const auto it = by_cell.find(cell);
  return it == by_cell.end() ? "empty" : join(it->second, " + ");
}

// The cells in the drawing's order, then any cell a piece names that the drawing lacks.
std::vector<std::string> cell_order(const Drawing& a, const CellPieces& pa, const CellPieces& pb) {
  std::vector<std::string> out;
  for (const auto& cell : a.cells) out.push_back(cell.name);
  for (const auto* by_cell : {&pa, &pb})
    for (const auto& [cell, list] : *by_cell)
      if (std::find(out.begin(), out.end(), cell) == out.end()) out.push_back(cell);
  return out;
}

void note_lines(const std::vector<std::string>& from, const std::vector<std::string>& absent_in, const std::string& label,
                std::vector<std::string>& out) {
  for (const auto& note : from)
    if (std::find(absent_in.begin(), absent_in.end(), note) == absent_in.end()) out.push_back(label + note);
}

std::vector<std::string> fields(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string field; in >> field;) out.push_back(field);
  return out;
}

}  // namespace

std::vector<std::string> position_difference(const Variant& variant, const OptionValues& options,
                                             const std::string& expected, const Game& got) {
  const std::string got_text = got.position();
  if (expected == got_text) return {};
  auto loaded = variant.load(expected, options);
  if (!loaded) {
    auto out = whole(expected, got_text);
    out.push_back("the expected position is refused: " + loaded.error().message());
    return out;
  }
  const Drawing want = (*loaded)->drawing(), have = got.drawing();

  std::vector<std::string> out;
  const CellPieces want_pieces = pieces_by_cell(want), have_pieces = pieces_by_cell(have);
  for (const auto& cell : cell_order(have, want_pieces, have_pieces)) {
    const std::string a = listed(want_pieces, cell), b = listed(have_pieces, cell);
    if (a != b) out.push_back(cell + ": expected " + a + ", got " + b);
  }
  note_lines(want.panel, have.panel, "missing note: ", out);
  note_lines(have.panel, want.panel, "unexpected note: ", out);
  const bool board_told = !out.empty();

  // The fields past the board (side to move, castling rights, counters, ...) as the text
  // has them; the board field itself only when the drawing did not show how it differs.
  const auto want_fields = fields(expected), have_fields = fields(got_text);
  const std::size_t count = std::max(want_fields.size(), have_fields.size());
  const auto field = [](const std::vector<std::string>& list, std::size_t i) { return i < list.size() ? list[i] : std::string(); };
  // A run of fields that differ is one line: "| transit: wN>c3:1" is three fields.
  for (std::size_t i = board_told ? 1 : 0; i < count;) {
    if (field(want_fields, i) == field(have_fields, i)) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < count && field(want_fields, end) != field(have_fields, end)) ++end;
    const auto run = [&](const std::vector<std::string>& list) {
      std::vector<std::string> words;
      for (std::size_t k = i; k < end && k < list.size(); ++k) words.push_back(list[k]);
      return words.empty() ? std::string("nothing") : "'" + join(words, " ") + "'";
    };
    const std::string which = end - i == 1 ? "field " + std::to_string(i + 1)
                                           : "fields " + std::to_string(i + 1) + "-" + std::to_string(end);
    out.push_back("position " + which + ": expected " + run(want_fields) + ", got " + run(have_fields));
    i = end;
  }
  // Texts that differ only in spacing.
  if (out.empty()) return whole(expected, got_text);
  return out;
}

}  // namespace dt::cli
