// The workbench's requests in the background, after a position is shown: the engine's warm-up, and a
// panel's chances when they did not come with it (Literature's, when they take more than a few
// milliseconds to count: the position is shown first, they follow).
import { patchInto } from "../render.js";
import { make, showProblem } from "../dom.js";
import { bindTable } from "./table.js";
import { warmer } from "./warm-up.js";

export function background({ config, root, status, msg, call, engine, panelBox, panelBody }) {
  let chancesAsked = 0;
  let warmFrom = null; // the position shown when the warm-up was last asked for
  let drawn = false;
  let warmUp = null;
  const problem = (error) => showProblem(root, status, msg, error);
  // Whether the view's panel has chances (they come with it, or follow it).
  const follow = (training) => Boolean(config.chances) && !training;

  function drawOffScreen(result) {
    if (drawn || !result.table || !warmFrom || !warmFrom.table) return;
    drawn = true;
    const scratch = make("div");
    patchInto(scratch, warmFrom.table);
    bindTable(patchInto(scratch, result.table), { items: result.legal, msg, say: () => {}, play: () => {} });
  }

  return {
    // While the reader looks at a position (`idle()`), the engine runs the step path ahead, as in the
    // game against the computer (warm-up.js: `req()`, a workbench.warm request of one move and the
    // computer's replies); the first answer's table is also drawn off-screen, so that the page's own
    // code is compiled too. Nothing of it is shown.
    warm(view, req, idle) {
      warmFrom = view;
      if (!warmUp) warmUp = warmer(engine, req, (result) => drawOffScreen(result));
      if (!view.over) warmUp(idle);
    },

    follow,

    // The chances of the view's panel: in it already (`view.chances`), or asked for (`req`, a
    // workbench.chances request, which brings the whole panel) and patched in when they come if the
    // position is still the one shown; until then the panel shown (the previous position's, if any) is
    // marked busy.
    chances(view, req) {
      const has = follow(view.training);
      if (!has || view.chances !== "pending") {
        chancesAsked += 1; // an answer still on its way is for another position
        if (has && view.chances === "ready") root.dataset.chances = "ready";
        else delete root.dataset.chances;
        panelBox.removeAttribute("aria-busy");
        return;
      }
      const ticket = ++chancesAsked;
      root.dataset.chances = "pending";
      panelBox.setAttribute("aria-busy", "true");
      call(req()).then((result) => {
        if (ticket !== chancesAsked) return;
        patchInto(panelBody, result.panel);
        root.dataset.chances = "ready";
        panelBox.removeAttribute("aria-busy");
      }).catch((error) => {
        if (ticket === chancesAsked) problem(error);
      });
    },
  };
}
