// A game's practice: one drill of each kind, dealt by the engine from a seed (learn.drill) and answered
// by it (learn.drill-answer). The seed is in the drill's link (#drill=KIND:SEED). Each drill's first answer
// schedules it in the review queue (FSRS, ../review-queue.js, in localStorage): wrong comes back soon,
// right later and later; the count due now is shown, and "review" deals the most overdue card again: a
// drill here, a mistake from one of the reader's games on the game's page, whose table deals it
// (widgets/mistake-card.js, play-review.js). A memory drill (data-memory) shows what
// happened first; the reader hides it ("recall"), then the question and its choices appear, the log
// replaced by a line saying how long it was. A wrong answer says why it is wrong; from the second wrong
// answer to the same drill on (config.reveal_after), the answer too, with why it is right.
import { replaceWith } from "../render.js";
import { ask, fill, showProblem, whenReady, widgetParts } from "../dom.js";
import * as Model from "./learn-model.js";
import { due, peek } from "../review-schedule.js";
import { endOfToday, answered as schedule, storage } from "../review-queue.js";
import { cardLink, isMistake } from "./mistake-card.js";
import { showNext } from "../review-session.js";
import {
  choiceButtons, clearFeedback, markTried, onChoice, revealAfter, showHistory, showTask, showVerdict,
} from "./learn-steps.js";

function randomSeed() {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0] % 1000000000;
}

// A kind's first drill: one of the page's (data-seeds), which its answer book holds, else any.
function firstSeed(section) {
  const seeds = (section.dataset.seeds || "").split(" ").filter(Boolean).map(Number);
  return seeds.length ? seeds[randomSeed() % seeds.length] : randomSeed();
}

export function bind(root, engine) {
  const { config, lang, msg, status } = widgetParts(root);
  const game = String(config.game);
  const call = (request) => ask(engine, root, { lang, game, ...request });
  const revealAt = revealAfter(config); // wrong answers to a drill before its answer shows
  const dueText = root.querySelector("[data-review-due]");
  const reviewButton = root.querySelector('[data-action="review"]');
  const mistakeLink = root.querySelector("a[data-review-card]");
  const dueNow = () => due(peek(storage()), endOfToday(Date.now()), game);

  function showDue() {
    const count = dueNow().length;
    dueText.dataset.reviewDue = String(count);
    dueText.textContent = (config.due_labels || [])[Math.min(count, config.max_review)] || "";
  }

  const drills = new Map();
  for (const section of root.querySelectorAll("[data-drill]")) {
    const kind = section.dataset.kind;
    const parts = {
      task: section.querySelector(".drill__task"),
      table: section.querySelector(".drill__table"),
      choices: section.querySelector(".lesson__choices"),
      history: section.querySelector(".lesson__history"),
      feedback: section.querySelector("[data-feedback]"),
      link: section.querySelector(".drill__link"),
      fresh: section.querySelector('[data-action="new-drill"]'),
      recall: section.querySelector("[data-recall]"),
      hide: section.querySelector('[data-action="recall"]'),
    };
    let seed = Number(section.dataset.seed);
    let answered = false;
    let tries = 0; // wrong answers to the drill shown: from config.reveal_after on, the answer shows too
    let busy = false;
    let current = null;

    // A memory drill before its log is hidden: the reading task, the log, no question yet.
    function reading(on) {
      if (!parts.hide) return;
      parts.history.hidden = on === false;
      parts.recall.hidden = on !== false;
      parts.choices.hidden = on !== false;
      parts.hide.parentElement.hidden = on === false;
      parts.hide.disabled = on === false;
      section.dataset.reading = String(on !== false);
      showTask(parts.task, on !== false ? msg.msgMemoryTask : current.task);
    }

    function show(view) {
      current = view;
      seed = view.seed;
      section.dataset.seed = String(seed);
      showTask(parts.task, view.task);
      showHistory(parts.history, view.history);
      if (parts.recall) parts.recall.textContent = view.recall || "";
      if (view.memory) reading(true);
      replaceWith(parts.table, view.table);
      choiceButtons(parts.choices, view.choices);
      clearFeedback(parts.feedback);
      tries = 0;
      section.dataset.tries = "0";
      parts.link.href = `#drill=${kind}:${seed}`;
      parts.link.textContent = fill(msg.msgLink, { seed });
      answered = false;
    }

    async function deal(target) {
      section.dataset.engine = "loading";
      show(await call({ op: "learn.drill", drill: kind, seed: target }));
      section.dataset.engine = "ready";
    }

    async function answer(choice) {
      if (busy || answered) return;
      busy = true;
      try {
        const verdict = await call({ op: "learn.drill-answer", drill: kind, seed, choice });
        const right = verdict.verdict === "right";
        if (!right) {
          tries += 1;
          section.dataset.tries = String(tries);
          markTried(parts.choices, [choice], msg);
        }
        showVerdict(parts.feedback, verdict, msg, tries >= revealAt);
        // Only the first answer to a drill schedules it: a drill is reviewed, not retried until right.
        let next = null;
        if (section.dataset.counted !== `${seed}`) {
          section.dataset.counted = `${seed}`;
          await schedule(`${game}/${kind}:${seed}`, right);
          showDue();
          next = showNext(parts.feedback, msg, `${game}/${kind}:${seed}`); // in a review of every game
        }
        if (right) {
          answered = true;
          (next || parts.fresh).focus();
        }
      } catch (error) {
        showProblem(root, status, msg, error);
      } finally {
        busy = false;
      }
    }

    onChoice(parts.choices, (button) => answer(button.dataset.choice));
    if (parts.hide) {
      parts.hide.addEventListener("click", () => {
        if (!current) return;
        reading(false);
        // The question now read first (a choice focused at once would take the same Enter as an answer).
        parts.task.focus();
      });
    }
    parts.fresh.addEventListener("click", () => {
      delete section.dataset.counted;
      // the new drill's task takes the focus: read out at once, and the next Tab reaches its answers
      deal(randomSeed()).then(() => parts.task.focus()).catch((error) => showProblem(root, status, msg, error));
    });
    drills.set(kind, { section, deal, parts, start: () => (parts.hide && !parts.hide.disabled ? parts.hide : parts.choices.querySelector("button")) });
  }

  showDue();
  // the progress changed elsewhere on the page (a lesson's "reset my progress")
  const onProgress = () => (root.isConnected ? showDue() : document.removeEventListener("cards:progress", onProgress));
  document.addEventListener("cards:progress", onProgress);
  whenReady(root, status, engine, msg, async () => {
    const linked = Model.fromHash(location.hash);
    for (const [kind, drill] of drills) {
      const seed = linked && linked.kind === kind ? linked.seed : firstSeed(drill.section);
      try {
        await drill.deal(seed);
        drill.parts.fresh.disabled = false;
      } catch (error) {
        drill.section.dataset.engine = "failed";
        showProblem(root, status, msg, error);
      }
    }
    if (linked && drills.has(linked.kind)) drills.get(linked.kind).section.scrollIntoView();
    reviewButton.disabled = false;
    root.dataset.started = "true";
  });

  reviewButton.addEventListener("click", async () => {
    // the most overdue card of this game: a mistake from a game is played again on the game's page
    const first = dueNow().find((id) => isMistake(id) || drills.has((Model.drillOf(id) || {}).kind));
    mistakeLink.parentElement.hidden = !isMistake(first);
    if (isMistake(first)) {
      mistakeLink.href = cardLink(config.play, first);
      mistakeLink.textContent = msg.msgMistakeLink;
      status.textContent = msg.msgReviewingMistake;
      mistakeLink.focus();
      return;
    }
    const found = first && Model.drillOf(first);
    if (!found) {
      status.textContent = msg.msgNoReview;
      return;
    }
    const drill = drills.get(found.kind);
    delete drill.section.dataset.counted;
    try {
      await drill.deal(found.seed);
      status.textContent = msg.msgReviewing;
      const first = drill.start();
      if (first) first.focus();
    } catch (error) {
      showProblem(root, status, msg, error);
    }
  });
}
