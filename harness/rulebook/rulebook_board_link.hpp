// A rulebook case as a link to the board page (web/play.html, beside the pages): the page
// opens on the case's position under its options, with its `play` moves (or a game
// record's plies) to step through and its expectations checked once they are played.
#pragma once

#include <string>
#include <string_view>

#include "rulebook_files.hpp"

namespace dt::cli {

// `text` percent-encoded for a value of a URL's query: every byte but letters, digits,
// -._~ and !$'()*,;:@/ (which a query value may hold as they are).
std::string url_encoded(std::string_view text);

// "play.html?variant=V&option=N=V...&position=P&play=M1,M2&case=NAME" then the
// expectations (moves=, from=CELL:MOVES, legal=, illegal=, perft=D:N, after=, result=,
// error=) [&ply=0], then [&why=THE CASE'S WHY][&back=ANCHOR], not yet escaped for HTML. A
// game record opens at its first ply (ply=0) and expects its last position; a case opens
// after its last move. `back` is where the case stands on its variant's rulebook page
// (V.html#ANCHOR), so that the board can lead the reader back to the rule it shows.
std::string board_link(std::string_view variant, const Case& c, std::string_view back = {});

}  // namespace dt::cli
