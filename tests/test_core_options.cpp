// Options (rulings marked "(option)"): strict input, nothing a user gives is silently
// ignored, and every option ends up with a value. The table is made up for the test,
// modelled on HY-6 and HY-9.
#include <gtest/gtest.h>

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
  EXPECT_EQ(option_value(*r, "castling"), "hyperspace");
  EXPECT_EQ(option_value(*r, "drop_check"), "off");
  EXPECT_EQ(option_value(*r, "jumps"), "");
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
