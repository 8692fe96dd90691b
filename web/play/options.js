// The variant's options: set A (the game's), set B (compared with it), and the
// interpretation diff of A against B on the position shown (Game.diff).
"use strict";

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

// A as given (the defaults unless a link names others); B as given, else A with one option
// changed (the first, to its first other value), so that the diff shows one
// interpretation against another from the start. Until B is given or set by hand it
// follows A (optionsChanged), so that it stays one option away.
let bFollowsA = true;
function showOptions(given = new Map(), givenB = new Map()) {
  const variant = page.variants.find((v) => v.name === $("variant").value);
  const a = (o) => given.get(o.name) ?? o.default;
  optionSelects("options", variant, a, optionsChanged);
  bFollowsA = givenB.size === 0;
  optionSelects("options-b", variant, (o) => (givenB.size ? givenB.get(o.name) ?? a(o) : oneAway(variant, a)(o)), () => {
    bFollowsA = false;
    render();
  });
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

// B's value of each option when B is A with one option changed: the first option at its
// first value other than A's, the others at A's.
function oneAway(variant, a) {
  const first = variant.options[0];
  const alternative = first ? first.values.find((v) => v !== a(first)) : null;
  return (o) => (o === first ? alternative : a(o));
}

// B set one option away from A's selects, while it follows A.
function followA() {
  if (!bFollowsA) return;
  const variant = page.variants.find((v) => v.name === $("variant").value);
  const b = oneAway(variant, (o) => optionsOf()[o.name]);
  for (const s of $("options-b").querySelectorAll("select")) s.value = b(variant.options.find((o) => o.name === s.dataset.option));
}

// A changed: the same position and moves under the new options, replayed up to the first
// move they refuse (named by startWith). Options under which the position itself is
// refused are set back, the refusal shown. B, while it follows A, moves with it.
function optionsChanged() {
  const before = page.game.options;
  const { played } = page.state;
  followA();
  if (startWith(page.origin, played).started) return;
  const refusal = $("error").textContent;
  for (const s of $("options").querySelectorAll("select")) s.value = before[s.dataset.option];
  followA();
  showError("These options refuse the position, so they are set back: " + refusal);
}

// The interpretation diff of the position shown (Game.diff), or null when
// the variant has no options.
let diff = null;
let diffKey = "";  // what the diff shown is of: a click that changes none of it keeps it
const shownDiff = () => diff;

function showDiff() {
  const key = [page.state.position, optionsText(), optionsText("options-b"), $("diff-depth").value].join("|");
  if (key === diffKey) return;
  diffKey = key;
  diff = null;
  $("diff-out").textContent = "";
  if ($("diff-controls").hidden) return;
  const answer = answerOf(() => page.game.diff(optionsOf("options-b"), Number($("diff-depth").value), kCountNodes));
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

function installOptions() {
  $("diff-on").addEventListener("change", () => render());
  $("diff-depth").addEventListener("change", () => render());
}
