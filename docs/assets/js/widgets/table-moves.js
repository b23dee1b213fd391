// The card table's half-made move, as a pure model (no DOM): which cards, seats, bids and one-touch
// buttons a reader may touch, given the legal moves of their seat as the engine sends them (structured:
// {kind, seat, target?, to?, card?, rank?, value?}), and what a touch does. Nothing here knows a game:
// a card fills a move's `card` (or its `rank`), a seat its `target` (or `to`), a bid its `value`.
//
// A touch answers {picked, play?, refuse?}: `picked` is the half-made move after it; `play` a legal move
// to send; `refuse` a move the rules will refuse (the engine says why; nothing changes); `hint` a page
// message when nothing can be made of the touch.

export const none = Object.freeze({ card: null, rank: null });

const seatOf = (move) => move.target ?? move.to ?? null;
const usesCards = (move) => "card" in move || "rank" in move;

function uses(move, card) {
  if ("card" in move) return move.card === card.card;
  if ("rank" in move) return String(move.rank) === String(card.rank);
  return false;
}

function withPick(moves, picked) {
  if (!picked.card) return moves.filter((m) => !usesCards(m));
  return moves.filter((m) => uses(m, picked));
}

// A card may be touched: some legal move uses it (with a seat still to choose, or not).
export function cardLive(moves, card) {
  return moves.some((m) => uses(m, card));
}

// A seat may be touched: a legal move, with the card picked so far (or none), names it.
export function seatLive(moves, picked, seat) {
  return withPick(moves, picked).some((m) => seatOf(m) === seat);
}

export function bidLive(moves, value) {
  return moves.some((m) => "value" in m && m.value === value);
}

export function kindLive(moves, kind) {
  return moves.some((m) => m.kind === kind && !usesCards(m) && seatOf(m) === null);
}

// Some card or seat is waiting for its second half.
export function pending(picked) {
  return Boolean(picked.card);
}

export function touchCard(moves, picked, card) {
  if (picked.card === card.card) return { picked: none }; // touched again: put back
  const using = moves.filter((m) => uses(m, card));
  if (!using.length) {
    const template = moves.find(usesCards);
    if (!template) return { picked: none, hint: "no-card" };
    const refused = { ...template };
    if ("card" in refused) refused.card = card.card;
    else refused.rank = card.rank;
    return { picked: none, refuse: refused };
  }
  const direct = using.filter((m) => seatOf(m) === null);
  if (direct.length === using.length) return { picked: none, play: direct[0] };
  return { picked: { card: card.card, rank: card.rank } };
}

export function touchSeat(moves, picked, seat) {
  const found = withPick(moves, picked).find((m) => seatOf(m) === seat);
  if (found) return { picked: none, play: found };
  return { picked, hint: picked.card ? "no-seat" : "card-first" };
}

export function touchBid(moves, value) {
  const found = moves.find((m) => "value" in m && m.value === value);
  if (found) return { picked: none, play: found };
  const template = moves.find((m) => "value" in m);
  if (!template) return { picked: none, hint: "no-bid" };
  return { picked: none, refuse: { ...template, value } };
}

export function touchKind(moves, kind) {
  const found = moves.find((m) => m.kind === kind && !usesCards(m) && seatOf(m) === null);
  return found ? { picked: none, play: found } : { picked: none, hint: "no-kind" };
}

// A claim built card by card: the group's fixed part plus each placed card with its holder.
export function groupMove(template, field, placed) {
  return { ...template, [field]: Object.entries(placed).filter(([, h]) => h).map(([c, h]) => [c, h]) };
}

// The legal moves grouped for the accessible list: by the seat each names, in the order they come.
export function grouped(items) {
  const groups = new Map();
  for (const item of items) {
    const key = seatOf(item.move ?? {}) ?? "";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return [...groups.entries()].map(([seat, list]) => ({ seat, items: list }));
}

// Structural equality of two moves (the page finds the engine's notation of a legal move it touched).
export function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
