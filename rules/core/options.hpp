// A variant's options are its rulings' alternatives (specs/rulings/, a ruling's option):
// name, allowed values, default, and the ruling id that defines them.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "result.hpp"

namespace dt {

struct OptionSpec {
  std::string_view name;
  std::span<const std::string_view> values;
  std::string_view default_value;
  std::string_view ruling;
  std::string_view summary;
};

// NAME=VALUE pairs in the order given; after resolve_options, one per option, defaults filled in.
using OptionValues = std::vector<std::pair<std::string, std::string>>;

// Rejects unknown names, values outside the allowed set and repeated names (nothing a user
// gives is silently ignored), then fills every missing option with its default.
Result<OptionValues> resolve_options(std::span<const OptionSpec> specs, const OptionValues& given);

// Parses "NAME=VALUE" as written on the command line.
Result<std::pair<std::string, std::string>> parse_option_assignment(std::string_view text);

// Typed options. A variant keeps its options in a struct of members (a bool or an enum
// each) and binds every OptionSpec to one member: `bind_option<&Config::member, V0, V1...>(name)`
// gives the member's value for each of the spec's values, in the spec's order. The rules
// then read members, never names, so a misspelt option is a compile error; the one place
// a name is written, the binding, is checked against the spec table by a static_assert
// next to the tables (binding_problem below), and configure fills the struct once.
template <class Config>
struct OptionBinding {
  std::string_view name;
  std::size_t values;  // how many of the spec's values the binding maps
  void (*store)(Config&, std::size_t value_index);
};

namespace options_detail {
template <class Config, class T>
Config config_of(T Config::*);

template <auto Member, auto... Values>
void store(decltype(config_of(Member))& config, std::size_t value_index) {
  static constexpr std::array kValues{Values...};
  config.*Member = kValues[value_index];
}
}  // namespace options_detail

template <auto Member, auto... Values>
constexpr OptionBinding<decltype(options_detail::config_of(Member))> bind_option(std::string_view name) {
  return {name, sizeof...(Values), &options_detail::store<Member, Values...>};
}

// What is wrong with a binding table, if anything: `name` is the first offending option.
struct BindingProblem {
  enum Kind { None, UnknownName, Unbound, BoundTwice, ValueCount };
  Kind kind = None;
  std::string_view name;
  constexpr explicit operator bool() const { return kind != None; }
};

// Every spec bound exactly once, each binding naming a spec and mapping as many values as
// the spec has. constexpr, so each variant checks its tables in a static_assert.
template <class Config>
constexpr BindingProblem binding_problem(std::span<const OptionSpec> specs, std::span<const OptionBinding<Config>> bindings) {
  for (const auto& b : bindings) {
    const OptionSpec* spec = nullptr;
    for (const auto& s : specs)
      if (s.name == b.name) spec = &s;
    if (!spec) return {BindingProblem::UnknownName, b.name};
    if (spec->values.size() != b.values) return {BindingProblem::ValueCount, b.name};
  }
  for (const auto& s : specs) {
    std::size_t bound = 0;
    for (const auto& b : bindings) bound += b.name == s.name;
    if (bound == 0) return {BindingProblem::Unbound, s.name};
    if (bound > 1) return {BindingProblem::BoundTwice, s.name};
  }
  return {};
}

// The index of `value` among the spec's values, or -1.
int value_index(const OptionSpec& spec, std::string_view value);

// Fills a variant's options struct from values resolve_options returned (an option
// absent from them has its default, as resolve_options would give it). A value outside
// the spec's set means resolve_options was skipped: a defect in the caller, thrown.
template <class Config>
Config read_options(std::span<const OptionSpec> specs, std::span<const OptionBinding<Config>> bindings,
                    const OptionValues& resolved) {
  Config config{};
  for (const auto& b : bindings)
    for (const auto& spec : specs) {
      if (spec.name != b.name) continue;
      std::string_view value = spec.default_value;
      for (const auto& [name, v] : resolved)
        if (name == spec.name) value = v;
      const int index = value_index(spec, value);
      if (index < 0)
        throw std::logic_error("option '" + std::string(spec.name) + "' = '" + std::string(value) + "' was not resolved");
      b.store(config, static_cast<std::size_t>(index));
    }
  return config;
}

}  // namespace dt
