// Ctrl-C and the progress line, seen from outside: the real `deepthought` binary runs as a
// child process; SIGINT is sent as a terminal would (SIGTERM as `timeout` or a CI job's
// cancellation would), and its standard error is, when the test needs one, a
// pseudo-terminal. Ctrl-C prints what finished and exits 130; SIGTERM the same, 143.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "support/process_group.hpp"
#include "support/temp_file.hpp"

namespace {

using dt::test::group_ends;
using dt::test::pid_in;

using Clock = std::chrono::steady_clock;
constexpr auto kPatience = std::chrono::seconds(60);  // for a loaded machine; a pass takes about a second

using dt::test::slurp;

// `deepthought ARGS...` with stdout to a file and stderr to a file or, with `terminal`,
// to a pseudo-terminal whose output the test reads.
class Child {
 public:
  Child(const std::vector<std::string>& args, bool terminal) {
    base_ = testing::TempDir() + "dt_interrupt_" + std::to_string(::getpid()) + "_" +
            testing::UnitTest::GetInstance()->current_test_info()->name();
    if (terminal) {
      master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
      EXPECT_GE(master_, 0);
      ::fcntl(master_, F_SETFD, FD_CLOEXEC);
      ::grantpt(master_);
      ::unlockpt(master_);
    }
    const std::string slave = terminal ? ::ptsname(master_) : "";
    // Emptied here, before the child exists: a previous run's output must not be read
    // as this one's.
    const int out = ::open((base_ + ".out").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    const int err = terminal ? ::open(slave.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC)
                             : ::open((base_ + ".err").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(out, 1);
      ::dup2(err, 2);
      std::vector<char*> argv = {const_cast<char*>(DEEPTHOUGHT_CLI)};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(DEEPTHOUGHT_CLI, argv.data());
      ::_exit(127);
    }
    ::close(out);
    ::close(err);
  }
  ~Child() {
    if (pid_ > 0 && !ended_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) ::close(master_);
  }

  bool ended() const { return ended_; }
  std::string out() const { return slurp(base_ + ".out"); }
  std::string err() const { return slurp(base_ + ".err"); }
  std::string terminal() const { return terminal_; }

  // Waits until stdout holds `text` (false after kPatience or if the child ended).
  bool wait_for_output(const std::string& text) {
    for (const auto until = Clock::now() + kPatience; Clock::now() < until;) {
      read_terminal();
      if (out().find(text) != std::string::npos) return true;
      if (::waitpid(pid_, &status_, WNOHANG) == pid_) return ended_ = true, false;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
  }

  void interrupt() const { send(SIGINT); }
  void send(int sig) const { ::kill(pid_, sig); }
  // For a command that prints nothing before its end: long enough after the start for
  // the child to catch Ctrl-C, even on a loaded machine.
  void interrupt_soon() const {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    interrupt();
  }

  // The exit status, or -1 when killed by a signal or still running after kPatience.
  int exit_status() {
    for (const auto until = Clock::now() + kPatience; !ended_ && Clock::now() < until;) {
      read_terminal();
      if (::waitpid(pid_, &status_, WNOHANG) == pid_) ended_ = true;
      else std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    read_terminal();
    return ended_ && WIFEXITED(status_) ? WEXITSTATUS(status_) : -1;
  }

 private:
  void read_terminal() {
    if (master_ < 0) return;
    pollfd fd{master_, POLLIN, 0};
    char buf[4096];
    while (::poll(&fd, 1, 0) > 0 && (fd.revents & POLLIN)) {
      const ssize_t n = ::read(master_, buf, sizeof buf);
      if (n <= 0) break;
      terminal_.append(buf, static_cast<std::size_t>(n));
    }
  }

  std::string base_, terminal_;
  int master_ = -1;
  pid_t pid_ = -1;
  int status_ = 0;
  bool ended_ = false;
};

// Hyperspace perft from the start: 53, 2809, 140609, 7038409 (positions/hyperspace/),
// depth 4 in a fraction of a second, depth 7 in hours: Ctrl-C comes while depth 5 or 6
// is being counted, so depths 1 to 4 at least are printed.
TEST(InterruptProcess, PerftPrintsTheDepthsThatFinishedAndExits130) {
  Child child({"perft", "hyperspace", "7", "--threads", "2"}, false);
  ASSERT_TRUE(child.wait_for_output("7038409")) << child.out() << child.err();
  child.interrupt();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  const std::string out = child.out(), err = child.err();
  for (const auto& nodes : {" 53 ", " 2809 ", " 140609 ", " 7038409 "}) EXPECT_NE(out.find(nodes), std::string::npos) << out;
  EXPECT_EQ(err.rfind("deepthought perft: interrupted after depth ", 0), 0U) << err;
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
}

// The same for divide, whose partial list has no total line. Hyperspace divide 6 takes
// minutes on one thread.
TEST(InterruptProcess, DivideExits130WithoutATotal) {
  Child child({"divide", "hyperspace", "6", "--json"}, false);
  child.interrupt_soon();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  EXPECT_NE(child.out().find("\"complete\":false}"), std::string::npos) << child.out();
  EXPECT_NE(child.err().find("deepthought divide: interrupted after "), std::string::npos) << child.err();
}

// A suite's lines that finished stay, with the summary marked as stopped early. Orthodox
// perft from the start: 20, 400 (published); depth 7 takes many seconds.
TEST(InterruptProcess, SuiteKeepsTheLinesThatFinished) {
  const std::string path = testing::TempDir() + "dt_interrupt_suite_" + std::to_string(::getpid()) + ".epd";
  std::ofstream(path) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400 ;D7 3195901860\n";
  Child child({"suite", "orthodox", path}, false);
  ASSERT_TRUE(child.wait_for_output("depth 2: 400\n")) << child.out() << child.err();
  child.interrupt();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  EXPECT_NE(child.out().find("depth 2: 400\n"), std::string::npos) << child.out();
  EXPECT_NE(child.out().find("stopped early: 2 passed, 0 failed, 0 skipped"), std::string::npos) << child.out();
  EXPECT_EQ(child.err(), "deepthought suite: interrupted after 2 counts\n");
}

// An engine that never answers (tests/engines/hang.sh) runs in a process group of its
// own, out of reach of the terminal's Ctrl-C: the comparison ends it and exits 130.
TEST(InterruptProcess, CompareEndsTheEngineItWaitsFor) {
  Child child({"compare", "orthodox", "2", "--engine", std::string(DEEPTHOUGHT_TEST_ENGINES) + "/hang.sh"}, false);
  child.interrupt_soon();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  EXPECT_NE(child.err().find("interrupted while --engine"), std::string::npos) << child.err();
  EXPECT_NE(child.out().find("comparison stopped before it ended"), std::string::npos) << child.out();
}

// speed runs engines the same way: Ctrl-C ends the one it waits for, not only itself.
TEST(InterruptProcess, SpeedEndsTheEngineItWaitsFor) {
  Child child({"speed", "orthodox", "--depth", "2", "--engine", std::string(DEEPTHOUGHT_TEST_ENGINES) + "/hang.sh"}, false);
  child.interrupt_soon();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  EXPECT_NE(child.err().find("deepthought speed: interrupted while --engine"), std::string::npos) << child.err();
}

// `sh pidfile.sh FILE sh hang.sh`: an engine that never answers and writes its process
// group's id to FILE.
std::string hanging_engine(const std::string& pid_file) {
  const std::string engines = DEEPTHOUGHT_TEST_ENGINES;
  return "sh '" + engines + "/pidfile.sh' '" + pid_file + "' sh '" + engines + "/hang.sh'";
}

// The engine's process group once it has started (0 if it never did).
pid_t started_group(const std::string& pid_file) {
  for (const auto until = Clock::now() + kPatience; Clock::now() < until;) {
    if (const pid_t group = pid_in(pid_file)) return group;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return 0;
}

struct Output {
  std::string out, err;
};

// `deepthought ARGS... --engine HANGING`, sent SIGTERM (what `timeout` and CI
// cancellation send) once the engine has started: as at Ctrl-C, the engine's whole group
// is ended and what finished printed, and the exit status is 128 + 15.
Output terminated_while_engine_runs(std::vector<std::string> args) {
  const dt::test::TempFile pid_file("", ".pid");
  args.insert(args.end(), {"--engine", hanging_engine(pid_file.path())});
  Child child(args, false);
  const pid_t group = started_group(pid_file.path());
  EXPECT_GT(group, 0) << child.err();
  if (group > 0) child.send(SIGTERM);
  EXPECT_EQ(child.exit_status(), 143) << child.err();
  EXPECT_TRUE(group > 0 && group_ends(group)) << "the engine outlived deepthought";
  return {child.out(), child.err()};
}

TEST(InterruptProcess, SigtermEndsCompareAndItsEngine) {
  const Output r = terminated_while_engine_runs({"compare", "orthodox", "2"});
  EXPECT_NE(r.err.find("deepthought compare: interrupted while --engine"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("comparison stopped before it ended"), std::string::npos) << r.out;
}

// speed too, printing the runs that finished: Deep Thought's, not the engine's.
TEST(InterruptProcess, SigtermEndsSpeedAndItsEngine) {
  const Output r = terminated_while_engine_runs({"speed", "orthodox", "--depth", "2"});
  EXPECT_NE(r.out.find("median of the runs that finished (0 of 5 rounds whole)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("| deepthought | 400 | "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" | - | - | - | - |\n"), std::string::npos) << r.out;
}

// A suite run with tests/engines/uci.sh given `fault`, sent SIGTERM once the engine has
// started: deepthought exits 143 and the engine's group ends. Its standard error, after
// `engine` (the --uci command, for the message).
std::string terminated_suite_uci_engine(const std::string& fault, std::string& engine) {
  const dt::test::TempFile pid_file("", ".pid");
  const std::string engines = DEEPTHOUGHT_TEST_ENGINES;
  engine = "sh '" + engines + "/pidfile.sh' '" + pid_file.path() + "' sh '" + engines + "/uci.sh' '" + DEEPTHOUGHT_CLI +
           "' orthodox " + fault;
  Child child({"suite", "orthodox", std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/cpw_positions.epd", "--uci", engine},
              false);
  const pid_t group = started_group(pid_file.path());
  EXPECT_GT(group, 0) << child.err();
  if (group <= 0) return child.err();
  child.send(SIGTERM);
  EXPECT_EQ(child.exit_status(), 143) << child.err();
  EXPECT_TRUE(group_ends(group)) << "the engine outlived deepthought";
  return child.err();
}

// A UCI engine kept running between counts (uci_session.hpp) is ended the same way: here
// the suite's one process, which hangs in its first count.
TEST(InterruptProcess, SigtermEndsASuitesUciEngine) {
  std::string engine;
  const std::string err = terminated_suite_uci_engine("hang 1", engine);
  EXPECT_NE(err.find("deepthought suite: interrupted while --uci"), std::string::npos) << err;
}

// Stopped in an engine's handshake, the message names the step it waited for, not a
// depth it never reached.
TEST(InterruptProcess, SigtermInAHandshakeNamesItsStep) {
  std::string engine;
  const std::string err = terminated_suite_uci_engine("slow-start 600", engine);
  EXPECT_EQ(err, "deepthought suite: interrupted while --uci '" + engine + "' was waiting for 'uciok' after 'uci'\n");
}

// An engine that ignores SIGTERM is given half a second before SIGKILL; a second signal
// in that time ends deepthought at once, and the engine's group with it. (Should the
// second come late, the SIGKILL has ended the group all the same.)
TEST(InterruptProcess, ASecondSignalEndsTheEngineToo) {
  const dt::test::TempFile pid_file("", ".pid");
  const std::string engines = DEEPTHOUGHT_TEST_ENGINES;
  Child child({"compare", "orthodox", "2", "--engine",
               "sh '" + engines + "/pidfile.sh' '" + pid_file.path() + "' sh -c \"trap '' TERM; sleep 600\""},
              false);
  const pid_t group = started_group(pid_file.path());
  ASSERT_GT(group, 0) << child.err();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // for the trap to be set
  child.interrupt();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  child.send(SIGTERM);
  const int status = child.exit_status();
  EXPECT_TRUE(child.ended());
  EXPECT_TRUE(status == -1 || status == 130) << status;
  EXPECT_TRUE(group_ends(group)) << "the engine outlived deepthought";
}

// The first Ctrl-C stops speed during Deep Thought's own run too (hyperspace perft 6
// takes minutes on one thread), not when that run ends.
TEST(InterruptProcess, SpeedStopsAtTheFirstCtrlC) {
  Child child({"speed", "hyperspace", "--depth", "6", "--runs", "1"}, false);
  child.interrupt_soon();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  EXPECT_EQ(child.err(), "deepthought speed: interrupted while deepthought counted depth 6\n");
  EXPECT_NE(child.out().find("| deepthought | - | - | - | - |\n"), std::string::npos) << child.out();
}

// Every command that counts: perft stops as at Ctrl-C, with its own status.
TEST(InterruptProcess, SigtermStopsPerft) {
  Child child({"perft", "hyperspace", "7", "--threads", "2"}, false);
  ASSERT_TRUE(child.wait_for_output("7038409")) << child.out() << child.err();
  child.send(SIGTERM);
  EXPECT_EQ(child.exit_status(), 143) << child.err();
  EXPECT_EQ(child.err().rfind("deepthought perft: interrupted after depth ", 0), 0U) << child.err();
}

// Limits take effect inside a task, at any depth, within about a tenth of a second. Each
// of these counts is cut into tasks that would run for minutes or for ever, so the stop
// could not wait for a task to end (as it once did: divide orthodox 10 --timeout 2 ran
// 194 s; divide ringworld 64 ignored Ctrl-C). The bounds allow for a loaded machine.
constexpr auto kPrompt = std::chrono::milliseconds(1500);

TEST(InterruptProcess, TimeoutStopsADeepDivideInsideItsTasks) {
  const auto start = Clock::now();
  Child child({"divide", "orthodox", "10", "--timeout", "1"}, false);
  EXPECT_EQ(child.exit_status(), 3) << child.err();
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(1) + kPrompt);
  EXPECT_EQ(child.err(), "deepthought divide: stopped: --timeout 1 s reached after 0 of 20 root moves\n");
}

TEST(InterruptProcess, CtrlCStopsARingworldDivideOf64PliesAtOnce) {
  Child child({"divide", "ringworld", "64"}, false);
  child.interrupt_soon();
  const auto interrupted = Clock::now();
  EXPECT_EQ(child.exit_status(), 130) << child.err();
  EXPECT_LT(Clock::now() - interrupted, kPrompt);
  EXPECT_EQ(child.err(), "deepthought divide: interrupted after 0 of 27 root moves\n");
}

// --max-nodes sees the nodes of the task that is running: Ringworld perft from the start
// is 27, 729, 19683, ... (positions/ringworld/), so a million nodes pass within depth 64's
// first tasks of 62 plies.
TEST(InterruptProcess, MaxNodesStopsADeepDivideInsideItsTasks) {
  const auto start = Clock::now();
  Child child({"divide", "ringworld", "64", "--max-nodes", "1000000"}, false);
  EXPECT_EQ(child.exit_status(), 3) << child.err();
  EXPECT_LT(Clock::now() - start, kPrompt * 2);
  EXPECT_EQ(child.err(), "deepthought divide: stopped: --max-nodes 1000000 reached after 0 of 27 root moves\n");
}

// A suite line claiming 100 nodes at depth 9 (3195901860 and more, published at depth 7) is
// cut off as soon as it passes --max-nodes, and the suite goes on to its summary.
TEST(InterruptProcess, SuiteMaxNodesCutsOffAWrongDeepCountAtOnce) {
  const std::string path = testing::TempDir() + "dt_deep_suite_" + std::to_string(::getpid()) + ".epd";
  std::ofstream(path) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D9 100\n";
  const auto start = Clock::now();
  Child child({"suite", "orthodox", path, "--max-nodes", "1000"}, false);
  EXPECT_EQ(child.exit_status(), 1) << child.err();
  EXPECT_LT(Clock::now() - start, kPrompt);
  EXPECT_NE(child.out().find("depth 9: expected 100, counted more than 1000 (cut off by --max-nodes)\n"), std::string::npos)
      << child.out();
  EXPECT_NE(child.out().find(": 1 passed, 1 failed, 0 skipped\n"), std::string::npos) << child.out();
}

// On a terminal, a line redrawn in place ("\r", then the line, then erase-to-end);
// hyperspace perft 5 takes seconds, so --timeout 1 stops it after several redraws.
// The line is drawn at whichever depth the count has reached when it is shown: under the
// sanitizers on a busy machine depth 4 (7,038,409 nodes) alone can take a second, so the
// test names no depth for it and gives depth 4 two seconds to finish.
TEST(InterruptProcess, ProgressLineOnATerminal) {
  Child child({"perft", "hyperspace", "6", "--timeout", "2"}, true);
  EXPECT_EQ(child.exit_status(), 3);
  const std::string shown = child.terminal();
  EXPECT_NE(shown.find("\rhyperspace perft "), std::string::npos) << shown;
  EXPECT_NE(shown.find(" root moves, "), std::string::npos) << shown;
  EXPECT_NE(shown.find("nodes/s, about "), std::string::npos) << shown;
  EXPECT_NE(shown.find("stopped: --timeout 2 s reached after depth "), std::string::npos) << shown;
  EXPECT_NE(child.out().find(" 7038409 "), std::string::npos) << child.out();
}

TEST(InterruptProcess, QuietLeavesOnlyTheReason) {
  Child child({"perft", "hyperspace", "6", "--timeout", "1", "--quiet"}, true);
  EXPECT_EQ(child.exit_status(), 3);
  // One line, which the terminal ends with CR LF.
  const std::string shown = child.terminal();
  EXPECT_EQ(shown.rfind("deepthought perft: stopped: --timeout 1 s reached after depth ", 0), 0U) << shown;
  EXPECT_EQ(std::count(shown.begin(), shown.end(), '\r'), 1) << shown;
}

// Not a terminal: nothing but the reason.
TEST(InterruptProcess, NoProgressLineWhenStderrIsAFile) {
  Child child({"perft", "hyperspace", "6", "--timeout", "1"}, false);
  EXPECT_EQ(child.exit_status(), 3);
  const std::string err = child.err();
  EXPECT_EQ(err.rfind("deepthought perft: stopped: --timeout 1 s reached after depth ", 0), 0U) << err;
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
}

}  // namespace
