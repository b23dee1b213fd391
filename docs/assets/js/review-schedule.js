// The review queue, scheduled by FSRS (the library ts-fsrs, pinned in package.json and copied into the site
// by scripts/build as assets/js/vendor/ts-fsrs/index.mjs): a pure model, no DOM. Every drill and every
// mistake from a game is a card with its FSRS state, kept in localStorage under KEY as plain JSON (times in
// milliseconds), with a desired retention of 0.9. The Leitner boxes of the drills (widgets/learn-model.js,
// key "cards-learn-v1") are taken over once, each as a review card due when its box said. A stored value that
// is not ours is ignored, never a crash; nothing leaves the browser.
//
// The library is given, not imported, so that the same module runs in the pages (the site's copy) and in
// node --test (node_modules):
//   import * as FSRS from "<site>/assets/js/vendor/ts-fsrs/index.mjs";
//   const queue = reviewQueue(FSRS);
//   let state = queue.load(localStorage);            // with the old Leitner boxes merged in
//   state = queue.add(state, queue.drillId("go-fish", "last-ask", 1234), Date.now());
//   state = queue.answer(state, id, true, Date.now()); queue.save(localStorage, state);
//   queue.dueCount(state, Date.now(), "go-fish");
// Counting what is due needs no library: due(peek(localStorage), Date.now(), "go-fish").
import { finite, storedObject, whole } from "./stored-json.js";
import { KEY as LEITNER_KEY, read as readLeitner } from "./widgets/learn-model.js";

export const KEY = "cards-review-v1";
export const RETENTION = 0.9;
export const LIMIT = 500; // cards kept at most: the ones reviewed longest ago are forgotten first
const DAY = 86400000;
const ID = /^[a-z0-9-]+\/[a-z0-9-]+(?::[A-Za-z0-9.-]{1,60}){1,4}$/;
const GRADES = { again: 1, hard: 2, good: 3, easy: 4 };
const MAX_TIME = 8.64e15; // the largest time a Date holds
const MAX_PAYLOAD = 4000; // characters of a card's JSON payload (a mistake's game, to replay it)

export function empty() {
  return { cards: {} };
}


// One stored card, checked field by field (null when anything is off).
function readCard(entry) {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
  const { due, stability, difficulty, scheduled, steps, reps, lapses, state, last, payload } = entry;
  if (!finite(due, 0, MAX_TIME) || !finite(stability, 0, 1e6) || !finite(difficulty, 0, 10)) return null;
  if (!whole(scheduled, 0, 1e6) || !whole(steps, 0, 100) || !whole(reps, 0, 1e6) || !whole(lapses, 0, 1e6)) return null;
  if (!whole(state, 0, 3) || !(last === null || finite(last, 0, MAX_TIME))) return null;
  const card = { due, stability, difficulty, scheduled, steps, reps, lapses, state, last };
  if (payload !== undefined) {
    if (!payload || typeof payload !== "object" || JSON.stringify(payload).length > MAX_PAYLOAD) return null;
    card.payload = payload;
  }
  return card;
}

// The queue kept in `text` (localStorage's string, or null): only the cards that make sense.
export function read(text) {
  const out = empty();
  const data = storedObject(text);
  if (!data || !data.cards || typeof data.cards !== "object") return out;
  for (const [id, entry] of Object.entries(data.cards)) {
    const card = ID.test(id) ? readCard(entry) : null;
    if (card) out.cards[id] = card;
  }
  return out;
}

export function write(state) {
  return JSON.stringify(state);
}

// A drill's card id ("go-fish/last-ask:1234", as learn-model.js keys its boxes).
export function drillId(game, kind, seed) {
  return `${game}/${kind}:${seed}`;
}

// A mistake's card id: its game, the deal's seed, the move's ply and a hash of the line up to it.
export function mistakeId(game, seed, ply, line) {
  let hash = 0x811c9dc5; // FNV-1a over the moves' texts
  for (const ch of line.slice(0, ply + 1).join("\n")) {
    hash = Math.imul(hash ^ ch.codePointAt(0), 0x01000193) >>> 0;
  }
  return `${game}/mistake:${seed}:${ply}:${hash.toString(36)}`;
}

const gameOf = (id) => id.slice(0, id.indexOf("/"));

// The ids due at `now` (of `game` only, if given), the most overdue first: no library needed, so a page
// counts what is due without loading FSRS.
export function due(state, now, game) {
  return Object.entries(state.cards)
    .filter(([id, c]) => c.due <= now && (!game || gameOf(id) === game))
    .sort((a, b) => a[1].due - b[1].due || (a[0] < b[0] ? -1 : 1))
    .map(([id]) => id);
}

// Every card of `game` forgotten (its drills and its mistakes): "reset my progress".
export function forget(state, game) {
  return { ...state, cards: Object.fromEntries(Object.entries(state.cards).filter(([id]) => gameOf(id) !== game)) };
}

// The queue kept in `storage` without the library: the stored cards only (the old Leitner boxes are
// merged in by the queue's own `load`).
export function peek(storage) {
  try {
    return read(storage.getItem(KEY));
  } catch {
    return empty();
  }
}

// The queue's operations with the FSRS library `lib` (ts-fsrs's module).
export function reviewQueue(lib, { retention = RETENTION } = {}) {
  const scheduler = lib.fsrs(lib.generatorParameters({ request_retention: retention }));

  const toLib = (c) => ({
    due: new Date(c.due), stability: c.stability, difficulty: c.difficulty, elapsed_days: 0,
    scheduled_days: c.scheduled, learning_steps: c.steps, reps: c.reps, lapses: c.lapses, state: c.state,
    last_review: c.last === null ? undefined : new Date(c.last),
  });
  const fromLib = (c, payload) => {
    const card = {
      due: c.due.getTime(), stability: c.stability, difficulty: c.difficulty, scheduled: c.scheduled_days,
      steps: c.learning_steps, reps: c.reps, lapses: c.lapses, state: c.state,
      last: c.last_review ? new Date(c.last_review).getTime() : null,
    };
    if (payload !== undefined) card.payload = payload;
    return card;
  };

  // At most LIMIT cards: those reviewed (or added) longest ago go first.
  const trimmed = (cards) => {
    const ids = Object.keys(cards);
    if (ids.length <= LIMIT) return cards;
    const when = (c) => c.last ?? c.due;
    ids.sort((a, b) => when(cards[b]) - when(cards[a]));
    return Object.fromEntries(ids.slice(0, LIMIT).map((id) => [id, cards[id]]));
  };

  // A new card for `id`, due now (kept as it is if the queue has it already).
  function add(state, id, now, payload) {
    if (!ID.test(id)) throw new RangeError(`not a card id: ${id}`);
    if (state.cards[id]) return state;
    const card = readCard(fromLib(lib.createEmptyCard(new Date(now)), payload));
    if (!card) throw new RangeError(`payload too large for ${id}`);
    return { ...state, cards: trimmed({ ...state.cards, [id]: card }) };
  }

  // A card answered at `now`: `grade` true (right: good), false (wrong: again) or a grade's name.
  function answer(state, id, grade, now) {
    const rating = grade === true ? GRADES.good : grade === false ? GRADES.again : GRADES[grade];
    if (!rating) throw new RangeError(`not a grade: ${grade}`);
    if (!ID.test(id)) throw new RangeError(`not a card id: ${id}`);
    const before = state.cards[id] ?? readCard(fromLib(lib.createEmptyCard(new Date(now))));
    const next = scheduler.next(toLib(before), new Date(now), rating);
    return { ...state, cards: trimmed({ ...state.cards, [id]: fromLib(next.card, before.payload) }) };
  }

  // The Leitner boxes of `leitnerText` (learn-model.js's stored value) merged in: each drill the queue does
  // not have yet becomes a review card due on the day its box said, as stable as its box's interval.
  function migrate(state, leitnerText) {
    const boxes = readLeitner(leitnerText).review;
    let cards = state.cards;
    for (const [id, { box, due: day, seen }] of Object.entries(boxes)) {
      if (cards[id] || !ID.test(id)) continue;
      const interval = 2 ** (box - 1);
      const dueAt = day * DAY;
      const last = seen > 0 && seen <= dueAt ? seen : Math.max(0, dueAt - interval * DAY);
      const card = readCard({
        due: dueAt, stability: interval, difficulty: box === 1 ? 7 : 5, scheduled: interval, steps: 0,
        reps: box, lapses: box === 1 ? 1 : 0, state: lib.State.Review, last,
      });
      if (card) cards = { ...cards, [id]: card };
    }
    return cards === state.cards ? state : { ...state, cards: trimmed(cards) };
  }

  // The queue from `storage` (localStorage or alike), the old Leitner boxes merged in; a storage that
  // cannot be read gives an empty queue.
  function load(storage) {
    let mine = null;
    let old = null;
    try {
      mine = storage.getItem(KEY);
      old = storage.getItem(LEITNER_KEY);
    } catch {
      return empty();
    }
    return migrate(read(mine), old);
  }

  // The queue kept in `storage`; false when the storage refused it (full, or disabled).
  function save(storage, state) {
    try {
      storage.setItem(KEY, write(state));
      return true;
    } catch {
      return false;
    }
  }

  return {
    add, answer, due, migrate, load, save, read, write, drillId, mistakeId,
    dueCount: (state, now, game) => due(state, now, game).length,
  };
}
