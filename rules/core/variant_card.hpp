// A variant's identity, declared once by its Rules class (`DT_RULES_FACE(VARIANT, ...)`,
// rules_face.hpp) and read by the core and the registry: what `deepthought variants`
// lists, where `start()` begins, how long a move list can be, how UCI engines name it.
#pragma once

#include <cstddef>
#include <string_view>

namespace dt {

struct VariantCard {
  std::string_view name;            // the variant's namespace and its name on the command line
  std::string_view title;           // the game's name and author, as specs/VARIANT.yaml titles it
  std::string_view start_position;  // in the variant's position notation
  // The longest move list of a position the reader accepts: perft's buffer per ply, on
  // the stack, so each variant works its bound out beside the number.
  std::size_t max_moves = 0;
  // Only for the very same game: the `UCI_Variant` value UCI engines play it under
  // (Fairy-Stockfish's convention; `chess` is what an engine without the option plays),
  // and whether they play it with `UCI_Chess960` on. Empty: every UCI engine is refused
  // (`compare --uci`, `suite --uci`).
  std::string_view uci_variant = {};
  bool uci_chess960 = false;
};

}  // namespace dt
