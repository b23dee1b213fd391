// A game's lesson path: every lesson is on the page (its first step drawn at build time); the engine
// judges each answer (learn.step, learn.answer): on the card table (table.js: the moves as structured
// data) or by a choice (a question of several answers: choices pressed, then "confirm"). Right: the
// explanation, the whole history, and the next step; wrong: the engine's reason, in the page's language,
// the choice marked as tried, and nothing changes; from the second wrong answer to the same step on
// (config.reveal_after), the answer too, with why it is right: the reader then gives it. Hints come in order, numbered from 1; the stars say
// what each is for and why it was earned or lost. Progress is kept in localStorage (learn-model.js), shared by both
// languages; nothing leaves the browser. No markup is ever built from strings.
import { replaceWith } from "../render.js";
import { ask, fill, make, showProblem, whenReady, widgetParts } from "../dom.js";
import { bindTable } from "./table.js";
import * as Model from "./learn-model.js";
import { KEY as QUEUE_KEY, forget, peek, write } from "../review-schedule.js";
import { storage } from "../review-queue.js";
import {
  choiceButtons as makeChoices, clearFeedback, loadProgress as load, markTried as markTriedIn, onChoice,
  saveProgress as save, showHistory, revealAfter, showTask, showVerdict,
} from "./learn-steps.js";

// How long the table shows each move it plays after a right answer before the next (ms).
const REPLY_PAUSE = 900;

// The path map of the page (path-map.js) reads the progress again.
function progressChanged() {
  document.dispatchEvent(new CustomEvent("cards:progress"));
}

export function bind(root, engine) {
  const { config, lang, msg, status } = widgetParts(root);
  const game = String(config.game);
  const names = config.lessons || [];
  const lessons = [...root.querySelectorAll("[data-lesson]")];
  const call = (request) => ask(engine, root, { lang, ...request });
  const resetButton = root.querySelector('[data-action="reset-progress"]');
  const revealAt = revealAfter(config); // wrong answers to one step before its answer shows

  function showPath() {
    const progress = load();
    const { items, done, next } = Model.path(progress, names);
    for (const item of items) {
      const id = item.name.split("/")[1];
      const row = root.querySelector(`[data-path-item="${id}"]`);
      if (!row) continue;
      const state = row.querySelector("[data-path-state]");
      if (item.stars) {
        row.dataset.lessonDone = id;
        row.setAttribute("data-lesson-done", id);
        state.textContent = `${msg.msgDone} · ${msg[`msgStars-${item.stars}`] || ""}`;
      } else {
        row.removeAttribute("data-lesson-done");
        state.textContent = item.name === next ? msg.msgNext : msg.msgTodo;
      }
      row.classList.toggle("is-next", item.name === next);
    }
    const summary = root.querySelector("[data-path-summary]");
    if (summary) summary.textContent = (config.done_labels || [])[done] || "";
  }

  function bindLesson(section) {
    const data = JSON.parse(section.dataset.lessonData);
    const name = section.dataset.lesson;
    const total = Number(section.dataset.total);
    const parts = {
      progress: section.querySelector(".lesson__progress"),
      task: section.querySelector(".lesson__task"),
      several: section.querySelector("[data-several]"),
      table: section.querySelector(".lesson__table"),
      choices: section.querySelector(".lesson__choices"),
      confirm: section.querySelector('[data-action="confirm"]'),
      history: section.querySelector(".lesson__history"),
      feedback: section.querySelector("[data-feedback]"),
      hint: section.querySelector('[data-action="hint"]'),
      hints: section.querySelector(".lesson__hints"),
      stars: section.querySelector("[data-stars]"),
      next: section.querySelector(".lesson__next"),
    };
    let view = null;
    let step = 1;
    let wrong = 0;
    let tries = 0; // wrong answers to the step shown
    let hints = 0;
    let shown = 0;
    let busy = false;
    let answered = false;

    // The hint button never disabled while the step is open (a disabled button would drop the focus to
    // <body>): once no hint is left, or the step is answered, it looks spent and says so (aria-disabled).
    function hintsLeft(left) {
      parts.hint.disabled = false;
      if (left) parts.hint.removeAttribute("aria-disabled");
      else parts.hint.setAttribute("aria-disabled", "true");
    }

    function say(text) {
      parts.feedback.replaceChildren(make("p", null, text));
    }

    function choiceButtons(list, several) {
      const buttons = makeChoices(parts.choices, list, several);
      parts.choices.hidden = !buttons.length;
      parts.confirm.hidden = !several;
      parts.confirm.disabled = !several;
    }

    function pressed() {
      return [...parts.choices.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.dataset.choice);
    }

    const markTried = (values) => markTriedIn(parts.choices, values, msg);

    function show(next) {
      view = next;
      step = view.step;
      section.dataset.step = String(step);
      parts.progress.textContent = fill(msg.msgStep, { step, total });
      showTask(parts.task, view.task);
      parts.several.hidden = !view.several; // "more than one answer may be right"
      showHistory(parts.history, view.history);
      replaceWith(parts.table, view.table);
      choiceButtons(view.choices, view.several);
      clearFeedback(parts.feedback);
      parts.hints.replaceChildren();
      parts.next.replaceChildren();
      shown = 0;
      tries = 0;
      answered = false;
      hintsLeft(true);
      const drawn = parts.table.querySelector("[data-table]");
      // A table one plays on (its buttons drawn): bound even with no move listed (only claims, built card
      // by card, may be left: the final claims).
      if (drawn && drawn.querySelector("button")) {
        bindTable(drawn, { items: view.legal, msg, play: (move) => answer({ move }), say });
        for (const button of drawn.querySelectorAll("button[data-card], button[data-seat], button[data-bid], button[data-kind], button[data-send]")) {
          const data = button.dataset;
          data.choice = data.card || data.seat || data.bid || data.kind || data.send;
        }
      }
    }

    async function open(target) {
      const next = await call({ op: "learn.step", lesson: data, step: target });
      show(next);
    }

    // The stars of the lesson just finished, each with why it was earned or lost (`why`), or, for a
    // lesson found solved, the best stars kept.
    function markSolved(got, why) {
      section.dataset.lessonState = "solved";
      section.dataset.stars = String(got);
      const line = make("span", "lesson__stars-count", `${"★".repeat(got)}${"☆".repeat(3 - got)} ${msg[`msgStars-${got}`] || ""}`);
      if (!why) {
        parts.stars.replaceChildren(line);
        return;
      }
      const reasons = Model.starReasons(why.wrong, why.hints).map((key) => make("li", null, msg[key]));
      const list = make("ul", "lesson__stars-why");
      list.append(...reasons);
      parts.stars.replaceChildren(line, list);
    }

    // The step-advance button (the next step, or the next lesson): it takes the focus.
    function nextButton(label, action) {
      const button = make("button", "md-button md-button--primary", label);
      button.type = "button";
      button.dataset.action = "continue";
      button.addEventListener("click", action);
      parts.next.replaceChildren(button);
      button.focus();
    }

    // After the path's last lesson: the first game against the computer (the rules page's game).
    function firstGameLink() {
      const link = make("a", "md-button md-button--primary", msg.msgFirstGame);
      link.href = String(config.first_game || "../#play");
      link.dataset.play = game;
      parts.next.replaceChildren(link);
      link.focus();
    }

    // What the table plays after a right answer (the draw after "Go fish!", the rest of the trick): one
    // move at a time, each table and its history shown a moment before the next, then the way on.
    async function playOn(replies) {
      if (!replies.length) return;
      section.dataset.replies = "playing";
      for (const reply of replies) {
        await new Promise((done) => setTimeout(done, REPLY_PAUSE));
        replaceWith(parts.table, reply.table);
        showHistory(parts.history, reply.history);
      }
      section.dataset.replies = "done";
    }

    async function answer(given) {
      if (busy || answered || !view) return;
      busy = true;
      try {
        const verdict = await call({ op: "learn.answer", lesson: data, step, answer: given });
        if (verdict.verdict === "wrong") {
          wrong += 1;
          tries += 1;
          section.dataset.wrong = String(wrong);
          showVerdict(parts.feedback, verdict, msg, tries >= revealAt);
          if (given.choice !== undefined) markTried([given.choice]);
          if (verdict.tried) markTried(verdict.tried);
          return;
        }
        answered = true;
        if (verdict.history) showHistory(parts.history, verdict.history);
        if (verdict.table) replaceWith(parts.table, verdict.table); // what the move did, on the table
        parts.confirm.disabled = true;
        showVerdict(parts.feedback, verdict, msg);
        hintsLeft(false);
        await playOn(verdict.then || []);
        if (step < total) {
          save(Model.leave(load(), name, step + 1, wrong, hints));
          nextButton(msg.msgNextStep, () => open(step + 1).then(() => parts.task.focus())
            .catch((error) => showProblem(root, status, msg, error)));
          return;
        }
        const got = Model.stars(wrong, hints);
        save(Model.finish(load(), name, got));
        progressChanged();
        markSolved(got, { wrong, hints });
        showPath();
        const after = lessons[lessons.indexOf(section) + 1];
        if (!after) {
          firstGameLink();
          return;
        }
        nextButton(msg.msgNextLesson, () => {
          const title = after.querySelector(".lesson__title");
          title.tabIndex = -1;
          title.focus();
          after.scrollIntoView();
        });
      } catch (error) {
        showProblem(root, status, msg, error);
      } finally {
        busy = false;
      }
    }

    onChoice(parts.choices, (button) => {
      if (button.disabled || answered) return;
      if (view && view.several) {
        button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true"));
        return;
      }
      answer({ choice: button.dataset.choice });
    });
    parts.confirm.addEventListener("click", () => {
      const chosen = pressed();
      if (!chosen.length) {
        parts.feedback.replaceChildren(make("p", "lesson__reason", msg.msgPickFirst));
        return;
      }
      answer({ choices: chosen });
    });
    parts.hint.addEventListener("click", () => {
      if (!view || parts.hint.getAttribute("aria-disabled") === "true") return;
      const index = Model.nextHint(shown, view.hints.length);
      if (index < 0) return;
      hints += 1;
      shown = index + 1;
      section.dataset.hints = String(hints);
      parts.hints.append(make("li", null, `${fill(msg.msgHintLabel, { n: shown })} ${view.hints[index]}`));
      hintsLeft(shown < view.hints.length);
    });

    async function start(fresh) {
      const progress = load();
      const from = fresh ? { step: 1, wrong: 0, hints: 0 } : Model.resumed(progress, name, total);
      wrong = from.wrong;
      hints = from.hints;
      section.dataset.wrong = String(wrong);
      section.dataset.hints = String(hints);
      parts.stars.replaceChildren();
      if (Model.solved(progress, name) && !fresh) markSolved(progress.lessons[name].stars);
      else section.dataset.lessonState = "open";
      await open(from.step);
      section.dataset.engine = "ready";
    }

    section.dataset.engine = "loading";
    return { start, section };
  }

  const bound = lessons.map(bindLesson);
  for (const section of lessons) section.dataset.engine = "loading";
  showPath();

  whenReady(root, status, engine, msg, async () => {
    for (const lesson of bound) {
      try {
        await lesson.start(false);
      } catch (error) {
        lesson.section.dataset.engine = "failed";
        showProblem(root, status, msg, error);
      }
    }
    resetButton.disabled = false;
    root.dataset.started = "true";
  });

  resetButton.addEventListener("click", async () => {
    save(Model.reset(load(), game));
    try {
      const store = storage();
      store.setItem(QUEUE_KEY, write(forget(peek(store), game))); // its drills and mistakes to review too
    } catch {
      // storage refused: nothing was kept to forget
    }
    for (const lesson of bound) await lesson.start(true);
    showPath();
    progressChanged();
    status.textContent = msg.msgResetDone;
  });
}
