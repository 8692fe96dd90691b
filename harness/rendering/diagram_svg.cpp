#include "diagram_svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/text.hpp"
#include "xml.hpp"

namespace dt::cli {

namespace {

constexpr double kScale = 60;     // pixels per board unit
constexpr double kMargin = 40;    // pixels round the board
constexpr double kLineHeight = 20;  // pixels per line of the panel and legend

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v * kScale);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

const char* fill_of(Shade s) {
  switch (s) {
    case Shade::Light: return "#f0d9b5";
    case Shade::Dark: return "#b58863";
    case Shade::Mid: return "#d9b48c";
    case Shade::Hole: return "#2a2040";
    case Shade::Special: return "#8fc1e3";
  }
  return "#ffffff";
}

const char* shade_name(Shade s) {
  switch (s) {
    case Shade::Light: return "light";
    case Shade::Dark: return "dark";
    case Shade::Mid: return "mid";
    case Shade::Hole: return "hole";
    case Shade::Special: return "special";
  }
  return "";
}

// Side colours: the piece's fill and its letter's colour.
struct SideColour {
  const char* fill;
  const char* text;
};
constexpr SideColour kSides[] = {{"#ffffff", "#000000"}, {"#202020", "#ffffff"}, {"#c62828", "#ffffff"}};
const SideColour& side_colour(int side) { return kSides[static_cast<std::size_t>(side) % std::size(kSides)]; }

constexpr const char* kLastFill = "#f5d000";
constexpr const char* kSelectedFill = "#3a7bd5";

enum class MarkShape { Circle, Square, Diamond, Triangle, Pentagon, Hexagon, Cross };

struct MarkLook {
  MarkStyle style;
  const char* colour;
  MarkShape shape;
};

constexpr const char* kGreen = "#1a9641";
constexpr const char* kRed = "#d7191c";
constexpr const char* kBlue = "#2b83ba";
constexpr const char* kPurple = "#8e44ad";
// Every kind a variant's mark() gives, in legend order; a kind missing here is drawn
// as the last row, "other", and a rulebook test finds it.
constexpr MarkLook kLooks[] = {
    {{"move", "a move to an empty cell"}, kGreen, MarkShape::Circle},
    {{"orbit change", "an Orbiter's move to another orbit"}, kGreen, MarkShape::Square},
    {{"swap", "the mover and a piece of its own side change places"}, kGreen, MarkShape::Diamond},
    {{"capture", "a move onto an enemy piece, which is removed"}, kRed, MarkShape::Circle},
    {{"shot", "the piece on the target is removed; the shooter stays"}, kRed, MarkShape::Diamond},
    {{"chain", "the capture of a chain of enemy pieces"}, kRed, MarkShape::Triangle},
    {{"scorch", "the Sun removes the pieces next to it"}, kRed, MarkShape::Square},
    {{"detonation", "the Mine removes itself and the pieces next to it"}, kRed, MarkShape::Hexagon},
    {{"plunge capturing", "a plunge through the black hole onto an enemy piece"}, kRed, MarkShape::Pentagon},
    {{"plunge", "a plunge through the black hole to its mirror square"}, kBlue, MarkShape::Pentagon},
    {{"launch", "the piece leaves the board for hyperspace and lands later"}, kBlue, MarkShape::Triangle},
    {{"rematerialization", "the piece vanishes and reappears on a safe empty square"}, kBlue, MarkShape::Hexagon},
    {{"warp", "a jump from one black hole to another"}, kBlue, MarkShape::Diamond},
    {{"exit", "from hyperspace back into ordinary space"}, kBlue, MarkShape::Square},
    {{"castling", "the royal piece and a rook move together"}, kPurple, MarkShape::Square},
    {{"promotion", "a pawn (or Marvin) becomes another piece"}, kPurple, MarkShape::Diamond},
    {{kRefused, "a move the case expects to be refused"}, "#000000", MarkShape::Cross},
    // The board page's interpretation diff (web/api.cpp): a move legal under one option
    // set and not the other, whatever its kind; colours no other family uses.
    {{"only in A", "a move legal under option set A and not under B"}, "#ff7f00", MarkShape::Circle},
    {{"only in B", "a move legal under option set B and not under A"}, "#e7298a", MarkShape::Square},
    {{"other", "a kind of move with no style of its own"}, "#7f7f7f", MarkShape::Hexagon},
};

const MarkLook& look_of(std::string_view kind) {
  for (const MarkLook& l : kLooks)
    if (l.style.kind == kind) return l;
  return kLooks[std::size(kLooks) - 1];
}

std::string points(const std::vector<Point>& pts, Point shift = {}) {
  std::string out;
  for (const Point& p : pts) {
    if (!out.empty()) out += ' ';
    out += num(p.x + shift.x) + ',' + num(p.y + shift.y);
  }
  return out;
}

std::vector<Point> regular(Point c, double r, int corners, double turn) {
  std::vector<Point> out;
  for (int k = 0; k < corners; ++k) {
    const double a = turn + 2 * M_PI * k / corners;
    out.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
  }
  return out;
}

// A mark of `kind` of radius `r` centred on `c`; `solid` for a small badge drawn over
// the pieces, else a light fill that lets the piece under it show.
std::string mark_shape(std::string_view kind, Point c, double r, bool solid) {
  const MarkLook& look = look_of(kind);
  const std::string colour = look.colour;
  const std::string style = " fill=\"" + colour + "\" fill-opacity=\"" + (solid ? "0.9" : "0.25") + "\" stroke=\"" + colour +
                            "\" stroke-width=\"" + num(0.07) + "\"";
  switch (look.shape) {
    case MarkShape::Circle: return "<circle cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" r=\"" + num(r) + "\"" + style + "/>";
    case MarkShape::Square: return "<polygon points=\"" + points(regular(c, r * 1.25, 4, M_PI / 4)) + "\"" + style + "/>";
    case MarkShape::Diamond: return "<polygon points=\"" + points(regular(c, r * 1.2, 4, 0)) + "\"" + style + "/>";
    case MarkShape::Triangle: return "<polygon points=\"" + points(regular(c, r * 1.3, 3, -M_PI / 2)) + "\"" + style + "/>";
    case MarkShape::Pentagon: return "<polygon points=\"" + points(regular(c, r * 1.15, 5, -M_PI / 2)) + "\"" + style + "/>";
    case MarkShape::Hexagon: return "<polygon points=\"" + points(regular(c, r * 1.1, 6, 0)) + "\"" + style + "/>";
    case MarkShape::Cross: {
      const double d = r * 0.8;
      return "<path d=\"M" + num(c.x - d) + ',' + num(c.y - d) + 'L' + num(c.x + d) + ',' + num(c.y + d) + 'M' + num(c.x - d) + ',' +
             num(c.y + d) + 'L' + num(c.x + d) + ',' + num(c.y - d) + "\" stroke=\"" + colour + "\" stroke-width=\"" + num(0.1) +
             "\" stroke-linecap=\"round\"/>";
    }
  }
  return {};
}

struct Box {
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  void add(Point p, double pad = 0) {
    x0 = std::min(x0, p.x - pad);
    y0 = std::min(y0, p.y - pad);
    x1 = std::max(x1, p.x + pad);
    y1 = std::max(y1, p.y + pad);
  }
};

Box bounds(const Drawing& d) {
  Box b;
  for (const auto& c : d.cells)
    for (const Point& p : c.outline) b.add(p);
  for (const auto& a : d.areas)
    for (const Point& p : a.outline) b.add(p);
  for (const auto& l : d.lines)
    for (const Point& p : l.points) b.add(p);
  for (const auto& l : d.labels) b.add(l.at, l.size);
  return b;
}

const DrawnCell* find_cell(const Drawing& d, const std::string& name) {
  for (const auto& c : d.cells)
    if (c.name == name) return &c;
  return nullptr;
}

std::string text_at(Point at, double size, const std::string& text, std::string_view extra) {
  // The baseline a third of the size below the centre: centred without dominant-baseline,
  // which not every renderer reads.
  return "<text x=\"" + num(at.x) + "\" y=\"" + num(at.y + size * 0.35) + "\" font-size=\"" + num(size) + "\"" +
         std::string(extra) + ">" + xml_escape(text) + "</text>";
}

// A piece centred on `centre` (board units): a disc with its letters; a piece in transit
// is a small dashed ghost.
std::string piece_shape(Point centre, int side, const std::string& text, bool in_transit) {
  const SideColour& colour = side_colour(side);
  const double r = in_transit ? 0.2 : 0.34;
  const double size = (in_transit ? 0.24 : 0.4) * (text.size() > 1 ? 0.8 : 1.0);
  return "<circle cx=\"" + num(centre.x) + "\" cy=\"" + num(centre.y) + "\" r=\"" + num(r) + "\" fill=\"" + colour.fill +
         "\" stroke=\"#777777\" stroke-width=\"2\"" + (in_transit ? " stroke-dasharray=\"4 3\"" : "") + "/>" +
         text_at(centre, size, text, std::string(" text-anchor=\"middle\" font-weight=\"bold\" fill=\"") + colour.text + "\"");
}

// `body` placed with its origin at `at` (board units): a <use> of its page-wide
// definition.
std::string use(SvgDefs& defs, const std::string& body, Point at) {
  return "<use href=\"#" + defs.id_of(body) + "\" x=\"" + num(at.x) + "\" y=\"" + num(at.y) + "\"/>";
}

// The moves of the request grouped for drawing: the kinds on each cell, in order of
// first use, and the notations behind each mark.
struct Marks {
  std::vector<std::string> kinds;
  std::map<std::string, std::vector<std::string>> kinds_on_cell;
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> notations;  // (cell, kind)
  std::map<std::string, int> count_of_kind;

  explicit Marks(const std::vector<MarkedMove>& moves) {
    for (const auto& m : moves) add(m.mark.to, m.mark.kind, m.notation);
  }
  void add(const std::string& cell, const std::string& kind, const std::string& notation) {
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) kinds.push_back(kind);
    auto& on_cell = kinds_on_cell[cell];
    if (std::find(on_cell.begin(), on_cell.end(), kind) == on_cell.end()) on_cell.push_back(kind);
    notations[{cell, kind}].push_back(notation);
    ++count_of_kind[kind];
  }
};

// Writes shapes given in board units, moved by `shift` (board units) into the picture;
// with `defs`, the board and the pieces are placed from the page's definitions.
class Canvas {
 public:
  Canvas(const Drawing& d, Point shift, Point board_origin, SvgDefs* defs)
      : d_(d), shift_(shift), board_origin_(board_origin), defs_(defs) {}
  std::ostringstream out;

  Point at(Point p) const { return {p.x + shift_.x, p.y + shift_.y}; }

  // The cells, holes and links: defined once for a page when shared, drawn from the
  // board's own top-left corner.
  void board() {
    if (!defs_) {
      out << board_shapes(shift_);
      return;
    }
    const Point origin{-board_origin_.x, -board_origin_.y};
    out << use(*defs_, board_shapes(origin), {shift_.x - origin.x, shift_.y - origin.y}) << '\n';
  }

  void highlight(const std::string& cell, const char* fill, const char* cls) {
    if (const DrawnCell* c = find_cell(d_, cell))
      out << "<polygon class=\"" << cls << "\" points=\"" << points(c->outline, shift_) << "\" fill=\"" << fill
          << "\" fill-opacity=\"0.55\" stroke=\"" << fill << "\" stroke-width=\"3\"/>\n";
  }

  // The first kind on a cell is a large mark under the pieces, so a capture's ring shows
  // round the piece it takes; a second or third kind on the same cell (a Rocket's slide
  // and its rematerialization, a Galaxy's step and its warp) is a small badge in a lower
  // corner, returned to be drawn over the pieces. A refused move is a cross over the
  // pieces.
  std::string marks(const Marks& marks) {
    std::ostringstream over;
    for (const auto& [cell, on_cell] : marks.kinds_on_cell) {
      const DrawnCell* c = find_cell(d_, cell);
      if (!c) continue;
      for (std::size_t i = 0; i < on_cell.size(); ++i) {
        const auto& moves = marks.notations.at({cell, on_cell[i]});
        const bool refused = on_cell[i] == kRefused, badge = i > 0 && !refused;
        const Point centre = badge ? Point{c->centre.x + (i % 2 ? 0.28 : -0.28), c->centre.y + 0.27} : c->centre;
        const double r = badge ? 0.13 : refused ? 0.3 : 0.4;
        (badge || refused ? over : out) << "<g class=\"mark\"";
        if (!defs_)
          (badge || refused ? over : out) << " data-kind=\"" << xml_escape(on_cell[i]) << "\" data-cell=\"" << xml_escape(cell)
                                          << "\" data-moves=\"" << moves.size() << "\"";
        (badge || refused ? over : out) << "><title>" << xml_escape(join(moves, " ")) << "</title>"
                                        << (defs_ ? use(*defs_, mark_shape(on_cell[i], {}, r, badge), at(centre))
                                                  : mark_shape(on_cell[i], at(centre), r, badge))
                                        << "</g>\n";
      }
    }
    return over.str();
  }

  void pieces() {
    for (const auto& p : d_.pieces) {
      const DrawnCell* c = find_cell(d_, p.cell);
      if (!c) continue;
      // A piece in transit sits in its destination's corner, so that a piece standing
      // there stays readable.
      const Point centre = p.in_transit ? at({c->centre.x + 0.26, c->centre.y - 0.26}) : at(c->centre);
      if (defs_) {
        out << use(*defs_, piece_shape({}, p.side, p.text, p.in_transit), centre) << '\n';
        continue;
      }
      // data-side: whose piece, for the board page's editor, which moves it by dragging.
      out << "<g class=\"" << (p.in_transit ? "transit" : "piece") << "\" data-cell=\"" << xml_escape(p.cell) << "\" data-side=\""
          << p.side << "\">"
          << piece_shape(centre, p.side, p.text, p.in_transit) << "</g>\n";
    }
  }

  // Names after the pieces: a name inside a cell stays readable when a piece stands there.
  void labels() {
    if (d_.labels.empty()) return;
    if (!defs_) {
      out << label_shapes(shift_);
      return;
    }
    const Point origin{-board_origin_.x, -board_origin_.y};
    out << use(*defs_, label_shapes(origin), {shift_.x - origin.x, shift_.y - origin.y}) << '\n';
  }

  // Sides, the shades' meanings and the move kinds (unless the page has one legend for
  // all), then the notes, one line each from (x, y) in pixels.
  void legend(const Marks& marks, const std::vector<std::string>& notes, double x, double y) {
    if (!defs_) {
      for (std::size_t s = 0; s < d_.sides.size(); ++s, y += kLineHeight) {
        const SideColour& colour = side_colour(static_cast<int>(s));
        out << "<circle cx=\"" << x + 8 << "\" cy=\"" << y - 5 << "\" r=\"7\" fill=\"" << colour.fill
            << "\" stroke=\"#777777\" stroke-width=\"2\"/>" << legend_text(x, y, d_.sides[s]) << '\n';
      }
      for (const auto& [shade, meaning] : d_.key) {
        out << "<rect x=\"" << x + 1 << "\" y=\"" << y - 12 << "\" width=\"14\" height=\"14\" fill=\"" << fill_of(shade)
            << "\" stroke=\"#555555\"/>" << legend_text(x, y, meaning) << '\n';
        y += kLineHeight;
      }
      for (const auto& kind : marks.kinds) {
        out << "<g class=\"legend\" data-kind=\"" << xml_escape(kind) << "\">"
            << mark_shape(kind, {(x + 8) / kScale, (y - 5) / kScale}, 7 / kScale, false)
            << legend_text(x, y, kind + " (" + std::to_string(marks.count_of_kind.at(kind)) + ")") << "</g>\n";
        y += kLineHeight;
      }
    }
    for (const auto& line : notes) {
      out << "<text class=\"panel\" x=\"" << x << "\" y=\"" << y << "\" font-size=\"14\">" << xml_escape(line) << "</text>\n";
      y += kLineHeight;
    }
  }

 private:
  std::string board_shapes(Point shift) const {
    std::ostringstream s;
    for (const auto& a : d_.areas)
      s << "<polygon class=\"area " << shade_name(a.shade) << "\" points=\"" << points(a.outline, shift) << "\" fill=\""
        << fill_of(a.shade) << "\" stroke=\"" << fill_of(a.shade) << "\" stroke-width=\"1\"/>\n";
    for (const auto& c : d_.cells)
      s << "<polygon class=\"cell " << shade_name(c.shade) << "\" data-cell=\"" << xml_escape(c.name) << "\" points=\""
        << points(c.outline, shift) << "\" fill=\"" << fill_of(c.shade) << "\" stroke=\"#555555\" stroke-width=\"1\"/>\n";
    for (const auto& l : d_.lines)
      s << "<polyline class=\"link\" points=\"" << points(l.points, shift)
        << "\" fill=\"none\" stroke=\"#2b83ba\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/>\n";
    return s.str();
  }

  std::string label_shapes(Point shift) const {
    std::ostringstream s;
    for (const auto& l : d_.labels)
      s << text_at({l.at.x + shift.x, l.at.y + shift.y}, l.size, l.text,
                   " text-anchor=\"middle\" fill=\"#222222\" stroke=\"#ffffff\" stroke-width=\"2.5\" paint-order=\"stroke\"")
        << '\n';
    return s.str();
  }

  static std::string legend_text(double x, double y, const std::string& text) {
    std::ostringstream t;
    t << "<text x=\"" << x + 22 << "\" y=\"" << y << "\" font-size=\"14\">" << xml_escape(text) << "</text>";
    return t.str();
  }

  const Drawing& d_;
  Point shift_;
  Point board_origin_;  // the board's top-left corner in its own units
  SvgDefs* defs_;
};

// A small <svg> showing one cell's worth of `body`, drawn round the origin.
std::string swatch(const std::string& body) {
  return "<svg class=\"swatch\" width=\"32\" height=\"32\" viewBox=\"-30 -30 60 60\" font-family=\"sans-serif\">" + body + "</svg>";
}

std::string square_swatch(const char* fill, std::string_view extra) {
  return "<rect x=\"-25\" y=\"-25\" width=\"50\" height=\"50\" fill=\"" + std::string(fill) + "\"" + std::string(extra) + "/>";
}

}  // namespace

std::string SvgDefs::id_of(const std::string& body) {
  const auto [it, added] = ids_.emplace(body, "d" + std::to_string(ids_.size()));
  if (added) defs_ += "<g id=\"" + it->second + "\">" + body + "</g>\n";
  return it->second;
}

std::string SvgDefs::svg() const {
  if (defs_.empty()) return {};
  return "<svg width=\"0\" height=\"0\" style=\"position:absolute\" font-family=\"sans-serif\"><defs>\n" + defs_ + "</defs></svg>\n";
}

std::span<const MarkStyle> mark_styles() {
  static const std::vector<MarkStyle> styles = [] {
    std::vector<MarkStyle> out;
    for (const MarkLook& l : kLooks) out.push_back(l.style);
    return out;
  }();
  return styles;
}

std::string piece_swatch(SvgDefs& defs, int side, const std::string& text) {
  return swatch(use(defs, piece_shape({}, side, text, false), {}));
}

std::string mark_swatch(SvgDefs& defs, std::string_view kind) {
  return swatch(use(defs, mark_shape(kind, {}, kind == kRefused ? 0.3 : 0.4, false), {}));
}

std::string shade_swatch(Shade shade) { return swatch(square_swatch(fill_of(shade), " stroke=\"#555555\"")); }

std::string highlight_swatch(bool selected) {
  const std::string fill = selected ? kSelectedFill : kLastFill;
  return swatch(square_swatch(fill_of(Shade::Light), "") +
                square_swatch(fill.c_str(), " fill-opacity=\"0.55\" stroke=\"" + fill + "\" stroke-width=\"3\""));
}

std::string render_svg(const DiagramRequest& request) {
  const Drawing& d = request.drawing;
  const Box box = bounds(d);
  Marks marks(request.moves);
  for (const auto& m : request.refused) marks.add(m.mark.to, std::string(kRefused), m.notation);
  const bool alone = request.shared == nullptr;

  std::vector<std::string> notes = d.panel;
  if (request.selected) notes.push_back("moves of " + *request.selected + ": " + std::to_string(request.moves.size()));
  if (request.last) notes.push_back("last move: " + request.last->notation);
  const double board_w = (box.x1 - box.x0) * kScale, board_h = (box.y1 - box.y0) * kScale;
  const double legend_rows =
      static_cast<double>(notes.size()) + (alone ? static_cast<double>(d.sides.size() + d.key.size() + marks.kinds.size()) : 0);
  // Text widths estimated at 0.6 of the font size per character (no font metrics here).
  double text_w = alone ? 0.6 * 18 * static_cast<double>(request.title.size()) : 0;
  for (const auto& line : notes) text_w = std::max(text_w, 30 + 0.6 * 14 * static_cast<double>(line.size()));
  const double width = std::max({board_w + 2 * kMargin, text_w + kMargin, alone ? 420.0 : 0.0});
  const double title_h = alone ? 30 : 0;
  const double height = board_h + 2 * kMargin + title_h + (legend_rows > 0 ? kLineHeight * (legend_rows + 1) : 0);
  // Board units to pixels: the board centred across, below the title.
  Canvas canvas(d, {-box.x0 + (width - board_w) / 2 / kScale, -box.y0 + (kMargin + title_h) / kScale}, {box.x0, box.y0},
                request.shared);

  std::ostringstream& out = canvas.out;
  out << "<svg " << (alone ? "xmlns=\"http://www.w3.org/2000/svg\" " : "class=\"board\" ") << "width=\"" << static_cast<int>(width)
      << "\" height=\"" << static_cast<int>(height) << "\" viewBox=\"0 0 " << static_cast<int>(width) << ' '
      << static_cast<int>(height) << "\" font-family=\"sans-serif\">\n";
  if (alone)
    out << "<title>" << xml_escape(request.title) << "</title>\n"
        << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        << "<text x=\"" << kMargin / 2 << "\" y=\"" << kMargin / 2 + 10 << "\" font-size=\"18\" font-weight=\"bold\">"
        << xml_escape(request.title) << "</text>\n";
  canvas.board();
  if (request.last) {
    canvas.highlight(request.last->mark.from, kLastFill, "last");
    canvas.highlight(request.last->mark.to, kLastFill, "last");
  }
  if (request.selected) canvas.highlight(*request.selected, kSelectedFill, "selected");
  const std::string over = canvas.marks(marks);
  canvas.pieces();
  canvas.labels();
  out << over;
  canvas.legend(marks, notes, kMargin / 2, (kMargin + title_h) + board_h + kMargin / 2 + kLineHeight);
  out << "</svg>\n";
  return out.str();
}

}  // namespace dt::cli
