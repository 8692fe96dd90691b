// The six positions of the Chess Programming Wiki page "Perft Results"
// (https://www.chessprogramming.org/Perft_Results) with the node counts published there,
// by depth from 1, up to the last depth that stays near two million nodes.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace dt::test {

struct StandardPosition {
  std::string_view name;
  std::string_view fen;  // as printed on the page (some without the two counters)
  std::vector<std::uint64_t> perft;
};

inline const std::vector<StandardPosition>& standard_positions() {
  static const std::vector<StandardPosition> kPositions = {
      {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {20, 400, 8902, 197281}},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", {48, 2039, 97862}},
      {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", {14, 191, 2812, 43238, 674624}},
      {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", {6, 264, 9467, 422333}},
      // The page gives position 4 mirrored as well, with the same counts.
      {"position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", {6, 264, 9467, 422333}},
      {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {44, 1486, 62379, 2103487}},
      {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", {46, 2079, 89890}},
  };
  return kPositions;
}

}  // namespace dt::test
