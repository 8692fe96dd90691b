#include "engine.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string_view>
#include <unordered_set>

#include "child_process.hpp"
#include "cli/cli_error.hpp"
#include "cli/interrupt.hpp"

namespace dt::cli {

namespace {

constexpr int kShownLines = 3;
// The word of a perftree command that with_options replaces by the options.
constexpr std::string_view kOptionsPlace = "{options}";

std::string trimmed(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const std::size_t last = line.find_last_not_of(" \t\r");
  return std::string(line.substr(first, last - first + 1));
}

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    lines.push_back(trimmed(text.substr(0, end)));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

std::optional<std::uint64_t> number(std::string_view text) {
  std::uint64_t value = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

// perftree's format: `MOVE COUNT` per root move, a blank line, the total; nothing else.
std::optional<EngineDivide> parse_perftree(const std::string& out, std::string& problem) {
  EngineDivide d;
  const auto lines = lines_of(out);
  std::size_t i = 0;
  for (; i < lines.size() && !lines[i].empty(); ++i) {
    const std::size_t space = lines[i].find(' ');
    const auto nodes = space == std::string::npos ? std::nullopt : number(trimmed(lines[i].substr(space + 1)));
    if (!nodes) {
      problem = "line " + std::to_string(i + 1) + " '" + lines[i] + "' is not 'MOVE COUNT'";
      return std::nullopt;
    }
    d.moves.push_back({lines[i].substr(0, space), *nodes});
  }
  while (i < lines.size() && lines[i].empty()) ++i;
  const auto total = i < lines.size() ? number(lines[i]) : std::nullopt;
  if (!total) {
    problem = i < lines.size() ? "line " + std::to_string(i + 1) + " '" + lines[i] + "' is not the total"
                               : "no total after the move lines";
    return std::nullopt;
  }
  for (++i; i < lines.size(); ++i)
    if (!lines[i].empty()) {
      problem = "line " + std::to_string(i + 1) + " '" + lines[i] + "' follows the total";
      return std::nullopt;
    }
  d.total = *total;
  return d;
}

// Stockfish's `go perft`: `e2e4: 20` per root move, then `Nodes searched: N`; other lines
// (the engine's banner, `info string ...`) are not part of the divide.
std::optional<EngineDivide> parse_uci(const std::string& out, std::string& problem) {
  EngineDivide d;
  std::optional<std::uint64_t> total;
  for (const auto& line : lines_of(out)) {
    const std::size_t colon = line.find(": ");
    if (colon == std::string::npos) continue;
    const auto nodes = number(line.substr(colon + 2));
    if (!nodes) continue;
    const std::string head = line.substr(0, colon);
    if (head == "Nodes searched") total = nodes;
    else if (head.find(' ') == std::string::npos) d.moves.push_back({head, *nodes});
  }
  if (!total) {
    problem = "no 'Nodes searched: N' line";
    return std::nullopt;
  }
  d.total = *total;
  return d;
}

std::string joined(const std::vector<std::string>& words, char sep) {
  std::string out;
  for (const auto& w : words) {
    if (!out.empty()) out += sep;
    out += w;
  }
  return out;
}

// What makes a divide unusable though every line parsed: a move listed twice (whose
// counts would otherwise be added up and reported as a difference), or counts whose sum
// does not fit 64 bits or differs from the total. Empty when none.
std::string inconsistency(const EngineDivide& d, int depth) {
  std::unordered_set<std::string_view> seen;
  std::uint64_t sum = 0;
  bool overflow = false;
  for (const auto& line : d.moves) {
    if (!seen.insert(line.move).second)
      return "listed the move " + one_line(line.move) + " twice at depth " + std::to_string(depth);
    overflow = overflow || __builtin_add_overflow(sum, line.nodes, &sum);
  }
  if (overflow) return "unparsable output: its move lines add up to more than 2^64 - 1";
  if (sum != d.total)
    return "unparsable output: the total " + std::to_string(d.total) + " is not the sum " + std::to_string(sum) +
           " of its move lines";
  return {};
}

std::string seconds_text(double seconds) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.10g", seconds);
  return buf;
}

}  // namespace

Engine::Engine(Protocol protocol, std::string command, double timeout_seconds, std::string what, UciSetup uci)
    : protocol_(protocol),
      command_(std::move(command)),
      words_(command_words(command_, what)),
      timeout_(timeout_seconds),
      what_(std::move(what)),
      uci_(std::move(uci)) {}

std::string Engine::who() const { return what_ + " '" + command_ + "'"; }

Engine Engine::with_options(const OptionValues& options) const {
  Engine out = *this;
  if (protocol_ == Protocol::Uci) {
    out.uci_.entry_options = options;
    return out;
  }
  const auto place = std::ranges::find(out.words_, kOptionsPlace);
  if (place == out.words_.end()) {
    if (options.empty()) return out;
    std::string named;
    for (const auto& [name, value] : options) named += (named.empty() ? "" : " ") + name + "=" + value;
    throw EngineError(EngineError::Kind::Refused,
                      who() + ": this entry assumes " + one_line(named) +
                          ", which perftree's protocol cannot pass: put the word {options} in the command where the "
                          "engine takes --option NAME=VALUE");
  }
  std::vector<std::string> expanded;
  for (const auto& [name, value] : options) {
    expanded.emplace_back("--option");
    expanded.push_back(name + "=" + value);
  }
  const auto at = out.words_.erase(place);
  out.words_.insert(at, expanded.begin(), expanded.end());
  return out;
}

EngineDivide Engine::divide(int depth, const std::string& position, const std::vector<std::string>& moves) const {
  const auto t0 = std::chrono::steady_clock::now();
  EngineSession session;
  EngineDivide d = divide(session, depth, position, moves, timeout_);
  session.uci.close();
  d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return d;
}

EngineDivide Engine::divide(EngineSession& session, int depth, const std::string& position,
                            const std::vector<std::string>& moves, double timeout_seconds) const {
  const bool uci = protocol_ == Protocol::Uci;
  const auto t0 = std::chrono::steady_clock::now();
  UciSession::Count talk;
  ChildRun run;
  if (uci) {
    talk = session.uci.count(words_, uci_,
                             "position fen " + position + (moves.empty() ? "" : " moves " + joined(moves, ' ')) +
                                 "\ngo perft " + std::to_string(depth) + "\n",
                             deadline_after(timeout_seconds));
    run = talk.run;
  } else {
    std::vector<std::string> argv = words_;
    std::erase(argv, std::string(kOptionsPlace));  // no options to pass (with_options was not asked)
    argv.push_back(std::to_string(depth));
    argv.push_back(position);
    argv.push_back(joined(moves, ' '));
    run = run_child(ChildTask{argv, {}, timeout_seconds, kMaxChildOutput});
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const std::string who = this->who();
  const std::string shown = "; last output: " + one_line(last_lines(run.out + run.err, kShownLines));
  // Where a UCI engine stopped short of its divide: "waiting for 'uciok' after 'uci'".
  const std::string waiting = talk.awaited.empty() ? " at depth " + std::to_string(depth) : " waiting for " + talk.awaited;
  using Kind = EngineError::Kind;
  const auto fail = [&](Kind kind, const std::string& what) { return EngineError(kind, who + ": " + what); };
  if (!run.started) throw fail(Kind::Unusable, run.error);
  if (run.interrupted)
    throw CliStop(interrupted_status(), "interrupted while " + who +
                                            (talk.awaited.empty() ? " counted depth " + std::to_string(depth)
                                                                  : " was waiting for " + talk.awaited));
  // A UCI engine that cannot finish its handshake cannot be used at all; one that ends
  // short later fails that count, and the next starts it afresh.
  const Kind kind = talk.greeting ? Kind::Unusable : Kind::Failed;
  if (run.overflowed)
    throw fail(kind, "printed more than " + std::to_string(kMaxChildOutput >> 20) + " MB" + waiting +
                         " (the most an engine's run may print), so it was stopped");
  if (!talk.refusal.empty()) throw fail(talk.refused_entry ? Kind::Refused : Kind::Unusable, talk.refusal);
  if (run.timed_out && talk.greeting)
    throw fail(kind, "timed out after " + seconds_text(uci_.handshake_seconds) + " s" + waiting +
                         " (--handshake-timeout, the limit of the handshake)" + shown);
  if (run.timed_out) throw fail(Kind::TimedOut, "timed out after " + seconds_text(timeout_) + " s" + waiting + shown);
  if (uci ? !talk.whole : run.signal != 0 || run.exit_code != 0) {
    if (run.signal != 0)
      throw fail(kind, "crashed (signal " + std::to_string(run.signal) + ")" + (uci ? waiting : "") + shown);
    throw fail(kind, "exited with status " + std::to_string(run.exit_code) + (uci ? waiting : "") + shown);
  }
  std::string problem;
  auto d = uci ? parse_uci(talk.answer, problem) : parse_perftree(run.out, problem);
  if (!d) throw fail(Kind::Failed, "unparsable output: " + one_line(problem) + shown);
  if (const std::string wrong = inconsistency(*d, depth); !wrong.empty()) throw fail(Kind::Failed, wrong + shown);
  d->seconds = seconds;
  return *d;
}

}  // namespace dt::cli
