// A game's path map ([data-path], the top of its learn page), its drills due ([data-due-game], the home
// page and the rules pages) and the cards due in every game ([data-review-now], the home page's "review
// now": a link to the most overdue card, the start of a session, review-session.js), filled in from the
// reader's progress kept in this browser: the lessons done (widgets/learn-model.js) and the review queue
// (review-schedule.js, counted without FSRS). No engine is needed: the map answers at once, and again
// whenever the page's lessons or drills change the progress (the "cards:progress" event). Nothing leaves
// the browser; no markup is built from strings.
import * as Learn from "./widgets/learn-model.js";
import { due, peek } from "./review-schedule.js";
import { endOfToday } from "./review-queue.js";
import { begin, dueCards, readKinds, target } from "./review-session.js";

function stored() {
  try {
    return { progress: Learn.read(localStorage.getItem(Learn.KEY)), queue: peek(localStorage) };
  } catch {
    return { progress: Learn.empty(), queue: { cards: {} } };
  }
}

const config = (element) => {
  try {
    return JSON.parse(element.dataset.config || "{}");
  } catch {
    return {};
  }
};

function dueLabel(conf, count) {
  return (conf.due_labels || [])[Math.min(count, Number(conf.max_review) || 0)] || String(count);
}

function showDue(element, conf, count) {
  element.dataset.reviewDue = String(count);
  element.textContent = dueLabel(conf, count);
}

function fillMap(map, { progress, queue }, now) {
  const conf = config(map);
  const lessons = conf.lessons || [];
  const names = lessons.map((lesson) => lesson.name);
  const count = due(queue, now, conf.game).length;
  const { done } = Learn.path(progress, names);
  const counted = map.querySelector("[data-path-count]");
  if (counted) counted.textContent = (conf.done_labels || [])[done] || "";
  const dueText = map.querySelector("[data-review-due]");
  if (dueText) showDue(dueText, conf, count);
  const action = Learn.nextAction(progress, names, count);
  const next = map.querySelector("a[data-path-next]");
  if (!next) return;
  let target;
  if (action.kind === "lesson") target = lessons.find((lesson) => lesson.name === action.name);
  else if (action.kind === "review") target = conf.review;
  else target = conf.game_link;
  if (!target) return;
  next.dataset.pathNext = action.kind;
  next.href = target.href;
  next.textContent = target.next || target.label;
  for (const part of map.querySelectorAll("[data-path-part]")) {
    const mine = part.dataset.pathPart === (action.kind === "lesson" ? "lessons" : action.kind);
    part.classList.toggle("is-next", mine);
  }
}

function fillDue(line, { queue }, now) {
  const conf = config(line);
  const count = due(queue, now, conf.game).length;
  const link = line.querySelector("[data-review-due]");
  if (link) showDue(link, conf, count);
  line.hidden = count === 0;
}

// "Review now": the cards due in every game (those a game deals), a link to the most overdue one; a
// click on it begins the session in this tab.
function fillNow(line, { queue }, now) {
  const conf = config(line);
  const kinds = readKinds(conf.kinds) || {};
  const cards = dueCards(queue, now, kinds);
  const count = line.querySelector("[data-review-due]");
  if (count) showDue(count, conf, cards.length);
  const start = line.querySelector("a[data-review-start]");
  if (start && cards.length) start.href = target(cards[0], kinds);
  if (start && !start.dataset.bound) {
    start.dataset.bound = "true";
    start.addEventListener("click", () => begin(kinds));
  }
  line.hidden = cards.length === 0;
}

export function refresh() {
  const now = endOfToday(Date.now());
  const data = stored();
  for (const map of document.querySelectorAll("[data-path]")) fillMap(map, data, now);
  for (const line of document.querySelectorAll("[data-due-game]")) fillDue(line, data, now);
  for (const line of document.querySelectorAll("[data-review-now]")) fillNow(line, data, now);
}

let listening = false;

export function bind() {
  refresh();
  if (listening) return;
  listening = true;
  document.addEventListener("cards:progress", refresh);
}
