// "Review now": a session that mixes games (the home page's [[review-now]], filled by path-map.js). It
// deals the cards due in every game, the most overdue first, each where it is dealt: a drill on its
// game's learn page (#drill=KIND:SEED), a mistake from a game on its game's table (?card=ID); after each
// answer the page links to the next card, or says the review is done. A page is in the session when its
// address says so (?session=all) and this tab began one: the home page keeps the drills each game deals
// (sessionStorage), so a card of a kind no game deals is passed over. A game's pages are its folder, named
// after it ("go-fish/"), under the home page of the language. Nothing leaves the browser.
import { due, peek } from "./review-schedule.js";
import { endOfToday, storage } from "./review-queue.js";
import { drillOf } from "./widgets/learn-model.js";
import { cardLink, gameOf, isMistake } from "./widgets/mistake-card.js";

const KEY = "cards-session-v1";
const NAME = /^[a-z0-9-]{1,40}$/;

// The drills each game deals ({game: [kinds]}, as the home page's build wrote them, or sessionStorage's
// string read back): only the names that make sense; null when nothing does.
export function readKinds(value) {
  let data = value;
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const kinds = {};
  for (const [game, list] of Object.entries(data)) {
    if (NAME.test(game) && Array.isArray(list)) kinds[game] = list.filter((k) => typeof k === "string" && NAME.test(k));
  }
  return Object.keys(kinds).length ? kinds : null;
}

// Where a card is dealt, from the language's home page (null: no game of `kinds` deals it).
export function target(id, kinds) {
  const game = gameOf(id);
  if (!kinds[game]) return null;
  if (isMistake(id)) return cardLink(`${game}/`, id, true);
  const drill = drillOf(id);
  if (!drill || !kinds[game].includes(drill.kind)) return null;
  return `${game}/learn/?session=all#drill=${drill.kind}:${drill.seed}`;
}

// The cards of the session due before `until`, the most overdue first (`except`: the card just answered).
export function dueCards(state, until, kinds, except = null) {
  return due(state, until).filter((id) => id !== except && target(id, kinds) !== null);
}

export const inSession = (search) => {
  try {
    return new URLSearchParams(search || "").get("session") === "all";
  } catch {
    return false;
  }
};

// --- in the pages ------------------------------------------------------------------------------------

// The home page began a session in this tab, with the drills each game deals.
export function begin(kinds) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kinds));
  } catch {
    // no session storage: the cards are still dealt, without a link to the next one
  }
}

function session() {
  try {
    return inSession(location.search) ? readKinds(sessionStorage.getItem(KEY)) : null;
  } catch {
    return null;
  }
}

// The home page of the page's language: the header's link to it.
function home() {
  const logo = document.querySelector('a[data-md-component="logo"]');
  return logo ? new URL(logo.getAttribute("href"), location.href) : null;
}

// After a card answered (`except`) on a page of the session: below `after`, a link to the next card due,
// or a line saying the review is done (`msg`: the widget's messages); the link, or null.
export function showNext(after, msg, except) {
  const kinds = session();
  const base = home();
  if (!kinds || !base) return null;
  const [next] = dueCards(peek(storage()), endOfToday(Date.now()), kinds, except);
  let line = after.nextElementSibling;
  if (!line || !line.classList.contains("review-session")) {
    line = document.createElement("p");
    line.className = "review-session";
    after.after(line);
  }
  if (!next) {
    line.textContent = msg.msgSessionDone;
    return null;
  }
  const link = document.createElement("a");
  link.className = "md-button md-button--primary";
  link.dataset.reviewNext = "";
  link.href = new URL(target(next, kinds), base).href;
  link.textContent = msg.msgSessionNext;
  line.replaceChildren(link);
  return link;
}
