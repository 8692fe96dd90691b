// The rulebook site and the diagrams as a browser and an XML parser see them: the index
// and a variant page rendered by headless Chromium (Debian's `chromium`, which `make test`
// installs) to PNGs of the window's size that are real renderings (far more than a blank
// page's bytes), and every variant's diagram well-formed XML to `xmllint` (Debian's
// libxml2-utils).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "engines/child_process.hpp"
#include "face/erased.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"
#include "support/xml_check.hpp"

namespace dt::test {
namespace {

namespace fs = std::filesystem;

constexpr int kWidth = 1000, kHeight = 800;
const char* const kChromium = "/usr/bin/chromium";
const char* const kXmllint = "/usr/bin/xmllint";

struct Png {
  std::uintmax_t bytes = 0;
  std::uint32_t width = 0, height = 0;
};

// The size of a PNG file and the width and height of its IHDR chunk (bytes 16-23).
Png read_png(const fs::path& file) {
  Png png;
  std::ifstream in(file, std::ios::binary);
  std::vector<unsigned char> head(24);
  if (!in.read(reinterpret_cast<char*>(head.data()), 24) || head[1] != 'P' || head[2] != 'N' || head[3] != 'G') return png;
  const auto be32 = [&](int at) {
    return std::uint32_t(head[at]) << 24 | std::uint32_t(head[at + 1]) << 16 | std::uint32_t(head[at + 2]) << 8 | head[at + 3];
  };
  png.bytes = fs::file_size(file);
  png.width = be32(16);
  png.height = be32(20);
  return png;
}

Png screenshot(const fs::path& page, const fs::path& png) {
  const auto run = cli::run_child({kChromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                   "--window-size=" + std::to_string(kWidth) + "," + std::to_string(kHeight),
                                   "--screenshot=" + png.string(), "file://" + page.string()},
                                  "", 120);
  EXPECT_TRUE(run.started) << run.error;
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return read_png(png);
}

TEST(RulebookBrowser, IndexAndAVariantPageRenderInChromium) {
  ASSERT_TRUE(fs::exists(kChromium)) << "Debian's chromium is not installed (make test installs it as root)";
  const TempDir dir;
  const auto made = run_cli({"rulebook", "--root", kSourceRoot, "lue", "-o", dir.path.string()});
  ASSERT_EQ(made.status, 0) << made.err;
  std::ofstream(dir.path / "blank.html") << "<!DOCTYPE html><html><body></body></html>\n";
  const Png blank = screenshot(dir.path / "blank.html", dir.path / "blank.png");
  ASSERT_EQ(blank.width, std::uint32_t(kWidth));
  for (const char* page : {"index", "lue"}) {
    const Png png = screenshot(dir.path / (std::string(page) + ".html"), dir.path / (std::string(page) + ".png"));
    EXPECT_EQ(png.width, std::uint32_t(kWidth)) << page;
    EXPECT_EQ(png.height, std::uint32_t(kHeight)) << page;
    // Text and diagrams compress far worse than an empty white window.
    EXPECT_GT(png.bytes, 4 * blank.bytes) << page << ": " << png.bytes << " bytes against a blank page's " << blank.bytes;
  }
}

// The project's whole site, written once for the tests that read it.
class WholeSite : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir;
    made_ = new Ran(run_cli({"rulebook", "--root", kSourceRoot, "-o", dir_->path.string()}));
  }
  static void TearDownTestSuite() {
    delete made_;
    delete dir_;
  }
  static std::vector<fs::path> pages() {
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(dir_->path)) out.push_back(entry.path());
    return out;
  }
  static inline TempDir* dir_ = nullptr;
  static inline Ran* made_ = nullptr;
};

int occurrences(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// The site stays small enough to publish and open as is: drawing each case again under
// every clause it cites, its board and pieces in full, would make it several times larger.
TEST_F(WholeSite, IsAtMostFiveMegabytes) {
  ASSERT_EQ(made_->status, 0) << made_->err;
  std::uintmax_t bytes = 0;
  for (const auto& page : pages()) bytes += fs::file_size(page);
  EXPECT_LE(bytes, 5'000'000u);
}

// Each case is drawn once, at its anchor under the first clause it tests; every other
// clause it tests links there. A board, a piece or a mark is defined once per page.
TEST_F(WholeSite, EachCaseIsDrawnOnce) {
  ASSERT_EQ(made_->status, 0) << made_->err;
  int references = 0;
  for (const auto& path : pages()) {
    if (path.filename() == "index.html") continue;
    const std::string page = slurp(path);
    const int blocks = occurrences(page, "<div class=\"case ");
    EXPECT_EQ(occurrences(page, "<svg class=\"board\""), blocks - occurrences(page, "position not drawn")) << path;
    EXPECT_EQ(occurrences(page, "\" id=\"case-"), blocks) << path;
    const auto defs_end = page.find("</defs>");
    if (blocks > 0) {
      EXPECT_NE(defs_end, std::string::npos) << path;
    }
    if (defs_end != std::string::npos) {
      EXPECT_EQ(occurrences(page.substr(defs_end), "<polygon class=\"cell "), 0) << path << ": a board drawn outside the definitions";
    }
    // Every link to a case leads to its block on the page.
    const std::string link = "<a href=\"#case-";
    for (auto at = page.find(link); at != std::string::npos; at = page.find(link, at + 1), ++references) {
      const std::string id = page.substr(at + 10, page.find('"', at + 10) - at - 10);
      EXPECT_EQ(occurrences(page, "<div class=\"case pass\" id=\"" + id + "\"") + occurrences(page, "<div class=\"case fail\" id=\"" + id + "\""), 1)
          << path << ": " << id;
    }
  }
  EXPECT_GT(references, 0);
}

// The page's one legend shows every kind of mark its diagrams draw with a style of its
// own (diagram_svg.cpp's table), none as "other".
TEST_F(WholeSite, EveryMarkHasItsOwnStyle) {
  ASSERT_EQ(made_->status, 0) << made_->err;
  for (const auto& path : pages()) {
    const std::string page = slurp(path);
    EXPECT_EQ(occurrences(page, "other: a kind of move with no style of its own"), 0) << path;
    if (path.filename() != "index.html") {
      EXPECT_EQ(occurrences(page, "<section class=\"legend\""), 1) << path;
    }
  }
}

// A run of 7 to 40 hexadecimal digits, letters and figures both, standing alone: how a
// commit is named.
bool names_a_commit(const std::string& text, std::string* found) {
  const auto hex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); };
  const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = i;
    while (j < text.size() && word(text[j])) ++j;
    // A link's query writes a blank as %20: "%20b7b8b" is a blank and the move b7b8b.
    const std::size_t escape = i > 0 && text[i - 1] == '%' ? std::min<std::size_t>(2, j - i) : 0;
    const std::string run = text.substr(i + escape, j - i - escape);
    const bool all_hex = std::all_of(run.begin(), run.end(), hex);
    const bool figure = std::any_of(run.begin(), run.end(), [](char c) { return c >= '0' && c <= '9'; });
    const bool letter = std::any_of(run.begin(), run.end(), [](char c) { return c >= 'a' && c <= 'f'; });
    if (run.size() >= 7 && run.size() <= 40 && all_hex && figure && letter) {
      *found = run;
      return true;
    }
    i = j + 1;
  }
  return false;
}

TEST(RulebookText, CommitNamesAreFound) {
  std::string found;
  EXPECT_TRUE(names_a_commit("Before 6f61def the program", &found));
  EXPECT_EQ(found, "6f61def");
  EXPECT_FALSE(names_a_commit("perft 1234567, fen 8/8/8 w KQkq - 0 1, deadbeef, 1c2-1c3", &found));
  EXPECT_FALSE(names_a_commit("play.html?why=then%20b7b8b%20promotes", &found));
  EXPECT_TRUE(names_a_commit("play.html?why=before%206f61def", &found));
  EXPECT_EQ(found, "6f61def");
}

// A reader is told of rules, never of the program's history: no case or clause names a
// commit or a function of the code.
TEST_F(WholeSite, SpeaksOfRulesNotOfTheCode) {
  ASSERT_EQ(made_->status, 0) << made_->err;
  for (const auto& path : pages()) {
    const std::string page = slurp(path);
    std::string found;
    EXPECT_FALSE(names_a_commit(page, &found)) << path << ": " << found;
    const auto at = page.find("::");
    EXPECT_EQ(at, std::string::npos) << path << ": " << page.substr(at < 40 ? 0 : at - 40, 80);
  }
}

// The pages are HTML5 written to be well-formed XML but for the doctype and the one void
// element, <meta charset>: with those two written the XML way, every page parses, so every
// tag is closed in order.
TEST_F(WholeSite, EveryPageIsBalanced) {
  ASSERT_EQ(made_->status, 0) << made_->err;
  int pages = 0;
  for (const auto& path : WholeSite::pages()) {
    std::string page = slurp(path);
    const auto& entry = path;
    const std::string doctype = "<!DOCTYPE html>\n", meta = "<meta charset=\"utf-8\">";
    ASSERT_TRUE(page.starts_with(doctype)) << entry;
    page.erase(0, doctype.size());
    ASSERT_NE(page.find(meta), std::string::npos) << entry;
    page.replace(page.find(meta), meta.size(), "<meta charset=\"utf-8\"/>");
    EXPECT_EQ(xml_problem(page), "") << entry;
    ++pages;
  }
  EXPECT_EQ(pages, 1 + int(variants().size()));
}

TEST(RulebookBrowser, EveryVariantsDiagramIsWellFormedXml) {
  ASSERT_TRUE(fs::exists(kXmllint)) << "Debian's libxml2-utils is not installed (make test installs it as root)";
  const TempDir dir;
  for (const Variant* variant : variants()) {
    const fs::path svg = dir.path / (std::string(variant->name()) + ".svg");
    const auto made = run_cli({"diagram", std::string(variant->name()), "-o", svg.string()});
    ASSERT_EQ(made.status, 0) << made.err;
    const auto lint = cli::run_child({kXmllint, "--noout", svg.string()}, "", 60);
    EXPECT_EQ(lint.exit_code, 0) << variant->name() << ": " << lint.err;
  }
}

}  // namespace
}  // namespace dt::test
