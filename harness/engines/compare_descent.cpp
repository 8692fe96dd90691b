#include "compare_descent.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "cli/common.hpp"
#include "rendering/json.hpp"

namespace dt::cli {

namespace {

using Counts = std::map<std::string, std::uint64_t>;

// Deep Thought's divide: two root moves written alike would be a notation that cannot be
// read back, so it is refused rather than added up into one count.
Counts counts_of(const std::vector<std::pair<std::string, std::uint64_t>>& lines) {
  Counts out;
  for (const auto& [move, nodes] : lines)
    if (!out.emplace(move, nodes).second) throw CliError("deepthought wrote two root moves as '" + move + "'");
  return out;
}

// The engine's divide: Engine::divide has refused one that lists a move twice.
Counts counts_of(const EngineDivide& d) {
  Counts out;
  for (const auto& line : d.moves) out.emplace(line.move, line.nodes);
  return out;
}

std::uint64_t total(const Counts& c) {
  std::uint64_t sum = 0;
  for (const auto& [move, nodes] : c) sum += nodes;
  return sum;
}

std::vector<std::string> only_in(const Counts& a, const Counts& b) {
  std::vector<std::string> out;
  for (const auto& [move, nodes] : a)
    if (!b.contains(move)) out.push_back(move);
  return out;
}

// The engine's move names are its text: shown as one_line shows them.
std::string moves_text(const std::vector<std::string>& moves) {
  std::string out;
  for (const auto& m : moves) out += (out.empty() ? "" : " ") + one_line(m);
  return out.empty() ? "(none)" : out;
}

}  // namespace

std::string path_text(const std::vector<std::string>& path) {
  std::string out;
  for (const auto& m : path) out += (out.empty() ? "" : " ") + m;
  return out.empty() ? "(the root position)" : out;
}

void print_trail(const std::vector<DescentStep>& trail, std::ostream& out) {
  out << "counts on the way (deepthought, engine):\n";
  for (const auto& s : trail)
    out << "  " << (s.move.empty() ? "(root)" : s.move) << " depth " << s.depth << ": " << s.ours << ", " << s.theirs
        << '\n';
}

void print_difference(const Descent& d, std::string_view path_note, std::ostream& out) {
  out << "deepthought and the engine differ\n"
      << "path: " << path_text(d.path) << path_note << '\n'
      << "position: " << d.position << '\n'
      << "only deepthought: " << moves_text(d.only_ours) << '\n'
      << "only engine: " << moves_text(d.only_theirs) << '\n';
  if (!d.differing.empty())
    out << "count differs for " << d.differing << " at depth 1: deepthought " << d.differing_ours << ", engine "
        << d.differing_theirs << '\n';
  print_trail(d.trail, out);
}

std::string descent_json(const Descent& d, std::string_view variant, int depth) {
  std::ostringstream out;
  out << "{\"variant\":" << json_string(variant) << ",\"depth\":" << depth << ",\"agree\":"
      << (d.end == Descent::End::Agree ? "true" : d.end == Descent::End::Differ ? "false" : "null");
  if (d.end == Descent::End::Agree) {
    out << ",\"nodes\":" << d.trail.back().ours << ",\"moves\":" << d.moves << '}';
    return out.str();
  }
  out << ",\"path\":" << json_strings(d.path);
  if (d.end == Descent::End::Differ) {
    out << ",\"position\":" << json_string(d.position) << ",\"only_deepthought\":" << json_strings(d.only_ours)
        << ",\"only_engine\":" << json_strings(d.only_theirs) << ",\"differing\":";
    if (d.differing.empty()) out << "null";
    else
      out << "{\"move\":" << json_string(d.differing) << ",\"deepthought\":" << d.differing_ours
          << ",\"engine\":" << d.differing_theirs << '}';
  }
  out << ",\"trail\":[";
  for (std::size_t i = 0; i < d.trail.size(); ++i) {
    const DescentStep& s = d.trail[i];
    out << (i ? "," : "") << "{\"move\":" << (s.move.empty() ? "null" : json_string(s.move)) << ",\"depth\":" << s.depth
        << ",\"deepthought\":" << s.ours << ",\"engine\":" << s.theirs << '}';
  }
  out << "]}";
  return out.str();
}

void print_descent_json(const Descent& d, std::string_view variant, int depth, std::ostream& out) {
  out << descent_json(d, variant, depth) << '\n';
}

Descent descend(const Game& root, std::vector<std::string> moves, int depth, const Engine& engine,
                EngineSession& session, CountWatch& watch, bool watch_has_timeout, double engine_seconds) {
  PerftSettings settings;
  settings.watch = &watch;
  const std::string root_text = root.position();
  auto game = root.clone();
  play_moves(*game, moves, "--moves");
  Descent d;
  // The counts each side gave, one level up, for the move path.back().
  std::uint64_t claimed_ours = 0, claimed_theirs = 0;
  for (;; --depth) {
    d.depth = depth;
    watch.start("compare: deepthought divide " + std::to_string(depth));
    const auto divided = game->divide_with(depth, settings);
    if (!divided.complete) return d;
    const Counts ours = counts_of(divided.moves);
    watch.counted(total(ours));
    if (watch.stop()) return d;  // the time or the nodes ran out with this count
    Counts theirs;
    try {
      theirs = counts_of(
          engine.divide(session, depth, root_text, moves, watch_has_timeout ? watch.seconds_left() : engine_seconds));
    } catch (const CliStop& stop) {
      d.engine_stop = stop;
      return d;
    }
    d.trail.push_back({d.path.empty() ? "" : d.path.back(), depth, total(ours), total(theirs)});
    const bool same_moves = std::ranges::equal(ours, theirs, {}, [](const auto& e) { return e.first; },
                                               [](const auto& e) { return e.first; });
    std::string differing;  // the first common move, in notation order, whose counts differ
    for (const auto& [move, nodes] : ours)
      if (theirs.contains(move) && theirs.at(move) != nodes) {
        differing = move;
        break;
      }
    if (same_moves && differing.empty()) {
      if (d.path.empty()) {
        d.end = Descent::End::Agree;
        d.moves = ours.size();
        return d;
      }
      // Below a move whose counts differed both divides agree: one side's count for that
      // move is not its own sum here. Both are checked before either is named.
      const std::string after = "after " + path_text(d.path) + " ";
      if (d.trail.back().theirs != claimed_theirs)
        throw CliError(engine.who() + ": inconsistent counts: " + after + "its divide sums to " +
                       std::to_string(d.trail.back().theirs) + ", not the " + std::to_string(claimed_theirs) +
                       " it gave for " + d.path.back() + " one level up");
      throw CliError("deepthought's counts are inconsistent: " + after + "its divide sums to " +
                     std::to_string(d.trail.back().ours) + ", not the " + std::to_string(claimed_ours) + " it gave for " +
                     d.path.back() + " one level up");
    }
    if (!same_moves || depth == 1) {
      d.end = Descent::End::Differ;
      d.position = game->position();
      d.only_ours = only_in(ours, theirs);
      d.only_theirs = only_in(theirs, ours);
      if (same_moves) {
        d.differing = differing;
        d.differing_ours = ours.at(differing);
        d.differing_theirs = theirs.at(differing);
      }
      return d;
    }
    d.path.push_back(differing);
    claimed_ours = ours.at(differing);
    claimed_theirs = theirs.at(differing);
    moves.push_back(differing);
    play_moves(*game, {differing}, "the differing move");
  }
}

}  // namespace dt::cli
