#include "diagram_svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
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

// Move-kind marks: a colour and an outline shape each, given in order of first use.
constexpr const char* kMarkColours[] = {"#1a9641", "#d7191c", "#2b83ba", "#f28e00", "#8e44ad",
                                        "#8c564b", "#e377c2", "#17becf", "#7f7f00", "#555555"};
enum class MarkShape { Circle, Square, Diamond, Triangle, Hexagon };
constexpr MarkShape kMarkShapes[] = {MarkShape::Circle, MarkShape::Square, MarkShape::Diamond, MarkShape::Triangle,
                                     MarkShape::Hexagon};

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

std::string mark_shape(MarkShape shape, Point c, double r, const char* colour, const char* fill_opacity) {
  const std::string style = std::string(" fill=\"") + colour + "\" fill-opacity=\"" + fill_opacity + "\" stroke=\"" + colour +
                            "\" stroke-width=\"" + num(0.07) + "\"";
  switch (shape) {
    case MarkShape::Circle:
      return "<circle cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" r=\"" + num(r) + "\"" + style + "/>";
    case MarkShape::Square: return "<polygon points=\"" + points(regular(c, r * 1.25, 4, M_PI / 4)) + "\"" + style + "/>";
    case MarkShape::Diamond: return "<polygon points=\"" + points(regular(c, r * 1.2, 4, 0)) + "\"" + style + "/>";
    case MarkShape::Triangle: return "<polygon points=\"" + points(regular(c, r * 1.3, 3, -M_PI / 2)) + "\"" + style + "/>";
    case MarkShape::Hexagon: return "<polygon points=\"" + points(regular(c, r * 1.1, 6, 0)) + "\"" + style + "/>";
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

// The moves of the request grouped for drawing: kinds in order of first use (which gives
// each its style), the kinds on each cell, the notations behind each mark.
struct Marks {
  std::vector<std::string> kinds;
  std::map<std::string, std::vector<std::string>> kinds_on_cell;
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> notations;  // (cell, kind)
  std::map<std::string, int> count_of_kind;

  explicit Marks(const std::vector<MarkedMove>& moves) {
    for (const auto& m : moves) {
      if (std::find(kinds.begin(), kinds.end(), m.mark.kind) == kinds.end()) kinds.push_back(m.mark.kind);
      auto& on_cell = kinds_on_cell[m.mark.to];
      if (std::find(on_cell.begin(), on_cell.end(), m.mark.kind) == on_cell.end()) on_cell.push_back(m.mark.kind);
      notations[{m.mark.to, m.mark.kind}].push_back(m.notation);
      ++count_of_kind[m.mark.kind];
    }
  }
  std::string mark(const std::string& kind, Point centre, double r, const char* fill_opacity) const {
    const auto k = static_cast<std::size_t>(std::find(kinds.begin(), kinds.end(), kind) - kinds.begin());
    return mark_shape(kMarkShapes[k % std::size(kMarkShapes)], centre, r, kMarkColours[k % std::size(kMarkColours)], fill_opacity);
  }
};

// Writes shapes given in board units, moved by `shift` (board units) into the picture.
class Canvas {
 public:
  Canvas(const Drawing& d, Point shift) : d_(d), shift_(shift) {}
  std::ostringstream out;

  Point at(Point p) const { return {p.x + shift_.x, p.y + shift_.y}; }

  void board() {
    for (const auto& a : d_.areas)
      out << "<polygon class=\"area " << shade_name(a.shade) << "\" points=\"" << points(a.outline, shift_) << "\" fill=\""
          << fill_of(a.shade) << "\" stroke=\"" << fill_of(a.shade) << "\" stroke-width=\"1\"/>\n";
    for (const auto& c : d_.cells)
      out << "<polygon class=\"cell " << shade_name(c.shade) << "\" data-cell=\"" << xml_escape(c.name) << "\" points=\""
          << points(c.outline, shift_) << "\" fill=\"" << fill_of(c.shade) << "\" stroke=\"#555555\" stroke-width=\"1\"/>\n";
    for (const auto& l : d_.lines)
      out << "<polyline class=\"link\" points=\"" << points(l.points, shift_)
          << "\" fill=\"none\" stroke=\"#2b83ba\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/>\n";
  }

  void highlight(const std::string& cell, const char* fill, const char* cls) {
    if (const DrawnCell* c = find_cell(d_, cell))
      out << "<polygon class=\"" << cls << "\" points=\"" << points(c->outline, shift_) << "\" fill=\"" << fill
          << "\" fill-opacity=\"0.55\" stroke=\"" << fill << "\" stroke-width=\"3\"/>\n";
  }

  // The first kind on a cell is a large mark under the pieces, so a capture's ring shows
  // round the piece it takes; a second or third kind on the same cell (a Rocket's slide
  // and its rematerialization, a Galaxy's step and its warp) is a small badge in a lower
  // corner, returned to be drawn over the pieces.
  std::string marks(const Marks& marks) {
    std::ostringstream badges;
    for (const auto& [cell, on_cell] : marks.kinds_on_cell) {
      const DrawnCell* c = find_cell(d_, cell);
      if (!c) continue;
      for (std::size_t i = 0; i < on_cell.size(); ++i) {
        const auto& moves = marks.notations.at({cell, on_cell[i]});
        const Point corner{c->centre.x + (i % 2 ? 0.28 : -0.28), c->centre.y + 0.27};
        (i == 0 ? out : badges) << "<g class=\"mark\" data-kind=\"" << xml_escape(on_cell[i]) << "\" data-cell=\""
                                << xml_escape(cell) << "\" data-moves=\"" << moves.size() << "\"><title>"
                                << xml_escape(join(moves, " ")) << "</title>"
                                << marks.mark(on_cell[i], at(i == 0 ? c->centre : corner), i == 0 ? 0.4 : 0.13,
                                              i == 0 ? "0.25" : "0.9")
                                << "</g>\n";
      }
    }
    return badges.str();
  }

  void pieces() {
    for (const auto& p : d_.pieces) {
      const DrawnCell* c = find_cell(d_, p.cell);
      if (!c) continue;
      const SideColour& colour = side_colour(p.side);
      // A piece in transit is a small dashed ghost in its destination's corner, so that a
      // piece standing there stays readable.
      const Point centre = p.in_transit ? at({c->centre.x + 0.26, c->centre.y - 0.26}) : at(c->centre);
      const double r = p.in_transit ? 0.2 : 0.34;
      const double size = (p.in_transit ? 0.24 : 0.4) * (p.text.size() > 1 ? 0.8 : 1.0);
      out << "<g class=\"" << (p.in_transit ? "transit" : "piece") << "\" data-cell=\"" << xml_escape(p.cell) << "\">"
          << "<circle cx=\"" << num(centre.x) << "\" cy=\"" << num(centre.y) << "\" r=\"" << num(r) << "\" fill=\""
          << colour.fill << "\" stroke=\"#777777\" stroke-width=\"2\"" << (p.in_transit ? " stroke-dasharray=\"4 3\"" : "")
          << "/>"
          << text_at(centre, size, p.text, std::string(" text-anchor=\"middle\" font-weight=\"bold\" fill=\"") + colour.text + "\"")
          << "</g>\n";
    }
  }

  void labels() {
    for (const auto& l : d_.labels)
      out << text_at(at(l.at), l.size, l.text,
                     " text-anchor=\"middle\" fill=\"#222222\" stroke=\"#ffffff\" stroke-width=\"2.5\" paint-order=\"stroke\"")
          << '\n';
  }

  // Sides, the shades' meanings, move kinds, then the notes, one line each from (x, y) in
  // pixels.
  void legend(const Marks& marks, const std::vector<std::string>& notes, double x, double y) {
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
          << marks.mark(kind, {(x + 8) / kScale, (y - 5) / kScale}, 7 / kScale, "0.25")
          << legend_text(x, y, kind + " (" + std::to_string(marks.count_of_kind.at(kind)) + ")") << "</g>\n";
      y += kLineHeight;
    }
    for (const auto& line : notes) {
      out << "<text class=\"panel\" x=\"" << x << "\" y=\"" << y << "\" font-size=\"14\">" << xml_escape(line) << "</text>\n";
      y += kLineHeight;
    }
  }

 private:
  static std::string legend_text(double x, double y, const std::string& text) {
    std::ostringstream t;
    t << "<text x=\"" << x + 22 << "\" y=\"" << y << "\" font-size=\"14\">" << xml_escape(text) << "</text>";
    return t.str();
  }

  const Drawing& d_;
  Point shift_;
};

}  // namespace

std::string render_svg(const DiagramRequest& request) {
  const Drawing& d = request.drawing;
  const Box box = bounds(d);
  const Marks marks(request.moves);

  std::vector<std::string> notes = d.panel;
  if (request.selected) notes.push_back("moves of " + *request.selected + ": " + std::to_string(request.moves.size()));
  if (request.last) notes.push_back("last move: " + request.last->notation);
  const double board_w = (box.x1 - box.x0) * kScale, board_h = (box.y1 - box.y0) * kScale;
  const double legend_rows = static_cast<double>(d.sides.size() + d.key.size() + marks.kinds.size() + notes.size());
  // Text widths estimated at 0.6 of the font size per character (no font metrics here).
  double text_w = 0.6 * 18 * static_cast<double>(request.title.size());
  for (const auto& line : notes) text_w = std::max(text_w, 30 + 0.6 * 14 * static_cast<double>(line.size()));
  const double width = std::max({board_w + 2 * kMargin, text_w + kMargin, 420.0});
  const double height = board_h + 2 * kMargin + 30 + kLineHeight * (legend_rows + 1);
  // Board units to pixels: the board centred across, below the title.
  Canvas canvas(d, {-box.x0 + (width - board_w) / 2 / kScale, -box.y0 + (kMargin + 30) / kScale});

  std::ostringstream& out = canvas.out;
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << static_cast<int>(width) << "\" height=\""
      << static_cast<int>(height) << "\" viewBox=\"0 0 " << static_cast<int>(width) << ' ' << static_cast<int>(height)
      << "\" font-family=\"sans-serif\">\n"
      << "<title>" << xml_escape(request.title) << "</title>\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
      << "<text x=\"" << kMargin / 2 << "\" y=\"" << kMargin / 2 + 10 << "\" font-size=\"18\" font-weight=\"bold\">"
      << xml_escape(request.title) << "</text>\n";
  canvas.board();
  if (request.last) {
    canvas.highlight(request.last->mark.from, "#f5d000", "last");
    canvas.highlight(request.last->mark.to, "#f5d000", "last");
  }
  if (request.selected) canvas.highlight(*request.selected, "#3a7bd5", "selected");
  const std::string badges = canvas.marks(marks);
  canvas.pieces();
  // Names after the pieces: a name inside a cell stays readable when a piece stands there.
  canvas.labels();
  out << badges;
  canvas.legend(marks, notes, kMargin / 2, (kMargin + 30) + board_h + kMargin / 2 + kLineHeight);
  out << "</svg>\n";
  return out.str();
}

}  // namespace dt::cli
