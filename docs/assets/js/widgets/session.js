// The parts every game against the computer shows around its card table (play.js, play-try.js):
// labelled fields, a select, the live log of what happened and the box of a refused move's reasons.
// Text only: never markup from data.
import { fill, make } from "../dom.js";

export function labelled(label, control) {
  const wrap = make("span", "session__field");
  wrap.append(label, " ", control);
  return wrap;
}

// A select named `name`: `entries` are [value, text] pairs, `chosen` the value selected.
export function choice(id, name, entries, chosen) {
  const node = make("select");
  node.id = id;
  node.name = name;
  for (const [value, text] of entries) {
    const option = make("option", null, text);
    option.value = String(value);
    option.selected = String(value) === String(chosen);
    node.append(option);
  }
  return node;
}

// "What happened": a scrolling log (reachable with the keyboard) of every step's lines, the reader's
// own in bold, each move numbered. `add(view, you, first)` appends the steps the view brings (the first
// of them is step `first`: step 0 is the deal, step k the line's k-th move) and returns their lines;
// `mark(step, text)` adds a note to a move of the reader's, on its first line; `cut(size)` takes out the
// steps after the line's first `size` moves.
export function sessionLog(title, id) {
  const section = make("section", "session__history");
  section.hidden = true;
  const heading = make("h3", "session__title", title);
  heading.id = id;
  const box = make("div", "session__log");
  box.setAttribute("role", "log");
  box.setAttribute("aria-labelledby", heading.id);
  box.tabIndex = 0;
  const list = make("ol");
  box.append(list);
  section.append(heading, box);
  // Scrolled to its last line at the next frame, when the browser lays the page out anyway: read now,
  // the log's height would make it lay the page out once more in the middle of the step.
  let scrolling = false;
  const scrollToEnd = () => {
    if (scrolling) return;
    scrolling = true;
    requestAnimationFrame(() => {
      scrolling = false;
      box.scrollTop = box.scrollHeight;
    });
  };
  return {
    section,
    clear() {
      list.replaceChildren();
      section.hidden = false;
    },
    add(view, you, first = 0) {
      const said = [];
      view.steps.forEach((step, k) => {
        for (const [i, text] of step.lines.entries()) {
          const item = make("li", null, text);
          item.dataset.step = String(first + k);
          // numbered by move, as the review names them ("Move 53."): the move's first line (not the deal's)
          if (i === 0 && first + k > 0) item.dataset.move = String(first + k);
          if (step.seat === you) item.className = "is-you";
          list.append(item);
          said.push(text);
        }
      });
      scrollToEnd();
      return said;
    },
    mark(step, text) {
      // on the move itself (its first line), not on what followed it (a "Go fish!", a card drawn)
      const item = list.querySelector(`li.is-you[data-move="${step}"]`);
      if (item) item.append(" ", make("span", "session__note", text));
    },
    cut(size) {
      for (const item of [...list.children]) if (Number(item.dataset.step) > size) item.remove();
    },
  };
}

// The reasons a move was refused (an alert), from the engine's reply {attempt, refused}.
export function refusalBox() {
  const box = make("div", "session__refusal");
  box.setAttribute("role", "alert");
  return box;
}

export function showRefusal(box, result, msg) {
  const attempt = make("p", "session__attempt");
  attempt.append(make("strong", null, fill(msg.msgRefused, { attempt: result.attempt })));
  const reasons = make("ul", "session__reasons");
  for (const reason of result.refused) reasons.append(make("li", null, reason));
  box.replaceChildren(attempt, reasons);
}
