// A mistake from a game against the computer as a card of the review queue (../review-schedule.js), a
// pure model (no DOM, no storage). The card's id names the game, the deal's seed, the move's ply and a
// hash of the line up to it (review-schedule.js mistakeId: the same mistake in the same game is one
// card); its payload is what deals it again: the game's share link (the workbench's "#wb=" fragment,
// compact: the engine checks and replays it when it is read back), the ply (the position is the link's
// line cut there), the seat that played it, the computer's level and the mistake's code. A payload that
// is not one of ours, or not for this widget, is ignored (null), never a crash.
import { mistakeId } from "../review-schedule.js";

export const KIND = "mistake";
const LINK = /^#?wb=[A-Za-z0-9_-]{1,3500}$/;
const NAME = /^[a-z0-9-]{1,40}$/;
const CODE = /^[a-z0-9-]+\.[a-z0-9-]{1,60}$/;
const CARD = /^[a-z0-9-]+\/mistake:\d{1,9}:\d{1,5}:[a-z0-9]{1,7}$/;

// The card of the mistake at `ply` of `line`, in the game dealt as `dealt` ({game, seed, level, seat}),
// whose share link is `link`: {id, payload}.
export function mistakeCard(dealt, line, ply, code, link) {
  return {
    id: mistakeId(dealt.game, dealt.seed, ply, line),
    payload: { kind: KIND, link, ply, seat: dealt.seat, level: dealt.level, code },
  };
}

export const isMistake = (id) => typeof id === "string" && CARD.test(id);

// The game of a card's id ("go-fish/mistake:…" -> "go-fish").
export const gameOf = (id) => id.slice(0, id.indexOf("/"));

// A stored payload read back for the widget of `config` ({game, seat, levels: [{name}]}), the card
// being `id`: {link, ply, seat, level, code}, or null when anything is off (another game's card, a seat
// or level this widget does not have, a link that is not a share link).
export function readMistake(id, payload, config) {
  if (!isMistake(id) || !payload || typeof payload !== "object" || Array.isArray(payload)) return null;
  const { kind, link, ply, seat, level, code } = payload;
  if (kind !== KIND || typeof link !== "string" || !LINK.test(link)) return null;
  if (!Number.isInteger(ply) || ply < 0 || ply > 99999) return null;
  if (typeof level !== "string" || !NAME.test(level) || typeof code !== "string" || !CODE.test(code)) return null;
  if (config) {
    if (gameOf(id) !== config.game || seat !== config.seat) return null;
    if (!(config.levels || []).some((entry) => entry.name === level)) return null;
  } else if (typeof seat !== "string" || seat.length > 8) {
    return null;
  }
  return { link: link.startsWith("#") ? link : `#${link}`, ply, seat, level, code };
}

// The address of a game's page that deals the card `id` again at its position ("?card=ID#play"),
// relative to the game's folder `folder` ("../" from its learn page, "go-fish/" from the home page);
// `session`: in a review session of every game (../review-session.js).
export function cardLink(folder, id, session = false) {
  return `${folder}?card=${encodeURIComponent(id)}${session ? "&session=all" : ""}#play`;
}

// The card asked for by a page's address (its query string), or null.
export function fromSearch(search) {
  let id = null;
  try {
    id = new URLSearchParams(search || "").get("card");
  } catch {
    return null;
  }
  return isMistake(id) ? id : null;
}
