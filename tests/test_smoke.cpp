#include <gtest/gtest.h>
#include "core/perft.hpp"
#include "orthodox/orthodox.hpp"
TEST(Smoke, StartPerft3) {
  const dt::orthodox::Rules r;
  EXPECT_EQ(dt::perft(r, r.start(), 3), 8902u);
}
