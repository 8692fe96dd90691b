// The board page's window onto the rules: a few C functions over the type-erased registry
// (core/erased.hpp), compiled to WebAssembly with the rules themselves, so the page plays
// with the project's own move generation and draws with the diagram's own SVG
// (harness/diagram_svg.cpp). Every function answers with one JSON text, valid until the
// next call; a refusal is {"error": "..."} and leaves the game as it was.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/erased.hpp"
#include "diagram_svg.hpp"
#include "json.hpp"

namespace dt::web {

namespace {

// One step of the game: the position after it, and the move that led there (with its mark
// as it was before it was played), so take back is a pop and the last move is highlighted.
struct Step {
  std::unique_ptr<Game> game;
  std::optional<cli::MarkedMove> move;
};

struct Session {
  const Variant* variant = nullptr;
  std::vector<Step> steps;
};

Session session;
std::string answer;

const char* reply(std::string json) {
  answer = std::move(json);
  return answer.c_str();
}

const char* refuse(const std::string& what) { return reply("{\"error\":" + cli::json_string(what) + "}"); }

std::string strings(const std::vector<std::string>& items) { return cli::json_strings(items); }

// "NAME=VALUE" lines, as the command line's --option takes them, one a line.
Result<OptionValues> parse_options(std::string_view text) {
  OptionValues given;
  while (!text.empty()) {
    const auto end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    if (line.empty()) continue;
    auto assignment = parse_option_assignment(line);
    if (!assignment) return assignment.error();
    given.push_back(std::move(*assignment));
  }
  return given;
}

const Game& game() { return *session.steps.back().game; }

// Which sides have a piece that can move now: the side to move of every variant, read from
// the moves themselves (the erased Game names no side), so a variant whose player moves
// another's piece would show both.
std::vector<std::string> movers(const Drawing& drawing, const std::vector<cli::MarkedMove>& moves) {
  std::vector<std::string> out;
  for (const auto& m : moves)
    for (const auto& p : drawing.pieces)
      if (!p.in_transit && p.cell == m.mark.from && p.side >= 0 && static_cast<std::size_t>(p.side) < drawing.sides.size()) {
        const std::string& side = drawing.sides[static_cast<std::size_t>(p.side)];
        if (std::find(out.begin(), out.end(), side) == out.end()) out.push_back(side);
      }
  return out;
}

std::string move_json(const cli::MarkedMove& m) {
  return "{\"text\":" + cli::json_string(m.notation) + ",\"kind\":" + cli::json_string(m.mark.kind) +
         ",\"from\":" + cli::json_string(m.mark.from) + ",\"to\":" + cli::json_string(m.mark.to) + "}";
}

// The whole state the page shows: position text, result, who moves, every legal move with
// its origin and target, the moves played, and the board as SVG with `selected`'s moves
// marked.
const char* state(std::string_view selected) {
  const Game& g = game();
  std::vector<cli::MarkedMove> all;
  for (const auto& text : g.moves()) {
    auto mark = g.mark(text);
    if (!mark) return refuse(text + ": " + mark.error().message());
    all.push_back({text, *mark});
  }
  auto drawing = g.drawing();
  if (!drawing) return refuse(std::string(session.variant->name()) + " has no drawing");

  cli::DiagramRequest request;
  request.title = std::string(session.variant->title());
  request.last = session.steps.back().move;
  if (!selected.empty()) {
    auto from = g.moves_from(selected);
    if (!from) return refuse(std::string(selected) + ": " + from.error().message());
    for (const auto& text : *from) {
      auto mark = g.mark(text);
      if (!mark) return refuse(text + ": " + mark.error().message());
      request.moves.push_back({text, *mark});
    }
    request.selected = std::string(selected);
  }
  std::vector<std::string> played;
  for (const auto& step : session.steps)
    if (step.move) played.push_back(step.move->notation);

  std::string out = "{\"variant\":" + cli::json_string(session.variant->name()) + ",\"position\":" + cli::json_string(g.position()) +
                    ",\"result\":" + cli::json_string(g.result_text()) + ",\"over\":" + (g.result().over() ? "true" : "false") +
                    ",\"to_move\":" + strings(movers(*drawing, all)) + ",\"played\":" + strings(played) + ",\"moves\":[";
  for (std::size_t i = 0; i < all.size(); ++i) out += (i ? "," : "") + move_json(all[i]);
  out += "],\"selected\":[";
  for (std::size_t i = 0; i < request.moves.size(); ++i) out += (i ? "," : "") + move_json(request.moves[i]);
  request.drawing = std::move(*drawing);
  out += "],\"svg\":" + cli::json_string(cli::render_svg(request)) + "}";
  return reply(std::move(out));
}

}  // namespace

}  // namespace dt::web

extern "C" {

// [{"name","title","options":[{"name","values":[...],"default","ruling","summary"}]}]
const char* dt_variants() {
  using namespace dt;
  std::string out = "[";
  for (const Variant* v : variants()) {
    if (out.size() > 1) out += ',';
    out += "{\"name\":" + cli::json_string(v->name()) + ",\"title\":" + cli::json_string(v->title()) + ",\"options\":[";
    bool first = true;
    for (const OptionSpec& o : v->options()) {
      std::vector<std::string> values(o.values.begin(), o.values.end());
      out += std::string(first ? "" : ",") + "{\"name\":" + cli::json_string(o.name) + ",\"values\":" + cli::json_strings(values) +
             ",\"default\":" + cli::json_string(o.default_value) + ",\"ruling\":" + cli::json_string(o.ruling) +
             ",\"summary\":" + cli::json_string(o.summary) + "}";
      first = false;
    }
    out += "]}";
  }
  return web::reply(out + "]");
}

// A new game of `variant` under `options` (NAME=VALUE lines) from `position` (the
// variant's position text; empty for the start position).
const char* dt_new(const char* variant, const char* options, const char* position) {
  using namespace dt;
  const Variant* v = find_variant(variant);
  if (!v) return web::refuse(std::string("unknown variant '") + variant + "': expected one of " + variant_names());
  auto given = web::parse_options(options);
  if (!given) return web::refuse("option: " + given.error().message());
  auto game = *position ? v->load(position, *given) : v->start(*given);
  if (!game) return web::refuse((*position ? "position: " : "") + game.error().message());
  web::session.variant = v;
  web::session.steps.clear();
  web::session.steps.push_back({std::move(*game), std::nullopt});
  return web::state("");
}

// The state again, with the moves of the piece on `cell` marked ("" marks none).
const char* dt_state(const char* cell) {
  if (dt::web::session.steps.empty()) return dt::web::refuse("no game: start one with dt_new");
  return dt::web::state(cell);
}

// Plays `move`, written in the variant's notation.
const char* dt_play(const char* move) {
  using namespace dt;
  if (web::session.steps.empty()) return web::refuse("no game: start one with dt_new");
  auto next = web::game().clone();
  auto mark = next->mark(move);
  if (!mark) return web::refuse(std::string(move) + ": " + mark.error().message());
  if (auto played = next->play(move); !played) return web::refuse(std::string(move) + ": " + played.error().message());
  web::session.steps.push_back({std::move(next), cli::MarkedMove{move, *mark}});
  return web::state("");
}

// Takes back the last move; refused at the position the game started from.
const char* dt_undo() {
  using namespace dt;
  if (web::session.steps.size() < 2) return web::refuse("no move to take back");
  web::session.steps.pop_back();
  return web::state("");
}

}  // extern "C"
