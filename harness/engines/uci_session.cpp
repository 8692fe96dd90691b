#include "uci_session.hpp"

#include <chrono>

namespace dt::cli {

namespace {

using Event = ChildProcess::Event;

std::string_view trimmed(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
}

}  // namespace

template <class Done>
bool UciSession::await(Count& c, std::string_view awaited, std::chrono::steady_clock::time_point deadline, Done done) {
  for (std::string line;;) {
    const Event event = process_->read_line(line, deadline);
    if (event == Event::Line) {
      c.run.out.append(line) += '\n';
      if (done(trimmed(line))) return true;
      continue;
    }
    c.run.out += process_->output();  // a last line without its line end
    c.run.err = process_->errors();
    c.run.timed_out = event == Event::TimedOut;
    c.run.interrupted = event == Event::Interrupted;
    c.run.overflowed = event == Event::Overflowed;
    if (event == Event::Exited) {
      c.run.exit_code = process_->exit_code();
      c.run.signal = process_->signal();
    }
    c.awaited = awaited;
    // Whatever it was doing is lost: the next count starts it afresh.
    process_.reset();
    return false;
  }
}

bool UciSession::greet(Count& c, const UciSetup& setup, std::chrono::steady_clock::time_point deadline) {
  c.greeting = true;
  process_->write("uci\n");
  if (!await(c, "'uciok' after 'uci'", deadline, [&](std::string_view line) {
        offer_.read(line);
        return line == "uciok";
      }))
    return false;
  const std::string commands = offer_.setup_commands(setup, c.refusal);
  if (!c.refusal.empty()) {
    close();
    return false;
  }
  process_->write(commands + "isready\n");
  if (!await(c, "'readyok' after 'isready'", deadline, [](std::string_view line) { return line == "readyok"; }))
    return false;
  c.greeting = false;
  return true;
}

UciSession::Count UciSession::count(const std::vector<std::string>& argv, const UciSetup& setup,
                                    std::string_view commands, std::chrono::steady_clock::time_point deadline) {
  Count c;
  if (process_ && argv != argv_) close();
  if (process_) process_->mark();
  else {
    process_ = std::make_unique<ChildProcess>(argv);
    if (!process_->started()) {
      c.run.error = process_->error();
      process_.reset();
      return c;
    }
    argv_ = argv;
    offer_ = {};
    applied_.clear();
    c.run.started = true;
    const auto greeting = std::chrono::steady_clock::now();
    const bool greeted = greet(c, setup, deadline_after(setup.handshake_seconds));
    const auto took = std::chrono::steady_clock::now() - greeting;
    handshake_seconds_ += std::chrono::duration<double>(took).count();
    if (!greeted) return c;
    deadline += std::chrono::duration_cast<std::chrono::steady_clock::duration>(took);
    // The count's own output from here: a count in a process just greeted reports the same
    // last lines as one in a process greeted long before (--jobs must not change a report).
    c.run.out.clear();
    process_->mark();
  }
  c.run.started = true;
  std::string options;
  if (setup.entry_options != applied_) {
    if (!offer_.entry_commands(applied_, setup.entry_options, options, c.refusal)) {
      close();  // an option with no default to go back to: a new process has them all at theirs
      return count(argv, setup, commands, deadline);
    }
    if (!c.refusal.empty()) {
      c.refused_entry = true;
      return c;
    }
    applied_ = setup.entry_options;
  }
  process_->write("ucinewgame\n" + options + std::string(commands));
  if (!await(c, "", deadline, [&](std::string_view line) {
        c.answer.append(line) += '\n';
        return line.starts_with("Nodes searched");
      }))
    return c;
  process_->write("isready\n");
  c.whole = await(c, "'readyok' after 'isready'", deadline, [](std::string_view line) { return line == "readyok"; });
  return c;
}

void UciSession::close() {
  if (process_) process_->finish("quit\n");
  process_.reset();
}

}  // namespace dt::cli
