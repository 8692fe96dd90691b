// The page's address: what a link to play.html asks the page to open, and, kept current
// as the page changes (history.replaceState, which works from disk too), a link to all of
// it: variant, both option sets, position, moves played, the case open and the explorer.
"use strict";

// The fields of play.html's query (docs/board-page.md):
// - variant=V; option=NAME=VALUE (each, set A); option-b=NAME=VALUE (each, set B);
// - position (the position text the game starts from); play (the moves played, comma-separated);
// - a rulebook case (harness/rulebook/rulebook_board_link.cpp): case (its name), play (its
//   moves), ply (how many of them are played; the end by default), or played (the moves
//   played, when they leave the case's), its expectations moves, legal, illegal
//   (comma-separated), from=CELL:MOVES and perft=DEPTH:COUNT (each), after (the position),
//   result, error, then why (what the case shows) and back (its anchor on the variant's
//   rulebook page);
// - divide=DEPTH:PLY (the explorer, its root after the first PLY moves played) and seconds
//   (its time budget).
const kPageFields = ["variant", "option", "option-b", "ply", "played", "divide", "seconds"];

const listOf = (text) => (text || "").split(",").filter((m) => m);
const assignments = (texts) => new Map(texts.map((o) => [o.slice(0, o.indexOf("=")), o.slice(o.indexOf("=") + 1)]));

// What of a link's variant and options the page cannot follow, in one line ("" when all).
function unknownFields(params) {
  const wanted = params.get("variant");
  const variant = page.variants.find((v) => v.name === (wanted ?? $("variant").value));
  if (!variant) return "variant=" + wanted + ": expected one of " + page.variants.map((v) => v.name).join(", ");
  const wrong = [];
  for (const field of ["option", "option-b"]) {
    for (const [name, value] of assignments(params.getAll(field))) {
      const o = variant && variant.options.find((x) => x.name === name);
      if (!o || !o.values.includes(value))
        wrong.push(field + "=" + name + "=" + value + ": expected " + (o ? name + "=" + o.values.join("|") : "an option of " + variant.name));
    }
  }
  return wrong.join("; ");
}

function openFromAddress() {
  const params = new URLSearchParams(location.search);
  const wanted = params.get("variant");
  if (wanted && page.variants.some((v) => v.name === wanted)) $("variant").value = wanted;
  showOptions(assignments(params.getAll("option")), assignments(params.getAll("option-b")));
  openFields(params);
  const unknown = unknownFields(params);
  if (unknown) showError(unknown + ($("error").textContent ? "; " + $("error").textContent : ""));
}

// The game, case and explorer a link names, its variant and options set.
function openFields(params) {
  const wanted = params.get("variant");
  if (params.has("seconds")) $("divide-seconds").value = params.get("seconds");
  if (params.has("case")) {
    openCase(params, wanted);
    if (params.has("played")) startWith(params.get("position") || "", listOf(params.get("played")));
  } else if (!startWith(params.get("position") || "", listOf(params.get("play"))).started) {
    // A position the rules refuse: said so, the variant's start shown meanwhile.
    const refusal = $("error").textContent;
    start("");
    showError(refusal);
  }
  if (!params.has("divide")) return;
  const divide = params.get("divide").match(/^(\d+):(\d+)$/);
  const depths = Array.from($("divide-depth").options).map((o) => o.value);
  if (divide && depths.includes(divide[1]) && Number(divide[2]) <= page.state.played.length) {
    $("divide-depth").value = divide[1];
    openExplorer(Number(divide[2]), Number(divide[1]));
    render();
  } else {
    showError("divide=" + params.get("divide") + ": expected DEPTH:PLY, a depth from " + depths[0] + " to " + depths.at(-1)
              + " and at most the " + page.state.played.length + " moves played");
  }
}

// The link to the page as it is now.
function addressNow() {
  const p = new URLSearchParams();
  const variant = page.variants.find((v) => v.name === $("variant").value);
  p.set("variant", variant.name);
  const a = optionsOf(), b = optionsOf("options-b");
  for (const o of variant.options) if (a[o.name] !== o.default) p.append("option", o.name + "=" + a[o.name]);
  for (const o of variant.options) p.append("option-b", o.name + "=" + b[o.name]);
  const { played } = page.state;
  const own = caseQuery();
  if (own) {
    for (const [name, value] of own) if (!kPageFields.includes(name)) p.append(name, value);
    const plies = listOf(own.get("play"));
    const onScript = played.length <= plies.length && played.every((m, i) => m === plies[i]);
    if (onScript) p.set("ply", String(played.length));
    else p.set("played", played.join(","));
  } else {
    if (page.origin) p.set("position", page.origin);
    if (played.length) p.set("play", played.join(","));
  }
  if (explorerQuery()) p.set("divide", explorerQuery());
  if ($("divide-seconds").value !== $("divide-seconds").defaultValue) p.set("seconds", $("divide-seconds").value);
  return location.href.split(/[?#]/)[0] + "?" + p.toString();
}

// Only when it changed: a browser refuses a flood of address changes (Chromium, a few
// hundred in ten seconds), and selecting a piece changes nothing the link holds.
function keepAddress() {
  const now = addressNow();
  if (now !== location.href) history.replaceState(null, "", now);
}

function installAddress() {
  $("copy-link").addEventListener("click", () => {
    keepAddress();
    const link = $("link");
    link.value = location.href;
    link.hidden = false;
    link.select();
    if (navigator.clipboard) navigator.clipboard.writeText(link.value).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  });
}
