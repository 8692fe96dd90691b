// The rules' window for JavaScript: a few C functions over the type-erased registry
// (face/erased.hpp), compiled to WebAssembly with the rules themselves, so the npm package
// (web/package/) and the board page built on it play with the project's own move generation
// and draw with the diagram's own SVG (harness/rendering/diagram_svg.cpp). Games are held
// here by number, any number at once. Every function answers with one JSON text, valid
// until the next call; a refusal is {"error": "..."} and leaves every game as it was.
// Counts run within a node budget when one is given, since a browser has one thread.
#include <algorithm>
#include <charconv>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/fields.hpp"
#include "counting/perft_settings.hpp"
#include "face/erased.hpp"
#include "rendering/diagram_svg.hpp"
#include "rendering/json.hpp"

namespace dt::web {

namespace {

// One step of a game: the position after it, and the move that led there (with its mark
// as it was before it was played), so take back is a pop and the last move is highlighted.
struct Step {
  std::unique_ptr<Game> game;
  std::optional<cli::MarkedMove> move;
};

struct Session {
  const Variant* variant = nullptr;
  std::vector<Step> steps;
};

std::map<int, Session> sessions;
int next_id = 1;
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

Session* find(int id) {
  const auto it = sessions.find(id);
  return it == sessions.end() ? nullptr : &it->second;
}

const char* no_game(int id) { return refuse("no game " + std::to_string(id) + ": it was never made or was deleted"); }

const Game& game(const Session& s) { return *s.steps.back().game; }

std::string move_json(const cli::MarkedMove& m) {
  return "{\"text\":" + cli::json_string(m.notation) + ",\"kind\":" + cli::json_string(m.mark.kind) +
         ",\"from\":" + cli::json_string(m.mark.from) + ",\"to\":" + cli::json_string(m.mark.to) + "}";
}

std::string moves_json(const std::vector<cli::MarkedMove>& moves) {
  std::string out = "[";
  for (std::size_t i = 0; i < moves.size(); ++i) out += (i ? "," : "") + move_json(moves[i]);
  return out + "]";
}

// The moves `texts` of `g` with their marks.
Result<std::vector<cli::MarkedMove>> marked(const Game& g, const std::vector<std::string>& texts) {
  std::vector<cli::MarkedMove> out;
  for (const auto& text : texts) {
    auto mark = g.mark(text);
    if (!mark) return fail(text + ": " + mark.error().message());
    out.push_back({text, *mark});
  }
  return out;
}

// Every legal move of `g` (`cell` empty) or those of the piece on `cell`, marked.
Result<std::vector<cli::MarkedMove>> marks_of(const Game& g, std::string_view cell) {
  if (cell.empty()) return marked(g, g.moves());
  auto from = g.moves_from(cell);
  if (!from) return fail(std::string(cell) + ": " + from.error().message());
  return marked(g, *from);
}

// The side to move as the position text names it (CO-4: the side to move owns the pieces
// that move), not guessed from the pieces that can move, which a side with only `pass`
// has none of. The erased Game names no side, so the text is read: after the board, the
// first one-letter field that is a side's initial (w, b) or, failing that, the first
// one-digit field that numbers a side (Ringworld's TO-MOVE, RW-4). None found: no side.
struct SideField {
  Field field;
  std::size_t side;
  bool by_number;
};
std::optional<SideField> side_field(std::string_view position, const std::vector<std::string>& sides) {
  const auto fields = split_fields(position);
  for (const bool by_number : {false, true})
    for (std::size_t i = 1; i < fields.size(); ++i) {
      const std::string_view f = fields[i].text;
      if (f.size() != 1) continue;
      for (std::size_t side = 0; side < sides.size(); ++side) {
        const bool named = by_number ? f[0] == static_cast<char>('1' + side) : !sides[side].empty() && f[0] == sides[side][0];
        if (named) return SideField{fields[i], side, by_number};
      }
    }
  return std::nullopt;
}
std::vector<std::string> side_to_move(std::string_view position, const std::vector<std::string>& sides) {
  const auto found = side_field(position, sides);
  if (!found) return {};
  return {sides[found->side]};
}

// The position editor's side to move: the field side_to_move reads, written for `side`
// in the same way (its initial or its number); the variant's reader judges the result.
Result<std::string> with_side_to_move(std::string_view position, const std::vector<std::string>& sides, std::size_t side) {
  if (side >= sides.size()) return fail("expected a side from 1 to " + std::to_string(sides.size()) + ", found " + std::to_string(side + 1));
  const auto found = side_field(position, sides);
  if (!found) return fail("the position names no side to move");
  const std::string mark = found->by_number ? std::to_string(side + 1) : sides[side].substr(0, 1);
  const auto at = static_cast<std::size_t>(found->field.column - 1);
  return std::string(position.substr(0, at)) + mark + std::string(position.substr(at + 1));
}

// The game as text: variant, position, result and the moves played.
const char* summary(const Session& s) {
  const Game& g = game(s);
  std::vector<std::string> played;
  for (const auto& step : s.steps)
    if (step.move) played.push_back(step.move->notation);
  const GameResult r = g.result();
  const char* kind = r.kind == GameResult::Kind::Win ? "win" : r.kind == GameResult::Kind::Draw ? "draw" : "ongoing";
  return reply("{\"variant\":" + cli::json_string(s.variant->name()) + ",\"position\":" + cli::json_string(g.position()) +
               ",\"result\":{\"text\":" + cli::json_string(g.result_text()) + ",\"over\":" + (r.over() ? "true" : "false") +
               ",\"kind\":\"" + kind + "\",\"winner\":" + (r.kind == GameResult::Kind::Win ? std::to_string(r.winner) : "null") +
               ",\"reason\":" + (r.over() ? cli::json_string(r.reason) : "null") + "},\"played\":" + strings(played) + "}");
}

// A count held to a node budget: the page runs on the browser's one thread, so a count
// must end soon. Checked after each task the count is cut into (counting/parallel_perft.hpp),
// so it stops within one task past the budget; what was counted whole is kept.
class Budget final : public PerftWatch {
 public:
  explicit Budget(std::uint64_t nodes) : nodes_(nodes) {}
  void progress(const PerftProgress&) override {
    if (nodes_ && nodes_counted() > nodes_) raise();
  }

 private:
  std::uint64_t nodes_;  // 0: no budget
};

// A whole number in [min, max] from JavaScript, or nothing.
std::optional<std::uint64_t> number(std::string_view text, std::uint64_t min, std::uint64_t max) {
  std::uint64_t n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc{} || end != text.data() + text.size() || n < min || n > max) return std::nullopt;
  return n;
}

constexpr int kMaxDepth = 20;
// Counts reach JavaScript as doubles: a budget keeps them below 2^53 (Number.MAX_SAFE_INTEGER).
constexpr std::uint64_t kMaxBudget = 1'000'000'000'000'000;

// A count's depth and node budget as JavaScript gives them, checked; budget "0" is none.
Result<std::pair<int, std::uint64_t>> count_limits(std::string_view depth, std::string_view budget) {
  const auto d = number(depth, 1, kMaxDepth);
  if (!d) return fail("depth '" + std::string(depth) + "': expected a whole number from 1 to " + std::to_string(kMaxDepth));
  const auto nodes = number(budget, 0, kMaxBudget);
  if (!nodes)
    return fail("node budget '" + std::string(budget) + "': expected a whole number from 1 to " + std::to_string(kMaxBudget) +
                " (0 for none)");
  return std::pair{static_cast<int>(*d), *nodes};
}

// The count's stop: how far it came and why it stopped.
std::string budget_json(const Budget& budget, std::uint64_t limit, bool complete) {
  return ",\"complete\":" + std::string(complete ? "true" : "false") + ",\"nodes\":" + std::to_string(budget.nodes_counted()) +
         ",\"budget\":" + std::to_string(limit);
}

// Runs `count(game, depth, settings)` on game `id` within the depth and node budget
// JavaScript gave; `count` answers with its JSON fields and whether it counted whole.
template <class Count>
const char* counted(int id, const char* depth, const char* budget, Count count) {
  const Session* s = find(id);
  if (!s) return no_game(id);
  const auto limits = count_limits(depth, budget);
  if (!limits) return refuse(limits.error().message());
  const auto [d, nodes] = *limits;
  Budget watch(nodes);
  PerftSettings settings;
  settings.watch = &watch;
  const auto [fields, complete] = count(game(*s), d, settings);
  return reply("{\"depth\":" + std::to_string(d) + fields + budget_json(watch, nodes, complete) + "}");
}

// The two kinds of mark of the interpretation diff (harness/rendering/diagram_svg.cpp styles them).
constexpr std::string_view kOnlyA = "only in A", kOnlyB = "only in B";

// The moves of `a` that `b` does not have, marked as `kind`.
Result<std::vector<cli::MarkedMove>> only_in(const Game& a, const std::vector<std::string>& b_moves, std::string_view kind) {
  const std::set<std::string> b(b_moves.begin(), b_moves.end());
  std::vector<std::string> texts;
  for (const auto& text : a.moves())
    if (!b.count(text)) texts.push_back(text);
  auto out = marked(a, texts);
  if (out)
    for (auto& m : *out) m.mark.kind = std::string(kind);
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

// [{"name","title","options":[{"name","values":[...],"default","ruling","summary"}],"pieces":[[letters,name]]}]
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
      const Drawing drawing = (*game)->drawing();
      for (std::size_t i = 0; i < drawing.piece_names.size(); ++i)
        out += std::string(i ? "," : "") + web::strings({drawing.piece_names[i].first, drawing.piece_names[i].second});
    }
    out += "]";
    // The sides in order, by the drawing's names: the editor's palette has one row each.
    if (game) out += ",\"sides\":" + web::strings((*game)->drawing().sides);
    out += "}";
  }
  return web::reply(out + "]");
}

// A new game of `variant` under `options` (NAME=VALUE lines) from `position` (the
// variant's position text; empty for the start position): {"game": its number}.
const char* dt_new(const char* variant, const char* options, const char* position) {
  using namespace dt;
  const Variant* v = find_variant(variant);
  if (!v) return web::refuse(std::string("unknown variant '") + variant + "': expected one of " + variant_names());
  auto given = web::parse_options(options);
  if (!given) return web::refuse("option: " + given.error().message());
  auto game = *position ? v->load(position, *given) : v->start(*given);
  if (!game) return web::refuse((*position ? "position: " : "") + game.error().message());
  const int id = web::next_id++;
  web::Session& s = web::sessions[id];
  s.variant = v;
  s.steps.push_back({std::move(*game), std::nullopt});
  return web::reply("{\"game\":" + std::to_string(id) + "}");
}

// Forgets game `id`.
const char* dt_delete(int id) {
  if (!dt::web::sessions.erase(id)) return dt::web::no_game(id);
  return dt::web::reply("{}");
}

// The game: {"variant","position","result":{"text","over","kind","winner","reason"},"played"}.
const char* dt_game(int id) {
  const auto* s = dt::web::find(id);
  return s ? dt::web::summary(*s) : dt::web::no_game(id);
}

// The side to move, read from the position text, by the drawing's names.
const char* dt_movers(int id) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  const Game& g = web::game(*s);
  return web::reply(web::strings(web::side_to_move(g.position(), g.drawing().sides)));
}

// The position in the variant's position text: {"position"}.
const char* dt_position(int id) {
  const auto* s = dt::web::find(id);
  return s ? dt::web::reply("{\"position\":" + dt::cli::json_string(dt::web::game(*s).position()) + "}") : dt::web::no_game(id);
}

// The legal moves in the variant's notation.
const char* dt_moves(int id) {
  const auto* s = dt::web::find(id);
  return s ? dt::web::reply(dt::web::strings(dt::web::game(*s).moves())) : dt::web::no_game(id);
}

// The legal moves with their kind, origin and target: all of them (`cell` empty) or those
// of the piece on `cell`.
const char* dt_marks(int id, const char* cell) {
  const auto* s = dt::web::find(id);
  if (!s) return dt::web::no_game(id);
  auto marks = dt::web::marks_of(dt::web::game(*s), cell);
  return marks ? dt::web::reply(dt::web::moves_json(*marks)) : dt::web::refuse(marks.error().message());
}

// The board as SVG, with the last move shown and the moves of the piece on `cell` marked
// ("" marks none): {"svg"}.
const char* dt_svg(int id, const char* cell) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  const Game& g = web::game(*s);
  Drawing drawing = g.drawing();
  cli::DiagramRequest request;
  request.title = std::string(s->variant->title());
  request.last = s->steps.back().move;
  if (*cell) {
    auto marks = web::marks_of(g, cell);
    if (!marks) return web::refuse(marks.error().message());
    request.moves = std::move(*marks);
    request.selected = cell;
  }
  request.drawing = std::move(drawing);
  return web::reply("{\"svg\":" + cli::json_string(cli::render_svg(request)) + "}");
}

// The position editor: the position of game `id` with the piece `letters` (as the
// variant's "pieces" name them) of side `side` (an index into its "sides") on `cell`, or
// `cell` emptied when `letters` is "", as the variant's reader reads it back: {"position"}.
// The game is left as it was; the page loads the new position as a new game.
const char* dt_put(int id, const char* cell, const char* side, const char* letters) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  const auto n = web::number(side, 0, 9);
  if (!n) return web::refuse(std::string("side '") + side + "': expected a side's number from 0");
  auto put = web::game(*s).put(cell, static_cast<int>(*n), letters);
  if (!put) return web::refuse(std::string(cell) + ": " + put.error().message());
  return web::reply("{\"position\":" + cli::json_string(*put) + "}");
}

// The position of game `id` with the piece `letters` of side `side` moved from `from` to
// `to` (the editor's drag, not a game move), read back as dt_put's: {"position"}.
const char* dt_move_piece(int id, const char* from, const char* to, const char* side, const char* letters) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  const auto n = web::number(side, 0, 9);
  if (!n) return web::refuse(std::string("side '") + side + "': expected a side's number from 0");
  auto moved = web::game(*s).move_piece(from, to, static_cast<int>(*n), letters);
  if (!moved) return web::refuse(std::string(from) + "-" + to + ": " + moved.error().message());
  return web::reply("{\"position\":" + cli::json_string(*moved) + "}");
}

// The position of game `id` with side `side` (an index into the variant's "sides") to
// move, as the field that names the side to move writes it, not yet read: {"position"}.
const char* dt_side(int id, const char* side) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  const Game& g = web::game(*s);
  const auto n = web::number(side, 0, 9);
  if (!n) return web::refuse(std::string("side '") + side + "': expected a side's number from 0");
  auto text = web::with_side_to_move(g.position(), g.drawing().sides, static_cast<std::size_t>(*n));
  if (!text) return web::refuse(text.error().message());
  return web::reply("{\"position\":" + cli::json_string(*text) + "}");
}

// Plays `move`, written in the variant's notation.
const char* dt_play(int id, const char* move) {
  using namespace dt;
  auto* s = web::find(id);
  if (!s) return web::no_game(id);
  auto next = web::game(*s).clone();
  auto mark = next->mark(move);
  if (!mark) return web::refuse(std::string(move) + ": " + mark.error().message());
  if (auto played = next->play(move); !played) return web::refuse(std::string(move) + ": " + played.error().message());
  s->steps.push_back({std::move(next), cli::MarkedMove{move, *mark}});
  return web::reply("{}");
}

// Takes back the last move ({"move": it}); refused at the position the game started from.
const char* dt_undo(int id) {
  using namespace dt;
  auto* s = web::find(id);
  if (!s) return web::no_game(id);
  if (s->steps.size() < 2) return web::refuse("no move to take back: the game is at the position it started from");
  const std::string move = s->steps.back().move->notation;
  s->steps.pop_back();
  return web::reply("{\"move\":" + cli::json_string(move) + "}");
}

// perft `depth` of the position, within `budget` nodes ("0": none):
// {"depth","total","complete","nodes","budget"}.
const char* dt_perft(int id, const char* depth, const char* budget) {
  return dt::web::counted(id, depth, budget, [](const dt::Game& g, int d, const dt::PerftSettings& settings) {
    const dt::PerftCount count = g.perft_with(d, settings);
    return std::pair{",\"total\":" + std::to_string(count.nodes), count.complete};
  });
}

// The divide of the position to `depth`: each root move with its count, within `budget`
// nodes ("0": none); past it the count stops and only the root moves counted whole are given.
const char* dt_divide(int id, const char* depth, const char* budget) {
  return dt::web::counted(id, depth, budget, [](const dt::Game& g, int d, const dt::PerftSettings& settings) {
    const auto divided = g.divide_with(d, settings);
    std::uint64_t total = 0;
    std::string out = ",\"roots\":" + std::to_string(g.moves().size()) + ",\"moves\":[";
    for (std::size_t i = 0; i < divided.moves.size(); ++i) {
      const auto& [move, count] = divided.moves[i];
      out += (i ? ",{\"text\":" : "{\"text\":") + dt::cli::json_string(move) + ",\"count\":" + std::to_string(count) + "}";
      total += count;
    }
    return std::pair{out + "],\"total\":" + std::to_string(total), divided.complete};
  });
}

// One root move's share of the divide: perft `depth - 1` after `move`, within `budget`
// nodes ("0": none): {"depth","text","count","complete","nodes","budget"}. The page counts
// a divide a root move at a time, so that it can show its progress and stop at a time
// budget between moves (the browser has one thread, and a count holds it).
const char* dt_divide_move(int id, const char* move, const char* depth, const char* budget) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  auto after = web::game(*s).clone();
  if (auto played = after->play(move); !played) return web::refuse(std::string(move) + ": " + played.error().message());
  const std::string text = move;
  return web::counted(id, depth, budget, [&after, &text](const Game&, int d, const PerftSettings& settings) {
    // A root move is one node at depth 1, as divide counts it.
    const PerftCount count = d == 1 ? PerftCount{1, true} : after->perft_with(d - 1, settings);
    return std::pair{",\"text\":" + cli::json_string(text) + ",\"count\":" + std::to_string(count.nodes), count.complete};
  });
}

// The interpretation diff of the position, under the game's options (A) and under
// `options` (B, NAME=VALUE lines): the moves legal under one set and not the other, each
// marked on the board as its own kind, and perft 1..`depth` under each, within `budget`
// nodes in all ("0": none).
const char* dt_diff(int id, const char* options, const char* depth, const char* budget) {
  using namespace dt;
  const auto* s = web::find(id);
  if (!s) return web::no_game(id);
  auto given = web::parse_options(options);
  if (!given) return web::refuse("option: " + given.error().message());
  const auto limits = web::count_limits(depth, budget);
  if (!limits) return web::refuse(limits.error().message());
  const auto [d, nodes] = *limits;
  const Game& a = web::game(*s);
  auto b = s->variant->load(a.position(), *given);
  if (!b) return web::refuse("the position under B: " + b.error().message());
  auto only_a = web::only_in(a, (*b)->moves(), web::kOnlyA);
  if (!only_a) return web::refuse(only_a.error().message());
  auto only_b = web::only_in(**b, a.moves(), web::kOnlyB);
  if (!only_b) return web::refuse(only_b.error().message());
  Drawing drawing = a.drawing();
  web::Budget watch(nodes);
  const auto [perft_a, perft_b] = web::perft_pair(a, **b, d, watch);

  cli::DiagramRequest request;
  request.title = std::string(s->variant->title()) + ": A against B";
  request.last = s->steps.back().move;
  request.moves = *only_a;
  request.moves.insert(request.moves.end(), only_b->begin(), only_b->end());
  std::string out = "{\"only_a\":" + web::moves_json(*only_a) + ",\"only_b\":" + web::moves_json(*only_b) +
                    ",\"perft_a\":" + web::counts_json(perft_a) + ",\"perft_b\":" + web::counts_json(perft_b) +
                    web::budget_json(watch, nodes, perft_a.size() == static_cast<std::size_t>(d));
  request.drawing = std::move(drawing);
  out += ",\"svg\":" + cli::json_string(cli::render_svg(request)) + "}";
  return web::reply(std::move(out));
}

}  // extern "C"
