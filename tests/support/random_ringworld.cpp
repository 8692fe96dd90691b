#include "support/random_ringworld.hpp"

#include <utility>

namespace dt::test {

namespace {

// At most this many plies; a playout stops earlier when no legal move is left.
constexpr int kMaxRingworldPlies = 90;

using ringworld::Rules;

// Small positions where checks, pins, castling and takeovers are near.
const std::vector<std::string>& starts() {
  static const std::vector<std::string> all = {
      Rules{}.format_position(Rules{}.start()),
      "Rk@f1,Ge@i1,Rk@l1/Rk@n12,Rk@q6,Ge@q9/Rk@a6,Ge@a9,Rk@d12 123 1 a6,d12,f1,l1,n12,q6",
      "Ge@i1,Wd@a5/Rk@a2,Ge@q9/Dt@c9,Ge@a9 123 1 -",
      "Ge@i1,Fr@i5/Rk@i6,Ge@q9/Hr@b2,Ge@i3 123 1 -",
      "Ge@i1,Fr@h1,Fr@j1/Rk@a2,Rk@i5,Ge@q9/Ge@a9 123 1 -",
      "Ge@e1,Dw@m1/Ge@b5,Rk@e5/Rk@h5,Ge@a9 123 1 -",
      "Ge@i1,Wd@g2/Cn@i6,Ge@q9/Fr@i3,Ge@a9 123 1 -",
      "Ge@e5,Cn@d5,Hc@f3,Fc@g4,Td@h5/Ge@m6,Cn@k4,Rk@l8/Ge@e11,Hr@d8,Fr@f11 123 1 -",
  };
  return all;
}

}  // namespace

template <>
rc::Gen<RingworldPlayout> variant_playouts<ringworld::Rules>() {
  return playouts_from<Rules>(starts(), kMaxRingworldPlies);
}


ringworld::Position rotated(const ringworld::Position& p) {
  const ringworld::Tables& b = ringworld::kTables;
  const auto rename = [](int player) { return (player + 2) % ringworld::kPlayers; };
  ringworld::Position r;
  r.general = {-1, -1, -1};
  r.in = 0;
  for (int c = 0; c < ringworld::kCells; ++c)
    if (p.cell[c]) r.put(rename(ringworld::owner_of(p.cell[c])), ringworld::type_of(p.cell[c]), b.rotated[c]);
  for (int x = 0; x < ringworld::kPlayers; ++x)
    if (p.is_in(x)) r.in = static_cast<std::uint8_t>(r.in | (1U << rename(x)));
  r.side = static_cast<std::uint8_t>(rename(p.side));
  for (int c = 0; c < ringworld::kCells; ++c)
    if (p.castling & b.rook_right[c]) r.castling |= b.rook_right[b.rotated[c]];
  return r;
}

}  // namespace dt::test
