#include "support/random_hyperspace.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/movelist.hpp"
#include "support/playout.hpp"
#include "support/square_offsets.hpp"

namespace dt::test {

namespace {

constexpr std::string_view kInitial = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace

// Each start was checked by hand against the reader's conditions: at most 16 pieces a
// side counting transit, the side not to move not in check (no enemy piece next to its
// king, no enemy entry at 1 due on it), castling rights with king and rook at home.
const std::vector<std::string>& hyperspace_handmade_starts() {
  static const std::vector<std::string> kStarts = {
      // White's pawn drops on b8 this turn (every move in four versions, HY-16), Black's
      // on b1 one turn after its next; castling both ways for both sides.
      "r3k2r/p1pp1ppp/8/8/8/8/P1PP1PPP/R3K2R w KQkq - 0 1 | transit: wP>b8:1 bP>b1:2 wN>e5:1 bB>d4:1",
      // Rook and bishop collide on e7 at the end of White's next turn (HY-5): the black
      // king must leave the 3x3 area or be destroyed; the threat is not check (HY-15).
      "4k3/3p1p2/8/4N3/8/8/8/4K3 w - - 0 1 | transit: wR>e7:2 wB>e7:2 wQ>c6:1",
      // After O-O under castling=hyperspace: White's king is in transit (refused otherwise).
      "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R7 b kq - 1 1 | transit: wK>g1:1 wR>f1:1",
      // HY-14: f1 is attacked by the knight due there, so no O-O; O-O-O is allowed (the
      // queen due on c1 has 2 turns left).
      "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | transit: bN>f1:1 bQ>c1:2",
      // Knight and bishop collide on d4: both kings stand in the area (HY-15: a draw
      // unless White's king steps out of it).
      "8/8/8/3k4/8/3K4/8/8 w - - 0 1 | transit: wN>d4:1 wB>d4:1",
      // Black's pawn drops on h1 this turn and promotes.
      "4k3/8/8/8/8/8/8/4K3 b - - 0 1 | transit: bP>h1:1 wP>e4:1",
      // Two white pawns drop on a8 and h8 this turn: each is placed and chooses its own
      // type, so every king step comes in 16 versions (HY-16).
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1 wP>h8:1",
      // Two black pawns due on a1 and f1: the rook's moves vacate a1 and both are placed;
      // any other move explodes the a1 pawn on its own rook, only f1 promotes. Refused
      // under optional jumps (the rook gives check along the first rank).
      "4k3/8/8/8/8/8/8/r3K3 b - - 0 1 | transit: bP>a1:1 bP>f1:1",
      // White's pawn is due on a8 where its own rook stands: the rook's moves let it land
      // and promote, every other move explodes it (no suffix). Refused under optional
      // jumps, where the rook gives check along the eighth rank.
      "R3k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1",
      // The pawn's drop captures the rook on a8 and ends Black's right q (HY-14).
      "r3k3/8/8/8/8/8/8/4K3 w q - 0 1 | transit: wP>a8:1",
      // A pawn dropping into a collision is never placed and has no choice (HY-16).
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>c8:1 wN>c8:1",
      // White is in check by the queen due on its king's square (drop_check=on).
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: bQ>e1:1 wR>e2:2",
      // Both sides may castle at once, both ways.
      "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
      // The pawn on c2 attacks b1 and d1 (HY-14): no O-O-O for White, O-O allowed.
      "r3k2r/8/8/8/8/8/2p5/R3K2R w KQkq - 0 1",
      // Counters well away from zero, Black to move.
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR b KQkq - 41 30 | transit: wN>c3:1",
  };
  return kStarts;
}

rc::Gen<HyperspacePlayout> hyperspace_playouts(const OptionValues& options, int max_plies) {
  const hyperspace::Rules rules = configured<hyperspace::Rules>(options);
  if (rules.config().jumps == hyperspace::Jumps::Off)
    throw std::invalid_argument("hyperspace playouts need jumps=forced or jumps=optional");
  std::vector<std::string> starts;
  for (const auto& s : hyperspace_handmade_starts())
    if (rules.parse_position(s)) starts.push_back(s);
  // Half of the games start from the initial position.
  starts.insert(starts.end(), starts.size() + 1, std::string(kInitial));
  return playouts_from<hyperspace::Rules>(std::move(starts), max_plies, options);
}

namespace {

rc::Gen<std::string> scrambled_text() {
  return rc::gen::exec([] {
    std::string board(64, '.');
    const auto empty_square = [&](int lowest_rank, int highest_rank) {
      std::vector<int> empty;
      for (int s = 8 * lowest_rank; s < 8 * highest_rank + 8; ++s)
        if (board[static_cast<std::size_t>(s)] == '.') empty.push_back(s);
      return *rc::gen::elementOf(empty);
    };
    board[static_cast<std::size_t>(empty_square(0, 7))] = 'K';
    board[static_cast<std::size_t>(empty_square(0, 7))] = 'k';
    for (const bool white : {true, false}) {
      const int pieces = *rc::gen::inRange(0, 7);
      for (int i = 0; i < pieces; ++i) {
        const char type = *rc::gen::elementOf(std::string("PPNBRQ"));
        const int s = type == 'P' ? empty_square(1, 6) : empty_square(0, 7);
        board[static_cast<std::size_t>(s)] = white ? type : static_cast<char>(type - 'A' + 'a');
      }
    }
    std::string castling;
    if (board[4] == 'K' && board[7] == 'R') castling += *rc::gen::elementOf(std::string("K-"));
    if (board[4] == 'K' && board[0] == 'R') castling += *rc::gen::elementOf(std::string("Q-"));
    if (board[60] == 'k' && board[63] == 'r') castling += *rc::gen::elementOf(std::string("k-"));
    if (board[60] == 'k' && board[56] == 'r') castling += *rc::gen::elementOf(std::string("q-"));
    std::erase(castling, '-');
    std::string text = placement_text([&](int file, int rank) { return board[static_cast<std::size_t>(8 * rank + file)]; });
    text += *rc::gen::elementOf(std::string("wb")) == 'w' ? " w " : " b ";
    text += (castling.empty() ? "-" : castling) + " - " + std::to_string(*rc::gen::inRange(0, 99)) + " 1";
    std::vector<std::string> entries(static_cast<std::size_t>(*rc::gen::inRange(0, 6)));
    for (std::string& e : entries) {
      e += *rc::gen::elementOf(std::string("wb"));
      e += *rc::gen::elementOf(std::string("PNBRQ"));
      e += '>';
      e += static_cast<char>('a' + *rc::gen::inRange(0, 8));
      e += static_cast<char>('1' + *rc::gen::inRange(0, 8));
      e += ':' + std::to_string(*rc::gen::inRange(1, 4));
    }
    // One start in four has two pawns of a side on their way to its last rank, due this
    // turn or the next (the most the reader allows; HY-16: each placed one chooses).
    if (*rc::gen::inRange(0, 4) == 0) {
      const bool white = *rc::gen::elementOf(std::string("wb")) == 'w';
      for (int i = 0; i < 2; ++i)
        entries.push_back(std::string(white ? "wP>" : "bP>") + static_cast<char>('a' + *rc::gen::inRange(0, 8)) +
                          (white ? '8' : '1') + ':' + std::to_string(*rc::gen::inRange(1, 3)));
    }
    for (std::size_t i = 0; i < entries.size(); ++i) text += (i == 0 ? " | transit: " : " ") + entries[i];
    return text;
  });
}

}  // namespace

rc::Gen<HyperspacePlayout> hyperspace_scrambled_playouts(const OptionValues& options, int max_plies) {
  const hyperspace::Rules rules = configured<hyperspace::Rules>(options);
  // Held at the nominal size: every square and type stays equally likely.
  auto accepted = rc::gen::suchThat(rc::gen::resize(rc::kNominalSize, scrambled_text()), [rules](const std::string& text) {
    return rules.parse_position(text).ok();
  });
  return playouts_starting<hyperspace::Rules>(std::move(accepted), max_plies, options);
}

}  // namespace dt::test
