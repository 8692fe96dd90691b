// deepthought._deepthought: the type-erased face of the rules (face/erased.hpp) as a
// Python extension module, the only way Python reaches a rule. The package around it
// (deepthought/__init__.py) gives the results their Python shapes; this file only converts.
// A refusal is deepthought.Error (a ValueError) carrying the command line's one-line message;
// a count releases the GIL and stops on Ctrl-C.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <future>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "counting/perft_settings.hpp"
#include "game_line.hpp"
#include "rendering/diagram_svg.hpp"

namespace py = pybind11;

namespace dt::python {

namespace {

// Set when the module is loaded: the exception type every refusal is raised as.
PyObject* error_type = nullptr;

[[noreturn]] void refuse(const Error& error) {
  PyErr_SetString(error_type, error.message().c_str());
  throw py::error_already_set();
}

template <class T>
T value_of(Result<T> result) {
  if (!result) refuse(result.error());
  return std::move(*result);
}

void value_of(const Result<void>& result) {
  if (!result) refuse(result.error());
}

// The options as the variant's NAME=VALUE pairs, in the dict's order; names and values
// must be strings (a number or a bool would be a guess at the text meant).
OptionValues option_values(const std::optional<py::dict>& options) {
  OptionValues out;
  if (!options) return out;
  for (const auto& [name, value] : *options) {
    if (!py::isinstance<py::str>(name))
      throw py::type_error("option names are strings, found " + std::string(py::str(py::type::of(name).attr("__name__"))));
    if (!py::isinstance<py::str>(value))
      throw py::type_error("option '" + name.cast<std::string>() + "': values are strings, found " +
                           std::string(py::str(py::type::of(value).attr("__name__"))));
    out.emplace_back(name.cast<std::string>(), value.cast<std::string>());
  }
  return out;
}

// Counts this shallow (at most some hundred thousand leaves in these games) end within a
// millisecond or so: they run on the calling thread, sparing the thread start that would
// cost more than they do.
constexpr int kInlineDepth = 2;

// Runs `count` (given the settings) on a thread of its own while this thread, without the
// GIL, looks every 50 ms for a signal Python has caught: on Ctrl-C the count is stopped
// through its watch (it unwinds within microseconds, counting/perft_settings.hpp) and the
// signal handler's exception, KeyboardInterrupt, is raised. Python runs signal handlers on
// its main thread only, so a count started from another thread runs to its end.
template <class Count>
auto interruptible(std::int64_t depth, std::int64_t threads, const Count& count) {
  const int d = value_of(checked_depth(depth));
  PerftWatch watch;
  PerftSettings settings;
  settings.threads = value_of(checked_threads(threads));
  settings.watch = &watch;
  if (d <= kInlineDepth) {
    py::gil_scoped_release released;
    return count(d, settings);
  }
  auto counted = std::async(std::launch::async, [&] { return count(d, settings); });
  for (;;) {
    {
      py::gil_scoped_release released;
      if (counted.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready) break;
    }
    if (PyErr_CheckSignals() != 0) {
      watch.raise();
      {
        py::gil_scoped_release released;
        counted.wait();
      }
      throw py::error_already_set();
    }
  }
  return counted.get();
}

std::uint64_t perft(const GameLine& line, std::int64_t depth, std::int64_t threads) {
  // Counted on a copy: another Python thread may push or pop while the GIL is released.
  const auto game = line.now().clone();
  return interruptible(depth, threads, [&](int d, const PerftSettings& s) { return game->perft_with(d, s); }).nodes;
}

py::dict divide(const GameLine& line, std::int64_t depth, std::int64_t threads) {
  const auto game = line.now().clone();
  const auto count = interruptible(depth, threads, [&](int d, const PerftSettings& s) { return game->divide_with(d, s); });
  py::dict out;  // in generation order, as the command line prints a divide
  for (const auto& [move, nodes] : count.moves) out[py::str(move)] = nodes;
  return out;
}

// None while the game goes on, else (text, reason): "black wins by checkmate", "checkmate".
std::optional<std::pair<std::string, std::string>> result(const GameLine& line) {
  const GameResult r = line.now().result();
  if (!r.over()) return std::nullopt;
  return std::pair{line.now().result_text(), std::string(r.reason)};
}

// The position as `deepthought diagram` draws it, the last move highlighted and, given a
// cell, the moves of the piece there marked.
std::string svg(const GameLine& line, const std::optional<std::string>& moves_of) {
  const Game& game = line.now();
  Drawing drawing = game.drawing();
  cli::DiagramRequest request;
  request.title = std::string(line.variant().title());
  if (line.last_mark() && !line.played().empty()) request.last = cli::MarkedMove{line.played().back(), *line.last_mark()};
  if (moves_of) {
    // As `deepthought diagram --moves-of` refuses them (harness/cli/diagram_marks.cpp).
    auto cell = game.cell_name(*moves_of);
    if (!cell) refuse(fail("moves_of: " + cell.error().message()));
    const bool occupied = std::any_of(drawing.pieces.begin(), drawing.pieces.end(),
                                      [&](const DrawnPiece& p) { return p.cell == *cell && !p.in_transit; });
    if (!occupied) refuse(fail("moves_of: no piece on " + *cell + " in " + game.position()));
    for (const auto& move : value_of(game.moves_from(*cell))) request.moves.push_back({move, value_of(game.mark(move))});
    request.selected = *cell;
  }
  request.drawing = std::move(drawing);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + cli::render_svg(request);
}

// [(name, title, [(option, (values...), default, ruling, summary)])] in the registry's order.
py::list variant_list() {
  py::list out;
  for (const Variant* v : variants()) {
    py::list options;
    for (const OptionSpec& o : v->options()) {
      py::tuple values(o.values.size());
      for (std::size_t i = 0; i < o.values.size(); ++i) values[i] = py::str(std::string(o.values[i]));
      options.append(py::make_tuple(std::string(o.name), values, std::string(o.default_value), std::string(o.ruling),
                                    std::string(o.summary)));
    }
    out.append(py::make_tuple(std::string(v->name()), std::string(v->title()), options));
  }
  return out;
}

}  // namespace

}  // namespace dt::python

PYBIND11_MODULE(_deepthought, m) {
  using namespace dt;
  using namespace dt::python;
  m.doc() = "Deep Thought's rules through their type-erased face; import deepthought instead.";
  static py::exception<Error> error(m, "Error", PyExc_ValueError);
  error_type = error.ptr();
  m.def("variants", &variant_list);

  py::class_<GameLine>(m, "Game")
      .def(py::init([](const std::string& variant, const std::optional<py::dict>& options,
                       const std::optional<std::string>& position) {
             return value_of(GameLine::open(variant, option_values(options), position));
           }),
           py::arg("variant"), py::arg("options") = py::none(), py::arg("position") = py::none())
      .def_property_readonly("variant", [](const GameLine& g) { return std::string(g.variant().name()); })
      .def_property_readonly("options", [](const GameLine& g) {
        py::dict out;
        for (const auto& [name, value] : g.options()) out[py::str(name)] = value;
        return out;
      })
      .def_property_readonly("moves", [](const GameLine& g) { return g.played(); })
      .def("position", [](const GameLine& g) { return g.now().position(); })
      .def("legal_moves", [](const GameLine& g) { return g.now().moves(); })
      .def("push", [](GameLine& g, const std::string& move) { value_of(g.push(move)); }, py::arg("move"))
      .def("pop", [](GameLine& g) { return value_of(g.pop()); })
      .def("perft", &perft, py::arg("depth"), py::arg("threads") = 1)
      .def("divide", &divide, py::arg("depth"), py::arg("threads") = 1)
      .def("_result", &result)
      .def("svg", &svg, py::arg("moves_of") = py::none());
}
