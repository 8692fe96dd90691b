// The rulebook site and the diagrams as a browser and an XML parser see them: the index
// and a variant page rendered by headless Chromium (Debian's `chromium`, which `make test`
// installs) to PNGs of the window's size that are real renderings (far more than a blank
// page's bytes), and every variant's diagram well-formed XML to `xmllint` (Debian's
// libxml2-utils).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "core/erased.hpp"
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

// The pages are HTML5 written to be well-formed XML but for the doctype and the one void
// element, <meta charset>: with those two written the XML way, every page parses, so every
// tag is closed in order.
TEST(RulebookBrowser, EveryPageIsBalanced) {
  const TempDir dir;
  ASSERT_EQ(run_cli({"rulebook", "--root", kSourceRoot, "-o", dir.path.string()}).status, 0);
  int pages = 0;
  for (const auto& entry : fs::directory_iterator(dir.path)) {
    std::ifstream in(entry.path());
    std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string doctype = "<!DOCTYPE html>\n", meta = "<meta charset=\"utf-8\">";
    ASSERT_TRUE(page.starts_with(doctype)) << entry.path();
    page.erase(0, doctype.size());
    ASSERT_NE(page.find(meta), std::string::npos) << entry.path();
    page.replace(page.find(meta), meta.size(), "<meta charset=\"utf-8\"/>");
    EXPECT_EQ(xml_problem(page), "") << entry.path();
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
