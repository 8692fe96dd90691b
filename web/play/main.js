// The board page starts here, once the rules are loaded: every part's controls wired,
// then the page opened as its address asks.
"use strict";

deepthought.load().then((dt) => {
  page.dt = dt;
  page.variants = dt.variants();
  installGame();
  installOptions();
  installExplorer();
  installCases();
  installAddress();
  $("restart").addEventListener("click", () => { leaveCase(); start(""); });
  $("variant").addEventListener("change", () => { leaveCase(); showOptions(); closeExplorer(); start(""); });
  for (const v of page.variants) $("variant").add(new Option(v.title + " (" + v.name + ")", v.name));
  openFromAddress();
  $("loading").remove();
  // For tests and the curious: the last answer, read-only.
  window.deepThought = {
    variants: () => page.variants, state: () => page.state, selected: () => page.selected, diff: shownDiff, divided: dividedAnswer,
    counting: dividing,
  };
});
