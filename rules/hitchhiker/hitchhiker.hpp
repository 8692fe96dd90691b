// Hitchhiker Chess (specs/rulings/: seed, rulings HC-1 ... HC-19). Position notation:
// the ranks from 11 down to 1, then side to move and the just-moved Sun
// (position_text.cpp); moves as the table of specs/rulings/notation.yaml (notation.cpp).
#pragma once

#include "../core/configured.hpp"
#include "../core/rules_face.hpp"
#include "../core/variant.hpp"
#include "child_counts.hpp"
#include "count.hpp"
#include "../counting/position_key.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::hitchhiker {

class Rules : public Configured<Config> {
 public:
  DT_RULES_FACE(hitchhiker, .title = "Hitchhiker Chess (W. D. Troyka)",
                .start_position = "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -",
                // The parser refuses more of a type than the setup has (4 Mines x 9,
                // 3 Colonizers x 9, 3 Orbiters x (15 + 4), 2 Rockets x (10 + 41), a Sun
                // 32 + 8 scorches = 270 at most), doubled for the marked kidnaps of
                // kidnap=optional.
                .max_moves = kMaxMoves);

  Move* generate(const Position& p, Move* out) const { return generate_legal(p, out, config_.kidnap_optional, config_.orbit_any); }
  std::size_t count(const Position& p) const { return count_moves(p, config_.kidnap_optional, config_.orbit_any); }
  std::uint64_t count_children(const Position& p) const {
    return hitchhiker::count_children(p, config_.kidnap_optional, config_.orbit_any);
  }
  void make(Position& p, Move m) const { make_move(p, m, config_.kidnap_optional); }
  // No for_each_child (counting/perft.hpp's VisitsChildren): making each move as the generator
  // found it cut instructions but cost time against listing the moves first
  // (docs/performance.md, "Measurements behind the code"), so inner nodes list.

  std::string repetition_key(const Position& p) const { return format_position(p); }
  // counting/position_key.hpp: the pieces, both Hitchhikers, the side to move and whether
  // its opponent's Sun just slid (HC-8, HC-19).
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    h.add_bytes(p.by_player);
    h.add_bytes(p.by_type);
    h.add(std::uint64_t(std::uint8_t(p.hitch[White])) | std::uint64_t(std::uint8_t(p.hitch[Black])) << 8 |
          std::uint64_t(p.side) << 16 | std::uint64_t(p.sun_just_moved) << 24);
  }

  using Configured::Configured;
};

static_assert(VariantRules<Rules>);

}  // namespace dt::hitchhiker
