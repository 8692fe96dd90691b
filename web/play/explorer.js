// The perft explorer: the divide of the position shown, to a depth counted from where
// it was asked (the root); each move played since then is a breadcrumb and one ply less.
// Beside it, another engine's divide pasted and compared with it.
"use strict";

let explorer = null;    // {base: moves played at the root, prefix: them as text, depth}
let divided = null;     // the last divide shown, and the position it is of
let lastDivide = null;  // the last count ended, kept while its position, options, depth and budget stay
let counting = null;    // the count under way: {key, depth, roots, moves, began, seconds}
let pastedFor = null;   // the position a pasted divide was compared at

// The explorer's time budget in seconds, or null when the box holds no number above 0.
function seconds() {
  const n = Number($("divide-seconds").value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function closeExplorer() { explorer = null; }

// The explorer on the position after the first `base` moves played, dividing to `depth`.
function openExplorer(base, depth) {
  const { played } = page.state;
  explorer = { base, prefix: played.slice(0, base).join(" "), depth };
}

// The explorer as the page's address holds it ("DEPTH:BASE"), or "" when it is closed.
const explorerQuery = () => (explorer ? explorer.depth + ":" + explorer.base : "");

function showDivide() {
  const { state } = page;
  const table = $("divide-table"), crumbs = $("crumbs"), status = $("divide-status");
  table.textContent = crumbs.textContent = status.textContent = "";
  status.className = "";
  $("divide-progress").hidden = true;
  divided = null;
  if (!explorer) { counting = null; return; }
  const below = state.played.length - explorer.base;
  const path = state.played.slice(explorer.base);
  const depth = explorer.depth - below;
  // Taken back past the root, or a different root reached: the explorer closes.
  if (below < 0 || depth < 1 || state.played.slice(0, explorer.base).join(" ") !== explorer.prefix) {
    explorer = counting = null;
    return;
  }
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
  const budget = seconds();
  if (budget === null) {
    counting = null;
    status.className = "stopped";
    status.textContent = "time budget '" + $("divide-seconds").value + "': expected a number of seconds above 0";
    return;
  }
  const key = [state.position, optionsText(), depth, budget].join("|");
  if (!(lastDivide && lastDivide.key === key)) {
    if (!(counting && counting.key === key)) countDivide(key, depth, budget);
    showCounting(counting);
    return;
  }
  const answer = lastDivide.answer;
  if (answer.error) { status.textContent = answer.error; return; }
  divided = { answer, position: state.position };
  divideRows(answer.moves, depth);
  status.textContent = "divide " + depth + ": " + answer.total + " nodes, " + answer.moves.length + " root moves, "
    + answer.elapsed.toFixed(2) + " s";
  if (!answer.complete) {
    const left = answer.roots_all.filter((m) => !answer.moves.some((c) => c.text === m));
    status.className = "stopped";
    status.textContent = "Stopped at the time budget of " + answer.seconds + " s (after " + answer.elapsed.toFixed(2) + " s): "
      + answer.moves.length + " of "
      + answer.roots + " root moves counted whole (the rows below; the total is theirs only, "
      + answer.total + " nodes); not counted: " + left.join(" ") + ".";
  }
  compareDivide();
}

// The rows of the divide table: each root move counted, a button to descend into it.
function divideRows(moves, depth) {
  const table = $("divide-table");
  table.innerHTML = "<tr><th>move</th><th>count</th><th>other engine</th></tr>";
  for (const m of moves) {
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
}

// How far the count under way has come: its rows so far and a progress bar.
function showCounting(job) {
  divideRows(job.moves, job.depth);
  const bar = $("divide-progress");
  bar.hidden = false;
  bar.max = job.roots.length;
  bar.value = job.moves.length;
  $("divide-status").textContent = "counting divide " + job.depth + ": " + job.moves.length + " of " + job.roots.length
    + " root moves, " + ((performance.now() - job.began) / 1000).toFixed(1) + " s of " + job.seconds + " s";
}

// The first share of a root move is counted within this many nodes; then the budget of
// each share is the time left at the speed measured so far.
const kFirstShareNodes = 1000000;

// Counts the divide of the game shown a root move at a time (Game.divideMove), giving the
// browser its one thread back between moves so that the page answers and shows the
// progress, up to `budget` seconds; each share's node budget is the time left at the speed
// measured, so the count stops near the budget inside a root move too. A share stopped
// early by too low a guess of the speed is counted again with the speed it measured.
async function countDivide(key, depth, budget) {
  const job = { key, depth, roots: page.game.legalMoves(), moves: [], began: performance.now(), seconds: budget };
  counting = job;
  const game = page.game;
  const deadline = job.began + budget * 1000;
  let speed = null;  // nodes a millisecond
  let nodes = 0, error = "";
  for (let i = 0; i < job.roots.length;) {
    await new Promise((resume) => setTimeout(resume, 0));
    if (counting !== job || page.game !== game) return;  // the page moved on: this count is dropped
    const left = deadline - performance.now();
    if (left <= 0) break;
    const share = speed === null ? kFirstShareNodes : Math.max(1, Math.floor(speed * left));
    const began = performance.now();
    const one = answerOf(() => game.divideMove(job.roots[i], depth, share));
    const took = performance.now() - began;
    if (one.error) { error = one.error; break; }
    nodes += one.nodes;
    if (one.nodes > 0) speed = one.nodes / Math.max(took, 0.5);
    if (one.complete) {
      job.moves.push({ text: one.text, count: one.count });
      ++i;
      showCounting(job);
    } else if (took > left / 2) {
      break;  // the time is spent
    }
  }
  if (counting !== job) return;
  counting = null;
  const total = job.moves.reduce((sum, m) => sum + m.count, 0);
  lastDivide = {
    key,
    answer: error ? { error } : {
      depth, roots: job.roots.length, roots_all: job.roots, moves: job.moves, total, complete: job.moves.length === job.roots.length,
      nodes, seconds: budget, elapsed: (performance.now() - job.began) / 1000,
    },
  };
  showDivide();
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
    lastDivide = counting = null;
    openExplorer(page.state.played.length, Number($("divide-depth").value));
    render();
  });
  $("compare").addEventListener("click", () => { pastedFor = page.state.position; if (divided) showDivide(); });
}

// For tests and the curious: the last divide shown, and whether one is being counted.
const dividedAnswer = () => divided && divided.answer;
const dividing = () => counting !== null;
