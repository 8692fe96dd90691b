// The rulings' alternatives (specs/rulings/, `option`): LU-6 life_pawn_dir, LU-7 chain.
#include "lue/lue.hpp"

namespace dt::lue {

namespace {

constexpr std::string_view kPawnDir[] = {"source", "mover"};
constexpr std::string_view kChain[] = {"any", "whole"};
constexpr OptionSpec kOptions[] = {
    {"life_pawn_dir", kPawnDir, "source", "LU-6",
     "a Marvin's power lent by Life moves in the lending Marvin's forward direction (source) or the mover's (mover)"},
    {"chain", kChain, "any", "LU-7",
     "an Everything's chain capture takes the first k pieces for any k (any) or the whole chain (whole)"},
};

}  // namespace

std::span<const OptionSpec> Rules::options() { return kOptions; }

Rules Rules::configure(const OptionValues& options) {
  Rules r;
  r.config_.pawn_dir_mover = option_value(options, "life_pawn_dir") == "mover";
  r.config_.chain_whole = option_value(options, "chain") == "whole";
  return r;
}

}  // namespace dt::lue
