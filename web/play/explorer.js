// The perft explorer: the divide of the position shown, to a depth counted from where
// it was asked (the root); each move played since then is a breadcrumb and one ply less.
// Beside it, another engine's divide pasted and compared with it.
"use strict";

let explorer = null;    // {base: moves played at the root, prefix: them as text, depth}
let divided = null;     // the last divide shown, and the position it is of
let lastDivide = null;  // the last count asked for, kept while its position, depth and budget stay
let pastedFor = null;   // the position a pasted divide was compared at
const budget = () => Math.max(1, Math.floor(Number($("divide-budget").value) || 1));

function closeExplorer() { explorer = null; }

function showDivide() {
  const { state } = page;
  const table = $("divide-table"), crumbs = $("crumbs"), status = $("divide-status");
  table.textContent = crumbs.textContent = status.textContent = "";
  status.className = "";
  divided = null;
  if (!explorer) return;
  const below = state.played.length - explorer.base;
  const path = state.played.slice(explorer.base);
  const depth = explorer.depth - below;
  // Taken back past the root, or a different root reached: the explorer closes.
  if (below < 0 || depth < 1 || state.played.slice(0, explorer.base).join(" ") !== explorer.prefix) { explorer = null; return; }
  const crumb = (text, plies) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.dataset.plies = plies;
    b.addEventListener("click", () => { while (page.state.played.length > explorer.base + plies && takeBack()); });
    crumbs.append(b, " ");
  };
  crumb("root", 0);
  path.forEach((m, i) => crumb(m, i + 1));
  const key = [state.position, optionsText(), depth, budget()].join("|");
  const answer = lastDivide && lastDivide.key === key ? lastDivide.answer : answerOf(() => page.game.divideWithin(depth, budget()));
  lastDivide = { key, answer };
  if (answer.error) { status.textContent = answer.error; return; }
  divided = { answer, position: state.position };
  table.innerHTML = "<tr><th>move</th><th>count</th><th>other engine</th></tr>";
  for (const m of answer.moves) {
    const row = table.insertRow();
    row.dataset.move = m.text;
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = m.text;
    b.disabled = depth < 2;
    b.title = depth < 2 ? "depth 1: nothing below" : "descend: play " + m.text + " and divide to depth " + (depth - 1);
    b.addEventListener("click", () => { page.selected = ""; play(m.text); });
    row.insertCell().append(b);
    const count = row.insertCell();
    count.className = "n";
    count.textContent = m.count;
    row.insertCell().className = "n";
  }
  status.textContent = "divide " + depth + ": " + answer.total + " nodes, " + answer.moves.length + " root moves";
  if (!answer.complete) {
    status.className = "stopped";
    status.textContent = "Stopped: the node budget of " + answer.budget + " was passed (" + answer.nodes + " nodes counted); "
      + answer.moves.length + " of " + answer.roots + " root moves counted whole, shown below; the total is theirs only.";
  }
  compareDivide();
}

// Another engine's divide, pasted: its `MOVE COUNT` (or Stockfish's `MOVE: COUNT`) lines
// against ours. Text compared with text; the rules are not asked.
function compareDivide() {
  const summary = $("compare-summary");
  summary.textContent = "";
  const text = $("engine-divide").value.trim();
  // A pasted divide is of the position it was compared at.
  if (!text || !divided || pastedFor !== divided.position) return;
  const theirs = new Map();
  const ignored = [];
  for (const line of text.split("\n")) {
    const m = line.trim().match(/^(\S+?):?\s+(\d+)$/);
    if (m && !/^(nodes|total)/i.test(m[1])) theirs.set(m[1], Number(m[2]));
    else if (line.trim()) ignored.push(line.trim());
  }
  const table = $("divide-table");
  const ours = new Map(divided.answer.moves.map((m) => [m.text, m.count]));
  let missing = 0, extra = 0, differs = 0;
  for (const row of Array.from(table.rows).slice(1)) {
    const move = row.dataset.move;
    const cell = row.cells[2];
    if (row.classList.contains("extra")) continue;
    if (!theirs.has(move)) { row.className = "missing"; cell.textContent = "missing"; ++missing; }
    else if (theirs.get(move) !== ours.get(move)) { row.className = "differs"; cell.textContent = theirs.get(move); ++differs; }
    else { row.className = "same"; cell.textContent = theirs.get(move); }
  }
  for (const [move, count] of theirs) {
    if (ours.has(move)) continue;
    const row = table.insertRow();
    row.className = "extra";
    row.dataset.move = move;
    row.insertCell().textContent = move;
    row.insertCell().textContent = "not a move here";
    const cell = row.insertCell();
    cell.className = "n";
    cell.textContent = count;
    ++extra;
  }
  summary.textContent = (missing + extra + differs === 0 ? "The divides agree." : "The other engine: "
    + missing + " missing, " + extra + " extra, " + differs + " with a different count.")
    + (divided.answer.complete ? "" : " (Ours stopped at the budget: the moves it did not count show as extra.)")
    + (ignored.length ? " Lines not read: " + ignored.slice(0, 3).join(" | ") + (ignored.length > 3 ? " …" : "") : "");
}

function installExplorer() {
  $("divide-run").addEventListener("click", () => {
    lastDivide = null;
    const { played } = page.state;
    explorer = { base: played.length, prefix: played.join(" "), depth: Number($("divide-depth").value) };
    render();
  });
  $("compare").addEventListener("click", () => { pastedFor = page.state.position; if (divided) showDivide(); });
}

// For tests and the curious: the last divide shown.
const dividedAnswer = () => divided && divided.answer;
