// What lessons (learn.js) and practice (practice.js) show the same way: the progress kept in
// localStorage (learn-model.js), a step's task and history, its choices as buttons, and the feedback on an
// answer (a live region with data-verdict). Text only: never markup from data.
import { fill, make } from "../dom.js";
import * as Model from "./learn-model.js";

export function loadProgress() {
  try {
    return Model.read(localStorage.getItem(Model.KEY));
  } catch {
    return Model.empty();
  }
}

export function saveProgress(progress) {
  try {
    localStorage.setItem(Model.KEY, Model.write(progress));
  } catch {
    // storage refused (private mode, full): the step still works, it is only not remembered
  }
}

// The task, in bold, and the lines of history the step shows.
export function showTask(node, text) {
  node.replaceChildren(make("strong", null, text));
}

export function showHistory(list, lines) {
  list.replaceChildren(...lines.map((line) => make("li", null, line)));
}

// The choices as buttons ({label, value}); several: each pressed on and off (aria-pressed).
export function choiceButtons(container, choices, several = false) {
  const buttons = choices.map((choice) => {
    const button = make("button", "md-button lesson__choice", choice.label);
    button.type = "button";
    button.dataset.choice = choice.value;
    if (several) button.setAttribute("aria-pressed", "false");
    return button;
  });
  container.replaceChildren(...buttons);
  return buttons;
}

// A choice pressed (one listener for the container: the buttons change with each step). A choice already
// answered wrong is not answered again: the engine's verdict would be the same, and a second wrong
// answer would count (and show the answer) for a choice the reader only touched again.
export function onChoice(container, handler) {
  container.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-choice]") : null;
    if (button && !button.dataset.tried) handler(button);
  });
}

// Wrong choices stay marked as tried (their label says so to a screen reader too), and a choice of
// several marked wrong is pressed no more: the next confirmation is not wrong for it again.
export function markTried(container, values, msg) {
  for (const value of values) {
    const button = container.querySelector(`button[data-choice="${CSS.escape(value)}"]`);
    if (!button || button.dataset.tried) continue;
    button.dataset.tried = "wrong";
    button.classList.add("is-tried");
    if (button.hasAttribute("aria-pressed")) button.setAttribute("aria-pressed", "false");
    button.append(make("span", "visually-hidden", ` (${msg.msgTried})`));
  }
}

export function clearFeedback(node) {
  node.replaceChildren();
  delete node.dataset.verdict;
}

// The wrong answers to one lesson step or one drill after which its answer shows too (the engine's
// REVEAL_AFTER, in the widget's config as reveal_after).
export function revealAfter(config) {
  return Number(config.reveal_after) || 2;
}

// The engine's verdict on an answer ({verdict, attempt, reasons, explain, answer}): right or wrong with
// the attempt, the reasons, and the explanation when right. A wrong answer's reasons say why it is wrong,
// never what is right; the answer itself (`answer`: the right one and why) only when `reveal` is true (a
// lesson step or a drill answered wrong again: `revealAfter`).
export function showVerdict(node, verdict, msg, reveal = false) {
  const right = verdict.verdict === "right";
  node.dataset.verdict = verdict.verdict;
  const lines = [make("p", "lesson__verdict", right ? msg.msgRight : fill(msg.msgWrong, { attempt: verdict.attempt }))];
  for (const reason of verdict.reasons || []) lines.push(make("p", "lesson__reason", reason));
  if (right && verdict.explain) lines.push(make("p", null, verdict.explain));
  if (!right && reveal && verdict.answer) {
    const shown = make("p", "lesson__answer", verdict.answer);
    shown.dataset.answer = "";
    lines.push(shown);
  }
  node.replaceChildren(...lines);
}
