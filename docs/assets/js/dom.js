// Small DOM helpers shared by the widgets (text only: never markup from data).

// What readers see for a seat: its name (Ana for A…), from the page's <meta name="seat-labels"> that
// the build writes from engine/core/seats.py (the single source); the names, the placeholders that
// hold a seat (by role: a rank "A" stays the ace) and the language's elision ("d’Ana", from its
// locales/<lang>/grammar.toml).
let seatTable = null;
function seats() {
  if (seatTable === null) {
    const meta = typeof document === "undefined" ? null : document.querySelector('meta[name="seat-labels"]');
    const data = meta ? JSON.parse(meta.content) : {};
    seatTable = {
      labels: data.labels || {}, roles: new Set(data.roles || []),
      elide: data.elide ? new RegExp(data.elide, "g") : null, mark: data.mark || "’",
      beforeVowel: data.before_vowel ? new RegExp(data.before_vowel, "g") : null, forms: data.vowel_forms || {},
    };
  }
  return seatTable;
}

// The name shown for a seat ("A" -> "Ana"); a seat that is not one of the letters stays as written.
export function seatLabel(seat) {
  return seats().labels[seat] ?? String(seat);
}

// Fills the {named} placeholders of a translated message (seats by their names); unknown names stay
// as they are.
export function fill(template, values) {
  const table = seats();
  const text = String(template ?? "").replace(/\{(\w+)\}/g, (all, key) => {
    if (!(key in values)) return all;
    return table.roles.has(key) ? seatLabel(values[key]) : String(values[key]);
  });
  const elided = table.elide ? text.replace(table.elide, (all, word) => `${word.slice(0, -1)}${table.mark}`) : text;
  if (!table.beforeVowel) return elided;
  return elided.replace(table.beforeVowel, (word) => {
    const form = table.forms[word.toLowerCase()] ?? word;
    return word[0] === word[0].toLowerCase() ? form : form[0].toUpperCase() + form.slice(1);
  });
}

export function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// The seed typed in `input` (a whole number from 0 to `max`), or null after marking the field invalid,
// saying why in `status` and giving it the focus.
export function readSeed(input, max, status, message) {
  const text = input.value.trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) > max) {
    input.setAttribute("aria-invalid", "true");
    status.textContent = fill(message, { max });
    input.focus();
    return null;
  }
  input.removeAttribute("aria-invalid");
  return Number(text);
}

// The number field of a seed (0 to `max`), with the value it starts from.
export function seedInput(max, value) {
  const seed = make("input");
  seed.name = "seed";
  seed.type = "number";
  seed.min = "0";
  seed.max = String(max);
  seed.step = "1";
  seed.inputMode = "numeric";
  seed.value = String(value ?? 1);
  return seed;
}

// Arrow keys, Home and End move the focus along the `selector` items of `container` (one tab stop for
// the group); `wrap`: past the last item comes the first; `signal` (an AbortSignal) removes the listener.
export function roving(container, selector, { wrap = false, signal } = {}) {
  container.addEventListener("keydown", (event) => {
    const items = [...container.querySelectorAll(selector)];
    const at = items.indexOf(document.activeElement);
    if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = {
      ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const n = items.length;
    const to = wrap ? (moves[event.key] + n) % n : Math.max(0, Math.min(n - 1, moves[event.key]));
    items[at].tabIndex = -1;
    items[to].tabIndex = 0;
    items[to].focus();
  }, { signal });
}

// The engine's state on a widget: data-engine (loading, ready or failed), aria-busy and the status line.
export function engineState(root, status) {
  return (state, text) => {
    root.dataset.engine = state;
    root.setAttribute("aria-busy", state === "loading" ? "true" : "false");
    status.textContent = text;
  };
}

// The engine's download as the page's language says it ("Loading the rules engine: 2.1 of 5.8
// megabytes…", meta cards-progress: the sentence, its plural form chosen by the build for the engine's
// size), from what engine-start.js counted; null before any count.
export function progressText() {
  const meta = typeof document === "undefined" ? null : document.querySelector('meta[name="cards-progress"]');
  const state = self.__engineProgress;
  if (!meta || !state || !state.total) return null;
  const data = JSON.parse(meta.content);
  return data.text.replace("{got}", (state.got / 1e6).toFixed(1).replace(".", data.decimal));
}

// Says the engine's download in `status` while a widget waits for it; the returned function stops
// (and puts back the status's text).
export function showProgress(status) {
  if (!status) return () => {};
  const before = status.textContent;
  const show = () => {
    const text = progressText();
    if (text) status.textContent = text;
  };
  show();
  document.addEventListener("cards:engine-progress", show);
  return () => {
    document.removeEventListener("cards:engine-progress", show);
    if (status.textContent !== before && progressText() === status.textContent) status.textContent = before;
  };
}

// Says "loading" (then the engine's download) until the engine is ready, then "ready" and runs
// `onReady`; if the engine cannot start, the widget says so in the page's language. A bug in
// `onReady` reaches the console.
export function whenReady(root, status, engine, msg, onReady) {
  const set = engineState(root, status);
  set("loading", msg.msgLoading);
  const stop = showProgress(status);
  engine
    .ready()
    .finally(stop)
    .then(
      () => {
        set("ready", msg.msgReady);
        return onReady();
      },
      (error) => {
        console.warn("engine unavailable:", error && error.message);
        set("failed", msg.msgFailed);
      },
    )
    .catch((error) => console.error(error));
  return set;
}

// What every widget reads from its element: the build's configuration, the page's language, the
// translated messages (data-msg-*), the body (the static render) and the status line.
export function widgetParts(root) {
  return {
    config: JSON.parse(root.dataset.config || "{}"),
    lang: root.dataset.lang,
    msg: root.dataset,
    body: root.querySelector(".widget__body"),
    status: root.querySelector(".widget__status"),
  };
}

// What a widget says when a request fails: the engine's own sentence when it refused the request
// (an error marked `engine`); the page's "could not start" message when the engine stopped (the
// widget's state becomes failed; the next answer makes it ready again); and a bug of the page's own
// reaches the console.
export function showProblem(root, status, msg, error) {
  if (error && error.name === "EngineStopped") {
    root.dataset.engine = "failed";
    status.textContent = msg.msgFailed;
    return;
  }
  if (!(error && error.engine)) {
    console.error(error);
    status.textContent = msg.msgFailed;
    return;
  }
  status.textContent = fill(msg.msgError, { message: error.message });
}

// An answer came: a widget marked failed after its engine stopped is ready again.
export function answered(root) {
  if (root.dataset.engine === "failed") root.dataset.engine = "ready";
}

// One request of a widget: its result, or an error marked `engine` that carries the engine's sentence
// in the page's language (the request was refused).
export async function ask(engine, root, request) {
  let stop = null;
  const waiting = () => {
    stop = showProgress(root.querySelector(".widget__status"));
  };
  const reply = await engine.call(request, { waiting }).finally(() => stop && stop());
  answered(root);
  if (!reply.ok) throw Object.assign(new Error(reply.error.message), { engine: true });
  return reply.result;
}
