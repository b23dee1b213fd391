// The workbench's changes, one at a time: each runs alone, errors are shown, the focus goes where the
// change asked once it is done. A change asked for while another runs: moves are dropped (they were
// chosen on a position that is about to change), a new view (a select, a box) runs next.
// `changed()` is told whenever `busy` or `done` (the changes finished) moves.
export function changeQueue({ ready, changed, failed }) {
  let busy = false;
  let done = 0;
  let queued = null;

  async function run(work, focusAfter, { queue = false } = {}) {
    if (!ready()) return;
    if (busy) {
      if (queue) queued = { work, focusAfter };
      return;
    }
    busy = true;
    changed();
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      busy = false;
      done += 1;
      changed();
      if (focusAfter) focusAfter();
      if (queued) {
        const next = queued;
        queued = null;
        run(next.work, next.focusAfter);
      }
    }
  }

  // A long change that nothing else may start during (a share link read back): `work(counted)` calls
  // `counted()` once it has changed the page, so that it counts as a change done. False when busy.
  async function hold(work) {
    if (busy) return false;
    busy = true;
    changed();
    let count = false;
    try {
      return await work(() => { count = true; });
    } finally {
      busy = false;
      if (count) done += 1;
      changed();
    }
  }

  return {
    run,
    hold,
    get busy() { return busy; },
    get done() { return done; },
  };
}
