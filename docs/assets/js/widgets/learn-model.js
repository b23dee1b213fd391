// The reader's learning, as a pure model (no DOM, no storage): lessons done with their stars, the step a
// lesson was left at, and a lesson's hints and stars. The drills to review were kept here as Leitner
// boxes ("review"); they are read only to be taken over by the FSRS queue (../review-schedule.js). Everything is
// keyed by language-independent ids ("kachuful/forbidden-bid", "kachuful/trick-winner:1234"), so the
// French and Spanish pages share one progress. A stored value that is not ours is ignored, never a crash.

import { storedObject, whole } from "../stored-json.js";

export const KEY = "cards-learn-v1";
export const BOXES = 5; // the old Leitner boxes: box n came back after 2^(n-1) days
const NAME = /^[a-z0-9-]+\/[a-z0-9-]+$/;
const DRILL = /^[a-z0-9-]+\/[a-z0-9-]+:\d{1,9}$/;

export function empty() {
  return { lessons: {}, review: {} };
}

// The progress kept in `text` (localStorage's string, or null): only the entries that make sense are kept.
export function read(text) {
  const out = empty();
  const data = storedObject(text);
  if (!data) return out;
  const lessons = data.lessons && typeof data.lessons === "object" ? data.lessons : {};
  for (const [name, entry] of Object.entries(lessons)) {
    if (!NAME.test(name) || !entry || typeof entry !== "object") continue;
    const kept = {};
    if (whole(entry.stars, 1, 3)) kept.stars = entry.stars;
    if (whole(entry.step, 1, 99)) kept.step = entry.step;
    if (kept.step && whole(entry.wrong, 0, 999)) kept.wrong = entry.wrong;
    if (kept.step && whole(entry.hints, 0, 999)) kept.hints = entry.hints;
    if (Object.keys(kept).length) out.lessons[name] = kept;
  }
  const review = data.review && typeof data.review === "object" ? data.review : {};
  for (const [key, entry] of Object.entries(review)) {
    if (!DRILL.test(key) || !entry || typeof entry !== "object") continue;
    if (whole(entry.box, 1, BOXES) && whole(entry.due, 0, 1e7) && whole(entry.seen ?? 0, 0, 1e15)) {
      out.review[key] = { box: entry.box, due: entry.due, seen: entry.seen ?? 0 };
    }
  }
  return out;
}

export function write(progress) {
  return JSON.stringify(progress);
}

// The day number of a time (days since 1970, UTC): what "due today" compares.
export function day(time) {
  return Math.floor(time / 86400000);
}

// Stars for a lesson finished after `wrong` wrong answers and `hints` hints asked for: one for finishing
// it, one for no wrong answer, one for no hint.
export function stars(wrong, hints) {
  return 1 + (wrong === 0 ? 1 : 0) + (hints === 0 ? 1 : 0);
}

// Why each of the three stars was earned or lost: message keys of the page, in the stars' order.
export function starReasons(wrong, hints) {
  return ["msgStarDone", wrong === 0 ? "msgStarNoWrong" : "msgStarWrong", hints === 0 ? "msgStarNoHint" : "msgStarHint"];
}

export function solved(progress, name) {
  return Boolean(progress.lessons[name] && progress.lessons[name].stars);
}

// A lesson finished: its best stars kept, the step it was left at forgotten.
export function finish(progress, name, got) {
  const before = progress.lessons[name] || {};
  const best = Math.max(before.stars || 0, got);
  return { ...progress, lessons: { ...progress.lessons, [name]: { stars: best } } };
}

// A lesson left at `step` (resumed there), with the wrong answers and hints so far (the stars it will
// earn); a finished lesson keeps its stars.
export function leave(progress, name, step, wrong = 0, hints = 0) {
  const before = progress.lessons[name] || {};
  return { ...progress, lessons: { ...progress.lessons, [name]: { ...before, step, wrong, hints } } };
}

export function resumeStep(progress, name, total) {
  const step = progress.lessons[name] && progress.lessons[name].step;
  return whole(step, 1, total) ? step : 1;
}

// Where a lesson resumes: its step, and the wrong answers and hints counted so far (none when it starts
// again from the first step).
export function resumed(progress, name, total) {
  const entry = progress.lessons[name] || {};
  const step = resumeStep(progress, name, total);
  if (step === 1) return { step, wrong: 0, hints: 0 };
  return { step, wrong: entry.wrong || 0, hints: entry.hints || 0 };
}

// The path: each lesson done or not, and the first not done (the next one).
export function path(progress, names) {
  const items = names.map((name) => ({ name, stars: (progress.lessons[name] || {}).stars || 0 }));
  const next = items.find((item) => !item.stars);
  return { items, done: items.filter((item) => item.stars).length, next: next ? next.name : null };
}

// Everything of one game forgotten (lessons and drills).
export function reset(progress, game) {
  const mine = (key) => key.startsWith(`${game}/`);
  const lessons = Object.fromEntries(Object.entries(progress.lessons).filter(([k]) => !mine(k)));
  const review = Object.fromEntries(Object.entries(progress.review).filter(([k]) => !mine(k)));
  return { lessons, review };
}

// A drill's key read back: {kind, seed}, or null.
export function drillOf(key) {
  const found = /^[a-z0-9-]+\/([a-z0-9-]+):(\d{1,9})$/.exec(key);
  return found ? { kind: found[1], seed: Number(found[2]) } : null;
}

// A drill's link fragment read back ("#drill=trick-winner:1234"): {kind, seed}, or null.
export function fromHash(hash) {
  const found = /^#drill=([a-z0-9-]+):(\d{1,9})$/.exec(hash || "");
  return found ? { kind: found[1], seed: Number(found[2]) } : null;
}

// The hint to show next (its index), in order: the first, then the second…; -1 once all are shown.
export function nextHint(shown, total) {
  return shown < total ? shown : -1;
}

// The path's one next action: the next lesson while one is left, then the review while anything is due,
// then a game against the computer.
export function nextAction(progress, names, dueCount) {
  const { next } = path(progress, names);
  if (next) return { kind: "lesson", name: next };
  return dueCount > 0 ? { kind: "review" } : { kind: "game" };
}
