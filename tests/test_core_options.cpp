// Options (rulings marked "(option)"): strict input, nothing a user gives is silently
// ignored, and every option ends up with a value; typed options: a binding table that
// names an option the spec table lacks (a misspelling), or leaves one out, is refused at
// compile time, and configure fills the struct from the resolved values. The table is
// made up for the test, modelled on HY-6 and HY-9.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "core/options.hpp"

namespace dt {
namespace {

constexpr std::string_view kCastlingValues[] = {"board", "hyperspace", "off"};
constexpr std::string_view kOnOff[] = {"on", "off"};
constexpr OptionSpec kSpecs[] = {
    {"castling", kCastlingValues, "board", "HY-6", "how castling is made"},
    {"drop_check", kOnOff, "on", "HY-9", "whether a drop gives check"},
};

TEST(CoreOptions, NothingGivenFillsEveryDefaultInTableOrder) {
  const auto r = resolve_options(kSpecs, {});
  ASSERT_TRUE(r.ok()) << r.error().message();
  const OptionValues expected = {{"castling", "board"}, {"drop_check", "on"}};
  EXPECT_EQ(*r, expected);
}

TEST(CoreOptions, GivenValuesAreKeptAndTheRestDefaulted) {
  const auto r = resolve_options(kSpecs, {{"drop_check", "off"}});
  ASSERT_TRUE(r.ok()) << r.error().message();
  const OptionValues expected = {{"castling", "board"}, {"drop_check", "off"}};
  EXPECT_EQ(*r, expected);
}

TEST(CoreOptions, ResolvedValuesFollowTheTableNotTheOrderGiven) {
  const auto r = resolve_options(kSpecs, {{"drop_check", "off"}, {"castling", "hyperspace"}});
  ASSERT_TRUE(r.ok()) << r.error().message();
  const OptionValues expected = {{"castling", "hyperspace"}, {"drop_check", "off"}};
  EXPECT_EQ(*r, expected);
}

TEST(CoreOptions, UnknownNameIsRefusedListingTheKnownOnes) {
  const auto r = resolve_options(kSpecs, {{"jumps", "optional"}});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().what, "unknown option 'jumps': expected one of castling, drop_check");
}

TEST(CoreOptions, AVariantWithoutOptionsRefusesEveryName) {
  const auto r = resolve_options({}, {{"castling", "off"}});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().what, "unknown option 'castling': expected one of (none: this variant has no options)");
}

TEST(CoreOptions, ValueOutsideTheAllowedSetIsRefused) {
  const auto r = resolve_options(kSpecs, {{"castling", "sometimes"}});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().what, "option 'castling': expected board|hyperspace|off, found 'sometimes'");
}

TEST(CoreOptions, ValuesAreCaseSensitive) {
  EXPECT_FALSE(resolve_options(kSpecs, {{"drop_check", "ON"}}).ok());
}

TEST(CoreOptions, RepeatedNameIsRefusedEvenWithTheSameValue) {
  const auto differing = resolve_options(kSpecs, {{"castling", "off"}, {"castling", "board"}});
  ASSERT_FALSE(differing.ok());
  EXPECT_EQ(differing.error().what, "option 'castling' given twice");
  EXPECT_FALSE(resolve_options(kSpecs, {{"castling", "off"}, {"castling", "off"}}).ok());
}

enum class Castling { Board, Hyperspace, Off };
// Initializers unlike the spec's defaults, to show that the spec table decides them.
struct Config {
  Castling castling = Castling::Off;
  bool drop_check = false;
};

constexpr OptionBinding<Config> kBound[] = {
    bind_option<&Config::castling, Castling::Board, Castling::Hyperspace, Castling::Off>("castling"),
    bind_option<&Config::drop_check, true, false>("drop_check"),
};
constexpr OptionBinding<Config> kMisspelt[] = {
    bind_option<&Config::castling, Castling::Board, Castling::Hyperspace, Castling::Off>("castling"),
    bind_option<&Config::drop_check, true, false>("drop_chek"),
};
constexpr OptionBinding<Config> kOneLeftOut[] = {
    bind_option<&Config::castling, Castling::Board, Castling::Hyperspace, Castling::Off>("castling"),
};
constexpr OptionBinding<Config> kBoundTwice[] = {
    bind_option<&Config::castling, Castling::Board, Castling::Hyperspace, Castling::Off>("castling"),
    bind_option<&Config::drop_check, true, false>("drop_check"),
    bind_option<&Config::drop_check, false, true>("drop_check"),
};
constexpr OptionBinding<Config> kValueLeftOut[] = {
    bind_option<&Config::castling, Castling::Board, Castling::Hyperspace>("castling"),
    bind_option<&Config::drop_check, true, false>("drop_check"),
};

// The variants assert !binding_problem(...) next to their tables; these show that each
// mistake makes that assertion fail the build, not fall back to a default.
static_assert(!binding_problem<Config>(kSpecs, kBound));
static_assert(binding_problem<Config>(kSpecs, kMisspelt).kind == BindingProblem::UnknownName);
static_assert(binding_problem<Config>(kSpecs, kOneLeftOut).kind == BindingProblem::Unbound);
static_assert(binding_problem<Config>(kSpecs, kBoundTwice).kind == BindingProblem::BoundTwice);
static_assert(binding_problem<Config>(kSpecs, kValueLeftOut).kind == BindingProblem::ValueCount);

TEST(CoreOptions, AMisspeltBindingIsRefusedNamingIt) {
  const BindingProblem p = binding_problem<Config>(kSpecs, kMisspelt);
  EXPECT_EQ(p.kind, BindingProblem::UnknownName);
  EXPECT_EQ(p.name, "drop_chek");
}

TEST(CoreOptions, AnUnboundOrTwiceBoundOptionIsRefusedNamingIt) {
  EXPECT_EQ(binding_problem<Config>(kSpecs, kOneLeftOut).name, "drop_check");
  EXPECT_EQ(binding_problem<Config>(kSpecs, kBoundTwice).name, "drop_check");
  EXPECT_EQ(binding_problem<Config>(kSpecs, kValueLeftOut).name, "castling");
}

TEST(CoreOptions, ResolvedValuesFillTheStruct) {
  const auto r = resolve_options(kSpecs, {{"castling", "hyperspace"}, {"drop_check", "off"}});
  ASSERT_TRUE(r.ok()) << r.error().message();
  const Config c = read_options<Config>(kSpecs, kBound, *r);
  EXPECT_EQ(c.castling, Castling::Hyperspace);
  EXPECT_FALSE(c.drop_check);
}

TEST(CoreOptions, DefaultsComeFromTheSpecTable) {
  const auto r = resolve_options(kSpecs, {});
  ASSERT_TRUE(r.ok()) << r.error().message();
  const Config c = read_options<Config>(kSpecs, kBound, *r);
  EXPECT_EQ(c.castling, Castling::Board);
  EXPECT_TRUE(c.drop_check);
  const Config unresolved = read_options<Config>(kSpecs, kBound, {});
  EXPECT_EQ(unresolved.castling, Castling::Board);
  EXPECT_TRUE(unresolved.drop_check);
}

TEST(CoreOptions, AValueThatSkippedResolutionIsADefectNotADefault) {
  EXPECT_THROW((void)read_options<Config>(kSpecs, kBound, {{"castling", "sometimes"}}), std::logic_error);
}

TEST(CoreOptions, AssignmentSplitsAtTheFirstEqualsSign) {
  const auto simple = parse_option_assignment("castling=off");
  ASSERT_TRUE(simple.ok());
  EXPECT_EQ(simple->first, "castling");
  EXPECT_EQ(simple->second, "off");
  const auto nested = parse_option_assignment("a=b=c");
  ASSERT_TRUE(nested.ok());
  EXPECT_EQ(nested->first, "a");
  EXPECT_EQ(nested->second, "b=c");
}

TEST(CoreOptions, AssignmentWithoutNameOrValueIsRefused) {
  for (const std::string_view text : {"castling", "=off", "castling=", "", "="}) {
    const auto r = parse_option_assignment(text);
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.error().what, "expected NAME=VALUE, found '" + std::string(text) + "'");
  }
}

}  // namespace
}  // namespace dt
