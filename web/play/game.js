// The game on the board: starting it, selecting a piece, playing and taking back moves
// (by clicks, by the in-place choice, by a pasted list), and drawing all of it.
"use strict";

// The game as the page shows it: position, result, who moves, every legal move with its
// origin and target, the moves played, and the board with the selected cell's moves marked.
function snapshot() {
  const { game, selected } = page;
  const result = game.result();
  return {
    variant: game.variant, position: game.position(), result: result.text, over: result.over, to_move: game.toMove(),
    played: game.played(), moves: game.marks(), selected: selected ? game.marks(selected) : [], svg: game.svg({ selected }),
  };
}

// Does `act` to the game and shows the outcome, or shows the rules' refusal and keeps
// the game as it was.
function attempt(act) {
  const refused = answerOf(() => { act(); page.state = snapshot(); });
  if (refused && refused.error) { showError(refused.error); return false; }
  showError("");
  render();
  return true;
}

function start(position) {
  return startWith(position, []).started;
}

// A game under the options A from `position` (the variant's start when ""), `moves` played
// on it up to the first the rules refuse: {started: false} when they refuse the position
// (the game shown stays), else {started: true, refused: null or {ply, move, reason}}, the
// refused move named on the page; the game stops before it.
function startWith(position, moves) {
  page.selected = "";
  hideChoice();
  let refused = null;
  const started = attempt(() => {
    const next = new page.dt.Game($("variant").value, { options: optionsOf(), position });
    for (const [index, move] of moves.entries()) {
      const no = answerOf(() => { next.play(move); });
      if (no) { refused = { ply: index + 1, move, reason: no.error }; break; }
    }
    if (page.game) page.game.delete();
    page.game = next;
    page.origin = position;
  });
  if (refused) showError("The game stops before move " + refused.ply + ", " + refused.move + ", which these options refuse: "
                         + refused.reason + (moves.length > refused.ply ? " (" + (moves.length - refused.ply) + " moves after it dropped)" : ""));
  return { started, refused };
}

function select(cell) {
  page.selected = cell;
  hideChoice();
  attempt(() => {});
}

function play(move) {
  page.selected = "";
  hideChoice();
  return attempt(() => page.game.play(move));
}

const takeBack = () => attempt(() => page.game.takeBack());

function render() {
  const { state, selected } = page;
  showDiff();
  const board = $("board");
  board.querySelector("svg")?.remove();
  // With no piece selected and the diff asked for, the board marks the diff's moves.
  const diff = shownDiff();
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
  keepAddress();
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

// The board's clicks and the buttons beside it.
function installGame() {
  $("board").addEventListener("click", (event) => {
    if (event.target.closest("#choice")) return;
    hideChoice();
    const hit = event.target.closest("[data-cell]");
    if (!hit) { select(""); return; }
    const { state, selected } = page;
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
  $("undo").addEventListener("click", () => { page.selected = ""; hideChoice(); takeBack(); });
  $("deselect").addEventListener("click", () => select(""));
  $("load").addEventListener("click", () => { if (start($("position").value.trim())) leaveCase(); });
  $("copy").addEventListener("click", () => {
    $("position").select();
    if (navigator.clipboard) navigator.clipboard.writeText(page.state.position).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  });
  // A pasted move list is played move by move up to the first refusal, which is shown.
  $("playmoves").addEventListener("click", () => {
    for (const move of $("movetext").value.split(/[\s,]+/).filter((m) => m)) {
      if (!play(move)) return;
    }
    $("movetext").value = "";
  });
}
