// A worked example: its first step is already on the page (rendered at build time); once the
// engine answers, the buttons and the arrow keys step through it, each step computed by the engine.
import { replaceWith } from "./render.js";

export function bindExample(root, engine) {
  if (root.dataset.bound === "true") return;
  root.dataset.bound = "true";
  const data = JSON.parse(root.dataset.scenario);
  const lang = root.dataset.lang;
  const total = Number(root.dataset.total);
  const body = root.querySelector(".example__body");
  const narration = root.querySelector(".example__narration");
  const progress = root.querySelector(".example__progress");
  const status = root.querySelector(".example__status");
  const buttons = {
    prev: root.querySelector('[data-action="prev"]'),
    next: root.querySelector('[data-action="next"]'),
    reset: root.querySelector('[data-action="reset"]'),
  };
  let step = Number(root.dataset.step) || 1;
  let busy = false;
  const queued = []; // moves asked for while the engine was answering: run in turn, none dropped

  function setStatus(text, state) {
    status.textContent = text;
    root.dataset.engine = state;
    root.setAttribute("aria-busy", state === "loading" ? "true" : "false");
  }

  function updateButtons() {
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    buttons.prev.disabled = step <= 1;
    buttons.next.disabled = step >= total;
    buttons.reset.disabled = step <= 1;
    if (focused && focused.disabled) {
      (buttons.next.disabled ? buttons.prev : buttons.next).focus();
    }
  }

  const targets = {
    next: () => step + 1,
    prev: () => step - 1,
    reset: () => 1,
    end: () => total,
  };

  function move(kind) {
    if (busy) {
      queued.push(kind);
      return;
    }
    go(targets[kind]());
  }

  async function go(target) {
    if (target < 1 || target > total) return;
    busy = true;
    try {
      const reply = await engine.call({ op: "example", scenario: data, step: target, lang });
      if (!reply.ok) {
        status.textContent = root.dataset.msgError.replace("{message}", reply.error.message);
        return;
      }
      const view = reply.result;
      step = view.step;
      root.dataset.step = String(step);
      replaceWith(body, view.body);
      replaceWith(narration, view.narration);
      progress.textContent = view.progress;
      updateButtons();
      if (root.dataset.engine === "failed") setStatus(root.dataset.msgReady, "ready"); // a new engine answered
    } catch (error) {
      // The engine stopped while answering (engine-client.js rejects the call and starts a new one on
      // the next): the page's own message, in the reader's language.
      console.warn("engine unavailable:", error && error.message);
      setStatus(root.dataset.msgFailed, "failed");
      return false;
    } finally {
      busy = false;
      if (queued.length) move(queued.shift());
    }
  }

  setStatus(root.dataset.msgLoading, "loading");
  engine
    .ready()
    .then(() => go(step))
    .then((answered) => {
      if (answered === false) return;
      setStatus(root.dataset.msgReady, "ready");
      updateButtons();
    })
    .catch((error) => {
      console.warn("engine unavailable:", error && error.message);
      setStatus(root.dataset.msgFailed, "failed");
    });

  buttons.next.addEventListener("click", () => move("next"));
  buttons.prev.addEventListener("click", () => move("prev"));
  buttons.reset.addEventListener("click", () => move("reset"));
  root.addEventListener("keydown", (event) => {
    if (root.dataset.engine !== "ready" || event.altKey || event.ctrlKey || event.metaKey) return;
    const keys = { ArrowRight: "next", ArrowLeft: "prev", Home: "reset", End: "end" };
    if (event.key in keys) {
      event.preventDefault();
      move(keys[event.key]);
    }
  });
}
