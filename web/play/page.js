// The board page's shared state and the two helpers every part of it uses. The page is
// classic scripts (a page opened from disk, file://, may not load modules), loaded in
// order by play.html: this one, then game.js, options.js, explorer.js, cases.js, url.js,
// and main.js, which asks the rules to load and starts the page. No rule of any variant
// is written in any of them: the rules answer through the npm package's API
// (web/package/deepthought.js over web/api.cpp).
"use strict";

const $ = (id) => document.getElementById(id);

// What every part of the page reads: the loaded rules, the game shown and what it shows.
const page = {
  dt: null,        // the loaded rules (deepthought.load())
  variants: [],    // dt.variants()
  game: null,      // the game shown (a dt.Game)
  state: null,     // what the page shows of it (snapshot())
  selected: "",    // the cell whose moves are marked
  origin: "",      // the position text the game started from ("": the variant's start)
};

// The node budget of the counts the page makes between two clicks (the diff's perft, a
// case's perft): the browser has one thread, and these answer at once. The explorer's
// count runs in shares instead, within a time budget (explorer.js).
const kCountNodes = 2000000;

// A refusal of the rules as {error}, so the page can show it; anything else is a fault.
function answerOf(ask) {
  try {
    return ask();
  } catch (e) {
    if (e instanceof page.dt.DeepThoughtError) return { error: e.message };
    throw e;
  }
}

const showError = (text) => { $("error").textContent = text || ""; };
