#include "support/random_orthodox.hpp"

#include <utility>

#include <fstream>
#include <sstream>

#include "suite_file.hpp"
#include "support/standard_positions.hpp"

namespace dt::test {

namespace {

// The perft suite's positions (promotions, en passant, castling corner cases) as further
// starts; the suite's own reader reads them, so a malformed suite fails loudly here too.
std::vector<std::string> suite_positions() {
  const std::string path = std::string(DEEPTHOUGHT_SOURCE_DIR) + "/positions/suites/standard.epd";
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  std::vector<std::string> out;
  for (const auto& entry : cli::parse_suite(text.str(), path)) out.push_back(entry.position);
  return out;
}

}  // namespace

rc::Gen<Playout> playouts() {
  static const std::vector<std::string> starts = [] {
    std::vector<std::string> all;
    for (const auto& s : standard_positions()) all.emplace_back(s.fen);
    for (auto& fen : suite_positions()) all.push_back(std::move(fen));
    return all;
  }();
  return playouts_from<orthodox::Rules>(starts, kMaxPlayoutPlies);
}

void showValue(const Playout& playout, std::ostream& os) {
  os << "deepthought play orthodox --fen '" << playout.start << "' --moves '";
  for (std::size_t i = 0; i < playout.moves.size(); ++i) os << (i ? "," : "") << playout.moves[i];
  os << "'\n  reaches " << orthodox::Rules{}.format_position(playout.position());
}

}  // namespace dt::test
