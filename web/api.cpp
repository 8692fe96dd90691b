// The board page's window onto the rules: a few C functions over the type-erased registry
// (face/erased.hpp), compiled to WebAssembly with the rules themselves, so the page plays
// with the project's own move generation and draws with the diagram's own SVG
// (harness/rendering/diagram_svg.cpp). Every function answers with one JSON text, valid until the
// next call; a refusal is {"error": "..."} and leaves the game as it was. The counts the
// page asks for (the interpretation diff's perft, the explorer's divide) run within a node
// budget, since they run on the browser's one thread.
#include <algorithm>
#include <charconv>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "counting/perft_settings.hpp"
#include "face/erased.hpp"
#include "rendering/diagram_svg.hpp"
#include "rendering/json.hpp"

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
  Drawing drawing = g.drawing();

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
                    ",\"to_move\":" + strings(movers(drawing, all)) + ",\"played\":" + strings(played) + ",\"moves\":[";
  for (std::size_t i = 0; i < all.size(); ++i) out += (i ? "," : "") + move_json(all[i]);
  out += "],\"selected\":[";
  for (std::size_t i = 0; i < request.moves.size(); ++i) out += (i ? "," : "") + move_json(request.moves[i]);
  request.drawing = std::move(drawing);
  out += "],\"svg\":" + cli::json_string(cli::render_svg(request)) + "}";
  return reply(std::move(out));
}

// A count held to a node budget: the page runs on the browser's one thread, so a count
// must end soon. Checked after each task the count is cut into (counting/parallel_perft.hpp),
// so it stops within one task past the budget; what was counted whole is kept.
class Budget final : public PerftWatch {
 public:
  explicit Budget(std::uint64_t nodes) : nodes_(nodes) {}
  void progress(const PerftProgress&) override {
    if (nodes_counted() > nodes_) raise();
  }

 private:
  std::uint64_t nodes_;
};

// A whole number in [min, max] from the page, or nothing.
std::optional<std::uint64_t> number(std::string_view text, std::uint64_t min, std::uint64_t max) {
  std::uint64_t n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc{} || end != text.data() + text.size() || n < min || n > max) return std::nullopt;
  return n;
}

constexpr int kMaxDepth = 8;
constexpr std::uint64_t kMaxBudget = 1'000'000'000;

// A count's depth and node budget as the page gives them, checked.
Result<std::pair<int, std::uint64_t>> count_limits(std::string_view depth, std::string_view budget) {
  const auto d = number(depth, 1, kMaxDepth);
  if (!d) return fail("depth '" + std::string(depth) + "': expected a whole number from 1 to " + std::to_string(kMaxDepth));
  const auto nodes = number(budget, 1, kMaxBudget);
  if (!nodes) return fail("node budget '" + std::string(budget) + "': expected a whole number from 1 to " + std::to_string(kMaxBudget));
  return std::pair{static_cast<int>(*d), *nodes};
}

// The count's stop, for the page: how far it came and why it stopped.
std::string budget_json(const Budget& budget, std::uint64_t limit, bool complete) {
  return ",\"complete\":" + std::string(complete ? "true" : "false") + ",\"nodes\":" + std::to_string(budget.nodes_counted()) +
         ",\"budget\":" + std::to_string(limit);
}

// The two kinds of mark of the interpretation diff (harness/rendering/diagram_svg.cpp styles them).
constexpr std::string_view kOnlyA = "only in A", kOnlyB = "only in B";

// The moves of `a` that `b` does not have, marked as `kind`.
Result<std::vector<cli::MarkedMove>> only_in(const Game& a, const std::vector<std::string>& b_moves, std::string_view kind) {
  const std::set<std::string> b(b_moves.begin(), b_moves.end());
  std::vector<cli::MarkedMove> out;
  for (const auto& text : a.moves()) {
    if (b.count(text)) continue;
    auto mark = a.mark(text);
    if (!mark) return fail(text + ": " + mark.error().message());
    mark->kind = std::string(kind);
    out.push_back({text, *mark});
  }
  return out;
}

std::string counts_json(const std::vector<std::uint64_t>& counts) {
  std::string out = "[";
  for (std::size_t i = 0; i < counts.size(); ++i) out += (i ? "," : "") + std::to_string(counts[i]);
  return out + "]";
}

// perft 1..depth of `a` and of `b`, depth by depth, as far as `budget` lets both go: the
// depths counted whole under both, so the two rows always reach the same depth.
std::pair<std::vector<std::uint64_t>, std::vector<std::uint64_t>> perft_pair(const Game& a, const Game& b, int depth, Budget& budget) {
  std::pair<std::vector<std::uint64_t>, std::vector<std::uint64_t>> out;
  PerftSettings settings;
  settings.watch = &budget;
  for (int d = 1; d <= depth; ++d) {
    const PerftCount na = a.perft_with(d, settings);
    if (!na.complete) break;
    const PerftCount nb = b.perft_with(d, settings);
    if (!nb.complete) break;
    out.first.push_back(na.nodes);
    out.second.push_back(nb.nodes);
  }
  return out;
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
    // Every piece's letters and name, as the rulebook's legend gives them: the board draws
    // letters only (Ringworld's Ge Rk Cn ...), so the page names them beside it.
    out += "],\"pieces\":[";
    auto game = v->start({});
    if (game) {
      const auto names = (*game)->drawing().piece_names;
      for (std::size_t i = 0; i < names.size(); ++i)
        out += std::string(i ? "," : "") + web::strings({names[i].first, names[i].second});
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

// The interpretation diff of the position shown, under its options (A) and under
// `options` (B, NAME=VALUE lines): the moves legal under one set and not the other, each
// marked on the board as its own kind, and perft 1..`depth` under each, within `budget`
// nodes in all.
const char* dt_diff(const char* options, const char* depth, const char* budget) {
  using namespace dt;
  if (web::session.steps.empty()) return web::refuse("no game: start one with dt_new");
  auto given = web::parse_options(options);
  if (!given) return web::refuse("option: " + given.error().message());
  const auto limits = web::count_limits(depth, budget);
  if (!limits) return web::refuse(limits.error().message());
  const auto [d, nodes] = *limits;
  const Game& a = web::game();
  auto b = web::session.variant->load(a.position(), *given);
  if (!b) return web::refuse("the position under B: " + b.error().message());
  auto only_a = web::only_in(a, (*b)->moves(), web::kOnlyA);
  if (!only_a) return web::refuse(only_a.error().message());
  auto only_b = web::only_in(**b, a.moves(), web::kOnlyB);
  if (!only_b) return web::refuse(only_b.error().message());
  Drawing drawing = a.drawing();
  web::Budget watch(nodes);
  const auto [perft_a, perft_b] = web::perft_pair(a, **b, d, watch);

  cli::DiagramRequest request;
  request.title = std::string(web::session.variant->title()) + ": A against B";
  request.last = web::session.steps.back().move;
  request.moves = *only_a;
  request.moves.insert(request.moves.end(), only_b->begin(), only_b->end());
  std::string out = "{\"only_a\":[";
  for (std::size_t i = 0; i < only_a->size(); ++i) out += (i ? "," : "") + web::move_json((*only_a)[i]);
  out += "],\"only_b\":[";
  for (std::size_t i = 0; i < only_b->size(); ++i) out += (i ? "," : "") + web::move_json((*only_b)[i]);
  out += "],\"perft_a\":" + web::counts_json(perft_a) + ",\"perft_b\":" + web::counts_json(perft_b) +
         web::budget_json(watch, nodes, perft_a.size() == static_cast<std::size_t>(d));
  request.drawing = std::move(drawing);
  out += ",\"svg\":" + cli::json_string(cli::render_svg(request)) + "}";
  return web::reply(std::move(out));
}

// The divide of the position shown to `depth`: each root move with its count, within
// `budget` nodes; past it the count stops and only the root moves counted whole are given.
const char* dt_divide(const char* depth, const char* budget) {
  using namespace dt;
  if (web::session.steps.empty()) return web::refuse("no game: start one with dt_new");
  const auto limits = web::count_limits(depth, budget);
  if (!limits) return web::refuse(limits.error().message());
  const auto [d, nodes] = *limits;
  web::Budget watch(nodes);
  PerftSettings settings;
  settings.watch = &watch;
  const auto divided = web::game().divide_with(d, settings);
  const auto& counts = divided.moves;
  std::uint64_t total = 0;
  std::string out = "{\"depth\":" + std::to_string(d) + ",\"roots\":" + std::to_string(web::game().moves().size()) + ",\"moves\":[";
  for (std::size_t i = 0; i < counts.size(); ++i) {
    out += (i ? ",{\"text\":" : "{\"text\":") + cli::json_string(counts[i].first) + ",\"count\":" + std::to_string(counts[i].second) + "}";
    total += counts[i].second;
  }
  out += "],\"total\":" + std::to_string(total) + web::budget_json(watch, nodes, divided.complete) + "}";
  return web::reply(std::move(out));
}

}  // extern "C"
