// The result of a game as the rules see it: CO-1 (a finished game has no moves).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace dt {

struct GameResult {
  enum class Kind : std::uint8_t { Ongoing, Win, Draw };
  Kind kind = Kind::Ongoing;
  int winner = -1;          // player index for Kind::Win
  std::string_view reason;  // "checkmate", "stalemate", ...

  static GameResult ongoing() { return {}; }
  static GameResult win(int player, std::string_view why) { return {Kind::Win, player, why}; }
  static GameResult draw(std::string_view why) { return {Kind::Draw, -1, why}; }

  bool over() const { return kind != Kind::Ongoing; }
  bool operator==(const GameResult&) const = default;
};

// `ongoing`, `draw by REASON`, `PLAYER wins by REASON` (positions/README.md).
inline std::string format_result(const GameResult& r, std::span<const std::string_view> players) {
  switch (r.kind) {
    case GameResult::Kind::Ongoing: return "ongoing";
    case GameResult::Kind::Draw: return "draw by " + std::string(r.reason);
    case GameResult::Kind::Win:
      return std::string(players[static_cast<std::size_t>(r.winner)]) + " wins by " + std::string(r.reason);
  }
  return "ongoing";
}

}  // namespace dt
