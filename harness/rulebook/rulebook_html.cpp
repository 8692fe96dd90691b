#include "rulebook_html.hpp"

#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "cli/cli_error.hpp"
#include "cli/diagram_marks.hpp"
#include "core/text.hpp"
#include "rendering/diagram_svg.hpp"
#include "rendering/xml.hpp"
#include "rulebook_board_link.hpp"

namespace dt::cli {

namespace {

constexpr std::string_view kStyle =
    // Text in lines of at most 60em; a diagram as wide as it is drawn, up to the window's
    // width, so that a large board's cell names stay readable at 100% zoom.
    "body{font-family:sans-serif;margin:1em;color:#222}p,dl,ul,h1,h2,h3,table{max-width:60em}"
    "section.clause{border-top:2px solid #888;margin-top:2em}"
    ".case{border:1px solid #ccc;border-radius:6px;margin:1em 0;padding:0.5em 1em;width:fit-content}"
    ".pass .status{color:#1a7f37}.fail .status{color:#c62828}.fail{border-color:#c62828}"
    "section.ruling{border-top:2px solid #36c;margin-top:2em}"
    ".source,.file{color:#666;font-size:90%}svg.board{display:block;max-width:100%;height:auto}"
    "svg.swatch{vertical-align:middle;margin-right:0.3em}.legend li{display:inline-block;margin:0 1.2em 0.3em 0}"
    ".legend ul{list-style:none;padding:0}code{background:#f4f4f4;padding:0 0.2em}dt{font-weight:bold}"
    // A case's diagram is compact (a long page of cases stays short) and a click on it
    // opens it full-size, and closes it again: a checkbox in its label, no script.
    ".diagram{display:block;cursor:zoom-in}.diagram input{display:none}.diagram svg.board{max-width:320px}"
    ".diagram input:checked+svg.board{max-width:100%}.diagram:has(input:checked){cursor:zoom-out}";

std::string page(const std::string& title, const std::string& body) { return html_page(title, kStyle, body); }

std::string code_list(const std::vector<std::string>& words) {
  return join(words, " ", [](const std::string& w) { return "<code>" + xml_escape(w) + "</code>"; });
}

// The move kinds the page's diagrams mark, for its legend.
using PageKinds = std::set<std::string>;

// The case's position (after its `play`, the last move highlighted), with the moves of
// the piece its `moves_from` names marked when it names one and the moves it expects to
// be refused crossed out; its shapes go to the page's `defs`.
std::string case_diagram(const Variant& variant, const Case& c, SvgDefs& defs, PageKinds& kinds) {
  auto game = c.position ? variant.load(*c.position, c.options) : variant.start(c.options);
  if (!game) return "<p class=\"note\">position not drawn: " + xml_escape(game.error().message()) + "</p>\n";
  DiagramRequest request;
  request.title = c.name;
  for (const auto& move : c.play) {
    auto mark = (*game)->mark(move);
    if (!mark || !(*game)->play(move)) return "<p class=\"note\">position not drawn: move " + xml_escape(move) + " is not legal</p>\n";
    request.last = MarkedMove{move, *mark};
  }
  Drawing drawing = (*game)->drawing();
  request.shared = &defs;
  if (c.expect.moves_from.size() == 1) {
    const auto cell = (*game)->cell_name(c.expect.moves_from.front().first);
    if (cell) {
      try {
        request.moves = marked_moves(**game, drawing, *cell);
        request.selected = *cell;
      } catch (const CliError&) {
        // An expectation about an empty square: drawn without marks, the status says the rest.
      }
    }
  }
  for (const auto& move : c.expect.illegal) {
    MoveMark mark = mark_last_cell(move, std::string(kRefused), "");
    if (auto full = (*game)->cell_name(mark.to)) mark.to = *full;
    request.refused.push_back({move, std::move(mark)});
  }
  for (const auto& m : request.moves) kinds.insert(m.mark.kind);
  if (!request.refused.empty()) kinds.insert(std::string(kRefused));
  request.drawing = std::move(drawing);
  return render_svg(request);
}

std::string expectations(const Expect& e) {
  std::ostringstream out;
  out << "<dl>";
  if (e.moves) out << "<dt>moves (" << e.moves->size() << ")</dt><dd>" << code_list(*e.moves) << "</dd>";
  for (const auto& [cell, moves] : e.moves_from)
    out << "<dt>moves from " << xml_escape(cell) << " (" << moves.size() << ")</dt><dd>" << code_list(moves) << "</dd>";
  if (!e.legal.empty()) out << "<dt>legal</dt><dd>" << code_list(e.legal) << "</dd>";
  if (!e.illegal.empty()) out << "<dt>illegal</dt><dd>" << code_list(e.illegal) << "</dd>";
  for (const auto& [depth, count] : e.perft) out << "<dt>perft " << depth << "</dt><dd>" << count << "</dd>";
  if (e.position) out << "<dt>position after</dt><dd><code>" << xml_escape(*e.position) << "</code></dd>";
  if (e.result) out << "<dt>result</dt><dd>" << xml_escape(*e.result) << "</dd>";
  if (e.error) out << "<dt>error</dt><dd>" << xml_escape(*e.error) << "</dd>";
  out << "</dl>\n";
  return out.str();
}

std::string status(bool pass) { return std::string("<span class=\"status\">") + (pass ? "pass" : "FAIL") + "</span>"; }

// The case in full at its anchor `id`, under the first clause it tests.
std::string case_block(const Variant& variant, const CaseRun& run, const std::string& id, SvgDefs& defs, PageKinds& kinds) {
  const Case& c = *run.c;
  const bool pass = run.failures.empty();
  std::ostringstream out;
  out << "<div class=\"case " << (pass ? "pass" : "fail") << "\" id=\"" << id << "\"><h3>" << xml_escape(c.name) << ' ' << status(pass)
      << "</h3>\n<p class=\"file\">" << xml_escape(c.where) << " · <a class=\"board\" href=\""
      << xml_escape(board_link(variant.name(), c, id)) << "\">" << (c.record ? "step through on the board" : "open on the board")
      << "</a></p>\n";
  if (!c.why.empty()) out << "<p>" << xml_escape(c.why) << "</p>\n";
  if (c.position) out << "<p>position <code>" << xml_escape(*c.position) << "</code></p>\n";
  if (!c.play.empty()) out << "<p>play " << code_list(c.play) << "</p>\n";
  const std::string diagram = case_diagram(variant, c, defs, kinds);
  if (diagram.starts_with("<svg"))
    out << "<label class=\"diagram\" title=\"click to open the board full-size or close it\"><input type=\"checkbox\"/>" << diagram
        << "</label>\n";
  else
    out << diagram;
  out << expectations(c.expect);
  if (!pass) {
    out << "<ul class=\"failures\">";
    for (const auto& f : run.failures) out << "<li>" << xml_escape(f) << "</li>";
    out << "</ul>\n";
  }
  out << "</div>\n";
  return out.str();
}

// Each case's anchor, "case-FILE-NAME" (FILE the file's stem), made unique by its index
// when two files of the variant share a stem and a case name.
std::vector<std::string> case_anchors(std::span<const CaseRun> runs) {
  std::vector<std::string> out;
  std::set<std::string> taken;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    std::string id = html_anchor("case-", std::filesystem::path(runs[i].file->path).stem().string() + "-" + runs[i].c->name);
    if (!taken.insert(id).second) {
      id += '-';
      id += std::to_string(i);
      taken.insert(id);
    }
    out.push_back(std::move(id));
  }
  return out;
}

// A case already shown under an earlier clause: a link to it.
std::string case_reference(const CaseRun& run, const std::string& id, const std::string& shown_under) {
  const bool pass = run.failures.empty();
  return "<p class=\"case-ref " + std::string(pass ? "pass" : "fail") + "\"><a href=\"#" + id + "\">" + xml_escape(run.c->name) +
         "</a> " + status(pass) + ", shown under " + xml_escape(shown_under) + "</p>\n";
}

// The variant's one legend: the sides, the shades, every piece's letters and every mark
// the page's diagrams draw, each as the diagrams draw it.
std::string legend(const Variant& variant, const PageKinds& kinds, SvgDefs& defs) {
  auto game = variant.start({});
  if (!game) return {};
  const Drawing drawing = (*game)->drawing();
  const auto item = [](const std::string& swatch, const std::string& text) {
    return "<li>" + swatch + xml_escape(text) + "</li>";
  };
  std::ostringstream out;
  out << "<section class=\"legend\" id=\"legend\"><h2>Legend</h2>\n<p>Sides</p><ul>";
  for (std::size_t s = 0; s < drawing.sides.size(); ++s) out << item(piece_swatch(defs, static_cast<int>(s), ""), drawing.sides[s]);
  out << "</ul>\n<p>Pieces</p><ul>";
  for (const auto& [text, name] : drawing.piece_names) out << item(piece_swatch(defs, 0, text), name);
  out << "</ul>\n<p>Board</p><ul>";
  for (const auto& [shade, meaning] : drawing.key) out << item(shade_swatch(shade), meaning);
  out << item(highlight_swatch(false), "the last move played: its from and to cells") << item(highlight_swatch(true), "the piece whose moves are marked");
  out << "</ul>\n<p>Marks (hover one for its moves)</p><ul>";
  for (const MarkStyle& style : mark_styles())
    if (kinds.contains(std::string(style.kind))) out << item(mark_swatch(defs, style.kind), std::string(style.kind) + ": " + std::string(style.meaning));
  out << "</ul>\n</section>\n";
  return out.str();
}

std::string ruling_section(const Ruling& ruling, const VariantBook& book, std::span<const CaseRun> runs,
                           std::span<const std::string> anchors, const RulingBook& rulings) {
  std::ostringstream out;
  out << "<section class=\"ruling\" id=\"" << html_anchor("ruling-", ruling.id.id) << "\"><h2>" << xml_escape(ruling.id.id) << ' '
      << xml_escape(ruling.title) << "</h2>\n<p>" << xml_escape(ruling.rule) << "</p>\n";
  if (const auto& o = ruling.option)
    out << "<p>option <code>--option " << xml_escape(o->name + "=" + join(o->values, "|")) << "</code>, default <code>"
        << xml_escape(o->default_value) << "</code></p>\n";
  for (const auto& s : ruling.settles) {
    const Seed& seed = *rulings.seed(s.seed);  // load_rulings checked every seed id
    out << "<p class=\"source\">settles <a href=\"" << xml_escape(seed.address) << "\">" << xml_escape(seed.title) << "</a> by "
        << xml_escape(seed.author) << ", " << xml_escape(s.section) << "</p>\n";
  }
  if (ruling.settles.empty()) out << "<p class=\"source\">settles no seed section: the project's own definition</p>\n";
  out << "<p class=\"file\">" << xml_escape(ruling.id.where) << "</p>\n<p>cited by";
  std::set<std::size_t> cases;
  for (const auto& clause : book.spec.clauses) {
    if (!clause.cites(ruling.id.id)) continue;
    out << " <a href=\"#" << html_anchor("clause-", clause.id.id) << "\">" << xml_escape(clause.id.id) << "</a>";
    for (std::size_t i = 0; i < runs.size(); ++i)
      if (tests_clause(*runs[i].file, *runs[i].c, clause.id.id)) cases.insert(i);
  }
  out << "</p>\n<p>tested by";
  for (const std::size_t i : cases) out << " <a href=\"#" << anchors[i] << "\">" << xml_escape(runs[i].c->name) << "</a>";
  if (cases.empty()) out << " no position";
  out << "</p>\n</section>\n";
  return out.str();
}

}  // namespace

std::string html_page(const std::string& title, std::string_view style, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + xml_escape(title) +
         "</title><style>" + std::string(style) + "</style></head>\n<body>\n" + body + "</body></html>\n";
}

std::string html_anchor(std::string_view prefix, const std::string& text) {
  std::string out(prefix);
  for (const char c : text) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return out;
}

// The game records no clause cites (they catch change, not a rule): each a link that steps
// through it on the board, ply by ply, with its status from replaying it now.
std::string game_records(const VariantBook& book, std::span<const CaseRun> runs, const std::map<std::size_t, std::string>& shown) {
  std::ostringstream out;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const Case& c = *runs[i].c;
    if (!c.record || shown.contains(i)) continue;
    const bool pass = runs[i].failures.empty();
    out << "<li class=\"" << (pass ? "pass" : "fail") << "\"><a class=\"board\" href=\"" << xml_escape(board_link(book.spec.variant, c, "game-records"))
        << "\">" << xml_escape(c.name) << "</a> " << status(pass) << ": " << (c.record->plies.empty() ? 0 : c.record->plies.size() - 1)
        << " plies, <span class=\"file\">" << xml_escape(c.where) << "</span></li>\n";
  }
  if (out.str().empty()) return {};
  return "<section class=\"clause\" id=\"game-records\"><h2>Game records</h2>\n<p>Random games replayed ply by ply: at each "
         "ply the legal moves and the position must be the ones recorded. Open one to step through it on the board.</p>\n<ul>\n" +
         out.str() + "</ul>\n</section>\n";
}

std::string variant_page(const VariantBook& book, std::span<const CaseRun> runs, const RulingBook& rulings) {
  std::ostringstream out;
  out << "<p><a href=\"index.html\">all variants</a></p>\n<h1>" << xml_escape(book.spec.title) << "</h1>\n<p class=\"source\">"
      << xml_escape(book.spec.path) << "</p>\n";
  const auto anchors = case_anchors(runs);
  SvgDefs defs;
  PageKinds kinds;
  std::map<std::size_t, std::string> shown;  // case -> the clause it is shown under
  std::ostringstream clauses;
  for (const auto& clause : book.spec.clauses) {
    clauses << "<section class=\"clause\" id=\"" << html_anchor("clause-", clause.id.id) << "\"><h2>" << xml_escape(clause.id.id)
        << "</h2>\n<p>" << xml_escape(clause.text) << "</p>\n<p class=\"source\">" << xml_escape(clause.document) << ", "
        << xml_escape(clause.section) << "</p>\n<p>rulings:";
    for (const auto& r : clause.rulings) {
      const Ruling* ruling = rulings.find(r.id);
      clauses << " <a href=\"#" << html_anchor("ruling-", r.id) << "\"" << (ruling ? " title=\"" + xml_escape(ruling->title) + "\"" : "")
          << '>' << xml_escape(r.id) << "</a>";
    }
    clauses << "</p>\n";
    int cases = 0;
    for (std::size_t i = 0; i < runs.size(); ++i)
      if (tests_clause(*runs[i].file, *runs[i].c, clause.id.id)) {
        const auto [at, first] = shown.emplace(i, clause.id.id);
        clauses << (first ? case_block(*runs[i].file->variant, runs[i], anchors[i], defs, kinds) : case_reference(runs[i], anchors[i], at->second));
        ++cases;
      }
    if (cases == 0) clauses << "<p class=\"note\">no position tests this clause</p>\n";
    clauses << "</section>\n";
  }
  if (!book.files.empty()) out << legend(*book.files.front().variant, kinds, defs);
  // Every diagram's board, pieces and marks are defined once here and placed by <use>.
  out << defs.svg() << clauses.str() << game_records(book, runs, shown);
  if (!book.rulings.empty()) out << "<h1 id=\"rulings\">Rulings</h1>\n";
  for (const Ruling* ruling : book.rulings) out << ruling_section(*ruling, book, runs, anchors, rulings);
  return page(book.spec.title, out.str());
}

std::string index_page(std::span<const VariantBook> books, std::span<const std::vector<CaseRun>> runs, const RulingBook& rulings) {
  std::ostringstream out;
  out << "<h1>Deep Thought: the rulebook</h1>\n<ul>\n";
  for (std::size_t i = 0; i < books.size(); ++i) {
    int failed = 0;
    for (const auto& run : runs[i]) failed += run.failures.empty() ? 0 : 1;
    out << "<li><a href=\"" << xml_escape(books[i].spec.variant) << ".html\">" << xml_escape(books[i].spec.title) << "</a>: "
        << books[i].spec.clauses.size() << " clauses, " << runs[i].size() << " positions, " << failed << " failing</li>\n";
  }
  out << "</ul>\n";
  if (!rulings.seeds.empty()) out << "<h2 id=\"seeds\">Seeds</h2>\n<ul>\n";
  for (const auto& seed : rulings.seeds)
    out << "<li><a href=\"" << xml_escape(seed.address) << "\">" << xml_escape(seed.title) << "</a> by " << xml_escape(seed.author)
        << "</li>\n";
  if (!rulings.seeds.empty()) out << "</ul>\n";
  if (!rulings.notation.empty()) {
    out << "<h2 id=\"move-notation\">Move notation</h2>\n<p>" << xml_escape(rulings.notation_text)
        << "</p>\n<table>\n<tr><th>variant</th><th>kind</th><th>notation</th><th>example</th></tr>\n";
    for (const auto& k : rulings.notation)
      out << "<tr><td>" << xml_escape(k.variant) << "</td><td>" << xml_escape(k.kind) << "</td><td>" << xml_escape(k.notation)
          << "</td><td>" << xml_escape(k.example) << "</td></tr>\n";
    out << "</table>\n<p>" << xml_escape(rulings.notation_note) << "</p>\n";
  }
  return page("Deep Thought rulebook", out.str());
}

}  // namespace dt::cli
