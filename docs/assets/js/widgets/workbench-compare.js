// The workbench's "two variants side by side": the same deal and the same moves replayed under both
// values of one rule (workbench.compare), each column with its table, its last move, where the moves
// stop being legal under it (and why) and, when they differ, the legal moves of the seat to play.
import { build } from "../render.js";
import { fill, make } from "../dom.js";

export function compareSection({ config, msg, section, labelled, button, ask, root }) {
  const box = section("workbench__compare", msg.msgCompare);
  const note = make("p", "workbench__note", msg.msgCompareNote);
  const select = make("select");
  select.name = "compare";
  for (const rule of config.rules || []) {
    const key = `msgRule${rule.name.replace(/(^|_)(\w)/g, (all, sep, c) => c.toUpperCase())}`;
    const option = make("option", null, msg[key]);
    option.value = rule.name;
    option.selected = rule.name === config.compared;
    select.append(option);
  }
  const go = button("workbench__compare-button", msg.msgCompareButton);
  const row = make("div", "workbench__row");
  row.append(labelled(msg.msgCompareSwitch, select), go);
  const summary = make("p", "workbench__compare-summary");
  summary.setAttribute("aria-live", "polite");
  const columns = make("div", "workbench__columns");
  box.append(note, row, summary, columns);
  let active = false;

  function column(data, heading, other) {
    const col = make("section", "workbench__column");
    col.dataset.value = String(data.value);
    col.dataset.reached = String(data.reached);
    const title = make("h3", "workbench__column-title", heading);
    col.append(title);
    if (data.impossible) {
      col.append(make("p", "workbench__diverged", fill(msg.msgCompareImpossible, { reason: data.impossible })));
      return col;
    }
    if (data.diverged) {
      const warn = make("p", "workbench__diverged",
        fill(msg.msgCompareDiverged, { step: data.diverged.step, reason: data.diverged.reason }));
      col.append(warn);
    }
    const last = make("p", "workbench__column-last");
    last.append(make("strong", null, `${msg.msgCompareLast} `), (data.last || []).join(" ") || "–");
    col.append(last);
    if (data.over) col.append(make("p", null, msg.msgCompareOver));
    const differs = JSON.stringify(data.legal) !== JSON.stringify(other.legal);
    if (data.turn && differs) {
      col.append(make("p", "workbench__group-label", fill(msg.msgCompareLegal, { seat: data.turn })));
      const list = make("ul", "workbench__column-legal");
      for (const label of data.legal) {
        // a move only this variant allows is marked (in words too, for screen readers)
        const only = !other.legal.includes(label);
        const item = make("li", only ? "is-only" : null, label);
        if (only) item.append(make("span", "workbench__only", ` (${msg.msgCompareOnly})`));
        list.append(item);
      }
      col.append(list);
    }
    const table = make("div", "workbench__column-table");
    table.tabIndex = 0; // it may scroll sideways: reachable with the keyboard
    table.setAttribute("role", "group");
    table.setAttribute("aria-label", heading);
    table.append(build(data.table));
    col.append(table);
    return col;
  }

  function show(result) {
    const [on, off] = result.columns;
    columns.replaceChildren(column(on, msg.msgCompareWith, off), column(off, msg.msgCompareWithout, on));
    summary.textContent = `${result.label}. ${result.same ? msg.msgCompareSame : msg.msgCompareDiffer}`;
    root.dataset.compare = result.same ? "same" : "differ";
  }

  // Called after every change of position once the reader asked for the comparison.
  async function update() {
    if (!active) return;
    let result;
    try {
      result = await ask(select.value);
    } catch (error) {
      // the comparison cannot be made (a refused request): said here, the game goes on
      columns.replaceChildren();
      summary.textContent = error && error.message;
      root.dataset.compare = "failed";
      return;
    }
    show(result);
  }

  return {
    element: box,
    controls: [select, go],
    update,
    // The rule compared (kept in the share link), or null while the comparison is closed.
    current: () => (active ? select.value : null),
    // Opens the comparison on `rule` (a share link that had it open).
    async open(rule) {
      if (![...select.options].some((option) => option.value === rule)) return;
      select.value = rule;
      active = true;
      await update();
    },
    // `run(control, options)`: the page shows the position again (which calls update) as one of its tasks.
    bind(run) {
      go.addEventListener("click", () => {
        active = true;
        run(go);
      });
      select.addEventListener("change", () => {
        if (active) run(select, { queue: true });
      });
    },
    reset() {
      active = false;
      columns.replaceChildren();
      summary.textContent = "";
      delete root.dataset.compare;
    },
  };
}
