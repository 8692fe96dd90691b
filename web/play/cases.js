// A case of the rulebook opened here (rulebook pages link to play.html?case=...): its
// moves to step through and, once they are all played, its expectations checked against
// the rules.
"use strict";

let theCase = null;  // {name, plies, expect, refused, counted, query}

// The query that opened the case open (its own fields, url.js), or null.
const caseQuery = () => theCase && theCase.query;

function showCase() {
  if (!theCase) return;
  const { state } = page;
  const onScript = state.played.length <= theCase.plies.length && state.played.every((m, i) => m === theCase.plies[i]);
  const at = onScript ? state.played.length : -1;
  const plies = $("case-plies");
  plies.textContent = "";
  theCase.plies.forEach((m, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = (i + 1) + ". " + m;
    if (i + 1 === at) b.className = "at";
    b.addEventListener("click", () => caseTo(i + 1));
    plies.append(b);
  });
  // A case with no moves is its position alone: nothing to step through.
  document.querySelector("#case .buttons").hidden = theCase.plies.length === 0;
  $("case-first").disabled = $("case-back").disabled = state.played.length === 0;
  $("case-next").disabled = $("case-last").disabled = at < 0 || at >= theCase.plies.length;
  const list = $("case-expect");
  list.textContent = "";
  const item = (what, verdict) => {
    const li = document.createElement("li");
    li.textContent = what;
    li.className = verdict;
    list.append(li);
  };
  const e = theCase.expect;
  const verdict = (ok) => (ok ? "pass" : "fail");
  if (e.error) {
    item("an error containing “" + e.error + "”: " + (theCase.refused || "none yet"),
         theCase.refused ? verdict(theCase.refused.includes(e.error)) : at === theCase.plies.length ? "fail" : "wait");
    return;
  }
  if (theCase.refused) { item("refused: " + theCase.refused, "fail"); return; }
  if (at !== theCase.plies.length) { item("the expectations are checked after the case's last move", "wait"); return; }
  const texts = state.moves.map((m) => m.text);
  const same = (a, b) => a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");
  if (e.moves) item("moves (" + e.moves.length + "): " + e.moves.join(" "), verdict(same(e.moves, texts)));
  for (const [cell, moves] of e.moves_from || []) {
    const got = answerOf(() => page.game.marks(cell));
    item("moves from " + cell + " (" + moves.length + "): " + moves.join(" "),
         verdict(!got.error && same(moves, got.map((m) => m.text))));
  }
  if (e.legal) item("legal: " + e.legal.join(" "), verdict(e.legal.every((m) => texts.includes(m))));
  if (e.illegal) item("illegal: " + e.illegal.join(" "), verdict(e.illegal.every((m) => !texts.includes(m))));
  for (const [depth, count] of e.perft || []) {
    // Counted once per position and options: stepping about does not count again.
    const key = [state.position, optionsText(), depth].join("|");
    theCase.counted[key] ??= answerOf(() => page.game.divideWithin(depth, kCountNodes));
    const got = theCase.counted[key];
    if (got.error || !got.complete) item("perft " + depth + ": " + count + " (not counted: past the node budget)", "wait");
    else item("perft " + depth + ": " + count + (got.total === count ? "" : " (the rules count " + got.total + ")"), verdict(got.total === count));
  }
  if (e.position) item("position after: " + e.position, verdict(e.position === state.position));
  if (e.result) item("result: " + e.result, verdict(e.result === state.result));
}

// Steps the case to `ply` of its moves played: back by taking back, forward by its moves.
function caseTo(ply) {
  page.selected = "";
  hideChoice();
  while (page.state.played.length > ply || page.state.played.some((m, i) => m !== theCase.plies[i])) {
    if (answerOf(() => { page.game.takeBack(); })) break;
    page.state = snapshot();
  }
  showError("");
  while (page.state.played.length < ply) {
    const refused = answerOf(() => { page.game.play(theCase.plies[page.state.played.length]); });
    if (refused) { theCase.refused = refused.error; break; }
    page.state = snapshot();
  }
  render();
  if (theCase.refused) showError(theCase.refused);
  // The piece the case looks at, its moves marked, once the case is played out.
  const cells = theCase.expect.moves_from || [];
  if (ply === theCase.plies.length && cells.length === 1 && !theCase.refused) select(cells[0][0]);
}

// The page leaves a case when another game is started.
function leaveCase() {
  theCase = null;
  $("case").style.display = "none";
}

// Opens the case a link names (`params`, the query; url.js lists its fields) on
// `variant`, whose options are set already.
function openCase(params, variant) {
  const list = (text) => text.split(",").filter((m) => m);
  const pair = (text) => [text.slice(0, text.indexOf(":")), text.slice(text.indexOf(":") + 1)];
  const expect = {
    moves_from: params.getAll("from").map(pair).map(([cell, moves]) => [cell, list(moves)]),
    perft: params.getAll("perft").map(pair).map(([depth, count]) => [Number(depth), Number(count)]),
  };
  for (const name of ["moves", "legal", "illegal"]) if (params.has(name)) expect[name] = list(params.get(name));
  for (const [name, field] of [["after", "position"], ["result", "result"], ["error", "error"]])
    if (params.has(name)) expect[field] = params.get(name);
  theCase = { name: params.get("case"), plies: list(params.get("play") || ""), expect, refused: "", counted: {}, query: params };
  $("case").style.display = "block";
  $("case-title").textContent = "Case " + theCase.name;
  $("case-why").textContent = params.get("why") || "";
  if (params.has("back")) {
    // The rulebook page of the variant the case belongs to, at the case.
    $("case-rulebook").href = encodeURIComponent(variant) + ".html#" + encodeURIComponent(params.get("back"));
    $("case-source").hidden = false;
  }
  if (start(params.get("position") || "")) {
    const ply = params.has("ply") ? Number(params.get("ply")) : theCase.plies.length;
    caseTo(Math.min(Math.max(0, ply), theCase.plies.length));
  } else {
    // A case whose position the rules refuse: that refusal is the case; the board
    // shows the start position meanwhile.
    theCase.refused = $("error").textContent;
    theCase.plies = [];
    start("");
    showError(theCase.refused);
  }
}

function installCases() {
  $("case-first").addEventListener("click", () => caseTo(0));
  $("case-back").addEventListener("click", () => caseTo(Math.max(0, page.state.played.length - 1)));
  $("case-next").addEventListener("click", () => caseTo(page.state.played.length + 1));
  $("case-last").addEventListener("click", () => caseTo(theCase.plies.length));
}
