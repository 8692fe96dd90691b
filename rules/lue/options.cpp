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
constexpr OptionBinding<Config> kBindings[] = {
    bind_option<&Config::pawn_dir_mover, false, true>("life_pawn_dir"),  // source, mover
    bind_option<&Config::chain_whole, false, true>("chain"),             // any, whole
};
static_assert(!binding_problem<Config>(kOptions, kBindings), "every option bound once, by its spec's name, to all its values");

}  // namespace

std::span<const OptionSpec> Rules::options() { return kOptions; }

Rules Rules::configure(const OptionValues& options) { return Rules(read_options<Config>(kOptions, kBindings, options)); }

}  // namespace dt::lue
