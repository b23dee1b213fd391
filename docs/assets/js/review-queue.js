// The review queue of this browser, as the pages use it: the pure model of review-schedule.js with the
// site's copy of the FSRS library (ts-fsrs, loaded on the first answer, not with the page) and the
// reader's localStorage. Counting what is due needs neither (review-schedule.js due and peek).
import { reviewQueue } from "./review-schedule.js";

let loading = null;

export function fsrsQueue() {
  loading ||= import("./vendor/ts-fsrs/index.mjs").then((FSRS) => reviewQueue(FSRS));
  return loading;
}

// localStorage, or a storage that keeps nothing where the browser refuses it (the queue then starts empty
// and the page still works).
export function storage() {
  try {
    return localStorage;
  } catch {
    return { getItem: () => null, setItem: () => { throw new Error("no storage"); } };
  }
}

// "Due today" (the pages' counts and the review): due before the reader's day ends, so a drill missed a
// minute ago (FSRS brings it back in a minute) is counted at once.
export function endOfToday(now) {
  const day = new Date(now);
  day.setHours(23, 59, 59, 999);
  return day.getTime();
}

// A card answered now, kept; the page's progress listeners told. Wrong is FSRS's "again"; right is "good",
// or "easy" for a drill answered right the first time it is seen (it is known: no learning steps).
export async function answered(id, right) {
  const queue = await fsrsQueue();
  const store = storage();
  const state = queue.load(store);
  const grade = !right ? false : state.cards[id] ? "good" : "easy";
  queue.save(store, queue.answer(state, id, grade, Date.now()));
  document.dispatchEvent(new CustomEvent("cards:progress"));
}

// New cards kept (`cards`: [{id, payload}], each due now; one the queue has already stays as it is), the
// page's progress listeners told; a card the queue cannot take (its payload too large) is left out.
export async function keep(cards) {
  const queue = await fsrsQueue();
  const store = storage();
  let state = queue.load(store);
  const now = Date.now();
  for (const { id, payload } of cards) {
    try {
      state = queue.add(state, id, now, payload);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  queue.save(store, state);
  document.dispatchEvent(new CustomEvent("cards:progress"));
}
