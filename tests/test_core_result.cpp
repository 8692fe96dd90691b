// Errors are values at the edges (style.md): Result<T>, Result<void> and the message an
// Error prints, with its column when it has one.
#include <gtest/gtest.h>

#include <string>

#include "core/result.hpp"

namespace dt {
namespace {

TEST(CoreResult, MessageNamesTheColumnWhenThereIsOne) {
  EXPECT_EQ(fail("expected a piece letter", 7).message(), "column 7: expected a piece letter");
}

TEST(CoreResult, MessageWithoutColumnIsTheBareText) {
  EXPECT_EQ(fail("expected a FEN position, found nothing").message(), "expected a FEN position, found nothing");
  EXPECT_EQ(fail("whole text", 0).message(), "whole text");
}

TEST(CoreResult, ValueResultHoldsItsValue) {
  Result<std::string> r = std::string("e2e4");
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(static_cast<bool>(r));
  EXPECT_EQ(*r, "e2e4");
  EXPECT_EQ(r->size(), 4u);
}

TEST(CoreResult, ErrorResultHoldsWhatAndWhere) {
  const Result<int> r = fail("expected halfmove clock", 28);
  ASSERT_FALSE(r.ok());
  EXPECT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(r.error().what, "expected halfmove clock");
  EXPECT_EQ(r.error().column, 28);
}

TEST(CoreResult, VoidResultIsOkByDefault) {
  const Result<void> r;
  EXPECT_TRUE(r.ok());
}

TEST(CoreResult, VoidResultCarriesItsError) {
  const Result<void> r = fail("illegal move e2e5", 0);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message(), "illegal move e2e5");
}

}  // namespace
}  // namespace dt
