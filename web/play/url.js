// The page's address: what a link to play.html asks the page to open.
"use strict";

// play.html?variant=V opens a variant; a rulebook case adds option=NAME=VALUE (each),
// position, play (its moves, comma-separated), ply (where to open; the end by default),
// case (its name) and its expectations (harness/rulebook/rulebook_board_link.cpp): moves, legal,
// illegal (comma-separated), from=CELL:MOVES and perft=DEPTH:COUNT (each), after (the
// position), result, error; then why (what the case shows) and back (its anchor on the
// variant's rulebook page).
function openFromAddress() {
  const params = new URLSearchParams(location.search);
  const wanted = params.get("variant");
  if (wanted && page.variants.some((v) => v.name === wanted)) $("variant").value = wanted;
  const given = new Map(params.getAll("option").map((o) => [o.slice(0, o.indexOf("=")), o.slice(o.indexOf("=") + 1)]));
  showOptions(given);
  if (params.has("case")) openCase(params, wanted);
  else start("");
}
