// The workbench's requests in the background, after a position is shown: warming the engine once, and
// a panel's chances (Literature's take tens of milliseconds: the position is shown first, they follow).
import { patchInto } from "../render.js";
import { make, showProblem } from "../dom.js";
import { bindTable } from "./table.js";

export function background({ config, root, status, msg, call, panelBox, panelBody }) {
  let chancesAsked = 0;
  let warmed = false;
  const problem = (error) => showProblem(root, status, msg, error);
  // Whether the chances follow a view (then they bring the whole panel: the view need not).
  const follow = (training) => Boolean(config.chances) && !training;

  return {
    // Once, as the first table is shown: the engine runs the step path a few times (`req`, a
    // workbench.warm request) and the page draws the last table it got off-screen (neither is shown),
    // so that the reader's first moves are as quick as the next ones. Asked before the chances, it is
    // done by the time they are in.
    warm(view, req) {
      if (warmed || view.over) return;
      warmed = true;
      call(req()).then((result) => {
        if (!result.table) return;
        const scratch = make("div");
        patchInto(scratch, view.table);
        const drawn = patchInto(scratch, result.table);
        bindTable(drawn, { items: result.legal, msg, say: () => {}, play: () => {} });
      }).catch(problem);
    },

    follow,

    // The chances of the view's panel (`req`, a workbench.chances request), patched in when they come
    // if the position is still the one shown; until then the panel shown is marked busy (it may be the
    // previous position's: see workbench-model.js `parts`).
    chances(view, req) {
      if (!follow(view.training)) {
        chancesAsked += 1; // an answer still on its way is for another position
        delete root.dataset.chances;
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
