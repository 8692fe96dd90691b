// The registry of independent references: variant name -> reference generator, one line
// per variant (support/reference.hpp).
#include <stdexcept>
#include <utility>

#include "support/reference.hpp"
#include "support/reference_hitchhiker.hpp"
#include "support/reference_hyperspace.hpp"
#include "support/reference_lue.hpp"
#include "support/reference_orthodox.hpp"
#include "support/reference_outerspace.hpp"
#include "support/reference_ringworld.hpp"

namespace dt::test {

namespace {

constexpr std::pair<std::string_view, ReferenceGenerator> kReferences[] = {
    {"orthodox", reference_orthodox},     {"hyperspace", reference_hyperspace}, {"hitchhiker", reference_hitchhiker},
    {"outerspace", reference_outerspace}, {"lue", reference_lue},               {"ringworld", reference_ringworld},
    {"chess960", reference_chess960},
};

OptionValues resolved(const Variant& variant, const OptionValues& options) {
  auto r = resolve_options(variant.options(), options);
  if (!r) throw std::invalid_argument(std::string(variant.name()) + " options: " + r.error().message());
  return *r;
}

std::uint64_t perft(ReferenceGenerator moves, std::string_view position, const OptionValues& options, int depth) {
  if (depth <= 0) return 1;
  const ReferenceMoves here = moves(position, options, depth == 1 ? ReferenceWrites::MovesOnly : ReferenceWrites::Positions);
  if (depth == 1) return here.size();
  std::uint64_t sum = 0;
  for (const auto& [move, after] : here) sum += perft(moves, after, options, depth - 1);
  return sum;
}

ReferenceGenerator required(const Variant& variant) {
  const ReferenceGenerator r = find_reference(variant.name());
  if (!r) throw std::logic_error("no reference generator for " + std::string(variant.name()) + " (support/references.cpp)");
  return r;
}

}  // namespace

ReferenceGenerator find_reference(std::string_view variant) {
  for (const auto& [name, generator] : kReferences)
    if (name == variant) return generator;
  return nullptr;
}

ReferenceMoves reference_moves(const Variant& variant, std::string_view position, const OptionValues& options,
                               ReferenceWrites writes) {
  return required(variant)(position, resolved(variant, options), writes);
}

std::uint64_t reference_perft(const Variant& variant, std::string_view position, const OptionValues& options, int depth) {
  return perft(required(variant), position, resolved(variant, options), depth);
}

std::string reference_difference(const Game& game, const ReferenceMoves& expected) {
  ReferenceMoves generated;
  for (const std::string& move : game.moves()) {
    auto child = game.clone();
    if (!child->play(move).ok()) return " [" + move + " listed but refused]";
    if (!generated.emplace(move, child->position()).second) return " [" + move + " listed twice]";
  }
  return reference_difference(generated, expected);
}

std::string reference_difference(const ReferenceMoves& generated, const ReferenceMoves& expected) {
  std::string out;
  for (const auto& [move, after] : generated) {
    const auto it = expected.find(move);
    if (it == expected.end()) out += " [" + move + " generated, not legal]";
    else if (it->second != after) out += " [" + move + " gives " + after + ", the reference " + it->second + "]";
  }
  for (const auto& [move, after] : expected)
    if (!generated.count(move)) out += " [" + move + " legal, not generated]";
  return out;
}

std::set<std::string> moves_of(const ReferenceMoves& moves) {
  std::set<std::string> out;
  for (const auto& [move, after] : moves) out.insert(move);
  return out;
}

std::string_view reference_option(const OptionValues& resolved, std::string_view name) {
  for (const auto& [n, v] : resolved)
    if (n == name) return v;
  throw std::logic_error("a reference reads the option '" + std::string(name) + "', which the variant does not have");
}

}  // namespace dt::test
