// The board page: it asks the rules, through the npm package's API (web/package/
// deepthought.js over web/api.cpp, compiled into deepthought-wasm.js), for everything
// (moves, positions, results, the board's SVG) and only turns clicks into calls. No rule
// of any variant is written here.
"use strict";

const $ = (id) => document.getElementById(id);

deepthought.load().then((dt) => {
  const variants = dt.variants();
  let game = null;      // the game shown (a dt.Game)
  let state = null;     // what the page shows of it (snapshot())
  let selected = "";    // the cell whose moves are marked

  // A refusal of the rules as {error}, so the page can show it; anything else is a fault.
  function answerOf(ask) {
    try {
      return ask();
    } catch (e) {
      if (e instanceof dt.DeepThoughtError) return { error: e.message };
      throw e;
    }
  }

  // The game as the page shows it: position, result, who moves, every legal move with its
  // origin and target, the moves played, and the board with `selected`'s moves marked.
  function snapshot() {
    const result = game.result();
    return {
      variant: game.variant, position: game.position(), result: result.text, over: result.over, to_move: game.toMove(),
      played: game.played(), moves: game.marks(), selected: selected ? game.marks(selected) : [], svg: game.svg({ selected }),
    };
  }

  const showError = (text) => { $("error").textContent = text || ""; };

  // The options of a box of selects ("options": A, the game's; "options-b": B, compared).
  function optionsOf(box = "options") {
    return Object.fromEntries(Array.from($(box).querySelectorAll("select")).map((s) => [s.dataset.option, s.value]));
  }
  const optionsText = (box) => JSON.stringify(optionsOf(box));

  // One select per option into `box`; `chosen` the value each starts at.
  function optionSelects(box, variant, chosen, changed) {
    $(box).textContent = "";
    for (const o of variant.options) {
      const label = document.createElement("label");
      label.title = o.ruling + ": " + o.summary;
      label.append(o.name + " ");
      const select = document.createElement("select");
      select.dataset.option = o.name;
      for (const value of o.values) select.add(new Option(value, value, false, value === chosen(o)));
      select.addEventListener("change", changed);
      label.append(select);
      $(box).append(label, " ");
    }
  }

  // A as given (the defaults unless a link names others); B starts as the first
  // alternative of the first option, so that the two differ from the start.
  function showOptions(given = new Map()) {
    const variant = variants.find((v) => v.name === $("variant").value);
    optionSelects("options", variant, (o) => given.get(o.name) ?? o.default, () => { leaveCase(); start(""); });
    const alternative = variant.options.length ? variant.options[0].values.find((v) => v !== variant.options[0].default) : null;
    optionSelects("options-b", variant, (o) => (o === variant.options[0] ? alternative : o.default), () => render());
    // The legend of the piece letters, which the board draws without names.
    $("pieces").textContent = "";
    for (const [letters, name] of variant.pieces) {
      const item = document.createElement("li");
      const code = document.createElement("code");
      code.textContent = letters;
      item.append(code, " " + name);
      $("pieces").append(item);
    }
    $("diff-none").hidden = variant.options.length > 0;
    $("diff-controls").hidden = variant.options.length === 0;
  }

  // Does `act` to the game and shows the outcome, or shows the rules' refusal and keeps
  // the game as it was.
  function attempt(act) {
    const refused = answerOf(() => { act(); state = snapshot(); });
    if (refused && refused.error) { showError(refused.error); return false; }
    showError("");
    render();
    return true;
  }

  function start(position) {
    selected = "";
    return attempt(() => {
      const next = new dt.Game($("variant").value, { options: optionsOf(), position });
      if (game) game.delete();
      game = next;
    });
  }

  function select(cell) {
    selected = cell;
    hideChoice();
    attempt(() => {});
  }

  function play(move) {
    selected = "";
    hideChoice();
    return attempt(() => game.play(move));
  }

  const takeBack = () => attempt(() => game.takeBack());

  // The interpretation diff of the position shown (Game.diff), or null when
  // the variant has no options.
  let diff = null;
  let diffKey = "";  // what the diff shown is of: a click that changes none of it keeps it
  function showDiff() {
    const key = [state.position, optionsText(), optionsText("options-b"), $("diff-depth").value, budget()].join("|");
    if (key === diffKey) return;
    diffKey = key;
    diff = null;
    $("diff-out").textContent = "";
    if (!$("diff-controls").hidden) {
      const answer = answerOf(() => game.diff(optionsOf("options-b"), Number($("diff-depth").value), budget()));
      if (answer.error) { $("diff-out").textContent = "B: " + answer.error; return; }
      diff = answer;
      const out = $("diff-out");
      const list = (cls, swatch, title, moves) => {
        const p = document.createElement("p");
        p.innerHTML = '<span class="' + swatch + '"></span>';
        p.append(title + " (" + moves.length + "): ");
        const span = document.createElement("span");
        span.className = "movelist " + cls;
        span.textContent = moves.length ? moves.map((m) => m.text).join(" ") : "none";
        p.append(span);
        out.append(p);
      };
      list("only-a", "swatch-a", "only in A", diff.only_a);
      list("only-b", "swatch-b", "only in B", diff.only_b);
      const table = document.createElement("table");
      table.id = "diff-perft";
      const depths = Math.max(diff.perft_a.length, diff.perft_b.length);
      let html = "<tr><th></th>";
      for (let d = 1; d <= depths; ++d) html += "<th>perft " + d + "</th>";
      html += "</tr>";
      for (const [name, counts] of [["A", diff.perft_a], ["B", diff.perft_b]]) {
        html += "<tr><th>" + name + "</th>";
        for (let d = 0; d < depths; ++d) {
          const differs = diff.perft_a[d] !== undefined && diff.perft_b[d] !== undefined && diff.perft_a[d] !== diff.perft_b[d];
          html += '<td class="n"' + (differs ? ' style="font-weight:bold"' : "") + ">" + (counts[d] ?? "–") + "</td>";
        }
        html += "</tr>";
      }
      table.innerHTML = html;
      out.append(table);
      const first = diff.perft_a.findIndex((n, d) => n !== diff.perft_b[d]);
      const p = document.createElement("p");
      p.id = "diff-summary";
      p.textContent = first >= 0 && first < Math.min(diff.perft_a.length, diff.perft_b.length)
        ? "The counts differ from depth " + (first + 1) + "." : "The counts agree to the depth counted.";
      if (!diff.complete) {
        p.className = "stopped";
        p.textContent += " Stopped: the node budget of " + diff.budget + " was passed (" + diff.nodes + " nodes counted); deeper counts are left out.";
      }
      out.append(p);
    }
  }

  function render() {
    showDiff();
    const board = $("board");
    board.querySelector("svg")?.remove();
    // With no piece selected and the diff asked for, the board marks the diff's moves.
    board.insertAdjacentHTML("beforeend", !selected && diff && $("diff-on").checked ? diff.svg : state.svg);
    const status = state.over ? "Game over: " + state.result
      : (state.to_move.length ? state.to_move.join(" / ") + " to move" : "no side to move named") + " · " + state.result;
    $("status").textContent = status + " · " + state.moves.length + " legal moves";
    $("position").value = state.position;
    $("played").textContent = "";
    state.played.forEach((m, i) => {
      const span = document.createElement("span");
      span.textContent = (i + 1) + ". " + m;
      $("played").append(span, " ");
    });
    if (!state.played.length) $("played").textContent = "none yet";
    $("undo").disabled = !state.played.length;
    // Moves whose origin holds no piece on the board (a piece brought back from off the
    // board, say) cannot be clicked there: they are offered here.
    const pieceCells = new Set(Array.from(board.querySelectorAll("g.piece")).map((g) => g.dataset.cell));
    $("others").textContent = "";
    for (const m of state.moves.filter((m) => !pieceCells.has(m.from))) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = m.text;
      b.title = m.kind;
      b.addEventListener("click", () => play(m.text));
      $("others").append(b);
    }
    if (!$("others").childElementCount) $("others").textContent = "none";
    showDivide();
    showCase();
  }


  // The perft explorer: the divide of the position shown, to a depth counted from where
  // it was asked (the root); each move played since then is a breadcrumb and one ply less.
  let explorer = null;  // {base: moves played at the root, depth}
  let divided = null;   // the last divide shown, and the position it is of
  let lastDivide = null;  // the last count asked for, kept while its position, depth and budget stay
  const budget = () => Math.max(1, Math.floor(Number($("divide-budget").value) || 1));
  function showDivide() {
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
      b.addEventListener("click", () => { while (state.played.length > explorer.base + plies && takeBack()); });
      crumbs.append(b, " ");
    };
    crumb("root", 0);
    path.forEach((m, i) => crumb(m, i + 1));
    const key = [state.position, optionsText(), depth, budget()].join("|");
    const answer = lastDivide && lastDivide.key === key ? lastDivide.answer : answerOf(() => game.divideWithin(depth, budget()));
    lastDivide = { key, answer };
    if (answer.error) { status.textContent = answer.error; return; }
    divided = { answer, position: state.position };
    let html = "<tr><th>move</th><th>count</th><th>other engine</th></tr>";
    table.innerHTML = html;
    for (const m of answer.moves) {
      const row = table.insertRow();
      row.dataset.move = m.text;
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = m.text;
      b.disabled = depth < 2;
      b.title = depth < 2 ? "depth 1: nothing below" : "descend: play " + m.text + " and divide to depth " + (depth - 1);
      b.addEventListener("click", () => { selected = ""; play(m.text); });
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

  // A case of the rulebook opened here (rulebook pages link to play.html?case=...): its
  // moves to step through and, once they are all played, its expectations checked against
  // the rules.
  let theCase = null;  // {name, plies, expect, refused, counted}
  function showCase() {
    if (!theCase) return;
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
      const got = answerOf(() => game.marks(cell));
      item("moves from " + cell + " (" + moves.length + "): " + moves.join(" "),
           verdict(!got.error && same(moves, got.map((m) => m.text))));
    }
    if (e.legal) item("legal: " + e.legal.join(" "), verdict(e.legal.every((m) => texts.includes(m))));
    if (e.illegal) item("illegal: " + e.illegal.join(" "), verdict(e.illegal.every((m) => !texts.includes(m))));
    for (const [depth, count] of e.perft || []) {
      // Counted once per position and budget: stepping about does not count again.
      const key = state.position + "|" + depth + "|" + budget();
      theCase.counted[key] ??= answerOf(() => game.divideWithin(depth, budget()));
      const got = theCase.counted[key];
      if (got.error || !got.complete) item("perft " + depth + ": " + count + " (not counted: past the node budget)", "wait");
      else item("perft " + depth + ": " + count + (got.total === count ? "" : " (the rules count " + got.total + ")"), verdict(got.total === count));
    }
    if (e.position) item("position after: " + e.position, verdict(e.position === state.position));
    if (e.result) item("result: " + e.result, verdict(e.result === state.result));
  }

  // Steps the case to `ply` of its moves played: back by taking back, forward by its moves.
  function caseTo(ply) {
    selected = "";
    hideChoice();
    while (state.played.length > ply || state.played.some((m, i) => m !== theCase.plies[i])) {
      if (answerOf(() => { game.takeBack(); })) break;
      state = snapshot();
    }
    showError("");
    while (state.played.length < ply) {
      const refused = answerOf(() => { game.play(theCase.plies[state.played.length]); });
      if (refused) { theCase.refused = refused.error; break; }
      state = snapshot();
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

  // Several moves from the selected piece to one cell (promotions, a kidnap or not, which
  // sub-move), or a move onto a piece that could move itself (Outer Space lets a piece take
  // its own side's): a small list in place, with that piece's own moves as the last choice.
  function ask(moves, cell, event) {
    const choice = $("choice");
    choice.textContent = "";
    const option = (text, act) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.addEventListener("click", (e) => { e.stopPropagation(); act(); });
      choice.append(b);
      return b;
    };
    for (const m of moves) option(m.text + "  (" + m.kind + ")", () => play(m.text)).dataset.move = m.text;
    if (cell) option("moves of " + cell, () => select(cell)).dataset.select = cell;
    const box = $("board").getBoundingClientRect();
    choice.style.left = (event.clientX - box.left + 8) + "px";
    choice.style.top = (event.clientY - box.top + 8) + "px";
    choice.style.display = "block";
  }
  function hideChoice() { $("choice").style.display = "none"; }

  $("board").addEventListener("click", (event) => {
    if (event.target.closest("#choice")) return;
    hideChoice();
    const hit = event.target.closest("[data-cell]");
    if (!hit) { select(""); return; }
    const cell = hit.dataset.cell;
    const movable = cell !== selected && state.moves.some((m) => m.from === cell);
    if (selected) {
      const moves = state.selected.filter((m) => m.to === cell);
      if (moves.length === 1 && !movable) { play(moves[0].text); return; }
      if (moves.length) { ask(moves, movable ? cell : "", event); return; }
    }
    const piece = $("board").querySelector('g.piece[data-cell="' + CSS.escape(cell) + '"]');
    select(cell === selected || !piece ? "" : cell);
  });

  $("undo").addEventListener("click", () => { selected = ""; hideChoice(); takeBack(); });
  $("deselect").addEventListener("click", () => select(""));
  $("restart").addEventListener("click", () => { leaveCase(); start(""); });
  $("variant").addEventListener("change", () => { leaveCase(); showOptions(); explorer = null; start(""); });
  $("diff-on").addEventListener("change", () => render());
  $("diff-depth").addEventListener("change", () => render());
  $("divide-run").addEventListener("click", () => {
    lastDivide = null;
    explorer = { base: state.played.length, prefix: state.played.join(" "), depth: Number($("divide-depth").value) };
    render();
  });
  let pastedFor = null;
  $("compare").addEventListener("click", () => { pastedFor = state.position; if (divided) showDivide(); });
  $("case-first").addEventListener("click", () => caseTo(0));
  $("case-back").addEventListener("click", () => caseTo(Math.max(0, state.played.length - 1)));
  $("case-next").addEventListener("click", () => caseTo(state.played.length + 1));
  $("case-last").addEventListener("click", () => caseTo(theCase.plies.length));
  $("load").addEventListener("click", () => { if (start($("position").value.trim())) leaveCase(); });
  $("copy").addEventListener("click", () => {
    $("position").select();
    if (navigator.clipboard) navigator.clipboard.writeText(state.position).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  });
  // A pasted move list is played move by move up to the first refusal, which is shown.
  $("playmoves").addEventListener("click", () => {
    for (const move of $("movetext").value.split(/[\s,]+/).filter((m) => m)) {
      if (!play(move)) return;
    }
    $("movetext").value = "";
  });

  for (const v of variants) $("variant").add(new Option(v.title + " (" + v.name + ")", v.name));
  // play.html?variant=V opens a variant; a rulebook case adds option=NAME=VALUE (each),
  // position, play (its moves, comma-separated), ply (where to open; the end by default),
  // case (its name) and its expectations (harness/rulebook/rulebook_board_link.cpp): moves, legal,
  // illegal (comma-separated), from=CELL:MOVES and perft=DEPTH:COUNT (each), after (the
  // position), result, error; then why (what the case shows) and back (its anchor on the
  // variant's rulebook page).
  const params = new URLSearchParams(location.search);
  const wanted = params.get("variant");
  if (wanted && variants.some((v) => v.name === wanted)) $("variant").value = wanted;
  const given = new Map(params.getAll("option").map((o) => [o.slice(0, o.indexOf("=")), o.slice(o.indexOf("=") + 1)]));
  showOptions(given);
  if (params.has("case")) {
    const list = (text) => text.split(",").filter((m) => m);
    const pair = (text) => [text.slice(0, text.indexOf(":")), text.slice(text.indexOf(":") + 1)];
    const expect = {
      moves_from: params.getAll("from").map(pair).map(([cell, moves]) => [cell, list(moves)]),
      perft: params.getAll("perft").map(pair).map(([depth, count]) => [Number(depth), Number(count)]),
    };
    for (const name of ["moves", "legal", "illegal"]) if (params.has(name)) expect[name] = list(params.get(name));
    for (const [name, field] of [["after", "position"], ["result", "result"], ["error", "error"]])
      if (params.has(name)) expect[field] = params.get(name);
    theCase = { name: params.get("case"), plies: list(params.get("play") || ""), expect, refused: "", counted: {} };
    $("case").style.display = "block";
    $("case-title").textContent = "Case " + theCase.name;
    $("case-why").textContent = params.get("why") || "";
    if (params.has("back")) {
      // The rulebook page of the variant the case belongs to, at the case.
      $("case-rulebook").href = encodeURIComponent(wanted) + ".html#" + encodeURIComponent(params.get("back"));
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
  } else {
    start("");
  }
  $("loading").remove();
  // For tests and the curious: the last answer, read-only.
  window.deepThought = { variants: () => variants, state: () => state, selected: () => selected, diff: () => diff, divided: () => divided && divided.answer };
});
