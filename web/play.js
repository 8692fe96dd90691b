// The board page: it asks the rules (web/api.cpp, compiled into deepthought.js) for
// everything (moves, positions, results, the board's SVG) and only turns clicks into
// calls. No rule of any variant is written here.
"use strict";

const $ = (id) => document.getElementById(id);

DeepThought().then((dt) => {
  // Each call answers one JSON text; a refusal is {"error": ...} and changes nothing.
  const call = (name, ...args) => JSON.parse(dt.ccall(name, "string", args.map(() => "string"), args));

  const variants = call("dt_variants");
  let state = null;     // the last answer describing the game
  let selected = "";    // the cell whose moves are marked

  const showError = (text) => { $("error").textContent = text || ""; };

  function optionsText() {
    return Array.from($("options").querySelectorAll("select"))
      .map((s) => s.dataset.option + "=" + s.value).join("\n");
  }

  function showOptions() {
    const variant = variants.find((v) => v.name === $("variant").value);
    $("options").textContent = "";
    for (const o of variant.options) {
      const label = document.createElement("label");
      label.title = o.ruling + ": " + o.summary;
      label.append(o.name + " ");
      const select = document.createElement("select");
      select.dataset.option = o.name;
      for (const value of o.values) select.add(new Option(value, value, false, value === o.default));
      select.addEventListener("change", () => start(""));
      label.append(select);
      $("options").append(label, " ");
    }
  }

  // Takes an answer: shows it, or shows its error and keeps the game as it was.
  function take(answer) {
    if (answer.error) { showError(answer.error); return false; }
    showError("");
    state = answer;
    render();
    return true;
  }

  function start(position) {
    selected = "";
    return take(call("dt_new", $("variant").value, optionsText(), position));
  }

  function select(cell) {
    selected = cell;
    hideChoice();
    take(call("dt_state", cell));
  }

  function play(move) {
    selected = "";
    hideChoice();
    return take(call("dt_play", move));
  }

  function render() {
    const board = $("board");
    board.querySelector("svg")?.remove();
    board.insertAdjacentHTML("beforeend", state.svg);
    const status = state.over ? "Game over: " + state.result
      : (state.to_move.length ? state.to_move.join(" / ") + " to move" : "no piece can move") + " · " + state.result;
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

  $("undo").addEventListener("click", () => { selected = ""; hideChoice(); take(call("dt_undo")); });
  $("deselect").addEventListener("click", () => select(""));
  $("restart").addEventListener("click", () => start(""));
  $("variant").addEventListener("change", () => { showOptions(); start(""); });
  $("load").addEventListener("click", () => start($("position").value.trim()));
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
  const wanted = new URLSearchParams(location.search).get("variant");
  if (wanted && variants.some((v) => v.name === wanted)) $("variant").value = wanted;
  showOptions();
  start("");
  $("loading").remove();
  // For tests and the curious: the last answer, read-only.
  window.deepThought = { state: () => state, selected: () => selected };
});
