// diagram: a position of any variant as a self-contained SVG in its board's geometry,
// with the moves of one piece marked by kind and the last move highlighted.
#include <ostream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/diagram_marks.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
#include "rendering/diagram_svg.hpp"

namespace dt::cli {

int cmd_diagram(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kOptionFlag, kMovesFlag, {"moves-of", true}, {"last", true}, {"o", true}};
  const Args args(argv, kFlags);
  args.expect_positionals(1, 1, "diagram VARIANT [--fen POS] [--moves M1,...] [--moves-of SQUARE] [--last MOVE] -o FILE.svg");
  const Variant& variant = variant_arg(args.positional()[0]);
  const auto path = args.value("o");
  if (!path) throw CliError("missing -o FILE.svg: the file to write");
  auto game = load_game(variant, args);

  DiagramRequest request;
  request.title = std::string(variant.title());
  if (const auto last = args.value("last")) {
    auto mark = game->mark(*last);
    if (!mark) throw CliError("--last '" + *last + "': " + mark.error().message());
    request.last = MarkedMove{*last, *mark};
    play_moves(*game, {*last}, "--last");
  }
  Drawing drawing = game->drawing();
  if (const auto square = args.value("moves-of")) {
    auto cell = game->cell_name(*square);
    if (!cell) throw CliError("--moves-of: " + cell.error().message());
    try {
      request.moves = marked_moves(*game, drawing, *cell);
    } catch (const CliError& e) {
      throw CliError("--moves-of: " + e.message);
    }
    request.selected = *cell;
  }
  request.drawing = std::move(drawing);

  OutputFile file("-o", *path);
  file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + render_svg(request));
  file.commit();
  out << "wrote " << one_line(*path) << ": " << request.drawing.cells.size() << " cells, " << request.drawing.pieces.size() << " pieces";
  if (request.selected) out << ", " << request.moves.size() << " moves of " << *request.selected;
  out << '\n';
  return 0;
}

}  // namespace dt::cli
