// Text for XML 1.0 and HTML documents (the JUnit report, the SVG diagrams, the rulebook
// pages): one escaper, so every document stays well-formed whatever a name holds.
#pragma once

#include <string>
#include <string_view>

namespace dt::cli {

// `text` fit for character data or a quoted attribute value: & < > " ' as entities; tab,
// newline and carriage return kept (the last as &#13;, which a parser would otherwise turn
// into a newline); the other control characters, which XML 1.0 cannot hold even as
// character references, written visibly as \xNN (one_line's escape); U+FFFE, U+FFFF and
// each byte that is not part of well-formed UTF-8 replaced by U+FFFD.
std::string xml_escape(std::string_view text);

}  // namespace dt::cli
