#include "support/random_orthodox.hpp"

#include <utility>

#include "suites/suite_file.hpp"
#include "support/standard_positions.hpp"
#include "support/temp_file.hpp"

namespace dt::test {

namespace {

// At most this many plies; a playout stops earlier when no legal move is left.
constexpr int kMaxPlayoutPlies = 80;

// The perft suite's positions (promotions, en passant, castling corner cases) as further
// starts; the suite's own reader reads them, so a malformed suite fails loudly here too.
std::vector<std::string> suite_positions() {
  const std::string path = std::string(DEEPTHOUGHT_SOURCE_DIR) + "/positions/suites/standard.epd";
  std::vector<std::string> out;
  for (const auto& entry : cli::parse_suite(slurp(path), path)) out.push_back(entry.position);
  return out;
}

}  // namespace

template <>
rc::Gen<Playout> variant_playouts<orthodox::Rules>() {
  static const std::vector<std::string> starts = [] {
    std::vector<std::string> all;
    for (const auto& s : standard_positions()) all.emplace_back(s.fen);
    for (auto& fen : suite_positions()) all.push_back(std::move(fen));
    return all;
  }();
  return playouts_from<orthodox::Rules>(starts, kMaxPlayoutPlies);
}


}  // namespace dt::test
